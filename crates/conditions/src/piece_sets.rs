//! The conditions that change which kinds of pieces a problem plays with:
//! Leofamily, ChineseChess and CavalierMajeur, as Popeye 4.104 plays them
//! (found by experiment; its manual only names them).
//!
//! None of them changes how a piece moves: a piece moves by the walk of
//! its own kind and is printed under its own letters (`LE`, `PA`, ...).
//! They change the kinds a pawn promotes to, and which kinds may stand in
//! the diagram:
//!
//! - Leofamily: the Chinese pieces replace the orthodox ones. Pawns
//!   promote to leo, mao, pao and vao (`=LE`, `=MA`, `=PA`, `=VA`), not
//!   to queen, knight, rook or bishop; an orthodox queen, rook, bishop or
//!   knight in the diagram is refused ("leofamily with orthodox pieces").
//! - ChineseChess: pawns promote to leo, mao, pao and vao besides the
//!   orthodox kinds (`Q S R B LE MA PA VA`).
//! - CavalierMajeur: the nightrider replaces the knight. Pawns promote to
//!   a nightrider instead of a knight; a knight in the diagram is refused
//!   ("knight + cavalier majeur not allowed").
//!
//! In each, pawns also promote to the other fairy pieces of the diagram,
//! as they always do in Popeye.

use crate::condition::Condition;
use nightrider_board::catalogue::{self, Language};
use nightrider_board::{PieceKind, Position};
use smallvec::SmallVec;

/// The Chinese pieces of Leofamily and ChineseChess, in Popeye's order:
/// leo, mao, pao, vao.
pub fn chinese_pieces() -> [PieceKind; 4] {
    ["le", "ma", "pa", "va"].map(|code| {
        catalogue::by_code(Language::English, code).expect("the Chinese pieces are catalogued")
    })
}

/// The nightrider, which replaces the knight under CavalierMajeur.
pub fn nightrider() -> PieceKind {
    catalogue::by_code(Language::English, "n").expect("the nightrider is catalogued")
}

/// Whether `c` is one of the conditions of this module.
pub fn is_piece_set(c: &Condition) -> bool {
    matches!(
        c,
        Condition::Leofamily | Condition::ChineseChess | Condition::CavalierMajeur
    )
}

/// The promotions of `rules` (Popeye's: Q S R B and the fairy kinds of
/// the diagram; a marine pawn's own set) changed by the piece-set
/// conditions among `conditions`. A marine pawn's set gains the leo family
/// under Leofamily and ChineseChess (after its orthodox kinds, as in
/// Popeye's piece table) and nothing under CavalierMajeur.
pub(crate) fn adapt_rules(conditions: &[Condition], rules: &mut nightrider_movegen::Rules) {
    adapt_promotions(conditions, &mut rules.promotions);
    if conditions.contains(&Condition::Leofamily) || conditions.contains(&Condition::ChineseChess) {
        for (_, kinds) in &mut rules.promotions_by_pawn {
            let at = kinds.iter().take_while(|k| k.is_orthodox()).count();
            for (i, kind) in chinese_pieces().into_iter().enumerate() {
                if !kinds.contains(&kind) {
                    kinds.insert(at + i, kind);
                }
            }
        }
    }
}

/// The promotions `promotions` (Popeye's: Q S R B and the fairy kinds of
/// the diagram) changed by the piece-set conditions among `conditions`.
fn adapt_promotions(conditions: &[Condition], promotions: &mut SmallVec<[PieceKind; 4]>) {
    let leo = conditions.contains(&Condition::Leofamily);
    let chinese = conditions.contains(&Condition::ChineseChess);
    let cavalier = conditions.contains(&Condition::CavalierMajeur);
    if !(leo || chinese || cavalier) {
        return;
    }
    let orthodox = [
        PieceKind::QUEEN,
        PieceKind::KNIGHT,
        PieceKind::ROOK,
        PieceKind::BISHOP,
    ];
    let mut front: Vec<PieceKind> = Vec::new();
    if !leo {
        front.extend(
            orthodox
                .iter()
                .copied()
                .filter(|&k| !(cavalier && k == PieceKind::KNIGHT)),
        );
    }
    if leo || chinese {
        front.extend(chinese_pieces());
    }
    if cavalier {
        front.push(nightrider());
    }
    let rest: Vec<PieceKind> = promotions
        .iter()
        .copied()
        .filter(|k| !orthodox.contains(k) && !front.contains(k))
        .collect();
    promotions.clear();
    promotions.extend(front);
    promotions.extend(rest);
}

/// The pieces of the diagram `pos` the piece-set conditions among
/// `conditions` forbid, named for the error, as Popeye refuses them.
pub fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    let kinds = || pos.board().iter().flatten().map(|p| p.kind);
    if conditions.contains(&Condition::Leofamily)
        && kinds().any(|k| {
            matches!(
                k,
                PieceKind::QUEEN | PieceKind::ROOK | PieceKind::BISHOP | PieceKind::KNIGHT
            )
        })
    {
        return Some("Leofamily with orthodox pieces");
    }
    if conditions.contains(&Condition::CavalierMajeur) && kinds().any(|k| k == PieceKind::KNIGHT) {
        return Some("CavalierMajeur with knights");
    }
    None
}

/// The game array under the piece-set conditions among `conditions`
/// (where a proof game starts, as in Popeye): under Leofamily a leo, paos,
/// vaos and maos stand on the queen's, rooks', bishops' and knights'
/// squares; under CavalierMajeur nightriders on the knights' squares.
pub fn game_array(conditions: &[Condition]) -> Position {
    let mut pos = Position::startpos();
    let [le, ma, pa, va] = chinese_pieces();
    let leo = conditions.contains(&Condition::Leofamily);
    let cavalier = conditions.contains(&Condition::CavalierMajeur);
    let squares: Vec<_> = pos.occupied().into_iter().collect();
    for sq in squares {
        let Some(mut piece) = pos.piece_at(sq) else {
            continue;
        };
        let kind = match piece.kind {
            PieceKind::QUEEN if leo => le,
            PieceKind::ROOK if leo => pa,
            PieceKind::BISHOP if leo => va,
            PieceKind::KNIGHT if cavalier => nightrider(),
            PieceKind::KNIGHT if leo => ma,
            _ => continue,
        };
        piece.kind = kind;
        pos.put(sq, piece);
    }
    pos
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::{Colour, Piece, Square};

    fn adapted(conditions: &[Condition], base: &[PieceKind]) -> Vec<PieceKind> {
        let mut promotions = SmallVec::from_slice(base);
        adapt_promotions(conditions, &mut promotions);
        promotions.to_vec()
    }

    const POPEYE: [PieceKind; 4] = [
        PieceKind::QUEEN,
        PieceKind::KNIGHT,
        PieceKind::ROOK,
        PieceKind::BISHOP,
    ];

    #[test]
    fn leofamily_promotes_to_the_chinese_pieces_only() {
        let [le, ma, pa, va] = chinese_pieces();
        assert_eq!(adapted(&[Condition::Leofamily], &POPEYE), [le, ma, pa, va]);
        // a fairy piece of the diagram stays a promotion, once
        let mut base = POPEYE.to_vec();
        base.extend([pa, nightrider()]);
        assert_eq!(
            adapted(&[Condition::Leofamily], &base),
            [le, ma, pa, va, nightrider()]
        );
    }

    #[test]
    fn chinese_chess_adds_the_chinese_pieces() {
        let [le, ma, pa, va] = chinese_pieces();
        let mut expected = POPEYE.to_vec();
        expected.extend([le, ma, pa, va]);
        assert_eq!(adapted(&[Condition::ChineseChess], &POPEYE), expected);
    }

    #[test]
    fn cavalier_majeur_promotes_to_a_nightrider_not_a_knight() {
        assert_eq!(
            adapted(&[Condition::CavalierMajeur], &POPEYE),
            [
                PieceKind::QUEEN,
                PieceKind::ROOK,
                PieceKind::BISHOP,
                nightrider()
            ]
        );
        // other conditions leave the promotions alone
        assert_eq!(adapted(&[Condition::NoCapture], &POPEYE), POPEYE);
    }

    #[test]
    fn orthodox_officers_are_refused_under_leofamily_and_knights_under_cavalier_majeur() {
        let mut pos = Position::empty();
        pos.put(Square::E1, Piece::new(PieceKind::KING, Colour::White));
        pos.put(Square::E8, Piece::new(PieceKind::KING, Colour::Black));
        pos.put(Square::A2, Piece::new(PieceKind::PAWN, Colour::White));
        assert_eq!(position_refusal(&pos, &[Condition::Leofamily]), None);
        pos.put(Square::A8, Piece::new(PieceKind::ROOK, Colour::Black));
        assert!(position_refusal(&pos, &[Condition::Leofamily]).is_some());
        assert_eq!(position_refusal(&pos, &[Condition::CavalierMajeur]), None);
        pos.put(Square::B8, Piece::new(PieceKind::KNIGHT, Colour::Black));
        assert!(position_refusal(&pos, &[Condition::CavalierMajeur]).is_some());
        assert_eq!(position_refusal(&pos, &[Condition::ChineseChess]), None);
    }

    #[test]
    fn the_game_array_holds_the_conditions_pieces() {
        let leo = game_array(&[Condition::Leofamily]);
        assert_eq!(position_refusal(&leo, &[Condition::Leofamily]), None);
        assert_eq!(
            leo.piece_at(Square::D1).map(|p| p.kind),
            Some(chinese_pieces()[0])
        );
        assert_eq!(
            leo.piece_at(Square::G8).map(|p| p.kind),
            Some(chinese_pieces()[1])
        );
        let cavalier = game_array(&[Condition::CavalierMajeur]);
        assert_eq!(
            cavalier.piece_at(Square::B1).map(|p| p.kind),
            Some(nightrider())
        );
        assert_eq!(
            cavalier.piece_at(Square::D1).map(|p| p.kind),
            Some(PieceKind::QUEEN)
        );
        assert_eq!(game_array(&[Condition::ChineseChess]), Position::startpos());
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 96, ..Default::default() })]

        /// Under each piece set every legal promotion is into a kind of
        /// the set's promotions (no orthodox officer under Leofamily, no
        /// knight under CavalierMajeur), every kind of the set is reached
        /// by a pawn that promotes, and the legal moves are those found by
        /// playing every candidate.
        #[test]
        fn promotions_stay_in_the_set(
            cells in proptest::collection::vec((0u8..64, 0u8..6, proptest::bool::ANY), 0..10),
            pawns in proptest::collection::vec(0u8..8, 1..4),
            black in proptest::bool::ANY,
            mode in 0usize..4,
        ) {
            use crate::engine::{rules_under, Engine};
            use nightrider_movegen::{fairy, MoveGenerator, Rules};
            let conditions: &[Condition] = match mode {
                0 => &[Condition::Leofamily],
                1 => &[Condition::ChineseChess],
                2 => &[Condition::CavalierMajeur],
                _ => &[Condition::ChineseChess, Condition::CavalierMajeur],
            };
            let [le, ma, pa, va] = chinese_pieces();
            let kinds = [le, ma, pa, va, nightrider(), PieceKind::PAWN];
            let (own, other) = if black { (Colour::Black, Colour::White) } else { (Colour::White, Colour::Black) };
            let flip = |sq: Square| if black { sq.flip_vertical() } else { sq };
            let mut pos = Position::empty();
            pos.put(flip(Square::E1), Piece::new(PieceKind::KING, own));
            pos.put(flip(Square::E8), Piece::new(PieceKind::KING, other));
            for &file in &pawns {
                let sq = flip(Square::from_index_masked(8 * 6 + file));
                if pos.piece_at(sq).is_none() {
                    pos.put(sq, Piece::new(PieceKind::PAWN, own));
                }
            }
            for &(sq, kind, white) in &cells {
                let sq = Square::from_index_masked(sq);
                let kind = kinds[usize::from(kind) % kinds.len()];
                if pos.piece_at(sq).is_some() || (kind == PieceKind::PAWN && (sq.y() == 0 || sq.y() == 7)) {
                    continue;
                }
                pos.put(sq, Piece::new(kind, if white { Colour::White } else { Colour::Black }));
            }
            pos.set_side_to_move_unrecorded(own);
            proptest::prop_assume!(position_refusal(&pos, conditions).is_none());
            let rules = rules_under(conditions, Rules::default());
            let allowed = rules.promotions.clone();
            let board_kinds = pos.board().iter().flatten().map(|p| p.kind);
            let registry = fairy::registry_for_kinds(board_kinds.chain(allowed.iter().copied()), &rules).unwrap();
            let generator = MoveGenerator::for_position(&pos, rules, &registry).unwrap();
            let e = Engine::new(generator, conditions).unwrap();
            proptest::prop_assume!(!e.in_check(&pos, other));
            let list = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            let promoted: Vec<PieceKind> = list.iter().filter_map(|m| m.promotion).collect();
            for kind in &promoted {
                proptest::prop_assert!(allowed.contains(kind), "{kind:?} not among {allowed:?}");
                proptest::prop_assert!(*kind != PieceKind::KNIGHT || mode == 1);
                proptest::prop_assert!(!kind.is_orthodox() || mode != 0);
            }
            if !promoted.is_empty() {
                for kind in &allowed[..allowed.len().min(4)] {
                    proptest::prop_assert!(promoted.contains(kind), "no promotion to {kind:?}");
                }
            }
        }
    }
}
