//! The combination rules of the obligations: the mummers' Exact and
//! Ultra forms and the synchron movers.

use super::beside;
use crate::condition::{CirceRules, Condition, SentinelRules};

/// The rules with Exact or Ultra stand alone (both sides' together) or
/// beside MonochromChess, plain AntiCirce and plain Sentinelles;
/// the synchron movers have been compared with Popeye (move pairs on
/// random and hand-made positions) alone, together, and beside plain
/// Circe and AntiCirce, Madrasi, Isardam, Patrouille, NoCapture,
/// MonochromChess, AndernachChess, AntiAndernachChess, MarsCirce (not
/// AntiMarsCirce) and the other side's MustCapture and Maximummer.
pub(super) fn obligation_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    // the rules with Exact or Ultra have been compared with Popeye alone
    // and beside one another (of the other side)
    let strict = |c: &Condition| matches!(c, Condition::StrictMummer { .. });
    // and beside MonochromChess (the best moves judged among the moves
    // joining squares of one colour), plain AntiCirce and plain
    // Sentinelles
    if let Some(refused) = beside(conditions, strict, |c| {
        !(strict(c)
            || *c == Condition::Monochrome
            || matches!(c, Condition::AntiCirce(r) if *r == crate::imitator::plain_anticirce())
            || matches!(c, Condition::Sentinelles(r) if *r == SentinelRules::default()))
    }) {
        return Some(refused);
    }
    // AlphabeticChess binds both sides: another obligation is one of the
    // same side (Popeye refuses it); the alphabetic rules have been
    // compared with Popeye alone, for both sides and beside plain Circe,
    // Madrasi and NoCapture
    let alphabetic = |c: &Condition| matches!(c, Condition::Alphabetic(_));
    if let Some(refused) = beside(
        conditions,
        |c| *c == Condition::Alphabetic(None),
        |c| {
            matches!(
                c,
                Condition::MustCapture(_)
                    | Condition::Maximummer(_)
                    | Condition::Minimummer(_)
                    | Condition::ForcedSquares { .. }
                    | Condition::Synchron { .. }
                    | Condition::Alphabetic(Some(_))
            )
        },
    ) {
        return Some(refused);
    }
    if let Some(refused) = beside(conditions, alphabetic, |c| {
        !(alphabetic(c)
            || matches!(
                c,
                Condition::Madrasi {
                    rex_inclusive: false
                } | Condition::NoCapture
            )
            || matches!(c, Condition::Circe(r) if *r == CirceRules::default()))
    }) {
        return Some(refused);
    }
    beside(
        conditions,
        |c| matches!(c, Condition::Synchron { .. }),
        |c| {
            !(matches!(
                c,
                Condition::Synchron { .. }
                    | Condition::Mars(_)
                    | Condition::Madrasi {
                        rex_inclusive: false
                    }
                    | Condition::Patrol
                    | Condition::NoCapture
                    | Condition::Monochrome
                    | Condition::Andernach
                    | Condition::AntiAndernach
                    | Condition::MustCapture(_)
                    | Condition::Maximummer(_)
            ) || *c
                == (Condition::Isardam {
                    rex_inclusive: false,
                    type_b: false,
                })
                || matches!(c, Condition::Circe(r) if *r == CirceRules::default())
                || matches!(c, Condition::AntiCirce(r) if *r == CirceRules {
                    rex_inclusive: true,
                    strict: true,
                    ..CirceRules::default()
                }))
        },
    )
}
