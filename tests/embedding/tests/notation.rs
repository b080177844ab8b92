//! FEN, Fairy-FEN and Popeye's input language with `nightrider-notation`
//! alone (board types through its `board` re-export).

use nightrider_notation::board::{Colour, PieceKind, Square};
use nightrider_notation::fen::{parse_fen, to_fen};
use nightrider_notation::ffen::{parse_ffen, FairyMapping};
use nightrider_notation::popeye::{parse_input, InputLanguage};

#[test]
fn fairy_fen_diagrams_read_and_print_back() {
    for ffen in [
        // a 9×9 board with markers and letters
        "4k4/9/'a7'b/9/*1p1*2p6/9/9/9/4K4",
        // neutral pieces and a rotated (fairy) symbol
        "4k3/8/8/3-N4/8/2n*2q4/8/4K3",
    ] {
        let diagram = parse_ffen(ffen).unwrap_or_else(|e| panic!("{ffen}: {e}"));
        assert_eq!(diagram.to_string(), ffen);
    }
    assert_eq!(parse_ffen("4k3/8").unwrap().height(), 2);
    assert!(parse_ffen("4k3/9q").is_err());
}

#[test]
fn an_orthodox_fairy_fen_becomes_a_setup() {
    let diagram = parse_ffen("4k3/8/8/8/8/8/4P3/4K3").unwrap();
    let setup = diagram
        .to_setup(&FairyMapping::default(), &|_| None)
        .unwrap();
    let pawn = setup.board[Square::E2.idx()].unwrap();
    assert_eq!((pawn.kind, pawn.colour), (PieceKind::PAWN, Colour::White));
    // a rotated symbol needs a mapping to a piece code
    let rotated = parse_ffen("4k3/8/8/8/8/8/4*1Q3/4K3").unwrap();
    assert!(rotated
        .to_setup(&FairyMapping::default(), &|_| None)
        .is_err());
}

#[test]
fn fen_and_popeye_input_read_without_the_solver() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 3 17";
    assert_eq!(to_fen(&parse_fen(fen).unwrap()), fen);
    let parsed =
        parse_input("BeginProblem\nPieces White Ka3 Ra8 Black Kb1\nStipulation #2\nEndProblem\n");
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    assert_eq!(parsed.problems[0].language, InputLanguage::English);
}
