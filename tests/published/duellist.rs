//! The duellists, the followers, Vogtlaender and Argentinian chess
//!: DuellistChess, WhiteFollowMyLeader, BlackFollowMyLeader,
//! VogtlaenderChess and ArgentinianChess. Popeye's corpus problem
//! (ArgentinianChess) and hand-made positions with the solutions Popeye
//! 4.104 gives (named as such), whose later moves show the rules bound
//! by the moves before.

use crate::common::check;

/// DuellistChess, hand-made (Popeye 4.104's solution): of about ninety
/// orthodox solutions one is left, where each side moves its duellist
/// again (the black king, the rook b3).
#[test]
fn duellist_each_side_moves_its_unit_again() {
    check(
        "begin\ncondition DuellistChess\npieces white ke7 bd6 rd7 rb3 bg4 black ka1 rc2 rb2 bg2 rc5 qh2\nstipulation h#2\nend\n",
        &["  1.Ka1-b1 Rb3-d3   2.Kb1-c1 Rd3-d1 #"],
    );
}

/// DuellistChess, hand-made (Popeye 4.104's move lists): after a capture
/// of the duellist its side moves any unit (`2.Kb1*a2 Bh8*d4`); Black's
/// rook, still standing, must move again (`2.Kb1-c2 Ra4*d4`).
#[test]
fn duellist_captured_frees_its_side() {
    check(
        "begin\ncondition DuellistChess\npieces white kb1 sd4 black ke8 ra8 bh8\nstipulation hx1.5\noption halfduplex\nend\n",
        &[
            "  1...Bh8*d4 x",
            "  1...Ra8-a1 +   2.Kb1*a1 Bh8*d4 + x",
            "  1...Ra8-a2   2.Kb1*a2 Bh8*d4 x",
            "  1...Ra8-a2   2.Sd4-c2 Ra2*c2 x",
            "  1...Ra8-a2   2.Sd4-e2 Ra2*e2 x",
            "  1...Ra8-a3   2.Sd4-b3 Ra3*b3 + x",
            "  1...Ra8-a3   2.Sd4-f3 Ra3*f3 x",
            "  1...Ra8-a4   2.Kb1-c2 Ra4*d4 x",
            "  1...Ra8-a4   2.Kb1-b2 Ra4*d4 x",
            "  1...Ra8-a4   2.Kb1-c1 Ra4*d4 x",
            "  1...Ra8-a5   2.Sd4-f5 Ra5*f5 x",
            "  1...Ra8-a5   2.Sd4-b5 Ra5*b5 + x",
            "  1...Ra8-a6   2.Sd4-e6 Ra6*e6 x",
            "  1...Ra8-a6   2.Sd4-c6 Ra6*c6 x",
            "  1...Ra8-d8   2.Kb1-c2 Rd8*d4 x",
            "  1...Ra8-d8   2.Kb1-a2 Rd8*d4 x",
            "  1...Ra8-d8   2.Kb1-a1 Rd8*d4 x",
            "  1...Ra8-d8   2.Kb1-b2 Rd8*d4 x",
            "  1...Ra8-d8   2.Kb1-c1 Rd8*d4 x",
            "  1...Ra8-c8   2.Sd4-c2 Rc8*c2 x",
            "  1...Ra8-c8   2.Sd4-c6 Rc8*c6 x",
            "  1...Ra8-b8 +   2.Sd4-b3 Rb8*b3 + x",
            "  1...Ra8-b8 +   2.Sd4-b5 Rb8*b5 + x",
            "  1...Ke8-d7   2.Sd4-e6 Kd7*e6 x",
            "  1...Ke8-d7   2.Sd4-c6 Kd7*c6 x",
            "  1...Ke8-f7   2.Sd4-e6 Kf7*e6 x",
            "  1...Ke8-e7   2.Sd4-e6 Ke7*e6 x",
            "  1...Bh8-e5   2.Kb1-c2 Be5*d4 x",
            "  1...Bh8-e5   2.Kb1-b2 Be5*d4 + x",
            "  1...Bh8-e5   2.Kb1-c1 Be5*d4 x",
            "  1...Bh8-f6   2.Kb1-c2 Bf6*d4 x",
            "  1...Bh8-f6   2.Kb1-b2 Bf6*d4 + x",
            "  1...Bh8-f6   2.Kb1-c1 Bf6*d4 x",
            "  1...Bh8-g7   2.Kb1-c2 Bg7*d4 x",
            "  1...Bh8-g7   2.Kb1-b2 Bg7*d4 + x",
            "  1...Bh8-g7   2.Kb1-c1 Bg7*d4 x",
        ],
    );
}

/// WhiteFollowMyLeader, hand-made (Popeye 4.104's solution): White must
/// arrive where Black's move departed when it can: after `1.Ke4-d3`
/// nothing reaches e4, after `2.Kd3-e2` nothing reaches d3.
#[test]
fn white_follow_my_leader() {
    check(
        "begin\ncondition WhiteFollowMyLeader\npieces white kb2 ba5 bf8 bc6 rg1 black ke4 pg5 be3 sd5 pa4\nstipulation h#2\nend\n",
        &["  1.Ke4-d3 Rg1-f1   2.Kd3-e2 Bc6-b5 #"],
    );
}

/// BlackFollowMyLeader, hand-made (Popeye 4.104's solutions): the black
/// queen follows the rook to f5 (`2.Qc2-f5`); after `Qe1*e2 +` no black
/// move reaches e1 and the king is free.
#[test]
fn black_follow_my_leader() {
    check(
        "begin\ncondition BlackFollowMyLeader\npieces white kb6 pa5 qe1 sa8 rf5 black ka2 bg4 pe2 sa6 qc2\nstipulation h#2\nend\n",
        &[
            "  1.Ka2-a3 Rf5-b5   2.Qc2-f5 Qe1-a1 #",
            "  1.Qc2-e4 Qe1*e2 +   2.Ka2-b1 Rf5-f1 #",
        ],
    );
}

/// VogtlaenderChess, hand-made (Popeye 4.104's solutions): White's king
/// walks into the attack of the black knight, which mates Black: Black
/// attacks the white king and has no move ending that.
#[test]
fn vogtlaender_the_attacker_is_mated() {
    check(
        "begin\ncondition VogtlaenderChess\npieces white kf3 qb3 bf5 black kh1 sb8 pd3\nstipulation h#2\nend\n",
        &[
            "  1.Sb8-c6 Kf3-f2   2.Sc6-d4 Kf2-e2 #",
            "  1.Sb8-c6 Kf3-e3   2.Sc6-d4 Ke3-e2 #",
        ],
    );
}

/// VogtlaenderChess, hand-made (Popeye 4.104's solution): the king's
/// step into the pawn's and the rook's attack mates in one.
#[test]
fn vogtlaender_mate_in_one() {
    check(
        "begin\ncondition VogtlaenderChess\npieces white kg4 qf7 qe3 black kh1 pe4 rd3\nstipulation #2\nend\n",
        &["   1.Kg4-f3 # !"],
    );
}

/// Popeye's TESTS/pieces.inp, problem 27: under ArgentinianChess pawns
/// promote to senora, faro, loco and saltador.
#[test]
fn argentinian_promotions() {
    check(
        "begin\npieces white pe7 black pe2\nstip h~1\ncondition argentin\noption nowk nobk\nend\n",
        &[
            "  1.e2-e1=SE e7-e8=SE",
            "  1.e2-e1=SE e7-e8=FA",
            "  1.e2-e1=SE e7-e8=LO",
            "  1.e2-e1=SE e7-e8=SA",
            "  1.e2-e1=FA e7-e8=SE",
            "  1.e2-e1=FA e7-e8=FA",
            "  1.e2-e1=FA e7-e8=LO",
            "  1.e2-e1=FA e7-e8=SA",
            "  1.e2-e1=LO e7-e8=SE",
            "  1.e2-e1=LO e7-e8=FA",
            "  1.e2-e1=LO e7-e8=LO",
            "  1.e2-e1=LO e7-e8=SA",
            "  1.e2-e1=SA e7-e8=SE",
            "  1.e2-e1=SA e7-e8=FA",
            "  1.e2-e1=SA e7-e8=LO",
            "  1.e2-e1=SA e7-e8=SA",
        ],
    );
}
