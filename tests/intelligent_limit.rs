//! `option Intelligent n`: at most `n` lines per final picture (see
//! `nightrider_stipulation::picture`), against Popeye 4.104.
//!
//! `tests/data/intelligent-limit.inp` holds 89 help and series problems
//! (hand-made ones first, then random positions: h#1 to h#3, h=2, ser-h#3,
//! with `Intelligent 1` or `2`), and `intelligent-limit.expected` the lines
//! Popeye 4.104 printed for each, as a set, with whether it said `Partial
//! solution`. They are the random problems on which our choice of lines
//! agrees with Popeye's; on about one random problem in five it does not,
//! as Popeye keeps lines by its own enumeration of pictures (see the
//! module's documentation).

use std::collections::BTreeSet;
use std::process::Command;

const INPUT: &str = include_str!("data/intelligent-limit.inp");
const EXPECTED: &str = include_str!("data/intelligent-limit.expected");

/// The lines and the partial mark of each problem of a solver output.
fn problems(out: &str) -> Vec<(BTreeSet<String>, bool)> {
    let mut found: Vec<(BTreeSet<String>, bool)> = Vec::new();
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

fn expected() -> Vec<(BTreeSet<String>, bool)> {
    let mut found: Vec<(BTreeSet<String>, bool)> = Vec::new();
    for line in EXPECTED.lines() {
        if let Some(rest) = line.strip_prefix("problem ") {
            found.push((BTreeSet::new(), rest.ends_with(" partial")));
        } else if let Some(current) = found.last_mut() {
            current.0.insert(line.to_string());
        }
    }
    found
}

fn run(input: &str, name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("nightrider-intl-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(name);
    std::fs::write(&file, input).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_nightrider"))
        .args(["-regression", file.to_str().unwrap()])
        .output()
        .expect("run nightrider");
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn popeye_keeps_the_same_lines() {
    let out = run(INPUT, "limit.inp");
    let got = problems(&out);
    let want = expected();
    assert_eq!(want.len(), 89);
    assert_eq!(got.len(), want.len(), "{out}");
    let wrong: Vec<String> = got
        .iter()
        .zip(&want)
        .enumerate()
        .filter(|(_, (g, w))| g != w)
        .map(|(i, (g, w))| {
            format!(
                "problem {}: missing {:?}, extra {:?}, partial {} (Popeye {})",
                i + 1,
                w.0.difference(&g.0).collect::<Vec<_>>(),
                g.0.difference(&w.0).collect::<Vec<_>>(),
                g.1,
                w.1
            )
        })
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Every line kept is a line of the search without the limit, a problem
/// with solutions keeps at least one, the limit leaves many out, and a
/// limit above the number of lines keeps them all, without `Partial
/// solution`.
#[test]
fn the_limit_only_leaves_lines_out() {
    let plain_input = INPUT
        .replace("option intelligent 1 maxsolutions 1", "option intelligent")
        .replace("option intelligent 1", "option intelligent")
        .replace("option intelligent 2", "option intelligent");
    let plain = problems(&run(&plain_input, "plain.inp"));
    let limited = problems(&run(INPUT, "limited.inp"));
    let wide = problems(&run(
        &plain_input.replace("option intelligent\n", "option intelligent 100000\n"),
        "wide.inp",
    ));
    assert_eq!(plain.len(), limited.len());
    for (i, ((all, _), (kept, _))) in plain.iter().zip(&limited).enumerate() {
        assert!(kept.is_subset(all), "problem {}", i + 1);
        assert_eq!(all.is_empty(), kept.is_empty(), "problem {}", i + 1);
    }
    let count = |v: &[(BTreeSet<String>, bool)]| v.iter().map(|p| p.0.len()).sum::<usize>();
    assert!(count(&limited) * 2 < count(&plain));
    assert_eq!(wide.len(), plain.len());
    for (i, (w, p)) in wide.iter().zip(&plain).enumerate() {
        assert_eq!(w.0, p.0, "problem {}", i + 1);
        assert!(!w.1, "problem {}", i + 1);
    }
}
