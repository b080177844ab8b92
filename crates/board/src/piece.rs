//! Pieces: a kind (walk), a colour and attributes.

use crate::colour::Colour;
use bitflags::bitflags;
use std::fmt;

/// Identifies a piece kind (a walk). Kinds `0..6` are the orthodox pieces;
/// the fairy kinds are numbered by the piece catalogue
/// ([`crate::catalogue`]); kinds from [`PieceKind::FIRST_USER`] on are
/// defined by a problem at run time (for example from an XBetza string).
///
/// ```
/// use nightrider_board::PieceKind;
/// assert!(PieceKind::QUEEN.is_orthodox());
/// assert_eq!(PieceKind::KNIGHT.orthodox_letter(), Some('N'));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct PieceKind(pub u16);

impl PieceKind {
    /// The orthodox king.
    pub const KING: PieceKind = PieceKind(0);
    /// The orthodox queen.
    pub const QUEEN: PieceKind = PieceKind(1);
    /// The orthodox rook.
    pub const ROOK: PieceKind = PieceKind(2);
    /// The orthodox bishop.
    pub const BISHOP: PieceKind = PieceKind(3);
    /// The orthodox knight.
    pub const KNIGHT: PieceKind = PieceKind(4);
    /// The orthodox pawn.
    pub const PAWN: PieceKind = PieceKind(5);
    /// Number of orthodox kinds.
    pub const ORTHODOX_COUNT: usize = 6;
    /// The orthodox kinds in the order K, Q, R, B, N, P.
    pub const ORTHODOX: [PieceKind; 6] = [
        PieceKind::KING,
        PieceKind::QUEEN,
        PieceKind::ROOK,
        PieceKind::BISHOP,
        PieceKind::KNIGHT,
        PieceKind::PAWN,
    ];
    /// First id available for kinds defined at run time.
    pub const FIRST_USER: u16 = 0x4000;

    /// Whether this is one of K, Q, R, B, N, P.
    pub const fn is_orthodox(self) -> bool {
        (self.0 as usize) < Self::ORTHODOX_COUNT
    }

    /// Index for tables of orthodox kinds (meaningful only when [`Self::is_orthodox`]).
    pub const fn idx(self) -> usize {
        self.0 as usize
    }

    /// English FEN letter of an orthodox kind (upper case).
    pub const fn orthodox_letter(self) -> Option<char> {
        match self.0 {
            0 => Some('K'),
            1 => Some('Q'),
            2 => Some('R'),
            3 => Some('B'),
            4 => Some('N'),
            5 => Some('P'),
            _ => None,
        }
    }

    /// Orthodox kind from an English FEN letter (either case).
    pub const fn from_orthodox_letter(c: char) -> Option<PieceKind> {
        match c.to_ascii_uppercase() {
            'K' => Some(PieceKind::KING),
            'Q' => Some(PieceKind::QUEEN),
            'R' => Some(PieceKind::ROOK),
            'B' => Some(PieceKind::BISHOP),
            'N' => Some(PieceKind::KNIGHT),
            'P' => Some(PieceKind::PAWN),
            _ => None,
        }
    }
}

bitflags! {
    /// Piece attributes, as Popeye's `pieces` command lists them.
    ///
    /// Neutral pieces belong to both sides; a neutral piece is stored with
    /// the colour of its current owner's perspective irrelevant, so its
    /// [`Piece::colour`] is White by convention.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "serde", serde(transparent))]
    pub struct Attributes: u32 {
        /// The piece belongs to both sides.
        const NEUTRAL = 1 << 0;
        /// The piece is royal: it must not be left in check.
        const ROYAL = 1 << 1;
        /// The piece vanishes after capturing.
        const KAMIKAZE = 1 << 2;
        /// The piece paralyses the opposing pieces it observes.
        const PARALYSING = 1 << 3;
        /// The piece changes walk after each move (Q→S→B→R→Q by default).
        const CHAMELEON = 1 << 4;
        /// The piece may move only if it was observed.
        const JIGGER = 1 << 5;
        /// The piece changes colour when it moves from one square colour to the other.
        const VOLAGE = 1 << 6;
        /// The piece may move only when observed by an opposing piece.
        const FUNCTIONARY = 1 << 7;
        /// Half-neutral: becomes neutral when it moves, then of the moving side.
        const HALF_NEUTRAL = 1 << 8;
        /// Hoppers only: the hurdle changes colour when hopped.
        const HURDLE_COLOUR_CHANGING = 1 << 9;
        /// After moving, the piece takes the walk of the piece it captured.
        const PROTEAN = 1 << 10;
        /// Magic: changes the colour of the pieces it observes.
        const MAGIC = 1 << 11;
        /// The piece cannot be captured.
        const UNCAPTURABLE = 1 << 12;
        /// Frischauf: a promoted piece, for Frischauf Circe.
        const FRISCHAUF = 1 << 13;
        /// Anda.
        const ANDA = 1 << 14;
        /// Anda inverse.
        const ANDA_INVERSE = 1 << 15;
        /// Bul.
        const BUL = 1 << 16;
        /// Dob.
        const DOB = 1 << 17;
        /// Alice chess: the piece stands on board A.
        const ALICE_A = 1 << 18;
        /// Alice chess: the piece stands on board B.
        const ALICE_B = 1 << 19;
        /// Not an attribute of the input language: a mark a fairy
        /// condition keeps on a piece. Under the condition Volage: the
        /// piece has changed colour once and is volage no more. On a king:
        /// the king is no longer royal (AntiCirce Turncoats: it changed
        /// sides). Never printed or parsed.
        const CONDITION_MARK = 1 << 20;
        /// Not an attribute of the input language: seven bits holding the
        /// square the piece stood on in the diagram, plus one (see
        /// [`Piece::origin`]), for the conditions that need it (Diagram
        /// Circe). Never printed or parsed.
        const ORIGIN = 0x7F << 21;
    }
}

impl Attributes {
    /// Every attribute with its Popeye name (English), in the manual's order.
    pub const NAMES: [(Attributes, &'static str); 20] = [
        (Attributes::NEUTRAL, "Neutral"),
        (Attributes::CHAMELEON, "Chameleon"),
        (Attributes::JIGGER, "Jigger"),
        (Attributes::KAMIKAZE, "Kamikaze"),
        (Attributes::PARALYSING, "Paralysing"),
        (Attributes::ROYAL, "Royal"),
        (Attributes::VOLAGE, "Volage"),
        (Attributes::FUNCTIONARY, "Functionary"),
        (Attributes::HALF_NEUTRAL, "HalfNeutral"),
        (Attributes::HURDLE_COLOUR_CHANGING, "HurdleColourChanging"),
        (Attributes::PROTEAN, "Protean"),
        (Attributes::MAGIC, "Magic"),
        (Attributes::UNCAPTURABLE, "Uncapturable"),
        (Attributes::FRISCHAUF, "FrischAuf"),
        (Attributes::ANDA, "Anda"),
        (Attributes::ANDA_INVERSE, "AndaInverse"),
        (Attributes::BUL, "Bul"),
        (Attributes::DOB, "Dob"),
        (Attributes::ALICE_A, "AliceA"),
        (Attributes::ALICE_B, "AliceB"),
    ];
}

/// A piece standing on the board.
///
/// ```
/// use nightrider_board::{Attributes, Colour, Piece, PieceKind};
/// let p = Piece::new(PieceKind::ROOK, Colour::Black);
/// assert!(p.belongs_to(Colour::Black));
/// let n = p.with_attributes(Attributes::NEUTRAL);
/// assert!(n.belongs_to(Colour::White) && n.belongs_to(Colour::Black));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Piece {
    /// The walk.
    pub kind: PieceKind,
    /// The owner (for neutral pieces: White by convention, see [`Attributes::NEUTRAL`]).
    pub colour: Colour,
    /// Attributes such as royal or neutral.
    pub attributes: Attributes,
}

impl Piece {
    /// A piece without attributes.
    pub const fn new(kind: PieceKind, colour: Colour) -> Piece {
        Piece {
            kind,
            colour,
            attributes: Attributes::empty(),
        }
    }

    /// The same piece with `attributes` added.
    #[must_use]
    pub const fn with_attributes(self, attributes: Attributes) -> Piece {
        Piece {
            attributes: self.attributes.union(attributes),
            ..self
        }
    }

    /// The square the piece stood on in the diagram, if a condition
    /// recorded it ([`Piece::with_origin`]).
    pub fn origin(self) -> Option<crate::Square> {
        let bits = (self.attributes.bits() & Attributes::ORIGIN.bits()) >> 21;
        bits.checked_sub(1)
            .and_then(|i| crate::Square::new(u8::try_from(i).ok()?))
    }

    /// The same piece recording `sq` as its diagram square.
    #[must_use]
    pub fn with_origin(self, sq: crate::Square) -> Piece {
        let bits = (self.attributes.bits() & !Attributes::ORIGIN.bits())
            | ((u32::from(sq.index()) + 1) << 21);
        Piece {
            attributes: Attributes::from_bits_retain(bits),
            ..self
        }
    }

    /// Whether the piece has an attribute other than the recorded diagram
    /// square ([`Piece::origin`]), which changes nothing in how it moves.
    pub const fn has_attributes_beyond_origin(self) -> bool {
        self.attributes.bits() & !Attributes::ORIGIN.bits() != 0
    }

    /// Whether the piece is neutral.
    pub const fn is_neutral(self) -> bool {
        self.attributes.contains(Attributes::NEUTRAL)
    }

    /// Whether `side` may move this piece (its own colour, or neutral).
    pub const fn belongs_to(self, side: Colour) -> bool {
        self.is_neutral() || self.colour as u8 == side as u8
    }

    /// Whether the piece is royal: a king (unless marked as dethroned,
    /// see [`Attributes::CONDITION_MARK`]), or any piece with
    /// [`Attributes::ROYAL`].
    pub const fn is_royal(self) -> bool {
        (self.kind.0 == PieceKind::KING.0 && !self.attributes.contains(Attributes::CONDITION_MARK))
            || self.attributes.contains(Attributes::ROYAL)
    }
}

impl fmt::Debug for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let colour = if self.is_neutral() {
            "n"
        } else {
            self.colour.fold("w", "b")
        };
        write!(f, "{colour}#{}", self.kind.0)?;
        if !self.attributes.difference(Attributes::NEUTRAL).is_empty() {
            write!(f, "{:?}", self.attributes)?;
        }
        Ok(())
    }
}
