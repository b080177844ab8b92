//! Test support: a small, simple reference orthodox legal-move generator
//! implementing [`Game`], position set-up from Popeye-style piece lists, and
//! a renderer of solutions in Popeye's output format.

#![allow(dead_code)]

pub mod print;

use nightrider_board::{
    Bitboard, Castling, CastlingRights, Colour, Move, Piece, PieceKind, Position, Special, Square,
};
use nightrider_stipulation::Game;

/// The reference game: a [`Position`] and a naive generator.
pub struct RefGame {
    /// The position.
    pub pos: Position,
}

const KNIGHT: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING: [(i32, i32); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
const ROOK: [(i32, i32); 4] = [(1, 0), (0, 1), (-1, 0), (0, -1)];
const BISHOP: [(i32, i32); 4] = [(1, 1), (-1, 1), (-1, -1), (1, -1)];

impl RefGame {
    /// A game on `pos`.
    pub fn new(pos: Position) -> RefGame {
        RefGame { pos }
    }

    /// Whether `sq` is attacked by a piece of `by`.
    pub fn attacked(&self, sq: Square, by: Colour) -> bool {
        let pos = &self.pos;
        let is = |s: Square, kinds: &[PieceKind]| {
            pos.piece_at(s)
                .is_some_and(|p| p.colour == by && kinds.contains(&p.kind))
        };
        for (dx, dy) in KNIGHT {
            if let Some(s) = sq.offset(dx, dy) {
                if is(s, &[PieceKind::KNIGHT]) {
                    return true;
                }
            }
        }
        for (dx, dy) in KING {
            if let Some(s) = sq.offset(dx, dy) {
                if is(s, &[PieceKind::KING]) {
                    return true;
                }
            }
        }
        // A pawn of `by` attacks sq from one rank behind (from `by`'s view).
        let back = -by.forward();
        for dx in [-1, 1] {
            if let Some(s) = sq.offset(dx, back) {
                if is(s, &[PieceKind::PAWN]) {
                    return true;
                }
            }
        }
        for (dirs, kinds) in [
            (ROOK, [PieceKind::ROOK, PieceKind::QUEEN]),
            (BISHOP, [PieceKind::BISHOP, PieceKind::QUEEN]),
        ] {
            for (dx, dy) in dirs {
                let mut s = sq;
                while let Some(t) = s.offset(dx, dy) {
                    if let Some(_p) = pos.piece_at(t) {
                        if is(t, &kinds) {
                            return true;
                        }
                        break;
                    }
                    s = t;
                }
            }
        }
        false
    }

    fn king_attacked(&self, side: Colour) -> bool {
        match self.pos.royal_square(side) {
            Some(k) => self.attacked(k, !side),
            None => false,
        }
    }

    /// All pseudo-legal moves of the side to move.
    pub fn pseudo(&self, out: &mut Vec<Move>) {
        let pos = &self.pos;
        let us = pos.side_to_move();
        for from in Square::ALL {
            let Some(p) = pos.piece_at(from) else {
                continue;
            };
            if p.colour != us {
                continue;
            }
            let target = |to: Square, out: &mut Vec<Move>| -> bool {
                // Returns whether a slider may continue.
                match pos.piece_at(to) {
                    None => {
                        out.push(Move::quiet(from, to));
                        true
                    }
                    Some(q) if q.colour != us => {
                        out.push(Move::capture(from, to));
                        false
                    }
                    Some(_) => false,
                }
            };
            match p.kind {
                PieceKind::KNIGHT | PieceKind::KING => {
                    let steps = if p.kind == PieceKind::KNIGHT {
                        KNIGHT
                    } else {
                        KING
                    };
                    for (dx, dy) in steps {
                        if let Some(to) = from.offset(dx, dy) {
                            target(to, out);
                        }
                    }
                }
                PieceKind::ROOK | PieceKind::BISHOP | PieceKind::QUEEN => {
                    let mut dirs = Vec::new();
                    if p.kind != PieceKind::BISHOP {
                        dirs.extend(ROOK);
                    }
                    if p.kind != PieceKind::ROOK {
                        dirs.extend(BISHOP);
                    }
                    for (dx, dy) in dirs {
                        let mut s = from;
                        while let Some(to) = s.offset(dx, dy) {
                            if !target(to, out) {
                                break;
                            }
                            s = to;
                        }
                    }
                }
                PieceKind::PAWN => self.pawn_moves(from, us, out),
                _ => {}
            }
        }
        self.castlings(us, out);
    }

    fn pawn_moves(&self, from: Square, us: Colour, out: &mut Vec<Move>) {
        let pos = &self.pos;
        let fwd = us.forward();
        let last = if us == Colour::White { 7 } else { 0 };
        let start = if us == Colour::White { 1 } else { 6 };
        let push = |m: Move, out: &mut Vec<Move>| {
            if m.to.y() == last {
                for k in [
                    PieceKind::QUEEN,
                    PieceKind::KNIGHT,
                    PieceKind::ROOK,
                    PieceKind::BISHOP,
                ] {
                    out.push(m.promoting(k));
                }
            } else {
                out.push(m);
            }
        };
        if let Some(to) = from.offset(0, fwd) {
            if pos.piece_at(to).is_none() {
                push(Move::quiet(from, to), out);
                if from.y() == start {
                    if let Some(to2) = to.offset(0, fwd) {
                        if pos.piece_at(to2).is_none() {
                            out.push(Move::quiet(from, to2).with_special(Special::DoubleStep));
                        }
                    }
                }
            }
        }
        for dx in [-1, 1] {
            let Some(to) = from.offset(dx, fwd) else {
                continue;
            };
            match pos.piece_at(to) {
                Some(q) if q.colour != us => push(Move::capture(from, to), out),
                Some(_) => {}
                None => {
                    if let Some(ep) = pos.en_passant() {
                        if ep.passed.contains(to) {
                            out.push(Move {
                                from,
                                to,
                                special: Special::EnPassant,
                                promotion: None,
                                captures: Bitboard::from_square(ep.pawn),
                                choice: nightrider_board::Choice::NONE,
                            });
                        }
                    }
                }
            }
        }
    }

    fn castlings(&self, us: Colour, out: &mut Vec<Move>) {
        let pos = &self.pos;
        for c in Castling::ALL.iter().filter(|c| c.colour == us) {
            if !pos.castling().contains(c.right) {
                continue;
            }
            let king_ok = pos
                .piece_at(c.king_from)
                .is_some_and(|p| p.kind == PieceKind::KING && p.colour == us);
            let rook_ok = pos
                .piece_at(c.rook_from)
                .is_some_and(|p| p.kind == PieceKind::ROOK && p.colour == us);
            if !king_ok || !rook_ok {
                continue;
            }
            let between = |a: Square, b: Square| {
                let (lo, hi) = (a.x().min(b.x()), a.x().max(b.x()));
                (lo..=hi).filter_map(move |x| Square::from_xy(x, a.y()))
            };
            let empty = between(c.king_from, c.king_to)
                .chain(between(c.rook_from, c.rook_to))
                .all(|s| s == c.king_from || s == c.rook_from || pos.piece_at(s).is_none());
            if !empty {
                continue;
            }
            let safe = between(c.king_from, c.king_to).all(|s| !self.attacked(s, !us));
            if !safe {
                continue;
            }
            out.push(
                Move::quiet(c.king_from, c.king_to).with_special(Special::Castle {
                    rook_from: c.rook_from,
                    rook_to: c.rook_to,
                }),
            );
        }
    }

    /// Pseudo-legal moves split by whether they leave the mover's king attacked.
    fn split(&mut self, legal: bool, out: &mut Vec<Move>) {
        let mut all = Vec::new();
        self.pseudo(&mut all);
        let us = self.pos.side_to_move();
        for m in all {
            self.pos.play(&m);
            let bad = self.king_attacked(us);
            self.pos.undo_move();
            if bad != legal {
                out.push(m);
            }
        }
    }
}

impl Game for RefGame {
    fn position(&self) -> &Position {
        &self.pos
    }

    fn has_legal_move(&mut self) -> bool {
        let mut all = Vec::new();
        self.pseudo(&mut all);
        let us = self.pos.side_to_move();
        all.into_iter().any(|m| {
            self.pos.play(&m);
            let ok = !self.king_attacked(us);
            self.pos.undo_move();
            ok
        })
    }

    fn legal_moves(&mut self, out: &mut Vec<Move>) {
        self.split(true, out);
    }

    fn self_check_moves(&mut self, out: &mut Vec<Move>) {
        let mut v = Vec::new();
        self.split(false, &mut v);
        // Castling into check stays illegal; captures of the king too.
        out.extend(v.into_iter().filter(|m| {
            !m.is_castling()
                && self
                    .pos
                    .piece_at(m.to)
                    .is_none_or(|p| p.kind != PieceKind::KING)
        }));
    }

    fn play(&mut self, m: &Move) {
        self.pos.play(m);
    }

    fn undo(&mut self) {
        self.pos.undo_move();
    }

    fn in_check(&mut self, side: Colour) -> bool {
        self.king_attacked(side)
    }

    fn set_side_to_move(&mut self, side: Colour) {
        self.pos.set_side_to_move_unrecorded(side);
    }
}

/// A position from Popeye-style piece lists (`"ka6 se8 pa7"`, `s` = knight,
/// several squares per piece allowed: `"pa2b3"`). Castling rights are set
/// where kings and rooks stand on their game-array squares.
pub fn position(white: &str, black: &str) -> Position {
    let mut pos = Position::empty();
    for (list, colour) in [(white, Colour::White), (black, Colour::Black)] {
        for word in list.split_whitespace() {
            let w = word.to_ascii_lowercase();
            let kind = match &w[..1] {
                "k" => PieceKind::KING,
                "q" | "d" => PieceKind::QUEEN,
                "r" | "t" => PieceKind::ROOK,
                "b" | "l" => PieceKind::BISHOP,
                "s" | "n" => PieceKind::KNIGHT,
                "p" => PieceKind::PAWN,
                other => panic!("unknown piece {other}"),
            };
            let sqs = &w.as_bytes()[1..];
            assert!(sqs.len() % 2 == 0, "bad squares in {word}");
            for c in sqs.chunks(2) {
                let sq = Square::from_ascii(c).expect("square");
                pos.put(sq, Piece::new(kind, colour));
            }
        }
    }
    let mut rights = CastlingRights::empty();
    for c in Castling::ALL {
        let k = pos.piece_at(c.king_from);
        let r = pos.piece_at(c.rook_from);
        if k == Some(Piece::new(PieceKind::KING, c.colour))
            && r == Some(Piece::new(PieceKind::ROOK, c.colour))
        {
            rights |= c.right;
        }
    }
    pos.set_castling_unrecorded(rights);
    pos
}

/// Perft over the reference generator, to check it.
pub fn perft(g: &mut RefGame, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    if depth == 1 {
        return v.len() as u64;
    }
    let mut n = 0;
    for m in v {
        g.play(&m);
        n += perft(g, depth - 1);
        g.undo();
    }
    n
}

/// Popeye's option words (English, as in the corpus) into [`Options`].
pub fn options(text: &str) -> nightrider_stipulation::Options {
    let mut o = nightrider_stipulation::Options::default();
    let words: Vec<String> = text
        .split_whitespace()
        .map(|w| w.to_ascii_lowercase())
        .collect();
    let mut i = 0;
    let num = |i: usize| -> u32 { words[i].parse().expect("number") };
    while i < words.len() {
        let w = words[i].as_str();
        let starts = |p: &str| w.starts_with(p);
        if starts("vari") {
            o.variations = true;
        } else if starts("try") {
            o.tries = true;
        } else if starts("set") {
            o.set_play = true;
        } else if starts("postk") {
            o.post_key_play = true;
        } else if starts("nothr") {
            o.no_threat = true;
        } else if starts("noshort") {
            o.no_short_variations = true;
        } else if starts("thr") {
            i += 1;
            o.threat = Some(num(i));
        } else if starts("def") {
            i += 1;
            o.defence = num(i);
        } else if starts("maxsol") {
            i += 1;
            o.max_solutions = Some(num(i));
        } else if starts("maxfl") {
            i += 1;
            o.max_flights = Some(num(i));
        } else if starts("nontriv") {
            o.non_trivial = Some((num(i + 1), num(i + 2)));
            i += 2;
        } else if starts("goalis") {
            o.goal_is_end = true;
        } else if starts("white") || starts("whitetoplay") {
            o.white_to_play = true;
        } else if starts("halfdup") {
            o.half_duplex = true;
        } else if starts("dupl") {
            o.duplex = true;
        } else if starts("stopon") {
            o.stop_on_short_solutions = true;
        } else if starts("quod") {
            o.quodlibet = true;
        } else if starts("matesin1") {
            o.mates_in_one = true;
        } else if starts("keepmat") {
            o.keep_mating_piece = true;
        } else if starts("enpass") {
            i += 1; // the squares, used by `check`
        } else if starts("movenum")
            || starts("noboard")
            || starts("nowk")
            || starts("nobk")
            || starts("intel")
        {
            // output-only or not the solver's concern
        } else {
            panic!("unknown option {w}");
        }
        i += 1;
    }
    o
}

/// Solves and compares with Popeye's expected solution lines. Like Popeye,
/// a position where the side not to move is in check is not solved.
pub fn check(white: &str, black: &str, stip: &str, opts: &str, expected: &str) {
    let mut g = RefGame::new(position(white, black));
    // Option EnPassant: departure, passed and arrival squares of the last move.
    let words: Vec<&str> = opts.split_whitespace().collect();
    if let Some(i) = words
        .iter()
        .position(|w| w.to_ascii_lowercase().starts_with("enpass"))
    {
        let sqs: Vec<Square> = words[i + 1]
            .as_bytes()
            .chunks(2)
            .map(|c| Square::from_ascii(c).expect("square"))
            .collect();
        let passed = sqs[1..sqs.len() - 1].iter().copied().collect();
        g.pos
            .set_en_passant_unrecorded(Some(nightrider_board::EnPassant {
                passed,
                pawn: sqs[sqs.len() - 1],
            }));
    }
    let s = nightrider_stipulation::Stipulation::parse(stip).unwrap();
    let o = options(opts);
    let first = if s.attacker_starts {
        Colour::White
    } else {
        Colour::Black
    };
    let first = if o.white_to_play && s.style() == nightrider_stipulation::Style::Help {
        Colour::White
    } else {
        first
    };
    let relaxed = s.goals().iter().any(|g| g.allows_self_check());
    let got = if g.in_check(!first) && !o.post_key_play && !relaxed {
        Vec::new()
    } else {
        let r = nightrider_stipulation::solve(&mut g, &s, &o, None).unwrap();
        print::render(&r)
    };
    print::assert_same(&got, expected);
}
