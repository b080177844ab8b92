//! Retro analysis with `nightrider-retro` alone (board types through its
//! `board` re-export): verdicts with reasons, last moves, and refusals of
//! what it does not handle.

use nightrider_retro::board::{catalogue, Colour, Piece, PieceKind, Square};
use nightrider_retro::{analyse, retractions, Illegal, Position, RetroError};

fn piece(kind: PieceKind, colour: Colour) -> Piece {
    Piece::new(kind, colour)
}

#[test]
fn the_start_position_is_legal_and_black_s_last_move_was_a_knight_s() {
    let start = Position::startpos();
    let analysis = analyse(&start).unwrap();
    assert!(analysis.is_legal() && !analysis.is_unreachable());
    // White to move: Black's knights came back from a6, c6, f6 or h6
    assert_eq!(retractions(&start).unwrap().len(), 4);
}

#[test]
fn nine_white_pawns_are_illegal() {
    let pos: Position = "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1".parse().unwrap();
    let analysis = analyse(&pos).unwrap();
    assert!(!analysis.is_legal());
    assert!(analysis.is_unreachable());
}

#[test]
fn a_fairy_piece_or_both_kings_in_check_are_refused_not_answered() {
    let mut pos = Position::empty();
    pos.put(Square::E1, piece(PieceKind::KING, Colour::White));
    pos.put(Square::E8, piece(PieceKind::KING, Colour::Black));
    let mut fairy = pos.clone();
    let grasshopper = catalogue::by_name("Grasshopper").unwrap();
    fairy.put(Square::C3, piece(grasshopper, Colour::White));
    assert!(matches!(
        retractions(&fairy),
        Err(RetroError::NotOrthodox(_))
    ));
    assert!(matches!(analyse(&fairy), Err(RetroError::NotOrthodox(_))));

    pos.put(Square::E4, piece(PieceKind::ROOK, Colour::White));
    pos.put(Square::A1, piece(PieceKind::ROOK, Colour::Black));
    assert_eq!(
        retractions(&pos),
        Err(RetroError::Illegal(vec![Illegal::BothInCheck]))
    );
}
