//! Popeye's `protocol FILE`: the output from the problem that names FILE
//! on is also written to FILE, created anew (a second `protocol` starts a
//! new file). `tests/data/protocol/protocol.inp` is solved by the command
//! line in a scratch folder and its standard output and both protocol
//! files are compared with Popeye 4.104's (`py -regression`): the same
//! lines, the moves of one problem in any order (Popeye's move order is
//! its own).

use std::path::Path;
use std::process::Command;

mod common;
use common::comparable;

#[test]
fn protocol_files_hold_the_output_from_their_problem_on() {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/protocol");
    let read = |name: &str| std::fs::read_to_string(data.join(name)).unwrap();
    let scratch = tempfile::tempdir().unwrap();
    // a file of that name is replaced, not appended to
    std::fs::write(scratch.path().join("first.txt"), "old text\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_nightrider"))
        .arg("-regression")
        .arg(data.join("protocol.inp"))
        .current_dir(scratch.path())
        .output()
        .expect("run nightrider");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(comparable(&stdout), comparable(&read("protocol.out")));
    for (file, expected) in [
        ("first.txt", "protocol.first.out"),
        ("second.txt", "protocol.second.out"),
    ] {
        let got = std::fs::read_to_string(scratch.path().join(file)).unwrap();
        assert_eq!(
            comparable(&got),
            comparable(&read(expected)),
            "{file}:\n{got}"
        );
    }
    // the files are the standard output from their problem on, byte for byte
    let first = std::fs::read_to_string(scratch.path().join("first.txt")).unwrap();
    let second = std::fs::read_to_string(scratch.path().join("second.txt")).unwrap();
    assert!(stdout.ends_with(&second));
    assert_eq!(format!("{first}{second}"), stdout);
}
