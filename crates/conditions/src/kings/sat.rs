//! SAT and StrictSAT, as Popeye 4.104 plays them (found by running it):
//! a side is in check when its king has flights, not when it is
//! attacked.
//!
//! A *flight* is a square next to the king, empty or held by the other
//! side (but not by its king), where the king would not be attacked (judged with the king moved
//! there). Each side has a count `n` (`SAT n m`: White's `n`, Black's
//! `m`; one number for both; none for 0): the side is in check when its
//! king has more than `n` of them, where its own square counts as one
//! more when it is not attacked and
//!
//! - under SAT, either count is above 0 (plain `SAT` never counts it:
//!   there a king is in check when it has any flight, attacked or not,
//!   while under `SAT 0 1` White's unattacked king is always in check);
//! - under StrictSAT, the king has been attacked in the diagram or
//!   after some move since.
//!
//! A royal piece other than a king stands for its side's king: its
//! flights are the squares its own walk reaches (each once), empty or
//! held by the other side (not by its royal piece), where it would not be
//! attacked. A royal pawn's are the squares of its moves (a promotion
//! square once, whatever it promotes to; it promotes to a royal piece).
//! Royal fairy pieces are played where compared with Popeye (the
//! grasshopper, nightrider, zebra, dummy and Chinese pawn) and refused
//! otherwise (Popeye 4.104 finds a royal Berolina pawn in check where it
//! has no flight found here).
//!
//! No move captures a king or royal piece (an attacked one may stand);
//! castling is tested with these checks. A side without a king is never
//! in check.

use crate::condition::Condition;
use crate::engine::{Engine, CHECKED_AT_SETUP};
use crate::hooks::MoveRule;
use nightrider_board::{Colour, Piece, Position, Square};

/// The greatest count Popeye 4.104 prints right (as a Roman numeral);
/// no king has more than this many flights and squares.
pub const MAX_COUNT: u8 = 8;

/// SAT or StrictSAT with the two sides' counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Sat {
    /// StrictSAT: the king's own square counts only once it has been
    /// attacked.
    pub strict: bool,
    /// The counts of flights a side may have without being in check,
    /// White's first.
    pub counts: [u8; 2],
}

impl Sat {
    /// The condition's line as Popeye prints it: `SAT`, `SAT III` (both
    /// counts 3), `SAT III/V`, `SAT /I` (White's 0), `StrictSAT II/`.
    pub fn line(&self) -> String {
        let name = if self.strict { "StrictSAT" } else { "SAT" };
        match self.counts {
            [0, 0] => name.to_string(),
            [w, b] if w == b => format!("{name} {}", roman(w)),
            [w, b] => format!("{name} {}/{}", roman(w), roman(b)),
        }
    }

    /// Whether an unattacked king's own square may count as a flight
    /// without looking at the moves played (plain SAT: never; SAT with a
    /// count: always).
    fn own_square_counts(&self) -> Option<bool> {
        (!self.strict).then_some(self.counts != [0, 0])
    }
}

/// `n` (at most [`MAX_COUNT`]) in Roman numerals, empty for 0.
fn roman(n: u8) -> &'static str {
    ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII"]
        .get(usize::from(n))
        .copied()
        .unwrap_or("")
}

/// The SAT rules among `conditions`, if any.
pub fn sat(conditions: &[Condition]) -> Option<Sat> {
    conditions.iter().find_map(|c| match *c {
        Condition::Sat(s) => Some(s),
        _ => None,
    })
}

/// SAT beside a condition it has not been compared with Popeye beside,
/// as the two names for the error: it stands beside plain Circe and
/// NoCapture alone (beside Madrasi, MonochromChess, BichromChess and
/// Patrouille Popeye's flights obey the rules on moves in ways not
/// followed here).
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions.iter().find(|c| matches!(c, Condition::Sat(_)))?;
    let other = conditions.iter().find(|c| {
        *c != first
            && !matches!(c, Condition::NoCapture)
            && !matches!(c, Condition::Circe(rules) if *rules == crate::condition::CirceRules::default())
    })?;
    Some((first.to_string(), other.to_string()))
}

/// The fairy kinds compared with Popeye 4.104 as royal pieces under SAT
/// (grasshopper, nightrider, zebra, dummy, Chinese pawn), by their codes.
const ROYAL_FAIRY_KINDS: [&str; 5] = ["g", "n", "z", "du", "cp"];

/// What of the diagram `pos` cannot be played under SAT: royal fairy
/// pieces of kinds not compared with Popeye (a royal Berolina pawn's
/// check differs from Popeye 4.104's), fairy pieces beside another
/// condition and neutral pieces (not compared with Popeye).
pub(crate) fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    sat(conditions)?;
    let royal_uncompared = pos.board().iter().flatten().any(|p| {
        p.is_royal()
            && !p.kind.is_orthodox()
            && !nightrider_board::catalogue::entry(p.kind)
                .and_then(|e| e.en)
                .is_some_and(|code| ROYAL_FAIRY_KINDS.contains(&code))
    });
    if royal_uncompared {
        return Some("SAT with royal fairy pieces of this kind");
    }
    if conditions.len() > 1 && !pos.fairy().is_empty() {
        // (compared with Popeye alone)
        return Some("SAT with fairy pieces beside another condition");
    }
    (!pos.neutrals().is_empty()).then_some("SAT with neutral pieces")
}

impl Engine {
    /// Whether `side` is in check under `sat`: its king has more flights
    /// than its count, its own square counted as the module says.
    pub(crate) fn sat_in_check(&self, pos: &Position, side: Colour, sat: &Sat) -> bool {
        let Some(king) = pos.royals(side).into_iter().next() else {
            return false;
        };
        let Some(piece) = pos.piece_at(king) else {
            return false;
        };
        let allowed = usize::from(sat.counts[side.idx()]);
        let attacked = self.attacked(pos, side);
        let flights = self.flights(pos, king, piece, side, allowed + 1);
        if flights > allowed {
            return true;
        }
        if attacked || flights < allowed {
            // (the own square cannot tip the balance)
            return false;
        }
        match sat.own_square_counts() {
            Some(counts) => counts,
            None => self.attacked_since_diagram(pos, side),
        }
    }

    /// Whether `side`'s king is attacked by the other side under the
    /// rules on checks of the conditions beside (by the walks alone when
    /// there are none).
    fn attacked(&self, pos: &Position, side: Colour) -> bool {
        if self.observation_rules.is_empty()
            && !self.move_rules.iter().any(MoveRule::applies_to_checks)
        {
            return self.generator.in_check(pos, side).expect(CHECKED_AT_SETUP);
        }
        self.attacked_under_rules(pos, side)
    }

    /// The flights of the king `piece` of `side` on `king`, counted up
    /// to `enough`.
    fn flights(
        &self,
        pos: &Position,
        king: Square,
        piece: Piece,
        side: Colour,
        enough: usize,
    ) -> usize {
        // (not the other king's square: Popeye 4.104 counts no flight
        // there)
        let open = |sq: Square| {
            pos.piece_at(sq)
                .is_none_or(|p| !p.is_neutral() && !p.is_royal() && p.colour != side)
        };
        let candidates: Vec<Square> = if piece.kind == nightrider_board::PieceKind::KING {
            nightrider_movegen::attacks::king(king)
                .into_iter()
                .filter(|&sq| open(sq))
                .collect()
        } else {
            self.royal_piece_destinations(pos, king, piece, side)
                .into_iter()
                .filter(|&sq| open(sq))
                .collect()
        };
        if candidates.is_empty() {
            return 0;
        }
        let mut work = pos.clone();
        work.clear(king);
        let mut found = 0;
        for sq in candidates {
            let there = work.piece_at(sq);
            work.put(sq, piece);
            if !self.attacked(&work, side) {
                found += 1;
            }
            match there {
                Some(p) => work.put(sq, p),
                None => work.clear(sq),
            }
            if found >= enough {
                break;
            }
        }
        found
    }

    /// The squares a royal piece `piece` other than a king, on `from`,
    /// reaches by its own walk (its flights, where it is not attacked),
    /// each once.
    fn royal_piece_destinations(
        &self,
        pos: &Position,
        from: Square,
        piece: Piece,
        side: Colour,
    ) -> nightrider_board::Bitboard {
        let mut moves = nightrider_movegen::MoveList::new();
        self.generator
            .walk(piece.kind)
            .expect(CHECKED_AT_SETUP)
            .generate(pos, from, side, &mut moves);
        moves
            .iter()
            .fold(nightrider_board::Bitboard::EMPTY, |b, m| {
                b | nightrider_board::Bitboard::from_square(m.to)
            })
    }

    /// StrictSAT: whether `side`'s king was attacked in the diagram or
    /// after any move played since.
    fn attacked_since_diagram(&self, pos: &Position, side: Colour) -> bool {
        if self.attacked(pos, side) {
            return true;
        }
        let mut earlier = pos.clone();
        while earlier.moves_played() > 0 {
            earlier.undo_move();
            if self.attacked(&earlier, side) {
                return true;
            }
        }
        false
    }

    /// StrictSAT: which sides' kings have been attacked since the
    /// diagram, as a hash to combine with the position's (the history
    /// changes what is check); zero under SAT.
    pub(crate) fn sat_history_hash(&self, pos: &Position) -> u64 {
        match self.sat {
            Some(sat) if sat.strict => [Colour::White, Colour::Black]
                .into_iter()
                .filter(|&side| self.attacked_since_diagram(pos, side))
                .fold(0, |h, side| {
                    h ^ side.fold(0x5a7c_3e91_d2b4_0f17, 0x93e1_48c6_7ab2_5d03)
                }),
            _ => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::position;
    use nightrider_board::PieceKind;
    use nightrider_movegen::{MoveGenerator, MoveList, Rules, WalkRegistry};

    fn engine(pos: &Position, strict: bool, counts: [u8; 2]) -> Engine {
        let generator =
            MoveGenerator::for_position(pos, Rules::default(), &WalkRegistry::new()).unwrap();
        Engine::new(generator, &[Condition::Sat(Sat { strict, counts })]).unwrap()
    }

    /// White's king on a1 with `blockers` of its own around, a black
    /// knight on b3 when `attacked`; Black's king boxed in on h8.
    fn corner(blockers: &[Square], attacked: bool) -> Position {
        use Colour::{Black, White};
        let mut pieces = vec![
            (Square::A1, PieceKind::KING, White),
            (Square::H8, PieceKind::KING, Black),
            (Square::G8, PieceKind::BISHOP, Black),
            (Square::G7, PieceKind::PAWN, Black),
            (Square::H7, PieceKind::PAWN, Black),
        ];
        pieces.extend(blockers.iter().map(|&sq| (sq, PieceKind::PAWN, White)));
        if attacked {
            pieces.push((Square::B3, PieceKind::KNIGHT, Black));
        }
        position(&pieces)
    }

    #[test]
    fn the_counts_and_the_own_square_decide_the_check() {
        // (as Popeye 4.104: with the knight on b3 all three squares are
        // flights; without it a2 is the bishop's, b1 and b2 are)
        let free = corner(&[], false);
        let one = corner(&[Square::A2, Square::B2], false);
        let none = corner(&[Square::A2, Square::B2, Square::B1], false);
        let plain = engine(&free, false, [0, 0]);
        assert!(plain.in_check(&one, Colour::White));
        assert!(!plain.in_check(&none, Colour::White));
        // an attacked king without flights is not in check
        let boxed_attacked = corner(&[Square::A2, Square::B2, Square::B1], true);
        assert!(!plain.in_check(&boxed_attacked, Colour::White));
        // SAT 1: the unattacked king's square counts too
        let one_each = engine(&free, false, [1, 1]);
        assert!(one_each.in_check(&one, Colour::White));
        assert!(!one_each.in_check(&none, Colour::White));
        let one_attacked = corner(&[Square::A2, Square::B2], true);
        assert!(!one_each.in_check(&one_attacked, Colour::White));
        // SAT 0 1: White's unattacked king is always in check
        let white_zero = engine(&free, false, [0, 1]);
        assert!(white_zero.in_check(&none, Colour::White));
        assert!(!white_zero.in_check(&boxed_attacked, Colour::White));
        // StrictSAT 1: never attacked, the square does not count
        let strict = engine(&free, true, [1, 1]);
        assert!(!strict.in_check(&one, Colour::White));
        assert!(strict.in_check(&free, Colour::White));
    }

    #[test]
    fn under_strict_sat_the_square_counts_once_the_king_was_attacked() {
        use Colour::{Black, White};
        // White's king boxed in on e1, attacked by the rook e7: blocking
        // on e2 leaves it unattacked with its own square as a flight
        let mut pos = position(&[
            (Square::E1, PieceKind::KING, White),
            (Square::D1, PieceKind::QUEEN, White),
            (Square::F1, PieceKind::BISHOP, White),
            (Square::D2, PieceKind::PAWN, White),
            (Square::F2, PieceKind::PAWN, White),
            (Square::G1, PieceKind::KNIGHT, White),
            (Square::H8, PieceKind::KING, Black),
            (Square::G8, PieceKind::BISHOP, Black),
            (Square::G7, PieceKind::PAWN, Black),
            (Square::H7, PieceKind::PAWN, Black),
            (Square::E7, PieceKind::ROOK, Black),
        ]);
        let knight = |e: &Engine, pos: &mut Position| {
            let mut moves = MoveList::new();
            e.legal_moves(pos, &mut moves);
            let mut to: Vec<Square> = moves.iter().map(|m| m.to).collect();
            to.sort();
            to
        };
        // (Popeye: StrictSAT Sg1-f3, Sg1-h3; SAT Sg1-e2 too)
        let strict = engine(&pos, true, [0, 0]);
        assert_eq!(knight(&strict, &mut pos), [Square::F3, Square::H3]);
        let plain = engine(&pos, false, [0, 0]);
        assert_eq!(
            knight(&plain, &mut pos),
            [Square::E2, Square::F3, Square::H3]
        );
    }

    /// `pieces` with the pieces on `royal` marked royal, White to move.
    fn with_royals(pieces: &[(Square, PieceKind, Colour)], royal: &[Square]) -> Position {
        let mut pos = position(pieces);
        for &sq in royal {
            let p = pos.piece_at(sq).unwrap();
            pos.put(sq, p.with_attributes(nightrider_board::Attributes::ROYAL));
        }
        pos
    }

    #[test]
    fn a_royal_piece_flies_by_its_own_walk() {
        use Colour::{Black, White};
        // (Popeye 4.104, SAT 6: the royal knight on d4 has six flights
        // besides its square, b3 and e6 being the bishop's; only Sd4-b3,
        // to six flights on an attacked square, leaves it out of check)
        let mut pos = with_royals(
            &[
                (Square::D4, PieceKind::KNIGHT, White),
                (Square::A2, PieceKind::PAWN, White),
                (Square::H8, PieceKind::ROOK, Black),
                (Square::H7, PieceKind::PAWN, Black),
                (Square::G8, PieceKind::BISHOP, Black),
            ],
            &[Square::D4, Square::H8],
        );
        let e = engine(&pos, false, [6, 6]);
        assert!(e.in_check(&pos, White));
        assert_eq!(
            crate::test_support::sorted_move_squares(&e, &mut pos),
            ["d4b3"]
        );
        let e = engine(&pos, false, [7, 7]);
        assert!(!e.in_check(&pos, White));
    }

    #[test]
    fn no_move_captures_a_royal_piece() {
        use Colour::{Black, White};
        // (Popeye 4.104, SAT 7: the royal rook does not take the royal
        // bishop on e1, nor leaves its rank open to more than 7 flights)
        let mut pos = with_royals(
            &[
                (Square::A1, PieceKind::ROOK, White),
                (Square::A2, PieceKind::PAWN, White),
                (Square::B2, PieceKind::PAWN, White),
                (Square::E1, PieceKind::BISHOP, Black),
                (Square::D2, PieceKind::PAWN, Black),
                (Square::F2, PieceKind::PAWN, Black),
                (Square::G3, PieceKind::PAWN, Black),
            ],
            &[Square::A1, Square::E1],
        );
        let e = engine(&pos, false, [7, 7]);
        assert_eq!(
            crate::test_support::sorted_move_squares(&e, &mut pos),
            ["a1b1", "a1d1", "a2a3", "a2a4", "b2b3", "b2b4"]
        );
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// Under SAT and StrictSAT every legal move leaves the mover with
        /// no more flights than its count allows and captures no king (nor
        /// royal piece, where kings give way to them), and
        /// the legal moves are those found by playing every candidate.
        #[test]
        fn legal_moves_leave_the_mover_out_of_check(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
            strict in proptest::bool::ANY,
            counts in (0u8..=MAX_COUNT, 0u8..=MAX_COUNT),
            royal in proptest::option::of(0usize..4),
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            if let Some(k) = royal {
                // (the kings as royal pieces of another kind)
                let kinds = [PieceKind::QUEEN, PieceKind::ROOK, PieceKind::BISHOP, PieceKind::KNIGHT];
                for (sq, colour) in [(Square::E1, Colour::White), (Square::E8, Colour::Black)] {
                    let royal = nightrider_board::Piece::new(kinds[k], colour)
                        .with_attributes(nightrider_board::Attributes::ROYAL);
                    pos.put(sq, royal);
                }
            }
            let side = pos.side_to_move();
            let e = engine(&pos, strict, [counts.0, counts.1]);
            // (positions where the side not to move is in check are refused)
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let list = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
            for m in list.iter() {
                proptest::prop_assert!(
                    crate::kings::captures_no_royal(&pos, m),
                    "{m:?} captures a royal piece"
                );
                let mut after = pos.clone();
                e.play(&mut after, m);
                proptest::prop_assert!(!e.in_check(&after, side), "{m:?} leaves the mover in check");
            }
        }
    }

    #[test]
    fn lines_and_refusals() {
        let line = |strict, counts| Sat { strict, counts }.line();
        assert_eq!(line(false, [0, 0]), "SAT");
        assert_eq!(line(false, [3, 3]), "SAT III");
        assert_eq!(line(false, [3, 5]), "SAT III/V");
        assert_eq!(line(false, [0, 1]), "SAT /I");
        assert_eq!(line(true, [2, 0]), "StrictSAT II/");
        let sat = Condition::Sat(Sat {
            strict: false,
            counts: [0, 0],
        });
        assert_eq!(combination_refusal(std::slice::from_ref(&sat)), None);
        assert_eq!(
            combination_refusal(&[sat.clone(), Condition::NoCapture]),
            None
        );
        assert!(combination_refusal(&[sat, Condition::Checkless]).is_some());
    }
}
