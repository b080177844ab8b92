//! ChameleonPursuit: hand-made positions with the solutions Popeye 4.104
//! gives (named as such), where a piece arriving on the square the last
//! move departed from changes colour.

use crate::common::check;

/// ChameleonPursuit, hand-made (Popeye 4.104's solution; no orthodox
/// one): the black queen arrives on h1, which the white rook has just
/// left, turns White and mates.
#[test]
fn the_queen_turns_white_where_the_rook_departed() {
    check(
        "begin\ncondition ChameleonPursuit\npieces white ke1 rh1 black ra8 qd4 ke8 rh7\nstipulation h#2\nend\n",
        &["  1.Qd4-d5 Rh1*h7   2.Qd5-h1=w Qh1*a8 #"],
    );
}

/// ChameleonPursuit, hand-made (Popeye 4.104's solution; no orthodox
/// one): the square a king departed from turns the black queen arriving
/// there, and it mates its former king.
#[test]
fn the_queen_turns_white_where_the_king_departed() {
    check(
        "begin\ncondition ChameleonPursuit\npieces white kg1 black ra7 qe3 bg4 kh3\nstipulation h#1.5\nend\n",
        &["  1...Kg1-h1   2.Qe3-g1=w Qg1-h2 #"],
    );
}

/// ChameleonPursuit, hand-made (Popeye 4.104's solutions): in series play
/// the last move is the series side's own, so the queen returning to d1
/// turns Black (and still reaches the target square; a first move
/// giving check is no series move).
#[test]
fn in_series_play_the_last_move_is_the_sides_own() {
    check(
        "begin\ncondition ChameleonPursuit\npieces white ka6 qd1 black kf6\nstipulation ser-zd12\nend\n",
        &[
            "  1.Qd1-h5   2.Qh5-d1=b z",
            "  1.Qd1-g4   2.Qg4-d1=b z",
            "  1.Qd1-e2   2.Qe2-d1=b z",
            "  1.Qd1-a4   2.Qa4-d1=b z",
            "  1.Qd1-b3   2.Qb3-d1=b z",
            "  1.Qd1-c2   2.Qc2-d1=b z",
            "  1.Qd1-b1   2.Qb1-d1=b z",
            "  1.Qd1-c1   2.Qc1-d1=b z",
            "  1.Qd1-d7   2.Qd7-d1=b z",
            "  1.Qd1-d5   2.Qd5-d1=b z",
            "  1.Qd1-d3   2.Qd3-d1=b z",
            "  1.Qd1-d2   2.Qd2-d1=b z",
            "  1.Qd1-h1   2.Qh1-d1=b z",
            "  1.Qd1-g1   2.Qg1-d1=b z",
            "  1.Qd1-e1   2.Qe1-d1=b z",
        ],
    );
}
