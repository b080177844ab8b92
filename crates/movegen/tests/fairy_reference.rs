//! Differential test: the compiled kernels of every descriptor (Betza)
//! piece of the catalogue against the board crate's reference interpreter
//! (`nightrider_board::walk::reference`), on pseudo-random positions, for
//! both colours — generation and attack detection.

use nightrider_board::catalogue::{self, WalkSpec};
use nightrider_board::walk::reference::{self, Occupant};
use nightrider_board::walk::PieceWalk;
use nightrider_board::{Bitboard, Colour, EnPassant, Piece, PieceKind, Position, Square};
use nightrider_movegen::{fairy, MoveList, Rules};
use std::collections::BTreeSet;

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn random_position(rng: &mut Rng, kind: PieceKind, colour: Colour) -> (Position, Square) {
    let mut pos = Position::empty();
    let density = 2 + rng.below(5);
    for i in 0..64u8 {
        if rng.below(16) < density {
            let c = if rng.below(2) == 0 {
                Colour::White
            } else {
                Colour::Black
            };
            let k = if rng.below(2) == 0 {
                PieceKind::PAWN
            } else {
                PieceKind::KNIGHT
            };
            pos.put(Square::from_index_masked(i), Piece::new(k, c));
        }
    }
    let from = Square::from_index_masked(rng.below(64) as u8);
    pos.clear(from);
    pos.put(from, Piece::new(kind, colour));
    // Sometimes an en-passant opportunity: an enemy piece that just passed
    // an empty square on its way.
    let vx = rng.below(8) as i32;
    let (vy, py) = if colour == Colour::White {
        (4, 5)
    } else {
        (3, 2)
    };
    if let (Some(pawn), Some(passed)) = (Square::from_xy(vx, vy), Square::from_xy(vx, py)) {
        if rng.below(3) == 0 && pawn != from && passed != from {
            pos.put(pawn, Piece::new(PieceKind::PAWN, !colour));
            pos.clear(passed);
            pos.set_en_passant_unrecorded(Some(EnPassant {
                passed: Bitboard::from_square(passed),
                pawn,
            }));
        }
    }
    (pos, from)
}

fn occupant(
    pos: &Position,
    side: Colour,
    extra_enemy: Option<Square>,
) -> impl Fn(Square) -> Occupant + '_ {
    move |s| {
        if Some(s) == extra_enemy {
            return Occupant::Enemy;
        }
        match pos.piece_at(s) {
            None => Occupant::Empty,
            Some(p) if p.colour == side => Occupant::Friend,
            Some(_) => Occupant::Enemy,
        }
    }
}

#[test]
fn kernels_agree_with_reference_interpreter() {
    let rules = Rules::default();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut pieces = 0;
    for entry in catalogue::all() {
        let WalkSpec::Betza(_) = entry.walk else {
            continue;
        };
        let Ok(PieceWalk::Walk(desc)) = catalogue::walk(entry.kind) else {
            panic!("{}: catalogue walk does not parse", entry.name);
        };
        let walk = fairy::compile_kind(entry.kind, &rules).expect(entry.name);
        pieces += 1;
        for round in 0..24 {
            let colour = if round % 2 == 0 {
                Colour::White
            } else {
                Colour::Black
            };
            let (pos, from) = random_position(&mut rng, entry.kind, colour);
            let ep = pos
                .en_passant()
                .and_then(|e| e.passed.first().map(|p| (p, e.pawn)));
            let board = occupant(&pos, colour, None);
            let want: BTreeSet<(Square, Option<Square>)> =
                reference::targets(&desc, colour, from, &board, ep)
                    .into_iter()
                    .map(|t| (t.to, t.captured))
                    .collect();
            let mut moves = MoveList::new();
            walk.generate(&pos, from, colour, &mut moves);
            let got: BTreeSet<(Square, Option<Square>)> =
                moves.iter().map(|m| (m.to, m.captures.first())).collect();
            assert_eq!(
                got,
                want,
                "{} ({colour:?}) on {from}, position {:?}",
                entry.name,
                pos.board()
                    .iter()
                    .enumerate()
                    .filter_map(|(i, p)| p.map(|p| (
                        Square::from_index_masked(i as u8),
                        p.kind.0,
                        p.colour
                    )))
                    .collect::<Vec<_>>()
            );
            if !desc.is_pawn() {
                let unique: usize = moves.len();
                assert_eq!(unique, got.len(), "{}: duplicate moves", entry.name);
            }
            for t in 0..64u8 {
                let target = Square::from_index_masked(t);
                if target == from {
                    continue;
                }
                let board = occupant(&pos, colour, Some(target));
                let expected = reference::targets(&desc, colour, from, &board, None)
                    .iter()
                    .any(|x| x.captured == Some(target));
                assert_eq!(
                    walk.attacks(&pos, from, target, colour),
                    expected,
                    "{} ({colour:?}) on {from} attacking {target}",
                    entry.name
                );
            }
        }
    }
    assert!(pieces > 200, "only {pieces} descriptor pieces");
}

#[test]
fn special_kernels_agree_with_special_reference() {
    use nightrider_board::walk::special_reference;
    let rules = Rules::default();
    let mut rng = Rng(0x0bad_5eed_1234_5678);
    let mut pieces = 0;
    for entry in catalogue::all() {
        let WalkSpec::Special(special) = entry.walk else {
            continue;
        };
        let probe = special_reference::targets(
            special,
            Colour::White,
            Square::D4,
            &|_| Occupant::Empty,
            None,
        );
        if probe.is_none() {
            continue;
        }
        let walk = fairy::compile_kind(entry.kind, &rules)
            .unwrap_or_else(|e| panic!("{}: {e}", entry.name));
        pieces += 1;
        for round in 0..32 {
            let colour = if round % 2 == 0 {
                Colour::White
            } else {
                Colour::Black
            };
            let (pos, from) = random_position(&mut rng, entry.kind, colour);
            let board = occupant(&pos, colour, None);
            let ep = pos
                .en_passant()
                .and_then(|e| e.passed.first().map(|p| (p, e.pawn)));
            let want: BTreeSet<(Square, Option<Square>)> =
                special_reference::targets(special, colour, from, &board, ep)
                    .unwrap_or_default()
                    .into_iter()
                    .map(|t| (t.to, t.captured))
                    .collect();
            let mut moves = MoveList::new();
            walk.generate(&pos, from, colour, &mut moves);
            let got: BTreeSet<(Square, Option<Square>)> =
                moves.iter().map(|m| (m.to, m.captures.first())).collect();
            assert_eq!(got, want, "{} ({colour:?}) on {from}", entry.name);
        }
    }
    assert!(pieces >= 10, "only {pieces} special pieces compared");
}
