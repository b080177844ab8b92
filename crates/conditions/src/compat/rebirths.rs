//! The combination rules of the Circe family: two rebirth conditions,
//! their variants together, and what may stand beside rebirths, the
//! underworld, clones and waiting captures.

use super::single_moves::rule_on_single_moves;
use super::{beside, first_two};
use crate::circe::never_promotes;
use crate::condition::{
    Adaptation, CirceRules, Condition, RebirthIdentity, RebirthSquare, Underworld,
};

/// The rebirth conditions (whose rebirths the engine orders).
fn rebirths(conditions: &[Condition]) -> impl Iterator<Item = &Condition> {
    conditions.iter().filter(|c| {
        matches!(
            c,
            Condition::Circe(_)
                | Condition::AntiCirce(_)
                | Condition::Parrain { .. }
                | Condition::AntiParrain { .. }
        )
    })
}

/// Two rebirth conditions: only Circe and AntiCirce combine (the
/// capturer reborn first, then the victim), and not in every variant
/// ([`refused_with_anticirce`]).
pub(super) fn two_rebirths(conditions: &[Condition]) -> Option<(String, String)> {
    let rebirths: Vec<&Condition> = rebirths(conditions).collect();
    match rebirths[..] {
        [] | [_] => None,
        [Condition::Circe(circe), Condition::AntiCirce(anti)]
        | [Condition::AntiCirce(anti), Condition::Circe(circe)] => {
            refused_with_anticirce(circe, anti).map(|(what, with)| (what.into(), with.into()))
        }
        _ => Some((rebirths[0].to_string(), rebirths[1].to_string())),
    }
}

/// The contact rules beside AntiCirce or Super Circe, and
/// ContactGridChess beside any rebirth: Popeye 4.104 refuses the former
/// ("incompatible with some fairy conditions") and, beside Circe, leaves
/// some victims of ContactGridChess captures unreborn (seemingly those
/// whose rebirth square touches no piece of another cell), which is not
/// modelled.
pub(super) fn contact_beside_rebirth(conditions: &[Condition]) -> Option<(String, String)> {
    let contact = conditions.iter().find(|c| c.is_contact_rule())?;
    let rebirth = rebirths(conditions).find(|c| c.refused_beside_contact(contact))?;
    let name = match rebirth {
        Condition::Circe(r) if r.square == RebirthSquare::Super => format!("{rebirth} Super"),
        _ => rebirth.to_string(),
    };
    Some((name, contact.to_string()))
}

/// A cage (Circe or AntiCirce) under Isardam: Popeye's cages there
/// disagree with the legal moves we find (a reborn pawn it counts as
/// caged); and beside the changes of colour after a move (Volage,
/// Hypervolage, volage and magic pieces): Popeye judges the cage after
/// them, in an order not found.
pub(super) fn cage_beside(conditions: &[Condition]) -> Option<(String, String)> {
    let cage = rebirths(conditions).find(|c| {
        matches!(c, Condition::Circe(r) | Condition::AntiCirce(r) if r.square == RebirthSquare::Cage)
    })?;
    let other = conditions
        .iter()
        .find(|c| matches!(c, Condition::Isardam { .. }))
        .or_else(|| {
            conditions.iter().find(|c| {
                matches!(
                    c,
                    Condition::Volage { .. } | Condition::VolagePieces | Condition::MagicPieces
                )
            })
        })?;
    Some((format!("{cage} Cage"), other.to_string()))
}

/// Sentinelles beside a condition whose order with the sentinel (and the
/// rules judging the position after the move) has not been compared with
/// Popeye ([`Condition::combines_with_sentinelles`]).
pub(super) fn sentinelles_beside(conditions: &[Condition]) -> Option<(String, String)> {
    conditions
        .iter()
        .any(|c| matches!(c, Condition::Sentinelles(_)))
        .then(|| conditions.iter().find(|c| !c.combines_with_sentinelles()))
        .flatten()
        .map(|other| ("Sentinelles".into(), other.to_string()))
}

/// MarsCirce or AntiMarsCirce (the last given is in force) beside a
/// condition not compared with it ([`Condition::combines_with_mars`]),
/// or beside two rules judging observations: Popeye 4.104 then judges a
/// supporting piece's paralysis, or an observation across the grid, from
/// squares not found in every position.
pub(super) fn mars_beside(conditions: &[Condition]) -> Option<(String, String)> {
    let anti = conditions.iter().rev().find_map(|c| match c {
        Condition::Mars(_) => Some(false),
        Condition::AntiMars(_) => Some(true),
        _ => None,
    })?;
    beside(
        conditions,
        |c| matches!(c, Condition::Mars(_) | Condition::AntiMars(_)),
        |c| !c.combines_with_mars(anti),
    )
    .or_else(|| {
        first_two(conditions, |c| {
            matches!(
                c,
                Condition::Madrasi { .. }
                    | Condition::Eiffel
                    | Condition::Patrol
                    | Condition::Lortap
                    | Condition::Grid(_)
            )
        })
    })
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

// Refuses the combinations of Circe variants whose meaning Popeye's
/// behaviour has not shown us: a chosen rebirth square with kings reborn
/// or under ImmunChess, an adaptation of Rank rebirth, AntiCirce Strict
/// (its default) combined with an adaptation under Cheylan.
pub fn circe_variant_refusal(family: &str, rules: &CirceRules) -> Option<&'static str> {
    let chosen = rules.square.is_chosen();
    let take_and_make = rules.square == RebirthSquare::TakeAndMake;
    if rules.square == RebirthSquare::Diagram && rules.mirror {
        Some("Diagram and Mirror")
    } else if rules.chameleon.is_some() && rules.einstein.is_some() {
        // Popeye 4.104: "nonsense combination"
        Some("Chameleon and Einstein")
    } else if rules.assassin && (chosen || rules.rex_inclusive && family != "AntiCirce") {
        Some("Assassin and a chosen rebirth square or RexInclusive")
    } else if chosen && rules.rex_inclusive && family != "AntiCirce" {
        Some("RexInclusive with a chosen rebirth square")
    } else if take_and_make
        && (rules.mirror || rules.strict || rules.adaptation != Adaptation::None)
    {
        // Popeye ignores Mirror there; where an adapted square is
        // occupied its behaviour is not known to us
        Some("Take&Make and Mirror, Strict or an adaptation")
    } else if chosen && family == "ImmunChess" {
        Some("a chosen rebirth square")
    } else if rules.april.is_some()
        && (rules.rex_inclusive && family == "Circe"
            || rules.identity == RebirthIdentity::Couscous
            || rules.clone
            || rules.wait_capture
            || rules.underworld.is_some())
    {
        // which piece April names under Couscous, and the checks of a
        // reborn king, disagree with Popeye's move lists or were not
        // compared
        Some("April and RexInclusive, Couscous, Clone, WaitCapture, Volcanic or Parachute")
    } else if rules.square == RebirthSquare::Rank && rules.adaptation != Adaptation::None {
        Some("Rank with an adaptation")
    } else if family == "ImmunChess" && rules.changes_kind() {
        Some("a change of kind")
    } else {
        None
    }
}

/// The first two variants among the `words` of a Circe-family condition
/// that belong to one of Popeye's groups of alternatives (two
/// rebirth squares, two adaptations of the square, two behaviours on an
/// occupied square, Calvet and Cheylan, RexInclusive and RexExclusive):
/// Popeye 4.104 keeps the first and reports the other as an input error,
/// so they are refused.
pub fn alternatives_together<'w>(words: &[&'w str]) -> Option<(&'w str, &'w str)> {
    const GROUPS: [&[&str]; 5] = [
        &[
            "File",
            "Symmetry",
            "VerticalSymmetry",
            "HorizontalSymmetry",
            "Diagram",
            "PWC",
            "Antipodes",
            "Super",
            "Cage",
            "Rank",
            "Equipollents",
            "Take&Make",
            "CaptureSquare",
            "Above",
            "Below",
        ],
        &["Diametral", "VerticalMirror", "Frischauf"],
        &["Strict", "Relaxed", "Assassin", "Volcanic", "Parachute"],
        &["Calvet", "Cheylan"],
        &["RexInclusive", "RexExclusive"],
    ];
    for group in GROUPS {
        let mut given = words.iter().copied().filter(|w| group.contains(w));
        let Some(first) = given.next() else {
            continue;
        };
        if let Some(other) = given.find(|&w| w != first) {
            return Some((first, other));
        }
    }
    None
}

/// What cannot stand beside an underworld variant among `conditions`, if
/// anything (the two names for the error): only Circe or AntiCirce with
/// rules on single moves has been compared with Popeye; a chosen rebirth
/// square, Turncoats, Chameleon and Circe RexInclusive are refused too.
pub fn underworld_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let named = |rules: &CirceRules, anti: bool| {
        let family = if anti { "AntiCirce" } else { "Circe" };
        match rules.underworld {
            Some(Underworld::Volcanic) => format!("{family} Volcanic"),
            Some(Underworld::Parachute) => format!("{family} Parachute"),
            None => family.to_string(),
        }
    };
    let (rules, anti) = conditions.iter().find_map(|c| match c {
        Condition::Circe(r) if r.underworld.is_some() => Some((*r, false)),
        Condition::AntiCirce(r) if r.underworld.is_some() => Some((*r, true)),
        _ => None,
    })?;
    let name = named(&rules, anti);
    if rules.square.is_chosen() {
        return Some((name, "a chosen rebirth square".into()));
    }
    if rules.turncoat || rules.changes_kind() {
        return Some((name, "Turncoats, Chameleon or Einstein".into()));
    }
    if !anti && rules.rex_inclusive {
        return Some((name, "RexInclusive".into()));
    }
    conditions
        .iter()
        .find(|c| {
            !(matches!(c, Condition::Circe(_) | Condition::AntiCirce(_)) || rule_on_single_moves(c))
                || matches!(c, Condition::Circe(r) | Condition::AntiCirce(r) if *r != rules)
        })
        .map(|c| (name.clone(), c.to_string()))
}

/// What cannot stand beside Clone among `conditions`, if anything (the two
/// names for the error): the variants changing the reborn piece otherwise
/// or choosing its square, and Circe with AntiCirce, have not been
/// compared with Popeye.
pub fn clone_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let mut rebirths = conditions.iter().filter_map(|c| match c {
        Condition::Circe(r) => Some((r, "Circe Clone")),
        Condition::AntiCirce(r) => Some((r, "AntiCirce Clone")),
        _ => None,
    });
    let (rules, name) = rebirths.clone().find(|(r, _)| r.clone)?;
    let refused = if rules.changes_kind() || rules.turncoat {
        Some("Chameleon, Einstein or Turncoats".to_string())
    } else if rules.identity != RebirthIdentity::Victim {
        Some("Couscous".to_string())
    } else if rules.square.is_chosen() || rules.square == RebirthSquare::Diagram {
        Some("a chosen or Diagram rebirth square".to_string())
    } else if rules.underworld.is_some() || rules.wait_capture {
        Some("Volcanic, Parachute or WaitCapture".to_string())
    } else if rebirths.nth(1).is_some() {
        Some("Circe and AntiCirce together".to_string())
    } else {
        conditions
            .iter()
            .find(|c| {
                matches!(
                    c,
                    Condition::KamikazePieces
                        | Condition::ChameleonPieces
                        | Condition::ChameleonChess(_)
                        | Condition::Masand
                        | Condition::MasandGeneralised
                        | Condition::Sentinelles(_)
                        | Condition::Influencer
                        | Condition::VolagePieces
                        | Condition::Volage { .. }
                        | Condition::Andernach
                        | Condition::AntiAndernach
                )
            })
            .map(|c| c.to_string())
    };
    refused.map(|what| (name.to_string(), what))
}

/// What cannot stand beside Circe WaitCapture among `conditions`, if
/// anything (the two names for the error): only the rebirth rules found
/// to agree with Popeye, and rules on single moves beside it.
pub fn wait_capture_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let rules = conditions.iter().find_map(|c| match c {
        Condition::Circe(r) if r.wait_capture => Some(*r),
        _ => None,
    })?;
    let name = "Circe WaitCapture".to_string();
    let square_ok = matches!(
        rules.square,
        RebirthSquare::GameArray | RebirthSquare::Symmetry | RebirthSquare::CaptureSquare
    );
    let refused = if !square_ok {
        Some("a rebirth square other than the game array, Symmetry or CaptureSquare")
    } else if rules.identity != RebirthIdentity::Victim {
        Some("Couscous")
    } else if rules.underworld.is_some() || rules.assassin {
        Some("Volcanic, Parachute or Assassin")
    } else if rules.turncoat || rules.changes_kind() {
        Some("Turncoats, Chameleon or Einstein")
    } else if rules.rex_inclusive {
        Some("RexInclusive")
    } else if rules.adaptation == crate::condition::Adaptation::Frischauf {
        Some("Frischauf")
    } else {
        None
    };
    if let Some(what) = refused {
        return Some((name, what.into()));
    }
    conditions
        .iter()
        .find(|c| {
            !(matches!(c, Condition::Circe(_)) || rule_on_single_moves(c))
                || matches!(c, Condition::Circe(r) if *r != rules)
        })
        .map(|c| (name.clone(), c.to_string()))
}
