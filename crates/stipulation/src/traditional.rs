//! Popeye's traditional stipulations (`#2`, `h#3.5`, `ser-h=8`,
//! `pser-s#8`, `exact-hr#2`, `2->ser-h#4`, `reci-h(=)#2`, …): their syntax
//! tree (parsed by the notation crate) checked into a [`Traditional`] and
//! compiled into the [`crate::model`] tree, and the stipulations derived
//! from a compiled one (post-key play, set play, WhiteToPlay).

use crate::error::StipulationError;
use crate::goal::Goal;
use crate::model::{
    obligation_of, Aim, Battle, Help, Node, Parry, Pass, Series, SeriesKind, Stipulation,
    Traditional, UniqueMover,
};
use crate::node_id::IdSlot;
use nightrider_notation::popeye::{
    parse_stipulation, parse_stipulation_jacobi, Fraction, JacobiStipulation, Modifier, Play,
    Series as SeriesSyntax, StipulationSyntax,
};

/// The most moves a traditional stipulation may ask for.
const MAX_MOVES: u32 = 999;

impl TryFrom<&StipulationSyntax> for Traditional {
    type Error = StipulationError;

    /// Checks a parsed traditional stipulation for what the grammar lets
    /// through but the play does not allow (`reci-` without help play,
    /// `n.5` outside help play, a zero length, …). A retraction prefix is
    /// refused: a retractor's forward stipulation is compiled without it.
    ///
    /// Jacobi's counted checks (`++`) are refused: Popeye has no such aim
    /// (it reads `h++1` as `h+1`); [`Traditional::parse_jacobi`] reads them.
    fn try_from(st: &StipulationSyntax) -> Result<Traditional, StipulationError> {
        for g in std::iter::once(st.goal).chain(st.paren_goal) {
            if let Goal::Checks(_) = g {
                return Err(StipulationError::Unsupported {
                    text: st.to_string(),
                    what: "a count of checks (++)",
                });
            }
        }
        checked(st)
    }
}

/// Checks a parsed traditional stipulation (see [`Traditional::try_from`]),
/// whatever its goal.
fn checked(st: &StipulationSyntax) -> Result<Traditional, StipulationError> {
    {
        let err = |reason: &str| StipulationError::syntax(st.to_string(), reason);
        if st.retractor.is_some() {
            return Err(err(
                "a retraction prefix belongs to a retractor, not to the forward play",
            ));
        }
        let intro = match st.intro {
            Some(0) => return Err(err("zero introductory moves")),
            Some(m) => m,
            None => 0,
        };
        let series = match st.series {
            None => SeriesKind::None,
            Some(SeriesSyntax::Series) => SeriesKind::Series,
            Some(SeriesSyntax::ParrySeries) => SeriesKind::Parry,
            Some(SeriesSyntax::ParryHelpSeries) => SeriesKind::HelpParry,
        };
        let semi = st.modifier == Some(Modifier::Semi);
        let reci = st.modifier == Some(Modifier::Reci);
        let aim = match st.play {
            Play::Direct => Aim::Direct,
            Play::Help => Aim::Help,
            Play::Self_ => Aim::SelfPlay,
            Play::Reflex => Aim::Reflex,
            Play::HelpSelf => Aim::HelpSelf,
            Play::HelpReflex => Aim::HelpReflex,
        };
        let goal = st.goal;
        let reci_goal = st.paren_goal;
        let half = match st.length.fraction {
            Fraction::None => false,
            Fraction::Half => true,
            // (Popeye reads `dia3.0` and `a=>b1.0` as whole moves)
            Fraction::Zero if matches!(st.goal, Goal::ProofGame | Goal::AToB) => false,
            Fraction::Zero => return Err(err("the length may only end in .5")),
        };
        let n = st.length.moves;
        if n > MAX_MOVES {
            return Err(err("too many moves"));
        }
        if semi && aim != Aim::Reflex {
            return Err(err("semi- is only valid with reflex play"));
        }
        if reci && aim != Aim::Help {
            return Err(err("reci- is only valid with help play"));
        }
        if reci_goal.is_some() && !reci {
            return Err(err("a goal in parentheses needs reci-"));
        }
        let half_moves = if series != SeriesKind::None {
            if half {
                return Err(err("series lengths are whole numbers"));
            }
            n
        } else {
            if half
                && !matches!(aim, Aim::Help | Aim::HelpSelf | Aim::HelpReflex)
                && !matches!(goal, Goal::ProofGame | Goal::AToB)
            {
                return Err(err("n.5 lengths are for help play"));
            }
            2 * n + u32::from(half)
        };
        if half_moves == 0 {
            return Err(err("zero length"));
        }
        if reci && series == SeriesKind::None && half_moves < 2 {
            return Err(err("reciprocal play needs at least one move"));
        }
        if series != SeriesKind::None && matches!(aim, Aim::HelpSelf | Aim::HelpReflex) {
            return Err(err("series play cannot be help-self or help-reflex"));
        }
        Ok(Traditional {
            intro,
            exact: st.exact,
            series,
            semi,
            reci,
            aim,
            goal,
            reci_goal,
            half_moves,
            jacobi: false,
            unique: false,
            pass_first: false,
            pass_end: false,
        })
    }
}

impl TryFrom<&JacobiStipulation> for Traditional {
    type Error = StipulationError;

    /// Checks a traditional stipulation read in Jacobi's dialect (see
    /// [`Traditional::parse_jacobi`]).
    fn try_from(st: &JacobiStipulation) -> Result<Traditional, StipulationError> {
        let text = st.to_string();
        let unsupported = |what| StipulationError::Unsupported {
            text: text.clone(),
            what,
        };
        if matches!(st.syntax.goal, Goal::ProofGame | Goal::AToB) {
            // who starts, the options and chaining differ from Popeye's `dia`
            return Err(unsupported("Jacobi's proof games (PG)"));
        }
        if !st.unique || st.syntax.series.is_some() {
            let mut t = checked(&st.syntax)?;
            t.jacobi = true;
            t.exact = true;
            t.unique = st.unique;
            t.pass_first = st.pass_first;
            t.pass_end = st.pass_end;
            if let Some(what) = t.unsupported_jacobi_series() {
                return Err(unsupported(what));
            }
            return Ok(t);
        }
        if st.syntax.goal.allows_self_check() {
            return Err(unsupported(
                "unique defence to an aim reached by a self-check (u##, u##!, u!#)",
            ));
        }
        let n = st.syntax.length.moves;
        let half = st.syntax.length.fraction == Fraction::Half;
        let half_moves = 2 * n + u32::from(half);
        if half_moves == 0 || n > MAX_MOVES {
            return Err(StipulationError::syntax(text, "invalid length"));
        }
        Ok(Traditional {
            intro: 0,
            exact: true,
            series: SeriesKind::None,
            semi: false,
            reci: false,
            aim: if half { Aim::Direct } else { Aim::SelfPlay },
            goal: st.syntax.goal,
            reci_goal: None,
            half_moves,
            jacobi: true,
            unique: true,
            pass_first: false,
            pass_end: false,
        })
    }
}

impl TryFrom<&StipulationSyntax> for Stipulation {
    type Error = StipulationError;

    /// Checks and compiles a parsed traditional stipulation
    /// ([`Traditional::try_from`], then [`Traditional::build`]).
    fn try_from(st: &StipulationSyntax) -> Result<Stipulation, StipulationError> {
        Traditional::try_from(st)?.build()
    }
}

impl Traditional {
    /// Parses a traditional stipulation (case-insensitive, blanks ignored)
    /// with the notation crate's grammar and checks it.
    ///
    /// ```
    /// use nightrider_stipulation::{Traditional, Aim, Goal};
    /// let t = Traditional::parse("h#3.5").unwrap();
    /// assert_eq!(t.aim, Aim::Help);
    /// assert_eq!(t.goal, Goal::Mate);
    /// assert_eq!(t.half_moves, 7);
    /// assert_eq!(t.to_string(), "h#3.5");
    /// ```
    pub fn parse(text: &str) -> Result<Traditional, StipulationError> {
        let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let syntax =
            parse_stipulation(&compact).map_err(|reason| StipulationError::syntax(text, reason))?;
        Traditional::try_from(&syntax)
    }

    /// Parses a traditional stipulation as the Jacobi solver reads it
    /// (case-insensitive, blanks ignored; the grammar's differences from
    /// Popeye's are listed at
    /// [`parse_stipulation_jacobi`]).
    /// What the reading changes in the play, against [`Traditional::parse`]:
    ///
    /// * every length is exact (the manual: "as if each stipulation had
    ///   the exact- prefix"), and help and series play go on through
    ///   positions where the aim is reached before their last move: the
    ///   aim is tested after the last move only, as `play help 2.0` +
    ///   `test #` (the manual's spelling of `h#2`) does. Popeye's
    ///   `exact-h~2` has no solution; Jacobi's `h~2.5` is any five moves;
    /// * `++`, `+++`, … are aims: the move gives at least two (three, …)
    ///   checks, counted as the units attacking the opponent's royal
    ///   pieces (the manual: "+ triggers on 1 check or more, ++ on 2
    ///   checks or more");
    /// * `u` is unique defence: White starts and plays freely, every move
    ///   of the other side is its only legal move; `u#8.5`: White's last
    ///   move mates (a partial test of `#9`), `u#25`: the other side's
    ///   forced last move mates (of `s#25`), `u~7`: any 14 moves;
    /// * a length `n.0` is `n`;
    /// * proof games (`dia`, `pg`, `a=>b`) are refused: Jacobi's are not
    ///   Popeye's (who starts, the options, chaining).
    ///
    /// ```
    /// use nightrider_stipulation::{Traditional, Aim, Goal};
    /// let t = Traditional::parse_jacobi("h++2").unwrap();
    /// assert_eq!(t.goal, Goal::Checks(2));
    /// assert!(t.exact);
    /// let u = Traditional::parse_jacobi("u#8.5").unwrap();
    /// assert!(u.unique && u.aim == Aim::Direct && u.half_moves == 17);
    /// assert_eq!(u.to_string(), "u#8.5");
    /// // Popeye's reading refuses both
    /// assert!(Traditional::parse("h++2").is_err());
    /// assert!(Traditional::parse("u#8.5").is_err());
    /// ```
    pub fn parse_jacobi(text: &str) -> Result<Traditional, StipulationError> {
        let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let syntax = parse_stipulation_jacobi(&compact)
            .map_err(|reason| StipulationError::syntax(text, reason))?;
        Traditional::try_from(&syntax)
    }

    /// Compiles the traditional stipulation into the model.
    ///
    /// Refuses the proof-game goals (`dia`, `a=>b`), the rebirth goals
    /// (`ctr`, `<>r`) and Jacobi's mate events (`$`) as not yet
    /// supported.
    pub fn build(&self) -> Result<Stipulation, StipulationError> {
        let unsupported = |what| StipulationError::Unsupported {
            text: self.to_string(),
            what,
        };
        for g in std::iter::once(self.goal).chain(self.reci_goal) {
            match g {
                Goal::ProofGame | Goal::AToB => {
                    if let Some(what) = self.unsupported_proof_game() {
                        return Err(unsupported(what));
                    }
                }
                Goal::CircuitByRebirth => return Err(unsupported("circuit by rebirth (ctr)")),
                Goal::ExchangeByRebirth => return Err(unsupported("exchange by rebirth (<>r)")),
                Goal::MateEvents(_) => return Err(unsupported("a count of mate events ($)")),
                _ => {}
            }
        }
        if self.reci && self.series != SeriesKind::None {
            return Err(unsupported("series reciprocal play (ser-reci-)"));
        }
        if self.intro > 0
            && self.series == SeriesKind::None
            && self.half_moves % 2 == 1
            && matches!(self.aim, Aim::Help | Aim::HelpSelf | Aim::HelpReflex)
        {
            // Popeye gives the introductory moves to the side that starts
            // the help play and lets it move again; its reading is not
            // worked out
            return Err(unsupported(
                "introductory moves before help play of n.5 moves (m->h#n.5)",
            ));
        }
        let g = self.goal;
        let len = self.half_moves;
        let exact = self.exact;
        if self.unique && self.series == SeriesKind::None {
            // White starts; the other side's moves are bound
            let mut root = help(len, true, Node::Goal(g), None);
            if let Node::Help(h) = &mut root {
                h.stop_at_end = false;
                h.unique = Some(if len % 2 == 1 {
                    UniqueMover::Other
                } else {
                    UniqueMover::Last
                });
            }
            return Ok(Stipulation {
                attacker_starts: true,
                first_move_ellipsis: Some(false),
                root,
                traditional: Some(*self),
            });
        }
        if matches!(g, Goal::ProofGame | Goal::AToB) && self.series == SeriesKind::None {
            // help play from the start position, numbered from the first
            // move whatever the length (`dia3.5`: `1.Sg1-h3 … 4.Sd5-b6
            // dia`): `dia` starts with White, `a=>b` with Black (Popeye
            // 4.104: `a=>b1.5` is `1.e7-e6 Ra1-d1   2.e6-e5 a=>b`)
            return Ok(Stipulation {
                attacker_starts: g == Goal::ProofGame,
                first_move_ellipsis: Some(false),
                root: help(len, exact, Node::Goal(g), None),
                traditional: Some(*self),
            });
        }
        if self.pass_first {
            // a pass, then the help play of one half-move less by the other side
            let rest = Traditional {
                pass_first: false,
                half_moves: len - 1,
                ..*self
            };
            let (then, other_starts) = match self.aim {
                Aim::HelpSelf if len == 2 => (Node::forced_to(g), false),
                Aim::HelpReflex if len == 2 => (Node::reaches_in_one(g), false),
                _ => {
                    let s = rest.build()?;
                    (s.root, s.attacker_starts)
                }
            };
            return Ok(Stipulation {
                attacker_starts: !other_starts,
                first_move_ellipsis: None,
                root: Node::Pass(Box::new(Pass {
                    parry: false,
                    then: Some(goes_on(then)),
                })),
                traditional: Some(*self),
            });
        }
        let reflex_constraint = || Some(Node::Not(Box::new(Node::reaches_in_one(g))));
        let (root, attacker_starts) = if self.series != SeriesKind::None {
            let (end, constraint, attacker_starts) = match self.aim {
                // Jacobi's ser-*, phser-*: the other side passes (or parries)
                Aim::Direct if self.pass_end => (
                    Node::Pass(Box::new(Pass {
                        parry: self.series == SeriesKind::HelpParry,
                        then: None,
                    })),
                    None,
                    true,
                ),
                Aim::Direct => (Node::Goal(g), None, true),
                // puser-h: the closing help move is the only legal one too
                Aim::Help if self.unique => {
                    let mut end = help(1, false, Node::Goal(g), None);
                    if let Node::Help(h) = &mut end {
                        h.unique = Some(UniqueMover::Last);
                    }
                    (end, None, false)
                }
                Aim::Help => (help(1, false, Node::Goal(g), None), None, false),
                Aim::SelfPlay => (Node::forced_to(g), None, true),
                Aim::Reflex => (
                    Node::reaches_in_one(g),
                    if self.semi { None } else { reflex_constraint() },
                    true,
                ),
                Aim::HelpSelf | Aim::HelpReflex => unreachable!("refused by the parser"),
            };
            let parry = match (self.series, self.aim) {
                (SeriesKind::HelpParry, _) if self.unique => Some(Parry::Unique),
                (SeriesKind::Series, _) => None,
                // Popeye's pser-h has helping parries.
                (SeriesKind::Parry, Aim::Help) | (SeriesKind::HelpParry, _) => Some(Parry::Helping),
                (SeriesKind::Parry, _) => Some(Parry::Defensive),
                (SeriesKind::None, _) => unreachable!(),
            };
            let node = Node::Series(Box::new(Series {
                id: IdSlot::UNNUMBERED,
                length: len,
                min_length: if exact { len } else { 1 },
                end,
                constraint,
                after_move: None,
                parry,
                // Series help play goes on through positions where the
                // help move would already reach the goal (Popeye 4.104
                // prints `1.Kh3-h2   2.Rh7-h3 Qg4-g2 #` beside
                // `1.Kh3-h2 Qg4-g2 #` in a ser-h#3, and so for ser-h= and
                // pser-h#: 33 of 33 random problems agree). So does
                // direct series play past a stalemate (ser-=3: `1.Ke7-d6
                // 2.Kd6-c7   3.Qd8-c8 =` beside `1.Ke7-d6   2.Kd6-c7 =`;
                // ser-#= alike), but not past a capture in ser-x, nor
                // parry series past a stalemate (pser-=3).
                stop_at_end: match self.aim {
                    Aim::Help => false,
                    Aim::Direct => {
                        self.series != SeriesKind::Series
                            || !matches!(g, Goal::Stalemate | Goal::MateOrStalemate)
                    }
                    _ => true,
                },
            }));
            (node, attacker_starts)
        } else {
            match self.aim {
                Aim::Direct => (
                    battle(len - 1, exact, Some(Node::Goal(g)), None, None),
                    true,
                ),
                Aim::SelfPlay => (battle(len, exact, None, Some(Node::Goal(g)), None), true),
                Aim::Reflex => (
                    battle(
                        len - 1,
                        exact,
                        Some(Node::reaches_in_one(g)),
                        None,
                        if self.semi { None } else { reflex_constraint() },
                    ),
                    true,
                ),
                Aim::Help if self.reci => {
                    let direct = self.reci_goal.unwrap_or(g);
                    let end = Node::And(
                        Box::new(Node::reaches_in_one(direct)),
                        Box::new(help(2, true, Node::Goal(g), None)),
                    );
                    // The side to move at the end is Black (the defender);
                    // with `len - 2` help moves before, Black starts iff that is even.
                    if len == 2 {
                        (end, false)
                    } else {
                        (help(len - 2, exact, end, None), len % 2 == 1)
                    }
                }
                Aim::Help => (help(len, exact, Node::Goal(g), None), len % 2 == 1),
                Aim::HelpSelf => {
                    if len < 2 {
                        return Err(StipulationError::syntax(
                            self.to_string(),
                            "help-self play needs at least one move",
                        ));
                    }
                    (help(len - 1, exact, Node::forced_to(g), None), len % 2 == 0)
                }
                Aim::HelpReflex => {
                    if len < 2 {
                        return Err(StipulationError::syntax(
                            self.to_string(),
                            "help-reflex play needs at least one move",
                        ));
                    }
                    (
                        help(len - 1, exact, Node::reaches_in_one(g), reflex_constraint()),
                        len % 2 == 0,
                    )
                }
            }
        };
        let (root, attacker_starts) = if self.intro > 0 {
            // The starting side plays its introductory moves as a series;
            // the stipulated play then starts with the other side, so the
            // introducing side is the one that does not start it. As in
            // Popeye, `m->` means up to m moves: the play proper may start
            // after any of them (`2->ser-h#1` shows one and two
            // introductory moves), and the series goes on where it could
            // already start.
            let end = match obligation_of(&root) {
                // a reflex obligation violated where the play proper would
                // start ends it too: its forced moves are shown as failures
                // (Popeye: `1.Rf8-f5   1.Qf3-g3 # ?!?` in `2->ser-r#2`)
                Some(forced) => Node::Or(Box::new(root), Box::new(forced)),
                None => root,
            };
            let node = Node::Series(Box::new(Series {
                id: IdSlot::UNNUMBERED,
                length: self.intro,
                min_length: 1,
                end,
                constraint: None,
                after_move: None,
                parry: None,
                stop_at_end: false,
            }));
            (node, !attacker_starts)
        } else {
            (root, attacker_starts)
        };
        let root = if self.jacobi { goes_on(root) } else { root };
        Ok(Stipulation {
            attacker_starts,
            first_move_ellipsis: None,
            root,
            traditional: Some(*self),
        })
    }
}

/// Jacobi's reading of help and series play: it goes on through positions
/// where its end holds before the last move.
fn goes_on(mut root: Node) -> Node {
    go_on(&mut root);
    root
}

fn go_on(node: &mut Node) {
    match node {
        Node::Help(h) => {
            h.stop_at_end = false;
            go_on(&mut h.end);
        }
        Node::Series(s) => {
            s.stop_at_end = false;
            go_on(&mut s.end);
        }
        _ => {}
    }
}

impl Traditional {
    /// Jacobi's series and pass forms not solved: pass moves with a goal
    /// other than `~` (the goal after a pass is not defined), a closing
    /// pass after other than direct series play, `h*` outside help play
    /// or of less than two half-moves, introductory moves or `reci-`
    /// beside a pass.
    fn unsupported_jacobi_series(&self) -> Option<&'static str> {
        if self.pass_end {
            if self.goal != Goal::Any {
                return Some("a goal before Jacobi's closing pass (ser-*, phser-*: only ~)");
            }
            if self.aim != Aim::Direct {
                return Some("Jacobi's closing pass after series help, self or reflex play");
            }
        }
        if self.pass_first {
            if !matches!(self.aim, Aim::Help | Aim::HelpSelf | Aim::HelpReflex)
                || self.series != SeriesKind::None
            {
                return Some("a pass move (*) outside help play");
            }
            if self.half_moves < 2 {
                return Some("h* of less than one move (the pass and a move)");
            }
            if self.reci {
                return Some("h* with reci-");
            }
        }
        if (self.pass_first || self.pass_end) && self.intro > 0 {
            return Some("introductory moves before a pass form (m->ser-*, m->h*)");
        }
        None
    }

    /// The proof-game forms (`dia`, `a=>b`) not solved: all but `dia n`,
    /// `a=>b n` (`n.5` too), `ser-dia n` and `ser-a=>b n`, with or without
    /// `exact-`.
    fn unsupported_proof_game(&self) -> Option<&'static str> {
        if self.intro > 0 {
            return Some("introductory moves before a proof game (m->dia)");
        }
        if self.reci {
            return Some("reciprocal proof games (reci-dia)");
        }
        match (self.series, self.aim) {
            (SeriesKind::None | SeriesKind::Series, Aim::Direct) => None,
            (SeriesKind::Series, Aim::Help) => {
                Some("series-help proof games (ser-hdia, ser-ha=>b)")
            }
            (SeriesKind::Parry, _) => Some("parry series proof games (pser-dia, pser-a=>b)"),
            (SeriesKind::HelpParry, _) => Some("help parry series proof games (phser-dia)"),
            (_, aim) => Some(match aim {
                Aim::Help => "help proof games (hdia)",
                Aim::SelfPlay => "self proof games (sdia)",
                Aim::Reflex => "reflex proof games (rdia)",
                _ => "help-self and help-reflex proof games",
            }),
        }
    }
}

fn battle(
    length: u32,
    exact: bool,
    on_attack: Option<Node>,
    on_defence: Option<Node>,
    constraint: Option<Node>,
) -> Node {
    Node::Battle(Box::new(Battle {
        id: IdSlot::UNNUMBERED,
        attacker_first: true,
        length,
        min_length: if exact { length } else { 1 },
        on_attack,
        on_defence,
        constraint,
        hidden: false,
    }))
}

/// The shortest help play: the same parity as `length`; zero only if the end
/// is itself play (a reflex obligation that may hold at once).
fn help_min(length: u32, exact: bool, end: &Node) -> u32 {
    if exact {
        length
    } else if matches!(end, Node::Goal(_)) {
        2 - length % 2
    } else {
        length % 2
    }
}

fn help(length: u32, exact: bool, end: Node, constraint: Option<Node>) -> Node {
    Node::Help(Box::new(Help {
        id: IdSlot::UNNUMBERED,
        length,
        min_length: help_min(length, exact, &end),
        end,
        constraint,
        stop_at_end: true,
        unique: None,
    }))
}

impl Stipulation {
    /// Parses and compiles a traditional stipulation ([`Traditional::parse`],
    /// then [`Traditional::build`]).
    ///
    /// ```
    /// use nightrider_stipulation::{Stipulation, Style};
    /// let s = Stipulation::parse("ser-h=8").unwrap();
    /// assert_eq!(s.style(), Style::Series);
    /// assert!(!s.attacker_starts);
    /// assert!(Stipulation::parse("dia6.5").unwrap().attacker_starts);
    /// assert!(Stipulation::parse("pser-dia3").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Stipulation, StipulationError> {
        Traditional::parse(text)?.build()
    }

    /// Applies Popeye's `PostKeyPlay` to a battle stipulation: the position
    /// is the one after the key, so play starts with the defender, one
    /// half-move shorter. Returns `None` if not applicable.
    pub fn post_key(&self) -> Option<Stipulation> {
        let Node::Battle(b) = &self.root else {
            return None;
        };
        if !b.attacker_first {
            return None;
        }
        // A fork that is itself play (the defender's forced reply in reflex
        // play) is tested first: the key has just been played.
        let fork = match &b.on_attack {
            Some(Node::Goal(_)) | None => None,
            Some(n) => Some(n.clone()),
        };
        let rest = if b.length >= 2 {
            let mut nb = (**b).clone();
            nb.attacker_first = false;
            nb.length -= 1;
            nb.min_length = nb.min_length.saturating_sub(1).max(1);
            Some(Node::Battle(Box::new(nb)))
        } else {
            None
        };
        let root = match (fork, rest) {
            (Some(f), Some(r)) => Node::Or(Box::new(f), Box::new(r)),
            (Some(f), None) => f,
            (None, Some(r)) => r,
            (None, None) => return None,
        };
        Some(Stipulation {
            attacker_starts: !self.attacker_starts,
            first_move_ellipsis: None,
            root,
            traditional: self.traditional,
        })
    }

    /// The set play of the stipulation: the defender moves first, one
    /// half-move shorter (battle play), or help play one half-move shorter
    /// starting with the other side, or for series play ending in play by
    /// the other side (`ser-s#`, `ser-r#`, `ser-h#`) that play at once.
    /// `None` if not applicable (`ser-#`).
    pub fn set_play(&self) -> Option<Stipulation> {
        match &self.root {
            Node::Battle(_) => self.post_key(),
            Node::Series(s)
                if !matches!(s.end, Node::Goal(_))
                    && self.traditional.is_some_and(|t| t.intro == 0) =>
            {
                // The play after the series, by the other side at once.
                Some(Stipulation {
                    attacker_starts: !self.attacker_starts,
                    first_move_ellipsis: None,
                    root: s.end.clone(),
                    traditional: self.traditional,
                })
            }
            Node::Help(h) if h.length >= 2 => {
                let mut nh = (**h).clone();
                nh.length -= 1;
                nh.min_length = help_min(nh.length, nh.min_length == h.length, &nh.end);
                Some(Stipulation {
                    attacker_starts: !self.attacker_starts,
                    // the other side starts: numbered the other way
                    first_move_ellipsis: self.first_move_ellipsis.map(|e| !e),
                    root: Node::Help(Box::new(nh)),
                    traditional: self.traditional,
                })
            }
            _ => None,
        }
    }

    /// Whether this is `a=>b` in help play (not series): its length is
    /// not shortened by WhiteToPlay.
    pub fn is_help_a_to_b(&self) -> bool {
        self.traditional
            .is_some_and(|t| t.goal == Goal::AToB && t.series == SeriesKind::None && !t.reci)
    }

    /// Applies `WhiteToPlay` to help play of whole length: the attacking
    /// side starts and the play is one half-move shorter (`h#2` → `h#1.5`);
    /// to `a=>b` (help play, not series): White starts and the length
    /// stays (Popeye 4.104: `a=>b1` with WhiteToPlay is `1.e2-e4 e7-e5`).
    /// `None` if not applicable.
    pub fn white_to_play(&self) -> Option<Stipulation> {
        if self.is_help_a_to_b() {
            return (!self.attacker_starts).then(|| Stipulation {
                attacker_starts: true,
                ..self.clone()
            });
        }
        match &self.root {
            Node::Help(h) if !self.attacker_starts && h.length >= 2 => {
                let mut s = self.set_play()?;
                s.attacker_starts = true;
                Some(s)
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_syntax_tree_compiles_as_its_text_parses() {
        let st = parse_stipulation("reci-h(=)#2").unwrap();
        assert_eq!(
            Stipulation::try_from(&st),
            Stipulation::parse("RECI-H(=)# 2")
        );
        assert_eq!(
            Traditional::try_from(&st).unwrap().to_string(),
            "reci-h(=)#2"
        );
    }

    #[test]
    fn what_the_grammar_lets_through_is_refused() {
        for (text, reason) in [
            ("-2&#1", "a retraction prefix belongs to a retractor"),
            ("#2.0", "the length may only end in .5"),
            ("0->ser-h#2", "zero introductory moves"),
            ("reci-s#2", "reci- is only valid with help play"),
        ] {
            match Stipulation::parse(text) {
                Err(StipulationError::Syntax { reason: r, .. }) => {
                    assert!(r.starts_with(reason), "{text}: {r}")
                }
                other => panic!("{text}: {other:?}"),
            }
        }
        for (text, what) in [
            ("s++2", "a count of checks (++)"),
            ("ser-$3", "a count of mate events ($)"),
        ] {
            assert_eq!(
                Stipulation::parse(text),
                Err(StipulationError::Unsupported {
                    text: text.to_string(),
                    what
                })
            );
        }
    }

    #[test]
    fn proof_games_are_help_play_from_the_start() {
        // dia: White starts, numbered from White's move even in n.5
        for (text, len, exact) in [
            ("dia3", 6, false),
            ("dia3.5", 7, false),
            ("exact-dia2", 4, true),
        ] {
            let s = Stipulation::parse(text).unwrap();
            assert!(s.attacker_starts, "{text}");
            assert_eq!(s.first_move_ellipsis, Some(false), "{text}");
            match &s.root {
                Node::Help(h) => {
                    assert_eq!(h.length, len, "{text}");
                    assert_eq!(h.min_length == h.length, exact, "{text}");
                    assert_eq!(h.end, Node::Goal(Goal::ProofGame));
                }
                other => panic!("{text}: {other:?}"),
            }
        }
        // a=>b: Black first, n.5 too
        assert!(!Stipulation::parse("a=>b2").unwrap().attacker_starts);
        let half = Stipulation::parse("a=>b1.5").unwrap();
        assert!(!half.attacker_starts);
        assert_eq!(half.first_move_ellipsis, Some(false));
        // `n.0` is read as n
        assert_eq!(
            Stipulation::parse("dia3.0").unwrap(),
            Stipulation::parse("dia3").unwrap()
        );
        // series: White plays n moves
        let ser = Stipulation::parse("ser-dia2").unwrap();
        assert!(ser.attacker_starts);
        assert!(matches!(ser.root, Node::Series(_)));
        assert!(Stipulation::parse("ser-a=>b3").is_ok());
        for (text, what) in [
            ("ser-hdia2", "series-help proof games (ser-hdia, ser-ha=>b)"),
            (
                "pser-dia1",
                "parry series proof games (pser-dia, pser-a=>b)",
            ),
            ("phser-dia1", "help parry series proof games (phser-dia)"),
            ("hdia2", "help proof games (hdia)"),
            ("2->dia2", "introductory moves before a proof game (m->dia)"),
        ] {
            assert_eq!(
                Stipulation::parse(text),
                Err(StipulationError::Unsupported {
                    text: Traditional::parse(text).unwrap().to_string(),
                    what
                }),
                "{text}"
            );
        }
    }
}
