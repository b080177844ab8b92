//! Property tests with fairy pieces: random games from random positions
//! holding fairy pieces (and neutral pieces) on the general path.
//!
//! - make/undo restores position and hash exactly, and the incremental hash
//!   equals the hash from scratch after every move;
//! - the legal moves are exactly the pseudo-legal moves that do not leave
//!   the mover's royal piece attacked (legal ⇔ `is_legal`-style check by
//!   play, test, undo).

use nightrider_board::{catalogue, Attributes, Colour, Move, Piece, PieceKind, Position, Square};
use nightrider_movegen::{fairy, MoveGenerator, MoveList, Rules};
use proptest::prelude::*;
use std::collections::HashSet;

/// Fairy kinds with compiled kernels, a fixed sample across the families
/// (leapers, riders, hoppers, Chinese pieces, lame and circular riders,
/// fairy pawns).
fn sample_kinds() -> Vec<PieceKind> {
    [
        "g", "n", "z", "ca", "gi", "le", "pa", "va", "ro", "ka", "l", "ma", "mo", "bp", "em", "pr",
        "am", "ne", "ss",
    ]
    .iter()
    .filter_map(|code| catalogue::by_code(catalogue::Language::English, code))
    .collect()
}

fn build(cells: &[(u8, u8, u8)], neutral_mask: u8) -> Position {
    let kinds = sample_kinds();
    let mut pos = Position::empty();
    pos.put(Square::E1, Piece::new(PieceKind::KING, Colour::White));
    pos.put(Square::E8, Piece::new(PieceKind::KING, Colour::Black));
    for (i, &(sq, kind, colour)) in cells.iter().enumerate() {
        let sq = Square::new(sq % 64).unwrap();
        if pos.piece_at(sq).is_some() || sq.y() == 0 || sq.y() == 7 {
            continue;
        }
        let kind = if kind % 3 == 0 {
            PieceKind::ORTHODOX[1 + (kind as usize / 3) % 5]
        } else {
            kinds[kind as usize % kinds.len()]
        };
        let mut piece = Piece::new(
            kind,
            if colour % 2 == 0 {
                Colour::White
            } else {
                Colour::Black
            },
        );
        if neutral_mask & (1 << (i % 8)) != 0 && i % 5 == 0 {
            piece = piece.with_attributes(Attributes::NEUTRAL);
        }
        pos.put(sq, piece);
    }
    pos
}

#[test]
fn the_sample_covers_the_families() {
    assert_eq!(sample_kinds().len(), 19, "every sample code resolves");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn fairy_games_keep_the_invariants(
        cells in prop::collection::vec((0u8..64, 0u8..60, 0u8..2), 2..10),
        neutral_mask in any::<u8>(),
        choices in prop::collection::vec(any::<u16>(), 0..12),
    ) {
        let mut pos = build(&cells, neutral_mask);
        let rules = Rules::default();
        let kinds: Vec<PieceKind> = pos.board().iter().flatten().map(|p| p.kind).collect();
        let registry = fairy::registry_for_kinds(kinds, &rules).unwrap();
        let generator = MoveGenerator::for_position(&pos, rules, &registry).unwrap();
        let mut history = Vec::new();
        for c in choices {
            let mover = pos.side_to_move();
            let mut legal = MoveList::new();
            generator.legal_moves(&mut pos, &mut legal).unwrap();
            let mut pseudo = MoveList::new();
            generator.pseudo_legal_moves(&pos, &mut pseudo).unwrap();
            let legal_set: HashSet<Move> = legal.iter().copied().collect();
            for m in &pseudo {
                let before = pos.clone();
                pos.play(m);
                prop_assert_eq!(pos.hash(), pos.compute_hash());
                let exposed = generator.in_check(&pos, mover).unwrap();
                pos.undo_move();
                prop_assert_eq!(&pos, &before);
                prop_assert_eq!(legal_set.contains(m), !exposed, "move {} in {:?}", m, pos.board());
            }
            prop_assert!(legal.iter().all(|m| pseudo.contains(m)));
            if legal.is_empty() {
                break;
            }
            history.push(pos.clone());
            pos.play(&legal[c as usize % legal.len()]);
            prop_assert_eq!(pos.hash(), pos.compute_hash());
        }
        while let Some(before) = history.pop() {
            pos.undo_move();
            prop_assert_eq!(&pos, &before);
        }
    }
}
