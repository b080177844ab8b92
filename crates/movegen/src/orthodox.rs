//! The orthodox fast path: legal move generation for positions whose pieces
//! are all orthodox (K Q R B N P) and without attributes, in the style of
//! cozy-chess: checkers, pinned pieces and the check mask are computed once
//! per position, and every generated move is legal without being played.
//!
//! Every function here takes an [`Orthodox`] position, checked once by
//! [`Orthodox::new`] (which refuses fairy pieces and attributes with a
//! [`crate::NotOrthodox`] naming the piece); a fairy position cannot reach
//! them by mistake. For fairy positions use [`crate::MoveGenerator`],
//! which picks this path only when it applies (and then wraps its
//! positions with [`Orthodox::new_unchecked`], without a check per call).
//!
//! Castling and en passant follow [`Rules`]: castling uses the orthodox
//! geometry of [`Castling::ALL`] and is allowed by
//! [`Position::castling`] when the king and the rook stand on their
//! squares; the king may not castle out of, through or into check.
//!
//! Pawns on their own first rank (possible in problems) have no move and
//! give no check, as in Popeye ([`crate::rules::FirstRankPawns::Inert`]),
//! whatever [`Rules::first_rank_pawns`] says: rules that let them move are
//! served by the general path (see [`crate::MoveGenerator`]; the checked
//! entry points [`crate::perft::perft_with`] and
//! [`crate::perft::divide_with`] refuse such rules).
//!
//! ```
//! use nightrider_movegen::board::Position;
//! use nightrider_movegen::{orthodox, MoveList, Orthodox, Rules};
//! let pos = Position::startpos();
//! let pos = Orthodox::new(&pos).unwrap();
//! let mut moves = MoveList::new();
//! orthodox::legal_moves(pos, &Rules::default(), &mut moves);
//! assert_eq!(moves.len(), 20);
//! assert_eq!(orthodox::count_legal(pos, &Rules::default()), 20);
//! ```

use crate::attacks;
use crate::checked::Orthodox;
use crate::rules::{MoveList, Rules};
use nightrider_board::{
    Bitboard, Castling, Colour, Move, Piece, PieceKind, Position, ReplyZone, Special, Square,
};

/// The first rank of `colour` (where its pawns are inert).
#[inline(always)]
fn first_rank(colour: Colour) -> Bitboard {
    match colour {
        Colour::White => Bitboard(0xFF),
        Colour::Black => Bitboard(0xFF << 56),
    }
}

/// The pawns of `colour` that can move and capture: those off its first
/// rank.
#[inline(always)]
fn active_pawns(pos: &Position, colour: Colour) -> Bitboard {
    pos.pieces(PieceKind::PAWN, colour) - first_rank(colour)
}

/// The pieces of colour `by` that attack `sq`, with `occupied` as the
/// occupancy (for sliders). Pawns on their own first rank attack nothing.
#[inline]
pub fn attackers_with(pos: Orthodox<'_>, sq: Square, by: Colour, occupied: Bitboard) -> Bitboard {
    let queens = pos.by_kind(PieceKind::QUEEN);
    let rooks = pos.by_kind(PieceKind::ROOK) | queens;
    let bishops = pos.by_kind(PieceKind::BISHOP) | queens;
    let attackers = (attacks::knight(sq) & pos.by_kind(PieceKind::KNIGHT))
        | (attacks::king(sq) & pos.by_kind(PieceKind::KING))
        | (attacks::pawn(!by, sq) & (pos.by_kind(PieceKind::PAWN) - first_rank(by)))
        | (attacks::rook(sq, occupied) & rooks)
        | (attacks::bishop(sq, occupied) & bishops);
    attackers & pos.by_colour(by)
}

/// The squares a piece of kind `kind` and colour `colour` standing on
/// `from` attacks, with `occupied` as the occupancy (for sliders); `None`
/// for a kind that is not orthodox. A pawn on its own first rank attacks
/// nothing.
#[inline]
pub fn piece_attacks(
    kind: PieceKind,
    colour: Colour,
    from: Square,
    occupied: Bitboard,
) -> Option<Bitboard> {
    Some(match kind {
        PieceKind::KNIGHT => attacks::knight(from),
        PieceKind::KING => attacks::king(from),
        PieceKind::PAWN if first_rank(colour).contains(from) => Bitboard::EMPTY,
        PieceKind::PAWN => attacks::pawn(colour, from),
        PieceKind::BISHOP => attacks::bishop(from, occupied),
        PieceKind::ROOK => attacks::rook(from, occupied),
        PieceKind::QUEEN => attacks::queen(from, occupied),
        _ => return None,
    })
}

/// The pieces of colour `by` and kind `kind` that attack `sq`: the part
/// of [`attackers`] of that kind, found with its attack table alone (empty
/// for a kind that is not orthodox).
#[inline]
pub fn attackers_of_kind(pos: Orthodox<'_>, sq: Square, by: Colour, kind: PieceKind) -> Bitboard {
    attackers_of_kind_with(sq, by, kind, pos.pieces(kind, by), pos.occupied())
}

/// Which of `pieces`, pieces of colour `by` and kind `kind`, attack `sq`
/// with `occupied` as the occupancy (for a position not on the board, such
/// as the one after a move): [`attackers_of_kind`] with the pieces and the
/// occupancy given.
#[inline]
pub fn attackers_of_kind_with(
    sq: Square,
    by: Colour,
    kind: PieceKind,
    pieces: Bitboard,
    occupied: Bitboard,
) -> Bitboard {
    let reach = match kind {
        PieceKind::KNIGHT => attacks::knight(sq),
        PieceKind::KING => attacks::king(sq),
        // (pawns on their first rank attack nothing)
        PieceKind::PAWN => attacks::pawn(!by, sq) - first_rank(by),
        PieceKind::BISHOP => attacks::bishop(sq, occupied),
        PieceKind::ROOK => attacks::rook(sq, occupied),
        PieceKind::QUEEN => attacks::queen(sq, occupied),
        _ => return Bitboard::EMPTY,
    };
    reach & pieces
}

/// The pieces of colour `by` that attack `sq`.
#[inline]
pub fn attackers(pos: Orthodox<'_>, sq: Square, by: Colour) -> Bitboard {
    attackers_with(pos, sq, by, pos.occupied())
}

/// The pieces of one side grouped by how they attack, for repeated
/// "is this square attacked" tests within one position.
struct Attackers {
    /// The side attacked (the pawns attack towards it).
    victim: Colour,
    knights: Bitboard,
    kings: Bitboard,
    pawns: Bitboard,
    orthogonal: Bitboard,
    diagonal: Bitboard,
}

impl Attackers {
    #[inline(always)]
    fn of(pos: &Position, by: Colour) -> Attackers {
        let queens = pos.pieces(PieceKind::QUEEN, by);
        Attackers {
            victim: !by,
            knights: pos.pieces(PieceKind::KNIGHT, by),
            kings: pos.pieces(PieceKind::KING, by),
            pawns: active_pawns(pos, by),
            orthogonal: pos.pieces(PieceKind::ROOK, by) | queens,
            diagonal: pos.pieces(PieceKind::BISHOP, by) | queens,
        }
    }

    /// Whether `sq` is attacked with `occupied` as the occupancy.
    #[inline(always)]
    fn attack(&self, sq: Square, occupied: Bitboard) -> bool {
        (attacks::knight(sq) & self.knights).any()
            || (attacks::pawn(self.victim, sq) & self.pawns).any()
            || (attacks::king(sq) & self.kings).any()
            || (attacks::rook(sq, occupied) & self.orthogonal).any()
            || (attacks::bishop(sq, occupied) & self.diagonal).any()
    }
}

/// Whether a piece of colour `by` attacks `sq` (orthodox pieces only).
#[inline]
pub fn is_square_attacked(pos: Orthodox<'_>, sq: Square, by: Colour) -> bool {
    attackers(pos, sq, by).any()
}

/// The pieces giving check to the side to move's king (orthodox pieces;
/// empty if that side has no king). With several kings, the checkers of
/// any of them.
pub fn checkers(pos: Orthodox<'_>) -> Bitboard {
    let us = pos.side_to_move();
    let mut result = Bitboard::EMPTY;
    for king in pos.pieces(PieceKind::KING, us) {
        result |= attackers(pos, king, !us);
    }
    result
}

/// Whether the legal move `mv` of the side to move gives check (attacks the
/// opponent's king), found without playing it: the moved (or promoted)
/// piece attacks the king from its arrival square, or a line piece behind
/// the departure or en-passant square now sees it. `None` for castling and
/// null moves and when the opponent has no king or several, where playing
/// the move is the simpler test.
pub fn gives_check(pos: Orthodox<'_>, mv: &Move) -> Option<bool> {
    gives_check_by(&pos, mv, pos.side_to_move())
}

/// [`gives_check`] for a move of `us`, whether or not `us` is to move.
fn gives_check_by(pos: &Position, mv: &Move, us: Colour) -> Option<bool> {
    if mv.is_null() || mv.is_castling() {
        return None;
    }
    let kings = pos.pieces(PieceKind::KING, !us);
    if kings.has_more_than_one() {
        return None;
    }
    let king = kings.first()?;
    let kind = mv.promotion.unwrap_or(pos.piece_at(mv.from)?.kind);
    let occupied = ((pos.occupied() - mv.captures).without(mv.from)).with(mv.to);
    let direct = match kind {
        PieceKind::KNIGHT => attacks::knight(mv.to),
        PieceKind::BISHOP => attacks::bishop(mv.to, occupied),
        PieceKind::ROOK => attacks::rook(mv.to, occupied),
        PieceKind::QUEEN => attacks::queen(mv.to, occupied),
        PieceKind::PAWN => attacks::pawn(us, mv.to),
        PieceKind::KING => attacks::king(mv.to),
        _ => return None,
    };
    if direct.contains(king) {
        return Some(true);
    }
    let ours = pos.by_colour(us).without(mv.from);
    let queens = pos.by_kind(PieceKind::QUEEN);
    let diagonal = (pos.by_kind(PieceKind::BISHOP) | queens) & ours;
    let straight = (pos.by_kind(PieceKind::ROOK) | queens) & ours;
    Some(
        (attacks::bishop(king, occupied) & diagonal).any()
            || (attacks::rook(king, occupied) & straight).any(),
    )
}

/// Whether `colour`'s king (any of them) is attacked.
pub fn in_check(pos: Orthodox<'_>, colour: Colour) -> bool {
    pos.pieces(PieceKind::KING, colour)
        .into_iter()
        .any(|k| is_square_attacked(pos, k, !colour))
}

/// Receives the legal moves found by the generator, as sets of targets
/// where possible (so that counting needs no move list).
trait Sink {
    /// Ordinary moves of the piece on `from` to `targets`; those in
    /// `theirs` capture.
    fn piece(&mut self, from: Square, targets: Bitboard, theirs: Bitboard);
    /// Pawn moves from `from` to `targets`: captures on `theirs`,
    /// promotions on `promo_rank`, the square `double` a double step.
    fn pawn(
        &mut self,
        from: Square,
        targets: Bitboard,
        theirs: Bitboard,
        promo_rank: Bitboard,
        double: Bitboard,
    );
    /// Pawn moves of one kind to each square of `targets`, each from the
    /// square `delta` indices back; promotions on `promo_rank`.
    fn pawn_set(&mut self, targets: Bitboard, delta: i8, kind: PawnMove, promo_rank: Bitboard);
    /// A single move (castling, en passant).
    fn special(&mut self, mv: Move);
}

/// The kind of the pawn moves given to [`Sink::pawn_set`].
#[derive(Clone, Copy, PartialEq, Eq)]
enum PawnMove {
    Step,
    DoubleStep,
    Capture,
}

struct ListSink<'a> {
    out: &'a mut MoveList,
    promotions: &'a [PieceKind],
}

impl Sink for ListSink<'_> {
    #[inline(always)]
    fn piece(&mut self, from: Square, targets: Bitboard, theirs: Bitboard) {
        for to in targets {
            self.out.push(if theirs.contains(to) {
                Move::capture(from, to)
            } else {
                Move::quiet(from, to)
            });
        }
    }

    #[inline(always)]
    fn pawn(
        &mut self,
        from: Square,
        targets: Bitboard,
        theirs: Bitboard,
        promo_rank: Bitboard,
        double: Bitboard,
    ) {
        for to in targets {
            let base = if theirs.contains(to) {
                Move::capture(from, to)
            } else if double.contains(to) {
                Move::quiet(from, to).with_special(Special::DoubleStep)
            } else {
                Move::quiet(from, to)
            };
            if promo_rank.contains(to) {
                for &kind in self.promotions {
                    self.out.push(base.promoting(kind));
                }
            } else {
                self.out.push(base);
            }
        }
    }

    #[inline(always)]
    fn pawn_set(&mut self, targets: Bitboard, delta: i8, kind: PawnMove, promo_rank: Bitboard) {
        for to in targets {
            let from = Square::from_index_masked((to.index() as i8 - delta) as u8);
            let base = match kind {
                PawnMove::Step => Move::quiet(from, to),
                PawnMove::DoubleStep => Move::quiet(from, to).with_special(Special::DoubleStep),
                PawnMove::Capture => Move::capture(from, to),
            };
            if promo_rank.contains(to) {
                for &promotion in self.promotions {
                    self.out.push(base.promoting(promotion));
                }
            } else {
                self.out.push(base);
            }
        }
    }

    #[inline(always)]
    fn special(&mut self, mv: Move) {
        self.out.push(mv);
    }
}

/// Collects the moves as target sets, indexed by departure square.
struct TargetSink {
    targets: [Bitboard; 64],
}

impl Sink for TargetSink {
    #[inline(always)]
    fn piece(&mut self, from: Square, targets: Bitboard, _: Bitboard) {
        self.targets[from.idx()] |= targets;
    }

    #[inline(always)]
    fn pawn(&mut self, from: Square, targets: Bitboard, _: Bitboard, _: Bitboard, _: Bitboard) {
        self.targets[from.idx()] |= targets;
    }

    #[inline(always)]
    fn pawn_set(&mut self, targets: Bitboard, delta: i8, _: PawnMove, _: Bitboard) {
        for to in targets {
            let from = Square::from_index_masked((to.index() as i8 - delta) as u8);
            self.targets[from.idx()].insert(to);
        }
    }

    #[inline(always)]
    fn special(&mut self, mv: Move) {
        self.targets[mv.from.idx()].insert(mv.to);
    }
}

struct CountSink {
    count: u64,
    promotions: u64,
}

impl Sink for CountSink {
    #[inline(always)]
    fn piece(&mut self, _: Square, targets: Bitboard, _: Bitboard) {
        self.count += u64::from(targets.count());
    }

    #[inline(always)]
    fn pawn(&mut self, _: Square, targets: Bitboard, _: Bitboard, promo: Bitboard, _: Bitboard) {
        self.count += u64::from((targets - promo).count())
            + u64::from((targets & promo).count()) * self.promotions;
    }

    #[inline(always)]
    fn pawn_set(&mut self, targets: Bitboard, _: i8, _: PawnMove, promo: Bitboard) {
        self.count += u64::from((targets - promo).count())
            + u64::from((targets & promo).count()) * self.promotions;
    }

    #[inline(always)]
    fn special(&mut self, _: Move) {
        self.count += 1;
    }
}

/// Appends the legal moves of the side to move to `out`.
///
/// The position must hold orthodox pieces only (see the module docs). With
/// more than one king of the side to move (a relaxed setup) the moves are
/// found by playing each candidate and testing every king.
pub fn legal_moves(pos: Orthodox<'_>, rules: &Rules, out: &mut MoveList) {
    let mut sink = ListSink {
        out,
        promotions: &rules.promotions,
    };
    generate(&pos, rules, &mut sink);
}

/// The legal moves of the side to move as sets of arrival squares,
/// indexed by departure square (without building a list; the promotions of
/// a pawn's move, which share its squares, are not told apart).
pub fn legal_targets(pos: Orthodox<'_>, rules: &Rules) -> [Bitboard; 64] {
    let mut sink = TargetSink {
        targets: [Bitboard::EMPTY; 64],
    };
    generate(&pos, rules, &mut sink);
    sink.targets
}

/// The number of legal moves of the side to move (without building a list).
pub fn count_legal(pos: Orthodox<'_>, rules: &Rules) -> u64 {
    let mut sink = CountSink {
        count: 0,
        promotions: rules.promotions.len() as u64,
    };
    generate(&pos, rules, &mut sink);
    sink.count
}

#[inline(always)]
fn generate<S: Sink>(pos: &Position, rules: &Rules, sink: &mut S) {
    let us = pos.side_to_move();
    let kings = pos.pieces(PieceKind::KING, us);
    if kings.has_more_than_one() {
        generate_multi_king(pos, rules, sink);
        return;
    }
    let them = !us;
    let occ = pos.occupied();
    let ours = pos.by_colour(us);
    let theirs = pos.by_colour(them);
    let not_ours = !ours;

    let Some(king) = kings.first() else {
        // No king: nothing is in check and nothing is pinned.
        generate_pieces(pos, rules, sink, us, Bitboard::FULL, Bitboard::EMPTY, None);
        return;
    };

    // Checkers and pinned pieces.
    let enemy = Attackers::of(pos, them);
    // (an adjacent king checks too: after a self-check move such as the
    // last move of a double mate `##`)
    let mut checkers = (attacks::knight(king) & enemy.knights)
        | (attacks::pawn(us, king) & enemy.pawns)
        | (attacks::king(king) & enemy.kings);
    let mut pinned = Bitboard::EMPTY;
    let snipers = (attacks::rook_rays(king) & enemy.orthogonal)
        | (attacks::bishop_rays(king) & enemy.diagonal);
    for sniper in snipers {
        let blockers = attacks::between(king, sniper) & occ;
        if blockers.is_empty() {
            checkers.insert(sniper);
        } else if !blockers.has_more_than_one() {
            pinned |= blockers & ours;
        }
    }

    // King moves.
    let occ_without_king = occ.without(king);
    let mut king_targets = Bitboard::EMPTY;
    for to in attacks::king(king) & not_ours {
        if !enemy.attack(to, occ_without_king) {
            king_targets.insert(to);
        }
    }
    sink.piece(king, king_targets, theirs);

    if checkers.has_more_than_one() {
        return;
    }
    let check_mask = match checkers.first() {
        Some(checker) => attacks::between(king, checker).with(checker),
        None => {
            if rules.castling {
                castlings(pos, sink, us, king, occ, &enemy);
            }
            Bitboard::FULL
        }
    };
    generate_pieces(pos, rules, sink, us, check_mask, pinned, Some(king));
}

#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn generate_pieces<S: Sink>(
    pos: &Position,
    rules: &Rules,
    sink: &mut S,
    us: Colour,
    check_mask: Bitboard,
    pinned: Bitboard,
    king: Option<Square>,
) {
    let them = !us;
    let occ = pos.occupied();
    let ours = pos.by_colour(us);
    let theirs = pos.by_colour(them);
    let allowed = !ours & check_mask;
    let pin_mask = |from: Square| -> Bitboard {
        match king {
            Some(k) if pinned.contains(from) => attacks::line(k, from),
            _ => Bitboard::FULL,
        }
    };

    for from in pos.pieces(PieceKind::KNIGHT, us) - pinned {
        sink.piece(from, attacks::knight(from) & allowed, theirs);
    }
    let queens = pos.pieces(PieceKind::QUEEN, us);
    for from in pos.pieces(PieceKind::BISHOP, us) | queens {
        let mut targets = attacks::bishop(from, occ);
        if queens.contains(from) {
            targets |= attacks::rook(from, occ);
        }
        sink.piece(from, targets & allowed & pin_mask(from), theirs);
    }
    for from in pos.pieces(PieceKind::ROOK, us) {
        sink.piece(
            from,
            attacks::rook(from, occ) & allowed & pin_mask(from),
            theirs,
        );
    }

    // Pawns (those on their first rank are inert).
    let pawns = active_pawns(pos, us);
    if pawns.is_empty() {
        return;
    }
    let (promo_rank, double_rank, step) = match us {
        Colour::White => (Bitboard(0xFF << 56), Bitboard(0xFF << 8), 8i8),
        Colour::Black => (Bitboard(0xFF), Bitboard(0xFF << 48), -8i8),
    };
    let empty = !occ;
    let can_promote = !rules.promotions.is_empty();
    let allowed_to = if can_promote {
        check_mask
    } else {
        check_mask - promo_rank
    };
    // Pinned pawns one by one.
    for from in pawns & pinned {
        let mut targets = attacks::pawn(us, from) & theirs;
        let mut double = Bitboard::EMPTY;
        if !promo_rank.contains(from) {
            // One step; two from the second rank.
            let steps = if double_rank.contains(from) { 2 } else { 1 };
            let mut sq = from;
            for i in 0..steps {
                // Not on the last rank, so the step stays on the board.
                sq = Square::from_index_masked((sq.index() as i8 + step) as u8);
                if !empty.contains(sq) {
                    break;
                }
                targets.insert(sq);
                if i > 0 {
                    double.insert(sq);
                }
            }
        }
        targets &= allowed_to & pin_mask(from);
        sink.pawn(from, targets, theirs, promo_rank, double);
    }
    // The others set-wise, by shifting the pawn set. Shifts towards the
    // own side are by `-step` (towards rank 8 for White).
    let free = pawns - pinned;
    if free.any() {
        const NOT_A: u64 = !0x0101_0101_0101_0101;
        const NOT_H: u64 = !0x8080_8080_8080_8080;
        let f = free.0;
        let (single, left, right) = match us {
            Colour::White => (f << 8, (f & NOT_A) << 7, (f & NOT_H) << 9),
            Colour::Black => (f >> 8, (f & NOT_A) >> 9, (f & NOT_H) >> 7),
        };
        let single = Bitboard(single) & empty;
        // Pawns that stepped from their second rank onto the third may go on.
        let double = Bitboard(match us {
            Colour::White => (single.0 & (0xFF << 16)) << 8,
            Colour::Black => (single.0 & (0xFF << 40)) >> 8,
        }) & empty;
        let (d_left, d_right) = match us {
            Colour::White => (7i8, 9i8),
            Colour::Black => (-9i8, -7i8),
        };
        sink.pawn_set(single & allowed_to, step, PawnMove::Step, promo_rank);
        sink.pawn_set(
            double & allowed_to,
            2 * step,
            PawnMove::DoubleStep,
            promo_rank,
        );
        sink.pawn_set(
            Bitboard(left) & theirs & allowed_to,
            d_left,
            PawnMove::Capture,
            promo_rank,
        );
        sink.pawn_set(
            Bitboard(right) & theirs & allowed_to,
            d_right,
            PawnMove::Capture,
            promo_rank,
        );
    }

    if rules.en_passant {
        en_passant(pos, sink, us, pawns, king);
    }
}

/// En-passant captures, each checked by recomputing the attacks on the king
/// with the occupancy after the capture (covers pins along the rank).
#[inline(always)]
fn en_passant<S: Sink>(
    pos: &Position,
    sink: &mut S,
    us: Colour,
    pawns: Bitboard,
    king: Option<Square>,
) {
    let Some(ep) = pos.en_passant() else {
        return;
    };
    let them = !us;
    let victim = ep.pawn;
    // (the unit that made the double step, which a condition may have
    // changed into another kind since, Football's `a7-a5=Q`: it is
    // taken en passant all the same, as in Popeye)
    if !pos.by_colour(them).contains(victim) {
        return;
    }
    for to in ep.passed {
        if pos.occupied().contains(to) {
            continue;
        }
        for from in attacks::pawn(them, to) & pawns {
            let legal = match king {
                None => true,
                Some(k) => {
                    let occ = pos.occupied().without(from).without(victim).with(to);
                    let queens = pos.pieces(PieceKind::QUEEN, them);
                    let rooks = pos.pieces(PieceKind::ROOK, them) | queens;
                    let bishops = pos.pieces(PieceKind::BISHOP, them) | queens;
                    let others = (attacks::knight(k) & pos.pieces(PieceKind::KNIGHT, them))
                        | (attacks::pawn(us, k) & active_pawns(pos, them).without(victim));
                    others.is_empty()
                        && (attacks::rook(k, occ) & rooks).is_empty()
                        && (attacks::bishop(k, occ) & bishops).is_empty()
                }
            };
            if legal {
                sink.special(Move {
                    from,
                    to,
                    special: Special::EnPassant,
                    promotion: None,
                    captures: Bitboard::from_square(victim),
                    choice: nightrider_board::Choice::NONE,
                });
            }
        }
    }
}

#[inline(always)]
fn castlings<S: Sink>(
    pos: &Position,
    sink: &mut S,
    us: Colour,
    king: Square,
    occ: Bitboard,
    enemy: &Attackers,
) {
    let rights = pos.castling();
    if rights.is_empty() {
        return;
    }
    let own_rooks = pos.pieces(PieceKind::ROOK, us);
    for c in Castling::ALL.iter().filter(|c| c.colour == us) {
        if !rights.contains(c.right) || c.king_from != king || !own_rooks.contains(c.rook_from) {
            continue;
        }
        if let Some(mv) = castling_move(c, occ, enemy) {
            sink.special(mv);
        }
    }
}

/// The castling move `c` if its squares are free and the king passes no
/// attacked square (the king must not be in check; the caller knows).
#[inline(always)]
fn castling_move(c: &Castling, occ: Bitboard, enemy: &Attackers) -> Option<Move> {
    let must_be_empty = (attacks::between(c.king_from, c.king_to).with(c.king_to)
        | attacks::between(c.rook_from, c.rook_to).with(c.rook_to))
    .without(c.king_from)
    .without(c.rook_from);
    if (must_be_empty & occ).any() {
        return None;
    }
    let path = attacks::between(c.king_from, c.king_to).with(c.king_to);
    if path.into_iter().any(|sq| enemy.attack(sq, occ)) {
        return None;
    }
    Some(
        Move::quiet(c.king_from, c.king_to).with_special(Special::Castle {
            rook_from: c.rook_from,
            rook_to: c.rook_to,
        }),
    )
}

/// Several kings of the side to move: pseudo-legal moves filtered by
/// [`is_legal_with`] (slow, only for relaxed setups).
#[cold]
fn generate_multi_king<S: Sink>(pos: &Position, rules: &Rules, sink: &mut S) {
    let mut pseudo = MoveList::new();
    pseudo_legal_moves(Orthodox::new_unchecked(pos), rules, &mut pseudo);
    for mv in pseudo {
        if is_legal_with(Orthodox::new_unchecked(pos), &mv, rules) {
            sink.special(mv);
        }
    }
}

/// Appends the pseudo-legal moves of the side to move (moves that may leave
/// the own king in check; castling still obeys the check rules).
pub fn pseudo_legal_moves(pos: Orthodox<'_>, rules: &Rules, out: &mut MoveList) {
    let us = pos.side_to_move();
    let mut sink = ListSink {
        out,
        promotions: &rules.promotions,
    };
    for king in pos.pieces(PieceKind::KING, us) {
        sink.piece(
            king,
            attacks::king(king) & !pos.by_colour(us),
            pos.by_colour(!us),
        );
    }
    generate_pieces(
        &pos,
        rules,
        &mut sink,
        us,
        Bitboard::FULL,
        Bitboard::EMPTY,
        None,
    );
    if rules.castling && !in_check(pos, us) {
        for king in pos.pieces(PieceKind::KING, us) {
            castlings(
                &pos,
                &mut sink,
                us,
                king,
                pos.occupied(),
                &Attackers::of(&pos, !us),
            );
        }
    }
}

/// For a move `reply` of the side not to move: if it would be a legal
/// move of that side here (neither castling nor en passant) giving no
/// check, the squares where a move of the side to move could change that
/// ([`ReplyZone`]); `None` otherwise, and when either side has no king or
/// several.
///
/// Why the zone suffices: a move of the side to move changes the position
/// on its departure square (emptied) and its arrival square (taken by its
/// piece, perhaps capturing); castling and en passant change more and are
/// not covered. The reply stays possible unless the move takes the
/// replying piece, blocks its path or empties its target. The replying
/// side's king (after the reply) becomes attacked only by a piece
/// arriving on a square from which it attacks that king, or by a line
/// opened through the departure square, which is then the first piece on
/// a line from that king with a line piece of the mover behind it. The
/// piece leaving that square cannot itself go on along that line and
/// attack the king: it would be a line piece of that line, attacking the
/// king already, unless it is a pawn promoting (a promotion from any
/// square first on a line from that king is in the zone). The reply
/// gives check only if the departure square opens a line from the
/// mover's king to a line piece of the replying side (an arrival only
/// blocks), or the mover's king arrives on a square the replying side
/// attacks after the reply (it was not attacked before, the move being
/// legal, so only the reply's own piece, or a line through the reply's
/// departure square, can attack it now; a king next to the replying king
/// makes the reply illegal if it is a king move).
pub fn reply_zone(pos: Orthodox<'_>, reply: &Move, rules: &Rules) -> Option<ReplyZone> {
    let us = pos.side_to_move();
    let them = !us;
    if !matches!(reply.special, Special::None | Special::DoubleStep) {
        return None;
    }
    let our_king = pos.pieces(PieceKind::KING, us);
    let their_king = pos.pieces(PieceKind::KING, them);
    if our_king.count() != 1 || their_king.count() != 1 {
        return None;
    }
    if !is_legal_for(&pos, reply, rules, them) || gives_check_by(&pos, reply, them) != Some(false) {
        return None;
    }
    let our_king = our_king.first()?;
    let mut their_king = their_king.first()?;
    if their_king == reply.from {
        their_king = reply.to;
    }
    let occupied = pos.occupied().without(reply.from).with(reply.to);
    let ours = pos.by_colour(us) - Bitboard::from_square(reply.to);
    let queens = pos.by_kind(PieceKind::QUEEN);
    let straight = pos.by_kind(PieceKind::ROOK) | queens;
    let diagonal = pos.by_kind(PieceKind::BISHOP) | queens;
    // the sliders of each side after the reply
    let reply_kind = reply
        .promotion
        .or_else(|| pos.piece_at(reply.from).map(|p| p.kind))?;
    let arrived = |lines: &[PieceKind]| {
        if lines.contains(&reply_kind) {
            Bitboard::from_square(reply.to)
        } else {
            Bitboard::EMPTY
        }
    };
    let theirs = pos.by_colour(them).without(reply.from);
    let their_straight = (straight & theirs) | arrived(&[PieceKind::ROOK, PieceKind::QUEEN]);
    let their_diagonal = (diagonal & theirs) | arrived(&[PieceKind::BISHOP, PieceKind::QUEEN]);
    // a piece of ours first on a line from a king matters when a slider of
    // the other side (ours for their king) stands behind it on that line
    let opens = |king: Square, straight: Bitboard, diagonal: Bitboard| {
        let mut found = Bitboard::EMPTY;
        for first in attacks::rook(king, occupied) & ours {
            if (attacks::rook(king, occupied.without(first)) & straight).any() {
                found.insert(first);
            }
        }
        for first in attacks::bishop(king, occupied) & ours {
            if (attacks::bishop(king, occupied.without(first)) & diagonal).any() {
                found.insert(first);
            }
        }
        found
    };
    let from = opens(their_king, straight & ours, diagonal & ours)
        | opens(our_king, their_straight, their_diagonal)
        | Bitboard::from_square(reply.to);
    let promotion_from = from | (attacks::queen(their_king, occupied) & ours);
    let path = attacks::between(reply.from, reply.to)
        .with(reply.from)
        .with(reply.to);
    let rook = attacks::rook(their_king, occupied);
    let bishop = attacks::bishop(their_king, occupied);
    let mut to = [path; PieceKind::ORTHODOX_COUNT];
    // our king's arrivals: next to their king, or attacked after the
    // reply (the squares attacked before are no arrivals)
    let their_kind = |kind: PieceKind| {
        let mut set = pos.pieces(kind, them).without(reply.from);
        if reply_kind == kind {
            set.insert(reply.to);
        }
        set
    };
    let (knights, pawns) = (their_kind(PieceKind::KNIGHT), their_kind(PieceKind::PAWN));
    let pawns = pawns - first_rank(them);
    let without_king = occupied.without(our_king);
    let mut attacked = Bitboard::EMPTY;
    for sq in attacks::king(our_king) {
        if (attacks::knight(sq) & knights).any()
            || (attacks::pawn(us, sq) & pawns).any()
            || (attacks::rook(sq, without_king) & their_straight).any()
            || (attacks::bishop(sq, without_king) & their_diagonal).any()
        {
            attacked.insert(sq);
        }
    }
    to[PieceKind::KING.idx()] |= attacks::king(their_king) | attacked;
    to[PieceKind::QUEEN.idx()] |= rook | bishop;
    to[PieceKind::ROOK.idx()] |= rook;
    to[PieceKind::BISHOP.idx()] |= bishop;
    to[PieceKind::KNIGHT.idx()] |= attacks::knight(their_king);
    to[PieceKind::PAWN.idx()] |= attacks::pawn(them, their_king);
    Some(ReplyZone {
        from,
        to,
        promotion_from,
    })
}

/// Whether `mv` is legal in `pos` under the default [`Rules`].
pub fn is_legal(pos: Orthodox<'_>, mv: &Move) -> bool {
    is_legal_with(pos, mv, &Rules::default())
}

/// Whether `mv` is a legal move of the side to move in `pos` under
/// `rules`, decided independently of the generator: the move's geometry is
/// checked against the attack tables, then it is played on a copy of the
/// position and the mover's kings are tested for check.
pub fn is_legal_with(pos: Orthodox<'_>, mv: &Move, rules: &Rules) -> bool {
    is_legal_for(&pos, mv, rules, pos.side_to_move())
}

/// [`is_legal_with`] for a move of `us`, whether or not `us` is to move
/// (castling and en passant only when `us` is to move).
fn is_legal_for(pos: &Position, mv: &Move, rules: &Rules, us: Colour) -> bool {
    let Some(piece) = pos.piece_at(mv.from) else {
        return false;
    };
    if piece.colour != us || !piece.attributes.is_empty() || !piece.kind.is_orthodox() {
        return false;
    }
    let occ = pos.occupied();
    let target = pos.piece_at(mv.to);
    if target.is_some_and(|t| t.colour == us) {
        return false;
    }
    match mv.special {
        Special::Null | Special::Swap | Special::RoleExchange => return false,
        Special::Castle { .. } | Special::EnPassant if us != pos.side_to_move() => return false,
        Special::Castle { rook_from, rook_to } => {
            return rules.castling && castling_is_legal(pos, piece, mv, rook_from, rook_to);
        }
        Special::EnPassant => {
            if !rules.en_passant || piece.kind != PieceKind::PAWN || mv.promotion.is_some() {
                return false;
            }
            let Some(ep) = pos.en_passant() else {
                return false;
            };
            // (whatever kind the double-stepped unit has become)
            let victim_ok = pos.piece_at(ep.pawn).is_some_and(|v| v.colour == !us);
            if !victim_ok
                || !ep.passed.contains(mv.to)
                || target.is_some()
                || mv.captures != Bitboard::from_square(ep.pawn)
                || !attacks::pawn(us, mv.from).contains(mv.to)
            {
                return false;
            }
        }
        Special::DoubleStep | Special::None => {
            let expected_captures = if target.is_some() {
                Bitboard::from_square(mv.to)
            } else {
                Bitboard::EMPTY
            };
            if mv.captures != expected_captures {
                return false;
            }
            if piece.kind == PieceKind::PAWN {
                if !pawn_move_ok(us, mv, target.is_some(), occ, rules) {
                    return false;
                }
            } else {
                if mv.promotion.is_some() || mv.special == Special::DoubleStep {
                    return false;
                }
                let reach = match piece.kind {
                    PieceKind::KING => attacks::king(mv.from),
                    PieceKind::QUEEN => attacks::queen(mv.from, occ),
                    PieceKind::ROOK => attacks::rook(mv.from, occ),
                    PieceKind::BISHOP => attacks::bishop(mv.from, occ),
                    _ => attacks::knight(mv.from),
                };
                if !reach.contains(mv.to) {
                    return false;
                }
            }
        }
    }
    leaves_no_check(pos, mv, us)
}

fn pawn_move_ok(us: Colour, mv: &Move, capture: bool, occ: Bitboard, rules: &Rules) -> bool {
    let forward = us.forward();
    let last_rank = if us == Colour::White { 7 } else { 0 };
    let second_rank = if us == Colour::White { 1 } else { 6 };
    if mv.from.y() == last_rank || first_rank(us).contains(mv.from) {
        return false;
    }
    let promotes = mv.to.y() == last_rank;
    let promotion_ok = match mv.promotion {
        Some(kind) => promotes && rules.promotions.contains(&kind),
        None => !promotes,
    };
    if !promotion_ok {
        return false;
    }
    let (dx, dy) = (mv.to.x() - mv.from.x(), mv.to.y() - mv.from.y());
    match (mv.special, capture) {
        (Special::None, true) => dy == forward && dx.abs() == 1,
        (Special::None, false) => dy == forward && dx == 0,
        (Special::DoubleStep, false) => {
            dx == 0
                && mv.from.y() == second_rank
                && dy == 2 * forward
                && (attacks::between(mv.from, mv.to) & occ).is_empty()
        }
        _ => false,
    }
}

fn castling_is_legal(
    pos: &Position,
    piece: Piece,
    mv: &Move,
    rook_from: Square,
    rook_to: Square,
) -> bool {
    let us = pos.side_to_move();
    let Some(c) = Castling::ALL.iter().find(|c| {
        c.colour == us
            && c.king_from == mv.from
            && c.king_to == mv.to
            && c.rook_from == rook_from
            && c.rook_to == rook_to
    }) else {
        return false;
    };
    let rook_ok = pos
        .piece_at(rook_from)
        .is_some_and(|r| r.kind == PieceKind::ROOK && r.colour == us && r.attributes.is_empty());
    if piece.kind != PieceKind::KING
        || !rook_ok
        || !pos.castling().contains(c.right)
        || mv.captures.any()
        || mv.promotion.is_some()
    {
        return false;
    }
    // Every square between king and rook is empty, as are both destinations
    // (other than the king's and rook's own squares).
    for sq in attacks::between(c.king_from, c.rook_from)
        .with(c.king_to)
        .with(c.rook_to)
    {
        if sq != c.king_from && sq != c.rook_from && pos.piece_at(sq).is_some() {
            return false;
        }
    }
    // Not out of, through or into check.
    let x0 = c.king_from.x().min(c.king_to.x());
    let x1 = c.king_from.x().max(c.king_to.x());
    for x in x0..=x1 {
        let Some(sq) = Square::from_xy(x, c.king_from.y()) else {
            return false;
        };
        if is_square_attacked(Orthodox::new_unchecked(pos), sq, !us) {
            return false;
        }
    }
    leaves_no_check(pos, mv, us)
}

/// Whether the (otherwise legal) move `mv` leaves no king of `us`
/// attacked. With one king and a move other than castling, found on
/// bitboards with the occupancy after the move; otherwise by playing the
/// move on a copy of the position.
fn leaves_no_check(pos: &Position, mv: &Move, us: Colour) -> bool {
    let kings = pos.pieces(PieceKind::KING, us);
    if !kings.has_more_than_one() && !mv.is_castling() {
        let Some(king) = kings.first() else {
            return true;
        };
        let them = !us;
        if mv.from == king {
            let occupied = pos.occupied().without(king);
            return (attackers_with(Orthodox::new_unchecked(pos), mv.to, them, occupied)
                - mv.captures)
                .is_empty();
        }
        let occupied = ((pos.occupied() - mv.captures).without(mv.from)).with(mv.to);
        return (attackers_with(Orthodox::new_unchecked(pos), king, them, occupied) - mv.captures)
            .is_empty();
    }
    let mut after = pos.clone();
    after.play(mv);
    !in_check(Orthodox::new_unchecked(&after), us)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(pos: &Position) -> MoveList {
        let mut list = MoveList::new();
        legal_moves(Orthodox::new_unchecked(pos), &Rules::default(), &mut list);
        list
    }

    #[test]
    fn startpos() {
        let pos = Position::startpos();
        let list = moves(&pos);
        assert_eq!(list.len(), 20);
        assert_eq!(
            list.iter()
                .filter(|m| m.special == Special::DoubleStep)
                .count(),
            8
        );
        for m in &list {
            assert!(is_legal(Orthodox::new(&pos).unwrap(), m), "{m}");
        }
        assert!(!in_check(Orthodox::new(&pos).unwrap(), Colour::White));
        assert!(checkers(Orthodox::new(&pos).unwrap()).is_empty());
    }

    #[test]
    fn no_king_is_fine() {
        let mut pos = Position::empty();
        pos.put(Square::A1, Piece::new(PieceKind::ROOK, Colour::White));
        assert_eq!(moves(&pos).len(), 14);
        assert_eq!(
            count_legal(Orthodox::new(&pos).unwrap(), &Rules::default()),
            14
        );
    }

    #[test]
    fn promotion_set_is_a_parameter() {
        let mut pos = Position::empty();
        pos.put(Square::A7, Piece::new(PieceKind::PAWN, Colour::White));
        pos.put(Square::H1, Piece::new(PieceKind::KING, Colour::White));
        pos.put(Square::H8, Piece::new(PieceKind::KING, Colour::Black));
        let rules = Rules::with_promotions(&[PieceKind::QUEEN, PieceKind::KNIGHT]);
        let mut list = MoveList::new();
        legal_moves(Orthodox::new(&pos).unwrap(), &rules, &mut list);
        assert_eq!(list.len(), 3 + 2);
        assert_eq!(count_legal(Orthodox::new(&pos).unwrap(), &rules), 5);
        let none = Rules::with_promotions(&[]);
        assert_eq!(count_legal(Orthodox::new(&pos).unwrap(), &none), 3);
    }

    #[test]
    fn pawn_on_first_rank_is_inert() {
        // Popeye: a pawn on its own first rank neither moves, nor captures,
        // nor gives check (Pc1, black Rb2 Rd2 and Kb2's neighbour d2).
        let mut pos = Position::empty();
        pos.put(Square::C1, Piece::new(PieceKind::PAWN, Colour::White));
        pos.put(Square::B2, Piece::new(PieceKind::ROOK, Colour::Black));
        pos.put(Square::D2, Piece::new(PieceKind::KING, Colour::Black));
        let list = moves(&pos);
        assert!(list.is_empty(), "{list:?}");
        assert!(!is_legal(
            Orthodox::new(&pos).unwrap(),
            &Move::quiet(Square::C1, Square::C2)
        ));
        assert!(!is_legal(
            Orthodox::new(&pos).unwrap(),
            &Move::capture(Square::C1, Square::B2)
        ));
        assert!(!is_square_attacked(
            Orthodox::new(&pos).unwrap(),
            Square::D2,
            Colour::White
        ));
        assert!(!in_check(Orthodox::new(&pos).unwrap(), Colour::Black));
    }

    #[test]
    fn an_adjacent_king_gives_check() {
        // after 1.Kh6-h7 ## (Popeye's REGRESSIONS/4_55_to_4_57, 5): Black
        // is in check from the king and has no move
        let mut pos = Position::empty();
        pos.put(Square::H7, Piece::new(PieceKind::KING, Colour::White));
        pos.put(Square::G6, Piece::new(PieceKind::PAWN, Colour::White));
        pos.put(Square::H8, Piece::new(PieceKind::KING, Colour::Black));
        pos.put(Square::G7, Piece::new(PieceKind::BISHOP, Colour::Black));
        pos.set_side_to_move_unrecorded(Colour::Black);
        assert!(in_check(Orthodox::new(&pos).unwrap(), Colour::Black));
        let list = moves(&pos);
        assert!(list.is_empty(), "{list:?}");
    }

    #[test]
    fn a_promotion_on_the_line_it_blocked_touches_a_reply() {
        // White: Pe7 (first on the e-file from e1, nothing behind it),
        // Kh8; Black: Kf1. The reply Kf1-e1 is fine after any move but
        // e7-e8=Q (or =R), which attacks e1 along the file it opens.
        let mut pos = Position::empty();
        pos.put(Square::E7, Piece::new(PieceKind::PAWN, Colour::White));
        pos.put(Square::H8, Piece::new(PieceKind::KING, Colour::White));
        pos.put(Square::F1, Piece::new(PieceKind::KING, Colour::Black));
        let reply = Move::quiet(Square::F1, Square::E1);
        let zone = reply_zone(Orthodox::new(&pos).unwrap(), &reply, &Rules::default()).unwrap();
        for m in moves(&pos) {
            if zone.misses(&pos, &m) {
                let mut after = pos.clone();
                after.play(&m);
                assert!(is_legal(Orthodox::new(&after).unwrap(), &reply), "{m}");
            }
        }
        let queen = Move::quiet(Square::E7, Square::E8).promoting(PieceKind::QUEEN);
        assert!(!zone.misses(&pos, &queen));
    }

    #[test]
    fn two_kings_are_both_protected() {
        let mut pos = Position::empty();
        pos.put(Square::A1, Piece::new(PieceKind::KING, Colour::White));
        pos.put(Square::H1, Piece::new(PieceKind::KING, Colour::White));
        pos.put(Square::H4, Piece::new(PieceKind::ROOK, Colour::White));
        pos.put(Square::B8, Piece::new(PieceKind::ROOK, Colour::Black));
        pos.put(Square::H8, Piece::new(PieceKind::ROOK, Colour::Black));
        pos.put(Square::E8, Piece::new(PieceKind::KING, Colour::Black));
        // Ka1: a2 only (the b-file is attacked); Kh1: g1 g2 h2; the rook
        // on h4 is pinned to Kh1: h2 h3 h5 h6 h7 h8.
        let list = moves(&pos);
        for m in &list {
            assert!(is_legal(Orthodox::new(&pos).unwrap(), m), "{m}");
        }
        assert_eq!(list.len(), 10, "{list:?}");
        assert_eq!(
            count_legal(Orthodox::new(&pos).unwrap(), &Rules::default()),
            10
        );
    }
}
