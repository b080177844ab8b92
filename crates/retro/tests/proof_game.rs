//! The proof-game target's bound: exact figures on small cases, and never
//! more than the moves a random game actually took (admissibility, which
//! the proof-game search prunes on).

use nightrider_board::{Colour, Move, Piece, PieceKind, Position, Square};
use nightrider_movegen::strategy::{games, games_preferring};
use nightrider_movegen::{legal_moves, Orthodox};
use nightrider_retro::proof_game::ProofGameTarget;
use nightrider_stipulation::TargetPosition;
use proptest::prelude::*;

fn after(moves: &[&str]) -> Position {
    let mut pos = Position::startpos();
    for text in moves {
        let legal = legal_moves(Orthodox::new(&pos).unwrap());
        let mv = legal
            .iter()
            .find(|m| format!("{}{}", m.from, m.to) == *text)
            .unwrap_or_else(|| panic!("{text} is not legal"));
        pos.play(mv);
    }
    pos
}

fn target(pos: &Position) -> ProofGameTarget {
    ProofGameTarget::new(pos, &Position::startpos()).unwrap()
}

#[test]
fn the_game_array_needs_nothing() {
    let start = Position::startpos();
    let t = target(&start);
    assert!(t.matches(&start));
    assert_eq!(t.bound(&start), Some((0, 0)));
}

#[test]
fn pawn_double_steps_and_knight_tours_are_counted() {
    let t = target(&after(&["e2e4", "e7e5"]));
    assert_eq!(t.bound(&Position::startpos()), Some((1, 1)));
    assert!(!t.matches(&Position::startpos()));
    let t = target(&after(&["e2e3", "g8f6", "e3e4", "f6d5"]));
    // (e2-e4 at once; the knight needs two moves)
    assert_eq!(t.bound(&Position::startpos()), Some((1, 2)));
    assert!(t.reachable(&Position::startpos(), 1, 2));
    assert!(!t.reachable(&Position::startpos(), 0, 2));
    assert!(!t.reachable(&Position::startpos(), 2, 1));
}

#[test]
fn distinct_target_squares_take_distinct_units() {
    // knights on a3 and c3: b1 reaches either in one move, g1 needs two
    // for c3 (the least of each square alone would say 1 + 1), and e2-e3
    let t = target(&after(&[
        "b1a3", "a7a6", "e2e3", "a6a5", "g1e2", "a5a4", "e2c3",
    ]));
    assert_eq!(t.bound(&Position::startpos()), Some((4, 2)));
}

#[test]
fn a_unit_taken_off_its_square_for_a_capture_comes_back() {
    let mut fewer = Position::startpos();
    fewer.clear(Square::from_xy(0, 6).unwrap());
    // the black a-pawn gone: White captures it and fills the square it left
    assert_eq!(target(&fewer).bound(&Position::startpos()), Some((2, 0)));
}

#[test]
fn pawns_do_not_go_back() {
    let t = target(&Position::startpos());
    assert_eq!(t.bound(&after(&["e2e4"])), None);
}

#[test]
fn units_are_not_created() {
    let mut more = Position::startpos();
    more.put(
        Square::from_xy(4, 3).unwrap(),
        Piece::new(PieceKind::KNIGHT, Colour::White),
    );
    assert_eq!(target(&more).bound(&Position::startpos()), None);
}

#[test]
fn captures_are_counted_for_the_capturing_side() {
    let mut fewer = Position::startpos();
    fewer.clear(Square::from_xy(1, 7).unwrap());
    fewer.clear(Square::from_xy(6, 7).unwrap());
    // two black knights gone: White captures twice (and fills the square
    // the capturer left: no more than two moves), Black need not move
    assert_eq!(target(&fewer).bound(&Position::startpos()), Some((2, 0)));
}

#[test]
fn a_bishop_behind_pawns_that_stay_cannot_leave() {
    // the target keeps b2 and d2 (pawns never come back to their second
    // rank) and wants the c1 bishop's colour on h6 instead: it could only
    // be a promoted one, and every pawn stays at home
    let mut aim = Position::startpos();
    aim.clear(Square::from_xy(2, 0).unwrap());
    aim.put(
        Square::from_xy(7, 5).unwrap(),
        Piece::new(PieceKind::BISHOP, Colour::White),
    );
    assert_eq!(target(&aim).bound(&Position::startpos()), None);
    // once d2 may move, it is the bishop's move plus the pawn's
    aim.clear(Square::from_xy(3, 1).unwrap());
    aim.put(
        Square::from_xy(3, 3).unwrap(),
        Piece::new(PieceKind::PAWN, Colour::White),
    );
    assert_eq!(target(&aim).bound(&Position::startpos()), Some((2, 0)));
}

#[test]
fn doubled_pawns_need_a_capture() {
    // d2 to c3 with every black unit still there: no capture to change
    // the file with
    let mut aim = Position::startpos();
    aim.clear(Square::from_xy(3, 1).unwrap());
    aim.put(
        Square::from_xy(2, 2).unwrap(),
        Piece::new(PieceKind::PAWN, Colour::White),
    );
    assert_eq!(target(&aim).bound(&Position::startpos()), None);
    // with a black knight gone, d2xc3 after it
    aim.clear(Square::from_xy(1, 7).unwrap());
    assert_eq!(target(&aim).bound(&Position::startpos()), Some((1, 0)));
}

#[test]
fn pieces_with_attributes_are_refused() {
    let mut odd = Position::startpos();
    let sq = Square::from_xy(3, 0).unwrap();
    odd.put(
        sq,
        Piece::new(PieceKind::QUEEN, Colour::White)
            .with_attributes(nightrider_board::Attributes::NEUTRAL),
    );
    let err = ProofGameTarget::new(&odd, &Position::startpos()).unwrap_err();
    assert_eq!(err.square, sq);
}

/// Captures, promotions and pawn moves, preferred so that material thins
/// and pawns promote.
fn eager(pos: &Position, m: &Move) -> bool {
    m.is_capture()
        || m.promotion.is_some()
        || pos
            .piece_at(m.from)
            .is_some_and(|p| p.kind == PieceKind::PAWN)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// From every position of a random game, the bound never exceeds the
    /// moves each side still played to reach the game's last position.
    #[test]
    fn the_bound_is_admissible(game in games_preferring(1..120, eager)) {
        let game = game.positions;
        let last = game.last().unwrap();
        let t = target(last);
        prop_assert!(t.matches(last));
        let total = game.len() - 1;
        for (i, pos) in game.iter().enumerate() {
            let left = total - i;
            // White moved first: of the moves left, White has the ones on
            // even plies from the start
            let white = (i..total).filter(|k| k % 2 == 0).count() as u32;
            let black = left as u32 - white;
            let bound = t.bound(pos);
            prop_assert!(bound.is_some(), "ply {}: called unreachable", i);
            let (w, b) = bound.unwrap();
            prop_assert!(w <= white && b <= black,
                "ply {}: bound ({}, {}) over the moves played ({}, {})", i, w, b, white, black);
        }
    }

    /// The same on short quiet games, where most pawns stay at home and
    /// pieces stay walled in behind them (the bound's fixed units) and
    /// captures are few (pawns that change files), aiming both at the
    /// game's last position and at one a few plies before it.
    #[test]
    fn the_bound_is_admissible_behind_unmoved_pawns(game in games(1..24)) {
        let game = game.positions;
        for end in [game.len() - 1, (game.len() - 1) * 2 / 3] {
            let t = target(&game[end]);
            for (i, pos) in game[..=end].iter().enumerate() {
                let white = (i..end).filter(|k| k % 2 == 0).count() as u32;
                let black = (end - i) as u32 - white;
                let bound = t.bound(pos);
                prop_assert!(bound.is_some(), "ply {} of {}: called unreachable", i, end);
                let (w, b) = bound.unwrap();
                prop_assert!(w <= white && b <= black,
                    "ply {} of {}: bound ({}, {}) over the moves played ({}, {})",
                    i, end, w, b, white, black);
            }
        }
    }
}
