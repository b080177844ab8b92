//! ExclusiveChess: a mating move is legal only if it is the side's only
//! mating move.
//!
//! Whether a move mates depends on the legality of the replies, and so on
//! whether a reply mates in turn. Popeye 4.104 follows that recursion to a
//! fixed horizon and leaves what lies beyond it undecided; found by
//! experiment (ImmunChess, Circe RexInclusive, where two queens can
//! capture each other on a square next to both kings for ever, and plain
//! positions with cross-checks):
//!
//! - Every move is judged inside some number of nested mate tests (its
//!   *nesting*: 0 for the moves of the position itself). A move that does
//!   not check does not mate. A checking move mates if none of the
//!   opponent's replies, judged one nesting deeper, is legal; it does not
//!   mate if one is; otherwise whether it mates is undecided. At nesting
//!   [`HORIZON`] and deeper, whether a checking move mates is undecided.
//! - Among the moves that are legal but for the rule (the *candidates*),
//!   with `mates` decided mating moves and `open` undecided ones: a move
//!   that does not mate is legal; a mating move is legal if it is the
//!   only candidate that mates or may mate, illegal if `mates >= 2`, and
//!   undecided otherwise; a move that may mate is legal if it is the only
//!   one that mates or may mate, and otherwise undecided (if it mated it
//!   would be one of two; if not, it is legal).
//!
//! So `1.Qb2-d4` with White Ke5 Qb2 Rf2 Pc2, Black Ke3 Qd8 Rf6 Pc6 Pg7
//! (TESTS/exclusive.inp 5) may mate: Black's replies `Qd8*d4[+wQd1]` (after
//! which White's two checks lie at the horizon) and `Qd8-e8` (mate: it
//! fills the king's rebirth square and checks) are both undecided. With
//! the black queen on a7 instead, `1.Qa1-d4` does not mate: Black's only
//! reply `Qa7*d4[+wQd1]`, which may mate, is legal either way.
//!
//! The solver does not play a legal move that may mate; Popeye prints it
//! with the remark "Can't decide whether this move is refuted" (see
//! [`Undecided`]). Popeye 4.104 also reports moves that leave the mover's
//! king attacked, in a position where the rule is undecided, as undecided
//! ("cannot decide if this move is legal or not."); we take them as
//! illegal.

use crate::engine::Engine;
use nightrider_board::{Move, Position};
use nightrider_movegen::MoveList;
use smallvec::SmallVec;

/// The nesting of mate tests from which ExclusiveChess leaves undecided
/// whether a checking move mates.
pub const HORIZON: u8 = 3;

/// A three-valued verdict: whether a move mates, or is legal, under
/// ExclusiveChess (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// It does.
    Yes,
    /// It does not.
    No,
    /// Not decided within [`HORIZON`] nested mate tests.
    Undecided,
}

/// What ExclusiveChess leaves undecided about a move of the side to move
/// that the solver therefore does not play (Popeye's remark follows the
/// move in the solution).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Undecided {
    /// The move is legal but may mate ("Can't decide whether this move is
    /// refuted").
    Mate,
    /// Whether the move is legal ("cannot decide if this move is legal or
    /// not.").
    Legality,
}

/// The legality verdict of a candidate from its mate verdict, given the
/// numbers of candidates that mate and that may mate (see the module
/// documentation).
fn legality(mate: Verdict, mates: usize, open: usize) -> Verdict {
    match mate {
        Verdict::No => Verdict::Yes,
        _ if mates + open <= 1 => Verdict::Yes,
        Verdict::Yes if mates >= 2 => Verdict::No,
        _ => Verdict::Undecided,
    }
}

impl Engine {
    /// ExclusiveChess: the mate verdicts of the candidates `moves` of the
    /// side to move (inside `nesting` mate tests, undecided at `horizon`),
    /// with the number of mating and of undecided ones.
    fn mate_verdicts(
        &self,
        pos: &mut Position,
        moves: &[Move],
        nesting: u8,
        horizon: u8,
    ) -> (SmallVec<[Verdict; 64]>, usize, usize) {
        let verdicts: SmallVec<[Verdict; 64]> = moves
            .iter()
            .map(|m| self.mate_verdict(pos, m, nesting, horizon))
            .collect();
        let mates = verdicts.iter().filter(|v| **v == Verdict::Yes).count();
        let open = verdicts
            .iter()
            .filter(|v| **v == Verdict::Undecided)
            .count();
        (verdicts, mates, open)
    }

    /// ExclusiveChess: removes from `out[start..]` (the candidates of the
    /// side to move, the moves legal but for the rule) the moves the rule
    /// makes illegal or leaves undecided; appends the undecided ones to
    /// `undecided` if given.
    pub(crate) fn exclusive_filter(
        &self,
        pos: &mut Position,
        out: &mut MoveList,
        start: usize,
        mut undecided: Option<&mut Vec<(Move, Undecided)>>,
    ) {
        let (verdicts, mates, open) = self.mate_verdicts(pos, &out[start..], 0, HORIZON);
        if mates + open == 0 {
            return;
        }
        let mut kept = start;
        for (i, mate) in verdicts.iter().enumerate() {
            let m = out[start + i];
            let kind = match (legality(*mate, mates, open), mate) {
                (Verdict::No, _) => None,
                (_, Verdict::Undecided) => Some(Undecided::Mate),
                (Verdict::Yes, _) => {
                    out[kept] = m;
                    kept += 1;
                    continue;
                }
                (Verdict::Undecided, _) => Some(Undecided::Legality),
            };
            if let (Some(kind), Some(list)) = (kind, undecided.as_deref_mut()) {
                list.push((m, kind));
            }
        }
        out.truncate(kept);
    }

    /// ExclusiveChess: whether the candidate `m` mates, the replies judged
    /// inside `nesting + 1` mate tests (undecided for a check at
    /// `horizon`, [`HORIZON`] as Popeye).
    pub(crate) fn mate_verdict(
        &self,
        pos: &mut Position,
        m: &Move,
        nesting: u8,
        horizon: u8,
    ) -> Verdict {
        self.play(pos, m);
        let them = pos.side_to_move();
        let verdict = if !self.in_check(pos, them) {
            Verdict::No
        } else if nesting >= horizon {
            Verdict::Undecided
        } else {
            match self.exclusive_legal_move_verdict(pos, nesting + 1, horizon) {
                Verdict::Yes => Verdict::No,
                Verdict::No => Verdict::Yes,
                Verdict::Undecided => Verdict::Undecided,
            }
        };
        pos.undo_move();
        verdict
    }

    /// ExclusiveChess: whether the side to move has a legal move, inside
    /// `nesting` mate tests (undecided at `horizon`). Stops at the first
    /// candidate that does not mate.
    pub(crate) fn exclusive_legal_move_verdict(
        &self,
        pos: &mut Position,
        nesting: u8,
        horizon: u8,
    ) -> Verdict {
        let side = pos.side_to_move();
        let mut candidates = MoveList::new();
        self.candidates(pos, &mut candidates);
        let (mut mates, mut open) = (0, 0);
        for m in &candidates {
            if !self.legal_when_played(pos, m, side, nesting) {
                continue;
            }
            match self.mate_verdict(pos, m, nesting, horizon) {
                Verdict::No => return Verdict::Yes,
                Verdict::Yes => mates += 1,
                Verdict::Undecided => open += 1,
            }
        }
        match (mates, open) {
            (0, 0) => Verdict::No,
            _ if mates + open == 1 => Verdict::Yes,
            (_, 0) => Verdict::No,
            _ => Verdict::Undecided,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::condition::CirceRules;
    use crate::test_support::{engine_under, random_position};
    use crate::Condition;
    use nightrider_board::{Colour, Piece, PieceKind, Square};

    #[test]
    fn legality_from_the_mate_verdicts() {
        use Verdict::*;
        // a move that does not mate is legal, whatever the others
        assert_eq!(legality(No, 3, 2), Yes);
        // the only mate, or the only move that may mate, is legal
        assert_eq!(legality(Yes, 1, 0), Yes);
        assert_eq!(legality(Undecided, 0, 1), Yes);
        // two mates are illegal, with or without undecided moves
        assert_eq!(legality(Yes, 2, 0), No);
        assert_eq!(legality(Yes, 2, 3), No);
        // a mate beside a move that may mate, a move that may mate beside
        // a mate or another one, are undecided
        assert_eq!(legality(Yes, 1, 1), Undecided);
        assert_eq!(legality(Undecided, 1, 1), Undecided);
        assert_eq!(legality(Undecided, 2, 1), Undecided);
        assert_eq!(legality(Undecided, 0, 2), Undecided);
    }

    /// Kings next to each other's queens, each queen's capture of the
    /// other reborn at home (Circe, ImmunChess RexInclusive): TESTS/
    /// exclusive.inp 5, and the same with the black queen on a7.
    fn corpus_position(black_queen: Square) -> Position {
        let mut pos = Position::empty();
        let w = |k| Piece::new(k, Colour::White);
        let b = |k| Piece::new(k, Colour::Black);
        pos.put(Square::E5, w(PieceKind::KING));
        pos.put(Square::B2, w(PieceKind::QUEEN));
        pos.put(Square::F2, w(PieceKind::ROOK));
        pos.put(Square::C2, w(PieceKind::PAWN));
        pos.put(Square::E3, b(PieceKind::KING));
        pos.put(black_queen, b(PieceKind::QUEEN));
        pos.put(Square::F6, b(PieceKind::ROOK));
        pos.put(Square::C6, b(PieceKind::PAWN));
        pos.put(Square::G7, b(PieceKind::PAWN));
        pos
    }

    /// `Circe ImmunChess RexInclusive` (RexInclusive qualifies ImmunChess).
    fn circe_immun_exclusive() -> Vec<Condition> {
        let immun = CirceRules {
            rex_inclusive: true,
            strict: true,
            ..CirceRules::default()
        };
        vec![
            Condition::Circe(CirceRules::default()),
            Condition::Immun(immun),
            Condition::Exclusive,
        ]
    }

    fn queen_to_d4(m: &Move) -> bool {
        m.from == Square::B2 && m.to == Square::D4
    }

    #[test]
    fn a_queen_capture_cycle_leaves_the_mate_undecided() {
        let mut pos = corpus_position(Square::D8);
        let e = engine_under(&pos, &circe_immun_exclusive());
        let mut undecided = Vec::new();
        e.undecided_moves(&mut pos, &mut undecided);
        assert!(
            matches!(undecided.as_slice(), [(m, Undecided::Mate)] if queen_to_d4(m)),
            "{undecided:?}"
        );
        let legal = crate::test_support::legal_moves(&e, &mut pos);
        assert!(!legal.iter().any(queen_to_d4));
        assert!(legal
            .iter()
            .any(|m| m.from == Square::B2 && m.to == Square::C1));
    }

    #[test]
    fn a_single_reply_that_may_mate_is_legal() {
        // Black's only reply to 1.Qb2-d4, Qa7*d4, may mate: legal either
        // way, so 1.Qb2-d4 does not mate
        let mut pos = corpus_position(Square::A7);
        let e = engine_under(&pos, &circe_immun_exclusive());
        let mut undecided = Vec::new();
        e.undecided_moves(&mut pos, &mut undecided);
        assert!(undecided.is_empty(), "{undecided:?}");
        let legal = crate::test_support::legal_moves(&e, &mut pos);
        assert!(legal.iter().any(queen_to_d4));
    }

    proptest::proptest! {
        /// A verdict decided within a horizon stays the same with a
        /// farther one (what lies beyond the horizon only decides what was
        /// undecided), alone and beside Circe with ImmunChess RexInclusive.
        #[test]
        fn a_farther_horizon_only_decides_more(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 2..10),
            black in proptest::bool::ANY,
            circe in proptest::bool::ANY,
            horizon in 1u8..3,
        ) {
            let mut pos = random_position(&cells, [true, true], black);
            let conditions = if circe {
                circe_immun_exclusive()
            } else {
                vec![Condition::Exclusive]
            };
            let e = engine_under(&pos, &conditions);
            let side = pos.side_to_move();
            if e.in_check(&pos, !side) {
                return Ok(());
            }
            let mut candidates = MoveList::new();
            e.candidates(&mut pos, &mut candidates);
            for m in &candidates {
                if !e.legal_when_played(&mut pos, m, side, 0) {
                    continue;
                }
                let near = e.mate_verdict(&mut pos, m, 0, horizon);
                let far = e.mate_verdict(&mut pos, m, 0, horizon + 1);
                proptest::prop_assert!(
                    near == Verdict::Undecided || near == far,
                    "{m:?}: {near:?} then {far:?}"
                );
            }
            let near = e.exclusive_legal_move_verdict(&mut pos, 0, horizon);
            let far = e.exclusive_legal_move_verdict(&mut pos, 0, horizon + 1);
            proptest::prop_assert!(
                near == Verdict::Undecided || near == far,
                "{near:?} then {far:?}"
            );
        }
    }
}
