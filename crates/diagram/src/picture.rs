//! What a diagram shows, square by square: built from a Fairy-FEN diagram
//! or from a position, with an optional caption.

use nightrider_board::{Colour, PieceKind, Position, Square};
use nightrider_notation::ffen::{Cell, ChessSymbol, Diagram, FairyMapping, Glyph, Item, Tint};

/// The largest board side a picture has (files or ranks).
pub const MAX_SIDE: usize = nightrider_notation::ffen::MAX_SIDE;

/// What one square shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Figure {
    /// A symbol of Fairy-FEN: a chess figure or marker (white, black or
    /// neutral), a letter or a number, turned by its rotation.
    Symbol(Cell),
    /// A fairy piece that has no figure of its own: its code (one to three
    /// characters) in a disc of its colour, as problem diagrams inset a
    /// letter where no convention exists.
    Inset {
        /// The text in the disc (`"SI"` for a sissa).
        code: String,
        /// White, black or neutral (half and half).
        tint: Tint,
    },
}

/// A board to draw: `width` × `height` squares, each empty or holding a
/// [`Figure`], and the lines printed under it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    width: usize,
    height: usize,
    /// Row by row from the top row, each row from the left.
    squares: Vec<Option<Figure>>,
    caption: Vec<String>,
}

/// A board size outside `1..=MAX_SIDE`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a diagram has 1 to {MAX_SIDE} files and ranks, not {width}×{height}")]
pub struct SizeError {
    /// The files asked for.
    pub width: usize,
    /// The ranks asked for.
    pub height: usize,
}

impl Picture {
    /// An empty board of `width` files and `height` ranks.
    ///
    /// # Errors
    /// [`SizeError`] unless both are in `1..=MAX_SIDE`.
    pub fn empty(width: usize, height: usize) -> Result<Picture, SizeError> {
        if !(1..=MAX_SIDE).contains(&width) || !(1..=MAX_SIDE).contains(&height) {
            return Err(SizeError { width, height });
        }
        Ok(Picture {
            width,
            height,
            squares: vec![None; width * height],
            caption: Vec::new(),
        })
    }

    /// The diagram of a Fairy-FEN, symbol for symbol.
    pub fn from_ffen(diagram: &Diagram) -> Picture {
        let mut picture = Picture {
            width: diagram.width(),
            height: diagram.height(),
            squares: Vec::with_capacity(diagram.width() * diagram.height()),
            caption: Vec::new(),
        };
        for row in diagram.rows() {
            for item in row {
                match item {
                    Item::Empty(n) => {
                        picture
                            .squares
                            .extend(std::iter::repeat_n(None, *n as usize));
                    }
                    Item::Cell(cell) => picture.squares.push(Some(Figure::Symbol(*cell))),
                }
            }
        }
        picture
    }

    /// The diagram of a position (8×8): orthodox pieces by their figures,
    /// fairy pieces by the rotated figure `mapping` gives their Popeye code
    /// (the default mapping draws the grasshopper as an upside-down queen,
    /// the nightrider as an upside-down knight, …), and the others as an
    /// [`Figure::Inset`] of their code. Neutral pieces are drawn half white,
    /// half black.
    pub fn from_position(position: &Position, mapping: &FairyMapping) -> Picture {
        let mut picture = Picture::empty(8, 8).expect("8×8 is a valid size");
        for square in Square::ALL {
            let Some(piece) = position.piece_at(square) else {
                continue;
            };
            let tint = if piece.is_neutral() {
                Tint::Neutral { upper: true }
            } else {
                piece.colour.fold(Tint::White, Tint::Black)
            };
            let code = piece.kind.to_string();
            let symbol = ChessSymbol::ALL
                .into_iter()
                .find(|s| s.kind() == piece.kind)
                .map(|s| (s, 0))
                .or_else(|| mapping.symbol(&code));
            let figure = match symbol {
                Some((symbol, rotation)) => Figure::Symbol(Cell {
                    glyph: Glyph::Piece(symbol),
                    tint,
                    rotation,
                }),
                None => Figure::Inset {
                    code: inset_text(piece.kind),
                    tint,
                },
            };
            picture.set(square.x() as usize, 7 - square.y() as usize, Some(figure));
        }
        picture
    }

    /// The picture with these lines under the board (stipulation,
    /// conditions, piece counts).
    pub fn with_caption(mut self, lines: Vec<String>) -> Picture {
        self.caption = lines;
        self
    }

    /// The lines under the board.
    pub fn caption(&self) -> &[String] {
        &self.caption
    }

    /// The number of files.
    pub fn width(&self) -> usize {
        self.width
    }

    /// The number of ranks.
    pub fn height(&self) -> usize {
        self.height
    }

    /// What the square in file `x` (from the left) and row `y` (from the
    /// top) shows; `None` when it is empty or off the board.
    pub fn get(&self, x: usize, y: usize) -> Option<&Figure> {
        if x >= self.width || y >= self.height {
            return None;
        }
        self.squares[y * self.width + x].as_ref()
    }

    /// Puts `figure` on the square in file `x` and row `y` (from the top).
    ///
    /// # Panics
    /// If the square is off the board.
    pub fn set(&mut self, x: usize, y: usize, figure: Option<Figure>) {
        assert!(
            x < self.width && y < self.height,
            "square ({x}, {y}) is off a {}×{} board",
            self.width,
            self.height
        );
        self.squares[y * self.width + x] = figure;
    }
}

/// The text of an inset: the piece's Popeye code, or the initials of its
/// catalogue name (at most three) when it has none.
fn inset_text(kind: PieceKind) -> String {
    let code = kind.to_string();
    if code.chars().count() <= 3 && !code.contains(' ') {
        return code;
    }
    let name = format!("{kind:#}");
    let initials: String = name
        .split([' ', '-'])
        .filter_map(|w| w.chars().next())
        .take(3)
        .collect::<String>()
        .to_uppercase();
    if initials.is_empty() {
        "?".to_string()
    } else {
        initials
    }
}

/// Whether the square in file `x` (from the left) and rank `rank` (from
/// the bottom, 0-based) is dark: a1 is, as on a chess board.
pub(crate) fn is_dark(x: usize, rank: usize) -> bool {
    (x + rank) % 2 == 0
}

/// The colour of a [`Tint`] that is not neutral.
pub(crate) fn tint_colour(tint: Tint) -> Option<Colour> {
    match tint {
        Tint::White => Some(Colour::White),
        Tint::Black => Some(Colour::Black),
        Tint::Neutral { .. } => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_notation::ffen::parse_ffen;

    #[test]
    fn a_fairy_fen_is_read_square_by_square() {
        let p = Picture::from_ffen(&parse_ffen("3k/1-*1Q2/4/'a2C").unwrap());
        assert_eq!((p.width(), p.height()), (4, 4));
        assert!(matches!(p.get(3, 0), Some(Figure::Symbol(c)) if c.tint == Tint::Black));
        assert!(matches!(
            p.get(1, 1),
            Some(Figure::Symbol(Cell {
                rotation: 1,
                tint: Tint::Neutral { .. },
                ..
            }))
        ));
        assert_eq!(p.get(0, 2), None);
        assert!(matches!(
            p.get(0, 3),
            Some(Figure::Symbol(Cell {
                glyph: Glyph::Letter('a'),
                ..
            }))
        ));
        assert_eq!(p.get(4, 0), None);
    }

    #[test]
    fn sizes_outside_the_limits_are_refused() {
        assert!(Picture::empty(0, 8).is_err());
        assert!(Picture::empty(8, MAX_SIDE + 1).is_err());
        assert!(Picture::empty(1, 1).is_ok());
    }

    #[test]
    fn a_position_s_fairy_pieces_take_the_mapped_figure_or_an_inset() {
        let pos: Position = "4k3/8/8/8/8/8/8/{wG}{bSI}{nS}1K3 w - - 0 1"
            .parse()
            .unwrap();
        let p = Picture::from_position(&pos, &FairyMapping::default());
        // the grasshopper: an upside-down queen
        assert!(matches!(
            p.get(0, 7),
            Some(Figure::Symbol(Cell {
                glyph: Glyph::Piece(ChessSymbol::Queen),
                rotation: 2,
                tint: Tint::White
            }))
        ));
        // the sissa has no figure
        assert_eq!(
            p.get(1, 7),
            Some(&Figure::Inset {
                code: "SI".into(),
                tint: Tint::Black
            })
        );
        // a neutral knight
        assert!(matches!(
            p.get(2, 7),
            Some(Figure::Symbol(Cell {
                glyph: Glyph::Piece(ChessSymbol::Knight),
                tint: Tint::Neutral { .. },
                ..
            }))
        ));
        assert!(is_dark(0, 0) && !is_dark(1, 0) && !is_dark(0, 7));
    }
}
