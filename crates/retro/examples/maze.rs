//! Chess mazes (Coakley's rules): the shortest path of one piece to the
//! enemy king, never stopping on an attacked square and never capturing.
//!
//! `cargo run -p nightrider-retro --example maze -- "FEN" START`
//! (defaults: the rook maze in 17 and the knight maze in 29).

use nightrider_board::Square;
use nightrider_notation::fen::parse_fen;
use nightrider_retro::puzzles::maze;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let jobs: Vec<(String, String)> = if args.len() >= 2 {
        vec![(args[0].clone(), args[1].clone())]
    } else {
        vec![
            (
                "7k/7p/p1Pb1np1/8/4P3/3B4/PPP2P2/R3K3 w - - 0 1".into(),
                "a1".into(),
            ),
            (
                "Q3RR2/4B3/8/p2r1pP1/P4p2/8/1P1P1N2/1K3k2 w - - 0 1".into(),
                "f2".into(),
            ),
        ]
    };
    for (fen, start) in jobs {
        println!("{fen} (start {start})");
        let pos = match parse_fen(&fen) {
            Ok(s) => s.to_position_unchecked(),
            Err(e) => {
                println!("  cannot read FEN: {e}");
                continue;
            }
        };
        let Ok(start) = start.parse::<Square>() else {
            println!("  not a square: {start}");
            continue;
        };
        match maze(&pos, start) {
            Err(e) => println!("  {e}"),
            Ok(Some(r)) => {
                println!("  Shortest path: {}  Unique paths: {}", r.length, r.paths);
                println!("  Path: {}", r.notation());
            }
            Ok(None) => println!("  no path"),
        }
    }
}
