//! Empty-board distances: how many moves an orthodox piece needs to stand
//! on a square as a given kind (a pawn may promote on the way).
//!
//! The distances are lower bounds for the real board: a pawn is allowed
//! every diagonal step (as if there were always something to capture),
//! two steps from its second rank and three from its first (more than the
//! rules allow, which keeps the bound safe), a king that may castle two
//! steps along its first rank.

use crate::empty_board::{lines, steps, BISHOP_LINES, KING_STEPS, KNIGHT_STEPS, ROOK_LINES};
use nightrider_board::{Bitboard, Colour, PieceKind, Square};

/// How a piece moves, for the distance tables: the five piece kinds, the
/// pawns of each colour and a king that may still castle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// A king that may no longer castle.
    King = 0,
    /// A queen.
    Queen,
    /// A rook.
    Rook,
    /// A bishop.
    Bishop,
    /// A knight.
    Knight,
    /// A white pawn.
    WhitePawn,
    /// A black pawn.
    BlackPawn,
    /// A king that may still castle.
    CastlingKing,
}

const UNITS: usize = 8;

impl Unit {
    /// The unit of an orthodox piece (`None` for other kinds).
    pub fn of(kind: PieceKind, colour: Colour, may_castle: bool) -> Option<Unit> {
        Some(match kind {
            PieceKind::KING if may_castle => Unit::CastlingKing,
            PieceKind::KING => Unit::King,
            PieceKind::QUEEN => Unit::Queen,
            PieceKind::ROOK => Unit::Rook,
            PieceKind::BISHOP => Unit::Bishop,
            PieceKind::KNIGHT => Unit::Knight,
            PieceKind::PAWN => colour.fold(Unit::WhitePawn, Unit::BlackPawn),
            _ => return None,
        })
    }

    /// The piece kind a unit stands for.
    pub fn kind(self) -> PieceKind {
        match self {
            Unit::King | Unit::CastlingKing => PieceKind::KING,
            Unit::Queen => PieceKind::QUEEN,
            Unit::Rook => PieceKind::ROOK,
            Unit::Bishop => PieceKind::BISHOP,
            Unit::Knight => PieceKind::KNIGHT,
            Unit::WhitePawn | Unit::BlackPawn => PieceKind::PAWN,
        }
    }

    const ALL: [Unit; UNITS] = [
        Unit::King,
        Unit::Queen,
        Unit::Rook,
        Unit::Bishop,
        Unit::Knight,
        Unit::WhitePawn,
        Unit::BlackPawn,
        Unit::CastlingKing,
    ];

    /// The unit numbered `i` (its `as u8` value), if any.
    pub fn from_index(i: u8) -> Option<Unit> {
        Unit::ALL.get(i as usize).copied()
    }

    /// The unit a pawn of this colour promotes into.
    fn promoted(kind: PieceKind) -> Unit {
        Unit::of(kind, Colour::White, false).expect("an orthodox kind")
    }
}

/// A distance too large to matter (no path).
pub const FAR: u8 = u8::MAX;

/// The squares a piece of `kind` and `colour` on `sq` attacks on an empty
/// board.
pub fn empty_board_attacks(kind: PieceKind, colour: Colour, sq: Square) -> Bitboard {
    match kind {
        PieceKind::KNIGHT => steps(sq, &KNIGHT_STEPS),
        PieceKind::BISHOP => lines(sq, &BISHOP_LINES),
        PieceKind::ROOK => lines(sq, &ROOK_LINES),
        PieceKind::QUEEN => lines(sq, &BISHOP_LINES) | lines(sq, &ROOK_LINES),
        PieceKind::KING => steps(sq, &KING_STEPS),
        PieceKind::PAWN => {
            let dy = colour.fold(1, -1);
            steps(sq, &[(1, dy), (-1, dy)])
        }
        _ => Bitboard::EMPTY,
    }
}

/// The king steps from `sq`.
pub fn neighbours(sq: Square) -> Bitboard {
    steps(sq, &KING_STEPS)
}

/// The (unit, square) states one move away from `(unit, sq)`.
fn successors(unit: Unit, sq: Square, out: &mut Vec<(Unit, Square)>) {
    match unit {
        Unit::WhitePawn | Unit::BlackPawn => {
            let colour = if unit == Unit::WhitePawn {
                Colour::White
            } else {
                Colour::Black
            };
            let dy = colour.fold(1, -1);
            let (first, second, last) = (colour.fold(0, 7), colour.fold(1, 6), colour.fold(7, 0));
            if sq.y() == last {
                return;
            }
            let longest = if sq.y() == first {
                3
            } else if sq.y() == second {
                2
            } else {
                1
            };
            let mut targets = Vec::with_capacity(5);
            for n in 1..=longest {
                targets.extend(sq.offset(0, dy * n));
            }
            targets.extend(sq.offset(1, dy));
            targets.extend(sq.offset(-1, dy));
            for t in targets {
                if t.y() == last {
                    for k in [
                        PieceKind::QUEEN,
                        PieceKind::ROOK,
                        PieceKind::BISHOP,
                        PieceKind::KNIGHT,
                    ] {
                        out.push((Unit::promoted(k), t));
                    }
                } else {
                    out.push((unit, t));
                }
            }
        }
        Unit::CastlingKing => {
            out.extend(neighbours(sq).into_iter().map(|t| (unit, t)));
            if sq == Square::E1 || sq == Square::E8 {
                out.extend(
                    [sq.offset(2, 0), sq.offset(-2, 0)]
                        .into_iter()
                        .flatten()
                        .map(|t| (unit, t)),
                );
            }
        }
        _ => out.extend(
            empty_board_attacks(unit.kind(), Colour::White, sq)
                .into_iter()
                .map(|t| (unit, t)),
        ),
    }
}

/// Empty-board distances for every unit, departure square, arrival kind
/// and arrival square.
pub struct Distances {
    /// `table[((unit * 64 + from) * 6 + kind) * 64 + to]`
    table: Vec<u8>,
    /// Empty-board attacks of the kinds (by index) and of the white (5)
    /// and black (6) pawns.
    attacks: [[Bitboard; 64]; 7],
    /// `any_kind[(unit * 64 + from) * 64 + to]`: the fewest moves to stand
    /// on `to` as any kind the unit may end as (a pawn not on the first or
    /// last rank, or promoted).
    any_kind: Vec<[u8; 64]>,
}

impl std::fmt::Debug for Distances {
    /// The tables are too large to show.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Distances").finish_non_exhaustive()
    }
}

impl Default for Distances {
    fn default() -> Distances {
        Distances::new()
    }
}

impl Distances {
    /// Builds the tables (a breadth-first search per unit and square).
    pub fn new() -> Distances {
        let mut table = vec![FAR; UNITS * 64 * 6 * 64];
        let mut succ = Vec::with_capacity(32);
        for unit in Unit::ALL {
            for from in Square::ALL {
                let mut seen = [[false; 64]; UNITS];
                seen[unit as usize][from.idx()] = true;
                let mut frontier = vec![(unit, from)];
                let mut d = 0u8;
                while !frontier.is_empty() {
                    let mut next = Vec::new();
                    for &(u, sq) in &frontier {
                        let slot = &mut table[Self::index(unit, from, u.kind(), sq)];
                        *slot = (*slot).min(d);
                        succ.clear();
                        successors(u, sq, &mut succ);
                        for &(v, t) in &succ {
                            if !seen[v as usize][t.idx()] {
                                seen[v as usize][t.idx()] = true;
                                next.push((v, t));
                            }
                        }
                    }
                    frontier = next;
                    d += 1;
                }
            }
        }
        let mut attacks = [[Bitboard::EMPTY; 64]; 7];
        for sq in Square::ALL {
            for kind in [
                PieceKind::KING,
                PieceKind::QUEEN,
                PieceKind::ROOK,
                PieceKind::BISHOP,
                PieceKind::KNIGHT,
            ] {
                attacks[kind.idx()][sq.idx()] = empty_board_attacks(kind, Colour::White, sq);
            }
            attacks[5][sq.idx()] = empty_board_attacks(PieceKind::PAWN, Colour::White, sq);
            attacks[6][sq.idx()] = empty_board_attacks(PieceKind::PAWN, Colour::Black, sq);
        }
        let mut any_kind = vec![[FAR; 64]; UNITS * 64];
        for unit in Unit::ALL {
            for from in Square::ALL {
                let row = &mut any_kind[unit as usize * 64 + from.idx()];
                for &kind in super::config::end_kinds(unit.kind()) {
                    for to in Square::ALL {
                        if kind == PieceKind::PAWN && (to.y() == 0 || to.y() == 7) {
                            continue;
                        }
                        let d = table[Self::index(unit, from, kind, to)];
                        row[to.idx()] = row[to.idx()].min(d);
                    }
                }
            }
        }
        Distances {
            table,
            attacks,
            any_kind,
        }
    }

    /// The fewest moves `unit` on `from` needs to stand on each square as
    /// any kind it may end as (a pawn standing only off the first and last
    /// ranks), by arrival square.
    #[inline]
    pub fn to_each_square(&self, unit: Unit, from: Square) -> &[u8; 64] {
        &self.any_kind[unit as usize * 64 + from.idx()]
    }

    fn index(unit: Unit, from: Square, kind: PieceKind, to: Square) -> usize {
        ((unit as usize * 64 + from.idx()) * 6 + kind.idx()) * 64 + to.idx()
    }

    /// The moves `unit` on `from` needs to stand on `to` as `kind`
    /// ([`FAR`] if it never can).
    #[inline]
    pub fn get(&self, unit: Unit, from: Square, kind: PieceKind, to: Square) -> u8 {
        self.table[Self::index(unit, from, kind, to)]
    }

    /// The fewest moves `unit` on `from` needs to stand on one of
    /// `squares` as `kind` ([`FAR`] if none).
    #[inline]
    pub fn nearest(&self, unit: Unit, from: Square, kind: PieceKind, squares: Bitboard) -> u8 {
        let base = Self::index(unit, from, kind, Square::A1);
        let row = &self.table[base..base + 64];
        squares
            .into_iter()
            .map(|sq| row[sq.idx()])
            .min()
            .unwrap_or(FAR)
    }

    /// The squares a piece of `kind` and `colour` on `sq` attacks on an
    /// empty board (from a table).
    #[inline]
    pub fn attacks(&self, kind: PieceKind, colour: Colour, sq: Square) -> Bitboard {
        let i = if kind == PieceKind::PAWN {
            colour.fold(5, 6)
        } else {
            kind.idx()
        };
        self.attacks[i][sq.idx()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances_on_an_empty_board() {
        let d = Distances::new();
        assert_eq!(
            d.get(Unit::Knight, Square::A1, PieceKind::KNIGHT, Square::B3),
            1
        );
        assert_eq!(
            d.get(Unit::Knight, Square::A1, PieceKind::KNIGHT, Square::H8),
            6
        );
        assert_eq!(
            d.get(Unit::Bishop, Square::A1, PieceKind::BISHOP, Square::A2),
            FAR
        );
        assert_eq!(
            d.get(Unit::King, Square::E1, PieceKind::KING, Square::G1),
            2
        );
        assert_eq!(
            d.get(Unit::CastlingKing, Square::E1, PieceKind::KING, Square::G1),
            1
        );
        // d2-d4-d5-d6-d7-d8=Q, then one queen move
        assert_eq!(
            d.get(Unit::WhitePawn, Square::D2, PieceKind::QUEEN, Square::D8),
            5
        );
        assert_eq!(
            d.get(Unit::WhitePawn, Square::D2, PieceKind::QUEEN, Square::A5),
            6
        );
        assert_eq!(
            d.get(Unit::WhitePawn, Square::D2, PieceKind::PAWN, Square::D4),
            1
        );
        assert_eq!(
            d.get(Unit::WhitePawn, Square::D2, PieceKind::PAWN, Square::D1),
            FAR
        );
        assert_eq!(
            d.get(Unit::BlackPawn, Square::D7, PieceKind::KNIGHT, Square::C1),
            5
        );
    }
}
