//! Who's the Goof? Why is this position unreachable?
//!
//! `cargo run -p nightrider-retro --example who_is_the_goof -- "FEN" ...`
//! Without arguments, runs on positions built to show each kind of reason
//! (the CQLi document shows Coakley's diagrams only as images).

use nightrider_notation::fen::parse_fen;
use nightrider_retro::analyse_deep;

const DEFAULTS: [&str; 4] = [
    "rn1qkbnr/ppp1pppp/3p4/8/8/2P5/P1PPPPPP/RNBQKBNR w KQkq - 0 2",
    "rnbqkbnr/2pp1ppp/pp6/4B3/8/8/PPPPP3/RN1QKBNR b KQkq - 0 1",
    "rnbq1bnr/pp1ppppp/1p6/8/4k3/3P4/PPP1PPPP/RN1QKBNR b KQ - 0 1",
    "4k1B1/5ppp/8/8/8/8/8/4K3 b - - 0 1",
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
        let setup = match parse_fen(&fen) {
            Ok(s) => s,
            Err(e) => {
                println!("  cannot read FEN: {e}");
                continue;
            }
        };
        match analyse_deep(&setup.to_position_unchecked()) {
            Ok(a) => {
                for line in a.to_string().lines() {
                    println!("  {line}");
                }
            }
            Err(e) => println!("  {e}"),
        }
        println!();
    }
}
