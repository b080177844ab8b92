//! Popeye's LaTeX output (`latex FILE`): a document for the `diagram`
//! package with one `diagram` block per problem (author, source, pieces,
//! stipulation, conditions, solution and twins), as Popeye 4.104 writes
//! it. The document's frame is [`preamble`] and [`CLOSING`]; [`diagram`]
//! writes one problem's block from its [`SolutionText`].
//!
//! Pieces are written with the German letters the package knows (`wKc1`,
//! `sDd8`); a fairy piece needs a glyph defined by the input (the lines
//! after `latex FILE`, or `LaTeXPieces`), otherwise it is written `??`
//! and the file does not compile, as Popeye warns.

use crate::problem::{Problem, Twin};
use crate::twinning::{self, TwinChange};
use nightrider_board::{Colour, Piece, PieceKind, Square};
use nightrider_notation::popeye::InputLanguage;
use std::fmt::Write as _;

/// The start of the LaTeX document, written when the file is opened by a
/// problem in `lang` (German asks for the `german` package too).
pub fn preamble(lang: InputLanguage) -> String {
    let german = if lang == InputLanguage::German {
        "\\usepackage{german}%\n"
    } else {
        ""
    };
    format!(
        "\\documentclass{{article}}%\n\\usepackage{{diagram}}%\n{german}\n\\begin{{document}}%\n"
    )
}

/// The end of the LaTeX document, written when the input ends.
pub const CLOSING: &str = "\\putsol%\n\\end{document}%\n";

/// Popeye's warning, on standard error, for each piece it cannot write.
pub const UNDEFINED_PIECE: &str = "LaTeXFile will not compile: undefined fairy piece";

/// A fairy piece's glyph for the `diagram` package, defined by the input:
/// `n SU Nachtreiter` after `latex FILE`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Glyph {
    /// The piece.
    pub kind: PieceKind,
    /// The package's name for its glyph (`SU`, a rotated knight).
    pub glyph: String,
    /// The name shown in the legend under the diagram.
    pub name: String,
}

/// One problem's block of the LaTeX document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    /// The text, from `\begin{diagram}` to `\hfill`.
    pub text: String,
    /// How many pieces had no glyph (written `??`).
    pub undefined_pieces: usize,
}

/// The block of `problem`, whose solution was collected in `solution`;
/// `glyphs` are the fairy pieces' glyphs defined so far in the input.
/// `complete` says whether the solution is (`\Co+`: not cut short by
/// MaxSolutions, StopOnShortSolutions or MaxTime).
pub fn diagram(
    problem: &Problem,
    glyphs: &[Glyph],
    solution: &SolutionText,
    complete: bool,
) -> Diagram {
    let diagram = problem.diagram();
    let meta = &problem.meta;
    let mut s = String::from("\\begin{diagram}%\n");
    if !meta.authors.is_empty() {
        let _ = writeln!(s, " \\author{{{}}}%", escape(&authors(&meta.authors)));
    }
    if let Some(origin) = meta.origins.first() {
        let source = Source::parse(origin);
        for (field, value) in [
            ("sourcenr", &source.number),
            ("year", &source.year),
            ("month", &source.month),
            ("day", &source.day),
            ("issue", &source.issue),
        ] {
            if let Some(value) = value {
                let _ = writeln!(s, " \\{field}{{{}}}%", escape(value));
            }
        }
        let _ = writeln!(s, " \\source{{{}}}%", escape(&source.name));
    }
    if let Some(award) = meta.awards.last() {
        let _ = writeln!(s, " \\award{{{}}}%", escape(award));
    }
    if !meta.titles.is_empty() {
        let titles: String = meta.titles.iter().map(|t| format!("{t}\n")).collect();
        let _ = writeln!(s, " \\dedication{{{}}}%", escape(&titles));
    }
    let board = diagram.position.board();
    let holes = crate::render::holes_of(diagram);
    let mut undefined_pieces = 0;
    let pieces: Vec<String> = Square::ALL
        .into_iter()
        .filter(|sq| !holes.contains(*sq))
        .filter_map(|sq| board[sq.idx()].map(|p| (sq, p)))
        .map(|(sq, p)| {
            let glyph = glyph(glyphs, p.kind).unwrap_or_else(|| {
                undefined_pieces += 1;
                "??".to_string()
            });
            format!("{}{glyph}{sq}", colour_letter(p))
        })
        .collect();
    let _ = writeln!(s, " \\pieces{{{}}}%", pieces.join(", "));
    let mut remark = String::new();
    if !holes.is_empty() {
        // the holes: no squares there, framed, and named in the remark
        let list = square_list(holes);
        let _ = writeln!(s, " \\nofields{{{list}}}%\n \\fieldframe{{{list}}}%");
        let _ = writeln!(remark, "Hole {list}%");
    }
    remark.push_str(&legend_and_attributes(problem.language, glyphs, board));
    if !remark.is_empty() {
        let _ = writeln!(s, " \\remark{{{remark}}}%");
    }
    let _ = writeln!(
        s,
        " \\stipulation{{{}}}%",
        escape(&stipulation(problem, diagram))
    );
    let conditions = diagram.conditions.printed_lines(problem.language);
    if !conditions.is_empty() {
        let lines: Vec<String> = conditions.iter().map(|l| escape(l.trim())).collect();
        let _ = writeln!(s, " \\condition{{{}}}%", lines.join("{\\newline}"));
    }
    let magic = diagram.conditions.list.iter().fold(
        nightrider_board::Bitboard::EMPTY,
        |squares, c| match c {
            nightrider_conditions::Condition::MagicSquares(magic) => squares | *magic,
            _ => squares,
        },
    );
    if !magic.is_empty() {
        let _ = writeln!(s, " \\fieldframe{{{}}}%", square_list(magic));
    }
    let _ = writeln!(s, " \\solution{{{} }}%", solution.text);
    let twins = twins(problem);
    if !twins.is_empty() {
        let _ = writeln!(s, " \\twins{{{twins}}}%");
    }
    // (Popeye does not call a solution complete under the options that
    // cut the search: Threat, MaxFlightsquares, NonTrivial)
    if complete && crate::render::option_suffix(&problem.options).is_empty() {
        s.push_str(" \\Co+%\n");
    }
    s.push_str("\\end{diagram}%\n\\hfill%\n");
    Diagram {
        text: s,
        undefined_pieces,
    }
}

/// The solution of a problem as its `\solution` shows it, collected from
/// the lines of the text output as they are printed: each twin's label
/// (`a)`), then the lines without the blank ones and without `but` before
/// a try's refutations, battle play's each after a line break, help and
/// series play's each followed by one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolutionText {
    text: String,
    battle: bool,
    /// The word before a try's refutations in the output's language.
    but: &'static str,
}

impl SolutionText {
    /// Nothing collected yet, for a problem in `lang`.
    pub fn new(lang: InputLanguage) -> SolutionText {
        SolutionText {
            text: String::new(),
            battle: false,
            but: crate::render::words(lang).but,
        }
    }

    /// The output of `twin` starts: its label, if the problem is twinned.
    pub fn twin(&mut self, twin: &Twin) {
        self.battle = twin.stipulation.style() == nightrider_stipulation::Style::Battle;
        self.text.push_str(twin.label.trim_start_matches('+'));
    }

    /// Lines of the text output of the twin last started.
    pub fn lines<S: AsRef<str>>(&mut self, lines: &[S]) {
        for line in lines.iter().map(AsRef::as_ref) {
            if line.trim().is_empty() || line.trim() == self.but || is_progress(line) {
                continue;
            }
            // castlings as the package's symbols
            let line = escape(line)
                .replace("0-0-0", "{\\000}")
                .replace("0-0", "{\\00}");
            if self.battle {
                self.text.push('\n');
                self.text.push_str(&line);
            } else {
                self.text.push_str(&line);
                self.text.push('\n');
            }
        }
    }

    /// The text collected (`\solution`'s content, without its closing
    /// blank).
    pub fn as_str(&self) -> &str {
        &self.text
    }
}

/// Whether `line` is a progress line of option MoveNumbers (`  3  (Sd4-f3 )`),
/// which the LaTeX file leaves out.
fn is_progress(line: &str) -> bool {
    let rest = line.trim_start();
    let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    digits > 0 && rest[digits..].trim_start().starts_with('(')
}

/// The glyph of `kind`: the package's letter for an orthodox piece, the
/// input's definition for a fairy one.
fn glyph(glyphs: &[Glyph], kind: PieceKind) -> Option<String> {
    let orthodox = [
        (PieceKind::KING, "K"),
        (PieceKind::QUEEN, "D"),
        (PieceKind::ROOK, "T"),
        (PieceKind::BISHOP, "L"),
        (PieceKind::KNIGHT, "S"),
        (PieceKind::PAWN, "B"),
    ];
    orthodox
        .iter()
        .find(|(k, _)| *k == kind)
        .map(|(_, g)| g.to_string())
        .or_else(|| {
            glyphs
                .iter()
                .rev()
                .find(|g| g.kind == kind)
                .map(|g| g.glyph.clone())
        })
}

/// The colour letter of the `diagram` package: `w`, `s` (black), `n`.
fn colour_letter(p: Piece) -> char {
    if p.is_neutral() {
        'n'
    } else if p.colour == Colour::White {
        'w'
    } else {
        's'
    }
}

/// The authors: each `First Last` written `Last, First` and joined by
/// `; `, or, as Popeye does when any line has a comma already, the lines
/// as written, joined by `;`.
fn authors(lines: &[String]) -> String {
    if lines.iter().any(|l| l.contains(',')) {
        return lines.join(";");
    }
    lines
        .iter()
        .map(|line| {
            // (blanks after the name count: `Petko Petkov ` is written
            // `, Petko Petkov`, as Popeye does)
            match line.rsplit_once(' ') {
                Some((first, last)) => format!("{last}, {}", first.trim_end()),
                None => format!("{line}, "),
            }
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// An origin line taken apart as Popeye does for `\source` and its
/// companions: a trailing year (digits and `-`), before it a month after
/// `/` or a day and month in `d.m.year`, and an issue before a comma.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Source {
    name: String,
    number: Option<String>,
    year: Option<String>,
    month: Option<String>,
    day: Option<String>,
    issue: Option<String>,
}

impl Source {
    fn parse(origin: &str) -> Source {
        // a first part of letters and digits before a comma: the source's
        // number
        if let Some((number, rest)) = origin.split_once(',') {
            if !number.is_empty() && number.chars().all(char::is_alphanumeric) {
                return Source {
                    number: Some(number.to_string()),
                    ..Source::parse(rest.trim_start())
                };
            }
        }
        // (blanks after a year hide it: `2003 ` is not one)
        let whole = || Source {
            name: origin.trim_end().to_string(),
            ..Source::default()
        };
        let year_start = origin
            .char_indices()
            .rev()
            .take_while(|(_, c)| c.is_ascii_digit() || *c == '-')
            .last()
            .map(|(i, _)| i);
        let Some(year_start) = year_start else {
            return whole();
        };
        let year = origin[year_start..].to_string();
        if year_start == 0 {
            // (Popeye writes an empty year for an origin that is only one)
            return Source {
                year: Some(String::new()),
                ..whole()
            };
        }
        let before = &origin[..year_start];
        let mut source = Source {
            year: Some(year),
            ..Source::default()
        };
        let rest = if let Some(rest) = before.strip_suffix('/') {
            let (rest, month) = split_trailing_digits(rest);
            source.month = Some(month.to_string());
            rest
        } else if let Some(rest) = before.strip_suffix('.') {
            let (rest, month) = split_trailing_digits(rest);
            let Some(rest) = rest.strip_suffix('.') else {
                // `m.year` alone: Popeye keeps the whole line as the source
                return Source {
                    year: source.year,
                    month: Some(month.to_string()),
                    day: Some(String::new()),
                    ..whole()
                };
            };
            let (rest, day) = split_trailing_digits(rest);
            source.month = Some(month.to_string());
            source.day = Some(day.to_string());
            rest
        } else {
            before
        };
        let rest = rest.trim_end();
        let rest = match rest.strip_suffix(',') {
            Some(rest) => {
                let start = rest.rfind(' ').map_or(0, |i| i + 1);
                source.issue = Some(rest[start..].to_string());
                rest[..start].trim_end()
            }
            None => rest,
        };
        source.name = rest.to_string();
        source
    }
}

/// `text` without its trailing digits, and those digits.
fn split_trailing_digits(text: &str) -> (&str, &str) {
    let start = text.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    text.split_at(start)
}

/// Squares as the package's lists write them: ` d7,  d8`, from a1 up.
fn square_list(squares: nightrider_board::Bitboard) -> String {
    squares
        .into_iter()
        .map(|sq| format!(" {sq}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `\remark`'s legend of the fairy pieces with glyphs, then the
/// attribute lines of the text output.
fn legend_and_attributes(
    lang: InputLanguage,
    glyphs: &[Glyph],
    board: &[Option<Piece>; 64],
) -> String {
    let mut legend = Vec::new();
    for kind in popeye_order(glyphs) {
        let Some(g) = glyphs.iter().rev().find(|g| g.kind == kind) else {
            continue;
        };
        let mut entry = String::new();
        for (letter, is) in [
            (
                'w',
                (|p: &Piece| !p.is_neutral() && p.colour == Colour::White) as fn(&Piece) -> bool,
            ),
            ('b', |p: &Piece| {
                !p.is_neutral() && p.colour == Colour::Black
            }),
            ('n', |p: &Piece| p.is_neutral()),
        ] {
            if board.iter().flatten().any(|p| p.kind == kind && is(p)) {
                let _ = write!(entry, "\\{letter}{} ={}", g.glyph, g.name);
            }
        }
        if !entry.is_empty() {
            legend.push(format!(" \\mbox{{{entry}}}"));
        }
    }
    let mut s = legend.join("{\\newline}");
    for line in crate::render::attribute_lines_in(lang, board, true) {
        if !s.is_empty() {
            s.push_str("{\\newline}\n    ");
        }
        let _ = writeln!(s, "{line}");
    }
    s
}

/// The kinds with glyphs, in Popeye's order of its pieces (the order of
/// its piece table; kinds Popeye does not know last).
fn popeye_order(glyphs: &[Glyph]) -> Vec<PieceKind> {
    let mut kinds: Vec<PieceKind> = Vec::new();
    for g in glyphs {
        if !kinds.contains(&g.kind) {
            kinds.push(g.kind);
        }
    }
    let rank = |kind: &PieceKind| {
        let code = crate::pieces::piece_code(InputLanguage::English, *kind).to_ascii_lowercase();
        POPEYE_ORDER
            .iter()
            .position(|c| *c == code)
            .unwrap_or(POPEYE_ORDER.len())
    };
    kinds.sort_by_key(rank);
    kinds
}

/// Popeye 4.104's pieces in the order of its piece table, by English code
/// (`../shared/reference/popeye-4.104-piece-names-en.txt`): the order in
/// which it lists the glyphs under a diagram.
const POPEYE_ORDER: [&str; 160] = [
    "k", "p", "q", "s", "r", "b", "le", "ma", "pa", "va", "ro", "g", "n", "z", "ca", "gi", "rf",
    "bu", "we", "al", "fe", "da", "li", "ne", "l", "bp", "am", "em", "pr", "gn", "an", "sq", "wa",
    "dr", "ka", "ss", "uu", "ha", "m", "ea", "sw", "ar", "rb", "c", "nh", "du", "cr", "zr", "gr",
    "ch", "zh", "gh", "ds", "bk", "eq", "ct", "bs", "sp", "rl", "bl", "si", "tr", "nd", "o", "eh",
    "mo", "rr", "br", "ao", "oa", "rh", "bh", "ek", "bt", "gt", "sk", "cy", "cg", "rn", "rp", "ok",
    "37", "g2", "g3", "16", "24", "35", "dg", "kh", "or", "15", "25", "gl", "lr", "lb", "ln", "wr",
    "fr", "bi", "et", "na", "rm", "re", "rw", "bm", "be", "bw", "ra", "so", "mg", "36", "nl", "ml",
    "mm", "ag", "f", "do", "rt", "bo", "qe", "qf", "qq", "b1", "b2", "b3", "cp", "rk", "pp", "ls",
    "ze", "bn", "s2", "s4", "s1", "s3", "qn", "dk", "db", "no", "th", "lh", "ge", "gf", "kl", "ko",
    "kp", "sh", "gy", "ms", "po", "mp", "mh", "st", "ah", "oh", "se", "fa", "lo", "sa", "hc",
];

/// The stipulation as `\stipulation` shows it: as under the diagram, with
/// `*` for set play and ` r→` for option WhiteToPlay.
fn stipulation(problem: &Problem, twin: &Twin) -> String {
    let options = &problem.options;
    let mut s = crate::problem::stipulation_shown(options, twin);
    if options.set_play {
        s.push('*');
    }
    if options.white_to_play {
        s.push_str(" r->");
    }
    s
}

/// `\twins`: each twin's label and changes (`b) \wD d1{\ra}d2`), one per
/// line (`a)` too after a `zeroposition`), then Duplex, HalfDuplex and
/// Quodlibet.
fn twins(problem: &Problem) -> String {
    let lang = problem.language;
    let changed = if problem.zero_position.is_some() {
        &problem.twins[..]
    } else {
        &problem.twins[1..]
    };
    let mut lines: Vec<String> = changed
        .iter()
        .map(|twin| {
            let changes: Vec<String> = twin.changes.iter().map(|c| change(lang, c)).collect();
            format!("{} {}", twin.label, changes.join(", "))
        })
        .collect();
    if problem.options.duplex {
        lines.push("Duplex".into());
    }
    if problem.options.half_duplex {
        lines.push("HalfDuplex".into());
    }
    if problem.options.quodlibet {
        lines.push("Quodlibet".into());
    }
    lines.join("{\\newline}")
}

/// A twin's change as `\twins` writes it.
fn change(lang: InputLanguage, change: &TwinChange) -> String {
    let piece = |p: &Piece| {
        format!(
            "\\{}{}",
            colour_letter(*p),
            glyph(&[], p.kind).unwrap_or_else(|| "??".into())
        )
    };
    match change {
        TwinChange::Removed { piece: p, square } => format!(" --{} {square}", piece(p)),
        TwinChange::Moved { piece: p, from, to } => format!("{} {from}{{\\ra}}{to}", piece(p)),
        TwinChange::Exchanged { first, second } => format!(
            "{} {}{{\\lra}}{} {}",
            piece(&first.0),
            first.1,
            piece(&second.0),
            second.1
        ),
        TwinChange::Added {
            piece: p,
            square,
            replacing,
        } => format!("{}{} {square}", if *replacing { "" } else { "+" }, piece(p)),
        TwinChange::Substituted { from, to } => {
            let white = |kind: PieceKind| piece(&Piece::new(kind, Colour::White));
            format!("{{{}}} $\\Rightarrow$ {}", white(*from), white(*to))
        }
        TwinChange::Rotated(deg) => format!("{} ${deg}^\\circ$", twinning::word(lang, change)),
        TwinChange::Mirrored(kind) => {
            format!("{} {}", twinning::word(lang, change), escape(kind))
        }
        TwinChange::Shifted { from, to } => {
            format!("{} {from}$\\Rightarrow${to}", twinning::word(lang, change))
        }
        TwinChange::PolishType | TwinChange::Forsyth => twinning::word(lang, change).into(),
        TwinChange::Stipulation(s) => escape(s),
        TwinChange::Conditions(lines) => lines
            .iter()
            .map(|l| escape(l.trim()))
            .collect::<Vec<_>>()
            .join(", "),
    }
}

/// Text as LaTeX reads it: `#`, `%` and `&` escaped, arrows as the
/// package's (`<-->` and `<->` as `{\lra}`, `->` as `{\ra}`, but not the
/// `->v` of a piece gone into a volcano, as Popeye writes it).
fn escape(text: &str) -> String {
    let text = text.replace("<-->", "{\\lra}").replace("<->", "{\\lra}");
    let mut arrows = String::with_capacity(text.len());
    let mut rest = text.as_str();
    while let Some(i) = rest.find("->") {
        arrows.push_str(&rest[..i]);
        let after = &rest[i + 2..];
        arrows.push_str(if after.starts_with('v') {
            "->"
        } else {
            "{\\ra}"
        });
        rest = after;
    }
    arrows.push_str(rest);
    arrows
        .replace('#', "\\#")
        .replace('%', "\\%")
        .replace('&', "\\&")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn source(origin: &str) -> Vec<(&'static str, String)> {
        let s = Source::parse(origin);
        let mut fields = Vec::new();
        for (name, value) in [
            ("sourcenr", s.number),
            ("year", s.year),
            ("month", s.month),
            ("day", s.day),
            ("issue", s.issue),
        ] {
            if let Some(v) = value {
                fields.push((name, v));
            }
        }
        fields.push(("source", s.name));
        fields
    }

    fn fields(list: &[(&'static str, &str)]) -> Vec<(&'static str, String)> {
        list.iter().map(|(k, v)| (*k, v.to_string())).collect()
    }

    #[test]
    fn origins_are_taken_apart_as_popeye_does() {
        // as Popeye 4.104 writes them
        assert_eq!(
            source("StrateGems 2020"),
            fields(&[("year", "2020"), ("source", "StrateGems")])
        );
        assert_eq!(
            source("feenschach 123, 1990-91"),
            fields(&[
                ("year", "1990-91"),
                ("issue", "123"),
                ("source", "feenschach")
            ])
        );
        assert_eq!(
            source("9486 Ph\\'enix 11/2022"),
            fields(&[
                ("year", "2022"),
                ("month", "11"),
                ("source", "9486 Ph\\'enix")
            ])
        );
        assert_eq!(
            source("The Problemist xi/2011"),
            fields(&[
                ("year", "2011"),
                ("month", ""),
                ("source", "The Problemist xi")
            ])
        );
        assert_eq!(
            source("A 7, 1.2.2003"),
            fields(&[
                ("year", "2003"),
                ("month", "2"),
                ("day", "1"),
                ("issue", "7"),
                ("source", "A")
            ])
        );
        assert_eq!(
            source("A 12.2003"),
            fields(&[
                ("year", "2003"),
                ("month", "12"),
                ("day", ""),
                ("source", "A 12.2003")
            ])
        );
        assert_eq!(
            source("StrateGems 47, 2009, no. 2"),
            fields(&[("year", "2"), ("source", "StrateGems 47, 2009, no.")])
        );
        assert_eq!(
            source("Gentilly 2024, 2nd prize"),
            fields(&[("source", "Gentilly 2024, 2nd prize")])
        );
        assert_eq!(source("A 2003 "), fields(&[("source", "A 2003")]));
        assert_eq!(source("2003"), fields(&[("year", ""), ("source", "2003")]));
        assert_eq!(
            source("8236, Problemkiste 209, 4/2014"),
            fields(&[
                ("sourcenr", "8236"),
                ("year", "2014"),
                ("month", "4"),
                ("issue", "209"),
                ("source", "Problemkiste")
            ])
        );
        assert_eq!(
            source("GitHub, issue #257"),
            fields(&[
                ("sourcenr", "GitHub"),
                ("year", "257"),
                ("source", "issue #")
            ])
        );
        assert_eq!(
            source("CPoisson-56"),
            fields(&[("year", "-56"), ("source", "CPoisson")])
        );
    }

    #[test]
    fn authors_as_popeye_writes_them() {
        let lines = |l: &[&str]| l.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(authors(&lines(&["A B", "C D", "E F"])), "B, A; D, C; F, E");
        assert_eq!(authors(&lines(&["A B C", "D"])), "C, A B; D, ");
        assert_eq!(authors(&lines(&["A B", "C, D"])), "A B;C, D");
    }

    #[test]
    fn escapes() {
        assert_eq!(
            escape("1.Bh5<->Ke8 e5*d4[bPd4->e5][+wQd1->v] # 50% & more"),
            "1.Bh5{\\lra}Ke8 e5*d4[bPd4{\\ra}e5][+wQd1->v] \\# 50\\% \\& more"
        );
    }
}
