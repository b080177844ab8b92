//! Castling rights.

use crate::colour::Colour;
use crate::mv::{Move, Special};
use crate::square::Square;
use bitflags::bitflags;

bitflags! {
    /// Which castlings are still allowed (the king and the rook have not moved).
    ///
    /// ```
    /// use nightrider_board::{CastlingRights, Square};
    /// let mut rights = CastlingRights::all();
    /// rights.remove(CastlingRights::lost_by_touching(Square::H1));
    /// assert!(!rights.contains(CastlingRights::WHITE_KINGSIDE));
    /// assert!(rights.contains(CastlingRights::WHITE_QUEENSIDE));
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "serde", serde(transparent))]
    pub struct CastlingRights: u8 {
        /// White may castle short (Ke1, Rh1).
        const WHITE_KINGSIDE = 1;
        /// White may castle long (Ke1, Ra1).
        const WHITE_QUEENSIDE = 2;
        /// Black may castle short (Ke8, Rh8).
        const BLACK_KINGSIDE = 4;
        /// Black may castle long (Ke8, Ra8).
        const BLACK_QUEENSIDE = 8;
    }
}

/// The geometry of one castling: which squares the king and rook use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Castling {
    /// The right that allows it.
    pub right: CastlingRights,
    /// The side castling.
    pub colour: Colour,
    /// King's origin.
    pub king_from: Square,
    /// King's destination.
    pub king_to: Square,
    /// Rook's origin.
    pub rook_from: Square,
    /// Rook's destination.
    pub rook_to: Square,
}

impl Castling {
    /// The four orthodox castlings: White short, White long, Black short, Black long.
    pub const ALL: [Castling; 4] = [
        Castling {
            right: CastlingRights::WHITE_KINGSIDE,
            colour: Colour::White,
            king_from: Square::E1,
            king_to: Square::G1,
            rook_from: Square::H1,
            rook_to: Square::F1,
        },
        Castling {
            right: CastlingRights::WHITE_QUEENSIDE,
            colour: Colour::White,
            king_from: Square::E1,
            king_to: Square::C1,
            rook_from: Square::A1,
            rook_to: Square::D1,
        },
        Castling {
            right: CastlingRights::BLACK_KINGSIDE,
            colour: Colour::Black,
            king_from: Square::E8,
            king_to: Square::G8,
            rook_from: Square::H8,
            rook_to: Square::F8,
        },
        Castling {
            right: CastlingRights::BLACK_QUEENSIDE,
            colour: Colour::Black,
            king_from: Square::E8,
            king_to: Square::C8,
            rook_from: Square::A8,
            rook_to: Square::D8,
        },
    ];

    /// Whether this is a short (king-side) castling.
    pub const fn is_kingside(&self) -> bool {
        self.rook_from.x() == 7
    }

    /// The castling as a move: the king's, with the rook's in its
    /// [`Special::Castle`].
    ///
    /// ```
    /// use nightrider_board::{Castling, Square};
    /// let short = Castling::ALL[0].as_move();
    /// assert_eq!((short.from, short.to), (Square::E1, Square::G1));
    /// assert!(short.is_castling());
    /// ```
    pub fn as_move(&self) -> Move {
        Move::quiet(self.king_from, self.king_to).with_special(Special::Castle {
            rook_from: self.rook_from,
            rook_to: self.rook_to,
        })
    }
}

impl CastlingRights {
    /// The rights of `colour` only.
    pub const fn of(colour: Colour) -> CastlingRights {
        match colour {
            Colour::White => CastlingRights::WHITE_KINGSIDE.union(CastlingRights::WHITE_QUEENSIDE),
            Colour::Black => CastlingRights::BLACK_KINGSIDE.union(CastlingRights::BLACK_QUEENSIDE),
        }
    }

    /// The rights lost when a piece leaves or arrives on `sq`.
    pub const fn lost_by_touching(sq: Square) -> CastlingRights {
        match sq.index() {
            4 => CastlingRights::of(Colour::White),
            7 => CastlingRights::WHITE_KINGSIDE,
            0 => CastlingRights::WHITE_QUEENSIDE,
            60 => CastlingRights::of(Colour::Black),
            63 => CastlingRights::BLACK_KINGSIDE,
            56 => CastlingRights::BLACK_QUEENSIDE,
            _ => CastlingRights::empty(),
        }
    }
}
