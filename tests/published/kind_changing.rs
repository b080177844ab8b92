//! Kind changes: Influencer, EinsteinChess and its variants (Reversal,
//! Anti) with the Einstein adaptations of Circe and AntiCirce (published
//! problems from the examples Popeye ships, which name their sources, and
//! Popeye's test collection), ChameleonChess and ChameleonSequence,
//! ProteanChess.

use crate::common::check;

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
        &["  1.Ka1-b2   2.Kb2*a3=rP   3.rPa3*b4=rS   4.rSb4-a2   5.rSa2-c3   6.rSc3*a4=rPP   7.rPPa4-a3   8.rPPa3-a2   9.rPPa2-a1=rB  10.rBa1-b2  11.rBb2-c1  12.rBc1*f4=rS  13.rSf4-h3  14.rSh3*f2=rP  15.rPf2-f4  16.rPf4*e5=rR  17.rRe5-e3  18.rRe3-h3  19.rRh3*h5=rB  20.rBh5-e2  21.rBe2-f1  22.rBf1-h3  23.rBh3*f5=rPP  24.rPPf5-f4  25.rPPf4-f3  26.rPPf3-f2  27.rPPf2-f1=rS  28.rSf1*h2=rP  29.rPh2-h4  30.rPh4-h5  31.rPh5*g6=rR  32.rRg6*h6=rPP  33.rPPh6-h5  34.rPPh5-h4  35.rPPh4-h3  36.rPPh3-h2  37.rPPh2-h1=rR  38.rRh1-h8  39.rRh8*c8=rB  40.rBc8-a6  41.rBa6-b5  42.rBb5-a4  43.rBa4*c2=rP  44.rPc2-c4  45.rPc4-c5  46.rPc5-c6  47.rPc6*d7=rR  48.rRd7*c7=rPP  49.rPPc7-c5  50.rPPc5-c4  51.rPPc4-c3  52.rPPc3-c2  53.rPPc2-c1=rQ  54.rQc1-c7 ="],
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

/// ChameleonChess with Sentinelles: the royal rook and queen change kind
/// at every move, and leave sentinels behind. Peter Harris, Julia's
/// Fairies 2015 No.714, hs#3, three twins.
#[test]
fn chameleon_chess_with_sentinelles_harris_julias_fairies_714() {
    check(
        r#"begin
author Peter Harris
origin No.714, Julia's Fairies 06.02.2015
condition Sentinelles ChameleonChess
pieces white royal rf3 black royal qe2
stipulation hs#3
twin move e2 d1
twin move e2 h4
end
"#,
        &[
            "  1.rRf3-f4=rQ[+wPf3] rQe2-g2=rS[+bPe2] +   2.rQf4-g3=rS[+wPf4] e2-e1=S   3.rSg3-h1=rB[+wPg3] + rSg2-e3=rB[+bPg2] #",
            "  1.rRf3-g3=rQ[+wPf3] rQd1-f1=rS +   2.rQg3-f2=rS[+wPg3] rSf1-h2=rB   3.rSf2-h1=rB[+wPf2] rBh2-g1=rR[+bPh2] #",
            "  1.rRf3-e3=rQ[+wPf3] rQh4-h2=rS[+bPh4]   2.rQe3-g1=rS[+wPe3] h4-h3   3.e3-e4 rSh2-f1=rB[+bPh2] #",
        ],
    );
}

/// ChameleonChess with Sentinelles: Peter Harris, Julia's Fairies 2015
/// No.679, hs#3, twin by exchanging the bishops.
#[test]
fn chameleon_chess_with_sentinelles_harris_julias_fairies_679() {
    check(
        r#"begin
author Peter Harris
origin No.679, Julia's Fairies 03.01.2015
condition Sentinelles ChameleonChess
pieces white bd5 white royal re5 black be6 black royal rd4
stipulation hs#3
twin exchange d5 e6
end
"#,
        &[
            "  1.rRe5-h5=rQ[+wPe5] rRd4-d3=rQ[+bPd4]   2.rQh5-h6=rS[+wPh5] rQd3-b1=rS[+bPd3]   3.Bd5-b3=R[+wPd5] + rSb1-d2=rB #",
            "  1.Be6-h3=R[+wPe6] Bd5-h1=R[+bPd5]   2.Rh3-b3=Q[+wPh3] Rh1-d1=Q   3.rRe5-e3=rQ[+wPe5] + rRd4-h4=rQ[+bPd4] #",
        ],
    );
}

/// ChameleonChess with AndernachChess and Isardam: the knight that mates
/// turns bishop and black. Peter Harris, Julia's Fairies 2016 No.1063,
/// hs#3 duplex.
#[test]
fn chameleon_chess_with_andernach_and_isardam_harris_julias_fairies_1063() {
    check(
        r#"begin
author Peter Harris
origin No.1063, Julia's Fairies 06.05.2016
condition ChameleonChess AndernachChess Isardam
pieces white ke6 qa8 ra4 bh7 sg5 black ke4 qh3 re8 bf7 sc7
stipulation hs#3
option duplex
end
"#,
        &[
            "  1.Sg5-f3=B + Ke4-e3   2.Ra4-a3=Q + Ke3-d4   3.Bh7-e4=R + Sc7-d5=B #",
            "  1.Bf7-g8=R + Ke6-f7   2.Qh3-e3=S Kf7-f6   3.Re8-e6=Q + Sg5*e6=B=b #",
        ],
    );
}

/// ChameleonChess: a king that has moved does not castle, whatever its
/// rook became (Popeye's REGRESSIONS/4_81_to_4_83, problem 4: no
/// solution).
#[test]
fn chameleon_chess_moved_king_does_not_castle_popeye_regression_4_81() {
    check(
        r#"begin
pieces white Kd1 Rh1 black Pa6
option NoBk
stip h00 1.5
cond ChameleonChess
end
"#,
        &[],
    );
}

/// ChameleonChess with a sequence of its own: the knight becomes a queen
/// and mates; the condition lines name the sequence twice, as Popeye
/// 4.104 prints them (hand-made position, Popeye's solution).
#[test]
fn chameleon_chess_with_a_sequence_prints_both_lines() {
    let input = r#"begin
pieces white ke1 sb1 black ka8
stipulation #1
condition ChameleonChess q r b s q
end
"#;
    let parsed = nightrider_notation::popeye::parse_input(input);
    let problem = nightrider::problem::Problem::from_syntax(&parsed.problems[0]).unwrap();
    assert_eq!(
        problem.twins[0].conditions.lines,
        [
            "ChameleonChess Q->R->B->S->Q",
            "ChameleonSequence Q->R->B->S->Q"
        ]
    );
    check(
        r#"begin
pieces white kb6 se7 black ka8
stipulation #1
condition ChameleonChess q r b s q
end
"#,
        &["   1.Se7-c8=Q # !", "   1.Se7-g8=Q # !"],
    );
}

/// ChameleonChess with MarsCirce: the white king captures from its
/// rebirth square, and the chameleons change at each move (Popeye's
/// REGRESSIONS/4_63_to_4_65, problem 30: "4.63 didn't support Chamaelon
/// Chess").
#[test]
fn chameleon_chess_with_mars_circe_popeye_regression_4_63() {
    check(
        r#"begin
pieces white kd8 pb7 black ka1 pd2e2
stipulation h=2.5
condition chameleonchess marscirce
end
"#,
        &["  1...Kd8-e1*e2   2.d2-d1=S b7-b8=B   3.Sd1-b2=B Bb8-c1*b2=R ="],
    );
}

/// ChameleonSequence PA VA: the chameleon pao and vao change into each
/// other, in both twins, beside pawns that may promote (Popeye's
/// REGRESSIONS/4_81_to_4_83, problem 5: "Chameleon sequence was forgotten
/// by twinning").
#[test]
fn chameleon_sequence_of_fairy_pieces_popeye_regression_4_81() {
    check(
        r#"begin
Pieces White chameleon VAg2 Black chameleon PAf1 White Sf6 Kh1 Black Ba8 Kh8 Pd6 Pe5 Sb3 Ph2 Ba1
Stipulation h#2
Condition ChameleonSequence PA VA PA
Twin Move f6 h5
end
"#,
        &[
            "  1.e5-e4 cVAg2*a8=cPA   2.Sb3-a5 cPAa8*a1=cVA #",
            "  1.cPAf1-f7=cVA Kh1*h2   2.cVAf7-g8=cPA cVAg2-h3=cPA #",
        ],
    );
}

/// ReversalEinsteinChess: the pawn's step makes a knight, the knight's a
/// bishop, the bishop's a rook that mates. N. Shankar Ram, Das
/// Vielväterproblem (2nd ed. 1989) No.250, ser-#3.
#[test]
fn reversal_einstein_shankar_ram_vielvaeterproblem_250() {
    check(
        r#"begin
author N. Shankar Ram
origin 250, Das Vielvaeterproblem, 2. Aufl. 1989
condition ReversalEinsteinChess
pieces white kc8 pb6 black ka8 pa7
stipulation ser-#3
end
"#,
        &["  1.b6-b7=S   2.Sb7-d6=B   3.Bd6-b8=R #"],
    );
}

/// AntiEinsteinChess with Circe Equipollents ReversalEinstein: each
/// captured white piece is reborn one kind stronger, a knight, bishop, rook
/// and queen in turn; the queen's step makes the rook that mates. Waleri
/// Nebotow, feenschach 119 (1996) G8/4, ser-h#4.
#[test]
fn anti_einstein_with_circe_reversal_einstein_nebotow_feenschach_1996() {
    check(
        r#"begin
author Waleri Nebotow
origin G8/4, feenschach 119, 1-9/1996
condition Circe Equipollents ReversalEinstein AntiEinsteinChess
pieces white kc8 pb6 black ka8 pa7
stipulation ser-h#4
end
"#,
        &["  1.a7*b6[+wSc5]   2.b6*c5[+wBd4]   3.c5*d4[+wRe3]   4.d4*e3[+wQf2] Qf2-a2=R #"],
    );
}

/// EinsteinChess with Circe: Albinas Bicusas, Julia's Fairies 2014
/// No.563, h#4, two solutions.
#[test]
fn einstein_with_circe_bicusas_julias_fairies_563() {
    check(
        r#"begin
author Albinas Bicusas
origin No.563, Julia's Fairies 25.06.2014
condition Circe EinsteinChess
pieces white kc6 sf8 black bc7 sd7 ke8
stipulation h#4
end
"#,
        &[
            "  1.Ke8-f7 Sf8*d7=B[+bSg8]   2.Sg8-e7=P Kc6*c7[+bBf8]   3.e7-e6 Bd7*e6=R[+bPe7]   4.Kf7-e8 Re6-g6=B #",
            "  1.Ke8-d8 Sf8*d7=B[+bSg8]   2.Sg8-e7=P Bd7-g4=S   3.e7-e5 Sg4*e5=B[+bPe7]   4.Bc7-b8=S + Be5*b8=R #",
        ],
    );
}

/// ReversalEinsteinChess: a pawn reaching the last rank does not promote
/// but becomes a knight, which mates (Popeye's REGRESSIONS/4_69_to_4_71,
/// problem 26: "4.63 ... 4.69 promoted the pawn").
#[test]
fn reversal_einstein_pawn_becomes_a_knight_popeye_regression_4_69() {
    check(
        r#"begin
stipulation #1
cond ReversalEinstein
pieces white pc7 black Ka7 ra8 Sb8 pa6b6b7
end
"#,
        &["   1.c7-c8=S # !"],
    );
}

/// AntiEinsteinChess and ReversalEinsteinChess: a pawn on its first rank
/// (after a knight's step) steps up to three squares; under AntiEinstein
/// it keeps its kind, under ReversalEinstein a step makes a knight and a
/// capture leaves a pawn (Popeye's REGRESSIONS/4_77_to_4_79, problem 2).
#[test]
fn einstein_variants_first_rank_pawn_popeye_regression_4_77() {
    check(
        r#"begin
condition antiEinsteinChess
pieces white pc1 black rb2d2
stipulation ~1
option nowk nobk
twin condition ReversalEinsteinChess
end
"#,
        &[
            "   1.c1-c2 !",
            "   1.c1-c3 !",
            "   1.c1-c4 !",
            "   1.c1*b2 !",
            "   1.c1*d2 !",
            "   1.c1-c2=S !",
            "   1.c1-c3=S !",
            "   1.c1-c4=S !",
            "   1.c1*b2 !",
            "   1.c1*d2 !",
        ],
    );
}

/// Circe Einstein reborns a captured rook as a bishop, Circe
/// ReversalEinstein as a queen; AntiCirce Einstein reborns the capturing
/// bishop as a rook, AntiCirce ReversalEinstein as a knight (Popeye's
/// TESTS/circe.inp problem 26 and TESTS/anticirce.inp problem 13).
#[test]
fn circe_and_anticirce_einstein_adaptations_popeye_tests() {
    check(
        r#"begin
pieces white bd3 black rb5
stip x1
option nowk nobk
condition circe einstein
twin condition circe reversaleinstein
end
"#,
        &["   1.Bd3*b5[+bBc8] x !", "   1.Bd3*b5[+bQd8] x !"],
    );
    check(
        r#"begin
pieces white bd3 black sf5
stip x1
option nowk nobk
condition circe reversaleinstein anticirce einstein
twin condition circe einstein anticirce reversaleinstein
end
"#,
        &[
            "   1.Bd3*f5[wBf5->Rh1][+bBc8] x !",
            "   1.Bd3*f5[wBf5->Sb1][+bPf7] x !",
        ],
    );
}

/// EinsteinChess and its variants: the castling rook changes kind as a
/// piece moving without a capture, and a change of kind is written bare,
/// whatever the piece's attributes.
mod einstein {
    use crate::common::exactly;

    #[test]
    fn the_castling_rook_changes_kind() {
        let moves = |cond: &str| {
            crate::common::trimmed_lines(&format!(
                "begin\npieces white ke1 ra1 rh1 black kd6\nstipulation ~1\ncondition {cond}\nend\n"
            ))
            .into_iter()
            .filter(|l| l.contains("0-0"))
            .collect::<std::collections::BTreeSet<_>>()
        };
        let set = |l: &[&str]| l.iter().map(|s| s.to_string()).collect();
        assert_eq!(moves("EinsteinChess"), set(&["1.0-0-0=B !", "1.0-0=B !"]));
        assert_eq!(
            moves("ReversalEinsteinChess"),
            set(&["1.0-0-0=Q + !", "1.0-0=Q !"])
        );
        assert_eq!(
            moves("AntiEinsteinChess"),
            set(&["1.0-0-0=B !", "1.0-0=B !"])
        );
    }

    #[test]
    fn a_change_of_kind_is_written_bare() {
        exactly(
            "begin\npieces white ka4 white kamikaze sb6 black ke7\nstipulation ~1\ncondition EinsteinChess\nend\n",
            &[
                "1.Ka4-a3 !",
                "1.Ka4-a5 !",
                "1.Ka4-b3 !",
                "1.Ka4-b4 !",
                "1.Ka4-b5 !",
                "1.kSb6-c4=P !",
                "1.kSb6-d5=P !",
                "1.kSb6-d7=P !",
                "1.kSb6-c8=P !",
                "1.kSb6-a8=P !",
            ],
        );
        let found = crate::common::trimmed_lines(
            "begin\npieces white ka4 white paralysing rd4 black ke7\nstipulation ~1\ncondition EinsteinChess\nend\n",
        );
        assert!(found.contains("1.pRd4-d1=B !"), "{found:?}");
    }
}
