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

use crate::condition::Condition;
use crate::engine::ConditionError;
use nightrider_board::{PieceKind, Position};

mod classes;
mod obligations;
mod position;
mod rebirths;
mod single_moves;

use obligations::obligation_refusal;
pub(crate) use position::attributes_on;
pub use position::{einstein_refusal, position_refusal, royal_count_refusal};
pub use rebirths::{
    alternatives_together, circe_variant_refusal, clone_refusal, underworld_refusal,
    wait_capture_refusal,
};
use rebirths::{
    cage_beside, contact_beside_rebirth, mars_beside, sentinelles_beside, two_rebirths,
};
pub use single_moves::protean_refusal;

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
/// [`Condition::combines_with_sentinelles`], [`single_moves::rule_on_single_moves`]),
/// the others name the pairs refused.
const RULES: [Rule; 81] = [
    two_rebirths,
    // Woozles and its relatives have been compared with Popeye one at a
    // time, alone and beside those `crate::woozles::compared_beside` names
    |conditions| first_two(conditions, crate::woozles::is_woozles),
    |conditions| {
        beside(conditions, crate::woozles::is_woozles, |c| {
            !crate::woozles::is_woozles(c) && !crate::woozles::compared_beside(c)
        })
    },
    // PowerTransfer has been compared with Popeye alone
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
            // (the obligation conditions: "maxi-/minimummer/
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
    // PhantomChess has been compared with Popeye beside a few conditions
    crate::phantom::combination_refusal,
    // GlasgowChess has been compared with Popeye alone
    crate::glasgow::combination_refusal,
    // LineChameleonChess has been compared with Popeye alone
    crate::line_chameleon::combination_refusal,
    // Bul and Dob pieces beside any condition (none compared with Popeye)
    crate::hurdle_moves::combination_refusal,
    // Fairy conditions IV: PADChess has been compared with Popeye alone
    |conditions| {
        let pad = |c: &Condition| matches!(c, Condition::Pad(_));
        beside(conditions, pad, |c| !pad(c))
    },
    // BGL has been compared with Popeye alone and beside
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
    // walks and homes: Bolero, BoleroInverse and PlusChess
    // have been compared with Popeye alone
    |conditions| {
        let first = conditions
            .iter()
            .find(|c| matches!(c, Condition::Bolero(_) | Condition::Plus))?;
        let other = conditions.iter().find(|c| *c != first)?;
        Some((first.to_string(), other.to_string()))
    },
    // the imitators have been compared with Popeye alone and beside
    // these (beside plain Circe and AntiCirce no piece is reborn where
    // an imitator stands; the Circe variants reviving pawns on their
    // promotion rank, which may promote into imitators, ParrainCirce,
    // castling conditions and the rest would need more of Popeye's rules)
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
                ) && !matches!(c, Condition::Circe(r) if *r == crate::CirceRules::default())
                    && !matches!(c, Condition::AntiCirce(r) if *r == crate::imitator::plain_anticirce())
            },
        )
    },
    // the exchanges
    crate::messigny::combination_refusal,
    crate::geneva::combination_refusal,
    // the obligation conditions
    obligation_refusal,
    // Fairy conditions III: BlackChecks has been
    // compared with Popeye alone (beside Jacobi's White obligations, see
    // `crate::selection::obligation::combination_refusal`)
    |conditions| {
        beside(
            conditions,
            |c| *c == Condition::BlackChecks,
            |c| *c != Condition::BlackChecks && !matches!(c, Condition::Obliged(_)),
        )
    },
    // Jacobi's move-selection conditions
    crate::selection::obligation::combination_refusal,
    crate::selection::growing_men::combination_refusal,
    // Jacobi's Distancing stands alone
    crate::distancing::combination_refusal,
    // Jacobi's rebirth squares Above and Below stand alone
    crate::jacobi_rebirth::combination_refusal,
    // Jacobi's Einstein WithPromotions stands alone
    crate::einstein_promotions::combination_refusal,
    // capture and move effects
    crate::marine::combination_refusal,
    crate::partial_paralysis::combination_refusal,
    // capture and move effects: ghosts
    crate::ghost::combination_refusal,
    // Fairy conditions IV: kings and what mate means
    crate::kings::mate::combination_refusal,
    crate::kings::losing::combination_refusal,
    crate::kings::non_royal::combination_refusal,
    crate::kings::kamikaze_chess::combination_refusal,
    crate::kings::knightmate::combination_refusal,
    // UltraSchachZwang and BrunnerChess; the
    // Fairy conditions III
    crate::kings::extinction::combination_refusal,
    // UltraSchachZwang and BrunnerChess; the
    // UltraSchachZwang forms' in `crate::selection`
    crate::kings::brunner::combination_refusal,
    // the duellists, the followers, Vogtlaender and Argentinian chess
    //: DuellistChess and FollowMyLeader in
    // `crate::selection::combination_refusal`
    crate::kings::vogtlaender::combination_refusal,
    crate::argentinian::combination_refusal,
    // kings and royalty: each compared with Popeye
    // alone
    crate::kings::transmission::combination_refusal,
    crate::kings::bicolores::combination_refusal,
    crate::kings::mate_recolouring::combination_refusal,
    // TraitorChess; Tibet and NorskSjakk in
    // `crate::capture_effects::combination_refusal`
    crate::traitor::combination_refusal,
    // Leffie; Bicaptures and LostPieces in
    // `crate::capture_effects::combination_refusal`
    crate::leffie::combination_refusal,
    // DarkSide: compared alone and beside plain Circe, Madrasi, NoCapture
    crate::dark_side::combination_refusal,
    // Dummy: compared alone
    crate::dummy::combination_refusal,
    // the turning boards
    crate::revolving::combination_refusal,
    crate::capture_effects::snek::combination_refusal,
    // RoleExchange: compared with Popeye alone
    crate::capture_effects::role_exchange::combination_refusal,
    // Immobilio: compared with Popeye alone
    crate::capture_effects::immobilio::combination_refusal,
    // ChameleonPursuit: compared with Popeye alone and beside the
    // conditions `crate::chameleon_pursuit::combination_refusal` allows
    crate::chameleon_pursuit::combination_refusal,
    // Football: compared with Popeye alone and beside the conditions
    // `crate::football::combination_refusal` allows
    crate::football::combination_refusal,
];

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
