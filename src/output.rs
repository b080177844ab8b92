//! Popeye's output format for whole problems: the header, the diagram, the
//! twins and the solutions of a [`Report`], written as Popeye writes them
//! (with `-regression`: no version line and no timing).

use crate::problem::{Problem, Twin};
use nightrider_board::catalogue;
use nightrider_board::{Annotation, Annotations, Attributes, Piece, PieceKind, Special};
use nightrider_notation::output::{centred, stipulation_line, write_board};
use nightrider_notation::popeye::Language;
use nightrider_stipulation::{
    Attack, Body, Defence, DefenceTree, Line, Mark, MoveInfo, Numbering, Report,
};
use std::fmt::Write as _;

/// The upper-case code of `kind` as Popeye prints it in `lang` (`S` for the
/// knight in English and German, `C` in French; `GN` for the
/// grasshopper-nightrider); the catalogue name's initials when the piece has
/// no Popeye code.
pub fn piece_code(lang: Language, kind: PieceKind) -> String {
    let entry = catalogue::entry(kind);
    let code = entry.and_then(|e| match lang {
        Language::English | Language::EnglishN => e.en,
        Language::German => e.de,
        Language::French => e.fr,
    });
    match (code, entry) {
        (Some(c), _) => c.to_ascii_uppercase(),
        (None, Some(e)) => e
            .name
            .split_whitespace()
            .filter_map(|w| w.chars().next())
            .collect::<String>()
            .to_ascii_uppercase(),
        (None, None) => format!("#{}", kind.0),
    }
}

/// Popeye's warnings for options that do not apply to the diagram's
/// stipulation (`WhiteToPlay not applicable - ignored`), which it prints
/// before the problem.
pub fn option_warnings(problem: &Problem) -> String {
    let options = &problem.options;
    let stip = &problem.twins[0].stipulation;
    let mut s = String::new();
    let mut warn = |applies: bool, name: &str| {
        if !applies {
            let _ = writeln!(s, "\n{name} not applicable - ignored");
        }
    };
    if options.quodlibet {
        warn(stip.quodlibet().is_some(), "Quodlibet");
    }
    if options.post_key_play {
        warn(
            stip.post_key().is_some() && stip.style() == nightrider_stipulation::Style::Battle,
            "PostKeyPlay",
        );
    }
    if options.white_to_play {
        warn(stip.white_to_play().is_some(), "WhiteToPlay");
    }
    if options.set_play {
        warn(stip.set_play().is_some(), "SetPlay");
    }
    s
}

/// The text above the solutions: meta lines, diagram, stipulation and
/// piece-count line (Popeye prints these once per problem).
pub fn header(problem: &Problem) -> String {
    let mut s = String::from("\n");
    let meta = &problem.meta;
    for line in meta
        .authors
        .iter()
        .chain(&meta.origins)
        .chain(&meta.awards)
        .chain(&meta.titles)
    {
        let _ = writeln!(s, "{}", centred(line));
    }
    for line in &meta.remarks {
        let _ = writeln!(s, "{line}");
    }
    s.push('\n');
    let diagram = &problem.twins[0];
    let lang = problem.language;
    if !problem.run.no_board {
        s.push_str(&write_board(diagram.position.board(), &|k| {
            piece_code(lang, k)
        }));
    }
    let _ = writeln!(
        s,
        "{}",
        stipulation_line(&diagram.stipulation_display(), diagram.position.board())
    );
    for line in attribute_lines(diagram.position.board()) {
        let _ = writeln!(s, "{}", centred(&line));
    }
    for line in &diagram.conditions.lines {
        let _ = writeln!(s, "{}", centred(line));
    }
    // the options that change who plays, as Popeye shows them
    if problem.options.duplex {
        let _ = writeln!(s, "{}", centred("Duplex"));
    }
    if problem.options.half_duplex {
        let _ = writeln!(s, "{}", centred("HalfDuplex"));
    }
    s
}

/// A move as Popeye prints it in a solution: `Se8-c7`, `e5*d6 ep.`,
/// `0-0-0`, `c2-c1=Q`, with the goal marker (` #`) or check (` +`).
pub fn move_text(lang: Language, info: &MoveInfo) -> String {
    let m = info.mv;
    let mut s = String::new();
    match m.special {
        Special::Castle { rook_from, .. } => {
            s.push_str(if rook_from.x() > m.from.x() {
                "0-0"
            } else {
                "0-0-0"
            });
        }
        Special::Null => s.push_str("null"),
        _ => {
            if let Some(p) = info.piece {
                let prefix = attribute_prefix(p);
                s.push_str(&prefix);
                if p.kind != PieceKind::PAWN || !prefix.is_empty() {
                    s.push_str(&piece_code(lang, p.kind));
                }
            }
            let elsewhere =
                m.special != Special::EnPassant && m.is_capture() && !m.captures.contains(m.to);
            let via = info.annotations.iter().find_map(|a| match a {
                Annotation::Via { square } => Some(*square),
                _ => None,
            });
            match m.captures.first() {
                _ if via.is_some() => {
                    let via = via.expect("matched");
                    let sep = if m.is_capture() { '*' } else { '-' };
                    let _ = write!(s, "{}-{via}{sep}{}", m.from, m.to);
                }
                Some(victim) if elsewhere => {
                    let _ = write!(s, "{}*{}-{}", m.from, victim, m.to);
                }
                _ => {
                    let _ = write!(
                        s,
                        "{}{}{}",
                        m.from,
                        if m.is_capture() { '*' } else { '-' },
                        m.to
                    );
                }
            }
            if let Some(k) = m.promotion {
                // the promoted piece keeps the pawn's attributes
                let prefix = info.piece.map(attribute_prefix).unwrap_or_default();
                let _ = write!(s, "={prefix}{}", piece_code(lang, k));
            }
            if m.special == Special::EnPassant {
                s.push_str(" ep.");
            }
        }
    }
    annotation_text(lang, &info.annotations, &mut s);
    match info.goal {
        Some(g) if !g.marker().is_empty() => {
            s.push(' ');
            s.push_str(g.marker());
        }
        _ => {
            if info.check {
                s.push_str(" +");
            }
        }
    }
    s
}

/// Popeye's letters for a piece's attributes before its code in a move
/// (`nP` neutral pawn, `kR` kamikaze rook, `pR` paralysing, `rS` royal,
/// `cQ` chameleon, `uR` uncapturable, `vS` volage).
fn attribute_prefix(p: Piece) -> String {
    [
        (Attributes::ROYAL, 'r'),
        (Attributes::KAMIKAZE, 'k'),
        (Attributes::PARALYSING, 'p'),
        (Attributes::NEUTRAL, 'n'),
        (Attributes::CHAMELEON, 'c'),
        (Attributes::UNCAPTURABLE, 'u'),
        (Attributes::VOLAGE, 'v'),
    ]
    .iter()
    .filter(|(a, _)| p.attributes.contains(*a))
    .map(|(_, c)| *c)
    .collect()
}

/// The lines Popeye prints under the stipulation for the pieces carrying
/// an attribute (`Kamikaze b4 d4`), one per attribute.
pub fn attribute_lines(board: &[Option<Piece>; 64]) -> Vec<String> {
    let mut lines = Vec::new();
    for (attribute, name) in Attributes::NAMES {
        if attribute == Attributes::NEUTRAL {
            continue;
        }
        // in Popeye's board order: rank 8 down to rank 1, files a to h
        let squares: Vec<String> = (0..8u8)
            .rev()
            .flat_map(|rank| (0..8u8).map(move |file| rank * 8 + file))
            .filter_map(nightrider_board::Square::new)
            .filter(|sq| board[sq.idx()].is_some_and(|p| p.attributes.contains(attribute)))
            .map(|sq| sq.to_string())
            .collect();
        if !squares.is_empty() {
            lines.push(format!("{name} {}", squares.join(" ")));
        }
    }
    lines
}

/// Appends what fairy conditions did, as Popeye writes it: changes of the
/// moving piece first (`=S`, `=b`), then rebirths (`[+bRa8]`,
/// `[wQb1->d1]`).
fn annotation_text(lang: Language, notes: &Annotations, s: &mut String) {
    // Popeye's colour letters: German output writes black as `s` (schwarz)
    let black = if lang == Language::German { 's' } else { 'b' };
    let colour = |p: Piece| {
        if p.is_neutral() {
            'n'
        } else {
            p.colour.fold('w', black)
        }
    };
    // the moving piece's changes: after the move, or, when they follow its
    // relocation, inside the bracket (`[wSc2->b1=b]`); a change before the
    // relocation (a chameleon piece) is shown after the move
    let relocation = notes
        .iter()
        .position(|n| matches!(n, Annotation::Relocated { .. }));
    let mut before = String::new();
    let mut changes = String::new();
    for (i, note) in notes.iter().enumerate() {
        let text = if relocation.is_some_and(|r| i < r) {
            &mut before
        } else {
            &mut changes
        };
        match *note {
            Annotation::KindChanged { kind, attributes } => {
                let prefix = attribute_prefix(
                    Piece::new(kind, nightrider_board::Colour::White).with_attributes(attributes),
                );
                let _ = write!(text, "={prefix}{}", piece_code(lang, kind));
            }
            Annotation::ColourChanged { colour } => {
                text.push('=');
                text.push(colour.fold('w', black));
            }
            _ => {}
        }
    }
    s.push_str(&before);
    if relocation.is_none() {
        s.push_str(&changes);
    }
    let piece_text = |p: Piece| {
        // a neutral piece's colour letter is its `n` already
        let mut shown = p;
        shown.attributes.remove(Attributes::NEUTRAL);
        format!(
            "{}{}{}",
            colour(p),
            attribute_prefix(shown),
            piece_code(lang, p.kind)
        )
    };
    for note in notes.iter() {
        match *note {
            Annotation::Added {
                square,
                piece,
                became,
            } => {
                let _ = write!(s, "[+{}{square}", piece_text(piece));
                if let Some(new) = became {
                    if new.kind != piece.kind {
                        // a neutral piece keeps its letter: `[+nPf8=nQ]`
                        let shown = new;
                        let _ = write!(
                            s,
                            "={}{}",
                            attribute_prefix(shown),
                            piece_code(lang, new.kind)
                        );
                    }
                    if new.colour != piece.colour {
                        let _ = write!(s, "={}", colour(new));
                    }
                }
                s.push(']');
            }
            Annotation::Relocated {
                piece,
                from,
                to,
                reborn_as,
                promoted,
            } => {
                let _ = write!(s, "[{}{from}->", piece_text(piece));
                if let Some(kind) = reborn_as {
                    s.push_str(&piece_code(lang, kind));
                }
                let _ = write!(s, "{to}");
                if let Some(kind) = promoted {
                    let _ = write!(s, "={}", piece_code(lang, kind));
                }
                s.push_str(&changes);
                s.push(']');
            }
            Annotation::Removed { square, piece } => {
                let _ = write!(s, "[-{}{square}]", piece_text(piece));
            }
            Annotation::Recoloured { square, colour } => {
                let _ = write!(s, "[{square}={}]", colour.fold('w', black));
            }
            Annotation::Transformed {
                square,
                kind,
                attributes,
            }
            | Annotation::Promoted {
                square,
                kind,
                attributes,
            } => {
                let prefix = attribute_prefix(
                    Piece::new(kind, nightrider_board::Colour::White).with_attributes(attributes),
                );
                let _ = write!(s, "[{square}={prefix}{}]", piece_code(lang, kind));
            }
            _ => {}
        }
    }
}

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
}

/// Popeye's output words for `lang`.
pub const fn words(lang: Language) -> Words {
    match lang {
        Language::German => Words {
            zugzwang: " Zugzwang.",
            threat: " Drohung:",
            but: "Aber",
            refutes: "Widerlegt.",
            finished: "Loesung beendet.",
            partial: "Partielle Loesung",
        },
        Language::French => Words {
            zugzwang: " blocus.",
            threat: " menace:",
            but: "mais",
            refutes: "Refute.",
            finished: "solution terminee.",
            partial: "solution partielle",
        },
        Language::English | Language::EnglishN => Words {
            zugzwang: " zugzwang.",
            threat: " threat:",
            but: "but",
            refutes: "refutes.",
            finished: "solution finished.",
            partial: "Partial solution",
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

struct Printer {
    lang: Language,
    words: Words,
    out: Vec<String>,
}

impl Printer {
    fn attack(&mut self, a: &Attack, n: u32) {
        let mut line = format!(
            "{}{}.{}",
            " ".repeat(attack_indent(n)),
            n,
            move_text(self.lang, &a.info)
        );
        match a.mark {
            Mark::Key => line.push_str(" !"),
            Mark::Try => line.push_str(" ?"),
            Mark::ForcedFailure => line.push_str(" ?!?"),
            Mark::None => {}
        }
        match &a.after.threats {
            Some(t) if t.is_empty() => line.push_str(self.words.zugzwang),
            Some(_) => line.push_str(self.words.threat),
            None => {}
        }
        self.out.push(line);
        self.tree(&a.after, n);
        if !a.refutations.is_empty() {
            self.out.push(format!("    {}", self.words.but));
            for d in &a.refutations {
                let text = move_text(self.lang, &d.info);
                self.out.push(format!(
                    "{}{}...{} !",
                    " ".repeat(defence_indent(n)),
                    n,
                    text
                ));
                for x in &d.answers {
                    self.attack(x, n + 1);
                }
            }
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
        let text = move_text(self.lang, &d.info);
        self.out
            .push(format!("{}{}...{}", " ".repeat(defence_indent(n)), n, text));
        if d.refutes && d.answers.is_empty() && d.info.goal.is_none() {
            self.out
                .push(format!("{}refutes.", " ".repeat(defence_indent(n) + 2)));
        }
        for x in &d.answers {
            self.attack(x, n + 1);
        }
    }

    fn line(&mut self, l: &Line) {
        let mut s = String::from(" ");
        for m in &l.moves {
            match m.numbering {
                Numbering::Number(n) => {
                    if s.len() > 1 {
                        s.push_str("  ");
                    }
                    let _ = write!(s, " {n}.");
                }
                Numbering::Ellipsis(n) => {
                    let _ = write!(s, " {n}...");
                }
                Numbering::Continue => s.push(' '),
            }
            s.push_str(&move_text(self.lang, &m.info));
        }
        if l.forced_failure {
            s.push_str(" ?!?");
        }
        self.out.push(s);
    }
}

/// The solution lines of a report, as Popeye prints them (without header).
pub fn solution_lines(lang: Language, report: &Report) -> Vec<String> {
    let mut p = Printer {
        lang,
        words: words(lang),
        out: Vec::new(),
    };
    for phase in &report.phases {
        match &phase.body {
            Body::Battle(b) => {
                if let Some(set) = &b.set_play {
                    p.tree(
                        &DefenceTree {
                            threats: None,
                            ..set.clone()
                        },
                        1,
                    );
                    p.out.push(String::new());
                }
                if let Some(pk) = &b.post_key {
                    match &pk.threats {
                        Some(t) if t.is_empty() => p.out.push(p.words.zugzwang.to_string()),
                        Some(_) => p.out.push(p.words.threat.to_string()),
                        None => {}
                    }
                    p.tree(pk, 1);
                }
                for a in &b.moves {
                    p.out.push(String::new());
                    p.attack(a, 1);
                }
            }
            Body::Lines {
                set_play,
                solutions,
            } => {
                for l in set_play.iter().chain(solutions) {
                    p.line(l);
                }
            }
        }
        if phase.partial {
            p.out.push(String::new());
            p.out.push(p.words.partial.to_string());
        }
    }
    p.out
}

/// The text Popeye prints before a twin's solutions (`a) `, `b) -wQc1  `).
pub fn twin_heading(twin: &Twin) -> String {
    if twin.label.is_empty() {
        String::new()
    } else {
        format!("{} {}  \n", twin.label, twin.description)
    }
}
