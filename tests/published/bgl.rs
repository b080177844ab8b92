//! BGL (the balances of Petko A. Petkov): published problems from
//! Popeye's EXAMPLES/bgl.inp, with the solutions Popeye 4.104 gives
//! (the balances left after each move printed as Popeye prints them).

use crate::common::check;

/// BGL 7 3: a black knight's move leaves Black 0.76, and each side pays
/// for its own moves (Petko A. Petkov, feenschach 1999; Popeye's
/// EXAMPLES/bgl.inp, problem 2).
#[test]
fn bgl_two_balances_direct_mate() {
    check(
        r#"begin
stipulation #2
condition bgl 7 3
forsyth 8/5p2/5P1R/3P1ks1/3Ppsp2/8/4p3/2K1Q3/
option variation
end
"#,
        &[
            "   1.Kd1-c1 (6/3) ! zugzwang.",
            "      1...e4-e3 (6/2)",
            "          2.Qf1-d3 (3.17/2) #",
            "      1...Sf4-d3 (6/0.76)",
            "          2.Qf1*f2 (5/0.76) #",
            "      1...Sf4-e2 (6/0.76)",
            "          2.Qf1*f2 (5/0.76) #",
            "      1...Sf4-g2 (6/0.76)",
            "          2.Qf1*f2 (5/0.76) #",
            "      1...Sf4-h3 (6/0.76)",
            "          2.Qf1*f2 (5/0.76) #",
            "      1...Sf4-h5 (6/0.76)",
            "          2.Qf1*f2 (5/0.76) #",
            "      1...Sf4-g6 (6/0.76)",
            "          2.Qf1*f2 (5/0.76) #",
            "      1...Sf4-e6 (6/0.76)",
            "          2.Qf1*f2 (5/0.76) #",
            "      1...Sf4*d5 (6/0.76)",
            "          2.Qf1*f2 (5/0.76) #",
            "      1...g4-g3 (6/2)",
            "          2.Qf1-h3 (3.17/2) #",
            "      1...Sg5-f3 (6/0.76)",
            "          2.Rh6-h5 (5/0.76) #",
            "      1...Sg5-h3 (6/0.76)",
            "          2.Rh6-h5 (5/0.76) #",
            "      1...Sg5-h7 (6/0.76)",
            "          2.Rh6-h5 (5/0.76) #",
            "      1...Sg5-e6 (6/0.76)",
            "          2.Rh6-h5 (5/0.76) #",
        ],
    );
}

/// BGL - 29: a neutral piece's moves are paid by the side that plays them,
/// here Black in its series; White, unlimited, prints no balances (Petko
/// Petkov, Macedonian Problemist 2003; EXAMPLES/bgl.inp, problem 3).
#[test]
fn bgl_neutral_pawn_spends_black_balance() {
    check(
        r#"begin
stipulation ser-h#5
condition bgl - 29
forsyth 8/1p6/6pp/3p4/3K2pk/7p/1=p6/8
end
"#,
        &[
            "  1.nPb2-b1=nR (-/28)   2.nRb1-h1 (-/22)   3.nRh1-a1 (-/15)   4.nRa1-a8 (-/8)   5.nRa8-h8 (-/1) nRh8*h6 #",
        ],
    );
}

/// BGL 27.42: one balance both sides pay from, printed as one number
/// (Petko Petkov, Macedonian Problemist 2003; EXAMPLES/bgl.inp, problem
/// 4).
#[test]
fn bgl_shared_balance_help_mate() {
    check(
        r#"begin
stipulation h#3
forsyth k7/1n2R3/16/p7/K7/p7/8
condition bgl 27.42
end
"#,
        &[
            "  1.a2-a1=N (26.42) Re7-c7 (24.42)   2.Na1-g4 (17.71) Rc7-c3 (13.71)   3.Ng4-a7 (7) Rc3-c8 (2) #",
        ],
    );
}

/// BGL 20.5 5 in a selfmate (Petko Petkov, feenschach 1999;
/// EXAMPLES/bgl.inp, problem 11).
#[test]
fn bgl_self_mate() {
    check(
        r#"begin
stipulation s#3
condition bgl 20.5 5
option variation
forsyth k7/7Q/8/5p2/16/6p1/1R4Kb/
end
"#,
        &[
            "   1.Rb1-b7 (14.5/5) ! zugzwang.",
            "      1...f5-f4 (14.5/4)",
            "          2.Qh7-b1 (6.01/4) zugzwang.",
            "              2...f4-f3 (6.01/3)",
            "                  3.Qb1-b6 (1.01/3)",
            "                      3...f3-f2 (1.01/2) #",
        ],
    );
}

/// BGL 8, shared by both sides (Petko Petkov, feenschach 1999;
/// EXAMPLES/bgl.inp, problem 13, twin b).
#[test]
fn bgl_shared_balance_threat() {
    check(
        r#"begin
stipulation #2
option variation
condition bgl 8
forsyth k7/3K4/8/1R6/32
end
"#,
        &["   1.Kd7-c7 (7) ! threat:", "          2.Rb5-a5 (6) #"],
    );
}

/// BGL 2 2.5 in duplex: each side's balance decides its mate (Stephen
/// Emmerson, original; EXAMPLES/bgl.inp, problem 14).
#[test]
fn bgl_duplex() {
    check(
        r#"begin
stipulation h#1
condition bgl 2 2.5
option duplex
forsyth k1K5/p7/1P6/40
end
"#,
        &[
            "  1.a7-a5 (2/0.5) Kc8-b8 (1/0.5) #",
            "  1.b6*a7 (0.59/2.5) Ka8-b8 (0.59/1.5) #",
        ],
    );
}

/// BGL 4.5 4 beside Madrasi RexInclusive (Petko Petkov, feenschach
/// 1999; EXAMPLES/bgl.inp, problem 1).
#[test]
fn bgl_beside_madrasi() {
    check(
        r#"begin
stipulation h==2
condition madrasi rexinclusive bgl 4.5 4
forsyth 3k4/16/6K1/8/p7/16
end
"#,
        &["  1.a3-a2 (4.5/3) Kg5-f6 (3.09/3)   2.a2-a1=S (3.09/2) Kf6-e7 (1.68/2) =="],
    );
}

/// A hand-made position with the solutions Popeye 4.104 gives: the rook's
/// mates cost 7, after which White cannot pay for the check (under BGL 7
/// or BGL 8 shared there is no mate); with Black's balance 0 the black
/// king cannot move, and a king's step next to it mates.
#[test]
fn bgl_a_check_is_paid_from_the_balance_left() {
    for balances in ["7", "8", "6.99 -"] {
        check(
            &format!(
                "begin\nstipulation #1\ncondition bgl {balances}\npieces white kb6 rh1 black ka8\nend\n"
            ),
            &[],
        );
    }
    check(
        "begin\nstipulation #1\ncondition bgl 7.99 0\npieces white kb6 rh1 black ka8\nend\n",
        &["   1.Kb6-a7 (6.58/0) # !", "   1.Kb6-b7 (6.99/0) # !"],
    );
    check(
        "begin\nstipulation #1\ncondition bgl 14.01 -\npieces white kb6 rh1 black ka8\nend\n",
        &["   1.Rh1-h8 (7.01/-) # !"],
    );
}
