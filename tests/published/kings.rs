//! The conditions that change what a king is: OscillatingKings and
//! SwappingKings (the kings exchange their squares after a move),
//! LeseMajeste (no king is captured), KobulKings (a king takes the kind
//! of its side's captured pieces), TransmutedKings, ReflectiveKings and
//! SuperTransmutingKings (a king in check borrows its checkers' walks),
//! VaultingKings (a king in check also moves like the kinds listed),
//! RoyalSquare (a side without a king is checked on its royal square),
//! ShieldedKings (a protected king is not checked by the other king),
//! AntiKings (a king is in check when not attacked), SAT and StrictSAT
//! (a king is in check when it has flights), RepublicanChess (a side may
//! put the other side's absent king where it is mated), RoyalDynasty (a
//! side may have several kings, royal only when one is left),
//! BrunnerChess (a capture of a king checks only if it leaves the
//! capturer's own king out of check).

use crate::common::check;

/// SwappingKings (both sides' OscillatingKings, TypeC): the kings
/// exchange their squares after a move that checks, so a check from c8
/// on the black king a6 mates it on a8 (Dan Meinking & Danny Dunn, Good
/// Companions 4th Quick Composing Tourney announcement, 2004; Popeye's
/// EXAMPLES/swapking.inp, problem 1).
#[test]
fn oscillating_kings_type_c_two_mover() {
    check(
        r#"begin
stip #2
piec white Ka8 Qa4
     black Ka6 Sa5 Ph7
opti defe 2 vari
cond WhiteOscillatingKings TypeC BlackOscillatingKings TypeC
end
"#,
        &[
            "   1.Qa4-e8 ? threat:",
            "          2.Qe8-c8[Ka6<->Ka8] #",
            "      1...Ka6-b6",
            "          2.Qe8-d8[Kb6<->Ka8] #",
            "    but",
            "      1...Sa5-b7 !",
            "   1.Qa4-d7 ! threat:",
            "          2.Qd7-c8[Ka6<->Ka8] #",
            "          2.Qd7-a7[Ka6<->Ka8] #",
            "      1...Sa5-c6",
            "          2.Qd7-c8[Ka6<->Ka8] #",
            "          2.Qd7-b7[Ka6<->Ka8] #",
            "      1...Sa5-b7",
            "          2.Qd7*b7[Ka6<->Ka8] #",
            "      1...Ka6-b6",
            "          2.Qd7-a7[Kb6<->Ka8] #",
            "          2.Qd7-d8[Kb6<->Ka8] #",
            "   1.Qa4-d4 ? threat:",
            "          2.Qd4-a7[Ka6<->Ka8] #",
            "    but",
            "      1...Sa5-c6 !",
            "      1...Ka6-b5 !",
            "   1.Qa4-b4 ? zugzwang.",
            "      1...Sa5-b3",
            "          2.Qb4-b7[Ka6<->Ka8] #",
            "      1...Sa5-c4",
            "          2.Qb4-b7[Ka6<->Ka8] #",
            "      1...Sa5-c6",
            "          2.Qb4-b7[Ka6<->Ka8] #",
            "      1...Sa5-b7",
            "          2.Qb4*b7[Ka6<->Ka8] #",
            "    but",
            "      1...h7-h5 !",
            "      1...h7-h6 !",
        ],
    );
}

/// SwappingKings in help play: the kings swap back and forth, a check
/// by the piece that will stand next to the swapped king (Dan Meinking,
/// Good Companions 4th Quick Composing Tourney announcement, 2004;
/// Popeye's EXAMPLES/swapking.inp, problems 2 and 4).
#[test]
fn swapping_kings_in_help_and_series_play() {
    check(
        r#"begin
stip h#4
fors 8/8/8/8/8/7K/4SkS1/8
opti white
cond SwappingKings
end
"#,
        &[
            "  1...Sg2-f4   2.Kf2-e1 Sf4-d3[Ke1<->Kh3]   3.Kh3-h2 Ke1-f1   4.Kh2-h1 Se2-g3[Kh1<->Kf1] #",
            "  1...Kh3-h2   2.Kf2-f1 Sg2-e3[Kf1<->Kh2]   3.Kh2-h1 Se2-g3[Kh1<->Kf1] +   4.Kf1-f2 Se3-g4[Kf2<->Kh1] #",
        ],
    );
    check(
        r#"begin
stip ser-h#3
fors 8/1b6/8/5S2/8/2s5/5K1p/7k
cond SwappingKings
end
"#,
        &["  1.Bb7-c8   2.Sc3-d1[Kh1<->Kf2]   3.Kf2-f1 Sf5-g3[Kf1<->Kh1] #"],
    );
}

/// SwappingKings: a white king's discovered check exchanges the kings,
/// and an en-passant capture does too (Dan Meinking, Good Companions 4th
/// Quick Composing Tourney announcement, 2004; Popeye's
/// EXAMPLES/swapking.inp, problems 6 and 7).
#[test]
fn swapping_kings_discovered_check_and_en_passant() {
    check(
        r#"begin
stip h#2
fors 1k6/1p6/8/1KP4R/1p6/8/8/3B4
cond SwappingKings
end
"#,
        &[
            "  1.b7-b6 Bd1-b3   2.Kb8-b7 c5-c6[Kb7<->Kb5] #",
            "  1.Kb8-a7 Kb5-a5   2.b7-b5 c5*b6 ep.[Ka7<->Ka5] #",
        ],
    );
    check(
        r#"begin
stip #2
fors 7k/7p/8/8/1p6/1B6/1KP5/6Q1
opti vari
cond SwappingKings
end
"#,
        &["   1.Qg1-a1 ! threat:", "          2.Kb2-a3[Kh8<->Ka3] #"],
    );
}

/// LeseMajeste: Black stands in check with White to play, and the key
/// gives the check up to give it again (Erich Bartel, Jugendschach 1985,
/// PDB P1110080; Popeye's EXAMPLES/lesemajeste.inp, problem 1).
#[test]
fn lese_majeste_check_given_up_and_given_again() {
    check(
        r#"begin
pieces white kh6 bh7 pg7 black kg8 pb2f7
stipulation #2
condition lesemajeste
option vari
end
"#,
        &[
            "   1.Bh7-b1 ! threat:",
            "          2.Bb1-h7 #",
            "      1...f7-f5",
            "          2.Bb1-a2 #",
            "      1...f7-f6",
            "          2.Bb1-a2 #",
        ],
    );
}

/// LeseMajeste in help play: the black king answers the check of the
/// diagram, and a king that could capture another never does (Erich
/// Bartel, Jugendschach 1985, PDB P1113604; Andrew Buchanan, Problemas
/// 2015, PDB P1324996; Popeye's EXAMPLES/lesemajeste.inp, problems 2 and
/// 11).
#[test]
fn lese_majeste_help_play() {
    check(
        r#"begin
pieces white kb8 bc7 pb4b7d5e4 black kd6 bd7 pe7
stipulation h#1.5
condition lesemajeste
end
"#,
        &[
            "  1...Kb8-a7 +   2.Kd6*c7 b7-b8=Q #",
            "  1...Kb8-a8 +   2.Kd6*c7 b7-b8=Q #",
            "  1...Bc7-b6   2.e7-e5 Bb6-c5 #",
        ],
    );
    check(
        r#"begin
pieces white kd8 re5 sf4 black kh8 rd6
stipulation h#2
condition lesemajeste
end
"#,
        &["  1.Rd6-h6 Sf4-h5   2.Rh6-h7 Re5-e8 #"],
    );
}

/// LeseMajeste: a pawn that could capture the king on its promotion
/// square promotes elsewhere (Andrew Buchanan, Problemas 2015, PDB
/// P1324997; Popeye's EXAMPLES/lesemajeste.inp, problem 12).
#[test]
fn lese_majeste_no_capture_of_the_king() {
    check(
        r#"begin
pieces white kb1 rb4 sc4 black ke8 pc2
stipulation h#3
condition lesemajeste
end
"#,
        &["  1.c2-c1=B Rb4-b7   2.Bc1-g5 Rb7-f7   3.Bg5-d8 Sc4-d6 #"],
    );
}

/// KobulKings: the black king, its rook captured, becomes a royal rook
/// and moves as one; White's king, its bishop captured, becomes a royal
/// bishop (hand-made, with the solutions Popeye 4.104 gives).
#[test]
fn kobul_kings_take_the_kind_of_their_captured_pieces() {
    check(
        r#"begin
pieces white ka1 pf6 rd1 bh6 black kh2 rd7 pa3
stipulation h#2
condition KobulKings
end
"#,
        &["  1.Rd7-g7 Bh6*g7[h2=rR]   2.rRh2-h7 Rd1-h1 #"],
    );
    check(
        r#"begin
pieces white kh1 qd4 bf7 pf5 black ke6 qd2 bc5
stipulation h#2
condition KobulKings
end
"#,
        &[
            "  1.Ke6*f7[h1=rB] rBh1-c6   2.Kf7-e7 Qd4-f6 #",
            "  1.Ke6*f7[h1=rB] rBh1-b7   2.Kf7-g8 Qd4-g7 #",
        ],
    );
}

/// TransmutedKings for both sides: b6-b7 checks the black king on a8,
/// which may then move only like a black pawn, and a pawn on its own
/// first rank does not move: mate, where the orthodox king would take
/// b7. Popeye 4.47 and earlier found no solution (Mario
/// Richter, MatPlus.net forum; Popeye's REGRESSIONS/4_47_to_4_49.inp,
/// problem 11).
#[test]
fn transmuted_kings_richter_mate_in_one() {
    check(
        r#"begin
pieces white kh1 pb6 black ka8
cond WhiteTransmutedKing BlackTransmutedKing
stip #1
end
"#,
        &["   1.b6-b7 # !"],
    );
}

/// BlackTransmutedKing: after 1.b8=Q+ the black king moves like a queen
/// and reaches e6 (the reflex target), Popeye's REGRESSIONS/4_75_to_4_77.inp,
/// problem 4 ("a problem with king transmuting to queen").
#[test]
fn black_transmuted_king_reflex_target() {
    check(
        r#"BeginProblem
Stipulation rZe61
Condition blacktransmut
Pieces White Ka7 Pb7 Black Kg8
option vari
endproblem
"#,
        &["   1.b7-b8=Q + !", "      1...Kg8-e6 z"],
    );
}

/// WhiteTransmutedKing: checked by a queen and a bishop, the king takes
/// g7 once though both walks reach it (Popeye's REGRESSIONS/4_69_to_4_71.inp,
/// problem 14).
#[test]
fn transmuted_king_moves_once_to_a_square_two_walks_reach() {
    check(
        r#"begin
pieces white kh8 ph7 black qa8 bg7
stipulation ~1
condition whitetransmutedking
option nobk
end
"#,
        &["   1.Kh8*a8 !", "   1.Kh8*g7 !"],
    );
}

/// WhiteReflectiveKing: checked by the queen on h2, the king moves as a
/// king and as a queen, each square once (Popeye's
/// REGRESSIONS/4_51_to_4_53.inp, problem 3; no published problem with
/// reflective kings is among Popeye's examples).
#[test]
fn reflective_king_moves_as_king_and_queen() {
    check(
        r#"begin
pieces white ke5 black qh2
condition WhiteReflectiveKing
stip ~1
option nobk
end
"#,
        &[
            "   1.Ke5-e8 !",
            "   1.Ke5-g7 !",
            "   1.Ke5-e7 !",
            "   1.Ke5-f6 !",
            "   1.Ke5-e6 !",
            "   1.Ke5-g5 !",
            "   1.Ke5-f5 !",
            "   1.Ke5-d5 !",
            "   1.Ke5-c5 !",
            "   1.Ke5-b5 !",
            "   1.Ke5-a5 !",
            "   1.Ke5-e4 !",
            "   1.Ke5-d4 !",
            "   1.Ke5-e3 !",
            "   1.Ke5-c3 !",
            "   1.Ke5*h2 !",
            "   1.Ke5-e1 !",
            "   1.Ke5-a1 !",
        ],
    );
}

/// BlackSuperTransmutingKing: the locust's capture checks the king,
/// which may only move, and only like a locust: mate (Nicolas Dupont,
/// Popeye's REGRESSIONS/4_69_to_4_71.inp, problem 16; until 4.69 Popeye
/// let the pawns answer the check).
#[test]
fn super_transmuting_king_dupont_mate_in_one() {
    check(
        r#"begin
author Nicolas Dupont
pieces white la7 black kb2 pc5e5
stip #1
condition BlackSuperTransmutingKing
option nowk
end
"#,
        &["   1.La7*c5-d4 # !"],
    );
}

/// BlackSuperTransmutingKing: the king checked by the rook moves like a
/// rook and becomes one; captured, it leaves Black without a move:
/// stalemate, as Popeye 4.104 has it (found by running it).
#[test]
fn super_transmuted_king_captured_is_stalemate() {
    check(
        r#"begin
condition BlackSuperTransmutingKing
pieces black ke8 white re2 kh1
stipulation h=1
end
"#,
        &[
            "  1.Ke8-e3=R Re2*e3 =",
            "  1.Ke8-e4=R Re2*e4 =",
            "  1.Ke8-e5=R Re2*e5 =",
            "  1.Ke8-e6=R Re2*e6 =",
            "  1.Ke8-e7=R Re2*e7 =",
        ],
    );
}

/// BlackRoyalSquare: the rook checks the royal square e5 from h5 and no
/// black piece can block f5 or g5 (no published problem with the
/// condition is known to us; composed here, solution as Popeye 4.104
/// gives it).
#[test]
fn royal_square_mate_in_one() {
    check(
        r#"begin
pieces white ke1 rh1 ra1 black pd5 pe6 bc5
stipulation #1
condition BlackRoyalSquare e5
end
"#,
        &["   1.Rh1-h5 # !"],
    );
}

/// BlackRoyalSquare in help play: a black piece standing on the royal
/// square does not shield it (`1.Sg4-e5 Rh2-h5 #`); every black move
/// allows the mate but those that could then block on f5 or g5
/// (`Sg4-e3`, `Sg4-h6`, `Bc5-e3`), take or attack the rook or check
/// (composed here, solutions as Popeye 4.104 gives them).
#[test]
fn royal_square_help_mate_a_piece_on_the_square_shields_nothing() {
    check(
        r#"begin
pieces white kh1 rh2 bb1 black pd5 pe6 bc5 sg4
stipulation h#1
condition BlackRoyalSquare e5
end
"#,
        &[
            "  1.Sg4-e5 Rh2-h5 #",
            "  1.Bc5-a3 Rh2-h5 #",
            "  1.Bc5-b4 Rh2-h5 #",
            "  1.Bc5-g1 Rh2-h5 #",
            "  1.Bc5-f2 Rh2-h5 #",
            "  1.Bc5-d4 Rh2-h5 #",
            "  1.Bc5-f8 Rh2-h5 #",
            "  1.Bc5-d6 Rh2-h5 #",
            "  1.Bc5-a7 Rh2-h5 #",
            "  1.Bc5-b6 Rh2-h5 #",
            "  1.d5-d4 Rh2-h5 #",
            "  1.e6-e5 Rh2-h5 #",
        ],
    );
}

/// ShieldedKings: the white king, protected by the queen, steps next to
/// the unprotected black king and mates it; the black king cannot take
/// it (composed here, solution as Popeye 4.104 gives it).
#[test]
fn shielded_kings_mate_by_the_protected_king() {
    check(
        r#"begin
pieces white kg6 qb2 black kg8 ph7
stipulation #1
condition ShieldedKings
end
"#,
        &["   1.Kg6-g7 # !"],
    );
}

/// ShieldedKings: three mates, two by the king stepping next to the
/// other (composed here, solutions as Popeye 4.104 gives them).
#[test]
fn shielded_kings_three_mates() {
    check(
        r#"begin
pieces white kf6 qa1 black kh8 ph7
stipulation #1
condition ShieldedKings
end
"#,
        &["   1.Qa1-a8 # !", "   1.Kf6-g7 # !", "   1.Kf6-f7 # !"],
    );
}

/// AntiKings: the rook leaving the e-file leaves the black king
/// unattacked, and no black move brings it under attack again but where
/// the rook would then stand on the d- or f-file (`Re2-d2`, `Re2-f2`:
/// `Ke8-d7`, `Ke8-f7`); the rook d1 keeps the white king attacked
/// (composed here, solutions as Popeye 4.104 gives them).
#[test]
fn anti_kings_mate_by_leaving_the_king_unattacked() {
    check(
        r#"begin
pieces white ke1 re2 black ke8 rd1
stipulation #1
condition AntiKings
end
"#,
        &[
            "   1.Re2-a2 # !",
            "   1.Re2-b2 # !",
            "   1.Re2-c2 # !",
            "   1.Re2-h2 # !",
            "   1.Re2-g2 # !",
        ],
    );
}

/// SAT 3: the white king walks round the board, taking the rook a2 on
/// its way, to d1, where the black king's flights and its own square
/// come to four, one more than its count, and Black cannot cut them down
/// (Ladislav Salai sr., Pat a Mat 2003, SAT #59; Popeye's
/// EXAMPLES/satxy.inp, problem 1).
#[test]
fn sat_three_series_mate_in_22() {
    check(
        r#"begin
stip ser-#22
cond sat 3
fors 7q/6p1/32/r1p1p3/k3rK2/
end
"#,
        &["  1.Kf1-g1   2.Kg1-h2   3.Kh2-h3   4.Kh3-h4   5.Kh4-h5   6.Kh5-h6   7.Kh6-h7   8.Kh7-g8   9.Kg8-f8  10.Kf8-e8  11.Ke8-d8  12.Kd8-c8  13.Kc8-b8  14.Kb8-a7  15.Ka7-a6  16.Ka6-a5  17.Ka5-a4  18.Ka4-a3  19.Ka3*a2  20.Ka2-b1  21.Kb1-c1  22.Kc1-d1 #"],
    );
}

/// SAT 4: a stalemate in 6 with a rook promotion sacrificed on h1
/// (Ladislav Salai sr., Mat 64 2002, SAT #58; Popeye's
/// EXAMPLES/satxy.inp, problem 2).
#[test]
fn sat_four_stalemate_in_6() {
    check(
        r#"begin
stip ==6
cond sat 4
fors 16/6p1/7P/24/k6K/
opt var
end
"#,
        &[
            "   1.h5-h6 ! zugzwang.",
            "      1...g6-g5",
            "          2.h6-h7 zugzwang.",
            "              2...g5-g4",
            "                  3.h7-h8=R zugzwang.",
            "                      3...g4-g3",
            "                          4.Kh1-g1 zugzwang.",
            "                              4...g3-g2",
            "                                  5.Rh8-h1 zugzwang.",
            "                                      5...g2*h1=Q",
            "                                          6.Kg1*h1 ==",
            "                                      5...g2*h1=S +",
            "                                          6.Kg1*h1 ==",
            "                                      5...g2*h1=R",
            "                                          6.Kg1*h1 ==",
            "                                      5...g2*h1=B +",
            "                                          6.Kg1*h1 ==",
        ],
    );
}

/// StrictSAT: after the key each black move gives the white king a
/// flight, and White mates by taking the last one away, twice by
/// castling (Ladislav Salai sr., 3rd Hon. Mention Umenie 64 1999, SAT
/// #66; Popeye's EXAMPLES/strctsat.inp, problem 1).
#[test]
fn strict_sat_two_mover_with_castlings() {
    check(
        r#"begin
stip #2
opt var try def 4
cond strictsat
fors 7r/7p/7P/2S5/1pBP4/3sBp2/p2Pks1P/R3K2R
end
"#,
        &[
            "   1.Bc4-g8 ! zugzwang.",
            "      1...Sf2-d1",
            "          2.Sc5*d3 #",
            "      1...Sf2*h1",
            "          2.Sc5*d3 #",
            "      1...Sf2-h3",
            "          2.Sc5*d3 #",
            "      1...Sf2-g4",
            "          2.Sc5*d3 #",
            "      1...Sf2-e4",
            "          2.Sc5*d3 #",
            "      1...Sd3-b2",
            "          2.d2-d3 #",
            "      1...Sd3-c1",
            "          2.d2-d3 #",
            "      1...Sd3-f4",
            "          2.d2-d3 #",
            "      1...Sd3-e5",
            "          2.d2-d3 #",
            "      1...b4-b3",
            "          2.0-0-0 #",
            "      1...Rh8*g8",
            "          2.0-0 #",
        ],
    );
}

/// StrictSAT remembers: once the white knight has attacked the black
/// king (boxed in on a8, no flights), the king's own square counts as a
/// flight whenever it stands unattacked, so the knight's leaving checks;
/// a pawn move of Black's giving the king a flight is no move at all
/// (composed here, solutions as Popeye 4.104 gives them).
#[test]
fn strict_sat_counts_the_square_once_the_king_was_attacked() {
    check(
        r#"begin
pieces black ka8 pa7 pb7 bb8 ph5 white kh1 pg2 ph2 bg1 sd5
stipulation h+1.5
condition StrictSAT
end
"#,
        &[
            "  1...h2-h4   2.a7-a5 Sd5-e3 +",
            "  1...h2-h4   2.a7-a5 Sd5-b6 +",
            "  1...h2-h4   2.a7-a6 Sd5-e3 +",
            "  1...h2-h4   2.a7-a6 Sd5-b6 +",
            "  1...h2-h3   2.a7-a5 Sd5-e3 +",
            "  1...h2-h3   2.a7-a5 Sd5-b6 +",
            "  1...h2-h3   2.a7-a6 Sd5-e3 +",
            "  1...h2-h3   2.a7-a6 Sd5-b6 +",
            "  1...Sd5-c7   2.h5-h4 Sc7-a6 +",
            "  1...Sd5-c7   2.h5-h4 Sc7-b5 +",
            "  1...Sd5-c7   2.h5-h4 Sc7-d5 +",
            "  1...Sd5-c7   2.h5-h4 Sc7-e6 +",
            "  1...Sd5-c7   2.h5-h4 Sc7-e8 +",
            "  1...Sd5-c7   2.a7-a5 Sc7-a6 +",
            "  1...Sd5-c7   2.a7-a5 Sc7-b5 +",
            "  1...Sd5-c7   2.a7-a5 Sc7-d5 +",
            "  1...Sd5-c7   2.a7-a5 Sc7-e6 +",
            "  1...Sd5-c7   2.a7-a5 Sc7-e8 +",
            "  1...Sd5-c7   2.a7-a6 Sc7*a6 +",
            "  1...Sd5-c7   2.a7-a6 Sc7-b5 +",
            "  1...Sd5-c7   2.a7-a6 Sc7-d5 +",
            "  1...Sd5-c7   2.a7-a6 Sc7-e6 +",
            "  1...Sd5-c7   2.a7-a6 Sc7-e8 +",
            "  1...Sd5-b6   2.h5-h4 Sb6-a4 +",
            "  1...Sd5-b6   2.h5-h4 Sb6-c4 +",
            "  1...Sd5-b6   2.h5-h4 Sb6-d5 +",
            "  1...Sd5-b6   2.h5-h4 Sb6-d7 +",
            "  1...Sd5-b6   2.h5-h4 Sb6-c8 +",
        ],
    );
}

/// RepublicanChess Type1: the mate is an insertion of the black king
/// (Gerard Smits, Probleemblad III-IV/1989, p. 38; Popeye's
/// EXAMPLES/republican.inp, problem 5).
#[test]
fn republican_type1_two_mover_mates_by_insertions() {
    check(
        r#"begin
pieces white rf8 ba8 pe4
       black bb8 pd7e5
condition republican type1
stipulation #2
option variations
end
"#,
        &[
            "   1.Ba8-d5 ! zugzwang.",
            "      1...d7-d6",
            "          2.Rf8-f7[+bKe6] #",
            "          2.Rf8-f7[+bKa8] #",
            "      1...Bb8-a7",
            "          2.Bd5-c6[+bKa8] #",
            "          2.Rf8-c8[+bKa8] #",
            "          2.Rf8-d8[+bKa8] #",
            "          2.Rf8-e8[+bKa8] #",
            "          2.Rf8-h8[+bKa8] #",
            "          2.Rf8-g8[+bKa8] #",
            "      1...Bb8-d6",
            "          2.Rf8-f7[+bKe6] #",
            "      1...Bb8-c7",
            "          2.Rf8-a8[+bKb8] #",
        ],
    );
}

/// RepublicanChess (Type2, the default): White puts the black king on
/// the board with check, Black mates White by putting the white king
/// next to it (Eric Huber & Vlaicu Crisan, Quartz 2002; Popeye's
/// EXAMPLES/republican.inp, problem 6).
#[test]
fn republican_help_self_mate_both_kings_inserted() {
    check(
        r#"begin
pieces white rb7b2
       black rd1 bc5 pa6
condition republican
stipulation hs#2
end
"#,
        &[
            "  1.Rb2-g2 Rd1-d6   2.Rg2-g8[+bKd8] + Rd6-d7[+wKf8] #",
            "  1.Rb2-e2 Rd1-d6   2.Re2-e8[+bKh8] + Rd6-f6[+wKf8] #",
            "  1.Rb2-c2 Bc5-d4   2.Rc2-c8[+bKf8] + Bd4-b6[+wKd8] #",
            "  1.Rb7-h7 Rd1-d4   2.Rh7-h1[+bKe1] + Rd4-d2[+wKg1] #",
        ],
    );
}

/// The two types differ in the mate: after 1.Ra1-h1[+bKh3] Black may
/// answer 1...Kh3-h4[+wKh2], the white king blocking the rook's check,
/// which saves Black under Type2 only (Popeye's
/// EXAMPLES/republican.inp, problem 1, and its Type2 counterpart).
#[test]
fn republican_types_differ_in_the_mate() {
    let problem = |kind: &str| {
        format!(
            "begin\npieces white ra1 be6\n       black rg2g3\ncondition republican {kind}\nstipulation #1\nend\n"
        )
    };
    check(&problem("type1"), &["   1.Ra1-h1[+bKh3] # !"]);
    check(&problem("type2"), &[]);
    check(
        r#"begin
pieces white ra1 be6
       black rg2g3
condition republican type1
stipulation h#1
end
"#,
        &["  1.Rg2-h2 Be6-d5[+bKh1] #"],
    );
}

/// RoyalDynasty: White's two kings are not royal; the series ends when
/// Black must capture one of them on g2, leaving the other royal and
/// mated on h1 (Bernd Schwarzkopf; Popeye's
/// REGRESSIONS/4_65_to_4_67.inp, problem 8, where Popeye 4.63 and 4.65
/// found only one of the two solutions).
#[test]
fn royal_dynasty_series_self_mate() {
    check(
        r#"begin
pieces white Ke1h1 Rd4 black Kh3 Pf3h2
condition royaldynasty
stipulation ser-s#2
end
"#,
        &[
            "  1.Ke1-f2   2.Kf2-g2 + f3*g2 #",
            "  1.Ke1-f1   2.Kf1-g2 + f3*g2 #",
        ],
    );
}

/// RoyalDynasty: the only king castles after a promotion, but not after
/// a promotion to king (two kings: castling is lost), which Popeye 4.61
/// and earlier allowed (Popeye's REGRESSIONS/4_61_to_4_63.inp, problem 2).
#[test]
fn royal_dynasty_no_castling_with_two_kings() {
    check(
        r#"begin
cond royaldynasty
stip exact-ser-002
pieces white pa7 ke1 rh1
end
"#,
        &[
            "  1.a7-a8=Q   2.0-0",
            "  1.a7-a8=S   2.0-0",
            "  1.a7-a8=R   2.0-0",
            "  1.a7-a8=B   2.0-0",
        ],
    );
}

/// BrunnerChess beside WhiteMaximummer (Popeye's test collection,
/// TESTS/maxi.inp, problem 1): after 1.Ka6*b7 the white king on b7 is not
/// in check from the neutral bishop on c8, whose capture of it would
/// leave the black king on a8 to the bishop itself, as a white piece
/// (whether that capture is the longest white move plays no part).
#[test]
fn brunner_a_neutral_pinned_by_itself_gives_no_check() {
    check(
        "begin\npieces white ka6 black ka8 pb7 neutral bc8\nstipulation #1\ncondition brunner whitemaxi\nend\n",
        &["   1.Ka6*b7 # !"],
    );
}

/// BrunnerChess: two keys more than in orthodox chess, 1.Rb1 (1...Ka7)
/// and 1.Rh7 (1...Kb8), each followed by 2.Kb7#: the white king mates
/// from next to the black one, which cannot take it because the rook
/// would then take the black king (hand-made, Popeye 4.104's solution;
/// orthodox: 1.Kb6 and 1.Kc7).
#[test]
fn brunner_mate_in_two() {
    check(
        "begin\npieces white kc6 rh1 black ka8\nstipulation #2\ncondition BrunnerChess\nend\n",
        &[
            "   1.Rh1-b1 !",
            "   1.Rh1-h7 !",
            "   1.Kc6-b6 !",
            "   1.Kc6-c7 !",
        ],
    );
}

/// VaultingKings S: a checked black king on a8 also moves as a knight,
/// so 1.Qe8+ and 1.Rh8+ mate only where the knight on d5 guards b6 and
/// c7 (a hand-made position, no published VaultingKings problem being at
/// hand: the solutions as Popeye 4.104 gives them, none without the
/// knight).
#[test]
fn vaulting_kings_knight_escapes() {
    let problem = |knight: &str| {
        format!(
            "begin\npieces white kc1 rh1 qe4 {knight} black ka8 pa7 pb7\n\
             stipulation #1\ncondition VaultingKings S\nend\n"
        )
    };
    check(&problem("sd5"), &["   1.Rh1-h8 # !", "   1.Qe4-e8 # !"]);
    check(&problem(""), &[]);
}

/// WhiteSuperTransmutingKing beside NoWhiteCapture, Black's royal piece
/// a dummy on f1: the white king checked by the queen or the knight
/// moves like it and becomes it (Popeye's REGRESSIONS/4_61_to_4_63.inp,
/// problem 20; until 4.61 Popeye gave 1.h3-h2 Kh1-g2 # as well).
#[test]
fn super_transmuting_king_against_a_royal_dummy() {
    check(
        r#"begin
pieces white kh1 black pe2f2h3 black royal duf1
condition whitesupertransmutingking nowhitecapture
stipulation h#2
end
"#,
        &[
            "  1.e2-e1=Q Kh1-h2   2.Qe1-e5 + Kh2-h1=Q #",
            "  1.h3-h2 Kh1-g2 +   2.e2-e1=S + Kg2-e3=S #",
        ],
    );
}

/// SAT with royal grasshoppers: a royal piece's flights are the squares
/// its own walk reaches unattacked (Neal Turnier, Julia's Fairies 2014;
/// Popeye's REGRESSIONS/4_65_to_4_67.inp, problem 6).
#[test]
fn sat_with_royal_grasshoppers_self_mate_in_2() {
    check(
        r#"begin
pieces white rd8 bg3 sa7g6 pa4b4 white royal gc4
       black bh3 se6 pa3b6b7f6g5 black royal gf3
stipulation s#2
option vari
condition sat
end
"#,
        &[
            "   1.Sg6-e7 ! threat:",
            "          2.Se7-d5 +",
            "              2...f6-f5 #",
            "      1...rGf3-f7",
            "          2.Se7-f5 +",
            "              2...rGf7*a7 #",
            "      1...b6-b5",
            "          2.Se7-c8 +",
            "              2...b7-b6 #",
            "      1...Se6-f4",
            "          2.Bg3-f2 +",
            "              2...Bh3-f1 #",
        ],
    );
}
