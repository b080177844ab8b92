//! The reference interpreter against the definitions in the manuals.

use nightrider_board::catalogue::{self, Language};
use nightrider_board::walk::reference::{targets, Occupant, Target};
use nightrider_board::walk::PieceWalk;
use nightrider_board::{betza, Colour, Square, Walk};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn walk(code: &str) -> Walk {
    match catalogue::walk(catalogue::by_code(Language::English, code).unwrap()).unwrap() {
        PieceWalk::Walk(w) => w,
        other => panic!("{other:?}"),
    }
}

/// Targets of `w` on `from` with `friends` and `enemies` on the board.
fn t(w: &Walk, colour: Colour, from: &str, friends: &[&str], enemies: &[&str]) -> Vec<Target> {
    let f: Vec<Square> = friends.iter().map(|s| sq(s)).collect();
    let e: Vec<Square> = enemies.iter().map(|s| sq(s)).collect();
    let board = move |s: Square| {
        if f.contains(&s) {
            Occupant::Friend
        } else if e.contains(&s) {
            Occupant::Enemy
        } else {
            Occupant::Empty
        }
    };
    targets(w, colour, sq(from), &board, None)
}

fn tos(ts: &[Target]) -> Vec<String> {
    let mut v: Vec<String> = ts.iter().map(|t| t.to.to_string()).collect();
    v.sort();
    v
}

fn reaches(w: &Walk, from: &str, to: &str) -> bool {
    t(w, Colour::White, from, &[], &[])
        .iter()
        .any(|t| t.to == sq(to))
}

#[test]
fn orthodox_counts_on_empty_board() {
    let cases = [
        ("k", "e4", 8),
        ("q", "d4", 27),
        ("r", "a1", 14),
        ("b", "c1", 7),
        ("s", "a1", 2),
        ("s", "e4", 8),
    ];
    for (code, from, n) in cases {
        assert_eq!(
            t(&walk(code), Colour::White, from, &[], &[]).len(),
            n,
            "{code} {from}"
        );
    }
    // Pawn: single and double step, diagonal captures only.
    let p = walk("p");
    assert_eq!(
        tos(&t(&p, Colour::White, "e2", &[], &["d3"])),
        ["d3", "e3", "e4"]
    );
    assert_eq!(
        tos(&t(&p, Colour::White, "e2", &[], &["e3"])),
        Vec::<String>::new()
    );
    assert_eq!(tos(&t(&p, Colour::Black, "e7", &[], &[])), ["e5", "e6"]);
    assert_eq!(tos(&t(&p, Colour::White, "e3", &[], &[])), ["e4"]);
    // En passant.
    let ep = targets(
        &p,
        Colour::White,
        sq("e5"),
        &|_| Occupant::Empty,
        Some((sq("d6"), sq("d5"))),
    );
    assert!(ep.contains(&Target {
        to: sq("d6"),
        captured: Some(sq("d5"))
    }));
}

#[test]
fn zigzag_nightriders_follow_the_manual_examples() {
    // Popeye 4.104 manual: s1 b1-a3-c2-b4-d3, s2 a1-b3-c1-d3-e1,
    // s3 a1-b3-d4-e6-g7, s4 a1-c2-e1-g2, qn a1-b3-d2-e4-g3.
    for (code, from, path) in [
        ("s1", "b1", &["a3", "c2", "b4", "d3"][..]),
        ("s2", "a1", &["b3", "c1", "d3", "e1"][..]),
        ("s3", "a1", &["b3", "d4", "e6", "g7"][..]),
        ("s4", "a1", &["c2", "e1", "g2"][..]),
        ("qn", "a1", &["b3", "d2", "e4", "g3"][..]),
    ] {
        let w = walk(code);
        for to in path {
            assert!(reaches(&w, from, to), "{code}: {from} to {to}");
        }
        // Blocking the first step blocks the rest (where no other zigzag
        // reaches the second square).
        if !matches!(code, "s1" | "s3") {
            let blocked = t(&w, Colour::White, from, &[path[0]], &[]);
            assert!(!blocked.iter().any(|t| t.to == sq(path[1])), "{code}");
        }
    }
    // Crooked bishop (boyscout), UC-170-17: b1 via a2, b3, a4, b5, a6, b7 to a8.
    let bt = walk("bt");
    assert!(reaches(&bt, "b1", "a8"));
    assert!(!t(&bt, Colour::White, "b1", &["a4"], &[])
        .iter()
        .any(|t| t.to == sq("a8")));
}

#[test]
fn hoppers() {
    let g = walk("g");
    assert_eq!(tos(&t(&g, Colour::White, "a1", &["a4"], &[])), ["a5"]);
    assert_eq!(tos(&t(&g, Colour::White, "a1", &["a4"], &["a5"])), ["a5"]);
    assert_eq!(
        tos(&t(&g, Colour::White, "a1", &["a4", "a5"], &[])),
        Vec::<String>::new()
    );
    // Kangaroo: two hurdles, lands right behind the second.
    let ka = walk("ka");
    assert_eq!(
        tos(&t(&ka, Colour::White, "a1", &["a3", "a5"], &[])),
        ["a6"]
    );
    // Lion: anywhere beyond the hurdle, up to and including the first piece.
    let li = walk("li");
    assert_eq!(
        tos(&t(&li, Colour::White, "a1", &["a3"], &["a6"])),
        ["a4", "a5", "a6"]
    );
    // Pao: rook moves, captures over a screen.
    let pa = walk("pa");
    assert_eq!(
        tos(&t(&pa, Colour::White, "a1", &["b1", "a3"], &["a6"])),
        ["a2", "a6"]
    );
    // Locust: captures the hurdle, lands right behind it.
    let l = walk("l");
    let lt = t(&l, Colour::White, "a1", &[], &["c3"]);
    assert_eq!(
        lt,
        [Target {
            to: sq("d4"),
            captured: Some(sq("c3"))
        }]
    );
    assert!(t(&l, Colour::White, "a1", &[], &["c3", "d4"]).is_empty());
    // Grasshopper-2 lands two squares behind.
    assert_eq!(
        tos(&t(&walk("g2"), Colour::White, "a1", &["a3"], &[])),
        ["a5"]
    );
    // Moose: 45 degree deflection after the hurdle.
    assert_eq!(
        tos(&t(&walk("m"), Colour::White, "a1", &["a4"], &[])),
        ["b5"]
    );
    // Eagle: 90 degrees.
    assert_eq!(
        tos(&t(&walk("ea"), Colour::White, "d1", &["d4"], &[])),
        ["c4", "e4"]
    );
    // Hamster: back to the square before the hurdle.
    assert_eq!(
        tos(&t(&walk("ha"), Colour::White, "a1", &["a4"], &[])),
        ["a3"]
    );
    // Equihopper on a knight line and on a rook line.
    let eq = walk("eq");
    assert_eq!(tos(&t(&eq, Colour::White, "a1", &["b3"], &[])), ["c5"]);
    assert_eq!(tos(&t(&eq, Colour::White, "a1", &["a3"], &[])), ["a5"]);
    assert!(t(&eq, Colour::White, "a1", &["a3", "a4"], &[]).is_empty());
    // Non-stop equihopper ignores the other pieces: a3 and a4 both serve.
    assert_eq!(
        tos(&t(&walk("ne"), Colour::White, "a1", &["a3", "a4"], &[])),
        ["a5", "a7"]
    );
}

#[test]
fn lame_and_circular() {
    let ma = walk("ma");
    let all = tos(&t(&ma, Colour::White, "e4", &[], &[]));
    assert_eq!(all.len(), 8);
    // A piece on e5 blocks the mao's moves to d6 and f6 only.
    let blocked = tos(&t(&ma, Colour::White, "e4", &["e5"], &[]));
    assert_eq!(blocked.len(), 6);
    assert!(!blocked.contains(&"d6".to_string()) && !blocked.contains(&"f6".to_string()));
    // A piece on f5 blocks the moa's f6 and g5 moves.
    let mo = walk("mo");
    let blocked = tos(&t(&mo, Colour::White, "e4", &["f5"], &[]));
    assert_eq!(blocked.len(), 6);
    assert!(!blocked.contains(&"f6".to_string()) && !blocked.contains(&"g5".to_string()));
    // Rose: the octagon a1-b3-d4-f3-g1.
    let ro = walk("ro");
    for to in ["b3", "d4", "f3", "g1"] {
        assert!(reaches(&ro, "a1", to), "rose a1-{to}");
    }
    // Berolina pawn: double step diagonally, lame.
    let bp = walk("bp");
    assert!(reaches(&bp, "b2", "d4"));
    assert!(!t(&bp, Colour::White, "b2", &["c3"], &[])
        .iter()
        .any(|t| t.to == sq("d4")));
}

#[test]
fn reflecting_and_bent() {
    // Reflecting bishop from c1: b2, a3, then b4, c5, …
    let rb = walk("rb");
    assert!(reaches(&rb, "c1", "b4") && reaches(&rb, "c1", "e7"));
    // Cardinal: one reflection, mirrored at the board edge (Popeye: c2-d1-e1).
    let c = walk("c");
    assert!(reaches(&c, "c2", "e1") && reaches(&c, "c2", "h4"));
    assert!(reaches(&c, "c1", "a4") && !reaches(&c, "c1", "b4"));
    assert!(!reaches(&c, "c2", "h5"), "a second reflection");
    // UC-170-17 gryphon (griffin): F step then outward rook ride.
    let griffin = match catalogue::walk(catalogue::by_name("UC Gryphon").unwrap()).unwrap() {
        PieceWalk::Walk(w) => w,
        other => panic!("{other:?}"),
    };
    assert!(reaches(&griffin, "a1", "b2") && reaches(&griffin, "a1", "b8"));
    assert!(reaches(&griffin, "a1", "h2") && !reaches(&griffin, "a1", "a2"));
    // Popeye's gryphon: bishop + the pawn's step, which it lacks on the first rank.
    let gy = walk("gy");
    assert!(reaches(&gy, "d4", "d5") && reaches(&gy, "d4", "a1"));
    assert!(!reaches(&gy, "a1", "a2") && !reaches(&gy, "d4", "d3"));
    // Cylinder rook wraps around the files.
    let or = betza::parse("oR").unwrap();
    assert_eq!(t(&or, Colour::White, "a1", &["b1"], &[]).len(), 7 + 6);
}

mod properties {
    use super::*;
    use nightrider_board::walk::reference::component_targets;
    use proptest::prelude::*;

    fn any_catalogue_walk() -> impl Strategy<Value = Walk> {
        let walks: Vec<Walk> = catalogue::all()
            .iter()
            .filter_map(|e| match catalogue::walk(e.kind) {
                Ok(PieceWalk::Walk(w)) => Some(w),
                _ => None,
            })
            .collect();
        prop::sample::select(walks)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        /// Black's targets are White's mirrored top-bottom.
        #[test]
        fn colours_are_mirror_images(
            w in any_catalogue_walk(),
            from in 0u8..64,
            friends in any::<u64>(),
            enemies in any::<u64>(),
        ) {
            let from = Square::new(from).unwrap();
            let friends = friends & !(1u64 << from.index()) & 0x5555_0000_0000_aaaa;
            let enemies = enemies & !(1u64 << from.index()) & !friends & 0x00aa_5500_0055_aa00;
            let board = |s: Square| {
                if friends >> s.index() & 1 == 1 {
                    Occupant::Friend
                } else if enemies >> s.index() & 1 == 1 {
                    Occupant::Enemy
                } else {
                    Occupant::Empty
                }
            };
            let mirrored = |s: Square| board(s.flip_vertical());
            for c in w.components() {
                let white = component_targets(c, Colour::White, from, &board, None);
                let mut black: Vec<Target> = component_targets(c, Colour::Black, from.flip_vertical(), &mirrored, None)
                    .into_iter()
                    .map(|t| Target { to: t.to.flip_vertical(), captured: t.captured.map(Square::flip_vertical) })
                    .collect();
                black.sort();
                prop_assert_eq!(white.clone(), black);
                for t in &white {
                    prop_assert_ne!(board(t.to), Occupant::Friend);
                    prop_assert_ne!(t.to, from);
                }
            }
        }
    }
}
