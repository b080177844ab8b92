//! Properties of the solvers on random small positions: the transposition
//! table changes nothing, `is_solvable` agrees with `solve`, and mates in
//! one are exactly the checkmating moves found by brute force.

mod support;

use nightrider_board::{Colour, Piece, PieceKind, Position, Square};
use nightrider_stipulation::{is_solvable, solve, Body, Game, Options, Stipulation};
use proptest::prelude::*;
use support::RefGame;

/// A random position with both kings and a few other pieces, White to
/// move, Black not in check; `None` if the draw is not such a position.
fn random_position(squares: &[u8], kinds: &[u8]) -> Option<RefGame> {
    let mut pos = Position::empty();
    let mut used = Vec::new();
    for (i, &s) in squares.iter().enumerate() {
        let sq = Square::new(s % 64)?;
        if used.contains(&sq) {
            return None;
        }
        used.push(sq);
        let (kind, colour) = match i {
            0 => (PieceKind::KING, Colour::White),
            1 => (PieceKind::KING, Colour::Black),
            _ => {
                let k = kinds[i % kinds.len()];
                let kind = PieceKind::ORTHODOX[1 + (k as usize % 5)];
                let colour = if k % 3 == 0 {
                    Colour::Black
                } else {
                    Colour::White
                };
                (kind, colour)
            }
        };
        if kind == PieceKind::PAWN && (sq.y() == 0 || sq.y() == 7) {
            return None;
        }
        pos.put(sq, Piece::new(kind, colour));
    }
    let mut g = RefGame::new(pos);
    if g.in_check(Colour::Black)
        || g.pos
            .royal_square(Colour::White)?
            .distance(g.pos.royal_square(Colour::Black)?)
            < 2
    {
        return None;
    }
    Some(g)
}

fn mates_in_one(g: &mut RefGame) -> usize {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    let mut n = 0;
    for m in moves {
        g.play(&m);
        if g.in_check(Colour::Black) && !g.has_legal_move() {
            n += 1;
        }
        g.undo();
    }
    n
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn solvers_agree(squares in proptest::collection::vec(0u8..64, 5), kinds in proptest::collection::vec(0u8..30, 5)) {
        let Some(mut g) = random_position(&squares, &kinds) else { return Ok(()); };
        let before = g.pos.clone();
        let o = Options::default();
        let no_table = Options { table_entries: 0, ..Options::default() };
        for stip in ["#1", "#2", "s#1", "h#1.5", "ser-=2", "hs#1"] {
            let s = Stipulation::parse(stip).unwrap();
            let a = solve(&mut g, &s, &o, None).unwrap();
            let b = solve(&mut g, &s, &no_table, None).unwrap();
            prop_assert_eq!(&a, &b, "{} with and without the table", stip);
            let found = match &a.phases[0].body {
                Body::Battle(b) => !b.moves.is_empty(),
                Body::Lines { solutions, .. } => !solutions.is_empty(),
            };
            prop_assert_eq!(is_solvable(&mut g, &s, &o, None).unwrap(), found, "{}", stip);
            prop_assert_eq!(&g.pos, &before);
        }
        let s = Stipulation::parse("#1").unwrap();
        let r = solve(&mut g, &s, &o, None).unwrap();
        let Body::Battle(b) = &r.phases[0].body else { panic!() };
        prop_assert_eq!(b.moves.len(), mates_in_one(&mut g));
    }
}

#[test]
fn reference_generator_perft() {
    // Standard perft numbers for the game array.
    let mut g = RefGame::new(Position::startpos());
    assert_eq!(support::perft(&mut g, 1), 20);
    assert_eq!(support::perft(&mut g, 2), 400);
    assert_eq!(support::perft(&mut g, 3), 8902);
    // "Kiwipete" (castling, en passant, promotions): 48 and 2039.
    let pos = support::position(
        "ke1 qf3 ra1h1 bd2e2 sc3e5 pa2b2c2d5e4f2g2h2",
        "ke8 qe7 ra8h8 ba6g7 sb6f6 pa7c7d7f7g6b4e6h3",
    );
    let mut g = RefGame::new(pos);
    assert_eq!(support::perft(&mut g, 1), 48);
    assert_eq!(support::perft(&mut g, 2), 2039);
}
