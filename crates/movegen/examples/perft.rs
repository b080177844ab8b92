//! Perft from the command line: `cargo run --release -p nightrider-movegen
//! --example perft -- [--divide | --general] DEPTH [FEN]` (default FEN: the
//! game array). `--general` counts with the general (walk) path of
//! [`nightrider_movegen::MoveGenerator`]. Prints the node count, the time
//! and nodes per second.

use nightrider_board::{Position, Relax};
use nightrider_movegen::{in_check, perft, MoveGenerator, Orthodox, Rules, WalkRegistry};
use std::process::ExitCode;
use std::time::Instant;

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let divide = args.first().is_some_and(|a| a == "--divide");
    let general = args.first().is_some_and(|a| a == "--general");
    if divide || general {
        args.remove(0);
    }
    let Some(depth) = args.first().and_then(|d| d.parse::<u32>().ok()) else {
        eprintln!("usage: perft [--divide | --general] DEPTH [FEN]");
        return ExitCode::FAILURE;
    };
    let mut pos = if args.len() > 1 {
        let fen = args[1..].join(" ");
        let setup = match nightrider_notation::fen::parse_fen(&fen) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::FAILURE;
            }
        };
        // (a fairy position is refused below, by the general path's generator
        // or by Orthodox::new)
        let check = |p: &Position| Orthodox::new(p).is_ok_and(|o| in_check(o, !o.side_to_move()));
        match setup.validate(Relax::all(), check) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::FAILURE;
            }
        }
    } else {
        Position::startpos()
    };
    nightrider_movegen::attacks::init();
    let start = Instant::now();
    let nodes = if general {
        let generator =
            match MoveGenerator::for_position(&pos, Rules::default(), &WalkRegistry::new()) {
                Ok(g) => g.force_general(),
                Err(e) => {
                    eprintln!("{e}");
                    return ExitCode::FAILURE;
                }
            };
        match generator.perft(&mut pos, depth) {
            Ok(n) => n,
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::FAILURE;
            }
        }
    } else {
        let orthodox = match Orthodox::new(&pos) {
            Ok(o) => o,
            Err(e) => {
                eprintln!("{e} (the general path counts fairy positions: --general)");
                return ExitCode::FAILURE;
            }
        };
        count(orthodox, depth, divide)
    };
    let secs = start.elapsed().as_secs_f64();
    println!(
        "nodes {nodes} time {secs:.3}s {:.1} Mnps",
        nodes as f64 / secs / 1e6
    );
    ExitCode::SUCCESS
}

/// The perft count on the fast path, printed by first move if `divide`.
fn count(orthodox: Orthodox<'_>, depth: u32, divide: bool) -> u64 {
    if divide {
        let mut list = perft::divide(orthodox, depth);
        list.sort_by_key(|(m, _)| m.to_string());
        for (m, n) in &list {
            println!("{m}: {n}");
        }
        list.iter().map(|(_, n)| n).sum()
    } else {
        perft::perft(orthodox, depth)
    }
}
