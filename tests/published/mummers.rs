//! Fairy conditions III: plain Maximummer, which Popeye
//! binds to the side its stipulation restricts, and BlackChecks. Popeye's
//! corpus has no problem with plain Maximummer that it solves
//! (REGRESSIONS/4_51_to_4_53 13 and 4_75_to_4_77 3 are refusals); a
//! published problem under BlackMaximummer played under plain
//! Maximummer, Popeye's BlackChecks regression, and hand-made positions
//! with the solutions Popeye 4.104 gives (named as such).

use crate::common::check;

/// Alberto Armeni & Norbert Geissler, The Problemist 3/2008, F2622V
/// (Popeye's REGRESSIONS/4_37_to_4_41.inp, problem 6, under
/// BlackMaximummer): in a selfmate plain Maximummer binds Black, and
/// Popeye 4.104 gives the problem's solution under it too.
#[test]
fn armeni_geissler_selfmate_binds_black() {
    let lines = [
        "      1...e7-e5[Ic3]",
        "          2.d5*e6 ep.[Id4]",
        "              2...0-0-0[Ie4]",
        "                  3.e6-e7[Ie5]",
        "                      3...Rd8-d4[Ie1]",
        "                          4.e7-e8[Ie2]=S",
        "                              4...Rd4-d8[Ie6]",
        "                                  5.Se8-f6[If4]",
        "                                      5...Rd8-d5[If1] #",
        "   1.Ka5-b4[Id4] !",
        "      1...Ra8-d8[Ig4]",
        "          2.d5-d6[Ig5]",
        "              2...Rd8-a8[Id5]",
        "                  3.d6-d7[Id6]",
        "                      3...e7-e5[Id4]",
        "                          4.d7-d8[Id5]=S",
        "                              4...Ke8-d7[Ic4]",
        "                                  5.Kb4-a5[Ib5]",
        "                                      5...Ra8-c8[Id5]",
        "                                          6.Sd8-f7[If4]",
        "                                              6...Rc8-c5[If1] #",
    ];
    check(
        "begin\npieces white ka5 pa6d5 black ke8 ra8 pa7e7\ncond imitator c5 maximummer\nstipulation s#6\noption nothreat vari set\nend\n",
        &lines,
    );
    // the same under BlackMaximummer, the corpus's own form
    check(
        "begin\npieces white ka5 pa6d5 black ke8 ra8 pa7e7\ncond imitator c5 blackmaxi\nstipulation s#6\noption nothreat vari set\nend\n",
        &lines,
    );
}

/// Help play binds Black: its longest moves out of check (the king's
/// diagonal steps), White free (hand-made, Popeye 4.104's solution;
/// without the condition eight solutions).
#[test]
fn help_play_binds_black() {
    check(
        "begin\npieces white ka2 rh5 qh1 black kd1 bf4\nstip h#2\ncond maximummer\nend\n",
        &["  1.Kd1-e2 Qh1-g2 +   2.Ke2-d1 Rh5-h1 #"],
    );
}

/// Under option HalfDuplex the other side: the same position with the
/// colours swapped binds White (hand-made, Popeye 4.104's solution).
#[test]
fn half_duplex_binds_the_other_side() {
    check(
        "begin\npieces black ka7 rh4 qh8 white kd8 bf5\nstip h#2\ncond maximummer\noption halfduplex\nend\n",
        &["  1.Kd8-e7 Qh8-g7 +   2.Ke7-d8 Rh4-h8 #"],
    );
}

/// Series help play binds White (the side of the last move): the
/// short solution `1.Kb7-a8 Qg6-a6 #` falls away, for Qg6-a6 is not
/// White's longest move there (hand-made, Popeye 4.104's solutions;
/// without the condition 22).
#[test]
fn series_help_play_binds_white() {
    check(
        "begin\npieces white kf3 qf4 qg6 black kb7 rd5\nstip ser-h#2\ncond maximummer\nend\n",
        &[
            "  1.Rd5-f5   2.Kb7-a8 Qg6-a6 #",
            "  1.Kb7-a8   2.Rd5-f5 Qg6-a6 #",
        ],
    );
    // with Ultra White's longest move must be the longest of all its
    // moves, legal or not: no solution
    check(
        "begin\npieces white kf3 qf4 qg6 black kb7 rd5\nstip ser-h#2\ncond maximummer ultra\nend\n",
        &[],
    );
}

/// Popeye's REGRESSIONS/4_73_to_4_75.inp, last problem (Popeye > 4.61
/// looped on it): under BlackChecks Black checks, and the stalemate is
/// judged by Black's moves without the rule.
#[test]
fn black_checks_help_stalemate() {
    check(
        "begin\nPieces White Rh7 Kc6 Black Ka8 Qb4\nStipulation h=1\nCondition blackchecks\nend\n",
        &["  1.Qb4-b7 + Rh7*b7 ="],
    );
}

/// BlackChecks: a Black without a checking move passes (`1. ...`),
/// also in help play (hand-made, Popeye 4.104's solution).
#[test]
fn black_checks_passes_without_a_check() {
    check(
        "begin\npieces white kh1 rd1 ra7 black kh8\nstip h#1\ncond blackchecks\nend\n",
        &["  1. ... Rd1-d8 #"],
    );
}

/// BlackChecks: mate and stalemate are judged by Black's moves without
/// the rule: 1.Rd1-d8+ does not mate while the king can step to g7 or
/// h7 (moves giving no check), 1.Rd1-g1 stalemates a lone king, not one
/// with a pawn that can move (hand-made, Popeye 4.104's solutions).
#[test]
fn black_checks_mate_and_stalemate_ignore_the_rule() {
    check(
        "begin\npieces white kc1 rd1 black kh8\nstip #1\ncond blackchecks\nend\n",
        &[],
    );
    check(
        "begin\npieces white kh1 rd1 ra7 black kh8\nstip =1\ncond blackchecks\nend\n",
        &["   1.Rd1-g1 = !"],
    );
    check(
        "begin\npieces white kh1 rd1 ra7 black kh8 pb5\nstip =1\ncond blackchecks\nend\n",
        &[],
    );
}

/// BlackChecks in direct play: Black's only defence is the pass, so
/// every quiet key threatening mate solves, and a check that leaves
/// Black no checking parry (1.Rd1-d8+ Kh7) fails: Black has no move but
/// is not mated (hand-made, Popeye 4.104's solutions).
#[test]
fn black_checks_direct_play() {
    check(
        "begin\npieces white kc1 rd1 rb2 black kh8\nstip #2\ncond blackchecks\noption vari\nend\n",
        &[
            "   1.Rd1-d7 ! threat:",
            "          2.Rb2-b8 #",
            "   1.Rd1-g1 ! threat:",
            "          2.Rb2-h2 #",
            "   1.Rb2-b7 ! threat:",
            "          2.Rd1-d8 #",
            "   1.Rb2-g2 ! threat:",
            "          2.Rd1-h1 #",
        ],
    );
}
