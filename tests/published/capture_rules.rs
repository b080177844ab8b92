//! The rules on which moves and captures are allowed: ImmunChess,
//! ChecklessChess, the maximummers, ExclusiveChess.

use crate::common::check;

/// ImmunChess.
#[test]
fn immunchess() {
    check(
        r#"begin
stip #1
cond immunchess
forsyth K2.kl1.Kl2/B2.al3.kl/P4p2/rp6/p3p1s1/.Kl1p1.bmPs1/2QPk3/.RN2.Kl1b2/
endproblem
"#,
        &["   1.d2*e3 # !"],
    );
}

/// ChecklessChess.
#[test]
fn checklesschess() {
    check(
        r#"begin
pieces white pb3 black Kd5 pc4
stipulation x1
condition ChecklessChess
option nowk
endproblem
"#,
        &[],
    );
}

/// WhiteMaximummer.
#[test]
fn whitemaximummer() {
    check(
        r#"begin
pieces white ke1 rh1 ph4
stip 001
cond whitemaxi
option nobk
endproblem
"#,
        &["   1.0-0 !"],
    );
}

/// ExclusiveChess under Circe and ImmunChess RexInclusive: the only
/// mating move is legal (Popeye's TESTS/exclusive.inp, problem 1).
#[test]
fn exclusive_chess_single_mate_is_legal() {
    check(
        r#"begin
pieces white ke5 qa1 rf2 pc2
       black ke3 qa7 rf6 pc6g7
stipulation #1
condition circe immunchess rexincl Exclusiv
endproblem
"#,
        &["   1.Qa1-e1 # !"],
    );
}

/// ExclusiveChess: with the queen on d1, two moves would mate, so
/// neither is legal and there is no solution (Popeye's
/// TESTS/exclusive.inp, problem 3).
#[test]
fn exclusive_chess_two_mates_are_illegal() {
    check(
        r#"begin
pieces white ke5 qd1 rf2 pc2
       black ke3 qa7 rf6 pc6g7
stipulation #1
condition circe immunchess rexincl Exclusiv
endproblem
"#,
        &[],
    );
}

/// ExclusiveChess: whether 1.Qb2-d4 mates is left undecided at Popeye's
/// horizon (the queens capture each other on d4 for ever, Black's Qd8-e8
/// mates beside), and the move is written with Popeye's remark
/// (TESTS/exclusive.inp, problem 5).
#[test]
fn exclusive_chess_undecided_key() {
    check(
        r#"begin
pieces white ke5 qb2 rf2 pc2
       black ke3 qd8 rf6 pc6g7
stipulation #1
condition circe immunchess rexincl Exclusiv
endproblem
"#,
        &["   1.Qb2-d4 Can't decide whether this move is refuted"],
    );
}

/// ExclusiveChess: the undecided move of a helpmate in a half-move, in
/// German (TESTS/exclusive.inp, problem 2).
#[test]
fn exclusive_chess_undecided_help_move_in_german() {
    check(
        r#"anfangproblem
steine weiss ke5 da1 tf2 bc2
       schwarz ke3 dd8 tf6 bc6g7
forderung h#0.5
bedingung circe immunschach rexinklusive ExklusivSchach
endeproblem
"#,
        &["  1...Da1-d4 Kann nicht entscheiden, ob dieser Zug widerlegt wird"],
    );
}

/// ExclusiveChess: Popeye also writes the undecided mating moves of a
/// helpmate in one, after Black's first move; we write undecided moves
/// only as first moves.
#[test]
#[ignore = "undecided moves after the first move are not written"]
fn exclusive_chess_undecided_last_help_move() {
    check(
        r#"begin
pieces white ke5 qb2 rf2 pc2 ph2
       black ke3 qd8 rf6 pc6g7 ph7
stipulation h#1
condition circe immunchess rexincl Exclusiv
endproblem
"#,
        &[
            "  1.h7-h5 Qb2-d4 Can't decide whether this move is refuted",
            "  1.h7-h6 Qb2-d4 Can't decide whether this move is refuted",
            "  1.Qd8-d4 + Qb2*d4[+bQd8] Can't decide whether this move is refuted",
            "  1.Qd8-d7 Qb2-d4 Can't decide whether this move is refuted",
        ],
    );
}
