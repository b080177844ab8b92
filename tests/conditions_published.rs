//! Problems under fairy conditions with their known solutions (from
//! Popeye's test collection; the published ones name their source), solved
//! end to end through the input language: the solution lines must come out
//! exactly (in any order). `scripts/conformance` compares the whole corpus;
//! these keep one problem per condition in `cargo test`.

use nightrider::output::solution_lines;
use nightrider::problem::Problem;
use nightrider::{solve, SolveOptions};
use nightrider_notation::popeye::parse_input;

fn solution(input: &str) -> Vec<String> {
    let parsed = parse_input(input);
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    let problem = Problem::from_syntax(&parsed.problems[0]).expect("the problem builds");
    let mut lines = Vec::new();
    solve(&problem, &SolveOptions::default(), |_, _, report| {
        lines.extend(
            solution_lines(problem.language, report)
                .into_iter()
                .map(|l| l.trim_end().to_string())
                .filter(|l| !l.is_empty()),
        );
    })
    .expect("solved");
    lines
}

fn check(input: &str, expected: &[&str]) {
    let got = solution(input);
    let mut want: Vec<String> = expected.iter().map(|s| s.to_string()).collect();
    let mut have = got.clone();
    want.sort();
    have.sort();
    assert_eq!(have, want, "solution:\n{}", got.join("\n"));
}

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
