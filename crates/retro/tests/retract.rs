//! Reverse move generation: the special retractions.

use nightrider_board::Position;
use nightrider_notation::fen::parse_fen;
use nightrider_retro::retractions;

fn pos(fen: &str) -> Position {
    parse_fen(fen).expect("valid FEN").to_position_unchecked()
}

fn texts(fen: &str) -> Vec<String> {
    retractions(&pos(fen))
        .unwrap()
        .iter()
        .map(|r| r.to_string())
        .collect()
}

#[test]
fn uncastling() {
    let t = texts("6k1/8/8/8/8/8/8/5RK1 b - - 0 1");
    assert!(t.contains(&"0-0".to_string()), "{t:?}");
    // Castling through the attacked f1 was not possible.
    let t = texts("5rk1/8/8/8/8/8/8/5RK1 b - - 0 1");
    assert!(!t.contains(&"0-0".to_string()), "{t:?}");
    // Long castling needs b1 empty too.
    let t = texts("4k3/8/8/8/8/8/8/2KR4 b - - 0 1");
    assert!(t.contains(&"0-0-0".to_string()), "{t:?}");
    let t = texts("4k3/8/8/8/8/8/8/1NKR4 b - - 0 1");
    assert!(!t.contains(&"0-0-0".to_string()), "{t:?}");
}

#[test]
fn unpromotions() {
    let t = texts("Q3k3/8/8/8/8/8/8/4K3 b - - 0 1");
    for want in ["Pa7-a8=Q", "Pb7x(R)a8=Q", "Pb7x(N)a8=Q"] {
        assert!(t.contains(&want.to_string()), "{want} missing in {t:?}");
    }
    // No pawn can be un-captured on the last rank.
    assert!(!t.iter().any(|s| s.contains("x(P)")), "{t:?}");
    // The queen gives check: every retraction must explain it, so the
    // queen did not come along the eighth rank.
    assert!(!t.contains(&"Qc8-a8".to_string()), "{t:?}");
}

#[test]
fn en_passant_state_fixes_the_last_move() {
    let t = texts("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1");
    assert_eq!(t, vec!["Pe2-e4"]);
    // Without the field, the double step is one retraction among others.
    let t = texts("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1");
    assert!(
        t.contains(&"Pe2-e4".to_string()) && t.contains(&"Pe3-e4".to_string()),
        "{t:?}"
    );
}

#[test]
fn castling_rights_freeze_king_and_rook() {
    let t = texts("4k3/8/8/8/8/8/8/4K2R b K - 0 1");
    assert!(
        !t.iter().any(|s| s.starts_with('K') || s.starts_with('R')),
        "{t:?}"
    );
    let t = texts("4k3/8/8/8/8/8/8/4K2R b - - 0 1");
    assert!(
        t.iter().any(|s| s.starts_with('K')) && t.iter().any(|s| s.starts_with('R')),
        "{t:?}"
    );
}
