//! Colour changes: AntiAndernachChess, Volage and Hypervolage (beside
//! Circe, Parrain, AntiCirce, MarsCirce, Assassin), Masand and
//! MasandGeneralised, DarkSide.

use crate::common::check;

/// DarkSide: pieces turn on the other half, the black queen helping by
/// turning White's (Ofer Comay, Paz Einat, Menachem Witztum, Trofeul
/// e4-e5 section C 2020, 1st place; Popeye's EXAMPLES/darkside.inp).
#[test]
fn darkside_comay_einat_witztum_trofeul_e4_e5_2020() {
    check(
        r#"begin
forsyth 2b5/5p1p/1q4ks/1r1s3r/8/4B3/1Q6/2K5
condition darkside
stipulation h#2
twin move h6 f6
end
"#,
        &[
            "  1.Sd5*e3=w Se3-g2   2.Qb6-g1=w Sg2-h4 #",
            "  1.Qb6-d4=w Qb2-g2 +   2.Kg6-f5 Qg2-e4 #",
            "  1.Kg6-f5 Qb2-g2   2.Qb6-d4=w Qg2-e4 #",
            "  1.Rb5*b2=w Rb2-c2   2.Qb6-b1=w Rc2-g2 #",
        ],
    );
}

/// AntiAndernach and UltraPatrol (P. Harris, Julia's Fairies 2013).
#[test]
fn antiandernach_and_ultrapatrol_p_harris_julia_s_fairies_2013() {
    check(
        r#"begin
Author P. Harris
Origin JuliasFairies 2013
Pieces white Oa2 black Ka1 Ra8h8
Stipulation h#5          
Condition AntiAndernachChess UltraPatrol
Option NoWk           
endproblem
"#,
        &[],
    );
}

/// Masand (H. Gockel, The Problemist 2006): tries and variations, five pieces recoloured by one check. (Popeye's EXAMPLES/masand.inp, problem 7.)
#[test]
fn masand_h_gockel_the_problemist_2006() {
    check(
        r#"beg
auth Hubert Gockel
orig The Problemist vii/2006
stip #2
opt try var
fors 1S1K3s/1Sp2p2/1p3P2/q2k4/p1rp2p1/2p5/1s2Q3/1B
cond masand
endproblem
"#,
        &[
            "   1.Kd8-d7 ? threat:",
            "          2.Qe2-e6[g4=w][b6=w][f6=b][f7=w] #",
            "      1...Sb2-d3",
            "          2.Qe2-f3[d3=w][g4=w][f6=b] #",
            "      1...Sh8-g6",
            "          2.Bb1-e4[g6=w] #",
            "      1...Qa5-b5[b2=w][a4=w][c4=w][b6=w] +",
            "          2.Rc4-c5[c3=w][b5=w][c7=w] #",
            "      1...Qa5-c5",
            "          2.Qe2*c4[c3=w][a4=w][d4=w][c5=w] #",
            "      1...d4-d3",
            "          2.Qe2-e4[d3=w][c4=w][g4=w] #",
            "    but",
            "      1...Qa5-b4 !",
            "   1.Kd8-e7 ! threat:",
            "          2.Qe2-e6[g4=w][b6=w][f6=b][f7=w] #",
            "      1...Sh8-g6 +",
            "          2.Bb1-e4[g6=w] #",
            "      1...Qa5-b4[b2=w][c3=w][a4=w][c4=w][b6=w] +",
            "          2.Rc4*d4[b4=w][g4=w] #",
            "      1...Qa5-b5",
            "          2.Qe2*c4[c3=w][a4=w][d4=w][b5=w][c7=w] #",
            "      1...Qa5-c5[c4=w][d4=w][b6=w][c7=w] +",
            "          2.Rc4*c5[c3=w][c7=b] #",
            "      1...d4-d3",
            "          2.Qe2-e4[d3=w][c4=w][g4=w] #",
            "   1.Qe2-e5[d4=w][f6=b][c7=w] + ?",
            "    but",
            "      1...f6*e5 !",
            "   1.Qe2-e6[g4=w][b6=w][f6=b][f7=w] + ?",
            "    but",
            "      1...Kd5*e6 !",
        ],
    );
}

/// Masand (P. Petkov, feenschach 2001): set play, tries, and defences that stop only some of the threats. (Popeye's EXAMPLES/masand.inp, problem 5.)
#[test]
fn masand_p_petkov_feenschach_2001() {
    check(
        r#"beg
auth Petko Petkov 
orig feenschach 2001 (v) SE
cond masand
stip #2
opt var try set
fors 1b6/p7/1R6/5P2/P3p2s/6Q1/7K/1SkB1RS1/
endproblem
"#,
        &[
            "      1...Sh4-f3[g1=b] +",
            "          2.Qg3-f4[f3=w][e4=w][f5=b][b8=w] #",
            "      1...Bb8*g3[h4=w] +",
            "          2.Sg1-e2[g3=w] #",
            "      1...Bb8-e5",
            "          2.Qg3-c3[e5=w] #",
            "      1...Bb8-d6",
            "          2.Qg3-a3[a4=b][d6=w] #",
            "      1...Bb8-c7",
            "          2.Qg3-c3[c7=w] #",
            "   1.Bd1-c2 + ?",
            "    but",
            "      1...Kc1*c2 !",
            "   1.Bd1-e2 + ?",
            "    but",
            "      1...Kc1-c2 !",
            "   1.Bd1-b3 + ?",
            "    but",
            "      1...Kc1-b2 !",
            "   1.Bd1-f3 + ?",
            "    but",
            "      1...Kc1-c2 !",
            "   1.Bd1-g4 + ?",
            "    but",
            "      1...Kc1-c2 !",
            "   1.Bd1-h5 + ?",
            "    but",
            "      1...Kc1-c2 !",
            "   1.Qg3*b8 ? threat:",
            "          2.Sg1-e2 #",
            "          2.Qb8-c8[f5=b] #",
            "          2.Rb6-c6 #",
            "      1...Sh4-f3[g1=b] +",
            "          2.Qb8-f4[f3=w][e4=w][f5=b] #",
            "    but",
            "      1...a7*b6 !",
            "   1.Rb6-b5 ! threat:",
            "          2.Qg3-c7[a7=w][b8=w] #",
            "      1...Sh4-f3[g1=b] +",
            "          2.Qg3-f4[f3=w][e4=w][f5=b][b8=w] #",
            "      1...Bb8*g3[h4=w] +",
            "          2.Sg1-e2[g3=w] #",
            "      1...Bb8-f4",
            "          2.Qg3-e3[g1=b][e4=w][f4=w][a7=w] #",
            "      1...Bb8-e5",
            "          2.Qg3-c3[e5=w] #",
            "      1...Bb8-d6",
            "          2.Qg3-a3[a4=b][d6=w] #",
            "   1.Rb6*b8 ? threat:",
            "          2.Qg3-a3[a4=b] #",
            "          2.Qg3-c3 #",
            "          2.Qg3-e3[g1=b][e4=w][a7=w] #",
            "      1...Sh4-g2",
            "          2.Qg3-a3[a4=b] #",
            "          2.Qg3-c3 #",
            "      1...Sh4*f5",
            "          2.Qg3-a3[a4=b] #",
            "          2.Qg3-c3 #",
            "      1...e4-e3",
            "          2.Qg3*e3[g1=b][a7=w] #",
            "    but",
            "      1...Sh4-f3[g1=b] + !",
        ],
    );
}

/// MasandGeneralised (S. Luce, Julia's Fairies 2020): the bishop's move
/// uncovers the queen's check, and the queen, not the moving piece,
/// recolours what it observes. (Popeye's EXAMPLES/masand.inp, problem 8.)
#[test]
fn masand_generalised_s_luce_julias_fairies_2020() {
    check(
        r#"begin
author Sebastien Luce
origin Julia's Fairies 2020
pieces white kd4 ph3 black kb5 qd6 bb6d5 sb4c5 pc7h7
stipulation h=3
condition masandgeneralised
end
"#,
        &["  1.Bd5-f3[c5=w][b6=w][c7=w] + Kd4-c3   2.Sb4-c2 c7-c8=S   3.Qd6-d3[c2=w][f3=w][h7=w] + Kc3*d3 ="],
    );
}

/// MasandGeneralised: every knight move uncovers the bishop's check, and
/// the bishop recolours the pawn; after Sc2-b4 the knight checks and
/// observes it too, and the pawn changes colour once (Popeye's
/// TESTS/masand.inp: "1.Sc2-b4 must recolor the Pa2 once, not twice").
#[test]
fn masand_generalised_recolours_a_piece_once() {
    check(
        r#"begin
pieces white bb1 sc2 pa2 black kd3
stipulation +1
condition masandgeneralised
option nowk
end
"#,
        &[
            "   1.Sc2-a1[a2=b] + !",
            "   1.Sc2-a3[a2=b] + !",
            "   1.Sc2-b4[a2=b] + !",
            "   1.Sc2-d4[a2=b] + !",
            "   1.Sc2-e1[a2=b] + !",
            "   1.Sc2-e3[a2=b] + !",
        ],
    );
}

/// The condition Volage under Circe and Circe Parrain: a piece reborn on a square of the other colour changes colour too (Popeye's REGRESSIONS/4_69_to_4_71.inp, problem 25).
#[test]
fn circe_parrain_and_volage() {
    check(
        r#"begin
title Circe Parrain + Volage has apparently never worked correctly
pieces black ba8 white pb7 rh8
stipulation hzh31
condition circe volage
twin condition circe parrain volage
endproblem
"#,
        &[
            "  1.Ba8*b7[+wPb2=b] Rh8-h3=b z",
            "  1.Ba8*b7 Rh8-h3=b[+wPb2=b] z",
        ],
    );
}

/// Volage and Circe Parrain in series play: the pawn taken en passant is reborn after White's next move, the pass between them does not count (Popeye's REGRESSIONS/4_69_to_4_71.inp, problem 20).
#[test]
fn volage_circe_parrain_series_en_passant() {
    check(
        r#"begin
title make sure that Volage works during an en passant capture in Circe Parrain
pieces white pe5 black pd5e6
stip ser-zd72
condition volage circe parrain
option enpassant d7d6d5 nowk nobk
endproblem
"#,
        &["  1.e5*d6 ep.   2.d6-d7=b[+bPd6=w] z"],
    );
}

/// Volage (a piece changes colour the first time it moves to a square of the other colour) against Hypervolage (every time): a position made to show the difference, with Popeye 4.104's solutions (no published Hypervolage problem in the corpus has a stipulation we support).
#[test]
fn volage_and_hypervolage() {
    check(
        r#"begin
pieces white kh3 black ka8 rb1
stipulation hzc21
condition Volage
twin condition Hypervolage
end
"#,
        &[
            "  1.Rb1-c1=w Rc1-c2 z",
            "  1.Rb1-b2=w Rb2-c2 z",
            "  1.Rb1-c1=w Rc1-c2=b z",
            "  1.Rb1-b2=w Rb2-c2=b z",
        ],
    );
}

/// Volage, EinsteinChess and Circe Assassin together, with an en-passant capture (Popeye's REGRESSIONS/4_69_to_4_71.inp, problem 19).
#[test]
fn volage_einstein_circe_assassin() {
    check(
        r#"begin
title since 4.65, there was an obscure en passant bug in Circe Volages
pieces white pf6d5 black pe6
condition volage einstein circe assassin
stipulation ~1
option enpassant e8e7e6 nowk nobk
endproblem
"#,
        &[
            "   1.d5-d6=b !",
            "   1.d5*e6=S[+bPe7=w] !",
            "   1.f6-f7=b !",
            "   1.f6*e7 ep.=S[+bPe7=w] !",
        ],
    );
}

/// Volage beside Circe and AntiCirce: the capturer, reborn by AntiCirce on
/// d2, changes colour (it left a light square for a dark one), the victim
/// reborn on d8 too (Popeye's TESTS/anticirce.inp, problem 17).
#[test]
fn volage_circe_anticirce_popeye_test() {
    check(
        r#"begin
pieces white pc4 black qd5
condition circe anticirce volage
stip x1
option nowk nobk
end
"#,
        &["   1.c4*d5[wPd5->d2=b][+bQd8=w] x !"],
    );
}

/// Volage beside MarsCirce: the pawn captures from its rebirth square a2
/// and changes colour as it left a5, a dark square, for b3 (Popeye's
/// REGRESSIONS/4_65_to_4_67.inp, problem 11).
#[test]
fn volage_mars_circe_popeye_regression() {
    check(
        r#"begin
pieces white pa5 black pb3
stip x1
condition volage marscirce
option nowk nobk
end
"#,
        &["   1.a5-a2*b3=b x !"],
    );
}

/// A rook turned to a side's colour on that side's corner (AndernachChess,
/// AntiAndernachChess, Volage) is a new rook there and can castle, as a
/// reborn one.
mod castling_after_a_change_of_colour {
    use crate::common::exactly;

    #[test]
    fn andernach_capture_on_the_corner() {
        let found = crate::common::trimmed_lines(
            "begin\npieces white ke1 rh1 black ka8 rh8\nstipulation h001\ncondition AndernachChess\nend\n",
        );
        assert!(found.contains("1.Rh8*h1=w 0-0"), "{found:?}");
        // no rook stood on h1 in the diagram: a bishop
        exactly(
            "begin\npieces white ke1 bh1 black ka8 rh8\nstipulation h001\ncondition AndernachChess\nend\n",
            &["1.Rh8*h1=w 0-0"],
        );
    }

    #[test]
    fn anti_andernach_move_to_the_corner() {
        exactly(
            "begin\npieces white ke1 black ka8 rh8\nstipulation h001\ncondition AntiAndernachChess\nend\n",
            &["1.Rh8-h1=w 0-0"],
        );
    }

    #[test]
    fn volage_move_to_the_corner() {
        for cond in ["Volage", "HyperVolage"] {
            exactly(
                &format!("begin\npieces white ke1 black kh8 ra2\nstipulation h001\ncondition {cond}\nend\n"),
                &["1.Ra2-a1=w 0-0-0"],
            );
        }
    }

    #[test]
    fn a_rook_that_arrives_without_a_change_cannot_castle() {
        exactly(
            "begin\npieces white ke1 rh5 black ka8\nstipulation ser-002\nend\n",
            &[],
        );
    }
}
