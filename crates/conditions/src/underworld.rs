//! Circe and AntiCirce Volcanic and Parachute: rebirths on occupied
//! squares send pieces into the underworld
//! ([`nightrider_board::Position::underworld`]), from which they come back
//! when their square is empty.
//!
//! As Popeye 4.104 has it (found by experiment): the underworld is one
//! list, oldest first; after a move and its rebirths, each empty square
//! with pieces below it takes back the oldest of them (`Sg1-h3[+wSg1]`),
//! whether the square was left by the move, by a rebirth or by a capture.
//! A piece reborn on the square its capturer left is reborn before that
//! square's underworld is looked at (and so blocks it).

use crate::condition::Underworld;
use nightrider_board::{Annotation, Annotations, Piece, Position, Square};

/// The Circe rebirth of `reborn` (shown as `shown`) on the occupied
/// square `sq`: under Volcanic it goes below the square, under Parachute
/// it lands there and the occupant goes below.
pub fn rebirth_on_occupied(
    pos: &mut Position,
    variant: Underworld,
    sq: Square,
    shown: Piece,
    reborn: Piece,
    notes: &mut Annotations,
) {
    let became = (reborn != shown).then_some(reborn);
    match variant {
        Underworld::Volcanic => {
            pos.bury(sq, reborn);
            notes.push(Annotation::Buried {
                square: sq,
                piece: shown,
                became,
                from: None,
            });
        }
        Underworld::Parachute => {
            let occupant = pos.remove_piece(sq);
            pos.bury(sq, occupant);
            pos.add_piece(sq, reborn);
            notes.push(Annotation::Added {
                square: sq,
                piece: shown,
                became,
            });
        }
    }
}

/// The AntiCirce rebirth of the capturer standing on `at` (shown as
/// `shown`, promoted to `promoted`'s kind if given) on the occupied square
/// `sq`. Returns where the capturer stands afterwards (`None`: below `sq`).
pub fn capturer_on_occupied(
    pos: &mut Position,
    variant: Underworld,
    at: Square,
    sq: Square,
    shown: Piece,
    notes: &mut Annotations,
) -> Option<Square> {
    match variant {
        Underworld::Volcanic => {
            let capturer = pos.remove_piece(at);
            pos.bury(sq, capturer);
            notes.push(Annotation::Buried {
                square: sq,
                piece: shown,
                became: (capturer != shown).then_some(capturer),
                from: Some(at),
            });
            None
        }
        Underworld::Parachute => {
            let occupant = pos.remove_piece(sq);
            pos.bury(sq, occupant);
            pos.move_piece(at, sq);
            Some(sq)
        }
    }
}

/// After a move and its rebirths: every empty square with pieces below it
/// takes back the oldest of them (`[+bSd5]`).
pub fn erupt(pos: &mut Position, notes: &mut Annotations) {
    let mut i = 0;
    while i < pos.underworld().len() {
        let (sq, piece) = pos.underworld()[i];
        if pos.piece_at(sq).is_some() {
            i += 1;
            continue;
        }
        pos.unbury(i);
        pos.add_piece(sq, piece);
        notes.push(Annotation::Added {
            square: sq,
            piece,
            became: None,
        });
    }
}
