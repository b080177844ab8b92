//! SingleBox (Type1): each side plays with the units of one set at most.

use nightrider_board::{Colour, Move, PieceKind, Position};

/// How many units of `kind` one set holds (`None`: a kind no set holds;
/// the caller refuses fairy pieces beside SingleBox).
fn in_box(kind: PieceKind) -> Option<u32> {
    Some(match kind {
        PieceKind::KING | PieceKind::QUEEN => 1,
        PieceKind::ROOK | PieceKind::BISHOP | PieceKind::KNIGHT => 2,
        PieceKind::PAWN => 8,
        _ => return None,
    })
}

/// The kinds a set holds but the king.
const KINDS: [PieceKind; 5] = [
    PieceKind::QUEEN,
    PieceKind::ROOK,
    PieceKind::BISHOP,
    PieceKind::KNIGHT,
    PieceKind::PAWN,
];

/// Whether neither side holds more units of a kind than one set (Popeye
/// 4.104 lets no move be played in a position where one does).
pub(crate) fn fits(pos: &Position) -> bool {
    [Colour::White, Colour::Black].into_iter().all(|side| {
        KINDS
            .into_iter()
            .all(|kind| in_box(kind).is_some_and(|most| pos.pieces(kind, side).count() <= most))
    })
}

/// Whether `side` may play `m`: the position fits the box ([`fits`]) and
/// a promotion is into a kind of which `side` holds fewer units than one
/// set.
pub(crate) fn allows(pos: &Position, m: &Move, side: Colour) -> bool {
    let promotion_from_box = m
        .promotion
        .is_none_or(|kind| in_box(kind).is_some_and(|most| pos.pieces(kind, side).count() < most));
    promotion_from_box && fits(pos)
}
