//! The report of battle play: keys and tries with their refutations, the
//! threats and variations after each, set play and post-key play.
//!
//! The report is made as a sequence of [`BattleStep`]s, depth first, each
//! move written as soon as it is known to be shown: what is shown is
//! decided by the boolean search before the move is written, so that only
//! the moves of the current path (and the defences of the nodes on it) are
//! held while the tree is written. The steps go to the stream when the
//! keys and tries are streamed, else to a [`TreeBuilder`] that makes the
//! tree of the report from them.

use super::context::{numbering, Ctx};
use super::steps::TreeBuilder;
use super::R;
use crate::game::Game;
use crate::goal::Goal;
use crate::model::{Battle, Node, Stipulation};
use crate::tree::{
    Attack, BattleSolution, BattleStep, Defence, DefenceTree, Mark, Streamed, Undecided,
};
use nightrider_board::Move;

/// What a defence shows, decided before it is written.
#[derive(Clone, Copy, Debug)]
enum Shown {
    /// Nothing: the defence is not a variation.
    Hidden,
    /// The defence alone: it refutes, or reaches the goal `goal` (self
    /// play), or the play ends with it.
    Alone { goal: Option<Goal>, refutes: bool },
    /// The defence and the attacker's answers, of `len` half-moves.
    Answered { len: u32 },
}

impl<G: Game> Ctx<'_, G> {
    pub(super) fn battle_phase(&mut self, stip: &Stipulation) -> R<BattleSolution> {
        let mut sol = BattleSolution::default();
        match &stip.root {
            Node::Battle(b) if b.attacker_first && !self.post_key => {
                if self.opts.set_play {
                    if let Some(mut set) = stip.set_play() {
                        self.next_id = set.root.number_from(self.next_id);
                        let first = self.game.side_to_move();
                        self.game.set_side_to_move(!first);
                        // Set play is only meaningful if the defender is not
                        // leaving the attacker in check.
                        if !self.game.in_check(first) {
                            // threats after the attacker's answers only
                            // with option Variation; without it every
                            // defence answered is shown (Popeye)
                            self.threats_off = !self.opts.variations;
                            let set_play = self.defender_root(&set.root, true);
                            self.threats_off = false;
                            sol.set_play = set_play?;
                        }
                        self.game.set_side_to_move(first);
                    }
                }
                if !self.opts.set_play_only {
                    match self.stream {
                        // the keys and tries go to the stream as found
                        Some(sink) => {
                            let outer = self.battle_stream.replace(sink);
                            let res = self.attack_root(b);
                            self.battle_stream = outer;
                            res?;
                        }
                        None => {
                            let (res, built) = self.building(|ctx| ctx.attack_root(b));
                            res?;
                            sol.moves = built.attacks;
                        }
                    }
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

    /// Writes a step of the report (see the module documentation).
    fn step(&mut self, step: BattleStep) {
        match self.battle_stream {
            Some(sink) => sink(Streamed::Battle(step)),
            None => self.built.step(step),
        }
    }

    /// Runs `f` with its steps going to a tree builder of their own;
    /// returns what it built.
    fn building<T>(&mut self, f: impl FnOnce(&mut Self) -> R<T>) -> (R<T>, TreeBuilder) {
        let stream = self.battle_stream.take();
        let outer = std::mem::take(&mut self.built);
        let res = f(self);
        let built = std::mem::replace(&mut self.built, outer);
        self.battle_stream = stream;
        (res, built)
    }

    /// The defender's play with `r` half-moves left (defender to move), as
    /// a tree; `keep_refutations`: list unanswered defences (post-key play).
    fn defence_tree(&mut self, b: &Battle, r: u32, keep_refutations: bool) -> R<DefenceTree> {
        let threats = self.threat_plan(b, r)?;
        let (res, built) =
            self.building(|ctx| ctx.write_defences(b, r, keep_refutations, 1, threats));
        res?;
        Ok(DefenceTree {
            threats: threats.map(|_| built.attacks),
            variations: built.defences,
        })
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
                let mut tree = if set_play {
                    // no threat at the set root, where the defender moves
                    // first; after the attacker's answers threats are
                    // looked for as in the play from the diagram (Popeye)
                    let (res, built) =
                        self.building(|ctx| ctx.write_defences(b, b.length, true, 1, None));
                    res?;
                    DefenceTree {
                        threats: None,
                        variations: built.defences,
                    }
                } else {
                    self.defence_tree(b, b.length, true)?
                };
                if set_play {
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

    /// The keys and tries (or the forced failures of a violated reflex
    /// obligation), written.
    fn attack_root(&mut self, b: &Battle) -> R<()> {
        if let Some(c) = &b.constraint {
            if !self.holds(c)? {
                if let Node::Not(inner) = c {
                    for d in self.fork_defences(inner)? {
                        self.step(BattleStep::Attack {
                            n: 1,
                            info: d.info,
                            mark: Mark::ForcedFailure,
                            threats: None,
                        });
                        self.step(BattleStep::Close);
                        self.step(BattleStep::Done);
                    }
                }
                return Ok(());
            }
        }
        let r = b.length;
        let (mut moves, mut legal) = self.moves(Self::fork_allows_self_check(&b.on_attack));
        let undecided = self.undecided_moves();
        self.merge_undecided(&undecided, &mut moves, &mut legal);
        let res = self.attack_root_moves(b, r, &moves, legal, &undecided);
        self.give_buf(moves);
        res
    }

    /// The first moves `moves`, the legal ones first (`legal` of them),
    /// some of them `undecided`: those are written with their remark.
    fn attack_root_moves(
        &mut self,
        b: &Battle,
        r: u32,
        moves: &[Move],
        legal: usize,
        undecided: &[(Move, Undecided)],
    ) -> R<()> {
        let announcing = self.begin_announcements(super::progress::Level::Battle);
        for (i, m) in moves.iter().enumerate() {
            if self.limit_reached() {
                break;
            }
            if self.skip_root_move(b.id.get(), r, i, moves.len()) {
                continue;
            }
            self.announce_attack(Some(m));
            self.play(m);
            if let Some((_, kind)) = undecided.iter().find(|(u, _)| u == m) {
                let info = self.undecided_info(*kind);
                self.step(BattleStep::Attack {
                    n: 1,
                    info,
                    mark: Mark::None,
                    threats: None,
                });
                self.step(BattleStep::Close);
                self.step(BattleStep::Done);
                self.undo();
                continue;
            }
            let res = self.root_attack_move(b, r, i >= legal);
            self.undo();
            if res? == Some(Mark::Key) {
                self.solutions += 1;
            }
        }
        if announcing {
            if !self.limit_reached() {
                self.announce_attack(None);
            }
            self.end_announcements();
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

    /// The attacking move just played at the root: written if it is a key
    /// or a try; its mark then.
    fn root_attack_move(&mut self, b: &Battle, r: u32, sc_only: bool) -> R<Option<Mark>> {
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
            self.write_attack(b, len, 1, Mark::Key, &[])?;
            self.step(BattleStep::Done);
            return Ok(Some(Mark::Key));
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
        let defences = self.defender_moves(b);
        let res = self.refutations(b, r - 1, &defences);
        self.give_buf(defences);
        let refutations = res?;
        if refutations.is_empty() || refutations.len() > self.opts.defence as usize {
            return Ok(None);
        }
        self.write_attack(b, r, 1, Mark::Try, &refutations)?;
        self.step(BattleStep::Done);
        Ok(Some(Mark::Try))
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

    /// Writes the attacking move just played (`r` half-moves left before
    /// it), numbered `n` and marked `mark`, with what follows it and then
    /// the `refutations` of a try. The variations of a key or try are left
    /// out without the option Variations.
    fn write_attack(
        &mut self,
        b: &Battle,
        r: u32,
        n: u32,
        mark: Mark,
        refutations: &[Defence],
    ) -> R<()> {
        let mut goal = None;
        // the variations of a fork that holds
        let mut fork = None;
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
                    fork = Some(self.fork_defences(f)?);
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
                    fork = Some(self.fork_defences(rest)?);
                    done = true;
                }
            }
        }
        let shown = self.opts.variations || mark == Mark::None;
        let tree = shown && !done && r > 1;
        let threats = if tree {
            self.threat_plan(b, r - 1)?
        } else {
            None
        };
        let info = self.move_info(goal);
        self.step(BattleStep::Attack {
            n,
            info,
            mark,
            threats: threats.map(|len| len.is_none()),
        });
        if tree {
            self.write_defences(b, r - 1, false, n, threats)?;
        } else if let Some(variations) = fork.filter(|_| shown) {
            for d in variations {
                self.step(BattleStep::Defence {
                    n,
                    info: d.info,
                    refutes: d.refutes,
                });
                self.step(BattleStep::Close);
            }
        }
        if !refutations.is_empty() {
            self.step(BattleStep::But);
            for d in refutations {
                self.step(BattleStep::Refutation {
                    n,
                    info: d.info.clone(),
                });
                for a in &d.answers {
                    self.step(BattleStep::Attack {
                        n: n + 1,
                        info: a.info.clone(),
                        mark: a.mark,
                        threats: None,
                    });
                    self.step(BattleStep::Close);
                }
                self.step(BattleStep::Close);
            }
        }
        self.step(BattleStep::Close);
        Ok(())
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

    /// The threats after the attacking move just played, the defender to
    /// move with `r` half-moves left: `None` if none are looked for, else
    /// their length (`None`: zugzwang).
    fn threat_plan(&mut self, b: &Battle, r: u32) -> R<Option<Option<u32>>> {
        let side = self.game.side_to_move();
        if r < 2 || self.opts.no_threat || self.threats_off || self.game.in_check(side) {
            return Ok(None);
        }
        self.pass();
        let len = self.shortest_len(b, r - 1);
        self.undo();
        Ok(Some(len?))
    }

    /// Writes the defender's play with `r` half-moves left (defender to
    /// move), numbered `n`: the threats of [`Self::threat_plan`], then the
    /// variations. `keep_refutations`: list unanswered defences (post-key
    /// play).
    fn write_defences(
        &mut self,
        b: &Battle,
        r: u32,
        keep_refutations: bool,
        n: u32,
        threats: Option<Option<u32>>,
    ) -> R<()> {
        let mut threat_moves = Vec::new();
        let threat_len = threats.flatten();
        if let Some(len) = threat_len {
            self.pass();
            let res = self.write_answers(b, len, n + 1, &mut threat_moves);
            self.undo();
            res?;
        }
        let mut moves = self.defender_moves(b);
        // the tree shows the defences in Popeye's order, whatever the
        // search's order
        crate::order::sort(self.game.position(), &mut moves);
        let res =
            self.write_variations(b, r, keep_refutations, n, &moves, threat_len, &threat_moves);
        self.give_buf(moves);
        res
    }

    /// [`Self::write_defences`] after the threats: what each of the
    /// defences `moves` shows is decided first (a helper of a split solve
    /// decides in another order), then they are written in order.
    #[allow(clippy::too_many_arguments)]
    fn write_variations(
        &mut self,
        b: &Battle,
        r: u32,
        keep_refutations: bool,
        n: u32,
        moves: &[Move],
        threat_len: Option<u32>,
        threats: &[Move],
    ) -> R<()> {
        let mut shown = vec![Shown::Hidden; moves.len()];
        for i in self.visit_order(moves.len()) {
            self.play(&moves[i]);
            let s = self.variation(b, r, threat_len, threats);
            self.undo();
            shown[i] = s?;
        }
        // Popeye suppresses defences reaching the goal at once (self play)
        // when play allows longer variations.
        let answered = shown.iter().any(|s| matches!(s, Shown::Answered { .. }));
        let drop_goals = r > 1 && !self.opts.mates_in_one && answered;
        for (d, s) in moves.iter().zip(shown) {
            let (goal, refutes, len) = match s {
                Shown::Hidden => continue,
                Shown::Alone { refutes: true, .. } if !keep_refutations => continue,
                Shown::Alone { goal, refutes } => {
                    if drop_goals && !refutes && goal.is_some() {
                        continue;
                    }
                    (goal, refutes, None)
                }
                Shown::Answered { len } => (None, false, Some(len)),
            };
            self.play(d);
            let info = self.move_info(goal);
            self.step(BattleStep::Defence { n, info, refutes });
            let res = match len {
                Some(len) => self.write_answers(b, len, n + 1, &mut Vec::new()),
                None => Ok(()),
            };
            self.step(BattleStep::Close);
            self.undo();
            res?;
        }
        Ok(())
    }

    /// What the defence just played (`r` half-moves left before it) shows.
    fn variation(
        &mut self,
        b: &Battle,
        r: u32,
        threat_len: Option<u32>,
        threats: &[Move],
    ) -> R<Shown> {
        let used = b.length - r + 1;
        if self.ended_wrongly() {
            return Ok(Shown::Alone {
                goal: None,
                refutes: true,
            });
        }
        if let Some(f) = &b.on_defence {
            if self.holds(f)? {
                return Ok(Shown::Alone {
                    goal: self.defence_goal(b)?,
                    refutes: used < b.min_length,
                });
            }
        }
        if r <= 1 {
            return Ok(Shown::Alone {
                goal: None,
                refutes: true,
            });
        }
        let Some(len) = self.shortest_len(b, r - 1)? else {
            return Ok(Shown::Alone {
                goal: None,
                refutes: true,
            });
        };
        let short = len < r - 1;
        if short && self.opts.no_short_variations {
            return Ok(Shown::Hidden);
        }
        if let Some(tl) = threat_len {
            // A defence after which the attacker wins faster than the threat
            // does not defeat it: Popeye does not show it (self-4 bench:
            // 1...Ld5-c6 allows a s#2 against the s#3 threat).
            if len < tl && !threats.is_empty() {
                return Ok(Shown::Hidden);
            }
            if len >= tl && !threats.is_empty() && self.threat_still_works(b, tl, threats)? {
                return Ok(Shown::Hidden);
            }
        }
        Ok(Shown::Answered { len })
    }
    /// Whether every threat move still succeeds in `len` half-moves (a
    /// defence that stops only some of them is a variation, as in Popeye).
    pub(super) fn threat_still_works(&mut self, b: &Battle, len: u32, threats: &[Move]) -> R<bool> {
        let (moves, _) = self.moves(None);
        let mut works = true;
        for t in threats {
            // the same move, with the same choices (Breton's unit, Super
            // Circe's square) if it is still there, else the move the game
            // takes for it ([`Game::continues_threat`])
            let same = moves
                .iter()
                .find(|m| *m == t)
                .or_else(|| moves.iter().find(|m| self.game.continues_threat(t, m)));
            let Some(m) = same.copied() else {
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
        let Some(len) = self.shortest_len(b, r)? else {
            return Ok((None, Vec::new()));
        };
        let (res, built) = self.building(|ctx| ctx.write_answers(b, len, 1, &mut Vec::new()));
        res?;
        Ok((Some(len), built.attacks))
    }

    /// The least number of half-moves, at most `r`, in which the attacker
    /// (to move) has answers ([`Self::write_answers`]), if any.
    fn shortest_len(&mut self, b: &Battle, r: u32) -> R<Option<u32>> {
        let exact = b.min_length > 1;
        let mut len = if exact { r } else { 2 - r % 2 };
        if len == 0 {
            len = 2;
        }
        while len <= r {
            if self.answers_of_length(b, len, None)? {
                return Ok(Some(len));
            }
            len += 2;
        }
        Ok(None)
    }

    /// Writes the attacker's answers of exactly `len` half-moves (attacker
    /// to move), numbered `n`, with their trees; their moves go to `moves`.
    fn write_answers(&mut self, b: &Battle, len: u32, n: u32, moves: &mut Vec<Move>) -> R<()> {
        self.answers_of_length(b, len, Some((n, moves))).map(|_| ())
    }

    /// Whether the attacker (to move) has answers of exactly `len`
    /// half-moves; with `write`, each is written (numbered as given, its
    /// move noted), else the search stops at the first.
    fn answers_of_length(
        &mut self,
        b: &Battle,
        len: u32,
        mut write: Option<(u32, &mut Vec<Move>)>,
    ) -> R<bool> {
        if let Some(c) = &b.constraint {
            if !self.holds(c)? {
                return Ok(false);
            }
        }
        if self.no_mating_piece() {
            return Ok(false);
        }
        let (mut moves, legal) = self.moves(Self::fork_allows_self_check(&b.on_attack));
        if write.is_some() && numbering(self.opts) {
            // with MoveNumbers in Popeye's order of trying, legal moves
            // before self-checks; otherwise in the generator's order,
            // which Popeye's order of printing a last move's mates follows
            // more closely
            let pos = self.game.position();
            crate::order::sort(pos, &mut moves[..legal]);
            crate::order::sort(pos, &mut moves[legal..]);
        }
        let mut res = Ok(false);
        for (i, m) in moves.iter().enumerate() {
            self.play(m);
            let r = match self.after_attack(b, len, i >= legal) {
                Ok(true) => match &mut write {
                    Some((n, written)) => {
                        written.push(*m);
                        self.write_attack(b, len, *n, Mark::None, &[])
                            .map(|()| true)
                    }
                    None => Ok(true),
                },
                other => other,
            };
            self.undo();
            match r {
                Ok(true) => {
                    res = Ok(true);
                    if write.is_none() {
                        break;
                    }
                }
                Ok(false) => {}
                Err(e) => {
                    res = Err(e);
                    break;
                }
            }
        }
        self.give_buf(moves);
        res
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
