//! The retro puzzles of the CQLi document as commands: `switcheroo`,
//! `triple-loyd` and `maze`, in text and JSON, with the document's answers.

mod common;

use common::run_args as nightrider;

fn json(args: &[&str]) -> serde_json::Value {
    let (out, err, ok) = nightrider(args);
    assert!(ok, "{err}");
    assert_eq!(out.lines().count(), 1, "one document: {out}");
    serde_json::from_str(&out).expect("a JSON document")
}

/// Coakley's switcheroos, with CQLi's solutions and tries.
#[test]
fn switcheroo_finds_the_solution_and_the_unreachable_tries() {
    let fen = "1r1Q1B1k/pp3p1p/2nb1rpN/4q1N1/7P/1P4Pb/P1P2R2/R2B2K1 b - - 0 1";
    let (out, _, ok) = nightrider(&["switcheroo", fen]);
    assert!(ok);
    assert_eq!(
        out,
        "Solutions: bd6 <--> kh8\nTries:\n  \
         Ng5 <--> kh8?: <Unreachable position: Impossible check of Black King>\n  \
         rf6 <--> kh8?: <Unreachable position: Impossible check of Black King>\n"
    );
    let fen = "2b2rk1/2pnqppp/4n3/p1b1pQN1/Br2P3/2N2PBP/PPP3P1/3R1R1K b - - 0 1";
    let doc = json(&["switcheroo", fen, "--format", "json"]);
    let side = &doc["switcheroos"][0];
    assert_eq!(side["mated"], "black");
    assert_eq!(side["solutions"][0]["swap"], "Rf1 <--> kg8");
    assert_eq!(side["solutions"].as_array().unwrap().len(), 1);
    let tries: Vec<&str> = side["tries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["swap"].as_str().unwrap())
        .collect();
    let mut sorted = tries.clone();
    sorted.sort_unstable();
    assert_eq!(
        sorted,
        [
            "Ba4 <--> kg8",
            "Ng5 <--> kg8",
            "Qf5 <--> ph7",
            "nd7 <--> kg8",
            "ne6 <--> kg8"
        ]
    );
    assert_eq!(
        side["tries"][0]["unreachable"][0],
        "Impossibly trapped White Bishop on square g8"
    );
}

/// `--mated both` looks for the swaps that mate each side; in the first
/// Coakley position White to move is mated by no swap.
#[test]
fn switcheroo_for_both_sides() {
    let fen = "1r1Q1B1k/pp3p1p/2nb1rpN/4q1N1/7P/1P4Pb/P1P2R2/R2B2K1 b - - 0 1";
    let doc = json(&["switcheroo", fen, "--mated", "both", "--format", "json"]);
    let sides = doc["switcheroos"].as_array().unwrap();
    assert_eq!(sides.len(), 2);
    assert_eq!(sides[0]["mated"], "black");
    assert_eq!(sides[1]["mated"], "white");
    assert_eq!(sides[0]["solutions"][0]["swap"], "bd6 <--> kh8");
    let (text, _, ok) = nightrider(&["switcheroo", fen, "--mated", "both"]);
    assert!(ok);
    assert!(
        text.starts_with("black mated: Solutions: bd6 <--> kh8\n"),
        "{text}"
    );
    assert!(text.contains("white mated: Solutions: "), "{text}");
}

/// Sam Loyd's Triple Loyd of 1866.
#[test]
fn triple_loyd_of_1866() {
    let fen = "8/8/8/8/6Q1/2K5/8/6B1 b - - 0 1";
    let (out, _, ok) = nightrider(&["triple-loyd", fen]);
    assert!(ok);
    assert_eq!(out, "Triple Loyd: e3 (mate), h1 (stalemate), a8 (#1)\n");
    let doc = json(&["triple-loyd", fen, "--format", "json"]);
    assert_eq!(doc["mate"], serde_json::json!(["e3"]));
    assert_eq!(doc["sound"], true);
    // A position that already has the black king is refused.
    let (_, err, ok) = nightrider(&["triple-loyd", "7k/8/8/8/6Q1/2K5/8/6B1 b - - 0 1"]);
    assert!(!ok);
    assert!(err.contains("must have none"), "{err}");
}

/// A Triple Loyd with two mating squares is reported unsound.
#[test]
fn an_unsound_triple_loyd_is_reported() {
    // Rooks on a1 and b2 and the king on h3: the black king is mated on
    // a8 and on h8 ... among others; the command names the defect.
    let (out, _, ok) = nightrider(&["triple-loyd", "8/8/8/8/8/7K/1R6/R7 b - - 0 1"]);
    assert!(ok);
    assert!(out.contains("Unsound: multiple checkmates"), "{out}");
}

/// Coakley's rook maze in 17 and knight maze in 29, as CQLi prints them.
#[test]
fn the_two_mazes_of_the_document() {
    let (out, _, ok) = nightrider(&[
        "maze",
        "7k/7p/p1Pb1np1/8/4P3/3B4/PPP2P2/R3K3 w - - 0 1",
        "a1",
    ]);
    assert!(ok);
    assert_eq!(
        out,
        "Shortest path: 17\nUnique paths: 1\nPath: Ra1-d1-d2-e2-e3-h3-h1-g1-g5-a5-a4-c4-c3-b3-b7-a7-a8-xh8\n"
    );
    let doc = json(&[
        "maze",
        "Q3RR2/4B3/8/p2r1pP1/P4p2/8/1P1P1N2/1K3k2 w - - 0 1",
        "f2",
        "--format",
        "json",
    ]);
    assert_eq!(doc["length"], 29);
    assert_eq!(doc["paths"], 1);
    assert_eq!(
        doc["path"],
        "Nf2-d1-c3-a2-c1-b3-a1-c2-a3-c4-b6-c8-a7-c6-b8-a6-c7-e6-g7-h5-f6-g8-h6-f7-h8-g6-h4-f3-h2-xf1"
    );
}

/// Pawn mazes: promotion to a queen only with `--queen-promotion`; an end
/// square with `--end`.
#[test]
fn pawn_mazes_and_end_squares() {
    let fen = "7k/P7/8/8/8/8/8/K7 w - - 0 1";
    let (out, _, ok) = nightrider(&["maze", fen, "a7"]);
    assert!(ok);
    assert!(out.ends_with("Path: Pa7-a8=R-xh8\n"), "{out}");
    let doc = json(&["maze", fen, "a7", "--queen-promotion", "--format", "json"]);
    assert_eq!(doc["paths"], 2);
    let doc = json(&["maze", fen, "a7", "--end", "h1", "--format", "json"]);
    assert_eq!(doc["path"], "Pa7-a8=B-h1");
    let (out, _, ok) = nightrider(&["maze", "k7/8/8/2n5/8/8/2P5/K7 w - - 0 1", "c2"]);
    assert!(ok);
    assert_eq!(out, "No path\n");
}

/// Bad input: an error on stderr and a failing exit code, no panic.
#[test]
fn bad_puzzle_input_is_an_error() {
    for args in [
        &["switcheroo", "not a fen"][..],
        &["maze", "7k/8/8/8/8/8/8/R6K w - - 0 1", "z9"],
        &["maze", "7k/8/8/8/8/8/8/R6K w - - 0 1", "b2"],
        &["maze", "8/8/8/8/8/8/8/R6K w - - 0 1", "a1"],
        &["triple-loyd", "8/8/8/8/8/8/8/8/8 b - - 0 1"],
        &["switcheroo", "4k3/8/8/8/8/8/8/4K2N w - - 0 1 extra"],
    ] {
        let (_, err, ok) = nightrider(args);
        assert!(!ok, "{args:?} should fail");
        assert!(err.starts_with("nightrider: "), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}
