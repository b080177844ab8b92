//! The report of battle play: keys and tries with their refutations, the
//! threats and variations after each, set play and post-key play.

use super::context::Ctx;
use super::R;
use crate::game::Game;
use crate::goal::Goal;
use crate::model::{Battle, Node, Stipulation};
use crate::tree::{Attack, BattleSolution, Defence, DefenceTree, Mark};
use nightrider_board::Move;

impl<G: Game> Ctx<'_, G> {
    pub(super) fn battle_phase(&mut self, stip: &Stipulation) -> R<BattleSolution> {
        let mut sol = BattleSolution::default();
        match &stip.root {
            Node::Battle(b) if b.attacker_first && !self.post_key => {
                if self.opts.set_play {
                    if let Some(set) = stip.set_play() {
                        self.ids.number(&set.root);
                        let first = self.game.side_to_move();
                        self.game.set_side_to_move(!first);
                        // Set play is only meaningful if the defender is not
                        // leaving the attacker in check.
                        if !self.game.in_check(first) {
                            // set play has no threats: every defence
                            // answered is shown, at every depth (Popeye)
                            self.threats_off = true;
                            let set_play = self.defender_root(&set.root, true);
                            self.threats_off = false;
                            sol.set_play = set_play?;
                        }
                        self.game.set_side_to_move(first);
                    }
                }
                if !self.opts.set_play_only {
                    sol.moves = self.attack_root(b)?;
                }
            }
            root => {
                let side = self.game.side_to_move();
                sol.post_key_check = self.game.in_check(side);
                sol.post_key = self.defender_root(root, false)?;
            }
        }
        Ok(sol)
    }

    /// The tree of a root where the defender moves (post-key and set play).
    pub(super) fn defender_root(&mut self, root: &Node, set_play: bool) -> R<Option<DefenceTree>> {
        match root {
            Node::Or(fork, rest) => {
                if self.holds(fork)? {
                    let variations = self.fork_defences(fork)?;
                    return Ok(Some(DefenceTree {
                        threats: None,
                        variations,
                    }));
                }
                self.defender_root(rest, set_play)
            }
            Node::Battle(b) if !b.attacker_first => {
                if set_play && b.length == 1 && !self.defend(b, 1)? {
                    return Ok(None);
                }
                let mut tree = self.defence_tree(b, b.length, true)?;
                if set_play {
                    tree.threats = None;
                    // the defences that reach the goal themselves only
                    // where no defence refutes (Popeye: `1...b3-b2 #`, the
                    // only move, in the set play of a s#2; no `1...Qb1-g1 #`
                    // where other moves have no answer)
                    let complete = !tree.variations.iter().any(|d| d.refutes);
                    tree.variations.retain(|d| {
                        !d.refutes && (complete || b.length == 1 || !d.answers.is_empty())
                    });
                }
                Ok(Some(tree))
            }
            Node::Battle(b) if b.length == 1 => {
                if !self.holds(root)? {
                    return Ok(None);
                }
                let variations = self.fork_defences(root)?;
                let _ = b;
                Ok(Some(DefenceTree {
                    threats: None,
                    variations,
                }))
            }
            Node::Battle(_) | Node::Goal(_) => Ok(None),
            other => {
                let _ = self.holds(other)?;
                Ok(None)
            }
        }
    }

    /// The keys and tries (or the forced failures of a violated reflex obligation).
    pub(super) fn attack_root(&mut self, b: &Battle) -> R<Vec<Attack>> {
        let mut out = Vec::new();
        if let Some(c) = &b.constraint {
            if !self.holds(c)? {
                if let Node::Not(inner) = c {
                    for d in self.fork_defences(inner)? {
                        out.push(Attack {
                            info: d.info,
                            mark: Mark::ForcedFailure,
                            after: DefenceTree::default(),
                            refutations: Vec::new(),
                        });
                    }
                }
                return Ok(out);
            }
        }
        let r = b.length;
        let (moves, legal) = self.moves(Self::fork_allows_self_check(&b.on_attack));
        let res = self.attack_root_moves(b, r, &moves, legal, &mut out);
        self.give_buf(moves);
        res?;
        Ok(out)
    }

    pub(super) fn attack_root_moves(
        &mut self,
        b: &Battle,
        r: u32,
        moves: &[Move],
        legal: usize,
        out: &mut Vec<Attack>,
    ) -> R<()> {
        for (i, m) in moves.iter().enumerate() {
            if self.limit_reached() {
                break;
            }
            if self.skip_root_move(self.ids.battle(b), r, i, moves.len()) {
                continue;
            }
            self.play(m);
            let res = self.root_attack_move(b, r, i >= legal);
            self.undo();
            if let Some(a) = res? {
                if a.mark == Mark::Key {
                    self.solutions += 1;
                }
                out.push(a);
            }
        }
        Ok(())
    }

    pub(super) fn limit_reached(&mut self) -> bool {
        match self.opts.max_solutions {
            Some(n) if self.solutions >= n => {
                self.partial = true;
                true
            }
            _ => false,
        }
    }

    pub(super) fn root_attack_move(
        &mut self,
        b: &Battle,
        r: u32,
        sc_only: bool,
    ) -> R<Option<Attack>> {
        if self.after_attack(b, r, sc_only)? {
            // The tree is that of the shortest length the key solves in.
            let mut len = r;
            if b.min_length <= 1 {
                let mut l = 2 - r % 2;
                while l < r {
                    if self.after_attack(b, l, sc_only)? {
                        len = l;
                        break;
                    }
                    l += 2;
                }
            }
            let mut a = self.attack_node(b, len)?;
            a.mark = Mark::Key;
            if !self.opts.variations {
                a.after = DefenceTree::default();
            }
            return Ok(Some(a));
        }
        if !self.opts.tries || sc_only || r <= 1 || self.ended_wrongly() {
            return Ok(None);
        }
        if self.opts.trivial_tries_avoid && self.game.in_check(self.game.side_to_move()) {
            // TrivialTriesAvoid: a checking try is trivial
            return Ok(None);
        }
        if let Some(f) = &b.on_attack {
            if self.holds(f)? {
                return Ok(None);
            }
        }
        // Count the refutations.
        let (defences, _) = self.moves(None);
        let res = self.refutations(b, r - 1, &defences);
        self.give_buf(defences);
        let refutations = res?;
        if refutations.is_empty() || refutations.len() > self.opts.defence as usize {
            return Ok(None);
        }
        let mut a = self.attack_node(b, r)?;
        a.mark = Mark::Try;
        a.refutations = refutations;
        if !self.opts.variations {
            a.after = DefenceTree::default();
        }
        Ok(Some(a))
    }

    pub(super) fn refutations(&mut self, b: &Battle, r: u32, defences: &[Move]) -> R<Vec<Defence>> {
        let mut out = Vec::new();
        for d in defences {
            self.play(d);
            let res = self.refutation(b, r);
            self.undo();
            if let Some(x) = res? {
                out.push(x);
                if out.len() > self.opts.defence as usize {
                    break;
                }
            }
        }
        Ok(out)
    }

    /// After a defence (with `r` half-moves left before it): the refutation
    /// it is, if it is one.
    pub(super) fn refutation(&mut self, b: &Battle, r: u32) -> R<Option<Defence>> {
        if self.defence_answered(b, r, r - 1)? {
            return Ok(None);
        }
        let goal = self.defence_goal(b)?;
        let info = self.move_info(goal);
        let mut answers = Vec::new();
        // A reflex defence: the attacker is now forced to reach the goal.
        if let Some(c @ Node::Not(inner)) = &b.constraint {
            if r > 1 && !self.holds(c)? {
                for d in self.fork_defences(inner)? {
                    answers.push(Attack {
                        info: d.info,
                        mark: Mark::ForcedFailure,
                        after: DefenceTree::default(),
                        refutations: Vec::new(),
                    });
                }
            }
        }
        Ok(Some(Defence {
            info,
            answers,
            refutes: true,
        }))
    }

    /// The goal a defence reached (for its marker), if `on_defence` is a goal.
    pub(super) fn defence_goal(&mut self, b: &Battle) -> R<Option<Goal>> {
        if let Some(Node::Goal(g)) = &b.on_defence {
            if self.goal_reached(*g) {
                return Ok(Some(*g));
            }
        }
        Ok(None)
    }

    /// The node for the attacking move just played (`r` half-moves left
    /// before it), with what follows.
    pub(super) fn attack_node(&mut self, b: &Battle, r: u32) -> R<Attack> {
        let mut goal = None;
        let mut after = DefenceTree::default();
        let mut done = false;
        if let Some(f) = &b.on_attack {
            if let Node::Goal(g) = f {
                if self.goal_reached(*g) {
                    goal = Some(*g);
                    done = true;
                }
            } else if self.holds(f)? {
                if moveless(f) {
                    // a test of the position (`1a[!x&#]d`): its goal marks
                    // the move
                    goal = first_goal(f);
                } else {
                    after.variations = self.fork_defences(f)?;
                }
                done = true;
            } else if let Node::Or(a, rest) = f {
                // Quodlibet in reflex play: a direct goal or the forced reply.
                if let Node::Goal(g) = &**a {
                    if self.goal_reached(*g) {
                        goal = Some(*g);
                        done = true;
                    }
                }
                if !done && self.holds(rest)? {
                    after.variations = self.fork_defences(rest)?;
                    done = true;
                }
            }
        }
        if !done && r > 1 {
            after = self.defence_tree(b, r - 1, false)?;
        }
        let info = self.move_info(goal);
        Ok(Attack {
            info,
            mark: Mark::None,
            after,
            refutations: Vec::new(),
        })
    }

    /// The moves the side to move is forced to / able to play to satisfy a
    /// one-move fork ("reaches in one" or "forced to"), as defences.
    pub(super) fn fork_defences(&mut self, fork: &Node) -> R<Vec<Defence>> {
        let mut out = Vec::new();
        match fork {
            // a hidden branch shows none of its moves
            Node::Battle(fb) if fb.hidden => {}
            // one move into a hidden branch (`1a[/1d[+]a{!+}]d`): the moves
            // after which it holds are shown, its own moves are not
            Node::Battle(fb)
                if fb.length == 1 && matches!(&fb.on_attack, Some(Node::Battle(h)) if h.hidden) =>
            {
                let hidden = fb.on_attack.as_ref().expect("matched");
                let (moves, _) = self.moves(None);
                for m in moves.iter() {
                    self.play(m);
                    let ok = if self.ended_wrongly() {
                        Ok(false)
                    } else {
                        self.holds(hidden)
                    };
                    if matches!(ok, Ok(true)) {
                        let info = self.move_info(None);
                        out.push(Defence {
                            info,
                            answers: Vec::new(),
                            refutes: false,
                        });
                    }
                    self.undo();
                    if let Err(e) = ok {
                        self.give_buf(moves);
                        return Err(e);
                    }
                }
                self.give_buf(moves);
            }
            Node::Battle(fb) if fb.length == 1 => {
                let goal = match (&fb.on_attack, &fb.on_defence) {
                    (Some(Node::Goal(g)), _) | (_, Some(Node::Goal(g))) => *g,
                    _ => return Ok(out),
                };
                let (moves, legal) = self.moves(Some(goal).filter(|g| g.allows_self_check()));
                for (i, m) in moves.iter().enumerate() {
                    self.play(m);
                    let ok = self.goal_reached(goal) && (i < legal || goal.allows_self_check());
                    if ok {
                        let info = self.move_info(Some(goal));
                        out.push(Defence {
                            info,
                            answers: Vec::new(),
                            refutes: false,
                        });
                    }
                    self.undo();
                }
                self.give_buf(moves);
            }
            Node::Or(a, b) => {
                if self.holds(a)? {
                    out = self.fork_defences(a)?;
                } else {
                    out = self.fork_defences(b)?;
                }
            }
            _ => {}
        }
        Ok(out)
    }

    /// The defender's play with `r` half-moves left (defender to move).
    /// `keep_refutations`: list unanswered defences (post-key play).
    pub(super) fn defence_tree(
        &mut self,
        b: &Battle,
        r: u32,
        keep_refutations: bool,
    ) -> R<DefenceTree> {
        let mut tree = DefenceTree::default();
        // Threats.
        let mut threat_len = None;
        let side = self.game.side_to_move();
        if r >= 2 && !self.opts.no_threat && !self.threats_off && !self.game.in_check(side) {
            self.pass();
            let t = self.shortest_answers(b, r - 1);
            self.undo();
            let (len, threats) = t?;
            threat_len = len;
            tree.threats = Some(threats);
        }
        let threat_moves: Vec<Move> = tree
            .threats
            .as_ref()
            .map(|t| t.iter().map(|a| a.info.mv).collect())
            .unwrap_or_default();
        let (moves, _) = self.moves(None);
        let mut res = Ok(());
        // (a helper of a split solve builds the tree in another order; it
        // is dropped, what it found stays in the table)
        for i in self.visit_order(moves.len()) {
            let d = &moves[i];
            self.play(d);
            let v = self.variation(b, r, threat_len, &threat_moves);
            self.undo();
            match v {
                Ok(Some(v)) => {
                    if v.refutes && !keep_refutations {
                        continue;
                    }
                    tree.variations.push(v);
                }
                Ok(None) => {}
                Err(e) => {
                    res = Err(e);
                    break;
                }
            }
        }
        self.give_buf(moves);
        res?;
        // Popeye suppresses defences reaching the goal at once (self play)
        // when play allows longer variations.
        if r > 1 && !self.opts.mates_in_one && tree.variations.iter().any(|d| !d.answers.is_empty())
        {
            tree.variations
                .retain(|d| d.refutes || !(d.answers.is_empty() && d.info.goal.is_some()));
        }
        Ok(tree)
    }

    /// The variation after the defence just played (`r` half-moves left
    /// before it), or `None` if it is not shown.
    pub(super) fn variation(
        &mut self,
        b: &Battle,
        r: u32,
        threat_len: Option<u32>,
        threats: &[Move],
    ) -> R<Option<Defence>> {
        let used = b.length - r + 1;
        if self.ended_wrongly() {
            let info = self.move_info(None);
            return Ok(Some(Defence {
                info,
                answers: Vec::new(),
                refutes: true,
            }));
        }
        if let Some(f) = &b.on_defence {
            if self.holds(f)? {
                let goal = self.defence_goal(b)?;
                let info = self.move_info(goal);
                return Ok(Some(Defence {
                    info,
                    answers: Vec::new(),
                    refutes: used < b.min_length,
                }));
            }
        }
        if r <= 1 {
            let info = self.move_info(None);
            return Ok(Some(Defence {
                info,
                answers: Vec::new(),
                refutes: true,
            }));
        }
        let (len, answers) = self.shortest_answers(b, r - 1)?;
        let info = self.move_info(None);
        let Some(len) = len else {
            return Ok(Some(Defence {
                info,
                answers,
                refutes: true,
            }));
        };
        let short = len < r - 1;
        if short && self.opts.no_short_variations {
            return Ok(None);
        }
        if let Some(tl) = threat_len {
            // A defence after which the attacker wins faster than the threat
            // does not defeat it: Popeye does not show it (self-4 bench:
            // 1...Ld5-c6 allows a s#2 against the s#3 threat).
            if len < tl && !threats.is_empty() {
                return Ok(None);
            }
            if len >= tl && !threats.is_empty() && self.threat_still_works(b, tl, threats)? {
                return Ok(None);
            }
        }
        Ok(Some(Defence {
            info,
            answers,
            refutes: false,
        }))
    }

    /// Whether every threat move still succeeds in `len` half-moves (a
    /// defence that stops only some of them is a variation, as in Popeye).
    pub(super) fn threat_still_works(&mut self, b: &Battle, len: u32, threats: &[Move]) -> R<bool> {
        let (moves, _) = self.moves(None);
        let mut works = true;
        for t in threats {
            // the same move, though it may capture now (2.Qg3-c7 after
            // 1...Bb8-c7 is 2.Qg3*c7)
            let Some(m) = moves
                .iter()
                .find(|m| m.from == t.from && m.to == t.to && m.promotion == t.promotion)
                .copied()
            else {
                works = false;
                break;
            };
            self.play(&m);
            let res = self.after_attack(b, len, false);
            self.undo();
            if !res? {
                works = false;
                break;
            }
        }
        self.give_buf(moves);
        Ok(works)
    }

    /// The attacker's answers of minimal length (attacker to move, at most
    /// `r` half-moves): that length and the moves with their trees.
    pub(super) fn shortest_answers(&mut self, b: &Battle, r: u32) -> R<(Option<u32>, Vec<Attack>)> {
        let exact = b.min_length > 1;
        let mut len = if exact { r } else { 2 - r % 2 };
        if len == 0 {
            len = 2;
        }
        while len <= r {
            let list = self.answers_of_length(b, len)?;
            if !list.is_empty() {
                return Ok((Some(len), list));
            }
            len += 2;
        }
        Ok((None, Vec::new()))
    }

    pub(super) fn answers_of_length(&mut self, b: &Battle, len: u32) -> R<Vec<Attack>> {
        let mut out = Vec::new();
        if let Some(c) = &b.constraint {
            if !self.holds(c)? {
                return Ok(out);
            }
        }
        if self.no_mating_piece() {
            return Ok(out);
        }
        let (moves, legal) = self.moves(Self::fork_allows_self_check(&b.on_attack));
        let mut res = Ok(());
        for (i, m) in moves.iter().enumerate() {
            self.play(m);
            let r = match self.after_attack(b, len, i >= legal) {
                Ok(true) => self.attack_node(b, len).map(Some),
                Ok(false) => Ok(None),
                Err(e) => Err(e),
            };
            self.undo();
            match r {
                Ok(Some(a)) => out.push(a),
                Ok(None) => {}
                Err(e) => {
                    res = Err(e);
                    break;
                }
            }
        }
        self.give_buf(moves);
        res?;
        Ok(out)
    }
}

/// Whether a node only tests the position (plays no move).
pub(super) fn moveless(n: &Node) -> bool {
    match n {
        Node::Goal(_) | Node::Not(_) => true,
        Node::And(a, b) | Node::Or(a, b) => moveless(a) && moveless(b),
        _ => false,
    }
}

/// The distinct goals of a test that are not negated, in order.
pub(super) fn positive_goals(n: &Node, out: &mut Vec<Goal>) {
    match n {
        Node::Goal(g) if !out.contains(g) => out.push(*g),
        Node::And(a, b) | Node::Or(a, b) => {
            positive_goals(a, out);
            positive_goals(b, out);
        }
        _ => {}
    }
}

/// The first goal of a test, for the marker of the last move.
pub(super) fn first_goal(n: &Node) -> Option<Goal> {
    match n {
        Node::Goal(g) => Some(*g),
        Node::And(a, b) | Node::Or(a, b) => first_goal(a).or_else(|| first_goal(b)),
        _ => None,
    }
}
