//! Paths: how a component's squares follow its first step ([`Path`]), and
//! the geometry of those squares on the board ([`rays`]), shared by the
//! move generator's compiled kernels and the reference interpreter.

use super::{Action, Atom, AtomClass, Component, UNLIMITED};
use crate::colour::Colour;
use crate::square::Square;

/// How the squares after the first step are produced: the path a piece
/// takes across the board.
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

/// Upper bound of a path's length in steps (reflecting and cylinder paths
/// would otherwise never end).
pub const MAX_STEPS: usize = 64;

/// One square of a path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PathSquare {
    /// The square a step ends on.
    pub sq: Square,
    /// The squares a lame step passes on its way to `sq` (both ends
    /// excluded), in order; empty for other paths.
    pub passed: Vec<Square>,
    /// The (oriented, possibly reflected) vector of the step that ends on
    /// `sq`.
    pub step: (i32, i32),
}

/// The square `v` away from `p` (files wrapped round on a `cylinder`), as
/// coordinates; `None` off the board.
fn wrap(p: (i32, i32), v: (i32, i32), cylinder: bool) -> Option<(i32, i32)> {
    let (x, y) = (p.0 + v.0, p.1 + v.1);
    let x = if cylinder { x.rem_euclid(8) } else { x };
    Square::from_xy(x, y).map(|_| (x, y))
}

fn square(p: (i32, i32)) -> Square {
    Square::from_xy(p.0, p.1).unwrap_or(Square::A1)
}

/// The square `v` away from `from`, files wrapped round on a `cylinder`;
/// `None` off the board.
pub fn step(from: Square, v: (i32, i32), cylinder: bool) -> Option<Square> {
    wrap((from.x(), from.y()), v, cylinder).map(square)
}

/// The squares a lame step from `p` by `v` passes (both ends excluded);
/// `None` if one of them is off the board.
fn passed(p: (i32, i32), v: (i32, i32), path: Path, cylinder: bool) -> Option<Vec<Square>> {
    let (dx, dy) = v;
    let (ax, ay) = (dx.abs(), dy.abs());
    let (sx, sy) = (dx.signum(), dy.signum());
    let diag = ax.min(ay);
    let orth = ax.max(ay) - diag;
    let o = if ax > ay { (sx, 0) } else { (0, sy) };
    let mut units: Vec<(i32, i32)> = Vec::new();
    match path {
        Path::Lame if ax == 0 || ay == 0 || ax == ay => {
            units.extend(std::iter::repeat_n((sx, sy), ax.max(ay) as usize));
        }
        Path::Lame => {
            units.extend(std::iter::repeat_n(o, orth as usize));
            units.extend(std::iter::repeat_n((sx, sy), diag as usize));
        }
        Path::LameDiagonalFirst => {
            units.extend(std::iter::repeat_n((sx, sy), diag as usize));
            units.extend(std::iter::repeat_n(o, orth as usize));
        }
        _ => return Some(Vec::new()),
    }
    units.pop();
    let mut out = Vec::new();
    let mut q = p;
    for u in units {
        q = wrap(q, u, cylinder)?;
        out.push(square(q));
    }
    Some(out)
}

/// The paths (rays) of component `c` for a piece of `colour` on `from`:
/// for each selected start vector (each sense of a rose, each zigzag
/// partner, each bend of a bent path) the squares in order, as
/// [`Path`] describes them. A path ends off the board (unless it reflects
/// or runs on a cylinder), before it would return to `from`, and after
/// [`Component::range`] steps for a slide ([`MAX_STEPS`] for the other
/// actions, whose range counts up to the hurdle). Vectors are oriented for
/// `colour` (`dy` negated for Black). Some rays may be empty.
pub fn rays(c: &Component, from: Square, colour: Colour) -> Vec<Vec<PathSquare>> {
    let from = (from.x(), from.y());
    let flip = if colour == Colour::White { 1 } else { -1 };
    let atom = c.atom;
    let n = atom.vector_count();
    let vec_of = |i: usize| {
        let (x, y) = atom.vector(i % n).unwrap_or((0, 0));
        (i32::from(x), i32::from(y) * flip)
    };
    let limit = if c.range == UNLIMITED {
        MAX_STEPS
    } else {
        MAX_STEPS.min(usize::from(c.range))
    };
    let path_len = match c.action {
        Action::Slide => limit,
        _ => MAX_STEPS,
    };
    let cyl = c.cylinder;
    let node = |p: (i32, i32), passed: Vec<Square>, step: (i32, i32)| PathSquare {
        sq: square(p),
        passed,
        step,
    };
    // Repeats `next(k)` (the vector of step `k`) from `from` for at most
    // `len` steps, stopping off the board or back on `from`.
    let follow = |len: usize, next: &dyn Fn(usize) -> (i32, i32)| {
        let mut ray = Vec::new();
        let mut p = from;
        for k in 0..len {
            let v = next(k);
            let Some(pass) = passed(p, v, c.path, cyl) else {
                break;
            };
            let Some(q) = wrap(p, v, cyl) else {
                break;
            };
            if q == from {
                break;
            }
            ray.push(node(q, pass, v));
            p = q;
        }
        ray
    };
    let mut out = Vec::new();
    for (i, _) in c.dirs.vectors(atom) {
        match c.path {
            Path::Straight | Path::Lame | Path::LameDiagonalFirst => {
                out.push(follow(path_len, &|_| vec_of(i)));
            }
            Path::Circular => {
                for sense in [1usize, n - 1] {
                    out.push(follow(path_len.min(n - 1), &|k| vec_of(i + k * sense)));
                }
            }
            Path::Zigzag { axis } => {
                for j in zigzag_partners(atom, i, axis) {
                    out.push(follow(path_len, &|k| {
                        vec_of(if k % 2 == 0 { i } else { j })
                    }));
                }
            }
            Path::Reflecting {
                max_reflections,
                corners,
                at_edge,
            } => out.push(reflecting(
                from,
                vec_of(i),
                path_len,
                (max_reflections, corners, at_edge),
                cyl,
            )),
            Path::Bent => {
                let v = vec_of(i);
                let Some(first) = wrap(from, v, cyl) else {
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
                    let mut ray = vec![node(first, Vec::new(), v)];
                    let mut p = first;
                    for _ in 0..limit {
                        let Some(q) = wrap(p, w, cyl) else {
                            break;
                        };
                        ray.push(node(q, Vec::new(), w));
                        p = q;
                    }
                    out.push(ray);
                }
            }
        }
    }
    out
}

/// The ray of a reflecting path from `from` starting with vector `v`;
/// `(max_reflections, corners, at_edge)` as in [`Path::Reflecting`].
fn reflecting(
    from: (i32, i32),
    mut v: (i32, i32),
    len: usize,
    (max_reflections, corners, at_edge): (u8, bool, bool),
    cyl: bool,
) -> Vec<PathSquare> {
    let (low, high) = if at_edge { (-1, 15) } else { (0, 14) };
    let mut ray = Vec::new();
    let mut p = from;
    let mut reflections = 0u32;
    for _ in 0..len {
        let (mut x, mut y) = (p.0 + v.0, p.1 + v.1);
        let out_x = !(0..8).contains(&x) && !cyl;
        let out_y = !(0..8).contains(&y);
        if cyl {
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
        ray.push(PathSquare {
            sq: square((x, y)),
            passed: Vec::new(),
            step: v,
        });
        p = (x, y);
    }
    ray
}
