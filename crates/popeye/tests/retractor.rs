//! Retractor problems through the input language, end to end: Popeye-style
//! input text → problem → retraction search with the stipulation engine for
//! the forward play → Popeye-style lines. (The `nightrider` command and the
//! facade's forward solver on retractors: the root's `tests/retractor.rs`.)

use nightrider_notation::popeye::{parse_input, print_problems};
use nightrider_popeye::problem::Problem;
use nightrider_popeye::retro_play;
use nightrider_popeye::solving::SolveOptions;

/// Solves the first problem of `input` and returns its solution lines
/// (all twins), or the error text.
fn solve(input: &str) -> Result<Vec<String>, String> {
    let parsed = parse_input(input);
    if let Some(e) = parsed.errors.first() {
        return Err(e.to_string());
    }
    let problem = Problem::from_syntax(&parsed.problems[0]).map_err(|e| e.to_string())?;
    let mut lines = Vec::new();
    retro_play::solve(&problem, &SolveOptions::default(), |_, _, report| {
        lines.extend(report.lines.iter().cloned());
    })
    .map_err(|e| e.to_string())?;
    Ok(lines)
}

fn problem(pieces: &str, stipulation: &str) -> String {
    format!("begin\npieces {pieces}\nstipulation {stipulation}\nend\n")
}

// The CQLi document's "White retracts a move and mates" (Sam Loyd, 1860),
// whose stated solutions are {1.~Pa7x(B)b8=B 1.a8=Q#} {1.~Pa7x(B)b8=B
// 1.a8=B#} and {1.~Pe5x(P)d6 1.Qc3#}.
const LOYD_1: &str = "white kf1 ra1 bb8 sg4 pa2b2c3d4 black kh1 rh8 sd3 pa4b6f7g7h5";
const LOYD_2: &str = "white kh2 qd2 rb3 pd6f2h3 black kc4 qg7 rg1 bb1c7 sa8 pa5f7h6";

#[test]
fn cqli_loyd_retractor_1() {
    assert_eq!(
        solve(&problem(LOYD_1, "-1&#1")).unwrap(),
        vec!["-1.a7xBb8=B ! &", "  1.a7-a8=Q # !", "  1.a7-a8=B # !"]
    );
}

#[test]
fn cqli_loyd_retractor_2() {
    assert_eq!(
        solve(&problem(LOYD_2, "-1&#1")).unwrap(),
        vec!["-1.e5xd6 e.p. ! &", "  1.Qd2-c3 # !"]
    );
}

#[test]
fn one_retraction_types() {
    // With one retraction Proca, Klan and Pacific… differ only in who
    // decides the un-capture: Klan as Proca (White decides), Pacific has
    // no un-capture and so no solution, Høeg lets Black choose the
    // un-captured piece (a queen on b8 defends).
    let proca = solve(&problem(LOYD_1, "proca-1&#1")).unwrap();
    assert_eq!(proca, solve(&problem(LOYD_1, "klan-1&#1")).unwrap());
    assert!(solve(&problem(LOYD_1, "pacific-1&#1")).unwrap().is_empty());
    assert!(solve(&problem(LOYD_1, "hoeg-1&#1")).unwrap().is_empty());
}

// Julio Sunyer, The Chess Amateur 1923: "White and Black retract 1 move,
// then helpmate in one" with the two kings alone; solution -1.Kg6xRh5
// Rh8xQh5 and 1.0-0 Qh7# (janko.at, Retros glossary "Retractor"; ozproblems
// Walkabout Feb. 2024).
#[test]
fn sunyer_help_retractor() {
    assert_eq!(
        solve(&problem("white kh5 black ke8", "help-1&h#1")).unwrap(),
        vec!["-1.Kg6xRh5 Rh8xQh5 &", "  1.0-0 Qh5-h7 #"]
    );
}

// Valerian Onitiu, Die Schwalbe 1934, 1st Prize: White retracts one move,
// then mates in one; -1.0-0-0! after which Black's last move can only have
// been g7-g5, so 1.h5xg6 e.p.# (janko.at, Retros glossary "Retractor").
// Proving that g6-g5 was impossible needs more retro analysis than
// nightrider does (static analysis of each previous position, looking two
// moves further back: five White moves before g6-g5 survive), so the
// en-passant right is not derived: not solved yet.
const ONITIU: &str =
    "white kc1 qh2 rd1h6 bh7 sh1h8 pa2c3d2d3f3f4g2h5 black kh4 rf2h3 bg1g3 pb7d7f7g4g5";

#[test]
#[ignore = "needs deeper retro analysis to prove Black's last move g7-g5"]
fn onitiu_1934() {
    let lines = solve(&problem(ONITIU, "-1&#1")).unwrap();
    assert_eq!(lines[0], "-1.0-0-0 ! &");
    assert!(lines[1].contains("h5*g6 ep. #"), "{lines:?}");
}

#[test]
fn onitiu_1934_no_false_solution() {
    // Sound though incomplete: without the en-passant proof nothing is
    // claimed.
    assert!(solve(&problem(ONITIU, "-1&#1")).unwrap().is_empty());
}

#[test]
fn any_forward_stipulation() {
    // Short solutions are allowed as in direct play: the mate in 1 is a
    // mate in 2 too.
    let lines = solve(&problem(LOYD_2, "-1&#2")).unwrap();
    assert!(
        lines.contains(&"-1.e5xd6 e.p. ! &".to_string()),
        "{lines:?}"
    );
    // A self-mate and a stalemate forward part run through the engine.
    assert!(solve(&problem(LOYD_2, "-1&s#1")).is_ok());
    assert!(solve(&problem(LOYD_2, "-1&=1")).is_ok());
}

#[test]
fn help_retractor_lines_replay() {
    // White: Kh6, Pg7 — Black: Kh8 (stalemate). White and Black retract
    // (Black one move less), then White mates in 1.
    let lines = solve(&problem("white kh6 pg7 black kh8", "help-2&#1")).unwrap();
    assert!(!lines.is_empty());
    assert!(lines
        .iter()
        .all(|l| l.starts_with("-1.") || l.starts_with("  1.")));
    assert!(lines.contains(&"-1.g6-g7 Kg8xQh8 -2.Qa1-h8 &".to_string()));
}

#[test]
fn refusals_name_the_problem() {
    // A fairy piece (nightrider).
    let e = solve(&problem("white kf1 na1 black kh1", "-1&#1")).unwrap_err();
    assert!(
        e.contains("the piece on a1 is a fairy piece (nightrider)"),
        "{e}"
    );
    // A defensive retractor ends with White's retraction: h#1 cannot follow.
    let e = solve(&problem(LOYD_1, "-2&h#1")).unwrap_err();
    assert!(e.contains("must start with White"), "{e}");
    // Options the retraction search does not apply.
    let e = solve(&format!(
        "begin\npieces {LOYD_1}\nstipulation -1&#1\noption duplex\nend\n"
    ))
    .unwrap_err();
    assert!(e.contains("option Duplex with a retractor"), "{e}");
    // Bad syntax is a parse error.
    for bad in ["-0&#1", "-2#1", "hoeg-&#1", "-1&q#1"] {
        assert!(solve(&problem(LOYD_1, bad)).is_err(), "{bad}");
    }
}

#[test]
fn input_round_trip() {
    for stip in [
        "-2&#1",
        "hoeg-3&s#2",
        "help-1&h#1",
        "klan-2&=1",
        "pacific-1&#2",
    ] {
        let parsed = parse_input(&problem(LOYD_1, stip));
        assert!(parsed.errors.is_empty(), "{stip}");
        let printed = print_problems(&parsed.problems);
        assert!(printed.contains(stip), "{stip}: {printed}");
        assert_eq!(parse_input(&printed).problems, parsed.problems, "{stip}");
    }
}

#[test]
fn twins_change_the_retractor() {
    let input =
        format!("begin\npieces {LOYD_1}\nstipulation -1&#1\ntwin stipulation pacific-1&#1\nend\n");
    let parsed = parse_input(&input);
    let p = Problem::from_syntax(&parsed.problems[0]).unwrap();
    let mut per_twin = Vec::new();
    retro_play::solve(&p, &SolveOptions::default(), |_, twin, report| {
        per_twin.push((twin.label.clone(), report.lines.len()));
    })
    .unwrap();
    assert_eq!(per_twin, vec![("a)".to_string(), 3), ("b)".to_string(), 0)]);
}
