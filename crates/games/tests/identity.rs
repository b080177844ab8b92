//! Piece identity: kept across promotion; castling is the king's move,
//! and both king and rook visit their new squares.

use nightrider_games::{read_pgn, GameStats};

#[test]
fn promoted_pawn_keeps_its_moves() {
    // The a-pawn walks a3-a4 … a8=Q (6 moves), then the queen moves 3
    // times: 9 moves by one piece; the black king moves 8 times.
    let g = read_pgn(
        "[FEN \"7k/8/8/8/8/8/P7/K7 w - - 0 1\"]\n\n\
         1.a3 Kg8 2.a4 Kh8 3.a5 Kg8 4.a6 Kh8 5.a7 Kg8 6.a8=Q+ Kg7 7.Qb7+ Kg8 8.Qc8+ Kg7 9.Qd7+ Kg8 *",
    )
    .remove(0)
    .unwrap();
    let s = GameStats::of(&g);
    let most = s.most_moves_by_piece.unwrap();
    assert_eq!(most.count, 9);
    assert_eq!(most.piece.to_string(), "Pa2");
    assert_eq!(most.at.to_string(), "9.Qd7+");
    // The pawn-queen visited a2 … a8, b7, c8, d7: 10 squares.
    let visited = s.most_squares_visited.unwrap();
    assert_eq!(
        (visited.count, visited.piece.to_string()),
        (10, "Pa2".to_owned())
    );
    // The same moves without the promotion's identity would give 8
    // (the king's), so this is the pawn's.
    let id = g.moves[10].mover;
    assert_eq!(g.moves[16].mover, id);
}

#[test]
fn castling_is_the_kings_move_and_the_rook_visits() {
    let g = read_pgn(
        "[FEN \"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1\"]\n\n1.O-O Kd8 2.Rf2 Ke8 3.Rf3 Kd8 4.Rf4 *",
    )
    .remove(0)
    .unwrap();
    let castle = &g.moves[0];
    assert_eq!(g.piece(castle.mover).unwrap().to_string(), "Ke1");
    assert_eq!(g.piece(castle.rook.unwrap()).unwrap().to_string(), "Rh1");
    let s = GameStats::of(&g);
    // The h-rook moved 3 times (O-O is the king's), the black king 3 times
    // and reached its count first.
    let most = s.most_moves_by_piece.unwrap();
    assert_eq!((most.count, most.piece.to_string()), (3, "ke8".to_owned()));
    assert_eq!(most.at.to_string(), "3...Kd8");
    // The h-rook visited h1, f1 (castling), f2, f3, f4: 5 squares.
    let visited = s.most_squares_visited.unwrap();
    assert_eq!(
        (visited.count, visited.piece.to_string()),
        (5, "Rh1".to_owned())
    );
    assert_eq!(visited.at.ply, 7);
}

#[test]
fn en_passant_capture_is_on_the_pawns_square() {
    let g = read_pgn("1.e4 a6 2.e5 d5 3.exd6 *").remove(0).unwrap();
    let s = GameStats::of(&g);
    let sq = s.most_captures_on_square.unwrap();
    assert_eq!((sq.count, sq.square.to_string()), (1, "d5".to_owned()));
    assert_eq!(s.first_capture.unwrap().to_string(), "3.exd6");
}

#[test]
fn symmetry_counts_positions_with_the_starting_side_to_move() {
    // The positions before 1. to 4. are symmetrical (after 3...Nxe4 the
    // knights on e5 and e4 mirror each other), the one before 5. is not
    // (d4 against d6).
    let g = read_pgn("1.e4 e5 2.Nf3 Nf6 3.Nxe5 Nxe4 4.d4 d6 5.Nf3 *")
        .remove(0)
        .unwrap();
    let s = GameStats::of(&g).symmetry.unwrap();
    assert_eq!(s.positions, 4);
    assert_eq!(s.last.move_number, 4);
    // A symmetrical game throughout, final position included.
    let g = read_pgn("1.Nf3 Nf6 2.Nc3 Nc6 *").remove(0).unwrap();
    assert_eq!(GameStats::of(&g).symmetry.unwrap().positions, 3);
    // Not symmetrical at the start: none.
    let g = read_pgn("[FEN \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\"]\n\n1.Ra2 *")
        .remove(0)
        .unwrap();
    assert!(GameStats::of(&g).symmetry.is_none());
}
