//! What is refused before solving: what Popeye refuses (its intelligent
//! mode's limits, more than one king of a side, some combinations of
//! piece attributes and conditions) and the combinations whose rules we
//! have not matched with Popeye's, each with a text naming it.

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

/// The combinations of piece attributes and conditions refused: those
/// Popeye refuses (more than one king or royal piece of a side; paralysing
/// pieces with Madrasi or Isardam) and those whose rules we have not
/// matched with Popeye's: kamikaze pieces with neutral pieces (Popeye
/// solves them; under Circe it reborns a neutral kamikaze capturer on the
/// square of the side that moved it, which we do not), or with Circe and
/// fairy pieces, and the rest below.
pub fn attribute_refusal(
    pos: &nightrider_board::Position,
    attributes: nightrider_board::Attributes,
    conditions: &[nightrider_conditions::Condition],
) -> Option<&'static str> {
    use nightrider_board::{Attributes, PieceKind};
    use nightrider_conditions::Condition;
    let circe = conditions.iter().any(|c| matches!(c, Condition::Circe(_)));
    // (Circe in any variant, Parrain and ContraParrain too)
    let circe_family = conditions
        .iter()
        .any(|c| matches!(c, Condition::Circe(_) | Condition::Parrain { .. }));
    // a king and a royal piece, or two of either, of one side (a neutral
    // one is both sides')
    let royals = |colour: nightrider_board::Colour| {
        pos.board()
            .iter()
            .flatten()
            .filter(|p| {
                (p.kind == PieceKind::KING || p.is_royal())
                    && (p.is_neutral() || p.colour == colour)
            })
            .count()
    };
    if royals(nightrider_board::Colour::White) > 1 || royals(nightrider_board::Colour::Black) > 1 {
        return Some("only one king allowed");
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
/// `views_straight`): our views are straight lines.
pub fn magic_refusal(
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
fn capturer_reborn(c: &nightrider_conditions::Condition) -> bool {
    use nightrider_conditions::Condition;
    matches!(
        c,
        Condition::AntiCirce(_) | Condition::Mars(_) | Condition::AntiMars(_)
    )
}
