//! Parses every Popeye input of the shared corpus (Popeye's own REGRESSIONS,
//! EXAMPLES and TESTS, and the oracle move lists) and checks that the
//! printer round-trips every problem. Skips (with a message) when
//! `../shared` is absent.

use nightrider_notation::popeye::{parse_input, print_problems};
use std::path::{Path, PathBuf};

/// `../shared` next to the workspace root, or `$NIGHTRIDER_SHARED`.
fn shared() -> Option<PathBuf> {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared");
    if p.is_dir() {
        return Some(p);
    }
    let p = PathBuf::from(std::env::var_os("NIGHTRIDER_SHARED")?);
    p.is_dir().then_some(p)
}

fn inputs(root: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for dir in [
        "corpus/popeye/REGRESSIONS",
        "corpus/popeye/EXAMPLES",
        "corpus/popeye/TESTS",
        "oracle/movelists",
    ] {
        let Ok(rd) = std::fs::read_dir(root.join(dir)) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.extension().is_some_and(|x| x == "inp") {
                files.push(p);
            }
        }
    }
    files.sort();
    files
}

/// Files with problems where Popeye reports an input error (see the
/// expected outputs), and how many problems: we must report an error or
/// an input warning (Popeye's input errors that it reads on after) in
/// exactly as many.
const POPEYE_REJECTS: &[(&str, usize, &str)] = &[
    (
        "4_47_to_4_49.inp",
        1,
        "input-error:wrong integer (option maxflight -1)",
    ),
    (
        "4_61_to_4_63.inp",
        1,
        "input-error:cannot recognize the stipulation (Stipulation Option)",
    ),
    ("4_75_to_4_77.inp", 1, "input-error:offending item: Xb1"),
    (
        "4_89_to_4_91.inp",
        2,
        "input-error:too many imitators; no color specified (pieces ka1)",
    ),
];

#[test]
fn corpus_parses() {
    let Some(root) = shared() else {
        eprintln!("skipping: ../shared (the corpus) is not present");
        return;
    };
    let files = inputs(&root);
    assert!(
        !files.is_empty(),
        "no .inp files found under {}",
        root.display()
    );
    let mut problems = 0;
    let mut failures = Vec::new();
    let mut expected_errors = Vec::new();
    for file in &files {
        let text = match std::fs::read(file) {
            Ok(b) => String::from_utf8_lossy(&b).into_owned(),
            Err(e) => {
                failures.push(format!("{}: {e}", file.display()));
                continue;
            }
        };
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        let parsed = parse_input(&text);
        problems += parsed.problems.len();
        let expected = POPEYE_REJECTS
            .iter()
            .find(|(f, _, _)| *f == name)
            .map_or(0, |(_, n, _)| *n);
        let reported: Vec<String> = parsed
            .errors
            .iter()
            .chain(&parsed.warnings)
            .map(|e| format!("{name}:problem {}: {e}", e.problem + 1))
            .collect();
        let mut in_problems: Vec<usize> = parsed
            .errors
            .iter()
            .chain(&parsed.warnings)
            .map(|e| e.problem)
            .collect();
        in_problems.sort_unstable();
        in_problems.dedup();
        if in_problems.len() == expected {
            expected_errors.extend(reported);
        } else {
            failures.extend(reported);
            failures.push(format!(
                "{name}: Popeye reports input errors in {expected} problems, we in {}",
                in_problems.len()
            ));
        }
        // Round trip: print and parse again.
        let printed = print_problems(&parsed.problems);
        let again = parse_input(&printed);
        if !again.errors.is_empty() || again.problems != parsed.problems {
            let first = again
                .errors
                .first()
                .map(|e| e.to_string())
                .unwrap_or_else(|| {
                    let i = again
                        .problems
                        .iter()
                        .zip(&parsed.problems)
                        .position(|(a, b)| a != b)
                        .unwrap_or(0);
                    format!(
                        "problem {i} differs: {:?} vs {:?}",
                        again.problems.get(i),
                        parsed.problems.get(i)
                    )
                });
            failures.push(format!("{name}: round trip failed: {first}"));
        }
    }
    println!(
        "{} files, {problems} problems parsed, {} errors where Popeye reports input errors too",
        files.len(),
        expected_errors.len()
    );
    for e in &expected_errors {
        println!("  expected: {e}");
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
