//! The conditions on the kinds of the pieces and on the squares:
//! Leofamily (the Chinese pieces replace the orthodox ones), ChineseChess
//! (pawns promote to Chinese pieces too), CavalierMajeur (the nightrider
//! replaces the knight), MagicSquares (a piece ending its move on a magic
//! square changes colour), RelegationChess (a piece reaching its second
//! rank becomes a pawn).

use crate::common::check;

/// CavalierMajeur: the proof game starts from the game array with
/// nightriders on the knights' squares (Popeye's
/// REGRESSIONS/4_51_to_4_53.inp, feature request 2813613).
#[test]
fn cavalier_majeur_proof_game() {
    check(
        r#"begin
title feature request 2813613: proof games and Cavalier Majeur
pieces white ke1 qd1 ra1h1 bc1f1 ne5g1 pa3b2c2d2e2f2g2h2
       black ke8 qd8 ra8h8 bc8f8 nb8b4 pa7b7c7d7e7f7g7h7
stipulation dia2.5
condition cavaliermajeur
end
"#,
        &["  1.Nb1-a3 Ng8-f6   2.Na3-e5 Nf6-b4   3.a2-a3 dia"],
    );
}

/// Leofamily: the proof game starts from the game array with a leo, paos,
/// vaos and maos in place of the queen, rooks, bishops and knights
/// (Popeye's REGRESSIONS/4_51_to_4_53.inp, feature request 2813613).
#[test]
fn leofamily_proof_game() {
    check(
        r#"begin
title feature request 2813613: proof games and Leofamily
pieces white ke1 led1 paa1h1 vaf1h6 mab1g1 pa3b2c2d2e2f2g2h2
       black ke8 led8 paa8h8 vac8f8 mab8g8 pa7b7c7d7e7f7g7
stipulation dia1.5
condition leofamily
end
"#,
        &["  1.a2-a3 h7-h6   2.VAc1*h6 dia"],
    );
}

/// MagicSquares beside AntiCirce: the capturer changes colour where it
/// ends up, so one reborn on a magic square changes and one capturing on
/// a magic square but reborn elsewhere does not (Popeye's
/// REGRESSIONS/4_61_to_4_63.inp, problems 13 and 30, bug #31).
#[test]
fn magic_squares_after_the_anticirce_rebirth() {
    check(
        r#"begin
pieces white sa1 black pc2
stip ~1
cond magicsquare c2 anticirce
option nowk nobk
end
"#,
        &["   1.Sa1*c2[wSc2->b1] !", "   1.Sa1-b3 !"],
    );
    check(
        r#"begin
pieces white kg1 ph3
black rh1 kh8
stipulation hzf21
condition anticirce calvet magicsquare a8
end
"#,
        &[
            "  1.Rh1-h2 Kg1-f2 z",
            "  1.Kh8-g7 + Kg1-f2 z",
            "  1.Kh8-h7 + Kg1-f2 z",
            "  1.Kh8-g8 + Kg1-f2 z",
        ],
    );
}

/// RelegationChess: the knight that reaches its second rank becomes a
/// pawn and mates from there (a hand-made position, with the solution
/// Popeye 4.104 gives; without the condition only `Rd8-d3` mates).
#[test]
fn relegation_chess_mate() {
    check(
        r#"begin
pieces white kh8 sb1 rf8 rd8 bh5 bg6 black ke3
stipulation #1
condition relegationchess
end
"#,
        &["   1.Sb1-d2=P # !", "   1.Rd8-d3 # !"],
    );
}
