//! BGL (the balances of Petko A. Petkov), as Popeye 4.104 plays it (found
//! by running it; its manual gives the name only).
//!
//! Each side has a balance (`BGL 7 3`: White 7, Black 3; `-` for
//! unlimited), or both share one (`BGL 8`). A move costs the distance its
//! piece travels, √(dx² + dy²) between the squares' centres rounded to
//! hundredths (a castling: the king's two squares), paid from the balance
//! of the side that plays it (a neutral piece's move from the balance of
//! the side moving it). A move costing more than what is left is no move,
//! and a piece checks only where its side could pay for the capture of
//! the king.
//!
//! The balances are not part of the position: they are read from the
//! moves played since the diagram ([`Bgl::left`]), and the transposition
//! tables key on them ([`crate::Engine::history_hash`]). A move of a side
//! whose balance is limited is noted with the balances left after it
//! ([`Annotation::Balances`]), which Popeye prints after the move
//! (`Kd1-c1 (6/3)`, `(-/28)`, one number when shared): a note found only
//! for the moves printed ([`crate::Engine::path_notes`]), not by
//! [`crate::Engine::play`], which plays a move under BGL as it is. (The
//! only condition allowed beside BGL, Madrasi, notes nothing: the note
//! stands alone.)
//!
//! A move's cost comes from a table ([`cost`]); the balances left are
//! read from the moves played once per generation of the moves of a
//! side ([`crate::Engine::legal_moves`] and its relatives), not once per
//! move.

use crate::condition::Condition;
use crate::engine::{Engine, CHECKED_AT_SETUP};
use nightrider_board::{Annotation, Colour, Effect, Move, Position, Square};

/// The balances of BGL, in hundredths.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Bgl {
    /// White's and Black's balances at the diagram (`None`: unlimited);
    /// when `shared`, White's is the one both pay from.
    pub balances: [Option<u32>; 2],
    /// One balance for both sides (`BGL 8`).
    pub shared: bool,
}

/// A balance as Popeye prints it: hundredths with the trailing zeros
/// dropped (`4.5`, `0.09`, `7`), `-` for unlimited.
///
/// ```
/// use nightrider_conditions::kings::bgl::balance_text;
/// assert_eq!(balance_text(Some(450)), "4.5");
/// assert_eq!(balance_text(Some(9)), "0.09");
/// assert_eq!(balance_text(Some(700)), "7");
/// assert_eq!(balance_text(None), "-");
/// ```
pub fn balance_text(balance: Option<u32>) -> String {
    match balance {
        None => "-".to_string(),
        Some(h) if h % 100 == 0 => format!("{}", h / 100),
        Some(h) if h % 10 == 0 => format!("{}.{}", h / 100, h % 100 / 10),
        Some(h) => format!("{}.{:02}", h / 100, h % 100),
    }
}

/// The cost of a move from `from` to `to`, in hundredths: the distance
/// between the squares' centres, rounded.
///
/// ```
/// use nightrider_board::Square;
/// use nightrider_conditions::kings::bgl::cost;
/// assert_eq!(cost(Square::B1, Square::C3), 224); // a knight: √5
/// assert_eq!(cost(Square::D1, Square::E2), 141);
/// assert_eq!(cost(Square::A2, Square::A1), 100);
/// ```
pub fn cost(from: Square, to: Square) -> u32 {
    u32::from(COSTS[from.x().abs_diff(to.x()) as usize][from.y().abs_diff(to.y()) as usize])
}

/// The costs of the moves by the files and ranks crossed (`COSTS[dx][dy]`),
/// in hundredths: the integer nearest to 100·√(dx² + dy²), computed in
/// integers once for all (the test `costs_are_the_rounded_distances`
/// compares them with the distances in floating point).
const COSTS: [[u16; 8]; 8] = {
    let mut table = [[0u16; 8]; 8];
    let mut dx = 0;
    while dx < 8 {
        let mut dy = 0;
        while dy < 8 {
            // (at most 990: the cast cannot overflow)
            table[dx][dy] = nearest_root((dx * dx + dy * dy) as u32 * 10_000) as u16;
            dy += 1;
        }
        dx += 1;
    }
    table
};

/// The integer nearest to √n. There is never a tie: √n lies halfway
/// between s and s + 1 only if 4n = (2s + 1)², and an odd square is no
/// multiple of 4.
const fn nearest_root(n: u32) -> u32 {
    let mut s = 0;
    while (s + 1) * (s + 1) <= n {
        s += 1;
    }
    if 4 * n > (2 * s + 1) * (2 * s + 1) {
        s + 1
    } else {
        s
    }
}

/// The squares the moving piece of a move played went from and to, read
/// from its journaled effects (`None` for a null move), and whether the
/// move switched the side to move. A move proper is journaled first
/// (after the removal of its victims); a castling as the king's removal
/// and the rook's, then their additions.
fn travel(effects: &[Effect]) -> (Option<(Square, Square)>, bool) {
    // (the usual case: a move proper with no victim, journaled first, the
    // switch of the side to move last; what the loop below finds too)
    if let [Effect::Move { from, to }, .., Effect::SwitchSide] = *effects {
        return (Some((from, to)), true);
    }
    let mut first_removed = None;
    let mut travelled = None;
    let mut switched = false;
    for effect in effects {
        match *effect {
            Effect::Move { from, to } => {
                travelled.get_or_insert((from, to));
            }
            Effect::Remove { square, piece } => {
                first_removed.get_or_insert((square, piece));
            }
            Effect::Add { square, piece } if travelled.is_none() => {
                if let Some((from, removed)) = first_removed {
                    if removed == piece {
                        travelled = Some((from, square));
                    }
                }
            }
            Effect::SwitchSide => switched = true,
            _ => {}
        }
    }
    (travelled, switched)
}

/// Whether `m` costs no more than `left` (`None`: unlimited), what its
/// side has left ([`Bgl::left`]).
pub fn within(left: Option<u32>, m: &Move) -> bool {
    left.is_none_or(|left| cost(m.from, m.to) <= left)
}

/// The most a move can cost: from corner to corner (7·√2).
const MAX_COST: u32 = COSTS[7][7] as u32;

/// Whether a balance left (`None`: unlimited) pays for every move.
fn pays_for_any(left: Option<u32>) -> bool {
    left.is_none_or(|left| left >= MAX_COST)
}

impl Bgl {
    /// The condition's line as Popeye prints it: `BGL 4.5/4`, `BGL -/29`,
    /// `BGL 27.42` when shared.
    pub fn line(&self) -> String {
        if self.shared {
            format!("BGL {}", balance_text(self.balances[0]))
        } else {
            format!(
                "BGL {}/{}",
                balance_text(self.balances[0]),
                balance_text(self.balances[1])
            )
        }
    }

    /// The index of the balance `side` pays from.
    fn index(&self, side: Colour) -> usize {
        if self.shared {
            0
        } else {
            side.idx()
        }
    }

    /// What is left of `side`'s balance in `pos` (`None`: unlimited): its
    /// balance at the diagram less the moves it has played since.
    pub fn left(&self, pos: &Position, side: Colour) -> Option<u32> {
        let start = self.balances[self.index(side)]?;
        Some(start.saturating_sub(self.spent(pos)[self.index(side)]))
    }

    /// What is left of both balances in `pos` (White's, Black's; when
    /// shared, both the one balance): [`Bgl::left`] of each side, read
    /// from the moves played in one pass.
    pub fn both_left(&self, pos: &Position) -> [Option<u32>; 2] {
        let spent = self.spent(pos);
        [Colour::White, Colour::Black].map(|side| {
            let i = self.index(side);
            self.balances[i].map(|start| start.saturating_sub(spent[i]))
        })
    }

    /// What the moves played since the diagram cost, by the balance they
    /// were paid from (when shared, all in White's).
    fn spent(&self, pos: &Position) -> [u32; 2] {
        let mut spent = [0u32; 2];
        // the side to move after each move, walking back
        let mut after = pos.side_to_move();
        for back in 0..pos.moves_played() {
            let Some(effects) = pos.earlier_move_effects(back) else {
                break;
            };
            let (travelled, switched) = travel(effects);
            let mover = if switched { !after } else { after };
            if let Some((from, to)) = travelled {
                let paid = &mut spent[self.index(mover)];
                *paid = paid.saturating_add(cost(from, to));
            }
            after = mover;
        }
        spent
    }

    /// Whether `side` can pay for `m` in `pos` (a move, or the capture
    /// of a king that makes a check).
    pub fn affords(&self, pos: &Position, m: &Move, side: Colour) -> bool {
        within(self.left(pos, side), m)
    }

    /// The balances left after `m`, a move of the side to move in `pos`,
    /// as its annotation; `None` when that side's balance is unlimited
    /// (Popeye then prints nothing). The same as the balances read from
    /// the moves played once `m` is (the proptest `no_move_costs_more_than_the_balance_left`
    /// compares them).
    pub fn annotation_after(&self, pos: &Position, m: &Move) -> Option<Annotation> {
        let paid = self.index(pos.side_to_move());
        self.balances[paid]?;
        let mut left = self.both_left(pos);
        left[paid] = left[paid].map(|l| l.saturating_sub(cost(m.from, m.to)));
        Some(Annotation::Balances {
            white: left[0],
            black: if self.shared { None } else { left[1] },
            shared: self.shared,
        })
    }
}

impl Engine {
    /// BGL, when it is the only condition. Its rule is then the only one
    /// on checks (it takes away those its side cannot pay for), and
    /// without it the checks would be the generator's own: BGL's checks
    /// are the generator's checks that their side can pay for.
    fn bgl_alone(&self) -> Option<Bgl> {
        match (self.bgl, self.conditions.as_slice()) {
            (Some(bgl), [Condition::Bgl(_)]) => Some(bgl),
            _ => None,
        }
    }

    /// Whether `side` is in check where BGL is the only condition
    /// ([`Engine::in_check`]; `None` under other conditions): see
    /// [`Engine::bgl_check_paid`].
    pub(crate) fn bgl_in_check(&self, pos: &Position, side: Colour) -> Option<bool> {
        let bgl = self.bgl_alone()?;
        Some(self.bgl_check_paid(pos, side, || bgl.left(pos, !side)))
    }

    /// Whether `side` is in check where BGL is the only condition, the
    /// other side having `left()` to pay from: a capture of a royal piece
    /// by an attacker of the generator (BGL only takes checks away) that
    /// the other side can pay for. The balance is read only once there is
    /// an attacker; with enough for any move (the most a move costs is
    /// [`MAX_COST`]) every attacker checks, else the capture of an
    /// orthodox piece lands on the royal piece's square and costs the
    /// distance to it (a fairy piece's is judged by the rules, as
    /// elsewhere). The proptest `the_checks_are_the_captures_paid_for`
    /// compares this with the rule judged attacker by attacker.
    fn bgl_check_paid(
        &self,
        pos: &Position,
        side: Colour,
        left: impl FnOnce() -> Option<u32>,
    ) -> bool {
        let mut left = Some(left);
        let mut paid = None;
        let attacked = pos.royals(side).into_iter().any(|royal| {
            let attackers = self
                .generator
                .attackers(pos, royal, !side)
                .expect(CHECKED_AT_SETUP);
            if attackers.is_empty() {
                return false;
            }
            let have = *paid.get_or_insert_with(|| left.take().and_then(|f| f()));
            if pays_for_any(have) {
                return true;
            }
            let have = have.unwrap_or(u32::MAX);
            attackers.into_iter().any(|from| match pos.piece_at(from) {
                Some(p) if p.kind.is_orthodox() => cost(from, royal) <= have,
                _ => self.observation_stands(pos, from, royal, !side),
            })
        });
        attacked || self.royal_taken_en_passant(pos, side)
    }

    /// Where BGL is the only condition, what the side not to move in
    /// `pos` has left to pay from, and whether the balance is shared;
    /// `None` under other conditions. Read once for all moves of the side
    /// to move: see [`Engine::bgl_pays_for_any_after`] and
    /// [`Engine::bgl_legal_when_played`].
    pub(crate) fn bgl_other_side_left(&self, pos: &Position) -> Option<(Option<u32>, bool)> {
        let bgl = self.bgl_alone()?;
        Some((bgl.left(pos, !pos.side_to_move()), bgl.shared))
    }

    /// What the other side has left after `m`, a move of the side to
    /// move, where `other` is what [`Engine::bgl_other_side_left`] gave
    /// before it: its balance stays (the mover pays from its own), or when
    /// shared `m`'s cost is paid from it.
    fn bgl_other_left_after(other: (Option<u32>, bool), m: &Move) -> Option<u32> {
        match other {
            (left, false) => left,
            (left, true) => left.map(|l| l.saturating_sub(cost(m.from, m.to))),
        }
    }

    /// Whether, after `m` (a move of the side to move), the other side
    /// can pay for any move (see [`Engine::bgl_other_left_after`]). Then
    /// the checks after `m` are the generator's: an orthodox verdict on
    /// `m` without effects stands.
    pub(crate) fn bgl_pays_for_any_after(other: (Option<u32>, bool), m: &Move) -> bool {
        pays_for_any(Self::bgl_other_left_after(other, m))
    }

    /// Where BGL is the only condition, [`Engine::legal_when_played`]
    /// (there: `m` leaves `side`, the side to move, out of check, no
    /// other rule judging a move played) with the balance of the other
    /// side read before the move for all moves (`other`, from
    /// [`Engine::bgl_other_side_left`]).
    pub(crate) fn bgl_legal_when_played(
        &self,
        pos: &mut Position,
        m: &Move,
        side: Colour,
        other: (Option<u32>, bool),
    ) -> bool {
        self.play(pos, m);
        let legal = !self.bgl_check_paid(pos, side, || Self::bgl_other_left_after(other, m));
        pos.undo_move();
        legal
    }

    /// The balances as a hash for the transposition tables (zero without
    /// BGL).
    pub(crate) fn bgl_history_hash(&self, pos: &Position) -> u64 {
        let Some(bgl) = self.bgl else {
            return 0;
        };
        let both = bgl.both_left(pos);
        [Colour::White, Colour::Black]
            .into_iter()
            .fold(0, |h, side| {
                let left = both[side.idx()].map_or(u64::MAX, u64::from);
                h ^ left
                    .wrapping_add(side.fold(0x2545_f491_4f6c_dd1d, 0x9e6c_63d0_676a_9a99))
                    .wrapping_mul(0xbf58_476d_1ce4_e5b9)
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{engine_under, position};
    use nightrider_board::PieceKind;
    use nightrider_movegen::MoveList;

    fn engine(pos: &Position, bgl: Bgl) -> Engine {
        engine_under(pos, &[Condition::Bgl(bgl)])
    }

    fn bgl(white: Option<u32>, black: Option<u32>) -> Bgl {
        Bgl {
            balances: [white, black],
            shared: false,
        }
    }

    fn destinations(e: &Engine, pos: &mut Position, from: Square) -> Vec<Square> {
        let mut moves = MoveList::new();
        e.legal_moves(pos, &mut moves);
        let mut to: Vec<Square> = moves
            .iter()
            .filter(|m| m.from == from)
            .map(|m| m.to)
            .collect();
        to.sort();
        to
    }

    /// White: king e1, rooks a1 and h1; Black: king e8.
    fn castling_position() -> Position {
        use Colour::{Black, White};
        let mut pos = position(&[
            (Square::E1, PieceKind::KING, White),
            (Square::A1, PieceKind::ROOK, White),
            (Square::H1, PieceKind::ROOK, White),
            (Square::E8, PieceKind::KING, Black),
        ]);
        pos.set_castling_unrecorded(nightrider_board::CastlingRights::of(Colour::White));
        pos
    }

    /// The cost table holds the distance between the squares' centres in
    /// hundredths rounded, as computed in floating point, for every move.
    #[test]
    fn costs_are_the_rounded_distances() {
        for from in Square::ALL {
            for to in Square::ALL {
                let dx = f64::from(from.x() - to.x());
                let dy = f64::from(from.y() - to.y());
                let distance = ((dx * dx + dy * dy).sqrt() * 100.0).round();
                assert_eq!(f64::from(cost(from, to)), distance, "{from:?}-{to:?}");
            }
        }
    }

    #[test]
    fn balances_print_as_popeye_prints_them() {
        assert_eq!(bgl(Some(450), Some(400)).line(), "BGL 4.5/4");
        assert_eq!(bgl(None, Some(2900)).line(), "BGL -/29");
        assert_eq!(bgl(None, None).line(), "BGL -/-");
        let shared = Bgl {
            balances: [Some(2742), None],
            shared: true,
        };
        assert_eq!(shared.line(), "BGL 27.42");
        assert_eq!(balance_text(Some(0)), "0");
        assert_eq!(balance_text(Some(301)), "3.01");
    }

    #[test]
    fn a_move_costing_more_than_what_is_left_is_no_move() {
        let mut pos = castling_position();
        // (a rook's step costs 1, two steps 2: 1.99 pays for one)
        let e = engine(&pos, bgl(Some(199), Some(0)));
        assert_eq!(
            destinations(&e, &mut pos, Square::A1),
            [Square::B1, Square::A2]
        );
        let e = engine(&pos, bgl(Some(200), Some(0)));
        assert!(destinations(&e, &mut pos, Square::A1).contains(&Square::A3));
        // (unlimited: every rook move)
        let e = engine(&pos, bgl(None, Some(0)));
        assert_eq!(destinations(&e, &mut pos, Square::A1).len(), 10);
    }

    #[test]
    fn castling_costs_two_and_is_read_back_from_the_journal() {
        let mut pos = castling_position();
        let e = engine(&pos, bgl(Some(250), Some(0)));
        let mut moves = MoveList::new();
        e.legal_moves(&mut pos, &mut moves);
        let castling = *moves
            .iter()
            .find(|m| matches!(m.special, nightrider_board::Special::Castle { .. }))
            .expect("castling is legal with 2 to pay");
        let notes = e.path_notes(&mut pos, &castling);
        assert!(e.play(&mut pos, &castling).is_empty());
        assert_eq!(e.bgl.unwrap().left(&pos, Colour::White), Some(50));
        assert_eq!(e.bgl.unwrap().left(&pos, Colour::Black), Some(0));
        assert!(notes.iter().any(|n| *n
            == Annotation::Balances {
                white: Some(50),
                black: Some(0),
                shared: false
            }));
        // (1.99: no castling)
        let mut pos = castling_position();
        let e = engine(&pos, bgl(Some(199), Some(0)));
        let mut moves = MoveList::new();
        e.legal_moves(&mut pos, &mut moves);
        assert!(!moves
            .iter()
            .any(|m| matches!(m.special, nightrider_board::Special::Castle { .. })));
    }

    #[test]
    fn a_shared_balance_pays_both_sides_moves_and_keys_the_tables() {
        let mut pos = castling_position();
        let shared = Bgl {
            balances: [Some(500), None],
            shared: true,
        };
        let e = engine(&pos, shared);
        let before = e.history_hash(&pos);
        e.play(&mut pos, &Move::quiet(Square::A1, Square::A2));
        let notes = e.path_notes(&mut pos, &Move::quiet(Square::E8, Square::D7));
        e.play(&mut pos, &Move::quiet(Square::E8, Square::D7));
        assert_eq!(shared.left(&pos, Colour::White), Some(500 - 100 - 141));
        assert_eq!(shared.left(&pos, Colour::Black), Some(259));
        assert!(notes.iter().any(|n| *n
            == Annotation::Balances {
                white: Some(259),
                black: None,
                shared: true
            }));
        let after = e.history_hash(&pos);
        pos.undo_move();
        pos.undo_move();
        assert_eq!(e.history_hash(&pos), before);
        assert_ne!(after, before);
    }

    #[test]
    fn a_piece_checks_only_where_its_side_can_pay() {
        use Colour::{Black, White};
        let lit = position(&[
            (Square::A1, PieceKind::KING, White),
            (Square::D1, PieceKind::ROOK, White),
            (Square::D8, PieceKind::KING, Black),
        ]);
        // (d1 to d8 costs 7)
        assert!(!engine(&lit, bgl(Some(699), None)).in_check(&lit, Black));
        assert!(engine(&lit, bgl(Some(700), None)).in_check(&lit, Black));
        assert!(engine(&lit, bgl(None, Some(0))).in_check(&lit, Black));
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 96, ..Default::default() })]

        /// Along random games under random balances, the candidate moves
        /// are the pseudo-legal moves each affordable ([`Bgl::affords`]),
        /// no move played costs more than its side had left, each move takes exactly its cost
        /// from the balance it is paid from (the other side's stays), its
        /// annotation shows the balances left, and the legal moves are
        /// those found by playing every candidate.
        #[test]
        fn no_move_costs_more_than_the_balance_left(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
            balances in (proptest::option::of(0u32..1200), proptest::option::of(0u32..1200)),
            shared in proptest::bool::ANY,
            picks in proptest::collection::vec(0usize..64, 1..6),
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let rules = Bgl { balances: [balances.0, balances.1], shared };
            let e = engine(&pos, rules);
            proptest::prop_assume!(!e.in_check(&pos, !pos.side_to_move()));
            for pick in picks {
                // the candidates, filtered with the balance read once, are
                // the pseudo-legal moves each found affordable on its own
                let side = pos.side_to_move();
                let mut raw = MoveList::new();
                e.generator.pseudo_legal_moves(&pos, &mut raw).expect("generates");
                let mut afforded: Vec<String> = raw
                    .iter()
                    .filter(|m| !crate::hooks::is_castling(m) && rules.affords(&pos, m, side))
                    .map(|m| format!("{m:?}"))
                    .collect();
                let mut candidates = MoveList::new();
                e.candidates(&mut pos, &mut candidates);
                let mut filtered: Vec<String> = candidates
                    .iter()
                    .filter(|m| !crate::hooks::is_castling(m))
                    .map(|m| format!("{m:?}"))
                    .collect();
                afforded.sort();
                filtered.sort();
                proptest::prop_assert_eq!(filtered, afforded);
                let list = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
                if list.is_empty() {
                    break;
                }
                let m = list[pick % list.len()];
                let before = [rules.left(&pos, Colour::White), rules.left(&pos, Colour::Black)];
                let paid = if shared { 0 } else { side.idx() };
                let other = 1 - side.idx();
                if let Some(left) = before[paid] {
                    proptest::prop_assert!(cost(m.from, m.to) <= left, "{m:?} costs more than {left}");
                }
                proptest::prop_assert!(e.needs_path_notes(&m));
                let notes = e.path_notes(&mut pos, &m);
                proptest::prop_assert!(e.play(&mut pos, &m).is_empty());
                let after = [rules.left(&pos, Colour::White), rules.left(&pos, Colour::Black)];
                proptest::prop_assert_eq!(after[paid], before[paid].map(|b| b - cost(m.from, m.to)));
                if !shared {
                    proptest::prop_assert_eq!(after[other], before[other]);
                }
                let shown = notes.iter().find(|n| matches!(n, Annotation::Balances { .. })).copied();
                let expected = rules.balances[paid].map(|_| Annotation::Balances {
                    white: after[0],
                    black: if shared { None } else { after[1] },
                    shared,
                });
                proptest::prop_assert_eq!(shown, expected);
            }
        }

        /// Along random games under random balances, the checks found with
        /// the balance read once ([`Engine::bgl_in_check`]) are the
        /// generator's attacks of a king that the rules, judging the
        /// capture attacker by attacker, let stand; so is the legality of
        /// each candidate with the other side's balance read before it
        /// ([`Engine::bgl_legal_when_played`]); and a move the generator
        /// finds illegal, where the other side can pay for any move after
        /// it, leaves its side in check.
        #[test]
        fn the_checks_are_the_captures_paid_for(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..14),
            black in proptest::bool::ANY,
            balances in (proptest::option::of(0u32..2400), proptest::option::of(0u32..2400)),
            shared in proptest::bool::ANY,
            picks in proptest::collection::vec(0usize..64, 1..8),
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let rules = Bgl { balances: [balances.0, balances.1], shared };
            let e = engine(&pos, rules);
            proptest::prop_assume!(!e.in_check(&pos, !pos.side_to_move()));
            for pick in picks {
                for side in [Colour::White, Colour::Black] {
                    let judged = pos.royals(side).into_iter().any(|royal| {
                        e.generator
                            .attackers(&pos, royal, !side)
                            .unwrap()
                            .into_iter()
                            .any(|from| e.observation_stands(&pos, from, royal, !side))
                    });
                    proptest::prop_assert_eq!(e.bgl_in_check(&pos, side), Some(judged));
                }
                let side = pos.side_to_move();
                let other = e.bgl_other_side_left(&pos).unwrap();
                let mut candidates = MoveList::new();
                e.candidates(&mut pos, &mut candidates);
                for m in candidates.iter() {
                    proptest::prop_assert_eq!(
                        e.bgl_legal_when_played(&mut pos, m, side, other),
                        e.legal_and_when_played(&mut pos, m, side, 0, |after| {
                            // (the rule judged attacker by attacker)
                            !after.royals(side).into_iter().any(|royal| {
                                e.generator
                                    .attackers(after, royal, !side)
                                    .unwrap()
                                    .into_iter()
                                    .any(|from| e.observation_stands(after, from, royal, !side))
                            })
                        }),
                        "{:?}", m
                    );
                    if Engine::bgl_pays_for_any_after(other, m) {
                        e.play(&mut pos, m);
                        let orthodox = e.generator.in_check(&pos, side).unwrap();
                        proptest::prop_assert_eq!(e.in_check(&pos, side), orthodox, "{:?}", m);
                        pos.undo_move();
                    }
                }
                let list = crate::test_support::legal_moves_as_played(&e, &mut pos)?;
                if list.is_empty() {
                    break;
                }
                e.play(&mut pos, &list[pick % list.len()]);
            }
        }
    }
}
