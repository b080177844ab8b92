//! Woozles, BiWoozles, Heffalumps and BiHeffalumps: a piece and a unit
//! observing each other stop the piece capturing and checking. Popeye's
//! only corpus problem (REGRESSIONS/4_63_to_4_65.inp, BiWoozles beside
//! AnnanChess) is refused; these are hand-made, with the solutions
//! Popeye 4.104 gives.

use crate::common::check;

/// The same diagram under the four: the rooks on a1 and b1 observe each
/// other, so under Woozles neither captures nor checks (no mate); under
/// BiWoozles the kings next to each other stop each other, so after
/// `Rb1*b8 +` the black king escapes to g7 or h7 (no mate either); under
/// Heffalumps neither rook stands on the other's line of capture, and the
/// orthodox solutions stand. (Hand-made; Popeye 4.104's solutions.)
#[test]
fn rooks_side_by_side_under_the_four() {
    let problem = |condition: &str| {
        format!(
            "begin\npieces white kg6 ra1 rb1 black kh8 bb8\nstipulation #2\ncondition {condition}\nend\n"
        )
    };
    check(&problem("Woozles"), &[]);
    check(&problem("BiWoozles"), &[]);
    check(&problem("BiHeffalumps"), &[]);
    check(
        &problem("Heffalumps"),
        &["   1.Ra1-a8 !", "   1.Rb1*b8 # !"],
    );
}

/// BiWoozles: kings observe each other, so they may stand side by side
/// (each stops the other's capture); RexExclusive puts them back under the
/// orthodox rule. (Hand-made; Popeye 4.104's move lists.)
#[test]
fn kings_side_by_side_under_biwoozles() {
    let moves = |condition: &str| {
        format!(
            "begin\npieces white kg6 ra1 rb1 black kh8 bb8\nstipulation ~1\ncondition {condition}\nend\n"
        )
    };
    let first = crate::common::solution(&moves("BiWoozles"));
    assert!(first.iter().any(|l| l.trim() == "1.Kg6-h7 !"), "{first:?}");
    assert!(first.iter().any(|l| l.trim() == "1.Kg6-g7 !"), "{first:?}");
    let first = crate::common::solution(&moves("BiWoozles RexExclusive"));
    assert!(!first.iter().any(|l| l.trim() == "1.Kg6-h7 !"), "{first:?}");
}
