//! Capture effects: conditions under which a move (a capture, or a check)
//! changes the mover, its victim or other units, one concept per module.
//!
//! - [`anda`]: Anda and AndaInverse (the condition and the piece
//!   attributes): a piece giving a direct check (giving none) turns
//!   neutral, a neutral one the mover's.
//! - [`cast`]: CASTchess and CASTchess Inverse: a piece threatening
//!   two units or more (exactly one) captures nothing.
//! - [`multi_captures`]: MultiCaptures: a unit observed by one unit of
//!   the capturing side alone is not captured.
//! - [`frankfurt`]: FrankfurtChess: a capturing piece takes the kind
//!   of its victim.
//! - [`bicaptures`]: Bicaptures: a unit captures units of its own side
//!   too (not its king); castling is barred by the own units observing
//!   the king's passage as the opponent's kinds would.
//! - [`breton`]: Breton (Adverse, Chromatic, PY): a capture makes a unit
//!   of the captured piece's kind leave the board or change side.
//! - [`immobilio`]: Immobilio: a unit whose home square of the game
//!   array is occupied neither moves nor observes.
//! - [`lost_pieces`]: LostPieces: after a move, the other side's units
//!   that could not escape the mover's attack were they royal leave the
//!   board.
//! - [`norsk`]: NorskSjakk: a piece captures only its own kind (or a
//!   king); a moving queen, knight, rook or bishop becomes a knight,
//!   queen, bishop or rook.
//! - [`guards`]: SuperGuards and AntiGuards: a piece guarded by its own
//!   side cannot be captured (can only be captured).
//! - [`tibet`]: Tibet and DoubleTibet: a capturer (Black's, or either
//!   side's) taking a unit of another kind changes colour.
//! - [`snek`]: SnekChess and SnekCircleChess: a capture makes a unit
//!   of the victim's side climb to the victim's kind.
//! - [`role_exchange`]: RoleExchange: White's move turning the board
//!   half round and changing every unit's colour.
//! - [`take_make`]: Take&MakeChess: a capture goes on by a non-capturing
//!   move with the victim's walk.
//!
//! Which other conditions each may stand beside is decided by
//! `combination_refusal` (called from [`crate::compat`]).

pub mod anda;
pub mod bicaptures;
pub mod breton;
pub mod cast;
pub mod frankfurt;
pub mod guards;
pub mod immobilio;
pub mod lost_pieces;
pub mod make_take;
pub mod multi_captures;
pub mod norsk;
pub mod role_exchange;
pub mod snek;
pub mod take_make;
pub mod tibet;

use crate::condition::Condition;

/// The first combination of a capture-effect condition with another
/// that has not been compared with Popeye 4.104, as the two names for
/// the error.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    anda::combination_refusal(conditions)
        .or_else(|| guards::combination_refusal(conditions))
        .or_else(|| take_make::combination_refusal(conditions))
        .or_else(|| make_take::combination_refusal(conditions))
        .or_else(|| breton::combination_refusal(conditions))
        .or_else(|| cast::combination_refusal(conditions))
        .or_else(|| multi_captures::combination_refusal(conditions))
        .or_else(|| frankfurt::combination_refusal(conditions))
        .or_else(|| tibet::combination_refusal(conditions))
        .or_else(|| norsk::combination_refusal(conditions))
        .or_else(|| lost_pieces::combination_refusal(conditions))
        .or_else(|| bicaptures::combination_refusal(conditions))
}

/// Tibet, DoubleTibet, NorskSjakk and TraitorChess with neutral pieces or
/// piece attributes (not compared with Popeye 4.104).
pub(crate) fn position_refusal(
    pos: &nightrider_board::Position,
    conditions: &[Condition],
) -> Option<&'static str> {
    let ours = conditions.iter().any(|c| {
        matches!(
            c,
            Condition::Tibet { .. } | Condition::Norsk | Condition::Traitor
        )
    });
    let attributed = !crate::compat::attributes_on(pos).is_empty();
    (ours && attributed)
        .then_some("Tibet, NorskSjakk or TraitorChess with neutral pieces or piece attributes")
}

/// Whether a unit of `pos` lies outside what a condition was compared
/// with Popeye 4.104 on: a unit with attributes (neutral pieces
/// included), or a fairy kind whose code is not in `compared_fairy`.
pub(crate) fn has_uncompared_unit(
    pos: &nightrider_board::Position,
    compared_fairy: &[&str],
) -> bool {
    pos.board().iter().flatten().any(|p| {
        !p.attributes.is_empty()
            || !(p.kind.is_orthodox()
                || p.kind
                    .code()
                    .is_some_and(|code| compared_fairy.contains(&code)))
    })
}
