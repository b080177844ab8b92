//! The typed reasons, one position each. The CQLi document shows its
//! "Who's the Goof?" diagrams only as images, so these positions are
//! constructed to carry exactly the reasons the document quotes.

use nightrider_board::{Colour, PieceKind, Position, Square};
use nightrider_notation::fen::parse_fen;
use nightrider_retro::{analyse, analyse_deep, legality, Illegal, Unreachable};

fn pos(fen: &str) -> Position {
    parse_fen(fen).expect("valid FEN").to_position_unchecked()
}

fn reasons(fen: &str) -> Vec<Unreachable> {
    let a = analyse(&pos(fen)).unwrap();
    assert!(a.is_legal(), "{a}");
    a.reachability
}

#[test]
fn capture_colour() {
    // Black's light-square bishop is gone; White's only capture was b2xc3.
    let r = reasons("rn1qkbnr/ppp1pppp/3p4/8/8/2P5/P1PPPPPP/RNBQKBNR w KQkq - 0 2");
    assert_eq!(
        r,
        vec![Unreachable::CaptureColour {
            colour: Colour::White,
            bishop_light: true,
            squares: vec![Square::C3]
        }]
    );
    assert_eq!(
        r[0].to_string(),
        "Black is missing light-square Bishop but all White captures occurred on dark squares (square c3)"
    );
}

#[test]
fn promotion_cost() {
    // A dark-square White bishop on e5 must be promoted (c1 is walled in
    // by b2 and d2); the free f, g, h pawns need two captures to promote on
    // a dark square, Black is missing one piece.
    let r = reasons("rnbqkbnr/2pp1ppp/pp6/4B3/8/8/PPPPP3/RN1QKBNR b KQkq - 0 1");
    assert_eq!(r.len(), 1, "{r:?}");
    match &r[0] {
        Unreachable::PromotionCost {
            colour,
            promotions,
            pawn_captures,
            promotion_captures,
            missing,
            ..
        } => {
            assert_eq!(*colour, Colour::White);
            assert_eq!((*promotions, *pawn_captures, *missing), (1, 0, 1));
            assert_eq!(*promotion_captures, Some(2));
        }
        other => panic!("{other:?}"),
    }
    let text = r[0].to_string();
    assert!(text.starts_with("Position implies 1 White promotion but promoting this many pawns would require too many captures"), "{text}");
    assert!(
        text.contains(
            "[Presence of 1 dark-square White Bishop (square e5) implies at least 1 promotion]"
        ),
        "{text}"
    );
    assert!(
        text.contains(
            "[Missing dark-square White Bishop could not have escaped starting square (c1)]"
        ),
        "{text}"
    );
    assert!(text.contains("[Black is only missing 1 piece]"), "{text}");
}

#[test]
fn impossible_pawn_structure() {
    let r = reasons("4k3/8/8/8/4P3/7P/5PPP/4K3 w - - 0 1");
    let a = analyse(&pos("4k3/8/8/8/4P3/7P/5PPP/4K3 w - - 0 1")).unwrap();
    assert_eq!(a.facts[0].pawn_captures, None);
    assert_eq!(a.facts[1].opponent_missing, 10);
    assert_eq!(
        r,
        vec![Unreachable::ImpossiblePawnStructure {
            colour: Colour::White,
            squares: vec![Square::E4, Square::F2, Square::G2, Square::H2, Square::H3]
        }]
    );
}

#[test]
fn pawn_captures_exceed_missing() {
    // Doubled black pawns on b6 and b7 and on g6 and g7: two captures, but
    // White is missing only its h-pawn.
    let r = reasons("rnbqkbnr/pp4pp/1p4p1/8/8/8/PPPPPPP1/RNBQKBNR w KQkq - 0 1");
    assert!(
        r.contains(&Unreachable::PawnCaptures {
            colour: Colour::Black,
            captures: 2,
            missing: 1
        }),
        "{r:?}"
    );
    assert_eq!(
        r[0].to_string(),
        "Black Pawn structure implies 2 captures but White is only missing 1 piece"
    );
}

#[test]
fn trapped_missing_piece_captured_by_pawns() {
    let r = reasons("rnbqkbnr/p1pppppp/2p5/8/8/8/PPPPPPPP/RN1QKBNR w KQkq - 0 1");
    assert!(
        r.contains(&Unreachable::TrappedCapturedByPawns {
            colour: Colour::White,
            kind: PieceKind::BISHOP,
            home: Square::C1
        }),
        "{r:?}"
    );
    let text: Vec<String> = r.iter().map(|x| x.to_string()).collect();
    assert!(text.contains(&"All of White's missing pieces were captured by Black Pawns currently on the board but missing trapped c1 Bishop could not have been captured by one of these Pawns".to_string()), "{text:?}");
}

#[test]
fn too_many_promotions() {
    // The d3 bishop could have come from b1 (a promotion square the a-pawn
    // left open), but Black has all eight pawns.
    let r = reasons("rnbqk1nr/pppppppp/8/8/8/P2b4/1PPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(r.len(), 1, "{r:?}");
    assert_eq!(
        r[0].to_string(),
        "Position implies 1 Black Pawn promotion but no promotions are possible [Presence of 2 light-square Black Bishops (squares c8, d3) implies at least 1 promotion] [Black is not missing any Pawns]"
    );
}

#[test]
fn trapped_piece() {
    // A white bishop on g8 behind the unmoved f7, g7, h7: no pawn could
    // have promoted there and no bishop could have entered.
    let r = reasons("4k1B1/5ppp/8/8/8/8/8/4K3 b - - 0 1");
    assert_eq!(
        r,
        vec![Unreachable::TrappedPiece {
            colour: Colour::White,
            kind: PieceKind::BISHOP,
            square: Square::G8
        }]
    );
    assert_eq!(
        r[0].to_string(),
        "Impossibly trapped White Bishop on square g8"
    );
    // A bishop on a8 behind b7 is fine: a pawn may have promoted on a8.
    assert!(reasons("B3k3/1p6/8/8/8/8/8/4K3 b - - 0 1").is_empty());
}

#[test]
fn castling_rights_fix_pieces() {
    // With 0-0 still allowed the king never left e1 nor the rook h1, so
    // the queen could not have passed them to reach g1, and no promoted
    // piece could have either.
    let r = reasons("4k3/8/8/8/8/8/PPPPPPPP/4KBQR w K - 0 1");
    assert_eq!(
        r,
        vec![Unreachable::TrappedPiece {
            colour: Colour::White,
            kind: PieceKind::QUEEN,
            square: Square::G1
        }]
    );
    // Without the right the king may have stepped aside and back.
    assert!(reasons("4k3/8/8/8/8/8/PPPPPPPP/4KBQR w - - 0 1").is_empty());
}

#[test]
fn impossible_check_and_no_previous_move() {
    // White king in check from a pawn that could not have just moved there
    // (Black to move? no: White to move, checked by a black pawn on its
    // starting square).
    let a = analyse(&pos("4k3/3p4/4K3/8/8/8/8/8 w - - 0 1")).unwrap();
    assert!(a.is_legal(), "{a}");
    assert_eq!(
        a.reachability,
        vec![Unreachable::ImpossibleCheck {
            colour: Colour::White
        }]
    );
    // Nothing Black has could have moved last.
    let a = analyse(&pos("krb5/pp1p4/8/8/8/8/8/4K3 w - - 0 1")).unwrap();
    assert!(a.is_legal(), "{a}");
    assert_eq!(a.reachability, vec![Unreachable::NoPreviousMove]);
}

#[test]
fn deep_analysis_goof_2016_style() {
    // Black king checked by the pawn on d3: the only last move is d2-d3,
    // after which the c1 bishop was walled in, and every missing white man
    // was taken by a black pawn still on the board.
    let fen = "rnbq1bnr/pp1ppppp/1p6/8/4k3/3P4/PPP1PPPP/RN1QKBNR b KQ - 0 1";
    let a = analyse(&pos(fen)).unwrap();
    assert!(!a.is_unreachable(), "{a}");
    let d = analyse_deep(&pos(fen)).unwrap();
    assert!(d.is_unreachable(), "{d}");
    assert_eq!(d.previous.len(), 1);
    assert_eq!(d.previous[0].0.to_string(), "Pd2-d3");
    assert!(
        d.to_string()
            .contains("After Pd2-d3: All of White's missing pieces were captured by Black Pawns"),
        "{d}"
    );
}

#[test]
fn legality_reasons() {
    let l = legality(&pos("4k3/8/8/8/8/8/8/4K3 w - - 0 1")).unwrap();
    assert!(l.is_empty());
    let l = legality(&pos("4k3/8/8/8/8/8/8/8 w - - 0 1")).unwrap();
    assert_eq!(
        l,
        vec![Illegal::KingCount {
            colour: Colour::White,
            count: 0
        }]
    );
    let l = legality(&pos("P3k3/8/8/8/8/8/8/4K3 w - - 0 1")).unwrap();
    assert_eq!(l, vec![Illegal::PawnOnBackRank(Square::A8)]);
    let l = legality(&pos("4k3/8/8/8/8/8/PPPPPPPP/P3K3 w - - 0 1")).unwrap();
    assert!(l.contains(&Illegal::TooManyPawns {
        colour: Colour::White,
        count: 9
    }));
    let l = legality(&pos("4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1")).unwrap();
    assert!(l.contains(&Illegal::TooManyPromotedPieces {
        colour: Colour::White,
        promotions: 1,
        missing_pawns: 0
    }));
    // Both kings in check.
    let l = legality(&pos("4k3/8/8/8/8/8/4R3/r3K3 w - - 0 1")).unwrap();
    assert_eq!(l, vec![Illegal::BothInCheck]);
    // The side not to move in check.
    let l = legality(&pos("4k2R/8/8/8/8/8/8/4K3 w - - 0 1")).unwrap();
    assert_eq!(
        l,
        vec![Illegal::OpponentInCheck {
            colour: Colour::Black
        }]
    );
    // Double check by two knights; triple check.
    let l = legality(&pos("4k3/8/3N1N2/8/8/8/8/4K3 b - - 0 1")).unwrap();
    assert_eq!(
        l,
        vec![Illegal::ImpossibleDoubleCheck {
            checkers: vec![Square::D6, Square::F6]
        }]
    );
    let l = legality(&pos("R3k3/8/3N4/8/4Q3/8/8/4K3 b - - 0 1")).unwrap();
    assert!(
        matches!(l.as_slice(), [Illegal::TooManyCheckers { .. }]),
        "{l:?}"
    );
    // Castling right without the rook.
    let l = legality(&pos("4k3/8/8/8/8/8/8/4K3 w K - 0 1")).unwrap();
    assert_eq!(
        l,
        vec![Illegal::CastlingRight {
            colour: Colour::White,
            kingside: true
        }]
    );
    assert_eq!(
        l[0].to_string(),
        "White castling right 0-0 without King and Rook on their squares"
    );
}
