//! Jacobi's reading of traditional stipulations
//! ([`Traditional::parse_jacobi`]): counted checks (`++`, `+++`) and
//! unique defence (`u`), on the reference orthodox game. The answers are
//! hand-checked (said at each test) or Popeye's for the equivalent input.

mod support;

use nightrider_board::{Colour, EnPassant, Move, PieceKind, Position, Square};
use nightrider_stipulation::{solve, Game, Options, Stipulation, Traditional};
use proptest::prelude::*;
use support::{position, print, RefGame};

/// The reference game, counting the units that give check: a piece
/// observes a square by its orthodox walk, lines blocked by any piece.
struct Counting(RefGame);

fn attacks(pos: &Position, from: Square, target: Square) -> bool {
    let Some(piece) = pos.piece_at(from) else {
        return false;
    };
    let dx = target.x() - from.x();
    let dy = target.y() - from.y();
    let k = piece.kind;
    let clear = |sx: i32, sy: i32| {
        let mut at = from;
        loop {
            at = at.offset(sx, sy).expect("on the board");
            if at == target {
                return true;
            }
            if pos.piece_at(at).is_some() {
                return false;
            }
        }
    };
    if k == PieceKind::KING {
        dx.abs().max(dy.abs()) == 1
    } else if k == PieceKind::KNIGHT {
        dx.abs() * dy.abs() == 2
    } else if k == PieceKind::PAWN {
        dx.abs() == 1 && dy == piece.colour.forward()
    } else {
        let straight = (dx == 0) != (dy == 0);
        let diagonal = dx != 0 && dx.abs() == dy.abs();
        let walks = (straight && k != PieceKind::BISHOP) || (diagonal && k != PieceKind::ROOK);
        walks && clear(dx.signum(), dy.signum())
    }
}

impl Game for Counting {
    fn position(&self) -> &Position {
        &self.0.pos
    }
    fn legal_moves(&mut self, out: &mut Vec<Move>) {
        self.0.legal_moves(out);
    }
    fn self_check_moves(&mut self, out: &mut Vec<Move>) {
        self.0.self_check_moves(out);
    }
    fn play(&mut self, m: &Move) {
        self.0.play(m);
    }
    fn undo(&mut self) {
        self.0.undo();
    }
    fn in_check(&mut self, side: Colour) -> bool {
        self.0.in_check(side)
    }
    fn set_side_to_move(&mut self, side: Colour) {
        self.0.set_side_to_move(side);
    }
    fn observes(&mut self, from: Square, target: Square) -> Option<bool> {
        Some(attacks(&self.0.pos, from, target))
    }
}

/// The solution lines of `stip` read in Jacobi's dialect.
fn jacobi_lines(pos: Position, stip: &str) -> Vec<String> {
    let s = Traditional::parse_jacobi(stip).unwrap().build().unwrap();
    lines(pos, &s)
}

fn lines(pos: Position, s: &Stipulation) -> Vec<String> {
    let mut g = Counting(RefGame::new(pos));
    let r = solve(&mut g, s, &Options::default(), None).unwrap();
    let mut v: Vec<String> = print::render(&r)
        .into_iter()
        .map(|l| l.trim().to_string())
        .collect();
    v.sort();
    v
}

/// A rook behind a bishop on the king's file: every bishop move checks
/// by discovery, the two to c6 and g6 check twice (hand-checked).
#[test]
fn double_check_by_discovery() {
    let pos = || position("kh1 re1 be4", "ke8");
    let double = jacobi_lines(pos(), "h++0.5");
    assert_eq!(double, ["1...Be4-c6 ++", "1...Be4-g6 ++"]);
    assert_eq!(jacobi_lines(pos(), "h+0.5").len(), 12);
    assert!(jacobi_lines(pos(), "h+++0.5").is_empty());
}

/// A pawn between a rook and the king promotes: to a knight it checks
/// too (d8 sees f7), to the other pieces it only uncovers the rook
/// (hand-checked).
#[test]
fn double_check_by_promotion() {
    let pos = || position("kh1 ra7 pd7", "kf7");
    assert_eq!(jacobi_lines(pos(), "h++0.5"), ["1...d7-d8=S ++"]);
    assert_eq!(jacobi_lines(pos(), "h+0.5").len(), 4);
}

/// An en-passant capture opens the rook's file and the capturing pawn
/// checks from d6 (hand-checked).
#[test]
fn double_check_by_en_passant() {
    let mut pos = position("kh1 re1 pe5", "ke7 pd5");
    pos.set_en_passant_unrecorded(Some(EnPassant {
        passed: [Square::D6].into_iter().collect(),
        pawn: Square::D5,
    }));
    let double = jacobi_lines(pos.clone(), "h++0.5");
    assert_eq!(double, ["1...e5*d6 ep. ++"]);
}

/// Help play of one move, Black first: only the pawn moves keep the king
/// on e8, where Bc6 and Bg6 check twice (after a king move the bishop
/// checks alone); series play of one move is White's double checks
/// (hand-checked).
#[test]
fn counted_checks_in_help_and_series_play() {
    let pos = || position("kh1 re1 be4", "ke8 pa7");
    assert_eq!(
        jacobi_lines(pos(), "h++1"),
        [
            "1.a7-a5 Be4-c6 ++",
            "1.a7-a5 Be4-g6 ++",
            "1.a7-a6 Be4-c6 ++",
            "1.a7-a6 Be4-g6 ++"
        ]
    );
    assert_eq!(
        jacobi_lines(pos(), "ser-++1"),
        ["1.Be4-c6 ++", "1.Be4-g6 ++"]
    );
}

/// Popeye's reading refuses counted checks; Jacobi's reads them.
#[test]
fn only_jacobi_reads_counted_checks() {
    assert!(Stipulation::parse("h++1").is_err());
    assert!(Traditional::parse("ser-+++2").is_err());
    assert!(Traditional::parse_jacobi("h++1").unwrap().build().is_ok());
    // the reference game without counting: refused when solving
    let s = Traditional::parse_jacobi("h++1").unwrap().build().unwrap();
    let mut g = RefGame::new(position("kh1 re1 be4", "ke8"));
    assert!(solve(&mut g, &s, &Options::default(), None).is_err());
}

const WHITE: [&str; 5] = ["q", "r", "b", "s", "p"];

/// A random position: kings and up to six other pieces, by index.
fn random_position(wk: u8, bk: u8, pieces: &[(u8, usize, bool)]) -> Option<Position> {
    let name = |sq: u8| format!("{}{}", (b'a' + sq % 8) as char, sq / 8 + 1);
    if wk == bk || (wk % 8).abs_diff(bk % 8) <= 1 && (wk / 8).abs_diff(bk / 8) <= 1 {
        return None;
    }
    let mut taken = vec![wk, bk];
    let (mut white, mut black) = (format!("k{}", name(wk)), format!("k{}", name(bk)));
    for &(sq, kind, is_white) in pieces {
        if taken.contains(&sq) || (WHITE[kind] == "p" && !(8..56).contains(&sq)) {
            continue;
        }
        taken.push(sq);
        let list = if is_white { &mut white } else { &mut black };
        list.push_str(&format!(" {}{}", WHITE[kind], name(sq)));
    }
    Some(position(&white, &black))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Every `++` solution is a `+` solution, every `+++` one a `++`
    /// one; and `+` in Jacobi's reading of one move is Popeye's.
    #[test]
    fn more_checks_are_fewer_solutions(
        wk in 0u8..64,
        bk in 0u8..64,
        pieces in proptest::collection::vec((0u8..64, 0usize..5, any::<bool>()), 2..7),
    ) {
        let Some(pos) = random_position(wk, bk, &pieces) else {
            return Ok(());
        };
        let mut probe = RefGame::new(pos.clone());
        if probe.in_check(Colour::Black) {
            return Ok(());
        }
        let one = jacobi_lines(pos.clone(), "h+0.5");
        let two = jacobi_lines(pos.clone(), "h++0.5");
        let three = jacobi_lines(pos.clone(), "h+++0.5");
        prop_assert!(two.iter().all(|l| one.contains(l)), "{two:?} {one:?}");
        prop_assert!(three.iter().all(|l| two.contains(l)), "{three:?} {two:?}");
        prop_assert_eq!(&one, &lines(pos, &Stipulation::parse("h+0.5").unwrap()));
    }
}

/// The moves of a solution line without their numbers.
fn moves_of(line: &str) -> String {
    line.split_whitespace()
        .map(|t| t.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.'))
        .filter(|t| !t.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The lines of unique defence found by brute force: `plies` moves from
/// White's, every Black move the only legal one, `end` after the last.
fn unique_lines_by_brute_force(
    g: &mut RefGame,
    plies: u32,
    end: &dyn Fn(&mut RefGame) -> bool,
) -> usize {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    if g.pos.side_to_move() == Colour::Black && moves.len() != 1 {
        return 0;
    }
    let mut count = 0;
    for m in moves {
        g.play(&m);
        count += if plies == 1 {
            usize::from(end(g))
        } else {
            unique_lines_by_brute_force(g, plies - 1, end)
        };
        g.undo();
    }
    count
}

/// Whether the side to move is checkmated.
fn mated(g: &mut RefGame) -> bool {
    let side = g.pos.side_to_move();
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    v.is_empty() && g.in_check(side)
}

/// A random position with few Black units (unique Black moves are then
/// frequent): kings and White pieces, at most two Black ones.
fn unique_position(
    wk: u8,
    bk: u8,
    white: &[(u8, usize)],
    black: &[(u8, usize)],
) -> Option<Position> {
    let pieces: Vec<(u8, usize, bool)> = white
        .iter()
        .map(|&(s, k)| (s, k, true))
        .chain(black.iter().map(|&(s, k)| (s, k, false)))
        .collect();
    let pos = random_position(wk, bk, &pieces)?;
    let mut probe = RefGame::new(pos.clone());
    (!probe.in_check(Colour::Black)).then_some(pos)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// `u#1.5`, `u#1` and `u~1` find the lines a brute-force enumeration
    /// finds, and each unique-defence mate is also a help mate.
    #[test]
    fn unique_defence_is_help_play_with_forced_replies(
        wk in 0u8..64,
        bk in 0u8..64,
        white in proptest::collection::vec((0u8..64, 0usize..5), 1..5),
        black in proptest::collection::vec((0u8..64, 0usize..5), 0..3),
    ) {
        let Some(pos) = unique_position(wk, bk, &white, &black) else {
            return Ok(());
        };
        for (stip, plies, end) in [
            ("u#1.5", 3, &mated as &dyn Fn(&mut RefGame) -> bool),
            ("u#1", 2, &mated),
            ("u~1", 2, &|_: &mut RefGame| true),
        ] {
            let found = jacobi_lines(pos.clone(), stip);
            let mut g = RefGame::new(pos.clone());
            g.set_side_to_move(Colour::White);
            let expected = unique_lines_by_brute_force(&mut g, plies, end);
            prop_assert_eq!(found.len(), expected, "{} {:?}", stip, found);
        }
        // White mates after forced Black replies: a help mate (White first)
        let u = jacobi_lines(pos.clone(), "u#1.5");
        let help = jacobi_lines(pos, "h#1.5");
        let help: Vec<String> = help.iter().map(|l| moves_of(l)).collect();
        for line in &u {
            prop_assert!(help.contains(&moves_of(line)), "{} {:?}", line, help);
        }
    }
}

/// `u#1.5`: the keys are those of Popeye's `#2` (Popeye 4.104: Qb3, Qb1,
/// Qd7, Kb6, Kc7), where every Black reply is forced; `1.Kc6-c7 Ka8-a7
/// 2.Qd1-a1 #` by hand: b8, b7, b6 are the king's.
#[test]
fn unique_defence_to_direct_mate() {
    let pos = || position("kc6 qd1", "ka8");
    assert_eq!(
        jacobi_lines(pos(), "u#1.5"),
        [
            "1.Kc6-b6 Ka8-b8   2.Qd1-d8 #",
            "1.Kc6-c7 Ka8-a7   2.Qd1-a1 #",
            "1.Kc6-c7 Ka8-a7   2.Qd1-a4 #",
            "1.Qd1-b1 Ka8-a7   2.Qb1-b7 #",
            "1.Qd1-b3 Ka8-a7   2.Qb3-b7 #",
            "1.Qd1-d7 Ka8-b8   2.Qd7-b7 #",
        ]
    );
    // the same length of help play also has lines with free Black moves
    assert!(jacobi_lines(pos(), "h#1.5").len() >= 6);
}

/// `u#1`: Black's only move mates (Popeye 4.104's `s#1` key Qe2): the
/// king must take the queen and uncovers the rook (hand-checked).
#[test]
fn unique_defence_to_self_mate() {
    let pos = position("ka1 pa2 pb2 qb5", "ke1 rh1");
    assert_eq!(jacobi_lines(pos, "u#1"), ["1.Qb5-e2 + Ke1*e2 #"]);
}

/// Unique defence is Jacobi's alone; it binds the side that does not
/// start, and aims reached by a self-check are refused.
#[test]
fn unique_defence_reading() {
    assert!(Stipulation::parse("u#1").is_err());
    let s = Traditional::parse_jacobi("u~7").unwrap().build().unwrap();
    assert!(s.attacker_starts);
    let nightrider_stipulation::Node::Help(h) = &s.root else {
        panic!("{:?}", s.root)
    };
    assert_eq!((h.length, h.min_length), (14, 14));
    assert_eq!(h.unique, Some(nightrider_stipulation::UniqueMover::Last));
    let refused = Traditional::parse_jacobi("u##2.5").unwrap_err();
    assert!(refused.to_string().contains("self-check"), "{refused}");
}
