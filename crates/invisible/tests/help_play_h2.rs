//! Help mate in two (`h#2`) with one invisible against Popeye 4.104 on
//! positions where a random move of the invisible parries a check on a
//! square a visible piece has left (see `docs/total-invisibles.md`):
//! Popeye's lines are in `tests/data/random_h2_popeye.txt` or below.

use nightrider_board::Position;
use nightrider_invisible::help_mate;

/// Popeye's lines of the position `fen` in the random `h#2` set.
fn popeye_lines(fen: &str) -> Vec<String> {
    let text = include_str!("data/random_h2_popeye.txt");
    let mut lines = Vec::new();
    let mut inside = false;
    for line in text.lines().map(str::trim) {
        if let Some(other) = line.strip_prefix("fen ") {
            inside = other == fen;
        } else if inside && line.starts_with("1.") {
            lines.push(line.to_string());
        }
    }
    lines
}

fn solved(fen: &str) -> Vec<String> {
    let diagram: Position = fen.parse().unwrap();
    let mut lines = help_mate(&diagram, 4).unwrap();
    lines.sort();
    lines
}

/// `1.Kb5-a5 Qd8*d5   2.TI~-~ Qd5-b5 #`: the invisible interposes on
/// b5, which the black king has left.
#[test]
fn a_random_move_parries_on_a_square_the_king_left() {
    let fen = "3Q4/p7/8/1k1q4/B7/8/8/5K2 b - - 0 1";
    let mut expected = popeye_lines(fen);
    expected.sort();
    assert!(expected.contains(&"1.Kb5-a5 Qd8*d5   2.TI~-~ Qd5-b5 #".to_string()));
    assert_eq!(solved(fen), expected);
}

/// `white kf6 rd1 bc6 sa5 black kf4 rf2`: `1.Kf4-f3 Sa5-c4   2.Kf3-e4
/// TI~-~[f5=wR] #` is no solution, since a white knight on d5 may
/// interpose on f4 against Rf2's check, and Ke4*f4 escapes.
#[test]
fn a_parry_on_a_left_square_may_refute_a_mate() {
    let mut expected = vec![
        "1.Rf2-f1 Sa5-c4   2.Kf4-e4 TI~-~[f5=wR] #",
        "1.Rf2-f3 Sa5-c4   2.Kf4-e4 TI~-~[f5=wR] #",
        "1.Rf2-g2 Rd1-f1   2.Rg2-g4 Rf1-f3 #",
        "1.Kf4-e3 Rd1-d2   2.TI~-~ Sa5-c4[f4=bP] #",
    ];
    expected.sort_unstable();
    assert_eq!(solved("8/8/2B2K2/N7/5k2/8/5r2/3R4 b - - 0 1"), expected);
}
