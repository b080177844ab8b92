//! The castling conditions: CastlingChess, Rokagogo and ExchangeCastling.

use crate::common::check;

/// CastlingChess: the white king castles with the black pawn
/// (`Kb1-c2`, then `Kc2-e2/bPh2-d2`) to force stalemate in three
/// (Nils Adrian Bakke, feenschach 1991: Popeye's
/// EXAMPLES/castlingchess.inp, problem 1).
#[test]
fn castling_chess_with_the_other_sides_pawn() {
    check(
        r#"begin
fors 32/2k5/8/7p/1K6
stip ser-r=3
cond castl
endproblem
"#,
        &[
            "  1.Kb1-c2   2.Kc2-e2/bPh2-d2   3.Ke2-d1 Kc4-d3 =",
            "  1.Kb1-a2   2.Ka2-c2/bPh2-b2   3.Kc2-b1 Kc4-b3 =",
            "  1.Kb1-b2   2.Kb2-d2/bPh2-c2   3.Kd2-c1 Kc4-c3 =",
        ],
    );
}

/// CastlingChess: a reflex mate in two where the white king castles with
/// a black pawn and a black bishop
/// (Nils Adrian Bakke, feenschach 1997: Popeye's
/// EXAMPLES/castlingchess.inp, problem 3).
#[test]
fn castling_chess_reflex_mate() {
    check(
        r#"begin
fors k7/7p/8/5p2/5p2/8/p6K/b7
stip r#2
opti var
cond castl
endproblem
"#,
        &[
            "   1.Kh2-h1 ! threat:",
            "          2.Kh1-h3/bPh7-h2",
            "              2...h2-h1=Q #",
            "      1...f4-f3",
            "          2.Kh1-f1/bBa1-g1",
            "              2...a2-a1=Q #",
            "              2...a2-a1=R #",
        ],
    );
}

/// CastlingChess: castlings along a file (`Kb7-b5/wPb2-b6`) and a rank
/// with the other side's pawns in a series helpmate
/// (Nils Adrian Bakke: Popeye's EXAMPLES/castlingchess.inp, problem 4).
#[test]
fn castling_chess_series_help_mate() {
    check(
        r#"begin
fors k7/6P1/8/3K4/16/1P6/8
stip ser-h#8
cond castl
endproblem
"#,
        &["  1.Ka8-b7   2.Kb7-d7/wPg7-c7   3.Kd7-c8   4.Kc8-b7   5.Kb7-b5/wPb2-b6   6.Kb5-a6   7.Ka6-b7   8.Kb7-a8 c7-c8=Q #"],
    );
}

/// Rokagogo allows no diagonal castling: the king on a1 cannot castle
/// with the rook on h8 to reach c3 (Popeye's REGRESSIONS/4_87_to_4_89.inp,
/// problem 5, which has no solution; under CastlingChess, as Popeye 4.104
/// has it, the castling reaches c3).
#[test]
fn rokagogo_castles_only_along_ranks_and_files() {
    let problem = |condition: &str| {
        format!(
            "begin\npieces white ka1 rh8\nstip zc31\ncondition {condition}\noption nobk\nendproblem\n"
        )
    };
    check(&problem("rokagogo"), &[]);
    check(&problem("castlingchess"), &["   1.Ka1-c3/wRh8-b2 z !"]);
}

/// ExchangeCastling: the rook exchanges its square with its king and
/// checks from a1 (Popeye's TESTS/fuddled_men.inp, problem 3, part a).
#[test]
fn exchange_castling_gives_check() {
    check(
        r#"begin
pieces white ka1 ra5 black kh1
stip +1
condition ExchangeCastling
endproblem
"#,
        &["   1.Ra5<->Ka1 + !", "   1.Ra5-h5 + !"],
    );
}
