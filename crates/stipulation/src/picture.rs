//! Option `Intelligent n`: the final pictures of a help or series line, by
//! which lines are counted.
//!
//! Popeye's intelligent mode builds the mates and stalemates a line may end
//! in (the mated king's square, the checking piece, the pieces guarding or
//! blocking the squares next to the king, …) and searches towards each;
//! with `Intelligent n` it prints at most `n` lines per such picture and
//! length, the first ones its search finds, and says `Partial solution`
//! once a picture has had its `n` lines. Here the pictures are read from
//! the final position ([`pictures`]): the mated king, its checkers, the
//! mating side's king if it guards a square next to the mated one, a
//! pinner of a piece that would otherwise parry, for stalemate every
//! piece of the stalemated side and every piece holding one, and then a
//! minimal set of pieces keeping the king off the squares next to it
//! (guards, or pieces of its own side standing there). A square guarded
//! twice fits two pictures, one with each guard; a piece that guards
//! nothing needed (a bishop that moved out of the way, a pawn's tempo
//! move, a piece captured on the way) is in none. Each piece is known by
//! its square, its kind and the diagram square it started from, so the
//! same mate given by either of two rooks makes two pictures. A line is
//! kept when it is among the first `n` lines, in Popeye's move order, of
//! one of its pictures.
//!
//! Measured against Popeye 4.104 (`option Intelligent 1` and `2` on
//! random help and series problems): on about four problems in five the
//! lines kept are Popeye's exactly. Popeye goes through its pictures one
//! after the other in an order of its own, searching towards each in an
//! order that is not always its move order, and a line held back under one
//! picture may be printed under a later one; that order is not modelled.
//! Where pieces cannot be taken off for a test (a [`Game`] without
//! [`Game::lift`] and [`Game::observes`]) or the line does not end in mate
//! or stalemate, the picture is the whole final position.

use crate::game::Game;
use crate::goal::{has_legal_move, origin_by_journal, Goal};
use ahash::AHashMap;
use nightrider_board::{Bitboard, Move, Piece, Square};

/// The picture a line ends in, with the line's length (pictures of lines of
/// different lengths are counted apart, as Popeye does).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Picture {
    /// The pieces taking part in the goal: each piece's square, the piece,
    /// and the diagram square it started from, in order of square.
    Parts {
        /// The number of moves of the line.
        moves: usize,
        /// `(square, piece, diagram square)` of each piece taking part.
        parts: Vec<(Square, Piece, Square)>,
    },
    /// The whole final position, by its hash.
    Position {
        /// The number of moves of the line.
        moves: usize,
        /// The final position's hash.
        hash: u64,
    },
}

/// The most pieces among which minimal sets of guards are looked for; with
/// more candidates (hardly a real mate), they all count as taking part.
const MAX_CANDIDATES: usize = 12;

/// The pictures the game's current position fits, for a line of `moves`
/// moves ending in `goal` (for the side to move); `played` moves lead from
/// the diagram here (the pieces' diagram squares are followed through
/// them).
///
/// The pieces always taking part: the mated king, its checkers, the
/// mating side's king if it guards a square next to the mated one (Popeye
/// 4.104 tells lines apart by where that king stands then), a pinner
/// without which the goal would not hold, and for stalemate every piece of
/// the stalemated side and every piece without which it would not be
/// stalemate. Each picture adds a minimal set of pieces keeping the king
/// off the squares next to it that those leave open: a square guarded by
/// two pieces fits two pictures.
pub fn pictures<G: Game>(
    game: &mut G,
    goal: Option<Goal>,
    moves: usize,
    played: usize,
) -> Vec<Picture> {
    let whole = |game: &G| {
        vec![Picture::Position {
            moves,
            hash: game.hash(),
        }]
    };
    let mut buf = Vec::new();
    let Some(goal) = goal.filter(|g| matches!(g, Goal::Mate | Goal::Stalemate)) else {
        return whole(game);
    };
    if !holds(game, goal, &mut buf) {
        return whole(game);
    }
    let Some(field) = Field::read(game) else {
        return whole(game);
    };
    let mut required = field.king | field.checkers;
    if goal == Goal::Stalemate {
        // every piece of the stalemated side, and what holds it
        required |= field.mated;
        for sq in game.position().occupied() & !field.mated {
            match needed(game, sq, goal, &mut buf) {
                Some(true) => required.insert(sq),
                Some(false) => {}
                None => return whole(game),
            }
        }
    }
    if field
        .around
        .into_iter()
        .any(|f| (field.observers(f) & field.mating_king).any())
    {
        required |= field.mating_king;
    }
    // a pinner: a piece of the mating side observing the king's only
    // shield on a line to it, without which the goal would not hold
    for sq in game.position().occupied() & !field.mated & !required {
        if !field.pins(game, sq) {
            continue;
        }
        match needed(game, sq, goal, &mut buf) {
            Some(true) => required.insert(sq),
            Some(false) => {}
            None => return whole(game),
        }
    }
    let uncovered: Vec<Square> = field
        .around
        .into_iter()
        .filter(|&f| (field.covers(f) & required).is_empty())
        .collect();
    let candidate_set = uncovered
        .iter()
        .fold(Bitboard::EMPTY, |acc, &f| acc | field.covers(f));
    let candidates: Vec<Square> = candidate_set.into_iter().collect();
    let covers = if candidates.len() > MAX_CANDIDATES {
        vec![candidate_set]
    } else {
        minimal_covers(&uncovered, &candidates, &field)
    };
    let pos = game.position();
    covers
        .into_iter()
        .map(|cover| {
            let parts = (required | cover)
                .into_iter()
                .filter_map(|sq| {
                    let piece = pos.piece_at(sq)?;
                    let origin = origin_by_journal(pos, sq, played).unwrap_or(sq);
                    Some((sq, piece, origin))
                })
                .collect();
            Picture::Parts { moves, parts }
        })
        .collect()
}

/// The mated king's surroundings in the final position.
struct Field {
    /// The mated king's square (empty if it has none).
    king: Bitboard,
    /// The pieces of the mated side.
    mated: Bitboard,
    /// The mating side's royal piece.
    mating_king: Bitboard,
    /// The pieces giving check.
    checkers: Bitboard,
    /// The squares next to the king.
    around: Bitboard,
    /// For each square, the pieces of the mating side observing it with
    /// the mated king off the board (a line piece checking the king also
    /// guards the square behind it).
    observers: [Bitboard; 64],
}

impl Field {
    /// Reads the field around the side to move's king; `None` if the game
    /// cannot tell what observes what.
    fn read<G: Game>(game: &mut G) -> Option<Field> {
        let side = game.side_to_move();
        let pos = game.position();
        let mated = pos.by_colour(side);
        let mating = pos.occupied() & !mated;
        let mating_king = pos.royals(side.opponent());
        let king = pos.royals(side).first();
        let around = king.map_or(Bitboard::EMPTY, neighbours);
        let mut observers = [Bitboard::EMPTY; 64];
        if let Some(king) = king {
            let lifted = game.lift(king)?;
            let mut readable = true;
            'read: for target in around.with(king) {
                for from in mating {
                    match game.observes(from, target) {
                        Some(true) => observers[target.idx()].insert(from),
                        Some(false) => {}
                        None => {
                            readable = false;
                            break 'read;
                        }
                    }
                }
            }
            game.put_back(king, lifted);
            if !readable {
                return None;
            }
        }
        Some(Field {
            king: king.map_or(Bitboard::EMPTY, Bitboard::from_square),
            mated,
            mating_king,
            checkers: king.map_or(Bitboard::EMPTY, |k| observers[k.idx()]),
            around,
            observers,
        })
    }

    /// Whether the piece on `from` observes the only piece standing
    /// between it and the king on a line (rank, file or diagonal), and that
    /// piece is of the king's side.
    fn pins<G: Game>(&self, game: &mut G, from: Square) -> bool {
        let Some(king) = self.king.first() else {
            return false;
        };
        let (dx, dy) = (king.x() - from.x(), king.y() - from.y());
        if !(dx == 0 || dy == 0 || dx.abs() == dy.abs()) {
            return false;
        }
        let (sx, sy) = (dx.signum(), dy.signum());
        let occupied = game.position().occupied();
        let mut between = Vec::new();
        let mut at = from.offset(sx, sy);
        while let Some(sq) = at.filter(|&sq| sq != king) {
            if occupied.contains(sq) {
                between.push(sq);
            }
            at = sq.offset(sx, sy);
        }
        match between[..] {
            [shield] if self.mated.contains(shield) => game.observes(from, shield) == Some(true),
            _ => false,
        }
    }

    /// The pieces observing `sq`.
    fn observers(&self, sq: Square) -> Bitboard {
        self.observers[sq.idx()]
    }

    /// The pieces keeping the king off `sq`, a square next to it: those
    /// observing it, and a piece of the king's side standing there.
    fn covers(&self, sq: Square) -> Bitboard {
        let block = self.mated & Bitboard::from_square(sq);
        self.observers(sq) | block
    }
}

/// The sets of `candidates` covering every square of `squares` (see
/// [`Field::covers`]) of which no piece can be left out.
fn minimal_covers(squares: &[Square], candidates: &[Square], field: &Field) -> Vec<Bitboard> {
    if squares.is_empty() {
        return vec![Bitboard::EMPTY];
    }
    let covers = |set: Bitboard| squares.iter().all(|&f| (field.covers(f) & set).any());
    let mut found: Vec<Bitboard> = Vec::new();
    // by increasing size, so that a set containing a smaller cover is seen
    // after it
    let mut subsets: Vec<u32> = (1..1u32 << candidates.len()).collect();
    subsets.sort_by_key(|m| m.count_ones());
    for mask in subsets {
        let set = candidates
            .iter()
            .enumerate()
            .filter(|(i, _)| mask & (1 << i) != 0)
            .fold(Bitboard::EMPTY, |acc, (_, &c)| acc.with(c));
        if found.iter().any(|&smaller| (smaller & !set).is_empty()) {
            continue;
        }
        if covers(set) {
            found.push(set);
        }
    }
    found
}

/// The squares next to `king`.
fn neighbours(king: Square) -> Bitboard {
    let mut field = Bitboard::EMPTY;
    for df in -1..=1 {
        for dr in -1..=1 {
            if (df, dr) == (0, 0) {
                continue;
            }
            if let Some(sq) = king.offset(df, dr) {
                field.insert(sq);
            }
        }
    }
    field
}

/// Whether the goal would not hold without the piece on `sq` (taken off
/// and put back); `None` if the game cannot take it off.
fn needed<G: Game>(game: &mut G, sq: Square, goal: Goal, buf: &mut Vec<Move>) -> Option<bool> {
    let piece = game.lift(sq)?;
    let undone = !holds(game, goal, buf);
    game.put_back(sq, piece);
    Some(undone)
}

/// Whether the side to move is mated or stalemated (whatever the other
/// side's state: a piece of the mating side taken off may expose its own
/// king, which is not what the picture asks).
fn holds<G: Game>(game: &mut G, goal: Goal, buf: &mut Vec<Move>) -> bool {
    let side = game.side_to_move();
    let check = game.in_check(side);
    (check == (goal == Goal::Mate)) && !has_legal_move(game, buf)
}

/// The lines kept so far per picture, for `Intelligent n`.
#[derive(Clone, Debug, Default)]
pub(crate) struct PictureCounts {
    seen: AHashMap<Picture, u32>,
}

impl PictureCounts {
    /// Counts a line fitting `pictures` against the `limit`: whether it is
    /// kept (it is among the first `limit` lines of one of its pictures),
    /// and whether one of its pictures now has `limit` lines.
    pub(crate) fn admit(&mut self, pictures: Vec<Picture>, limit: u32) -> (bool, bool) {
        let mut kept = false;
        let mut full = false;
        for picture in pictures {
            let count = self.seen.entry(picture).or_insert(0);
            kept |= *count < limit;
            *count = count.saturating_add(1);
            full |= *count >= limit;
        }
        (kept, full)
    }

    /// Forgets every count (a new phase).
    pub(crate) fn clear(&mut self) {
        self.seen.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        Square::from_ascii(name.as_bytes()).unwrap()
    }

    fn set(names: &[&str]) -> Bitboard {
        names.iter().fold(Bitboard::EMPTY, |acc, n| acc.with(sq(n)))
    }

    /// A field where `covers` lists, for squares next to a king on a1, the
    /// pieces observing them.
    fn field(covers: &[(&str, &[&str])]) -> Field {
        let mut observers = [Bitboard::EMPTY; 64];
        for (target, by) in covers {
            observers[sq(target).idx()] = set(by);
        }
        Field {
            king: set(&["a1"]),
            mated: set(&["a1"]),
            mating_king: Bitboard::EMPTY,
            checkers: Bitboard::EMPTY,
            around: set(&["a2", "b1", "b2"]),
            observers,
        }
    }

    #[test]
    fn a_square_guarded_twice_gives_two_pictures() {
        let f = field(&[("a2", &["c4", "h2"]), ("b1", &["h1"]), ("b2", &["h1"])]);
        let squares = [sq("a2"), sq("b1"), sq("b2")];
        let candidates = [sq("c4"), sq("h1"), sq("h2")];
        let mut covers = minimal_covers(&squares, &candidates, &f);
        covers.sort_by_key(|c| c.into_iter().map(|s| s.idx()).collect::<Vec<_>>());
        assert_eq!(covers, vec![set(&["h1", "h2"]), set(&["h1", "c4"])]);
    }

    #[test]
    fn a_redundant_guard_is_in_no_picture() {
        // h1 guards all three squares; c4 guards a2 only
        let f = field(&[("a2", &["c4", "h1"]), ("b1", &["h1"]), ("b2", &["h1"])]);
        let squares = [sq("a2"), sq("b1"), sq("b2")];
        let candidates = [sq("c4"), sq("h1")];
        assert_eq!(
            minimal_covers(&squares, &candidates, &f),
            vec![set(&["h1"])]
        );
    }

    #[test]
    fn nothing_to_cover_gives_one_empty_cover() {
        let f = field(&[]);
        assert_eq!(minimal_covers(&[], &[], &f), vec![Bitboard::EMPTY]);
    }

    #[test]
    fn a_line_is_kept_while_one_of_its_pictures_has_room() {
        let picture = |hash| Picture::Position { moves: 2, hash };
        let mut counts = PictureCounts::default();
        assert_eq!(counts.admit(vec![picture(1)], 1), (true, true));
        assert_eq!(counts.admit(vec![picture(1)], 1), (false, true));
        // fits a full picture and a fresh one
        assert_eq!(counts.admit(vec![picture(1), picture(2)], 1), (true, true));
        assert_eq!(counts.admit(vec![picture(2)], 1), (false, true));
        let mut counts = PictureCounts::default();
        assert_eq!(counts.admit(vec![picture(3)], 2), (true, false));
        assert_eq!(counts.admit(vec![picture(3)], 2), (true, true));
        counts.clear();
        assert_eq!(counts.admit(vec![picture(3)], 2), (true, false));
    }
}
