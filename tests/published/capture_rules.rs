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
