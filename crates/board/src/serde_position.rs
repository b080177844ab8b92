//! [`Position`] as serde data: its pieces by square, the side to move,
//! castling rights, the en-passant state, the clocks, the underworld and
//! the holes (the journal of moves played is not part of it). Read back exactly as
//! written, without validation, as a problem's diagram may be anything its
//! conditions allow.

use crate::castling::CastlingRights;
use crate::colour::Colour;
use crate::piece::Piece;
use crate::position::{EnPassant, Position};
use crate::square::Square;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The serialised form.
#[derive(Serialize, Deserialize)]
struct PositionData {
    pieces: Vec<(Square, Piece)>,
    side_to_move: Colour,
    castling: CastlingRights,
    en_passant: Option<EnPassant>,
    halfmove_clock: u16,
    fullmove_number: u16,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    underworld: Vec<(Square, Piece)>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    holes: Vec<Square>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    imitators: Vec<Square>,
}

impl Serialize for Position {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        PositionData {
            pieces: Square::ALL
                .into_iter()
                .filter_map(|sq| self.piece_at(sq).map(|p| (sq, p)))
                .collect(),
            side_to_move: self.side_to_move(),
            castling: self.castling(),
            en_passant: self.en_passant(),
            halfmove_clock: self.halfmove_clock(),
            fullmove_number: self.fullmove_number(),
            underworld: self.underworld().to_vec(),
            holes: self.holes().into_iter().collect(),
            imitators: self.imitators().to_vec(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Position {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Position, D::Error> {
        let data = PositionData::deserialize(deserializer)?;
        let mut pos = Position::empty();
        for (sq, piece) in data.pieces {
            if pos.piece_at(sq).is_some() {
                return Err(serde::de::Error::custom(format!("two pieces on {sq}")));
            }
            pos.put(sq, piece);
        }
        for (sq, piece) in data.underworld {
            pos.bury_unrecorded(sq, piece);
        }
        for sq in data.holes {
            if pos.piece_at(sq).is_some() {
                return Err(serde::de::Error::custom(format!(
                    "a hole under a piece on {sq}"
                )));
            }
            pos.make_hole_unrecorded(sq);
        }
        for sq in data.imitators {
            if pos.piece_at(sq).is_some() {
                return Err(serde::de::Error::custom(format!(
                    "an imitator under a piece on {sq}"
                )));
            }
            pos.add_imitator_unrecorded(sq);
        }
        pos.set_side_to_move_unrecorded(data.side_to_move);
        pos.set_castling_unrecorded(data.castling);
        pos.set_en_passant_unrecorded(data.en_passant);
        pos.set_counters_unrecorded(data.halfmove_clock, data.fullmove_number);
        Ok(pos)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_read_back_as_written() {
        for fen in [
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
            "4k3/8/8/8/8/8/8/{nS}{wG}2K3 w - - 7 42",
        ] {
            let pos: Position = fen.parse().unwrap();
            let json = serde_json::to_string(&pos).unwrap();
            let back: Position = serde_json::from_str(&json).unwrap();
            assert_eq!(back, pos, "{json}");
            assert_eq!(back.to_string(), fen);
        }
        let mut buried = Position::startpos();
        buried.bury_unrecorded(
            Square::E4,
            Piece::new(crate::PieceKind::QUEEN, Colour::Black),
        );
        let back: Position =
            serde_json::from_str(&serde_json::to_string(&buried).unwrap()).unwrap();
        assert_eq!(back.underworld(), buried.underworld());
        assert_eq!(back, buried);
    }

    #[test]
    fn two_pieces_on_a_square_are_refused() {
        let pos: Position = "4k3/8/8/8/8/8/8/4K3 w - - 0 1".parse().unwrap();
        let mut value = serde_json::to_value(&pos).unwrap();
        let pieces = value["pieces"].as_array_mut().unwrap();
        let mut second = pieces[1].clone();
        second[0] = pieces[0][0].clone();
        pieces.push(second);
        let err = serde_json::from_value::<Position>(value).unwrap_err();
        assert_eq!(err.to_string(), "two pieces on e1");
    }
}
