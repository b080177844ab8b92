//! A small rendering of CQL's set language over one position, in which the
//! mating-pattern queries of [`crate::patterns`] are written line by line.
//!
//! A [`View`] is the position seen through one of CQL's transforms
//! (`flipcolor`, `flip`, `rotate90`, `flipvertical`, `fliphorizontal`): the
//! query's square names and directions are mapped by the transform, and
//! under `flipcolor` its upper-case pieces (`A`, `K`, `Q`, …) are Black's
//! and its lower-case ones White's. What pieces attack is always computed
//! on the real board (a pawn attacks forward, whatever the transform), as
//! CQL transforms the query, not the position.
//!
//! As in CQL, `X attacks Y` is the set of pieces of `X` attacking a square
//! of `Y` (pins ignored, line pieces stopped by the first piece they meet)
//! and `Y attackedby X` the set of squares of `Y` attacked by a piece of
//! `X`.

use nightrider_board::{Bitboard, Colour, PieceKind, Position, Square};
use nightrider_movegen::{attacks, orthodox::piece_attacks};

/// One of the eight symmetries of the square, as an integer matrix acting
/// on coordinates centred on the board's middle (`u = 2x - 7`, `v = 2y - 7`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Symmetry([[i32; 2]; 2]);

impl Symmetry {
    /// The identity.
    pub(crate) const ID: Symmetry = Symmetry([[1, 0], [0, 1]]);
    /// A quarter turn.
    const R90: Symmetry = Symmetry([[0, 1], [-1, 0]]);
    /// A half turn.
    const R180: Symmetry = Symmetry([[-1, 0], [0, -1]]);
    /// Three quarter turns.
    const R270: Symmetry = Symmetry([[0, -1], [1, 0]]);
    /// Files mirrored (a <-> h): CQL's `flipvertical`.
    const MIRROR_FILES: Symmetry = Symmetry([[-1, 0], [0, 1]]);
    /// Ranks mirrored (1 <-> 8): CQL's `fliphorizontal`.
    const MIRROR_RANKS: Symmetry = Symmetry([[1, 0], [0, -1]]);
    /// The main diagonal's reflection (a8 <-> h1).
    const DIAGONAL: Symmetry = Symmetry([[0, 1], [1, 0]]);
    /// The other diagonal's reflection (a1 <-> h8).
    const ANTI_DIAGONAL: Symmetry = Symmetry([[0, -1], [-1, 0]]);

    /// `self` after `inner` (`inner` applied first).
    fn after(self, inner: Symmetry) -> Symmetry {
        let (a, b) = (self.0, inner.0);
        let mut m = [[0; 2]; 2];
        for (i, row) in m.iter_mut().enumerate() {
            for (j, cell) in row.iter_mut().enumerate() {
                *cell = a[i][0] * b[0][j] + a[i][1] * b[1][j];
            }
        }
        Symmetry(m)
    }

    /// The vector `(dx, dy)` mapped.
    fn vector(self, dx: i32, dy: i32) -> (i32, i32) {
        let m = self.0;
        (m[0][0] * dx + m[0][1] * dy, m[1][0] * dx + m[1][1] * dy)
    }

    /// The square `(x, y)` mapped.
    fn square(self, x: i32, y: i32) -> (i32, i32) {
        let (u, v) = self.vector(2 * x - 7, 2 * y - 7);
        ((u + 7) / 2, (v + 7) / 2)
    }
}

/// A CQL transform: the symmetries it ranges over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Transform {
    /// `flipcolor`: the colours swapped (ranks mirrored with them).
    FlipColor,
    /// `flip`: the eight symmetries of the board.
    Flip,
    /// `rotate90`: the four rotations.
    Rotate90,
    /// `flipvertical`: the files mirrored or not.
    FlipVertical,
    /// `fliphorizontal`: the ranks mirrored or not.
    FlipHorizontal,
}

impl Transform {
    /// The symmetries of a geometric transform (for `FlipColor`, the
    /// identity: its rank mirror goes with the colour swap).
    fn symmetries(self) -> &'static [Symmetry] {
        match self {
            Transform::FlipColor => &[Symmetry::ID],
            Transform::Flip => &[
                Symmetry::ID,
                Symmetry::R90,
                Symmetry::R180,
                Symmetry::R270,
                Symmetry::MIRROR_FILES,
                Symmetry::MIRROR_RANKS,
                Symmetry::DIAGONAL,
                Symmetry::ANTI_DIAGONAL,
            ],
            Transform::Rotate90 => &[Symmetry::ID, Symmetry::R90, Symmetry::R180, Symmetry::R270],
            Transform::FlipVertical => &[Symmetry::ID, Symmetry::MIRROR_FILES],
            Transform::FlipHorizontal => &[Symmetry::ID, Symmetry::MIRROR_RANKS],
        }
    }
}

/// A direction of CQL's direction filters, as written in the query.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Dir {
    /// Towards the eighth rank.
    Up,
    /// Towards the first rank.
    Down,
    /// Towards the a-file.
    Left,
    /// Towards the h-file.
    Right,
    /// Up and right.
    NorthEast,
    /// Up and left.
    NorthWest,
    /// Down and right.
    SouthEast,
    /// Down and left.
    SouthWest,
}

impl Dir {
    /// The unit vector `(dx, dy)`.
    fn vector(self) -> (i32, i32) {
        match self {
            Dir::Up => (0, 1),
            Dir::Down => (0, -1),
            Dir::Left => (-1, 0),
            Dir::Right => (1, 0),
            Dir::NorthEast => (1, 1),
            Dir::NorthWest => (-1, 1),
            Dir::SouthEast => (1, -1),
            Dir::SouthWest => (-1, -1),
        }
    }
}

/// CQL's `horizontal`: left and right.
pub(crate) const HORIZONTAL: &[Dir] = &[Dir::Left, Dir::Right];
/// CQL's `maindiagonal`: the a1-h8 direction, both ways.
pub(crate) const MAIN_DIAGONAL: &[Dir] = &[Dir::NorthEast, Dir::SouthWest];
/// CQL's `offdiagonal`: the a8-h1 direction, both ways.
pub(crate) const OFF_DIAGONAL: &[Dir] = &[Dir::NorthWest, Dir::SouthEast];

/// A position seen through one combination of transforms.
#[derive(Clone, Copy)]
pub(crate) struct View<'a> {
    pos: &'a Position,
    /// The query's coordinates to the board's (before the colour swap).
    symmetry: Symmetry,
    /// Whether `flipcolor` swapped the colours (and mirrored the ranks).
    swapped: bool,
}

impl<'a> View<'a> {
    /// The position as the query is written.
    pub(crate) fn new(pos: &'a Position) -> View<'a> {
        View {
            pos,
            symmetry: Symmetry::ID,
            swapped: false,
        }
    }

    /// Whether `body` holds in some view of the nested transforms
    /// `transforms` (outermost first), as CQL's transforms of a Boolean
    /// filter: `flipcolor rotate90 { … }` is `any(&[FlipColor, Rotate90], …)`.
    pub(crate) fn any(&self, transforms: &[Transform], body: impl Fn(&View<'a>) -> bool) -> bool {
        self.views(transforms).iter().any(body)
    }

    /// The union over the views of `transforms` of the set `body` gives, as
    /// CQL's transforms of a set filter (`flip northeast 1 up 1 k`).
    pub(crate) fn union(
        &self,
        transforms: &[Transform],
        body: impl Fn(&View<'a>) -> Bitboard,
    ) -> Bitboard {
        self.views(transforms)
            .iter()
            .fold(Bitboard::EMPTY, |acc, v| acc | body(v))
    }

    /// Every view of the nested transforms.
    fn views(&self, transforms: &[Transform]) -> Vec<View<'a>> {
        let mut views = vec![*self];
        for t in transforms {
            let mut next = Vec::new();
            for v in &views {
                if *t == Transform::FlipColor {
                    next.push(*v);
                    next.push(View {
                        swapped: !v.swapped,
                        ..*v
                    });
                } else {
                    for s in t.symmetries() {
                        next.push(View {
                            symmetry: v.symmetry.after(*s),
                            ..*v
                        });
                    }
                }
            }
            views = next;
        }
        views
    }

    /// The board square of the query's `(x, y)`.
    fn map(&self, x: i32, y: i32) -> Square {
        let (x, y) = self.symmetry.square(x, y);
        let y = if self.swapped { 7 - y } else { y };
        Square::from_xy(x, y).expect("a symmetry keeps squares on the board")
    }

    /// The board vector of the query's direction.
    fn vector(&self, dir: Dir) -> (i32, i32) {
        let (dx, dy) = dir.vector();
        let (dx, dy) = self.symmetry.vector(dx, dy);
        (dx, if self.swapped { -dy } else { dy })
    }

    /// The colour of the query's upper-case pieces.
    fn upper_colour(&self) -> Colour {
        if self.swapped {
            Colour::Black
        } else {
            Colour::White
        }
    }

    /// CQL's upper-case piece designator (`K`, `Q`, …): the pieces of that
    /// kind of the view's upper-case side.
    pub(crate) fn upper(&self, kind: PieceKind) -> Bitboard {
        self.pos.pieces(kind, self.upper_colour())
    }

    /// CQL's lower-case piece designator (`k`, `q`, …).
    pub(crate) fn lower(&self, kind: PieceKind) -> Bitboard {
        self.pos.pieces(kind, !self.upper_colour())
    }

    /// CQL's `A`: every upper-case piece.
    pub(crate) fn upper_all(&self) -> Bitboard {
        self.pos.by_colour(self.upper_colour())
    }

    /// CQL's `a`: every lower-case piece.
    pub(crate) fn lower_all(&self) -> Bitboard {
        self.pos.by_colour(!self.upper_colour())
    }

    /// CQL's `_`: the empty squares.
    pub(crate) fn empty(&self) -> Bitboard {
        !self.pos.occupied()
    }

    /// CQL's `[Aa]`: the occupied squares.
    pub(crate) fn occupied(&self) -> Bitboard {
        self.pos.occupied()
    }

    /// A CQL square designator as written in the query: `h8`, `a-h8`,
    /// `h1-8`, `g-h7-8`, mapped to the board.
    ///
    /// # Panics
    /// On a malformed designator (the designators are the crate's own
    /// constants).
    pub(crate) fn region(&self, text: &str) -> Bitboard {
        let b = text.as_bytes();
        let (files, rest) = if b.len() >= 3 && b[1] == b'-' && b[2].is_ascii_lowercase() {
            ((b[0], b[2]), &b[3..])
        } else {
            ((b[0], b[0]), &b[1..])
        };
        let ranks = match rest {
            [r] => (*r, *r),
            [r1, b'-', r2] => (*r1, *r2),
            _ => panic!("bad square designator {text}"),
        };
        let mut set = Bitboard::EMPTY;
        for f in files.0..=files.1 {
            for r in ranks.0..=ranks.1 {
                set.insert(self.map(i32::from(f - b'a'), i32::from(r - b'1')));
            }
        }
        set
    }

    /// CQL's `dir n X`: the squares exactly `n` steps from a square of `set`.
    pub(crate) fn step(&self, dir: Dir, n: i32, set: Bitboard) -> Bitboard {
        let (dx, dy) = self.vector(dir);
        set.into_iter()
            .filter_map(|s| s.offset(dx * n, dy * n))
            .collect()
    }

    /// CQL's `dir X`: every square in that direction from a square of
    /// `set`, to the edge of the board (whatever stands on the way).
    pub(crate) fn ray(&self, dir: Dir, set: Bitboard) -> Bitboard {
        let (dx, dy) = self.vector(dir);
        let mut out = Bitboard::EMPTY;
        for s in set {
            let mut cur = s.offset(dx, dy);
            while let Some(t) = cur {
                out.insert(t);
                cur = t.offset(dx, dy);
            }
        }
        out
    }

    /// CQL's `ray dirs (s1 s2 … sn)`: the squares of `sn` ending a line in
    /// one of `dirs` that starts on a square of `s1` and passes through a
    /// square of each following set in turn, all other squares between
    /// them empty.
    pub(crate) fn line_of(&self, dirs: &[Dir], sets: &[Bitboard]) -> Bitboard {
        let mut out = Bitboard::EMPTY;
        for &dir in dirs {
            let v = self.vector(dir);
            for start in sets[0] {
                out |= self.extend(start, v, &sets[1..]);
            }
        }
        out
    }

    /// The ends of the lines from `from` along `v` through `rest`.
    fn extend(&self, from: Square, v: (i32, i32), rest: &[Bitboard]) -> Bitboard {
        let Some((first, tail)) = rest.split_first() else {
            return Bitboard::from_square(from);
        };
        let mut out = Bitboard::EMPTY;
        let mut cur = from.offset(v.0, v.1);
        while let Some(s) = cur {
            if first.contains(s) {
                out |= self.extend(s, v, tail);
            }
            if self.pos.occupied().contains(s) {
                break;
            }
            cur = s.offset(v.0, v.1);
        }
        out
    }

    /// The squares the piece on `from` attacks (empty for an empty square).
    fn reach(&self, from: Square) -> Bitboard {
        self.pos.piece_at(from).map_or(Bitboard::EMPTY, |p| {
            piece_attacks(p.kind, p.colour, from, self.pos.occupied()).unwrap_or(Bitboard::EMPTY)
        })
    }

    /// CQL's `X attacks Y`: the pieces of `x` attacking a square of `y`.
    pub(crate) fn attacks(&self, x: Bitboard, y: Bitboard) -> Bitboard {
        (x & self.pos.occupied())
            .into_iter()
            .filter(|&s| (self.reach(s) & y).any())
            .collect()
    }

    /// CQL's `Y attackedby X`: the squares of `y` attacked by a piece of `x`.
    pub(crate) fn attacked_by(&self, y: Bitboard, x: Bitboard) -> Bitboard {
        let reach = (x & self.pos.occupied())
            .into_iter()
            .fold(Bitboard::EMPTY, |acc, s| acc | self.reach(s));
        y & reach
    }
}

/// CQL's `between(X Y)`: the squares strictly between a square of `x` and
/// a square of `y` on a common line.
pub(crate) fn between(x: Bitboard, y: Bitboard) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    for a in x {
        for b in y {
            out |= attacks::between(a, b);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_transforms_have_their_sizes_and_are_distinct() {
        let pos = Position::empty();
        let v = View::new(&pos);
        let squares = |t: &[Transform]| -> Vec<(bool, Square)> {
            let mut all: Vec<_> = v
                .views(t)
                .iter()
                .map(|w| (w.swapped, w.region("b1").first().unwrap()))
                .collect();
            all.sort();
            all.dedup();
            all
        };
        assert_eq!(squares(&[Transform::Flip]).len(), 8);
        assert_eq!(squares(&[Transform::Rotate90]).len(), 4);
        assert_eq!(
            squares(&[Transform::FlipColor, Transform::Rotate90]).len(),
            8
        );
        assert_eq!(
            squares(&[Transform::FlipVertical]),
            vec![(false, Square::B1), (false, Square::G1)]
        );
        assert_eq!(
            squares(&[Transform::FlipColor]),
            vec![(false, Square::B1), (true, Square::B8)]
        );
    }

    #[test]
    fn regions_and_directions_map_with_the_view() {
        let pos = Position::empty();
        let v = View::new(&pos);
        assert_eq!(
            v.region("a-h8"),
            Bitboard::rank(nightrider_board::Rank::new(7).unwrap())
        );
        assert_eq!(v.region("g-h7-8").count(), 4);
        let e4 = Bitboard::from_square(Square::E4);
        assert_eq!(v.step(Dir::Up, 1, e4), Bitboard::from_square(Square::E5));
        assert_eq!(v.ray(Dir::SouthWest, e4).count(), 3);
        let flipped = v.views(&[Transform::FlipColor])[1];
        assert_eq!(
            flipped.step(Dir::Up, 1, e4),
            Bitboard::from_square(Square::E3)
        );
        assert_eq!(flipped.region("h8"), Bitboard::from_square(Square::H1));
    }

    #[test]
    fn ray_requires_empty_squares_between() {
        let pos: Position = "4k3/8/8/8/8/8/8/4Q2K w - - 0 1".parse().unwrap();
        let v = View::new(&pos);
        let k = v.lower(PieceKind::KING);
        let q = v.upper(PieceKind::QUEEN);
        assert_eq!(v.line_of(&[Dir::Down], &[k, v.empty(), q]), q);
        let seven = [
            k,
            v.empty(),
            v.empty(),
            v.empty(),
            v.empty(),
            v.empty(),
            v.empty(),
            v.empty(),
            q,
        ];
        assert!(v.line_of(&[Dir::Down], &seven).is_empty());
        let six = [
            k,
            v.empty(),
            v.empty(),
            v.empty(),
            v.empty(),
            v.empty(),
            v.empty(),
            q,
        ];
        assert_eq!(
            v.line_of(&[Dir::Down], &six),
            q,
            "six empty squares between"
        );
        assert!(v.line_of(&[Dir::Up], &[k, v.empty(), q]).is_empty());
        let blocked: Position = "4k3/8/8/4n3/8/8/8/4Q2K w - - 0 1".parse().unwrap();
        let w = View::new(&blocked);
        assert!(w.line_of(&[Dir::Down], &[k, w.empty(), q]).is_empty());
    }
}
