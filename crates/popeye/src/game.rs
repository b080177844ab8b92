//! The bridge between move generation and the solvers: an implementation of
//! [`nightrider_stipulation::Game`] over a [`MoveGenerator`].

use nightrider_board::{Castling, CastlingRights, Colour, Move, Piece, Position, Special, Square};
use nightrider_movegen::{MoveGenerator, MoveList};
use nightrider_stipulation::Game;

/// A position and the rules `R` its moves come from, as the solvers see
/// it: [`PlainGame`] over the move generator, [`FairyGame`] under fairy
/// conditions. What the two share (the position, a scratch list, option
/// CastlingMutuallyExclusive, lifting and putting back pieces) is here
/// once; each plays by its own rules without dynamic dispatch.
#[derive(Debug)]
pub struct GameOn<R> {
    pos: Position,
    rules: R,
    scratch: MoveList,
    exclusive: ExclusiveCastlings,
    nodes: NodeCounter,
    /// The target of a proof game (`dia`, `a=>b`).
    target: Option<std::sync::Arc<dyn nightrider_stipulation::TargetPosition>>,
}

/// A count of the moves played by the games of a solve (its nodes), shared
/// by the games of its threads: each game adds its moves in batches.
#[derive(Clone, Debug, Default)]
pub struct Nodes(std::sync::Arc<std::sync::atomic::AtomicU64>);

impl Nodes {
    /// A count from zero.
    pub fn new() -> Nodes {
        Nodes::default()
    }

    /// The moves counted so far (a game's last batch is counted when it is
    /// full or when the game is dropped).
    pub fn get(&self) -> u64 {
        self.0.load(std::sync::atomic::Ordering::Relaxed)
    }
}

/// The moves a game played, not yet added to its [`Nodes`].
#[derive(Debug, Default)]
struct NodeCounter {
    shared: Option<Nodes>,
    batch: u32,
}

impl NodeCounter {
    /// How many moves a game plays before it adds them to the count.
    const BATCH: u32 = 4096;

    #[inline]
    fn tick(&mut self) {
        if self.shared.is_some() {
            self.batch += 1;
            if self.batch == NodeCounter::BATCH {
                self.flush();
            }
        }
    }

    fn flush(&mut self) {
        if let Some(nodes) = &self.shared {
            nodes
                .0
                .fetch_add(u64::from(self.batch), std::sync::atomic::Ordering::Relaxed);
        }
        self.batch = 0;
    }
}

impl Drop for NodeCounter {
    fn drop(&mut self) {
        self.flush();
    }
}

/// A position with the move generator built for it, as the solvers see it.
///
/// The generator is built once per problem (per twin) and checked against
/// every piece kind on the board and every promotion kind, so generation
/// cannot meet an unknown kind during play.
pub type PlainGame = GameOn<MoveGenerator>;

/// A position under fairy conditions, as the solvers see it: moves,
/// checks and move effects come from a [`nightrider_conditions::Engine`].
pub type FairyGame = GameOn<FairyRules>;

/// The rules of a [`FairyGame`]: the conditions' engine and what the
/// conditions did in the moves played.
#[derive(Debug)]
pub struct FairyRules {
    engine: nightrider_conditions::Engine,
    /// The moves played that are not taken back.
    depth: usize,
    /// What the conditions did in the moves played, for those where they
    /// did something: (the move's depth, its annotations).
    annotations: Vec<(usize, nightrider_board::Annotations)>,
    /// The moves played whose path is noted only when asked for (see
    /// `Engine::needs_path_notes`): (the move's depth, the move).
    paths: Vec<(usize, Move)>,
    /// AntiCirce is among the conditions (see [`Game::relocates_capturers`]).
    relocates_capturers: bool,
    /// A turning board or centre is among the conditions (see
    /// [`Game::relocates_movers`]).
    relocates_movers: bool,
}

impl<R> GameOn<R> {
    fn with_rules(pos: Position, rules: R) -> GameOn<R> {
        GameOn {
            pos,
            rules,
            scratch: MoveList::new(),
            exclusive: ExclusiveCastlings::default(),
            nodes: NodeCounter::default(),
            target: None,
        }
    }

    /// The game with the target position of a proof game.
    pub fn with_target(
        mut self,
        target: Option<std::sync::Arc<dyn nightrider_stipulation::TargetPosition>>,
    ) -> GameOn<R> {
        self.target = target;
        self
    }

    /// The game, counting the moves it plays in `nodes`.
    pub fn with_nodes(mut self, nodes: Option<Nodes>) -> GameOn<R> {
        self.nodes = NodeCounter {
            shared: nodes,
            batch: 0,
        };
        self
    }

    /// The game with option CastlingMutuallyExclusive's pairs.
    pub fn with_exclusive_castlings(mut self, exclusive: ExclusiveCastlings) -> GameOn<R> {
        self.exclusive = exclusive;
        self
    }
}

/// The methods of [`Game`] that both games implement alike, on the
/// position of their [`GameOn`] (expanded inside each `impl Game`, so
/// each stays statically dispatched).
macro_rules! board_methods {
    () => {
        fn position(&self) -> &Position {
            &self.pos
        }

        fn set_side_to_move(&mut self, side: Colour) {
            self.pos.set_side_to_move_unrecorded(side);
        }

        fn lift(&mut self, sq: Square) -> Option<Piece> {
            let piece = self.pos.piece_at(sq)?;
            self.pos.clear(sq);
            Some(piece)
        }

        fn put_back(&mut self, sq: Square, piece: Piece) {
            self.pos.put(sq, piece);
        }

        fn target(&self) -> Option<&dyn nightrider_stipulation::TargetPosition> {
            self.target.as_deref()
        }
    };
}

/// Option CastlingMutuallyExclusive: pairs of castlings (a white and a
/// black one, named by their rooks' squares) of which only one may be
/// played: once one side castles, the other loses the paired castling
/// (Popeye 4.104: with `h1a8`, after `1.0-0-0` White cannot castle short).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ExclusiveCastlings {
    pairs: Vec<(CastlingRights, CastlingRights)>,
}

impl ExclusiveCastlings {
    /// The pairs `(white rook square, black rook square)` (squares that are
    /// not a rook's home corner of that side pair nothing).
    pub fn new(pairs: &[(Square, Square)]) -> ExclusiveCastlings {
        let right = |sq: Square, colour: Colour| {
            Castling::ALL
                .iter()
                .find(|c| c.rook_from == sq && c.colour == colour)
                .map(|c| c.right)
        };
        ExclusiveCastlings {
            pairs: pairs
                .iter()
                .filter_map(|&(w, b)| Some((right(w, Colour::White)?, right(b, Colour::Black)?)))
                .collect(),
        }
    }

    /// After `m` was played in `pos` (inside the move's journal): a
    /// castling takes its partner's right away.
    fn after(&self, pos: &mut Position, m: &Move) {
        let Special::Castle { rook_from, .. } = m.special else {
            return;
        };
        if self.pairs.is_empty() {
            return;
        }
        let Some(done) = Castling::ALL
            .iter()
            .find(|c| c.rook_from == rook_from && c.king_from == m.from)
            .map(|c| c.right)
        else {
            return;
        };
        let mut rights = pos.castling();
        for &(w, b) in &self.pairs {
            if w == done {
                rights.remove(b);
            }
            if b == done {
                rights.remove(w);
            }
        }
        pos.set_castling(rights);
    }
}

impl PlainGame {
    /// A game starting from `pos`, generating with `generator` (built for
    /// `pos`, e.g. by [`MoveGenerator::for_position`]).
    pub fn new(pos: Position, generator: MoveGenerator) -> PlainGame {
        GameOn::with_rules(pos, generator)
    }

    /// The move generator.
    pub fn generator(&self) -> &MoveGenerator {
        &self.rules
    }

    /// Drops from the scratch list the moves that capture a royal piece: a
    /// king is never captured, also when it is neutral (the side capturing
    /// a neutral king would lose its own royal piece and so seem out of
    /// check; Popeye: REGRESSIONS 4_55_to_4_57 17, `h##!0.5`).
    fn drop_royal_captures(&mut self) {
        if self.pos.neutrals().is_empty() {
            return;
        }
        let royal = self.pos.royals(Colour::White) | self.pos.royals(Colour::Black);
        self.scratch.retain(|m| (m.captures & royal).is_empty());
    }
}

const CHECKED_AT_SETUP: &str =
    "every piece kind was checked when the generator was built for this problem";

impl Game for PlainGame {
    board_methods!();

    fn legal_moves(&mut self, out: &mut Vec<Move>) {
        self.scratch.clear();
        self.rules
            .legal_moves(&mut self.pos, &mut self.scratch)
            .expect(CHECKED_AT_SETUP);
        self.drop_royal_captures();
        out.extend_from_slice(&self.scratch);
    }

    fn has_legal_move(&mut self) -> bool {
        self.scratch.clear();
        self.rules
            .legal_moves(&mut self.pos, &mut self.scratch)
            .expect(CHECKED_AT_SETUP);
        self.drop_royal_captures();
        !self.scratch.is_empty()
    }

    fn self_check_moves(&mut self, out: &mut Vec<Move>) {
        let mut pseudo = MoveList::new();
        self.rules
            .pseudo_legal_moves(&self.pos, &mut pseudo)
            .expect(CHECKED_AT_SETUP);
        let mover = self.pos.side_to_move();
        let royal = self.pos.royals(Colour::White) | self.pos.royals(Colour::Black);
        for &m in pseudo.iter() {
            if !(m.captures & royal).is_empty() {
                continue;
            }
            self.pos.play(&m);
            let exposed = self
                .rules
                .in_check(&self.pos, mover)
                .expect(CHECKED_AT_SETUP);
            self.pos.undo_move();
            if exposed {
                out.push(m);
            }
        }
    }

    fn play(&mut self, m: &Move) {
        self.nodes.tick();
        self.pos.play(m);
        self.exclusive.after(&mut self.pos, m);
    }

    fn undo(&mut self) {
        self.pos.undo_move();
    }

    fn in_check(&mut self, side: Colour) -> bool {
        self.rules
            .in_check(&self.pos, side)
            .expect(CHECKED_AT_SETUP)
    }

    fn orthodox(&self) -> bool {
        self.rules.uses_fast_path(&self.pos)
    }

    fn gives_check(&mut self, m: &Move) -> Option<bool> {
        self.rules.gives_check(&self.pos, m)
    }

    fn is_legal(&mut self, m: &Move) -> Option<bool> {
        self.rules.is_legal(&self.pos, m)
    }

    fn reply_zone(&mut self, reply: &Move) -> Option<nightrider_board::ReplyZone> {
        self.rules.reply_zone(&self.pos, reply)
    }

    fn observes(&mut self, from: Square, target: Square) -> Option<bool> {
        let piece = self.pos.piece_at(from)?;
        let colour = piece.colour;
        let attackers = self.rules.attackers(&self.pos, target, colour).ok()?;
        Some(attackers.contains(from))
    }
}

impl FairyGame {
    /// A game starting from `pos` under the engine's conditions.
    pub fn new(pos: Position, engine: nightrider_conditions::Engine) -> FairyGame {
        let relocates_capturers = engine
            .conditions()
            .iter()
            .any(|c| matches!(c, nightrider_conditions::Condition::AntiCirce(_)));
        let relocates_movers = engine.conditions().iter().any(|c| {
            matches!(
                c,
                nightrider_conditions::Condition::ActuatedRevolvingBoard
                    | nightrider_conditions::Condition::ActuatedRevolvingCentre
            )
        });
        GameOn::with_rules(
            pos,
            FairyRules {
                engine,
                depth: 0,
                annotations: Vec::new(),
                paths: Vec::new(),
                relocates_capturers,
                relocates_movers,
            },
        )
    }
}

impl Game for FairyGame {
    board_methods!();

    fn legal_moves(&mut self, out: &mut Vec<Move>) {
        self.scratch.clear();
        self.rules
            .engine
            .legal_moves(&mut self.pos, &mut self.scratch);
        out.extend_from_slice(&self.scratch);
    }

    fn has_legal_move(&mut self) -> bool {
        self.rules.engine.has_any_legal_move(&mut self.pos)
    }

    fn legal_move_giving_no_check(&mut self) -> Option<Move> {
        self.rules.engine.legal_move_giving_no_check(&mut self.pos)
    }

    fn undecided_moves(&mut self, out: &mut Vec<(Move, nightrider_stipulation::Undecided)>) {
        use nightrider_conditions::exclusive::Undecided as Left;
        use nightrider_stipulation::Undecided;
        let mut found = Vec::new();
        self.rules.engine.undecided_moves(&mut self.pos, &mut found);
        out.extend(found.into_iter().map(|(m, kind)| {
            let kind = match kind {
                Left::Mate => Undecided::Refutation,
                Left::Legality => Undecided::Legality,
            };
            (m, kind)
        }));
    }

    fn self_check_moves(&mut self, out: &mut Vec<Move>) {
        self.scratch.clear();
        self.rules
            .engine
            .self_check_moves(&mut self.pos, &mut self.scratch);
        out.extend_from_slice(&self.scratch);
    }

    fn play(&mut self, m: &Move) {
        self.nodes.tick();
        let notes = self.rules.engine.play(&mut self.pos, m);
        self.exclusive.after(&mut self.pos, m);
        self.rules.depth += 1;
        if !notes.is_empty() {
            self.rules.annotations.push((self.rules.depth, notes));
        }
        if self.rules.engine.needs_path_notes(m) {
            self.rules.paths.push((self.rules.depth, *m));
        }
    }

    fn undo(&mut self) {
        self.pos.undo_move();
        if self
            .rules
            .annotations
            .last()
            .is_some_and(|(d, _)| *d == self.rules.depth)
        {
            self.rules.annotations.pop();
        }
        if self
            .rules
            .paths
            .last()
            .is_some_and(|(d, _)| *d == self.rules.depth)
        {
            self.rules.paths.pop();
        }
        self.rules.depth -= 1;
    }

    fn in_check(&mut self, side: Colour) -> bool {
        self.rules.engine.in_check(&self.pos, side)
    }

    fn gives_check(&mut self, m: &Move) -> Option<bool> {
        self.rules.engine.gives_check(&self.pos, m)
    }

    fn continues_threat(&self, threat: &Move, m: &Move) -> bool {
        self.rules.engine.continues_threat(threat, m)
    }

    fn relocates_capturers(&self) -> bool {
        self.rules.relocates_capturers
    }

    fn relocates_movers(&self) -> bool {
        self.rules.relocates_movers
    }

    fn annotations(&self) -> nightrider_board::Annotations {
        let notes = match self.rules.annotations.last() {
            Some((d, notes)) if *d == self.rules.depth => notes.clone(),
            _ => nightrider_board::Annotations::default(),
        };
        match self.rules.paths.last() {
            // the path, searched from the position before the move, first
            Some((d, m)) if *d == self.rules.depth => {
                let mut before = self.pos.clone();
                before.undo_move();
                let mut all = self.rules.engine.path_notes(&mut before, m);
                for note in notes.iter() {
                    all.push(*note);
                }
                all
            }
            _ => notes,
        }
    }

    fn hash(&self) -> u64 {
        // (what conditions remember of the moves played, e.g. a piece
        // waiting for its Parrain rebirth, belongs to the position)
        self.pos.hash() ^ self.rules.engine.history_hash(&self.pos)
    }

    fn observes(&mut self, from: Square, target: Square) -> Option<bool> {
        let piece = self.pos.piece_at(from)?;
        let colour = piece.colour;
        Some(self.rules.engine.observes(&self.pos, from, target, colour))
    }

    fn checking_units(&mut self) -> Result<u32, &'static str> {
        let side = self.side_to_move();
        self.rules.engine.checking_units(&self.pos, side)
    }

    fn immobility_verdict(
        &mut self,
        last: &Move,
        goal: nightrider_stipulation::Goal,
    ) -> Option<bool> {
        let mate = goal == nightrider_stipulation::Goal::Mate;
        self.rules
            .engine
            .immobility_verdict(&mut self.pos, last, mate)
    }
}
