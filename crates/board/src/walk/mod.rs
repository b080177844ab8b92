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
//!
//! # Modules
//!
//! * [`atom`]: atoms, their vectors and the knight and king step tables;
//! * [`path`]: paths and the squares they visit on the board;
//! * [`component`]: components and their validation;
//! * [`special`]: the hand-implemented walks;
//! * `reference` and `special_reference` (feature `reference`): slow,
//!   obviously correct interpreters of components and special walks, the
//!   test oracles of the move generator.

pub mod atom;
pub mod component;
pub mod path;
#[cfg(feature = "reference")]
pub mod reference;
pub mod special;
#[cfg(feature = "reference")]
pub mod special_reference;

pub use atom::{Atom, AtomClass, Dirs, KING_STEPS, KNIGHT_STEPS};
pub use component::{Action, Component, Landing, Mode, Ranks, Turn, WalkError, UNLIMITED};
pub use path::{zigzag_partners, Path};
pub use special::SpecialWalk;

/// A piece's walk as data: the union of its components. (Move
/// generators compile it into code, `nightrider_movegen::WalkGenerator`.)
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

/// A walk as the catalogue or a user definition gives it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum PieceWalk {
    /// Expressed by components.
    Walk(Walk),
    /// Implemented by hand.
    Special(SpecialWalk),
    /// A hunter: moves whose target is further from its own first rank
    /// (forward) as the first walk, moves whose target is nearer (backward)
    /// as the second; no sideways move. A pawn walk in it keeps its double
    /// step but does not promote.
    Hunter(Box<PieceWalk>, Box<PieceWalk>),
}
