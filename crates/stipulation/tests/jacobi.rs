//! Jacobi's stipulation commands compile to the same model and solve like
//! their Popeye synonyms.

mod support;

use nightrider_stipulation::{solve, Options, Stipulation, StipulationError};
use support::{position, print, RefGame};

fn render(white: &str, black: &str, s: &Stipulation) -> Vec<String> {
    let mut g = RefGame::new(position(white, black));
    print::render(&solve(&mut g, s, &Options::default(), None).unwrap())
}

#[test]
fn reflex_condition_makes_self_play_reflex() {
    let j = Stipulation::parse_jacobi("set test # reflex\nstipulation ser-s#2").unwrap();
    let p = Stipulation::parse("ser-r#2").unwrap();
    assert_eq!(j.root, p.root);
    // series_play: "no solution in 2 - Black has to deliver mate immediately".
    assert_eq!(
        render("ka1 ph3", "ka3 pa2a4b3b4", &j),
        vec!["  1.h3-h4 b3-b2 #".to_string()]
    );
}

#[test]
fn play_then_test() {
    // REGRESSIONS/4_47_to_4_49 problem 10: three help half-moves then mate.
    let j = Stipulation::parse_jacobi("play help 1.5\ntest #").unwrap();
    let p = Stipulation::parse("exact-h#1.5").unwrap();
    let a = render("ka3 qg8 sg4", "ka1 sa8", &j);
    assert!(!a.is_empty());
    assert_eq!(a, render("ka3 qg8 sg4", "ka1 sa8", &p));
}

#[test]
fn play_series_then_stipulation() {
    // REGRESSIONS/4_85_to_4_87 problem 10 (1->ser-h#3).
    let j = Stipulation::parse_jacobi("play series 1\nstipulation ser-h#3").unwrap();
    let p = Stipulation::parse("1->ser-h#3").unwrap();
    let a = render("kc2 sb5", "ka1 rb3 sd3", &j);
    assert_eq!(a.len(), 3);
    assert_eq!(a, render("kc2 sb5", "ka1 rb3 sd3", &p));
}

#[test]
fn chained_stipulations() {
    // h#1 and then (the mated side being mated) nothing more: the chain with
    // a trivial test equals the plain stipulation.
    let j = Stipulation::parse_jacobi("stipulation h#2\ntest #").unwrap();
    let p = Stipulation::parse("h#2").unwrap();
    assert_eq!(
        render("ka3 qg8 sg4", "ka1 sa8", &j),
        render("ka3 qg8 sg4", "ka1 sa8", &p)
    );
    // A negated test that contradicts the goal leaves nothing.
    let j = Stipulation::parse_jacobi("stipulation h#2\ntest not #").unwrap();
    assert!(render("ka3 qg8 sg4", "ka1 sa8", &j).is_empty());
}

#[test]
fn refused() {
    for t in ["", "play help x", "play help 2\n", "set test # reflex"] {
        assert!(
            matches!(
                Stipulation::parse_jacobi(t),
                Err(StipulationError::Syntax { .. })
            ),
            "{t:?}"
        );
    }
    for t in [
        "set test # reflex\nstipulation h#2",
        "play help 1.0\ntest $",
        "condition Circe",
        "set test + black reflex\nstipulation h#6",
        "play help",
    ] {
        assert!(Stipulation::parse_jacobi(t).is_err(), "{t:?}");
    }
}
