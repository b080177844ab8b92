//! The piece attributes acting on the hurdle: under Bul and Dob the
//! hurdle a hopper hops over makes a move of its own, part of the
//! hopper's move; under HurdleColourChanging it changes colour.
//!
//! As Popeye 4.104 plays them (its manual names them only; found by
//! experiment, `pieces white bul gd4`):
//!
//! - When a Bul or Dob piece hops over a hurdle (a capture or not), the
//!   hurdle then makes a non-capturing move: with the walk of the hopper
//!   under Bul, with its own walk under Dob. Each such move of the
//!   hurdle makes a move of its own, printed after the hop
//!   (`bGe4-e7[bPe6->e8]`, `dGc8-e8[wdGd8->d6]`); if the hurdle has none,
//!   the hop is no move at all. Hurdles of both sides, and kings, are
//!   moved (`bGa6-a8[bKa7->a1]`); the move is judged by the mover's king
//!   after both parts, so an opposing king may be moved into check.
//! - The hurdle moves in the position after the hop: the hopper's
//!   departure square is empty (`bPAa5*a1[wbVAa4->a6]` passes a5), its
//!   arrival square occupied (a grasshopper hurdle hops back over it,
//!   `bGf3-d3[wbGe3->c3]`). A pawn hurdle moving by its own walk (Dob)
//!   may double-step from its second rank; no castling.
//! - A pawn hurdle reaching its promotion rank promotes, each kind a move
//!   (`[bPb4->b1=S]`); one reaching its own first rank stays a pawn. A
//!   neutral hurdle moves for the side playing the hopper (its pawn
//!   walk's direction and promotion rank are that side's).
//! - Beside Bul (Dob) pieces a pawn promotes into a Bul (Dob) piece of
//!   each kind carrying the attribute in the diagram (`e7-e8=G=b`,
//!   `[bPe2->e1=G=d]`), and into a plain piece of a fairy kind only if
//!   one without the attribute stands in the diagram (the move's
//!   [`Choice::attributed`]).
//! - A Bul or Dob piece checks a king only if its capture of the king
//!   leaves the hurdle a move: with the hurdle blocked, the king stands
//!   unchecked. (Popeye agrees for the grasshopper and the lion; for a
//!   Bul grasshopper-2 it counted the check with the hurdle blocked in
//!   the positions tried, by a rule not found: `white bul g2a1`, `black
//!   ka5 ra3 pa7`. nightrider keeps one rule for every hopper.)
//! - HurdleColourChanging: the hurdle hopped over (a capture or not)
//!   changes colour (`hccGe4-e7[e6=w]`), but a king or a neutral piece;
//!   checks are unchanged. Pawns promote into such pieces as beside Bul
//!   (`=G=hcc`).
//! - Popeye accepts the attributes on hoppers only (refusing the problem
//!   otherwise: "HurdleColourChanging, Bul and Dob only allowed with
//!   certain hoppers"). The hurdle of the hoppers played here is the one
//!   piece standing on the line of the move between its two squares
//!   (grasshoppers, lions, the Chinese pieces, rider hoppers,
//!   equihoppers, …, see [`SUPPORTED`]); those whose hurdle lies off
//!   that line (moose, eagles, sparrows) and those not compared are
//!   refused.
//! - Royal pieces stand beside Bul and Dob pieces as beside others, a
//!   royal Bul or Dob hopper included; a pawn promotes into a royal
//!   piece's kind too (see `rules_for` of the Popeye crate).

use crate::condition::Condition;
use crate::engine::{Engine, Played, CHECKED_AT_SETUP};
use nightrider_board::{
    Annotation, Attributes, Choice, Colour, Move, Piece, PieceKind, Position, Square,
};
use nightrider_movegen::MoveList;

/// The hoppers whose Bul, Dob and HurdleColourChanging moves are played
/// (Popeye codes): those whose hurdle is the only piece between the
/// squares of the move on its line, compared with Popeye's move lists.
pub const SUPPORTED: [&str; 22] = [
    "g", "li", "pa", "va", "le", "na", "rh", "bh", "nh", "kh", "cg", "rl", "bl", "nl", "g2", "g3",
    "eq", "or", "kp", "zh", "ch", "gh",
];

/// Whether a piece of `kind` may carry Bul or Dob here (see
/// [`SUPPORTED`]).
pub fn supported_kind(kind: PieceKind) -> bool {
    nightrider_board::catalogue::entry(kind)
        .and_then(|e| e.en)
        .is_some_and(|code| SUPPORTED.iter().any(|c| c.eq_ignore_ascii_case(code)))
}

/// Which walk the hurdle of a hopper moves by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum HurdleWalk {
    /// Bul: the hopper's.
    Hopper,
    /// Dob: the hurdle's own.
    Own,
}

/// The walk the hurdle of `mover` moves by, if `mover` is a Bul or Dob
/// piece.
fn hurdle_walk(mover: Piece) -> Option<HurdleWalk> {
    if mover.attributes.contains(Attributes::BUL) {
        Some(HurdleWalk::Hopper)
    } else if mover.attributes.contains(Attributes::DOB) {
        Some(HurdleWalk::Own)
    } else {
        None
    }
}

/// The hurdle of a move from `from` to `to` with `occupied` standing on
/// the board (the squares between do not change in the move): the only
/// occupied square strictly between the two on the line of the move
/// (stepping by the move's vector divided by the greatest common divisor
/// of its coordinates), if exactly one is.
pub fn hurdle(occupied: nightrider_board::Bitboard, from: Square, to: Square) -> Option<Square> {
    let (dx, dy) = (to.x() - from.x(), to.y() - from.y());
    let g = gcd(dx.unsigned_abs(), dy.unsigned_abs()) as i32;
    if g < 2 {
        return None;
    }
    let (sx, sy) = (dx / g, dy / g);
    let mut found = None;
    for k in 1..g {
        let sq = from.offset(sx * k, sy * k)?;
        if occupied.contains(sq) {
            if found.is_some() {
                return None;
            }
            found = Some(sq);
        }
    }
    found
}

fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// The promotions beside Bul and Dob pieces, from the diagram: the fairy
/// kinds standing there without either attribute, and those with one.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HurdlePromotions {
    /// Fairy kinds in the diagram without Bul or Dob.
    plain: Vec<PieceKind>,
    /// Kinds in the diagram with Bul or Dob, and which.
    attributed: Vec<(PieceKind, Attributes)>,
}

impl HurdlePromotions {
    /// The promotions of the diagram `pos`, if it has a piece with one
    /// of the hurdle attributes.
    pub fn of(pos: &Position) -> Option<HurdlePromotions> {
        let mut table = HurdlePromotions::default();
        for p in pos.board().iter().flatten() {
            let attribute = p.attributes & HURDLE_ATTRIBUTES;
            if !attribute.is_empty() {
                if !table.attributed.contains(&(p.kind, attribute)) {
                    table.attributed.push((p.kind, attribute));
                }
            } else if !p.kind.is_orthodox() && !table.plain.contains(&p.kind) {
                table.plain.push(p.kind);
            }
        }
        (!table.attributed.is_empty()).then_some(table)
    }

    /// Whether a pawn may promote into a plain piece of `kind`.
    fn plain(&self, kind: PieceKind) -> bool {
        kind.is_orthodox() || self.plain.contains(&kind)
    }

    /// The attribute a pawn promoting into `kind` may take.
    fn attribute(&self, kind: PieceKind) -> Option<Attributes> {
        self.attributed
            .iter()
            .find(|(k, _)| *k == kind)
            .map(|(_, a)| *a)
    }

    /// `m` (promoting into `kind`) once per promotion of that kind: plain
    /// (`choice.attributed` false) and with the attribute (true).
    fn push_variants(&self, m: Move, kind: PieceKind, out: &mut MoveList) {
        if self.plain(kind) {
            out.push(m);
        }
        if self.attribute(kind).is_some() {
            out.push(m.choosing(Choice {
                attributed: true,
                ..m.choice
            }));
        }
    }
}

/// The piece attributes acting on the hurdle: Bul, Dob,
/// HurdleColourChanging.
pub const HURDLE_ATTRIBUTES: Attributes = Attributes::BUL
    .union(Attributes::DOB)
    .union(Attributes::HURDLE_COLOUR_CHANGING);

/// The piece attributes compared with Popeye beside Bul, Dob and
/// HurdleColourChanging, on the hopper itself or on other pieces.
/// Royal only beside Bul and Dob: a HurdleColourChanging hop recolours a
/// royal hurdle, which Popeye judges by rules not found.
fn compared_beside(attributes: Attributes) -> Attributes {
    if attributes.contains(Attributes::HURDLE_COLOUR_CHANGING) {
        Attributes::NEUTRAL
    } else {
        Attributes::NEUTRAL | Attributes::ROYAL
    }
}

/// Bul, Dob or HurdleColourChanging pieces in `pos` on a kind not played
/// here ([`SUPPORTED`]), with two of them on one piece, or beside
/// another piece attribute than those of `compared_beside`, named for
/// the error.
pub fn position_refusal(pos: &Position) -> Option<&'static str> {
    let mut any = false;
    for p in pos.board().iter().flatten() {
        let attributes = p.attributes & HURDLE_ATTRIBUTES;
        if attributes.is_empty() {
            continue;
        }
        any = true;
        if attributes.bits().count_ones() > 1 {
            return Some("Bul, Dob and HurdleColourChanging on one piece");
        }
        if !supported_kind(p.kind) {
            return Some(if p.attributes.contains(Attributes::BUL) {
                "Bul on this piece"
            } else if p.attributes.contains(Attributes::DOB) {
                "Dob on this piece"
            } else {
                "HurdleColourChanging on this piece"
            });
        }
    }
    if !any {
        return None;
    }
    let on_board = crate::compat::attributes_on(pos);
    let others = on_board
        - HURDLE_ATTRIBUTES
        - compared_beside(on_board)
        - Attributes::ORIGIN
        - Attributes::CONDITION_MARK;
    if !others.is_empty() {
        return Some("Bul, Dob or HurdleColourChanging beside another piece attribute");
    }
    // (a promotion's choice tells only whether it takes the attribute)
    let table = HurdlePromotions::of(pos)?;
    table
        .attributed
        .iter()
        .any(|(k, a)| table.attributed.iter().any(|(k2, a2)| k == k2 && a != a2))
        .then_some("two of Bul, Dob and HurdleColourChanging on pieces of one kind")
}

/// Bul or Dob beside a condition (none compared with Popeye; Bul beside
/// Dob is).
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let ours = |c: &&Condition| {
        matches!(
            c,
            Condition::BulPieces | Condition::DobPieces | Condition::HurdleColourChangingPieces
        )
    };
    let first = conditions.iter().find(ours)?;
    let other = conditions.iter().find(|c| !ours(c))?;
    Some((first.to_string(), other.to_string()))
}

impl Engine {
    /// The hurdle and the walk it moves by, if `m` (of the side `side` in
    /// `pos`, before it is played) is a hop of a Bul or Dob piece.
    fn hop_of(&self, pos: &Position, m: &Move) -> Option<(Square, Piece, HurdleWalk)> {
        let mover = pos.piece_at(m.from)?;
        let walk = hurdle_walk(mover)?;
        let sq = hurdle(pos.occupied(), m.from, m.to)?;
        Some((sq, mover, walk))
    }

    /// The moves of the hurdle on `sq` in `after` (the position after the
    /// hop of `mover`, played by `side`), by `walk`: (its destination, its
    /// promotion kind).
    fn hurdle_destinations(
        &self,
        after: &Position,
        sq: Square,
        mover: Piece,
        walk: HurdleWalk,
        side: Colour,
    ) -> Vec<(Square, Option<PieceKind>)> {
        let Some(hurdle) = after.piece_at(sq) else {
            return Vec::new();
        };
        let acting = crate::circe::acting_side(hurdle, side);
        let kind = match walk {
            HurdleWalk::Hopper => mover.kind,
            HurdleWalk::Own => hurdle.kind,
        };
        let mut moves = MoveList::new();
        self.generator
            .walk(kind)
            .expect(CHECKED_AT_SETUP)
            .generate(after, sq, acting, &mut moves);
        let mut out = Vec::new();
        for m in moves.iter() {
            if m.is_capture() || crate::hooks::is_castling(m) || m.is_null() {
                continue;
            }
            if m.promotion.is_some() {
                out.push((m.to, m.promotion));
                continue;
            }
            if out.iter().any(|(to, _)| *to == m.to) {
                continue;
            }
            if crate::circe::promotes(hurdle, m.to, acting) {
                for &k in &self.generator.rules().promotions {
                    out.push((m.to, Some(k)));
                }
            } else {
                out.push((m.to, None));
            }
        }
        out
    }

    /// Replaces each hop of a Bul or Dob piece in `raw` by one move per
    /// move of its hurdle ([`Choice::square`], with [`Choice::kind`] for
    /// a pawn promoting), dropping the hops whose hurdle has none.
    pub(crate) fn expand_hurdle_moves(&self, pos: &mut Position, raw: &mut MoveList) {
        let side = pos.side_to_move();
        let mut out = MoveList::new();
        let table = self.hurdle_promotions.as_ref();
        for &m in raw.iter() {
            let Some((sq, mover, walk)) = self.hop_of(pos, &m) else {
                match (m.promotion, table) {
                    (Some(kind), Some(table)) => table.push_variants(m, kind, &mut out),
                    _ => out.push(m),
                }
                continue;
            };
            pos.play(&m);
            let destinations = self.hurdle_destinations(pos, sq, mover, walk, side);
            pos.undo_move();
            for (to, kind) in destinations {
                let hop = m.choosing(Choice {
                    square: Some(to),
                    kind,
                    ..m.choice
                });
                match (kind, table) {
                    (Some(kind), Some(table)) => table.push_variants(hop, kind, &mut out),
                    _ => out.push(hop),
                }
            }
        }
        *raw = out;
    }

    /// Whether the capture `m` by `by` (of a royal piece) counts as a
    /// check: a hop of a Bul or Dob piece only if its hurdle has a move
    /// after it.
    pub(crate) fn hurdle_check(&self, pos: &Position, m: &Move, by: Colour) -> bool {
        let Some((sq, mover, walk)) = self.hop_of(pos, m) else {
            return true;
        };
        let mut after = pos.clone();
        after.set_side_to_move_unrecorded(by);
        after.play(m);
        !self
            .hurdle_destinations(&after, sq, mover, walk, by)
            .is_empty()
    }

    /// Bul and Dob: the hurdle of the hop just played goes to the square
    /// chosen, promoting to the kind chosen.
    pub(crate) fn play_hurdle_move(&self, pos: &mut Position, mv: &mut Played<'_>) {
        let m = mv.m;
        if mv
            .moved
            .is_some_and(|p| p.attributes.contains(Attributes::HURDLE_COLOUR_CHANGING))
        {
            recolour_hurdle(pos, m, &mut mv.notes);
            return;
        }
        if mv.moved.is_none_or(|p| hurdle_walk(p).is_none()) {
            if let (Some(kind), true) = (m.promotion, m.choice.attributed) {
                // a pawn promoted into a Bul or Dob piece
                self.take_hurdle_attribute(pos, mv.at, kind, &mut mv.notes);
            }
            return;
        }
        let Some(to) = m.choice.square else {
            return;
        };
        // (the squares between are as they were before the hop)
        let Some(sq) = hurdle(pos.occupied(), m.from, m.to) else {
            return;
        };
        let Some(piece) = pos.piece_at(sq) else {
            return;
        };
        if pos.piece_at(to).is_some() {
            return;
        }
        pos.move_piece(sq, to);
        let promoted = m.choice.kind;
        if let Some(kind) = promoted {
            pos.change_kind(to, kind);
        }
        mv.notes.push(Annotation::Relocated {
            piece,
            from: sq,
            to,
            reborn_as: None,
            promoted,
        });
        if let (Some(kind), true) = (promoted, m.choice.attributed) {
            self.take_hurdle_attribute(pos, to, kind, &mut mv.notes);
        }
    }

    /// The pawn promoted into `kind` on `sq` becomes a Bul or Dob piece
    /// (Popeye's `=G=b`, noted as a [`Annotation::KindChanged`] with the
    /// attribute).
    fn take_hurdle_attribute(
        &self,
        pos: &mut Position,
        sq: Square,
        kind: PieceKind,
        notes: &mut nightrider_board::Annotations,
    ) {
        let Some(attribute) = self
            .hurdle_promotions
            .as_ref()
            .and_then(|t| t.attribute(kind))
        else {
            return;
        };
        let Some(piece) = pos.piece_at(sq) else {
            return;
        };
        let mut promoted = piece;
        promoted.attributes.insert(attribute);
        pos.change_piece(sq, promoted);
        // (a neutral piece's letter too: `=nLE=nd`)
        notes.push(Annotation::KindChanged {
            kind,
            attributes: attribute | (piece.attributes & Attributes::NEUTRAL),
        });
    }
}

/// HurdleColourChanging: the hurdle of the hop `m` just played, but a
/// king or a neutral piece, changes colour (`hccGe4-e7[e6=w]`).
fn recolour_hurdle(pos: &mut Position, m: &Move, notes: &mut nightrider_board::Annotations) {
    // (the squares between are as they were before the hop)
    let Some(sq) = hurdle(pos.occupied(), m.from, m.to) else {
        return;
    };
    let Some(piece) = pos.piece_at(sq) else {
        return;
    };
    if piece.kind == PieceKind::KING || piece.is_neutral() {
        return;
    }
    let mut recoloured = piece;
    recoloured.colour = !piece.colour;
    pos.change_piece(sq, recoloured);
    notes.push(Annotation::Recoloured {
        square: sq,
        colour: recoloured.colour,
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::Bitboard;

    fn squares(list: &[Square]) -> Bitboard {
        list.iter().copied().collect()
    }

    #[test]
    fn the_hurdle_is_the_one_piece_between() {
        // a grasshopper's hop, a lion's, a nightrider hopper's
        let occupied = squares(&[Square::E3, Square::C5, Square::F6]);
        assert_eq!(hurdle(occupied, Square::E1, Square::E4), Some(Square::E3));
        assert_eq!(hurdle(occupied, Square::E1, Square::E8), Some(Square::E3));
        assert_eq!(
            hurdle(squares(&[Square::E5]), Square::D3, Square::F7),
            Some(Square::E5)
        );
        assert_eq!(hurdle(occupied, Square::A3, Square::D6), Some(Square::C5));
    }

    #[test]
    fn no_hurdle_without_exactly_one_piece_between() {
        let occupied = squares(&[Square::E3, Square::E5]);
        // none between, two between, a leap, a step
        assert_eq!(hurdle(occupied, Square::A1, Square::A8), None);
        assert_eq!(hurdle(occupied, Square::E1, Square::E7), None);
        assert_eq!(hurdle(occupied, Square::D1, Square::E3), None);
        assert_eq!(hurdle(occupied, Square::E2, Square::E3), None);
    }

    #[test]
    fn only_hoppers_with_their_hurdle_on_the_line_are_played() {
        let code = |c: &str| {
            nightrider_board::catalogue::by_code(nightrider_board::catalogue::Language::English, c)
                .unwrap()
        };
        assert!(supported_kind(code("g")));
        assert!(supported_kind(code("pa")));
        assert!(!supported_kind(code("m")));
        assert!(!supported_kind(PieceKind::ROOK));
    }
}
