//! The orthodox fast path refuses what it cannot answer: positions with
//! fairy pieces, neutral or other attributed pieces, and rules leading out
//! of orthodox chess, each with an error naming what it found. Written as a
//! user of `nightrider-movegen` alone would write it: every path goes
//! through `nightrider_movegen` (the board types through its `board`
//! re-export).

use nightrider_movegen::board::{
    catalogue, Attributes, Colour, Piece, PieceKind, Position, Square,
};
use nightrider_movegen::{
    checkers, fairy, in_check, is_legal, is_square_attacked, legal_moves, perft, FirstRankPawns,
    MoveGenerator, MoveList, NotOrthodox, Orthodox, Rules,
};

/// Kings on e1 and e8, White to move, plus `extra` on `at`.
fn kings_and(at: Square, extra: Piece) -> Position {
    let mut pos = Position::empty();
    pos.put(Square::E1, Piece::new(PieceKind::KING, Colour::White));
    pos.put(Square::E8, Piece::new(PieceKind::KING, Colour::Black));
    pos.put(at, extra);
    pos
}

fn kind(name: &str) -> PieceKind {
    catalogue::by_name(name).unwrap_or_else(|| panic!("{name} in the catalogue"))
}

/// The legal moves of the general path, with the fairy walks of the
/// catalogue.
fn general_moves(pos: &Position) -> MoveList {
    let rules = Rules::default();
    let registry = fairy::registry_for_position(pos, &rules).unwrap();
    let generator = MoveGenerator::for_position(pos, rules, &registry).unwrap();
    let mut work = pos.clone();
    let mut moves = MoveList::new();
    generator.legal_moves(&mut work, &mut moves).unwrap();
    moves
}

#[test]
fn orthodox_positions_are_answered_as_before() {
    let pos = Position::startpos();
    let orthodox = Orthodox::try_from(&pos).unwrap();
    assert_eq!(legal_moves(orthodox).len(), 20);
    assert_eq!(perft::perft(orthodox, 1), 20);
    assert_eq!(perft::perft(orthodox, 2), 400);
    assert_eq!(perft::perft(orthodox, 3), 8902);
    assert_eq!(
        perft::perft_with(orthodox, 3, &Rules::default()).unwrap(),
        8902
    );
    assert_eq!(perft::divide(orthodox, 2).len(), 20);
    assert!(!in_check(orthodox, Colour::White));
    assert!(checkers(orthodox).is_empty());
    assert!(is_square_attacked(orthodox, Square::F3, Colour::White));
    let mv = legal_moves(orthodox)[0];
    assert!(is_legal(orthodox, &mv));
    // the checked position derefs to the position
    assert_eq!(orthodox.side_to_move(), Colour::White);
}

#[test]
fn a_nightrider_is_refused_by_the_fast_path_and_moved_by_the_general_one() {
    let nightrider = kind("Nightrider");
    let pos = kings_and(Square::B1, Piece::new(nightrider, Colour::White));
    let err = Orthodox::new(&pos).unwrap_err();
    assert_eq!(
        err,
        NotOrthodox::FairyPiece {
            square: Square::B1,
            kind: nightrider
        }
    );
    assert_eq!(
        err.to_string(),
        "the piece on b1 is a fairy piece (nightrider)"
    );
    // the right answer: the king's 5 moves and the nightrider's
    // b1-c3-d5-e7, b1-a3, b1-d2-f3-h4
    let moves = general_moves(&pos);
    let from_b1 = moves.iter().filter(|m| m.from == Square::B1).count();
    assert_eq!(from_b1, 7, "{moves:?}");
    assert_eq!(moves.len(), 12);
}

#[test]
fn a_grasshopper_is_refused() {
    let grasshopper = kind("Grasshopper");
    let mut pos = kings_and(Square::E4, Piece::new(grasshopper, Colour::Black));
    pos.put(Square::E2, Piece::new(PieceKind::PAWN, Colour::White));
    assert_eq!(
        Orthodox::new(&pos).unwrap_err(),
        NotOrthodox::FairyPiece {
            square: Square::E4,
            kind: grasshopper
        }
    );
    // the grasshopper on e4 checks the king on e1 over the pawn on e2,
    // which the orthodox pieces alone do not
    assert!(MoveGenerator::for_position(
        &pos,
        Rules::default(),
        &fairy::registry_for_position(&pos, &Rules::default()).unwrap()
    )
    .unwrap()
    .in_check(&pos, Colour::White)
    .unwrap());
}

#[test]
fn a_neutral_piece_is_refused_naming_the_attribute() {
    let neutral = Piece::new(PieceKind::ROOK, Colour::White).with_attributes(Attributes::NEUTRAL);
    let pos = kings_and(Square::A5, neutral);
    let err = Orthodox::new(&pos).unwrap_err();
    assert_eq!(
        err,
        NotOrthodox::Attributes {
            square: Square::A5,
            attributes: Attributes::NEUTRAL
        }
    );
    assert_eq!(
        err.to_string(),
        "the piece on a5 has the attributes Neutral"
    );
    // the general path moves the neutral rook for White
    assert!(general_moves(&pos).iter().any(|m| m.from == Square::A5));
}

#[test]
fn the_first_offending_piece_is_named() {
    let mut pos = Position::startpos();
    pos.put(Square::H3, Piece::new(kind("Grasshopper"), Colour::White));
    pos.put(
        Square::C6,
        Piece::new(PieceKind::QUEEN, Colour::Black).with_attributes(Attributes::ROYAL),
    );
    assert!(matches!(
        Orthodox::new(&pos),
        Err(NotOrthodox::FairyPiece {
            square: Square::H3,
            ..
        })
    ));
}

#[test]
fn rules_leading_out_of_orthodox_chess_are_refused_by_perft() {
    let pos = Position::startpos();
    let orthodox = Orthodox::new(&pos).unwrap();
    let nightrider = kind("Nightrider");
    let promotions = Rules::with_promotions(&[PieceKind::QUEEN, nightrider]);
    assert_eq!(
        perft::perft_with(orthodox, 2, &promotions),
        Err(NotOrthodox::Promotion(nightrider))
    );
    assert!(perft::divide_with(orthodox, 2, &promotions).is_err());
    let first_rank = Rules {
        first_rank_pawns: FirstRankPawns::OneStep,
        ..Rules::default()
    };
    assert_eq!(
        perft::perft_with(orthodox, 2, &first_rank),
        Err(NotOrthodox::FirstRankPawns(FirstRankPawns::OneStep))
    );
}
