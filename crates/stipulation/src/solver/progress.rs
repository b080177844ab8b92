//! Option MoveNumbers: the progress lines announcing each first move of
//! the play as its search starts (Popeye's `  3  (Ka8-b7 )`).
//!
//! Every move of the side to play is numbered, those leaving its king
//! attacked included, in Popeye's order (StartMoveNumber and
//! UpToMoveNumber select by these numbers); the numbers go on through
//! set play and the duplex half. A move that is not searched (it cannot
//! be played, or the search knows it leads nowhere) is announced all the
//! same, before the next move searched or at the end.

use super::context::Ctx;
use super::lines::LineOut;
use crate::game::Game;
use crate::tree::{Progress, Streamed};
use nightrider_board::Move;

/// The first moves of the play to announce, with their numbers, and how
/// many have been announced.
pub(super) struct Announcements {
    due: Vec<(u32, Move)>,
    next: usize,
}

impl<G: Game> Ctx<'_, G> {
    /// Starts announcing the first moves of the play, if option
    /// MoveNumbers is on and the search is at the first move; whether it
    /// did.
    pub(super) fn begin_announcements(&mut self) -> bool {
        if !self.opts.move_number_lines || !self.path.is_empty() {
            return false;
        }
        let mut all = self.take_buf();
        self.game.legal_moves(&mut all);
        self.game.self_check_moves(&mut all);
        crate::order::sort(self.game.position(), &mut all);
        let (start, upto) = self.opts.move_numbers.unwrap_or((1, u32::MAX));
        let base = self.numbered;
        let due = all
            .iter()
            .zip(1u32..)
            .filter(|(_, k)| (start..=upto).contains(k))
            .map(|(m, k)| (base + k, *m))
            .collect();
        self.numbered += u32::try_from(all.len()).unwrap_or(u32::MAX);
        self.give_buf(all);
        self.announcing = Some(Announcements { due, next: 0 });
        true
    }

    /// The progress lines due before `m` is searched (`None`: all those
    /// left): every move not announced yet, up to `m`.
    fn due_before(&mut self, m: Option<&Move>) -> Vec<Progress> {
        if !self.path.is_empty() {
            return Vec::new();
        }
        let Some(mut a) = self.announcing.take() else {
            return Vec::new();
        };
        let upto = match m {
            Some(m) => a.due[a.next..]
                .iter()
                .position(|(_, d)| d == m)
                .map_or(a.next, |i| a.next + i + 1),
            None => a.due.len(),
        };
        let mut out = Vec::with_capacity(upto - a.next);
        for &(number, mv) in &a.due[a.next..upto] {
            self.play(&mv);
            let info = self.move_info(None);
            self.undo();
            let millis = u64::try_from(self.started.elapsed().as_millis()).unwrap_or(u64::MAX);
            out.push(Progress {
                number,
                info,
                millis: Some(millis),
            });
        }
        a.next = upto;
        self.announcing = Some(a);
        out
    }

    /// Announces the first moves due before `m` of help or series play.
    pub(super) fn announce_line_move(&mut self, m: Option<&Move>, out: &mut LineOut<'_>) {
        for p in self.due_before(m) {
            match out.stream {
                Some((sink, ..)) => sink(Streamed::Progress(p)),
                None if out.main => self.progress.push((out.len(), p)),
                None => self.set_play_progress.push((out.len(), p)),
            }
        }
    }

    /// Announces the first moves left of help or series play, and stops
    /// announcing.
    pub(super) fn end_line_announcements(&mut self, out: &mut LineOut<'_>) {
        if !self.partial {
            self.announce_line_move(None, out);
        }
        self.announcing = None;
    }

    /// Announces the first moves due before `m` (`None`: all those left)
    /// of battle play.
    pub(super) fn announce_attack(&mut self, m: Option<&Move>) {
        for p in self.due_before(m) {
            match self.battle_stream {
                Some(sink) => sink(Streamed::Progress(p)),
                None => {
                    let before = self.built.attacks.len();
                    self.progress.push((before, p));
                }
            }
        }
    }
}
