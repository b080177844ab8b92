//! Proof games under fairy conditions: which conditions the proof-game
//! search plays, and how many squares one of their moves may change, the
//! figure the search prunes with (see
//! `nightrider_retro::proof_game::ChangedSquaresTarget`).
//!
//! An orthodox move changes the contents of at most four squares
//! (castling; en passant three, every other move two). A condition adds
//! the squares its effects reach: a rebirth square (Circe, AntiCirce and
//! their kin), the neighbours an Influencer move changes. A condition
//! whose effects the count does not cover (pieces off the board or under
//! it, squares the diagram names) is not played: the search would prune
//! soundly only by chance.
//!
//! Conditions that only take orthodox moves away ([`only_take_moves_away`])
//! leave the orthodox bound (the retro crate's `ProofGameTarget`) sound,
//! which prunes far more.

use crate::condition::{CirceRules, Condition, RebirthSquare};

/// The squares an orthodox move changes at most: castling's king and rook,
/// from and to.
const ORTHODOX: u32 = 4;

/// The most squares whose contents one move changes under `conditions`;
/// an empty list gives the orthodox four.
///
/// # Errors
/// The index in `conditions` of the first condition whose effects are not
/// covered (see the module documentation).
///
/// ```
/// use nightrider_conditions::condition::{CirceRules, Condition};
/// use nightrider_conditions::proof_games::squares_changed_per_move;
///
/// assert_eq!(squares_changed_per_move(&[]), Ok(4));
/// let circe = Condition::Circe(CirceRules::default());
/// assert_eq!(squares_changed_per_move(&[circe]), Ok(5));
/// assert_eq!(squares_changed_per_move(&[Condition::Influencer]), Ok(12));
/// ```
pub fn squares_changed_per_move(conditions: &[Condition]) -> Result<u32, usize> {
    conditions
        .iter()
        .enumerate()
        .try_fold(ORTHODOX, |sum, (index, condition)| {
            extra_squares(condition)
                .map(|extra| sum + extra)
                .ok_or(index)
        })
}

/// The squares beyond a plain move's that `condition`'s effects change at
/// most, or `None` when they are not covered.
fn extra_squares(condition: &Condition) -> Option<u32> {
    match condition {
        // the rebirth square
        Condition::Circe(rules) | Condition::AntiCirce(rules) => rebirth(rules),
        Condition::Mars(rules) | Condition::AntiMars(rules) => rebirth(rules).map(|_| 0),
        Condition::Parrain { .. } | Condition::AntiParrain { .. } => Some(1),
        // the mover's colour or kind, on its own square
        Condition::Volage { .. }
        | Condition::Andernach
        | Condition::AntiAndernach
        | Condition::Einstein(_)
        | Condition::ChameleonChess(_)
        | Condition::Transmuting { .. } => Some(0),
        // a castling with another partner, an exchange: four squares
        Condition::CastlingChess(_) | Condition::ExchangeCastling => Some(0),
        // the opposing pieces next to the moved piece change kind
        Condition::Influencer => Some(8),
        // a move to the rebirth square is a plain move
        Condition::DangerCirce => Some(0),
        // how pieces move (walks borrowed), not what a move changes
        Condition::Annan
        | Condition::Nanna
        | Condition::FaceToFace
        | Condition::BackToBack
        | Condition::CheekToCheek => Some(0),
        // SeriesCapture: the mover's square, a square per capture (at
        // most the fifteen opposing units but the king) and the last
        // step's: seventeen
        Condition::SeriesCapture => Some(13),
        // ExtinctionChess: orthodox moves (more royal units, kings that
        // may walk into attack), promotions to king among them
        Condition::Extinction => Some(0),
        _ if only_takes_moves_away(condition) => Some(0),
        _ => None,
    }
}

/// Whether every condition of `conditions` only takes orthodox moves away
/// (forbids captures, paralyses, restricts where a move may end): the
/// moves left are orthodox moves with their orthodox effects, so the
/// orthodox proof-game bound (the retro crate's `ProofGameTarget`) still
/// never exceeds the moves needed. False for an empty list.
///
/// ```
/// use nightrider_conditions::condition::{CirceRules, Condition};
/// use nightrider_conditions::proof_games::only_take_moves_away;
///
/// assert!(only_take_moves_away(&[Condition::Checkless, Condition::Koeko]));
/// assert!(!only_take_moves_away(&[Condition::Checkless, Condition::FaceToFace]));
/// assert!(!only_take_moves_away(&[Condition::Circe(CirceRules::default())]));
/// ```
pub fn only_take_moves_away(conditions: &[Condition]) -> bool {
    !conditions.is_empty() && conditions.iter().all(only_takes_moves_away)
}

/// Whether `condition` only takes orthodox moves away.
fn only_takes_moves_away(condition: &Condition) -> bool {
    if let Condition::Immun(rules) = condition {
        // (the diagram's rebirth squares: a proof game starts elsewhere)
        return rules.square != RebirthSquare::Diagram;
    }
    matches!(
        condition,
        Condition::Madrasi { .. }
            | Condition::Eiffel
            | Condition::Isardam { .. }
            | Condition::Patrol
            | Condition::UltraPatrol
            | Condition::Lortap
            | Condition::Provocation
            | Condition::Monochrome
            | Condition::Bichrome
            | Condition::Grid(_)
            | Condition::Koeko
            | Condition::KnightKoeko
            | Condition::AntiKoeko
            | Condition::NewKoeko
            | Condition::ContactGrid
            | Condition::NoCapture
            | Condition::Checkless
            // (as under Madrasi, a unit that does not check lets a king
            // step where it attacks: an orthodox move still)
            | Condition::FuddledMen
            // (their moves are orthodox moves, chosen; a check they void
            // lets a king step where it is attacked, still an orthodox move)
            | Condition::BackHome
            | Condition::Disparate
    )
}

/// The rebirth square a Circe-family capture adds, unless the rules put
/// pieces off the board (WaitCapture) or under it (Volcanic, Parachute),
/// or take the square from the diagram, which a proof game does not start
/// from.
fn rebirth(rules: &CirceRules) -> Option<u32> {
    let covered =
        rules.underworld.is_none() && !rules.wait_capture && rules.square != RebirthSquare::Diagram;
    covered.then_some(1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::condition::Underworld;

    #[test]
    fn conditions_add_up() {
        let circe = Condition::Circe(CirceRules::default());
        assert_eq!(
            squares_changed_per_move(&[circe, Condition::Influencer]),
            Ok(13)
        );
        assert_eq!(
            squares_changed_per_move(&[Condition::Madrasi {
                rex_inclusive: false
            }]),
            Ok(4)
        );
    }

    #[test]
    fn uncovered_effects_are_refused() {
        let volcanic = Condition::Circe(CirceRules {
            underworld: Some(Underworld::Volcanic),
            ..CirceRules::default()
        });
        assert_eq!(squares_changed_per_move(&[volcanic]), Err(0));
        let diagram = Condition::AntiCirce(CirceRules {
            square: RebirthSquare::Diagram,
            ..CirceRules::default()
        });
        assert_eq!(squares_changed_per_move(&[diagram]), Err(0));
        assert_eq!(
            squares_changed_per_move(&[Condition::Checkless, Condition::Leofamily]),
            Err(1)
        );
    }
}
