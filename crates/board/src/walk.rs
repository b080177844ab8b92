//! Walk descriptors: pieces as data.
//!
//! A [`Walk`] is a union of [`Component`]s. Each component says *from which
//! vectors* a piece starts ([`Atom`] + [`Dirs`]), *how the path continues*
//! after the first step ([`Path`]), *what happens on the path* ([`Action`]:
//! slide, hop, locust capture, equihop, …), *how far* ([`Component::range`])
//! and *which targets count* ([`Mode`]: moves to empty squares, captures of
//! enemy pieces). Walks that no component can express are listed in
//! [`SpecialWalk`].
//!
//! # Conventions a move generator relies on
//!
//! * Vectors are `(dx, dy)` in files/ranks **from White's point of view**;
//!   "forward" is `dy > 0`. For a Black piece every `dy` is negated (the
//!   walk is mirrored top-bottom); left/right are **not** mirrored (Betza's
//!   `l`/`r` are absolute files seen from White).
//! * A *path* is the sequence of squares `s1, s2, …` visited by successive
//!   steps. Squares strictly *between* the start and `s1` (or between `sk`
//!   and `sk+1`) are jumped over unless the path is lame ([`Path::Lame`],
//!   [`Path::LameDiagonalFirst`]).
//! * "Empty" means no piece of either colour; "enemy" means a piece the
//!   moving side may capture (the conditions crate refines this).
//! * [`Component::range`] is the maximal number of path steps; `1` is a
//!   leaper, [`UNLIMITED`] rides until blocked or off the board.
//!
//! ```
//! use nightrider_board::walk::{Atom, Component, Walk};
//! let knight = Walk::new(vec![Component::leaper(Atom::N)], false).unwrap();
//! assert_eq!(knight.components().len(), 1);
//! assert_eq!(Atom::N.vectors().count(), 8);
//! ```

use bitflags::bitflags;
use std::fmt;

/// Range value meaning "no limit": ride until blocked or off the board.
pub const UNLIMITED: u8 = u8::MAX;

/// The shape class of an atom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AtomClass {
    /// `(0, n)`: four vectors along ranks and files.
    Orthogonal,
    /// `(n, n)`: four diagonal vectors.
    Diagonal,
    /// `(a, b)` with `0 < a < b`: eight vectors.
    Oblique,
}

/// A leap `(a, b)`, normalised so that `a <= b`, `b > 0`, `b <= 7`.
///
/// Its vectors are numbered clockwise starting forward-right, so that
/// consecutive indices are neighbouring directions (used by the rose):
/// oblique `(a,b),(b,a),(b,-a),(a,-b),(-a,-b),(-b,-a),(-b,a),(-a,b)`;
/// orthogonal `(0,b),(b,0),(0,-b),(-b,0)`; diagonal `(a,a),(a,-a),(-a,-a),(-a,a)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Atom {
    a: u8,
    b: u8,
}

impl Atom {
    /// Wazir (0,1).
    pub const W: Atom = Atom { a: 0, b: 1 };
    /// Fers (1,1).
    pub const F: Atom = Atom { a: 1, b: 1 };
    /// Dabbaba (0,2).
    pub const D: Atom = Atom { a: 0, b: 2 };
    /// Knight (1,2).
    pub const N: Atom = Atom { a: 1, b: 2 };
    /// Alfil (2,2).
    pub const A: Atom = Atom { a: 2, b: 2 };
    /// Threeleaper (0,3).
    pub const H: Atom = Atom { a: 0, b: 3 };
    /// Camel (1,3).
    pub const C: Atom = Atom { a: 1, b: 3 };
    /// Zebra (2,3).
    pub const Z: Atom = Atom { a: 2, b: 3 };
    /// Tripper (3,3).
    pub const G: Atom = Atom { a: 3, b: 3 };

    /// The atom `(x, y)` in any order and sign; `None` for `(0,0)` or a
    /// coordinate beyond 7.
    pub const fn new(x: i32, y: i32) -> Option<Atom> {
        let x = x.unsigned_abs();
        let y = y.unsigned_abs();
        let (a, b) = if x <= y { (x, y) } else { (y, x) };
        if b == 0 || b > 7 {
            None
        } else {
            Some(Atom {
                a: a as u8,
                b: b as u8,
            })
        }
    }

    /// The smaller coordinate.
    pub const fn a(self) -> u8 {
        self.a
    }

    /// The larger coordinate.
    pub const fn b(self) -> u8 {
        self.b
    }

    /// Orthogonal, diagonal or oblique.
    pub const fn class(self) -> AtomClass {
        if self.a == 0 {
            AtomClass::Orthogonal
        } else if self.a == self.b {
            AtomClass::Diagonal
        } else {
            AtomClass::Oblique
        }
    }

    /// Number of distinct vectors (4 or 8).
    pub const fn vector_count(self) -> usize {
        match self.class() {
            AtomClass::Oblique => 8,
            _ => 4,
        }
    }

    /// The `i`-th vector (see the type's documentation for the order).
    pub const fn vector(self, i: usize) -> Option<(i8, i8)> {
        let a = self.a as i8;
        let b = self.b as i8;
        match self.class() {
            AtomClass::Oblique => match i {
                0 => Some((a, b)),
                1 => Some((b, a)),
                2 => Some((b, -a)),
                3 => Some((a, -b)),
                4 => Some((-a, -b)),
                5 => Some((-b, -a)),
                6 => Some((-b, a)),
                7 => Some((-a, b)),
                _ => None,
            },
            AtomClass::Orthogonal => match i {
                0 => Some((0, b)),
                1 => Some((b, 0)),
                2 => Some((0, -b)),
                3 => Some((-b, 0)),
                _ => None,
            },
            AtomClass::Diagonal => match i {
                0 => Some((a, a)),
                1 => Some((a, -a)),
                2 => Some((-a, -a)),
                3 => Some((-a, a)),
                _ => None,
            },
        }
    }

    /// Index of vector `v`, if it belongs to this atom.
    pub fn index_of(self, v: (i8, i8)) -> Option<usize> {
        (0..self.vector_count()).find(|&i| self.vector(i) == Some(v))
    }

    /// All vectors in index order.
    pub fn vectors(self) -> impl Iterator<Item = (i8, i8)> {
        (0..self.vector_count()).filter_map(move |i| self.vector(i))
    }

    /// The Betza letter of this atom, if it has one.
    pub const fn letter(self) -> Option<char> {
        match (self.a, self.b) {
            (0, 1) => Some('W'),
            (1, 1) => Some('F'),
            (0, 2) => Some('D'),
            (1, 2) => Some('N'),
            (2, 2) => Some('A'),
            (0, 3) => Some('H'),
            (1, 3) => Some('C'),
            (2, 3) => Some('Z'),
            (3, 3) => Some('G'),
            _ => None,
        }
    }

    /// The atom of a Betza letter.
    pub const fn from_letter(c: char) -> Option<Atom> {
        match c {
            'W' => Some(Atom::W),
            'F' => Some(Atom::F),
            'D' => Some(Atom::D),
            'N' => Some(Atom::N),
            'A' => Some(Atom::A),
            'H' => Some(Atom::H),
            'C' => Some(Atom::C),
            'Z' => Some(Atom::Z),
            'G' => Some(Atom::G),
            _ => None,
        }
    }

    /// Whether the atom is one square long (W or F).
    pub const fn is_unit(self) -> bool {
        self.b == 1
    }
}

impl fmt::Display for Atom {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.letter() {
            Some(c) => write!(f, "{c}"),
            None => write!(f, "({},{})", self.a, self.b),
        }
    }
}

/// A set of an atom's vectors, as a bitmask over [`Atom::vector`] indices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Dirs(pub u8);

impl Dirs {
    /// Every vector of the atom.
    pub const fn all(atom: Atom) -> Dirs {
        Dirs(if atom.vector_count() == 8 { 0xff } else { 0x0f })
    }

    /// Whether no vector is selected.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether vector index `i` is selected.
    pub const fn contains(self, i: usize) -> bool {
        i < 8 && self.0 & (1 << i) != 0
    }

    /// The selected vectors of `atom`.
    pub fn vectors(self, atom: Atom) -> impl Iterator<Item = (usize, (i8, i8))> {
        (0..atom.vector_count())
            .filter(move |&i| self.contains(i))
            .filter_map(move |i| atom.vector(i).map(|v| (i, v)))
    }

    /// The vectors of `atom` for which `pred(dx, dy)` holds.
    pub fn select(atom: Atom, pred: impl Fn(i8, i8) -> bool) -> Dirs {
        let mut m = 0u8;
        for (i, (dx, dy)) in atom.vectors().enumerate() {
            if pred(dx, dy) {
                m |= 1 << i;
            }
        }
        Dirs(m)
    }
}

bitflags! {
    /// Which targets a component produces.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub struct Mode: u8 {
        /// Non-capturing moves to empty squares (Betza `m`).
        const MOVE = 1;
        /// Captures of an enemy piece on the target (Betza `c`); for
        /// [`Action::Locust`] the capture of the hopped piece.
        const CAPTURE = 2;
        /// The capture may also be made en passant (XBetza `e`): onto the
        /// square a pawn just passed with a multi-step move, removing it
        /// (for [`Action::Locust`]: jumping that square).
        const EN_PASSANT = 4;
    }
}

/// How the squares after the first step are produced.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Path {
    /// Repeat the same vector. Squares strictly between path squares are
    /// jumped over (a (1,2)-rider ignores the squares a knight passes).
    Straight,
    /// As `Straight`, but each step is *lame* (Betza `n`): it is blocked by
    /// a piece on a square it passes. For orthogonal/diagonal atoms these are
    /// the unit steps inside the leap (`nD` passes the W square). For an
    /// oblique `(a,b)` leap the step goes orthogonally first along the longer
    /// coordinate (`b-a` unit W steps) and then diagonally (`a` F steps); all
    /// squares before the step's end are passed (`nN` = mao: blocked on the
    /// orthogonally adjacent square).
    Lame,
    /// Oblique atoms only: like `Lame` but diagonally first (`a` F steps,
    /// then `b-a` W steps): `{moa}N` is the moa.
    LameDiagonalFirst,
    /// Oblique atoms only: the rose. Step `k+1` uses the vector one index
    /// further round the circle than step `k` ([`Atom::vector`] order), in
    /// one sense for the whole move; both senses are generated. At most 7
    /// steps (the 8th would return to the start square).
    Circular,
    /// Zigzag (crooked) riders: the steps alternate between the start vector
    /// `v` and a partner vector `w` of the same atom with `v + w` equal (up to
    /// symmetry) to `axis`; every possible partner is generated. Crooked
    /// bishop = `F` with axis `(0,2)`; crooked rook = `W` with `(1,1)`;
    /// quintessence = `N` with `(1,3)`.
    Zigzag {
        /// The normalised axis `(a, b)`, `a <= b`.
        axis: (u8, u8),
    },
    /// Reflecting riders: when the next square lies off the board, the
    /// offending coordinate is mirrored and that vector component negated.
    /// With `at_edge` the mirror is the board's edge line (`x -> -1 - x` or
    /// `x -> 15 - x`, likewise `y`), as a billiard ball bounces: a bishop on
    /// c2 moving down-right reaches d1 and then e1, f2, … (Popeye's
    /// cardinal). Without it the mirror is the centre line of the edge
    /// squares (`x -> -x` or `x -> 14 - x`): a bishop on c1 moving up-left
    /// goes b2, a3, b4, c5, … (Popeye's reflecting bishop and archbishop).
    /// When both coordinates leave at once (a corner) the step is reflected
    /// in both only if `corners`, else the path ends. The path also ends
    /// when it would return to the start square or after `max_reflections`
    /// reflections (`0` = unlimited).
    Reflecting {
        /// Maximal number of reflections, `0` = unlimited.
        max_reflections: u8,
        /// Whether a corner reflects the piece straight back.
        corners: bool,
        /// Mirror at the board's edge line instead of the edge squares' centres.
        at_edge: bool,
    },
    /// Bent riders (gryphon, aanca): first one step of the unit atom
    /// (W or F), which is itself a target; then, from there, a ride of at
    /// most `range` steps along either of the two vectors of the *other*
    /// unit atom that make 45° with the first step (outward). The first
    /// square must be empty to continue.
    Bent,
}

/// What the component does along its path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    /// Go to a path square; all earlier path squares must be empty. The
    /// target is empty ([`Mode::MOVE`]) or enemy ([`Mode::CAPTURE`]).
    Slide,
    /// Hoppers. Walk the path; all squares before the first hurdle are
    /// empty; the first occupied square (either colour) within `range` steps
    /// is the first hurdle. With `hurdles > 1` the path continues past it
    /// (empty squares allowed in between) until that many pieces were met;
    /// the last one met is the *hurdle*. Then the landing follows `landing`
    /// and `turn`. Hurdles are not affected. On lame paths the squares a
    /// step passes belong to the line too: a hurdle may stand on them (the
    /// range counts steps), landings are step ends only, and passed squares
    /// after the hurdle must be empty (Popeye's maorider-lion: e4 hops over
    /// d4 to c3).
    Hop {
        /// Number of pieces to hop over (kangaroo: 2).
        hurdles: u8,
        /// Where to land after the hurdle.
        landing: Landing,
        /// Deflection of the landing step (moose, eagle, sparrow, hamster).
        turn: Turn,
    },
    /// Locust: the path squares are empty up to the first occupied square
    /// within `range` steps, which must hold an enemy piece (the victim);
    /// the next path square beyond it must be empty and is the target. The
    /// victim is captured. Only [`Mode::CAPTURE`] makes sense.
    Locust,
    /// Equihopper on the straight path: for `k` in `1..=range` (as far as
    /// the target stays on the board) the square
    /// `k` steps away is occupied (the hurdle, either colour) and the target
    /// is `2k` steps away (empty or enemy). The other squares `j·v`,
    /// `0 < j < 2k`, must be empty unless `nonstop`.
    EquiHop {
        /// Non-stop: intermediate squares may be occupied.
        nonstop: bool,
    },
    /// Equistopper: for `k` in `1..=range`, the square `2k` steps away is
    /// occupied (either colour) and the target is `k` steps away (empty or
    /// enemy). The other squares `j·v`, `0 < j < 2k`, must be empty unless
    /// `nonstop`.
    EquiStop {
        /// Non-stop: intermediate squares may be occupied.
        nonstop: bool,
    },
}

/// Where a hopper lands after its last hurdle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Landing {
    /// Exactly `n` path steps behind the hurdle (grasshopper: 1,
    /// grasshopper-2: 2); the squares in between must be empty (Betza `g`).
    Behind(u8),
    /// Any path square beyond the hurdle up to and including the first
    /// occupied one (lion, pao capture; Betza `p`).
    Beyond,
}

/// Deflection of a hopper's landing step (unit atoms, `Behind(1)` only).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Turn {
    /// Land straight behind the hurdle.
    Straight,
    /// Land on a square adjacent to the hurdle, the landing vector turned
    /// 45° either way from the approach vector (moose).
    Deg45,
    /// Turned 90° either way (eagle).
    Deg90,
    /// Turned 135° either way (sparrow).
    Deg135,
    /// Turned 180°: land on the square before the hurdle (hamster); not if
    /// that is the start square.
    Deg180,
}

impl Turn {
    /// Degrees of the turn.
    pub const fn degrees(self) -> u16 {
        match self {
            Turn::Straight => 0,
            Turn::Deg45 => 45,
            Turn::Deg90 => 90,
            Turn::Deg135 => 135,
            Turn::Deg180 => 180,
        }
    }

    /// The turn of `degrees`, if supported.
    pub const fn from_degrees(d: u16) -> Option<Turn> {
        match d {
            0 => Some(Turn::Straight),
            45 => Some(Turn::Deg45),
            90 => Some(Turn::Deg90),
            135 => Some(Turn::Deg135),
            180 => Some(Turn::Deg180),
            _ => None,
        }
    }
}

/// One movement component of a walk.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Component {
    /// The step vector family.
    pub atom: Atom,
    /// Which of the atom's vectors start a move.
    pub dirs: Dirs,
    /// Maximal number of path steps (`1` = leaper, [`UNLIMITED`]).
    pub range: u8,
    /// How the path continues.
    pub path: Path,
    /// What happens along the path.
    pub action: Action,
    /// Which targets count.
    pub mode: Mode,
    /// On which ranks the component is available.
    pub ranks: Ranks,
    /// Cylinder (XBetza `o`): files wrap around, `h` is next to `a`.
    pub cylinder: bool,
}

impl Component {
    /// A leaper in all directions, moving and capturing.
    pub const fn leaper(atom: Atom) -> Component {
        Component::ride(atom, 1)
    }

    /// A rider of `range` steps in all directions, moving and capturing.
    pub const fn ride(atom: Atom, range: u8) -> Component {
        Component {
            atom,
            dirs: Dirs::all(atom),
            range,
            path: Path::Straight,
            action: Action::Slide,
            mode: Mode::MOVE.union(Mode::CAPTURE),
            ranks: Ranks::Any,
            cylinder: false,
        }
    }

    /// The start vectors of this component for a piece of `colour`, with
    /// their [`Atom::vector`] indices: the selected vectors, with `dy`
    /// negated for Black.
    pub fn oriented_vectors(
        &self,
        colour: crate::colour::Colour,
    ) -> impl Iterator<Item = (usize, (i8, i8))> + '_ {
        let flip = if colour == crate::colour::Colour::White {
            1
        } else {
            -1
        };
        self.dirs
            .vectors(self.atom)
            .map(move |(i, (dx, dy))| (i, (dx, dy * flip)))
    }

    /// Whether this is a plain leaper (one straight jump, slide action, no
    /// cylinder): a move generator can precompute its targets per square.
    pub fn is_plain_leaper(&self) -> bool {
        self.range == 1
            && self.path == Path::Straight
            && self.action == Action::Slide
            && !self.cylinder
    }

    /// Whether this is a plain rider (straight repeated steps, slide action,
    /// no cylinder): a move generator can precompute its rays per square.
    pub fn is_plain_rider(&self) -> bool {
        self.range > 1
            && self.path == Path::Straight
            && self.action == Action::Slide
            && !self.cylinder
    }

    /// The default mode of an action: captures only for locusts, else both.
    pub const fn default_mode(action: Action) -> Mode {
        match action {
            Action::Locust => Mode::CAPTURE,
            _ => Mode::MOVE.union(Mode::CAPTURE),
        }
    }

    /// Checks the component's invariants.
    pub fn validate(&self) -> Result<(), WalkError> {
        use WalkError as E;
        let atom = self.atom;
        if self.dirs.is_empty() || self.dirs.0 & !Dirs::all(atom).0 != 0 {
            return Err(E::BadDirections);
        }
        if self.range == 0 {
            return Err(E::BadRange);
        }
        if !self.mode.intersects(Mode::MOVE | Mode::CAPTURE) {
            return Err(E::BadMode);
        }
        if self.mode.contains(Mode::EN_PASSANT) && !self.mode.contains(Mode::CAPTURE) {
            return Err(E::BadMode);
        }
        match self.path {
            Path::Straight => {}
            Path::Lame => {
                if atom.is_unit() {
                    return Err(E::PathNeedsAtom("lame", "longer than one square"));
                }
            }
            Path::LameDiagonalFirst | Path::Circular => {
                if atom.class() != AtomClass::Oblique {
                    return Err(E::PathNeedsAtom("moa/rose", "oblique"));
                }
                if self.path == Path::Circular && self.range != UNLIMITED && self.range > 7 {
                    return Err(E::BadRange);
                }
            }
            Path::Zigzag { axis } => {
                let ok =
                    (0..atom.vector_count()).any(|i| !zigzag_partners(atom, i, axis).is_empty());
                if !ok || axis.0 > axis.1 {
                    return Err(E::PathNeedsAtom("zigzag", "a partner vector for the axis"));
                }
            }
            Path::Reflecting { .. } => {}
            Path::Bent => {
                if !atom.is_unit() {
                    return Err(E::PathNeedsAtom("bent", "W or F"));
                }
            }
        }
        match self.action {
            Action::Slide => {}
            Action::Hop {
                hurdles,
                landing,
                turn,
            } => {
                if hurdles == 0 || hurdles > 9 {
                    return Err(E::BadHop);
                }
                if let Landing::Behind(n) = landing {
                    if n == 0 || n > 9 {
                        return Err(E::BadHop);
                    }
                }
                if turn != Turn::Straight
                    && (landing != Landing::Behind(1)
                        || !atom.is_unit()
                        || self.path != Path::Straight)
                {
                    return Err(E::BadHop);
                }
                if self.path == Path::Bent {
                    return Err(E::BadHop);
                }
            }
            Action::Locust => {
                if self.mode.contains(Mode::MOVE) || self.path == Path::Bent {
                    return Err(E::BadMode);
                }
            }
            Action::EquiHop { .. } | Action::EquiStop { .. } => {
                if self.path != Path::Straight {
                    return Err(E::PathNeedsAtom("equihopper", "on a straight path"));
                }
            }
        }
        Ok(())
    }
}

/// Where a component may start from, by rank (seen from the piece's side).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Ranks {
    /// Everywhere.
    Any,
    /// Only from the side's 2nd rank (rank 2 for White, 7 for Black),
    /// XBetza `i`: the pawn's double step.
    Initial,
    /// Not from the side's 1st rank (`{n1}`): the pawn moves of pieces such
    /// as Popeye's dragon and gryphon, which have no pawn move on the 1st rank.
    NotFirst,
    /// Only in the opponent's half (`{far}`): ranks 5–8 for White, 4–1 for
    /// Black (the Chinese pawn's sideways step after crossing the river).
    FarHalf,
}

/// Partner vector indices of vector `i` of `atom` for a zigzag with `axis`.
pub fn zigzag_partners(atom: Atom, i: usize, axis: (u8, u8)) -> Vec<usize> {
    let Some((vx, vy)) = atom.vector(i) else {
        return Vec::new();
    };
    (0..atom.vector_count())
        .filter(|&j| {
            let Some((wx, wy)) = atom.vector(j) else {
                return false;
            };
            if j == i || (wx == -vx && wy == -vy) {
                return false;
            }
            let sx = (vx + wx).unsigned_abs();
            let sy = (vy + wy).unsigned_abs();
            let (a, b) = if sx <= sy { (sx, sy) } else { (sy, sx) };
            (a, b) == axis
        })
        .collect()
}

/// An invalid component or walk.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WalkError {
    /// No direction selected, or a direction the atom does not have.
    #[error("the directions select no vector of the atom")]
    BadDirections,
    /// Range 0, or too long for the path.
    #[error("invalid range for this component")]
    BadRange,
    /// Neither moves nor captures, or an impossible combination.
    #[error("invalid move/capture mode for this component")]
    BadMode,
    /// A path that needs another kind of atom.
    #[error("the {0} path needs an atom that is {1}")]
    PathNeedsAtom(&'static str, &'static str),
    /// Invalid hopper parameters.
    #[error("invalid hopper parameters")]
    BadHop,
}

/// A piece's walk: the union of its components.
///
/// Walks are kept in a canonical form (components sorted, duplicates
/// removed, components differing only in directions merged), so equal
/// walks compare equal.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Walk {
    components: Vec<Component>,
    pawn: bool,
}

impl Walk {
    /// A walk from components; `pawn` marks pawn semantics (promotion on the
    /// last rank, en passant victim after an `initial` multi-step move).
    pub fn new(components: Vec<Component>, pawn: bool) -> Result<Walk, WalkError> {
        for c in &components {
            c.validate()?;
        }
        let mut merged: Vec<Component> = Vec::with_capacity(components.len());
        let mut sorted = components;
        sorted.sort_by_key(|c| {
            (
                Component {
                    dirs: Dirs(0),
                    ..*c
                },
                c.dirs,
            )
        });
        for c in sorted {
            match merged.last_mut() {
                Some(last)
                    if Component {
                        dirs: c.dirs,
                        ..*last
                    } == c =>
                {
                    last.dirs = Dirs(last.dirs.0 | c.dirs.0);
                }
                _ => merged.push(c),
            }
        }
        Ok(Walk {
            components: merged,
            pawn,
        })
    }

    /// The walk without any move (the dummy).
    pub const fn none() -> Walk {
        Walk {
            components: Vec::new(),
            pawn: false,
        }
    }

    /// The components, in canonical order.
    pub fn components(&self) -> &[Component] {
        &self.components
    }

    /// Whether the piece has pawn semantics (promotion, en passant victim).
    pub const fn is_pawn(&self) -> bool {
        self.pawn
    }

    /// The union of two walks.
    pub fn union(&self, other: &Walk) -> Walk {
        let mut c = self.components.clone();
        c.extend_from_slice(&other.components);
        // Both inputs are valid, so the result is.
        Walk::new(c, self.pawn || other.pawn).unwrap_or_default()
    }
}

/// Walks that no [`Component`] can express; a move generator implements
/// each of them by hand. [`special_reference::targets`] is an executable
/// definition of those that depend on the board only (checked against
/// Popeye's move lists).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SpecialWalk {
    /// Rococo long leaper: queen lines, captures by jumping over one or
    /// more enemy pieces each followed by an empty square.
    LongLeaper,
    /// Rococo withdrawer: queen moves; captures the piece it moves directly away from.
    Withdrawer,
    /// Rococo advancer: captures the piece next in line after its move.
    Advancer,
    /// Pushme-pullyu: advancer + withdrawer.
    PushmePullyu,
    /// Rococo coordinator: captures pieces on the rank/file intersections with its king.
    Coordinator,
    /// Rococo immobilizer: queen moves, never captures, freezes adjacent enemies.
    Immobilizer,
    /// Rococo chameleon: captures as its victim would.
    Chameleon,
    /// Swapper: queen moves without capture, or swaps with a piece.
    Swapper,
    /// Fuge's archer: captures by shooting.
    Archer,
    /// Fuge's shield: queen moves without capture; protects neighbours.
    Shield,
    /// Ultima pincer pawn: rook moves, custodian captures.
    PincerPawn,
    /// Orphan: moves as the enemy pieces attacking it.
    Orphan,
    /// Friend: moves as the friendly pieces guarding it.
    Friend,
    /// Orphan pawn: pawn plus the walks of enemy pieces attacking it.
    OrphanPawn,
    /// Jester: mimics the last opposing piece moved.
    Jester,
    /// Windmill: circles around an adjacent piece.
    Windmill,
    /// Frog: multi-leap over adjacent pieces, capturing them.
    Frog,
    /// Jumping pawn (Seenschach).
    JumpingPawn,
    /// UbiUbi: any chain of knight leaps over empty squares; it may end on
    /// an empty square or capture on an enemy one.
    UbiUbi,
    /// Querquisite: walk depends on the file it stands on: rook on a/h,
    /// knight on b/g, bishop on c/f, queen on d, king on e.
    Querquisite,
    /// Edgehog: queen lines, only from an edge square to a non-edge square
    /// or vice versa.
    Edgehog,
    /// Skylla (Popeye `sk`): a knight leap to an empty square whose mao
    /// (orthogonally adjacent) intermediate square is empty, or, if an enemy
    /// piece stands there, a locust capture of it.
    Skylla,
    /// Charybdis (Popeye `cy`): as Skylla with the moa (diagonally adjacent)
    /// intermediate square.
    Charybdis,
    /// Bouncer (queen lines; Popeye `b1`).
    Bouncer,
    /// Rook bouncer (Popeye `b2`).
    RookBouncer,
    /// Bishop bouncer (Popeye `b3`).
    BishopBouncer,
    /// Double grasshopper: two grasshopper hops in one move, the first to an
    /// empty square, the second in any queen direction; only the second
    /// landing is a target.
    DoubleGrasshopper,
    /// Double rook hopper: as the double grasshopper on rook lines.
    DoubleRookHopper,
    /// Double bishop hopper: as the double grasshopper on bishop lines.
    DoubleBishopHopper,
    /// Radial knight/leaper (Popeye `rk`).
    RadialKnight,
    /// Reverse pawn (Popeye `pp`): a pawn moving towards its own side: double
    /// step from its side's 7th rank, promotion on its side's 1st rank.
    ReversePawn,
    /// Bouncy nightrider: bounces off the edge in any direction.
    BouncyNightrider,
    /// Bouncy knight (Popeye `bk`).
    BouncyKnight,
    /// Tree hopper (Popeye `th`).
    TreeHopper,
    /// Leaf hopper (Popeye `lh`).
    LeafHopper,
    /// Greater tree hopper (Popeye `ge`).
    GreaterTreeHopper,
    /// Greater leaf hopper (Popeye `gf`).
    GreaterLeafHopper,
    /// Argentinian knight (Popeye `sa`): moves only by leaping over a piece
    /// standing on a square of either lame path of its knight leap;
    /// captures as a knight.
    Saltador,
    /// Contra-hamster (Popeye `hc`): rides along queen lines away from an
    /// adjacent piece (either colour), moving to empty squares and capturing
    /// the first enemy piece met.
    ContraHamster,
    /// Mao hopper: a knight leap that needs a piece on the mao's
    /// (orthogonally adjacent) intermediate square.
    MaoHopper,
    /// Moa hopper: a knight leap that needs a piece on the moa's
    /// (diagonally adjacent) intermediate square.
    MoaHopper,
    /// CAT (cavalier de Troie): a knight leap, then any number of dabbaba
    /// steps continuing along the leap's longer axis (d4-c6-c8), each
    /// intermediate square empty.
    Cat,
    /// Andernach grasshopper: the hurdle changes colour.
    AndernachGrasshopper,
    /// Einstein grasshopper: the hurdle changes kind.
    EinsteinGrasshopper,
    /// Circe grasshopper: the hurdle is reborn.
    CirceGrasshopper,
    /// Andernach-Einstein-Circe grasshopper.
    AndernachEinsteinCirceGrasshopper,
    /// Knight-wazir-zee: one or two steps of knight and/or wazir.
    KnightWazirZee,
    /// Knight-ferz-zee: one or two steps of knight and/or ferz.
    KnightFerzZee,
    /// Sissa: n rook steps then n bishop steps or vice versa.
    Sissa,
    /// Squeen: queen + sissa.
    Squeen,
    /// Harvestman: wazir, or wazir then crooked bishop.
    Harvestman,
    /// Reflecting bishop wazir: wazir, or wazir then reflecting bishop.
    ReflectingBishopWazir,
    /// Two ferz steps, direction may change (war elephant).
    WarElephant,
    /// Shaman: ferz and/or alfil, bent.
    Shaman,
    /// Hero: wazir and/or dabbaba, bent.
    Hero,
    /// Zigzag general: twice a jumping-general move.
    ZigzagGeneral,
    /// Twisted knight: twice ferz/alfil, bent.
    TwistedKnight,
    /// Flexible knight: twice wazir/dabbaba, bent.
    FlexibleKnight,
    /// Oliphant: twice ferz/alfil in a straight line.
    Oliphant,
    /// Lightning warmachine: twice wazir/dabbaba in a straight line.
    LightningWarmachine,
    /// Sliding general: two king steps, direction may change.
    SlidingGeneral,
    /// Halfling queen/rook/bishop: range half the empty-board range.
    Halfling,
}

/// A walk as the catalogue or a user definition gives it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum PieceWalk {
    /// Expressed by components.
    Walk(Walk),
    /// Implemented by hand.
    Special(SpecialWalk),
}

/// A slow, straightforward interpreter of walks: the executable
/// specification of the semantics documented on [`Component`], [`Path`] and
/// [`Action`]. Move generators can test their fast kernels against it.
///
/// ```
/// use nightrider_board::{betza, Colour, Square};
/// use nightrider_board::walk::reference::{targets, Occupant};
/// let rose = betza::parse("{rose}NN").unwrap();
/// let empty = |_| Occupant::Empty;
/// let t = targets(&rose, Colour::White, Square::D4, &empty, None);
/// assert!(t.iter().any(|t| t.to == Square::E6));
/// ```
pub mod reference {
    use super::{
        Action, Atom, AtomClass, Component, Landing, Mode, Path, Ranks, Turn, Walk, UNLIMITED,
    };
    use crate::colour::Colour;
    use crate::square::Square;

    /// What stands on a square, seen from the moving side.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Occupant {
        /// No piece.
        Empty,
        /// A piece the mover may not capture.
        Friend,
        /// A piece the mover may capture.
        Enemy,
    }

    /// A target of a walk.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    pub struct Target {
        /// Where the piece ends.
        pub to: Square,
        /// The square of the captured piece, if any (differs from `to` for
        /// locusts and en passant).
        pub captured: Option<Square>,
    }

    /// One square of a path with the squares a lame step passes on its way.
    #[derive(Clone, Debug)]
    struct Node {
        sq: Square,
        passed: Vec<Square>,
    }

    /// Upper bound of path length (reflecting and cylinder paths).
    const MAX_STEPS: usize = 64;

    fn wrap(x: i32, y: i32, cylinder: bool) -> Option<(i32, i32)> {
        let x = if cylinder { x.rem_euclid(8) } else { x };
        Square::from_xy(x, y).map(|_| (x, y))
    }

    fn sq(p: (i32, i32)) -> Square {
        Square::from_xy(p.0, p.1).unwrap_or(Square::from_index_masked(0))
    }

    /// The squares a lame step from `p` by `v` passes (excluding both ends).
    fn passed(p: (i32, i32), v: (i32, i32), path: Path, cylinder: bool) -> Option<Vec<Square>> {
        let (dx, dy) = v;
        let (ax, ay) = (dx.abs(), dy.abs());
        let (sx, sy) = (dx.signum(), dy.signum());
        let mut units: Vec<(i32, i32)> = Vec::new();
        match path {
            Path::Lame if ax == 0 || ay == 0 || ax == ay => {
                let n = ax.max(ay);
                units.extend(std::iter::repeat_n((sx, sy), n as usize));
            }
            Path::Lame => {
                let diag = ax.min(ay);
                let orth = ax.max(ay) - diag;
                let o = if ax > ay { (sx, 0) } else { (0, sy) };
                units.extend(std::iter::repeat_n(o, orth as usize));
                units.extend(std::iter::repeat_n((sx, sy), diag as usize));
            }
            Path::LameDiagonalFirst => {
                let diag = ax.min(ay);
                let orth = ax.max(ay) - diag;
                let o = if ax > ay { (sx, 0) } else { (0, sy) };
                units.extend(std::iter::repeat_n((sx, sy), diag as usize));
                units.extend(std::iter::repeat_n(o, orth as usize));
            }
            _ => return Some(Vec::new()),
        }
        units.pop();
        let mut out = Vec::new();
        let mut q = p;
        for (ux, uy) in units {
            q = wrap(q.0 + ux, q.1 + uy, cylinder)?;
            out.push(sq(q));
        }
        Some(out)
    }

    /// All paths (rays) of a component from `from`, vectors already oriented.
    fn rays(c: &Component, from: (i32, i32), flip: i32) -> Vec<Vec<Node>> {
        let atom = c.atom;
        let vec_of = |i: usize| {
            let (x, y) = atom.vector(i % atom.vector_count()).unwrap_or((0, 0));
            (i32::from(x), i32::from(y) * flip)
        };
        let limit = |n: usize| {
            if c.range == UNLIMITED {
                MAX_STEPS
            } else {
                n.min(usize::from(c.range))
            }
        };
        // Hoppers, locusts and equi-pieces use `range` on the hurdle, not
        // on the path length.
        let path_len = match c.action {
            Action::Slide => limit(MAX_STEPS),
            _ => MAX_STEPS,
        };
        let mut out = Vec::new();
        for (i, _) in c.dirs.vectors(atom) {
            // The first vector in the mover's orientation; `dirs` selects in
            // White's view, so flipping keeps the index meaning.
            match c.path {
                Path::Straight | Path::Lame | Path::LameDiagonalFirst => {
                    let v = vec_of(i);
                    out.push(straight(from, v, c.path, c.cylinder, path_len));
                }
                Path::Circular => {
                    for sense in [1usize, atom.vector_count() - 1] {
                        let mut ray = Vec::new();
                        let mut p = from;
                        for k in 0..path_len.min(atom.vector_count() - 1) {
                            let v = vec_of(i + k * sense);
                            let Some(q) = wrap(p.0 + v.0, p.1 + v.1, c.cylinder) else {
                                break;
                            };
                            if q == from {
                                break;
                            }
                            ray.push(Node {
                                sq: sq(q),
                                passed: Vec::new(),
                            });
                            p = q;
                        }
                        out.push(ray);
                    }
                }
                Path::Zigzag { axis } => {
                    for j in super::zigzag_partners(atom, i, axis) {
                        let mut ray = Vec::new();
                        let mut p = from;
                        for k in 0..path_len {
                            let v = if k % 2 == 0 { vec_of(i) } else { vec_of(j) };
                            let Some(q) = wrap(p.0 + v.0, p.1 + v.1, c.cylinder) else {
                                break;
                            };
                            if q == from {
                                break;
                            }
                            ray.push(Node {
                                sq: sq(q),
                                passed: Vec::new(),
                            });
                            p = q;
                        }
                        out.push(ray);
                    }
                }
                Path::Reflecting {
                    max_reflections,
                    corners,
                    at_edge,
                } => {
                    let (low, high) = if at_edge { (-1, 15) } else { (0, 14) };
                    let mut ray = Vec::new();
                    let (mut p, mut v) = (from, vec_of(i));
                    let mut reflections = 0u32;
                    for _ in 0..path_len {
                        let (mut x, mut y) = (p.0 + v.0, p.1 + v.1);
                        let out_x = !(0..8).contains(&x) && !c.cylinder;
                        let out_y = !(0..8).contains(&y);
                        if c.cylinder {
                            x = x.rem_euclid(8);
                        }
                        if out_x || out_y {
                            if out_x && out_y && !corners {
                                break;
                            }
                            reflections += 1;
                            if max_reflections != 0 && reflections > u32::from(max_reflections) {
                                break;
                            }
                            if out_x {
                                x = if x < 0 { low - x } else { high - x };
                                v.0 = -v.0;
                            }
                            if out_y {
                                y = if y < 0 { low - y } else { high - y };
                                v.1 = -v.1;
                            }
                            if !(0..8).contains(&x) || !(0..8).contains(&y) {
                                break;
                            }
                        }
                        if (x, y) == from {
                            break;
                        }
                        ray.push(Node {
                            sq: sq((x, y)),
                            passed: Vec::new(),
                        });
                        p = (x, y);
                    }
                    out.push(ray);
                }
                Path::Bent => {
                    let v = vec_of(i);
                    let Some(first) = wrap(from.0 + v.0, from.1 + v.1, c.cylinder) else {
                        continue;
                    };
                    let other = if atom.class() == AtomClass::Orthogonal {
                        Atom::F
                    } else {
                        Atom::W
                    };
                    for w in other.vectors() {
                        let w = (i32::from(w.0), i32::from(w.1));
                        // Outward: 45 degrees from v.
                        if w.0 * v.0 + w.1 * v.1 != 1 {
                            continue;
                        }
                        let mut ray = vec![Node {
                            sq: sq(first),
                            passed: Vec::new(),
                        }];
                        let mut p = first;
                        for _ in 0..limit(MAX_STEPS) {
                            let Some(q) = wrap(p.0 + w.0, p.1 + w.1, c.cylinder) else {
                                break;
                            };
                            ray.push(Node {
                                sq: sq(q),
                                passed: Vec::new(),
                            });
                            p = q;
                        }
                        out.push(ray);
                    }
                }
            }
        }
        out
    }

    fn straight(from: (i32, i32), v: (i32, i32), path: Path, cyl: bool, len: usize) -> Vec<Node> {
        let mut ray = Vec::new();
        let mut p = from;
        for _ in 0..len {
            let Some(pass) = passed(p, v, path, cyl) else {
                break;
            };
            let Some(q) = wrap(p.0 + v.0, p.1 + v.1, cyl) else {
                break;
            };
            if q == from {
                break;
            }
            ray.push(Node {
                sq: sq(q),
                passed: pass,
            });
            p = q;
        }
        ray
    }

    /// The targets of one component of a piece of `colour` on `from`.
    /// `ep` is an en passant opportunity `(target square, victim square)`.
    pub fn component_targets(
        c: &Component,
        colour: Colour,
        from: Square,
        board: &dyn Fn(Square) -> Occupant,
        ep: Option<(Square, Square)>,
    ) -> Vec<Target> {
        let flip = if colour == Colour::White { 1 } else { -1 };
        let mut out = Vec::new();
        let rank = if colour == Colour::White {
            from.y()
        } else {
            7 - from.y()
        };
        match c.ranks {
            Ranks::Any => {}
            Ranks::Initial if rank != 1 => return out,
            Ranks::NotFirst if rank == 0 => return out,
            Ranks::FarHalf if rank < 4 => return out,
            _ => {}
        }
        let fromp = (from.x(), from.y());
        let empty = |s: Square| board(s) == Occupant::Empty;
        let land = |out: &mut Vec<Target>, to: Square, victim: Option<Square>| match board(to) {
            Occupant::Empty => {
                if let Some(v) = victim {
                    if c.mode.contains(Mode::CAPTURE) {
                        out.push(Target {
                            to,
                            captured: Some(v),
                        });
                    }
                    return;
                }
                if c.mode.contains(Mode::MOVE) {
                    out.push(Target { to, captured: None });
                }
                if c.mode.contains(Mode::EN_PASSANT) {
                    if let Some((t, v)) = ep {
                        if t == to {
                            out.push(Target {
                                to,
                                captured: Some(v),
                            });
                        }
                    }
                }
            }
            Occupant::Enemy => {
                if victim.is_none() && c.mode.contains(Mode::CAPTURE) {
                    out.push(Target {
                        to,
                        captured: Some(to),
                    });
                }
            }
            Occupant::Friend => {}
        };
        let hurdle_limit = if c.range == UNLIMITED {
            MAX_STEPS
        } else {
            usize::from(c.range)
        };
        for ray in rays(c, fromp, flip) {
            match c.action {
                Action::Slide => {
                    for node in &ray {
                        if !node.passed.iter().all(|&s| empty(s)) {
                            break;
                        }
                        land(&mut out, node.sq, None);
                        if !empty(node.sq) {
                            break;
                        }
                    }
                }
                Action::Hop {
                    hurdles,
                    landing,
                    turn,
                } => {
                    // The line: every square a step passes, then its end,
                    // with the step index; hurdles may stand on any of them,
                    // landings are step ends only.
                    let items: Vec<(Square, bool, usize)> = ray
                        .iter()
                        .enumerate()
                        .flat_map(|(k, n)| {
                            n.passed
                                .iter()
                                .map(move |&p| (p, false, k))
                                .chain(std::iter::once((n.sq, true, k)))
                        })
                        .collect();
                    let mut found = 0;
                    let mut last = None;
                    for (j, &(s, _, k)) in items.iter().enumerate() {
                        if !empty(s) {
                            if found == 0 && k >= hurdle_limit {
                                break;
                            }
                            found += 1;
                            if found == hurdles {
                                last = Some(j);
                                break;
                            }
                        }
                    }
                    let Some(h) = last else { continue };
                    if turn != Turn::Straight {
                        let k = items[h].2;
                        let hp = (ray[k].sq.x(), ray[k].sq.y());
                        let prev = if k == 0 {
                            fromp
                        } else {
                            (ray[k - 1].sq.x(), ray[k - 1].sq.y())
                        };
                        let v = (hp.0 - prev.0, hp.1 - prev.1);
                        for w in turned(v, turn) {
                            if let Some(q) = wrap(hp.0 + w.0, hp.1 + w.1, c.cylinder) {
                                if q != fromp {
                                    land(&mut out, sq(q), None);
                                }
                            }
                        }
                        continue;
                    }
                    let mut ends_seen = 0u8;
                    for &(s, is_end, _) in &items[h + 1..] {
                        if !is_end {
                            if !empty(s) {
                                break;
                            }
                            continue;
                        }
                        ends_seen += 1;
                        match landing {
                            Landing::Behind(d) => {
                                if ends_seen == d {
                                    land(&mut out, s, None);
                                    break;
                                }
                                if !empty(s) {
                                    break;
                                }
                            }
                            Landing::Beyond => {
                                land(&mut out, s, None);
                                if !empty(s) {
                                    break;
                                }
                            }
                        }
                    }
                }
                Action::Locust => {
                    for (k, node) in ray.iter().enumerate() {
                        if k >= hurdle_limit || !node.passed.iter().all(|&s| empty(s)) {
                            break;
                        }
                        match board(node.sq) {
                            Occupant::Empty => {
                                // en passant: the square the pawn passed
                                // is jumped as if it stood there
                                if let (true, Some((t, v))) =
                                    (c.mode.contains(Mode::EN_PASSANT), ep)
                                {
                                    if let Some(next) = ray.get(k + 1) {
                                        if t == node.sq
                                            && next.passed.iter().all(|&s| empty(s))
                                            && empty(next.sq)
                                        {
                                            land(&mut out, next.sq, Some(v));
                                        }
                                    }
                                }
                                continue;
                            }
                            Occupant::Friend => break,
                            Occupant::Enemy => {
                                if let Some(next) = ray.get(k + 1) {
                                    if next.passed.iter().all(|&s| empty(s)) && empty(next.sq) {
                                        land(&mut out, next.sq, Some(node.sq));
                                    }
                                }
                                break;
                            }
                        }
                    }
                }
                Action::EquiHop { nonstop } | Action::EquiStop { nonstop } => {
                    let stop = matches!(c.action, Action::EquiStop { .. });
                    for k in 1..=hurdle_limit.min(MAX_STEPS) {
                        if 2 * k > ray.len() {
                            break;
                        }
                        let (mid, far) = (ray[k - 1].sq, ray[2 * k - 1].sq);
                        let (pivot, target) = if stop { (far, mid) } else { (mid, far) };
                        if empty(pivot) {
                            continue;
                        }
                        let clear = nonstop
                            || ray[..2 * k - 1]
                                .iter()
                                .enumerate()
                                .all(|(j, n)| j == k - 1 || empty(n.sq));
                        if clear {
                            land(&mut out, target, None);
                        }
                    }
                }
            }
        }
        out.sort();
        out.dedup();
        out
    }

    /// The two (or one, for 180°) landing vectors turned from unit vector `v`.
    fn turned(v: (i32, i32), turn: Turn) -> Vec<(i32, i32)> {
        const RING: [(i32, i32); 8] = [
            (0, 1),
            (1, 1),
            (1, 0),
            (1, -1),
            (0, -1),
            (-1, -1),
            (-1, 0),
            (-1, 1),
        ];
        let Some(i) = RING.iter().position(|&u| u == v) else {
            return Vec::new();
        };
        let k = usize::from(turn.degrees() / 45);
        if k == 4 {
            return vec![RING[(i + 4) % 8]];
        }
        vec![RING[(i + k) % 8], RING[(i + 8 - k) % 8]]
    }

    /// The targets of a whole walk (sorted, without duplicates).
    pub fn targets(
        walk: &Walk,
        colour: Colour,
        from: Square,
        board: &dyn Fn(Square) -> Occupant,
        ep: Option<(Square, Square)>,
    ) -> Vec<Target> {
        let mut out: Vec<Target> = walk
            .components()
            .iter()
            .flat_map(|c| component_targets(c, colour, from, board, ep))
            .collect();
        out.sort();
        out.dedup();
        out
    }
}

/// Reference targets of the [`SpecialWalk`]s whose moves depend on the board
/// only (the others need game history or other pieces' walks).
///
/// ```
/// use nightrider_board::{Colour, Square};
/// use nightrider_board::walk::SpecialWalk;
/// use nightrider_board::walk::reference::Occupant;
/// use nightrider_board::walk::special_reference::targets;
/// let t = targets(SpecialWalk::Querquisite, Colour::White, Square::D4, &|_| Occupant::Empty, None);
/// assert_eq!(t.map(|t| t.len()), Some(27)); // a queen on the d-file
/// ```
pub mod special_reference {
    use super::reference::{self, Occupant, Target};
    use super::{Atom, Component, SpecialWalk, Walk, UNLIMITED};
    use crate::colour::Colour;
    use crate::square::Square;

    const KNIGHT: [(i32, i32); 8] = [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ];
    const KING: [(i32, i32); 8] = [
        (0, 1),
        (1, 1),
        (1, 0),
        (1, -1),
        (0, -1),
        (-1, -1),
        (-1, 0),
        (-1, 1),
    ];

    fn at(s: Square, d: (i32, i32)) -> Option<Square> {
        s.offset(d.0, d.1)
    }

    fn walk(components: Vec<Component>) -> Walk {
        Walk::new(components, false).unwrap_or_default()
    }

    fn push(
        out: &mut Vec<Target>,
        board: &dyn Fn(Square) -> Occupant,
        to: Square,
        mv: bool,
        cap: bool,
    ) {
        match board(to) {
            Occupant::Empty if mv => out.push(Target { to, captured: None }),
            Occupant::Enemy if cap => out.push(Target {
                to,
                captured: Some(to),
            }),
            _ => {}
        }
    }

    /// Orthogonal-first (mao) and diagonal-first (moa) squares passed by knight leap `v`.
    fn knight_passes(v: (i32, i32)) -> [(i32, i32); 2] {
        let (sx, sy) = (v.0.signum(), v.1.signum());
        let orth = if v.0.abs() > v.1.abs() {
            (sx, 0)
        } else {
            (0, sy)
        };
        [orth, (sx, sy)]
    }

    /// Grasshopper landings from `from` along unit vector `u`.
    fn hop(board: &dyn Fn(Square) -> Occupant, from: Square, u: (i32, i32)) -> Option<Square> {
        let mut s = at(from, u)?;
        while board(s) == Occupant::Empty {
            s = at(s, u)?;
        }
        at(s, u)
    }

    /// The targets of `special` for a piece of `colour` on `from`, or `None`
    /// if this reference does not implement it.
    pub fn targets(
        special: SpecialWalk,
        colour: Colour,
        from: Square,
        board: &dyn Fn(Square) -> Occupant,
        ep: Option<(Square, Square)>,
    ) -> Option<Vec<Target>> {
        let empty = |s: Square| board(s) == Occupant::Empty;
        let fwd = if colour == Colour::White { 1 } else { -1 };
        let mut out = Vec::new();
        match special {
            SpecialWalk::Querquisite => {
                let spec = match from.x() {
                    0 | 7 => vec![Component::ride(Atom::W, UNLIMITED)],
                    1 | 6 => vec![Component::leaper(Atom::N)],
                    2 | 5 => vec![Component::ride(Atom::F, UNLIMITED)],
                    3 => vec![
                        Component::ride(Atom::W, UNLIMITED),
                        Component::ride(Atom::F, UNLIMITED),
                    ],
                    _ => vec![Component::leaper(Atom::W), Component::leaper(Atom::F)],
                };
                return Some(reference::targets(&walk(spec), colour, from, board, ep));
            }
            SpecialWalk::UbiUbi => {
                let mut seen = [false; 64];
                let mut stack = vec![from];
                seen[from.idx()] = true;
                while let Some(s) = stack.pop() {
                    for v in KNIGHT {
                        let Some(t) = at(s, v) else { continue };
                        if seen[t.idx()] {
                            continue;
                        }
                        seen[t.idx()] = true;
                        match board(t) {
                            Occupant::Empty => {
                                out.push(Target {
                                    to: t,
                                    captured: None,
                                });
                                stack.push(t);
                            }
                            Occupant::Enemy => out.push(Target {
                                to: t,
                                captured: Some(t),
                            }),
                            Occupant::Friend => {}
                        }
                    }
                }
            }
            SpecialWalk::Edgehog => {
                let edge = |s: Square| s.x() == 0 || s.x() == 7 || s.y() == 0 || s.y() == 7;
                for u in KING {
                    let mut s = from;
                    while let Some(t) = at(s, u) {
                        if edge(t) != edge(from) {
                            push(&mut out, board, t, true, true);
                        }
                        if !empty(t) {
                            break;
                        }
                        s = t;
                    }
                }
            }
            SpecialWalk::MaoHopper | SpecialWalk::MoaHopper => {
                let which = usize::from(special == SpecialWalk::MoaHopper);
                for v in KNIGHT {
                    let (Some(t), Some(h)) = (at(from, v), at(from, knight_passes(v)[which]))
                    else {
                        continue;
                    };
                    if !empty(h) {
                        push(&mut out, board, t, true, true);
                    }
                }
            }
            SpecialWalk::Skylla | SpecialWalk::Charybdis => {
                let which = usize::from(special == SpecialWalk::Charybdis);
                for v in KNIGHT {
                    let (Some(t), Some(m)) = (at(from, v), at(from, knight_passes(v)[which]))
                    else {
                        continue;
                    };
                    if !empty(t) {
                        continue;
                    }
                    match board(m) {
                        Occupant::Empty => out.push(Target {
                            to: t,
                            captured: None,
                        }),
                        Occupant::Enemy => out.push(Target {
                            to: t,
                            captured: Some(m),
                        }),
                        Occupant::Friend => {}
                    }
                }
            }
            SpecialWalk::Saltador => {
                for v in KNIGHT {
                    let Some(t) = at(from, v) else { continue };
                    let over = knight_passes(v)
                        .iter()
                        .any(|&p| at(from, p).is_some_and(|h| !empty(h)));
                    push(&mut out, board, t, over, true);
                }
            }
            SpecialWalk::ContraHamster => {
                for u in KING {
                    if at(from, (-u.0, -u.1)).is_none_or(empty) {
                        continue;
                    }
                    let mut s = from;
                    while let Some(t) = at(s, u) {
                        push(&mut out, board, t, true, true);
                        if !empty(t) {
                            break;
                        }
                        s = t;
                    }
                }
            }
            SpecialWalk::Cat => {
                for v in KNIGHT {
                    let Some(first) = at(from, v) else { continue };
                    push(&mut out, board, first, true, true);
                    if !empty(first) {
                        continue;
                    }
                    let d = if v.0.abs() > v.1.abs() {
                        (2 * v.0.signum(), 0)
                    } else {
                        (0, 2 * v.1.signum())
                    };
                    let mut s = first;
                    while let Some(t) = at(s, d) {
                        push(&mut out, board, t, true, true);
                        if !empty(t) {
                            break;
                        }
                        s = t;
                    }
                }
            }
            SpecialWalk::ReversePawn => {
                let rank = if colour == Colour::White {
                    from.y()
                } else {
                    7 - from.y()
                };
                if let Some(t) = at(from, (0, -fwd)) {
                    push(&mut out, board, t, true, false);
                    if rank == 6 && empty(t) {
                        if let Some(t2) = at(t, (0, -fwd)) {
                            push(&mut out, board, t2, true, false);
                        }
                    }
                }
                for dx in [-1, 1] {
                    if let Some(t) = at(from, (dx, -fwd)) {
                        push(&mut out, board, t, false, true);
                    }
                }
            }
            SpecialWalk::DoubleGrasshopper
            | SpecialWalk::DoubleRookHopper
            | SpecialWalk::DoubleBishopHopper => {
                let dirs: Vec<(i32, i32)> = KING
                    .iter()
                    .copied()
                    .filter(|&(x, y)| match special {
                        SpecialWalk::DoubleRookHopper => x == 0 || y == 0,
                        SpecialWalk::DoubleBishopHopper => x != 0 && y != 0,
                        _ => true,
                    })
                    .collect();
                for &u in &dirs {
                    let Some(mid) = hop(board, from, u) else {
                        continue;
                    };
                    if !empty(mid) {
                        continue;
                    }
                    // The first landing square is left empty: the piece moved away.
                    let after = |s: Square| if s == from { Occupant::Empty } else { board(s) };
                    for &w in &dirs {
                        if let Some(t) = hop(&after, mid, w) {
                            if t != from {
                                push(&mut out, &after, t, true, true);
                            }
                        }
                    }
                }
            }
            _ => return None,
        }
        out.sort();
        out.dedup();
        Some(out)
    }
}
