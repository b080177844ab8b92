//! Problems under the variants of EinsteinChess and the Einstein
//! adaptations of Circe and AntiCirce, with their known solutions, solved
//! end to end through the input language (the pattern of
//! `tests/conditions_published.rs`): published problems (from the examples
//! Popeye ships, which name their sources) and Popeye's test collection.

mod common;

use common::check;

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
