//! The parser of Popeye input: a token cursor over the text and one
//! function per command. Errors carry line and column; after an error the
//! parser skips to the next `NextProblem`/`EndProblem`.

use super::ast::*;
use super::conditions::CONDITIONS;
use super::constraint_entry::piece_constraint;
use super::jacobi_conditions::JACOBI_CONDITIONS;
use super::stipulation::{parse_length, parse_sstipulation, parse_stipulation};
use super::tables::*;
use nightrider_board::{Attributes, Square};

mod condition_list;
mod option_list;
mod recovery;

use recovery::InputErrorText;

/// An error in Popeye input, with its position (1-based line and column,
/// counted in characters) and a message for composers.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {message}")]
pub struct ParseError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// Index of the problem in the file (0-based).
    pub problem: usize,
    /// What is wrong.
    pub message: String,
}

/// The result of parsing a file: the problems read without error, and the
/// errors of the others.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ParsedInput {
    /// Problems without errors, in file order.
    pub problems: Vec<Problem>,
    /// Errors; each problem contributes at most one (parsing of a problem
    /// stops at its first error).
    pub errors: Vec<ParseError>,
    /// Number of problems seen, with or without errors.
    pub problems_seen: usize,
    /// Where the commands of each problem of [`ParsedInput::problems`]
    /// stand in the input (same order), for errors found after parsing.
    pub positions: Vec<CommandPositions>,
    /// Popeye's input errors that it reads on after (a part of the input
    /// ignored, see `parser/recovery.rs`), with Popeye's message in the problem's
    /// language; of every problem, with or without an error.
    pub warnings: Vec<ParseError>,
}

/// Where a parsed problem's commands stand in the input, as 1-based
/// (line, column) pairs, so that an error found when the problem is built
/// can point at its command as a [`ParseError`] does.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CommandPositions {
    /// The start of each command's keyword, in the order of
    /// [`Problem::commands`].
    pub commands: Vec<(usize, usize)>,
    /// The end of the problem: its `EndProblem` or `NextProblem` keyword,
    /// or the end of the input.
    pub end: (usize, usize),
}

#[derive(Clone, Copy, Debug)]
struct Tok<'a> {
    text: &'a str,
    start: usize,
}

struct Err {
    pos: usize,
    message: String,
}

type R<T> = Result<T, Err>;

fn err<T>(pos: usize, message: impl Into<String>) -> R<T> {
    Err(Err {
        pos,
        message: message.into(),
    })
}

struct Parser<'a> {
    src: &'a str,
    pos: usize,
    lang: InputLanguage,
    /// The starts of the commands of the problem being read.
    command_starts: Vec<usize>,
    /// Where the problem read last ended.
    problem_end: usize,
    /// The last position whose line was counted: (byte, line, the byte
    /// its line starts at).
    last_line: std::cell::Cell<(usize, usize, usize)>,
    /// The dialect the problem being read names with `Dialect …`.
    dialect: Option<Dialect>,
    /// The input errors of the problem being read that Popeye reads on
    /// after ([`ParsedInput::warnings`]).
    warnings: Vec<Err>,
    /// Whether the tokens up to the next command are skipped, after an
    /// input error ([`recovery`]).
    recovering: bool,
}

/// How to parse: the dialect asked for (a command-line option), which a
/// problem's own `Dialect` command overrides.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ParseOptions {
    /// `Some`: every problem is read in this dialect unless it names
    /// another; `None`: Popeye's, or Jacobi's for a problem that uses
    /// something only Jacobi's language has ([`Problem::jacobi_feature`]).
    pub dialect: Option<Dialect>,
}

/// Why a problem ended.
#[derive(PartialEq, Eq)]
enum Ending {
    Next,
    End,
    Eof,
}

/// Squares written one after another (`a1b2c3`), if `s` is only that.
pub(super) fn parse_squares(s: &str) -> Option<Vec<Square>> {
    let b = s.as_bytes();
    if b.is_empty() || b.len() % 2 != 0 {
        return None;
    }
    b.chunks(2)
        .map(|c| {
            let f = c[0].to_ascii_lowercase();
            if (b'a'..=b'h').contains(&f) && (b'1'..=b'8').contains(&c[1]) {
                Square::from_ascii(&[f, c[1]])
            } else {
                None
            }
        })
        .collect()
}

/// `Xb1`: a token shaped like a piece with squares whose code is unknown.
fn unknown_piece_code(token: &str) -> Option<&str> {
    let code_len = token
        .bytes()
        .take_while(u8::is_ascii_alphanumeric)
        .count()
        .min(2);
    (1..=2).rev().find_map(|len| {
        (len <= code_len && token.is_char_boundary(len) && parse_squares(&token[len..]).is_some())
            .then(|| &token[..len])
    })
}

fn parse_u32(s: &str) -> Option<u32> {
    if s.is_empty() || !s.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

/// `code` + squares in one token (`Rh1a1`, `gna4`, `r/bd4`): the longest code that leaves a square list.
/// Adds `p` to `group`. The attribute royal goes to the first piece
/// written after it only, as in Popeye 4.104 (`white royal sa1 gh3`: the
/// knight is royal, the grasshopper not; `royal sa1b1` makes two royal
/// knights): a later piece starts a group of the same colour without it.
fn push_piece(entries: &mut Vec<PiecesEntry>, group: &mut PieceGroup, p: PlacedPieces) {
    if group.attributes.contains(Attributes::ROYAL) && !group.pieces.is_empty() {
        let rest = PieceGroup {
            colour: group.colour,
            attributes: group.attributes - Attributes::ROYAL,
            pieces: Vec::new(),
        };
        entries.push(PiecesEntry::Group(std::mem::replace(group, rest)));
    }
    group.pieces.push(p);
}

fn parse_piece_spec(token: &str, lang: InputLanguage) -> Option<PlacedPieces> {
    if token.starts_with('{') {
        // A braced piece: the last `}` that leaves a square list.
        return token.rmatch_indices('}').find_map(|(i, _)| {
            let (code, rest) = token.split_at(i + 1);
            Some(PlacedPieces {
                code: PieceCode::new(code, lang)?,
                squares: parse_squares(rest)?,
            })
        });
    }
    if !token.is_ascii() {
        return None;
    }
    let max = token.len().min(5);
    for len in (1..=max).rev() {
        if len >= token.len() {
            continue;
        }
        let (code, rest) = token.split_at(len);
        if let (Some(code), Some(squares)) = (PieceCode::new(code, lang), parse_squares(rest)) {
            return Some(PlacedPieces { code, squares });
        }
    }
    None
}

impl<'a> Parser<'a> {
    /// The 1-based (line, column) of byte `pos`, counted on from the
    /// position asked last when `pos` is not before it (positions are
    /// mostly asked in input order, so a file is scanned about once).
    fn line_col(&self, pos: usize) -> (usize, usize) {
        let pos = pos.min(self.src.len());
        let (mut from, mut line, mut line_start) = self.last_line.get();
        if pos < from {
            (from, line, line_start) = (0, 1, 0);
        }
        for (i, b) in self.src.as_bytes()[from..pos].iter().enumerate() {
            if *b == b'\n' {
                line += 1;
                line_start = from + i + 1;
            }
        }
        self.last_line.set((pos, line, line_start));
        let col = self.src[line_start..pos].chars().count() + 1;
        (line, col)
    }

    fn skip_ws(&mut self) {
        let rest = &self.src[self.pos..];
        let trimmed = rest.trim_start();
        self.pos += rest.len() - trimmed.len();
    }

    fn peek(&mut self) -> Option<Tok<'a>> {
        self.skip_ws();
        let rest = &self.src[self.pos..];
        if rest.is_empty() {
            return None;
        }
        let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
        Some(Tok {
            text: &rest[..end],
            start: self.pos,
        })
    }

    fn next(&mut self) -> Option<Tok<'a>> {
        let t = self.peek()?;
        self.pos = t.start + t.text.len();
        Some(t)
    }

    fn expect(&mut self, what: &str) -> R<Tok<'a>> {
        match self.next() {
            Some(t) => Ok(t),
            None => err(
                self.src.len(),
                format!("{what} expected, but the input ends"),
            ),
        }
    }

    /// The rest of the current line after the command keyword, trimmed.
    fn rest_of_line(&mut self) -> &'a str {
        let rest = &self.src[self.pos..];
        let end = rest.find('\n').unwrap_or(rest.len());
        self.pos += end;
        rest[..end].trim()
    }

    /// The rest of the current line after the command keyword, as the
    /// text of `author`, `origin`, `title` and `award`: without the blanks
    /// and dots before it, with the blanks after it (Popeye prints and
    /// centres them), as found with Popeye 4.104.
    fn text_of_line(&mut self) -> &'a str {
        let rest = &self.src[self.pos..];
        let end = rest.find('\n').unwrap_or(rest.len());
        self.pos += end;
        rest[..end]
            .trim_start()
            .trim_start_matches('.')
            .trim_start()
            .trim_end_matches(['\r', '\n'])
    }

    fn command_of(&self, token: &str) -> Lookup<CommandKeyword> {
        lookup_command(self.lang, token)
    }

    fn is_command(&self, token: &str) -> bool {
        matches!(self.command_of(token), Lookup::Found(_))
    }

    /// Whether `token` is a command (or, in a twin, a twin operation) written in full.
    fn is_full_keyword(&self, token: &str, in_twin: bool) -> bool {
        let col = self.lang.column();
        COMMANDS
            .iter()
            .any(|(n, _)| n[col].eq_ignore_ascii_case(token))
            || (in_twin
                && TWIN_OPS
                    .iter()
                    .any(|(n, _)| n[col].eq_ignore_ascii_case(token)))
    }

    fn is_twin_op(&self, token: &str) -> bool {
        matches!(lookup(TWIN_OPS, self.lang, token), Lookup::Found(_))
    }

    fn begin_language(token: &str) -> Option<InputLanguage> {
        let (names, _) = COMMANDS[0];
        for (i, lang) in [
            InputLanguage::English,
            InputLanguage::German,
            InputLanguage::French,
        ]
        .into_iter()
        .enumerate()
        {
            let n = names[i];
            if token.len() >= 3
                && token.len() <= n.len()
                && n[..token.len()].eq_ignore_ascii_case(token)
            {
                return Some(lang);
            }
        }
        None
    }

    fn problem(&mut self, problem: &mut Problem) -> R<Ending> {
        loop {
            let Some(tok) = self.next() else {
                self.problem_end = self.src.len();
                return Ok(Ending::Eof);
            };
            self.problem_end = tok.start;
            let kw = match self.command_of(tok.text) {
                Lookup::Found(k) => {
                    self.recovering = false;
                    k
                }
                Lookup::NotFound if self.skips(tok.text) => {
                    self.input_error(InputErrorText::OffendingItem, tok);
                    continue;
                }
                Lookup::Ambiguous(a, b) => {
                    return err(
                        tok.start,
                        format!("'{}' is ambiguous: {a} or {b}?", tok.text),
                    )
                }
                Lookup::NotFound => {
                    let mut msg = format!("unknown command '{}'", tok.text);
                    let names = COMMANDS.iter().map(|(n, _)| n[self.lang.column()]);
                    if let Some(s) = suggest(tok.text, names) {
                        msg.push_str(&format!(" — did you mean {s}?"));
                    } else if let Some(code) = unknown_piece_code(tok.text) {
                        msg = format!("unknown piece '{code}' in '{}'", tok.text);
                    }
                    return err(tok.start, msg);
                }
            };
            let cmd = match kw {
                CommandKeyword::Begin => {
                    if let Some(l) = Self::begin_language(tok.text) {
                        if problem.commands.is_empty() {
                            self.lang = l;
                            problem.language = l;
                        }
                    }
                    continue;
                }
                CommandKeyword::End => return Ok(Ending::End),
                CommandKeyword::Next => return Ok(Ending::Next),
                CommandKeyword::EnglishN => {
                    self.lang = InputLanguage::EnglishN;
                    problem.language = InputLanguage::EnglishN;
                    continue;
                }
                CommandKeyword::Remark => Command::Remark(self.rest_of_line().to_string()),
                CommandKeyword::Author => Command::Author(self.text_of_line().to_string()),
                CommandKeyword::Origin => Command::Origin(self.text_of_line().to_string()),
                CommandKeyword::Title => Command::Title(self.text_of_line().to_string()),
                CommandKeyword::Award => Command::Award(self.text_of_line().to_string()),
                CommandKeyword::Protocol => {
                    let t = self.expect("a file name")?;
                    Command::Protocol(t.text.to_string())
                }
                CommandKeyword::Latex => {
                    let t = self.expect("a file name")?;
                    // piece definitions may follow on the next lines, as
                    // after `latexpieces` (Popeye's BEISPIEL files)
                    let rows = self.latex_pieces();
                    if !rows.is_empty() {
                        problem.commands.push(Command::Latex(t.text.to_string()));
                        self.command_starts.push(tok.start);
                        Command::LatexPieces(rows)
                    } else {
                        Command::Latex(t.text.to_string())
                    }
                }
                CommandKeyword::LatexPieces => Command::LatexPieces(self.latex_pieces()),
                CommandKeyword::Condition => Command::Condition(self.conditions(false)?),
                CommandKeyword::Option => {
                    let items = self.options()?;
                    if items.is_empty() {
                        continue;
                    }
                    Command::Option(items)
                }
                CommandKeyword::Stipulation => {
                    let start = self.pos;
                    match self.stipulation_command() {
                        Ok(c) => c,
                        Result::Err(e) => {
                            self.pos = start;
                            match self.peek() {
                                // no stipulation, but a command: Popeye
                                // reads the command as such
                                Some(t) if self.is_command(t.text) => {
                                    self.input_error(InputErrorText::UnknownStipulation, t);
                                    continue;
                                }
                                _ => return Result::Err(e),
                            }
                        }
                    }
                }
                CommandKeyword::SStipulation => Command::SStipulation(self.sstipulation()?),
                CommandKeyword::Forsyth => Command::Forsyth(self.forsyth()?),
                CommandKeyword::Pieces => {
                    let start = self.pos;
                    let entries = self.pieces_entries(false)?;
                    if entries.is_empty() && self.recovering {
                        continue;
                    }
                    if entries.is_empty() {
                        let found = self.peek().map_or("the end of the input", |t| t.text);
                        return err(start, format!("a colour (white, black, neutral) expected after pieces, found '{found}'"));
                    }
                    Command::Pieces(entries)
                }
                CommandKeyword::Twin => Command::Twin(self.twin(tok.start)?),
                CommandKeyword::ZeroPosition => Command::ZeroPosition(self.twin(tok.start)?),
                CommandKeyword::Play => self.play()?,
                CommandKeyword::Test => self.test()?,
                CommandKeyword::Set => self.set_test()?,
                CommandKeyword::Constraints => Command::Constraints(self.constraints()?),
                CommandKeyword::AddPieces => Command::AddPieces,
                CommandKeyword::AddWhitePieces => Command::AddWhitePieces,
                CommandKeyword::AddBlackPieces => Command::AddBlackPieces,
                CommandKeyword::ColorThePieces => Command::ColorThePieces,
                CommandKeyword::Add => self.jacobi_add()?,
                CommandKeyword::Dialect => {
                    let t = self.expect("popeye or jacobi")?;
                    self.dialect = Some(Dialect::from_name(t.text).ok_or_else(|| Err {
                        pos: t.start,
                        message: format!("dialect: popeye or jacobi expected, found '{}'", t.text),
                    })?);
                    continue;
                }
            };
            problem.commands.push(cmd);
            self.command_starts.push(tok.start);
        }
    }

    fn latex_pieces(&mut self) -> Vec<(String, String, String)> {
        let mut rows = Vec::new();
        // Skip the rest of the keyword's line.
        let _ = self.rest_of_line();
        loop {
            let rest = &self.src[self.pos..];
            let Some(nl) = rest.find('\n') else { break };
            let after = &rest[nl + 1..];
            let end = after.find('\n').unwrap_or(after.len());
            let line = after[..end].trim();
            let mut parts = line.split_whitespace();
            let (Some(code), Some(glyph)) = (parts.next(), parts.next()) else {
                break;
            };
            if code.len() > 2 || !code.bytes().all(|c| c.is_ascii_alphanumeric()) || glyph.len() > 2
            {
                break;
            }
            let name: Vec<&str> = parts.collect();
            rows.push((code.to_string(), glyph.to_string(), name.join(" ")));
            self.pos += nl + 1 + end;
        }
        rows
    }

    /// `stipulation …`: Popeye's grammar, or else a form only Jacobi's
    /// language reads (unique defence, pass moves, `puser-`), which makes
    /// the problem Jacobi's; Jacobi's forms not read are refused by name.
    fn stipulation_command(&mut self) -> R<Command> {
        let start = self.pos;
        match self.stipulation() {
            Ok(s) => Ok(Command::Stipulation(s)),
            Err(e) => {
                self.pos = start;
                let t = self.expect("a stipulation")?;
                match super::stipulation::parse_stipulation_jacobi(t.text) {
                    Ok(j) if j.is_jacobi_only() => Ok(Command::JacobiStipulation(j)),
                    // a form of Jacobi's not read yet, named
                    Err(m) if m.ends_with("is not supported") => err(e.pos, m),
                    _ => Err(e),
                }
            }
        }
    }

    fn stipulation(&mut self) -> R<StipulationSyntax> {
        let t = self.expect("a stipulation")?;
        let first = parse_stipulation(t.text);
        if first.is_err() {
            // The length may be separated by blanks: `dia 8.5`, `hze8 1.5`.
            if let Some(n) = self.peek() {
                if n.text.starts_with(|c: char| c.is_ascii_digit()) {
                    if let Ok(s) = parse_stipulation(&format!("{}{}", t.text, n.text)) {
                        self.next();
                        return Ok(s);
                    }
                }
            }
        }
        first.map_err(|message| Err {
            pos: t.start,
            message,
        })
    }

    fn sstipulation(&mut self) -> R<StructuredStipulation> {
        self.skip_ws();
        let rest = &self.src[self.pos..];
        let line = &rest[..rest.find('\n').unwrap_or(rest.len())];
        match parse_sstipulation(line, self.lang) {
            Ok((s, n)) => {
                self.pos += n;
                Ok(s)
            }
            Err((off, msg)) => err(self.pos + off, format!("structured stipulation: {msg}")),
        }
    }

    fn forsyth(&mut self) -> R<Forsyth> {
        let t = self.expect("a position in Forsyth notation")?;
        let b = t.text.as_bytes();
        let mut cells = Vec::new();
        let mut idx = 0usize;
        let mut i = 0;
        let at = |i: usize| t.start + i;
        while i < b.len() {
            let c = b[i];
            if c.is_ascii_digit() {
                let start = i;
                while i < b.len() && b[i].is_ascii_digit() {
                    i += 1;
                }
                // Runs of empty squares may run past h1 (Popeye ignores that).
                let n: usize = t.text[start..i].parse().unwrap_or(usize::MAX);
                idx = idx.saturating_add(n);
                continue;
            }
            if c == b'/' {
                // Only a separator for the reader: Popeye counts squares.
                i += 1;
                continue;
            }
            let start = i;
            let mut colour = None;
            match c {
                b'+' => colour = Some(PieceColour::White),
                b'-' => colour = Some(PieceColour::Black),
                b'=' => colour = Some(PieceColour::Neutral),
                _ => {}
            }
            if colour.is_some() {
                i += 1;
            }
            let code_text = if b.get(i) == Some(&b'.') {
                let Some(s) = t.text.get(i + 1..i + 3) else {
                    return err(at(i), "'.' must be followed by a two-character piece code");
                };
                i += 3;
                s
            } else {
                let Some(s) = t.text.get(i..i + 1) else {
                    return err(at(i), "a piece expected");
                };
                i += 1;
                s
            };
            let first = code_text.as_bytes()[0];
            let colour = match colour {
                Some(c) => c,
                None if first.is_ascii_uppercase() => PieceColour::White,
                None if first.is_ascii_lowercase() => PieceColour::Black,
                None => {
                    return err(
                        at(start),
                        format!("piece '{code_text}' needs a colour prefix (+, - or =)"),
                    )
                }
            };
            let code = if code_text.eq_ignore_ascii_case("x") {
                PieceCode("x".to_string())
            } else {
                PieceCode::new(code_text, self.lang).ok_or_else(|| Err {
                    pos: at(start),
                    message: format!("unknown piece '{code_text}' in the Forsyth position"),
                })?
            };
            if idx >= 64 {
                return err(at(start), "the Forsyth position has more than 64 squares");
            }
            let sq = Square::from_xy((idx % 8) as i32, 7 - (idx / 8) as i32).expect("idx < 64");
            cells.push((sq, colour, code));
            idx += 1;
        }
        Ok(Forsyth { cells })
    }

    fn colour_of(&self, token: &str) -> Option<PieceColour> {
        match lookup(COLOURS, self.lang, token) {
            Lookup::Found(c) => Some(c),
            _ => None,
        }
    }

    fn pieces_entries(&mut self, in_twin: bool) -> R<Vec<PiecesEntry>> {
        let mut entries = Vec::new();
        let mut group: Option<PieceGroup> = None;
        while let Some(tok) = self.peek() {
            if self.is_full_keyword(tok.text, in_twin) {
                break;
            }
            let spec = parse_piece_spec(tok.text, self.lang);
            if spec.is_none() {
                if let Some(colour) = self.colour_of(tok.text) {
                    // (Popeye 4.104 reads black or neutral after a colour
                    // as that colour, but not white)
                    if colour == PieceColour::White {
                        self.refuse_empty_group(group.as_ref(), Some(tok))?;
                    }
                    self.next();
                    if let Some(g) = group.take() {
                        entries.push(PiecesEntry::Group(g));
                    }
                    group = Some(PieceGroup {
                        colour,
                        attributes: Attributes::empty(),
                        pieces: Vec::new(),
                    });
                    continue;
                }
                if tok.text.len() >= 5
                    && "totalinvisible".starts_with(&tok.text.to_ascii_lowercase())
                {
                    self.next();
                    let n = self.expect("the number of total invisibles")?;
                    let count = parse_u32(n.text).ok_or_else(|| Err {
                        pos: n.start,
                        message: format!("number of total invisibles expected, found '{}'", n.text),
                    })?;
                    if let Some(g) = group.take() {
                        entries.push(PiecesEntry::Group(g));
                    }
                    entries.push(PiecesEntry::TotalInvisible(count));
                    continue;
                }
            }
            let Some(g) = group.as_mut() else {
                if spec.is_some() && !in_twin && entries.is_empty() {
                    // Popeye drops the command, and skips the piece
                    self.input_error(InputErrorText::NoColour, tok);
                    return Ok(entries);
                }
                if spec.is_some() {
                    return err(
                        tok.start,
                        format!(
                            "no colour specified for '{}' — write white, black or neutral first",
                            tok.text
                        ),
                    );
                }
                break;
            };
            if let Some(p) = spec {
                self.next();
                push_piece(&mut entries, g, p);
                continue;
            }
            if let Lookup::Found(a) = lookup(ATTRIBUTES, self.lang, tok.text) {
                // Attributes stand between the colour and the pieces;
                // after a piece Popeye reads an attribute as an input
                // error ("offending item").
                if !g.pieces.is_empty() {
                    return err(
                        tok.start,
                        format!(
                            "attribute '{}' after a piece: write the colour again before it",
                            tok.text
                        ),
                    );
                }
                self.next();
                g.attributes |= a;
                continue;
            }
            // A code alone, squares in the next token.
            if let Some(code) = PieceCode::new(tok.text, self.lang) {
                let save = self.pos;
                self.next();
                if let Some(sqs) = self.peek().and_then(|t| parse_squares(t.text)) {
                    self.next();
                    push_piece(&mut entries, g, PlacedPieces { code, squares: sqs });
                    continue;
                }
                self.pos = save;
            }
            break;
        }
        if let Some(g) = group {
            let found = self.peek();
            self.refuse_empty_group(Some(&g), found)?;
            entries.push(PiecesEntry::Group(g));
        }
        Ok(entries)
    }

    /// A colour word (`white`, with attributes or not) must be followed
    /// by a piece: refused at `found` (the next word, none at the end of
    /// the input) when `group` has none, as Popeye refuses it ("wrong or
    /// missing PieceName").
    fn refuse_empty_group(&self, group: Option<&PieceGroup>, found: Option<Tok<'_>>) -> R<()> {
        match group {
            Some(g) if g.pieces.is_empty() => {
                let (pos, found) = match found {
                    Some(t) => {
                        if let Some(code) = unknown_piece_code(t.text) {
                            return err(t.start, format!("unknown piece '{code}' in '{}'", t.text));
                        }
                        if !self.is_command(t.text) && self.colour_of(t.text).is_none() {
                            return err(t.start, format!("unknown piece '{}'", t.text));
                        }
                        (t.start, format!("'{}'", t.text))
                    }
                    None => (self.src.len(), "the end of the input".to_string()),
                };
                err(
                    pos,
                    format!(
                        "a piece expected after '{}', found {found}",
                        colour_name(g.colour, self.lang).to_lowercase()
                    ),
                )
            }
            _ => Ok(()),
        }
    }

    fn square_token(&mut self, what: &str) -> R<Square> {
        let t = self.expect(what)?;
        match parse_squares(t.text) {
            Some(s) if s.len() == 1 => Ok(s[0]),
            _ => err(
                t.start,
                format!("{what}: a square expected, found '{}'", t.text),
            ),
        }
    }

    fn twin(&mut self, start: usize) -> R<Twin> {
        let mut twin = Twin {
            continued: false,
            ops: Vec::new(),
        };
        while let Some(tok) = self.peek() {
            // A stray begin keyword inside a problem is a no-op everywhere,
            // also between twinning operations (so that printing the tree
            // without it reads back the same).
            if !twin.ops.is_empty()
                && matches!(
                    lookup_command(self.lang, tok.text),
                    Lookup::Found(CommandKeyword::Begin)
                )
            {
                self.next();
                continue;
            }
            let kw = match lookup(TWIN_OPS, self.lang, tok.text) {
                Lookup::Found(k) => k,
                Lookup::Ambiguous(a, b) if twin.ops.is_empty() => {
                    return err(
                        tok.start,
                        format!("'{}' is ambiguous: {a} or {b}?", tok.text),
                    )
                }
                _ => {
                    if twin.ops.is_empty() && !twin.continued {
                        let mut msg = format!("unknown twinning '{}'", tok.text);
                        if let Some(s) = suggest(
                            tok.text,
                            TWIN_OPS.iter().map(|(n, _)| n[self.lang.column()]),
                        ) {
                            msg.push_str(&format!(" — did you mean {s}?"));
                        }
                        return err(tok.start, msg);
                    }
                    break;
                }
            };
            self.next();
            let op = match kw {
                TwinKeyword::Continued => {
                    twin.continued = true;
                    continue;
                }
                TwinKeyword::Move => {
                    TwinOp::Move(self.square_token("move")?, self.square_token("move")?)
                }
                TwinKeyword::Exchange => TwinOp::Exchange(
                    self.square_token("exchange")?,
                    self.square_token("exchange")?,
                ),
                TwinKeyword::Shift => {
                    TwinOp::Shift(self.square_token("shift")?, self.square_token("shift")?)
                }
                TwinKeyword::Remove => {
                    let t = self.expect("a square")?;
                    TwinOp::Remove(parse_squares(t.text).ok_or_else(|| Err {
                        pos: t.start,
                        message: format!("remove: squares expected, found '{}'", t.text),
                    })?)
                }
                TwinKeyword::Substitute => {
                    let mut codes = Vec::new();
                    for _ in 0..2 {
                        let t = self.expect("a piece")?;
                        codes.push(PieceCode::new(t.text, self.lang).ok_or_else(|| Err {
                            pos: t.start,
                            message: format!("substitute: unknown piece '{}'", t.text),
                        })?);
                    }
                    let b = codes.pop().expect("two");
                    let a = codes.pop().expect("two");
                    TwinOp::Substitute(a, b)
                }
                TwinKeyword::Add => {
                    let at = self.pos;
                    let e = self.pieces_entries(true)?;
                    if e.is_empty() {
                        return err(at, "add: a colour and pieces expected");
                    }
                    TwinOp::Add(e)
                }
                TwinKeyword::Rotate => {
                    let t = self.expect("an angle")?;
                    match parse_u32(t.text) {
                        Some(n @ (90 | 180 | 270)) => TwinOp::Rotate(n as u16),
                        _ => {
                            return err(
                                t.start,
                                format!("rotate: 90, 180 or 270 expected, found '{}'", t.text),
                            )
                        }
                    }
                }
                TwinKeyword::Mirror => {
                    let t = self.expect("a mirror")?;
                    let m = [
                        MirrorKind::A1H1,
                        MirrorKind::A1A8,
                        MirrorKind::A1H8,
                        MirrorKind::A8H1,
                    ]
                    .into_iter()
                    .find(|m| m.as_str().eq_ignore_ascii_case(t.text));
                    TwinOp::Mirror(m.ok_or_else(|| Err {
                        pos: t.start,
                        message: format!(
                            "mirror: a1<-->h1, a1<-->a8, a1<-->h8 or a8<-->h1 expected, found '{}'",
                            t.text
                        ),
                    })?)
                }
                TwinKeyword::PolishType => TwinOp::PolishType,
                TwinKeyword::Stipulation => TwinOp::Stipulation(self.stipulation()?),
                TwinKeyword::SStipulation => TwinOp::SStipulation(self.sstipulation()?),
                TwinKeyword::Condition => TwinOp::Condition(self.conditions(true)?),
                TwinKeyword::Forsyth => TwinOp::Forsyth(self.forsyth()?),
            };
            twin.ops.push(op);
        }
        if twin.ops.is_empty() && !twin.continued {
            return err(start, "twin: a twinning operation expected");
        }
        Ok(twin)
    }

    fn play(&mut self) -> R<Command> {
        let t = self.expect("help or series")?;
        let kind = match t.text.to_ascii_lowercase().as_str() {
            "help" | "h" => PlayKind::Help,
            "series" | "ser" => PlayKind::Series,
            _ => {
                return err(
                    t.start,
                    format!("play: help or series expected, found '{}'", t.text),
                )
            }
        };
        let l = self.expect("a length")?;
        let length = parse_length(l.text).map_err(|m| Err {
            pos: l.start,
            message: format!("play: {m}"),
        })?;
        Ok(Command::Play(kind, length))
    }

    fn goal_token(&mut self, what: &str) -> R<Goal> {
        let t = self.expect("a goal")?;
        let lower = t.text.to_ascii_lowercase();
        match Goal::parse_prefix(&lower) {
            Some((g, n)) if n == lower.len() => Ok(g),
            _ => err(
                t.start,
                format!("{what}: a goal expected, found '{}'", t.text),
            ),
        }
    }

    fn test(&mut self) -> R<Command> {
        let negated = self
            .peek()
            .is_some_and(|t| t.text.eq_ignore_ascii_case("not"));
        if negated {
            self.next();
        }
        let goal = self.goal_token("test")?;
        Ok(Command::Test { negated, goal })
    }

    fn set_test(&mut self) -> R<Command> {
        let t = self.expect("test")?;
        if !t.text.eq_ignore_ascii_case("test") {
            return err(
                t.start,
                format!("set: only 'set test' is known, found '{}'", t.text),
            );
        }
        let goal = self.goal_token("set test")?;
        let mut colour = None;
        if let Some(t) = self.peek() {
            if let Some(c) = self.colour_of(t.text) {
                if t.text.len() >= 2 {
                    self.next();
                    colour = Some(c);
                }
            }
        }
        let mut actions = Vec::new();
        while let Some(t) = self.peek() {
            let lower = t.text.to_ascii_lowercase();
            if matches!(lower.as_str(), "reflex" | "prefer" | "wake" | "end") {
                self.next();
                actions.push(lower);
            } else {
                break;
            }
        }
        if actions.is_empty() {
            return err(
                self.pos,
                "set test: an action (reflex, prefer, wake, end) expected",
            );
        }
        Ok(Command::SetTest(SetTest {
            goal,
            colour,
            actions,
        }))
    }

    fn constraints(&mut self) -> R<Vec<Vec<PieceConstraint>>> {
        let mut alts = vec![Vec::new()];
        while let Some(t) = self.peek() {
            if t.text.eq_ignore_ascii_case("or") {
                self.next();
                alts.push(Vec::new());
                continue;
            }
            match piece_constraint(t.text) {
                Some(c) => {
                    self.next();
                    alts.last_mut().expect("nonempty").push(c);
                }
                None => break,
            }
        }
        if alts.iter().any(Vec::is_empty) {
            return err(
                self.pos,
                "constraints: piece constraints like Qd1xh1-d2 expected",
            );
        }
        Ok(alts)
    }

    fn jacobi_add(&mut self) -> R<Command> {
        let mut groups: Vec<(PieceColour, Vec<String>)> = Vec::new();
        while let Some(t) = self.peek() {
            if let Some(c) = self.colour_of(t.text).filter(|_| t.text.len() >= 2) {
                self.next();
                groups.push((c, Vec::new()));
                continue;
            }
            let is_code =
                (1..=2).contains(&t.text.len()) && t.text.bytes().all(|c| c.is_ascii_uppercase());
            match groups.last_mut() {
                Some((_, codes)) if is_code => {
                    self.next();
                    codes.push(t.text.to_string());
                }
                _ => break,
            }
        }
        if groups.is_empty() || groups.iter().any(|(_, c)| c.is_empty()) {
            return err(
                self.pos,
                "add: a colour and pieces expected (like 'Add white X')",
            );
        }
        Ok(Command::Add(groups))
    }
}

fn parse_bgl(s: &str) -> Option<BglValue> {
    let (w, f) = s.split_once('.').unwrap_or((s, ""));
    let whole = parse_u32(w)? as u64;
    let frac = match f.len() {
        0 => 0,
        1 => parse_u32(f)? as u64 * 10,
        2 => parse_u32(f)? as u64,
        _ => return None,
    };
    Some(BglValue::Hundredths(whole * 100 + frac))
}

/// A condition by name: Popeye's table first, Jacobi's own conditions
/// only where Popeye's has nothing.
fn lookup_condition(lang: InputLanguage, token: &str) -> Lookup<&'static ConditionDef> {
    match lookup_index(CONDITIONS.len(), |i| &CONDITIONS[i].names, lang, token) {
        Lookup::Found(i) => Lookup::Found(&CONDITIONS[i]),
        Lookup::Ambiguous(a, b) => Lookup::Ambiguous(a, b),
        Lookup::NotFound => match lookup_index(
            JACOBI_CONDITIONS.len(),
            |i| &JACOBI_CONDITIONS[i].names,
            lang,
            token,
        ) {
            Lookup::Found(i) => Lookup::Found(&JACOBI_CONDITIONS[i]),
            Lookup::Ambiguous(a, b) => Lookup::Ambiguous(a, b),
            Lookup::NotFound => Lookup::NotFound,
        },
    }
}

/// Parses a whole input file: several problems separated by `NextProblem`,
/// ended by `EndProblem` (or the end of the text). A problem with an error
/// is reported in [`ParsedInput::errors`] and skipped up to its
/// `NextProblem`/`EndProblem`; the following problems are still read.
/// `BeginProblem` may be left out (as Jacobi allows).
pub fn parse_input(src: &str) -> ParsedInput {
    parse_input_with(src, ParseOptions::default())
}

/// [`parse_input`] with options: the dialect of the problems that do not
/// name one (see [`Problem::dialect`]).
pub fn parse_input_with(src: &str, options: ParseOptions) -> ParsedInput {
    let mut p = Parser {
        dialect: None,
        src,
        pos: 0,
        lang: InputLanguage::English,
        command_starts: Vec::new(),
        problem_end: 0,
        last_line: std::cell::Cell::new((0, 1, 0)),
        warnings: Vec::new(),
        recovering: false,
    };
    let mut out = ParsedInput::default();
    // InputLanguage of the file from its first begin keyword.
    if let Some(t) = p.peek() {
        if let Some(l) = Parser::begin_language(t.text) {
            p.lang = l;
        }
    }
    loop {
        if p.peek().is_none() {
            break;
        }
        let index = out.problems_seen;
        out.problems_seen += 1;
        let problem_start = p.pos;
        let mut problem = Problem {
            language: p.lang,
            commands: Vec::new(),
            dialect: Dialect::Popeye,
        };
        p.command_starts.clear();
        p.dialect = None;
        p.recovering = false;
        let result = p.problem(&mut problem);
        for w in std::mem::take(&mut p.warnings) {
            let (line, column) = p.line_col(w.pos);
            out.warnings.push(ParseError {
                line,
                column,
                problem: index,
                message: w.message,
            });
        }
        match result {
            Ok(ending) => {
                problem.dialect = p.dialect.or(options.dialect).unwrap_or_else(|| {
                    if problem.jacobi_feature().is_some() {
                        Dialect::Jacobi
                    } else {
                        Dialect::Popeye
                    }
                });
                // Empty problems (`BeginProblem NextProblem`) are not
                // problems, unless an input error was read past in them
                // (`stipulation NextProblem`: Popeye reports it)
                if problem.commands.is_empty() && !out.warnings.iter().any(|w| w.problem == index) {
                    out.problems_seen -= 1;
                } else {
                    out.problems.push(problem);
                    out.positions.push(CommandPositions {
                        commands: p.command_starts.iter().map(|&s| p.line_col(s)).collect(),
                        end: p.line_col(p.problem_end),
                    });
                }
                if ending == Ending::End {
                    // Popeye stops at EndProblem; a later BeginProblem starts a new file part.
                    match p.peek() {
                        Some(t) if Parser::begin_language(t.text).is_some() => {}
                        _ => break,
                    }
                }
                if ending == Ending::Eof {
                    break;
                }
            }
            Result::Err(e) => {
                let (line, column) = p.line_col(e.pos);
                out.errors.push(ParseError {
                    line,
                    column,
                    problem: index,
                    message: e.message,
                });
                // Recover: skip to the next NextProblem / EndProblem,
                // starting at the offending token, which may be one of
                // them (`stipulation` with its argument missing before
                // `NextProblem`).
                if e.pos > problem_start && e.pos < p.pos {
                    p.pos = e.pos;
                }
                let mut ended = true;
                while let Some(t) = p.next() {
                    match p.command_of(t.text) {
                        Lookup::Found(CommandKeyword::Next) => {
                            ended = false;
                            break;
                        }
                        Lookup::Found(CommandKeyword::End) => break,
                        _ => {}
                    }
                }
                if ended {
                    match p.peek() {
                        Some(t) if Parser::begin_language(t.text).is_some() => {}
                        _ => break,
                    }
                }
            }
        }
    }
    out
}
