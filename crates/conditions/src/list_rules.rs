//! MustCapture, Maximummer and Minimummer: rules over the whole list of
//! a side's legal moves; and the dispatch of the other list rules.

use crate::hooks::{move_length, ListRule};
use nightrider_board::{Colour, Move, Position};
use nightrider_movegen::MoveList;

/// Applies `rule` to the legal moves of `side` in `out[start..]`: under
/// MustCapture only the captures stay if there are any, under Maximummer
/// only the longest moves ([`move_length`]), under Minimummer only the
/// shortest.
pub(crate) fn apply(
    rule: &ListRule,
    pos: &Position,
    out: &mut MoveList,
    start: usize,
    side: Colour,
) {
    match *rule {
        ListRule::MustCapture(c) if c == side && out[start..].iter().any(Move::is_capture) => {
            retain_from(out, start, Move::is_capture);
        }
        ListRule::Maximummer(c) if c == side => {
            if let Some(longest) = out[start..].iter().map(move_length).max() {
                retain_from(out, start, |m| move_length(m) == longest);
            }
        }
        ListRule::Minimummer(c) if c == side => {
            if let Some(shortest) = out[start..].iter().map(move_length).min() {
                retain_from(out, start, |m| move_length(m) == shortest);
            }
        }
        ListRule::Selection(ref rule) => rule.apply(out, start, side),
        ListRule::Synchron { side: c, anti } if c == side => {
            crate::selection::synchron::apply(pos, out, start, anti);
        }
        _ => {}
    }
}

/// Keeps the moves of `out[start..]` for which `keep` holds.
fn retain_from(out: &mut MoveList, start: usize, keep: impl Fn(&Move) -> bool) {
    let kept: MoveList = out[start..].iter().copied().filter(|m| keep(m)).collect();
    out.truncate(start);
    out.extend(kept);
}

impl crate::Engine {
    /// What the list rules remember from the moves played, as a hash for
    /// the transposition tables (zero when nothing): under the synchron
    /// movers the displacement of the last move.
    pub(crate) fn list_rules_history_hash(&self, pos: &Position) -> u64 {
        if self
            .list_rules
            .iter()
            .any(|r| matches!(r, ListRule::Synchron { .. }))
        {
            crate::selection::synchron::history_hash(pos)
        } else {
            0
        }
    }
}
