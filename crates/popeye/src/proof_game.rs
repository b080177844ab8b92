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
    let piece_sets = !twin.conditions.list.is_empty()
        && twin
            .conditions
            .list
            .iter()
            .all(nightrider_conditions::piece_sets::is_piece_set);
    if !piece_sets {
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
    } else if let Some(refusal) = piece_set_refusal(twin, a_to_b) {
        return Err(Unsupported::Combination(refusal.into()));
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
    } else if piece_sets {
        nightrider_conditions::piece_sets::game_array(&twin.conditions.list)
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

/// Why a proof game under Leofamily, ChineseChess or CavalierMajeur (see
/// [`nightrider_conditions::piece_sets`]) is not played, if it is not:
/// play starts from the conditions' game array with the orthodox
/// generator, whose promotions are not the conditions', so only proof
/// games too short for a promotion are played (a pawn needs five moves
/// of its side to promote), and not `a=>b` (its start may hold pawns
/// near promotion).
fn piece_set_refusal(twin: &Twin, a_to_b: bool) -> Option<&'static str> {
    if a_to_b {
        return Some("a=>b under Leofamily, ChineseChess or CavalierMajeur");
    }
    if let Some(refusal) =
        nightrider_conditions::piece_sets::position_refusal(&twin.position, &twin.conditions.list)
    {
        return Some(refusal);
    }
    let moves_of_a_side = twin.stipulation.traditional.as_ref().map(|t| {
        if t.series == nightrider_stipulation::model::SeriesKind::None {
            t.half_moves.div_ceil(2)
        } else {
            t.half_moves
        }
    });
    match moves_of_a_side {
        Some(moves) if moves < 5 => None,
        _ => Some(
            "proof games long enough for a promotion under Leofamily, ChineseChess or CavalierMajeur",
        ),
    }
}
