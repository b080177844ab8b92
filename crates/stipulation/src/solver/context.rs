//! The solving context: one search's options, state and tables, and the
//! primitives every search uses (playing and taking back moves, the move
//! lists, the transposition table, intelligent mode's guide).

use super::lines::LineSink;
use super::numbering::{after_passed_first_move, line_total, prefix_series};
use super::pruning::{self, Pruning};
use super::search::{NoEarlyEnd, ESCAPES};
use super::steps::TreeBuilder;
use super::{first_to_play, parallel, Stop, R};
use crate::game::Game;
use crate::goal::{reached, Goal, Played};
use crate::intelligent;
use crate::mate_reach::Ending;
use crate::model::{Aim, Battle, Node, Stipulation, Style};
use crate::node_id::NodeId;
use crate::options::Options;
use crate::picture::PictureCounts;
use crate::table::{Key, Table};
use crate::tree::{Body, MoveInfo, Phase, Progress, Undecided};
use nightrider_board::{Colour, Move};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// What a search remembers of the moves that worked lately, to try them
/// first: a heuristic only (the order of the tries changes no answer). A
/// split solve hands it from one task of a worker to the next, as the
/// sequential search keeps it from one first move to the next.
#[derive(Clone, Debug)]
pub(crate) struct MoveMemory {
    /// Per remaining length, the defence that refuted last.
    pub(super) killers: Vec<Option<Move>>,
    /// Per remaining length, the attacking move that won last.
    pub(super) attack_killers: Vec<Option<Move>>,
    /// The defender's last escapes from being forced to mate with its
    /// next move (moves giving no check), the latest first.
    pub(super) escapes: [Option<Move>; ESCAPES],
    /// How often `escapes` changed (the zones found for them are then out
    /// of date).
    pub(super) escapes_changed: u32,
}

impl Default for MoveMemory {
    fn default() -> MoveMemory {
        MoveMemory {
            killers: vec![None; 128],
            attack_killers: vec![None; 128],
            escapes: [None; ESCAPES],
            escapes_changed: 0,
        }
    }
}

/// How often (in nodes) the cancellation flag is read.
pub(super) const CANCEL_INTERVAL: u32 = 1024;

pub(super) struct Ctx<'a, G: Game> {
    pub(super) game: &'a mut G,
    pub(super) opts: &'a Options,
    pub(super) cancel: Option<&'a AtomicBool>,
    pub(super) ticks: u32,
    pub(super) path: Vec<Played>,
    pub(super) table: Table,
    pub(super) use_table: bool,
    /// Whether every position's moves are tried in Popeye's order
    /// ([`crate::order`]), because the output depends on the order in
    /// which solutions are found: a search cut short (MaxSolutions,
    /// LinesPerPicture), and help and series play printed with option
    /// MoveNumbers, whose lines follow each announced first move as
    /// found. Battle play with MoveNumbers numbers its first moves in
    /// Popeye's order and writes its trees in that order whatever the
    /// search's.
    pub(super) popeye_order: bool,
    pub(super) need_check_before: bool,
    pub(super) pool: Vec<Vec<Move>>,
    pub(super) scratch: Vec<Move>,
    /// GoalIsEnd: the goal and the side that must not reach it.
    pub(super) wrong_side: Option<(Goal, Colour)>,
    /// KeepMatingPiece: the side that must deliver mate.
    pub(super) mating_side: Option<Colour>,
    /// NonTrivial: the remaining budget of additional nontrivial defences.
    pub(super) budget: u32,
    pub(super) solutions: u32,
    pub(super) partial: bool,
    /// `Intelligent n`: the lines kept per final picture.
    pub(super) pictures: PictureCounts,
    /// `Intelligent n`: a picture has had all its lines (the solution is
    /// then reported partial, as Popeye does).
    pub(super) picture_full: bool,
    /// The root is the position after the key (PostKeyPlay).
    pub(super) post_key: bool,
    /// No threats are looked for: set play is being built (Popeye shows
    /// every defence answered, at every depth), or battle play is being
    /// written out as lines.
    pub(super) threats_off: bool,
    /// Which first-ply moves of the root this search explores (parallel
    /// and partial solving; see [`parallel`]).
    pub(super) split: parallel::Filter,
    /// The move-counting tables of help and series play towards mate, when
    /// the game is orthodox and the option is on.
    /// with the empty-board distances of intelligent mode, shared by the
    /// searches of a solve ([`pruning`]).
    pub(super) pruning: Option<Arc<Pruning>>,
    /// The final configurations followed by the help or series branch
    /// being searched (see [`intelligent`]).
    pub(super) guide: Option<intelligent::Guide>,
    /// The guide of the branch being searched could not be built.
    pub(super) guide_refused: bool,
    /// While the root's lengths are tried one by one: the side to be mated
    /// and each side's moves at the full length, for which the guides'
    /// configurations are listed once ([`Pruning::root_listing`]).
    pub(super) guide_horizon: Option<(Colour, u32, u32)>,
    /// While the root's lengths are tried one by one: the shorter lengths
    /// known to have no solution, at which the end cannot hold early.
    pub(super) no_early_end: Option<NoEarlyEnd>,
    /// The moves that refuted or escaped lately, tried first.
    pub(super) memory: MoveMemory,
    /// The root series of introductory moves, if any ([`prefix_series`]).
    pub(super) intro: Option<NodeId>,
    /// The identity the next branch node numbered gets (those of set
    /// play come after the stipulation's own).
    pub(super) next_id: u32,
    /// Where the solutions of help and series play and the keys and tries
    /// of battle play go as they are found (see [`LineSink`]); `None`: they
    /// are kept in the report.
    pub(super) stream: Option<LineSink<'a>>,
    /// Where the steps of battle play being written go: the stream, or
    /// (`None`) [`Ctx::built`].
    pub(super) battle_stream: Option<LineSink<'a>>,
    /// The tree of battle play being built from its steps.
    pub(super) built: TreeBuilder,
    /// Option MoveNumbers: the progress lines kept for the report, each
    /// with the number of solutions or keys and tries before it, and those
    /// of set play.
    pub(super) progress: Vec<(usize, Progress)>,
    pub(super) set_play_progress: Vec<(usize, Progress)>,
    /// Option MoveNumbers: the moves being announced, one entry per level
    /// of the play from the first.
    pub(super) announcing: Vec<super::progress::Announcements>,
    /// StartMoveNumber or UpToMoveNumber with a path of more than one
    /// number: how many levels of the play are numbered, and the number of
    /// each move played (`None`: a pass, or a move below those levels).
    pub(super) numbered_levels: usize,
    pub(super) path_numbers: Vec<Option<u32>>,
    /// Option MoveNumbers: the positions below the first level whose moves
    /// were announced and led to no solution, each with the first level
    /// at which they did (Popeye does not announce them again when the
    /// play transposes, at that level or deeper).
    pub(super) announced_empty: ahash::AHashMap<u64, usize>,
    /// Option MoveNumbers: the hash of the position before each pass of
    /// the path (series play's positions are told apart as Popeye does,
    /// by the en-passant square of the series move).
    pub(super) before_passes: Vec<u64>,
    /// Option MoveNumbers: the moves numbered so far in this solve (the
    /// numbers go on through set play and the duplex half).
    pub(super) numbered: u32,
    /// When the search started.
    pub(super) started: std::time::Instant,
}

impl<'a, G: Game> Ctx<'a, G> {
    /// A context for one search, without the prunings' tables.
    pub(super) fn new_without_tables(
        game: &'a mut G,
        opts: &'a Options,
        cancel: Option<&'a AtomicBool>,
        stip: &Stipulation,
    ) -> Ctx<'a, G> {
        let goals = stip.goals();
        Ctx {
            game,
            opts,
            cancel,
            ticks: 0,
            path: Vec::with_capacity(64),
            table: Table::new(opts.table_entries),
            use_table: !goals.iter().any(|g| g.depends_on_history()),
            popeye_order: opts.max_solutions.is_some()
                || opts.lines_per_picture.is_some()
                || (numbering(opts) && stip.style() != Style::Battle),
            need_check_before: goals.contains(&Goal::CounterMate),
            pool: Vec::new(),
            scratch: Vec::with_capacity(64),
            wrong_side: None,
            mating_side: None,
            budget: opts.non_trivial.map_or(0, |(m, _)| m),
            solutions: 0,
            partial: false,
            pictures: PictureCounts::default(),
            picture_full: false,
            post_key: false,
            threats_off: false,
            split: parallel::Filter::default(),
            pruning: None,
            guide: None,
            guide_refused: false,
            guide_horizon: None,
            no_early_end: None,
            memory: MoveMemory::default(),
            intro: prefix_series(stip).map(|p| p.id),
            next_id: stip.root.branch_count(),
            stream: None,
            battle_stream: None,
            built: TreeBuilder::default(),
            progress: Vec::new(),
            set_play_progress: Vec::new(),
            announcing: Vec::new(),
            numbered_levels: opts.move_numbers.as_ref().map_or(1, |r| r.depth()),
            path_numbers: Vec::new(),
            announced_empty: ahash::AHashMap::new(),
            before_passes: Vec::new(),
            numbered: 0,
            started: std::time::Instant::now(),
        }
    }

    /// A context for one search, with tables of its own.
    pub(super) fn new(
        game: &'a mut G,
        opts: &'a Options,
        cancel: Option<&'a AtomicBool>,
        stip: &Stipulation,
    ) -> Ctx<'a, G> {
        Ctx::new_without_tables(game, opts, cancel, stip).with_mate_reach(stip, None)
    }

    /// [`Ctx::new`], with the prunings' tables taken from `shared` (built
    /// there first if need be).
    pub(crate) fn new_sharing(
        game: &'a mut G,
        opts: &'a Options,
        cancel: Option<&'a AtomicBool>,
        stip: &Stipulation,
        shared: &Mutex<Option<Arc<Pruning>>>,
    ) -> Ctx<'a, G> {
        let mut ctx = Ctx::new_without_tables(game, opts, cancel, stip);
        ctx = ctx.with_mate_reach(stip, Some(shared));
        ctx
    }

    /// Builds the move-counting tables when they can serve: an orthodox
    /// game, the option on, and a help or series branch ending in mate or
    /// stalemate.
    /// With `shared`, the tables come from there, built there first if
    /// need be.
    pub(crate) fn with_mate_reach(
        mut self,
        stip: &Stipulation,
        shared: Option<&Mutex<Option<Arc<Pruning>>>>,
    ) -> Self {
        let ends_in_box = stip
            .goals()
            .iter()
            .any(|g| matches!(g, Goal::Mate | Goal::Stalemate | Goal::MateOrStalemate));
        if self.opts.mate_pruning && ends_in_box && self.game.orthodox() {
            self.pruning = Some(match shared.and_then(|m| m.lock().ok()) {
                Some(mut slot) => Arc::clone(slot.get_or_insert_with(|| Arc::new(Pruning::new()))),
                None => Arc::new(Pruning::new()),
            });
        } else {
            self.pruning = None;
        }
        self
    }

    /// Builds the guide of intelligent mode for a help or series branch
    /// ending in `end`, from the current position with `mating_moves` and
    /// `mated_moves` left; `true` if this call decided about the guide of
    /// the branch (the caller drops it, or lifts the refusal, when it
    /// returns). When the guide cannot be built (too many configurations),
    /// the branch goes without: positions below, with fewer moves left,
    /// could have fewer, but trying again at each of them costs more than
    /// it saves.
    pub(super) fn start_guide(
        &mut self,
        end: &Node,
        mated: Colour,
        mating_moves: u32,
        mated_moves: u32,
    ) -> bool {
        if self.guide.is_some() || self.guide_refused {
            return false;
        }
        let Some(pruning) = &self.pruning else {
            return false;
        };
        let Some((ending, extra)) = guide_target(end) else {
            return false;
        };
        let budget = intelligent::Budget {
            mating_moves: mating_moves + extra,
            mated_moves: mated_moves + extra,
            max_configs: intelligent::MAX_CONFIGS,
        };
        let position = self.game.position();
        let dist = &pruning.distances;
        let build = || {
            intelligent::Guide::new(position, dist, mated, ending, &budget)
                .map(intelligent::Guide::lazy)
        };
        self.guide = if self.path.is_empty() {
            let hash = self.game.hash();
            let key = pruning::GuideKey {
                hash,
                mated,
                ending,
                mating_moves: budget.mating_moves,
                mated_moves: budget.mated_moves,
            };
            // the configurations of the full length serve every shorter one
            let horizon = self.guide_horizon.and_then(|(side, m, n)| {
                (side == mated && m >= mating_moves && n >= mated_moves).then_some(
                    intelligent::Budget {
                        mating_moves: m + extra,
                        mated_moves: n + extra,
                        max_configs: intelligent::MAX_CONFIGS,
                    },
                )
            });
            pruning.root_guide(key, || {
                let Some(horizon) = horizon else {
                    return build();
                };
                let listing = pruning::ListingKey {
                    hash,
                    mated,
                    ending,
                };
                let budgets = (horizon.mating_moves, horizon.mated_moves);
                match pruning.root_listing(listing, budgets, || {
                    intelligent::Guide::listed(position, dist, mated, ending, &horizon)
                }) {
                    Some(listed) => listed
                        .with_budget(position, dist, &budget)
                        .map(intelligent::Guide::lazy),
                    // too many configurations at the full length: this
                    // length on its own
                    None if budgets != (budget.mating_moves, budget.mated_moves) => build(),
                    None => None,
                }
            })
        } else {
            build()
        };
        self.guide_refused = self.guide.is_none();
        true
    }

    /// Whether the goal `end` (reached by the side moving last) may still be
    /// reached, by the counting of [`MateReach`](crate::mate_reach::MateReach), when the side that will be
    /// mated has `mated_moves` moves left and the other side `mating_moves`.
    /// `mated` is the side to be mated.
    pub(super) fn may_end(
        &self,
        end: &Node,
        mated: Colour,
        mating_moves: u32,
        mated_moves: u32,
    ) -> bool {
        // a proof game's goal, alone or followed by more play (a proof
        // game in a chain of Jacobi's commands)
        let proof_game = match end {
            Node::Goal(Goal::ProofGame | Goal::AToB) => true,
            Node::And(first, then) => [first, then]
                .iter()
                .any(|n| matches!(***n, Node::Goal(Goal::ProofGame | Goal::AToB))),
            _ => false,
        };
        if proof_game {
            // the target's bound: the side moving last has `mating_moves`
            let (white, black) = match mated {
                Colour::White => (mated_moves, mating_moves),
                Colour::Black => (mating_moves, mated_moves),
            };
            let game = &*self.game;
            return game
                .target()
                .is_none_or(|t| t.reachable(game.position(), white, black));
        }
        let Some(pruning) = &self.pruning else {
            return true;
        };
        let reach = &pruning.mate_reach;
        // the guide of intelligent mode, when there is one, counts finer:
        // the coarse count costs more than it still prunes
        if self.guide.is_some() {
            return true;
        }
        let ending = match end {
            Node::Goal(Goal::Mate) => Ending::Mate,
            Node::Goal(Goal::Stalemate | Goal::MateOrStalemate) => Ending::Boxed,
            _ => return true,
        };
        reach.may_end(
            self.game.position(),
            mated,
            ending,
            mating_moves,
            mated_moves,
        )
    }

    /// Sets the per-phase state for `attacker`'s stipulation.
    pub(super) fn setup_phase(&mut self, stip: &Stipulation, attacker: Colour) {
        let t = stip.traditional;
        // The side whose reaching the goal is the aim.
        let goal_side = match t.map(|t| t.aim) {
            Some(Aim::SelfPlay | Aim::Reflex | Aim::HelpSelf | Aim::HelpReflex) => !attacker,
            _ => attacker,
        };
        self.wrong_side = match (self.opts.goal_is_end, t) {
            (true, Some(t)) => Some((t.goal, !goal_side)),
            _ => None,
        };
        self.mating_side = match (self.opts.keep_mating_piece, t) {
            (true, Some(t)) if matches!(t.goal, Goal::Mate | Goal::MateOrStalemate) => {
                Some(goal_side)
            }
            _ => None,
        };
        self.budget = self.opts.non_trivial.map_or(0, |(m, _)| m);
        self.solutions = 0;
        self.partial = false;
        self.pictures.clear();
        self.picture_full = false;
    }

    pub(super) fn phase(
        &mut self,
        stip: &Stipulation,
        attacker: Colour,
        swapped: bool,
    ) -> R<Phase> {
        self.setup_phase(stip, attacker);
        let first = first_to_play(stip, attacker);
        self.game.set_side_to_move(first);
        let body = match stip.style() {
            Style::Battle => Body::Battle(self.battle_phase(stip)?),
            Style::Help | Style::Series => {
                let mut set_play = Vec::new();
                if self.opts.set_play {
                    if let Some(mut set) = stip.set_play().filter(|_| !self.game.in_check(first)) {
                        self.next_id = set.root.number_from(self.next_id);
                        self.game.set_side_to_move(!first);
                        set_play = self.line_phase(&set, false)?;
                        self.game.set_side_to_move(first);
                        if stip.style() == Style::Help && line_total(stip) % 2 == 1 {
                            set_play = set_play.into_iter().map(after_passed_first_move).collect();
                        }
                        self.solutions = 0;
                        self.partial = false;
                        self.pictures.clear();
                        self.picture_full = false;
                    }
                }
                let solutions = if self.opts.set_play_only {
                    Vec::new()
                } else {
                    self.line_phase(stip, true)?
                };
                Body::Lines {
                    set_play,
                    solutions,
                }
            }
        };
        Ok(Phase {
            swapped,
            body,
            partial: self.partial || self.picture_full,
            progress: std::mem::take(&mut self.progress),
            set_play_progress: std::mem::take(&mut self.set_play_progress),
        })
    }

    // ----- infrastructure -----

    pub(super) fn tick(&mut self) -> R<()> {
        self.ticks = self.ticks.wrapping_add(1);
        if self.ticks % CANCEL_INTERVAL == 0 {
            if let Some(c) = self.cancel {
                if c.load(Ordering::Relaxed) {
                    return Err(Stop);
                }
            }
        }
        Ok(())
    }

    pub(super) fn take_buf(&mut self) -> Vec<Move> {
        let mut v = self.pool.pop().unwrap_or_default();
        v.clear();
        v
    }

    pub(super) fn give_buf(&mut self, v: Vec<Move>) {
        self.pool.push(v);
    }

    /// The legal moves, followed (if `self_check`) by the moves that leave the
    /// mover's royal piece attacked; returns the buffer and the number of legal moves.
    ///
    /// A side without legal moves is stalemated (or mated) and may not play
    /// such moves, except to deliver a counter-mate or, when mated, an
    /// automate.
    pub(super) fn moves(&mut self, self_check: Option<Goal>) -> (Vec<Move>, usize) {
        let mut v = self.take_buf();
        self.game.legal_moves(&mut v);
        let mut n = v.len();
        // the first moves are numbered in Popeye's order
        let popeye_order =
            self.popeye_order || (numbering(self.opts) && self.numbered_above().is_some());
        if popeye_order {
            crate::order::sort(self.game.position(), &mut v);
        }
        // never two passes in a row (Popeye 4.104: no `1.Ke3-e4  ...
        // 2. ... Rd3-d4 #` beside `1.Ke3-e4 Bf2-g1   2. ... Rd3-d4 #`)
        let null_move = self.opts.null_moves
            && !self.game.in_check(self.game.side_to_move())
            && !self
                .path
                .last()
                .is_some_and(|p| p.mv.is_null() && !p.rule_pass);
        if let Some(g) = self_check {
            // a mated side may still play into an automate (Popeye 4.104:
            // h!#0.5 with a neutral king in check, REGRESSIONS 4_55_to_4_57 17)
            let mated =
                n == 0 && g == Goal::AutoMate && self.game.in_check(self.game.side_to_move());
            if n > 0 || g == Goal::CounterMate || mated || self.opts.terminal_auto_checks {
                self.game.self_check_moves(&mut v);
                if popeye_order {
                    crate::order::sort(self.game.position(), &mut v[n..]);
                }
            }
        }
        if null_move {
            // Popeye tries the null move first
            v.insert(0, Move::null());
            n += 1;
        }
        if let Some(range) = self.numbered_range() {
            self.keep_numbered(&mut v, &mut n, range);
        }
        (v, n)
    }

    /// The moves the rules leave undecided here ([`Game::undecided_moves`]),
    /// with what is undecided about them.
    pub(super) fn undecided_moves(&mut self) -> Vec<(Move, Undecided)> {
        let mut undecided = Vec::new();
        self.game.undecided_moves(&mut undecided);
        undecided
    }

    /// Merges the `undecided` moves in Popeye's order into the legal moves
    /// `v[..*n]` (`*n` counting them then).
    pub(super) fn merge_undecided(
        &self,
        undecided: &[(Move, Undecided)],
        v: &mut Vec<Move>,
        n: &mut usize,
    ) {
        if !undecided.is_empty() {
            let rest = v.split_off(*n);
            v.extend(undecided.iter().map(|(m, _)| *m));
            crate::order::sort(self.game.position(), v);
            *n = v.len();
            v.extend(rest);
        }
    }

    /// The move just played, which the rules leave `undecided`: its
    /// information as written, with no marks but the remark.
    pub(super) fn undecided_info(&mut self, undecided: Undecided) -> MoveInfo {
        MoveInfo {
            check: false,
            undecided: Some(undecided),
            ..self.move_info(None)
        }
    }

    /// The numbers of the moves played, when the search is at one of the
    /// levels of the play that StartMoveNumber/UpToMoveNumber number (at
    /// the first: empty); `None` below them.
    pub(super) fn numbered_above(&self) -> Option<Vec<u32>> {
        if self.numbered_levels <= 1 {
            return self.path.is_empty().then(Vec::new);
        }
        let mut above = Vec::new();
        for (played, number) in self.path.iter().zip(&self.path_numbers) {
            if !played.mv.is_null() {
                above.push((*number)?);
            }
        }
        (above.len() < self.numbered_levels).then_some(above)
    }

    /// StartMoveNumber/UpToMoveNumber: the numbers of the moves tried here,
    /// if they are restricted.
    fn numbered_range(&self) -> Option<std::ops::RangeInclusive<u32>> {
        let range = self.opts.move_numbers.as_ref()?;
        range.at(&self.numbered_above()?)
    }

    /// The moves of the side to move as Popeye numbers them (from 1):
    /// every move, those leaving its king attacked included, in Popeye's
    /// order, each with whether it is legal.
    pub(super) fn numbered_moves(&mut self) -> Vec<(Move, bool)> {
        let mut all = self.take_buf();
        self.game.legal_moves(&mut all);
        let legal = all.clone();
        self.game.self_check_moves(&mut all);
        crate::order::sort(self.game.position(), &mut all);
        let numbered = all.iter().map(|m| (*m, legal.contains(m))).collect();
        self.give_buf(all);
        numbered
    }

    /// The number of `m` among the moves of the side to move (see
    /// [`Self::numbered_moves`]).
    fn number_of(&mut self, m: &Move) -> Option<u32> {
        let number = self.numbered_moves().iter().position(|(a, _)| a == m);
        number.and_then(|i| u32::try_from(i + 1).ok())
    }

    /// StartMoveNumber/UpToMoveNumber: keeps the first moves whose number in
    /// Popeye's numbering (every move of the side to move, also those leaving
    /// its king attacked, in Popeye's order) is in `start..=upto`.
    pub(super) fn keep_numbered(
        &mut self,
        v: &mut Vec<Move>,
        n: &mut usize,
        range: std::ops::RangeInclusive<u32>,
    ) {
        let numbered: Vec<Move> = self
            .numbered_moves()
            .into_iter()
            .zip(1u32..)
            .filter(|(_, k)| range.contains(k))
            .map(|((m, _), _)| m)
            .collect();
        let legal: Vec<Move> = v[..*n]
            .iter()
            .copied()
            .filter(|m| numbered.contains(m))
            .collect();
        v.drain(..*n);
        *n = legal.len();
        v.splice(0..0, legal);
    }

    pub(super) fn play(&mut self, m: &Move) {
        let piece = if m.is_null() {
            None
        } else {
            self.game.position().piece_at(m.from)
        };
        let mover_was_mated = if self.need_check_before && !m.is_null() {
            let s = self.game.side_to_move();
            let mut buf = std::mem::take(&mut self.scratch);
            let mated = self.game.in_check(s) && !crate::goal::has_legal_move(self.game, &mut buf);
            self.scratch = buf;
            mated
        } else {
            false
        };
        if self.numbered_levels > 1 {
            let number = if m.is_null() || self.numbered_above().is_none() {
                None
            } else {
                self.number_of(m)
            };
            self.path_numbers.push(number);
        }
        let mover = self.game.side_to_move();
        self.game.play(m);
        if let (Some(guide), Some(pruning)) = (&mut self.guide, &self.pruning) {
            guide.play(self.game.position(), &pruning.distances, m, mover);
        }
        self.path.push(Played {
            mv: *m,
            piece,
            mover_was_mated,
            rule_pass: false,
        });
    }

    /// Plays the null move the rules call for (see [`Played::rule_pass`]);
    /// undone with [`Self::undo`].
    pub(super) fn pass(&mut self) {
        if self.opts.move_number_lines {
            self.before_passes.push(self.game.hash());
        }
        self.play(&Move::null());
        if let Some(last) = self.path.last_mut() {
            last.rule_pass = true;
        }
    }

    pub(super) fn undo(&mut self) {
        if self.opts.move_number_lines && self.path.last().is_some_and(|p| p.rule_pass) {
            self.before_passes.pop();
        }
        self.game.undo();
        if let Some(guide) = &mut self.guide {
            guide.undo();
        }
        self.path.pop();
        if self.numbered_levels > 1 {
            self.path_numbers.pop();
        }
    }

    pub(super) fn goal_reached(&mut self, g: Goal) -> bool {
        let mut buf = std::mem::take(&mut self.scratch);
        let r = reached(g, self.game, &self.path, &mut buf);
        self.scratch = buf;
        r
    }

    /// GoalIsEnd: the last move was by the wrong side and reached the goal.
    pub(super) fn ended_wrongly(&mut self) -> bool {
        match self.wrong_side {
            Some((g, side)) if self.game.side_to_move() == !side => self.goal_reached(g),
            _ => false,
        }
    }

    /// KeepMatingPiece: the mating side has nothing but royal pieces left.
    pub(super) fn no_mating_piece(&self) -> bool {
        match self.mating_side {
            Some(side) => {
                let pos = self.game.position();
                (pos.by_colour(side) & !pos.royals(side)).is_empty()
            }
            None => false,
        }
    }

    pub(super) fn key(&self, node: NodeId, tag: u8, remaining: u32) -> Key {
        Key {
            hash: self.game.hash(),
            node: node.index(),
            tag,
            remaining,
            extra: self.budget,
            monotone: false,
        }
    }

    /// The table key of a battle question: monotone in the remaining
    /// length (a win within `r` is a win within more, a failure within `r`
    /// one within less) unless an option or an exact length makes the
    /// answer depend on the length itself.
    pub(super) fn battle_key(&self, b: &Battle, tag: u8, remaining: u32) -> Key {
        let monotone = b.min_length <= 1
            && self.opts.threat.is_none()
            && self.opts.non_trivial.is_none()
            && self.opts.max_flights.is_none();
        Key {
            monotone,
            ..self.key(b.id.get(), tag, remaining)
        }
    }

    pub(super) fn lookup(&self, key: &Key) -> Option<bool> {
        if self.use_table {
            self.table.get(key)
        } else {
            None
        }
    }

    pub(super) fn store(&mut self, key: Key, v: bool) {
        if self.use_table {
            self.table.put(key, v);
        }
    }

    pub(super) fn move_info(&mut self, goal: Option<Goal>) -> MoveInfo {
        let last = *self.path.last().expect("a move was played");
        let side = self.game.side_to_move();
        let check = self.game.in_check(side);
        MoveInfo {
            mv: last.mv,
            piece: last.piece,
            mover: !side,
            check,
            goal,
            annotations: self.game.annotations(),
            undecided: None,
            pass: false,
        }
    }
}

/// the ending, and how many moves each side has after the branch before
/// it is reached. A goal of mate or stalemate is reached by the branch's
/// last move; reciprocal help play ends where the side to move also helps
/// the other mate it in one (`reci-h#n`: the help part, one move each).
pub(super) fn guide_target(end: &Node) -> Option<(intelligent::Ending, u32)> {
    let ending = |g: &Node| match g {
        Node::Goal(Goal::Mate) => Some(intelligent::Ending::Mate),
        Node::Goal(Goal::Stalemate) => Some(intelligent::Ending::Stalemate),
        Node::Goal(Goal::MateOrStalemate) => Some(intelligent::Ending::Boxed),
        _ => None,
    };
    match end {
        // reciprocal play: the direct part, whose goal the side moving
        // last reaches in one more move (the side the help play leaves to
        // be mated is that part's victim: `reci-h(=)#` guides towards
        // its stalemate, not the help part's mate)
        Node::And(direct, help) => match (&**direct, &**help) {
            (Node::Battle(b), Node::Help(h))
                if b.attacker_first
                    && b.length == 1
                    && b.constraint.is_none()
                    && h.length == 2
                    && h.min_length == 2
                    && h.constraint.is_none() =>
            {
                Some((ending(b.on_attack.as_ref()?)?, 1))
            }
            _ => None,
        },
        goal => Some((ending(goal)?, 0)),
    }
}

/// Whether option MoveNumbers, StartMoveNumber or UpToMoveNumber is on.
pub(super) fn numbering(opts: &Options) -> bool {
    opts.move_numbers.is_some() || opts.move_number_lines
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The end of the help play of a traditional stipulation.
    pub(super) fn help_end(text: &str) -> Node {
        match Stipulation::parse(text).unwrap().root {
            Node::Help(h) => h.end,
            other => panic!("{other:?}"),
        }
    }

    /// Intelligent mode in reciprocal play follows the direct part's goal:
    /// its victim is the side the guide is built against.
    #[test]
    pub(super) fn reciprocal_play_is_guided_towards_the_direct_part() {
        use intelligent::Ending;
        assert_eq!(guide_target(&help_end("reci-h#3")), Some((Ending::Mate, 1)));
        assert_eq!(
            guide_target(&help_end("reci-h(=)#3")),
            Some((Ending::Stalemate, 1))
        );
        assert_eq!(
            guide_target(&help_end("reci-h(#)=3")),
            Some((Ending::Mate, 1))
        );
        assert_eq!(guide_target(&help_end("h#3")), Some((Ending::Mate, 0)));
    }
}
