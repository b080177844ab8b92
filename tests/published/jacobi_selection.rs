//! Jacobi's move-selection conditions (issue #39): GrowingMen beside
//! AllInChess and beside FreeForAll NoImmediateRepetition with the Jacobi
//! manual's example, and Jacobi's names of
//! Popeye's conditions on Popeye's regression problems (the solution
//! Popeye 4.104 gives for the Popeye name).

use crate::common::check;

/// W675590 part a (P. Bissicks, S. N. Ravi Shankar, C. Tylor, The
/// Problemist Supplement, September 2017), h#2 under AllIn and
/// GrowingMen; the solution is the one Jacobi's manual states. (Jacobi's
/// AllIn, FreeForAll with NoImmediateRepetition, plays here as Popeye's
/// AllInChess: no castling, and barring the repetition of the diagram
/// two plies back is barring the take-back of a plain move.)
#[test]
fn w675590_growing_men_all_in() {
    check(
        "begin\npieces white Kg6 Pc7 black Ka4 Pa3a5b3b4b5\nstipulation h#2\n\
         condition AllInChess\ncondition GrowingMen\nend\n",
        &["  1.c7-c8=B Bc8-d7   2.Bd7*b5 Bb5-e8 #"],
    );
}

/// W675590 part a again, written with the manual's parts of AllIn:
/// `FreeForAll NoImmediateRepetition` (the manual: "AllIn = FreeForAll +
/// NoImmediateRepetition"; its comment on this example: "The follow-up
/// move 3.Bb5 is illegal because it repeats the diagram"). The solution
/// is the one the manual states.
#[test]
fn w675590_free_for_all_no_immediate_repetition() {
    check(
        "begin\npieces white Kg6 Pc7 black Ka4 Pa3a5b3b4b5\nstipulation h#2\n\
         condition FreeForAll NoImmediateRepetition GrowingMen\nend\n",
        &["  1.c7-c8=B Bc8-d7   2.Bd7*b5 Bb5-e8 #"],
    );
}

/// Without NoImmediateRepetition the manual's mate of W675590 part a is
/// none: under FreeForAll Black takes the bishop back to b5 (as long a
/// move as its last, so GrowingMen allows it), so `2...Be8` does not
/// mate (the manual's reason why the example needs the rule).
#[test]
fn w675590_needs_no_immediate_repetition() {
    check(
        "begin\npieces white Kg6 Pc7 black Ka4 Pa3a5b3b4b5\nstipulation h#2\n\
         condition FreeForAll GrowingMen\nend\n",
        &[],
    );
}

/// DoubleMaximummer is Popeye's WhiteMaximummer BlackMaximummer
/// (hand-made random positions; the solutions are Popeye 4.104's for
/// `WhiteMaximummer BlackMaximummer`): both sides play their longest
/// moves, the second with a castling right in the diagram.
#[test]
fn double_maximummer_is_both_maximummers() {
    check(
        "begin\npieces white kc1 gh7 cf4 rb2 qg7 bc7 black kc8 pg2 bd6 pa7 pc3 bh5\n\
         stipulation h#1\ncondition DoubleMaximummer\nend\n",
        &["  1.Bh5-d1 Rb2-b8 #"],
    );
    check(
        "begin\npieces white ke1 rh1 rg7 re4 gg4 cd4 black ke8 ra8 zf2 bc4\n\
         stipulation h#1\ncondition DoubleMaximummer\nend\n",
        &["  1.Bc4-e6 Rh1-h8 #"],
    );
}

/// Checking, Jacobi's name of BlackChecks, on Popeye's regression
/// problem 4_73_to_4_75 #7 (Popeye 4.104's solution of the BlackChecks
/// input).
#[test]
fn checking_is_black_checks() {
    check(
        "begin\nPieces White Rh7 Kc6 Black Ka8 Qb4\nStipulation h=1\n\
         Condition Checking\nEndProblem\n",
        &["  1.Qb4-b7 + Rh7*b7 ="],
    );
}

/// UltraSchlagZwang, Jacobi's BlackMustCapture Ultra, on Popeye's
/// regression problems 4_81_to_4_83 #2 and 4_79_to_4_81 #9 (Popeye
/// 4.104's solutions of `BlackMustCapture Ultra`).
#[test]
fn ultra_schlag_zwang_is_black_must_capture_ultra() {
    check(
        "begin\nforsyth 4k3/8/bs6/8/P7/8/4B3/R3K2R\nstip h#1\ncond UltraSchlagZwang\nend\n",
        &[
            "  1.Sb6*a4 Be2-h5 #",
            "  1.Sb6*a4 Rh1-h8 #",
            "  1.Ba6*e2 Rh1-h8 #",
        ],
    );
    check(
        "begin\ncond UltraSchlagZwang\npieces white pa2 black pb6\nstip sx2\n\
         option nowk nobk vari\nend\n",
        &[],
    );
}

/// BlackMustCheck SemiUltra is Popeye's BlackUltraSchachZwang where a
/// mate is judged (hand-made, Popeye 4.104's solution of the
/// BlackUltraSchachZwang input on a random position): Black checks on
/// every move.
#[test]
fn must_check_semi_ultra_mates_as_ultra_schach_zwang() {
    check(
        "begin\ncondition BlackMustCheck SemiUltra\n\
         pieces white ka6 qe3 qc2 black kb4 qh1 rg1 sg3\nstipulation h#2\nend\n",
        &["  1.Qh1-c6 + Ka6-a7   2.Qc6-c5 + Qe3*c5 #"],
    );
}
