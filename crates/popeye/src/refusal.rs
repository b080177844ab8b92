//! What is refused before solving, beside the combinations of conditions
//! and piece attributes (which `nightrider-conditions` decides): the
//! limits of Popeye's intelligent mode, and pieces whose Popeye rules are
//! not modelled, each with a text naming it.

use crate::problem::Twin;

/// Why Popeye's intelligent mode (`option Intelligent`) would not take
/// `twin`, or `None` when it would: it takes help play, series play and
/// series help play (also reciprocal help and parry-series help play) with
/// the goals mate and stalemate, structured stipulations aiming at mate or
/// stalemate, orthodox pieces and dummies, the piece attributes
/// [`INTELLIGENT_ATTRIBUTES`], and the conditions of
/// [`intelligent_takes`] (each checked against Popeye 4.104).
pub fn intelligent_refusal(twin: &Twin) -> Option<&'static str> {
    use nightrider_stipulation::model::{Aim, SeriesKind};
    use nightrider_stipulation::Goal;
    match twin.stipulation.traditional {
        Some(t) => {
            if !matches!(t.goal, Goal::Mate | Goal::Stalemate) {
                return Some("this goal");
            }
            let play_taken = matches!(
                (t.aim, t.series),
                (
                    Aim::Help,
                    SeriesKind::None | SeriesKind::Series | SeriesKind::Parry
                ) | (Aim::Direct, SeriesKind::Series)
            );
            if !play_taken {
                return Some("this kind of play");
            }
        }
        // A structured stipulation is taken when it aims at mate or
        // stalemate (Popeye takes `black 10:12hh[#]` and `13h[1h[#]h]?+?h`,
        // refuses `black 4hh[+]`).
        None => {
            let goals = twin.stipulation.goals();
            if !goals
                .iter()
                .any(|g| matches!(g, Goal::Mate | Goal::Stalemate))
            {
                return Some("this goal");
            }
        }
    }
    let pos = &twin.position;
    let dummy = nightrider_board::catalogue::by_name("dummy");
    let fairy_kind = pos
        .fairy()
        .into_iter()
        .filter_map(|sq| pos.piece_at(sq))
        .any(|p| Some(p.kind) != dummy);
    let attribute = pos
        .board()
        .iter()
        .flatten()
        .any(|p| !INTELLIGENT_ATTRIBUTES.contains(p.attributes));
    if fairy_kind || attribute {
        return Some("fairy pieces");
    }
    if !twin.conditions.list.iter().all(intelligent_takes) {
        return Some("this condition");
    }
    None
}

/// The piece attributes Popeye 4.104's intelligent mode takes (found by
/// running it): it refuses kamikaze pieces; royal, protean and the
/// attributes acting on hurdles or boards are refused here unchecked.
pub const INTELLIGENT_ATTRIBUTES: nightrider_board::Attributes =
    nightrider_board::Attributes::NEUTRAL
        .union(nightrider_board::Attributes::PARALYSING)
        .union(nightrider_board::Attributes::CHAMELEON)
        .union(nightrider_board::Attributes::JIGGER)
        .union(nightrider_board::Attributes::VOLAGE)
        .union(nightrider_board::Attributes::FUNCTIONARY)
        .union(nightrider_board::Attributes::HALF_NEUTRAL)
        .union(nightrider_board::Attributes::MAGIC)
        .union(nightrider_board::Attributes::UNCAPTURABLE);

/// Whether Popeye 4.104's intelligent mode takes the condition `c`
/// (found by running it on every condition name): the conditions that
/// choose among the moves or restrict them without moving units
/// elsewhere, and the holes.
pub fn intelligent_takes(c: &nightrider_conditions::Condition) -> bool {
    use nightrider_conditions::Condition;
    matches!(
        c,
        Condition::Monochrome
            | Condition::Bichrome
            | Condition::Grid(_)
            | Condition::NoCapture
            | Condition::NoCaptureBy(_)
            | Condition::MustCapture(_)
            | Condition::Maximummer(_)
            | Condition::Minimummer(_)
            | Condition::UltraSchachZwang(_)
            | Condition::FollowMyLeader(_)
            | Condition::Edgemover(_)
            | Condition::Alphabetic(_)
            | Condition::Dister(_)
            | Condition::ForcedSquares { .. }
            | Condition::ConsequentForcedSquares { .. }
            | Condition::RoyalSquare { .. }
            | Condition::PromOnly(_)
            | Condition::PromSquares { .. }
            | Condition::NoPromotion(_)
            | Condition::Holes(_)
            | Condition::Haaner
            | Condition::LastCapture { .. }
    )
}
