//! Help mate in one (`h#1`) with one Total Invisible, orthodox pieces:
//! Popeye 4.104's solutions, found by going through every realisation.
//!
//! The rules (found by experiment; see `docs/total-invisibles.md`):
//!
//! * a *realisation* places the invisible (colour, kind, empty square;
//!   the side not to move not in check) and plays legal moves;
//! * each realisation shows as a printed line (`observed`): visible
//!   moves as usual, except that a piece other than a pawn takes an
//!   invisible the line has not shown without a `*` and a pawn's capture
//!   of it is written `[+wTIg6]h7*g6`; the invisible's own moves as
//!   `TI~-~` or `TI~*d4`;
//! * a printed line is a solution when every realisation showing as it
//!   ends in mate;
//! * after a move, the revelation `[d4=wB]` is printed when all
//!   realisations of the line *up to that move* leave the invisible on
//!   the same square as the same piece, and that was not already so
//!   after the move before.
//!
//! This is a search over every placement, not the lazy one the genre
//! needs for more moves and invisibles; it answers `h#1` with one
//! invisible in well under a second.

use crate::notation::Note;
use crate::Unsupported;
use nightrider_board::{Colour, Move, Piece, PieceKind, Position, Special, Square};
use nightrider_movegen::{in_check, legal_moves, Orthodox};
use std::collections::{BTreeMap, BTreeSet};

/// The invisible after some moves: its square and piece, `None` once
/// captured.
pub(crate) type State = Option<(Square, Piece)>;

/// What a problem of this module needs and does not have.
fn refusal(count: u32, what: &str) -> Unsupported {
    Unsupported {
        count,
        detail: Some(what.to_string()),
    }
}

/// Where the invisible is during a realisation, and whether the line has
/// shown it there (by its capture `TI~*d4`).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Whereabouts {
    pub(crate) state: State,
    pub(crate) shown: bool,
}

/// Popeye's English letter of an orthodox kind, none for the pawn.
fn letter(kind: PieceKind) -> &'static str {
    match kind.orthodox_letter() {
        Some('K') => "K",
        Some('Q') => "Q",
        Some('R') => "R",
        Some('B') => "B",
        Some('N') => "S",
        _ => "",
    }
}

/// The printed text of the concrete `mv` in `pos`, and where the
/// invisible is after it; `None` for an en-passant capture by or of the
/// invisible, whose notation is not known.
pub(crate) fn observed(
    pos: &Position,
    mv: &Move,
    invisible: Whereabouts,
) -> Option<(String, Whereabouts)> {
    let square = invisible.state.map(|(sq, _)| sq);
    if mv.special == Special::EnPassant
        && (square == Some(mv.from) || square.is_some_and(|sq| mv.captures.contains(sq)))
    {
        return None;
    }
    let mover = pos.piece_at(mv.from).expect("a move has a mover");
    if square == Some(mv.from) {
        let after = Whereabouts {
            state: Some((
                mv.to,
                mv.promotion
                    .map_or(mover, |kind| Piece::new(kind, mover.colour)),
            )),
            shown: mv.captures.any(),
        };
        let text = match mv.captures.first() {
            Some(captured) => Note::Capture(captured).to_string(),
            None => Note::RandomMove.to_string(),
        };
        return Some((text, after));
    }
    let takes_invisible = square.is_some_and(|sq| mv.captures.contains(sq));
    let mut after = invisible;
    let mut text = String::new();
    if let Special::Castle { rook_from, rook_to } = mv.special {
        if square == Some(rook_from) {
            after.state = invisible.state.map(|(_, piece)| (rook_to, piece));
        }
        let long = rook_from.file().index() < mv.from.file().index();
        text.push_str(if long { "0-0-0" } else { "0-0" });
        return Some((text, after));
    }
    let mut shows_capture = mv.captures.any();
    if takes_invisible {
        after = Whereabouts {
            state: None,
            shown: false,
        };
        if !invisible.shown {
            if mover.kind == PieceKind::PAWN {
                let sq = square.expect("taken, so on the board");
                text.push_str(
                    &Note::CapturedInvisible {
                        square: sq,
                        colour: !mover.colour,
                    }
                    .to_string(),
                );
            } else {
                shows_capture = false;
            }
        }
    }
    text.push_str(letter(mover.kind));
    text.push_str(&mv.from.to_string());
    text.push(if shows_capture { '*' } else { '-' });
    text.push_str(&mv.to.to_string());
    if let Some(kind) = mv.promotion {
        text.push('=');
        text.push_str(letter(kind));
    }
    if mv.special == Special::EnPassant {
        text.push_str(" ep.");
    }
    Some((text, after))
}

/// What the realisations of one printed line (or of its first move) have
/// in common.
#[derive(Default)]
struct Seen {
    /// How many there are.
    count: usize,
    /// The invisible after the (last) move, over all realisations.
    states: BTreeSet<State>,
    /// How many end in mate (lines) or in check (first moves).
    flagged: usize,
}

impl Seen {
    fn add(&mut self, state: State, flag: bool) {
        self.count += 1;
        self.states.insert(state);
        self.flagged += usize::from(flag);
    }

    /// Whether every realisation is flagged (there is at least one).
    fn all(&self) -> bool {
        self.count > 0 && self.flagged == self.count
    }

    /// The invisible's square and piece, if the realisations agree on
    /// them and it is on the board.
    fn revealed(&self) -> Option<(Square, Piece)> {
        match self.states.iter().collect::<Vec<_>>()[..] {
            [Some(state)] => Some(*state),
            _ => None,
        }
    }
}

pub(crate) fn revelation_text(state: (Square, Piece)) -> String {
    Note::Revelation {
        square: state.0,
        piece: state.1,
    }
    .to_string()
}

/// Whether the invisible can stand somewhere in `diagram` (orthodox, the
/// side to move the help side) without the side not to move being in
/// check. Popeye does not solve a diagram where it cannot: it says "the
/// side to play can capture the king", as for a diagram without
/// invisibles whose side to play can.
pub fn diagram_stands(diagram: &Position) -> bool {
    let Ok(orthodox) = Orthodox::new(diagram) else {
        return false;
    };
    if !in_check(orthodox, !diagram.side_to_move()) {
        return true;
    }
    // only an invisible shielding the king can make it stand; one of the
    // king's own side (a knight) attacks nothing of its own
    Square::ALL
        .into_iter()
        .filter(|&sq| diagram.piece_at(sq).is_none())
        .any(|sq| {
            let mut pos = diagram.clone();
            pos.put(sq, Piece::new(PieceKind::KNIGHT, !diagram.side_to_move()));
            let orthodox = Orthodox::new(&pos).expect("orthodox pieces");
            !in_check(orthodox, !pos.side_to_move())
        })
}

/// Every placement of one invisible in `diagram` (orthodox): each colour,
/// each kind but the king, each empty square (no pawn on the first or
/// last rank), where the side not to move is not in check; with the
/// position it makes.
pub(crate) fn placements(diagram: &Position) -> Vec<(Square, Piece, Position)> {
    let mut found = Vec::new();
    for colour in [Colour::White, Colour::Black] {
        for kind in [
            PieceKind::QUEEN,
            PieceKind::ROOK,
            PieceKind::BISHOP,
            PieceKind::KNIGHT,
            PieceKind::PAWN,
        ] {
            let piece = Piece::new(kind, colour);
            for square in Square::ALL {
                if diagram.piece_at(square).is_some()
                    || (kind == PieceKind::PAWN && matches!(square.rank().index(), 0 | 7))
                {
                    continue;
                }
                let mut pos = diagram.clone();
                pos.put(square, piece);
                let orthodox = Orthodox::new(&pos).expect("orthodox pieces");
                if !in_check(orthodox, !pos.side_to_move()) {
                    found.push((square, piece, pos));
                }
            }
        }
    }
    found
}

/// Popeye's solution lines of `h#1` with one invisible in `diagram`
/// (orthodox, the side to move the help side, both kings on the board, no
/// castling rights), as `1.Kh6-h5 Qd5-g5 #`, sorted.
///
/// # Errors
/// An [`Unsupported`] naming what this solver does not do: a diagram
/// without both kings, castling rights, fairy pieces, en passant in a
/// line, or a first move that checks in some realisations only (how
/// Popeye marks it is not known).
pub fn help_mate_in_one(diagram: &Position) -> Result<Vec<String>, Unsupported> {
    if Orthodox::new(diagram).is_err() {
        return Err(refusal(1, "fairy pieces or holes"));
    }
    for colour in [Colour::White, Colour::Black] {
        if diagram.pieces(PieceKind::KING, colour).count() != 1 {
            return Err(refusal(1, "a side without one king"));
        }
    }
    if !diagram.castling().is_empty() {
        return Err(refusal(1, "castling rights"));
    }
    if diagram.en_passant().is_some() {
        return Err(refusal(1, "an en-passant capture in the diagram"));
    }
    let mut first: BTreeMap<String, Seen> = BTreeMap::new();
    let mut lines: BTreeMap<(String, String), Seen> = BTreeMap::new();
    // First moves after which the invisible may take or be taken en
    // passant (how Popeye shows that, and so which line such a
    // realisation joins, is not known).
    let mut uncertain: BTreeSet<String> = BTreeSet::new();
    for (square, piece, pos) in placements(diagram) {
        let orthodox = Orthodox::new(&pos).expect("orthodox pieces");
        let start = Whereabouts {
            state: Some((square, piece)),
            shown: false,
        };
        for m1 in legal_moves(orthodox).iter() {
            let Some((t1, w1)) = observed(&pos, m1, start) else {
                return Err(refusal(1, "en passant with the invisible"));
            };
            let mut p1 = pos.clone();
            p1.play(m1);
            let o1 = Orthodox::new(&p1).expect("orthodox pieces");
            first
                .entry(t1.clone())
                .or_default()
                .add(w1.state, in_check(o1, p1.side_to_move()));
            let replies = legal_moves(o1);
            for m2 in replies.iter() {
                let seen = observed(&p1, m2, w1);
                p1.play(m2);
                let o2 = Orthodox::new(&p1).expect("orthodox pieces");
                let mate = in_check(o2, p1.side_to_move()) && legal_moves(o2).is_empty();
                p1.undo_move();
                let Some((t2, w2)) = seen else {
                    // Whatever its text, this realisation can only
                    // spoil the lines of its first move, unless it
                    // mates.
                    if mate {
                        return Err(refusal(1, "en passant with the invisible"));
                    }
                    uncertain.insert(t1.clone());
                    continue;
                };
                lines
                    .entry((t1.clone(), t2))
                    .or_default()
                    .add(w2.state, mate);
            }
        }
    }
    let mut solutions = Vec::new();
    for ((t1, t2), seen) in &lines {
        if !seen.all() {
            continue;
        }
        if uncertain.contains(t1) {
            return Err(refusal(1, "en passant with the invisible"));
        }
        let before = &first[t1];
        if before.all() {
            // Popeye prints no `+` after a first move that checks in some
            // realisations only; one that checks in all has not been seen.
            return Err(refusal(1, "a first move that checks"));
        }
        let mut text = format!("1.{t1}");
        let revealed1 = before.revealed();
        if let Some(state) = revealed1 {
            text.push_str(&revelation_text(state));
        }
        text.push(' ');
        text.push_str(t2);
        if let Some(state) = seen.revealed().filter(|s| Some(*s) != revealed1) {
            text.push_str(&revelation_text(state));
        }
        text.push_str(" #");
        solutions.push(text);
    }
    Ok(solutions)
}
