//! The grids of GridChess and its variants: which moves cross a line.

use nightrider_board::Square;

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
    /// The cell number of every square under this grid.
    pub fn cell_numbers(&self) -> [u8; 64] {
        let mut cells = [0u8; 64];
        for (i, cell) in cells.iter_mut().enumerate() {
            let (x, y) = ((i % 8) as u8, (i / 8) as u8);
            *cell = match self {
                Grid::Normal => (y / 2) * 4 + x / 2,
                Grid::ShiftFile => (y / 2) * 5 + x.div_ceil(2),
                Grid::ShiftRank => y * 4 + x / 2,
                Grid::ShiftRankFile => y * 5 + x.div_ceil(2),
                Grid::Cells(c) | Grid::Lines { cells: c, .. } => c[i],
            };
        }
        cells
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
            *cell = (fy * 9 + fx) as u8;
        }
        Grid::Cells(cells)
    }

    /// The irregular grid with the cells given (square indices); the
    /// squares in no group form one more cell.
    pub fn irregular(groups: &[Vec<u8>]) -> Grid {
        let mut cells = [u8::MAX; 64];
        for (n, group) in groups.iter().enumerate() {
            for &sq in group {
                if let Some(cell) = cells.get_mut(usize::from(sq)) {
                    *cell = n.min(usize::from(u8::MAX - 1)) as u8;
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
