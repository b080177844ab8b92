//! One piece's entry of Jacobi's `constraints` (`Ke1-e2`, `Sb1x(3)`):
//! a piece code, the square it starts on, and the achievements after it,
//! kept as text.

use super::ast::PieceConstraint;
use super::parser::parse_squares;

/// Reads one entry of `constraints`, if `text` is one: one or two
/// upper-case letters of a piece code, a square, then only the
/// characters of Jacobi's achievement notation.
pub(super) fn piece_constraint(text: &str) -> Option<PieceConstraint> {
    let b = text.as_bytes();
    let code_len = b.iter().take_while(|c| c.is_ascii_uppercase()).count();
    if !(1..=2).contains(&code_len) || b.len() < code_len + 2 {
        return None;
    }
    let sq = parse_squares(&text[code_len..code_len + 2])?;
    if !b[code_len].is_ascii_lowercase() {
        return None;
    }
    let rest = &text[code_len + 2..];
    if !rest
        .bytes()
        .all(|c| c.is_ascii_alphanumeric() || b"-x~*>!=[]().".contains(&c))
    {
        return None;
    }
    Some(PieceConstraint {
        text: text.to_string(),
        code: text[..code_len].to_string(),
        square: sq[0],
    })
}
