//! Switcheroo: swap two pieces so that Black is checkmated; swaps that
//! mate in a position proved unreachable are reported as tries.
//!
//! `cargo run -p nightrider-retro --example switcheroo -- "FEN" ...`
//! (defaults: the two Coakley switcheroos of the CQLi document).

use nightrider_board::Colour;
use nightrider_notation::fen::parse_fen;
use nightrider_retro::puzzles::switcheroo;

const DEFAULTS: [&str; 2] = [
    "1r1Q1B1k/pp3p1p/2nb1rpN/4q1N1/7P/1P4Pb/P1P2R2/R2B2K1 b - - 0 1",
    "2b2rk1/2pnqppp/4n3/p1b1pQN1/Br2P3/2N2PBP/PPP3P1/3R1R1K b - - 0 1",
];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let fens: Vec<String> = if args.is_empty() {
        DEFAULTS.iter().map(|s| s.to_string()).collect()
    } else {
        args
    };
    for fen in fens {
        println!("{fen}");
        let pos = match parse_fen(&fen) {
            Ok(s) => s.to_position_unchecked(),
            Err(e) => {
                println!("  cannot read FEN: {e}");
                continue;
            }
        };
        let (solutions, tries) = match switcheroo(&pos, Colour::Black) {
            Ok(found) => found,
            Err(e) => {
                println!("  {e}");
                continue;
            }
        };
        let s: Vec<&str> = solutions.iter().map(|s| s.label.as_str()).collect();
        println!("  Solutions: {}", s.join(", "));
        println!("  Tries:");
        for t in &tries {
            let reasons: Vec<String> = t
                .analysis
                .reachability
                .iter()
                .map(|r| r.to_string())
                .collect();
            println!(
                "    {}?: <Unreachable position: {}>",
                t.label,
                reasons.join("; ")
            );
        }
        println!();
    }
}
