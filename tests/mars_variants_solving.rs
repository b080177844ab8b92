//! Help play under MarsCirce on the Rank squares agrees with Popeye 4.104
//! beyond the first move: `tests/data/mars-variants-solving.inp` holds 3
//! generated h#2 problems (Rank, Rank Mirror) whose solutions capture from
//! the rebirth square (`Ka2-e2*e3`: a king on the second rank captures
//! from e2); `mars-variants-solving.expected` has Popeye's solutions.

mod common;

use common::assert_same_lines_as_popeye;

#[test]
fn help_play_under_mars_circe_rank_agrees_with_popeye() {
    assert_same_lines_as_popeye(
        include_str!("data/mars-variants-solving.inp"),
        include_str!("data/mars-variants-solving.expected"),
        3,
    );
}
