//! The units of a position that stand on the target's squares as the
//! target's pieces, found by bitboards (the bound asks at every node), and
//! the target's pawns per file.

use super::plain;
use nightrider_board::{Colour, Piece, PieceKind, Position, Square};

/// The kinds compared by bitboards: the orthodox ones but the king (whose
/// royalty may differ between the target and the play).
const KINDS: [PieceKind; 5] = [
    PieceKind::PAWN,
    PieceKind::KNIGHT,
    PieceKind::BISHOP,
    PieceKind::ROOK,
    PieceKind::QUEEN,
];

/// The target's squares by side and kind, and its pawns per file.
#[derive(Clone, Debug)]
pub(super) struct KeptUnits {
    /// Per side (White, Black), per kind of [`KINDS`]: the target's squares.
    squares: [[u64; 5]; 2],
    /// The target's other pieces (kings, fairy pieces): compared one by one.
    others: Vec<(Square, Piece)>,
    /// Per side, per file: the target's pawns.
    pawn_files: [[u32; 8]; 2],
}

impl KeptUnits {
    /// The target `board` (pieces as [`plain`] makes them).
    pub(super) fn new(board: &[Option<Piece>; 64]) -> KeptUnits {
        let mut kept = KeptUnits {
            squares: [[0; 5]; 2],
            others: Vec::new(),
            pawn_files: [[0; 8]; 2],
        };
        for sq in Square::ALL {
            let Some(piece) = board[sq.idx()] else {
                continue;
            };
            let side = piece.colour.fold(0, 1);
            match KINDS.iter().position(|&k| k == piece.kind) {
                Some(k) if piece.attributes.is_empty() => kept.squares[side][k] |= 1 << sq.idx(),
                _ => kept.others.push((sq, piece)),
            }
            if piece.kind == PieceKind::PAWN {
                kept.pawn_files[side][sq.x() as usize] += 1;
            }
        }
        kept
    }

    /// The squares (a mask by square index) where `pos` holds the target's
    /// piece.
    pub(super) fn mask(&self, pos: &Position) -> u64 {
        let mut mask = 0;
        for (side, colour) in [Colour::White, Colour::Black].into_iter().enumerate() {
            for (k, &kind) in KINDS.iter().enumerate() {
                mask |= pos.pieces(kind, colour).0 & self.squares[side][k];
            }
        }
        // (pieces of the play carry no attributes but a king's royalty,
        // which `plain` keeps: the bitboards are exact for those kinds)
        for &(sq, piece) in &self.others {
            if pos.piece_at(sq).map(plain) == Some(piece) {
                mask |= 1 << sq.idx();
            }
        }
        mask
    }

    /// The target's pawns of `side` beyond those `side` has on their file
    /// in `pos`, summed over the files: each of them comes from another
    /// file, which takes at least one capture.
    pub(super) fn pawns_changing_file(&self, pos: &Position, side: Colour) -> u32 {
        let pawns = pos.pieces(PieceKind::PAWN, side).0;
        let files = &self.pawn_files[side.fold(0, 1)];
        (0..8)
            .map(|x| {
                let here = (pawns & (0x0101_0101_0101_0101u64 << x)).count_ones();
                files[x].saturating_sub(here)
            })
            .sum()
    }
}
