//! Every legal first move under the fairy conditions of issue 5's fourth
//! part agrees with Popeye 4.104 (stipulation `~1`): hand-made positions
//! and random ones (those of `../shared/oracle/movelists`), with White and
//! with Black to move, in `tests/data/condition-movelists-opts-*.txt`
//! (the format of `tests/condition_movelists.rs`).

use nightrider::output::solution_lines;
use nightrider::problem::Problem;
use nightrider::{solve, SolveError, SolveOptions};
use nightrider_notation::popeye::parse_input;
use std::collections::BTreeSet;

struct Case {
    condition: String,
    pieces: String,
    black: bool,
    /// `None`: Popeye refuses the problem.
    moves: Option<BTreeSet<String>>,
}

fn cases(text: &str) -> Vec<Case> {
    let mut out = Vec::new();
    for block in text.split("\n\n") {
        let lines: Vec<&str> = block.lines().filter(|l| !l.starts_with('#')).collect();
        if lines.is_empty() {
            continue;
        }
        out.push(Case {
            condition: lines[0].strip_prefix("condition ").unwrap().to_string(),
            pieces: lines[1].to_string(),
            black: lines[2] == "side black",
            moves: if lines.get(3) == Some(&"refused") {
                None
            } else {
                Some(lines[3..].iter().map(|s| s.to_string()).collect())
            },
        });
    }
    out
}

fn first_moves(case: &Case) -> Result<BTreeSet<String>, String> {
    let condition = if case.condition == "none" {
        String::new()
    } else {
        format!("condition {}\n", case.condition)
    };
    let input = format!(
        "begin\n{}\nstipulation ~1\n{}{}end\n",
        case.pieces,
        condition,
        if case.black {
            "option HalfDuplex\n"
        } else {
            ""
        }
    );
    let parsed = parse_input(&input);
    let syntax = parsed.problems.first().ok_or("no problem parsed")?;
    let problem = Problem::from_syntax(syntax).map_err(|e| e.to_string())?;
    let mut moves = BTreeSet::new();
    let result = solve(&problem, &SolveOptions::default(), |_, _, report| {
        for line in solution_lines(problem.language, report) {
            let line = line.trim();
            if line.starts_with("1.") {
                moves.insert(line.to_string());
            }
        }
    });
    match result {
        Ok(()) => Ok(moves),
        Err(SolveError::KingCapturable { .. }) => Err("king capturable".into()),
        Err(e) => Err(e.to_string()),
    }
}

fn agree(cases: &[Case]) {
    let mut failures = Vec::new();
    for case in cases {
        match (first_moves(case), &case.moves) {
            (Ok(moves), Some(expected)) if moves == *expected => {}
            (Err(_), None) => {}
            (Ok(moves), Some(expected)) => failures.push(format!(
                "{} / {}: missing {:?}, extra {:?}",
                case.condition,
                case.pieces,
                expected.difference(&moves).collect::<Vec<_>>(),
                moves.difference(expected).collect::<Vec<_>>()
            )),
            (Ok(_), None) => failures.push(format!(
                "{} / {}: solved, Popeye refuses it",
                case.condition, case.pieces
            )),
            (Err(e), Some(_)) => {
                failures.push(format!("{} / {}: {e}", case.condition, case.pieces))
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} disagree:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

/// Circe and AntiCirce Volcanic and Parachute, some diagrams with pieces
/// in the underworld (two pieces put on one square).
#[test]
fn first_moves_agree_with_popeye_under_volcanic_and_parachute() {
    let cases = cases(include_str!("data/condition-movelists-opts-1.txt"));
    assert_eq!(cases.len(), 76);
    agree(&cases);
}

/// The combinations with Volcanic and Parachute not compared with Popeye
/// are refused, naming them.
#[test]
fn unsupported_underworld_combinations_are_refused_by_name() {
    for (condition, named) in [
        (
            "Circe Cage Volcanic",
            "Circe Volcanic and a chosen rebirth square",
        ),
        (
            "Circe Parachute RexInclusive",
            "Circe Parachute and RexInclusive",
        ),
        ("Circe Volcanic AntiCirce", "Circe Volcanic and AntiCirce"),
        ("AntiCirce Parachute KoeKo", "AntiCirce Parachute and KoeKo"),
        ("Circe Turncoats Volcanic", "Turncoats"),
    ] {
        let case = Case {
            condition: condition.to_string(),
            pieces: "pieces white ke1 black ke8".to_string(),
            black: false,
            moves: None,
        };
        let err = first_moves(&case).expect_err(condition);
        assert!(err.contains(named), "{condition}: {err}");
    }
    // pieces in the underworld mean something only under these conditions
    let case = Case {
        condition: "none".to_string(),
        pieces: "pieces white ke1 rb1 black ke8 white sb1".to_string(),
        black: false,
        moves: None,
    };
    let err = first_moves(&case).expect_err("an underworld without Volcanic");
    assert!(err.contains("underworld"), "{err}");
}

/// Circe and AntiCirce Frischauf (plain and Cheylan): promotions mark the
/// piece (`fQ`), reborn on the promotion square of the file of capture.
#[test]
fn first_moves_agree_with_popeye_under_frischauf() {
    let cases = cases(include_str!("data/condition-movelists-opts-2.txt"));
    assert_eq!(cases.len(), 37);
    agree(&cases);
}

/// The Circe WaitCapture rules not compared with Popeye are refused,
/// naming them.
#[test]
fn unsupported_wait_capture_combinations_are_refused_by_name() {
    for (condition, named) in [
        (
            "Circe File WaitCapture",
            "Circe WaitCapture and a rebirth square",
        ),
        (
            "Circe Couscous WaitCapture",
            "Circe WaitCapture and Couscous",
        ),
        (
            "Circe WaitCapture Parachute",
            "Circe WaitCapture and Volcanic",
        ),
        (
            "Circe WaitCapture RexInclusive",
            "Circe WaitCapture and RexInclusive",
        ),
        ("Circe WaitCapture KoeKo", "Circe WaitCapture and KoeKo"),
    ] {
        let case = Case {
            condition: condition.to_string(),
            pieces: "pieces white ke1 black ke8".to_string(),
            black: false,
            moves: None,
        };
        let err = first_moves(&case).expect_err(condition);
        assert!(err.contains(named), "{condition}: {err}");
    }
}

/// Circe and AntiCirce Clone (also Mirror and Cheylan): the reborn piece
/// takes the kind of the other piece of the capture; a capturing king
/// becomes a royal piece under AntiCirce.
#[test]
fn first_moves_agree_with_popeye_under_clone() {
    let cases = cases(include_str!("data/condition-movelists-opts-3.txt"));
    assert_eq!(cases.len(), 38);
    agree(&cases);
}

/// The Clone combinations not compared with Popeye are refused, naming
/// them.
#[test]
fn unsupported_clone_combinations_are_refused_by_name() {
    for (condition, named) in [
        ("Circe Clone Couscous", "Circe Clone and Couscous"),
        ("AntiCirce Clone Super", "AntiCirce Clone and a chosen"),
        ("Circe Clone AntiCirce", "Circe and AntiCirce together"),
        ("Circe Clone EinsteinChess", "Circe Clone and EinsteinChess"),
    ] {
        let case = Case {
            condition: condition.to_string(),
            pieces: "pieces white ke1 black ke8".to_string(),
            black: false,
            moves: None,
        };
        let err = first_moves(&case).expect_err(condition);
        assert!(err.contains(named), "{condition}: {err}");
    }
}

/// Half-neutral pieces, alone and under Circe and AntiCirce.
#[test]
fn first_moves_agree_with_popeye_with_half_neutral_pieces() {
    let cases = cases(include_str!("data/attribute-movelists-opts-1.txt"));
    assert_eq!(cases.len(), 27);
    agree(&cases);
}

/// FunctionaryChess, alone, with Circe and with AnnanChess.
#[test]
fn first_moves_agree_with_popeye_under_functionary_chess() {
    let cases = cases(include_str!("data/condition-movelists-opts-4.txt"));
    assert_eq!(cases.len(), 33);
    agree(&cases);
}

/// NannaChess, alone and with Circe; pawns moving as other pieces promote
/// (under AnnanChess too).
#[test]
fn first_moves_agree_with_popeye_under_nanna_chess() {
    let cases = cases(include_str!("data/condition-movelists-opts-5.txt"));
    assert_eq!(cases.len(), 28);
    agree(&cases);
}

/// NannaChess beside the paralysis conditions is refused, naming them.
#[test]
fn nanna_with_paralysis_is_refused_by_name() {
    for (condition, named) in [
        ("NannaChess Madrasi", "NannaChess and Madrasi"),
        ("NannaChess Isardam", "NannaChess and Isardam"),
    ] {
        let case = Case {
            condition: condition.to_string(),
            pieces: "pieces white ke1 black ke8".to_string(),
            black: false,
            moves: None,
        };
        let err = first_moves(&case).expect_err(condition);
        assert!(err.contains(named), "{condition}: {err}");
    }
}

/// ProteanChess, alone and with Madrasi.
#[test]
fn first_moves_agree_with_popeye_under_protean_chess() {
    let cases = cases(include_str!("data/condition-movelists-opts-6.txt"));
    assert_eq!(cases.len(), 25);
    agree(&cases);
}

/// ProteanChess beside conditions other than rules on single moves is
/// refused, naming them.
#[test]
fn protean_with_rebirths_is_refused_by_name() {
    for (condition, named) in [
        ("ProteanChess Circe", "ProteanChess and Circe"),
        (
            "ProteanChess AndernachChess",
            "ProteanChess and AndernachChess",
        ),
    ] {
        let case = Case {
            condition: condition.to_string(),
            pieces: "pieces white ke1 black ke8".to_string(),
            black: false,
            moves: None,
        };
        let err = first_moves(&case).expect_err(condition);
        assert!(err.contains(named), "{condition}: {err}");
    }
}
