//! Option MoveNumbers: the progress lines announcing each first move, as
//! Popeye 4.104 prints them (`tests/data/move-numbers/*.out` are its
//! outputs with `-regression`, compared byte for byte), and the blank
//! line separating the duplex half.

use std::path::Path;
use std::process::Command;

/// nightrider's output for the input file `name` of the data folder.
fn output(args: &[&str], name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/move-numbers")
        .join(name);
    let out = Command::new(env!("CARGO_BIN_EXE_nightrider"))
        .args(args)
        .arg(&path)
        .output()
        .expect("nightrider runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8")
}

fn expected(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/move-numbers")
        .join(name);
    std::fs::read_to_string(path).expect("the expected output")
}

/// Every first move numbered (illegal ones too), StartMoveNumber and
/// UpToMoveNumber, the short solutions of series play before the
/// numbers, self play.
#[test]
fn first_moves_announced_as_popeye_does() {
    assert_eq!(
        output(&["-regression"], "announced.inp"),
        expected("announced.out")
    );
}

/// The numbers go on through set play and the duplex half; MaxSolutions,
/// help-self play.
#[test]
fn numbers_go_on_through_the_phases() {
    assert_eq!(
        output(&["-regression"], "phases.inp"),
        expected("phases.out")
    );
}

/// Parry series, with and without help parries.
#[test]
fn parry_series_announced() {
    assert_eq!(output(&["-regression"], "parry.inp"), expected("parry.out"));
}

/// A blank line separates the duplex half (with or without MoveNumbers).
#[test]
fn duplex_half_separated() {
    assert_eq!(
        output(&["-regression"], "duplex.inp"),
        expected("duplex.out")
    );
}

/// Without `-regression` each progress line ends with the time, as
/// Popeye's: `  3  (Ka8-b7    Time = 0.010 s)`.
#[test]
fn progress_lines_carry_the_time() {
    let out = output(&[], "announced.inp");
    let progress: Vec<&str> = out.lines().filter(|l| l.contains("  (")).collect();
    assert!(!progress.is_empty(), "{out}");
    for line in progress {
        let (head, time) = line.split_once("    Time = ").expect(line);
        let number = head.split("  (").next().expect(line).trim();
        assert!(number.parse::<u32>().is_ok(), "{line}");
        let seconds = time.strip_suffix(" s)").expect(line);
        assert!(
            seconds.parse::<f64>().is_ok() && seconds.contains('.'),
            "{line}"
        );
    }
}
