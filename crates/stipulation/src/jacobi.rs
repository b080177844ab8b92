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
//! its own convention (`h#`: Black) or the chain is given its first side
//! (Jacobi's `option FirstToMove`). A proof-game part (`dia n`, `test
//! dia`) aims at the game's target ([`crate::Game::target`]): help play of
//! exactly its length, White first. Refused: `set test` with other
//! options, for one side only or before other stipulations.

use crate::error::StipulationError;
use crate::goal::{is_supported, Goal};
use crate::model::{Aim, Node, Stipulation, Traditional};
use nightrider_board::Colour;

/// One command of a Jacobi chain.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum JacobiCommand {
    /// `stipulation …`: a traditional stipulation, played by whichever
    /// side is to move when the chain reaches it.
    Stipulation(Traditional),
    /// `play help n` (`help`: `half_moves` = 2n) or `play series n`
    /// (`half_moves` = n series moves).
    Play {
        /// Help play (else series play).
        help: bool,
        /// Help play: half-moves; series play: moves.
        half_moves: u32,
    },
    /// `test [not] goal`: the position reached must (not) meet the goal.
    Test {
        /// The goal.
        goal: Goal,
        /// `not`.
        negated: bool,
    },
    /// `set test goal [colour] actions…`: a persistent test (only
    /// `reflex`, for both sides, before a self stipulation with the same
    /// goal, is compiled).
    SetTest {
        /// The goal.
        goal: Goal,
        /// The side it is restricted to, if any.
        side: Option<Colour>,
        /// The actions (`reflex`, `prefer`, `wake`, `end`), lower case.
        actions: Vec<String>,
    },
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
        let mut commands = Vec::new();
        for line in text.lines() {
            let words: Vec<String> = line
                .split_whitespace()
                .map(|w| w.to_ascii_lowercase())
                .collect();
            let w: Vec<&str> = words.iter().map(String::as_str).collect();
            let goal = |g: &str| match Goal::parse_prefix(g) {
                Some((goal, n)) if n == g.len() => Ok(goal),
                _ => Err(err("expected a goal")),
            };
            match w.as_slice() {
                [] => {}
                // (as the input's parser: Popeye's grammar, else Jacobi's forms)
                ["stipulation", rest @ ..] => commands.push(JacobiCommand::Stipulation(
                    Traditional::parse(&rest.concat())
                        .or_else(|e| Traditional::parse_jacobi(&rest.concat()).map_err(|_| e))?,
                )),
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
                    commands.push(JacobiCommand::Play { help, half_moves });
                }
                ["test", "not", g] => commands.push(JacobiCommand::Test {
                    goal: goal(g)?,
                    negated: true,
                }),
                ["test", g] => commands.push(JacobiCommand::Test {
                    goal: goal(g)?,
                    negated: false,
                }),
                ["set", "test", g, rest @ ..] => {
                    let (side, actions) = match rest {
                        ["white", a @ ..] => (Some(Colour::White), a),
                        ["black", a @ ..] => (Some(Colour::Black), a),
                        a => (None, a),
                    };
                    commands.push(JacobiCommand::SetTest {
                        goal: goal(g)?,
                        side,
                        actions: actions.iter().map(|a| a.to_string()).collect(),
                    });
                }
                _ => {
                    return Err(StipulationError::Unsupported {
                        text: text.to_string(),
                        what: "this Jacobi command",
                    })
                }
            }
        }
        Stipulation::jacobi_chain(text, commands, None)
    }

    /// Compiles a chain of Jacobi commands; `text` names the chain in
    /// errors, `first` is the side that starts when the input says so
    /// (`option FirstToMove`), overriding the conventions.
    ///
    /// # Errors
    /// [`StipulationError::Syntax`] for a chain that does not end in a
    /// stipulation or a test, a zero length, `set test` not followed by a
    /// stipulation; [`StipulationError::Unsupported`] for what is not
    /// compiled (proof games, `set test` other than `reflex` for both
    /// sides before a self stipulation with its goal, unsupported tests).
    pub fn jacobi_chain(
        text: &str,
        commands: Vec<JacobiCommand>,
        first: Option<Colour>,
    ) -> Result<Stipulation, StipulationError> {
        let err = |reason: &str| StipulationError::syntax(text, reason);
        let unsupported = |what: &'static str| StipulationError::Unsupported {
            text: text.to_string(),
            what,
        };
        let mut items = Vec::new();
        let mut reflex: Option<Goal> = None;
        for command in commands {
            match command {
                JacobiCommand::Stipulation(mut t)
                    if matches!(t.goal, Goal::ProofGame | Goal::AToB) =>
                {
                    if reflex.is_some() {
                        return Err(unsupported(
                            "Jacobi's set test reflex other than before a self stipulation with the same goal",
                        ));
                    }
                    // a proof-game part: help (or series) play of exactly
                    // its length ending on the target, White first (Jacobi:
                    // "dia and ser-hdia stipulations start with White")
                    t.exact = true;
                    let mut s = t.build()?;
                    s.attacker_starts = true;
                    items.push(Item::Stip(s));
                }
                JacobiCommand::Stipulation(mut t) => {
                    if let Some(g) = reflex.take() {
                        if g != t.goal || t.aim != Aim::SelfPlay {
                            return Err(unsupported(
                                "Jacobi's set test reflex other than before a self stipulation with the same goal",
                            ));
                        }
                        t.aim = Aim::Reflex;
                    }
                    items.push(Item::Stip(t.build()?));
                }
                JacobiCommand::Play { half_moves, .. } if half_moves == 0 || half_moves > 999 => {
                    return Err(err("invalid length"));
                }
                JacobiCommand::Play { help, half_moves } => {
                    items.push(Item::Play { help, half_moves })
                }
                JacobiCommand::Test { goal, negated } => {
                    // (`test dia`: the position reached is the target)
                    if !is_supported(goal) {
                        return Err(unsupported("this Jacobi test"));
                    }
                    items.push(Item::Test { goal, negated });
                }
                JacobiCommand::SetTest {
                    goal,
                    side,
                    actions,
                } => {
                    if side.is_some() {
                        return Err(unsupported("Jacobi's set test for one side (semi-reflex)"));
                    }
                    if actions != ["reflex"] {
                        return Err(unsupported(
                            "Jacobi's set test with actions other than reflex",
                        ));
                    }
                    if reflex.replace(goal).is_some() {
                        return Err(unsupported("Jacobi's set test twice"));
                    }
                }
            }
        }
        if reflex.is_some() {
            return Err(err("set test reflex must precede a stipulation"));
        }
        // The diagram's side to move (White) starts, unless the first
        // command is a stipulation with its own convention (h#: Black).
        let attacker_starts = match (first, items.first()) {
            (Some(c), _) => c == Colour::White,
            (None, Some(Item::Stip(s))) => s.attacker_starts,
            _ => true,
        };
        // A chain opening with a proof game is numbered from White's first
        // move, as Popeye numbers `dia` (`1.e2-e4 e7-e5   2.Sg1-f3`).
        let first_move_ellipsis = match items.first() {
            Some(Item::Stip(s))
                if s.traditional
                    .is_some_and(|t| matches!(t.goal, Goal::ProofGame | Goal::AToB)) =>
            {
                s.first_move_ellipsis
            }
            _ => None,
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
                Item::Stip(s) => match one_move_goal(&s.root) {
                    // a direct stipulation in one move followed by more is
                    // one move reaching the goal (no defence to show):
                    // a help move, so that the line goes on
                    Some(goal) => {
                        let next = Stipulation {
                            attacker_starts: true,
                            first_move_ellipsis: None,
                            root: Node::And(Box::new(Node::Goal(goal)), Box::new(node)),
                            traditional: None,
                        };
                        Stipulation::after_help_play(1, next).root
                    }
                    None => chain_into(s.root, &node),
                },
            };
        }
        Ok(Stipulation {
            attacker_starts,
            first_move_ellipsis,
            root: node,
            traditional: None,
        })
    }
}

/// One compiled command.
enum Item {
    Play { help: bool, half_moves: u32 },
    Test { goal: Goal, negated: bool },
    Stip(Stipulation),
}

fn test_node(goal: Goal, negated: bool) -> Node {
    let g = Node::Goal(goal);
    if negated {
        Node::Not(Box::new(g))
    } else {
        g
    }
}

/// The goal of a direct stipulation in one move (`#1`, `##1`), which
/// is one move of the side to move reaching it.
fn one_move_goal(node: &Node) -> Option<Goal> {
    match node {
        Node::Battle(b)
            if b.attacker_first
                && b.length == 1
                && b.on_defence.is_none()
                && b.constraint.is_none()
                && !b.hidden =>
        {
            match b.on_attack {
                Some(Node::Goal(g)) => Some(g),
                _ => None,
            }
        }
        _ => None,
    }
}

/// Replaces every goal leaf where `node`'s play ends by "goal, then `next`".
fn chain_into(node: Node, next: &Node) -> Node {
    match node {
        // (a proof game's target is tested after the rest's first goal,
        // so that the line shows the rest's goal once)
        Node::Goal(g @ (Goal::ProofGame | Goal::AToB)) if matches!(next, Node::Goal(_)) => {
            Node::And(Box::new(next.clone()), Box::new(Node::Goal(g)))
        }
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
        // the play after a closing pass goes on with the side that passed
        // facing it
        Node::Pass(mut p) => {
            p.then = Some(match p.then {
                Some(n) => chain_into(n, next),
                None => next.clone(),
            });
            Node::Pass(p)
        }
    }
}
