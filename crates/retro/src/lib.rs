#![doc = include_str!("../README.md")]
//!
//! # Modules
//!
//! * [`legality`]: basic-rule violations without retro analysis (CQLi's
//!   `legalposition`) as typed [`Illegal`] reasons;
//! * [`analyse`]: legality plus a reachability analysis that proves a
//!   position unreachable from the game array with typed [`Unreachable`]
//!   reasons (CQLi's `reachableposition`), rendered by [`Analysis`]'s
//!   `Display`; [`analyse_deep`] additionally examines every previous
//!   position;
//! * [`retractions`]: reverse move generation (normal moves, un-captures
//!   including en passant, un-promotions, un-castling), each a
//!   [`Retraction`] that can be applied in place and undone;
//! * [`retractor`]: retractor stipulations (`-1&#1`: White retracts 1 move,
//!   then mates in 1; Proca, Høeg, Klan, Pacific and help retractors) with
//!   their input syntax and the retraction search, generic over the
//!   forward stipulation (the facade plugs in the stipulation engine);
//! * [`proof_game`]: the target of a proof game (`dia`, `a=>b`) for the
//!   stipulation engine, with the static bound on the moves each side
//!   still needs.
//!
//! # For the command line
//!
//! `nightrider analyse FEN` prints [`analyse`] (or [`analyse_deep`]) with
//! `Display`; `nightrider retro FEN` prints [`render_retractions`].
//!
//! # What is refused
//!
//! Every public function that takes a position refuses what it does not
//! handle with a [`RetroError`] rather than answer for another position:
//!
//! * orthodox chess only: a fairy piece, or a piece with attributes
//!   (neutral, royal, …), gives [`RetroError::NotOrthodox`] naming the
//!   first such piece and its square;
//! * a position whose side not to move is in check has no last move:
//!   [`retractions`], [`render_retractions`] and the retractor search
//!   give [`RetroError::Illegal`] ([`Illegal::OpponentInCheck`] or
//!   [`Illegal::BothInCheck`]); [`legality`] and [`analyse`] report it
//!   among their verdicts.
//!
//! The board and move generation crates, whose types this API takes, are
//! re-exported as [`board`] and [`movegen`].
//!
//! # Known limitations
//!
//! * The static analysis does not count the moves a proof game needs, does
//!   not follow which piece captured which (beyond the "all captures by
//!   pawns" arguments) and treats kings and pieces as free to walk through
//!   any square not held by an unmoved pawn or castling piece.
//! * [`analyse`] looks one move back only for the existence of a legal
//!   previous position; [`analyse_deep`] examines each previous position
//!   statically, not recursively.
//! * The half-move clock is not used as retro information.
//! * Retractors: White always retracts first; no "without forward
//!   defence" variant; see [`retractor`].

pub mod legal;
pub mod material;
pub mod proof_game;
pub mod puzzles;
pub mod reasons;
pub mod retract;
pub mod retractor;

pub use legal::legality;
pub use material::SideFacts;
pub use nightrider_board as board;
pub use nightrider_board::Position;
pub use nightrider_movegen as movegen;
pub use reasons::{Illegal, PromotionCause, Unreachable};
pub use retract::{describe, retractions, retractions_with, Retraction, RetroOptions};

use nightrider_board::Colour;
use nightrider_movegen::{NotOrthodox, Orthodox};
use std::fmt;

/// Why a retro function refused a position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RetroError {
    /// The position holds a fairy piece or a piece with attributes (named,
    /// with its square): retro analysis is for orthodox chess.
    #[error("retro analysis is for orthodox chess: {0}")]
    NotOrthodox(#[from] NotOrthodox),
    /// The position is illegal in a way that leaves nothing to retract
    /// (the side not to move is in check).
    #[error("illegal position: {}", Reasons(.0))]
    Illegal(Vec<Illegal>),
}

/// Reasons separated by semicolons.
struct Reasons<'a>(&'a [Illegal]);

impl fmt::Display for Reasons<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, r) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{r}")?;
        }
        Ok(())
    }
}

/// The verdicts on a position: legality and reachability, with reasons.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// Basic-rule violations; empty if legal.
    pub legality: Vec<Illegal>,
    /// Proofs of unreachability; empty if no contradiction was found.
    pub reachability: Vec<Unreachable>,
    /// For [`analyse_deep`]: when every retraction leads to a provably
    /// unreachable position, each retraction with the reasons for its
    /// previous position.
    pub previous: Vec<(Retraction, Vec<Unreachable>)>,
    /// What the static analysis derived for White and Black (captures
    /// implied, promotions implied), for reuse by proof-game search.
    pub facts: [SideFacts; 2],
}

impl Analysis {
    /// Whether no basic rule is violated.
    pub fn is_legal(&self) -> bool {
        self.legality.is_empty()
    }

    /// Whether the position is proved unreachable (an illegal position is
    /// unreachable too).
    pub fn is_unreachable(&self) -> bool {
        !self.legality.is_empty() || !self.reachability.is_empty() || !self.previous.is_empty()
    }
}

impl fmt::Display for Analysis {
    /// CQLi-style: `Legal position` / `Illegal position: …`, then
    /// `Unreachable position: …` or `No contradiction found`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.legality.is_empty() {
            writeln!(f, "Legal position")?;
        } else {
            f.write_str("Illegal position: ")?;
            for (i, r) in self.legality.iter().enumerate() {
                if i > 0 {
                    f.write_str("; ")?;
                }
                write!(f, "{r}")?;
            }
            writeln!(f)?;
        }
        if !self.reachability.is_empty() {
            f.write_str("Unreachable position: ")?;
            for (i, r) in self.reachability.iter().enumerate() {
                if i > 0 {
                    f.write_str(";\n    ")?;
                }
                write!(f, "{r}")?;
            }
            writeln!(f)?;
        } else if !self.previous.is_empty() {
            writeln!(
                f,
                "Unreachable position: every previous position is unreachable"
            )?;
            for (r, reasons) in &self.previous {
                write!(f, "  After {r}: ")?;
                for (i, x) in reasons.iter().enumerate() {
                    if i > 0 {
                        f.write_str("; ")?;
                    }
                    write!(f, "{x}")?;
                }
                writeln!(f)?;
            }
        } else if self.legality.is_empty() {
            writeln!(f, "No contradiction found")?;
        }
        Ok(())
    }
}

/// `pos` as an orthodox position, or the error naming what is not.
fn supported(pos: &Position) -> Result<Orthodox<'_>, RetroError> {
    Ok(Orthodox::new(pos)?)
}

/// `pos` as an orthodox position with a last move to retract: the side
/// not to move is not in check.
fn retractable(pos: &Position) -> Result<Orthodox<'_>, RetroError> {
    let orthodox = supported(pos)?;
    let mover = !pos.side_to_move();
    if nightrider_movegen::in_check(orthodox, mover) {
        let reason = if nightrider_movegen::in_check(orthodox, !mover) {
            Illegal::BothInCheck
        } else {
            Illegal::OpponentInCheck { colour: mover }
        };
        return Err(RetroError::Illegal(vec![reason]));
    }
    Ok(orthodox)
}

/// A position inside retro analysis, already checked at the public entry
/// point (or derived from such a position by retractions and moves of
/// orthodox pieces), for the orthodox fast path without a check per call.
#[inline]
pub(crate) fn orthodox(pos: &Position) -> Orthodox<'_> {
    Orthodox::new_unchecked(pos)
}

/// Whether the board is the game array with White to move.
fn is_initial(pos: &Position) -> bool {
    pos.side_to_move() == Colour::White && pos.board() == Position::startpos().board()
}

/// Legality and reachability of an orthodox position.
///
/// The reachability part runs the static analysis (pawn structure,
/// captures, promotions, trapped pieces, capture colours) and, for a legal
/// position, checks that at least one retraction leads to a legal previous
/// position (else the check, if any, is impossible).
///
/// # Errors
/// [`RetroError::NotOrthodox`] for a fairy piece or a piece with
/// attributes (an illegal position is analysed: its violations are in
/// [`Analysis::legality`]).
pub fn analyse(pos: &Position) -> Result<Analysis, RetroError> {
    let orthodox = supported(pos)?;
    let legality = legal::violations(pos);
    let mut reachability = Vec::new();
    let facts = material::static_analysis(pos, &mut reachability);
    if legality.is_empty() && reachability.is_empty() && !is_initial(pos) {
        let any = !retract::retractions_of(pos, RetroOptions { reachable: false }).is_empty();
        if !any {
            let side = pos.side_to_move();
            if nightrider_movegen::in_check(orthodox, side) {
                reachability.push(Unreachable::ImpossibleCheck { colour: side });
            } else {
                reachability.push(Unreachable::NoPreviousMove);
            }
        }
    }
    Ok(Analysis {
        legality,
        reachability,
        previous: Vec::new(),
        facts,
    })
}

/// The listing `nightrider retro FEN` prints: every retraction of `pos`
/// (legal, not provably unreachable previous position), one a line in
/// CQLi-like notation with its description.
///
/// # Errors
/// As [`retractions`].
pub fn render_retractions(pos: &Position) -> Result<String, RetroError> {
    let list = retractions(pos)?;
    let mover = !pos.side_to_move();
    let mut out = String::new();
    if list.is_empty() {
        out.push_str(&format!("{mover} has no possible last move\n"));
    } else {
        out.push_str(&format!(
            "{} possible last move{} of {mover}:\n",
            list.len(),
            if list.len() == 1 { "" } else { "s" }
        ));
    }
    for r in &list {
        out.push_str(&format!("  {:<18} {}\n", r.to_string(), describe(r)));
    }
    Ok(out)
}

/// [`analyse`], and if it finds no contradiction, the analysis of every
/// previous position: if all of them are unreachable, so is this one
/// (as in CQLi's `move legal reverse count : reachableposition == 0`).
///
/// # Errors
/// As [`analyse`].
pub fn analyse_deep(pos: &Position) -> Result<Analysis, RetroError> {
    let mut a = analyse(pos)?;
    if a.is_unreachable() || is_initial(pos) {
        return Ok(a);
    }
    let mut previous = Vec::new();
    for r in retract::retractions_of(pos, RetroOptions { reachable: false }) {
        let prev = r.previous(pos);
        let pa = analyse(&prev)?;
        if !pa.is_unreachable() {
            return Ok(a);
        }
        let mut reasons = pa.reachability;
        if reasons.is_empty() {
            reasons.push(Unreachable::NoPreviousMove);
        }
        previous.push((r, reasons));
    }
    a.previous = previous;
    Ok(a)
}
