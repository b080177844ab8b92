//! PhantomChess: a piece moves, captures and checks from where it stands
//! or from its rebirth square (if empty); a move from there is written
//! with it (`Qh5-d1-d8`). Popeye's corpus problem alone under the
//! condition, and hand-made problems with the solutions Popeye 4.104
//! gives (the other corpus problems stand beside Patrouille or
//! GenevaChess, refused).

use crate::common::{check, solution};

/// A berolina pawn checks diagonally forward. (Popeye's
/// REGRESSIONS/4_63_to_4_65.inp, problem 8.)
#[test]
fn berolina_pawn() {
    check(
        r#"begin
title Until 4.63, berolina pawns were not allowed in Phantom Chess, ...
pieces white bpa4 black kb3
stip +1
condition phantom
option nowk
end
"#,
        &["   1.BPa4-b5 + !"],
    );
}

/// Mate in one by the rook from where it stands, and a mate in two whose
/// key is a quiet bishop move (the bishop on a6 guards b7 from where it
/// stands and f1-a6 from its rebirth square, f1). (Hand-made; Popeye
/// 4.104's solution.)
#[test]
fn mates_in_two() {
    check(
        "begin\ncondition PhantomChess\npieces white kc6 rh5 bc4 black ka8 pa7\nstipulation #2\nend\n",
        &["   1.Bc4-a6 !", "   1.Rh5-h8 # !"],
    );
    // the queen's checks from d1 (its rebirth square) are defences
    // enough against every threat but these
    check(
        "begin\ncondition PhantomChess\npieces white kc7 qh5 black ka8 pb7 pa6\nstipulation #2\nend\n",
        &[
            "   1.Qh5-d1-d8 + !",
            "   1.Qh5-f3 !",
            "   1.Qh5-e8 + !",
            "   1.Qh5-h1 !",
            "   1.Qh5-d5 !",
            "   1.Qh5-h8 + !",
        ],
    );
}

/// A pawn's double step from its rebirth square gives the en-passant
/// right on the square it passes; from f3 the double step arrives where
/// the single step does, is that move, and gives none. (Hand-made;
/// Popeye 4.104's help play.)
#[test]
fn en_passant_after_a_double_step_from_the_rebirth_square() {
    let play = |pawn: &str| {
        solution(&format!(
            "begin\ncondition PhantomChess\npieces white kh8 p{pawn} black ka6 pg4\nstipulation h~1\noption HalfDuplex\nend\n"
        ))
    };
    let from_f5 = play("f5");
    assert!(
        from_f5.iter().any(|l| l.trim() == "1.f5-f2-f4 g4*f3 ep."),
        "{from_f5:?}"
    );
    let from_f3 = play("f3");
    assert!(
        from_f3.iter().any(|l| l.trim() == "1.f3-f4 g4-g3"),
        "{from_f3:?}"
    );
    assert!(!from_f3.iter().any(|l| l.contains("ep.")), "{from_f3:?}");
}
