//! Rebirth squares of the Circe family (Circe, AntiCirce, ImmunChess).

use crate::condition::{Adaptation, CirceRules, RebirthIdentity, RebirthSquare};
use nightrider_board::catalogue::{self, UcRef};
use nightrider_board::{Attributes, Colour, Piece, PieceKind, Square};

/// Whether `kind` is a pawn for the Circe rules (reborn on the second
/// rank): the orthodox pawn, every pawn of UC-170-17, and Popeye's berolina
/// superpawn, superpawn, marine pawn and protean pawn. Popeye's chinese
/// pawn is not one (reborn on the promotion square of its file).
pub fn is_pawn(kind: PieceKind) -> bool {
    const POPEYE_PAWNS: [&str; 4] = ["bs", "sp", "mp", "pp"];
    kind == PieceKind::PAWN
        || catalogue::entry(kind).is_some_and(|e| {
            matches!(e.uc, Some(UcRef::Pawn(_)))
                || e.en.is_some_and(|code| POPEYE_PAWNS.contains(&code))
        })
}

/// The game-array square of a piece of `kind` and `colour` captured on
/// `capture`: pawns on their second rank on the file of capture; rooks,
/// knights and bishops on the home square of the capture square's colour;
/// queen and king on d1/e1 (d8/e8); fairy pieces on the promotion square
/// of the file of capture.
pub fn game_array_square(kind: PieceKind, colour: Colour, capture: Square) -> Square {
    let home = colour.fold(0, 7);
    let pick = |a: i32, b: i32| {
        let first = Square::from_xy(a, home).expect("on the board");
        if first.is_light() == capture.is_light() {
            first
        } else {
            Square::from_xy(b, home).expect("on the board")
        }
    };
    match kind {
        PieceKind::KING => Square::from_xy(4, home).expect("on the board"),
        PieceKind::QUEEN => Square::from_xy(3, home).expect("on the board"),
        PieceKind::ROOK => pick(0, 7),
        PieceKind::KNIGHT => pick(1, 6),
        PieceKind::BISHOP => pick(2, 5),
        k if is_pawn(k) => Square::from_xy(capture.x(), colour.fold(1, 6)).expect("on the board"),
        _ => Square::from_xy(capture.x(), colour.fold(7, 0)).expect("on the board"),
    }
}

/// The facts of one capture that decide a rebirth square.
#[derive(Clone, Copy, Debug)]
pub struct Capture {
    /// The piece to be reborn, as it will stand (after a promotion, say).
    pub reborn: Piece,
    /// The colour the reborn piece counts as (a neutral piece counts as a
    /// piece of the side that did not capture it).
    pub colour: Colour,
    /// The other piece of the capture (the capturer when the victim is
    /// reborn, the victim when the capturer is), and its colour.
    pub other: (Piece, Colour),
    /// The capture square.
    pub square: Square,
    /// The capturing piece's departure square.
    pub from: Square,
    /// The square the capturing side chose (Super and Cage Circe).
    pub chosen: Option<Square>,
}

/// The rebirth square of a capture under `rules`, or `None` where the
/// rule gives no square on the board (Equipollents off the board) or the
/// capturing side chose none (Super Circe).
pub fn rebirth_square(rules: &CirceRules, capture: &Capture) -> Option<Square> {
    if rules.square.is_chosen() {
        return capture.chosen;
    }
    let sq = rule_square(rules, capture)?;
    Some(match rules.adaptation {
        Adaptation::None => sq,
        Adaptation::Diametral => Square::from_xy(7 - sq.x(), 7 - sq.y())?,
        Adaptation::VerticalMirror => Square::from_xy(7 - sq.x(), sq.y())?,
        Adaptation::Frischauf if capture.reborn.attributes.contains(Attributes::FRISCHAUF) => {
            Square::from_xy(capture.square.x(), capture.colour.fold(7, 0))?
        }
        Adaptation::Frischauf => sq,
    })
}

/// The square the rebirth rule gives, before any adaptation.
fn rule_square(rules: &CirceRules, capture: &Capture) -> Option<Square> {
    let (kind, mut colour) = match rules.identity {
        RebirthIdentity::Victim => (capture.reborn.kind, capture.colour),
        RebirthIdentity::Couscous => (capture.other.0.kind, capture.other.1),
    };
    if rules.mirror {
        colour = !colour;
    }
    let sq = capture.square;
    match rules.square {
        RebirthSquare::GameArray => Some(game_array_square(kind, colour, sq)),
        RebirthSquare::File => {
            // the rank of the game-array square (fairy pieces: the
            // promotion rank), on the file of capture
            Square::from_xy(sq.x(), game_array_square(kind, colour, sq).y())
        }
        RebirthSquare::Symmetry => Square::from_xy(7 - sq.x(), 7 - sq.y()),
        RebirthSquare::VerticalSymmetry => Square::from_xy(7 - sq.x(), sq.y()),
        RebirthSquare::HorizontalSymmetry => Square::from_xy(sq.x(), 7 - sq.y()),
        RebirthSquare::Antipodes => Square::from_xy((sq.x() + 4) % 8, (sq.y() + 4) % 8),
        RebirthSquare::Pwc => Some(capture.from),
        RebirthSquare::CaptureSquare => Some(sq),
        // (Mirror turns the vector round: the capturer's departure square,
        // as Popeye 4.104 has it)
        RebirthSquare::Equipollents if rules.mirror => Some(capture.from),
        RebirthSquare::Equipollents => {
            Square::from_xy(2 * sq.x() - capture.from.x(), 2 * sq.y() - capture.from.y())
        }
        RebirthSquare::Rank => {
            // on the rank of capture: rooks, knights and bishops on the
            // home file whose square there has the capture square's colour
            let pair = match kind {
                PieceKind::ROOK => Some((0, 7)),
                PieceKind::KNIGHT => Some((1, 6)),
                PieceKind::BISHOP => Some((2, 5)),
                _ => None,
            };
            let x = match pair {
                Some((a, _)) if Square::from_xy(a, sq.y())?.is_light() == sq.is_light() => a,
                Some((_, b)) => b,
                None => game_array_square(kind, colour, sq).x(),
            };
            Square::from_xy(x, sq.y())
        }
        RebirthSquare::Above | RebirthSquare::Below => {
            crate::jacobi_rebirth::next_square(sq, colour, rules.square == RebirthSquare::Above)
        }
        RebirthSquare::Diagram => match rules.identity {
            RebirthIdentity::Victim => capture.reborn.origin(),
            RebirthIdentity::Couscous => capture.other.0.origin(),
        },
        RebirthSquare::Super | RebirthSquare::Cage | RebirthSquare::TakeAndMake => capture.chosen,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Popeye 4.104 (`Rb1*b6[+wMPb2]`): its pawns are reborn on the
    /// second rank; the chinese pawn on the promotion square
    /// (`Bf6*d4[+wCPd8]`).
    #[test]
    fn popeyes_pawns_are_reborn_as_pawns() {
        let code = |c| catalogue::by_code(catalogue::Language::English, c).unwrap();
        for pawn in ["p", "bp", "bs", "sp", "mp", "pp"] {
            assert!(is_pawn(code(pawn)), "{pawn}");
            assert_eq!(
                game_array_square(code(pawn), Colour::White, Square::B6),
                Square::B2,
                "{pawn}"
            );
        }
        assert!(!is_pawn(code("cp")));
        assert_eq!(
            game_array_square(code("cp"), Colour::White, Square::D4),
            Square::D8
        );
    }

    #[test]
    fn game_array_squares() {
        let w = Colour::White;
        let b = Colour::Black;
        assert_eq!(
            game_array_square(PieceKind::ROOK, b, Square::G4),
            Square::A8
        );
        assert_eq!(
            game_array_square(PieceKind::ROOK, b, Square::H4),
            Square::H8
        );
        assert_eq!(
            game_array_square(PieceKind::KNIGHT, w, Square::E4),
            Square::B1
        );
        assert_eq!(
            game_array_square(PieceKind::KNIGHT, w, Square::D4),
            Square::G1
        );
        assert_eq!(
            game_array_square(PieceKind::BISHOP, b, Square::A1),
            Square::F8
        );
        assert_eq!(
            game_array_square(PieceKind::QUEEN, w, Square::H8),
            Square::D1
        );
        assert_eq!(
            game_array_square(PieceKind::PAWN, b, Square::C3),
            Square::C7
        );
        // a black fairy piece goes to black's promotion rank (Popeye: [+bGIh1])
        let giraffe = catalogue::by_code(catalogue::Language::English, "gi").unwrap();
        assert_eq!(game_array_square(giraffe, b, Square::H5), Square::H1);
    }
}
