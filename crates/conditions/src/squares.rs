//! The rules on the squares a move joins: MonochromChess, BichromChess
//! and GridChess (the rule itself is [`crate::hooks::SquareRule`]).

use crate::engine::Engine;
use crate::hooks::{MoveRule, SquareRule};
use nightrider_board::{Move, Special, Square};

impl Engine {
    /// Whether the rules on the squares a move joins (MonochromChess,
    /// BichromChess, GridChess) let a piece go from `from` to `to`: an
    /// observation they forbid paralyses nothing (Popeye 4.104).
    pub(crate) fn squares_allow(&self, from: Square, to: Square) -> bool {
        !self.square_rules
            || self.move_rules.iter().all(|r| match r {
                MoveRule::Squares(rule) => rule.allows(from, to),
                _ => true,
            })
    }
}

/// MonochromChess, BichromChess, GridChess: whether `m` joins squares the
/// rule allows (a castling's rook move too).
pub(crate) fn squares_rule_allows(rule: &SquareRule, m: &Move) -> bool {
    rule.allows(m.from, m.to)
        && match m.special {
            Special::Castle { rook_from, rook_to } => rule.allows(rook_from, rook_to),
            _ => true,
        }
}
