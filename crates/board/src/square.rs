//! Board geometry: files, ranks and squares of the 8×8 board.

use std::fmt;
use std::str::FromStr;

/// A file (column) of the board, `a` to `h`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct File(u8);

/// A rank (row) of the board, `1` to `8`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Rank(u8);

/// A square of the 8×8 board, indexed `a1 = 0`, `b1 = 1`, …, `h8 = 63`.
///
/// ```
/// use nightrider_board::Square;
/// let e4: Square = "e4".parse().unwrap();
/// assert_eq!(e4.index(), 28);
/// assert_eq!(e4.to_string(), "e4");
/// assert_eq!(e4.offset(1, 2), Some(Square::F6));
/// assert_eq!(Square::H8.offset(1, 0), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Square(#[cfg_attr(feature = "serde", serde(with = "crate::serde_square"))] u8);

impl File {
    /// All files from `a` to `h`.
    pub const ALL: [File; 8] = [
        File(0),
        File(1),
        File(2),
        File(3),
        File(4),
        File(5),
        File(6),
        File(7),
    ];

    /// The file with index `0..8` (`a` is 0), or `None`.
    pub const fn new(index: u8) -> Option<File> {
        if index < 8 {
            Some(File(index))
        } else {
            None
        }
    }

    /// Index `0..8` of the file (`a` is 0).
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The file's letter, `'a'` to `'h'`.
    pub const fn char(self) -> char {
        (b'a' + self.0) as char
    }

    /// Parses a file letter (either case).
    pub const fn from_char(c: char) -> Option<File> {
        match c {
            'a'..='h' => Some(File(c as u8 - b'a')),
            'A'..='H' => Some(File(c as u8 - b'A')),
            _ => None,
        }
    }

    /// The file seen in a mirror placed between the d and e files.
    pub const fn mirrored(self) -> File {
        File(7 - self.0)
    }
}

impl Rank {
    /// All ranks from `1` to `8`.
    pub const ALL: [Rank; 8] = [
        Rank(0),
        Rank(1),
        Rank(2),
        Rank(3),
        Rank(4),
        Rank(5),
        Rank(6),
        Rank(7),
    ];

    /// The rank with index `0..8` (rank 1 is 0), or `None`.
    pub const fn new(index: u8) -> Option<Rank> {
        if index < 8 {
            Some(Rank(index))
        } else {
            None
        }
    }

    /// Index `0..8` of the rank (rank 1 is 0).
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The rank's digit, `'1'` to `'8'`.
    pub const fn char(self) -> char {
        (b'1' + self.0) as char
    }

    /// Parses a rank digit.
    pub const fn from_char(c: char) -> Option<Rank> {
        match c {
            '1'..='8' => Some(Rank(c as u8 - b'1')),
            _ => None,
        }
    }

    /// The rank seen from the other side of the board (1 ↔ 8).
    pub const fn flipped(self) -> Rank {
        Rank(7 - self.0)
    }
}

impl Square {
    /// Every square, `a1` first, `h8` last.
    pub const ALL: [Square; 64] = {
        let mut all = [Square(0); 64];
        let mut i = 0;
        while i < 64 {
            all[i] = Square(i as u8);
            i += 1;
        }
        all
    };

    /// The square with index `0..64`, or `None`.
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square with index `index & 63`; for table-driven code whose index
    /// is known to be in range.
    pub const fn from_index_masked(index: u8) -> Square {
        Square(index & 63)
    }

    /// The square on `file` and `rank`.
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square(rank.0 * 8 + file.0)
    }

    /// The square at zero-based file and rank coordinates, if on the board.
    pub const fn from_xy(x: i32, y: i32) -> Option<Square> {
        if x >= 0 && x < 8 && y >= 0 && y < 8 {
            Some(Square((y * 8 + x) as u8))
        } else {
            None
        }
    }

    /// Index `0..64` (`a1` = 0, `h1` = 7, `a8` = 56).
    pub const fn index(self) -> u8 {
        self.0
    }

    /// Index as `usize`, for table lookups.
    pub const fn idx(self) -> usize {
        self.0 as usize
    }

    /// The square's file.
    pub const fn file(self) -> File {
        File(self.0 & 7)
    }

    /// The square's rank.
    pub const fn rank(self) -> Rank {
        Rank(self.0 >> 3)
    }

    /// Zero-based file coordinate as a signed number.
    pub const fn x(self) -> i32 {
        (self.0 & 7) as i32
    }

    /// Zero-based rank coordinate as a signed number.
    pub const fn y(self) -> i32 {
        (self.0 >> 3) as i32
    }

    /// The square `df` files and `dr` ranks away, if it is on the board.
    pub const fn offset(self, df: i32, dr: i32) -> Option<Square> {
        Square::from_xy(self.x() + df, self.y() + dr)
    }

    /// The square mirrored across the middle horizontal line (a1 ↔ a8).
    pub const fn flip_vertical(self) -> Square {
        Square(self.0 ^ 56)
    }

    /// The square mirrored across the middle vertical line (a1 ↔ h1).
    pub const fn flip_horizontal(self) -> Square {
        Square(self.0 ^ 7)
    }

    /// The square rotated by 180° around the centre (a1 ↔ h8).
    pub const fn rotate_180(self) -> Square {
        Square(self.0 ^ 63)
    }

    /// Whether the square is a light square (h1 is light).
    pub const fn is_light(self) -> bool {
        (self.x() + self.y()) % 2 == 1
    }

    /// Chebyshev (king-move) distance between two squares.
    pub const fn distance(self, other: Square) -> u32 {
        let dx = (self.x() - other.x()).unsigned_abs();
        let dy = (self.y() - other.y()).unsigned_abs();
        if dx > dy {
            dx
        } else {
            dy
        }
    }

    /// Parses `"e4"`-style coordinates from bytes.
    pub fn from_ascii(s: &[u8]) -> Option<Square> {
        match s {
            [f, r] => Some(Square::from_coords(
                File::from_char(*f as char)?,
                Rank::from_char(*r as char)?,
            )),
            _ => None,
        }
    }
}

macro_rules! square_consts {
    ($($name:ident = $idx:expr),* $(,)?) => {
        impl Square {
            $(
                #[doc = concat!("The square ", stringify!($name), ".")]
                pub const $name: Square = Square($idx);
            )*
        }
    };
}

square_consts! {
    A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7,
    A2 = 8, B2 = 9, C2 = 10, D2 = 11, E2 = 12, F2 = 13, G2 = 14, H2 = 15,
    A3 = 16, B3 = 17, C3 = 18, D3 = 19, E3 = 20, F3 = 21, G3 = 22, H3 = 23,
    A4 = 24, B4 = 25, C4 = 26, D4 = 27, E4 = 28, F4 = 29, G4 = 30, H4 = 31,
    A5 = 32, B5 = 33, C5 = 34, D5 = 35, E5 = 36, F5 = 37, G5 = 38, H5 = 39,
    A6 = 40, B6 = 41, C6 = 42, D6 = 43, E6 = 44, F6 = 45, G6 = 46, H6 = 47,
    A7 = 48, B7 = 49, C7 = 50, D7 = 51, E7 = 52, F7 = 53, G7 = 54, H7 = 55,
    A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63,
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file().char(), self.rank().char())
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Error returned when a square name such as `"e4"` cannot be parsed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invalid square name '{0}'")]
pub struct ParseSquareError(pub String);

impl FromStr for Square {
    type Err = ParseSquareError;
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        Square::from_ascii(s.as_bytes()).ok_or_else(|| ParseSquareError(s.to_string()))
    }
}

impl fmt::Display for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for sq in Square::ALL {
            assert_eq!(sq.to_string().parse::<Square>().unwrap(), sq);
        }
        assert!("i1".parse::<Square>().is_err());
        assert!("a9".parse::<Square>().is_err());
        assert!("a".parse::<Square>().is_err());
    }

    #[test]
    fn geometry() {
        assert_eq!(Square::E4.file().char(), 'e');
        assert_eq!(Square::E4.rank().char(), '4');
        assert_eq!(Square::A1.flip_vertical(), Square::A8);
        assert_eq!(Square::A1.flip_horizontal(), Square::H1);
        assert_eq!(Square::A1.rotate_180(), Square::H8);
        assert!(Square::H1.is_light());
        assert!(!Square::A1.is_light());
        assert_eq!(Square::A1.distance(Square::H8), 7);
        assert_eq!(Square::B1.offset(-2, 1), None);
    }
}
