//! Perft suites from `tests/data`: every count up to a node budget in the
//! default run, deeper counts in the ignored test.

mod common;

use common::{position, read_suite};
use nightrider_movegen::{perft, MoveGenerator, Orthodox, Rules, WalkRegistry};

const SUITES: [&str; 3] = ["standard.perft", "tricky.perft", "random.perft"];

/// Runs every count of every suite whose expected node count is at most
/// `budget`; returns the number of counts checked.
fn run(budget: u64) -> usize {
    let mut checked = 0;
    let mut failures = Vec::new();
    for suite in SUITES {
        for case in read_suite(suite) {
            let pos = position(&case.fen);
            let before = pos.clone();
            for &(depth, expected) in &case.counts {
                if expected > budget {
                    continue;
                }
                let got = perft::perft(Orthodox::new(&pos).unwrap(), depth);
                if got != expected {
                    failures.push(format!(
                        "{suite} {} depth {depth}: expected {expected}, got {got}",
                        case.id
                    ));
                }
                checked += 1;
            }
            assert_eq!(pos, before, "{}: perft changed the position", case.id);
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    checked
}

#[test]
fn perft_suites_shallow() {
    let checked = run(1_000_000);
    assert!(checked > 1000, "only {checked} counts checked");
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn perft_suites_deep() {
    let budget = std::env::var("NIGHTRIDER_PERFT_BUDGET")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(200_000_000);
    run(budget);
}

/// The general path (walks, play and test) agrees with the suites too.
#[test]
fn general_path_perft() {
    let mut checked = 0;
    for suite in ["standard.perft", "tricky.perft"] {
        for case in read_suite(suite) {
            let mut pos = position(&case.fen);
            let generator =
                MoveGenerator::for_position(&pos, Rules::default(), &WalkRegistry::new())
                    .unwrap()
                    .force_general();
            for &(depth, expected) in case.counts.iter().filter(|(_, n)| *n <= 20_000) {
                assert_eq!(
                    generator.perft(&mut pos, depth).unwrap(),
                    expected,
                    "{} depth {depth}",
                    case.id
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 40);
}

#[test]
fn divide_sums_to_perft() {
    let pos = position(common::KIWIPETE);
    let divided = perft::divide(Orthodox::new(&pos).unwrap(), 3);
    assert_eq!(divided.len(), 48);
    assert_eq!(divided.iter().map(|(_, n)| n).sum::<u64>(), 97862);
}
