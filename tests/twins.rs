//! Twins that move the whole board (`twin mirror`), against Popeye 4.104.

mod common;

/// `mirror a1<-->h8` exchanges a1 and h8 (the reflection on the diagonal
/// a8-h1), `mirror a8<-->h1` exchanges a8 and h1 (on the diagonal a1-h8).
#[test]
fn mirror_on_the_diagonals() {
    let twin = |how: &str| {
        let input =
            format!("begin\npieces white kb1 black ka8 pc2\nstip ~1\ntwin mirror {how}\nend\n");
        let problem = nightrider::problem::Problem::from_syntax(
            &nightrider_notation::popeye::parse_input(&input).problems[0],
        )
        .expect("the problem builds");
        let pos = &problem.twins[1].position;
        let occupied: Vec<String> = nightrider_board::Square::ALL
            .iter()
            .filter(|&&sq| pos.piece_at(sq).is_some())
            .map(|sq| sq.to_string())
            .collect();
        occupied
    };
    // b1 -> h7, a8 -> a8, c2 -> g6 (Popeye: 1.Kh7*g6)
    assert_eq!(twin("a1<-->h8"), ["g6", "h7", "a8"]);
    // b1 -> a2, a8 -> h1, c2 -> b3 (Popeye: 1.Ka2*b3)
    assert_eq!(twin("a8<-->h1"), ["h1", "a2", "b3"]);
    common::check(
        "begin\npieces white kb1 black ka8 pc2\nstip ~1\ntwin mirror a8<-->h1\nend\n",
        &[
            "   1.Kb1-a1 !",
            "   1.Kb1-c1 !",
            "   1.Kb1-a2 !",
            "   1.Kb1-b2 !",
            "   1.Kb1*c2 !",
            "   1.Ka2-b1 !",
            "   1.Ka2*b3 !",
            "   1.Ka2-a1 !",
            "   1.Ka2-a3 !",
            "   1.Ka2-b2 !",
        ],
    );
}

/// A remark written after a twin command is printed where Popeye 4.104
/// prints it: after the previous twin's solution, before the twin's label
/// (REGRESSIONS 4_61_to_4_63 9, in the conformance list).
#[test]
fn a_remark_after_a_twin_comes_before_its_label() {
    let out = common::run_cli(
        "begin\npieces white kf6 qb1 black kh8 pa7\nstipulation h#1\n\
         remark R0\ntwin move b1 b2\nremark R1\nremark R1b\n\
         twin cont move a7 a6\nremark R2\nend\n",
        "remarks.inp",
    );
    let tail = &out[out.find("a) ").expect("twin a)")..];
    assert!(tail.contains("\nR1\nR1b\n\nb) wQb1-->b2  \n"), "{out}");
    assert!(tail.contains("\nR2\n\n+c) bPa7-->a6  \n"), "{out}");
    // a remark before the first twin command heads the problem
    assert!(out.find("R0").expect("R0") < out.find("a) ").expect("a)"));
}

/// Popeye prints a problem's remarks as it reads them: before the
/// warnings, the author and the diagram, and with `option NoBoard` too
/// (Popeye 4.104; EXAMPLES bul 2, REGRESSIONS 4_83_to_4_85 2 and 3).
#[test]
fn remarks_come_before_the_header() {
    let out = common::run_cli(
        "begin\nauthor A. Uthor\nremark first\npieces white ka1 black kh8\n\
         remark second\nstip #1\noption white\nend\n",
        "remarks_first.inp",
    );
    assert!(
        out.starts_with(
            "first\nsecond\nWhiteToPlay not applicable - ignored\n\n              A. Uthor\n\n+---a"
        ),
        "{out}"
    );
    let out = common::run_cli(
        "begin\nauthor A. Uthor\nremark first\npieces white ka1 black kh8\n\
         stip ~1\noption noboard\nend\n",
        "remarks_noboard.inp",
    );
    assert!(out.starts_with("first\n\n   1.Ka1-"), "{out}");
    assert!(!out.contains("Uthor"), "{out}");
}

/// `zeroposition`: the diagram is shown but not solved; `a)` is the
/// diagram changed by the command, later twins change the diagram (or,
/// `cont`, the twin before), as Popeye 4.104 prints them (EXAMPLES satxy
/// 3 and REGRESSIONS 4_61_to_4_63 4 are in the conformance list).
#[test]
fn zeroposition_is_shown_and_not_solved() {
    let input = "begin\nstip #1\npieces white ke1 black kc6\n\
                 zero add white qg1\ntwin cont add white rb1\ntwin add white bb1\nend\n";
    let problem = nightrider::problem::Problem::from_syntax(
        &nightrider_notation::popeye::parse_input(input).problems[0],
    )
    .expect("the problem builds");
    let count = |twin: &nightrider::problem::Twin| {
        nightrider_board::Square::ALL
            .iter()
            .filter(|&&sq| twin.position.piece_at(sq).is_some())
            .count()
    };
    assert_eq!(count(problem.diagram()), 2);
    let labels: Vec<_> = problem.twins.iter().map(|t| t.label.as_str()).collect();
    assert_eq!(labels, ["a)", "+b)", "c)"]);
    // a) adds the queen, +b) the rook to a), c) the bishop to the diagram
    assert_eq!(
        problem.twins.iter().map(count).collect::<Vec<_>>(),
        [3, 4, 3]
    );
    let out = common::run_cli(input, "zero.inp");
    let tail = &out[out.find("1 + 1").expect("the diagram's counts")..];
    assert!(
        tail.contains("1 + 1\n\nzeroposition\n\n\na) +wQg1  \n"),
        "{out}"
    );
    assert!(tail.contains("\n+b) +wRb1  \n"), "{out}");
    // German: the heading in the input's language
    let german = common::run_cli(
        "anfang\nforderung #1\nsteine weiss ke1 schwarz kc6\n\
         nullstellung hinzufuegen weiss dg1\nende\n",
        "null.inp",
    );
    assert!(
        german.contains("\nNullStellung\n\n\na) +wDg1  \n"),
        "{german}"
    );
}
