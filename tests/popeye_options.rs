//! Popeye's options end to end through the CLI, each against Popeye 4.104's
//! output of the same problem (solutions compared as sets: the order of
//! sibling lines is Popeye's move order, see `crates/stipulation/src/order.rs`).

use std::process::Command;

fn solve(input: &str) -> (String, bool) {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path();
    let file = dir.join(format!("{:x}.inp", fxhash(input)));
    std::fs::write(&file, input).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_nightrider"))
        .args(["-regression", file.to_str().unwrap()])
        .output()
        .expect("run nightrider");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        out.status.success(),
    )
}

fn fxhash(s: &str) -> u64 {
    s.bytes().fold(0xcbf29ce484222325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100000001b3)
    })
}

/// The solution lines (help and series lines, keys and tries), sorted.
fn solutions(out: &str) -> Vec<String> {
    let mut v: Vec<String> = out
        .lines()
        .filter(|l| l.starts_with("  1.") || l.starts_with("   1."))
        .map(|l| l.trim_end().to_string())
        .collect();
    v.sort_unstable();
    v
}

/// NoCastling h8 takes Black's castling away (REGRESSIONS 4_75_to_4_77,
/// ser-h#3 without a white king): the only solution castles.
#[test]
fn no_castling() {
    let base = "begin\npieces white rd1 black ke8 rh8 pg7\nstipulation ser-h#3\noption nowk";
    let (out, ok) = solve(&format!("{base}\nend\n"));
    assert!(ok);
    assert_eq!(solutions(&out), ["  1.0-0   2.Kg8-h8   3.Rf8-g8 Rd1-h1 #"]);
    let (out, ok) = solve(&format!("{base} nocastling h8\nend\n"));
    assert!(ok);
    assert!(solutions(&out).is_empty(), "{out}");
}

/// Quodlibet: in self play a direct mate also solves (here the only key
/// of the s#2 without the option is none at all).
#[test]
fn quodlibet() {
    let base = "begin\npieces white ka3 ra8 qh2 black kb1 pb2\nstipulation s#2";
    let (out, ok) = solve(&format!("{base}\nend\n"));
    assert!(ok);
    assert!(solutions(&out).is_empty(), "{out}");
    let (out, ok) = solve(&format!("{base}\noption quodlibet\nend\n"));
    assert!(ok);
    assert!(out.contains("\n              Quodlibet\n"), "{out}");
    let mut expected = vec![
        "   1.Qh2*b2 # !",
        "   1.Qh2-d2 !",
        "   1.Ka3-b3 !",
        "   1.Ra8-g8 !",
        "   1.Ra8-f8 !",
        "   1.Ra8-e8 !",
        "   1.Ra8-d8 !",
        "   1.Ra8-c8 !",
    ];
    expected.sort_unstable();
    assert_eq!(solutions(&out), expected);
}

/// MoveNumbers and Beep change nothing in the solution (Popeye's move
/// numbers are progress lines, which the comparison with Popeye ignores).
#[test]
fn move_numbers_and_beep_leave_the_solution() {
    let base = "begin\npieces white kf6 qg1 black kh8 pa7\nstipulation h#2";
    let (plain, ok) = solve(&format!("{base}\nend\n"));
    assert!(ok);
    let (numbered, ok) = solve(&format!("{base}\noption movenumbers beep\nend\n"));
    assert!(ok);
    assert!(!solutions(&plain).is_empty());
    assert_eq!(solutions(&plain), solutions(&numbered));
}

/// `option Intelligent n` keeps `n` lines per final picture and length:
/// Popeye 4.104 prints 2 of these 4 lines under `Intelligent 1` (all four
/// end in the same stalemate; it keeps the line of 2 moves and the first of
/// 3) and says `Partial solution`. More in `tests/intelligent_limit.rs`.
#[test]
fn intelligent_with_a_number_keeps_lines_per_picture() {
    let base = "begin\npieces white kh6 pa7 rf3 black kc7\nstipulation ser-h=3";
    let (out, ok) = solve(&format!("{base}\noption intelligent\nend\n"));
    assert!(ok);
    let mut expected = vec![
        "  1.Kc7-b7   2.Kb7-a8 Rf3-f7 =",
        "  1.Kc7-b6   2.Kb6-b7   3.Kb7-a8 Rf3-f7 =",
        "  1.Kc7-c6   2.Kc6-b7   3.Kb7-a8 Rf3-f7 =",
        "  1.Kc7-c8   2.Kc8-b7   3.Kb7-a8 Rf3-f7 =",
    ];
    expected.sort_unstable();
    assert_eq!(solutions(&out), expected);
    assert!(!out.contains("Partial solution"), "{out}");
    let (out, ok) = solve(&format!("{base}\noption intelligent 1\nend\n"));
    assert!(ok);
    let mut expected = vec![
        "  1.Kc7-b7   2.Kb7-a8 Rf3-f7 =",
        "  1.Kc7-b6   2.Kb6-b7   3.Kb7-a8 Rf3-f7 =",
    ];
    expected.sort_unstable();
    assert_eq!(solutions(&out), expected);
    assert!(out.contains("Partial solution"), "{out}");
}

/// The lines of a solve from its board's caption on, blank lines left out.
fn after_board(out: &str) -> Vec<&str> {
    out.lines()
        .skip_while(|l| !l.contains(" + "))
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .collect()
}

/// StartMoveNumber and UpToMoveNumber with paths (Popeye 4.104's output
/// of the same problems): the second level is bounded where the first
/// move is on a bound, and each move tried is announced with the numbers
/// of the moves before it, MoveNumbers or not.
#[test]
fn move_number_paths_bound_and_announce_the_second_level() {
    let (out, ok) = solve(
        "begin\npieces white ka4 qd1 black kh8 ph7\nstipulation h#2\n\
         option start 2:2 upto 3:3\nend\n",
    );
    assert!(ok, "{out}");
    assert_eq!(
        after_board(&out),
        [
            "  2  (h7-h6 )",
            "  2:2  (Qd1-g4 )",
            "  2:3  (Qd1-f3 )",
            "  3  (Kh8-g7 )",
            "  3:2  (Qd1-g4 + )",
            "  3:3  (Qd1-f3 )",
            "  1.Kh8-g7 Qd1-f3   2.Kg7-h8 Qf3-f8 #",
            "solution finished.",
        ]
    );
    // introductory moves: exactly two of them, the second level announced
    // after the first move that lets the series go on
    let (out, ok) = solve(
        "begin\npieces white kf6 qb1 black kh8 pa7\nstipulation 2->ser-h#1\n\
         option start 1:1 upto 2:2\nend\n",
    );
    assert!(ok, "{out}");
    assert_eq!(
        after_board(&out),
        [
            "  1  (Qb1-h7 + )",
            "  2  (Qb1-g6 )",
            "  2:1  (Kf6-e5 )",
            "  2:2  (Kf6-g5 )",
            "solution finished.",
        ]
    );
}

/// A move number path reaching the last move of the play, or in battle
/// play, is refused by name.
#[test]
fn move_number_paths_to_the_last_move_are_refused() {
    for (stip, path) in [("h#1", "1:2"), ("#2", "1:2"), ("ser-#2", "1:1")] {
        let (out, ok) = solve(&format!(
            "begin\npieces white kf6 qb1 black kh8 pa7\nstipulation {stip}\n\
             option start {path}\nend\n"
        ));
        assert!(!ok, "{stip}: {out}");
        assert!(out.contains("with a move number path"), "{stip}: {out}");
    }
}

/// EnPassant squares passing over a square and ending on an empty one:
/// Popeye 4.104 ignores the problem ("Inconsistent retro information"),
/// so it is refused, never solved without the en-passant right; with the
/// pawn on the arrival square the capture is played (`1.a5*b6 ep.`).
#[test]
fn en_passant_ending_on_an_empty_square_is_refused() {
    let problem = |ep: &str| {
        format!(
            "begin\npieces white ka1 pa5 black ka8 pb5\nstipulation ~1\noption enpassant {ep} noboard\nend\n"
        )
    };
    let (out, ok) = solve(&problem("b6b5b4"));
    assert!(!ok, "{out}");
    assert!(
        out.contains("EnPassant ending on the empty square b4"),
        "{out}"
    );
    assert!(!out.contains("1.a5-a6"), "{out}");
    let (out, ok) = solve(&problem("b7b6b5"));
    assert!(ok, "{out}");
    assert!(out.contains("1.a5*b6 ep. !"), "{out}");
}
