//! What a fairy condition did besides the move itself (a rebirth, a
//! colour change, …), recorded with the move so that solutions can show
//! it the way Popeye does (`1.Qg8*g4[+bRa8]`, `1.Bf6*d8=b`).

use crate::{Colour, Piece, PieceKind, Square};

/// One side effect of a move under a fairy condition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Annotation {
    /// A piece was put on the board (a Circe rebirth): Popeye's `[+bRa8]`,
    /// `[+bPa1=S]` (a reborn pawn promoted), `[+bPa7=w]` (Turncoats).
    Added {
        /// Where.
        square: Square,
        /// The piece (as it was captured).
        piece: Piece,
        /// What it became on rebirth, if it changed.
        became: Option<Piece>,
    },
    /// A piece was moved by the condition (an AntiCirce rebirth of the
    /// capturer): Popeye's `[wQb1->d1]`.
    Relocated {
        /// The piece, as it stands after the move.
        piece: Piece,
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// The kind it was reborn as, if it changed (Chameleon:
        /// `[wSd4->Bc1]`).
        reborn_as: Option<PieceKind>,
        /// The kind a pawn reborn on its promotion rank became
        /// (`[wPf5->a8=Q]`).
        promoted: Option<PieceKind>,
    },
    /// A reborn piece went into the underworld below its occupied rebirth
    /// square (Circe and AntiCirce Volcanic): Popeye's `[+wSg1->v]`,
    /// `[+wPc8=Q->v]`, `[wRd4->a1->v]`.
    Buried {
        /// The rebirth square.
        square: Square,
        /// The piece (as it was captured, or as the capturer stood).
        piece: Piece,
        /// What it became on rebirth (a pawn promoted), if it changed.
        became: Option<Piece>,
        /// AntiCirce: the square the capturer was reborn from; `None`
        /// for the rebirth of a victim.
        from: Option<Square>,
    },
    /// A piece left the board (a kamikaze capturer): Popeye's `[-wkRd7]`.
    Removed {
        /// Where it stood.
        square: Square,
        /// The piece.
        piece: Piece,
    },
    /// The moving piece went by way of another square: under MarsCirce it
    /// captured from its rebirth square, under AntiMarsCirce it moved from
    /// there (Popeye's `Rh4-a1*a3`, `b7-b2-b4`).
    Via {
        /// The square it went by.
        square: Square,
    },
    /// The moving piece changed kind (EinsteinChess, a chameleon piece):
    /// Popeye's `=S`, `=cS`.
    KindChanged {
        /// The new kind.
        kind: PieceKind,
        /// The piece's attributes (printed before the kind).
        attributes: crate::piece::Attributes,
    },
    /// Another piece changed colour (Masand: a piece observed by the
    /// checking piece): Popeye's `[a4=b]`.
    Recoloured {
        /// Where it stands.
        square: Square,
        /// Its new colour.
        colour: Colour,
    },
    /// Another piece changed kind (Influencer: a piece next to the one
    /// that moved): Popeye's `[c4=P]`.
    Transformed {
        /// Where it stands.
        square: Square,
        /// Its new kind.
        kind: PieceKind,
        /// Its attributes (printed before the kind: `[c4=nP]`).
        attributes: crate::piece::Attributes,
    },
    /// A piece another one turned into a pawn on its promotion rank
    /// promoted (Influencer): Popeye's `[a8=Q]`, after its `[a8=P]`.
    Promoted {
        /// Where it stands.
        square: Square,
        /// The kind it became.
        kind: PieceKind,
        /// Its attributes.
        attributes: crate::piece::Attributes,
    },
    /// The moving half-neutral piece became neutral (`colour` `None`:
    /// Popeye's `=nh`) or a piece of the side that moved it (`=wh`).
    HalfNeutralChanged {
        /// The side it now belongs to, `None` for neutral.
        colour: Option<Colour>,
    },
    /// The promoted piece is a chameleon (an ordinary pawn promoting into
    /// a chameleon piece): Popeye's `=Q=c`.
    BecameChameleon,
    /// The moving piece changed colour (AndernachChess): Popeye's `=b`.
    ColourChanged {
        /// The new colour.
        colour: Colour,
    },
    /// The moving piece changed side by the checks it gives (Anda): turned
    /// neutral (`colour` `None`, Popeye's `[=n]`) or a piece of the side
    /// that moved it (`[=w]`), with its attributes (`[=na]`).
    SideChanged {
        /// The side it now belongs to, `None` for neutral.
        colour: Option<Colour>,
        /// Its attributes (printed after the colour).
        attributes: crate::piece::Attributes,
    },
    /// Two pieces exchanged their squares (OscillatingKings: the kings
    /// swap): Popeye's `[Ka6<->Ka8]`, the first piece's square before
    /// the exchange, then the second's.
    Exchanged {
        /// The first piece, as it stands after the exchange.
        first: Piece,
        /// Where the first piece stood.
        from: Square,
        /// The second piece, as it stands after the exchange.
        second: Piece,
        /// Where the second piece stood (now the first piece's square).
        to: Square,
    },
    /// The moving piece swapped squares with `partner`, a piece of the
    /// other side (MessignyChess: a [`crate::Special::Swap`] with an
    /// opposing unit of the same kind). Popeye prints it in the move
    /// itself, naming both (`Rb1<->Rb8`), not in brackets.
    SwappedWith {
        /// The partner, as it stood before the swap.
        partner: Piece,
    },
    // BGL
    /// The balances left after the move under BGL, in hundredths
    /// (`None`: unlimited), shown when the side that played has a limited
    /// balance: Popeye's `(6/3)`, `(-/28)`, or `(7)` when both sides
    /// share one balance (then `white` holds it and `black` is `None`).
    Balances {
        /// White's balance, or the one both sides share.
        white: Option<u32>,
        /// Black's balance (`None` when shared).
        black: Option<u32>,
        /// One balance for both sides (`BGL 8`).
        shared: bool,
    },
    /// Where the imitators stand after the move (the condition
    /// Imitator), in the order of their entry, the first `count` of
    /// `squares`: Popeye's `[Ie5]`, `[Ib4,f6]`.
    Imitators {
        /// How many there are.
        count: u8,
        /// Their squares (those past `count` mean nothing).
        squares: [Square; Annotation::MAX_IMITATORS],
    },
    /// One step of a move made of several (a series of captures beside a
    /// condition with effects): the notes after it, up to the next step,
    /// are the effects of this step (Popeye's `*d3[+bPd7]*f5[+bPf7]-e8`).
    Step {
        /// Where the step arrives.
        to: Square,
        /// Whether it captures.
        capture: bool,
        /// Whether it captures en passant.
        en_passant: bool,
        /// The kind a pawn promotes to on this step.
        promotion: Option<PieceKind>,
    },
}

impl Annotation {
    /// The most imitators an [`Annotation::Imitators`] holds.
    pub const MAX_IMITATORS: usize = 12;
}

/// The annotations of one move: a small fixed-capacity list (`Copy`, so
/// it can travel inside solution trees).
///
/// ```
/// use nightrider_board::annotation::{Annotation, Annotations};
/// use nightrider_board::{Colour, Piece, PieceKind, Square};
/// let mut a = Annotations::default();
/// assert!(a.is_empty());
/// a.push(Annotation::ColourChanged { colour: Colour::Black });
/// assert_eq!(a.iter().count(), 1);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Annotations {
    items: smallvec::SmallVec<[Annotation; Annotations::INLINE]>,
}

impl Annotations {
    /// How many annotations one move carries without allocating (a
    /// Masand check may recolour many more pieces).
    pub const INLINE: usize = 4;

    /// Appends `a`.
    pub fn push(&mut self, a: Annotation) {
        self.items.push(a);
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// The annotations in order.
    pub fn iter(&self) -> impl Iterator<Item = &Annotation> {
        self.items.iter()
    }
}
