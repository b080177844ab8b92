//! The solvers: plain recursive searches over the stipulation tree, with an
//! explicit context (no global state), a bounded transposition table and
//! cancellation.
//!
//! The modules, by concept:
//! * `context`: the solving context of one search (options, state, the
//!   moves played, the transposition table, intelligent mode's guide);
//! * `search`: the boolean search of each kind of play (battle, help,
//!   series);
//! * `battle`: the report of battle play (keys, tries, threats, variations);
//! * `lines`: the lines of help and series play, kept or streamed;
//! * `numbering`: how the moves of a line are numbered;
//! * `progress`: option MoveNumbers' progress lines;
//! * [`parallel`]: multi-core and partial solving.

use crate::game::Game;
use crate::model::{Aim, Node, SeriesKind, Stipulation, Style};
use crate::options::Options;
use crate::tree::{Phase, Report};
use context::Ctx;
use nightrider_board::Colour;
use std::sync::atomic::AtomicBool;
use thiserror::Error;

pub(crate) use context::MoveMemory;
pub use lines::LineSink;

mod battle;
mod context;
mod defence_order;
mod lines;
mod numbering;
pub mod parallel;
mod progress;
mod pruning;
mod search;
mod steps;
mod unique;

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

/// [`solve`], passing the solutions of help and series play and the keys
/// and tries of battle play to `stream` as they are found instead of
/// keeping them in the report, where the order they are found in is
/// final: one phase without set play, post-key play, MaxSolutions,
/// `Intelligent n` or StopOnShortSolutions. Battle play is passed on
/// step by step ([`BattleStep`](crate::BattleStep)), each move as soon
/// as it is known to be shown, so that the tree of a key is never held
/// whole.
pub fn solve_streaming<G: Game>(
    game: &mut G,
    stip: &Stipulation,
    opts: &Options,
    cancel: Option<&AtomicBool>,
    stream: Option<LineSink<'_>>,
) -> Result<Report, SolveError> {
    let prep = prepare(stip, opts)?;
    check_target(stip, game)?;
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
/// found: one phase without set play (printed before the solutions) or
/// post-key play, whose solutions are neither chosen nor reordered after
/// the search (MaxSolutions, `Intelligent n` and StopOnShortSolutions
/// choose them).
pub(crate) fn streams(prep: &Prepared, opts: &Options) -> bool {
    prep.sides.len() == 1
        && !prep.post_key
        && !opts.set_play
        && opts.max_solutions.is_none()
        && opts.lines_per_picture.is_none()
        && !opts.stop_on_short_solutions
}

/// A stipulation made ready for solving: the options that transform it
/// applied, the notes on ignored options collected, the phases listed.
pub(crate) struct Prepared {
    /// The stipulation as solved, its branch nodes numbered.
    pub(crate) stip: Stipulation,
    /// Options ignored as not applicable.
    pub(crate) ignored: Vec<&'static str>,
    /// The root is the position after the key (PostKeyPlay).
    pub(crate) post_key: bool,
    /// The phases: whether the colours are swapped (Duplex, HalfDuplex).
    pub(crate) sides: Vec<bool>,
}

/// A proof-game goal (`dia`, `a=>b`) is solved only on a game that has
/// its target ([`Game::target`]), Jacobi's counted checks (`++`) only on
/// one that counts them ([`Game::checking_units`]).
pub(crate) fn check_target<G: Game>(stip: &Stipulation, game: &mut G) -> Result<(), SolveError> {
    let goals = stip.goals();
    if let Some(g) = goals.iter().find(|g| matches!(g, crate::Goal::Checks(_))) {
        if let Err(rules) = game.checking_units() {
            return Err(SolveError::Unsupported(format!(
                "goal {g} (counted checks) under {rules}"
            )));
        }
    }
    let proof = goals
        .into_iter()
        .find(|g| matches!(g, crate::Goal::ProofGame | crate::Goal::AToB));
    match proof {
        Some(g) if game.target().is_none() => Err(SolveError::Unsupported(format!(
            "goal {g} without a target position"
        ))),
        _ => Ok(()),
    }
}

/// StartMoveNumber/UpToMoveNumber with a path of `depth` numbers: refused
/// unless every level numbered is a move of help or series play before
/// its last move (Popeye numbers only the moves that may reach the goal
/// at the last move, and finds battle play incompatible with a path).
fn numbered_levels_supported(
    stip: &Stipulation,
    opts: &Options,
    depth: usize,
) -> Result<(), SolveError> {
    let refuse = |what: &str| {
        Err(SolveError::Unsupported(format!(
            "StartMoveNumber or UpToMoveNumber with a move number path {what}"
        )))
    };
    if opts.set_play || opts.duplex || opts.half_duplex || opts.null_moves {
        return refuse("beside SetPlay, Duplex, HalfDuplex or NullMoves");
    }
    let (length, end) = match &stip.root {
        Node::Help(h) => (h.length, &h.end),
        Node::Series(s) if s.parry.is_none() => (s.length, &s.end),
        _ => return refuse("outside help and series play"),
    };
    let levels = usize::try_from(length).unwrap_or(usize::MAX);
    let last_numbered = matches!(end, Node::Goal(_)) && depth >= levels;
    if depth > levels || last_numbered {
        return refuse("reaching the last move of the play");
    }
    Ok(())
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
    if let Some(range) = opts.move_numbers.as_ref().filter(|r| r.depth() > 1) {
        numbered_levels_supported(&stip, opts, range.depth())?;
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
    stip.root.number_from(0);
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
    let mut stip = stip.clone();
    stip.root.number_from(0);
    let stip = &stip;
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
