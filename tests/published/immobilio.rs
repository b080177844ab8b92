//! Immobilio (a unit whose home square of the game array is occupied
//! neither moves nor observes). No problem published under it was found,
//! and none of Popeye's corpus uses it: the test is a position solved as
//! Popeye 4.104 solves it (its output taken as the known solution).

use crate::common::check;

/// The black king on `e8` and the pawn on `d7` (both at home) cannot
/// take the queen on `f7`; the knight `f8` (home `b8` empty) and the rook
/// `c8` (home `a8` empty) move and parry the other checks. Popeye 4.104's
/// solution.
#[test]
fn immobile_king_at_home_mated_by_a_queen_beside_it() {
    check(
        r#"begin
condition Immobilio
stipulation #1
pieces white ka2 qb3 black ke8 pd7 sf8 rc8
end
"#,
        &["   1.Qb3-f7 # !"],
    );
}
