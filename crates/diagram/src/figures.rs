//! The shapes figures are drawn with, on a 45 × 45 square: the chess
//! figures of the bundled piece set (`assets/cburnett`, see its
//! `LICENSE.md`), the markers of Fairy-FEN and the disc of an inset.

use nightrider_board::Colour;
use nightrider_notation::ffen::{ChessSymbol, Marker};

/// One shape, in one colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Shape {
    /// A chess figure.
    Piece(ChessSymbol, Colour),
    /// A marker.
    Marker(Marker, Colour),
    /// The disc an inset's text stands on.
    Disc(Colour),
}

/// The clip paths that cut a figure in halves for neutral pieces (white
/// left, black right).
pub(crate) const HALVES: &str =
    "<clipPath id=\"left-half\"><rect x=\"0\" y=\"0\" width=\"22.5\" height=\"45\"/></clipPath>\n\
<clipPath id=\"right-half\"><rect x=\"22.5\" y=\"0\" width=\"22.5\" height=\"45\"/></clipPath>\n";

impl Shape {
    /// The id of its definition in the document (`wK`, `bmarker-C`, …).
    pub(crate) fn id(self) -> String {
        let c = |colour: Colour| colour.fold('w', 'b');
        match self {
            Shape::Piece(symbol, colour) => format!("{}{}", c(colour), symbol.letter()),
            Shape::Marker(marker, colour) => format!("{}marker-{}", c(colour), marker.letter()),
            Shape::Disc(colour) => format!("{}disc", c(colour)),
        }
    }

    /// Its SVG elements, in the 45-unit square.
    pub(crate) fn body(self) -> String {
        match self {
            Shape::Piece(symbol, colour) => piece(symbol, colour).trim_end().to_string(),
            Shape::Marker(marker, colour) => {
                let (fill, edge) = colour.fold(("#fff", "#000"), ("#000", "#000"));
                let common = format!("fill=\"{fill}\" stroke=\"{edge}\" stroke-width=\"2\"");
                match marker {
                    Marker::Circle => format!("<circle cx=\"22.5\" cy=\"22.5\" r=\"13\" {common}/>"),
                    Marker::Square => format!("<rect x=\"10.5\" y=\"10.5\" width=\"24\" height=\"24\" {common}/>"),
                    Marker::Triangle => format!("<path d=\"M22.5 8.5L37 35H8z\" {common} stroke-linejoin=\"round\"/>"),
                    Marker::Cross => {
                        let bars = "M11 11L34 34M34 11L11 34";
                        match colour {
                            // a white cross: white bars edged in black
                            Colour::White => format!(
                                "<path d=\"{bars}\" stroke=\"#000\" stroke-width=\"8\" stroke-linecap=\"round\"/>\
                                 <path d=\"{bars}\" stroke=\"#fff\" stroke-width=\"4.5\" stroke-linecap=\"round\"/>"
                            ),
                            Colour::Black => format!(
                                "<path d=\"{bars}\" stroke=\"#000\" stroke-width=\"7\" stroke-linecap=\"round\"/>"
                            ),
                        }
                    }
                }
            }
            Shape::Disc(colour) => format!(
                "<circle cx=\"22.5\" cy=\"22.5\" r=\"17\" fill=\"{}\" stroke=\"#000\" stroke-width=\"1.5\"/>",
                colour.fold("#fff", "#000")
            ),
        }
    }
}

/// The figure of a chess symbol in a colour, from the bundled set.
fn piece(symbol: ChessSymbol, colour: Colour) -> &'static str {
    use ChessSymbol::*;
    match (colour, symbol) {
        (Colour::White, King) => include_str!("../assets/cburnett/wK.svg"),
        (Colour::White, Queen) => include_str!("../assets/cburnett/wQ.svg"),
        (Colour::White, Rook) => include_str!("../assets/cburnett/wR.svg"),
        (Colour::White, Bishop) => include_str!("../assets/cburnett/wB.svg"),
        (Colour::White, Knight) => include_str!("../assets/cburnett/wN.svg"),
        (Colour::White, Pawn) => include_str!("../assets/cburnett/wP.svg"),
        (Colour::Black, King) => include_str!("../assets/cburnett/bK.svg"),
        (Colour::Black, Queen) => include_str!("../assets/cburnett/bQ.svg"),
        (Colour::Black, Rook) => include_str!("../assets/cburnett/bR.svg"),
        (Colour::Black, Bishop) => include_str!("../assets/cburnett/bB.svg"),
        (Colour::Black, Knight) => include_str!("../assets/cburnett/bN.svg"),
        (Colour::Black, Pawn) => include_str!("../assets/cburnett/bP.svg"),
    }
}
