//! Popeye's input errors that it reads on after: the parser records
//! Popeye's message as a warning and reads on as Popeye 4.104 does (each
//! case from Popeye's REGRESSIONS files or a run of Popeye 4.104).

use nightrider_notation::popeye::*;

fn messages(parsed: &ParsedInput) -> Vec<String> {
    parsed.warnings.iter().map(|w| w.to_string()).collect()
}

/// REGRESSIONS 4_89_to_4_91, problem 9: Popeye keeps the first 10
/// imitators of 12 (and 10 of 11), and reads the next condition.
#[test]
fn too_many_imitators_keeps_the_first_ten() {
    let parsed = parse_input(
        "begin\npieces white ka1 se5 black kb3 rb8\nstipulation s#3\n\
         condition imitator a7b7c7d7e7f7g7h7g8h8f8e8 madrasi\nendproblem\n",
    );
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    assert_eq!(
        messages(&parsed),
        ["line 4, column 20: input-error:too many imitators offending item: a7b7c7d7e7f7g7h7g8h8f8e8"]
    );
    let Command::Condition(conds) = &parsed.problems[0].commands[2] else {
        panic!("{:?}", parsed.problems[0]);
    };
    assert_eq!(conds.len(), 2);
    let [ConditionParam::Squares(squares)] = conds[0].params.as_slice() else {
        panic!("{:?}", conds[0]);
    };
    let names: Vec<String> = squares.iter().map(|s| s.to_string()).collect();
    assert_eq!(
        names.join(""),
        "a7b7c7d7e7f7g7h7g8h8",
        "the first ten squares"
    );
    assert_eq!(conds[1].name, "Madrasi");
    // German: Popeye's message in the input's language
    let parsed = parse_input(
        "AnfangProblem\nSteine weiss ka1 schwarz kb3\nForderung #2\n\
         Bedingung Imitator a2b2c2d2e2f2g2h2a4b4c4\nEndeProblem\n",
    );
    assert_eq!(
        parsed.warnings[0].message,
        "Eingabe-Fehler:Zuviele Imitatoren Stoerende Eingabe: a2b2c2d2e2f2g2h2a4b4c4"
    );
}

/// REGRESSIONS 4_89_to_4_91, problem 10: a piece before any colour drops
/// the `pieces` command; the piece is then an offending item.
#[test]
fn a_piece_without_colour_drops_the_command() {
    let parsed = parse_input("begin\npieces ka1\nstip ~1\nendproblem\n");
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    assert_eq!(
        messages(&parsed),
        [
            "line 2, column 8: input-error:no color specified - all specification input ignored offending item: ka1",
            "line 2, column 8: input-error:offending item: ka1",
        ]
    );
    let commands = &parsed.problems[0].commands;
    assert_eq!(commands.len(), 1);
    assert!(matches!(commands[0], Command::Stipulation(_)));
}

/// REGRESSIONS 4_61_to_4_63, problem 38: `Stipulation` followed by a
/// command reads no stipulation, and the command is read.
#[test]
fn a_stipulation_missing_before_a_command() {
    let parsed = parse_input(
        "begin\nPieces White Se5 Rf3 Ke1 Black Rb8 Kd8 Rf8 Sf6\nStipulation\n\
         Option Variation NoBoard\nend\n",
    );
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    assert_eq!(
        messages(&parsed),
        ["line 4, column 1: input-error:cannot recognize the stipulation offending item: Option"]
    );
    let commands = &parsed.problems[0].commands;
    assert_eq!(commands.len(), 2);
    let Command::Option(options) = &commands[1] else {
        panic!("{commands:?}");
    };
    assert_eq!(options.len(), 2);
}

/// REGRESSIONS 4_75_to_4_77, problem 10: an unknown piece ends `pieces`,
/// and every token up to the next command is skipped.
#[test]
fn after_an_offending_item_tokens_are_skipped_to_the_next_command() {
    let parsed = parse_input("begin\nstipulation #1\npieces white Ka2 Xb1 black Ke8\nend\n");
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    assert_eq!(
        messages(&parsed),
        [
            "line 3, column 18: input-error:offending item: Xb1",
            "line 3, column 22: input-error:offending item: black",
            "line 3, column 28: input-error:offending item: Ke8",
        ]
    );
    // (Popeye 4.104: `option maxflight -1 variation` drops the option and
    // skips `variation`, which is no command)
    let parsed =
        parse_input("begin\nstip #1\noption maxflight -1 variation\npieces white ka1\nend\n");
    assert_eq!(
        messages(&parsed),
        [
            "line 3, column 18: input-error:wrong integer offending item: -1",
            "line 3, column 18: input-error:offending item: -1",
            "line 3, column 21: input-error:offending item: variation",
        ]
    );
    assert_eq!(parsed.problems[0].commands.len(), 2);
    // An unknown word that follows no input error is still refused: it
    // may name something Popeye knows
    let parsed = parse_input("begin\nstip #1\ncondition madrasi xyz\nend\n");
    assert_eq!(parsed.errors.len(), 1);
    assert!(parsed.warnings.is_empty());
}

/// `LastCapture` needs a coloured piece on a square, also where the
/// input ends after the condition's name (the fuzzer's `c LA`).
#[test]
fn last_capture_without_its_piece_is_an_error_at_the_end_of_input() {
    for text in ["condition LA", "begin\ncondition LastCapture\nend\n"] {
        let parsed = nightrider_notation::popeye::parse_input(text);
        assert!(parsed.problems.is_empty(), "{text}: {:?}", parsed.problems);
        assert!(
            parsed
                .errors
                .iter()
                .any(|e| e.message.contains("a colour expected")),
            "{text}: {:?}",
            parsed.errors
        );
    }
}
