//! Play-through: every move of a printed solution is found where the
//! printer says it stands, and its path of moves replays legally from the
//! twin's position, for whole reports and for streamed solutions, over
//! problems of every kind of play (battle play with set play, threats,
//! tries and refutations; help and series play with set play and
//! introductions; fairy conditions and attributes; duplex).

use nightrider::problem::Problem;
use nightrider::render::{solution_with_moves, streamed_lines_with_moves, PrintedMove};
use nightrider::{solve, solve_events, Event, PlayThrough, SolveOptions};
use std::path::Path;

const FILES: [&str; 5] = [
    "tests/data/battle-phases/battle-options.inp",
    "tests/data/solutions/intro-play.inp",
    "tests/data/solutions/jigger-and-functionary-help-play.inp",
    "tests/data/solutions/mars-rank-and-diagram-help-play.inp",
    "tests/data/solutions/series-direct.inp",
];

fn problems(file: &str) -> Vec<Problem> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    let text = std::fs::read_to_string(path).unwrap();
    Problem::parse(&text).unwrap()
}

/// `moves` stand in `lines` where they say and replay on `play`; the
/// number of moves checked.
fn check(what: &str, lines: &[String], moves: &[PrintedMove], play: &mut PlayThrough) -> usize {
    for m in moves {
        let line = &lines[m.line];
        let text: String = line
            .chars()
            .skip(m.column)
            .take(m.text.chars().count())
            .collect();
        assert_eq!(text, m.text, "{what}: line {line:?}");
        if let Err(e) = play.position_after(m) {
            panic!(
                "{what}: {e} (line {line:?}, path of {} moves)",
                m.path.len()
            );
        }
    }
    moves.len()
}

#[test]
fn every_printed_move_of_whole_reports_replays() {
    let options = SolveOptions {
        threads: 1,
        ..SolveOptions::default()
    };
    let mut checked = 0;
    for file in FILES {
        for (p, problem) in problems(file).iter().enumerate() {
            let what = format!("{file} problem {}", p + 1);
            // (a twin the solver refuses ends the problem: its twins
            // before are checked)
            let _ = solve(problem, &options, |index, _, report| {
                let mut play = PlayThrough::new(problem, index).unwrap();
                let (lines, moves) = solution_with_moves(problem.language, report);
                checked += check(&what, &lines, &moves, &mut play);
            });
        }
    }
    assert!(checked > 500, "only {checked} moves checked");
}

#[test]
fn every_streamed_move_replays() {
    let options = SolveOptions {
        threads: 1,
        ..SolveOptions::default()
    };
    let mut checked = 0;
    // (battle play streams its keys and tries, help play its solutions)
    for file in [FILES[0], FILES[2]] {
        for (p, problem) in problems(file).iter().enumerate() {
            let what = format!("{file} problem {} (streamed)", p + 1);
            let mut play = None;
            let mut path = Vec::new();
            let _ = solve_events(problem, &options, |event| match event {
                Event::TwinStarted { index, .. } => {
                    play = Some(PlayThrough::new(problem, index).unwrap());
                    path.clear();
                }
                Event::Found { item, .. } => {
                    let (lines, moves) =
                        streamed_lines_with_moves(problem.language, item, &mut path);
                    checked += check(&what, &lines, &moves, play.as_mut().unwrap());
                }
                Event::TwinFinished { twin, report, .. } => {
                    let (lines, moves) =
                        nightrider::render::twin_lines_with_moves(problem, twin, report);
                    checked += check(&what, &lines, &moves, play.as_mut().unwrap());
                }
                _ => {}
            });
        }
    }
    assert!(checked > 500, "only {checked} moves checked");
}

/// The positions after the moves of a mate in two: the key's, a
/// defence's and the mate's, with the pieces where the moves put them.
#[test]
fn the_positions_after_the_moves_of_a_mate_in_two() {
    let problems = Problem::parse(
        "begin\nstipulation #2\noption variation\npieces white ka3 ra8 black kb1\nend\n",
    )
    .unwrap();
    let problem = &problems[0];
    let mut play = PlayThrough::new(problem, 0).unwrap();
    let mut seen = Vec::new();
    solve(problem, &SolveOptions::default(), |_, _, report| {
        let (_, moves) = solution_with_moves(problem.language, report);
        for m in &moves {
            let after = play.position_after(m).unwrap();
            let to = m.path.last().unwrap().mv.to;
            seen.push((
                m.text.clone(),
                after.piece_at(to).map(|p| p.kind.to_string()),
            ));
        }
    })
    .unwrap();
    let texts: Vec<&str> = seen.iter().map(|(t, _)| t.as_str()).collect();
    assert_eq!(texts, ["Ra8-c8", "Kb1-a1", "Rc8-c1 #"]);
    assert!(seen.iter().all(|(_, piece)| piece.is_some()));
}

/// A path that does not replay is an error, not a panic.
#[test]
fn a_move_that_is_not_legal_is_refused() {
    let problems = Problem::parse(
        "begin\nstipulation #2\noption variation\npieces white ka3 ra8 black kb1\nend\n",
    )
    .unwrap();
    let problem = &problems[0];
    let mut play = PlayThrough::new(problem, 0).unwrap();
    solve(problem, &SolveOptions::default(), |_, _, report| {
        let (_, moves) = solution_with_moves(problem.language, report);
        let mut wrong = moves[2].clone();
        // the mate without the key before it
        wrong.path.remove(0);
        assert!(play.position_after(&wrong).is_err());
        // and the game is as it was
        assert!(play.position_after(&moves[2]).is_ok());
    })
    .unwrap();
    assert!(PlayThrough::new(problem, 1).is_err());
}
