//! Prints, for each FEN given on the command line, the named queries it
//! matches (`check`, `mate`, the mating patterns, …), its extended GBR code
//! and its evaluation.
//!
//! ```text
//! cargo run -p nightrider-query --example query -- "6rk/5Npp/8/8/8/8/8/6K1 b - - 0 1"
//! ```

use nightrider_board::Position;
use nightrider_query::{eval, material, patterns::queries};

fn main() {
    for fen in std::env::args().skip(1) {
        println!("{fen}");
        let pos: Position = match fen.parse() {
            Ok(p) => p,
            Err(e) => {
                println!("  not a position: {e}");
                continue;
            }
        };
        let mut names = Vec::new();
        for q in queries() {
            match (q.matches)(&pos) {
                Ok(true) => names.push(q.name),
                Ok(false) => {}
                Err(e) => {
                    println!("  refused: {e}");
                    break;
                }
            }
        }
        println!("  matches: {}", names.join(" "));
        if let Ok(code) = material::extended_gbr_code(&pos) {
            println!("  GBR: {code}");
        }
        if let Ok(e) = eval::evaluate(&pos) {
            println!(
                "  evaluation: {} (simple {})",
                eval::tenths(e.full),
                eval::tenths(e.simple)
            );
        }
    }
}
