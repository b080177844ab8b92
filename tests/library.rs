//! The library entry point `nightrider::solve`: twins stream to the
//! callback as each is solved, and a solve can be cancelled.

use nightrider::notation::popeye::parse_input;
use nightrider::problem::Problem;
use nightrider::{solve, SolveError, SolveOptions};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

fn problem(input: &str) -> Problem {
    let parsed = parse_input(input);
    Problem::from_syntax(&parsed.problems[0]).expect("a problem")
}

/// Each twin is handed over as soon as it is solved, in order, before the
/// next one is solved.
#[test]
fn twins_stream_in_order() {
    let p = problem(
        "begin\npieces white ka3 ra8 black kb1\nstip #2\ntwin stip #3\ntwin stip h#2\nend\n",
    );
    let mut seen = Vec::new();
    solve(&p, &SolveOptions::default(), |index, twin, report| {
        seen.push((index, twin.label.clone(), report.phases.len()));
    })
    .unwrap();
    assert_eq!(
        seen,
        [
            (0, "a)".to_string(), 1),
            (1, "b)".to_string(), 1),
            (2, "c)".to_string(), 1)
        ]
    );
}

/// Raising the cancel flag stops a long solve (D. Meinking's pser-s#7,
/// minutes to solve) with `Interrupted`, quickly.
#[test]
fn a_solve_can_be_cancelled() {
    let p = problem(
        "begin\npieces white kd6 qc2e8 sc7 pf4h2 black ka1 ra3 be1h3 pa7h4\nstip pser-s#7\nend\n",
    );
    let cancel = Arc::new(AtomicBool::new(false));
    let options = SolveOptions {
        cancel: Some(Arc::clone(&cancel)),
        ..Default::default()
    };
    let flag = Arc::clone(&cancel);
    let raiser = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(300));
        flag.store(true, Ordering::Relaxed);
    });
    let started = Instant::now();
    let result = solve(&p, &options, |_, _, _| panic!("no twin completes"));
    raiser.join().unwrap();
    assert!(
        matches!(result, Err(SolveError::Interrupted { twins_done: 0, .. })),
        "{result:?}"
    );
    assert!(started.elapsed() < Duration::from_secs(20));
}
