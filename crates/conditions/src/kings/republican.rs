//! RepublicanChess, as Popeye 4.104 plays it (found by running it).
//!
//! While a side has no king on the board, the other side may, as part of
//! any of its moves, put that king on an empty square where it is mated
//! (Popeye's `1.Ra1-h1[+bKh3] #`); the move is then a move of its own,
//! beside the same move without the insertion, one per square (in the
//! order a1, b1, …, h8). The move alone comes first here (Popeye lists
//! it last): a threat `2.Ra6*a1[+bKa6]` whose square is gone after a
//! defence is then matched by the move alone, which mates nothing, and
//! the defence stops that threat, as Popeye has it. The king is
//! *mated* there when, after the move, it is in check, the mover's own
//! king is not, and the side of the inserted king has no legal move
//! other than one inserting a king in its turn. The inserted king may
//! block a check of the mover's king: an insertion can make legal a move
//! that is not legal alone (`1.Kh3-h4[+wKh2] +`).
//!
//! The two types differ in the mate a move delivers (the goal `#`), not
//! in the moves:
//!
//! - Type1 (`RepublicanChess    Type1`): a side in check is mated when it
//!   has no legal move but insertions;
//! - Type2 (the default): its insertions count as escapes too (after
//!   `1.Ra1-h1[+bKh3]`, Black may answer `1...Kh3-h4[+wKh2]`).
//!
//! A king in the diagram stays where it is; a side with a king on the
//! board is never given one.

use crate::condition::Condition;
use crate::engine::Engine;
use nightrider_board::{
    Annotation, Annotations, Bitboard, Choice, Colour, Move, Piece, PieceKind, Position, Square,
};
use nightrider_movegen::MoveList;

/// Which of Popeye's two types of RepublicanChess.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum RepublicanType {
    /// Type1: insertions do not save a side from mate.
    Type1,
    /// Type2 (Popeye's default): a side in check that can insert the
    /// other side's king legally is not mated.
    #[default]
    Type2,
}

impl RepublicanType {
    /// The condition's line as Popeye prints it
    /// (`RepublicanChess    Type2`).
    pub fn line(self) -> &'static str {
        match self {
            RepublicanType::Type1 => "RepublicanChess    Type1",
            RepublicanType::Type2 => "RepublicanChess    Type2",
        }
    }
}

/// RepublicanChess beside a condition it has not been compared with
/// Popeye beside, as the two names for the error.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions
        .iter()
        .find(|c| matches!(c, Condition::Republican(_)))?;
    let other = conditions
        .iter()
        .find(|c| *c != first && !combines_with_republican(c))?;
    Some((first.to_string(), other.to_string()))
}

/// Whether `c` may stand beside RepublicanChess (compared with Popeye
/// there).
fn combines_with_republican(c: &Condition) -> bool {
    matches!(
        c,
        Condition::ChameleonPieces
            | Condition::NoCapture
            | Condition::Madrasi {
                rex_inclusive: false
            }
    ) || matches!(c, Condition::Circe(rules) if *rules == crate::condition::CirceRules::default())
}

/// What of the diagram `pos` cannot be played under RepublicanChess:
/// royal pieces other than kings, and neutral pieces (neither compared
/// with Popeye).
pub(crate) fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    if !conditions
        .iter()
        .any(|c| matches!(c, Condition::Republican(_)))
    {
        return None;
    }
    let royal_other_than_king = pos
        .board()
        .iter()
        .flatten()
        .any(|p| p.is_royal() && p.kind != PieceKind::KING);
    if royal_other_than_king {
        return Some("RepublicanChess with royal pieces other than kings");
    }
    (!pos.neutrals().is_empty()).then_some("RepublicanChess with neutral pieces")
}

impl Engine {
    /// Rebuilds `out[start..]`, the legal moves without insertions of
    /// the side to move (in the order of `candidates`), as the legal
    /// moves under RepublicanChess: each candidate if it is legal alone,
    /// then its insertions.
    pub(crate) fn republican_expand(
        &self,
        pos: &mut Position,
        candidates: &MoveList,
        out: &mut MoveList,
        start: usize,
    ) {
        let side = pos.side_to_move();
        if self.republican.is_none() || !pos.royals(!side).is_empty() {
            return;
        }
        let plain: Vec<Move> = out.iter().skip(start).copied().collect();
        out.truncate(start);
        let mut squares = Vec::new();
        for m in candidates.iter() {
            if plain.contains(m) {
                out.push(*m);
            }
            squares.clear();
            self.insertion_squares(pos, m, side, &mut squares, false);
            for &square in &squares {
                out.push(m.choosing(Choice {
                    square: Some(square),
                    ..Choice::NONE
                }));
            }
        }
    }

    /// Whether the side to move, with no legal move without an
    /// insertion, has one with an insertion that counts as an escape from
    /// mate: under Type2 any, under Type1 none.
    pub(crate) fn republican_escape(&self, pos: &mut Position) -> bool {
        let side = pos.side_to_move();
        if self.republican != Some(RepublicanType::Type2) || !pos.royals(!side).is_empty() {
            return false;
        }
        let mut candidates = MoveList::new();
        self.candidates(pos, &mut candidates);
        let mut squares = Vec::new();
        candidates
            .iter()
            .any(|m| self.insertion_squares(pos, m, side, &mut squares, true))
    }

    /// Appends to `squares` the empty squares where `side`, playing `m`,
    /// may put the other side's king (see the module); stops at the first
    /// if `first_only`. Returns whether there is one.
    fn insertion_squares(
        &self,
        pos: &mut Position,
        m: &Move,
        side: Colour,
        squares: &mut Vec<Square>,
        first_only: bool,
    ) -> bool {
        let king = Piece::new(PieceKind::KING, !side);
        self.play(pos, m);
        // the squares where a king could be in check at all
        let attacked = self.republican_walk_attacks(pos, side);
        let checkable = attacked.unwrap_or(Bitboard::FULL);
        // the squares a king put next to them surely has as flights
        let free = attacked.map_or(Bitboard::EMPTY, |a| !(a | pos.occupied()));
        let mut found = false;
        for square in Square::ALL {
            if pos.piece_at(square).is_some() || !checkable.contains(square) {
                continue;
            }
            if !(nightrider_movegen::attacks::king(square) & free).is_empty() {
                // (a king with a free flight is not mated: see
                // republican_walk_attacks)
                continue;
            }
            pos.put(square, king);
            // (the side of the inserted king is to move: a legal move of
            // its own without insertion saves it)
            let mated = self.in_check(pos, !side)
                && !self.in_check(pos, side)
                && !self.has_legal_move_king_first(pos, square);
            pos.clear(square);
            if mated {
                squares.push(square);
                found = true;
                if first_only {
                    break;
                }
            }
        }
        pos.undo_move();
        found
    }

    /// The squares `side`'s pieces attack on the bitboard tables
    /// ([`nightrider_movegen::MoveGenerator::attacked_squares`]) in `pos`
    /// (which has no royal piece of the other side), where the engine's
    /// checks are the walks' attacks, each judged by the rules (the
    /// conditions RepublicanChess combines with:
    /// [`combines_with_republican`], and no borrowed walk, and no rule
    /// judging the position after a move); `None` elsewhere. The tables
    /// hold only where the board has orthodox kinds alone. Two facts
    /// follow for a king of the other side put on an empty square:
    ///
    /// - it can be in check only on these squares: a check is then a
    ///   capture of it by a walk, which a king put on an empty square
    ///   does not change;
    /// - it is not mated where a square next to it is empty and not among
    ///   these: its step there is one of its candidates (it captures
    ///   nothing; no rule these conditions make takes a king's quiet move
    ///   away, nor changes the king), and it is legal, since no walk
    ///   attacks the square it lands on (the king on it does not change
    ///   what attacks that square, and the square it left is empty as
    ///   here) and the side has no other royal piece.
    ///
    /// The proptest `the_checkable_squares_leave_out_no_insertion`
    /// compares the insertions so found with those found by judging every
    /// empty square.
    fn republican_walk_attacks(&self, pos: &Position, side: Colour) -> Option<Bitboard> {
        let walk_checks = !self.borrows_walks()
            && self.after_rules.is_empty()
            && self
                .conditions
                .iter()
                .all(|c| matches!(c, Condition::Republican(_)) || combines_with_republican(c));
        walk_checks
            .then(|| self.generator.attacked_squares(pos, side))
            .flatten()
    }

    /// [`Engine::has_legal_move`] of the side to move (nesting 0), whose
    /// king on `king` was just put in check, trying the king's moves
    /// first: most squares where a king is put in check leave it a
    /// flight, found then after a few moves played instead of after every
    /// move of the pieces before it. Whether a legal move exists does not
    /// depend on the order the candidates are tried in, so the answer is
    /// that of [`Engine::has_legal_move`]; where that is not a search
    /// through the candidates (ExclusiveChess, list rules that may empty
    /// the list, rebirth choices generated apart) it is asked itself.
    fn has_legal_move_king_first(&self, pos: &mut Position, king: Square) -> bool {
        if self.exclusive
            || self.choices.is_some()
            || self
                .list_rules
                .iter()
                .any(crate::hooks::ListRule::may_empty)
        {
            return self.has_legal_move(pos, 0);
        }
        let side = pos.side_to_move();
        let mut candidates = MoveList::new();
        if self.king_candidates(pos, king, &mut candidates)
            && candidates
                .iter()
                .any(|m| self.legal_when_played(pos, m, side, 0))
        {
            return true;
        }
        candidates.clear();
        self.candidates(pos, &mut candidates);
        let of_king = candidates.iter().filter(|m| m.from == king);
        let others = candidates.iter().filter(|m| m.from != king);
        of_king
            .chain(others)
            .any(|m| self.legal_when_played(pos, m, side, 0))
    }

    /// Appends to `out` candidate moves of the king on `king` of the side
    /// to move, without generating those of the other pieces: each is
    /// among [`Engine::candidates`]. Returns whether it did; it does not
    /// where that is not sure to hold: the
    /// candidates are then generated otherwise than walk by walk, piece by
    /// piece (SingleBox Type3, the other side's units moved too, Alice,
    /// Mars or Phantom Circe, Make&Take, borrowed walks), or by the
    /// orthodox fast path. Otherwise [`Engine::candidates`] generates the
    /// king's moves with this same call of its walk (beside other moves,
    /// castlings apart), and the choices' expansion and the rules' filter
    /// go move by move in the same position, so they keep of these moves
    /// what they keep of them among all.
    fn king_candidates(&self, pos: &mut Position, king: Square, out: &mut MoveList) -> bool {
        let plain_generation = self.movers.is_none()
            && !self.single_box_type3
            && !self.alice
            && self.mars.is_none()
            && self.phantom.is_none()
            && !self.make_take
            && !self.borrows_walks()
            && !self.generator.uses_fast_path(pos);
        let (true, Some(piece)) = (plain_generation, pos.piece_at(king)) else {
            return false;
        };
        let Ok(walk) = self.generator.walk(piece.kind) else {
            return false;
        };
        let side = pos.side_to_move();
        let mut raw = MoveList::new();
        walk.generate(pos, king, side, &mut raw);
        raw.retain(|m| !crate::hooks::is_castling(m));
        self.expand_choices(pos, &mut raw, crate::engine::Captures::Included);
        self.filter_candidates(pos, &mut raw, side, out);
        true
    }

    /// Plays `m` with its insertion of the other side's king on `square`
    /// (Popeye's `[+bKh3]`).
    pub(crate) fn play_republican(
        &self,
        pos: &mut Position,
        m: &Move,
        square: Square,
    ) -> Annotations {
        let side = pos.side_to_move();
        let alone = Move {
            choice: Choice::NONE,
            ..*m
        };
        let mut notes = self.play(pos, &alone);
        let king = Piece::new(PieceKind::KING, !side);
        pos.add_piece(square, king);
        notes.push(Annotation::Added {
            square,
            piece: king,
            became: None,
        });
        notes
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::position;
    use nightrider_movegen::{MoveGenerator, Rules, WalkRegistry};

    fn with_side(mut pos: Position, side: Colour) -> Position {
        pos.set_side_to_move_unrecorded(side);
        pos
    }

    fn engine(pos: &Position, kind: RepublicanType) -> Engine {
        let generator =
            MoveGenerator::for_position(pos, Rules::default(), &WalkRegistry::new()).unwrap();
        Engine::new(generator, &[Condition::Republican(kind)]).unwrap()
    }

    fn insertions(pos: &mut Position, e: &Engine) -> Vec<(Move, Square)> {
        let mut out = MoveList::new();
        e.legal_moves(pos, &mut out);
        out.iter()
            .filter_map(|m| m.choice.square.map(|s| (*m, s)))
            .collect()
    }

    #[test]
    fn a_rook_mates_a_king_it_puts_in_the_corner() {
        use Colour::{Black, White};
        // White: rooks a1 and b2, no kings; Black: a pawn on a7
        let mut pos = with_side(
            position(&[
                (Square::A1, PieceKind::ROOK, White),
                (Square::B2, PieceKind::ROOK, White),
                (Square::A7, PieceKind::PAWN, Black),
            ]),
            White,
        );
        let e = engine(&pos, RepublicanType::Type2);
        let found = insertions(&mut pos, &e);
        // 1.Ra1-b1[+bKa1]: the rook on b2 guards the second rank
        assert!(found.contains(&(
            Move::quiet(Square::A1, Square::B1).choosing(Choice {
                square: Some(Square::A1),
                ..Choice::NONE
            }),
            Square::A1
        )));
        // never a king where it could take its checker (1.Ra1-a6: not a5)
        assert!(!found
            .iter()
            .any(|(m, s)| m.to == Square::A6 && *s == Square::A5));
        // every insertion mates
        for (m, _) in &found {
            e.play(&mut pos, m);
            assert!(e.in_check(&pos, Black));
            assert!(!e.has_legal_move(&mut pos, 0));
            pos.undo_move();
        }
    }

    #[test]
    fn no_insertion_while_the_king_is_on_the_board() {
        use Colour::{Black, White};
        let mut pos = with_side(
            position(&[
                (Square::A1, PieceKind::ROOK, White),
                (Square::B2, PieceKind::ROOK, White),
                (Square::G5, PieceKind::KING, Black),
            ]),
            White,
        );
        let e = engine(&pos, RepublicanType::Type2);
        assert!(insertions(&mut pos, &e).is_empty());
    }

    #[test]
    fn an_inserted_king_can_block_a_check_and_save_its_side_under_type2_only() {
        use Colour::{Black, White};
        // Black's king h3 checked by the rook h1: 1...Kh3-h4[+wKh2] blocks
        let pieces = [
            (Square::H1, PieceKind::ROOK, White),
            (Square::E6, PieceKind::BISHOP, White),
            (Square::G2, PieceKind::ROOK, Black),
            (Square::G3, PieceKind::ROOK, Black),
            (Square::H3, PieceKind::KING, Black),
        ];
        for (kind, escapes) in [
            (RepublicanType::Type2, true),
            (RepublicanType::Type1, false),
        ] {
            let mut pos = with_side(position(&pieces), Black);
            let e = engine(&pos, kind);
            let found = insertions(&mut pos, &e);
            assert_eq!(found.len(), 1, "{found:?}");
            assert_eq!(found[0].0.to, Square::H4);
            assert_eq!(found[0].1, Square::H2);
            // the plain move to h4 stays illegal
            let mut out = MoveList::new();
            e.legal_moves(&mut pos, &mut out);
            assert!(!out
                .iter()
                .any(|m| m.to == Square::H4 && m.choice.square.is_none()));
            assert_eq!(e.has_any_legal_move(&mut pos), escapes);
        }
    }

    #[test]
    fn playing_an_insertion_adds_the_king_and_is_undone() {
        use Colour::{Black, White};
        let mut pos = with_side(
            position(&[
                (Square::A1, PieceKind::ROOK, White),
                (Square::B2, PieceKind::ROOK, White),
            ]),
            White,
        );
        let e = engine(&pos, RepublicanType::Type1);
        let before = pos.hash();
        let m = Move::quiet(Square::A1, Square::B1).choosing(Choice {
            square: Some(Square::A1),
            ..Choice::NONE
        });
        let notes = e.play(&mut pos, &m);
        assert_eq!(
            pos.piece_at(Square::A1),
            Some(Piece::new(PieceKind::KING, Black))
        );
        assert_eq!(notes.iter().count(), 1);
        pos.undo_move();
        assert_eq!(pos.hash(), before);
        assert_eq!(
            pos.piece_at(Square::A1),
            Some(Piece::new(PieceKind::ROOK, White))
        );
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 64, ..Default::default() })]

        /// Every insertion puts the other side's king where it is in check
        /// with no legal move but insertions, never beside a king of its
        /// own, and leaves the mover out of check; the legal moves are
        /// those found by playing every candidate.
        #[test]
        fn every_insertion_mates(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 1..7),
            white_king in proptest::bool::ANY,
            black in proptest::bool::ANY,
            type1 in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [white_king, false], black);
            let side = pos.side_to_move();
            let kind = if type1 { RepublicanType::Type1 } else { RepublicanType::Type2 };
            let e = engine(&pos, kind);
            // (positions where the side not to move is in check are refused)
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let list = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in list.iter() {
                let mut after = pos.clone();
                e.play(&mut after, m);
                proptest::prop_assert!(!e.in_check(&after, side), "{m:?} leaves the mover in check");
                if let Some(square) = m.choice.square {
                    proptest::prop_assert!(pos.royals(!side).is_empty());
                    proptest::prop_assert_eq!(after.royals(!side).first(), Some(square));
                    proptest::prop_assert!(e.in_check(&after, !side));
                    proptest::prop_assert!(!e.has_legal_move(&mut after, 0), "{:?}", m);
                }
            }
        }
    }

    /// Makes the pieces but kings on the squares of `indices` (taken
    /// modulo 64) chameleons.
    fn make_chameleons(pos: &mut Position, indices: &[u8]) {
        for &index in indices {
            let square = Square::from_index_masked(index % 64);
            if let Some(mut piece) = pos.piece_at(square) {
                if piece.kind != PieceKind::KING {
                    piece
                        .attributes
                        .insert(nightrider_board::Attributes::CHAMELEON);
                    pos.clear(square);
                    pos.put(square, piece);
                }
            }
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 96, ..Default::default() })]

        /// The king-first search for a legal move answers as
        /// [`Engine::has_legal_move`], and the king's candidates are among
        /// all the candidates, wherever an insertion is judged:
        /// after every candidate, with the other side's king put in check
        /// on every empty square, beside each condition RepublicanChess
        /// combines with, chameleons among the pieces.
        #[test]
        fn the_king_first_search_answers_as_the_plain_one(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 1..8),
            chameleons in proptest::collection::vec(0u8..64, 0..3),
            white_king in proptest::bool::ANY,
            black in proptest::bool::ANY,
            type1 in proptest::bool::ANY,
            beside in 0usize..5,
            general in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [white_king, false], black);
            make_chameleons(&mut pos, &chameleons);
            let side = pos.side_to_move();
            let kind = if type1 { RepublicanType::Type1 } else { RepublicanType::Type2 };
            let other = [
                Condition::ChameleonPieces,
                Condition::NoCapture,
                Condition::Madrasi { rex_inclusive: false },
                Condition::Circe(crate::condition::CirceRules::default()),
            ];
            let mut conditions = vec![Condition::Republican(kind)];
            conditions.extend(other.get(beside).cloned());
            let mut generator =
                MoveGenerator::for_position(&pos, Rules::default(), &WalkRegistry::new()).unwrap();
            if general {
                // (the king's candidates are generated apart off the
                // orthodox fast path only)
                generator = generator.force_general();
            }
            let e = Engine::new(generator, &conditions).unwrap();
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let king = Piece::new(PieceKind::KING, !side);
            let mut candidates = MoveList::new();
            e.candidates(&mut pos, &mut candidates);
            for m in candidates.iter() {
                e.play(&mut pos, m);
                for square in Square::ALL {
                    if pos.piece_at(square).is_some() {
                        continue;
                    }
                    pos.put(square, king);
                    if e.in_check(&pos, !side) {
                        let mut all = MoveList::new();
                        e.candidates(&mut pos, &mut all);
                        let mut of_king = MoveList::new();
                        e.king_candidates(&mut pos, square, &mut of_king);
                        for k in of_king.iter() {
                            proptest::prop_assert!(all.contains(k), "{:?} {:?} {:?}", m, square, k);
                        }
                        let plain = e.has_legal_move(&mut pos, 0);
                        let king_first = e.has_legal_move_king_first(&mut pos, square);
                        proptest::prop_assert_eq!(plain, king_first, "{:?} {:?}", m, square);
                    }
                    pos.clear(square);
                }
                pos.undo_move();
            }
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 96, ..Default::default() })]

        /// The insertions found on the checkable squares only, but for
        /// those with a free flight ([`Engine::republican_walk_attacks`]),
        /// are those found by judging every empty square, beside each condition RepublicanChess
        /// combines with, chameleons among the pieces, on either path of
        /// the generator.
        #[test]
        fn the_checkable_squares_leave_out_no_insertion(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 1..9),
            chameleons in proptest::collection::vec(0u8..64, 0..3),
            white_king in proptest::bool::ANY,
            black in proptest::bool::ANY,
            beside in 0usize..5,
            general in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [white_king, false], black);
            make_chameleons(&mut pos, &chameleons);
            let side = pos.side_to_move();
            let other = [
                Condition::ChameleonPieces,
                Condition::NoCapture,
                Condition::Madrasi { rex_inclusive: false },
                Condition::Circe(crate::condition::CirceRules::default()),
            ];
            let mut conditions = vec![Condition::Republican(RepublicanType::Type2)];
            conditions.extend(other.get(beside).cloned());
            let mut generator =
                MoveGenerator::for_position(&pos, Rules::default(), &WalkRegistry::new()).unwrap();
            if general {
                generator = generator.force_general();
            }
            let e = Engine::new(generator, &conditions).unwrap();
            // (insertions of a king whose side has none)
            proptest::prop_assume!(pos.royals(!side).is_empty());
            let king = Piece::new(PieceKind::KING, !side);
            let mut candidates = MoveList::new();
            e.candidates(&mut pos, &mut candidates);
            for m in candidates.iter() {
                let mut found = Vec::new();
                e.insertion_squares(&mut pos, m, side, &mut found, false);
                // the plain way: every empty square
                let mut plain = Vec::new();
                e.play(&mut pos, m);
                for square in Square::ALL {
                    if pos.piece_at(square).is_some() {
                        continue;
                    }
                    pos.put(square, king);
                    if e.in_check(&pos, !side)
                        && !e.in_check(&pos, side)
                        && !e.has_legal_move(&mut pos, 0)
                    {
                        plain.push(square);
                    }
                    pos.clear(square);
                }
                pos.undo_move();
                proptest::prop_assert_eq!(found, plain, "{:?}", m);
            }
        }
    }

    #[test]
    fn the_line_names_the_type() {
        assert_eq!(RepublicanType::default().line(), "RepublicanChess    Type2");
        assert_eq!(RepublicanType::Type1.line(), "RepublicanChess    Type1");
    }
}
