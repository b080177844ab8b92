//! Circe WaitCapture: a captured piece waits off the board and is reborn
//! when the next capture (by either side) is made, before the new victim
//! starts waiting.
//!
//! The waiting pieces are kept in the position's underworld
//! ([`nightrider_board::Position::underworld`], below their capture
//! squares), which gives them a place in the hash and in the journal (the
//! underworld variants Volcanic and Parachute are refused beside
//! WaitCapture). As Popeye 4.104 has it (found by experiment): the
//! rebirth square is the one the waiting piece had when it was captured
//! (game array, Symmetry, CaptureSquare, with Mirror or Diametral); an
//! occupied square means no rebirth, or under Strict that the capture is
//! illegal. Popeye's File rebirth then takes the file of the new capture:
//! refused, with the other rules not compared.

use crate::condition::CirceRules;
use crate::rebirth::{rebirth_square, Capture};
use nightrider_board::{Annotation, Annotations, Bitboard, Move, Piece, Position, Square};

/// Where the piece captured on `at` would be reborn.
fn square_of(rules: &CirceRules, at: Square, piece: Piece) -> Option<Square> {
    rebirth_square(
        rules,
        &Capture {
            reborn: crate::hooks::adapted(rules, piece),
            colour: piece.colour,
            other: (piece, piece.colour),
            square: at,
            from: at,
            chosen: None,
        },
    )
}

/// Strict: whether the waiting pieces can all be reborn after the capture
/// `m` (their squares on the board and empty after it).
pub fn rebirths_possible(rules: &CirceRules, pos: &Position, m: &Move) -> bool {
    if !m.is_capture() {
        return true;
    }
    let occupied: Bitboard = crate::hooks::occupied_after(pos, m);
    pos.underworld()
        .iter()
        .all(|&(at, piece)| square_of(rules, at, piece).is_some_and(|sq| !occupied.contains(sq)))
}

/// After the capture `m` (its `victims`, as they stood): the waiting
/// pieces are reborn (`[+wPe2]`), then the victims wait.
pub fn play(
    rules: &CirceRules,
    pos: &mut Position,
    victims: &[(Square, Piece)],
    notes: &mut Annotations,
) {
    if victims.is_empty() {
        return;
    }
    for _ in 0..pos.underworld().len() {
        let (at, piece) = pos.unbury(0);
        if let Some(sq) = square_of(rules, at, piece).filter(|sq| pos.piece_at(*sq).is_none()) {
            let reborn = crate::hooks::adapted(rules, piece);
            pos.add_piece(sq, reborn);
            notes.push(Annotation::Added {
                square: sq,
                piece,
                became: (reborn != piece).then_some(reborn),
            });
        }
    }
    for &(at, victim) in victims {
        if rules.reborn(victim.kind) {
            pos.bury(at, victim);
        }
    }
}
