//! Fairy-FEN (FFEN): the diagram notation of the PHP Chess Diagrammer
//! (janko.at), with boards of any size, neutral and rotated pieces,
//! markers, letters and numbers.
//!
//! A [`Diagram`] keeps everything the text says, including how runs of empty
//! squares were split and the case of neutral symbols, so
//! printing it (`Display`) gives back the input byte for byte.
//!
//! ```
//! use nightrider_notation::ffen::{Diagram, FairyMapping};
//! let text = "8/1Q6/4c3/4cc2/8/8/6K1/8";
//! let d: Diagram = text.parse().unwrap();
//! assert_eq!(d.to_string(), text);
//! assert_eq!((d.width(), d.height()), (8, 8));
//! // Markers (the `c` circles) do not map to pieces:
//! let err = d.to_setup(&FairyMapping::default(), &|_| None).unwrap_err();
//! assert!(err.to_string().contains("marker"));
//! ```

/// Re-exported so that callers of [`Diagram::to_setup`] need no other crate.
pub use nightrider_board::PieceKind;
use nightrider_board::{Attributes, Colour, Piece, Setup, Square};
use std::fmt;
use std::str::FromStr;

/// Largest supported board side (files or ranks).
pub const MAX_SIDE: usize = 64;

/// The six chess symbols of a diagram font.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ChessSymbol {
    /// King, `K`.
    King,
    /// Queen, `Q`.
    Queen,
    /// Rook, `R`.
    Rook,
    /// Bishop, `B`.
    Bishop,
    /// Knight, `N`.
    Knight,
    /// Pawn, `P`.
    Pawn,
}

impl ChessSymbol {
    /// All six symbols, K Q R B N P.
    pub const ALL: [ChessSymbol; 6] = [
        ChessSymbol::King,
        ChessSymbol::Queen,
        ChessSymbol::Rook,
        ChessSymbol::Bishop,
        ChessSymbol::Knight,
        ChessSymbol::Pawn,
    ];

    /// The upper-case letter.
    pub const fn letter(self) -> char {
        match self {
            ChessSymbol::King => 'K',
            ChessSymbol::Queen => 'Q',
            ChessSymbol::Rook => 'R',
            ChessSymbol::Bishop => 'B',
            ChessSymbol::Knight => 'N',
            ChessSymbol::Pawn => 'P',
        }
    }

    /// The symbol of a letter (either case).
    pub fn from_letter(c: char) -> Option<ChessSymbol> {
        ChessSymbol::ALL
            .into_iter()
            .find(|s| s.letter() == c.to_ascii_uppercase())
    }

    /// The orthodox piece kind drawn by this symbol when not rotated.
    pub const fn kind(self) -> PieceKind {
        match self {
            ChessSymbol::King => PieceKind::KING,
            ChessSymbol::Queen => PieceKind::QUEEN,
            ChessSymbol::Rook => PieceKind::ROOK,
            ChessSymbol::Bishop => PieceKind::BISHOP,
            ChessSymbol::Knight => PieceKind::KNIGHT,
            ChessSymbol::Pawn => PieceKind::PAWN,
        }
    }
}

/// A marker shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Marker {
    /// Circle, `C`.
    Circle,
    /// Cross, `X`.
    Cross,
    /// Square, `S`.
    Square,
    /// Triangle, `T`.
    Triangle,
}

impl Marker {
    /// The upper-case letter.
    pub const fn letter(self) -> char {
        match self {
            Marker::Circle => 'C',
            Marker::Cross => 'X',
            Marker::Square => 'S',
            Marker::Triangle => 'T',
        }
    }

    /// The marker of a letter (either case).
    pub fn from_letter(c: char) -> Option<Marker> {
        match c.to_ascii_uppercase() {
            'C' => Some(Marker::Circle),
            'X' => Some(Marker::Cross),
            'S' => Some(Marker::Square),
            'T' => Some(Marker::Triangle),
            _ => None,
        }
    }
}

/// What a symbol shows; its colour is kept in [`Cell::colour`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Glyph {
    /// A chess piece.
    Piece(ChessSymbol),
    /// A marker.
    Marker(Marker),
    /// A letter `'a`…`'z`, `'A`…`'Z` (always black); the letter as written.
    Letter(char),
    /// A one-digit number `'7` (always black).
    Digit(u8),
    /// A two-digit number `''23` (always black), `0..=99` as written with two digits.
    TwoDigits(u8),
}

/// The colour of a symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Tint {
    /// Upper-case piece or marker.
    White,
    /// Lower-case piece or marker, and every letter and number.
    Black,
    /// `-` prefix; `upper` remembers the case written, which carries no meaning.
    Neutral {
        /// Whether the symbol was written in upper case.
        upper: bool,
    },
}

/// One occupied square of a diagram.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    /// What is drawn.
    pub glyph: Glyph,
    /// Its colour.
    pub tint: Tint,
    /// Clockwise quarter turns, `0..=3`.
    pub rotation: u8,
}

/// An element of a row as written: a run of empty squares or a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Item {
    /// A run of `1..=9` empty squares written as one digit.
    Empty(u8),
    /// An occupied square.
    Cell(Cell),
}

/// A Fairy-FEN diagram: rows from the top (rank 8 on an 8×8 board) down,
/// each a sequence of [`Item`]s.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Diagram {
    rows: Vec<Vec<Item>>,
    width: usize,
}

/// A Fairy-FEN that could not be parsed or converted.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("Fairy-FEN error at column {column}: {message}")]
pub struct FfenError {
    /// Byte offset in the input (0 for conversion errors).
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

fn ferr(column: usize, message: impl Into<String>) -> FfenError {
    FfenError {
        column,
        message: message.into(),
    }
}

impl Cell {
    /// The colour of the piece this cell shows, or `None` for neutral.
    pub fn colour(&self) -> Option<Colour> {
        match self.tint {
            Tint::White => Some(Colour::White),
            Tint::Black => Some(Colour::Black),
            Tint::Neutral { .. } => None,
        }
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Tint::Neutral { .. } = self.tint {
            f.write_str("-")?;
        }
        if self.rotation != 0 {
            write!(f, "*{}", self.rotation)?;
        }
        let upper = match self.tint {
            Tint::White => true,
            Tint::Black => false,
            Tint::Neutral { upper } => upper,
        };
        let case = |c: char| {
            if upper {
                c
            } else {
                c.to_ascii_lowercase()
            }
        };
        match self.glyph {
            Glyph::Piece(p) => write!(f, "{}", case(p.letter())),
            Glyph::Marker(m) => write!(f, "{}", case(m.letter())),
            Glyph::Letter(c) => write!(f, "'{c}"),
            Glyph::Digit(d) => write!(f, "'{d}"),
            Glyph::TwoDigits(n) => write!(f, "''{n:02}"),
        }
    }
}

impl Diagram {
    /// An empty board of the given size (written with runs of at most 9).
    pub fn empty(width: usize, height: usize) -> Result<Diagram, FfenError> {
        if !(1..=MAX_SIDE).contains(&width) || !(1..=MAX_SIDE).contains(&height) {
            return Err(ferr(
                0,
                format!("board size {width}×{height} outside 1..={MAX_SIDE}"),
            ));
        }
        let rows = (0..height).map(|_| runs(width)).collect();
        Ok(Diagram { rows, width })
    }

    /// Builds a diagram from rows of optional cells (top row first),
    /// writing empty squares in runs of at most 9.
    pub fn from_cells(rows: &[Vec<Option<Cell>>]) -> Result<Diagram, FfenError> {
        let width = rows.first().map_or(0, Vec::len);
        let mut d = Diagram::empty(width, rows.len())?;
        for (y, row) in rows.iter().enumerate() {
            if row.len() != width {
                return Err(ferr(
                    0,
                    format!("row {} has {} squares, not {width}", y + 1, row.len()),
                ));
            }
            for (x, cell) in row.iter().enumerate() {
                d.set(x, y, *cell);
            }
        }
        Ok(d)
    }

    /// Number of files.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Number of ranks.
    pub fn height(&self) -> usize {
        self.rows.len()
    }

    /// The rows as written, top row first.
    pub fn rows(&self) -> &[Vec<Item>] {
        &self.rows
    }

    /// The cell at file `x` (0 = left) and row `y` counted from the **top** (0 = top row).
    pub fn cell(&self, x: usize, y: usize) -> Option<Cell> {
        let mut col = 0;
        for item in self.rows.get(y)? {
            match *item {
                Item::Empty(n) => {
                    col += n as usize;
                    if x < col {
                        return None;
                    }
                }
                Item::Cell(c) => {
                    if col == x {
                        return Some(c);
                    }
                    col += 1;
                }
            }
        }
        None
    }

    /// Replaces the content of a square (rewriting that row's empty runs canonically).
    /// Out-of-range coordinates are ignored.
    pub fn set(&mut self, x: usize, y: usize, cell: Option<Cell>) {
        if x >= self.width || y >= self.rows.len() {
            return;
        }
        let mut cells: Vec<Option<Cell>> = (0..self.width).map(|i| self.cell(i, y)).collect();
        cells[x] = cell;
        let mut row = Vec::new();
        let mut empty = 0;
        for c in cells {
            match c {
                None => empty += 1,
                Some(c) => {
                    row.extend(runs(empty));
                    empty = 0;
                    row.push(Item::Cell(c));
                }
            }
        }
        row.extend(runs(empty));
        self.rows[y] = row;
    }

    /// Converts an 8×8 diagram into a board [`Setup`] (White to move, no
    /// castling). Unrotated K Q R B N P are the orthodox pieces; rotated
    /// symbols go through `mapping` to a piece code, which `resolve` turns
    /// into a kind. Markers, letters, numbers and unmapped symbols are errors.
    pub fn to_setup(
        &self,
        mapping: &FairyMapping,
        resolve: &dyn Fn(&str) -> Option<PieceKind>,
    ) -> Result<Setup, FfenError> {
        if self.width != 8 || self.rows.len() != 8 {
            return Err(ferr(
                0,
                format!(
                    "only 8×8 diagrams convert to a position, this one is {}×{}",
                    self.width,
                    self.rows.len()
                ),
            ));
        }
        let mut setup = Setup::default();
        for y in 0..8 {
            for x in 0..8 {
                let Some(cell) = self.cell(x, y) else {
                    continue;
                };
                let sq = Square::from_xy(x as i32, 7 - y as i32).expect("8x8");
                let symbol = match cell.glyph {
                    Glyph::Piece(p) => p,
                    other => {
                        let what = match other {
                            Glyph::Marker(_) => "a marker",
                            Glyph::Letter(_) => "a letter",
                            _ => "a number",
                        };
                        return Err(ferr(
                            0,
                            format!("{sq} holds {what} ('{cell}'), not a piece"),
                        ));
                    }
                };
                let kind = if cell.rotation == 0 {
                    symbol.kind()
                } else {
                    let code = mapping.code(symbol, cell.rotation).ok_or_else(|| {
                        ferr(
                            0,
                            format!(
                                "{sq}: no fairy piece is mapped to '{cell}' ({} rotated {}°)",
                                symbol.letter(),
                                90 * cell.rotation as u32
                            ),
                        )
                    })?;
                    resolve(code).ok_or_else(|| {
                        ferr(
                            0,
                            format!("{sq}: piece code '{code}' for '{cell}' is unknown"),
                        )
                    })?
                };
                let piece = match cell.colour() {
                    Some(colour) => Piece::new(kind, colour),
                    None => Piece::new(kind, Colour::White).with_attributes(Attributes::NEUTRAL),
                };
                setup.board[sq.idx()] = Some(piece);
            }
        }
        Ok(setup)
    }

    /// An 8×8 diagram of a setup's board. Orthodox kinds are written as
    /// letters; fairy kinds through `code_of` (kind → piece code) and the
    /// reverse of `mapping`. Kinds that cannot be drawn are errors.
    pub fn from_setup(
        setup: &Setup,
        mapping: &FairyMapping,
        code_of: &dyn Fn(PieceKind) -> Option<String>,
    ) -> Result<Diagram, FfenError> {
        let mut rows = vec![vec![None; 8]; 8];
        for sq in Square::ALL {
            let Some(p) = setup.board[sq.idx()] else {
                continue;
            };
            let (symbol, rotation) = match ChessSymbol::ALL.into_iter().find(|s| s.kind() == p.kind)
            {
                Some(s) => (s, 0),
                None => {
                    let code = code_of(p.kind).ok_or_else(|| {
                        ferr(0, format!("{sq}: piece kind {} has no code", p.kind.0))
                    })?;
                    mapping.symbol(&code).ok_or_else(|| {
                        ferr(
                            0,
                            format!("{sq}: no rotated symbol is mapped to piece code '{code}'"),
                        )
                    })?
                }
            };
            let tint = if p.is_neutral() {
                Tint::Neutral { upper: true }
            } else if p.colour == Colour::White {
                Tint::White
            } else {
                Tint::Black
            };
            rows[7 - sq.y() as usize][sq.x() as usize] = Some(Cell {
                glyph: Glyph::Piece(symbol),
                tint,
                rotation,
            });
        }
        Diagram::from_cells(&rows)
    }
}

fn runs(mut n: usize) -> Vec<Item> {
    let mut v = Vec::new();
    while n > 0 {
        let k = n.min(9);
        v.push(Item::Empty(k as u8));
        n -= k;
    }
    v
}

impl fmt::Display for Diagram {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, row) in self.rows.iter().enumerate() {
            if i > 0 {
                f.write_str("/")?;
            }
            for item in row {
                match item {
                    Item::Empty(n) => write!(f, "{n}")?,
                    Item::Cell(c) => write!(f, "{c}")?,
                }
            }
        }
        Ok(())
    }
}

impl FromStr for Diagram {
    type Err = FfenError;

    fn from_str(s: &str) -> Result<Diagram, FfenError> {
        parse_ffen(s)
    }
}

/// Parses a Fairy-FEN board (the part after `ff=` in a janko.at address).
pub fn parse_ffen(s: &str) -> Result<Diagram, FfenError> {
    let b = s.as_bytes();
    let mut rows: Vec<Vec<Item>> = vec![Vec::new()];
    let mut widths = vec![0usize];
    let mut i = 0;
    while i < b.len() {
        let start = i;
        let c = b[i];
        let row = rows.last_mut().expect("nonempty");
        let w = widths.last_mut().expect("nonempty");
        match c {
            b'/' => {
                rows.push(Vec::new());
                widths.push(0);
                if rows.len() > MAX_SIDE {
                    return Err(ferr(i, format!("more than {MAX_SIDE} rows")));
                }
                i += 1;
                continue;
            }
            b'1'..=b'9' => {
                row.push(Item::Empty(c - b'0'));
                *w += (c - b'0') as usize;
                i += 1;
            }
            b'0' => return Err(ferr(i, "an empty run cannot be 0")),
            _ => {
                let mut tint_neutral = false;
                if b[i] == b'-' {
                    tint_neutral = true;
                    i += 1;
                }
                let mut rotation = 0;
                if b.get(i) == Some(&b'*') {
                    match b.get(i + 1) {
                        Some(d @ b'1'..=b'3') => rotation = d - b'0',
                        _ => return Err(ferr(i, "'*' must be followed by a rotation 1, 2 or 3")),
                    }
                    i += 2;
                }
                let Some(&c) = b.get(i) else {
                    return Err(ferr(start, "symbol expected after prefix"));
                };
                let (glyph, tint) = if c == b'\'' {
                    if tint_neutral {
                        return Err(ferr(start, "letters and numbers cannot be neutral"));
                    }
                    i += 1;
                    match b.get(i) {
                        Some(b'\'') => {
                            let (Some(d1 @ b'0'..=b'9'), Some(d2 @ b'0'..=b'9')) =
                                (b.get(i + 1), b.get(i + 2))
                            else {
                                return Err(ferr(i, "'' must be followed by two digits"));
                            };
                            i += 3;
                            (
                                Glyph::TwoDigits((d1 - b'0') * 10 + (d2 - b'0')),
                                Tint::Black,
                            )
                        }
                        Some(d @ b'0'..=b'9') => {
                            i += 1;
                            (Glyph::Digit(d - b'0'), Tint::Black)
                        }
                        Some(l) if l.is_ascii_alphabetic() => {
                            i += 1;
                            (Glyph::Letter(*l as char), Tint::Black)
                        }
                        _ => return Err(ferr(i, "' must be followed by a letter or digit")),
                    }
                } else {
                    let ch = c as char;
                    let glyph = if let Some(p) = ChessSymbol::from_letter(ch) {
                        Glyph::Piece(p)
                    } else if let Some(m) = Marker::from_letter(ch) {
                        Glyph::Marker(m)
                    } else {
                        let shown = s[i..].chars().next().unwrap_or('?');
                        return Err(ferr(i, format!("unknown symbol '{shown}'")));
                    };
                    i += 1;
                    let upper = ch.is_ascii_uppercase();
                    let tint = if tint_neutral {
                        Tint::Neutral { upper }
                    } else if upper {
                        Tint::White
                    } else {
                        Tint::Black
                    };
                    (glyph, tint)
                };
                row.push(Item::Cell(Cell {
                    glyph,
                    tint,
                    rotation,
                }));
                *w += 1;
            }
        }
        if *w > MAX_SIDE {
            return Err(ferr(
                start,
                format!("row {} is wider than {MAX_SIDE}", rows.len()),
            ));
        }
    }
    let width = widths[0];
    if width == 0 {
        return Err(ferr(0, "the first row is empty"));
    }
    if let Some(bad) = widths.iter().position(|&w| w != width) {
        let column = s
            .match_indices('/')
            .nth(bad.saturating_sub(1))
            .map_or(0, |(p, _)| if bad == 0 { 0 } else { p + 1 });
        return Err(ferr(
            column,
            format!(
                "row {} has {} squares, the first row has {width}",
                bad + 1,
                widths[bad]
            ),
        ));
    }
    Ok(Diagram { rows, width })
}

/// The mapping of rotated chess symbols to fairy piece codes (Popeye's
/// English codes, such as `"G"` for the grasshopper). The default follows
/// the glyphs of Popeye's diagram font: the queen turned upside down is the
/// grasshopper, the upside-down knight the nightrider, the knight turned
/// right the zebra and turned left the camel, and so on (see
/// [`FairyMapping::DEFAULT_TABLE`]). Callers may change any entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FairyMapping {
    entries: Vec<(ChessSymbol, u8, String)>,
}

impl FairyMapping {
    /// The default entries: (symbol, clockwise quarter turns, piece code).
    pub const DEFAULT_TABLE: [(ChessSymbol, u8, &'static str); 12] = [
        (ChessSymbol::Queen, 2, "G"),
        (ChessSymbol::Knight, 2, "N"),
        (ChessSymbol::Knight, 1, "Z"),
        (ChessSymbol::Knight, 3, "CA"),
        (ChessSymbol::Queen, 1, "LE"),
        (ChessSymbol::Queen, 3, "LI"),
        (ChessSymbol::Rook, 2, "RH"),
        (ChessSymbol::Rook, 1, "RO"),
        (ChessSymbol::Rook, 3, "PA"),
        (ChessSymbol::Bishop, 2, "BH"),
        (ChessSymbol::Bishop, 1, "AL"),
        (ChessSymbol::Bishop, 3, "VA"),
    ];

    /// A mapping with no entries.
    pub fn empty() -> FairyMapping {
        FairyMapping {
            entries: Vec::new(),
        }
    }

    /// Maps `symbol` rotated by `rotation` quarter turns to `code`
    /// (replacing an existing entry).
    pub fn set(&mut self, symbol: ChessSymbol, rotation: u8, code: &str) {
        self.entries
            .retain(|(s, r, _)| !(*s == symbol && *r == rotation));
        self.entries.push((symbol, rotation, code.to_string()));
    }

    /// Removes the entry for `symbol` rotated by `rotation`.
    pub fn unset(&mut self, symbol: ChessSymbol, rotation: u8) {
        self.entries
            .retain(|(s, r, _)| !(*s == symbol && *r == rotation));
    }

    /// The piece code of a rotated symbol.
    pub fn code(&self, symbol: ChessSymbol, rotation: u8) -> Option<&str> {
        self.entries
            .iter()
            .find(|(s, r, _)| *s == symbol && *r == rotation)
            .map(|(_, _, c)| c.as_str())
    }

    /// The rotated symbol of a piece code (case-insensitive).
    pub fn symbol(&self, code: &str) -> Option<(ChessSymbol, u8)> {
        self.entries
            .iter()
            .find(|(_, _, c)| c.eq_ignore_ascii_case(code))
            .map(|(s, r, _)| (*s, *r))
    }
}

impl Default for FairyMapping {
    fn default() -> FairyMapping {
        let mut m = FairyMapping::empty();
        for (s, r, c) in FairyMapping::DEFAULT_TABLE {
            m.set(s, r, c);
        }
        m
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPEC_EXAMPLES: [&str; 7] = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        "rnbqkbnr/p*1p*2p*3pp*1p*2p*3p/'a'b'c'd'w'x'y'z/-p-P-r-R-n-N-b-B/cCsSxXtT/'A'B'C'D'W'X'Y'Z/'0'1'2'3'4''11''22''33/RNBQKBNR",
        "3*2r3*3N3/*3n6*2r3/*3N*2bp3*2bQ3/2*2b*2r3p3/1*2r2P1p4/4N4p1/1K*3n5p2/3*3Np1B1P2/3pN1p4/3B*2rkb2*3nR/6*3rbN2",
        "k1B5/-p1PP4/K1-p5/p1-p5/p7/2p1-p3/4P3/8",
        "4n3/1-*2q2b-qp-*2n/4p-*2qp1/2*2q1pkp-r/4pP*2q1/1p2P2p/1-*2q6/*2q2KB3",
        "8/1Q6/4c3/4cc2/8/8/6K1/8",
        "8/1P6/1k6/4cK2/8/8/8/8",
    ];

    fn resolver(code: &str) -> Option<PieceKind> {
        match code {
            "G" => Some(PieceKind(100)),
            "N" => Some(PieceKind(101)),
            _ => None,
        }
    }

    #[test]
    fn spec_examples_round_trip() {
        for ex in SPEC_EXAMPLES {
            let d = parse_ffen(ex).unwrap_or_else(|e| panic!("{ex}: {e}"));
            assert_eq!(d.to_string(), ex);
        }
        let big = parse_ffen(SPEC_EXAMPLES[2]).unwrap();
        assert_eq!((big.width(), big.height()), (11, 11));
        let c = big.cell(3, 0).unwrap();
        assert_eq!(c.glyph, Glyph::Piece(ChessSymbol::Rook));
        assert_eq!((c.tint, c.rotation), (Tint::Black, 2));
        let fancy = parse_ffen(SPEC_EXAMPLES[1]).unwrap();
        assert_eq!(fancy.cell(5, 6).unwrap().glyph, Glyph::TwoDigits(11));
        assert_eq!(
            fancy.cell(2, 3).unwrap().tint,
            Tint::Neutral { upper: false }
        );
    }

    #[test]
    fn conversion_to_setup() {
        let d = parse_ffen(SPEC_EXAMPLES[4]).unwrap();
        let setup = d.to_setup(&FairyMapping::default(), &resolver).unwrap();
        // b7 holds a neutral grasshopper ("-*2q").
        let p = setup.board[Square::B7.idx()].unwrap();
        assert_eq!(p.kind, PieceKind(100));
        assert!(p.is_neutral());
        // a1: black rotated queen = grasshopper
        let p = setup.board[Square::A1.idx()].unwrap();
        assert_eq!((p.kind, p.colour), (PieceKind(100), Colour::Black));
        assert_eq!(setup.board[Square::D1.idx()].unwrap().kind, PieceKind::KING);
        // back again
        let code_of = |k: PieceKind| match k.0 {
            100 => Some("G".to_string()),
            101 => Some("N".to_string()),
            _ => None,
        };
        let back = Diagram::from_setup(&setup, &FairyMapping::default(), &code_of).unwrap();
        assert_eq!(
            back.cell(1, 1),
            d.cell(1, 1).map(|c| Cell {
                tint: Tint::Neutral { upper: true },
                ..c
            })
        );
    }

    #[test]
    fn conversion_errors() {
        let m = FairyMapping::default();
        let e = parse_ffen(SPEC_EXAMPLES[5])
            .unwrap()
            .to_setup(&m, &resolver)
            .unwrap_err();
        assert!(e.message.contains("marker"), "{e}");
        let e = parse_ffen(SPEC_EXAMPLES[2])
            .unwrap()
            .to_setup(&m, &resolver)
            .unwrap_err();
        assert!(e.message.contains("8×8"), "{e}");
        let e = parse_ffen("8/8/8/8/8/8/8/*2P7")
            .unwrap()
            .to_setup(&m, &resolver)
            .unwrap_err();
        assert!(e.message.contains("no fairy piece"), "{e}");
        let e = parse_ffen("8/8/8/8/8/8/8/*2R7")
            .unwrap()
            .to_setup(&m, &resolver)
            .unwrap_err();
        assert!(e.message.contains("'RH'"), "{e}");
        let mut custom = FairyMapping::default();
        custom.set(ChessSymbol::Rook, 2, "N");
        let s = parse_ffen("8/8/8/8/8/8/8/*2R7")
            .unwrap()
            .to_setup(&custom, &resolver)
            .unwrap();
        assert_eq!(s.board[0].unwrap().kind, PieceKind(101));
    }

    #[test]
    fn parse_errors() {
        for (bad, col) in [
            ("8/8/7", 4),
            ("j7", 0),
            ("*4Q7", 0),
            ("''2", 1),
            ("-'a7", 0),
            ("0", 0),
            ("", 0),
        ] {
            let e = parse_ffen(bad).unwrap_err();
            assert_eq!(e.column, col, "{bad}: {e}");
        }
        assert!(parse_ffen(&"1".repeat(65)).is_err());
    }

    #[test]
    fn editing() {
        let mut d = Diagram::empty(26, 26).unwrap();
        assert_eq!(d.to_string().split('/').next().unwrap(), "998");
        let cell = Cell {
            glyph: Glyph::Letter('z'),
            tint: Tint::Black,
            rotation: 1,
        };
        d.set(25, 25, Some(cell));
        assert_eq!(d.cell(25, 25), Some(cell));
        assert!(d.to_string().ends_with("/997*1'z"));
        let again = parse_ffen(&d.to_string()).unwrap();
        assert_eq!(again, d);
    }

    fn arb_cell() -> impl proptest::strategy::Strategy<Value = Item> {
        use proptest::prelude::*;
        let glyph = prop_oneof![
            (0usize..6).prop_map(|i| Glyph::Piece(ChessSymbol::ALL[i])),
            (0usize..4).prop_map(|i| Glyph::Marker(
                [
                    Marker::Circle,
                    Marker::Cross,
                    Marker::Square,
                    Marker::Triangle
                ][i]
            )),
            proptest::char::range('a', 'z').prop_map(Glyph::Letter),
            proptest::char::range('A', 'Z').prop_map(Glyph::Letter),
            (0u8..10).prop_map(Glyph::Digit),
            (0u8..100).prop_map(Glyph::TwoDigits),
        ];
        prop_oneof![
            (1u8..10).prop_map(Item::Empty),
            (glyph, 0u8..4, 0u8..4).prop_map(|(glyph, t, rotation)| {
                let tint = match glyph {
                    Glyph::Piece(_) | Glyph::Marker(_) => match t {
                        0 => Tint::White,
                        1 => Tint::Black,
                        2 => Tint::Neutral { upper: true },
                        _ => Tint::Neutral { upper: false },
                    },
                    _ => Tint::Black,
                };
                Item::Cell(Cell {
                    glyph,
                    tint,
                    rotation,
                })
            }),
        ]
    }

    proptest::proptest! {
        #[test]
        fn never_panics(s in ".{0,100}") {
            let _ = parse_ffen(&s);
        }

        #[test]
        fn never_panics_on_ffen_alphabet(s in "[-*'/0-9KQRBNPkqrbnpCXSTcxstaz]{0,60}") {
            if let Ok(d) = parse_ffen(&s) {
                proptest::prop_assert_eq!(d.to_string(), s);
            }
        }

        #[test]
        fn round_trips(first in proptest::collection::vec(arb_cell(), 1..12), height in 1usize..12) {
            // Build rows of equal width by cycling the generated row.
            let text_row: String = first.iter().map(|i| match i { Item::Empty(n) => n.to_string(), Item::Cell(c) => c.to_string() }).collect();
            // Adjacent empty counts read as one number ("9" then "1" is 91
            // squares): rows wider than the board are rightly refused.
            let mut width = 0usize;
            let mut digits = String::new();
            for item in &first {
                match item {
                    Item::Empty(n) => digits.push_str(&n.to_string()),
                    Item::Cell(_) => {
                        width += digits.parse::<usize>().unwrap_or(0) + 1;
                        digits.clear();
                    }
                }
            }
            width += digits.parse::<usize>().unwrap_or(0);
            proptest::prop_assume!(width <= MAX_SIDE);
            let text = vec![text_row; height].join("/");
            let d = parse_ffen(&text).unwrap();
            proptest::prop_assert_eq!(d.to_string(), text);
            proptest::prop_assert_eq!(d.height(), height);
        }
    }
}
