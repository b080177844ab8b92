//! nightrider-conditions: fairy conditions, compiled once per problem into
//! typed hook lists ([`hooks`]) that the [`Engine`] consults during move
//! generation, check detection and move play.
//!
//! A problem without conditions does not use this crate at all: the
//! facade plays on the [`nightrider_movegen::MoveGenerator`] directly, so
//! orthodox and fairy-piece problems pay nothing for it.
//!
//! Supported: the Circe family (Circe with the rebirth rules of
//! [`RebirthSquare`], Mirror, Couscous, RexInclusive, Parrain and
//! ContraParrain; a rook reborn on its home corner regains castling),
//! AntiCirce (Calvet and Cheylan), ImmunChess, Madrasi, EiffelChess,
//! Isardam, Patrouille, UltraPatrol, Lortap, Monochrome, Bichrome,
//! GridChess (normal, shifted, `Orthogonal` and `Irregular` grids),
//! ContactGridChess, KoeKo, NewKoeko, AntiKoeko, NoCapture, ChecklessChess,
//! Andernach, AntiAndernach, EinsteinChess, MustCapture, Maximummer,
//! AnnanChess, FaceToFace, BackToBack, CheekToCheek, and the rules of
//! kamikaze and paralysing pieces. Anything else is refused by the caller,
//! naming the condition.
//!
//! # Known gaps
//! - Circe rebirth of a pawn on its promotion rank does not promote (Popeye
//!   offers the promotion choices).
//! - A king on its home square without rooks and barred by NoCastling is
//!   taken as unmoved when a Circe rebirth restores a rook.

pub mod condition;
pub mod engine;
pub mod hooks;
pub mod rebirth;

pub use condition::{
    Adaptation, ChameleonSequence, CirceRules, Condition, Grid, RebirthIdentity, RebirthSquare,
};
pub use engine::{rules_under, ConditionError, Engine};
