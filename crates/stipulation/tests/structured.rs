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
    same(
        "kg1 rg4 pe7",
        "kd3 bh7 sd2 pb5",
        "white 5h[#]h",
        "h#2.5",
        "",
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
