//! Option MoveNumbers: the progress lines announcing each move of the
//! first levels of the play as its search starts (Popeye's
//! `  3  (Ka8-b7 )`, and `  3:12  (Qd1-d5 )` for the second level when
//! StartMoveNumber or UpToMoveNumber gives a path of two numbers).
//!
//! Every move of the side to play is numbered, those leaving its king
//! attacked included, in Popeye's order (StartMoveNumber and
//! UpToMoveNumber select by these numbers, see
//! [`MoveNumberRange`](crate::options::MoveNumberRange)); the first
//! moves' numbers go on through set play and the duplex half. A move
//! that is not searched (it cannot be played, or the search knows it
//! leads nowhere) is announced all the same, before the next move
//! searched or at the end, and so are the moves of the deeper levels
//! after it.

use super::context::Ctx;
use super::lines::LineOut;
use super::search::immobilising;
use crate::game::Game;
use crate::model::Help;
use crate::tree::{Progress, Streamed};
use nightrider_board::Move;

/// The play a level announced belongs to: what follows a move of it.
pub(super) enum Level {
    /// The first moves of battle play (never more than one level).
    Battle,
    /// Series play: the next level is the same side's move after the
    /// opponent's pass (none if the move checks the opponent).
    Series,
    /// Help play with this many half-moves left: the next level is the
    /// opponent's move, unless the play stops after the move.
    Help(Box<Help>, u32),
}

impl Level {
    /// The level of help play `help` with `left` half-moves left, or of
    /// series play (`None`).
    pub(super) fn of(help: Option<&Help>, left: u32) -> Level {
        match help {
            Some(h) => Level::Help(Box::new(h.clone()), left),
            None => Level::Series,
        }
    }
}

/// The moves of one level of the play to announce, with their numbers.
pub(super) struct Announcements {
    /// The numbers of the moves leading here (empty at the first level).
    above: Vec<u32>,
    /// The moves, each with its number as printed and whether it is legal.
    due: Vec<(u32, Move, bool)>,
    /// How many have been announced.
    next: usize,
    /// The play the level belongs to.
    level: Level,
    /// The position and the number of solutions found when the
    /// announcements began.
    key: (u64, usize),
    solutions_before: u32,
    /// The last move announced is being searched: the announcements of
    /// the next level after it are still due unless that search makes
    /// them.
    open: Option<Move>,
}

impl<G: Game> Ctx<'_, G> {
    /// Starts announcing the moves of the level of the play the search is
    /// at, if option MoveNumbers is on, the level is one of those numbered
    /// and its announcements have not started; whether it did.
    pub(super) fn begin_announcements(&mut self, level: Level) -> bool {
        if !self.opts.move_number_lines {
            return false;
        }
        let Some(above) = self.numbered_above() else {
            return false;
        };
        let depth = self.opts.move_numbers.as_ref().map_or(1, |r| r.depth());
        let hash = match self.path.last() {
            Some(p) if p.rule_pass => self.before_passes.last().copied(),
            _ => None,
        };
        let key = (hash.unwrap_or_else(|| self.game.hash()), above.len());
        if above.len() >= depth
            || self.announcing.len() > above.len()
            || self
                .announced_empty
                .get(&key.0)
                .is_some_and(|&l| l <= key.1)
        {
            return false;
        }
        if let Some(parent) = self.announcing.last_mut() {
            // the search after the move announced last makes its own
            parent.open = None;
        }
        let all = self.numbered_moves();
        let range = self.opts.move_numbers.as_ref().and_then(|r| r.at(&above));
        let base = if above.is_empty() { self.numbered } else { 0 };
        let due = all
            .iter()
            .zip(1u32..)
            .filter(|(_, k)| range.as_ref().is_none_or(|r| r.contains(k)))
            .map(|(&(m, legal), k)| (base + k, m, legal))
            .collect();
        if above.is_empty() {
            self.numbered += u32::try_from(all.len()).unwrap_or(u32::MAX);
        }
        self.announcing.push(Announcements {
            above,
            due,
            next: 0,
            level,
            key,
            solutions_before: self.solutions,
            open: None,
        });
        true
    }

    /// [`Self::begin_announcements`] below the first level of the play
    /// (the first level's are begun where the play starts).
    pub(super) fn begin_deeper_announcements(&mut self, level: impl FnOnce() -> Level) -> bool {
        self.opts.move_number_lines
            && self.numbered_above().is_some_and(|a| !a.is_empty())
            && self.begin_announcements(level())
    }

    /// The progress lines due before `m` is searched (`None`: all those
    /// left) at the level being announced, the search being at that
    /// level: every move not announced yet, up to `m`, each followed by
    /// the announcements of the deeper levels after it unless it is `m`.
    fn due_before(&mut self, m: Option<&Move>) -> Vec<Progress> {
        let mut out = Vec::new();
        let level = self.announcing.len();
        if level == 0 || self.numbered_above().is_none_or(|a| a.len() + 1 != level) {
            return out;
        }
        self.close_open(&mut out);
        let a = &self.announcing[level - 1];
        let upto = match m {
            Some(m) => a.due[a.next..]
                .iter()
                .position(|(_, d, _)| d == m)
                .map_or(a.next, |i| a.next + i + 1),
            None => a.due.len(),
        };
        while self.announcing[level - 1].next < upto {
            let a = &mut self.announcing[level - 1];
            let (number, mv, legal) = a.due[a.next];
            a.next += 1;
            let above = a.above.clone();
            self.play(&mv);
            let info = self.move_info(None);
            let millis = u64::try_from(self.started.elapsed().as_millis()).unwrap_or(u64::MAX);
            out.push(Progress {
                number,
                above,
                info,
                millis: Some(millis),
            });
            if Some(&mv) == m {
                self.undo();
                self.announcing[level - 1].open = Some(mv);
            } else {
                if legal {
                    self.announce_subtree(&mut out);
                }
                self.undo();
            }
        }
        out
    }

    /// The announcements of the level after the move announced last at
    /// the deepest level being announced, if its search did not make them
    /// (it found nothing there without trying each move).
    fn close_open(&mut self, out: &mut Vec<Progress>) {
        let Some(a) = self.announcing.last_mut() else {
            return;
        };
        if let Some(mv) = a.open.take() {
            self.play(&mv);
            self.announce_subtree(out);
            self.undo();
        }
    }

    /// All the announcements of the levels after the move just played at
    /// the deepest level being announced.
    fn announce_subtree(&mut self, out: &mut Vec<Progress>) {
        let next = match self.announcing.last().map(|a| &a.level) {
            Some(Level::Series) => {
                if self.game.in_check(self.game.side_to_move()) {
                    return;
                }
                Level::Series
            }
            Some(Level::Help(h, left)) => {
                let (h, left) = (h.clone(), *left);
                if !self.help_goes_on(&h, left) {
                    return;
                }
                Level::Help(h, left - 1)
            }
            _ => return,
        };
        let series = matches!(next, Level::Series);
        if series {
            self.pass();
        }
        if self.begin_announcements(next) {
            out.extend(self.due_before(None));
            self.end_announcements();
        }
        if series {
            self.undo();
        }
    }

    /// After a move of help play `h` played with `left` half-moves left:
    /// whether the play goes on (it stops where it ends, and where the
    /// end holds early and the play stops there, see
    /// [`Help::stop_at_end`]).
    fn help_goes_on(&mut self, h: &Help, left: u32) -> bool {
        if left <= 1 || self.ended_wrongly() {
            return false;
        }
        let stops = h.stop_at_end
            && (left - 1) % 2 == 0
            && !immobilising(&h.end)
            && self.may_end_early(h.id.get(), left - 1)
            && matches!(self.holds(&h.end), Ok(true));
        !stops
    }

    /// Announces the moves due before `m` of help or series play.
    pub(super) fn announce_line_move(&mut self, m: Option<&Move>, out: &mut LineOut<'_>) {
        for p in self.due_before(m) {
            match out.stream {
                Some((sink, ..)) => sink(Streamed::Progress(p)),
                None if out.main => self.progress.push((out.len(), p)),
                None => self.set_play_progress.push((out.len(), p)),
            }
        }
    }

    /// Announces the moves left at the level of help or series play being
    /// announced, and stops announcing it.
    pub(super) fn end_line_announcements(&mut self, out: &mut LineOut<'_>) {
        if !self.partial {
            self.announce_line_move(None, out);
        }
        self.end_announcements();
    }

    /// Stops announcing the deepest level announced; below the first
    /// level, if it led to no solution, its position is not announced
    /// again at that level or a deeper one (Popeye 4.104 finds the play
    /// in its hash table: in a ser-h#3 it does not announce the moves
    /// after `1.Rg1-g8   2.Kf1-e1` once it has announced those after
    /// `1.Kf1-e1   2.Rg1-g8`, nor after `1.Bf4-d2   2.Bd2-c1` those it
    /// announced after `1.Bf4-c1`).
    pub(super) fn end_announcements(&mut self) {
        if let Some(a) = self.announcing.pop() {
            let (hash, level) = a.key;
            if level > 0 && self.solutions == a.solutions_before {
                let first = self.announced_empty.entry(hash).or_insert(level);
                *first = (*first).min(level);
            }
        }
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
