//! Reverse move generation for orthodox chess: every move that could have
//! led to the current position, with the previous position.
//!
//! The side that retracts is the side *not* to move. Retractions are
//! normal moves, un-captures (which piece was captured, including en
//! passant and capture-promotions), un-promotions and un-castling.
//!
//! A retraction is applied to a [`Position`] in place through the board's
//! journaled primitives ([`Retraction::retract`]), so `Position::undo_move`
//! takes it back: a retractor search (or a stipulation engine) can walk
//! backwards and forwards on one position.

use crate::legal::violations;
use crate::material::{relative_rank, static_analysis};
use crate::reasons::kind_name;
use crate::{orthodox, retractable, RetroError};
use nightrider_board::{
    Bitboard, Castling, CastlingRights, Colour, EnPassant, Move, Piece, PieceKind, Position,
    Special, Square,
};
use nightrider_movegen::attacks;
use nightrider_movegen::orthodox::is_square_attacked;
use std::fmt;

/// One retraction: the move `mv`, played from the previous position, led
/// to the current one. Retractions are built by [`retractions`] only (the
/// struct is `#[non_exhaustive]`), so they hold orthodox pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Retraction {
    /// The forward move, as [`Position::play`] would play it in the
    /// previous position (`from` is where the piece goes back to).
    pub mv: Move,
    /// The moving piece as it stood before the move (a pawn for an
    /// un-promotion).
    pub piece: Piece,
    /// The piece the move captured, which the retraction puts back on
    /// the square in `mv.captures`.
    pub uncaptured: Option<Piece>,
}

/// What the previous positions of [`retractions_with`] must satisfy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RetroOptions {
    /// Also drop previous positions the static reachability analysis
    /// proves unreachable (default: `true`).
    pub reachable: bool,
}

impl Default for RetroOptions {
    fn default() -> RetroOptions {
        RetroOptions { reachable: true }
    }
}

const UNCAPTURABLE: [PieceKind; 5] = [
    PieceKind::QUEEN,
    PieceKind::ROOK,
    PieceKind::BISHOP,
    PieceKind::KNIGHT,
    PieceKind::PAWN,
];
const PROMOTIONS: [PieceKind; 4] = [
    PieceKind::QUEEN,
    PieceKind::ROOK,
    PieceKind::BISHOP,
    PieceKind::KNIGHT,
];

impl Retraction {
    /// The side that made the move.
    pub fn colour(&self) -> Colour {
        self.piece.colour
    }

    /// Whether the move was castling.
    pub fn is_castling(&self) -> bool {
        self.mv.is_castling()
    }

    /// Turns `pos` (the current position) into the previous position,
    /// recorded as one journaled move: `pos.undo_move()` restores the
    /// current position.
    ///
    /// The previous position keeps the current castling rights (plus the
    /// right used, for un-castling) and has an en-passant state only when
    /// the retracted move was an en-passant capture. The half-move clock
    /// is decremented (set to 0 when the move reset it), and the full-move
    /// number is decremented when Black retracts.
    ///
    /// The retraction must have been generated for `pos`; applying another
    /// one may panic.
    pub fn retract(&self, pos: &mut Position) {
        let mv = self.mv;
        let colour = self.piece.colour;
        pos.begin_move();
        let mut rights = pos.castling();
        match mv.special {
            Special::Castle { rook_from, rook_to } => {
                let king = pos.remove_piece(mv.to);
                let rook = pos.remove_piece(rook_to);
                pos.add_piece(mv.from, king);
                pos.add_piece(rook_from, rook);
                if let Some(c) = Position::castling_for(mv.from, mv.to) {
                    rights |= c.right;
                }
            }
            _ => {
                pos.move_piece(mv.to, mv.from);
                if mv.promotion.is_some() {
                    pos.change_piece(mv.from, self.piece);
                }
                if let (Some(victim), Some(sq)) = (self.uncaptured, mv.captures.first()) {
                    pos.add_piece(sq, victim);
                }
            }
        }
        pos.set_castling(rights);
        let ep = if mv.special == Special::EnPassant {
            mv.captures.first().map(|pawn| EnPassant {
                passed: Bitboard::from_square(mv.to),
                pawn,
            })
        } else {
            None
        };
        pos.set_en_passant(ep);
        let resets = self.piece.kind == PieceKind::PAWN || mv.is_capture();
        let half = if resets {
            0
        } else {
            pos.halfmove_clock().saturating_sub(1)
        };
        let full = if colour == Colour::Black {
            pos.fullmove_number().saturating_sub(1).max(1)
        } else {
            pos.fullmove_number()
        };
        pos.set_counters(half, full);
        pos.switch_side();
    }

    /// The previous position, as a new position with an empty journal.
    pub fn previous(&self, pos: &Position) -> Position {
        let mut prev = pos.clone();
        self.retract(&mut prev);
        prev.clear_journal();
        prev
    }
}

impl fmt::Display for Retraction {
    /// CQLi-like: `Pa7x(B)b8=B`, `Pe5x(P)d6 e.p.`, `Ng1-f3`, `0-0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Special::Castle { rook_from, .. } = self.mv.special {
            return f.write_str(if rook_from.x() == 7 { "0-0" } else { "0-0-0" });
        }
        let letter = |k: PieceKind| k.orthodox_letter().unwrap_or('?');
        write!(f, "{}{}", letter(self.piece.kind), self.mv.from)?;
        match self.uncaptured {
            Some(v) => write!(f, "x({})", letter(v.kind))?,
            None => f.write_str("-")?,
        }
        write!(f, "{}", self.mv.to)?;
        if let Some(p) = self.mv.promotion {
            write!(f, "={}", letter(p))?;
        }
        if self.mv.special == Special::EnPassant {
            f.write_str(" e.p.")?;
        }
        Ok(())
    }
}

/// Describes a retraction in words, e.g. "Pawn a7 captured Bishop on b8
/// and promoted to Bishop".
pub fn describe(r: &Retraction) -> String {
    if let Special::Castle { rook_from, .. } = r.mv.special {
        let side = match r.piece.colour {
            Colour::White => "White",
            Colour::Black => "Black",
        };
        let wing = if rook_from.x() == 7 { "short" } else { "long" };
        return format!("{side} castled {wing}");
    }
    let mut s = format!("{} {}", kind_name(r.piece.kind), r.mv.from);
    match r.uncaptured {
        Some(v) => s += &format!(" captured {} on {}", kind_name(v.kind), r.mv.to),
        None => s += &format!(" moved to {}", r.mv.to),
    }
    if r.mv.special == Special::EnPassant {
        s += " en passant";
    }
    if let Some(p) = r.mv.promotion {
        s += &format!(" and promoted to {}", kind_name(p));
    }
    s
}

/// The retractions of `pos` whose previous position is legal and not
/// proved unreachable by the static analysis.
///
/// # Errors
/// [`RetroError::NotOrthodox`] for a fairy piece or a piece with
/// attributes, and [`RetroError::Illegal`] when the side not to move (the
/// one that made the last move) is in check: no move leads there.
pub fn retractions(pos: &Position) -> Result<Vec<Retraction>, RetroError> {
    retractions_with(pos, RetroOptions::default())
}

/// The retractions of `pos` under `options`.
///
/// With an en-passant state in `pos`, the only retraction is the double
/// step it records. Without one, double steps are still retracted (a
/// problem's FEN often leaves the field empty).
///
/// # Errors
/// As [`retractions`].
pub fn retractions_with(
    pos: &Position,
    options: RetroOptions,
) -> Result<Vec<Retraction>, RetroError> {
    retractable(pos)?;
    Ok(retractions_of(pos, options))
}

/// [`retractions_with`] of a position known to be orthodox and without
/// the side not to move in check (where any retraction gives an empty
/// list: every previous position would leave that side in check).
pub(crate) fn retractions_of(pos: &Position, options: RetroOptions) -> Vec<Retraction> {
    let mut out = Vec::new();
    candidates(pos, &mut |r| out.push(r));
    let mut work = pos.clone();
    work.clear_journal();
    out.retain(|r| valid(&mut work, r, options));
    out
}

/// Whether `r` leads to an acceptable previous position.
fn valid(work: &mut Position, r: &Retraction, options: RetroOptions) -> bool {
    let mover = r.piece.colour;
    r.retract(work);
    let mut ok = violations(work).is_empty();
    if ok {
        if let Special::Castle { .. } = r.mv.special {
            if let Some(c) = Position::castling_for(r.mv.from, r.mv.to) {
                let pass = Square::from_xy((c.king_from.x() + c.king_to.x()) / 2, c.king_from.y());
                ok = !is_square_attacked(orthodox(work), c.king_from, !mover)
                    && pass.is_none_or(|p| !is_square_attacked(orthodox(work), p, !mover));
            }
        }
    }
    if ok && options.reachable {
        let mut reasons = Vec::new();
        static_analysis(work, &mut reasons);
        ok = reasons.is_empty();
    }
    work.undo_move();
    ok
}

/// Every geometric candidate, before the legality filter.
fn candidates(pos: &Position, emit: &mut dyn FnMut(Retraction)) {
    let us = !pos.side_to_move();
    let them = pos.side_to_move();
    let occ = pos.occupied();
    let empty = !occ;
    let fixed = pos.castling();
    let f = us.forward();
    let pawn = Piece::new(PieceKind::PAWN, us);

    if let Some(ep) = pos.en_passant() {
        // The last move was this double step and nothing else.
        let to = ep.pawn;
        if let Some(from) = to.offset(0, -2 * f) {
            let passed_empty = ep.passed.into_iter().all(|s| empty.contains(s));
            if empty.contains(from)
                && passed_empty
                && pos.piece_at(to) == Some(pawn)
                && relative_rank(us, to) == 3
            {
                emit(Retraction {
                    mv: Move::quiet(from, to).with_special(Special::DoubleStep),
                    piece: pawn,
                    uncaptured: None,
                });
            }
        }
        return;
    }

    let victims = |to: Square| -> Vec<Piece> {
        UNCAPTURABLE
            .iter()
            .filter(|&&k| k != PieceKind::PAWN || (to.y() != 0 && to.y() != 7))
            .map(|&k| Piece::new(k, them))
            .collect()
    };

    for to in pos.by_colour(us) {
        let Some(piece) = pos.piece_at(to) else {
            continue;
        };
        if CastlingRights::lost_by_touching(to).intersects(fixed) {
            // A king or rook that has never moved.
            continue;
        }
        let rank = relative_rank(us, to);
        if piece.kind == PieceKind::PAWN {
            // Straight steps.
            if let Some(from) = to.offset(0, -f) {
                if rank >= 2 && empty.contains(from) {
                    emit(Retraction {
                        mv: Move::quiet(from, to),
                        piece,
                        uncaptured: None,
                    });
                    if rank == 3 {
                        if let Some(from2) = from.offset(0, -f) {
                            if empty.contains(from2) {
                                emit(Retraction {
                                    mv: Move::quiet(from2, to).with_special(Special::DoubleStep),
                                    piece,
                                    uncaptured: None,
                                });
                            }
                        }
                    }
                }
            }
            // Captures.
            for dx in [-1, 1] {
                let Some(from) = to.offset(dx, -f) else {
                    continue;
                };
                if rank < 2 || !empty.contains(from) {
                    continue;
                }
                for v in victims(to) {
                    emit(Retraction {
                        mv: Move::capture(from, to),
                        piece,
                        uncaptured: Some(v),
                    });
                }
                if rank == 5 {
                    // En passant: the captured pawn stood beside `from`.
                    let cap = to.offset(0, -f);
                    let origin = to.offset(0, f);
                    if let (Some(cap), Some(origin)) = (cap, origin) {
                        if empty.contains(cap) && empty.contains(origin) {
                            emit(Retraction {
                                mv: Move {
                                    from,
                                    to,
                                    special: Special::EnPassant,
                                    promotion: None,
                                    captures: Bitboard::from_square(cap),
                                    choice: nightrider_board::Choice::NONE,
                                },
                                piece,
                                uncaptured: Some(Piece::new(PieceKind::PAWN, them)),
                            });
                        }
                    }
                }
            }
            continue;
        }
        // Un-promotions.
        if rank == 7 && PROMOTIONS.contains(&piece.kind) {
            for dx in [0, -1, 1] {
                let Some(from) = to.offset(dx, -f) else {
                    continue;
                };
                if !empty.contains(from) {
                    continue;
                }
                if dx == 0 {
                    emit(Retraction {
                        mv: Move::quiet(from, to).promoting(piece.kind),
                        piece: pawn,
                        uncaptured: None,
                    });
                } else {
                    for v in victims(to) {
                        emit(Retraction {
                            mv: Move::capture(from, to).promoting(piece.kind),
                            piece: pawn,
                            uncaptured: Some(v),
                        });
                    }
                }
            }
        }
        // Ordinary piece moves (the walks are symmetric).
        let froms = match piece.kind {
            PieceKind::KNIGHT => attacks::knight(to),
            PieceKind::KING => attacks::king(to),
            PieceKind::ROOK => attacks::rook(to, occ),
            PieceKind::BISHOP => attacks::bishop(to, occ),
            PieceKind::QUEEN => attacks::queen(to, occ),
            _ => Bitboard::EMPTY,
        } & empty;
        for from in froms {
            emit(Retraction {
                mv: Move::quiet(from, to),
                piece,
                uncaptured: None,
            });
            for v in victims(to) {
                emit(Retraction {
                    mv: Move::capture(from, to),
                    piece,
                    uncaptured: Some(v),
                });
            }
        }
    }
    // Un-castling.
    for c in Castling::ALL.iter().filter(|c| c.colour == us) {
        let king = Piece::new(PieceKind::KING, us);
        let rook = Piece::new(PieceKind::ROOK, us);
        if pos.piece_at(c.king_to) != Some(king) || pos.piece_at(c.rook_to) != Some(rook) {
            continue;
        }
        // Between king and rook (in the previous position) all empty but
        // for the two castling pieces themselves.
        let lo = c.king_from.x().min(c.rook_from.x());
        let hi = c.king_from.x().max(c.rook_from.x());
        let clear = (lo..=hi).all(|x| {
            let s = Square::from_xy(x, c.king_from.y());
            s.is_some_and(|s| s == c.king_to || s == c.rook_to || empty.contains(s))
        });
        if clear {
            emit(Retraction {
                mv: Move::quiet(c.king_from, c.king_to).with_special(Special::Castle {
                    rook_from: c.rook_from,
                    rook_to: c.rook_to,
                }),
                piece: king,
                uncaptured: None,
            });
        }
    }
}
