//! The solution lines of a report as Popeye prints them: the fixed words
//! in the problem's language, the indentation of battle play's keys,
//! threats and defences, and the lines of help and series play.

use super::move_text::move_text;
use super::{moves, POST_KEY_CHECK};
use nightrider_notation::popeye::InputLanguage;
use nightrider_stipulation::{
    Attack, BattleStep, Body, Defence, DefenceTree, Line, Mark, MoveInfo, Numbering, Progress,
    Report, Streamed,
};
use std::fmt::Write as _;

/// The fixed words of Popeye's output in a problem's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Words {
    /// After a move with no threat: ` zugzwang.`
    pub zugzwang: &'static str,
    /// After a move with threats: ` threat:`
    pub threat: &'static str,
    /// Before the refutations of a try: `but`
    pub but: &'static str,
    /// Under a refuting defence in post-key play: `refutes.`
    pub refutes: &'static str,
    /// After a problem: `solution finished.`
    pub finished: &'static str,
    /// When MaxSolutions or StopOnShortSolutions cut solving: `Partial solution`
    pub partial: &'static str,
    /// Before the solving time: `Time`
    pub time: &'static str,
}

/// Popeye's output words for `lang`.
pub const fn words(lang: InputLanguage) -> Words {
    match lang {
        InputLanguage::German => Words {
            zugzwang: " Zugzwang.",
            threat: " Drohung:",
            but: "Aber",
            refutes: "Widerlegt.",
            finished: "Loesung beendet.",
            partial: "Partielle Loesung",
            time: "Zeit",
        },
        InputLanguage::French => Words {
            zugzwang: " blocus.",
            threat: " menace:",
            but: "mais",
            refutes: "Refute.",
            finished: "solution terminee.",
            partial: "solution partielle",
            time: "Temps",
        },
        InputLanguage::English | InputLanguage::EnglishN => Words {
            zugzwang: " zugzwang.",
            threat: " threat:",
            but: "but",
            refutes: "refutes.",
            finished: "solution finished.",
            partial: "Partial solution",
            time: "Time",
        },
    }
}

fn attack_indent(n: u32) -> usize {
    if n == 1 {
        3
    } else {
        10 + 8 * (n as usize - 2)
    }
}

fn defence_indent(n: u32) -> usize {
    6 + 8 * (n as usize - 1)
}

pub(super) struct Printer {
    lang: InputLanguage,
    words: Words,
    pub(super) out: Vec<String>,
    /// The moves printed, where the caller asks for them.
    pub(super) moves: Option<moves::Recorder>,
}

impl Printer {
    pub(super) fn new(lang: InputLanguage) -> Printer {
        Printer {
            lang,
            words: words(lang),
            out: Vec::new(),
            moves: None,
        }
    }

    /// A move is printed from `column` (in characters) of the line about
    /// to be pushed.
    fn printed(&mut self, column: usize, info: &MoveInfo) {
        if let Some(r) = &mut self.moves {
            r.printed(self.out.len(), column, self.lang, info);
        }
    }

    /// The moves printed next follow `info`.
    fn enter(&mut self, info: &MoveInfo) {
        if let Some(r) = &mut self.moves {
            r.path.push(info.clone());
        }
    }

    /// The moves printed next no longer follow the move entered last.
    fn leave(&mut self) {
        if let Some(r) = &mut self.moves {
            r.path.pop();
        }
    }

    fn attack(&mut self, a: &Attack, n: u32) {
        let threats = a.after.threats.as_ref().map(Vec::is_empty);
        self.attack_line(n, &a.info, a.mark, threats);
        self.enter(&a.info);
        self.tree(&a.after, n);
        if !a.refutations.is_empty() {
            self.but();
            for d in &a.refutations {
                self.refutation_line(n, &d.info);
                self.enter(&d.info);
                for x in &d.answers {
                    self.attack(x, n + 1);
                }
                self.leave();
            }
        }
        self.leave();
    }

    /// An attacking move numbered `n`, with its mark and (`threats`)
    /// ` zugzwang.` or ` threat:`.
    fn attack_line(&mut self, n: u32, info: &MoveInfo, mark: Mark, threats: Option<bool>) {
        let mut line = format!("{}{}.", " ".repeat(attack_indent(n)), n);
        self.printed(line.len(), info);
        line.push_str(&move_text(self.lang, info));
        match mark {
            Mark::Key => line.push_str(" !"),
            Mark::Try => line.push_str(" ?"),
            Mark::ForcedFailure => line.push_str(" ?!?"),
            Mark::None => {}
        }
        match threats {
            Some(true) => line.push_str(self.words.zugzwang),
            Some(false) => line.push_str(self.words.threat),
            None => {}
        }
        self.out.push(line);
    }

    fn but(&mut self) {
        self.out.push(format!("    {}", self.words.but));
    }

    /// A refutation of a try, numbered `n`.
    fn refutation_line(&mut self, n: u32, info: &MoveInfo) {
        let text = move_text(self.lang, info);
        let prefix = format!("{}{}...", " ".repeat(defence_indent(n)), n);
        self.printed(prefix.len(), info);
        self.out.push(format!("{prefix}{text} !"));
    }

    /// A defence numbered `n`, with `refutes.` under it if `refutes_note`.
    fn defence_line(&mut self, n: u32, info: &MoveInfo, refutes_note: bool) {
        let text = move_text(self.lang, info);
        let prefix = format!("{}{}...", " ".repeat(defence_indent(n)), n);
        self.printed(prefix.len(), info);
        self.out.push(format!("{prefix}{text}"));
        if refutes_note {
            let refutes = self.words.refutes;
            self.out
                .push(format!("{}{refutes}", " ".repeat(defence_indent(n) + 2)));
        }
    }

    /// A step of battle play's keys and tries, streamed.
    pub(super) fn step(&mut self, step: &BattleStep) {
        match step {
            BattleStep::Attack {
                n,
                info,
                mark,
                threats,
            } => {
                self.attack_line(*n, info, *mark, *threats);
                self.enter(info);
            }
            // a refuting defence has no answers
            BattleStep::Defence { n, info, refutes } => {
                self.defence_line(*n, info, *refutes && info.goal.is_none());
                self.enter(info);
            }
            BattleStep::But => self.but(),
            BattleStep::Refutation { n, info } => {
                self.refutation_line(*n, info);
                self.enter(info);
            }
            BattleStep::Close => self.leave(),
            // Popeye closes every key or try with a blank line
            BattleStep::Done => self.out.push(String::new()),
        }
    }

    fn tree(&mut self, t: &DefenceTree, n: u32) {
        if let Some(threats) = &t.threats {
            for x in threats {
                self.attack(x, n + 1);
            }
        }
        for d in &t.variations {
            self.defence(d, n);
        }
    }

    fn defence(&mut self, d: &Defence, n: u32) {
        let note = d.refutes && d.answers.is_empty() && d.info.goal.is_none();
        self.defence_line(n, &d.info, note);
        self.enter(&d.info);
        for x in &d.answers {
            self.attack(x, n + 1);
        }
        self.leave();
    }

    /// A progress line of option MoveNumbers: `  3  (Ka8-b7 )`, with the
    /// time `  3  (Ka8-b7    Time = 0.010 s)`; at a deeper level the
    /// numbers of the moves before it lead (`  3:12  (Qd1-d5 )`).
    pub(super) fn progress(&mut self, p: &Progress) {
        let mut numbers = p.above.iter().chain([&p.number]);
        let mut s = format!("{:3}", numbers.next().unwrap_or(&p.number));
        for n in numbers {
            let _ = write!(s, ":{n}");
        }
        let _ = write!(s, "  ({} ", move_text(self.lang, &p.info));
        if let Some(ms) = p.millis {
            let _ = write!(s, "   {} = {:.3} s", self.words.time, ms as f64 / 1000.0);
        }
        s.push(')');
        self.out.push(s);
    }

    pub(super) fn line(&mut self, l: &Line) {
        let mut s = String::from(" ");
        // set play of help play starting with `1...` opens with the passed
        // first move: `1...  ...  2.Kh8-h7 Qg1-g7 #`
        let mut moves = l.moves.iter().peekable();
        let mut passed = false;
        let depth = self.moves.as_ref().map_or(0, |r| r.path.len());
        if let Some(first) =
            moves.next_if(|m| m.info.mv.is_null() && matches!(m.numbering, Numbering::Ellipsis(_)))
        {
            if let Numbering::Ellipsis(n) = first.numbering {
                let _ = write!(s, " {n}...  ...");
                passed = true;
            }
            self.enter(&first.info);
        }
        for m in moves {
            match m.numbering {
                Numbering::Number(n) => {
                    // (Popeye: the first number in two columns after the
                    // line's space, the next ones in three after a space)
                    if passed {
                        s.push(' ');
                        passed = false;
                        let _ = write!(s, " {n}.");
                    } else if s.len() > 1 {
                        let _ = write!(s, " {n:>3}.");
                    } else {
                        let _ = write!(s, "{n:>2}.");
                    }
                }
                // (mid-line only under Jacobi's InitialMoveNumber, after a
                // pass: spaced as a number)
                Numbering::Ellipsis(n) if s.len() > 1 => {
                    let _ = write!(s, " {n:>3}...");
                }
                Numbering::Ellipsis(n) => {
                    let _ = write!(s, " {n}...");
                }
                Numbering::Continue => s.push(' '),
            }
            self.printed(s.chars().count(), &m.info);
            self.enter(&m.info);
            s.push_str(&move_text(self.lang, &m.info));
        }
        if l.forced_failure {
            s.push_str(" ?!?");
        }
        self.out.push(s);
        if let Some(r) = &mut self.moves {
            r.path.truncate(depth);
        }
    }
}

/// The solution lines of a report, as Popeye prints them (without header).
pub fn solution_lines(lang: InputLanguage, report: &Report) -> Vec<String> {
    let mut p = Printer::new(lang);
    p.report(report);
    p.out
}

impl Printer {
    /// Prints the solution lines of `report` ([`solution_lines`]).
    pub(super) fn report(&mut self, report: &Report) {
        for (i, phase) in report.phases.iter().enumerate() {
            if i > 0 {
                // Popeye separates the duplex half by a blank line
                self.out.push(String::new());
            }
            match &phase.body {
                Body::Battle(b) => {
                    if let Some(set) = &b.set_play {
                        self.tree(
                            &DefenceTree {
                                threats: None,
                                ..set.clone()
                            },
                            1,
                        );
                        self.out.push(String::new());
                    }
                    if let Some(pk) = &b.post_key {
                        if b.post_key_check {
                            self.out.push(POST_KEY_CHECK.to_string());
                        }
                        match &pk.threats {
                            Some(t) if t.is_empty() => {
                                self.out.push(self.words.zugzwang.to_string())
                            }
                            Some(_) => self.out.push(self.words.threat.to_string()),
                            None => {}
                        }
                        self.tree(pk, 1);
                    }
                    // Popeye closes every key or try with a blank line
                    let mut progress = phase.progress.iter().peekable();
                    for (i, a) in b.moves.iter().enumerate() {
                        while let Some((_, pr)) = progress.next_if(|(before, _)| *before <= i) {
                            self.progress(pr);
                        }
                        self.attack(a, 1);
                        self.out.push(String::new());
                    }
                    for (_, pr) in progress {
                        self.progress(pr);
                    }
                }
                Body::Lines {
                    set_play,
                    solutions,
                } => {
                    self.lines(set_play, &phase.set_play_progress);
                    if !set_play.is_empty() {
                        // Popeye separates set play from the solutions
                        self.out.push(String::new());
                    }
                    self.lines(solutions, &phase.progress);
                }
            }
        }
    }

    /// Solutions of help or series play, each progress line of option
    /// MoveNumbers before the solution it precedes.
    fn lines(&mut self, lines: &[Line], progress: &[(usize, Progress)]) {
        let mut progress = progress.iter().peekable();
        for (i, l) in lines.iter().enumerate() {
            while let Some((_, pr)) = progress.next_if(|(before, _)| *before <= i) {
                self.progress(pr);
            }
            self.line(l);
        }
        for (_, pr) in progress {
            self.progress(pr);
        }
    }
}

/// What a solve passed on as found ([`Streamed`]) as Popeye prints it:
/// a solution of help or series play, or a step of battle play's keys and
/// tries (lines of [`solution_lines`]; none for some steps).
pub fn streamed_lines(lang: InputLanguage, item: &Streamed) -> Vec<String> {
    let mut p = Printer::new(lang);
    match item {
        Streamed::Line(line) => p.line(line),
        Streamed::Battle(step) => p.step(step),
        Streamed::Progress(progress) => p.progress(progress),
    }
    p.out
}

/// One solution of help or series play as Popeye prints it (a line of
/// [`solution_lines`]).
pub fn line_text(lang: InputLanguage, line: &Line) -> String {
    let mut p = Printer::new(lang);
    p.line(line);
    p.out.concat()
}
