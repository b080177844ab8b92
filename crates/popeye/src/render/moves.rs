//! The moves of printed solutions: where each move stands in the lines
//! and the moves that lead to it from the twin's position, so that a
//! program showing the output can show the position after any move
//! (play-through).

use super::{empty_set_play_line, Printer};
use crate::problem::{Problem, Twin};
use nightrider_notation::popeye::InputLanguage;
use nightrider_stipulation::{MoveInfo, Report, Streamed};

/// A move as printed in a solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrintedMove {
    /// The index of its line among the lines printed.
    pub line: usize,
    /// Where its text starts in the line, in characters.
    pub column: usize,
    /// Its text ([`super::move_text`]).
    pub text: String,
    /// The moves from the twin's position up to this move and with it, in
    /// the order played. A null move stands for a side that passes (the
    /// attacker before set play, the defender before a threat); play each
    /// other move for its [`MoveInfo::mover`].
    pub path: Vec<MoveInfo>,
}

/// What a printer records of the moves it prints.
#[derive(Debug, Default)]
pub(super) struct Recorder {
    /// The moves the next move printed follows.
    pub(super) path: Vec<MoveInfo>,
    /// The moves printed so far.
    moves: Vec<PrintedMove>,
}

impl Recorder {
    /// `info` is printed on line `line` from `column` (a null move is not
    /// a move to show).
    pub(super) fn printed(
        &mut self,
        line: usize,
        column: usize,
        lang: InputLanguage,
        info: &MoveInfo,
    ) {
        if info.mv.is_null() {
            return;
        }
        let mut path = self.path.clone();
        path.push(info.clone());
        self.moves.push(PrintedMove {
            line,
            column,
            text: super::move_text(lang, info),
            path,
        });
    }
}

/// The solution lines of a report ([`super::solution_lines`]) and the
/// moves printed in them, in the order printed.
pub fn solution_with_moves(
    lang: InputLanguage,
    report: &Report,
) -> (Vec<String>, Vec<PrintedMove>) {
    let mut p = Printer::new(lang);
    p.moves = Some(Recorder::default());
    p.report(report);
    let moves = p.moves.take().map(|r| r.moves).unwrap_or_default();
    (p.out, moves)
}

/// A twin's solution lines ([`super::twin_lines`]) and the moves printed
/// in them.
pub fn twin_lines_with_moves(
    problem: &Problem,
    twin: &Twin,
    report: &Report,
) -> (Vec<String>, Vec<PrintedMove>) {
    let (mut lines, mut moves) = solution_with_moves(problem.language, report);
    if let Some(at) = empty_set_play_line(problem, twin, report) {
        lines.insert(at, String::new());
        for m in moves.iter_mut().filter(|m| m.line >= at) {
            m.line += 1;
        }
    }
    (lines, moves)
}

/// What a solve passed on as found, as printed ([`super::streamed_lines`]),
/// and the moves printed in it. `path` holds the battle play moves the
/// items streamed before left open: start each twin with an empty one
/// and pass it to every item of the twin in turn.
pub fn streamed_lines_with_moves(
    lang: InputLanguage,
    item: &Streamed,
    path: &mut Vec<MoveInfo>,
) -> (Vec<String>, Vec<PrintedMove>) {
    let mut p = Printer::new(lang);
    p.moves = Some(Recorder {
        path: std::mem::take(path),
        moves: Vec::new(),
    });
    match item {
        Streamed::Line(line) => p.line(line),
        Streamed::Battle(step) => p.step(step),
        Streamed::Progress(progress) => p.progress(progress),
    }
    let recorder = p.moves.take().unwrap_or_default();
    *path = recorder.path;
    (p.out, recorder.moves)
}
