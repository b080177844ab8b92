//! The conditions choosing among a side's moves (NoWhiteCapture,
//! NoBlackCapture, NoWhitePromotion, WhitePromSquares, the forced squares,
//! the edgemovers): Popeye's corpus has no problem under them alone or
//! beside the conditions they are allowed with, so these are hand-made
//! positions with the solutions Popeye 4.104 gives (named as such), each
//! showing how the rule meets checks.

use crate::common::check;

/// NoWhiteCapture: the rook that may not take the bishop still mates
/// along the eighth rank; the capture `Rd2*h2 #`, a mate without the
/// condition, is gone (hand-made, Popeye 4.104's solution).
#[test]
fn no_white_capture_leaves_the_quiet_mate() {
    check(
        "begin\npieces white kf7 rb1 rd2 pg6 black kh8 bh2\nstipulation #1\ncondition NoWhiteCapture\nend\n",
        &["   1.Rd2-d8 # !"],
    );
}

/// NoBlackCapture: Black may not take the queen on d6 or the pawn's
/// attackers, and its promotions stay (hand-made, Popeye 4.104's
/// solutions).
#[test]
fn no_black_capture_helpmate() {
    check(
        "begin\npieces white kc3 qd6 rf1 black ke4 rd4 pe5 ph2\nstipulation h#1\ncondition NoBlackCapture\nend\n",
        &[
            "  1.h2-h1=Q Qd6*e5 #",
            "  1.h2-h1=Q Qd6*d4 #",
            "  1.h2-h1=S Qd6*e5 #",
            "  1.h2-h1=S Qd6*d4 #",
            "  1.h2-h1=R Qd6*e5 #",
            "  1.h2-h1=R Qd6*d4 #",
            "  1.h2-h1=B Qd6*e5 #",
            "  1.h2-h1=B Qd6*d4 #",
            "  1.Rd4-d1 Qd6*e5 #",
            "  1.Rd4-d1 Qd6-d3 #",
            "  1.Rd4-d1 Qd6-d4 #",
            "  1.Rd4-d2 Qd6*e5 #",
            "  1.Rd4-d2 Qd6-d3 #",
            "  1.Rd4-d2 Qd6-d4 #",
            "  1.Rd4-d3 + Qd6*d3 #",
            "  1.Rd4-a4 Qd6*e5 #",
            "  1.Rd4-a4 Qd6-d3 #",
            "  1.Rd4-a4 Qd6-d4 #",
            "  1.Rd4-b4 Qd6*e5 #",
            "  1.Rd4-b4 Qd6-d3 #",
            "  1.Rd4-b4 Qd6-d4 #",
            "  1.Rd4-d5 Qd6*e5 #",
        ],
    );
}

/// NoWhitePromotion and WhitePromSquares: the pawn on g7 that may not
/// promote (or promote only on e8) still guards h8, so the rook mates
/// (hand-made, Popeye 4.104's solution).
#[test]
fn a_pawn_that_may_not_promote_still_guards_the_last_rank() {
    for condition in ["NoWhitePromotion", "WhitePromSquares e8"] {
        check(
            &format!(
                "begin\npieces white kf6 pg7 ra1 black kh7 bg8 sf8\nstipulation #1\ncondition {condition}\nend\n"
            ),
            &["   1.Ra1-h1 # !"],
        );
    }
}

/// WhiteForcedSquare: of the rook moves to d8 and b3 the mate is the
/// one (hand-made, Popeye 4.104's solution).
#[test]
fn forced_square_mate() {
    check(
        "begin\npieces white kg6 rb1 rd1 black kh8 pg7 pb3\nstipulation #1\ncondition WhiteForcedSquare d8b3\nend\n",
        &["   1.Rd1-d8 # !"],
    );
}

/// BlackEdgemover: Black moves only to the edge, and White's mates
/// (hand-made, Popeye 4.104's solutions).
#[test]
fn black_edgemover_helpmate() {
    check(
        "begin\npieces white kc6 rb2 qa1 black kh5 pe6 pc4 sg3\nstipulation h#1\ncondition BlackEdgemover\nend\n",
        &[
            "  1.Sg3-h1 Rb2-h2 #",
            "  1.Sg3-h1 Qa1*h1 #",
            "  1.Kh5-h4 Rb2-h2 #",
        ],
    );
}

/// BlackMinDister: Black must bring its rook as near as it can to the
/// white knight, which leads it to mate (AT1 of Popeye's
/// EXAMPLES/dister.inp, problem 1).
#[test]
fn black_min_dister_selfmate() {
    check(
        "begin\npieces white ka1 se5 black kb3 rb8\nstipulation s#3\ncondition blackmindister e5b8\noption vari nothreat\nend\n",
        &[
            "   1.Se5-d3 !",
            "      1...Rb8-b4",
            "          2.Ka1-b1",
            "              2...Rb4-d4",
            "                  3.Sd3-e1",
            "                      3...Rd4-d1 #",
            "          2.Sd3-f2",
            "              2...Rb4-f4",
            "                  3.Sf2-h1",
            "                      3...Rf4-f1 #",
            "   1.Se5-f3 !",
            "      1...Rb8-b4",
            "          2.Ka1-b1",
            "              2...Rb4-f4",
            "                  3.Sf3-g1",
            "                      3...Rf4-f1 #",
            "   1.Se5-c4 !",
            "      1...Rb8-b4",
            "          2.Sc4-e3",
            "              2...Rb4-e4",
            "                  3.Se3-f1",
            "                      3...Re4-e1 #",
        ],
    );
}

/// WhiteConsequentForcedSquare: the rook that must go to d7 does not
/// check the king on d8, so 1.Rd7+ is the only move (hand-made, Popeye
/// 4.104's move list).
#[test]
fn consequent_forced_square_binds_the_check() {
    check(
        "begin\npieces white ke1 rd3 black kd8 ra8\nstipulation ~1\ncondition WhiteConsequentForcedSquare d7\nend\n",
        &["   1.Rd3-d7 + !"],
    );
}

/// CentralChess (Popeye's corpus, REGRESSIONS/4_63_to_4_65.inp, "Only
/// example with a real chain from king to moving piece"): the king on b1
/// observes the bishop on c1, the bishop the pawn on d2, the pawn the
/// pawn on e3, which alone can reach e4; without the king (or the
/// bishop) the chain breaks and nothing moves.
#[test]
fn central_chess_chain_from_the_king() {
    check(
        "begin\npieces white kb1 bc1 pd2 pe3\nstipulation ze41\ncondition CentralChess\noption nowk nobk\nend\n",
        &["   1.e3-e4 z !"],
    );
    check(
        "begin\npieces white bc1 pd2 pe3 kh8\nstipulation ze41\ncondition CentralChess\noption nowk nobk\nend\n",
        &[],
    );
}

/// UltraSchachZwang beside AntiCirce (Popeye's regression collection,
/// REGRESSIONS/4_77_to_4_79.inp, problem 3): in help play plain
/// UltraSchachZwang binds Black, whose promotion must check (only the
/// queen and the rook do), then the white king reaches g2.
#[test]
fn ultra_schachzwang_anticirce_help_play() {
    check(
        "begin\npieces white kh1 black kf5 pc2\nstipulation hzg21\ncondition anticirce ultraschachzwang\nend\n",
        &["  1.c2-c1=Q + Kh1-g2 z", "  1.c2-c1=R + Kh1-g2 z"],
    );
}

/// UltraSchachZwang in a helpmate: every black move checks (hand-made,
/// Popeye 4.104's solutions; orthodox: four).
#[test]
fn ultra_schachzwang_helpmate() {
    check(
        "begin\npieces white kd3 re7 ba1 bh1 black kh8 ra4 bg8\nstipulation h#2\ncondition UltraSchachZwang\nend\n",
        &[
            "  1.Ra4-d4 + Ba1*d4 #",
            "  1.Ra4-d4 + Kd3-c3   2.Rd4-d3 + Kc3*d3 #",
        ],
    );
}
