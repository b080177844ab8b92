//! Move generation with `nightrider-movegen` alone (board types through
//! its `board` re-export): the orthodox fast path answers orthodox
//! positions and refuses a fairy one, which the general path answers.

use nightrider_movegen::board::{catalogue, Colour, Piece, PieceKind, Position, Square};
use nightrider_movegen::{fairy, legal_moves, perft, MoveGenerator, MoveList, Orthodox, Rules};

#[test]
fn perft_of_orthodox_positions_counts_as_published() {
    // the start position and "Kiwipete" (chessprogramming.org's perft
    // results)
    let start = Position::startpos();
    let start = Orthodox::new(&start).unwrap();
    assert_eq!(legal_moves(start).len(), 20);
    assert_eq!(perft::perft(start, 3), 8_902);
    let kiwipete: Position = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
        .parse()
        .unwrap();
    let kiwipete = Orthodox::new(&kiwipete).unwrap();
    assert_eq!(legal_moves(kiwipete).len(), 48);
    assert_eq!(perft::perft(kiwipete, 2), 2_039);
}

#[test]
fn a_fairy_position_is_refused_by_the_fast_path_and_answered_by_the_general_one() {
    // White: Ke1 and a nightrider on a1; Black: Ke8.
    let mut pos = Position::empty();
    pos.put(Square::E1, Piece::new(PieceKind::KING, Colour::White));
    pos.put(Square::E8, Piece::new(PieceKind::KING, Colour::Black));
    let nightrider = catalogue::by_name("Nightrider").unwrap();
    pos.put(Square::A1, Piece::new(nightrider, Colour::White));
    let err = Orthodox::new(&pos).unwrap_err();
    assert!(err.to_string().contains("a1"), "{err}");

    let rules = Rules::default();
    let registry = fairy::registry_for_position(&pos, &rules).unwrap();
    let generator = MoveGenerator::for_position(&pos, rules, &registry).unwrap();
    let mut moves = MoveList::new();
    generator.legal_moves(&mut pos, &mut moves).unwrap();
    // the nightrider's a1-b3-c5-d7 and a1-c2-e3-g4, the king's five
    let mut targets: Vec<String> = moves
        .iter()
        .filter(|m| m.from == Square::A1)
        .map(|m| m.to.to_string())
        .collect();
    targets.sort();
    assert_eq!(targets, ["b3", "c2", "c5", "d7", "e3", "g4"]);
    assert_eq!(moves.len(), 11);
    assert_eq!(generator.perft(&mut pos, 1).unwrap(), 11);
}
