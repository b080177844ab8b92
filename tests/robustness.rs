//! The command line under bad input, closed pipes, signals and large
//! outputs: what it reads, what it prints, and that it never panics or
//! loses the next problem.

mod common;

use common::{run_on_stdin as run, start_on_stdin as start};
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Stdio};

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The solution lines (`1.…`) of an output, trimmed, in order.
fn solution_lines(out: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = out
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("1."))
        .collect();
    lines.sort_unstable();
    lines
}

/// A mate in one, to follow a bad problem: its solutions are [`MATES`].
const GOOD: &str = "pieces white kf7 qd2 black kh8\nstip #1\n";

/// The solutions of [`GOOD`].
const MATES: [&str; 2] = ["1.Qd2-h2 # !", "1.Qd2-h6 # !"];

#[test]
fn a_missing_argument_does_not_swallow_the_next_problem() {
    let input = format!("begin\nstip\nNextProblem\n{GOOD}end\n");
    let (out, err, code) = run(&["-regression"], input.as_bytes());
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("problem 1:"), "{err}");
    assert_eq!(solution_lines(&text(&out)), MATES, "{}", text(&out));
}

#[test]
fn a_huge_structured_stipulation_is_refused_and_the_next_problem_solved() {
    let sstip = format!("1a[#{}]d", "&#".repeat(20_000));
    let input = format!(
        "begin\npieces white ka1 qd2 black kh8\nsstip white {sstip}\nNextProblem\n{GOOD}end\n"
    );
    let (out, err, code) = run(&["-regression"], input.as_bytes());
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("3:") && err.contains("too long"), "{err}");
    assert_eq!(solution_lines(&text(&out)), MATES);
}

#[test]
fn a_stipulation_of_too_many_moves_is_refused_with_its_position() {
    let input =
        format!("begin\npieces white ka1 qd2 black kh8\nstip #999\nNextProblem\n{GOOD}end\n");
    let (out, err, code) = run(&["-regression"], input.as_bytes());
    assert_eq!(code, Some(1));
    assert!(
        err.contains("<stdin>:3:6: problem 1: stipulation with too many moves"),
        "{err}"
    );
    assert_eq!(solution_lines(&text(&out)), MATES);
}

#[test]
fn latin1_input_is_read_and_echoed_in_latin1() {
    let input = format!("begin\nauthor M\u{fc}ller\n{GOOD}end\n");
    let latin1: Vec<u8> = input.chars().map(|c| c as u8).collect();
    let (out, err, code) = run(&["-regression"], &latin1);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.windows(6).any(|w| w == b"M\xfcller"), "{}", text(&out));
    assert_eq!(solution_lines(&text(&out)), MATES);
}

#[test]
fn a_byte_order_mark_is_ignored() {
    let input = format!("\u{feff}begin\n{GOOD}end\n");
    let (out, err, code) = run(&["-regression"], input.as_bytes());
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(solution_lines(&text(&out)), MATES);
}

#[test]
fn json_writes_a_document_for_every_problem() {
    let input = format!("begin\n{GOOD}NextProblem\nstip #2 x\nNextProblem\n{GOOD}end\n");
    let (out, _, code) = run(&["--format", "json"], input.as_bytes());
    assert_eq!(code, Some(1));
    let docs: Vec<serde_json::Value> = text(&out)
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON document a line"))
        .collect();
    assert_eq!(docs.len(), 3, "{}", text(&out));
    let numbers: Vec<u64> = docs
        .iter()
        .map(|d| d["problem"].as_u64().unwrap())
        .collect();
    assert_eq!(numbers, [1, 2, 3]);
    assert!(
        docs[1]["error"].is_string() && docs[1]["line"] == 5,
        "{}",
        docs[1]
    );
}

#[test]
fn merge_parts_refuses_empty_input_and_parts_of_other_problems() {
    let (_, err, code) = run(&["merge-parts"], b"");
    assert_eq!(code, Some(1));
    assert!(err.contains("no part outputs"), "{err}");

    let dir = tempfile::tempdir().expect("a temporary folder");
    let solve_part = |k: u32, problem: &str| {
        let (out, err, code) = run(
            &["-regression", "--part", &format!("{k}/2")],
            format!("begin\n{problem}end\n").as_bytes(),
        );
        assert_eq!(code, Some(0), "{err}");
        let path = dir.path().join(format!("{k}-{}.txt", problem.len()));
        std::fs::write(&path, out).expect("write a part");
        path.display().to_string()
    };
    let one = solve_part(1, "pieces white kf7 qd2 black kh8\nstip h#2\n");
    let other = solve_part(2, "pieces white kf7 qd3 black kh8\nstip h#2\n");
    let (_, err, code) = run(&["merge-parts", &one, &other], b"");
    assert_eq!(code, Some(1));
    assert!(err.contains("not come from the same problems"), "{err}");
}

/// A help mate with millions of solutions (Popeye prints 2.36 million
/// lines of it in 30 s).
const MANY_SOLUTIONS: &str = "begin\npieces white ka3 ra8 black kb1\nstip h#6\nend\n";

/// Starts the binary on `MANY_SOLUTIONS` with its standard output piped.
fn start_many(args: &[&str]) -> std::process::Child {
    start(args, MANY_SOLUTIONS.as_bytes())
}

/// The child's output, read up to its first solution line.
fn first_solution(child: &mut std::process::Child) -> BufReader<std::process::ChildStdout> {
    let mut out = BufReader::new(child.stdout.take().expect("stdout"));
    let mut line = String::new();
    while !line.trim_start().starts_with("1.") {
        line.clear();
        assert!(out.read_line(&mut line).expect("read") > 0, "no solution");
    }
    out
}

/// Waits for the child; its exit status and standard error.
fn finish(mut child: std::process::Child) -> (std::process::ExitStatus, String) {
    let status = child.wait().expect("wait");
    let mut err = String::new();
    child
        .stderr
        .take()
        .expect("stderr")
        .read_to_string(&mut err)
        .expect("read");
    (status, err)
}

#[test]
fn solutions_stream_while_the_solve_goes_on_and_a_closed_pipe_ends_it() {
    for threads in ["1", "2"] {
        let mut child = start_many(&["-maxmem", "64M", "-maxtime", "300", "--threads", threads]);
        let out = first_solution(&mut child);
        // the first solution arrives while the solver still searches
        assert!(child.try_wait().expect("wait").is_none());
        // closing the pipe ends the solve, quietly
        drop(out);
        let (status, err) = finish(child);
        assert!(status.success(), "{threads} threads: {status:?} {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
}

#[test]
fn a_full_disk_is_reported() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        return; // not on this system
    };
    let mut child = Command::new(env!("CARGO_BIN_EXE_nightrider"))
        .args(["-regression"])
        .stdin(Stdio::piped())
        .stdout(full)
        .stderr(Stdio::piped())
        .spawn()
        .expect("run nightrider");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(format!("begin\n{GOOD}end\n").as_bytes())
        .expect("write the input");
    let out = child.wait_with_output().expect("wait");
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("writing the output"), "{err}");
}

#[cfg(unix)]
#[test]
fn a_signal_prints_what_was_found_and_says_so() {
    let mut child = start_many(&["-maxmem", "64M", "--threads", "2"]);
    let mut out = first_solution(&mut child);
    let killed = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill");
    assert!(killed.success());
    let mut rest = String::new();
    out.read_to_string(&mut rest).expect("read");
    let (status, err) = finish(child);
    assert_eq!(status.code(), Some(130), "{err}");
    assert!(rest.contains("solving interrupted."), "{rest}");
    assert!(err.contains("interrupted by a signal"), "{err}");
}

#[test]
fn a_piece_royal_by_its_walk_beside_an_unchecked_condition_is_refused_by_name() {
    let input = "begin\npieces white ka6 qf2 black pd2 poh1\nstip ser-h#3\ncond isardam\nend\n";
    let (out, err, code) = run(&["-regression"], input.as_bytes());
    assert_eq!(code, Some(1));
    assert!(err.contains("Poseidon beside"), "{err}");
    assert!(solution_lines(&text(&out)).is_empty());
}
