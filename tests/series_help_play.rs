//! Series help play goes on through positions where the help move would
//! already reach the goal, as Popeye 4.104 plays it (also REGRESSIONS
//! 4_51_to_4_53 29 in the conformance list).

mod common;

use common::{check, solution};

/// A random ser-h=3: after 1.Ka4-a5 White could stalemate at once, and the
/// series still goes on to `3.Kb6-a5`; Popeye 4.104 prints these 9 lines.
#[test]
fn ser_h_stalemate_passes_an_early_stalemate() {
    check(
        "begin\nstipulation ser-h=3\npieces white kf5 pd6 sc3 sb8 qg4 pb2 black ka4\nend\n",
        &[
            "  1.Ka4-a5 Qg4-d4 =",
            "  1.Ka4-b3   2.Kb3-c2   3.Kc2-c1 Qg4-e2 =",
            "  1.Ka4-b3   2.Kb3-c2   3.Kc2-c1 Qg4-g2 =",
            "  1.Ka4-b3   2.Kb3*b2   3.Kb2-a1 Qg4-e2 =",
            "  1.Ka4-b3   2.Kb3*b2   3.Kb2-a1 Qg4-g2 =",
            "  1.Ka4-b3   2.Kb3*b2   3.Kb2-a1 Qg4-b4 =",
            "  1.Ka4-b3   2.Kb3*b2   3.Kb2-c1 Qg4-e2 =",
            "  1.Ka4-b3   2.Kb3*b2   3.Kb2-c1 Qg4-g2 =",
            "  1.Ka4-a5   2.Ka5-b6   3.Kb6-a5 Qg4-d4 =",
        ],
    );
}

/// A random ser-h#3: 1.Kh3-h2 allows Qg4-g2# at once, and every second and
/// third black move after it still counts (Popeye 4.104: 370 lines).
#[test]
fn ser_h_mate_passes_an_early_mate() {
    let lines = solution(
        "begin\nstipulation ser-h#3\npieces white kb2 ra4 ba8 qg4 black kh3 rh7 rf8\nend\n",
    );
    assert_eq!(lines.len(), 370, "{}", lines.join("\n"));
    for line in [
        "  1.Kh3-h2 Qg4-g2 #",
        "  1.Kh3-h2   2.Rh7-h3 Qg4-g2 #",
        "  1.Kh3-h2   2.Rh7-h3   3.Rh3-a3 Qg4-g2 #",
        "  1.Kh3-h2   2.Rf8-c8   3.Rc8-c1 Qg4-g2 #",
    ] {
        assert!(lines.iter().any(|l| l == line), "{line}");
    }
}
