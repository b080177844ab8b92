//! Proof games (`dia n`, `a=>b n`, `ser-dia n`): the position play starts
//! from (the game array, or the pieces given before an `a=>b`
//! stipulation) and the target the solvers aim at (the diagram), with the
//! retro crate's bound.

use crate::error::Unsupported;
use crate::problem::Twin;
use nightrider_board::{Bitboard, CastlingRights, Colour, Piece, PieceKind, Position, Square};
use nightrider_notation::popeye::{Command, PieceColour};
use nightrider_notation::Goal;
use nightrider_retro::proof_game::{ChangedSquaresTarget, ProofGameTarget};
use nightrider_stipulation::intelligent::distance::{Distances, Unit, FAR};
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
    if let Some(added) = &twin.added_units {
        // Jacobi's AddPieces/Add: the diagram's units with those added
        if !conditions.is_empty() {
            return Err(Unsupported::Combination(
                "Jacobi's proof-game options AddPieces and Add under fairy conditions".into(),
            ));
        }
        let start = twin.start.clone().unwrap_or_else(Position::startpos);
        return Ok(Some(ProofGame {
            start,
            target: Arc::new(PartialTarget::new(&twin.position, added.clone())?),
            fairy: false,
        }));
    }
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

/// Jacobi's proof-game options: the units the target admits beyond its
/// diagram's, on the squares the diagram leaves empty.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum AddedUnits {
    /// `AddPieces`: any units of either side.
    Any,
    /// `AddWhitePieces` (`AddBlackPieces`): any units of that side; the
    /// other side's are exactly the diagram's.
    Side(Colour),
    /// `Add white X P black Q`: exactly these units (`None`: Jacobi's
    /// `X`, a unit of any kind).
    Units(Vec<(Colour, Option<PieceKind>)>),
}

/// The options `AddPieces`, `AddWhitePieces`, `AddBlackPieces` or `Add …`
/// as [`AddedUnits`]; `None` for another command.
///
/// # Errors
/// An unknown piece code after `Add`, a neutral colour.
pub(crate) fn added_units(
    lang: nightrider_notation::popeye::InputLanguage,
    command: &Command,
) -> Result<Option<AddedUnits>, crate::error::ProblemError> {
    Ok(Some(match command {
        Command::AddPieces => AddedUnits::Any,
        Command::AddWhitePieces => AddedUnits::Side(Colour::White),
        Command::AddBlackPieces => AddedUnits::Side(Colour::Black),
        Command::Add(groups) => {
            let mut units = Vec::new();
            for (colour, codes) in groups {
                let colour = match colour {
                    PieceColour::White => Colour::White,
                    PieceColour::Black => Colour::Black,
                    PieceColour::Neutral => {
                        return Err(crate::error::ProblemError::Unsupported(
                            Unsupported::Command("Jacobi's Add with neutral units".into()),
                        ))
                    }
                };
                for code in codes {
                    let kind = if code.eq_ignore_ascii_case("x") {
                        None
                    } else {
                        Some(crate::pieces::resolve_code(lang, code)?)
                    };
                    units.push((colour, kind));
                }
            }
            AddedUnits::Units(units)
        }
        _ => return Ok(None),
    }))
}

/// The target of a proof game under Jacobi's `AddPieces`/`Add` options:
/// the diagram's units on their squares, with the units [`AddedUnits`]
/// admits on the other squares (orthodox play only).
///
/// The bound ([`TargetPosition::reachable`]): each side needs, for every
/// unit of the diagram not yet on its square, a move of one of its units
/// there; distinct squares are reached by distinct units, so the sum over
/// those squares of the least empty-board distance of any unit of the side
/// (a pawn's promotions included) is at most the moves the side still
/// needs; a rook's castled square counts nothing while the side may still
/// castle (castling takes the rook there with the king's move). When the
/// option fixes a side's number of units (`AddWhitePieces` fixes Black's,
/// `Add` both), the other side must still capture the surplus.
#[derive(Debug)]
pub struct PartialTarget {
    /// The diagram's units.
    given: Vec<(Square, Piece)>,
    /// The diagram's squares.
    squares: Bitboard,
    /// The units admitted beyond them.
    added: AddedUnits,
    /// The empty-board distances.
    distances: Distances,
}

impl PartialTarget {
    /// The target `diagram` with `added`.
    ///
    /// # Errors
    /// [`Unsupported::Piece`] for a piece other than the orthodox ones in
    /// the diagram or the units added.
    pub fn new(diagram: &Position, added: AddedUnits) -> Result<PartialTarget, Unsupported> {
        let mut given = Vec::new();
        let mut squares = Bitboard::EMPTY;
        for sq in diagram.occupied() {
            let piece = diagram.piece_at(sq).expect("occupied");
            if !piece.kind.is_orthodox() {
                return Err(Unsupported::Piece(format!(
                    "Jacobi's AddPieces or Add with the piece {piece} on {sq}"
                )));
            }
            given.push((sq, piece));
            squares |= Bitboard::from(sq);
        }
        if let AddedUnits::Units(units) = &added {
            if units
                .iter()
                .any(|(_, k)| k.is_some_and(|k| !k.is_orthodox()))
            {
                return Err(Unsupported::Piece("Jacobi's Add with a fairy piece".into()));
            }
        }
        Ok(PartialTarget {
            given,
            squares,
            added,
            distances: Distances::new(),
        })
    }

    /// The units of `colour` the target holds, if the option fixes them.
    fn units_of(&self, colour: Colour) -> Option<usize> {
        let given = self
            .given
            .iter()
            .filter(|(_, p)| p.colour == colour)
            .count();
        match &self.added {
            AddedUnits::Any => None,
            AddedUnits::Side(c) if *c == colour => None,
            AddedUnits::Side(_) => Some(given),
            AddedUnits::Units(units) => {
                Some(given + units.iter().filter(|(c, _)| *c == colour).count())
            }
        }
    }

    /// The least moves `side` needs: see the type's documentation.
    fn side_bound(&self, pos: &Position, side: Colour) -> Option<u32> {
        let may_castle = pos.castling().intersects(CastlingRights::of(side));
        let units: Vec<(Square, Unit)> = pos
            .occupied()
            .into_iter()
            .filter_map(|sq| {
                let p = pos.piece_at(sq)?;
                (p.colour == side)
                    .then(|| Unit::of(p.kind, p.colour, may_castle).map(|u| (sq, u)))
                    .flatten()
            })
            .collect();
        let first = if side == Colour::White { 0 } else { 7 };
        let mut sum = 0u32;
        for (sq, piece) in self.given.iter().filter(|(_, p)| p.colour == side) {
            if pos
                .piece_at(*sq)
                .is_some_and(|q| q.kind == piece.kind && q.colour == piece.colour)
            {
                continue;
            }
            if may_castle
                && piece.kind == PieceKind::ROOK
                && sq.y() == first
                && matches!(sq.x(), 3 | 5)
            {
                continue;
            }
            let best = units
                .iter()
                .map(|(from, unit)| self.distances.get(*unit, *from, piece.kind, *sq))
                .min()
                .unwrap_or(FAR);
            if best == FAR {
                return None;
            }
            sum += u32::from(best);
        }
        // the opponent's surplus units, which this side must capture
        let other = !side;
        let captures = match self.units_of(other) {
            Some(wanted) => {
                let now = pos
                    .occupied()
                    .into_iter()
                    .filter(|&sq| pos.piece_at(sq).is_some_and(|p| p.colour == other))
                    .count();
                if now < wanted {
                    // (orthodox moves never add a unit)
                    return None;
                }
                (now - wanted) as u32
            }
            None => 0,
        };
        Some(sum.max(captures))
    }
}

impl TargetPosition for PartialTarget {
    fn reached(&self, pos: &Position) -> bool {
        let same = |q: Option<Piece>, p: &Piece| {
            q.is_some_and(|q| q.kind == p.kind && q.colour == p.colour)
        };
        if !self.given.iter().all(|(sq, p)| same(pos.piece_at(*sq), p)) {
            return false;
        }
        let extras = pos
            .occupied()
            .into_iter()
            .filter(|&sq| !self.squares.contains(sq))
            .filter_map(|sq| pos.piece_at(sq));
        match &self.added {
            AddedUnits::Any => true,
            AddedUnits::Side(c) => extras.into_iter().all(|p| p.colour == *c),
            AddedUnits::Units(units) => {
                let mut extras: Vec<Piece> = extras.collect();
                let mut any = [0usize; 2];
                for (colour, kind) in units {
                    match kind {
                        Some(kind) => {
                            match extras
                                .iter()
                                .position(|p| p.colour == *colour && p.kind == *kind)
                            {
                                Some(i) => {
                                    extras.swap_remove(i);
                                }
                                None => return false,
                            }
                        }
                        None => any[usize::from(*colour == Colour::Black)] += 1,
                    }
                }
                [Colour::White, Colour::Black].iter().all(|&c| {
                    extras.iter().filter(|p| p.colour == c).count()
                        == any[usize::from(c == Colour::Black)]
                })
            }
        }
    }

    fn reachable(&self, pos: &Position, white_moves: u32, black_moves: u32) -> bool {
        match (
            self.side_bound(pos, Colour::White),
            self.side_bound(pos, Colour::Black),
        ) {
            (Some(w), Some(b)) => w <= white_moves && b <= black_moves,
            _ => false,
        }
    }
}
