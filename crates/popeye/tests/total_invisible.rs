//! Total Invisibles (`pieces TotalInvisible n …`): refused by name with
//! their number until nightrider solves them; `TotalInvisible 0` is read
//! as Popeye 4.104 reads it, as no invisible at all.

use nightrider_notation::popeye::parse_input;
use nightrider_popeye::problem::Problem;

fn build(input: &str) -> Result<Problem, String> {
    let parsed = parse_input(input);
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    Problem::from_syntax(&parsed.problems[0]).map_err(|e| e.to_string())
}

#[test]
fn invisibles_are_refused_with_their_number() {
    for (count, words) in [(1, "1 invisible"), (3, "3 invisibles")] {
        let input = format!(
            "begin\npieces TotalInvisible {count} white kf6 qd5 black kh6 ph7\n\
             stipulation h#1\nend\n"
        );
        assert_eq!(
            build(&input).unwrap_err(),
            format!("TotalInvisible with {words} is not supported yet")
        );
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
