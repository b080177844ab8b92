//! Popeye's TESTS/series_play (expected outputs in series_play.tst); problems with fairy pieces, conditions or twins are left out.

mod support;
use support::check;

/// White at the move, but Black in check
#[test]
fn series_00() {
    check("kh1 pb7", "ka8", "ser-s#3", "", r#""#);
}

/// no ser-##2 solution because of stalemate after 1.Kh2-h3
#[test]
fn series_01() {
    check("kh2 pg3g5h4", "kh5 ra2a3g6", "ser-##2", "", r#""#);
}

/// ser-h##!2
#[test]
fn series_02() {
    check(
        "ka3 bb1",
        "ka1 qh8 rg7",
        "ser-h##!2",
        "",
        r#"  1.Rg7-g4   2.Qh8-c3 + Ka3-a2 ##!"#,
    );
}

/// ser-003 (1.Ke1*e2?  2.Ke2-e1 3.0-0)
#[test]
fn series_03() {
    check(
        "ke1 rh1 sb5",
        "ka4 ba6 pe2",
        "ser-003",
        "",
        r#"  1.Sb5-d4   2.Sd4*e2   3.0-0"#,
    );
}

/// not 1.Qb2+ because of exact-
#[test]
fn series_04() {
    check(
        "ka1 qb5 bb1 pb6",
        "ka3 pc3b7",
        "exact-ser-r#2",
        "",
        r#"  1.Qb5-e2   2.Qe2-b2 + c3*b2 #"#,
    );
}

/// set play not applicable in ser-#
#[test]
fn series_05() {
    check("", "", "ser-#5", "set", r#""#);
}

/// no solution in 2 - Black has to deliver mate immediately
#[test]
fn series_06() {
    check(
        "ka1 ph3",
        "ka3 pa2a4b3b4",
        "ser-r#2",
        "",
        r#"  1.h3-h4 b3-b2 #"#,
    );
}

/// stop solving when the goal is reached
#[test]
fn series_07() {
    check("ph3a6a7", "ka8", "ser-sx2", "nowk", r#"  1.h3-h4 Ka8*a7 x"#);
}

/// pser-s=2 without a white king (Popeye's REGRESSIONS 4_87_to_4_89 10 b):
/// a parry that stalemates White ends the play.
#[test]
fn parry_reaching_the_self_goal() {
    check(
        "qg6",
        "kc7",
        "pser-s=2",
        "",
        r#"  1.Qg6-c6 + Kc7-d8   2.Qc6-d7 + Kd8*d7 =
  1.Qg6-c6 + Kc7-b8   2.Qc6-b7 + Kb8*b7 =
  1.Qg6-c6 + Kc7*c6 ="#,
    );
}

/// pser-s+2 (checked with Popeye): the only parry gives check and ends the
/// play, though White could go on.
#[test]
fn parry_reaching_the_self_goal_with_moves_left() {
    check(
        "kh5 qg1",
        "ka8 pa7b7 ba4",
        "pser-s+2",
        "",
        r#"  1.Qg1-c5   2.Qc5-f8 + Ba4-e8 +
  1.Qg1-d4   2.Qd4-h8 + Ba4-e8 +
  1.Qg1-e3   2.Qe3-e8 + Ba4*e8 +
  1.Qg1-f2   2.Qf2-f8 + Ba4-e8 +
  1.Qg1-a1   2.Qa1-h8 + Ba4-e8 +
  1.Qg1-e1   2.Qe1-e8 + Ba4*e8 +
  1.Qg1-f1   2.Qf1-f8 + Ba4-e8 +
  1.Qg1-g8 + Ba4-e8 +
  1.Qg1-g7   2.Qg7-h8 + Ba4-e8 +
  1.Qg1-g7   2.Qg7-f8 + Ba4-e8 +
  1.Qg1-g7   2.Qg7-g8 + Ba4-e8 +
  1.Qg1-g6   2.Qg6-e8 + Ba4*e8 +
  1.Qg1-g6   2.Qg6-g8 + Ba4-e8 +
  1.Qg1-g5   2.Qg5-g8 + Ba4-e8 +
  1.Qg1-g4   2.Qg4-g8 + Ba4-e8 +
  1.Qg1-g3   2.Qg3-g8 + Ba4-e8 +
  1.Qg1-g2   2.Qg2-g8 + Ba4-e8 +"#,
    );
}

/// ser-zg11 and ser-zf11 with Ke1 Rh1 (checked with Popeye 4.104): a
/// castling reaches the target square the king goes to (g1), not the
/// rook's (f1).
#[test]
fn castling_reaches_the_kings_square() {
    check(
        "ke1 rh1",
        "kb5",
        "ser-zg11",
        "",
        r#"  1.0-0 z
  1.Rh1-g1 z"#,
    );
    check(
        "ke1 rh1",
        "kb5",
        "ser-zf11",
        "",
        r#"  1.Ke1-f1 z
  1.Rh1-f1 z"#,
    );
}

/// ser-r#: where White can mate at once, the reflex obligation forces
/// every mating move, each printed as a failure (Popeye 4.104, a random
/// position: `1.Qc5*a3 # ?!?`), for the parry series and the stalemate
/// goal alike.
#[test]
fn series_reflex_obligation_in_the_diagram() {
    check(
        "kg5 sf8 qc5 qd3",
        "kb2 ba3 sf1",
        "ser-r#2",
        "",
        r#"  1.Qc5*a3 # ?!?"#,
    );
    for stipulation in ["ser-r#3", "pser-r#2"] {
        check(
            "kd6 rb6 qg5 rc4 bb1",
            "ka3 sg8",
            stipulation,
            "",
            r#"  1.Qg5-c1 # ?!?
  1.Qg5-e3 # ?!?
  1.Qg5-g3 # ?!?
  1.Qg5-a5 # ?!?
  1.Qg5-c5 # ?!?"#,
        );
    }
    check(
        "kd6 rb6 qg5 rc4 bb1",
        "ka3 sg8",
        "ser-r=2",
        "",
        r#"  1.Qg5*g8 = ?!?"#,
    );
}
