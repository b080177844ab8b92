//! `--format json`: problems and their solutions as JSON documents, with
//! solutions as trees of moves, each move written as in Popeye's output
//! in the problem's language (`docs/json.md` documents the schema).
//!
//! The documents are serde data types: build them with [`problem`],
//! [`input_error`], [`twin`], [`twin_refused`] and [`retractor_twin`],
//! and write them with `serde_json` ([`ProblemDoc::to_json`]). The fields
//! of every object are declared, and so written, in alphabetical order.
//! For the solver's own report (squares, pieces, moves as data) serialize
//! [`nightrider_stipulation::Report`] itself (feature `serde`).

use crate::problem::{Problem, Twin};
use crate::render::move_text;
use crate::retro_play::RetractorReport;
use nightrider_board::Colour;
use nightrider_notation::popeye::InputLanguage;
use nightrider_retro::retractor::{self as engine, Step, Then};
use nightrider_stipulation::{Attack, Body, Defence, DefenceTree, Line, Mark, Report};
use serde::{Deserialize, Serialize};

/// One problem of an input, solved (or not: [`ProblemDoc::error`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ProblemDoc {
    /// Why solving stopped before the last twin, if it did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// The input file's name (`<stdin>` for standard input).
    pub file: String,
    /// The problem's meta data.
    pub meta: Meta,
    /// The problem's number in its input, from 1.
    pub problem: usize,
    /// The wall-clock time of the solve, in seconds.
    pub seconds: f64,
    /// The twins, in order (one when the problem has no twins).
    pub twins: Vec<TwinDoc>,
}

impl ProblemDoc {
    /// The document as one line of JSON.
    pub fn to_json(&self) -> String {
        to_json(self)
    }
}

/// A problem of an input that could not be read or set up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InputErrorDoc {
    /// The column of the error in the input, from 1.
    pub column: usize,
    /// What is wrong.
    pub error: String,
    /// The input file's name (`<stdin>` for standard input).
    pub file: String,
    /// The line of the error in the input, from 1.
    pub line: usize,
    /// The problem's number in its input, from 1.
    pub problem: usize,
}

impl InputErrorDoc {
    /// The document as one line of JSON.
    pub fn to_json(&self) -> String {
        to_json(self)
    }
}

fn to_json(doc: &impl Serialize) -> String {
    // a document of strings, numbers and lists has no map with non-string
    // keys, so serializing cannot fail
    serde_json::to_string(doc).expect("JSON documents serialize")
}

/// The problem's meta data: each `author`, `origin`, `award`, `title` and
/// `remark` line of the input, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Meta {
    /// `author` lines.
    pub authors: Vec<String>,
    /// `award` lines.
    pub awards: Vec<String>,
    /// `origin` lines.
    pub origins: Vec<String>,
    /// `remark` lines.
    pub remarks: Vec<String>,
    /// `title` lines.
    pub titles: Vec<String>,
}

/// One twin: solved, refused, or a retractor's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum TwinDoc {
    /// A twin solved by the stipulation engine.
    Solved(SolvedTwin),
    /// A retractor twin (`stipulation -2&#1`).
    Retractor(RetractorTwin),
    /// A twin that was not solved.
    Refused(RefusedTwin),
}

/// A twin solved by the stipulation engine.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SolvedTwin {
    /// The twin's changes to the diagram (`""` for the diagram itself).
    pub description: String,
    /// The twin's position in FEN (Fairy-FEN for fairy pieces).
    pub fen: String,
    /// Options the solve ignored (`"SetPlay"`, …), as Popeye notes them.
    pub ignored_options: Vec<String>,
    /// Phases left unsolved because their side to play could capture the
    /// opposing king.
    pub king_capturable_phases: Vec<KingCapturable>,
    /// Remarks written after the twin's command (absent when none were).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub remarks: Vec<String>,
    /// The twin's label (`a)`, `b)`, …; `""` without twins).
    pub label: String,
    /// The solution of each phase (two with Duplex).
    pub phases: Vec<PhaseDoc>,
    /// The stipulation as given.
    pub stipulation: String,
    /// What of the twin's input was ignored (absent when nothing was).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<String>,
}

/// A twin that was not solved, with the reason.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RefusedTwin {
    /// The twin's changes to the diagram.
    pub description: String,
    /// Why it was not solved.
    pub error: String,
    /// The twin's position in FEN.
    pub fen: String,
    /// Remarks written after the twin's command (absent when none were).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub remarks: Vec<String>,
    /// The twin's label.
    pub label: String,
    /// The stipulation as given.
    pub stipulation: String,
    /// What of the twin's input was ignored (absent when nothing was).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<String>,
}

/// A phase left unsolved because its side to play could capture the
/// opposing king.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KingCapturable {
    /// Whether it is the duplex half (colours swapped).
    pub swapped_colours: bool,
}

/// The solution of one phase.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PhaseDoc {
    /// Whether solving stopped early (MaxSolutions, StopOnShortSolutions).
    pub partial: bool,
    /// What was found.
    pub play: Play,
    /// Whether the roles of the colours are swapped (the duplex half).
    pub swapped_colours: bool,
}

/// The play of a phase.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Play {
    /// Direct, self and reflex play: trees of moves.
    Battle {
        /// Keys, tries and forced failures, in generation order.
        moves: Vec<AttackDoc>,
        /// Post-key play (option PostKeyPlay).
        post_key_play: Option<TreeDoc>,
        /// Set play.
        set_play: Option<TreeDoc>,
    },
    /// Help and series play: lines of moves.
    Lines {
        /// Set play lines.
        set_play: Vec<LineDoc>,
        /// The solutions.
        solutions: Vec<LineDoc>,
    },
}

/// How an attacking move is marked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MarkDoc {
    /// A continuation or threat inside the tree.
    Continuation,
    /// A key (Popeye's ` !`).
    Key,
    /// A try (Popeye's ` ?`).
    Try,
    /// A move forced by a reflex obligation (Popeye's ` ?!?`).
    ForcedFailure,
}

/// An attacking move with what follows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttackDoc {
    /// The defender's play after it.
    pub after: TreeDoc,
    /// Key, try, …
    pub mark: MarkDoc,
    /// The move as Popeye writes it (`Qg2-b2 #`).
    #[serde(rename = "move")]
    pub mv: String,
    /// The defences refuting a try.
    pub refutations: Vec<DefenceDoc>,
}

/// The defender's play after an attacking move (or set and post-key play).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TreeDoc {
    /// The threats, or `null` when none is shown.
    pub threats: Option<Vec<AttackDoc>>,
    /// The variations.
    pub variations: Vec<DefenceDoc>,
    /// Whether the defender is in zugzwang (threats shown and empty).
    pub zugzwang: bool,
}

/// A defending move with the attacker's answers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DefenceDoc {
    /// The attacker's shortest answers.
    pub answers: Vec<AttackDoc>,
    /// The move as Popeye writes it.
    #[serde(rename = "move")]
    pub mv: String,
    /// Whether the defence refutes.
    pub refutes: bool,
}

/// A solution of help or series play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LineDoc {
    /// The last move was forced by a reflex obligation (Popeye's ` ?!?`).
    pub forced_failure: bool,
    /// The moves as Popeye writes them, without move numbers.
    pub moves: Vec<String>,
}

/// A retractor twin: the retraction tree.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RetractorTwin {
    /// The twin's changes to the diagram.
    pub description: String,
    /// The twin's position in FEN.
    pub fen: String,
    /// The key retractions (groups of consecutive retractions of one side).
    pub keys: Vec<Vec<StepDoc>>,
    /// Remarks written after the twin's command (absent when none were).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub remarks: Vec<String>,
    /// The twin's label.
    pub label: String,
    /// The lines Popeye's format prints (retractions and forward play).
    pub lines: Vec<String>,
    /// The kind of retractor (`"Proca"`, `"help"`, …).
    pub retractor: Option<String>,
    /// The stipulation as given.
    pub stipulation: String,
}

/// A retraction and what follows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StepDoc {
    /// The side that retracts.
    pub colour: Colour,
    /// The retraction in retro notation (`Kd5xRe4`).
    pub retraction: String,
    /// What follows.
    pub then: ThenDoc,
}

/// What follows a retraction.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum ThenDoc {
    /// The string `"forward"`: the forward play.
    Forward(Forward),
    /// The next retraction of the same side.
    Next(Box<StepDoc>),
    /// The opponent's defending retractions.
    Defences(Vec<RetroDefenceDoc>),
}

/// The marker of forward play after a retraction, written `"forward"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Forward {
    /// `"forward"`.
    Forward,
}

/// A defending retraction with the answering retractions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RetroDefenceDoc {
    /// The answers, each a group of consecutive retractions.
    pub answers: Vec<Vec<StepDoc>>,
    /// The side that retracts.
    pub colour: Colour,
    /// The retraction in retro notation.
    pub retraction: String,
}

/// The problem's document: its meta data and its `twins`, solved in
/// `seconds`.
pub fn problem(
    file: &str,
    number: usize,
    problem: &Problem,
    twins: Vec<TwinDoc>,
    seconds: f64,
) -> ProblemDoc {
    ProblemDoc {
        error: None,
        file: file.to_string(),
        meta: meta(problem),
        problem: number,
        seconds,
        twins,
    }
}

/// The document of problem `number` of `file`, which could not be read or
/// set up because of `error` at `line` and `column`.
pub fn input_error(
    file: &str,
    number: usize,
    error: String,
    line: usize,
    column: usize,
) -> InputErrorDoc {
    InputErrorDoc {
        column,
        error,
        file: file.to_string(),
        line,
        problem: number,
    }
}

/// The problem's meta data.
pub fn meta(problem: &Problem) -> Meta {
    let m = &problem.meta;
    Meta {
        authors: m.authors.clone(),
        awards: m.awards.clone(),
        origins: m.origins.clone(),
        remarks: m.remarks.clone(),
        titles: m.titles.clone(),
    }
}

/// One twin with its solutions.
pub fn twin(problem: &Problem, twin: &Twin, report: &Report) -> TwinDoc {
    let lang = problem.language;
    let phases = report
        .phases
        .iter()
        .map(|phase| PhaseDoc {
            partial: phase.partial,
            play: match &phase.body {
                Body::Battle(b) => Play::Battle {
                    moves: b.moves.iter().map(|a| attack(lang, a)).collect(),
                    post_key_play: b.post_key.as_ref().map(|t| tree(lang, t)),
                    set_play: b.set_play.as_ref().map(|t| tree(lang, t)),
                },
                Body::Lines {
                    set_play,
                    solutions,
                } => Play::Lines {
                    set_play: set_play.iter().map(|l| line(lang, l)).collect(),
                    solutions: solutions.iter().map(|l| line(lang, l)).collect(),
                },
            },
            swapped_colours: phase.swapped,
        })
        .collect();
    TwinDoc::Solved(SolvedTwin {
        description: twin.description.clone(),
        fen: fen(twin),
        ignored_options: report.ignored_options.iter().map(|&o| o.into()).collect(),
        king_capturable_phases: report
            .king_capturable
            .iter()
            .map(|&swapped_colours| KingCapturable { swapped_colours })
            .collect(),
        remarks: twin.remarks.clone(),
        label: twin.label.clone(),
        phases,
        stipulation: twin.stipulation_text.clone(),
        warnings: warnings(twin),
    })
}

/// A twin that is not solved, with the reason (the side to play can
/// capture the king).
pub fn twin_refused(twin: &Twin, error: &str) -> TwinDoc {
    TwinDoc::Refused(RefusedTwin {
        description: twin.description.clone(),
        error: error.to_string(),
        fen: fen(twin),
        remarks: twin.remarks.clone(),
        label: twin.label.clone(),
        stipulation: twin.stipulation_text.clone(),
        warnings: warnings(twin),
    })
}

/// A retractor twin: the retraction tree (each retraction in retro
/// notation, `"forward"` where the forward play follows) and the lines of
/// Popeye's format.
pub fn retractor_twin(twin: &Twin, report: &RetractorReport) -> TwinDoc {
    TwinDoc::Retractor(RetractorTwin {
        description: twin.description.clone(),
        fen: fen(twin),
        keys: report
            .solution
            .keys
            .iter()
            .map(|g| g.iter().map(step).collect())
            .collect(),
        remarks: twin.remarks.clone(),
        label: twin.label.clone(),
        lines: report.lines.clone(),
        retractor: twin.retractor.map(|r| r.kind.name().to_string()),
        stipulation: twin.stipulation_text.clone(),
    })
}

fn fen(twin: &Twin) -> String {
    nightrider_notation::fen::board_to_fen(twin.position.board())
}

/// The twin's warnings: what Popeye drops of its conditions (in English)
/// and of its twin operations.
fn warnings(twin: &Twin) -> Vec<String> {
    let notes = twin.conditions.notes.iter();
    notes
        .map(|n| n.text(InputLanguage::English).to_string())
        .chain(twin.warnings.iter().map(|w| w.message.clone()))
        .collect()
}

fn attack(lang: InputLanguage, a: &Attack) -> AttackDoc {
    AttackDoc {
        after: tree(lang, &a.after),
        mark: match a.mark {
            Mark::Key => MarkDoc::Key,
            Mark::Try => MarkDoc::Try,
            Mark::ForcedFailure => MarkDoc::ForcedFailure,
            Mark::None => MarkDoc::Continuation,
        },
        mv: move_text(lang, &a.info),
        refutations: a.refutations.iter().map(|d| defence(lang, d)).collect(),
    }
}

fn tree(lang: InputLanguage, t: &DefenceTree) -> TreeDoc {
    TreeDoc {
        threats: t
            .threats
            .as_ref()
            .map(|v| v.iter().map(|a| attack(lang, a)).collect()),
        variations: t.variations.iter().map(|d| defence(lang, d)).collect(),
        zugzwang: t.threats.as_ref().is_some_and(|v| v.is_empty()),
    }
}

fn defence(lang: InputLanguage, d: &Defence) -> DefenceDoc {
    DefenceDoc {
        answers: d.answers.iter().map(|a| attack(lang, a)).collect(),
        mv: move_text(lang, &d.info),
        refutes: d.refutes,
    }
}

fn line(lang: InputLanguage, l: &Line) -> LineDoc {
    LineDoc {
        forced_failure: l.forced_failure,
        moves: l.moves.iter().map(|m| move_text(lang, &m.info)).collect(),
    }
}

fn step(s: &Step) -> StepDoc {
    StepDoc {
        colour: s.retraction.colour(),
        retraction: engine::retraction_text(&s.retraction),
        then: match &s.then {
            Then::Forward => ThenDoc::Forward(Forward::Forward),
            Then::Next(n) => ThenDoc::Next(Box::new(step(n))),
            Then::Defences(ds) => ThenDoc::Defences(
                ds.iter()
                    .map(|d| RetroDefenceDoc {
                        answers: d
                            .answers
                            .iter()
                            .map(|g| g.iter().map(step).collect())
                            .collect(),
                        colour: d.retraction.colour(),
                        retraction: engine::retraction_text(&d.retraction),
                    })
                    .collect(),
            ),
        },
    }
}
