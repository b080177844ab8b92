//! Multi-core solving gives byte-identical output whatever the thread count.

use std::process::Command;

fn run(args: &[&str], input: &str) -> String {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path();
    let file = dir.join(format!("{}.inp", input.len()));
    std::fs::write(&file, input).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_nightrider"))
        .args(args)
        .arg(&file)
        .output()
        .expect("run nightrider");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

const PROBLEMS: &[&str] = &[
    // #2 with set play, tries and variations.
    "begin stip #2 pieces white ka3 ra8 black kb1 option try set variation end",
    "begin stip #2 pieces white kc6 qd5 rh4 bb1 sc4 pb3 black kb4 pa3 option try variation end",
    // #3 and #4 whose work is nearly all below the key: idle workers help
    // the key's task, searching the defences in other orders.
    "begin stip #3 pieces white kf6 ra1 bc1 black kh8 ph7 option variation try end",
    "begin stip #4 pieces white kf6 ra1 bc1 black kh8 ph7 pg7 option variation try end",
    // h#2 with several solutions, h#2.5 with set play.
    "begin stip h#2 pieces white kd2 rc3 black ka1 pa2 pb3 end",
    "begin stip h#2 pieces white kb7 bc4 pf2 black kc3 pc5 pe4 end",
    "begin stip h#2.5 pieces white ka1 rh1 black kc8 pc7 option set end",
    // series help mate, series mate.
    "begin stip ser-h#3 pieces white kc3 rb1 black ka1 end",
    "begin stip ser-#3 pieces white kc6 qh1 black ka8 end",
    // s#2, r#2.
    "begin stip s#2 pieces white kf1 qg1 rb1 black kh3 ph4 option variation end",
    "begin stip r#2 pieces white kh1 qa1 black kh3 ph2 pg3 end",
    // Twins and duplex.
    "begin stip h#2 pieces white ka1 rb3 black kc1 pd2 twin move a1 a2 twin rotate 90 end",
    "begin stip h#1.5 pieces white kf1 rh1 black ke8 pe7 option duplex end",
    // Shorter solutions: longer lines through their end stop there (the
    // tasks of a split solve may skip that test only at lengths whose
    // tasks have all found nothing).
    "begin stip h#3 pieces white kd2 rc3 black ka1 pa2 pb3 end",
    "begin stip ser-h#4 pieces white kc3 rb1 black ka1 end",
    // StopOnShortSolutions.
    "begin stip h#3 pieces white kd2 rc3 black ka1 pa2 pb3 option stoponshort end",
    // StopOnShortSolutions after an introductory move (Kjell Widlert,
    // Andernach 1993: solving stops after the introductory move with
    // short solutions) and StartMoveNumber: solved sequentially.
    "begin stip 1->ser-h#3 cond andernach pieces white ka8 rh1 ba3 pd3 \
     black kg8 rc4f3 be4g3 pb2c6c7f5f6g7 option stoponshort end",
    "begin stip 1->ser-h#3 cond andernach pieces white ka8 rh1 ba3 pd3 \
     black kg8 rc4f3 be4g3 pb2c6c7f5f6g7 option stoponshort start 12 end",
];

#[test]
fn one_two_and_four_threads_print_the_same() {
    for p in PROBLEMS {
        let one = run(&["-regression", "--threads", "1"], p);
        // StopOnShortSolutions ends with Popeye's `Partial solution`
        assert!(
            one.contains("solution finished") || one.contains("Partial solution"),
            "{p}\n{one}"
        );
        for t in ["2", "4"] {
            let many = run(&["-regression", "--threads", t], p);
            assert_eq!(one, many, "{p} with {t} threads");
        }
    }
}

/// Orthodox bench problems (when `../shared` is there) quick enough for a test.
fn bench_problems() -> Vec<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let shared = std::env::var_os("NIGHTRIDER_SHARED")
        .map(std::path::PathBuf::from)
        .into_iter()
        .chain([root.join("../shared"), root.join("../../shared")])
        .find(|d| d.is_dir());
    let Some(dir) = shared.map(|d| d.join("bench/orthodox")) else {
        return Vec::new();
    };
    [
        "reflex-4.inp",
        "helpself-3.inp",
        "series-self-6.inp",
        "parry-series-help-stalemate-4.inp",
        // complete stalemate positions, listed once for every length
        // (shared out among the threads), and a colour-swapped phase
        "help-stalemate-6-ep-duplex.inp",
        "series-help-stalemate-12-intelligent.inp",
    ]
    .iter()
    .filter_map(|f| std::fs::read_to_string(dir.join(f)).ok())
    .collect()
}

#[test]
fn bench_problems_print_the_same_on_one_and_two_threads() {
    for p in bench_problems() {
        let one = run(&["-regression", "--threads", "1"], &p);
        let two = run(&["-regression", "--threads", "2"], &p);
        assert_eq!(one, two, "{p}");
    }
}

/// Sorting the blocks of the parts by key gives the whole report.
fn merged_parts(
    problem: &nightrider::problem::Problem,
    n: u32,
) -> Vec<nightrider::stipulation::Report> {
    use nightrider::stipulation::{BlockKey, Body};
    let mut parts = Vec::new();
    for k in 1..=n {
        let options = nightrider::SolveOptions {
            threads: 2,
            part: Some((k, n)),
            ..Default::default()
        };
        let mut twins = Vec::new();
        nightrider::solve_split(problem, &options, |_, _, r| twins.push(r.clone())).unwrap();
        parts.push(twins);
    }
    let mut merged = parts[0]
        .iter()
        .map(|r| r.report.clone())
        .collect::<Vec<_>>();
    for (t, report) in merged.iter_mut().enumerate() {
        for (p, phase) in report.phases.iter_mut().enumerate() {
            let mut keyed_attacks = Vec::new();
            let mut keyed_lines = Vec::new();
            for part in &parts {
                let split = &part[t];
                let keys: &[BlockKey] = &split.keys[p];
                match &split.report.phases[p].body {
                    Body::Battle(b) => {
                        keyed_attacks.extend(keys.iter().copied().zip(b.moves.clone()))
                    }
                    Body::Lines { solutions, .. } => {
                        keyed_lines.extend(keys.iter().copied().zip(solutions.clone()))
                    }
                }
            }
            keyed_attacks.sort_by_key(|(k, _)| *k);
            keyed_lines.sort_by_key(|(k, _)| *k);
            match &mut phase.body {
                Body::Battle(b) => b.moves = keyed_attacks.into_iter().map(|(_, a)| a).collect(),
                Body::Lines { solutions, .. } => {
                    *solutions = keyed_lines.into_iter().map(|(_, l)| l).collect()
                }
            }
        }
    }
    merged
}

/// Reports without option MoveNumbers' progress lines (their times differ
/// from run to run, and the outputs of parts leave them out).
fn without_progress(
    mut reports: Vec<nightrider::stipulation::Report>,
) -> Vec<nightrider::stipulation::Report> {
    for phase in reports.iter_mut().flat_map(|r| &mut r.phases) {
        phase.progress.clear();
        phase.set_play_progress.clear();
    }
    reports
}

#[test]
fn three_parts_merge_into_the_whole() {
    use nightrider::notation::popeye::parse_input;
    let mut texts: Vec<String> = PROBLEMS.iter().map(|s| s.to_string()).collect();
    texts.extend(bench_problems());
    for text in texts {
        let parsed = parse_input(&text);
        let problem = nightrider::problem::Problem::from_syntax(&parsed.problems[0]).unwrap();
        let mut whole = Vec::new();
        let options = nightrider::SolveOptions {
            threads: 1,
            ..Default::default()
        };
        nightrider::solve(&problem, &options, |_, _, r| whole.push(r.clone())).unwrap();
        assert_eq!(
            without_progress(merged_parts(&problem, 3)),
            without_progress(whole),
            "{text}"
        );
    }
}

#[test]
fn merge_parts_gives_the_single_run_output() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path();
    let mut texts: Vec<String> = PROBLEMS.iter().map(|s| s.to_string()).collect();
    texts.extend(bench_problems());
    for (i, text) in texts.iter().enumerate() {
        // (the outputs of parts leave out option MoveNumbers' progress
        // lines, `  3  (Ka8-b7 )`)
        let whole: String = run(&["-regression"], text)
            .lines()
            .filter(|l| !is_progress_line(l))
            .map(|l| format!("{l}\n"))
            .collect();
        let mut files = Vec::new();
        for k in 1..=3 {
            let part = run(&["-regression", "--part", &format!("{k}/3")], text);
            assert!(part.starts_with(&format!("@@nightrider-part {k}/3\n")));
            let f = dir.join(format!("{i}-{k}.out"));
            std::fs::write(&f, part).unwrap();
            files.push(f);
        }
        files.reverse();
        let out = Command::new(env!("CARGO_BIN_EXE_nightrider"))
            .arg("merge-parts")
            .args(&files)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(String::from_utf8(out.stdout).unwrap(), whole, "{text}");
    }
}

/// A progress line of option MoveNumbers: a number, two blanks, a move in
/// parentheses.
fn is_progress_line(line: &str) -> bool {
    let rest = line.trim_start();
    let digits = rest.chars().take_while(char::is_ascii_digit).count();
    digits > 0 && rest[digits..].starts_with("  (") && rest.ends_with(')')
}

#[test]
fn merge_parts_refuses_missing_parts() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path();
    let part = run(&["-regression", "--part", "1/2"], PROBLEMS[2]);
    let f = dir.join("1.out");
    std::fs::write(&f, part).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_nightrider"))
        .arg("merge-parts")
        .arg(&f)
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("parts 1/2"));
}
