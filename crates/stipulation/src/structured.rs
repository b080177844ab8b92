//! Popeye's structured stipulations (`sstipulation white 3a[#]d`), compiled
//! into the same [`crate::model`] tree as the traditional ones.
//!
//! Supported: the side (`white`/`black`) and `-`; battle (`ad`, `da`), help
//! (`hh`) and series (`s`) branches with `min:max` lengths; forks `[…]`
//! after each letter (leaves, nested branches, several forks); constraints
//! `{…}`; `?+?` (parry series); `!`, `&`, `|` and parentheses; the branch
//! prefixes `>` (end of play where the fork holds — battle forks always end
//! play) and `/` (accepted; the nested moves are not hidden from the
//! solution yet). Refused: `-` inside nested branches.

use crate::goal::Goal;
use crate::model::{Battle, Help, Node, Parry, Series, Stipulation};
use crate::parse::StipulationError;

impl Stipulation {
    /// Parses a structured stipulation (the text after Popeye's
    /// `sstipulation`, starting with the side to move).
    ///
    /// ```
    /// use nightrider_stipulation::Stipulation;
    /// let s = Stipulation::parse_structured("white 3a[#]d").unwrap();
    /// let t = Stipulation::parse("#2").unwrap();
    /// assert_eq!(s.root, t.root);
    /// ```
    pub fn parse_structured(text: &str) -> Result<Stipulation, StipulationError> {
        let lower = text.trim().to_ascii_lowercase();
        let (side, rest) = lower
            .split_once(char::is_whitespace)
            .unwrap_or((lower.as_str(), ""));
        let white = if !side.is_empty() && "white".starts_with(side) {
            true
        } else if side.len() >= 2 && "black".starts_with(side) {
            false
        } else {
            return Err(syntax(text, "expected the side to move (white or black)"));
        };
        let body: Vec<u8> = rest.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
        let mut p = P {
            s: &body,
            i: 0,
            text,
        };
        let mut flip = false;
        if p.peek() == Some(b'-') {
            flip = true;
            p.i += 1;
        }
        let root = p.expr()?;
        if p.i != body.len() {
            return Err(syntax(text, "unexpected text after the stipulation"));
        }
        for g in root_goals(&root) {
            if !g.is_supported() {
                return Err(StipulationError::Unsupported {
                    text: text.to_string(),
                    what: "this goal",
                });
            }
        }
        Ok(Stipulation {
            attacker_starts: white ^ flip,
            first_move_ellipsis: Some(flip),
            root,
            traditional: None,
        })
    }
}

fn root_goals(n: &Node) -> Vec<Goal> {
    let mut v = Vec::new();
    n.goals(&mut v);
    v
}

fn syntax(text: &str, reason: &'static str) -> StipulationError {
    StipulationError::Syntax {
        text: text.to_string(),
        reason,
    }
}

struct P<'a> {
    s: &'a [u8],
    i: usize,
    text: &'a str,
}

impl P<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }

    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn err(&self, reason: &'static str) -> StipulationError {
        syntax(self.text, reason)
    }

    /// `term (('&' | '|') term)*`, left to right.
    fn expr(&mut self) -> Result<Node, StipulationError> {
        let mut left = self.term()?;
        loop {
            if self.eat(b'&') {
                let right = self.term()?;
                left = Node::And(Box::new(left), Box::new(right));
            } else if self.eat(b'|') {
                let right = self.term()?;
                left = Node::Or(Box::new(left), Box::new(right));
            } else {
                return Ok(left);
            }
        }
    }

    fn term(&mut self) -> Result<Node, StipulationError> {
        if self.eat(b'!') {
            // `!=` and `!#` are goals, not negations.
            if matches!(self.peek(), Some(b'=') | Some(b'#')) {
                self.i -= 1;
            } else {
                return Ok(Node::Not(Box::new(self.term()?)));
            }
        }
        if self.eat(b'(') {
            let e = self.expr()?;
            if !self.eat(b')') {
                return Err(self.err("expected ')'"));
            }
            return Ok(e);
        }
        // `>` is read by the containing fork (see `forks`).
        let _stop = self.eat(b'>');
        let hidden = self.eat(b'/');
        if self.peek() == Some(b'-') {
            return Err(StipulationError::Unsupported {
                text: self.text.to_string(),
                what: "changing the side to move inside a structured stipulation",
            });
        }
        // `00` (castling) is a goal; branch lengths do not start with 0.
        if self.peek().is_some_and(|c| c.is_ascii_digit()) && !self.s[self.i..].starts_with(b"00") {
            let mut node = self.branch()?;
            if hidden {
                // the moves of a hidden branch are left out of the solution:
                // done for one-move battle branches (CapZug's forced move)
                match &mut node {
                    Node::Battle(b) if b.length == 1 => b.hidden = true,
                    _ => {
                        return Err(StipulationError::Unsupported {
                            text: self.text.to_string(),
                            what: "'/' before a branch longer than one move",
                        })
                    }
                }
            }
            return Ok(node);
        }
        if hidden {
            return Err(self.err("'/' stands before a branch"));
        }
        let rest = std::str::from_utf8(&self.s[self.i..]).map_err(|_| self.err("not text"))?;
        let (g, n) =
            Goal::parse_prefix(rest).ok_or_else(|| self.err("expected a goal or a branch"))?;
        self.i += n;
        Ok(Node::Goal(g))
    }

    fn number(&mut self) -> Result<u32, StipulationError> {
        let start = self.i;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.i += 1;
        }
        std::str::from_utf8(&self.s[start..self.i])
            .ok()
            .and_then(|t| t.parse().ok())
            .filter(|&n| n <= 999)
            .ok_or_else(|| self.err("expected a length"))
    }

    /// Zero or more forks `[expr]`, combined with `|`, and whether play
    /// stops where they hold (a goal leaf, or a nested branch with `>`).
    fn forks(&mut self) -> Result<(Option<Node>, bool), StipulationError> {
        let mut out: Option<Node> = None;
        let mut stop = false;
        while self.eat(b'[') {
            stop |= self.peek() == Some(b'>');
            let e = self.expr()?;
            stop |= matches!(e, Node::Goal(_));
            if !self.eat(b']') {
                return Err(self.err("expected ']'"));
            }
            out = Some(match out {
                Some(o) => Node::Or(Box::new(o), Box::new(e)),
                None => e,
            });
        }
        Ok((out, stop))
    }

    fn branch(&mut self) -> Result<Node, StipulationError> {
        let first = self.number()?;
        let (min, max) = if self.eat(b':') {
            (first, self.number()?)
        } else {
            (1, first)
        };
        if max == 0 || min > max {
            return Err(self.err("invalid branch length"));
        }
        let l1 = self
            .peek()
            .ok_or_else(|| self.err("expected a branch type"))?;
        self.i += 1;
        let (f1, stop1) = self.forks()?;
        let parry = if self.s[self.i..].starts_with(b"?+?") {
            self.i += 3;
            true
        } else {
            false
        };
        let l2 = match (l1, self.peek()) {
            (b's', _) => None,
            (_, Some(c @ (b'a' | b'd' | b'h'))) => {
                self.i += 1;
                Some(c)
            }
            _ => None,
        };
        let (f2, stop2) = if l2.is_some() {
            self.forks()?
        } else {
            (None, false)
        };
        let constraint = if self.eat(b'{') {
            let e = self.expr()?;
            if !self.eat(b'}') {
                return Err(self.err("expected '}'"));
            }
            Some(e)
        } else {
            None
        };
        let min = min.max(1);
        let node = match (l1, l2) {
            (b'a', Some(b'd')) if parry => Node::Series(Box::new(Series {
                length: max.div_ceil(2),
                min_length: min.div_ceil(2),
                end: f1.ok_or_else(|| self.err("a parry series needs a fork"))?,
                constraint,
                after_move: None,
                parry: Some(Parry::Defensive),
                stop_at_end: true,
            })),
            (b'h', Some(b'h')) if parry => Node::Series(Box::new(Series {
                length: max.div_ceil(2),
                min_length: min.div_ceil(2),
                end: f1.ok_or_else(|| self.err("a parry series needs a fork"))?,
                constraint,
                after_move: None,
                parry: Some(Parry::Helping),
                stop_at_end: true,
            })),
            (b'a', Some(b'd')) | (b'd', Some(b'a')) => {
                let attacker_first = l1 == b'a';
                let (on_attack, on_defence) = if attacker_first { (f1, f2) } else { (f2, f1) };
                if on_attack.is_none() && on_defence.is_none() {
                    return Err(self.err("a battle branch needs a fork"));
                }
                Node::Battle(Box::new(Battle {
                    attacker_first,
                    length: max,
                    min_length: min,
                    on_attack,
                    on_defence,
                    constraint,
                    hidden: false,
                }))
            }
            (b'a', None) | (b'd', None) => {
                // A one-letter battle branch: `1a[#]` / `1d[x]`.
                let attacker_first = l1 == b'a';
                let f = f1.ok_or_else(|| self.err("a battle branch needs a fork"))?;
                Node::Battle(Box::new(Battle {
                    attacker_first,
                    length: max,
                    min_length: min,
                    on_attack: if attacker_first {
                        Some(f.clone())
                    } else {
                        None
                    },
                    on_defence: if attacker_first { None } else { Some(f) },
                    constraint,
                    hidden: false,
                }))
            }
            (b'h', l2) => {
                if l2.is_some() && l2 != Some(b'h') {
                    return Err(self.err("a help branch is 'hh'"));
                }
                // The fork after the first `h` ends odd lengths, after the second even ones.
                let (end, stop) = if max % 2 == 1 || f2.is_none() {
                    (f1, stop1)
                } else {
                    (f2, stop2)
                };
                let end = end.ok_or_else(|| self.err("a help branch needs a fork"))?;
                let min = if min == 1 && max % 2 == 0 { 2 } else { min };
                Node::Help(Box::new(Help {
                    length: max,
                    min_length: if min % 2 != max % 2 { min + 1 } else { min },
                    end,
                    constraint,
                    stop_at_end: stop,
                }))
            }
            (b's', _) => Node::Series(Box::new(Series {
                length: max,
                min_length: min,
                end: f1.ok_or_else(|| self.err("a series branch needs a fork"))?,
                // Popeye tests a series branch's constraint after each
                // series move, before the opponent's (null) move
                constraint: None,
                after_move: constraint,
                parry: None,
                stop_at_end: stop1,
            })),
            _ => return Err(self.err("unknown branch type")),
        };
        Ok(node)
    }
}
