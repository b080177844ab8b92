//! Solving the problems of an input text and printing them, for the CLI.

use crate::sink::Sink;
use nightrider::error::ProblemError;
use nightrider::input::{read_input_with, InputErrorKind};
use nightrider::latex::SolutionText;
use nightrider::parts::part_lines;
use nightrider::problem::{Problem, Twin};
use nightrider::render::{
    header, input_notes, is_partial, option_warnings, problem_end, remarks, solution_lines,
    streamed_lines, twin_lines, twin_opening, twin_text, twin_unsolved, with_empty_set_play,
};
use nightrider::stipulation::{Progress, Report, Streamed};
use nightrider::{solve, solve_split_streaming, ProblemSolveError, SolveOptions};
use std::borrow::Cow;
use std::sync::{Mutex, MutexGuard};
use std::time::Instant;

/// Solves every problem of `text` (from the file `name`) in order and
/// prints each as soon as it is done; returns whether all were read and
/// solved. A problem that cannot be read or solved is reported (with the
/// reason) and the next one runs.
pub fn solve_text(
    name: &str,
    text: &str,
    options: &SolveOptions,
    json: bool,
    regression: bool,
    sink: &mut Sink,
) -> bool {
    let mut all_ok = true;
    // Popeye's `latex FILE`: open from the problem that names it on
    let mut latex = crate::latex_out::LatexOut::default();
    let parse = nightrider::notation::popeye::ParseOptions {
        dialect: options.dialect,
    };
    for read in read_input_with(text, parse) {
        if stopped(sink) {
            return false;
        }
        let read = match read {
            Ok(read) => read,
            Err(e) => {
                let index = e.problem - 1;
                for warning in &e.warnings {
                    eprintln!(
                        "{name}:{}:{}: problem {}: {}",
                        warning.line, warning.column, e.problem, warning.message
                    );
                }
                eprintln!("{name}:{e}");
                if json {
                    let doc = crate::json::input_error(
                        name,
                        e.problem,
                        e.kind.to_string(),
                        e.line,
                        e.column,
                    );
                    sink.line(&doc.to_json());
                } else if let InputErrorKind::Problem(ProblemError::NoStipulation) = &e.kind {
                    // Popeye's input error: it says so, and ends the
                    // problem without a diagram
                    let seconds = (!regression).then_some(0.0);
                    sink.write(&problem_end(e.language, false, seconds));
                } else if let InputErrorKind::Problem(e) = &e.kind {
                    sink.write(&format!("\nproblem {} refused: {e}\n\n", index + 1));
                }
                all_ok = false;
                continue;
            }
        };
        let index = read.number - 1;
        let problem = read.problem;
        for warning in &read.warnings {
            eprintln!(
                "{name}:{}:{}: problem {}: {}{}",
                warning.line,
                warning.column,
                index + 1,
                match problem.twins[warning.twin].label.as_str() {
                    "" => String::new(),
                    label => format!("twin {label} "),
                },
                warning.message
            );
        }
        let start = Instant::now();
        if json {
            let twins = std::cell::RefCell::new(Vec::new());
            let (result, _) = solve_past_king_captures(
                &problem,
                |sub, _| {
                    if nightrider::retro_play::is_retractor(sub) {
                        nightrider::retro_play::solve(sub, options, |_, twin, report| {
                            twins
                                .borrow_mut()
                                .push(crate::json::retractor_twin(twin, report));
                        })
                    } else {
                        solve(sub, options, |_, twin, report| {
                            twins
                                .borrow_mut()
                                .push(crate::json::twin(&problem, twin, report));
                        })
                    }
                },
                |twin, e| {
                    eprintln!("{e}");
                    twins
                        .borrow_mut()
                        .push(crate::json::twin_refused(twin, &e.to_string()));
                },
            );
            let twins = twins.into_inner();
            let mut doc = crate::json::problem(
                name,
                index + 1,
                &problem,
                twins,
                start.elapsed().as_secs_f64(),
            );
            if let Err(e) = result {
                doc.error = Some(e.to_string());
                all_ok = false;
            }
            sink.line(&doc.to_json());
            continue;
        }
        if let Some(file) = &problem.run.protocol {
            // Popeye's `protocol FILE`: this problem's output and all
            // that follows is also written to FILE
            if let Err(e) = sink.open_protocol(file) {
                eprintln!("{name}: problem {}: protocol {file}: {e}", index + 1);
            }
        }
        if problem.twins.iter().any(|t| t.invisibles > 0) {
            // Total Invisibles: solved and printed on their own, without
            // a diagram in the LaTeX file (said, not left out silently)
            if latex.start(&problem).is_some() {
                eprintln!(
                    "{name}: problem {}: LaTeX output of Total Invisibles is not supported \
                     yet; the problem is left out of the LaTeX file",
                    index + 1
                );
            }
            all_ok &= solve_invisibles(name, index, &problem, regression, start, sink);
            continue;
        }
        let progress = crate::progress::Progress::start(format!("{name}: problem {}", index + 1));
        let out = Mutex::new(ProblemOut {
            sink: &mut *sink,
            opened: None,
            latex: latex.start(&problem),
        });
        progress.suspend(|| {
            lock(&out).sink.write(&format!(
                "{}{}{}{}",
                input_notes(&problem, problem.diagram()),
                remarks(&problem),
                option_warnings(&problem),
                header(&problem)
            ));
        });
        let mut split_failure = None;
        let mut partial = false;
        // twin `index` of the problem, solved, with these lines
        let print = |index: usize, twin: &nightrider::problem::Twin, lines: Vec<String>| {
            progress.suspend(|| lock(&out).twin(&problem, index, twin, &lines))
        };
        // a solution of twin `index` as soon as it is found
        let stream = |index: usize, line: &nightrider::stipulation::Streamed| {
            let line = streamed_as_printed(line, regression);
            progress.suspend(|| lock(&out).line(&problem, index, &line))
        };
        // A twin where the side to play could capture the king is not
        // solved: Popeye shows its heading, says why on standard error and
        // goes on with the next twin.
        let (result, first) = solve_past_king_captures(
            &problem,
            |sub, first| {
                if nightrider::retro_play::is_retractor(sub) {
                    nightrider::retro_play::solve(sub, options, |i, twin, report| {
                        print(first + i, twin, report.lines.clone());
                    })
                } else {
                    let stream = |i: usize, line: &nightrider::stipulation::Streamed| {
                        stream(first + i, line)
                    };
                    let on_line = Some(&stream as nightrider::LineSink<'_>);
                    solve_split_streaming(sub, options, on_line, |i, twin, split| {
                        let lines = if options.part.is_some() {
                            match part_lines(problem.language, split) {
                                Ok(lines) => {
                                    with_empty_set_play(&problem, twin, &split.report, lines)
                                }
                                Err(e) => {
                                    split_failure = Some(e);
                                    solution_lines(problem.language, &split.report)
                                }
                            }
                        } else {
                            twin_lines(&problem, twin, &as_printed(&split.report, regression))
                        };
                        partial |= is_partial(&split.report);
                        print(first + i, twin, lines);
                        for _ in &split.report.king_capturable {
                            // a duplex half that Popeye refuses, the other solved
                            progress.suspend(|| {
                                eprintln!("{}", ProblemSolveError::KingCapturable { twins_done: 0 })
                            });
                        }
                    })
                }
            },
            |twin, e| {
                progress.suspend(|| {
                    let mut out = lock(&out);
                    out.sink.write(&twin_unsolved(&problem, twin));
                    if let Some(latex) = out.latex.as_mut() {
                        latex.twin(twin);
                    }
                    eprintln!("{e}");
                });
            },
        );
        drop(progress);
        if let Some(e) = split_failure {
            eprintln!("{name}: problem {}: {e}", index + 1);
            all_ok = false;
        }
        let ProblemOut {
            sink,
            opened,
            latex: mut solution,
        } = out.into_inner().unwrap_or_else(|e| e.into_inner());
        if sink.closed().is_some() {
            return false;
        }
        // (whether the LaTeX diagram may say the solution is complete)
        let complete = !partial
            && matches!(
                result,
                Ok(()) | Err(ProblemSolveError::IntelligentNotApplicable { .. })
            );
        match result {
            Ok(()) => {
                let seconds = (!regression).then(|| start.elapsed().as_secs_f64());
                sink.write(&problem_end(problem.language, partial, seconds));
            }
            Err(ProblemSolveError::Interrupted {
                partial,
                twins_done,
            }) => {
                // the interrupted twin: its heading, what it found, and
                // Popeye's note right under it
                if let Some(twin) = problem.twins.get(first + twins_done) {
                    let lines = twin_lines(&problem, twin, &as_printed(&partial, regression));
                    let mut out = ProblemOut {
                        sink,
                        opened,
                        latex: solution.take(),
                    };
                    out.twin(&problem, first + twins_done, twin, &lines);
                    solution = out.latex;
                }
                sink.write("solving interrupted.\n\n\n");
                let why = if crate::signal::received() {
                    "interrupted by a signal"
                } else {
                    "solving interrupted"
                };
                eprintln!("{name}: problem {}: {why}", index + 1);
                all_ok = false;
            }
            Err(e @ ProblemSolveError::IntelligentNotApplicable { .. }) => {
                // Popeye prints it under the stipulation, as part of the header
                let finished = nightrider::render::words(problem.language).finished;
                sink.write(&format!("{e}\n\n{finished}\n\n\n"));
            }
            Err(ProblemSolveError::Ignored { note, .. }) => {
                // Popeye prints it under the diagram, and solves nothing
                let seconds = (!regression).then(|| start.elapsed().as_secs_f64());
                let text = note.ignored_text(problem.language);
                sink.write(&(text + &problem_end(problem.language, false, seconds)));
            }
            Err(e) => {
                sink.write(&format!("\nproblem {} refused: {e}\n\n", index + 1));
                eprintln!("{name}: problem {}: {e}", index + 1);
                all_ok = false;
                // (a refused problem gets no diagram in the LaTeX file)
                solution = None;
            }
        }
        if let Some(solution) = &solution {
            latex.finish(&problem, solution, complete);
        }
    }
    all_ok
}

/// Solves and prints `problem` (the `index`-th of the input `name`), which
/// has Total Invisibles ([`nightrider::popeye::invisibles`]): its header,
/// each twin's lines, its end; or, if the solver meets what it does not
/// answer, the refusal. Returns whether it was solved.
fn solve_invisibles(
    name: &str,
    index: usize,
    problem: &Problem,
    regression: bool,
    start: Instant,
    sink: &mut Sink,
) -> bool {
    let mut text = format!(
        "{}{}{}{}",
        input_notes(problem, problem.diagram()),
        remarks(problem),
        option_warnings(problem),
        header(problem)
    );
    for twin in &problem.twins {
        match nightrider::popeye::invisibles::solution_lines(twin) {
            Ok(Some(lines)) => text.push_str(&twin_text(problem, twin, &lines)),
            Ok(None) => {
                text.push_str(&twin_unsolved(problem, twin));
                eprintln!("{}", ProblemSolveError::KingCapturable { twins_done: 0 });
            }
            Err(e) => {
                let e = format!("{e} is not supported yet");
                sink.write(&format!("\nproblem {} refused: {e}\n\n", index + 1));
                eprintln!("{name}: problem {}: {e}", index + 1);
                return false;
            }
        }
    }
    let seconds = (!regression).then(|| start.elapsed().as_secs_f64());
    text.push_str(&problem_end(problem.language, false, seconds));
    sink.write(&text);
    true
}

/// Solves the twins of `problem` with `run(problem of the twins left,
/// index of the first of them)`, going on past a twin whose side to play
/// can capture the king, as Popeye does: `on_refused(twin, error)` is
/// called for it. Returns the result of the last run and the index of the
/// first twin it solved.
fn solve_past_king_captures(
    problem: &Problem,
    mut run: impl FnMut(&Problem, usize) -> Result<(), ProblemSolveError>,
    mut on_refused: impl FnMut(&Twin, &ProblemSolveError),
) -> (Result<(), ProblemSolveError>, usize) {
    let mut first = 0;
    loop {
        let rest;
        let sub = if first == 0 {
            problem
        } else {
            rest = Problem {
                twins: problem.twins[first..].to_vec(),
                ..problem.clone()
            };
            &rest
        };
        match run(sub, first) {
            Err(e @ ProblemSolveError::KingCapturable { twins_done }) => {
                on_refused(&problem.twins[first + twins_done], &e);
                first += twins_done + 1;
                if first == problem.twins.len() {
                    return (Ok(()), first);
                }
            }
            other => return (other, first),
        }
    }
}

/// A report as printed: under `-regression` the progress lines of option
/// MoveNumbers lose their times, as Popeye's do.
fn as_printed(report: &Report, regression: bool) -> Cow<'_, Report> {
    if !regression
        || report
            .phases
            .iter()
            .all(|p| p.progress.is_empty() && p.set_play_progress.is_empty())
    {
        return Cow::Borrowed(report);
    }
    let mut untimed = report.clone();
    for phase in &mut untimed.phases {
        for (_, p) in phase
            .progress
            .iter_mut()
            .chain(&mut phase.set_play_progress)
        {
            p.millis = None;
        }
    }
    Cow::Owned(untimed)
}

/// A streamed item as printed ([`as_printed`]).
fn streamed_as_printed(item: &Streamed, regression: bool) -> Cow<'_, Streamed> {
    match item {
        Streamed::Progress(p) if regression => Cow::Owned(Streamed::Progress(Progress {
            millis: None,
            ..p.clone()
        })),
        _ => Cow::Borrowed(item),
    }
}

/// Whether the run must stop before the next problem: the output closed,
/// or a signal asked to stop.
fn stopped(sink: &Sink) -> bool {
    sink.closed().is_some() || crate::signal::received()
}

/// The output of a problem while it is solved: solutions of help and
/// series play and battle play's keys and tries are printed as they are
/// found, after the opening of their
/// twin, which is then not printed again when the twin is done.
struct ProblemOut<'s> {
    sink: &'s mut Sink,
    /// The twin whose opening is printed and whose solutions are
    /// streaming.
    opened: Option<usize>,
    /// The solution as the LaTeX file shows it, while one is open.
    latex: Option<SolutionText>,
}

impl ProblemOut<'_> {
    /// Twin `index` is solved: its opening (unless printed already) and
    /// `lines`.
    fn twin(&mut self, problem: &Problem, index: usize, twin: &Twin, lines: &[String]) {
        if let Some(latex) = self.latex.as_mut() {
            if self.opened != Some(index) {
                latex.twin(twin);
            }
            latex.lines(lines);
        }
        if self.opened == Some(index) {
            self.sink
                .write(&lines.iter().map(|l| format!("{l}\n")).collect::<String>());
        } else {
            self.sink.write(&twin_text(problem, twin, lines));
        }
    }

    /// A solution of twin `index`, found.
    fn line(&mut self, problem: &Problem, index: usize, line: &nightrider::stipulation::Streamed) {
        if self.opened != Some(index) {
            if let Some(twin) = problem.twins.get(index) {
                self.sink.write(&twin_opening(problem, twin));
                if let Some(latex) = self.latex.as_mut() {
                    latex.twin(twin);
                }
            }
            self.opened = Some(index);
        }
        let lines = streamed_lines(problem.language, line);
        if let Some(latex) = self.latex.as_mut() {
            latex.lines(&lines);
        }
        let text: String = lines.iter().map(|l| format!("{l}\n")).collect();
        self.sink.write(&text);
    }
}

/// The output, locked (a thread that panicked holding it left it whole).
fn lock<'a, 's>(out: &'a Mutex<ProblemOut<'s>>) -> MutexGuard<'a, ProblemOut<'s>> {
    out.lock().unwrap_or_else(|e| e.into_inner())
}
