//! Woozles, BiWoozles, Heffalumps and BiHeffalumps: a piece that
//! observes a unit observing it back cannot capture.
//!
//! As Popeye 4.104 plays them (found by experiment on hand-made and random
//! positions):
//! - under Woozles a piece cannot capture, nor give check, while it and a
//!   unit of its own side observe each other, each by its own walk (a
//!   queen and a bishop a square apart diagonally, a bishop and the pawn
//!   diagonally in front of it observing it, two grasshoppers over one
//!   hurdle); under BiWoozles the unit is one of the other side (the
//!   victim itself may be it: a rook does not capture a rook on its file),
//!   and the piece's own side counts for nothing;
//! - Heffalumps and BiHeffalumps: the same, only with a unit standing on
//!   the line of the capture through the piece (the line of the capture's
//!   vector reduced to its smallest step: a rook on d4 capturing on d7 is
//!   stopped by a king on d3 and a rook on d1, not by a rook on a4). The
//!   unit may stand on either side of the piece: behind it, or under
//!   BiHeffalumps ahead, the victim itself (a rook on d4 does not capture
//!   a rook on d7). A pawn never observes a unit of its own side on its
//!   line (it would stand behind it), so under Heffalumps it is never
//!   stopped;
//! - the observation of each other is that of the walks alone: a unit
//!   that could not itself capture under the condition still stops the
//!   piece, and a third unit changes nothing;
//! - kings count both as the piece and as the unit observing it, unless
//!   `RexExclusive` is given, which leaves kings out of the rule
//!   altogether;
//! - moves without a capture are free.
//!
//! Popeye refuses pieces whose moves do not keep one line (rose, the
//! spiralspringers, the bouncing, reflecting and direction-changing
//! pieces) under the Heffalumps; this module is compared with Popeye on the
//! orthodox pieces, leapers, riders and hoppers, and refuses the rest
//! ([`position_refusal`]).

use crate::condition::Condition;
use crate::engine::Engine;
use nightrider_board::{Colour, Move, PieceKind, Position, Square};

/// Woozles and its three relatives: whose units stop a capture, and where
/// they must stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct WoozleRules {
    /// BiWoozles and BiHeffalumps: the units stopping a capture are the
    /// other side's (the capturer's own under Woozles and Heffalumps).
    pub opposing: bool,
    /// Heffalumps and BiHeffalumps: only a unit on the line of the
    /// capture through the capturer stops it.
    pub on_line: bool,
    /// RexExclusive: kings neither are stopped nor stop.
    pub rex_exclusive: bool,
}

impl WoozleRules {
    /// The condition's name as Popeye prints it (`BiHeffalumps
    /// RexExclusive`).
    pub fn name(&self) -> &'static str {
        match (self.opposing, self.on_line, self.rex_exclusive) {
            (false, false, false) => "Woozles",
            (false, false, true) => "Woozles RexExclusive",
            (true, false, false) => "BiWoozles",
            (true, false, true) => "BiWoozles RexExclusive",
            (false, true, false) => "Heffalumps",
            (false, true, true) => "Heffalumps RexExclusive",
            (true, true, false) => "BiHeffalumps",
            (true, true, true) => "BiHeffalumps RexExclusive",
        }
    }

    /// All eight variants.
    pub const ALL: [WoozleRules; 8] = {
        let mut all = [WoozleRules {
            opposing: false,
            on_line: false,
            rex_exclusive: false,
        }; 8];
        let mut i = 0;
        while i < 8 {
            all[i] = WoozleRules {
                opposing: i & 1 != 0,
                on_line: i & 2 != 0,
                rex_exclusive: i & 4 != 0,
            };
            i += 1;
        }
        all
    };
}

/// The smallest step along the vector from `from` to `to` (the vector
/// divided by the greatest common divisor of its coordinates).
fn direction(from: Square, to: Square) -> (i32, i32) {
    let (dx, dy) = (to.x() - from.x(), to.y() - from.y());
    let g = gcd(dx.abs(), dy.abs()).max(1);
    (dx / g, dy / g)
}

fn gcd(a: i32, b: i32) -> i32 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

impl Engine {
    /// Whether `rules` let `side` play `m`: a move without a capture
    /// always, a capture unless its piece and a unit of the side named
    /// (standing on the capture's line under the Heffalumps) observe each
    /// other.
    pub(crate) fn woozles_allow(
        &self,
        rules: &WoozleRules,
        pos: &Position,
        m: &Move,
        side: Colour,
    ) -> bool {
        !m.is_capture() || !self.woozle_stopped(rules, pos, m.from, m.to, side)
    }

    /// Whether the piece on `from`, capturing for `side` towards `to`, is
    /// stopped by a unit it observes and that observes it.
    fn woozle_stopped(
        &self,
        rules: &WoozleRules,
        pos: &Position,
        from: Square,
        to: Square,
        side: Colour,
    ) -> bool {
        let Some(piece) = pos.piece_at(from) else {
            return false;
        };
        if rules.rex_exclusive && piece.kind == PieceKind::KING {
            return false;
        }
        let observers = if rules.opposing { !side } else { side };
        // the piece observes by its own walk, the unit by the walks it
        // moves with (AnnanChess lends them)
        let Ok(own_walk) = self.generator.walk(piece.kind) else {
            return false;
        };
        let line = rules.on_line.then(|| direction(from, to));
        let candidates = if self.borrows_walks() {
            pos.by_colour(observers).without(from)
        } else {
            // the units whose walks observe the piece (bitboards on
            // orthodox material)
            match self.generator.attackers(pos, from, observers) {
                Ok(attackers) => attackers,
                Err(_) => pos.by_colour(observers).without(from),
            }
        };
        candidates.into_iter().any(|sq| {
            let Some(unit) = pos.piece_at(sq) else {
                return false;
            };
            !(rules.rex_exclusive && unit.kind == PieceKind::KING)
                && line.is_none_or(|(dx, dy)| {
                    let d = direction(from, sq);
                    d == (dx, dy) || d == (-dx, -dy)
                })
                && self.plain_observes(pos, sq, from, observers)
                && own_walk.attacks(pos, from, sq, side)
        })
    }
}

/// Whether `c` is one of the four.
pub fn is_woozles(c: &Condition) -> bool {
    matches!(c, Condition::Woozles(_))
}

/// Whether `c` has been compared with Popeye beside one of the four
/// (move lists agreeing): none yet. (Beside AnnanChess Popeye lets a piece
/// moving with a lent walk check a king it observes back by its own walk,
/// `white Kf3, black Kg2 Sf2 Bg1`: no `Kf3*f2` under BiWoozles, by a rule
/// not found.)
pub fn compared_beside(c: &Condition) -> bool {
    let _ = c;
    false
}

/// The fairy pieces (Popeye's codes) compared with Popeye under the four:
/// leapers, riders and hoppers keeping one line.
pub const FAIRY_PIECES_COMPARED: &[&str] = &[
    "g", "n", "z", "ca", "al", "da", "fe", "we", "gi", "ka", "l", "nh", "li", "le", "pa", "va",
    "ma", "mo", "eq", "rh", "bh", "am", "em", "pr", "gn", "ok", "bi", "zr", "cr", "ch", "zh", "gr",
];

/// One of the four among `conditions` in a diagram we do not play: with
/// neutral pieces, or with a fairy piece (on the board or promoted to)
/// other than those of [`FAIRY_PIECES_COMPARED`].
pub fn position_refusal(
    pos: &Position,
    conditions: &[Condition],
    promotions: &[PieceKind],
) -> Option<&'static str> {
    if !conditions.iter().any(is_woozles) {
        return None;
    }
    if !pos.neutrals().is_empty() {
        return Some("Woozles or Heffalumps with neutral pieces");
    }
    (!crate::compat::fairy_pieces_compared(pos, promotions, FAIRY_PIECES_COMPARED))
        .then_some("Woozles or Heffalumps with fairy pieces other than leapers, riders and hoppers")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{engine_under, legal_moves_as_played, random_position};
    use nightrider_board::Piece;

    fn rules(opposing: bool, on_line: bool, rex_exclusive: bool) -> WoozleRules {
        WoozleRules {
            opposing,
            on_line,
            rex_exclusive,
        }
    }

    fn position(white: &[(PieceKind, Square)], black: &[(PieceKind, Square)]) -> Position {
        let mut pos = Position::empty();
        for &(kind, sq) in white {
            pos.put(sq, Piece::new(kind, Colour::White));
        }
        for &(kind, sq) in black {
            pos.put(sq, Piece::new(kind, Colour::Black));
        }
        pos.set_side_to_move_unrecorded(Colour::White);
        pos
    }

    fn allows(r: WoozleRules, pos: &Position, from: Square, to: Square) -> bool {
        let e = engine_under(pos, &[Condition::Woozles(r)]);
        e.woozles_allow(&r, pos, &Move::capture(from, to), Colour::White)
    }

    #[test]
    fn a_friend_observing_each_other_stops_a_capture_under_woozles() {
        // Popeye: white Rd1 Ke1, black Rd8: no Rd1*d8
        let pos = position(
            &[(PieceKind::ROOK, Square::D1), (PieceKind::KING, Square::E1)],
            &[(PieceKind::ROOK, Square::D8)],
        );
        assert!(!allows(
            rules(false, false, false),
            &pos,
            Square::D1,
            Square::D8
        ));
        assert!(allows(
            rules(false, false, true),
            &pos,
            Square::D1,
            Square::D8
        ));
        // the enemy rook observing back counts under BiWoozles only
        assert!(!allows(
            rules(true, false, false),
            &pos,
            Square::D1,
            Square::D8
        ));
        // the king is off the rook's line: not under the Heffalumps
        assert!(allows(
            rules(false, true, false),
            &pos,
            Square::D1,
            Square::D8
        ));
    }

    #[test]
    fn one_way_observation_stops_nothing() {
        // a bishop on b1 observes a rook on a2, which does not observe it
        let pos = position(
            &[
                (PieceKind::BISHOP, Square::B1),
                (PieceKind::ROOK, Square::A2),
            ],
            &[(PieceKind::KNIGHT, Square::F5)],
        );
        assert!(allows(
            rules(false, false, false),
            &pos,
            Square::B1,
            Square::F5
        ));
        // a queen there observes the bishop back
        let pos = position(
            &[
                (PieceKind::BISHOP, Square::B1),
                (PieceKind::QUEEN, Square::A2),
            ],
            &[(PieceKind::KNIGHT, Square::F5)],
        );
        assert!(!allows(
            rules(false, false, false),
            &pos,
            Square::B1,
            Square::F5
        ));
    }

    #[test]
    fn heffalumps_looks_along_the_capture_by_the_smallest_step() {
        // Popeye: white Rd4 Kd3, black Pd7: no Rd4*d7 (d3 is one step
        // behind, the capture three steps ahead)
        let pos = position(
            &[(PieceKind::ROOK, Square::D4), (PieceKind::KING, Square::D3)],
            &[(PieceKind::PAWN, Square::D7)],
        );
        assert!(!allows(
            rules(false, true, false),
            &pos,
            Square::D4,
            Square::D7
        ));
        // sideways, a rook on a4 observes the rook back: not on the line
        let pos = position(
            &[(PieceKind::ROOK, Square::D4), (PieceKind::ROOK, Square::A4)],
            &[(PieceKind::PAWN, Square::D7)],
        );
        assert!(!allows(
            rules(false, false, false),
            &pos,
            Square::D4,
            Square::D7
        ));
        assert!(allows(
            rules(false, true, false),
            &pos,
            Square::D4,
            Square::D7
        ));
        // Popeye: white Rd4, black Rd7: no Rd4*d7 under BiHeffalumps (the
        // victim ahead observes the rook back), but a bishop there is
        // captured
        let pos = position(
            &[(PieceKind::ROOK, Square::D4)],
            &[(PieceKind::ROOK, Square::D7)],
        );
        assert!(!allows(
            rules(true, true, false),
            &pos,
            Square::D4,
            Square::D7
        ));
        let pos = position(
            &[(PieceKind::ROOK, Square::D4)],
            &[(PieceKind::BISHOP, Square::D7)],
        );
        assert!(allows(
            rules(true, true, false),
            &pos,
            Square::D4,
            Square::D7
        ));
    }

    #[test]
    fn a_stopped_piece_gives_no_check() {
        // Popeye: white Rd1 Ke1, black Kd8 is legal (no check)
        let mut pos = position(
            &[(PieceKind::ROOK, Square::D1), (PieceKind::KING, Square::E1)],
            &[(PieceKind::KING, Square::D8)],
        );
        let e = engine_under(&pos, &[Condition::Woozles(rules(false, false, false))]);
        assert!(!e.in_check(&pos, Colour::Black));
        pos.remove_piece(Square::E1);
        let e = engine_under(&pos, &[Condition::Woozles(rules(false, false, false))]);
        assert!(e.in_check(&pos, Colour::Black));
    }

    #[test]
    fn names_are_popeyes() {
        let names: Vec<_> = WoozleRules::ALL.iter().map(WoozleRules::name).collect();
        assert_eq!(names.len(), 8);
        assert!(names.contains(&"BiHeffalumps RexExclusive"));
        assert_eq!(direction(Square::D1, Square::D7), (0, 1));
        assert_eq!(direction(Square::C1, Square::G3), (2, 1));
    }

    proptest::proptest! {
        /// Under each of the four the legal moves are those found by
        /// playing every candidate, and the rules nest: every capture
        /// Woozles allows the Heffalumps allow (a unit behind the piece is
        /// one of the units), and every capture allowed with kings is
        /// allowed under RexExclusive.
        #[test]
        fn the_rules_nest(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 2..14),
            black in proptest::bool::ANY,
            variant in 0usize..8,
        ) {
            let r = WoozleRules::ALL[variant];
            let mut pos = random_position(&cells, [true, true], black);
            let e = engine_under(&pos, &[Condition::Woozles(r)]);
            legal_moves_as_played(&e, &mut pos)?;
            let orthodox = engine_under(&pos, &[]);
            let mut captures = nightrider_movegen::MoveList::new();
            orthodox.legal_moves(&mut pos, &mut captures);
            let side = pos.side_to_move();
            for m in captures.iter().filter(|m| m.is_capture()) {
                let allowed = |r: WoozleRules| e.woozles_allow(&r, &pos, m, side);
                let line = WoozleRules { on_line: true, ..r };
                let rex = WoozleRules { rex_exclusive: true, ..r };
                proptest::prop_assert!(!allowed(r) || allowed(line), "{m:?}");
                proptest::prop_assert!(!allowed(r) || allowed(rex), "{m:?}");
            }
        }
    }
}
