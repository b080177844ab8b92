//! GhostChess and HauntedChess: a captured unit waits below its square
//! and comes back when the square is empty (uncapturable under
//! GhostChess).

use crate::common::check;

/// GhostChess: the neutral bishop captured on d8 comes back, uncapturable,
/// when the neutral knight leaves d8, and mates beside it (Popeye's
/// REGRESSIONS/4_51_to_4_53.inp, problem 36: Popeye 4.51 found no
/// solution).
#[test]
fn ghost_chess_the_ghost_mates() {
    check(
        r#"begin
pieces white Kd1
       black Kb6 Ra6 Pb5a4
       neutral Pc7 Bd8
stipulation h#1.5
condition ghostchess
end
"#,
        &["  1...nPc7*d8=nS   2.Kb6-a5 nSd8-c6[+nuBd8] #"],
    );
}

/// GhostChess: the pawn taken en passant goes below e5, which is empty,
/// and comes straight back uncapturable (Popeye's
/// REGRESSIONS/4_69_to_4_71.inp, problem 24, twin a).
#[test]
fn ghost_chess_en_passant() {
    check(
        r#"begin
pieces black pe7 white pd5
stip hep1
condition ghostchess
end
"#,
        &["  1.e7-e5 d5*e6 ep.[+buPe5]"],
    );
}

/// HauntedChess: the pawn comes back as it was (Popeye's
/// REGRESSIONS/4_69_to_4_71.inp, problem 24, twin b).
#[test]
fn haunted_chess_en_passant() {
    check(
        r#"begin
pieces black pe7 white pd5
stip hep1
condition hauntedchess
end
"#,
        &["  1.e7-e5 d5*e6 ep.[+bPe5]"],
    );
}

/// GhostChess in reflexmate play with tries (Didier Innocenti, Phénix
/// 2001: Popeye's TESTS/battle_play.inp, problem 49).
#[test]
fn ghost_chess_reflexmate_with_tries() {
    check(
        r#"begin
author Didier Innocenti
origin Ph\'enix 2001
pieces white Kd1 Qa4 Ra6 Sd2
       black Ke3 Qg8 Rc2 Pd4
stipulation r#2
condition ghostchess
option try
end
"#,
        &[
            "   1.Kd1*c2 !",
            "   1.Qa4*c2 ?",
            "    but",
            "      1...Ke3-f4 !",
            "   1.Qa4*d4 + ?",
            "    but",
            "      1...Ke3*d4 !",
            "          2.Sd2-f3 # ?!?",
        ],
    );
}
