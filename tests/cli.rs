//! End-to-end tests of the `nightrider` binary.

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

#[test]
fn perft_counts_kiwipete() {
    let (out, _, ok) = nightrider(&[
        "perft",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "3",
    ]);
    assert!(ok);
    assert_eq!(out.trim(), "97862");
}

#[test]
fn perft_divide_sums_to_total() {
    let (out, _, ok) = nightrider(&[
        "perft",
        "--divide",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "2",
    ]);
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 21);
    assert_eq!(lines[20], "400");
    assert!(lines.contains(&"g1f3: 20"));
}

#[test]
fn perft_rejects_bad_fen_with_column() {
    let (_, err, ok) = nightrider(&[
        "perft",
        "rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "1",
    ]);
    assert!(!ok);
    assert!(err.contains("column 13"), "{err}");
}
