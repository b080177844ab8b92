//! The obligation conditions: the synchron movers
//! (WhiteSynchronMover, BlackSynchronMover, WhiteAntiSynchronMover,
//! BlackAntiSynchronMover), MustCapture, Maximummer and Minimummer with
//! Exact and Ultra, AlphabeticChess. Popeye's corpus problems with their solutions,
//! and hand-made positions with the solutions Popeye 4.104 gives (named
//! as such), whose move pairs show the rule on the replies.

use crate::common::check;

/// Popeye's REGRESSIONS/4_63_to_4_65.inp, problem 2: the key is free
/// (nothing binds White before a move of Black's), and after it Black,
/// with no move of the key's displacement, plays any move.
#[test]
fn synchron_key_is_free() {
    check(
        "begin\npieces white kc8 rd6 ph2 black ka8 pa6a7\nstip #2\ncond blacksync whitesync\noption vari\nend\n",
        &["   1.Rd6-d8 ! threat:", "          2.Kc8-c7 #"],
    );
}

/// Popeye's REGRESSIONS/4_63_to_4_65.inp, problem 3: BlackSynchronMover
/// beside WhiteAntiSynchronMover.
#[test]
fn synchron_beside_anti_synchron() {
    check(
        "begin\npieces white kc7 rc8d1 black ka7 pa5a6\nstip #2\ncond blacksync whiteantisync\noption vari\nend\n",
        &["   1.Rd1-d8 ! threat:", "          2.Rc8-a8 #"],
    );
}

/// Stephen Emmerson, original (Popeye's EXAMPLES/sync.inp, problem 2):
/// semi-reflex check under BlackSynchronMover, and with WhiteSynchronMover
/// beside it in the twin, where the kings and pawns march in step.
#[test]
fn emmerson_semi_reflex_check() {
    check(
        "begin\nfors k1K5/p7/1P6/40\nstip semi-r+5\nopt var\ncond blacksync\ntwin cond blacksync whitesync\nstip semi-r+6\nend\n",
        &[
            "   1.Kc8-c7 ! threat:",
            "          2.Kc7-d7 zugzwang.",
            "              2...Ka8-b8",
            "                  3.Kd7-e6 threat:",
            "                          4.Ke6-d6 threat:",
            "                                  5.Kd6-c5",
            "                                      5...a7*b6 +",
            "                      3...a7*b6",
            "                          4.Ke6-d5 zugzwang.",
            "                              4...Kb8-a7",
            "                                  5.Kd5-c4",
            "                                      5...b6-b5 +",
            "      1...a7-a6",
            "          2.Kc7-c6 zugzwang.",
            "              2...a6-a5",
            "                  3.Kc6-d5 zugzwang.",
            "                      3...Ka8-b7",
            "                          4.Kd5-c4 zugzwang.",
            "                              4...Kb7-a6",
            "                                  5.Kc4-b3",
            "                                      5...a5-a4 +",
            "   1.Kc8-c7 ! zugzwang.",
            "      1...a7-a6",
            "          2.Kc7-c6 zugzwang.",
            "              2...a6-a5",
            "                  3.Kc6-c5 zugzwang.",
            "                      3...a5-a4",
            "                          4.Kc5-c4 zugzwang.",
            "                              4...a4-a3",
            "                                  5.Kc4-c3 zugzwang.",
            "                                      5...a3-a2",
            "                                          6.Kc3-c2",
            "                                              6...a2-a1=S +",
        ],
    );
}

/// WhiteAntiSynchronMover: after each move of Black's, White plays a move
/// of the opposite displacement when it has one: after `0-0` (the king's
/// two steps to the right) White's `0-0-0`, after `Rh8*h2` too; otherwise
/// anything (hand-made, Popeye 4.104's move pairs).
#[test]
fn anti_synchron_castling_answers_castling() {
    check(
        "begin\npieces white ke1 ra1 ph2 black ke8 rh8 pa6\nsstip black 2hh[~]\ncond whiteantisync\nend\n",
        &[
            "  1.a6-a5 Ra1-a2",
            "  1.a6-a5 Ke1-e2",
            "  1.a6-a5 h2-h3",
            "  1.0-0 0-0-0",
            "  1.Ke8-d7 Ke1-f2",
            "  1.Ke8-f7 Ke1-d2",
            "  1.Ke8-e7 Ra1-a2",
            "  1.Ke8-e7 Ke1-e2",
            "  1.Ke8-e7 h2-h3",
            "  1.Ke8-d8 Ra1-b1",
            "  1.Ke8-d8 Ke1-f1",
            "  1.Ke8-f8 Ke1-d1",
            "  1.Rh8*h2 Ra1*a6",
            "  1.Rh8*h2 Ra1-a5",
            "  1.Rh8*h2 Ra1-a4",
            "  1.Rh8*h2 Ra1-a3",
            "  1.Rh8*h2 Ra1-a2",
            "  1.Rh8*h2 Ra1-d1",
            "  1.Rh8*h2 Ra1-c1",
            "  1.Rh8*h2 Ra1-b1",
            "  1.Rh8*h2 0-0-0",
            "  1.Rh8*h2 Ke1-d1",
            "  1.Rh8*h2 Ke1-f1",
            "  1.Rh8-h3 Ra1*a6",
            "  1.Rh8-h4 Ra1-a5",
            "  1.Rh8-h5 Ra1-a4",
            "  1.Rh8-h6 Ra1-a3",
            "  1.Rh8-h6 h2-h4",
            "  1.Rh8-h7 Ra1-a2",
            "  1.Rh8-h7 Ke1-e2",
            "  1.Rh8-h7 h2-h3",
            "  1.Rh8-f8 Ra1-c1",
            "  1.Rh8-g8 Ra1-b1",
            "  1.Rh8-g8 Ke1-f1",
        ],
    );
}

/// WhiteSynchronMover: after the en-passant capture `d4*e3` (one step
/// right and down) White must play `Bc4*d3`, its only move of that
/// displacement; after `Ka8-b7` too; after the other black moves White is
/// free (hand-made, Popeye 4.104's solutions).
#[test]
fn synchron_en_passant_displacement() {
    check(
        "begin\npieces white kh1 pe2 bc4 black ka8 pd4 pd3\nstip hx1.5\ncond whitesync\noption whitetoplay\nend\n",
        &[
            "  1...e2*d3 x",
            "  1...Bc4*d3 x",
            "  1...Kh1-g2   2.Ka8-b7 Bc4*d3 x",
            "  1...Kh1-g1   2.Ka8-b7 Bc4*d3 x",
            "  1...Kh1-g1   2.Ka8-a7 e2*d3 x",
            "  1...Kh1-g1   2.Ka8-a7 Bc4*d3 x",
            "  1...Kh1-h2   2.Ka8-b7 Bc4*d3 x",
            "  1...Kh1-h2   2.Ka8-b8 e2*d3 x",
            "  1...Kh1-h2   2.Ka8-b8 Bc4*d3 x",
            "  1...e2-e4   2.d4*e3 ep. Bc4*d3 x",
            "  1...e2-e4   2.Ka8-b7 Bc4*d3 x",
            "  1...e2-e4   2.Ka8-a7 Bc4*d3 x",
            "  1...e2-e4   2.Ka8-b8 Bc4*d3 x",
            "  1...e2-e3   2.d3-d2 e3*d4 x",
            "  1...e2-e3   2.d4*e3 Bc4*d3 x",
            "  1...e2-e3   2.Ka8-b7 Bc4*d3 x",
            "  1...e2-e3   2.Ka8-a7 e3*d4 x",
            "  1...e2-e3   2.Ka8-a7 Bc4*d3 x",
            "  1...e2-e3   2.Ka8-b8 e3*d4 x",
            "  1...e2-e3   2.Ka8-b8 Bc4*d3 x",
            "  1...Bc4-a2   2.Ka8-a7 e2*d3 x",
            "  1...Bc4-a2   2.Ka8-b8 e2*d3 x",
            "  1...Bc4-b3   2.Ka8-a7 e2*d3 x",
            "  1...Bc4-b3   2.Ka8-b8 e2*d3 x",
            "  1...Bc4-g8   2.Ka8-a7 e2*d3 x",
            "  1...Bc4-g8   2.Ka8-b8 e2*d3 x",
            "  1...Bc4-f7   2.Ka8-a7 e2*d3 x",
            "  1...Bc4-f7   2.Ka8-b8 e2*d3 x",
            "  1...Bc4-e6   2.Ka8-a7 e2*d3 x",
            "  1...Bc4-e6   2.Ka8-b8 e2*d3 x",
            "  1...Bc4-d5 +   2.Ka8-a7 e2*d3 x",
            "  1...Bc4-d5 +   2.Ka8-b8 e2*d3 x",
            "  1...Bc4-a6   2.Ka8-a7 e2*d3 x",
            "  1...Bc4-a6   2.Ka8-a7 Ba6*d3 x",
            "  1...Bc4-a6   2.Ka8-b8 e2*d3 x",
            "  1...Bc4-a6   2.Ka8-b8 Ba6*d3 x",
            "  1...Bc4-b5   2.Ka8-a7 e2*d3 x",
            "  1...Bc4-b5   2.Ka8-a7 Bb5*d3 x",
            "  1...Bc4-b5   2.Ka8-b8 e2*d3 x",
            "  1...Bc4-b5   2.Ka8-b8 Bb5*d3 x",
        ],
    );
}

/// Gyorgy Bakcsi, Gaudium 2018 (Popeye's REGRESSIONS/4_79_to_4_81.inp,
/// problem 7): under BlackMustCapture Ultra the black knight must capture
/// with every move, WhiteMustCapture Ultra binds the mate.
#[test]
fn bakcsi_must_capture_ultra_series() {
    check(
        "begin\npieces white kf3 rd1 sa1h1 pa3a5c2c4c6e7f5g3 black kh3 pb2\ncondition BlackMustCapture Ultra WhiteMustCapture Ultra\nstipulation ser-h#10\nend\n",
        &["  1.b2*a1=S   2.Sa1*c2   3.Sc2*a3   4.Sa3*c4   5.Sc4*a5   6.Sa5*c6   7.Sc6*e7   8.Se7*f5   9.Sf5*g3  10.Sg3*h1 Rd1*h1 #"],
    );
}

/// Popeye's REGRESSIONS/4_79_to_4_81.inp, problem 9 (its issue #170):
/// under BlackMustCapture Ultra a black pawn that cannot capture cannot
/// move, so `1.a2-a3 b6-b5 2.a3-a4 b5*a4` is no solution (it is without
/// Ultra, and with Exact).
#[test]
fn must_capture_ultra_without_a_capture_is_stuck() {
    check(
        "begin\ncond blackmustcapture ultra\npieces white pa2 black pb6\nstip sx2\noption nowk nobk vari\nend\n",
        &[],
    );
    check(
        "begin\ncond blackmustcapture exact\npieces white pa2 black pb6\nstip sx2\noption nowk nobk vari\nend\n",
        &[
            "   1.a2-a3 ! zugzwang.",
            "      1...b6-b5",
            "          2.a3-a4",
            "              2...b5*a4 x",
        ],
    );
}

/// Popeye's REGRESSIONS/4_81_to_4_83.inp, problem 2 (its issue #240):
/// BlackMustCapture Ultra, Black captures first and is then mated by a
/// check no capture parries.
#[test]
fn must_capture_ultra_helpmate() {
    check(
        "begin\nforsyth 4k3/8/bs6/8/P7/8/4B3/R3K2R\nstip h#1\ncond BlackMustCapture Ultra\nend\n",
        &[
            "  1.Ba6*e2 Rh1-h8 #",
            "  1.Sb6*a4 Rh1-h8 #",
            "  1.Sb6*a4 Be2-h5 #",
        ],
    );
}

/// WhiteMaximummer Ultra: the rook on a8 gives no check (its capture of
/// the king is not White's longest move), so the black king stays on the
/// eighth rank (hand-made, Popeye 4.104's move pairs).
#[test]
fn maximummer_ultra_checks_only_by_a_longest_capture() {
    check(
        "begin\npieces white ke1 ra1 black ke8\nsstip white 2hh[~]\ncond whitemaxi ultra\nend\n",
        &[
            "  1.Ra1-a8 Ke8-d7",
            "  1.Ra1-a8 Ke8-f7",
            "  1.Ra1-a8 Ke8-e7",
            "  1.Ra1-a8 Ke8-d8",
            "  1.Ra1-a8 Ke8-f8",
        ],
    );
}

/// Wilfried Seehofer (Popeye's REGRESSIONS/4_63_to_4_65.inp, problem 4):
/// under AlphabeticChess no mate in one: White's first unit with a legal
/// move is the king on f5 (before the rook on h8), so the rook does not
/// move (Popeye 4.63 gave `1.Rh8-h3` as a mate).
#[test]
fn seehofer_alphabetic_no_mate() {
    check(
        "begin\npieces white Kf5 Rh8 black Kf3 Rf2 Sg2 Pe2\ncondition alphabet\nstipulation #1\nend\n",
        &[],
    );
}

/// Popeye's REGRESSIONS/4_63_to_4_65.inp, problem 67: a series
/// stalemate under AlphabeticChess, with its longer solutions.
#[test]
fn alphabetic_series_stalemate() {
    check(
        "begin\nstip ser-=5\npie wh bwb1d2 rmc3\nblac ka1\nopt nowk\ncond alpha\nend\n",
        &[
            "  1.BWd2-c2   2.BWb1-b2   3.BWb2-b3 =",
            "  1.BWd2-c2   2.BWb1-b2   3.BWb2-b3   4.BWb3-b2   5.BWb2-b3 =",
            "  1.BWd2-c2   2.BWb1-b2   3.BWb2-b1   4.BWb1-b2   5.BWb2-b3 =",
        ],
    );
}
