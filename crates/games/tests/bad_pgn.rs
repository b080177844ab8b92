//! Bad PGN: each error names the game (number and White/Black/Event) and
//! the move (move number and SAN), and the next game is still read.

use nightrider_games::{read_pgn, GameError, GameErrorKind, PgnGames};
use proptest::prelude::*;

const GOOD: &str = "[Event \"Good\"]\n[White \"W\"]\n[Black \"B\"]\n\n1.e4 e5 2.Nf3 Nc6 1-0\n\n";

/// A bad game between two good ones: the reader yields Ok, Err, Ok.
fn sandwich(bad: &str) -> GameError {
    let text = format!("{GOOD}{bad}\n\n{GOOD}");
    let games = read_pgn(&text);
    assert_eq!(games.len(), 3, "{games:#?}");
    assert_eq!(games[0].as_ref().unwrap().moves.len(), 4);
    assert_eq!(games[2].as_ref().unwrap().moves.len(), 4);
    assert_eq!(games[2].as_ref().unwrap().number(), 3);
    let e = games[1].clone().unwrap_err();
    assert_eq!(e.game.number, 2);
    e
}

#[test]
fn illegal_move_names_game_and_move() {
    let e = sandwich(
        "[Event \"Club\"]\n[White \"Smith\"]\n[Black \"Jones\"]\n\n1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Bxe8 Nf6 1-0",
    );
    assert_eq!(e.game.white.as_deref(), Some("Smith"));
    assert_eq!(e.game.black.as_deref(), Some("Jones"));
    assert_eq!(e.game.event.as_deref(), Some("Club"));
    let m = e.move_ref().unwrap();
    assert_eq!((m.move_number, m.san.as_str()), (4, "Bxe8"));
    let text = e.to_string();
    assert!(
        text.contains("game 2") && text.contains("Smith") && text.contains("4.Bxe8"),
        "{text}"
    );
}

#[test]
fn black_move_is_named_with_dots() {
    let e = sandwich("[White \"X\"]\n\n1.e4 e5 2.Nf3 Ke6 *");
    assert_eq!(e.move_ref().unwrap().to_string(), "2...Ke6");
    assert!(matches!(e.kind, GameErrorKind::IllegalMove(_)));
}

#[test]
fn capture_mark_must_fit() {
    // 2.Nxf3 is not a capture; 2.Nf3 is.
    let e = sandwich("1.e4 e5 2.Nxf3 *");
    assert!(matches!(e.kind, GameErrorKind::IllegalMove(_)));
    // A promotion must be written.
    let e = sandwich("[FEN \"8/4P1k1/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1.e8 *");
    assert!(matches!(e.kind, GameErrorKind::IllegalMove(_)));
    let games = read_pgn("[FEN \"8/4P1k1/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1.e8=N *");
    assert!(games[0].is_ok());
}

#[test]
fn ambiguous_move_names_candidates() {
    let e = sandwich("1.d4 d5 2.Nf3 Nf6 3.Nd2 *");
    match &e.kind {
        GameErrorKind::AmbiguousMove { mv, candidates } => {
            assert_eq!(mv.to_string(), "3.Nd2");
            assert_eq!(candidates, &["b1d2".to_owned(), "f3d2".to_owned()]);
        }
        k => panic!("{k:?}"),
    }
    // Disambiguated, it is read.
    assert!(read_pgn("1.d4 d5 2.Nf3 Nf6 3.Nbd2 *")[0].is_ok());
}

#[test]
fn truncated_game_before_next_game() {
    let e = sandwich("[White \"Cut\"]\n\n1.e4 e5 2.Nf3");
    assert_eq!(
        e.kind,
        GameErrorKind::Truncated {
            after: "2.Nf3".to_owned()
        }
    );
    assert_eq!(e.game.white.as_deref(), Some("Cut"));
}

#[test]
fn truncated_game_at_end_of_file() {
    let games = read_pgn(&format!("{GOOD}[White \"Last\"]\n\n1.e4 e5 2.Nf3 Nc6 3."));
    assert_eq!(games.len(), 2);
    let e = games[1].as_ref().unwrap_err();
    assert_eq!(e.game.number, 2);
    assert!(matches!(e.kind, GameErrorKind::Truncated { .. }));
}

#[test]
fn unterminated_comment_at_end_is_a_syntax_error() {
    let games = read_pgn(&format!("{GOOD}[White \"Open\"]\n\n1.e4 {{ never closed"));
    let e = games[1].as_ref().unwrap_err();
    assert!(matches!(e.kind, GameErrorKind::Syntax(_)), "{e:?}");
    assert_eq!(e.game.white.as_deref(), Some("Open"));
}

#[test]
fn bad_fen_tag() {
    for fen in [
        "8/8/8/8/8/8/8/9 w - - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
        // No white king.
        "4k3/8/8/8/8/8/8/8 w - - 0 1",
        // The side not to move is in check.
        "4k3/8/8/8/8/8/8/4RK2 w - - 0 1",
        // A fairy piece.
        "4k3/8/8/8/8/8/8/{wG}3K3 w - - 0 1",
    ] {
        let e = sandwich(&format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n1.Kf2 *"));
        match e.kind {
            GameErrorKind::BadFen { fen: f, .. } => assert_eq!(f, fen),
            k => panic!("{fen}: {k:?}"),
        }
    }
    let e = sandwich("[SetUp \"2\"]\n\n1.e4 *");
    assert_eq!(e.kind, GameErrorKind::BadSetUp("2".to_owned()));
}

#[test]
fn bad_tag_name() {
    let e = sandwich("[White-Player \"Smith\"]\n\n1.e4 *");
    assert_eq!(e.kind, GameErrorKind::TagSyntax("White-Player".to_owned()));
    // A good name with digits and underscores is fine.
    assert!(read_pgn("[My_Tag2 \"x\"]\n\n1.e4 *")[0].is_ok());
}

#[test]
fn null_moves_and_drops_are_refused() {
    let e = sandwich("1.e4 -- *");
    assert!(matches!(e.kind, GameErrorKind::UnsupportedMove(_)), "{e:?}");
    let e = sandwich("1.e4 e5 2.N@f3 *");
    assert!(matches!(e.kind, GameErrorKind::UnsupportedMove(_)), "{e:?}");
}

#[test]
fn moves_after_the_result_are_refused() {
    let e = sandwich("1.e4 e5 1-0 2.Nf3");
    assert_eq!(e.kind, GameErrorKind::MoveAfterResult("Nf3".to_owned()));
}

#[test]
fn variations_are_skipped() {
    let games = read_pgn("1.e4 (1.d4 d5 (1...Nf6 2.Bxh8)) e5 2.Nf3 {c} (2.Zz9) Nc6 *");
    let g = games[0].as_ref().unwrap();
    let sans: Vec<&str> = g.moves.iter().map(|m| m.san.as_str()).collect();
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6"]);
}

#[test]
fn castling_and_en_passant_are_read() {
    let g = read_pgn("1.e4 Nf6 2.e5 d5 3.exd6 e6 4.Nf3 Be7 5.Bc4 O-O 6.O-O *")
        .remove(0)
        .unwrap();
    let ep = &g.moves[4];
    assert_eq!(ep.captured.unwrap().square.to_string(), "d5");
    assert!(g.moves[9].rook.is_some());
    assert_eq!(g.moves[9].mv.to.to_string(), "g8");
}

#[test]
fn empty_and_blank_input() {
    assert!(read_pgn("").is_empty());
    assert!(read_pgn("\n\n  \n").is_empty());
    let g = read_pgn("*").remove(0).unwrap();
    assert!(g.moves.is_empty());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// No input makes the reader panic or loop; every game is numbered in
    /// order.
    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let mut last = 0;
        for r in PgnGames::new(&bytes[..], None).take(1000) {
            let n = match &r {
                Ok(g) => g.number(),
                Err(e) => e.game.number,
            };
            prop_assert!(n >= last);
            last = n;
        }
    }

    /// A good game with a few bytes changed: read or refused, never a panic.
    #[test]
    fn mutated_games_never_panic(
        edits in proptest::collection::vec((0usize..200, any::<u8>()), 1..6),
    ) {
        let mut bytes = format!("{GOOD}[FEN \"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\"]\n\n1.O-O O-O-O 2.Rfb1 *\n").into_bytes();
        for (at, b) in edits {
            let at = at % bytes.len();
            bytes[at] = b;
        }
        let _ = PgnGames::new(&bytes[..], None).take(1000).count();
    }
}
