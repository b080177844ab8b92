//! What a piece observes when the paralysis conditions (Madrasi,
//! EiffelChess, Isardam) judge it, solved end to end against Popeye 4.104:
//! the walks lent under AnnanChess count, those lent under BackToBack do
//! not (Popeye's regression problems), a pawn that has just stepped past
//! an opposing pawn is observed by it (en passant), and Isardam TypeB
//! leaves checks alone. The move lists of random positions are in
//! `tests/condition_movelists.rs`.

mod common;

use common::check;

/// REGRESSIONS/4_63_to_4_65.inp problem 70: after Sa2-c1 the pawn c2,
/// with the knight behind it, moves and observes as a knight, so it and
/// the black knight d4 observe each other: illegal under Isardam.
#[test]
fn annan_lends_its_walk_to_isardam_observation() {
    check(
        "begin
title Until 4.63, we didn't respect Annan in Isardam
pieces white sa2 pc2 black sd4
stip zc11
condition annan isardam
option nowk nobk
end
",
        &[],
    );
}

/// REGRESSIONS/4_63_to_4_65.inp problem 71: the pawn c7 with the knight
/// behind it observes d5 as a knight and paralyses the white knight.
#[test]
fn annan_lends_its_walk_to_madrasi_paralysis() {
    check(
        "begin
title Until 4.63, we didn't respect Annan in Madrasi
pieces black sc8 pc7 white sd5
stip ze31
condition annan madrasi
option nowk nobk
end
",
        &[],
    );
}

/// REGRESSIONS/4_63_to_4_65.inp problem 80: after Sb1-c3 the pawn c4
/// moves as a knight and paralyses the bishop d6 (a knight paralyses a
/// bishop), whose check on b8 so no longer counts.
#[test]
fn annan_lends_its_walk_to_eiffel_paralysis() {
    check(
        "begin
title Until 4.63, Popeye didn't respect Annan in Eiffel
pieces white sb1 pc4 kb8 black bd6
stip zc31
condition annan eiffel
option nobk
end
",
        &["   1.Sb1-c3 z !"],
    );
}

/// REGRESSIONS/4_69_to_4_71.inp problem 4: after Ba8-f3 the rook f2 moves
/// as the bishop behind it, but it still paralyses the rook h2 by its own
/// walk, so Rh2 gives no check: no mate.
#[test]
fn back_to_back_paralysis_sees_the_own_walk() {
    check(
        "begin
author S. K. Balasubramanian
title 4.69 found an interesting solution
stipulation h#0.5
pieces white kf8 rh2 ba8 black kh8 rf2
cond backtoback madrasi
end
",
        &[],
    );
}

/// REGRESSIONS/4_63_to_4_65.inp problem 25: after d2-d4 the pawn e4 may
/// take the pawn d4 en passant, so it paralyses it, also for White's next
/// move of the series (the pass between keeps the en-passant state).
#[test]
fn a_pawn_that_may_be_taken_en_passant_is_paralysed_in_a_series() {
    check(
        "begin
title just to make sure
stip ser-zd53
pieces white pd2h3 black pe4
condition madrasi
option nowk nobk
end
",
        &["  1.d2-d4   2.h3-h4   3.d4-d5 z"],
    );
}

/// Madrasi: c7-c5 gives no check, the pawn b5 paralysing it en passant
/// (hand-made position; Popeye 4.104's lines).
#[test]
fn a_pawn_paralysed_en_passant_gives_no_check() {
    let lines = common::solution(
        "begin
pieces white kd4 pb5 black kh8 pc7
stipulation h~1
condition madrasi
end
",
    );
    let double_steps: Vec<&str> = lines
        .iter()
        .map(String::as_str)
        .filter(|l| l.starts_with("  1.c7-c5"))
        .collect();
    let mut expected = vec![
        "  1.c7-c5 Kd4-c3",
        "  1.c7-c5 Kd4-e3",
        "  1.c7-c5 Kd4-e5",
        "  1.c7-c5 Kd4*c5",
        "  1.c7-c5 Kd4-d3",
        "  1.c7-c5 Kd4-c4",
        "  1.c7-c5 Kd4-d5",
        "  1.c7-c5 Kd4-e4",
        "  1.c7-c5 b5*c6 ep.",
    ];
    let mut got = double_steps.clone();
    got.sort();
    expected.sort();
    assert_eq!(got, expected);
    assert_eq!(lines.len(), 44);
}

/// Isardam: c7-c5 and c7-c6 are illegal, the pawns b5 and c5 (en passant)
/// or c6 observing each other (hand-made position; Popeye 4.104's lines).
#[test]
fn isardam_forbids_a_step_past_an_opposing_pawn() {
    let mut expected = Vec::new();
    for black in ["Kh8-g7", "Kh8-h7", "Kh8-g8"] {
        for white in [
            "Kd4-c3", "Kd4-e3", "Kd4-e5", "Kd4-c5", "Kd4-d3", "Kd4-c4", "Kd4-d5", "Kd4-e4",
        ] {
            expected.push(format!("  1.{black} {white}"));
        }
    }
    let expected: Vec<&str> = expected.iter().map(String::as_str).collect();
    check(
        "begin
pieces white kd4 pb5 black kh8 pc7
stipulation h~1
condition isardam
end
",
        &expected,
    );
}
