//! Helpers shared by the integration tests: perft suite files and positions.

#![allow(dead_code)]

use nightrider_board::{Position, Relax};
use nightrider_movegen::in_check;
use nightrider_notation::fen::parse_fen;

/// One position of a perft suite with its expected counts.
pub struct PerftCase {
    pub id: String,
    pub fen: String,
    pub counts: Vec<(u32, u64)>,
}

/// Parses a `.perft` file (see `tests/data/README.md`).
pub fn read_suite(name: &str) -> Vec<PerftCase> {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut cases: Vec<PerftCase> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once(' ').unwrap_or((line, ""));
        match key {
            "id" => cases.push(PerftCase {
                id: value.to_string(),
                fen: String::new(),
                counts: Vec::new(),
            }),
            "epd" => cases.last_mut().expect("epd before id").fen = value.to_string(),
            "perft" => {
                let mut it = value.split_whitespace();
                let depth = it.next().and_then(|d| d.parse().ok());
                let nodes = it.next().and_then(|d| d.parse().ok());
                match (depth, nodes) {
                    (Some(d), Some(c)) => cases
                        .last_mut()
                        .expect("perft before id")
                        .counts
                        .push((d, c)),
                    _ => panic!("{path}:{}: bad perft line", n + 1),
                }
            }
            _ => panic!("{path}:{}: unknown key {key}", n + 1),
        }
    }
    cases
}

/// The position of a FEN, validated with every relaxation (the suites'
/// counts treat castling rights that do not fit as absent).
pub fn position(fen: &str) -> Position {
    let setup = parse_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    setup
        .validate(Relax::all(), |p| {
            in_check(
                nightrider_movegen::Orthodox::new(p).unwrap(),
                !p.side_to_move(),
            )
        })
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
}

pub const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
