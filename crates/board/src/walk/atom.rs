//! Atoms: the leaps `(a, b)` walks are built from, their numbered vectors,
//! sets of those vectors ([`Dirs`]), and the knight and king step tables
//! derived from them.

use std::fmt;

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

impl Atom {
    /// The vectors as `(dx, dy)` pairs of `i32` in index order, for
    /// constant tables; `N` must be [`Atom::vector_count`] (a constant
    /// evaluation with another `N` fails to compile).
    pub const fn steps<const N: usize>(self) -> [(i32, i32); N] {
        assert!(
            N == self.vector_count(),
            "N must be the atom's vector count"
        );
        let mut out = [(0, 0); N];
        let mut i = 0;
        while i < N {
            if let Some((dx, dy)) = self.vector(i) {
                out[i] = (dx as i32, dy as i32);
            }
            i += 1;
        }
        out
    }
}

/// The knight's eight leaps, in [`Atom::N`]'s vector order (clockwise
/// from `(1, 2)`).
pub const KNIGHT_STEPS: [(i32, i32); 8] = Atom::N.steps();

/// The king's eight steps (the queen's directions), clockwise from forward:
/// `(0, 1), (1, 1), (1, 0), …, (-1, 1)`; consecutive entries are 45° apart.
/// They interleave [`Atom::W`]'s and [`Atom::F`]'s vectors.
pub const KING_STEPS: [(i32, i32); 8] = {
    let w: [(i32, i32); 4] = Atom::W.steps();
    let f: [(i32, i32); 4] = Atom::F.steps();
    let mut out = [(0, 0); 8];
    let mut i = 0;
    while i < 4 {
        out[2 * i] = w[i];
        out[2 * i + 1] = f[i];
        i += 1;
    }
    out
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn step_tables_follow_the_atoms() {
        let n: Vec<(i32, i32)> = Atom::N
            .vectors()
            .map(|(x, y)| (i32::from(x), i32::from(y)))
            .collect();
        assert_eq!(KNIGHT_STEPS.to_vec(), n);
        // The king's ring starts forward and turns clockwise by 45°.
        assert_eq!(KING_STEPS[0], (0, 1));
        for (i, &(x, y)) in KING_STEPS.iter().enumerate() {
            assert_eq!(x.abs().max(y.abs()), 1);
            let (nx, ny) = KING_STEPS[(i + 1) % 8];
            // clockwise: the cross product is negative, the angle 45°
            assert!(x * ny - y * nx < 0 && x * nx + y * ny >= 0);
        }
    }
}
