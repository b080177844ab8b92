//! Half-neutral pieces: a half-neutral piece of a side that moves becomes
//! neutral (Popeye's `hnBe4*h7=nh`), a neutral one becomes a piece of the
//! side that moved it (`nhnRc6*d6=wh`). The change comes before an
//! AntiCirce rebirth, which then sees the piece as it became
//! (`[nhnBh7->b5]`), as in Popeye 4.104.

use crate::engine::{Engine, Played};
use nightrider_board::{Annotation, Attributes, Colour, Piece, Position};

/// The half-neutral `piece` after `side` moved it, and the note for the
/// notation; `None` if it is not half-neutral.
pub fn changed(piece: Piece, side: Colour) -> Option<(Piece, Annotation)> {
    if !piece.attributes.contains(Attributes::HALF_NEUTRAL) {
        return None;
    }
    let mut changed = piece;
    if piece.is_neutral() {
        changed.attributes.remove(Attributes::NEUTRAL);
        changed.colour = side;
        Some((
            changed,
            Annotation::HalfNeutralChanged { colour: Some(side) },
        ))
    } else {
        // (a neutral piece is kept as white, as the diagram sets it up)
        changed.attributes.insert(Attributes::NEUTRAL);
        changed.colour = Colour::White;
        Some((changed, Annotation::HalfNeutralChanged { colour: None }))
    }
}

impl Engine {
    /// Half-neutral pieces: a moved half-neutral piece changes between
    /// neutral and the mover's side.
    pub(crate) fn play_half_neutral(&self, pos: &mut Position, mv: &mut Played<'_>) {
        let Played {
            side,
            at,
            ref mut notes,
            ..
        } = *mv;
        if let Some(piece) = pos.piece_at(at) {
            if let Some((changed, note)) = crate::half_neutral::changed(piece, side) {
                pos.change_piece(at, changed);
                notes.push(note);
            }
        }
    }
}
