//! Every example position of CQLi's "Generating and Solving Chess
//! Problems" that has a stated answer and a FEN in the document.

use nightrider_board::{Colour, Position, Square};
use nightrider_notation::fen::parse_fen;
use nightrider_retro::puzzles::{maze, maze_with, switcheroo, triple_loyd, MazeRules};
use nightrider_retro::retractor::{render, solve, MateIn, Retractor, Then};

fn pos(fen: &str) -> Position {
    parse_fen(fen).expect("valid FEN").to_position_unchecked()
}

fn labels(v: &[nightrider_retro::puzzles::Swap]) -> Vec<String> {
    v.iter().map(|s| s.label.clone()).collect()
}

#[test]
fn switcheroo_coakley_2012() {
    let p = pos("1r1Q1B1k/pp3p1p/2nb1rpN/4q1N1/7P/1P4Pb/P1P2R2/R2B2K1 b - - 0 1");
    let (solutions, tries) = switcheroo(&p, Colour::Black).unwrap();
    for t in &tries {
        eprintln!("try {}: {}", t.label, t.analysis);
    }
    assert_eq!(labels(&solutions), vec!["bd6 <--> kh8"]);
    let mut t = labels(&tries);
    t.sort();
    assert_eq!(t, vec!["Ng5 <--> kh8", "rf6 <--> kh8"]);
    for tr in &tries {
        assert!(
            tr.analysis
                .to_string()
                .contains("Impossible check of Black King"),
            "{}",
            tr.analysis
        );
    }
}

#[test]
fn switcheroo_coakley_2() {
    let p = pos("2b2rk1/2pnqppp/4n3/p1b1pQN1/Br2P3/2N2PBP/PPP3P1/3R1R1K b - - 0 1");
    let (solutions, tries) = switcheroo(&p, Colour::Black).unwrap();
    for t in &tries {
        eprintln!("try {}: {}", t.label, t.analysis);
    }
    assert_eq!(labels(&solutions), vec!["Rf1 <--> kg8"]);
    let mut t = labels(&tries);
    t.sort();
    assert_eq!(
        t,
        vec![
            "Ba4 <--> kg8",
            "Ng5 <--> kg8",
            "Qf5 <--> ph7",
            "nd7 <--> kg8",
            "ne6 <--> kg8"
        ]
    );
}

#[test]
fn triple_loyd_1866() {
    let p = pos("8/8/8/8/6Q1/2K5/8/6B1 b - - 0 1");
    let (mates, stalemates, m1) = triple_loyd(&p).unwrap();
    assert_eq!(mates, vec![Square::E3]);
    assert_eq!(stalemates, vec![Square::H1]);
    assert_eq!(m1, vec![Square::A8]);
}

#[test]
fn rook_maze_in_17() {
    let p = pos("7k/7p/p1Pb1np1/8/4P3/3B4/PPP2P2/R3K3 w - - 0 1");
    let r = maze(&p, Square::A1).unwrap().unwrap();
    assert_eq!((r.length, r.paths), (17, 1));
    let path: Vec<String> = r.path.iter().map(|s| s.square.to_string()).collect();
    assert_eq!(
        path.join("-"),
        "a1-d1-d2-e2-e3-h3-h1-g1-g5-a5-a4-c4-c3-b3-b7-a7-a8-h8"
    );
}

#[test]
fn knight_maze_in_29() {
    let p = pos("Q3RR2/4B3/8/p2r1pP1/P4p2/8/1P1P1N2/1K3k2 w - - 0 1");
    let r = maze(&p, Square::F2).unwrap().unwrap();
    assert_eq!((r.length, r.paths), (29, 1));
    let path: Vec<String> = r.path.iter().map(|s| s.square.to_string()).collect();
    assert_eq!(
        path.join("-"),
        "f2-d1-c3-a2-c1-b3-a1-c2-a3-c4-b6-c8-a7-c6-b8-a6-c7-e6-g7-h5-f6-g8-h6-f7-h8-g6-h4-f3-h2-f1"
    );
}

/// Solves `stip` (`-1&#1` …, forward part direct mate) with the built-in
/// forward search and renders each line as `retractions | key moves`.
fn retractor_lines(p: &Position, stip: &str) -> Vec<String> {
    let (r, fwd) = Retractor::split(stip).unwrap().unwrap();
    let n: u32 = fwd.trim_start_matches('#').parse().unwrap();
    let sol = solve(p, &r, &mut MateIn(n)).unwrap();
    let mut out = Vec::new();
    render(&sol, |line| {
        let mut work = p.clone();
        work.clear_journal();
        work.set_side_to_move_unrecorded(Colour::Black);
        for r in line {
            r.retract(&mut work);
        }
        let keys = nightrider_retro::retractor::mating_moves(&mut work, n, false).unwrap();
        keys.iter().map(|k| format!("{}{}", k.from, k.to)).collect()
    })
    .into_iter()
    .for_each(|l| out.push(l.trim().to_string()));
    out
}

#[test]
fn loyd_retractor_1() {
    let p = pos("1B5r/5pp1/1p6/7p/p2P2N1/2Pn4/PP6/R4K1k b - - 0 1");
    let text = retractor_lines(&p, "-1&#1");
    assert_eq!(text, vec!["-1.a7xBb8=B ! &", "a7a8", "a7a8"]);
}

#[test]
fn loyd_retractor_2() {
    let p = pos("n7/2b2pq1/3P3p/p7/2k5/1R5P/3Q1P1K/1b4r1 b - - 0 1");
    let text = retractor_lines(&p, "-1&#1");
    assert_eq!(text, vec!["-1.e5xd6 e.p. ! &", "d2c3"]);
}

#[test]
fn one_move_retractor_types_agree_but_hoeg() {
    // With one retraction Proca, Klan and help retractors coincide; in a
    // Høeg retractor Black chooses the un-captured piece, and may choose a
    // queen on b8 (a7xQb8=B: 1.a8=Q? Qxa8) or nothing at all.
    let p = pos("1B5r/5pp1/1p6/7p/p2P2N1/2Pn4/PP6/R4K1k b - - 0 1");
    let proca = retractor_lines(&p, "-1&#1");
    assert_eq!(retractor_lines(&p, "klan-1&#1"), proca);
    assert_eq!(
        retractor_lines(&p, "help-1&#1"),
        vec!["-1.a7xBb8=B &", "a7a8", "a7a8"]
    );
    assert!(retractor_lines(&p, "hoeg-1&#1").is_empty());
}

#[test]
fn retractor_two_moves() {
    // White: Kh6, Pg7 — Black: Kh8. Black to move is stalemated; White
    // retracts 2 moves (Black's retraction in between chosen by White in
    // a help retractor) and mates in 1: a solution must exist and every
    // one of them must really mate after being replayed.
    let p = pos("7k/6P1/7K/8/8/8/8/8 b - - 0 1");
    let (r, _) = Retractor::split("help-2&#1").unwrap().unwrap();
    let sol = solve(&p, &r, &mut MateIn(1)).unwrap();
    assert!(!sol.keys.is_empty());
    for group in &sol.keys {
        let mut work = p.clone();
        work.clear_journal();
        work.set_side_to_move_unrecorded(Colour::Black);
        let mut step = &group[0];
        let mut count = 0;
        loop {
            assert!(nightrider_retro::retractions(&work)
                .unwrap()
                .contains(&step.retraction));
            step.retraction.retract(&mut work);
            count += 1;
            match &step.then {
                Then::Next(next) => step = next,
                Then::Forward => break,
                Then::Defences(_) => panic!("a help retractor has no defences"),
            }
        }
        assert_eq!(count, 3);
        assert!(nightrider_retro::retractor::mate_in(&mut work, 1).unwrap());
    }
}

#[test]
fn retraction_listing() {
    let p = pos("n7/2b2pq1/3P3p/p7/2k5/1R5P/3Q1P1K/1b4r1 b - - 0 1");
    let text = nightrider_retro::render_retractions(&p).unwrap();
    assert!(text.contains("Pe5x(P)d6 e.p."), "{text}");
    assert!(
        text.contains("Pawn e5 captured Pawn on d6 en passant"),
        "{text}"
    );
    assert!(
        text.starts_with("") && text.contains("possible last moves of white"),
        "{text}"
    );
}

#[test]
fn en_passant_proved_for_the_forward_play() {
    use nightrider_retro::retractor::forward_position;
    // White to move. Black's last move can only have been d7-d5: the king
    // on a8 is boxed in by its pawns and the bishop on b8, d6-d5 would have
    // left the White king on c5 in check, and c6 and e6 are occupied.
    let p = pos("kB6/pp6/2R1B3/2KpP3/8/8/8/8 w - - 0 1");
    let f = forward_position(&p)
        .unwrap()
        .expect("a previous Black move exists");
    let ep = f.en_passant().expect("the double step is proved");
    assert_eq!(ep.pawn, Square::D5);
    assert!(ep.passed.contains(Square::D6));
    // With d6 empty the single step is possible too: no e.p. right.
    let q = pos("kB6/pp6/2R1B3/3pP1K1/8/8/8/8 w - - 0 1");
    assert!(forward_position(&q)
        .unwrap()
        .unwrap()
        .en_passant()
        .is_none());
    // Castling is allowed where king and rook stand at home.
    let r = pos("4k2r/8/8/8/8/8/8/4K3 b - - 0 1");
    let f = forward_position(&r).unwrap().unwrap();
    assert!(!f.castling().is_empty());
}

#[test]
fn render_defence_tree() {
    use nightrider_retro::retractor::{Defence, Solution, Step};
    // Retractions taken from real positions: White a7xBb8=B, then Black's
    // Kh2-h1 and a White knight retraction.
    let mut p = pos("1B5r/5pp1/1p6/7p/p2P2N1/2Pn4/PP6/R4K1k b - - 0 1");
    p.clear_journal();
    let find = |p: &Position, text: &str| {
        nightrider_retro::retractions(p)
            .unwrap()
            .into_iter()
            .find(|r| r.to_string() == text)
            .unwrap_or_else(|| panic!("{text} not among the retractions"))
    };
    let w1 = find(&p, "Pa7x(B)b8=B");
    w1.retract(&mut p);
    let b1 = find(&p, "Kh2-h1");
    b1.retract(&mut p);
    let w2 = nightrider_retro::retractions(&p)
        .unwrap()
        .into_iter()
        .find(|r| r.to_string().starts_with('N'))
        .expect("a knight retraction");
    let w2_text = format!(
        "    -2.{} &",
        nightrider_retro::retractor::retraction_text(&w2)
    );
    let solution = Solution {
        keys: vec![vec![Step {
            retraction: w1,
            then: Then::Defences(vec![Defence {
                retraction: b1,
                answers: vec![vec![Step {
                    retraction: w2,
                    then: Then::Forward,
                }]],
            }]),
        }]],
        help: false,
    };
    let mut leaves = Vec::new();
    let lines = render(&solution, |line| {
        leaves.push(line.len());
        vec!["1.fwd".to_string()]
    });
    assert_eq!(
        lines,
        vec![
            "-1.a7xBb8=B !",
            "  -1...Kh2-h1",
            w2_text.as_str(),
            "      1.fwd",
        ]
    );
    assert_eq!(leaves, vec![3]);
}

/// A forward stipulation that holds by fiat: after White's second
/// retraction (move number 9: Black's retraction decremented it), and for
/// Black (forward defence) when `black_mates`.
struct Fiat {
    black_mates: bool,
    calls: [usize; 2],
}

impl nightrider_retro::retractor::Forward for Fiat {
    type Error = ();
    fn holds(&mut self, pos: &Position, swapped: bool) -> Result<bool, ()> {
        self.calls[usize::from(swapped)] += 1;
        Ok(if swapped {
            self.black_mates
        } else {
            pos.fullmove_number() == 9
        })
    }
    fn white_starts(&self) -> bool {
        true
    }
}

#[test]
fn defensive_search_and_forward_defence() {
    let p = pos("7k/6P1/7K/8/8/8/8/8 b - - 0 10");
    let (proca, _) = Retractor::split("-2&#1").unwrap().unwrap();
    let mut fiat = Fiat {
        black_mates: false,
        calls: [0, 0],
    };
    let sol = solve(&p, &proca, &mut fiat).unwrap();
    // White retractions work whenever Black has a retraction and White an
    // answer to each: the search finds keys, each with a defence tree.
    let all = nightrider_retro::retractions(&{
        let mut q = p.clone();
        q.clear_journal();
        q
    })
    .unwrap();
    assert!(!sol.keys.is_empty() && sol.keys.len() <= all.len());
    for group in &sol.keys {
        let Then::Defences(defences) = &group[0].then else {
            panic!("a defence tree expected")
        };
        assert!(!defences.is_empty());
        assert!(defences.iter().all(|d| !d.answers.is_empty()));
    }
    assert!(fiat.calls[1] > 0, "forward defence was tried");
    // When Black can reach the goal after its retraction, nothing works.
    let mut fiat = Fiat {
        black_mates: true,
        calls: [0, 0],
    };
    assert!(solve(&p, &proca, &mut fiat).unwrap().keys.is_empty());
    // In a help retractor Black never defends.
    let (help, _) = Retractor::split("help-2&#1").unwrap().unwrap();
    let mut fiat = Fiat {
        black_mates: true,
        calls: [0, 0],
    };
    let sol = solve(&p, &help, &mut fiat).unwrap();
    assert!(!sol.keys.is_empty());
    assert_eq!(fiat.calls[1], 0);
}

#[test]
fn maze_paths_are_written_as_cqli_writes_them() {
    let p = pos("7k/7p/p1Pb1np1/8/4P3/3B4/PPP2P2/R3K3 w - - 0 1");
    let r = maze(&p, Square::A1).unwrap().unwrap();
    assert_eq!(
        r.notation(),
        "Ra1-d1-d2-e2-e3-h3-h1-g1-g5-a5-a4-c4-c3-b3-b7-a7-a8-xh8"
    );
}

#[test]
fn a_maze_may_end_on_a_given_square() {
    // The rook walks to e3 instead of the king: a1-d1-d2-e2-e3, the first
    // five squares of the way to the king.
    let p = pos("7k/7p/p1Pb1np1/8/4P3/3B4/PPP2P2/R3K3 w - - 0 1");
    let rules = MazeRules {
        end: Some(Square::E3),
        ..MazeRules::default()
    };
    let r = maze_with(&p, Square::A1, &rules).unwrap().unwrap();
    assert_eq!(r.notation(), "Ra1-d1-d2-e2-e3");
    assert_eq!(r.paths, 1);
    // An end square held by the walker's own side cannot be reached.
    let own = MazeRules {
        end: Some(Square::B2),
        ..MazeRules::default()
    };
    assert_eq!(maze_with(&p, Square::A1, &own).unwrap(), None);
}

#[test]
fn a_pawn_maze_promotes_but_not_to_a_queen_unless_allowed() {
    // The pawn runs a7-a8 and must promote; a8=Q would take the king on
    // h8 at once (a8 ... h8 along the rank is blocked by nothing), so with
    // queens allowed the path is 2 moves, without them a rook does it too.
    let p = pos("7k/P7/8/8/8/8/8/K7 w - - 0 1");
    let r = maze(&p, Square::A7).unwrap().unwrap();
    assert_eq!(r.length, 2);
    assert_eq!(r.notation(), "Pa7-a8=R-xh8");
    assert_eq!(r.paths, 1, "only the rook reaches h8 in one more move");
    let queens = MazeRules {
        queen_promotion: true,
        ..MazeRules::default()
    };
    let q = maze_with(&p, Square::A7, &queens).unwrap().unwrap();
    assert_eq!((q.length, q.paths), (2, 2), "a8=Q and a8=R both take on h8");
}

#[test]
fn a_pawn_maze_uses_the_double_step_and_never_stops_on_attacked_squares() {
    // The black knight on c5 attacks b3 and d3 (not c3, c4); the pawn
    // walks c2-c4 at once, then c5 is occupied: no way through, so none.
    let blocked = pos("k7/8/8/2n5/8/8/2P5/K7 w - - 0 1");
    assert_eq!(maze(&blocked, Square::C2).unwrap(), None);
    // With the knight on g5 the way is free: c2-c4-c5-c6-c7-c8=R-xa8 is 6.
    let open = pos("k7/8/8/6n1/8/8/2P5/K7 w - - 0 1");
    let r = maze(&open, Square::C2).unwrap().unwrap();
    assert_eq!(r.length, 6);
    assert!(
        r.notation().starts_with("Pc2-c4-c5-c6-c7-c8="),
        "{}",
        r.notation()
    );
}

#[test]
fn a_pinned_walker_keeps_to_its_pin_line() {
    // The white rook on e2 is pinned by the rook on e8 against Ke1: it
    // may move only along the e-file, and e8 holds a rook, not the king.
    let p = pos("k3r3/8/8/8/8/8/4R3/4K3 w - - 0 1");
    assert_eq!(maze(&p, Square::E2).unwrap(), None);
    // Unpinned (king on d1), it goes e2-a2-xa8; pinned, that way was shut.
    let free = pos("k3r3/8/8/8/8/8/4R3/3K4 w - - 0 1");
    let r = maze(&free, Square::E2).unwrap().unwrap();
    assert_eq!(r.length, 2);
}
