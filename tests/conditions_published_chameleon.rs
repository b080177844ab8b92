//! Problems under ChameleonChess and ChameleonSequence with their known
//! solutions, solved end to end through the input language (the pattern
//! of `tests/conditions_published.rs`): published problems and Popeye's
//! test collection.

mod common;

use common::check;

/// ChameleonChess with Sentinelles: the royal rook and queen change kind
/// at every move, and leave sentinels behind. Peter Harris, Julia's
/// Fairies 2015 No.714, hs#3, three twins.
#[test]
fn chameleon_chess_with_sentinelles_harris_julias_fairies_714() {
    check(
        r#"begin
author Peter Harris
origin No.714, Julia's Fairies 06.02.2015
condition Sentinelles ChameleonChess
pieces white royal rf3 black royal qe2
stipulation hs#3
twin move e2 d1
twin move e2 h4
end
"#,
        &[
            "  1.rRf3-f4=rQ[+wPf3] rQe2-g2=rS[+bPe2] +   2.rQf4-g3=rS[+wPf4] e2-e1=S   3.rSg3-h1=rB[+wPg3] + rSg2-e3=rB[+bPg2] #",
            "  1.rRf3-g3=rQ[+wPf3] rQd1-f1=rS +   2.rQg3-f2=rS[+wPg3] rSf1-h2=rB   3.rSf2-h1=rB[+wPf2] rBh2-g1=rR[+bPh2] #",
            "  1.rRf3-e3=rQ[+wPf3] rQh4-h2=rS[+bPh4]   2.rQe3-g1=rS[+wPe3] h4-h3   3.e3-e4 rSh2-f1=rB[+bPh2] #",
        ],
    );
}

/// ChameleonChess with Sentinelles: Peter Harris, Julia's Fairies 2015
/// No.679, hs#3, twin by exchanging the bishops.
#[test]
fn chameleon_chess_with_sentinelles_harris_julias_fairies_679() {
    check(
        r#"begin
author Peter Harris
origin No.679, Julia's Fairies 03.01.2015
condition Sentinelles ChameleonChess
pieces white bd5 white royal re5 black be6 black royal rd4
stipulation hs#3
twin exchange d5 e6
end
"#,
        &[
            "  1.rRe5-h5=rQ[+wPe5] rRd4-d3=rQ[+bPd4]   2.rQh5-h6=rS[+wPh5] rQd3-b1=rS[+bPd3]   3.Bd5-b3=R[+wPd5] + rSb1-d2=rB #",
            "  1.Be6-h3=R[+wPe6] Bd5-h1=R[+bPd5]   2.Rh3-b3=Q[+wPh3] Rh1-d1=Q   3.rRe5-e3=rQ[+wPe5] + rRd4-h4=rQ[+bPd4] #",
        ],
    );
}

/// ChameleonChess with AndernachChess and Isardam: the knight that mates
/// turns bishop and black. Peter Harris, Julia's Fairies 2016 No.1063,
/// hs#3 duplex.
#[test]
fn chameleon_chess_with_andernach_and_isardam_harris_julias_fairies_1063() {
    check(
        r#"begin
author Peter Harris
origin No.1063, Julia's Fairies 06.05.2016
condition ChameleonChess AndernachChess Isardam
pieces white ke6 qa8 ra4 bh7 sg5 black ke4 qh3 re8 bf7 sc7
stipulation hs#3
option duplex
end
"#,
        &[
            "  1.Sg5-f3=B + Ke4-e3   2.Ra4-a3=Q + Ke3-d4   3.Bh7-e4=R + Sc7-d5=B #",
            "  1.Bf7-g8=R + Ke6-f7   2.Qh3-e3=S Kf7-f6   3.Re8-e6=Q + Sg5*e6=B=b #",
        ],
    );
}

/// ChameleonChess: a king that has moved does not castle, whatever its
/// rook became (Popeye's REGRESSIONS/4_81_to_4_83, problem 4: no
/// solution).
#[test]
fn chameleon_chess_moved_king_does_not_castle_popeye_regression_4_81() {
    check(
        r#"begin
pieces white Kd1 Rh1 black Pa6
option NoBk
stip h00 1.5
cond ChameleonChess
end
"#,
        &[],
    );
}

/// ChameleonChess with a sequence of its own: the knight becomes a queen
/// and mates; the condition lines name the sequence twice, as Popeye
/// 4.104 prints them (hand-made position, Popeye's solution).
#[test]
fn chameleon_chess_with_a_sequence_prints_both_lines() {
    let input = r#"begin
pieces white ke1 sb1 black ka8
stipulation #1
condition ChameleonChess q r b s q
end
"#;
    let parsed = nightrider_notation::popeye::parse_input(input);
    let problem = nightrider::problem::Problem::from_syntax(&parsed.problems[0]).unwrap();
    assert_eq!(
        problem.twins[0].conditions.lines,
        [
            "ChameleonChess Q->R->B->S->Q",
            "ChameleonSequence Q->R->B->S->Q"
        ]
    );
    check(
        r#"begin
pieces white kb6 se7 black ka8
stipulation #1
condition ChameleonChess q r b s q
end
"#,
        &["   1.Se7-c8=Q # !", "   1.Se7-g8=Q # !"],
    );
}

/// ChameleonChess with MarsCirce: the white king captures from its
/// rebirth square, and the chameleons change at each move (Popeye's
/// REGRESSIONS/4_63_to_4_65, problem 30: "4.63 didn't support Chamaelon
/// Chess").
#[test]
fn chameleon_chess_with_mars_circe_popeye_regression_4_63() {
    check(
        r#"begin
pieces white kd8 pb7 black ka1 pd2e2
stipulation h=2.5
condition chameleonchess marscirce
end
"#,
        &["  1...Kd8-e1*e2   2.d2-d1=S b7-b8=B   3.Sd1-b2=B Bb8-c1*b2=R ="],
    );
}

/// ChameleonSequence PA VA: the chameleon pao and vao change into each
/// other, in both twins, beside pawns that may promote (Popeye's
/// REGRESSIONS/4_81_to_4_83, problem 5: "Chameleon sequence was forgotten
/// by twinning").
#[test]
fn chameleon_sequence_of_fairy_pieces_popeye_regression_4_81() {
    check(
        r#"begin
Pieces White chameleon VAg2 Black chameleon PAf1 White Sf6 Kh1 Black Ba8 Kh8 Pd6 Pe5 Sb3 Ph2 Ba1
Stipulation h#2
Condition ChameleonSequence PA VA PA
Twin Move f6 h5
end
"#,
        &[
            "  1.e5-e4 cVAg2*a8=cPA   2.Sb3-a5 cPAa8*a1=cVA #",
            "  1.cPAf1-f7=cVA Kh1*h2   2.cVAf7-g8=cPA cVAg2-h3=cPA #",
        ],
    );
}

/// Beside chameleon pieces an ordinary pawn may promote into a chameleon
/// too (`=Q=c`), a chameleon pawn only into chameleons (hand-made
/// positions, Popeye 4.104's moves).
#[test]
fn pawns_promote_into_chameleons_beside_chameleon_pieces() {
    check(
        r#"begin
pieces white ke1 pb7 black ka4 black chameleon sh1
stipulation ~1
end
"#,
        &[
            "   1.Ke1-d1 !",
            "   1.Ke1-f1 !",
            "   1.Ke1-d2 !",
            "   1.Ke1-e2 !",
            "   1.b7-b8=Q !",
            "   1.b7-b8=Q=c !",
            "   1.b7-b8=S !",
            "   1.b7-b8=S=c !",
            "   1.b7-b8=R !",
            "   1.b7-b8=R=c !",
            "   1.b7-b8=B !",
            "   1.b7-b8=B=c !",
        ],
    );
}

/// Series play with a chameleon piece on a1: Black's passes move nothing,
/// so the knight stays a knight and guards b3; the rook promoted as a
/// chameleon mates as a queen (hand-made position, Popeye 4.104's
/// solution). Black's pass used to change the piece on a1, the square
/// the null move names, and both mates were lost.
#[test]
fn series_passes_leave_the_piece_on_a1_alone() {
    check(
        r#"begin
pieces white ke1 pb7 white chameleon sa1 black ka4 pa5
stipulation ser-#2
end
"#,
        &["  1.b7-b8=Q   2.Qb8-b3 #", "  1.b7-b8=R=c   2.cRb8-b3=cQ #"],
    );
}
