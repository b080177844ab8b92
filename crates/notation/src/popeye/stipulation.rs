//! Stipulations: the traditional form (`exact-ser-h#3`) and the
//! structured form of `sstipulation`.

use super::ast::*;
use super::tables::{lookup, InputLanguage, Lookup, PieceColour, COLOURS};

/// Parses a length `n`, `n.0` or `n.5`.
pub fn parse_length(s: &str) -> Result<Length, String> {
    let (whole, frac) = match s.split_once('.') {
        Some((w, f)) => (w, Some(f)),
        None => (s, None),
    };
    if whole.is_empty() || !whole.bytes().all(|c| c.is_ascii_digit()) {
        return Err(format!("expected a number of moves, found '{s}'"));
    }
    let moves: u32 = whole
        .parse()
        .map_err(|_| format!("number of moves '{whole}' is too large"))?;
    let fraction = match frac {
        None => Fraction::None,
        Some("0") => Fraction::Zero,
        Some("5") => Fraction::Half,
        Some(f) => return Err(format!("a length ends in .0 or .5, not .{f}")),
    };
    Ok(Length { moves, fraction })
}

/// The retraction prefix of a retractor stipulation (`-2&`, `hoeg-2&`,
/// …) at the start of `text`: the prefix and the rest, `Ok(None)` if there
/// is none.
fn retractor_prefix(text: &str) -> Result<Option<(RetractorSyntax, &str)>, String> {
    let Some(dash) = text.find('-') else {
        return Ok(None);
    };
    let word = text[..dash].to_lowercase();
    let kind = match word.as_str() {
        "" => RetractorType::Proca,
        "proca" => RetractorType::Proca,
        "hoeg" | "høeg" => RetractorType::Hoeg,
        "klan" => RetractorType::Klan,
        "pacific" => RetractorType::Pacific,
        "help" => RetractorType::Help,
        _ => return Ok(None),
    };
    let rest = &text[dash + 1..];
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let bad = || {
        format!(
            "retractor stipulation '{text}': expected the number of retractions, '&' and the forward stipulation (e.g. -2&#1)"
        )
    };
    if digits == 0 || !rest[digits..].starts_with('&') {
        return Err(bad());
    }
    let moves: u32 = rest[..digits].parse().map_err(|_| bad())?;
    if !(1..=1000).contains(&moves) {
        return Err(format!(
            "retractor stipulation '{text}': the number of retractions must be from 1 to 1000"
        ));
    }
    Ok(Some((RetractorSyntax { kind, moves }, &rest[digits + 1..])))
}

/// The fewest half-moves that make a stipulation too long to solve: Popeye
/// 4.104 refuses `#500`, `h#499.5`, `s#500` and `ser-h#998` with "stipulation
/// with too many moves".
const MAX_PLIES: u64 = 999;

/// The half-moves of play a traditional stipulation of this kind and length
/// asks for (help play `n` moves: `2n`, `n.5`: one more; direct, self and
/// reflex play: `2n - 1`; series play: the series and the closing move).
fn plies(series: bool, play: Play, length: Length) -> u64 {
    let n = u64::from(length.moves);
    let half = u64::from(length.fraction == Fraction::Half);
    if series {
        n + 1
    } else {
        match play {
            Play::Help | Play::HelpSelf | Play::HelpReflex => 2 * n + half,
            Play::Direct | Play::Self_ | Play::Reflex => (2 * n).saturating_sub(1) + half,
        }
    }
}

/// Parses a traditional stipulation such as `ser-h#3` or `reci-h(=)#2`
/// (case-insensitive), optionally after a retraction prefix (`-2&#1`,
/// `hoeg-2&#1`, `help-1&h#1`).
pub fn parse_stipulation(text: &str) -> Result<StipulationSyntax, String> {
    match retractor_prefix(text)? {
        Some((r, forward)) => {
            let mut st = parse_forward(forward).map_err(|e| format!("{e} (after '{r}')"))?;
            if retractor_prefix(forward)?.is_some() {
                return Err(format!("stipulation '{text}': only one retraction prefix"));
            }
            st.retractor = Some(r);
            Ok(st)
        }
        None => parse_forward(text),
    }
}

fn parse_forward(text: &str) -> Result<StipulationSyntax, String> {
    let lower = text.to_ascii_lowercase();
    let mut s = lower.as_str();
    let unknown = || format!("cannot recognize the stipulation '{text}'");
    let mut intro = None;
    let digits = s.bytes().take_while(u8::is_ascii_digit).count();
    if digits > 0 && s[digits..].starts_with("->") {
        intro = Some(s[..digits].parse().map_err(|_| unknown())?);
        s = &s[digits + 2..];
    }
    let mut exact = false;
    if let Some(r) = s.strip_prefix("exact-") {
        exact = true;
        s = r;
    }
    let mut series = None;
    for (p, k) in [
        ("ser-", Series::Series),
        ("pser-", Series::ParrySeries),
        ("phser-", Series::ParryHelpSeries),
    ] {
        if let Some(r) = s.strip_prefix(p) {
            series = Some(k);
            s = r;
            break;
        }
    }
    let mut modifier = None;
    for (p, k) in [("semi-", Modifier::Semi), ("reci-", Modifier::Reci)] {
        if let Some(r) = s.strip_prefix(p) {
            modifier = Some(k);
            s = r;
            break;
        }
    }
    if s.starts_with('u') {
        return Err(format!(
            "stipulation '{text}': Jacobi's unique-defence play 'u' is not supported"
        ));
    }
    let mut play = Play::Direct;
    for (p, k) in [
        ("hs", Play::HelpSelf),
        ("hr", Play::HelpReflex),
        ("h", Play::Help),
        ("s", Play::Self_),
        ("r", Play::Reflex),
    ] {
        if let Some(r) = s.strip_prefix(p) {
            play = k;
            s = r;
            break;
        }
    }
    let mut paren_goal = None;
    if let Some(r) = s.strip_prefix('(') {
        let (g, n) = Goal::parse_prefix(r).ok_or_else(unknown)?;
        let r = r[n..].strip_prefix(')').ok_or_else(unknown)?;
        paren_goal = Some(g);
        s = r;
    }
    let (goal, n) = Goal::parse_prefix(s).ok_or_else(unknown)?;
    s = &s[n..];
    if s.is_empty() {
        return Err(format!("stipulation '{text}' lacks the number of moves"));
    }
    let length = parse_length(s).map_err(|e| format!("stipulation '{text}': {e}"))?;
    if plies(series.is_some(), play, length) >= MAX_PLIES {
        return Err("stipulation with too many moves".to_string());
    }
    if modifier == Some(Modifier::Semi) && play != Play::Reflex {
        return Err(format!(
            "stipulation '{text}': semi- needs reflex play (semi-r)"
        ));
    }
    Ok(StipulationSyntax {
        retractor: None,
        intro,
        exact,
        series,
        modifier,
        play,
        paren_goal,
        goal,
        length,
    })
}

/// A traditional stipulation as the Jacobi solver reads it (see
/// [`parse_stipulation_jacobi`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct JacobiStipulation {
    /// The stipulation in Popeye's syntax tree, a length `n.0` stored as
    /// `n`. For unique defence ([`JacobiStipulation::unique`]) the play is
    /// [`Play::Direct`] for a length `n.5` and [`Play::Self_`] for a
    /// whole one, as the manual pairs them, with no series prefix.
    pub syntax: StipulationSyntax,
    /// Jacobi's unique defence `u` (`u#8.5`, `u#25`, `u~7`): White
    /// starts, and every move of the other side is its only legal move.
    /// With the series [`Series::ParryHelpSeries`] it is `puser-`: every
    /// parry is the only legal move.
    pub unique: bool,
    /// `h*`: the first half-move of the help play is a pass move (`*`),
    /// counted in the length (`h*sx1.0`: a pass, then `sx0.5`).
    pub pass_first: bool,
    /// `ser-*`, `phser-*`: the series ends with a pass move of the other
    /// side (`phser-*`: or a parry of a check), so the series side is on
    /// the move again.
    pub pass_end: bool,
}

impl JacobiStipulation {
    /// Whether Popeye's grammar has no such stipulation: unique defence,
    /// pass moves.
    pub fn is_jacobi_only(&self) -> bool {
        self.unique || self.pass_first || self.pass_end
    }
}

impl std::fmt::Display for JacobiStipulation {
    /// Jacobi's spelling (`u#8.5`, `h++2`).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.unique && self.syntax.series.is_none() {
            return write!(f, "u{}{}", self.syntax.goal, self.syntax.length);
        }
        let text = self.syntax.to_string();
        let (series, star) = match self.syntax.series {
            Some(Series::ParryHelpSeries) if self.unique => ("phser-", "puser-"),
            Some(Series::ParryHelpSeries) => ("phser-", "phser-"),
            Some(Series::ParrySeries) => ("pser-", "pser-"),
            Some(Series::Series) => ("ser-", "ser-"),
            None => ("", ""),
        };
        let text = match text.find(series) {
            Some(i) if !series.is_empty() => {
                let mark = if self.pass_end { "*" } else { "" };
                format!("{}{star}{mark}{}", &text[..i], &text[i + series.len()..])
            }
            _ => text,
        };
        if self.pass_first {
            // `h…` after the prefixes: the pass follows the `h`
            let i = text.find('h').unwrap_or(0);
            return write!(f, "{}h*{}", &text[..i], &text[i + 1..]);
        }
        f.write_str(&text)
    }
}

/// The forms of Jacobi's language that are not read (yet), by the start
/// of the stipulation (after `m->` and `exact-`), with their names.
const JACOBI_REFUSED_PREFIXES: [(&str, &str); 8] = [
    (
        "pauser-",
        "Jacobi's unique-defence anti-parry series (pauser-)",
    ),
    (
        "auser-",
        "Jacobi's unique-defence anti-parry series (auser-)",
    ),
    (
        "pahser-",
        "Jacobi's anti-parry series (pahser-, needs AntiParry)",
    ),
    (
        "ahser-",
        "Jacobi's anti-parry series (ahser-, needs AntiParry)",
    ),
    (
        "paser-",
        "Jacobi's anti-parry series (paser-, needs AntiParry)",
    ),
    (
        "aser-",
        "Jacobi's anti-parry series (aser-, needs AntiParry)",
    ),
    (
        "pser-h",
        "Jacobi's pser-h (a defensive parry series before a help move; \
         Popeye's pser-h is Jacobi's phser-h)",
    ),
    (
        "pser-*",
        "Jacobi's parry series ending in a pass move (pser-*)",
    ),
];

/// Parses a traditional stipulation as the Jacobi solver reads it
/// (case-insensitive). The differences from Popeye's reading
/// ([`parse_stipulation`]):
///
/// * `u` is unique defence (`u#8.5`: White makes the last move and
///   reaches the aim; `u#25`: the other side does; `u~7`: any moves),
///   see [`JacobiStipulation::unique`];
/// * `++`, `+++`, … are counted checks (Popeye reads `h++1` as `h+1`);
/// * a length `n.0` is `n` (Popeye refuses it but in proof games);
/// * every stipulation has its exact length, as the manual says ("as if
///   each stipulation had the exact- prefix"): the caller applies it;
/// * `pser-h` is refused: Jacobi writes Popeye's `pser-h` as `phser-h`
///   and has no defensive parry series before a help move.
///
/// * `puser-` is `phser-` with each parry the only legal move; `ser-*`
///   and `phser-*` end with a pass move (or, `phser-*`, a parry) of the
///   other side; `h*` starts the help play with a pass move.
///
/// Refused by name: the anti-parry series (`aser-`, `ahser-`, `paser-`,
/// `pahser-`), their unique-defence forms (`auser-`,
/// `pauser-`), `pser-*`, mate events (`$`),
/// CapZug written as an aim (`xz`, `!xz`: Jacobi writes it as a chain),
/// retraction prefixes (not Jacobi's).
///
/// ```
/// use nightrider_notation::popeye::parse_stipulation_jacobi;
/// let u = parse_stipulation_jacobi("u#8.5").unwrap();
/// assert!(u.unique);
/// assert_eq!(u.to_string(), "u#8.5");
/// let h = parse_stipulation_jacobi("h++2.0").unwrap();
/// assert_eq!(h.to_string(), "h++2");
/// assert!(parse_stipulation_jacobi("ahser-#3").unwrap_err().contains("anti-parry"));
/// ```
pub fn parse_stipulation_jacobi(text: &str) -> Result<JacobiStipulation, String> {
    let lower = text.to_ascii_lowercase();
    let refuse = |what: &str| Err(format!("stipulation '{text}': {what} is not supported"));
    if retractor_prefix(&lower).ok().flatten().is_some() {
        return refuse("a retraction prefix (Popeye's retractors)");
    }
    // the core: after `m->` and `exact-`
    let mut core = lower.as_str();
    let digits = core.bytes().take_while(u8::is_ascii_digit).count();
    let intro = digits > 0 && core[digits..].starts_with("->");
    if intro {
        core = &core[digits + 2..];
    }
    let exact = core.starts_with("exact-");
    core = core.strip_prefix("exact-").unwrap_or(core);
    for (prefix, what) in JACOBI_REFUSED_PREFIXES {
        if core.starts_with(prefix) {
            return refuse(what);
        }
    }
    // (`xz` is no other stipulation's text: a capture aim is followed by
    // the length)
    if core.contains("xz") {
        return refuse("CapZug as an aim (xz, !xz; Jacobi writes it as a chain)");
    }
    if core.contains('$') {
        return refuse("Jacobi's mate events ($, $$, …)");
    }
    let zero_to_whole = |mut st: StipulationSyntax| {
        if st.length.fraction == Fraction::Zero {
            st.length.fraction = Fraction::None;
        }
        st
    };
    if let Some(rest) = core.strip_prefix('u') {
        if intro {
            return refuse("introductory moves before unique defence (m->u)");
        }
        let unknown = || format!("cannot recognize the stipulation '{text}'");
        let (goal, n) = Goal::parse_prefix(rest).ok_or_else(unknown)?;
        if rest.len() == n {
            return Err(format!("stipulation '{text}' lacks the number of moves"));
        }
        let length = parse_length(&rest[n..]).map_err(|e| format!("stipulation '{text}': {e}"))?;
        let play = if length.fraction == Fraction::Half {
            Play::Direct
        } else {
            Play::Self_
        };
        if plies(false, Play::Help, length) >= MAX_PLIES {
            return Err("stipulation with too many moves".to_string());
        }
        let syntax = StipulationSyntax {
            retractor: None,
            intro: None,
            exact,
            series: None,
            modifier: None,
            play,
            paren_goal: None,
            goal,
            length,
        };
        return Ok(JacobiStipulation {
            syntax: zero_to_whole(syntax),
            unique: true,
            pass_first: false,
            pass_end: false,
        });
    }
    // the series and pass forms, rewritten to Popeye's spelling of the
    // same play without the pass or the unique defence
    let head = &lower[..lower.len() - core.len()];
    let (unique, pass_end, pass_first, rest) = if let Some(r) = core.strip_prefix("puser-") {
        if intro {
            return refuse("introductory moves before unique defence (m->puser-)");
        }
        (true, false, false, format!("phser-{r}"))
    } else if let Some(r) = core.strip_prefix("phser-*") {
        (false, true, false, format!("phser-{r}"))
    } else if let Some(r) = core.strip_prefix("ser-*") {
        (false, true, false, format!("ser-{r}"))
    } else if let Some(r) = core.strip_prefix("h*") {
        (false, false, true, format!("h{r}"))
    } else {
        (false, false, false, core.to_string())
    };
    let rewritten = format!("{head}{rest}");
    let syntax = parse_forward(&rewritten).map_err(|e| e.replace(&rewritten, text))?;
    Ok(JacobiStipulation {
        syntax: zero_to_whole(syntax),
        unique,
        pass_first,
        pass_end,
    })
}

/// How deeply brackets, parentheses and negations of a structured
/// stipulation may nest.
const MAX_NESTING: usize = 64;

/// How many operators (`&`, `|`, `!`) a structured stipulation may hold:
/// a chain of them is a tree as deep as it is long, which the solvers walk
/// recursively.
const MAX_OPERATORS: usize = 256;

struct SParser<'a> {
    s: &'a [u8],
    text: &'a str,
    pos: usize,
    depth: usize,
    operators: usize,
}

impl SParser<'_> {
    fn ws(&mut self) {
        while self.pos < self.s.len() && (self.s[self.pos] == b' ' || self.s[self.pos] == b'\t') {
            self.pos += 1;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.s.get(self.pos).copied()
    }

    fn err<T>(&self, msg: &str) -> Result<T, (usize, String)> {
        Err((self.pos, msg.to_string()))
    }

    /// Counts one more operator, refusing the stipulation past
    /// [`MAX_OPERATORS`].
    fn operator(&mut self) -> Result<(), (usize, String)> {
        self.operators += 1;
        if self.operators > MAX_OPERATORS {
            return self.err(&format!(
                "structured stipulation too long (more than {MAX_OPERATORS} operators)"
            ));
        }
        Ok(())
    }

    fn expr(&mut self) -> Result<SExpr, (usize, String)> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return self.err("structured stipulation nested too deeply");
        }
        let mut left = self.unary()?;
        loop {
            self.ws();
            match self.peek() {
                Some(b'|') => {
                    self.operator()?;
                    self.pos += 1;
                    let right = self.unary()?;
                    left = SExpr::Or(Box::new(left), Box::new(right));
                }
                Some(b'&') => {
                    self.operator()?;
                    self.pos += 1;
                    let right = self.unary()?;
                    left = SExpr::And(Box::new(left), Box::new(right));
                }
                _ => break,
            }
        }
        self.depth -= 1;
        Ok(left)
    }

    fn unary(&mut self) -> Result<SExpr, (usize, String)> {
        self.ws();
        match self.peek() {
            Some(b'!') => {
                // `!=` and `!#` (blanks between allowed) are the goals
                // auto-stalemate and automate, not negations
                let after = self.text[self.pos + 1..].trim_start_matches([' ', '\t']);
                let auto = match after.as_bytes().first() {
                    Some(b'=') => Some(Goal::AutoStalemate),
                    Some(b'#') => Some(Goal::AutoMate),
                    _ => None,
                };
                if let Some(g) = auto {
                    self.pos = self.s.len() - after.len() + 1;
                    return Ok(SExpr::Leaf(g));
                }
                self.operator()?;
                self.pos += 1;
                self.depth += 1;
                if self.depth > MAX_NESTING {
                    return self.err("structured stipulation nested too deeply");
                }
                let e = self.unary()?;
                self.depth -= 1;
                Ok(SExpr::Not(Box::new(e)))
            }
            Some(b'(') => {
                self.pos += 1;
                let e = self.expr()?;
                self.ws();
                if self.peek() != Some(b')') {
                    return self.err("')' expected");
                }
                self.pos += 1;
                Ok(SExpr::Paren(Box::new(e)))
            }
            Some(b'>' | b'/' | b'-') => self.branch().map(SExpr::Branch),
            Some(c) if c.is_ascii_digit() && !self.text[self.pos..].starts_with("00") => {
                self.branch().map(SExpr::Branch)
            }
            Some(_) => {
                let rest = self.text[self.pos..].to_ascii_lowercase();
                match Goal::parse_prefix(&rest) {
                    Some((g, n)) => {
                        self.pos += n;
                        Ok(SExpr::Leaf(g))
                    }
                    None => self.err("goal or branch expected"),
                }
            }
            None => self.err("goal or branch expected"),
        }
    }

    fn number(&mut self) -> Result<u32, (usize, String)> {
        let start = self.pos;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
        }
        if start == self.pos {
            return self.err("length expected");
        }
        self.text[start..self.pos]
            .parse()
            .map_err(|_| (start, "length too large".to_string()))
    }

    fn branch(&mut self) -> Result<Branch, (usize, String)> {
        let mut b = Branch {
            end_on_solution: false,
            hidden: false,
            switch_side: false,
            min: None,
            max: 0,
            moves: Vec::new(),
        };
        if self.peek() == Some(b'>') {
            b.end_on_solution = true;
            self.pos += 1;
            self.ws();
        }
        if self.peek() == Some(b'/') {
            b.hidden = true;
            self.pos += 1;
            self.ws();
        }
        if self.peek() == Some(b'-') {
            b.switch_side = true;
            self.pos += 1;
            self.ws();
        }
        let first = self.number()?;
        if self.peek() == Some(b':') {
            self.pos += 1;
            b.min = Some(first);
            b.max = self.number()?;
        } else {
            b.max = first;
        }
        loop {
            let mut requirement = None;
            if self.peek() == Some(b'?') {
                let rest = self.text[self.pos + 1..].to_ascii_lowercase();
                let (g, n) = Goal::parse_prefix(&rest)
                    .ok_or((self.pos, "requirement expected after '?'".to_string()))?;
                self.pos += 1 + n;
                if self.peek() != Some(b'?') {
                    return self.err("'?' expected after the requirement");
                }
                self.pos += 1;
                requirement = Some(g);
            }
            let symbol = match self.peek().map(|c| c.to_ascii_lowercase()) {
                Some(c @ (b'a' | b'd' | b'h' | b's')) => c as char,
                _ if requirement.is_some() => {
                    return self.err("half-move symbol a, d, h or s expected")
                }
                _ => break,
            };
            self.pos += 1;
            let mut decorations = Vec::new();
            loop {
                match self.peek() {
                    Some(b'[') => {
                        self.pos += 1;
                        let e = self.expr()?;
                        self.ws();
                        if self.peek() != Some(b']') {
                            return self.err("']' expected");
                        }
                        self.pos += 1;
                        decorations.push(Decoration::Fork(e));
                    }
                    Some(b'{') => {
                        self.pos += 1;
                        let e = self.expr()?;
                        self.ws();
                        if self.peek() != Some(b'}') {
                            return self.err("'}' expected");
                        }
                        self.pos += 1;
                        decorations.push(Decoration::Constraint(e));
                    }
                    _ => break,
                }
            }
            b.moves.push(HalfMove {
                symbol,
                requirement,
                decorations,
            });
        }
        if b.moves.is_empty() {
            return self.err("a branch needs half-move symbols (a, d, h, s) after its length");
        }
        Ok(b)
    }
}

/// Parses a structured stipulation at the start of `text` (one line):
/// the starting side, then the expression. Returns it and the number of
/// bytes consumed, or the byte offset and message of the error.
pub fn parse_sstipulation(
    text: &str,
    lang: InputLanguage,
) -> Result<(StructuredStipulation, usize), (usize, String)> {
    let mut p = SParser {
        s: text.as_bytes(),
        text,
        pos: 0,
        depth: 0,
        operators: 0,
    };
    p.ws();
    let start = p.pos;
    while p.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
        p.pos += 1;
    }
    let word = &text[start..p.pos];
    let starter = match lookup(COLOURS, lang, word) {
        Lookup::Found(c) if c != PieceColour::Neutral => c,
        _ => {
            return Err((
                start,
                format!("the side to move (white or black) expected, found '{word}'"),
            ))
        }
    };
    let expr = p.expr()?;
    Ok((StructuredStipulation { starter, expr }, p.pos))
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::Square;

    #[test]
    fn traditional_forms() {
        for s in [
            "#2",
            "h#2.5",
            "ser-h#3",
            "exact-ser-r#2",
            "1->ser-h#3",
            "reci-h(=)#2",
            "hzh31",
            "sKa74",
            "S+2",
            "R==3",
            "HS#3",
            "SER-+7",
            "SEMI-R+4",
            "x3",
            "SER-%4",
            "H##!4",
            "h003",
            "dia6.5",
            "ser-dia9",
            "ser-!=7",
            "ser-ct10",
            "h<>3",
            "ser-sctr2",
            "ser-h<>r5",
            "#=2",
            "h~1",
            "HR#3",
            "pser-h#6",
            "phser-s#6",
            "a=>b1.0",
            "sc815",
            "sep1",
            "ser-reci-h#1",
            "dia9.0",
            "hkb71",
            "-1&#1",
            "HOEG-2&S#1",
            "help-1&h#1",
            "Høeg-3&#2",
            "klan-2&=1",
            "pacific-1&ser-#2",
            "proca-2&#1",
        ] {
            let st = parse_stipulation(s).unwrap_or_else(|e| panic!("{s}: {e}"));
            let printed = st.to_string();
            assert_eq!(parse_stipulation(&printed).unwrap(), st, "{s} -> {printed}");
        }
        let st = parse_stipulation("reci-h(=)#2").unwrap();
        assert_eq!(st.paren_goal, Some(Goal::Stalemate));
        assert_eq!(st.goal, Goal::Mate);
        assert_eq!(st.play, Play::Help);
        let st = parse_stipulation("sKa74").unwrap();
        assert_eq!(
            (st.play, st.goal, st.length.moves),
            (Play::Self_, Goal::Kiss(Square::A7), 4)
        );
        let st = parse_stipulation("proca-3&#1").unwrap();
        assert_eq!(
            st.retractor,
            Some(RetractorSyntax {
                kind: RetractorType::Proca,
                moves: 3
            })
        );
        assert_eq!(st.to_string(), "-3&#1");
        assert_eq!(
            parse_stipulation("HELP-1&H#1").unwrap().to_string(),
            "help-1&h#1"
        );
        for bad in [
            "", "#", "h#2.3", "q#2", "semi-h#2", "#x2", "u#8.5", "-0&#1", "-2#1", "-2&",
            "-2&-1&#1", "hoeg-&#1", "-2&q#1",
        ] {
            assert!(parse_stipulation(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn jacobi_reading() {
        // the forms Popeye also reads keep their syntax tree, `n.0` as `n`
        for (text, read) in [
            ("h#2", "h#2"),
            ("h~2.5", "h~2.5"),
            ("h#2.0", "h#2"),
            ("ser-sx126", "ser-sx126"),
            ("phser-h#3", "phser-h#3"),
            ("pser-s#4", "pser-s#4"),
            ("h++2", "h++2"),
            ("ser-+++3", "ser-+++3"),
            ("hs#2", "hs#2"),
            ("u#8.5", "u#8.5"),
            ("U#25", "u#25"),
            ("u~7", "u~7"),
            ("u~7.0", "u~7"),
        ] {
            let j = parse_stipulation_jacobi(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(j.to_string(), read, "{text}");
            assert_eq!(j.unique, read.starts_with('u'), "{text}");
        }
        let u = parse_stipulation_jacobi("u#8.5").unwrap().syntax;
        assert_eq!((u.play, u.goal), (Play::Direct, Goal::Mate));
        assert_eq!(
            parse_stipulation_jacobi("u#25").unwrap().syntax.play,
            Play::Self_
        );
        assert_eq!(
            parse_stipulation_jacobi("h++2").unwrap().syntax.goal,
            Goal::Checks(2)
        );
        // Popeye's reading keeps refusing `u`
        assert!(parse_stipulation("u#8.5").is_err());
        for (text, named) in [
            ("aser-#3", "aser-"),
            ("ahser-=3", "ahser-"),
            ("pahser-#3", "pahser-"),
            ("paser-#3", "paser-"),
            ("auser-#3", "auser-"),
            ("pauser-#3", "pauser-"),
            ("pser-*~10", "pser-*"),
            ("pser-h#3", "phser-h"),
            ("hxz2.5", "CapZug"),
            ("ser-!xz10", "CapZug"),
            ("h$2", "mate events"),
            ("-2&#1", "retraction"),
            ("2->u#3.5", "introductory"),
        ] {
            let e = parse_stipulation_jacobi(text).unwrap_err();
            assert!(e.contains(named), "{text}: {e}");
        }
        // the series and pass forms read
        for (text, shown, unique, first, end) in [
            ("puser-s#10", "puser-s#10", true, false, false),
            ("ser-*~10", "ser-*~10", false, false, true),
            ("phser-*~4", "phser-*~4", false, false, true),
            ("h*sx1.0", "h*sx1", false, true, false),
        ] {
            let j = parse_stipulation_jacobi(text).unwrap();
            assert_eq!((j.unique, j.pass_first, j.pass_end), (unique, first, end));
            assert!(j.is_jacobi_only(), "{text}");
            assert_eq!(j.to_string(), shown);
        }
        for bad in ["u#", "u#2.3", "uq#2", "h#2.3", "ser-*", "h*"] {
            assert!(parse_stipulation_jacobi(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn lengths_popeye_refuses_as_too_many_moves() {
        for ok in ["#499", "h#499", "s#499", "hs#499", "ser-h#997", "r#499"] {
            assert!(parse_stipulation(ok).is_ok(), "{ok}");
        }
        for long in [
            "#500",
            "#999",
            "h#500",
            "h#499.5",
            "hs#499.5",
            "s#500",
            "ser-h#998",
        ] {
            assert_eq!(
                parse_stipulation(long).map(|_| ()),
                Err("stipulation with too many moves".to_string()),
                "{long}"
            );
        }
    }

    #[test]
    fn structured_operators_are_bounded() {
        let at_most = format!("white 1a[#{}]d", "&#".repeat(MAX_OPERATORS));
        assert!(parse_sstipulation(&at_most, InputLanguage::English).is_ok());
        let more = format!("white 1a[#{}]d", "&#".repeat(MAX_OPERATORS + 1));
        let err = parse_sstipulation(&more, InputLanguage::English).unwrap_err();
        assert!(err.1.contains("too long"), "{err:?}");
    }

    #[test]
    fn structured_forms() {
        for s in [
            "white 5s[#]",
            "black - 5h[/1d[x]a{!+}]h",
            "white 3a[1a[#]d]d{!1a[#]d}",
            "white 15a[>1a[#]d]?+?d{!1a[#]d}",
            "black 13h[1h[#]h]?+?h",
            "white 13h[00]?+?h",
            "black 4hh[x&=]",
            "black 3s[1s[-1s[+]]{x}]",
            "white 3a[#]d | 4hh[#]",
            "white 1a[!x&#]d",
            "black 10:12hh[#]",
            "white 4hh[#] & ( 4ad[#] | 4hh[=] )",
        ] {
            let (st, n) = parse_sstipulation(s, InputLanguage::English)
                .unwrap_or_else(|e| panic!("{s}: {e:?}"));
            assert_eq!(n, s.len(), "{s}");
            let printed = format!("white {}", st.expr);
            let (again, _) = parse_sstipulation(&printed, InputLanguage::English).unwrap();
            assert_eq!(again.expr, st.expr, "{s} -> {printed}");
        }
        for bad in [
            "green 3a[#]d",
            "white 3[#]",
            "white 3a[#",
            "white ((((",
            "white ?+?",
        ] {
            assert!(
                parse_sstipulation(bad, InputLanguage::English).is_err(),
                "{bad}"
            );
        }
        let fork = |s: &str| {
            let (st, _) = parse_sstipulation(s, InputLanguage::English).unwrap();
            let SExpr::Branch(b) = st.expr else {
                panic!("{s}")
            };
            match &b.moves[0].decorations[0] {
                Decoration::Fork(e) => e.clone(),
                d => panic!("{d:?}"),
            }
        };
        assert_eq!(fork("white 3s[!=]"), SExpr::Leaf(Goal::AutoStalemate));
        assert_eq!(fork("white 3s[!#]"), SExpr::Leaf(Goal::AutoMate));
        assert_eq!(fork("white 3s[! =]"), SExpr::Leaf(Goal::AutoStalemate));
        let not_stalemate = SExpr::Not(Box::new(SExpr::Leaf(Goal::Stalemate)));
        assert_eq!(not_stalemate.to_string(), "!( = )");
        assert_eq!(
            fork("white 3s[!( = )]"),
            SExpr::Not(Box::new(SExpr::Paren(Box::new(SExpr::Leaf(
                Goal::Stalemate
            )))))
        );
        let deep = format!("white {}", "!".repeat(10_000));
        assert!(parse_sstipulation(&deep, InputLanguage::English).is_err());
    }
}
