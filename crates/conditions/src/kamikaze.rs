//! Kamikaze pieces: a capturing kamikaze piece leaves the board (under
//! Circe it is reborn like a victim, changed as
//! [`kamikaze_reborn`](crate::hooks::kamikaze_reborn) says).

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
