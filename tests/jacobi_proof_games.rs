//! Jacobi's proof games through the command line (`docs/jacobi.md`,
//! "Proof games"): `stipulation PG n` / `dia n` / `a=>b n` followed by
//! its diagram, from the game array or a position given before it, White
//! first unless `option FirstToMove black`; proof games in chains.
//!
//! Each expected solution says which source fixes it: Popeye 4.104 run on
//! the equivalent Popeye input named in the test, or the Jacobi manual's
//! published solution.

mod common;

use common::run_on_stdin;
use std::collections::BTreeSet;

/// Runs the command in Jacobi's dialect on `input`: the solution lines
/// (trimmed, as a set), standard output, standard error.
fn run(input: &str) -> (BTreeSet<String>, String, String) {
    let args = ["--regression", "--threads", "1", "--dialect", "jacobi"];
    let (out, err, _) = run_on_stdin(&args, input.as_bytes());
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

/// `PG 1.5` from the game array, White first: Popeye 4.104 on `dia 1.5`
/// with the same diagram (both move orders).
#[test]
fn pg_from_the_game_array() {
    let (lines, out, err) =
        run("stipulation PG 1.5 forsyth rsbqkbsr/pppp1ppp/8/4p3/4P3/5S2/PPPP1PPP/RSBQKB1R\n");
    assert_eq!(
        lines,
        set(&[
            "1.Sg1-f3 e7-e5   2.e2-e4 dia",
            "1.e2-e4 e7-e5   2.Sg1-f3 dia",
        ]),
        "{out}{err}"
    );
    // shown as Popeye shows `dia1.5`
    assert!(out.contains("  dia1.5  "), "{out}");
    // `PG 2.0` is read as Popeye reads `dia2.0`: `dia2`
    let (_, out, _) =
        run("stipulation PG 2.0\nforsyth rsbqkbsr/pppp1ppp/8/4p3/4P3/5S2/PPPP1PPP/RSBQKB1R\n");
    assert!(out.contains("  dia2  "), "{out}");
}

/// `option FirstToMove black` from the game array: Black starts; Popeye
/// 4.104 on `a=>b 1.0` from the game array (Black first), printed as
/// Popeye prints it.
#[test]
fn pg_with_black_first() {
    let (lines, out, err) = run(
        "option FirstToMove black\nstipulation dia 1.0 forsyth rsbqkbsr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RSBQKBSR\n",
    );
    assert_eq!(lines, set(&["1.e7-e5 e2-e4 a=>b"]), "{out}{err}");
    assert!(out.contains("=> (Black ->)"), "{out}");
}

/// The manual's P1243719 (1) (A. Buchanan, R. Stanley, 2001), an A-to-B
/// in 5.5 moves, White first: Popeye 4.104 on the same `a=>b5.5` with
/// option WhiteToPlay (the manual: "to solve this problem in Popeye you
/// must add option WhiteToPlay").
#[test]
fn buchanan_stanley_a_to_b() {
    let input = "forsyth 8/3pP1p1/6p1/5P2/2p2P1k/2p2p2/PpK2pP1/r7\n\
                 stipulation a=>b5.5 forsyth 6k1/3pP1p1/6P1/5PP1/2p5/2p2p2/P4p2/rb1K4\n";
    let (lines, out, err) = run(input);
    assert_eq!(
        lines,
        set(&[
            "1.g2-g3 + Kh4-h5   2.g3-g4 + Kh5-h6   3.g4-g5 + Kh6-h7   4.f5*g6 + Kh7-g8   \
               5.f4-f5 b2-b1=B +   6.Kc2-d1 a=>b"
        ]),
        "{out}{err}"
    );
    assert!(out.contains("=> (White ->)"), "{out}");
    // `dia` and `PG` are synonyms of `a=>b`
    for word in ["dia", "PG"] {
        let (same, out, err) = run(&input.replace("a=>b5.5", &format!("{word} 5.5")));
        assert_eq!(same, lines, "{word}\n{out}{err}");
    }
}

/// A proof-game part is followed by its diagram; a chain with two
/// proof-game parts is refused by name.
#[test]
fn refusals() {
    let (lines, out, err) = run("stipulation dia 1.0\nstipulation #1\n");
    assert!(lines.is_empty(), "{out}");
    assert!(
        err.contains("must be followed by forsyth or pieces"),
        "{err}"
    );
    let (lines, out, err) =
        run("stipulation dia 0.5 pieces white Pe4\nstipulation dia 0.5 pieces black Pe5\n");
    assert!(lines.is_empty(), "{out}");
    assert!(err.contains("more than one proof-game part"), "{err}");
}

/// The target after 1.f2-f3 e7-e5 2.g2-g4 (either order) from the game
/// array.
const FOOLS_TARGET: &str = "rsbqkbsr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RSBQKBSR";

/// A proof game followed by a forward stipulation: the forward part
/// starts from the position the proof game reached, with the side then to
/// move; the lines go on through both parts. Popeye 4.104: `exact-dia1.5`
/// on the target (the two move orders), then `#1` with option HalfDuplex
/// on the target (Qd8-h4 #).
#[test]
fn pg_then_mate_in_one() {
    let want = set(&[
        "1.f2-f3 e7-e5   2.g2-g4 Qd8-h4 #",
        "1.g2-g4 e7-e5   2.f2-f3 Qd8-h4 #",
    ]);
    for (then, text) in [
        ("stipulation #1", "stipulation dia1.5, stipulation #1"),
        ("test not +\nplay help 0.5\ntest #", "test not +"),
    ] {
        let input = format!("stipulation PG 1.5 forsyth {FOOLS_TARGET}\n{then}\n");
        let (lines, out, err) = run(&input);
        assert_eq!(lines, want, "{input}\n{out}{err}");
        assert!(out.contains(text), "{out}");
    }
    // `test #` right after the proof game: the target is mate, and the
    // line shows the mate once (not a second line for the target)
    let mated = "rsb1kbsr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RSBQKBSR";
    let (lines, out, err) = run(&format!("stipulation PG 2.0 forsyth {mated}\ntest #\n"));
    assert_eq!(lines, want, "{out}{err}");
    let (lines, out, _) = run(&format!("stipulation PG 2.0 forsyth {mated}\ntest not #\n"));
    assert!(lines.is_empty(), "{out}");
    // `test dia` after forward play: the position reached is the target
    // (`play help 1.5` numbered as Popeye numbers `h#1.5`)
    let input = format!("play help 1.5\ntest dia forsyth {FOOLS_TARGET}\ntest not #\n");
    let (lines, out, err) = run(&input);
    assert_eq!(
        lines,
        set(&[
            "1...f2-f3   2.e7-e5 g2-g4 dia",
            "1...g2-g4   2.e7-e5 f2-f3 dia"
        ]),
        "{out}{err}"
    );
    // `test not dia`: the games of 1.5 moves that do not reach the
    // target and then mate (Popeye 4.104: exact-h#2 with HalfDuplex less
    // those through the target)
    let input = format!("play help 1.5\ntest not dia forsyth {FOOLS_TARGET}\nstipulation #1\n");
    let (lines, out, err) = run(&input);
    assert_eq!(lines.len(), 6, "{out}{err}");
    for through in [
        "1.f2-f3 e7-e5   2.g2-g4 Qd8-h4 #",
        "1.g2-g4 e7-e5   2.f2-f3 Qd8-h4 #",
    ] {
        assert!(!lines.contains(through), "{out}{err}");
    }
}

/// `AddPieces`: the diagram's units on their squares, any units on the
/// others. By hand: after `1.e2-e4`, each of Black's 20 first moves.
#[test]
fn add_pieces() {
    let (lines, out, err) = run("stipulation PG 1.0 pieces white Pe4 AddPieces\n");
    assert_eq!(lines.len(), 20, "{out}{err}");
    assert!(lines.iter().all(|l| l.starts_with("1.e2-e4 ")), "{out}");
    let (lines, out, err) = run("stipulation PG 1.0 pieces white Pe4 black Pe5 AddPieces\n");
    assert_eq!(lines, set(&["1.e2-e4 e7-e5 dia"]), "{out}{err}");
    // `AddBlackPieces`: White's units exactly the diagram's (the game
    // array's less e2, plus e4): again Black's 20 moves
    let white = "pieces white Ra1h1 Sb1g1 Bc1f1 Qd1 Ke1 Pa2b2c2d2f2g2h2e4";
    let (lines, out, err) = run(&format!("stipulation PG 1.0 {white} AddBlackPieces\n"));
    assert_eq!(lines.len(), 20, "{out}{err}");
    // `AddWhitePieces` with the same diagram: Black's units must be none
    let (lines, out, _) = run(&format!("stipulation PG 1.0 {white} AddWhitePieces\n"));
    assert!(lines.is_empty(), "{out}");
    // `Add black X`: exactly one black unit more than the diagram's
    // (32 units, so none): no game of one move
    let (lines, out, _) = run(&format!("stipulation PG 1.0 {white} Add black X\n"));
    assert!(lines.is_empty(), "{out}");
}

/// ColorThePieces stays refused by name; the options only right after a
/// proof game's diagram.
#[test]
fn proof_game_options_refused() {
    let (_, _, err) = run("stipulation PG 1.0 pieces white Pe4 ColorThePieces\n");
    assert!(err.contains("ColorThePieces"), "{err}");
    let (_, _, err) = run("AddPieces\nstipulation h#1\n");
    assert!(err.contains("right after a proof game's diagram"), "{err}");
}
