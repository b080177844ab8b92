//! Whole problem sets solved by the `nightrider` command as Popeye 4.104
//! solves them: every `NAME.inp` of `tests/data/solutions/` with the lines
//! Popeye printed in `NAME.expected` (see the folder's `README.md`:
//! introductory play, series play of the attacking side, the limit of
//! `option Intelligent n`, help play with piece attributes and under
//! MarsCirce variants).

mod common;

use common::{expected_lines, problem_lines, run_cli};
use std::path::{Path, PathBuf};

/// The number of problems an expected-lines file declares on its first
/// line, `# problems: N`.
fn declared_problems(text: &str) -> Option<usize> {
    text.lines()
        .next()?
        .strip_prefix("# problems: ")?
        .trim()
        .parse()
        .ok()
}

/// Each `.inp` file of `tests/data/solutions/` is solved with exactly the
/// lines (and partial marks) of its `.expected` file; a failure names the
/// file and every problem that differs. Fails on an empty folder, on a
/// file without problems, and on a file holding other than the problems
/// it declares.
#[test]
fn every_problem_set_is_solved_as_popeye_solves_it() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/solutions");
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "inp"))
        .collect();
    inputs.sort();
    assert!(!inputs.is_empty(), "{}: no problem sets", dir.display());
    let mut wrong = Vec::new();
    for input in &inputs {
        let name = input.file_name().unwrap().to_string_lossy().into_owned();
        let expected = std::fs::read_to_string(input.with_extension("expected"))
            .unwrap_or_else(|e| panic!("{name}: its .expected file: {e}"));
        let want = expected_lines(&expected);
        assert!(!want.is_empty(), "{name}: no problems expected");
        assert_eq!(
            Some(want.len()),
            declared_problems(&expected),
            "{name}: the problems found and those declared on the first line"
        );
        let out = run_cli(&std::fs::read_to_string(input).unwrap(), "problems.inp");
        let got = problem_lines(&out);
        if got.len() != want.len() {
            wrong.push(format!(
                "{name}: {} problems solved, {} expected:\n{out}",
                got.len(),
                want.len()
            ));
            continue;
        }
        for (i, (g, w)) in got.iter().zip(&want).enumerate() {
            if g != w {
                wrong.push(format!(
                    "{name}: problem {}: missing {:?}, extra {:?}, partial {} (Popeye {})",
                    i + 1,
                    w.0.difference(&g.0).collect::<Vec<_>>(),
                    g.0.difference(&w.0).collect::<Vec<_>>(),
                    g.1,
                    w.1
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
