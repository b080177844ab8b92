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
