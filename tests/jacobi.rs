//! Jacobi's dialect through the command line (`docs/jacobi.md`): chains of
//! `stipulation`/`play`/`test`/`set test` commands, `option FirstToMove`,
//! the game array as default position, the manual's examples; and the
//! same text in Popeye's dialect, read as Popeye 4.104 reads it, with a
//! warning on standard error.
//!
//! Each expected solution says which source fixes it: Popeye 4.104 run on
//! the equivalent Popeye input named in the test.

mod common;

use common::run_on_stdin;
use std::collections::BTreeSet;

/// Runs the command with `args` on `input`: the solution lines (trimmed,
/// as a set), standard output, standard error.
fn run(args: &[&str], input: &str) -> (BTreeSet<String>, String, String) {
    let mut all = vec!["--regression", "--threads", "1"];
    all.extend_from_slice(args);
    let (out, err, _) = run_on_stdin(&all, input.as_bytes());
    let out = String::from_utf8(out).unwrap();
    let lines = out
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("1.") || l.starts_with("1..."))
        .map(str::to_string)
        .collect();
    (lines, out, err)
}

fn set(lines: &[&str]) -> BTreeSet<String> {
    lines.iter().map(|l| l.to_string()).collect()
}

/// The four fool's mates, each in two move orders: Popeye 4.104 on
/// `h#2` with `option HalfDuplex` from the game array.
const FOOLS_MATES: &[&str] = &[
    "1.f2-f4 e7-e5   2.g2-g4 Qd8-h4 #",
    "1.f2-f4 e7-e6   2.g2-g4 Qd8-h4 #",
    "1.f2-f3 e7-e5   2.g2-g4 Qd8-h4 #",
    "1.f2-f3 e7-e6   2.g2-g4 Qd8-h4 #",
    "1.g2-g4 e7-e5   2.f2-f4 Qd8-h4 #",
    "1.g2-g4 e7-e5   2.f2-f3 Qd8-h4 #",
    "1.g2-g4 e7-e6   2.f2-f4 Qd8-h4 #",
    "1.g2-g4 e7-e6   2.f2-f3 Qd8-h4 #",
];

/// The manual's first example: no position (the game array), `option
/// FirstToMove white` undoing h#2's convention that Black starts.
#[test]
fn fools_mate_with_first_to_move() {
    let (lines, out, err) = run(&[], "option FirstToMove white\nstipulation h#2\n");
    assert_eq!(lines, set(FOOLS_MATES), "{out}{err}");
    assert!(out.contains("16 + 16"), "{out}");
}

/// The same with Jacobi's elementary commands.
#[test]
fn fools_mate_with_play_and_test() {
    let (lines, out, err) = run(&[], "play help 2.0\ntest #\n");
    assert_eq!(lines, set(FOOLS_MATES), "{out}{err}");
}

/// P0527811 (C. J. Feather, 1975), h#2: Popeye 4.104 on the same input.
#[test]
fn feather_helpmate() {
    let input = "forsyth 1RrB2b1/8/4s3/2s3p1/2K2b2/1p1rk3/6BR/8\nstipulation h#2\n";
    let want = set(&[
        "1.Rd3*d8 Bg2-c6   2.Sc5-d7 Rb8*b3 #",
        "1.Bf4*b8 Bg2-d5   2.Se6-c7 Bd8*g5 #",
    ]);
    for args in [&[][..], &["--dialect", "jacobi"], &["--dialect", "popeye"]] {
        let (lines, out, err) = run(args, input);
        assert_eq!(lines, want, "{args:?}\n{out}{err}");
        assert!(err.is_empty(), "{err}");
    }
}

/// P1292590 (b) (R. Ruppin, 1964): `set test # reflex` before ser-s#4 is
/// ser-r#4; Popeye 4.104 on `stipulation ser-r#4`.
#[test]
fn reflex_set_test() {
    let (lines, out, err) = run(
        &[],
        "forsyth k7/P4PPs/PP5r/1r6/2p1s3/5b2/8/2K5\nset test # reflex\nstipulation ser-s#4\n",
    );
    assert_eq!(
        lines,
        set(&["1.f7-f8=B   2.g7-g8=R   3.Rg8-g2   4.Rg2-c2 Rh6-h1 #"]),
        "{out}{err}"
    );
}

const CHAIN: &str = "pieces white ka1 pa2 pb2 black kc3 rh8 pg7\nstipulation h~1\nstipulation #1\n";

/// In Jacobi's dialect two stipulations form a chain: h~1 (Black, White)
/// then #1 by the side then to move (Black). Popeye 4.104 on `h#1.5` with
/// `option HalfDuplex` (Black starts and mates).
#[test]
fn stipulations_chain_in_jacobis_dialect() {
    let want = set(&[
        "1...Kc3-d2   2.Ka1-b1 Rh8-h1 #",
        "1...Kc3-c2   2.b2-b4 Rh8-h1 #",
        "1...Kc3-c2   2.b2-b3 Rh8-h1 #",
        "1...Kc3-d3   2.Ka1-b1 Rh8-h1 #",
    ]);
    let (lines, out, err) = run(&["--dialect", "jacobi"], CHAIN);
    assert_eq!(lines, want, "{out}{err}");
    assert!(err.is_empty(), "{err}");
    let (lines, out, _) = run(&[], &format!("Dialect Jacobi\n{CHAIN}"));
    assert_eq!(lines, want, "{out}");
}

/// In Popeye's dialect (the default) the first stipulation wins, as in
/// Popeye 4.104 (checked: `#1` then `~1` solves `#1`, `~1` then `#1`
/// solves `~1`), with a warning naming the dialect option on standard
/// error only.
#[test]
fn popeye_reads_the_first_stipulation() {
    let (chain, _, _) = run(&[], CHAIN);
    let (plain, out, err) = run(
        &[],
        "pieces white ka1 pa2 pb2 black kc3 rh8 pg7\nstipulation h~1\n",
    );
    assert_eq!(chain, plain);
    assert!(err.is_empty(), "{err}");
    let (_, chain_out, chain_err) = run(&[], CHAIN);
    assert_eq!(chain_out, out, "standard output as without the second line");
    assert!(chain_err.contains("second stipulation"), "{chain_err}");
    assert!(chain_err.contains("--dialect jacobi"), "{chain_err}");
    // (forced, Popeye's dialect stays Popeye's)
    let (forced, _, _) = run(&["--dialect", "popeye"], CHAIN);
    assert_eq!(forced, plain);
}

/// `h++1`: Popeye 4.104 reads the goal `+` and the length `+1` (its
/// output equals `h+1`'s); we do the same in Popeye's dialect, with a
/// warning.
#[test]
fn popeye_reads_double_check_as_check() {
    let pieces = "pieces white ke1 qd8 black kh1\n";
    let (plus, plus_out, _) = run(&[], &format!("{pieces}stipulation h+1\n"));
    let (lines, out, err) = run(&[], &format!("{pieces}stipulation h++1\n"));
    assert!(!plus.is_empty());
    assert_eq!(lines, plus);
    assert_eq!(out, plus_out);
    assert!(err.contains("--dialect jacobi"), "{err}");
}

/// What Jacobi's dialect does not read yet is refused by name.
#[test]
fn refused_by_name() {
    for (input, what) in [
        (
            "pieces white Ka8 Pc2 black Kc8 Pd2g2h2\nset test + black reflex\nstipulation h#6\n",
            "semi-reflex",
        ),
        (
            "stipulation dia 0.5 pieces white Pe4\nstipulation dia 0.5 pieces black Pe5\n",
            "more than one proof-game part",
        ),
        (
            "stipulation PG 7.0 pieces white Ka5 Pa6 black Re4 ColorThePieces\n",
            "ColorThePieces",
        ),
        (
            "constraints Pe2(5) or Pg2(5)\nstipulation h#2\n",
            "constraints",
        ),
        (
            "option InitialMoveNumber -3.5\nstipulation #2\n",
            "InitialMoveNumber",
        ),
        ("play help 1.0\ntest #\ntwin stipulation h#2\n", "twins"),
    ] {
        let (lines, out, err) = run(&["--dialect", "jacobi"], input);
        assert!(lines.is_empty(), "{input}{out}");
        assert!(err.contains(what), "{input}: {err}");
    }
    // play/test in Popeye's dialect, when asked for
    let (_, _, err) = run(&["--dialect", "popeye"], "play help 2.0\ntest #\n");
    assert!(err.contains("Jacobi's play/test commands"), "{err}");
    assert!(err.contains("--dialect jacobi"), "{err}");
}

/// In Jacobi's dialect `++` is a double check (Jacobi's manual: "++ will
/// trigger on 2 checks or more"): the bishop's discovered double checks,
/// by hand, and not the rook's single ones that Popeye's `h+1` lists.
#[test]
fn double_check_in_jacobis_dialect() {
    let input = "pieces white ka1 rd1 bd4 black kd8 ph7\nstipulation h++1\n";
    let (lines, out, err) = run(&["--dialect", "jacobi"], input);
    assert_eq!(
        lines,
        set(&[
            "1.h7-h6 Bd4-b6 ++",
            "1.h7-h6 Bd4-f6 ++",
            "1.h7-h5 Bd4-b6 ++",
            "1.h7-h5 Bd4-f6 ++",
        ]),
        "{out}{err}"
    );
}

/// A unique-defence stipulation makes the problem Jacobi's by itself.
/// Its keys are Popeye 4.104's keys of `#2` in the same position (1.Kb6,
/// 1.Kc7, 1.Qb1, 1.Qb3, 1.Qd7), and each black reply is Black's only move
/// (checked by hand).
#[test]
fn unique_defence_selects_jacobis_dialect() {
    let input = "pieces white kc6 qd1 black ka8\nstipulation u#1.5\n";
    let (lines, out, err) = run(&[], input);
    assert_eq!(
        lines,
        set(&[
            "1.Kc6-b6 Ka8-b8   2.Qd1-d8 #",
            "1.Kc6-c7 Ka8-a7   2.Qd1-a1 #",
            "1.Kc6-c7 Ka8-a7   2.Qd1-a4 #",
            "1.Qd1-b1 Ka8-a7   2.Qb1-b7 #",
            "1.Qd1-b3 Ka8-a7   2.Qb3-b7 #",
            "1.Qd1-d7 Ka8-b8   2.Qd7-b7 #",
        ]),
        "{out}{err}"
    );
    let (lines, _, err) = run(&["--dialect", "popeye"], input);
    assert!(lines.is_empty());
    assert!(err.contains("u#1.5"), "{err}");
}
