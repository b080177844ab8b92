//! Battle play's search order changes no solution: the same problems
//! solved through a game that tells which moves give check and that its
//! rules are orthodox ([`Telling`]) and through one that tells neither
//! ([`RefGame`]) give identical reports. Told checks, the defender's
//! checks are tried first (the solver's `DefenceOrder`); told orthodox
//! rules, self play's last attacking move is not kept in the table; the
//! plain game leaves the defences in the generator's order and tables
//! every attacking move.

mod support;

use nightrider_board::{Colour, Move, Piece, PieceKind, Position, Square};
use nightrider_stipulation::{solve, Game, Stipulation};
use proptest::prelude::*;
use support::RefGame;

/// [`RefGame`] that answers [`Game::gives_check`] (by playing the move)
/// and says its rules are orthodox.
struct Telling(RefGame);

impl Game for Telling {
    fn position(&self) -> &Position {
        self.0.position()
    }
    fn has_legal_move(&mut self) -> bool {
        self.0.has_legal_move()
    }
    fn legal_moves(&mut self, out: &mut Vec<Move>) {
        self.0.legal_moves(out)
    }
    fn self_check_moves(&mut self, out: &mut Vec<Move>) {
        self.0.self_check_moves(out)
    }
    fn play(&mut self, m: &Move) {
        self.0.play(m)
    }
    fn undo(&mut self) {
        self.0.undo()
    }
    fn in_check(&mut self, side: Colour) -> bool {
        self.0.in_check(side)
    }
    fn set_side_to_move(&mut self, side: Colour) {
        self.0.set_side_to_move(side)
    }
    fn gives_check(&mut self, m: &Move) -> Option<bool> {
        let mover = self.0.side_to_move();
        self.0.play(m);
        let check = self.0.in_check(!mover);
        self.0.undo();
        Some(check)
    }
    fn orthodox(&self) -> bool {
        true
    }
}

/// A random position with both kings and up to six other pieces, White
/// to move, Black not in check; `None` if the draw is not such a
/// position.
fn random_position(squares: &[u8], kinds: &[u8]) -> Option<Position> {
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
    let mut g = RefGame::new(pos.clone());
    if g.in_check(Colour::Black)
        || pos
            .royal_square(Colour::White)?
            .distance(pos.royal_square(Colour::Black)?)
            < 2
    {
        return None;
    }
    Some(pos)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 160, ..ProptestConfig::default() })]

    #[test]
    fn defence_order_and_table_change_no_solution(
        squares in proptest::sample::subsequence((0u8..64).collect::<Vec<_>>(), 7).prop_shuffle(),
        kinds in proptest::collection::vec(0u8..30, 7),
    ) {
        let Some(pos) = random_position(&squares, &kinds) else { return Ok(()); };
        for (stip, opts) in [
            ("#2", "variation"),
            ("#3", ""),
            ("#2", "variation try defence 2"),
            ("s#2", "variation"),
            ("s#3", ""),
            ("r#2", "variation"),
        ] {
            let s = Stipulation::parse(stip).unwrap();
            let o = support::options(opts);
            let mut plain = RefGame::new(pos.clone());
            let mut telling = Telling(RefGame::new(pos.clone()));
            let a = solve(&mut plain, &s, &o, None).unwrap();
            let b = solve(&mut telling, &s, &o, None).unwrap();
            prop_assert_eq!(&a, &b, "{} {}", stip, opts);
        }
    }
}
