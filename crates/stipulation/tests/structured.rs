//! Structured stipulations solve like their traditional synonyms (the
//! synonyms from Popeye's manual), on problems from Popeye's corpus.

mod support;

use nightrider_stipulation::{solve, Node, Stipulation, StipulationError};
use support::{position, print, RefGame};

fn same(white: &str, black: &str, structured: &str, traditional: &str, opts: &str) {
    let o = support::options(opts);
    let run = |s: &Stipulation| {
        let mut g = RefGame::new(position(white, black));
        print::render(&solve(&mut g, s, &o, None).unwrap())
    };
    let a = run(&Stipulation::parse_structured(structured).unwrap());
    let b = run(&Stipulation::parse(traditional).unwrap());
    assert!(!b.is_empty(), "{traditional} has a solution");
    assert_eq!(a, b, "{structured} vs {traditional}");
}

#[test]
fn direct_self_reflex() {
    same("ka6 se8 pa7", "ka8 ph6", "white 3a[#]d", "#2", "vari");
    same("ka1 qg4", "ka3 pa2b4", "white 4ad[#]", "s#2", "vari");
    same(
        "ka1 bh7",
        "ka3 pa4b4",
        "white 3a[1a[#]d]d{!1a[#]d}",
        "r#2",
        "vari",
    );
    same(
        "ka1 bg7",
        "ka3 pa2a4b3",
        "white 3a[1a[#]d]d",
        "semi-r#2",
        "vari",
    );
    same(
        "ka1 qe1 sd1 pc3e2",
        "kc2 bb1 pa2b3a4",
        "white 4:4ad[#]",
        "exact-s#2",
        "vari try",
    );
}

#[test]
fn help_and_series() {
    same("ka3 qg8 sg4", "ka1 sa8", "black 4hh[#]", "h#2", "");
    same("ka3 qg8 sg4", "ka1 sa8", "black 4:4hh[#]", "exact-h#2", "");
    // White starting without `-` is numbered from White (Popeye: `1.`);
    // `black - 5h[#]h` is h#2.5 (`1...`)
    structured(
        "kg1 rg4 pe7",
        "kd3 bh7 sd2 pb5",
        "white 5h[#]h",
        "",
        "  1.e7-e8=B Kd3-e2   2.Be8-h5 Bh7-d3   3.Rg4-e4 #",
    );
    same(
        "kg1 rg4 pe7",
        "kd3 bh7 sd2 pb5",
        "black - 5h[#]h",
        "h#2.5",
        "",
    );
    same("ke1 rh1 sb5", "ka4 ba6 pe2", "white 3s[00]", "ser-003", "");
    same("ph3a6a7", "ka8", "white 2s[>1d[x]a]", "ser-sx2", "");
    same(
        "kh1 qh3 rh4 bf5",
        "kh8 qg8 ph7",
        "white 3a[#]?+?d",
        "pser-#2",
        "",
    );
}

#[test]
fn boolean_composition() {
    // s#2 or #2: the mate in 2 solves.
    let s = Stipulation::parse_structured("white 4ad[#] | 3a[#]d").unwrap();
    assert!(matches!(s.root, Node::Or(..)));
    let mut g = RefGame::new(position("ka6 se8 pa7", "ka8 ph6"));
    let o = support::options("");
    assert!(nightrider_stipulation::is_solvable(&mut g, &s, &o, None).unwrap());
    let s = Stipulation::parse_structured("white !3a[#]d").unwrap();
    assert!(!nightrider_stipulation::is_solvable(&mut g, &s, &o, None).unwrap());
    let s = Stipulation::parse_structured("white 3a[#]d & (1a[#]d | !1a[#]d)").unwrap();
    assert!(nightrider_stipulation::is_solvable(&mut g, &s, &o, None).unwrap());
}

#[test]
fn errors() {
    for s in [
        "",
        "green 3a[#]d",
        "white",
        "white 3a[#]d)",
        "white 3x[#]",
        "white 0a[#]d",
        "white 3a[#",
        "white 3ad",
        "white 5:3hh[#]",
    ] {
        assert!(
            matches!(
                Stipulation::parse_structured(s),
                Err(StipulationError::Syntax { .. })
            ),
            "{s:?} should be refused"
        );
    }
    assert!(matches!(
        Stipulation::parse_structured("white 3h[- 4hh[#]]h"),
        Err(StipulationError::Unsupported { .. })
    ));
    assert!(matches!(
        Stipulation::parse_structured("white 3s[dia]"),
        Err(StipulationError::Unsupported { .. })
    ));
}

mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn structured_parsing_never_panics(s in "(white|black) -?[0-9:!&|()\\[\\]{}<>/?+#=~xadhs]{0,16}") {
            let _ = Stipulation::parse_structured(&s);
        }

        #[test]
        fn jacobi_parsing_never_panics(s in "((stipulation|play|test|set|help|series|not|reflex|#|h#2|ser-s#3|[0-9.]{1,4}| |\n){0,8})") {
            let _ = Stipulation::parse_jacobi(&s);
        }
    }
}

/// Solves a structured stipulation and compares with Popeye's lines.
fn structured(white: &str, black: &str, stip: &str, opts: &str, expected: &str) {
    let mut g = RefGame::new(position(white, black));
    let s = Stipulation::parse_structured(stip).unwrap();
    let got = print::render(&solve(&mut g, &s, &support::options(opts), None).unwrap());
    print::assert_same(&got, expected);
}

/// CapZug (Popeye's EXAMPLES/capzug): the forced last move sits in a
/// hidden branch (`/`), so the solution stops before it and is shown once;
/// its constraint `{!+}` holds at its entry (the move before gave no check).
#[test]
fn capzug_hidden_forced_moves() {
    // F. Seidemann, The Problemist Fairy Chess Supplement 1930 (v): every
    // black move then mates
    structured(
        "kc1 re1 rh1 pa2",
        "ka1 qh2 pb3 pd3 pe3 pf3",
        "white 5h[/1d[#]a{!+}]h",
        "",
        "  1.a2-a3 Qh2-a2   2.Re1-e2 f3*e2   3.Rh1-e1",
    );
    // every black move then stalemates
    structured(
        "ke4 pa2",
        "kb2 pb3 pb4 pb5",
        "white 7h[/1d[=]a{!+}]h",
        "",
        "  1.a2-a4 Kb2-a3   2.Ke4-d3 b3-b2   3.Kd3-c2 b5*a4   4.Kc2-b1",
    );
    // help play with set play: the set play is numbered from the other side
    structured(
        "ka5 pa2 pb3",
        "kb7 pa7 pb5",
        "black 8hh[/1d[x]a{!+}]",
        "set",
        "  1...Ka5-b4   2.Kb7-a6 Kb4-c5   3.Ka6-a5 a2-a4   4.a7-a6 a4*b5
  1.b5-b4 Ka5-b5   2.a7-a6 + Kb5-c4   3.Kb7-b6 a2-a3   4.Kb6-a5 Kc4-c5
  1.Kb7-c6 Ka5-a6   2.b5-b4 Ka6*a7   3.Kc6-b5 Ka7-b7   4.Kb5-a5 a2-a4",
    );
    // series play, then one shown move into the hidden forced check
    structured(
        "kc8 pb6",
        "ka8 pa7",
        "black 8s[1a[/1d[+]a{!+}]d]",
        "",
        "  1.a7-a5   2.a5-a4   3.a4-a3   4.a3-a2   5.a2-a1=B   6.Ba1-e5   7.Be5-b8   8.Bb8-a7 Kc8-c7",
    );
    // battle play: the defences are the forced moves' predecessors
    structured(
        "kf3 qb5 re2 rg1 bf5 sf2 pd2 pg3 ph2",
        "kc2 re4 pg2",
        "white 3a[/1d[+]a{!+}]d",
        "vari",
        "   1.Sf2-h1 ! zugzwang.
      1...g2*h1=Q +
          2.Kf3-f2
      1...g2*h1=S
          2.Kf3*e4
      1...g2*h1=R
          2.Kf3-g2
      1...g2*h1=B +
          2.Re2-g2",
    );
}

/// `/` before a longer branch is refused, not ignored.
#[test]
fn hidden_longer_branches_are_refused() {
    let r = Stipulation::parse_structured("white 5h[/3h[#]h]h");
    assert!(
        matches!(r, Err(StipulationError::Unsupported { .. })),
        "{r:?}"
    );
}

/// A fork that only tests the position marks the move with its goal
/// (Popeye's REGRESSIONS/4_79_to_4_81, 1: `#1` without capture), and a
/// conjunction of goals shows the line once per goal (4_61_to_4_63, 32).
#[test]
fn goal_markers_of_logical_forks() {
    structured(
        "kh6 qb1",
        "kh8 ph7",
        "white 1a[!x&#]d",
        "",
        "   1.Qb1-b8 # !",
    );
    structured(
        "kb5 be7 pb4",
        "kb8 pb6",
        "black 4hh[x&=]",
        "",
        "  1.Kb8-a7 Be7-d6   2.Ka7-a8 Kb5*b6 x
  1.Kb8-a7 Be7-d6   2.Ka7-a8 Kb5*b6 =
  1.Kb8-b7 Be7-d6   2.Kb7-a8 Kb5*b6 x
  1.Kb8-b7 Be7-d6   2.Kb7-a8 Kb5*b6 =",
    );
}

fn lines(white: &str, black: &str, structured: &str) -> Vec<String> {
    let mut g = RefGame::new(position(white, black));
    let s = Stipulation::parse_structured(structured).unwrap();
    print::render(&solve(&mut g, &s, &support::options(""), None).unwrap())
}

/// A constraint on a series branch is tested after each series move
/// (Popeye's REGRESSIONS 4_61_to_4_63 34: `{+}` keeps only the line whose
/// series move checks, `{!+}` every other one), and the series moves after
/// help play go on with the help play's move numbers.
#[test]
fn series_constraint_after_the_move_and_numbering() {
    let (w, b) = ("kd2 rc8", "kg3 pf3h2");
    assert_eq!(
        lines(w, b, "black 4hh[1s[1s[#]]{+}]"),
        ["  1.Kg3-g2 Kd2-e1   2.Kg2-h1 Rc8-c1   3.f3-f2 + Ke1*f2 #"]
    );
    let all = lines(w, b, "black 4hh[1s[1s[#]]]");
    let unchecked = lines(w, b, "black 4hh[1s[1s[#]]{!+}]");
    assert_eq!(all.len(), 200);
    assert_eq!(unchecked.len(), 199);
    assert!(all.contains(&"  1.Kg3-f2 Kd2-c2   2.Kf2-e1 Kc2-d3   3.f3-f2 Rc8-c1 #".to_string()));
}

/// Introductory moves are numbered on their own, the play after them
/// starts again at 1 (Popeye 4.104: `1->h#2`).
#[test]
fn introductory_moves_numbered_on_their_own() {
    let mut g = RefGame::new(position("kd1 rc8", "kg3 pf3h2"));
    let s = Stipulation::parse("1->h#2").unwrap();
    let got = print::render(&solve(&mut g, &s, &support::options(""), None).unwrap());
    assert!(
        got.contains(&"  1.Kd1-e1   1.Kg3-g2 Rc8-c1   2.Kg2-h1 Ke1-f2 #".to_string()),
        "{got:?}"
    );
}
