//! Proof games (`dia n`, `a=>b n`, `ser-dia n`): the position play starts
//! from (the game array, or the pieces given before an `a=>b`
//! stipulation) and the target the solvers aim at (the diagram), with the
//! retro crate's bound.

use crate::error::Unsupported;
use crate::problem::Twin;
use nightrider_board::Position;
use nightrider_notation::Goal;
use nightrider_retro::proof_game::ProofGameTarget;
use nightrider_stipulation::{Options, TargetPosition};
use std::sync::Arc;

/// Where a proof game starts and what it must reach.
#[derive(Clone, Debug)]
pub struct ProofGame {
    /// The position play starts from.
    pub start: Position,
    /// The diagram, as the solvers' goal.
    pub target: Arc<dyn TargetPosition>,
}

/// The proof game of `twin`, if its stipulation is one; `None` for every
/// other stipulation.
///
/// # Errors
/// [`Unsupported`] naming what the proof-game search does not cover: fairy
/// conditions (its move bound holds for the orthodox rules only), pieces
/// the bound does not cover (with attributes, fairy pawns, fairy pieces
/// with a hand-made walk), `a=>b` with option WhiteToPlay, and an `a=>b`
/// twin without a start position.
pub fn proof_game(twin: &Twin, options: &Options) -> Result<Option<ProofGame>, Unsupported> {
    let goals = twin.stipulation.goals();
    let a_to_b = goals.contains(&Goal::AToB);
    if !a_to_b && !goals.contains(&Goal::ProofGame) {
        return Ok(None);
    }
    if let Some(line) = twin.conditions.lines.first() {
        return Err(Unsupported::Combination(format!(
            "proof games under fairy conditions ({line})"
        )));
    }
    if !twin.conditions.list.is_empty() {
        return Err(Unsupported::Combination(
            "proof games under fairy conditions".into(),
        ));
    }
    let start = if a_to_b {
        if options.white_to_play {
            return Err(Unsupported::Combination(
                "a=>b with option WhiteToPlay".into(),
            ));
        }
        twin.start
            .clone()
            .ok_or_else(|| Unsupported::Stipulation("a=>b without a start position".into()))?
    } else {
        Position::startpos()
    };
    let target = ProofGameTarget::new(&twin.position, &start)
        .map_err(|e| Unsupported::Piece(e.to_string()))?;
    Ok(Some(ProofGame {
        start,
        target: Arc::new(target),
    }))
}
