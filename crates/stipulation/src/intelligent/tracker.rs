//! Piece identities: which piece of the starting position stands where,
//! and how it moves now, as moves are played (a promoted pawn keeps its
//! identity; a captured piece loses its square).

use super::distance::{Distances, Unit, FAR};
use nightrider_board::{Castling, Colour, Move, PieceKind, Position, Square};

const NONE: u8 = u8::MAX;

/// The identities of the pieces of a position (at most 64).
#[derive(Clone, Debug)]
pub struct Pieces {
    /// The identity of the piece on each square ([`NONE`]: empty).
    id_at: [u8; 64],
    /// The square of each identity ([`NONE`]: captured).
    square_of: [u8; 64],
    /// How each identity moves now ([`Unit`] as a number).
    unit_of: [u8; 64],
    /// A second square each identity may count its distance from: a rook
    /// that may still castle stands there after castling ([`NONE`]: none).
    castled_of: [u8; 64],
    /// The identities of each colour's pieces, as bit sets.
    by_colour: [u64; 2],
}

impl Pieces {
    /// Numbers the pieces of `pos` in board order. `None` when it holds
    /// pieces a distance table does not know (fairy or neutral pieces).
    pub fn new(pos: &Position) -> Option<Pieces> {
        let mut p = Pieces {
            id_at: [NONE; 64],
            square_of: [NONE; 64],
            unit_of: [NONE; 64],
            castled_of: [NONE; 64],
            by_colour: [0; 2],
        };
        for (n, sq) in pos.occupied().into_iter().enumerate() {
            let piece = pos.piece_at(sq)?;
            if piece.is_neutral() || Unit::of(piece.kind, piece.colour, false).is_none() {
                return None;
            }
            p.id_at[sq.idx()] = n as u8;
            p.square_of[n] = sq.index();
            p.by_colour[piece.colour as usize] |= 1 << n;
        }
        for id in 0..64u8 {
            if p.square_of[id as usize] != NONE {
                p.refresh(pos, id);
            }
        }
        Some(p)
    }

    /// Recomputes how `id` moves in `pos`.
    fn refresh(&mut self, pos: &Position, id: u8) {
        let i = id as usize;
        let Some(sq) = Square::new(self.square_of[i]) else {
            return;
        };
        let Some(piece) = pos.piece_at(sq) else {
            return;
        };
        let rights = pos.castling();
        let may_castle = piece.kind == PieceKind::KING
            && Castling::ALL
                .iter()
                .any(|c| c.king_from == sq && c.colour == piece.colour && rights.contains(c.right));
        self.unit_of[i] = Unit::of(piece.kind, piece.colour, may_castle).map_or(NONE, |u| u as u8);
        self.castled_of[i] = NONE;
        if piece.kind == PieceKind::ROOK {
            for c in Castling::ALL {
                if c.rook_from == sq && c.colour == piece.colour && rights.contains(c.right) {
                    self.castled_of[i] = c.rook_to.index();
                }
            }
        }
    }

    /// The identities of `colour`'s pieces still on the board.
    pub fn ids(&self, colour: Colour) -> impl Iterator<Item = u8> + '_ {
        let mut bits = self.by_colour[colour as usize];
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let id = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Some(id)
        })
        .filter(|&id| self.square_of[id as usize] != NONE)
    }

    /// The square of piece `id`, if it is still on the board.
    pub fn square(&self, id: u8) -> Option<Square> {
        Square::new(self.square_of[id as usize])
    }

    /// The identity of the piece on `sq`, if any.
    pub fn id_at(&self, sq: Square) -> Option<u8> {
        let id = self.id_at[sq.idx()];
        (id != NONE).then_some(id)
    }

    /// How piece `id` moves now (`None` when it is captured).
    pub fn unit(&self, id: u8) -> Option<Unit> {
        Unit::from_index(self.unit_of[id as usize])
    }

    /// The kind piece `id` has now (a captured piece: a pawn, which no
    /// caller asks about).
    pub fn kind(&self, id: u8) -> PieceKind {
        Unit::from_index(self.unit_of[id as usize]).map_or(PieceKind::PAWN, Unit::kind)
    }

    /// The identity of `colour`'s king, if it has exactly one.
    pub fn king(&self, pos: &Position, colour: Colour) -> Option<u8> {
        let kings = pos.pieces(PieceKind::KING, colour);
        if kings.has_more_than_one() {
            return None;
        }
        let id = self.id_at[kings.first()?.idx()];
        (id != NONE).then_some(id)
    }

    /// The moves piece `id` needs, at the least, to stand on `to` as
    /// `kind` ([`FAR`] when it is captured or never can). A king that may
    /// still castle may move two squares at once; a rook that may still
    /// castle may also start from its square after castling (the castling
    /// is its king's move).
    #[inline]
    pub fn distance(&self, dist: &Distances, id: u8, kind: PieceKind, to: Square) -> u8 {
        let i = id as usize;
        let (Some(sq), Some(unit)) = (
            Square::new(self.square_of[i]),
            Unit::from_index(self.unit_of[i]),
        ) else {
            return FAR;
        };
        let d = dist.get(unit, sq, kind, to);
        match Square::new(self.castled_of[i]) {
            Some(alt) => d.min(dist.get(unit, alt, kind, to)),
            None => d,
        }
    }

    /// The fewest moves piece `id` needs to stand on each square, as any
    /// kind it may end as ([`Distances::to_each_square`]); all [`FAR`] when
    /// it is captured.
    pub fn to_each_square(&self, dist: &Distances, id: u8) -> [u8; 64] {
        let i = id as usize;
        let (Some(sq), Some(unit)) = (
            Square::new(self.square_of[i]),
            Unit::from_index(self.unit_of[i]),
        ) else {
            return [FAR; 64];
        };
        let mut row = *dist.to_each_square(unit, sq);
        if let Some(alt) = Square::new(self.castled_of[i]) {
            for (r, a) in row.iter_mut().zip(dist.to_each_square(unit, alt)) {
                *r = (*r).min(*a);
            }
        }
        row
    }

    /// The fewest moves piece `id` needs to stand on one of `squares` as
    /// `kind` ([`FAR`] if none).
    #[inline]
    pub fn distance_to_any(
        &self,
        dist: &Distances,
        id: u8,
        kind: PieceKind,
        squares: nightrider_board::Bitboard,
    ) -> u8 {
        let i = id as usize;
        let (Some(sq), Some(unit)) = (
            Square::new(self.square_of[i]),
            Unit::from_index(self.unit_of[i]),
        ) else {
            return FAR;
        };
        let mut d = dist.nearest(unit, sq, kind, squares);
        if let Some(alt) = Square::new(self.castled_of[i]) {
            d = d.min(dist.nearest(unit, alt, kind, squares));
        }
        d
    }

    /// The identities a move changes: the mover, the captured pieces and a
    /// castling rook, as a bit set.
    pub fn touched(&self, m: &Move) -> u64 {
        if m.is_null() {
            return 0;
        }
        let mut ids = 0u64;
        for sq in m.captures.with(m.from) {
            let id = self.id_at[sq.idx()];
            if id != NONE {
                ids |= 1 << id;
            }
        }
        if m.is_castling() {
            if let Some(c) = Position::castling_for(m.from, m.to) {
                let id = self.id_at[c.rook_from.idx()];
                if id != NONE {
                    ids |= 1 << id;
                }
            }
        }
        ids
    }

    /// Follows move `m`; `after` is the position it led to. When
    /// `rights_changed`, every king and rook is looked at again.
    pub fn play(&mut self, m: &Move, after: &Position, rights_changed: bool) {
        if m.is_null() {
            return;
        }
        for sq in m.captures {
            let id = self.id_at[sq.idx()];
            if id != NONE {
                self.square_of[id as usize] = NONE;
                self.unit_of[id as usize] = NONE;
                self.id_at[sq.idx()] = NONE;
            }
        }
        let mover = self.relocate(m.from, m.to);
        if m.is_castling() {
            if let Some(c) = Position::castling_for(m.from, m.to) {
                self.relocate(c.rook_from, c.rook_to);
            }
        }
        if rights_changed {
            for sq in after.by_kind(PieceKind::KING) | after.by_kind(PieceKind::ROOK) {
                let id = self.id_at[sq.idx()];
                if id != NONE {
                    self.refresh(after, id);
                }
            }
        }
        if mover != NONE {
            self.refresh(after, mover);
        }
    }

    fn relocate(&mut self, from: Square, to: Square) -> u8 {
        let id = self.id_at[from.idx()];
        self.id_at[from.idx()] = NONE;
        self.id_at[to.idx()] = id;
        if id != NONE {
            self.square_of[id as usize] = to.index();
        }
        id
    }
}
