//! Static reachability analysis that needs no attack knowledge: pawn
//! structure against captures, implied promotions and their cost, pieces
//! trapped behind unmoved pawns, the square colour of pawn captures.
//!
//! Every argument is a *relaxation* of the real game: whatever it calls
//! impossible is impossible (no false "unreachable"), but it may miss
//! contradictions. The facts it derives ([`SideFacts`]) are public so that
//! proof-game search can reuse them as lower bounds.

use crate::reasons::{PromotionCause, Unreachable};
use crate::{supported, RetroError};
use nightrider_board::{Bitboard, Castling, Colour, Piece, PieceKind, Position, Square};

const INF: u32 = u32::MAX / 4;
/// Capture-colour flag: a capture on a light square is possible.
const LIGHT: u8 = 1;
/// Capture-colour flag: a capture on a dark square is possible.
const DARK: u8 = 2;

/// Rank of `sq` counted from `colour`'s side (0 = its first rank).
pub fn relative_rank(colour: Colour, sq: Square) -> i32 {
    match colour {
        Colour::White => sq.y(),
        Colour::Black => 7 - sq.y(),
    }
}

/// The square at file `x` and relative rank `r` for `colour`.
fn rel_square(colour: Colour, x: i32, r: i32) -> Option<Square> {
    match colour {
        Colour::White => Square::from_xy(x, r),
        Colour::Black => Square::from_xy(x, 7 - r),
    }
}

/// Squares whose occupant has certainly stood there the whole game:
/// pawns on their starting rank, and kings and rooks whose castling
/// right is still given.
pub(crate) fn permanent_squares(pos: &Position) -> Bitboard {
    let mut b = Bitboard::EMPTY;
    for colour in Colour::ALL {
        for s in pos.pieces(PieceKind::PAWN, colour) {
            if relative_rank(colour, s) == 1 && !pos.neutrals().contains(s) {
                b.insert(s);
            }
        }
    }
    for c in Castling::ALL {
        if pos.castling().contains(c.right) {
            b.insert(c.king_from);
            b.insert(c.rook_from);
        }
    }
    b
}

/// The squares a piece of `kind` starting on `start` can ever visit when it
/// may not enter `blocked` (single steps for line pieces, so that a blocked
/// square also blocks passing).
pub(crate) fn region(kind: PieceKind, start: Square, blocked: Bitboard) -> Bitboard {
    let open = !blocked.0 | Bitboard::from_square(start).0;
    let mut seen = Bitboard::from_square(start).0;
    loop {
        let grown = (seen | step(kind, seen)) & open;
        if grown == seen {
            return Bitboard(seen);
        }
        seen = grown;
    }
}

const NOT_A: u64 = 0xFEFE_FEFE_FEFE_FEFE;
const NOT_H: u64 = 0x7F7F_7F7F_7F7F_7F7F;
const NOT_AB: u64 = 0xFCFC_FCFC_FCFC_FCFC;
const NOT_GH: u64 = 0x3F3F_3F3F_3F3F_3F3F;

/// The squares one step (of `kind`'s walk) away from `b`.
fn step(kind: PieceKind, b: u64) -> u64 {
    let ortho = (b << 8) | (b >> 8) | ((b << 1) & NOT_A) | ((b >> 1) & NOT_H);
    let diag = ((b << 9) & NOT_A) | ((b << 7) & NOT_H) | ((b >> 7) & NOT_A) | ((b >> 9) & NOT_H);
    match kind {
        PieceKind::ROOK => ortho,
        PieceKind::BISHOP => diag,
        PieceKind::KNIGHT => {
            ((b << 17) & NOT_A)
                | ((b << 15) & NOT_H)
                | ((b >> 15) & NOT_A)
                | ((b >> 17) & NOT_H)
                | ((b << 10) & NOT_AB)
                | ((b << 6) & NOT_GH)
                | ((b >> 6) & NOT_AB)
                | ((b >> 10) & NOT_GH)
        }
        _ => ortho | diag,
    }
}

/// Starting squares of `colour`'s pieces of `kind` (bishops: of the given
/// square colour).
fn homes(colour: Colour, kind: PieceKind, light: Option<bool>) -> Vec<Square> {
    let files: &[i32] = match kind {
        PieceKind::KING => &[4],
        PieceKind::QUEEN => &[3],
        PieceKind::ROOK => &[0, 7],
        PieceKind::KNIGHT => &[1, 6],
        PieceKind::BISHOP => &[2, 5],
        _ => &[],
    };
    files
        .iter()
        .filter_map(|&x| rel_square(colour, x, 0))
        .filter(|s| light.is_none_or(|l| s.is_light() == l))
        .collect()
}

/// Promotion squares `colour`'s pawns can reach at all: a square on the
/// last rank that is not permanently occupied and has a square below it
/// (straight or diagonal) not permanently occupied.
fn accessible_promotions(colour: Colour, blocked: Bitboard) -> Bitboard {
    let mut b = Bitboard::EMPTY;
    for x in 0..8 {
        let Some(target) = rel_square(colour, x, 7) else {
            continue;
        };
        if blocked.contains(target) {
            continue;
        }
        let entry = (x - 1..=x + 1)
            .filter_map(|e| rel_square(colour, e, 6))
            .any(|s| !blocked.contains(s));
        if entry {
            b.insert(target);
        }
    }
    b
}

/// Fewest captures for a pawn of `colour` starting on file `f0` to promote
/// on the square `target` (on its last rank).
fn promotion_cost(colour: Colour, f0: i32, target: Square, blocked: Bitboard) -> u32 {
    let x = target.x();
    (x - 1..=x + 1)
        .filter(|&e| (0..8).contains(&e))
        .filter(|&e| rel_square(colour, e, 6).is_some_and(|s| !blocked.contains(s)))
        .map(|e| ((f0 - e).abs() + (e - x).abs()) as u32)
        .min()
        .unwrap_or(INF)
}

/// One unit to assign to a starting pawn file: a pawn on the board or an
/// implied promotion. `cost[f]` is the fewest captures from file `f`, with
/// the square colours those captures may be on.
#[derive(Clone, Copy, Debug)]
struct Item {
    cost: [(u32, u8); 8],
}

/// The cheapest assignment of the items to distinct starting files:
/// `(total captures, possible capture colours over all cheapest
/// assignments)`.
fn assign(items: &[Item]) -> Option<(u32, u8)> {
    if items.len() > 8 {
        return None;
    }
    // Fast path: every item free on a file of its own.
    let mut free = 0u32;
    let all_free = items
        .iter()
        .all(|it| match it.cost.iter().position(|&(c, _)| c == 0) {
            Some(f) if free & (1 << f) == 0 => {
                free |= 1 << f;
                true
            }
            _ => false,
        });
    if all_free {
        return Some((0, 0));
    }
    let mut cur = [(INF, 0u8); 256];
    cur[0] = (0, 0);
    let mut active: Vec<usize> = vec![0];
    for item in items {
        let mut next = [(INF, 0u8); 256];
        let mut next_active = Vec::with_capacity(70);
        for &mask in &active {
            let (c, fl) = cur[mask];
            for (f, &(ic, ifl)) in item.cost.iter().enumerate() {
                if mask & (1 << f) != 0 || ic >= INF {
                    continue;
                }
                let nm = mask | (1 << f);
                let slot = &mut next[nm];
                let nc = c + ic;
                if slot.0 >= INF {
                    next_active.push(nm);
                }
                if nc < slot.0 {
                    *slot = (nc, fl | ifl);
                } else if nc == slot.0 {
                    slot.1 |= fl | ifl;
                }
            }
        }
        cur = next;
        active = next_active;
    }
    let mut best: Option<(u32, u8)> = None;
    for &mask in &active {
        let (c, fl) = cur[mask];
        match best {
            Some((bc, bfl)) if bc == c => best = Some((bc, bfl | fl)),
            Some((bc, _)) if bc < c => {}
            _ => best = Some((c, fl)),
        }
    }
    best
}

/// One cheapest assignment: the cost of each item in it.
fn assign_witness(items: &[Item]) -> Option<Vec<u32>> {
    if items.len() > 8 {
        return None;
    }
    // levels[i][mask] = (cost, parent mask, file)
    type Cell = Option<(u32, usize, u8)>;
    let mut levels: Vec<Vec<Cell>> = vec![vec![None; 256]];
    levels[0][0] = Some((0, 0, 0));
    for item in items {
        let prev = levels.last().map(|l| l.as_slice()).unwrap_or(&[]);
        let mut next: Vec<Cell> = vec![None; 256];
        for (mask, cell) in prev.iter().enumerate() {
            let Some((c, _, _)) = *cell else { continue };
            for (f, &(ic, _)) in item.cost.iter().enumerate() {
                if mask & (1 << f) != 0 || ic >= INF {
                    continue;
                }
                let nm = mask | (1 << f);
                if next[nm].is_none_or(|(oc, _, _)| c + ic < oc) {
                    next[nm] = Some((c + ic, mask, f as u8));
                }
            }
        }
        levels.push(next);
    }
    let last = levels.last()?;
    let (mut mask, _) = last
        .iter()
        .enumerate()
        .filter_map(|(m, c)| c.map(|(cost, _, _)| (m, cost)))
        .min_by_key(|&(_, cost)| cost)?;
    let mut per_item = vec![0; items.len()];
    for i in (0..items.len()).rev() {
        let (_, pm, f) = levels[i + 1][mask]?;
        per_item[i] = items[i].cost[f as usize].0;
        mask = pm;
    }
    Some(per_item)
}

/// A pawn on the board as an [`Item`].
fn pawn_item(colour: Colour, sq: Square) -> Item {
    let adv = relative_rank(colour, sq) - 1;
    let mut cost = [(INF, 0u8); 8];
    for (f0, slot) in cost.iter_mut().enumerate() {
        let d = (sq.x() - f0 as i32).abs();
        if d <= adv {
            let flags = if d == 0 {
                0
            } else if d == adv {
                // Every move was a capture: all on the colour of its square.
                if sq.is_light() {
                    LIGHT
                } else {
                    DARK
                }
            } else {
                LIGHT | DARK
            };
            *slot = (d as u32, flags);
        }
    }
    Item { cost }
}

/// One group of pieces whose originals are interchangeable: a kind, and
/// for bishops a square colour.
#[derive(Clone, Debug)]
struct Group {
    kind: PieceKind,
    light: Option<bool>,
    /// Regions of the original pieces (where each can be now or was captured).
    originals: Vec<(Square, Bitboard)>,
    /// The pieces on the board: square and whether it may be promoted.
    pieces: Vec<(Square, bool)>,
    /// Promotion squares from which a promoted piece of this group could
    /// have come.
    promotion_squares: Bitboard,
}

impl Group {
    /// The most pieces that can be originals, with every piece that cannot
    /// be promoted among them; `None` if impossible.
    fn max_originals(&self) -> Option<u32> {
        fn go(g: &Group, i: usize, used: &mut Vec<bool>, best: &mut Option<u32>, n: u32) {
            if i == g.originals.len() {
                let ok = g
                    .pieces
                    .iter()
                    .zip(used.iter())
                    .all(|(&(_, promotable), &u)| u || promotable);
                if ok && best.is_none_or(|b| n > b) {
                    *best = Some(n);
                }
                return;
            }
            go(g, i + 1, used, best, n);
            let region = g.originals[i].1;
            for j in 0..g.pieces.len() {
                if !used[j] && region.contains(g.pieces[j].0) {
                    used[j] = true;
                    go(g, i + 1, used, best, n + 1);
                    used[j] = false;
                }
            }
        }
        let mut best = None;
        let mut used = vec![false; self.pieces.len()];
        go(self, 0, &mut used, &mut best, 0);
        best
    }
}

/// What the static analysis knows about one side.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SideFacts {
    /// Pieces of the opponent missing from the board (captured by this side).
    pub opponent_missing: u32,
    /// Fewest captures the pawns on the board imply (`None`: impossible).
    pub pawn_captures: Option<u32>,
    /// Promotions the pieces on the board imply.
    pub promotions: u32,
    /// Fewest captures for pawn structure and implied promotions together
    /// (`None`: impossible).
    pub total_captures: Option<u32>,
}

fn count_men(pos: &Position, colour: Colour) -> u32 {
    pos.by_colour(colour).count()
}

/// Runs the static analysis for both sides, appending reasons to `out`;
/// returns the facts for White and Black.
///
/// # Errors
/// [`RetroError::NotOrthodox`] for a fairy piece or a piece with
/// attributes.
pub fn analyse_static(
    pos: &Position,
    out: &mut Vec<Unreachable>,
) -> Result<[SideFacts; 2], RetroError> {
    supported(pos)?;
    Ok(static_analysis(pos, out))
}

/// [`analyse_static`] of a position known to be orthodox.
pub(crate) fn static_analysis(pos: &Position, out: &mut Vec<Unreachable>) -> [SideFacts; 2] {
    let blocked = permanent_squares(pos);
    let mut facts: [SideFacts; 2] = Default::default();
    let mut pawn_only_cost = [None; 2];
    let mut gone_originals: [Vec<(PieceKind, Square, Bitboard)>; 2] = Default::default();
    for colour in Colour::ALL {
        let opp = !colour;
        let missing = 16u32.saturating_sub(count_men(pos, opp));
        let pawns: Vec<Square> = pos.pieces(PieceKind::PAWN, colour).into_iter().collect();
        let pawn_items: Vec<Item> = pawns.iter().map(|&s| pawn_item(colour, s)).collect();
        let pawn_result = assign(&pawn_items);
        let f = &mut facts[colour.idx()];
        f.opponent_missing = missing;
        f.pawn_captures = pawn_result.as_ref().map(|r| r.0);
        pawn_only_cost[colour.idx()] = f.pawn_captures;
        let Some((pawn_cost, pawn_flags)) = pawn_result else {
            let mut squares = pawns.clone();
            squares.sort_by_key(|s| (s.x(), s.y()));
            out.push(Unreachable::ImpossiblePawnStructure { colour, squares });
            continue;
        };
        if pawn_cost > missing {
            out.push(Unreachable::PawnCaptures {
                colour,
                captures: pawn_cost,
                missing,
            });
        }

        // Originals against pieces on the board.
        // Whether pawns are left to promote is checked below, so that
        // the reason names the promotion.
        let promo_access = accessible_promotions(colour, blocked);
        let specs: [(PieceKind, Option<bool>); 6] = [
            (PieceKind::KING, None),
            (PieceKind::QUEEN, None),
            (PieceKind::ROOK, None),
            (PieceKind::KNIGHT, None),
            (PieceKind::BISHOP, Some(true)),
            (PieceKind::BISHOP, Some(false)),
        ];
        let mut promotions = 0u32;
        let mut causes = Vec::new();
        let mut promo_items = Vec::new();
        let mut trapped = false;
        for (kind, light) in specs {
            let mut originals = Vec::new();
            for home in homes(colour, kind, light) {
                let r = if blocked.contains(home)
                    && pos.piece_at(home).is_some_and(|p| p.kind == kind)
                {
                    Bitboard::from_square(home)
                } else {
                    region(kind, home, blocked.without(home))
                };
                originals.push((home, r));
            }
            let mut pieces = Vec::new();
            let mut promotion_squares = Bitboard::EMPTY;
            for s in pos.pieces(kind, colour) {
                if pos.neutrals().contains(s) || light.is_some_and(|l| s.is_light() != l) {
                    continue;
                }
                let reach = region(kind, s, blocked.without(s)) & promo_access;
                let promotable = kind != PieceKind::KING && reach.any();
                promotion_squares |= reach;
                pieces.push((s, promotable));
            }
            for &(home, r) in &originals {
                if !pieces.iter().any(|&(s, _)| r.contains(s)) {
                    gone_originals[colour.idx()].push((kind, home, r));
                }
            }
            let group = Group {
                kind,
                light,
                originals,
                pieces,
                promotion_squares,
            };
            match group.max_originals() {
                None => {
                    trapped = true;
                    // A piece that is in no original's region and cannot be promoted.
                    let culprit = group
                        .pieces
                        .iter()
                        .find(|&&(s, p)| !p && !group.originals.iter().any(|o| o.1.contains(s)))
                        .or_else(|| group.pieces.iter().find(|&&(_, p)| !p))
                        .map(|&(s, _)| s);
                    if let Some(square) = culprit {
                        out.push(Unreachable::TrappedPiece {
                            colour,
                            kind,
                            square,
                        });
                    }
                }
                Some(matched) => {
                    let implied = group.pieces.len() as u32 - matched;
                    if implied > 0 {
                        promotions += implied;
                        let mut squares: Vec<Square> =
                            group.pieces.iter().map(|&(s, _)| s).collect();
                        squares.sort_by_key(|s| (s.x(), s.y()));
                        causes.push(PromotionCause::Presence {
                            colour,
                            kind: group.kind,
                            light: group.light,
                            squares,
                            promotions: implied,
                        });
                        for &(home, r) in &group.originals {
                            if r == Bitboard::from_square(home)
                                && pos.piece_at(home) != Some(Piece::new(kind, colour))
                            {
                                causes.push(PromotionCause::CouldNotEscape { colour, kind, home });
                            }
                        }
                        for _ in 0..implied {
                            promo_items.push(group.promotion_squares);
                        }
                    }
                }
            }
        }
        let f = &mut facts[colour.idx()];
        f.promotions = promotions;
        if trapped {
            continue;
        }
        let missing_pawns = 8u32.saturating_sub(pawns.len() as u32);
        if promotions > missing_pawns {
            out.push(Unreachable::TooManyPromotions {
                colour,
                promotions,
                missing_pawns,
                causes,
            });
            continue;
        }
        let mut items = pawn_items.clone();
        for &squares in &promo_items {
            let mut cost = [(INF, 0u8); 8];
            for (f0, slot) in cost.iter_mut().enumerate() {
                let c = squares
                    .into_iter()
                    .map(|t| promotion_cost(colour, f0 as i32, t, blocked))
                    .min()
                    .unwrap_or(INF);
                if c < INF {
                    *slot = (c, if c > 0 { LIGHT | DARK } else { 0 });
                }
            }
            items.push(Item { cost });
        }
        let full = if promo_items.is_empty() {
            Some((pawn_cost, pawn_flags))
        } else {
            assign(&items)
        };
        f.total_captures = full.as_ref().map(|r| r.0);
        let total_ok = full.as_ref().is_some_and(|r| r.0 <= missing);
        if !promo_items.is_empty() && !total_ok && pawn_cost <= missing {
            let used: Vec<u8> = pawns.iter().map(|s| s.x() as u8).collect();
            let mut start_files: Vec<u8> = (0..8u8).filter(|x| !used.contains(x)).collect();
            // Files of pawns that stand off their file are not known; list
            // the files not occupied by pawns, as CQLi does.
            start_files.sort_unstable();
            let mut pf: Vec<u8> = promo_items
                .iter()
                .fold(Bitboard::EMPTY, |a, &b| a | b)
                .into_iter()
                .map(|s| s.x() as u8)
                .collect();
            pf.sort_unstable();
            pf.dedup();
            out.push(Unreachable::PromotionCost {
                colour,
                promotions,
                pawn_captures: pawn_cost,
                promotion_captures: full.as_ref().map(|r| r.0 - pawn_cost),
                missing,
                causes,
                start_files,
                promotion_files: pf,
            });
            continue;
        }
        // Square colour of captures: if every capture is accounted for by
        // pawn moves, a missing opponent bishop must have been taken on a
        // square of its colour.
        if let Some((cost, flags)) = &full {
            if *cost == missing && missing > 0 {
                for light in [true, false] {
                    let flag = if light { LIGHT } else { DARK };
                    let has = pos
                        .pieces(PieceKind::BISHOP, opp)
                        .into_iter()
                        .any(|s| s.is_light() == light);
                    if !has && flags & flag == 0 {
                        let per_item = assign_witness(&items).unwrap_or_default();
                        let mut squares: Vec<Square> = pawns
                            .iter()
                            .zip(per_item.iter())
                            .filter(|(_, &c)| c > 0)
                            .map(|(&s, _)| s)
                            .collect();
                        squares.sort_by_key(|s| (s.x(), s.y()));
                        out.push(Unreachable::CaptureColour {
                            colour,
                            bishop_light: light,
                            squares,
                        });
                    }
                }
            }
        }
    }
    // Missing originals trapped where only the opponent's pawns on the
    // board could have captured them.
    for colour in Colour::ALL {
        let opp = !colour;
        let missing = 16u32.saturating_sub(count_men(pos, colour));
        if missing == 0 || pawn_only_cost[opp.idx()] != Some(missing) {
            continue;
        }
        let max_rel = pos
            .pieces(PieceKind::PAWN, opp)
            .into_iter()
            .map(|s| relative_rank(opp, s))
            .max()
            .unwrap_or(-1);
        for &(kind, home, r) in &gone_originals[colour.idx()] {
            if kind == PieceKind::KING {
                continue;
            }
            if r.into_iter().all(|s| relative_rank(opp, s) > max_rel) {
                out.push(Unreachable::TrappedCapturedByPawns { colour, kind, home });
            }
        }
    }
    facts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regions() {
        let pos = Position::startpos();
        let blocked = permanent_squares(&pos);
        assert_eq!(
            region(PieceKind::BISHOP, Square::C1, blocked.without(Square::C1)).count(),
            1
        );
        assert!(region(PieceKind::KNIGHT, Square::B1, blocked).count() > 40);
        // Against a step-by-step search with offsets.
        for kind in [
            PieceKind::KING,
            PieceKind::ROOK,
            PieceKind::BISHOP,
            PieceKind::KNIGHT,
        ] {
            for start in [Square::A1, Square::E4, Square::H8, Square::G2] {
                let blocked = Bitboard(0x0042_1800_2400_8100).without(start);
                let deltas: Vec<(i32, i32)> = match kind {
                    PieceKind::ROOK => vec![(1, 0), (-1, 0), (0, 1), (0, -1)],
                    PieceKind::BISHOP => vec![(1, 1), (1, -1), (-1, 1), (-1, -1)],
                    PieceKind::KNIGHT => nightrider_board::walk::KNIGHT_STEPS.to_vec(),
                    _ => nightrider_board::walk::KING_STEPS.to_vec(),
                };
                let mut seen = Bitboard::from_square(start);
                let mut stack = vec![start];
                while let Some(s) = stack.pop() {
                    for &(dx, dy) in &deltas {
                        if let Some(t) = s.offset(dx, dy) {
                            if !blocked.contains(t) && !seen.contains(t) {
                                seen.insert(t);
                                stack.push(t);
                            }
                        }
                    }
                }
                assert_eq!(region(kind, start, blocked), seen, "{kind:?} {start}");
            }
        }
    }

    #[test]
    fn startpos_has_no_reasons() {
        let mut out = Vec::new();
        let facts = analyse_static(&Position::startpos(), &mut out).unwrap();
        assert!(out.is_empty(), "{out:?}");
        assert_eq!(facts[0].pawn_captures, Some(0));
        assert_eq!(facts[1].promotions, 0);
    }

    #[test]
    fn assignment_costs() {
        // Pawns a3, a4 (doubled): one came from b2, one capture.
        let items = [
            pawn_item(Colour::White, Square::A3),
            pawn_item(Colour::White, Square::A4),
        ];
        let (c, _) = assign(&items).unwrap();
        assert_eq!(c, 1);
        assert_eq!(assign_witness(&items).unwrap().iter().sum::<u32>(), 1);
        // Tripled on a3, a4 is impossible with a3 needing two files away.
        let items = [
            pawn_item(Colour::White, Square::A3),
            pawn_item(Colour::White, Square::A2),
            pawn_item(Colour::White, Square::B3),
        ];
        let (c, _) = assign(&items).unwrap();
        assert_eq!(c, 2);
        let items = [
            pawn_item(Colour::White, Square::A3),
            pawn_item(Colour::White, Square::A2),
            pawn_item(Colour::White, Square::B2),
        ];
        assert!(assign(&items).is_none());
    }
}
