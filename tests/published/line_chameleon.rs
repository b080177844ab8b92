//! LineChameleonChess: a moved queen, rook, bishop or knight takes the
//! kind of its arrival file's orthodox piece (a/h rook, b/g knight, c/f
//! bishop, d queen, e unchanged). No problem under it is in Popeye's
//! corpus; these are hand-made, with the solutions Popeye 4.104 gives.

use crate::common::check;

/// The queen mates as a rook on a8; the king's move mates with the
/// queen's threat of a8 (a rook there). (Hand-made; Popeye 4.104.)
#[test]
fn a_queen_mates_as_a_rook_on_the_a_file() {
    check(
        "begin\ncondition LineChameleonChess\npieces white kf6 qa1 black kh8 ph7\nstipulation #2\nend\n",
        &["   1.Qa1-a8=R # !", "   1.Kf6-f7 # !"],
    );
}

/// The rook on b1 stays a rook until it moves, and each of its moves
/// changes it by the file it reaches; the key is the king's quiet move.
/// (Hand-made; Popeye 4.104.)
#[test]
fn a_quiet_king_key() {
    check(
        "begin\ncondition LineChameleonChess\npieces white kc6 rb1 black ka8\nstipulation #2\nend\n",
        &["   1.Kc6-c7 !"],
    );
}
