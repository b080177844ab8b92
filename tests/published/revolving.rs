//! ActuatedRevolvingCentre (a move leaving or arriving on a centre square
//! turns the centre a quarter clockwise) and ActuatedRevolvingBoard
//! (every move turns the board a quarter clockwise).

use crate::common::check;

/// ActuatedRevolvingBoard: the neutral queen promoted on h1 turns to a1,
/// and from a5 to e8 (Popeye's REGRESSIONS/4_61_to_4_63.inp, problem 28).
#[test]
fn revolving_board_keeps_neutrality() {
    check(
        r#"begin
title Until 4.61, pieces' neutrality wasn't preserved in
title ActuatedRevolvingBoard
pieces neutral ph2
stip hze81
option nowk nobk
cond actuatedrevolvingboard
end
"#,
        &["  1.nPh2-h1=nQ nQa1-a5 z", "  1.nPh2-h1=nR nRa1-a5 z"],
    );
}

/// ActuatedRevolvingBoard: after `d7-d5` the pawn turns to e5 and the
/// square passed to f5, where the pawn turned to e4 takes it en passant
/// (hand-made, Popeye 4.104's solution).
#[test]
fn revolving_board_turns_en_passant() {
    check(
        r#"begin
condition ActuatedRevolvingBoard
pieces white kh1 pe5 black ka8 pd7
stipulation hze31
end
"#,
        &["  1.d7-d5 e4*f5 ep. z", "  1.d7-d6 e4*f5 z"],
    );
}

/// ActuatedRevolvingBoard: the neutral pawn's double step is turned with
/// its en passant square, so it cannot take itself en passant (Popeye's
/// REGRESSIONS/4_87_to_4_89.inp, problem 9, without its move counts).
#[test]
fn revolving_board_no_en_passant_on_itself() {
    check(
        r#"begin
Stipulation hep1
Option nowk nobk
Condition ActuatedRevolvingBoard
Pieces neutral  Pd7
end
"#,
        &[],
    );
}

/// ActuatedRevolvingBoard: castling, and the target reached by the turn
/// (g1 to a2; a rook's g8 to g1) (hand-made, Popeye 4.104's solution).
#[test]
fn revolving_board_castling() {
    check(
        r#"begin
condition ActuatedRevolvingBoard
pieces white ke1 ra1 rh1 black kd5
stipulation hza21.5
end
"#,
        &[
            "  1...0-0 z",
            "  1...Rh1-g1 z",
            "  1...Ra1-a8   2.Ke5-d4 Rh1-g1 z",
            "  1...Ra1-a8   2.Ke5-f4 Rh1-g1 z",
            "  1...Ra1-a8   2.Ke5-f6 Rh1-g1 z",
            "  1...Ra1-a8   2.Ke5-d6 Rh1-g1 z",
            "  1...Ra1-a8   2.Ke5-e4 Rh1-g1 z",
            "  1...Ra1-a8   2.Ke5-d5 Rh1-g1 z",
            "  1...Ra1-a8   2.Ke5-e6 Rh1-g1 z",
            "  1...Ra1-a8   2.Ke5-f5 Rh1-g1 z",
            "  1...Ra1-b1   2.Ke5-d4 Rg8-g1 z",
            "  1...Ra1-b1   2.Ke5-f4 Rg8-g1 z",
            "  1...Ra1-b1   2.Ke5-f6 Rg8-g1 z",
            "  1...Ra1-b1   2.Ke5-d6 Rg8-g1 z",
            "  1...Ra1-b1   2.Ke5-e4 Rg8-g1 z",
            "  1...Ra1-b1   2.Ke5-d5 Rg8-g1 z",
            "  1...Ra1-b1   2.Ke5-e6 Rg8-g1 z",
            "  1...Ra1-b1   2.Ke5-f5 Rg8-g1 z",
            "  1...Rh1-h8   2.Ke5-d4 Ra1-g1 z",
            "  1...Rh1-h8   2.Ke5-f4 Ra1-g1 z",
            "  1...Rh1-h8   2.Ke5-f6 Ra1-g1 z",
            "  1...Rh1-h8   2.Ke5-d6 Ra1-g1 z",
            "  1...Rh1-h8   2.Ke5-e4 Ra1-g1 z",
            "  1...Rh1-h8   2.Ke5-d5 Ra1-g1 z",
            "  1...Rh1-h8   2.Ke5-e6 Ra1-g1 z",
            "  1...Rh1-h8   2.Ke5-f5 Ra1-g1 z",
        ],
    );
}

/// ActuatedRevolvingCentre: `e2-e4` turns the pawn to d4, and the pawn on
/// f4 takes it en passant on e3 (the one on c4 cannot) (hand-made,
/// Popeye 4.104's solution).
#[test]
fn revolving_centre_turns_en_passant() {
    check(
        r#"begin
condition ActuatedRevolvingCentre
pieces white ka1 pe2 black kh8 pf4 pc4
stipulation hza21.5
end
"#,
        &[
            "  1...Ka1-a2 z",
            "  1...Ka1-b2   2.c4-c3 + Kb2-a2 z",
            "  1...Ka1-b2   2.f4-f3 Kb2-a2 z",
            "  1...Ka1-b2   2.Kh8-g7 Kb2-a2 z",
            "  1...Ka1-b2   2.Kh8-h7 Kb2-a2 z",
            "  1...Ka1-b2   2.Kh8-g8 Kb2-a2 z",
            "  1...Ka1-b1   2.c4-c3 Kb1-a2 z",
            "  1...Ka1-b1   2.f4-f3 Kb1-a2 z",
            "  1...Ka1-b1   2.Kh8-g7 Kb1-a2 z",
            "  1...Ka1-b1   2.Kh8-h7 Kb1-a2 z",
            "  1...Ka1-b1   2.Kh8-g8 Kb1-a2 z",
            "  1...e2-e4   2.c4-c3 Ka1-a2 z",
            "  1...e2-e4   2.f4-f3 Ka1-a2 z",
            "  1...e2-e4   2.f4*e3 ep. Ka1-a2 z",
            "  1...e2-e4   2.Kh8-g7 Ka1-a2 z",
            "  1...e2-e4   2.Kh8-h7 Ka1-a2 z",
            "  1...e2-e4   2.Kh8-g8 Ka1-a2 z",
            "  1...e2-e3   2.c4-c3 Ka1-a2 z",
            "  1...e2-e3   2.f4-f3 Ka1-a2 z",
            "  1...e2-e3   2.f4*e3 Ka1-a2 z",
            "  1...e2-e3   2.Kh8-g7 Ka1-a2 z",
            "  1...e2-e3   2.Kh8-h7 Ka1-a2 z",
            "  1...e2-e3   2.Kh8-g8 Ka1-a2 z",
        ],
    );
}

/// ActuatedRevolvingCentre: Kc3-d4 would turn the king to d5, on the
/// rook's rank (hand-made, Popeye 4.104's solution).
#[test]
fn revolving_centre_self_check_after_the_turn() {
    check(
        r#"begin
condition ActuatedRevolvingCentre
pieces white kc3 black ka8 ra5
stipulation ~1
end
"#,
        &[
            "   1.Kc3-b2 !",
            "   1.Kc3-d2 !",
            "   1.Kc3-b4 !",
            "   1.Kc3-c2 !",
            "   1.Kc3-b3 !",
            "   1.Kc3-c4 !",
            "   1.Kc3-d3 !",
        ],
    );
}
