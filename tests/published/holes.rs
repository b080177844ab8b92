//! Hole (squares where no piece moves to and no line passes) and
//! HaanerChess (every square a move vacates becomes a hole).

use crate::common::check;

/// HaanerChess: an en passant capture leaves holes on both pawns'
/// squares, so the bishop cannot check from f4 after `f2-f4 g4*f3 ep.`
/// (Popeye's REGRESSIONS/4_73_to_4_75.inp, problem 4).
#[test]
fn haaner_en_passant_leaves_two_holes() {
    check(
        r#"begin
title both pawns' squares have to become holes in an en passant capture
pieces white be3 pf2  black Kh2 pg4
stipulation h+1.5
option nobk
condition HaanerChess
end
"#,
        &[
            "  1...Be3-f4 +",
            "  1...f2-f3   2.Kh2-g3 Be3-f4 +",
            "  1...f2-f3   2.g4*f3 Be3-f4 +",
        ],
    );
}

/// Hole: with holes on d7 and d8 the white king on c8 has only b7, so
/// 1.Qc5+ Kb7 is a double mate; in the twin the knight covers b7 too
/// and White is not mated (Popeye's REGRESSIONS/4_55_to_4_57.inp,
/// problem 7).
#[test]
fn holes_take_the_flights_of_a_double_mate() {
    check(
        r#"begin
title b) has no solution because White is not mate after 1.Qc5+
cond hole d7d8
pieces white kc8 rb8
       black ka7 qa3
stip h##!1
twin add white sd4
end
"#,
        &["  1.Qa3-c5 + Kc8-b7 ##!"],
    );
}

/// Hole in a self double mate and its series twin (Popeye's
/// REGRESSIONS/4_55_to_4_57.inp, problem 8).
#[test]
fn holes_in_a_self_double_mate() {
    check(
        r#"begin
cond hole d7d8
pieces black kc8 rb8
       white ka7 qa3
stip s##!1
option vari
twin stip ser-s##!1
end
"#,
        &[
            "   1.Qa3-c5 + !",
            "      1...Kc8-b7 ##!",
            "  1.Qa3-c5 + Kc8-b7 ##!",
        ],
    );
}

/// Without the holes the same double mate fails: the king escapes to d7
/// (the negative of [`holes_take_the_flights_of_a_double_mate`]).
#[test]
fn without_holes_the_king_escapes() {
    check(
        r#"begin
pieces white kc8 rb8
       black ka7 qa3
stip h##!1
end
"#,
        &[],
    );
}
