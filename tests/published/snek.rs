//! SnekChess and SnekCircleChess (a capture makes a unit of the victim's
//! side of the kind before the victim's in a chain take its kind).

use crate::common::check;

/// SnekChess: the knight taken, the black king becomes a royal knight,
/// mated (Popeye's REGRESSIONS/4_85_to_4_87.inp, problem 8).
#[test]
fn snek_king_becomes_a_royal_knight() {
    check(
        r#"begin
stipulation H#0.5
condition Snekchess
pieces White Kf5 rb1 bb6 pd6 black Kd3 Se4
end
"#,
        &["  1...Kf5*e4[d3=rS] #"],
    );
}

/// SnekChess: the bishop taken, either black knight may become a bishop,
/// one move for each (hand-made, Popeye 4.104's solution).
#[test]
fn snek_choice_of_the_knight() {
    check(
        r#"begin
condition SnekChess
pieces white kh1 rd1 qe4 black ka8 bd5 sb7 sf6
stipulation ~1
end
"#,
        &[
            "   1.Rd1-a1 + !",
            "   1.Rd1-b1 !",
            "   1.Rd1-c1 !",
            "   1.Rd1*d5[f6=B] !",
            "   1.Rd1*d5[b7=B] !",
            "   1.Rd1-d4 !",
            "   1.Rd1-d3 !",
            "   1.Rd1-d2 !",
            "   1.Rd1-g1 !",
            "   1.Rd1-f1 !",
            "   1.Rd1-e1 !",
            "   1.Kh1-g2 !",
            "   1.Kh1-g1 !",
            "   1.Kh1-h2 !",
            "   1.Qe4-g2 !",
            "   1.Qe4-f3 !",
            "   1.Qe4*d5[f6=B] !",
            "   1.Qe4*d5[b7=B] !",
        ],
    );
}

/// SnekCircleChess: the knight taken, a queen becomes a knight; the one
/// on h8 must, or the other still checks (hand-made, Popeye 4.104's
/// solution).
#[test]
fn snek_circle_queen_becomes_a_knight() {
    check(
        r#"begin
condition SnekCircleChess
pieces white kh1 rd1 black ka8 sd5 qc7 qh8
stipulation ~1
end
"#,
        &["   1.Rd1*d5[h8=S] !", "   1.Kh1-g2 !", "   1.Kh1-g1 !"],
    );
}
