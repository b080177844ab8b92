//! Help play with jigger and functionary pieces agrees with Popeye 4.104
//! beyond the first move: `tests/data/attribute-solving.inp` holds 12
//! generated h#2 problems (two each for jigger pieces alone, under Circe
//! and under Madrasi, and functionary pieces alone, under Circe and under
//! KoeKo), each with one to four solutions that the attribute changes;
//! `attribute-solving.expected` has Popeye's solutions. The lines are
//! compared as Popeye's comparison tool does, siblings in any order.

mod common;

use common::{canonical_tree, run_cli_streams};

#[test]
fn help_play_with_jigger_and_functionary_pieces_agrees_with_popeye() {
    let input = include_str!("data/attribute-solving.inp");
    let problems: Vec<&str> = input
        .trim_start_matches("beginproblem\n")
        .trim_end_matches("endproblem\n")
        .split("nextproblem\n")
        .collect();
    let expected: Vec<Vec<&str>> = include_str!("data/attribute-solving.expected")
        .split("problem ")
        .skip(1)
        .map(|p| p.lines().skip(1).collect())
        .collect();
    assert_eq!(problems.len(), 12);
    assert_eq!(expected.len(), problems.len());
    let mut wrong = Vec::new();
    for (n, (problem, want)) in problems.iter().zip(&expected).enumerate() {
        let (out, err) = run_cli_streams(&format!("begin\n{problem}end\n"), "problem.inp");
        // the solution lines: after the diagram and the lines naming the
        // attributes and conditions, up to the end of the solution
        let lines: Vec<&str> = out
            .lines()
            .skip_while(|l| !l.starts_with("+---a"))
            .skip(2)
            .skip_while(|l| !l.starts_with("+---a"))
            .skip(2)
            .take_while(|l| !l.starts_with("solution finished"))
            .filter(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
            .collect();
        if canonical_tree(&lines) != canonical_tree(want) {
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
