//! Piece attributes: chameleon, uncapturable and magic pieces.

use crate::common::check;
use nightrider::problem::Problem;
use nightrider::{solve, SolveOptions};
use nightrider_notation::popeye::parse_input;

/// Chameleon pieces where Popeye's rules go beyond ours are refused, naming
/// what is missing: AntiCirce (the change decides the rebirth square).
#[test]
fn chameleon_pieces_beyond_the_implemented_rules_are_refused() {
    let input = "begin\npieces white kh1 white chameleon bd1 black kb6 rc4\nstipulation ~1\ncondition anticirce\nend\n";
    let parsed = parse_input(input);
    let problem = Problem::from_syntax(&parsed.problems[0]).expect("the problem builds");
    let err = solve(&problem, &SolveOptions::default(), |_, _, _| {}).expect_err("refused");
    assert!(
        err.to_string().contains("chameleon pieces with AntiCirce"),
        "{err}"
    );
}

/// Uncapturable pieces: not even en passant (Popeye's
/// REGRESSIONS/4_73_to_4_75, problem 3: without the rule 1.e7-e5 d5*e6 ep.
/// would be a second solution).
#[test]
fn uncapturable_pawn_is_not_taken_en_passant() {
    check(
        r#"begin
pieces whit Ka6 Bh2 Se4 Pd5 Ra8
blac Kc7 Pc6
blac Uncapturable Pe7
stip h#1
endproblem
"#,
        &["  1.Kc7-d7 Se4-c5 #"],
    );
}

/// A chameleon pawn promotes once, into chameleon pieces that do not change
/// again on that move (Popeye's REGRESSIONS/4_63_to_4_65, problem 41).
#[test]
fn chameleon_pawn_promotes_into_chameleons() {
    check(
        r#"begin
pieces white cham pb7
stip ~1
option nowk nobk
endproblem
"#,
        &[
            "   1.cPb7-b8=cQ !",
            "   1.cPb7-b8=cS !",
            "   1.cPb7-b8=cR !",
            "   1.cPb7-b8=cB !",
        ],
    );
}

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

/// Beside chameleon pieces an ordinary pawn may promote into a chameleon
/// too (`=Q=c`), a chameleon pawn only into chameleons (hand-made
/// positions, Popeye 4.104's moves).
#[test]
fn pawns_promote_into_chameleons_beside_chameleon_pieces() {
    check(
        r#"begin
pieces white ke1 pb7 black ka4 black chameleon sh1
stipulation ~1
end
"#,
        &[
            "   1.Ke1-d1 !",
            "   1.Ke1-f1 !",
            "   1.Ke1-d2 !",
            "   1.Ke1-e2 !",
            "   1.b7-b8=Q !",
            "   1.b7-b8=Q=c !",
            "   1.b7-b8=S !",
            "   1.b7-b8=S=c !",
            "   1.b7-b8=R !",
            "   1.b7-b8=R=c !",
            "   1.b7-b8=B !",
            "   1.b7-b8=B=c !",
        ],
    );
}

/// Series play with a chameleon piece on a1: Black's passes move nothing,
/// so the knight stays a knight and guards b3; the rook promoted as a
/// chameleon mates as a queen (hand-made position, Popeye 4.104's
/// solution). Black's pass used to change the piece on a1, the square
/// the null move names, and both mates were lost.
#[test]
fn series_passes_leave_the_piece_on_a1_alone() {
    check(
        r#"begin
pieces white ke1 pb7 white chameleon sa1 black ka4 pa5
stipulation ser-#2
end
"#,
        &["  1.b7-b8=Q   2.Qb8-b3 #", "  1.b7-b8=R=c   2.cRb8-b3=cQ #"],
    );
}
