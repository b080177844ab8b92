//! Multi-core and partial solving: the tree is split at the first ply of
//! the stipulation's root and the subtrees are solved by worker threads,
//! each with its own game, all sharing one transposition table (whose
//! answers are exact, so what it holds never changes a result); the
//! results are merged
//! in the order of the sequential solver, so the report is the same
//! whatever the thread count.
//!
//! ## How the work is split
//!
//! A cheap *probe* first runs the phase with every first-ply move of the
//! root skipped; it records, for each length the root is tried at (help
//! play: every length of the right parity, shortest first; series play:
//! every number of series moves; battle play: the full length), how many
//! first-ply moves there are. Each pair (length, first-move index) is then
//! a task; a task solves the whole phase with every other first-ply move of
//! the root skipped, so its solutions are exactly the sequential solver's
//! solutions below that first move at that length. Concatenating the tasks'
//! solutions in (length, index) order gives the sequential order. Set play
//! (and everything else not below a first-ply move of the root) is solved
//! by one more task.
//!
//! ## Helpers
//!
//! When no task is left to start, an idle worker *helps* a task still
//! running (one with the fewest helpers, up to `HELPERS`): it runs the
//! task's search again, visiting the moves of every node that may have to
//! search them all (the defences of battle play, the moves of help and
//! series play) in another order, backwards or from the middle
//! (`VisitOrder`), and stops when the task's own search is over. The
//! helper's result is dropped; what it finds reaches the task through the
//! shared table, where the task's own search, coming to the same nodes
//! from the other end, finds them answered. So one long task (a key whose
//! whole tree is the work) is spread over the idle cores too, and the
//! report stays the sequential one. The attacker's moves keep their order:
//! the search stops at the first that wins, which is usually early.
//!
//! ## Parts
//!
//! With [`Split::part`] `= Some((k, n))` only the tasks whose first-move
//! index `i` (in the sequential generation order, counted from 0) has
//! `i % n == k - 1` are solved; part 1 also solves the set play and what is
//! not below a first-ply move of the root. Each block of the report (a key
//! or try of battle play, a line of help or series play) carries its
//! [`BlockKey`]; sorting the blocks of all parts stably by key gives the
//! single-run order.
//!
//! ## What stays sequential
//!
//! * `MaxSolutions`: which solutions are found first depends on the order of
//!   the search, so it is solved sequentially (with parts: wholly in part 1);
//!   so are `StartMoveNumber`/`UpToMoveNumber`, which count first moves in
//!   the sequential order, and `StopOnShortSolutions` after introductory
//!   moves, which stops at the first introductory move with short solutions.
//! * The colour-swapped phase of Duplex and HalfDuplex (see
//!   `Job::phase`).
//! * `StopOnShortSolutions` is exact in parallel (the merge keeps the
//!   shortest length that has solutions); with parts it is solved wholly in
//!   part 1.
//! * Stipulations whose root is not plain help, series or battle play
//!   (reciprocal play, post-key play, …), and phases where nothing is below a
//!   first-ply move (a reflex obligation in the diagram): sequential.
//! * Cancellation (and so `MaxTime`) stops every worker; the interrupted
//!   phase is dropped from the partial report, as in the sequential solver.

use super::pruning::Pruning;
use super::{prepare, solve_streaming, streams, Ctx, LineSink, MoveMemory, Prepared, Stop, R};
use crate::game::Game;
use crate::model::{Node, Stipulation};
use crate::node_id::NodeId;
use crate::options::Options;
use crate::table::Table;
use crate::tree::{Body, Phase, Report, Streamed};
use crate::SolveError;
use nightrider_board::Colour;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// How to split a solve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Split {
    /// Worker threads (1: the sequential solver, unless `part` is set).
    pub threads: usize,
    /// Solve only the `k`-th of `n` parts (`k` from 1): the first-ply moves
    /// whose index `i` has `i % n == k - 1` (see the module documentation).
    pub part: Option<(u32, u32)>,
}

impl Default for Split {
    fn default() -> Split {
        Split {
            threads: 1,
            part: None,
        }
    }
}

/// The place of a block of the report in the sequential order: the length
/// the root was solved at and the index of the first-ply move (both 0 for
/// blocks solved sequentially).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct BlockKey {
    /// Half-moves (help), series moves (series) or moves (battle) at the root.
    pub length: u32,
    /// Index of the first-ply move in generation order.
    pub index: u32,
}

/// A report with the keys of its blocks.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct SplitReport {
    /// The solutions.
    pub report: Report,
    /// For each phase, the key of each block: of each key or try of battle
    /// play ([`crate::BattleSolution::moves`]), of each solution of help and
    /// series play (not set play).
    pub keys: Vec<Vec<BlockKey>>,
}

/// What a search does at the first ply of the root.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Mode {
    /// Nothing: the sequential solver.
    #[default]
    Off,
    /// Skip every first-ply move, recording how many there are per length.
    Probe,
    /// Explore only this first-ply move at this length.
    Task {
        length: u32,
        index: usize,
        count: usize,
    },
}

/// The first-ply filter of a search (one per search, see the module
/// documentation).
#[derive(Debug, Default)]
pub(crate) struct Filter {
    /// The root node whose first ply is split.
    root: Option<NodeId>,
    mode: Mode,
    /// Probe: (length, number of first-ply moves), in the order seen.
    grid: Vec<(u32, usize)>,
    /// A task saw a different number of first-ply moves than the probe.
    violated: bool,
    /// The lengths of the root whose tasks are all done, and whether they
    /// found solutions (a split solve of the whole, not of a part).
    lengths: Option<Arc<LengthsSolved>>,
    /// 0 for the search of a task; `1..=HELPERS` for a helper of a task,
    /// which visits the moves in another order ([`VisitOrder`]).
    helper: u8,
}

/// The most helpers a task gets (each visits the moves in its own order).
const HELPERS: u8 = 3;

/// The order in which a search visits the moves of a node where every move
/// may have to be searched (the defences of battle play, the moves of help
/// and series play): the generation order for a task's own search; for its
/// helpers, the reverse order, and from the middle on, forwards and
/// backwards (see the module documentation). Yields move indices.
#[derive(Clone, Copy, Debug)]
pub(crate) struct VisitOrder {
    len: usize,
    start: usize,
    backwards: bool,
    done: usize,
}

impl VisitOrder {
    fn new(len: usize, helper: u8) -> VisitOrder {
        let (start, backwards) = match helper {
            0 => (0, false),
            1 => (0, true),
            2 => (len / 2, false),
            _ => (len / 2, true),
        };
        VisitOrder {
            len,
            start,
            backwards,
            done: 0,
        }
    }
}

impl Iterator for VisitOrder {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        if self.done == self.len {
            return None;
        }
        let step = if self.backwards {
            self.len - 1 - self.done
        } else {
            self.done
        };
        self.done += 1;
        let i = self.start + step;
        Some(if i >= self.len { i - self.len } else { i })
    }
}

/// Per length of the root a split solve tries: how many of its tasks are
/// not done yet, and whether one found a solution. A length whose tasks
/// are all done without a solution has none: a longer search needs no
/// test for an early end there (see `NoEarlyEnd` in the solver).
#[derive(Debug)]
pub(crate) struct LengthsSolved {
    lengths: Vec<(u32, AtomicUsize, AtomicBool)>,
}

impl LengthsSolved {
    /// For `tasks`, none done yet.
    fn new(tasks: &[Task]) -> LengthsSolved {
        let mut lengths: Vec<(u32, AtomicUsize, AtomicBool)> = Vec::new();
        for t in tasks {
            if let Task::Move { length, .. } = *t {
                match lengths.iter_mut().find(|l| l.0 == length) {
                    Some(l) => *l.1.get_mut() += 1,
                    None => lengths.push((length, AtomicUsize::new(1), AtomicBool::new(false))),
                }
            }
        }
        LengthsSolved { lengths }
    }

    /// A task at `length` is done; `solved` if it found a solution.
    fn finished(&self, length: u32, solved: bool) {
        if let Some(l) = self.lengths.iter().find(|l| l.0 == length) {
            if solved {
                l.2.store(true, Ordering::Release);
            }
            l.1.fetch_sub(1, Ordering::AcqRel);
        }
    }

    /// Whether every task at `length` is done and none found a solution.
    fn known_empty(&self, length: u32) -> bool {
        self.lengths
            .iter()
            .find(|l| l.0 == length)
            .is_some_and(|l| l.1.load(Ordering::Acquire) == 0 && !l.2.load(Ordering::Acquire))
    }
}

impl<G: Game> Ctx<'_, G> {
    /// The order in which to visit `len` moves of a node that may have to
    /// search them all ([`VisitOrder`]).
    pub(super) fn visit_order(&self, len: usize) -> VisitOrder {
        VisitOrder::new(len, self.split.helper)
    }

    /// Whether the first ply of `node` here is split (so the early
    /// existence test of the whole level is left to the tasks).
    pub(super) fn splits_root(&self, node: NodeId) -> bool {
        self.split.mode != Mode::Off && Some(node) == self.split.root && self.path.is_empty()
    }

    /// In a task of a split solve: whether the whole root is known to have
    /// no solution of `length` (all its tasks are done without one).
    pub(super) fn root_length_known_empty(&self, length: u32) -> bool {
        matches!(self.split.mode, Mode::Task { .. })
            && self
                .split
                .lengths
                .as_ref()
                .is_some_and(|l| l.known_empty(length))
    }

    /// Whether the search skips first-ply move `index` (of `count`) of
    /// `node` at `length`.
    pub(super) fn skip_root_move(
        &mut self,
        node: NodeId,
        length: u32,
        index: usize,
        count: usize,
    ) -> bool {
        if !self.splits_root(node) {
            return false;
        }
        match self.split.mode {
            Mode::Off => false,
            Mode::Probe => {
                if index == 0 {
                    self.split.grid.push((length, count));
                }
                true
            }
            Mode::Task {
                length: l,
                index: i,
                count: c,
            } => {
                if l == length && c != count {
                    self.split.violated = true;
                }
                !(l == length && i == index)
            }
        }
    }
}

/// The identity of the root node whose first ply can be split.
fn root_id(prep: &Prepared) -> Option<(NodeId, Option<u32>)> {
    match &prep.stip.root {
        Node::Help(h) => Some((h.id.get(), Some(h.length))),
        Node::Series(s) => Some((s.id.get(), Some(s.length))),
        Node::Battle(b) if b.attacker_first && !prep.post_key => Some((b.id.get(), None)),
        _ => None,
    }
}

/// The number of blocks of a phase.
fn blocks(phase: &Phase) -> usize {
    match &phase.body {
        Body::Battle(b) => b.moves.len(),
        Body::Lines { solutions, .. } => solutions.len(),
    }
}

/// A phase with nothing in it (of the kind of `stip`).
fn empty_phase(stip: &Stipulation, swapped: bool) -> Phase {
    let body = match stip.style() {
        crate::Style::Battle => Body::Battle(Default::default()),
        _ => Body::Lines {
            set_play: Vec::new(),
            solutions: Vec::new(),
        },
    };
    Phase {
        swapped,
        body,
        partial: false,
        progress: Vec::new(),
        set_play_progress: Vec::new(),
    }
}

/// Solves `stip` as [`solve`](super::solve) does, split over `split.threads` worker
/// threads (each with a game made by `make_game`, which must give the
/// position to solve) and restricted to `split.part`. With one thread and no
/// part this is [`solve`](super::solve) itself.
///
/// The report does not depend on the number of threads; the reports of
/// the `n` parts, their blocks sorted stably by [`BlockKey`], give the
/// report of the whole (see the module documentation).
///
/// # Errors
/// As [`solve`](super::solve); an invalid part (`k` not in `1..=n`) is
/// [`SolveError::Unsupported`].
pub fn solve_split<G, F>(
    make_game: F,
    stip: &Stipulation,
    opts: &Options,
    cancel: Option<&AtomicBool>,
    split: &Split,
) -> Result<SplitReport, SolveError>
where
    G: Game,
    F: Fn() -> G + Sync,
{
    solve_split_streaming(make_game, stip, opts, cancel, split, None)
}

/// [`solve_split`], passing the solutions of help and series play to
/// `stream` as they are found, in the order of the single-threaded solve,
/// where that order is final (see [`super::solve_streaming`]); a part of a
/// solve (`split.part`) keeps them in its report.
pub fn solve_split_streaming<G, F>(
    make_game: F,
    stip: &Stipulation,
    opts: &Options,
    cancel: Option<&AtomicBool>,
    split: &Split,
    stream: Option<LineSink<'_>>,
) -> Result<SplitReport, SolveError>
where
    G: Game,
    F: Fn() -> G + Sync,
{
    let stream = stream.filter(|_| split.part.is_none());
    let (k, n) = split.part.unwrap_or((1, 1));
    if n == 0 || k == 0 || k > n {
        return Err(SolveError::Unsupported(format!("part {k}/{n}")));
    }
    let prep = prepare(stip, opts)?;
    super::check_target(stip, &mut make_game())?;
    let threads = split.threads.max(1);
    let root = root_id(&prep);
    // StopOnShortSolutions after introductory moves stops at the first
    // introductory move with short solutions, and StartMoveNumber /
    // UpToMoveNumber count first moves in the sequential order: both are
    // solved sequentially, like MaxSolutions
    let splittable = root.is_some()
        && opts.max_solutions.is_none()
        && opts.lines_per_picture.is_none()
        && opts.move_numbers.is_none()
        && !opts.move_number_lines
        && !(opts.stop_on_short_solutions
            && (split.part.is_some() || super::numbering::prefix_series(&prep.stip).is_some()));
    if !splittable || (threads == 1 && split.part.is_none()) {
        if k != 1 {
            return Ok(empty_report(&prep));
        }
        let report = solve_streaming(&mut make_game(), stip, opts, cancel, stream)?;
        let keys = report
            .phases
            .iter()
            .map(|p| vec![BlockKey::default(); blocks(p)])
            .collect();
        return Ok(SplitReport { report, keys });
    }
    let (root, root_length) = root.expect("splittable");
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| SolveError::Unsupported(format!("a thread pool ({e})")))?;
    let mut game = make_game();
    let original = game.side_to_move();
    let mut out = SplitReport {
        report: Report {
            ignored_options: prep.ignored.clone(),
            ..Report::default()
        },
        keys: Vec::new(),
    };
    let job = Job {
        prep: &prep,
        opts,
        cancel,
        stream: stream.filter(|_| streams(&prep, opts)),
        root,
        root_length,
        part: (k, n),
        threads,
        pruning: Mutex::new(None),
    };
    for &swapped in &prep.sides {
        match job.phase(&pool, &make_game, &mut game, original, swapped) {
            Ok((phase, keys)) => {
                out.report.phases.push(phase);
                out.keys.push(keys);
            }
            Err(Stop) => return Err(SolveError::Interrupted(Box::new(out.report))),
        }
    }
    Ok(out)
}

fn empty_report(prep: &Prepared) -> SplitReport {
    SplitReport {
        report: Report {
            phases: prep
                .sides
                .iter()
                .map(|&s| empty_phase(&prep.stip, s))
                .collect(),
            ignored_options: prep.ignored.clone(),
            king_capturable: Vec::new(),
        },
        keys: prep.sides.iter().map(|_| Vec::new()).collect(),
    }
}

/// One task of a phase.
#[derive(Clone, Copy, Debug)]
enum Task {
    /// Set play and everything not below a first-ply move of the root.
    Rest,
    /// One first-ply move at one length.
    Move {
        length: u32,
        index: usize,
        count: usize,
    },
}

/// What a task gives back.
type Outcome = (R<Phase>, bool);

/// Passes the solutions the tasks of a split solve stream on in task order,
/// which is the order of the sequential solve: a task's lines go straight
/// on while every task before it is done, and wait until then otherwise.
/// At most [`WAITING_LINES`] lines wait: a task that finds more waits for
/// its turn (the first task not done never waits, so the solve goes on).
struct Ordered {
    state: Mutex<OrderState>,
    /// Signalled when the first task not done changes.
    turn: std::sync::Condvar,
}

/// The most lines of a split solve that wait for their turn to be printed
/// (a few megabytes).
const WAITING_LINES: usize = 20_000;

#[derive(Default)]
struct OrderState {
    /// The first task not done: its lines go straight on.
    head: usize,
    /// Lines waiting in all.
    waiting_lines: usize,
    done: Vec<bool>,
    /// The lines of tasks after the head, waiting.
    waiting: Vec<Vec<Streamed>>,
    /// How many lines each task found.
    found: Vec<usize>,
    /// How many lines were passed on in all.
    passed: usize,
}

impl Ordered {
    fn new(tasks: usize) -> Ordered {
        Ordered {
            state: Mutex::new(OrderState {
                done: vec![false; tasks],
                waiting: vec![Vec::new(); tasks],
                found: vec![0; tasks],
                ..OrderState::default()
            }),
            turn: std::sync::Condvar::new(),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, OrderState> {
        // a worker that panicked holding the lock left the lists whole
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A line found before any task started.
    fn before_tasks(&self, sink: LineSink<'_>, line: Streamed) {
        self.lock().passed += 1;
        sink(line);
    }

    /// A line found by task `t`; waits while too many lines wait, until
    /// `t`'s turn or `cancel`.
    fn line(&self, sink: LineSink<'_>, t: usize, line: Streamed, cancel: Option<&AtomicBool>) {
        let mut state = self.lock();
        while t != state.head
            && state.waiting_lines >= WAITING_LINES
            && !cancel.is_some_and(|c| c.load(Ordering::Relaxed))
        {
            state = match self
                .turn
                .wait_timeout(state, std::time::Duration::from_millis(50))
            {
                Ok((state, _)) => state,
                Err(e) => e.into_inner().0,
            };
        }
        state.found[t] += 1;
        if t == state.head {
            state.passed += 1;
            sink(line);
        } else {
            state.waiting_lines += 1;
            state.waiting[t].push(line);
        }
    }

    /// Task `t` is done: the lines of the tasks after it whose turn has
    /// come go on. Returns how many lines task `t` found.
    fn done(&self, sink: LineSink<'_>, t: usize) -> usize {
        let mut state = self.lock();
        state.done[t] = true;
        while state.head < state.done.len() && state.done[state.head] {
            state.head += 1;
            let head = state.head;
            if let Some(lines) = state.waiting.get_mut(head).map(std::mem::take) {
                state.passed += lines.len();
                state.waiting_lines -= lines.len();
                lines.into_iter().for_each(sink);
            }
        }
        self.turn.notify_all();
        state.found[t]
    }

    /// Every line still waiting goes on, in task order (the solve was
    /// interrupted: what was found is shown).
    fn flush(&self, sink: LineSink<'_>) {
        let mut state = self.lock();
        let lines: Vec<Streamed> = state.waiting.iter_mut().flat_map(std::mem::take).collect();
        state.passed += lines.len();
        state.waiting_lines = 0;
        lines.into_iter().for_each(sink);
    }

    /// How many lines were passed on.
    fn passed(&self) -> usize {
        self.lock().passed
    }
}

/// Where a task is, for the workers that may help it.
#[derive(Debug, Default)]
struct TaskState {
    /// A worker is solving it.
    started: AtomicBool,
    /// Its own search is over (its helpers stop).
    done: AtomicBool,
    /// How many helpers it has had.
    helpers: AtomicUsize,
}

/// A task to help, with the helper's number: of the tasks started and not
/// done, one of those with the fewest helpers so far (the first), if it
/// may have another ([`HELPERS`]).
fn task_to_help(tasks: &[Task], states: &[TaskState]) -> Option<(usize, u8)> {
    loop {
        let (t, helpers) = tasks
            .iter()
            .zip(states)
            .enumerate()
            .filter(|(_, (task, state))| {
                matches!(task, Task::Move { .. })
                    && state.started.load(Ordering::Acquire)
                    && !state.done.load(Ordering::Acquire)
            })
            .map(|(t, (_, state))| (t, state.helpers.load(Ordering::Acquire)))
            .min_by_key(|&(_, helpers)| helpers)?;
        if helpers >= HELPERS as usize {
            return None;
        }
        let state = &states[t];
        if state
            .helpers
            .compare_exchange(helpers, helpers + 1, Ordering::AcqRel, Ordering::Acquire)
            .is_ok()
        {
            return Some((t, helpers as u8 + 1));
        }
    }
}

/// The shared data of a split solve.
struct Job<'a> {
    prep: &'a Prepared,
    opts: &'a Options,
    cancel: Option<&'a AtomicBool>,
    /// Where the solutions go as they are found (see [`Ordered`]).
    stream: Option<LineSink<'a>>,
    root: NodeId,
    root_length: Option<u32>,
    part: (u32, u32),
    threads: usize,
    /// The prunings' tables and root guides, built by the first search
    /// that needs them and shared by all ([`super::pruning`]).
    pruning: Mutex<Option<Arc<Pruning>>>,
}

impl Job<'_> {
    /// Runs one search of the phase in `mode`, on `game` with `table`;
    /// `helper` as in [`Filter::helper`], `cancel` (when given) instead of
    /// the solve's flag.
    #[allow(clippy::too_many_arguments)]
    fn search<G: Game>(
        &self,
        game: &mut G,
        table: &mut Table,
        memory: &mut MoveMemory,
        opts: &Options,
        mode: Mode,
        lengths: Option<Arc<LengthsSolved>>,
        original: Colour,
        swapped: bool,
        helper: Option<(u8, &AtomicBool)>,
        stream: Option<LineSink<'_>>,
    ) -> (R<Phase>, Filter) {
        let cancel = match helper {
            Some((_, flag)) => Some(flag),
            None => self.cancel,
        };
        let mut ctx = Ctx::new_sharing(game, opts, cancel, &self.prep.stip, &self.pruning);
        ctx.post_key = self.prep.post_key;
        ctx.stream = stream;
        std::mem::swap(&mut ctx.table, table);
        std::mem::swap(&mut ctx.memory, memory);
        ctx.split = Filter {
            root: Some(self.root),
            mode,
            lengths,
            helper: helper.map_or(0, |(h, _)| h),
            ..Filter::default()
        };
        let result = self.prep.run_phase(&mut ctx, swapped, original);
        std::mem::swap(&mut ctx.table, table);
        std::mem::swap(&mut ctx.memory, memory);
        (result, std::mem::take(&mut ctx.split))
    }

    /// The phase solved sequentially (when it cannot be split); the first
    /// `passed` solutions were passed on to the stream already (by a split
    /// search given up) and are not passed on again.
    fn sequential<G: Game>(
        &self,
        game: &mut G,
        original: Colour,
        swapped: bool,
        passed: usize,
    ) -> R<(Phase, Vec<BlockKey>)> {
        if self.part.0 != 1 {
            return Ok((empty_phase(&self.prep.stip, swapped), Vec::new()));
        }
        let mut table = Table::new(self.opts.table_entries);
        let to_skip = AtomicUsize::new(passed);
        let skipping = |line: Streamed| {
            let skip =
                to_skip.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |n| n.checked_sub(1));
            if skip.is_err() {
                if let Some(sink) = self.stream {
                    sink(line);
                }
            }
        };
        let (phase, _) = self.search(
            game,
            &mut table,
            &mut MoveMemory::default(),
            self.opts,
            Mode::Off,
            None,
            original,
            swapped,
            None,
            self.stream.map(|_| &skipping as LineSink<'_>),
        );
        let phase = phase?;
        let keys = vec![BlockKey::default(); blocks(&phase)];
        Ok((phase, keys))
    }

    fn phase<G: Game, F: Fn() -> G + Sync>(
        &self,
        pool: &rayon::ThreadPool,
        make_game: &F,
        game: &mut G,
        original: Colour,
        swapped: bool,
    ) -> R<(Phase, Vec<BlockKey>)> {
        if swapped {
            // The colour-swapped phase of Duplex searched far more nodes
            // split than whole (h=6 duplex: 20-36 s per first-move task
            // against 0.7 s for the phase); until that is understood it is
            // solved sequentially.
            return self.sequential(game, original, swapped, 0);
        }
        let task_opts = Options {
            set_play: false,
            table_entries: 0,
            ..self.opts.clone()
        };
        // on a worker of the pool: the guides of intelligent mode the probe
        // builds for the diagram share their enumeration out among the
        // pool's threads
        let (probe, filter) = pool.install(|| {
            let mut game = make_game();
            self.search(
                &mut game,
                &mut Table::new(0),
                &mut MoveMemory::default(),
                &task_opts,
                Mode::Probe,
                None,
                original,
                swapped,
                None,
                None,
            )
        });
        let mut probe = probe?;
        let grid = filter.grid;
        let mut lengths: Vec<u32> = grid.iter().map(|&(l, _)| l).collect();
        lengths.sort_unstable();
        lengths.dedup();
        if grid.is_empty() || lengths.len() != grid.len() {
            return self.sequential(game, original, swapped, 0);
        }
        let (k, n) = self.part;
        let mut tasks = Vec::new();
        let first_part = k == 1;
        if first_part && self.opts.set_play {
            tasks.push(Task::Rest);
        }
        for &(length, count) in &grid {
            for index in 0..count {
                if index % n as usize == (k - 1) as usize {
                    tasks.push(Task::Move {
                        length,
                        index,
                        count,
                    });
                }
            }
        }
        // only a solve of the whole sees every task of a length
        let lengths = (n == 1).then(|| Arc::new(LengthsSolved::new(&tasks)));
        let results: Vec<Mutex<Option<Outcome>>> = tasks.iter().map(|_| Mutex::new(None)).collect();
        let next = AtomicUsize::new(0);
        let failed = AtomicBool::new(false);
        let rest_opts = Options {
            table_entries: 0,
            ..self.opts.clone()
        };
        // One table shared by the workers: the answers are exact, and help
        // play transposes a lot between first moves.
        let shared = Table::shared(self.opts.table_entries);
        let states: Vec<TaskState> = tasks.iter().map(|_| TaskState::default()).collect();
        let ordered = Ordered::new(tasks.len());
        if let (Some(sink), Body::Lines { solutions, .. }) = (self.stream, &mut probe.body) {
            // lines found above the first ply come first
            for line in solutions.drain(..) {
                ordered.before_tasks(sink, Streamed::Line(line));
            }
        }
        pool.scope(|s| {
            // every task may have its helpers
            let workers = tasks.len().saturating_mul(1 + HELPERS as usize);
            for _ in 0..self.threads.min(workers) {
                s.spawn(|_| {
                    let mut game = make_game();
                    let original = game.side_to_move();
                    let mut table = shared.handle();
                    // carried from task to task, as the sequential search
                    // carries it from first move to first move
                    let mut memory = MoveMemory::default();
                    loop {
                        if failed.load(Ordering::Relaxed) {
                            break;
                        }
                        let t = next.fetch_add(1, Ordering::Relaxed);
                        if t >= tasks.len() {
                            // no task left to start: help one still running
                            let Some((t, helper)) = task_to_help(&tasks, &states) else {
                                break;
                            };
                            let Task::Move {
                                length,
                                index,
                                count,
                            } = tasks[t]
                            else {
                                continue;
                            };
                            // what a helper finds reaches the task through
                            // the shared table only
                            let _ = self.search(
                                &mut game,
                                &mut table,
                                &mut memory,
                                &task_opts,
                                Mode::Task {
                                    length,
                                    index,
                                    count,
                                },
                                lengths.clone(),
                                original,
                                swapped,
                                Some((helper, &states[t].done)),
                                None,
                            );
                            continue;
                        }
                        states[t].started.store(true, Ordering::Release);
                        let (opts, mode) = match tasks[t] {
                            Task::Rest => (&rest_opts, Mode::Probe),
                            Task::Move {
                                length,
                                index,
                                count,
                            } => (
                                &task_opts,
                                Mode::Task {
                                    length,
                                    index,
                                    count,
                                },
                            ),
                        };
                        let to_order = |line: Streamed| {
                            if let Some(sink) = self.stream {
                                ordered.line(sink, t, line, self.cancel);
                            }
                        };
                        let (phase, filter) = self.search(
                            &mut game,
                            &mut table,
                            &mut memory,
                            opts,
                            mode,
                            lengths.clone(),
                            original,
                            swapped,
                            None,
                            self.stream.map(|_| &to_order as LineSink<'_>),
                        );
                        states[t].done.store(true, Ordering::Release);
                        let streamed = self.stream.map_or(0, |sink| ordered.done(sink, t));
                        if phase.is_err() || filter.violated {
                            failed.store(true, Ordering::Relaxed);
                        } else if let (Task::Move { length, .. }, Some(l), Ok(p)) =
                            (tasks[t], &lengths, &phase)
                        {
                            l.finished(length, blocks(p) + streamed > 0);
                        }
                        if let Ok(mut slot) = results[t].lock() {
                            *slot = Some((phase, filter.violated));
                        }
                    }
                });
            }
        });
        let mut outcomes = Vec::with_capacity(tasks.len());
        for slot in results {
            match slot.into_inner().ok().flatten() {
                Some((Ok(phase), false)) => outcomes.push(phase),
                Some((Err(Stop), _)) => {
                    if let Some(sink) = self.stream {
                        ordered.flush(sink);
                    }
                    return Err(Stop);
                }
                // A task saw a different first ply than the probe, or did not
                // run because another failed: solve the phase sequentially.
                _ => {
                    if let Some(c) = self.cancel {
                        if c.load(Ordering::Relaxed) {
                            if let Some(sink) = self.stream {
                                ordered.flush(sink);
                            }
                            return Err(Stop);
                        }
                    }
                    return self.sequential(game, original, swapped, ordered.passed());
                }
            }
        }
        self.merge(probe, &tasks, outcomes)
    }

    /// The phase from the tasks' phases, in task order.
    fn merge(
        &self,
        probe: Phase,
        tasks: &[Task],
        outcomes: Vec<Phase>,
    ) -> R<(Phase, Vec<BlockKey>)> {
        let mut base = probe;
        let mut keys = Vec::new();
        for (task, phase) in tasks.iter().zip(outcomes) {
            let (length, index) = match *task {
                Task::Rest => {
                    base = phase;
                    continue;
                }
                Task::Move { length, index, .. } => (length, index as u32),
            };
            let key = BlockKey { length, index };
            match (&mut base.body, phase.body) {
                (Body::Battle(b), Body::Battle(t)) => {
                    keys.extend(t.moves.iter().map(|_| key));
                    b.moves.extend(t.moves);
                }
                (Body::Lines { solutions, .. }, Body::Lines { solutions: t, .. }) => {
                    keys.extend(t.iter().map(|_| key));
                    solutions.extend(t);
                }
                _ => {}
            }
        }
        base.partial = false;
        if self.opts.stop_on_short_solutions {
            // Only the shortest length with solutions is kept; shorter than
            // the full length, the solution is partial.
            if let (Some(first), Some(full)) = (keys.first().map(|k| k.length), self.root_length) {
                if first < full {
                    let keep = keys.iter().take_while(|k| k.length == first).count();
                    keys.truncate(keep);
                    if let Body::Lines { solutions, .. } = &mut base.body {
                        solutions.truncate(keep);
                    }
                    base.partial = true;
                }
            }
        }
        Ok((base, keys))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_visit_order_visits_each_move_once() {
        for len in 0..12 {
            for helper in 0..=HELPERS {
                let mut seen: Vec<usize> = VisitOrder::new(len, helper).collect();
                seen.sort_unstable();
                assert_eq!(
                    seen,
                    (0..len).collect::<Vec<_>>(),
                    "len {len} helper {helper}"
                );
            }
        }
    }

    #[test]
    fn the_task_searches_in_generation_order_and_its_helpers_from_elsewhere() {
        let order = |helper| VisitOrder::new(5, helper).collect::<Vec<_>>();
        assert_eq!(order(0), [0, 1, 2, 3, 4]);
        assert_eq!(order(1), [4, 3, 2, 1, 0]);
        assert_eq!(order(2), [2, 3, 4, 0, 1]);
        assert_eq!(order(3), [1, 0, 4, 3, 2]);
    }

    #[test]
    fn helpers_go_to_running_tasks_with_the_fewest_helpers() {
        let task = |index| Task::Move {
            length: 2,
            index,
            count: 3,
        };
        let tasks = [Task::Rest, task(0), task(1), task(2)];
        let states: Vec<TaskState> = tasks.iter().map(|_| TaskState::default()).collect();
        // nothing started: nothing to help
        assert_eq!(task_to_help(&tasks, &states), None);
        // the set play is not helped; done tasks are not
        states[0].started.store(true, Ordering::Release);
        states[1].started.store(true, Ordering::Release);
        states[1].done.store(true, Ordering::Release);
        assert_eq!(task_to_help(&tasks, &states), None);
        states[2].started.store(true, Ordering::Release);
        states[3].started.store(true, Ordering::Release);
        assert_eq!(task_to_help(&tasks, &states), Some((2, 1)));
        assert_eq!(task_to_help(&tasks, &states), Some((3, 1)));
        assert_eq!(task_to_help(&tasks, &states), Some((2, 2)));
        assert_eq!(task_to_help(&tasks, &states), Some((3, 2)));
        assert_eq!(task_to_help(&tasks, &states), Some((2, 3)));
        assert_eq!(task_to_help(&tasks, &states), Some((3, 3)));
        assert_eq!(task_to_help(&tasks, &states), None);
    }
}
