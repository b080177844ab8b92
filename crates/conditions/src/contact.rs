//! The contact rules: KoeKo (and its knight's neighbourhood), AntiKoeko,
//! NewKoeko, ContactGridChess and jigger pieces judge where the moved piece
//! stands after a move, and a capture of a royal piece by the same test.

use crate::condition::{Condition, Grid};
use crate::engine::{arrival, Engine};
use crate::hooks::{
    grid_contact, AfterMoveRule, CaptureFacts, MoveRule, ObservationRule, SquareRule,
};
use nightrider_board::{Attributes, Bitboard, Colour, Move, Position, Square};

impl Engine {
    /// Whether the capture `m` (by `by`) lands its capturer next to a
    /// piece (a knight's leap away if `knight`), a piece reborn by the
    /// capture included; with `still`, only if the capturer still stands
    /// there carrying that attribute once the capture's effects are
    /// played (a kamikaze jigger vanishes).
    pub(crate) fn lands_in_contact(
        &self,
        pos: &Position,
        m: &Move,
        by: Colour,
        facts: &crate::hooks::CaptureFacts,
        knight: bool,
        still: Option<Attributes>,
    ) -> bool {
        let contact = koeko_contact(m.to, knight);
        if self.effects.is_empty() {
            (contact & facts.occupied_after).any()
        } else {
            let after = self.after_capture(pos, m, by);
            still.is_none_or(|attribute| Self::has_attribute(&after, m.to, attribute))
                && (contact & after.occupied()).any()
        }
    }

    /// The squares occupied once the capture `m` by `by` and its effects
    /// are played (a sentinel left on the departure square, a piece
    /// reborn).
    pub(crate) fn occupied_after_effects(
        &self,
        pos: &Position,
        m: &Move,
        by: Colour,
        facts: &crate::hooks::CaptureFacts,
    ) -> Bitboard {
        if self.effects.is_empty() {
            facts.occupied_after
        } else {
            self.after_capture(pos, m, by).occupied()
        }
    }
}

/// What the rules judging the position after a move need to know of the
/// position before it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct BeforeMove {
    /// Whether the mover stood next to a piece (NewKoeko).
    pub(crate) contact: bool,
    /// Whether the mover is a jigger piece.
    pub(crate) jigger: bool,
}

impl BeforeMove {
    /// The facts of `m` in `pos`, before it is played.
    pub(crate) fn of(pos: &Position, m: &Move) -> BeforeMove {
        BeforeMove {
            contact: (neighbours(m.from) & pos.occupied()).any(),
            jigger: Engine::has_attribute(pos, m.from, Attributes::JIGGER),
        }
    }
}

pub(crate) fn neighbours(sq: Square) -> Bitboard {
    nightrider_movegen::attacks::king(sq)
}

/// The squares in KoeKo contact with `sq`: the king's neighbourhood, or
/// the knight's (`KoeKo Nei S`).
pub(crate) fn koeko_contact(sq: Square, knight: bool) -> Bitboard {
    if knight {
        nightrider_movegen::attacks::knight(sq)
    } else {
        neighbours(sq)
    }
}

impl Engine {
    /// The contact rules on checks (KoeKo, AntiKoeko, NewKoeko, jigger
    /// pieces, ContactGridChess): whether the capture `m` by `by` (with
    /// its `facts`) counts as a check under `rule`.
    pub(crate) fn contact_check(
        &self,
        rule: &ObservationRule,
        pos: &Position,
        m: &Move,
        by: Colour,
        facts: &CaptureFacts,
    ) -> bool {
        match *rule {
            ObservationRule::Koeko { anti, knight } => {
                self.lands_in_contact(pos, m, by, facts, knight, None) != anti
            }
            // (a kamikaze jigger vanishes, and gives no check)
            ObservationRule::Jigger => {
                !Self::has_attribute(pos, m.from, Attributes::JIGGER)
                    || self.lands_in_contact(pos, m, by, facts, false, Some(Attributes::JIGGER))
            }
            ObservationRule::NewKoeko => {
                let before = (neighbours(m.from) & pos.occupied()).any();
                let after =
                    (neighbours(m.to) & self.occupied_after_effects(pos, m, by, facts)).any();
                before == after
            }
            ObservationRule::ContactGrid => {
                grid_contact(m.to, self.occupied_after_effects(pos, m, by, facts))
            }
            _ => true,
        }
    }
}

/// The contact rules on the position after a move (KoeKo, AntiKoeko,
/// NewKoeko, jigger pieces, ContactGridChess): whether `pos`, after `m`,
/// obeys `rule`, given what was `before` the move.
pub(crate) fn contact_after(
    rule: &AfterMoveRule,
    pos: &Position,
    m: &Move,
    before: BeforeMove,
) -> bool {
    let at = arrival(pos, m);
    match *rule {
        AfterMoveRule::Koeko { anti, knight } => {
            let crowded = koeko_contact(at, knight)
                .into_iter()
                .any(|sq| pos.piece_at(sq).is_some());
            crowded != anti
        }
        // (a jigger that vanished, a kamikaze one's capture, stands
        // next to nothing: Popeye 4.104)
        AfterMoveRule::Jigger => {
            !before.jigger
                || (Engine::has_attribute(pos, at, Attributes::JIGGER)
                    && (neighbours(at) & pos.occupied()).any())
        }
        AfterMoveRule::NewKoeko => (neighbours(at) & pos.occupied()).any() == before.contact,
        AfterMoveRule::ContactGrid => grid_contact(at, pos.occupied()),
        _ => true,
    }
}

impl Engine {
    /// Compiles a contact rule (KoeKo and its variants, NewKoeko,
    /// ContactGridChess, jigger pieces): its test of the position after a
    /// move and of a check.
    pub(crate) fn compile_contact(&mut self, c: &Condition) {
        match *c {
            Condition::Koeko | Condition::AntiKoeko | Condition::KnightKoeko => {
                let anti = matches!(c, Condition::AntiKoeko);
                let knight = matches!(c, Condition::KnightKoeko);
                self.after_rules.push(AfterMoveRule::Koeko { anti, knight });
                self.observation_rules
                    .push(ObservationRule::Koeko { anti, knight });
            }
            Condition::NewKoeko => {
                self.after_rules.push(AfterMoveRule::NewKoeko);
                self.observation_rules.push(ObservationRule::NewKoeko);
            }
            Condition::ContactGrid => {
                self.move_rules
                    .push(MoveRule::Squares(SquareRule::Grid(Grid::Normal)));
                self.after_rules.push(AfterMoveRule::ContactGrid);
                self.observation_rules.push(ObservationRule::ContactGrid);
            }
            Condition::JiggerPieces => {
                self.after_rules.push(AfterMoveRule::Jigger);
                self.observation_rules.push(ObservationRule::Jigger);
            }
            _ => {}
        }
    }
}
