//! Multi-core solving benchmark: help problems of `../shared/bench/orthodox`
//! (skipped with a note when absent) at 1 and 2 threads.

use criterion::{criterion_group, criterion_main, Criterion};
use nightrider::notation::popeye::parse_input;
use nightrider::problem::Problem;
use nightrider::{solve, SolveOptions};
use std::path::PathBuf;
use std::time::Duration;

/// Help problems quick enough for repeated runs.
const PROBLEMS: &[&str] = &["help-mate-4-bruteforce.inp", "helpself-3.inp"];

fn bench_dir() -> PathBuf {
    std::env::var_os("NIGHTRIDER_SHARED")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared")))
        .join("bench/orthodox")
}

fn parallel(c: &mut Criterion) {
    let dir = bench_dir();
    if !dir.is_dir() {
        eprintln!(
            "parallel bench: {} not found, nothing to measure",
            dir.display()
        );
        return;
    }
    let mut group = c.benchmark_group("parallel");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(20));
    for name in PROBLEMS {
        let Ok(text) = std::fs::read_to_string(dir.join(name)) else {
            eprintln!("parallel bench: {name} missing, skipped");
            continue;
        };
        let parsed = parse_input(&text);
        let Some(Ok(problem)) = parsed.problems.first().map(Problem::from_syntax) else {
            eprintln!("parallel bench: {name} could not be built, skipped");
            continue;
        };
        for threads in [1, 2] {
            let options = SolveOptions {
                threads,
                ..SolveOptions::default()
            };
            group.bench_function(format!("{name}/{threads}"), |b| {
                b.iter(|| {
                    let mut phases = 0;
                    solve(&problem, &options, |_, _, report| {
                        phases += report.phases.len()
                    })
                    .expect("bench problems solve");
                    phases
                })
            });
        }
    }
    group.finish();
}

criterion_group!(benches, parallel);
criterion_main!(benches);
