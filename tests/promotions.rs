//! What pawns promote to, and in which order, as Popeye 4.104 lists it
//! (`stipulation ~1`, facts from running it).

mod common;

use common::solution;

/// The promotions of the pawn on g7 of `pieces` (white, ~1), in the order
/// printed.
fn promotions(pieces: &str) -> Vec<String> {
    solution(&format!("begin\npieces {pieces}\nstipulation ~1\nend\n"))
        .into_iter()
        .filter(|l| l.contains("g7-g8="))
        .map(|l| l.trim().trim_end_matches(" !").to_string())
        .collect()
}

#[test]
fn fairy_promotion_kinds_follow_popeyes_piece_table() {
    // Board order would give EQ before G: Popeye's table has G first.
    assert_eq!(
        promotions("white ka1 pg7 eqb1 gh2 black kh1"),
        [
            "1.g7-g8=Q",
            "1.g7-g8=S",
            "1.g7-g8=R",
            "1.g7-g8=B",
            "1.g7-g8=G",
            "1.g7-g8=EQ"
        ]
    );
    assert_eq!(
        promotions("white ka1 pg7 cab1 gb2 mhb3 black kh1"),
        [
            "1.g7-g8=Q",
            "1.g7-g8=S",
            "1.g7-g8=R",
            "1.g7-g8=B",
            "1.g7-g8=G",
            "1.g7-g8=CA",
            "1.g7-g8=MH"
        ]
    );
}

#[test]
fn a_marine_pawn_promotes_to_the_marine_pieces() {
    assert_eq!(
        promotions("white ka1 mpg7 black kh1"),
        [
            "1.MPg7-g8=SI",
            "1.MPg7-g8=TR",
            "1.MPg7-g8=ND",
            "1.MPg7-g8=MS"
        ]
    );
    // and to the other walks present, orthodox ones too, in the table's
    // order (a marine ship after the marine knight, a grasshopper first)
    assert_eq!(
        promotions("white ka1 mpg7 gb1 mhb2 black kh1"),
        [
            "1.MPg7-g8=G",
            "1.MPg7-g8=SI",
            "1.MPg7-g8=TR",
            "1.MPg7-g8=ND",
            "1.MPg7-g8=MS",
            "1.MPg7-g8=MH"
        ]
    );
    assert_eq!(
        promotions("white ka1 mpg7 sb1 bb2 pc2 black ka6 rh8 ph6"),
        [
            "1.MPg7-g8=S",
            "1.MPg7-g8=R",
            "1.MPg7-g8=B",
            "1.MPg7-g8=SI",
            "1.MPg7-g8=TR",
            "1.MPg7-g8=ND",
            "1.MPg7-g8=MS"
        ]
    );
}

#[test]
fn promonly_sets_the_promotions_of_every_pawn() {
    let lines = solution(
        "begin\npieces white ka1 mpg7 pc7 gb1 black kh1\ncondition PromOnly Q TR\nstipulation ~1\nend\n",
    );
    let promoting: Vec<&str> = lines
        .iter()
        .map(|l| l.trim().trim_end_matches(" !"))
        .filter(|l| l.contains("8="))
        .collect();
    assert_eq!(
        promoting,
        ["1.c7-c8=Q", "1.c7-c8=TR", "1.MPg7-g8=Q", "1.MPg7-g8=TR"]
    );
}

/// Under Leofamily and ChineseChess a marine pawn promotes to the leo
/// family too, before the marine pieces; under CavalierMajeur its set
/// stays (Popeye 4.104).
#[test]
fn piece_set_conditions_and_the_marine_pawn() {
    let lines = |condition: &str| -> Vec<String> {
        solution(&format!(
            "begin\npieces white ka1 mpg7 black kh1\ncondition {condition}\nstipulation ~1\nend\n"
        ))
        .into_iter()
        .filter(|l| l.contains("g7-g8="))
        .map(|l| l.trim().trim_end_matches(" !").to_string())
        .collect()
    };
    let leo_then_marine = [
        "1.MPg7-g8=LE",
        "1.MPg7-g8=MA",
        "1.MPg7-g8=PA",
        "1.MPg7-g8=VA",
        "1.MPg7-g8=SI",
        "1.MPg7-g8=TR",
        "1.MPg7-g8=ND",
        "1.MPg7-g8=MS",
    ];
    assert_eq!(lines("Leofamily"), leo_then_marine);
    assert_eq!(lines("ChineseChess"), leo_then_marine);
    assert_eq!(
        lines("CavalierMajeur"),
        [
            "1.MPg7-g8=SI",
            "1.MPg7-g8=TR",
            "1.MPg7-g8=ND",
            "1.MPg7-g8=MS"
        ]
    );
}

#[test]
fn a_royal_pieces_walk_is_a_promotion_kind() {
    // (Popeye 4.104: only the king's walk is left out)
    assert_eq!(
        promotions("white royal nhd4 white pg7 black ka6"),
        [
            "1.g7-g8=Q",
            "1.g7-g8=S",
            "1.g7-g8=R",
            "1.g7-g8=B",
            "1.g7-g8=NH"
        ]
    );
    assert_eq!(
        promotions("white ke1 mpg7 black royal rd4"),
        [
            "1.MPg7-g8=R",
            "1.MPg7-g8=SI",
            "1.MPg7-g8=TR",
            "1.MPg7-g8=ND",
            "1.MPg7-g8=MS"
        ]
    );
}
