//! The order in which battle play tries the defences of a position where
//! the attacker must answer every one: the defence that refuted last at
//! this length (a killer) first, then the defences giving check, then the
//! others.
//!
//! The search stops at the first defence the attacker cannot answer, so
//! the order decides how much of the tree it sees, never its answer. A
//! defence giving check leaves the attacker only the moves that parry it:
//! when it refutes, that is found quickly, and it refutes far more often
//! than a quiet defence (the attacker's plan rarely allows for a check).
//! Whether a defence gives check is asked of the game without playing it
//! ([`Game::gives_check`]; a defence it cannot tell about counts as
//! quiet), and only once the killer, if any, has failed to refute.

use crate::game::Game;
use nightrider_board::Move;

/// The defences of a position in the order to try them: an iterator of
/// indices into the moves, each yielded once (see the module
/// documentation).
pub(super) struct DefenceOrder<I> {
    /// The killer's index, tried first.
    killer: Option<usize>,
    /// 0: the killer next; 1: the checks; 2: the rest.
    pass: u8,
    /// The order of the moves within a pass.
    base: I,
    /// The current pass's walk through the moves.
    walk: I,
    /// The moves yielded as checks (the first 256 moves; later ones count
    /// as quiet).
    checks: [u64; 4],
}

impl<I: Iterator<Item = usize> + Clone> DefenceOrder<I> {
    /// The order of the moves that `base` visits (each index once), the
    /// one at `killer` first.
    pub(super) fn new(base: I, killer: Option<usize>) -> DefenceOrder<I> {
        DefenceOrder {
            killer,
            pass: 0,
            walk: base.clone(),
            base,
            checks: [0; 4],
        }
    }

    fn is_check(&self, i: usize) -> bool {
        i < 256 && self.checks[i / 64] & (1 << (i % 64)) != 0
    }

    /// The index of the next defence of `moves` to try, if any.
    pub(super) fn next<G: Game>(&mut self, game: &mut G, moves: &[Move]) -> Option<usize> {
        loop {
            match self.pass {
                0 => {
                    self.pass = 1;
                    if self.killer.is_some() {
                        return self.killer;
                    }
                }
                1 => match self.walk.next() {
                    Some(i) => {
                        if Some(i) != self.killer
                            && i < 256
                            && game.gives_check(&moves[i]) == Some(true)
                        {
                            self.checks[i / 64] |= 1 << (i % 64);
                            return Some(i);
                        }
                    }
                    None => {
                        self.pass = 2;
                        self.walk = self.base.clone();
                    }
                },
                _ => {
                    let i = self.walk.next()?;
                    if Some(i) != self.killer && !self.is_check(i) {
                        return Some(i);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::{Colour, Position, Square};

    /// A game whose moves give check when they are in `checks`.
    struct Checks {
        pos: Position,
        checks: Vec<Move>,
    }

    impl Game for Checks {
        fn position(&self) -> &Position {
            &self.pos
        }
        fn legal_moves(&mut self, _: &mut Vec<Move>) {}
        fn play(&mut self, _: &Move) {}
        fn undo(&mut self) {}
        fn in_check(&mut self, _: Colour) -> bool {
            false
        }
        fn set_side_to_move(&mut self, _: Colour) {}
        fn gives_check(&mut self, m: &Move) -> Option<bool> {
            Some(self.checks.contains(m))
        }
    }

    fn moves(n: u8) -> Vec<Move> {
        (0..n)
            .map(|i| Move::quiet(Square::new(i).unwrap(), Square::new(63 - i).unwrap()))
            .collect()
    }

    fn order(moves: &[Move], checks: &[usize], killer: Option<usize>) -> Vec<usize> {
        let mut game = Checks {
            pos: Position::empty(),
            checks: checks.iter().map(|&i| moves[i]).collect(),
        };
        let mut order = DefenceOrder::new(0..moves.len(), killer);
        std::iter::from_fn(|| order.next(&mut game, moves)).collect()
    }

    #[test]
    fn the_killer_then_the_checks_then_the_rest() {
        let m = moves(6);
        assert_eq!(order(&m, &[2, 4], Some(3)), [3, 2, 4, 0, 1, 5]);
        assert_eq!(order(&m, &[2, 4], Some(4)), [4, 2, 0, 1, 3, 5]);
        assert_eq!(order(&m, &[2, 4], None), [2, 4, 0, 1, 3, 5]);
        assert_eq!(order(&m, &[], None), [0, 1, 2, 3, 4, 5]);
        assert!(order(&[], &[], None).is_empty());
    }

    proptest::proptest! {
        /// Every defence is tried exactly once, whatever the checks, the
        /// killer and the order visited.
        #[test]
        fn every_defence_once(
            n in 0u8..40,
            checks in proptest::collection::vec(0usize..40, 0..10),
            killer in proptest::option::of(0usize..40),
            backwards in proptest::bool::ANY,
        ) {
            let m = moves(n);
            let len = m.len();
            let checks: Vec<usize> = checks.into_iter().filter(|&i| i < len).collect();
            let killer = killer.filter(|&k| k < len);
            let mut game = Checks {
                pos: Position::empty(),
                checks: checks.iter().map(|&i| m[i]).collect(),
            };
            let base: Vec<usize> = if backwards { (0..len).rev().collect() } else { (0..len).collect() };
            let mut order = DefenceOrder::new(base.into_iter(), killer);
            let seen: Vec<usize> = std::iter::from_fn(|| order.next(&mut game, &m)).collect();
            let mut sorted = seen.clone();
            sorted.sort_unstable();
            proptest::prop_assert_eq!(sorted, (0..len).collect::<Vec<_>>());
            if let Some(k) = killer {
                proptest::prop_assert_eq!(seen[0], k);
            }
            // the checks come before every quiet defence but the killer
            let first_quiet = seen
                .iter()
                .position(|&i| Some(i) != killer && !checks.contains(&i))
                .unwrap_or(len);
            proptest::prop_assert!(seen[first_quiet..].iter().all(|i| !checks.contains(i) || Some(*i) == killer));
        }
    }
}
