//! Popeye's options that cut battle play short, on problems whose keys
//! Popeye lists (checked with Popeye 4.104): `MaxFlightsquares n` (the
//! defender has defended when its king has more than n flights, in check
//! or not) and `Threat n` (after a quiet attacking move, the defender has
//! defended unless the attacker threatens to win in n moves).

use nightrider::notation::popeye::parse_input;
use nightrider::output::solution_lines;
use nightrider::problem::Problem;
use nightrider::{solve, SolveOptions};

/// The keys of a battle problem, sorted.
fn keys(input: &str) -> Vec<String> {
    let parsed = parse_input(input);
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    let problem = Problem::from_syntax(&parsed.problems[0]).expect("the problem builds");
    let mut lines = Vec::new();
    solve(&problem, &SolveOptions::default(), |_, _, report| {
        lines.extend(
            solution_lines(problem.language, report)
                .into_iter()
                .filter(|l| l.trim_end().ends_with('!'))
                .map(|l| l.trim().to_string()),
        );
    })
    .expect("solved");
    lines.sort();
    lines
}

fn rooks(stipulation: &str, option: &str) -> String {
    format!("begin\npieces white kf6 ra1 rb1 black kh8\nstip {stipulation}\noption {option}\nend\n")
}

#[test]
fn max_flightsquares_counts_more_than_n_flights() {
    // 1.Ra8+ Kh7 leaves one flight: refuted with 0, kept with 1
    assert!(keys(&rooks("#3", "maxflight 0")).is_empty());
    assert_eq!(
        keys(&rooks("#3", "maxflight 1")),
        [
            "1.Kf6-f7 !",
            "1.Kf6-g6 !",
            "1.Ra1-a7 !",
            "1.Ra1-a8 + !",
            "1.Rb1-b7 !",
            "1.Rb1-b8 + !",
            "1.Rb1-g1 !",
            "1.Rb1-h1 + !",
        ]
    );
    // with two flights allowed only the king moves leaving three go
    let keys2 = keys(&rooks("#4", "maxflight 2"));
    assert_eq!(keys2.len(), 22, "{keys2:?}");
    assert!(!keys2.contains(&"1.Kf6-f5 !".to_string()));
}

#[test]
fn threat_judges_quiet_moves_only() {
    // checks need no threat; quiet keys must threaten mate in n
    assert_eq!(
        keys(&rooks("#3", "threat 0")),
        ["1.Ra1-a8 + !", "1.Rb1-b8 + !", "1.Rb1-h1 + !"]
    );
    assert_eq!(
        keys(&rooks("#4", "threat 1")),
        [
            "1.Kf6-f7 !",
            "1.Kf6-g6 !",
            "1.Ra1-a7 !",
            "1.Ra1-a8 + !",
            "1.Rb1-b7 !",
            "1.Rb1-b8 + !",
            "1.Rb1-h1 + !",
        ]
    );
}

/// The solution lines of a problem (after its diagram).
fn solution(input: &str) -> Vec<String> {
    let parsed = parse_input(input);
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    let problem = Problem::from_syntax(&parsed.problems[0]).expect("the problem builds");
    let mut lines = Vec::new();
    solve(&problem, &SolveOptions::default(), |_, _, report| {
        lines.extend(
            solution_lines(problem.language, report)
                .into_iter()
                .filter(|l| !l.trim().is_empty()),
        );
    })
    .expect("solved");
    lines
}

/// A defender mated by the attacker's move may still reach a counter-mate
/// by a move leaving its king attacked (Popeye 4.104: the black king
/// steps next to the white one, mating it), also as a short solution.
#[test]
fn a_mated_defender_reaches_a_counter_mate() {
    for stip in ["s##!1", "s##!2"] {
        let input = format!(
            "begin\npieces white qa5 ka7 black kc8 rb8 dud7d8\nstip {stip}\noption variation\nend\n"
        );
        assert_eq!(
            solution(&input),
            ["   1.Qa5-c5 + !", "      1...Kc8-b7 ##!"],
            "{stip}"
        );
    }
    // a double mate is not reached so: Popeye has no solution
    let input = "begin\npieces white qa5 ka7 black kc8 rb8 dud7d8\nstip s##1\nend\n";
    assert!(solution(input).is_empty());
}
