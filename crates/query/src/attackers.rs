//! Who attacks a square, after CQLi's "Calculating Effective Attackers":
//! the direct attackers, the batteries behind them (of one colour or of
//! both), the pins, the attackers a pin does not stop, and the effective
//! attackers combining batteries and pins.
//!
//! Every function answers for both colours at once, as the seed's
//! functions do; intersect with [`Position::by_colour`] for one side.
//! "Attacks" is CQL's: a piece attacks a square it could capture on if an
//! opposing piece stood there, pins ignored (a pinned piece still attacks),
//! whatever stands on the square.
//!
//! ```
//! use nightrider_board::{Bitboard, Position, Square};
//! use nightrider_query::attackers::{battery_attackers, direct_attackers};
//! // A rook battery on the d-file: Rd1 behind Rd2.
//! let pos: Position = "4k3/8/8/3p4/8/8/3R4/3R2K1 w - - 0 1".parse().unwrap();
//! assert_eq!(direct_attackers(&pos, Square::D5).unwrap(), Bitboard::from_square(Square::D2));
//! assert_eq!(battery_attackers(&pos, Square::D5).unwrap().count(), 2);
//! ```

use crate::error::{orthodox, QueryError};
use nightrider_board::{Bitboard, Colour, PieceKind, Position, Square};
use nightrider_movegen::{attacks, orthodox::piece_attacks};

/// An absolute pin: a piece that may not leave the line between its own
/// king and an opposing line piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Pin {
    /// The pinned piece.
    pub pinned: Square,
    /// The opposing rook, bishop or queen pinning it.
    pub pinner: Square,
    /// The king it is pinned to.
    pub king: Square,
    /// The squares the pinned piece may still go to: those between the
    /// king and the pinner, and the pinner's (the seed's `canVisit`).
    pub line: Bitboard,
}

impl Pin {
    /// Whether the pinned piece may go to `sq` without leaving the pin
    /// (CQLi's `canVisit($sq $p)`): `sq` lies between the king and the
    /// pinner, or is the pinner's square.
    pub fn allows(&self, sq: Square) -> bool {
        self.line.contains(sq)
    }
}

/// The pins of a position, with the set of pinned pieces.
struct Pins(Vec<Pin>);

impl Pins {
    fn of(pos: &Position) -> Pins {
        let mut pins = Vec::new();
        for colour in Colour::ALL {
            let enemy = pos.by_colour(!colour);
            let queens = pos.by_kind(PieceKind::QUEEN);
            let rooks = (pos.by_kind(PieceKind::ROOK) | queens) & enemy;
            let bishops = (pos.by_kind(PieceKind::BISHOP) | queens) & enemy;
            for king in pos.pieces(PieceKind::KING, colour) {
                let sliders =
                    (attacks::rook_rays(king) & rooks) | (attacks::bishop_rays(king) & bishops);
                for pinner in sliders {
                    let between = attacks::between(king, pinner);
                    let blockers = between & pos.occupied();
                    if blockers.count() == 1 && (blockers & pos.by_colour(colour)).any() {
                        pins.push(Pin {
                            pinned: blockers.first().expect("one blocker"),
                            pinner,
                            king,
                            line: between.with(pinner),
                        });
                    }
                }
            }
        }
        Pins(pins)
    }

    /// The pinned pieces (CQL's `pin`).
    fn pinned(&self) -> Bitboard {
        self.0
            .iter()
            .map(|p| Bitboard::from_square(p.pinned))
            .fold(Bitboard::EMPTY, |a, b| a | b)
    }

    /// Whether the piece on `piece` is free to go to `target` as far as
    /// pins go: not pinned, or pinned along a line through `target`.
    fn free(&self, piece: Square, target: Square) -> bool {
        self.0
            .iter()
            .filter(|p| p.pinned == piece)
            .all(|p| p.allows(target))
    }
}

/// The pins of the position, both colours (CQL's `pin`, with CQLi's
/// `pin from`, `pin through` and `pin to` as the fields of [`Pin`]).
///
/// # Errors
/// [`QueryError::NotOrthodox`] for a fairy piece or a piece with attributes
/// (as every function here).
pub fn pins(pos: &Position) -> Result<Vec<Pin>, QueryError> {
    orthodox(pos)?;
    Ok(Pins::of(pos).0)
}

/// The squares the piece on `from` attacks.
fn reach(pos: &Position, from: Square) -> Bitboard {
    pos.piece_at(from).map_or(Bitboard::EMPTY, |p| {
        piece_attacks(p.kind, p.colour, from, pos.occupied()).unwrap_or(Bitboard::EMPTY)
    })
}

/// The pieces of `pieces` attacking `sq` (CQL's `X attacks $sq`).
fn attacking(pos: &Position, pieces: Bitboard, sq: Square) -> Bitboard {
    (pieces & pos.occupied())
        .into_iter()
        .filter(|&s| reach(pos, s).contains(sq))
        .collect()
}

/// Pieces of some kinds, both colours or one.
fn kinds(pos: &Position, kinds: &[PieceKind], colour: Option<Colour>) -> Bitboard {
    let all = kinds
        .iter()
        .fold(Bitboard::EMPTY, |acc, &k| acc | pos.by_kind(k));
    colour.map_or(all, |c| all & pos.by_colour(c))
}

const ORTHOGONAL: &[PieceKind] = &[PieceKind::ROOK, PieceKind::QUEEN];
const DIAGONAL: &[PieceKind] = &[PieceKind::BISHOP, PieceKind::QUEEN];
const STEPPERS: &[PieceKind] = &[PieceKind::PAWN, PieceKind::KNIGHT, PieceKind::KING];

/// The pieces of either colour that attack `sq` (CQL's `[Aa] attacks $sq`).
///
/// # Errors
/// As [`pins`].
pub fn direct_attackers(pos: &Position, sq: Square) -> Result<Bitboard, QueryError> {
    orthodox(pos)?;
    Ok(attacking(pos, pos.occupied(), sq))
}

/// The direct attackers and the line pieces behind them in one-coloured
/// batteries (CQLi's `batteryAttacks`): a rook or queen on the rank or file
/// of `sq` with only rooks and queens of its colour between; a bishop or
/// queen on a diagonal of `sq` with only bishops and queens of its colour,
/// or a pawn of its colour attacking `sq`, between; and the pawns, knights
/// and kings attacking `sq`.
///
/// # Errors
/// As [`pins`].
pub fn battery_attackers(pos: &Position, sq: Square) -> Result<Bitboard, QueryError> {
    orthodox(pos)?;
    let mut out = attacking(pos, kinds(pos, STEPPERS, None), sq);
    for colour in Colour::ALL {
        let orthogonal = kinds(pos, ORTHOGONAL, Some(colour));
        for p in attacks::rook_rays(sq) & orthogonal {
            if (attacks::between(p, sq) & (pos.occupied() - orthogonal)).is_empty() {
                out.insert(p);
            }
        }
        let diagonal = kinds(pos, DIAGONAL, Some(colour));
        let pawns = attacking(pos, pos.pieces(PieceKind::PAWN, colour), sq);
        for p in attacks::bishop_rays(sq) & diagonal {
            if (attacks::between(p, sq) & (pos.occupied() - diagonal - pawns)).is_empty() {
                out.insert(p);
            }
        }
    }
    Ok(out)
}

/// [`battery_attackers`] with batteries of both colours (CQLi's
/// `batteryAttacksDichromatic`): a line piece may stand behind rooks and
/// queens (orthogonally) or bishops, queens and pawns attacking `sq`
/// (diagonally) of either colour.
///
/// # Errors
/// As [`pins`].
pub fn battery_attackers_dichromatic(pos: &Position, sq: Square) -> Result<Bitboard, QueryError> {
    orthodox(pos)?;
    let mut out = attacking(pos, kinds(pos, STEPPERS, None), sq);
    let orthogonal = kinds(pos, ORTHOGONAL, None);
    for p in attacks::rook_rays(sq) & orthogonal {
        if (attacks::between(p, sq) & (pos.occupied() - orthogonal)).is_empty() {
            out.insert(p);
        }
    }
    let diagonal = kinds(pos, DIAGONAL, None);
    let pawns = attacking(pos, pos.by_kind(PieceKind::PAWN), sq);
    for p in attacks::bishop_rays(sq) & diagonal {
        if (attacks::between(p, sq) & (pos.occupied() - diagonal - pawns)).is_empty() {
            out.insert(p);
        }
    }
    Ok(out)
}

/// The direct attackers of `sq` that a pin does not keep from going there
/// (CQLi's `nonpinnedAttackers`): line pieces and pawns that are not
/// pinned or whose pin line holds `sq`, knights that are not pinned, and
/// kings.
///
/// The seed's listing picks the rooks, bishops and queens on the lines of
/// `sq` without asking that they attack it; its text says "the direct
/// attackers", which is what this function yields.
///
/// # Errors
/// As [`pins`].
pub fn nonpinned_attackers(pos: &Position, sq: Square) -> Result<Bitboard, QueryError> {
    orthodox(pos)?;
    let pins = Pins::of(pos);
    Ok(attacking(pos, pos.occupied(), sq)
        .into_iter()
        .filter(|&p| {
            let kind = pos.piece_at(p).map(|pc| pc.kind);
            let pinned_knight = kind == Some(PieceKind::KNIGHT) && pins.pinned().contains(p);
            kind == Some(PieceKind::KING) || (pins.free(p, sq) && !pinned_knight)
        })
        .collect())
}

/// [`nonpinned_attackers`] with a king counted only where the other side
/// does not attack `sq` (the seed's alternative
/// `$king_attacks = flipcolor { not $sq attackedby a  K attacks $sq }`):
/// the pieces that could take an opposing piece on `sq` when their side is
/// not in check.
///
/// # Errors
/// As [`pins`].
pub fn nonpinned_attackers_safe_kings(pos: &Position, sq: Square) -> Result<Bitboard, QueryError> {
    let mut out = nonpinned_attackers(pos, sq)?;
    for king in out & pos.by_kind(PieceKind::KING) {
        let colour = pos.piece_at(king).map_or(Colour::White, |p| p.colour);
        if attacking(pos, pos.by_colour(!colour), sq).any() {
            out.remove(king);
        }
    }
    Ok(out)
}

/// The pawns attacking `sq` that no pin keeps from going there (the seed's
/// `$eff_pawn_attacks`).
fn effective_pawns(pos: &Position, pins: &Pins, sq: Square) -> Bitboard {
    attacking(pos, pos.by_kind(PieceKind::PAWN), sq)
        .into_iter()
        .filter(|&p| pins.free(p, sq))
        .collect()
}

/// Knights not pinned and kings, attacking `sq`.
fn effective_leapers(pos: &Position, pins: &Pins, sq: Square) -> Bitboard {
    attacking(pos, pos.by_kind(PieceKind::KNIGHT) - pins.pinned(), sq)
        | attacking(pos, pos.by_kind(PieceKind::KING), sq)
}

/// The effective attackers of `sq` (CQLi's `effectiveAttacks`): the direct
/// attackers not kept from `sq` by a pin (a pinned piece counts if `sq` is
/// on its pin line), and the line pieces x-raying through pieces of their
/// own colour in a battery, unless a pinned piece stands between.
///
/// In detail, for each colour: a rook or queen on a line of `sq` counts if
/// only rooks and queens of its colour, none of them pinned, stand between
/// and it is free to go to `sq`; a bishop or queen on a diagonal of `sq`
/// counts if only bishops and queens of its colour (none of them pinned)
/// and effective pawn attackers of its colour stand between, and it is
/// free to go to `sq`; pawns count if free to go to `sq`, knights if not
/// pinned, kings always.
///
/// # Errors
/// As [`pins`].
pub fn effective_attackers(pos: &Position, sq: Square) -> Result<Bitboard, QueryError> {
    orthodox(pos)?;
    let pins = Pins::of(pos);
    let pinned = pins.pinned();
    let pawns = effective_pawns(pos, &pins, sq);
    let mut out = pawns | effective_leapers(pos, &pins, sq);
    for colour in Colour::ALL {
        let orthogonal = kinds(pos, ORTHOGONAL, Some(colour));
        for p in attacks::rook_rays(sq) & orthogonal {
            let between = attacks::between(p, sq);
            if (between & (pos.occupied() - orthogonal)).is_empty()
                && (between & pinned).is_empty()
                && pins.free(p, sq)
            {
                out.insert(p);
            }
        }
        let diagonal = kinds(pos, DIAGONAL, Some(colour));
        let own_pawns = pawns & pos.by_colour(colour);
        for p in attacks::bishop_rays(sq) & diagonal {
            let between = attacks::between(p, sq);
            if (between & (pos.occupied() - diagonal - own_pawns)).is_empty()
                && (between & pinned & diagonal).is_empty()
                && pins.free(p, sq)
            {
                out.insert(p);
            }
        }
    }
    Ok(out)
}

/// [`effective_attackers`] with batteries of both colours (CQLi's
/// `effectiveAttacksDichromatic`). For a line piece of colour `c` on a ray
/// from `sq`, with `c`'s king on the opposite ray from `sq` or not:
/// orthogonally, only rooks and queens of either colour may stand between;
/// diagonally, only bishops and queens of either colour and effective pawn
/// attackers; pinned pieces may stand between, and the piece itself may be
/// pinned, only when `c`'s king stands on the opposite ray (then the pins
/// run along the line through `sq`).
///
/// Read literally, this drops a pinned piece taking its own pinner on
/// `sq` (its king stands behind the piece, not beyond `sq`), which
/// [`effective_attackers`] keeps.
///
/// The seed's listing writes `southwest $sq K` in one place where it
/// writes `southwest $sq & K` in the next line; both are read as the latter.
///
/// # Errors
/// As [`pins`].
pub fn effective_attackers_dichromatic(pos: &Position, sq: Square) -> Result<Bitboard, QueryError> {
    orthodox(pos)?;
    let pins = Pins::of(pos);
    let pinned = pins.pinned();
    let pawns = effective_pawns(pos, &pins, sq);
    let mut out = pawns | effective_leapers(pos, &pins, sq);
    let orthogonal = kinds(pos, ORTHOGONAL, None);
    let diagonal = kinds(pos, DIAGONAL, None);
    let rays = [
        ((0, -1), orthogonal, Bitboard::EMPTY),
        ((0, 1), orthogonal, Bitboard::EMPTY),
        ((-1, 0), orthogonal, Bitboard::EMPTY),
        ((1, 0), orthogonal, Bitboard::EMPTY),
        ((1, 1), diagonal, pawns),
        ((-1, -1), diagonal, pawns),
        ((1, -1), diagonal, pawns),
        ((-1, 1), diagonal, pawns),
    ];
    for ((dx, dy), movers, passable) in rays {
        for colour in Colour::ALL {
            let king_behind = (ray(sq, -dx, -dy) & pos.pieces(PieceKind::KING, colour)).any();
            for p in ray(sq, dx, dy) & movers & pos.by_colour(colour) {
                let between = attacks::between(p, sq);
                if (between & (pos.occupied() - movers - passable)).is_empty()
                    && ((between & pinned).is_empty() || king_behind)
                    && (!pinned.contains(p) || king_behind)
                {
                    out.insert(p);
                }
            }
        }
    }
    Ok(out)
}

/// The squares from `sq` (excluded) along `(dx, dy)` to the edge.
fn ray(sq: Square, dx: i32, dy: i32) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    let mut cur = sq.offset(dx, dy);
    while let Some(s) = cur {
        out.insert(s);
        cur = s.offset(dx, dy);
    }
    out
}
