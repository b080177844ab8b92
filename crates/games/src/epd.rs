//! FEN and EPD lists: one position a line. A line is a FEN (board, side,
//! castling, en passant, optionally the two counters) or an EPD record
//! (the first four FEN fields, then operations `opcode operand…;` such as
//! `id "WAC.001";` or `bm Qg6;`), whose operations are kept as tags
//! (`hmvc` and `fmvn` also set the counters). Blank lines and lines
//! starting with `#` are passed over. Positions must be legal orthodox
//! positions ([`crate::position_from_fen`]).

use crate::game::position_from_fen;
use nightrider_board::Position;

/// A position of a FEN/EPD list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EpdEntry {
    /// Its line number (1 for the first line).
    pub line: usize,
    /// The position.
    pub position: Position,
    /// The EPD operations, in order (`("id", "WAC.001")`).
    pub tags: Vec<(String, String)>,
}

impl EpdEntry {
    /// The operand of the operation `opcode`.
    pub fn tag(&self, opcode: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == opcode)
            .map(|(_, v)| v.as_str())
    }
}

/// A line that is not a position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {reason} in {text:?}")]
pub struct EpdError {
    /// The line number.
    pub line: usize,
    /// The line.
    pub text: String,
    /// What is wrong.
    pub reason: String,
}

/// Splits EPD operations at the semicolons outside quotes.
fn operations(text: &str) -> Result<Vec<(String, String)>, String> {
    let mut ops = Vec::new();
    let mut current = String::new();
    let mut quoted = false;
    let mut push = |op: &str| -> Result<(), String> {
        let op = op.trim();
        if op.is_empty() {
            return Ok(());
        }
        let (code, operand) = op.split_once(char::is_whitespace).unwrap_or((op, ""));
        if !code.starts_with(|c: char| c.is_ascii_alphabetic())
            || !code.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        {
            return Err(format!("bad EPD opcode {code:?}"));
        }
        let operand = operand.trim();
        let operand = operand
            .strip_prefix('"')
            .and_then(|o| o.strip_suffix('"'))
            .unwrap_or(operand);
        ops.push((code.to_owned(), operand.to_owned()));
        Ok(())
    };
    for c in text.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                current.push(c);
            }
            ';' if !quoted => {
                push(&current)?;
                current.clear();
            }
            _ => current.push(c),
        }
    }
    if quoted {
        return Err("unterminated quoted operand".to_owned());
    }
    push(&current)?;
    Ok(ops)
}

/// Reads one line (see the module documentation).
fn entry(line: usize, text: &str) -> Result<EpdEntry, String> {
    let mut rest = text.trim();
    let mut fields = Vec::new();
    while fields.len() < 4 && !rest.is_empty() {
        let (f, r) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
        fields.push(f);
        rest = r.trim_start();
    }
    let mut counters = None;
    let mut words = rest.split_whitespace();
    if let (Some(a), Some(b)) = (words.next(), words.next()) {
        if let (Ok(h), Ok(f)) = (a.parse::<u16>(), b.parse::<u16>()) {
            counters = Some((h, f));
            rest = rest
                .trim_start()
                .strip_prefix(a)
                .unwrap_or(rest)
                .trim_start()
                .strip_prefix(b)
                .unwrap_or(rest);
        }
    }
    let tags = operations(rest)?;
    let find = |code: &str| {
        tags.iter()
            .find(|(n, _)| n == code)
            .and_then(|(_, v)| v.parse::<u16>().ok())
    };
    let (half, full) = counters.unwrap_or((find("hmvc").unwrap_or(0), find("fmvn").unwrap_or(1)));
    let fen = format!("{} {half} {full}", fields.join(" "));
    let fen = if fields.len() == 4 {
        fen
    } else {
        fields.join(" ")
    };
    let position = position_from_fen(&fen)?;
    Ok(EpdEntry {
        line,
        position,
        tags,
    })
}

/// The positions of a FEN/EPD list, one result a non-blank line.
///
/// ```
/// use nightrider_games::read_epd;
/// let list = "7k/6Q1/6K1/8/8/8/8/8 b - - id \"mate\"; c0 \"a; b\";\nnot a fen\n";
/// let entries = read_epd(list);
/// assert_eq!(entries[0].as_ref().unwrap().tag("id"), Some("mate"));
/// assert_eq!(entries[0].as_ref().unwrap().tag("c0"), Some("a; b"));
/// assert_eq!(entries[1].as_ref().unwrap_err().line, 2);
/// ```
pub fn read_epd(text: &str) -> Vec<Result<EpdEntry, EpdError>> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .map(|(i, l)| {
            entry(i + 1, l).map_err(|reason| EpdError {
                line: i + 1,
                text: l.to_owned(),
                reason,
            })
        })
        .collect()
}
