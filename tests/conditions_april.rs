//! Circe April and AprilChess (Circe Super April, Strict): only pieces of
//! the kinds named are reborn. Problems from Popeye's test collection and
//! the examples it ships (`BEISPIEL/april.inp`, in German, without a
//! source), with the solutions Popeye 4.104 gives; no published problem
//! with the condition was found.

mod common;

use common::check;

/// Circe April S: the captured bishop stays off the board, the captured
/// knight is reborn (Popeye's TESTS/circe.inp, problem 24).
#[test]
fn circe_april_reborns_only_the_kinds_named_popeye_test() {
    check(
        r#"begin
pieces white pb2 black sa3 bc3
condition circe april s
stip x1
option nowk nobk
end
"#,
        &["   1.b2*c3 x !", "   1.b2*a3[+bSb8] x !"],
    );
}

/// AprilChess B: the pawn takes the bishop, which must be reborn; reborn
/// on a7 it blocks the king's flight, and the pawn mates (Popeye's
/// BEISPIEL/april.inp).
#[test]
fn april_chess_the_reborn_bishop_blocks_popeye_example() {
    check(
        r#"anfang
forderung #1
bedingung aprilschach l
steine  weiss   kc8 bc6
        schwarz ka8 lb7
ende
"#,
        &["   1.c6*b7[+sLa7] # !"],
    );
}

/// AprilChess B: the captured knight is not reborn, so no mate (Popeye's
/// BEISPIEL/april.inp).
#[test]
fn april_chess_other_kinds_are_not_reborn_popeye_example() {
    check(
        r#"anfang
forderung #1
bedingung aprilschach l
steine  weiss   kc8 bc6
        schwarz ka8 sb7
ende
"#,
        &[],
    );
}

/// AprilChess B: the queen promoted on b8 is unguarded, so no mate
/// (Popeye's BEISPIEL/april.inp, "keine Selbstdeckung"); with a white
/// bishop on d6 guarding it, the black bishop reborn on a6 takes the last
/// flight and the queen mates.
#[test]
fn april_chess_no_self_guard_popeye_example() {
    check(
        r#"anfang
forderung #1
bedingung aprilschach l
steine  weiss   kc6 bc7
        schwarz ka7 lb8 sa8
ende
"#,
        &[],
    );
    check(
        r#"anfang
forderung #1
bedingung aprilschach l
steine  weiss   kc6 ld6 bc7
        schwarz ka7 lb8
ende
"#,
        &["   1.c7*b8=D[+sLa6] # !"],
    );
}

/// AprilChess B: a white bishop is hard to guard: taking it reborns it
/// anywhere (Popeye's BEISPIEL/april.inp: no mate).
#[test]
fn april_chess_pieces_are_hard_to_guard_popeye_example() {
    check(
        r#"anfang
forderung #1
bedingung aprilschach l
steine  weiss   kc6 ta1 la7 se8
        schwarz ka8
ende
"#,
        &[],
    );
}

/// Circe April P: a pawn captured on its own rebirth square cannot be
/// reborn, and the capture is illegal, even Relaxed (random position;
/// Popeye 4.104's moves).
#[test]
fn circe_april_pawn_not_captured_on_its_rebirth_square() {
    for condition in ["circe april p", "circe april p relaxed"] {
        let input = format!(
            "begin\npieces white ka8 pb2 re7 sh8 black kf2 pf7\nstipulation ~1\ncondition {condition}\nend\n"
        );
        let lines = common::solution(&input);
        assert!(lines.iter().all(|l| !l.contains("*f7")), "{lines:?}");
        assert!(lines.iter().any(|l| l.contains("Re7-d7")), "{lines:?}");
    }
}
