//! The library as a program embedding it uses it, through the public API
//! only: problems read from text in one step or built in code, solved
//! with a stream of events, cancelled, and errors that say where and what.

use nightrider::board::{Colour, Piece, PieceKind, Position, Square};
use nightrider::conditions::Condition;
use nightrider::problem::Problem;
use nightrider::render::{header, solution_lines, streamed_lines};
use nightrider::{
    solve, solve_events, Event, InputErrorKind, SolveError, SolveOptions, Unsupported,
};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

fn sq(name: &str) -> Square {
    name.parse().expect("a square")
}

fn piece(kind: PieceKind, colour: Colour) -> Piece {
    Piece::new(kind, colour)
}

/// The only problem of `text`.
fn one(text: &str) -> Problem {
    let mut problems = Problem::parse(text).expect("the text reads");
    assert_eq!(problems.len(), 1);
    problems.remove(0)
}

/// The solution lines of every twin of `problem`, in Popeye's format.
fn lines(problem: &Problem) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    solve(problem, &SolveOptions::default(), |_, _, report| {
        out.push(solution_lines(problem.language, report));
    })
    .expect("the problem solves");
    out
}

/// The lines streamed as found, per twin, with the reports' own lines
/// after them.
fn streamed(problem: &Problem) -> Vec<Vec<String>> {
    let mut out: Vec<Vec<String>> = vec![Vec::new(); problem.twins.len()];
    solve_events(problem, &SolveOptions::default(), |event| match event {
        Event::Found { twin, item } => {
            out[twin].extend(streamed_lines(problem.language, item));
        }
        Event::TwinFinished { index, report, .. } => {
            out[index].extend(solution_lines(problem.language, report));
        }
        _ => {}
    })
    .expect("the problem solves");
    out
}

/// The direct mate of the README: White mates in 2 with 1.Ra8-c8.
const MATE_IN_2: &str = "begin stipulation #2 pieces white ka3 ra8 black kb1 end";

#[test]
fn a_direct_mate_solves_from_text_and_from_the_builder_alike() {
    let read = one(MATE_IN_2);
    let built = Problem::builder()
        .piece(sq("a3"), piece(PieceKind::KING, Colour::White))
        .piece(sq("a8"), piece(PieceKind::ROOK, Colour::White))
        .piece(sq("b1"), piece(PieceKind::KING, Colour::Black))
        .stipulation("#2")
        .unwrap()
        .build()
        .unwrap();
    let solved = lines(&read);
    assert!(
        solved[0].iter().any(|l| l.contains("1.Ra8-c8 !")),
        "{solved:?}"
    );
    assert_eq!(lines(&built), solved);
    assert_eq!(header(&built), header(&read));
}

#[test]
fn a_position_given_whole_builds_as_its_pieces() {
    let mut position = Position::empty();
    position.put(sq("a3"), piece(PieceKind::KING, Colour::White));
    position.put(sq("a8"), piece(PieceKind::ROOK, Colour::White));
    position.put(sq("b1"), piece(PieceKind::KING, Colour::Black));
    let built = Problem::builder()
        .position(position)
        .stipulation("#2")
        .unwrap()
        .build()
        .unwrap();
    assert_eq!(header(&built), header(&one(MATE_IN_2)));
}

/// A helpmate under Circe, read and built.
const CIRCE_H2: &str = "begin\nstipulation h#2\ncondition Circe\n\
                        pieces white kc6 rd1 black ka8 bb8 pa7\nend\n";

/// [`CIRCE_H2`] without its condition.
fn h2_builder() -> nightrider::ProblemBuilder {
    Problem::builder()
        .piece(sq("c6"), piece(PieceKind::KING, Colour::White))
        .piece(sq("d1"), piece(PieceKind::ROOK, Colour::White))
        .piece(sq("a8"), piece(PieceKind::KING, Colour::Black))
        .piece(sq("b8"), piece(PieceKind::BISHOP, Colour::Black))
        .piece(sq("a7"), piece(PieceKind::PAWN, Colour::Black))
        .stipulation("h#2")
        .unwrap()
}

#[test]
fn a_helpmate_with_a_condition_prints_the_condition_as_read_from_input() {
    let read = one(CIRCE_H2);
    assert!(header(&read).contains("Circe"));
    for built in [
        h2_builder().condition("Circe").build().unwrap(),
        h2_builder()
            .condition(Condition::Circe(Default::default()))
            .build()
            .unwrap(),
    ] {
        assert_eq!(header(&built), header(&read));
        assert_eq!(lines(&built), lines(&read));
        assert_eq!(streamed(&built), lines(&read));
    }
    // the condition changes the solutions
    let plain = lines(&h2_builder().build().unwrap());
    assert!(!plain[0].is_empty());
    assert_ne!(plain, lines(&read));
}

#[test]
fn a_condition_added_to_the_list_in_code_prints_in_the_header() {
    let mut plain = h2_builder().build().unwrap();
    assert!(!header(&plain).contains("Madrasi"));
    plain.twins[0].conditions.list.push(Condition::Madrasi {
        rex_inclusive: true,
    });
    let rex = one(&CIRCE_H2.replace("Circe", "Madrasi RexInclusive"));
    assert_eq!(header(&plain), header(&rex));
    assert!(header(&plain).contains("Madrasi RexInclusive"));
    // with the condition read from input
    let mut both = one(CIRCE_H2);
    both.twins[0].conditions.list.push(Condition::Madrasi {
        rex_inclusive: true,
    });
    let read = one(&CIRCE_H2.replace("Circe", "Circe\ncondition Madrasi RexInclusive"));
    assert_eq!(header(&both), header(&read));
}

#[test]
fn a_twin_built_in_code_is_the_twin_read_from_input() {
    let read = one(&CIRCE_H2.replace("end", "twin move d1 h1\nend"));
    let built = h2_builder()
        .condition("Circe")
        .twin("move d1 h1")
        .build()
        .unwrap();
    assert_eq!(built.twins.len(), 2);
    assert_eq!(built.twins[1].description, read.twins[1].description);
    assert_eq!(built.twins[1].label, "b)");
    assert_eq!(lines(&built), lines(&read));
    assert_eq!(streamed(&built), lines(&read));
}

#[test]
fn what_the_builder_is_given_wrong_is_named() {
    let e = Problem::builder().stipulation("h#x").unwrap_err();
    assert!(e.to_string().contains("h#x"), "{e}");
    let e = h2_builder().condition("Nonsense").build().unwrap_err();
    assert!(e.to_string().contains("Nonsense"), "{e}");
    let e = h2_builder().option("SetPlay 3 4 5 x").build().unwrap_err();
    assert!(e.to_string().contains("option"), "{e}");
    // a condition nightrider does not implement, by kind
    let e = h2_builder().condition("PatienceChess").build().unwrap_err();
    assert!(
        matches!(
            e,
            nightrider::BuildError::Problem(nightrider::problem::ProblemError::Unsupported(
                Unsupported::Condition(ref name)
            )) if name.starts_with("PatienceChess ")
        ),
        "{e:?}"
    );
    // no stipulation
    let e = Problem::builder()
        .piece(sq("a1"), piece(PieceKind::KING, Colour::White))
        .build()
        .unwrap_err();
    assert!(e.to_string().contains("no stipulation"), "{e}");
}

#[test]
fn every_problem_s_error_comes_with_its_line_and_column() {
    let text = "begin\nstipulation #2\npieces white ka3 ra8 black kb1\n\
                next\nstipulation #2\npieces white ka3 black kb1 zz\n\
                next\nstipulation #2\ncondition PatienceChess\npieces white ka3 black kb1\nend\n";
    let errors = Problem::parse(text).unwrap_err();
    let errors = errors.errors();
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert_eq!((errors[0].problem, errors[0].line), (2, 6), "{errors:?}");
    assert!(errors[0].column > 1, "{errors:?}");
    assert!(matches!(errors[0].kind, InputErrorKind::Syntax(_)));
    assert_eq!(
        (errors[1].problem, errors[1].line, errors[1].column),
        (3, 9, 1),
        "{errors:?}"
    );
    assert!(matches!(
        errors[1].kind,
        InputErrorKind::Problem(nightrider::problem::ProblemError::Unsupported(
            Unsupported::Condition(_)
        ))
    ));
    let message = errors[1].to_string();
    assert!(
        message.starts_with("9:1: problem 3: condition PatienceChess (")
            && message.ends_with(") is not supported yet"),
        "{message}"
    );
    // the first problem alone reads
    let first = text.split("next").next().unwrap();
    assert_eq!(Problem::parse(first).unwrap().len(), 1);
}

/// A problem that takes minutes (D. Meinking's pser-s#7) after a first
/// twin that solves at once (h#1, with solutions).
const QUICK_THEN_LONG: &str = "begin\npieces white kd6 qc2e8 sc7 pf4h2 black ka1 ra3 be1h3 pa7h4\n\
                               stipulation h#1\ntwin stipulation pser-s#7\nend\n";

#[test]
fn solutions_stream_before_the_solve_ends_and_a_solve_can_be_cancelled_from_an_event() {
    let problem = one(QUICK_THEN_LONG);
    let cancel = Arc::new(AtomicBool::new(false));
    let options = SolveOptions {
        cancel: Some(Arc::clone(&cancel)),
        progress_interval: Some(Duration::from_millis(20)),
        ..Default::default()
    };
    let mut seen = Vec::new();
    let mut found = Vec::new();
    let mut progress = Vec::new();
    let started = Instant::now();
    let result = solve_events(&problem, &options, |event| match event {
        Event::TwinStarted { index, .. } => seen.push(format!("start {index}")),
        Event::Found { twin, item } => {
            seen.push(format!("found {twin}"));
            found.extend(streamed_lines(problem.language, item));
        }
        Event::TwinFinished { index, .. } => {
            seen.push(format!("finish {index}"));
        }
        Event::Progress(p) => {
            progress.push(p);
            // the long twin has run a while: stop it
            if seen.last().is_some_and(|s| s == "start 1") && p.elapsed > Duration::from_millis(300)
            {
                cancel.store(true, Ordering::Relaxed);
            }
        }
        Event::Finished(_) => seen.push("end".into()),
        _ => {}
    });
    assert!(
        matches!(result, Err(SolveError::Interrupted { twins_done: 1, .. })),
        "{result:?}"
    );
    assert!(started.elapsed() < Duration::from_secs(60));
    assert!(
        found.iter().any(|l| l.contains("1.Bh3-f1 Qe8*e1 #")),
        "{found:?}"
    );
    // the solutions of twin a) came while it was solved, before the end
    let first_found = seen.iter().position(|s| s == "found 0").expect("found");
    assert_eq!(seen[0], "start 0");
    assert!(first_found < seen.iter().position(|s| s == "finish 0").unwrap());
    assert_eq!(
        seen[seen.len() - 2..],
        ["start 1".to_string(), "end".into()]
    );
    // progress came while twin b) was solved, with the moves counted
    let last = progress.last().expect("progress");
    assert!(
        last.nodes > 0 && last.positions_per_second() > 0.0,
        "{last:?}"
    );
    assert!(progress.windows(2).all(|w| w[0].nodes <= w[1].nodes));
}

#[test]
fn a_time_limit_stops_a_solve_with_events() {
    let problem = one(QUICK_THEN_LONG);
    let options = SolveOptions {
        max_time: Some(Duration::from_millis(300)),
        ..Default::default()
    };
    let mut finished = None;
    let result = solve_events(&problem, &options, |event| {
        if let Event::Finished(p) = event {
            finished = Some(p);
        }
    });
    assert!(
        matches!(result, Err(SolveError::Interrupted { .. })),
        "{result:?}"
    );
    let finished = finished.expect("the last event");
    assert!(finished.elapsed < Duration::from_secs(60));
}

#[test]
fn a_stipulation_form_not_supported_is_named_by_a_typed_error() {
    use nightrider::problem::ProblemError;
    use nightrider::stipulation::StipulationError;
    let errors = Problem::parse("begin\nstipulation ser-hdia3\npieces white ka3 black kb1\nend\n")
        .unwrap_err();
    let error = &errors.errors()[0];
    assert!(
        matches!(
            &error.kind,
            InputErrorKind::Problem(ProblemError::Stipulation(
                StipulationError::Unsupported { .. }
            ))
        ),
        "{error:?}"
    );
    assert_eq!(error.line, 2, "{error:?}");
    // a stipulation that does not read, given in code
    let e = Problem::new(Position::startpos(), "h#x", Default::default()).unwrap_err();
    assert!(matches!(e, ProblemError::StipulationSyntax(_)), "{e:?}");
}
