//! Retractor stipulations: retract moves, then play a forward stipulation.
//!
//! # Input syntax
//!
//! Popeye's language has no retractors. nightrider follows the notation of
//! the retro literature and WinChloe, `-n & forward` ("retract n moves,
//! then play the forward stipulation"), written as one word in the
//! `stipulation` line, optionally preceded by the retractor type and a
//! hyphen (the way Popeye writes `ser-` or `exact-`):
//!
//! | text            | meaning |
//! |-----------------|---------|
//! | `-1&#1`         | White retracts 1 move, then mates in 1 (Sam Loyd's classic "White retracts a move and mates") |
//! | `-3&#1`, `proca-3&#1` | Proca (defensive) retractor: White retracts 3 moves, Black 2 in between, choosing them to defeat White; then mate in 1 |
//! | `hoeg-2&#1`     | Høeg retractor: as Proca, but the *opponent* of the retracting side decides whether and what was un-captured (`høeg-` is accepted too) |
//! | `klan-2&#1`     | Klan retractor: as Proca, but White decides every un-capture |
//! | `pacific-2&#1`  | Pacific retractor: as Proca, without un-captures |
//! | `help-1&h#1`    | help (cooperative) retractor: both sides retract as the solver chooses, then the forward stipulation |
//!
//! The prefix is case-insensitive; no prefix means Proca (the type the
//! literature means by a plain "-n & #1"). The forward part is any
//! traditional Popeye stipulation (`#2`, `=1`, `s#1`, `h#1`, …).
//!
//! # Conventions
//!
//! * The diagram is the position *after* White's last move: Black is to
//!   move, White retracts first.
//! * `-n` counts White's retractions. In the defensive types (Proca, Høeg,
//!   Klan, Pacific) Black retracts after each White retraction but the
//!   last, so White is to move for the forward play, which must start with
//!   White (`#n`, `s#n`, `=n`, …). In a help retractor Black retracts `n -
//!   1` moves when the forward play starts with White (`help-2&#1`) and `n`
//!   when it starts with Black (`help-1&h#1`, Sunyer's "White and Black
//!   retract 1 move, then helpmate in 1").
//! * Defensive retractors: White may play the forward stipulation after any
//!   of its retractions (a short solution); Black defends by its choice of
//!   retractions and also by playing the forward stipulation itself with
//!   the colours swapped after one of its retractions (*forward defence*,
//!   the default of the literature). A Black retraction that leaves White
//!   without a retraction cannot happen (the position would be
//!   unreachable).
//! * Only retractions to legal positions that the static analysis does not
//!   prove unreachable are allowed ([`crate::retractions`]). Before the
//!   retractions, the diagram's castling rights are dropped (a king or rook
//!   on its home square may have moved); in a position where the forward
//!   play starts, castling is allowed where king and rook stand on their
//!   home squares, and an en-passant capture is allowed when retro
//!   analysis proves that the opponent's last move was the double step.
//!
//! # Solving
//!
//! [`solve`] runs the retraction phase over [`crate::retractions`] and asks
//! a [`Forward`] whether the forward stipulation holds in a position. The
//! facade (`nightrider::retractor`) implements [`Forward`] with the
//! stipulation engine, so every forward stipulation the engine solves works
//! after a retraction; [`MateIn`] is a small built-in forward search for
//! direct mates, used by this crate's tests and examples.
//!
//! # Not supported
//!
//! Orthodox chess only (as the rest of retro analysis); no "without
//! forward defence" variant; Black retracting first; retractors in which
//! only one side retracts several moves.

use crate::retract::{retractions_of, Retraction, RetroOptions};
use crate::{orthodox, retractable, supported, RetroError};
use nightrider_board::{
    Bitboard, Castling, CastlingRights, Colour, EnPassant, Move, Piece, PieceKind, Position,
    Special,
};
use nightrider_movegen::orthodox::gives_check;
use nightrider_movegen::{in_check, legal_moves};
use std::fmt;

/// The retractions of a position inside the search: orthodox (checked
/// by the public entry points) and legal.
fn retractions(pos: &Position) -> Vec<Retraction> {
    retractions_of(pos, RetroOptions::default())
}

/// The retractor types: who chooses the Black retractions, and who decides
/// the un-captures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum RetractorKind {
    /// Help (cooperative) retractor: the solver chooses every retraction.
    Help,
    /// Proca: defensive; the retracting side decides its un-captures.
    Proca,
    /// Høeg: defensive; the opponent of the retracting side decides
    /// whether and what was un-captured.
    Hoeg,
    /// Klan: defensive; White decides every un-capture.
    Klan,
    /// Pacific: defensive; no un-captures.
    Pacific,
}

impl RetractorKind {
    /// The prefix word of the syntax (`proca`, `hoeg`, …).
    pub fn word(self) -> &'static str {
        match self {
            RetractorKind::Help => "help",
            RetractorKind::Proca => "proca",
            RetractorKind::Hoeg => "hoeg",
            RetractorKind::Klan => "klan",
            RetractorKind::Pacific => "pacific",
        }
    }

    /// The type's name in output (`Proca`, `Høeg`, …).
    pub fn name(self) -> &'static str {
        match self {
            RetractorKind::Help => "help",
            RetractorKind::Proca => "Proca",
            RetractorKind::Hoeg => "Høeg",
            RetractorKind::Klan => "Klan",
            RetractorKind::Pacific => "Pacific",
        }
    }

    /// Whether Black chooses its retractions to defeat White.
    pub fn is_defensive(self) -> bool {
        self != RetractorKind::Help
    }

    fn from_word(word: &str) -> Option<RetractorKind> {
        match word.to_lowercase().as_str() {
            "help" => Some(RetractorKind::Help),
            "proca" => Some(RetractorKind::Proca),
            "hoeg" | "høeg" => Some(RetractorKind::Hoeg),
            "klan" => Some(RetractorKind::Klan),
            "pacific" => Some(RetractorKind::Pacific),
            _ => None,
        }
    }

    /// Who decides the un-capture of a retraction by `mover`.
    fn decider(self, mover: Colour) -> Colour {
        match self {
            RetractorKind::Help | RetractorKind::Proca | RetractorKind::Pacific => mover,
            RetractorKind::Hoeg => !mover,
            RetractorKind::Klan => Colour::White,
        }
    }
}

/// The retraction part of a retractor stipulation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Retractor {
    /// The type.
    pub kind: RetractorKind,
    /// White's retractions (at least 1).
    pub moves: u32,
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
    /// Splits `[type-]-n&forward` into the retractor and the forward
    /// stipulation's text; `None` when `text` has no retraction prefix (an
    /// ordinary stipulation).
    ///
    /// ```
    /// use nightrider_retro::retractor::{Retractor, RetractorKind};
    /// let (r, fwd) = Retractor::split("Hoeg-2&s#1").unwrap().unwrap();
    /// assert_eq!((r.kind, r.moves, fwd), (RetractorKind::Hoeg, 2, "s#1"));
    /// assert!(Retractor::split("#2").is_none());
    /// ```
    pub fn split(text: &str) -> Option<Result<(Retractor, &str), ParseRetractorError>> {
        let err = |m: &str| ParseRetractorError {
            text: text.to_string(),
            message: m.to_string(),
        };
        let dash = text.find('-')?;
        let kind = if dash == 0 {
            RetractorKind::Proca
        } else {
            let word = &text[..dash];
            match RetractorKind::from_word(word) {
                Some(k) if text[dash + 1..].starts_with(|c: char| c.is_ascii_digit()) => k,
                _ if word.is_empty() => return None,
                _ => {
                    // `ser-`, `exact-`, `2->`: an ordinary stipulation.
                    if !text.contains('&') || RetractorKind::from_word(word).is_none() {
                        return None;
                    }
                    return Some(Err(err("a number of retractions must follow the type")));
                }
            }
        };
        let rest = &text[dash + 1..];
        let Some((count, forward)) = rest.split_once('&') else {
            return Some(Err(err(
                "expected '&' and the forward stipulation after the number of retractions",
            )));
        };
        let moves: u32 = match count.parse() {
            Ok(n) if (1..=1000).contains(&n) => n,
            _ => {
                return Some(Err(err(
                    "the number of retractions must be a number from 1 to 1000",
                )))
            }
        };
        if forward.is_empty() {
            return Some(Err(err("the forward stipulation is missing")));
        }
        Some(Ok((Retractor { kind, moves }, forward)))
    }
}

impl fmt::Display for Retractor {
    /// The prefix as written in a stipulation, `-2&` for Proca,
    /// `hoeg-2&` for the others.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.kind != RetractorKind::Proca {
            f.write_str(self.kind.word())?;
        }
        write!(f, "-{}&", self.moves)
    }
}

/// The forward stipulation as the retraction search sees it.
pub trait Forward {
    /// Why the forward search failed (e.g. cancelled).
    type Error;

    /// Whether the forward stipulation holds in `pos` as stated (White the
    /// attacker, who starts as the stipulation says), or, with `swapped`,
    /// with the roles of the colours swapped (Black's forward defence).
    fn holds(&mut self, pos: &Position, swapped: bool) -> Result<bool, Self::Error>;

    /// Whether the forward play starts with White (`#n`) rather than Black
    /// (`h#n`).
    fn white_starts(&self) -> bool;
}

/// The built-in forward search: direct mate in `n` (White starts).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MateIn(pub u32);

impl Forward for MateIn {
    type Error = RetroError;

    /// # Errors
    /// [`RetroError::NotOrthodox`] for a fairy piece or a piece with
    /// attributes.
    fn holds(&mut self, pos: &Position, swapped: bool) -> Result<bool, Self::Error> {
        supported(pos)?;
        let mut work = pos.clone();
        work.clear_journal();
        work.set_side_to_move_unrecorded(if swapped {
            Colour::Black
        } else {
            Colour::White
        });
        Ok(mates_in(&mut work, self.0))
    }

    fn white_starts(&self) -> bool {
        true
    }
}

/// A retraction of the solving side (White, or either side in a help
/// retractor) with what follows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The retraction.
    pub retraction: Retraction,
    /// What follows.
    pub then: Then,
}

/// What follows a retraction in a solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Then {
    /// The forward stipulation holds here.
    Forward,
    /// The defender's retractions (defensive types), each with White's
    /// answers.
    Defences(Vec<Defence>),
    /// The next retraction of a help retractor (by the other side).
    Next(Box<Step>),
}

/// A Black retraction in a defensive retractor with White's answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Defence {
    /// The retraction (with the un-capture White chose, when White
    /// decides un-captures).
    pub retraction: Retraction,
    /// White's answer: a group of steps that all succeed (one step, or,
    /// when Black decides White's un-captures, one step for each of
    /// Black's choices). Only the first winning answer is kept (the search
    /// stops there), so duals below the key are not shown.
    pub answers: Vec<Vec<Step>>,
}

/// The solutions of a retractor: the keys, each a group of steps that all
/// succeed (one step, or in a Høeg retractor one step for each un-capture
/// Black may choose).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Solution {
    /// The keys (for a help retractor, the solution lines).
    pub keys: Vec<Vec<Step>>,
    /// Whether this is a help retractor (lines, no keys to mark).
    pub help: bool,
}

/// The outcome of one Black retraction.
enum Variant {
    /// It leads to a position without a previous White move.
    Illegal,
    /// It defends.
    Defends,
    /// White's winning answers.
    Answered(Vec<Vec<Step>>),
}

/// The parameters of a search.
struct Search<'a, F> {
    kind: RetractorKind,
    forward: &'a mut F,
}

/// Retractions of the side not to move in `pos`, grouped by the move
/// (from, to, promotion, special): the members differ only in what was
/// un-captured.
fn groups(pos: &Position, kind: RetractorKind) -> Vec<Vec<Retraction>> {
    let mut out: Vec<Vec<Retraction>> = Vec::new();
    for r in retractions(pos) {
        if kind == RetractorKind::Pacific && r.uncaptured.is_some() {
            continue;
        }
        let key = |x: &Retraction| {
            (
                x.mv.from,
                x.mv.to,
                x.mv.promotion,
                x.mv.is_castling(),
                // An en-passant capture is a different move (the pawn
                // stood elsewhere).
                x.mv.captures != x.mv.captures & nightrider_board::Bitboard::from_square(x.mv.to),
            )
        };
        match out.iter_mut().find(|g| key(&g[0]) == key(&r)) {
            Some(g) => g.push(r),
            None => out.push(vec![r]),
        }
    }
    out
}

/// How many moves further back [`forward_position`] looks when an
/// en-passant right is at stake.
const HISTORY_DEPTH: u32 = 2;

/// Whether `pos` has a sequence of `depth` retractions (each to a legal,
/// not provably unreachable position); the game array always has.
fn has_history(pos: &mut Position, depth: u32) -> bool {
    if depth == 0 || pos.board() == Position::startpos().board() {
        return true;
    }
    for r in retractions(pos) {
        r.retract(pos);
        let ok = has_history(pos, depth - 1);
        pos.undo_move();
        if ok {
            return true;
        }
    }
    false
}

/// The position the forward play starts from: castling where king and
/// rook stand at home, en passant when the opponent's last move was
/// provably a double step (every other last move of the opponent leads to
/// a position without a history of two more moves). `None` if no
/// previous move exists for the opponent (the position is unreachable).
///
/// # Errors
/// [`RetroError::NotOrthodox`] for a fairy piece or a piece with
/// attributes, [`RetroError::Illegal`] when the side not to move is in
/// check.
pub fn forward_position(pos: &Position) -> Result<Option<Position>, RetroError> {
    retractable(pos)?;
    Ok(forward_start(pos))
}

/// [`forward_position`] of a position known to be orthodox and legal.
fn forward_start(pos: &Position) -> Option<Position> {
    let mut p = pos.clone();
    p.clear_journal();
    let mut rights = CastlingRights::empty();
    for c in Castling::ALL.iter() {
        let at = |sq, kind| p.piece_at(sq) == Some(Piece::new(kind, c.colour));
        if at(c.king_from, PieceKind::KING) && at(c.rook_from, PieceKind::ROOK) {
            rights |= c.right;
        }
    }
    p.set_castling_unrecorded(rights);
    if p.board() == Position::startpos().board() {
        return Some(p);
    }
    if p.en_passant().is_none() {
        let mut last = retractions(&p);
        if last.is_empty() {
            return None;
        }
        // En passant is at stake when a double step could be retracted
        // next to a pawn of the side to move.
        let mover = p.side_to_move();
        let at_stake = last.iter().any(|r| {
            r.mv.special == Special::DoubleStep
                && [-1, 1].into_iter().any(|dx| {
                    r.mv.to.offset(dx, 0).and_then(|s| p.piece_at(s))
                        == Some(Piece::new(PieceKind::PAWN, mover))
                })
        });
        if at_stake {
            // Look further back: a last move is possible only if the
            // position before it has a history of a few more moves.
            let mut work = p.clone();
            last.retain(|r| {
                r.retract(&mut work);
                let ok = has_history(&mut work, HISTORY_DEPTH);
                work.undo_move();
                ok
            });
            if last.is_empty() {
                return None;
            }
            let first = last[0];
            if first.mv.special == Special::DoubleStep && last.iter().all(|r| r.mv == first.mv) {
                let step = if first.colour() == Colour::White {
                    1
                } else {
                    -1
                };
                if let Some(passed) = first.mv.from.offset(0, step) {
                    p.set_en_passant_unrecorded(Some(EnPassant {
                        passed: Bitboard::from_square(passed),
                        pawn: first.mv.to,
                    }));
                }
            }
        }
    }
    Some(p)
}

impl<F: Forward> Search<'_, F> {
    fn forward_holds(&mut self, pos: &Position, swapped: bool) -> Result<bool, F::Error> {
        match forward_start(pos) {
            Some(p) => self.forward.holds(&p, swapped),
            None => Ok(false),
        }
    }

    /// After a White retraction (White to move), `left` White retractions
    /// to come: the defences if White wins, `None` if Black defends.
    fn after_white(&mut self, pos: &mut Position, left: u32) -> Result<Option<Then>, F::Error> {
        if self.forward_holds(pos, false)? {
            return Ok(Some(Then::Forward));
        }
        if left == 0 {
            return Ok(None);
        }
        let defences = groups(pos, self.kind);
        if defences.is_empty() {
            return Ok(None);
        }
        let white_decides = self.kind.decider(Colour::Black) == Colour::White;
        let mut out = Vec::new();
        for group in defences {
            let mut found = None;
            for d in &group {
                match self.black_variant(pos, d, left)? {
                    // An impossible retraction (no previous White move).
                    Variant::Illegal => {}
                    Variant::Defends => {
                        if !white_decides {
                            return Ok(None);
                        }
                    }
                    Variant::Answered(answers) => {
                        let defence = Defence {
                            retraction: *d,
                            answers,
                        };
                        if white_decides {
                            found = Some(defence);
                            break;
                        }
                        out.push(defence);
                    }
                }
            }
            if white_decides {
                match found {
                    Some(d) => out.push(d),
                    // Every un-capture White may choose defends (or the
                    // move is impossible whatever was un-captured).
                    None => {
                        let any_legal = self.group_possible(pos, &group)?;
                        if any_legal {
                            return Ok(None);
                        }
                    }
                }
            }
        }
        if out.is_empty() {
            // Every Black retraction was impossible: so was White's.
            return Ok(None);
        }
        Ok(Some(Then::Defences(out)))
    }

    /// Whether some member of a Black group leads to a position with a
    /// previous White move.
    fn group_possible(
        &mut self,
        pos: &mut Position,
        group: &[Retraction],
    ) -> Result<bool, F::Error> {
        for d in group {
            d.retract(pos);
            let any = !retractions(pos).is_empty();
            pos.undo_move();
            if any {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Black retracts `d`, `left` White retractions to come.
    fn black_variant(
        &mut self,
        pos: &mut Position,
        d: &Retraction,
        left: u32,
    ) -> Result<Variant, F::Error> {
        d.retract(pos);
        let result = self.black_variant_inner(pos, left);
        pos.undo_move();
        result
    }

    fn black_variant_inner(&mut self, pos: &mut Position, left: u32) -> Result<Variant, F::Error> {
        if retractions(pos).is_empty() {
            return Ok(Variant::Illegal);
        }
        if self.forward_holds(pos, true)? {
            // Forward defence.
            return Ok(Variant::Defends);
        }
        let answers = self.white_groups(pos, left, false)?;
        Ok(if answers.is_empty() {
            Variant::Defends
        } else {
            Variant::Answered(answers)
        })
    }

    /// White to retract with `left` retractions (this one included): the
    /// winning groups (all of them, or only the first unless `all`).
    fn white_groups(
        &mut self,
        pos: &mut Position,
        left: u32,
        all: bool,
    ) -> Result<Vec<Vec<Step>>, F::Error> {
        let black_decides = self.kind.decider(Colour::White) == Colour::Black;
        let mut out = Vec::new();
        for group in groups(pos, self.kind) {
            if black_decides {
                let mut steps = Vec::new();
                let mut all_win = true;
                for r in &group {
                    r.retract(pos);
                    let then = self.after_white(pos, left - 1);
                    pos.undo_move();
                    match then? {
                        Some(then) => steps.push(Step {
                            retraction: *r,
                            then,
                        }),
                        None => {
                            all_win = false;
                            break;
                        }
                    }
                }
                if all_win {
                    out.push(steps);
                    if !all {
                        return Ok(out);
                    }
                }
            } else {
                for r in &group {
                    r.retract(pos);
                    let then = self.after_white(pos, left - 1);
                    pos.undo_move();
                    if let Some(then) = then? {
                        out.push(vec![Step {
                            retraction: *r,
                            then,
                        }]);
                        if !all {
                            return Ok(out);
                        }
                    }
                }
            }
        }
        Ok(out)
    }

    /// Help retractor: every line of `left` more retractions (half-moves)
    /// after which the forward stipulation holds.
    fn help(&mut self, pos: &mut Position, left: u32) -> Result<Vec<Step>, F::Error> {
        let mut out = Vec::new();
        for r in retractions(pos) {
            r.retract(pos);
            let result = if left == 1 {
                self.forward_holds(pos, false).map(|ok| {
                    if ok {
                        vec![Then::Forward]
                    } else {
                        Vec::new()
                    }
                })
            } else {
                self.help(pos, left - 1)
                    .map(|steps| steps.into_iter().map(|s| Then::Next(Box::new(s))).collect())
            };
            pos.undo_move();
            for then in result? {
                out.push(Step {
                    retraction: r,
                    then,
                });
            }
        }
        Ok(out)
    }
}

/// Why a retractor cannot be solved.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RetractorError<E> {
    /// The position is not one retro analysis handles (fairy pieces,
    /// attributes, White in check after its last move).
    #[error(transparent)]
    Position(#[from] RetroError),
    /// The forward stipulation does not fit the retractor.
    #[error(transparent)]
    Stipulation(#[from] BlackStartsForward),
    /// The forward search failed.
    #[error("forward play: {0}")]
    Forward(E),
}

/// A defensive retractor (named) whose forward play starts with Black.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "a {} retractor ends with White's retraction, so the forward play must start with White",
    .0.name()
)]
pub struct BlackStartsForward(pub RetractorKind);

/// The number of half-move retractions of `stip` when the forward play
/// starts with White (`white_starts`) or Black.
///
/// # Errors
/// [`BlackStartsForward`] for a defensive retractor whose forward play
/// starts with Black.
pub fn half_moves(stip: &Retractor, white_starts: bool) -> Result<u32, BlackStartsForward> {
    if stip.kind.is_defensive() && !white_starts {
        return Err(BlackStartsForward(stip.kind));
    }
    Ok(if white_starts {
        2 * stip.moves - 1
    } else {
        2 * stip.moves
    })
}

/// Solves the retractor `stip` in `pos` (the position after White's last
/// move; its side to move and castling rights are ignored) with the forward
/// stipulation `forward`.
pub fn solve<F: Forward>(
    pos: &Position,
    stip: &Retractor,
    forward: &mut F,
) -> Result<Solution, RetractorError<F::Error>> {
    let half = half_moves(stip, forward.white_starts())?;
    let mut work = pos.clone();
    work.clear_journal();
    work.set_side_to_move_unrecorded(Colour::Black);
    // (White made the last move: White in check is illegal)
    retractable(&work)?;
    work.set_castling_unrecorded(CastlingRights::empty());
    work.set_en_passant_unrecorded(None);
    let mut search = Search {
        kind: stip.kind,
        forward,
    };
    let keys = if stip.kind.is_defensive() {
        search
            .white_groups(&mut work, stip.moves, true)
            .map_err(RetractorError::Forward)?
    } else {
        search
            .help(&mut work, half)
            .map_err(RetractorError::Forward)?
            .into_iter()
            .map(|s| vec![s])
            .collect()
    };
    Ok(Solution {
        keys,
        help: !stip.kind.is_defensive(),
    })
}

/// Whether the side to move can force mate in `n` moves.
///
/// # Errors
/// [`RetroError::NotOrthodox`] for a fairy piece or a piece with
/// attributes.
pub fn mate_in(pos: &mut Position, n: u32) -> Result<bool, RetroError> {
    supported(pos)?;
    Ok(mates_in(pos, n))
}

/// The moves of the side to move that force mate in `n` (stopping at the
/// first if `first_only`).
///
/// # Errors
/// As [`mate_in`].
pub fn mating_moves(pos: &mut Position, n: u32, first_only: bool) -> Result<Vec<Move>, RetroError> {
    supported(pos)?;
    Ok(mating(pos, n, first_only))
}

/// [`mate_in`] of a position known to be orthodox.
pub(crate) fn mates_in(pos: &mut Position, n: u32) -> bool {
    !mating(pos, n, true).is_empty()
}

/// [`mating_moves`] of a position known to be orthodox.
fn mating(pos: &mut Position, n: u32, first_only: bool) -> Vec<Move> {
    let mut out = Vec::new();
    if n == 0 {
        return out;
    }
    let moves = legal_moves(orthodox(pos));
    for mv in moves.iter() {
        // (a mate in 1 gives check: the others need not be played)
        if n == 1 && gives_check(orthodox(pos), mv) == Some(false) {
            continue;
        }
        pos.play(mv);
        let replies = legal_moves(orthodox(pos));
        let wins = if replies.is_empty() {
            in_check(orthodox(pos), pos.side_to_move())
        } else if n == 1 {
            false
        } else {
            replies.iter().all(|r| {
                pos.play(r);
                let ok = mates_in(pos, n - 1);
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

/// Retraction notation of the retro literature: `Kd5-e4`, `Kd5xRe4` (the
/// king came from d5 and captured a rook, which the retraction restores),
/// `g7xBh8=Q`, `e5xd6 e.p.`, `0-0-0`. Pawns have no letter; piece letters
/// are English.
pub fn retraction_text(r: &Retraction) -> String {
    use nightrider_board::Special;
    if let Special::Castle { rook_from, .. } = r.mv.special {
        return if rook_from.x() == 7 { "0-0" } else { "0-0-0" }.into();
    }
    let letter = |k: PieceKind| k.orthodox_letter().unwrap_or('?');
    let mut s = String::new();
    if r.piece.kind != PieceKind::PAWN {
        s.push(letter(r.piece.kind));
    }
    s += &r.mv.from.to_string();
    match r.uncaptured {
        Some(v) if r.mv.special == Special::EnPassant => {
            let _ = v;
            s.push('x');
        }
        Some(v) => {
            s.push('x');
            if v.kind != PieceKind::PAWN {
                s.push(letter(v.kind));
            } else {
                s.push('P');
            }
        }
        None => s.push('-'),
    }
    s += &r.mv.to.to_string();
    if let Some(p) = r.mv.promotion {
        s.push('=');
        s.push(letter(p));
    }
    if r.mv.special == Special::EnPassant {
        s += " e.p.";
    }
    s
}

/// The solution as text lines: retractions numbered backwards (`-1.`,
/// `-1...` for Black), keys marked ` !`, Black's defences indented under
/// the White retraction they answer, each followed by White's answers; a
/// line after which the forward stipulation holds ends with ` &`, and
/// `forward(line)` (called once per such leaf with the retractions in
/// order) gives the forward play's lines, printed indented below it.
///
/// When the opponent decides an un-capture (Høeg, and Klan for Black's
/// retractions), a White retraction is shown once per choice the opponent
/// has, each with its own continuation; a Black defence is shown with the
/// un-capture White chose. Help retractors print one line per solution
/// (`-1.g6-g7 Kg8xQh8 -2.Qa1-h8 &`).
pub fn render(
    solution: &Solution,
    mut forward: impl FnMut(&[Retraction]) -> Vec<String>,
) -> Vec<String> {
    let mut out = Vec::new();
    let mut line = Vec::new();
    if solution.help {
        // Help retractors: one line per solution, as Popeye prints help
        // play: `-1.g6-g7 Kg8xQh8 -2.Qa1-h8 &`.
        for group in &solution.keys {
            for step in group {
                let mut text = String::new();
                let mut n = 1;
                let mut s = step;
                loop {
                    line.push(s.retraction);
                    if !text.is_empty() {
                        text.push(' ');
                    }
                    if s.retraction.colour() == Colour::White || text.is_empty() {
                        text += &number(&s.retraction, n);
                    }
                    text += &retraction_text(&s.retraction);
                    match &s.then {
                        Then::Next(next) => {
                            if next.retraction.colour() == Colour::White {
                                n += 1;
                            }
                            s = next;
                        }
                        _ => break,
                    }
                }
                out.push(text + " &");
                for l in forward(&line) {
                    out.push(format!("  {l}"));
                }
                line.clear();
            }
        }
        return out;
    }
    for group in &solution.keys {
        for step in group {
            render_step(step, 1, 0, true, &mut line, &mut out, &mut forward);
        }
    }
    out
}

fn number(r: &Retraction, n: u32) -> String {
    if r.colour() == Colour::White {
        format!("-{n}.")
    } else {
        format!("-{n}...")
    }
}

fn render_step(
    step: &Step,
    n: u32,
    indent: usize,
    key: bool,
    line: &mut Vec<Retraction>,
    out: &mut Vec<String>,
    forward: &mut dyn FnMut(&[Retraction]) -> Vec<String>,
) {
    line.push(step.retraction);
    let mut text = format!(
        "{:indent$}{}{}",
        "",
        number(&step.retraction, n),
        retraction_text(&step.retraction)
    );
    if key {
        text += " !";
    }
    match &step.then {
        Then::Forward => {
            text += " &";
            out.push(text);
            for l in forward(line) {
                out.push(format!("{:w$}{l}", "", w = indent + 2));
            }
        }
        Then::Next(next) => {
            out.push(text);
            let n2 = if next.retraction.colour() == Colour::White {
                n + 1
            } else {
                n
            };
            render_step(next, n2, indent, false, line, out, forward);
        }
        Then::Defences(defences) => {
            out.push(text);
            for d in defences {
                line.push(d.retraction);
                out.push(format!(
                    "{:w$}{}{}",
                    "",
                    number(&d.retraction, n),
                    retraction_text(&d.retraction),
                    w = indent + 2
                ));
                for group in &d.answers {
                    for s in group {
                        render_step(s, n + 1, indent + 4, false, line, out, forward);
                    }
                }
                line.pop();
            }
        }
    }
    line.pop();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn syntax() {
        let (r, f) = Retractor::split("-1&#1").unwrap().unwrap();
        assert_eq!((r.kind, r.moves, f), (RetractorKind::Proca, 1, "#1"));
        assert_eq!(r.to_string(), "-1&");
        let (r, f) = Retractor::split("HELP-1&h#1").unwrap().unwrap();
        assert_eq!((r.kind, r.moves, f), (RetractorKind::Help, 1, "h#1"));
        assert_eq!(r.to_string(), "help-1&");
        let (r, _) = Retractor::split("Høeg-2&#1").unwrap().unwrap();
        assert_eq!(r.kind, RetractorKind::Hoeg);
        for plain in [
            "#2",
            "ser-h#3",
            "exact-h#2",
            "2->ser-#3",
            "h#2.5",
            "pser-s#8",
        ] {
            assert!(Retractor::split(plain).is_none(), "{plain}");
        }
        for bad in ["-0&#1", "-x&#1", "-2#1", "-2&", "proca-&#1"] {
            assert!(
                matches!(Retractor::split(bad), Some(Err(_))),
                "{bad}: {:?}",
                Retractor::split(bad)
            );
        }
    }

    #[test]
    fn half_move_counts() {
        let p = Retractor {
            kind: RetractorKind::Proca,
            moves: 3,
        };
        assert_eq!(half_moves(&p, true), Ok(5));
        assert!(half_moves(&p, false).is_err());
        let h = Retractor {
            kind: RetractorKind::Help,
            moves: 1,
        };
        assert_eq!(half_moves(&h, false), Ok(2));
        assert_eq!(half_moves(&h, true), Ok(1));
    }
}
