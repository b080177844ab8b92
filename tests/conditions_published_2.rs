//! Problems under the fairy conditions added for issue 5's second part
//! (Circe Take&Make and the rest), with their known solutions: from
//! Popeye's test collection, the published ones naming their source. The
//! solution lines must come out exactly (in any order).

mod common;

use common::check;

/// Circe Take&Make: the captured piece is reborn by a non-capturing move of its own from the capture square (V. Crişan & E. Huber, WCCC Kobe 2012, 3rd Bulgarian Wine Tourney, 1st-4th prize e.a.; Popeye's EXAMPLES/circetakemake.inp, problem 2).
#[test]
fn circe_take_and_make_crisan_huber() {
    check(
        r#"begin
author Vlaicu Crisan & Eric Huber
origin WCCC Kobe 2012, 3rd Bulgarian Wine Tourney, 1st-4th prize e.ae.
pieces white ka7 rd8 bc8 sd7 pe5 black ke4 rd1g6 bh3 sc4 pc7
condition CirceTake&Make
stip h#2
endproblem
"#,
        &[
            "  1.Bh3*d7[+wSb6] Sb6*c4[+bSd2]   2.Bd7*c8[+wBg4] Rd8-d4 #",
            "  1.Rd1*d7[+wSf8] Sf8*g6[+bRg4]   2.Rd7*d8[+wRd3] Bc8-f5 #",
        ],
    );
}

/// Circe Take&Make, with a twin (R. Mattos de Vieira, WCCC Kobe 2012, 3rd Bulgarian Wine Tourney, 5th prize; Popeye's EXAMPLES/circetakemake.inp, problem 5).
#[test]
fn circe_take_and_make_mattos_de_vieira() {
    check(
        r#"begin
author Ricardo Mattos de Vieira
origin WCCC Kobe 2012, 3rd Bulgarian Wine Tourney, 5th prize
pieces white ke6 bh4h5 pe2f4 black ka7 qg5 bd1 sb8c1 pb5f5f6
stip h#2
condition CirceTake&Make
twin move a7 c6
endproblem
"#,
        &[
            "  1.Qg5*h5[+wBf3] Bf3-b7   2.Bd1*e2[+wPe4] Bh4-f2 #",
            "  1.Qg5*h4[+wBf2] Bf2-b6   2.Sc1*e2[+wPe3] Bh5-f3 #",
        ],
    );
}

/// Circe Take&Make (J. Lörinc, WCCC Kobe 2012, 3rd Bulgarian Wine Tourney, special prize; Popeye's EXAMPLES/circetakemake.inp, problem 8).
#[test]
fn circe_take_and_make_lorinc() {
    check(
        r#"begin
author Jurai L"orinc
origin WCCC Kobe 2012, 3rd Bulgarian Wine Tourney, Special prize
pieces white kg1 re3 pd2 black kd5 sc3e4
stip h#2.5
condition CirceTake&Make
endproblem
"#,
        &[
            "  1...Re3*c3[+bSb5]   2.Se4*c3[+wRb3] Rb3*b5[+bSd4] +   3.Kd5-c4 d2-d3 #",
            "  1...Re3-f3   2.Kd5-e5 Rf3-f6   3.Sc3-d5 d2-d4 #",
            "  1...d2*c3[+bSb5]   2.Se4-c5 Re3-e6   3.Sb5-d4 c3-c4 #",
        ],
    );
}

/// Circe Couscous Take&Make: the victim moves by the capturer's walk (Popeye's REGRESSIONS/4_71_to_4_73.inp, problem 1).
#[test]
fn circe_couscous_take_and_make() {
    check(
        r#"begin
title condition circe take couscous ignored couscous
pieces white ba1 black sb2
condition circe take couscous
stipulation ~1
end
"#,
        &[
            "   1.Ba1*b2[+bSa1] !",
            "   1.Ba1*b2[+bSc1] !",
            "   1.Ba1*b2[+bSa3] !",
            "   1.Ba1*b2[+bSc3] !",
            "   1.Ba1*b2[+bSd4] !",
            "   1.Ba1*b2[+bSe5] !",
            "   1.Ba1*b2[+bSf6] !",
            "   1.Ba1*b2[+bSg7] !",
            "   1.Ba1*b2[+bSh8] !",
        ],
    );
}

/// Circe Take&Make after an en-passant capture: the pawn moves on from the square it stood on (Popeye's REGRESSIONS/4_69_to_4_71.inp, problem 18).
#[test]
fn circe_take_and_make_en_passant() {
    check(
        r#"begin
title since 4.65, en passant captures weren't supported in Circe Take&Make any more
pieces white pe5 black pd5f6
stipulation ~1
condition circe take&make
option enpassant d7d6d5 nobk nowk
endproblem
"#,
        &[
            "   1.e5-e6 !",
            "   1.e5*f6[+bPf5] !",
            "   1.e5*d6 ep.[+bPd4] !",
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
/// Circe Mirror Assassin: a king standing where a captured piece would be reborn is in check (Popeye's TESTS/circe.inp, problem 10).
#[test]
fn circe_mirror_assassin_check() {
    check(
        r#"begin
title check in Circe Mirror Assassin
pieces white kc3 black ka2 pa4b5 ra5 sc4
cond circe assassin mirror
stip #1
endproblem
"#,
        &["   1.Kc3-b4 # !"],
    );
}

/// AntiCirce Assassin: the capturer is reborn on its rebirth square, removing the piece there (Popeye's TESTS/circe.inp, problem 11).
#[test]
fn anticirce_assassin() {
    check(
        r#"begin
title Anticirce Assassin
pieces white ka1 black pa2 se1
condition anticirce assassin
stip ~1
option nowk nobk
endproblem
"#,
        &["   1.Ka1*a2[wKa2->e1] !", "   1.Ka1-b2 !"],
    );
}

/// AntiCirce Assassin: a king standing on a capturer's rebirth square is in check (Popeye's TESTS/circe.inp, problem 12).
#[test]
fn anticirce_assassin_check() {
    check(
        r#"begin
title check in Anticirce Assassin
pieces black ke1 pa7 white ka5
condition anticirce assassin
stip +1
endproblem
"#,
        &["   1.Ka5-a6 + !"],
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
/// Diagram Circe: a piece is reborn on the square it stood on in the diagram, wherever it was captured (Popeye's REGRESSIONS/4_63_to_4_65.inp, problem 43).
#[test]
fn diagram_circe() {
    check(
        r#"begin
title since 4.57, the solution wasn't found because of hashing.
title 1.Q~ d4 2.Qd3 gf3: isn't mate and Popeye didn't take the pieces'
title identities (read: rebirth squares) into account.
pieces white se7 pd2e3g2 black ke4 qc3 pf3
stip h#3
condition diagramcirce
option nowk
endproblem
"#,
        &["  1.Qc3-d4 e3*d4[+bQc3]   2.Qc3-e3 d2*e3[+bQc3]   3.Qc3-d3 g2*f3 #"],
    );
}

/// Diagram AntiCirce: the capturer goes back to its diagram square (Popeye's TESTS/circe.inp, problem 2).
#[test]
fn diagram_anticirce() {
    check(
        r#"begin
title only example of Diagram Anticirce
pieces white sc3 black rd5
stip x1
condition diagramanticirce
option nowk nobk
endproblem
"#,
        &["   1.Sc3*d5[wSd5->c3] x !"],
    );
}
/// AntiCirce Parrain: the capturer waits on the capture square and the next move displaces it by its own vector (Popeye's TESTS/anticirce.inp, problem 4).
#[test]
fn anticirce_parrain() {
    check(
        r#"begin
pieces white kf7 pb2 black ba1
condition anticirce parrain
stip hzg61
option nobk
endproblem
"#,
        &["  1.Ba1*b2 Kf7-g6[bBb2->c1] z"],
    );
}

/// AntiCirce Parrain and ContraParrain: a move that cannot displace the waiting capturer (off the board, or onto an occupied square) is illegal. A position made to show it, with Popeye 4.104's solutions (ContraParrain is printed with Mirror, as Popeye does).
#[test]
fn anticirce_parrain_and_contraparrain_blocked() {
    check(
        r#"begin
title AntiCirce Parrain: the capturer waits, the next move displaces it by its own vector; a move that cannot displace it (off the board, or onto an occupied square) is illegal
pieces white kh1 rb4 pb5 black ka8 qa4
stipulation hzh21
condition AntiCirce Parrain
twin condition AntiCirce ContraParrain
end
"#,
        &[
            "  1.Qa4-a1 + Kh1-h2 z",
            "  1.Qa4-d1 + Kh1-h2 z",
            "  1.Qa4-a3 Kh1-h2 z",
            "  1.Qa4-b3 Kh1-h2 z",
            "  1.Qa4-a5 Kh1-h2 z",
            "  1.Qa4*b5 Kh1-h2[bQb5->b6] z",
            "  1.Qa4-a6 Kh1-h2 z",
            "  1.Qa4-a7 Kh1-h2 z",
            "  1.Ka8-a7 Kh1-h2 z",
            "  1.Ka8-b7 Kh1-h2 z",
            "  1.Ka8-b8 Kh1-h2 z",
            "  1.Qa4-a1 + Kh1-h2 z",
            "  1.Qa4-d1 + Kh1-h2 z",
            "  1.Qa4-a3 Kh1-h2 z",
            "  1.Qa4-b3 Kh1-h2 z",
            "  1.Qa4*b4 Kh1-h2[bQb4->b3] z",
            "  1.Qa4-a5 Kh1-h2 z",
            "  1.Qa4-a6 Kh1-h2 z",
            "  1.Qa4-a7 Kh1-h2 z",
            "  1.Ka8-a7 Kh1-h2 z",
            "  1.Ka8-b7 Kh1-h2 z",
            "  1.Ka8-b8 Kh1-h2 z",
        ],
    );
}

/// AntiCirce Turncoats: the reborn capturer changes sides (Popeye's TESTS/anticirce.inp, problem 16).
#[test]
fn anticirce_turncoats() {
    check(
        r#"begin
pieces white sd3 black pe5
stip x1
condition anticirce turncoat
option nowk nobk
endproblem
"#,
        &["   1.Sd3*e5[wSe5->g1=b] x !"],
    );
}

/// AntiCirce Cage: the capturer is reborn on a square where it has no move but captures (Popeye's TESTS/anticirce.inp, problem 1).
#[test]
fn anticirce_cage() {
    check(
        r#"begin
title Anticirce Cage
pieces white be5 black pf6g2
cond anticirce cage
stip ~1
endproblem
"#,
        &[
            "   1.Be5-a1 !",
            "   1.Be5-b2 !",
            "   1.Be5-h2 !",
            "   1.Be5-c3 !",
            "   1.Be5-g3 !",
            "   1.Be5-d4 !",
            "   1.Be5-f4 !",
            "   1.Be5-d6 !",
            "   1.Be5*f6[wBf6->h1] !",
            "   1.Be5-c7 !",
            "   1.Be5-b8 !",
        ],
    );
}

/// AntiCirce Cage (V. Crişan, Popeye issue 254; Popeye's REGRESSIONS/4_85_to_4_87.inp, problem 12).
#[test]
fn anticirce_cage_crisan() {
    check(
        r#"BeginProblem
Author Vlaicu Crisan
origin https://github.com/thomas-maeder/popeye/issues/254
Pieces
White Pa7 Pe7 Kf1
Black Ka8 Pg3 Pg2
Stipulation H#2
Condition AntiCirce Cage
endproblem
"#,
        &["  1.g2-g1=S e7-e8=B   2.g3-g2 Be8-c6 #"],
    );
}

/// Circe Parrain: a neutral pawn reborn on the promotion rank of the side making the move promotes, keeping its neutral letter (Popeye's REGRESSIONS/4_69_to_4_71.inp, problem 23).
#[test]
fn circe_parrain_neutral_pawn_promotes() {
    check(
        r#"begin
title recent Popeye versions promoted the neutral pawn on e1 as well
pieces white ba4 black kh5 pa5 neutral pb4
stipulation h+1
condition circe parrain
option nowk nobk
endproblem
"#,
        &[
            "  1.nPb4-b3 Ba4-e8 +",
            "  1.a5*b4 Ba4-d1[+nPe1] +",
            "  1.a5*b4 Ba4-e8[+nPf8=nQ] +",
            "  1.a5*b4 Ba4-e8[+nPf8=nS] +",
            "  1.a5*b4 Ba4-e8[+nPf8=nR] +",
            "  1.a5*b4 Ba4-e8[+nPf8=nB] +",
            "  1.Kh5-g4 Ba4-d1 +",
            "  1.Kh5-g4 Ba4-d7 +",
            "  1.Kh5-g6 Ba4-c2 +",
            "  1.Kh5-g6 Ba4-e8 +",
        ],
    );
}
/// Influencer: the opposing pieces next to the moved piece become pawns, or on the first and last ranks pieces of the mover's kind (Popeye's TESTS/influencer.inp, problem 1).
#[test]
fn influencer_duplex() {
    check(
        r#"begin
pieces white ba1 sb3 black rb1 sc3
condition influencer
stipulation zb21
option nowk nobk duplex
endproblem
"#,
        &["   1.Ba1-b2[b1=B][c3=P] z !", "   1.Rb1-b2[b3=P][a1=R] z !"],
    );
}

/// Influencer: a rook made on its corner may castle; kings influence nothing (Popeye's TESTS/influencer.inp, problem 2).
#[test]
fn influencer_castling_with_a_made_rook() {
    check(
        r#"begin
title no self-check after 1.Rb8-b2[a1=R] 0-0-0 - royal pieces don't influence
pieces white ke1 ba1 black ra8b8
condition influencer
stipulation h001
option nobk
endproblem
"#,
        &["  1.Ra8-a2[a1=R] 0-0-0", "  1.Rb8-b2[a1=R] 0-0-0"],
    );
}

/// Influencer, mate in 2 (Popeye's TESTS/influencer.inp, problem 4).
#[test]
fn influencer_mate_in_2() {
    check(
        r#"begin
pieces white kc4 bc8e5 sb5 black kc6 rb6b7 bc7
stipulation #2
condition influencer
option vari
endproblem
"#,
        &[
            "   1.Sb5-a7[b7=P][b6=P] + !",
            "      1...Bc7-b8[c8=B][a7=P]",
            "          2.a7*b8=S[b7=P] #",
        ],
    );
}

/// Influencer, mate in 6 (Popeye's TESTS/influencer.inp, problem 8).
#[test]
fn influencer_mate_in_6() {
    check(
        r#"begin
pieces white kc6 sb3 pa2 black ka4 ba6 pa3b4b5c7
stipulation #6
condition influencer
option try vari nothr
endproblem
"#,
        &[
            "   1.Sb3-c5[b5=P][b4=P] + !",
            "      1...Ka4-a5",
            "          2.Sc5-b7[c7=P][a6=P] +",
            "              2...Ka5-a4",
            "                  3.Sb7-c5[b5=P][b4=P] +",
            "                      3...Ka4-a5",
            "                          4.Sc5-b3[b4=P][a3=P] +",
            "                              4...Ka5-a4",
            "                                  5.Kc6*c7",
            "                                      5...a6-a5",
            "                                          6.Sb3-c5[b5=P][b4=P] #",
        ],
    );
}

/// Influencer, helpmate in 2 (Popeye's TESTS/influencer.inp, problem 9).
#[test]
fn influencer_helpmate() {
    check(
        r#"begin
pieces white ke1 ba3f3 sa1 pb3f2 black kd3 ra8 sg1
stipulation h#2
condition influencer
endproblem
"#,
        &["  1.Sg1-h3 Ba3-b2   2.Ra8-a2[b2=P][a1=R][b3=P] 0-0-0 #"],
    );
}

/// Influencer with AntiCirce: the reborn pawn influences from its rebirth square, and two pieces made pawns on their promotion rank promote, every pair of kinds a separate move (Popeye's TESTS/influencer.inp, problem 13).
#[test]
fn influencer_anticirce_promotions() {
    check(
        r#"begin
title promotion of two knights after their transformation to pawns
pieces white kf4 sb6b8 pb3 black kh2 pa4
stipulation h#1.5
condition influencer anticirce
end
"#,
        &["  1...Sb6-a8   2.a4*b3[bPb3->b7][b8=P][a8=P][b8=R][a8=Q] Rb8*b7[wRb7->h1] #"],
    );
}
/// PointReflection: castling only while king and rooks move as themselves (Popeye's TESTS/pointreflection.inp, problem 1).
#[test]
fn pointreflection_castling() {
    check(
        r#"begin
title castling only with real king and rook
pieces black kd8 rh8 white kg2 sa1 se1
stipulation 001
condition PointReflection
twin move g2 e1
twin cont add white ra1
endproblem
"#,
        &["   1.0-0-0 + !"],
    );
}

/// PointReflection: a knight moving as a pawn captures en passant (Popeye's TESTS/pointreflection.inp, problem 2).
#[test]
fn pointreflection_en_passant() {
    check(
        r#"begin
title en passant capture only by real pawn
pieces white sd5 pd2 black se7 pe4
stipulation hep1
condition PointReflection
twin add black pe7
twin cont add white pd5
end
"#,
        &["  1.e7-e5 Sd5*e6 ep.", "  1.e7-e5 d5*e6 ep."],
    );
}

/// PointReflection: a king or rook moving as a knight cannot castle (E. Huber, Popeye issue 253; Popeye's REGRESSIONS/4_85_to_4_87.inp, problem 11).
#[test]
fn pointreflection_castling_huber() {
    check(
        r#"BeginProblem
author Eric Huber
origin https://github.com/thomas-maeder/popeye/issues/253
Pieces White Ke1 Rh1
Stipulation 001
Condition pointreflection
option nobk
twin add black sa8
twin add black sd8
endproblem
"#,
        &["   1.0-0 !"],
    );
}
/// GridChess with an irregular grid and extra grid lines (B. Schwarzkopf, feenschach 1979; Popeye's EXAMPLES/extragrid.inp, problem 1).
#[test]
fn gridchess_irregular_with_grid_lines() {
    check(
        r#"beg

auth Bernd Schwarzkopf
orig feenschach 1979
stip ser-!=186
cond grid irreg a8 a7b7b8 a5a6b5b6c6c7c8 a1a2a3 b1b2 c1c2d1d2 e1e2e3e4e5e6e7e8 f1f2f3g3h3 g1g2h2 h1 f4f5g4g5h4h5 f8f7f6g6h6 g7g8h7 h8 
     gridline vb61 vc41 hc41 hd51 vd11 hg52
pie wh pa2 blac ga1a5
pie wh roy web1
endproblem
"#,
        &[
            "  1.rWEb1-c1   2.rWEc1-d1   3.rWEd1-e1   4.rWEe1-f1   5.rWEf1-g1   6.rWEg1-h1   7.rWEh1-h2   8.rWEh2-h3   9.rWEh3-h4   10.rWEh4-h5   11.rWEh5-h6   12.rWEh6-h7   13.rWEh7-h8   14.rWEh8-g8   15.rWEg8-f8   16.rWEf8-e8   17.rWEe8-d8   18.rWEd8-c8   19.rWEc8-b8   20.rWEb8-a8   21.rWEa8-a7   22.rWEa7-a6   23.rWEa6-b6   24.rWEb6-b7   25.rWEb7-c7   26.rWEc7-d7   27.rWEd7-e7   28.rWEe7-f7   29.rWEf7-g7   30.rWEg7-g6   31.rWEg6-g5   32.rWEg5-g4   33.rWEg4-g3   34.rWEg3-g2   35.rWEg2-f2   36.rWEf2-e2   37.rWEe2-d2   38.rWEd2-d3   39.rWEd3-e3   40.rWEe3-f3   41.rWEf3-f4   42.rWEf4-e4   43.rWEe4-d4   44.rWEd4-d5   45.rWEd5-e5   46.rWEe5-f5   47.rWEf5-f6   48.rWEf6-e6   49.rWEe6-d6   50.rWEd6-c6   51.rWEc6-c5   52.rWEc5-b5   53.rWEb5-b4   54.rWEb4-c4   55.rWEc4-c3   56.rWEc3-c2   57.rWEc2-b2   58.rWEb2-b3   59.rWEb3-a3   60.rWEa3-a4   61.rWEa4*a5   62.rWEa5-a4   63.rWEa4-a3   64.rWEa3-b3   65.rWEb3-b2   66.rWEb2-c2   67.rWEc2-c3   68.rWEc3-c4   69.rWEc4-b4   70.rWEb4-b5   71.rWEb5-c5   72.rWEc5-c6   73.rWEc6-d6   74.rWEd6-e6   75.rWEe6-f6   76.rWEf6-f5   77.rWEf5-e5   78.rWEe5-d5   79.rWEd5-d4   80.rWEd4-e4   81.rWEe4-f4   82.rWEf4-f3   83.rWEf3-e3   84.rWEe3-d3   85.rWEd3-d2   86.rWEd2-e2   87.rWEe2-f2   88.rWEf2-g2   89.rWEg2-g3   90.rWEg3-g4   91.rWEg4-g5   92.rWEg5-g6   93.rWEg6-g7   94.rWEg7-f7   95.rWEf7-e7   96.rWEe7-d7   97.rWEd7-c7   98.rWEc7-b7   99.rWEb7-b6   100.rWEb6-a6   101.rWEa6-a7   102.rWEa7-a8   103.rWEa8-b8   104.rWEb8-c8   105.rWEc8-d8   106.rWEd8-e8   107.rWEe8-f8   108.rWEf8-g8   109.rWEg8-h8   110.rWEh8-h7   111.rWEh7-h6   112.rWEh6-h5   113.rWEh5-h4   114.rWEh4-h3   115.rWEh3-h2   116.rWEh2-h1   117.rWEh1-g1   118.rWEg1-f1   119.rWEf1-e1   120.rWEe1-d1   121.rWEd1-c1   122.rWEc1-b1   123.rWEb1*a1   124.rWEa1-b1   125.rWEb1-c1   126.rWEc1-d1   127.rWEd1-e1   128.rWEe1-f1   129.rWEf1-g1   130.rWEg1-h1   131.rWEh1-h2   132.rWEh2-h3   133.rWEh3-h4   134.rWEh4-h5   135.rWEh5-h6   136.rWEh6-h7   137.rWEh7-h8   138.rWEh8-g8   139.rWEg8-f8   140.rWEf8-e8   141.rWEe8-d8   142.rWEd8-c8   143.rWEc8-b8   144.rWEb8-a8   145.rWEa8-a7   146.rWEa7-a6   147.rWEa6-b6   148.rWEb6-b7   149.rWEb7-c7   150.rWEc7-d7   151.rWEd7-e7   152.rWEe7-f7   153.rWEf7-g7   154.rWEg7-g6   155.rWEg6-g5   156.rWEg5-g4   157.rWEg4-g3   158.rWEg3-g2   159.rWEg2-f2   160.rWEf2-e2   161.rWEe2-d2   162.rWEd2-d3   163.rWEd3-e3   164.rWEe3-f3   165.rWEf3-f4   166.rWEf4-e4   167.rWEe4-d4   168.rWEd4-d5   169.rWEd5-e5   170.rWEe5-f5   171.rWEf5-f6   172.rWEf6-e6   173.rWEe6-d6   174.rWEd6-c6   175.rWEc6-c5   176.rWEc5-b5   177.rWEb5-b4   178.rWEb4-c4   179.rWEc4-c3   180.rWEc3-c2   181.rWEc2-b2   182.rWEb2-b3   183.rWEb3-a3   184.rWEa3-a4   185.rWEa4-a5   186.a2-a4 !=",
        ],
    );
}

/// GridChess with grid lines on a board without cells (D.u.F. 1965; Popeye's EXAMPLES/extragrid.inp, problem 2).
#[test]
fn gridchess_grid_lines_only() {
    check(
        r#"beg

auth Erich Bartel
orig D.u.F. 1965
stip ser-h=22
cond grid irreg gridline hb61 hb51 hb41 hb71 hc81 hc31 hd21 he81 hf71 hf21 hg61 hg51 hg41 hg31 vc31 vc71 vd21 vd81 ve11 vf11 vg21 vf71 vg61
pie wh gie8
pie bl roy wee7 
end
"#,
        &[
            "  1.rWEe7-f7   2.rWEf7-f6   3.rWEf6-g6   4.rWEg6-g5   5.rWEg5-g4   6.rWEg4-g3   7.rWEg3-g2   8.rWEg2-f2   9.rWEf2-f1   10.rWEf1-e1   11.rWEe1-d1   12.rWEd1-d2   13.rWEd2-c2   14.rWEc2-c3   15.rWEc3-b3   16.rWEb3-b4   17.rWEb4-b5   18.rWEb5-b6   19.rWEb6-b7   20.rWEb7-c7   21.rWEc7-c8   22.rWEc8-d8 GIe8-d4 =",
        ],
    );
}

/// AntiMarsCirce: non-captures start from the rebirth square, and so does
/// castling, king and rook jumping there first (W. Lindenthal, Andernach
/// solving tourney 2024; Popeye's EXAMPLES/antimars.inp, problem 3).
#[test]
fn anti_mars_circe_castling_lindenthal() {
    check(
        r#"begin
author Walter Lindenthal
origin Andernach solving tourney 2024
Stipulation h#2
Condition AntiMarsCirce
Pieces black Kf6 Bg1 Rh5 Pe6d7
       white Kf1 Rh1 Sh4 Bf5
endproblem
"#,
        &[
            "  1.Rh5*h4 Bf5*e6   2.Rh4-h8-e8 Rh1-h6 #",
            "  1.Rh5*f5 + Kf1*g1   2.Rf5-a8-e8 [wKg1->e1]0-0 #",
            "  1.[bKf6->e8][bRh5->a8]0-0-0 Kf1*g1   2.Rd8-h8-e8 Bf5-f1-a6 #",
            "  1.[bKf6->e8][bRh5->a8]0-0-0 Kf1-e1-d2   2.Rd8-h8-e8 Bf5-f1-a6 #",
            "  1.[bKf6->e8][bRh5->a8]0-0-0 Kf1-e1-d1   2.Rd8-h8-e8 Bf5-f1-a6 #",
            "  1.[bKf6->e8][bRh5->a8]0-0-0 Rh1*g1   2.Rd8-h8-e8 Rg1-a1-a8 #",
            "  1.[bKf6->e8][bRh5->a8]0-0-0 Rh1*g1   2.Rd8-h8-e8 Rg1-a1-c1 #",
            "  1.[bKf6->e8][bRh5->a8]0-0-0 Rh1-h2   2.Rd8-h8-e8 Rh2-a1-a8 #",
        ],
    );
}

/// AntiMarsCirce: a pawn's double step from its rebirth square gives the
/// en-passant right on the square it passes (Popeye's EXAMPLES/antimars.inp,
/// problem 1).
#[test]
fn anti_mars_circe_en_passant() {
    check(
        r#"begin
stip h#1
fors 4K3/k7/8/2P5/S7/1p6/16
cond antimarscirce
endproblem
"#,
        &["  1.b3-b7-b5 c5*b6 ep. #", "  1.b3-b7-b6 c5*b6 #"],
    );
}

/// AntiMarsCirce in help-self play: the rook moves from its rebirth square
/// (W. Lindenthal, Popeye's issue 489; REGRESSIONS/4_89_to_4_91.inp,
/// problem 26).
#[test]
fn anti_mars_circe_helpself() {
    check(
        r#"begin
stip hs#2.5
cond antimarscirce
piec Whit Kc8 Rh5 blac Ka6 Se8 Sh1 Re1 Rh6
endproblem
"#,
        &["  1...Sh1-g8-f6   2.Rh5-h1-f1 Rh6-h8-g8   3.Rf1*f6 + Se8*f6 #"],
    );
}

/// Circe and AntiCirce Super together: the capturer is reborn on the square
/// chosen, then the victim on its Circe square, here the capture square
/// just left (S. Emmerson; Popeye's EXAMPLES/antisup.inp, problem 3).
#[test]
fn circe_and_anticirce_super() {
    check(
        r#"begin
auth S.Emmerson
fors k1K5/p7/1P6/40
opt set
cond antisup circe
stip h=1
endproblem
"#,
        &[
            "  1...b6*a7[wPa7->a6][+bPa7] =",
            "  1.a7*b6[bPb6->a3][+wPb2] b2*a3[wPa3->a6][+bPa7] =",
        ],
    );
}

/// Circe and AntiCirce with their Chameleon sequences: the capturer changes
/// kind by the AntiCirce sequence, the victim by the Circe one (Popeye's
/// TESTS/circe.inp, problem 25).
#[test]
fn circe_and_anticirce_chameleon() {
    check(
        r#"begin
pieces white sc3 black sd5
stip x1
condition circe chameleon s q r b s
          anticirce chameleon s r q b s
option nowk nobk
endproblem
"#,
        &["   1.Sc3*d5[wSd5->Rh1][+bQd8] x !"],
    );
}

/// Circe and AntiCirce with Maximummer and ChecklessChess: the king reborn
/// on its home square by AntiCirce castles with the rook Circe put back on
/// its corner (B. Schwarzkopf; Popeye's REGRESSIONS/4_83_to_4_85.inp,
/// problem 9).
#[test]
fn circe_and_anticirce_castling_after_rebirths() {
    check(
        r#"begin
author Bernd Schwarzkopf
pieces white Kc8 pb6 black Ka8 pa7
stipulation h007
condition Circe AntiCirce blackmaximummer ChecklessChess
endproblem
"#,
        &["  1.a7-a5 Kc8-c7   2.a5-a4 Kc7-c6   3.Ka8-b8 b6-b7   4.Kb8-a7 b7-b8=R   5.Ka7*b8[bKb8->e8][+wRa1] Kc6-b5   6.Ke8-f7 Kb5*a4[wKa4->e1][+bPa7]   7.a7-a5 0-0-0"],
    );
}

/// AntiCirce: a king reborn on its home square may castle with a rook that
/// stood on its corner since the diagram, or was reborn there; also after
/// a Calvet capture on the home square (positions made to show it, with
/// Popeye 4.104's solutions).
#[test]
fn anticirce_king_reborn_home_regains_castling() {
    let run = |pieces: &str, stip: &str, expected: &[&str]| {
        check(
            &format!("begin\nstip {stip}\ncond anticirce\npieces {pieces}\nendproblem\n"),
            expected,
        )
    };
    run(
        "white kd2 ra1 rh1 black kh6 pc3",
        "ser-002",
        &[
            "  1.Kd2*c3[wKc3->e1]   2.0-0-0 +",
            "  1.Kd2*c3[wKc3->e1]   2.0-0",
        ],
    );
    run(
        "white kd2 ra1 black kh8 be1",
        "ser-002",
        &["  1.Kd2*e1[wKe1->e1]   2.0-0-0"],
    );
    run(
        "white kd2 rb3 black kh6 pc3 pb2",
        "ser-003",
        &["  1.Kd2*c3[wKc3->e1]   2.Rb3*b2[wRb2->a1]   3.0-0-0"],
    );
}

/// Isardam against Isardam RexInclusive: the king may not approach the
/// other king when the kings count (Popeye's REGRESSIONS/4_67_to_4_69.inp,
/// problem 1).
#[test]
fn isardam_rex_inclusive() {
    let input = |condition: &str| {
        format!(
            "begin\npieces white kh1 bh5 black kf3 bd1\ncondition {condition}\nstipulation zg21\nendproblem\n"
        )
    };
    check(&input("isardam"), &["   1.Kh1-g2 + z !"]);
    check(&input("isardam rexincl"), &[]);
}

/// Sentinelles with option KeepMatingPiece: the white king leaves a pawn
/// behind, but the mate by that pawn alone is no solution (Popeye's
/// REGRESSIONS/4_51_to_4_53.inp, problem 28).
#[test]
fn sentinelles_keep_mating_piece() {
    check(
        r#"begin
pieces white kb2 pa5
       black ka4 pb4b6b7
stip h#2
condition sentinelles
option keep
endproblem
"#,
        &[],
    );
}

/// Sentinelles PionAdvers with maxima, Equipollents Circe and a neutral
/// king: the sentinel appears after the rebirth, so that the maximum is
/// counted with the reborn pawn (Popeye's REGRESSIONS/4_61_to_4_63.inp,
/// problem 11).
#[test]
fn sentinelles_pion_advers_maxima_after_rebirth() {
    check(
        r#"begin
stip h#2
pieces
neutral kd5 white pc3c6 black pc4
condition EquipollentsCirce
          Sentinelles PionAdvers MaximumWhite 2 MaximumBlack 2
endproblem
"#,
        &["  1.nKd5*c6[+wPb7] b7-b8=R   2.nKc6-c7[+wPc6] nKc7-c8[+bPc7] #"],
    );
}

/// Circe Strict with AntiCirce: Strict is tested when the victim is reborn,
/// after the capturer took the square; ImmunChess before the move (Popeye's
/// TESTS/circe.inp, problem 18).
#[test]
fn circe_strict_with_anticirce() {
    let input = |condition: &str| {
        format!(
            "begin\npieces black ga7 white ra8\nstip x1\noption nowk nobk\ncondition {condition}\nendproblem\n"
        )
    };
    check(&input("anticirce circe strict"), &[]);
    check(
        &input("anticirce circe immunchess"),
        &["   1.Ra8*a7[wRa7->a1] x !"],
    );
}

/// KoeKo with a knight's neighbourhood (S-KoeKo): the king's key keeps a
/// knight's leap from the pawn (S. Emmerson; Popeye's EXAMPLES/koekonei.inp).
#[test]
fn knight_koeko_emmerson() {
    check(
        r#"begin
auth S.Emmerson
pie wh kc8 pb6
pie bl ka8 pa7
stip =2
cond koeko nei s
opt var
end
"#,
        &[
            "   1.Kc8-c7 ! zugzwang.",
            "      1...a7-a6",
            "          2.Kc7-c8 =",
            "      1...a7*b6",
            "          2.Kc7*b6 =",
        ],
    );
}

/// Circe Parrain after a castling: Popeye 4.104 displaces by nothing after
/// 0-0 (the piece would be reborn on its capturer's square: it is lost)
/// and by one file towards the h-file after 0-0-0 (Popeye's
/// REGRESSIONS/4_61_to_4_63.inp, problem 1, "versions <= 4.61 didn't
/// support castling in Circe Parrain").
#[test]
fn circe_parrain_after_castling_popeye_regression() {
    check(
        r#"begin
pieces white ke1 rb2 be5 black bc1
stip h002
cond parrain
end
"#,
        &["  1.Bc1*b2 Be5-d4[+wRa1]   2.Bb2*d4 0-0-0[+wBe4]"],
    );
}

/// Circe Parrain: a piece lost to a castling stays lost, the move after
/// the castling has nothing to reborn (a position made to show it;
/// Popeye 4.104 gives the same 5229 lines).
#[test]
fn circe_parrain_nothing_waits_after_a_castling() {
    let lines = common::solution(
        r#"begin
pieces white ke1 rh1 ra1 sb2 black kg8 rb7
stip hza32
cond parrain
end
"#,
    );
    assert_eq!(lines.len(), 5229);
    assert!(lines.contains(&"  1.Rb7*b2 0-0-0[+wSc2]   2.Rb2-a2 Sc2-a3 z".to_string()));
    assert!(lines.contains(&"  1.Rb7*b2 0-0   2.Rb2-b1 Ra1-a3 z".to_string()));
    assert!(!lines
        .iter()
        .any(|l| l.starts_with("  1.Rb7*b2 0-0   ") && l.contains("[+wS")));
}

/// AntiCirce Parrain after a castling: the waiting capturer is displaced
/// by Popeye's castling vector (none after 0-0, one file towards the
/// h-file after 0-0-0, where it would check the king here); a castling
/// captures nothing, so nothing waits after it (a position made to show
/// it, with Popeye 4.104's 25 lines).
#[test]
fn anticirce_parrain_after_castling() {
    let lines = common::solution(
        r#"begin
pieces white ke1 rh1 ra1 sb2 black kg8 rb7
stip h001
cond anticirce parrain
end
"#,
    );
    assert_eq!(lines.len(), 25, "{}", lines.join("\n"));
    assert!(lines.contains(&"  1.Rb7*b2 0-0[bRb2->b2]".to_string()));
    assert!(!lines.iter().any(|l| l.contains("0-0-0[bRb2->c2]")));
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

/// Madrasi beside MarsCirce: the black bishop paralyses the white one
/// from its rebirth square f8 (by e7 and d6); the rook on d6 cuts that
/// line, and the white bishop checks from its own rebirth square c1
/// (V. Crisan, MatPlus.Net 5.9.2010; the twin of Popeye's
/// REGRESSIONS/4_63_to_4_65.inp whose plain Madrasi solution is
/// 1.Rc6-b6+).
#[test]
fn madrasi_mars_circe_crisan() {
    check(
        r#"begin
author Vlaicu Crisan
origin MatPlus.Net 5.9.2010
pieces white ke6 rc6 bc5 black ke3 ba7
stip +1
condition madrasi marscirce
end
"#,
        &["   1.Rc6-d6 + !"],
    );
}
