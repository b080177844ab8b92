//! `option Intelligent n`: at most `n` lines per final picture (see
//! `nightrider_stipulation::picture`). The problems of
//! `tests/data/solutions/intelligent-limit.inp` (89 help and series
//! problems, described in that folder's `README.md`) are solved as Popeye
//! 4.104 solves them in `tests/solutions.rs`; here they are solved with and
//! without the limit.

mod common;

use common::{problem_lines, run_cli, Lines};

const INPUT: &str = include_str!("data/solutions/intelligent-limit.inp");

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
    let plain = problem_lines(&run_cli(&plain_input, "plain.inp"));
    let limited = problem_lines(&run_cli(INPUT, "limited.inp"));
    let wide = problem_lines(&run_cli(
        &plain_input.replace("option intelligent\n", "option intelligent 100000\n"),
        "wide.inp",
    ));
    assert_eq!(plain.len(), limited.len());
    for (i, ((all, _), (kept, _))) in plain.iter().zip(&limited).enumerate() {
        assert!(kept.is_subset(all), "problem {}", i + 1);
        assert_eq!(all.is_empty(), kept.is_empty(), "problem {}", i + 1);
    }
    let count = |v: &[Lines]| v.iter().map(|p| p.0.len()).sum::<usize>();
    assert!(count(&limited) * 2 < count(&plain));
    assert_eq!(wide.len(), plain.len());
    for (i, (w, p)) in wide.iter().zip(&plain).enumerate() {
        assert_eq!(w.0, p.0, "problem {}", i + 1);
        assert!(!w.1, "problem {}", i + 1);
    }
}
