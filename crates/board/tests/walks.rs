//! Spot checks of well-known pieces against their definitions.

use nightrider_board::catalogue::{self, Language};
use nightrider_board::walk::{
    Action, Atom, Component, Dirs, Landing, Mode, Path, PieceWalk, Ranks, SpecialWalk, Turn, Walk,
    UNLIMITED,
};

fn walk_of(code: &str) -> Walk {
    let kind = catalogue::by_code(Language::English, code).unwrap_or_else(|| panic!("code {code}"));
    match catalogue::walk(kind).unwrap() {
        PieceWalk::Walk(w) => w,
        other => panic!("{code} has no descriptor walk: {other:?}"),
    }
}

fn c(atom: Atom, range: u8) -> Component {
    Component::ride(atom, range)
}

fn hop(atom: Atom, range: u8, hurdles: u8, landing: Landing, turn: Turn) -> Component {
    Component {
        action: Action::Hop {
            hurdles,
            landing,
            turn,
        },
        ..c(atom, range)
    }
}

fn w(components: Vec<Component>) -> Walk {
    Walk::new(components, false).unwrap()
}

fn dirs(atom: Atom, pred: impl Fn(i8, i8) -> bool) -> Dirs {
    Dirs::select(atom, pred)
}

#[test]
fn leapers_and_riders() {
    assert_eq!(walk_of("z"), w(vec![c(Atom::Z, 1)]));
    assert_eq!(walk_of("ca"), w(vec![c(Atom::C, 1)]));
    assert_eq!(walk_of("gi"), w(vec![c(Atom::new(1, 4).unwrap(), 1)]));
    assert_eq!(walk_of("an"), w(vec![c(Atom::new(3, 4).unwrap(), 1)]));
    assert_eq!(walk_of("n"), w(vec![c(Atom::N, UNLIMITED)]));
    assert_eq!(walk_of("gn"), w(vec![c(Atom::N, 1), c(Atom::C, 1)]));
    assert_eq!(
        walk_of("am"),
        w(vec![
            c(Atom::W, UNLIMITED),
            c(Atom::F, UNLIMITED),
            c(Atom::N, 1)
        ])
    );
    assert_eq!(walk_of("em"), w(vec![c(Atom::W, UNLIMITED), c(Atom::N, 1)]));
    assert_eq!(walk_of("pr"), w(vec![c(Atom::F, UNLIMITED), c(Atom::N, 1)]));
    assert_eq!(
        walk_of("rf"),
        w(vec![
            c(Atom::new(5, 5).unwrap(), 1),
            c(Atom::new(1, 7).unwrap(), 1)
        ])
    );
    // Every vector of the giraffe is a (1,4) leap.
    let g = walk_of("gi");
    let vs: Vec<_> = g.components()[0]
        .dirs
        .vectors(g.components()[0].atom)
        .map(|(_, v)| v)
        .collect();
    assert_eq!(vs.len(), 8);
    assert!(vs
        .iter()
        .all(|&(x, y)| (x.abs(), y.abs()) == (1, 4) || (x.abs(), y.abs()) == (4, 1)));
}

#[test]
fn grasshopper_family() {
    let g = |atom| hop(atom, UNLIMITED, 1, Landing::Behind(1), Turn::Straight);
    assert_eq!(walk_of("g"), w(vec![g(Atom::W), g(Atom::F)]));
    assert_eq!(walk_of("nh"), w(vec![g(Atom::N)]));
    assert_eq!(
        walk_of("ka"),
        w(vec![
            hop(Atom::W, UNLIMITED, 2, Landing::Behind(1), Turn::Straight),
            hop(Atom::F, UNLIMITED, 2, Landing::Behind(1), Turn::Straight),
        ])
    );
    assert_eq!(
        walk_of("g2"),
        w(vec![
            hop(Atom::W, UNLIMITED, 1, Landing::Behind(2), Turn::Straight),
            hop(Atom::F, UNLIMITED, 1, Landing::Behind(2), Turn::Straight),
        ])
    );
    // Kinghopper: the hurdle must be adjacent.
    assert_eq!(
        walk_of("kh"),
        w(vec![
            hop(Atom::W, 1, 1, Landing::Behind(1), Turn::Straight),
            hop(Atom::F, 1, 1, Landing::Behind(1), Turn::Straight),
        ])
    );
    for (code, turn) in [
        ("m", Turn::Deg45),
        ("ea", Turn::Deg90),
        ("sw", Turn::Deg135),
        ("ha", Turn::Deg180),
    ] {
        assert_eq!(
            walk_of(code),
            w(vec![
                hop(Atom::W, UNLIMITED, 1, Landing::Behind(1), turn),
                hop(Atom::F, UNLIMITED, 1, Landing::Behind(1), turn),
            ]),
            "{code}"
        );
    }
    assert_eq!(walk_of("mg").components().len(), 10);
}

#[test]
fn lions_and_chinese_pieces() {
    let lion = |atom| hop(atom, UNLIMITED, 1, Landing::Beyond, Turn::Straight);
    assert_eq!(walk_of("li"), w(vec![lion(Atom::W), lion(Atom::F)]));
    let mv = |atom| Component {
        mode: Mode::MOVE,
        ..c(atom, UNLIMITED)
    };
    let cap = |atom| Component {
        mode: Mode::CAPTURE,
        ..lion(atom)
    };
    assert_eq!(walk_of("pa"), w(vec![mv(Atom::W), cap(Atom::W)]));
    assert_eq!(walk_of("va"), w(vec![mv(Atom::F), cap(Atom::F)]));
    assert_eq!(
        walk_of("le"),
        w(vec![mv(Atom::W), mv(Atom::F), cap(Atom::W), cap(Atom::F)])
    );
    assert_eq!(walk_of("na"), w(vec![mv(Atom::N), cap(Atom::N)]));
}

#[test]
fn rose_mao_moa() {
    let rose = Component {
        path: Path::Circular,
        ..c(Atom::N, UNLIMITED)
    };
    assert_eq!(walk_of("ro"), w(vec![rose]));
    let mao = Component {
        path: Path::Lame,
        ..c(Atom::N, 1)
    };
    assert_eq!(walk_of("ma"), w(vec![mao]));
    let moa = Component {
        path: Path::LameDiagonalFirst,
        ..c(Atom::N, 1)
    };
    assert_eq!(walk_of("mo"), w(vec![moa]));
    assert_eq!(
        walk_of("ao"),
        w(vec![Component {
            range: UNLIMITED,
            ..mao
        }])
    );
}

#[test]
fn locust_and_equihoppers() {
    let locust = |atom| Component {
        action: Action::Locust,
        mode: Mode::CAPTURE,
        ..c(atom, UNLIMITED)
    };
    assert_eq!(walk_of("l"), w(vec![locust(Atom::W), locust(Atom::F)]));
    let eq = |atom, range, nonstop| Component {
        action: Action::EquiHop { nonstop },
        ..c(atom, range)
    };
    let all_lines = |nonstop| {
        w(vec![
            eq(Atom::W, UNLIMITED, nonstop),
            eq(Atom::F, UNLIMITED, nonstop),
            eq(Atom::N, 1, nonstop),
            eq(Atom::C, 1, nonstop),
            eq(Atom::Z, 1, nonstop),
        ])
    };
    assert_eq!(walk_of("eq"), all_lines(false));
    assert_eq!(walk_of("ne"), all_lines(true));
    assert_eq!(
        walk_of("or"),
        w(vec![
            eq(Atom::W, UNLIMITED, false),
            eq(Atom::F, UNLIMITED, false)
        ])
    );
}

#[test]
fn pawns() {
    let pawn = walk_of("p");
    assert!(pawn.is_pawn());
    let fw = Component {
        mode: Mode::MOVE,
        dirs: dirs(Atom::W, |_, y| y > 0),
        ..c(Atom::W, 1)
    };
    let ff = Component {
        mode: Mode::CAPTURE | Mode::EN_PASSANT,
        dirs: dirs(Atom::F, |_, y| y > 0),
        ..c(Atom::F, 1)
    };
    let double = Component {
        mode: Mode::MOVE,
        dirs: dirs(Atom::D, |_, y| y > 0),
        path: Path::Lame,
        ranks: Ranks::Initial,
        ..c(Atom::D, 1)
    };
    assert_eq!(pawn, Walk::new(vec![fw, ff, double], true).unwrap());
    let bp = walk_of("bp");
    let mv = Component {
        mode: Mode::MOVE,
        dirs: dirs(Atom::F, |_, y| y > 0),
        ..c(Atom::F, 1)
    };
    // It captures straight ahead, en passant included (Popeye's corpus:
    // REGRESSIONS/4_63_to_4_65 problem 17, `1.BPe5*e6 ep.`).
    let cap = Component {
        mode: Mode::CAPTURE | Mode::EN_PASSANT,
        dirs: dirs(Atom::W, |_, y| y > 0),
        ..c(Atom::W, 1)
    };
    let double = Component {
        mode: Mode::MOVE,
        dirs: dirs(Atom::A, |_, y| y > 0),
        path: Path::Lame,
        ranks: Ranks::Initial,
        ..c(Atom::A, 1)
    };
    assert_eq!(bp, Walk::new(vec![mv, cap, double], true).unwrap());
}

#[test]
fn reflecting_and_crooked() {
    let refl = |max_reflections, corners, at_edge| Component {
        path: Path::Reflecting {
            max_reflections,
            corners,
            at_edge,
        },
        ..c(Atom::F, UNLIMITED)
    };
    assert_eq!(walk_of("c"), w(vec![refl(1, false, true)]));
    assert_eq!(walk_of("rb"), w(vec![refl(0, true, false)]));
    assert_eq!(walk_of("ar"), w(vec![refl(1, false, false)]));
    let zz = |atom, axis| Component {
        path: Path::Zigzag { axis },
        ..c(atom, UNLIMITED)
    };
    assert_eq!(walk_of("bt"), w(vec![zz(Atom::F, (0, 2))]));
    assert_eq!(walk_of("gt"), w(vec![zz(Atom::W, (1, 1))]));
    assert_eq!(walk_of("qn"), w(vec![zz(Atom::N, (1, 3))]));
    let gryphon = Component {
        path: Path::Bent,
        ..c(Atom::F, UNLIMITED)
    };
    let uc = catalogue::by_name("UC Gryphon").unwrap();
    assert_eq!(
        catalogue::walk(uc).unwrap(),
        PieceWalk::Walk(w(vec![gryphon]))
    );
}

#[test]
fn uc_pieces_by_name() {
    let get = |name: &str| match catalogue::walk(catalogue::by_name(name).unwrap()).unwrap() {
        PieceWalk::Walk(w) => w,
        other => panic!("{name}: {other:?}"),
    };
    // Barc: knight restricted to wide forward and narrow backward moves.
    let barc = get("BARC");
    assert_eq!(
        barc,
        w(vec![Component {
            dirs: dirs(Atom::N, |x, y| (y > 0 && x.abs() > y.abs())
                || (y < 0 && y.abs() > x.abs())),
            ..c(Atom::N, 1)
        }])
    );
    // Lance: forward rook.
    assert_eq!(
        get("lance"),
        w(vec![Component {
            dirs: dirs(Atom::W, |x, y| x == 0 && y > 0),
            ..c(Atom::W, UNLIMITED)
        }])
    );
    // Cylindrical rook wraps.
    assert!(get("CYLINDRICAL_ROOK").components()[0].cylinder);
    // Gold general: wazir + forward fers.
    assert_eq!(
        get("Gold General"),
        w(vec![
            c(Atom::W, 1),
            Component {
                dirs: dirs(Atom::F, |_, y| y > 0),
                ..c(Atom::F, 1)
            }
        ])
    );
    assert_eq!(
        catalogue::walk(catalogue::by_name("long leaper").unwrap()).unwrap(),
        PieceWalk::Special(SpecialWalk::LongLeaper)
    );
    // Shared pieces are merged: the UC zebra is Popeye's zebra.
    assert_eq!(
        catalogue::by_name("ZEBRA"),
        catalogue::by_code(Language::German, "z")
    );
    assert_eq!(
        catalogue::by_name("chancellor"),
        catalogue::by_code(Language::English, "em")
    );
    assert_eq!(
        catalogue::by_name("Cannon"),
        catalogue::by_code(Language::English, "pa")
    );
}

#[test]
fn kernel_classification_and_orientation() {
    use nightrider_board::Colour;
    let n = walk_of("s");
    assert!(n.components()[0].is_plain_leaper());
    let q = walk_of("q");
    assert!(q.components().iter().all(|c| c.is_plain_rider()));
    assert!(!walk_of("g").components()[0].is_plain_rider());
    let p = walk_of("p");
    let mv = p.components().iter().find(|c| c.atom == Atom::W).unwrap();
    let white: Vec<_> = mv.oriented_vectors(Colour::White).map(|(_, v)| v).collect();
    let black: Vec<_> = mv.oriented_vectors(Colour::Black).map(|(_, v)| v).collect();
    assert_eq!((white, black), (vec![(0, 1)], vec![(0, -1)]));
}
