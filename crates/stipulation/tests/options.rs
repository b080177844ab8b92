//! Popeye's options on real problems (positions from Popeye's corpus).

mod support;

use nightrider_stipulation::{
    is_solvable, solve, Body, Mark, Options, Report, SolveError, Stipulation,
};
use std::sync::atomic::AtomicBool;
use support::{position, print, RefGame};

fn report(white: &str, black: &str, stip: &str, o: &Options) -> Report {
    let mut g = RefGame::new(position(white, black));
    solve(&mut g, &Stipulation::parse(stip).unwrap(), o, None).unwrap()
}

fn lines(r: &Report, phase: usize) -> (usize, usize) {
    match &r.phases[phase].body {
        Body::Lines {
            set_play,
            solutions,
        } => (set_play.len(), solutions.len()),
        Body::Battle(_) => panic!("battle"),
    }
}

// REGRESSIONS/4_47_to_4_49 problems 9 and 10.
const H2_WHITE: &str = "ka3 qg8 sg4";
const H2_BLACK: &str = "ka1 sa8";

#[test]
fn max_solutions() {
    let all = report(H2_WHITE, H2_BLACK, "h#2", &support::options("set"));
    let (set, sol) = lines(&all, 0);
    assert!(set > 3 && sol > 3, "{set} {sol}");
    assert!(!all.phases[0].partial);
    let some = report(H2_WHITE, H2_BLACK, "h#2", &support::options("set maxsol 3"));
    assert_eq!(lines(&some, 0), (3, 3));
    assert!(some.phases[0].partial);
}

#[test]
fn stop_on_short_solutions() {
    let r = report(H2_WHITE, H2_BLACK, "h#2", &support::options("stoponshort"));
    assert_eq!(lines(&r, 0), (0, 2));
    assert!(r.phases[0].partial);
}

#[test]
fn white_to_play_is_help_play_half_a_move_shorter() {
    let wtp = report(H2_WHITE, H2_BLACK, "h#2", &support::options("whitetoplay"));
    let short = report(H2_WHITE, H2_BLACK, "h#1.5", &Options::default());
    assert_eq!(print::render(&wtp), print::render(&short));
    assert!(!print::render(&wtp).is_empty());
    let r = report(
        H2_WHITE,
        H2_BLACK,
        "h#1.5",
        &support::options("whitetoplay"),
    );
    assert_eq!(r.ignored_options, vec!["WhiteToPlay"]);
}

#[test]
fn duplex_and_half_duplex() {
    // The same problem with colours swapped and the board mirrored.
    let normal = report(H2_WHITE, H2_BLACK, "h#2", &Options::default());
    let mirrored = report("ka8 sa1", "ka6 qg1 sg5", "h#2", &Options::default());
    let half = report(
        "ka8 sa1",
        "ka6 qg1 sg5",
        "h#2",
        &support::options("halfduplex"),
    );
    assert_eq!(half.phases.len(), 1);
    assert!(half.phases[0].swapped);
    assert_eq!(lines(&half, 0), lines(&normal, 0));
    let duplex = report(H2_WHITE, H2_BLACK, "h#2", &support::options("duplex"));
    assert_eq!(duplex.phases.len(), 2);
    assert_eq!(lines(&duplex, 0), lines(&normal, 0));
    assert_eq!(lines(&duplex, 1).1, {
        let r = report(H2_BLACK, H2_WHITE, "h#2", &Options::default());
        let _ = &mirrored;
        lines(&r, 0).1
    });
}

fn battle(r: &Report) -> &nightrider_stipulation::BattleSolution {
    match &r.phases[0].body {
        Body::Battle(b) => b,
        Body::Lines { .. } => panic!("lines"),
    }
}

#[test]
fn defence_n_allows_more_refutations() {
    // battle_play: "s#1 with tries".
    let (w, b) = ("ka1 rc4 bd3 pe4", "ka3 pb3");
    let one = report(w, b, "s#1", &support::options("try"));
    let two = report(w, b, "s#1", &support::options("try defence 2"));
    let tries = |r: &Report| -> Vec<String> {
        battle(r)
            .moves
            .iter()
            .filter(|a| a.mark == Mark::Try)
            .map(|a| a.info.mv.to_string())
            .collect()
    };
    let (t1, t2) = (tries(&one), tries(&two));
    assert_eq!(t1.len(), 6);
    assert!(t1.iter().all(|t| t2.contains(t)));
    assert!(t2.len() > t1.len(), "{t2:?}");
    assert!(battle(&two).moves.iter().all(|a| a.refutations.len() <= 2));
    assert!(battle(&two).moves.iter().any(|a| a.refutations.len() == 2));
}

#[test]
fn no_short_variations() {
    // battle_play: "#3 with short setplay".
    let (w, b) = ("ka6 se6 pa7b2", "ka8 se8 pc3c6");
    let full = print::render(&report(w, b, "#3", &support::options("vari")));
    let short = print::render(&report(w, b, "#3", &support::options("vari noshort")));
    assert!(full.iter().any(|l| l.contains("1...Se8-c7 +")));
    assert!(!short.iter().any(|l| l.contains("1...Se8-c7 +")));
    assert!(short.iter().any(|l| l.contains("1...c6-c5")));
    assert!(short.iter().any(|l| l.contains("1.b2*c3 !")));
}

#[test]
fn max_flight_squares() {
    // battle_play: "#2.5" (a #3 after the key); the black king has no flight.
    let (w, b) = ("ka6 se6 pa7c3", "ka8 se8 pc6");
    let s = Stipulation::parse("#3").unwrap().post_key().unwrap();
    let mut g = RefGame::new(position(w, b));
    assert!(is_solvable(&mut g, &s, &Options::default(), None).unwrap());
    // MaxFlightsquares n refutes only when the king has more than n
    // flights (Popeye 4.104 keeps 1.Kb6 and 1.c4 with `maxflight 0`).
    for n in ["maxflight 0", "maxflight 1"] {
        let o = support::options(n);
        assert!(is_solvable(&mut g, &s, &o, None).unwrap(), "{n}");
    }
    // One flight: 1.Ra8+ Kh7 (Popeye: refuted with 0, kept with 1).
    let s = Stipulation::parse("#3").unwrap();
    let mut g = RefGame::new(position("kf6 ra1 rb1", "kh8"));
    let o = support::options("maxflight 0");
    assert!(!is_solvable(&mut g, &s, &o, None).unwrap());
}

#[test]
fn non_trivial() {
    // battle_play: "#2 with variation": after 1.Ka6 Black has two moves, both
    // not met at once.
    let (w, b) = ("kb6 sa4 pa7", "ka8 pc7");
    let s = Stipulation::parse("#2").unwrap();
    let mut g = RefGame::new(position(w, b));
    assert!(is_solvable(&mut g, &s, &Options::default(), None).unwrap());
    let o = support::options("nontrivial 0 0");
    assert!(!is_solvable(&mut g, &s, &o, None).unwrap());
    let o = support::options("nontrivial 1 0");
    assert!(is_solvable(&mut g, &s, &o, None).unwrap());
}

#[test]
fn keep_mating_piece_and_table_do_not_change_results() {
    let cases = [
        ("ka6 se8 pa7", "ka8 ph6", "#2", "vari"),
        ("ka1 qg4", "ka3 pa2b4", "s#2", "vari"),
        ("kb1", "ka3 se1 pa2", "r#1", "vari"),
        (H2_WHITE, H2_BLACK, "h#2", "set"),
        ("kh2 pg3g5h4", "kh5 ra2a3g6", "ser-##2", ""),
    ];
    for (w, b, s, o) in cases {
        let base = support::options(o);
        let reference = report(w, b, s, &base);
        for variant in [
            Options {
                keep_mating_piece: true,
                ..base.clone()
            },
            Options {
                table_entries: 0,
                ..base.clone()
            },
            Options {
                table_entries: 3,
                ..base.clone()
            },
        ] {
            assert_eq!(report(w, b, s, &variant), reference, "{s} with {variant:?}");
        }
    }
}

#[test]
fn keep_mating_piece_stops_when_no_mating_piece_is_left() {
    // White has only its king: no helpmate possible, found without search.
    let mut g = RefGame::new(position("kh1", "ka8 qd8 rd7"));
    let s = Stipulation::parse("h#3").unwrap();
    let o = support::options("keepmatingpiece");
    assert!(!is_solvable(&mut g, &s, &o, None).unwrap());
}

#[test]
fn cancellation() {
    let (w, b) = ("ke2 ra1h5 bc5f5 sg3", "ke8 ra4 ba5 pa3b3b7c7e5f7g7");
    let mut g = RefGame::new(position(w, b));
    let before = g.pos.clone();
    let flag = AtomicBool::new(true);
    let s = Stipulation::parse("#4").unwrap();
    let r = solve(&mut g, &s, &support::options("vari"), Some(&flag));
    assert!(matches!(r, Err(SolveError::Interrupted(_))));
    // Every move was taken back.
    assert_eq!(g.pos, before);
}

#[test]
fn unsupported_goals_are_refused() {
    use nightrider_stipulation::{Goal, Node};
    let mut g = RefGame::new(position("ke1", "ke8"));
    let s = Stipulation {
        attacker_starts: true,
        first_move_ellipsis: None,
        root: Node::reaches_in_one(Goal::ProofGame),
        traditional: None,
    };
    assert!(matches!(
        solve(&mut g, &s, &Options::default(), None),
        Err(SolveError::Unsupported(_))
    ));
}

#[test]
fn chained_stipulations() {
    // Jacobi-style chaining: two help half-moves, then h#1, is exact-h#2.
    let chained = Stipulation::after_help_play(2, Stipulation::parse("h#1").unwrap());
    let exact = Stipulation::parse("exact-h#2").unwrap();
    let solve_with = |s: &Stipulation| {
        let mut g = RefGame::new(position(H2_WHITE, H2_BLACK));
        print::render(&solve(&mut g, s, &Options::default(), None).unwrap())
    };
    let a = solve_with(&chained);
    assert!(!a.is_empty());
    assert_eq!(a, solve_with(&exact));
    // One introductory series move, then ser-h#3 (REGRESSIONS/4_85_to_4_87 problem 10).
    let chained = Stipulation::after_series_play(1, Stipulation::parse("ser-h#3").unwrap());
    let intro = Stipulation::parse("1->ser-h#3").unwrap();
    let solve_with = |s: &Stipulation| {
        let mut g = RefGame::new(position("kc2 sb5", "ka1 rb3 sd3"));
        print::render(&solve(&mut g, s, &Options::default(), None).unwrap())
    };
    let a = solve_with(&chained);
    assert_eq!(a.len(), 3);
    assert_eq!(a, solve_with(&intro));
}

#[test]
fn mates_in_one_shows_immediate_self_mates() {
    // battle_play: "s#2 with complete short set play".
    let (w, b) = ("ka1 rc4 pg4", "ka3 pa2b3c5g5");
    let plain = print::render(&report(w, b, "s#2", &support::options("vari nothreat")));
    let with = print::render(&report(
        w,
        b,
        "s#2",
        &support::options("vari nothreat matesin1"),
    ));
    let immediate = "      1...b3-b2 #".to_string();
    assert!(!plain.contains(&immediate));
    assert!(with.contains(&immediate));
    assert_eq!(with.len(), plain.len() + 1);
}
