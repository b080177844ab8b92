//! Circe and its variants (the victim reborn): rebirth squares (File,
//! Mirror, Diagram, Rank, Couscous, ...), Super, Cage, Strict, Parrain,
//! Take&Make, Assassin, DangerCirce, Clone, Frischauf, Volcanic and
//! Parachute, WaitCapture, Circe beside AntiCirce, and Circe April and
//! AprilChess (only pieces of the kinds named are reborn; the AprilChess
//! problems are the examples Popeye ships, `BEISPIEL/april.inp`, in German,
//! without a source, with the solutions Popeye 4.104 gives: no published
//! problem with the condition was found).

use crate::common::{check, solution};

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
        assert!(solution(&input).is_empty(), "{condition}");
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
    let lines = solution(
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

/// LastCapture: the piece the move before the diagram captured is
/// reborn by White's first move under Circe Parrain; which mate works
/// depends on the piece (Stephen Emmerson, Popeye's EXAMPLES/lastcap.inp,
/// problems 1-3, with Popeye 4.104's solutions).
#[test]
fn circe_parrain_last_capture_popeye_example() {
    for (captured, key) in [
        ("bg4", "   1.Qf2-e2[+wBf4] # !"),
        ("rg4", "   1.Qf2-c5[+wRd7] # !"),
        ("sg4", "   1.Qf2-d2[+wSe4] # !"),
    ] {
        check(
            &format!(
                "begin\nstip #1\nfors 32/6p1/1p6/5Q2/K1k5/\ncond parr lastcap wh {captured}\nend\n"
            ),
            &[key],
        );
    }
    // without LastCapture nothing is reborn, and there is no mate
    check(
        "begin\nstip #1\nfors 32/6p1/1p6/5Q2/K1k5/\ncond parr\nend\n",
        &[],
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
    let lines = solution(
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

/// Circe April S: the captured bishop stays off the board, the captured
/// knight is reborn (Popeye's TESTS/circe.inp, problem 24).
#[test]
fn circe_april_reborns_only_the_kinds_named_popeye_test() {
    check(
        r#"begin
pieces white pb2 black sa3 bc3
condition circe april s
stip x1
option nowk nobk
end
"#,
        &["   1.b2*c3 x !", "   1.b2*a3[+bSb8] x !"],
    );
}

/// AprilChess B: the pawn takes the bishop, which must be reborn; reborn
/// on a7 it blocks the king's flight, and the pawn mates (Popeye's
/// BEISPIEL/april.inp).
#[test]
fn april_chess_the_reborn_bishop_blocks_popeye_example() {
    check(
        r#"anfang
forderung #1
bedingung aprilschach l
steine  weiss   kc8 bc6
        schwarz ka8 lb7
ende
"#,
        &["   1.c6*b7[+sLa7] # !"],
    );
}

/// AprilChess B: the captured knight is not reborn, so no mate (Popeye's
/// BEISPIEL/april.inp).
#[test]
fn april_chess_other_kinds_are_not_reborn_popeye_example() {
    check(
        r#"anfang
forderung #1
bedingung aprilschach l
steine  weiss   kc8 bc6
        schwarz ka8 sb7
ende
"#,
        &[],
    );
}

/// AprilChess B: the queen promoted on b8 is unguarded, so no mate
/// (Popeye's BEISPIEL/april.inp, "keine Selbstdeckung"); with a white
/// bishop on d6 guarding it, the black bishop reborn on a6 takes the last
/// flight and the queen mates.
#[test]
fn april_chess_no_self_guard_popeye_example() {
    check(
        r#"anfang
forderung #1
bedingung aprilschach l
steine  weiss   kc6 bc7
        schwarz ka7 lb8 sa8
ende
"#,
        &[],
    );
    check(
        r#"anfang
forderung #1
bedingung aprilschach l
steine  weiss   kc6 ld6 bc7
        schwarz ka7 lb8
ende
"#,
        &["   1.c7*b8=D[+sLa6] # !"],
    );
}

/// AprilChess B: a white bishop is hard to guard: taking it reborns it
/// anywhere (Popeye's BEISPIEL/april.inp: no mate).
#[test]
fn april_chess_pieces_are_hard_to_guard_popeye_example() {
    check(
        r#"anfang
forderung #1
bedingung aprilschach l
steine  weiss   kc6 ta1 la7 se8
        schwarz ka8
ende
"#,
        &[],
    );
}

/// Circe April P: a pawn captured on its own rebirth square cannot be
/// reborn, and the capture is illegal, even Relaxed (random position;
/// Popeye 4.104's moves).
#[test]
fn circe_april_pawn_not_captured_on_its_rebirth_square() {
    for condition in ["circe april p", "circe april p relaxed"] {
        let input = format!(
            "begin\npieces white ka8 pb2 re7 sh8 black kf2 pf7\nstipulation ~1\ncondition {condition}\nend\n"
        );
        let lines = solution(&input);
        assert!(lines.iter().all(|l| !l.contains("*f7")), "{lines:?}");
        assert!(lines.iter().any(|l| l.contains("Re7-d7")), "{lines:?}");
    }
}

/// A kamikaze capturer under Circe is given back changed: by the
/// chameleon sequence under Circe Chameleon, one step along Einstein's
/// chain the other way than its victims under Circe Einstein.
mod kamikaze_rebirth {
    use crate::common::exactly;

    fn capture(input: &str) -> Vec<String> {
        crate::common::trimmed_lines(input)
            .into_iter()
            .filter(|l| l.contains('*'))
            .collect()
    }

    #[test]
    fn circe_einstein_turns_the_capturer_up() {
        let case = |pieces: &str, cond: &str| {
            capture(&format!(
                "begin\npieces white ka4 white kamikaze {pieces}\nstipulation ~1\ncondition {cond}\nend\n"
            ))
        };
        assert_eq!(
            case("bb8 black ke7 ra7", "Circe Einstein"),
            ["1.kBb8*a7[wkBa7->Ra1][+bBf8] !"]
        );
        assert_eq!(
            case("qb6 black ke7 ra7", "Circe Einstein"),
            ["1.kQb6*a7[wkQa7->d1][+bBf8] !"]
        );
        assert_eq!(
            case("pb6 black ke7 sa7", "Circe Einstein"),
            ["1.kPb6*a7[wkPa7->Sg1][+bPa7] !"]
        );
        assert_eq!(
            case("sb5 black ke7 ra7", "Circe ReversalEinstein"),
            ["1.kSb5*a7[wkSa7->Pa2][+bQd8] !"]
        );
        assert_eq!(
            case("bb8 black ke7 ra7", "Circe Chameleon"),
            ["1.kBb8*a7[wkBa7->Ra1][+bQd8] !"]
        );
        // EinsteinChess changes the capturer first, plain Circe then gives it back
        assert_eq!(
            case("sb5 black ke7 ra7", "Circe EinsteinChess"),
            ["1.kSb5*a7=B[wkBa7->c1][+bRh8] !"]
        );
    }

    #[test]
    fn plain_circe_keeps_the_capturer() {
        exactly(
            "begin\npieces white ka4 white kamikaze bb8 black ke7 ra7\nstipulation x1\ncondition Circe\nend\n",
            &["1.kBb8*a7[wkBa7->c1][+bRh8] x !"],
        );
    }
}
