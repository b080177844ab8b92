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

mod common;

use common::{assert_same_lines_as_popeye, problem_lines, run_cli, Lines};

const INPUT: &str = include_str!("data/intelligent-limit.inp");
const EXPECTED: &str = include_str!("data/intelligent-limit.expected");

#[test]
fn popeye_keeps_the_same_lines() {
    assert_same_lines_as_popeye(INPUT, EXPECTED, 89);
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
