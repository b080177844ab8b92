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

use crate::circe::never_promotes;
use crate::condition::{
    Adaptation, CirceRules, Condition, Grid, RebirthIdentity, RebirthSquare, Underworld,
};
use crate::engine::ConditionError;
use nightrider_board::{PieceKind, Position};
/// The first combination among `conditions` that cannot be played,
/// as the error naming it; `Ok` if they may stand together.
///
/// # Errors
/// [`ConditionError::Incompatible`] naming the two conditions (or
/// variants) that cannot be combined.
pub fn refusal(conditions: &[Condition]) -> Result<(), ConditionError> {
    match RULES.iter().find_map(|rule| rule(conditions)) {
        Some((what, with)) => Err(ConditionError::Incompatible(what, with)),
        None => Ok(()),
    }
}

/// A combination rule: the two names for the error if it refuses
/// `conditions`.
type Rule = fn(&[Condition]) -> Option<(String, String)>;

/// The combination rules, in the order they are checked (the first
/// refusal found names the error). Most say with which conditions a
/// family has been compared with Popeye ([`Condition::combines_with_mars`],
/// [`Condition::combines_with_sentinelles`], [`rule_on_single_moves`]),
/// the others name the pairs refused.
const RULES: [Rule; 52] = [
    two_rebirths,
    // PowerTransfer (session 30) has been compared with Popeye alone
    |conditions| {
        beside(
            conditions,
            |c| matches!(c, Condition::PowerTransfer { .. }),
            |c| !matches!(c, Condition::PowerTransfer { .. }),
        )
    },
    // RoyalDynasty has been compared with Popeye alone, beside
    // Influencer and beside Circe in the variants
    // crate::kings::dynasty::compared_circe names
    |conditions| {
        beside(
            conditions,
            |c| *c == Condition::RoyalDynasty,
            |c| match c {
                Condition::RoyalDynasty | Condition::Influencer => false,
                Condition::Circe(r) => !crate::kings::dynasty::compared_circe(r),
                _ => true,
            },
        )
    },
    // LastCapture has been compared with Popeye alone and beside these
    // (it matters only to the Parrain conditions)
    |conditions| {
        beside(
            conditions,
            |c| matches!(c, Condition::LastCapture { .. }),
            |c| {
                !matches!(
                    c,
                    Condition::LastCapture { .. }
                        | Condition::Parrain { .. }
                        | Condition::AntiParrain { .. }
                        | Condition::Circe(_)
                )
            },
        )
    },
    contact_beside_rebirth,
    cage_beside,
    // Masand's recolouring with a capturer's rebirth: Popeye's checks
    // there are not known to us
    |conditions| {
        beside(
            conditions,
            |c| matches!(c, Condition::Masand | Condition::MasandGeneralised),
            |c| {
                matches!(
                    c,
                    Condition::AntiCirce(_) | Condition::Mars(_) | Condition::AntiMars(_)
                )
            },
        )
    },
    // the danger moves and checks have been compared with Popeye only
    // on their own
    |conditions| {
        beside(
            conditions,
            |c| *c == Condition::DangerCirce,
            |c| *c != Condition::DangerCirce,
        )
    },
    // the order of the exclusive rule and the other rules on the list
    // of moves, and the nesting of Checkless's mate tests in it, are not
    // known to us
    |conditions| {
        beside(
            conditions,
            |c| *c == Condition::Exclusive,
            |c| {
                matches!(
                    c,
                    Condition::MustCapture(_)
                        | Condition::Maximummer(_)
                        | Condition::Minimummer(_)
                        | Condition::Checkless
                )
            },
        )
    },
    // the order of the recolouring and the other conditions' effects,
    // and what observing means under rules that change it, have been
    // compared with Popeye only for rebirths and the sentinel (with
    // Circe RexInclusive Popeye 4.104 lists no move at all)
    |conditions| {
        beside(
            conditions,
            |c| *c == Condition::MagicPieces,
            |c| {
                !matches!(
                    c,
                    Condition::MagicPieces
                        | Condition::AntiCirce(_)
                        | Condition::Sentinelles(_)
                        | Condition::PromOnly(_)
                ) && !matches!(c, Condition::Circe(r) if !r.rex_inclusive)
            },
        )
    },
    sentinelles_beside,
    mars_beside,
    |conditions| {
        beside(
            conditions,
            |c| *c == Condition::Provocation,
            Condition::refused_with_provocation,
        )
    },
    // two conditions lending walks: Popeye's moves under such pairs
    // (AnnanChess with NannaChess or FaceToFace, …) differ from every
    // piece moving with all the walks lent to it (random positions)
    |conditions| first_two(conditions, Condition::lends_walks),
    // PointReflection with paralysis: Popeye's paralysis there fits
    // neither model of `observes_as` (nor judging the paralysed piece by
    // its lent walk: tried on random positions)
    |conditions| {
        beside(
            conditions,
            |c| *c == Condition::PointReflection,
            |c| {
                matches!(
                    c,
                    Condition::Madrasi { .. } | Condition::Eiffel | Condition::Isardam { .. }
                )
            },
        )
    },
    // the promotions of influenced pawns are numbered in the move's
    // chosen square: no other condition may choose one
    |conditions| {
        beside(
            conditions,
            |c| *c == Condition::Influencer,
            |c| match c {
                Condition::Mars(_) | Condition::AntiMars(_) => true,
                Condition::Circe(r) | Condition::AntiCirce(r) => r.square.is_chosen(),
                _ => false,
            },
        )
    },
    // two obligations for one side (Popeye 4.104 refuses them: "not
    // allowed at the same time for the same side", a forced square too)
    |conditions| {
        let obliged = |c: &Condition| match c {
            Condition::MustCapture(side)
            | Condition::Maximummer(side)
            | Condition::Minimummer(side)
            | Condition::ForcedSquares { side, .. } => Some(*side),
            // (the obligation conditions, session 29: "maxi-/minimummer/
            // mustcapture/duellistchess/alphabeticchess at the same time
            // for the same side not allowed", a synchron mover too)
            Condition::Synchron { side, .. }
            | Condition::StrictMummer { side, .. }
            | Condition::Alphabetic(Some(side)) => Some(*side),
            _ => None,
        };
        conditions.iter().enumerate().find_map(|(i, a)| {
            let side = obliged(a)?;
            conditions[i + 1..]
                .iter()
                .find(|b| obliged(b) == Some(side))
                .map(|b| (a.to_string(), b.to_string()))
        })
    },
    // SingleBox has been compared with Popeye beside these alone
    |conditions| {
        beside(
            conditions,
            |c| *c == Condition::SingleBox,
            |c| !c.combines_with_single_box(),
        )
    },
    // PromOnly has been compared with Popeye beside these alone
    |conditions| {
        beside(
            conditions,
            |c| matches!(c, Condition::PromOnly(_)),
            |c| !c.combines_with_prom_only(),
        )
    },
    underworld_refusal,
    protean_refusal,
    clone_refusal,
    wait_capture_refusal,
    crate::kings::combination_refusal,
    // the board effects: the piece sets have been compared with Popeye
    // beside these alone
    |conditions| {
        beside(conditions, crate::piece_sets::is_piece_set, |c| {
            !c.combines_with_piece_sets()
        })
    },
    // RelegationChess has been compared with Popeye alone
    |conditions| {
        beside(
            conditions,
            |c| *c == Condition::Relegation,
            |c| *c != Condition::Relegation,
        )
    },
    // MagicSquares has been compared with Popeye beside these alone
    |conditions| {
        beside(
            conditions,
            |c| matches!(c, Condition::MagicSquares(_)),
            |c| !c.combines_with_magic_squares(),
        )
    },
    crate::capture_effects::combination_refusal,
    crate::pepo::combination_refusal,
    crate::series_capture::combination_refusal,
    crate::selection::combination_refusal,
    // the holes have been compared with Popeye beside these alone
    |conditions| {
        beside(
            conditions,
            |c| matches!(c, Condition::Holes(_) | Condition::Haaner),
            |c| !c.combines_with_holes(),
        )
    },
    crate::castling_chess::combination_refusal,
    // SingleBox Type2 has been compared with Popeye alone
    |conditions| {
        beside(
            conditions,
            |c| *c == Condition::SingleBoxType2,
            |c| *c != Condition::SingleBoxType2,
        )
    },
    // SingleBox Type3 has been compared with Popeye alone and beside the
    // Maximummers
    |conditions| {
        beside(
            conditions,
            |c| *c == Condition::SingleBoxType3,
            |c| !matches!(c, Condition::SingleBoxType3 | Condition::Maximummer(_)),
        )
    },
    // Wormholes has been compared with Popeye beside a few conditions
    crate::wormholes::combination_refusal,
    // Bul and Dob pieces beside any condition (none compared with Popeye)
    crate::hurdle_moves::combination_refusal,
    // Fairy conditions IV: PADChess has been compared with Popeye alone
    |conditions| {
        let pad = |c: &Condition| matches!(c, Condition::Pad(_));
        beside(conditions, pad, |c| !pad(c))
    },
    // BGL (session 28) has been compared with Popeye alone and beside
    // Madrasi (plain and RexInclusive)
    |conditions| {
        let bgl = |c: &Condition| matches!(c, Condition::Bgl(_));
        beside(conditions, bgl, |c| {
            !bgl(c) && !matches!(c, Condition::Madrasi { .. })
        })
    },
    // Fairy conditions II: AliceChess has been compared with Popeye alone
    // and beside NoCapture (the piece attributes' rules count as
    // conditions here; beside the must-capture rules, Maximummer and
    // Minimummer Popeye 4.104 keeps moves those rules would drop)
    |conditions| {
        beside(
            conditions,
            |c| *c == Condition::Alice,
            |c| !matches!(c, Condition::Alice | Condition::NoCapture),
        )
    },
    // walks and homes (session 29): Bolero, BoleroInverse and PlusChess
    // have been compared with Popeye alone
    |conditions| {
        let first = conditions
            .iter()
            .find(|c| matches!(c, Condition::Bolero(_) | Condition::Plus))?;
        let other = conditions.iter().find(|c| *c != first)?;
        Some((first.to_string(), other.to_string()))
    },
    // the imitators have been compared with Popeye alone and beside
    // these (the rebirths, castling conditions and the rest would need
    // Popeye's rules for squares the imitators hold)
    |conditions| {
        beside(
            conditions,
            |c| matches!(c, Condition::Imitator(_)),
            |c| {
                !matches!(
                    c,
                    Condition::Imitator(_)
                        | Condition::NoImitatorPromotion
                        | Condition::Maximummer(_)
                )
            },
        )
    },
    // the exchanges (session 29, swap)
    crate::messigny::combination_refusal,
    crate::geneva::combination_refusal,
    // the obligation conditions (session 29, synchron)
    obligation_refusal,
    // Fairy conditions III (session 30, mummer): BlackChecks has been
    // compared with Popeye alone
    |conditions| {
        beside(
            conditions,
            |c| *c == Condition::BlackChecks,
            |c| *c != Condition::BlackChecks,
        )
    },
    // capture and move effects (session 30, marine)
    crate::marine::combination_refusal,
    // capture and move effects: ghosts (session 30, ghost)
    crate::ghost::combination_refusal,
    // Fairy conditions IV: kings and what mate means (session 30, losing)
    crate::kings::mate::combination_refusal,
    crate::kings::losing::combination_refusal,
    // the duellists, the followers, Vogtlaender and Argentinian chess
    // (session 31, duel): DuellistChess and FollowMyLeader in
    // `crate::selection::combination_refusal`
    crate::kings::vogtlaender::combination_refusal,
    crate::argentinian::combination_refusal,
];

/// The rules with Exact or Ultra stand alone (both sides' together);
/// the synchron movers have been compared with Popeye (move pairs on
/// random and hand-made positions) alone, together, and beside plain
/// Circe and AntiCirce, Madrasi, Isardam, Patrouille, NoCapture,
/// MonochromChess, AndernachChess, AntiAndernachChess and the other
/// side's MustCapture and Maximummer; not beside MarsCirce, whose
/// captures start elsewhere than the piece stands.
fn obligation_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    // the rules with Exact or Ultra have been compared with Popeye alone
    // and beside one another (of the other side)
    let strict = |c: &Condition| matches!(c, Condition::StrictMummer { .. });
    if let Some(refused) = beside(conditions, strict, |c| !strict(c)) {
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

/// Whether every fairy piece on `pos` and every kind among the
/// `promotions` is one of `compared` (English Popeye codes): the fairy
/// pieces a condition's moves were compared with Popeye beside.
pub(crate) fn fairy_pieces_compared(
    pos: &Position,
    promotions: &[PieceKind],
    compared: &[&str],
) -> bool {
    let is_compared = |kind: PieceKind| {
        kind.is_orthodox()
            || nightrider_board::catalogue::entry(kind)
                .and_then(|e| e.en)
                .is_some_and(|code| compared.iter().any(|c| c.eq_ignore_ascii_case(code)))
    };
    let on_board = pos.fairy().into_iter().filter_map(|sq| pos.piece_at(sq));
    on_board
        .map(|p| p.kind)
        .chain(promotions.iter().copied())
        .all(is_compared)
}

/// The first condition `family` holds of, beside the first one
/// `refused` holds of (the two names for the error), if both are among
/// `conditions`.
fn beside(
    conditions: &[Condition],
    family: impl Fn(&Condition) -> bool,
    refused: impl Fn(&Condition) -> bool,
) -> Option<(String, String)> {
    let first = conditions.iter().find(|c| family(c))?;
    let other = conditions.iter().find(|c| refused(c))?;
    Some((first.to_string(), other.to_string()))
}

/// The first two conditions `of` holds of, if there are two.
fn first_two(
    conditions: &[Condition],
    of: impl Fn(&Condition) -> bool,
) -> Option<(String, String)> {
    let mut them = conditions.iter().filter(|c| of(c));
    let (first, second) = (them.next()?, them.next()?);
    Some((first.to_string(), second.to_string()))
}

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
fn two_rebirths(conditions: &[Condition]) -> Option<(String, String)> {
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
fn contact_beside_rebirth(conditions: &[Condition]) -> Option<(String, String)> {
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
fn cage_beside(conditions: &[Condition]) -> Option<(String, String)> {
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
fn sentinelles_beside(conditions: &[Condition]) -> Option<(String, String)> {
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
fn mars_beside(conditions: &[Condition]) -> Option<(String, String)> {
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

/// What cannot be played in the diagram `pos` under `conditions` (the
/// problem's, without the rules of the piece attributes), whose pawns
/// promote to `promotions`, if anything, named for the error: the piece
/// attributes with the conditions and pieces they are refused beside (see
/// `attribute_refusal` below), and the magic pieces we cannot play.
pub fn position_refusal(
    pos: &Position,
    conditions: &[Condition],
    promotions: &[PieceKind],
) -> Option<&'static str> {
    let attributes = attributes_on(pos);
    single_box_refusal(pos, conditions, promotions)
        .or_else(|| poseidon_refusal(pos, conditions, promotions))
        .or_else(|| crate::kings::position_refusal(pos, conditions))
        .or_else(|| crate::piece_sets::position_refusal(pos, conditions))
        .or_else(|| crate::holes::position_refusal(pos, conditions, promotions))
        .or_else(|| crate::wormholes::position_refusal(pos, conditions, promotions))
        .or_else(|| crate::hurdle_moves::position_refusal(pos))
        .or_else(|| crate::imitator::position_refusal(pos, conditions, promotions))
        .or_else(|| crate::geneva::position_refusal(pos, conditions, promotions))
        .or_else(|| crate::ghost::position_refusal(pos, conditions))
        .or_else(|| {
            // (PADChess: neutral pieces not compared with Popeye)
            (conditions.iter().any(|c| matches!(c, Condition::Pad(_)))
                && !pos.neutrals().is_empty())
            .then_some("PADChess with neutral pieces")
        })
        .or_else(|| {
            // (Popeye's recolouring of neutral pieces not compared)
            (conditions
                .iter()
                .any(|c| matches!(c, Condition::MagicSquares(_)))
                && !pos.neutrals().is_empty())
            .then_some("MagicSquares with neutral pieces")
        })
        .or_else(|| {
            // (Popeye's relegation of neutral pieces not compared)
            (conditions.contains(&Condition::Relegation) && !pos.neutrals().is_empty())
                .then_some("RelegationChess with neutral pieces")
        })
        .or_else(|| attribute_refusal(pos, attributes, conditions))
        .or_else(|| magic_refusal(pos, attributes, promotions))
        .or_else(|| {
            // (Popeye's two-part captures of and by neutral pieces not
            // compared)
            (conditions.contains(&Condition::MakeTake) && !pos.neutrals().is_empty())
                .then_some("Make&TakeChess with neutral pieces")
        })
        .or_else(|| crate::capture_effects::cast::position_refusal(pos, conditions))
        .or_else(|| crate::pepo::position_refusal(pos, conditions))
        .or_else(|| {
            // (Popeye's series of captures by neutral pieces not compared)
            (conditions.contains(&Condition::SeriesCapture) && !pos.neutrals().is_empty())
                .then_some("SeriesCapture with neutral pieces")
        })
        .or_else(|| {
            // (a board mark without the condition, as a twin adding an
            // AliceB unit to a problem without it may give: never played
            // as if the mark were absent)
            (!conditions.contains(&Condition::Alice)
                && attributes.intersects(
                    nightrider_board::Attributes::ALICE_A | nightrider_board::Attributes::ALICE_B,
                ))
            .then_some("AliceA or AliceB units without AliceChess")
        })
        .or_else(|| {
            // (AliceChess: neutral pieces, and royal pieces other than
            // kings, not compared with Popeye)
            (conditions.contains(&Condition::Alice)
                && (!pos.neutrals().is_empty()
                    || pos
                        .board()
                        .iter()
                        .flatten()
                        .any(|p| p.attributes.contains(nightrider_board::Attributes::ROYAL))))
            .then_some("AliceChess with neutral or royal pieces")
        })
        .or_else(|| {
            // (Popeye's change of side of neutral pieces not compared)
            (conditions
                .iter()
                .any(|c| matches!(c, Condition::Breton(r) if r.chromatic))
                && !pos.neutrals().is_empty())
            .then_some("Breton Chromatic with neutral pieces")
        })
        .or_else(|| {
            // (PowerTransfer, session 30: compared with Popeye on
            // orthodox pieces, grasshoppers, nightriders and zebras only,
            // without neutral pieces or piece attributes)
            (conditions
                .iter()
                .any(|c| matches!(c, Condition::PowerTransfer { .. }))
                && (!pos.neutrals().is_empty()
                    || !attributes.is_empty()
                    || !fairy_pieces_compared(pos, promotions, &["g", "n", "z"])))
            .then_some("PowerTransfer with neutral pieces, piece attributes or fairy pieces other than grasshoppers, nightriders and zebras")
        })
}

/// SingleBox with fairy pieces in the diagram or among the promotions
/// (Popeye 4.104: "Fairy pieces not allowed in Single box"), or with
/// neutral pieces (not compared with Popeye).
fn single_box_refusal(
    pos: &Position,
    conditions: &[Condition],
    promotions: &[PieceKind],
) -> Option<&'static str> {
    if !conditions.iter().any(|c| {
        matches!(
            c,
            Condition::SingleBox | Condition::SingleBoxType2 | Condition::SingleBoxType3
        )
    }) {
        return None;
    }
    if !pos.fairy().is_empty() || promotions.iter().any(|k| !k.is_orthodox()) {
        return Some("SingleBox with fairy pieces");
    }
    (!pos.neutrals().is_empty()).then_some("SingleBox with neutral pieces")
}

/// EinsteinChess (or its variants) among `conditions` with fairy pieces
/// in the diagram `pos`, or with a condition creating fairy pieces
/// (Sentinelles Berolina's sentinels): refused, as Popeye has it (the
/// Einstein chain is defined for orthodox pieces only).
pub fn einstein_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    let einstein = conditions
        .iter()
        .any(|c| matches!(c, Condition::Einstein(_)));
    let fairy = !pos.fairy().is_empty()
        || conditions
            .iter()
            .any(|c| c.created_kinds().iter().any(|k| !k.is_orthodox()));
    (einstein && fairy).then_some("EinsteinChess with fairy pieces")
}

/// The Poseidon (royal by its walk, [`PieceKind::POSEIDON`]) in `pos`
/// or among the `promotions`, beside a condition other than those its
/// move lists have been compared with Popeye under: Circe and AntiCirce,
/// NoCapture, MonochromChess, Patrouille, MarineChess and
/// UltramarineChess (under Madrasi, Isardam and
/// AndernachChess Popeye treats it as a king where our rules name the
/// king by its kind).
fn poseidon_refusal(
    pos: &Position,
    conditions: &[Condition],
    promotions: &[PieceKind],
) -> Option<&'static str> {
    let poseidon = promotions.contains(&PieceKind::POSEIDON)
        || pos
            .board()
            .iter()
            .flatten()
            .any(|p| p.kind == PieceKind::POSEIDON);
    let compared = |c: &Condition| {
        matches!(
            c,
            Condition::Circe(_)
                | Condition::AntiCirce(_)
                | Condition::NoCapture
                | Condition::Monochrome
                | Condition::Patrol
                // (session 30: its castling with a triton)
                | Condition::Marine { .. }
        )
    };
    (poseidon && !conditions.iter().all(compared))
        .then_some("the Poseidon beside conditions other than Circe, AntiCirce, NoCapture, MonochromChess, Patrouille, MarineChess and UltramarineChess")
}

/// The attributes of the pieces standing in `pos`, together.
pub(crate) fn attributes_on(pos: &Position) -> nightrider_board::Attributes {
    pos.board()
        .iter()
        .flatten()
        .fold(nightrider_board::Attributes::empty(), |a, p| {
            a | p.attributes
        })
}

/// A king and a royal piece, or two of either, of one side in `pos` (a
/// neutral one is both sides'): Popeye refuses the position as it reads
/// it ("only one king allowed"), unless `conditions` hold RoyalDynasty
/// (which allows several kings, see [`crate::kings::dynasty`]) or
/// LosingChess (no king is royal, see [`crate::kings::losing`]).
pub fn royal_count_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    use nightrider_board::{Colour, PieceKind};
    if conditions.contains(&Condition::RoyalDynasty) || conditions.contains(&Condition::Losing) {
        return None;
    }
    let royals = |colour: Colour| {
        pos.board()
            .iter()
            .flatten()
            .filter(|p| {
                (p.kind == PieceKind::KING || p.is_royal())
                    && (p.is_neutral() || p.colour == colour)
            })
            .count()
    };
    (royals(Colour::White) > 1 || royals(Colour::Black) > 1).then_some("only one king allowed")
}

/// The combinations of piece attributes and conditions refused: those
/// Popeye refuses (more than one king or royal piece of a side; paralysing
/// pieces with Madrasi or Isardam) and those whose rules we have not
/// matched with Popeye's: kamikaze pieces with neutral pieces (Popeye
/// solves them; under Circe it reborns a neutral kamikaze capturer on the
/// square of the side that moved it, which we do not), or with Circe and
/// fairy pieces, and the rest below.
fn attribute_refusal(
    pos: &nightrider_board::Position,
    attributes: nightrider_board::Attributes,
    conditions: &[Condition],
) -> Option<&'static str> {
    use nightrider_board::{Attributes, PieceKind};
    let circe = conditions.iter().any(|c| matches!(c, Condition::Circe(_)));
    // (Circe in any variant, Parrain and ContraParrain too)
    let circe_family = conditions
        .iter()
        .any(|c| matches!(c, Condition::Circe(_) | Condition::Parrain { .. }));
    if let Some(refusal) = royal_count_refusal(pos, conditions) {
        return Some(refusal);
    }
    if attributes.contains(Attributes::KAMIKAZE)
        && (attributes.contains(Attributes::NEUTRAL) || (circe && !pos.fairy().is_empty()))
    {
        return Some("kamikaze pieces with neutral pieces, or with Circe and fairy pieces");
    }
    // Popeye refuses AntiCirce with kamikaze pieces ("anticirce
    // incompatible with some fairy conditions"), and under Circe Parrain
    // reborns a kamikaze capturer at once, displaced by its own move
    if attributes.contains(Attributes::KAMIKAZE)
        && conditions
            .iter()
            .any(|c| matches!(c, Condition::AntiCirce(_) | Condition::Parrain { .. }))
    {
        return Some("kamikaze pieces with AntiCirce or Circe Parrain");
    }
    if pos.board().iter().flatten().any(|p| {
        (p.is_royal() || p.kind == PieceKind::KING)
            && p.attributes.contains(Attributes::UNCAPTURABLE)
    }) {
        return Some("uncapturable royal pieces");
    }
    if attributes.contains(Attributes::VOLAGE) {
        if pos.board().iter().flatten().any(|p| {
            p.attributes.contains(Attributes::VOLAGE)
                && (p.is_royal()
                    || p.kind == PieceKind::KING
                    || p.is_neutral()
                    || p.attributes.contains(Attributes::HALF_NEUTRAL))
        }) {
            // (a half-neutral one turns neutral, and then Popeye no longer
            // changes its colour)
            return Some("volage kings, royal, neutral or half-neutral volage pieces");
        }
        // the colour may change twice in a move
        if conditions
            .iter()
            .any(|c| matches!(c, Condition::Andernach | Condition::AntiAndernach))
        {
            return Some("volage pieces with Andernach or AntiAndernach");
        }
    }
    if conditions
        .iter()
        .any(|c| matches!(c, Condition::Volage { .. }))
    {
        // Popeye: "too much fairy chess for neutral pieces"
        if attributes.contains(Attributes::NEUTRAL) {
            return Some("Volage or Hypervolage with neutral pieces");
        }
        if conditions
            .iter()
            .any(|c| matches!(c, Condition::Andernach | Condition::AntiAndernach))
        {
            return Some("Volage or Hypervolage with Andernach or AntiAndernach");
        }
    }
    if attributes.contains(Attributes::CHAMELEON) {
        let pieces = || pos.board().iter().flatten();
        if conditions
            .iter()
            .any(|c| matches!(c, Condition::ChameleonChess(_)))
        {
            return Some("chameleon pieces with ChameleonChess");
        }
        // a fairy chameleon piece needs a sequence that names its kind
        let sequence = conditions.iter().find_map(|c| match c {
            Condition::ChameleonSequence(s) => Some(*s),
            _ => None,
        });
        let in_sequence = |kind: PieceKind| sequence.is_some_and(|s| s.kinds().contains(&kind));
        if pieces().any(|p| {
            p.attributes.contains(Attributes::CHAMELEON)
                && (p.is_royal()
                    || (!p.kind.is_orthodox() && !in_sequence(p.kind))
                    || p.kind == PieceKind::KING)
        }) {
            return Some("chameleon kings, royal or fairy chameleon pieces");
        }
        // the change comes before the capturer's rebirth and decides its square
        if conditions
            .iter()
            .any(|c| capturer_reborn(c) || matches!(c, Condition::Einstein(_)))
        {
            return Some("chameleon pieces with AntiCirce, MarsCirce or EinsteinChess");
        }
    }
    if attributes.contains(Attributes::NEUTRAL) {
        if conditions.contains(&Condition::DangerCirce) {
            return Some("DangerCirce with neutral pieces");
        }
        // Popeye: "too much fairy chess for neutral pieces"
        if conditions.contains(&Condition::Masand) {
            return Some("Masand with neutral pieces");
        }
        // Popeye: "Circe Assassin is incompatible with several fairy
        // conditions and fairy pieces"
        if conditions
            .iter()
            .any(|c| matches!(c, Condition::Circe(r) if r.assassin))
        {
            return Some("Circe Assassin with neutral pieces");
        }
        if circe_family
            && (conditions.iter().any(Condition::is_contact_rule)
                || attributes.contains(Attributes::JIGGER))
        {
            return Some(
                "Circe with KoeKo, AntiKoeko, NewKoeko or jigger pieces, and neutral pieces",
            );
        }
    }
    if attributes.contains(Attributes::HALF_NEUTRAL)
        && pos.board().iter().flatten().any(|p| {
            p.attributes.contains(Attributes::HALF_NEUTRAL)
                && (p.is_royal() || p.kind == PieceKind::KING)
        })
    {
        return Some("half-neutral kings or royal pieces");
    }
    // (Popeye looks for the jigger's contact where the capturer is reborn
    // or moved to; not modelled)
    if attributes.contains(Attributes::JIGGER) && conditions.iter().any(capturer_reborn) {
        return Some("jigger pieces with AntiCirce, MarsCirce or AntiMarsCirce");
    }
    // (under Circe Popeye's kamikaze jigger checks without the contact,
    // and moves by rules not found)
    if circe_family
        && pos.board().iter().flatten().any(|p| {
            p.attributes
                .contains(Attributes::JIGGER | Attributes::KAMIKAZE)
        })
    {
        return Some("kamikaze jigger pieces with Circe");
    }
    if attributes.contains(Attributes::PARALYSING)
        && conditions
            .iter()
            .any(|c| matches!(c, Condition::Madrasi { .. } | Condition::Isardam { .. }))
    {
        return Some("paralysing pieces with Madrasi or Isardam");
    }
    None
}

/// The magic pieces we cannot play (and Popeye's refusal): with neutral
/// pieces (Popeye: "too much fairy chess for neutral pieces"), and magic
/// fairy pieces, or magic pawns promoting to fairy pieces, whose views
/// may run along several paths (roses, bent riders; see
/// [`views_straight`]): our views are straight lines.
fn magic_refusal(
    pos: &nightrider_board::Position,
    attributes: nightrider_board::Attributes,
    promotions: &[nightrider_board::PieceKind],
) -> Option<&'static str> {
    use nightrider_board::{Attributes, PieceKind};
    if !attributes.contains(Attributes::MAGIC) {
        return None;
    }
    if attributes.contains(Attributes::NEUTRAL) {
        return Some("magic pieces with neutral pieces");
    }
    let magic = || {
        pos.board()
            .iter()
            .flatten()
            .filter(|p| p.attributes.contains(Attributes::MAGIC))
    };
    if magic().any(|p| !views_straight(p.kind))
        || (magic().any(|p| p.kind == PieceKind::PAWN)
            && promotions.iter().any(|&k| !views_straight(k)))
    {
        return Some("magic fairy pieces");
    }
    None
}

/// Whether a piece of `kind` observes along straight lines only, one line
/// per direction: orthodox pieces, and fairy pieces of components that
/// slide or hop straight (leapers, riders, grasshoppers, lions), so that
/// the direction names a magic piece's view. Roses, zigzag, reflecting
/// and bent pieces, deflecting hoppers and hand-made walks are not.
fn views_straight(kind: nightrider_board::PieceKind) -> bool {
    use nightrider_board::walk::{Action, Path, PieceWalk, Turn};
    if kind.is_orthodox() {
        return true;
    }
    match nightrider_board::catalogue::walk(kind) {
        Ok(PieceWalk::Walk(walk)) => walk.components().iter().all(|c| {
            matches!(c.path, Path::Straight | Path::Lame)
                && !c.cylinder
                && match c.action {
                    Action::Slide => true,
                    Action::Hop { turn, .. } => turn == Turn::Straight,
                    _ => false,
                }
        }),
        _ => false,
    }
}

/// Whether `c` moves the capturing piece to a rebirth square (AntiCirce,
/// MarsCirce, AntiMarsCirce), where its colour and kind decide the square.
fn capturer_reborn(c: &Condition) -> bool {
    matches!(
        c,
        Condition::AntiCirce(_) | Condition::Mars(_) | Condition::AntiMars(_)
    )
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

/// The classes of conditions the combination rules name.
impl Condition {
    /// Whether this condition may stand beside SingleBox: those compared
    /// with Popeye there (Circe on the game array's squares, also Mirror
    /// and Turncoats, whose rebirths may give a side more units than one
    /// set; Madrasi; the must-capture rules). Popeye refuses AntiCirce
    /// there.
    pub fn combines_with_single_box(&self) -> bool {
        match self {
            Condition::SingleBox
            | Condition::PromOnly(_)
            | Condition::Madrasi { .. }
            | Condition::MustCapture(_)
            | Condition::Maximummer(_) => true,
            Condition::Circe(r) => {
                r.square == RebirthSquare::GameArray && r.underworld.is_none() && !r.clone
            }
            _ => false,
        }
    }

    /// Whether this condition may stand beside PromOnly: those compared
    /// with Popeye there (Circe and AntiCirce, whose reborn pawns promote
    /// into PromOnly's kinds; Madrasi, Patrouille, NoCapture, the
    /// must-capture rules, SingleBox, magic pieces).
    pub fn combines_with_prom_only(&self) -> bool {
        matches!(
            self,
            Condition::PromOnly(_)
                | Condition::Circe(_)
                | Condition::AntiCirce(_)
                | Condition::Madrasi { .. }
                | Condition::Patrol
                | Condition::NoCapture
                | Condition::MustCapture(_)
                | Condition::Maximummer(_)
                | Condition::SingleBox
                | Condition::MagicPieces
                | Condition::NoCaptureBy(_)
                | Condition::NoPromotion(_)
                | Condition::PromSquares { .. }
                | Condition::ForcedSquares { .. }
                | Condition::Edgemover(_)
        )
    }

    /// Whether this condition may stand beside Leofamily, ChineseChess
    /// and CavalierMajeur: those compared with Popeye there (Madrasi,
    /// Patrouille, NoCapture, MonochromChess, BichromChess, the
    /// must-capture rules). Circe is not: Popeye reborns the pieces
    /// on the squares of the conditions' game array (a leo on d1/d8 under
    /// Leofamily, a nightrider on b1/g1 under CavalierMajeur).
    pub fn combines_with_piece_sets(&self) -> bool {
        crate::piece_sets::is_piece_set(self)
            || matches!(
                self,
                Condition::Madrasi { .. }
                    | Condition::Patrol
                    | Condition::NoCapture
                    | Condition::Monochrome
                    | Condition::Bichrome
                    | Condition::MustCapture(_)
            )
    }

    /// Whether this condition may stand beside Hole and HaanerChess: those
    /// compared with Popeye there.
    pub fn combines_with_holes(&self) -> bool {
        matches!(self, Condition::Holes(_) | Condition::Haaner)
    }

    /// Whether this condition may stand beside MagicSquares: those
    /// compared with Popeye there.
    pub fn combines_with_magic_squares(&self) -> bool {
        matches!(self, Condition::MagicSquares(_) | Condition::AntiCirce(_))
    }

    /// Whether this condition lends pieces the walks of others (AnnanChess,
    /// NannaChess, FaceToFace, BackToBack, CheekToCheek, PointReflection);
    /// two of them together are refused.
    pub fn lends_walks(&self) -> bool {
        matches!(
            self,
            Condition::Annan
                | Condition::Nanna
                | Condition::FaceToFace
                | Condition::BackToBack
                | Condition::CheekToCheek
                | Condition::PointReflection
        )
    }
    /// Whether this condition asks the moved piece to stand in (or out of)
    /// contact: KoeKo, S-KoeKo, AntiKoeko, NewKoeko, ContactGridChess.
    pub fn is_contact_rule(&self) -> bool {
        matches!(
            self,
            Condition::Koeko
                | Condition::KnightKoeko
                | Condition::AntiKoeko
                | Condition::NewKoeko
                | Condition::ContactGrid
        )
    }
    /// Whether this rebirth condition is refused beside the contact rule
    /// `contact` ([`Condition::is_contact_rule`]): AntiCirce and Super
    /// Circe beside any (Popeye 4.104 refuses them), any rebirth beside
    /// ContactGridChess (Popeye leaves some victims unreborn there, by a
    /// rule not modelled).
    pub fn refused_beside_contact(&self, contact: &Condition) -> bool {
        match self {
            Condition::AntiCirce(_) => true,
            Condition::Circe(r) => {
                r.square == RebirthSquare::Super || *contact == Condition::ContactGrid
            }
            Condition::Parrain { .. } | Condition::AntiParrain { .. } => {
                *contact == Condition::ContactGrid
            }
            _ => false,
        }
    }
    /// Whether ProvocationChess is refused beside this condition: Popeye's
    /// checks under the walk lenders disagree with the walks it moves by
    /// (under NannaChess a piece lent a queen's walk does not provoke a
    /// check along a rank); Masand's checks under it were not compared.
    pub fn refused_with_provocation(&self) -> bool {
        matches!(
            self,
            Condition::Nanna
                | Condition::FaceToFace
                | Condition::BackToBack
                | Condition::CheekToCheek
                | Condition::Masand
                | Condition::MasandGeneralised
        )
    }
    /// Whether this condition may stand beside Sentinelles: those whose
    /// order with the sentinel has been compared with Popeye's move lists
    /// (rebirths, rules on the move, the contact, observation and
    /// colour-changing rules, EinsteinChess, ChameleonChess, and every
    /// piece attribute but protean: a protean capturer beside sentinels
    /// was not followed).
    pub fn combines_with_sentinelles(&self) -> bool {
        matches!(
            self,
            Condition::Sentinelles(_)
                | Condition::Circe(_)
                | Condition::AntiCirce(_)
                | Condition::Immun(_)
                | Condition::Madrasi { .. }
                | Condition::Eiffel
                | Condition::Patrol
                | Condition::UltraPatrol
                | Condition::Lortap
                | Condition::Provocation
                | Condition::Monochrome
                | Condition::Bichrome
                | Condition::Grid(_)
                | Condition::NoCapture
                | Condition::MustCapture(_)
                | Condition::Maximummer(_)
                | Condition::UncapturablePieces
                | Condition::MagicPieces
                | Condition::Einstein(_)
                | Condition::ChameleonChess(_)
                | Condition::ChameleonSequence(_)
                | Condition::Koeko
                | Condition::NewKoeko
                | Condition::AntiKoeko
                | Condition::ContactGrid
                | Condition::Isardam { .. }
                | Condition::Checkless
                | Condition::Annan
                | Condition::FaceToFace
                | Condition::BackToBack
                | Condition::CheekToCheek
                | Condition::PointReflection
                | Condition::Masand
                | Condition::Influencer
                | Condition::Exclusive
                | Condition::Andernach
                | Condition::AntiAndernach
                | Condition::Volage { .. }
                | Condition::Functionary
                | Condition::KamikazePieces
                | Condition::ChameleonPieces
                | Condition::VolagePieces
                | Condition::ParalysingPieces
                | Condition::JiggerPieces
                | Condition::FunctionaryPieces
                | Condition::HalfNeutralPieces
        )
    }
    /// Whether this condition may stand beside MarsCirce (`anti`: beside
    /// AntiMarsCirce): Volage and Hypervolage, ChecklessChess, Andernach,
    /// AntiAndernach, kamikaze, uncapturable, half-neutral and volage
    /// pieces, NoCapture, KoeKo, one of Madrasi, Eiffel, Patrouille, Lortap
    /// and the normal GridChess (the engine refuses two), the Einstein family
    /// and ChameleonChess, the last two after a MarsCirce move only
    /// (Popeye's AntiMarsCirce castlings change the rook's kind). Mars
    /// checks and moves are the engine's own: other rules on checks or
    /// walks would need an order not established (beside AntiKoeko,
    /// NewKoeko, Isardam, KoeKo with a knight's neighbourhood and the
    /// shifted grids Popeye's move lists differ in a few positions, beside
    /// the conditions lending walks in many).
    pub fn combines_with_mars(&self, anti: bool) -> bool {
        match self {
            Condition::Mars(_) | Condition::AntiMars(_) => true,
            Condition::Einstein(_) | Condition::ChameleonChess(_) => !anti,
            // (a capturer reborn changes colour when it ends on a square
            // of the other colour than the one it left)
            Condition::Volage { .. } => true,
            // compared with Popeye's move lists: these change pieces after
            // the move, or judge the position it leaves, whatever the
            // square a capture was made from
            Condition::Checkless
            | Condition::Andernach
            | Condition::AntiAndernach
            | Condition::KamikazePieces
            | Condition::UncapturablePieces
            | Condition::HalfNeutralPieces
            | Condition::VolagePieces => true,
            // nothing captures: the Mars squares only give checks
            Condition::NoCapture => true,
            // compared with Popeye's move lists: a piece paralyses or
            // checks from the square its captures start from (see
            // `Engine::mars_kind_observes` for Popeye's pawns and riders),
            // and a capture lands in contact where it captures
            Condition::Madrasi { .. } | Condition::Eiffel | Condition::Koeko => true,
            // a piece supports (or, under Lortap, hinders) a capture from
            // the square its own captures start from, as it paralyses
            // (not beside Madrasi, Eiffel or GridChess, refused by the
            // engine; Popeye 4.104 ignores UltraPatrol beside MarsCirce)
            Condition::Patrol | Condition::Lortap => true,
            // a capture crosses a grid line between the square the piece
            // stands on and the one it captures on, as Popeye 4.104 has it
            // (its other grids differ: under VerticalShift a Mars check)
            Condition::Grid(Grid::Normal) => true,
            _ => false,
        }
    }
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

/// What cannot stand beside ProteanChess (or protean pieces) among
/// `conditions`, if anything: only rules on single moves have been
/// compared with Popeye.
pub fn protean_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let name = if conditions.contains(&Condition::Protean) {
        "ProteanChess"
    } else if conditions.contains(&Condition::ProteanPieces) {
        "Protean"
    } else {
        return None;
    };
    conditions
        .iter()
        .find(|c| {
            !((rule_on_single_moves(c) && !matches!(c, Condition::Immun(_)))
                || matches!(
                    c,
                    Condition::Protean
                        | Condition::ProteanPieces
                        | Condition::Functionary
                        | Condition::FunctionaryPieces
                        | Condition::JiggerPieces
                ))
        })
        .map(|c| (name.to_string(), c.to_string()))
}

/// The rules on single moves: they judge a move (or a check) before it
/// is played, whatever follows it (ImmunChess, the paralysis and patrol
/// rules but FunctionaryChess, ProvocationChess, the rules on the squares
/// joined, NoCapture, MustCapture, Maximummer, uncapturable and
/// paralysing pieces). The variants moving pieces into the underworld,
/// making victims wait, and protean pieces have been compared with
/// Popeye beside these only.
fn rule_on_single_moves(c: &Condition) -> bool {
    matches!(
        c,
        Condition::Immun(_)
            | Condition::Madrasi { .. }
            | Condition::Eiffel
            | Condition::Patrol
            | Condition::UltraPatrol
            | Condition::Lortap
            | Condition::Provocation
            | Condition::Monochrome
            | Condition::Bichrome
            | Condition::Grid(_)
            | Condition::NoCapture
            | Condition::MustCapture(_)
            | Condition::Maximummer(_)
            | Condition::UncapturablePieces
            | Condition::ParalysingPieces
    )
}
