//! A subset of the Jacobi solver's stipulation commands, compiled into the
//! same [`crate::model`] tree: chained `stipulation` commands, `play help n`
//! / `play series n`, `test [not] <goal>`, and `set test <goal> reflex`
//! before a self stipulation (making it the reflex one, as Jacobi's manual
//! defines `r` = `s` + reflex condition).
//!
//! Chaining: the play of a command continues, from the position it reaches
//! and with whichever side is then to move, with the commands after it; a
//! stipulation's goal becomes "goal and then the rest". White (the
//! diagram's side) starts, unless the first command is a stipulation with
//! its own convention (`h#`: Black). Refused: `set test` with other options
//! or before other stipulations, proof-game commands.

use crate::error::StipulationError;
use crate::goal::{is_supported, Goal};
use crate::model::{Aim, Node, Stipulation, Traditional};

/// One command.
enum Item {
    Play { help: bool, half_moves: u32 },
    Test { goal: Goal, negated: bool },
    Stip(Stipulation),
}

impl Stipulation {
    /// Compiles Jacobi commands, one per line (other lines must be empty).
    ///
    /// ```
    /// use nightrider_stipulation::Stipulation;
    /// let s = Stipulation::parse_jacobi("set test # reflex\nstipulation ser-s#4").unwrap();
    /// assert_eq!(s.root, Stipulation::parse("ser-r#4").unwrap().root);
    /// ```
    pub fn parse_jacobi(text: &str) -> Result<Stipulation, StipulationError> {
        let err = |reason: &str| StipulationError::syntax(text, reason);
        let mut items = Vec::new();
        let mut reflex: Option<Goal> = None;
        for line in text.lines() {
            let words: Vec<String> = line
                .split_whitespace()
                .map(|w| w.to_ascii_lowercase())
                .collect();
            let w: Vec<&str> = words.iter().map(String::as_str).collect();
            match w.as_slice() {
                [] => {}
                ["stipulation", rest @ ..] => {
                    let mut t = Traditional::parse(&rest.concat())?;
                    if matches!(t.goal, Goal::ProofGame | Goal::AToB) {
                        // Jacobi's proof games (who starts, the options,
                        // chaining) are not Popeye's `dia`
                        return Err(StipulationError::Unsupported {
                            text: text.to_string(),
                            what: "Jacobi's proof games (PG)",
                        });
                    }
                    if let Some(g) = reflex.take() {
                        if g != t.goal || t.aim != Aim::SelfPlay {
                            return Err(StipulationError::Unsupported {
                                text: text.to_string(),
                                what: "set test reflex other than before a self stipulation with the same goal",
                            });
                        }
                        t.aim = Aim::Reflex;
                    }
                    items.push(Item::Stip(t.build()?));
                }
                ["play", kind @ ("help" | "series"), n] => {
                    let help = *kind == "help";
                    let half_moves = if help {
                        let (whole, half) = match n.split_once('.') {
                            Some((a, "5")) => (a, 1),
                            Some((a, "0")) => (a, 0),
                            None => (*n, 0),
                            _ => return Err(err("a length is n or n.5")),
                        };
                        let whole: u32 = whole.parse().map_err(|_| err("expected a length"))?;
                        2 * whole + half
                    } else {
                        n.trim_end_matches(".0")
                            .parse()
                            .map_err(|_| err("expected a length"))?
                    };
                    if half_moves == 0 || half_moves > 999 {
                        return Err(err("invalid length"));
                    }
                    items.push(Item::Play { help, half_moves });
                }
                ["test", "not", g] | ["test", g] => {
                    let negated = w.len() == 3;
                    let (goal, n) = Goal::parse_prefix(g).ok_or_else(|| err("expected a goal"))?;
                    if n != g.len()
                        || !is_supported(goal)
                        || matches!(goal, Goal::ProofGame | Goal::AToB)
                    {
                        return Err(StipulationError::Unsupported {
                            text: text.to_string(),
                            what: "this test",
                        });
                    }
                    items.push(Item::Test { goal, negated });
                }
                ["set", "test", g, "reflex"] => {
                    let (goal, n) = Goal::parse_prefix(g).ok_or_else(|| err("expected a goal"))?;
                    if n != g.len() {
                        return Err(err("expected a goal"));
                    }
                    reflex = Some(goal);
                }
                _ => {
                    return Err(StipulationError::Unsupported {
                        text: text.to_string(),
                        what: "this Jacobi command",
                    })
                }
            }
        }
        if reflex.is_some() {
            return Err(err("set test reflex must precede a stipulation"));
        }
        // The diagram's side to move (White) starts, unless the first
        // command is a stipulation with its own convention (h#: Black).
        let attacker_starts = match items.first() {
            Some(Item::Stip(s)) => s.attacker_starts,
            _ => true,
        };
        // Build from the end.
        let mut it = items.into_iter().rev();
        let last = it.next().ok_or_else(|| err("no stipulation"))?;
        let mut node = match last {
            Item::Stip(s) => s.root,
            Item::Test { goal, negated } => test_node(goal, negated),
            Item::Play { .. } => {
                return Err(err("the commands must end with a stipulation or a test"))
            }
        };
        for item in it {
            node = match item {
                Item::Play { help, half_moves } => {
                    let next = Stipulation {
                        attacker_starts: true,
                        first_move_ellipsis: None,
                        root: node,
                        traditional: None,
                    };
                    if help {
                        Stipulation::after_help_play(half_moves, next).root
                    } else {
                        Stipulation::after_series_play(half_moves, next).root
                    }
                }
                Item::Test { goal, negated } => {
                    Node::And(Box::new(test_node(goal, negated)), Box::new(node))
                }
                Item::Stip(s) => chain_into(s.root, &node),
            };
        }
        Ok(Stipulation {
            attacker_starts,
            first_move_ellipsis: None,
            root: node,
            traditional: None,
        })
    }
}

fn test_node(goal: Goal, negated: bool) -> Node {
    let g = Node::Goal(goal);
    if negated {
        Node::Not(Box::new(g))
    } else {
        g
    }
}

/// Replaces every goal leaf where `node`'s play ends by "goal, then `next`".
fn chain_into(node: Node, next: &Node) -> Node {
    match node {
        Node::Goal(g) => Node::And(Box::new(Node::Goal(g)), Box::new(next.clone())),
        Node::Not(a) => Node::Not(a),
        Node::And(a, b) => Node::And(
            Box::new(chain_into(*a, next)),
            Box::new(chain_into(*b, next)),
        ),
        Node::Or(a, b) => Node::Or(
            Box::new(chain_into(*a, next)),
            Box::new(chain_into(*b, next)),
        ),
        Node::Battle(mut b) => {
            b.on_attack = b.on_attack.map(|n| chain_into(n, next));
            b.on_defence = b.on_defence.map(|n| chain_into(n, next));
            Node::Battle(b)
        }
        Node::Help(mut h) => {
            h.end = chain_into(h.end, next);
            Node::Help(h)
        }
        Node::Series(mut s) => {
            s.end = chain_into(s.end, next);
            Node::Series(s)
        }
    }
}
