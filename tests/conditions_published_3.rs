//! Problems under the fairy conditions and piece attributes added for
//! issue 5's third part (magic pieces, DangerCirce, ExclusiveChess), with
//! their known solutions: from Popeye's test collection, the published
//! ones naming their source. The solution lines must come out exactly (in
//! any order).

mod common;

use common::check;

/// Magic pieces: set play and four mating promotions of a magic pawn, each changing different colours (R. Aschwanden, Springaren 2001, 1st prize; Popeye's EXAMPLES/magicpieces.inp, problem 1).
#[test]
fn magic_pieces_aschwanden() {
    check(
        r#"begin
stip #2
auth Reto Aschwanden
orig Springaren 2001
opt set var
pie wh kh2 sh1 ra2 bc5 rh4
pie wh mag ba8 pb7 sf6 qh6
pie bl kf3 sg3f7 bb1 pe3h5
pie bl mag pe2e6 sg1
endproblem
"#,
        &[
            "      1...mPe2-e1=mQ[b1=w][e3=w][g3=w]",
            "          2.mPb7-b8=mS #",
            "      1...mPe2-e1=mS",
            "          2.mPb7-b8=mQ[b1=w][g3=w] #",
            "      1...mPe2-e1=mR[b1=w][e3=w]",
            "          2.mPb7-b8=mB[g3=w] #",
            "      1...mPe2-e1=mB[g3=w]",
            "          2.mPb7-b8=mR[b1=w] #",
            "      1...Sg3*h1",
            "          2.mPb7-b8=mQ[b1=w] #",
            "          2.mPb7-b8=mR[b1=w] #",
            "      1...Sf7-e5",
            "          2.mSf6-d7[c5=b][e5=w] #",
            "   1.mQh6-g7[g3=w][f7=w] ! threat:",
            "          2.Sf7-e5 #",
            "      1...mPe2-e1=mQ[b1=w][e3=w][g3=b]",
            "          2.mPb7-b8=mB[g3=w] #",
            "      1...mPe2-e1=mS",
            "          2.mPb7-b8=mR[b1=w] #",
            "      1...mPe2-e1=mR[b1=w][e3=w]",
            "          2.mPb7-b8=mS #",
            "      1...mPe2-e1=mB[g3=b]",
            "          2.mPb7-b8=mQ[b1=w][g3=w] #",
            "   1.mQh6-g6[b1=w][g3=w][h5=w][f7=w] ! threat:",
            "          2.Sf7-e5 #",
            "      1...mPe2-e1=mQ[b1=b][e3=w][g3=b]",
            "          2.mPb7-b8=mQ[b1=w][g3=w] #",
            "      1...mPe2-e1=mS",
            "          2.mPb7-b8=mS #",
            "      1...mPe2-e1=mR[b1=b][e3=w]",
            "          2.mPb7-b8=mR[b1=w] #",
            "      1...mPe2-e1=mB[g3=b]",
            "          2.mPb7-b8=mB[g3=w] #",
            "   1.mQh6-h7[b1=w][f7=w] ! threat:",
            "          2.Sf7-e5 #",
            "      1...mPe2-e1=mQ[b1=b][e3=w][g3=w]",
            "          2.mPb7-b8=mR[b1=w] #",
            "      1...mPe2-e1=mS",
            "          2.mPb7-b8=mB[g3=w] #",
            "      1...mPe2-e1=mR[b1=b][e3=w]",
            "          2.mPb7-b8=mQ[b1=w][g3=w] #",
            "      1...mPe2-e1=mB[g3=w]",
            "          2.mPb7-b8=mS #",
            "      1...Sg3*h1",
            "          2.mPb7-b8=mS #",
            "          2.mPb7-b8=mB #",
        ],
    );
}

/// Magic pieces, magic lions among them: tries and variations (P. Gvozdjak & R. Aschwanden, Probleemblad 2003; Popeye's EXAMPLES/magicpieces.inp, problem 4).
#[test]
fn magic_lions_gvozdjak_aschwanden() {
    check(
        r#"begin
stip #2
auth Peter Gvozdjak
auth Reto Aschwanden
orig Probleemblad 2003
opt try var
pie wh Pc6 Pf6 Sg6 LIa5 Kd2 
pie bl pf7 sb6 se6 pb5 ph5 ph4 pa3 bh2 bd1 
pie wh mag Ra8 Bf8 LIb7 Pe7 LIc2 LIg2 
pie bl mag pc7 lia4 kb4 lib3 lih3 pa2
endproblem
"#,
        &[
            "   1.mLIc2-e2[d1=w][h2=w] ? threat:",
            "          2.mPe7-e8=mR[e6=w][f7=w] #",
            "      1...mLIh3-c8[c6=b]",
            "          2.mPe7-e8=mQ[c6=w][e6=w] #",
            "      1...mLIh3-h1[h4=w][c6=b]",
            "          2.mPe7-e8=mQ[c6=w][e6=w] #",
            "      1...mLIa4-g4[d1=b][h5=w][e6=w][g6=b]",
            "          2.mPe7-e8=mLI[b5=w][g6=w][f7=w] #",
            "      1...mLIa4-e4[c6=b][e6=w]",
            "          2.mPe7-e8=mB[c6=w] #",
            "      1...mLIa4-c4[b5=w][e6=w][f7=w]",
            "          2.mPe7-e8=mS[f6=b][f7=b] #",
            "      1...Se6-g5[g6=b]",
            "          2.mPe7-e8=mLI[b5=w][g6=w][f7=w] #",
            "      1...Se6*f8",
            "          2.mPe7*f8=mQ #",
            "          2.mPe7*f8=mB[f7=w] #",
            "    but",
            "      1...Se6-c5[c5=w] !",
            "   1.mLIg2-g8[h2=w][e6=w] ! threat:",
            "          2.mPe7-e8=mS[f6=b][f7=w] #",
            "      1...Bd1-g4[e6=b]",
            "          2.mPe7-e8=mR[e6=w][f7=w] #",
            "      1...mLIh3-c8[c6=b]",
            "          2.mPe7-e8=mB[c6=w] #",
            "      1...mLIa4-g4[e6=b]",
            "          2.mPe7-e8=mR[e6=w][f7=w] #",
            "      1...mLIa4-e4[g6=b]",
            "          2.mPe7-e8=mLI[b5=w][g6=w][f7=w] #",
            "      1...mLIa4-c4[c6=b][e6=b][f7=w]",
            "          2.mPe7-e8=mQ[c6=w][e6=w] #",
            "   1.LIa5-c3[c3=b][c6=b] ? threat:",
            "          2.mRa8*a4[a3=w] #",
            "    but",
            "      1...Bd1*c2 !",
            "   1.mPe7-e8=mR[e6=w][f7=w] + ?",
            "    but",
            "      1...Bh2-d6 !",
        ],
    );
}

/// DangerCirce: two helpmates, each with a piece in danger going home (T. Giakatis & K. Prentos, Gentilly 2024, 3rd HM; Popeye's EXAMPLES/danger_circe.inp, problem 3).
#[test]
fn danger_circe_giakatis_prentos() {
    check(
        r#"begin
author Th. Giakatis & Kostas Prentos
origin Gentilly 2024, 3rd HM
pieces white ka2 rb5d2 bb3 pf3 black kh3 rd7g6 bd6h7 pb6e3h4
stipulation h#2
condition dangercirce
endproblem
"#,
        &[
            "  1.Bd6-g3 Rb5-e5   2.Rd7-d3 Bb3-f1 #",
            "  1.Rg6-g3 Bb3-f7   2.Bh7-d3 Rb5-h1 #",
        ],
    );
}

/// DangerCirce: tries and variations; a pawn in danger captures on its rebirth square (`1...e4*e7`), and a king capturing there is two refutations, so `1.Qf8-d8 +` is a try but not `1.Qf8-e8 +` (J. Rotenberg, Gentilly 2024, 2nd HM; Popeye's EXAMPLES/danger_circe.inp, problem 9).
#[test]
fn danger_circe_rotenberg() {
    check(
        r#"begin
author Jacques Rotenberg
origin Gentilly 2024, 2nd HM
pieces white kb7 qf8 ra2 ba3 sd3 pb2d6e3f5 black kd7 bc2 sa6b8 pe4f6
stipulation #2
condition dangercirce
option try vari
endproblem
"#,
        &[
            "   1.b2-b3 ? zugzwang.",
            "      1...Bc2-b1",
            "          2.Qf8-c8 #",
            "      1...Bc2-d1",
            "          2.Qf8-c8 #",
            "      1...Bc2*d3",
            "          2.Qf8-c8 #",
            "      1...Bc2*b3",
            "          2.Qf8-c8 #",
            "      1...Bc2-c8 +",
            "          2.Qf8*c8 #",
            "      1...e4*d3",
            "          2.Qf8-e7 #",
            "      1...Sa6-b4",
            "          2.Sd3-c5 #",
            "      1...Sa6-c5 +",
            "          2.Sd3*c5 #",
            "      1...Sa6-c7",
            "          2.Sd3-c5 #",
            "      1...Sa6-g8",
            "          2.Sd3-c5 #",
            "      1...f6-f7",
            "          2.Sd3-e5 #",
            "    but",
            "      1...Sb8-c6 !",
            "   1.Ba3-c5 ? threat:",
            "          2.Qf8-c8 #",
            "      1...Sa6*c5 +",
            "          2.Sd3*c5 #",
            "    but",
            "      1...Bc2-a4 !",
            "   1.Ba3-b4 ? zugzwang.",
            "      1...Bc2-b1",
            "          2.Qf8-c8 #",
            "      1...Bc2-d1",
            "          2.Qf8-c8 #",
            "      1...Bc2*d3",
            "          2.Qf8-c8 #",
            "      1...Bc2-b3",
            "          2.Qf8-c8 #",
            "      1...e4*d3",
            "          2.Qf8-e7 #",
            "      1...Sa6*b4",
            "          2.Sd3-c5 #",
            "      1...Sa6-c5 +",
            "          2.Sd3*c5 #",
            "      1...Sa6-c7",
            "          2.Sd3-c5 #",
            "          2.Qf8-c8 #",
            "      1...Sa6-g8",
            "          2.Sd3-c5 #",
            "      1...f6-f7",
            "          2.Sd3-e5 #",
            "      1...Sb8-c6",
            "          2.Qf8-c8 #",
            "    but",
            "      1...Bc2-a4 !",
            "   1.Sd3-e5 + ?",
            "    but",
            "      1...f6*e5 !",
            "   1.Sd3-c5 + ?",
            "    but",
            "      1...Sa6*c5 + !",
            "   1.d6-d2 ! zugzwang.",
            "      1...Bc2-b1",
            "          2.Qf8-c8 #",
            "      1...Bc2-d1",
            "          2.Qf8-c8 #",
            "      1...Bc2*d3",
            "          2.Qf8-c8 #",
            "      1...Bc2-a4",
            "          2.Qf8-c8 #",
            "      1...Bc2-b3",
            "          2.Qf8-c8 #",
            "      1...e4*d3",
            "          2.Qf8-e7 #",
            "      1...Sa6-b4",
            "          2.Sd3-c5 #",
            "      1...Sa6-c5 +",
            "          2.Sd3*c5 #",
            "      1...Sa6-c7",
            "          2.Sd3-c5 #",
            "          2.Qf8-c8 #",
            "      1...Sa6-g8",
            "          2.Sd3-c5 #",
            "      1...f6-f7",
            "          2.Sd3-e5 #",
            "      1...Sb8-c6",
            "          2.Qf8-c8 #",
            "   1.Qf8-e7 + ?",
            "    but",
            "      1...e4*e7 !",
            "   1.Qf8-c8 + ?",
            "    but",
            "      1...Bc2*c8 + !",
            "   1.Qf8-d8 + ?",
            "    but",
            "      1...Kd7*d8 !",
        ],
    );
}

/// ExclusiveChess under Circe and ImmunChess RexInclusive: the only
/// mating move is legal (Popeye's TESTS/exclusive.inp, problem 1).
#[test]
fn exclusive_chess_single_mate_is_legal() {
    check(
        r#"begin
pieces white ke5 qa1 rf2 pc2
       black ke3 qa7 rf6 pc6g7
stipulation #1
condition circe immunchess rexincl Exclusiv
endproblem
"#,
        &["   1.Qa1-e1 # !"],
    );
}

/// ExclusiveChess: with the queen on d1, two moves would mate, so
/// neither is legal and there is no solution (Popeye's
/// TESTS/exclusive.inp, problem 3).
#[test]
fn exclusive_chess_two_mates_are_illegal() {
    check(
        r#"begin
pieces white ke5 qd1 rf2 pc2
       black ke3 qa7 rf6 pc6g7
stipulation #1
condition circe immunchess rexincl Exclusiv
endproblem
"#,
        &[],
    );
}
