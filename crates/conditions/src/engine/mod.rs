//! [`Engine`]: move generation, check and move effects under a problem's
//! fairy conditions, compiled once per problem into typed hook lists.

use crate::condition::{CirceRules, Condition, KindSet, RebirthSquare};
use crate::hooks::{AfterMoveRule, ListRule, MoveEffect, MoveRule, ObservationRule};
use crate::lending::Lender;
use nightrider_board::{CastlingRights, Move, Piece, Position, Square};
use nightrider_movegen::{FirstRankPawns, MoveGenerator, Rules};

mod candidates;
mod check;
mod counted_checks;
mod legality;
mod play;

pub(crate) use candidates::Captures;
pub(crate) use play::{arrival, Played};

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
    /// The generator has no walk for a kind a condition lets a piece move
    /// with or puts on the board ([`Condition::created_kinds`]): build it
    /// with them.
    #[error("{0} needs a move generator with the walks of the kinds it creates")]
    MissingWalk(String),
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
    crate::kings::non_royal::adapt_rules(conditions, &mut rules);
    crate::kings::knightmate::adapt_rules(conditions, &mut rules);
    if conditions.contains(&Condition::RoyalDynasty)
        || conditions.contains(&Condition::Losing)
        || conditions.contains(&Condition::Extinction)
    {
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
    /// PhantomChess and its rebirth rules: every move, and observation,
    /// may start from the piece's own rebirth square too.
    pub(crate) phantom: Option<CirceRules>,
    /// GlasgowChess: pawns promote on their seventh rank (see
    /// [`crate::glasgow`]).
    pub(crate) glasgow: bool,
    /// Football: the kinds a unit arriving on the a- or h-file may change
    /// into (see [`crate::football`]).
    pub(crate) football: Option<crate::condition::KindSet>,
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
    /// Take&MakeChess Absolute: a king is in check only from a capture a
    /// make could follow (see [`crate::capture_effects::take_make`]).
    pub(crate) take_make_absolute: bool,
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
    /// Whether a vaulting king with no list observes like an equihopper
    /// (one stood in the diagram, see [`crate::kings::vaulting`]).
    pub(crate) vaulting_equihopper_observes: bool,
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
    /// TransmissionMenace: a unit moves also with the walks of the
    /// opposing units observing it (see [`crate::kings::transmission`]).
    pub(crate) transmission_menace: bool,
    /// TransmissionMenace: the kinds of the diagram, which alone lend
    /// their walks.
    pub(crate) transmission_kinds: crate::kings::transmission::DiagramKinds,
    /// Bicolores: a king is checked by the units of both sides (see
    /// [`crate::kings::bicolores`]).
    pub(crate) bicolores: bool,
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
    /// SingleBox Type1 is the only rule: moves and checks are found the
    /// orthodox way where that is the rule's answer (see
    /// [`crate::single_box`]).
    pub(crate) single_box_alone: bool,
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
    /// LosingChess and NonRoyalKings: the kings are not royal (see
    /// [`crate::kings::losing`]).
    pub(crate) losing: bool,
    /// ExtinctionChess: the only unit of each kind is royal (see
    /// [`crate::kings::extinction`]).
    pub(crate) extinction: bool,
    /// AllInChess, HalfInChess, MainlyInChess: whose units the side to
    /// move moves (see [`crate::selection::all_in`]).
    pub(crate) movers: Option<crate::selection::all_in::Movers>,
    /// Bicaptures: units capture units of their own side too (see
    /// [`crate::capture_effects::bicaptures`]).
    pub(crate) bicaptures: bool,
    /// RoleExchange: White's move changing every unit's colour (see
    /// [`crate::capture_effects::role_exchange`]).
    pub(crate) role_exchange: bool,
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
            phantom: None,
            glasgow: false,
            football: None,
            volage: None,
            assassin: None,
            danger: false,
            take_make: false,
            take_make_absolute: false,
            make_take: false,
            breton: None,
            exclusive: false,
            magic: false,
            underworld: None,
            last_capture: None,
            transmuting: [None; 2],
            vaulting_equihopper_observes: false,
            royal_squares: [None; 2],
            shielded: false,
            anti_kings: false,
            transmission_menace: false,
            transmission_kinds: Default::default(),
            bicolores: false,
            vogtlaender: false,
            prom_squares: [None; 2],
            dister: [None; 2],
            castling_partners: None,
            exchange_castling: false,
            castling_pieces: None,
            single_box_latent: false,
            single_box_type3: false,
            single_box_alone: false,
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
            extinction: false,
            movers: None,
            bicaptures: false,
            role_exchange: false,
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
            if c.created_kinds()
                .into_iter()
                .any(|kind| engine.generator.walk(kind).is_err())
            {
                return Err(ConditionError::MissingWalk(c.to_string()));
            }
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
        if engine
            .move_rules
            .iter()
            .any(|r| matches!(r, MoveRule::SingleBox { .. }))
        {
            // the box is tested after the move (see `single_box::allows`)
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
        if self.conditions.contains(&Condition::Knightmate) {
            crate::kings::knightmate::crown_knights(pos);
        }
        if self.conditions.contains(&Condition::KamikazeChess) {
            crate::kings::kamikaze_chess::mark_diagram(pos, false);
        }
        if self
            .conditions
            .contains(&Condition::KamikazeChessRexInclusive)
        {
            crate::kings::kamikaze_chess::mark_diagram(pos, true);
        }
        if self.extinction {
            crate::kings::extinction::crown_diagram(pos);
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
            ^ if self.effects.contains(&MoveEffect::ChameleonPursuit) {
                crate::chameleon_pursuit::history_hash(pos)
            } else {
                0
            }
    }

    /// Whether a piece may move or observe with walks other than its own
    /// (the walk lenders, the kings transmuted by their checkers): moves
    /// and checks are then found piece by piece ([`Engine::walks_at`]).
    pub(crate) fn borrows_walks(&self) -> bool {
        !self.lenders.is_empty()
            || self.transmission_menace
            || self.transmuting.iter().any(Option::is_some)
            || self.bolero.is_some()
    }

    /// Whether a piece may observe (check) with walks other than its own:
    /// [`Engine::borrows_walks`] but for plain Bolero, under which every
    /// piece captures, and so observes, with its own walk (only its
    /// non-capturing moves follow the file; see [`crate::bolero`]). Where
    /// this is false, a piece observes what its kind's walk attacks, and
    /// the checks can be found from the generator's attackers.
    pub(crate) fn borrows_observing_walks(&self) -> bool {
        !self.lenders.is_empty()
            || self.transmission_menace
            || self.transmuting.iter().any(Option::is_some)
            || self.bolero.is_some_and(|b| b.inverse)
    }

    /// Whether `m` continues the threat move `threat` after a defence
    /// (see `Game::continues_threat` of the stipulation crate): the same
    /// departure, arrival and promotion, and under Breton the same unit
    /// removed or none (Popeye 4.104 takes `2.Rb1*b8[-wPAh2]` after
    /// `1...PAh8-b8` as no longer the threat `2.Rb1-b8`, but a capture
    /// with a Super Circe rebirth or a Masand recolouring as the threat).
    pub fn continues_threat(&self, threat: &Move, m: &Move) -> bool {
        m.from == threat.from
            && m.to == threat.to
            && m.promotion == threat.promotion
            && (self.breton.is_none() || m.choice.square == threat.choice.square)
    }

    /// The conditions compiled.
    pub fn conditions(&self) -> &[Condition] {
        &self.conditions
    }

    /// The underlying generator.
    pub fn generator(&self) -> &MoveGenerator {
        &self.generator
    }
}
