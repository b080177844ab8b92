//! Capture and move effects: MarineChess and
//! UltramarineChess (corpus problems with the solutions Popeye 4.104
//! gives).

use crate::common::check;

/// MarineChess: the king castles with the triton on h1 and mates;
/// UltramarineChess: the Poseidon put on e1 castles instead (Popeye's EXAMPLES/marine.inp, problem 14, "castling
/// in Marine and Ultramarine Chess").
#[test]
fn marine_the_king_and_the_poseidon_castle_with_a_triton() {
    check(
        r#"begin
pieces white ke1 re4 trh1 pd3h2 black kf3
stip #1
condition marine
twin condition ultramarine add white poe1
end
"#,
        // (one line per twin)
        &["   1.0-0 # !", "   1.0-0 # !"],
    );
}

/// MarineChess: the same position without the condition has no mate (the
/// king does not castle with a triton), so the mate above is the
/// condition's (hand-made, Popeye 4.104 finds no solution).
#[test]
fn without_marine_the_king_does_not_castle_with_a_triton() {
    check(
        r#"begin
pieces white ke1 re4 trh1 pd3h2 black kf3
stip #1
end
"#,
        &[],
    );
}
