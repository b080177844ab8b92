//! Anda and AndaInverse, as Popeye 4.104 plays them (found by
//! experiment): after a move, the moved piece (not a king, nor the rook
//! of a castling) that observes the opposing king — a direct check —
//! turns neutral if it was White's or Black's, and turns the mover's if
//! it was neutral (Popeye's `Rd1-d8[=n]`, `nRh4-e4[=w]`). Under
//! AndaInverse the piece changes when it gives no direct check. The
//! change comes after a Circe rebirth (`Rd1*d5[+bRa8][=n]`), and the
//! move is legal only if the mover's king is not in check after it: a
//! piece turned neutral may check its own king (`Ra5-e5` is illegal
//! with the kings on e1 and e8). The attributes Anda and AndaInverse
//! give the rule to single pieces (`aQh7-h1[=na]`). The effect changes
//! no check: a piece observes as before.
//!
//! Under Anda or AndaInverse alone, on orthodox material (neutral pieces
//! included), a candidate's legality and whether a legal move gives check
//! are computed on bitboards, without playing the move: the material
//! after the move proper, the moved piece's change of side, and the
//! attacks of the orthodox walks, which are the generator's checks there.

use crate::condition::Condition;
use crate::engine::{Engine, Played};
use crate::hooks::{is_castling, MoveEffect};
use nightrider_board::{
    Annotation, Attributes, Bitboard, Choice, Colour, Move, Piece, PieceKind, Position, Special,
    Square,
};

/// Whether `c` is Anda or AndaInverse (condition or pieces).
fn is_anda(c: &Condition) -> bool {
    matches!(c, Condition::Anda { .. } | Condition::AndaPieces { .. })
}

/// The conditions Anda has been compared with Popeye beside: plain
/// Circe (not RexInclusive), Madrasi (not RexInclusive), Patrouille,
/// MonochromChess, NoCapture and AndernachChess, and beside chameleon
/// pieces (a chameleon changes kind and side after one move, neutral
/// ones too; AntiCirce's move lists differ).
fn combines_with_anda(c: &Condition) -> bool {
    is_anda(c)
        || *c == Condition::ChameleonPieces
        || matches!(c, Condition::Circe(r) if *r == crate::CirceRules::default())
        || matches!(
            c,
            Condition::Madrasi {
                rex_inclusive: false
            } | Condition::Patrol
                | Condition::Monochrome
                | Condition::NoCapture
                | Condition::Andernach
        )
}

/// Anda beside a condition not compared with Popeye.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions.iter().find(|c| is_anda(c))?;
    let other = conditions.iter().find(|c| !combines_with_anda(c))?;
    Some((first.to_string(), other.to_string()))
}

/// `piece` after its change of side, when `side` moved it: a neutral
/// piece becomes `side`'s, another one neutral (kept as White, as the
/// diagram sets neutral pieces up).
pub fn changed(piece: Piece, side: Colour) -> Piece {
    let mut changed = piece;
    if piece.is_neutral() {
        changed.attributes.remove(Attributes::NEUTRAL);
        changed.colour = side;
    } else {
        changed.attributes.insert(Attributes::NEUTRAL);
        changed.colour = Colour::White;
    }
    changed
}

impl Engine {
    /// Anda (AndaInverse if `inverse`; for the pieces carrying the
    /// attribute alone if `pieces_only`): the moved piece changes side
    /// when it gives (does not give) a direct check.
    pub(crate) fn play_anda(
        &self,
        pos: &mut Position,
        mv: &mut Played<'_>,
        inverse: bool,
        pieces_only: bool,
    ) {
        let Played {
            m,
            side,
            at,
            ref mut notes,
            ..
        } = *mv;
        if is_castling(m) {
            return;
        }
        let Some(piece) = pos.piece_at(at) else {
            return;
        };
        let attribute = if inverse {
            Attributes::ANDA_INVERSE
        } else {
            Attributes::ANDA
        };
        if piece.kind == PieceKind::KING
            || piece.is_royal()
            || (pieces_only && !piece.attributes.contains(attribute))
        {
            return;
        }
        let checks = pos
            .royals(!side)
            .into_iter()
            .any(|k| self.observes(pos, at, k, side));
        if checks == inverse {
            return;
        }
        let turned = changed(piece, side);
        pos.change_piece(at, turned);
        notes.push(Annotation::SideChanged {
            colour: (!turned.is_neutral()).then_some(side),
            attributes: turned.attributes,
        });
    }
}

/// The orthodox material of a position as bitboards, as it stands after
/// a move proper: what the checks after an Anda move are computed from
/// without playing it ([`Engine::anda_unplayed`]).
#[derive(Clone, Copy)]
struct Material {
    occupied: Bitboard,
    /// The pieces each side moves (the neutral ones in both).
    by_colour: [Bitboard; 2],
    by_kind: [Bitboard; PieceKind::ORTHODOX_COUNT],
    royal: Bitboard,
}

impl Material {
    fn of(pos: &Position) -> Material {
        Material {
            occupied: pos.occupied(),
            by_colour: [pos.by_colour(Colour::White), pos.by_colour(Colour::Black)],
            by_kind: PieceKind::ORTHODOX.map(|k| pos.by_kind(k)),
            royal: pos.royals(Colour::White) | pos.royals(Colour::Black),
        }
    }

    /// Takes the piece on `sq` off (if any).
    #[inline]
    fn remove(&mut self, sq: Square) {
        let keep = !Bitboard::from_square(sq).0;
        self.occupied.0 &= keep;
        self.by_colour[0].0 &= keep;
        self.by_colour[1].0 &= keep;
        for b in &mut self.by_kind {
            b.0 &= keep;
        }
        self.royal.0 &= keep;
    }

    /// Puts `piece` (of an orthodox kind) on the empty square `sq`.
    #[inline]
    fn put(&mut self, sq: Square, piece: Piece) {
        self.occupied.insert(sq);
        if piece.belongs_to(Colour::White) {
            self.by_colour[0].insert(sq);
        }
        if piece.belongs_to(Colour::Black) {
            self.by_colour[1].insert(sq);
        }
        self.by_kind[piece.kind.idx()].insert(sq);
        if piece.is_royal() {
            self.royal.insert(sq);
        }
    }

    /// Whether a piece `by` moves attacks `sq` by its walk (an orthodox
    /// one: a pawn on its own first rank attacks nothing; no piece
    /// attacks its own square).
    #[inline]
    fn attacked(&self, sq: Square, by: Colour) -> bool {
        use nightrider_movegen::attacks;
        let theirs = self.by_colour[by.idx()];
        let kind = |k: PieceKind| self.by_kind[k.idx()] & theirs;
        let first_rank = Bitboard(by.fold(0xFF, 0xFF << 56));
        if (attacks::knight(sq) & kind(PieceKind::KNIGHT)).any()
            || (attacks::king(sq) & kind(PieceKind::KING)).any()
            || (attacks::pawn(!by, sq) & (kind(PieceKind::PAWN) - first_rank)).any()
        {
            return true;
        }
        let queens = kind(PieceKind::QUEEN);
        let rooks = kind(PieceKind::ROOK) | queens;
        let bishops = kind(PieceKind::BISHOP) | queens;
        (rooks.any() && (attacks::rook(sq, self.occupied) & rooks).any())
            || (bishops.any() && (attacks::bishop(sq, self.occupied) & bishops).any())
    }

    /// Whether a royal piece of `side` is attacked by a piece of the
    /// other side.
    #[inline]
    fn in_check(&self, side: Colour) -> bool {
        (self.royal & self.by_colour[side.idx()])
            .into_iter()
            .any(|royal| self.attacked(royal, !side))
    }
}

impl Engine {
    /// The effect of the single Anda or AndaInverse (`inverse`, for the
    /// pieces with the attribute alone if `pieces_only`) where it is the
    /// only condition; `None` beside any other.
    fn anda_alone(&self) -> Option<(bool, bool)> {
        let [MoveEffect::Anda {
            inverse,
            pieces_only,
        }] = self.effects[..]
        else {
            return None;
        };
        let alone = self
            .conditions()
            .iter()
            .all(|c| matches!(c, Condition::Anda { .. } | Condition::AndaPieces { .. }));
        (alone && self.plain_observation && !self.borrows_walks()).then_some((inverse, pieces_only))
    }

    /// Under Anda or AndaInverse alone, on orthodox material (neutral
    /// pieces included), the position after the move `m` of `side` with
    /// its effect, computed on bitboards without playing the move; `None`
    /// where that is not done (other conditions, fairy pieces, holes,
    /// royal pieces other than kings, castlings and other special moves,
    /// walks other than the built-in ones).
    ///
    /// Why it is the position [`Engine::play`] leaves: the move proper
    /// takes the captured pieces off and moves the piece (promoted, with
    /// its attributes); then the moved piece changes side exactly as
    /// [`Engine::play_anda`] decides, by its walk's attack on the other
    /// side's royal pieces there, which for an orthodox kind is the
    /// bitboard table's. Checks are judged as the generator judges them
    /// (plain observation, no rule on checks): the attacks of the orthodox
    /// walks, which the tables give for any pieces, neutral ones too
    /// (a neutral piece attacks for both sides, a pawn in the direction of
    /// the side it moves for).
    fn anda_unplayed(&self, pos: &Position, m: &Move, side: Colour) -> Option<Material> {
        let (inverse, pieces_only) = self.anda_alone()?;
        if !matches!(
            m.special,
            Special::None | Special::DoubleStep | Special::EnPassant
        ) || m.choice != Choice::NONE
            || m.from == m.to
            || !self.generator().bitboard_walks()
            || (pos.fairy() | pos.holes()).any()
            || (pos.royals(Colour::White) | pos.royals(Colour::Black))
                - pos.by_kind(PieceKind::KING)
                != Bitboard::EMPTY
        {
            return None;
        }
        let piece = pos.piece_at(m.from)?;
        let mut moved = piece;
        if let Some(kind) = m.promotion {
            if !kind.is_orthodox() {
                return None;
            }
            moved.kind = kind;
        }
        let mut after = Material::of(pos);
        for sq in m.captures.with(m.from) {
            after.remove(sq);
        }
        after.put(m.to, moved);
        let attribute = if inverse {
            Attributes::ANDA_INVERSE
        } else {
            Attributes::ANDA
        };
        if moved.kind != PieceKind::KING
            && !moved.is_royal()
            && (!pieces_only || moved.attributes.contains(attribute))
        {
            // (the moved piece's walk from its square, moving for `side`)
            let reach = nightrider_movegen::orthodox::piece_attacks(
                moved.kind,
                side,
                m.to,
                after.occupied,
            )?;
            let checks = (reach & after.royal & after.by_colour[(!side).idx()]).any();
            if checks != inverse {
                after.remove(m.to);
                after.put(m.to, changed(moved, side));
            }
        }
        Some(after)
    }

    /// Whether `side` may play the candidate `m` under Anda alone, found
    /// without playing it ([`Engine::anda_unplayed`]): the move leaves no
    /// royal piece of `side` in check. `None` where it must be played.
    pub(crate) fn anda_legal_unplayed(
        &self,
        pos: &Position,
        m: &Move,
        side: Colour,
    ) -> Option<bool> {
        self.anda_unplayed(pos, m, side)
            .map(|after| !after.in_check(side))
    }

    /// Whether the legal move `m` of the side to move gives check under
    /// Anda alone, found without playing it ([`Engine::anda_unplayed`]);
    /// `None` where it must be played.
    pub(crate) fn anda_gives_check(&self, pos: &Position, m: &Move) -> Option<bool> {
        let side = pos.side_to_move();
        self.anda_unplayed(pos, m, side)
            .map(|after| after.in_check(!side))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::{Move, Square};
    use nightrider_movegen::{MoveGenerator, MoveList, Rules, WalkRegistry};

    fn position(pieces: &[(Square, PieceKind, Colour, Attributes)]) -> Position {
        let mut pos = Position::empty();
        for &(sq, kind, colour, attributes) in pieces {
            pos.put(sq, Piece::new(kind, colour).with_attributes(attributes));
        }
        pos
    }

    fn engine(pos: &Position, conditions: &[Condition]) -> Engine {
        let generator =
            MoveGenerator::for_position(pos, Rules::default(), &WalkRegistry::new()).unwrap();
        Engine::new(generator, conditions).unwrap()
    }

    fn legal(e: &Engine, pos: &mut Position) -> Vec<Move> {
        let mut moves = MoveList::new();
        e.legal_moves(pos, &mut moves);
        moves.iter().copied().collect()
    }

    const NONE: Attributes = Attributes::empty();

    #[test]
    fn a_checking_piece_turns_neutral_and_may_not_check_its_own_king() {
        use Colour::{Black, White};
        let mut pos = position(&[
            (Square::E1, PieceKind::KING, White, NONE),
            (Square::A5, PieceKind::ROOK, White, NONE),
            (Square::E8, PieceKind::KING, Black, NONE),
        ]);
        let e = engine(&pos, &[Condition::Anda { inverse: false }]);
        let moves = legal(&e, &mut pos);
        // Ra5-e5 checks e8, turns neutral and checks e1: illegal
        assert!(!moves.iter().any(|m| m.to == Square::E5));
        let a8 = moves.iter().find(|m| m.to == Square::A8).unwrap();
        let notes = e.play(&mut pos, a8);
        let rook = pos.piece_at(Square::A8).unwrap();
        assert!(rook.is_neutral());
        assert_eq!(
            notes.iter().next(),
            Some(&Annotation::SideChanged {
                colour: None,
                attributes: Attributes::NEUTRAL
            })
        );
        pos.undo_move();
        // a quiet move changes nothing
        let a6 = moves.iter().find(|m| m.to == Square::A6).unwrap();
        assert!(e.play(&mut pos, a6).is_empty());
        assert!(!pos.piece_at(Square::A6).unwrap().is_neutral());
    }

    #[test]
    fn a_neutral_piece_not_checking_turns_the_movers_under_anda_inverse() {
        use Colour::{Black, White};
        let mut pos = position(&[
            (Square::E1, PieceKind::KING, White, NONE),
            (Square::E8, PieceKind::KING, Black, NONE),
            (Square::H4, PieceKind::ROOK, White, Attributes::NEUTRAL),
        ]);
        let e = engine(&pos, &[Condition::Anda { inverse: true }]);
        let moves = legal(&e, &mut pos);
        // to e4 it checks both kings and stays neutral: illegal
        assert!(!moves.iter().any(|m| m.to == Square::E4));
        let h5 = moves.iter().find(|m| m.to == Square::H5).unwrap();
        e.play(&mut pos, h5);
        let rook = pos.piece_at(Square::H5).unwrap();
        assert!(!rook.is_neutral());
        assert_eq!(rook.colour, White);
    }

    #[test]
    fn only_pieces_with_the_attribute_change_without_the_condition() {
        use Colour::{Black, White};
        let mut pos = position(&[
            (Square::E1, PieceKind::KING, White, NONE),
            (Square::A1, PieceKind::ROOK, White, NONE),
            (Square::H1, PieceKind::ROOK, White, Attributes::ANDA),
            (Square::D8, PieceKind::KING, Black, NONE),
        ]);
        let conditions: Vec<Condition> = Condition::attribute_rules(Attributes::ANDA).collect();
        let e = engine(&pos, &conditions);
        let moves = legal(&e, &mut pos);
        let plain = moves
            .iter()
            .find(|m| m.from == Square::A1 && m.to == Square::A8);
        e.play(&mut pos, plain.unwrap());
        assert!(!pos.piece_at(Square::A8).unwrap().is_neutral());
        pos.undo_move();
        let anda = moves
            .iter()
            .find(|m| m.from == Square::H1 && m.to == Square::H8);
        e.play(&mut pos, anda.unwrap());
        let rook = pos.piece_at(Square::H8).unwrap();
        assert!(rook.is_neutral() && rook.attributes.contains(Attributes::ANDA));
    }

    #[test]
    fn anda_is_refused_beside_conditions_not_compared() {
        let anda = || Condition::Anda { inverse: false };
        assert!(combination_refusal(&[anda()]).is_none());
        assert!(combination_refusal(&[anda(), Condition::Circe(Default::default())]).is_none());
        assert!(combination_refusal(&[anda(), Condition::ChameleonPieces]).is_none());
        let madrasi = Condition::Madrasi {
            rex_inclusive: true,
        };
        assert!(combination_refusal(&[anda(), madrasi]).is_some());
        assert!(combination_refusal(&[anda(), Condition::AntiCirce(Default::default())]).is_some());
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 512, ..Default::default() })]

        /// Under Anda or AndaInverse alone (for every piece, or for the
        /// pieces with the attribute), on random positions with white,
        /// black and neutral pieces (a neutral king among them, or none):
        /// the legality of each candidate found on bitboards is the one
        /// found by playing it, and so is the check each legal move gives.
        #[test]
        fn the_verdicts_on_bitboards_are_those_of_playing(
            cells in proptest::collection::vec((0u8..64, 0u8..5, 0u8..3, proptest::bool::ANY), 0..12),
            kings in (0u8..64, 0u8..64, proptest::bool::ANY),
            black in proptest::bool::ANY,
            inverse in proptest::bool::ANY,
            pieces in proptest::bool::ANY,
        ) {
            use Colour::{Black, White};
            let (white_king, black_king, neutral_king) = kings;
            let mut pos = Position::empty();
            let king = Piece::new(PieceKind::KING, White);
            if neutral_king {
                pos.put(Square::from_index_masked(white_king), king.with_attributes(Attributes::NEUTRAL));
            } else {
                pos.put(Square::from_index_masked(white_king), king);
                let sq = Square::from_index_masked(black_king);
                if pos.piece_at(sq).is_none() {
                    pos.put(sq, Piece::new(PieceKind::KING, Black));
                }
            }
            let attribute = if inverse { Attributes::ANDA_INVERSE } else { Attributes::ANDA };
            for &(sq, kind, owner, marked) in &cells {
                let sq = Square::from_index_masked(sq);
                let kind = crate::test_support::PIECES[usize::from(kind)];
                let mut piece = match owner {
                    0 => Piece::new(kind, White),
                    1 => Piece::new(kind, Black),
                    _ => Piece::new(kind, White).with_attributes(Attributes::NEUTRAL),
                };
                if pieces && marked {
                    piece = piece.with_attributes(piece.attributes | attribute);
                }
                // (pawns on their first rank, none on their last)
                let last = if owner == 0 { 7 } else { 0 };
                if pos.piece_at(sq).is_some()
                    || (kind == PieceKind::PAWN && (sq.y() == last || (owner == 2 && sq.y() == 7)))
                {
                    continue;
                }
                pos.put(sq, piece);
            }
            pos.set_side_to_move_unrecorded(if black { Black } else { White });
            let side = pos.side_to_move();
            let conditions: Vec<Condition> = if pieces {
                Condition::attribute_rules(attribute).collect()
            } else {
                vec![Condition::Anda { inverse }]
            };
            let e = engine(&pos, &conditions);
            let mut candidates = MoveList::new();
            e.candidates(&mut pos, &mut candidates);
            for m in &candidates {
                let played = e.legal_and_when_played(&mut pos, m, side, 0, |_| true);
                let found = e.anda_legal_unplayed(&pos, m, side);
                proptest::prop_assert!(found.is_some() || is_castling(m), "{:?} not judged", m);
                if let Some(found) = found {
                    proptest::prop_assert_eq!(found, played, "{:?}", m);
                }
                if played {
                    let gives = e.anda_gives_check(&pos, m);
                    e.play(&mut pos, m);
                    let check = e.in_check(&pos, !side);
                    pos.undo_move();
                    if let Some(gives) = gives {
                        proptest::prop_assert_eq!(gives, check, "{:?} check", m);
                    }
                    if !is_castling(m) {
                        proptest::prop_assert_eq!(e.gives_check(&pos, m), Some(check));
                    }
                }
            }
        }

        /// Under Anda the moved piece (not a king, not castling) changes
        /// side exactly when it observes the opposing king after the
        /// move; under AndaInverse exactly when it does not. No legal
        /// move leaves the mover in check.
        #[test]
        fn the_moved_piece_changes_side_exactly_by_its_check(
            cells in proptest::collection::vec((0u8..64, 0u8..5, 0u8..3), 0..10),
            black in proptest::bool::ANY,
            inverse in proptest::bool::ANY,
        ) {
            use Colour::{Black, White};
            let kinds = crate::test_support::PIECES;
            let mut pos = position(&[
                (Square::E1, PieceKind::KING, White, NONE),
                (Square::E8, PieceKind::KING, Black, NONE),
            ]);
            for &(sq, kind, owner) in &cells {
                let sq = Square::from_index_masked(sq);
                let kind = kinds[usize::from(kind)];
                if pos.piece_at(sq).is_some()
                    || (kind == PieceKind::PAWN && (sq.y() == 0 || sq.y() == 7))
                {
                    continue;
                }
                let piece = match owner {
                    0 => Piece::new(kind, White),
                    1 => Piece::new(kind, Black),
                    _ => Piece::new(kind, White).with_attributes(Attributes::NEUTRAL),
                };
                pos.put(sq, piece);
            }
            pos.set_side_to_move_unrecorded(if black { Black } else { White });
            let side = pos.side_to_move();
            let e = engine(&pos, &[Condition::Anda { inverse }]);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            for m in legal(&e, &mut pos) {
                let before = pos.piece_at(m.from).unwrap();
                e.play(&mut pos, &m);
                proptest::prop_assert!(!e.in_check(&pos, side), "{m:?} leaves a check");
                let after = pos.piece_at(m.to).unwrap();
                if before.kind != PieceKind::KING && !is_castling(&m) {
                    let checks = pos
                        .royals(!side)
                        .into_iter()
                        .any(|k| e.observes(&pos, m.to, k, side));
                    let changed = after.is_neutral() != before.is_neutral();
                    proptest::prop_assert_eq!(changed, checks != inverse, "{:?}", m);
                    if changed && !after.is_neutral() {
                        proptest::prop_assert_eq!(after.colour, side);
                    }
                }
                pos.undo_move();
            }
        }
    }
}
