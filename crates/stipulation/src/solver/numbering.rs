//! How the moves of a help or series line are numbered (`1.`, `1...`,
//! introductory moves numbered on their own).

use super::lines::{RawLine, Role};
use crate::model::{Node, SeriesKind, Stipulation};
use crate::node_id::NodeId;
use crate::tree::{Line, LineMove, MoveInfo, Numbering};
use nightrider_board::{Colour, Move};

/// The stipulated number of half-moves of help play (for numbering).
pub(super) fn help_total(node: &Node) -> u32 {
    match node {
        Node::Goal(_) => 0,
        Node::Battle(b) => b.length,
        Node::Help(h) => h.length + help_total(&h.end),
        Node::Series(_) => 0,
        Node::Pass(p) => p.then.as_ref().map_or(0, |n| 1 + help_total(n)),
        Node::And(a, b) | Node::Or(a, b) => help_total(a).max(help_total(b)),
        Node::Not(a) => help_total(a),
    }
}

/// Numbers the moves of `raw`: from `initial` when Jacobi's
/// `InitialMoveNumber` gives it ([`from_initial`]), else as Popeye numbers
/// help and series play of `total` half-moves.
pub(super) fn number_line(
    raw: RawLine,
    total: u32,
    prefix: Option<Prefix>,
    initial: Option<i32>,
) -> Line {
    if let Some(initial) = initial {
        return from_initial(raw, initial);
    }
    let moves = raw.moves;
    let series = moves.iter().any(|(_, r)| matches!(r, Role::Series(_)));
    let mut out = Vec::with_capacity(moves.len());
    if series {
        let mut moves = moves.into_iter().peekable();
        // a prefix series (introductory moves, Jacobi's `play series`) is
        // numbered on its own; the play after it starts again at 1
        let mut n = 0;
        let mut intro_side = None;
        while let Some((info, _)) =
            moves.next_if(|(_, r)| prefix.is_some_and(|p| *r == Role::Series(p.id)))
        {
            n += 1;
            intro_side = Some(info.mover);
            out.push(LineMove {
                info,
                numbering: Numbering::Number(n),
            });
        }
        // unless the play after it is a single move (`2->h#1`, `2->#1`,
        // `3->ser-h#1`): Popeye numbers that on from the introductory
        // moves, `1.Bb7-a6   2.Ba6-b5 Bh7-b1   3.Bf2-d4 #`
        if let (
            Some(side),
            Some(Prefix {
                continued: true, ..
            }),
        ) = (intro_side, prefix)
        {
            for (info, _) in moves {
                let numbering = if info.mover == side {
                    n += 1;
                    Numbering::Number(n)
                } else {
                    Numbering::Continue
                };
                out.push(LineMove { info, numbering });
            }
            return Line {
                moves: out,
                forced_failure: raw.failure,
            };
        }
        // then a number at each move of the side that moves first, or of
        // the other side when the first move is shown with an ellipsis
        // (Popeye: `1.Kg3-g2 Kd2-e1   2.Kg2-h1 Rc8-c1   3.f3-f2 + Ke1*f2 #`
        // for `black 4hh[1s[1s[#]]]`, `1.Qg6-c6 + Kc7-d8   2.Qc6-d7 + …`
        // for pser-s=2)
        let ellipsis = n == 0 && total % 2 == 1;
        let mut numbered = None;
        n = 0;
        for (k, (info, _)) in moves.enumerate() {
            let side = info.mover;
            let numbered_side = *numbered.get_or_insert(if ellipsis { !side } else { side });
            let numbering = if side == numbered_side {
                n += 1;
                Numbering::Number(n)
            } else if k == 0 {
                n = 1;
                Numbering::Ellipsis(1)
            } else {
                Numbering::Continue
            };
            out.push(LineMove { info, numbering });
        }
    } else {
        let offset = total % 2;
        for (i, (info, _)) in moves.into_iter().enumerate() {
            let k = i as u32 + offset;
            let numbering = if k % 2 == 0 {
                Numbering::Number((k / 2 + 1) as i32)
            } else if i == 0 {
                Numbering::Ellipsis((k / 2 + 1) as i32)
            } else {
                Numbering::Continue
            };
            out.push(LineMove { info, numbering });
        }
    }
    Line {
        moves: out,
        forced_failure: raw.failure,
    }
}

/// Numbers the moves of `raw` as Jacobi's option `InitialMoveNumber x`
/// does: the first move is half-move `initial` (`2x`), each move after it
/// half a move on, or a full move on when the same side moves again (the
/// other side passed, as in series play). A whole number `n` shows as
/// `n.`, a half `n + 0.5` as `n...` (rounded down: `-3.5` is `-4...`, so
/// that `0.5` + ten half-moves is `-3.5` + twelve: the manual's examples),
/// the second move of a pair without a number.
pub(super) fn from_initial(raw: RawLine, initial: i32) -> Line {
    let mut out = Vec::with_capacity(raw.moves.len());
    let mut previous: Option<(i32, Colour)> = None;
    for (info, _) in raw.moves {
        let half = match previous {
            None => initial,
            Some((h, side)) if side == info.mover => h + 2,
            Some((h, _)) => h + 1,
        };
        let numbering = if half.rem_euclid(2) == 0 {
            Numbering::Number(half.div_euclid(2))
        } else if previous.is_some_and(|(h, _)| h == half - 1) {
            Numbering::Continue
        } else {
            Numbering::Ellipsis(half.div_euclid(2))
        };
        previous = Some((half, info.mover));
        out.push(LineMove { info, numbering });
    }
    Line {
        moves: out,
        forced_failure: raw.failure,
    }
}

/// The number of half-moves by which help lines are numbered (odd: the
/// first move is shown with an ellipsis, `1...`).
pub(super) fn line_total(stip: &Stipulation) -> u32 {
    match stip.first_move_ellipsis {
        Some(ellipsis) => u32::from(ellipsis),
        None => help_total(&stip.root),
    }
}

/// A set-play line of help play whose solution starts with `1...`: numbered
/// as going on after the first move passed (Popeye: `1...  ...  2.Kh8-h7
/// Qg1-g7 #` for h#1.5), the pass shown as a null move.
pub(super) fn after_passed_first_move(line: Line) -> Line {
    // the side that passed is the one that did not play the first move
    let first_mover = line.moves.first().map_or(Colour::White, |m| m.info.mover);
    let pass = LineMove {
        info: MoveInfo {
            mv: Move::null(),
            piece: None,
            mover: !first_mover,
            check: false,
            goal: None,
            annotations: Default::default(),
            undecided: None,
            pass: false,
        },
        numbering: Numbering::Ellipsis(1),
    };
    let moves = std::iter::once(pass)
        .chain(line.moves.into_iter().map(|m| LineMove {
            numbering: match m.numbering {
                Numbering::Number(n) => Numbering::Number(n + 1),
                Numbering::Ellipsis(n) => Numbering::Ellipsis(n + 1),
                Numbering::Continue => Numbering::Continue,
            },
            ..m
        }))
        .collect();
    Line { moves, ..line }
}

/// A root series that is a prefix to further play: introductory moves
/// (`2->h#2`) and Jacobi's `play series n`.
#[derive(Clone, Copy)]
pub(super) struct Prefix {
    /// The identity of the series node (as in [`Role::Series`]).
    pub(super) id: NodeId,
    /// Whether the play after it is numbered on from the prefix (the play
    /// proper is a single move) rather than from 1 again.
    pub(super) continued: bool,
}

/// The root series that is a prefix to further play, if any.
pub(super) fn prefix_series(stip: &Stipulation) -> Option<Prefix> {
    let Node::Series(s) = &stip.root else {
        return None;
    };
    let (prefix, continued) = match stip.traditional {
        Some(t) => {
            let single_move = if t.series == SeriesKind::None {
                t.half_moves <= 2
            } else {
                t.half_moves == 1
            };
            (t.intro > 0, single_move)
        }
        None => (
            !s.stop_at_end
                && s.min_length == s.length
                && matches!(s.end, Node::Help(_) | Node::Series(_) | Node::Battle(_)),
            false,
        ),
    };
    prefix.then_some(Prefix {
        id: s.id.get(),
        continued,
    })
}
