//! The piece attributes Bul and Dob: the hurdle a Bul or Dob hopper hops
//! over then makes a non-capturing move, with the hopper's walk (Bul) or
//! its own (Dob).

use crate::common::check;

/// Bul Chinese pieces: each mate moves the hurdle by the capturing
/// pao's or vao's walk, through the square the capturer left
/// (`bPAa5*a1[wbVAa4->a6]`). Petko A. Petkov, Julia's Fairies 2020
/// (Popeye's EXAMPLES/bul.inp, problem 1).
#[test]
fn bul_chinese_pieces_move_their_hurdles() {
    check(
        r#"begin
author Petko A. Petkov
origin 1519, Julia's Fairies 2020
pieces White Kf7 White Bul VAa4 PAd5
       Black Ka8 Ba7 Sb8 Pb7
stipulation h#2
twin add black sb7
twin add black sb6
twin add black sc8
end
"#,
        &[
            "  1.Ba7-d4 bPAd5-a5   2.Bd4-a1 bPAa5*a1[wbVAa4->a6] #",
            "  1.Sb7-c5 bVAa4-c6   2.Sc5-e4 bVAc6*e4[wbPAd5->c6] #",
            "  1.Sb6-c4 bVAa4-b5   2.Sc4-a5 bPAd5*a5[wbVAb5->d5] #",
            "  1.Sc8-e7 bPAd5-b5   2.Se7-c6 bVAa4*c6[wbPAb5->a4] #",
        ],
    );
}

/// Dob grasshoppers: the kings hopped over step by their own walk, and
/// the mate needs the white Dob grasshopper's hurdle, the king, to be
/// moved off the line. Vlaicu Crisan, Anda Fairy Planet 2020-21 (Popeye's
/// EXAMPLES/dob.inp, problem 2).
#[test]
fn dob_grasshoppers_move_the_kings_by_their_own_walk() {
    check(
        r#"begin
author Vlaicu Crisan
origin Anda Fairy Planet 2020-21, Special prize
pieces white kd7 white Dob gd8
       black kb6 pa7 black Dob gc6
stipulation ser-h#5
end
"#,
        &["  1.dGc6-a6[bKb6->b7]   2.dGa6-c8[bKb7->a8]   3.dGc8-e8[wdGd8->d6]   4.dGe8-c6[wKd7->c7]   5.dGc6-c8[wKc7->b6] + dGd6-a6[wKb6->c7] #"],
    );
}

/// HurdleColourChanging: the black bishop hopped over turns white and
/// mates; with a plain grasshopper there is no mate (hand-made, with the
/// solution Popeye 4.104 gives).
#[test]
fn the_hurdle_changing_colour_mates() {
    check(
        r#"begin
pieces white kf7 white hurdlecolourchanging ge2 black kh8 ph7 be5
stipulation #1
end
"#,
        &["   1.hccGe2-e6[e5=w] # !"],
    );
    check(
        r#"begin
pieces white kf7 ge2 black kh8 ph7 be5
stipulation #1
end
"#,
        &[],
    );
}
