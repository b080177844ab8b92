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

/// Walks lent by other pieces (AnnanChess and its kin): only a double
/// step by the piece's own kind of walk allows an en-passant capture.
mod lent_walks_en_passant {
    use crate::common::exactly;

    #[test]
    fn annan() {
        exactly(
            "begin\npieces white kh1 pb4e4h5 bpc4f4 rb5c5e5f5 black ka1 pa7d8e7g7 bpb7b8d7e8 rg8\nstipulation hep1\ncondition Annan\nend\n",
            &[
                "1.a7-a5 Rb5*a6 ep. +",
                "1.BPb7-d5 Rb5*c6 ep.",
                "1.BPb7-d5 Rc5*c6 ep.",
            ],
        );
        // c7 moves with the Berolina pawn's walk of c8: no en passant
        exactly(
            "begin\npieces white pc4 sc5 sg5 kh1 black ka1 bpb7 pc7 bpc8 se8 pf7 pg4\nstipulation hep1\ncondition Annan\nend\n",
            &[],
        );
    }

    #[test]
    fn back_to_back() {
        // e7 moves with the white Berolina pawn's walk of e8
        exactly(
            "begin\npieces white sb5 re4 pe5 bpe8 bpf5 kh1 bph4 sh5 black ka1 rd6 pd7 pe7\nstipulation hep1\ncondition BackToBack\nend\n",
            &[],
        );
    }

    #[test]
    fn point_reflection() {
        // a Berolina pawn moving as itself allows en passant
        exactly(
            "begin\npieces white pc5 sd8 pe5 bpe8 rf6 bpg4 rg5 kh1 black ka1 pa7 bpc7 pe7 pf7 ph7\nstipulation hep1\ncondition PointReflection\nend\n",
            &["1.BPc7-a5 c5*b6 ep."],
        );
        exactly(
            "begin\npieces white pd5 pg5 kh1 bh4 ph5 ph8 black ka1 pb7 pc7 bpd6 bpd7 pg7 bph7\nstipulation hep1\ncondition PointReflection\nend\n",
            &[
                "1.c7-c5 d5*c6 ep.",
                "1.BPd7-f5 d5*e6 ep.",
                "1.BPd7-b5 d5*c6 ep.",
                "1.BPh7-f5 h5*g6 ep.",
            ],
        );
    }
}
