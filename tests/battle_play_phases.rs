//! Which parts of a battle or help problem Popeye 4.104 solves, and how:
//! a duplex half whose side to play could capture the king is refused
//! while the other half is solved; PostKeyPlay starts with the defender
//! (whose king the attacker may attack); set play shows every defence
//! that is answered (threats after the attacker's answers only with
//! option Variation), even where the play from the diagram is refused;
//! `Defence n` asks for tries, and `Try` after it sets the refutations
//! back to one.
//!
//! `tests/data/battle-phases/battle-options.inp` holds 22 random problems
//! on which an earlier nightrider differed from Popeye (the last two: set
//! play with option Variation, threats after White's second move);
//! `battle-options.expected` has Popeye's solution for each (its lines
//! after the diagram and the message on standard error, where there is
//! one). The lines are compared
//! as Popeye's comparison tool does, siblings in any order.

mod common;

use common::{canonical_tree, run_cli_streams};

const KING_CAPTURABLE: &str = "the side to play can capture the king";

#[test]
fn popeye_solves_the_same_phases() {
    let input = include_str!("data/battle-phases/battle-options.inp");
    let problems: Vec<&str> = input
        .trim_start_matches("beginproblem\n")
        .trim_end_matches("endproblem\n")
        .split("nextproblem\n")
        .collect();
    let expected: Vec<Vec<&str>> = include_str!("data/battle-phases/battle-options.expected")
        .split("problem ")
        .skip(1)
        .map(|p| p.lines().skip(1).collect())
        .collect();
    assert_eq!(problems.len(), 22);
    assert_eq!(expected.len(), problems.len());
    let mut wrong = Vec::new();
    for (n, (problem, want)) in problems.iter().zip(&expected).enumerate() {
        let (out, err) = run_cli_streams(&format!("begin\n{problem}end\n"), "problem.inp");
        // the lines after the stipulation's line, up to the end of the solution
        let lines: Vec<&str> = out
            .lines()
            .skip_while(|l| !l.starts_with("+---a"))
            .skip(2)
            .skip_while(|l| !l.starts_with("+---a"))
            .skip(2)
            .take_while(|l| !l.starts_with("solution finished"))
            .filter(|l| !l.trim().is_empty())
            .collect();
        let want_lines: Vec<&str> = want
            .iter()
            .copied()
            .filter(|l| *l != KING_CAPTURABLE)
            .collect();
        let want_refusals = want.len() - want_lines.len();
        if canonical_tree(&lines) != canonical_tree(&want_lines)
            || err.matches(KING_CAPTURABLE).count() != want_refusals
        {
            wrong.push(format!(
                "problem {}:\n{problem}\n{}\n{err}--- Popeye:\n{}",
                n + 1,
                lines.join("\n"),
                want.join("\n")
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n\n"));
}
