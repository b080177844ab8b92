//! Proof games (`dia n`, `dia n.5`, `a=>b n`, `ser-dia n`): the corpus
//! problems with Popeye 4.104's solutions, the forms refused by name, and
//! property tests on random games (the game played is found, every
//! solution replays legally to the target).

mod common;

use common::{check, run_cli, solution};
use nightrider::board::{Move, PieceKind, Position};
use nightrider::movegen::strategy::games;
use nightrider::movegen::{legal_moves, Orthodox};
use nightrider::problem::Problem;
use nightrider::stipulation::{Body, Line};
use nightrider::{solve, SolveError, SolveOptions};
use nightrider_notation::popeye::parse_input;
use proptest::prelude::*;

/// REGRESSIONS 4_81_to_4_83 6: a dia2.5 and its twin, a dia3 whose
/// target moves the queen (Popeye 4.104).
#[test]
fn dia_n_5_and_a_twin() {
    let input = "begin\npieces white Ke1 qd1 ra1h1 bc1h7 Sb1g1 pa2b2c2d2e3f2g2h2\n\
                 black Kf7 qd8 ra8h8 bc8f8 Sb8g8 pa7b7c7d7e7f6g7\n\
                 stipulation dia2.5\ntwin move d8 e8 stipulation dia3\nend\n";
    let lines: Vec<String> = solution(input)
        .into_iter()
        .filter(|l| l.starts_with("  1."))
        .collect();
    assert_eq!(
        lines,
        [
            "  1.e2-e3 f7-f6   2.Bf1-d3 Ke8-f7   3.Bd3*h7 dia",
            "  1.e2-e3 f7-f6   2.Bf1-d3 Ke8-f7   3.Bd3*h7 Qd8-e8 dia",
        ]
    );
}

/// REGRESSIONS 4_47_to_4_49 15: no solution (a last move leaving its own
/// king attacked does not count).
#[test]
fn dia_without_solution() {
    check(
        "begin\nfors rsb1kbsr/pppp1ppp/8/4p3/5P1q/6K1/PPPPP1PP/RSBQ1BSR\nstip dia2.5\nend\n",
        &[],
    );
}

/// Short solutions are shown, and play stops where the target is reached
/// (Popeye 4.104 on the same problem: 303 lines, 301 with exact-).
#[test]
fn dia_shows_short_solutions() {
    let lines =
        solution("begin\nfors rsbqkbsr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RSBQKBSR\nstip dia3\nend\n");
    assert_eq!(lines.len(), 303);
    assert!(lines.contains(&"  1.e2-e4 e7-e5 dia".to_string()));
    assert!(lines.contains(&"  1.e2-e3 e7-e6   2.e3-e4 e6-e5 dia".to_string()));
    // the king may leave and come back: castling rights are not compared
    assert!(lines.contains(&"  1.e2-e4 Sg8-h6   2.Ke1-e2 e7-e5   3.Ke2-e1 Sh6-g8 dia".to_string()));
    let exact = solution(
        "begin\nfors rsbqkbsr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RSBQKBSR\nstip exact-dia3\nend\n",
    );
    assert_eq!(exact.len(), 301);
}

/// REGRESSIONS 4_55_to_4_57 2: a series proof game.
#[test]
fn ser_dia() {
    check(
        "begin\nstipulation ser-dia1\npieces white ke1 qd1 ra1h1 bc1f1 sb1g1 pa3b2c2d2e2f2g2h2\n\
         black ke8 qd8 ra8h8 bc8f8 sb8g8 pa7b7c7d7e7f7g7h7\nendproblem\n",
        &["  1.a2-a3 dia"],
    );
}

/// REGRESSIONS 4_55_to_4_57 20: a=>b, Black first, the check shown.
#[test]
fn a_to_b() {
    check(
        "begin\npieces white ba2 pd5\nblack kg8 pc7\nstipulation a=>b1\n\
         pieces white ba2 pc6\nblack kg8\noption nowk\nendproblem\n",
        &["  1.c7-c5 d5*c6 ep. + a=>b", "  1.c7-c6 d5*c6 + a=>b"],
    );
}

/// REGRESSIONS 4_51_to_4_53 7: a=>b with a fairy piece (a grasshopper).
#[test]
fn a_to_b_with_a_fairy_piece() {
    check(
        "begin\npieces white ga8\nblack ka1\nstipulation a=>b1\npieces white ga1\n\
         black ka2\noption nowk noboard\nendproblem\n",
        &["  1.Ka1-a2 Ga8-a1 a=>b"],
    );
}

/// REGRESSIONS 4_69_to_4_71 7: no solution with the kings swapped.
#[test]
fn a_to_b_without_solution() {
    check(
        "begin\nPieces White Kf7 Black Kh6 NHe8\nStipulation a=>b1\n\
         Pieces White Kh7 Black Kf8 NHe8\nendproblem\n",
        &[],
    );
}

/// An a=>b of n.5 moves: Black starts and plays the extra move, numbered
/// from `1.` (Popeye 4.104).
#[test]
fn a_to_b_n_5() {
    check(
        "begin\npieces white ke1 ra1 black ke8 pe7\nstip a=>b1.5\n\
         pieces white ke1 rd1 black ke8 pe5\nend\n",
        &["  1.e7-e6 Ra1-d1   2.e6-e5 a=>b"],
    );
    check(
        "begin\npieces white ke1 ra1 black ke8 pe7\nstip a=>b0.5\n\
         pieces white ke1 rd1 black ke8 pe7\nend\n",
        &[],
    );
}

/// REGRESSIONS 4_51_to_4_53 32: a=>b under Circe, a rook reborn on h1
/// castles (Popeye 4.104).
#[test]
fn a_to_b_under_circe() {
    check(
        "begin\nforsyth krR5/8/8/8/8/8/8/4K3\ncond Circe\nstip A=>B 1.0\n\
         forsyth k1r5/8/8/8/8/8/8/5RK1\nend\n",
        &["  1.Rb8*c8[+wRh1] 0-0 a=>b"],
    );
}

/// REGRESSIONS 4_37_to_4_41 3: a proof game under Circe Assassin, the
/// reborn pawn removing the rook on a2 (Popeye 4.104: one solution).
#[test]
fn dia_under_circe_assassin() {
    check(
        "begin\nStipulation dia 3\nCondition CirceAssassin\nPieces\n\
         White Pb4 Pa2 Pc2 Pd2 Pe2 Pf2 Pg2 Ph2 Sb1 Bc1 Qd1 Ke1 Bf1 Sg1 Rh1\n\
         Black Ra8 Sb8 Bc8 Qd8 Ke8 Rh8 Pa7 Pb7 Pc7 Pd7 Se7 Pf7 Pg7 Ph7 Pe6 Ba3\nend\n",
        &["  1.a2-a3 e7-e6   2.Ra1-a2 Bf8*a3[+wPa2]   3.b2-b4 Sg8-e7 dia"],
    );
}

/// REGRESSIONS 4_51_to_4_53 4 (without its StartMoveNumber): under
/// Hypervolage a unit changes colour on the way out and back; Sg1-f3
/// would check its own king once black (Popeye 4.104: these 11).
#[test]
fn dia_under_hypervolage() {
    check(
        "begin\nfors rsbqkbsr/pppppppp/8/8/8/8/PPPPPPPP/RSBQKBSR\nstip dia1.0\ncond hyperv\nend\n",
        &[
            "  1.Sb1-a3=b Sa3-b1=w dia",
            "  1.Sb1-c3=b Sc3-b1=w dia",
            "  1.Sg1-h3=b Sh3-g1=w dia",
            "  1.a2-a3=b a3-a2=w dia",
            "  1.b2-b3=b b3-b2=w dia",
            "  1.c2-c3=b c3-c2=w dia",
            "  1.d2-d3=b d3-d2=w dia",
            "  1.e2-e3=b e3-e2=w dia",
            "  1.f2-f3=b f3-f2=w dia",
            "  1.g2-g3=b g3-g2=w dia",
            "  1.h2-h3=b h3-h2=w dia",
        ],
    );
}

/// REGRESSIONS 4_81_to_4_83 8: a dia8.5 under ChecklessChess, which only
/// takes moves away, so the orthodox bound prunes (Popeye 4.104: one
/// solution, ending in a check that mates).
#[test]
fn dia_under_checkless_chess() {
    check(
        "begin\nstip dia 8.5\npieces white ke5 qd1 ra1h1 bc1f1 sd6g1 pa2b2c3d3d2f2g2h2 \
         black ke8 qd8 ra8g8 bf8 sb8f6 pa7b6c7d7e7f3g7h7\ncond ChecklessChess\nend\n",
        &[
            "  1.Sb1-c3 b7-b6   2.Sc3-e4 Bc8-a6   3.c2-c3 Ba6-d3   4.e2*d3 f7-f5   \
           5.Ke1-e2 Sg8-f6   6.Ke2-e3 Rh8-g8   7.Ke3-d4 f5-f4   8.Kd4-e5 f4-f3   \
           9.Se4-d6 + dia",
        ],
    );
}

/// REGRESSIONS 4_87_to_4_89 4: a=>b with option WhiteToPlay (White
/// starts, the length stays) under Influencer (Popeye 4.104).
#[test]
fn a_to_b_white_to_play_under_influencer() {
    let input = "begin\npieces white ke1 qd1 ra1h1 bc1f1 sf3b1 pa2b2c2d2e2f2g2h2\n\
                 black ke8 qd8 ra8h8 bc8f8 sg8b8 pa7b7c7d7e5f7g7h7\nStipulation a=>b1\n\
                 Condition Influencer\nPieces\nwhite Pe5e2g2f2c2h2b2d2a2 Rh1a1 Qd1 Ke1 Bf1c1 Sb1\n\
                 black Pd5b7c7h7g7a7f7 Qd8 Ra8h8 Ke8 Sb8g8 Bf8c8\noption white\nend\n";
    check(input, &["  1.Sf3*e5 d7-d5[e5=P] a=>b"]);
    let text = run_cli(input, "a_to_b_white.inp");
    assert!(text.contains("=> (White ->)"), "{text}");
    assert!(text.contains("  a=>b1 "), "{text}");
    assert!(!text.contains("not applicable"), "{text}");
}

/// The error of solving the first problem of `input`.
fn refusal(input: &str) -> String {
    let parsed = parse_input(input);
    match Problem::from_syntax(&parsed.problems[0]) {
        Err(e) => e.to_string(),
        Ok(problem) => match solve(&problem, &SolveOptions::default(), |_, _, _| {}) {
            Err(e) => e.to_string(),
            Ok(()) => panic!("solved: {input}"),
        },
    }
}

#[test]
fn what_is_not_implemented_is_refused_by_name() {
    let array = "pieces white ke1 qd1 ra1h1 bc1f1 sb1g1 pa3b2c2d2e2f2g2h2\n\
                 black ke8 qd8 ra8h8 bc8f8 sb8g8 pa7b7c7d7e7f7g7h7\n";
    for (stip, extra, named) in [
        (
            "dia1",
            "condition circe volcanic\n",
            "proof games under fairy conditions (Circe Volcanic)",
        ),
        ("dia1", "condition madrasi imitator c3\n", "Imitator"),
        ("ser-hdia2", "", "series-help proof games"),
        ("pser-dia1", "", "parry series proof games"),
        ("phser-dia1", "", "help parry series proof games"),
        ("hdia2", "", "help proof games"),
        ("2->dia2", "", "introductory moves before a proof game"),
    ] {
        let input = format!("begin\n{array}stipulation {stip}\n{extra}end\n");
        let text = refusal(&input);
        assert!(text.contains(named), "{stip}: {text}");
    }
    let text = refusal(
        "begin\npieces white ke1 black ke8 pe7\nstip ser-a=>b1\npieces white ke1 black ke8 pe5\n\
         option whitetoplay\nend\n",
    );
    assert!(text.contains("ser-a=>b with option WhiteToPlay"), "{text}");
    assert!(matches!(
        {
            let parsed = parse_input(
                "begin\npieces white ke1 black ke8 pe7\nstip dia1\ncondition circe parachute\nend\n",
            );
            let problem = Problem::from_syntax(&parsed.problems[0]).unwrap();
            solve(&problem, &SolveOptions::default(), |_, _, _| {})
        },
        Err(SolveError::Unsupported(_))
    ));
}

/// The board of `pos` as Popeye's `pieces` command.
fn pieces_command(pos: &Position) -> String {
    let mut white = String::from("pieces white");
    let mut black = String::from(" black");
    for sq in pos.occupied() {
        let piece = pos.piece_at(sq).unwrap();
        let code = match piece.kind {
            PieceKind::KING => "k",
            PieceKind::QUEEN => "q",
            PieceKind::ROOK => "r",
            PieceKind::BISHOP => "b",
            PieceKind::KNIGHT => "s",
            _ => "p",
        };
        let side = if piece.colour == nightrider::board::Colour::White {
            &mut white
        } else {
            &mut black
        };
        side.push_str(&format!(" {code}{sq}"));
    }
    white + &black
}

/// The solutions of `dia` with `plies` half-moves for the position after
/// `game`.
fn dia_solutions(target: &Position, plies: usize) -> Vec<Line> {
    let stip = if plies % 2 == 0 {
        format!("dia{}", plies / 2)
    } else {
        format!("dia{}.5", plies / 2)
    };
    let input = format!("begin\n{}\nstip {stip}\nend\n", pieces_command(target));
    let parsed = parse_input(&input);
    let problem = Problem::from_syntax(&parsed.problems[0]).unwrap();
    let mut lines = Vec::new();
    let options = SolveOptions {
        threads: 1,
        ..SolveOptions::default()
    };
    solve(&problem, &options, |_, _, report| {
        for phase in &report.phases {
            if let Body::Lines { solutions, .. } = &phase.body {
                lines.extend(solutions.iter().cloned());
            }
        }
    })
    .unwrap();
    lines
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Play up to 5 random half-moves, ask for `dia` of that length: the
    /// game played is among the solutions, and every solution replays
    /// legally from the game array to the target, no longer than asked
    /// and of the same parity.
    #[test]
    fn random_games_are_found(game in games(1..=5)) {
        let plies = game.moves.len();
        let lines = dia_solutions(game.last(), plies);
        let played: Vec<Move> = game.moves.clone();
        prop_assert!(
            lines.iter().any(|l| l.moves.iter().map(|m| m.info.mv).collect::<Vec<_>>() == played),
            "game {:?} not among {} solutions", played, lines.len()
        );
        for line in &lines {
            prop_assert!(line.moves.len() <= plies && line.moves.len() % 2 == plies % 2);
            let mut pos = Position::startpos();
            for m in &line.moves {
                let legal = legal_moves(Orthodox::new(&pos).unwrap());
                prop_assert!(legal.contains(&m.info.mv), "illegal {:?}", m.info.mv);
                pos.play(&m.info.mv);
            }
            prop_assert_eq!(pos.board(), game.last().board());
        }
    }
}

/// The conditions the random fairy proof games are played under: their
/// input line and the condition.
fn fairy_conditions() -> [(&'static str, nightrider::conditions::condition::Condition); 3] {
    use nightrider::conditions::condition::{CirceRules, Condition};
    [
        ("circe", Condition::Circe(CirceRules::default())),
        (
            "anticirce",
            Condition::AntiCirce(CirceRules {
                strict: true,
                ..CirceRules::default()
            }),
        ),
        (
            "madrasi",
            Condition::Madrasi {
                rex_inclusive: false,
            },
        ),
    ]
}

/// The engine of `condition` on the game array, and the position to play
/// from.
fn fairy_game(
    condition: nightrider::conditions::condition::Condition,
) -> (nightrider::conditions::Engine, Position) {
    use nightrider::conditions::{Assembled, EngineBuilder};
    use nightrider::movegen::{MoveGenerator, Rules, WalkRegistry};
    let start = Position::startpos();
    let conditions = [condition];
    let builder = EngineBuilder::new(&start, &conditions).castling_rooks(start.castling());
    let rules = builder.rules(Rules::default());
    let generator = MoveGenerator::for_position(&start, rules, &WalkRegistry::new()).unwrap();
    match builder.build(generator).unwrap() {
        Assembled::Engine { engine, start } => (*engine, *start),
        Assembled::Plain(_) => panic!("a fairy condition needs its engine"),
    }
}

/// The legal moves of the side to move under `engine`.
fn engine_moves(engine: &nightrider::conditions::Engine, pos: &mut Position) -> Vec<Move> {
    let mut list = nightrider::movegen::MoveList::new();
    engine.legal_moves(pos, &mut list);
    list.iter().copied().collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Under Circe, AntiCirce (the changed-squares bound) and Madrasi (the
    /// orthodox bound): play up to 6 random half-moves (captures, and so
    /// rebirths, preferred), ask for `dia` of that length under the
    /// condition: the game played is among the solutions, and every
    /// solution replays legally from the game array to the target.
    #[test]
    fn random_fairy_games_are_found(
        which in 0usize..3,
        choices in proptest::collection::vec(any::<u16>(), 1..=6),
    ) {
        let (line, condition) = fairy_conditions()[which].clone();
        let (engine, start) = fairy_game(condition);
        let mut pos = start.clone();
        let mut played = Vec::new();
        let mut earlier = vec![pos.board().to_vec()];
        for choice in &choices {
            let moves = engine_moves(&engine, &mut pos);
            if moves.is_empty() {
                break;
            }
            let captures: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|m| pos.piece_at(m.to).is_some())
                .collect();
            let pool = if captures.is_empty() || choice % 2 == 0 { &moves } else { &captures };
            let m = pool[usize::from(*choice / 2) % pool.len()];
            engine.play(&mut pos, &m);
            played.push(m);
            earlier.push(pos.board().to_vec());
        }
        let plies = played.len();
        earlier.pop();
        // (play stops where the target is reached: a game that passes
        // through it earlier is no solution)
        prop_assume!(plies > 0 && !earlier.contains(&pos.board().to_vec()));
        let stip = if plies % 2 == 0 {
            format!("dia{}", plies / 2)
        } else {
            format!("dia{}.5", plies / 2)
        };
        let input = format!(
            "begin\n{}\nstip {stip}\ncondition {line}\nend\n",
            pieces_command(&pos)
        );
        let parsed = parse_input(&input);
        let problem = Problem::from_syntax(&parsed.problems[0]).unwrap();
        let mut lines = Vec::new();
        let options = SolveOptions { threads: 1, ..SolveOptions::default() };
        solve(&problem, &options, |_, _, report| {
            for phase in &report.phases {
                if let Body::Lines { solutions, .. } = &phase.body {
                    lines.extend(solutions.iter().cloned());
                }
            }
        })
        .unwrap();
        prop_assert!(
            lines.iter().any(|l| l.moves.iter().map(|m| m.info.mv).collect::<Vec<_>>() == played),
            "game {:?} not among {} solutions", played, lines.len()
        );
        for line in &lines {
            let mut replay = start.clone();
            for m in &line.moves {
                let legal = engine_moves(&engine, &mut replay);
                prop_assert!(legal.contains(&m.info.mv), "illegal {:?}", m.info.mv);
                engine.play(&mut replay, &m.info.mv);
            }
            prop_assert_eq!(replay.board(), pos.board());
        }
    }
}
