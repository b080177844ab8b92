//! MarsCirce and AntiMarsCirce (a piece captures, or under AntiMarsCirce
//! moves without capturing, from its rebirth square), Mirror, beside
//! Madrasi. Castling under MarsCirce, as Popeye 4.104 plays it (found with
//! Popeye as a black box; no published problem was found): the king castles
//! from its rebirth square, wherever it stands, and keeps its right whatever
//! it plays; a rook loses its right when it leaves its corner.

use crate::common::{check, solution};

/// MarsCirce: captures from the rebirth square. (Popeye's REGRESSIONS/4_61_to_4_63.inp, problem 6.)
#[test]
fn marscirce() {
    check(
        r#"begin
title all Popeye versions have wrongly detected a White check in the diagram
Author Unknown
Origin Unknown
Stipulation h=1
Condition MarsCirce
Pieces
White royal Pb7
Black royal Pe2
White Pd6
Black Pe4
endproblem
"#,
        &[],
    );
}

/// AntiMarsCirce: non-captures start from the rebirth square, and so does
/// castling, king and rook jumping there first (W. Lindenthal, Andernach
/// solving tourney 2024; Popeye's EXAMPLES/antimars.inp, problem 3).
#[test]
fn anti_mars_circe_castling_lindenthal() {
    check(
        r#"begin
author Walter Lindenthal
origin Andernach solving tourney 2024
Stipulation h#2
Condition AntiMarsCirce
Pieces black Kf6 Bg1 Rh5 Pe6d7
       white Kf1 Rh1 Sh4 Bf5
endproblem
"#,
        &[
            "  1.Rh5*h4 Bf5*e6   2.Rh4-h8-e8 Rh1-h6 #",
            "  1.Rh5*f5 + Kf1*g1   2.Rf5-a8-e8 [wKg1->e1]0-0 #",
            "  1.[bKf6->e8][bRh5->a8]0-0-0 Kf1*g1   2.Rd8-h8-e8 Bf5-f1-a6 #",
            "  1.[bKf6->e8][bRh5->a8]0-0-0 Kf1-e1-d2   2.Rd8-h8-e8 Bf5-f1-a6 #",
            "  1.[bKf6->e8][bRh5->a8]0-0-0 Kf1-e1-d1   2.Rd8-h8-e8 Bf5-f1-a6 #",
            "  1.[bKf6->e8][bRh5->a8]0-0-0 Rh1*g1   2.Rd8-h8-e8 Rg1-a1-a8 #",
            "  1.[bKf6->e8][bRh5->a8]0-0-0 Rh1*g1   2.Rd8-h8-e8 Rg1-a1-c1 #",
            "  1.[bKf6->e8][bRh5->a8]0-0-0 Rh1-h2   2.Rd8-h8-e8 Rh2-a1-a8 #",
        ],
    );
}

/// AntiMarsCirce: a pawn's double step from its rebirth square gives the
/// en-passant right on the square it passes (Popeye's EXAMPLES/antimars.inp,
/// problem 1).
#[test]
fn anti_mars_circe_en_passant() {
    check(
        r#"begin
stip h#1
fors 4K3/k7/8/2P5/S7/1p6/16
cond antimarscirce
endproblem
"#,
        &["  1.b3-b7-b5 c5*b6 ep. #", "  1.b3-b7-b6 c5*b6 #"],
    );
}

/// AntiMarsCirce in help-self play: the rook moves from its rebirth square
/// (W. Lindenthal, Popeye's issue 489; REGRESSIONS/4_89_to_4_91.inp,
/// problem 26).
#[test]
fn anti_mars_circe_helpself() {
    check(
        r#"begin
stip hs#2.5
cond antimarscirce
piec Whit Kc8 Rh5 blac Ka6 Se8 Sh1 Re1 Rh6
endproblem
"#,
        &["  1...Sh1-g8-f6   2.Rh5-h1-f1 Rh6-h8-g8   3.Rf1*f6 + Se8*f6 #"],
    );
}

/// Madrasi beside MarsCirce: the black bishop paralyses the white one
/// from its rebirth square f8 (by e7 and d6); the rook on d6 cuts that
/// line, and the white bishop checks from its own rebirth square c1
/// (V. Crisan, MatPlus.Net 5.9.2010; the twin of Popeye's
/// REGRESSIONS/4_63_to_4_65.inp whose plain Madrasi solution is
/// 1.Rc6-b6+).
#[test]
fn madrasi_mars_circe_crisan() {
    check(
        r#"begin
author Vlaicu Crisan
origin MatPlus.Net 5.9.2010
pieces white ke6 rc6 bc5 black ke3 ba7
stip +1
condition madrasi marscirce
end
"#,
        &["   1.Rc6-d6 + !"],
    );
}

/// AntiMarsCirce Mirror: the rook and the mating bishop move from the
/// rebirth squares of their opposite-coloured twins (h1, c8) (hand-made
/// position; Popeye 4.104's solution: no published problem with the
/// variant is at hand).
#[test]
fn anti_mars_circe_mirror_helpmate() {
    check(
        r#"begin
pieces white kh2 qe2 bg2 sc2 rf7 black kf3 re3 rb1 se6 sa4 qa3
stipulation h#2
condition AntiMarsMirrorCirce
end
"#,
        &["  1.Kf3*e2 Sc2*a3   2.Rb1-h1-e1 Bg2-c8-a6 #"],
    );
}

/// The king castles from e1 while standing on f6, and after any move of
/// its own; the rook that left h1 and came back castles no more (Popeye
/// gives 226 lines).
#[test]
fn the_king_keeps_its_right_the_rook_loses_it() {
    let lines = solution(
        r#"begin
condition MarsCirce
stipulation ser-zg1 3
pieces white kf6 rh1 black kb7
end
"#,
    );
    assert_eq!(lines.len(), 226, "{}", lines.join("\n"));
    assert!(lines.contains(&"  1.[wKf6->e1]0-0 z".to_string()));
    assert!(lines.contains(&"  1.Kf6-e5   2.[wKe5->e1]0-0 z".to_string()));
    assert!(lines.contains(&"  1.Rh1-b1   2.Rb1-h1   3.Rh1-g1 z".to_string()));
    assert!(!lines.iter().any(|l| l.contains("Rb1-h1   3.[wKf6->e1]0-0")));
}

/// Castled once, the king castles again on the other wing (Popeye gives
/// 1373 lines).
#[test]
fn the_king_castles_twice() {
    let lines = solution(
        r#"begin
condition MarsCirce
stipulation ser-zc1 3
pieces white kf6 rh1 ra1 black kb7
end
"#,
    );
    assert_eq!(lines.len(), 1373);
    assert!(lines.contains(&"  1.[wKf6->e1]0-0   2.[wKg1->e1]0-0-0 z".to_string()));
}

/// MarsCirce beside HaanerChess: a square a move vacates becomes a
/// hole, and a piece whose rebirth square is a hole neither captures nor
/// checks from there. The knight leaving d1 takes the queen's rebirth
/// square with it: none of its moves checks (without HaanerChess each
/// does, the queen capturing from d1 along the first rank). Found with
/// Popeye 4.104 as a black box.
#[test]
fn mars_circe_haaner_no_check_from_a_hole() {
    let input = |conditions: &str| {
        format!(
            "begin\ncondition {conditions}\npieces white sd1 qd3 kh8 black ka1\nstipulation +1\nend\n"
        )
    };
    check(&input("MarsCirce HaanerChess"), &[]);
    check(
        &input("MarsCirce"),
        &[
            "   1.Sd1-f2 + !",
            "   1.Sd1-e3 + !",
            "   1.Sd1-c3 + !",
            "   1.Sd1-b2 + !",
        ],
    );
}

/// MarsCirce beside HaanerChess: the rook captures from its rebirth
/// square a1 and goes back there once it is empty (Popeye's
/// REGRESSIONS/4_65_to_4_67.inp, problem 9, its first twin).
#[test]
fn mars_circe_haaner_series() {
    check(
        r#"begin
title just to make sure
pieces black sa5 white kd7 ra7
condition marscirce haan
stip ser-za12
option nobk
end
"#,
        &["  1.Ra7-a1*a5   2.Ra5-a1 z"],
    );
}

/// MarsCirce beside BlackSynchronMover: the pawn captures from its
/// rebirth square a2, and Black must repeat the displacement of White's
/// move from the square the pawn left (a5 to b3, not a2 to b3): only
/// Sb8-c6 does, giving the check (Popeye's REGRESSIONS/4_65_to_4_67.inp,
/// problem 10).
#[test]
fn mars_circe_black_synchron_mover() {
    check(
        r#"begin
title just to make sure
pieces white pa5 kh6 black pb3h3 sb8
condition blacksync marscirce
stip s+1
option vari nobk
end
"#,
        &["   1.a5-a2*b3 !", "      1...Sb8-c6 +"],
    );
}
