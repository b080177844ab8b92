//! Property tests on random reachable positions (random legal games from
//! the initial position and from Kiwipete).

mod common;

use nightrider_board::{Colour, Move, Piece, PieceKind, Position, Special, Square};
use nightrider_movegen::orthodox::{self, is_legal_with};
use nightrider_movegen::{MoveGenerator, MoveList, Orthodox, Rules, WalkRegistry};
use proptest::prelude::*;
use std::collections::HashSet;

fn legal(pos: &Position, rules: &Rules) -> MoveList {
    let mut list = MoveList::new();
    orthodox::legal_moves(Orthodox::new(pos).unwrap(), rules, &mut list);
    list
}

fn set(moves: &[Move]) -> HashSet<Move> {
    let s: HashSet<Move> = moves.iter().copied().collect();
    assert_eq!(s.len(), moves.len(), "duplicate moves in {moves:?}");
    s
}

/// Plays a random game of at most `choices.len()` plies; returns the start
/// position and the positions reached (the last one still has its journal).
fn random_game(kiwipete: bool, choices: &[u16]) -> (Position, Position) {
    let start = if kiwipete {
        common::position(common::KIWIPETE)
    } else {
        Position::startpos()
    };
    let mut pos = start.clone();
    for &c in choices {
        let moves = legal(&pos, &Rules::default());
        if moves.is_empty() {
            break;
        }
        pos.play(&moves[c as usize % moves.len()]);
        assert_eq!(
            pos.hash(),
            pos.compute_hash(),
            "incremental hash after {}",
            pos.moves_played()
        );
    }
    (start, pos)
}

/// Every move that could be meant from a square of the side to move to any
/// square, with the specials filled in the way the generator would; many
/// are illegal.
fn candidates(pos: &Position) -> Vec<Move> {
    let us = pos.side_to_move();
    let mut out = Vec::new();
    for from in pos.by_colour(us) {
        let piece = pos.piece_at(from).unwrap();
        for to in Square::ALL {
            if to == from {
                continue;
            }
            let mut mv = if pos.piece_at(to).is_some() {
                Move::capture(from, to)
            } else {
                Move::quiet(from, to)
            };
            let (dx, dy) = (to.x() - from.x(), to.y() - from.y());
            if piece.kind == PieceKind::PAWN {
                if dx == 0 && dy.abs() >= 2 {
                    mv = mv.with_special(Special::DoubleStep);
                }
                if let Some(ep) = pos.en_passant() {
                    if dx != 0 && ep.passed.contains(to) && pos.piece_at(to).is_none() {
                        mv = mv.with_special(Special::EnPassant);
                        mv.captures = nightrider_board::Bitboard::from_square(ep.pawn);
                    }
                }
                if to.y() == 0 || to.y() == 7 {
                    for kind in PieceKind::ORTHODOX {
                        out.push(mv.promoting(kind));
                    }
                    continue;
                }
            }
            if piece.kind == PieceKind::KING && dy == 0 && dx.abs() == 2 {
                if let Some(c) = Position::castling_for(from, to) {
                    out.push(mv.with_special(Special::Castle {
                        rook_from: c.rook_from,
                        rook_to: c.rook_to,
                    }));
                }
            }
            out.push(mv);
        }
    }
    out
}

fn check_position(pos: &mut Position, rules: &Rules) {
    let moves = legal(pos, rules);
    let legal_set = set(&moves);
    // Bulk count agrees with the list.
    assert_eq!(
        orthodox::count_legal(Orthodox::new(pos).unwrap(), rules),
        moves.len() as u64
    );
    // Every generated move is accepted by the independent legality test,
    // and every candidate it accepts is generated.
    for m in &moves {
        assert!(
            is_legal_with(Orthodox::new(pos).unwrap(), m, rules),
            "generated {m} rejected"
        );
    }
    // Telling a check without playing the move agrees with playing it.
    let them = !pos.side_to_move();
    for m in &moves {
        if let Some(check) = orthodox::gives_check(Orthodox::new(pos).unwrap(), m) {
            pos.play(m);
            assert_eq!(
                check,
                orthodox::in_check(Orthodox::new(pos).unwrap(), them),
                "{m} gives check"
            );
            pos.undo_move();
        }
    }
    let accepted: HashSet<Move> = candidates(pos)
        .into_iter()
        .filter(|m| is_legal_with(Orthodox::new(pos).unwrap(), m, rules))
        .collect();
    assert_eq!(
        accepted, legal_set,
        "candidates accepted by is_legal vs generated"
    );
    // Pseudo-legal moves that is_legal accepts are exactly the legal ones.
    let mut pseudo = MoveList::new();
    orthodox::pseudo_legal_moves(Orthodox::new(pos).unwrap(), rules, &mut pseudo);
    let pseudo_legal: HashSet<Move> = set(&pseudo)
        .into_iter()
        .filter(|m| is_legal_with(Orthodox::new(pos).unwrap(), m, rules))
        .collect();
    assert_eq!(pseudo_legal, legal_set, "pseudo-legal filtered vs legal");
    // The general path (walks, play and test) agrees with the fast path.
    let general = MoveGenerator::for_position(pos, rules.clone(), &WalkRegistry::new())
        .unwrap()
        .force_general();
    let mut general_moves = MoveList::new();
    general.legal_moves(pos, &mut general_moves).unwrap();
    assert_eq!(set(&general_moves), legal_set, "general path vs fast path");
    let us = pos.side_to_move();
    assert_eq!(
        general.in_check(pos, us).unwrap(),
        orthodox::in_check(Orthodox::new(pos).unwrap(), us)
    );
    assert_eq!(
        general.checkers(pos).unwrap(),
        orthodox::checkers(Orthodox::new(pos).unwrap())
    );
    // Make/undo restores the position exactly; hashes stay incremental.
    let before = pos.clone();
    for m in &moves {
        pos.play(m);
        assert_eq!(pos.hash(), pos.compute_hash(), "hash after {m}");
        assert!(
            !orthodox::in_check(Orthodox::new(pos).unwrap(), us),
            "{m} leaves the king in check"
        );
        pos.undo_move();
        assert_eq!(*pos, before, "undo of {m}");
    }
}

/// Every reply zone is sound: the opponent's reply it is given for stays
/// legal and checkless after each move of the side to move that misses it.
fn check_reply_zones(pos: &mut Position, rules: &Rules) {
    let us = pos.side_to_move();
    let moves = legal(pos, rules);
    let mut flipped = pos.clone();
    flipped.set_side_to_move_unrecorded(!us);
    let replies = legal(&flipped, rules);
    for reply in &replies {
        let Some(zone) = orthodox::reply_zone(Orthodox::new(pos).unwrap(), reply, rules) else {
            continue;
        };
        assert_eq!(
            orthodox::gives_check(Orthodox::new(&flipped).unwrap(), reply),
            Some(false),
            "{reply}"
        );
        let missing: Vec<Move> = moves
            .iter()
            .filter(|m| zone.misses(pos, m))
            .copied()
            .collect();
        for m in &missing {
            pos.play(m);
            assert!(
                is_legal_with(Orthodox::new(pos).unwrap(), reply, rules),
                "{reply} illegal after {m}, which misses its zone"
            );
            assert_eq!(
                orthodox::gives_check(Orthodox::new(pos).unwrap(), reply),
                Some(false),
                "{reply} checks after {m}, which misses its zone"
            );
            pos.undo_move();
        }
    }
}

fn rules_strategy() -> impl Strategy<Value = Rules> {
    prop_oneof![
        4 => Just(Rules::default()),
        1 => Just(Rules::with_promotions(&[PieceKind::QUEEN, PieceKind::KNIGHT])),
        1 => Just(Rules { castling: false, en_passant: false, ..Rules::default() }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn random_games(kiwipete: bool, choices in prop::collection::vec(any::<u16>(), 0..60), rules in rules_strategy()) {
        let (start, mut pos) = random_game(kiwipete, &choices);
        check_position(&mut pos, &rules);
        check_reply_zones(&mut pos, &rules);
        // Taking back the whole game restores the start exactly.
        while pos.moves_played() > 0 {
            pos.undo_move();
            prop_assert_eq!(pos.hash(), pos.compute_hash());
        }
        prop_assert_eq!(pos, start);
    }

    #[test]
    fn every_position_of_a_game(kiwipete: bool, choices in prop::collection::vec(any::<u16>(), 1..30)) {
        let (_, mut pos) = random_game(kiwipete, &choices);
        while pos.moves_played() > 0 {
            check_position(&mut pos, &Rules::default());
            check_reply_zones(&mut pos, &Rules::default());
            pos.undo_move();
        }
    }
}

/// A random placement of orthodox pieces (pawns on any rank, any number of
/// kings), with the side not to move not in check.
fn random_placement(pieces: &[(u8, u8)], black_to_move: bool) -> Option<Position> {
    let mut pos = Position::empty();
    for &(sq, code) in pieces {
        let colour = if code % 2 == 0 {
            Colour::White
        } else {
            Colour::Black
        };
        let kind = PieceKind::ORTHODOX[(code / 2) as usize % 6];
        pos.put(Square::new(sq % 64).unwrap(), Piece::new(kind, colour));
    }
    if black_to_move {
        pos.set_side_to_move_unrecorded(Colour::Black);
    }
    let them = !pos.side_to_move();
    (!orthodox::in_check(Orthodox::new(&pos).unwrap(), them)).then_some(pos)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn random_placements(pieces in prop::collection::vec((0u8..64, 0u8..12), 1..24), black: bool) {
        if let Some(mut pos) = random_placement(&pieces, black) {
            check_position(&mut pos, &Rules::default());
            check_reply_zones(&mut pos, &Rules::default());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    /// Reply zones on many crowded random placements (promotions, pins
    /// and lines opened and closed abound).
    #[test]
    fn reply_zones_of_random_placements(kings in (0u8..64, 0u8..64), pieces in prop::collection::vec((0u8..64, 2u8..12), 4..32), black: bool) {
        // one king a side (other placements have no zones)
        let mut all = vec![(kings.0, 0), (kings.1, 1)];
        all.extend(pieces.iter().filter(|(sq, _)| *sq != kings.0 && *sq != kings.1));
        if let Some(mut pos) = random_placement(&all, black) {
            check_reply_zones(&mut pos, &Rules::default());
        }
    }
}

#[test]
fn tricky_positions_properties() {
    for case in common::read_suite("tricky.perft") {
        let mut pos = common::position(&case.fen);
        check_position(&mut pos, &Rules::default());
        check_reply_zones(&mut pos, &Rules::default());
    }
}
