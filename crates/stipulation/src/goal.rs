//! Goals: what the last move of a play has to reach.

use crate::game::Game;
use nightrider_board::{Colour, Effect, Move, Piece, Special, Square};
use std::fmt;

/// A goal of a stipulation, as in Popeye's goal list.
///
/// A goal is tested after a move: "the move just played reached the goal".
/// The side that just played is the *mover*, the side now to move the
/// *opponent*.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// `#`: the opponent is checkmated.
    Mate,
    /// `=`: the opponent is stalemated.
    Stalemate,
    /// `==`: both sides are stalemated (the mover would be, if it had to move).
    DoubleStalemate,
    /// `#=`: mate or stalemate.
    MateOrStalemate,
    /// `+`: the opponent is in check.
    Check,
    /// `x`: the move captured.
    Capture,
    /// `~`: any move.
    Any,
    /// `00`: the move was castling.
    Castling,
    /// `ep`: the move was an en-passant capture.
    EnPassant,
    /// `z<square>`: the moving piece arrived on the square.
    Target(Square),
    /// `%` (win a piece, "Steingewinn"): the move captured a piece, pawns
    /// included, that did not come back (a Circe rebirth gives it back).
    /// Popeye 4.104: `ser-%1` is solved by `Rd1*d5` of a pawn, not by
    /// the capture of a bishop reborn on c8.
    WinPiece,
    /// `##`: double mate — both sides are checkmated after the move (the
    /// mover may leave its own king attacked to reach it).
    DoubleMate,
    /// `##!`: counter-mate — a side that is checkmated plays a move (leaving
    /// its royal piece attacked) that mates the opponent.
    CounterMate,
    /// `!=`: auto-stalemate — the mover is stalemated (would have no move).
    AutoStalemate,
    /// `!#`: automate — the mover is checkmated by its own move (it may leave
    /// its royal piece attacked to reach it).
    AutoMate,
    /// `ct`: circuit — the moving piece returned to its square in the diagram.
    Circuit,
    /// `<>`: exchange — the moving piece arrived on the diagram square of a
    /// piece of the same side which now stands on the moving piece's diagram square.
    Exchange,
    /// `ctr`: circuit by rebirth (needs rebirth tracking; not yet supported by the solvers).
    CircuitByRebirth,
    /// `<>r`: exchange by rebirth (needs rebirth tracking; not yet supported by the solvers).
    ExchangeByRebirth,
    /// `c81`: the moving piece arrived on the mover's last rank (8th for
    /// White, 1st for Black) — inferred from Popeye's outputs.
    Chess81,
    /// `k<square>` (kiss): the moving piece arrived next to the piece that
    /// stood on the square in the diagram, and is then the only piece next
    /// to it (found by experiment with Popeye: a second neighbour of the
    /// kissed piece, of either side, spoils the kiss).
    Kiss(Square),
    /// `dia`: proof game (parsed, not yet supported by the solvers).
    ProofGame,
    /// `a=>b`: a-to-b proof game (parsed, not yet supported by the solvers).
    AToB,
}

impl Goal {
    /// Parses a goal at the start of `s` (lower case), returning it and the
    /// number of bytes used.
    pub fn parse_prefix(s: &str) -> Option<(Goal, usize)> {
        const FIXED: [(&str, Goal); 21] = [
            ("##!", Goal::CounterMate),
            ("##", Goal::DoubleMate),
            ("#=", Goal::MateOrStalemate),
            ("#", Goal::Mate),
            ("==", Goal::DoubleStalemate),
            ("=", Goal::Stalemate),
            ("!=", Goal::AutoStalemate),
            ("!#", Goal::AutoMate),
            ("+", Goal::Check),
            ("x", Goal::Capture),
            ("~", Goal::Any),
            ("00", Goal::Castling),
            ("ep", Goal::EnPassant),
            ("%", Goal::WinPiece),
            ("ctr", Goal::CircuitByRebirth),
            ("ct", Goal::Circuit),
            ("<>r", Goal::ExchangeByRebirth),
            ("<>", Goal::Exchange),
            ("c81", Goal::Chess81),
            ("dia", Goal::ProofGame),
            ("a=>b", Goal::AToB),
        ];
        for (text, goal) in FIXED {
            if s.starts_with(text) {
                return Some((goal, text.len()));
            }
        }
        let b = s.as_bytes();
        if b.len() >= 3 && (b[0] == b'z' || b[0] == b'k') {
            let sq = Square::from_ascii(&b[1..3])?;
            let g = if b[0] == b'z' {
                Goal::Target(sq)
            } else {
                Goal::Kiss(sq)
            };
            return Some((g, 3));
        }
        None
    }

    /// Whether the solvers support this goal (proof games and the rebirth
    /// goals are parsed but refused).
    pub fn is_supported(self) -> bool {
        !matches!(
            self,
            Goal::ProofGame | Goal::AToB | Goal::CircuitByRebirth | Goal::ExchangeByRebirth
        )
    }

    /// Whether the final move may leave the mover's own royal piece attacked.
    pub fn allows_self_check(self) -> bool {
        matches!(self, Goal::DoubleMate | Goal::CounterMate | Goal::AutoMate)
    }

    /// Whether reaching the goal depends on the moves before the last one
    /// (piece identity across the play), so results cannot be cached by
    /// position alone.
    pub fn depends_on_history(self) -> bool {
        matches!(self, Goal::Circuit | Goal::Exchange | Goal::Kiss(_))
    }

    /// The marker Popeye prints after a move reaching the goal (empty for
    /// goals it does not mark: any move `~` (the move shows its check
    /// instead), castling, en passant (the move itself reads `ep.`), kiss,
    /// circuit and exchange).
    pub fn marker(self) -> &'static str {
        match self {
            Goal::Mate => "#",
            Goal::Stalemate => "=",
            Goal::DoubleStalemate => "==",
            Goal::MateOrStalemate => "#=",
            Goal::Check => "+",
            Goal::Capture => "x",
            Goal::Any => "",
            Goal::Castling => "",
            Goal::EnPassant => "",
            Goal::Target(_) => "z",
            Goal::WinPiece => "%",
            Goal::DoubleMate => "##",
            Goal::CounterMate => "##!",
            Goal::AutoStalemate => "!=",
            Goal::AutoMate => "!#",
            Goal::Circuit | Goal::Exchange | Goal::CircuitByRebirth | Goal::ExchangeByRebirth => "",
            Goal::Chess81 => "c81",
            Goal::Kiss(_) => "",
            Goal::ProofGame => "dia",
            Goal::AToB => "a=>b",
        }
    }
}

impl fmt::Display for Goal {
    /// The goal as written in a stipulation (`#`, `zc8`, `ka7`, …).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Goal::Target(s) => write!(f, "z{s}"),
            Goal::Kiss(s) => write!(f, "k{s}"),
            Goal::EnPassant => f.write_str("ep"),
            Goal::Castling => f.write_str("00"),
            Goal::Any => f.write_str("~"),
            Goal::Circuit => f.write_str("ct"),
            Goal::Exchange => f.write_str("<>"),
            Goal::CircuitByRebirth => f.write_str("ctr"),
            Goal::ExchangeByRebirth => f.write_str("<>r"),
            g => f.write_str(g.marker()),
        }
    }
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
        Goal::Mate => {
            let side = game.side_to_move();
            game.in_check(side) && !game.in_check(mover) && !has_legal_move(game, buf)
        }
        Goal::Stalemate => {
            let side = game.side_to_move();
            !game.in_check(side) && !game.in_check(mover) && !has_legal_move(game, buf)
        }
        Goal::MateOrStalemate => immobile(game, buf).1 && !game.in_check(mover),
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
            let arrived = if m.is_capture() && game.relocates_capturers() {
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
        Goal::CircuitByRebirth | Goal::ExchangeByRebirth | Goal::ProofGame | Goal::AToB => false,
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
