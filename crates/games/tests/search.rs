//! Searches: a predicate over positions, mate-in-n puzzles (checked
//! against nightrider's own battle-play solver), mutual switcheroos.

use nightrider_board::{Colour, Move, Position, Square};
use nightrider_games::search::{mutual_switcheroo, unique_mate_key};
use nightrider_games::{find_positions, mate_puzzles, mutual_switcheroos, read_pgn, Game};
use nightrider_movegen::{in_check, legal_moves, Orthodox};
use nightrider_retro::retractor::mating_moves;
use nightrider_stipulation::{solve, Body, Mark, Options, Stipulation};

fn game(pgn: &str) -> Game {
    read_pgn(pgn).remove(0).unwrap()
}

#[test]
fn predicate_search_gives_game_references() {
    let games: Vec<Game> = read_pgn(include_str!("data/seed.pgn"))
        .into_iter()
        .map(Result::unwrap)
        .collect();
    let in_check_now = |p: &Position| in_check(Orthodox::new(p).unwrap(), p.side_to_move());
    let found = find_positions(&games[0], &in_check_now);
    let checking_moves = games[0].moves.iter().filter(|m| m.check).count();
    assert_eq!(found.len(), checking_moves);
    assert!(found.iter().all(|m| m.game.number == 1));
    assert_eq!(
        found.last().unwrap().last_move.as_ref().unwrap().san,
        "Qh3#"
    );
    // A predicate that never holds finds nothing.
    assert!(find_positions(&games[0], &|_| false).is_empty());
}

#[test]
fn mate_in_one_unique_and_not_played() {
    // Back-rank mate Ra8# is the only mate; the game played 1.Kg2.
    let g = game("[FEN \"6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\"]\n\n1.Kg2 h6 2.Ra8+ Kh7 *");
    let found = mate_puzzles(&g, 1, true);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].at.ply, 0);
    assert_eq!(found[0].key, "Ra8#");
    assert_eq!(found[0].played.as_deref(), Some("Kg2"));
    // Where the mate was played, `only_unplayed` leaves it out.
    let played = game("[FEN \"6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\"]\n\n1.Ra8# 1-0");
    assert_eq!(mate_puzzles(&played, 1, false).len(), 1);
    assert!(mate_puzzles(&played, 1, true).is_empty());
}

#[test]
fn mate_in_one_for_black() {
    // The same position with colours exchanged, Black to move.
    let g = game("[FEN \"r5k1/8/8/8/8/8/5PPP/6K1 b - - 0 1\"]\n\n1...Kf8 2.h3 *");
    let found = mate_puzzles(&g, 1, false);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].key, "Ra1#");
    assert_eq!(found[0].at.side_to_move, Colour::Black);
}

#[test]
fn two_mating_moves_are_no_puzzle() {
    // Ra8# and Rb8# both mate.
    let g = game("[FEN \"6k1/5ppp/8/8/8/8/8/RR4K1 w - - 0 1\"]\n\n*");
    assert!(mate_puzzles(&g, 1, false).is_empty());
    assert!(unique_mate_key(&g.start, 1).is_none());
    // And the mate in one is not a mate in two (shorter mates exist).
    assert!(unique_mate_key(&g.start, 2).is_none());
}

/// The orthodox game for nightrider's solver.
struct Plain(Position);

impl nightrider_stipulation::Game for Plain {
    fn position(&self) -> &Position {
        &self.0
    }
    fn legal_moves(&mut self, out: &mut Vec<Move>) {
        out.extend(
            legal_moves(Orthodox::new_unchecked(&self.0))
                .iter()
                .copied(),
        );
    }
    fn play(&mut self, m: &Move) {
        self.0.play(m);
    }
    fn undo(&mut self) {
        self.0.undo_move();
    }
    fn in_check(&mut self, side: Colour) -> bool {
        in_check(Orthodox::new_unchecked(&self.0), side)
    }
    fn set_side_to_move(&mut self, side: Colour) {
        self.0.set_side_to_move_unrecorded(side);
    }
}

/// The keys of `#n` by nightrider's solver (White to move).
fn engine_keys(pos: &Position, n: u32) -> Vec<Move> {
    let stip = Stipulation::parse(&format!("#{n}")).unwrap();
    let report = solve(&mut Plain(pos.clone()), &stip, &Options::default(), None).unwrap();
    match &report.phases[0].body {
        Body::Battle(b) => b
            .moves
            .iter()
            .filter(|a| a.mark == Mark::Key)
            .map(|a| a.info.mv)
            .collect(),
        Body::Lines { .. } => unreachable!("#n is battle play"),
    }
}

/// Random play with nightrider's own generator (deterministic).
fn random_positions(count: usize) -> Vec<Position> {
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut out = Vec::new();
    while out.len() < count {
        let mut pos = Position::startpos();
        for ply in 0..160 {
            let moves = legal_moves(Orthodox::new_unchecked(&pos));
            if moves.is_empty() {
                break;
            }
            // Captures (and White's checks) first now and then, so that
            // the board opens up and mates come near.
            let white = pos.side_to_move() == Colour::White;
            let caps: Vec<&Move> = moves
                .iter()
                .filter(|m| {
                    m.captures.any()
                        || (white
                            && nightrider_movegen::orthodox::gives_check(
                                Orthodox::new_unchecked(&pos),
                                m,
                            ) == Some(true))
                })
                .collect();
            let m = if !caps.is_empty() && next() % 2 == 0 {
                *caps[next() as usize % caps.len()]
            } else {
                moves[next() as usize % moves.len()]
            };
            pos.play(&m);
            pos.clear_journal();
            if ply > 20 && ply % 4 == 1 && pos.side_to_move() == Colour::White {
                out.push(pos.clone());
            }
        }
    }
    out
}

#[test]
fn mate_in_two_agrees_with_the_solver() {
    let mut with_mate = 0;
    let mut unique = 0;
    for pos in random_positions(1200) {
        let mut p = pos.clone();
        let ours: Vec<Move> = mating_moves(&mut p, 2, false).unwrap();
        let mut theirs = engine_keys(&pos, 2);
        let mut ours_sorted = ours.clone();
        let key = |m: &Move| (m.from.index(), m.to.index(), m.promotion.map(|k| k.idx()));
        ours_sorted.sort_by_key(key);
        theirs.sort_by_key(key);
        assert_eq!(ours_sorted, theirs, "{pos}");
        if std::env::var("SHOW").is_ok() && !ours.is_empty() {
            println!("{pos} {}", ours.len());
        }
        with_mate += usize::from(!ours.is_empty());
        if let Some(k) = unique_mate_key(&pos, 2) {
            unique += 1;
            assert_eq!(ours, [k]);
            assert!(engine_keys(&pos, 1).is_empty());
        }
    }
    assert!(with_mate >= 5, "{with_mate} positions with a mate in 2");
    assert!(unique >= 1, "{unique} unique mates in 2");
}

#[test]
fn mate_in_two_puzzles_in_a_game() {
    // Positions met in the random play above, each with a mate in two and
    // none in one; the solver's keys decide which are puzzles.
    let mut puzzles_found = 0;
    for fen in [
        "r7/n2n4/8/3Q4/6k1/4P2p/P1P2P2/R3KR2 w Q - 2 30",
        "rn6/n7/8/3p4/8/4P2p/P1PQBP1k/R3KR2 w Q - 0 26",
        "1rb1k1r1/p2p1p2/2p5/PQ2p1Np/7q/P1NP2P1/4P3/R3KB1R w KQ - 2 16",
    ] {
        let g = game(&format!("[FEN \"{fen}\"]\n\n*"));
        let keys = engine_keys(&g.start, 2);
        assert!(engine_keys(&g.start, 1).is_empty(), "{fen}");
        assert!(!keys.is_empty(), "{fen}");
        let puzzles = mate_puzzles(&g, 2, false);
        assert_eq!(puzzles.len(), usize::from(keys.len() == 1), "{fen}");
        assert_eq!(
            unique_mate_key(&g.start, 2).map(|k| vec![k]),
            (keys.len() == 1).then(|| keys.clone())
        );
        if let Some(p) = puzzles.first() {
            puzzles_found += 1;
            assert_eq!(p.n, 2);
            assert_eq!(p.at.ply, 0);
            // No mate in one there: not a #1 puzzle.
            assert!(mate_puzzles(&g, 1, false).is_empty());
        }
    }
    assert!(puzzles_found >= 1);
}

#[test]
fn seed_switcheroo_puzzles() {
    // CQLi's two solved switcheroos (Black to move, Black mated): the
    // solutions the seed gives are the retro crate's. Neither is mutual:
    // the first has one mating swap for each side, each with tries, but
    // both swap a king (bd6 <--> kh8, Kg1 <--> Bf8), which the seed's
    // search excludes.
    for fen in [
        "1r1Q1B1k/pp3p1p/2nb1rpN/4q1N1/7P/1P4Pb/P1P2R2/R2B2K1 b - - 0 1",
        "2b2rk1/2pnqppp/4n3/p1b1pQN1/Br2P3/2N2PBP/PPP3P1/3R1R1K b - - 0 1",
    ] {
        let pos: Position = fen.parse().unwrap();
        let (sol, _) = nightrider_retro::puzzles::switcheroo(&pos, Colour::Black).unwrap();
        assert_eq!(sol.len(), 1, "{fen}");
        let g = game(&format!("[FEN \"{fen}\"]\n\n*"));
        assert!(mutual_switcheroo(&pos).is_none(), "{fen}");
        assert!(mutual_switcheroos(&g).is_empty(), "{fen}");
    }
}

#[test]
fn start_position_has_no_switcheroo_or_puzzle() {
    let pos = Position::startpos();
    assert!(mutual_switcheroo(&pos).is_none());
    assert!(unique_mate_key(&pos, 1).is_none());
}

/// Swaps the pieces of two squares (named as in `Ng5`), castling and en
/// passant cleared, `side` to move.
fn swapped(pos: &Position, a: &str, b: &str, side: Colour) -> Position {
    let sq = |s: &str| Square::from_ascii(&s.as_bytes()[1..]).unwrap();
    let (a, b) = (sq(a), sq(b));
    let mut p = pos.clone();
    let (pa, pb) = (pos.piece_at(a).unwrap(), pos.piece_at(b).unwrap());
    p.put(a, pb);
    p.put(b, pa);
    p.set_castling_unrecorded(nightrider_board::CastlingRights::empty());
    p.set_en_passant_unrecorded(None);
    p.set_side_to_move_unrecorded(side);
    p
}

fn mated(p: &Position) -> bool {
    let o = Orthodox::new(p).unwrap();
    in_check(o, p.side_to_move()) && legal_moves(o).is_empty()
}

#[test]
fn mutual_switcheroo_found_in_a_game() {
    // Dai Changren - Chen Qi, ch-CHN 2025 (TWIC 1599), before 30.White:
    // found by searching the TWIC sample of pgn-reader's benchmarks.
    let fen = "r1br2k1/p3qpp1/Bp5p/3pB3/1P2P2n/2PQ3P/5PP1/R2R2K1 w - - 1 30";
    let g = game(&format!(
        "[White \"Dai,Changren\"]\n[Black \"Chen,Qi b\"]\n[FEN \"{fen}\"]\n\n30.Qe2 *"
    ));
    let found = mutual_switcheroos(&g);
    assert_eq!(found.len(), 1);
    let s = &found[0];
    assert_eq!(s.at.ply, 0);
    assert_eq!(s.game.white.as_deref(), Some("Dai,Changren"));
    // White (to move) is mated by swapping the black queen and the g2 pawn,
    // Black by swapping the white queen and the g7 pawn; the tries swap a
    // king. Each solution is checked here with the move generator.
    assert_eq!(s.solution, "qe7 <--> Pg2");
    assert_eq!(s.opponent_solution, "Qd3 <--> pg7");
    assert_eq!(s.tries, ["bc8 <--> Kg1"]);
    assert_eq!(s.opponent_tries, ["Rd1 <--> kg8"]);
    let pos = &g.start;
    assert!(mated(&swapped(pos, "qe7", "Pg2", Colour::White)));
    assert!(mated(&swapped(pos, "Qd3", "pg7", Colour::Black)));
    assert!(mated(&swapped(pos, "bc8", "Kg1", Colour::White)));
    // After 30.Qe2 the white queen is no longer on d3: no mutual switcheroo.
    let after = &g.positions()[1].position;
    assert!(mutual_switcheroo(after).is_none());
}

#[test]
#[ignore = "exploration: prints mutual switcheroos of random play"]
fn explore_switcheroos() {
    let t = std::time::Instant::now();
    let mut n = 0;
    let count = std::env::var("COUNT")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(300);
    for pos in random_positions(count) {
        n += 1;
        if let Some(s) = mutual_switcheroo(&pos) {
            println!("{pos} {s:?}");
        }
    }
    println!("{n} positions in {:?}", t.elapsed());
}
