//! How many units give check (Jacobi's counted checks `++`, `+++`) under
//! the conditions: the units of the other side whose observation of a
//! royal piece makes [`Engine::in_check`] true, counted one by one with
//! the same test, so that the count is positive exactly when the side is
//! in check. Where a condition defines check otherwise than by single
//! units observing a royal piece (SAT, AntiKings, Pepo, …) the count is
//! not defined, and the condition is named.

use super::Engine;
use nightrider_board::{Colour, Position};

impl Engine {
    /// How many units of the other side give check to `side`'s royal
    /// pieces (a unit checking two royal pieces counts twice): each unit
    /// that observes a royal piece under the rules on checks, as
    /// [`Engine::in_check`] judges them.
    ///
    /// # Errors
    /// The name of the condition under which check is not given by single
    /// units, so that "how many units give check" has no meaning.
    pub fn checking_units(&self, pos: &Position, side: Colour) -> Result<u32, &'static str> {
        if let Some(name) = self.counted_checks_undefined() {
            return Err(name);
        }
        let mut count = 0;
        for royal in pos.royals(side) {
            let attackers = self
                .generator
                .attackers(pos, royal, !side)
                .map_err(|_| "these pieces")?;
            if self.plain_observation || (self.bolero.is_some() && self.plain_bolero_alone()) {
                count += attackers.count();
                continue;
            }
            let units = if self.borrows_observing_walks() {
                pos.by_colour(!side)
                    .without(royal)
                    .into_iter()
                    .filter(|&from| self.observes(pos, from, royal, !side))
                    .count()
            } else {
                attackers
                    .into_iter()
                    .filter(|&from| {
                        self.observation_stands(pos, from, royal, !side)
                            && !self.shielded_from(pos, from, royal, side)
                    })
                    .count()
            };
            count += units as u32;
        }
        // a royal pawn's double step that can be taken en passant is a
        // check (by the pawns that could take it: counted as one)
        let plain = self.plain_observation || (self.bolero.is_some() && self.plain_bolero_alone());
        if count == 0 && !plain && self.royal_taken_en_passant(pos, side) {
            count = 1;
        }
        Ok(count)
    }

    /// The condition that defines check otherwise than by single units
    /// observing a royal piece, if any (see [`Engine::in_check`]).
    fn counted_checks_undefined(&self) -> Option<&'static str> {
        let rules: [(bool, &'static str); 15] = [
            (self.single_box_alone || self.single_box_type3, "SingleBox"),
            (
                self.royal_squares.iter().any(Option::is_some),
                "RoyalSquare",
            ),
            (self.anti_kings, "AntiKings"),
            (self.vogtlaender, "VogtlaenderChess"),
            (self.sat.is_some(), "SAT"),
            (self.pepo, "Pepo"),
            (self.bicolores, "Bicolores"),
            (self.assassin.is_some(), "Circe Assassin"),
            (self.alice, "AliceChess"),
            (self.danger, "DangerCirce"),
            (self.bgl.is_some(), "BGL"),
            (self.mars.is_some(), "MarsCirce"),
            (self.phantom.is_some(), "PhantomChess"),
            (self.make_take, "MakeAndTakeChess"),
            (self.plus, "PlusChess"),
        ];
        rules.iter().find(|(on, _)| *on).map(|(_, name)| *name)
    }
}

#[cfg(test)]
mod tests {
    use crate::condition::{CirceRules, EinsteinRule};
    use crate::Condition;
    use nightrider_board::Colour;

    /// Conditions under which the units are counted, alone.
    fn counted() -> Vec<Vec<Condition>> {
        vec![
            vec![],
            vec![Condition::Circe(CirceRules::default())],
            vec![Condition::AntiCirce(CirceRules::default())],
            vec![Condition::Madrasi {
                rex_inclusive: false,
            }],
            vec![Condition::Madrasi {
                rex_inclusive: true,
            }],
            vec![Condition::Eiffel],
            vec![Condition::Isardam {
                type_b: false,
                rex_inclusive: false,
            }],
            vec![Condition::Patrol],
            vec![Condition::Monochrome],
            vec![Condition::Bichrome],
            vec![Condition::Einstein(EinsteinRule::Einstein)],
            vec![Condition::Masand],
            vec![Condition::Central],
        ]
    }

    /// The count is refused by name where check is not a unit's.
    #[test]
    fn refused_by_name_where_check_is_not_a_units() {
        let pos = crate::test_support::random_position(&[], [true, true], false);
        for (c, name) in [
            (Condition::AntiKings, "AntiKings"),
            (Condition::Pepo, "Pepo"),
            (Condition::Vogtlaender, "VogtlaenderChess"),
            (Condition::Plus, "PlusChess"),
        ] {
            let e = crate::test_support::engine_under(&pos, &[c]);
            assert_eq!(e.checking_units(&pos, Colour::White), Err(name));
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 96, ..Default::default() })]

        /// Under each condition the count is positive exactly when the
        /// engine says the side is in check, and at most the number of
        /// opposing units (times the royal pieces).
        #[test]
        fn count_is_positive_exactly_in_check(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..16),
            black in proptest::bool::ANY,
        ) {
            let pos = crate::test_support::random_position(&cells, [true, true], black);
            for conditions in counted() {
                let e = crate::test_support::engine_with_rules(&pos, &conditions);
                for side in [Colour::White, Colour::Black] {
                    let n = e.checking_units(&pos, side).unwrap();
                    proptest::prop_assert_eq!(n > 0, e.in_check(&pos, side), "{:?} {:?}", conditions, side);
                    let most = pos.by_colour(!side).count() * pos.royals(side).count();
                    proptest::prop_assert!(n <= most);
                }
            }
        }
    }
}
