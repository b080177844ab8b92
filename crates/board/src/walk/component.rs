//! Components: one movement rule of a walk (atom and directions, path,
//! action, range, mode, ranks, cylinder), with the actions, landings and
//! turns of hoppers and the validation of a component.

use super::{zigzag_partners, Atom, AtomClass, Dirs, Path, KING_STEPS};
use bitflags::bitflags;

/// Range value meaning "no limit": ride until blocked or off the board.
pub const UNLIMITED: u8 = u8::MAX;

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

    /// The landing vectors of a hop turned by this turn from the unit
    /// approach vector `v`: `v` itself when straight, the square before
    /// the hurdle for 180°, else the two vectors turned either way
    /// (none if `v` is not a unit vector).
    pub fn landing_vectors(self, v: (i32, i32)) -> Vec<(i32, i32)> {
        let Some(i) = KING_STEPS.iter().position(|&u| u == v) else {
            return Vec::new();
        };
        match usize::from(self.degrees() / 45) {
            0 => vec![v],
            4 => vec![KING_STEPS[(i + 4) % 8]],
            k => vec![KING_STEPS[(i + k) % 8], KING_STEPS[(i + 8 - k) % 8]],
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

/// An invalid component or walk.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
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
