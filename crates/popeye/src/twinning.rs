//! What a twin changes (`twin move d1 d2`, `twin rotate 90`, …), kept as
//! values so that each output words it its own way: the text output's twin
//! heading (`b) wQd1-->d2  +bSa5`) and the LaTeX output's `\twins` line
//! ([`crate::latex`]).

use crate::pieces::{attribute_letters, colour_letter, piece_code};
use nightrider_board::{Piece, PieceKind, Square};
use nightrider_notation::popeye::InputLanguage;

/// One change a twin makes to the position, the stipulation or the
/// conditions it starts from.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum TwinChange {
    /// A piece taken off its square (`remove`, or the piece a `move` lands
    /// on).
    Removed {
        /// The piece.
        piece: Piece,
        /// Its square.
        square: Square,
    },
    /// `move`.
    Moved {
        /// The piece moved.
        piece: Piece,
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// `exchange`: two pieces change places.
    Exchanged {
        /// The piece first named, on its square before the exchange.
        first: (Piece, Square),
        /// The other.
        second: (Piece, Square),
    },
    /// `add`.
    Added {
        /// The piece.
        piece: Piece,
        /// Its square.
        square: Square,
        /// Whether it replaces a piece (or one this twin removed); Popeye
        /// then writes it without `+`.
        replacing: bool,
    },
    /// `substitute`: every piece of one kind becomes another.
    Substituted {
        /// The kind replaced.
        from: PieceKind,
        /// The kind put in its place.
        to: PieceKind,
    },
    /// `rotate` by so many degrees.
    Rotated(u16),
    /// `mirror`, with its notation (`a1<-->h1`).
    Mirrored(String),
    /// `shift`.
    Shifted {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// `PolishType`: the pieces change colour.
    PolishType,
    /// A new stipulation, as shown under the diagram (`h#2`).
    Stipulation(String),
    /// New conditions, by their printed lines.
    Conditions(Vec<String>),
    /// A new position from `forsyth`.
    Forsyth,
}

impl TwinChange {
    /// The change as Popeye's text output writes it in a twin heading
    /// (`wQd1-->d2`, `-bPa7`, `+wRh1`, `R ==> Q`, `rotate 90`), in `lang`.
    pub fn text(&self, lang: InputLanguage) -> String {
        match self {
            TwinChange::Removed { piece, square } => format!("-{}{square}", label(lang, *piece)),
            TwinChange::Moved { piece, from, to } => {
                format!("{}{from}-->{to}", label(lang, *piece))
            }
            TwinChange::Exchanged { first, second } => format!(
                "{}{}<-->{}{}",
                label(lang, first.0),
                first.1,
                label(lang, second.0),
                second.1
            ),
            TwinChange::Added {
                piece,
                square,
                replacing,
            } => format!(
                "{}{}{square}",
                if *replacing { "" } else { "+" },
                label(lang, *piece)
            ),
            TwinChange::Substituted { from, to } => {
                format!("{} ==> {}", piece_code(lang, *from), piece_code(lang, *to))
            }
            TwinChange::Rotated(deg) => format!("{} {deg}", word(lang, self)),
            TwinChange::Mirrored(kind) => format!("{} {kind}", word(lang, self)),
            TwinChange::Shifted { from, to } => format!("{} {from} ==> {to}", word(lang, self)),
            TwinChange::PolishType | TwinChange::Forsyth => word(lang, self).to_string(),
            TwinChange::Stipulation(s) => s.clone(),
            TwinChange::Conditions(lines) => lines.join("  "),
        }
    }
}

/// The changes of a twin as its text heading shows them, two blanks apart.
pub fn description(lang: InputLanguage, changes: &[TwinChange]) -> String {
    changes
        .iter()
        .map(|c| c.text(lang))
        .collect::<Vec<_>>()
        .join("  ")
}

/// Popeye's name of a piece in twin descriptions: colour letter, the
/// letters of its attributes, upper-case code (`wSh6`, `nrSh6`, `wkSh5`;
/// German `sBg7`), in the output's language.
fn label(lang: InputLanguage, p: Piece) -> String {
    let colour = if p.is_neutral() {
        'n'
    } else {
        colour_letter(lang, p.colour)
    };
    format!(
        "{colour}{}{}",
        attribute_letters(lang, p, false),
        piece_code(lang, p.kind)
    )
}

/// The word of a twinning in Popeye's twin descriptions, in the output's
/// language (`rotate 90`, `Drehung 90`, `rotation 90`), as found with
/// Popeye 4.104.
pub(crate) fn word(lang: InputLanguage, change: &TwinChange) -> &'static str {
    let words = match change {
        TwinChange::Rotated(_) => ["rotate", "Drehung", "rotation"],
        TwinChange::Mirrored(_) => ["mirror", "Spiegelung", "miroir"],
        TwinChange::Shifted { .. } => ["shift", "Verschiebung", "translation"],
        TwinChange::PolishType => ["PolishType", "Farbwechsel", "CouleurEchange"],
        _ => ["forsyth", "forsyth", "forsyth"],
    };
    words[lang.column()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::{Colour, PieceKind};

    #[test]
    fn text_as_popeye_writes_it() {
        let q = Piece::new(PieceKind::QUEEN, Colour::White);
        let p = Piece::new(PieceKind::PAWN, Colour::Black);
        let changes = [
            TwinChange::Moved {
                piece: q,
                from: Square::D1,
                to: Square::D2,
            },
            TwinChange::Removed {
                piece: p,
                square: Square::A7,
            },
            TwinChange::Added {
                piece: q,
                square: Square::H1,
                replacing: false,
            },
            TwinChange::Rotated(90),
        ];
        assert_eq!(
            description(InputLanguage::English, &changes),
            "wQd1-->d2  -bPa7  +wQh1  rotate 90"
        );
        assert_eq!(
            description(InputLanguage::German, &changes),
            "wDd1-->d2  -sBa7  +wDh1  Drehung 90"
        );
    }
}
