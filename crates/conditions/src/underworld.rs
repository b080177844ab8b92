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
//!
//! GhostChess and HauntedChess ([`crate::ghost`]) keep their captured
//! units in the same underworld, but there the newest piece comes back
//! first ([`Return::Newest`]): the list is read from its end, so each
//! empty square takes back the piece put below it last, and of several
//! squares the one whose piece went down last is noted first
//! (`d5*e6 ep.[+buPe5][+bBd5]` with a bishop below d5 since the diagram).

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

/// Which of the pieces below an empty square comes back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Return {
    /// The one put there first (Circe and AntiCirce Volcanic and
    /// Parachute).
    Oldest,
    /// The one put there last (GhostChess, HauntedChess).
    Newest,
}

/// After a move and its rebirths: every empty square with pieces below it
/// takes back the oldest or the newest of them, as `order` says
/// (`[+bSd5]`); the squares are looked at in the same order.
pub fn erupt(pos: &mut Position, order: Return, notes: &mut Annotations) {
    let mut taken = Vec::new();
    let len = pos.underworld().len();
    for k in 0..len {
        let i = match order {
            Return::Oldest => k,
            Return::Newest => len - 1 - k,
        };
        let (sq, _) = pos.underworld()[i];
        // (a square takes back one piece: the first found in `order`)
        if pos.piece_at(sq).is_none() && !taken.iter().any(|&(_, s)| s == sq) {
            taken.push((i, sq));
        }
    }
    for (n, &(i, sq)) in taken.iter().enumerate() {
        // (the entries before `i` in the list that were already taken
        // back moved it forward)
        let shift = taken[..n].iter().filter(|&&(j, _)| j < i).count();
        let (_, piece) = pos.unbury(i - shift);
        pos.add_piece(sq, piece);
        notes.push(Annotation::Added {
            square: sq,
            piece,
            became: None,
        });
    }
}
