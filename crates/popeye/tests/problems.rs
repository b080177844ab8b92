//! Problems read from Popeye's input language: twins, options and what
//! Popeye prints about them (no solving unless needed).

use nightrider_notation::popeye::parse_input;
use nightrider_popeye::problem::Problem;

fn problem(input: &str) -> Problem {
    let parsed = parse_input(input);
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    Problem::from_syntax(&parsed.problems[0]).expect("a problem")
}

/// Each twin's label and description (`b) wBd1`).
fn twin_labels(p: &Problem) -> Vec<String> {
    p.twins
        .iter()
        .map(|t| format!("{} {}", t.label, t.description))
        .collect()
}

/// Popeye's EXAMPLES/pseries 5 (D. Meinking, StrateGems 2009): a piece added
/// on an occupied square replaces it, printed without `+` (Popeye 4.104:
/// `b) wBd1`, but `+wBd2` on an empty square).
#[test]
fn twin_adding_on_an_occupied_square() {
    let p = problem(
        "begin\npieces white kb2 sd1 pe3 black kh1 pe2\nstipulation pser-h#7\n\
         twin add white bd1\ntwin add white bd2\ntwin move d1 e1 add white bd1\nend\n",
    );
    assert_eq!(
        twin_labels(&p),
        ["a) ", "b) wBd1", "c) +wBd2", "d) wSd1-->e1  +wBd1"]
    );
}

/// A piece added where the same twin removed one replaces it: Popeye
/// 4.104 prints `b) wSh6` for `remove h6 add white sh6`, the removal not
/// shown, but `-nBh6  +wSh5` elsewhere. Twins name a piece's attributes
/// after its colour, in the order of the moves' prefixes (`+wkSh5`,
/// `+ncSh5`, `nrSh6`).
#[test]
fn twin_adding_where_it_removed() {
    let p = problem(
        "begin
pieces white ka1 black ka8 neutral bh6
stipulation h~1
         twin remove h6 add white sh6 add black sg6
         twin remove h6 add white sh5
         twin add neutral chameleon sh5
         twin remove a1 add white royal sh5
         twin remove h6 add neutral royal sh6
end
",
    );
    assert_eq!(
        twin_labels(&p),
        [
            "a) ",
            "b) wSh6  +bSg6",
            "c) -nBh6  +wSh5",
            "d) +ncSh5",
            "e) -wKa1  +wrSh5",
            "f) nrSh6"
        ]
    );
}
