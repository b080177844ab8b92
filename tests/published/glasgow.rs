//! GlasgowChess: a pawn promotes on its seventh rank, and steps onto the
//! last rank as a pawn. No problem under it is in Popeye's corpus; these
//! are hand-made, with the solutions Popeye 4.104 gives.

use crate::common::check;

/// The pawn on b6 mates by promoting on b7. (Hand-made; Popeye 4.104.)
#[test]
fn mate_by_promotion_on_the_seventh_rank() {
    check(
        "begin\ncondition GlasgowChess\npieces white kc6 pb6 black ka8\nstipulation #2\nend\n",
        &["   1.b6-b7=Q # !"],
    );
}

/// Three keys: two promotions on the seventh rank mate or check at
/// once, the quiet `e6-e7=Q` threatens. (Hand-made; Popeye 4.104.)
#[test]
fn keys_promoting_on_the_seventh_rank() {
    check(
        "begin\ncondition GlasgowChess\npieces white kf6 pg6 pe6 black kh8 ph7\nstipulation #2\nend\n",
        &["   1.e6-e7=Q !", "   1.g6-g7=Q # !", "   1.g6-g7=B + !"],
    );
}
