//! The boolean search of each kind of play: whether battle, help or series
//! play (and the tests combining them) succeeds from the current position.

use super::context::Ctx;
use super::defence_order::DefenceOrder;
use super::R;
use crate::game::Game;
use crate::goal::Goal;
use crate::intelligent;
use crate::model::{Battle, Help, Node, Parry, Pass, Series};
use crate::node_id::NodeId;
use nightrider_board::{Colour, Move, ReplyZone};

pub(super) const TAG_ATTACK: u8 = 0;
pub(super) const TAG_DEFEND: u8 = 1;
pub(super) const TAG_HELP: u8 = 2;
pub(super) const TAG_SERIES: u8 = 3;

/// How many of the defender's last escapes from a forced mate are kept
/// (see [`Ctx::escape_remains`]).
pub(super) const ESCAPES: usize = 3;

/// The [`ReplyZone`]s of the escapes ([`MoveMemory::escapes`](super::MoveMemory::escapes)) in one position,
/// each found when first needed.
pub(super) struct Zones {
    /// The [`MoveMemory::escapes_changed`](super::MoveMemory::escapes_changed) count they are for.
    pub(super) version: u32,
    /// Which of them are found.
    pub(super) found: u8,
    pub(super) zones: [Option<ReplyZone>; ESCAPES],
}

impl Zones {
    pub(super) fn new() -> Zones {
        Zones {
            version: u32::MAX,
            found: 0,
            zones: [None; ESCAPES],
        }
    }
}

impl<G: Game> Ctx<'_, G> {
    pub(super) fn holds(&mut self, node: &Node) -> R<bool> {
        Ok(match node {
            Node::Goal(g) => self.goal_reached(*g),
            Node::Not(a) => !self.holds(a)?,
            // reciprocal play: the help part first, where intelligent
            // mode's guide prunes; the direct part tries every move
            Node::And(a, b) if matches!(**b, Node::Help(_)) => self.holds(b)? && self.holds(a)?,
            Node::And(a, b) => self.holds(a)? && self.holds(b)?,
            Node::Or(a, b) => self.holds(a)? || self.holds(b)?,
            Node::Battle(b) => {
                if b.attacker_first {
                    self.attack(b, b.length)?
                } else if b.length == 1
                    && match &b.constraint {
                        Some(c) => !self.holds(c)?,
                        None => false,
                    }
                {
                    // a one-move defence branch has no attacking move: its
                    // constraint holds at its entry (CapZug's `1d[x]a{!+}`:
                    // the move before it gave no check)
                    false
                } else {
                    self.defend(b, b.length)?
                }
            }
            Node::Help(h) => {
                let mut found = false;
                if h.min_length == 0 && self.holds(&h.end)? {
                    return Ok(true);
                }
                let mut len = if h.min_length == 0 { 2 } else { h.min_length };
                while len <= h.length {
                    if self.help(h, len)? {
                        found = true;
                        break;
                    }
                    len += 2;
                }
                found
            }
            Node::Pass(p) => self.pass_holds(p)?,
            Node::Series(s) => {
                let mut found = false;
                for k in s.min_length.max(1)..=s.length {
                    if self.series(s, k)? {
                        found = true;
                        break;
                    }
                }
                found
            }
        })
    }

    /// A pass move ([`Pass`]): the side to move passes and then
    /// [`Pass::then`] holds; in check it fails, or, with [`Pass::parry`],
    /// some parry leads to `then`.
    pub(super) fn pass_holds(&mut self, p: &Pass) -> R<bool> {
        if self.game.in_check(self.game.side_to_move()) {
            if !p.parry {
                return Ok(false);
            }
            let (parries, legal) = self.moves(None);
            let mut found = false;
            for m in parries[..legal].iter().filter(|m| !m.is_null()) {
                self.play(m);
                let res = self.after_pass(p);
                self.undo();
                if res? {
                    found = true;
                    break;
                }
            }
            self.give_buf(parries);
            return Ok(found);
        }
        self.pass();
        let res = self.after_pass(p);
        self.undo();
        res
    }

    /// After the pass (or parry) of [`Pass`].
    pub(super) fn after_pass(&mut self, p: &Pass) -> R<bool> {
        match &p.then {
            Some(n) => self.holds(n),
            None => Ok(true),
        }
    }

    pub(super) fn fork_allows_self_check(node: &Option<Node>) -> Option<Goal> {
        match node {
            Some(Node::Goal(g)) if g.allows_self_check() => Some(*g),
            _ => None,
        }
    }

    pub(super) fn end_allows_self_check(node: &Node) -> Option<Goal> {
        match node {
            Node::Goal(g) if g.allows_self_check() => Some(*g),
            _ => None,
        }
    }

    /// Battle play, attacker to move, `r` half-moves left.
    pub(super) fn attack(&mut self, b: &Battle, r: u32) -> R<bool> {
        self.tick()?;
        if r == 0 || self.no_mating_piece() {
            return Ok(false);
        }
        // the last attacking move (towards mate: only checking moves) is
        // found again faster than looked up in a large table
        let only_checks = r == 1 && matches!(b.on_attack, Some(Node::Goal(Goal::Mate)));
        let escapes =
            r == 2 && b.on_attack.is_none() && matches!(b.on_defence, Some(Node::Goal(Goal::Mate)));
        // (not tabled under orthodox rules either: the attacker's last move
        // before the defender's forced mate, whose escapes are found again
        // faster than the table's slot is fetched)
        let tabled = r > 1 && !(escapes && self.game.orthodox());
        let key = self.battle_key(b, TAG_ATTACK, r);
        if tabled {
            // (the value stored holds the constraint's verdict too)
            if let Some(v) = self.lookup(&key) {
                return Ok(v);
            }
        }
        if let Some(c) = &b.constraint {
            if !self.holds(c)? {
                if tabled {
                    self.store(key, false);
                }
                return Ok(false);
            }
        }
        let (mut moves, legal) = self.moves(Self::fork_allows_self_check(&b.on_attack));
        if r >= 3 {
            self.attack_killer_first(r, &mut moves[..legal]);
        }
        if r >= 3 && legal == moves.len() && b.on_attack.is_some() {
            // forcing moves first: a direct win is usually found sooner
            self.checks_first(&mut moves);
        }
        if r >= 3 && self.use_table {
            // the defences' table slots, fetched together before the
            // first is asked (where the defences are the last but one
            // move, r = 3, nothing below them asks the table: the slots
            // stay cached)
            for m in moves.iter() {
                self.game.play(m);
                let child = self.battle_key(b, TAG_DEFEND, r - 1);
                self.game.undo();
                self.table.prefetch(&child);
            }
        }
        let mut zones = Zones::new();
        let mut found = false;
        for (i, m) in moves.iter().enumerate() {
            if only_checks && self.game.gives_check(m) == Some(false) {
                continue;
            }
            if escapes && self.escape_remains(m, &mut zones) {
                continue;
            }
            self.play(m);
            let res = self.after_attack(b, r, i >= legal);
            self.undo();
            if res? {
                found = true;
                if let Some(slot) = self.memory.attack_killers.get_mut(r as usize) {
                    *slot = Some(*m);
                }
                break;
            }
        }
        self.give_buf(moves);
        if tabled {
            self.store(key, found);
        }
        Ok(found)
    }

    /// Whether one of the defender's last escapes from a forced mate
    /// ([`MoveMemory::escapes`](super::MoveMemory::escapes), moves giving no check) will still be legal and
    /// give no check after the attacking move `m`, as far as the game can
    /// tell without playing `m`. `zones` keeps the escapes' [`ReplyZone`]s
    /// in this position.
    pub(super) fn escape_remains(&mut self, m: &Move, zones: &mut Zones) -> bool {
        if zones.version != self.memory.escapes_changed {
            zones.version = self.memory.escapes_changed;
            zones.found = 0;
        }
        for i in 0..ESCAPES {
            let Some(k) = self.memory.escapes[i] else {
                return false;
            };
            if zones.found & (1 << i) == 0 {
                zones.zones[i] = self.game.reply_zone(&k);
                zones.found |= 1 << i;
            }
            if let Some(z) = &zones.zones[i] {
                if z.misses(self.game.position(), m) {
                    self.check_escape(m, &k);
                    return true;
                }
            }
        }
        false
    }

    /// Debug builds: `k` is a legal move giving no check after `m`.
    pub(super) fn check_escape(&mut self, m: &Move, k: &Move) {
        let _ = (m, k);
        #[cfg(debug_assertions)]
        {
            self.play(m);
            let legal = self.game.is_legal(k);
            let check = self.game.gives_check(k);
            self.undo();
            debug_assert!(
                legal == Some(true) && check == Some(false),
                "{k} was to stay a checkless legal reply to {m}"
            );
        }
    }

    /// Puts the attacking move that won last with `r` half-moves left (a
    /// killer, [`MoveMemory::attack_killers`](super::MoveMemory::attack_killers)) first among the legal
    /// `moves`, keeping the order otherwise. Sibling positions are mostly
    /// won by the same move (the search of direct play then tries its
    /// other moves far less often); the order changes no answer.
    pub(super) fn attack_killer_first(&self, r: u32, moves: &mut [Move]) {
        let Some(k) = self
            .memory
            .attack_killers
            .get(r as usize)
            .copied()
            .flatten()
        else {
            return;
        };
        if let Some(p) = moves.iter().position(|m| *m == k) {
            moves[..=p].rotate_right(1);
        }
    }

    /// Puts the moves giving check (as far as the game can tell without
    /// playing them) first, keeping the order otherwise.
    pub(super) fn checks_first(&mut self, moves: &mut [Move]) {
        let mut checks = 0;
        for i in 0..moves.len() {
            if self.game.gives_check(&moves[i]) == Some(true) {
                moves[checks..=i].rotate_right(1);
                checks += 1;
            }
        }
    }

    /// After an attacking move played with `r` half-moves left before it.
    pub(super) fn after_attack(&mut self, b: &Battle, r: u32, self_check_only: bool) -> R<bool> {
        if self.ended_wrongly() {
            return Ok(false);
        }
        let used = b.length - r + 1;
        if let Some(f) = &b.on_attack {
            if self.holds(f)? {
                return Ok(used >= b.min_length);
            }
        }
        if self_check_only || r <= 1 {
            return Ok(false);
        }
        self.defend(b, r - 1)
    }

    /// Battle play, defender to move, `r` half-moves left: whether the
    /// attacker wins against every defence.
    pub(super) fn defend(&mut self, b: &Battle, r: u32) -> R<bool> {
        self.tick()?;
        if r == 0 {
            return Ok(false);
        }
        // a last move is found again faster than looked up in a large table
        let tabled = r > 1;
        let key = self.battle_key(b, TAG_DEFEND, r);
        if tabled {
            if let Some(v) = self.lookup(&key) {
                return Ok(v);
            }
        }
        if r == 1 && self.escapes_by_killer(b) {
            return Ok(false);
        }
        // forced to mate with the last move: a legal move that gives no
        // check escapes, looked for before generating them all (the moves
        // as the options shape them are those of the game here: no null
        // move, no move-number range away from the root)
        if r == 1
            && matches!(b.on_defence, Some(Node::Goal(Goal::Mate)))
            && !self.opts.null_moves
            && !self.path.is_empty()
            && self.game.legal_move_giving_no_check().is_some()
        {
            return Ok(false);
        }
        let moves = self.defender_moves(b);
        let result = self.defend_moves(b, r, &moves);
        self.give_buf(moves);
        let result = result?;
        if tabled {
            self.store(key, result);
        }
        Ok(result)
    }

    /// The defender's moves (defender to move): its legal moves; when it
    /// has none and is to reach with its move a goal that a side without
    /// legal moves may still reach by a move leaving its king attacked (a
    /// counter-mate, an automate), the moves that reach it (Popeye 4.104:
    /// `1.Qa5-c5 + !  1...Kc8-b7 ##!` in an s##!1 and, as a short
    /// solution, in an s##!2).
    pub(super) fn defender_moves(&mut self, b: &Battle) -> Vec<Move> {
        let goal = Self::fork_allows_self_check(&b.on_defence);
        let (mut moves, legal) = self.moves(goal);
        match goal {
            Some(g) if legal == 0 => {
                let mut kept = 0;
                for i in 0..moves.len() {
                    let m = moves[i];
                    self.play(&m);
                    let reached = !self.ended_wrongly() && self.goal_reached(g);
                    self.undo();
                    if reached {
                        moves[kept] = m;
                        kept += 1;
                    }
                }
                moves.truncate(kept);
            }
            _ => moves.truncate(legal),
        }
        moves
    }

    pub(super) fn defend_moves(&mut self, b: &Battle, r: u32, moves: &[Move]) -> R<bool> {
        if moves.is_empty() {
            return Ok(false);
        }
        // forced to mate with the last move (self play): a move that gives
        // no check escapes, found without playing it
        if r == 1 && matches!(b.on_defence, Some(Node::Goal(Goal::Mate))) {
            if let Some(m) = moves
                .iter()
                .find(|m| self.game.gives_check(m) == Some(false))
            {
                self.remember_escape(*m);
                return Ok(false);
            }
        }
        let attacker_moves_left = r / 2;
        // MaxFlightsquares n: the defender has defended when its king has
        // more than n flights (Popeye: `#3 maxflight 0` refutes 1.Ra8+ Kh7,
        // `maxflight 1` keeps 1.Kf7 leaving Kh7).
        if let Some(n) = self.opts.max_flights {
            if r >= 4 && self.flights(moves) > n as usize {
                return Ok(false);
            }
        }
        // Threat n judges quiet attacking moves: a defender in check has
        // no threat to face (Popeye: `#3 threat 0` keeps the checking keys)
        let quiet = self.opts.threat.is_some() && !self.game.in_check(self.game.side_to_move());
        if let Some(n) = self.opts.threat.filter(|_| quiet) {
            if attacker_moves_left > n {
                self.pass();
                let t = self.attack(b, (r - 1).min((2 * n).saturating_sub((r - 1) % 2)));
                self.undo();
                if !t? {
                    return Ok(false);
                }
            }
        }
        let saved_budget = self.budget;
        if let Some((_, n)) = self.opts.non_trivial {
            if attacker_moves_left > n {
                let short = (r - 1).saturating_sub(2 * (attacker_moves_left - n));
                let mut nontrivial = 0u32;
                for d in moves {
                    self.play(d);
                    let trivial = self.defence_answered(b, r, short);
                    self.undo();
                    if !trivial? {
                        nontrivial += 1;
                    }
                }
                if nontrivial > self.budget + 1 {
                    return Ok(false);
                }
                self.budget -= nontrivial.saturating_sub(1);
            }
        }
        // the defence that refuted last at this length first (a killer),
        // then the checks ([`DefenceOrder`])
        let killer = self
            .memory
            .killers
            .get(r as usize)
            .copied()
            .flatten()
            .and_then(|k| moves.iter().position(|m| *m == k));
        let mut order = DefenceOrder::new(self.visit_order(moves.len()), killer);
        let mut all = true;
        while let Some(i) = order.next(&mut *self.game, moves) {
            let d = &moves[i];
            self.play(d);
            let ok = self.defence_answered(b, r, r - 1);
            self.undo();
            if !ok? {
                all = false;
                if let Some(slot) = self.memory.killers.get_mut(r as usize) {
                    *slot = Some(*d);
                }
                break;
            }
        }
        self.budget = saved_budget;
        Ok(all)
    }

    /// Forced to mate with the last move (self play): whether one of the
    /// moves that last escaped this obligation ([`MoveMemory::escapes`](super::MoveMemory::escapes)) is legal
    /// here and gives no check again, found without generating the moves.
    pub(super) fn escapes_by_killer(&mut self, b: &Battle) -> bool {
        if !matches!(b.on_defence, Some(Node::Goal(Goal::Mate))) {
            return false;
        }
        for i in 0..ESCAPES {
            let Some(k) = self.memory.escapes[i] else {
                return false;
            };
            if self.game.is_legal(&k) == Some(true) && self.game.gives_check(&k) == Some(false) {
                if i > 0 {
                    self.memory.escapes[..=i].rotate_right(1);
                    self.memory.escapes_changed = self.memory.escapes_changed.wrapping_add(1);
                }
                return true;
            }
        }
        false
    }

    /// Puts `k` first among the escapes from a forced mate.
    pub(super) fn remember_escape(&mut self, k: Move) {
        let i = self
            .memory
            .escapes
            .iter()
            .position(|e| *e == Some(k))
            .unwrap_or(ESCAPES - 1);
        self.memory.escapes[i] = Some(k);
        self.memory.escapes[..=i].rotate_right(1);
        self.memory.escapes_changed = self.memory.escapes_changed.wrapping_add(1);
    }

    /// After a defence played with `r` half-moves left before it: whether the
    /// attacker succeeds, continuing with at most `att` half-moves.
    pub(super) fn defence_answered(&mut self, b: &Battle, r: u32, att: u32) -> R<bool> {
        if self.ended_wrongly() {
            return Ok(false);
        }
        let used = b.length - r + 1;
        if let Some(f) = &b.on_defence {
            if self.holds(f)? {
                return Ok(used >= b.min_length);
            }
        }
        if att == 0 {
            return Ok(false);
        }
        self.attack(b, att)
    }

    pub(super) fn flights(&mut self, moves: &[Move]) -> usize {
        let side = self.game.side_to_move();
        let Some(k) = self.game.position().royal_square(side) else {
            return 0;
        };
        let mut seen = nightrider_board::Bitboard::EMPTY;
        for m in moves {
            if m.from == k && !m.is_castling() {
                seen.insert(m.to);
            }
        }
        seen.count() as usize
    }

    /// Help play: exactly `r` half-moves left, the side to move plays.
    pub(super) fn help(&mut self, h: &Help, r: u32) -> R<bool> {
        self.tick()?;
        if r == 0 || self.no_mating_piece() {
            return Ok(false);
        }
        if r % 2 == 1 {
            if let Some(c) = &h.constraint {
                if !self.holds(c)? {
                    return Ok(false);
                }
            }
        }
        // The last of the `r` half-moves is the mating side's.
        let mover = self.game.side_to_move();
        let mated = if r % 2 == 1 { !mover } else { mover };
        if !self.may_end(&h.end, mated, r.div_ceil(2), r / 2) {
            return Ok(false);
        }
        self.guided(&h.end, mated, r.div_ceil(2), r / 2, |ctx| {
            ctx.help_moves(h, r)
        })
    }

    /// Runs `f` with the guide of intelligent mode for a help or series
    /// branch ending in `end` (built here if there is none yet and it can
    /// serve, dropped again afterwards).
    pub(super) fn guided<T>(
        &mut self,
        end: &Node,
        mated: Colour,
        mating_moves: u32,
        mated_moves: u32,
        f: impl FnOnce(&mut Self) -> R<T>,
    ) -> R<T> {
        let owner = mating_moves + mated_moves >= 3
            && self.start_guide(end, mated, mating_moves, mated_moves);
        let result = f(self);
        if owner {
            self.guide = None;
            self.guide_refused = false;
        }
        result
    }

    /// Where the side to move is the guide's mated side, about to make its
    /// last move: the moves that may still lead to a configuration.
    pub(super) fn last_mated_move_filter(&self) -> Option<intelligent::MoveFilter> {
        let guide = self.guide.as_ref()?;
        (guide.mated() == self.game.side_to_move())
            .then(|| guide.last_mated_move_filter())
            .flatten()
    }

    /// Where the side to move is the guide's mated side and has at most
    /// one move to spare: what its move must do (see
    /// [`intelligent::Guide::tight_targets`]).
    pub(super) fn tight_mated_targets(&self) -> Option<intelligent::TightTargets> {
        let guide = self.guide.as_ref()?;
        (guide.mated() == self.game.side_to_move())
            .then(|| guide.tight_targets())
            .flatten()
    }

    /// Where the side to move is the guide's mating side and has no move
    /// to spare: the squares its pieces head for (see
    /// [`intelligent::Guide::tight_mating_targets`]).
    pub(super) fn tight_mating_targets(&self) -> Option<intelligent::MatingTargets> {
        let guide = self.guide.as_ref()?;
        (guide.mated() != self.game.side_to_move())
            .then(|| guide.tight_mating_targets())
            .flatten()
    }

    /// Help play after the tests at entry: the moves.
    pub(super) fn help_moves(&mut self, h: &Help, r: u32) -> R<bool> {
        if let Some(guide) = &self.guide {
            if !guide.may_still_end() {
                return Ok(false);
            }
        }
        // Where the counting prunes, a last move is found again faster
        // than it is looked up in a large table.
        let tabled = !(r == 1 && self.pruning.is_some());
        let key = self.key(h.id.get(), TAG_HELP, r);
        if tabled {
            if let Some(v) = self.lookup(&key) {
                return Ok(v);
            }
        }
        let sc = Self::end_allows_self_check(&h.end).filter(|_| r == 1);
        let (moves, legal) = self.moves(sc);
        if super::unique::breaks(h, r, &moves[..legal]) {
            self.give_buf(moves);
            if tabled {
                self.store(key, false);
            }
            return Ok(false);
        }
        let only_checks = r == 1 && matches!(h.end, Node::Goal(Goal::Mate));
        let filter = self.last_mated_move_filter();
        let tight = self.tight_mated_targets();
        let tight_mating = self.tight_mating_targets();
        let mut found = false;
        for i in self.visit_order(moves.len()) {
            let m = &moves[i];
            if only_checks && (m.is_null() || self.game.gives_check(m) == Some(false)) {
                continue;
            }
            if filter.is_some_and(|f| !f.allows(m)) {
                continue;
            }
            if let (Some(targets), Some(guide), Some(pruning)) =
                (&tight, &self.guide, &self.pruning)
            {
                if !guide.tight_allows(targets, &pruning.distances, m) {
                    continue;
                }
            }
            if let (Some(targets), Some(guide), Some(pruning)) =
                (&tight_mating, &self.guide, &self.pruning)
            {
                if !guide.tight_mating_allows(targets, &pruning.distances, m) {
                    continue;
                }
            }
            self.play(m);
            let res = self.after_help(h, r, i >= legal);
            self.undo();
            if res? {
                found = true;
                break;
            }
        }
        self.give_buf(moves);
        if tabled {
            self.store(key, found);
        }
        Ok(found)
    }

    pub(super) fn after_help(&mut self, h: &Help, r: u32, self_check_only: bool) -> R<bool> {
        if self.ended_wrongly() {
            return Ok(false);
        }
        if r == 1 {
            return self.holds(&h.end);
        }
        if self_check_only {
            return Ok(false);
        }
        if h.stop_at_end
            && (r - 1) % 2 == 0
            && !immobilising(&h.end)
            && self.may_end_early(h.id.get(), r - 1)
            && self.holds(&h.end)?
        {
            // The end was reached early: play stops here.
            return Ok(false);
        }
        self.help(h, r - 1)
    }

    /// Series play: exactly `k` series moves left.
    pub(super) fn series(&mut self, s: &Series, k: u32) -> R<bool> {
        self.tick()?;
        if k == 0 || self.no_mating_piece() {
            return Ok(false);
        }
        if let Some(c) = &s.constraint {
            if !self.holds(c)? {
                return Ok(false);
            }
        }
        if s.parry.is_none() && !self.series_may_end(s, k) {
            return Ok(false);
        }
        match self.series_end(s, k) {
            Some((end, mated, w, b)) => self.guided(end, mated, w, b, |ctx| ctx.series_moves(s, k)),
            None => self.series_moves(s, k),
        }
    }

    /// Series play after the tests at entry: the moves.
    pub(super) fn series_moves(&mut self, s: &Series, k: u32) -> R<bool> {
        if let (Some(guide), Some((_, _, w, b))) = (&self.guide, self.series_end(s, k)) {
            if !guide.may_end(w, b) {
                return Ok(false);
            }
        }
        let key = self.key(s.id.get(), TAG_SERIES, k);
        if let Some(v) = self.lookup(&key) {
            return Ok(v);
        }
        let sc = Self::end_allows_self_check(&s.end).filter(|_| k == 1);
        let (moves, legal) = self.moves(sc);
        let only_checks = k == 1 && matches!(s.end, Node::Goal(Goal::Mate));
        let mut found = false;
        for i in self.visit_order(moves.len()) {
            let m = &moves[i];
            if only_checks && (m.is_null() || self.game.gives_check(m) == Some(false)) {
                continue;
            }
            self.play(m);
            let res = self.after_series(s, k, i >= legal);
            self.undo();
            if res? {
                found = true;
                break;
            }
        }
        self.give_buf(moves);
        self.store(key, found);
        Ok(found)
    }

    /// Whether the end of the root's help or series branch `node` may hold
    /// early, with `left` of the branch's moves (half-moves in help play)
    /// still to play: not when the root found no solution of the length
    /// played so far ([`Ctx::no_early_end`]).
    pub(super) fn may_end_early(&self, node: NodeId, left: u32) -> bool {
        if !self.opts.mate_pruning {
            return true;
        }
        match self.no_early_end {
            Some(n) if n.node == node && left <= n.length => {
                let played = n.length - left;
                !(n.min_length <= played && played <= n.none_upto)
            }
            _ => true,
        }
    }

    /// Notes whether branch `node` has a solution of `length` from the
    /// root, when that is the length the root is searching
    /// ([`NoEarlyEnd::root_solved`]).
    pub(super) fn note_root_search(&mut self, node: NodeId, length: u32, exists: bool) {
        if let Some(n) = &mut self.no_early_end {
            if n.node == node && n.length == length {
                n.root_solved = Some(exists);
            }
        }
    }

    pub(super) fn after_series(&mut self, s: &Series, k: u32, self_check_only: bool) -> R<bool> {
        if self.ended_wrongly() {
            return Ok(false);
        }
        if let Some(c) = &s.after_move {
            if !self.holds(c)? {
                return Ok(false);
            }
        }
        if shortest_continuations(s) {
            // within `k` moves: the play ends wherever the end holds
            if self.holds(&s.end)? {
                return Ok(true);
            }
            if k == 1 || self_check_only {
                return Ok(false);
            }
        } else if k == 1 {
            return self.holds(&s.end);
        }
        if self_check_only
            || (s.stop_at_end && self.may_end_early(s.id.get(), k - 1) && self.holds(&s.end)?)
        {
            return Ok(false);
        }
        let opp = self.game.side_to_move();
        if self.game.in_check(opp) {
            let Some(parry) = s.parry else {
                return Ok(false);
            };
            let (parries, _) = self.moves(None);
            let res = self.parries(s, k, parry, &parries);
            self.give_buf(parries);
            res
        } else {
            self.pass();
            let res = self.series(s, k - 1);
            self.undo();
            res
        }
    }

    /// The counting of [`MateReach`](crate::mate_reach::MateReach) for a series without parries: `ser-#`
    /// (the series side mates, the other never moves) and `ser-h#` (the
    /// series side is mated after one move of the other).
    pub(super) fn series_may_end(&self, s: &Series, k: u32) -> bool {
        match self.series_end(s, k) {
            Some((end, mated, w, b)) => self.may_end(end, mated, w, b),
            None => true,
        }
    }

    /// The end of a series without parries that the move counts apply to,
    /// the side to be mated there and the moves each side has left:
    /// `ser-#` (the series side mates, the other never moves) and `ser-h#`
    /// (the series side is mated after one move of the other).
    pub(super) fn series_end<'s>(
        &self,
        s: &'s Series,
        k: u32,
    ) -> Option<(&'s Node, Colour, u32, u32)> {
        if s.parry.is_some() {
            return None;
        }
        let mover = self.game.side_to_move();
        Some(match &s.end {
            Node::Help(h) if h.length == 1 => (&h.end, mover, 1, k),
            end => (end, !mover, k, 0),
        })
    }

    pub(super) fn parries(
        &mut self,
        s: &Series,
        k: u32,
        parry: Parry,
        parries: &[Move],
    ) -> R<bool> {
        if parries.is_empty() {
            return Ok(false);
        }
        if parry == Parry::Unique && parries.iter().filter(|m| !m.is_null()).count() != 1 {
            // puser-: the parry must be the only legal move
            return Ok(false);
        }
        for p in parries {
            self.play(p);
            let res = match parry_end(s).map(|end| self.holds(end)) {
                Some(Ok(false)) | None => self.series(s, k - 1),
                Some(ended) => ended,
            };
            self.undo();
            let res = res?;
            match parry {
                Parry::Helping | Parry::Unique if res => return Ok(true),
                Parry::Defensive if !res => return Ok(false),
                _ => {}
            }
        }
        Ok(parry == Parry::Defensive)
    }
}

/// Whether a series is solved as Popeye solves a parry series with
/// defensive parries (`pser-#`, `pser-s#`, `pser-r#`, `pser-=`): as battle
/// play, within its length, each continuation at its shortest, rather than
/// by exact lengths (`exact-pser-` keeps the exact lengths, as in Popeye).
pub(super) fn shortest_continuations(s: &Series) -> bool {
    s.parry == Some(Parry::Defensive) && s.min_length < s.length
}

/// What a parry of a parry series reaches when it ends the play: the goal
/// of the end's forced last move (`pser-s=2`: `1.Qg6-c6 + Kc7*c6 =`, where
/// the parry is the move the self play forces). Found by experiment with
/// Popeye, on `pser-s=` and `pser-s+`.
pub(super) fn parry_end(s: &Series) -> Option<&Node> {
    if s.parry != Some(Parry::Defensive) {
        // a helping parry never ends the play (Popeye: no `1.Qd5-d2 +
        // Qg5*d2 #` in a phser-s#2)
        return None;
    }
    match &s.end {
        Node::Battle(b) if !b.attacker_first && b.length == 1 => b.on_defence.as_ref(),
        _ => None,
    }
}

/// Whether the end is a goal that leaves the side to move without moves
/// (so play cannot go on through it and the early test can be skipped).
pub(super) fn immobilising(n: &Node) -> bool {
    matches!(
        n,
        Node::Goal(
            Goal::Mate
                | Goal::Stalemate
                | Goal::MateOrStalemate
                | Goal::DoubleStalemate
                | Goal::DoubleMate
                | Goal::CounterMate
        )
    )
}

/// The lengths of the root's help or series branch tried so far without
/// a solution (see [`Ctx::no_early_end`]). The end of a branch holds after
/// `d` of its moves only on a line that is a solution of length `d`: when
/// the root has none of that length, no search of a longer one needs to
/// test for it there.
#[derive(Clone, Copy, Debug)]
pub(super) struct NoEarlyEnd {
    /// The branch.
    pub(super) node: NodeId,
    /// The length being searched.
    pub(super) length: u32,
    /// The first length tried.
    pub(super) min_length: u32,
    /// Every length from `min_length` to this one was tried and has no
    /// solution (less than `min_length`: none yet).
    pub(super) none_upto: u32,
    /// Some length tried has a solution: `none_upto` stays where it is.
    pub(super) solved: bool,
    /// Whether the search of `length` found, at the root, that the
    /// branch has a solution of that length (`None`: it did not ask).
    pub(super) root_solved: Option<bool>,
}

impl NoEarlyEnd {
    pub(super) fn new(node: NodeId, min_length: u32) -> NoEarlyEnd {
        NoEarlyEnd {
            node,
            length: 0,
            min_length,
            none_upto: 0,
            solved: false,
            root_solved: None,
        }
    }

    /// While length `length` is searched.
    pub(super) fn at(self, length: u32) -> NoEarlyEnd {
        NoEarlyEnd {
            length,
            root_solved: None,
            ..self
        }
    }

    /// Length `length`, the next after those tried before, was searched;
    /// `solved` if it has a solution.
    pub(super) fn found(&mut self, length: u32, solved: bool) {
        if solved {
            self.solved = true;
        } else if !self.solved {
            self.none_upto = length;
        }
    }
}
