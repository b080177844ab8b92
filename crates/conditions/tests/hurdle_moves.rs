//! Property tests of the piece attributes Bul, Dob and
//! HurdleColourChanging on random positions (see
//! `nightrider_conditions::hurdle_moves`): every legal hop of a Bul or Dob
//! piece moves its hurdle, without capturing, to the square the move
//! chose; a HurdleColourChanging hop leaves its hurdle where it stood, in
//! the other colour (a king or a neutral piece in its own); the hop
//! itself is one the plain walk has.

use nightrider_board::{catalogue, Attributes, Colour, Piece, PieceKind, Position, Square};
use nightrider_conditions::hurdle_moves::hurdle;
use nightrider_conditions::{Assembled, EngineBuilder};
use nightrider_movegen::{fairy, MoveGenerator, MoveList, Rules};
use proptest::prelude::*;

/// The hoppers placed: grasshopper, lion, pao, vao, nightrider hopper.
fn hoppers() -> Vec<PieceKind> {
    ["g", "li", "pa", "va", "nh"]
        .iter()
        .filter_map(|code| catalogue::by_code(catalogue::Language::English, code))
        .collect()
}

const OTHERS: [PieceKind; 5] = [
    PieceKind::QUEEN,
    PieceKind::ROOK,
    PieceKind::BISHOP,
    PieceKind::KNIGHT,
    PieceKind::PAWN,
];

/// A position from `cells` (square, piece choice, colour choice): two
/// kings, then hoppers carrying `attribute` and other pieces.
fn build(cells: &[(u8, u8, u8)], attribute: Attributes) -> Option<Position> {
    let mut pos = Position::empty();
    let hoppers = hoppers();
    let mut kings = 0;
    for (i, &(sq, what, colour)) in cells.iter().enumerate() {
        let sq = Square::new(sq)?;
        if pos.piece_at(sq).is_some() {
            continue;
        }
        let colour = if colour % 2 == 0 {
            Colour::White
        } else {
            Colour::Black
        };
        let piece = if kings < 2 {
            kings += 1;
            Piece::new(
                PieceKind::KING,
                if kings == 1 {
                    Colour::White
                } else {
                    Colour::Black
                },
            )
        } else if i < 5 {
            Piece::new(hoppers[usize::from(what) % hoppers.len()], colour)
                .with_attributes(attribute)
        } else {
            let kind = OTHERS[usize::from(what) % OTHERS.len()];
            if kind == PieceKind::PAWN && (sq.y() == 0 || sq.y() == 7) {
                continue;
            }
            Piece::new(kind, colour)
        };
        pos.put(sq, piece);
    }
    (kings == 2).then_some(pos)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn every_hop_moves_its_hurdle_without_capturing(
        cells in prop::collection::vec((0u8..64, 0u8..10, 0u8..2), 6..14),
        which in 0u8..3,
        black in any::<bool>(),
    ) {
        let attribute = [Attributes::BUL, Attributes::DOB, Attributes::HURDLE_COLOUR_CHANGING]
            [usize::from(which)];
        let Some(mut pos) = build(&cells, attribute) else {
            return Ok(());
        };
        if black {
            pos.set_side_to_move_unrecorded(Colour::Black);
        }
        let rules = Rules::default();
        let kinds: Vec<PieceKind> = pos.board().iter().flatten().map(|p| p.kind).collect();
        let registry = fairy::registry_for_kinds(kinds, &rules).unwrap();
        let generator = MoveGenerator::for_position(&pos, rules, &registry).unwrap();
        let Ok(Assembled::Engine { engine, .. }) = EngineBuilder::new(&pos, &[]).build(generator.clone()) else {
            panic!("Bul and Dob on these hoppers are played");
        };
        // (the side not to move in check: no such game)
        if engine.in_check(&pos, !pos.side_to_move()) {
            return Ok(());
        }
        let mut plain = MoveList::new();
        generator.pseudo_legal_moves(&pos, &mut plain).unwrap();
        let mut moves = MoveList::new();
        engine.legal_moves(&mut pos, &mut moves);
        for m in moves.iter() {
            // the hop itself is a move of the plain walk
            prop_assert!(plain.iter().any(|p| p.from == m.from && p.to == m.to && p.promotion == m.promotion));
            let mover = pos.piece_at(m.from).unwrap();
            let hopper = |a: Attributes| {
                if mover.attributes.intersects(a) {
                    hurdle(pos.occupied(), m.from, m.to)
                } else {
                    None
                }
            };
            let hurdle_square = hopper(Attributes::BUL | Attributes::DOB);
            if let Some(sq) = hopper(Attributes::HURDLE_COLOUR_CHANGING) {
                let mut after = pos.clone();
                engine.play(&mut after, m);
                let (was, now) = (pos.piece_at(sq).unwrap(), after.piece_at(sq).unwrap());
                let kept = was.kind == PieceKind::KING || was.is_neutral();
                prop_assert_eq!(now.colour == was.colour, kept, "{:?}", m);
                prop_assert_eq!(now.kind, was.kind);
            }
            let before = pos.occupied().count();
            let mut after = pos.clone();
            engine.play(&mut after, m);
            // nothing but the hop's victim leaves the board
            prop_assert_eq!(after.occupied().count() + m.captures.count(), before);
            match hurdle_square {
                Some(sq) => {
                    let to = m.choice.square.expect("a hop chooses the hurdle's square");
                    let piece = pos.piece_at(sq).unwrap();
                    prop_assert!(after.piece_at(sq).is_none(), "{:?}: the hurdle left", m);
                    let moved = after.piece_at(to).unwrap();
                    prop_assert_eq!(moved.colour, piece.colour);
                    prop_assert!(pos.piece_at(to).is_none() || to == m.from, "{:?}: onto an empty square", m);
                }
                None => prop_assert!(m.choice.square.is_none()),
            }
        }
    }
}
