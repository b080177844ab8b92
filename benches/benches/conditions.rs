//! Solving benchmark under fairy conditions: problems of
//! `benches/problems/conditions` (bench positions with Circe or Madrasi, and
//! published problems of the fairy-condition families),
//! solved through `nightrider::solve` as the CLI does. `scripts/bench-vs-popeye
//! --set conditions` compares the same problems with Popeye.

use criterion::{criterion_group, criterion_main, Criterion};
use nightrider::notation::popeye::parse_input;
use nightrider::problem::Problem;
use nightrider::{solve, SolveOptions};
use std::path::PathBuf;
use std::time::Duration;

/// Problems quick enough for repeated criterion runs.
const PROBLEMS: &[&str] = &[
    "help-mate-4-bruteforce-circe.inp",
    "help-mate-4-bruteforce-madrasi.inp",
    "series-self-6-circe.inp",
    "series-self-6-madrasi.inp",
    "reflex-4-madrasi.inp",
    "effects-frankfurt-help-mate-2.inp",
    "effects-magic-direct-2.inp",
    "selection-bolero-help-mate-2.5.inp",
    "kings-oscillating-direct-2.inp",
];

fn solving(c: &mut Criterion) {
    let dir = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/problems/conditions"));
    let mut group = c.benchmark_group("conditions");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(15));
    for name in PROBLEMS {
        let text = std::fs::read_to_string(dir.join(name)).expect("bundled bench problem");
        let parsed = parse_input(&text);
        let problem = Problem::from_syntax(&parsed.problems[0]).expect("bench problems build");
        group.bench_function(*name, |b| {
            b.iter(|| {
                let mut phases = 0;
                // single-threaded, as compared with Popeye
                let options = SolveOptions {
                    threads: 1,
                    ..SolveOptions::default()
                };
                solve(&problem, &options, |_, _, report| {
                    phases += report.phases.len()
                })
                .expect("bench problems solve");
                phases
            })
        });
    }
    group.finish();
}

criterion_group!(benches, solving);
criterion_main!(benches);
