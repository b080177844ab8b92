//! The conditions lending walks (AnnanChess, NannaChess, FaceToFace,
//! BackToBack, CheekToCheek, PointReflection, PowerTransfer): the walks a
//! piece moves and observes with, taken from the pieces on the squares
//! related to its own.

use crate::condition::Condition;
use crate::engine::{Engine, CHECKED_AT_SETUP};
use crate::hooks::is_castling;
use nightrider_board::{Bitboard, Colour, Move, Piece, PieceKind, Position, Special, Square};
use nightrider_movegen::MoveList;

impl Engine {
    /// The walks a piece on `sq` moves with: its own, or the walks of
    /// the pieces lending theirs (AnnanChess: a friendly piece directly
    /// behind; FaceToFace, BackToBack: an opposing piece directly in front,
    /// behind; CheekToCheek: opposing pieces directly beside, all their
    /// walks together). For observation (`observing`) under CheekToCheek
    /// the piece's own walk counts as well, as Popeye has it.
    pub(crate) fn walks_at(
        &self,
        pos: &Position,
        sq: Square,
        piece: Piece,
        side: Colour,
        observing: bool,
    ) -> Walks<'_> {
        self.walk_kinds_at(pos, sq, piece, side, observing)
            .into_iter()
            .map(|kind| self.generator.walk(kind).expect(CHECKED_AT_SETUP))
            .collect()
    }

    /// The kinds whose walks a piece on `sq` moves with ([`Engine::walks_at`]).
    pub(crate) fn walk_kinds_at(
        &self,
        pos: &Position,
        sq: Square,
        piece: Piece,
        side: Colour,
        observing: bool,
    ) -> WalkKinds {
        if let Some(t) = self.transmutes(piece, side) {
            return self.transmuted_kinds(pos, sq, side, t, observing);
        }
        if let Some(bolero) = self.bolero {
            // (Bolero: the walk observing is the one capturing)
            let mut kinds = WalkKinds::new();
            kinds.push(bolero.capturing_kind(sq, piece));
            let moving = bolero.moving_kind(sq, piece);
            if !observing && !kinds.contains(&moving) {
                kinds.push(moving);
            }
            return kinds;
        }
        if self.transmission_menace {
            return self.transmitted_kinds(pos, sq, piece, side);
        }
        let mut kinds = WalkKinds::new();
        for lender in &self.lenders {
            let at = if let Some(kings) = lender.rebirth {
                if piece.kind == PieceKind::KING && !kings {
                    continue;
                }
                Some(crate::rebirth::game_array_square(piece.kind, side, sq))
            } else if lender.reflected {
                Square::from_xy(7 - sq.x(), 7 - sq.y())
            } else {
                sq.offset(lender.dx, lender.dy * side.forward())
            };
            let Some(at) = at else {
                continue;
            };
            let Some(p) = pos.piece_at(at) else {
                continue;
            };
            let lends = if lender.reflected || lender.rebirth.is_some() {
                true
            } else if lender.friendly {
                p.belongs_to(side)
            } else {
                p.belongs_to(!side)
            };
            if lends {
                kinds.push(p.kind);
            }
        }
        if kinds.is_empty() || (observing && self.observes_by_own_walk) {
            kinds.push(piece.kind);
        }
        kinds
    }

    /// Appends the moves of the piece on `from` by its walks (without
    /// duplicates when it has several); a piece other than a pawn moving
    /// as a pawn does not promote, and only a double step by the piece's
    /// own kind of walk allows an en-passant capture (Popeye 4.104 under
    /// AnnanChess: a pawn's double step with a lent Berolina pawn's walk,
    /// or a Berolina pawn's with a lent pawn's, allows none).
    pub(crate) fn generate_at(
        &self,
        pos: &Position,
        from: Square,
        piece: Piece,
        side: Colour,
        observing: bool,
        out: &mut MoveList,
    ) {
        if let (Some(t), false) = (self.transmutes(piece, side), observing) {
            return self.transmuted_king_moves(pos, from, side, t, out);
        }
        if let Some(bolero) = self.bolero {
            return self.bolero_moves(bolero, pos, from, piece, side, out);
        }
        let kinds = self.walk_kinds_at(pos, from, piece, side, observing);
        let walk = |kind| self.generator.walk(kind).expect(CHECKED_AT_SETUP);
        if self.lenders.is_empty() && !self.transmission_menace {
            for kind in kinds {
                walk(kind).generate(pos, from, side, out);
            }
            return;
        }
        let start = out.len();
        let mut all = MoveList::new();
        for kind in kinds {
            let first = all.len();
            walk(kind).generate(pos, from, side, &mut all);
            if kind != piece.kind {
                for m in all[first..].iter_mut() {
                    if m.special == Special::DoubleStep {
                        m.special = Special::None;
                    }
                }
            }
        }
        // the arrival squares of the moves pushed: a move can only repeat
        // one arriving on the same square
        let mut arrivals = Bitboard::EMPTY;
        // (by reference: moving the list would copy its whole buffer)
        for &m in all.iter() {
            let mut m = m;
            if piece.kind != PieceKind::PAWN {
                m.promotion = None;
            }
            if piece.kind == PieceKind::PAWN
                && m.promotion.is_none()
                && m.to.y() == side.fold(7, 0)
                && !is_castling(&m)
            {
                // a pawn moving as another piece promotes on its last rank
                // (Popeye: under AnnanChess and NannaChess too)
                for &kind in &self.generator.rules().promotions {
                    let p = m.promoting(kind);
                    if !(arrivals.contains(p.to) && out[start..].contains(&p)) {
                        out.push(p);
                        arrivals.insert(p.to);
                    }
                }
                continue;
            }
            // the same step by two walks: once, allowing en passant if
            // either walk's does
            let same = if arrivals.contains(m.to) {
                out[start..].iter().position(|o| {
                    Move {
                        special: m.special,
                        ..*o
                    } == m
                })
            } else {
                None
            };
            match same {
                Some(i) if m.special == Special::DoubleStep => out[start + i].special = m.special,
                Some(_) => {}
                None => {
                    out.push(m);
                    arrivals.insert(m.to);
                }
            }
        }
    }
}

/// A square relative to a piece (`dy` counted in its side's forward
/// direction) whose occupant, friendly or opposing, lends it its walk; or
/// (PointReflection) the square point-symmetric to the piece's, or
/// (PowerTransfer) the piece's Circe game-array rebirth square, whose
/// occupant of either side lends it its walk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Lender {
    pub(crate) dx: i32,
    pub(crate) dy: i32,
    pub(crate) friendly: bool,
    pub(crate) reflected: bool,
    /// PowerTransfer: the rebirth square lends (`Some(true)`: to kings
    /// too, RexInclusive).
    pub(crate) rebirth: Option<bool>,
}

/// The walks a piece moves with (one, or two beside it).
pub(crate) type Walks<'a> = smallvec::SmallVec<[&'a dyn nightrider_movegen::WalkGenerator; 2]>;

/// The kinds of the walks a piece moves with.
pub(crate) type WalkKinds = smallvec::SmallVec<[PieceKind; 2]>;

/// PointReflection: whether `side` may castle, as Popeye has it: only
/// while its king and both its rook squares would move as themselves
/// (the squares reflecting them empty or holding a king, resp. rooks).
pub(crate) fn point_reflection_castles(pos: &Position, side: Colour) -> bool {
    let lends_only = |sq: Square, kind: PieceKind| {
        let reflected = Square::from_xy(7 - sq.x(), 7 - sq.y()).expect("on the board");
        pos.piece_at(reflected).is_none_or(|q| q.kind == kind)
    };
    let rank = side.fold(0, 7);
    let home = |x: i32| Square::from_xy(x, rank).expect("on the board");
    lends_only(home(4), PieceKind::KING)
        && lends_only(home(0), PieceKind::ROOK)
        && lends_only(home(7), PieceKind::ROOK)
}

impl Engine {
    /// Compiles a condition lending walks (PointReflection, AnnanChess,
    /// NannaChess, FaceToFace, BackToBack, CheekToCheek, PowerTransfer): the squares
    /// whose occupants lend their walks.
    pub(crate) fn compile_lending(&mut self, c: &Condition) {
        let lender = |dx, dy, friendly| Lender {
            dx,
            dy,
            friendly,
            reflected: false,
            rebirth: None,
        };
        match *c {
            Condition::PointReflection => self.lenders.push(Lender {
                dx: 0,
                dy: 0,
                friendly: false,
                reflected: true,
                rebirth: None,
            }),
            Condition::PowerTransfer { rex_inclusive } => self.lenders.push(Lender {
                dx: 0,
                dy: 0,
                friendly: false,
                reflected: false,
                rebirth: Some(rex_inclusive),
            }),
            Condition::Annan => self.lenders.push(lender(0, -1, true)),
            Condition::Nanna => self.lenders.push(lender(0, 1, true)),
            Condition::FaceToFace => self.lenders.push(lender(0, 1, false)),
            Condition::BackToBack => self.lenders.push(lender(0, -1, false)),
            Condition::CheekToCheek => {
                self.observes_by_own_walk = true;
                for dx in [-1, 1] {
                    self.lenders.push(lender(dx, 0, false));
                }
            }
            _ => {}
        }
    }
}
