//! The position queries of the CQLi document as commands: `inspect` (one
//! position), and `query` and `stats` over PGN files and FEN/EPD lists.

mod common;

use common::run_args as nightrider;

fn json(args: &[&str]) -> serde_json::Value {
    let (out, err, ok) = nightrider(args);
    assert!(ok, "{err}");
    serde_json::from_str(&out).expect("a JSON document")
}

/// A smothered mate: the report names the pattern, the mate and the GBR
/// code with the kings' squares.
#[test]
fn inspect_reports_a_smothered_mate() {
    let (out, _, ok) = nightrider(&["inspect", "6rk/5Npp/8/8/8/8/8/6K1 b - - 0 1"]);
    assert!(ok);
    assert!(out.contains("GBR code: 0301.02g1h8\n"), "{out}");
    assert!(out.contains("Black to move: checkmated\n"), "{out}");
    assert!(out.contains("Mating patterns: smothered\n"), "{out}");
    assert!(out.contains("Insufficient mating material: no\n"), "{out}");
}

/// The attackers of a square: a rook battery on the d-file counts the
/// rear rook as a battery attacker, not as a direct one; a pinned knight
/// is no effective attacker.
#[test]
fn inspect_lists_the_attackers_of_a_square() {
    // White: Rd1 behind Rd2 (a battery on d5), and Ne3 pinned by the
    // black rook e8 against Ke1.
    let fen = "4r2k/8/8/3p4/8/4N3/3R4/3RK3 w - - 0 1";
    let doc = json(&["inspect", fen, "--square", "d5", "--format", "json"]);
    let by = &doc["attackers"]["by"];
    assert_eq!(by["direct"], serde_json::json!(["d2", "e3"]));
    assert_eq!(by["battery"], serde_json::json!(["d1", "d2", "e3"]));
    assert_eq!(by["effective"], serde_json::json!(["d1", "d2"]));
    assert_eq!(doc["pins"][0]["pinned"], "e3");
    assert_eq!(doc["pins"][0]["pinner"], "e8");
    let (text, _, ok) = nightrider(&["inspect", fen, "--square", "d5"]);
    assert!(ok);
    assert!(text.contains("Pins: Ne3 by re8 to Ke1\n"), "{text}");
    assert!(text.contains("  effective: Rd1 Rd2\n"), "{text}");
}

/// Insufficient material and the evaluation's sign.
#[test]
fn inspect_material_and_evaluation() {
    let doc = json(&[
        "inspect",
        "8/8/4k3/8/8/2B5/8/4K3 w - - 0 1",
        "--format",
        "json",
    ]);
    assert_eq!(doc["insufficient_material"], true);
    assert_eq!(doc["gbr"], "0010.00");
    assert!(doc["evaluation"]["simple"].as_i64().unwrap() > 0);
    let doc = json(&[
        "inspect",
        "8/8/4k3/8/8/2N5/8/3QK3 w - - 0 1",
        "--format",
        "json",
    ]);
    assert_eq!(doc["insufficient_material"], false);
}

/// A bad square or FEN is an error, not a panic.
#[test]
fn inspect_refuses_bad_input() {
    let (_, err, ok) = nightrider(&[
        "inspect",
        "4k3/8/8/8/8/8/8/4K2N w - - 0 1",
        "--square",
        "z9",
    ]);
    assert!(!ok);
    assert!(err.contains("not a square"), "{err}");
    let (_, err, ok) = nightrider(&["inspect", "not a fen"]);
    assert!(!ok);
    assert!(err.starts_with("nightrider: "), "{err}");
}

/// The games of the CQLi document's sequence examples (consecutive checks,
/// consecutive captures, earliest exchange).
const SEED_PGN: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/crates/games/tests/data/seed.pgn"
);

/// `nightrider stats`: the document's numbers, the same on one thread
/// and on two.
#[test]
fn stats_of_the_seed_games() {
    let (text, err, ok) = nightrider(&["stats", SEED_PGN, "--threads", "1"]);
    assert!(ok, "{err}");
    assert!(text.starts_with("games: 3 (0 not read)\n"), "{text}");
    assert!(
        text.contains("longest series of checks: 5, from 13...Rxg5+ to 15...Qxg4+"),
        "{text}"
    );
    assert!(
        text.contains("longest series of captures: 15, from 14...dxe5 to 21...Qxa1+"),
        "{text}"
    );
    assert!(
        text.contains("earliest exchange (only kings and pawns): move 18 (white to move)"),
        "{text}"
    );
    let (two, _, ok) = nightrider(&["stats", SEED_PGN, "--threads", "2"]);
    assert!(ok);
    assert_eq!(text, two);
    let doc = json(&["stats", SEED_PGN, "--format", "json"]);
    assert_eq!(doc["games"], 3);
    assert_eq!(doc["consecutive_captures"]["record"]["length"], 15);
    assert_eq!(doc["consecutive_checks"]["game"]["number"], 1);
}

/// `nightrider query mate` over PGN: the mate that ends the first game,
/// with its game and move; `mate-in-1` finds the position before it, and
/// not with `--unplayed` (the game played the mate).
#[test]
fn query_over_games() {
    let (out, err, ok) = nightrider(&["query", "mate", SEED_PGN]);
    assert!(ok, "{err}");
    assert_eq!(out.lines().count(), 1, "{out}");
    assert!(out.starts_with("game 1 of "), "{out}");
    assert!(out.contains(", after 17...Qh3#: "), "{out}");
    let (out, _, ok) = nightrider(&["query", "mate-in-1", SEED_PGN]);
    assert!(ok);
    assert!(out.contains("#1 key Qh3# (played Qh3#)"), "{out}");
    let (out, _, ok) = nightrider(&["query", "mate-in-1", SEED_PGN, "--unplayed"]);
    assert!(ok);
    assert!(!out.contains("key Qh3#"), "{out}");
    // JSON: a document per match, one a line.
    let (out, _, ok) = nightrider(&["query", "check", SEED_PGN, "--format", "json"]);
    assert!(ok);
    let docs: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON document a line"))
        .collect();
    assert!(docs.len() >= 5, "{out}");
    assert!(docs.iter().all(|d| d["query"] == "check"));
    assert_eq!(docs[0]["game"]["event"], "Consecutive checks");
}

/// A bad game is reported with its game and move, and the next game is
/// still searched; the exit code is then 1.
#[test]
fn query_goes_on_after_a_bad_game() {
    let pgn =
        "[Event \"bad\"]\n\n1.e4 e5 2.Kf2 Ke7 1-0\n\n[Event \"good\"]\n\n1.f3 e5 2.g4 Qh4# 0-1\n";
    let (stdout, stderr, code) = common::run_on_stdin(&["query", "mate"], pgn.as_bytes());
    let stdout = String::from_utf8_lossy(&stdout);
    assert_eq!(code, Some(1));
    assert!(
        stderr.contains("game 1 of <stdin> (Event \"bad\"): illegal move 2.Kf2"),
        "{stderr}"
    );
    assert!(
        stdout.contains("game 2 of <stdin> (Event \"good\")"),
        "{stdout}"
    );
    assert!(stdout.contains("after 2...Qh4#"), "{stdout}");
}

/// FEN/EPD lists: a bad line is reported and the lines after it are read;
/// `--fen` positions; a mutual switcheroo found in a game (Dai Changren -
/// Chen Qi, ch-CHN 2025).
#[test]
fn query_over_position_lists() {
    let dir = tempfile::tempdir().unwrap();
    let list = dir.path().join("positions.epd");
    std::fs::write(
        &list,
        "6rk/6pp/8/8/8/8/5N2/6K1 w - - id \"not yet\";\nnot a position\n6rk/5Npp/8/8/8/8/8/6K1 b - - id \"smothered\";\n",
    )
    .unwrap();
    let list = list.to_str().unwrap();
    let (out, err, ok) = nightrider(&["query", "smothered", list]);
    assert!(!ok, "the bad line makes the exit code 1");
    assert!(err.contains(":2") || err.contains("line 2"), "{err}");
    assert_eq!(out.lines().count(), 1, "{out}");
    assert!(out.contains(":3 (smothered): 6rk/5Npp/"), "{out}");
    let (out, _, ok) = nightrider(&[
        "query",
        "mate-in-1",
        "--fen",
        "6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1",
    ]);
    assert!(ok);
    assert_eq!(
        out,
        "--fen #1: #1 Nf7#: 6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1\n"
    );
    let doc = json(&[
        "query",
        "mutual-switcheroo",
        "--fen",
        "r1br2k1/p3qpp1/Bp5p/3pB3/1P2P2n/2PQ3P/5PP1/R2R2K1 w - - 1 30",
        "--format",
        "json",
    ]);
    assert_eq!(doc["solution"], "qe7 <--> Pg2");
    assert_eq!(doc["opponent_solution"], "Qd3 <--> pg7");
}

/// `--list` names every query; an unknown name is a command-line error.
#[test]
fn query_names() {
    let (out, _, ok) = nightrider(&["query", "--list"]);
    assert!(ok);
    for name in [
        "mate",
        "anastasia",
        "boden",
        "smothered",
        "mate-in-N",
        "mutual-switcheroo",
    ] {
        assert!(
            out.lines()
                .any(|l| l.split_whitespace().next() == Some(name)),
            "{name} missing from\n{out}"
        );
    }
    let (_, err, ok) = nightrider(&["query", "no-such-mate", SEED_PGN]);
    assert!(!ok);
    assert!(err.contains("no query named 'no-such-mate'"), "{err}");
    let (_, err, ok) = nightrider(&["query", "mate-in-0", SEED_PGN]);
    assert!(!ok);
    assert!(err.contains("mate-in-N"), "{err}");
}

/// Standard input: a FEN list (after blank lines, which count in the line
/// numbers) or PGN, streamed; `stats` reads it too.
#[test]
fn standard_input_is_a_list_or_games() {
    let list = "\n\n6rk/5Npp/8/8/8/8/8/6K1 b - - 0 1\n";
    let (out, err, code) = common::run_on_stdin(&["query", "smothered"], list.as_bytes());
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(
        String::from_utf8_lossy(&out),
        "<stdin>:3: 6rk/5Npp/8/8/8/8/8/6K1 b - - 0 1\n"
    );
    let pgn = std::fs::read(SEED_PGN).unwrap();
    let (out, err, code) = common::run_on_stdin(&["stats", "--format", "json"], &pgn);
    assert_eq!(code, Some(0), "{err}");
    let doc: serde_json::Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(doc["games"], 3);
    assert_eq!(doc["consecutive_checks"]["record"]["length"], 5);
}
