//! Legality without retro analysis (CQLi's `legalposition`): kings,
//! pawns on the back ranks, material counts, castling and en-passant
//! state, and checks.

use crate::material::relative_rank;
use crate::reasons::Illegal;
use crate::{orthodox, supported, RetroError};
use nightrider_board::{Castling, Colour, PieceKind, Position};
use nightrider_movegen::orthodox::{attackers, in_check};

/// Every basic-rule violation of `pos`; empty if the position is legal in
/// this sense.
///
/// # Errors
/// [`RetroError::NotOrthodox`] for a fairy piece or a piece with
/// attributes.
pub fn legality(pos: &Position) -> Result<Vec<Illegal>, RetroError> {
    supported(pos)?;
    Ok(violations(pos))
}

/// [`legality`] of a position known to be orthodox.
pub(crate) fn violations(pos: &Position) -> Vec<Illegal> {
    let mut out = Vec::new();
    let mut kings_ok = true;
    for colour in Colour::ALL {
        let count = pos.pieces(PieceKind::KING, colour).count();
        if count != 1 {
            kings_ok = false;
            out.push(Illegal::KingCount { colour, count });
        }
    }
    for s in pos.by_kind(PieceKind::PAWN) {
        if s.y() == 0 || s.y() == 7 {
            out.push(Illegal::PawnOnBackRank(s));
        }
    }
    for colour in Colour::ALL {
        let men = pos.by_colour(colour).count();
        if men > 16 {
            out.push(Illegal::TooManyPieces { colour, count: men });
        }
        let pawns = pos.pieces(PieceKind::PAWN, colour).count();
        if pawns > 8 {
            out.push(Illegal::TooManyPawns {
                colour,
                count: pawns,
            });
        }
        let extra = |kind: PieceKind, originals: u32| {
            pos.pieces(kind, colour).count().saturating_sub(originals)
        };
        let promotions = extra(PieceKind::QUEEN, 1)
            + extra(PieceKind::ROOK, 2)
            + extra(PieceKind::BISHOP, 2)
            + extra(PieceKind::KNIGHT, 2);
        let missing_pawns = 8u32.saturating_sub(pawns);
        if promotions > missing_pawns {
            out.push(Illegal::TooManyPromotedPieces {
                colour,
                promotions,
                missing_pawns,
            });
        }
    }
    for c in Castling::ALL {
        if pos.castling().contains(c.right) {
            let fits = |sq, kind| {
                pos.piece_at(sq)
                    .is_some_and(|p| p.kind == kind && p.colour == c.colour && !p.is_neutral())
            };
            if !(fits(c.king_from, PieceKind::KING) && fits(c.rook_from, PieceKind::ROOK)) {
                out.push(Illegal::CastlingRight {
                    colour: c.colour,
                    kingside: c.is_kingside(),
                });
            }
        }
    }
    if let Some(ep) = pos.en_passant() {
        let mover = !pos.side_to_move();
        let ok = pos
            .piece_at(ep.pawn)
            .is_some_and(|p| p.kind == PieceKind::PAWN && p.colour == mover)
            && relative_rank(mover, ep.pawn) == 3
            && ep.passed.count() == 1
            && ep.passed.into_iter().all(|s| {
                pos.piece_at(s).is_none()
                    && s.x() == ep.pawn.x()
                    && relative_rank(mover, s) == 2
                    && s.offset(0, -mover.forward())
                        .is_some_and(|o| pos.piece_at(o).is_none())
            });
        if !ok {
            out.push(Illegal::EnPassant(ep.passed.first().unwrap_or(ep.pawn)));
        }
    }
    if kings_ok {
        let us = pos.side_to_move();
        let them_in_check = in_check(orthodox(pos), !us);
        let us_in_check = in_check(orthodox(pos), us);
        if them_in_check && us_in_check {
            out.push(Illegal::BothInCheck);
        } else if them_in_check {
            out.push(Illegal::OpponentInCheck { colour: !us });
        }
        if let Some(k) = pos.royal_square(us) {
            let checkers = attackers(orthodox(pos), k, !us);
            let squares: Vec<_> = checkers.into_iter().collect();
            if squares.len() > 2 {
                out.push(Illegal::TooManyCheckers { checkers: squares });
            } else if squares.len() == 2 {
                let line = squares.iter().any(|&s| {
                    pos.piece_at(s).is_some_and(|p| {
                        matches!(
                            p.kind,
                            PieceKind::QUEEN | PieceKind::ROOK | PieceKind::BISHOP
                        )
                    })
                });
                if !line {
                    out.push(Illegal::ImpossibleDoubleCheck { checkers: squares });
                }
            }
        }
    }
    out
}
