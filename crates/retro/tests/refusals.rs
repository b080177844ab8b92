//! Every public retro function refuses what it does not handle (fairy
//! pieces, attributes) with an error naming it, and a position whose side
//! not to move is in check is reported as illegal, never retracted.
//! Written as a user of `nightrider-retro` alone would write it: every
//! path goes through `nightrider_retro` (the board types through its
//! `board` re-export).

use nightrider_retro::board::{catalogue, Attributes, Colour, Piece, PieceKind, Square};
use nightrider_retro::movegen::NotOrthodox;
use nightrider_retro::puzzles::{is_mate, is_stalemate, maze, switcheroo, triple_loyd};
use nightrider_retro::retractor::{
    forward_position, mate_in, mating_moves, solve, Forward, MateIn, Retractor, RetractorError,
};
use nightrider_retro::{
    analyse, analyse_deep, legality, material, render_retractions, retractions, retractions_with,
    Illegal, Position, RetroError, RetroOptions,
};

fn piece(kind: PieceKind, colour: Colour) -> Piece {
    Piece::new(kind, colour)
}

/// Kings on e1 and e8 and a white rook on a2, Black to move (White made
/// the last move), plus `extra` on `at`.
fn with(at: Square, extra: Piece) -> Position {
    let mut pos = Position::empty();
    pos.put(Square::E1, piece(PieceKind::KING, Colour::White));
    pos.put(Square::E8, piece(PieceKind::KING, Colour::Black));
    pos.put(Square::A2, piece(PieceKind::ROOK, Colour::White));
    pos.put(at, extra);
    pos.set_side_to_move_unrecorded(Colour::Black);
    pos
}

fn fairy(name: &str) -> PieceKind {
    catalogue::by_name(name).unwrap_or_else(|| panic!("{name} in the catalogue"))
}

/// Every public function taking a position gives `expected` on `pos`.
fn all_refuse(pos: &Position, expected: &RetroError) {
    let e = Some(expected);
    assert_eq!(retractions(pos).err().as_ref(), e, "retractions");
    assert_eq!(
        retractions_with(pos, RetroOptions { reachable: false })
            .err()
            .as_ref(),
        e,
        "retractions_with"
    );
    assert_eq!(legality(pos).err().as_ref(), e, "legality");
    assert_eq!(analyse(pos).err().as_ref(), e, "analyse");
    assert_eq!(analyse_deep(pos).err().as_ref(), e, "analyse_deep");
    assert_eq!(render_retractions(pos).err().as_ref(), e, "render");
    assert_eq!(
        material::analyse_static(pos, &mut Vec::new())
            .err()
            .as_ref(),
        e,
        "analyse_static"
    );
    assert_eq!(is_mate(pos).err().as_ref(), e, "is_mate");
    assert_eq!(is_stalemate(pos).err().as_ref(), e, "is_stalemate");
    assert_eq!(
        switcheroo(pos, Colour::Black).err().as_ref(),
        e,
        "switcheroo"
    );
    assert_eq!(triple_loyd(pos).err().as_ref(), e, "triple_loyd");
    assert_eq!(maze(pos, Square::A2).err().as_ref(), e, "maze");
    assert_eq!(forward_position(pos).err().as_ref(), e, "forward_position");
    let mut work = pos.clone();
    assert_eq!(mate_in(&mut work, 1).err().as_ref(), e, "mate_in");
    assert_eq!(
        mating_moves(&mut work, 1, false).err().as_ref(),
        e,
        "mating_moves"
    );
    assert_eq!(MateIn(1).holds(pos, false).err().as_ref(), e, "MateIn");
    let (stip, _) = Retractor::split("-1&#1").unwrap().unwrap();
    match solve(pos, &stip, &mut MateIn(1)) {
        Err(RetractorError::Position(got)) => assert_eq!(&got, expected, "solve"),
        other => panic!("solve: {other:?}"),
    }
}

#[test]
fn a_nightrider_is_refused_by_name_and_square() {
    let nightrider = fairy("Nightrider");
    let pos = with(Square::D4, piece(nightrider, Colour::White));
    let expected = RetroError::NotOrthodox(NotOrthodox::FairyPiece {
        square: Square::D4,
        kind: nightrider,
    });
    assert_eq!(
        expected.to_string(),
        "retro analysis is for orthodox chess: the piece on d4 is a fairy piece (nightrider)"
    );
    all_refuse(&pos, &expected);
}

#[test]
fn a_grasshopper_is_refused() {
    let grasshopper = fairy("Grasshopper");
    let pos = with(Square::C6, piece(grasshopper, Colour::Black));
    all_refuse(
        &pos,
        &RetroError::NotOrthodox(NotOrthodox::FairyPiece {
            square: Square::C6,
            kind: grasshopper,
        }),
    );
}

#[test]
fn a_neutral_piece_is_refused() {
    let neutral = piece(PieceKind::BISHOP, Colour::White).with_attributes(Attributes::NEUTRAL);
    let pos = with(Square::F5, neutral);
    all_refuse(
        &pos,
        &RetroError::NotOrthodox(NotOrthodox::Attributes {
            square: Square::F5,
            attributes: Attributes::NEUTRAL,
        }),
    );
}

#[test]
fn both_kings_in_check_is_illegal_not_retracted() {
    // White to move: the white rook on e4 checks e8, the black rook on a1
    // checks e1; Black's last move cannot have left its own king in check
    let mut pos = Position::empty();
    pos.put(Square::E1, piece(PieceKind::KING, Colour::White));
    pos.put(Square::E8, piece(PieceKind::KING, Colour::Black));
    pos.put(Square::E4, piece(PieceKind::ROOK, Colour::White));
    pos.put(Square::A1, piece(PieceKind::ROOK, Colour::Black));
    let illegal = RetroError::Illegal(vec![Illegal::BothInCheck]);
    assert_eq!(retractions(&pos), Err(illegal.clone()));
    assert_eq!(
        retractions_with(&pos, RetroOptions { reachable: false }),
        Err(illegal.clone())
    );
    assert_eq!(render_retractions(&pos), Err(illegal.clone()));
    assert_eq!(forward_position(&pos), Err(illegal));
    // the verdicts say so
    assert_eq!(legality(&pos).unwrap(), vec![Illegal::BothInCheck]);
    let a = analyse(&pos).unwrap();
    assert!(!a.is_legal() && a.is_unreachable());
}

#[test]
fn the_side_not_to_move_in_check_is_illegal_not_retracted() {
    // Black to move, the white king on e1 checked by the rook on e5
    let mut pos = Position::empty();
    pos.put(Square::E1, piece(PieceKind::KING, Colour::White));
    pos.put(Square::A8, piece(PieceKind::KING, Colour::Black));
    pos.put(Square::E5, piece(PieceKind::ROOK, Colour::Black));
    pos.set_side_to_move_unrecorded(Colour::Black);
    let illegal = RetroError::Illegal(vec![Illegal::OpponentInCheck {
        colour: Colour::White,
    }]);
    assert_eq!(retractions(&pos), Err(illegal.clone()));
    assert!(render_retractions(&pos).is_err());
    // a retractor's diagram is after White's move: White in check is
    // illegal there too
    let (stip, _) = Retractor::split("-1&#1").unwrap().unwrap();
    assert_eq!(
        solve(&pos, &stip, &mut MateIn(1)),
        Err(RetractorError::Position(illegal))
    );
    // with White to move, the same position is an ordinary check
    pos.set_side_to_move_unrecorded(Colour::White);
    assert!(!retractions(&pos).unwrap().is_empty());
}

#[test]
fn orthodox_positions_are_answered_as_before() {
    let start = Position::startpos();
    assert_eq!(retractions(&start).unwrap().len(), 4);
    assert!(legality(&start).unwrap().is_empty());
    let pos = with(Square::H7, piece(PieceKind::PAWN, Colour::Black));
    let list = retractions(&pos).unwrap();
    assert!(!list.is_empty());
    let text = render_retractions(&pos).unwrap();
    assert_eq!(text.lines().count(), list.len() + 1, "{text}");
    assert!(!is_mate(&pos).unwrap());
}
