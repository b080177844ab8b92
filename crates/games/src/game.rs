//! A game: its tags, its start position and its moves, each replayed with
//! nightrider's move generator, and the positions along it with the
//! identity of every piece.
//!
//! # Piece identity
//!
//! Every piece of the start position gets a [`PieceId`] (in square order
//! a1, b1, …, h8). A piece keeps its identity when it moves and when it
//! promotes (a pawn that becomes a queen is the same piece, as CQLi's piece
//! variables have it). In castling the king is the piece that moves (the
//! move is counted as the king's); the rook changes square too, and so
//! visits its new square.

use crate::error::{GameErrorKind, GameRef, MoveRef};
use crate::san::{find_move, uci, NoMatch};
use nightrider_board::{Colour, Move, Piece, PieceKind, Position, Relax, Special, Square};
use nightrider_movegen::{in_check, legal_moves, Orthodox};
use nightrider_notation::fen::parse_fen;
use pgn_reader::SanPlus;
use std::fmt;

/// The identity of a piece of a game: an index into [`Game::pieces`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct PieceId(pub u8);

/// A piece of a game's start position: its colour, its kind there and its
/// start square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TrackedPiece {
    /// Its colour.
    pub colour: Colour,
    /// Its kind in the start position (a pawn stays a pawn here after it
    /// promotes).
    pub kind: char,
    /// Its square in the start position.
    pub start: Square,
}

impl fmt::Display for TrackedPiece {
    /// As CQLi writes pieces: `Ng1` for White, `ng8` for Black.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = if self.colour == Colour::White {
            self.kind
        } else {
            self.kind.to_ascii_lowercase()
        };
        write!(f, "{c}{}", self.start)
    }
}

/// A piece captured by a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Capture {
    /// The piece as it stood (a promoted pawn is its new kind here).
    pub piece: Piece,
    /// Its identity.
    pub id: PieceId,
    /// The square it stood on (for en passant, the pawn's square, not the
    /// arrival square).
    pub square: Square,
}

/// A move of a game, replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    /// The move.
    pub mv: Move,
    /// Its SAN as the PGN has it (check marks as written).
    pub san: String,
    /// The move number (`12` in `12.Nf3` and `12...Nf6`).
    pub move_number: u16,
    /// The side that moved.
    pub side: Colour,
    /// The piece that moved, as it stood before the move.
    pub piece: Piece,
    /// Its identity (the king's when castling).
    pub mover: PieceId,
    /// The rook's identity when castling.
    pub rook: Option<PieceId>,
    /// The piece captured, if any.
    pub captured: Option<Capture>,
    /// Whether the move checks.
    pub check: bool,
    /// Whether the move mates.
    pub mate: bool,
}

impl PlayedMove {
    /// The move as an error or a result names it (`12...Nf6`).
    pub fn move_ref(&self) -> MoveRef {
        MoveRef {
            move_number: self.move_number,
            side: self.side,
            san: self.san.clone(),
        }
    }
}

/// A game read from PGN (or built from a start position and SANs): tags,
/// start position and moves, all replayed and legal.
#[derive(Clone, Debug)]
pub struct Game {
    /// Which game: source, number, White/Black/Event.
    pub reference: GameRef,
    /// Every tag, in the order of the PGN.
    pub tags: Vec<(String, String)>,
    /// The start position (the `FEN` tag's, or the game array).
    pub start: Position,
    /// The moves of the main line.
    pub moves: Vec<PlayedMove>,
    /// The result as the termination marker gives it (`1-0`, `*`, …).
    pub result: Option<String>,
    pieces: Vec<TrackedPiece>,
    start_ids: [Option<PieceId>; 64],
    legal_counts: Vec<u16>,
}

/// A position of a game as [`Game::for_each_position`] shows it.
#[derive(Debug)]
pub struct PlyView<'a> {
    /// Half-moves played since the start (0: the start position).
    pub ply: usize,
    /// The position.
    pub position: &'a Position,
    /// The identity of the piece on each square.
    pub ids: &'a [Option<PieceId>; 64],
    /// The move that led here (`None` at the start).
    pub last_move: Option<&'a PlayedMove>,
    /// The move played from here (`None` at the end).
    pub next_move: Option<&'a PlayedMove>,
    /// The number of legal moves of the side to move.
    pub legal_move_count: usize,
}

impl PlyView<'_> {
    /// The move number of the position (its FEN's full-move number: the
    /// number of the move to be played from it).
    pub fn move_number(&self) -> u16 {
        self.position.fullmove_number()
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Colour {
        self.position.side_to_move()
    }

    /// The identity of the piece on `sq`.
    pub fn piece_id_at(&self, sq: Square) -> Option<PieceId> {
        self.ids[sq.idx()]
    }
}

/// A position of a game, owned ([`Game::positions`]).
#[derive(Clone, Debug)]
pub struct GamePosition {
    /// Half-moves played since the start.
    pub ply: usize,
    /// The position's move number.
    pub move_number: u16,
    /// The side to move.
    pub side_to_move: Colour,
    /// The position.
    pub position: Position,
    /// The move that led here.
    pub last_move: Option<PlayedMove>,
}

/// The start position of a `FEN` tag or an EPD line: a legal orthodox
/// position (one king each, no pawn on a first or last rank, at most 16
/// pieces and 8 pawns a side, the side not to move not in check, castling
/// rights and en-passant square that fit).
///
/// # Errors
/// Why the FEN is refused, as text.
pub fn position_from_fen(fen: &str) -> Result<Position, String> {
    let setup = parse_fen(fen.trim()).map_err(|e| e.to_string())?;
    let raw = setup.to_position_unchecked();
    Orthodox::new(&raw).map_err(|e| e.to_string())?;
    setup
        .validate(Relax::empty(), |p| {
            in_check(Orthodox::new_unchecked(p), !p.side_to_move())
        })
        .map_err(|e| e.to_string())
}

/// Follows the identity of the pieces through the moves.
#[derive(Clone)]
pub(crate) struct Tracker {
    pub(crate) ids: [Option<PieceId>; 64],
}

impl Tracker {
    /// Moves the identities as `mv` (about to be played in `pos`) moves the
    /// pieces: `(mover, rook, captured)`.
    fn apply(&mut self, pos: &Position, mv: &Move) -> (PieceId, Option<PieceId>, Option<Capture>) {
        let mover = self.ids[mv.from.idx()].unwrap_or(PieceId(u8::MAX));
        let mut captured = None;
        for sq in mv.captures {
            if let (Some(id), Some(piece)) = (self.ids[sq.idx()].take(), pos.piece_at(sq)) {
                captured = Some(Capture {
                    piece,
                    id,
                    square: sq,
                });
            }
        }
        let mut rook = None;
        if let Special::Castle { rook_from, rook_to } = mv.special {
            let r = self.ids[rook_from.idx()].take();
            self.ids[mv.from.idx()] = None;
            self.ids[mv.to.idx()] = Some(mover);
            self.ids[rook_to.idx()] = r;
            rook = r;
        } else {
            self.ids[mv.from.idx()] = None;
            self.ids[mv.to.idx()] = Some(mover);
        }
        (mover, rook, captured)
    }
}

impl Game {
    /// Replays `sans` from `start` (a legal orthodox position).
    ///
    /// # Errors
    /// [`GameErrorKind::IllegalMove`], [`GameErrorKind::AmbiguousMove`] or
    /// [`GameErrorKind::UnsupportedMove`] naming the first move that does
    /// not fit.
    pub fn from_sans(
        reference: GameRef,
        tags: Vec<(String, String)>,
        start: Position,
        sans: &[SanPlus],
    ) -> Result<Game, GameErrorKind> {
        let mut pieces = Vec::new();
        let mut start_ids = [None; 64];
        for sq in Square::ALL {
            if let Some(p) = start.piece_at(sq) {
                start_ids[sq.idx()] = Some(PieceId(pieces.len() as u8));
                pieces.push(TrackedPiece {
                    colour: p.colour,
                    kind: p.kind.orthodox_letter().unwrap_or('?'),
                    start: sq,
                });
            }
        }
        let mut tracker = Tracker { ids: start_ids };
        let mut pos = start.clone();
        pos.clear_journal();
        let mut legal = legal_moves(Orthodox::new_unchecked(&pos));
        let mut legal_counts = vec![legal.len() as u16];
        let mut moves = Vec::with_capacity(sans.len());
        for san_plus in sans {
            let move_ref = || MoveRef {
                move_number: pos.fullmove_number(),
                side: pos.side_to_move(),
                san: san_plus.to_string(),
            };
            let mv = match find_move(&pos, &legal, &san_plus.san) {
                Ok(mv) => mv,
                Err(NoMatch::Illegal) => return Err(GameErrorKind::IllegalMove(move_ref())),
                Err(NoMatch::Unsupported) => {
                    return Err(GameErrorKind::UnsupportedMove(move_ref()))
                }
                Err(NoMatch::Ambiguous(c)) => {
                    return Err(GameErrorKind::AmbiguousMove {
                        mv: move_ref(),
                        candidates: c.iter().map(uci).collect(),
                    })
                }
            };
            let move_number = pos.fullmove_number();
            let side = pos.side_to_move();
            let piece = pos
                .piece_at(mv.from)
                .expect("a legal move has a piece on its origin");
            let (mover, rook, captured) = tracker.apply(&pos, &mv);
            pos.play(&mv);
            pos.clear_journal();
            legal = legal_moves(Orthodox::new_unchecked(&pos));
            legal_counts.push(legal.len() as u16);
            let check = in_check(Orthodox::new_unchecked(&pos), pos.side_to_move());
            moves.push(PlayedMove {
                mv,
                san: san_plus.to_string(),
                move_number,
                side,
                piece,
                mover,
                rook,
                captured,
                check,
                mate: check && legal.is_empty(),
            });
        }
        Ok(Game {
            reference,
            tags,
            start,
            moves,
            result: None,
            pieces,
            start_ids,
            legal_counts,
        })
    }

    /// The game's number in its source (1 for the first).
    pub fn number(&self) -> usize {
        self.reference.number
    }

    /// The value of the tag `name`.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The pieces of the start position, indexed by [`PieceId`].
    pub fn pieces(&self) -> &[TrackedPiece] {
        &self.pieces
    }

    /// The piece with identity `id`.
    pub fn piece(&self, id: PieceId) -> Option<&TrackedPiece> {
        self.pieces.get(id.0 as usize)
    }

    /// The number of half-moves of the main line.
    pub fn plies(&self) -> usize {
        self.moves.len()
    }

    /// Calls `f` on every position of the game, the start position first
    /// and the final position last.
    pub fn for_each_position(&self, mut f: impl FnMut(&PlyView<'_>)) {
        let mut pos = self.start.clone();
        pos.clear_journal();
        let mut tracker = Tracker {
            ids: self.start_ids,
        };
        for ply in 0..=self.moves.len() {
            if ply > 0 {
                let played = &self.moves[ply - 1];
                tracker.apply(&pos, &played.mv);
                pos.play(&played.mv);
                pos.clear_journal();
            }
            f(&PlyView {
                ply,
                position: &pos,
                ids: &tracker.ids,
                last_move: ply.checked_sub(1).map(|i| &self.moves[i]),
                next_move: self.moves.get(ply),
                legal_move_count: self.legal_counts[ply] as usize,
            });
        }
    }

    /// Every position of the game, owned (a convenience over
    /// [`Game::for_each_position`], which does not clone).
    pub fn positions(&self) -> Vec<GamePosition> {
        let mut out = Vec::with_capacity(self.moves.len() + 1);
        self.for_each_position(|v| {
            out.push(GamePosition {
                ply: v.ply,
                move_number: v.move_number(),
                side_to_move: v.side_to_move(),
                position: v.position.clone(),
                last_move: v.last_move.cloned(),
            })
        });
        out
    }

    /// The final position.
    pub fn final_position(&self) -> Position {
        let mut pos = self.start.clone();
        for m in &self.moves {
            pos.play(&m.mv);
        }
        pos.clear_journal();
        pos
    }
}

/// Whether only kings and pawns are on the board.
pub(crate) fn only_kings_and_pawns(pos: &Position) -> bool {
    pos.occupied().into_iter().all(|sq| {
        pos.piece_at(sq)
            .is_some_and(|p| p.kind == PieceKind::KING || p.kind == PieceKind::PAWN)
    })
}
