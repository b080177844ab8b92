//! What is refused before solving, beside the combinations of conditions
//! and piece attributes (which `nightrider-conditions` decides): the
//! limits of Popeye's intelligent mode, and pieces whose Popeye rules are
//! not modelled, each with a text naming it.

use crate::problem::Twin;

/// Why Popeye's intelligent mode (`option Intelligent`) would not take
/// `twin`, or `None` when it would: it takes help play, series play and
/// series help play (also reciprocal help and parry-series help play) with
/// the goals mate and stalemate, structured stipulations aiming at mate or
/// stalemate, orthodox pieces only, and a few
/// conditions (those checked against Popeye 4.104: Monochrome, Bichrome,
/// Grid, NoCapture, MustCapture, Maximummer).
pub fn intelligent_refusal(twin: &Twin) -> Option<&'static str> {
    use nightrider_conditions::Condition;
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
    if !pos.fairy().is_empty()
        || pos
            .board()
            .iter()
            .flatten()
            .any(|p| !p.attributes.is_empty())
    {
        return Some("fairy pieces");
    }
    let condition_taken = |c: &Condition| {
        matches!(
            c,
            Condition::Monochrome
                | Condition::Bichrome
                | Condition::Grid(_)
                | Condition::NoCapture
                | Condition::MustCapture(_)
                | Condition::Maximummer(_)
        )
    };
    if !twin.conditions.list.iter().all(condition_taken) {
        return Some("this condition");
    }
    None
}
