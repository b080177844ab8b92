//! Jacobi's own conditions about kings and rebirth (issue #39), in
//! hand-made problems: the solution is Popeye 4.104's for the input
//! Jacobi's manual gives as equivalent, or checked by hand from the
//! definition where Popeye's differs (said in each test).

use crate::common::check;

/// KamikazeCirce: a promoted capturer reborn as under AntiCirce, its
/// victim as under Circe. Popeye 4.104's solution of the same diagram
/// under `Circe AntiCirce RexExclusive Relaxed` (the manual's
/// equivalence).
#[test]
fn kamikaze_circe_promoted_capturer_reborn_on_its_corner() {
    check(
        "begin\ncondition KamikazeCirce\npieces white kc8 pg2 rd5 pc7 pg3 black kb2 qb6 pd2 bh4\nstipulation h#2\nend\n",
        &[
            "  1.Kb2-a3 Rd5-b5   2.Bh4-d8 c7*d8=R[wRd8->a1][+bBf8] #",
            "  1.Bh4-d8 Rd5-b5 +   2.Kb2-a3 c7*d8=R[wRd8->a1][+bBf8] #",
        ],
    );
}

/// MemoryCirce: the rook the king took waits, and is reborn on the
/// square it was taken on at the next capture, mating. The first mate is
/// Popeye 4.104's solution under `Circe WaitCapture CaptureSquare` and
/// under the manual's `Circe WaitCapture Symmetry Diametral`. The second,
/// where the reborn rook itself checks (Kg5: g4 guarded by Qe6, f4 and h4
/// by the rook, f5, f6, g6, h6 by the queen, h5 by the knight; the rook
/// on e3 takes the queen but not the check), is mate by the definition,
/// checked by hand; Popeye 4.104 does not list it (nor, under its
/// WaitCapture, other mates given by the reborn piece).
#[test]
fn memory_circe_rook_reborn_at_the_next_capture() {
    check(
        "begin\ncondition MemoryCirce\npieces white kd8 bc8 rg4 pe7 sb1 black kf3 be6 re3 sh5\nstipulation h#2\nend\n",
        &[
            "  1.Kf3*g4 e7-e8=Q   2.Kg4-h3 Qe8*h5[+wRg4] #",
            "  1.Kf3*g4 e7-e8=Q   2.Kg4-g5 Qe8*e6[+wRg4] #",
        ],
    );
}

/// Knightmate: the knights are royal. Popeye 4.104's solution of the
/// same diagram with royal knights (`royal se1`, `royal sc1`).
#[test]
fn knightmate_royal_knight_mated() {
    check(
        "begin\ncondition Knightmate\npieces white se1 ra4 pe3 rh2 bd2 black sc1 be6 qc3 qg6\nstipulation h#2\nend\n",
        &["  1.Sc1-b3 Ra4-b4 +   2.Sb3-a1 Bd2*c3 #"],
    );
}
