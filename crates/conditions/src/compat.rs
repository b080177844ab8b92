//! Which conditions may be combined: the one place deciding it, so that
//! [`crate::Engine::new`] refuses exactly what the command line refuses.
//!
//! [`refusal`] judges a list of conditions (the rules of the piece
//! attributes on the board included, see
//! [`Condition::attribute_rules`]). Most refusals say that a condition
//! has been compared with Popeye only beside a known set of others; the
//! rest are pairs Popeye refuses, or whose meaning it gives by rules not
//! found. Each is checked in a fixed order, so that a list with several
//! refused pairs always names the same one.

#![allow(unused_imports)]
use crate::circe::never_promotes;
use crate::condition::{CirceRules, Condition, RebirthSquare};
use crate::engine::ConditionError;

/// The first combination among `conditions` that cannot be played,
/// as the error naming it; `Ok` if they may stand together.
///
/// # Errors
/// [`ConditionError::Incompatible`] naming the two conditions (or
/// variants) that cannot be combined.
pub fn refusal(conditions: &[Condition]) -> Result<(), ConditionError> {
    let rebirths: Vec<&Condition> = conditions
        .iter()
        .filter(|c| {
            matches!(
                c,
                Condition::Circe(_)
                    | Condition::AntiCirce(_)
                    | Condition::Parrain { .. }
                    | Condition::AntiParrain { .. }
            )
        })
        .collect();
    match rebirths[..] {
        [] | [_] => {}
        // Circe and AntiCirce together: the capturer is reborn first,
        // then the victim
        [Condition::Circe(circe), Condition::AntiCirce(anti)]
        | [Condition::AntiCirce(anti), Condition::Circe(circe)] => {
            if let Some((what, with)) = refused_with_anticirce(circe, anti) {
                return Err(ConditionError::Incompatible(what.into(), with.into()));
            }
        }
        _ => {
            return Err(ConditionError::Incompatible(
                rebirths[0].to_string(),
                rebirths[1].to_string(),
            ))
        }
    }
    // the contact rules beside AntiCirce or Super Circe, and
    // ContactGridChess beside any rebirth: Popeye 4.104 refuses the
    // former ("incompatible with some fairy conditions") and, beside
    // Circe, leaves some victims of ContactGridChess captures unreborn
    // (seemingly those whose rebirth square touches no piece of
    // another cell), which is not modelled
    let contact = conditions.iter().find(|c| c.is_contact_rule());
    if let Some(contact) = contact {
        let refused = rebirths.iter().find(|c| c.refused_beside_contact(contact));
        if let Some(rebirth) = refused {
            let name = match rebirth {
                Condition::Circe(r) if r.square == RebirthSquare::Super => {
                    format!("{rebirth} Super")
                }
                _ => rebirth.to_string(),
            };
            return Err(ConditionError::Incompatible(name, contact.to_string()));
        }
    }
    // a cage under Isardam: Popeye's cages there disagree with the
    // legal moves we find (a reborn pawn it counts as caged)
    if let Some(cage) = rebirths.iter().find(|c| {
        matches!(c, Condition::Circe(r) | Condition::AntiCirce(r) if r.square == RebirthSquare::Cage)
    }) {
        if let Some(isardam) = conditions
            .iter()
            .find(|c| matches!(c, Condition::Isardam { .. }))
        {
            return Err(ConditionError::Incompatible(
                format!("{cage} Cage"),
                isardam.to_string(),
            ));
        }
        // and beside the changes of colour after a move (Volage,
        // Hypervolage, volage and magic pieces): Popeye judges the
        // cage after them, in an order not found
        if let Some(recolouring) = conditions.iter().find(|c| {
            matches!(
                c,
                Condition::Volage { .. } | Condition::VolagePieces | Condition::MagicPieces
            )
        }) {
            return Err(ConditionError::Incompatible(
                format!("{cage} Cage"),
                recolouring.to_string(),
            ));
        }
    }
    // Masand's recolouring with a capturer's rebirth: Popeye's checks
    // there are not known to us
    if let Some(masand) = conditions
        .iter()
        .find(|c| matches!(c, Condition::Masand | Condition::MasandGeneralised))
    {
        if let Some(c) = conditions.iter().find(|c| {
            matches!(
                c,
                Condition::AntiCirce(_) | Condition::Mars(_) | Condition::AntiMars(_)
            )
        }) {
            return Err(ConditionError::Incompatible(
                masand.to_string(),
                c.to_string(),
            ));
        }
    }
    if conditions.contains(&Condition::DangerCirce) {
        // the danger moves and checks have been compared with Popeye
        // only on their own
        if let Some(c) = conditions.iter().find(|c| **c != Condition::DangerCirce) {
            return Err(ConditionError::Incompatible(
                Condition::DangerCirce.to_string(),
                c.to_string(),
            ));
        }
    }
    if conditions.contains(&Condition::Exclusive) {
        // the order of the exclusive rule and the other rules on the
        // list of moves, and the nesting of Checkless's mate tests in
        // it, are not known to us
        if let Some(c) = conditions.iter().find(|c| {
            matches!(
                c,
                Condition::MustCapture(_) | Condition::Maximummer(_) | Condition::Checkless
            )
        }) {
            return Err(ConditionError::Incompatible(
                Condition::Exclusive.to_string(),
                c.to_string(),
            ));
        }
    }
    if conditions.contains(&Condition::MagicPieces) {
        // the order of the recolouring and the other conditions'
        // effects, and what observing means under rules that change
        // it, have been compared with Popeye only for rebirths and the
        // sentinel
        // (with Circe RexInclusive Popeye 4.104 lists no move at all)
        if let Some(c) = conditions.iter().find(|c| {
            !matches!(
                c,
                Condition::MagicPieces | Condition::AntiCirce(_) | Condition::Sentinelles(_)
            ) && !matches!(c, Condition::Circe(r) if !r.rex_inclusive)
        }) {
            return Err(ConditionError::Incompatible(
                Condition::MagicPieces.to_string(),
                c.to_string(),
            ));
        }
    }
    if conditions
        .iter()
        .any(|c| matches!(c, Condition::Sentinelles(_)))
    {
        // the order of the sentinel and the effects of other conditions
        // (and the rules judging the position after the move) has not
        // been compared with Popeye: only rebirths and rules on the move
        if let Some(other) = conditions.iter().find(|c| !c.combines_with_sentinelles()) {
            return Err(ConditionError::Incompatible(
                "Sentinelles".into(),
                other.to_string(),
            ));
        }
    }
    // (the last of MarsCirce and AntiMarsCirce is in force)
    if let Some(anti) = conditions.iter().rev().find_map(|c| match c {
        Condition::Mars(_) => Some(false),
        Condition::AntiMars(_) => Some(true),
        _ => None,
    }) {
        let other = conditions.iter().find(|c| !c.combines_with_mars(anti));
        let mars = conditions
            .iter()
            .find(|c| matches!(c, Condition::Mars(_) | Condition::AntiMars(_)));
        if let (Some(other), Some(mars)) = (other, mars) {
            return Err(ConditionError::Incompatible(
                mars.to_string(),
                other.to_string(),
            ));
        }
        // one rule judging observations at most: beside two, Popeye
        // 4.104 judges a supporting piece's paralysis, or an
        // observation across the grid, from squares not found in
        // every position
        let mut judging = conditions.iter().filter(|c| {
            matches!(
                c,
                Condition::Madrasi { .. }
                    | Condition::Eiffel
                    | Condition::Patrol
                    | Condition::Lortap
                    | Condition::Grid(_)
            )
        });
        if let (Some(first), Some(second)) = (judging.next(), judging.next()) {
            return Err(ConditionError::Incompatible(
                first.to_string(),
                second.to_string(),
            ));
        }
    }
    if conditions.contains(&Condition::Provocation) {
        if let Some(other) = conditions.iter().find(|c| c.refused_with_provocation()) {
            return Err(ConditionError::Incompatible(
                Condition::Provocation.to_string(),
                other.to_string(),
            ));
        }
    }
    // two conditions lending walks: Popeye's moves under such pairs
    // (AnnanChess with NannaChess or FaceToFace, …) differ from every
    // piece moving with all the walks lent to it (random positions)
    let mut lending = conditions.iter().filter(|c| c.lends_walks());
    if let (Some(first), Some(second)) = (lending.next(), lending.next()) {
        return Err(ConditionError::Incompatible(
            first.to_string(),
            second.to_string(),
        ));
    }
    if conditions.contains(&Condition::PointReflection) {
        // Popeye's paralysis there fits neither model of
        // `observes_as` (nor judging the paralysed piece by its lent
        // walk: tried on random positions)
        if let Some(other) = conditions.iter().find(|c| {
            matches!(
                c,
                Condition::Madrasi { .. } | Condition::Eiffel | Condition::Isardam { .. }
            )
        }) {
            return Err(ConditionError::Incompatible(
                Condition::PointReflection.to_string(),
                other.to_string(),
            ));
        }
    }
    if conditions.contains(&Condition::Influencer) {
        // the promotions of influenced pawns are numbered in the move's
        // chosen square: no other condition may choose one
        if let Some(other) = conditions.iter().find(|c| match c {
            Condition::Mars(_) | Condition::AntiMars(_) => true,
            Condition::Circe(r) | Condition::AntiCirce(r) => r.square.is_chosen(),
            _ => false,
        }) {
            return Err(ConditionError::Incompatible(
                Condition::Influencer.to_string(),
                other.to_string(),
            ));
        }
    }
    if conditions.iter().any(
        |c| matches!(c, Condition::Circe(r) | Condition::AntiCirce(r) if r.underworld.is_some()),
    ) {
        if let Some((what, with)) = crate::underworld::refused_with(conditions) {
            return Err(ConditionError::Incompatible(what, with));
        }
    }
    if let Some((what, with)) = crate::protean::refused_with(conditions) {
        return Err(ConditionError::Incompatible(what, with));
    }
    if let Some((what, with)) = crate::clone::refused_with(conditions) {
        return Err(ConditionError::Incompatible(what, with));
    }
    if let Some((what, with)) = crate::wait_capture::refused_with(conditions) {
        return Err(ConditionError::Incompatible(what, with));
    }
    Ok(())
}

/// What of Circe's rules (`circe`) cannot be combined with AntiCirce
/// (`anti`), if anything: a victim reborn by choice, or promoting, would
/// choose on the board after the capturer's rebirth; the rest has not
/// been compared with Popeye. (Circe RexInclusive is compared: a king is
/// in check when its rebirth square is occupied once the capturer is
/// reborn.)
fn refused_with_anticirce(
    circe: &CirceRules,
    anti: &CirceRules,
) -> Option<(&'static str, &'static str)> {
    Some(if circe.rex_inclusive && anti.square.is_chosen() {
        // (a king's rebirth would wait for the capturer's chosen square)
        (
            "Circe RexInclusive",
            "AntiCirce with a chosen rebirth square",
        )
    } else if !never_promotes(circe) {
        ("Circe with a chosen or promoting rebirth", "AntiCirce")
    } else if circe.assassin || anti.assassin {
        ("Assassin", "Circe and AntiCirce together")
    } else if circe.turncoat || anti.turncoat {
        ("Turncoats", "Circe and AntiCirce together")
    } else if matches!(
        anti.square,
        RebirthSquare::Cage | RebirthSquare::TakeAndMake
    ) {
        ("AntiCirce Cage", "Circe")
    } else {
        return None;
    })
}
