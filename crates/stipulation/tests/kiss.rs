//! The kiss goal (`k<square>`), checked against Popeye 4.104 on small
//! positions: the moving piece arrives next to the piece from the square and
//! is then its only neighbour.

mod support;
use support::check;

/// Every queen move next to the lone rook kisses it.
#[test]
fn kiss_lone_piece() {
    check(
        "ka1 qe6 sa4",
        "kh8 rc5",
        "hkc51",
        "whitetoplay",
        r#"  1...Sa4-b6
  1...Qe6-c4
  1...Qe6-d5
  1...Qe6-b6
  1...Qe6-c6
  1...Qe6-d6"#,
    );
}

/// A black pawn next to the rook spoils every kiss.
#[test]
fn kiss_spoiled_by_second_neighbour() {
    check("ka1 qe6", "kh8 rc5 pb4", "hkc51", "whitetoplay", r#""#);
}

/// The white neighbour itself steps next to the rook and leaves its square:
/// only that move kisses.
#[test]
fn kiss_by_the_neighbour_moving() {
    check(
        "ka1 qe6 pb4",
        "kh8 rc5",
        "hkc51",
        "whitetoplay",
        r#"  1...b4-b5"#,
    );
}

/// Capturing the other neighbour makes the capturer the only one.
#[test]
fn kiss_by_capturing_the_other_neighbour() {
    check(
        "ka1 qe6",
        "kh8 rc5 pb6",
        "hkc51",
        "whitetoplay",
        r#"  1...Qe6*b6"#,
    );
}

/// A piece leaving the kissed piece's side is no kiss, even when the
/// remaining neighbour is then alone.
#[test]
fn kiss_needs_the_moving_piece() {
    check("ka1 qd6 sb4", "kh8 rc5", "hkc51", "whitetoplay", r#""#);
}
