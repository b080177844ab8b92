//! Condition names in Popeye's three input languages refused as Popeye
//! 4.104 refuses them, or because nightrider does not implement them. (The
//! condition lines printed under the diagram: the root's
//! `tests/condition_names.rs`.)

use nightrider_notation::popeye::parse_input;
use nightrider_popeye::problem::Problem;

/// A problem with the position and `~1` in `lang` (`en`, `de`, `fr`) under
/// `condition`.
fn problem(lang: &str, condition: &str) -> String {
    match lang {
        "de" => format!(
            "AnfangProblem\nsteine weiss ka1 td4 schwarz ka8 ld5\nforderung ~1\nbedingung {condition}\nEndeProblem\n"
        ),
        "fr" => format!(
            "debutprobleme\npieces blanc ra1 td4 noir ra8 fd5\nenonce ~1\ncondition {condition}\nfinprobleme\n"
        ),
        _ => format!(
            "beginproblem\npieces white ka1 rd4 black ka8 bd5\nstipulation ~1\ncondition {condition}\nendproblem\n"
        ),
    }
}

/// Conditions Popeye names but nightrider does not implement are refused
/// naming them, in every language; an abbreviation that fits two names is
/// refused as ambiguous (Popeye: "condition not uniq").
#[test]
fn unimplemented_and_ambiguous_names_are_refused_by_name() {
    for (lang, condition, named) in [
        ("en", "PatienceChess", "PatienceChess"),
        ("de", "PatienceSchach", "PatienceChess"),
        ("fr", "EchecsPatience", "PatienceChess"),
        ("de", "CASTInvers", "CASTInverse"),
        ("en", "immun", "ambiguous"),
    ] {
        let parsed = parse_input(&problem(lang, condition));
        let error = match parsed.problems.first().map(Problem::from_syntax) {
            Some(Err(e)) => e.to_string(),
            Some(Ok(_)) => panic!("{condition}: accepted"),
            None => parsed
                .errors
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("; "),
        };
        assert!(error.contains(named), "{condition}: {error}");
    }
}

/// What Popeye 4.104 does not read as we would is refused, naming it: a
/// word after a traditional name that Popeye reads as a condition of its
/// own (`MirrorCirce Strict` is StrictSAT beside it) or rejects
/// (`MirrorCirce Relaxed`), and two alternatives of one group (Popeye keeps
/// the first). (The words Popeye merges into the condition are read: the
/// root's `tests/condition_names.rs`.)
#[test]
fn words_popeye_reads_otherwise_are_refused() {
    for (condition, named) in [
        ("MirrorCirce Strict", "MirrorCirce Strict"),
        ("MirrorCirce Relaxed", "MirrorCirce Relaxed"),
        ("MirrorAntiCirce Diametral", "MirrorAntiCirce Diametral"),
        ("MirrorCirce Rank", "MirrorCirce Rank"),
        ("CouscousCirce RexInclusive", "CouscousCirce RexInclusive"),
        ("AntiCloneCirce Cheylan", "AntiCloneCirce Cheylan"),
        ("Circe File Rank", "File and Rank"),
        (
            "Circe VerticalMirror Frischauf",
            "VerticalMirror and Frischauf",
        ),
        ("AntiCirce Calvet Cheylan", "Calvet and Cheylan"),
        ("ImmunChess Strict Relaxed", "Strict and Relaxed"),
    ] {
        let parsed = parse_input(&problem("en", condition));
        let error = match parsed.problems.first().map(Problem::from_syntax) {
            Some(Err(e)) => e.to_string(),
            Some(Ok(_)) => panic!("{condition}: accepted"),
            None => panic!("{condition}: not read"),
        };
        assert!(error.contains(named), "{condition}: {error}");
    }
}
