//! Proof games (`dia n`, `a=>b n`, `ser-dia n`): the position play starts
//! from (the game array, or the pieces given before an `a=>b`
//! stipulation) and the target the solvers aim at (the diagram), with the
//! retro crate's bound.

use crate::error::Unsupported;
use crate::problem::Twin;
use nightrider_board::Position;
use nightrider_notation::Goal;
use nightrider_retro::proof_game::{ChangedSquaresTarget, ProofGameTarget};
use nightrider_stipulation::{Options, TargetPosition};
use std::sync::Arc;

/// Where a proof game starts and what it must reach.
#[derive(Clone, Debug)]
pub struct ProofGame {
    /// The position play starts from.
    pub start: Position,
    /// The diagram, as the solvers' goal.
    pub target: Arc<dyn TargetPosition>,
    /// Whether play follows the twin's fairy conditions (their engine, set
    /// up on `start`) rather than the orthodox rules.
    pub fairy: bool,
}

/// The proof game of `twin`, if its stipulation is one; `None` for every
/// other stipulation.
///
/// Without fairy conditions (or with Leofamily, ChineseChess or
/// CavalierMajeur alone, whose game array differs) the target is the
/// retro crate's [`ProofGameTarget`] with its strong bound, and so it is
/// under conditions that only take moves away
/// ([`nightrider_conditions::proof_games::only_take_moves_away`]); under
/// the other fairy conditions it is a [`ChangedSquaresTarget`] with the
/// conditions' figure of squares a move changes
/// ([`nightrider_conditions::proof_games`]).
///
/// # Errors
/// [`Unsupported`] naming what the proof-game search does not cover:
/// fairy conditions whose moves that figure does not cover, pieces the
/// orthodox bound does not cover (with attributes, fairy pawns, fairy
/// pieces with a hand-made walk), `ser-a=>b` with option WhiteToPlay, and an
/// `a=>b` twin without a start position.
pub fn proof_game(twin: &Twin, options: &Options) -> Result<Option<ProofGame>, Unsupported> {
    let goals = twin.stipulation.goals();
    let a_to_b = goals.contains(&Goal::AToB);
    if !a_to_b && !goals.contains(&Goal::ProofGame) {
        return Ok(None);
    }
    let conditions = &twin.conditions.list;
    let piece_sets = !conditions.is_empty()
        && conditions
            .iter()
            .all(nightrider_conditions::piece_sets::is_piece_set);
    let fairy = !conditions.is_empty() && !piece_sets;
    let per_move = if fairy {
        let per_move = nightrider_conditions::proof_games::squares_changed_per_move(conditions);
        Some(per_move.map_err(|index| {
            Unsupported::Combination(match twin.conditions.lines.get(index) {
                Some(line) => format!("proof games under fairy conditions ({line})"),
                None => "proof games under fairy conditions".into(),
            })
        })?)
    } else {
        None
    };
    if piece_sets {
        if let Some(refusal) = piece_set_refusal(twin, a_to_b) {
            return Err(Unsupported::Combination(refusal.into()));
        }
    }
    let start = if a_to_b {
        if options.white_to_play && !twin.stipulation.is_help_a_to_b() {
            // Popeye 4.104 lets Black start ser-a=>b then, and finds nothing
            return Err(Unsupported::Combination(
                "ser-a=>b with option WhiteToPlay".into(),
            ));
        }
        twin.start
            .clone()
            .ok_or_else(|| Unsupported::Stipulation("a=>b without a start position".into()))?
    } else if piece_sets {
        nightrider_conditions::piece_sets::game_array(conditions)
    } else {
        Position::startpos()
    };
    // conditions that only take moves away keep the orthodox bound
    let orthodox_bound = nightrider_conditions::proof_games::only_take_moves_away(conditions);
    let target: Arc<dyn TargetPosition> = match per_move {
        Some(per_move) if !orthodox_bound => {
            Arc::new(ChangedSquaresTarget::new(&twin.position, per_move))
        }
        _ => Arc::new(
            ProofGameTarget::new(&twin.position, &start)
                .map_err(|e| Unsupported::Piece(e.to_string()))?,
        ),
    };
    Ok(Some(ProofGame {
        start,
        target,
        fairy,
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
