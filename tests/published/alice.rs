//! AliceChess: two boards, a unit moves on its own and passes to the
//! other (the piece attributes AliceA and AliceB say where a unit
//! stands; either makes the condition active).

use crate::common::check;

/// Michel Caillaud, Andernach 2025, 5th place (Popeye's
/// EXAMPLES/alice.inp, problem 4): the black king passes to board A, the
/// pawn promotes on board B and passes to A, where the rook mates.
#[test]
fn caillaud_helpmate_promotes_on_the_other_board() {
    check(
        r#"begin
pieces white ka1 qc5 white AliceB rc3 black AliceB ke5 pd2
stip h#2
end
"#,
        &[
            "  1.Ke5-f4A Qc5-f5B   2.d2-d1=SA Rc3-f3A #",
            "  1.Ke5-e4A Qc5-e5B   2.d2-d1=BA Rc3-e3A #",
        ],
    );
}

/// The same position on one board has no helpmate in 2 (the negative of
/// [`caillaud_helpmate_promotes_on_the_other_board`]).
#[test]
fn caillaud_position_on_one_board_is_another_problem() {
    check(
        r#"begin
pieces white ka1 qc5 rc3 black ke5 pd2
stip h#2
end
"#,
        &[],
    );
}

/// Manfred Rittirsch & Franz Pachl, Andernach 2025, 4th place (Popeye's
/// EXAMPLES/alice.inp, problem 3), with its twin moving the white king.
#[test]
fn rittirsch_pachl_helpmate_twin() {
    check(
        r#"begin
pieces white kh1 rg2 pe6g3g6 white AliceB bf7
       black rd2e7 bd5g7 pd3g4 black AliceB kf8
stip h#2
twin move h1 h2
end
"#,
        &[
            "  1.Bd5-b7B Rg2-e2B   2.Re7-a7B e6-e7B #",
            "  1.Rd2-b2B Rg2-g1B   2.Bg7-a1B g6-g7B #",
        ],
    );
}

/// Michel Caillaud, Andernach 2025, 8th place (Popeye's
/// EXAMPLES/alice.inp, problem 7): captures on both boards.
#[test]
fn caillaud_helpmate_in_two_and_a_half() {
    check(
        r#"begin
pieces white kf8 pd4f3 white AliceB ra4 bh1
       black kd1 black AliceB rc1e1 ba3
stip h#2.5
end
"#,
        &[
            "  1...Bh1-e4A   2.Ba3-b2A Be4-d3B   3.Bb2*d4B Ra4*d4A #",
            "  1...Ra4-e4A   2.Re1-f1A Re4-e2B   3.Rf1*f3B Bh1*f3A #",
        ],
    );
}

/// A unit checks only a king of its own board: the pawn passing from B
/// to A checks, the one passing from A to B does not (Popeye's
/// TESTS/alice.inp, problem 2).
#[test]
fn check_only_from_the_same_board() {
    check(
        r#"begin
pieces white pc3 white AliceB pe3 black kd5
stip +1
option nowk
end
"#,
        &["   1.e3-e4A + !"],
    );
}

/// A king must not be in check on the board it left either: of its three
/// steps only b2, attacked there by the pawn, is barred (Popeye's
/// TESTS/alice.inp, problem 3); another unit's step is judged on the
/// board it reaches only, so the pawn passing to B does not check the
/// king on A, while from B it does (problem 4, with its twin).
#[test]
fn a_king_is_not_in_check_on_the_board_it_left() {
    check(
        r#"begin
pieces white ka1 black pa3
stip ~1
condition Alice
option nobk
end
"#,
        &["   1.Ka1-a2B !", "   1.Ka1-b1B !"],
    );
    check(
        r#"begin
pieces white pb6 black ka8
stip +1
condition Alice
option nowk
twin add white AliceB pb6
end
"#,
        &["   1.b6-b7A + !"],
    );
}

/// Castling moves both partners to the other board, not when a square
/// they arrive on is occupied there; en passant takes only a pawn of the
/// capturer's board (Popeye's TESTS/alice.inp, problems 5 to 7).
#[test]
fn castling_and_en_passant() {
    check(
        r#"begin
pieces white ke1 ra1
condition alice
stip 001
option nobk
end
"#,
        &["   1.0-0-0BB !"],
    );
    check(
        r#"begin
pieces white ke1 ra1 black aliceb sd1
condition alice
stip 001
option nobk
end
"#,
        &[],
    );
    check(
        r#"begin
pieces black alicea pe7 white pd5 white aliceb pf5
stip hep1
option nowk nobk
end
"#,
        &["  1.e7-e5B f5*e6 ep.A"],
    );
}
