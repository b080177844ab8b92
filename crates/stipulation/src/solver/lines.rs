//! The lines of help and series play (and of battle play written out as
//! lines inside them): found in the order Popeye prints them, and kept in
//! the report or passed on as they are found.

use super::battle::{first_goal, moveless, positive_goals};
use super::context::Ctx;
use super::numbering::{line_total, number_line, prefix_series, Prefix};
use super::progress::Level;
use super::search::{parry_end, shortest_continuations, NoEarlyEnd};
use super::R;
use crate::game::Game;
use crate::goal::Goal;
use crate::model::{Help, Node, Pass, Series, Stipulation};
use crate::node_id::NodeId;
use crate::picture;
use crate::tree::{Attack, Line, MoveInfo, Streamed};

/// Takes the solutions of help and series play, numbered, and the steps of
/// the keys and tries of battle play, as they are found, in the order they
/// would have in the report (which then holds none of them). See
/// [`solve_streaming`](super::solve_streaming).
pub type LineSink<'a> = &'a (dyn Fn(Streamed) + Sync);

/// The role of a move in a line, for numbering.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Role {
    Help,
    /// A series move of the series node with this identity (numbering
    /// restarts with each series, as after introductory moves).
    Series(NodeId),
    Reply,
}

impl<G: Game> Ctx<'_, G> {
    /// All lines of a help or series stipulation, in order of length.
    /// The lines of the solutions (`count`, as opposed to set play) go to
    /// [`Ctx::stream`] as they are found when there is one, and are then
    /// not returned.
    pub(super) fn line_phase(&mut self, stip: &Stipulation, count: bool) -> R<Vec<Line>> {
        let total = line_total(stip);
        let numbering = prefix_series(stip);
        let initial = self.opts.initial_move_number;
        let mut raw = LineOut {
            lines: Vec::new(),
            count: 0,
            main: count,
            stream: self
                .stream
                .filter(|_| count)
                .map(|sink| (sink, total, numbering, initial)),
        };
        let mut prefix = Vec::new();
        self.root_lines(&stip.root, &mut prefix, &mut raw, true)?;
        Ok(raw
            .lines
            .into_iter()
            .map(|l| number_line(l, total, numbering, initial))
            .collect())
    }

    pub(super) fn emit(&mut self, prefix: &[(MoveInfo, Role)], out: &mut LineOut<'_>) {
        if let Some(limit) = self.opts.lines_per_picture {
            let goal = prefix.last().and_then(|(info, _)| info.goal);
            let pictures = picture::pictures(self.game, goal, prefix.len(), self.path.len());
            let (kept, full) = self.pictures.admit(pictures, limit);
            self.picture_full |= full;
            if !kept {
                return;
            }
        }
        out.push(RawLine {
            moves: prefix.to_vec(),
            failure: false,
        });
        self.solutions += 1;
    }

    /// Lines at the root: help and series lengths in ascending order, with
    /// MaxSolutions and StopOnShortSolutions.
    pub(super) fn root_lines(
        &mut self,
        node: &Node,
        prefix: &mut Vec<(MoveInfo, Role)>,
        out: &mut LineOut<'_>,
        top: bool,
    ) -> R<()> {
        if !(top && self.path.is_empty()) {
            return self.root_lengths(node, prefix, out, top);
        }
        // every length is guided towards the configurations of the longest
        self.guide_horizon = match node {
            Node::Help(h) => {
                let mover = self.game.side_to_move();
                let mated = if h.length % 2 == 1 { !mover } else { mover };
                Some((mated, h.length.div_ceil(2), h.length / 2))
            }
            Node::Series(s) => self
                .series_end(s, s.length)
                .map(|(_, mated, w, b)| (mated, w, b)),
            _ => None,
        };
        let res = self.root_lengths(node, prefix, out, top);
        self.guide_horizon = None;
        res
    }

    /// [`Self::root_lines`] with the horizon of the guides set.
    pub(super) fn root_lengths(
        &mut self,
        node: &Node,
        prefix: &mut Vec<(MoveInfo, Role)>,
        out: &mut LineOut<'_>,
        top: bool,
    ) -> R<()> {
        match node {
            Node::Help(h) => {
                if h.length % 2 == 1
                    && self.forced_failures(&h.constraint, Role::Help, prefix, out)?
                {
                    return Ok(());
                }
                if h.min_length == 0 && self.holds(&h.end)? {
                    // The end holds at once (a reflex obligation): play stops here.
                    return self.end_lines(&h.end, prefix, out);
                }
                let first = if h.min_length == 0 { 2 } else { h.min_length };
                let lengths = (first..=h.length).step_by(2);
                self.lines_by_length(
                    h.id.get(),
                    lengths,
                    h.length,
                    Some(h),
                    out,
                    top,
                    |ctx, len, out| ctx.help_lines(h, len, prefix, out),
                )
            }
            Node::Series(s) => {
                let role = Role::Series(s.id.get());
                if self.forced_failures(&s.constraint, role, prefix, out)? {
                    return Ok(());
                }
                if shortest_continuations(s) {
                    // each first move at its shortest only in the diagram;
                    // after introductory moves, the shortest lines alone
                    // (Popeye's `2->pser-#3`)
                    let every_length = prefix.is_empty();
                    let announcing = top && self.begin_announcements(Level::Series);
                    self.parry_series_lines(s, s.length, every_length, prefix, out)?;
                    if announcing {
                        self.end_line_announcements(out);
                    }
                    return Ok(());
                }
                let first = s.min_length.max(1);
                self.lines_by_length(
                    s.id.get(),
                    first..=s.length,
                    s.length,
                    None,
                    out,
                    top,
                    |ctx, k, out| ctx.series_lines(s, k, prefix, out),
                )
            }
            other => self.end_lines(other, prefix, out),
        }
    }

    /// A reflex obligation violated where the play starts (`constraint` is
    /// `Not(reach the goal in one)` and the goal can be reached): the
    /// moves the side to move is forced to, each a failed line (Popeye's
    /// `1.Qg5-c1 # ?!?` in `hr#` and `ser-r#`). Whether there were any.
    pub(super) fn forced_failures(
        &mut self,
        constraint: &Option<Node>,
        role: Role,
        prefix: &mut Vec<(MoveInfo, Role)>,
        out: &mut LineOut<'_>,
    ) -> R<bool> {
        let Some(c @ Node::Not(inner)) = constraint else {
            return Ok(false);
        };
        if self.holds(c)? {
            return Ok(false);
        }
        for d in self.fork_defences(inner)? {
            prefix.push((d.info, role));
            out.push(RawLine {
                moves: prefix.clone(),
                failure: true,
            });
            prefix.pop();
        }
        Ok(true)
    }

    /// The lines of the root's `lengths` one after the other, shortest
    /// first: option MoveNumbers announces the first moves at the `full`
    /// length, StopOnShortSolutions stops after the first shorter length
    /// with solutions, MaxSolutions after the last solution allowed
    /// (`help`: the root's help play, `None` for series play).
    #[allow(clippy::too_many_arguments)]
    fn lines_by_length(
        &mut self,
        id: NodeId,
        lengths: impl Iterator<Item = u32>,
        full: u32,
        help: Option<&Help>,
        out: &mut LineOut<'_>,
        top: bool,
        mut lines: impl FnMut(&mut Self, u32, &mut LineOut<'_>) -> R<()>,
    ) -> R<()> {
        let mut lengths = lengths.peekable();
        let Some(&first) = lengths.peek() else {
            return Ok(());
        };
        let mut none = NoEarlyEnd::new(id, first);
        for len in lengths {
            let before = out.len();
            let announcing = top && len == full && self.begin_announcements(Level::of(help, len));
            self.root_length_lines(&mut none, len, out, |ctx, out| lines(ctx, len, out))?;
            if announcing {
                self.end_line_announcements(out);
            }
            if self.partial {
                return Ok(());
            }
            if top && self.opts.stop_on_short_solutions && len < full && out.len() > before {
                self.partial = true;
                return Ok(());
            }
        }
        Ok(())
    }

    /// The lines of one length of the root's help or series branch
    /// (`search`), with the shorter lengths known to have no solution in
    /// place ([`Ctx::no_early_end`]); records in `none` whether this one
    /// has a solution.
    pub(super) fn root_length_lines(
        &mut self,
        none: &mut NoEarlyEnd,
        length: u32,
        out: &mut LineOut<'_>,
        search: impl FnOnce(&mut Self, &mut LineOut<'_>) -> R<()>,
    ) -> R<()> {
        let before = out.len();
        let outer = self.no_early_end.replace(none.at(length));
        let result = search(self, out);
        let searched = std::mem::replace(&mut self.no_early_end, outer);
        result?;
        // a split search sees only some of the first moves: whether the
        // length has a solution is known when all its tasks are done
        let solved = if self.splits_root(none.node) {
            !self.root_length_known_empty(length)
        } else {
            out.len() > before || searched.is_none_or(|n| n.root_solved != Some(false))
        };
        none.found(length, solved);
        Ok(())
    }

    pub(super) fn max_reached(&mut self) -> bool {
        // `partial` is also set by StopOnShortSolutions: nothing more then
        self.partial || self.limit_reached()
    }

    /// Lines of help play with exactly `r` half-moves left.
    pub(super) fn help_lines(
        &mut self,
        h: &Help,
        r: u32,
        prefix: &mut Vec<(MoveInfo, Role)>,
        out: &mut LineOut<'_>,
    ) -> R<()> {
        let mover = self.game.side_to_move();
        let mated = if r % 2 == 1 { !mover } else { mover };
        self.guided(&h.end, mated, r.div_ceil(2), r / 2, |ctx| {
            ctx.help_lines_guided(h, r, prefix, out)
        })
    }

    /// [`Self::help_lines`] with the guide in place.
    pub(super) fn help_lines_guided(
        &mut self,
        h: &Help,
        r: u32,
        prefix: &mut Vec<(MoveInfo, Role)>,
        out: &mut LineOut<'_>,
    ) -> R<()> {
        let deeper = self.begin_deeper_announcements(|| Level::of(Some(h), r));
        let res = self.help_move_lines(h, r, prefix, out);
        if deeper {
            self.end_line_announcements(out);
        }
        res
    }

    /// The lines of help play from each move here, `r` half-moves left.
    fn help_move_lines(
        &mut self,
        h: &Help,
        r: u32,
        prefix: &mut Vec<(MoveInfo, Role)>,
        out: &mut LineOut<'_>,
    ) -> R<()> {
        let id = h.id.get();
        // the undecided moves of help play at the root, written there
        let undecided = if self.path.is_empty() {
            self.undecided_moves()
        } else {
            Vec::new()
        };
        if !self.lines_may_exist(id, r, |ctx| ctx.help(h, r))? && undecided.is_empty() {
            return Ok(());
        }
        let sc = Self::end_allows_self_check(&h.end).filter(|_| r == 1);
        let (mut moves, mut legal) = self.moves(sc);
        self.merge_undecided(&undecided, &mut moves, &mut legal);
        if super::unique::breaks(h, r, &moves[..legal]) {
            self.give_buf(moves);
            return Ok(());
        }
        let mut res = Ok(());
        for (i, m) in moves.iter().enumerate() {
            if self.max_reached() {
                break;
            }
            if self.skip_root_move(id, r, i, moves.len()) {
                continue;
            }
            self.announce_line_move(Some(m), out);
            self.play(m);
            if let Some((_, kind)) = undecided.iter().find(|(u, _)| u == m) {
                let info = self.undecided_info(*kind);
                prefix.push((info, Role::Help));
                self.emit(prefix, out);
                prefix.pop();
                self.undo();
                continue;
            }
            let step = (|| -> R<()> {
                if !self.after_help(h, r, i >= legal)? {
                    return Ok(());
                }
                let info = self.move_info(None);
                prefix.push((info, Role::Help));
                let res = if r == 1 {
                    self.end_lines(&h.end, prefix, out)
                } else {
                    self.help_lines(h, r - 1, prefix, out)
                };
                prefix.pop();
                res
            })();
            self.undo();
            if let Err(e) = step {
                res = Err(e);
                break;
            }
        }
        self.give_buf(moves);
        res
    }

    /// Lines of series play with exactly `k` series moves left.
    pub(super) fn series_lines(
        &mut self,
        s: &Series,
        k: u32,
        prefix: &mut Vec<(MoveInfo, Role)>,
        out: &mut LineOut<'_>,
    ) -> R<()> {
        match self.series_end(s, k) {
            Some((end, mated, w, b)) => self.guided(end, mated, w, b, |ctx| {
                ctx.series_lines_guided(s, k, prefix, out)
            }),
            None => self.series_lines_guided(s, k, prefix, out),
        }
    }

    /// [`Self::series_lines`] with the guide in place.
    pub(super) fn series_lines_guided(
        &mut self,
        s: &Series,
        k: u32,
        prefix: &mut Vec<(MoveInfo, Role)>,
        out: &mut LineOut<'_>,
    ) -> R<()> {
        let deeper = self.begin_deeper_announcements(|| Level::Series);
        let id = s.id.get();
        let res = match self.lines_may_exist(id, k, |ctx| ctx.series(s, k)) {
            Ok(true) => self.series_move_lines(s, k, prefix, out),
            other => other.map(|_| ()),
        };
        if deeper {
            self.end_line_announcements(out);
        }
        res
    }

    /// Before the lines of the help or series branch `id` with `length`
    /// left are listed: whether there may be any. Not when a limit is
    /// reached; otherwise what `exists` finds (noted for the root's
    /// lengths), unless a split search lists its share of the first moves
    /// without asking.
    pub(super) fn lines_may_exist(
        &mut self,
        id: NodeId,
        length: u32,
        exists: impl FnOnce(&mut Self) -> R<bool>,
    ) -> R<bool> {
        if self.max_reached() {
            return Ok(false);
        }
        if self.splits_root(id) {
            return Ok(true);
        }
        let found = exists(self)?;
        self.note_root_search(id, length, found);
        Ok(found)
    }

    /// The lines of series play from each series move here, `k` of them
    /// left: the line ends where the end holds (after the last move, or,
    /// [`shortest_continuations`], wherever it holds), else the opponent
    /// passes or parries ([`Self::series_continue`]).
    pub(super) fn series_move_lines(
        &mut self,
        s: &Series,
        k: u32,
        prefix: &mut Vec<(MoveInfo, Role)>,
        out: &mut LineOut<'_>,
    ) -> R<()> {
        let id = s.id.get();
        let within = shortest_continuations(s);
        let sc = Self::end_allows_self_check(&s.end).filter(|_| k == 1);
        let (moves, legal) = self.moves(sc);
        let mut res = Ok(());
        for (i, m) in moves.iter().enumerate() {
            if self.max_reached() {
                break;
            }
            if self.skip_root_move(id, k, i, moves.len()) {
                continue;
            }
            self.announce_line_move(Some(m), out);
            self.play(m);
            let step = (|| -> R<()> {
                if !self.after_series(s, k, i >= legal)? {
                    return Ok(());
                }
                prefix.push((self.move_info(None), Role::Series(id)));
                let ends = if within { self.holds(&s.end)? } else { k == 1 };
                let res = if ends {
                    self.end_lines(&s.end, prefix, out)
                } else {
                    self.series_continue(s, k, prefix, out)
                };
                prefix.pop();
                res
            })();
            self.undo();
            if let Err(e) = step {
                res = Err(e);
                break;
            }
        }
        self.give_buf(moves);
        res
    }

    /// Lines of a parry series with defensive parries ([`shortest_continuations`])
    /// within `k` series moves. At the root (`every_length`) each first move
    /// that solves within `k` is shown with its shortest continuation;
    /// further on only the moves of the shortest length from there, and
    /// each parry with its own shortest continuation (Popeye 4.104's
    /// `pser-#3`: `1.Rd7*d3   2.Rh7-h2 #` beside three-move lines of other
    /// first moves, but not `1.Rd7*d3   2.Bf5-c8   3.Rh7-h2 #`).
    pub(super) fn parry_series_lines(
        &mut self,
        s: &Series,
        k: u32,
        every_length: bool,
        prefix: &mut Vec<(MoveInfo, Role)>,
        out: &mut LineOut<'_>,
    ) -> R<()> {
        let id = s.id.get();
        if self.max_reached() {
            return Ok(());
        }
        if every_length {
            if !self.splits_root(id) && !self.series(s, k)? {
                return Ok(());
            }
            return self.series_move_lines(s, k, prefix, out);
        }
        for shortest in 1..=k {
            if self.series(s, shortest)? {
                return self.series_move_lines(s, shortest, prefix, out);
            }
        }
        Ok(())
    }

    /// The lines of series play after the opponent's pass or parry, `k`
    /// series moves left: exactly `k`, or within `k` at their shortest
    /// ([`shortest_continuations`]).
    pub(super) fn series_continuation_lines(
        &mut self,
        s: &Series,
        k: u32,
        prefix: &mut Vec<(MoveInfo, Role)>,
        out: &mut LineOut<'_>,
    ) -> R<()> {
        if shortest_continuations(s) {
            self.parry_series_lines(s, k, false, prefix, out)
        } else {
            self.series_lines(s, k, prefix, out)
        }
    }

    /// After a non-final series move: the opponent passes or parries.
    pub(super) fn series_continue(
        &mut self,
        s: &Series,
        k: u32,
        prefix: &mut Vec<(MoveInfo, Role)>,
        out: &mut LineOut<'_>,
    ) -> R<()> {
        let opp = self.game.side_to_move();
        if !self.game.in_check(opp) {
            self.pass();
            let res = self.series_continuation_lines(s, k - 1, prefix, out);
            self.undo();
            return res;
        }
        let (parries, _) = self.moves(None);
        let mut res = Ok(());
        for p in parries.iter() {
            self.play(p);
            let step = (|| -> R<()> {
                if let Some(end) = parry_end(s) {
                    if self.holds(end)? {
                        // the parry itself reaches the end (Popeye:
                        // pser-s=2 `1.Qg6-c6 + Kc7*c6 =`)
                        prefix.push((self.move_info(first_goal(end)), Role::Reply));
                        self.emit(prefix, out);
                        prefix.pop();
                        return Ok(());
                    }
                }
                if !self.series(s, k - 1)? {
                    return Ok(());
                }
                let info = self.move_info(None);
                prefix.push((info, Role::Reply));
                let r = self.series_continuation_lines(s, k - 1, prefix, out);
                prefix.pop();
                r
            })();
            self.undo();
            if let Err(e) = step {
                res = Err(e);
                break;
            }
        }
        self.give_buf(parries);
        res
    }

    /// Lines completing `prefix` at an end node that holds.
    pub(super) fn end_lines(
        &mut self,
        node: &Node,
        prefix: &mut Vec<(MoveInfo, Role)>,
        out: &mut LineOut<'_>,
    ) -> R<()> {
        match node {
            Node::Goal(g) => {
                if self.goal_reached(*g) {
                    if let Some(last) = prefix.last_mut() {
                        last.0.goal = Some(*g);
                    }
                    self.emit(prefix, out);
                }
                Ok(())
            }
            Node::Battle(b)
                if b.attacker_first
                    && !b.hidden
                    && !(b.length == 1 && matches!(b.on_attack, Some(Node::Goal(_)))) =>
            {
                // battle play after a series (`2->#2`, `2->r#1`): Popeye
                // writes its solution out as lines, one per path through
                // the tree of shortest answers, without threats
                // (`1.Ke3-e4   2.Ke4-f5   1.Sh1-f2 e2-e1=S   2.Sg4-e3 #`)
                if !self.holds(node)? {
                    return Ok(());
                }
                self.threats_off = true;
                let answers = self.shortest_answers(b, b.length);
                self.threats_off = false;
                for attack in answers?.1 {
                    self.attack_lines(&attack, prefix, out);
                }
                Ok(())
            }
            Node::Battle(b) if b.length == 1 => {
                if !self.holds(node)? {
                    return Ok(());
                }
                if b.hidden {
                    // the line stops before the hidden moves, shown once
                    self.emit(prefix, out);
                    return Ok(());
                }
                for d in self.fork_defences(node)? {
                    prefix.push((d.info, Role::Reply));
                    self.emit(prefix, out);
                    prefix.pop();
                }
                Ok(())
            }
            Node::And(a, b) => {
                if self.holds(node)? {
                    // Parts that play moves give their own lines (reciprocal
                    // play); tests of the position add nothing.
                    match (moveless(a), moveless(b)) {
                        (true, true) => {
                            // Popeye shows the line once per goal of the
                            // conjunction (`x&=`: `Kb5*b6 x`, `Kb5*b6 =`)
                            let mut goals = Vec::new();
                            positive_goals(node, &mut goals);
                            // a proof game's target tested beside another
                            // goal (Jacobi's `PG n` then `test #`) shows
                            // the other goal only
                            if goals.len() > 1 {
                                goals.retain(|g| !matches!(g, Goal::ProofGame | Goal::AToB));
                            }
                            if goals.is_empty() || prefix.is_empty() {
                                self.emit(prefix, out);
                            }
                            for g in goals {
                                if let Some(last) = prefix.last_mut() {
                                    last.0.goal = Some(g);
                                    self.emit(prefix, out);
                                }
                            }
                        }
                        (true, false) => self.end_lines(b, prefix, out)?,
                        (false, true) => self.end_lines(a, prefix, out)?,
                        // Popeye shows the help part of reciprocal play first
                        (false, false) if matches!(**b, Node::Help(_)) => {
                            self.end_lines(b, prefix, out)?;
                            self.end_lines(a, prefix, out)?;
                        }
                        (false, false) => {
                            self.end_lines(a, prefix, out)?;
                            self.end_lines(b, prefix, out)?;
                        }
                    }
                }
                Ok(())
            }
            Node::Or(a, b) => {
                if self.holds(a)? || crate::model::obligation_of(a).is_some_and(|f| f == **b) {
                    // (the second case: `a` is play whose reflex obligation
                    // `b` is violated at its start, its lines the failures)
                    self.end_lines(a, prefix, out)
                } else {
                    self.end_lines(b, prefix, out)
                }
            }
            Node::Pass(p) => self.pass_lines(p, prefix, out),
            Node::Help(_) | Node::Series(_) => {
                // the play after introductory moves is the stipulation
                // proper: StopOnShortSolutions applies to it (Popeye:
                // 1->ser-h#3 stops after a ser-h#2 solution)
                let after_intro = self.intro.is_some_and(|id| {
                    !prefix.is_empty() && prefix.iter().all(|(_, r)| *r == Role::Series(id))
                });
                self.root_lines(node, prefix, out, after_intro)
            }
            other => {
                if self.holds(other)? {
                    self.emit(prefix, out);
                }
                Ok(())
            }
        }
    }
}

impl<G: Game> Ctx<'_, G> {
    /// The lines through a pass move ([`Pass`]): the pass, written `*`,
    /// or in check each parry that leads on, then the lines of what
    /// follows.
    pub(super) fn pass_lines(
        &mut self,
        p: &Pass,
        prefix: &mut Vec<(MoveInfo, Role)>,
        out: &mut LineOut<'_>,
    ) -> R<()> {
        if !self.pass_holds(p)? {
            return Ok(());
        }
        let after = |ctx: &mut Self,
                     info: MoveInfo,
                     prefix: &mut Vec<(MoveInfo, Role)>,
                     out: &mut LineOut<'_>| {
            prefix.push((info, Role::Help));
            let res = match &p.then {
                Some(n) => ctx.end_lines(n, prefix, out),
                None => {
                    ctx.emit(prefix, out);
                    Ok(())
                }
            };
            prefix.pop();
            res
        };
        if !self.game.in_check(self.game.side_to_move()) {
            self.pass();
            let info = MoveInfo {
                pass: true,
                ..self.move_info(None)
            };
            let res = after(self, info, prefix, out);
            self.undo();
            return res;
        }
        let (parries, legal) = self.moves(None);
        let mut res = Ok(());
        for m in parries[..legal].iter().filter(|m| !m.is_null()) {
            if self.max_reached() {
                break;
            }
            self.play(m);
            let step = match self.after_pass(p) {
                Ok(true) => {
                    let info = self.move_info(None);
                    after(self, info, prefix, out)
                }
                other => other.map(|_| ()),
            };
            self.undo();
            if let Err(e) = step {
                res = Err(e);
                break;
            }
        }
        self.give_buf(parries);
        res
    }

    /// The lines through an attacking move's tree, the moves played as
    /// they are written (so that each line is emitted in its position).
    pub(super) fn attack_lines(
        &mut self,
        attack: &Attack,
        prefix: &mut Vec<(MoveInfo, Role)>,
        out: &mut LineOut<'_>,
    ) {
        self.play(&attack.info.mv);
        prefix.push((attack.info.clone(), Role::Reply));
        if attack.after.variations.is_empty() {
            self.emit(prefix, out);
        }
        for defence in &attack.after.variations {
            self.play(&defence.info.mv);
            prefix.push((defence.info.clone(), Role::Reply));
            if defence.answers.is_empty() {
                self.emit(prefix, out);
            }
            for answer in &defence.answers {
                self.attack_lines(answer, prefix, out);
            }
            prefix.pop();
            self.undo();
        }
        prefix.pop();
        self.undo();
    }
}

/// A line before numbering.
/// Where the lines of a help or series phase go while it is searched:
/// kept, or passed on as soon as found.
pub(super) struct LineOut<'s> {
    pub(super) lines: Vec<RawLine>,
    /// Lines found so far (kept or passed on).
    pub(super) count: usize,
    /// The lines are the solutions of the main phase, not set play.
    pub(super) main: bool,
    /// Where lines are passed on, with the numbering's total and prefix.
    pub(super) stream: Option<(LineSink<'s>, u32, Option<Prefix>, Option<i32>)>,
}

impl LineOut<'_> {
    /// How many lines were found so far.
    pub(super) fn len(&self) -> usize {
        self.count
    }

    pub(super) fn push(&mut self, line: RawLine) {
        self.count += 1;
        match self.stream {
            Some((sink, total, numbering, initial)) => {
                sink(Streamed::Line(number_line(line, total, numbering, initial)));
            }
            None => self.lines.push(line),
        }
    }
}

pub(super) struct RawLine {
    pub(super) moves: Vec<(MoveInfo, Role)>,
    pub(super) failure: bool,
}
