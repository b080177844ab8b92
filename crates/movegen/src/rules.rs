//! The rules a move generator is built for, and the move list type.

use nightrider_board::{Move, PieceKind};
use smallvec::SmallVec;

/// A list of moves. It holds up to 256 moves without allocating (every
/// orthodox position with normal material has at most 218 legal moves) and
/// grows on the heap beyond that (fairy positions, extra material).
pub type MoveList = SmallVec<[Move; 256]>;

/// The move rules of a problem that move generation depends on.
///
/// ```
/// use nightrider_board::PieceKind;
/// use nightrider_movegen::Rules;
/// let rules = Rules::default();
/// assert_eq!(rules.promotions.as_slice(), &[PieceKind::QUEEN, PieceKind::ROOK, PieceKind::BISHOP, PieceKind::KNIGHT]);
/// assert!(rules.castling && rules.en_passant);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rules {
    /// The kinds a pawn may promote to, in generation order (default Q R B N).
    /// An empty set means pawns cannot move onto the last rank.
    pub promotions: SmallVec<[PieceKind; 4]>,
    /// Pawn walks that promote to other kinds than [`Rules::promotions`]:
    /// (the pawn's kind, its promotion kinds in generation order). Popeye's
    /// marine pawn promotes to the marine pieces.
    pub promotions_by_pawn: SmallVec<[(PieceKind, SmallVec<[PieceKind; 4]>); 1]>,
    /// Whether castling exists (it is then allowed by [`nightrider_board::Position::castling`]).
    pub castling: bool,
    /// Whether en-passant captures exist.
    pub en_passant: bool,
    /// What pawns standing on their own first rank can do.
    pub first_rank_pawns: FirstRankPawns,
}

/// What a pawn on its own first rank (possible in problems, and where some
/// conditions put pawns) can do. Popeye's rule: nothing, unless a
/// condition says otherwise. Ordered from the least to the most it can
/// do.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum FirstRankPawns {
    /// No move, no capture, no check (Popeye's default).
    #[default]
    Inert,
    /// No move, but it observes (and checks) as a pawn (Popeye with Circe
    /// Equipollents: a black pawn on d8 checks a king on e7, though it
    /// cannot capture there).
    ChecksOnly,
    /// One step forward and the captures of the pawn (Popeye with
    /// NormalPawn, Circe Parrain, ContraParrain and CageCirce).
    OneStep,
    /// One, two or three steps forward (the longer ones allow en passant on
    /// every square passed) and the captures (Popeye with EinsteinChess).
    UpToThreeSteps,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            promotions: SmallVec::from_slice(&[
                PieceKind::QUEEN,
                PieceKind::ROOK,
                PieceKind::BISHOP,
                PieceKind::KNIGHT,
            ]),
            promotions_by_pawn: SmallVec::new(),
            castling: true,
            en_passant: true,
            first_rank_pawns: FirstRankPawns::Inert,
        }
    }
}

impl Rules {
    /// The default rules with another promotion set.
    pub fn with_promotions(promotions: &[PieceKind]) -> Rules {
        Rules {
            promotions: SmallVec::from_slice(promotions),
            ..Rules::default()
        }
    }

    /// Whether every promotion kind is orthodox.
    pub fn promotions_orthodox(&self) -> bool {
        self.all_promotions().all(|k| k.is_orthodox())
    }

    /// The kinds a pawn of `kind` promotes to, in generation order.
    pub fn promotions_of(&self, kind: PieceKind) -> &[PieceKind] {
        self.promotions_by_pawn
            .iter()
            .find(|(pawn, _)| *pawn == kind)
            .map_or(&self.promotions[..], |(_, kinds)| &kinds[..])
    }

    /// These rules as a pawn of `kind` promotes under them: its own
    /// promotion kinds as [`Rules::promotions`].
    pub fn for_pawn(&self, kind: PieceKind) -> std::borrow::Cow<'_, Rules> {
        match self
            .promotions_by_pawn
            .iter()
            .find(|(pawn, _)| *pawn == kind)
        {
            Some((_, kinds)) => std::borrow::Cow::Owned(Rules {
                promotions: kinds.clone(),
                promotions_by_pawn: SmallVec::new(),
                ..self.clone()
            }),
            None => std::borrow::Cow::Borrowed(self),
        }
    }

    /// Every kind some pawn may promote to (with repetitions).
    pub fn all_promotions(&self) -> impl Iterator<Item = PieceKind> + '_ {
        self.promotions
            .iter()
            .chain(self.promotions_by_pawn.iter().flat_map(|(_, kinds)| kinds))
            .copied()
    }
}
