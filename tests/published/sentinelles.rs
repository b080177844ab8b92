//! Sentinelles and its variants (PionAdvers, PionNeutre, Berolina,
//! ParaSentinelles, maxima): Popeye's test collection and published
//! problems where we have them, else hand-made positions with the solution
//! Popeye 4.104 gives, named as such.

use crate::common::check;

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

/// Sentinelles PionNeutre: the neutral bishop leaves a neutral pawn, the
/// white knight a white one, which mates (hand-made position; Popeye
/// 4.104's solution: no published problem with the variant is at hand).
#[test]
fn sentinelles_pion_neutre_helpmate() {
    check(
        r#"begin
pieces white ka4 pb4 bc8 se6 black kh2 pf7 pg2 ph5 rg7 neutral pd5 bd4
stipulation h#2
condition sentinelles pionneutre
end
"#,
        &[
            "  1.Kh2-h3[+bPh2] Se6*g7[+wPe6]   2.nBd4-f2[+nPd4] e6*f7 #",
            "  1.nBd4-f2[+nPd4] Se6*g7[+wPe6]   2.Kh2-h3[+bPh2] e6*f7 #",
        ],
    );
}

/// Sentinelles PionNeutre with a lone neutral royal knight: it mates
/// itself with neutral pieces promoted from its own sentinels. Peter
/// Harris, Julia's Fairies 2014, No.620 (ser-#8; the published solution,
/// which Popeye 4.104 gives too). The sentinels are plain neutral pawns,
/// not royal like the knight that leaves them.
#[test]
fn sentinelles_pion_neutre_neutral_royal_knight_julias_fairies_620() {
    check(
        r#"begin
author Peter Harris
origin Julia's Fairies 2014, No.620
pieces neutral royal sa8
stipulation ser-#8
condition sentinelles pionneutre
end
"#,
        &["  1.nrSa8-c7   2.nrSc7-e6[+nPc7]   3.nPc7-c8=nR   4.nRc8-c7   5.nrSe6-f8[+nPe6]   6.nRc7-e7[+nPc7]   7.nPc7-c8=nB   8.nRe7-g7[+nPe7] #"],
    );
}

/// Sentinelles PionNeutre: a lone neutral royal bishop mates itself with
/// the pawns it leaves; b) a neutral royal knight, whose promoted pawn is
/// captured by the mating move. Pierre Tritten, Julia's Fairies 2014,
/// No.626 (h#2, b) h#3.5; the published solutions, which Popeye 4.104
/// gives too).
#[test]
fn sentinelles_pion_neutre_neutral_royal_bishop_julias_fairies_626() {
    check(
        r#"begin
author Pierre Tritten
origin Julia's Fairies 2014, No.626
pieces neutral royal bh6
stipulation h#2
condition sentinelles pionneutre
end
"#,
        &["  1.nrBh6-g5[+nPh6] + nrBg5-f6[+nPg5] +   2.nrBf6-h8[+nPf6] nrBh8-g7 #"],
    );
    check(
        r#"begin
pieces neutral royal sh6
stipulation h#3.5
condition sentinelles pionneutre
end
"#,
        &["  1...nrSh6-f5[+nPh6]   2.nrSf5-e7[+nPf5] nrSe7-g6[+nPe7] +   3.nrSg6-h8[+nPg6] nPe7-e8=nS   4.nSe8-g7 nPh6*g7 #"],
    );
}

/// Sentinelles PionNeutre and EinsteinChess with a lone neutral royal
/// rook: it mates itself, changing kind at every move. Sébastien Luce,
/// Julia's Fairies 2014, No.621 (ser-#9, b) the rook on d7; the published
/// solutions, which Popeye 4.104 gives too).
#[test]
fn sentinelles_pion_neutre_with_einstein_julias_fairies_621() {
    check(
        r#"begin
author Sebastien Luce
origin Julia's Fairies 2014, No.621
pieces neutral royal ra7
stipulation ser-#9
condition sentinelles pionneutre einstein
end
"#,
        &["  1.nrRa7-d7=B[+nPa7]   2.nrBd7-b5=S[+nPd7]   3.nrSb5*a7=B[+nPb5]   4.nrBa7-c5=S[+nPa7]   5.nrSc5*d7=B[+nPc5]   6.nrBd7*b5=R[+nPd7]   7.nrRb5-b7=B[+nPb5]   8.nPb5-b6   9.nrBb7-a8=S[+nPb7] #"],
    );
    check(
        r#"begin
pieces neutral royal rd7
stipulation ser-#9
condition sentinelles pionneutre einstein
end
"#,
        &["  1.nrRd7-a7=B[+nPd7]   2.nrBa7-c5=S[+nPa7]   3.nrSc5*d7=B[+nPc5]   4.nrBd7-b5=S[+nPd7]   5.nrSb5*a7=B[+nPb5]   6.nrBa7*c5=R[+nPa7]   7.nrRc5-c7=B[+nPc5]   8.nPc5-c6   9.nrBc7-b8=S[+nPc7] #"],
    );
}

/// Sentinelles Berolina: the rook leaves a Berolina pawn, which promotes
/// with mate (hand-made position; Popeye 4.104's solution).
#[test]
fn sentinelles_berolina_helpmate() {
    check(
        r#"begin
pieces white kd2 rh7 pc6 black kd4 sa4 se1
stipulation h#2
condition sentinelles berolina
end
"#,
        &[
            "  1.Kd4-c5[+bBPd4] Rh7-b7[+wBPh7]   2.Kc5-c4[+bBPc5] BPh7-g8=Q #",
            "  1.Kd4-c5[+bBPd4] Rh7-b7[+wBPh7]   2.Kc5-c4[+bBPc5] BPh7-g8=B #",
        ],
    );
}

/// ParaSentinelles: Re4*e5 leaves a pawn (one white pawn against none,
/// but a pawn captured), Re5-e8 none (two against one); the black queen
/// leaves one (none against two) (hand-made position; Popeye 4.104's
/// solution).
#[test]
fn para_sentinelles_helpmate() {
    check(
        r#"begin
pieces white ka4 pb4 re4 black kc8 bf4 qc7 se5
stipulation h#2
condition sentinelles parasentinelles
end
"#,
        &["  1.Se5-d7[+bPe5] Re4*e5[+wPe4]   2.Qc7-b7[+bPc7] Re5-e8 #"],
    );
}
