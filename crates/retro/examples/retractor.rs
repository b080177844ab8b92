//! Retractor problems with a direct-mate forward part: `-1&#1` = White
//! retracts one move, then mates in 1 (see `nightrider_retro::retractor`
//! for the syntax; the CLI solves every forward stipulation).
//!
//! `cargo run -p nightrider-retro --example retractor -- "FEN" -1&#1`
//! (defaults: the two Sam Loyd retractors of 1860 from the CQLi document).

use nightrider_board::Colour;
use nightrider_notation::fen::parse_fen;
use nightrider_retro::retractor::{mating_moves, render, solve, MateIn, Retractor};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let jobs: Vec<(String, String)> = if !args.is_empty() {
        vec![(
            args[0].clone(),
            args.get(1).cloned().unwrap_or_else(|| "-1&#1".into()),
        )]
    } else {
        vec![
            (
                "1B5r/5pp1/1p6/7p/p2P2N1/2Pn4/PP6/R4K1k b - - 0 1".into(),
                "-1&#1".into(),
            ),
            (
                "n7/2b2pq1/3P3p/p7/2k5/1R5P/3Q1P1K/1b4r1 b - - 0 1".into(),
                "-1&#1".into(),
            ),
        ]
    };
    for (fen, stip) in jobs {
        println!("{fen}  {stip}");
        let (retractor, n) = match Retractor::split(&stip) {
            Some(Ok((r, fwd))) => match fwd.strip_prefix('#').and_then(|n| n.parse().ok()) {
                Some(n) => (r, n),
                None => {
                    println!("  this example solves only #n forward stipulations");
                    continue;
                }
            },
            Some(Err(e)) => {
                println!("  {e}");
                continue;
            }
            None => {
                println!("  not a retractor stipulation");
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
        let solution = match solve(&pos, &retractor, &mut MateIn(n)) {
            Ok(s) => s,
            Err(e) => {
                println!("  {e}");
                continue;
            }
        };
        if solution.keys.is_empty() {
            println!("  no solution");
        }
        let lines = render(&solution, |line| {
            let mut work = pos.clone();
            work.clear_journal();
            work.set_side_to_move_unrecorded(Colour::Black);
            for r in line {
                r.retract(&mut work);
            }
            // (the diagram passed solve's checks, and retractions keep it
            // orthodox)
            mating_moves(&mut work, n, false)
                .unwrap_or_default()
                .iter()
                .map(|m| format!("1.{}-{}", m.from, m.to))
                .collect()
        });
        for l in lines {
            println!("  {l}");
        }
    }
}
