//! Goals: the workspace's goal type ([`Goal`], from the notation crate),
//! which of them the solvers support, and the tests whether a move reached one.

use crate::game::Game;
use nightrider_board::{Colour, Effect, Move, Piece, Special, Square};

pub use nightrider_notation::Goal;

/// Whether the solvers support `goal`: the rebirth goals and Jacobi's
/// mate events are parsed but refused. The proof-game goals need a game
/// with a [`Game::target`], Jacobi's counted checks (`++`) one that counts
/// them ([`Game::checking_units`]).
pub fn is_supported(goal: Goal) -> bool {
    !matches!(
        goal,
        Goal::CircuitByRebirth | Goal::ExchangeByRebirth | Goal::MateEvents(_)
    )
}

/// One move of the current play, as the goal tests need it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    /// The move.
    pub mv: Move,
    /// The piece that moved (`None` for a null move).
    pub piece: Option<Piece>,
    /// Whether the mover was checkmated before the move (only recorded when
    /// a counter-mate goal needs it).
    pub mover_was_mated: bool,
    /// A null move the rules play, not one chosen under option NullMoves:
    /// the idle side's turn in series play, the pass that asks for a
    /// threat.
    pub rule_pass: bool,
}

/// Counts the legal moves of the side to move, stopping at the first one.
pub(crate) fn has_legal_move<G: Game>(game: &mut G, buf: &mut Vec<Move>) -> bool {
    let _ = buf;
    game.has_legal_move()
}

/// Whether the side to move is checkmated / stalemated: `(in_check, no_moves)`.
fn immobile<G: Game>(game: &mut G, buf: &mut Vec<Move>) -> (bool, bool) {
    let side = game.side_to_move();
    let check = game.in_check(side);
    (check, !has_legal_move(game, buf))
}

/// The same test for the side that just moved (as if it were to move again).
fn mover_immobile<G: Game>(game: &mut G, buf: &mut Vec<Move>) -> (bool, bool) {
    game.play(&Move::null());
    let r = immobile(game, buf);
    game.undo();
    r
}

/// Where the piece that stood on `start` in the diagram stands after the
/// moves of `path` (`None` once captured).
pub(crate) fn track(start: Square, path: &[Played]) -> Option<Square> {
    let mut at = start;
    for p in path {
        let m = &p.mv;
        if m.is_null() {
            continue;
        }
        if let Special::Castle { rook_from, rook_to } = m.special {
            if at == rook_from {
                at = rook_to;
                continue;
            }
        }
        if m.from == at {
            at = m.to;
        } else if m.captures.contains(at) {
            return None;
        }
    }
    Some(at)
}

/// Whether the last move of `path` reached `goal`; the game is in the
/// position after that move.
pub(crate) fn reached<G: Game>(
    goal: Goal,
    game: &mut G,
    path: &[Played],
    buf: &mut Vec<Move>,
) -> bool {
    let Some(last) = path.last() else {
        return false;
    };
    let m = last.mv;
    if m.is_null() {
        return false;
    }
    let mover = game.side_to_move().opponent();
    match goal {
        // (MAFF, OWU, AMU: the conditions say when the side to move has
        // no escape, see `Game::immobility_verdict`)
        Goal::Mate | Goal::Stalemate | Goal::MateOrStalemate => {
            let side = game.side_to_move();
            let check = game.in_check(side);
            if (goal == Goal::Mate && !check)
                || (goal == Goal::Stalemate && check)
                || game.in_check(mover)
            {
                return false;
            }
            match game.immobility_verdict(&m, goal) {
                Some(immobile) => immobile,
                None => !has_legal_move(game, buf),
            }
        }
        Goal::DoubleStalemate => {
            let (c, n) = immobile(game, buf);
            if c || !n || game.in_check(mover) {
                return false;
            }
            let (c2, n2) = mover_immobile(game, buf);
            !c2 && n2
        }
        Goal::AutoStalemate => {
            if game.in_check(mover) {
                return false;
            }
            let (c, n) = mover_immobile(game, buf);
            !c && n
        }
        Goal::AutoMate => {
            let (c, n) = mover_immobile(game, buf);
            c && n
        }
        Goal::DoubleMate | Goal::CounterMate => {
            let (c, n) = immobile(game, buf);
            if !(c && n) {
                return false;
            }
            let (c2, n2) = mover_immobile(game, buf);
            c2 && n2 && (goal == Goal::DoubleMate || last.mover_was_mated)
        }
        Goal::Check => game.in_check(game.side_to_move()) && !game.in_check(mover),
        Goal::Checks(n) => {
            game.in_check(game.side_to_move())
                && !game.in_check(mover)
                && game.checking_units().is_ok_and(|k| k >= u32::from(n))
        }
        Goal::Capture => m.is_capture(),
        Goal::Any => true,
        Goal::Castling => m.is_castling(),
        Goal::EnPassant => m.special == Special::EnPassant,
        // a castling reaches the king's square (Popeye 4.104: `ser-zg11`
        // with Ke1 Rh1 is solved by 0-0, not `ser-zf11`), an AntiCirce
        // capturer its rebirth square (`1.Sc6*a7[wSa7->g1] z` for zg11,
        // not for za71); the piece must still be there after the move
        // (not a kamikaze piece gone with its victim, nor one reborn
        // elsewhere under Circe; a volage piece that changed colour there
        // is)
        Goal::Target(sq) => {
            let relocated =
                (m.is_capture() && game.relocates_capturers()) || game.relocates_movers();
            let arrived = if relocated {
                origin_by_journal(game.position(), sq, 1) == Some(m.from)
            } else {
                m.to == sq
            };
            !m.is_null() && arrived && game.position().piece_at(sq).is_some()
        }
        Goal::WinPiece => {
            // The opponent has fewer pieces than before the move: a captured
            // piece reborn (Circe) was not won. The move's effects are in
            // the position's journal of the last move.
            let mut balance = 0i32;
            for e in game.position().last_move_effects() {
                match e {
                    Effect::Remove { piece, .. } if piece.colour != mover => balance -= 1,
                    Effect::Add { piece, .. } if piece.colour != mover => balance += 1,
                    _ => {}
                }
            }
            m.is_capture() && balance < 0
        }
        Goal::Chess81 => {
            let rank = if mover == Colour::White { 7 } else { 0 };
            m.to.y() == rank
        }
        Goal::Circuit => {
            // The moving piece's diagram square: track back by replaying.
            let Some(start) = origin_of_last(path) else {
                return false;
            };
            start == m.to
        }
        Goal::Exchange => {
            // the pieces followed through the journal, rebirths and
            // relocations by conditions included: the mover now stands on
            // the diagram square of another piece of its side, which
            // stands on the mover's
            let pos = game.position();
            let moves = path.len();
            let Some(now) = pos
                .occupied()
                .into_iter()
                .find(|&sq| origin_by_journal(pos, sq, 1) == Some(m.from))
            else {
                return false;
            };
            let Some(start) = origin_by_journal(pos, now, moves) else {
                return false;
            };
            start != now
                && origin_by_journal(pos, start, moves) == Some(now)
                && pos.piece_at(start).is_some_and(|p| p.belongs_to(mover))
        }
        Goal::Kiss(sq) => match track(sq, path) {
            Some(at) => {
                at != m.to
                    && at.distance(m.to) == 1
                    && Square::ALL.iter().all(|&n| {
                        n == m.to || n.distance(at) != 1 || game.position().piece_at(n).is_none()
                    })
            }
            None => false,
        },
        Goal::ProofGame | Goal::AToB => game
            .target()
            .is_some_and(|target| target.reached(game.position())),
        Goal::CircuitByRebirth | Goal::ExchangeByRebirth | Goal::MateEvents(_) => false,
    }
}

/// The diagram square of the piece that made the last move of `path`.
fn origin_of_last(path: &[Played]) -> Option<Square> {
    let last = path.last()?;
    origin_of_square(last.mv.to, path)
}

/// Where the piece standing on `now` stood before the last `moves` moves
/// were played on `pos`, following the journal's effects: moves, and a
/// piece taken off and put back in the same move (a castling, a rebirth, a
/// relocation by a condition; the nearest piece taken off that equals it,
/// else the nearest taken off at all, as a reborn piece may change kind).
/// `None` when the piece was put on the board meanwhile.
pub(crate) fn origin_by_journal(
    pos: &nightrider_board::Position,
    now: Square,
    moves: usize,
) -> Option<Square> {
    let mut at = now;
    for back in 0..moves {
        let effects = pos.earlier_move_effects(back)?;
        // from the last effect back; a piece put back continues from where
        // it was taken off
        let mut i = effects.len();
        while i > 0 {
            i -= 1;
            match effects[i] {
                Effect::Move { from, to } if to == at => at = from,
                Effect::Add { square, piece } if square == at => {
                    let removed = |same: bool| {
                        effects[..i].iter().rposition(|e| {
                            matches!(*e, Effect::Remove { piece: p, .. } if !same || p == piece)
                        })
                    };
                    let j = removed(true).or_else(|| removed(false))?;
                    if let Effect::Remove { square, .. } = effects[j] {
                        at = square;
                    }
                    i = j;
                }
                _ => {}
            }
        }
    }
    Some(at)
}

/// The diagram square of the piece now standing on `now` (after `path`),
/// found by following the path backwards.
fn origin_of_square(now: Square, path: &[Played]) -> Option<Square> {
    let mut at = now;
    for p in path.iter().rev() {
        let m = &p.mv;
        if m.is_null() {
            continue;
        }
        if let Special::Castle { rook_from, rook_to } = m.special {
            if at == rook_to {
                at = rook_from;
                continue;
            }
            if at == m.to {
                at = m.from;
                continue;
            }
            continue;
        }
        if m.to == at {
            at = m.from;
        }
    }
    Some(at)
}
