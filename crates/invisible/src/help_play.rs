//! Help play of any length (`h#n`, `h#n.5`) with one Total Invisible,
//! orthodox pieces: Popeye 4.104's solutions, found by a search over
//! *printed* lines.
//!
//! The rules (found by experiment; see `docs/total-invisibles.md`) are
//! those of [`help_mate_in_one`](crate::help_mate_in_one), for every
//! length:
//!
//! * a realisation places the invisible in the diagram (colour, kind,
//!   empty square; the side not to move not in check) and plays legal
//!   moves; each of its moves is printed as Popeye shows it
//!   (`TI~-~`, `TI~*d4`, `[+wTIg6]h7*g6`, a plain move for another
//!   piece's capture of the unshown invisible);
//! * a printed line is a solution when it has a realisation and every
//!   realisation of it ends in mate;
//! * shorter solutions are printed too: an `h#3` shows the solutions of
//!   `h#2` and `h#1` (each ends in mate, so nothing extends it);
//! * once a revelation `[e4=bB]` is printed, the piece is visible: its
//!   moves are printed as any other's (`Be4-d3`), and so is its capture;
//! * no move is marked `+`, not even one that checks in every
//!   realisation: only the last move gets its `#`;
//! * after a move, `[d4=wB]` is printed when every realisation of the
//!   line up to that move has the invisible there as that piece, and the
//!   move before did not already show it.
//!
//! The search does not go through realisations one line at a time: a
//! node of the search is a printed line, holding the visible position
//! (the same in all its realisations) and the set of *states* of the
//! invisible its realisations reach (square and piece or captured,
//! whether the line has shown it, the en-passant right). With one
//! invisible there are at most some 650 states, so a node costs a few
//! hundred move generations whatever the length of the line; realisations
//! reaching the same state are one.

use crate::help_mate::{observed, revelation_text, State, Whereabouts};
use crate::Unsupported;
use nightrider_board::{Colour, EnPassant, Move, Piece, PieceKind, Position, Special, Square};
use nightrider_movegen::{in_check, legal_moves, Orthodox};
use std::collections::{BTreeMap, HashSet};

/// What a printed move shows, without its text: moves of one node with
/// the same key are printed alike ([`observed`] gives the text).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Key {
    /// A move of the invisible, capturing the visible piece on the square.
    Invisible(Option<Square>),
    /// A move of a visible piece.
    Visible {
        from: Square,
        to: Square,
        promotion: Option<char>,
        /// Whether a capture is shown (`*`).
        capture: bool,
        /// Whether it is a pawn's capture of the unshown invisible.
        takes_invisible: bool,
    },
}

/// The key of the concrete `mv` in `pos` and where the invisible is
/// after it (as [`observed`] has them); `None` for an en-passant capture
/// by or of the invisible.
fn observe(pos: &Position, mv: &Move, at: Whereabouts) -> Option<(Key, Whereabouts)> {
    let square = at.state.map(|(sq, _)| sq);
    if mv.special == Special::EnPassant
        && (square == Some(mv.from) || square.is_some_and(|sq| mv.captures.contains(sq)))
    {
        return None;
    }
    let mover = pos.piece_at(mv.from).expect("a move has a mover");
    if square == Some(mv.from) {
        let piece = mv
            .promotion
            .map_or(mover, |kind| Piece::new(kind, mover.colour));
        let after = Whereabouts {
            state: Some((mv.to, piece)),
            shown: mv.captures.any(),
        };
        return Some((Key::Invisible(mv.captures.first()), after));
    }
    let takes = square.is_some_and(|sq| mv.captures.contains(sq));
    let mut after = at;
    if let Special::Castle { rook_from, rook_to } = mv.special {
        if square == Some(rook_from) {
            after.state = at.state.map(|(_, piece)| (rook_to, piece));
        }
    }
    let mut capture = mv.captures.any();
    let mut takes_invisible = false;
    if takes {
        after = Whereabouts {
            state: None,
            shown: false,
        };
        if !at.shown {
            if mover.kind == PieceKind::PAWN {
                takes_invisible = true;
            } else {
                capture = false;
            }
        }
    }
    let key = Key::Visible {
        from: mv.from,
        to: mv.to,
        promotion: mv.promotion.and_then(PieceKind::orthodox_letter),
        capture,
        takes_invisible,
    };
    Some((key, after))
}

/// One state of the invisible that realisations of a printed line reach.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Realised {
    at: Whereabouts,
    en_passant: Option<EnPassant>,
}

/// A printed line: its visible position (without the invisible, no
/// en-passant right) and the states its realisations reach.
struct Node {
    visible: Position,
    states: Vec<Realised>,
}

impl Node {
    /// The position of one realisation.
    fn realise(&self, r: &Realised) -> Position {
        let mut pos = self.visible.clone();
        if let Some((sq, piece)) = r.at.state {
            pos.put(sq, piece);
        }
        pos.set_en_passant_unrecorded(r.en_passant);
        pos
    }
}

/// What the realisations of one printed move from a node have in common.
struct Child {
    /// The printed move.
    text: String,
    /// Its node (left empty after the last move).
    node: Node,
    seen: HashSet<Realised>,
    /// The invisible's state after the move, if all realisations agree.
    agreed: Option<State>,
    /// Whether they disagree on it.
    mixed: bool,
    count: usize,
    mates: usize,
}

impl Child {
    fn new(text: String, visible: Position) -> Child {
        Child {
            text,
            node: Node {
                visible,
                states: Vec::new(),
            },
            seen: HashSet::new(),
            agreed: None,
            mixed: false,
            count: 0,
            mates: 0,
        }
    }

    /// The invisible's square and piece after the move, if every
    /// realisation has it there.
    fn revealed(&self) -> Option<(Square, Piece)> {
        if self.mixed {
            None
        } else {
            self.agreed.flatten()
        }
    }
}

/// A help-play problem with one invisible.
struct Search {
    /// Plies of the full play.
    plies: usize,
    /// The side that mates (makes the last ply).
    mating: Colour,
    /// The solutions: their printed plies.
    solutions: Vec<Vec<String>>,
}

/// Why this solver stops: en passant by or of the invisible in a line
/// that would be printed.
fn en_passant_refusal() -> Unsupported {
    Unsupported {
        count: 1,
        detail: Some("en passant with the invisible".to_string()),
    }
}

impl Search {
    /// Expands `node`, the line `line` after `ply` plies, whose last move
    /// showed the invisible as `shown_before`; `uncertain` if some
    /// realisation above was dropped for en passant with the invisible.
    fn expand(
        &mut self,
        node: &Node,
        ply: usize,
        line: &mut Vec<String>,
        shown_before: Option<(Square, Piece)>,
        mut uncertain: bool,
    ) -> Result<(), Unsupported> {
        let last = ply + 1 == self.plies;
        let mover = node.visible.side_to_move();
        let mating_ply = mover == self.mating;
        let mut children: BTreeMap<Key, Child> = BTreeMap::new();
        for r in &node.states {
            let mut pos = node.realise(r);
            let orthodox = Orthodox::new(&pos).expect("orthodox pieces");
            let moves = legal_moves(orthodox);
            for mv in moves.iter() {
                let Some((key, after)) = observe(&pos, mv, r.at) else {
                    uncertain = true;
                    continue;
                };
                if last {
                    // only whether every realisation mates counts here
                    if let Some(child) = children.get(&key) {
                        if child.mates < child.count {
                            continue;
                        }
                    }
                }
                let text = match children.contains_key(&key) {
                    true => String::new(),
                    false => observed(&pos, mv, r.at).expect("observed as keyed").0,
                };
                pos.play(mv);
                let child = children.entry(key).or_insert_with(|| {
                    let mut visible = if last { Position::empty() } else { pos.clone() };
                    visible.clear_journal();
                    if let Some((sq, _)) = after.state.filter(|_| !last) {
                        visible.clear(sq);
                    }
                    visible.set_en_passant_unrecorded(None);
                    Child::new(text, visible)
                });
                let realised = Realised {
                    at: after,
                    en_passant: pos.en_passant(),
                };
                if child.seen.insert(realised) {
                    let orthodox = Orthodox::new(&pos).expect("orthodox pieces");
                    let check = in_check(orthodox, pos.side_to_move());
                    let mate = mating_ply && check && legal_moves(orthodox).is_empty();
                    child.count += 1;
                    child.mates += usize::from(mate);
                    match child.agreed {
                        None => child.agreed = Some(after.state),
                        Some(state) if state != after.state => child.mixed = true,
                        Some(_) => {}
                    }
                    if !last && !mate {
                        child.node.states.push(realised);
                    }
                }
                pos.undo_move();
            }
        }
        for mut child in children.into_values() {
            let revealed = child.revealed();
            if let Some((sq, piece)) = revealed.filter(|_| !last) {
                // once revealed, the invisible is a visible piece: its
                // moves and its capture are printed as any other's
                child.node.visible.put(sq, piece);
                let mut states: Vec<Realised> = child
                    .node
                    .states
                    .iter()
                    .map(|r| Realised {
                        at: Whereabouts {
                            state: None,
                            shown: false,
                        },
                        en_passant: r.en_passant,
                    })
                    .collect();
                states.dedup();
                child.node.states = states;
            }
            let mut printed = child.text.clone();
            if let Some(state) = revealed.filter(|s| Some(*s) != shown_before) {
                printed.push_str(&revelation_text(state));
            }
            if mating_ply && child.mates == child.count {
                if uncertain {
                    return Err(en_passant_refusal());
                }
                printed.push_str(" #");
                line.push(printed);
                self.solutions.push(line.clone());
                line.pop();
                continue;
            }
            if last || child.node.states.is_empty() {
                continue;
            }
            line.push(printed);
            self.expand(&child.node, ply + 1, line, revealed, uncertain)?;
            line.pop();
        }
        Ok(())
    }
}

/// The states of the invisible in `diagram`: every colour, kind but the
/// king, and empty square (no pawn on the first or last rank) where the
/// side not to move is not in check.
fn placements(diagram: &Position) -> Vec<Realised> {
    crate::help_mate::placements(diagram)
        .into_iter()
        .map(|(square, piece, _)| Realised {
            at: Whereabouts {
                state: Some((square, piece)),
                shown: false,
            },
            en_passant: None,
        })
        .collect()
}

/// Popeye's printed line of `plies`, the first played by `first`:
/// `1.Kh6-h5 Qd5-d2   2.Kh5-h6 Qd2-g5 #`, or `1...Qd5-d2   2.Kh6-h5
/// Qd2-g5 #` when White begins.
fn format_line(plies: &[String], first: Colour) -> String {
    let mut text = String::new();
    let offset = usize::from(first == Colour::White);
    for (i, ply) in plies.iter().enumerate() {
        let j = i + offset;
        let number = j / 2 + 1;
        if j % 2 == 0 {
            if i > 0 {
                text.push_str("   ");
            }
            text.push_str(&format!("{number}."));
        } else if i == 0 {
            text.push_str(&format!("{number}..."));
        } else {
            text.push(' ');
        }
        text.push_str(ply);
    }
    text
}

/// Popeye's solution lines of help mate in `plies` half-moves (`h#2`: 4,
/// `h#1.5`: 3) with one invisible in `diagram` (orthodox, the side to
/// move the one that begins, both kings on the board, no castling or
/// en-passant rights), shorter solutions first, as `1.Kh6-h5 Qd5-g5 #`.
///
/// # Errors
/// An [`Unsupported`] naming what this solver does not do: fairy pieces,
/// a side without one king, castling or en-passant rights, en passant
/// by or of the invisible in a line that would be printed.
pub fn help_mate(diagram: &Position, plies: usize) -> Result<Vec<String>, Unsupported> {
    let refusal = |what: &str| Unsupported {
        count: 1,
        detail: Some(what.to_string()),
    };
    if Orthodox::new(diagram).is_err() {
        return Err(refusal("fairy pieces or holes"));
    }
    for colour in [Colour::White, Colour::Black] {
        if diagram.pieces(PieceKind::KING, colour).count() != 1 {
            return Err(refusal("a side without one king"));
        }
    }
    if !diagram.castling().is_empty() {
        return Err(refusal("castling rights"));
    }
    if diagram.en_passant().is_some() {
        return Err(refusal("an en-passant capture in the diagram"));
    }
    if plies == 0 {
        return Ok(Vec::new());
    }
    let first = diagram.side_to_move();
    let mating = if plies % 2 == 1 { first } else { !first };
    let mut visible = diagram.clone();
    visible.clear_journal();
    let root = Node {
        states: placements(&visible),
        visible,
    };
    let mut search = Search {
        plies,
        mating,
        solutions: Vec::new(),
    };
    search.expand(&root, 0, &mut Vec::new(), None, false)?;
    let mut solutions = search.solutions;
    solutions.sort_by_key(Vec::len);
    Ok(solutions
        .iter()
        .map(|plies| format_line(plies, first))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_numbered_as_popeye_numbers_them() {
        let plies: Vec<String> = ["a", "b", "c", "d"].map(String::from).to_vec();
        assert_eq!(format_line(&plies, Colour::Black), "1.a b   2.c d");
        assert_eq!(format_line(&plies[..3], Colour::White), "1...a   2.b c");
        assert_eq!(format_line(&plies[..1], Colour::White), "1...a");
    }
}
