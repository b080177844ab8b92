//! Triple Loyd: where can the black king go for mate, stalemate and mate
//! in 1 (reachable positions only)?
//!
//! `cargo run -p nightrider-retro --example triple_loyd -- "FEN"`
//! (default: Sam Loyd, 1866).

use nightrider_notation::fen::parse_fen;
use nightrider_retro::puzzles::triple_loyd;

fn squares(v: &[nightrider_board::Square]) -> String {
    v.iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

fn main() {
    let fen = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "8/8/8/8/6Q1/2K5/8/6B1 b - - 0 1".to_string());
    let pos = match parse_fen(&fen) {
        Ok(s) => s.to_position_unchecked(),
        Err(e) => {
            eprintln!("cannot read FEN: {e}");
            std::process::exit(2);
        }
    };
    let (mates, stalemates, m1) = match triple_loyd(&pos) {
        Ok(found) => found,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    println!("{fen}");
    println!(
        "Triple Loyd: {} (mate), {} (stalemate), {} (#1)",
        squares(&mates),
        squares(&stalemates),
        squares(&m1)
    );
    let mut unsound = Vec::new();
    if mates.len() > 1 {
        unsound.push("multiple checkmates".to_string());
    }
    if stalemates.len() > 1 {
        unsound.push("multiple stalemates".to_string());
    }
    if m1.len() > 1 {
        unsound.push("multiple mate in 1s".to_string());
    }
    if !unsound.is_empty() {
        println!("Unsound: {}", unsound.join(", "));
    }
}
