//! Jacobi's dialect: the numbering of the moves (`option
//! InitialMoveNumber`) and the aims and conditions about the last move
//! (`AllowTerminalAutoChecks`, double mate) — `docs/jacobi.md`.
//!
//! Each expected solution says which source fixes it: Popeye 4.104 run on
//! the equivalent Popeye input named in the test (the moves), Jacobi's
//! manual (the numbering, its examples), or a small position checked by
//! hand.

mod common;

use common::run_on_stdin;

/// Runs the command in Jacobi's dialect on `input`: the solution lines
/// (trimmed, in order), standard output, standard error.
fn jacobi(input: &str) -> (Vec<String>, String, String) {
    let args = ["--regression", "--threads", "1", "--dialect", "jacobi"];
    let (out, err, _) = run_on_stdin(&args, input.as_bytes());
    let out = String::from_utf8(out).unwrap();
    let lines = out
        .lines()
        .skip_while(|l| !l.contains('+') || !l.contains("  "))
        .skip(1)
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with("solution finished"))
        .map(str::to_string)
        .collect();
    (lines, out, err)
}

fn sorted(lines: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    v.sort();
    v
}

/// The position of the numbering tests: h#2 with four solutions.
const H2: &str = "pieces white kc6 rd1 black ka7 pa6\n";

/// Popeye 4.104's solutions of the `h#2` of [`H2`].
const H2_POPEYE: [&str; 9] = [
    "1.a6-a5 Rd1-d8   2.Ka7-a6 Rd8-a8 #",
    "1.Ka7-b8 Rd1-h1   2.Kb8-c8 Rh1-h8 #",
    "1.Ka7-b8 Rd1-g1   2.Kb8-c8 Rg1-g8 #",
    "1.Ka7-b8 Rd1-f1   2.Kb8-c8 Rf1-f8 #",
    "1.Ka7-b8 Rd1-e1   2.Kb8-c8 Re1-e8 #",
    "1.Ka7-b8 Kc6-b6   2.a6-a5 Rd1-d8 #",
    "1.Ka7-b8 Kc6-b6   2.Kb8-a8 Rd1-d8 #",
    "1.Ka7-a8 Kc6-b6   2.a6-a5 Rd1-d8 #",
    "1.Ka7-a8 Kc6-b6   2.Ka8-b8 Rd1-d8 #",
];

/// `InitialMoveNumber -3.5`: the first move is half-move -3.5, shown as
/// `-4...` (the manual's example JF-573: -3.5 and ten half-moves of
/// preamble make the h#3.5 start at `1...`, so a half `n + 0.5` shows as
/// `n...`, rounded down), each move half a move on. The moves: Popeye
/// 4.104 on the same `h#2` ([`H2_POPEYE`]).
#[test]
fn negative_half_initial_move_number() {
    let (mut lines, out, err) = jacobi(&format!(
        "{H2}option InitialMoveNumber -3.5\nstipulation h#2\n"
    ));
    lines.sort();
    // Popeye's `1.b w   2.b w` is `-4...b  -3.w b  -2.w`
    let mut expected: Vec<String> = H2_POPEYE
        .iter()
        .map(|l| {
            let (first, second) = l.split_once("   2.").unwrap();
            let (b1, w1) = first.trim_start_matches("1.").split_once(' ').unwrap();
            let (b2, w2) = second.split_once(' ').unwrap();
            format!("-4...{b1}  -3.{w1} {b2}  -2.{w2}")
        })
        .collect();
    expected.sort();
    assert_eq!(lines, expected, "{out}{err}");
    assert!(lines.contains(&"-4...Ka7-a8  -3.Kc6-b6 Ka8-b8  -2.Rd1-d8 #".to_string()));
}

/// `InitialMoveNumber 0.5` before a preamble of half a move: the h#2
/// after it starts at `1.` (the shape of the manual's example W675590,
/// whose preamble `stip dia 0.5` is here `play help 0.5`). The moves:
/// Popeye 4.104 on the h#2 after each white move (by hand: only the king
/// moves that keep b6 for the h#2 work).
#[test]
fn half_initial_move_number_with_preamble() {
    let (lines, out, err) = jacobi(&format!(
        "{H2}option InitialMoveNumber 0.5\noption FirstToMove white\nplay help 0.5\nstipulation h#2\n"
    ));
    assert!(
        lines.contains(&"0...Kc6-c5   1.Ka7-a8 Kc5-b6   2.Ka8-b8 Rd1-d8 #".to_string()),
        "{out}{err}"
    );
    assert!(
        lines
            .iter()
            .all(|l| l.starts_with("0...") && l.contains("   1.") && l.contains("   2.")),
        "{out}{err}"
    );
}

/// Series play: a pass of the other side between two series moves is a
/// half-move too, so each series move is a full move on (Popeye numbers
/// `ser-h#2` so from 1: `1.Kb8-a8   2.Ka8-b8 Rd1-d8 #`); from -1.5 the
/// series moves are `-2...`, `-1...` and the mate `0.`.
#[test]
fn series_from_an_initial_move_number() {
    let (mut lines, out, err) = jacobi(
        "pieces white kb6 rd1 black kb8 pb7\noption InitialMoveNumber -1.5\nstipulation ser-h#2\n",
    );
    lines.sort();
    assert_eq!(
        lines,
        sorted(&[
            "-2...Kb8-a8  -1.Rd1-d8 #",
            "-2...Kb8-a8  -1...Ka8-b8   0.Rd1-d8 #",
            "-2...Kb8-c8  -1...Kc8-b8   0.Rd1-d8 #",
        ]),
        "{out}{err}"
    );
    // a whole number: as Popeye's numbering, shifted
    let (mut lines, out, err) = jacobi(
        "pieces white kb6 rd1 black kb8 pb7\noption InitialMoveNumber 7\nstipulation ser-h#2\n",
    );
    lines.sort();
    assert_eq!(
        lines,
        sorted(&[
            "7.Kb8-a8 Rd1-d8 #",
            "7.Kb8-a8   8.Ka8-b8 Rd1-d8 #",
            "7.Kb8-c8   8.Kc8-b8 Rd1-d8 #",
        ]),
        "{out}{err}"
    );
}

/// Battle play is numbered by its depth: InitialMoveNumber with it is
/// refused by name.
#[test]
fn initial_move_number_with_battle_play_is_refused() {
    let (lines, out, err) = jacobi(&format!("{H2}option InitialMoveNumber 3\nstipulation #2\n"));
    assert!(lines.iter().all(|l| !l.contains("Rd1")), "{out}");
    assert!(err.contains("InitialMoveNumber with battle play"), "{err}");
}
