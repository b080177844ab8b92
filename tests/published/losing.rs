//! Kings and what mate means (Fairy conditions IV): MAFF (mated with
//! exactly one flight, the only parry), OWU (a mate with exactly one
//! unit of the mating side beside the king) and AMU (the mating piece
//! was observed by exactly one enemy unit before it moved).

use crate::common::check;

/// MAFF: two keys, each with its threat and the mates changed against
/// Black's defences (M. Brada, Šachová skladba 1997; Popeye's
/// EXAMPLES/maff.inp, problem 2).
#[test]
fn maff_brada_two_keys() {
    check(
        r#"begin
author M.Brada
origin Sachova skladba 1997
stip #2
cond MAFF
fors 2Ks4/1pR1Rp2/p7/1S1k4/3b4/3B4/3B4/7b
opt var
end
"#,
        &[
            "   1.Bd2-f4 ! threat:",
            "          2.Re7-d7 #",
            "      1...Bd4-e5",
            "          2.Rc7-c5 #",
            "          2.Bd3-c4 #",
            "      1...Bd4-c5",
            "          2.Rc7*c5 #",
            "          2.Sb5-c3 #",
            "          2.Bd3-c4 #",
            "      1...Sd8-c6",
            "          2.Rc7-d7 #",
            "      1...Sd8-e6",
            "          2.Bd3-c4 #",
            "   1.Bd2-b4 ! threat:",
            "          2.Rc7-d7 #",
            "      1...Bd4-e5",
            "          2.Re7*e5 #",
            "          2.Bd3-c4 #",
            "      1...Bd4-c5",
            "          2.Re7-e5 #",
            "          2.Bd3-c4 #",
            "      1...Sd8-c6",
            "          2.Bd3-c4 #",
            "      1...Sd8-e6",
            "          2.Re7-d7 #",
        ],
    );
}

/// MAFF: the check leaving one flight mates, the orthodox mate does not
/// (hand-made, with the solution Popeye 4.104 gives).
#[test]
fn maff_one_flight_mates_the_orthodox_mate_does_not() {
    check(
        "begin\nstip #1\ncond MAFF\npieces white kg6 ra1 black kh8\nend\n",
        &["   1.Ra1-h1 # !"],
    );
}

/// AMU: the queen is observed twice (by the pawn and the queen), so
/// `1.Qb2` is no mate (Popeye's REGRESSIONS/4_51_to_4_53.inp: "there is
/// no solution, but 4.51 gave 1.Qb2#").
#[test]
fn amu_a_piece_observed_twice_does_not_mate() {
    check(
        "begin\nstip #1\ncondition amu\nfors 40/2K2p1q/6Q1/k7/\nend\n",
        &[],
    );
    // the same with the black queen away: the pawn alone observes g2
    check(
        "begin\nstip #1\ncondition amu\nfors 40/2K2p2/6Q1/k7/\nend\n",
        &["   1.Qg2-b2 # !"],
    );
}

/// OWU: the mates with the queen beside the king count, those from afar
/// (no white unit beside it) do not (hand-made, with the solutions
/// Popeye 4.104 gives).
#[test]
fn owu_one_unit_beside_the_king() {
    check(
        "begin\nstip #1\ncond OWU\npieces white kg6 qa7 black kh8\nend\n",
        &["   1.Qa7-h7 # !", "   1.Qa7-g7 # !"],
    );
}

/// LosingChess: captures are obligatory and the black king is captured
/// like any piece; Black, left without units, is stalemated (hand-made,
/// with the solutions Popeye 4.104 gives; Popeye's corpus has LosingChess
/// only in proof games and beside MarineChess).
#[test]
fn losing_chess_the_king_is_taken_to_stalemate() {
    check(
        "begin\nstipulation h=2\ncondition LosingChess\npieces white ke1 ra1 black pa3 kb8\nend\n",
        &[
            "  1.a3-a2 Ra1*a2   2.Kb8-a7 Ra2*a7 =",
            "  1.a3-a2 Ra1*a2   2.Kb8-a8 Ra2*a8 =",
            "  1.Kb8-a7 Ra1*a3   2.Ka7-a6 Ra3*a6 =",
            "  1.Kb8-a7 Ra1*a3   2.Ka7-a8 Ra3*a8 =",
            "  1.Kb8-b7 Ra1*a3   2.Kb7-a6 Ra3*a6 =",
            "  1.Kb8-b7 Ra1*a3   2.Kb7-a8 Ra3*a8 =",
            "  1.Kb8-b7 Ra1*a3   2.Kb7-a7 Ra3*a7 =",
            "  1.Kb8-a8 Ra1*a3   2.Ka8-a7 Ra3*a7 =",
        ],
    );
}
