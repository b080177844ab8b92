//! SeriesCapture (after a capture the capturing piece may capture again
//! from its new square, and so on, and may end by one non-capturing
//! move, all one move printed as its path).

use crate::common::check;

/// SeriesCapture: both sides' kings and a knight capture and step on
/// (Tadashi Wakashima, Sake Tourney 2023 example; Popeye's
/// EXAMPLES/series_capture.inp, problem 1).
#[test]
fn series_capture_wakashima() {
    check(
        r#"begin
pieces white kd4 rg2 sg4 black kf3 rh1 pe3g3h2
stipulation h#2
condition seriescapture
twin move h2 h4
end
"#,
        &[
            "  1.Kf3*g2-g1 Kd4*e3-e2   2.g3-g2 Sg4*h2-f3 #",
            "  1.Kf3*g4-h3 Kd4*e3-f3   2.Rh1-g1 Rg2*g1-h1 #",
        ],
    );
}

/// SeriesCapture: a pawn captures up to five times and promotes on the
/// last capture (Toshimasa Fujiwara, Sake Tourney 2023 example; Popeye's
/// EXAMPLES/series_capture.inp, problem 2).
#[test]
fn series_capture_fujiwara() {
    check(
        r#"begin
pieces white kc7 rf1 pe2 black ke8 qb4 be7h3 sc6f6 pg5
stipulation h#2
condition seriescapture
end
"#,
        &[
            "  1.Bh3-d7 e2-e4   2.Sf6-d5 + e4*d5*c6*d7 #",
            "  1.Sc6-d8 e2-e3   2.Qb4-f4 + e3*f4*g5*f6*e7*d8=Q #",
        ],
    );
}

/// SeriesCapture: the pawn's series in series play, each ended by a
/// step forward (Popeye's TESTS/series_capture.inp, problem 17).
#[test]
fn series_capture_series_mate() {
    check(
        r#"begin
pieces white ka1 pc2 black kh8 pd3e5f7h7
stipulation ser-#3
condition seriescapture
end
"#,
        &["  1.c2*d3-d4   2.d4*e5-e6   3.e6*f7-f8=Q #"],
    );
}

/// SeriesCapture: the promoted knight's series mate after any black
/// move (Popeye's TESTS/series_capture.inp, problem 16).
#[test]
fn series_capture_two_mover() {
    check(
        r#"begin
pieces white ka1 bg8 pc7 ph6h7 black kh8 pd6e7
stipulation #2
condition seriescapture
option variation
end
"#,
        &[
            "   1.c7-c8=S ! threat:",
            "          2.Sc8*d6-f7 #",
            "          2.Sc8*e7-g6 #",
            "      1...d6-d5",
            "          2.Sc8*e7-g6 #",
            "      1...e7-e5",
            "          2.Sc8*d6-f7 #",
            "      1...e7-e6",
            "          2.Sc8*d6-f7 #",
        ],
    );
}

/// SeriesCapture beside Circe: the victims are reborn after each step,
/// and the bishop takes a reborn pawn again on its way to e8 (Popeye's
/// TESTS/series_capture.inp, problem 8).
#[test]
fn series_capture_circe() {
    check(
        r#"begin
pieces white bb1 black pf5d3
stipulation ze81
condition seriescapture circe
option nowk nobk
end
"#,
        &["   1.Bb1*d3[+bPd7]*f5[+bPf7]*d7-e8 z !"],
    );
}

/// SeriesCapture beside Breton: a Breton removal after each capture, of
/// the capturer itself ending the series (Popeye's
/// TESTS/series_capture.inp, problem 13, all its moves).
#[test]
fn series_capture_breton() {
    check(
        r#"begin
pieces white pc5c6e6 black pd6e7
stipulation ~1
condition seriescapture breton
option nowk nobk
end
"#,
        &[
            "   1.c5*d6[-wPc6] !",
            "   1.c5*d6[-wPc6]-d7 !",
            "   1.c5*d6[-wPc6]*e7[-wPe6] !",
            "   1.c5*d6[-wPc6]*e7[-wPe6]-e8=Q !",
            "   1.c5*d6[-wPc6]*e7[-wPe6]-e8=S !",
            "   1.c5*d6[-wPc6]*e7[-wPe6]-e8=R !",
            "   1.c5*d6[-wPc6]*e7[-wPe6]-e8=B !",
            "   1.c5*d6[-wPc6]*e7[-wPe7] !",
            "   1.c5*d6[-wPd6] !",
            "   1.c5*d6[-wPe6] !",
            "   1.c5*d6[-wPe6]-d7 !",
            "   1.c5*d6[-wPe6]*e7[-wPc6] !",
            "   1.c5*d6[-wPe6]*e7[-wPc6]-e8=Q !",
            "   1.c5*d6[-wPe6]*e7[-wPc6]-e8=S !",
            "   1.c5*d6[-wPe6]*e7[-wPc6]-e8=R !",
            "   1.c5*d6[-wPe6]*e7[-wPc6]-e8=B !",
            "   1.c5*d6[-wPe6]*e7[-wPe7] !",
            "   1.c6-c7 !",
        ],
    );
}
