//! Kamikaze pieces: a capturing kamikaze piece leaves the board (under
//! Circe it is reborn like a victim, changed as
//! [`kamikaze_reborn`](crate::hooks::kamikaze_reborn) says).
//!
//! A kamikaze king or royal piece (Popeye 4.104) captures only where it
//! stays on the board: without Circe never, under Circe where it is reborn
//! (`kKe1*d2[wkKd2->e1]`, RexInclusive or not), a move leaving its side
//! without it being illegal. A kamikaze capturer leaves the square of the
//! king it takes, so that under Circe RexInclusive the king is reborn
//! there and the capture is no check.

use crate::engine::{Engine, Played};
use crate::hooks::MoveEffect;
use nightrider_board::{Annotation, Attributes, Position};

/// A kamikaze pawn capturing onto its promotion rank where no Circe
/// rebirth follows leaves the board unpromoted: one move, without a
/// promotion, instead of one per kind (Popeye 4.104 lists
/// `1.kPb7*a8[-wkPa8]` alone; under Circe it lists the promotions, the
/// promoted piece being reborn).
pub(crate) fn drop_capture_promotions(pos: &Position, raw: &mut nightrider_movegen::MoveList) {
    let mut once = nightrider_movegen::MoveList::new();
    for m in raw.iter() {
        let m = if m.promotion.is_some()
            && m.is_capture()
            && Engine::has_attribute(pos, m.from, Attributes::KAMIKAZE)
        {
            crate::protean::without_promotion(m)
        } else {
            *m
        };
        if !once.contains(&m) {
            once.push(m);
        }
    }
    *raw = once;
}

impl Engine {
    /// Kamikaze pieces: a capturing kamikaze piece vanishes (or is reborn).
    pub(crate) fn play_kamikaze(&self, pos: &mut Position, mv: &mut Played<'_>) {
        let Played {
            facts,
            mut at,
            ref victims,
            ref mut notes,
            ..
        } = *mv;
        let Some(piece) = pos.piece_at(at) else {
            return;
        };
        if victims.is_empty() || !piece.attributes.contains(Attributes::KAMIKAZE) {
            return;
        }
        // under Circe the kamikaze piece is reborn like a victim
        let circe = self.effects.iter().find_map(|e| match e {
            MoveEffect::Circe(rules) => Some(*rules),
            _ => None,
        });
        let reborn = circe.map_or(piece, |rules| crate::hooks::kamikaze_reborn(&rules, piece));
        let rebirth = match (circe, facts) {
            (Some(rules), Some(facts)) => facts
                .rebirth_of(&rules, piece, reborn, at, None)
                .filter(|sq| *sq == at || pos.piece_at(*sq).is_none()),
            _ => None,
        };
        match rebirth {
            Some(sq) => {
                if sq != at {
                    pos.move_piece(at, sq);
                }
                if reborn.kind != piece.kind {
                    pos.change_kind(sq, reborn.kind);
                }
                notes.push(Annotation::Relocated {
                    piece,
                    from: at,
                    to: sq,
                    reborn_as: (reborn.kind != piece.kind).then_some(reborn.kind),
                    promoted: None,
                });
                at = sq;
            }
            None => {
                pos.remove_piece(at);
                // (under Circe it vanishes silently, like a
                // victim not reborn: Popeye 4.104 `kSd5*e7`)
                if circe.is_none() {
                    notes.push(Annotation::Removed { square: at, piece });
                }
            }
        }
        mv.at = at;
    }
}

#[cfg(test)]
mod tests {
    use crate::condition::{CirceRules, Condition};
    use nightrider_board::{Attributes, Colour, Piece, PieceKind, Square};

    fn kamikaze(kind: PieceKind, colour: Colour) -> Piece {
        Piece::new(kind, colour).with_attributes(Attributes::KAMIKAZE)
    }

    #[test]
    fn a_kamikaze_king_captures_only_where_it_is_reborn() {
        use Colour::*;
        use PieceKind as K;
        // Popeye 4.104: kKe1, black Ke8 Rd2 Bf1: no capture without
        // Circe, both captures under Circe (the king reborn on e1)
        let mut pos = crate::test_support::position(&[
            (Square::E8, K::KING, Black),
            (Square::D2, K::ROOK, Black),
            (Square::F1, K::BISHOP, Black),
        ]);
        pos.put(Square::E1, kamikaze(K::KING, White));
        let plain = crate::test_support::engine_under(&pos, &[Condition::KamikazePieces]);
        assert!(crate::test_support::legal_captures(&plain, &mut pos).is_empty());
        let circe = crate::test_support::engine_under(
            &pos,
            &[
                Condition::Circe(CirceRules::default()),
                Condition::KamikazePieces,
            ],
        );
        let mut captures = crate::test_support::legal_captures(&circe, &mut pos);
        captures.sort();
        assert_eq!(
            captures,
            [(Square::E1, Square::F1), (Square::E1, Square::D2)]
        );
        // with e1 taken (the king on e2, a pawn on e1) it is not reborn
        pos.put(Square::E2, kamikaze(K::KING, White));
        pos.put(Square::E1, Piece::new(K::PAWN, White));
        let circe = crate::test_support::engine_under(
            &pos,
            &[
                Condition::Circe(CirceRules::default()),
                Condition::KamikazePieces,
            ],
        );
        assert!(crate::test_support::legal_captures(&circe, &mut pos).is_empty());
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 96, ..Default::default() })]

        /// With kamikaze kings (plain or under Circe) no legal move
        /// leaves the mover without its king, and the legal moves are
        /// those found by playing every candidate.
        #[test]
        fn no_move_loses_the_kamikaze_king(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
            circe in proptest::bool::ANY,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            pos.put(Square::E1, kamikaze(PieceKind::KING, Colour::White));
            pos.put(Square::E8, kamikaze(PieceKind::KING, Colour::Black));
            let mut conditions = vec![Condition::KamikazePieces];
            if circe {
                conditions.push(Condition::Circe(CirceRules::default()));
            }
            let e = crate::test_support::engine_under(&pos, &conditions);
            let side = pos.side_to_move();
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let list = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in list.iter() {
                let mut after = pos.clone();
                e.play(&mut after, m);
                proptest::prop_assert_eq!(after.royals(side).count(), 1, "{:?} loses the king", m);
            }
        }
    }
}
