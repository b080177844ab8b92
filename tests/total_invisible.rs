//! Total Invisibles through the command: `h#1` with one invisible
//! (`tests/data/total_invisible/h1.inp`: EXAMPLES/total_invisible #1 and
//! #2 of Popeye's corpus and five random positions) against Popeye
//! 4.104's output (`h1.out`, `py -regression`), the lines of each problem
//! in any order; the others refused by name.

use std::path::Path;
use std::process::{Command, Output};

fn run(args: &[&str], input: Option<&str>) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_nightrider"));
    command.args(args);
    output_of(command, input)
}

/// The output of `command`, given `input` on its standard input.
fn output_of(mut command: Command, input: Option<&str>) -> Output {
    match input {
        None => command.output().expect("run nightrider"),
        Some(text) => {
            use std::io::Write;
            let mut child = command
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .expect("run nightrider");
            child
                .stdin
                .take()
                .unwrap()
                .write_all(text.as_bytes())
                .unwrap();
            child.wait_with_output().unwrap()
        }
    }
}

/// The lines of an output, each run of solution lines sorted.
fn sorted_lines(out: &str) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut moves: Vec<String> = Vec::new();
    for line in out.lines() {
        if line.starts_with("  1.") {
            moves.push(line.to_string());
        } else {
            moves.sort();
            lines.append(&mut moves);
            lines.push(line.to_string());
        }
    }
    moves.sort();
    lines.append(&mut moves);
    lines
}

#[test]
fn help_mates_in_one_with_one_invisible_are_popeyes() {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/total_invisible");
    let out = run(
        &["-regression", data.join("h1.inp").to_str().unwrap()],
        None,
    );
    let expected = std::fs::read_to_string(data.join("h1.out")).unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(sorted_lines(&stdout), sorted_lines(&expected));
    // (the sixth problem's side to play can capture the king)
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.contains("the side to play can capture the king"),
        "{stderr}"
    );
}

/// Help play of one and a half moves with one invisible, twins included:
/// two corpus problems (TESTS/total_invisible #2, REGRESSIONS/4_97_to_4_99
/// #1) and five random `h#1.5` positions, against Popeye 4.104's output
/// (`tests/data/total_invisible/help.inp`, `help.out`).
#[test]
fn longer_help_mates_with_one_invisible_are_popeyes() {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/total_invisible");
    let out = run(
        &["-regression", data.join("help.inp").to_str().unwrap()],
        None,
    );
    let expected = std::fs::read_to_string(data.join("help.out")).unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let solutions = |text: &str| {
        let mut lines: Vec<String> = text
            .lines()
            .filter(|l| l.starts_with("  1.") || l.starts_with("a)") || l.starts_with("b)"))
            .map(|l| l.trim_end().to_string())
            .collect();
        lines.sort();
        lines
    };
    assert!(!solutions(&expected).is_empty());
    assert_eq!(solutions(&stdout), solutions(&expected));
}

#[test]
fn other_problems_with_invisibles_are_refused_by_name() {
    for (pieces, stipulation, message) in [
        (
            "TotalInvisible 1 white kb8 qh1 black ka1 sb1e7",
            "h=2",
            "TotalInvisible with 1 invisible and stipulation h=2",
        ),
        (
            "TotalInvisible 1 white kb8 qh1 black ka1 sb1e7",
            "h#2",
            "TotalInvisible with 1 invisible and stipulation h#2",
        ),
        (
            "TotalInvisible 2 white kf6 qd5 black kh6 ph7",
            "h#1",
            "TotalInvisible with 2 invisibles",
        ),
        (
            "TotalInvisible 1 white kb2 black ka4 neutral rb8",
            "h#1",
            "TotalInvisible with 1 invisible and fairy pieces, piece attributes or holes",
        ),
        (
            "TotalInvisible 1 white kf6 qd5 black ke8 ph7",
            "h#1",
            "TotalInvisible with 1 invisible and a king on e1 or e8",
        ),
    ] {
        let input = format!("begin\npieces {pieces}\nstipulation {stipulation}\nend\n");
        let out = run(&["-regression"], Some(&input));
        let stdout = String::from_utf8(out.stdout).unwrap();
        assert!(
            stdout.contains(&format!(
                "problem 1 refused: {message} is not supported yet"
            )),
            "{stdout}"
        );
    }
}

#[test]
fn latex_output_of_invisibles_is_refused_by_name() {
    let dir = std::env::temp_dir().join(format!("nightrider-ti-latex-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = "begin\nlatex ti\npieces TotalInvisible 1 white kf6 qd5 black kh6 ph7\nstipulation h#1\nend\n";
    let mut command = Command::new(env!("CARGO_BIN_EXE_nightrider"));
    command.current_dir(&dir).arg("-regression");
    let out = output_of(command, Some(input));
    std::fs::remove_dir_all(&dir).ok();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    // (solved all the same, in the text output)
    assert!(stdout.contains("Qd5-h1 #"), "{stdout}");
    assert!(
        stderr.contains("LaTeX output of Total Invisibles is not supported yet"),
        "{stderr}"
    );
}
