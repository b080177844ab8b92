//! Popeye's notes on Total Invisibles in a solution line, as Popeye 4.104
//! prints them (English piece letters):
//!
//! | note | text | meaning |
//! |---|---|---|
//! | [`Note::RandomMove`] | `TI~-~` | an invisible of the side to move makes a move that captures nothing visible |
//! | [`Note::Capture`] | `TI~*d4` | an invisible captures the visible piece on d4 |
//! | [`Note::CapturedInvisible`] | `[+wTIg6]` | written before a pawn's capture `h7*g6`: the captured unit was an invisible of that colour |
//! | [`Note::Revelation`] | `[d4=wB]` | written after a move: in every realisation of the line so far d4 holds a white bishop |
//!
//! Examples from Popeye's output: `1.[+wTIg6]h7*g6 Qd5-h1 #`,
//! `2.Sf5-d4 TI~*d4[d4=wB] #`, `1.nRb8-b5 TI~-~[b4=wR] #`,
//! `TI~*f1[e3=bK][f1=wS]`.

use nightrider_board::{Colour, Piece, PieceKind, Square};
use std::fmt;
use std::str::FromStr;

/// One note on invisibles in a solution line (see the module's table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Note {
    /// `TI~-~`: a move of an invisible that captures nothing visible.
    RandomMove,
    /// `TI~*d4`: an invisible captures the visible piece on the square.
    Capture(Square),
    /// `[+wTIg6]`: the unit a pawn captures on the square was an invisible
    /// of the colour.
    CapturedInvisible {
        /// Where it stood.
        square: Square,
        /// Its colour.
        colour: Colour,
    },
    /// `[d4=wB]`: the square holds this orthodox piece in every
    /// realisation of the line so far.
    Revelation {
        /// The square.
        square: Square,
        /// The piece (orthodox kind, no attributes).
        piece: Piece,
    },
}

fn colour_letter(colour: Colour) -> char {
    match colour {
        Colour::White => 'w',
        Colour::Black => 'b',
    }
}

fn colour_from_letter(c: char) -> Option<Colour> {
    match c {
        'w' => Some(Colour::White),
        'b' => Some(Colour::Black),
        _ => None,
    }
}

/// Popeye's English letter of an orthodox kind (`S` for the knight).
fn kind_letter(kind: PieceKind) -> Option<char> {
    match kind.orthodox_letter()? {
        'N' => Some('S'),
        c => Some(c),
    }
}

fn kind_from_letter(c: char) -> Option<PieceKind> {
    match c {
        'S' => Some(PieceKind::KNIGHT),
        'N' => None,
        c => PieceKind::from_orthodox_letter(c).filter(|_| c.is_ascii_uppercase()),
    }
}

impl fmt::Display for Note {
    /// The note as Popeye prints it. A revelation of a piece that is not
    /// orthodox (which Popeye never prints) is written with `?` as kind.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Note::RandomMove => f.write_str("TI~-~"),
            Note::Capture(square) => write!(f, "TI~*{square}"),
            Note::CapturedInvisible { square, colour } => {
                write!(f, "[+{}TI{square}]", colour_letter(colour))
            }
            Note::Revelation { square, piece } => write!(
                f,
                "[{square}={}{}]",
                colour_letter(piece.colour),
                kind_letter(piece.kind).unwrap_or('?')
            ),
        }
    }
}

/// Text that is not one of Popeye's notes on invisibles.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a note on invisibles (TI~-~, TI~*d4, [+wTIg6], [d4=wB])")]
pub struct ParseNoteError(pub String);

impl FromStr for Note {
    type Err = ParseNoteError;

    fn from_str(s: &str) -> Result<Note, ParseNoteError> {
        let error = || ParseNoteError(s.to_string());
        let square = |t: &str| t.parse::<Square>().map_err(|_| error());
        if s == "TI~-~" {
            return Ok(Note::RandomMove);
        }
        if let Some(sq) = s.strip_prefix("TI~*") {
            return Ok(Note::Capture(square(sq)?));
        }
        let inner = s
            .strip_prefix('[')
            .and_then(|t| t.strip_suffix(']'))
            .ok_or_else(error)?;
        if let Some(rest) = inner.strip_prefix('+') {
            let mut chars = rest.chars();
            let colour = chars
                .next()
                .and_then(colour_from_letter)
                .ok_or_else(error)?;
            let sq = chars.as_str().strip_prefix("TI").ok_or_else(error)?;
            return Ok(Note::CapturedInvisible {
                square: square(sq)?,
                colour,
            });
        }
        let (sq, piece) = inner.split_once('=').ok_or_else(error)?;
        let mut chars = piece.chars();
        let (Some(c), Some(k), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(error());
        };
        let colour = colour_from_letter(c).ok_or_else(error)?;
        let kind = kind_from_letter(k).ok_or_else(error)?;
        Ok(Note::Revelation {
            square: square(sq)?,
            piece: Piece::new(kind, colour),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn notes_of_popeyes_output_read_and_print_back() {
        // Each text appears in Popeye 4.104's output of the corpus
        // (EXAMPLES/total_invisible.ref, REGRESSIONS 4_85_to_4_87).
        for text in [
            "TI~-~", "TI~*d4", "TI~*h8", "[+wTIg6]", "[+bTIb3]", "[d4=wB]", "[a7=wR]", "[b4=wR]",
            "[e3=bK]", "[f1=wS]", "[a5=wP]", "[g6=bQ]",
        ] {
            let note: Note = text.parse().unwrap();
            assert_eq!(note.to_string(), text);
        }
        assert_eq!(
            "[d4=wB]".parse::<Note>(),
            Ok(Note::Revelation {
                square: Square::D4,
                piece: Piece::new(PieceKind::BISHOP, Colour::White)
            })
        );
        assert_eq!("TI~*a7".parse::<Note>(), Ok(Note::Capture(Square::A7)));
    }

    #[test]
    fn other_text_is_refused() {
        for text in [
            "TI~", "TI~*", "TI~*i9", "[d4=wN]", "[d4=xB]", "[d4=wBB]", "[+wTI]", "[+TIg6]",
            "d4=wB", "[g8=wTI]", "Qd5-g5",
        ] {
            assert!(text.parse::<Note>().is_err(), "{text}");
        }
    }

    fn note() -> impl Strategy<Value = Note> {
        let square = (0u8..64).prop_map(|i| Square::new(i).unwrap());
        let colour = prop_oneof![Just(Colour::White), Just(Colour::Black)];
        let kind = (0usize..6).prop_map(|i| PieceKind::ORTHODOX[i]);
        prop_oneof![
            Just(Note::RandomMove),
            square.clone().prop_map(Note::Capture),
            (square.clone(), colour.clone())
                .prop_map(|(square, colour)| Note::CapturedInvisible { square, colour }),
            (square, colour, kind).prop_map(|(square, colour, kind)| Note::Revelation {
                square,
                piece: Piece::new(kind, colour)
            }),
        ]
    }

    proptest! {
        #[test]
        fn printing_then_reading_gives_the_note(n in note()) {
            prop_assert_eq!(n.to_string().parse::<Note>(), Ok(n));
        }
    }
}
