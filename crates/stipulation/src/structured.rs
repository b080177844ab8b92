//! Popeye's structured stipulations (`sstipulation white 3a[#]d`): their
//! syntax tree (parsed by the notation crate) compiled into the same
//! [`crate::model`] tree as the traditional ones.
//!
//! Supported: the side (`white`/`black`) and `-` before the first branch;
//! battle (`ad`, `da`), help (`hh`) and series (`s`) branches with `min:max`
//! lengths; forks `[…]` after each letter (leaves, nested branches, several
//! forks); constraints `{…}`; `?+?` (parry series); `!`, `&`, `|` and
//! parentheses; the branch prefixes `>` (end of play where the fork holds —
//! battle forks always end play) and `/` before a one-move battle branch
//! (its moves are left out of the solution). Refused: `-` inside nested
//! branches, `/` before longer branches.

use crate::error::StipulationError;
use crate::goal::{is_supported, Goal};
use crate::model::{Battle, Help, Node, Parry, Series, Stipulation};
use crate::node_id::IdSlot;
use nightrider_notation::popeye::{
    parse_sstipulation, Branch, Decoration, HalfMove, InputLanguage, PieceColour, SExpr,
    StructuredStipulation,
};

/// The longest branch, in half-moves.
const MAX_BRANCH: u32 = 999;

impl TryFrom<&StructuredStipulation> for Stipulation {
    type Error = StipulationError;

    /// Compiles a parsed structured stipulation.
    fn try_from(st: &StructuredStipulation) -> Result<Stipulation, StipulationError> {
        let white = st.starter != PieceColour::Black;
        let text = format!("{} {}", if white { "white" } else { "black" }, st.expr);
        let first = leftmost_branch(&st.expr);
        let flip = first.is_some_and(|b| b.switch_side);
        let c = Compiler {
            text: &text,
            first: first.filter(|_| flip),
        };
        let root = c.expr(&st.expr)?;
        let mut goals = Vec::new();
        root.goals(&mut goals);
        // (proof games only as Popeye's traditional `dia` and `a=>b`)
        if goals.into_iter().any(|g| {
            !is_supported(g) || matches!(g, Goal::ProofGame | Goal::AToB | Goal::Checks(_))
        }) {
            return Err(StipulationError::Unsupported {
                text,
                what: "this goal",
            });
        }
        Ok(Stipulation {
            attacker_starts: white ^ flip,
            first_move_ellipsis: Some(flip),
            root,
            traditional: None,
        })
    }
}

impl Stipulation {
    /// Parses a structured stipulation (the text after Popeye's
    /// `sstipulation`, starting with the side to move) with the notation
    /// crate's grammar and compiles it.
    ///
    /// ```
    /// use nightrider_stipulation::Stipulation;
    /// let s = Stipulation::parse_structured("white 3a[#]d").unwrap();
    /// let t = Stipulation::parse("#2").unwrap();
    /// assert_eq!(s.root, t.root);
    /// ```
    pub fn parse_structured(text: &str) -> Result<Stipulation, StipulationError> {
        let trimmed = text.trim();
        let (st, used) = parse_sstipulation(trimmed, InputLanguage::English)
            .map_err(|(_, reason)| StipulationError::syntax(text, reason))?;
        if used != trimmed.len() {
            return Err(StipulationError::syntax(
                text,
                "unexpected text after the stipulation",
            ));
        }
        Stipulation::try_from(&st)
    }
}

/// The branch an expression starts with (the one a `>` or `-` written
/// first belongs to), if it starts with one.
fn leftmost_branch(e: &SExpr) -> Option<&Branch> {
    match e {
        SExpr::Branch(b) => Some(b),
        SExpr::Or(a, _) | SExpr::And(a, _) => leftmost_branch(a),
        SExpr::Leaf(_) | SExpr::Not(_) | SExpr::Paren(_) => None,
    }
}

/// The forks of one half-move symbol and the constraint after them.
struct Decorations<'a> {
    forks: Vec<&'a SExpr>,
    constraint: Option<&'a SExpr>,
}

struct Compiler<'a> {
    /// The stipulation as printed, for errors.
    text: &'a str,
    /// The first branch, when its `-` changes the side to move at the root.
    first: Option<&'a Branch>,
}

impl<'a> Compiler<'a> {
    fn err(&self, reason: &str) -> StipulationError {
        StipulationError::syntax(self.text, reason)
    }

    fn unsupported(&self, what: &'static str) -> StipulationError {
        StipulationError::Unsupported {
            text: self.text.to_string(),
            what,
        }
    }

    fn expr(&self, e: &'a SExpr) -> Result<Node, StipulationError> {
        Ok(match e {
            SExpr::Leaf(g) => Node::Goal(*g),
            SExpr::Not(a) => Node::Not(Box::new(self.expr(a)?)),
            SExpr::And(a, b) => Node::And(Box::new(self.expr(a)?), Box::new(self.expr(b)?)),
            SExpr::Or(a, b) => Node::Or(Box::new(self.expr(a)?), Box::new(self.expr(b)?)),
            SExpr::Paren(a) => self.expr(a)?,
            SExpr::Branch(b) => self.branch(b)?,
        })
    }

    /// The forks `[…]` of a half-move, combined with `|`, and whether play
    /// stops where they hold (a goal leaf, or a nested branch with `>`).
    fn forks(&self, forks: &[&'a SExpr]) -> Result<(Option<Node>, bool), StipulationError> {
        let mut out: Option<Node> = None;
        let mut stop = false;
        for &f in forks {
            stop |= leftmost_branch(f).is_some_and(|b| b.end_on_solution);
            let e = self.expr(f)?;
            stop |= matches!(e, Node::Goal(_));
            out = Some(match out {
                Some(o) => Node::Or(Box::new(o), Box::new(e)),
                None => e,
            });
        }
        Ok((out, stop))
    }

    /// Splits the decorations of a half-move into its forks and the
    /// constraint after them; `last` tells whether the half-move ends the
    /// branch (only the last one may carry the constraint).
    fn decorations(
        &self,
        m: &'a HalfMove,
        last: bool,
    ) -> Result<Decorations<'a>, StipulationError> {
        let mut d = Decorations {
            forks: Vec::new(),
            constraint: None,
        };
        for dec in &m.decorations {
            match dec {
                Decoration::Fork(_) | Decoration::Constraint(_) if d.constraint.is_some() => {
                    return Err(self.err("a constraint {…} ends a branch"));
                }
                Decoration::Fork(e) => d.forks.push(e),
                Decoration::Constraint(_) if !last => {
                    return Err(self.err("a constraint {…} ends a branch"));
                }
                Decoration::Constraint(e) => d.constraint = Some(e),
            }
        }
        Ok(d)
    }

    fn branch(&self, b: &'a Branch) -> Result<Node, StipulationError> {
        if b.switch_side && !self.first.is_some_and(|f| std::ptr::eq(f, b)) {
            return Err(
                self.unsupported("changing the side to move inside a structured stipulation")
            );
        }
        let (min, max) = (b.min.unwrap_or(1), b.max);
        if min > MAX_BRANCH || max > MAX_BRANCH {
            return Err(self.err("expected a length"));
        }
        if max == 0 || min > max {
            return Err(self.err("invalid branch length"));
        }
        let (first, second) = match b.moves.as_slice() {
            [first] => (first, None),
            [first, second] => (first, Some(second)),
            _ => return Err(self.err("a branch has one or two half-move symbols")),
        };
        if first.requirement.is_some() {
            return Err(self.err("a requirement ?…? stands before the second half-move"));
        }
        let parry = match second.and_then(|m| m.requirement) {
            None => false,
            Some(Goal::Check) => true,
            Some(_) => return Err(self.err("the only requirement is ?+?")),
        };
        let l1 = first.symbol;
        let l2 = second.map(|m| m.symbol);
        if l1 == 's' && l2.is_some() || l2 == Some('s') {
            return Err(self.err("a series branch has one half-move symbol"));
        }
        let d1 = self.decorations(first, second.is_none())?;
        let (f1, stop1) = self.forks(&d1.forks)?;
        let (f2, stop2, constraint) = match second {
            Some(m) => {
                let d2 = self.decorations(m, true)?;
                let (f2, stop2) = self.forks(&d2.forks)?;
                (f2, stop2, d2.constraint)
            }
            None => (None, false, d1.constraint),
        };
        let constraint = constraint.map(|e| self.expr(e)).transpose()?;
        let min = min.max(1);
        let node = match (l1, l2) {
            ('a', Some('d')) if parry => Node::Series(Box::new(Series {
                id: IdSlot::UNNUMBERED,
                length: max.div_ceil(2),
                min_length: min.div_ceil(2),
                end: f1.ok_or_else(|| self.err("a parry series needs a fork"))?,
                constraint,
                after_move: None,
                parry: Some(Parry::Defensive),
                stop_at_end: true,
            })),
            ('h', Some('h')) if parry => Node::Series(Box::new(Series {
                id: IdSlot::UNNUMBERED,
                length: max.div_ceil(2),
                min_length: min.div_ceil(2),
                end: f1.ok_or_else(|| self.err("a parry series needs a fork"))?,
                constraint,
                after_move: None,
                parry: Some(Parry::Helping),
                stop_at_end: true,
            })),
            ('a', Some('d')) | ('d', Some('a')) => {
                let attacker_first = l1 == 'a';
                let (on_attack, on_defence) = if attacker_first { (f1, f2) } else { (f2, f1) };
                if on_attack.is_none() && on_defence.is_none() {
                    return Err(self.err("a battle branch needs a fork"));
                }
                Node::Battle(Box::new(Battle {
                    id: IdSlot::UNNUMBERED,
                    attacker_first,
                    length: max,
                    min_length: min,
                    on_attack,
                    on_defence,
                    constraint,
                    hidden: false,
                }))
            }
            ('a' | 'd', None) => {
                // A one-letter battle branch: `1a[#]` / `1d[x]`.
                let attacker_first = l1 == 'a';
                let f = f1.ok_or_else(|| self.err("a battle branch needs a fork"))?;
                let (on_attack, on_defence) = if attacker_first {
                    (Some(f), None)
                } else {
                    (None, Some(f))
                };
                Node::Battle(Box::new(Battle {
                    id: IdSlot::UNNUMBERED,
                    attacker_first,
                    length: max,
                    min_length: min,
                    on_attack,
                    on_defence,
                    constraint,
                    hidden: false,
                }))
            }
            ('h', l2) => {
                if l2.is_some() && l2 != Some('h') {
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
                    id: IdSlot::UNNUMBERED,
                    length: max,
                    min_length: if min % 2 != max % 2 { min + 1 } else { min },
                    end,
                    constraint,
                    stop_at_end: stop,
                    unique: None,
                }))
            }
            ('s', _) => Node::Series(Box::new(Series {
                id: IdSlot::UNNUMBERED,
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
        if !b.hidden {
            return Ok(node);
        }
        // the moves of a hidden branch are left out of the solution: done
        // for one-move battle branches (CapZug's forced move)
        match node {
            Node::Battle(mut battle) if battle.length == 1 => {
                battle.hidden = true;
                Ok(Node::Battle(battle))
            }
            _ => Err(self.unsupported("'/' before a branch longer than one move")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_side_change_before_the_first_branch_flips_the_starter() {
        let s = Stipulation::parse_structured("black - 5h[/1d[x]a{!+}]h").unwrap();
        assert!(s.attacker_starts);
        assert_eq!(s.first_move_ellipsis, Some(true));
        let Node::Help(h) = &s.root else {
            panic!("{s:?}")
        };
        assert!(matches!(&h.end, Node::Battle(b) if b.hidden && b.length == 1));
        let s = Stipulation::parse_structured("white -3a[#]d | 4hh[#]").unwrap();
        assert!(!s.attacker_starts);
        assert!(matches!(
            Stipulation::parse_structured("white 3a[#]d | -4hh[#]"),
            Err(StipulationError::Unsupported { .. })
        ));
    }

    #[test]
    fn auto_goals_and_negations() {
        let fork = |text: &str| match Stipulation::parse_structured(text).unwrap().root {
            Node::Series(s) => s.end,
            n => panic!("{n:?}"),
        };
        assert_eq!(fork("white 3s[!=]"), Node::Goal(Goal::AutoStalemate));
        assert_eq!(fork("white 3s[! =]"), Node::Goal(Goal::AutoStalemate));
        assert_eq!(
            fork("white 3s[!(#)]"),
            Node::Not(Box::new(Node::Goal(Goal::Mate)))
        );
    }
}
