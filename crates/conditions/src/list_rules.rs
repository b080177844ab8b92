//! MustCapture, Maximummer and Minimummer: rules over the whole list of
//! a side's legal moves; and the dispatch of the other list rules.

use crate::condition::Mummer;
use crate::hooks::{move_length, ListRule};
use nightrider_board::{Colour, Move, Position};
use nightrider_movegen::MoveList;

/// Applies `rule` to the legal moves of `side` in `out[start..]`: under
/// MustCapture only the captures stay if there are any, under Maximummer
/// only the longest moves ([`move_length`]), under Minimummer only the
/// shortest, and the rules of [`crate::selection`] on the list (which
/// read `pos`, the position of the side to move).
pub(crate) fn apply(
    engine: &crate::Engine,
    rule: &ListRule,
    pos: &Position,
    out: &mut MoveList,
    start: usize,
    side: Colour,
) {
    match *rule {
        ListRule::MustCapture(c) if c == side => prefer_from(out, start, Move::is_capture),
        ListRule::Maximummer(c) if c == side => {
            if let Some(longest) = out[start..].iter().map(move_length).max() {
                retain_from(out, start, |m| move_length(m) == longest);
            }
        }
        ListRule::Minimummer(c) if c == side => {
            if let Some(shortest) = out[start..].iter().map(move_length).min() {
                retain_from(out, start, |m| move_length(m) == shortest);
            }
        }
        ListRule::Selection(ref rule) => rule.apply(engine, pos, out, start, side),
        ListRule::StrictMummer {
            rule,
            side: c,
            ultra,
        } if c == side => strict(engine, rule, ultra, pos, out, start, side),
        ListRule::Alphabetic(bound) if bound.is_none_or(|c| c == side) => {
            crate::selection::alphabetic::apply(out, start);
        }
        ListRule::Synchron { side: c, anti } if c == side => {
            crate::selection::synchron::apply(pos, out, start, anti);
        }
        ListRule::BlackChecks if side == Colour::Black => black_checks(engine, pos, out, start),
        ListRule::Obligation(ref rule) if rule.side == side => {
            crate::selection::obligation::apply(engine, rule, pos, out, start);
        }
        _ => {}
    }
}

/// The measure the rule maximises: 1 for a capture under MustCapture,
/// the length ([`move_length`]) under Maximummer, minus it under
/// Minimummer.
fn measure(rule: Mummer, m: &Move) -> i32 {
    match rule {
        Mummer::MustCapture => i32::from(m.is_capture()),
        Mummer::Maximummer => move_length(m),
        Mummer::Minimummer => -move_length(m),
    }
}

/// The best [`measure`] among the moves of `side` in `pos`, legal or not
/// (the generator's pseudo-legal moves, castlings included, that obey the
/// rules on the squares a move joins: Popeye 4.104 generates no other
/// under MonochromChess, found by comparing move lists); `None` without
/// any.
fn best_of_all(engine: &crate::Engine, rule: Mummer, pos: &Position, side: Colour) -> Option<i32> {
    let mut for_side = pos.clone();
    for_side.set_side_to_move_unrecorded(side);
    let mut moves = MoveList::new();
    engine
        .generator()
        .pseudo_legal_moves(&for_side, &mut moves)
        .expect(crate::engine::CHECKED_AT_SETUP);
    let joins = |m: &Move| {
        engine.move_rules.iter().all(|r| match r {
            crate::hooks::MoveRule::Squares(squares) => {
                crate::squares::squares_rule_allows(squares, m)
            }
            _ => true,
        })
    };
    moves
        .iter()
        .filter(|m| joins(m))
        .map(|m| measure(rule, m))
        .max()
}

/// The rules with `Exact` or `Ultra`: of the legal moves of `side` in
/// `out[start..]` only those whose measure is the best among all its
/// moves, legal or not; under MustCapture Ultra only the captures.
fn strict(
    engine: &crate::Engine,
    rule: Mummer,
    ultra: bool,
    pos: &Position,
    out: &mut MoveList,
    start: usize,
    side: Colour,
) {
    if ultra && rule == Mummer::MustCapture {
        retain_from(out, start, Move::is_capture);
        return;
    }
    match best_of_all(engine, rule, pos, side) {
        Some(best) => retain_from(out, start, |m| measure(rule, m) == best),
        None => out.truncate(start),
    }
}

impl crate::Engine {
    /// Maximummer (Minimummer) Ultra: whether `m`, a move of `side` (a
    /// capture of the king when checks are tested), is at least as long
    /// (short) as every move of `side` in `pos`, legal or not.
    pub(crate) fn ultra_mummer_allows(
        &self,
        pos: &Position,
        m: &Move,
        side: Colour,
        minimummer: bool,
    ) -> bool {
        let rule = if minimummer {
            Mummer::Minimummer
        } else {
            Mummer::Maximummer
        };
        best_of_all(self, rule, pos, side).is_none_or(|best| measure(rule, m) >= best)
    }
}

/// BlackChecks: of Black's legal moves in `out[start..]` only those
/// giving check; with none, the null move (a pass) if Black is not in
/// check, else no move. (Popeye 4.104 prints the pass `...`; it judges
/// mate and stalemate by the moves without the rule, as
/// [`crate::Engine::has_any_legal_move`] does here.)
fn black_checks(engine: &crate::Engine, pos: &Position, out: &mut MoveList, start: usize) {
    let mut after = pos.clone();
    let mut checks = |m: &Move| {
        engine.play(&mut after, m);
        let check = engine.in_check(&after, Colour::White);
        after.undo_move();
        check
    };
    retain_from(out, start, &mut checks);
    if out.len() == start && !engine.in_check(pos, Colour::Black) {
        out.push(Move::null());
    }
}

/// Makes `raw` hold the moves of `moves`: copies the moves alone, where
/// assigning a move list would copy its whole inline buffer.
pub(crate) fn replace_moves(raw: &mut MoveList, moves: &MoveList) {
    raw.clear();
    raw.extend_from_slice(moves);
}

/// Keeps the moves of `out[start..]` for which `keep` holds.
pub(crate) fn retain_from(out: &mut MoveList, start: usize, mut keep: impl FnMut(&Move) -> bool) {
    // (in place, in order: a second list would copy its whole inline
    // buffer)
    let mut kept = start;
    for at in start..out.len() {
        let m = out[at];
        if keep(&m) {
            out[kept] = m;
            kept += 1;
        }
    }
    out.truncate(kept);
}

/// Keeps the moves of `out[start..]` for which `preferred` holds, if
/// there is one; else all of them (the rules that oblige a side to a kind
/// of move when it has one).
pub(crate) fn prefer_from(out: &mut MoveList, start: usize, preferred: impl Fn(&Move) -> bool) {
    if out[start..].iter().any(&preferred) {
        retain_from(out, start, preferred);
    }
}

impl crate::Engine {
    /// What the list rules remember from the moves played, as a hash for
    /// the transposition tables (zero when nothing): under the synchron
    /// movers the displacement of the last move.
    pub(crate) fn list_rules_history_hash(&self, pos: &Position) -> u64 {
        if self
            .list_rules
            .iter()
            .any(|r| matches!(r, ListRule::Synchron { .. }))
        {
            crate::selection::synchron::history_hash(pos)
        } else {
            0
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::condition::{Condition, Mummer};
    use crate::hooks::move_length;
    use crate::Engine;
    use nightrider_board::Move;
    use nightrider_movegen::{MoveGenerator, MoveList, Rules, WalkRegistry};

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 96, ..Default::default() })]

        /// BlackChecks: every move of Black gives check, or is the one
        /// pass of a Black not in check without a checking legal move;
        /// White's moves are the orthodox ones.
        #[test]
        fn black_checks_or_passes(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
        ) {
            use nightrider_board::Colour;
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let generator =
                MoveGenerator::for_position(&pos, Rules::default(), &WalkRegistry::new()).unwrap();
            let e = Engine::new(generator, &[Condition::BlackChecks]).unwrap();
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let mut list = MoveList::new();
            e.legal_moves(&mut pos, &mut list);
            let generator =
                MoveGenerator::for_position(&pos, Rules::default(), &WalkRegistry::new()).unwrap();
            let plain = Engine::new(generator, &[]).unwrap();
            let mut orthodox = MoveList::new();
            plain.legal_moves(&mut pos, &mut orthodox);
            let checking: Vec<Move> = orthodox
                .iter()
                .copied()
                .filter(|m| {
                    let mut after = pos.clone();
                    plain.play(&mut after, m);
                    plain.in_check(&after, !side)
                })
                .collect();
            if side == Colour::White {
                proptest::prop_assert_eq!(list.len(), orthodox.len());
            } else if checking.is_empty() {
                let pass: &[Move] = if e.in_check(&pos, side) { &[] } else { &[Move::null()] };
                proptest::prop_assert_eq!(list.as_slice(), pass);
            } else {
                proptest::prop_assert_eq!(list.as_slice(), checking.as_slice());
            }
        }

        /// With Exact or Ultra, every legal move of the side bound has the
        /// best measure among all its moves, legal or not (MustCapture
        /// Ultra: every one captures); the other side's moves are as
        /// without the rule (Exact).
        #[test]
        fn strict_rules_keep_only_the_best_of_all_moves(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
            which in 0usize..3,
            ultra in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let rule = [Mummer::MustCapture, Mummer::Maximummer, Mummer::Minimummer][which];
            let condition = Condition::StrictMummer { rule, side, ultra };
            let generator =
                MoveGenerator::for_position(&pos, Rules::default(), &WalkRegistry::new()).unwrap();
            let e = Engine::new(generator, std::slice::from_ref(&condition)).unwrap();
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let mut list = MoveList::new();
            e.legal_moves(&mut pos, &mut list);
            let mut all = MoveList::new();
            e.generator().pseudo_legal_moves(&pos, &mut all).unwrap();
            let measure = |m: &Move| match rule {
                Mummer::MustCapture => i32::from(m.is_capture()),
                Mummer::Maximummer => move_length(m),
                Mummer::Minimummer => -move_length(m),
            };
            let best = all.iter().map(measure).max();
            for m in list.iter() {
                proptest::prop_assert_eq!(Some(measure(m)), best, "{:?}", m);
                if ultra && rule == Mummer::MustCapture {
                    proptest::prop_assert!(m.is_capture(), "{:?}", m);
                }
            }
            // (the other side is not bound)
            if !ultra {
                let other = Condition::StrictMummer { rule, side: !side, ultra };
                let generator =
                    MoveGenerator::for_position(&pos, Rules::default(), &WalkRegistry::new()).unwrap();
                let free = Engine::new(generator, std::slice::from_ref(&other)).unwrap();
                let mut theirs = MoveList::new();
                free.legal_moves(&mut pos, &mut theirs);
                let generator =
                    MoveGenerator::for_position(&pos, Rules::default(), &WalkRegistry::new()).unwrap();
                let plain = Engine::new(generator, &[]).unwrap();
                let mut orthodox = MoveList::new();
                plain.legal_moves(&mut pos, &mut orthodox);
                proptest::prop_assert_eq!(theirs.len(), orthodox.len());
            }
        }
    }
}
