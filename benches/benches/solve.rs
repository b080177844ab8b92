//! Solving benchmark: orthodox problems from `../shared/bench/orthodox`
//! (skipped with a note when that folder is absent), solved through
//! `nightrider::solve` exactly as the CLI does. `scripts/bench-vs-popeye`
//! compares the same problems with Popeye side by side.

use criterion::{criterion_group, criterion_main, Criterion};
use nightrider::notation::popeye::parse_input;
use nightrider::problem::Problem;
use nightrider::{solve, SolveOptions};
use std::path::PathBuf;
use std::time::Duration;

/// Bench problems quick enough for repeated criterion runs.
const PROBLEMS: &[&str] = &[
    "reflex-4.inp",
    "helpself-3.inp",
    "series-self-6.inp",
    "parry-series-help-stalemate-4.inp",
    "direct-10.inp",
];

fn bench_dir() -> PathBuf {
    std::env::var_os("NIGHTRIDER_SHARED")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared")))
        .join("bench/orthodox")
}

fn solving(c: &mut Criterion) {
    let dir = bench_dir();
    if !dir.is_dir() {
        eprintln!(
            "solve bench: {} not found, nothing to measure",
            dir.display()
        );
        return;
    }
    let mut group = c.benchmark_group("solve");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(20));
    for name in PROBLEMS {
        let Ok(text) = std::fs::read_to_string(dir.join(name)) else {
            eprintln!("solve bench: {name} missing, skipped");
            continue;
        };
        let parsed = parse_input(&text);
        let Some(Ok(problem)) = parsed.problems.first().map(Problem::from_syntax) else {
            eprintln!("solve bench: {name} could not be built, skipped");
            continue;
        };
        group.bench_function(*name, |b| {
            b.iter(|| {
                let mut lines = 0;
                // single-threaded, as compared with Popeye
                let options = SolveOptions {
                    threads: 1,
                    ..SolveOptions::default()
                };
                solve(&problem, &options, |_, _, report| {
                    lines += report.phases.len()
                })
                .expect("bench problems solve");
                lines
            })
        });
    }
    group.finish();
}

criterion_group!(benches, solving);
criterion_main!(benches);
