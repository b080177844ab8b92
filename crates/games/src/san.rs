//! Standard Algebraic Notation: matching a SAN read by pgn-reader against
//! nightrider's legal moves, and writing a legal move as SAN.

use nightrider_board::{Move, PieceKind, Position, Special, Square};
use nightrider_movegen::{in_check, legal_moves, Orthodox};
use pgn_reader::shakmaty::san::San;
use pgn_reader::shakmaty::{CastlingSide, Role};

/// Why a SAN fits no single legal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum NoMatch {
    /// No legal move fits.
    Illegal,
    /// Several legal moves fit (given).
    Ambiguous(Vec<Move>),
    /// A null move or a drop.
    Unsupported,
}

/// The nightrider piece kind of a shakmaty role.
fn kind_of(role: Role) -> PieceKind {
    match role {
        Role::Pawn => PieceKind::PAWN,
        Role::Knight => PieceKind::KNIGHT,
        Role::Bishop => PieceKind::BISHOP,
        Role::Rook => PieceKind::ROOK,
        Role::Queen => PieceKind::QUEEN,
        Role::King => PieceKind::KING,
    }
}

/// Whether `mv` (legal in `pos`) is what `san` describes: the piece kind,
/// the arrival square, the origin's file and rank where given, the capture
/// mark (present exactly when the move captures), the promotion; castling
/// by its side (`O-O` the king goes to the g-file, `O-O-O` to the c-file).
fn fits(pos: &Position, mv: &Move, san: &San) -> bool {
    match *san {
        San::Castle(side) => {
            matches!(mv.special, Special::Castle { .. })
                && mv.to.x() == if side == CastlingSide::KingSide { 6 } else { 2 }
        }
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            if matches!(mv.special, Special::Castle { .. }) {
                return false;
            }
            let Some(piece) = pos.piece_at(mv.from) else {
                return false;
            };
            piece.kind == kind_of(role)
                && mv.to.index() as u32 == to.to_u32()
                && file.is_none_or(|f| mv.from.x() as u32 == f.to_u32())
                && rank.is_none_or(|r| mv.from.y() as u32 == r.to_u32())
                && capture == mv.captures.any()
                && mv.promotion == promotion.map(kind_of)
        }
        San::Put { .. } | San::Null => false,
    }
}

/// The one move of `legal` (the legal moves of `pos`) that `san` describes.
pub(crate) fn find_move(pos: &Position, legal: &[Move], san: &San) -> Result<Move, NoMatch> {
    if matches!(san, San::Put { .. } | San::Null) {
        return Err(NoMatch::Unsupported);
    }
    let mut found = legal.iter().filter(|m| fits(pos, m, san));
    let Some(&first) = found.next() else {
        return Err(NoMatch::Illegal);
    };
    let rest: Vec<Move> = found.copied().collect();
    if rest.is_empty() {
        Ok(first)
    } else {
        let mut all = vec![first];
        all.extend(rest);
        Err(NoMatch::Ambiguous(all))
    }
}

/// `mv` in UCI (`e7e8q`), for messages.
pub(crate) fn uci(mv: &Move) -> String {
    let mut s = format!("{}{}", mv.from, mv.to);
    if let Some(k) = mv.promotion.and_then(PieceKind::orthodox_letter) {
        s.push(k.to_ascii_lowercase());
    }
    s
}

/// The SAN of `mv`, a legal move of `pos` (an orthodox position), with
/// `+` or `#` when it checks or mates: `Nbd7`, `exd6`, `e8=Q+`, `O-O-O#`.
///
/// ```
/// use nightrider_board::{Move, Position, Square};
/// use nightrider_games::san::to_san;
/// let pos = Position::startpos();
/// assert_eq!(to_san(&pos, &Move::quiet(Square::G1, Square::F3)), "Nf3");
/// ```
pub fn to_san(pos: &Position, mv: &Move) -> String {
    let mut s = String::new();
    let legal = legal_moves(Orthodox::new_unchecked(pos));
    if let Special::Castle { .. } = mv.special {
        s.push_str(if mv.to.x() == 6 { "O-O" } else { "O-O-O" });
    } else {
        let kind = pos.piece_at(mv.from).map_or(PieceKind::PAWN, |p| p.kind);
        if kind == PieceKind::PAWN {
            if mv.captures.any() {
                s.push(mv.from.file().char());
            }
        } else {
            s.push(kind.orthodox_letter().unwrap_or('?'));
            let rivals: Vec<Square> = legal
                .iter()
                .filter(|m| {
                    m.to == mv.to
                        && m.from != mv.from
                        && !matches!(m.special, Special::Castle { .. })
                        && pos.piece_at(m.from).map(|p| p.kind) == Some(kind)
                })
                .map(|m| m.from)
                .collect();
            if !rivals.is_empty() {
                let same_file = rivals.iter().any(|r| r.x() == mv.from.x());
                let same_rank = rivals.iter().any(|r| r.y() == mv.from.y());
                if !same_file {
                    s.push(mv.from.file().char());
                } else if !same_rank {
                    s.push(mv.from.rank().char());
                } else {
                    s.push(mv.from.file().char());
                    s.push(mv.from.rank().char());
                }
            }
        }
        if mv.captures.any() {
            s.push('x');
        }
        s.push_str(&mv.to.to_string());
        if let Some(k) = mv.promotion.and_then(PieceKind::orthodox_letter) {
            s.push('=');
            s.push(k);
        }
    }
    let mut after = pos.clone();
    after.play(mv);
    let o = Orthodox::new_unchecked(&after);
    if in_check(o, after.side_to_move()) {
        s.push(if legal_moves(o).is_empty() { '#' } else { '+' });
    }
    s
}
