//! The move counting that prunes help and series play towards mate and
//! stalemate (`Options::mate_pruning`) never changes the solutions: on
//! generated short problems, the pruned and the plain search print the same.

use nightrider::board::{Colour, Move, PieceKind, Position, Square};
use nightrider::movegen::{MoveGenerator, MoveList, Rules, WalkRegistry};
use nightrider::notation::popeye::parse_input;
use nightrider::problem::Problem;
use nightrider::stipulation::intelligent::{Budget, Distances, Ending as GuideEnding, Guide};
use nightrider::stipulation::{Ending, MateReach};
use proptest::prelude::*;

const WHITE_KINDS: [&str; 5] = ["d", "t", "l", "s", "b"];

/// A piece near the black king: its kind and its file and rank offsets.
type Near = (usize, i8, i8);

/// Popeye input for a position given as pieces placed around the black
/// king (so that mates are near); the first piece on a square wins, pieces
/// off the board are left out, pawns stay off the first and last ranks.
fn problem_text(
    stipulation: &str,
    white_king: u8,
    black_king: u8,
    white: &[Near],
    black: &[Near],
    castling_kings: bool,
) -> String {
    let name = |sq: u8| format!("{}{}", (b'a' + sq % 8) as char, sq / 8 + 1);
    let mut taken = [false; 64];
    let (wk, bk) = if castling_kings {
        (4u8, 60u8)
    } else {
        (white_king, black_king)
    };
    taken[wk as usize] = true;
    taken[bk as usize] = true;
    let mut pieces = |list: &[Near]| -> String {
        let mut out = String::new();
        for &(kind, dx, dy) in list {
            let (x, y) = ((bk % 8) as i8 + dx, (bk / 8) as i8 + dy);
            if !(0..8).contains(&x) || !(0..8).contains(&y) {
                continue;
            }
            let sq = (y * 8 + x) as u8;
            let is_pawn = WHITE_KINDS[kind] == "b";
            if taken[sq as usize] || (is_pawn && !(8..56).contains(&sq)) {
                continue;
            }
            taken[sq as usize] = true;
            out.push_str(&format!(" {}{}", WHITE_KINDS[kind], name(sq)));
        }
        out
    };
    let mut white_pieces = pieces(white);
    let mut black_pieces = pieces(black);
    if castling_kings {
        for (sq, list) in [(0u8, &mut white_pieces), (63u8, &mut black_pieces)] {
            if !taken[sq as usize] {
                taken[sq as usize] = true;
                list.push_str(&format!(" t{}", name(sq)));
            }
        }
    }
    format!(
        "anfangproblem\nforderung {stipulation}\nsteine weiss k{}{white_pieces}\n schwarz k{}{black_pieces}\nEndeProblem\n",
        name(wk),
        name(bk)
    )
}

/// The printed solutions (or the refusal) with and without the pruning.
fn both_ways(text: &str) -> Option<(String, String)> {
    let parsed = parse_input(text);
    let problem = Problem::from_syntax(parsed.problems.first()?).ok()?;
    let run = |pruning: bool| {
        let mut problem = problem.clone();
        problem.options.mate_pruning = pruning;
        let mut out = String::new();
        let result = nightrider::solve(&problem, &Default::default(), |_, _, report| {
            // (the times of option MoveNumbers' progress lines differ
            // from run to run)
            let mut report = report.clone();
            for phase in &mut report.phases {
                let progress = phase.progress.iter_mut();
                for (_, p) in progress.chain(&mut phase.set_play_progress) {
                    p.millis = None;
                }
            }
            out.push_str(&format!("{report:?}\n"));
        });
        if let Err(e) = result {
            out.push_str(&format!("error: {e}\n"));
        }
        out
    };
    Some((run(true), run(false)))
}

/// The pruned and the plain search print the same for the generated
/// problem (see [`problem_text`]).
fn search_ways_agree(
    stipulation: &str,
    white_king: u8,
    black_king: u8,
    white: &[Near],
    black: &[Near],
    castling_kings: bool,
) -> Result<(), TestCaseError> {
    let text = problem_text(
        stipulation,
        white_king,
        black_king,
        white,
        black,
        castling_kings,
    );
    if let Some((pruned, plain)) = both_ways(&text) {
        prop_assert_eq!(pruned, plain, "{}", text);
    }
    Ok(())
}

fn stipulation() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "h#2", "h#2.5", "h=2", "h#1.5", "ser-h#3", "ser-#3", "ser-h=3", "ser-=3", "h#=2",
        "reci-h#2", "reci-h=2",
    ])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn pruned_and_plain_search_agree(
        stip in stipulation(),
        white_king in 0u8..64,
        black_king in 0u8..64,
        white in prop::collection::vec((0usize..5, -4i8..=4, -4i8..=4), 2..6),
        black in prop::collection::vec((0usize..5, -2i8..=2, -2i8..=2), 2..8),
        castling_kings in prop::bool::weighted(0.2),
    ) {
        prop_assume!(castling_kings || white_king != black_king);
        search_ways_agree(stip, white_king, black_king, &white, &black, castling_kings)?;
    }
}

proptest! {
    // reciprocal play searches both parts everywhere: few cases, or the
    // plain search makes this the slowest test of the suite
    #![proptest_config(ProptestConfig::with_cases(20))]

    /// Three moves of reciprocal help play: the guide of the help part,
    /// the filter of the mated side's last move, and the lengths the root
    /// tries before (no early end where they have no solution).
    #[test]
    fn pruned_and_plain_search_agree_in_longer_reciprocal_play(
        white_king in 0u8..64,
        black_king in 0u8..64,
        white in prop::collection::vec((0usize..5, -4i8..=4, -4i8..=4), 2..5),
        black in prop::collection::vec((0usize..5, -2i8..=2, -2i8..=2), 2..6),
    ) {
        prop_assume!(white_king != black_king);
        search_ways_agree("reci-h#3", white_king, black_king, &white, &black, false)?;
    }
}

/// Benchmark problems (Popeye's own examples) where the pruning does its
/// work: the same solutions either way.
#[test]
fn bench_help_and_series_problems_agree() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/bench/orthodox");
    for name in [
        "help-mate-4-bruteforce.inp",
        "help-stalemate-3-intelligent.inp",
    ] {
        let Ok(text) = std::fs::read_to_string(dir.join(name)) else {
            eprintln!("{name}: ../shared is not beside the checkout, skipped");
            continue;
        };
        let (pruned, plain) = both_ways(&text).expect("the problem is read");
        assert_eq!(pruned, plain, "{name}");
    }
}

/// The sides playing a line, first to last: `true` for the mating side,
/// `false` for the side to be mated or stalemated. The mating side plays last.
const PATTERNS: [&[bool]; 7] = [
    &[true],
    &[false, true],
    &[true, true],
    &[true, false, true],
    &[false, false, true],
    &[true, true, true],
    &[false, true, true],
];

/// Plays every line of `pattern` from `pos` (the side not due to move
/// passes, unless in check) and checks, for each line ending in mate or
/// stalemate, that the count allowed it from every position on the line.
fn check_lines(
    pos: &mut Position,
    generator: &MoveGenerator,
    reach: &MateReach,
    mated: Colour,
    pattern: &[bool],
    history: &mut Vec<Position>,
) -> Result<u32, String> {
    let Some(&mating_moves) = pattern.get(history.len()) else {
        let mut moves = MoveList::new();
        generator.legal_moves(pos, &mut moves).unwrap();
        if pos.side_to_move() != mated || !moves.is_empty() {
            return Ok(0);
        }
        let mate = generator.in_check(pos, mated).unwrap();
        let endings: &[Ending] = if mate {
            &[Ending::Mate, Ending::Boxed]
        } else {
            &[Ending::Boxed]
        };
        let n = history.len();
        for (i, start) in history.iter().enumerate() {
            let (w, b) = (i..n).fold(
                (0, 0),
                |(w, b), j| {
                    if pattern[j] {
                        (w + 1, b)
                    } else {
                        (w, b + 1)
                    }
                },
            );
            for &ending in endings {
                if !reach.may_end(start, mated, ending, w, b) {
                    return Err(format!(
                        "{ending:?} of {mated:?} reached in {w}+{b} moves but counted impossible from {start:?}"
                    ));
                }
            }
        }
        return Ok(1);
    };
    let mover = if mating_moves { !mated } else { mated };
    let passed = pos.side_to_move() != mover;
    if passed {
        if generator.in_check(pos, pos.side_to_move()).unwrap() {
            return Ok(0);
        }
        pos.play(&Move::null());
    }
    let mut moves = MoveList::new();
    generator.legal_moves(pos, &mut moves).unwrap();
    let mut found = 0;
    for m in moves.iter() {
        history.push(pos.clone());
        pos.play(m);
        let r = check_lines(pos, generator, reach, mated, pattern, history);
        pos.undo_move();
        history.pop();
        found += r?;
    }
    if passed {
        pos.undo_move();
    }
    Ok(found)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Direct soundness: every mate or stalemate reached by a line of up
    /// to three moves was allowed by the count at every position of it.
    #[test]
    fn every_mate_reached_was_counted_possible(
        white_king in 0u8..64,
        black_king in 0u8..64,
        white in prop::collection::vec((0usize..5, -4i8..=4, -4i8..=4), 2..6),
        black in prop::collection::vec((0usize..5, -2i8..=2, -2i8..=2), 2..8),
        castling_kings in prop::bool::weighted(0.2),
    ) {
        prop_assume!(castling_kings || white_king != black_king);
        let text = problem_text("h#1", white_king, black_king, &white, &black, castling_kings);
        let parsed = parse_input(&text);
        let Ok(problem) = Problem::from_syntax(&parsed.problems[0]) else {
            return Ok(());
        };
        let start = problem.twins[0].position.clone();
        let generator = MoveGenerator::for_position(&start, Rules::default(), &WalkRegistry::new()).unwrap();
        let reach = MateReach::new();
        for mated in [Colour::White, Colour::Black] {
            for pattern in PATTERNS {
                for first in [Colour::White, Colour::Black] {
                    let mut pos = start.clone();
                    pos.set_side_to_move_unrecorded(first);
                    // positions where the side not to move is in check are not legal
                    if generator.in_check(&pos, !first).unwrap() {
                        continue;
                    }
                    let r = check_lines(&mut pos, &generator, &reach, mated, pattern, &mut Vec::new());
                    prop_assert!(r.is_ok(), "{}\n{}", text, r.unwrap_err());
                }
            }
        }
    }
}

/// The king to be mated may castle into the mate: the count lets it move
/// two squares at once (h#1, checked with Popeye: 1.0-0 Qh5-h7#).
#[test]
fn castling_into_mate_is_found() {
    let text = "anfangproblem\nforderung h#1\nsteine weiss kc1 dh5 ld3\n schwarz ke8 th8 bf7 bg7\nEndeProblem\n";
    let (pruned, plain) = both_ways(text).expect("the problem is read");
    assert_eq!(pruned, plain);
    assert!(pruned.contains("solutions: [Line"), "{pruned}");
}

/// Popeye's problems where the counting once lost a solution: a pawn
/// taken en passant clears a line without the capturer staying on it
/// (EXAMPLES/pseries.inp 2: `3.f7-f5 g5*f6 ep. #`, a discovered mate), and
/// a castling king finds its rook's corner cleared by the castling itself
/// (REGRESSIONS/4_75_to_4_77.inp 5: `1.0-0 2.Kg8-h8 3.Rf8-g8 Rd1-h1 #`).
#[test]
fn en_passant_and_castling_clear_the_way() {
    let problems = [
        "beginproblem\npieces white kc1 ra1 ba2 pd5h4\n black kh7 bd8 sf2 pf7h6\nstipulation 2->pser-h#3\nendproblem\n",
        "beginproblem\npieces white rd1 black ke8 rh8 pg7\nstipulation ser-h#3\noption nowk\nendproblem\n",
    ];
    for text in problems {
        let (pruned, plain) = both_ways(text).expect("the problem is read");
        assert!(plain.contains("solutions: [Line"), "{plain}");
        assert_eq!(pruned, plain, "{text}");
    }
}

/// Plays every line of `pattern` from `pos` (as [`check_lines`]) while the
/// intelligent-mode guide, built at the start for the whole line, follows
/// it, and checks that every line ending in mate or stalemate kept some
/// configuration alive at every position of it, and that a move the tight
/// filters refuse ([`Guide::tight_allows`], [`Guide::tight_mating_allows`])
/// leaves no configuration alive.
#[allow(clippy::too_many_arguments)]
fn check_guided_lines(
    pos: &mut Position,
    generator: &MoveGenerator,
    dist: &Distances,
    guide: &mut Guide,
    mated: Colour,
    ending: GuideEnding,
    pattern: &[bool],
    ply: usize,
    alive_all_along: bool,
) -> Result<u32, String> {
    let left = |from: usize| {
        pattern[from..].iter().fold(
            (0, 0),
            |(w, b), &mating| {
                if mating {
                    (w + 1, b)
                } else {
                    (w, b + 1)
                }
            },
        )
    };
    let (w, b) = left(ply);
    let alive_all_along = alive_all_along && guide.may_end(w, b);
    let Some(&mating_moves) = pattern.get(ply) else {
        let mut moves = MoveList::new();
        generator.legal_moves(pos, &mut moves).unwrap();
        if pos.side_to_move() != mated || !moves.is_empty() {
            return Ok(0);
        }
        let mate = generator.in_check(pos, mated).unwrap();
        if (ending == GuideEnding::Mate && !mate) || (ending == GuideEnding::Stalemate && mate) {
            return Ok(0);
        }
        if !alive_all_along {
            return Err(format!(
                "{ending:?} of {mated:?} reached, but the guide lost it"
            ));
        }
        return Ok(1);
    };
    let mover = if mating_moves { !mated } else { mated };
    let passed = pos.side_to_move() != mover;
    if passed {
        if generator.in_check(pos, pos.side_to_move()).unwrap() {
            return Ok(0);
        }
        let side = pos.side_to_move();
        pos.play(&Move::null());
        guide.play(pos, dist, &Move::null(), side);
    }
    let mut moves = MoveList::new();
    generator.legal_moves(pos, &mut moves).unwrap();
    let mut found = 0;
    for m in moves.iter() {
        // the tight filters refuse only moves after which nothing is alive
        let refused = if mover == mated {
            guide
                .tight_targets()
                .is_some_and(|t| !guide.tight_allows(&t, dist, m))
        } else {
            guide
                .tight_mating_targets()
                .is_some_and(|t| !guide.tight_mating_allows(&t, dist, m))
        };
        pos.play(m);
        guide.play(pos, dist, m, mover);
        if refused && guide.alive() > 0 {
            return Err(format!(
                "{m:?} refused by the tight filter, but {} configurations stay alive",
                guide.alive()
            ));
        }
        let r = check_guided_lines(
            pos,
            generator,
            dist,
            guide,
            mated,
            ending,
            pattern,
            ply + 1,
            alive_all_along,
        );
        guide.undo();
        pos.undo_move();
        found += r?;
    }
    if passed {
        guide.undo();
        pos.undo_move();
    }
    Ok(found)
}

/// Direct soundness of intelligent mode on one generated position: along
/// every line of up to three moves that ends in mate or stalemate, the
/// guide built at its start keeps a configuration alive.
fn guide_keeps_every_mate(
    white_king: u8,
    black_king: u8,
    white: &[Near],
    black: &[Near],
    castling_kings: bool,
) -> Result<(), TestCaseError> {
    let text = problem_text("h#1", white_king, black_king, white, black, castling_kings);
    let parsed = parse_input(&text);
    let Ok(problem) = Problem::from_syntax(&parsed.problems[0]) else {
        return Ok(());
    };
    let start = problem.twins[0].position.clone();
    let generator =
        MoveGenerator::for_position(&start, Rules::default(), &WalkRegistry::new()).unwrap();
    let dist = Distances::new();
    for mated in [Colour::White, Colour::Black] {
        for ending in [
            GuideEnding::Mate,
            GuideEnding::Boxed,
            GuideEnding::Stalemate,
        ] {
            for pattern in PATTERNS {
                for first in [Colour::White, Colour::Black] {
                    let mut pos = start.clone();
                    pos.set_side_to_move_unrecorded(first);
                    if generator.in_check(&pos, !first).unwrap() {
                        continue;
                    }
                    let (w, b) =
                        pattern.iter().fold(
                            (0, 0),
                            |(w, b), &m| {
                                if m {
                                    (w + 1, b)
                                } else {
                                    (w, b + 1)
                                }
                            },
                        );
                    let budget = Budget {
                        mating_moves: w,
                        mated_moves: b,
                        max_configs: 1_000_000,
                    };
                    let Some(mut guide) = Guide::new(&pos, &dist, mated, ending, &budget) else {
                        continue;
                    };
                    let r = check_guided_lines(
                        &mut pos, &generator, &dist, &mut guide, mated, ending, pattern, 0, true,
                    );
                    prop_assert!(
                        r.is_ok(),
                        "{}\n{:?} to play, {:?} pattern {:?}: {}",
                        text,
                        first,
                        ending,
                        pattern,
                        r.unwrap_err()
                    );
                }
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn the_guide_never_loses_a_mate(
        white_king in 0u8..64,
        black_king in 0u8..64,
        white in prop::collection::vec((0usize..5, -4i8..=4, -4i8..=4), 2..6),
        black in prop::collection::vec((0usize..5, -2i8..=2, -2i8..=2), 2..8),
        castling_kings in prop::bool::weighted(0.2),
    ) {
        prop_assume!(castling_kings || white_king != black_king);
        guide_keeps_every_mate(white_king, black_king, &white, &black, castling_kings)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    /// With one or two pieces beside the mating king, a blocker that would
    /// surely parry the check is ruled out ([`parries_rule_out_blockers`]):
    /// the guide still keeps every mate, the mated side having many
    /// pieces next to its king (blockers, parrying or not).
    #[test]
    fn the_guide_never_loses_a_mate_by_a_lone_piece(
        white_king in 0u8..64,
        black_king in 0u8..64,
        white in prop::collection::vec((0usize..5, -3i8..=3, -3i8..=3), 1..3),
        black in prop::collection::vec((0usize..5, -1i8..=1, -1i8..=1), 3..9),
    ) {
        prop_assume!(white_king != black_king);
        guide_keeps_every_mate(white_king, black_king, &white, &black, false)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    /// The same as [`pruned_and_plain_search_agree`], the mating side
    /// having one or two pieces beside its king.
    #[test]
    fn pruned_and_plain_search_agree_with_a_lone_piece(
        stip in stipulation(),
        white_king in 0u8..64,
        black_king in 0u8..64,
        white in prop::collection::vec((0usize..5, -3i8..=3, -3i8..=3), 1..3),
        black in prop::collection::vec((0usize..5, -1i8..=1, -1i8..=1), 3..9),
    ) {
        prop_assume!(white_king != black_king);
        search_ways_agree(stip, white_king, black_king, &white, &black, false)?;
    }
}

/// Plays `line` (moves as from and to squares, a promotion's kind after
/// them: `e2e1n`) from the diagram of `text` while the guide of complete
/// stalemate positions, built at the start for the whole line, follows it
/// (a side that moves twice in a row passes in between, as in series play).
/// The line must end in stalemate, and the guide must keep a final
/// position alive all along.
fn stalemate_line_is_guided(
    text: &str,
    mated: Colour,
    (mating, mated_moves): (u32, u32),
    line: &[&str],
) {
    let parsed = parse_input(text);
    let problem = Problem::from_syntax(&parsed.problems[0]).expect("the problem is read");
    let mut pos = problem.twins[0].position.clone();
    let generator =
        MoveGenerator::for_position(&pos, Rules::default(), &WalkRegistry::new()).unwrap();
    let dist = Distances::new();
    let budget = Budget {
        mating_moves: mating,
        mated_moves,
        max_configs: 1_000_000,
    };
    let mut guide = Guide::new(&pos, &dist, mated, GuideEnding::Stalemate, &budget)
        .expect("the guide is built");
    assert!(guide.complete(), "the final positions are listed");
    let (mut left_mating, mut left_mated) = (mating, mated_moves);
    for text_move in line {
        assert!(
            guide.may_end(left_mating, left_mated),
            "lost before {text_move}"
        );
        let from = &text_move[..2];
        let mover = pos
            .piece_at(
                Square::ALL
                    .into_iter()
                    .find(|sq| sq.to_string() == from)
                    .unwrap(),
            )
            .expect("a piece moves")
            .colour;
        if pos.side_to_move() != mover {
            let side = pos.side_to_move();
            pos.play(&Move::null());
            guide.play(&pos, &dist, &Move::null(), side);
        }
        let mut moves = MoveList::new();
        generator.legal_moves(&mut pos, &mut moves).unwrap();
        let m = *moves
            .iter()
            .find(|m| {
                let promotion = m.promotion.map_or(String::new(), |k| {
                    ["q", "r", "b", "n"][[
                        PieceKind::QUEEN,
                        PieceKind::ROOK,
                        PieceKind::BISHOP,
                        PieceKind::KNIGHT,
                    ]
                    .iter()
                    .position(|&p| p == k)
                    .unwrap()]
                    .to_string()
                });
                format!("{}{}{}", m.from, m.to, promotion) == *text_move
            })
            .unwrap_or_else(|| panic!("{text_move} is not legal"));
        if mover == mated {
            left_mated -= 1;
        } else {
            left_mating -= 1;
        }
        pos.play(&m);
        guide.play(&pos, &dist, &m, mover);
    }
    let mut moves = MoveList::new();
    generator.legal_moves(&mut pos, &mut moves).unwrap();
    assert!(
        moves.is_empty() && !generator.in_check(&pos, mated).unwrap(),
        "no stalemate"
    );
    assert!(guide.may_end(0, 0), "the final position was lost");
}

/// Complete final positions of stalemate (intelligent mode): the final
/// positions of published problems are among them, whatever makes their
/// pieces immobile (blocks by either side, pins, promoted pieces).
#[test]
fn stalemate_final_positions_of_published_problems_are_found() {
    // Kardos, Themes 64 1957, h=8: every black piece but the king captured,
    // a white queen from a promoted pawn
    stalemate_line_is_guided(
        "begin pieces white kc4 pg2 black kb8 pc2c5e2g3g4 stipulation h=8 end",
        Colour::Black,
        (8, 8),
        &[
            "e2e1n", "c4c5", "e1f3", "g2f3", "c2c1b", "f3g4", "c1h6", "g4g5", "g3g2", "g5h6",
            "g2g1r", "h6h7", "g1g8", "h7g8q", "b8a7", "g8c8",
        ],
    );
    // a black pawn blocked by the white king, which guards nothing needed
    stalemate_line_is_guided(
        "begin pieces white ka5 rb1 black ka8 pa7 stipulation =1 end",
        Colour::Black,
        (1, 0),
        &["a5a6"],
    );
    // Funk, Problemkiste 1996, ser-h=12: a black pawn blocked by a white
    // one, another pinned, the others shut in by their own side
    stalemate_line_is_guided(
        "begin pieces white kd6 bh1 pa4c7 black kc8 qa7 rb7 bb5b8 sa8 pb6c6d7 stipulation ser-h=12 end",
        Colour::Black,
        (1, 12),
        &[
            "a8c7", "a7a8", "b8a7", "b7b8", "c8b7", "b7a6", "a6a5", "b5a6", "a6c8", "a5a6",
            "a6b7", "c7b5", "a4b5",
        ],
    );
}

/// The guide of intelligent mode against Black's king in the diagram of
/// Bartel's FA1937 (StrateGems 2020, reci-h#8), with `more_white` (Popeye's
/// piece list, e.g. " ph2") added, White having `mating` moves and Black
/// `mated`: how many configurations it lists, and how many are still
/// reachable.
fn fa1937_guide(more_white: &str, mating: u32, mated: u32) -> (usize, usize) {
    let text = format!(
        "beginproblem\nstipulation h#3\npieces white kh1 be5{more_white} black kd3 qe2 sa3 rd2\nendproblem\n"
    );
    let parsed = parse_input(&text);
    let problem = Problem::from_syntax(&parsed.problems[0]).expect("the problem is read");
    let pos = problem.twins[0].position.clone();
    let budget = Budget {
        mating_moves: mating,
        mated_moves: mated,
        max_configs: 1_000_000,
    };
    let guide = Guide::new(
        &pos,
        &Distances::new(),
        Colour::Black,
        GuideEnding::Mate,
        &budget,
    )
    .expect("the guide is built");
    (guide.configs(), guide.alive())
}

/// Each blocked square needs a piece of its own. With two white and three
/// black moves two mates are listed, both with Black's king on e1 (two
/// moves from d3): with d1 and e2 blocked (the rook to d1, the queen
/// staying), and with d1, d2 and e2 blocked. The second needs three
/// blockers on squares whose nearest piece is the rook or the queen each
/// time: counted square by square it needs one move, but the knight must
/// fill one of them, and then it needs more than the three Black has.
/// (A white pawn on h2, which takes part in no mate here, keeps the rule
/// of [`parries_rule_out_blockers`] out of it: it might pin or check.)
#[test]
fn each_block_needs_its_own_piece() {
    assert_eq!(fa1937_guide(" ph2", 2, 3), (2, 1));
}

/// The checker does not check across a blocked square. With one white and
/// six black moves the one mate listed is Black's king on a1 with b1 and
/// a2 blocked and the bishop checking along the long diagonal; with b2
/// blocked too the bishop could not check.
#[test]
fn no_check_across_a_block() {
    assert_eq!(fa1937_guide(" ph2", 1, 6), (1, 1));
}

/// Solves `text` with and without the pruning and checks that both find
/// every line of `lines` (and print the same).
fn both_find(text: &str, lines: &[&str]) {
    let (pruned, plain) = both_ways(text).expect("the problem is read");
    assert_eq!(pruned, plain, "{text}");
    for line in lines {
        assert!(plain.contains(line), "{line} missing from {plain}");
    }
}

/// A blocker that would parry the check may block where the parry is
/// illegal: the queen on g8 could take the knight on f7, but White's rook
/// pins it (the rook is no guard here: nothing is left for it to guard).
#[test]
fn a_pinned_blocker_may_stand_where_it_would_parry() {
    both_find(
        "beginproblem\nstipulation h#2\npieces white kc1 rb8 sd6 black kh8 qg8 pg7 ph7 pa7\nendproblem\n",
        &["mv: a6a5", "mv: d6f7"],
    );
}

/// ... or useless: the knight on f7 could take a knight checking from d6,
/// but the bishop on a4 checks too once the knight has left b5 (Popeye:
/// 1.a7-a6   2.a6-a5 Sb5-d6 #, beside 1.Sf7-e5 Sb5-d6 # and others).
#[test]
fn a_double_check_cannot_be_parried() {
    both_find(
        "beginproblem\nstipulation ser-h#2\npieces white kh1 ba4 sb5 black ke8 rd8 bf8 pe7 sf7 pa7\nendproblem\n",
        &["mv: a6a5", "mv: b5d6"],
    );
}

/// A line piece parries surely only onto a square next to it: the queen
/// on a4 blocks, though on an empty board it would take a knight checking
/// from c6, since the rook on b5 stands between (Popeye: 1.Kc1-b2
/// 2.Sd7-e5   3.Se5-c6 # and 2.Sd7-b8   3.Sb8-c6 #).
#[test]
fn a_line_piece_parries_only_next_to_it() {
    both_find(
        "beginproblem\nstipulation ser-#3\npieces white kc1 sd7 black kb4 bc5 qc4 rb5 qa4\nendproblem\n",
        &["mv: e5c6", "mv: b8c6"],
    );
}

/// A blocker must not parry the check. With White's bishop alone beside
/// its king nothing can pin a black piece or check beside the bishop, so
/// a piece that would surely capture the checker or step between cannot
/// be the one blocking: the mate on a1 above needs a2 and b1 blocked, and
/// each of Black's queen, rook and knight would parry from either square
/// (to b2, or the knight to c3), so it is no longer reachable. Nor is the
/// mate on e1 with d1 and e2 blocked: the rook or queen there steps to d2.
#[test]
fn parries_rule_out_blockers() {
    assert_eq!(fa1937_guide("", 1, 6), (1, 0));
    assert_eq!(fa1937_guide("", 2, 3), (2, 0));
}
