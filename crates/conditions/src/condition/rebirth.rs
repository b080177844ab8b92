//! The parameters of the Circe family: where a captured (or capturing)
//! unit is reborn, what it is reborn as, and what happens below a square.

use super::{ChainStep, ChameleonSequence, KindSet};
use nightrider_board::PieceKind;

/// Where a Circe-family condition puts a piece (the "rebirth square" rule).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum RebirthSquare {
    /// The piece's game-array square: pawns on their second rank on the
    /// file of capture, rooks/knights/bishops on the home square of the
    /// capture square's colour, queen d1/d8, king e1/e8, fairy pieces on
    /// the promotion square of the file of capture.
    #[default]
    GameArray,
    /// The rank of the game-array square (pawns: the second rank; fairy
    /// pieces: the promotion rank) on the file of capture.
    File,
    /// The square point-symmetric to the capture square (through the
    /// centre of the board).
    Symmetry,
    /// The capture square mirrored left-right.
    VerticalSymmetry,
    /// The capture square mirrored top-bottom.
    HorizontalSymmetry,
    /// Four files and four ranks away from the capture square (wrapping).
    Antipodes,
    /// The departure square of the capturing piece (place exchange).
    Pwc,
    /// The capture square itself.
    CaptureSquare,
    /// Displaced from the capture square by the vector of the capture
    /// (from the capturer's departure square to the capture square).
    Equipollents,
    /// The file of the game-array square on the rank of capture.
    Rank,
    /// Any empty square, chosen by the capturing side (Super Circe; for
    /// Circe also no rebirth at all). The choice is part of the move
    /// ([`nightrider_board::Choice`]).
    Super,
    /// Cage Circe: a square chosen by the capturing side where the reborn
    /// piece has no move but captures (it is "caged"); without such a
    /// square the piece vanishes.
    Cage,
    /// Circe Take&Make: the captured piece makes a non-capturing move
    /// from the square it was captured on (by its own walk, under Couscous
    /// by the capturer's), on the board after the capture; the capturing
    /// side chooses the move, a pawn reaching its promotion rank promotes.
    /// A capture whose victim has no such move is illegal.
    TakeAndMake,
    /// Jacobi's Above: the square in front of the capture square, forward
    /// as the reborn piece's side sees it (see [`crate::jacobi_rebirth`]).
    Above,
    /// Jacobi's Below: the square behind the capture square, as the
    /// reborn piece's side sees it (see [`crate::jacobi_rebirth`]).
    Below,
    /// Diagram Circe: the square the piece stood on in the diagram (see
    /// [`nightrider_board::Piece::origin`] and
    /// [`crate::Engine::prepare_position`]); a promoted piece keeps its
    /// pawn's.
    Diagram,
}

impl RebirthSquare {
    /// Whether the capturing side chooses the square (Super, Cage,
    /// Take&Make).
    pub fn is_chosen(self) -> bool {
        matches!(
            self,
            RebirthSquare::Super | RebirthSquare::Cage | RebirthSquare::TakeAndMake
        )
    }
}

/// What happens when a Circe-family rebirth square is occupied, beyond
/// Relaxed, Strict and Assassin: the underworld variants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Underworld {
    /// Volcanic: the reborn piece goes into the underworld below the
    /// occupied square and comes back (erupts) when the square is empty.
    Volcanic,
    /// Parachute: the reborn piece lands on the occupied square and the
    /// piece standing there goes into the underworld below it, to come
    /// back when the square is empty.
    Parachute,
}

/// A change of the rebirth square after the rule gave it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Adaptation {
    /// None.
    #[default]
    None,
    /// Diametral: the square point-symmetric to it (a1 and h8).
    Diametral,
    /// VerticalMirror: the square mirrored left-right (a1 and h1).
    VerticalMirror,
    /// Frischauf: a promoted piece (one with the attribute
    /// [`nightrider_board::Attributes::FRISCHAUF`], which every promotion
    /// gives) is reborn on the promotion square of the file of capture;
    /// other pieces as the rule says.
    Frischauf,
}

/// Whose identity decides the rebirth square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum RebirthIdentity {
    /// The captured piece, as it is.
    #[default]
    Victim,
    /// The capturing piece's kind and colour (Couscous Circe: the victim is
    /// reborn on the square the capturer would be reborn on).
    Couscous,
}

/// The rules of a Circe-family condition (Circe, AntiCirce, ImmunChess):
/// which square, for which colour, with which adaptations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CirceRules {
    /// The rebirth-square rule.
    pub square: RebirthSquare,
    /// Mirror: the piece is reborn on the square its opposite-coloured
    /// twin would be reborn on.
    pub mirror: bool,
    /// Couscous: the rebirth square is computed for the other piece of
    /// the capture.
    pub identity: RebirthIdentity,
    /// Kings are reborn (and so are not "captured" in the ordinary sense).
    pub rex_inclusive: bool,
    /// AntiCirce only: a capture on the capturer's own rebirth square is
    /// illegal (Cheylan) instead of allowed (Calvet, the default).
    pub cheylan: bool,
    /// The adaptation of the rebirth square.
    pub adaptation: Adaptation,
    /// A capture whose rebirth square is occupied is illegal (`Strict`,
    /// the default of AntiCirce) instead of a capture without rebirth
    /// (`Relaxed`, the default of Circe).
    pub strict: bool,
    /// Assassin: a piece standing on an occupied rebirth square is
    /// removed (assassinated) and the reborn piece takes its place; a king
    /// standing on the square a capture would put a piece on is in check.
    pub assassin: bool,
    /// Turncoats: the reborn piece changes colour (joins the capturing
    /// side).
    pub turncoat: bool,
    /// Chameleon: the reborn piece changes kind along the sequence before
    /// its rebirth square is found.
    pub chameleon: Option<ChameleonSequence>,
    /// Einstein and ReversalEinstein: the reborn piece changes kind one
    /// step along Einstein's chain before its rebirth square is found
    /// (Popeye 4.104: Circe Einstein reborns a captured rook as a bishop,
    /// AntiCirce Einstein a capturing bishop as a rook; ReversalEinstein
    /// the other way).
    pub einstein: Option<ChainStep>,
    /// Volcanic or Parachute: a rebirth on an occupied square sends a
    /// piece into the underworld (see [`Underworld`]); then neither
    /// `strict` nor `assassin` holds.
    pub underworld: Option<Underworld>,
    /// WaitCapture (Circe): a captured piece waits off the board and is
    /// reborn when the next capture is made (see
    /// [`crate::wait_capture`]).
    pub wait_capture: bool,
    /// Clone: the reborn piece takes the kind of the other piece of the
    /// capture (see [`crate::clone`]).
    pub clone: bool,
    /// April: only pieces of these kinds are reborn (Circe: the captured
    /// piece; AntiCirce: the capturer); the others capture, or are
    /// captured, as in orthodox chess.
    pub april: Option<KindSet>,
}

impl CirceRules {
    /// Whether a piece of `kind` is reborn under these rules: a king only
    /// under RexInclusive, and under April only the kinds named.
    pub fn reborn(&self, kind: PieceKind) -> bool {
        (kind != PieceKind::KING || self.rex_inclusive)
            && self.april.is_none_or(|kinds| kinds.contains(kind))
    }

    /// Whether the captured `piece` is reborn under these rules: as
    /// [`CirceRules::reborn`] says for its kind, and a king that is not
    /// royal (one of several under RoyalDynasty) as any other piece.
    pub fn reborn_unit(&self, piece: nightrider_board::Piece) -> bool {
        let dethroned_king = piece.kind == PieceKind::KING && !piece.is_royal();
        self.reborn(piece.kind)
            || (dethroned_king && self.april.is_none_or(|kinds| kinds.contains(piece.kind)))
    }

    /// Whether the reborn piece changes kind (Chameleon, Einstein).
    pub fn changes_kind(&self) -> bool {
        self.chameleon.is_some() || self.einstein.is_some()
    }
}
