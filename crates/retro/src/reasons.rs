//! Typed reasons why a position is illegal or unreachable, with a
//! human-readable rendering in the style of CQLi's articulations.

use nightrider_board::{Colour, PieceKind, Square};
use std::fmt;

/// Writes `squares` as `a1, b2, c3`.
fn write_squares(f: &mut fmt::Formatter<'_>, squares: &[Square]) -> fmt::Result {
    for (i, s) in squares.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{s}")?;
    }
    Ok(())
}

/// Capitalised colour name.
fn side(c: Colour) -> &'static str {
    match c {
        Colour::White => "White",
        Colour::Black => "Black",
    }
}

/// English name of an orthodox piece kind.
pub fn kind_name(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::KING => "King",
        PieceKind::QUEEN => "Queen",
        PieceKind::ROOK => "Rook",
        PieceKind::BISHOP => "Bishop",
        PieceKind::KNIGHT => "Knight",
        PieceKind::PAWN => "Pawn",
        _ => "fairy piece",
    }
}

fn plural(n: u32, word: &str) -> String {
    if n == 1 {
        format!("{n} {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// `1 Pawn is` / `2 Pawns are`.
fn are(n: u32, word: &str) -> String {
    if n == 1 {
        format!("{n} {word} is")
    } else {
        format!("{n} {word}s are")
    }
}

fn shade(light: bool) -> &'static str {
    if light {
        "light-square"
    } else {
        "dark-square"
    }
}

/// A violation of the basic rules, found without retro analysis
/// (CQLi's `legalposition`).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Illegal {
    /// A side does not have exactly one king.
    KingCount {
        /// The side.
        colour: Colour,
        /// How many kings it has.
        count: u32,
    },
    /// A pawn stands on the first or last rank.
    PawnOnBackRank(Square),
    /// A side has more than 16 men.
    TooManyPieces {
        /// The side.
        colour: Colour,
        /// How many it has.
        count: u32,
    },
    /// A side has more than 8 pawns.
    TooManyPawns {
        /// The side.
        colour: Colour,
        /// How many it has.
        count: u32,
    },
    /// Pieces beyond the initial set need more promotions than there are
    /// missing pawns.
    TooManyPromotedPieces {
        /// The side.
        colour: Colour,
        /// Promotions implied by the piece counts.
        promotions: u32,
        /// Pawns missing from the board (the most promotions possible).
        missing_pawns: u32,
    },
    /// The side that is not to move is in check.
    OpponentInCheck {
        /// The side in check that is not to move.
        colour: Colour,
    },
    /// Both kings are in check.
    BothInCheck,
    /// The king is checked by more than two pieces.
    TooManyCheckers {
        /// The squares of the checking pieces.
        checkers: Vec<Square>,
    },
    /// A double check in which neither piece is a line piece: one of the
    /// two checks must have been discovered.
    ImpossibleDoubleCheck {
        /// The squares of the checking pieces.
        checkers: Vec<Square>,
    },
    /// A castling right without the king and rook on their squares.
    CastlingRight {
        /// The side.
        colour: Colour,
        /// Whether the right is king-side.
        kingside: bool,
    },
    /// An en-passant square that does not fit a double step just played.
    EnPassant(Square),
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Illegal::KingCount { colour, count } => {
                write!(
                    f,
                    "{} has {} (needs exactly one)",
                    side(*colour),
                    plural(*count, "King")
                )
            }
            Illegal::PawnOnBackRank(s) => write!(f, "Pawn on first or last rank (square {s})"),
            Illegal::TooManyPieces { colour, count } => {
                write!(f, "{} has {count} pieces (at most 16)", side(*colour))
            }
            Illegal::TooManyPawns { colour, count } => {
                write!(f, "{} has {count} Pawns (at most 8)", side(*colour))
            }
            Illegal::TooManyPromotedPieces {
                colour,
                promotions,
                missing_pawns,
            } => write!(
                f,
                "{} material implies {} but only {} missing",
                side(*colour),
                plural(*promotions, "promotion"),
                are(*missing_pawns, "Pawn")
            ),
            Illegal::OpponentInCheck { colour } => {
                write!(
                    f,
                    "{} King is in check but it is not {}'s move",
                    side(*colour),
                    side(*colour)
                )
            }
            Illegal::BothInCheck => f.write_str("Both Kings are in check"),
            Illegal::TooManyCheckers { checkers } => {
                f.write_str("King is checked by more than two pieces (squares ")?;
                write_squares(f, checkers)?;
                f.write_str(")")
            }
            Illegal::ImpossibleDoubleCheck { checkers } => {
                f.write_str("Impossible double check (squares ")?;
                write_squares(f, checkers)?;
                f.write_str(")")
            }
            Illegal::CastlingRight { colour, kingside } => write!(
                f,
                "{} castling right {} without King and Rook on their squares",
                side(*colour),
                if *kingside { "0-0" } else { "0-0-0" }
            ),
            Illegal::EnPassant(s) => {
                write!(f, "En passant square {s} does not fit a double step")
            }
        }
    }
}

/// Why a set of pieces implies a promotion (a sub-reason of
/// [`Unreachable::TooManyPromotions`] and [`Unreachable::PromotionCost`]).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PromotionCause {
    /// More pieces of a kind (bishops: of one square colour) than the
    /// originals that could still be on the board.
    Presence {
        /// The side.
        colour: Colour,
        /// The kind.
        kind: PieceKind,
        /// For bishops, the square colour (`Some(true)` = light).
        light: Option<bool>,
        /// The squares of those pieces.
        squares: Vec<Square>,
        /// Promotions they imply.
        promotions: u32,
    },
    /// An original piece could not have left its starting region, so it is
    /// not the piece of that kind standing elsewhere.
    CouldNotEscape {
        /// The side.
        colour: Colour,
        /// The kind.
        kind: PieceKind,
        /// Its starting square.
        home: Square,
    },
}

impl fmt::Display for PromotionCause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PromotionCause::Presence {
                colour,
                kind,
                light,
                squares,
                promotions,
            } => {
                let n = squares.len() as u32;
                let shade = light.map(|l| format!("{} ", shade(l))).unwrap_or_default();
                let name = kind_name(*kind);
                let word = if n == 1 {
                    name.to_string()
                } else {
                    format!("{name}s")
                };
                write!(f, "Presence of {n} {shade}{} {word} (square", side(*colour))?;
                f.write_str(if n == 1 { " " } else { "s " })?;
                write_squares(f, squares)?;
                write!(f, ") implies at least {}", plural(*promotions, "promotion"))
            }
            PromotionCause::CouldNotEscape { colour, kind, home } => {
                let shade = if *kind == PieceKind::BISHOP {
                    format!("{} ", shade(home.is_light()))
                } else {
                    String::new()
                };
                write!(
                    f,
                    "Missing {shade}{} {} could not have escaped starting square ({home})",
                    side(*colour),
                    kind_name(*kind)
                )
            }
        }
    }
}

/// A proof that a position cannot arise from the game array
/// (CQLi's `reachableposition`).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Unreachable {
    /// The pawns of a side cannot be assigned to distinct starting files
    /// with a capture for every file changed.
    ImpossiblePawnStructure {
        /// The side.
        colour: Colour,
        /// Its pawns.
        squares: Vec<Square>,
    },
    /// The pawns of a side need more captures than the opponent has
    /// missing pieces.
    PawnCaptures {
        /// The side whose pawns captured.
        colour: Colour,
        /// Captures implied by its pawn structure.
        captures: u32,
        /// Pieces the opponent is missing.
        missing: u32,
    },
    /// More promotions are implied than the side has missing pawns.
    TooManyPromotions {
        /// The side.
        colour: Colour,
        /// Promotions implied.
        promotions: u32,
        /// Pawns missing.
        missing_pawns: u32,
        /// What implies the promotions.
        causes: Vec<PromotionCause>,
    },
    /// The implied promotions (with the pawn structure) need more captures
    /// than the opponent has missing pieces.
    PromotionCost {
        /// The side.
        colour: Colour,
        /// Promotions implied.
        promotions: u32,
        /// Captures implied by the pawns still on the board.
        pawn_captures: u32,
        /// Extra captures the promotions need (`None`: no promotion square
        /// can be reached at all).
        promotion_captures: Option<u32>,
        /// Pieces the opponent is missing.
        missing: u32,
        /// What implies the promotions.
        causes: Vec<PromotionCause>,
        /// Files of the starting squares of the pawns free to promote.
        start_files: Vec<u8>,
        /// Files on which a promotion is possible.
        promotion_files: Vec<u8>,
    },
    /// A piece stands where it could not have come from a starting square
    /// or a reachable promotion square.
    TrappedPiece {
        /// The side.
        colour: Colour,
        /// The kind.
        kind: PieceKind,
        /// Where it stands.
        square: Square,
    },
    /// The opponent's original bishop of one square colour is gone, so it
    /// was captured on a square of that colour, but every capture was made
    /// by a pawn on the other colour.
    CaptureColour {
        /// The side that captured.
        colour: Colour,
        /// The square colour of the missing bishop (`true` = light).
        bishop_light: bool,
        /// Squares where the capturing pawns stand.
        squares: Vec<Square>,
    },
    /// All of a side's missing pieces were captured by opponent pawns still
    /// on the board, but a missing original piece was trapped where none of
    /// them could capture it.
    TrappedCapturedByPawns {
        /// The side of the missing piece.
        colour: Colour,
        /// Its kind.
        kind: PieceKind,
        /// Its starting square.
        home: Square,
    },
    /// The side to move is in check but no retraction gives a legal
    /// previous position.
    ImpossibleCheck {
        /// The side in check.
        colour: Colour,
    },
    /// No move could have led to this position.
    NoPreviousMove,
}

impl fmt::Display for Unreachable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unreachable::ImpossiblePawnStructure { colour, squares } => {
                write!(f, "Impossible {} Pawn structure (squares ", side(*colour))?;
                write_squares(f, squares)?;
                f.write_str(")")
            }
            Unreachable::PawnCaptures {
                colour,
                captures,
                missing,
            } => write!(
                f,
                "{} Pawn structure implies {} but {} is only missing {}",
                side(*colour),
                plural(*captures, "capture"),
                side(!*colour),
                plural(*missing, "piece")
            ),
            Unreachable::TooManyPromotions {
                colour,
                promotions,
                missing_pawns,
                causes,
            } => {
                write!(
                    f,
                    "Position implies {} {} Pawn promotion{} but ",
                    promotions,
                    side(*colour),
                    if *promotions == 1 { "" } else { "s" }
                )?;
                if *missing_pawns == 0 {
                    f.write_str("no promotions are possible")?;
                } else {
                    write!(f, "only {} missing", are(*missing_pawns, "Pawn"))?;
                }
                for c in causes {
                    write!(f, " [{c}]")?;
                }
                if *missing_pawns == 0 {
                    write!(f, " [{} is not missing any Pawns]", side(*colour))?;
                }
                Ok(())
            }
            Unreachable::PromotionCost {
                colour,
                promotions,
                pawn_captures,
                promotion_captures,
                missing,
                causes,
                start_files,
                promotion_files,
            } => {
                write!(
                    f,
                    "Position implies {} but promoting this many pawns would require too many captures",
                    plural(*promotions, &format!("{} promotion", side(*colour)))
                )?;
                for c in causes {
                    write!(f, " [{c}]")?;
                }
                if *pawn_captures > 0 {
                    write!(
                        f,
                        " [Existing {} pawn structure already implies {}]",
                        side(*colour),
                        plural(*pawn_captures, "capture")
                    )?;
                }
                match promotion_captures {
                    Some(n) => write!(
                        f,
                        " [Promotion of {} requires at least {}]",
                        plural(*promotions, &format!("{} pawn", side(*colour))),
                        plural(*n, "additional capture")
                    )?,
                    None => f.write_str(" [No promotion square can be reached]")?,
                }
                write!(f, " [{} is only missing {}]", side(!*colour), plural(*missing, "piece"))?;
                let y = if *colour == Colour::White { 2 } else { 7 };
                f.write_str(" [Promotion cost calculated using pawn start squares ")?;
                for (i, x) in start_files.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{}{y}", (b'a' + x) as char)?;
                }
                f.write_str(" and promotion files ")?;
                for (i, x) in promotion_files.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{}", (b'a' + x) as char)?;
                }
                f.write_str("]")
            }
            Unreachable::TrappedPiece {
                colour,
                kind,
                square,
            } => write!(
                f,
                "Impossibly trapped {} {} on square {square}",
                side(*colour),
                kind_name(*kind)
            ),
            Unreachable::CaptureColour {
                colour,
                bishop_light,
                squares,
            } => {
                write!(
                    f,
                    "{} is missing {} Bishop but all {} captures occurred on {} squares (square",
                    side(!*colour),
                    shade(*bishop_light),
                    side(*colour),
                    if *bishop_light { "dark" } else { "light" }
                )?;
                f.write_str(if squares.len() == 1 { " " } else { "s " })?;
                write_squares(f, squares)?;
                f.write_str(")")
            }
            Unreachable::TrappedCapturedByPawns { colour, kind, home } => write!(
                f,
                "All of {}'s missing pieces were captured by {} Pawns currently on the board but missing trapped {home} {} could not have been captured by one of these Pawns",
                side(*colour),
                side(!*colour),
                kind_name(*kind)
            ),
            Unreachable::ImpossibleCheck { colour } => {
                write!(f, "Impossible check of {} King", side(*colour))
            }
            Unreachable::NoPreviousMove => f.write_str("No possible previous move"),
        }
    }
}
