//! Castling under MarsCirce, as Popeye 4.104 plays it (found with Popeye as
//! a black box; no published problem was found): the king castles from its
//! rebirth square, wherever it stands, and keeps its right whatever it
//! plays; a rook loses its right when it leaves its corner.

mod common;

use common::solution;

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
