//! A slow, straightforward interpreter of walks: the executable
//! specification of the semantics documented on [`Component`], [`Path`]
//! and [`Action`]. Move generators test their fast kernels against it
//! (feature `reference`).
//!
//! ```
//! use nightrider_board::{betza, Colour, Square};
//! use nightrider_board::walk::reference::{targets, Occupant};
//! let rose = betza::parse("{rose}NN").unwrap();
//! let empty = |_| Occupant::Empty;
//! let t = targets(&rose, Colour::White, Square::D4, &empty, None);
//! assert!(t.iter().any(|t| t.to == Square::E6));
//! ```

use super::path::{self, MAX_STEPS};
#[cfg(doc)]
use super::Path;
use super::{Action, Component, Landing, Mode, Ranks, Turn, Walk, UNLIMITED};
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

/// The targets of one component of a piece of `colour` on `from`.
/// `ep` is an en passant opportunity `(target square, victim square)`.
pub fn component_targets(
    c: &Component,
    colour: Colour,
    from: Square,
    board: &dyn Fn(Square) -> Occupant,
    ep: Option<(Square, Square)>,
) -> Vec<Target> {
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
    for ray in path::rays(c, from, colour) {
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
                    for w in turn.landing_vectors(v) {
                        if let Some(q) = path::step(ray[k].sq, w, c.cylinder) {
                            if q != from {
                                land(&mut out, q, None);
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
                            if let (true, Some((t, v))) = (c.mode.contains(Mode::EN_PASSANT), ep) {
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
