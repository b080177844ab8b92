//! The game a twin is solved on: its start position and the rules its moves
//! follow (a proof game's orthodox play, the move generator alone, or the
//! fairy conditions' engine), built once per twin for the solvers and for
//! playing through a solution ([`PlayThrough`]).

use crate::problem::{Problem, Twin};
use crate::render::PrintedMove;
use crate::{game, ProblemSolveError, Unsupported};
use nightrider_board::Position;
use nightrider_movegen::MoveGenerator;
use nightrider_popeye::solving::{generator_with, rules_for};
use nightrider_stipulation::{Game, MoveInfo, TargetPosition};
use std::sync::Arc;

/// How a twin's moves are made.
pub(crate) enum TwinRules {
    /// A proof game (`dia`, `a=>b`): orthodox play from `start` (the game
    /// array or the `a=>b` diagram) towards the twin's diagram.
    Proof {
        start: Position,
        generator: MoveGenerator,
        target: Arc<dyn TargetPosition>,
    },
    /// No fairy condition with rules: the move generator alone.
    Plain {
        start: Position,
        generator: MoveGenerator,
    },
    /// Fairy conditions: their engine, from the diagram it prepared (a
    /// proof game's: from the game array or the `a=>b` start, towards
    /// `target`).
    Fairy {
        start: Position,
        engine: Box<nightrider_conditions::Engine>,
        target: Option<Arc<dyn TargetPosition>>,
    },
}

impl TwinRules {
    /// The rules of `twin` under the solvers' `options`.
    ///
    /// # Errors
    /// A piece, stipulation or combination of conditions that is not
    /// supported.
    pub(crate) fn new(
        twin: &Twin,
        options: &nightrider_stipulation::Options,
    ) -> Result<TwinRules, ProblemSolveError> {
        if twin.retractor.is_some() {
            return Err(ProblemSolveError::Unsupported(Unsupported::Stipulation(
                "a retractor stipulation here: solve it with nightrider::retro_play::solve".into(),
            )));
        }
        let proof = nightrider_popeye::proof_game::proof_game(twin, options)
            .map_err(ProblemSolveError::Unsupported)?;
        if let Some(proof) = proof.as_ref().filter(|proof| !proof.fairy) {
            // play starts from the game array (or the a=>b start) under the
            // orthodox rules, promotions to the target's kinds included
            let mut promotions = rules_for(&proof.start).promotions.to_vec();
            for kind in rules_for(&twin.position).promotions.iter() {
                if !promotions.contains(kind) {
                    promotions.push(*kind);
                }
            }
            let rules = nightrider_movegen::Rules::with_promotions(&promotions);
            let generator = generator_with(&proof.start, rules, &[])?;
            return Ok(TwinRules::Proof {
                start: proof.start.clone(),
                generator,
                target: proof.target.clone(),
            });
        }
        // a proof game under fairy conditions: their engine, set up on the
        // start position, promotions to the target's kinds included
        let (position, castling_rooks, mut target_kinds) = match &proof {
            Some(proof) => (
                &proof.start,
                proof.start.castling(),
                rules_for(&twin.position).promotions.to_vec(),
            ),
            None => (&twin.position, twin.castling_rooks, Vec::new()),
        };
        let builder = nightrider_conditions::EngineBuilder::new(position, &twin.conditions.list)
            .castling_rooks(castling_rooks);
        let mut rules = rules_for(position);
        target_kinds.retain(|kind| !rules.promotions.contains(kind));
        rules.promotions.extend(target_kinds);
        let rules = builder.rules(rules);
        // kinds a condition (or protean pieces) may create
        let extra = builder.created_kinds();
        let generator = generator_with(position, rules, &extra)?;
        match builder.build(generator) {
            Err(e) => Err(ProblemSolveError::Unsupported(Unsupported::Combination(
                e.to_string(),
            ))),
            Ok(nightrider_conditions::Assembled::Plain(generator)) => Ok(match proof {
                Some(proof) => TwinRules::Proof {
                    start: proof.start,
                    generator,
                    target: proof.target,
                },
                None => TwinRules::Plain {
                    start: twin.position.clone(),
                    generator,
                },
            }),
            Ok(nightrider_conditions::Assembled::Engine { engine, start }) => {
                Ok(TwinRules::Fairy {
                    start: *start,
                    engine,
                    target: proof.map(|proof| proof.target),
                })
            }
        }
    }
}

/// A twin's game for playing through its printed solution: the position
/// after any printed move ([`PrintedMove::path`]).
///
/// ```
/// use nightrider::problem::Problem;
/// use nightrider::render::solution_with_moves;
/// use nightrider::{solve, PlayThrough, SolveOptions};
///
/// let problems = Problem::parse("begin\nstip #1\npieces white kc3 qg2 black ka1\nend\n").unwrap();
/// let problem = &problems[0];
/// let mut play = PlayThrough::new(problem, 0).unwrap();
/// solve(problem, &SolveOptions::default(), |_, _, report| {
///     let (_, moves) = solution_with_moves(problem.language, report);
///     assert_eq!(moves[0].text, "Qg2-b2 #");
///     let after = play.position_after(&moves[0]).unwrap();
///     assert!(after.piece_at("b2".parse().unwrap()).is_some());
/// })
/// .unwrap();
/// ```
pub struct PlayThrough {
    game: AnyGame,
}

enum AnyGame {
    Plain(Box<game::PlainGame>),
    Fairy(Box<game::FairyGame>),
}

/// A printed move that does not replay from the twin's position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotPlayable {
    /// The move that is not legal where it stands.
    pub text: String,
}

impl std::fmt::Display for NotPlayable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the move {} is not a legal move after the moves before it",
            self.text
        )
    }
}

impl std::error::Error for NotPlayable {}

impl PlayThrough {
    /// The game of twin `index` of `problem`.
    ///
    /// # Errors
    /// What [`solve`](crate::solve) refuses for the twin; an index past
    /// the last twin is refused as a stipulation.
    pub fn new(problem: &Problem, index: usize) -> Result<PlayThrough, ProblemSolveError> {
        let twin = problem.twins.get(index).ok_or_else(|| {
            ProblemSolveError::Unsupported(Unsupported::Stipulation(format!(
                "twin {} of a problem with {}",
                index + 1,
                problem.twins.len()
            )))
        })?;
        let exclusive = game::ExclusiveCastlings::new(&problem.run.exclusive_castlings);
        let game = match TwinRules::new(twin, &problem.options)? {
            TwinRules::Proof {
                start, generator, ..
            }
            | TwinRules::Plain { start, generator } => AnyGame::Plain(Box::new(
                game::PlainGame::new(start, generator).with_exclusive_castlings(exclusive),
            )),
            TwinRules::Fairy { start, engine, .. } => AnyGame::Fairy(Box::new(
                game::FairyGame::new(start, *engine).with_exclusive_castlings(exclusive),
            )),
        };
        Ok(PlayThrough { game })
    }

    /// The position play starts from (a proof game's: the game array).
    pub fn start(&self) -> &Position {
        match &self.game {
            AnyGame::Plain(g) => g.position(),
            AnyGame::Fairy(g) => g.position(),
        }
    }

    /// The position after `printed`, its path played from the start.
    ///
    /// # Errors
    /// [`NotPlayable`] when a move of the path is not legal where it
    /// stands.
    pub fn position_after(&mut self, printed: &PrintedMove) -> Result<Position, NotPlayable> {
        match &mut self.game {
            AnyGame::Plain(g) => replay(g.as_mut(), &printed.path),
            AnyGame::Fairy(g) => replay(g.as_mut(), &printed.path),
        }
    }
}

/// The position after `path` played on `game` (which is left as it was).
fn replay<G: Game>(game: &mut G, path: &[MoveInfo]) -> Result<Position, NotPlayable> {
    let side = game.side_to_move();
    let mut played = 0;
    let mut legal = Vec::new();
    let mut result = Ok(());
    for info in path.iter().filter(|info| !info.mv.is_null()) {
        game.set_side_to_move(info.mover);
        legal.clear();
        game.legal_moves(&mut legal);
        if !legal.contains(&info.mv) {
            // the last move of a double mate may leave its own king
            // attacked
            game.self_check_moves(&mut legal);
        }
        if !legal.contains(&info.mv) {
            result = Err(NotPlayable {
                text: info.mv.to_string(),
            });
            break;
        }
        game.play(&info.mv);
        played += 1;
    }
    let position = game.position().clone();
    for _ in 0..played {
        game.undo();
    }
    game.set_side_to_move(side);
    result.map(|()| position)
}
