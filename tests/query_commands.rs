//! The position queries of the CQLi document as commands: `inspect` (one
//! position), and `query` and `stats` over PGN files and FEN/EPD lists.

use std::process::Command;

fn nightrider(args: &[&str]) -> (String, String, bool) {
    let out = Command::new(env!("CARGO_BIN_EXE_nightrider"))
        .args(args)
        .output()
        .expect("run nightrider");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.success(),
    )
}

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
