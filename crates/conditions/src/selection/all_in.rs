//! AllInChess, HalfInChess and MainlyInChess, as Popeye 4.104 plays them
//! (found by experiment; its manual only names them): the side to move
//! moves units of the other side too.
//!
//! - AllInChess: the side to move moves any unit, its own or the other
//!   side's, but does not take back the move just played: after a move
//!   from a to b that captured nothing and promoted nothing, the move
//!   from b to a is barred (for the reply; in a series, where the other
//!   side passes, for the side's own next move). After a capture or a
//!   promotion the unit may go back.
//! - HalfInChess: the side to move moves only the other side's units.
//! - MainlyInChess: the side to move moves any unit but the one the move
//!   just played moved (the capturer, the promoted piece; in a series the
//!   side's own last mover too).
//! - Jacobi's FreeForAll: the side to move moves any unit, nothing
//!   barred (Jacobi's manual: "Each player can move pieces from either
//!   player (Jed Stone, 1982)"; its AllIn is FreeForAll with
//!   NoImmediateRepetition, [`super::no_repetition`]). Its castlings
//!   (the manual's rules for castling with the other side's units) are
//!   refused with the others'.
//!
//! A unit moves, captures and promotes as a unit of its own side, whoever
//! moves it: White moves a black pawn down the board, takes white units
//! with black ones, promotes a black pawn to a black piece. Checks are
//! orthodox: a move may not leave the mover's king attacked by the other
//! side's units, but it may put the other king in check (White may move
//! the black king onto an attacked square: `Ke8-d7 +`), and a side in
//! check with no move of either side's units is mate. En passant: only a
//! pawn of the side to move takes en passant (so only after a double step
//! the other side played with its own pawn).
//!
//! Castling is refused ([`position_refusal`]): under these conditions
//! Popeye 4.104 loses a king from its board once it has generated a
//! castling of that king (its other moves then print as `..e1-f2`, and
//! after the first move it moves no more and rooks pass through its
//! square), which is no rule to follow.

use crate::condition::Condition;
use nightrider_board::journal::Effect;
use nightrider_board::{CastlingRights, Colour, Move, PieceKind, Position, Special, Square};
use nightrider_movegen::MoveList;

/// Whose units the side to move moves, and what the last move bars.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Movers {
    /// AllInChess: any unit, not taking back the last move.
    AllIn,
    /// HalfInChess: only the other side's units.
    HalfIn,
    /// MainlyInChess: any unit but the one moved last.
    MainlyIn,
    /// Jacobi's FreeForAll: any unit, nothing barred.
    FreeForAll,
}

impl Movers {
    /// The rule of `c`, if it is one of the three.
    pub fn of(c: &Condition) -> Option<Movers> {
        match c {
            Condition::AllIn => Some(Movers::AllIn),
            Condition::HalfIn => Some(Movers::HalfIn),
            Condition::MainlyIn => Some(Movers::MainlyIn),
            Condition::FreeForAll => Some(Movers::FreeForAll),
            _ => None,
        }
    }

    /// The rule among `conditions`, if any.
    pub fn among(conditions: &[Condition]) -> Option<Movers> {
        conditions.iter().find_map(Movers::of)
    }

    /// Whether the side to move moves its own units too.
    pub fn moves_own_units(self) -> bool {
        self != Movers::HalfIn
    }
}

/// The last move played that moved a unit (a null move, a side's pass in
/// a series, is passed over).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Played {
    /// Where the unit came from.
    pub(crate) from: Square,
    /// Where it stands (of a castling: the king).
    pub(crate) to: Square,
    /// The move only displaced its unit: no capture, no promotion, no
    /// second unit.
    pub(crate) plain: bool,
}

/// The [`Played`] move last played in `pos`, if any (none before the
/// first move of the diagram).
pub(crate) fn last_played(pos: &Position) -> Option<Played> {
    let mut back = 0;
    while let Some(effects) = pos.earlier_move_effects(back) {
        let mut displaced = None;
        let mut arrived = None;
        let mut plain = true;
        for effect in effects {
            match *effect {
                Effect::Move { from, to } if displaced.is_none() => displaced = Some((from, to)),
                Effect::Add { square, .. } => {
                    arrived.get_or_insert(square);
                    plain = false;
                }
                Effect::Move { .. }
                | Effect::Remove { .. }
                | Effect::Change { .. }
                | Effect::Bury { .. }
                | Effect::Unbury { .. } => plain = false,
                _ => {}
            }
        }
        if let Some((from, to)) = displaced {
            return Some(Played { from, to, plain });
        }
        if let Some(to) = arrived {
            return Some(Played {
                from: to,
                to,
                plain: false,
            });
        }
        back += 1;
    }
    None
}

/// Whether the side to move may play `m` after the moves played in
/// `pos`: under AllInChess `m` does not take back the last move, under
/// MainlyInChess it does not move the unit moved last. (Whose units move
/// is decided by [`candidates`].)
pub(crate) fn allows(movers: Movers, pos: &Position, m: &Move) -> bool {
    let Some(last) = last_played(pos) else {
        return true;
    };
    match movers {
        Movers::AllIn => !(last.plain && m.from == last.to && m.to == last.from && !m.is_capture()),
        Movers::MainlyIn => m.from != last.to,
        Movers::HalfIn | Movers::FreeForAll => true,
    }
}

/// What [`allows`] remembers from the moves played, as a hash for the
/// transposition tables.
pub(crate) fn history_hash(movers: Movers, pos: &Position) -> u64 {
    let key = match (movers, last_played(pos)) {
        (Movers::HalfIn | Movers::FreeForAll, _) | (_, None) => return 0,
        (Movers::AllIn, Some(last)) if last.plain => {
            1 + last.from.idx() as u64 * 64 + last.to.idx() as u64
        }
        (Movers::AllIn, Some(_)) => return 0,
        (Movers::MainlyIn, Some(last)) => 1 + last.to.idx() as u64,
    };
    key.wrapping_mul(0x9e37_79b9_7f4a_7c15).rotate_left(17)
}

/// Appends to `out` the candidate moves of the side to move under
/// `movers`: the moves `generate` finds for its own units (unless
/// HalfInChess), then those it finds for the other side's units with
/// that side to move, less their captures en passant and of the side's
/// own king. `generate` appends
/// the candidates of the side to move in the position it is given; the
/// position is unchanged on return.
pub(crate) fn candidates(
    movers: Movers,
    pos: &mut Position,
    out: &mut MoveList,
    mut generate: impl FnMut(&mut Position, &mut MoveList),
) {
    let side = pos.side_to_move();
    if movers.moves_own_units() {
        generate(pos, out);
    }
    let start = out.len();
    pos.set_side_to_move_unrecorded(!side);
    generate(pos, out);
    pos.set_side_to_move_unrecorded(side);
    let mut others = MoveList::new();
    others.extend_from_slice(&out[start..]);
    out.truncate(start);
    // (only a pawn of the side to move takes en passant, and no unit
    // takes the mover's own king)
    let royals = pos.royals(side);
    out.extend(
        others
            .iter()
            .filter(|m| m.special != Special::EnPassant && (m.captures & royals).is_empty())
            .copied(),
    );
}

/// Why a diagram under `conditions` is refused, if it is, under one of
/// the three conditions: a castling right (a king on its home square and
/// a rook of its side on a corner it may castle with, `castling_rooks`;
/// see the module's documentation), or neutral pieces (not compared with
/// Popeye).
pub fn position_refusal(
    pos: &Position,
    conditions: &[Condition],
    castling_rooks: CastlingRights,
) -> Option<String> {
    let movers = Movers::among(conditions)?;
    let name = match movers {
        Movers::AllIn => "AllInChess",
        Movers::HalfIn => "HalfInChess",
        Movers::MainlyIn => "MainlyInChess",
        Movers::FreeForAll => "FreeForAll",
    };
    if !pos.neutrals().is_empty() {
        return Some(format!("{name} with neutral pieces"));
    }
    [Colour::White, Colour::Black].into_iter().find_map(|side| {
        let home = side.fold(Square::E1, Square::E8);
        let king = pos
            .piece_at(home)
            .is_some_and(|p| p.kind == PieceKind::KING && p.colour == side);
        let rooks = side.fold([Square::A1, Square::H1], [Square::A8, Square::H8]);
        let rook = rooks.iter().any(|&sq| {
            pos.piece_at(sq)
                .is_some_and(|p| p.kind == PieceKind::ROOK && p.colour == side)
        });
        let right = !(castling_rooks & CastlingRights::of(side)).is_empty();
        (king && rook && right).then(|| {
            format!(
                "{name} with a castling right in the diagram (Popeye 4.104 loses the king \
                 when it generates a castling under {name})"
            )
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{
        engine_under, legal_moves, position_to_move, random_position, sorted_names as names,
    };
    use nightrider_board::Colour::{Black, White};

    #[test]
    fn white_moves_black_units_and_not_into_its_own_check() {
        // (Popeye: white Ke1 Qd1 Pa2, black Ke8 Rd8 Pb7, White to move)
        let mut pos = position_to_move(
            &[
                (Square::E1, PieceKind::KING, White),
                (Square::D1, PieceKind::QUEEN, White),
                (Square::A2, PieceKind::PAWN, White),
                (Square::E8, PieceKind::KING, Black),
                (Square::D8, PieceKind::ROOK, Black),
                (Square::B7, PieceKind::PAWN, Black),
            ],
            false,
        );
        let all = legal_moves(&engine_under(&pos, &[Condition::AllIn]), &mut pos);
        let all = names(&all);
        assert_eq!(all.len(), 37, "{all:?}");
        // the black king into check, a black pawn down the board
        for m in ["e8-d7", "b7-b5", "d8-d2"] {
            assert!(all.contains(&m.to_string()), "{m}");
        }
        // the black rook takes the white queen: the white king in check
        assert!(!all.contains(&"d8-d1".to_string()));
        let half = legal_moves(&engine_under(&pos, &[Condition::HalfIn]), &mut pos);
        assert_eq!(half.len(), 15);
        assert!(half
            .iter()
            .all(|m| pos.piece_at(m.from).unwrap().colour == Black));
    }

    #[test]
    fn the_last_move_binds_the_reply() {
        // (Popeye h~2: white Ka1 Rh2, black Kh8: 1.Kh8-g7 and no Kg7-h8)
        let mut pos = position_to_move(
            &[
                (Square::A1, PieceKind::KING, White),
                (Square::H2, PieceKind::ROOK, White),
                (Square::H8, PieceKind::KING, Black),
            ],
            true,
        );
        let step = Move::quiet(Square::H8, Square::G7);
        for (movers, condition, king_moves) in [
            (Movers::AllIn, Condition::AllIn, 7),
            (Movers::MainlyIn, Condition::MainlyIn, 0),
        ] {
            let e = engine_under(&pos, &[condition]);
            e.play(&mut pos, &step);
            let replies = legal_moves(&e, &mut pos);
            let king: Vec<_> = replies.iter().filter(|m| m.from == Square::G7).collect();
            assert_eq!(king.len(), king_moves, "{movers:?} {king:?}");
            assert!(!replies
                .iter()
                .any(|m| m.from == Square::G7 && m.to == Square::H8));
            pos.undo_move();
        }
        // after a capture the capturer may go back under AllInChess
        // (Popeye h~2: white Ka1 Rh2, black Kc8 Ph5: 1.Rh2*h5 Rh5-h2)
        let mut pos = position_to_move(
            &[
                (Square::A1, PieceKind::KING, White),
                (Square::H2, PieceKind::ROOK, White),
                (Square::C8, PieceKind::KING, Black),
                (Square::H5, PieceKind::PAWN, Black),
            ],
            false,
        );
        let e = engine_under(&pos, &[Condition::AllIn]);
        e.play(&mut pos, &Move::capture(Square::H2, Square::H5));
        let replies = legal_moves(&e, &mut pos);
        assert!(replies
            .iter()
            .any(|m| m.from == Square::H5 && m.to == Square::H2));
    }

    #[test]
    fn a_castling_right_is_refused() {
        let mut pos = position_to_move(
            &[
                (Square::E1, PieceKind::KING, White),
                (Square::H1, PieceKind::ROOK, White),
                (Square::A8, PieceKind::KING, Black),
            ],
            false,
        );
        let rights = CastlingRights::of(White);
        pos.set_castling_unrecorded(rights);
        assert!(position_refusal(&pos, &[Condition::AllIn], rights).is_some());
        assert!(position_refusal(&pos, &[Condition::AllIn], CastlingRights::empty()).is_none());
        assert!(position_refusal(&pos, &[], rights).is_none());
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 64, ..Default::default() })]

        /// On a diagram (no move played) the AllInChess moves are the
        /// orthodox legal moves of the side's own units and the
        /// HalfInChess moves, which move the other side's units only;
        /// MainlyInChess moves as AllInChess. After a move and a reply,
        /// no AllInChess move takes the reply back and no MainlyInChess
        /// move moves the unit it moved.
        #[test]
        fn the_three_rules_keep_their_invariants(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
            pick in 0usize..64,
        ) {
            let mut pos = random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let plain = engine_under(&pos, &[]);
            proptest::prop_assume!(!plain.in_check(&pos, !side));
            let own = legal_moves(&plain, &mut pos);
            let all_in = engine_under(&pos, &[Condition::AllIn]);
            let all = legal_moves(&all_in, &mut pos);
            let half = legal_moves(&engine_under(&pos, &[Condition::HalfIn]), &mut pos);
            let mainly_in = engine_under(&pos, &[Condition::MainlyIn]);
            let mainly = legal_moves(&mainly_in, &mut pos);
            for m in &half {
                proptest::prop_assert_eq!(pos.piece_at(m.from).unwrap().colour, !side);
            }
            let mut expected = names(&own);
            expected.extend(names(&half));
            expected.sort();
            proptest::prop_assert_eq!(names(&all), expected);
            proptest::prop_assert_eq!(names(&mainly), names(&all));
            for (e, movers) in [(&all_in, Movers::AllIn), (&mainly_in, Movers::MainlyIn)] {
                let mut pos = pos.clone();
                let moves = legal_moves(e, &mut pos);
                proptest::prop_assume!(!moves.is_empty());
                e.play(&mut pos, &moves[pick % moves.len()]);
                let replies = legal_moves(e, &mut pos);
                if replies.is_empty() {
                    continue;
                }
                let r = replies[pick % replies.len()];
                e.play(&mut pos, &r);
                for n in legal_moves(e, &mut pos) {
                    match movers {
                        Movers::AllIn => proptest::prop_assert!(
                            r.is_capture() || r.promotion.is_some()
                                || !(n.from == r.to && n.to == r.from),
                            "{:?} takes back {:?}", n, r
                        ),
                        _ => proptest::prop_assert!(n.from != r.to, "{:?} after {:?}", n, r),
                    }
                }
            }
        }
    }
}
