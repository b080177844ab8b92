//! Total Invisibles (`pieces TotalInvisible n …`): help mate with one
//! invisible is built (and solved by the command), the other problems
//! are refused naming what is missing; `TotalInvisible 0` is read as
//! Popeye 4.104 reads it, as no invisible at all.

use nightrider_notation::popeye::parse_input;
use nightrider_popeye::problem::Problem;

fn build(input: &str) -> Result<Problem, String> {
    let parsed = parse_input(input);
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    Problem::from_syntax(&parsed.problems[0]).map_err(|e| e.to_string())
}

#[test]
fn invisibles_are_refused_with_what_is_missing() {
    for (count, stipulation, more, message) in [
        (
            1,
            "h=2",
            "",
            "TotalInvisible with 1 invisible and stipulation h=2",
        ),
        (3, "h#1", "", "TotalInvisible with 3 invisibles"),
        (
            1,
            "h#1",
            "condition Madrasi\n",
            "TotalInvisible with 1 invisible and fairy conditions",
        ),
        (
            1,
            "h#1",
            "option HalfDuplex\n",
            "TotalInvisible with 1 invisible and options",
        ),
        (
            0,
            "h#1",
            "twin add TotalInvisible 1\n",
            "TotalInvisible with 1 invisible in a twin",
        ),
    ] {
        let input = format!(
            "begin\npieces TotalInvisible {count} white kf6 qd5 black kh6 ph7\n\
             stipulation {stipulation}\n{more}end\n"
        );
        assert_eq!(
            build(&input).unwrap_err(),
            format!("{message} is not supported yet"),
            "{input}"
        );
    }
}

/// Help mate with one invisible in an orthodox problem is built (up to
/// `h#1.5`, twins too), the twin counting its invisible; `h#2` and longer
/// are refused by name.
#[test]
fn one_invisible_in_a_help_mate_in_one_is_built() {
    let problem =
        build("begin\npieces TotalInvisible 1 white kf6 qd5 black kh6 ph7\nstipulation h#1\nend\n")
            .unwrap();
    assert_eq!(problem.twins[0].invisibles, 1);
    for stipulation in ["h#0.5", "h#1.5", "h#1.5\ntwin move d5 d4"] {
        let problem = build(&format!(
            "begin\npieces TotalInvisible 1 white kf6 qd5 black kh6 ph7\nstipulation {stipulation}\nend\n"
        ))
        .unwrap();
        assert_eq!(problem.twins[0].invisibles, 1, "{stipulation}");
    }
    for stipulation in ["h#2", "h#3"] {
        let err = build(&format!(
            "begin\npieces TotalInvisible 1 white kf6 qd5 black kh6 ph7\nstipulation {stipulation}\nend\n"
        ))
        .unwrap_err()
        .to_string();
        assert!(err.contains(&format!("stipulation {stipulation}")), "{err}");
    }
}

/// Popeye 4.104 solves `TotalInvisible 0` as the orthodox problem (its
/// count line `2 + 2` has no `TI` term).
#[test]
fn no_invisible_is_the_orthodox_problem() {
    let with =
        build("begin\npieces TotalInvisible 0 white kf6 qd5 black kh6 ph7\nstipulation h#1\nend\n")
            .unwrap();
    let without =
        build("begin\npieces white kf6 qd5 black kh6 ph7\nstipulation h#1\nend\n").unwrap();
    assert_eq!(with.twins.len(), 1);
    assert_eq!(
        with.twins[0].position.to_string(),
        without.twins[0].position.to_string()
    );
}
