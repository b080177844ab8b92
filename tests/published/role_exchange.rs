//! RoleExchange (White's move changing every unit's colour and turning
//! the board half round). No problem published under it was found, and
//! none of Popeye's corpus uses it: the test is a position solved as
//! Popeye 4.104 solves it (its output taken as the known solution).

use crate::common::check;

/// White, checkmated, exchanges the roles: the half turn gives Black
/// White's mated position (`bKh8 bPg7 bPh7` against `wRa8`). Popeye
/// 4.104's solution.
#[test]
fn checkmated_white_hands_the_mate_over() {
    check(
        r#"begin
condition RoleExchange
stipulation #1
pieces white ka1 pa2 pb2 black ke5 rh1
end
"#,
        &["   1. RoleExchange # !"],
    );
}
