//! Popeye's TESTS/help_play (expected outputs in help_play.tst); problems with fairy pieces or twins are left out.

mod support;
use support::check;

/// White at the move, but Black in check
#[test]
fn help_00() {
    check("kh1 pb7", "ka8", "h#1.5", "", r#""#);
}

/// h#1 with set play, but black king is in check
#[test]
fn help_01() {
    check("ka6 bh2 sc4", "kb8", "h#1", "set", r#"  1.Kb8-a8 Sc4-b6 #"#);
}

/// hep1 (help-en passant)
#[test]
fn help_02() {
    check("kh1 ph5", "kh8 pg7", "hep1", "", r#"  1.g7-g5 h5*g6 ep."#);
}

/// h001.5
#[test]
fn help_03() {
    check(
        "ke1 ra1 ph3",
        "kf8 bh6",
        "h001.5",
        "",
        r#"  1...h3-h4   2.Bh6-g7 0-0-0"#,
    );
}

/// h##!2
#[test]
fn help_04() {
    check(
        "ka3 bh7",
        "ka1 qh8 rg7",
        "h##!2",
        "",
        r#"  1.Rg7-g4 Bh7-b1   2.Qh8-c3 + Ka3-a2 ##!"#,
    );
}

/// h##2
#[test]
fn help_05() {
    check(
        "ke4 rh1 sh4 pg3",
        "kg4 qh2 pe2g2g5",
        "h##2",
        "",
        r#"  1.Kg4-h3 Ke4-f3   2.g5-g4 + Kf3*g2 ##"#,
    );
}

/// not 1.Qb2+ because of exact-
#[test]
fn help_06() {
    check(
        "ka1 qb5 bb1",
        "ka3 pc3",
        "exact-hr#2",
        "",
        r#"  1.Qb5-e2 Ka3-b3   2.Qe2-b2 + c3*b2 #"#,
    );
}

/// hr#1.5 - don't write long solutions because Black must mate immediately
#[test]
fn help_07() {
    check("ka1 ph3", "ka3 pa2b3h6", "hr#1.5", "", r#"  1...b3-b2 #"#);
}

/// hr#2 - don't write long solutions because Black must mate immediately
#[test]
fn help_08() {
    check("ka1 pf3", "ka3 pa2b3h6", "hr#2", "", r#"  1.f3-f4 b3-b2 #"#);
}

/// no solution because White must mate
#[test]
fn help_10() {
    check("ka6 qf6", "kb8 rg4h5", "hr#1", "", r#"  1.Qf6-d8 # ?!?"#);
}
