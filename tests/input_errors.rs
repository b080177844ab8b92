//! Errors and oddities of the input as the command line reports them:
//! every error points at the line and column of the input it comes from,
//! what Popeye 4.104 rejects is rejected, and what it reports for one twin
//! leaves the other twins solved.

mod common;

/// Runs the binary with `args` on `input` (standard input); returns its
/// standard output, standard error and exit code.
fn run(args: &[&str], input: &str) -> (String, String, Option<i32>) {
    let (out, err, code) = common::run_on_stdin(args, input.as_bytes());
    (String::from_utf8_lossy(&out).into_owned(), err, code)
}

/// A problem that solves, to follow a bad one: `1.Qg2-b2 #`.
const GOOD: &str = "stipulation #1\npieces white kc3 qg2 black ka1\n";

/// The errors found when a problem is built name the line and column of
/// the command they come from (the end of the problem for what is
/// missing), as parse errors do; the next problem is still solved.
#[test]
fn problem_errors_point_at_their_command() {
    for (problem, expected) in [
        (
            "pieces white ka1 black kc3\n",
            "<stdin>:3:1: problem 1: no stipulation given",
        ),
        (
            "stipulation #2\npieces white ka1 qa1 black kc3\n",
            "<stdin>:3:1: problem 1: two pieces on one square",
        ),
        (
            "stipulation #2\npieces white ka1 kb1 black kc3\n",
            "<stdin>:3:1: problem 1: only one king allowed",
        ),
        (
            "stipulation #0\npieces white ka1 black kc3\n",
            "<stdin>:2:1: problem 1: stipulation: invalid stipulation \"#0\": zero length",
        ),
        (
            "stipulation #2\npieces white ka1 black kc3\ntwin rotate 90\ntwin remove d4\n",
            "<stdin>:5:1: problem 1: twin: no piece on d4",
        ),
    ] {
        let input = format!("begin\n{problem}nextproblem\n{GOOD}end\n");
        let (out, err, code) = run(&[], &input);
        assert!(err.contains(expected), "{problem}: {err}");
        assert!(out.contains("1.Qg2-b2 # !"), "{problem}: {out}");
        assert_eq!(code, Some(1), "{problem}");
    }
}

/// Popeye refuses two kings of a side as it reads the problem ("only one
/// king allowed", no diagram); so does the command line.
#[test]
fn a_second_king_is_refused_before_the_diagram() {
    let (out, _, _) = run(
        &[],
        "begin\nstipulation #2\npieces white ka1 kb1 black kc3\nend\n",
    );
    assert!(!out.contains("+---a---b"), "{out}");
    assert!(
        out.contains("problem 1 refused: only one king allowed"),
        "{out}"
    );
}

/// In JSON, a problem error carries its line and column.
#[test]
fn json_problem_errors_carry_their_position() {
    let (out, _, _) = run(
        &["--format", "json"],
        "begin\npieces white ka1 black kc3\nend\n",
    );
    let doc: serde_json::Value = serde_json::from_str(out.trim()).expect("one JSON document");
    assert_eq!(doc["error"], "no stipulation given");
    assert_eq!(doc["line"], 3);
    assert_eq!(doc["column"], 1);
}

/// `white white Sb6` and a colour word with no piece after it are input
/// errors in Popeye 4.104 ("wrong or missing PieceName"): refused at the
/// word found instead of a piece; the next problem is still solved.
#[test]
fn a_colour_without_pieces_is_refused() {
    for (pieces, expected) in [
        (
            "pieces white white Sb6 ka1 black kc3",
            "<stdin>:3:14: problem 1: a piece expected after 'white', found 'white'",
        ),
        (
            "pieces white kb1 black",
            "<stdin>:4:1: problem 1: a piece expected after 'black', found 'nextproblem'",
        ),
        (
            "pieces white kb1 black kc3 white royal",
            "<stdin>:4:1: problem 1: a piece expected after 'white', found 'nextproblem'",
        ),
    ] {
        let input = format!("begin\nstipulation ~1\n{pieces}\nnextproblem\n{GOOD}end\n");
        let (out, err, code) = run(&[], &input);
        assert!(err.contains(expected), "{pieces}: {err}");
        assert!(!out.contains("Kb1-c2"), "{pieces}: {out}");
        assert!(out.contains("1.Qg2-b2 # !"), "{pieces}: {out}");
        assert_eq!(code, Some(1), "{pieces}");
    }
    // (Popeye reads black or neutral after a colour as that colour)
    let (out, err, _) = run(
        &[],
        "begin\nstipulation #1\npieces white kc3 white black ka1 white qg2\nend\n",
    );
    assert!(out.contains("1.Qg2-b2 # !"), "{out}{err}");
}

/// A twin `shift` that would move a piece off the board is ignored for
/// that twin, its other operations kept, as Popeye 4.104 does ("A piece
/// will be moved outside."): the twin is solved as it stands, and so are
/// the others.
#[test]
fn a_shift_off_the_board_is_ignored_for_its_twin() {
    let input = "begin\nstipulation #1\npieces white kc3 qg2 black ka1\n\
                 twin shift a1 a2\ntwin shift a1 h1\ntwin shift a1 a3\nend\n";
    let (out, err, code) = run(&["--regression"], input);
    assert_eq!(code, Some(0), "{err}");
    // Popeye 4.104's output of the twins
    let twins = "a) \n\n   1.Qg2-b2 # !\n\n\nb) shift a1 ==> a2  \n\n\n\
                 c) \n\n   1.Qg2-b2 # !\n\n\nd) shift a1 ==> a3  \n\n\n";
    assert!(out.contains(twins), "{out}");
    assert!(
        err.contains("<stdin>:5:1: problem 1: twin c) shift a1 ==> h1 ignored"),
        "{err}"
    );
    // the twin's other operations stay
    let input = "begin\nstipulation #1\npieces white kc3 qg2 black ka1\n\
                 twin shift a1 h1 rotate 90\nend\n";
    let (out, _, _) = run(&["--regression"], input);
    assert!(out.contains("b) rotate 90  \n\n   1.Qg7-g2 # !"), "{out}");
}

/// A twin whose side to play can capture the king is not solved, the
/// others are, in JSON as in text (exit 0 in both, as Popeye); the JSON
/// document records the error for that twin.
#[test]
fn a_king_capturable_twin_is_skipped_in_json_too() {
    let input = "begin\nstipulation #1\npieces white kc3 qg2 black ka1\n\
                 twin add white ra3\ntwin add black rb2\nend\n";
    let (text, _, text_code) = run(&[], input);
    assert_eq!(text_code, Some(0));
    assert!(text.contains("1.Qg2*b2 # !"), "{text}");
    let (out, err, code) = run(&["--format", "json"], input);
    assert_eq!(code, Some(0), "{err}");
    let doc: serde_json::Value = serde_json::from_str(out.trim()).expect("one JSON document");
    assert!(doc.get("error").is_none(), "{doc}");
    let twins = doc["twins"].as_array().expect("twins");
    assert_eq!(twins.len(), 3, "{doc}");
    assert_eq!(twins[1]["label"], "b)");
    assert_eq!(twins[1]["error"], "the side to play can capture the king");
    assert_eq!(
        twins[2]["phases"][0]["play"]["moves"][0]["move"], "Qg2*b2 #",
        "{doc}"
    );
}

/// Popeye's input errors that it reads on after are printed on standard
/// error with Popeye's message, and the problem is solved without the
/// part dropped (REGRESSIONS 4_47_to_4_49, problem 3: `option maxflight
/// -1` is dropped; checked with Popeye 4.104).
#[test]
fn input_errors_popeye_reads_on_after_are_warnings() {
    let (out, err, _) = run(
        &["--regression"],
        "begin\nstipulation #1\npieces white kc3 qg2 black ka1\noption maxflight -1\nend\n",
    );
    assert!(
        err.contains("<stdin>:4:18: problem 1: input-error:wrong integer offending item: -1"),
        "{err}"
    );
    assert!(out.contains("1.Qg2-b2 # !"), "{out}");
    assert!(!out.contains("//"), "no MaxFlightsquares: {out}");
}

/// A problem without a stipulation: Popeye says so on standard error and
/// prints only the end of the problem, in the problem's language
/// (REGRESSIONS 4_61_to_4_63, problem 38).
#[test]
fn a_problem_without_stipulation_ends_as_popeye_ends_it() {
    let (out, err, code) = run(
        &["--regression"],
        "AnfangProblem\nSteine weiss ka1 schwarz ka3\nForderung\nOption Variante\nEndeProblem\n",
    );
    assert!(
        err.contains("Eingabe-Fehler:Forderung nicht bekannt"),
        "{err}"
    );
    assert_eq!(out.trim(), "Loesung beendet.", "{out}");
    assert_eq!(code, Some(1));
}
