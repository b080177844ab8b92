//! The conditions choosing among the legal moves or changing which moves
//! exist: SingleBox (Type1, Type2 and Type3), PromOnly, Minimummer, FuddledMen.

use crate::common::check;

/// SingleBox Type1: the pawn on b7 cannot promote (every kind is on the
/// board), so it does not check c8 and the bishop stalemates (Popeye's
/// EXAMPLES/sbtype1.inp, problem 1).
#[test]
fn single_box_pawn_without_promotion_does_not_check() {
    check(
        r#"begin
title no check if pawn can't promote due to single box type 1
condition singlebox type1
pieces white ka1 qc5 rc4e6 bb8c6 sd4e4 pb7
       black ka8 qd5 pe5
stipulation =1
endproblem
"#,
        &["   1.Bb8-d6 = !"],
    );
}

/// SingleBox Type1: with both bishops on the board the pawn promotes to a
/// queen to mate, and the knights on the board leave Black a rook
/// (Popeye's EXAMPLES/sbtype1.inp, problems 3 and 4).
#[test]
fn single_box_promotes_only_to_missing_kinds() {
    check(
        r#"begin
pieces white ka1 bb6b8 pa7
       black kh1
condition singlebox type1
stip #1
endproblem
"#,
        &["   1.a7-a8=Q # !"],
    );
    check(
        r#"begin
pieces white kh8 sd4g5
       black ke1 sf1f2 pd2
condition singlebox type1
stip h#1
endproblem
"#,
        &["  1.d2-d1=R Sg5-f3 #"],
    );
}

/// SingleBox beside Circe DoubleAgents: the black queen captured on g8 is
/// reborn white on d1, so a promotion to a queen would give White two
/// (Popeye's REGRESSIONS/4_51_to_4_53.inp, problem 6, twin b).
#[test]
fn single_box_counts_reborn_pieces() {
    check(
        r#"begin
pieces white kd6 ph7
       black kd8 qg8
stipulation #1
condition circedoubleagent singlebox
endproblem
"#,
        &["   1.h7*g8=R[+bQd1=w] # !"],
    );
}

/// PromOnly with a fairy kind alone: the pawn promotes into a dummy
/// (Popeye's REGRESSIONS/4_85_to_4_87.inp, problem 3).
#[test]
fn prom_only_into_a_dummy() {
    check(
        r#"begin
Stipulation ~1
Condition PromOnly DU
Pieces
  black  duf2 Kg1
  white  pc7
option nowk
endproblem
"#,
        &["   1.c7-c8=DU !"],
    );
}

/// PromOnly with a kind of its own: without it 1.g7-g8=Q mates; with
/// knights alone nothing does (hand-made, as Popeye 4.104 solves both).
#[test]
fn prom_only_takes_the_mating_promotion_away() {
    check(
        r#"begin
pieces white kf7 pg7 black kh7 ph6 pg6
stipulation #1
endproblem
"#,
        &["   1.g7-g8=Q # !"],
    );
    check(
        r#"begin
pieces white kf7 pg7 black kh7 ph6 pg6
stipulation #1
condition PromOnly S
endproblem
"#,
        &[],
    );
}

/// BlackMinimummer beside KoeKo and Circe Parrain: the knight's leaps
/// are all of one length, and only its capture keeps contact (Popeye's
/// REGRESSIONS/4_41_to_4_43.inp, problem 4).
#[test]
fn black_minimummer_with_koeko_and_parrain() {
    check(
        r#"begin
fors 1s6/K7/P7/40
condition koeko blackminimummer ParrainCirce
stipulation h~1
option nobk
endproblem
"#,
        &[
            "  1.Sb8*a6 Ka7-b6[+wPb5]",
            "  1.Sb8*a6 Ka7*a6[+wPa5]",
            "  1.Sb8*a6 Ka7-a8[+wPa7]",
            "  1.Sb8*a6 Ka7-b7[+wPb6]",
        ],
    );
}

/// SingleBox Type2: the black king takes the white queen, and the latent
/// white pawn on g8 promotes into the queen freed, which mates (hand-made;
/// the solution Popeye 4.104 gives).
#[test]
fn single_box_type2_latent_pawn_promotes_after_a_capture() {
    check(
        r#"begin
pieces white kf7 qa7 ra3 rb1 ba6 bh5 se7 sa2 pg8
       black kb6 qc3 pf3 be1
stipulation h#1
condition SingleBox Type2
endproblem
"#,
        &["  1.Kb6*a7[g8=Q] Qg8-b8 #", "  1.Kb6*a7[g8=Q] Rb1-b7 #"],
    );
    // the knight freed by a capture: only a knight is left in the box
    check(
        r#"begin
pieces white kd5 qc1 rh5 rc3 bd1 ba3 sc7 sb3 pd8
       black kg7 sc5
stipulation h#1
condition SingleBox Type2
endproblem
"#,
        &["  1.Sc5*b3[d8=S] Qc1-g5 #"],
    );
}

/// SingleBox Type3: White's latent pawn on e8 promotes into a rook or a
/// knight (both left in the box, the queen on the board) as part of the
/// queen's mating move, and must (Popeye's EXAMPLES/sbtype3.inp,
/// problem 6).
#[test]
fn single_box_type3_own_side_promotes_the_latent_pawn() {
    check(
        r#"begin
title select promotion piece
cond singlebox type3
pieces white ke1 qd8 rd1 pe8e6
       black ke5 pf4f5
stip #1
endproblem
"#,
        &["   1.[e8=R]Qd8-d4 # !", "   1.[e8=S]Qd8-d5 # !"],
    );
}

/// SingleBox Type3: the capture of the rook frees a kind for the latent
/// pawn on a8, promoted by White with the check (Popeye's
/// EXAMPLES/sbtype3.inp, problem 4); a capture freeing a kind for the
/// other side's latent pawn that would then attack the king is a
/// self-check, so Sh4*g2 (opening the h-file to a queen from h1) is no
/// solution of problem 3, and problem 1 has none (f2*e1 frees a bishop
/// for h8).
#[test]
fn single_box_type3_latent_pawn_checks_as_a_kind_left() {
    check(
        r#"begin
title avoid self-check
cond singlebox type3
stip h+1
pieces white kg8 qh8 rh7g6 bg7h4 sf4f6 pa8
       black kh1 rg1 pg5h2
endproblem
"#,
        &["  1.g5*f4 [a8=S]Rg6*g1 +"],
    );
    check(
        r#"begin
title avoid self-check
cond singlebox type3
stip +1
pieces white kh8 se3h4
       black ke1 qg2 rc1c2 bf3 ph1
endproblem
"#,
        &["   1.Se3*c2 + !", "   1.Se3*g2 + !", "   1.Sh4*f3 + !"],
    );
    check(
        r#"begin
cond singlebox type3
stip h#1
pieces white kc1 qa7 rb7b8 bc8e1 sa8e3 pa6b6c7g8h8
       black ka1 pf2
endproblem
"#,
        &[],
    );
}

/// FuddledMen: the queen that has just moved neither moves nor checks, so
/// after 1.Qc7-b6 the black king may step next to it, and any king move
/// mates by the queen, no longer the unit moved last (John Beasley,
/// British Chess Magazine 1987: Popeye's EXAMPLES/fuddled_men.inp,
/// problem 1).
#[test]
fn fuddled_men_the_unit_moved_last_rests() {
    check(
        r#"begin
pieces white Kh1 Qc7 Ph2 black Ka8 Ph3
stipulation #2
condition FuddledMen
option variation
endproblem
"#,
        &[
            "   1.Qc7-b6 ! zugzwang.",
            "      1...Ka8-b7",
            "          2.Kh1-g1 #",
            "      1...Ka8-a7",
            "          2.Kh1-g1 #",
            "      1...Ka8-b8",
            "          2.Kh1-g1 #",
        ],
    );
    // Paul Bissicks & Ronald Turnbull, feenschach 2013 (problem 2)
    check(
        r#"begin
pieces white Kd3 Pd2f3 black Kf5 Qf2 Rf1 Bb6
stipulation h#2
condition FuddledMen
endproblem
"#,
        &[
            "  1.Qf2-c5 Kd3-e3   2.Kf5-f4 + d2-d4 #",
            "  1.Bb6-e3 Kd3-d4   2.Kf5-e5 + d2*e3 #",
        ],
    );
}

/// FuddledMen: a rook that has just castled gives no check (Popeye's
/// TESTS/fuddled_men.inp, problem 1: only the king's move mates), nor do
/// both units of an ExchangeCastling exchange (problem 3, twin b: no
/// check in one, where without FuddledMen two moves check).
#[test]
fn fuddled_men_castling_units_do_not_check() {
    check(
        r#"begin
pieces white ke1 ra1 black kh1 pe3
stipulation h#1
condition FuddledMen
endproblem
"#,
        &["  1.Kh1-g1 Ke1-e2 #"],
    );
    check(
        r#"begin
pieces white ka1 ra5 black kh1
stip +1
condition ExchangeCastling FuddledMen
endproblem
"#,
        &[],
    );
    // (without FuddledMen both check: `castling::exchange_castling_gives_check`)
}
