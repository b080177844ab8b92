//! TransmutedKings, ReflectiveKings and SuperTransmutingKings (each for
//! White, Black or both): a king in check borrows the walks of the
//! pieces checking it, as Popeye 4.104 plays them (found by running it):
//!
//! - a transmuted king in check moves only like the pieces checking it
//!   (not as a king), and observes (gives check) only so;
//! - a reflective king in check moves as a king and like the pieces
//!   checking it, but observes as a king alone;
//! - a super-transmuting king in check moves only like the pieces checking
//!   it and, having moved so, becomes that piece for good (no longer
//!   royal: Popeye's `Ke1-e2=R`); until then it observes like a
//!   transmuted king;
//! - a vaulting king in check borrows the walks of a fixed list of kinds
//!   instead (see [`super::vaulting`]).
//!
//! The pieces checking a king are those whose own walks attack its
//! square (the opposing king by its king's walk); a pawn lends its walk
//! as a pawn of the king's side (a double step from the second rank,
//! which allows no en-passant capture), and a king on its first rank
//! checked by a pawn has no pawn move there (pawns there are inert). A
//! king not in check moves and observes as a king.

use crate::condition::Condition;
use crate::engine::{Engine, CHECKED_AT_SETUP};
use crate::lending::WalkKinds;
use nightrider_board::{Colour, Move, Piece, PieceKind, Position, Special, Square};
use nightrider_movegen::MoveList;

/// How a king in check borrows the walks of the pieces checking it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Transmutation {
    /// TransmutedKings: it moves and observes only like them.
    Transmuted,
    /// ReflectiveKings: it moves as a king and like them, and observes as
    /// a king.
    Reflective,
    /// SuperTransmutingKings: it moves only like them, and a move so makes
    /// it that piece (not royal).
    SuperTransmuting,
    /// VaultingKings: it moves as a king and like the kinds listed (`None`:
    /// as an equihopper, the default), see [`super::vaulting`].
    Vaulting(Option<crate::condition::KindSet>),
}

impl Transmutation {
    /// The name of the condition for one side (`WhiteTransmutedKing`).
    pub fn side_name(self, side: Colour) -> &'static str {
        match (self, side) {
            (Transmutation::Transmuted, Colour::White) => "WhiteTransmutedKing",
            (Transmutation::Transmuted, Colour::Black) => "BlackTransmutedKing",
            (Transmutation::Reflective, Colour::White) => "WhiteReflectiveKing",
            (Transmutation::Reflective, Colour::Black) => "BlackReflectiveKing",
            (Transmutation::SuperTransmuting, Colour::White) => "WhiteSuperTransmutingKing",
            (Transmutation::SuperTransmuting, Colour::Black) => "BlackSuperTransmutingKing",
            (Transmutation::Vaulting(_), Colour::White) => "WhiteVaultingKing",
            (Transmutation::Vaulting(_), Colour::Black) => "BlackVaultingKing",
        }
    }
}

/// Whether `c` may stand beside the transmutations: those compared
/// with Popeye there (plain Circe, Madrasi, NoCapture, NoWhiteCapture,
/// NoBlackCapture, MonochromChess, BichromChess; not Patrouille, whose support by a transmuted king
/// Popeye judges otherwise). Compared and still refused (14 of 150
/// random positions differed):
/// - Circe RexInclusive: Popeye transmutes a king attacked by a piece
///   whose capture of it would not check (the king reborn), and a
///   super-transmuting king moving then becomes a king again (`=K`);
/// - FaceToFace, BackToBack, AnnanChess: the king's moves and
///   observation differ (under FaceToFace Popeye's reflective black
///   king d5 observes b3 like the white bishop on d4 in front of it);
/// - Lortap: a check and the observation Lortap asks about depend on
///   each other here without end (a stack overflow), not in Popeye.
fn combines_with_transmutation(c: &Condition) -> bool {
    match c {
        Condition::Circe(rules) => *rules == crate::condition::CirceRules::default(),
        Condition::Madrasi {
            rex_inclusive: false,
        }
        | Condition::NoCapture
        | Condition::NoCaptureBy(_)
        | Condition::Monochrome
        | Condition::Bichrome => true,
        _ => false,
    }
}

/// A transmutation beside a condition it has not been compared with
/// Popeye beside, as the two names for the error: the transmutations
/// stand beside each other alone (White's and Black's, as many of their
/// conditions as the input gives, of one kind per side).
pub(crate) fn combination_refusal(conditions: &[Condition]) -> Option<(String, String)> {
    let first = conditions
        .iter()
        .find(|c| matches!(c, Condition::Transmuting { .. }))?;
    if let Some(other) = conditions
        .iter()
        .find(|c| !matches!(c, Condition::Transmuting { .. }) && !combines_with_transmutation(c))
    {
        return Some((first.to_string(), other.to_string()));
    }
    if let Some(refusal) = super::vaulting::combination_refusal(conditions) {
        return Some(refusal);
    }
    // one kind per side
    let sides = |c: &Condition| match *c {
        Condition::Transmuting { white, black } => [white, black],
        _ => [None, None],
    };
    let clash = |a: Option<Transmutation>, b: Option<Transmutation>| matches!((a, b), (Some(a), Some(b)) if a != b);
    for (i, a) in conditions.iter().enumerate() {
        for b in &conditions[i + 1..] {
            let ([wa, ba], [wb, bb]) = (sides(a), sides(b));
            if clash(wa, wb) || clash(ba, bb) {
                return Some((a.to_string(), b.to_string()));
            }
        }
    }
    None
}

/// A royal piece other than a king of a side whose king has a
/// transmutation: Popeye 4.104 refuses it ("Transmuting/reflecting royal
/// pieces not supported"). Royal pieces of the other side are played
/// beside reflective, super-transmuting and vaulting kings: they check,
/// and lend their walks to, the king as other pieces of their kinds do;
/// beside a transmuted king they are refused (what it observes of them
/// in Popeye follows rules not found).
pub(crate) fn position_refusal(pos: &Position, conditions: &[Condition]) -> Option<&'static str> {
    let mut sides = [false; 2];
    for c in conditions {
        if let Condition::Transmuting { white, black } = c {
            sides[0] |= white.is_some();
            sides[1] |= black.is_some();
        }
    }
    let royal = |side: Colour| {
        pos.board()
            .iter()
            .flatten()
            .any(|p| p.is_royal() && p.kind != PieceKind::KING && p.belongs_to(side))
    };
    let sides_royal = [royal(Colour::White), royal(Colour::Black)];
    if (sides[0] && sides_royal[0]) || (sides[1] && sides_royal[1]) {
        return Some("transmuting or reflecting royal pieces");
    }
    // (a transmuted king's observation of a royal piece other than a
    // king follows rules not found: refused)
    let transmuted = conditions.iter().any(|c| {
        matches!(c, Condition::Transmuting { white, black }
        if [white, black].into_iter().enumerate().any(|(i, t)| {
            *t == Some(Transmutation::Transmuted) && sides_royal[1 - i]
        }))
    });
    transmuted.then_some("TransmutedKings with royal pieces other than kings")
}

/// Whether `side` has a piece of kind `kind` on the board.
fn has_kind(pos: &Position, side: Colour, kind: PieceKind) -> bool {
    if kind.is_orthodox() {
        return !pos.pieces(kind, side).is_empty();
    }
    pos.by_colour(side)
        .into_iter()
        .any(|sq| pos.piece_at(sq).is_some_and(|p| p.kind == kind))
}

impl Engine {
    /// The transmutation of `side`'s king, if its side has one.
    pub(crate) fn transmutation(&self, side: Colour) -> Option<Transmutation> {
        self.transmuting[side.idx()]
    }

    /// Whether the piece `piece` moving for `side` is a king whose walks
    /// a transmutation decides.
    pub(crate) fn transmutes(&self, piece: Piece, side: Colour) -> Option<Transmutation> {
        if piece.kind != PieceKind::KING || !piece.belongs_to(side) || piece.is_neutral() {
            return None;
        }
        self.transmutation(side)
    }

    /// The kinds of the opposing pieces checking the king of `side` on
    /// `sq` (their own walks attack it and the rules on checks let them),
    /// each once, in the order of their squares.
    pub(crate) fn checking_kinds(&self, pos: &Position, sq: Square, side: Colour) -> WalkKinds {
        let mut kinds = WalkKinds::new();
        let checkers = self
            .generator
            .attackers(pos, sq, !side)
            .expect(CHECKED_AT_SETUP);
        for from in checkers {
            // (the rules on checks decide: a paralysed piece checks not)
            if !self.observation_stands(pos, from, sq, !side) {
                continue;
            }
            if let Some(p) = pos.piece_at(from) {
                if !kinds.contains(&p.kind) {
                    kinds.push(p.kind);
                }
            }
        }
        kinds
    }

    /// The kinds whose walks the king of `side` on `sq` moves with
    /// (`observing`: observes with) under `transmutation`. Moving, a king
    /// in check has the kinds of its checkers (and a reflective one the
    /// king's too). Observing, as Popeye 4.104 has it (found by running
    /// it): a super-transmuting king observes like its checkers; a
    /// transmuted one too, but, where the other side's king has no
    /// transmutation, not like a checking queen while a rook or a bishop
    /// of either side is on the board; a reflective one as a king and like
    /// those of its checkers whose kind its own side has on the board, or
    /// like all of them where the other side's king is transmuted or
    /// super-transmuting.
    pub(crate) fn transmuted_kinds(
        &self,
        pos: &Position,
        sq: Square,
        side: Colour,
        transmutation: Transmutation,
        observing: bool,
    ) -> WalkKinds {
        let king = || WalkKinds::from_slice(&[PieceKind::KING]);
        let mut checking = self.checking_kinds(pos, sq, side);
        if checking.is_empty() {
            return king();
        }
        match (transmutation, observing) {
            (Transmutation::Vaulting(kinds), _) => self.vaulting_kinds(kinds, observing),
            (Transmutation::SuperTransmuting, _) | (Transmutation::Transmuted, false) => checking,
            (Transmutation::Transmuted, true) => {
                let lines = [PieceKind::ROOK, PieceKind::BISHOP]
                    .into_iter()
                    .any(|k| !pos.by_kind(k).is_empty());
                if lines && self.transmutation(!side).is_none() {
                    checking.retain(|k| *k != PieceKind::QUEEN);
                }
                checking
            }
            (Transmutation::Reflective, _) => {
                let all = !observing
                    || matches!(
                        self.transmutation(!side),
                        Some(Transmutation::Transmuted | Transmutation::SuperTransmuting)
                    );
                let mut kinds = king();
                kinds.extend(
                    checking
                        .into_iter()
                        .filter(|&k| k != PieceKind::KING && (all || has_kind(pos, side, k))),
                );
                kinds
            }
        }
    }

    /// The square of `side`'s king when it is super-transmuting and in
    /// check: only it may move then (Popeye 4.104).
    pub(crate) fn super_transmuting_in_check(
        &self,
        pos: &Position,
        side: Colour,
    ) -> Option<Square> {
        if self.transmutation(side) != Some(Transmutation::SuperTransmuting) {
            return None;
        }
        let mut kings = pos.pieces(PieceKind::KING, side).into_iter();
        let king = kings.next()?;
        (kings.next().is_none() && self.in_check(pos, side)).then_some(king)
    }

    /// Appends the moves of the king of `side` on `from` under
    /// `transmutation`: by each walk it borrows, in Popeye's order of
    /// kinds ([`popeye_order`]), a pawn's double step allowing no en
    /// passant and no promotion; under SuperTransmutingKings a move by a
    /// borrowed walk carries the kind the king becomes as its promotion.
    /// As Popeye 4.104 has it, a move found by two walks is listed once,
    /// but a pawn's double step apart from the same step by another walk
    /// (twice, then); a super-transmuting king's moves to one square as
    /// two kinds are both listed, unless the other side's king is
    /// transmuted or reflective (then the first kind's alone).
    pub(crate) fn transmuted_king_moves(
        &self,
        pos: &Position,
        from: Square,
        side: Colour,
        transmutation: Transmutation,
        out: &mut MoveList,
    ) {
        if let Transmutation::Vaulting(kinds) = transmutation {
            return self.vaulting_king_moves(pos, from, side, kinds, out);
        }
        let start = out.len();
        let mut doubles = smallvec::SmallVec::<[bool; 32]>::new();
        let super_transmuting = transmutation == Transmutation::SuperTransmuting;
        let one_kind_per_square = !super_transmuting
            || matches!(
                self.transmutation(!side),
                Some(Transmutation::Transmuted | Transmutation::Reflective)
            );
        let mut kinds = self.transmuted_kinds(pos, from, side, transmutation, false);
        kinds.sort_by_key(|&k| popeye_order(k));
        let mut all = MoveList::new();
        for kind in kinds {
            all.clear();
            self.generator
                .walk(kind)
                .expect(CHECKED_AT_SETUP)
                .generate(pos, from, side, &mut all);
            for mut m in all.iter().copied() {
                m.promotion = None;
                let double = m.special == Special::DoubleStep;
                if kind != PieceKind::KING {
                    if double {
                        m.special = Special::None;
                    }
                    if super_transmuting {
                        m.promotion = Some(kind);
                    }
                }
                let same = |(o, d): (&Move, &bool)| {
                    *d == double
                        && o.to == m.to
                        && o.captures == m.captures
                        && (one_kind_per_square || o.promotion == m.promotion)
                };
                if !out[start..].iter().zip(doubles.iter()).any(same) {
                    out.push(m);
                    doubles.push(double);
                }
            }
        }
    }
}

/// The rank of `kind` in Popeye's order of kinds (king, pawn, queen,
/// knight, rook, bishop, then the fairy kinds), the order in which a king
/// borrows its checkers' walks.
pub(crate) fn popeye_order(kind: PieceKind) -> (u8, PieceKind) {
    let rank = PieceKind::POPEYE_ORDER
        .iter()
        .position(|&k| k == kind)
        .unwrap_or(6);
    (rank as u8, kind)
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_movegen::{MoveGenerator, Rules, WalkRegistry};

    fn engine(
        pos: &Position,
        white: Option<Transmutation>,
        black: Option<Transmutation>,
    ) -> Engine {
        let generator =
            MoveGenerator::for_position(pos, Rules::default(), &WalkRegistry::new()).unwrap();
        Engine::new(generator, &[Condition::Transmuting { white, black }]).unwrap()
    }

    fn position(pieces: &[(Square, PieceKind, Colour)], side: Colour) -> Position {
        crate::test_support::position_to_move(pieces, side == Colour::Black)
    }

    fn moves(engine: &Engine, pos: &mut Position) -> Vec<String> {
        let mut list = MoveList::new();
        engine.legal_moves(pos, &mut list);
        let mut out: Vec<String> = list
            .iter()
            .map(|m| {
                let promotion = m.promotion.map(|k| format!("={k}")).unwrap_or_default();
                format!("{}{}{promotion}", m.from, m.to)
            })
            .collect();
        out.sort();
        out
    }

    /// White Ke1 checked by Re7 and Bb4 (Popeye's lists, found by running it).
    fn double_check() -> Position {
        use Colour::*;
        position(
            &[
                (Square::E1, PieceKind::KING, White),
                (Square::E8, PieceKind::KING, Black),
                (Square::E7, PieceKind::ROOK, Black),
                (Square::B4, PieceKind::BISHOP, Black),
            ],
            White,
        )
    }

    #[test]
    fn royal_pieces_are_refused_on_the_transmuting_side_and_beside_a_transmuted_king() {
        use nightrider_board::Attributes;
        let mut pos = position(
            &[
                (Square::E1, PieceKind::KING, Colour::White),
                (Square::D4, PieceKind::QUEEN, Colour::Black),
            ],
            Colour::White,
        );
        let queen = pos.piece_at(Square::D4).unwrap();
        pos.put(Square::D4, queen.with_attributes(Attributes::ROYAL));
        let white = |t| {
            [Condition::Transmuting {
                white: Some(t),
                black: None,
            }]
        };
        let black = |t| {
            [Condition::Transmuting {
                white: None,
                black: Some(t),
            }]
        };
        // (Popeye 4.104: "Transmuting/reflecting royal pieces not
        // supported" for Black's royal queen when Black's king transmutes)
        for t in [
            Transmutation::Reflective,
            Transmutation::SuperTransmuting,
            Transmutation::Vaulting(None),
        ] {
            assert_eq!(position_refusal(&pos, &white(t)), None);
            assert!(position_refusal(&pos, &black(t)).is_some());
        }
        assert!(position_refusal(&pos, &white(Transmutation::Transmuted)).is_some());
    }

    #[test]
    fn a_transmuted_king_in_check_moves_only_like_its_checkers() {
        let mut pos = double_check();
        let e = engine(&pos, Some(Transmutation::Transmuted), None);
        let expected = [
            "e1a1", "e1b1", "e1b4", "e1c1", "e1d1", "e1f1", "e1f2", "e1g1", "e1g3", "e1h1", "e1h4",
        ];
        assert_eq!(moves(&e, &mut pos), expected);
        // Black's king is not in check: it moves as a king
        let mut pos = double_check();
        pos.set_side_to_move_unrecorded(Colour::Black);
        pos.remove_piece(Square::B4);
        pos.remove_piece(Square::E7);
        let e = engine(&pos, None, Some(Transmutation::Transmuted));
        assert_eq!(moves(&e, &mut pos).len(), 5);
    }

    #[test]
    fn a_reflective_king_in_check_also_moves_as_a_king() {
        let mut pos = double_check();
        pos.remove_piece(Square::B4);
        let e = engine(&pos, Some(Transmutation::Reflective), None);
        // rook moves along the first rank and the king's d2, f2
        let list = moves(&e, &mut pos);
        assert!(list.contains(&"e1d2".to_string()) && list.contains(&"e1f2".to_string()));
        assert!(list.contains(&"e1a1".to_string()));
        assert!(!list.contains(&"e1e2".to_string()));
        let e = engine(&pos, Some(Transmutation::Transmuted), None);
        assert!(!moves(&e, &mut pos).contains(&"e1d2".to_string()));
    }

    #[test]
    fn a_super_transmuting_king_becomes_its_checker() {
        let mut pos = double_check();
        let e = engine(&pos, Some(Transmutation::SuperTransmuting), None);
        let list = moves(&e, &mut pos);
        // no longer royal once it moves: e2 stays attacked by the rook
        assert!(list.contains(&"e1e2=R".to_string()));
        assert!(list.contains(&"e1d2=B".to_string()));
        assert!(list.contains(&"e1e7=R".to_string()));
        assert!(!list.iter().any(|m| !m.contains('=')));
        let mut list = MoveList::new();
        e.legal_moves(&mut pos, &mut list);
        let m = list.iter().find(|m| m.to == Square::E2).copied().unwrap();
        e.play(&mut pos, &m);
        assert!(pos.royals(Colour::White).is_empty());
        assert!(!e.in_check(&pos, Colour::White));
    }

    #[test]
    fn a_transmuted_king_in_check_observes_like_its_checkers() {
        use Colour::*;
        // Black Rg8-e8 checks Ke4, which then sees Black's king on h4 as
        // a rook: illegal for TransmutedKings, legal for ReflectiveKings
        let pieces = [
            (Square::E4, PieceKind::KING, White),
            (Square::A2, PieceKind::PAWN, White),
            (Square::H4, PieceKind::KING, Black),
            (Square::G8, PieceKind::ROOK, Black),
        ];
        let rook_to_e8 = |t| {
            let mut pos = position(&pieces, Black);
            let e = engine(&pos, Some(t), Some(t));
            moves(&e, &mut pos).contains(&"g8e8".to_string())
        };
        assert!(!rook_to_e8(Transmutation::Transmuted));
        assert!(!rook_to_e8(Transmutation::SuperTransmuting));
        assert!(rook_to_e8(Transmutation::Reflective));
        let mut pos = position(&pieces, Black);
        let e = engine(&pos, None, Some(Transmutation::Transmuted));
        assert!(moves(&e, &mut pos).contains(&"g8e8".to_string()));
    }

    #[test]
    fn a_king_borrowing_a_pawns_walk_steps_twice_without_en_passant() {
        use Colour::*;
        let mut pos = position(
            &[
                (Square::E2, PieceKind::KING, White),
                (Square::H8, PieceKind::KING, Black),
                (Square::D3, PieceKind::PAWN, Black),
            ],
            White,
        );
        let e = engine(&pos, Some(Transmutation::Transmuted), None);
        assert_eq!(moves(&e, &mut pos), ["e2d3", "e2e3", "e2e4"]);
        let mut list = MoveList::new();
        e.legal_moves(&mut pos, &mut list);
        assert!(list.iter().all(|m| m.special == Special::None));
        // on its first rank, checked by a pawn: no move (mate)
        let mut pos = position(
            &[
                (Square::E1, PieceKind::KING, White),
                (Square::A8, PieceKind::KING, Black),
                (Square::D2, PieceKind::PAWN, Black),
            ],
            White,
        );
        let e = engine(&pos, Some(Transmutation::Transmuted), None);
        assert!(moves(&e, &mut pos).is_empty());
        assert!(e.in_check(&pos, White));
    }

    #[test]
    fn transmutations_combine_with_the_conditions_compared_alone() {
        let t = |white, black| Condition::Transmuting { white, black };
        let white = t(Some(Transmutation::Transmuted), None);
        let black = t(None, Some(Transmutation::Reflective));
        assert_eq!(combination_refusal(&[white.clone(), black.clone()]), None);
        assert_eq!(
            combination_refusal(&[white.clone(), Condition::NoCapture]),
            None
        );
        assert_eq!(
            combination_refusal(&[white.clone(), Condition::Patrol]),
            Some(("WhiteTransmutedKing".into(), "Patrouille".into()))
        );
        // one kind per side
        let other = t(Some(Transmutation::SuperTransmuting), None);
        assert_eq!(
            combination_refusal(&[black, white.clone(), other]),
            Some((
                "WhiteTransmutedKing".into(),
                "WhiteSuperTransmutingKing".into()
            ))
        );
        assert_eq!(combination_refusal(&[Condition::NoCapture]), None);
    }

    #[test]
    fn a_paralysed_piece_lends_no_walk() {
        use Colour::*;
        // Madrasi: the white rook on d7 paralyses the black rook on e7,
        // which then does not check the white king on e1
        let mut pos = position(
            &[
                (Square::E1, PieceKind::KING, White),
                (Square::D7, PieceKind::ROOK, White),
                (Square::A8, PieceKind::KING, Black),
                (Square::E7, PieceKind::ROOK, Black),
            ],
            White,
        );
        let generator =
            MoveGenerator::for_position(&pos, Rules::default(), &WalkRegistry::new()).unwrap();
        let conditions = [
            Condition::Transmuting {
                white: Some(Transmutation::Transmuted),
                black: None,
            },
            Condition::Madrasi {
                rex_inclusive: false,
            },
        ];
        let e = Engine::new(generator, &conditions).unwrap();
        assert!(e.checking_kinds(&pos, Square::E1, White).is_empty());
        let list = moves(&e, &mut pos);
        assert!(list.contains(&"e1d2".to_string()));
        let e = engine(&pos, Some(Transmutation::Transmuted), None);
        assert_eq!(
            e.checking_kinds(&pos, Square::E1, White).as_slice(),
            &[PieceKind::ROOK]
        );
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// Every legal move leaves the mover's royal piece out of check,
        /// and a side not in check has no move the orthodox rules deny
        /// (a check may become illegal, nothing becomes legal).
        #[test]
        fn transmutations_keep_the_invariants(
            cells in proptest::collection::vec((0u8..64, 0u8..5, proptest::bool::ANY), 0..8),
            black in proptest::bool::ANY,
            mode in 0usize..4,
        ) {
            let mut pos = crate::test_support::random_position(&cells, [true, true], black);
            let side = pos.side_to_move();
            let generator =
                MoveGenerator::for_position(&pos, Rules::default(), &WalkRegistry::new()).unwrap();
            let t = [
                Transmutation::Transmuted,
                Transmutation::Reflective,
                Transmutation::SuperTransmuting,
                Transmutation::Transmuted,
            ][mode];
            let (white, black) = if mode == 3 { (Some(t), None) } else { (Some(t), Some(t)) };
            let e = engine(&pos, white, black);
            // (positions where the side to move can take the king are refused)
            proptest::prop_assume!(!e.in_check(&pos, !side));
            let mut list = MoveList::new();
            e.legal_moves(&mut pos, &mut list);
            for m in list.iter() {
                let mut after = pos.clone();
                e.play(&mut after, m);
                proptest::prop_assert!(!e.in_check(&after, side), "{m:?} leaves the king in check");
            }
            if !e.in_check(&pos, side) {
                let mut orthodox = MoveList::new();
                generator.legal_moves(&mut pos, &mut orthodox).unwrap();
                for m in list.iter() {
                    proptest::prop_assert!(orthodox.contains(m), "{m:?} is not an orthodox move");
                }
            }
        }
    }
}
