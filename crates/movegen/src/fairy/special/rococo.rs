//! Rococo and Ultima capturers: long leaper, withdrawer, advancer,
//! pushme-pullyu, coordinator and pincer pawn.

use super::{step, ORTHOGONAL, QUEEN_LINES};
use crate::attacks;
use crate::fairy::kernel::{Board, Target};
use crate::fairy::Runner;
use nightrider_board::{Bitboard, Colour, Square};

/// Rococo long leaper: queen lines to an empty square, capturing every
/// enemy piece jumped (each must be followed by an empty square); it never
/// jumps a friendly piece or two pieces in a row.
#[derive(Debug)]
pub(super) struct LongLeaper;

impl Runner for LongLeaper {
    fn run(
        &self,
        board: &Board,
        from: Square,
        _: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        for v in QUEEN_LINES {
            let mut victims = Bitboard::EMPTY;
            let mut cur = step(from, v);
            while let Some(s) = cur {
                if !board.occupied.contains(s) {
                    let t = if victims.is_empty() {
                        Target::Quiet(s)
                    } else {
                        Target::MultiCapture { to: s, victims }
                    };
                    if sink(t) {
                        return true;
                    }
                } else if board.victims.contains(s) {
                    match step(s, v) {
                        Some(next) if !board.occupied.contains(next) => victims.insert(s),
                        _ => break,
                    }
                } else {
                    break;
                }
                cur = step(s, v);
            }
        }
        false
    }
    fn may_repeat(&self) -> bool {
        false
    }
}

/// Rococo withdrawer, advancer and pushme-pullyu: queen moves to empty
/// squares; by withdrawal (`withdraw`) the enemy piece it moves directly
/// away from (next to its start square) is captured, by approach
/// (`advance`) the enemy piece next in line after its arrival square. The
/// captures are compulsory (part of the move), so a pushme-pullyu move that
/// does both captures both pieces.
#[derive(Debug)]
pub(super) struct Approach {
    pub(super) advance: bool,
    pub(super) withdraw: bool,
}

impl Runner for Approach {
    fn run(
        &self,
        board: &Board,
        from: Square,
        _: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        for v in QUEEN_LINES {
            let behind =
                step(from, (-v.0, -v.1)).filter(|s| self.withdraw && board.victims.contains(*s));
            let mut cur = step(from, v);
            while let Some(s) = cur {
                if board.occupied.contains(s) {
                    break;
                }
                let ahead = step(s, v).filter(|t| self.advance && board.victims.contains(*t));
                let t = match (behind, ahead) {
                    (None, None) => Target::Quiet(s),
                    (Some(victim), None) | (None, Some(victim)) => {
                        Target::Capture { to: s, victim }
                    }
                    (Some(a), Some(b)) => Target::MultiCapture {
                        to: s,
                        victims: Bitboard::from_square(a).with(b),
                    },
                };
                if sink(t) {
                    return true;
                }
                cur = step(s, v);
            }
        }
        false
    }
    fn may_repeat(&self) -> bool {
        false
    }
}

/// Ultima coordinator: queen moves to empty squares; afterwards the enemy
/// pieces on the intersections of its rank and file with its king's file
/// and rank are captured. Without a royal piece it captures nothing.
#[derive(Debug)]
pub(super) struct Coordinator;

impl Runner for Coordinator {
    fn run(
        &self,
        board: &Board,
        from: Square,
        _: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        let king = board.king.filter(|&k| k != from);
        for to in attacks::queen(from, board.occupied) - board.occupied {
            let mut victims = Bitboard::EMPTY;
            if let Some(k) = king {
                for (x, y) in [(to.x(), k.y()), (k.x(), to.y())] {
                    if let Some(s) = Square::from_xy(x, y) {
                        if board.victims.contains(s) {
                            victims.insert(s);
                        }
                    }
                }
            }
            let t = if victims.is_empty() {
                Target::Quiet(to)
            } else {
                Target::MultiCapture { to, victims }
            };
            if sink(t) {
                return true;
            }
        }
        false
    }
    fn may_repeat(&self) -> bool {
        false
    }
}

/// Ultima pincer pawn: rook moves to empty squares; captures every enemy
/// piece orthogonally next to its arrival square that has a friendly piece
/// directly behind it (custodian capture).
#[derive(Debug)]
pub(super) struct PincerPawn;

impl Runner for PincerPawn {
    fn run(
        &self,
        board: &Board,
        from: Square,
        _: Colour,
        sink: &mut dyn FnMut(Target) -> bool,
    ) -> bool {
        let friends = board.occupied - board.victims;
        for to in attacks::rook(from, board.occupied) - board.occupied {
            let mut victims = Bitboard::EMPTY;
            for v in ORTHOGONAL {
                if let (Some(e), Some(f)) = (step(to, v), step(to, (2 * v.0, 2 * v.1))) {
                    // The pawn's start square is empty once it has moved.
                    if board.victims.contains(e) && friends.contains(f) && f != from {
                        victims.insert(e);
                    }
                }
            }
            let t = if victims.is_empty() {
                Target::Quiet(to)
            } else {
                Target::MultiCapture { to, victims }
            };
            if sink(t) {
                return true;
            }
        }
        false
    }
    fn may_repeat(&self) -> bool {
        false
    }
}
