//! Legal moves: the candidates whose play leaves the mover's king safe
//! under the rules tested after the move.

use super::{Captures, Engine};
use crate::contact::BeforeMove;
use crate::exclusive::{Undecided, Verdict};
use crate::hooks::{AfterMoveRule, ListRule, MoveEffect};
use nightrider_board::{Colour, Move, Position};
use nightrider_movegen::MoveList;

impl Engine {
    /// Appends the legal moves of the side to move. The position is used
    /// to play and take back candidate moves; it is unchanged on return.
    pub fn legal_moves(&self, pos: &mut Position, out: &mut MoveList) {
        self.legal_moves_noting(pos, out, None);
    }

    /// ExclusiveChess: appends the moves of the side to move that the rule
    /// leaves undecided (see [`crate::exclusive`]); [`Engine::legal_moves`]
    /// leaves them out. Appends nothing under other rules.
    pub fn undecided_moves(&self, pos: &mut Position, out: &mut Vec<(Move, Undecided)>) {
        if self.exclusive {
            self.legal_moves_noting(pos, &mut MoveList::new(), Some(out));
        }
    }

    /// [`Engine::legal_moves`], noting in `undecided` the moves
    /// ExclusiveChess leaves undecided.
    fn legal_moves_noting(
        &self,
        pos: &mut Position,
        out: &mut MoveList,
        undecided: Option<&mut Vec<(Move, Undecided)>>,
    ) {
        if self.single_box_alone && self.single_box_legal_moves(pos, out) {
            return;
        }
        let side = pos.side_to_move();
        let start = out.len();
        let mut candidates = MoveList::new();
        self.candidates(pos, &mut candidates);
        // Every rule here can only take checks away (a condition-check is
        // an orthodox check some rule accepts), so a move that is legal
        // in orthodox chess and has no condition effect is legal here: the
        // bitboard generator vouches for those, the others are played.
        // (Not when the kings touch: orthodox generation assumes they
        // never do, and under a condition they may.)
        let kings_apart = match (
            pos.royal_square(Colour::White),
            pos.royal_square(Colour::Black),
        ) {
            (Some(w), Some(b)) => w.distance(b) > 1,
            _ => true,
        };
        let orthodox_legal = if self.checks_only_narrow && kings_apart {
            self.generator.legal_targets(pos)
        } else {
            None
        };
        // (BGL alone: where the other side can pay for any move after one,
        // the checks after it are the generator's own)
        let bgl_other = self.bgl_other_side_left(pos);
        for m in &candidates {
            let effect_free = !m.is_capture() || !self.capture_effects;
            if let Some(orthodox_legal) = &orthodox_legal {
                let legal = orthodox_legal[m.from.idx()].contains(m.to);
                if effect_free {
                    if legal {
                        out.push(*m);
                        continue;
                    }
                    if self.plain_observation
                        || bgl_other.is_some_and(|other| Self::bgl_pays_for_any_after(other, m))
                    {
                        // checks are the generator's own: the orthodox
                        // verdict on a move without effects stands
                        continue;
                    }
                    if let Some(rex_inclusive) = self.simple_madrasi {
                        if let Some(legal) = Self::madrasi_move_legal(pos, m, side, rex_inclusive) {
                            if legal {
                                out.push(*m);
                            }
                            continue;
                        }
                    }
                } else if let Some(rules) = &self.simple_circe {
                    if let Some(legal) = self.circe_capture_legal(pos, m, side, rules, legal) {
                        if legal {
                            out.push(*m);
                        }
                        continue;
                    }
                }
            }
            let legal = match bgl_other {
                Some(other) => self.bgl_legal_when_played(pos, m, side, other),
                None => self.legal_when_played(pos, m, side, 0),
            };
            if legal {
                out.push(*m);
            }
        }
        for rule in &self.list_rules {
            crate::list_rules::apply(self, rule, pos, out, start, side);
        }
        if self.exclusive {
            self.exclusive_filter(pos, out, start, undecided);
        }
        self.dister_filter(pos, out, start);
        if self.republican.is_some() {
            self.republican_expand(pos, &candidates, out, start);
        }
    }

    /// Whether the side to move has a legal move, inside `nesting` Checkless
    /// or ExclusiveChess mate tests. (The other list rules never empty a
    /// non-empty list but those of [`ListRule::may_empty`].)
    pub(crate) fn has_legal_move(&self, pos: &mut Position, nesting: u8) -> bool {
        if self.exclusive {
            // (a move the rule leaves undecided is not taken as none)
            return self.exclusive_legal_move_verdict(pos, nesting, crate::exclusive::HORIZON)
                != Verdict::No;
        }
        if self.list_rules.iter().any(ListRule::may_empty) {
            let mut list = MoveList::new();
            self.legal_moves(pos, &mut list);
            return !list.is_empty();
        }
        let side = pos.side_to_move();
        if let Some(other) = self.bgl_other_side_left(pos) {
            // (BGL alone: the other side's balance read once)
            return self
                .first_candidate(pos, |pos, m| {
                    self.bgl_legal_when_played(pos, m, side, other)
                })
                .is_some();
        }
        self.first_candidate(pos, |pos, m| self.legal_when_played(pos, m, side, nesting))
            .is_some()
    }

    /// Whether a move's legality depends on the other moves of the list
    /// (ExclusiveChess, the rules choosing among the moves such as
    /// MustCapture, Maximummer, BackHome, and the Dister rules): then
    /// [`Engine::legal_move_giving_no_check`] gives no move, and
    /// [`Engine::legal_moves_by_playing`] lists more moves than
    /// [`Engine::legal_moves`].
    pub fn chooses_from_the_list(&self) -> bool {
        self.exclusive || !self.list_rules.is_empty() || self.dister.iter().any(Option::is_some)
    }

    /// A legal move of the side to move after which the other side is not
    /// in check (quiet moves tried first, stopping at the first found):
    /// where a side is forced to mate, a move that escapes, found without
    /// generating every legal move (under AntiSuperCirce a capture is one
    /// move per rebirth square). `None` when there is none, or where the
    /// legal moves are chosen from the list as a whole
    /// ([`Engine::chooses_from_the_list`]).
    pub fn legal_move_giving_no_check(&self, pos: &mut Position) -> Option<Move> {
        if self.chooses_from_the_list() {
            return None;
        }
        if let Some(found) = self
            .single_box_alone
            .then(|| self.single_box_move_giving_no_check(pos))
            .flatten()
        {
            return found;
        }
        let side = pos.side_to_move();
        self.first_candidate(pos, |pos, m| {
            self.legal_and_when_played(pos, m, side, 0, |after| !self.in_check(after, !side))
        })
    }

    /// Whether the side to move has a legal move (stops at the first one
    /// found: cheaper than [`Engine::legal_moves`] for mate and stalemate
    /// tests).
    pub fn has_any_legal_move(&self, pos: &mut Position) -> bool {
        if let Some(any) = self
            .single_box_alone
            .then(|| self.single_box_has_legal_move(pos))
            .flatten()
        {
            return any;
        }
        self.has_legal_move(pos, 0) || (self.republican.is_some() && self.republican_escape(pos))
    }

    /// The legal moves of the side to move found the slow way, by playing
    /// every candidate and testing the position after it (no orthodox
    /// shortcut, no list rules but ExclusiveChess's): the reference the property tests compare
    /// [`Engine::legal_moves`] with.
    pub fn legal_moves_by_playing(&self, pos: &mut Position, out: &mut MoveList) {
        let side = pos.side_to_move();
        let mut candidates = MoveList::new();
        self.candidates(pos, &mut candidates);
        let start = out.len();
        for m in &candidates {
            if self.legal_and_when_played(pos, m, side, 0, |_| true) {
                out.push(*m);
            }
        }
        if self.exclusive {
            self.exclusive_filter(pos, out, start, None);
        }
        if self.republican.is_some() {
            self.republican_expand(pos, &candidates, out, start);
        }
    }

    /// Appends the moves of the side to move that are legal but for
    /// leaving its own royal pieces in check (for goals such as `##`).
    pub fn self_check_moves(&self, pos: &mut Position, out: &mut MoveList) {
        let side = pos.side_to_move();
        let mut candidates = MoveList::new();
        self.candidates(pos, &mut candidates);
        for &m in candidates.iter() {
            self.play(pos, &m);
            let exposed = self.in_check(pos, side);
            pos.undo_move();
            if exposed {
                out.push(m);
            }
        }
    }

    /// Whether the position after `m` (played by `side`) is acceptable.
    /// Plays `m`, judges the position after it with [`Engine::legal_after`]
    /// and takes the move back.
    /// `nesting` counts the Checkless mate tests this one is inside.
    pub(crate) fn legal_when_played(
        &self,
        pos: &mut Position,
        m: &Move,
        side: Colour,
        nesting: u8,
    ) -> bool {
        // (Anda alone: found on bitboards, see crate::capture_effects::anda)
        if let Some(legal) = self.anda_legal_unplayed(pos, m, side) {
            return legal;
        }
        self.legal_and_when_played(pos, m, side, nesting, |_| true)
    }

    /// [`Engine::legal_when_played`], and `also` holds of the position
    /// after the move.
    pub(crate) fn legal_and_when_played(
        &self,
        pos: &mut Position,
        m: &Move,
        side: Colour,
        nesting: u8,
        also: impl FnOnce(&Position) -> bool,
    ) -> bool {
        let before = BeforeMove::of(pos, m);
        let royals = pos.royals(side).count();
        self.play(pos, m);
        // (Assassin: a rebirth may remove the mover's own royal piece; a
        // kamikaze royal piece that captures vanishes unless reborn, and
        // a move that leaves the mover without it is illegal)
        let watch = self.assassin.is_some()
            || (m.is_capture() && self.effects.contains(&MoveEffect::Kamikaze));
        let legal = (!watch || pos.royals(side).count() == royals)
            && self.legal_after(pos, m, side, before, nesting)
            && also(pos);
        pos.undo_move();
        legal
    }

    /// The first candidate move for which `accept` holds, the moves without
    /// condition effects first: they are cheaper to play and most often
    /// legal.
    pub(crate) fn first_candidate(
        &self,
        pos: &mut Position,
        mut accept: impl FnMut(&mut Position, &Move) -> bool,
    ) -> Option<Move> {
        let mut candidates = MoveList::new();
        if self.choices.is_some() {
            // a capture is a move per rebirth choice (under AntiSuperCirce
            // one per empty square): those are generated only if no quiet
            // move will do
            self.candidates_of(pos, &mut candidates, Captures::Left);
            if let Some(m) = candidates.iter().find(|m| accept(pos, m)) {
                return Some(*m);
            }
            candidates.clear();
            self.candidates(pos, &mut candidates);
            return candidates
                .iter()
                .filter(|m| m.is_capture())
                .find(|m| accept(pos, m))
                .copied();
        }
        self.candidates(pos, &mut candidates);
        let quiet = |m: &&Move| !m.is_capture();
        candidates
            .iter()
            .filter(quiet)
            .chain(candidates.iter().filter(|m| m.is_capture()))
            .find(|m| accept(pos, m))
            .copied()
    }

    pub(crate) fn legal_after(
        &self,
        pos: &mut Position,
        m: &Move,
        side: Colour,
        before: BeforeMove,
        nesting: u8,
    ) -> bool {
        if self.in_check(pos, side) {
            return false;
        }
        for rule in &self.after_rules {
            let ok = match *rule {
                AfterMoveRule::Koeko { .. }
                | AfterMoveRule::Jigger
                | AfterMoveRule::NewKoeko
                | AfterMoveRule::ContactGrid => crate::contact::contact_after(rule, pos, m, before),
                AfterMoveRule::Isardam { rex_inclusive } => {
                    !self.any_madrasi_pair(pos, rex_inclusive)
                }
                AfterMoveRule::Leffie => !self.any_eiffel_paralysis(pos),
                AfterMoveRule::Checkless => self.checkless_allows(pos, side, nesting),
                AfterMoveRule::SingleBox => crate::single_box::fits(pos),
                AfterMoveRule::SingleBoxLatent => crate::single_box::fits_latent(pos),
                AfterMoveRule::AliceRoyal => self.alice_royal_safe(pos, m, side),
                AfterMoveRule::SingleBoxOwnLatent => crate::single_box::fits_own_latent(pos, side),
                AfterMoveRule::ImitatorsFree => crate::imitator::imitators_free(pos),
                AfterMoveRule::NoRepetition => !crate::selection::no_repetition::repeats(pos),
                AfterMoveRule::Distancing(ref rule) => {
                    crate::distancing::allows_after(rule, pos, side, crate::engine::arrival(pos, m))
                }
            };
            if !ok {
                return false;
            }
        }
        true
    }
}
