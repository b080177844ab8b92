//! The abstraction of the game the solvers work on.
//!
//! The solvers know nothing about move generation: they see the game through
//! [`Game`], implemented by the real move generator (with its fairy
//! conditions) and, in this crate's tests, by a small reference orthodox
//! generator.

use nightrider_board::{Colour, Move, Piece, Position, ReplyZone, Square};

/// A game the solvers can explore: legal moves, playing and taking back
/// moves, check detection and a position hash.
///
/// Implementations must keep [`Game::position`] in step with the moves
/// played, and [`Game::hash`] must identify everything that decides the legal
/// moves from here on (pieces, side to move, castling and en-passant state,
/// and any condition state).
pub trait Game {
    /// The current position.
    fn position(&self) -> &Position;

    /// The side to move.
    fn side_to_move(&self) -> Colour {
        self.position().side_to_move()
    }

    /// Appends the legal moves of the side to move to `out` (which the caller
    /// has cleared).
    fn legal_moves(&mut self, out: &mut Vec<Move>);

    /// Whether the side to move has a legal move. The default generates
    /// them all; implementations can stop at the first.
    fn has_legal_move(&mut self) -> bool {
        let mut v = Vec::new();
        self.legal_moves(&mut v);
        !v.is_empty()
    }

    /// Appends the moves of the side to move that would be legal except that
    /// they leave its own royal piece attacked. Used by the goals that allow
    /// such a final move (double mate `##`, counter-mate `##!`, automate
    /// `!#`). The default appends nothing.
    fn self_check_moves(&mut self, out: &mut Vec<Move>) {
        let _ = out;
    }

    /// Appends the moves of the side to move whose legality, or whether
    /// they reach the goal, the rules leave undecided (ExclusiveChess);
    /// [`Game::legal_moves`] leaves them out. The solvers do not play
    /// them on but write them with Popeye's remark, where Popeye does: as
    /// first moves of battle play and the moves of help play at the root.
    /// The default appends nothing.
    fn undecided_moves(&mut self, out: &mut Vec<(Move, crate::tree::Undecided)>) {
        let _ = out;
    }

    /// Plays `m` (a move from [`Game::legal_moves`] or
    /// [`Game::self_check_moves`], or [`Move::null`] to pass).
    fn play(&mut self, m: &Move);

    /// Takes back the last move played.
    fn undo(&mut self);

    /// Whether `side`'s royal piece is attacked.
    fn in_check(&mut self, side: Colour) -> bool;

    /// The hash of the current position (see the trait documentation).
    fn hash(&self) -> u64 {
        self.position().hash()
    }

    /// What the fairy conditions did in the last move played, besides the
    /// move itself (rebirths, colour changes), for the notation. The
    /// default: nothing.
    fn annotations(&self) -> nightrider_board::Annotations {
        nightrider_board::Annotations::default()
    }

    /// How many units of the side not to move attack the royal pieces of
    /// the side to move (the checks the last move gives: two for a double
    /// check), for Jacobi's counted checks (`++`, `+++`); a unit attacking
    /// two royal pieces counts twice. `Err(name)`: the game cannot count
    /// them under the rules `name` says (a condition's name), and the
    /// solvers refuse those goals. The default counts with
    /// [`Game::observes`], which answers under orthodox rules.
    fn checking_units(&mut self) -> Result<u32, &'static str> {
        let side = self.side_to_move();
        let pos = self.position();
        let royals = pos.royals(side);
        let units = pos.by_colour(!side);
        let mut count = 0;
        for royal in royals {
            for from in units.without(royal) {
                if self.observes(from, royal).ok_or("these rules")? {
                    count += 1;
                }
            }
        }
        Ok(count)
    }

    /// Whether the legal move `m` would leave the opponent in check, if the
    /// game can tell without playing it (`None`: play it and see). The
    /// solvers use it to pass over the moves that cannot mate. The
    /// default: `None`.
    fn gives_check(&mut self, m: &Move) -> Option<bool> {
        let _ = m;
        None
    }

    /// A legal move of the side to move after which the other side is not
    /// in check, if the game finds one without generating every legal
    /// move (`None`: none found, or the game cannot tell so). The solvers
    /// use it where a side is forced to mate: such a move escapes. The
    /// default: `None`.
    fn legal_move_giving_no_check(&mut self) -> Option<Move> {
        None
    }

    /// Whether `m` (a move that was legal in some position of this game)
    /// is a legal move of the side to move here, if the game can tell
    /// without generating the moves (`None`: generate them and see). The
    /// solvers use it to try a remembered refutation first. The default:
    /// `None`.
    fn is_legal(&mut self, m: &Move) -> Option<bool> {
        let _ = m;
        None
    }

    /// For a move `reply` of the side not to move, if it would be legal
    /// for that side here and give no check: the squares where a move of
    /// the side to move could change that (see [`ReplyZone`]). The solvers
    /// use it to pass over the moves after which a known reply is still
    /// there. The default: `None` (no zone known).
    fn reply_zone(&mut self, reply: &Move) -> Option<ReplyZone> {
        let _ = reply;
        None
    }

    /// Whether `m`, a legal move here, is the threat move `threat` found
    /// before the defence just played, though not the same move: after
    /// the defence it may capture (Popeye 4.104 takes `2.Qg3*c7` after
    /// `1...Bb8-c7` as the threat `2.Qg3-c7`). The default: the same
    /// departure, arrival and promotion.
    fn continues_threat(&self, threat: &Move, m: &Move) -> bool {
        m.from == threat.from && m.to == threat.to && m.promotion == threat.promotion
    }

    /// Whether a capture may take the capturer on to another square, where
    /// it counts as arriving for a target-square goal (AntiCirce: Popeye
    /// 4.104 solves `zg11` by `1.Sc6*a7[wSa7->g1]`; a kamikaze piece
    /// reborn under Circe arrives nowhere). The default: `false`.
    fn relocates_capturers(&self) -> bool {
        false
    }

    /// Whether any move may take its piece on to another square, where it
    /// counts as arriving for a target-square goal (ActuatedRevolvingBoard:
    /// Popeye 4.104 solves `hze81` by `1.nPh2-h1=nQ nQa1-a5`, the queen
    /// turned from a5 to e8). The default: `false`.
    fn relocates_movers(&self) -> bool {
        false
    }

    /// Whether the game follows the orthodox rules exactly: orthodox pieces
    /// without attributes, no fairy condition. The solvers then prune help
    /// and series play towards mate and stalemate by counting moves (see
    /// [`crate::Options::mate_pruning`]), which is sound only under these
    /// rules. The default: `false`.
    fn orthodox(&self) -> bool {
        false
    }

    /// Sets the side to move without playing a move; used only before
    /// solving starts (help play, duplex, set play).
    fn set_side_to_move(&mut self, side: Colour);

    /// Takes the piece on `sq` off the board without playing a move, for a
    /// look at the position without it (option `Intelligent n` asks which
    /// pieces take part in a mate); [`Game::put_back`] undoes it. Returns
    /// the piece, or `None` (nothing changed) if `sq` is empty or the game
    /// cannot do this. The default: `None`.
    fn lift(&mut self, sq: Square) -> Option<Piece> {
        let _ = sq;
        None
    }

    /// Puts `piece`, taken off `sq` by [`Game::lift`], back. The default
    /// does nothing (the default `lift` lifts nothing).
    fn put_back(&mut self, sq: Square, piece: Piece) {
        let _ = (sq, piece);
    }

    /// Whether the piece on `from` observes `target` for its side (would
    /// attack a piece of the other side there), under the game's rules; for
    /// the pictures of option `Intelligent n`. The default: `None` (cannot
    /// tell).
    fn observes(&mut self, from: Square, target: Square) -> Option<bool> {
        let _ = (from, target);
        None
    }

    /// The target position of a proof game (the goals `dia` and `a=>b`):
    /// what decides that the goal is reached, and the lower bound that
    /// prunes the search towards it. The default: `None` (those goals are
    /// then never reached).
    fn target(&self) -> Option<&dyn TargetPosition> {
        None
    }

    /// Whether the side to move, after the last move `last` (which left
    /// the mover out of check), has no escape (is mated when in check,
    /// stalemated when not) under conditions that say what that is
    /// (MAFF: its only legal move is one of its king; OWU: it has no
    /// legal move and one unit of the mover stands beside its king; AMU:
    /// in check, it has no legal move and the piece that moved was
    /// observed by exactly one of its units before; that for the goal
    /// `#` alone). `goal` is the goal judged (`#`, `=` or `#=`). The
    /// default: `None`, the orthodox answer (no legal move).
    fn immobility_verdict(&mut self, last: &Move, goal: crate::goal::Goal) -> Option<bool> {
        let _ = (last, goal);
        None
    }
}

/// The position a proof game (`dia`, `a=>b`) must reach, as the solvers
/// see it: whether a position is it, and an admissible bound on the moves
/// each side still needs to reach it.
pub trait TargetPosition: Send + Sync + std::fmt::Debug {
    /// Whether `pos` is the target (the goal of a proof game is reached).
    fn reached(&self, pos: &Position) -> bool;

    /// Whether the target may still be reached from `pos` when White has
    /// at most `white_moves` and Black at most `black_moves` moves left.
    /// Must never answer `false` when it can be reached (the solver prunes
    /// on it); `true` is always a correct answer.
    fn reachable(&self, pos: &Position, white_moves: u32, black_moves: u32) -> bool {
        let _ = (pos, white_moves, black_moves);
        true
    }
}
