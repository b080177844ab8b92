//! Paralysis and the rules judging a move by what observes the mover:
//! Madrasi, EiffelChess, Isardam (RexInclusive), Patrouille, UltraPatrol,
//! Lortap, FunctionaryChess, ProvocationChess, PartialParalysis, Leffie. What a piece observes when
//! the paralysis conditions judge it: the walks lent under AnnanChess count,
//! those lent under BackToBack do not (Popeye's regression problems), a pawn
//! that has just stepped past an opposing pawn is observed by it (en
//! passant), and Isardam TypeB leaves checks alone. The move lists of random
//! positions are in `tests/condition_movelists.rs`.

use crate::common::{check, solution};

/// Lortap (F.H. von Meyenfeldt, Probleemblad 1989).
#[test]
fn lortap_f_h_von_meyenfeldt_probleemblad_1989() {
    check(
        r#"beg
auth FH von Meyenfeldt
orig Probleemblad 1989
stip #2
opt var
cond lortap
pie wh Kb5 Be3 Sd7d1 Pd6f5g3c2
blac Kd4 Sa1 Pf6h6d5e4g4
endproblem
"#,
        &[
            "   1.Sd7-e5 ! zugzwang.",
            "      1...Sa1*c2",
            "          2.Kb5-c5 #",
            "      1...Sa1-b3",
            "          2.Sd1-c3 #",
            "      1...Kd4*e5",
            "          2.Be3-d4 #",
            "      1...f6*e5",
            "          2.Kb5-c4 #",
            "      1...h6-h5",
            "          2.Se5-f3 #",
        ],
    );
}

/// UltraPatrol (S. Emmerson).
#[test]
fn ultrapatrol_s_emmerson() {
    check(
        r#"beg
auth S.Emmerson
orig Unpublished
fors 32/5S1P/7S/k7/8
stip ser-#13
cond ultrap
end
"#,
        &[
            "  1.Sh3-g5   2.Sg5-e6   3.Sf4-g6   4.h4-h5   5.Sg6-f8   6.Se6-g7   7.h5-h6   8.Sg7-f5   9.h6-h7  10.h7-h8=Q  11.Sf8-g6  12.Qh8-g8  13.Sg6-e7 #"
        ],
    );
}

/// Madrasi with a neutral rook.
#[test]
fn madrasi_with_a_neutral_rook() {
    check(
        r#"begin
pieces white kh3 rb8
       black kh1
       neutral ra7
stipulation #1
condition madrasi
endproblem
"#,
        &[],
    );
}

/// Isardam.
#[test]
fn isardam() {
    check(
        r#"begin
pieces white pe4g6 black ke6 bd5 pc7g7
stip h+1
condition isardam
option nowk
endproblem
"#,
        &["  1.c7-c5 e4*d5 +"],
    );
}

/// Patrouille.
#[test]
fn patrouille() {
    check(
        r#"BeginProblem
stip x1
pie wh ba3
pie bl pb4
pie neut pb2
cond patr
opt nowk nobk
endproblem
"#,
        &["   1.Ba3*b2 x !", "   1.Ba3*b4 x !"],
    );
}

/// EiffelChess (paralysis by the next kind in Q R B S P), with a twin. (Popeye's REGRESSIONS/4_61_to_4_63.inp, problem 7.)
#[test]
fn eiffelchess() {
    check(
        r#"begin
title bug in Eiffel Chess with neutral pieces; the cook wasn't found and
title checks were indicated after Black's 3rd moves
Author Lev Grolman & Oleg Rabinovich
Origin F1006 StrateGems 52 October 2010
Pieces
White Ke7
Black Kh7 Qg6 Be8
Neutral Rg8
Stipulation H#3
Condition EiffelChess
Twin Move e8 h8
endproblem
"#,
        &[
            "  1.nRg8-f8 nRf8-f5   2.Be8-f7 nRf5-h5 +   3.Qg6-g5 Ke7*f7 #",
            "  1.Kh7-h6 Ke7-e6   2.Bh8-f6 nRg8-h8   3.Qg6-g8 Ke6*f6 #",
            "  1.Bh8-f6 + Ke7-e6   2.Kh7-h6 nRg8-h8   3.Qg6-g8 Ke6*f6 #",
        ],
    );
}

/// Patrouille with a paralysing piece: the black paralysing rook
/// paralyses the pawn on b2, which then supports nothing, so a2-a3 gives
/// no check (Popeye's REGRESSIONS/4_61_to_4_63, problem 31: "Until 4.61,
/// Patrouille and paralysing pieces didn't go well together").
#[test]
fn patrol_support_by_a_paralysed_piece_does_not_count_popeye_regression_4_61() {
    check(
        r#"begin
pieces white pa2b2 black kb4 black paral rh2
stip +1
condition patrouille
option nowk
end
"#,
        &[],
    );
}

/// Isardam against Isardam RexInclusive: the king may not approach the
/// other king when the kings count (Popeye's REGRESSIONS/4_67_to_4_69.inp,
/// problem 1).
#[test]
fn isardam_rex_inclusive() {
    let input = |condition: &str| {
        format!(
            "begin\npieces white kh1 bh5 black kf3 bd1\ncondition {condition}\nstipulation zg21\nendproblem\n"
        )
    };
    check(&input("isardam"), &["   1.Kh1-g2 + z !"]);
    check(&input("isardam rexincl"), &[]);
}

/// FunctionaryChess with AnnanChess: the knight, observed by the pawn c7,
/// may move, and captures as a knight (Popeye's
/// REGRESSIONS/4_63_to_4_65.inp, problem 72).
#[test]
fn functionary_with_annan() {
    check(
        r#"begin
pieces black sc8 pe3c7 white sd5
stip ze31
condition annan funct
option nowk nobk
endproblem
"#,
        &["   1.Sd5*e3 z !"],
    );
}

/// ProvocationChess with AnnanChess: a black pawn with a knight behind it
/// moves and observes as a knight, so it provokes the capture of itself
/// (Popeye's REGRESSIONS/4_63_to_4_65.inp, problem 77).
#[test]
fn provocation_respects_annan_popeye_regression_4_63() {
    check(
        r#"begin
title Just to make sure - Popeye has always respected Annan in Provocation Chess
pieces white sd5 black se8 pe7
stip x1
condition provoc annan
option nowk nobk
twin remove e8
endproblem
"#,
        &["   1.Sd5*e7 x !"],
    );
}

/// ProvocationChess: the mate by Bd7 stands because the black king
/// observes the bishop (hand-made position; Popeye 4.104's solution).
#[test]
fn provocation_helpmate_the_king_provokes_its_own_mate() {
    check(
        r#"begin
pieces white kd6 be2 sg4 pg6 se6 black kd8 se4 bg7 pf6 ph2
stipulation h#2
condition provoc
end
"#,
        &["  1.Kd8-e8 Be2-b5   2.Se4-g5 Bb5-d7 #"],
    );
}

/// ProvocationChess: Rb4 checks and Rb2 mates, provoked by the black
/// king and queen (hand-made position; Popeye 4.104's solution).
#[test]
fn provocation_helpmate_with_provoked_rooks() {
    check(
        r#"begin
pieces white kd7 pc4 sh3 ra4 rh2 black kb3 se1 qf8 ph4 ra1
stipulation h#2
condition provoc
end
"#,
        &["  1.Qf8-a3 Ra4-b4 +   2.Kb3-a2 Rh2-b2 #"],
    );
}

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
    let lines = solution(
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

/// PartialParalysis (T. Wakashime, WCCC 2017, Sake tourney, Ex 1; in
/// Popeye's EXAMPLES/partialparalysis.inp): a unit observed by an
/// opposing unit loses the moves of the observer's kind.
#[test]
fn partial_paralysis_wakashime_wccc_2017() {
    check(
        r#"begin
author Tadashi Wakashime
origin WCCC 2017, Sake tourney, Ex 1
pieces white kd6 bh6g8 pb2 black kb4 qe4 bc2
stipulation h#2
condition partialparalysis
end
"#,
        &[
            "  1.Kb4-a3 Bh6-c1   2.Qe4-a4 b2-b4 #",
            "  1.Qe4-a8 Kd6-c5   2.Qa8-a2 Bh6-d2 #",
            "  1.Qe4-c6 Bg8-d5   2.Kb4-c5 Bh6-e3 #",
        ],
    );
}

/// PartialParalysis (K. Kousaka, WCCC 2017, Sake tourney, Ex 2; in
/// Popeye's EXAMPLES/partialparalysis.inp).
#[test]
fn partial_paralysis_kousaka_wccc_2017() {
    check(
        r#"begin
author Ken Kousaka
origin WCCC 2017, Sake tourney, Ex 2
pieces white kc7 rc2 bb6 black kg6 qh8
stipulation h#2
condition partialparalysis
end
"#,
        &[
            "  1.Qh8-a1 Bb6-d4   2.Kg6-f6 Rc2-f2 #",
            "  1.Qh8-h1 Rc2-h2   2.Kg6-h6 Bb6-e3 #",
        ],
    );
}

/// Leffie: the white king mates by stepping next to the black one, whose
/// capture of it would open the second rank between the rook and the
/// black queen on a2 (a paralysis after it, so no check); the rook's own
/// check is void for the same reason, and every move of the black king
/// or interposition on the second rank would leave a paralysis. No
/// published Leffie problem within reach of the tests was found (those
/// found are proof games beside BackHome, which is refused): this one is
/// composed for the test, its solution the one Popeye 4.104 gives (in
/// orthodox chess it has none).
#[test]
fn leffie_king_mates_next_to_the_king() {
    check(
        r#"begin
condition Leffie
pieces white kb4 rg4 sb5 black kd1 qf5 ba1 qa7
stipulation h#2
end
"#,
        &["  1.Kd1-c2 Rg4-g2 +   2.Qa7-a2 Kb4-c3 #"],
    );
}

/// Leffie: of the four orthodox solutions only one leaves no piece
/// paralysed as EiffelChess paralyses (composed for the test, Popeye
/// 4.104's solution).
#[test]
fn leffie_one_of_four_helpmates() {
    check(
        r#"begin
condition Leffie
pieces white kh7 sc2 qg7 black kb2 qf7 rc3 bh3
stipulation h#2
end
"#,
        &["  1.Qf7-b3 Qg7*c3 +   2.Kb2-a2 Qc3-a1 #"],
    );
}
