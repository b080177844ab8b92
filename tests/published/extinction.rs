//! ExtinctionChess (Fairy conditions III): every unit that is the only
//! one of its kind on its side is royal.

use crate::common::check;

/// A proof game whose check tests Popeye 4.104 once got wrong (Popeye's
/// REGRESSIONS/4_51_to_4_53.inp, problem 2): 1.f2-f4 e7-e5 leaves the
/// only queens and kings unchecked.
#[test]
fn proof_game_with_the_royal_squares_of_every_kind() {
    check(
        "begin\npieces white ke1 qd1 ra1h1 bc1f1 sb1g1 pa2b2c2d2e2f4g2h2\n       black ke8 qd8 ra8h8 bc8f8 sb8g8 pa7b7c7d7e5f7g7h7\nstipulation dia 1\ncondition extinction\nend\n",
        &["  1.f2-f4 e7-e5 dia"],
    );
}

/// The capture of one of Black's two pawns leaves the other the only
/// pawn, attacked: mate (hand-made, with the solution Popeye 4.104
/// gives).
#[test]
fn capturing_one_of_two_pawns_mates_the_other() {
    check(
        "begin\ncondition extinction\npieces white ke1 sb4 black ke8 ra8 rh8 pe2 pe3 rg7 pc2\nstipulation #2\noption variation\nend\n",
        &[
            "   1.Sb4*c2 ! threat:",
            "          2.Ke1*e2 #",
            "          2.Sc2*e3 #",
            "      1...Rg7-g1 +",
            "          2.Ke1*e2 #",
            "      1...Rg7-g2",
            "          2.Sc2*e3 #",
            "      1...Rg7-g3",
            "          2.Ke1*e2 #",
            "      1...Rg7-c7 +",
            "          2.Sc2*e3 #",
            "      1...Rg7-e7",
            "          2.Ke1*e2 #",
            "      1...Ra8-a1 +",
            "          2.Ke1*e2 #",
            "      1...Ra8-a2 +",
            "          2.Sc2*e3 #",
            "      1...Ra8-a3",
            "          2.Ke1*e2 #",
            "      1...Ra8-c8 +",
            "          2.Sc2*e3 #",
            "      1...Rh8-h1 +",
            "          2.Ke1*e2 #",
            "      1...Rh8-h2",
            "          2.Sc2*e3 #",
            "      1...Rh8-h3",
            "          2.Ke1*e2 #",
        ],
    );
}
