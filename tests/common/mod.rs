//! Helpers shared by the tests that solve problems end to end (fairy
//! conditions in `tests/published/`, series play, …).

use std::collections::BTreeSet;
use std::io::Write;
use std::process::{Child, Command, Stdio};

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

/// The solution lines of one problem, as a set, and whether the solver
/// said `Partial solution`.
#[allow(dead_code)]
pub type Lines = (BTreeSet<String>, bool);

/// The lines (those starting `  1.`) and the partial mark of each problem
/// of a solver output in Popeye's format.
#[allow(dead_code)]
pub fn problem_lines(out: &str) -> Vec<Lines> {
    let mut found: Vec<Lines> = Vec::new();
    for line in out.lines() {
        let line = line.trim_end();
        let header = line.starts_with("  ")
            && !line.starts_with("   ")
            && !line.starts_with("  1.")
            && line.split_whitespace().rev().nth(1) == Some("+");
        if header {
            found.push((BTreeSet::new(), false));
        } else if let Some(current) = found.last_mut() {
            if line.starts_with("  1.") {
                current.0.insert(line.to_string());
            } else if line.starts_with("Partial solution") {
                current.1 = true;
            }
        }
    }
    found
}

/// The problems of an expected-lines file: `problem N` (followed by
/// ` partial` where Popeye said `Partial solution`), then the problem's
/// lines.
#[allow(dead_code)]
pub fn expected_lines(text: &str) -> Vec<Lines> {
    let mut found: Vec<Lines> = Vec::new();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("problem ") {
            found.push((BTreeSet::new(), rest.ends_with(" partial")));
        } else if let Some(current) = found.last_mut() {
            current.0.insert(line.to_string());
        }
    }
    found
}

/// The standard output of the `nightrider` command on `input` (written to
/// a file `name` in a scratch folder), in regression mode.
#[allow(dead_code)]
pub fn run_cli(input: &str, name: &str) -> String {
    run_cli_streams(input, name).0
}

/// The standard output and standard error of the `nightrider` command on
/// `input` (written to a file `name` in a scratch folder), in regression
/// mode.
#[allow(dead_code)]
pub fn run_cli_streams(input: &str, name: &str) -> (String, String) {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path();
    let file = dir.join(name);
    std::fs::write(&file, input).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_nightrider"))
        .args(["-regression", file.to_str().unwrap()])
        .output()
        .expect("run nightrider");
    assert!(out.status.success());
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Runs the `nightrider` command with `args`; returns its standard output
/// and error and whether it succeeded.
#[allow(dead_code)]
pub fn run_args(args: &[&str]) -> (String, String, bool) {
    let out = Command::new(env!("CARGO_BIN_EXE_nightrider"))
        .args(args)
        .output()
        .expect("run nightrider");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.success(),
    )
}

/// Starts the `nightrider` command with `args`, writes `input` to its
/// standard input and closes it; its standard output and error are piped.
#[allow(dead_code)]
pub fn start_on_stdin(args: &[&str], input: &[u8]) -> Child {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nightrider"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run nightrider");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input)
        .expect("write the input");
    child
}

/// Runs the `nightrider` command with `args` on `input` (standard input);
/// returns its standard output, standard error and exit code.
#[allow(dead_code)]
pub fn run_on_stdin(args: &[&str], input: &[u8]) -> (Vec<u8>, String, Option<i32>) {
    let out = start_on_stdin(args, input)
        .wait_with_output()
        .expect("wait for nightrider");
    (
        out.stdout,
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code(),
    )
}

/// The lines of a solution in a canonical order: the lines form a tree by
/// their indentation (key, threat, variations, `but`, refutations), whose
/// siblings are sorted at every level, so that two solvers listing moves
/// in different orders compare equal, as Popeye's comparison tool does.
#[allow(dead_code)]
pub fn canonical_tree(lines: &[&str]) -> Vec<String> {
    fn indent(line: &str) -> usize {
        line.len() - line.trim_start().len()
    }
    // the subtrees starting at `lines[0]`'s level, each flattened
    fn subtrees(lines: &[&str]) -> Vec<Vec<String>> {
        let mut trees = Vec::new();
        let mut i = 0;
        while i < lines.len() {
            let level = indent(lines[i]);
            let end = (i + 1..lines.len())
                .find(|&j| indent(lines[j]) <= level)
                .unwrap_or(lines.len());
            let mut tree = vec![lines[i].trim_end().to_string()];
            for child in subtrees(&lines[i + 1..end]) {
                tree.extend(child);
            }
            trees.push(tree);
            i = end;
        }
        trees.sort();
        trees
    }
    subtrees(lines).into_iter().flatten().collect()
}

/// The solution lines of `input`'s first problem, trimmed at both ends,
/// as a set.
#[allow(dead_code)]
pub fn trimmed_lines(input: &str) -> BTreeSet<String> {
    solution(input)
        .into_iter()
        .map(|l| l.trim().to_string())
        .collect()
}

/// Asserts that `input` has exactly the solution lines `expected`
/// (compared trimmed at both ends, in any order).
#[allow(dead_code)]
pub fn exactly(input: &str, expected: &[&str]) {
    let want: BTreeSet<String> = expected.iter().map(|s| s.to_string()).collect();
    assert_eq!(trimmed_lines(input), want);
}

/// The lines of a Popeye-format output, the moves of each twin or
/// problem sorted (the order of sibling solutions is the solver's own): a
/// twin or problem starts at a line that is not a move.
#[allow(dead_code)]
pub fn comparable(out: &str) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut moves: Vec<String> = Vec::new();
    for line in out.lines().map(str::trim_end) {
        if line.starts_with("   1.") {
            moves.push(line.to_string());
        } else if !line.is_empty() {
            moves.sort();
            lines.append(&mut moves);
            lines.push(line.to_string());
        }
    }
    moves.sort();
    lines.append(&mut moves);
    lines
}
