//! The condition lines under the diagram in the problem's language, for
//! every condition of Popeye's tables that nightrider implements and that
//! reads without parameters, in each of Popeye's three languages:
//! `tests/data/condition-lines.txt` holds what Popeye 4.104 prints for
//! each (`py -regression`; a problem with two kings, `~1` and the
//! condition as written there).

use nightrider_notation::popeye::parse_input;
use nightrider_popeye::problem::Problem;

/// The problem of the data file in `lang` under `condition`.
fn problem(lang: &str, condition: &str) -> String {
    match lang {
        "de" => format!(
            "anfangproblem\nsteine weiss kc1 schwarz ka1\nforderung ~1\nbedingung {condition}\nendeproblem\n"
        ),
        "fr" => format!(
            "debutprobleme\npieces blanc rc1 noir ra1\nenonce ~1\ncondition {condition}\nfinprobleme\n"
        ),
        _ => format!(
            "beginproblem\npieces white kc1 black ka1\nstipulation ~1\ncondition {condition}\nendproblem\n"
        ),
    }
}

#[test]
fn condition_lines_are_popeyes_in_each_language() {
    let data = include_str!("data/condition-lines.txt");
    let mut checked = 0;
    for line in data.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split('\t').collect();
        let [lang, condition, expected] = fields[..] else {
            panic!("a line of three fields expected: {line}");
        };
        let text = problem(lang, condition);
        let parsed = parse_input(&text);
        assert!(parsed.errors.is_empty(), "{text}: {:?}", parsed.errors);
        let problem = Problem::from_syntax(&parsed.problems[0])
            .unwrap_or_else(|e| panic!("{lang} {condition}: {e}"));
        let lines = problem.twins[0]
            .conditions
            .printed_lines(problem.language)
            .iter()
            .map(|l| l.trim().to_string())
            .collect::<Vec<_>>()
            .join(" | ");
        assert_eq!(lines, expected, "{lang}: condition {condition}");
        checked += 1;
    }
    assert!(checked >= 290, "{checked} lines checked");
}
