//! PowerTransfer: a piece moves as the piece standing on its Circe
//! rebirth square.

use crate::common::check;

/// PowerTransfer: the mate by a bishop moving as the king standing on its
/// rebirth square c1. (Popeye's REGRESSIONS/4_101_105.inp, problem 1.)
#[test]
fn power_transfer_mate_by_lent_walk() {
    check(
        r#"begin
pieces white kc1 sc6 bb6 black ka8
stip #1
condition powertransfer
end
"#,
        &["   1.Bb6-a7 # !"],
    );
}

/// PowerTransfer RexInclusive: the kings move as the pieces on their
/// rebirth squares too, which cooks the problem. (Popeye's
/// EXAMPLES/powertransfer.inp, problem 2.)
#[test]
fn power_transfer_rex_inclusive() {
    check(
        r#"begin
pieces white ka4 rf7 bh3 sg3 ph6 pf2 pe2
       black ka8 sc2 sd2 pg2 ph4
stipulation hs#3
condition PowerTransfer rexincl
end
"#,
        &[
            "  1.f2-f4 g2-g1=Q   2.h6-h7 Qg1-e3   3.h7-h8=Q + Qe3-e8 #",
            "  1.f2-f3 g2-g1=Q   2.h6-h7 Qg1-e3   3.h7-h8=Q + Qe3-e8 #",
            "  1.Sg3-f1 g2*f1=Q   2.Bh3-h2 Qf1*e2   3.h6-f8=Q + Qe2-e8 #",
            "  1.Sg3-f1 g2*f1=Q   2.h6-h7 Qf1*e2   3.h7-h8=Q + Qe2-e8 #",
            "  1.h6-h7 g2-g1=Q   2.f2-f4 Qg1-e3   3.h7-h8=Q + Qe3-e8 #",
            "  1.h6-h7 g2-g1=Q   2.f2-f3 Qg1-e3   3.h7-h8=Q + Qe3-e8 #",
        ],
    );
}

/// PowerTransfer: a pawn on d4 moves as the opposing knight on its
/// rebirth square d2; the kings left out. (Popeye's
/// TESTS/powertransfer.inp.)
#[test]
fn power_transfer_pawn_as_knight() {
    check(
        r#"begin
piece white pd4 black sd2
stip ~1
condition powertransfer
option nowk nobk
end
"#,
        &[
            "   1.d4-b3 !",
            "   1.d4-c2 !",
            "   1.d4-e2 !",
            "   1.d4-f3 !",
            "   1.d4-f5 !",
            "   1.d4-e6 !",
            "   1.d4-c6 !",
            "   1.d4-b5 !",
        ],
    );
}
