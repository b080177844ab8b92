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
    // the descriptor's own moves: pawns on their first rank are not made
    // inert (a rule on top of the walk, tested in the generator)
    let rules = Rules {
        first_rank_pawns: nightrider_movegen::FirstRankPawns::UpToThreeSteps,
        ..Rules::default()
    };
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

/// Random descriptor components (any atom, directions, range, path,
/// action, mode, ranks, cylinder) that the model accepts: the compiled
/// kernel must agree with the reference interpreter.
#[test]
fn random_components_agree_with_reference() {
    use nightrider_board::walk::{
        Action, Atom, Component, Dirs, Landing, Mode, Path, Ranks, Turn, Walk, UNLIMITED,
    };
    let rules = Rules {
        first_rank_pawns: nightrider_movegen::FirstRankPawns::UpToThreeSteps,
        ..Rules::default()
    };
    let mut rng = Rng(0x5151_2626_7373_8484);
    let mut tried = 0;
    while tried < 2000 {
        let a = rng.below(4) as i32;
        let b = 1 + rng.below(4) as i32;
        let Some(atom) = Atom::new(a, b) else {
            continue;
        };
        let dirs = Dirs((rng.next() as u8) & Dirs::all(atom).0);
        let range = match rng.below(4) {
            0 => UNLIMITED,
            1 => 1,
            _ => 1 + rng.below(4) as u8,
        };
        let path = match rng.below(8) {
            0 | 1 => Path::Straight,
            2 => Path::Lame,
            3 => Path::LameDiagonalFirst,
            4 => Path::Circular,
            5 => Path::Zigzag {
                axis: (rng.below(3) as u8, 1 + rng.below(4) as u8),
            },
            6 => Path::Reflecting {
                max_reflections: rng.below(3) as u8,
                corners: rng.below(2) == 0,
                at_edge: rng.below(2) == 0,
            },
            _ => Path::Bent,
        };
        let action = match rng.below(6) {
            0 | 1 => Action::Slide,
            2 => Action::Hop {
                hurdles: 1 + rng.below(2) as u8,
                landing: if rng.below(2) == 0 {
                    Landing::Beyond
                } else {
                    Landing::Behind(1 + rng.below(2) as u8)
                },
                turn: [
                    Turn::Straight,
                    Turn::Straight,
                    Turn::Deg45,
                    Turn::Deg90,
                    Turn::Deg135,
                    Turn::Deg180,
                ][rng.below(6) as usize],
            },
            3 => Action::Locust,
            4 => Action::EquiHop {
                nonstop: rng.below(2) == 0,
            },
            _ => Action::EquiStop {
                nonstop: rng.below(2) == 0,
            },
        };
        let mode = match rng.below(4) {
            0 => Mode::MOVE,
            1 => Mode::CAPTURE,
            2 => Mode::CAPTURE | Mode::EN_PASSANT,
            _ => Mode::MOVE | Mode::CAPTURE,
        };
        let ranks = [
            Ranks::Any,
            Ranks::Any,
            Ranks::Initial,
            Ranks::NotFirst,
            Ranks::FarHalf,
        ][rng.below(5) as usize];
        let component = Component {
            atom,
            dirs,
            range,
            path,
            action,
            mode,
            ranks,
            cylinder: rng.below(4) == 0,
        };
        let Ok(desc) = Walk::new(vec![component], rng.below(3) == 0) else {
            continue;
        };
        tried += 1;
        let walk = fairy::compile(&PieceWalk::Walk(desc.clone()), &rules).unwrap();
        for round in 0..6 {
            let colour = if round % 2 == 0 {
                Colour::White
            } else {
                Colour::Black
            };
            let (pos, from) = random_position(&mut rng, PieceKind(200), colour);
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
            assert_eq!(got, want, "{component:?} ({colour:?}) on {from}");
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
                    "{component:?} ({colour:?}) on {from} attacking {target}"
                );
            }
        }
    }
}
