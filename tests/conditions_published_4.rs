//! Problems under the fairy conditions added for issue 5's fourth part
//! (Circe and AntiCirce Volcanic and Parachute, and the rest), with their
//! known solutions: from Popeye's test and regression collections, the
//! published ones naming their source. The solution lines must come out
//! exactly (in any order).

mod common;

use common::{check, solution};

/// Circe Volcanic: a piece reborn on an occupied square waits below it
/// (A. George, The Problemist Supplement 03/2004, PS1499F; Popeye's
/// REGRESSIONS/4_83_to_4_85.inp, problem 7).
#[test]
fn circe_volcanic_george() {
    check(
        r#"begin
author Alexander George
origin PS1499F The Problemist Supplement 03/2004
pieces white Ke8 qh4  black Kc1 qa5
stipulation h==2
condition Circe volcanic
endproblem
"#,
        &["  1.Kc1-d1 Qh4-d8 +   2.Qa5*d8[+wQd1->v] + Ke8*d8[+bQd8->v] =="],
    );
}

/// Circe Volcanic: the piece below g1 comes back when the knight leaves
/// (Popeye's TESTS/circe.inp, problem 14).
#[test]
fn circe_volcanic_eruption() {
    check(
        r#"begin
pieces black bh8 white sg7g1
stip hzh31
cond circe volcanic
option nowk nobk
endproblem
"#,
        &["  1.Bh8*g7[+wSg1->v] Sg1-h3[+wSg1] z"],
    );
}

/// Circe Parachute: the reborn knight lands on g1, the black knight
/// standing there goes below it and comes back when it leaves (Popeye's
/// TESTS/circe.inp, problem 13).
#[test]
fn circe_parachute_landing() {
    check(
        r#"begin
pieces black pa7 sg1 white sb6
stip hzh31
cond circe parachute
option nowk nobk
endproblem
"#,
        &["  1.a7*b6[+wSg1] Sg1-h3[+bSg1] z"],
    );
}

/// Circe Couscous Parachute: the promoted pawn lands on c8 (Popeye's
/// TESTS/circe.inp, problem 15, twin b).
#[test]
fn circe_couscous_parachute_promotion() {
    check(
        r#"begin
pieces black ba8 white pb7 sc8
stip hze71
condition circe couscous parachute
option nowk nobk
endproblem
"#,
        &["  1.Ba8*b7[+wPc8=S] Sc8-e7[+wSc8] z"],
    );
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

/// Pieces put twice on one square fill the underworld (Popeye's
/// TESTS/circe.inp, problem 23).
#[test]
fn underworld_filled_in_the_diagram() {
    let lines = solution(
        r#"begin
pieces black rb1 white sb1
stip ~1
option nowk nobk
cond circe volcanic
endproblem
"#,
    );
    let mut lines: Vec<String> = lines.into_iter().map(|l| l.trim().to_string()).collect();
    lines.sort();
    assert_eq!(
        lines,
        [
            "1.Sb1-a3[+bRb1] !",
            "1.Sb1-c3[+bRb1] !",
            "1.Sb1-d2[+bRb1] !"
        ]
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

/// Circe Frischauf: the promoted queen is reborn on the first rank of
/// the file of capture (hand-made, the solution as Popeye 4.104 gives
/// it: a sample of its lines).
#[test]
fn circe_frischauf_promoted_queen() {
    let lines = solution(
        r#"begin
pieces white kh3 rc7 black kh8 pe2 bd1
stip hx2
cond circe frischauf
endproblem
"#,
    );
    for want in [
        "1.e2-e1=Q Kh3-g2   2.fQe1-c3 Rc7*c3[+bfQc1] x",
        "1.e2-e1=Q Rc7-c2   2.fQe1-d2 Rc2*d2 x",
        "1.e2-e1=Q Rc7-g7   2.fQe1-g3 + Rg7*g3[+bfQg1] x",
    ] {
        assert!(
            lines.iter().any(|l| l.trim() == want),
            "{want} missing:\n{}",
            lines.join("\n")
        );
    }
}

/// Circe CaptureSquare WaitCapture: the pawn captured on c6 is reborn
/// there at the next capture (Popeye's TESTS/circe.inp, problem 28).
#[test]
fn circe_wait_capture_series() {
    check(
        r#"begin
pieces white pb5 black pc6d7
condition Circe CaptureSquare WaitCapture
stipulation ser-zd72
option nowk nobk
endproblem
"#,
        &["  1.b5*c6   2.c6*d7[+bPc6] z"],
    );
}

/// Circe CaptureSquare WaitCapture: the white pawn waits through three
/// black moves (Popeye's TESTS/circe.inp, problem 29).
#[test]
fn circe_wait_capture_series_help() {
    check(
        r#"begin
pieces white ph6g2 black pg7
condition Circe CaptureSquare WaitCapture
stipulation ser-hzh34
option nowk nobk
endproblem
"#,
        &["  1.g7*h6   2.h6-h5   3.h5-h4   4.h4-h3 g2*h3[+wPh6] z"],
    );
}

/// Circe WaitCapture, plain, Strict and Mirror: the waiting piece's
/// square is the one of its own capture; occupied, it is lost, or under
/// Strict the next capture is illegal (hand-made; the lines as Popeye
/// 4.104 gives them, among the solutions of h~2).
#[test]
fn circe_wait_capture_variants() {
    let position = "pieces white kh1 rd4 sb1 pe2 black ka8 rd5 bd6 pf3";
    for (condition, present, absent) in [
        (
            "circe waitcapture",
            &["1.f3*e2 Rd4*d5", "1.Rd5*d4 e2*f3[+wRa1] +"][..],
            &[][..],
        ),
        (
            "circe waitcapture strict",
            &["1.Rd5*d4 e2*f3[+wRa1] +"][..],
            &["1.f3*e2 Rd4*d5"][..],
        ),
        (
            "circe waitcapture mirror",
            &["1.f3*e2 Rd4*d5[+wPe7]", "1.Rd5*d4 e2*f3[+wRh8] +"][..],
            &[][..],
        ),
        (
            "circe symmetry waitcapture",
            &["1.f3*e2 Rd4*d5[+wPd7]", "1.Rd5*d4 e2*f3[+wRe5]"][..],
            &[][..],
        ),
    ] {
        let lines = solution(&format!(
            "begin\n{position}\nstip h~2\ncondition {condition}\nendproblem\n"
        ));
        let lines: Vec<&str> = lines.iter().map(|l| l.trim()).collect();
        for want in present {
            assert!(lines.contains(want), "{condition}: {want} missing");
        }
        for unwanted in absent {
            assert!(!lines.contains(unwanted), "{condition}: {unwanted} found");
        }
    }
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

/// Circe Clone: the victim is reborn as the capturer's kind, a king's
/// victim as itself (hand-made, the moves as Popeye 4.104 lists them).
#[test]
fn circe_clone_victim_takes_the_capturers_kind() {
    let lines = solution(
        r#"begin
pieces white kh1 rd4 sb1 pe2 qc2 black ka8 rd5 bd6 pf3 qb4 sg6
stip ~1
cond circe clone
endproblem
"#,
    );
    for want in ["1.Qc2*g6[+bQd8] !", "1.e2*f3[+bPf7] !", "1.Rd4*d5 !"] {
        assert!(lines.iter().any(|l| l.trim() == want), "{want} missing");
    }
}

/// FunctionaryChess with AnnanChess: the knight, observed by the pawn c7,
/// may move, and captures as a knight (Popeye's
/// REGRESSIONS/4_63_to_4_65.inp, problem 72).
#[test]
fn functionary_with_annan() {
    check(
        r#"begin
pieces black sc8 pe3c7 white sd5
stip ze31
condition annan funct
option nowk nobk
endproblem
"#,
        &["   1.Sd5*e3 z !"],
    );
}

/// ProteanChess: the king turns royal pawn, knight, reverse pawn, bishop,
/// rook and queen by its captures, promoting as a reverse pawn on its
/// first rank (I. Shanahan, The Problemist i/2008; Popeye's
/// EXAMPLES/proteanp.inp, problem 1).
#[test]
fn protean_shanahan() {
    check(
        r#"begin
author Ian Shanahan
origin The Problemist i/2008
stip ser-=54
fors k1b5/2pr4/6rp/4rp1b/ps3s2/.pp7/2.pp2.pp1.pp/K7/
cond prot
endproblem
"#,
        &["  1.Ka1-b2   2.Kb2*a3=rP   3.rPa3*b4=rS   4.rSb4-a2   5.rSa2-c3   6.rSc3*a4=rPP   7.rPPa4-a3   8.rPPa3-a2   9.rPPa2-a1=rB   10.rBa1-b2   11.rBb2-c1   12.rBc1*f4=rS   13.rSf4-h3   14.rSh3*f2=rP   15.rPf2-f4   16.rPf4*e5=rR   17.rRe5-e3   18.rRe3-h3   19.rRh3*h5=rB   20.rBh5-e2   21.rBe2-f1   22.rBf1-h3   23.rBh3*f5=rPP   24.rPPf5-f4   25.rPPf4-f3   26.rPPf3-f2   27.rPPf2-f1=rS   28.rSf1*h2=rP   29.rPh2-h4   30.rPh4-h5   31.rPh5*g6=rR   32.rRg6*h6=rPP   33.rPPh6-h5   34.rPPh5-h4   35.rPPh4-h3   36.rPPh3-h2   37.rPPh2-h1=rR   38.rRh1-h8   39.rRh8*c8=rB   40.rBc8-a6   41.rBa6-b5   42.rBb5-a4   43.rBa4*c2=rP   44.rPc2-c4   45.rPc4-c5   46.rPc5-c6   47.rPc6*d7=rR   48.rRd7*c7=rPP   49.rPPc7-c5   50.rPPc5-c4   51.rPPc4-c3   52.rPPc3-c2   53.rPPc2-c1=rQ   54.rQc1-c7 ="],
    );
}

/// ProteanChess: a rook made on its corner by a capture, or by a reverse
/// pawn's promotion, castles with the unmoved king (Popeye's
/// EXAMPLES/proteanp.inp, problem 2).
#[test]
fn protean_rook_made_on_its_corner_castles() {
    check(
        r#"begin
stip ser-002
pie wh ppa2 ppb2 sb3 ke1
blac ra1 ke8
cond protean
twin remo a1
endproblem
"#,
        &[
            "  1.PPb2*a1=R   2.0-0-0",
            "  1.Sb3*a1=R   2.0-0-0",
            "  1.PPa2-a1=R   2.0-0-0",
        ],
    );
}
