//! Help play under MarsCirce on the Rank and Diagram squares and under
//! AntiMarsCirce Diagram agrees with Popeye 4.104 beyond the first move:
//! `tests/data/mars-variants-solving.inp` holds 10 generated h#2 problems.
//! In the first 3 (Rank) the solutions capture from the rebirth square
//! (`Ka2-e2*e3`: a king on the second rank captures from e2); in 4-6 and
//! 10 (MarsCirce Diagram) a piece captures from the square it stood on in
//! the diagram, also after it has left it (`Qa3-b4*b3`); in 7-9
//! (AntiMarsCirce Diagram) a piece moves from its diagram square, a
//! promoted piece from its pawn's (`Rc1-c2-g2`).
//! `mars-variants-solving.expected` has Popeye's solutions.

mod common;

use common::assert_same_lines_as_popeye;

#[test]
fn help_play_under_mars_circe_rank_and_diagram_agrees_with_popeye() {
    assert_same_lines_as_popeye(
        include_str!("data/mars-variants-solving.inp"),
        include_str!("data/mars-variants-solving.expected"),
        10,
    );
}
