//! The serde forms of the board's data types (feature `serde`): squares by
//! name, colours in lower case, and moves and pieces that read back as
//! they were written.

use nightrider_board::annotation::{Annotation, Annotations};
use nightrider_board::{Attributes, Choice, Colour, Move, Piece, PieceKind, Square};

#[test]
fn squares_are_written_by_name_and_read_only_on_the_board() {
    assert_eq!(serde_json::to_string(&Square::E4).unwrap(), r#""e4""#);
    assert_eq!(
        serde_json::from_str::<Square>(r#""h8""#).unwrap(),
        Square::H8
    );
    for bad in [r#""i1""#, r#""a9""#, r#""e""#, "28"] {
        assert!(serde_json::from_str::<Square>(bad).is_err(), "{bad}");
    }
}

#[test]
fn colours_are_lower_case() {
    assert_eq!(serde_json::to_string(&Colour::Black).unwrap(), r#""black""#);
    assert_eq!(
        serde_json::from_str::<Colour>(r#""white""#).unwrap(),
        Colour::White
    );
}

#[test]
fn moves_and_pieces_read_back() {
    let moves = [
        Move::quiet(Square::E2, Square::E4),
        Move::capture(Square::D7, Square::C8).promoting(PieceKind::QUEEN),
        Move::capture(Square::H4, Square::H5).choosing(Choice {
            square: Some(Square::E2),
            kind: Some(PieceKind::KNIGHT),
            chameleon: true,
            attributed: false,
        }),
    ];
    for m in moves {
        let text = serde_json::to_string(&m).unwrap();
        assert_eq!(serde_json::from_str::<Move>(&text).unwrap(), m, "{text}");
    }
    let piece = Piece::new(PieceKind::ROOK, Colour::Black)
        .with_attributes(Attributes::NEUTRAL | Attributes::ROYAL);
    let text = serde_json::to_string(&piece).unwrap();
    assert_eq!(
        serde_json::from_str::<Piece>(&text).unwrap(),
        piece,
        "{text}"
    );
    let mut annotations = Annotations::default();
    annotations.push(Annotation::Added {
        square: Square::A8,
        piece,
        became: None,
    });
    annotations.push(Annotation::ColourChanged {
        colour: Colour::White,
    });
    let text = serde_json::to_string(&annotations).unwrap();
    assert_eq!(
        serde_json::from_str::<Annotations>(&text).unwrap(),
        annotations,
        "{text}"
    );
}
