//! Jacobi's series and pass forms read by [`Traditional::parse_jacobi`]
//! and compiled into the model: `phser-`, `puser-`, `ser-*`, `phser-*`,
//! `h*` (the manual's definitions; solved against Popeye's equivalents in
//! the facade's `tests/jacobi_series.rs`).

use nightrider_stipulation::{
    Aim, Node, Parry, SeriesKind, Stipulation, StipulationError, Traditional,
};

fn jacobi(text: &str) -> Stipulation {
    Traditional::parse_jacobi(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .build()
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Each form prints as Jacobi writes it.
#[test]
fn the_forms_print_as_written() {
    for text in [
        "phser-h#3",
        "puser-s#10",
        "puser-h=2",
        "ser-*~3",
        "phser-*~2",
        "h*#2",
        "h*sx1",
        "h*r#2.5",
    ] {
        let t = Traditional::parse_jacobi(text).unwrap();
        assert_eq!(t.to_string(), text);
    }
}

/// `puser-` is `phser-` with unique parries; its help end is unique too.
#[test]
fn puser_binds_the_parries() {
    let t = Traditional::parse_jacobi("puser-s#10").unwrap();
    assert!(t.unique && t.series == SeriesKind::HelpParry && t.aim == Aim::SelfPlay);
    let Node::Series(s) = jacobi("puser-s#10").root else {
        panic!("a series")
    };
    assert_eq!(s.parry, Some(Parry::Unique));
    assert_eq!((s.length, s.min_length), (10, 10));
    let Node::Series(s) = jacobi("puser-h#2").root else {
        panic!("a series")
    };
    let Node::Help(h) = &s.end else {
        panic!("a help move")
    };
    assert!(h.unique.is_some_and(|u| u.binds(1)));
    // phser- keeps helping parries
    let Node::Series(s) = jacobi("phser-h#2").root else {
        panic!("a series")
    };
    assert_eq!(s.parry, Some(Parry::Helping));
}

/// `ser-*`: the series ends with the other side's pass; `phser-*`: the
/// pass may be a parry.
#[test]
fn a_closing_pass_ends_the_series() {
    for (text, parry) in [("ser-*~3", false), ("phser-*~3", true)] {
        let s = jacobi(text);
        assert!(s.attacker_starts, "{text}");
        let Node::Series(ser) = &s.root else {
            panic!("{text}: a series")
        };
        match &ser.end {
            Node::Pass(p) => {
                assert_eq!(p.parry, parry, "{text}");
                assert!(p.then.is_none(), "{text}");
            }
            other => panic!("{text}: {other:?}"),
        }
    }
}

/// `h*#2`: the side that would start (Black) passes, then help play of
/// three half-moves, White first (Popeye's `h#1.5`).
#[test]
fn h_star_is_a_pass_then_help_play() {
    let s = jacobi("h*#2");
    assert!(!s.attacker_starts);
    let Node::Pass(p) = &s.root else {
        panic!("a pass")
    };
    assert!(!p.parry);
    match &p.then {
        Some(Node::Help(h)) => assert_eq!((h.length, h.min_length), (3, 3)),
        other => panic!("{other:?}"),
    }
    // h*sx1.0: a pass, then the other side's forced capture
    let s = jacobi("h*sx1.0");
    let Node::Pass(p) = &s.root else {
        panic!("a pass")
    };
    assert!(matches!(&p.then, Some(Node::Battle(b)) if !b.attacker_first && b.length == 1));
}

/// A chain goes on after a closing pass, with the series side on the move.
#[test]
fn a_chain_goes_on_after_the_pass() {
    let s = Stipulation::parse_jacobi("stipulation ser-*~2\nstipulation ser-#1").unwrap();
    let Node::Series(ser) = &s.root else {
        panic!("a series")
    };
    let Node::Pass(p) = &ser.end else {
        panic!("a pass")
    };
    assert!(matches!(p.then, Some(Node::Series(_))));
}

/// What Jacobi's reading does not define, refused by name.
#[test]
fn refused_by_name() {
    for (text, named) in [
        ("ser-*#3", "closing pass"),
        ("phser-*h#3", "closing pass"),
        ("h*#0.5", "h*"),
        ("pser-*~2", "pser-*"),
        ("pser-h#2", "pser-h"),
        ("ahser-#2", "ahser-"),
        ("pauser-#2", "pauser-"),
        ("2->ser-*~3", "introductory"),
    ] {
        let e = Traditional::parse_jacobi(text).and_then(|t| t.build());
        match e {
            Err(StipulationError::Unsupported { what, .. }) => {
                assert!(what.contains(named), "{text}: {what}")
            }
            Err(StipulationError::Syntax { reason, .. }) => {
                assert!(reason.contains(named), "{text}: {reason}")
            }
            other => panic!("{text}: {other:?}"),
        }
    }
    // Popeye's reading has none of the new forms
    for text in ["puser-s#2", "ser-*~2", "h*#2"] {
        assert!(Traditional::parse(text).is_err(), "{text}");
    }
}
