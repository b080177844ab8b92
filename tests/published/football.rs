//! Football (a unit other than a king ending its move on the a- or
//! h-file may change into one of the kinds listed).

use crate::common::check;

/// Football beside AntiCirce Cheylan: the rook may stay a rook or become
/// a queen on a1; either way the bishop taking it becomes a knight there
/// and is reborn on b8, mating (Popeye's REGRESSIONS/4_57_to_4_59.inp,
/// problem 2, and REGRESSIONS/4_69_to_4_71.inp, problem 17).
#[test]
fn football_anticirce_cheylan_selfmate() {
    check(
        r#"begin
stipulation s#1
condition anticirce cheylan football q s r b n
pieces white kd7 qb6 ra8 bd2 pb7c2e6e7 nd8e8g1h7
       black kb4 rc6c1 bf6  pb5g2
option variations
end
"#,
        &[
            "   1.Ra8-a1=Q !",
            "      1...Bf6*a1=S[bSa1->b8] #",
            "   1.Ra8-a1 !",
            "      1...Bf6*a1=S[bSa1->b8] #",
        ],
    );
}

/// Football: the knight reaching the h-file (or the pawn reaching h3 or
/// h4) becomes a queen or rook and mates along the file; the first and
/// last ranks change nothing (hand-made, Popeye 4.104's solution).
#[test]
fn football_knight_becomes_a_queen_and_mates() {
    check(
        r#"begin
condition Football Q R
pieces white kf7 sf3 ph2 black kh8 pa7
stipulation #1
end
"#,
        &[
            "   1.h2-h4=Q # !",
            "   1.h2-h4=R # !",
            "   1.h2-h3=Q # !",
            "   1.h2-h3=R # !",
            "   1.Sf3-h4=Q # !",
            "   1.Sf3-h4=R # !",
        ],
    );
}

/// Football beside AntiCirce: the rook taking the king on h3 would be
/// reborn on h1, which is blocked, but may become a queen reborn on d1:
/// Black is in check, and its pawn may not move (hand-made, Popeye
/// 4.104's move list).
#[test]
fn football_anticirce_check_by_a_changed_capturer() {
    check(
        r#"begin
condition AntiCirce Football Q
pieces white ka5 rb3 bh1 black kh3 pa7
stipulation ~1
option halfduplex
end
"#,
        &["   1.Kh3-g4 !", "   1.Kh3-h2 !", "   1.Kh3-h4 !"],
    );
}

/// Football: the black pawn's double step may make it a queen on a5,
/// which White still takes en passant, the capturer changing on a6
/// (hand-made, Popeye 4.104's solution).
#[test]
fn football_double_step_changed_is_taken_en_passant() {
    check(
        r#"begin
condition Football Q
pieces white kc6 sd7 pb5 bg5 black kc8 pa7
stipulation h#1
end
"#,
        &[
            "  1.a7-a5 b5*a6 ep.=Q #",
            "  1.a7-a5=Q b5*a6 ep.=Q #",
            "  1.a7-a6 b5*a6=Q #",
            "  1.a7-a6=Q + b5*a6=Q #",
        ],
    );
}
