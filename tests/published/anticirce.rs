//! AntiCirce and its variants (the capturer reborn): Calvet and Cheylan,
//! rebirth squares, Super, Relaxed, Chameleon, Assassin, Parrain, Turncoats,
//! Cage, Diagram, Volcanic and Parachute, Frischauf, Clone, and castling
//! after a king's rebirth.

use crate::common::{check, solution};
use nightrider::problem::Problem;
use nightrider::{solve, SolveOptions};
use nightrider_notation::popeye::parse_input;

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

/// AntiCirce Parrain after a castling: the waiting capturer is displaced
/// by Popeye's castling vector (none after 0-0, one file towards the
/// h-file after 0-0-0, where it would check the king here); a castling
/// captures nothing, so nothing waits after it (a position made to show
/// it, with Popeye 4.104's 25 lines).
#[test]
fn anticirce_parrain_after_castling() {
    let lines = solution(
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

/// AntiCirce Volcanic: the capturer goes below b1 and comes back when the
/// bishop leaves (Popeye's REGRESSIONS/4_89_to_4_91.inp, problem 4, which
/// Popeye 4.89 solved only in part for a hashing bug).
#[test]
fn anticirce_volcanic_help_self_mate() {
    check(
        r#"begin
stip hs#2
condition AntiCirce Volcanic
pieces white Ke7 Qf1 Ba6 black Kd4 Rf4 Bc7b1 Sg7 Pe3c5e5 Nh8
twin move a6 c4
endproblem
"#,
        &[
            "  1.Ba6-b5 Nh8*b5[bNb5->b1->v]   2.Qf1-d3 + Bb1*d3[bBd3->c8][+bNb1] #",
            "  1.Bc4-b5 Nh8*b5[bNb5->b1->v]   2.Qf1-d3 + Bb1*d3[bBd3->c8][+bNb1] #",
        ],
    );
}

/// AntiCirce Parachute: the capturing pawn lands on b2 and the pawn there
/// comes back when it leaves (Popeye's TESTS/anticirce.inp, problem 5).
#[test]
fn anticirce_parachute_series() {
    check(
        r#"begin
pieces white pa6 black pb2b7
condition anticirce parachute
stip ser-zb32
option nowk nobk
endproblem
"#,
        &["  1.a6*b7[wPb7->b2]   2.b2-b3[+bPb2] z"],
    );
}

/// AntiCirce Equipollents Volcanic with EiffelChess: the pawn promotes as
/// it goes below c8 (Popeye's TESTS/anticirce.inp, problem 7).
#[test]
fn anticirce_equipollents_volcanic_promotion() {
    check(
        r#"begin
pieces white rc8 pa6 black bb7
stip ser-zf82
condition eiffel anticirce equipollent volcanic
option nowk nobk
endproblem
"#,
        &[
            "  1.a6*b7[wPb7->c8=Q->v]   2.Rc8-f8[+wQc8] z",
            "  1.a6*b7[wPb7->c8=S->v]   2.Rc8-f8[+wSc8] z",
            "  1.a6*b7[wPb7->c8=R->v]   2.Rc8-f8[+wRc8] z",
            "  1.a6*b7[wPb7->c8=B->v]   2.Rc8-f8[+wBc8] z",
        ],
    );
}

/// AntiCirce Parachute: the bishop f8 captured by the king is reborn, so
/// 1.Bh8*g7 Ke8*f8 is no stalemate (adrian s.; Popeye's
/// REGRESSIONS/4_69_to_4_71.inp, problem 22, which Popeye 4.69 solved
/// wrongly).
#[test]
fn anticirce_parachute_no_false_stalemate() {
    check(
        r#"begin
author adrian s.
pieces white Ke8 Pg7 black Sf8 Bh8 Ke1
stipulation ser-h==1
condition anticirce parachute
endproblem
"#,
        &[],
    );
}

/// AntiCirce Frischauf: the promoted knight, marked `f`, is reborn on the
/// promotion square of the file of capture (Popeye's TESTS/anticirce.inp,
/// problem 18).
#[test]
fn anticirce_frischauf_promoted_knight() {
    check(
        r#"begin
pieces white pc7 black bd6
stip ser-x2
condition anticirce frischauf
option nowk nobk
endproblem
"#,
        &["  1.c7-c8=S   2.fSc8*d6[wfSd6->d8] x"],
    );
}

/// AntiCirce Clone: the capturing king becomes a royal piece of its
/// victim's kind; the rook checks by its own kind, reborn on a8, occupied,
/// so gives no check (hand-made; the moves as Popeye 4.104 lists them: the
/// only corpus problem, Popeye's REGRESSIONS/4_83_to_4_85.inp problem 3,
/// is an a-to-b proof game, which the solvers do not play).
#[test]
fn anticirce_clone_king_becomes_royal() {
    let lines = solution(
        r#"begin
pieces white kd2 pc7 sb1 black ka8 rd3 qb8 bc1
stip ~1
cond anticirce clone
endproblem
"#,
    );
    let mut lines: Vec<String> = lines.into_iter().map(|l| l.trim().to_string()).collect();
    lines.sort();
    assert_eq!(
        lines,
        [
            "1.Kd2*c1[wKc1->rBc1] !",
            "1.Kd2*d3[wKd3->rRh1] !",
            "1.Kd2-c2 !",
            "1.Kd2-d1 !",
            "1.Kd2-e1 !",
            "1.Kd2-e2 !"
        ]
    );
}
