//! [`Engine`]: move generation, check and move effects under a problem's
//! fairy conditions, compiled once per problem into typed hook lists.

use crate::condition::{CirceRules, Condition, KindSet, RebirthSquare};
use crate::contact::BeforeMove;
use crate::hooks::{
    eiffel_paralyser, is_castling, AfterMoveRule, CaptureFacts, ListRule, MoveEffect, MoveRule,
    ObservationRule,
};
use crate::lending::Lender;
use crate::magic::MagicViews;
use nightrider_board::{
    Annotation, Annotations, Attributes, CastlingRights, Colour, Move, Piece, PieceKind, Position,
    Square,
};
use nightrider_movegen::{FirstRankPawns, MoveGenerator, MoveList, Rules};

pub(crate) const CHECKED_AT_SETUP: &str =
    "every piece kind on the board has a walk: checked when the generator was built";

/// How many Checkless mate tests may nest (a check answered by a check that
/// must mate, answered by a check that must mate...). Past this depth a
/// check is taken as not proven to mate. Forced chains of checks this long
/// do not occur in real problems; random positions under SuperCirce produce
/// endless ones, which would otherwise exhaust the stack.
pub(crate) const MAX_CHECKLESS_NESTING: u8 = 8;

/// Why a set of conditions cannot be compiled.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ConditionError {
    /// Two conditions that cannot be combined.
    #[error("conditions {0} and {1} cannot be combined")]
    Incompatible(String, String),
    /// The generator's rules do not let pawns on their first rank do what
    /// a condition says (build its rules with [`rules_under`]).
    #[error("{0} needs a move generator whose pawns on their first rank move as {1:?}")]
    FirstRankPawns(String, FirstRankPawns),
    /// The generator's promotions are not those PromOnly gives (build its
    /// rules with [`rules_under`]).
    #[error("PromOnly needs a move generator promoting into its kinds alone")]
    Promotions,
    /// What the diagram makes unplayable under the conditions (see
    /// [`crate::compat::position_refusal`]), named.
    #[error("{0}")]
    Unsupported(String),
}

/// `rules` adapted to `conditions`: what pawns on their first rank can do
/// (see [`Condition::first_rank_pawns`]) and, under PromOnly, Leofamily,
/// ChineseChess and CavalierMajeur ([`crate::piece_sets`]) and
/// RoyalDynasty ([`crate::kings::dynasty`]), the kinds pawns promote to. Build the generator of an
/// [`Engine`] with these rules.
pub fn rules_under(conditions: &[Condition], mut rules: Rules) -> Rules {
    // (the most any of them allows)
    if let Some(mode) = conditions
        .iter()
        .filter_map(Condition::first_rank_pawns)
        .max()
    {
        rules.first_rank_pawns = mode;
    }
    if let Some(kinds) = prom_only(conditions) {
        // (for every pawn: Popeye's marine pawns too)
        rules.promotions = kinds.kinds().iter().copied().collect();
        rules.promotions_by_pawn.clear();
    }
    crate::piece_sets::adapt_rules(conditions, &mut rules);
    if conditions.contains(&Condition::RoyalDynasty) || conditions.contains(&Condition::Losing) {
        crate::kings::dynasty::promote_to_kings(&mut rules);
    }
    rules
}

/// The kinds of PromOnly among `conditions`, if it is there.
fn prom_only(conditions: &[Condition]) -> Option<KindSet> {
    conditions.iter().find_map(|c| match c {
        Condition::PromOnly(kinds) => Some(*kinds),
        _ => None,
    })
}

/// Move generation under fairy conditions.
///
/// Built from a [`MoveGenerator`] (the walks of the problem's pieces) and
/// the conditions; always uses the generator's walks (the general path),
/// never its orthodox fast path, so a problem without conditions should use
/// the [`MoveGenerator`] directly: an engine without conditions is correct
/// but pays for its generality.
///
/// ```
/// use nightrider_board::{Colour, Piece, PieceKind, Position, Square};
/// use nightrider_conditions::{Condition, Engine};
/// use nightrider_movegen::{MoveGenerator, MoveList, Rules, WalkRegistry};
/// // Madrasi: the white rook on a1 is paralysed by the black rook on a8.
/// let mut pos = Position::empty();
/// pos.put(Square::E1, Piece::new(PieceKind::KING, Colour::White));
/// pos.put(Square::A1, Piece::new(PieceKind::ROOK, Colour::White));
/// pos.put(Square::H8, Piece::new(PieceKind::KING, Colour::Black));
/// pos.put(Square::A8, Piece::new(PieceKind::ROOK, Colour::Black));
/// let generator = MoveGenerator::for_position(&pos, Rules::default(), &WalkRegistry::new()).unwrap();
/// let engine = Engine::new(generator, &[Condition::Madrasi { rex_inclusive: false }]).unwrap();
/// let mut moves = MoveList::new();
/// engine.legal_moves(&mut pos, &mut moves);
/// assert!(moves.iter().all(|m| m.from == Square::E1));
/// ```
#[derive(Clone, Debug)]
pub struct Engine {
    pub(crate) generator: MoveGenerator,
    pub(crate) conditions: Vec<Condition>,
    pub(crate) move_rules: Vec<MoveRule>,
    pub(crate) observation_rules: Vec<ObservationRule>,
    pub(crate) effects: Vec<MoveEffect>,
    pub(crate) after_rules: Vec<AfterMoveRule>,
    pub(crate) list_rules: Vec<ListRule>,
    /// No rule changes what a check is and no piece borrows another's
    /// walk: checks and pseudo-legal moves are the generator's (with its
    /// bitboard fast path on orthodox material).
    pub(crate) plain_observation: bool,
    /// Checks are orthodox checks narrowed by rules, no rule tests the
    /// position after a move, and only captures have effects: an
    /// orthodox-legal non-capture is legal.
    pub(crate) checks_only_narrow: bool,
    /// Some effect applies to captures.
    pub(crate) capture_effects: bool,
    /// The effects follow captures only (Circe, AntiCirce, kamikaze
    /// pieces; not into the underworld): a move capturing nothing is
    /// played as it is.
    pub(crate) only_capture_effects: bool,
    /// Circe alone with plain checks, whose rebirths only add the victim
    /// (no assassination, underworld, cloning or waiting): an orthodox
    /// capture is judged without playing it where the reborn piece's
    /// attacks decide (see [`Engine::circe_capture_legal`]).
    pub(crate) simple_circe: Option<CirceRules>,
    /// Under [`Engine::simple_circe`] without Turncoats and Take&Make: a
    /// capture's only effect is the victim's rebirth, in its own colour,
    /// on an empty square.
    pub(crate) victim_rebirths_only: bool,
    /// Madrasi (with its RexInclusive flag) as the only rule on checks,
    /// without effects or rules on the position after a move: an orthodox
    /// move is judged without playing it (see
    /// [`Engine::madrasi_move_legal`]).
    pub(crate) simple_madrasi: Option<bool>,
    /// Per colour: the king stood on its home square in the diagram with
    /// the right to castle (see [`Engine::set_castling_kings`]).
    pub(crate) castling_kings: [bool; 2],
    /// The castlings whose rook stood on its corner in the diagram (see
    /// [`Engine::set_castling_rooks`]).
    pub(crate) castling_rooks: CastlingRights,
    /// Where a piece borrows walks from (AnnanChess and its relatives).
    pub(crate) lenders: Vec<Lender>,
    /// CheekToCheek: a piece also observes by its own walk.
    pub(crate) observes_by_own_walk: bool,
    /// MonochromChess, BichromChess or GridChess is among the rules on
    /// moves ([`Engine::squares_allow`]).
    pub(crate) square_rules: bool,
    /// Madrasi, Isardam: a null move (the other side's pass in series
    /// play) keeps the en-passant state, so that the pawn that has just
    /// stepped stays observed by the pawns that could take it (see
    /// [`Engine::observed_en_passant`]): in a series Popeye paralyses it
    /// for the next move too.
    pub(crate) keeps_en_passant_over_pass: bool,
    /// AnnanChess, NannaChess, PointReflection: the rules that judge a
    /// piece by what observes it see the walks pieces move with; under the
    /// other lending conditions they see the pieces' own walks (see
    /// [`Engine::observes_as`], [`Engine::rule_observes`]).
    pub(crate) observation_by_lent_walks: bool,
    /// The rebirth rules that leave the capturing side a choice (Super
    /// and Cage Circe, a pawn reborn on its promotion rank), with whether
    /// they are AntiCirce rules (the capturer is reborn).
    pub(crate) choices: Option<(CirceRules, bool)>,
    /// MarsCirce (`false`) or AntiMarsCirce (`true`) and their rebirth
    /// rules: captures (resp. other moves) start from the piece's own
    /// rebirth square.
    pub(crate) mars: Option<(CirceRules, bool)>,
    /// The condition Volage (`false`: every piece but the kings changes
    /// colour the first time it moves to a square of the other colour) or
    /// Hypervolage (`true`: every time).
    pub(crate) volage: Option<bool>,
    /// Circe (`false`) or AntiCirce (`true`) Assassin: the rules whose
    /// rebirths assassinate, and so give check.
    pub(crate) assassin: Option<(CirceRules, bool)>,
    /// DangerCirce: a piece in danger may move to its rebirth square.
    pub(crate) danger: bool,
    /// Take&MakeChess: a capture goes on by a non-capturing move with the
    /// victim's walk (see [`crate::capture_effects::take_make`]).
    pub(crate) take_make: bool,
    /// Make&TakeChess: a capture is made from the square a non-capturing
    /// move with the victim's walk reaches (see
    /// [`crate::capture_effects::make_take`]).
    pub(crate) make_take: bool,
    /// Breton: each capture leaves the choice of a unit to remove (or
    /// recolour) (see [`crate::capture_effects::breton`]).
    pub(crate) breton: Option<crate::condition::BretonRules>,
    /// ExclusiveChess: a mating move is legal only if it is the only one.
    pub(crate) exclusive: bool,
    /// Magic pieces recolour what they newly observe.
    pub(crate) magic: bool,
    /// Circe or AntiCirce Volcanic or Parachute, GhostChess and
    /// HauntedChess: pieces go into the underworld and come back from it,
    /// the oldest or the newest first (see [`crate::underworld`]).
    pub(crate) underworld: Option<crate::underworld::Return>,
    /// LastCapture: the piece the move before the diagram captured, and
    /// where (see [`crate::parrain`]).
    pub(crate) last_capture: Option<(Square, Piece)>,
    /// Per colour (White's first): how a king in check borrows the walks
    /// of its checkers (TransmutedKings and its relatives, see
    /// [`crate::kings::transmuted`]).
    pub(crate) transmuting: [Option<crate::kings::Transmutation>; 2],
    /// Per colour (White's first): the royal square of a side without a
    /// king (WhiteRoyalSquare, BlackRoyalSquare, see
    /// [`crate::kings::royal_square`]).
    pub(crate) royal_squares: [Option<Square>; 2],
    /// ShieldedKings: a protected king is not checked by the other king
    /// (see [`crate::kings::shielded`]).
    pub(crate) shielded: bool,
    /// VogtlaenderChess: a side is in check when it attacks the other
    /// king (see [`crate::kings::vogtlaender`]).
    pub(crate) vogtlaender: bool,
    /// AntiKings: a king is in check when not attacked (see
    /// [`crate::kings::anti`]).
    pub(crate) anti_kings: bool,
    /// Per colour (White's first): the squares the side's pawns promote
    /// on (WhitePromSquares, BlackPromSquares, see
    /// [`crate::selection::promotion`]).
    pub(crate) prom_squares: [Option<nightrider_board::Bitboard>; 2],
    /// Per colour (White's first): its MinDister or MaxDister rule (see
    /// [`crate::selection::dister`]).
    pub(crate) dister: [Option<crate::selection::dister::Dister>; 2],
    /// CastlingChess or Rokagogo: with which pieces a king castles (see
    /// [`crate::castling_chess`]).
    pub(crate) castling_partners: Option<crate::castling_chess::Partners>,
    /// ExchangeCastling: a king may exchange its square with a piece of
    /// its own once (see [`crate::castling_chess`]).
    pub(crate) exchange_castling: bool,
    /// MarineChess, UltramarineChess, ArgentinianChess: the kinds of the
    /// piece that castles and of its partner on the corner (see
    /// [`crate::marine`], [`crate::argentinian`]).
    pub(crate) castling_pieces: Option<(nightrider_board::PieceKind, nightrider_board::PieceKind)>,
    /// SingleBox Type2: latent pawns (see [`crate::single_box`]).
    pub(crate) single_box_latent: bool,
    /// SingleBox Type3: latent pawns promoted by their own side, which
    /// check as the kinds left in its box (see [`crate::single_box`]).
    pub(crate) single_box_type3: bool,
    /// FuddledMen: the units moved last are remembered from the moves
    /// played (see [`crate::selection::fuddled`]).
    pub(crate) fuddled: bool,
    /// Bolero, BoleroInverse: the walks of a piece depend on its file and
    /// on whether it captures (see [`crate::bolero`]).
    pub(crate) bolero: Option<crate::bolero::Bolero>,
    /// PlusChess: units on the centre squares capture from the others
    /// too (see [`crate::plus`]).
    pub(crate) plus: bool,
    /// SAT or StrictSAT: a side is in check when its king has flights
    /// (see [`crate::kings::sat`]).
    pub(crate) sat: Option<crate::kings::sat::Sat>,
    /// Pepo: a side is in check when two opposing units attack its king
    /// (see [`crate::pepo`]).
    pub(crate) pepo: bool,
    /// Wormholes: the wormhole squares (empty without the condition, see
    /// [`crate::wormholes`]).
    pub(crate) wormholes: nightrider_board::Bitboard,
    /// Imitator without NoIProm: pawns promote into imitators too (see
    /// [`crate::imitator`]).
    pub(crate) imitator_promotions: bool,
    /// Bul, Dob and HurdleColourChanging pieces: hops move or recolour
    /// their hurdles (see [`crate::hurdle_moves`]).
    pub(crate) hurdle_moves: bool,
    /// Bul and Dob pieces: the promotions the diagram allows (see
    /// [`Engine::set_hurdle_promotions`]).
    pub(crate) hurdle_promotions: Option<crate::hurdle_moves::HurdlePromotions>,
    /// RepublicanChess: absent kings put on the board by the other side
    /// (see [`crate::kings::republican`]).
    pub(crate) republican: Option<crate::kings::republican::RepublicanType>,
    /// PADChess (see [`crate::pad`]).
    pub(crate) pad: Option<crate::pad::PadRules>,
    /// SeriesCapture: a capture may go on by more captures and one
    /// non-capturing move (see [`crate::series_capture`]).
    pub(crate) series_capture: bool,
    /// BGL: the balances (see [`crate::kings::bgl`]).
    pub(crate) bgl: Option<crate::kings::bgl::Bgl>,
    /// AliceChess: units move on their own board and pass to the other
    /// (see [`crate::alice`]).
    pub(crate) alice: bool,
    /// RoyalDynasty ([`crate::kings::dynasty`]): the kings are counted
    /// after each move.
    pub(crate) royal_dynasty: bool,
    /// MessignyChess: whether kings swap too (`None` without the
    /// condition; see [`crate::messigny`]).
    pub(crate) messigny: Option<bool>,
    /// MAFF, OWU, AMU: what a mate is (see [`crate::kings::mate`]).
    pub(crate) mate_rule: Option<crate::kings::mate::MateRule>,
    /// LosingChess: the kings are not royal (see
    /// [`crate::kings::losing`]).
    pub(crate) losing: bool,
}

impl Engine {
    /// Compiles `conditions` over `generator`. The conditions include the
    /// rules of the piece attributes on the board
    /// ([`Condition::attribute_rules`]); what depends on the diagram
    /// itself (neutral, royal or fairy pieces beside some conditions) is
    /// refused by [`crate::EngineBuilder`], which also sets the castling
    /// facts of the diagram.
    ///
    /// # Errors
    /// [`ConditionError::Incompatible`] for the combinations refused by
    /// [`crate::compat::refusal`] (exactly those the command line refuses
    /// for these conditions); [`ConditionError::FirstRankPawns`] if the
    /// generator was not built with [`rules_under`].
    pub fn new(
        generator: MoveGenerator,
        conditions: &[Condition],
    ) -> Result<Engine, ConditionError> {
        crate::compat::refusal(conditions)?;
        let mut engine = Engine {
            generator,
            conditions: conditions.to_vec(),
            move_rules: Vec::new(),
            observation_rules: Vec::new(),
            effects: Vec::new(),
            after_rules: Vec::new(),
            list_rules: Vec::new(),
            plain_observation: false,
            checks_only_narrow: false,
            capture_effects: false,
            only_capture_effects: false,
            simple_circe: None,
            victim_rebirths_only: false,
            simple_madrasi: None,
            castling_kings: [false; 2],
            castling_rooks: CastlingRights::empty(),
            lenders: Vec::new(),
            observes_by_own_walk: false,
            observation_by_lent_walks: false,
            keeps_en_passant_over_pass: false,
            square_rules: false,
            choices: None,
            mars: None,
            volage: None,
            assassin: None,
            danger: false,
            take_make: false,
            make_take: false,
            breton: None,
            exclusive: false,
            magic: false,
            underworld: None,
            last_capture: None,
            transmuting: [None; 2],
            royal_squares: [None; 2],
            shielded: false,
            anti_kings: false,
            vogtlaender: false,
            prom_squares: [None; 2],
            dister: [None; 2],
            castling_partners: None,
            exchange_castling: false,
            castling_pieces: None,
            single_box_latent: false,
            single_box_type3: false,
            fuddled: false,
            bolero: None,
            plus: false,
            sat: None,
            pepo: false,
            wormholes: nightrider_board::Bitboard::EMPTY,
            imitator_promotions: false,
            hurdle_moves: false,
            hurdle_promotions: None,
            republican: None,
            pad: None,
            bgl: None,
            series_capture: false,
            alice: false,
            royal_dynasty: false,
            messigny: None,
            mate_rule: None,
            losing: false,
        };
        // (the most any of them allows, as [`rules_under`] has it)
        if let Some((mode, c)) = conditions
            .iter()
            .filter_map(|c| c.first_rank_pawns().map(|mode| (mode, c)))
            .max_by_key(|&(mode, _)| mode)
        {
            if engine.generator.rules().first_rank_pawns != mode {
                return Err(ConditionError::FirstRankPawns(c.to_string(), mode));
            }
        }
        if let Some(kinds) = prom_only(conditions) {
            if engine.generator.rules().promotions.as_slice() != kinds.kinds() {
                return Err(ConditionError::Promotions);
            }
        }
        for c in conditions {
            engine.compile(c, conditions);
        }
        if let Some((circe, anti)) = crate::circe::strict_beside_anticirce(conditions) {
            // Circe Strict with AntiCirce: the victim's square is tested
            // when it is reborn, after the capturer (replaces Circe's
            // Strict rule)
            engine.move_rules.retain(|r| *r != MoveRule::Immun(circe));
            engine
                .move_rules
                .push(MoveRule::StrictAfterAntiCirce { circe, anti });
        }
        if engine.move_rules.contains(&MoveRule::SingleBox) && !engine.effects.is_empty() {
            // effects may change kinds or colours: the box is tested after
            // the move too
            engine.after_rules.push(AfterMoveRule::SingleBox);
        }
        engine.derive_fast_paths();
        Ok(engine)
    }

    /// Beside Bul and Dob pieces: the promotions into plain and
    /// attributed fairy pieces that the diagram `pos` allows (see
    /// [`crate::hurdle_moves`]); without it, a pawn promotes into plain
    /// pieces only. [`crate::EngineBuilder`] sets it.
    pub fn set_hurdle_promotions(&mut self, pos: &Position) {
        self.hurdle_promotions = crate::hurdle_moves::HurdlePromotions::of(pos);
    }

    /// Prepares a diagram position for play under the conditions: under
    /// Diagram Circe (AntiCirce, ImmunChess) each piece records the square
    /// it stands on ([`Piece::with_origin`]), its rebirth square. Call it
    /// once on the position solving starts from.
    pub fn prepare_position(&self, pos: &mut Position) {
        let diagram = self.conditions.iter().any(|c| {
            matches!(
                c,
                Condition::Circe(r)
                | Condition::AntiCirce(r)
                | Condition::Immun(r)
                | Condition::Mars(r)
                | Condition::AntiMars(r)
                    if r.square == RebirthSquare::Diagram
            )
        });
        if diagram {
            for sq in pos.occupied() {
                if let Some(p) = pos.piece_at(sq) {
                    pos.put(sq, p.with_origin(sq));
                }
            }
        }
        if self.alice {
            crate::alice::mark_board_a(pos);
        }
        if let Some(pieces) = self.castling_pieces {
            crate::marine::set_castling_rights(pos, pieces);
        }
        if self.royal_dynasty {
            crate::kings::dynasty::crown_diagram(pos);
        }
        if self.losing {
            crate::kings::losing::dethrone_diagram(pos);
        }
        for c in &self.conditions {
            if let Condition::Holes(squares) = c {
                crate::holes::place_holes(pos, *squares);
            }
            if let Condition::Imitator(squares) = c {
                crate::imitator::place_imitators(pos, squares);
            }
        }
    }

    /// What the position's hash leaves out but the conditions remember
    /// from the moves played, as a hash to combine with the position's
    /// (zero when nothing): under Circe Parrain the piece waiting for its
    /// rebirth, under AntiCirce Parrain the capturer waiting to be
    /// displaced, under StrictSAT the kings attacked since the diagram,
    /// under PADChess the damaged pieces, under BGL the balances left,
    /// under FuddledMen the units each side moved last, under BackHome the
    /// units away from home, under Disparate the kind moved last, under
    /// MessignyChess the squares of a swap just played, under the
    /// synchron movers the displacement of the last move.
    /// Transposition tables must key on both.
    pub fn history_hash(&self, pos: &Position) -> u64 {
        self.effects
            .iter()
            .fold(0, |h, e| h ^ self.parrain_history_hash(e, pos))
            ^ self.sat_history_hash(pos)
            ^ self.pad_history_hash(pos)
            ^ self.bgl_history_hash(pos)
            ^ if self.fuddled {
                crate::selection::fuddled::history_hash(pos)
            } else {
                0
            }
            ^ crate::selection::history_hash(self, pos)
            ^ if self.messigny.is_some() {
                crate::messigny::history_hash(pos)
            } else {
                0
            }
            ^ self.list_rules_history_hash(pos)
    }

    /// Whether a piece may move or observe with walks other than its own
    /// (the walk lenders, the kings transmuted by their checkers): moves
    /// and checks are then found piece by piece ([`Engine::walks_at`]).
    pub(crate) fn borrows_walks(&self) -> bool {
        !self.lenders.is_empty()
            || self.transmuting.iter().any(Option::is_some)
            || self.bolero.is_some()
    }

    /// The conditions compiled.
    pub fn conditions(&self) -> &[Condition] {
        &self.conditions
    }

    /// The underlying generator.
    pub fn generator(&self) -> &MoveGenerator {
        &self.generator
    }

    /// Whether the piece on `from` observes `target` by its walk alone
    /// (no condition consulted): the basis of paralysis and patrol.
    pub(crate) fn plain_observes(
        &self,
        pos: &Position,
        from: Square,
        target: Square,
        by: Colour,
    ) -> bool {
        pos.piece_at(from).is_some_and(|p| {
            self.walks_at(pos, from, p, by, true)
                .iter()
                .any(|w| w.attacks(pos, from, target, by))
        })
    }

    /// Whether `rule` lets `side` play `m` (tested before the move).
    pub(crate) fn rule_allows(
        &self,
        rule: &MoveRule,
        pos: &Position,
        m: &Move,
        side: Colour,
    ) -> bool {
        match *rule {
            // only the mover's paralysis bars a move: a castling's rook may
            // be paralysed (Popeye 4.104 lets it castle)
            MoveRule::Madrasi { rex_inclusive } => {
                !self.paralysed(pos, m.from, rex_inclusive, Some(side))
            }
            MoveRule::Eiffel => !self.paralysed_by(pos, m.from, Some(side), eiffel_paralyser),
            MoveRule::Patrol { ultra } => {
                !(ultra || m.is_capture()) || self.observed_by_walks(pos, m.from, side)
            }
            MoveRule::Lortap => !m.is_capture() || !self.observed_by_walks(pos, m.from, side),
            MoveRule::Functionary => self.observed_by_walks(pos, m.from, !side),
            MoveRule::FunctionaryPieces => {
                !Self::has_attribute(pos, m.from, Attributes::FUNCTIONARY)
                    || self.observed_by_walks(pos, m.from, !side)
            }
            MoveRule::Provocation => !m.is_capture() || self.provoked(pos, m.from, !side),
            MoveRule::Uncapturable => !m.captures.into_iter().any(|sq| {
                pos.piece_at(sq)
                    .is_some_and(|p| p.attributes.contains(Attributes::UNCAPTURABLE))
            }),
            MoveRule::Paralysing => self.paralysing_allows(pos, m, side),
            MoveRule::Squares(ref rule) => crate::squares::squares_rule_allows(rule, m),
            MoveRule::NoCapture => !m.is_capture(),
            MoveRule::KingUncapturable => crate::kings::captures_no_king(pos, m),
            MoveRule::AntiCirce(rules) => self.anticirce_allows(&rules, pos, m, side),
            MoveRule::AntiParrain { contra } => self.anti_parrain_allows(pos, m, contra),
            MoveRule::WaitCaptureStrict(rules) => {
                crate::wait_capture::rebirths_possible(&rules, pos, m)
            }
            MoveRule::StrictAfterAntiCirce { circe, anti } => {
                self.strict_after_anticirce_allows(&circe, &anti, pos, m, side)
            }
            MoveRule::Immun(rules) => self.immun_allows(&rules, pos, m, side),
            MoveRule::SingleBox => crate::single_box::allows(pos, m, side),
            MoveRule::Guards { anti } => self.guards_allow(pos, m, side, anti),
            MoveRule::Cast { inverse } => self.cast_allows(pos, m, side, inverse),
            MoveRule::Pepo => self.pepo_allows(pos, m, side),
            MoveRule::Selection(ref rule) => rule.allows(self, pos, m, side),
            MoveRule::Pad(ref rules) => self.pad_allows(rules, pos, m),
            MoveRule::Bgl(ref bgl) => bgl.affords(pos, m, side),
            MoveRule::Imitator => crate::imitator::imitators_follow(pos, m),
            MoveRule::Geneva(ref rules) => crate::geneva::allows(rules, pos, m, side),
            MoveRule::UltraMummer {
                minimummer,
                side: c,
            } => {
                // (a move other than a king's capture: the list rule)
                c != side
                    || !pos
                        .royal_square(!side)
                        .is_some_and(|k| m.captures.contains(k))
                    || self.ultra_mummer_allows(pos, m, side, minimummer)
            }
        }
    }

    /// Whether the piece on `from`, moving for `by`, observes `target`
    /// under the conditions: it has a capture of a piece there by its walk
    /// that every rule applying to checks allows.
    pub fn observes(&self, pos: &Position, from: Square, target: Square, by: Colour) -> bool {
        self.plain_observes(pos, from, target, by) && self.observation_stands(pos, from, target, by)
    }

    /// Whether the observation of `target` by the piece on `from`, which
    /// its walk gives, stands under the conditions (see
    /// [`Engine::observes`]).
    pub(crate) fn observation_stands(
        &self,
        pos: &Position,
        from: Square,
        target: Square,
        by: Colour,
    ) -> bool {
        self.observation_stands_for(pos, from, target, by, false)
    }

    /// [`Engine::observation_stands`], for a check (`provoking: false`) or
    /// for the observation that lets a piece capture under
    /// ProvocationChess (`provoking: true`: only the rules of
    /// [`MoveRule::applies_to_provocation`] apply, as in Popeye).
    pub(crate) fn observation_stands_for(
        &self,
        pos: &Position,
        from: Square,
        target: Square,
        by: Colour,
        provoking: bool,
    ) -> bool {
        if self.observation_rules.is_empty()
            && !self.move_rules.iter().any(MoveRule::applies_to_checks)
        {
            return true;
        }
        // the actual captures of `target` (a locust lands elsewhere, a pawn
        // may promote): the check stands if the rules allow one of them
        let piece = pos.piece_at(from).expect("the walk of a piece observes");
        let promotes = piece.kind == PieceKind::PAWN && (target.y() == 0 || target.y() == 7);
        if piece.kind.is_orthodox() && !promotes {
            // orthodox captures land on the captured piece's square
            return self.capture_counts_as_check(
                pos,
                &Move::capture(from, target),
                target,
                by,
                provoking,
            );
        }
        let mut moves = MoveList::new();
        self.generate_at(pos, from, piece, by, true, &mut moves);
        moves
            .iter()
            .filter(|m| m.captures.contains(target))
            .any(|m| self.capture_counts_as_check(pos, m, target, by, provoking))
    }

    pub(crate) fn capture_counts_as_check(
        &self,
        pos: &Position,
        m: &Move,
        target: Square,
        by: Colour,
        provoking: bool,
    ) -> bool {
        if !self
            .move_rules
            .iter()
            .filter(|r| r.applies_to_checks() && (!provoking || r.applies_to_provocation()))
            .all(|r| self.rule_allows(r, pos, m, by))
        {
            return false;
        }
        if provoking {
            return true;
        }
        let Some(facts) = self.capture_facts(pos, m, by) else {
            return false;
        };
        self.observation_rules.iter().all(|rule| match *rule {
            ObservationRule::CirceRexInclusive { circe, anti } => {
                self.rex_inclusive_check(pos, m, target, &facts, &circe, anti.as_ref())
            }
            ObservationRule::Isardam { rex_inclusive } => {
                !self.any_madrasi_pair(&self.after_capture(pos, m, by), rex_inclusive)
            }
            ObservationRule::Koeko { .. }
            | ObservationRule::Jigger
            | ObservationRule::NewKoeko
            | ObservationRule::ContactGrid => self.contact_check(rule, pos, m, by, &facts),
            ObservationRule::Wormholes => self.wormhole_check(pos, m),
            ObservationRule::HurdleMoves => self.hurdle_check(pos, m, by),
            ObservationRule::BackHome => {
                crate::selection::back_home::check_stands(self, pos, m, by)
            }
        })
    }

    /// Whether the piece on `sq` carries `attribute`.
    pub(crate) fn has_attribute(pos: &Position, sq: Square, attribute: Attributes) -> bool {
        pos.piece_at(sq)
            .is_some_and(|p| p.attributes.contains(attribute))
    }

    /// The position after the capture `m` by `by` with the conditions'
    /// effects (rebirths), for rules that judge a check by the position it
    /// would lead to.
    pub(crate) fn after_capture(&self, pos: &Position, m: &Move, by: Colour) -> Position {
        let mut after = pos.clone();
        after.set_side_to_move_unrecorded(by);
        self.play(&mut after, m);
        after
    }

    /// Whether the legal move `m` of the side to move gives check under
    /// the conditions, where that is known without playing it: `Some(false)`
    /// when the conditions only take checks away (every check of theirs is
    /// an orthodox one), the move has no effect that could add one (no
    /// capture, or captures without effects), the opponent's king is not
    /// attacked in the orthodox sense before the move (a paralysed piece
    /// may attack it under the conditions) and the orthodox test finds no
    /// check after it. `None` otherwise (play the move and see).
    pub fn gives_check(&self, pos: &Position, m: &Move) -> Option<bool> {
        // a capture's effects: under plain Circe the victim is reborn, of
        // the side that would be checked, on an empty square (it may block
        // a check, but gives none and uncovers none; the generator answers
        // only for orthodox material, where no neutral piece is reborn)
        if !self.checks_only_narrow
            || (m.is_capture() && self.capture_effects && !self.victim_rebirths_only)
        {
            return None;
        }
        let side = pos.side_to_move();
        let kings_apart = match (pos.royal_square(side), pos.royal_square(!side)) {
            (Some(a), Some(b)) => a.distance(b) > 1,
            _ => false,
        };
        if !kings_apart
            || nightrider_movegen::orthodox::in_check(
                nightrider_movegen::Orthodox::new_unchecked(pos),
                !side,
            )
        {
            return None;
        }
        match self.generator.gives_check(pos, m) {
            Some(false) => Some(false),
            _ => None,
        }
    }

    /// Whether `side` is in check: one of its royal pieces is observed
    /// (under the conditions) by the other side.
    pub fn in_check(&self, pos: &Position, side: Colour) -> bool {
        if self.single_box_type3 && crate::single_box::latent_checks(pos, side) {
            return true;
        }
        if let Some(square) = self.royal_squares[side.idx()] {
            return self.royal_square_observed(pos, square, side);
        }
        if self.anti_kings {
            return self.anti_king_in_check(pos, side);
        }
        if self.vogtlaender {
            return self.vogtlaender_in_check(pos, side);
        }
        if let Some(sat) = self.sat {
            return self.sat_in_check(pos, side, &sat);
        }
        if self.pepo {
            return self.pepo_in_check(pos, side);
        }
        self.attacked_under_rules(pos, side)
    }

    /// Whether a royal piece of `side` is observed by the other side
    /// under the rules on checks (the check of [`Engine::in_check`] but
    /// for the conditions that redefine it wholesale: RoyalSquare,
    /// AntiKings, SAT).
    pub(crate) fn attacked_under_rules(&self, pos: &Position, side: Colour) -> bool {
        if let Some((rules, anti)) = self.assassin {
            if self.assassination_threat(pos, side, &rules, anti) {
                return true;
            }
        }
        if self.alice {
            return self.alice_in_check(pos, side);
        }
        if self.plain_observation {
            return self.generator.in_check(pos, side).expect(CHECKED_AT_SETUP);
        }
        if self.danger {
            return self.generator.in_check(pos, side).expect(CHECKED_AT_SETUP)
                || self.danger_check(pos, side);
        }
        if let Some((rules, anti)) = self.mars {
            return self.mars_in_check(pos, side, &rules, anti);
        }
        if self.make_take {
            return self.make_take_in_check(pos, side);
        }
        if self.royal_taken_en_passant(pos, side) {
            return true;
        }
        if self.plus
            && pos
                .royals(side)
                .into_iter()
                .any(|royal| self.plus_attacks(pos, royal, !side))
        {
            return true;
        }
        pos.royals(side).into_iter().any(|royal| {
            if self.borrows_walks() {
                return pos
                    .by_colour(!side)
                    .without(royal)
                    .into_iter()
                    .any(|from| self.observes(pos, from, royal, !side));
            }
            // the walks' attackers (bitboards on orthodox material), each
            // then judged by the rules
            self.generator
                .attackers(pos, royal, !side)
                .expect(CHECKED_AT_SETUP)
                .into_iter()
                .any(|from| {
                    self.observation_stands(pos, from, royal, !side)
                        && !self.shielded_from(pos, from, royal, side)
                })
        })
    }

    /// Whether a royal piece of `side` that has just made a double step
    /// can be captured en passant by a move the rules allow (Popeye: a
    /// royal pawn's `d7-d5` beside a white pawn on e5 is a self-check;
    /// under Wormholes the pawn is taken where it was transported to).
    fn royal_taken_en_passant(&self, pos: &Position, side: Colour) -> bool {
        let Some(ep) = pos.en_passant() else {
            return false;
        };
        if !pos.royals(side).contains(ep.pawn) {
            return false;
        }
        let mut moves = MoveList::new();
        pos.by_colour(!side)
            .without(ep.pawn)
            .into_iter()
            .any(|from| {
                let Some(piece) = pos.piece_at(from) else {
                    return false;
                };
                moves.clear();
                self.generate_at(pos, from, piece, !side, false, &mut moves);
                moves.iter().any(|m| {
                    m.special == nightrider_board::Special::EnPassant
                        && m.captures.contains(ep.pawn)
                        && self.capture_counts_as_check(pos, m, ep.pawn, !side, false)
                })
            })
    }

    /// Appends the moves of the side to move allowed by the walks and the
    /// rules tested before a move (castlings included, tested for check
    /// on the king's way), without the tests after the move.
    pub(crate) fn candidates(&self, pos: &mut Position, out: &mut MoveList) {
        self.candidates_of(pos, out, Captures::Included);
    }

    /// [`Engine::candidates`], or only those capturing nothing
    /// ([`Captures::Left`]).
    pub(crate) fn candidates_of(&self, pos: &mut Position, out: &mut MoveList, captures: Captures) {
        if self.single_box_type3 {
            // the side's latent pawn promoted first, as part of each move
            crate::single_box::with_own_promotions(pos, out, |pos, out| {
                self.candidates_as_placed(pos, out, captures);
            });
            return;
        }
        self.candidates_as_placed(pos, out, captures);
    }

    /// [`Engine::candidates_of`] with the pieces as they stand (SingleBox
    /// Type3: after the promotion of a latent pawn chosen).
    fn candidates_as_placed(&self, pos: &mut Position, out: &mut MoveList, captures: Captures) {
        let side = pos.side_to_move();
        let mut raw = MoveList::new();
        if self.plain_observation {
            // the generator's pseudo-legal moves, castlings tested with its
            // (here: the conditions') notion of check
            self.generator
                .pseudo_legal_moves(pos, &mut raw)
                .expect(CHECKED_AT_SETUP);
            self.expand_choices(pos, &mut raw, captures);
            self.filter_candidates(pos, &mut raw, side, out);
            return;
        }
        if self.alice {
            // every unit's moves on its board, castlings included
            self.alice_moves(pos, side, &mut raw);
            self.expand_choices(pos, &mut raw, captures);
            self.filter_candidates(pos, &mut raw, side, out);
            return;
        }
        if let Some((rules, anti)) = self.mars {
            for from in pos.by_colour(side) {
                let Some(piece) = pos.piece_at(from) else {
                    continue;
                };
                self.mars_moves(pos, &rules, anti, from, piece, side, &mut raw);
            }
        } else if self.make_take {
            for from in pos.by_colour(side) {
                if let Some(piece) = pos.piece_at(from) {
                    self.make_take_moves(pos, from, piece, side, &mut raw);
                }
            }
        } else if self.borrows_walks() {
            let only = self.super_transmuting_in_check(pos, side);
            for from in pos.by_colour(side) {
                if only.is_some_and(|king| king != from) {
                    continue;
                }
                let Some(piece) = pos.piece_at(from) else {
                    continue;
                };
                self.generate_at(pos, from, piece, side, false, &mut raw);
            }
        } else {
            // the generator's moves (bitboards on orthodox material) but
            // castlings, which must be tested with the conditions' checks
            self.generator
                .pseudo_legal_moves(pos, &mut raw)
                .expect(CHECKED_AT_SETUP);
            // (in the generator's order, piece kind by piece kind: the
            // solvers put them in Popeye's order where the output depends
            // on it, under MaxSolutions)
            raw.retain(|m| !is_castling(m));
        }
        if self.plus && matches!(captures, Captures::Included) {
            self.plus_captures(pos, side, &mut raw);
        }
        if let Some((rules, anti)) = self.mars {
            // the king castles from its rebirth square (under AntiMarsCirce
            // the rook from its own too)
            self.mars_castlings(pos, &rules, anti, side, &mut raw);
            self.expand_choices(pos, &mut raw, captures);
            self.filter_candidates(pos, &mut raw, side, out);
            return;
        }
        let mut castlings = MoveList::new();
        if self.castling_partners.is_some() || self.exchange_castling {
            // (they replace orthodox castling)
            self.castling_condition_moves(pos, side, &mut raw);
        } else if let Some(pieces) = self.castling_pieces {
            crate::marine::castling_candidates(pos, side, pieces, &mut castlings);
        } else {
            self.generator
                .castling_candidates(pos, side, &mut castlings);
        }
        if !castlings.is_empty()
            && self.lenders.iter().any(|l| l.reflected)
            && !crate::lending::point_reflection_castles(pos, side)
        {
            castlings.clear();
        }
        if !castlings.is_empty() && !self.in_check(pos, side) {
            for c in castlings {
                let passing = nightrider_movegen::attacks::between(c.from, c.to);
                let safe = passing.into_iter().all(|sq| {
                    pos.play(&Move::quiet(c.from, sq));
                    let attacked = self.in_check(pos, side);
                    pos.undo_move();
                    !attacked
                });
                if safe {
                    raw.push(c);
                }
            }
        }
        if self.danger {
            self.danger_moves(pos, side, &mut raw);
        }
        if let Some(kings) = self.messigny {
            crate::messigny::swaps(pos, side, kings, &mut raw);
        }
        if self.single_box_latent {
            crate::single_box::latent_moves(pos, side, &mut raw);
        } else if self.single_box_type3 {
            crate::single_box::promotions_from_box(pos, side, &mut raw);
        }
        self.expand_choices(pos, &mut raw, captures);
        self.filter_candidates(pos, &mut raw, side, out);
    }

    /// Replaces each capture whose rebirth leaves the capturing side a
    /// choice by one move per choice ([`Choice`]): under Super Circe every
    /// empty square and no rebirth at all; under Cage Circe every square
    /// where the reborn piece is caged, or no rebirth if there is none;
    /// under AntiCirce Super every square the capturer may be reborn on;
    /// and for a pawn reborn on its promotion rank every promotion kind.
    /// With [`Captures::Left`] the captures are dropped instead (the other
    /// choices, Parrain's promotions, are made).
    pub(crate) fn expand_choices(
        &self,
        pos: &mut Position,
        raw: &mut MoveList,
        captures: Captures,
    ) {
        match captures {
            Captures::Included => {
                self.expand_parrain_promotions(pos, raw);
                self.expand_rebirth_choices(pos, raw);
                if self.take_make {
                    self.expand_take_make(pos, raw);
                }
                if let Some(rules) = self.breton {
                    self.expand_breton(&rules, pos, raw);
                }
                if self.series_capture {
                    self.expand_series_capture(pos, raw);
                }
            }
            Captures::Left => {
                raw.retain(|m| !m.is_capture());
                self.expand_parrain_promotions(pos, raw);
            }
        }
        if self.effects.contains(&MoveEffect::Influencer) {
            self.expand_influenced_promotions(pos, raw);
        }
        if !self.wormholes.is_empty() {
            self.expand_wormholes(pos, raw);
        }
        if self.hurdle_moves {
            self.expand_hurdle_moves(pos, raw);
        }
        if self.imitator_promotions {
            crate::imitator::add_imitator_promotions(raw);
        }
    }

    /// The facts of `m` played by `side` in `pos` ([`CaptureFacts::of`]),
    /// with the capturer as it is after the move's own kind changes:
    /// under EinsteinChess a capture makes it the next stronger kind
    /// before its AntiCirce rebirth (Popeye: `Sg5*e4=B[bBe4->c8]`), and a
    /// pawn does not promote.
    pub(crate) fn capture_facts(
        &self,
        pos: &Position,
        m: &Move,
        side: Colour,
    ) -> Option<CaptureFacts> {
        let mut facts = CaptureFacts::of(pos, m, side)?;
        let einstein = self.einstein_rule();
        if einstein.is_some() {
            // (pawns never promote: a check tested through the moves of a
            // pawn on the last rank but one comes with promotions)
            facts.capturer = facts.mover;
            facts.promoted = false;
        }
        // ChameleonChess first, then Einstein (Popeye: `Rh6-a6=Q=R`)
        if let Some(sequence) = self.chameleon_chess() {
            if !facts.promoted && !is_castling(m) {
                facts.capturer.kind = sequence.next(facts.capturer.kind);
            }
        }
        if let (Some(rule), false) = (einstein, m.captures.is_empty()) {
            if let Some(kind) = rule.next(facts.capturer.kind, true) {
                facts.capturer.kind = kind;
            }
        }
        Some(facts)
    }

    /// Applies the Einstein no-promotion rule and the rules tested before
    /// a move to `raw`, appending the survivors to `out`.
    pub(crate) fn filter_candidates(
        &self,
        pos: &Position,
        raw: &mut MoveList,
        side: Colour,
        out: &mut MoveList,
    ) {
        let protean = self.effects.contains(&MoveEffect::Protean);
        if protean || self.effects.contains(&MoveEffect::ProteanPieces) {
            crate::protean::drop_promotions(pos, raw, protean);
        }
        if self.einstein_rule().is_some() {
            crate::einstein::drop_promotions(raw);
        }
        if self.effects.contains(&MoveEffect::Frankfurt) {
            crate::capture_effects::frankfurt::adapt_promotions(
                pos,
                raw,
                self.generator.rules().promotions.as_slice(),
            );
        }
        if self
            .effects
            .iter()
            .any(|e| matches!(e, MoveEffect::ChameleonPieces(_)))
        {
            crate::chameleon::add_chameleon_promotions(pos, raw);
        }
        if let Some(squares) = self.prom_squares[side.idx()] {
            crate::selection::promotion::limit_to_squares(raw, squares);
        }
        if self.move_rules.is_empty() {
            out.extend_from_slice(raw);
            return;
        }
        // paralysis depends on the piece, not the move: once per piece
        let frozen = self.madrasi_frozen(pos, side);
        // under AntiCirce Super the capturer was given only the squares the
        // rule allows (empty after the capture, or the capture square but
        // under Cheylan): the capture is not looked at again, one square
        // after the other
        let super_anti_expanded =
            matches!(self.choices, Some((r, true)) if r.square == RebirthSquare::Super);
        for &m in raw.iter() {
            // (a castling's rook may be paralysed, see `rule_allows`)
            if frozen.contains(m.from) {
                continue;
            }
            let chosen = super_anti_expanded && m.choice.square.is_some();
            if self.move_rules.iter().all(|r| match r {
                MoveRule::Madrasi { .. } => true,
                MoveRule::AntiCirce(_) if chosen => {
                    debug_assert!(self.rule_allows(r, pos, &m, side), "{m:?}");
                    true
                }
                _ => self.rule_allows(r, pos, &m, side),
            }) {
                out.push(m);
            }
        }
    }

    /// Appends the legal moves of the side to move. The position is used
    /// to play and take back candidate moves; it is unchanged on return.
    pub fn legal_moves(&self, pos: &mut Position, out: &mut MoveList) {
        let side = pos.side_to_move();
        let start = out.len();
        let mut candidates = MoveList::new();
        self.candidates(pos, &mut candidates);
        // Every rule here can only take checks away (a condition-check is
        // an orthodox check some rule accepts), so a move that is legal
        // in orthodox chess and has no condition effect is legal here: the
        // bitboard generator vouches for those, the others are played.
        // (Not when the kings touch: orthodox generation assumes they
        // never do, and under a condition they may.)
        let kings_apart = match (
            pos.royal_square(Colour::White),
            pos.royal_square(Colour::Black),
        ) {
            (Some(w), Some(b)) => w.distance(b) > 1,
            _ => true,
        };
        let orthodox_legal = if self.checks_only_narrow && kings_apart {
            self.generator.legal_targets(pos)
        } else {
            None
        };
        for m in &candidates {
            let effect_free = !m.is_capture() || !self.capture_effects;
            if let Some(orthodox_legal) = &orthodox_legal {
                let legal = orthodox_legal[m.from.idx()].contains(m.to);
                if effect_free {
                    if legal {
                        out.push(*m);
                        continue;
                    }
                    if self.plain_observation {
                        // checks are the generator's own: the orthodox
                        // verdict on a move without effects stands
                        continue;
                    }
                    if let Some(rex_inclusive) = self.simple_madrasi {
                        if let Some(legal) = Self::madrasi_move_legal(pos, m, side, rex_inclusive) {
                            if legal {
                                out.push(*m);
                            }
                            continue;
                        }
                    }
                } else if let Some(rules) = &self.simple_circe {
                    if let Some(legal) = self.circe_capture_legal(pos, m, side, rules, legal) {
                        if legal {
                            out.push(*m);
                        }
                        continue;
                    }
                }
            }
            if self.legal_when_played(pos, m, side, 0) {
                out.push(*m);
            }
        }
        for rule in &self.list_rules {
            crate::list_rules::apply(self, rule, pos, out, start, side);
        }
        if self.exclusive {
            self.exclusive_filter(pos, out, start, 0);
        }
        self.dister_filter(pos, out, start);
        if self.republican.is_some() {
            self.republican_expand(pos, &candidates, out, start);
        }
    }

    /// Whether the side to move has a legal move, inside `nesting` Checkless
    /// or ExclusiveChess mate tests. (The other list rules never empty a
    /// non-empty list but those of [`ListRule::may_empty`].)
    pub(crate) fn has_legal_move(&self, pos: &mut Position, nesting: u8) -> bool {
        if self.exclusive {
            return self.has_exclusive_legal_move(pos, nesting);
        }
        if self.list_rules.iter().any(ListRule::may_empty) {
            let mut list = MoveList::new();
            self.legal_moves(pos, &mut list);
            return !list.is_empty();
        }
        let side = pos.side_to_move();
        self.first_candidate(pos, |pos, m| self.legal_when_played(pos, m, side, nesting))
            .is_some()
    }

    /// A legal move of the side to move after which the other side is not
    /// in check (quiet moves tried first, stopping at the first found):
    /// where a side is forced to mate, a move that escapes, found without
    /// generating every legal move (under AntiSuperCirce a capture is one
    /// move per rebirth square). `None` when there is none, or where the
    /// legal moves are chosen from the list as a whole (ExclusiveChess,
    /// MustCapture, Maximummer).
    pub fn legal_move_giving_no_check(&self, pos: &mut Position) -> Option<Move> {
        if self.exclusive || !self.list_rules.is_empty() || self.dister.iter().any(Option::is_some)
        {
            return None;
        }
        let side = pos.side_to_move();
        self.first_candidate(pos, |pos, m| {
            self.legal_and_when_played(pos, m, side, 0, |after| !self.in_check(after, !side))
        })
    }

    /// Whether the side to move has a legal move (stops at the first one
    /// found: cheaper than [`Engine::legal_moves`] for mate and stalemate
    /// tests).
    pub fn has_any_legal_move(&self, pos: &mut Position) -> bool {
        self.has_legal_move(pos, 0) || (self.republican.is_some() && self.republican_escape(pos))
    }

    /// The legal moves of the side to move found the slow way, by playing
    /// every candidate and testing the position after it (no orthodox
    /// shortcut, no list rules but ExclusiveChess's): the reference the property tests compare
    /// [`Engine::legal_moves`] with.
    pub fn legal_moves_by_playing(&self, pos: &mut Position, out: &mut MoveList) {
        let side = pos.side_to_move();
        let mut candidates = MoveList::new();
        self.candidates(pos, &mut candidates);
        let start = out.len();
        for m in &candidates {
            if self.legal_when_played(pos, m, side, 0) {
                out.push(*m);
            }
        }
        if self.exclusive {
            self.exclusive_filter(pos, out, start, 0);
        }
        if self.republican.is_some() {
            self.republican_expand(pos, &candidates, out, start);
        }
    }

    /// Appends the moves of the side to move that are legal but for
    /// leaving its own royal pieces in check (for goals such as `##`).
    pub fn self_check_moves(&self, pos: &mut Position, out: &mut MoveList) {
        let side = pos.side_to_move();
        let mut candidates = MoveList::new();
        self.candidates(pos, &mut candidates);
        for &m in candidates.iter() {
            self.play(pos, &m);
            let exposed = self.in_check(pos, side);
            pos.undo_move();
            if exposed {
                out.push(m);
            }
        }
    }

    /// Whether the position after `m` (played by `side`) is acceptable.
    /// Plays `m`, judges the position after it with [`Engine::legal_after`]
    /// and takes the move back.
    /// `nesting` counts the Checkless mate tests this one is inside.
    pub(crate) fn legal_when_played(
        &self,
        pos: &mut Position,
        m: &Move,
        side: Colour,
        nesting: u8,
    ) -> bool {
        self.legal_and_when_played(pos, m, side, nesting, |_| true)
    }

    /// [`Engine::legal_when_played`], and `also` holds of the position
    /// after the move.
    pub(crate) fn legal_and_when_played(
        &self,
        pos: &mut Position,
        m: &Move,
        side: Colour,
        nesting: u8,
        also: impl FnOnce(&Position) -> bool,
    ) -> bool {
        let before = BeforeMove::of(pos, m);
        let royals = pos.royals(side).count();
        self.play(pos, m);
        // (Assassin: a rebirth may remove the mover's own royal piece)
        let legal = (self.assassin.is_none() || pos.royals(side).count() == royals)
            && self.legal_after(pos, m, side, before, nesting)
            && also(pos);
        pos.undo_move();
        legal
    }

    /// The first candidate move for which `accept` holds, the moves without
    /// condition effects first: they are cheaper to play and most often
    /// legal.
    pub(crate) fn first_candidate(
        &self,
        pos: &mut Position,
        mut accept: impl FnMut(&mut Position, &Move) -> bool,
    ) -> Option<Move> {
        let mut candidates = MoveList::new();
        if self.choices.is_some() {
            // a capture is a move per rebirth choice (under AntiSuperCirce
            // one per empty square): those are generated only if no quiet
            // move will do
            self.candidates_of(pos, &mut candidates, Captures::Left);
            if let Some(m) = candidates.iter().find(|m| accept(pos, m)) {
                return Some(*m);
            }
            candidates.clear();
            self.candidates(pos, &mut candidates);
            return candidates
                .iter()
                .filter(|m| m.is_capture())
                .find(|m| accept(pos, m))
                .copied();
        }
        self.candidates(pos, &mut candidates);
        let quiet = |m: &&Move| !m.is_capture();
        candidates
            .iter()
            .filter(quiet)
            .chain(candidates.iter().filter(|m| m.is_capture()))
            .find(|m| accept(pos, m))
            .copied()
    }

    pub(crate) fn legal_after(
        &self,
        pos: &mut Position,
        m: &Move,
        side: Colour,
        before: BeforeMove,
        nesting: u8,
    ) -> bool {
        if self.in_check(pos, side) {
            return false;
        }
        for rule in &self.after_rules {
            let ok = match *rule {
                AfterMoveRule::Koeko { .. }
                | AfterMoveRule::Jigger
                | AfterMoveRule::NewKoeko
                | AfterMoveRule::ContactGrid => crate::contact::contact_after(rule, pos, m, before),
                AfterMoveRule::Isardam { rex_inclusive } => {
                    !self.any_madrasi_pair(pos, rex_inclusive)
                }
                AfterMoveRule::Checkless => self.checkless_allows(pos, side, nesting),
                AfterMoveRule::SingleBox => crate::single_box::fits(pos),
                AfterMoveRule::SingleBoxLatent => crate::single_box::fits_latent(pos),
                AfterMoveRule::AliceRoyal => self.alice_royal_safe(pos, m, side),
                AfterMoveRule::SingleBoxOwnLatent => crate::single_box::fits_own_latent(pos, side),
            };
            if !ok {
                return false;
            }
        }
        true
    }

    /// Plays `m` with the effects of the conditions (as one journal entry:
    /// [`Position::undo_move`] takes it all back) and returns what the
    /// conditions did, for the notation.
    pub fn play(&self, pos: &mut Position, m: &Move) -> Annotations {
        if let (Some(_), Some(square)) = (self.republican, m.choice.square) {
            return self.play_republican(pos, m, square);
        }
        let side = pos.side_to_move();
        let mut notes = Annotations::default();
        if let (Some(_), Some(square)) = (self.mars, m.choice.square) {
            notes.push(Annotation::Via { square });
        }
        if let (true, Some(square)) = (self.plus, m.choice.square) {
            // PlusChess: the centre square the capture is made from
            notes.push(Annotation::Via { square });
        }
        if self.castling_partners.is_some() {
            // the castling's partner, which Popeye names (`Ke4-g6/bPh7-f5`)
            crate::castling_chess::note_partner(pos, m, &mut notes);
        }
        if self.messigny.is_some() && m.special == nightrider_board::Special::Swap {
            // the swap's partner, which Popeye names (`Rb1<->Rb8`)
            if let Some(partner) = pos.piece_at(m.to) {
                notes.push(Annotation::SwappedWith { partner });
            }
        }
        if self.effects.is_empty() || m.is_null() {
            // (a null move, the other side's pass in series play, moves
            // no piece: no effect follows it)
            let kept = pos
                .en_passant()
                .filter(|_| m.is_null() && self.keeps_en_passant_over_pass)
                .filter(|ep| self.en_passant_kept_over_pass(pos, ep.pawn));
            pos.play(m);
            if kept.is_some() {
                // (the pawn stays the other side's: none of the side to
                // move can take it en passant)
                pos.set_en_passant(kept);
            }
            if self.mars.is_some() {
                Self::mars_double_step(pos, m);
            }
            if self.losing {
                // (LosingChess: a king promoted to is not royal)
                crate::kings::losing::dethrone_promoted(pos, m);
            }
            return notes;
        }
        // a move that captures nothing, under effects that only follow
        // captures, is played as it is
        if m.captures.is_empty() && self.only_capture_effects {
            pos.play(m);
            if self.mars.is_some() {
                Self::mars_double_step(pos, m);
            }
            return notes;
        }
        let facts = self.capture_facts(pos, m, side);
        // Parrain: the piece the previous move captured, waiting for rebirth
        let pending = if self
            .effects
            .iter()
            .any(|e| matches!(e, MoveEffect::Parrain { .. }))
        {
            self.parrain_pending(pos)
        } else {
            None
        };
        // AntiCirce Parrain: the capturer of the previous move, waiting
        let waiting = if self
            .effects
            .iter()
            .any(|e| matches!(e, MoveEffect::AntiParrain { .. }))
        {
            self.waiting_capturer(pos)
        } else {
            None
        };
        let mut victims: smallvec::SmallVec<[(Square, Piece); 2]> = smallvec::SmallVec::new();
        for v in m.captures {
            if let Some(p) = pos.piece_at(v) {
                victims.push((v, p));
            }
        }
        let moved = pos.piece_at(m.from).filter(|_| !m.is_null());
        // Magic: the views before the move, under the identities the
        // pieces have after it
        let magic_before = if self.magic {
            self.magic_views(pos)
        } else {
            MagicViews::new()
        };
        pos.play(m);
        if self.royal_dynasty {
            // (the effects see the kings royal as they were before the
            // move, and a king just promoted as not royal)
            crate::kings::dynasty::promoted_not_royal(pos, m);
        }
        if self.losing {
            crate::kings::losing::dethrone_promoted(pos, m);
        }
        let mut mv = Played {
            m,
            side,
            facts,
            victims,
            moved,
            at: arrival(pos, m),
            pending,
            waiting,
            magic_before,
            rebirths: smallvec::SmallVec::new(),
            notes,
        };
        for effect in &self.effects {
            match *effect {
                MoveEffect::Sentinelles {
                    rules,
                    on_edge_ranks,
                } => self.play_sentinel(pos, &mut mv, rules, on_edge_ranks),
                MoveEffect::Circe(rules) => self.play_circe(pos, &mut mv, rules),
                MoveEffect::AntiCirce(rules) => self.play_anticirce(pos, &mut mv, rules),
                MoveEffect::Kamikaze => self.play_kamikaze(pos, &mut mv),
                MoveEffect::Pad(_) => self.play_pad(pos, &mut mv),
                MoveEffect::Parrain { contra } => self.play_parrain(pos, &mut mv, contra),
                MoveEffect::AntiParrain { contra } => self.play_anti_parrain(pos, &mut mv, contra),
                MoveEffect::Influencer => self.play_influencer(pos, &mut mv),
                MoveEffect::Magic => self.play_magic(pos, &mut mv),
                MoveEffect::Protean | MoveEffect::ProteanPieces => {
                    self.play_protean(pos, &mut mv, *effect)
                }
                MoveEffect::Frankfurt => self.play_frankfurt(pos, &mut mv),
                MoveEffect::HalfNeutral => self.play_half_neutral(pos, &mut mv),
                MoveEffect::WaitCapture(rules) => {
                    crate::wait_capture::play(&rules, pos, &mv.victims, &mut mv.notes)
                }
                MoveEffect::Frischauf => self.play_frischauf(pos, &mv),
                MoveEffect::Einstein(rule) => self.play_einstein(pos, &mut mv, rule),
                MoveEffect::ChameleonPieces(sequence) | MoveEffect::ChameleonChess(sequence) => {
                    self.play_chameleon(pos, &mut mv, *effect, sequence)
                }
                MoveEffect::Masand { generalised } => self.play_masand(pos, &mut mv, generalised),
                MoveEffect::VolagePieces => self.play_volage(pos, &mut mv),
                MoveEffect::Andernach | MoveEffect::AntiAndernach => {
                    self.play_andernach(pos, &mut mv, *effect)
                }
                MoveEffect::Kobul => self.play_kobul(pos, &mut mv),
                MoveEffect::RoyalDynasty => crate::kings::dynasty::crown(pos),
                MoveEffect::Oscillation { side, kind } => {
                    self.play_oscillation(pos, &mut mv, side, kind)
                }
                MoveEffect::MagicSquares(squares) => self.play_magic_squares(pos, &mut mv, squares),
                MoveEffect::Relegation => self.play_relegation(pos, &mut mv),
                MoveEffect::SingleBoxLatent => {
                    crate::single_box::promote_latent(pos, mv.m, &mut mv.notes)
                }
                MoveEffect::SingleBoxOwnLatent => {
                    crate::single_box::promote_own_latent(pos, mv.m, &mut mv.notes)
                }
                MoveEffect::Anda {
                    inverse,
                    pieces_only,
                } => self.play_anda(pos, &mut mv, inverse, pieces_only),
                MoveEffect::Haaner => self.play_haaner(pos),
                MoveEffect::Breton(rules) => self.play_breton(pos, &mut mv, rules),
                MoveEffect::Wormhole => self.play_wormhole(pos, &mut mv),
                MoveEffect::Bgl(ref bgl) => self.play_bgl(bgl, pos, &mut mv),
                MoveEffect::Alice => self.play_alice(pos, &mut mv),
                MoveEffect::HurdleMove => self.play_hurdle_move(pos, &mut mv),
                MoveEffect::Imitator => self.play_imitators(pos, &mut mv),
                MoveEffect::Ghost { uncapturable } => {
                    crate::ghost::bury_victims(pos, &mv.victims, uncapturable)
                }
            }
        }
        if let Some(order) = self.underworld {
            crate::underworld::erupt(pos, order, &mut mv.notes);
        }
        mv.notes
    }
}

/// The square of the moved piece right after the move proper.
pub(crate) fn arrival(_pos: &Position, m: &Move) -> Square {
    m.to
}

/// A move being played by [`Engine::play`], as the effects after the move
/// proper see it: each effect reads the move's facts and adds its notes.
pub(crate) struct Played<'m> {
    /// The move.
    pub(crate) m: &'m Move,
    /// The side that played it.
    pub(crate) side: Colour,
    /// Its capture facts ([`Engine::capture_facts`]), before the move.
    pub(crate) facts: Option<CaptureFacts>,
    /// The pieces it captured, with their squares.
    pub(crate) victims: smallvec::SmallVec<[(Square, Piece); 2]>,
    /// The piece it moved, as it was before the move.
    pub(crate) moved: Option<Piece>,
    /// Where the moved piece stands now (a rebirth may relocate it).
    pub(crate) at: Square,
    /// Circe Parrain: the piece the previous move captured, waiting for
    /// its rebirth, and the square it was captured on.
    pub(crate) pending: Option<(Square, Piece)>,
    /// AntiCirce Parrain: the capturer of the previous move, waiting to be
    /// displaced, and the square it captured on.
    pub(crate) waiting: Option<(Square, Square)>,
    /// Magic: the views before the move.
    pub(crate) magic_before: MagicViews,
    /// Magic: where the victims were reborn (they keep their identity).
    pub(crate) rebirths: smallvec::SmallVec<[(Square, Square); 2]>,
    /// What the conditions did, for the notation.
    pub(crate) notes: Annotations,
}

/// Which candidate moves [`Engine::candidates_of`] generates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Captures {
    /// All of them.
    Included,
    /// Only the moves capturing nothing.
    Left,
}
