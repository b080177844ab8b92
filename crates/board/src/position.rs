//! The position: a mailbox plus bitboards, the side to move, castling and
//! en-passant state, ply counters and an incremental Zobrist hash, changed
//! only through journaled primitive effects.

use crate::bitboard::Bitboard;
use crate::castling::{Castling, CastlingRights};
use crate::colour::Colour;
use crate::journal::Effect;
use crate::mv::{Move, Special};
use crate::piece::{Attributes, Piece, PieceKind};
use crate::square::Square;
use crate::zobrist;

/// The en-passant state after a pawn's multi-step move: the squares it
/// passed over (where an opposing pawn may capture it) and where it stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct EnPassant {
    /// The squares passed over.
    pub passed: Bitboard,
    /// The square of the pawn that may be captured.
    pub pawn: Square,
}

/// A chess position with its move journal.
///
/// Every change goes through a primitive operation ([`Position::move_piece`],
/// [`Position::remove_piece`], [`Position::add_piece`],
/// [`Position::change_piece`], …) that records an [`Effect`]; a move is the
/// effects recorded since [`Position::begin_move`], and
/// [`Position::undo_move`] reverts them.
///
/// ```
/// use nightrider_board::{Move, Position, Square};
/// let mut pos = Position::startpos();
/// let before = pos.clone();
/// pos.play(&Move::quiet(Square::G1, Square::F3));
/// assert_ne!(pos.hash(), before.hash());
/// pos.undo_move();
/// assert_eq!(pos, before);
/// ```
#[derive(Clone, Debug)]
pub struct Position {
    board: [Option<Piece>; 64],
    by_colour: [Bitboard; 2],
    neutral: Bitboard,
    by_kind: [Bitboard; PieceKind::ORTHODOX_COUNT],
    fairy: Bitboard,
    royal: Bitboard,
    side_to_move: Colour,
    castling: CastlingRights,
    en_passant: Option<EnPassant>,
    halfmove_clock: u16,
    fullmove_number: u16,
    hash: u64,
    /// The underworld: pieces below squares (Circe Volcanic and
    /// Parachute), oldest first.
    underworld: Vec<(Square, Piece)>,
    /// The holes: squares no piece may move to or pass (Popeye's Hole and
    /// HaanerChess); empty in every other problem.
    holes: Bitboard,
    /// The imitators (the condition Imitator), in the order of their
    /// entry: units that are no pieces and move with every move; empty in
    /// every other problem.
    imitators: Vec<Square>,
    journal: Vec<Effect>,
    move_starts: Vec<u32>,
}

impl PartialEq for Position {
    /// Positions are equal when their pieces and state are; the journals are not compared.
    fn eq(&self, other: &Position) -> bool {
        self.board == other.board
            && self.side_to_move == other.side_to_move
            && self.castling == other.castling
            && self.en_passant == other.en_passant
            && self.halfmove_clock == other.halfmove_clock
            && self.fullmove_number == other.fullmove_number
            && self.hash == other.hash
            && self.by_colour == other.by_colour
            && self.neutral == other.neutral
            && self.by_kind == other.by_kind
            && self.fairy == other.fairy
            && self.royal == other.royal
            && self.underworld == other.underworld
            && self.holes == other.holes
            && self.imitators == other.imitators
    }
}

impl Eq for Position {}

impl Default for Position {
    fn default() -> Position {
        Position::empty()
    }
}

impl Position {
    /// An empty board, White to move, no castling rights, move 1.
    pub fn empty() -> Position {
        Position {
            board: [None; 64],
            by_colour: [Bitboard::EMPTY; 2],
            neutral: Bitboard::EMPTY,
            by_kind: [Bitboard::EMPTY; PieceKind::ORTHODOX_COUNT],
            fairy: Bitboard::EMPTY,
            royal: Bitboard::EMPTY,
            side_to_move: Colour::White,
            castling: CastlingRights::empty(),
            en_passant: None,
            halfmove_clock: 0,
            fullmove_number: 1,
            hash: zobrist::castling_key(CastlingRights::empty()),
            underworld: Vec::new(),
            holes: Bitboard::EMPTY,
            imitators: Vec::new(),
            journal: Vec::with_capacity(256),
            move_starts: Vec::with_capacity(64),
        }
    }

    /// The game array.
    pub fn startpos() -> Position {
        let mut pos = Position::empty();
        let back = [
            PieceKind::ROOK,
            PieceKind::KNIGHT,
            PieceKind::BISHOP,
            PieceKind::QUEEN,
            PieceKind::KING,
            PieceKind::BISHOP,
            PieceKind::KNIGHT,
            PieceKind::ROOK,
        ];
        for (x, kind) in back.into_iter().enumerate() {
            let x = x as i32;
            pos.put(sq(x, 0), Piece::new(kind, Colour::White));
            pos.put(sq(x, 1), Piece::new(PieceKind::PAWN, Colour::White));
            pos.put(sq(x, 6), Piece::new(PieceKind::PAWN, Colour::Black));
            pos.put(sq(x, 7), Piece::new(kind, Colour::Black));
        }
        pos.set_castling_unrecorded(CastlingRights::all());
        pos
    }

    // ----- queries -----

    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board[sq.idx()]
    }

    /// The whole mailbox, `a1` first.
    pub fn board(&self) -> &[Option<Piece>; 64] {
        &self.board
    }

    /// All occupied squares.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_colour[0] | self.by_colour[1]
    }

    /// The holes: squares no piece may move to, and no line may pass
    /// (Popeye's Hole and HaanerChess). They are never occupied.
    #[inline]
    pub fn holes(&self) -> Bitboard {
        self.holes
    }

    /// The squares of the imitators (the condition Imitator), in the
    /// order of their entry; empty without the condition. They are never
    /// occupied, and no line stops at them: they move with every move, so
    /// that no moving piece ever reaches one.
    #[inline]
    pub fn imitators(&self) -> &[Square] {
        &self.imitators
    }

    /// The squares that stop a line: the occupied squares and the holes.
    /// A line stopped by a hole ends before it (a hole is no hurdle and
    /// nothing to capture).
    #[inline]
    pub fn blockers(&self) -> Bitboard {
        self.occupied() | self.holes
    }

    /// Squares of pieces `colour` may move: its own and the neutral ones.
    #[inline]
    pub fn by_colour(&self, colour: Colour) -> Bitboard {
        self.by_colour[colour.idx()]
    }

    /// Squares of neutral pieces.
    #[inline]
    pub fn neutrals(&self) -> Bitboard {
        self.neutral
    }

    /// Squares of pieces of the orthodox `kind` (any colour).
    #[inline]
    pub fn by_kind(&self, kind: PieceKind) -> Bitboard {
        debug_assert!(kind.is_orthodox());
        self.by_kind[kind.idx()]
    }

    /// Squares of pieces of the orthodox `kind` that `colour` may move.
    #[inline]
    pub fn pieces(&self, kind: PieceKind, colour: Colour) -> Bitboard {
        self.by_kind(kind) & self.by_colour(colour)
    }

    /// Squares of pieces whose kind is not orthodox.
    #[inline]
    pub fn fairy(&self) -> Bitboard {
        self.fairy
    }

    /// Squares of royal pieces (kings and pieces with the royal attribute) `colour` owns.
    #[inline]
    pub fn royals(&self, colour: Colour) -> Bitboard {
        self.royal & self.by_colour(colour)
    }

    /// The square of `colour`'s royal piece (the first, if there are several).
    #[inline]
    pub fn royal_square(&self, colour: Colour) -> Option<Square> {
        self.royals(colour).first()
    }

    /// Whether every piece is orthodox and without attributes, so that the
    /// orthodox fast paths apply.
    pub fn is_orthodox(&self) -> bool {
        self.fairy.is_empty()
            && self.neutral.is_empty()
            && self
                .occupied()
                .into_iter()
                .all(|s| self.board[s.idx()].is_some_and(|p| p.attributes.is_empty()))
    }

    /// The side to move.
    #[inline]
    pub fn side_to_move(&self) -> Colour {
        self.side_to_move
    }

    /// The castling rights.
    #[inline]
    pub fn castling(&self) -> CastlingRights {
        self.castling
    }

    /// The en-passant state, if the last move was a multi-step pawn move.
    #[inline]
    pub fn en_passant(&self) -> Option<EnPassant> {
        self.en_passant
    }

    /// Half-moves since the last capture or pawn move.
    pub fn halfmove_clock(&self) -> u16 {
        self.halfmove_clock
    }

    /// The full-move number, starting at 1 and incremented after Black's move.
    pub fn fullmove_number(&self) -> u16 {
        self.fullmove_number
    }

    /// The incremental Zobrist hash.
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The Zobrist hash computed from scratch (equals [`Position::hash`]).
    pub fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for sq in Square::ALL {
            if let Some(p) = self.board[sq.idx()] {
                h ^= zobrist::piece_key(p, sq);
            }
        }
        if self.side_to_move == Colour::Black {
            h ^= zobrist::SIDE_KEY;
        }
        h ^= zobrist::castling_key(self.castling);
        h ^= zobrist::en_passant_key(self.en_passant.map_or(0, |e| e.passed.0));
        for sq in self.holes {
            h ^= zobrist::hole_key(sq);
        }
        for &sq in &self.imitators {
            h ^= zobrist::imitator_key(sq);
        }
        h ^ zobrist::underworld_key(&self.underworld)
    }

    /// The underworld: the pieces lying below squares (Circe Volcanic and
    /// Parachute), oldest first. A piece comes back when its square is
    /// empty, the oldest below a square first.
    pub fn underworld(&self) -> &[(Square, Piece)] {
        &self.underworld
    }

    /// Number of moves currently recorded in the journal.
    pub fn moves_played(&self) -> usize {
        self.move_starts.len()
    }

    /// Every effect journaled since the journal was last cleared (the
    /// moves played from the set-up position), oldest first.
    pub fn journal(&self) -> &[Effect] {
        &self.journal
    }

    /// The effects of the last move played, in order.
    pub fn last_move_effects(&self) -> &[Effect] {
        match self.move_starts.last() {
            Some(&start) => &self.journal[start as usize..],
            None => &[],
        }
    }

    /// The effects of the move played `back` moves before the last one
    /// (`0`: the last move), or `None` if fewer moves were played.
    pub fn earlier_move_effects(&self, back: usize) -> Option<&[Effect]> {
        let n = self.move_starts.len();
        if back >= n {
            return None;
        }
        let start = self.move_starts[n - 1 - back] as usize;
        let end = if back == 0 {
            self.journal.len()
        } else {
            self.move_starts[n - back] as usize
        };
        Some(&self.journal[start..end])
    }

    // ----- set-up without journal (before play starts) -----

    /// Puts `piece` on `sq`, replacing what stood there; not journaled, for
    /// setting positions up.
    pub fn put(&mut self, sq: Square, piece: Piece) {
        if self.board[sq.idx()].is_some() {
            self.take(sq);
        }
        self.place(sq, piece);
    }

    /// Puts `piece` into the underworld below `sq` (after the pieces
    /// already there); not journaled, for setting positions up.
    pub fn bury_unrecorded(&mut self, sq: Square, piece: Piece) {
        self.hash ^= zobrist::underworld_key(&self.underworld);
        self.underworld.push((sq, piece));
        self.hash ^= zobrist::underworld_key(&self.underworld);
    }

    /// Makes the empty square `sq` a hole; not journaled, for setting
    /// positions up. A square that already is one stays one.
    ///
    /// # Panics
    /// If `sq` is occupied.
    pub fn make_hole_unrecorded(&mut self, sq: Square) {
        assert!(
            self.board[sq.idx()].is_none(),
            "a hole on the occupied square {sq}"
        );
        if !self.holes.contains(sq) {
            self.holes.insert(sq);
            self.hash ^= zobrist::hole_key(sq);
        }
    }

    /// Empties `sq`; not journaled.
    pub fn clear(&mut self, sq: Square) {
        if self.board[sq.idx()].is_some() {
            self.take(sq);
        }
    }

    /// Sets the side to move; not journaled.
    pub fn set_side_to_move_unrecorded(&mut self, side: Colour) {
        if side != self.side_to_move {
            self.side_to_move = side;
            self.hash ^= zobrist::SIDE_KEY;
        }
    }

    /// Sets the castling rights; not journaled.
    pub fn set_castling_unrecorded(&mut self, rights: CastlingRights) {
        self.hash ^= zobrist::castling_key(self.castling) ^ zobrist::castling_key(rights);
        self.castling = rights;
    }

    /// Sets the en-passant state; not journaled.
    pub fn set_en_passant_unrecorded(&mut self, ep: Option<EnPassant>) {
        self.hash ^= zobrist::en_passant_key(self.en_passant.map_or(0, |e| e.passed.0))
            ^ zobrist::en_passant_key(ep.map_or(0, |e| e.passed.0));
        self.en_passant = ep;
    }

    /// Sets the ply counters; not journaled.
    pub fn set_counters_unrecorded(&mut self, halfmove: u16, fullmove: u16) {
        self.halfmove_clock = halfmove;
        self.fullmove_number = fullmove;
    }

    /// Forgets the journal, making the current position the starting point.
    pub fn clear_journal(&mut self) {
        self.journal.clear();
        self.move_starts.clear();
    }

    /// A copy of the position with only the units on `keep`, each without
    /// the attributes `strip`; side to move, castling rights, en-passant
    /// state, holes, underworld and imitators as here; an empty journal.
    /// Equal to cloning, clearing the journal and taking the other units
    /// off, without copying the journal.
    ///
    /// # Panics
    /// If `strip` holds an attribute that decides whether a unit is
    /// neutral or royal (the position indexes those).
    pub fn sub_board(&self, keep: Bitboard, strip: Attributes) -> Position {
        assert!(
            !strip.intersects(
                Attributes::NEUTRAL
                    | Attributes::ROYAL
                    | Attributes::CROWNED
                    | Attributes::CONDITION_MARK
            ),
            "sub_board strips an indexed attribute"
        );
        let mut board = [None; 64];
        let mut hash = self.hash;
        for sq in self.occupied() {
            let Some(piece) = self.board[sq.idx()] else {
                continue;
            };
            if !keep.contains(sq) {
                hash ^= zobrist::piece_key(piece, sq);
            } else if piece.attributes.intersects(strip) {
                let bare = Piece {
                    attributes: piece.attributes.difference(strip),
                    ..piece
                };
                hash ^= zobrist::piece_key(piece, sq) ^ zobrist::piece_key(bare, sq);
                board[sq.idx()] = Some(bare);
            } else {
                board[sq.idx()] = Some(piece);
            }
        }
        Position {
            board,
            by_colour: [self.by_colour[0] & keep, self.by_colour[1] & keep],
            neutral: self.neutral & keep,
            by_kind: self.by_kind.map(|bb| bb & keep),
            fairy: self.fairy & keep,
            royal: self.royal & keep,
            side_to_move: self.side_to_move,
            castling: self.castling,
            en_passant: self.en_passant,
            halfmove_clock: self.halfmove_clock,
            fullmove_number: self.fullmove_number,
            hash,
            underworld: self.underworld.clone(),
            holes: self.holes,
            imitators: self.imitators.clone(),
            journal: Vec::new(),
            move_starts: Vec::new(),
        }
    }

    // ----- raw board updates (bitboards and hash) -----

    #[inline]
    fn place(&mut self, sq: Square, piece: Piece) {
        debug_assert!(self.board[sq.idx()].is_none());
        self.board[sq.idx()] = Some(piece);
        let bb = Bitboard::from_square(sq);
        if piece.is_neutral() {
            self.neutral |= bb;
            self.by_colour[0] |= bb;
            self.by_colour[1] |= bb;
        } else {
            self.by_colour[piece.colour.idx()] |= bb;
        }
        if piece.kind.is_orthodox() {
            self.by_kind[piece.kind.idx()] |= bb;
        } else {
            self.fairy |= bb;
        }
        if piece.is_royal() {
            self.royal |= bb;
        }
        self.hash ^= zobrist::piece_key(piece, sq);
    }

    #[inline]
    fn take(&mut self, sq: Square) -> Piece {
        let piece = self.board[sq.idx()]
            .take()
            .expect("take from an empty square");
        let keep = !Bitboard::from_square(sq);
        self.by_colour[0] &= keep;
        self.by_colour[1] &= keep;
        self.neutral &= keep;
        if piece.kind.is_orthodox() {
            self.by_kind[piece.kind.idx()] &= keep;
        } else {
            self.fairy &= keep;
        }
        self.royal &= keep;
        self.hash ^= zobrist::piece_key(piece, sq);
        piece
    }

    // ----- journaled primitives -----

    /// Makes the last `n` moves played one move: a single
    /// [`Position::undo_move`] then takes them all back (a move made of
    /// several steps, each played as a move of its own).
    pub fn join_last_moves(&mut self, n: usize) {
        for _ in 1..n {
            self.move_starts.pop();
        }
    }

    /// Starts recording a new move.
    #[inline]
    pub fn begin_move(&mut self) {
        self.move_starts.push(self.journal.len() as u32);
    }

    /// Moves the piece on `from` to the empty square `to`.
    ///
    /// # Panics
    /// If `from` is empty or `to` is occupied.
    #[inline]
    pub fn move_piece(&mut self, from: Square, to: Square) {
        let piece = self.take(from);
        self.place(to, piece);
        self.journal.push(Effect::Move { from, to });
    }

    /// Removes and returns the piece on `sq`.
    ///
    /// # Panics
    /// If `sq` is empty.
    #[inline]
    pub fn remove_piece(&mut self, sq: Square) -> Piece {
        let piece = self.take(sq);
        self.journal.push(Effect::Remove { square: sq, piece });
        piece
    }

    /// Adds `piece` on the empty square `sq`.
    ///
    /// # Panics
    /// If `sq` is occupied.
    #[inline]
    pub fn add_piece(&mut self, sq: Square, piece: Piece) {
        self.place(sq, piece);
        self.journal.push(Effect::Add { square: sq, piece });
    }

    /// Replaces the piece on `sq` by `new` (a change of colour, kind or attributes).
    ///
    /// # Panics
    /// If `sq` is empty.
    #[inline]
    pub fn change_piece(&mut self, sq: Square, new: Piece) {
        let old = self.take(sq);
        self.place(sq, new);
        self.journal.push(Effect::Change {
            square: sq,
            old,
            new,
        });
    }

    /// Changes the colour of the piece on `sq`.
    pub fn change_colour(&mut self, sq: Square, colour: Colour) {
        let p = self.board[sq.idx()].expect("change_colour on an empty square");
        self.change_piece(sq, Piece { colour, ..p });
    }

    /// Changes the kind (walk) of the piece on `sq`.
    pub fn change_kind(&mut self, sq: Square, kind: PieceKind) {
        let p = self.board[sq.idx()].expect("change_kind on an empty square");
        self.change_piece(sq, Piece { kind, ..p });
    }

    /// Changes the attributes of the piece on `sq`.
    pub fn change_attributes(&mut self, sq: Square, attributes: crate::piece::Attributes) {
        let p = self.board[sq.idx()].expect("change_attributes on an empty square");
        self.change_piece(sq, Piece { attributes, ..p });
    }

    /// Puts `piece` into the underworld below `sq`, after the pieces
    /// already there.
    pub fn bury(&mut self, sq: Square, piece: Piece) {
        self.bury_unrecorded(sq, piece);
        self.journal.push(Effect::Bury { square: sq, piece });
    }

    /// Takes the underworld's entry `index` out of it and returns it.
    ///
    /// # Panics
    /// If there is no such entry.
    pub fn unbury(&mut self, index: usize) -> (Square, Piece) {
        let (square, piece) = self.take_from_underworld(index);
        self.journal.push(Effect::Unbury {
            index: index as u16,
            square,
            piece,
        });
        (square, piece)
    }

    /// Makes the empty square `sq` a hole (HaanerChess: the squares a move
    /// vacates). A square that already is one stays one, and nothing is
    /// journaled.
    ///
    /// # Panics
    /// If `sq` is occupied.
    pub fn make_hole(&mut self, sq: Square) {
        if !self.holes.contains(sq) {
            self.make_hole_unrecorded(sq);
            self.journal.push(Effect::Hole { square: sq });
        }
    }

    /// Adds an imitator on `sq`, after the others; not journaled, for
    /// setting positions up.
    pub fn add_imitator_unrecorded(&mut self, sq: Square) {
        self.imitators.push(sq);
        self.hash ^= zobrist::imitator_key(sq);
    }

    /// Adds an imitator on the empty `sq`, after the others (a pawn
    /// promoted into an imitator), journaled.
    pub fn add_imitator(&mut self, sq: Square) {
        self.add_imitator_unrecorded(sq);
        self.journal.push(Effect::AddImitator { square: sq });
    }

    /// Moves every imitator by (`dx`, `dy`), journaled.
    ///
    /// # Panics
    /// If an imitator would leave the board.
    pub fn shift_imitators(&mut self, dx: i8, dy: i8) {
        self.shift_imitators_unrecorded(dx, dy);
        self.journal.push(Effect::ShiftImitators { dx, dy });
    }

    fn shift_imitators_unrecorded(&mut self, dx: i8, dy: i8) {
        for sq in &mut self.imitators {
            self.hash ^= zobrist::imitator_key(*sq);
            *sq = sq
                .offset(i32::from(dx), i32::from(dy))
                .expect("an imitator stays on the board");
            self.hash ^= zobrist::imitator_key(*sq);
        }
    }

    fn take_from_underworld(&mut self, index: usize) -> (Square, Piece) {
        self.hash ^= zobrist::underworld_key(&self.underworld);
        let entry = self.underworld.remove(index);
        self.hash ^= zobrist::underworld_key(&self.underworld);
        entry
    }

    /// Passes the turn to the other side.
    #[inline]
    pub fn switch_side(&mut self) {
        self.side_to_move = !self.side_to_move;
        self.hash ^= zobrist::SIDE_KEY;
        self.journal.push(Effect::SwitchSide);
    }

    /// Sets the castling rights.
    #[inline]
    pub fn set_castling(&mut self, rights: CastlingRights) {
        if rights != self.castling {
            self.journal.push(Effect::Castling { old: self.castling });
            self.set_castling_unrecorded(rights);
        }
    }

    /// Sets the en-passant state.
    #[inline]
    pub fn set_en_passant(&mut self, ep: Option<EnPassant>) {
        if ep != self.en_passant {
            self.journal.push(Effect::EnPassant {
                old: self.en_passant,
            });
            self.set_en_passant_unrecorded(ep);
        }
    }

    /// Sets the ply counters.
    #[inline]
    pub fn set_counters(&mut self, halfmove: u16, fullmove: u16) {
        self.journal.push(Effect::Counters {
            halfmove: self.halfmove_clock,
            fullmove: self.fullmove_number,
        });
        self.halfmove_clock = halfmove;
        self.fullmove_number = fullmove;
    }

    /// Reverts every effect of the last move.
    ///
    /// # Panics
    /// If no move is recorded.
    pub fn undo_move(&mut self) {
        let start = self.move_starts.pop().expect("undo_move without a move") as usize;
        while self.journal.len() > start {
            let effect = self.journal.pop().expect("journal underflow");
            self.revert(effect);
        }
    }

    #[inline]
    fn revert(&mut self, effect: Effect) {
        match effect {
            Effect::Move { from, to } => {
                let p = self.take(to);
                self.place(from, p);
            }
            Effect::Remove { square, piece } => self.place(square, piece),
            Effect::Add { square, .. } => {
                self.take(square);
            }
            Effect::Change { square, old, .. } => {
                self.take(square);
                self.place(square, old);
            }
            Effect::SwitchSide => {
                self.side_to_move = !self.side_to_move;
                self.hash ^= zobrist::SIDE_KEY;
            }
            Effect::Castling { old } => self.set_castling_unrecorded(old),
            Effect::EnPassant { old } => self.set_en_passant_unrecorded(old),
            Effect::Bury { .. } => {
                let last = self.underworld.len() - 1;
                self.take_from_underworld(last);
            }
            Effect::Unbury {
                index,
                square,
                piece,
            } => {
                self.hash ^= zobrist::underworld_key(&self.underworld);
                self.underworld.insert(usize::from(index), (square, piece));
                self.hash ^= zobrist::underworld_key(&self.underworld);
            }
            Effect::Hole { square } => {
                self.holes.remove(square);
                self.hash ^= zobrist::hole_key(square);
            }
            Effect::ShiftImitators { dx, dy } => self.shift_imitators_unrecorded(-dx, -dy),
            Effect::AddImitator { .. } => {
                let sq = self.imitators.pop().expect("an imitator was added");
                self.hash ^= zobrist::imitator_key(sq);
            }
            Effect::Counters { halfmove, fullmove } => {
                self.halfmove_clock = halfmove;
                self.fullmove_number = fullmove;
            }
        }
    }

    /// RoleExchange: every unit changes colour (a neutral one stays
    /// neutral) and goes to the square the board's half turn takes its
    /// square to (`a1` to `h8`, `e2` to `d7`), journaled for undo.
    fn exchange_roles(&mut self) {
        let mut units: Vec<(Square, Piece)> = Vec::new();
        for sq in self.occupied() {
            units.push((sq, self.remove_piece(sq)));
        }
        for (sq, piece) in units {
            let turned = Square::from_xy(7 - sq.x(), 7 - sq.y()).expect("on the board");
            let colour = if piece.attributes.contains(crate::piece::Attributes::NEUTRAL) {
                piece.colour
            } else {
                !piece.colour
            };
            self.add_piece(turned, Piece { colour, ..piece });
        }
    }

    /// Plays `mv` by the orthodox rules of displacement: removes the
    /// captured pieces, moves the piece (and the rook when castling), promotes,
    /// updates castling rights, en-passant state, counters and the side to
    /// move. Conditions add their own effects after this. Legality is not
    /// checked.
    ///
    /// # Panics
    /// If the move does not fit the position (no piece on `from`, …).
    pub fn play(&mut self, mv: &Move) {
        self.begin_move();
        let side = self.side_to_move;
        let mut resets_clock = false;
        match mv.special {
            Special::Null => {}
            Special::RoleExchange => self.exchange_roles(),
            Special::Castle { rook_from, rook_to } => {
                let king = self.take(mv.from);
                let rook = self.take(rook_from);
                // Journaled as remove + add so undo works for any overlap of squares.
                self.journal.push(Effect::Remove {
                    square: mv.from,
                    piece: king,
                });
                self.journal.push(Effect::Remove {
                    square: rook_from,
                    piece: rook,
                });
                // (a castling that captures: Make&TakeChess's king capture
                // made by castling, the king's stand-in taking from its
                // castling square)
                for sq in mv.captures {
                    self.remove_piece(sq);
                    resets_clock = true;
                }
                self.place(mv.to, king);
                self.place(rook_to, rook);
                self.journal.push(Effect::Add {
                    square: mv.to,
                    piece: king,
                });
                self.journal.push(Effect::Add {
                    square: rook_to,
                    piece: rook,
                });
            }
            Special::Swap => {
                let a = self.remove_piece(mv.from);
                let b = self.remove_piece(mv.to);
                self.add_piece(mv.to, a);
                self.add_piece(mv.from, b);
            }
            _ => {
                let moving = self.board[mv.from.idx()].expect("play: no piece on origin");
                resets_clock = moving.kind == PieceKind::PAWN || mv.captures.any();
                for sq in mv.captures {
                    self.remove_piece(sq);
                }
                if mv.from != mv.to {
                    self.move_piece(mv.from, mv.to);
                }
                if let Some(kind) = mv.promotion {
                    self.change_piece(mv.to, Piece { kind, ..moving });
                }
            }
        }
        // The null move's squares are meaningless: it touches nothing.
        let lost = if mv.special == Special::RoleExchange {
            // (no unit stays where its castling right was given)
            CastlingRights::all()
        } else if mv.is_null() {
            CastlingRights::empty()
        } else {
            CastlingRights::lost_by_touching(mv.from) | CastlingRights::lost_by_touching(mv.to)
        } | mv
            .captures
            .into_iter()
            .fold(CastlingRights::empty(), |acc, s| {
                acc | CastlingRights::lost_by_touching(s)
            });
        if self.castling.intersects(lost) {
            self.set_castling(self.castling - lost);
        }
        let ep = if mv.special == Special::DoubleStep {
            let (a, b) = (mv.from.y(), mv.to.y());
            let step = if b > a { 1 } else { -1 };
            let mut passed = Bitboard::EMPTY;
            let (dx, dy) = (mv.to.x() - mv.from.x(), b - a);
            let n = dy.abs();
            let mut i = 1;
            while i < n {
                if let Some(s) = Square::from_xy(mv.from.x() + dx * i / n, a + step * i) {
                    passed.insert(s);
                }
                i += 1;
            }
            Some(EnPassant {
                passed,
                pawn: mv.to,
            })
        } else {
            None
        };
        self.set_en_passant(ep);
        let halfmove = if resets_clock {
            0
        } else {
            self.halfmove_clock.saturating_add(1)
        };
        let fullmove = if side == Colour::Black {
            self.fullmove_number.saturating_add(1)
        } else {
            self.fullmove_number
        };
        self.set_counters(halfmove, fullmove);
        self.switch_side();
    }

    /// The castling (by geometry) that a king move `from`→`to` would be, if any.
    pub fn castling_for(from: Square, to: Square) -> Option<&'static Castling> {
        Castling::ALL
            .iter()
            .find(|c| c.king_from == from && c.king_to == to)
    }
}

const fn sq(x: i32, y: i32) -> Square {
    Square::from_index_masked((y * 8 + x) as u8)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// `sub_board` equals the plain way: clone, clear the journal, take
        /// the other units off and strip the attributes of those kept.
        #[test]
        fn sub_board_equals_taking_units_off(
            units in proptest::collection::vec((0u8..64, 0usize..6, any::<bool>(), 0u32..4), 0..24),
            keep in any::<u64>(),
        ) {
            let kinds = [PieceKind::PAWN, PieceKind::KNIGHT, PieceKind::BISHOP,
                PieceKind::ROOK, PieceKind::QUEEN, PieceKind::KING];
            let marks = [Attributes::empty(), Attributes::ALICE_A, Attributes::ALICE_B,
                Attributes::NEUTRAL];
            let mut pos = Position::startpos();
            pos.play(&Move::quiet(Square::E2, Square::E4).with_special(Special::DoubleStep));
            for (sq, kind, white, mark) in units {
                let colour = if white { Colour::White } else { Colour::Black };
                let piece = Piece::new(kinds[kind], colour).with_attributes(marks[mark as usize]);
                pos.put(Square::from_index_masked(sq), piece);
            }
            let keep = Bitboard(keep);
            let strip = Attributes::ALICE_A | Attributes::ALICE_B;
            let mut plain = pos.clone();
            plain.clear_journal();
            for sq in pos.occupied() {
                let p = pos.piece_at(sq).unwrap();
                if keep.contains(sq) {
                    plain.put(sq, Piece { attributes: p.attributes.difference(strip), ..p });
                } else {
                    plain.clear(sq);
                }
            }
            let sub = pos.sub_board(keep, strip);
            prop_assert_eq!(&sub, &plain);
            prop_assert_eq!(sub.hash(), sub.compute_hash());
        }
    }

    #[test]
    fn startpos_basics() {
        let pos = Position::startpos();
        assert_eq!(pos.occupied().count(), 32);
        assert_eq!(pos.pieces(PieceKind::PAWN, Colour::White).count(), 8);
        assert_eq!(pos.royal_square(Colour::Black), Some(Square::E8));
        assert_eq!(pos.hash(), pos.compute_hash());
        assert!(pos.is_orthodox());
    }

    #[test]
    fn double_step_sets_en_passant_and_undo_restores() {
        let mut pos = Position::startpos();
        let before = pos.clone();
        pos.play(&Move::quiet(Square::E2, Square::E4).with_special(Special::DoubleStep));
        let ep = pos.en_passant().unwrap();
        assert_eq!(ep.passed, Bitboard::from_square(Square::E3));
        assert_eq!(ep.pawn, Square::E4);
        assert_eq!(pos.side_to_move(), Colour::Black);
        assert_eq!(pos.hash(), pos.compute_hash());
        pos.undo_move();
        assert_eq!(pos, before);
    }

    #[test]
    fn castling_and_rights() {
        let mut pos = Position::empty();
        pos.put(Square::E1, Piece::new(PieceKind::KING, Colour::White));
        pos.put(Square::H1, Piece::new(PieceKind::ROOK, Colour::White));
        pos.put(Square::A1, Piece::new(PieceKind::ROOK, Colour::White));
        pos.put(Square::E8, Piece::new(PieceKind::KING, Colour::Black));
        pos.set_castling_unrecorded(
            CastlingRights::WHITE_KINGSIDE | CastlingRights::WHITE_QUEENSIDE,
        );
        let before = pos.clone();
        let c = Position::castling_for(Square::E1, Square::G1).unwrap();
        pos.play(
            &Move::quiet(Square::E1, Square::G1).with_special(Special::Castle {
                rook_from: c.rook_from,
                rook_to: c.rook_to,
            }),
        );
        assert_eq!(pos.piece_at(Square::F1).unwrap().kind, PieceKind::ROOK);
        assert_eq!(pos.piece_at(Square::G1).unwrap().kind, PieceKind::KING);
        assert!(pos.castling().is_empty());
        assert_eq!(pos.hash(), pos.compute_hash());
        pos.undo_move();
        assert_eq!(pos, before);
    }

    #[test]
    fn null_move_keeps_castling_rights() {
        // The null move's squares read a1; passing must not cost the a1
        // rook its castling right.
        let mut pos = Position::startpos();
        let rights = pos.castling();
        pos.play(&Move::null());
        assert_eq!(pos.castling(), rights);
        assert_eq!(pos.side_to_move(), Colour::Black);
        assert_eq!(pos.hash(), pos.compute_hash());
        pos.undo_move();
        assert_eq!(pos, Position::startpos());
    }

    #[test]
    fn primitives_journal() {
        let mut pos = Position::startpos();
        let before = pos.clone();
        pos.begin_move();
        pos.change_colour(Square::D1, Colour::Black);
        pos.change_kind(Square::B1, PieceKind(77));
        let p = pos.remove_piece(Square::A2);
        pos.add_piece(Square::A4, p);
        pos.change_attributes(Square::A4, crate::Attributes::NEUTRAL);
        assert_eq!(pos.hash(), pos.compute_hash());
        assert!(pos.fairy().contains(Square::B1));
        assert!(pos.by_colour(Colour::Black).contains(Square::A4));
        assert_eq!(pos.last_move_effects().len(), 5);
        pos.undo_move();
        assert_eq!(pos, before);
    }

    #[test]
    fn holes_are_hashed_compared_and_undone() {
        let mut pos = Position::startpos();
        let before = pos.clone();
        pos.play(&Move::quiet(Square::G1, Square::F3));
        let played = pos.clone();
        pos.make_hole(Square::G1);
        assert!(pos.holes().contains(Square::G1));
        assert!(pos.blockers().contains(Square::G1));
        assert!(!pos.occupied().contains(Square::G1));
        assert_ne!(pos, played);
        assert_ne!(pos.hash(), played.hash());
        assert_eq!(pos.hash(), pos.compute_hash());
        // a second time: nothing changes, nothing is journaled
        let effects = pos.last_move_effects().len();
        pos.make_hole(Square::G1);
        assert_eq!(pos.last_move_effects().len(), effects);
        pos.undo_move();
        assert_eq!(pos, before);
        assert!(pos.holes().is_empty());
        assert_eq!(pos.hash(), pos.compute_hash());
    }

    #[test]
    fn set_up_holes_stay_after_undo() {
        let mut pos = Position::startpos();
        pos.make_hole_unrecorded(Square::E4);
        let before = pos.clone();
        assert_eq!(pos.hash(), pos.compute_hash());
        pos.play(&Move::quiet(Square::G1, Square::F3));
        pos.undo_move();
        assert_eq!(pos, before);
        assert_eq!(pos.holes(), Bitboard::from_square(Square::E4));
    }
}
