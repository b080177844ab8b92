//! Playing a move with the conditions' effects after the move proper.

use super::Engine;
use crate::hooks::{CaptureFacts, MoveEffect};
use crate::magic::MagicViews;
use nightrider_board::{Annotation, Annotations, Colour, Move, Piece, Position, Square};

impl Engine {
    /// Plays `m` with the effects of the conditions (as one journal entry:
    /// [`Position::undo_move`] takes it all back) and returns what the
    /// conditions did, for the notation.
    pub fn play(&self, pos: &mut Position, m: &Move) -> Annotations {
        if self.series_by_steps() && m.is_capture() && !crate::hooks::is_castling(m) {
            return self.play_series(pos, m);
        }
        let mut at = m.to;
        self.play_step(pos, m, &mut at)
    }

    /// [`Engine::play`] of `m` as one move (not a series of captures),
    /// setting `at` to where its piece stands after it (a rebirth or a
    /// wormhole may carry it on).
    pub(crate) fn play_step(&self, pos: &mut Position, m: &Move, at: &mut Square) -> Annotations {
        *at = m.to;
        if let (Some(_), Some(square)) = (self.republican, m.choice.square) {
            return self.play_republican(pos, m, square);
        }
        let side = pos.side_to_move();
        let mut notes = Annotations::default();
        if let (true, Some(square)) = (
            self.mars.is_some() || self.phantom.is_some(),
            m.choice.square,
        ) {
            notes.push(Annotation::Via { square });
        }
        if let (true, Some(square)) = (self.plus, m.choice.square) {
            // PlusChess: the centre square the capture is made from
            notes.push(Annotation::Via { square });
        }
        if self.castling_partners.is_some() {
            // the castling's partner, which Popeye names (`Ke4-g6/bPh7-f5`)
            crate::castling_chess::note_partner(pos, m, &mut notes);
        }
        if self.messigny.is_some() && m.special == nightrider_board::Special::Swap {
            // the swap's partner, which Popeye names (`Rb1<->Rb8`)
            if let Some(partner) = pos.piece_at(m.to) {
                notes.push(Annotation::SwappedWith { partner });
            }
        }
        if self.effects.is_empty() || m.is_null() {
            // (a null move, the other side's pass in series play, moves
            // no piece: no effect follows it)
            let kept = pos
                .en_passant()
                .filter(|_| m.is_null() && self.keeps_en_passant_over_pass)
                .filter(|ep| self.en_passant_kept_over_pass(pos, ep.pawn));
            pos.play(m);
            if kept.is_some() {
                // (the pawn stays the other side's: none of the side to
                // move can take it en passant)
                pos.set_en_passant(kept);
            }
            if self.mars.is_some() || self.phantom.is_some() {
                Self::mars_double_step(pos, m);
            }
            if self.losing {
                // (LosingChess: a king promoted to is not royal)
                crate::kings::losing::dethrone_promoted(pos, m);
            }
            return notes;
        }
        // a move that captures nothing, under effects that only follow
        // captures, is played as it is
        if m.captures.is_empty() && self.only_capture_effects {
            pos.play(m);
            if self.mars.is_some() || self.phantom.is_some() {
                Self::mars_double_step(pos, m);
            }
            return notes;
        }
        let facts = self.capture_facts(pos, m, side);
        // Parrain: the piece the previous move captured, waiting for rebirth
        let pending = if self
            .effects
            .iter()
            .any(|e| matches!(e, MoveEffect::Parrain { .. }))
        {
            self.parrain_pending(pos)
        } else {
            None
        };
        // AntiCirce Parrain: the capturer of the previous move, waiting
        let waiting = if self
            .effects
            .iter()
            .any(|e| matches!(e, MoveEffect::AntiParrain { .. }))
        {
            self.waiting_capturer(pos)
        } else {
            None
        };
        let mut victims: smallvec::SmallVec<[(Square, Piece); 2]> = smallvec::SmallVec::new();
        for v in m.captures {
            if let Some(p) = pos.piece_at(v) {
                victims.push((v, p));
            }
        }
        let moved = pos.piece_at(m.from).filter(|_| !m.is_null());
        // Magic: the views before the move, under the identities the
        // pieces have after it
        let magic_before = if self.magic {
            self.magic_views(pos)
        } else {
            MagicViews::new()
        };
        pos.play(m);
        if self.royal_dynasty {
            // (the effects see the kings royal as they were before the
            // move, and a king just promoted as not royal)
            crate::kings::dynasty::promoted_not_royal(pos, m);
        }
        if self.losing {
            crate::kings::losing::dethrone_promoted(pos, m);
        }
        let mut mv = Played {
            m,
            side,
            facts,
            victims,
            moved,
            at: arrival(pos, m),
            pending,
            waiting,
            magic_before,
            rebirths: smallvec::SmallVec::new(),
            notes,
        };
        for effect in &self.effects {
            match *effect {
                MoveEffect::Sentinelles {
                    rules,
                    on_edge_ranks,
                } => self.play_sentinel(pos, &mut mv, rules, on_edge_ranks),
                MoveEffect::Circe(rules) => self.play_circe(pos, &mut mv, rules),
                MoveEffect::AntiCirce(rules) => self.play_anticirce(pos, &mut mv, rules),
                MoveEffect::Kamikaze => self.play_kamikaze(pos, &mut mv),
                MoveEffect::Pad(_) => self.play_pad(pos, &mut mv),
                MoveEffect::Parrain { contra } => self.play_parrain(pos, &mut mv, contra),
                MoveEffect::AntiParrain { contra } => self.play_anti_parrain(pos, &mut mv, contra),
                MoveEffect::Influencer => self.play_influencer(pos, &mut mv),
                MoveEffect::Magic => self.play_magic(pos, &mut mv),
                MoveEffect::Protean | MoveEffect::ProteanPieces => {
                    self.play_protean(pos, &mut mv, *effect)
                }
                MoveEffect::Frankfurt => self.play_frankfurt(pos, &mut mv),
                MoveEffect::HalfNeutral => self.play_half_neutral(pos, &mut mv),
                MoveEffect::WaitCapture(rules) => {
                    crate::wait_capture::play(&rules, pos, &mv.victims, &mut mv.notes)
                }
                MoveEffect::Frischauf => self.play_frischauf(pos, &mv),
                MoveEffect::Einstein(rule) => self.play_einstein(pos, &mut mv, rule),
                MoveEffect::EinsteinWithPromotions => {
                    self.play_einstein_with_promotions(pos, &mut mv)
                }
                MoveEffect::ChameleonPieces(sequence) | MoveEffect::ChameleonChess(sequence) => {
                    self.play_chameleon(pos, &mut mv, *effect, sequence)
                }
                MoveEffect::LineChameleon => self.play_line_chameleon(pos, &mut mv),
                MoveEffect::Masand { generalised } => self.play_masand(pos, &mut mv, generalised),
                MoveEffect::VolagePieces => self.play_volage(pos, &mut mv),
                MoveEffect::Andernach | MoveEffect::AntiAndernach => {
                    self.play_andernach(pos, &mut mv, *effect)
                }
                MoveEffect::Kobul => self.play_kobul(pos, &mut mv),
                MoveEffect::RoyalDynasty => crate::kings::dynasty::crown(pos),
                MoveEffect::Extinction => crate::kings::extinction::crown(pos),
                MoveEffect::Oscillation { side, kind } => {
                    self.play_oscillation(pos, &mut mv, side, kind)
                }
                MoveEffect::MagicSquares(squares) => self.play_magic_squares(pos, &mut mv, squares),
                MoveEffect::Relegation => self.play_relegation(pos, &mut mv),
                MoveEffect::ChameleonPursuit => self.play_chameleon_pursuit(pos, &mut mv),
                MoveEffect::SingleBoxLatent => {
                    crate::single_box::promote_latent(pos, mv.m, &mut mv.notes)
                }
                MoveEffect::SingleBoxOwnLatent => {
                    crate::single_box::promote_own_latent(pos, mv.m, &mut mv.notes)
                }
                MoveEffect::Anda {
                    inverse,
                    pieces_only,
                } => self.play_anda(pos, &mut mv, inverse, pieces_only),
                MoveEffect::Haaner => self.play_haaner(pos),
                MoveEffect::Breton(rules) => self.play_breton(pos, &mut mv, rules),
                MoveEffect::Wormhole => self.play_wormhole(pos, &mut mv),
                MoveEffect::Alice => self.play_alice(pos, &mut mv),
                MoveEffect::Tibet { double } => self.play_tibet(pos, &mut mv, double),
                MoveEffect::Norsk => crate::capture_effects::norsk::play(pos, &mut mv),
                MoveEffect::Traitor => self.play_traitor(pos, &mut mv),
                MoveEffect::LostPieces => self.play_lost_pieces(pos, &mut mv),
                MoveEffect::DarkSide => self.play_dark_side(pos, &mut mv),
                MoveEffect::HurdleMove => self.play_hurdle_move(pos, &mut mv),
                MoveEffect::Imitator => self.play_imitators(pos, &mut mv),
                MoveEffect::Ghost { uncapturable } => {
                    crate::ghost::bury_victims(pos, &mv.victims, uncapturable)
                }
                MoveEffect::MateRecolouring => self.play_mate_recolouring(pos, &mut mv),
                MoveEffect::Revolving(part) => part.turn_after(pos, mv.m),
                MoveEffect::Snek { circle } => self.play_snek(pos, &mut mv, circle),
                MoveEffect::Football => self.play_football(pos, &mut mv),
            }
        }
        if let Some(order) = self.underworld {
            crate::underworld::erupt(pos, order, &mut mv.notes);
        }
        *at = mv.at;
        mv.notes
    }
}

/// The square of the moved piece right after the move proper.
pub(crate) fn arrival(_pos: &Position, m: &Move) -> Square {
    m.to
}

/// A move being played by [`Engine::play`], as the effects after the move
/// proper see it: each effect reads the move's facts and adds its notes.
pub(crate) struct Played<'m> {
    /// The move.
    pub(crate) m: &'m Move,
    /// The side that played it.
    pub(crate) side: Colour,
    /// Its capture facts ([`Engine::capture_facts`]), before the move.
    pub(crate) facts: Option<CaptureFacts>,
    /// The pieces it captured, with their squares.
    pub(crate) victims: smallvec::SmallVec<[(Square, Piece); 2]>,
    /// The piece it moved, as it was before the move.
    pub(crate) moved: Option<Piece>,
    /// Where the moved piece stands now (a rebirth may relocate it).
    pub(crate) at: Square,
    /// Circe Parrain: the piece the previous move captured, waiting for
    /// its rebirth, and the square it was captured on.
    pub(crate) pending: Option<(Square, Piece)>,
    /// AntiCirce Parrain: the capturer of the previous move, waiting to be
    /// displaced, and the square it captured on.
    pub(crate) waiting: Option<(Square, Square)>,
    /// Magic: the views before the move.
    pub(crate) magic_before: MagicViews,
    /// Magic: where the victims were reborn (they keep their identity).
    pub(crate) rebirths: smallvec::SmallVec<[(Square, Square); 2]>,
    /// What the conditions did, for the notation.
    pub(crate) notes: Annotations,
}
