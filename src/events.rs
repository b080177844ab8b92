//! Solving with a stream of events: each solution as it is found, each
//! twin started and finished, progress at intervals and the final summary
//! ([`solve_events`]).

use crate::game::Nodes;
use crate::problem::{Problem, Twin};
use crate::{solve_twins, ProblemSolveError, SolveOptions};
use nightrider_stipulation::{Report, Streamed};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How often [`solve_events`] reports progress when
/// [`SolveOptions::progress_interval`] is not set.
pub const DEFAULT_PROGRESS_INTERVAL: Duration = Duration::from_secs(1);

/// What a solve has done so far: the moves played (the nodes of the
/// search) and the time taken.
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub struct SolveProgress {
    /// Moves played by the search so far, over all threads (each thread
    /// adds its moves in batches of a few thousand).
    pub nodes: u64,
    /// Time since the solve started.
    pub elapsed: Duration,
}

impl SolveProgress {
    /// Positions (moves played) per second since the solve started.
    pub fn positions_per_second(&self) -> f64 {
        let seconds = self.elapsed.as_secs_f64();
        if seconds > 0.0 {
            self.nodes as f64 / seconds
        } else {
            0.0
        }
    }
}

/// Something a solve reports as it goes (see [`solve_events`]).
#[derive(Debug)]
#[non_exhaustive]
pub enum Event<'a> {
    /// Solving of twin `index` (of [`Problem::twins`]) starts.
    TwinStarted {
        /// The index of the twin.
        index: usize,
        /// The twin.
        twin: &'a Twin,
    },
    /// A solution of help or series play, a step of battle play's keys
    /// and tries, or a progress line of option MoveNumbers, of twin
    /// `twin`, as soon as it is known (print it with
    /// [`render::streamed_lines`](crate::render::streamed_lines)).
    Found {
        /// The index of the twin.
        twin: usize,
        /// What was found.
        item: &'a Streamed,
    },
    /// The progress of the solve, every
    /// [`SolveOptions::progress_interval`].
    Progress(SolveProgress),
    /// Twin `index` is solved. Its report holds what was not passed on as
    /// [`Event::Found`] (set play, threats, variations of a key printed
    /// with the key are in the `Found` steps; what Popeye prints after the
    /// solutions is here: print it with
    /// [`render::twin_lines`](crate::render::twin_lines)).
    TwinFinished {
        /// The index of the twin.
        index: usize,
        /// The twin.
        twin: &'a Twin,
        /// Its report.
        report: &'a Report,
    },
    /// The solve is over (also after an error): the last progress.
    Finished(SolveProgress),
}

/// Solves every twin of `problem` in order, as [`solve`](crate::solve),
/// passing what happens to `on_event` as it happens: each twin started,
/// each solution as it is found ([`Event::Found`], from the thread that
/// found it, before the solve ends), progress every
/// [`SolveOptions::progress_interval`] (from a thread of its own), each
/// twin finished and at last [`Event::Finished`]. Events do not overlap:
/// `on_event` is called by one thread at a time.
///
/// Cancellation and time limits are those of [`solve`](crate::solve):
/// raise [`SolveOptions::cancel`] (from `on_event` too) or set
/// [`SolveOptions::max_time`].
///
/// ```
/// use nightrider::{problem::Problem, solve_events, Event, SolveOptions};
///
/// let problems = Problem::parse("begin stipulation h#2 pieces white kc6 qd1 black ka8 rb8 end")
///     .unwrap();
/// let mut solutions = Vec::new();
/// let summary = solve_events(&problems[0], &SolveOptions::default(), |event| {
///     if let Event::Found { item, .. } = event {
///         solutions.extend(nightrider::render::streamed_lines(problems[0].language, item));
///     }
/// })
/// .unwrap();
/// assert!(!solutions.is_empty());
/// assert!(summary.nodes > 0);
/// ```
///
/// # Errors
/// As [`solve`](crate::solve).
pub fn solve_events<F>(
    problem: &Problem,
    options: &SolveOptions,
    on_event: F,
) -> Result<SolveProgress, ProblemSolveError>
where
    F: FnMut(Event<'_>) + Send,
{
    let start = Instant::now();
    let nodes = Nodes::new();
    let progress = |nodes: &Nodes| SolveProgress {
        nodes: nodes.get(),
        elapsed: start.elapsed(),
    };
    let on_event = Mutex::new(on_event);
    let emit = |event: Event<'_>| {
        let mut f = on_event.lock().unwrap_or_else(|e| e.into_inner());
        (*f)(event)
    };
    let interval = options
        .progress_interval
        .unwrap_or(DEFAULT_PROGRESS_INTERVAL);
    let result = std::thread::scope(|scope| {
        let (stop, stopped) = mpsc::channel::<()>();
        scope.spawn(|| {
            let stopped = stopped;
            while stopped.recv_timeout(interval) == Err(RecvTimeoutError::Timeout) {
                emit(Event::Progress(progress(&nodes)));
            }
        });
        let found = |twin: usize, item: &Streamed| emit(Event::Found { twin, item });
        let result = solve_twins(
            problem,
            options,
            Some(&found),
            Some(&nodes),
            |index, twin| emit(Event::TwinStarted { index, twin }),
            |index, twin, split| {
                emit(Event::TwinFinished {
                    index,
                    twin,
                    report: &split.report,
                })
            },
        );
        drop(stop);
        result
    });
    let last = progress(&nodes);
    emit(Event::Finished(last));
    result.map(|()| last)
}
