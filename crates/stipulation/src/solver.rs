//! The solvers: plain recursive searches over the stipulation tree, with an
//! explicit context (no global state), a bounded transposition table and
//! cancellation.

use crate::game::Game;
use crate::goal::{reached, Goal, Played};
use crate::intelligent;
use crate::mate_reach::Ending;
use crate::model::{Aim, Battle, Help, Node, Parry, Series, SeriesKind, Stipulation, Style};
use crate::options::Options;
use crate::picture::{self, PictureCounts};
use crate::table::{Key, Table};
use crate::tree::{
    Attack, BattleSolution, Body, Defence, DefenceTree, Line, LineMove, Mark, MoveInfo, Numbering,
    Phase, Report,
};
use nightrider_board::{Colour, Move, ReplyZone};
use pruning::Pruning;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use thiserror::Error;

pub mod parallel;
mod pruning;

/// Why solving did not complete.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SolveError {
    /// The cancellation flag was raised; the partial report is attached.
    #[error("solving interrupted")]
    Interrupted(Box<Report>),
    /// The stipulation uses something the solvers do not support.
    #[error("{0} is not yet supported by the solvers")]
    Unsupported(String),
}

/// Internal: the cancellation flag was seen.
#[derive(Debug)]
struct Stop;

type R<T> = Result<T, Stop>;

const TAG_ATTACK: u8 = 0;
const TAG_DEFEND: u8 = 1;
const TAG_HELP: u8 = 2;
const TAG_SERIES: u8 = 3;

/// How many of the defender's last escapes from a forced mate are kept
/// (see [`Ctx::escape_remains`]).
const ESCAPES: usize = 3;

/// The [`ReplyZone`]s of the escapes ([`MoveMemory::escapes`]) in one position,
/// each found when first needed.
struct Zones {
    /// The [`MoveMemory::escapes_changed`] count they are for.
    version: u32,
    /// Which of them are found.
    found: u8,
    zones: [Option<ReplyZone>; ESCAPES],
}

impl Zones {
    fn new() -> Zones {
        Zones {
            version: u32::MAX,
            found: 0,
            zones: [None; ESCAPES],
        }
    }
}

/// What a search remembers of the moves that worked lately, to try them
/// first: a heuristic only (the order of the tries changes no answer). A
/// split solve hands it from one task of a worker to the next, as the
/// sequential search keeps it from one first move to the next.
#[derive(Clone, Debug)]
pub(crate) struct MoveMemory {
    /// Per remaining length, the defence that refuted last.
    killers: Vec<Option<Move>>,
    /// The defender's last escapes from being forced to mate with its
    /// next move (moves giving no check), the latest first.
    escapes: [Option<Move>; ESCAPES],
    /// How often `escapes` changed (the zones found for them are then out
    /// of date).
    escapes_changed: u32,
}

impl Default for MoveMemory {
    fn default() -> MoveMemory {
        MoveMemory {
            killers: vec![None; 128],
            escapes: [None; ESCAPES],
            escapes_changed: 0,
        }
    }
}

/// How often (in nodes) the cancellation flag is read.
const CANCEL_INTERVAL: u32 = 1024;

/// Solves `stip` in the game's current position with `opts`.
///
/// The side to move of the game is set by the solver from the stipulation
/// (`h#2`: Black starts) and restored afterwards; every move played is taken
/// back. `cancel`, if given, is polled regularly; when it becomes `true`
/// solving stops with [`SolveError::Interrupted`] carrying what was found.
pub fn solve<G: Game>(
    game: &mut G,
    stip: &Stipulation,
    opts: &Options,
    cancel: Option<&AtomicBool>,
) -> Result<Report, SolveError> {
    solve_streaming(game, stip, opts, cancel, None)
}

/// [`solve`], passing the solutions of help and series play to `stream`
/// as they are found instead of keeping them in the report, where the
/// order they are found in is final: help or series play of one phase
/// without set play, MaxSolutions, `Intelligent n` or
/// StopOnShortSolutions.
pub fn solve_streaming<G: Game>(
    game: &mut G,
    stip: &Stipulation,
    opts: &Options,
    cancel: Option<&AtomicBool>,
    stream: Option<LineSink<'_>>,
) -> Result<Report, SolveError> {
    let prep = prepare(stip, opts)?;
    let original_side = game.side_to_move();
    let mut report = Report {
        ignored_options: prep.ignored.clone(),
        ..Report::default()
    };
    let mut ctx = Ctx::new(game, opts, cancel, &prep.stip);
    ctx.post_key = prep.post_key;
    ctx.stream = stream.filter(|_| streams(&prep, opts));
    for &swapped in &prep.sides {
        match prep.run_phase(&mut ctx, swapped, original_side) {
            Ok(phase) => report.phases.push(phase),
            Err(Stop) => return Err(SolveError::Interrupted(Box::new(report))),
        }
        ctx.table.clear();
    }
    Ok(report)
}

/// Whether the solutions of this stipulation can be passed on as they are
/// found: help or series play of one phase without set play, whose lines
/// are neither chosen nor reordered after the search (MaxSolutions,
/// `Intelligent n` and StopOnShortSolutions choose them).
pub(crate) fn streams(prep: &Prepared, opts: &Options) -> bool {
    matches!(prep.stip.style(), Style::Help | Style::Series)
        && prep.sides.len() == 1
        && !opts.set_play
        && opts.max_solutions.is_none()
        && opts.lines_per_picture.is_none()
        && !opts.stop_on_short_solutions
}

/// A stipulation made ready for solving: the options that transform it
/// applied, the notes on ignored options collected, the phases listed.
pub(crate) struct Prepared {
    /// The stipulation as solved.
    pub(crate) stip: Stipulation,
    /// Options ignored as not applicable.
    pub(crate) ignored: Vec<&'static str>,
    /// The root is the position after the key (PostKeyPlay).
    pub(crate) post_key: bool,
    /// The phases: whether the colours are swapped (Duplex, HalfDuplex).
    pub(crate) sides: Vec<bool>,
}

pub(crate) fn prepare(stip: &Stipulation, opts: &Options) -> Result<Prepared, SolveError> {
    for g in stip.goals() {
        if !crate::goal::is_supported(g) {
            return Err(SolveError::Unsupported(format!("goal {g}")));
        }
    }
    let mut ignored = Vec::new();
    let mut stip = stip.clone();
    if opts.quodlibet {
        match stip.quodlibet() {
            Some(s) => stip = s,
            None => ignored.push("Quodlibet"),
        }
    }
    let style = stip.style();
    if opts.post_key_play {
        match stip.post_key() {
            Some(s) if style == Style::Battle => stip = s,
            _ => ignored.push("PostKeyPlay"),
        }
    }
    if opts.white_to_play {
        match stip.white_to_play() {
            Some(s) => stip = s,
            None => ignored.push("WhiteToPlay"),
        }
    }
    if opts.set_play && stip.set_play().is_none() {
        ignored.push("SetPlay");
    }
    if opts.move_numbers.is_some() {
        // Popeye gives no short solutions with StartMoveNumber/UpToMoveNumber
        match &mut stip.root {
            Node::Help(h) => h.min_length = h.length,
            Node::Series(s) => s.min_length = s.length,
            _ => {}
        }
    }
    let mut sides = Vec::new();
    if !opts.half_duplex {
        sides.push(false);
    }
    if opts.duplex || opts.half_duplex {
        sides.push(true);
    }
    let post_key = opts.post_key_play && !ignored.contains(&"PostKeyPlay");
    Ok(Prepared {
        stip,
        ignored,
        post_key,
        sides,
    })
}

impl Prepared {
    /// Solves one phase (`swapped`: the colours' roles swapped) and gives
    /// the game back its side to move.
    fn run_phase<G: Game>(
        &self,
        ctx: &mut Ctx<'_, G>,
        swapped: bool,
        original_side: Colour,
    ) -> R<Phase> {
        let result = ctx.phase(&self.stip, attacker(swapped), swapped);
        ctx.game.set_side_to_move(original_side);
        result
    }
}

/// The phases `opts` asks for (`false` normal, `true` the duplex half with
/// the colours' roles swapped), each with the side that plays first in it,
/// after the options that change who starts (PostKeyPlay, WhiteToPlay).
///
/// # Errors
/// A goal the solver does not support, as [`solve`] would report it.
pub fn phase_starts(stip: &Stipulation, opts: &Options) -> Result<Vec<(bool, Colour)>, SolveError> {
    let prep = prepare(stip, opts)?;
    Ok(prep
        .sides
        .iter()
        .map(|&swapped| (swapped, first_to_play(&prep.stip, attacker(swapped))))
        .collect())
}

/// The attacker of a phase: White, Black in the duplex half (`swapped`).
fn attacker(swapped: bool) -> Colour {
    if swapped {
        Colour::Black
    } else {
        Colour::White
    }
}

/// The side that plays first in `stip` when `attacker` attacks.
fn first_to_play(stip: &Stipulation, attacker: Colour) -> Colour {
    if stip.attacker_starts {
        attacker
    } else {
        !attacker
    }
}

/// Whether the stipulation holds in the game's current position (the side
/// to move is set from the stipulation and restored). A quick yes/no without
/// building the solution.
pub fn is_solvable<G: Game>(
    game: &mut G,
    stip: &Stipulation,
    opts: &Options,
    cancel: Option<&AtomicBool>,
) -> Result<bool, SolveError> {
    let original_side = game.side_to_move();
    let first = if stip.attacker_starts {
        Colour::White
    } else {
        Colour::Black
    };
    game.set_side_to_move(first);
    let mut ctx = Ctx::new(game, opts, cancel, stip);
    ctx.setup_phase(stip, Colour::White);
    let r = ctx.holds(&stip.root);
    ctx.game.set_side_to_move(original_side);
    r.map_err(|Stop| SolveError::Interrupted(Box::default()))
}

impl Stipulation {
    /// Applies `Quodlibet`: in self and reflex play the direct goal also
    /// solves. `None` if not applicable.
    pub fn quodlibet(&self) -> Option<Stipulation> {
        let t = self.traditional?;
        if !matches!(t.aim, Aim::SelfPlay | Aim::Reflex) {
            return None;
        }
        let mut s = self.clone();
        let g = Node::Goal(t.goal);
        match &mut s.root {
            Node::Battle(b) => {
                b.on_attack = Some(match b.on_attack.take() {
                    Some(f) => Node::Or(Box::new(g), Box::new(f)),
                    None => g,
                });
            }
            Node::Series(ser) if t.series != SeriesKind::None => {
                let end = std::mem::replace(&mut ser.end, Node::Goal(t.goal));
                ser.end = Node::Or(Box::new(g), Box::new(end));
            }
            _ => return None,
        }
        Some(s)
    }
}

struct Ctx<'a, G: Game> {
    game: &'a mut G,
    opts: &'a Options,
    cancel: Option<&'a AtomicBool>,
    ticks: u32,
    path: Vec<Played>,
    table: Table,
    use_table: bool,
    need_check_before: bool,
    pool: Vec<Vec<Move>>,
    scratch: Vec<Move>,
    /// GoalIsEnd: the goal and the side that must not reach it.
    wrong_side: Option<(Goal, Colour)>,
    /// KeepMatingPiece: the side that must deliver mate.
    mating_side: Option<Colour>,
    /// NonTrivial: the remaining budget of additional nontrivial defences.
    budget: u32,
    solutions: u32,
    partial: bool,
    /// `Intelligent n`: the lines kept per final picture.
    pictures: PictureCounts,
    /// `Intelligent n`: a picture has had all its lines (the solution is
    /// then reported partial, as Popeye does).
    picture_full: bool,
    /// The root is the position after the key (PostKeyPlay).
    post_key: bool,
    /// No threats are looked for: set play is being built (Popeye shows
    /// every defence answered, at every depth), or battle play is being
    /// written out as lines.
    threats_off: bool,
    /// Which first-ply moves of the root this search explores (parallel
    /// and partial solving; see [`parallel`]).
    split: parallel::Filter,
    /// The move-counting tables of help and series play towards mate, when
    /// the game is orthodox and the option is on.
    /// with the empty-board distances of intelligent mode, shared by the
    /// searches of a solve ([`pruning`]).
    pruning: Option<Arc<Pruning>>,
    /// The final configurations followed by the help or series branch
    /// being searched (see [`intelligent`]).
    guide: Option<intelligent::Guide>,
    /// The guide of the branch being searched could not be built.
    guide_refused: bool,
    /// While the root's lengths are tried one by one: the side to be mated
    /// and each side's moves at the full length, for which the guides'
    /// configurations are listed once ([`Pruning::root_listing`]).
    guide_horizon: Option<(Colour, u32, u32)>,
    /// While the root's lengths are tried one by one: the shorter lengths
    /// known to have no solution, at which the end cannot hold early.
    no_early_end: Option<NoEarlyEnd>,
    /// The moves that refuted or escaped lately, tried first.
    memory: MoveMemory,
    /// The root series of introductory moves, if any ([`prefix_series`]).
    intro: Option<usize>,
    /// Where the solutions of help and series play go as they are found
    /// (see [`LineSink`]); `None`: they are kept in the report.
    stream: Option<LineSink<'a>>,
}

/// Takes the solutions of help and series play, numbered, as they are
/// found, in the order they would have in the report (which then holds
/// none of them). See [`solve_streaming`].
pub type LineSink<'a> = &'a (dyn Fn(Line) + Sync);

impl<'a, G: Game> Ctx<'a, G> {
    /// A context for one search, without the prunings' tables.
    fn new_without_tables(
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
            stream: None,
        }
    }

    /// A context for one search, with tables of its own.
    fn new(
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
    fn start_guide(
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
    /// reached, by the counting of [`MateReach`], when the side that will be
    /// mated has `mated_moves` moves left and the other side `mating_moves`.
    /// `mated` is the side to be mated.
    fn may_end(&self, end: &Node, mated: Colour, mating_moves: u32, mated_moves: u32) -> bool {
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
    fn setup_phase(&mut self, stip: &Stipulation, attacker: Colour) {
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

    fn phase(&mut self, stip: &Stipulation, attacker: Colour, swapped: bool) -> R<Phase> {
        self.setup_phase(stip, attacker);
        let first = first_to_play(stip, attacker);
        self.game.set_side_to_move(first);
        let body = match stip.style() {
            Style::Battle => Body::Battle(self.battle_phase(stip)?),
            Style::Help | Style::Series => {
                let mut set_play = Vec::new();
                if self.opts.set_play {
                    if let Some(set) = stip.set_play().filter(|_| !self.game.in_check(first)) {
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
        })
    }

    // ----- infrastructure -----

    fn tick(&mut self) -> R<()> {
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

    fn take_buf(&mut self) -> Vec<Move> {
        let mut v = self.pool.pop().unwrap_or_default();
        v.clear();
        v
    }

    fn give_buf(&mut self, v: Vec<Move>) {
        self.pool.push(v);
    }

    /// The legal moves, followed (if `self_check`) by the moves that leave the
    /// mover's royal piece attacked; returns the buffer and the number of legal moves.
    ///
    /// A side without legal moves is stalemated (or mated) and may not play
    /// such moves, except to deliver a counter-mate or, when mated, an
    /// automate.
    fn moves(&mut self, self_check: Option<Goal>) -> (Vec<Move>, usize) {
        let mut v = self.take_buf();
        self.game.legal_moves(&mut v);
        let mut n = v.len();
        // which solutions a cut-short search finds depends on the order
        let popeye_order = self.opts.max_solutions.is_some()
            || self.opts.move_numbers.is_some()
            || self.opts.lines_per_picture.is_some();
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
            if n > 0 || g == Goal::CounterMate || mated {
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
        if let Some(range) = self.opts.move_numbers.filter(|_| self.path.is_empty()) {
            self.keep_numbered(&mut v, &mut n, range);
        }
        (v, n)
    }

    /// StartMoveNumber/UpToMoveNumber: keeps the first moves whose number in
    /// Popeye's numbering (every move of the side to move, also those leaving
    /// its king attacked, in Popeye's order) is in `start..=upto`.
    fn keep_numbered(&mut self, v: &mut Vec<Move>, n: &mut usize, (start, upto): (u32, u32)) {
        let mut all = self.take_buf();
        self.game.legal_moves(&mut all);
        self.game.self_check_moves(&mut all);
        crate::order::sort(self.game.position(), &mut all);
        let numbered: Vec<Move> = all
            .iter()
            .zip(1u32..)
            .filter(|(_, k)| (start..=upto).contains(k))
            .map(|(m, _)| *m)
            .collect();
        self.give_buf(all);
        let legal: Vec<Move> = v[..*n]
            .iter()
            .copied()
            .filter(|m| numbered.contains(m))
            .collect();
        v.drain(..*n);
        *n = legal.len();
        v.splice(0..0, legal);
    }

    fn play(&mut self, m: &Move) {
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
    fn pass(&mut self) {
        self.play(&Move::null());
        if let Some(last) = self.path.last_mut() {
            last.rule_pass = true;
        }
    }

    fn undo(&mut self) {
        self.game.undo();
        if let Some(guide) = &mut self.guide {
            guide.undo();
        }
        self.path.pop();
    }

    fn goal_reached(&mut self, g: Goal) -> bool {
        let mut buf = std::mem::take(&mut self.scratch);
        let r = reached(g, self.game, &self.path, &mut buf);
        self.scratch = buf;
        r
    }

    /// GoalIsEnd: the last move was by the wrong side and reached the goal.
    fn ended_wrongly(&mut self) -> bool {
        match self.wrong_side {
            Some((g, side)) if self.game.side_to_move() == !side => self.goal_reached(g),
            _ => false,
        }
    }

    /// KeepMatingPiece: the mating side has nothing but royal pieces left.
    fn no_mating_piece(&self) -> bool {
        match self.mating_side {
            Some(side) => {
                let pos = self.game.position();
                (pos.by_colour(side) & !pos.royals(side)).is_empty()
            }
            None => false,
        }
    }

    fn key(&self, node: *const (), tag: u8, remaining: u32) -> Key {
        Key {
            hash: self.game.hash(),
            node: node as usize,
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
    fn battle_key(&self, b: &Battle, tag: u8, remaining: u32) -> Key {
        let monotone = b.min_length <= 1
            && self.opts.threat.is_none()
            && self.opts.non_trivial.is_none()
            && self.opts.max_flights.is_none();
        Key {
            monotone,
            ..self.key(b as *const Battle as *const (), tag, remaining)
        }
    }

    fn lookup(&self, key: &Key) -> Option<bool> {
        if self.use_table {
            self.table.get(key)
        } else {
            None
        }
    }

    fn store(&mut self, key: Key, v: bool) {
        if self.use_table {
            self.table.put(key, v);
        }
    }

    fn move_info(&mut self, goal: Option<Goal>) -> MoveInfo {
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
        }
    }

    // ----- the boolean solver -----

    fn holds(&mut self, node: &Node) -> R<bool> {
        Ok(match node {
            Node::Goal(g) => self.goal_reached(*g),
            Node::Not(a) => !self.holds(a)?,
            // reciprocal play: the help part first, where intelligent
            // mode's guide prunes; the direct part tries every move
            Node::And(a, b) if matches!(**b, Node::Help(_)) => self.holds(b)? && self.holds(a)?,
            Node::And(a, b) => self.holds(a)? && self.holds(b)?,
            Node::Or(a, b) => self.holds(a)? || self.holds(b)?,
            Node::Battle(b) => {
                if b.attacker_first {
                    self.attack(b, b.length)?
                } else if b.length == 1
                    && match &b.constraint {
                        Some(c) => !self.holds(c)?,
                        None => false,
                    }
                {
                    // a one-move defence branch has no attacking move: its
                    // constraint holds at its entry (CapZug's `1d[x]a{!+}`:
                    // the move before it gave no check)
                    false
                } else {
                    self.defend(b, b.length)?
                }
            }
            Node::Help(h) => {
                let mut found = false;
                if h.min_length == 0 && self.holds(&h.end)? {
                    return Ok(true);
                }
                let mut len = if h.min_length == 0 { 2 } else { h.min_length };
                while len <= h.length {
                    if self.help(h, len)? {
                        found = true;
                        break;
                    }
                    len += 2;
                }
                found
            }
            Node::Series(s) => {
                let mut found = false;
                for k in s.min_length.max(1)..=s.length {
                    if self.series(s, k)? {
                        found = true;
                        break;
                    }
                }
                found
            }
        })
    }

    fn fork_allows_self_check(node: &Option<Node>) -> Option<Goal> {
        match node {
            Some(Node::Goal(g)) if g.allows_self_check() => Some(*g),
            _ => None,
        }
    }

    fn end_allows_self_check(node: &Node) -> Option<Goal> {
        match node {
            Node::Goal(g) if g.allows_self_check() => Some(*g),
            _ => None,
        }
    }

    /// Battle play, attacker to move, `r` half-moves left.
    fn attack(&mut self, b: &Battle, r: u32) -> R<bool> {
        self.tick()?;
        if r == 0 || self.no_mating_piece() {
            return Ok(false);
        }
        // the last attacking move (towards mate: only checking moves) is
        // found again faster than looked up in a large table
        let only_checks = r == 1 && matches!(b.on_attack, Some(Node::Goal(Goal::Mate)));
        let escapes =
            r == 2 && b.on_attack.is_none() && matches!(b.on_defence, Some(Node::Goal(Goal::Mate)));
        let tabled = r > 1;
        let key = self.battle_key(b, TAG_ATTACK, r);
        if tabled {
            // (the value stored holds the constraint's verdict too)
            if let Some(v) = self.lookup(&key) {
                return Ok(v);
            }
        }
        if let Some(c) = &b.constraint {
            if !self.holds(c)? {
                if tabled {
                    self.store(key, false);
                }
                return Ok(false);
            }
        }
        let (mut moves, legal) = self.moves(Self::fork_allows_self_check(&b.on_attack));
        if r >= 3 && legal == moves.len() && b.on_attack.is_some() {
            // forcing moves first: a direct win is usually found sooner
            self.checks_first(&mut moves);
        }
        if r >= 3 && self.use_table {
            // the defences' table slots, fetched together before the
            // first is asked (where the defences are the last but one
            // move, r = 3, nothing below them asks the table: the slots
            // stay cached)
            for m in moves.iter() {
                self.game.play(m);
                let child = self.battle_key(b, TAG_DEFEND, r - 1);
                self.game.undo();
                self.table.prefetch(&child);
            }
        }
        let mut zones = Zones::new();
        let mut found = false;
        for (i, m) in moves.iter().enumerate() {
            if only_checks && self.game.gives_check(m) == Some(false) {
                continue;
            }
            if escapes && self.escape_remains(m, &mut zones) {
                continue;
            }
            self.play(m);
            let res = self.after_attack(b, r, i >= legal);
            self.undo();
            if res? {
                found = true;
                break;
            }
        }
        self.give_buf(moves);
        if tabled {
            self.store(key, found);
        }
        Ok(found)
    }

    /// Whether one of the defender's last escapes from a forced mate
    /// ([`MoveMemory::escapes`], moves giving no check) will still be legal and
    /// give no check after the attacking move `m`, as far as the game can
    /// tell without playing `m`. `zones` keeps the escapes' [`ReplyZone`]s
    /// in this position.
    fn escape_remains(&mut self, m: &Move, zones: &mut Zones) -> bool {
        if zones.version != self.memory.escapes_changed {
            zones.version = self.memory.escapes_changed;
            zones.found = 0;
        }
        for i in 0..ESCAPES {
            let Some(k) = self.memory.escapes[i] else {
                return false;
            };
            if zones.found & (1 << i) == 0 {
                zones.zones[i] = self.game.reply_zone(&k);
                zones.found |= 1 << i;
            }
            if let Some(z) = &zones.zones[i] {
                if z.misses(self.game.position(), m) {
                    self.check_escape(m, &k);
                    return true;
                }
            }
        }
        false
    }

    /// Debug builds: `k` is a legal move giving no check after `m`.
    fn check_escape(&mut self, m: &Move, k: &Move) {
        let _ = (m, k);
        #[cfg(debug_assertions)]
        {
            self.play(m);
            let legal = self.game.is_legal(k);
            let check = self.game.gives_check(k);
            self.undo();
            debug_assert!(
                legal == Some(true) && check == Some(false),
                "{k} was to stay a checkless legal reply to {m}"
            );
        }
    }

    /// Puts the moves giving check (as far as the game can tell without
    /// playing them) first, keeping the order otherwise.
    fn checks_first(&mut self, moves: &mut [Move]) {
        let mut checks = 0;
        for i in 0..moves.len() {
            if self.game.gives_check(&moves[i]) == Some(true) {
                moves[checks..=i].rotate_right(1);
                checks += 1;
            }
        }
    }

    /// After an attacking move played with `r` half-moves left before it.
    fn after_attack(&mut self, b: &Battle, r: u32, self_check_only: bool) -> R<bool> {
        if self.ended_wrongly() {
            return Ok(false);
        }
        let used = b.length - r + 1;
        if let Some(f) = &b.on_attack {
            if self.holds(f)? {
                return Ok(used >= b.min_length);
            }
        }
        if self_check_only || r <= 1 {
            return Ok(false);
        }
        self.defend(b, r - 1)
    }

    /// Battle play, defender to move, `r` half-moves left: whether the
    /// attacker wins against every defence.
    fn defend(&mut self, b: &Battle, r: u32) -> R<bool> {
        self.tick()?;
        if r == 0 {
            return Ok(false);
        }
        // a last move is found again faster than looked up in a large table
        let tabled = r > 1;
        let key = self.battle_key(b, TAG_DEFEND, r);
        if tabled {
            if let Some(v) = self.lookup(&key) {
                return Ok(v);
            }
        }
        if r == 1 && self.escapes_by_killer(b) {
            return Ok(false);
        }
        // forced to mate with the last move: a legal move that gives no
        // check escapes, looked for before generating them all (the moves
        // as the options shape them are those of the game here: no null
        // move, no move-number range away from the root)
        if r == 1
            && matches!(b.on_defence, Some(Node::Goal(Goal::Mate)))
            && !self.opts.null_moves
            && !self.path.is_empty()
            && self.game.legal_move_giving_no_check().is_some()
        {
            return Ok(false);
        }
        let (moves, _) = self.moves(None);
        let result = self.defend_moves(b, r, &moves);
        self.give_buf(moves);
        let result = result?;
        if tabled {
            self.store(key, result);
        }
        Ok(result)
    }

    fn defend_moves(&mut self, b: &Battle, r: u32, moves: &[Move]) -> R<bool> {
        if moves.is_empty() {
            return Ok(false);
        }
        // forced to mate with the last move (self play): a move that gives
        // no check escapes, found without playing it
        if r == 1 && matches!(b.on_defence, Some(Node::Goal(Goal::Mate))) {
            if let Some(m) = moves
                .iter()
                .find(|m| self.game.gives_check(m) == Some(false))
            {
                self.remember_escape(*m);
                return Ok(false);
            }
        }
        let attacker_moves_left = r / 2;
        // MaxFlightsquares n: the defender has defended when its king has
        // more than n flights (Popeye: `#3 maxflight 0` refutes 1.Ra8+ Kh7,
        // `maxflight 1` keeps 1.Kf7 leaving Kh7).
        if let Some(n) = self.opts.max_flights {
            if r >= 4 && self.flights(moves) > n as usize {
                return Ok(false);
            }
        }
        // Threat n judges quiet attacking moves: a defender in check has
        // no threat to face (Popeye: `#3 threat 0` keeps the checking keys)
        let quiet = self.opts.threat.is_some() && !self.game.in_check(self.game.side_to_move());
        if let Some(n) = self.opts.threat.filter(|_| quiet) {
            if attacker_moves_left > n {
                self.pass();
                let t = self.attack(b, (r - 1).min((2 * n).saturating_sub((r - 1) % 2)));
                self.undo();
                if !t? {
                    return Ok(false);
                }
            }
        }
        let saved_budget = self.budget;
        if let Some((_, n)) = self.opts.non_trivial {
            if attacker_moves_left > n {
                let short = (r - 1).saturating_sub(2 * (attacker_moves_left - n));
                let mut nontrivial = 0u32;
                for d in moves {
                    self.play(d);
                    let trivial = self.defence_answered(b, r, short);
                    self.undo();
                    if !trivial? {
                        nontrivial += 1;
                    }
                }
                if nontrivial > self.budget + 1 {
                    return Ok(false);
                }
                self.budget -= nontrivial.saturating_sub(1);
            }
        }
        // the defence that refuted last at this length first (a killer)
        let killer = self
            .memory
            .killers
            .get(r as usize)
            .copied()
            .flatten()
            .and_then(|k| moves.iter().position(|m| *m == k));
        let order = killer
            .into_iter()
            .chain(self.visit_order(moves.len()).filter(|&i| Some(i) != killer));
        let mut all = true;
        for i in order {
            let d = &moves[i];
            self.play(d);
            let ok = self.defence_answered(b, r, r - 1);
            self.undo();
            if !ok? {
                all = false;
                if let Some(slot) = self.memory.killers.get_mut(r as usize) {
                    *slot = Some(*d);
                }
                break;
            }
        }
        self.budget = saved_budget;
        Ok(all)
    }

    /// Forced to mate with the last move (self play): whether one of the
    /// moves that last escaped this obligation ([`MoveMemory::escapes`]) is legal
    /// here and gives no check again, found without generating the moves.
    fn escapes_by_killer(&mut self, b: &Battle) -> bool {
        if !matches!(b.on_defence, Some(Node::Goal(Goal::Mate))) {
            return false;
        }
        for i in 0..ESCAPES {
            let Some(k) = self.memory.escapes[i] else {
                return false;
            };
            if self.game.is_legal(&k) == Some(true) && self.game.gives_check(&k) == Some(false) {
                if i > 0 {
                    self.memory.escapes[..=i].rotate_right(1);
                    self.memory.escapes_changed = self.memory.escapes_changed.wrapping_add(1);
                }
                return true;
            }
        }
        false
    }

    /// Puts `k` first among the escapes from a forced mate.
    fn remember_escape(&mut self, k: Move) {
        let i = self
            .memory
            .escapes
            .iter()
            .position(|e| *e == Some(k))
            .unwrap_or(ESCAPES - 1);
        self.memory.escapes[i] = Some(k);
        self.memory.escapes[..=i].rotate_right(1);
        self.memory.escapes_changed = self.memory.escapes_changed.wrapping_add(1);
    }

    /// After a defence played with `r` half-moves left before it: whether the
    /// attacker succeeds, continuing with at most `att` half-moves.
    fn defence_answered(&mut self, b: &Battle, r: u32, att: u32) -> R<bool> {
        if self.ended_wrongly() {
            return Ok(false);
        }
        let used = b.length - r + 1;
        if let Some(f) = &b.on_defence {
            if self.holds(f)? {
                return Ok(used >= b.min_length);
            }
        }
        if att == 0 {
            return Ok(false);
        }
        self.attack(b, att)
    }

    fn flights(&mut self, moves: &[Move]) -> usize {
        let side = self.game.side_to_move();
        let Some(k) = self.game.position().royal_square(side) else {
            return 0;
        };
        let mut seen = nightrider_board::Bitboard::EMPTY;
        for m in moves {
            if m.from == k && !m.is_castling() {
                seen.insert(m.to);
            }
        }
        seen.count() as usize
    }

    /// Help play: exactly `r` half-moves left, the side to move plays.
    fn help(&mut self, h: &Help, r: u32) -> R<bool> {
        self.tick()?;
        if r == 0 || self.no_mating_piece() {
            return Ok(false);
        }
        if r % 2 == 1 {
            if let Some(c) = &h.constraint {
                if !self.holds(c)? {
                    return Ok(false);
                }
            }
        }
        // The last of the `r` half-moves is the mating side's.
        let mover = self.game.side_to_move();
        let mated = if r % 2 == 1 { !mover } else { mover };
        if !self.may_end(&h.end, mated, r.div_ceil(2), r / 2) {
            return Ok(false);
        }
        self.guided(&h.end, mated, r.div_ceil(2), r / 2, |ctx| {
            ctx.help_moves(h, r)
        })
    }

    /// Runs `f` with the guide of intelligent mode for a help or series
    /// branch ending in `end` (built here if there is none yet and it can
    /// serve, dropped again afterwards).
    fn guided<T>(
        &mut self,
        end: &Node,
        mated: Colour,
        mating_moves: u32,
        mated_moves: u32,
        f: impl FnOnce(&mut Self) -> R<T>,
    ) -> R<T> {
        let owner = mating_moves + mated_moves >= 3
            && self.start_guide(end, mated, mating_moves, mated_moves);
        let result = f(self);
        if owner {
            self.guide = None;
            self.guide_refused = false;
        }
        result
    }

    /// Where the side to move is the guide's mated side, about to make its
    /// last move: the moves that may still lead to a configuration.
    fn last_mated_move_filter(&self) -> Option<intelligent::MoveFilter> {
        let guide = self.guide.as_ref()?;
        (guide.mated() == self.game.side_to_move())
            .then(|| guide.last_mated_move_filter())
            .flatten()
    }

    /// Where the side to move is the guide's mated side and has at most
    /// one move to spare: what its move must do (see
    /// [`intelligent::Guide::tight_targets`]).
    fn tight_mated_targets(&self) -> Option<intelligent::TightTargets> {
        let guide = self.guide.as_ref()?;
        (guide.mated() == self.game.side_to_move())
            .then(|| guide.tight_targets())
            .flatten()
    }

    /// Where the side to move is the guide's mating side and has no move
    /// to spare: the squares its pieces head for (see
    /// [`intelligent::Guide::tight_mating_targets`]).
    fn tight_mating_targets(&self) -> Option<intelligent::MatingTargets> {
        let guide = self.guide.as_ref()?;
        (guide.mated() != self.game.side_to_move())
            .then(|| guide.tight_mating_targets())
            .flatten()
    }

    /// Help play after the tests at entry: the moves.
    fn help_moves(&mut self, h: &Help, r: u32) -> R<bool> {
        if let Some(guide) = &self.guide {
            if !guide.may_still_end() {
                return Ok(false);
            }
        }
        // Where the counting prunes, a last move is found again faster
        // than it is looked up in a large table.
        let tabled = !(r == 1 && self.pruning.is_some());
        let key = self.key(h as *const Help as *const (), TAG_HELP, r);
        if tabled {
            if let Some(v) = self.lookup(&key) {
                return Ok(v);
            }
        }
        let sc = Self::end_allows_self_check(&h.end).filter(|_| r == 1);
        let (moves, legal) = self.moves(sc);
        let only_checks = r == 1 && matches!(h.end, Node::Goal(Goal::Mate));
        let filter = self.last_mated_move_filter();
        let tight = self.tight_mated_targets();
        let tight_mating = self.tight_mating_targets();
        let mut found = false;
        for i in self.visit_order(moves.len()) {
            let m = &moves[i];
            if only_checks && (m.is_null() || self.game.gives_check(m) == Some(false)) {
                continue;
            }
            if filter.is_some_and(|f| !f.allows(m)) {
                continue;
            }
            if let (Some(targets), Some(guide), Some(pruning)) =
                (&tight, &self.guide, &self.pruning)
            {
                if !guide.tight_allows(targets, &pruning.distances, m) {
                    continue;
                }
            }
            if let (Some(targets), Some(guide), Some(pruning)) =
                (&tight_mating, &self.guide, &self.pruning)
            {
                if !guide.tight_mating_allows(targets, &pruning.distances, m) {
                    continue;
                }
            }
            self.play(m);
            let res = self.after_help(h, r, i >= legal);
            self.undo();
            if res? {
                found = true;
                break;
            }
        }
        self.give_buf(moves);
        if tabled {
            self.store(key, found);
        }
        Ok(found)
    }

    fn after_help(&mut self, h: &Help, r: u32, self_check_only: bool) -> R<bool> {
        if self.ended_wrongly() {
            return Ok(false);
        }
        if r == 1 {
            return self.holds(&h.end);
        }
        if self_check_only {
            return Ok(false);
        }
        if h.stop_at_end
            && (r - 1) % 2 == 0
            && !immobilising(&h.end)
            && self.may_end_early(h as *const Help as usize, r - 1)
            && self.holds(&h.end)?
        {
            // The end was reached early: play stops here.
            return Ok(false);
        }
        self.help(h, r - 1)
    }

    /// Series play: exactly `k` series moves left.
    fn series(&mut self, s: &Series, k: u32) -> R<bool> {
        self.tick()?;
        if k == 0 || self.no_mating_piece() {
            return Ok(false);
        }
        if let Some(c) = &s.constraint {
            if !self.holds(c)? {
                return Ok(false);
            }
        }
        if s.parry.is_none() && !self.series_may_end(s, k) {
            return Ok(false);
        }
        match self.series_end(s, k) {
            Some((end, mated, w, b)) => self.guided(end, mated, w, b, |ctx| ctx.series_moves(s, k)),
            None => self.series_moves(s, k),
        }
    }

    /// Series play after the tests at entry: the moves.
    fn series_moves(&mut self, s: &Series, k: u32) -> R<bool> {
        if let (Some(guide), Some((_, _, w, b))) = (&self.guide, self.series_end(s, k)) {
            if !guide.may_end(w, b) {
                return Ok(false);
            }
        }
        let key = self.key(s as *const Series as *const (), TAG_SERIES, k);
        if let Some(v) = self.lookup(&key) {
            return Ok(v);
        }
        let sc = Self::end_allows_self_check(&s.end).filter(|_| k == 1);
        let (moves, legal) = self.moves(sc);
        let only_checks = k == 1 && matches!(s.end, Node::Goal(Goal::Mate));
        let mut found = false;
        for i in self.visit_order(moves.len()) {
            let m = &moves[i];
            if only_checks && (m.is_null() || self.game.gives_check(m) == Some(false)) {
                continue;
            }
            self.play(m);
            let res = self.after_series(s, k, i >= legal);
            self.undo();
            if res? {
                found = true;
                break;
            }
        }
        self.give_buf(moves);
        self.store(key, found);
        Ok(found)
    }

    /// Whether the end of the root's help or series branch `node` may hold
    /// early, with `left` of the branch's moves (half-moves in help play)
    /// still to play: not when the root found no solution of the length
    /// played so far ([`Ctx::no_early_end`]).
    fn may_end_early(&self, node: usize, left: u32) -> bool {
        if !self.opts.mate_pruning {
            return true;
        }
        match self.no_early_end {
            Some(n) if n.node == node && left <= n.length => {
                let played = n.length - left;
                !(n.min_length <= played && played <= n.none_upto)
            }
            _ => true,
        }
    }

    /// Notes whether branch `node` has a solution of `length` from the
    /// root, when that is the length the root is searching
    /// ([`NoEarlyEnd::root_solved`]).
    fn note_root_search(&mut self, node: usize, length: u32, exists: bool) {
        if let Some(n) = &mut self.no_early_end {
            if n.node == node && n.length == length {
                n.root_solved = Some(exists);
            }
        }
    }

    fn after_series(&mut self, s: &Series, k: u32, self_check_only: bool) -> R<bool> {
        if self.ended_wrongly() {
            return Ok(false);
        }
        if let Some(c) = &s.after_move {
            if !self.holds(c)? {
                return Ok(false);
            }
        }
        if shortest_continuations(s) {
            // within `k` moves: the play ends wherever the end holds
            if self.holds(&s.end)? {
                return Ok(true);
            }
            if k == 1 || self_check_only {
                return Ok(false);
            }
        } else if k == 1 {
            return self.holds(&s.end);
        }
        if self_check_only
            || (s.stop_at_end
                && self.may_end_early(s as *const Series as usize, k - 1)
                && self.holds(&s.end)?)
        {
            return Ok(false);
        }
        let opp = self.game.side_to_move();
        if self.game.in_check(opp) {
            let Some(parry) = s.parry else {
                return Ok(false);
            };
            let (parries, _) = self.moves(None);
            let res = self.parries(s, k, parry, &parries);
            self.give_buf(parries);
            res
        } else {
            self.pass();
            let res = self.series(s, k - 1);
            self.undo();
            res
        }
    }

    /// The counting of [`MateReach`] for a series without parries: `ser-#`
    /// (the series side mates, the other never moves) and `ser-h#` (the
    /// series side is mated after one move of the other).
    fn series_may_end(&self, s: &Series, k: u32) -> bool {
        match self.series_end(s, k) {
            Some((end, mated, w, b)) => self.may_end(end, mated, w, b),
            None => true,
        }
    }

    /// The end of a series without parries that the move counts apply to,
    /// the side to be mated there and the moves each side has left:
    /// `ser-#` (the series side mates, the other never moves) and `ser-h#`
    /// (the series side is mated after one move of the other).
    fn series_end<'s>(&self, s: &'s Series, k: u32) -> Option<(&'s Node, Colour, u32, u32)> {
        if s.parry.is_some() {
            return None;
        }
        let mover = self.game.side_to_move();
        Some(match &s.end {
            Node::Help(h) if h.length == 1 => (&h.end, mover, 1, k),
            end => (end, !mover, k, 0),
        })
    }

    fn parries(&mut self, s: &Series, k: u32, parry: Parry, parries: &[Move]) -> R<bool> {
        if parries.is_empty() {
            return Ok(false);
        }
        for p in parries {
            self.play(p);
            let res = match parry_end(s).map(|end| self.holds(end)) {
                Some(Ok(false)) | None => self.series(s, k - 1),
                Some(ended) => ended,
            };
            self.undo();
            let res = res?;
            match parry {
                Parry::Helping if res => return Ok(true),
                Parry::Defensive if !res => return Ok(false),
                _ => {}
            }
        }
        Ok(parry == Parry::Defensive)
    }
}

// ----- battle play output -----

impl<G: Game> Ctx<'_, G> {
    fn battle_phase(&mut self, stip: &Stipulation) -> R<BattleSolution> {
        let mut sol = BattleSolution::default();
        match &stip.root {
            Node::Battle(b) if b.attacker_first && !self.post_key => {
                if self.opts.set_play {
                    if let Some(set) = stip.set_play() {
                        let first = self.game.side_to_move();
                        self.game.set_side_to_move(!first);
                        // Set play is only meaningful if the defender is not
                        // leaving the attacker in check.
                        if !self.game.in_check(first) {
                            // set play has no threats: every defence
                            // answered is shown, at every depth (Popeye)
                            self.threats_off = true;
                            let set_play = self.defender_root(&set.root, true);
                            self.threats_off = false;
                            sol.set_play = set_play?;
                        }
                        self.game.set_side_to_move(first);
                    }
                }
                if !self.opts.set_play_only {
                    sol.moves = self.attack_root(b)?;
                }
            }
            root => {
                let side = self.game.side_to_move();
                sol.post_key_check = self.game.in_check(side);
                sol.post_key = self.defender_root(root, false)?;
            }
        }
        Ok(sol)
    }

    /// The tree of a root where the defender moves (post-key and set play).
    fn defender_root(&mut self, root: &Node, set_play: bool) -> R<Option<DefenceTree>> {
        match root {
            Node::Or(fork, rest) => {
                if self.holds(fork)? {
                    let variations = self.fork_defences(fork)?;
                    return Ok(Some(DefenceTree {
                        threats: None,
                        variations,
                    }));
                }
                self.defender_root(rest, set_play)
            }
            Node::Battle(b) if !b.attacker_first => {
                if set_play && b.length == 1 && !self.defend(b, 1)? {
                    return Ok(None);
                }
                let mut tree = self.defence_tree(b, b.length, true)?;
                if set_play {
                    tree.threats = None;
                    // the defences that reach the goal themselves only
                    // where no defence refutes (Popeye: `1...b3-b2 #`, the
                    // only move, in the set play of a s#2; no `1...Qb1-g1 #`
                    // where other moves have no answer)
                    let complete = !tree.variations.iter().any(|d| d.refutes);
                    tree.variations.retain(|d| {
                        !d.refutes && (complete || b.length == 1 || !d.answers.is_empty())
                    });
                }
                Ok(Some(tree))
            }
            Node::Battle(b) if b.length == 1 => {
                if !self.holds(root)? {
                    return Ok(None);
                }
                let variations = self.fork_defences(root)?;
                let _ = b;
                Ok(Some(DefenceTree {
                    threats: None,
                    variations,
                }))
            }
            Node::Battle(_) | Node::Goal(_) => Ok(None),
            other => {
                let _ = self.holds(other)?;
                Ok(None)
            }
        }
    }

    /// The keys and tries (or the forced failures of a violated reflex obligation).
    fn attack_root(&mut self, b: &Battle) -> R<Vec<Attack>> {
        let mut out = Vec::new();
        if let Some(c) = &b.constraint {
            if !self.holds(c)? {
                if let Node::Not(inner) = c {
                    for d in self.fork_defences(inner)? {
                        out.push(Attack {
                            info: d.info,
                            mark: Mark::ForcedFailure,
                            after: DefenceTree::default(),
                            refutations: Vec::new(),
                        });
                    }
                }
                return Ok(out);
            }
        }
        let r = b.length;
        let (moves, legal) = self.moves(Self::fork_allows_self_check(&b.on_attack));
        let res = self.attack_root_moves(b, r, &moves, legal, &mut out);
        self.give_buf(moves);
        res?;
        Ok(out)
    }

    fn attack_root_moves(
        &mut self,
        b: &Battle,
        r: u32,
        moves: &[Move],
        legal: usize,
        out: &mut Vec<Attack>,
    ) -> R<()> {
        for (i, m) in moves.iter().enumerate() {
            if self.limit_reached() {
                break;
            }
            if self.skip_root_move(b as *const Battle as usize, r, i, moves.len()) {
                continue;
            }
            self.play(m);
            let res = self.root_attack_move(b, r, i >= legal);
            self.undo();
            if let Some(a) = res? {
                if a.mark == Mark::Key {
                    self.solutions += 1;
                }
                out.push(a);
            }
        }
        Ok(())
    }

    fn limit_reached(&mut self) -> bool {
        match self.opts.max_solutions {
            Some(n) if self.solutions >= n => {
                self.partial = true;
                true
            }
            _ => false,
        }
    }

    fn root_attack_move(&mut self, b: &Battle, r: u32, sc_only: bool) -> R<Option<Attack>> {
        if self.after_attack(b, r, sc_only)? {
            // The tree is that of the shortest length the key solves in.
            let mut len = r;
            if b.min_length <= 1 {
                let mut l = 2 - r % 2;
                while l < r {
                    if self.after_attack(b, l, sc_only)? {
                        len = l;
                        break;
                    }
                    l += 2;
                }
            }
            let mut a = self.attack_node(b, len)?;
            a.mark = Mark::Key;
            if !self.opts.variations {
                a.after = DefenceTree::default();
            }
            return Ok(Some(a));
        }
        if !self.opts.tries || sc_only || r <= 1 || self.ended_wrongly() {
            return Ok(None);
        }
        if self.opts.trivial_tries_avoid && self.game.in_check(self.game.side_to_move()) {
            // TrivialTriesAvoid: a checking try is trivial
            return Ok(None);
        }
        if let Some(f) = &b.on_attack {
            if self.holds(f)? {
                return Ok(None);
            }
        }
        // Count the refutations.
        let (defences, _) = self.moves(None);
        let res = self.refutations(b, r - 1, &defences);
        self.give_buf(defences);
        let refutations = res?;
        if refutations.is_empty() || refutations.len() > self.opts.defence as usize {
            return Ok(None);
        }
        let mut a = self.attack_node(b, r)?;
        a.mark = Mark::Try;
        a.refutations = refutations;
        if !self.opts.variations {
            a.after = DefenceTree::default();
        }
        Ok(Some(a))
    }

    fn refutations(&mut self, b: &Battle, r: u32, defences: &[Move]) -> R<Vec<Defence>> {
        let mut out = Vec::new();
        for d in defences {
            self.play(d);
            let res = self.refutation(b, r);
            self.undo();
            if let Some(x) = res? {
                out.push(x);
                if out.len() > self.opts.defence as usize {
                    break;
                }
            }
        }
        Ok(out)
    }

    /// After a defence (with `r` half-moves left before it): the refutation
    /// it is, if it is one.
    fn refutation(&mut self, b: &Battle, r: u32) -> R<Option<Defence>> {
        if self.defence_answered(b, r, r - 1)? {
            return Ok(None);
        }
        let goal = self.defence_goal(b)?;
        let info = self.move_info(goal);
        let mut answers = Vec::new();
        // A reflex defence: the attacker is now forced to reach the goal.
        if let Some(c @ Node::Not(inner)) = &b.constraint {
            if r > 1 && !self.holds(c)? {
                for d in self.fork_defences(inner)? {
                    answers.push(Attack {
                        info: d.info,
                        mark: Mark::ForcedFailure,
                        after: DefenceTree::default(),
                        refutations: Vec::new(),
                    });
                }
            }
        }
        Ok(Some(Defence {
            info,
            answers,
            refutes: true,
        }))
    }

    /// The goal a defence reached (for its marker), if `on_defence` is a goal.
    fn defence_goal(&mut self, b: &Battle) -> R<Option<Goal>> {
        if let Some(Node::Goal(g)) = &b.on_defence {
            if self.goal_reached(*g) {
                return Ok(Some(*g));
            }
        }
        Ok(None)
    }

    /// The node for the attacking move just played (`r` half-moves left
    /// before it), with what follows.
    fn attack_node(&mut self, b: &Battle, r: u32) -> R<Attack> {
        let mut goal = None;
        let mut after = DefenceTree::default();
        let mut done = false;
        if let Some(f) = &b.on_attack {
            if let Node::Goal(g) = f {
                if self.goal_reached(*g) {
                    goal = Some(*g);
                    done = true;
                }
            } else if self.holds(f)? {
                if moveless(f) {
                    // a test of the position (`1a[!x&#]d`): its goal marks
                    // the move
                    goal = first_goal(f);
                } else {
                    after.variations = self.fork_defences(f)?;
                }
                done = true;
            } else if let Node::Or(a, rest) = f {
                // Quodlibet in reflex play: a direct goal or the forced reply.
                if let Node::Goal(g) = &**a {
                    if self.goal_reached(*g) {
                        goal = Some(*g);
                        done = true;
                    }
                }
                if !done && self.holds(rest)? {
                    after.variations = self.fork_defences(rest)?;
                    done = true;
                }
            }
        }
        if !done && r > 1 {
            after = self.defence_tree(b, r - 1, false)?;
        }
        let info = self.move_info(goal);
        Ok(Attack {
            info,
            mark: Mark::None,
            after,
            refutations: Vec::new(),
        })
    }

    /// The moves the side to move is forced to / able to play to satisfy a
    /// one-move fork ("reaches in one" or "forced to"), as defences.
    fn fork_defences(&mut self, fork: &Node) -> R<Vec<Defence>> {
        let mut out = Vec::new();
        match fork {
            // a hidden branch shows none of its moves
            Node::Battle(fb) if fb.hidden => {}
            // one move into a hidden branch (`1a[/1d[+]a{!+}]d`): the moves
            // after which it holds are shown, its own moves are not
            Node::Battle(fb)
                if fb.length == 1 && matches!(&fb.on_attack, Some(Node::Battle(h)) if h.hidden) =>
            {
                let hidden = fb.on_attack.as_ref().expect("matched");
                let (moves, _) = self.moves(None);
                for m in moves.iter() {
                    self.play(m);
                    let ok = if self.ended_wrongly() {
                        Ok(false)
                    } else {
                        self.holds(hidden)
                    };
                    if matches!(ok, Ok(true)) {
                        let info = self.move_info(None);
                        out.push(Defence {
                            info,
                            answers: Vec::new(),
                            refutes: false,
                        });
                    }
                    self.undo();
                    if let Err(e) = ok {
                        self.give_buf(moves);
                        return Err(e);
                    }
                }
                self.give_buf(moves);
            }
            Node::Battle(fb) if fb.length == 1 => {
                let goal = match (&fb.on_attack, &fb.on_defence) {
                    (Some(Node::Goal(g)), _) | (_, Some(Node::Goal(g))) => *g,
                    _ => return Ok(out),
                };
                let (moves, legal) = self.moves(Some(goal).filter(|g| g.allows_self_check()));
                for (i, m) in moves.iter().enumerate() {
                    self.play(m);
                    let ok = self.goal_reached(goal) && (i < legal || goal.allows_self_check());
                    if ok {
                        let info = self.move_info(Some(goal));
                        out.push(Defence {
                            info,
                            answers: Vec::new(),
                            refutes: false,
                        });
                    }
                    self.undo();
                }
                self.give_buf(moves);
            }
            Node::Or(a, b) => {
                if self.holds(a)? {
                    out = self.fork_defences(a)?;
                } else {
                    out = self.fork_defences(b)?;
                }
            }
            _ => {}
        }
        Ok(out)
    }

    /// The defender's play with `r` half-moves left (defender to move).
    /// `keep_refutations`: list unanswered defences (post-key play).
    fn defence_tree(&mut self, b: &Battle, r: u32, keep_refutations: bool) -> R<DefenceTree> {
        let mut tree = DefenceTree::default();
        // Threats.
        let mut threat_len = None;
        let side = self.game.side_to_move();
        if r >= 2 && !self.opts.no_threat && !self.threats_off && !self.game.in_check(side) {
            self.pass();
            let t = self.shortest_answers(b, r - 1);
            self.undo();
            let (len, threats) = t?;
            threat_len = len;
            tree.threats = Some(threats);
        }
        let threat_moves: Vec<Move> = tree
            .threats
            .as_ref()
            .map(|t| t.iter().map(|a| a.info.mv).collect())
            .unwrap_or_default();
        let (moves, _) = self.moves(None);
        let mut res = Ok(());
        // (a helper of a split solve builds the tree in another order; it
        // is dropped, what it found stays in the table)
        for i in self.visit_order(moves.len()) {
            let d = &moves[i];
            self.play(d);
            let v = self.variation(b, r, threat_len, &threat_moves);
            self.undo();
            match v {
                Ok(Some(v)) => {
                    if v.refutes && !keep_refutations {
                        continue;
                    }
                    tree.variations.push(v);
                }
                Ok(None) => {}
                Err(e) => {
                    res = Err(e);
                    break;
                }
            }
        }
        self.give_buf(moves);
        res?;
        // Popeye suppresses defences reaching the goal at once (self play)
        // when play allows longer variations.
        if r > 1 && !self.opts.mates_in_one && tree.variations.iter().any(|d| !d.answers.is_empty())
        {
            tree.variations
                .retain(|d| d.refutes || !(d.answers.is_empty() && d.info.goal.is_some()));
        }
        Ok(tree)
    }

    /// The variation after the defence just played (`r` half-moves left
    /// before it), or `None` if it is not shown.
    fn variation(
        &mut self,
        b: &Battle,
        r: u32,
        threat_len: Option<u32>,
        threats: &[Move],
    ) -> R<Option<Defence>> {
        let used = b.length - r + 1;
        if self.ended_wrongly() {
            let info = self.move_info(None);
            return Ok(Some(Defence {
                info,
                answers: Vec::new(),
                refutes: true,
            }));
        }
        if let Some(f) = &b.on_defence {
            if self.holds(f)? {
                let goal = self.defence_goal(b)?;
                let info = self.move_info(goal);
                return Ok(Some(Defence {
                    info,
                    answers: Vec::new(),
                    refutes: used < b.min_length,
                }));
            }
        }
        if r <= 1 {
            let info = self.move_info(None);
            return Ok(Some(Defence {
                info,
                answers: Vec::new(),
                refutes: true,
            }));
        }
        let (len, answers) = self.shortest_answers(b, r - 1)?;
        let info = self.move_info(None);
        let Some(len) = len else {
            return Ok(Some(Defence {
                info,
                answers,
                refutes: true,
            }));
        };
        let short = len < r - 1;
        if short && self.opts.no_short_variations {
            return Ok(None);
        }
        if let Some(tl) = threat_len {
            // A defence after which the attacker wins faster than the threat
            // does not defeat it: Popeye does not show it (self-4 bench:
            // 1...Ld5-c6 allows a s#2 against the s#3 threat).
            if len < tl && !threats.is_empty() {
                return Ok(None);
            }
            if len >= tl && !threats.is_empty() && self.threat_still_works(b, tl, threats)? {
                return Ok(None);
            }
        }
        Ok(Some(Defence {
            info,
            answers,
            refutes: false,
        }))
    }

    /// Whether every threat move still succeeds in `len` half-moves (a
    /// defence that stops only some of them is a variation, as in Popeye).
    fn threat_still_works(&mut self, b: &Battle, len: u32, threats: &[Move]) -> R<bool> {
        let (moves, _) = self.moves(None);
        let mut works = true;
        for t in threats {
            // the same move, though it may capture now (2.Qg3-c7 after
            // 1...Bb8-c7 is 2.Qg3*c7)
            let Some(m) = moves
                .iter()
                .find(|m| m.from == t.from && m.to == t.to && m.promotion == t.promotion)
                .copied()
            else {
                works = false;
                break;
            };
            self.play(&m);
            let res = self.after_attack(b, len, false);
            self.undo();
            if !res? {
                works = false;
                break;
            }
        }
        self.give_buf(moves);
        Ok(works)
    }

    /// The attacker's answers of minimal length (attacker to move, at most
    /// `r` half-moves): that length and the moves with their trees.
    fn shortest_answers(&mut self, b: &Battle, r: u32) -> R<(Option<u32>, Vec<Attack>)> {
        let exact = b.min_length > 1;
        let mut len = if exact { r } else { 2 - r % 2 };
        if len == 0 {
            len = 2;
        }
        while len <= r {
            let list = self.answers_of_length(b, len)?;
            if !list.is_empty() {
                return Ok((Some(len), list));
            }
            len += 2;
        }
        Ok((None, Vec::new()))
    }

    fn answers_of_length(&mut self, b: &Battle, len: u32) -> R<Vec<Attack>> {
        let mut out = Vec::new();
        if let Some(c) = &b.constraint {
            if !self.holds(c)? {
                return Ok(out);
            }
        }
        if self.no_mating_piece() {
            return Ok(out);
        }
        let (moves, legal) = self.moves(Self::fork_allows_self_check(&b.on_attack));
        let mut res = Ok(());
        for (i, m) in moves.iter().enumerate() {
            self.play(m);
            let r = match self.after_attack(b, len, i >= legal) {
                Ok(true) => self.attack_node(b, len).map(Some),
                Ok(false) => Ok(None),
                Err(e) => Err(e),
            };
            self.undo();
            match r {
                Ok(Some(a)) => out.push(a),
                Ok(None) => {}
                Err(e) => {
                    res = Err(e);
                    break;
                }
            }
        }
        self.give_buf(moves);
        res?;
        Ok(out)
    }
}

// ----- help and series output -----

/// The role of a move in a line, for numbering.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    Help,
    /// A series move of the series node with this identity (numbering
    /// restarts with each series, as after introductory moves).
    Series(usize),
    Reply,
}

impl<G: Game> Ctx<'_, G> {
    /// All lines of a help or series stipulation, in order of length.
    /// The lines of the solutions (`count`, as opposed to set play) go to
    /// [`Ctx::stream`] as they are found when there is one, and are then
    /// not returned.
    fn line_phase(&mut self, stip: &Stipulation, count: bool) -> R<Vec<Line>> {
        let total = line_total(stip);
        let numbering = prefix_series(stip);
        let mut raw = LineOut {
            lines: Vec::new(),
            count: 0,
            stream: self
                .stream
                .filter(|_| count)
                .map(|sink| (sink, total, numbering)),
        };
        let mut prefix = Vec::new();
        self.root_lines(&stip.root, &mut prefix, &mut raw, count, true)?;
        Ok(raw
            .lines
            .into_iter()
            .map(|l| number_line(l, total, numbering))
            .collect())
    }

    fn emit(&mut self, prefix: &[(MoveInfo, Role)], out: &mut LineOut<'_>) {
        if let Some(limit) = self.opts.lines_per_picture {
            let goal = prefix.last().and_then(|(info, _)| info.goal);
            let pictures = picture::pictures(self.game, goal, prefix.len(), self.path.len());
            let (kept, full) = self.pictures.admit(pictures, limit);
            self.picture_full |= full;
            if !kept {
                return;
            }
        }
        out.push(RawLine {
            moves: prefix.to_vec(),
            failure: false,
        });
        self.solutions += 1;
    }

    /// Lines at the root: help and series lengths in ascending order, with
    /// MaxSolutions and StopOnShortSolutions.
    fn root_lines(
        &mut self,
        node: &Node,
        prefix: &mut Vec<(MoveInfo, Role)>,
        out: &mut LineOut<'_>,
        count: bool,
        top: bool,
    ) -> R<()> {
        if !(top && self.path.is_empty()) {
            return self.root_lengths(node, prefix, out, count, top);
        }
        // every length is guided towards the configurations of the longest
        self.guide_horizon = match node {
            Node::Help(h) => {
                let mover = self.game.side_to_move();
                let mated = if h.length % 2 == 1 { !mover } else { mover };
                Some((mated, h.length.div_ceil(2), h.length / 2))
            }
            Node::Series(s) => self
                .series_end(s, s.length)
                .map(|(_, mated, w, b)| (mated, w, b)),
            _ => None,
        };
        let res = self.root_lengths(node, prefix, out, count, top);
        self.guide_horizon = None;
        res
    }

    /// [`Self::root_lines`] with the horizon of the guides set.
    fn root_lengths(
        &mut self,
        node: &Node,
        prefix: &mut Vec<(MoveInfo, Role)>,
        out: &mut LineOut<'_>,
        count: bool,
        top: bool,
    ) -> R<()> {
        let _ = count;
        match node {
            Node::Help(h) => {
                if h.length % 2 == 1
                    && self.forced_failures(&h.constraint, Role::Help, prefix, out)?
                {
                    return Ok(());
                }
                if h.min_length == 0 && self.holds(&h.end)? {
                    // The end holds at once (a reflex obligation): play stops here.
                    return self.end_lines(&h.end, prefix, out);
                }
                let mut len = if h.min_length == 0 { 2 } else { h.min_length };
                let mut none = NoEarlyEnd::new(&**h as *const Help as usize, len);
                while len <= h.length {
                    let before = out.len();
                    self.root_length_lines(&mut none, len, out, |ctx, out| {
                        ctx.help_lines(h, len, prefix, out)
                    })?;
                    if self.partial {
                        return Ok(());
                    }
                    if top
                        && self.opts.stop_on_short_solutions
                        && len < h.length
                        && out.len() > before
                    {
                        self.partial = true;
                        return Ok(());
                    }
                    len += 2;
                }
                Ok(())
            }
            Node::Series(s) => {
                let role = Role::Series(&**s as *const Series as usize);
                if self.forced_failures(&s.constraint, role, prefix, out)? {
                    return Ok(());
                }
                if shortest_continuations(s) {
                    // each first move at its shortest only in the diagram;
                    // after introductory moves, the shortest lines alone
                    // (Popeye's `2->pser-#3`)
                    let every_length = prefix.is_empty();
                    return self.parry_series_lines(s, s.length, every_length, prefix, out);
                }
                let first = s.min_length.max(1);
                let mut none = NoEarlyEnd::new(&**s as *const Series as usize, first);
                for k in first..=s.length {
                    let before = out.len();
                    self.root_length_lines(&mut none, k, out, |ctx, out| {
                        ctx.series_lines(s, k, prefix, out)
                    })?;
                    if self.partial {
                        return Ok(());
                    }
                    if top
                        && self.opts.stop_on_short_solutions
                        && k < s.length
                        && out.len() > before
                    {
                        self.partial = true;
                        return Ok(());
                    }
                }
                Ok(())
            }
            other => self.end_lines(other, prefix, out),
        }
    }

    /// A reflex obligation violated where the play starts (`constraint` is
    /// `Not(reach the goal in one)` and the goal can be reached): the
    /// moves the side to move is forced to, each a failed line (Popeye's
    /// `1.Qg5-c1 # ?!?` in `hr#` and `ser-r#`). Whether there were any.
    fn forced_failures(
        &mut self,
        constraint: &Option<Node>,
        role: Role,
        prefix: &mut Vec<(MoveInfo, Role)>,
        out: &mut LineOut<'_>,
    ) -> R<bool> {
        let Some(c @ Node::Not(inner)) = constraint else {
            return Ok(false);
        };
        if self.holds(c)? {
            return Ok(false);
        }
        for d in self.fork_defences(inner)? {
            prefix.push((d.info, role));
            out.push(RawLine {
                moves: prefix.clone(),
                failure: true,
            });
            prefix.pop();
        }
        Ok(true)
    }

    /// The lines of one length of the root's help or series branch
    /// (`search`), with the shorter lengths known to have no solution in
    /// place ([`Ctx::no_early_end`]); records in `none` whether this one
    /// has a solution.
    fn root_length_lines(
        &mut self,
        none: &mut NoEarlyEnd,
        length: u32,
        out: &mut LineOut<'_>,
        search: impl FnOnce(&mut Self, &mut LineOut<'_>) -> R<()>,
    ) -> R<()> {
        let before = out.len();
        let outer = self.no_early_end.replace(none.at(length));
        let result = search(self, out);
        let searched = std::mem::replace(&mut self.no_early_end, outer);
        result?;
        // a split search sees only some of the first moves: whether the
        // length has a solution is known when all its tasks are done
        let solved = if self.splits_root(none.node) {
            !self.root_length_known_empty(length)
        } else {
            out.len() > before || searched.is_none_or(|n| n.root_solved != Some(false))
        };
        none.found(length, solved);
        Ok(())
    }

    fn max_reached(&mut self) -> bool {
        // `partial` is also set by StopOnShortSolutions: nothing more then
        self.partial || self.limit_reached()
    }

    /// Lines of help play with exactly `r` half-moves left.
    fn help_lines(
        &mut self,
        h: &Help,
        r: u32,
        prefix: &mut Vec<(MoveInfo, Role)>,
        out: &mut LineOut<'_>,
    ) -> R<()> {
        let mover = self.game.side_to_move();
        let mated = if r % 2 == 1 { !mover } else { mover };
        self.guided(&h.end, mated, r.div_ceil(2), r / 2, |ctx| {
            ctx.help_lines_guided(h, r, prefix, out)
        })
    }

    /// [`Self::help_lines`] with the guide in place.
    fn help_lines_guided(
        &mut self,
        h: &Help,
        r: u32,
        prefix: &mut Vec<(MoveInfo, Role)>,
        out: &mut LineOut<'_>,
    ) -> R<()> {
        let id = h as *const Help as usize;
        if !self.lines_may_exist(id, r, |ctx| ctx.help(h, r))? {
            return Ok(());
        }
        let sc = Self::end_allows_self_check(&h.end).filter(|_| r == 1);
        let (moves, legal) = self.moves(sc);
        let mut res = Ok(());
        for (i, m) in moves.iter().enumerate() {
            if self.max_reached() {
                break;
            }
            if self.skip_root_move(id, r, i, moves.len()) {
                continue;
            }
            self.play(m);
            let step = (|| -> R<()> {
                if !self.after_help(h, r, i >= legal)? {
                    return Ok(());
                }
                let info = self.move_info(None);
                prefix.push((info, Role::Help));
                let res = if r == 1 {
                    self.end_lines(&h.end, prefix, out)
                } else {
                    self.help_lines(h, r - 1, prefix, out)
                };
                prefix.pop();
                res
            })();
            self.undo();
            if let Err(e) = step {
                res = Err(e);
                break;
            }
        }
        self.give_buf(moves);
        res
    }

    /// Lines of series play with exactly `k` series moves left.
    fn series_lines(
        &mut self,
        s: &Series,
        k: u32,
        prefix: &mut Vec<(MoveInfo, Role)>,
        out: &mut LineOut<'_>,
    ) -> R<()> {
        match self.series_end(s, k) {
            Some((end, mated, w, b)) => self.guided(end, mated, w, b, |ctx| {
                ctx.series_lines_guided(s, k, prefix, out)
            }),
            None => self.series_lines_guided(s, k, prefix, out),
        }
    }

    /// [`Self::series_lines`] with the guide in place.
    fn series_lines_guided(
        &mut self,
        s: &Series,
        k: u32,
        prefix: &mut Vec<(MoveInfo, Role)>,
        out: &mut LineOut<'_>,
    ) -> R<()> {
        let id = s as *const Series as usize;
        if !self.lines_may_exist(id, k, |ctx| ctx.series(s, k))? {
            return Ok(());
        }
        self.series_move_lines(s, k, prefix, out)
    }

    /// Before the lines of the help or series branch `id` with `length`
    /// left are listed: whether there may be any. Not when a limit is
    /// reached; otherwise what `exists` finds (noted for the root's
    /// lengths), unless a split search lists its share of the first moves
    /// without asking.
    fn lines_may_exist(
        &mut self,
        id: usize,
        length: u32,
        exists: impl FnOnce(&mut Self) -> R<bool>,
    ) -> R<bool> {
        if self.max_reached() {
            return Ok(false);
        }
        if self.splits_root(id) {
            return Ok(true);
        }
        let found = exists(self)?;
        self.note_root_search(id, length, found);
        Ok(found)
    }

    /// The lines of series play from each series move here, `k` of them
    /// left: the line ends where the end holds (after the last move, or,
    /// [`shortest_continuations`], wherever it holds), else the opponent
    /// passes or parries ([`Self::series_continue`]).
    fn series_move_lines(
        &mut self,
        s: &Series,
        k: u32,
        prefix: &mut Vec<(MoveInfo, Role)>,
        out: &mut LineOut<'_>,
    ) -> R<()> {
        let id = s as *const Series as usize;
        let within = shortest_continuations(s);
        let sc = Self::end_allows_self_check(&s.end).filter(|_| k == 1);
        let (moves, legal) = self.moves(sc);
        let mut res = Ok(());
        for (i, m) in moves.iter().enumerate() {
            if self.max_reached() {
                break;
            }
            if self.skip_root_move(id, k, i, moves.len()) {
                continue;
            }
            self.play(m);
            let step = (|| -> R<()> {
                if !self.after_series(s, k, i >= legal)? {
                    return Ok(());
                }
                prefix.push((self.move_info(None), Role::Series(id)));
                let ends = if within { self.holds(&s.end)? } else { k == 1 };
                let res = if ends {
                    self.end_lines(&s.end, prefix, out)
                } else {
                    self.series_continue(s, k, prefix, out)
                };
                prefix.pop();
                res
            })();
            self.undo();
            if let Err(e) = step {
                res = Err(e);
                break;
            }
        }
        self.give_buf(moves);
        res
    }

    /// Lines of a parry series with defensive parries ([`shortest_continuations`])
    /// within `k` series moves. At the root (`every_length`) each first move
    /// that solves within `k` is shown with its shortest continuation;
    /// further on only the moves of the shortest length from there, and
    /// each parry with its own shortest continuation (Popeye 4.104's
    /// `pser-#3`: `1.Rd7*d3   2.Rh7-h2 #` beside three-move lines of other
    /// first moves, but not `1.Rd7*d3   2.Bf5-c8   3.Rh7-h2 #`).
    fn parry_series_lines(
        &mut self,
        s: &Series,
        k: u32,
        every_length: bool,
        prefix: &mut Vec<(MoveInfo, Role)>,
        out: &mut LineOut<'_>,
    ) -> R<()> {
        let id = s as *const Series as usize;
        if self.max_reached() {
            return Ok(());
        }
        if every_length {
            if !self.splits_root(id) && !self.series(s, k)? {
                return Ok(());
            }
            return self.series_move_lines(s, k, prefix, out);
        }
        for shortest in 1..=k {
            if self.series(s, shortest)? {
                return self.series_move_lines(s, shortest, prefix, out);
            }
        }
        Ok(())
    }

    /// The lines of series play after the opponent's pass or parry, `k`
    /// series moves left: exactly `k`, or within `k` at their shortest
    /// ([`shortest_continuations`]).
    fn series_continuation_lines(
        &mut self,
        s: &Series,
        k: u32,
        prefix: &mut Vec<(MoveInfo, Role)>,
        out: &mut LineOut<'_>,
    ) -> R<()> {
        if shortest_continuations(s) {
            self.parry_series_lines(s, k, false, prefix, out)
        } else {
            self.series_lines(s, k, prefix, out)
        }
    }

    /// After a non-final series move: the opponent passes or parries.
    fn series_continue(
        &mut self,
        s: &Series,
        k: u32,
        prefix: &mut Vec<(MoveInfo, Role)>,
        out: &mut LineOut<'_>,
    ) -> R<()> {
        let opp = self.game.side_to_move();
        if !self.game.in_check(opp) {
            self.pass();
            let res = self.series_continuation_lines(s, k - 1, prefix, out);
            self.undo();
            return res;
        }
        let (parries, _) = self.moves(None);
        let mut res = Ok(());
        for p in parries.iter() {
            self.play(p);
            let step = (|| -> R<()> {
                if let Some(end) = parry_end(s) {
                    if self.holds(end)? {
                        // the parry itself reaches the end (Popeye:
                        // pser-s=2 `1.Qg6-c6 + Kc7*c6 =`)
                        prefix.push((self.move_info(first_goal(end)), Role::Reply));
                        self.emit(prefix, out);
                        prefix.pop();
                        return Ok(());
                    }
                }
                if !self.series(s, k - 1)? {
                    return Ok(());
                }
                let info = self.move_info(None);
                prefix.push((info, Role::Reply));
                let r = self.series_continuation_lines(s, k - 1, prefix, out);
                prefix.pop();
                r
            })();
            self.undo();
            if let Err(e) = step {
                res = Err(e);
                break;
            }
        }
        self.give_buf(parries);
        res
    }

    /// Lines completing `prefix` at an end node that holds.
    fn end_lines(
        &mut self,
        node: &Node,
        prefix: &mut Vec<(MoveInfo, Role)>,
        out: &mut LineOut<'_>,
    ) -> R<()> {
        match node {
            Node::Goal(g) => {
                if self.goal_reached(*g) {
                    if let Some(last) = prefix.last_mut() {
                        last.0.goal = Some(*g);
                    }
                    self.emit(prefix, out);
                }
                Ok(())
            }
            Node::Battle(b)
                if b.attacker_first
                    && !b.hidden
                    && !(b.length == 1 && matches!(b.on_attack, Some(Node::Goal(_)))) =>
            {
                // battle play after a series (`2->#2`, `2->r#1`): Popeye
                // writes its solution out as lines, one per path through
                // the tree of shortest answers, without threats
                // (`1.Ke3-e4   2.Ke4-f5   1.Sh1-f2 e2-e1=S   2.Sg4-e3 #`)
                if !self.holds(node)? {
                    return Ok(());
                }
                self.threats_off = true;
                let answers = self.shortest_answers(b, b.length);
                self.threats_off = false;
                for attack in answers?.1 {
                    self.attack_lines(&attack, prefix, out);
                }
                Ok(())
            }
            Node::Battle(b) if b.length == 1 => {
                if !self.holds(node)? {
                    return Ok(());
                }
                if b.hidden {
                    // the line stops before the hidden moves, shown once
                    self.emit(prefix, out);
                    return Ok(());
                }
                for d in self.fork_defences(node)? {
                    prefix.push((d.info, Role::Reply));
                    self.emit(prefix, out);
                    prefix.pop();
                }
                Ok(())
            }
            Node::And(a, b) => {
                if self.holds(node)? {
                    // Parts that play moves give their own lines (reciprocal
                    // play); tests of the position add nothing.
                    match (moveless(a), moveless(b)) {
                        (true, true) => {
                            // Popeye shows the line once per goal of the
                            // conjunction (`x&=`: `Kb5*b6 x`, `Kb5*b6 =`)
                            let mut goals = Vec::new();
                            positive_goals(node, &mut goals);
                            if goals.is_empty() || prefix.is_empty() {
                                self.emit(prefix, out);
                            }
                            for g in goals {
                                if let Some(last) = prefix.last_mut() {
                                    last.0.goal = Some(g);
                                    self.emit(prefix, out);
                                }
                            }
                        }
                        (true, false) => self.end_lines(b, prefix, out)?,
                        (false, true) => self.end_lines(a, prefix, out)?,
                        // Popeye shows the help part of reciprocal play first
                        (false, false) if matches!(**b, Node::Help(_)) => {
                            self.end_lines(b, prefix, out)?;
                            self.end_lines(a, prefix, out)?;
                        }
                        (false, false) => {
                            self.end_lines(a, prefix, out)?;
                            self.end_lines(b, prefix, out)?;
                        }
                    }
                }
                Ok(())
            }
            Node::Or(a, b) => {
                if self.holds(a)? || crate::model::obligation_of(a).is_some_and(|f| f == **b) {
                    // (the second case: `a` is play whose reflex obligation
                    // `b` is violated at its start, its lines the failures)
                    self.end_lines(a, prefix, out)
                } else {
                    self.end_lines(b, prefix, out)
                }
            }
            Node::Help(_) | Node::Series(_) => {
                // the play after introductory moves is the stipulation
                // proper: StopOnShortSolutions applies to it (Popeye:
                // 1->ser-h#3 stops after a ser-h#2 solution)
                let after_intro = self.intro.is_some_and(|id| {
                    !prefix.is_empty() && prefix.iter().all(|(_, r)| *r == Role::Series(id))
                });
                self.root_lines(node, prefix, out, false, after_intro)
            }
            other => {
                if self.holds(other)? {
                    self.emit(prefix, out);
                }
                Ok(())
            }
        }
    }
}

impl<G: Game> Ctx<'_, G> {
    /// The lines through an attacking move's tree, the moves played as
    /// they are written (so that each line is emitted in its position).
    fn attack_lines(
        &mut self,
        attack: &Attack,
        prefix: &mut Vec<(MoveInfo, Role)>,
        out: &mut LineOut<'_>,
    ) {
        self.play(&attack.info.mv);
        prefix.push((attack.info.clone(), Role::Reply));
        if attack.after.variations.is_empty() {
            self.emit(prefix, out);
        }
        for defence in &attack.after.variations {
            self.play(&defence.info.mv);
            prefix.push((defence.info.clone(), Role::Reply));
            if defence.answers.is_empty() {
                self.emit(prefix, out);
            }
            for answer in &defence.answers {
                self.attack_lines(answer, prefix, out);
            }
            prefix.pop();
            self.undo();
        }
        prefix.pop();
        self.undo();
    }
}

/// Whether a series is solved as Popeye solves a parry series with
/// defensive parries (`pser-#`, `pser-s#`, `pser-r#`, `pser-=`): as battle
/// play, within its length, each continuation at its shortest, rather than
/// by exact lengths (`exact-pser-` keeps the exact lengths, as in Popeye).
fn shortest_continuations(s: &Series) -> bool {
    s.parry == Some(Parry::Defensive) && s.min_length < s.length
}

/// What a parry of a parry series reaches when it ends the play: the goal
/// of the end's forced last move (`pser-s=2`: `1.Qg6-c6 + Kc7*c6 =`, where
/// the parry is the move the self play forces). Found by experiment with
/// Popeye, on `pser-s=` and `pser-s+`.
fn parry_end(s: &Series) -> Option<&Node> {
    if s.parry != Some(Parry::Defensive) {
        // a helping parry never ends the play (Popeye: no `1.Qd5-d2 +
        // Qg5*d2 #` in a phser-s#2)
        return None;
    }
    match &s.end {
        Node::Battle(b) if !b.attacker_first && b.length == 1 => b.on_defence.as_ref(),
        _ => None,
    }
}

/// Whether the end is a goal that leaves the side to move without moves
/// (so play cannot go on through it and the early test can be skipped).
fn immobilising(n: &Node) -> bool {
    matches!(
        n,
        Node::Goal(
            Goal::Mate
                | Goal::Stalemate
                | Goal::MateOrStalemate
                | Goal::DoubleStalemate
                | Goal::DoubleMate
                | Goal::CounterMate
        )
    )
}

/// Whether a node only tests the position (plays no move).
fn moveless(n: &Node) -> bool {
    match n {
        Node::Goal(_) | Node::Not(_) => true,
        Node::And(a, b) | Node::Or(a, b) => moveless(a) && moveless(b),
        _ => false,
    }
}

/// The distinct goals of a test that are not negated, in order.
fn positive_goals(n: &Node, out: &mut Vec<Goal>) {
    match n {
        Node::Goal(g) if !out.contains(g) => out.push(*g),
        Node::And(a, b) | Node::Or(a, b) => {
            positive_goals(a, out);
            positive_goals(b, out);
        }
        _ => {}
    }
}

/// The first goal of a test, for the marker of the last move.
fn first_goal(n: &Node) -> Option<Goal> {
    match n {
        Node::Goal(g) => Some(*g),
        Node::And(a, b) | Node::Or(a, b) => first_goal(a).or_else(|| first_goal(b)),
        _ => None,
    }
}

/// A line before numbering.
/// Where the lines of a help or series phase go while it is searched:
/// kept, or passed on as soon as found.
struct LineOut<'s> {
    lines: Vec<RawLine>,
    /// Lines found so far (kept or passed on).
    count: usize,
    /// Where lines are passed on, with the numbering's total and prefix.
    stream: Option<(LineSink<'s>, u32, Option<Prefix>)>,
}

impl LineOut<'_> {
    /// How many lines were found so far.
    fn len(&self) -> usize {
        self.count
    }

    fn push(&mut self, line: RawLine) {
        self.count += 1;
        match self.stream {
            Some((sink, total, numbering)) => sink(number_line(line, total, numbering)),
            None => self.lines.push(line),
        }
    }
}

struct RawLine {
    moves: Vec<(MoveInfo, Role)>,
    failure: bool,
}

/// The stipulated number of half-moves of help play (for numbering).
fn help_total(node: &Node) -> u32 {
    match node {
        Node::Goal(_) => 0,
        Node::Battle(b) => b.length,
        Node::Help(h) => h.length + help_total(&h.end),
        Node::Series(_) => 0,
        Node::And(a, b) | Node::Or(a, b) => help_total(a).max(help_total(b)),
        Node::Not(a) => help_total(a),
    }
}

fn number_line(raw: RawLine, total: u32, prefix: Option<Prefix>) -> Line {
    let moves = raw.moves;
    let series = moves.iter().any(|(_, r)| matches!(r, Role::Series(_)));
    let mut out = Vec::with_capacity(moves.len());
    if series {
        let mut moves = moves.into_iter().peekable();
        // a prefix series (introductory moves, Jacobi's `play series`) is
        // numbered on its own; the play after it starts again at 1
        let mut n = 0;
        let mut intro_side = None;
        while let Some((info, _)) =
            moves.next_if(|(_, r)| prefix.is_some_and(|p| *r == Role::Series(p.id)))
        {
            n += 1;
            intro_side = Some(info.mover);
            out.push(LineMove {
                info,
                numbering: Numbering::Number(n),
            });
        }
        // unless the play after it is a single move (`2->h#1`, `2->#1`,
        // `3->ser-h#1`): Popeye numbers that on from the introductory
        // moves, `1.Bb7-a6   2.Ba6-b5 Bh7-b1   3.Bf2-d4 #`
        if let (
            Some(side),
            Some(Prefix {
                continued: true, ..
            }),
        ) = (intro_side, prefix)
        {
            for (info, _) in moves {
                let numbering = if info.mover == side {
                    n += 1;
                    Numbering::Number(n)
                } else {
                    Numbering::Continue
                };
                out.push(LineMove { info, numbering });
            }
            return Line {
                moves: out,
                forced_failure: raw.failure,
            };
        }
        // then a number at each move of the side that moves first, or of
        // the other side when the first move is shown with an ellipsis
        // (Popeye: `1.Kg3-g2 Kd2-e1   2.Kg2-h1 Rc8-c1   3.f3-f2 + Ke1*f2 #`
        // for `black 4hh[1s[1s[#]]]`, `1.Qg6-c6 + Kc7-d8   2.Qc6-d7 + …`
        // for pser-s=2)
        let ellipsis = n == 0 && total % 2 == 1;
        let mut numbered = None;
        n = 0;
        for (k, (info, _)) in moves.enumerate() {
            let side = info.mover;
            let numbered_side = *numbered.get_or_insert(if ellipsis { !side } else { side });
            let numbering = if side == numbered_side {
                n += 1;
                Numbering::Number(n)
            } else if k == 0 {
                n = 1;
                Numbering::Ellipsis(1)
            } else {
                Numbering::Continue
            };
            out.push(LineMove { info, numbering });
        }
    } else {
        let offset = total % 2;
        for (i, (info, _)) in moves.into_iter().enumerate() {
            let k = i as u32 + offset;
            let numbering = if k % 2 == 0 {
                Numbering::Number(k / 2 + 1)
            } else if i == 0 {
                Numbering::Ellipsis(k / 2 + 1)
            } else {
                Numbering::Continue
            };
            out.push(LineMove { info, numbering });
        }
    }
    Line {
        moves: out,
        forced_failure: raw.failure,
    }
}

/// The number of half-moves by which help lines are numbered (odd: the
/// first move is shown with an ellipsis, `1...`).
fn line_total(stip: &Stipulation) -> u32 {
    match stip.first_move_ellipsis {
        Some(ellipsis) => u32::from(ellipsis),
        None => help_total(&stip.root),
    }
}

/// A set-play line of help play whose solution starts with `1...`: numbered
/// as going on after the first move passed (Popeye: `1...  ...  2.Kh8-h7
/// Qg1-g7 #` for h#1.5), the pass shown as a null move.
fn after_passed_first_move(line: Line) -> Line {
    // the side that passed is the one that did not play the first move
    let first_mover = line.moves.first().map_or(Colour::White, |m| m.info.mover);
    let pass = LineMove {
        info: MoveInfo {
            mv: Move::null(),
            piece: None,
            mover: !first_mover,
            check: false,
            goal: None,
            annotations: Default::default(),
        },
        numbering: Numbering::Ellipsis(1),
    };
    let moves = std::iter::once(pass)
        .chain(line.moves.into_iter().map(|m| LineMove {
            numbering: match m.numbering {
                Numbering::Number(n) => Numbering::Number(n + 1),
                Numbering::Ellipsis(n) => Numbering::Ellipsis(n + 1),
                Numbering::Continue => Numbering::Continue,
            },
            ..m
        }))
        .collect();
    Line { moves, ..line }
}

/// The lengths of the root's help or series branch tried so far without
/// a solution (see [`Ctx::no_early_end`]). The end of a branch holds after
/// `d` of its moves only on a line that is a solution of length `d`: when
/// the root has none of that length, no search of a longer one needs to
/// test for it there.
#[derive(Clone, Copy, Debug)]
struct NoEarlyEnd {
    /// The branch, by address.
    node: usize,
    /// The length being searched.
    length: u32,
    /// The first length tried.
    min_length: u32,
    /// Every length from `min_length` to this one was tried and has no
    /// solution (less than `min_length`: none yet).
    none_upto: u32,
    /// Some length tried has a solution: `none_upto` stays where it is.
    solved: bool,
    /// Whether the search of `length` found, at the root, that the
    /// branch has a solution of that length (`None`: it did not ask).
    root_solved: Option<bool>,
}

impl NoEarlyEnd {
    fn new(node: usize, min_length: u32) -> NoEarlyEnd {
        NoEarlyEnd {
            node,
            length: 0,
            min_length,
            none_upto: 0,
            solved: false,
            root_solved: None,
        }
    }

    /// While length `length` is searched.
    fn at(self, length: u32) -> NoEarlyEnd {
        NoEarlyEnd {
            length,
            root_solved: None,
            ..self
        }
    }

    /// Length `length`, the next after those tried before, was searched;
    /// `solved` if it has a solution.
    fn found(&mut self, length: u32, solved: bool) {
        if solved {
            self.solved = true;
        } else if !self.solved {
            self.none_upto = length;
        }
    }
}

/// What intelligent mode can aim at at the end of a help or series branch:
/// the ending, and how many moves each side has after the branch before
/// it is reached. A goal of mate or stalemate is reached by the branch's
/// last move; reciprocal help play ends where the side to move also helps
/// the other mate it in one (`reci-h#n`: the help part, one move each).
fn guide_target(end: &Node) -> Option<(intelligent::Ending, u32)> {
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

/// A root series that is a prefix to further play: introductory moves
/// (`2->h#2`) and Jacobi's `play series n`.
#[derive(Clone, Copy)]
struct Prefix {
    /// The identity of the series node (as in [`Role::Series`]).
    id: usize,
    /// Whether the play after it is numbered on from the prefix (the play
    /// proper is a single move) rather than from 1 again.
    continued: bool,
}

/// The root series that is a prefix to further play, if any.
fn prefix_series(stip: &Stipulation) -> Option<Prefix> {
    let Node::Series(s) = &stip.root else {
        return None;
    };
    let (prefix, continued) = match stip.traditional {
        Some(t) => {
            let single_move = if t.series == SeriesKind::None {
                t.half_moves <= 2
            } else {
                t.half_moves == 1
            };
            (t.intro > 0, single_move)
        }
        None => (
            !s.stop_at_end
                && s.min_length == s.length
                && matches!(s.end, Node::Help(_) | Node::Series(_) | Node::Battle(_)),
            false,
        ),
    };
    prefix.then_some(Prefix {
        id: &**s as *const Series as usize,
        continued,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The end of the help play of a traditional stipulation.
    fn help_end(text: &str) -> Node {
        match Stipulation::parse(text).unwrap().root {
            Node::Help(h) => h.end,
            other => panic!("{other:?}"),
        }
    }

    /// Intelligent mode in reciprocal play follows the direct part's goal:
    /// its victim is the side the guide is built against.
    #[test]
    fn reciprocal_play_is_guided_towards_the_direct_part() {
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
