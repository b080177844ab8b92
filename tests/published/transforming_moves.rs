//! The conditions under which moves transform units (issue "Fairy
//! conditions II"): CASTchess and CASTchess Inverse (a piece with two
//! threats or more, or with exactly one, captures nothing), FrankfurtChess
//! (a capturing piece takes its victim's kind) and Pepo (an attacked king
//! is paralysed, and in check only when attacked twice).

use crate::common::check;

/// CASTchess: the pawn takes on f7 and the king steps next to the black
/// king, each leaving one rook the sole threat to the king (Petko A.
/// Petkov, Anda Fairy Planet 2, 2020; Popeye's TESTS/CASTchess.inp,
/// problem 1).
#[test]
fn cast_mates_in_one() {
    check(
        r#"begin
pieces white kf6 re5f4 bg6 pe6h3h4
       black kf5 re4 pf7
stipulation #1
condition CASTchess
end
"#,
        &["   1.e6*f7 # !", "   1.Kf6-g5 # !", "   1.Bg6-h7 # !"],
    );
}

/// CASTchess: two helpmates with the black lion (Petko A. Petkov, The
/// Problemist Supplement 2020, version; Popeye's EXAMPLES/CASTchess.inp,
/// problem 2).
#[test]
fn cast_helpmate_with_a_lion() {
    check(
        r#"begin
pieces white kc7 be2e3 pc5d6
       black ke1 pa4 lia7
stipulation h#2
condition CASTchess
end
"#,
        &[
            "  1.LIa7-a2 Kc7-b6   2.LIa2-f2 Be3-d2 #",
            "  1.LIa7-d7 Kc7-d8   2.LId7-d2 + Be3-f2 #",
        ],
    );
}

/// CASTchess Inverse: a piece with one threat does not capture, so the
/// rook's and the king's single threats are no checks (Petko A. Petkov,
/// Anda Fairy Planet 2, 2020; Popeye's TESTS/CASTchess.inp, problem 2).
#[test]
fn cast_inverse_mates_in_one() {
    check(
        r#"begin
pieces white kd6 qb6 rd3e3
       black kd5 rc8 bb7 sh1 pa6c4f4f7g3h2
stipulation #1
condition CASTchess Inverse
end
"#,
        &["   1.Rd3-d2 # !", "   1.Kd6-c5 # !", "   1.Kd6-e6 # !"],
    );
}

/// FrankfurtChess: the black king takes and becomes a royal piece of its
/// victim's kind, three times (Michal Dragoun, WCCC Jurmala 2024, Sake
/// Tourney, 2nd honourable mention; Popeye's EXAMPLES/frankfurt.inp,
/// problem 6).
#[test]
fn frankfurt_royal_king_helpmate() {
    check(
        r#"begin
pieces white ka7 rb8 ba5 sb7 black kd7 re2 pb4c4c6f5f7
stipulation h#2
condition FrankfurtChess
end
"#,
        &[
            "  1.Re2-e8 Rb8-c8   2.Kd7*c8=rR Sb7-d6 #",
            "  1.Re2-e5 Ba5-c7   2.Kd7*c7=rB Rb8-c8 #",
            "  1.Re2-e4 Sb7-d6   2.Kd7*d6=rS Ba5-c7 #",
        ],
    );
}

/// FrankfurtChess: captures by and of pawns, and a king that becomes a
/// royal pawn and promotes (Andy Ooms, WCCC Jurmala 2024, Sake Tourney,
/// 6th honourable mention; Popeye's EXAMPLES/frankfurt.inp, problem 10,
/// part a).
#[test]
fn frankfurt_royal_pawn_promotes() {
    check(
        r#"begin
pieces white kd1 pe2h2 black kh1 be1f3 pf4
stipulation h#2
condition FrankfurtChess
end
"#,
        &["  1.Kh1*h2=rP Kd1*e1=rB   2.rPh2-h1=rS e2*f3=B #"],
    );
}

/// Pepo: a double check is mate, a single check is none (Popeye's
/// TESTS/pepo.inp, problem 1).
#[test]
fn pepo_double_check_mates() {
    check(
        r#"begin
pieces white ra8 bb8 black kh8
stipulation #1
condition pepo
end
"#,
        &["   1.Bb8-e5 # !"],
    );
}

/// Pepo: three helpmates by captures (Mario Parrinello, Anda Fairy
/// Planet 5, 2023; Popeye's EXAMPLES/pepo.inp, problem 1).
#[test]
fn pepo_helpmate() {
    check(
        r#"begin
pieces white kf6 rf4 bf3 sg2 pg4
       black kh3 bf1g5 sg1 pe2h4
stipulation h#2
condition Pepo
end
"#,
        &[
            "  1.Bf1*g2 Bf3*g2   2.Sg1-f3 Rf4*f3 #",
            "  1.Sg1*f3 Rf4*f3   2.Bg5-f4 Sg2*f4 #",
            "  1.Bg5*f4 Sg2*f4   2.Bf1-g2 Bf3*g2 #",
        ],
    );
}
