//! Retractor stipulations: retract moves, then play a forward stipulation.
//!
//! # Input syntax
//!
//! Popeye's language has no retractors; nightrider writes them as a
//! retraction prefix in front of a forward stipulation:
//!
//! | text      | meaning |
//! |-----------|---------|
//! | `r1#1`    | the side that made the last move retracts 1 move, then mates in 1 (Loyd type) |
//! | `r3#1`    | retracts 3 of its moves; the opponent's moves in between are retracted too, **chosen by the retracting side** (Loyd / "cooperative" retractor) |
//! | `pr2#1`   | Proca retractor: both sides retract alternately, the opponent choosing its retractions **to defeat** the stipulation, then mate in 1 against any defence |
//!
//! The side that retracts first is the side *not* to move in the diagram
//! (it made the last move); after its last retraction it is to move and
//! plays the forward stipulation. Only `#n` (direct mate) forward
//! stipulations are solved here. In both retractor types here the
//! retracting side decides which piece an un-capture restores; the Høeg
//! variant (the opponent decides) is not supported.
//!
//! # Engine
//!
//! [`solve`] is a small self-contained search over
//! [`crate::retractions`] and the move generator, enough for the classical
//! retractor problems. The stipulation engine (`nightrider-stipulation`)
//! does not know retractors yet; it can drive [`crate::Retraction::retract`]
//! and `Position::undo_move` the same way.

use crate::retract::{retractions, Retraction};
use nightrider_board::{Move, Position};
use nightrider_movegen::{in_check, legal_moves};
use std::fmt;

/// Who chooses the retractions of the side that does not solve.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RetractorKind {
    /// The solving side chooses every retraction (Loyd type).
    Loyd,
    /// The opponent chooses its own retractions, to defeat the solution.
    Proca,
}

/// A retractor stipulation: retract `retractions` moves of the solving
/// side, then mate in `mate_in`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Retractor {
    /// Who chooses the opponent's retractions.
    pub kind: RetractorKind,
    /// Moves the solving side retracts (at least 1).
    pub retractions: u32,
    /// The forward part: mate in this many moves.
    pub mate_in: u32,
}

/// A retractor stipulation that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("cannot read retractor stipulation {text:?}: {message}")]
pub struct ParseRetractorError {
    /// The text given.
    pub text: String,
    /// What is wrong.
    pub message: String,
}

impl Retractor {
    /// Parses `r<n>#<m>` or `pr<n>#<m>` (case-insensitive, spaces
    /// ignored).
    pub fn parse(text: &str) -> Result<Retractor, ParseRetractorError> {
        let err = |m: &str| ParseRetractorError {
            text: text.to_string(),
            message: m.to_string(),
        };
        let s: String = text
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect::<String>()
            .to_ascii_lowercase();
        let (kind, rest) = if let Some(r) = s.strip_prefix("pr") {
            (RetractorKind::Proca, r)
        } else if let Some(r) = s.strip_prefix('r') {
            (RetractorKind::Loyd, r)
        } else {
            return Err(err(
                "expected `r` or `pr` followed by a number of retractions",
            ));
        };
        let (n, fwd) = rest
            .split_once('#')
            .ok_or_else(|| err("only `#n` forward stipulations are supported"))?;
        let retractions: u32 = n
            .parse()
            .map_err(|_| err("the number of retractions is not a number"))?;
        let mate_in: u32 = fwd
            .parse()
            .map_err(|_| err("the number of forward moves is not a number"))?;
        if retractions == 0 || mate_in == 0 {
            return Err(err("retractions and forward moves must be at least 1"));
        }
        Ok(Retractor {
            kind,
            retractions,
            mate_in,
        })
    }
}

impl fmt::Display for Retractor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let p = match self.kind {
            RetractorKind::Loyd => "",
            RetractorKind::Proca => "p",
        };
        write!(f, "{p}r{}#{}", self.retractions, self.mate_in)
    }
}

/// One solution: the retractions (solver's and, for Loyd retractors, the
/// opponent's in between, most recent first) and the forward key move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RetractorSolution {
    /// Retractions, in the order they are retracted.
    pub retractions: Vec<Retraction>,
    /// The first forward move (`None` for Proca retractors of more than
    /// one move, whose solution is the first retraction against every
    /// defence).
    pub key: Option<Move>,
}

impl fmt::Display for RetractorSolution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in &self.retractions {
            write!(f, "~{r} ")?;
        }
        match self.key {
            Some(k) => write!(f, "{k}"),
            None => f.write_str("…"),
        }
    }
}

/// Whether the side to move can force mate in `n` moves.
pub fn mate_in(pos: &mut Position, n: u32) -> bool {
    !mating_moves(pos, n, true).is_empty()
}

/// The moves of the side to move that force mate in `n` (stopping at the
/// first if `first_only`).
pub fn mating_moves(pos: &mut Position, n: u32, first_only: bool) -> Vec<Move> {
    let mut out = Vec::new();
    if n == 0 {
        return out;
    }
    let moves = legal_moves(pos);
    for mv in moves.iter() {
        pos.play(mv);
        let replies = legal_moves(pos);
        let wins = if replies.is_empty() {
            in_check(pos, pos.side_to_move())
        } else if n == 1 {
            false
        } else {
            replies.iter().all(|r| {
                pos.play(r);
                let ok = mate_in(pos, n - 1);
                pos.undo_move();
                ok
            })
        };
        pos.undo_move();
        if wins {
            out.push(*mv);
            if first_only {
                break;
            }
        }
    }
    out
}

/// Every solution of `stip` in `pos` (the side not to move retracts).
pub fn solve(pos: &Position, stip: &Retractor) -> Vec<RetractorSolution> {
    let mut work = pos.clone();
    work.clear_journal();
    let mut out = Vec::new();
    let mut line = Vec::new();
    match stip.kind {
        RetractorKind::Loyd => loyd(&mut work, stip, stip.retractions, &mut line, &mut out),
        RetractorKind::Proca => {
            for r in retractions(&work) {
                r.retract(&mut work);
                line.push(r);
                if proca_after_solver(&mut work, stip, stip.retractions - 1) {
                    if stip.retractions == 1 {
                        for key in mating_moves(&mut work, stip.mate_in, false) {
                            out.push(RetractorSolution {
                                retractions: line.clone(),
                                key: Some(key),
                            });
                        }
                    } else {
                        // The key of a Proca retractor is the first retraction.
                        out.push(RetractorSolution {
                            retractions: line.clone(),
                            key: None,
                        });
                    }
                }
                line.pop();
                work.undo_move();
            }
        }
    }
    out
}

fn loyd(
    pos: &mut Position,
    stip: &Retractor,
    left: u32,
    line: &mut Vec<Retraction>,
    out: &mut Vec<RetractorSolution>,
) {
    for r in retractions(pos) {
        r.retract(pos);
        line.push(r);
        if left == 1 {
            for key in mating_moves(pos, stip.mate_in, false) {
                out.push(RetractorSolution {
                    retractions: line.clone(),
                    key: Some(key),
                });
            }
        } else {
            for o in retractions(pos) {
                o.retract(pos);
                line.push(o);
                loyd(pos, stip, left - 1, line, out);
                line.pop();
                pos.undo_move();
            }
        }
        line.pop();
        pos.undo_move();
    }
}

/// After a solver retraction, with `left` solver retractions still to
/// come: whether the solver wins against every opponent retraction.
fn proca_after_solver(pos: &mut Position, stip: &Retractor, left: u32) -> bool {
    if left == 0 {
        return mate_in(pos, stip.mate_in);
    }
    let defences = retractions(pos);
    if defences.is_empty() {
        // No previous move for the opponent: this line is impossible.
        return false;
    }
    defences.into_iter().all(|d| {
        d.retract(pos);
        let ok = retractions(pos).into_iter().any(|r| {
            r.retract(pos);
            let ok = proca_after_solver(pos, stip, left - 1);
            pos.undo_move();
            ok
        });
        pos.undo_move();
        ok
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_syntax() {
        let r = Retractor::parse("r1#1").unwrap();
        assert_eq!(r.kind, RetractorKind::Loyd);
        assert_eq!((r.retractions, r.mate_in), (1, 1));
        let p = Retractor::parse(" PR 2 # 3").unwrap();
        assert_eq!(p.kind, RetractorKind::Proca);
        assert_eq!(p.to_string(), "pr2#3");
        assert!(Retractor::parse("r1h#1").is_err());
        assert!(Retractor::parse("r0#1").is_err());
        assert!(Retractor::parse("x1#1").is_err());
    }
}
