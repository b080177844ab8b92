//! Retractor problems: `r1#1` = the side that moved last retracts one
//! move, then mates in 1 (see `nightrider_retro::retractor` for the syntax).
//!
//! `cargo run -p nightrider-retro --example retractor -- "FEN" r1#1`
//! (defaults: the two Sam Loyd retractors of 1860 from the CQLi document).

use nightrider_notation::fen::parse_fen;
use nightrider_retro::retractor::{solve, Retractor};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let jobs: Vec<(String, String)> = if !args.is_empty() {
        vec![(
            args[0].clone(),
            args.get(1).cloned().unwrap_or_else(|| "r1#1".into()),
        )]
    } else {
        vec![
            (
                "1B5r/5pp1/1p6/7p/p2P2N1/2Pn4/PP6/R4K1k b - - 0 1".into(),
                "r1#1".into(),
            ),
            (
                "n7/2b2pq1/3P3p/p7/2k5/1R5P/3Q1P1K/1b4r1 b - - 0 1".into(),
                "r1#1".into(),
            ),
        ]
    };
    for (fen, stip) in jobs {
        println!("{fen}  {stip}");
        let stip = match Retractor::parse(&stip) {
            Ok(s) => s,
            Err(e) => {
                println!("  {e}");
                continue;
            }
        };
        let pos = match parse_fen(&fen) {
            Ok(s) => s.to_position_unchecked(),
            Err(e) => {
                println!("  cannot read FEN: {e}");
                continue;
            }
        };
        let sols = solve(&pos, &stip);
        if sols.is_empty() {
            println!("  no solution");
        }
        for s in sols {
            println!("  {s}");
        }
    }
}
