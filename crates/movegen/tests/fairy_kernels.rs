//! Kernel tests: hand-checked move sets of the special kernels and of
//! representative descriptor pieces (empty board and obstacles), the
//! agreement of `attacks` with the captures `generate` makes for every
//! compiled walk, and the registry's errors.

use nightrider_board::catalogue::{self, Language, WalkSpec};
use nightrider_board::walk::{PieceWalk, SpecialWalk};
use nightrider_board::{Colour, Move, Piece, PieceKind, Position, Special, Square};
use nightrider_movegen::fairy::{self, UnsupportedWalk};
use nightrider_movegen::{FirstRankPawns, MoveGenerator, MoveList, Rules, WalkGenerator};
use std::collections::BTreeSet;
use std::sync::Arc;

fn kind(code: &str) -> PieceKind {
    catalogue::by_code(Language::English, code).unwrap_or_else(|| panic!("no piece {code}"))
}

fn sq(s: &str) -> Square {
    Square::from_ascii(s.as_bytes()).unwrap()
}

/// `pieces` as `"wPd4 bNe5"` style tokens: colour, Popeye code, square.
fn position(pieces: &str) -> Position {
    let mut pos = Position::empty();
    for tok in pieces.split_whitespace() {
        let colour = if tok.starts_with('w') {
            Colour::White
        } else {
            Colour::Black
        };
        let (code, s) = tok[1..].split_at(tok.len() - 3);
        pos.put(sq(s), Piece::new(kind(&code.to_ascii_lowercase()), colour));
    }
    pos
}

fn walk_of(code: &str) -> Arc<dyn WalkGenerator> {
    let k = kind(code);
    let registry = fairy::registry_for_kinds([k], &Rules::default()).unwrap();
    registry.get(k).unwrap().clone()
}

/// The pseudo-legal targets of the piece on `from` as `"e5"`/`"xe5"`
/// strings (captures marked), sorted.
fn targets(pos: &Position, from: &str) -> Vec<String> {
    let from = sq(from);
    let piece = pos.piece_at(from).unwrap();
    let code = catalogue::entry(piece.kind).unwrap().en.unwrap();
    let walk = walk_of(code);
    let mut moves = MoveList::new();
    walk.generate(pos, from, piece.colour, &mut moves);
    let set: BTreeSet<String> = moves
        .iter()
        .map(|m| {
            if m.captures.is_empty() {
                m.to.to_string()
            } else if m.captures.first() == Some(m.to) {
                format!("x{}", m.to)
            } else {
                format!("x{}-{}", m.captures.first().unwrap(), m.to)
            }
        })
        .collect();
    set.into_iter().collect()
}

fn set(s: &str) -> Vec<String> {
    let mut v: Vec<String> = s.split_whitespace().map(str::to_string).collect();
    v.sort();
    v
}

#[test]
fn cat_knight_then_dabbaba_steps() {
    let pos = position("wCTd4");
    assert_eq!(
        targets(&pos, "d4"),
        set("b3 b5 c2 c6 e2 e6 f3 f5 c8 e8 h3 h5")
    );
    // A blocked knight square stops the ride; a victim ends it.
    let pos = position("wCTd4 wPc6 bPf3");
    assert_eq!(targets(&pos, "d4"), set("b3 b5 c2 e2 e6 f5 e8 h5 xf3"));
}

#[test]
fn ubiubi_chains_knight_leaps_over_empty_squares() {
    let pos = position("wUUa1");
    assert_eq!(targets(&pos, "a1").len(), 63);
    // Walled in: b3 and c2 are own pieces.
    let pos = position("wUUa1 wPb3 wPc2");
    assert!(targets(&pos, "a1").is_empty());
    // A victim is captured but not passed.
    let pos = position("wUUa1 bPb3 wPc2");
    assert_eq!(targets(&pos, "a1"), set("xb3"));
}

#[test]
fn edgehog_switches_between_edge_and_inside() {
    let pos = position("wEHd4");
    assert_eq!(targets(&pos, "d4"), set("a1 a4 a7 d1 d8 g1 h4 h8"));
    let pos = position("wEHa1 bPc3");
    assert_eq!(targets(&pos, "a1"), set("b2 xc3"));
}

#[test]
fn querquisite_moves_as_its_file_piece() {
    let pos = position("wQQe4 bPf5");
    assert_eq!(targets(&pos, "e4"), set("d3 d4 d5 e3 e5 f3 f4 xf5"));
    let pos = position("wQQb1");
    assert_eq!(targets(&pos, "b1"), set("a3 c3 d2"));
}

#[test]
fn double_hoppers_hop_twice() {
    // a1 over b1 to c1, then over d1 to e1 (back over b1 to a1 is no move).
    let pos = position("wDKa1 wPb1 bPd1");
    assert_eq!(targets(&pos, "a1"), set("e1"));
    let pos = position("wDKa1 wPb1 bPd1 bPc3");
    // c1 hop: up the c-file over c3 to c4; right over d1 to e1.
    assert_eq!(targets(&pos, "a1"), set("c4 e1"));
    let pos = position("wDGd4");
    assert!(targets(&pos, "d4").is_empty());
}

#[test]
fn mao_and_moa_hoppers_need_the_intermediate_square_occupied() {
    let pos = position("wAHe4 wPd4 bPc5 wPe3 wPf2");
    assert_eq!(targets(&pos, "e4"), set("c3 xc5 d2"));
    let pos = position("wOHe4 bPf5 wSf6");
    assert_eq!(targets(&pos, "e4"), set("g5"));
}

#[test]
fn skylla_and_charybdis_capture_on_the_intermediate_square() {
    let pos = position("wSKe4 bPe5");
    // Mao moves except through e5; locust captures of e5 to d6/f6.
    assert_eq!(targets(&pos, "e4"), set("c3 c5 d2 f2 g3 g5 xe5-d6 xe5-f6"));
    let pos = position("wCYe4 bPf5 wPd3");
    assert_eq!(targets(&pos, "e4"), set("d6 c5 f2 g3 xf5-g5 xf5-f6"));
}

#[test]
fn bouncers_move_as_far_as_the_obstacle_behind() {
    assert_eq!(targets(&position("wB1d4"), "d4"), set("d8 h4 h8"));
    assert_eq!(targets(&position("wB2d4"), "d4"), set("d8 h4"));
    assert_eq!(targets(&position("wB3d4"), "d4"), set("h8"));
    assert_eq!(targets(&position("wB2d4 bPd3"), "d4"), set("d5 h4"));
}

#[test]
fn bouncy_nightrider_rides_on_from_edge_squares() {
    // From a1: b3 (blocked by c5), and c2-e3-g4 without reaching an edge.
    let pos = position("wBNa1 wSc5");
    assert_eq!(targets(&pos, "a1"), set("b3 c2 e3 g4"));
    // Every ride from b1 blocked at once: no move. Then with d2 free:
    // b1-d2-f3-h4, and h4 is an edge square: from there every knight
    // direction (h4-g6, h4-f5, ...).
    let t = targets(&position("wBNb1 wPc3 wPa3 wPd2"), "b1");
    assert!(t.is_empty(), "{t:?}");
    let t = targets(&position("wBNb1 wPc3 wPa3"), "b1");
    assert!(
        t.contains(&"h4".to_string()) && t.contains(&"g6".to_string()),
        "{t:?}"
    );
    assert!(t.contains(&"f5".to_string()), "{t:?}");
}

#[test]
fn tree_and_leaf_hoppers_circle_around_hurdle_or_start() {
    // Greater treehopper on d4, hurdles the kings h1 and a8 (both 5 away):
    // the squares 5 away from either king (Popeye: a3 c1 e5 f8 h6).
    assert_eq!(
        targets(&position("wGEd4 wKh1 bKa8"), "d4"),
        set("a3 c1 e5 f8 h6")
    );
    // The treehopper only uses hurdles on its queen lines: none here.
    assert!(targets(&position("wTHd4 wKh1 bKa8"), "d4").is_empty());
    // Radial knight: enemy hurdles only (a8).
    assert_eq!(targets(&position("wRKd4 wKh1 bKa8"), "d4"), set("a3 e5 f8"));
    // Greater leafhopper: squares as far from d4 as a hurdle is (h1: 5,
    // b8: sqrt 20), not the hurdles themselves.
    assert_eq!(
        targets(&position("wGFd4 wKh1 bKb8"), "d4"),
        set("a8 f8 g8 h2 h6 h7")
    );
    // Leafhopper with a hurdle on its file two squares away.
    assert_eq!(targets(&position("wLHd4 bPd6"), "d4"), set("b4 d2 f4"));
}

#[test]
fn chinese_pawn_goes_sideways_after_the_river() {
    assert_eq!(targets(&position("wCPd4"), "d4"), set("d5"));
    assert_eq!(targets(&position("wCPd5 bPe5"), "d5"), set("c5 d6 xe5"));
    assert_eq!(targets(&position("bCPd5"), "d5"), set("d4"));
    assert_eq!(targets(&position("bCPd4"), "d4"), set("c4 d3 e4"));
}

#[test]
fn reverse_pawn_moves_backwards_and_promotes_on_its_first_rank() {
    let pos = position("wPPg7");
    let walk = walk_of("pp");
    let mut moves = MoveList::new();
    walk.generate(&pos, sq("g7"), Colour::White, &mut moves);
    assert_eq!(moves.len(), 2);
    assert!(moves
        .iter()
        .any(|m| m.to == sq("g5") && m.special == Special::DoubleStep));
    let pos = position("wPPa2 bSb1");
    let mut moves = MoveList::new();
    walk.generate(&pos, sq("a2"), Colour::White, &mut moves);
    // a1 and xb1, each with the four promotions.
    assert_eq!(moves.len(), 8);
    assert!(moves.iter().all(|m| m.promotion.is_some()));
}

#[test]
fn descriptor_pieces_on_empty_board_and_with_obstacles() {
    // Grasshopper: no hurdle, no move; over d6 to d7.
    assert!(targets(&position("wGd4"), "d4").is_empty());
    assert_eq!(targets(&position("wGd4 bPd6"), "d4"), set("d7"));
    assert_eq!(targets(&position("wGd4 bPd6 bPd7"), "d4"), set("xd7"));
    // Nightrider: stops at the first piece.
    assert_eq!(targets(&position("wNa1 bPc2"), "a1"), set("b3 c5 d7 xc2"));
    // Mao: lame on the orthogonal square.
    assert_eq!(
        targets(&position("wMAd4 wPd5"), "d4"),
        set("b3 b5 c2 e2 f3 f5")
    );
    // Rose: circular knight paths from a1.
    let rose = targets(&position("wROd4"), "d4");
    assert!(rose.contains(&"d8".to_string()) && rose.contains(&"e6".to_string()));
    // Locust: captures the piece it jumps.
    assert_eq!(targets(&position("wLd4 bPd6"), "d4"), set("xd6-d7"));
    // Pao: moves as a rook, captures over a screen.
    assert_eq!(
        targets(&position("wPAa1 wPa3 bPa6 bPc1"), "a1"),
        set("a2 b1 xa6")
    );
    // Equihopper over d5 to d6; the orix (English equihopper) the same on queen lines.
    assert_eq!(targets(&position("wEQd4 bPd5"), "d4"), set("d6"));
    // Berolina pawn: diagonal steps, double step flagged.
    let pos = position("wBPd2 bPd3");
    let walk = walk_of("bp");
    let mut moves = MoveList::new();
    walk.generate(&pos, sq("d2"), Colour::White, &mut moves);
    let double: Vec<&Move> = moves
        .iter()
        .filter(|m| m.special == Special::DoubleStep)
        .collect();
    assert_eq!(double.len(), 2, "{moves:?}");
    assert!(moves.iter().any(|m| m.to == sq("d3") && m.is_capture()));
}

#[test]
fn orphan_and_friend_borrow_the_observers_walks() {
    // The orphan on e4 is attacked by the black knight on f6 and the black
    // rook on e8: it moves as a knight and a rook.
    let pos = position("wOe4 bSf6 bRe8 wKh1 bKa8");
    let t = targets_in_problem(&pos, "e4");
    assert!(t.contains(&"xf6".to_string()) && t.contains(&"xe8".to_string()));
    assert!(t.contains(&"d2".to_string()) && t.contains(&"a4".to_string()));
    assert!(!t.contains(&"f5".to_string()));
    // A friend guarded by its own bishop moves as a bishop.
    let pos = position("wFe4 wBc2 wKh1 bKa8");
    let t = targets_in_problem(&pos, "e4");
    assert!(t.contains(&"h7".to_string()) && !t.contains(&"e5".to_string()));
}

fn targets_in_problem(pos: &Position, from: &str) -> Vec<String> {
    let rules = Rules::default();
    let registry = fairy::registry_for_position(pos, &rules).unwrap();
    let from = sq(from);
    let piece = pos.piece_at(from).unwrap();
    let mut moves = MoveList::new();
    registry
        .get(piece.kind)
        .unwrap()
        .generate(pos, from, piece.colour, &mut moves);
    moves
        .iter()
        .map(|m| {
            if m.is_capture() {
                format!("x{}", m.to)
            } else {
                m.to.to_string()
            }
        })
        .collect()
}

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

#[test]
fn attacks_agree_with_generated_captures_for_every_compiled_walk() {
    let rules = Rules::default();
    let mut rng = Rng(0x1234_5678_9abc_def1);
    let mut checked = 0;
    for entry in catalogue::all() {
        let Ok(walk) = fairy::compile_kind(entry.kind, &rules) else {
            continue;
        };
        checked += 1;
        for round in 0..12 {
            let colour = if round % 2 == 0 {
                Colour::White
            } else {
                Colour::Black
            };
            let mut pos = Position::empty();
            for i in 0..64u8 {
                if rng.next() % 5 == 0 {
                    let c = if rng.next() % 2 == 0 {
                        Colour::White
                    } else {
                        Colour::Black
                    };
                    pos.put(
                        Square::from_index_masked(i),
                        Piece::new(PieceKind::KNIGHT, c),
                    );
                }
            }
            let from = Square::from_index_masked((rng.next() % 64) as u8);
            pos.put(from, Piece::new(entry.kind, colour));
            for t in 0..64u8 {
                let target = Square::from_index_masked(t);
                if target == from {
                    continue;
                }
                // Put an enemy on the target and look for a capture of it.
                let mut with = pos.clone();
                with.put(target, Piece::new(PieceKind::KNIGHT, !colour));
                let mut moves = MoveList::new();
                walk.generate(&with, from, colour, &mut moves);
                let captures = moves.iter().any(|m| m.captures.contains(target));
                assert_eq!(
                    walk.attacks(&pos, from, target, colour),
                    captures,
                    "{} ({colour:?}) on {from} attacking {target}",
                    entry.name
                );
            }
        }
    }
    assert!(checked > 230, "only {checked} walks compiled");
}

#[test]
fn registry_errors_name_the_piece() {
    let rules = Rules::default();
    let missing = catalogue::all()
        .iter()
        .find(|e| matches!(e.walk, WalkSpec::NotImplemented(_)))
        .expect("a piece without a walk");
    let err = fairy::registry_for_kinds([missing.kind], &rules).unwrap_err();
    assert!(err.to_string().contains(missing.name), "{err}");
    let err = fairy::compile_kind(named("Immobilizer"), &rules).unwrap_err();
    assert!(matches!(
        err,
        UnsupportedWalk::Special {
            walk: SpecialWalk::Immobilizer,
            ..
        }
    ));
    assert!(err.to_string().contains("Immobilizer"), "{err}");
    // Orphans only exist inside a registry.
    assert!(fairy::compile(&PieceWalk::Special(SpecialWalk::Orphan), &rules).is_err());
}

#[test]
fn every_catalogue_walk_compiles_or_is_reported() {
    let rules = Rules::default();
    let (mut ok, mut unsupported) = (0, 0);
    for entry in catalogue::all() {
        match fairy::compile_kind(entry.kind, &rules) {
            Ok(_) => {
                if let WalkSpec::Special(s) = entry.walk {
                    assert!(fairy::SUPPORTED_SPECIALS.contains(&s), "{s:?} not listed");
                }
                ok += 1;
            }
            Err(UnsupportedWalk::Catalogue(_)) => {
                assert!(
                    matches!(entry.walk, WalkSpec::NotImplemented(_)),
                    "{}",
                    entry.name
                );
                unsupported += 1;
            }
            Err(UnsupportedWalk::Special { walk, .. }) => {
                assert!(!fairy::SUPPORTED_SPECIALS.contains(&walk), "{walk:?}");
                unsupported += 1;
            }
            Err(e) => panic!("{}: unexpected error {e}", entry.name),
        }
    }
    println!(
        "compiled {ok} of {} catalogue pieces ({unsupported} unsupported)",
        ok + unsupported
    );
    assert!(ok >= 240);
}

#[test]
fn generator_plays_fairy_moves_legally() {
    // The black king may not step onto e7, which the white nightrider on
    // b1 attacks (b1-c3-d5-e7).
    let mut pos = position("wNb1 wKh1 bKd7");
    pos.set_side_to_move_unrecorded(Colour::Black);
    let rules = Rules::default();
    let registry = fairy::registry_for_position(&pos, &rules).unwrap();
    let generator = MoveGenerator::for_position(&pos, rules, &registry).unwrap();
    let mut moves = MoveList::new();
    generator.legal_moves(&mut pos, &mut moves).unwrap();
    let to: BTreeSet<Square> = moves.iter().map(|m| m.to).collect();
    assert!(!to.contains(&sq("e7")), "{moves:?}");
    assert!(to.contains(&sq("d8")));
}

fn named(name: &str) -> PieceKind {
    catalogue::by_name(name).unwrap_or_else(|| panic!("no piece named {name}"))
}

/// The targets (`"e5"`, `"xe5"` captures on the target, `"e5(xd4,xf6)"`
/// captures elsewhere) of a `name`d piece of `colour` on `from`, with
/// `pieces` as in [`position`].
fn named_targets(name: &str, from: &str, pieces: &str) -> Vec<String> {
    let mut pos = position(pieces);
    let k = named(name);
    pos.put(sq(from), Piece::new(k, Colour::White));
    let registry = fairy::registry_for_kinds([k], &Rules::default()).unwrap();
    let walk = registry.get(k).unwrap();
    let mut moves = MoveList::new();
    walk.generate(&pos, sq(from), Colour::White, &mut moves);
    let set: BTreeSet<String> = moves
        .iter()
        .map(|m| {
            if m.captures.is_empty() {
                m.to.to_string()
            } else if m.captures == nightrider_board::Bitboard::from_square(m.to) {
                format!("x{}", m.to)
            } else {
                let v: Vec<String> = m.captures.into_iter().map(|s| format!("x{s}")).collect();
                format!("{}({})", m.to, v.join(","))
            }
        })
        .collect();
    assert_eq!(set.len(), moves.len(), "duplicates: {moves:?}");
    set.into_iter().collect()
}

#[test]
fn two_stage_pieces() {
    // War elephant: one or two ferz steps, the middle square empty.
    assert_eq!(named_targets("War Elephant", "a1", "wPb2"), set(""));
    assert_eq!(named_targets("War Elephant", "a1", "bPb2"), set("xb2"));
    assert_eq!(named_targets("War Elephant", "a1", ""), set("b2 a3 c3 c1"));
    // Oliphant: ferz/alfil twice in a straight line.
    assert_eq!(named_targets("Oliphant", "a1", ""), set("b2 c3 d4 e5"));
    // Over b2 by the alfil leap, then a ferz step or another alfil leap.
    assert_eq!(named_targets("Oliphant", "a1", "wPb2"), set("c3 d4 e5"));
    // Knightwazirzee from a1 with b1 and a2 blocked by own pieces: the
    // knight squares b3, c2 and what follows them.
    let t = named_targets("Knightwazirzee", "a1", "wPb1 wPa2");
    assert!(t.contains(&"b3".to_string()) && t.contains(&"d4".to_string()));
    assert!(t.contains(&"b4".to_string()) && !t.contains(&"c4".to_string()));
    assert!(!t.contains(&"a1".to_string()));
    // Shaman: never two ferz steps (a1-b2-c3 is excluded) nor two alfil leaps.
    let t = named_targets("Shaman", "a1", "");
    assert_eq!(t, set("b2 c3 d4 b4 d2"), "{t:?}");
}

#[test]
fn sissa_moves_n_rook_then_n_bishop_steps() {
    let t = named_targets("Sissa", "a1", "");
    // 1R+1B: a2-b3, b1-c2; 2R+2B: a3-c5, c1-e3; 1B+1R: b2-b3, b2-c2,
    // b2-a2? (b2 then west to a2) and b2-b1.
    for s in ["b3", "c2", "c5", "e3", "a2", "b1"] {
        assert!(t.contains(&s.to_string()), "{s} not in {t:?}");
    }
    assert!(!t.contains(&"b2".to_string()));
    // Blocked: the corner square of the path must be empty.
    let t = named_targets("Sissa", "a1", "wPa2 wPb2 wPb1");
    assert!(t.is_empty(), "{t:?}");
}

#[test]
fn rococo_pieces_capture_by_leaping_approach_withdrawal_coordination() {
    // Long leaper on a1 over b1 and d1 to c1/e1..h1.
    let t = named_targets("Long Leaper", "a1", "bPb1 bPd1 wPa2 wPb2");
    assert_eq!(
        t,
        set("c1(xb1) e1(xb1,xd1) f1(xb1,xd1) g1(xb1,xd1) h1(xb1,xd1)")
    );
    // Two pieces in a row stop it.
    let t = named_targets("Long Leaper", "a1", "bPb1 bPc1 wPa2 wPb2");
    assert!(t.is_empty(), "{t:?}");
    // Withdrawer on d4 next to e5: moving to c3, b2, a1 captures it.
    let t = named_targets("Withdrawer", "d4", "bPe5");
    assert!(t.contains(&"c3(xe5)".to_string()) && t.contains(&"a1(xe5)".to_string()));
    assert!(t.contains(&"d5".to_string()) && !t.contains(&"xe5".to_string()));
    // Advancer on a1 moving towards e1: d1 captures e1.
    let t = named_targets("Advancer", "a1", "bPe1");
    assert!(t.contains(&"d1(xe1)".to_string()) && t.contains(&"c1".to_string()));
    // Pushme-pullyu d4-c3 away from e5 towards b2: captures both.
    let t = named_targets("Pushme-Pullyu", "d4", "bPe5 bPb2");
    assert!(t.contains(&"c3(xb2,xe5)".to_string()), "{t:?}");
    assert!(t.contains(&"d3".to_string()) && t.contains(&"e4".to_string()));
    // Coordinator with its king on h1: moving to c5 captures c1 and h5.
    let t = named_targets("Coordinator", "c3", "wKh1 bPc1 bPh5");
    assert!(t.contains(&"c5(xc1,xh5)".to_string()), "{t:?}");
    // d3 meets the king's lines on d1 and h3: nothing to capture.
    assert!(t.contains(&"d3".to_string()), "{t:?}");
    assert!(t.contains(&"e5(xh5)".to_string()), "{t:?}");
}

#[test]
fn windmill_circles_an_adjacent_piece() {
    // Around b2 from a1: a2, a3, b3, c3, c2, c1, b1 (both senses).
    assert_eq!(
        named_targets("Windmill", "a1", "wPb2"),
        set("a2 a3 b3 c3 c2 c1 b1")
    );
    // An enemy on a3 ends the anticlockwise circle with a capture.
    assert_eq!(
        named_targets("Windmill", "a1", "wPb2 bPa3 wPc1"),
        set("a2 xa3 b1")
    );
}

#[test]
fn halflings_and_pincer_pawn() {
    // Half rook on a1: 7 squares up and right, range 4.
    assert_eq!(
        named_targets("Half Rook", "a1", ""),
        set("a2 a3 a4 a5 b1 c1 d1 e1")
    );
    // Half bishop on d4: 3 up-left (range 2), 4 up-right (2), 3 and 3.
    assert_eq!(
        named_targets("Half Bishop", "d4", "bPe5"),
        set("c5 b6 xe5 c3 b2 e3 f2")
    );
    // Half queen on b2: one square to the a-file and first rank.
    let t = named_targets("Half Queen", "b2", "");
    assert!(t.contains(&"a1".to_string()) && t.contains(&"b5".to_string()));
    assert!(!t.contains(&"b6".to_string()));
    // Pincer pawn a1-a4 sandwiches b4 against c4 and a5 against a6.
    let t = named_targets("Pincer Pawn", "a1", "bPb4 wPc4 bPa5 wPa6");
    assert!(t.contains(&"a4(xb4,xa5)".to_string()), "{t:?}");
    assert!(t.contains(&"a3".to_string()) && !t.contains(&"xa5".to_string()));
}

#[test]
fn acquired_pawn_powers_neither_promote_nor_take_en_passant() {
    // The black pawn on e8 (an artificial position; pawns on their first
    // rank attack only under rules such as NormalPawn's) attacks d7, so
    // the orphan there moves as a white pawn.
    let pos = position("wOd7 bPe8 wKh1 bKa1");
    let rules = Rules {
        first_rank_pawns: FirstRankPawns::OneStep,
        ..Rules::default()
    };
    let registry = fairy::registry_for_position(&pos, &rules).unwrap();
    let mut moves = MoveList::new();
    registry
        .get(kind("o"))
        .unwrap()
        .generate(&pos, sq("d7"), Colour::White, &mut moves);
    // As a white pawn: d7-d8 without promotion, and the capture of e8.
    let to: Vec<(Square, bool)> = moves.iter().map(|m| (m.to, m.is_capture())).collect();
    assert_eq!(
        to.iter().filter(|t| **t == (sq("d8"), false)).count(),
        1,
        "{to:?}"
    );
    assert!(to.contains(&(sq("e8"), true)), "{to:?}");
    assert!(moves.iter().all(|m| m.promotion.is_none()), "{moves:?}");
    // By default the pawn on e8 is inert and lends nothing.
    assert!(!targets_in_problem(&pos, "d7").contains(&"xe8".to_string()));
}

#[test]
fn orphan_pawn_is_a_pawn_with_acquired_powers() {
    let k = named("Orphan Pawn");
    let mut pos = position("wKh1 bKa8 bSf4");
    pos.put(sq("e2"), Piece::new(k, Colour::White));
    let rules = Rules::default();
    let registry = fairy::registry_for_position(&pos, &rules).unwrap();
    let mut moves = MoveList::new();
    registry
        .get(k)
        .unwrap()
        .generate(&pos, sq("e2"), Colour::White, &mut moves);
    let to: BTreeSet<String> = moves.iter().map(|m| m.to.to_string()).collect();
    // Pawn: e3, e4 (double step); knight from the attacking f4 knight.
    assert!(to.contains("e3") && to.contains("e4"), "{to:?}");
    assert!(
        to.contains("c3") && to.contains("g1") && to.contains("f4"),
        "{to:?}"
    );
    assert!(moves
        .iter()
        .any(|m| m.to == sq("e4") && m.special == Special::DoubleStep));
}

/// The orthodox pieces rebuilt from their catalogue descriptors (pawn
/// included: promotion, double step, en passant) and plugged into the
/// general path must count exactly the orthodox perft numbers.
#[test]
fn descriptor_orthodox_pieces_match_orthodox_perft() {
    use nightrider_board::Relax;
    use nightrider_movegen::{in_check, WalkRegistry};
    let rules = Rules::default();
    let mut registry = WalkRegistry::new();
    for k in PieceKind::ORTHODOX {
        let walk = catalogue::walk(k).unwrap();
        registry.register(k, Arc::from(fairy::compile(&walk, &rules).unwrap()));
    }
    let cases = [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            3,
            8902,
        ),
        (
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            3,
            97862,
        ),
        ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 3, 2812),
        (
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            3,
            9467,
        ),
    ];
    for (fen, depth, nodes) in cases {
        let setup = nightrider_notation::fen::parse_fen(fen).unwrap();
        let mut pos = setup
            .validate(Relax::all(), |p| {
                in_check(
                    nightrider_movegen::Orthodox::new(p).unwrap(),
                    !p.side_to_move(),
                )
            })
            .unwrap();
        let generator = MoveGenerator::for_position(&pos, rules.clone(), &registry).unwrap();
        assert_eq!(
            generator.path(),
            nightrider_movegen::GenerationPath::General
        );
        assert_eq!(generator.perft(&mut pos, depth).unwrap(), nodes, "{fen}");
    }
}
