//! [`EngineBuilder`]: a problem's engine assembled from its diagram and
//! conditions, with every refusal the command line makes.
//!
//! ```
//! use nightrider_board::{Colour, Piece, PieceKind, Position, Square};
//! use nightrider_conditions::{Assembled, Condition, EngineBuilder};
//! use nightrider_movegen::{fairy, MoveGenerator, Rules};
//! let mut pos = Position::empty();
//! pos.put(Square::E1, Piece::new(PieceKind::KING, Colour::White));
//! pos.put(Square::E8, Piece::new(PieceKind::KING, Colour::Black));
//! let conditions = [Condition::Madrasi { rex_inclusive: false }];
//! let builder = EngineBuilder::new(&pos, &conditions);
//! let rules = builder.rules(Rules::default());
//! let kinds = pos.board().iter().flatten().map(|p| p.kind).chain(builder.created_kinds());
//! let registry = fairy::registry_for_kinds(kinds, &rules).unwrap();
//! let generator = MoveGenerator::for_position(&pos, rules, &registry).unwrap();
//! assert!(matches!(builder.build(generator), Ok(Assembled::Engine { .. })));
//! ```

use crate::compat;
use crate::condition::Condition;
use crate::engine::{rules_under, ConditionError, Engine};
use nightrider_board::{Attributes, CastlingRights, Colour, PieceKind, Position, Square};
use nightrider_movegen::{MoveGenerator, Rules};

/// Assembles the [`Engine`] of a problem: its conditions with the rules
/// of the piece attributes on the board, refused where the command line
/// refuses them ([`compat`]), the castling facts of the diagram, and the
/// diagram prepared for play.
#[derive(Clone, Debug)]
pub struct EngineBuilder<'p> {
    position: &'p Position,
    conditions: Vec<Condition>,
    castling_rooks: CastlingRights,
}

/// What [`EngineBuilder::build`] gives.
#[derive(Clone, Debug)]
pub enum Assembled {
    /// No condition and no piece attribute with rules: play on the
    /// generator itself (an engine would only pay for its generality).
    Plain(MoveGenerator),
    /// The engine, and the diagram prepared for it
    /// ([`Engine::prepare_position`]).
    Engine {
        /// The engine.
        engine: Box<Engine>,
        /// The position to start solving from.
        start: Box<Position>,
    },
}

impl<'p> EngineBuilder<'p> {
    /// A builder for the diagram `position` under the problem's
    /// `conditions` (without the rules of piece attributes: those are
    /// read from the board).
    pub fn new(position: &'p Position, conditions: &[Condition]) -> EngineBuilder<'p> {
        EngineBuilder {
            position,
            conditions: conditions.to_vec(),
            castling_rooks: CastlingRights::empty(),
        }
    }

    /// The castlings whose rook stood on its corner in the diagram, not
    /// barred by NoCastling (see [`Engine::set_castling_rooks`]); none by
    /// default.
    pub fn castling_rooks(mut self, rights: CastlingRights) -> EngineBuilder<'p> {
        self.castling_rooks = rights;
        self
    }

    /// The generator's rules for the conditions: `base` with what pawns on
    /// their first rank can do ([`rules_under`]).
    pub fn rules(&self, base: Rules) -> Rules {
        let mut rules = rules_under(&self.conditions, base);
        // (MarineChess, ArgentinianChess: promotions to the diagram's
        // orthodox kinds too)
        crate::marine::adapt_rules(&self.conditions, self.position, &mut rules);
        crate::argentinian::adapt_rules(&self.conditions, self.position, &mut rules);
        rules
    }

    /// The piece kinds the conditions (or protean pieces on the board) may
    /// create, whose walks the generator needs besides the board's and
    /// the promotions' ([`Condition::created_kinds`]).
    pub fn created_kinds(&self) -> Vec<PieceKind> {
        let mut kinds: Vec<PieceKind> = self
            .conditions
            .iter()
            .flat_map(Condition::created_kinds)
            .collect();
        if compat::attributes_on(self.position).contains(Attributes::PROTEAN) {
            kinds.extend(Condition::ProteanPieces.created_kinds());
        }
        kinds
    }

    /// Builds the engine over `generator` (built for the diagram with
    /// [`EngineBuilder::rules`] and [`EngineBuilder::created_kinds`]).
    ///
    /// # Errors
    /// [`ConditionError::Unsupported`] for what the diagram makes
    /// unplayable ([`compat::position_refusal`],
    /// [`compat::einstein_refusal`],
    /// [`crate::selection::all_in::position_refusal`]), and the errors of
    /// [`Engine::new`].
    pub fn build(self, generator: MoveGenerator) -> Result<Assembled, ConditionError> {
        let pos = self.position;
        if let Some(refusal) =
            compat::position_refusal(pos, &self.conditions, &generator.rules().promotions)
        {
            return Err(ConditionError::Unsupported(refusal.into()));
        }
        if let Some(refusal) =
            crate::selection::all_in::position_refusal(pos, &self.conditions, self.castling_rooks)
        {
            return Err(ConditionError::Unsupported(refusal));
        }
        if let Some(refusal) =
            crate::distancing::position_refusal(pos, &self.conditions, self.castling_rooks)
        {
            return Err(ConditionError::Unsupported(refusal));
        }
        let mut conditions = self.conditions.clone();
        conditions.extend(Condition::attribute_rules(compat::attributes_on(pos)));
        if conditions.is_empty() {
            return Ok(Assembled::Plain(generator));
        }
        if let Some(refusal) = compat::einstein_refusal(pos, &self.conditions) {
            return Err(ConditionError::Unsupported(refusal.into()));
        }
        let mut engine = Engine::new(generator, &conditions)?;
        engine.set_castling_kings(
            castling_king(pos, Colour::White),
            castling_king(pos, Colour::Black),
        );
        engine.set_castling_rooks(self.castling_rooks);
        engine.set_hurdle_promotions(pos);
        engine.set_vaulting_diagram(pos);
        engine.set_transmission_diagram(pos);
        let mut start = pos.clone();
        engine.prepare_position(&mut start);
        Ok(Assembled::Engine {
            engine: Box::new(engine),
            start: Box::new(start),
        })
    }
}

/// Whether the king of `colour` could castle in the diagram `pos` (see
/// [`Engine::set_castling_kings`]): on its home square, with a castling
/// right or without rooks on its corners (a king on its home square
/// without rooks still counts as unmoved, as in Popeye).
fn castling_king(pos: &Position, colour: Colour) -> bool {
    let rights = pos.castling() & CastlingRights::of(colour);
    let home = colour.fold(Square::E1, Square::E8);
    let king_home = pos
        .piece_at(home)
        .is_some_and(|p| p.kind == PieceKind::KING && p.colour == colour);
    king_home && (!rights.is_empty() || no_home_rooks(pos, colour))
}

/// Whether `colour` has no rook on its corner squares.
fn no_home_rooks(pos: &Position, colour: Colour) -> bool {
    let corners = colour.fold([Square::A1, Square::H1], [Square::A8, Square::H8]);
    !corners.iter().any(|sq| {
        pos.piece_at(*sq)
            .is_some_and(|p| p.kind == PieceKind::ROOK && p.colour == colour)
    })
}
