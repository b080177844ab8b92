//! Problems of the orthodox bench (`../shared/bench/orthodox/`) on which
//! nightrider once differed from Popeye 4.104; expected outputs are Popeye's.

mod support;
use support::check;

/// s#4, Petko Petkov, Die Schwalbe 1980 (2nd prize). 1...Bd5-c6 allows a
/// s#2 (2.Sd7+ Bxd7 3.Rd5+ exd5#), faster than the s#3 threat: it does not
/// defeat the threat, so it is no variation.
#[test]
fn self_4_short_defence_is_no_variation() {
    check(
        "kg4 qb4 rd2d6 be7 sb3c5 pf3h3h5",
        "ke5 bd5 sh4 pc4e6f4g5h6",
        "s#4",
        "vari",
        r#"   1.Sb3-a5 ! threat:
          2.Sa5-c6 +
              2...Bd5*c6
                  3.Sc5-d7 +
                      3...Bc6*d7
                          4.Rd6-d5 +
                              4...e6*d5 #
      1...Sh4*f3
          2.Sa5*c4 +
              2...Bd5*c4
                  3.Rd2-e2 +
                      3...Bc4*e2
                          4.Qb4-d4 +
                              4...Sf3*d4 #
      1...Sh4-f5
          2.Rd6*e6 +
              2...Bd5*e6
                  3.Sc5-d7 +
                      3...Be6*d7
                          4.Qb4-d6 +
                              4...Sf5*d6 #"#,
    );
}

/// ser-h003, after the first two moves of the second solution of Henning
/// Mueller's ser-h005 (feenschach 89, 1988): White castles queenside after
/// passing (null moves) in the series; a null move once cost White the a1
/// rook's castling right.
#[test]
fn series_help_castling_queenside_after_passes() {
    check(
        "ke1 ra1h1",
        "kf3 qa3 rb1c5g3 bc1g1 pd4g2",
        "ser-h003",
        "",
        r#"  1.Rb1-b2   2.Bc1-h6   3.Rc5-g5 0-0-0"#,
    );
}
