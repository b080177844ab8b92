//! Problems under fairy conditions with their known solutions (from
//! Popeye's test collection; the published ones name their source), solved
//! end to end through the input language: the solution lines must come out
//! exactly (in any order). `scripts/conformance` compares the whole corpus;
//! these keep one problem per condition in `cargo test`.

mod common;

use common::{check, solution};
use nightrider::problem::Problem;
use nightrider::{solve, SolveOptions};
use nightrider_notation::popeye::parse_input;

/// Lortap (F.H. von Meyenfeldt, Probleemblad 1989).
#[test]
fn lortap_f_h_von_meyenfeldt_probleemblad_1989() {
    check(
        r#"beg
auth FH von Meyenfeldt
orig Probleemblad 1989
stip #2
opt var
cond lortap
pie wh Kb5 Be3 Sd7d1 Pd6f5g3c2
blac Kd4 Sa1 Pf6h6d5e4g4
endproblem
"#,
        &[
            "   1.Sd7-e5 ! zugzwang.",
            "      1...Sa1*c2",
            "          2.Kb5-c5 #",
            "      1...Sa1-b3",
            "          2.Sd1-c3 #",
            "      1...Kd4*e5",
            "          2.Be3-d4 #",
            "      1...f6*e5",
            "          2.Kb5-c4 #",
            "      1...h6-h5",
            "          2.Se5-f3 #",
        ],
    );
}

/// UltraPatrol (S. Emmerson).
#[test]
fn ultrapatrol_s_emmerson() {
    check(
        r#"beg
auth S.Emmerson
orig Unpublished
fors 32/5S1P/7S/k7/8
stip ser-#13
cond ultrap
end
"#,
        &[
            "  1.Sh3-g5   2.Sg5-e6   3.Sf4-g6   4.h4-h5   5.Sg6-f8   6.Se6-g7   7.h5-h6   8.Sg7-f5   9.h6-h7   10.h7-h8=Q   11.Sf8-g6   12.Qh8-g8   13.Sg6-e7 #"
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

/// Bichrome and Monochrome castling (B. Schwarzkopf).
#[test]
fn bichrome_and_monochrome_castling_b_schwarzkopf() {
    check(
        r#"beginproblem
author Bernd Schwarzkopf
pieces white Ke1 ra1h1 black Ke8
stipulation 001
condition Bichrom
twin condition Monochrom
endproblem
"#,
        &["   1.0-0 !"],
    );
}

/// Madrasi with a neutral rook.
#[test]
fn madrasi_with_a_neutral_rook() {
    check(
        r#"begin
pieces white kh3 rb8
       black kh1
       neutral ra7
stipulation #1
condition madrasi
endproblem
"#,
        &[],
    );
}

/// Circe RexInclusive and KoeKo.
#[test]
fn circe_rexinclusive_and_koeko() {
    check(
        r#"begin
pieces white caa6 black kd7
stipulation ~1
option nowk
condition circe rexincl koeko
endproblem
"#,
        &["   1.CAa6*d7[+bKe8] !"],
    );
}

/// AntiCirce.
#[test]
fn anticirce() {
    check(
        r#"BeginProblem
Stipulation s#1
Condition AntiCirce

Pieces
White Sg7 Ke6 Pd5 Pe5 Bg4 Sh4 Qe3 Ph2
Black Pe7 Kh3 Bd1 Rf1
Option Try Variation NoBoard
EndProblem
"#,
        &[
            "   1.Qe3-b3 ?",
            "      1...Bd1*b3[bBb3->c8] #",
            "    but",
            "      1...Bd1-f3 !",
            "   1.Qe3-c3 ?",
            "    but",
            "      1...Bd1-f3 !",
            "   1.Qe3-d3 ?",
            "    but",
            "      1...Bd1-f3 !",
            "   1.Qe3-f3 !",
            "      1...Bd1*f3[bBf3->c8] #",
            "   1.Sg7-e8 ?",
            "    but",
            "      1...Bd1-f3 !",
        ],
    );
}

/// Isardam.
#[test]
fn isardam() {
    check(
        r#"begin
pieces white pe4g6 black ke6 bd5 pc7g7
stip h+1
condition isardam
option nowk
endproblem
"#,
        &["  1.c7-c5 e4*d5 +"],
    );
}

/// ImmunChess.
#[test]
fn immunchess() {
    check(
        r#"begin
stip #1
cond immunchess
forsyth K2.kl1.Kl2/B2.al3.kl/P4p2/rp6/p3p1s1/.Kl1p1.bmPs1/2QPk3/.RN2.Kl1b2/
endproblem
"#,
        &["   1.d2*e3 # !"],
    );
}

/// GridChess.
#[test]
fn gridchess() {
    check(
        r#"BeginProblem
stip h#1
cond grid
pie wh ka7 qh8 bd4 ba2
    blac qd1 kd2 rd3 pc2b4c5
endproblem
"#,
        &["  1.Kd2-c3 Bd4-e3 #"],
    );
}

/// AnnanChess.
#[test]
fn annanchess() {
    check(
        r#"BeginProblem
stip h#1
cond annan
pie wh ka1 blac kc1
endproblem
"#,
        &[],
    );
}

/// Patrouille.
#[test]
fn patrouille() {
    check(
        r#"BeginProblem
stip x1
pie wh ba3
pie bl pb4
pie neut pb2
cond patr
opt nowk nobk
endproblem
"#,
        &["   1.Ba3*b2 x !", "   1.Ba3*b4 x !"],
    );
}

/// ChecklessChess.
#[test]
fn checklesschess() {
    check(
        r#"begin
pieces white pb3 black Kd5 pc4
stipulation x1
condition ChecklessChess
option nowk
endproblem
"#,
        &[],
    );
}

/// WhiteMaximummer.
#[test]
fn whitemaximummer() {
    check(
        r#"begin
pieces white ke1 rh1 ph4
stip 001
cond whitemaxi
option nobk
endproblem
"#,
        &["   1.0-0 !"],
    );
}

/// MonochromChess.
#[test]
fn monochromchess() {
    check(
        r#"begin
pieces white ke1 ra1
stip ~1
cond monochr
option nobk
endproblem
"#,
        &[
            "   1.Ra1-c1 !",
            "   1.Ra1-a3 !",
            "   1.Ra1-a5 !",
            "   1.Ra1-a7 !",
            "   1.Ke1-d2 !",
            "   1.Ke1-f2 !",
        ],
    );
}

/// File Circe RexInclusive.
#[test]
fn file_circe_rexinclusive() {
    check(
        r#"begin
Pieces      White Rh3 
            Black Rb5 Sb4b8
            Neutral Ka4 
Stipulation H#0.5
Condition   FileCirce RexInclusiv
twin add white sa8
endproblem
"#,
        &["  1...Rh3-a3 #"],
    );
}

/// FaceToFace: a piece with an opposing piece in front of it moves as that piece. (Popeye's EXAMPLES/facetoface.inp, problem 2.)
#[test]
fn facetoface() {
    check(
        r#"begin
author Tadashi Wakashima
origin Face to face Batumi Ty announcement 2013
pieces white kh3 pd2e3 black kd5 ra3 be4 sf5
stip h#1
condition FaceToFace
endproblem
"#,
        &["  1.Sf5*e3 d2-d4 #", "  1.Sf5-g3 e3-d4 #"],
    );
}

/// BackToBack: a piece moves as the opposing piece directly behind it. (Popeye's EXAMPLES/facetoface.inp, problem 5.)
#[test]
fn backtoback() {
    check(
        r#"begin
pieces white bd5 black rd4
stip ~1
condition BackToBack
option nowk nobk duplex
endproblem
"#,
        &[
            "   1.Bd5*d4 !",
            "   1.Bd5-a5 !",
            "   1.Bd5-b5 !",
            "   1.Bd5-c5 !",
            "   1.Bd5-d8 !",
            "   1.Bd5-d7 !",
            "   1.Bd5-d6 !",
            "   1.Bd5-h5 !",
            "   1.Bd5-g5 !",
            "   1.Bd5-f5 !",
            "   1.Bd5-e5 !",
            "   1.Rd4-a1 !",
            "   1.Rd4-b2 !",
            "   1.Rd4-c3 !",
            "   1.Rd4-g1 !",
            "   1.Rd4-f2 !",
            "   1.Rd4-e3 !",
            "   1.Rd4-h8 !",
            "   1.Rd4-g7 !",
            "   1.Rd4-f6 !",
            "   1.Rd4-e5 !",
            "   1.Rd4-a7 !",
            "   1.Rd4-b6 !",
            "   1.Rd4-c5 !",
        ],
    );
}

/// CheekToCheek: a piece moves as the opposing pieces beside it. (Popeye's EXAMPLES/facetoface.inp, problem 6.)
#[test]
fn cheektocheek() {
    check(
        r#"begin
pieces white sd5 black pe7
stip hep1
condition cheektocheek
option nowk nobk
endproblem
"#,
        &["  1.e7-e5 Sd5*e6 ep."],
    );
}

/// EiffelChess (paralysis by the next kind in Q R B S P), with a twin. (Popeye's REGRESSIONS/4_61_to_4_63.inp, problem 7.)
#[test]
fn eiffelchess() {
    check(
        r#"begin
title bug in Eiffel Chess with neutral pieces; the cook wasn't found and
title checks were indicated after Black's 3rd moves
Author Lev Grolman & Oleg Rabinovich
Origin F1006 StrateGems 52 October 2010
Pieces
White Ke7
Black Kh7 Qg6 Be8
Neutral Rg8
Stipulation H#3
Condition EiffelChess
Twin Move e8 h8
endproblem
"#,
        &[
            "  1.nRg8-f8 nRf8-f5   2.Be8-f7 nRf5-h5 +   3.Qg6-g5 Ke7*f7 #",
            "  1.Kh7-h6 Ke7-e6   2.Bh8-f6 nRg8-h8   3.Qg6-g8 Ke6*f6 #",
            "  1.Bh8-f6 + Ke7-e6   2.Kh7-h6 nRg8-h8   3.Qg6-g8 Ke6*f6 #",
        ],
    );
}

/// MarsCirce: captures from the rebirth square. (Popeye's REGRESSIONS/4_61_to_4_63.inp, problem 6.)
#[test]
fn marscirce() {
    check(
        r#"begin
title all Popeye versions have wrongly detected a White check in the diagram
Author Unknown
Origin Unknown
Stipulation h=1
Condition MarsCirce
Pieces
White royal Pb7
Black royal Pe2
White Pd6
Black Pe4
endproblem
"#,
        &[],
    );
}

/// SuperCirce: the captured piece is reborn on any empty square of the capturer's choice. (Popeye's REGRESSIONS/4_63_to_4_65.inp, problem 31.)
#[test]
fn supercirce() {
    check(
        r#"begin
title 4.63 gave all captures h4*g3 as refutations
pieces white rh3 pg3 black ph4 sh8
stip zg22
condition supercirce
option try vari nowk nobk
endproblem
"#,
        &[
            "   1.Rh3-h2 ? threat:",
            "          2.Rh2-g2 z",
            "    but",
            "      1...h4*g3[+wPg2] !",
        ],
    );
}

/// CageCirce: the captured piece is reborn in a cage. (Popeye's REGRESSIONS/4_51_to_4_53.inp, problem 16.)
#[test]
fn cagecirce() {
    check(
        r#"begin
title no cage for black queen
condition cagecirce
pieces white ph2 black qg3
stip ~1
option nowk nobk
endproblem
"#,
        &["   1.h2-h4 !", "   1.h2-h3 !", "   1.h2*g3 !"],
    );
}

/// AntiSuperCirce Cheylan with `option intelligent`: Popeye refuses the
/// intelligent mode under AntiCirce and solves nothing, and so do we.
/// (Popeye's REGRESSIONS/4_79_to_4_81.inp, problem 10.)
#[test]
fn antisupercirce_cheylan() {
    let text = r#"beginproblem
title issue #71
option intelligent
stip h#2
pieces white ke1 black kg5
condition Antisupercirce Cheylan
end
"#;
    let parsed = parse_input(text);
    let problem = Problem::from_syntax(&parsed.problems[0]).expect("the problem builds");
    let result = solve(&problem, &SolveOptions::default(), |_, _, _| {});
    assert!(
        matches!(
            result,
            Err(nightrider::SolveError::IntelligentNotApplicable { twins_done: 0 })
        ),
        "{result:?}"
    );
    // without the option it is solved (no solution)
    assert!(solution(&text.replace("option intelligent\n", "")).is_empty());
}

/// AntiCirce Couscous: the capturer is reborn on the victim's rebirth square, a pawn promoting there. (Popeye's TESTS/anticirce.inp, problem 8.)
#[test]
fn anticirce_couscous() {
    check(
        r#"begin
pieces white pa3 black sb4
stip x1
condition anticirce couscous
option nowk nobk
endproblem
"#,
        &[
            "   1.a3*b4[wPb4->b8=Q] x !",
            "   1.a3*b4[wPb4->b8=S] x !",
            "   1.a3*b4[wPb4->b8=R] x !",
            "   1.a3*b4[wPb4->b8=B] x !",
        ],
    );
}

/// AntiCirce Diametral. (Popeye's TESTS/anticirce.inp, problem 9.)
#[test]
fn anticirce_diametral() {
    check(
        r#"begin
pieces white sb1 black pc3
stip x1
condition anticirce diametral
option nowk nobk
endproblem
"#,
        &["   1.Sb1*c3[wSc3->b8] x !"],
    );
}

/// AntiCirce Rank. (Popeye's TESTS/anticirce.inp, problem 10.)
#[test]
fn anticirce_rank() {
    check(
        r#"begin
pieces white sb1 black pc3
stip x1
condition anticirce rank
option nowk nobk
endproblem
"#,
        &["   1.Sb1*c3[wSc3->g3] x !"],
    );
}

/// AntiCirce Chameleon: the capturer is reborn as the next kind of the sequence. (Popeye's TESTS/anticirce.inp, problem 12.)
#[test]
fn anticirce_chameleon() {
    check(
        r#"begin
pieces white sb3 black sc5
stip x1
condition anticirce chameleon
option nowk nobk
endproblem
"#,
        &["   1.Sb3*c5[wSc5->Bc1] x !"],
    );
}

/// AntiCirce Super Relaxed. (Popeye's TESTS/anticirce.inp, problem 14.)
#[test]
fn anticirce_super_relaxed() {
    check(
        r#"begin
pieces white sa1 black pb3
stip x1
condition anticirce super relaxed
option nowk nobk
endproblem
"#,
        &[
            "   1.Sa1*b3 x !",
            "   1.Sa1*b3[wSb3->a1] x !",
            "   1.Sa1*b3[wSb3->b1] x !",
            "   1.Sa1*b3[wSb3->c1] x !",
            "   1.Sa1*b3[wSb3->d1] x !",
            "   1.Sa1*b3[wSb3->e1] x !",
            "   1.Sa1*b3[wSb3->f1] x !",
            "   1.Sa1*b3[wSb3->g1] x !",
            "   1.Sa1*b3[wSb3->h1] x !",
            "   1.Sa1*b3[wSb3->a2] x !",
            "   1.Sa1*b3[wSb3->b2] x !",
            "   1.Sa1*b3[wSb3->c2] x !",
            "   1.Sa1*b3[wSb3->d2] x !",
            "   1.Sa1*b3[wSb3->e2] x !",
            "   1.Sa1*b3[wSb3->f2] x !",
            "   1.Sa1*b3[wSb3->g2] x !",
            "   1.Sa1*b3[wSb3->h2] x !",
            "   1.Sa1*b3[wSb3->a3] x !",
            "   1.Sa1*b3[wSb3->b3] x !",
            "   1.Sa1*b3[wSb3->c3] x !",
            "   1.Sa1*b3[wSb3->d3] x !",
            "   1.Sa1*b3[wSb3->e3] x !",
            "   1.Sa1*b3[wSb3->f3] x !",
            "   1.Sa1*b3[wSb3->g3] x !",
            "   1.Sa1*b3[wSb3->h3] x !",
            "   1.Sa1*b3[wSb3->a4] x !",
            "   1.Sa1*b3[wSb3->b4] x !",
            "   1.Sa1*b3[wSb3->c4] x !",
            "   1.Sa1*b3[wSb3->d4] x !",
            "   1.Sa1*b3[wSb3->e4] x !",
            "   1.Sa1*b3[wSb3->f4] x !",
            "   1.Sa1*b3[wSb3->g4] x !",
            "   1.Sa1*b3[wSb3->h4] x !",
            "   1.Sa1*b3[wSb3->a5] x !",
            "   1.Sa1*b3[wSb3->b5] x !",
            "   1.Sa1*b3[wSb3->c5] x !",
            "   1.Sa1*b3[wSb3->d5] x !",
            "   1.Sa1*b3[wSb3->e5] x !",
            "   1.Sa1*b3[wSb3->f5] x !",
            "   1.Sa1*b3[wSb3->g5] x !",
            "   1.Sa1*b3[wSb3->h5] x !",
            "   1.Sa1*b3[wSb3->a6] x !",
            "   1.Sa1*b3[wSb3->b6] x !",
            "   1.Sa1*b3[wSb3->c6] x !",
            "   1.Sa1*b3[wSb3->d6] x !",
            "   1.Sa1*b3[wSb3->e6] x !",
            "   1.Sa1*b3[wSb3->f6] x !",
            "   1.Sa1*b3[wSb3->g6] x !",
            "   1.Sa1*b3[wSb3->h6] x !",
            "   1.Sa1*b3[wSb3->a7] x !",
            "   1.Sa1*b3[wSb3->b7] x !",
            "   1.Sa1*b3[wSb3->c7] x !",
            "   1.Sa1*b3[wSb3->d7] x !",
            "   1.Sa1*b3[wSb3->e7] x !",
            "   1.Sa1*b3[wSb3->f7] x !",
            "   1.Sa1*b3[wSb3->g7] x !",
            "   1.Sa1*b3[wSb3->h7] x !",
            "   1.Sa1*b3[wSb3->a8] x !",
            "   1.Sa1*b3[wSb3->b8] x !",
            "   1.Sa1*b3[wSb3->c8] x !",
            "   1.Sa1*b3[wSb3->d8] x !",
            "   1.Sa1*b3[wSb3->e8] x !",
            "   1.Sa1*b3[wSb3->f8] x !",
            "   1.Sa1*b3[wSb3->g8] x !",
            "   1.Sa1*b3[wSb3->h8] x !",
        ],
    );
}

/// Circe VerticalMirror RexInclusive. (Popeye's TESTS/circe.inp, problem 21.)
#[test]
fn circe_verticalmirror_rexinclusive() {
    check(
        r#"begin
pieces white qb2 black kb1 qa3 ra1a2 bb3c3 sc1c2
condition circe verticalmirror rexincl
stipulation x1
option nowk
endproblem
"#,
        &[
            "   1.Qb2*a1[+bRa8] x !",
            "   1.Qb2*c1[+bSg8] x !",
            "   1.Qb2*c3[+bBc8] x !",
            "   1.Qb2*a3[+bQe8] x !",
            "   1.Qb2*b1[+bKd8] x !",
            "   1.Qb2*a2[+bRh8] x !",
            "   1.Qb2*b3[+bBf8] x !",
            "   1.Qb2*c2[+bSb8] x !",
        ],
    );
}

/// Circe Chameleon, with the default sequence and with S Q R B S. (Popeye's TESTS/circe.inp, problem 22.)
#[test]
fn circe_chameleon_default_and_given_sequence() {
    check(
        r#"begin
pieces white pb3 black qa4 sc4
stip x1
option nowk nobk
condition circe chameleon
twin condition circe chameleon s q r b s
endproblem
"#,
        &[
            "   1.b3*c4[+bBc8] x !",
            "   1.b3*a4[+bSg8] x !",
            "   1.b3*c4[+bQd8] x !",
            "   1.b3*a4[+bRa8] x !",
        ],
    );
}

/// Isardam with SuperCirce, plain and Strict. (Popeye's TESTS/circe.inp, problem 19.)
#[test]
fn isardam_supercirce_and_strict() {
    check(
        r#"begin
title Circe Super Strict requires rebirth
pieces white pa2 qa5d2f4h1g6 black qb3
stip x1
option nowk nobk
cond isardam circe super
twin cond isardam circe super strict
endproblem
"#,
        &[
            "   1.a2*b3 x !",
            "   1.a2*b3[+bQe7] x !",
            "   1.a2*b3[+bQc8] x !",
            "   1.a2*b3[+bQe7] x !",
            "   1.a2*b3[+bQc8] x !",
        ],
    );
}

/// Circe Parrain: the victim is reborn after the next move, shifted by its vector. (Popeye's REGRESSIONS/4_51_to_4_53.inp, problem 11.)
#[test]
fn circe_parrain() {
    check(
        r#"begin
pieces white ka1
       black kh1
stip ~1
condition parrain
endproblem
"#,
        &["   1.Ka1-b2 !", "   1.Ka1-a2 !", "   1.Ka1-b1 !"],
    );
}

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

/// CageCirce Strict: the captured knight has no cage, so the capture is
/// illegal; Relaxed, it vanishes (Popeye's TESTS/circe.inp, problem 20:
/// "Circe Cage Strict requires rebirth").
#[test]
fn cage_circe_strict_requires_rebirth_popeye_test() {
    check(
        r#"begin
title Circe Cage Strict requires rebirth
pieces white pa2 black sb3
stip x1
option nowk nobk
cond circe cage
twin cond circe cage strict
end
"#,
        &["   1.a2*b3 x !"],
    );
}

/// Patrouille with a paralysing piece: the black paralysing rook
/// paralyses the pawn on b2, which then supports nothing, so a2-a3 gives
/// no check (Popeye's REGRESSIONS/4_61_to_4_63, problem 31: "Until 4.61,
/// Patrouille and paralysing pieces didn't go well together").
#[test]
fn patrol_support_by_a_paralysed_piece_does_not_count_popeye_regression_4_61() {
    check(
        r#"begin
pieces white pa2b2 black kb4 black paral rh2
stip +1
condition patrouille
option nowk
end
"#,
        &[],
    );
}

/// A target square is reached only if the piece that moved there is
/// still there: a kamikaze bishop capturing on h7 leaves the board with
/// its victim (no solution), and under Circe it is reborn elsewhere; but
/// a bishop reborn on the very square of the capture, f1, has reached it
/// (Popeye's TESTS/kamikaze.inp, problem 1).
#[test]
fn target_is_reached_only_by_a_piece_that_stays_popeye_kamikaze_test() {
    for condition in ["", "condition circe\n"] {
        let input = format!(
            "begin\npieces white kamikaze bd3 black sh7\nstip zh71\noption nowk nobk\n{condition}end\n"
        );
        assert!(common::solution(&input).is_empty(), "{condition}");
    }
    check(
        r#"begin
pieces white kamikaze bd3 black sf1
stip zf11
option nowk nobk
condition circe
end
"#,
        &["   1.kBd3*f1[wkBf1->f1][+bSg8] z !"],
    );
}

/// Under AntiCirce the capturer reaches the square it is reborn on: a
/// knight capturing on a7 reaches g1, not a7 (Popeye's
/// REGRESSIONS/4_79_to_4_81.inp, problem 4, Bernd Schwarzkopf, Popeye
/// issue #231); a kamikaze piece reborn under Circe reaches nothing (see
/// above).
#[test]
fn anticirce_capturer_reaches_its_rebirth_square_popeye_issue_231() {
    check(
        r#"begin
pieces white Ke1 Sc6  black Ke8 pa7
condition AntiCirce
stipulation zg11
end
"#,
        &["   1.Sc6*a7[wSa7->g1] z !"],
    );
    let at_capture =
        "begin\npieces white Ke1 Sc6 black Ke8 pa7\ncondition AntiCirce\nstipulation za71\nend\n";
    assert!(solution(at_capture).is_empty());
    let kamikaze = "begin\npieces white kamikaze bd3 black sh7\nstip zf11\noption nowk nobk\ncondition circe\nend\n";
    assert_eq!(solution(kamikaze), ["   1.kBd3-f1 z !"]);
}

/// The exchange goal (`<>`) follows the pieces through rebirths: a
/// kamikaze rook capturing on b3 is reborn on h1, where the other rook
/// stood, which now stands on b1; and a kamikaze knight reborn on the
/// square it captured on, g1, the rook's, which went to d1 (Popeye's
/// TESTS/kamikaze.inp, problems 2 and 3; Popeye prints no marker for the
/// goal).
#[test]
fn exchange_follows_pieces_reborn_popeye_kamikaze_tests() {
    check(
        r#"begin
pieces white kamikaze rb1
       white rh1
       black pb5
condition circe
stipulation <>3
option nowk nobk vari nothreat
end
"#,
        &[
            "   1.kRb1-b2 !",
            "      1...b5-b4",
            "          2.Rh1-b1",
            "              2...b4-b3",
            "                  3.kRb2*b3[wkRb3->h1][+bPb7]",
        ],
    );
    let lines = common::solution(
        r#"begin
pieces white kamikaze sd1 white kf7 rg1 pc3
       black kamikaze pg4
stipulation <>4
condition circe
option nobk vari nothreat
end
"#,
    );
    for line in [
        "   1.kSd1-f2 !",
        "                  3.Rg1-d1",
        "                          4.kSh3*g1[wkSg1->g1][+bkQd8]",
        "                          4.kSh3*g1[wkSg1->g1][+bkBf8]",
    ] {
        assert!(
            lines.contains(&line.to_string()),
            "{line}\n{}",
            lines.join("\n")
        );
    }
    assert!(
        !lines.iter().any(|l| l.contains("Rg2-g4")),
        "{}",
        lines.join("\n")
    );
}
