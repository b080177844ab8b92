//! Popeye's TESTS/goal_is_end (expected outputs in goal_is_end.tst); problems with conditions are left out.

mod support;
use support::check;

/// goal_is_end problem (untitled)
#[test]
fn goal_is_end_00() {
    check(
        "ph2",
        "pa7",
        "hc815",
        "nowk nobk goalisend",
        r#"  1.a7-a6 h2-h4   2.a6-a5 h4-h5   3.a5-a4 h5-h6   4.a4-a3 h6-h7   5.a3-a2 h7-h8=Q c81
  1.a7-a6 h2-h4   2.a6-a5 h4-h5   3.a5-a4 h5-h6   4.a4-a3 h6-h7   5.a3-a2 h7-h8=S c81
  1.a7-a6 h2-h4   2.a6-a5 h4-h5   3.a5-a4 h5-h6   4.a4-a3 h6-h7   5.a3-a2 h7-h8=R c81
  1.a7-a6 h2-h4   2.a6-a5 h4-h5   3.a5-a4 h5-h6   4.a4-a3 h6-h7   5.a3-a2 h7-h8=B c81"#,
    );
}

/// goal_is_end problem (untitled)
#[test]
fn goal_is_end_01() {
    check(
        "ph2",
        "pa6",
        "sc815",
        "vari nowk nobk nothr goalisend",
        r#"   1.h2-h3 !
      1...a6-a5
          2.h3-h4
              2...a5-a4
                  3.h4-h5
                      3...a4-a3
                          4.h5-h6
                              4...a3-a2
                                  5.h6-h7
                                      5...a2-a1=Q c81
                                      5...a2-a1=S c81
                                      5...a2-a1=R c81
                                      5...a2-a1=B c81"#,
    );
}

/// post-key play
#[test]
fn goal_is_end_03() {
    check(
        "kg1 rf1",
        "kg3 bh4",
        "c813",
        "vari GoalIsEnd postkey",
        r#" threat:
          2.Rf1-f8 c81
      1...Bh4-f6
          2.Rf1*f6 threat:
                  3.Rf6-f8 c81"#,
    );
}
