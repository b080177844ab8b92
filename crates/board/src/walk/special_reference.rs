//! Reference targets of the [`SpecialWalk`]s whose moves depend on the
//! board only (the others need game history or other pieces' walks)
//! (feature `reference`).
//!
//! ```
//! use nightrider_board::{Colour, Square};
//! use nightrider_board::walk::SpecialWalk;
//! use nightrider_board::walk::reference::Occupant;
//! use nightrider_board::walk::special_reference::targets;
//! let t = targets(SpecialWalk::Querquisite, Colour::White, Square::D4, &|_| Occupant::Empty, None);
//! assert_eq!(t.map(|t| t.len()), Some(27)); // a queen on the d-file
//! ```

use super::reference::{self, Occupant, Target};
use super::{Atom, Component, SpecialWalk, Walk, KING_STEPS, KNIGHT_STEPS, UNLIMITED};
use crate::colour::Colour;
use crate::square::Square;

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
                for v in KNIGHT_STEPS {
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
            for u in KING_STEPS {
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
            for v in KNIGHT_STEPS {
                let (Some(t), Some(h)) = (at(from, v), at(from, knight_passes(v)[which])) else {
                    continue;
                };
                if !empty(h) {
                    push(&mut out, board, t, true, true);
                }
            }
        }
        SpecialWalk::Skylla | SpecialWalk::Charybdis => {
            let which = usize::from(special == SpecialWalk::Charybdis);
            for v in KNIGHT_STEPS {
                let (Some(t), Some(m)) = (at(from, v), at(from, knight_passes(v)[which])) else {
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
            for v in KNIGHT_STEPS {
                let Some(t) = at(from, v) else { continue };
                let hurdles = knight_passes(v)
                    .iter()
                    .filter(|&&p| at(from, p).is_some_and(|h| !empty(h)))
                    .count();
                push(&mut out, board, t, hurdles > 0, hurdles < 2);
            }
        }
        SpecialWalk::ContraHamster => {
            for u in KING_STEPS {
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
            for v in KNIGHT_STEPS {
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
            let dirs: Vec<(i32, i32)> = KING_STEPS
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
        SpecialWalk::EagleEquihopper | SpecialWalk::EagleNonstopEquihopper => {
            let nonstop = special == SpecialWalk::EagleNonstopEquihopper;
            let gcd = |a: i32, b: i32| (1..=3).rev().find(|d| a % d == 0 && b % d == 0);
            for dx in -3..=3i32 {
                for dy in -3..=3i32 {
                    if (dx, dy) == (0, 0) || gcd(dx, dy) != Some(1) {
                        continue;
                    }
                    let free = |s: Square, d: (i32, i32), k: i32| {
                        nonstop || (1..k).all(|j| at(s, (j * d.0, j * d.1)).is_some_and(empty))
                    };
                    // (the stop version: one leap only off the queen lines)
                    let queen_line = dx == 0 || dy == 0 || dx.abs() == dy.abs();
                    let most = if queen_line || nonstop { 7 } else { 1 };
                    for k in 1..=most {
                        let Some(h) = at(from, (k * dx, k * dy)) else {
                            break;
                        };
                        if empty(h) || !free(from, (dx, dy), k) {
                            continue;
                        }
                        for r in [(-dy, dx), (dy, -dx)] {
                            if let Some(t) = at(h, (k * r.0, k * r.1)) {
                                if free(h, r, k) {
                                    push(&mut out, board, t, true, true);
                                }
                            }
                        }
                    }
                }
            }
        }
        SpecialWalk::Scarabeus => {
            for u in KING_STEPS {
                let hurdle = (1..8)
                    .map_while(|k| at(from, (k * u.0, k * u.1)))
                    .find(|&s| !empty(s));
                let Some(h) = hurdle else { continue };
                // The knight leaps nearest the line: (±1, 2) for (0, 1),
                // (2, 1) and (1, 2) for (1, 1).
                for v in KNIGHT_STEPS {
                    if v.0 * u.0 + v.1 * u.1 >= 2 {
                        if let Some(t) = at(h, v) {
                            push(&mut out, board, t, true, true);
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
