//! The condition Dummy (not the dummy piece), which changes nothing in
//! Popeye 4.104. No problem published under it was found: the test is a
//! published orthodox-condition problem with the condition added, solved
//! as Popeye 4.104 solves that input.

use crate::common::check;

/// Dummy: T. R. Dawson, Reading Observer 1912 (a dragon, knight + pawn,
/// mates; Popeye's EXAMPLES collection), with `condition Dummy` added.
/// Not a Dummy problem: Popeye 4.104 gives this input the published
/// solution, the same as without the condition.
#[test]
fn dummy_added_to_dawson_reading_observer_1912() {
    check(
        r#"begin
condition Dummy
stipulation #2
option variation
pieces white kg7 drf2 sg2 pg3 black kg5 rh2 bh5 pf5h4
end
"#,
        &[
            "   1.g3-g4 ! threat:",
            "          2.DRf2-f3 #",
            "      1...Rh2*g2",
            "          2.DRf2-h3 #",
            "      1...Rh2-h3",
            "          2.DRf2*h3 #",
            "      1...f5*g4",
            "          2.DRf2-e4 #",
            "      1...Bh5*g4",
            "          2.DRf2-f4 #",
        ],
    );
}
