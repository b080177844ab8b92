//! The parameters of Sentinelles: which pawn appears where and how many.

use nightrider_board::PieceKind;

/// The rules of Sentinelles and its variants, as Popeye 4.104 has them
/// (found by experiment): a piece other than a pawn (of any pawn kind) that
/// moves leaves a sentinel (a piece of `kind`) on the square it left, of the
/// side that moved it (PionAdvers: of the other side; PionNeutre: neutral
/// when the mover is neutral), unless that square is on the first or last
/// rank or is occupied after the move (rebirths included), or the limits
/// forbid it. The limits count the pieces of the sentinel's kind after the
/// move, a neutral one for both sides; a neutral sentinel has none.
///
/// ```
/// use nightrider_board::PieceKind;
/// use nightrider_conditions::SentinelRules;
/// let plain = SentinelRules::default();
/// assert_eq!(plain.kind, PieceKind::PAWN);
/// // ParaSentinelles: one white pawn against none is too many...
/// let para = SentinelRules { para: true, ..plain };
/// assert!(!para.allows(1, 0, 0));
/// // ...unless the move captured a pawn
/// assert!(para.allows(1, 0, 1));
/// assert!(plain.allows(1, 0, 0));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SentinelRules {
    /// PionAdvers: the sentinel is the other side's.
    pub adverse: bool,
    /// PionNeutre: a neutral piece leaves a neutral sentinel (other pieces
    /// leave their side's).
    pub neutral: bool,
    /// The sentinel's kind: a pawn, or a Berolina pawn (`Berolina`).
    pub kind: PieceKind,
    /// ParaSentinelles: a sentinel appears only if its side has no more
    /// pieces of its kind than the other side, plus the pieces of its kind
    /// the move captured.
    pub para: bool,
    /// The most white sentinel-kind pieces there may be for a white
    /// sentinel to appear (default 8).
    pub max_white: u8,
    /// The most black ones (default 8).
    pub max_black: u8,
    /// The most of both sides together (default 16).
    pub max_total: u8,
}

impl Default for SentinelRules {
    fn default() -> SentinelRules {
        SentinelRules {
            adverse: false,
            neutral: false,
            kind: PieceKind::PAWN,
            para: false,
            max_white: 8,
            max_black: 8,
            max_total: 16,
        }
    }
}

impl SentinelRules {
    /// Whether a sentinel of a side may appear when, after the move, that
    /// side has `own` pieces of the sentinel's kind, the other side `other`
    /// (a neutral one counted for both), and the move captured `captured`
    /// of them; `own` is checked against the side's maximum by the caller
    /// ([`SentinelRules::allows_for`]).
    pub fn allows(&self, own: usize, other: usize, captured: usize) -> bool {
        own + other < usize::from(self.max_total) && (!self.para || own <= other + captured)
    }

    /// [`SentinelRules::allows`] with the maximum of `colour`'s pieces of
    /// the sentinel's kind: `white` and `black` are the counts after the
    /// move.
    pub fn allows_for(
        &self,
        colour: nightrider_board::Colour,
        white: usize,
        black: usize,
        captured: usize,
    ) -> bool {
        let (own, other) = colour.fold((white, black), (black, white));
        own < usize::from(colour.fold(self.max_white, self.max_black))
            && self.allows(own, other, captured)
    }
}
