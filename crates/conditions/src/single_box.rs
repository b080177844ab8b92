//! SingleBox: each side plays with the units of one set at most.
//!
//! Type1: a pawn promotes only into a kind of which its side holds fewer
//! units than one set; where none is left it cannot reach its last rank.
//!
//! Type2, as Popeye 4.104 plays it (found by experiment; its manual only
//! names the types): where no kind is left, a pawn reaching its last rank
//! stays a pawn there, a latent pawn (`b7-b8`); where a kind is left it
//! must promote, into such a kind. After each move, where the other side
//! has a latent pawn and kinds left in its box (a capture of its officer
//! frees its kind), one of its latent pawns promotes into one of them, as
//! part of the move (`e5*d4[b8=S]`; one move for each pawn and kind). A
//! move is legal only if afterwards no side has a latent pawn and a kind
//! left in its box (so a side with one cannot move, nor can a move free a
//! second kind for a side with two latent pawns), and no side more units
//! of a kind than one set.
//!
//! Type3, as Popeye 4.104 plays it (found by experiment): a pawn reaching
//! its last rank promotes into a kind left in its box, or stays a latent
//! pawn there where none is left, as under Type2. A side with a latent
//! pawn and a kind left in its box (a capture of its officer freed it)
//! promotes one of its latent pawns into one of them first, as part of
//! each of its moves (`[a8=S]Rg6*g1`, `[d8=B]Bd8-b6`: the promoted piece
//! may move at once; one move for each pawn and kind); the move's own
//! promotion is then into a kind left after it. A move is legal only if
//! afterwards the mover has no latent pawn and a kind left in its box
//! (so a side with two latent pawns and two kinds left cannot move), and
//! no side more units of a kind than one set. A side is in check also
//! where a latent pawn of the other side, promoted into a kind left in
//! that side's box, would attack its king (so a capture freeing a kind
//! may be a self-check).

use crate::engine::Engine;
use crate::hooks::MoveRule;
use nightrider_board::{
    Annotation, Annotations, Bitboard, Choice, Colour, Move, Piece, PieceKind, Position, Square,
};
use nightrider_movegen::{attacks, MoveList};

/// How many units of `kind` one set holds (`None`: a kind no set holds;
/// the caller refuses fairy pieces beside SingleBox).
fn in_box(kind: PieceKind) -> Option<u32> {
    Some(match kind {
        PieceKind::KING | PieceKind::QUEEN => 1,
        PieceKind::ROOK | PieceKind::BISHOP | PieceKind::KNIGHT => 2,
        PieceKind::PAWN => 8,
        _ => return None,
    })
}

/// The kinds a set holds but the king.
const KINDS: [PieceKind; 5] = [
    PieceKind::QUEEN,
    PieceKind::ROOK,
    PieceKind::BISHOP,
    PieceKind::KNIGHT,
    PieceKind::PAWN,
];

/// Whether neither side holds more units of a kind than one set (Popeye
/// 4.104 plays only moves after which this holds).
pub(crate) fn fits(pos: &Position) -> bool {
    [Colour::White, Colour::Black].into_iter().all(|side| {
        KINDS
            .into_iter()
            .all(|kind| in_box(kind).is_some_and(|most| at_most(pos.pieces(kind, side).0, most)))
    })
}

/// Whether `bits` has at most `most` bits set (by clearing the lowest
/// ones: cheaper than a count where the CPU has no population count, and
/// this is asked for every move).
fn at_most(mut bits: u64, most: u32) -> bool {
    for _ in 0..most {
        if bits == 0 {
            return true;
        }
        bits &= bits - 1;
    }
    bits == 0
}

/// Whether `side` may play `m`, as far as the position before it tells: a
/// promotion is into a kind of which `side` holds fewer units than one
/// set, one onto a `magic` square aside (see [`promotion_from_box`]), and
/// a piece turned on a `magic` square leaves the other side no more units
/// of its kind than one set ([`turned_fits`]). That the position after
/// the move fits the box is tested after it ([`fits`]): Popeye 4.104
/// plays a move that mends a diagram holding more than one set (a capture
/// of a second queen) and judges a capture of the king, a check, by the
/// same rule (found by comparing move lists).
pub(crate) fn allows(pos: &Position, m: &Move, side: Colour, magic: Bitboard) -> bool {
    if pos
        .piece_at(m.to)
        .is_some_and(|p| p.kind == PieceKind::KING || p.is_royal())
    {
        // a check: the king's capture leaves each side one set at most
        // (so in a diagram holding more, that side's units check nothing)
        return fits_after(pos, m, side, magic);
    }
    promotion_from_box(pos, m, side, magic) && turned_fits(pos, m, side, magic)
}

/// Whether the position after `m` of `side`, a capture with no other
/// effect than a change of colour on a `magic` square, fits the box.
fn fits_after(pos: &Position, m: &Move, side: Colour, magic: Bitboard) -> bool {
    let Some(mover) = pos.piece_at(m.from) else {
        return fits(pos);
    };
    let kind = m.promotion.unwrap_or(mover.kind);
    let turned = magic.contains(m.to)
        && mover.kind != PieceKind::KING
        && !mover.is_royal()
        && !mover.is_neutral();
    let lands = if turned { !side } else { side };
    [Colour::White, Colour::Black].into_iter().all(|colour| {
        KINDS.into_iter().all(|k| {
            let Some(most) = in_box(k) else {
                return true;
            };
            let mut count = pos.pieces(k, colour).count();
            if colour == side && k == mover.kind {
                count -= 1;
            }
            if colour == lands && k == kind {
                count += 1;
            }
            count <= most
        })
    })
}

/// Whether the piece `m` of `side` leaves on a `magic` square, changing
/// colour there, leaves the other side no more units of its kind than one
/// set, the unit `m` captures taken off: a capture of the king on a magic
/// square is no check where it is not (Popeye 4.104, found by comparing
/// move lists: `c7-c8=Q` gives no check to a king on a magic e8 where
/// Black already has a queen).
fn turned_fits(pos: &Position, m: &Move, side: Colour, magic: Bitboard) -> bool {
    if !magic.contains(m.to) {
        return true;
    }
    let Some(piece) = pos.piece_at(m.from) else {
        return true;
    };
    if piece.kind == PieceKind::KING || piece.is_royal() || piece.is_neutral() {
        return true;
    }
    let kind = m.promotion.unwrap_or(piece.kind);
    let Some(most) = in_box(kind) else {
        return true;
    };
    let captured = pos
        .piece_at(m.to)
        .is_some_and(|p| p.kind == kind && p.colour == !side);
    pos.pieces(kind, !side).count() - u32::from(captured) < most
}

/// Whether `m` promotes, if at all, into a kind of which `side` holds
/// fewer units than one set ([`allows`] where the position is known to
/// fit). A promotion onto a square of `magic` (MagicSquares beside
/// SingleBox) passes here: the promoted piece changes colour there, and
/// Popeye 4.104 counts it after the change (found by experiment: with a
/// white queen on the board `e7-e8=Q=b` is legal on a magic e8), which
/// the test after the move does ([`fits`]).
pub(crate) fn promotion_from_box(pos: &Position, m: &Move, side: Colour, magic: Bitboard) -> bool {
    m.promotion.is_none_or(|kind| {
        magic.contains(m.to)
            || in_box(kind).is_some_and(|most| pos.pieces(kind, side).count() < most)
    })
}

/// Whether SingleBox Type1 is the engine's only rule (no other
/// condition, no piece attribute, no effect): then, on orthodox material,
/// it differs from the orthodox rules only in the promotions and in the
/// few positions [`Engine::single_box_plain`] leaves out, where the
/// engine's general path judges the moves.
pub(crate) fn alone(engine: &Engine) -> bool {
    engine.conditions == [crate::Condition::SingleBox]
        && engine.move_rules
            == [MoveRule::SingleBox {
                magic: Bitboard::EMPTY,
            }]
        && engine.observation_rules.is_empty()
        && engine.effects.is_empty()
        && engine.after_rules == [crate::hooks::AfterMoveRule::SingleBox]
        && engine.list_rules.is_empty()
}

/// Whether every orthodox check by `by` in `pos` is a check under
/// SingleBox Type1, where `pos` fits the box ([`fits`]): a check is a
/// capture of the king the rule allows, and it allows every capture but
/// a pawn's onto its last rank when no kind of `promotions` is left in
/// the box of `by`; so the checks are the orthodox ones where `by` has a
/// kind left or no pawn on the rank before its last.
fn checks_orthodox_by(pos: &Position, by: Colour, promotions: &[PieceKind]) -> bool {
    let before_last = by.fold(Bitboard(0xFF << 48), Bitboard(0xFF << 8));
    (pos.pieces(PieceKind::PAWN, by) & before_last).is_empty()
        || promotions.iter().any(|&kind| left_in_box(pos, by, kind))
}

/// SingleBox Type1 alone ([`alone`]): the answers found the orthodox way.
///
/// Where the position fits the box, a move that fits it keeps it fitting
/// (a capture lowers the other side's units, a promotion is into a kind
/// left); a capture only frees kinds for the other side, and a move of
/// `side` puts no pawn of the other side on its rank before the last. So
/// where the checks of the other side are orthodox ([`checks_orthodox_by`])
/// before a move of `side`, they are after it: `side`'s legal moves are
/// the orthodox ones whose promotion is into a kind left in its box.
impl Engine {
    /// Whether the moves of the side to move are found the orthodox way
    /// ([`Engine::single_box_legal_moves`]): orthodox material on the
    /// generator's fast path, the kings apart (orthodox generation
    /// assumes they never touch), the position fits the box and the other
    /// side's checks are orthodox.
    pub(crate) fn single_box_plain(&self, pos: &Position) -> bool {
        let side = pos.side_to_move();
        let kings_apart = match (pos.royal_square(side), pos.royal_square(!side)) {
            (Some(a), Some(b)) => a.distance(b) > 1,
            _ => true,
        };
        kings_apart
            && self.generator.uses_fast_path(pos)
            && fits(pos)
            && checks_orthodox_by(pos, !side, &self.generator.rules().promotions)
    }

    /// SingleBox Type1 alone: appends the legal moves of the side to move
    /// where [`Engine::single_box_plain`] holds (the orthodox legal moves
    /// that promote, if at all, into a kind left in the box, in the order
    /// of the general path: [`general_order`]) and returns `true`; returns
    /// `false` (nothing appended) elsewhere.
    pub(crate) fn single_box_legal_moves(&self, pos: &mut Position, out: &mut MoveList) -> bool {
        if !self.single_box_plain(pos) {
            return false;
        }
        let side = pos.side_to_move();
        let start = out.len();
        self.generator
            .legal_moves(pos, out)
            .expect("the generator's fast path knows every kind");
        if start == 0 {
            out.retain(|m| promotion_from_box(pos, m, side, Bitboard::EMPTY));
        } else {
            let mut kept = MoveList::new();
            kept.extend(
                out.drain(start..)
                    .filter(|m| promotion_from_box(pos, m, side, Bitboard::EMPTY)),
            );
            out.extend_from_slice(&kept);
        }
        let pawns = pos.pieces(PieceKind::PAWN, side);
        let key = |m: &Move| general_order(m, pawns);
        if !out[start..].is_sorted_by_key(key) {
            out[start..].sort_by_key(key);
        }
        true
    }

    /// SingleBox Type1 alone: whether the side to move has a legal move,
    /// where [`Engine::single_box_plain`] holds: a unit with an
    /// orthodox-legal move, which is not a pawn's onto its last rank or
    /// may be a promotion into a kind left in the box.
    pub(crate) fn single_box_has_legal_move(&self, pos: &Position) -> Option<bool> {
        if !self.single_box_plain(pos) {
            return None;
        }
        let targets = self.generator.legal_targets(pos)?;
        let side = pos.side_to_move();
        let last = side.fold(Bitboard(0xFF << 56), Bitboard(0xFF));
        let pawns = pos.pieces(PieceKind::PAWN, side);
        let promotes = self
            .generator
            .rules()
            .promotions
            .iter()
            .any(|&kind| left_in_box(pos, side, kind));
        Some(pos.by_colour(side).into_iter().any(|from| {
            let to = targets[from.idx()];
            to.any() && (promotes || !pawns.contains(from) || (to & !last).any())
        }))
    }

    /// SingleBox Type1 alone: [`Engine::legal_move_giving_no_check`]
    /// where [`Engine::single_box_plain`] holds (the quiet moves first).
    pub(crate) fn single_box_move_giving_no_check(
        &self,
        pos: &mut Position,
    ) -> Option<Option<Move>> {
        let mut list = MoveList::new();
        if !self.single_box_legal_moves(pos, &mut list) {
            return None;
        }
        let side = pos.side_to_move();
        let quiet = |m: &&Move| !m.is_capture();
        let capture = |m: &&Move| m.is_capture();
        let found = list
            .iter()
            .filter(quiet)
            .chain(list.iter().filter(capture))
            .find(|m| {
                let check = self.gives_check(pos, m).unwrap_or_else(|| {
                    self.play(pos, m);
                    let check = self.in_check(pos, !side);
                    pos.undo_move();
                    check
                });
                !check
            })
            .copied();
        Some(found)
    }

    /// SingleBox Type1 alone: whether `side` is in check, on orthodox
    /// material: not where the orthodox rules see no check (a check of the
    /// rule is an orthodox one it allows), in check where they see one,
    /// the position fits the box and the other side's checks are orthodox
    /// ([`checks_orthodox_by`]); `None` (the general path decides)
    /// elsewhere.
    pub(crate) fn single_box_in_check(&self, pos: &Position, side: Colour) -> Option<bool> {
        if !self.generator.uses_fast_path(pos) {
            return None;
        }
        if !self.generator.in_check(pos, side).ok()? {
            return Some(false);
        }
        (fits(pos) && checks_orthodox_by(pos, !side, &self.generator.rules().promotions))
            .then_some(true)
    }

    /// SingleBox Type1 alone: whether the legal move `m` gives check, on
    /// orthodox material with the kings apart: not where the orthodox
    /// rules see none (a check of the rule is an orthodox one it allows);
    /// a check where they see one, `m` promotes nothing and the mover has
    /// a kind left in its box (a move of its own frees none, and the
    /// position after a legal move fits the box: its checks are then the
    /// orthodox ones). `None` (the general path decides) elsewhere.
    pub(crate) fn single_box_gives_check(&self, pos: &Position, m: &Move) -> Option<bool> {
        let side = pos.side_to_move();
        let kings_apart = match (pos.royal_square(side), pos.royal_square(!side)) {
            (Some(a), Some(b)) => a.distance(b) > 1,
            _ => false,
        };
        // (a diagram holding more than one set: the rule judges the
        // position after the move, see `allows`)
        if !kings_apart || !self.generator.uses_fast_path(pos) || !fits(pos) {
            return None;
        }
        match self.generator.gives_check(pos, m)? {
            false => Some(false),
            true => (m.promotion.is_none()
                && self
                    .generator
                    .rules()
                    .promotions
                    .iter()
                    .any(|&kind| left_in_box(pos, side, kind)))
            .then_some(true),
        }
    }
}

/// Where a legal move of the side to move comes in the order of the
/// engine's general path, the generator's pseudo-legal moves (smaller
/// first; a stable sort keeps the order of equal keys): every move but
/// the pawns' (non-pawn moves in the generator's order, the king's
/// first), the pawns' (`pawns`) steps, double steps, captures towards
/// the a-file and towards the h-file, each by arrival square, the
/// captures en passant, the castlings. (The orthodox legal moves differ
/// from that order only in the castlings, which follow the king's steps,
/// and in a pinned pawn's moves, which come before the other pawns'.)
fn general_order(m: &Move, pawns: Bitboard) -> u32 {
    match m.special {
        nightrider_board::Special::Castle { .. } => return 3 << 8,
        nightrider_board::Special::EnPassant => return 2 << 8,
        _ => {}
    }
    if !pawns.contains(m.from) {
        return 0;
    }
    let class = match m.to.idx().abs_diff(m.from.idx()) {
        8 => 0,
        16 => 1,
        _ if m.to.x() < m.from.x() => 2,
        _ => 3,
    };
    (1 << 8) | (class << 6) | m.to.idx() as u32
}

/// The officer kinds a promotion may make.
const OFFICERS: [PieceKind; 4] = [
    PieceKind::QUEEN,
    PieceKind::ROOK,
    PieceKind::BISHOP,
    PieceKind::KNIGHT,
];

/// Whether `side` holds fewer units of `kind` than one set.
fn left_in_box(pos: &Position, side: Colour, kind: PieceKind) -> bool {
    in_box(kind).is_some_and(|most| pos.pieces(kind, side).count() < most)
}

/// The latent pawns of `side`: its pawns on its last rank.
fn latent_pawns(pos: &Position, side: Colour) -> impl Iterator<Item = Square> + '_ {
    let last = match side {
        Colour::White => 7,
        Colour::Black => 0,
    };
    pos.pieces(PieceKind::PAWN, side)
        .into_iter()
        .filter(move |sq| sq.y() == last)
}

/// SingleBox Type2, after a move: whether the position fits the box
/// ([`fits`]) and no side has a latent pawn while a kind is left in its
/// box (so a side with one cannot move, and after a capture freeing a
/// second kind for a side with two latent pawns, promoting one of them
/// does not do).
pub(crate) fn fits_latent(pos: &Position) -> bool {
    fits(pos)
        && [Colour::White, Colour::Black].into_iter().all(|side| {
            latent_pawns(pos, side).next().is_none()
                || !OFFICERS.into_iter().any(|k| left_in_box(pos, side, k))
        })
}

/// SingleBox Type2: makes the candidate moves of `side` those of the
/// rule: its promotions only into kinds left in its box, or, with none
/// left, its pawns' moves onto the last rank without promotion (once
/// each); and, where the other side has latent pawns and kinds left in
/// its box after the move (a capture may free one), one move for each
/// such pawn and kind, promoting it ([`Choice`]: the pawn's square and
/// the kind).
pub(crate) fn latent_moves(pos: &Position, side: Colour, raw: &mut MoveList) {
    let any_left = OFFICERS.into_iter().any(|k| left_in_box(pos, side, k));
    let their_latent: Vec<_> = latent_pawns(pos, !side).collect();
    let mut out = MoveList::new();
    for &m in raw.iter() {
        let m = match m.promotion {
            Some(kind) if any_left => {
                if !left_in_box(pos, side, kind) {
                    continue;
                }
                m
            }
            Some(_) => {
                let latent = Move {
                    promotion: None,
                    ..m
                };
                if out.contains(&latent) {
                    continue;
                }
                latent
            }
            None => m,
        };
        if their_latent.is_empty() {
            out.push(m);
            continue;
        }
        // the other side's kinds left after the move's captures
        let left: Vec<PieceKind> = OFFICERS
            .into_iter()
            .filter(|&kind| {
                let captured = m
                    .captures
                    .into_iter()
                    .filter_map(|sq| pos.piece_at(sq))
                    .filter(|v| v.kind == kind && v.colour == !side && !v.is_neutral())
                    .count();
                in_box(kind).is_some_and(|most| {
                    (pos.pieces(kind, !side).count() as usize).saturating_sub(captured)
                        < most as usize
                })
            })
            .collect();
        if left.is_empty() {
            out.push(m);
            continue;
        }
        for &pawn in &their_latent {
            for &kind in &left {
                out.push(m.choosing(Choice {
                    square: Some(pawn),
                    kind: Some(kind),
                    chameleon: false,
                    attributed: false,
                }));
            }
        }
    }
    *raw = out;
}

/// SingleBox Type3 and Type2: makes the promotions among `raw` (the
/// candidate moves of `side`) those of the box: only into kinds left in
/// it, or, with none left, the pawns' moves onto the last rank without
/// promotion (once each).
pub(crate) fn promotions_from_box(pos: &Position, side: Colour, raw: &mut MoveList) {
    let any_left = OFFICERS.into_iter().any(|k| left_in_box(pos, side, k));
    let mut out = MoveList::new();
    for &m in raw.iter() {
        match m.promotion {
            Some(kind) if any_left => {
                if left_in_box(pos, side, kind) {
                    out.push(m);
                }
            }
            Some(_) => {
                let latent = Move {
                    promotion: None,
                    ..m
                };
                if !out.contains(&latent) {
                    out.push(latent);
                }
            }
            None => out.push(m),
        }
    }
    *raw = out;
}

/// The latent pawns of `side` and the officer kinds left in its box,
/// where it has both (SingleBox Type3: it must promote one of them).
fn latent_and_left(pos: &Position, side: Colour) -> Option<(Vec<Square>, Vec<PieceKind>)> {
    let latent: Vec<Square> = latent_pawns(pos, side).collect();
    if latent.is_empty() {
        return None;
    }
    let left: Vec<PieceKind> = OFFICERS
        .into_iter()
        .filter(|&k| left_in_box(pos, side, k))
        .collect();
    (!left.is_empty()).then_some((latent, left))
}

/// SingleBox Type3: appends to `out` the candidate moves of the side to
/// move that `generate` finds, each after the promotion of one of its
/// latent pawns into one of the kinds left in its box where it has both
/// (the move then carries the [`Choice`]: the pawn's square and the
/// kind), or as the pieces stand where it has not.
pub(crate) fn with_own_promotions(
    pos: &mut Position,
    out: &mut MoveList,
    mut generate: impl FnMut(&mut Position, &mut MoveList),
) {
    let side = pos.side_to_move();
    let Some((latent, left)) = latent_and_left(pos, side) else {
        generate(pos, out);
        return;
    };
    for &pawn_square in &latent {
        let Some(pawn) = pos.piece_at(pawn_square) else {
            continue;
        };
        for &kind in &left {
            pos.put(pawn_square, Piece { kind, ..pawn });
            let mut moves = MoveList::new();
            generate(pos, &mut moves);
            pos.put(pawn_square, pawn);
            for m in moves.iter() {
                out.push(m.choosing(Choice {
                    square: Some(pawn_square),
                    kind: Some(kind),
                    chameleon: false,
                    attributed: false,
                }));
            }
        }
    }
}

/// SingleBox Type3, with the move: the mover's latent pawn chosen
/// ([`with_own_promotions`]) promotes into the kind chosen, where it
/// stands after the move (`[d8=B]Bd8-b6`: the piece moved is the promoted
/// one); the note names the pawn's square (`[d8=B]`).
pub(crate) fn promote_own_latent(pos: &mut Position, m: &Move, notes: &mut Annotations) {
    let (Some(sq), Some(kind)) = (m.choice.square, m.choice.kind) else {
        return;
    };
    let now = if m.from == sq { m.to } else { sq };
    let Some(pawn) = pos.piece_at(now).filter(|p| p.kind == PieceKind::PAWN) else {
        return;
    };
    pos.change_piece(now, Piece { kind, ..pawn });
    notes.push(Annotation::Promoted {
        square: sq,
        kind,
        attributes: pawn.attributes,
    });
}

/// SingleBox Type3, after a move of `side`: whether the position fits
/// the box ([`fits`]) and `side` has no latent pawn while a kind is left
/// in its box.
pub(crate) fn fits_own_latent(pos: &Position, side: Colour) -> bool {
    fits(pos) && latent_and_left(pos, side).is_none()
}

/// SingleBox Type3: whether a latent pawn of the other side, promoted
/// into a kind left in that side's box, would attack a royal piece of
/// `side` (Popeye counts it as a check).
pub(crate) fn latent_checks(pos: &Position, side: Colour) -> bool {
    let Some((latent, left)) = latent_and_left(pos, !side) else {
        return false;
    };
    let occupied = pos.occupied();
    let royals = pos.royals(side);
    latent.iter().any(|&sq| {
        left.iter().any(|&kind| {
            let reach = match kind {
                PieceKind::QUEEN => attacks::queen(sq, occupied),
                PieceKind::ROOK => attacks::rook(sq, occupied),
                PieceKind::BISHOP => attacks::bishop(sq, occupied),
                _ => attacks::knight(sq),
            };
            (reach & royals).any()
        })
    })
}

/// SingleBox Type2, after the move: the other side's latent pawn chosen
/// ([`latent_moves`]) promotes into the kind chosen (`[b8=S]`).
pub(crate) fn promote_latent(pos: &mut Position, m: &Move, notes: &mut Annotations) {
    let (Some(sq), Some(kind)) = (m.choice.square, m.choice.kind) else {
        return;
    };
    let Some(pawn) = pos.piece_at(sq).filter(|p| p.kind == PieceKind::PAWN) else {
        return;
    };
    pos.change_piece(sq, Piece { kind, ..pawn });
    notes.push(Annotation::Promoted {
        square: sq,
        kind,
        attributes: pawn.attributes,
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::condition::Condition;

    proptest::proptest! {
        /// Clearing the lowest bits counts as the population count does.
        #[test]
        fn at_most_agrees_with_the_count(bits in proptest::num::u64::ANY, most in 0u32..10) {
            proptest::prop_assert_eq!(at_most(bits, most), bits.count_ones() <= most);
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// Under SingleBox Type2, after every legal move each side holds
        /// at most one set's units and no latent pawn while a kind is
        /// left in its box; a promotion is into a kind left in the box;
        /// the legal moves are those found by playing every candidate.
        #[test]
        fn type2_leaves_no_latent_pawn_beside_a_free_kind(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..16),
            black in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let e = crate::test_support::engine_under(&pos, &[Condition::SingleBoxType2]);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let list = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in list.iter() {
                if let Some(kind) = m.promotion {
                    proptest::prop_assert!(left_in_box(&pos, side, kind), "{:?}", m);
                }
                let mut after = pos.clone();
                e.play(&mut after, m);
                proptest::prop_assert!(fits_latent(&after), "{:?}", m);
            }
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// Under SingleBox Type3, after every legal move each side holds
        /// at most one set's units and the mover no latent pawn while a
        /// kind is left in its box; a side with a latent pawn and a kind
        /// left promotes in every move; the legal moves are those found
        /// by playing every candidate.
        #[test]
        fn type3_mover_keeps_no_latent_pawn_beside_a_free_kind(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..16),
            black in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let e = crate::test_support::engine_under(&pos, &[Condition::SingleBoxType3]);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let must_promote = latent_and_left(&pos, side).is_some();
            let list = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in list.iter() {
                proptest::prop_assert_eq!(m.choice.square.is_some(), must_promote, "{:?}", m);
                let mut after = pos.clone();
                e.play(&mut after, m);
                proptest::prop_assert!(fits_own_latent(&after, side), "{:?}", m);
            }
        }
    }

    /// A random position for SingleBox Type1: the kings anywhere, a full
    /// set of officers for a side where `full` names squares for them (so
    /// that no kind is left in its box), officers (often more than one set
    /// holds) and pawns, many of them on the rank before their last, every
    /// castling right.
    fn box_position(
        kings: (u8, u8),
        full: [Option<&[u8]>; 2],
        cells: &[(u8, u8, bool)],
        pawns: &[(u8, bool)],
        black: bool,
    ) -> Position {
        let mut pos = Position::empty();
        // (half of them on their home squares, where they may castle)
        let home = |sq: u8, at: Square| {
            if sq < 64 {
                Square::from_index_masked(sq)
            } else {
                at
            }
        };
        let (w, b) = (home(kings.0, Square::E1), home(kings.1, Square::E8));
        pos.put(w, Piece::new(PieceKind::KING, Colour::White));
        if b != w {
            pos.put(b, Piece::new(PieceKind::KING, Colour::Black));
        }
        let kinds = [
            PieceKind::QUEEN,
            PieceKind::ROOK,
            PieceKind::BISHOP,
            PieceKind::KNIGHT,
            PieceKind::PAWN,
        ];
        let put = |pos: &mut Position, sq: Square, kind: PieceKind, white: bool| {
            let last = sq.y() == 0 || sq.y() == 7;
            if pos.piece_at(sq).is_none() && !(kind == PieceKind::PAWN && last) {
                let colour = if white { Colour::White } else { Colour::Black };
                pos.put(sq, Piece::new(kind, colour));
            }
        };
        let set = [
            PieceKind::QUEEN,
            PieceKind::ROOK,
            PieceKind::ROOK,
            PieceKind::BISHOP,
            PieceKind::BISHOP,
            PieceKind::KNIGHT,
            PieceKind::KNIGHT,
        ];
        for (squares, white) in full.into_iter().zip([true, false]) {
            for (&sq, kind) in squares.unwrap_or_default().iter().zip(set) {
                put(&mut pos, Square::from_index_masked(sq % 64), kind, white);
            }
        }
        for &(file, white) in pawns {
            let rank = if white { 6 } else { 1 };
            let sq = Square::from_index_masked(rank * 8 + file % 8);
            put(&mut pos, sq, PieceKind::PAWN, white);
        }
        for &(sq, kind, white) in cells {
            let kind = kinds[usize::from(kind) % kinds.len()];
            put(&mut pos, Square::from_index_masked(sq % 64), kind, white);
        }
        pos.set_castling_unrecorded(nightrider_board::CastlingRights::all());
        let side = if black { Colour::Black } else { Colour::White };
        pos.set_side_to_move_unrecorded(side);
        pos
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 2048, ..Default::default() })]

        /// SingleBox Type1 alone: the orthodox shortcuts
        /// ([`Engine::single_box_plain`] and the answers beside it) agree,
        /// also where a side has no kind left in its box,
        /// with the engine's general path on the legal moves (in order),
        /// on whether a legal move or one giving no check exists, on the
        /// checks before and after every legal move.
        #[test]
        fn type1_alone_shortcuts_agree_with_the_general_path(
            kings in (0u8..128, 0u8..128),
            full in proptest::array::uniform2((
                proptest::bool::ANY,
                proptest::collection::vec(0u8..64, 7),
            )),
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..14),
            pawns in proptest::collection::vec((0u8..8, proptest::bool::ANY), 0..6),
            black in proptest::bool::ANY,
        ) {
            let full = full.each_ref().map(|(on, squares)| on.then_some(squares.as_slice()));
            let mut pos = box_position(kings, full, &cells, &pawns, black);
            let side = pos.side_to_move();
            let fast = crate::test_support::engine_under(&pos, &[Condition::SingleBox]);
            proptest::prop_assert!(fast.single_box_alone);
            let mut plain = fast.clone();
            plain.single_box_alone = false;
            proptest::prop_assume!(!plain.in_check(&pos, !side));
            for colour in [Colour::White, Colour::Black] {
                proptest::prop_assert_eq!(fast.in_check(&pos, colour), plain.in_check(&pos, colour));
            }
            let mut list = MoveList::new();
            fast.legal_moves(&mut pos, &mut list);
            let mut general = MoveList::new();
            plain.legal_moves(&mut pos, &mut general);
            proptest::prop_assert_eq!(list.as_slice(), general.as_slice());
            let mut played = MoveList::new();
            plain.legal_moves_by_playing(&mut pos, &mut played);
            proptest::prop_assert_eq!(list.as_slice(), played.as_slice());
            proptest::prop_assert_eq!(
                fast.has_any_legal_move(&mut pos),
                plain.has_any_legal_move(&mut pos)
            );
            proptest::prop_assert_eq!(
                fast.legal_move_giving_no_check(&mut pos),
                plain.legal_move_giving_no_check(&mut pos)
            );
            for m in list.iter() {
                let told = fast.gives_check(&pos, m);
                plain.play(&mut pos, m);
                let check = plain.in_check(&pos, !side);
                for colour in [Colour::White, Colour::Black] {
                    proptest::prop_assert_eq!(
                        fast.in_check(&pos, colour),
                        plain.in_check(&pos, colour),
                        "after {:?}", m
                    );
                }
                pos.undo_move();
                if let Some(told) = told {
                    proptest::prop_assert_eq!(told, check, "{:?}", m);
                }
            }
        }
    }

    #[test]
    fn type1_alone_keeps_the_general_order_of_castlings_and_pinned_pawns() {
        use nightrider_board::Square as S;
        let w = |sq, k| (sq, k, Colour::White);
        let b = |sq, k| (sq, k, Colour::Black);
        let mut pos = crate::test_support::position(&[
            w(S::E1, PieceKind::KING),
            w(S::A1, PieceKind::ROOK),
            w(S::H1, PieceKind::ROOK),
            w(S::D2, PieceKind::PAWN),
            w(S::G2, PieceKind::PAWN),
            w(S::B7, PieceKind::PAWN),
            b(S::E8, PieceKind::KING),
            b(S::A5, PieceKind::BISHOP),
            b(S::C3, PieceKind::KNIGHT),
            b(S::A8, PieceKind::ROOK),
        ]);
        pos.set_castling_unrecorded(nightrider_board::CastlingRights::all());
        let fast = crate::test_support::engine_under(&pos, &[Condition::SingleBox]);
        let mut plain = fast.clone();
        plain.single_box_alone = false;
        assert!(fast.single_box_plain(&pos));
        let mut list = MoveList::new();
        fast.legal_moves(&mut pos, &mut list);
        let mut general = MoveList::new();
        plain.legal_moves(&mut pos, &mut general);
        assert_eq!(list.as_slice(), general.as_slice());
        // the pinned pawn's capture, the castling and the promotions are there
        assert!(list.iter().any(|m| m.from == S::D2 && m.to == S::C3));
        assert!(list
            .iter()
            .any(|m| matches!(m.special, nightrider_board::Special::Castle { .. })));
        // (into queen, bishop and knight: both rooks are on the board)
        assert_eq!(list.iter().filter(|m| m.promotion.is_some()).count(), 6);
    }

    #[test]
    fn type1_alone_a_pawn_without_a_kind_left_gives_no_check() {
        use nightrider_board::Square as S;
        let w = |sq, k| (sq, k, Colour::White);
        let b = |sq, k| (sq, k, Colour::Black);
        // White's box is empty: the pawn on g7 cannot take on h8
        let mut pos = crate::test_support::position_to_move(
            &[
                w(S::E1, PieceKind::KING),
                w(S::D1, PieceKind::QUEEN),
                w(S::A1, PieceKind::ROOK),
                w(S::B1, PieceKind::ROOK),
                w(S::C1, PieceKind::BISHOP),
                w(S::F1, PieceKind::BISHOP),
                w(S::G1, PieceKind::KNIGHT),
                w(S::H1, PieceKind::KNIGHT),
                w(S::G7, PieceKind::PAWN),
                b(S::G8, PieceKind::KING),
            ],
            true,
        );
        let fast = crate::test_support::engine_under(&pos, &[Condition::SingleBox]);
        let mut plain = fast.clone();
        plain.single_box_alone = false;
        assert!(!fast.single_box_plain(&pos));
        let mut list = MoveList::new();
        fast.legal_moves(&mut pos, &mut list);
        let mut general = MoveList::new();
        plain.legal_moves(&mut pos, &mut general);
        assert_eq!(list.as_slice(), general.as_slice());
        // the king may go to f8 and h8, which only the pawn attacks
        assert!(list.iter().any(|m| m.to == S::F8));
        assert!(list.iter().any(|m| m.to == S::H8));
        // and is not in check there
        pos.clear(S::G8);
        pos.put(S::H8, Piece::new(PieceKind::KING, Colour::Black));
        assert!(!fast.in_check(&pos, Colour::Black));
        assert!(!plain.in_check(&pos, Colour::Black));
    }

    #[test]
    fn a_pawn_without_a_kind_left_stays_latent() {
        let mut pos = Position::empty();
        let white = |k| Piece::new(k, Colour::White);
        for (sq, k) in [
            (nightrider_board::Square::A1, PieceKind::KING),
            (nightrider_board::Square::C4, PieceKind::ROOK),
            (nightrider_board::Square::E6, PieceKind::ROOK),
            (nightrider_board::Square::C6, PieceKind::BISHOP),
            (nightrider_board::Square::H6, PieceKind::BISHOP),
            (nightrider_board::Square::D4, PieceKind::KNIGHT),
            (nightrider_board::Square::E4, PieceKind::KNIGHT),
            (nightrider_board::Square::G4, PieceKind::QUEEN),
            (nightrider_board::Square::B7, PieceKind::PAWN),
        ] {
            pos.put(sq, white(k));
        }
        pos.put(
            nightrider_board::Square::H1,
            Piece::new(PieceKind::KING, Colour::Black),
        );
        let e = crate::test_support::engine_under(&pos, &[Condition::SingleBoxType2]);
        let mut list = MoveList::new();
        e.legal_moves(&mut pos, &mut list);
        let pawn: Vec<_> = list
            .iter()
            .filter(|m| m.from == nightrider_board::Square::B7)
            .collect();
        assert_eq!(pawn.len(), 1);
        assert_eq!(pawn[0].promotion, None);
        // with the queen gone, the pawn must promote, into a queen
        pos.clear(nightrider_board::Square::G4);
        let mut list = MoveList::new();
        e.legal_moves(&mut pos, &mut list);
        let pawn: Vec<_> = list
            .iter()
            .filter(|m| m.from == nightrider_board::Square::B7)
            .collect();
        assert_eq!(pawn.len(), 1);
        assert_eq!(pawn[0].promotion, Some(PieceKind::QUEEN));
    }
}
