//! Help play with jigger and functionary pieces agrees with Popeye 4.104
//! beyond the first move: `tests/data/attribute-solving.inp` holds 12
//! generated h#2 problems (two each for jigger pieces alone, under Circe
//! and under Madrasi, and functionary pieces alone, under Circe and under
//! KoeKo), each with one to four solutions that the attribute changes;
//! `attribute-solving.expected` has Popeye's solutions.

mod common;

use common::assert_same_lines_as_popeye;

#[test]
fn help_play_with_jigger_and_functionary_pieces_agrees_with_popeye() {
    assert_same_lines_as_popeye(
        include_str!("data/attribute-solving.inp"),
        include_str!("data/attribute-solving.expected"),
        12,
    );
}
