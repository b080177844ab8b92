//! The conditions that choose among a side's moves, as Popeye 4.104
//! plays them: [`no_capture`] (NoWhiteCapture, NoBlackCapture),
//! [`promotion`] (NoWhitePromotion, NoBlackPromotion, WhitePromSquares,
//! BlackPromSquares), [`forced_square`] (WhiteForcedSquare,
//! BlackForcedSquare, WhiteConsequentForcedSquare,
//! BlackConsequentForcedSquare), [`edgemover`] (WhiteEdgemover,
//! BlackEdgemover), [`dister`] (White/Black MinDister and MaxDister)
//! and [`central`] (CentralChess), [`fuddled`] (FuddledMen),
//! [`back_home`] (BackHome), [`disparate`] (Disparate),
//! [`ultra_schachzwang`] (WhiteUltraSchachZwang, BlackUltraSchachZwang,
//! UltraSchachZwang), [`all_in`] (AllInChess, HalfInChess, MainlyInChess:
//! whose units a side moves).
//!
//! All but the edgemovers and the consequent forced squares leave checks
//! alone: a piece whose capture a
//! condition forbids still checks (Popeye: under NoWhiteCapture a white
//! rook on h1 keeps the black king off the h-file), so a king may not
//! step into such a check and a mate by such a piece is a mate. An
//! edgemover checks only a king on the edge, a side with a consequent
//! forced square only as its rule lets it capture. BackHome and
//! Disparate bind checks too: under BackHome a capture of a king checks
//! only if it takes its unit home or its side has no legal way home,
//! under Disparate a unit of the kind just moved by the other side does
//! not check that side's king.

pub mod central;
pub mod dister;
pub mod edgemover;
pub mod forced_square;
pub mod fuddled;
pub mod no_capture;
pub mod promotion;
// BackHome and Disparate
pub mod back_home;
pub mod disparate;
// the obligation conditions
pub mod alphabetic;
pub mod synchron;
// UltraSchachZwang
pub mod ultra_schachzwang;
// DuellistChess and FollowMyLeader
pub mod duellist;
pub mod follow_my_leader;
// the sides' units moved by either side
pub mod all_in;
// Jacobi's obligations: MustCapture, MustCheck, Blackcap, Zigzag
pub mod obligation;
// Jacobi's GrowingMen and ShrinkingMen
pub mod growing_men;
// Jacobi's NoImmediateRepetition
pub mod no_repetition;

use crate::condition::Condition;
use nightrider_board::{Bitboard, Colour, Move, Position};
use nightrider_movegen::MoveList;

/// A rule on single moves of one side (a [`crate::hooks::MoveRule`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveSelection {
    /// The side captures nothing (NoWhiteCapture, NoBlackCapture).
    NoCapture(Colour),
    /// The side does not promote (NoWhitePromotion, NoBlackPromotion).
    NoPromotion(Colour),
    /// The side's moves end on the edge (WhiteEdgemover, BlackEdgemover).
    Edgemover(Colour),
    /// WhiteConsequentForcedSquare, BlackConsequentForcedSquare: a side
    /// with a move (legal or not) arriving on one of the squares plays
    /// only such moves, and checks only so.
    ConsequentForcedSquares {
        /// The side forced.
        side: Colour,
        /// The forced squares.
        squares: Bitboard,
    },
    /// CentralChess: a piece other than a king moves (and checks) only
    /// when a piece of its side that may move observes it.
    Central,
    /// FuddledMen: the units a side moved last neither move nor check.
    Fuddled,
    /// Disparate: a side to move neither moves nor checks with a unit of
    /// the kind the other side has just moved.
    Disparate,
    /// AllInChess, MainlyInChess: the last move bars taking it back,
    /// resp. moving its unit again.
    LastMove(all_in::Movers),
    /// Jacobi's GrowingMen (ShrinkingMen, `shrinking`): a unit's move is
    /// no shorter (longer) than its last one (see [`growing_men`]).
    Growing {
        /// ShrinkingMen.
        shrinking: bool,
    },
}

impl MoveSelection {
    /// Whether `side` may play `m` in `pos` under the rule (with the
    /// walks of `engine`).
    pub(crate) fn allows(
        &self,
        engine: &crate::Engine,
        pos: &Position,
        m: &Move,
        side: Colour,
    ) -> bool {
        match *self {
            MoveSelection::ConsequentForcedSquares { side: c, squares } => {
                c != side
                    || squares.contains(m.to)
                    || !forced_square::can_arrive(engine.generator(), pos, side, squares)
            }
            MoveSelection::NoCapture(c) => c != side || no_capture::allows(m),
            MoveSelection::NoPromotion(c) => c != side || promotion::allows(pos, m),
            MoveSelection::Edgemover(c) => c != side || edgemover::allows(m),
            MoveSelection::Central => {
                central::movable(engine.generator(), pos, side).contains(m.from)
            }
            MoveSelection::Fuddled => fuddled::allows(pos, m, side),
            MoveSelection::Disparate => disparate::allows(pos, m, side),
            MoveSelection::LastMove(movers) => all_in::allows(movers, pos, m),
            MoveSelection::Growing { shrinking } => growing_men::allows(pos, m, shrinking),
        }
    }

    /// Whether the rule binds checks too (a capture of a king it forbids
    /// is no check): the edgemovers' does.
    pub fn applies_to_checks(&self) -> bool {
        matches!(
            self,
            MoveSelection::Edgemover(_)
                | MoveSelection::ConsequentForcedSquares { .. }
                | MoveSelection::Central
                | MoveSelection::Fuddled
                | MoveSelection::Disparate
                | MoveSelection::Growing { .. }
        )
    }
}

/// A rule over the whole list of one side's legal moves (a
/// [`crate::hooks::ListRule`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListSelection {
    /// WhiteForcedSquare, BlackForcedSquare: the side must arrive on one
    /// of the squares if it can.
    ForcedSquares {
        /// The side forced.
        side: Colour,
        /// The forced squares.
        squares: Bitboard,
    },
    /// BackHome: a side that can take a unit back to its home must.
    BackHome,
    /// WhiteUltraSchachZwang, BlackUltraSchachZwang: the side plays only
    /// moves giving check.
    UltraSchachZwang(Colour),
    /// DuellistChess: a side moves the unit it moved last if that unit
    /// can move (see [`duellist`]).
    Duellist,
    /// WhiteFollowMyLeader, BlackFollowMyLeader: the side arrives on the
    /// square the other side's last move left, if it can (see
    /// [`follow_my_leader`]).
    FollowMyLeader(Colour),
}

impl ListSelection {
    /// Applies the rule to the legal moves of `side` in `out[start..]`
    /// (those of the side to move in `pos`, under `engine`'s conditions).
    pub(crate) fn apply(
        &self,
        engine: &crate::Engine,
        pos: &Position,
        out: &mut MoveList,
        start: usize,
        side: Colour,
    ) {
        match *self {
            ListSelection::UltraSchachZwang(c) if c == side => {
                ultra_schachzwang::apply(engine, pos, out, start);
            }
            ListSelection::UltraSchachZwang(_) => {}
            ListSelection::ForcedSquares { side: c, squares } if c == side => {
                forced_square::apply(out, start, squares);
            }
            ListSelection::ForcedSquares { .. } => {}
            ListSelection::BackHome => back_home::apply(pos, out, start),
            ListSelection::Duellist => duellist::apply(pos, out, start),
            ListSelection::FollowMyLeader(c) if c == side => {
                follow_my_leader::apply(pos, out, start);
            }
            ListSelection::FollowMyLeader(_) => {}
        }
    }
}

/// What the rules of this module remember from the moves played, as a
/// hash for the transposition tables (zero when none of them binds):
/// under BackHome the units away from home, under Disparate the kind
/// moved last, under DuellistChess the duellists, under FollowMyLeader
/// the square the last move left, under AllInChess and MainlyInChess the
/// last move.
pub(crate) fn history_hash(engine: &crate::Engine, pos: &Position) -> u64 {
    let mut h = 0;
    for rule in &engine.list_rules {
        h ^= match rule {
            crate::hooks::ListRule::Selection(ListSelection::BackHome) => {
                back_home::history_hash(pos)
            }
            crate::hooks::ListRule::Selection(ListSelection::Duellist) => {
                duellist::history_hash(pos)
            }
            crate::hooks::ListRule::Selection(ListSelection::FollowMyLeader(_)) => {
                follow_my_leader::history_hash(pos)
            }
            _ => 0,
        };
    }
    if engine
        .move_rules
        .contains(&crate::hooks::MoveRule::Selection(MoveSelection::Disparate))
    {
        h ^= disparate::history_hash(pos);
    }
    if engine
        .after_rules
        .contains(&crate::hooks::AfterMoveRule::NoRepetition)
    {
        h ^= no_repetition::history_hash(pos);
    }
    for rule in &engine.move_rules {
        if let crate::hooks::MoveRule::Selection(MoveSelection::LastMove(movers)) = rule {
            h ^= all_in::history_hash(*movers, pos);
        }
        if let crate::hooks::MoveRule::Selection(MoveSelection::Growing { .. }) = rule {
            h ^= growing_men::history_hash(pos);
        }
    }
    h
}

/// Whether `c` is one of the conditions of this module.
pub fn is_selection(c: &Condition) -> bool {
    matches!(
        c,
        Condition::NoCaptureBy(_)
            | Condition::NoPromotion(_)
            | Condition::PromSquares { .. }
            | Condition::ForcedSquares { .. }
            | Condition::ConsequentForcedSquares { .. }
            | Condition::Edgemover(_)
            | Condition::Dister(_)
            | Condition::Central
            | Condition::FuddledMen
            | Condition::BackHome
            | Condition::Disparate
            | Condition::UltraSchachZwang(_)
            | Condition::Duellist
            | Condition::FollowMyLeader(_)
            | Condition::AllIn
            | Condition::HalfIn
            | Condition::MainlyIn
            | Condition::FreeForAll
            | Condition::NoImmediateRepetition
    )
}

/// Whether `selection`, a condition of this module, has been compared
/// with Popeye beside `other` (move lists agreeing on random positions):
/// the others of this module, and the rules on single moves and on the
/// list of moves that leave the moves themselves alone. Beside the
/// edgemovers the rules judging a piece by what observes it (Madrasi,
/// Patrouille) are not: Popeye's observation there obeys the edgemover
/// rule (a black bishop on d3 does not paralyse a white one on b5). The
/// consequent forced squares stand alone (both sides' together), and so
/// does a Dister rule.
fn verified_beside(selection: &Condition, other: &Condition) -> bool {
    // (NoWhiteCapture and NoBlackCapture beside the kings'
    // transmutations: compared with Popeye, see crate::kings::transmuted)
    if matches!(selection, Condition::NoCaptureBy(_))
        && matches!(other, Condition::Transmuting { .. })
    {
        return true;
    }
    if let Condition::UltraSchachZwang(_) = selection {
        // (compared with Popeye alone, both sides' together and beside
        // these)
        let plain = crate::condition::CirceRules::default();
        // (plain AntiCirce is Calvet's: the king is reborn too, Strict)
        let plain_anticirce = crate::condition::CirceRules {
            rex_inclusive: true,
            strict: true,
            ..plain
        };
        return matches!(
            other,
            Condition::UltraSchachZwang(_)
                | Condition::Maximummer(_)
                | Condition::NoCapture
                | Condition::Madrasi {
                    rex_inclusive: false
                }
        ) || matches!(other, Condition::Circe(r) if *r == plain)
            || matches!(other, Condition::AntiCirce(r) if *r == plain_anticirce);
    }
    if matches!(
        selection,
        Condition::FreeForAll | Condition::NoImmediateRepetition
    ) {
        // (Jacobi's: together compared with Popeye's AllInChess; alone
        // by hand; beside GrowingMen by the manual's example W675590)
        return matches!(
            other,
            Condition::FreeForAll | Condition::NoImmediateRepetition | Condition::GrowingMen { .. }
        );
    }
    if matches!(
        selection,
        Condition::BackHome
            | Condition::Disparate
            | Condition::Duellist
            | Condition::FollowMyLeader(_)
            | Condition::AllIn
            | Condition::HalfIn
            | Condition::MainlyIn
    ) {
        // (compared with Popeye alone; Disparate beside Make&TakeChess;
        // AllInChess beside Jacobi's GrowingMen, Jacobi's AllIn, by the
        // manual's example W675590)
        return other == selection
            || (*selection == Condition::Disparate && *other == Condition::MakeTake)
            || (*selection == Condition::AllIn && matches!(other, Condition::GrowingMen { .. }));
    }
    if *selection == Condition::FuddledMen {
        // (compared with Popeye alone and beside ExchangeCastling and
        // MessignyChess, whose exchanges move two units)
        return other == selection
            || matches!(
                other,
                Condition::ExchangeCastling | Condition::Messigny { .. }
            );
    }
    if *selection == Condition::Central {
        // (compared with Popeye alone only)
        return other == selection;
    }
    if matches!(
        selection,
        Condition::ConsequentForcedSquares { .. } | Condition::Dister(_)
    ) {
        // (compared with Popeye alone, both sides' consequent forced
        // squares together; beside the other side's Dister rule Popeye
        // plays neither side's as alone)
        return other == selection
            || matches!(
                (selection, other),
                (
                    Condition::ConsequentForcedSquares { .. },
                    Condition::ConsequentForcedSquares { .. }
                )
            );
    }
    if matches!(selection, Condition::NoPromotion(_))
        && matches!(
            other,
            Condition::TakeMake { .. } | Condition::Parrain { .. }
        )
    {
        // (compared with Popeye: a pawn making onto its promotion rank, a
        // pawn reborn there by Circe Parrain)
        return true;
    }
    let observation = matches!(other, Condition::Madrasi { .. } | Condition::Patrol);
    if observation && matches!(selection, Condition::Edgemover(_)) {
        return false;
    }
    is_selection(other)
        || observation
        || matches!(
            other,
            Condition::NoCapture
                | Condition::Monochrome
                | Condition::Bichrome
                | Condition::MustCapture(_)
                | Condition::Maximummer(_)
                | Condition::Minimummer(_)
                | Condition::PromOnly(_)
        )
        || matches!(other, Condition::Circe(r) if *r == crate::condition::CirceRules::default())
}

/// The first combination of a condition of this module with one it has
/// not been compared beside (the two names for the error), if any.
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    conditions
        .iter()
        .filter(|c| is_selection(c))
        .find_map(|selection| {
            let other = conditions.iter().find(|c| !verified_beside(selection, c))?;
            Some((selection.to_string(), other.to_string()))
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::{Piece, PieceKind, Square};
    use nightrider_movegen::{MoveGenerator, Rules, WalkRegistry};

    /// A random position of orthodox pieces from `cells` (square, kind,
    /// white), the kings on e1 and e8, pawns often next to their last
    /// rank, `black` to move.
    fn random_position(cells: &[(u8, u8, bool)], black: bool) -> Position {
        let kinds = [
            PieceKind::QUEEN,
            PieceKind::ROOK,
            PieceKind::BISHOP,
            PieceKind::KNIGHT,
            PieceKind::PAWN,
            PieceKind::PAWN,
        ];
        let mut pos = Position::empty();
        pos.put(Square::E1, Piece::new(PieceKind::KING, Colour::White));
        pos.put(Square::E8, Piece::new(PieceKind::KING, Colour::Black));
        for &(sq, kind, white) in cells {
            let kind = kinds[usize::from(kind) % kinds.len()];
            let colour = if white { Colour::White } else { Colour::Black };
            let mut sq = Square::from_index_masked(sq % 64);
            if kind == PieceKind::PAWN {
                // (on the rank before its last, half of the time)
                if sq.x() % 2 == 0 {
                    sq = Square::from_index_masked(sq.x() as u8 + if white { 48 } else { 8 });
                }
                if sq.y() == 0 || sq.y() == 7 {
                    continue;
                }
            }
            if pos.piece_at(sq).is_none() {
                pos.put(sq, Piece::new(kind, colour));
            }
        }
        pos.set_side_to_move_unrecorded(if black { Colour::Black } else { Colour::White });
        pos
    }

    fn engine(pos: &Position, conditions: &[Condition]) -> crate::Engine {
        let generator =
            MoveGenerator::for_position(pos, Rules::default(), &WalkRegistry::new()).unwrap();
        crate::Engine::new(generator, conditions).unwrap()
    }

    fn legal(pos: &mut Position, conditions: &[Condition]) -> Vec<Move> {
        let mut list = MoveList::new();
        engine(pos, conditions).legal_moves(pos, &mut list);
        list.to_vec()
    }

    #[test]
    fn only_the_conditions_compared_with_popeye_combine() {
        let white = Condition::NoCaptureBy(Colour::White);
        assert_eq!(
            combination_refusal(&[white.clone(), Condition::NoCapture]),
            None
        );
        assert_eq!(
            combination_refusal(&[white.clone(), Condition::Andernach]),
            Some(("NoWhiteCapture".into(), "AndernachChess".into()))
        );
        assert_eq!(combination_refusal(&[Condition::Andernach]), None);
        assert_eq!(combination_refusal(&[Condition::Central]), None);
        assert_eq!(
            combination_refusal(&[Condition::Central, Condition::NoCapture]),
            Some(("CentralChess".into(), "NoCapture".into()))
        );
    }

    #[test]
    fn a_pawn_off_the_promotion_squares_arrives_as_a_pawn() {
        let mut pos = Position::empty();
        pos.put(Square::A1, Piece::new(PieceKind::KING, Colour::White));
        pos.put(Square::E7, Piece::new(PieceKind::KING, Colour::Black));
        pos.put(Square::G7, Piece::new(PieceKind::PAWN, Colour::White));
        let squares = Bitboard::from_square(Square::H8);
        let moves = legal(
            &mut pos,
            &[Condition::PromSquares {
                side: Colour::White,
                squares,
            }],
        );
        let pawn: Vec<_> = moves.iter().filter(|m| m.from == Square::G7).collect();
        assert_eq!(pawn.len(), 1, "{pawn:?}");
        assert_eq!(pawn[0].promotion, None);
        let mut none = Position::clone(&pos);
        let moves = legal(&mut none, &[Condition::NoPromotion(Colour::White)]);
        assert!(moves.iter().all(|m| m.from != Square::G7));
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 96, ..Default::default() })]

        /// Each condition of the module keeps its invariant on random
        /// positions: no capture (promotion) by the side without them,
        /// promotions only on the squares given, edgemovers on the edge,
        /// a forced side on its squares whenever it can be (consequent:
        /// whenever a move, legal or not, arrives there), one distance
        /// between the kings under a Dister rule on them, and the other
        /// side's moves as without the condition.
        #[test]
        fn the_selection_rules_keep_their_invariants(
            cells in proptest::collection::vec((0u8..64, 0u8..6, proptest::bool::ANY), 0..12),
            black in proptest::bool::ANY,
            white_rule in proptest::bool::ANY,
            mode in 0usize..8,
            square_bits in proptest::num::u64::ANY,
        ) {
            let mut pos = random_position(&cells, black);
            let side = pos.side_to_move();
            let ruled = if white_rule { Colour::White } else { Colour::Black };
            let squares = Bitboard(square_bits);
            let condition = match mode {
                0 => Condition::NoCaptureBy(ruled),
                1 => Condition::NoPromotion(ruled),
                2 => Condition::PromSquares { side: ruled, squares },
                3 => Condition::ForcedSquares { side: ruled, squares },
                4 => Condition::Edgemover(ruled),
                5 => Condition::ConsequentForcedSquares { side: ruled, squares },
                7 => Condition::Central,
                _ => Condition::Dister(dister::Dister {
                    side: ruled,
                    max: square_bits % 2 == 0,
                    squares: [Square::E1, Square::E8],
                }),
            };
            let plain = engine(&pos, &[]);
            // (positions where the side to move can take the king are refused)
            proptest::prop_assume!(!plain.in_check(&pos, !side));
            let e = engine(&pos, std::slice::from_ref(&condition));
            let mut list = MoveList::new();
            e.legal_moves(&mut pos, &mut list);
            let mut orthodox = MoveList::new();
            plain.legal_moves(&mut pos, &mut orthodox);
            let key = |m: &Move| format!("{m:?}");
            let sorted = |l: &[Move]| {
                let mut v: Vec<String> = l.iter().map(key).collect();
                v.sort();
                v
            };
            if mode == 7 {
                // (a piece other than a king moves only when a piece of
                // its side observes it)
                for m in list.iter() {
                    let king = pos.piece_at(m.from).is_some_and(|p| p.kind == PieceKind::KING);
                    let observed = !plain.generator().attackers(&pos, m.from, side).unwrap().is_empty();
                    proptest::prop_assert!(king || observed, "{m:?} unsupported");
                }
                return Ok(());
            }
            if side != ruled && mode != 4 && mode != 5 {
                proptest::prop_assert_eq!(sorted(&list), sorted(&orthodox));
                return Ok(());
            }
            if side != ruled {
                // (the edgemovers' checks are theirs: only the moves played
                // by the other side could change)
                return Ok(());
            }
            for m in list.iter() {
                match mode {
                    0 => proptest::prop_assert!(!m.is_capture(), "{m:?} captures"),
                    1 => proptest::prop_assert!(m.promotion.is_none(), "{m:?} promotes"),
                    2 => proptest::prop_assert!(
                        m.promotion.is_none() || squares.contains(m.to),
                        "{m:?} promotes off the squares"
                    ),
                    4 => proptest::prop_assert!(Bitboard::EDGES.contains(m.to), "{m:?} off the edge"),
                    _ => {}
                }
            }
            if mode == 3 {
                let forced: Vec<Move> =
                    orthodox.iter().copied().filter(|m| squares.contains(m.to)).collect();
                let expected = if forced.is_empty() { orthodox.to_vec() } else { forced };
                proptest::prop_assert_eq!(sorted(&list), sorted(&expected));
            }
            if mode == 5 {
                let forced = forced_square::can_arrive(plain.generator(), &pos, side, squares);
                proptest::prop_assert!(
                    !forced || list.iter().all(|m| squares.contains(m.to)),
                    "a move off the consequent forced squares"
                );
            }
            if mode == 6 {
                // (the kings' distance after each move: one value)
                let mut distances: Vec<i32> = list
                    .iter()
                    .filter(|m| !m.captures.contains(Square::E1) && !m.captures.contains(Square::E8))
                    .map(|m| {
                        let (mut a, mut b) = (Square::E1, Square::E8);
                        if m.from == a { a = m.to; }
                        if m.from == b { b = m.to; }
                        (a.x() - b.x()).pow(2) + (a.y() - b.y()).pow(2)
                    })
                    .collect();
                distances.dedup();
                proptest::prop_assert!(distances.len() <= 1, "{distances:?}");
            }
            if mode < 3 || mode == 4 || mode == 5 {
                let mut played = MoveList::new();
                e.legal_moves_by_playing(&mut pos, &mut played);
                proptest::prop_assert_eq!(sorted(&list), sorted(&played));
            }
        }
    }
}
