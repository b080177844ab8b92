//! Property tests on random legal games: the analysis never calls a
//! reached position unreachable, the move just played is among the
//! retractions, and every retraction played forward gives the position
//! back.

use nightrider_board::{Move, Position, Special};
use nightrider_movegen::strategy::games;
use nightrider_movegen::{in_check, Orthodox};
use nightrider_retro::{analyse, analyse_deep, retractions, Retraction, RetroError};
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::TestRunner;

fn same_position(a: &Position, b: &Position, ignore_ep: bool) -> bool {
    a.board() == b.board()
        && a.side_to_move() == b.side_to_move()
        && a.castling() == b.castling()
        && (ignore_ep || a.en_passant() == b.en_passant())
}

fn check_position(pos: &Position, last: &Move) -> Result<(), TestCaseError> {
    let analysis = analyse(pos).unwrap();
    prop_assert!(
        !analysis.is_unreachable(),
        "reached position called unreachable: {}\n{}",
        nightrider_notation::fen::position_to_fen(pos),
        analysis
    );
    let deep = analyse_deep(pos).unwrap();
    prop_assert!(
        !deep.is_unreachable(),
        "deep analysis calls a reached position unreachable: {}\n{}",
        nightrider_notation::fen::position_to_fen(pos),
        deep
    );
    let rs: Vec<Retraction> = retractions(pos).unwrap();
    prop_assert!(
        rs.iter().any(|r| r.mv == *last),
        "last move {} not among the retractions of {}: {:?}",
        last,
        nightrider_notation::fen::position_to_fen(pos),
        rs.iter().map(|r| r.to_string()).collect::<Vec<_>>()
    );
    for r in &rs {
        let mut prev = r.previous(pos);
        prev.play(&r.mv);
        let ignore_ep = r.mv.special == Special::DoubleStep && pos.en_passant().is_none();
        prop_assert!(
            same_position(&prev, pos, ignore_ep),
            "retraction {} of {} does not play forward to it",
            r,
            nightrider_notation::fen::position_to_fen(pos)
        );
        prop_assert_eq!(prev.hash(), prev.compute_hash());
        // In place, and undone by the journal.
        let mut work = pos.clone();
        r.retract(&mut work);
        prop_assert_eq!(work.hash(), work.compute_hash());
        work.undo_move();
        prop_assert!(work == *pos);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn random_games(game in games(1..160)) {
        for (mv, pos) in game.moves.iter().zip(&game.positions[1..]) {
            check_position(pos, mv)?;
        }
    }
}

/// The large run reported in the notes: `cargo test -p nightrider-retro
/// --release --test props -- --ignored` (RETRO_POSITIONS sets the count).
#[test]
#[ignore]
fn many_random_positions() {
    let target: usize = std::env::var("RETRO_POSITIONS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(100_000);
    let mut seen = 0usize;
    let mut runner = TestRunner::deterministic();
    let strategy = games(200..=200);
    while seen < target {
        let game = strategy.new_tree(&mut runner).unwrap().current();
        for (mv, pos) in game.moves.iter().zip(&game.positions[1..]) {
            if let Err(e) = check_position(pos, mv) {
                panic!("{e}");
            }
            seen += 1;
        }
    }
    eprintln!("{seen} positions checked");
}

/// A random board: any men anywhere (pawns on back ranks, missing or extra
/// kings included), random side, castling rights and en-passant field.
fn arbitrary_position() -> impl Strategy<Value = Position> {
    (
        proptest::collection::vec((0u8..64, 0usize..12), 0..24),
        any::<bool>(),
        0u8..16,
        proptest::option::of(0u8..8),
    )
        .prop_map(|(men, black, rights, ep)| {
            use nightrider_board::{CastlingRights, Colour, Piece, PieceKind, Setup, Square};
            let mut setup = Setup::default();
            for (sq, code) in men {
                let colour = if code < 6 {
                    Colour::White
                } else {
                    Colour::Black
                };
                let kind = PieceKind::ORTHODOX[code % 6];
                if let Some(s) = Square::new(sq) {
                    setup.board[s.idx()] = Some(Piece::new(kind, colour));
                }
            }
            setup.side_to_move = if black { Colour::Black } else { Colour::White };
            setup.castling = CastlingRights::from_bits_truncate(rights);
            setup.en_passant =
                ep.and_then(|x| Square::from_xy(x as i32, if black { 2 } else { 5 }));
            setup.to_position_unchecked()
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Nothing panics on arbitrary input, and whatever the analysis says,
    /// each retraction still plays forward to the position.
    #[test]
    fn arbitrary_boards_do_not_panic(pos in arbitrary_position()) {
        let a = analyse(&pos).unwrap();
        let _ = a.to_string();
        let _ = analyse_deep(&pos).unwrap().to_string();
        // the side that made the last move in check: illegal, nothing to retract
        let mover_in_check = in_check(Orthodox::new(&pos).unwrap(), !pos.side_to_move());
        match retractions(&pos) {
            Ok(list) => {
                prop_assert!(!mover_in_check);
                for r in list {
                    let mut prev = r.previous(&pos);
                    prev.play(&r.mv);
                    let ignore_ep = r.mv.special == Special::DoubleStep && pos.en_passant().is_none();
                    prop_assert!(same_position(&prev, &pos, ignore_ep), "{} in {}", r, nightrider_notation::fen::position_to_fen(&pos));
                }
                let _ = nightrider_retro::render_retractions(&pos).unwrap();
            }
            Err(RetroError::Illegal(_)) => {
                prop_assert!(mover_in_check);
                prop_assert!(nightrider_retro::render_retractions(&pos).is_err());
            }
            Err(e) => prop_assert!(false, "{}", e),
        }
    }
}
