//! The parameters of the conditions that change a unit's kind: the
//! Einstein chains, the chameleon sequence, and sets of kinds.

use nightrider_board::PieceKind;

/// The rules of EinsteinChess and its variants: how a moving piece other
/// than a king changes kind along Einstein's chain P ↔ S ↔ B ↔ R ↔ Q
/// (found with Popeye 4.104 as the oracle). Under all three a pawn never
/// promotes, and a pawn on its first rank may step up to three squares.
///
/// ```
/// use nightrider_board::PieceKind;
/// use nightrider_conditions::EinsteinRule;
/// assert_eq!(EinsteinRule::Einstein.next(PieceKind::BISHOP, true), Some(PieceKind::ROOK));
/// assert_eq!(EinsteinRule::Reversal.next(PieceKind::BISHOP, true), Some(PieceKind::KNIGHT));
/// assert_eq!(EinsteinRule::Anti.next(PieceKind::BISHOP, true), None);
/// assert_eq!(EinsteinRule::Anti.next(PieceKind::BISHOP, false), Some(PieceKind::KNIGHT));
/// assert_eq!(EinsteinRule::Einstein.next(PieceKind::KING, false), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum EinsteinRule {
    /// EinsteinChess: a capturing piece becomes the next stronger kind, a
    /// non-capturing one the next weaker.
    Einstein,
    /// ReversalEinsteinChess: a capturing piece becomes the next weaker
    /// kind, a non-capturing one the next stronger.
    Reversal,
    /// AntiEinsteinChess: a non-capturing piece becomes the next weaker
    /// kind; a capturing one keeps its kind.
    Anti,
}

impl EinsteinRule {
    /// The kind a piece of `kind` becomes by a move that captures or not;
    /// `None` when it keeps its kind (kings, fairy pieces, a queen going
    /// up, a pawn going down, a capture under AntiEinstein).
    pub fn next(self, kind: PieceKind, captures: bool) -> Option<PieceKind> {
        let stronger = match (self, captures) {
            (EinsteinRule::Einstein, captures) => captures,
            (EinsteinRule::Reversal, captures) => !captures,
            (EinsteinRule::Anti, true) => return None,
            (EinsteinRule::Anti, false) => false,
        };
        einstein_step(kind, stronger).filter(|k| *k != kind)
    }
}

/// A direction along Einstein's chain P ↔ S ↔ B ↔ R ↔ Q.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum ChainStep {
    /// Towards the queen.
    Stronger,
    /// Towards the pawn.
    Weaker,
}

impl ChainStep {
    /// The kind one step from `kind` in this direction (see
    /// [`einstein_step`]).
    pub fn from(self, kind: PieceKind) -> Option<PieceKind> {
        einstein_step(kind, self == ChainStep::Stronger)
    }
}

/// One step along Einstein's chain P ↔ S ↔ B ↔ R ↔ Q, towards the stronger
/// kinds or the weaker (a queen stays a queen going up, a pawn a pawn going
/// down); `None` for kinds outside the chain (kings, fairy pieces).
pub fn einstein_step(kind: PieceKind, stronger: bool) -> Option<PieceKind> {
    const CHAIN: [PieceKind; 5] = [
        PieceKind::PAWN,
        PieceKind::KNIGHT,
        PieceKind::BISHOP,
        PieceKind::ROOK,
        PieceKind::QUEEN,
    ];
    let i = CHAIN.iter().position(|k| *k == kind)?;
    Some(if stronger {
        CHAIN[(i + 1).min(4)]
    } else {
        CHAIN[i.saturating_sub(1)]
    })
}

/// A small set of piece kinds (Circe April's).
///
/// ```
/// use nightrider_board::PieceKind;
/// use nightrider_conditions::KindSet;
/// let set = KindSet::new(&[PieceKind::KNIGHT, PieceKind::BISHOP]).unwrap();
/// assert!(set.contains(PieceKind::BISHOP));
/// assert!(!set.contains(PieceKind::ROOK));
/// assert_eq!(set.kinds(), [PieceKind::KNIGHT, PieceKind::BISHOP]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct KindSet {
    kinds: [PieceKind; KindSet::CAPACITY],
    len: usize,
}

impl KindSet {
    /// The most kinds a set holds.
    pub const CAPACITY: usize = 8;

    /// The set of `kinds`, in the order given (repeats dropped); `None`
    /// if it is empty or holds more than [`KindSet::CAPACITY`] kinds.
    pub fn new(kinds: &[PieceKind]) -> Option<KindSet> {
        let mut set = KindSet {
            kinds: [PieceKind::PAWN; KindSet::CAPACITY],
            len: 0,
        };
        for &kind in kinds {
            if set.contains(kind) {
                continue;
            }
            if set.len == KindSet::CAPACITY {
                return None;
            }
            set.kinds[set.len] = kind;
            set.len += 1;
        }
        (set.len > 0).then_some(set)
    }

    /// Whether `kind` is in the set.
    pub fn contains(&self, kind: PieceKind) -> bool {
        self.kinds().contains(&kind)
    }

    /// The kinds, in the order given.
    pub fn kinds(&self) -> &[PieceKind] {
        &self.kinds[..self.len]
    }
}

/// The kind changes of Chameleon Circe: each kind of the cycle becomes the
/// next (by default knight, bishop, rook, queen, knight).
///
/// ```
/// use nightrider_board::PieceKind;
/// use nightrider_conditions::ChameleonSequence;
/// let s = ChameleonSequence::default();
/// assert_eq!(s.next(PieceKind::KNIGHT), PieceKind::BISHOP);
/// assert_eq!(s.next(PieceKind::QUEEN), PieceKind::KNIGHT);
/// assert_eq!(s.next(PieceKind::PAWN), PieceKind::PAWN);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ChameleonSequence {
    cycle: KindSet,
}

impl ChameleonSequence {
    /// The most kinds a sequence holds.
    pub const CAPACITY: usize = KindSet::CAPACITY;

    /// The sequence through `kinds` in order, back to the first (`S B R
    /// Q` is the default); `None` if it is empty, too long or repeats a
    /// kind.
    pub fn new(kinds: &[PieceKind]) -> Option<ChameleonSequence> {
        let cycle = KindSet::new(kinds)?;
        (cycle.kinds().len() == kinds.len()).then_some(ChameleonSequence { cycle })
    }

    /// The kinds of the cycle, in order.
    pub fn kinds(&self) -> &[PieceKind] {
        self.cycle.kinds()
    }

    /// The kind `kind` becomes (itself if it is not in the cycle).
    pub fn next(&self, kind: PieceKind) -> PieceKind {
        let kinds = self.kinds();
        match kinds.iter().position(|&k| k == kind) {
            Some(i) => kinds[(i + 1) % kinds.len()],
            None => kind,
        }
    }
}

impl Default for ChameleonSequence {
    fn default() -> ChameleonSequence {
        ChameleonSequence::new(&[
            PieceKind::KNIGHT,
            PieceKind::BISHOP,
            PieceKind::ROOK,
            PieceKind::QUEEN,
        ])
        .expect("four distinct kinds")
    }
}
