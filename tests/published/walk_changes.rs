//! Conditions changing walks or binding units to their homes: BackHome,
//! Disparate, Bolero, BoleroInverse and PlusChess (corpus problems and hand-made
//! positions with the solutions Popeye 4.104 gives, named as such).

use crate::common::check;

/// BackHome: a check stands only where the side giving it has no legal way
/// home, so each mate comes once White's units are all back (Popeye's
/// REGRESSIONS/4_65_to_4_67.inp, problem 4: "there may be non-orthodox
/// mating moves in Backhome").
#[test]
fn back_home_mates_only_with_every_unit_home() {
    check(
        r#"begin
pieces white kd6 bh4 pd5 black kd8 qc8 be8 rf6
condition BackHome
stipulation exact-ser-#4
end
"#,
        &[
            "  1.Kd6-e5   2.Bh4*f6   3.Ke5-d6   4.Bf6-h4 #",
            "  1.Kd6-e5   2.Bh4*f6   3.Bf6-h4   4.Ke5-d6 #",
            "  1.Kd6-e5   2.Ke5*f6   3.Kf6-e5   4.Ke5-d6 #",
        ],
    );
}

/// BackHome: the black queen promoted on b1 goes home to b3, where its pawn
/// stood, and mates (Nicolas Dupont, France-Echecs 2013: Popeye's
/// EXAMPLES/backhome.inp, problem 1).
#[test]
fn back_home_a_promoted_queen_goes_home_to_its_pawns_square() {
    check(
        r#"begin
pieces white kb1 bc1 black ka4 pb3e2
stipulation hs#3.5
condition BackHome
end
"#,
        &["  1...e2-e1=B   2.Bc1-a3 b3-b2   3.Kb1-c2 b2-b1=Q   4.Ba3-c1 Qb1-b3 #"],
    );
}

/// BackHome: once the black rook or king has left its square (free to go
/// back), the bishop on d5 gives no check and the white king may step to
/// a2 after any black move (hand-made, Popeye 4.104's solutions).
#[test]
fn back_home_a_unit_free_to_go_home_does_not_check() {
    check(
        r#"begin
pieces white ka1 black kh8 bd5 rg7
stipulation hza21
condition BackHome
end
"#,
        &[
            "  1.Bd5-a2 Ka1*a2 z",
            "  1.Bd5-b3 Ka1-a2 z",
            "  1.Bd5-c4 Ka1-a2 z",
            "  1.Bd5-h1 Ka1-a2 z",
            "  1.Bd5-g2 Ka1-a2 z",
            "  1.Bd5-f3 Ka1-a2 z",
            "  1.Bd5-e4 Ka1-a2 z",
            "  1.Bd5-g8 Ka1-a2 z",
            "  1.Bd5-f7 Ka1-a2 z",
            "  1.Bd5-e6 Ka1-a2 z",
            "  1.Bd5-a8 Ka1-a2 z",
            "  1.Bd5-b7 Ka1-a2 z",
            "  1.Bd5-c6 Ka1-a2 z",
            "  1.Rg7-g1 Ka1-a2 z",
            "  1.Rg7-g2 Ka1-a2 z",
            "  1.Rg7-g3 Ka1-a2 z",
            "  1.Rg7-g4 Ka1-a2 z",
            "  1.Rg7-g5 Ka1-a2 z",
            "  1.Rg7-g6 Ka1-a2 z",
            "  1.Rg7-a7 Ka1-a2 z",
            "  1.Rg7-b7 Ka1-a2 z",
            "  1.Rg7-c7 Ka1-a2 z",
            "  1.Rg7-d7 Ka1-a2 z",
            "  1.Rg7-e7 Ka1-a2 z",
            "  1.Rg7-f7 Ka1-a2 z",
            "  1.Rg7-g8 Ka1-a2 z",
            "  1.Rg7-h7 Ka1-a2 z",
            "  1.Kh8-h7 Ka1-a2 z",
            "  1.Kh8-g8 Ka1-a2 z",
        ],
    );
}

/// BackHome: a black unit that left its square and attacks the white king
/// on d6 (the bishop on e5 or e7, the nightrider on b5) checks once White
/// checks Black, whose way home is then illegal: White may not play h3-h4
/// after those moves, only after the others (hand-made, Popeye 4.104's
/// solutions).
#[test]
fn back_home_a_unit_whose_way_home_is_barred_checks() {
    check(
        r#"begin
pieces white kd6 zc8 re6 sb2 ph3 pc7 black kg5 bf6 nh2 pa7
stipulation hzh41
condition BackHome
end
"#,
        &[
            "  1.Nh2-f1 h3-h4 + z",
            "  1.Nh2-g4 h3-h4 + z",
            "  1.Nh2-d4 h3-h4 + z",
            "  1.Nh2-f3 h3-h4 + z",
            "  1.Kg5-f4 h3-h4 z",
            "  1.Kg5-h6 h3-h4 z",
            "  1.Kg5-f5 h3-h4 z",
            "  1.Kg5-g6 h3-h4 z",
            "  1.Kg5-h5 h3-h4 z",
            "  1.Bf6*b2 h3-h4 + z",
            "  1.Bf6-c3 h3-h4 + z",
            "  1.Bf6-d4 h3-h4 + z",
            "  1.Bf6-h8 h3-h4 + z",
            "  1.Bf6-g7 h3-h4 + z",
            "  1.Bf6-d8 h3-h4 + z",
            "  1.a7-a5 h3-h4 + z",
            "  1.a7-a6 h3-h4 + z",
        ],
    );
}

/// Disparate: after a black rook move White may not move its rook, so only
/// the knight's moves let it mate (hand-made, Popeye 4.104's solutions).
#[test]
fn disparate_no_rook_move_after_a_rook_move() {
    check(
        r#"begin
pieces white kc1 ra1 black kh8 pg7h7 rb4 sb1
stipulation h#1
condition Disparate
end
"#,
        &["  1.Sb1-d2 Ra1-a8 #", "  1.Sb1-c3 Ra1-a8 #"],
    );
}

/// Disparate: after the rook move Rc1-c8 the black rook on a1 may not move,
/// so it gives no check and the pinned rook mates; after a black rook
/// move the rook may not mate (hand-made, Popeye 4.104's solution).
#[test]
fn disparate_a_rook_does_not_check_after_a_rook_move() {
    check(
        r#"begin
pieces white ke1 rc1 black kh8 pg7h7a5 ra1
stipulation h#1
condition Disparate
end
"#,
        &["  1.a5-a4 Rc1-c8 #"],
    );
}

/// Disparate: a black bishop move answers the check of the white bishop,
/// which may not move next: no mate (hand-made, Popeye 4.104: no
/// solution, where without the condition nine moves mate).
#[test]
fn disparate_a_bishop_move_escapes_a_bishops_check() {
    check(
        r#"begin
pieces white ka3 ba1 rd4 black kh8 bg8 ph7 pa5 bb8
stipulation h#1
condition Disparate
end
"#,
        &[],
    );
}

/// Disparate: a promotion is a pawn move, so after it White moves no pawn
/// but may move its queen; after a king move, anything but the king
/// (hand-made, Popeye 4.104's solutions).
#[test]
fn disparate_a_promotion_counts_as_a_pawn_move() {
    check(
        r#"begin
pieces white ka5 ph2 qf1 black kh8 pb2
stipulation hzh31
condition Disparate
end
"#,
        &[
            "  1.b2-b1=Q Qf1-h3 + z",
            "  1.b2-b1=S Qf1-h3 + z",
            "  1.b2-b1=R Qf1-h3 + z",
            "  1.b2-b1=B Qf1-h3 + z",
            "  1.Kh8-g7 Qf1-h3 z",
            "  1.Kh8-g7 h2-h3 z",
            "  1.Kh8-h7 Qf1-h3 + z",
            "  1.Kh8-h7 h2-h3 z",
            "  1.Kh8-g8 Qf1-h3 z",
            "  1.Kh8-g8 h2-h3 z",
        ],
    );
}

/// Disparate: castling counts as a king move, so after it the white rook may
/// move and the king not; after a black rook move, the king only
/// (hand-made, Popeye 4.104's solutions).
#[test]
fn disparate_castling_is_a_king_move() {
    check(
        r#"begin
pieces white ka1 rc1 black ke8 rh8 pa7
stipulation hzb11
condition Disparate
end
"#,
        &[
            "  1.a7-a5 Ka1-b1 z",
            "  1.a7-a5 Rc1-b1 z",
            "  1.a7-a6 Ka1-b1 z",
            "  1.a7-a6 Rc1-b1 z",
            "  1.0-0 Rc1-b1 z",
            "  1.Ke8-d7 Rc1-b1 z",
            "  1.Ke8-f7 Rc1-b1 z",
            "  1.Ke8-e7 Rc1-b1 z",
            "  1.Ke8-d8 Rc1-b1 z",
            "  1.Ke8-f8 Rc1-b1 z",
            "  1.Rh8-h1 Ka1-b1 z",
            "  1.Rh8-h2 Ka1-b1 z",
            "  1.Rh8-h3 Ka1-b1 z",
            "  1.Rh8-h4 Ka1-b1 z",
            "  1.Rh8-h5 Ka1-b1 z",
            "  1.Rh8-h6 Ka1-b1 z",
            "  1.Rh8-h7 Ka1-b1 z",
            "  1.Rh8-f8 Ka1-b1 z",
            "  1.Rh8-g8 Ka1-b1 z",
        ],
    );
}

/// Bolero: the neutral queen moves as the piece of its file and captures
/// and mates as a queen (Petko A. Petkov, Julia's Fairies 2019: Popeye's
/// EXAMPLES/bolero.inp, problem 4).
#[test]
fn bolero_neutral_pieces_change_walks() {
    check(
        r#"begin
pieces white kh3 black ke8 sc1 neutral qf2 rc7
stipulation h#2
condition Bolero
end
"#,
        &[
            "  1.Sc1-h6 nQf2-d4   2.Sh6-h7 nQd4-h8 #",
            "  1.Sc1-a3 nQf2-b6   2.Sa3-a7 nQb6-a8 #",
        ],
    );
}

/// Bolero RexInclusive: the kings move by the walks of their files too
/// (Geoff Foster, Anda Fairy Planet 2020-21, 1st prize: Popeye's
/// EXAMPLES/bolero.inp, problem 6).
#[test]
fn bolero_rex_inclusive_kings_change_walks() {
    check(
        r#"begin
pieces white kd7 black kd5 neutral rc6 ba8
stipulation h#2
condition Bolero RexInclusive
end
"#,
        &[
            "  1.Kd5-h1 Kd7-h3   2.nRc6-g2 nRg2-e1 #",
            "  1.Kd5-g2 Kd7-d2   2.nRc6-f3 nRf3-g4 #",
        ],
    );
}

/// Bolero: neutral pawns promote and the promoted pieces move by their
/// files' walks (Claude Beaubestre, Julia's Fairies 2019: Popeye's
/// EXAMPLES/bolero.inp, problem 1).
#[test]
fn bolero_promoted_pieces_change_walks() {
    check(
        r#"begin
pieces white kb7 black ke7 neutral pd7f2
stipulation h#2.5
condition Bolero
option HalfDuplex
end
"#,
        &[
            "  1...nPf2-f1=nQ   2.nPd7-d8=nR nRd8-b6 +   3.Kb7-a7 nQf1-a6 #",
            "  1...nPf2-f1=nR   2.Kb7-a6 nRf1-b5   3.nPd7-d8=nQ + nQd8-a5 #",
        ],
    );
}

/// PlusChess: a Berolina pawn arriving on e4 checks the king on e6, as it
/// would capture it from e5 (Popeye's REGRESSIONS/4_63_to_4_65.inp,
/// problem 9).
#[test]
fn plus_chess_a_berolina_pawn_checks_from_the_centre() {
    check(
        r#"begin
pieces white bpd3 black ke6
stipulation +1
condition PlusChess
option NoWk
end
"#,
        &["   1.BPd3-e4 + !"],
    );
}

/// PlusChess: the knight's capture on c6, which it could also make from
/// e5, is one move (Popeye's REGRESSIONS/4_65_to_4_67.inp, problem 7:
/// "since 4.51, we generated duplicate moves in Echecks Plus").
#[test]
fn plus_chess_a_capture_from_its_own_square_comes_once() {
    check(
        r#"begin
condition PlusChess
pieces white sd4 black pc6
stipulation x1
option NoWk NoBk
end
"#,
        &["   1.Sd4*c6 x !"],
    );
}

/// PlusChess: the king on d4 captures on f6 from e5 (its own step to e5
/// attacked), on f5 from e5 or e4, two moves (hand-made, Popeye 4.104's
/// solutions).
#[test]
fn plus_chess_a_king_captures_from_another_centre_square() {
    check(
        r#"begin
pieces white kd4 black kh1 pf6 pb6 sa8
stipulation hx1
condition PlusChess
end
"#,
        &[
            "  1.Kh1-g2 Kd4-e5*f6 x",
            "  1.Kh1-g1 Kd4-e5*f6 x",
            "  1.Kh1-h2 Kd4-e5*f6 x",
            "  1.b6-b5 Kd4-e5*f6 x",
            "  1.f6-f5 Kd4-e5*f5 x",
            "  1.f6-f5 Kd4-e4*f5 x",
            "  1.Sa8-c7 Kd4-e5*f6 x",
        ],
    );
}
