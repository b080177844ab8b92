//! Wormholes: a piece arriving on a wormhole is transported to another
//! one, empty after the move, of its choice.

use crate::common::check;

/// Castling: the king arriving on a wormhole is transported, the rook
/// arriving on f1 is not, and f1 is no destination as the rook stands
/// there (Popeye's TESTS/wurmloch.inp, problem 1).
#[test]
fn the_castling_king_is_transported_not_the_rook() {
    check(
        r#"begin
title king is transfered when castling, rook isn't
pieces white ke1 rh1
condition wormholes d4f1g1h5
stipulation 001
option nobk
end
"#,
        &["   1.0-0[wKg1->d4] !", "   1.0-0[wKg1->h5] !"],
    );
}

/// A pawn promotes when transported to its promotion rank, and a pawn
/// promoting on a wormhole is transported as the promoted piece
/// (Popeye's TESTS/wurmloch.inp, problem 2).
#[test]
fn pawns_promote_before_and_after_the_transport() {
    check(
        r#"begin
title pawns are promoted before and after transfer
pieces white pa3f7
condition wormholes a4f8d1
stipulation ~1
option nowk nobk
end
"#,
        &[
            "   1.a3-a4[wPa4->d1] !",
            "   1.a3-a4[wPa4->f8=Q] !",
            "   1.a3-a4[wPa4->f8=S] !",
            "   1.a3-a4[wPa4->f8=R] !",
            "   1.a3-a4[wPa4->f8=B] !",
            "   1.f7-f8=Q[wQf8->d1] !",
            "   1.f7-f8=Q[wQf8->a4] !",
            "   1.f7-f8=S[wSf8->d1] !",
            "   1.f7-f8=S[wSf8->a4] !",
            "   1.f7-f8=R[wRf8->d1] !",
            "   1.f7-f8=R[wRf8->a4] !",
            "   1.f7-f8=B[wBf8->d1] !",
            "   1.f7-f8=B[wBf8->a4] !",
        ],
    );
}

/// A king and a rook transported to their home squares castle
/// (Popeye's TESTS/wurmloch.inp, problem 5).
#[test]
fn castling_after_the_transport_home() {
    check(
        r#"begin
title castling after transfer to wormhole
pieces white ke7 re6
condition wormholes h1e1f8
stip ser-003
option nobk
end
"#,
        &["  1.Re6-e1[wRe1->h1]   2.Ke7-f8[wKf8->e1]   3.0-0"],
    );
}

/// A pawn checks a king on a wormhole only if another wormhole is free
/// for it: d4 must be vacated first (Popeye's TESTS/wurmloch.inp,
/// problem 6).
#[test]
fn a_check_on_a_wormhole_needs_a_free_one() {
    check(
        r#"begin
title at least 1 wormhole must be empty for check on a wormhole ...
pieces white pd5d4 black ke7
condition wormholes d4e7
stip ser-+2
option nowk
end
"#,
        &["  1.d5-d6   2.d4-d5 +"],
    );
}

/// The capturer is transported before the victim's Circe rebirth, and
/// checks the king on e8 as its own square f7 is free to go back to
/// (Popeye's TESTS/wurmloch.inp, problem 7).
#[test]
fn the_transport_comes_before_the_circe_rebirth() {
    check(
        r#"begin
title ... unless the checking piece occupies a wormhole itself
pieces white pc6 black ke8 pd7
condition circe wormholes d7e8f7
stip +1
option nowk
end
"#,
        &["   1.c6*d7[wPd7->f7][+bPd7] + !"],
    );
}

/// A pawn double-stepping onto a wormhole is taken en passant where it
/// was transported to, opening the bishop's line (Popeye's
/// TESTS/wurmloch.inp, problem 11).
#[test]
fn en_passant_takes_the_transported_pawn() {
    check(
        r#"begin
title en passant capture of pawn transfered to wormhole
pieces white bd1 pd5 black kh5 pe7
condition wormholes e5f3 blackmaxi
stip h+1
option nowk
end
"#,
        &["  1.e7-e5[bPe5->f3] d5*e6 ep. +"],
    );
}

/// Going back to the departure square is a null move unless the move
/// captures (Popeye's TESTS/wurmloch.inp, problem 13).
#[test]
fn no_null_move_back_to_the_departure_square() {
    check(
        r#"begin
title 1.e2-e4[wBe4->e2] would be an illegal null move; 1.e2*f3[wBf3->e2] isn't
pieces white pe2 black pf3
condition wormholes e2e4f3
stipulation ~1
option nowk nobk
end
"#,
        &[
            "   1.e2-e3 !",
            "   1.e2*f3[wPf3->e2] !",
            "   1.e2*f3[wPf3->e4] !",
        ],
    );
}

/// A royal pawn double-stepping onto a wormhole stays capturable en
/// passant: the move is a self-check (Popeye's
/// REGRESSIONS/4_63_to_4_65.inp, problem 15).
#[test]
fn a_royal_pawn_transported_is_still_taken_en_passant() {
    check(
        r#"begin
title 4.63 played 1.rPd2-d4[wrPd4->d6] in spite of the self-check
pieces white royal pd2 black pe4
condition wormholes d4d6
stip ~1
option nobk
end
"#,
        &[],
    );
}

/// A pawn on its first rank moves and checks from a wormhole: the king
/// may not go to e2 (Popeye's REGRESSIONS/4_63_to_4_65.inp, problem 11).
#[test]
fn a_first_rank_pawn_on_a_wormhole_checks() {
    check(
        r#"begin
title 4.63 gave 1.Kf3-e2 d1*e2 =
pieces white pd1 black kf3
condition wormholes d1d8
stipulation h=1
option nowk
end
"#,
        &[],
    );
}

/// Circe RexInclusive: the knight capturing the king on the wormhole e6
/// is transported to e8, the king's rebirth square, before the rebirth:
/// the king is capturable, and Popeye lists no move (Popeye's
/// REGRESSIONS/4_63_to_4_65.inp, problem 47).
#[test]
fn rex_inclusive_the_transport_blocks_the_kings_rebirth() {
    let input = |wormholes: &str| {
        format!(
            "begin\npieces white sf4 black ke6\ncondition circe rexi {wormholes}\nstip ~1\noption nowk\nend\n"
        )
    };
    let (out, err) = crate::common::run_cli_streams(&input("wormholes e6e8"), "p.inp");
    assert!(
        err.contains("the side to play can capture the king"),
        "{err}"
    );
    assert!(!out.contains("1."), "{out}");
    // (without the wormholes the king is reborn on e8: no check)
    let (out, err) = crate::common::run_cli_streams(&input(""), "p.inp");
    assert!(
        err.is_empty() && out.contains("1.Sf4*e6[+bKe8]"),
        "{out}{err}"
    );
}

/// A chameleon piece that changes its kind on a wormhole may be
/// transported back to the square it left (as a promoting pawn may):
/// `cRc5-g5=cQ[bcQg5->c5]` (found with Popeye 4.104 as a black box).
#[test]
fn a_chameleon_goes_back_to_its_square_changed() {
    check(
        r#"begin
condition wormholes c5g5
pieces white ke1 black ke8 black chameleon rc5
stipulation ~1
option halfduplex
end
"#,
        &[
            "   1.cRc5-c1=cQ + !",
            "   1.cRc5-c2=cQ !",
            "   1.cRc5-c3=cQ + !",
            "   1.cRc5-c4=cQ !",
            "   1.cRc5-a5=cQ + !",
            "   1.cRc5-b5=cQ !",
            "   1.cRc5-c8=cQ !",
            "   1.cRc5-c7=cQ !",
            "   1.cRc5-c6=cQ !",
            "   1.cRc5-h5=cQ !",
            "   1.cRc5-g5=cQ[bcQg5->c5] !",
            "   1.cRc5-f5=cQ !",
            "   1.cRc5-e5=cQ + !",
            "   1.cRc5-d5=cQ !",
            "   1.Ke8-d7 !",
            "   1.Ke8-f7 !",
            "   1.Ke8-e7 !",
            "   1.Ke8-d8 !",
            "   1.Ke8-f8 !",
        ],
    );
}
