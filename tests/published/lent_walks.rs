//! The conditions lending walks: AnnanChess, FaceToFace, BackToBack,
//! CheekToCheek, PointReflection.

use crate::common::check;

/// AnnanChess.
#[test]
fn annanchess() {
    check(
        r#"BeginProblem
stip h#1
cond annan
pie wh ka1 blac kc1
endproblem
"#,
        &[],
    );
}

/// FaceToFace: a piece with an opposing piece in front of it moves as that piece. (Popeye's EXAMPLES/facetoface.inp, problem 2.)
#[test]
fn facetoface() {
    check(
        r#"begin
author Tadashi Wakashima
origin Face to face Batumi Ty announcement 2013
pieces white kh3 pd2e3 black kd5 ra3 be4 sf5
stip h#1
condition FaceToFace
endproblem
"#,
        &["  1.Sf5*e3 d2-d4 #", "  1.Sf5-g3 e3-d4 #"],
    );
}

/// BackToBack: a piece moves as the opposing piece directly behind it. (Popeye's EXAMPLES/facetoface.inp, problem 5.)
#[test]
fn backtoback() {
    check(
        r#"begin
pieces white bd5 black rd4
stip ~1
condition BackToBack
option nowk nobk duplex
endproblem
"#,
        &[
            "   1.Bd5*d4 !",
            "   1.Bd5-a5 !",
            "   1.Bd5-b5 !",
            "   1.Bd5-c5 !",
            "   1.Bd5-d8 !",
            "   1.Bd5-d7 !",
            "   1.Bd5-d6 !",
            "   1.Bd5-h5 !",
            "   1.Bd5-g5 !",
            "   1.Bd5-f5 !",
            "   1.Bd5-e5 !",
            "   1.Rd4-a1 !",
            "   1.Rd4-b2 !",
            "   1.Rd4-c3 !",
            "   1.Rd4-g1 !",
            "   1.Rd4-f2 !",
            "   1.Rd4-e3 !",
            "   1.Rd4-h8 !",
            "   1.Rd4-g7 !",
            "   1.Rd4-f6 !",
            "   1.Rd4-e5 !",
            "   1.Rd4-a7 !",
            "   1.Rd4-b6 !",
            "   1.Rd4-c5 !",
        ],
    );
}

/// CheekToCheek: a piece moves as the opposing pieces beside it. (Popeye's EXAMPLES/facetoface.inp, problem 6.)
#[test]
fn cheektocheek() {
    check(
        r#"begin
pieces white sd5 black pe7
stip hep1
condition cheektocheek
option nowk nobk
endproblem
"#,
        &["  1.e7-e5 Sd5*e6 ep."],
    );
}

/// PointReflection: castling only while king and rooks move as themselves (Popeye's TESTS/pointreflection.inp, problem 1).
#[test]
fn pointreflection_castling() {
    check(
        r#"begin
title castling only with real king and rook
pieces black kd8 rh8 white kg2 sa1 se1
stipulation 001
condition PointReflection
twin move g2 e1
twin cont add white ra1
endproblem
"#,
        &["   1.0-0-0 + !"],
    );
}

/// PointReflection: a knight moving as a pawn captures en passant (Popeye's TESTS/pointreflection.inp, problem 2).
#[test]
fn pointreflection_en_passant() {
    check(
        r#"begin
title en passant capture only by real pawn
pieces white sd5 pd2 black se7 pe4
stipulation hep1
condition PointReflection
twin add black pe7
twin cont add white pd5
end
"#,
        &["  1.e7-e5 Sd5*e6 ep.", "  1.e7-e5 d5*e6 ep."],
    );
}

/// PointReflection: a king or rook moving as a knight cannot castle (E. Huber, Popeye issue 253; Popeye's REGRESSIONS/4_85_to_4_87.inp, problem 11).
#[test]
fn pointreflection_castling_huber() {
    check(
        r#"BeginProblem
author Eric Huber
origin https://github.com/thomas-maeder/popeye/issues/253
Pieces White Ke1 Rh1
Stipulation 001
Condition pointreflection
option nobk
twin add black sa8
twin add black sd8
endproblem
"#,
        &["   1.0-0 !"],
    );
}
