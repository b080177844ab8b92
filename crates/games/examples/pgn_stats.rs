//! Statistics and searches over PGN files, printed.
//!
//! ```sh
//! cargo run --release -p nightrider-games --example pgn_stats -- FILE.pgn…
//! ```
//!
//! With `MUTUAL=1` it also lists the mutual switcheroos, with `MATE=n` the
//! unique mates in n not played.

use nightrider_games::collection::map_files;
use nightrider_games::{mate_puzzles, mutual_switcheroos, CollectionStats, RunOptions};

fn main() {
    let files: Vec<String> = std::env::args().skip(1).collect();
    let options = RunOptions {
        progress: true,
        ..RunOptions::default()
    };
    let start = std::time::Instant::now();
    let stats = match CollectionStats::of_files(&files, &options) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{} games ({:.0} games/s), {} errors",
        stats.games,
        stats.games as f64 / secs,
        stats.errors.len()
    );
    for e in stats.errors.iter().take(10) {
        println!("  {e}");
    }
    println!("{stats:#?}");
    if std::env::var("MUTUAL").is_ok() {
        for r in map_files(&files, &options, mutual_switcheroos).unwrap_or_default() {
            for s in r.into_iter().flatten() {
                println!(
                    "{} {}: {} {} / {} tries {:?} {:?}",
                    s.game, s.at, s.fen, s.solution, s.opponent_solution, s.tries, s.opponent_tries
                );
            }
        }
    }
    if let Some(n) = std::env::var("MATE").ok().and_then(|n| n.parse().ok()) {
        for r in map_files(&files, &options, |g| mate_puzzles(g, n, true)).unwrap_or_default() {
            for p in r.into_iter().flatten() {
                println!(
                    "{} {}: {} key {} played {:?}",
                    p.game, p.at, p.fen, p.key, p.played
                );
            }
        }
    }
}
