//! [`MoveGenerator`]: the move generator of one problem, choosing at set-up
//! between the orthodox fast path and the general path of plug-in walks.

use crate::checked::Orthodox;
use crate::orthodox;
use crate::rules::{FirstRankPawns, MoveList, Rules};
use crate::walk::{orthodox_walk, WalkGenerator, WalkRegistry};
use nightrider_board::{
    Attributes, Bitboard, Castling, Colour, Move, PieceKind, Position, Special, Square,
};
use std::fmt;
use std::sync::Arc;

/// Why a [`MoveGenerator`] cannot be built or cannot handle a position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GeneratorError {
    /// No walk is registered for this piece kind.
    #[error("no walk (move generator) is registered for piece kind {}", .0 .0)]
    UnknownKind(PieceKind),
}

/// Which generation path a [`MoveGenerator`] uses: the orthodox fast path
/// or the general path. (A piece's path across the board is
/// [`nightrider_board::walk::Path`].)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GenerationPath {
    /// Bitboard legal move generation for orthodox pieces without
    /// attributes ([`crate::orthodox`]).
    Orthodox,
    /// Pseudo-legal generation per piece through [`WalkGenerator`]s, legality by
    /// playing each move and testing the mover's royal pieces for check.
    General,
}

/// The move generator of a problem: built once from the piece kinds and
/// attributes in use and the [`Rules`], it uses the orthodox fast path
/// when every piece (including promotion kinds) is orthodox without
/// attributes, and the general path otherwise.
///
/// The general path handles royal pieces (kings and pieces with
/// [`Attributes::ROYAL`]: a side is in check when any of its royal pieces
/// is attacked; a side without royal pieces is never in check) and neutral
/// pieces (they move for the side to move and can be captured by either
/// side). Other attributes are the business of the conditions layer.
///
/// ```
/// use nightrider_board::Position;
/// use nightrider_movegen::{MoveGenerator, MoveList, GenerationPath, Rules, WalkRegistry};
/// let mut pos = Position::startpos();
/// let generator = MoveGenerator::for_position(&pos, Rules::default(), &WalkRegistry::new()).unwrap();
/// assert_eq!(generator.path(), GenerationPath::Orthodox);
/// let mut moves = MoveList::new();
/// generator.legal_moves(&mut pos, &mut moves).unwrap();
/// assert_eq!(moves.len(), 20);
/// assert_eq!(generator.perft(&mut pos, 3).unwrap(), 8902);
/// ```
#[derive(Clone)]
pub struct MoveGenerator {
    rules: Rules,
    path: GenerationPath,
    /// The orthodox kinds have the built-in walks and first-rank pawns are
    /// inert: their attacks are the bitboard tables' on any position.
    bitboard_walks: bool,
    orthodox: [Option<Arc<dyn WalkGenerator>>; PieceKind::ORTHODOX_COUNT],
    fairy: Vec<(PieceKind, Arc<dyn WalkGenerator>)>,
}

impl fmt::Debug for MoveGenerator {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("MoveGenerator")
            .field("rules", &self.rules)
            .field("path", &self.path)
            .field(
                "fairy",
                &self
                    .fairy
                    .iter()
                    .map(|(k, w)| (k.0, w.name()))
                    .collect::<Vec<_>>(),
            )
            .finish()
    }
}

impl MoveGenerator {
    /// Builds the generator for a problem using the piece `kinds` (the
    /// promotion kinds of `rules` are added) with the piece `attributes` in
    /// use. Orthodox kinds get the built-in walks unless `registry`
    /// overrides them; every other kind must be registered.
    ///
    /// # Errors
    /// [`GeneratorError::UnknownKind`] naming a kind without a walk.
    pub fn new(
        kinds: impl IntoIterator<Item = PieceKind>,
        attributes: Attributes,
        rules: Rules,
        registry: &WalkRegistry,
    ) -> Result<MoveGenerator, GeneratorError> {
        let mut all: Vec<PieceKind> = kinds.into_iter().collect();
        all.extend(rules.all_promotions());
        all.extend(registry.kinds());
        all.sort_unstable();
        all.dedup();
        let mut orthodox: [Option<Arc<dyn WalkGenerator>>; PieceKind::ORTHODOX_COUNT] =
            Default::default();
        for kind in PieceKind::ORTHODOX {
            orthodox[kind.idx()] = registry
                .get(kind)
                .cloned()
                .or_else(|| orthodox_walk(kind, &rules));
        }
        let mut fairy = Vec::new();
        for &kind in all.iter().filter(|k| !k.is_orthodox()) {
            let walk = registry
                .get(kind)
                .ok_or(GeneratorError::UnknownKind(kind))?;
            fairy.push((kind, walk.clone()));
        }
        let overridden = PieceKind::ORTHODOX
            .iter()
            .any(|k| registry.get(*k).is_some());
        // the bitboard path has Popeye's default for first-rank pawns
        let bitboard_walks = !overridden && rules.first_rank_pawns == FirstRankPawns::Inert;
        let path = if attributes.is_empty() && fairy.is_empty() && bitboard_walks {
            GenerationPath::Orthodox
        } else {
            GenerationPath::General
        };
        Ok(MoveGenerator {
            rules,
            path,
            bitboard_walks,
            orthodox,
            fairy,
        })
    }

    /// Builds the generator for the kinds and attributes found on `pos`
    /// (plus the promotion kinds and the registered kinds).
    ///
    /// # Errors
    /// [`GeneratorError::UnknownKind`] naming a kind without a walk.
    pub fn for_position(
        pos: &Position,
        rules: Rules,
        registry: &WalkRegistry,
    ) -> Result<MoveGenerator, GeneratorError> {
        let mut attributes = Attributes::empty();
        let mut kinds = Vec::new();
        // (the underworld's pieces may come back: Circe Volcanic)
        let below = pos.underworld().iter().map(|(_, p)| p);
        for piece in pos.board().iter().flatten().chain(below) {
            attributes |= piece.attributes;
            kinds.push(piece.kind);
        }
        MoveGenerator::new(kinds, attributes, rules, registry)
    }

    /// The same generator forced onto the general path (for testing the
    /// walks against the fast path, or for callers that need it).
    #[must_use]
    pub fn force_general(mut self) -> MoveGenerator {
        self.path = GenerationPath::General;
        self
    }

    /// The path chosen.
    pub fn path(&self) -> GenerationPath {
        self.path
    }

    /// Whether the orthodox kinds attack as the bitboard tables say on
    /// any position (neutral pieces included): they have the built-in
    /// walks, and pawns on their first rank are inert.
    pub fn bitboard_walks(&self) -> bool {
        self.bitboard_walks
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The walk of `kind`.
    ///
    /// # Errors
    /// [`GeneratorError::UnknownKind`] if there is none.
    #[inline]
    pub fn walk(&self, kind: PieceKind) -> Result<&dyn WalkGenerator, GeneratorError> {
        let found = if kind.is_orthodox() {
            self.orthodox[kind.idx()].as_deref()
        } else {
            self.fairy
                .iter()
                .find(|(k, _)| *k == kind)
                .map(|(_, w)| &**w)
        };
        found.ok_or(GeneratorError::UnknownKind(kind))
    }

    /// Whether the legal move `mv` gives check, found without playing it
    /// (see [`orthodox::gives_check`]); `None` off the orthodox fast path
    /// and where playing the move is the simpler test.
    #[inline]
    pub fn gives_check(&self, pos: &Position, mv: &nightrider_board::Move) -> Option<bool> {
        if self.fast(pos) {
            orthodox::gives_check(Orthodox::new_unchecked(pos), mv)
        } else {
            None
        }
    }

    /// Whether `mv` is a legal move of the side to move in `pos`, decided
    /// without generating the moves (see [`orthodox::is_legal_with`]);
    /// `None` off the orthodox fast path.
    #[inline]
    pub fn is_legal(&self, pos: &Position, mv: &nightrider_board::Move) -> Option<bool> {
        if self.fast(pos) && !mv.is_null() {
            // the fast path generates no condition's choices
            Some(
                mv.choice == nightrider_board::Choice::NONE
                    && orthodox::is_legal_with(Orthodox::new_unchecked(pos), mv, &self.rules),
            )
        } else {
            None
        }
    }

    /// For a move `reply` of the side not to move, the squares where a move
    /// of the side to move could stop it being a legal move giving no
    /// check (see [`orthodox::reply_zone`]); `None` off the orthodox fast
    /// path.
    #[inline]
    pub fn reply_zone(
        &self,
        pos: &Position,
        reply: &nightrider_board::Move,
    ) -> Option<nightrider_board::ReplyZone> {
        if self.fast(pos) && reply.choice == nightrider_board::Choice::NONE {
            orthodox::reply_zone(Orthodox::new_unchecked(pos), reply, &self.rules)
        } else {
            None
        }
    }

    /// Whether the fast path may be used on this position: the generator
    /// chose it, and the position (which conditions might have changed)
    /// still holds only orthodox pieces whose royal pieces are the kings.
    /// Whether moves and checks in `pos` go through the orthodox bitboard
    /// fast path (see [`GenerationPath::Orthodox`]).
    #[inline]
    pub fn uses_fast_path(&self, pos: &Position) -> bool {
        self.fast(pos)
    }

    /// Whether the attacks of the orthodox kinds in `pos` are the bitboard
    /// tables' (for [`MoveGenerator::attackers`],
    /// [`MoveGenerator::is_square_attacked`] and
    /// [`MoveGenerator::attacked_squares`]): the orthodox kinds have the
    /// built-in walks ([`MoveGenerator::bitboard_walks`]) and there are no
    /// holes. This holds off the fast path too: beside pieces with
    /// attributes (chameleons, royal pieces other than kings, neutral
    /// pieces, …), as the walks' attacks do not read a piece's attributes
    /// and a neutral piece, among the pieces of both sides on the tables,
    /// attacks for `by` as a piece of `by` does (a neutral pawn forward
    /// for `by`); and beside fairy pieces, which stop an orthodox piece's
    /// line on the tables' occupancy as they stop its walk, while their
    /// own attacks are their walks', found one piece after the other. On
    /// the fast path it always holds.
    #[inline]
    fn bitboard_attacks(&self, pos: &Position) -> bool {
        self.bitboard_walks && pos.holes().is_empty()
    }

    /// The fairy pieces that `by` may move whose walks attack `sq`, one
    /// piece after the other (the piece on `sq` itself not counted); with
    /// `first`, stops at the first found.
    fn fairy_attackers(
        &self,
        pos: &Position,
        sq: Square,
        by: Colour,
        first: bool,
    ) -> Result<Bitboard, GeneratorError> {
        let mut result = Bitboard::EMPTY;
        for from in (pos.fairy() & pos.by_colour(by)).without(sq) {
            let Some(piece) = pos.piece_at(from) else {
                continue;
            };
            if self.walk(piece.kind)?.attacks(pos, from, sq, by) {
                result.insert(from);
                if first {
                    break;
                }
            }
        }
        Ok(result)
    }

    #[inline]
    fn fast(&self, pos: &Position) -> bool {
        // (holes: the walks of the general path stop at them)
        self.path == GenerationPath::Orthodox
            && (pos.fairy() | pos.neutrals() | pos.holes()).is_empty()
            && (pos.royals(Colour::White) | pos.royals(Colour::Black))
                == pos.by_kind(PieceKind::KING)
    }

    /// Appends the legal moves of the side to move to `out`. The position
    /// is used to play and take back candidate moves on the general path;
    /// it is unchanged on return.
    ///
    /// # Errors
    /// [`GeneratorError::UnknownKind`] if a piece of a kind without a walk
    /// stands on the board.
    pub fn legal_moves(
        &self,
        pos: &mut Position,
        out: &mut MoveList,
    ) -> Result<(), GeneratorError> {
        if self.fast(pos) {
            orthodox::legal_moves(Orthodox::new_unchecked(pos), &self.rules, out);
            return Ok(());
        }
        let side = pos.side_to_move();
        let mut pseudo = MoveList::new();
        self.general_pseudo_legal(pos, &mut pseudo)?;
        for mv in pseudo {
            pos.play(&mv);
            let illegal = self.in_check(pos, side);
            pos.undo_move();
            if !illegal? {
                out.push(mv);
            }
        }
        Ok(())
    }

    /// The legal moves of the side to move as sets of arrival squares,
    /// indexed by departure square (see [`orthodox::legal_targets`]), on the
    /// orthodox fast path; `None` off it.
    pub fn legal_targets(&self, pos: &Position) -> Option<[Bitboard; 64]> {
        self.fast(pos)
            .then(|| orthodox::legal_targets(Orthodox::new_unchecked(pos), &self.rules))
    }

    /// Appends the pseudo-legal moves of the side to move: every move of
    /// the walks, whether or not it leaves a royal piece in check, plus the
    /// castlings (which obey the check rules).
    ///
    /// # Errors
    /// [`GeneratorError::UnknownKind`] as for [`MoveGenerator::legal_moves`].
    pub fn pseudo_legal_moves(
        &self,
        pos: &Position,
        out: &mut MoveList,
    ) -> Result<(), GeneratorError> {
        if self.fast(pos) {
            orthodox::pseudo_legal_moves(Orthodox::new_unchecked(pos), &self.rules, out);
            return Ok(());
        }
        self.general_pseudo_legal(pos, out)
    }

    fn general_pseudo_legal(
        &self,
        pos: &Position,
        out: &mut MoveList,
    ) -> Result<(), GeneratorError> {
        let side = pos.side_to_move();
        for from in pos.by_colour(side) {
            let Some(piece) = pos.piece_at(from) else {
                continue;
            };
            self.walk(piece.kind)?.generate(pos, from, side, out);
        }
        if self.rules.castling && !pos.castling().is_empty() && !self.in_check(pos, side)? {
            for c in Castling::ALL.iter().filter(|c| c.colour == side) {
                if let Some(mv) = self.castling(pos, c)? {
                    out.push(mv);
                }
            }
        }
        Ok(())
    }

    /// The castling `c` if it is allowed (rights, pieces in place, empty
    /// squares, no attacked square on the king's way; the caller has
    /// checked the king is not in check). The arrival square is tested by
    /// the legality test like every move.
    fn castling(&self, pos: &Position, c: &Castling) -> Result<Option<Move>, GeneratorError> {
        if !pos.castling().contains(c.right) {
            return Ok(None);
        }
        if !castling_pieces_home(pos, c) {
            return Ok(None);
        }
        let king_path = crate::attacks::between(c.king_from, c.king_to).with(c.king_to);
        let must_be_empty = (king_path
            | crate::attacks::between(c.rook_from, c.rook_to).with(c.rook_to))
        .without(c.king_from)
        .without(c.rook_from);
        if (must_be_empty & pos.blockers()).any() {
            return Ok(None);
        }
        for sq in crate::attacks::between(c.king_from, c.king_to) {
            if self.is_square_attacked(pos, sq, !c.colour)? {
                return Ok(None);
            }
        }
        Ok(Some(c.as_move()))
    }

    /// Appends the castlings of `side` that the rights, the pieces on their
    /// home squares and the empty squares between allow, without any test
    /// of check: for callers (fairy conditions) whose notion of check is
    /// their own, and who must test that the king is not in check and does
    /// not pass through or land on an observed square.
    pub fn castling_candidates(&self, pos: &Position, side: Colour, out: &mut MoveList) {
        if !self.rules.castling || pos.castling().is_empty() {
            return;
        }
        for c in Castling::ALL.iter().filter(|c| c.colour == side) {
            if !pos.castling().contains(c.right) {
                continue;
            }
            if !castling_pieces_home(pos, c) {
                continue;
            }
            if castling_way_empty(pos, c) {
                out.push(c.as_move());
            }
        }
    }

    /// The squares of the pieces that `by` may move (its own and neutral
    /// ones) whose walks attack `sq`; the piece on `sq` itself is not
    /// counted. Bitboard attack tables on the orthodox fast path.
    ///
    /// # Errors
    /// [`GeneratorError::UnknownKind`] as for [`MoveGenerator::legal_moves`].
    pub fn attackers(
        &self,
        pos: &Position,
        sq: Square,
        by: Colour,
    ) -> Result<Bitboard, GeneratorError> {
        if self.bitboard_attacks(pos) {
            // (the orthodox kinds on the tables, the fairy ones by their
            // walks; each only where `by` has such pieces)
            let fairy = pos.fairy() & pos.by_colour(by);
            let mut result = Bitboard::EMPTY;
            if (pos.by_colour(by) - fairy).any() {
                result = orthodox::attackers(Orthodox::new_unchecked(pos), sq, by).without(sq);
            }
            if fairy.any() {
                result |= self.fairy_attackers(pos, sq, by, false)?;
            }
            return Ok(result);
        }
        let mut result = Bitboard::EMPTY;
        for from in pos.by_colour(by).without(sq) {
            let Some(piece) = pos.piece_at(from) else {
                continue;
            };
            if self.walk(piece.kind)?.attacks(pos, from, sq, by) {
                result.insert(from);
            }
        }
        Ok(result)
    }

    /// The pieces of kind `kind` among [`MoveGenerator::attackers`], found
    /// with that kind's attack table alone: `None` off the orthodox fast
    /// path or for a kind that is not orthodox (then filter
    /// [`MoveGenerator::attackers`]).
    #[inline]
    pub fn attackers_of_kind(
        &self,
        pos: &Position,
        sq: Square,
        by: Colour,
        kind: PieceKind,
    ) -> Option<Bitboard> {
        (kind.is_orthodox() && self.fast(pos)).then(|| {
            orthodox::attackers_of_kind(Orthodox::new_unchecked(pos), sq, by, kind).without(sq)
        })
    }

    /// The squares the pieces of `by` attack, each square counted as
    /// [`MoveGenerator::attackers`] counts it (an empty square is in the
    /// set exactly when it has attackers), found by the bitboard tables
    /// piece by piece; `None` where the attacks are not the tables'
    /// (fairy kinds among the pieces `by` may move, holes on the board,
    /// or walks of the orthodox kinds overridden).
    pub fn attacked_squares(&self, pos: &Position, by: Colour) -> Option<Bitboard> {
        if !self.bitboard_attacks(pos) || (pos.fairy() & pos.by_colour(by)).any() {
            return None;
        }
        let occupied = pos.occupied();
        let mut attacked = Bitboard::EMPTY;
        for from in pos.by_colour(by) {
            let piece = pos.piece_at(from)?;
            attacked |= orthodox::piece_attacks(piece.kind, by, from, occupied)?;
        }
        Some(attacked)
    }

    /// Whether a piece that `by` may move (its own or a neutral one)
    /// attacks `sq`. The piece on `sq` itself is not counted.
    ///
    /// # Errors
    /// [`GeneratorError::UnknownKind`] as for [`MoveGenerator::legal_moves`].
    pub fn is_square_attacked(
        &self,
        pos: &Position,
        sq: Square,
        by: Colour,
    ) -> Result<bool, GeneratorError> {
        if self.bitboard_attacks(pos) {
            // (the orthodox kinds on the tables, the fairy ones by their
            // walks; each only where `by` has such pieces)
            let fairy = pos.fairy() & pos.by_colour(by);
            return Ok(((pos.by_colour(by) - fairy).any()
                && orthodox::is_square_attacked(Orthodox::new_unchecked(pos), sq, by))
                || (fairy.any() && self.fairy_attackers(pos, sq, by, true)?.any()));
        }
        for from in pos.by_colour(by).without(sq) {
            let Some(piece) = pos.piece_at(from) else {
                continue;
            };
            if self.walk(piece.kind)?.attacks(pos, from, sq, by) {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Whether `side` is in check: one of its royal pieces (including
    /// neutral royal pieces) is attacked by the other side.
    ///
    /// # Errors
    /// [`GeneratorError::UnknownKind`] as for [`MoveGenerator::legal_moves`].
    pub fn in_check(&self, pos: &Position, side: Colour) -> Result<bool, GeneratorError> {
        if self.fast(pos) {
            return Ok(orthodox::in_check(Orthodox::new_unchecked(pos), side));
        }
        for royal in pos.royals(side) {
            if self.is_square_attacked(pos, royal, !side)? {
                return Ok(true);
            }
        }
        self.royal_capturable_en_passant(pos, side)
    }

    /// Whether a royal piece of `side` that has just made a double step
    /// can be captured en passant (Popeye: a royal pawn's `d7-d5` beside
    /// a white pawn on e5 is a self-check).
    fn royal_capturable_en_passant(
        &self,
        pos: &Position,
        side: Colour,
    ) -> Result<bool, GeneratorError> {
        let Some(ep) = pos.en_passant() else {
            return Ok(false);
        };
        if !pos.royals(side).contains(ep.pawn) {
            return Ok(false);
        }
        let mut moves = MoveList::new();
        for from in pos.by_colour(!side).without(ep.pawn) {
            let Some(piece) = pos.piece_at(from) else {
                continue;
            };
            moves.clear();
            self.walk(piece.kind)?
                .generate(pos, from, !side, &mut moves);
            if moves
                .iter()
                .any(|m| m.special == Special::EnPassant && m.captures.contains(ep.pawn))
            {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// The squares of the pieces giving check to the side to move's royal
    /// pieces.
    ///
    /// # Errors
    /// [`GeneratorError::UnknownKind`] as for [`MoveGenerator::legal_moves`].
    pub fn checkers(&self, pos: &Position) -> Result<Bitboard, GeneratorError> {
        if self.fast(pos) {
            return Ok(orthodox::checkers(Orthodox::new_unchecked(pos)));
        }
        let side = pos.side_to_move();
        let mut result = Bitboard::EMPTY;
        for royal in pos.royals(side) {
            for from in pos.by_colour(!side).without(royal) {
                let Some(piece) = pos.piece_at(from) else {
                    continue;
                };
                if self.walk(piece.kind)?.attacks(pos, from, royal, !side) {
                    result.insert(from);
                }
            }
        }
        Ok(result)
    }

    /// Number of leaf nodes of the legal move tree of `depth` plies.
    ///
    /// # Errors
    /// [`GeneratorError::UnknownKind`] as for [`MoveGenerator::legal_moves`].
    pub fn perft(&self, pos: &mut Position, depth: u32) -> Result<u64, GeneratorError> {
        if self.fast(pos) && self.rules.promotions_orthodox() {
            return Ok(crate::perft::count(pos, depth, &self.rules));
        }
        if depth == 0 {
            return Ok(1);
        }
        let mut moves = MoveList::new();
        self.legal_moves(pos, &mut moves)?;
        if depth == 1 {
            return Ok(moves.len() as u64);
        }
        let mut nodes = 0;
        for mv in &moves {
            pos.play(mv);
            let sub = self.perft(pos, depth - 1);
            pos.undo_move();
            nodes += sub?;
        }
        Ok(nodes)
    }
}

/// Whether the king and the rook of castling `c` stand on their squares:
/// the king of the castling side (not a neutral one), the rook of that
/// side or a neutral one (Popeye 4.104 castles with it where the
/// conditions let its king stand next to it unchecked, e.g. under KoeKo).
fn castling_pieces_home(pos: &Position, c: &Castling) -> bool {
    let king = pos
        .piece_at(c.king_from)
        .is_some_and(|p| p.kind == PieceKind::KING && p.colour == c.colour && !p.is_neutral());
    let rook = pos
        .piece_at(c.rook_from)
        .is_some_and(|p| p.kind == PieceKind::ROOK && p.belongs_to(c.colour));
    king && rook
}

/// Whether the squares the king and the rook of castling `c` pass over and
/// land on are empty (their own squares aside): the castling's way, which
/// no unit may block, whatever the rules of check.
pub fn castling_way_empty(pos: &Position, c: &Castling) -> bool {
    let way = |from, to| crate::attacks::between(from, to).with(to);
    let must_be_empty = (way(c.king_from, c.king_to) | way(c.rook_from, c.rook_to))
        .without(c.king_from)
        .without(c.rook_from);
    (must_be_empty & pos.blockers()).is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::Piece;

    fn kings() -> Position {
        let mut pos = Position::empty();
        pos.put(Square::E1, Piece::new(PieceKind::KING, Colour::White));
        pos.put(Square::E8, Piece::new(PieceKind::KING, Colour::Black));
        pos
    }

    fn legal(generator: &MoveGenerator, pos: &mut Position) -> MoveList {
        let mut moves = MoveList::new();
        generator.legal_moves(pos, &mut moves).unwrap();
        moves
    }

    #[test]
    fn first_rank_pawns_follow_the_rules() {
        // Popeye (REGRESSIONS/4_77_to_4_79, AntiEinstein): Pc1, black Rb2
        // Rd2, no kings: c1-c2, c1-c3, c1-c4, c1*b2, c1*d2; under NormalPawn
        // c1-c2 and the captures; by default nothing.
        let mut pos = Position::empty();
        pos.put(Square::C1, Piece::new(PieceKind::PAWN, Colour::White));
        pos.put(Square::B2, Piece::new(PieceKind::ROOK, Colour::Black));
        pos.put(Square::D2, Piece::new(PieceKind::ROOK, Colour::Black));
        let build = |first_rank_pawns| {
            let rules = Rules {
                first_rank_pawns,
                ..Rules::default()
            };
            MoveGenerator::for_position(&pos, rules, &WalkRegistry::new()).unwrap()
        };
        let inert = build(FirstRankPawns::Inert);
        assert_eq!(inert.path(), GenerationPath::Orthodox);
        assert!(legal(&inert, &mut pos.clone()).is_empty());
        assert!(legal(&inert.clone().force_general(), &mut pos.clone()).is_empty());
        let one = build(FirstRankPawns::OneStep);
        assert_eq!(one.path(), GenerationPath::General);
        assert_eq!(legal(&one, &mut pos.clone()).len(), 3);
        let three = build(FirstRankPawns::UpToThreeSteps);
        let list = legal(&three, &mut pos.clone());
        assert_eq!(list.len(), 5, "{list:?}");
        let triple = Move::quiet(Square::C1, Square::C4).with_special(Special::DoubleStep);
        assert!(list.contains(&triple));
        // after the triple step both passed squares allow en passant
        let mut pos = pos.clone();
        pos.put(Square::B4, Piece::new(PieceKind::PAWN, Colour::Black));
        pos.put(Square::D3, Piece::new(PieceKind::PAWN, Colour::Black));
        pos.clear(Square::B2);
        pos.clear(Square::D2);
        pos.play(&triple);
        assert_eq!(pos.en_passant().unwrap().passed.count(), 2);
        let replies = legal(&three, &mut pos);
        let eps = replies
            .iter()
            .filter(|m| m.special == Special::EnPassant)
            .count();
        assert_eq!(eps, 2, "{replies:?}");
    }

    #[test]
    fn neutral_rook_moves_for_both_sides_and_checks_both_kings() {
        let mut pos = kings();
        let neutral =
            Piece::new(PieceKind::ROOK, Colour::White).with_attributes(Attributes::NEUTRAL);
        pos.put(Square::D4, neutral);
        let generator =
            MoveGenerator::for_position(&pos, Rules::default(), &WalkRegistry::new()).unwrap();
        assert_eq!(generator.path(), GenerationPath::General);
        for side in Colour::ALL {
            pos.set_side_to_move_unrecorded(side);
            let moves = legal(&generator, &mut pos);
            // King: 3 squares (the d-file is attacked by the neutral rook);
            // rook: 14 minus the two moves that check the mover's own king.
            assert_eq!(moves.len(), 15, "{side}: {moves:?}");
            let own_rank = if side == Colour::White {
                Square::D1
            } else {
                Square::D8
            };
            assert!(!moves.iter().any(|m| m.to == own_rank || m.to == Square::E4));
            assert!(moves.contains(&Move::quiet(Square::D4, own_rank.flip_vertical())));
            assert!(!generator.in_check(&pos, side).unwrap());
        }
    }

    #[test]
    fn neutral_pieces_capture_and_are_captured_for_either_side() {
        let mut pos = kings();
        let neutral =
            Piece::new(PieceKind::BISHOP, Colour::White).with_attributes(Attributes::NEUTRAL);
        pos.put(Square::D4, neutral);
        pos.put(Square::C2, Piece::new(PieceKind::KNIGHT, Colour::White));
        pos.put(Square::B2, Piece::new(PieceKind::PAWN, Colour::White));
        pos.put(Square::F5, Piece::new(PieceKind::KNIGHT, Colour::Black));
        pos.put(Square::G7, Piece::new(PieceKind::PAWN, Colour::Black));
        let generator =
            MoveGenerator::for_position(&pos, Rules::default(), &WalkRegistry::new()).unwrap();
        let white = legal(&generator, &mut pos);
        assert!(white.contains(&Move::capture(Square::C2, Square::D4)));
        assert!(white.contains(&Move::capture(Square::D4, Square::G7)));
        assert!(!white
            .iter()
            .any(|m| m.from == Square::D4 && m.to == Square::B2));
        pos.set_side_to_move_unrecorded(Colour::Black);
        let black = legal(&generator, &mut pos);
        assert!(black.contains(&Move::capture(Square::F5, Square::D4)));
        assert!(black.contains(&Move::capture(Square::D4, Square::B2)));
        assert!(!black
            .iter()
            .any(|m| m.from == Square::D4 && m.to == Square::G7));
    }

    #[test]
    fn neutral_pawn_moves_in_the_movers_direction() {
        let mut pos = kings();
        let neutral =
            Piece::new(PieceKind::PAWN, Colour::White).with_attributes(Attributes::NEUTRAL);
        pos.put(Square::B4, neutral);
        let generator =
            MoveGenerator::for_position(&pos, Rules::default(), &WalkRegistry::new()).unwrap();
        let white = legal(&generator, &mut pos);
        assert!(white.contains(&Move::quiet(Square::B4, Square::B5)));
        pos.set_side_to_move_unrecorded(Colour::Black);
        let black = legal(&generator, &mut pos);
        assert!(black.contains(&Move::quiet(Square::B4, Square::B3)));
        assert!(!black.contains(&Move::quiet(Square::B4, Square::B5)));
    }

    #[test]
    fn royal_attribute_makes_a_piece_royal() {
        let mut pos = Position::empty();
        let royal_queen =
            Piece::new(PieceKind::QUEEN, Colour::White).with_attributes(Attributes::ROYAL);
        pos.put(Square::A1, royal_queen);
        pos.put(Square::E8, Piece::new(PieceKind::KING, Colour::Black));
        pos.put(Square::B8, Piece::new(PieceKind::ROOK, Colour::Black));
        let generator =
            MoveGenerator::for_position(&pos, Rules::default(), &WalkRegistry::new()).unwrap();
        assert_eq!(generator.path(), GenerationPath::General);
        assert!(!generator.in_check(&pos, Colour::White).unwrap());
        let moves = legal(&generator, &mut pos);
        assert!(!moves.is_empty());
        // The royal queen may not step onto the b-file the rook attacks.
        assert!(!moves.iter().any(|m| m.to.x() == 1));
        pos.put(Square::A8, Piece::new(PieceKind::ROOK, Colour::Black));
        assert!(generator.in_check(&pos, Colour::White).unwrap());
        assert_eq!(
            generator.checkers(&pos).unwrap(),
            Bitboard::from_square(Square::A8)
        );
    }

    #[test]
    fn unknown_kinds_are_errors_naming_the_kind() {
        let mut pos = kings();
        pos.put(Square::D4, Piece::new(PieceKind(200), Colour::White));
        let err =
            MoveGenerator::for_position(&pos, Rules::default(), &WalkRegistry::new()).unwrap_err();
        assert_eq!(err, GeneratorError::UnknownKind(PieceKind(200)));
        assert!(err.to_string().contains("200"));
        // A promotion kind without a walk is an error too.
        let rules = Rules::with_promotions(&[PieceKind::QUEEN, PieceKind(300)]);
        let err = MoveGenerator::new(
            [PieceKind::KING],
            Attributes::empty(),
            rules,
            &WalkRegistry::new(),
        )
        .unwrap_err();
        assert_eq!(err, GeneratorError::UnknownKind(PieceKind(300)));
        // A piece that appears later (e.g. put there by a condition) is an
        // error at generation, not silently skipped.
        let mut orthodox = kings();
        let generator =
            MoveGenerator::for_position(&orthodox, Rules::default(), &WalkRegistry::new()).unwrap();
        orthodox.put(Square::D4, Piece::new(PieceKind(200), Colour::White));
        let mut moves = MoveList::new();
        assert_eq!(
            generator.legal_moves(&mut orthodox, &mut moves),
            Err(GeneratorError::UnknownKind(PieceKind(200)))
        );
    }

    #[test]
    fn generator_is_shareable_between_threads() {
        fn assert_send_sync<T: Send + Sync>() {}
        assert_send_sync::<MoveGenerator>();
        assert_send_sync::<WalkRegistry>();
    }

    #[test]
    fn path_selection() {
        let registry = WalkRegistry::new();
        let ortho = MoveGenerator::new(
            PieceKind::ORTHODOX,
            Attributes::empty(),
            Rules::default(),
            &registry,
        )
        .unwrap();
        assert_eq!(ortho.path(), GenerationPath::Orthodox);
        let with_attr = MoveGenerator::new(
            PieceKind::ORTHODOX,
            Attributes::KAMIKAZE,
            Rules::default(),
            &registry,
        )
        .unwrap();
        assert_eq!(with_attr.path(), GenerationPath::General);
        let mut fairy = WalkRegistry::new();
        fairy.register(PieceKind(100), Arc::new(crate::walk::KnightWalk));
        let rules = Rules::with_promotions(&[PieceKind(100)]);
        let promoting =
            MoveGenerator::new([PieceKind::KING], Attributes::empty(), rules, &fairy).unwrap();
        assert_eq!(promoting.path(), GenerationPath::General);
        assert_eq!(promoting.walk(PieceKind(100)).unwrap().name(), "knight");
        assert!(promoting.walk(PieceKind(101)).is_err());
    }

    #[test]
    fn general_castling_matches_rules() {
        let mut pos = kings();
        pos.put(Square::H1, Piece::new(PieceKind::ROOK, Colour::White));
        pos.put(Square::A1, Piece::new(PieceKind::ROOK, Colour::White));
        pos.set_castling_unrecorded(nightrider_board::CastlingRights::of(Colour::White));
        let general = MoveGenerator::for_position(&pos, Rules::default(), &WalkRegistry::new())
            .unwrap()
            .force_general();
        let castles = |g: &MoveGenerator, pos: &mut Position| {
            legal(g, pos).iter().filter(|m| m.is_castling()).count()
        };
        assert_eq!(castles(&general, &mut pos), 2);
        // A black rook on f8 attacks f1: no short castling.
        pos.put(Square::F8, Piece::new(PieceKind::ROOK, Colour::Black));
        assert_eq!(castles(&general, &mut pos), 1);
        // b1 attacked does not matter for long castling.
        pos.clear(Square::F8);
        pos.put(Square::B8, Piece::new(PieceKind::ROOK, Colour::Black));
        assert_eq!(castles(&general, &mut pos), 2);
        let no_castling = MoveGenerator::for_position(
            &pos,
            Rules {
                castling: false,
                ..Rules::default()
            },
            &WalkRegistry::new(),
        )
        .unwrap()
        .force_general();
        assert_eq!(castles(&no_castling, &mut pos), 0);
    }

    /// The attackers of a square by the walks, one piece after the other
    /// (the general path's plain way).
    fn walk_attackers(g: &MoveGenerator, pos: &Position, sq: Square, by: Colour) -> Bitboard {
        let mut result = Bitboard::EMPTY;
        for from in pos.by_colour(by).without(sq) {
            let piece = pos.piece_at(from).unwrap();
            if g.walk(piece.kind).unwrap().attacks(pos, from, sq, by) {
                result.insert(from);
            }
        }
        result
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 256, ..Default::default() })]

        /// Off the fast path, beside pieces with attributes (neutral
        /// pieces among them) and fairy pieces (leapers, riders, hoppers,
        /// Chinese pieces), the attackers and attacked squares found on
        /// the bitboard tables (and the fairy pieces' walks) are those the
        /// walks find one piece after the other, under either rule for
        /// first-rank pawns.
        #[test]
        fn attacks_beside_attributes_are_the_walks(
            cells in proptest::collection::vec((0u8..64, 0usize..11, proptest::bool::ANY, 0u16..14), 1..16),
            normal_pawns in proptest::bool::ANY,
        ) {
            // (nightrider, grasshopper, zebra, camel, leo, pao, vao, rose)
            let fairy: Vec<PieceKind> = ["n", "g", "z", "ca", "le", "pa", "va", "ro"]
                .iter()
                .filter_map(|code| {
                    nightrider_board::catalogue::by_code(
                        nightrider_board::catalogue::Language::English,
                        code,
                    )
                })
                .collect();
            let mut pos = Position::empty();
            for (index, kind, white, attribute) in cells {
                let square = Square::from_index_masked(index);
                if pos.piece_at(square).is_some() {
                    continue;
                }
                let colour = if white { Colour::White } else { Colour::Black };
                let kind = PieceKind::ORTHODOX
                    .get(kind)
                    .copied()
                    .unwrap_or_else(|| fairy[(kind + usize::from(index)) % fairy.len()]);
                let mut piece = Piece::new(kind, colour);
                if let Some(flag) = Attributes::from_bits(1 << attribute) {
                    piece = piece.with_attributes(flag);
                }
                pos.put(square, piece);
            }
            let rules = Rules {
                first_rank_pawns: if normal_pawns {
                    FirstRankPawns::ChecksOnly
                } else {
                    FirstRankPawns::Inert
                },
                ..Rules::default()
            };
            // (the fairy kinds' walks only: the orthodox ones stay built in)
            let kinds = pos.board().iter().flatten().map(|p| p.kind).filter(|k| !k.is_orthodox());
            let registry = crate::fairy::registry_for_kinds(kinds, &rules).unwrap();
            let g = MoveGenerator::for_position(&pos, rules, &registry).unwrap();
            for sq in Square::ALL {
                for by in [Colour::White, Colour::Black] {
                    let plain = walk_attackers(&g, &pos, sq, by);
                    proptest::prop_assert_eq!(g.attackers(&pos, sq, by).unwrap(), plain);
                    proptest::prop_assert_eq!(g.is_square_attacked(&pos, sq, by).unwrap(), plain.any());
                    if let Some(attacked) = g.attacked_squares(&pos, by) {
                        if pos.piece_at(sq).is_none() {
                            proptest::prop_assert_eq!(attacked.contains(sq), plain.any());
                        }
                    } else {
                        proptest::prop_assert!(
                            normal_pawns || (pos.fairy() & pos.by_colour(by)).any()
                        );
                    }
                }
            }
        }
    }
}
