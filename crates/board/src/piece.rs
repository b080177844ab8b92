//! Pieces: a kind (walk), a colour and attributes.

use crate::colour::Colour;
use bitflags::bitflags;
use std::fmt;
use std::str::FromStr;

/// Identifies a piece kind (a walk). Kinds `0..6` are the orthodox pieces;
/// the fairy kinds are numbered by the piece catalogue
/// ([`crate::catalogue`]); kinds from [`PieceKind::FIRST_USER`] on are
/// defined by a problem at run time (for example from an XBetza string).
///
/// # Text
///
/// `Display` writes Popeye's English code in upper case (`K`, `Q`, `S` for
/// the knight, `N` for the nightrider, `G`, `NH`); a catalogue piece that
/// has no Popeye code is written by its catalogue name (`Royal Knight`).
/// The alternate form (`{:#}`) writes the catalogue name (`queen`,
/// `nightrider`). Kinds outside the catalogue (defined at run time, see
/// [`crate::catalogue::UserPieces`]) are written `#` and their id
/// (`#16384`) in both forms, since their names live in the problem.
/// `FromStr` reads all of these: a Popeye code in English (either case), a
/// catalogue name or alias (case, blanks, `-` and `_` ignored) or `#id`.
/// `Debug` writes `PieceKind(` and the `Display` form `)`.
///
/// ```
/// use nightrider_board::PieceKind;
/// assert!(PieceKind::QUEEN.is_orthodox());
/// assert_eq!(PieceKind::KNIGHT.orthodox_letter(), Some('N'));
/// assert_eq!(PieceKind::KNIGHT.to_string(), "S");
/// assert_eq!(format!("{:#}", PieceKind::KNIGHT), "knight");
/// let nightrider: PieceKind = "n".parse().unwrap();
/// assert_eq!(nightrider.to_string(), "N");
/// assert_eq!(format!("{nightrider:#}"), "nightrider");
/// assert_eq!(format!("{nightrider:?}"), "PieceKind(N)");
/// assert_eq!("Nightrider".parse::<PieceKind>(), Ok(nightrider));
/// assert_eq!("#16384".parse::<PieceKind>(), Ok(PieceKind(PieceKind::FIRST_USER)));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
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
    /// The Poseidon, the marine king (the catalogue's `poseidon`): royal
    /// by its walk, as Popeye makes it (a side may have it instead of its
    /// king).
    pub const POSEIDON: PieceKind = PieceKind(148);
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
    /// The orthodox kinds in the order Popeye lists kinds: K, P, Q, N, R, B
    /// (in condition lines, and when a king borrows its checkers' walks).
    pub const POPEYE_ORDER: [PieceKind; 6] = [
        PieceKind::KING,
        PieceKind::PAWN,
        PieceKind::QUEEN,
        PieceKind::KNIGHT,
        PieceKind::ROOK,
        PieceKind::BISHOP,
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
        /// Patrol: the piece may capture or check only when observed by a
        /// piece of its own side (Popeye's piece attribute `Patrol`).
        const PATROL = 1 << 28;
        /// Not an attribute of the input language: a mark making a piece
        /// royal that a fairy condition keeps (ExtinctionChess: the only
        /// unit of its kind on its side). Never printed or parsed.
        const CROWNED = 1 << 29;
    }
}

impl Attributes {
    /// Every attribute with its Popeye name (English), in the manual's order.
    pub const NAMES: [(Attributes, &'static str); 21] = [
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
        (Attributes::PATROL, "Patrol"),
    ];

    /// The letters [`Piece`]'s `Display` writes for each attribute, in the
    /// order written: Popeye's letters for the attributes of Popeye 4.104's
    /// move notation (`r` royal, `k` kamikaze, `hcc` hurdle colour
    /// changing, …; `p` stands for both paralysing and protean, `f` for
    /// both functionary and Frisch-auf, as in Popeye), two-letter
    /// abbreviations for nightrider's other attributes. The neutral's `n`
    /// is written as the colour letter instead.
    pub const LETTERS: [(Attributes, &'static str); 20] = [
        (Attributes::ROYAL, "r"),
        (Attributes::KAMIKAZE, "k"),
        (Attributes::PARALYSING, "p"),
        (Attributes::CHAMELEON, "c"),
        (Attributes::JIGGER, "j"),
        (Attributes::VOLAGE, "v"),
        (Attributes::FUNCTIONARY, "f"),
        (Attributes::HALF_NEUTRAL, "hn"),
        (Attributes::HURDLE_COLOUR_CHANGING, "hcc"),
        (Attributes::PROTEAN, "p"),
        (Attributes::MAGIC, "m"),
        (Attributes::UNCAPTURABLE, "u"),
        (Attributes::PATROL, "p"),
        (Attributes::FRISCHAUF, "f"),
        (Attributes::ANDA, "an"),
        (Attributes::ANDA_INVERSE, "ai"),
        (Attributes::BUL, "bu"),
        (Attributes::DOB, "do"),
        (Attributes::ALICE_A, "aa"),
        (Attributes::ALICE_B, "ab"),
    ];

    /// The letters of these attributes as [`Attributes::LETTERS`] gives
    /// them, in that order, without the neutral's `n`:
    ///
    /// ```
    /// use nightrider_board::Attributes;
    /// let a = Attributes::KAMIKAZE | Attributes::ROYAL | Attributes::NEUTRAL;
    /// assert_eq!(a.letters(), "rk");
    /// ```
    pub fn letters(self) -> String {
        Attributes::LETTERS
            .iter()
            .filter(|(a, _)| self.contains(*a))
            .map(|(_, l)| *l)
            .collect()
    }
}

impl PieceKind {
    /// Popeye's English code of a catalogue kind, in lower case.
    pub fn code(self) -> Option<&'static str> {
        crate::catalogue::entry(self).and_then(|e| e.en)
    }

    /// The catalogue name of a catalogue kind (`knight`, `nightrider`).
    pub fn name(self) -> Option<&'static str> {
        crate::catalogue::entry(self).map(|e| e.name)
    }
}

impl fmt::Display for PieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match crate::catalogue::entry(*self) {
            None => write!(f, "#{}", self.0),
            Some(e) => match e.en {
                Some(code) if !f.alternate() => {
                    for c in code.chars() {
                        write!(f, "{}", c.to_ascii_uppercase())?;
                    }
                    Ok(())
                }
                _ => f.write_str(e.name),
            },
        }
    }
}

impl fmt::Debug for PieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PieceKind({self})")
    }
}

/// Text that names no piece kind (see [`PieceKind`]'s `FromStr`), or a
/// piece whose text [`Piece`]'s `FromStr` cannot read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParsePieceError {
    /// Not a Popeye code, catalogue name or `#id`.
    #[error("unknown piece '{0}'")]
    UnknownKind(String),
    /// A piece must start with `w`, `b` or `n`.
    #[error("piece '{0}' does not start with a colour letter (w, b or n)")]
    MissingColour(String),
    /// The text gives attributes, which `FromStr` does not read.
    #[error("piece '{0}': attributes are not read from this notation")]
    Attributes(String),
}

impl FromStr for PieceKind {
    type Err = ParsePieceError;

    fn from_str(s: &str) -> Result<PieceKind, ParsePieceError> {
        let text = s.trim();
        if let Some(id) = text.strip_prefix('#') {
            if let Ok(id) = id.parse::<u16>() {
                return Ok(PieceKind(id));
            }
        }
        crate::catalogue::by_code(crate::catalogue::Language::English, text)
            .or_else(|| crate::catalogue::by_name(text))
            .ok_or_else(|| ParsePieceError::UnknownKind(text.to_string()))
    }
}

/// A piece standing on the board.
///
/// # Text
///
/// `Display` writes the colour letter (`w`, `b`, or `n` for a neutral
/// piece), the letters of its attributes as Popeye's move notation writes
/// them ([`Attributes::letters`]: `r` royal, `k` kamikaze, …) and the kind
/// as [`PieceKind`] writes it: `wQ`, `bN` (a black nightrider), `nS` (a
/// neutral knight), `wrkS` (a white royal kamikaze knight). The alternate
/// form (`{:#}`) spells everything out: `neutral knight`, `white royal
/// kamikaze knight`. `Debug` writes the `Display` form, followed by the
/// diagram square and the condition mark when a condition recorded them.
/// `FromStr` reads a colour letter and a kind (`wQ`, `bnh`, `nS`, `w#16384`;
/// a neutral piece as White, see [`Attributes::NEUTRAL`]);
/// attribute letters are refused, since Popeye's letters do not tell every
/// attribute apart (`p` is paralysing and protean).
///
/// ```
/// use nightrider_board::{Attributes, Colour, Piece, PieceKind};
/// let p = Piece::new(PieceKind::ROOK, Colour::Black);
/// assert!(p.belongs_to(Colour::Black));
/// assert_eq!(p.to_string(), "bR");
/// let n = p.with_attributes(Attributes::NEUTRAL);
/// assert!(n.belongs_to(Colour::White) && n.belongs_to(Colour::Black));
/// assert_eq!(n.to_string(), "nR");
/// let royal = Piece::new(PieceKind::KNIGHT, Colour::White)
///     .with_attributes(Attributes::ROYAL | Attributes::KAMIKAZE);
/// assert_eq!(royal.to_string(), "wrkS");
/// assert_eq!(format!("{royal:#}"), "white royal kamikaze knight");
/// // Neutral pieces are read as White, by the convention of `Attributes::NEUTRAL`.
/// let white = Piece::new(PieceKind::ROOK, Colour::White);
/// assert_eq!("nR".parse::<Piece>(), Ok(white.with_attributes(Attributes::NEUTRAL)));
/// assert!("wrkS".parse::<Piece>().is_err());
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

    /// Whether the piece is royal: a king or a Poseidon (unless marked as
    /// dethroned, see [`Attributes::CONDITION_MARK`]), or any piece with
    /// [`Attributes::ROYAL`] or [`Attributes::CROWNED`].
    pub const fn is_royal(self) -> bool {
        let royal_kind = self.kind.0 == PieceKind::KING.0 || self.kind.0 == PieceKind::POSEIDON.0;
        (royal_kind && !self.attributes.contains(Attributes::CONDITION_MARK))
            || self.attributes.contains(Attributes::ROYAL)
            || self.attributes.contains(Attributes::CROWNED)
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            let colour = if self.is_neutral() {
                "neutral"
            } else {
                self.colour.fold("white", "black")
            };
            f.write_str(colour)?;
            // In the order of the letters, named as Popeye's input names them.
            for (a, _) in Attributes::LETTERS {
                if !self.attributes.contains(a) {
                    continue;
                }
                if let Some((_, name)) = Attributes::NAMES.iter().find(|(b, _)| *b == a) {
                    write!(f, " {}", name.to_ascii_lowercase())?;
                }
            }
            write!(f, " {:#}", self.kind)
        } else {
            let colour = if self.is_neutral() {
                "n"
            } else {
                self.colour.fold("w", "b")
            };
            write!(f, "{colour}{}{}", self.attributes.letters(), self.kind)
        }
    }
}

impl fmt::Debug for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")?;
        let marked = self.attributes.contains(Attributes::CONDITION_MARK);
        match (self.origin(), marked) {
            (None, false) => Ok(()),
            (Some(sq), false) => write!(f, "[origin {sq}]"),
            (None, true) => f.write_str("[marked]"),
            (Some(sq), true) => write!(f, "[origin {sq}, marked]"),
        }
    }
}

impl FromStr for Piece {
    type Err = ParsePieceError;

    fn from_str(s: &str) -> Result<Piece, ParsePieceError> {
        let text = s.trim();
        let (colour, neutral, rest) = match text.chars().next() {
            Some('w') => (Colour::White, false, &text[1..]),
            Some('b') => (Colour::Black, false, &text[1..]),
            Some('n') => (Colour::White, true, &text[1..]),
            _ => return Err(ParsePieceError::MissingColour(text.to_string())),
        };
        // Lower-case letters before an upper-case code are attribute letters.
        let lower = rest.find(|c: char| !c.is_ascii_lowercase()).unwrap_or(0);
        if lower > 0 && rest[lower..].starts_with(|c: char| c.is_ascii_uppercase()) {
            return Err(ParsePieceError::Attributes(text.to_string()));
        }
        let kind = rest.parse::<PieceKind>()?;
        let piece = Piece::new(kind, colour);
        Ok(if neutral {
            piece.with_attributes(Attributes::NEUTRAL)
        } else {
            piece
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue;

    #[test]
    fn every_catalogue_kind_reads_back() {
        for e in catalogue::all() {
            let text = e.kind.to_string();
            assert_eq!(text.parse::<PieceKind>(), Ok(e.kind), "{text}");
            assert_eq!(format!("{:#}", e.kind), e.name);
            assert_eq!(e.name.parse::<PieceKind>(), Ok(e.kind), "{}", e.name);
            if let Some(code) = e.en {
                assert_eq!(text, code.to_ascii_uppercase());
            }
            for colour in ["w", "b", "n"] {
                let piece: Piece = format!("{colour}{text}").parse().unwrap();
                assert_eq!(piece.kind, e.kind);
                assert_eq!(piece.to_string(), format!("{colour}{text}"));
            }
        }
    }

    #[test]
    fn texts() {
        let user = PieceKind(PieceKind::FIRST_USER + 3);
        assert_eq!(user.to_string(), "#16387");
        assert_eq!(format!("{user:#}"), "#16387");
        assert_eq!(format!("{user:?}"), "PieceKind(#16387)");
        assert_eq!("#16387".parse::<PieceKind>(), Ok(user));
        assert_eq!(format!("{:?}", PieceKind::QUEEN), "PieceKind(Q)");
        assert!(matches!(
            "xyz".parse::<PieceKind>(),
            Err(ParsePieceError::UnknownKind(_))
        ));
        assert!(matches!(
            "Q".parse::<Piece>(),
            Err(ParsePieceError::MissingColour(_))
        ));
        assert!(matches!(
            "nrS".parse::<Piece>(),
            Err(ParsePieceError::Attributes(_))
        ));
        let all = Attributes::LETTERS
            .iter()
            .fold(Attributes::NEUTRAL, |a, (b, _)| a | *b);
        let p = Piece::new(PieceKind::PAWN, Colour::Black).with_attributes(all);
        assert_eq!(p.to_string(), "nrkpcjvfhnhccpmupfanaibudoaaabP");
        let q = Piece::new(PieceKind::QUEEN, Colour::Black)
            .with_attributes(Attributes::HALF_NEUTRAL | Attributes::CONDITION_MARK)
            .with_origin(crate::Square::D8);
        assert_eq!(format!("{q:#}"), "black halfneutral queen");
        assert_eq!(format!("{q:?}"), "bhnQ[origin d8, marked]");
    }
}
