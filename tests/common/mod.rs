//! Helpers shared by the tests that solve problems end to end (fairy
//! conditions in `tests/conditions_published*.rs`, series play, …).

use nightrider::output::solution_lines;
use nightrider::problem::Problem;
use nightrider::{solve, SolveOptions};
use nightrider_notation::popeye::parse_input;

/// The solution lines of the first problem of `input` (Popeye's input
/// language), without trailing spaces and blank lines.
pub fn solution(input: &str) -> Vec<String> {
    let parsed = parse_input(input);
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    let problem = Problem::from_syntax(&parsed.problems[0]).expect("the problem builds");
    let mut lines = Vec::new();
    solve(&problem, &SolveOptions::default(), |_, _, report| {
        lines.extend(
            solution_lines(problem.language, report)
                .into_iter()
                .map(|l| l.trim_end().to_string())
                .filter(|l| !l.is_empty()),
        );
    })
    .expect("solved");
    lines
}

/// Asserts that `input` has exactly the solution lines `expected`, in
/// any order.
#[allow(dead_code)] // (not every test file that shares these uses it)
pub fn check(input: &str, expected: &[&str]) {
    let got = solution(input);
    let mut want: Vec<String> = expected.iter().map(|s| s.to_string()).collect();
    let mut have = got.clone();
    want.sort();
    have.sort();
    assert_eq!(have, want, "solution:\n{}", got.join("\n"));
}
