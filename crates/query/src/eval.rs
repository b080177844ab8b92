//! Static evaluation after Shannon, as CQLi's "Static Evaluation
//! Functions" computes it: material power, mobility, and (in the full
//! form) doubled, isolated and backward pawns. Values are in tenths of a
//! pawn, as the seed scales them (CQL has only integers); [`tenths`]
//! writes them as the seed's `scale_number` does.
//!
//! ```
//! use nightrider_board::Position;
//! use nightrider_query::eval::{evaluate, tenths};
//! let e = evaluate(&Position::startpos()).unwrap();
//! assert_eq!((e.simple, e.full), (0, 0));
//! assert_eq!(tenths(-15), "-1.5");
//! ```

use crate::error::{orthodox, QueryError};
use nightrider_board::{Bitboard, CastlingRights, Colour, File, PieceKind, Position, Square};
use nightrider_movegen::{attacks, legal_moves, Orthodox};

/// A piece's power, as CQL's `power` filter counts it: pawn 1, knight and
/// bishop 3, rook 5, queen 9, king 0.
pub fn piece_power(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::PAWN => 1,
        PieceKind::KNIGHT | PieceKind::BISHOP => 3,
        PieceKind::ROOK => 5,
        PieceKind::QUEEN => 9,
        _ => 0,
    }
}

/// The evaluation of a position and its terms, White's minus Black's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Evaluation {
    /// The power of each side's pieces (White, Black).
    pub power: [i32; 2],
    /// The legal moves of each side, each imagined to move (White, Black).
    pub mobility: [i32; 2],
    /// Each side's doubled pawns.
    pub doubled: [i32; 2],
    /// Each side's isolated pawns.
    pub isolated: [i32; 2],
    /// Each side's backward pawns.
    pub backward: [i32; 2],
    /// pgn-extract's form, in tenths: `10 (Pw - Pb) + (Mw - Mb)`.
    pub simple: i32,
    /// Shannon's form, in tenths: the simple form less
    /// `5 (Dw - Db + Iw - Ib + Bw - Bb)`.
    pub full: i32,
}

/// Evaluates the position both ways.
///
/// Mobility is the number of legal moves of a side imagined to move, as
/// CQL's `imagine sidetomove white : move legal count`, the castling and
/// en-passant state cleared as the project's other CQLi work
/// (`nightrider-retro`) reads `imagine`.
///
/// # Errors
/// [`QueryError::NotOrthodox`] for a fairy piece or a piece with attributes.
pub fn evaluate(pos: &Position) -> Result<Evaluation, QueryError> {
    orthodox(pos)?;
    let both = |f: &dyn Fn(Colour) -> i32| [f(Colour::White), f(Colour::Black)];
    let count = |set: Bitboard| {
        [
            count_of(set & pos.by_colour(Colour::White)),
            count_of(set & pos.by_colour(Colour::Black)),
        ]
    };
    let power = both(&|c| {
        pos.by_colour(c)
            .into_iter()
            .filter_map(|s| pos.piece_at(s))
            .map(|p| piece_power(p.kind))
            .sum()
    });
    let mobility = both(&|c| mobility(pos, c));
    let doubled = count(doubled_pawns(pos));
    let isolated = count(isolated_pawns(pos));
    let backward = count(backward_pawns(pos));
    let diff = |x: [i32; 2]| x[0] - x[1];
    let simple = 10 * diff(power) + diff(mobility);
    let full = simple - 5 * (diff(doubled) + diff(isolated) + diff(backward));
    Ok(Evaluation {
        power,
        mobility,
        doubled,
        isolated,
        backward,
        simple,
        full,
    })
}

fn count_of(set: Bitboard) -> i32 {
    i32::try_from(set.count()).unwrap_or(i32::MAX)
}

/// The legal moves of `side` imagined to move.
fn mobility(pos: &Position, side: Colour) -> i32 {
    let mut p = pos.clone();
    p.clear_journal();
    p.set_castling_unrecorded(CastlingRights::empty());
    p.set_en_passant_unrecorded(None);
    p.set_side_to_move_unrecorded(side);
    let n = legal_moves(Orthodox::new_unchecked(&p)).len();
    i32::try_from(n).unwrap_or(i32::MAX)
}

/// The squares of a file.
fn file_of(sq: Square) -> Bitboard {
    Bitboard::file(sq.file())
}

/// The files next to `sq`'s.
fn adjacent_files(sq: Square) -> Bitboard {
    [-1, 1]
        .into_iter()
        .filter_map(|d| File::new(u8::try_from(i32::from(sq.file().index()) + d).ok()?))
        .fold(Bitboard::EMPTY, |acc, f| acc | Bitboard::file(f))
}

/// The pawns with another pawn of their colour on their file (CQL's
/// `doubledpawns`), both colours.
///
/// # Errors
/// [`QueryError::NotOrthodox`] for a fairy piece or a piece with attributes
/// (as every function here).
pub fn doubled(pos: &Position) -> Result<Bitboard, QueryError> {
    orthodox(pos)?;
    Ok(doubled_pawns(pos))
}

fn doubled_pawns(pos: &Position) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    for c in Colour::ALL {
        let pawns = pos.pieces(PieceKind::PAWN, c);
        for p in pawns {
            if (file_of(p) & pawns).has_more_than_one() {
                out.insert(p);
            }
        }
    }
    out
}

/// The pawns without a pawn of their colour on a neighbouring file (CQL's
/// `isolatedpawns`), both colours.
///
/// # Errors
/// As [`doubled`].
pub fn isolated(pos: &Position) -> Result<Bitboard, QueryError> {
    orthodox(pos)?;
    Ok(isolated_pawns(pos))
}

fn isolated_pawns(pos: &Position) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    for c in Colour::ALL {
        let pawns = pos.pieces(PieceKind::PAWN, c);
        for p in pawns {
            if (adjacent_files(p) & pawns).is_empty() {
                out.insert(p);
            }
        }
    }
    out
}

/// The backward pawns, both colours, as the seed defines them: a pawn with
/// no pawn of its colour beside or behind it on a neighbouring file, one of
/// whose squares ahead (short of the opposing pawns on its file, to its
/// last rank) is attacked by more opposing pawns than friendly ones.
///
/// # Errors
/// As [`doubled`].
pub fn backward(pos: &Position) -> Result<Bitboard, QueryError> {
    orthodox(pos)?;
    Ok(backward_pawns(pos))
}

fn backward_pawns(pos: &Position) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    for c in Colour::ALL {
        let ours = pos.pieces(PieceKind::PAWN, c);
        let theirs = pos.pieces(PieceKind::PAWN, !c);
        let forward = c.forward();
        for p in ours {
            // A friendly pawn beside or behind on a neighbouring file.
            let supported = (adjacent_files(p) & ours)
                .into_iter()
                .any(|q| (q.y() - p.y()) * forward <= 0);
            if supported {
                continue;
            }
            // The squares ahead, less those level with or beyond an
            // opposing pawn on the file (the seed's `up $p & ~(up 0 7 p)`).
            let blocked = |sq: Square| {
                (file_of(sq) & theirs)
                    .into_iter()
                    .any(|q| (sq.y() - q.y()) * forward >= 0)
            };
            let attackers = |sq: Square, side: Colour, pawns: Bitboard| {
                (attacks::pawn(!side, sq) & pawns).count()
            };
            let mut cur = p.offset(0, forward);
            while let Some(sq) = cur {
                if !blocked(sq) && attackers(sq, !c, theirs) > attackers(sq, c, ours) {
                    out.insert(p);
                    break;
                }
                cur = sq.offset(0, forward);
            }
        }
    }
    out
}

/// A value in tenths written as the seed's `scale_number($n 10)`:
/// `-1.5`, `0.3`, `12.0`.
pub fn tenths(n: i32) -> String {
    let sign = if n < 0 { "-" } else { "" };
    format!(
        "{sign}{}.{}",
        (n / 10).unsigned_abs(),
        (n % 10).unsigned_abs()
    )
}
