//! MultiCaptures (issue "Fairy conditions II"): a unit is captured, a king
//! checked, only when two units or more of the capturing side observe it.
//! Hand-made problems with Popeye 4.104's solutions (no problem of
//! Popeye's collections uses the condition).

use crate::common::check;

/// Only the double check mates: the rook's discovered check alone is no
/// check, the rook and the knight f7 attack the king twice, and h7 is
/// attacked by the rook and the bishop d3 (hand-made, Popeye 4.104's
/// solution; orthodox, `Sh6-f5` and `Sh6-g4` mate too).
#[test]
fn multi_captures_mate_by_double_check() {
    check(
        r#"begin
pieces white ka1 rh1 sh6 bd3 qc3
       black kh8 rg8 pg7 pb7
stipulation #1
condition MultiCaptures
end
"#,
        &["   1.Sh6-f7 # !"],
    );
}
