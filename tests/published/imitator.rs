//! Imitator (units that copy every move step by step and must find
//! empty squares on the board) and NoIProm.

use crate::common::check;

/// Maximummer beside Imitator: the black castling `0-0-0` (the longest
/// move: the king's and the rook's distances added) moves the imitator
/// one file to the right, and `d5*e6 ep.` takes it along diagonally
/// (Armeni & Geissler, The Problemist 3/2008, F2622V; Popeye's
/// REGRESSIONS/4_37_to_4_41.inp, problem 6).
#[test]
fn maximummer_castles_beside_an_imitator() {
    check(
        r#"begin
author Alberto Armeni & Norbert Geissler
origin F2622V, The Problemist, 3/2008
pieces white ka5 pa6d5 black ke8 ra8 pa7e7
cond imitator c5 blackmaxi
stipulation s#6
option nothreat vari set
end
"#,
        &[
            "      1...e7-e5[Ic3]",
            "          2.d5*e6 ep.[Id4]",
            "              2...0-0-0[Ie4]",
            "                  3.e6-e7[Ie5]",
            "                      3...Rd8-d4[Ie1]",
            "                          4.e7-e8[Ie2]=S",
            "                              4...Rd4-d8[Ie6]",
            "                                  5.Se8-f6[If4]",
            "                                      5...Rd8-d5[If1] #",
            "   1.Ka5-b4[Id4] !",
            "      1...Ra8-d8[Ig4]",
            "          2.d5-d6[Ig5]",
            "              2...Rd8-a8[Id5]",
            "                  3.d6-d7[Id6]",
            "                      3...e7-e5[Id4]",
            "                          4.d7-d8[Id5]=S",
            "                              4...Ke8-d7[Ic4]",
            "                                  5.Kb4-a5[Ib5]",
            "                                      5...Ra8-c8[Id5]",
            "                                          6.Sd8-f7[If4]",
            "                                              6...Rc8-c5[If1] #",
        ],
    );
}

/// The black king cannot take on b7 when its imitator would leave the
/// board (h3 → i2), so `Kb6*b7` mates; without the bishop's move to g5
/// the imitator stays inside (hand-made; the solution Popeye 4.104
/// gives).
#[test]
fn a_flight_barred_by_the_imitators_edge() {
    check(
        r#"begin
pieces white kb6 pc7 black ka8 bd8 pb7
condition Imitator e5
stipulation h#1
end
"#,
        &[
            "  1.Bd8-g5[Ih2] Kb6*b7[Ih3] #",
            "  1.Bd8-g5[Ih2] c7-c8[Ih3]=Q #",
            "  1.Bd8-g5[Ih2] c7-c8[Ih3]=R #",
            "  1.Bd8-f6[Ig3] c7-c8[Ig4]=Q #",
            "  1.Bd8-f6[Ig3] c7-c8[Ig4]=R #",
        ],
    );
}

/// A pawn promoted into an imitator (`=I`) stands where it arrived and
/// moves with the others from then on; NoIProm forbids it (hand-made;
/// the move lists Popeye 4.104 gives).
#[test]
fn promotion_into_an_imitator_and_noiprom() {
    let input = |extra: &str| {
        format!(
            "begin\npieces white ka1 pg7 black kh5\ncondition Imitator f5b3 {extra}\nstipulation ~1\nend\n"
        )
    };
    let kings = [
        "   1.Ka1-b2[Ig6,c4] !",
        "   1.Ka1-a2[If6,b4] !",
        "   1.Ka1-b1[Ig5,c3] !",
    ];
    let promotions = ["Q", "S", "R", "B"].map(|k| format!("   1.g7-g8[If6,b4]={k} !"));
    let mut without: Vec<&str> = kings.to_vec();
    without.extend(promotions.iter().map(String::as_str));
    check(&input("NoIProm"), &without);
    let mut with = without.clone();
    with.push("   1.g7-g8[If6,b4]=I !");
    check(&input(""), &with);
}

/// Circe beside Imitator: no piece is reborn where an imitator stands,
/// the capture is then no move (Popeye's REGRESSIONS/4_63_to_4_65.inp,
/// problems 62 and 63: `d4*e5` would revive the pawn on e7, where the
/// imitator goes; `f7*g8=I` would revive the knight on g8, where the
/// pawn became an imitator, the other promotions capture).
#[test]
fn circe_revives_no_piece_on_an_imitator() {
    check(
        "begin\npieces white pd4 black pe5\nstip x1\ncondition circe imitator d6\noption nowk nobk\nend\n",
        &[],
    );
    check(
        "begin\npieces white pf7 black sg8\nstip x1\ncondition circe imitator d6\noption nowk nobk\nend\n",
        &[
            "   1.f7*g8[Ie7]=Q x !",
            "   1.f7*g8[Ie7]=S x !",
            "   1.f7*g8[Ie7]=R x !",
            "   1.f7*g8[Ie7]=B x !",
        ],
    );
}

/// AntiCirce beside Imitator: the capturer is not reborn where an
/// imitator stands after the move, so neither that capture nor such a
/// check exists (Popeye's REGRESSIONS/4_63_to_4_65.inp, problems 64 and
/// 65: `Sb5*d4` would revive the knight on g1, where the imitator goes;
/// `Sa7-c6` gives no check, the capture of e5 reviving the knight on g1).
#[test]
fn anticirce_revives_no_capturer_on_an_imitator() {
    check(
        "begin\npieces white sb5 black pd4\ncondition anticirce imitator e2\nstip x1\noption nowk nobk\nend\n",
        &[],
    );
    check(
        "begin\npieces white sa7 black ke5\ncondition anticirce imitator c3\nstip +1\noption nowk nobk\nend\n",
        &[],
    );
}
