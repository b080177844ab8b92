//! The named queries: the basic predicates (`check`, `mate`, …) and the
//! mating patterns of CQLi's "Mating Patterns" pages, each with its
//! stricter and broader variations, in one registry ([`queries`]) a
//! command line can list and call by name.
//!
//! Each mating pattern is the seed's CQL query, line by line (quoted in
//! the function's comment): `mate`, then a body under CQL's transforms —
//! `flipcolor` (both colours mated), `flip`, `rotate90`, `flipvertical`
//! (mirror a-h), `fliphorizontal` (mirror 1-8) — which transform the
//! query's squares and directions while attacks stay those of the real
//! board. Upper-case pieces in a query are the mating side's, lower-case
//! ones the mated side's, swapped under `flipcolor`.
//!
//! ```
//! use nightrider_board::Position;
//! use nightrider_query::patterns::{pattern, query};
//! // A smothered mate: Nf7# with the king hemmed in by its own pieces.
//! let pos: Position = "6rk/5Npp/8/8/8/8/8/6K1 b - - 0 1".parse().unwrap();
//! assert!((pattern("smothered").unwrap().matches)(&pos).unwrap());
//! assert!(!(pattern("back-rank").unwrap().matches)(&pos).unwrap());
//! assert!((query("mate").unwrap().matches)(&pos).unwrap());
//! ```

use crate::checks;
use crate::cql::{between, Dir, Transform, View, HORIZONTAL, MAIN_DIAGONAL, OFF_DIAGONAL};
use crate::error::QueryError;
use crate::material;
use nightrider_board::{Bitboard, PieceKind, Position};
use Transform::{Flip, FlipColor, FlipHorizontal, FlipVertical, Rotate90};

/// A named Boolean query over a position: a basic predicate or a mating
/// pattern.
#[derive(Clone, Copy)]
pub struct Pattern {
    /// The name to call it by, kebab-case (`anastasia`, `anastasia-pawn`).
    pub name: &'static str,
    /// Its title (`Anastasia's Mate`, `Anastasia's Mate (pawn in front)`).
    pub title: &'static str,
    /// What it asks of the position, in words.
    pub definition: &'static str,
    /// Whether the position matches.
    pub matches: fn(&Position) -> Result<bool, QueryError>,
}

#[cfg(feature = "serde")]
impl serde::Serialize for Pattern {
    /// The name, title and definition (not the function).
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut s = serializer.serialize_struct("Pattern", 3)?;
        s.serialize_field("name", self.name)?;
        s.serialize_field("title", self.title)?;
        s.serialize_field("definition", self.definition)?;
        s.end()
    }
}

impl std::fmt::Debug for Pattern {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pattern")
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

/// Every named query: the basic predicates, then the mating patterns.
pub fn queries() -> &'static [Pattern] {
    ALL
}

/// The basic predicates: `check`, `double-check`, `mate`, `stalemate`,
/// `insufficient-material`.
pub fn predicates() -> &'static [Pattern] {
    &ALL[..PREDICATES]
}

/// The mating patterns and their variations.
pub fn patterns() -> &'static [Pattern] {
    &ALL[PREDICATES..]
}

/// The mating pattern (or variation) called `name`.
pub fn pattern(name: &str) -> Option<&'static Pattern> {
    patterns().iter().find(|p| p.name == name)
}

/// The query (predicate or mating pattern) called `name`.
pub fn query(name: &str) -> Option<&'static Pattern> {
    ALL.iter().find(|p| p.name == name)
}

const PREDICATES: usize = 5;

const K: PieceKind = PieceKind::KING;
const Q: PieceKind = PieceKind::QUEEN;
const R: PieceKind = PieceKind::ROOK;
const B: PieceKind = PieceKind::BISHOP;
const N: PieceKind = PieceKind::KNIGHT;
const P: PieceKind = PieceKind::PAWN;

/// `mate` and the body under the transforms.
fn mate_and(
    pos: &Position,
    transforms: &[Transform],
    body: impl Fn(&View<'_>) -> bool,
) -> Result<bool, QueryError> {
    Ok(checks::is_mate(pos)? && View::new(pos).any(transforms, body))
}

/// CQL's `flipcolor rotate90`.
const FC_R90: &[Transform] = &[FlipColor, Rotate90];
/// CQL's `flipcolor`.
const FC: &[Transform] = &[FlipColor];
/// CQL's `flipcolor flip`.
const FC_FLIP: &[Transform] = &[FlipColor, Flip];
/// CQL's `flipcolor flipvertical`.
const FC_FV: &[Transform] = &[FlipColor, FlipVertical];

/// The empty squares next to the mated king: `_ attackedby k`.
fn escapes(v: &View<'_>) -> Bitboard {
    v.attacked_by(v.empty(), v.lower(K))
}

/// A count as CQL compares sets with numbers.
fn n(set: Bitboard) -> u32 {
    set.count()
}

// ---------------------------------------------------------------- Anastasia

/// What may check in Anastasia's mate, and what stands in front.
#[derive(Clone, Copy, PartialEq)]
enum Anastasia {
    Rook,
    Pawn,
    SecondRank,
    RookOrQueen,
}

/// ```text
/// mate flipcolor rotate90 {
///     kh1-8 attackedby Rh1-8
///     N & left 3 k
///     a & left 1 k
///     _ & northwest 1 k
///     _ & southwest 1 k }
/// ```
/// Variations: `p & left 1 k`; `kh7`; `kh1-8 attackedby [RQ]h1-8`, which
/// the seed says to "add" but, as a broader variation, replaces the first
/// line.
fn anastasia(v: &View<'_>, how: Anastasia) -> bool {
    let k = v.lower(K);
    let checkers = if how == Anastasia::RookOrQueen {
        v.upper(R) | v.upper(Q)
    } else {
        v.upper(R)
    };
    let front = if how == Anastasia::Pawn {
        v.lower(P)
    } else {
        v.lower_all()
    };
    v.attacked_by(k & v.region("h1-8"), checkers & v.region("h1-8"))
        .any()
        && (v.upper(N) & v.step(Dir::Left, 3, k)).any()
        && (front & v.step(Dir::Left, 1, k)).any()
        && (v.empty() & v.step(Dir::NorthWest, 1, k)).any()
        && (v.empty() & v.step(Dir::SouthWest, 1, k)).any()
        && (how != Anastasia::SecondRank || (k & v.region("h7")).any())
}

// ---------------------------------------------------------------- Anderssen

/// ```text
/// mate flipcolor { P attacks (Ra-h8 attackedby ka-h8) }
/// ```
/// Variations: the whole `attackedby k`; `[RQ]a-h8`.
fn anderssen(v: &View<'_>, queen: bool, pawn_attacked: bool) -> bool {
    let mover = if queen {
        v.upper(R) | v.upper(Q)
    } else {
        v.upper(R)
    };
    let rook = v.attacked_by(mover & v.region("a-h8"), v.lower(K) & v.region("a-h8"));
    let pawns = v.attacks(v.upper(P), rook);
    if pawn_attacked {
        v.attacked_by(pawns, v.lower(K)).any()
    } else {
        pawns.any()
    }
}

// ---------------------------------------------------------------- Arabian

/// ```text
/// mate flipcolor flip { kh8 Nf6 Rh7 }
/// ```
fn arabian(v: &View<'_>) -> bool {
    (v.lower(K) & v.region("h8")).any()
        && (v.upper(N) & v.region("f6")).any()
        && (v.upper(R) & v.region("h7")).any()
}

// ---------------------------------------------------------------- Back rank

/// ```text
/// mate flipcolor {
///     ([QR]a-h8 attacks ka-h8) & ~(. attackedby k)
///     [_A]a-h7 attackedby k == [] }
/// ```
fn back_rank(v: &View<'_>) -> bool {
    let k = v.lower(K);
    let line = v.attacks(
        (v.upper(Q) | v.upper(R)) & v.region("a-h8"),
        k & v.region("a-h8"),
    );
    let all = Bitboard::FULL;
    (line - v.attacked_by(all, k)).any()
        && v.attacked_by((v.empty() | v.upper_all()) & v.region("a-h7"), k)
            .is_empty()
}

// ---------------------------------------------------------------- Balestra

/// ```text
/// mate flipcolor {
///     $attacking_bishop =? B attacks k
///     $supporting_queen =? (flip northeast 1 up 1 k) & Q
///     . attackedby $attacking_bishop & . attackedby $supporting_queen == []
///     (. attackedby k) attackedby Q & [Aa] == [] }
/// ```
/// Variation: `(. attackedby k) == (_ attackedby k)`.
fn balestra(v: &View<'_>, open: bool) -> bool {
    let k = v.lower(K);
    let all = Bitboard::FULL;
    let bishop = v.attacks(v.upper(B), k);
    let knight_away = v.union(&[Flip], |w| {
        w.step(Dir::Up, 1, w.step(Dir::NorthEast, 1, k))
    });
    let queen = knight_away & v.upper(Q);
    let around = v.attacked_by(all, k);
    bishop.any()
        && queen.any()
        && (v.attacked_by(all, bishop) & v.attacked_by(all, queen)).is_empty()
        && (v.attacked_by(around, v.upper(Q)) & v.occupied()).is_empty()
        && (!open || around == escapes(v))
}

// ---------------------------------------------------------------- Bishop and knight

/// ```text
/// mate flipcolor { a == k  A == 3  B == 1  N == 1 }
/// ```
fn bishop_and_knight(v: &View<'_>) -> bool {
    v.lower_all() == v.lower(K) && n(v.upper_all()) == 3 && n(v.upper(B)) == 1 && n(v.upper(N)) == 1
}

// ---------------------------------------------------------------- Blackburne

/// ```text
/// mate flipcolor {
///     B attacks k
///     A attackedby k == []
///     _ attackedby k == _ attackedby k attackedby [BN]
///     B attacks (_ attackedby k) == 2
///     N attacks (_ attackedby k) == 1
///     (_ attackedby k) attackedby B & (_ attackedby k) attackedby N == [] }
/// ```
fn blackburne(v: &View<'_>) -> bool {
    let k = v.lower(K);
    let e = escapes(v);
    v.attacks(v.upper(B), k).any()
        && v.attacked_by(v.upper_all(), k).is_empty()
        && e == v.attacked_by(e, v.upper(B) | v.upper(N))
        && n(v.attacks(v.upper(B), e)) == 2
        && n(v.attacks(v.upper(N), e)) == 1
        && (v.attacked_by(e, v.upper(B)) & v.attacked_by(e, v.upper(N))).is_empty()
}

// ---------------------------------------------------------------- Blind swine

/// The variations of the blind swine mate.
#[derive(Clone, Copy, PartialEq)]
enum BlindSwine {
    Plain,
    RooksOnly,
    NonAdjacent,
}

/// ```text
/// mate flipcolor {
///     horizontal 1 Ra-h7 attacks ka-h8 & Ra-h7
///     R attacks (_ attackedby k) == 2 }
/// ```
/// Variations: `A attacks (_ attackedby k) == Ra-h7`; the first line
/// `Ra-h7 attacks ka-h8 attackedby Ra-h7`.
fn blind_swine(v: &View<'_>, how: BlindSwine) -> bool {
    let rooks7 = v.upper(R) & v.region("a-h7");
    let k8 = v.lower(K) & v.region("a-h8");
    let first = if how == BlindSwine::NonAdjacent {
        v.attacked_by(v.attacks(rooks7, k8), rooks7)
    } else {
        let beside: Bitboard = HORIZONTAL
            .iter()
            .fold(Bitboard::EMPTY, |a, &d| a | v.step(d, 1, rooks7));
        v.attacks(beside, k8) & rooks7
    };
    let e = escapes(v);
    first.any()
        && n(v.attacks(v.upper(R), e)) == 2
        && (how != BlindSwine::RooksOnly || v.attacks(v.upper_all(), e) == rooks7)
}

// ---------------------------------------------------------------- Boden

/// What the mated king may attack in Boden's mate.
#[derive(Clone, Copy, PartialEq)]
enum Boden {
    Nothing,
    Anything,
    BishopsOnly,
}

/// ```text
/// mate flipcolor {
///     $king_squares = _ attackedby k | k
///     $king_squares attackedby B == $king_squares
///     B attacks $king_squares == 2
///     not k attacks A
///     fliphorizontal {
///         ray maindiagonal (B k)
///         ray offdiagonal (B $king_squares) } }
/// ```
/// (The seed writes `attacked by` in the second line: read as
/// `attackedby`.) Variations: without `not k attacks A`;
/// `not k attacks (A & ~B)`.
fn boden(v: &View<'_>, how: Boden) -> bool {
    let k = v.lower(K);
    let squares = escapes(v) | k;
    let bishops = v.upper(B);
    let attacked = match how {
        Boden::Nothing => v.upper_all(),
        Boden::Anything => Bitboard::EMPTY,
        Boden::BishopsOnly => v.upper_all() - bishops,
    };
    v.attacked_by(squares, bishops) == squares
        && n(v.attacks(bishops, squares)) == 2
        && v.attacks(k, attacked).is_empty()
        && v.any(&[FlipHorizontal], |w| {
            w.line_of(MAIN_DIAGONAL, &[w.upper(B), k]).any()
                && w.line_of(OFF_DIAGONAL, &[w.upper(B), squares]).any()
        })
}

// ---------------------------------------------------------------- Corner

/// ```text
/// mate flipcolor { flipvertical {
///     kh8  ph7  _g8
///     g7-8 attackedby [RQ]g1-7 == 2
///     k attackedby [BN] } }
/// ```
/// Variation: without `_g8`.
fn corner(v: &View<'_>, occupied: bool) -> bool {
    let k = v.lower(K);
    (k & v.region("h8")).any()
        && (v.lower(P) & v.region("h7")).any()
        && (occupied || (v.empty() & v.region("g8")).any())
        && n(v.attacked_by(
            v.region("g7-8"),
            (v.upper(R) | v.upper(Q)) & v.region("g1-7"),
        )) == 2
        && v.attacked_by(k, v.upper(B) | v.upper(N)).any()
}

// ---------------------------------------------------------------- Cozio and Guéridon

/// The variations of the Cozio and Guéridon mates.
#[derive(Clone, Copy, PartialEq)]
enum Tail {
    Plain,
    QueenOnly,
    EitherColour,
}

/// ```text
/// mate flipcolor rotate90 {          (Cozio)
///     (southeast 1 k) & Q
///     (up 1 k) & a
///     (left 1 k) & a
///     _ attackedby k == 5 }
/// mate flipcolor rotate90 {          (Guéridon)
///     (down 1 k) & Q
///     (northeast 1 k) & a
///     (northwest 1 k) & a
///     _ attackedby k == 5 }
/// ```
/// Variations: `A attacks (_ attackedby k) == 1`; `[Aa]` for both `a`.
fn swallow(v: &View<'_>, queen: Dir, flanks: [Dir; 2], how: Tail) -> bool {
    let k = v.lower(K);
    let flank = if how == Tail::EitherColour {
        v.occupied()
    } else {
        v.lower_all()
    };
    let e = escapes(v);
    (v.step(queen, 1, k) & v.upper(Q)).any()
        && flanks.iter().all(|&d| (v.step(d, 1, k) & flank).any())
        && n(e) == 5
        && (how != Tail::QueenOnly || n(v.attacks(v.upper_all(), e)) == 1)
}

// ---------------------------------------------------------------- Damiano

/// ```text
/// mate flipcolor {
///     {kg8 rf8}
///     $friendly_pawn =? down 1 k & p
///     $opposing_pawn =? down 1 $friendly_pawn & P
///     Q attacks k attackedby $opposing_pawn
///     _ attackedby $opposing_pawn }
/// ```
/// Variation: without the last line.
fn damiano(v: &View<'_>, occupied: bool) -> bool {
    let k = v.lower(K);
    let friendly = v.step(Dir::Down, 1, k) & v.lower(P);
    let opposing = v.step(Dir::Down, 1, friendly) & v.upper(P);
    (k & v.region("g8")).any()
        && (v.lower(R) & v.region("f8")).any()
        && friendly.any()
        && opposing.any()
        && v.attacked_by(v.attacks(v.upper(Q), k), opposing).any()
        && (occupied || v.attacked_by(v.empty(), opposing).any())
}

// ---------------------------------------------------------------- Epaulette

/// The variations of the epaulette mate.
#[derive(Clone, Copy, PartialEq)]
enum Epaulette {
    Plain,
    Edge,
    Rooks,
}

/// ```text
/// mate flipcolor rotate90 {
///     A attacks k == ray down (k _ Q) == 1
///     (horizontal 1 k) & a == 2
///     {southeast 1 k & _  southwest 1 k & _} or
///     {southeast 1 k & a  southwest 1 k & a} }
/// ```
/// Variations: `ka-h8`; without `rotate90` (the caller's transforms);
/// `(horizontal 1 k) & r == 2`.
fn epaulette(v: &View<'_>, how: Epaulette) -> bool {
    let k = v.lower(K);
    let checkers = v.attacks(v.upper_all(), k);
    let queen = v.line_of(&[Dir::Down], &[k, v.empty(), v.upper(Q)]);
    let flankers = if how == Epaulette::Rooks {
        v.lower(R)
    } else {
        v.lower_all()
    };
    let beside = HORIZONTAL
        .iter()
        .fold(Bitboard::EMPTY, |a, &d| a | v.step(d, 1, k));
    let se = v.step(Dir::SouthEast, 1, k);
    let sw = v.step(Dir::SouthWest, 1, k);
    checkers == queen
        && n(queen) == 1
        && n(beside & flankers) == 2
        && (((se & v.empty()).any() && (sw & v.empty()).any())
            || ((se & v.lower_all()).any() && (sw & v.lower_all()).any()))
        && (how != Epaulette::Edge || (k & v.region("a-h8")).any())
}

// ---------------------------------------------------------------- Greco

/// ```text
/// mate flipcolor rotate90 {
///     {kg-h7-8 pg7}
///     k attackedby [QR]
///     _ attackedby k attackedby B
///     A attacks (_ attackedby k) == 2
///     a attackedby k == 1
///     not A attackedby k }
/// ```
/// Variations: `flipvertical` for `rotate90` (the caller's transforms);
/// `kh8` for `kg-h7-8`.
fn greco(v: &View<'_>, corner: bool) -> bool {
    let k = v.lower(K);
    let e = escapes(v);
    (k & v.region(if corner { "h8" } else { "g-h7-8" })).any()
        && (v.lower(P) & v.region("g7")).any()
        && v.attacked_by(k, v.upper(Q) | v.upper(R)).any()
        && v.attacked_by(e, v.upper(B)).any()
        && n(v.attacks(v.upper_all(), e)) == 2
        && n(v.attacked_by(v.lower_all(), k)) == 1
        && v.attacked_by(v.upper_all(), k).is_empty()
}

// ---------------------------------------------------------------- Hook

/// ```text
/// mate flipcolor {
///     k attacks (N attacks (R attacks k) attackedby P)
///     k attacks (R attacks k)
///     _ attackedby k == 5
///     A attacks (k | . attackedby k) == 3 }
/// ```
/// Variation: `attackedby [PB]`.
fn hook(v: &View<'_>, bishop: bool) -> bool {
    let k = v.lower(K);
    let rook = v.attacks(v.upper(R), k);
    let support = if bishop {
        v.upper(P) | v.upper(B)
    } else {
        v.upper(P)
    };
    let knight = v.attacked_by(v.attacks(v.upper(N), rook), support);
    v.attacks(k, knight).any()
        && v.attacks(k, rook).any()
        && n(escapes(v)) == 5
        && n(v.attacks(v.upper_all(), k | v.attacked_by(Bitboard::FULL, k))) == 3
}

// ---------------------------------------------------------------- Kill box

/// ```text
/// mate flipcolor rotate90 {
///     northwest 2 Q & up 1 k & R
///     right 1 k & _ }
/// ```
fn kill_box(v: &View<'_>) -> bool {
    let k = v.lower(K);
    (v.step(Dir::NorthWest, 2, v.upper(Q)) & v.step(Dir::Up, 1, k) & v.upper(R)).any()
        && (v.step(Dir::Right, 1, k) & v.empty()).any()
}

// ---------------------------------------------------------------- King and two bishops

/// ```text
/// mate flipcolor { [Aa] == 4  B == 2 }
/// ```
fn two_bishops(v: &View<'_>) -> bool {
    n(v.occupied()) == 4 && n(v.upper(B)) == 2
}

// ---------------------------------------------------------------- Légal

/// ```text
/// mate flipcolor rotate90 {
///     right 1 k & B
///     down 2 k & N
///     k attackedby [NB]
///     A attacks (k | [A_] attackedby k) == 3 }
/// ```
/// Variation: `k attackedby N`.
fn legal(v: &View<'_>, knight: bool) -> bool {
    let k = v.lower(K);
    let checkers = if knight {
        v.upper(N)
    } else {
        v.upper(N) | v.upper(B)
    };
    (v.step(Dir::Right, 1, k) & v.upper(B)).any()
        && (v.step(Dir::Down, 2, k) & v.upper(N)).any()
        && v.attacked_by(k, checkers).any()
        && n(v.attacks(
            v.upper_all(),
            k | v.attacked_by(v.upper_all() | v.empty(), k),
        )) == 3
}

// ---------------------------------------------------------------- Max Lange

/// ```text
/// mate flipcolor flip {
///     {Qg8 Bf7 kh7 [Nbnp]g7}
///     A attacks (_ attackedby k) == [g8,f7] }
/// ```
/// Variations: `flipvertical` or no geometric transform (the caller's
/// transforms); without the last line.
fn max_lange(v: &View<'_>, others: bool) -> bool {
    let blockers = v.upper(N) | v.lower(B) | v.lower(N) | v.lower(P);
    (v.upper(Q) & v.region("g8")).any()
        && (v.upper(B) & v.region("f7")).any()
        && (v.lower(K) & v.region("h7")).any()
        && (blockers & v.region("g7")).any()
        && (others || v.attacks(v.upper_all(), escapes(v)) == v.region("g8") | v.region("f7"))
}

// ---------------------------------------------------------------- Mayet and Opera

/// The variations of Mayet's mate.
#[derive(Clone, Copy, PartialEq)]
enum Mayet {
    Plain,
    TwoEmpty,
    DistantBishop,
}

/// `Ra-h8 attackedby ka-h8`.
fn edge_rook(v: &View<'_>) -> Bitboard {
    v.attacked_by(v.upper(R) & v.region("a-h8"), v.lower(K) & v.region("a-h8"))
}

/// ```text
/// mate flipcolor rotate90 {
///     $rook = Ra-h8 attackedby ka-h8
///     A attacks (_ attackedby k) == $rook
///     B attacks $rook }
/// ```
/// Variations: no `rotate90` (the caller's transforms);
/// `_ attackedby k > 1`; `between($rook B attacks $rook) > 0`.
fn mayet(v: &View<'_>, how: Mayet) -> bool {
    let rook = edge_rook(v);
    let e = escapes(v);
    let bishops = v.attacks(v.upper(B), rook);
    v.attacks(v.upper_all(), e) == rook
        && bishops.any()
        && (how != Mayet::TwoEmpty || n(e) > 1)
        && (how != Mayet::DistantBishop || between(rook, bishops).any())
}

/// ```text
/// mate flipcolor rotate90 {
///     $rook = Ra-h8 attackedby ka-h8
///     $bishop = B attacks $rook
///     A attacks (_ attackedby k) == $rook | $bishop
///     _ attackedby k attackedby $bishop == 1 }
/// ```
/// Variation: no `rotate90` (the caller's transforms).
fn opera(v: &View<'_>) -> bool {
    let rook = edge_rook(v);
    let bishop = v.attacks(v.upper(B), rook);
    let e = escapes(v);
    v.attacks(v.upper_all(), e) == rook | bishop && n(v.attacked_by(e, bishop)) == 1
}

// ---------------------------------------------------------------- Morphy and Pillsbury

/// ```text
/// mate flipcolor rotate90 {
///     kh8 ah7 _g8
///     A attacks g8 == Rg1-6
///     B attacks k }
/// ```
/// Variations: `flipvertical` for `rotate90` (the caller's transforms);
/// `ph7`; `[RQ]g1-6` for `Rg1-6` (the seed's text says to replace
/// `Rg1-6 attacks g8`, a line the query does not have).
fn morphy(v: &View<'_>, pawn: bool, queen: bool) -> bool {
    let g8 = v.region("g8");
    let front = if pawn { v.lower(P) } else { v.lower_all() };
    let cutters = if queen {
        v.upper(R) | v.upper(Q)
    } else {
        v.upper(R)
    };
    (v.lower(K) & v.region("h8")).any()
        && (front & v.region("h7")).any()
        && (v.empty() & g8).any()
        && v.attacks(v.upper_all(), g8) == cutters & v.region("g1-6")
        && v.attacks(v.upper(B), v.lower(K)).any()
}

/// ```text
/// mate flipcolor rotate90 {
///     ah7 af7 af8
///     Rg1-6 attacks kg8
///     B attacks h8 }
/// ```
/// Variations: `flipvertical` for `rotate90` (the caller's transforms);
/// `[BQ] attacks h8`.
fn pillsbury(v: &View<'_>, queen: bool) -> bool {
    let a = v.lower_all();
    let diagonal = if queen {
        v.upper(B) | v.upper(Q)
    } else {
        v.upper(B)
    };
    (a & v.region("h7")).any()
        && (a & v.region("f7")).any()
        && (a & v.region("f8")).any()
        && v.attacks(v.upper(R) & v.region("g1-6"), v.lower(K) & v.region("g8"))
            .any()
        && v.attacks(diagonal, v.region("h8")).any()
}

// ---------------------------------------------------------------- Réti

/// ```text
/// mate flipcolor rotate90 {
///     $bishop =? B & northeast 1 k
///     $supporter =? ray down ($bishop _ _ [RQ])
///     $guarded =? _ & southwest 1 k
///     a attackedby k == 4
///     A attacks ((_ attackedby k) & ~$guarded) == 1 }
/// ```
fn reti(v: &View<'_>) -> bool {
    let k = v.lower(K);
    let bishop = v.upper(B) & v.step(Dir::NorthEast, 1, k);
    let supporter = v.line_of(
        &[Dir::Down],
        &[bishop, v.empty(), v.empty(), v.upper(R) | v.upper(Q)],
    );
    let guarded = v.empty() & v.step(Dir::SouthWest, 1, k);
    bishop.any()
        && supporter.any()
        && guarded.any()
        && n(v.attacked_by(v.lower_all(), k)) == 4
        && n(v.attacks(v.upper_all(), escapes(v) - guarded)) == 1
}

// ---------------------------------------------------------------- Smothered

/// ```text
/// mate flipcolor { k attackedby N  . attackedby k & [A_] == [] }
/// ```
fn smothered(v: &View<'_>) -> bool {
    let k = v.lower(K);
    v.attacked_by(k, v.upper(N)).any()
        && (v.attacked_by(Bitboard::FULL, k) & (v.upper_all() | v.empty())).is_empty()
}

// ---------------------------------------------------------------- Stamma

/// ```text
/// mate flipcolor flipvertical { ka1 pa2  Kc1-2  k attackedby N }
/// ```
fn stamma(v: &View<'_>) -> bool {
    let k = v.lower(K);
    (k & v.region("a1")).any()
        && (v.lower(P) & v.region("a2")).any()
        && (v.upper(K) & v.region("c1-2")).any()
        && v.attacked_by(k, v.upper(N)).any()
}

/// Stamma's stricter variations, outside the pattern's transforms:
/// `flipcolor { wtm A == 2 }` (the mated side has its king and one more
/// piece) and `flipcolor { wtm a == 2 }` (so has the mating side).
fn stamma_bare(pos: &Position, mated: bool, mating: bool) -> bool {
    let side = pos.side_to_move();
    (!mated || pos.by_colour(side).count() == 2) && (!mating || pos.by_colour(!side).count() == 2)
}

// ---------------------------------------------------------------- Suffocation

/// ```text
/// mate flipcolor {
///     N attacks k
///     $escape_squares = _ attackedby k
///     $attacker = [BQ] attacks $escape_squares
///     A attacks $escape_squares == 1
///     rotate90 { northeast $attacker & $escape_squares == $escape_squares }
///     $escape_squares attackedby $attacker == $escape_squares }
/// ```
fn suffocation(v: &View<'_>) -> bool {
    let k = v.lower(K);
    let e = escapes(v);
    let attacker = v.attacks(v.upper(B) | v.upper(Q), e);
    v.attacks(v.upper(N), k).any()
        && n(v.attacks(v.upper_all(), e)) == 1
        && v.any(&[Rotate90], |w| w.ray(Dir::NorthEast, attacker) & e == e)
        && v.attacked_by(e, attacker) == e
}

// ---------------------------------------------------------------- Triangle

/// ```text
/// mate flipcolor rotate90 {
///     a & up 1 k
///     flipvertical { R & southwest 1 k  Q & southeast 1 k } }
/// ```
/// Variation: `_ attackedby k == 5`.
fn triangle(v: &View<'_>, open: bool) -> bool {
    let k = v.lower(K);
    (v.lower_all() & v.step(Dir::Up, 1, k)).any()
        && v.any(&[FlipVertical], |w| {
            (w.upper(R) & w.step(Dir::SouthWest, 1, k)).any()
                && (w.upper(Q) & w.step(Dir::SouthEast, 1, k)).any()
        })
        && (!open || n(escapes(v)) == 5)
}

// ---------------------------------------------------------------- Vuković

/// The variations of Vuković's mate.
#[derive(Clone, Copy, PartialEq)]
enum Vukovic {
    Plain,
    OpenFlanks,
    NotCorner,
    AnyDefender,
}

/// ```text
/// mate flipcolor rotate90 {
///     N & down 2 ka-h8
///     $rook =? R & down 1 ka-h8
///     (~[KPk]) attacks $rook == [] }
/// ```
/// Variations: `horizontal 1 k & [Aa] == []`; `kb-g8` for `ka-h8`; the
/// rook defended by any piece. The seed's text of the last breaks off
/// after its first line; it is read as dropping the line that asks for a
/// pawn or king defender.
fn vukovic(v: &View<'_>, how: Vukovic) -> bool {
    let edge = if how == Vukovic::NotCorner {
        "b-g8"
    } else {
        "a-h8"
    };
    let k = v.lower(K) & v.region(edge);
    let rook = v.upper(R) & v.step(Dir::Down, 1, k);
    let others = !(v.upper(K) | v.upper(P) | v.lower(K));
    let beside = HORIZONTAL
        .iter()
        .fold(Bitboard::EMPTY, |a, &d| a | v.step(d, 1, v.lower(K)));
    (v.upper(N) & v.step(Dir::Down, 2, k)).any()
        && rook.any()
        && (how == Vukovic::AnyDefender || v.attacks(others, rook).is_empty())
        && (how != Vukovic::OpenFlanks || (beside & v.occupied()).is_empty())
}

// ---------------------------------------------------------------- The registry

/// A registry entry.
macro_rules! entry {
    ($name:literal, $title:literal, $definition:expr, $matches:expr) => {
        Pattern {
            name: $name,
            title: $title,
            definition: $definition,
            matches: $matches,
        }
    };
}

const ANASTASIA: &str = "The mated king is on the edge of the board, attacked by an opposing rook. It is trapped on the edge by a friendly piece standing directly in front of it and by an opposing knight that attacks the remaining escape squares which must be empty.";
const ANDERSSEN: &str = "The mated king is attacked on its own back rank by an adjacent opposing rook on the same rank which is in turn supported by a pawn.";
const BALESTRA: &str = "The mated king is attacked by a bishop and all of the possible escape squares are attacked by an opposing queen a knight's move away. Additionally, none of the squares attacked by the queen are also attacked by the bishop and all of the squares surrounding the king that are attacked by the queen are empty.";
const BLIND_SWINE: &str = "The king, on his own first rank, is attacked by two opposing adjacent rooks on the king's second rank. One of the rooks checks the king while the other works with the checking rook to block escape squares while at the same time defending the checking rook.";
const BODEN: &str = "The mated king is attacked by an opposing bishop. All of the potential escape squares for the king are either attacked by one of two opposing bishops or occupied by friendly pieces. The rays formed by the lines of attack of the bishops intersect.";
const CORNER: &str = "The king is mated in a corner square, hemmed in by a friendly pawn directly in front of the king. A rook or queen controls the adjacent file preventing escape. A minor piece delivers the mating attack. Both potential escape squares on the file adjacent to the king must be empty.";
const COZIO: &str = "The mated king is attacked by a diagonally adjacent opposing queen which cuts off all escape squares except for the two that are a knight's move away from the queen which are instead occupied by friendly pieces that cannot capture the queen.";
const DAMIANO: &str = "The mated king and rook are in their short-castled positions with a friendly pawn directly in front, itself blocked by an opposing advanced pawn. Mate is delivered by the opposing queen, the advanced pawn both defending the queen and cutting off escape by the king in the other direction.";
const EPAULETTE: &str = "The king is attacked by a queen two or more squares in front of it and flanked on parallel sides by friendly pieces preventing sideways escape. The three squares in front of the king are either all empty or contain friendly pieces directly in front of the flanking pieces to form a so-called \"double epaulette\".";
const GUERIDON: &str = "The mated king is attacked by an orthogonally adjacent opposing queen which cuts off all escape squares except for the two that are a knight's move away from the queen which are instead occupied by friendly pieces that cannot capture the queen.";
const GRECO: &str = "The mated king resides in one of the three squares comprising a triangular region in one of the corners of the board. A rook or queen delivers mate from a distance on the edge of the board while a diagonally adjacent friendly pawn and an opposing bishop cut off the remaining escape squares. No other pieces participate in the attack.";
const HOOK: &str = "The mated king is attacked by an opposing adjacent rook which is defended by a knight that is also adjacent to the king, the knight being defended by a pawn. These three pieces work together to solely cover all squares around the gap between the rook and knight which is occupied by an opposing piece incapable of capturing the mating rook.";
const LEGAL: &str = "An opposing knight and bishop are positioned around the mated king such that all of the orthogonally adjacent squares are attacked by these pieces, the bishop covers two of the squares and the knight the other two, including the square occupied by the bishop. A third piece, either another knight or another bishop, delivers the mate. The squares diagonally adjacent to the king are either attacked by the third piece or occupied by friendly pieces.";
const MAX_LANGE: &str = "The king is attacked by a diagonally adjacent opposing queen on separate edges of the board around the corner square. An opposing bishop both defends the queen and attacks the escape square not covered by the queen due to the presence of a piece between the bishop and king. No other pieces directly participate in the attack.";
const MAYET: &str = "The king is mated on the edge of the board by an adjacent opposing rook which solely attacks all of the king's escape squares. The mating rook is defended by a bishop that does not otherwise participate in the attack.";
const MORPHY: &str = "The king is mated in the corner by an opposing bishop while a rook solely guards the other empty escape square on the adjacent file. A friendly adjacent piece prevents the king from escaping to the next rank.";
const OPERA: &str = "The king is mated on the edge of the board by an adjacent opposing rook which solely attacks all of the king's escape squares except one. A bishop both defends the rook and attacks the remaining escape square.";
const PILLSBURY: &str = "The king is mated on the edge of the board next to a corner square, by an opposing rook with escape to the empty corner square cut off by a bishop and all other squares surrounding the king occupied by friendly pieces.";
const STAMMA: &str = "The mated king is trapped in a corner of the board by one of its own pawns and the opposing king while attacked by an opposing knight.";
const TRIANGLE: &str = "The king is mated by a diagonally adjacent queen that resides in the corner of a 3 by 3 square box with a rook an adjacent corner. The rook both defends the queen and cuts off all escape squares not covered by the queen except for the one square on the middle of the edge opposite the edge with the rook and queen. The uncovered square is occupied by a friendly piece.";
const VUKOVIC: &str = "The king is mated on the edge of the board by an opposing adjacent rook which is defended by a pawn or king. A knight covers escape squares on the edge of the board.";

static ALL: &[Pattern] = &[
    entry!("check", "Check", "The side to move is in check.", checks::is_check),
    entry!("double-check", "Double check", "Two or more pieces give check to the side to move.", checks::is_double_check),
    entry!("mate", "Checkmate", "The side to move is in check and has no legal move.", checks::is_mate),
    entry!("stalemate", "Stalemate", "The side to move is not in check and has no legal move.", checks::is_stalemate),
    entry!("insufficient-material", "Insufficient mating material", "King against king, king and minor piece against king, or kings and bishops all on squares of one colour.", material::insufficient_material),
    // Anastasia
    entry!("anastasia", "Anastasia's Mate", ANASTASIA, |p| mate_and(p, FC_R90, |v| anastasia(v, Anastasia::Rook))),
    entry!("anastasia-pawn", "Anastasia's Mate (a pawn in front)", "Anastasia's mate where the friendly piece in front of the king is a pawn.", |p| mate_and(p, FC_R90, |v| anastasia(v, Anastasia::Pawn))),
    entry!("anastasia-second-rank", "Anastasia's Mate (on the second rank)", "Anastasia's mate with the king on its own second rank (kh7 in the query's frame).", |p| mate_and(p, FC_R90, |v| anastasia(v, Anastasia::SecondRank))),
    entry!("anastasia-queen", "Anastasia's Mate (rook or queen)", "Anastasia's mate where the attacking piece is a rook or a queen.", |p| mate_and(p, FC_R90, |v| anastasia(v, Anastasia::RookOrQueen))),
    // Anderssen
    entry!("anderssen", "Anderssen's Mate", ANDERSSEN, |p| mate_and(p, FC, |v| anderssen(v, false, false))),
    entry!("anderssen-pawn-attacked", "Anderssen's Mate (pawn attacked by the king)", "Anderssen's mate where the pawn supporting the rook is also attacked by the king.", |p| mate_and(p, FC, |v| anderssen(v, false, true))),
    entry!("anderssen-queen", "Anderssen's Mate (rook or queen)", "Anderssen's mate where the mating piece is a rook or a queen.", |p| mate_and(p, FC, |v| anderssen(v, true, false))),
    entry!("arabian", "Arabian Mate", "The mated king resides in a corner where it is attacked by an opposing adjacent rook. A knight both defends the rook and attacks the escape square diagonally adjacent to the mating rook.", |p| mate_and(p, FC_FLIP, arabian)),
    entry!("back-rank", "Backrank Mate", "The mated king is attacked on its own back rank by a non-adjacent opposing rook or queen on the same rank and the squares on the 7th rank that are reachable by the king are all occupied by friendly pieces.", |p| mate_and(p, FC, back_rank)),
    entry!("balestra", "Balestra Mate", BALESTRA, |p| mate_and(p, FC, |v| balestra(v, false))),
    entry!("balestra-open", "Balestra Mate (all squares around the king empty)", "Balestra mate where all of the squares surrounding the king are empty.", |p| mate_and(p, FC, |v| balestra(v, true))),
    entry!("bishop-and-knight", "Bishop & Knight Mate", "The mated side has no pieces besides the king while the mating side has only a bishop and a knight.", |p| mate_and(p, FC, bishop_and_knight)),
    entry!("blackburne", "Blackburne's Mate", "The mated king is attacked by an opposing bishop. All of the squares surrounding the king are either occupied by friendly pieces or empty squares attacked by an opposing bishop or knight. Two opposing bishops and one knight participate in the attack.", |p| mate_and(p, FC, blackburne)),
    entry!("blind-swine", "Blind Swine Mate", BLIND_SWINE, |p| mate_and(p, FC, |v| blind_swine(v, BlindSwine::Plain))),
    entry!("blind-swine-rooks-only", "Blind Swine Mate (only the rooks)", "Blind swine mate where no pieces besides the rooks attack the mated king's escape squares.", |p| mate_and(p, FC, |v| blind_swine(v, BlindSwine::RooksOnly))),
    entry!("blind-swine-non-adjacent", "Blind Swine Mate (rooks apart)", "Blind swine mate where the two rooks need not be adjacent.", |p| mate_and(p, FC, |v| blind_swine(v, BlindSwine::NonAdjacent))),
    entry!("boden", "Boden's Mate", BODEN, |p| mate_and(p, FC, |v| boden(v, Boden::Nothing))),
    entry!("boden-enemy-occupied", "Boden's Mate (opposing pieces around the king)", "Boden's mate where the squares not attacked by the bishops may be occupied by opposing pieces.", |p| mate_and(p, FC, |v| boden(v, Boden::Anything))),
    entry!("boden-bishop-attacked", "Boden's Mate (bishops attacked by the king)", "Boden's mate where the attacking bishops may be attacked by the mated king.", |p| mate_and(p, FC, |v| boden(v, Boden::BishopsOnly))),
    entry!("corner", "Corner Mate", CORNER, |p| mate_and(p, FC_FV, |v| corner(v, false))),
    entry!("corner-occupied", "Corner Mate (square beside the king occupied)", "Corner mate where the square horizontally adjacent to the king may be occupied.", |p| mate_and(p, FC_FV, |v| corner(v, true))),
    entry!("cozio", "Cozio's (Dovetail) Mate", COZIO, |p| mate_and(p, FC_R90, |v| swallow(v, Dir::SouthEast, [Dir::Up, Dir::Left], Tail::Plain))),
    entry!("cozio-queen-only", "Cozio's Mate (only the queen)", "Cozio's mate where the empty squares around the king are attacked by no opposing piece besides the queen.", |p| mate_and(p, FC_R90, |v| swallow(v, Dir::SouthEast, [Dir::Up, Dir::Left], Tail::QueenOnly))),
    entry!("cozio-opposing-flanks", "Cozio's Mate (pieces of either colour)", "Cozio's mate where the pieces a knight's move from the queen may be (defended) opposing pieces.", |p| mate_and(p, FC_R90, |v| swallow(v, Dir::SouthEast, [Dir::Up, Dir::Left], Tail::EitherColour))),
    entry!("damiano", "Damiano's Mate", DAMIANO, |p| mate_and(p, FC, |v| damiano(v, false))),
    entry!("damiano-occupied", "Damiano's Mate (square opposite the queen occupied)", "Damiano's mate where the square attacked by the supporting pawn, opposite the queen, may be occupied.", |p| mate_and(p, FC, |v| damiano(v, true))),
    entry!("epaulette", "Epaulette Mate", EPAULETTE, |p| mate_and(p, FC_R90, |v| epaulette(v, Epaulette::Plain))),
    entry!("epaulette-edge", "Epaulette Mate (on the edge)", "Epaulette mate with the mated king on the edge of the board.", |p| mate_and(p, FC_R90, |v| epaulette(v, Epaulette::Edge))),
    entry!("epaulette-horizontal", "Epaulette Mate (flanked horizontally)", "Epaulette mate where the flanking pieces stand beside the king on its rank.", |p| mate_and(p, FC, |v| epaulette(v, Epaulette::Plain))),
    entry!("epaulette-rooks", "Epaulette Mate (flanked by rooks)", "Epaulette mate where the flanking pieces are rooks.", |p| mate_and(p, FC_R90, |v| epaulette(v, Epaulette::Rooks))),
    entry!("gueridon", "Guéridon (Swallow's Tail) Mate", GUERIDON, |p| mate_and(p, FC_R90, |v| swallow(v, Dir::Down, [Dir::NorthEast, Dir::NorthWest], Tail::Plain))),
    entry!("gueridon-queen-only", "Guéridon Mate (only the queen)", "Guéridon mate where the empty squares around the king are attacked by no opposing piece besides the queen.", |p| mate_and(p, FC_R90, |v| swallow(v, Dir::Down, [Dir::NorthEast, Dir::NorthWest], Tail::QueenOnly))),
    entry!("gueridon-opposing-flanks", "Guéridon Mate (pieces of either colour)", "Guéridon mate where the pieces a knight's move from the queen may be (defended) opposing pieces.", |p| mate_and(p, FC_R90, |v| swallow(v, Dir::Down, [Dir::NorthEast, Dir::NorthWest], Tail::EitherColour))),
    entry!("greco", "Greco's Mate", GRECO, |p| mate_and(p, FC_R90, |v| greco(v, false))),
    entry!("greco-own-side", "Greco's Mate (on the king's own side)", "Greco's mate with the king mated on his own side of the board.", |p| mate_and(p, FC_FV, |v| greco(v, false))),
    entry!("greco-corner", "Greco's Mate (in the corner)", "Greco's mate with the mated king in a corner square.", |p| mate_and(p, FC_R90, |v| greco(v, true))),
    entry!("hook", "Hook Mate", HOOK, |p| mate_and(p, FC, |v| hook(v, false))),
    entry!("hook-bishop", "Hook Mate (pawn or bishop)", "Hook mate where the knight may be defended by a bishop instead of a pawn.", |p| mate_and(p, FC, |v| hook(v, true))),
    entry!("kill-box", "Kill Box Mate", "The king is mated by an orthogonally adjacent rook that resides in the corner of a 3 by 3 square box with a queen in the opposite corner of the box. The queen both defends the rook and cuts off all escape squares not covered by the rook.", |p| mate_and(p, FC_R90, kill_box)),
    entry!("king-and-two-bishops", "King & Two Bishops Mate", "The mated side has no pieces besides the king while the mating side has only two bishops.", |p| mate_and(p, FC, two_bishops)),
    entry!("legal", "Légal's Mate", LEGAL, |p| mate_and(p, FC_R90, |v| legal(v, false))),
    entry!("legal-knight", "Légal's Mate (knight mates)", "Légal's mate where the piece attacking the king is a knight.", |p| mate_and(p, FC_R90, |v| legal(v, true))),
    entry!("max-lange", "Max Lange's Mate", MAX_LANGE, |p| mate_and(p, FC_FLIP, |v| max_lange(v, false))),
    entry!("max-lange-edge-file", "Max Lange's Mate (on the a- or h-file)", "Max Lange's mate with the mated king on its side of the board on the a- or h-file.", |p| mate_and(p, FC_FV, |v| max_lange(v, false))),
    entry!("max-lange-h7", "Max Lange's Mate (on h7)", "Max Lange's mate with the mated king on h7 (h2 for the white king).", |p| mate_and(p, FC, |v| max_lange(v, false))),
    entry!("max-lange-others", "Max Lange's Mate (other pieces may help)", "Max Lange's mate where other pieces may participate in the attack.", |p| mate_and(p, FC_FLIP, |v| max_lange(v, true))),
    entry!("mayet", "Mayet's Mate", MAYET, |p| mate_and(p, FC_R90, |v| mayet(v, Mayet::Plain))),
    entry!("mayet-back-rank", "Mayet's Mate (on the back rank)", "Mayet's mate with the king mated on his own back rank.", |p| mate_and(p, FC, |v| mayet(v, Mayet::Plain))),
    entry!("mayet-two-empty", "Mayet's Mate (two empty squares)", "Mayet's mate with at least two empty squares around the king (not in the corner).", |p| mate_and(p, FC_R90, |v| mayet(v, Mayet::TwoEmpty))),
    entry!("mayet-distant-bishop", "Mayet's Mate (bishop at a distance)", "Mayet's mate where the bishop defends the rook from a distance.", |p| mate_and(p, FC_R90, |v| mayet(v, Mayet::DistantBishop))),
    entry!("morphy", "Morphy's Mate", MORPHY, |p| mate_and(p, FC_R90, |v| morphy(v, false, false))),
    entry!("morphy-back-rank", "Morphy's Mate (on the back rank)", "Morphy's mate with the king mated on its own back rank.", |p| mate_and(p, FC_FV, |v| morphy(v, false, false))),
    entry!("morphy-pawn", "Morphy's Mate (a pawn in front)", "Morphy's mate where the friendly obstructing piece is a pawn.", |p| mate_and(p, FC_R90, |v| morphy(v, true, false))),
    entry!("morphy-queen", "Morphy's Mate (rook or queen)", "Morphy's mate where a rook or a queen cuts the king off from the adjacent file.", |p| mate_and(p, FC_R90, |v| morphy(v, false, true))),
    entry!("opera", "Opera Mate", OPERA, |p| mate_and(p, FC_R90, opera)),
    entry!("opera-back-rank", "Opera Mate (on the back rank)", "Opera mate with the king mated on his own back rank.", |p| mate_and(p, FC, opera)),
    entry!("pillsbury", "Pillsbury's Mate", PILLSBURY, |p| mate_and(p, FC_R90, |v| pillsbury(v, false))),
    entry!("pillsbury-back-rank", "Pillsbury's Mate (on the back rank)", "Pillsbury's mate with the king mated on its own back rank.", |p| mate_and(p, FC_FV, |v| pillsbury(v, false))),
    entry!("pillsbury-queen", "Pillsbury's Mate (bishop or queen)", "Pillsbury's mate where a bishop or a queen cuts off the corner square.", |p| mate_and(p, FC_R90, |v| pillsbury(v, true))),
    entry!("reti", "Réti's Mate", "The mated king is surrounded by 4 friendly pieces. Mate is delivered by an opposing bishop that both attacks the king and guards one of the empty squares on the other side of the king. The remaining two potential escape squares are covered by a rook or queen which also defends the bishop at a distance (of at least two squares).", |p| mate_and(p, FC_R90, reti)),
    entry!("smothered", "Smothered Mate", "The mated king is attacked by a knight and is completely surrounded by friendly pieces.", |p| mate_and(p, FC, smothered)),
    entry!("stamma", "Stamma's Mate", STAMMA, |p| mate_and(p, FC_FV, stamma)),
    entry!("stamma-bare-mated", "Stamma's Mate (mated side bare)", "Stamma's mate where the mated side has no pieces besides its king and pawn.", |p| Ok(mate_and(p, FC_FV, stamma)? && stamma_bare(p, true, false))),
    entry!("stamma-bare-mating", "Stamma's Mate (mating side bare)", "Stamma's mate where the mating side has no pieces besides its king and knight.", |p| Ok(mate_and(p, FC_FV, stamma)? && stamma_bare(p, false, true))),
    entry!("stamma-bare", "Stamma's Mate (no other pieces)", "Stamma's mate with no other pieces on the board.", |p| Ok(mate_and(p, FC_FV, stamma)? && stamma_bare(p, true, true))),
    entry!("suffocation", "Suffocation Mate", "The king is checked by an opposing knight. All of the empty squares surrounding the king (of which there must at least be one) reside along a single diagonal which is attacked by a bishop or a queen.", |p| mate_and(p, FC, suffocation)),
    entry!("triangle", "Triangle Mate", TRIANGLE, |p| mate_and(p, FC_R90, |v| triangle(v, false))),
    entry!("triangle-open", "Triangle Mate (other squares empty)", "Triangle mate where the remaining squares around the king are empty.", |p| mate_and(p, FC_R90, |v| triangle(v, true))),
    entry!("vukovic", "Vuković's Mate", VUKOVIC, |p| mate_and(p, FC_R90, |v| vukovic(v, Vukovic::Plain))),
    entry!("vukovic-open-flanks", "Vuković's Mate (flanks empty)", "Vuković's mate where the squares flanking the king are empty.", |p| mate_and(p, FC_R90, |v| vukovic(v, Vukovic::OpenFlanks))),
    entry!("vukovic-not-corner", "Vuković's Mate (not in the corner)", "Vuković's mate with the king not in a corner square.", |p| mate_and(p, FC_R90, |v| vukovic(v, Vukovic::NotCorner))),
    entry!("vukovic-any-defender", "Vuković's Mate (any defender)", "Vuković's mate where the checking rook may be defended by any piece.", |p| mate_and(p, FC_R90, |v| vukovic(v, Vukovic::AnyDefender))),
];
