//! The stipulation model: a typed tree of play branches, goals and boolean
//! composition.
//!
//! Every stipulation — Popeye's traditional ones (`#2`, `h#3.5`,
//! `pser-s#8`, …), structured ones, chained ones — is a [`Stipulation`]: the
//! side that starts and a root [`Node`]. A node is a predicate on the current
//! position, always read from the point of view of the side to move:
//!
//! * [`Node::Goal`] — the move just played reached the goal;
//! * [`Node::Battle`] — battle play (attack/defence, Popeye's `ad` and `da`
//!   branches), with forks tested after attacking and after defending moves
//!   and a constraint tested before each attacking move (reflex obligations);
//! * [`Node::Help`] — help play (`hh` branches);
//! * [`Node::Series`] — series play (`s` branches), optionally with parry moves;
//! * [`Node::Not`], [`Node::And`], [`Node::Or`] — composition.
//!
//! In traditional stipulations every fork ends the play of its branch when
//! it holds (Popeye's `>` operator): a solution never continues through a
//! position where the stipulated end was already reached. Chained
//! stipulations ([`Stipulation::after_help_play`],
//! [`Stipulation::after_series_play`]) play their prefix to its full length.

use crate::goal::Goal;
use crate::node_id::{IdSlot, NodeId};
use std::fmt;

/// A node of the stipulation tree (see the module documentation).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Node {
    /// The move just played reached the goal.
    Goal(Goal),
    /// The operand does not hold.
    Not(Box<Node>),
    /// Both operands hold.
    And(Box<Node>, Box<Node>),
    /// At least one operand holds.
    Or(Box<Node>, Box<Node>),
    /// Battle play.
    Battle(Box<Battle>),
    /// Help play.
    Help(Box<Help>),
    /// Series play.
    Series(Box<Series>),
    /// A pass move (Jacobi's `*`), then the rest of the play.
    Pass(Box<Pass>),
}

/// A pass move (Jacobi's `*`, Nicolas Dupont's notation): the side to
/// move, not in check, passes; the other side is then on the move and
/// [`Pass::then`] must hold. In check it cannot pass: the node fails,
/// unless [`Pass::parry`] lets it parry the check by a help move instead
/// (Jacobi's `phser-*`: "the pass move can become a parry").
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Pass {
    /// In check, a parry (any legal move, helping) takes the pass's place.
    pub parry: bool,
    /// What must hold after the pass (`None`: the play ends with it).
    pub then: Option<Node>,
}

/// Battle play: the attacker tries to force one of the forks against every
/// defence.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Battle {
    /// Whether the side to move is the attacker (`ad`); otherwise it is the
    /// defender (`da`, as in post-key play and set play).
    pub attacker_first: bool,
    /// Maximum length in half-moves (at least 1).
    pub length: u32,
    /// Minimum number of half-moves before a fork counts (`exact-`); a fork
    /// reached earlier ends the play unsuccessfully.
    pub min_length: u32,
    /// Tested after each attacking move: the attacker has succeeded if it holds.
    pub on_attack: Option<Node>,
    /// Tested after each defending move: the attacker has succeeded if it holds.
    pub on_defence: Option<Node>,
    /// Must hold before each attacking move, or the attacker fails (the
    /// attacker's reflex obligation).
    pub constraint: Option<Node>,
    /// Whether its moves are left out of the solution (Popeye's `/` in a
    /// structured stipulation, as in CapZug `5h[/1d[x]a{!+}]h`): a line
    /// reaching it is printed once, without them.
    pub hidden: bool,
    /// Its identity in the tree being solved (see [`crate::solver`]).
    #[cfg_attr(feature = "serde", serde(skip))]
    pub(crate) id: IdSlot,
}

/// Help play: both sides cooperate for exactly `length` half-moves (or fewer
/// of the same parity, down to `min_length`), after which `end` must hold.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Help {
    /// Maximum length in half-moves (at least 1).
    pub length: u32,
    /// Minimum length in half-moves (same parity as `length`; equal to it for
    /// `exact-`). Length 0 means the end may already hold before any move
    /// (a reflex obligation in the diagram).
    pub min_length: u32,
    /// What must hold after the last move.
    pub end: Node,
    /// Must hold before each move of the side that plays the last move (reflex obligation).
    pub constraint: Option<Node>,
    /// Whether play stops where `end` holds before the full length
    /// (Popeye's `>`; true for traditional stipulations). Without it the
    /// play simply goes on, as in Jacobi's chained stipulations.
    pub stop_at_end: bool,
    /// Jacobi's unique defence: which side's every move must be its only
    /// legal move (`None`: no such rule).
    pub unique: Option<UniqueMover>,
    /// Its identity in the tree being solved (see [`crate::solver`]).
    #[cfg_attr(feature = "serde", serde(skip))]
    pub(crate) id: IdSlot,
}

/// The side of help play whose moves Jacobi's unique defence (`u`) binds:
/// each of its moves must be its only legal move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum UniqueMover {
    /// The side that plays the last move (`u#25`: Black's last move is
    /// its only one and mates).
    Last,
    /// The other side (`u#8.5`: White mates, each Black move forced).
    Other,
}

impl UniqueMover {
    /// Whether the move played with `r` half-moves of the help play left
    /// (the last one at `r == 1`) is one of the bound side's.
    pub fn binds(self, r: u32) -> bool {
        (r % 2 == 1) == (self == UniqueMover::Last)
    }
}

/// How the opponent may interrupt a series.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Parry {
    /// `pser-`: a series move may check; every parry of the check must be met.
    Defensive,
    /// `phser-` (and Popeye's `pser-h`): a series move may check; the parry is a help move.
    Helping,
    /// Jacobi's `puser-`: as [`Parry::Helping`], and the parry must be the
    /// parrying side's only legal move (unique defence).
    Unique,
}

/// Series play: the side to move plays up to `length` moves in a row; the
/// opponent passes (or parries a check, with [`Parry`]); `end` must hold
/// after the last series move. Without parry, only the last series move may
/// give check.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Series {
    /// Maximum number of series moves (at least 1).
    pub length: u32,
    /// Minimum number of series moves (`exact-`).
    pub min_length: u32,
    /// What must hold after the last series move (tested after every series move).
    pub end: Node,
    /// Must hold before each series move (reflex obligation).
    pub constraint: Option<Node>,
    /// Must hold after each series move, before the opponent's turn:
    /// Popeye's constraint `{…}` on a structured series branch
    /// (`1s[1s[#]]{+}`: the series move gives check), found by experiment.
    pub after_move: Option<Node>,
    /// Whether and how checks may be parried.
    pub parry: Option<Parry>,
    /// Whether play stops where `end` holds before the full length (see [`Help::stop_at_end`]).
    pub stop_at_end: bool,
    /// Its identity in the tree being solved (see [`crate::solver`]).
    #[cfg_attr(feature = "serde", serde(skip))]
    pub(crate) id: IdSlot,
}

impl Node {
    /// "The side to move reaches `goal` in one move": a one-half-move attack.
    pub fn reaches_in_one(goal: Goal) -> Node {
        Node::Battle(Box::new(Battle {
            id: IdSlot::UNNUMBERED,
            attacker_first: true,
            length: 1,
            min_length: 1,
            on_attack: Some(Node::Goal(goal)),
            on_defence: None,
            constraint: None,
            hidden: false,
        }))
    }

    /// "Every move of the side to move reaches `goal`" (and it has one): the
    /// forced last move of a self stipulation.
    pub fn forced_to(goal: Goal) -> Node {
        Node::Battle(Box::new(Battle {
            id: IdSlot::UNNUMBERED,
            attacker_first: false,
            length: 1,
            min_length: 1,
            on_attack: None,
            on_defence: Some(Node::Goal(goal)),
            constraint: None,
            hidden: false,
        }))
    }

    /// Every goal mentioned in the tree.
    pub fn goals(&self, out: &mut Vec<Goal>) {
        match self {
            Node::Goal(g) => out.push(*g),
            Node::Not(a) => a.goals(out),
            Node::And(a, b) | Node::Or(a, b) => {
                a.goals(out);
                b.goals(out);
            }
            Node::Battle(b) => {
                for n in [&b.on_attack, &b.on_defence, &b.constraint]
                    .into_iter()
                    .flatten()
                {
                    n.goals(out);
                }
            }
            Node::Help(h) => {
                h.end.goals(out);
                if let Some(c) = &h.constraint {
                    c.goals(out);
                }
            }
            Node::Series(s) => {
                s.end.goals(out);
                for c in [&s.constraint, &s.after_move].into_iter().flatten() {
                    c.goals(out);
                }
            }
            Node::Pass(p) => {
                if let Some(n) = &p.then {
                    n.goals(out);
                }
            }
        }
    }
}

/// What the starting side of help or series play with a reflex
/// obligation is forced to do when it is violated: `x` of the constraint
/// `Not(x)`.
pub(crate) fn obligation_of(play: &Node) -> Option<Node> {
    let constraint = match play {
        Node::Series(s) => &s.constraint,
        Node::Help(h) => &h.constraint,
        _ => return None,
    };
    match constraint {
        Some(Node::Not(forced)) => Some((**forced).clone()),
        _ => None,
    }
}

/// The families of play of traditional stipulations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Aim {
    /// Direct play (`#2`).
    Direct,
    /// Help play (`h#2`).
    Help,
    /// Self play (`s#2`).
    SelfPlay,
    /// Reflex play (`r#2`); with [`Traditional::semi`] semi-reflex.
    Reflex,
    /// Help-self play (`hs#2`).
    HelpSelf,
    /// Help-reflex play (`hr#2`).
    HelpReflex,
}

/// Series variants of traditional stipulations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum SeriesKind {
    /// Not a series.
    None,
    /// `ser-`.
    Series,
    /// `pser-`.
    Parry,
    /// `phser-`.
    HelpParry,
}

/// A traditional (Popeye `stipulation`) stipulation, as parsed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Traditional {
    /// Introductory moves (`m->`) of the starting side.
    pub intro: u32,
    /// `exact-`.
    pub exact: bool,
    /// `ser-`, `pser-`, `phser-`.
    pub series: SeriesKind,
    /// `semi-` (with reflex play).
    pub semi: bool,
    /// `reci-` (with help play).
    pub reci: bool,
    /// The family of play.
    pub aim: Aim,
    /// The goal.
    pub goal: Goal,
    /// The first goal of `reci-h(=)#n` (the direct part), if given.
    pub reci_goal: Option<Goal>,
    /// The length in half-moves: `2n` for `n` moves (`2n+1` for `n.5`);
    /// for series the number of series moves.
    pub half_moves: u32,
    /// Read in Jacobi's dialect ([`Traditional::parse_jacobi`]): the
    /// length is exact and help and series play go on through positions
    /// where the aim is reached before their last move (the aim is tested
    /// after it only).
    pub jacobi: bool,
    /// Jacobi's unique defence `u` (`u#8.5`, `u#25`): White starts; help
    /// play where every move of the other side is its only legal move.
    /// The aim is [`Aim::Direct`] when White plays the last move (`n.5`),
    /// [`Aim::SelfPlay`] when the other side does. With
    /// [`SeriesKind::HelpParry`] it is Jacobi's `puser-`: every parry is
    /// the only legal move ([`Parry::Unique`]), the aim as in `phser-`.
    pub unique: bool,
    /// Jacobi's `h*`: the first half-move of the help play is a pass move,
    /// counted in [`Traditional::half_moves`].
    pub pass_first: bool,
    /// Jacobi's `ser-*`, `phser-*`: the series ends with a pass move of
    /// the other side (`phser-*`: or a parry), so the series side is on
    /// the move again.
    pub pass_end: bool,
}

impl fmt::Display for Traditional {
    /// Popeye's spelling, lower case (`exact-ser-r#2`, `h#3.5`); in
    /// Jacobi's dialect Jacobi's (`u#8.5`, no `exact-`: it is implied).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let puser = self.unique && self.series == SeriesKind::HelpParry;
        if self.unique && !puser {
            f.write_str("u")?;
        }
        if self.intro > 0 {
            write!(f, "{}->", self.intro)?;
        }
        if self.exact && !self.jacobi {
            f.write_str("exact-")?;
        }
        f.write_str(match self.series {
            SeriesKind::None => "",
            SeriesKind::Series => "ser-",
            SeriesKind::Parry => "pser-",
            SeriesKind::HelpParry if puser => "puser-",
            SeriesKind::HelpParry => "phser-",
        })?;
        if self.pass_end {
            f.write_str("*")?;
        }
        if self.semi {
            f.write_str("semi-")?;
        }
        if self.reci {
            f.write_str("reci-")?;
        }
        f.write_str(match self.aim {
            _ if self.unique && !puser => "",
            Aim::Help | Aim::HelpSelf | Aim::HelpReflex if self.pass_first => match self.aim {
                Aim::Help => "h*",
                Aim::HelpSelf => "h*s",
                _ => "h*r",
            },
            Aim::Direct => "",
            Aim::Help => "h",
            Aim::SelfPlay => "s",
            Aim::Reflex => "r",
            Aim::HelpSelf => "hs",
            Aim::HelpReflex => "hr",
        })?;
        if let Some(g) = self.reci_goal {
            write!(f, "({g})")?;
        }
        write!(f, "{}", self.goal)?;
        if self.series != SeriesKind::None {
            write!(f, "{}", self.half_moves)
        } else if self.half_moves % 2 == 1 {
            write!(f, "{}.5", self.half_moves / 2)
        } else {
            write!(f, "{}", self.half_moves / 2)
        }
    }
}

/// How the solution of a stipulation is presented (what the printer needs
/// to know about the kind of play).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Style {
    /// Battle play: keys, threats, variations, tries.
    Battle,
    /// Help play: lines of moves.
    Help,
    /// Series play: lines of numbered series moves.
    Series,
}

/// A complete stipulation: who starts and the tree of play.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Stipulation {
    /// Whether the attacking side (White in the diagram's orientation;
    /// Black in a duplex twin) moves first; `false` for `h#2`, `ser-h#2`, ….
    pub attacker_starts: bool,
    /// The root of the play.
    pub root: Node,
    /// The traditional form this was built from, if any.
    pub traditional: Option<Traditional>,
    /// Whether help play is numbered from the other side's move (`1...`),
    /// when the input says so: a structured stipulation that changes the
    /// side to move (`black - 5h[...]h`). `None`: from the parity of the
    /// help play's length, as for `h#2.5`.
    pub first_move_ellipsis: Option<bool>,
}

impl Stipulation {
    /// How solutions are presented, from the shape of the root.
    pub fn style(&self) -> Style {
        fn style_of(n: &Node) -> Style {
            match n {
                Node::Battle(_) | Node::Goal(_) => Style::Battle,
                Node::Help(_) => Style::Help,
                Node::Series(s) => {
                    // An introductory series followed by help play reads as series.
                    let _ = s;
                    Style::Series
                }
                // (`h*`: help play that starts with a pass)
                Node::Pass(p) => p.then.as_ref().map_or(Style::Series, style_of),
                Node::Not(a) => style_of(a),
                // Reciprocal play ends in a direct and a help part: lines.
                Node::And(a, b) | Node::Or(a, b) => match (style_of(a), style_of(b)) {
                    (Style::Battle, other) => other,
                    (s, _) => s,
                },
            }
        }
        style_of(&self.root)
    }

    /// A chained stipulation (Jacobi's `play help n` followed by `next`):
    /// exactly `half_moves` help moves, then `next` from the position
    /// reached. The side to start is derived from `next`.
    pub fn after_help_play(half_moves: u32, next: Stipulation) -> Stipulation {
        Stipulation {
            attacker_starts: next.attacker_starts ^ (half_moves % 2 == 1),
            first_move_ellipsis: None,
            root: Node::Help(Box::new(Help {
                id: IdSlot::UNNUMBERED,
                length: half_moves,
                min_length: half_moves,
                end: next.root,
                constraint: None,
                stop_at_end: false,
                unique: None,
            })),
            traditional: None,
        }
    }

    /// A chained stipulation (Jacobi's `play series n` followed by `next`):
    /// the side that does not start `next` plays exactly `moves` series
    /// moves, then `next` from the position reached.
    pub fn after_series_play(moves: u32, next: Stipulation) -> Stipulation {
        Stipulation {
            attacker_starts: !next.attacker_starts,
            first_move_ellipsis: None,
            root: Node::Series(Box::new(Series {
                id: IdSlot::UNNUMBERED,
                length: moves,
                min_length: moves,
                end: next.root,
                constraint: None,
                after_move: None,
                parry: None,
                stop_at_end: false,
            })),
            traditional: None,
        }
    }

    /// The goals the stipulation mentions.
    pub fn goals(&self) -> Vec<Goal> {
        let mut v = Vec::new();
        self.root.goals(&mut v);
        v
    }
}

impl fmt::Display for Stipulation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.traditional {
            Some(t) => write!(f, "{t}"),
            None => write!(f, "{:?}", self.root),
        }
    }
}

impl Node {
    /// Numbers the branch nodes of the tree in preorder, the first `first`;
    /// returns the number after the last one given.
    pub(crate) fn number_from(&mut self, first: u32) -> u32 {
        let mut next = first;
        let mut give = || {
            let id = NodeId(next);
            next += 1;
            id
        };
        // an explicit stack: structured stipulations may nest deeply
        let mut stack = vec![self];
        while let Some(node) = stack.pop() {
            // children pushed in reverse, so that they are numbered in order
            match node {
                Node::Goal(_) => {}
                Node::Not(a) => stack.push(a),
                Node::And(a, b) | Node::Or(a, b) => {
                    stack.push(b);
                    stack.push(a);
                }
                Node::Battle(b) => {
                    b.id = IdSlot(give());
                    let children = [&mut b.constraint, &mut b.on_defence, &mut b.on_attack];
                    stack.extend(children.into_iter().flatten());
                }
                Node::Help(h) => {
                    h.id = IdSlot(give());
                    stack.push(&mut h.end);
                    stack.extend(&mut h.constraint);
                }
                Node::Series(s) => {
                    s.id = IdSlot(give());
                    stack.push(&mut s.end);
                    stack.extend(&mut s.after_move);
                    stack.extend(&mut s.constraint);
                }
                Node::Pass(p) => stack.extend(&mut p.then),
            }
        }
        next
    }

    /// The number of branch nodes in the tree.
    pub(crate) fn branch_count(&self) -> u32 {
        let count = |n: &Option<Node>| n.as_ref().map_or(0, Node::branch_count);
        match self {
            Node::Goal(_) => 0,
            Node::Not(a) => a.branch_count(),
            Node::And(a, b) | Node::Or(a, b) => a.branch_count() + b.branch_count(),
            Node::Battle(b) => {
                1 + count(&b.constraint) + count(&b.on_defence) + count(&b.on_attack)
            }
            Node::Help(h) => 1 + h.end.branch_count() + count(&h.constraint),
            Node::Series(s) => {
                1 + s.end.branch_count() + count(&s.after_move) + count(&s.constraint)
            }
            Node::Pass(p) => count(&p.then),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The branch nodes of a stipulation are numbered in preorder, the
    /// same in every copy of it.
    #[test]
    fn nodes_are_numbered_by_their_place_in_the_tree() {
        let mut stip = Stipulation::parse("3->h#2").unwrap();
        let mut copy = stip.clone();
        assert_eq!(stip.root.number_from(0), 2);
        assert_eq!(copy.root.number_from(0), 2);
        let Node::Series(s) = &stip.root else {
            panic!("{:?}", stip.root)
        };
        let Node::Series(t) = &copy.root else {
            panic!("{:?}", copy.root)
        };
        assert_eq!(s.id.get(), NodeId(0));
        assert_eq!(s.id.get(), t.id.get());
        let (Node::Help(h), Node::Help(k)) = (&s.end, &t.end) else {
            panic!("{:?}", s.end)
        };
        assert_eq!(h.id.get(), NodeId(1));
        assert_eq!(h.id.get(), k.id.get());
    }

    /// A tree derived during the search (set play) is numbered after the
    /// nodes numbered so far.
    #[test]
    fn a_derived_tree_is_numbered_after_the_first() {
        let mut stip = Stipulation::parse("h#2").unwrap();
        let next = stip.root.number_from(0);
        let mut set = stip.set_play().unwrap();
        assert_eq!(set.root.number_from(next), next + 1);
        let Node::Help(h) = &set.root else {
            panic!("{:?}", set.root)
        };
        assert_eq!(h.id.get(), NodeId(next));
    }
}
