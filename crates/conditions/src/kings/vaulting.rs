//! VaultingKings, WhiteVaultingKing and BlackVaultingKing: a king in
//! check also moves like the kinds listed after the condition
//! (`VaultingKings R S`), or like an equihopper where none is listed, as
//! Popeye 4.104 plays them (found by running it; the manual says only
//! that the checked king "will move additionally as one of the piece
//! types in the list"):
//!
//! - a king in check (its square attacked by the other side's pieces, as
//!   for [`super::transmuted`]) moves as a king and by the walk of each
//!   kind listed; Popeye lists a move once per walk that finds it (the
//!   same `Ke1-d1` as a king and as a queen, twice);
//! - by a pawn's walk it steps twice from its second rank without
//!   allowing an en-passant capture, takes nothing en passant and does
//!   not promote;
//! - it observes (gives check) as a king and like the kinds listed other
//!   than the queen (Popeye never finds a check by a vaulting king's
//!   queen walk: such a king may even take the other king); with no list,
//!   like an equihopper only where one stands in the diagram;
//! - a king not in check moves and observes as a king.
//!
//! Popeye 4.104 hangs reading the Transmuting variant (the king moving
//! only like the kinds listed): it is refused.

use super::transmuted::Transmutation;
use crate::condition::{Condition, KindSet};
use crate::engine::{Engine, CHECKED_AT_SETUP};
use crate::lending::WalkKinds;
use nightrider_board::catalogue::{self, Language};
use nightrider_board::{Colour, PieceKind, Position, Special, Square};
use nightrider_movegen::MoveList;

/// The equihopper, the walk a vaulting king borrows where no kind is
/// listed.
pub fn equihopper() -> PieceKind {
    catalogue::by_code(Language::English, "eq").expect("the equihopper is catalogued")
}

/// The kinds a vaulting king in check borrows (`kinds`, or the
/// equihopper where none is listed), in the order given.
pub fn vaulting_kinds(kinds: Option<KindSet>) -> WalkKinds {
    match kinds {
        Some(set) => set.kinds().iter().copied().collect(),
        None => WalkKinds::from_slice(&[equihopper()]),
    }
}

/// Whether `c` is one of the vaulting kings' conditions.
fn is_vaulting(c: &Condition) -> bool {
    matches!(
        c,
        Condition::Transmuting { white, black }
            if matches!(white, Some(Transmutation::Vaulting(_)))
                || matches!(black, Some(Transmutation::Vaulting(_)))
    )
}

/// A vaulting king beside another transmutation (compared with Popeye
/// alone), as the two names for the error.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let vaulting = conditions.iter().find(|c| is_vaulting(c))?;
    let other = conditions.iter().find(|c| {
        let Condition::Transmuting { white, black } = c else {
            return false;
        };
        [white, black]
            .into_iter()
            .flatten()
            .any(|t| !matches!(t, Transmutation::Vaulting(_)))
    })?;
    Some((vaulting.to_string(), other.to_string()))
}

/// Whether an equihopper stands in the diagram `pos` (of either side):
/// a vaulting king with no list then observes like one.
pub(crate) fn equihopper_in_diagram(pos: &Position) -> bool {
    let eq = equihopper();
    pos.board().iter().flatten().any(|p| p.kind == eq)
}

impl Engine {
    /// The kinds a vaulting king in check moves (`observing`: observes)
    /// with: the king's and those listed (`kinds`, `None` for the
    /// equihopper); observing, not the queen's, and the equihopper's only
    /// where one stood in the diagram.
    pub(crate) fn vaulting_kinds(&self, kinds: Option<KindSet>, observing: bool) -> WalkKinds {
        let mut out = WalkKinds::from_slice(&[PieceKind::KING]);
        for kind in vaulting_kinds(kinds) {
            let observes = match kinds {
                _ if !observing => true,
                Some(_) => kind != PieceKind::QUEEN,
                None => self.vaulting_equihopper_observes,
            };
            if observes && !out.contains(&kind) {
                out.push(kind);
            }
        }
        out
    }

    /// Appends the moves of the vaulting king of `side` on `from` (the
    /// kinds listed: `kinds`): as a king, and, in check, by each kind
    /// listed in turn, a move found by several walks once for each; by a
    /// pawn's walk without promotion, en-passant capture, or a double
    /// step allowing one.
    pub(crate) fn vaulting_king_moves(
        &self,
        pos: &Position,
        from: Square,
        side: Colour,
        kinds: Option<KindSet>,
        out: &mut MoveList,
    ) {
        let walk = |kind| self.generator.walk(kind).expect(CHECKED_AT_SETUP);
        walk(PieceKind::KING).generate(pos, from, side, out);
        if self.checking_kinds(pos, from, side).is_empty() {
            return;
        }
        let mut borrowed = MoveList::new();
        for kind in vaulting_kinds(kinds) {
            borrowed.clear();
            walk(kind).generate(pos, from, side, &mut borrowed);
            for (i, mut m) in borrowed.iter().copied().enumerate() {
                match m.special {
                    Special::EnPassant => continue,
                    Special::DoubleStep => m.special = Special::None,
                    _ => {}
                }
                // (a pawn's promotions to one square: one move)
                let promoted_before = |o: &nightrider_board::Move| {
                    o.promotion.is_some() && o.to == m.to && o.captures == m.captures
                };
                if m.promotion.is_some() && borrowed[..i].iter().any(promoted_before) {
                    continue;
                }
                m.promotion = None;
                out.push(m);
            }
        }
    }

    /// Records what the diagram `pos` decides for the vaulting kings:
    /// whether one with no list observes like an equihopper.
    pub(crate) fn set_vaulting_diagram(&mut self, pos: &Position) {
        self.vaulting_equihopper_observes = equihopper_in_diagram(pos);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_movegen::{fairy, MoveGenerator, Rules};

    fn engine(pos: &Position, white: Option<KindSet>, black: Option<KindSet>) -> Engine {
        let conditions = [Condition::Transmuting {
            white: Some(Transmutation::Vaulting(white)),
            black: Some(Transmutation::Vaulting(black)),
        }];
        let kinds = pos
            .board()
            .iter()
            .flatten()
            .map(|p| p.kind)
            .chain(conditions.iter().flat_map(Condition::created_kinds));
        let registry = fairy::registry_for_kinds(kinds, &Rules::default()).unwrap();
        let generator = MoveGenerator::for_position(pos, Rules::default(), &registry).unwrap();
        let mut e = Engine::new(generator, &conditions).unwrap();
        e.set_vaulting_diagram(pos);
        e
    }

    fn position(pieces: &[(Square, PieceKind, Colour)], side: Colour) -> Position {
        crate::test_support::position_to_move(pieces, side == Colour::Black)
    }

    fn moves(engine: &Engine, pos: &mut Position) -> Vec<String> {
        crate::test_support::sorted_move_squares(engine, pos)
    }

    fn set(kinds: &[PieceKind]) -> Option<KindSet> {
        KindSet::new(kinds)
    }

    #[test]
    fn a_king_in_check_also_moves_like_the_kinds_listed() {
        use Colour::*;
        // White Ke1 checked by Black's Sg1... (Popeye: Ke1*e3 as an
        // equihopper over e2, no flight as a king)
        let pieces = [
            (Square::E1, PieceKind::KING, White),
            (Square::E2, PieceKind::PAWN, White),
            (Square::E8, PieceKind::KING, Black),
            (Square::G1, PieceKind::ROOK, Black),
            (Square::E3, PieceKind::PAWN, Black),
        ];
        let mut pos = position(&pieces, White);
        let e = engine(&pos, None, None);
        assert_eq!(moves(&e, &mut pos), ["e1e3"]);
        // as a queen (Popeye: h4, a5, b4, c3 and g1)
        let e = engine(&pos, set(&[PieceKind::QUEEN]), None);
        assert_eq!(
            moves(&e, &mut pos),
            ["e1a5", "e1b4", "e1c3", "e1g1", "e1h4"]
        );
    }

    #[test]
    fn a_move_found_by_two_walks_is_listed_twice() {
        use Colour::*;
        let pieces = [
            (Square::E1, PieceKind::KING, White),
            (Square::A8, PieceKind::KING, Black),
            (Square::C2, PieceKind::KNIGHT, Black),
        ];
        let mut pos = position(&pieces, White);
        let e = engine(&pos, set(&[PieceKind::ROOK, PieceKind::QUEEN]), None);
        let list = moves(&e, &mut pos);
        // as a king, a rook and a queen
        assert_eq!(list.iter().filter(|m| *m == "e1d1").count(), 3);
        assert_eq!(list.iter().filter(|m| *m == "e1f2").count(), 2);
        // not in check: a king
        pos.remove_piece(Square::C2);
        assert_eq!(moves(&e, &mut pos).len(), 5);
    }

    #[test]
    fn a_king_moving_as_a_pawn_neither_promotes_nor_allows_en_passant() {
        use Colour::*;
        let pieces = [
            (Square::E2, PieceKind::KING, White),
            (Square::A8, PieceKind::KING, Black),
            (Square::C1, PieceKind::KNIGHT, Black),
        ];
        let mut pos = position(&pieces, White);
        let e = engine(&pos, set(&[PieceKind::PAWN]), None);
        let mut list = MoveList::new();
        e.legal_moves(&mut pos, &mut list);
        let double = list.iter().find(|m| m.to == Square::E4).copied().unwrap();
        assert_eq!(double.special, Special::None);
        assert_eq!(list.iter().filter(|m| m.to == Square::E3).count(), 2);
        let pieces = [
            (Square::E7, PieceKind::KING, White),
            (Square::A1, PieceKind::KING, Black),
            (Square::C8, PieceKind::KNIGHT, Black),
        ];
        let mut pos = position(&pieces, White);
        let e = engine(&pos, set(&[PieceKind::PAWN]), None);
        let mut list = MoveList::new();
        e.legal_moves(&mut pos, &mut list);
        assert!(list.iter().all(|m| m.promotion.is_none()));
        assert_eq!(list.iter().filter(|m| m.to == Square::E8).count(), 2);
    }

    /// Black's Rh1-d1 checks White's Kd4: legal unless the vaulting king
    /// then observes Black's king.
    fn rook_checks(kinds: Option<KindSet>, black: &[(Square, PieceKind)]) -> bool {
        use Colour::*;
        let mut pieces = vec![
            (Square::D4, PieceKind::KING, White),
            (Square::A2, PieceKind::PAWN, White),
            (Square::H1, PieceKind::ROOK, Black),
        ];
        pieces.extend(black.iter().map(|&(sq, kind)| (sq, kind, Black)));
        let mut pos = position(&pieces, Black);
        let e = engine(&pos, kinds, None);
        moves(&e, &mut pos).contains(&"h1d1".to_string())
    }

    #[test]
    fn a_vaulting_king_observes_like_the_kinds_listed_but_the_queen() {
        let k = |sq| (sq, PieceKind::KING);
        assert!(!rook_checks(set(&[PieceKind::KNIGHT]), &[k(Square::F5)]));
        assert!(!rook_checks(set(&[PieceKind::ROOK]), &[k(Square::H4)]));
        assert!(!rook_checks(set(&[PieceKind::BISHOP]), &[k(Square::F6)]));
        assert!(rook_checks(set(&[PieceKind::QUEEN]), &[k(Square::F6)]));
        assert!(rook_checks(set(&[PieceKind::QUEEN]), &[k(Square::H4)]));
        // the equihopper (over e5) by default only where one stands
        let hurdle = (Square::E5, PieceKind::KNIGHT);
        assert!(rook_checks(None, &[k(Square::F6), hurdle]));
        let eq = (Square::A8, equihopper());
        assert!(!rook_checks(None, &[k(Square::F6), hurdle, eq]));
        assert!(!rook_checks(set(&[equihopper()]), &[k(Square::F6), hurdle]));
    }

    #[test]
    fn a_vaulting_king_stands_beside_vaulting_kings_alone() {
        let v = |kinds| Condition::Transmuting {
            white: Some(Transmutation::Vaulting(kinds)),
            black: None,
        };
        let t = Condition::Transmuting {
            white: None,
            black: Some(Transmutation::Transmuted),
        };
        assert_eq!(
            combination_refusal(&[v(None), t.clone()]),
            Some(("WhiteVaultingKing".into(), "BlackTransmutedKing".into()))
        );
        assert_eq!(combination_refusal(&[v(None)]), None);
        assert_eq!(combination_refusal(&[t]), None);
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// Every legal move leaves the mover's king out of check, and a
        /// side not in check has the orthodox moves alone.
        #[test]
        fn vaulting_kings_keep_the_invariants(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..8),
            black in proptest::bool::ANY,
            list in 0usize..4,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let kinds = [
                None,
                set(&[PieceKind::KNIGHT]),
                set(&[PieceKind::ROOK, PieceKind::BISHOP]),
                set(&[PieceKind::PAWN, PieceKind::QUEEN]),
            ][list];
            let e = engine(&pos, kinds, kinds);
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let mut list = MoveList::new();
            e.legal_moves(&mut pos, &mut list);
            for m in list.iter() {
                let mut after = pos.clone();
                e.play(&mut after, m);
                proptest::prop_assert!(!e.in_check(&after, side), "{m:?} leaves the king in check");
            }
            if !e.in_check(&pos, side) {
                let generator = MoveGenerator::for_position(
                    &pos,
                    Rules::default(),
                    &nightrider_movegen::WalkRegistry::new(),
                )
                .unwrap();
                let mut orthodox = MoveList::new();
                generator.legal_moves(&mut pos, &mut orthodox).unwrap();
                for m in list.iter() {
                    proptest::prop_assert!(orthodox.contains(m), "{m:?} is not an orthodox move");
                }
            }
        }
    }
}
