//! Sentinelles: a piece other than a pawn leaves a sentinel where it
//! stood, within the variant's maxima ([`crate::SentinelRules`]).

use crate::engine::{Engine, Played};
use nightrider_board::{Annotation, Attributes, Colour, Piece, Position};

impl Engine {
    /// Sentinelles: the mover leaves a sentinel on the square it left.
    pub(crate) fn play_sentinel(
        &self,
        pos: &mut Position,
        mv: &mut Played<'_>,
        rules: crate::condition::SentinelRules,
        on_edge_ranks: bool,
    ) {
        let Played {
            m,
            side,
            moved,
            ref victims,
            ref mut notes,
            ..
        } = *mv;
        let Some(moved) = moved else { return };
        if crate::rebirth::is_pawn(moved.kind)
            || (!on_edge_ranks && (m.from.y() == 0 || m.from.y() == 7))
            || pos.piece_at(m.from).is_some()
        {
            return;
        }
        let sentinel = if rules.neutral && moved.is_neutral() {
            // a plain neutral pawn, not royal nor anything else
            // the piece that moved is (a neutral sentinel knows
            // no limit)
            Piece {
                kind: rules.kind,
                attributes: Attributes::NEUTRAL,
                ..moved
            }
        } else {
            let colour = if rules.adverse { !side } else { side };
            // the pieces of the sentinel's kind, a neutral one
            // for both sides
            let count = |c: Colour| {
                pos.by_colour(c)
                    .into_iter()
                    .filter(|&sq| {
                        pos.piece_at(sq).is_some_and(|p| {
                            p.kind == rules.kind && (p.is_neutral() || p.colour == c)
                        })
                    })
                    .count()
            };
            let captured = victims.iter().filter(|(_, p)| p.kind == rules.kind).count();
            let (white, black) = (count(Colour::White), count(Colour::Black));
            if !rules.allows_for(colour, white, black, captured) {
                return;
            }
            Piece::new(rules.kind, colour)
        };
        pos.add_piece(m.from, sentinel);
        notes.push(Annotation::Added {
            square: m.from,
            piece: sentinel,
            became: None,
        });
    }
}
