//! The grids of GridChess and its variants: which moves cross a line.

use nightrider_board::{Bitboard, Square};

/// The Grid variants (cells as Popeye 4.104 has them, found by
/// experiment: its vertical shift gives cells one rank high).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Grid {
    /// The normal 2×2 grid.
    #[default]
    Normal,
    /// `HorizontalShift`: the file lines shifted by one file (cells
    /// {a}, {b, c}, ..., {h} by two ranks).
    ShiftFile,
    /// `VerticalShift`: cells two files wide and one rank high.
    ShiftRank,
    /// `DiagonalShift`: cells of the shifted files ({a}, {b, c}, ...,
    /// {h}), one rank high.
    ShiftRankFile,
    /// Any grid: the cell number of each square (by square index, a1 = 0,
    /// b1 = 1, ..., h8 = 63), for the `Orthogonal` and `Irregular` grids.
    Cells(#[cfg_attr(feature = "serde", serde(with = "crate::serde_arrays"))] [u8; 64]),
    /// A grid with extra lines (`GridLine`): the cells, and the lines (a
    /// move crossing or touching one, taken as the straight line between
    /// the squares' centres, crosses the grid).
    Lines {
        /// The cell number of each square.
        #[cfg_attr(feature = "serde", serde(with = "crate::serde_arrays"))]
        cells: [u8; 64],
        /// The extra lines, the first `count`.
        #[cfg_attr(feature = "serde", serde(with = "crate::serde_arrays"))]
        lines: [GridLineSegment; Grid::MAX_LINES],
        /// How many lines.
        count: u8,
    },
}

/// An extra grid line (`GridLine`): from the bottom-left corner of
/// `from`, `length` squares to the right (`horizontal`) or up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GridLineSegment {
    /// Horizontal (else vertical).
    pub horizontal: bool,
    /// The square whose bottom-left corner starts the line.
    pub from: Square,
    /// Its length in squares.
    pub length: u8,
}

impl Grid {
    /// The cell number of every square under this grid, as Popeye 4.104
    /// numbers them (and prints them with option WriteGrid): a move
    /// between two squares of different numbers crosses the grid. Popeye's
    /// numbering of the vertically and diagonally shifted grids gives some
    /// separate cells the same number, which joins them: under
    /// VerticalShift a camel's e1-b2 does not cross the grid (both squares
    /// are numbered 4), and this numbering keeps that.
    ///
    /// ```
    /// use nightrider_board::Square;
    /// use nightrider_conditions::Grid;
    /// let cells = Grid::ShiftRank.cell_numbers();
    /// assert_eq!(cells[Square::E1.idx()], cells[Square::B2.idx()]);
    /// assert_ne!(cells[Square::E1.idx()], cells[Square::E2.idx()]);
    /// ```
    pub fn cell_numbers(&self) -> [u8; 64] {
        std::array::from_fn(|i| self.cell(Square::new(i as u8).expect("a square index")))
    }

    /// The cell number of `sq` ([`Grid::cell_numbers`]).
    pub fn cell(&self, sq: Square) -> u8 {
        let (x, y) = (sq.x() as u8, sq.y() as u8);
        match self {
            Grid::Normal => (y / 2) * 4 + x / 2,
            Grid::ShiftFile => (y / 2) * 5 + x.div_ceil(2),
            // (these two number some cells alike, which joins them)
            Grid::ShiftRank => x / 2 + 2 * y + 2,
            Grid::ShiftRankFile => x.div_ceil(2) + (5 * y).div_ceil(2) + 2,
            Grid::Cells(c) | Grid::Lines { cells: c, .. } => c[sq.idx()],
        }
    }

    /// The lines Popeye draws in the diagram for this grid: the squares
    /// with a line on their left edge, and those with a line on their
    /// lower edge (between cells, and the extra lines of GridLine; never
    /// on the board's own edges).
    ///
    /// ```
    /// use nightrider_board::Square;
    /// use nightrider_conditions::Grid;
    /// let (left, lower) = Grid::Normal.lines_drawn();
    /// assert!(left.contains(Square::C1) && !left.contains(Square::B1));
    /// assert!(lower.contains(Square::A3) && !lower.contains(Square::A2));
    /// ```
    pub fn lines_drawn(&self) -> (Bitboard, Bitboard) {
        let (mut left, mut lower) = (Bitboard::EMPTY, Bitboard::EMPTY);
        for sq in Bitboard::FULL {
            let (x, y) = (sq.x(), sq.y());
            let cell = self.cell(sq);
            if Square::from_xy(x - 1, y).is_some_and(|west| self.cell(west) != cell) {
                left = left.with(sq);
            }
            if Square::from_xy(x, y - 1).is_some_and(|south| self.cell(south) != cell) {
                lower = lower.with(sq);
            }
        }
        if let Grid::Lines { lines, count, .. } = self {
            for line in &lines[..usize::from(*count)] {
                for i in 0..i32::from(line.length) {
                    let (x, y) = (line.from.x(), line.from.y());
                    if line.horizontal && y > 0 {
                        if let Some(sq) = Square::from_xy(x + i, y) {
                            lower = lower.with(sq);
                        }
                    } else if !line.horizontal && x > 0 {
                        if let Some(sq) = Square::from_xy(x, y + i) {
                            left = left.with(sq);
                        }
                    }
                }
            }
        }
        (left, lower)
    }

    /// The most extra lines a grid holds.
    pub const MAX_LINES: usize = 32;

    /// This grid with the extra lines `lines` (and those it has), or `None`
    /// beyond [`Grid::MAX_LINES`] lines.
    pub fn with_lines(&self, lines: &[GridLineSegment]) -> Option<Grid> {
        let mut all: Vec<GridLineSegment> = match self {
            Grid::Lines { lines, count, .. } => lines[..usize::from(*count)].to_vec(),
            _ => Vec::new(),
        };
        all.extend_from_slice(lines);
        if all.len() > Grid::MAX_LINES {
            return None;
        }
        let mut fixed = [GridLineSegment {
            horizontal: true,
            from: Square::A1,
            length: 0,
        }; Grid::MAX_LINES];
        fixed[..all.len()].copy_from_slice(&all);
        Some(Grid::Lines {
            cells: self.cell_numbers(),
            lines: fixed,
            count: all.len() as u8,
        })
    }

    /// Whether the move `from`-`to` crosses one of the grid's extra lines.
    pub fn crosses_a_line(&self, from: Square, to: Square) -> bool {
        match self {
            Grid::Lines { lines, count, .. } => lines[..usize::from(*count)]
                .iter()
                .any(|l| crosses(l, from, to)),
            _ => false,
        }
    }

    /// The orthogonal grid with lines to the right of the files and
    /// above the ranks given (0 = the a-file, the first rank).
    pub fn orthogonal(files: &[i32], ranks: &[i32]) -> Grid {
        let mut cells = [0u8; 64];
        for (i, cell) in cells.iter_mut().enumerate() {
            let (x, y) = ((i % 8) as i32, (i / 8) as i32);
            let fx = files.iter().filter(|&&f| f < x).count();
            let fy = ranks.iter().filter(|&&r| r < y).count();
            *cell = (fy * (files.len() + 1) + fx) as u8;
        }
        Grid::Cells(cells)
    }

    /// The irregular grid with the cells given (square indices), numbered
    /// from 1; the squares in no group form one more cell, numbered 0.
    pub fn irregular(groups: &[Vec<u8>]) -> Grid {
        let mut cells = [0u8; 64];
        for (n, group) in groups.iter().enumerate() {
            for &sq in group {
                if let Some(cell) = cells.get_mut(usize::from(sq)) {
                    *cell = (n + 1).min(usize::from(u8::MAX)) as u8;
                }
            }
        }
        Grid::Cells(cells)
    }
}

/// Whether the straight line between the centres of `from` and `to`
/// crosses or touches the grid line `line` (in half-square units, so
/// that everything is an integer).
fn crosses(line: &GridLineSegment, from: Square, to: Square) -> bool {
    // centres at odd coordinates, lines at even ones
    let (px, py) = (2 * from.x() + 1, 2 * from.y() + 1);
    let (qx, qy) = (2 * to.x() + 1, 2 * to.y() + 1);
    let (lx, ly) = (2 * line.from.x(), 2 * line.from.y());
    let len = 2 * i32::from(line.length);
    // (a, b): the coordinate across the line, along it
    let (pa, qa, pb, qb, la, lb) = if line.horizontal {
        (py, qy, px, qx, ly, lx)
    } else {
        (px, qx, py, qy, lx, ly)
    };
    if (pa - la).signum() == (qa - la).signum() {
        return false;
    }
    // where the move meets the line: b = pb + (la - pa) * (qb - pb) / (qa - pa),
    // compared with [lb, lb + len] without dividing
    let den = qa - pa;
    let num = pb * den + (la - pa) * (qb - pb);
    let (lo, hi) = (lb * den, (lb + len) * den);
    if den > 0 {
        lo <= num && num <= hi
    } else {
        hi <= num && num <= lo
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_touching_the_end_of_a_grid_line_crosses_it() {
        // the manual's example: with Ve11 and wKd1, Kd1-e2 is legal
        let line = GridLineSegment {
            horizontal: false,
            from: Square::E1,
            length: 1,
        };
        assert!(crosses(&line, Square::D1, Square::E2));
        assert!(crosses(&line, Square::D1, Square::E1));
        assert!(!crosses(&line, Square::D2, Square::E2));
        assert!(!crosses(&line, Square::D1, Square::D2));
    }
}
