//! The exchanges: MessignyChess (a unit swaps squares with an opposing
//! unit of its kind), and GenevaChess (a unit captures only with its
//! Circe rebirth square empty).

use crate::common::check;

/// MessignyChess beside NoCapture: the bishops swap twice, the second
/// time with the black bishop wherever it went (Popeye's
/// REGRESSIONS/4_63_to_4_65.inp, problem 1: until 4.63 Popeye took the
/// second swap of a unit for illegal).
#[test]
fn messigny_a_unit_swaps_again() {
    check(
        r#"begin
pieces white kh8 rf8 be8 sd7a5 black ka8 bh1h6 pa6a7
condition messigny nocapt
stipulation exact-#2
option vari
endproblem
"#,
        &[
            "   1.Be8<->Bh6 ! threat:",
            "          2.Bh6<->Bh1 #",
            "      1...Bh1-b7",
            "          2.Bh6<->Bb7 #",
            "      1...Bh1-c6",
            "          2.Bh6<->Bc6 #",
            "      1...Bh1-d5",
            "          2.Bh6<->Bd5 #",
            "      1...Bh1-e4",
            "          2.Bh6<->Be4 #",
            "      1...Bh1-f3",
            "          2.Bh6<->Bf3 #",
            "      1...Bh1-g2",
            "          2.Bh6<->Bg2 #",
        ],
    );
}

/// MessignyChess: a swap of the kings is no capture (Popeye's
/// REGRESSIONS/4_61_to_4_63.inp, problem 15: until 4.61 Popeye ended
/// solutions of `ser-sx2` with one).
#[test]
fn messigny_a_swap_captures_nothing() {
    check(
        r#"begin
pieces white kh8 sf8 black kf7
stip ser-sx2
cond messigny
endproblem
"#,
        &["  1.Sf8-h7   2.Kh8<->Kf7 Kh8*h7 x"],
    );
}

/// MessignyChess beside BichromChess: the kings swap twice on their way
/// (Sergey Shumeiko, Julia's Fairies 2019, #1426: Popeye's
/// REGRESSIONS/4_83_to_4_85.inp, problem 1, its first part).
#[test]
fn messigny_bichrom_kings_swap_on_their_way() {
    check(
        r#"begin
author Sergey Shumeiko
origin Julia's Fairies 2019, #1426
pieces white kf1 black kh2
stipulation ser-hza16
condition bichrom messigny
endproblem
"#,
        &["  1.Kh2<->Kf1   2.Kf1-e1   3.Ke1-d1   4.Kd1-c1   5.Kc1-b1   6.Kb1<->Kh2 Kb1-a1 z"],
    );
}

/// MessignyChess: the units of a swap do not swap next; the bishops
/// Black swapped stay where they are, so no white unit arrives on c1
/// (hand-made, with the solutions Popeye 4.104 gives).
#[test]
fn messigny_no_swap_back() {
    let position = "pieces white ka1 bc1 black kh8 bc8 ph7 pg7 pg6 ph6 pd7 pb7\n\
        condition messigny rexexclusive\n";
    check(
        &format!("begin\n{position}stipulation hzc11\nendproblem\n"),
        &[],
    );
    // the white bishop arrives on c8 after any move but the swap
    check(
        &format!("begin\n{position}stipulation hzc81\nendproblem\n"),
        &[
            "  1.g6-g5 Bc1<->Bc8 z",
            "  1.h6-h5 Bc1<->Bc8 z",
            "  1.b7-b5 Bc1<->Bc8 z",
            "  1.b7-b6 Bc1<->Bc8 z",
            "  1.d7-d5 Bc1<->Bc8 z",
            "  1.d7-d6 Bc1<->Bc8 z",
            "  1.Kh8-g8 Bc1<->Bc8 z",
        ],
    );
}

/// GenevaChess beside Patrouille: a pawn supported by its neighbour
/// captures, though its rebirth square is taken (Popeye's
/// TESTS/genf.inp, problem 2).
#[test]
fn geneva_patrol_support_with_the_rebirth_square_taken() {
    check(
        r#"begin
pieces white pa2b3 black pc4
stip x1
condition geneva patrouille
option nowk nobk
endproblem
"#,
        &["   1.b3*c4 x !"],
    );
}

/// GenevaChess Mirror: the pawn on d3 would be reborn on d7, which is
/// taken, so it does not capture (Popeye's TESTS/genf.inp, problem 3).
#[test]
fn geneva_mirror_rebirth_square_taken() {
    check(
        r#"begin
pieces white pd3 black pe4d7
stip x1
condition geneva mirror
option nowk nobk
endproblem
"#,
        &[],
    );
}

/// GenevaChess Mirror: the rook checks only from a square whose mirrored
/// rebirth square (a8 or h8, by the colour of its square) is empty
/// (Popeye's TESTS/genf.inp, problem 4, its three twins).
#[test]
fn geneva_mirror_checks_need_the_rebirth_square_empty() {
    for (knight, lines) in [
        ("h1", &["   1.Rb1-b2 + !", "   1.Rb1-d1 + !"][..]),
        ("h8", &["   1.Rb1-d1 + !"][..]),
        ("a8", &["   1.Rb1-b2 + !"][..]),
    ] {
        check(
            &format!(
                "begin\npieces white rb1 black kd2 s{knight}\nstip +1\n\
                 condition geneva mirror\noption nowk nobk\nendproblem\n"
            ),
            lines,
        );
    }
}
