//! What cannot be played on a given diagram: piece attributes beside
//! conditions and pieces, magic pieces, SingleBox's sets, Einstein's
//! chains, the Poseidon, and royal counts.

use super::fairy_pieces_compared;
use crate::condition::Condition;
use nightrider_board::{PieceKind, Position};

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
        .or_else(|| crate::woozles::position_refusal(pos, conditions, promotions))
        .or_else(|| crate::glasgow::position_refusal(pos, conditions))
        .or_else(|| crate::line_chameleon::position_refusal(pos, conditions))
        .or_else(|| crate::capture_effects::snek::position_refusal(pos, conditions, promotions))
        .or_else(|| crate::capture_effects::role_exchange::position_refusal(pos, conditions))
        .or_else(|| crate::capture_effects::immobilio::position_refusal(pos, conditions))
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
        .or_else(|| crate::capture_effects::multi_captures::position_refusal(pos, conditions))
        .or_else(|| crate::partial_paralysis::position_refusal(pos, conditions, promotions))
        .or_else(|| crate::pepo::position_refusal(pos, conditions))
        .or_else(|| crate::capture_effects::position_refusal(pos, conditions))
        .or_else(|| crate::capture_effects::bicaptures::position_refusal(pos, conditions))
        .or_else(|| crate::leffie::position_refusal(pos, conditions))
        .or_else(|| crate::traitor::position_refusal(pos, conditions))
        .or_else(|| crate::capture_effects::lost_pieces::position_refusal(pos, conditions))
        .or_else(|| crate::dark_side::position_refusal(pos, conditions))
        .or_else(|| crate::chameleon_pursuit::position_refusal(pos, conditions))
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
            // (PowerTransfer: compared with Popeye on
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
    let einstein = conditions.iter().any(|c| {
        matches!(
            c,
            Condition::Einstein(_) | Condition::EinsteinWithPromotions
        )
    });
    let fairy = !pos.fairy().is_empty()
        || conditions
            .iter()
            .any(|c| c.created_kinds().iter().any(|k| !k.is_orthodox()));
    (einstein && fairy).then_some("EinsteinChess with fairy pieces")
}

/// The Poseidon (royal by its walk, [`PieceKind::POSEIDON`]) in `pos`
/// or among the `promotions`, beside a condition other than those its
/// move lists have been compared with Popeye under: Circe and AntiCirce,
/// NoCapture, MonochromChess, Patrouille, Madrasi (where it is a king:
/// not paralysed unless RexInclusive), MarineChess and UltramarineChess
/// (under Isardam and AndernachChess Popeye treats it as a king where
/// our rules name the king by its kind).
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
                | Condition::Madrasi { .. }
                // (its castling with a triton)
                | Condition::Marine { .. }
        )
    };
    (poseidon && !conditions.iter().all(compared))
        .then_some("the Poseidon beside conditions other than Circe, AntiCirce, NoCapture, MonochromChess, Patrouille, Madrasi, MarineChess and UltramarineChess")
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
/// LosingChess (no king is royal, see [`crate::kings::losing`]) or
/// ExtinctionChess (see [`crate::kings::extinction`]).
pub fn royal_count_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    use nightrider_board::{Colour, PieceKind};
    if conditions.contains(&Condition::RoyalDynasty)
        || conditions.contains(&Condition::Losing)
        || crate::kings::non_royal::holds(conditions)
        || conditions.contains(&Condition::Knightmate)
        || conditions.contains(&Condition::Extinction)
    {
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
    // Popeye reborns a kamikaze capturer of a king first: where its
    // rebirth square is the king's (Circe CaptureSquare, Ibidem), the king
    // is not reborn and the capture is check, which our RexInclusive
    // check does not see; other rebirth squares are not compared
    if attributes.contains(Attributes::KAMIKAZE)
        && conditions.iter().any(|c| {
            matches!(c, Condition::Circe(r)
                if r.rex_inclusive && r.square != crate::condition::RebirthSquare::GameArray)
        })
    {
        return Some("kamikaze pieces with Circe RexInclusive on another rebirth square than the game array's");
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
