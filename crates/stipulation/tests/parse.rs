//! The traditional stipulation parser and the shape of the compiled model.

use nightrider_board::Square;
use nightrider_stipulation::{
    Aim, Goal, Node, Parry, SeriesKind, Stipulation, StipulationError, Style, Traditional,
};

#[test]
fn round_trips() {
    for s in [
        "#2",
        "#10",
        "h#3.5",
        "h#2",
        "ser-h=8",
        "s#4",
        "r#2",
        "semi-r#2",
        "pser-s#8",
        "phser-s#6",
        "hs#3",
        "hr#2.5",
        "reci-h#8",
        "reci-h(=)#2",
        "ser-!#11",
        "ser-!=7",
        "ser-h005",
        "exact-ser-r#2",
        "exact-h#2",
        "2->ser-h#4",
        "hzg74",
        "ska74",
        "h##!4",
        "ser-h##3",
        "#=2",
        "h~1",
        "ser-ct10",
        "h<>3",
        "c813",
        "sep1",
        "x3",
        "ser-%4",
        "s+2",
        "r==3",
    ] {
        let t = Traditional::parse(s).unwrap_or_else(|e| panic!("{s}: {e}"));
        assert_eq!(t.to_string(), s, "round trip of {s}");
    }
}

#[test]
fn case_and_blanks() {
    let t = Traditional::parse("SER-H00 5").unwrap();
    assert_eq!(t.series, SeriesKind::Series);
    assert_eq!(t.aim, Aim::Help);
    assert_eq!(t.goal, Goal::Castling);
    assert_eq!(t.half_moves, 5);
    let t = Traditional::parse("HZg74").unwrap();
    assert_eq!(t.goal, Goal::Target(Square::G7));
    assert_eq!(t.half_moves, 8);
    let t = Traditional::parse("sKa74").unwrap();
    assert_eq!(t.goal, Goal::Kiss(Square::A7));
    assert_eq!(t.aim, Aim::SelfPlay);
}

#[test]
fn errors() {
    for s in [
        "", "#", "q#2", "#2.7", "s#2.5", "ser-#2.5", "semi-h#2", "reci-#2", "h#0", "#x", "(=)#2",
    ] {
        assert!(
            matches!(Traditional::parse(s), Err(StipulationError::Syntax { .. })),
            "{s} should be refused"
        );
    }
    for s in [
        "ser-hdia2",
        "pser-dia3",
        "ser-sctr2",
        "ser-h<>r5",
        "ser-reci-h#1",
    ] {
        assert!(
            matches!(
                Stipulation::parse(s),
                Err(StipulationError::Unsupported { .. })
            ),
            "{s} should be unsupported"
        );
    }
}

#[test]
fn who_moves_first() {
    let first = |s: &str| Stipulation::parse(s).unwrap().attacker_starts;
    assert!(first("#2"));
    assert!(!first("h#2"));
    assert!(first("h#2.5"));
    assert!(first("hs#2"));
    assert!(!first("hs#2.5"));
    assert!(first("hr#2"));
    assert!(!first("ser-h#3"));
    assert!(first("ser-#3"));
    assert!(first("ser-s#3"));
    assert!(!first("reci-h#2"));
    // 2->ser-h#4: White plays the introductory moves.
    assert!(first("2->ser-h#4"));
}

#[test]
fn shapes() {
    let s = Stipulation::parse("#3").unwrap();
    let Node::Battle(b) = &s.root else { panic!() };
    assert!(b.attacker_first);
    assert_eq!((b.length, b.min_length), (5, 1));
    assert_eq!(b.on_attack, Some(Node::Goal(Goal::Mate)));
    assert_eq!(s.style(), Style::Battle);

    let s = Stipulation::parse("exact-s#2").unwrap();
    let Node::Battle(b) = &s.root else { panic!() };
    assert_eq!((b.length, b.min_length), (4, 4));
    assert_eq!(b.on_defence, Some(Node::Goal(Goal::Mate)));

    let s = Stipulation::parse("r#2").unwrap();
    let Node::Battle(b) = &s.root else { panic!() };
    assert_eq!(b.on_attack, Some(Node::reaches_in_one(Goal::Mate)));
    assert_eq!(
        b.constraint,
        Some(Node::Not(Box::new(Node::reaches_in_one(Goal::Mate))))
    );
    let s = Stipulation::parse("semi-r#2").unwrap();
    let Node::Battle(b) = &s.root else { panic!() };
    assert_eq!(b.constraint, None);

    let s = Stipulation::parse("h#3.5").unwrap();
    let Node::Help(h) = &s.root else { panic!() };
    assert_eq!((h.length, h.min_length), (7, 1));
    let s = Stipulation::parse("h#2").unwrap();
    let Node::Help(h) = &s.root else { panic!() };
    assert_eq!((h.length, h.min_length), (4, 2));
    // hr#1.5: Black may have to mate at once (length 0).
    let s = Stipulation::parse("hr#1.5").unwrap();
    let Node::Help(h) = &s.root else { panic!() };
    assert_eq!((h.length, h.min_length), (2, 0));
    assert_eq!(s.style(), Style::Help);

    let s = Stipulation::parse("pser-h#6").unwrap();
    let Node::Series(ser) = &s.root else { panic!() };
    assert_eq!(ser.parry, Some(Parry::Helping));
    let s = Stipulation::parse("pser-s#8").unwrap();
    let Node::Series(ser) = &s.root else { panic!() };
    assert_eq!(ser.parry, Some(Parry::Defensive));
    assert_eq!(ser.end, Node::forced_to(Goal::Mate));
    assert_eq!(s.style(), Style::Series);

    let s = Stipulation::parse("reci-h(=)#2").unwrap();
    let Node::Help(h) = &s.root else { panic!() };
    assert_eq!(h.length, 2);
    assert!(matches!(&h.end, Node::And(a, _) if **a == Node::reaches_in_one(Goal::Stalemate)));

    let s = Stipulation::parse("2->ser-h#4").unwrap();
    let Node::Series(intro) = &s.root else {
        panic!()
    };
    // up to two introductory moves (Popeye: `2->ser-h#1` shows lines
    // with one and with two), and the play goes on where it could start
    assert_eq!((intro.length, intro.min_length), (2, 1));
    assert!(!intro.stop_at_end);
    assert!(matches!(&intro.end, Node::Series(_)));

    // a reflex obligation violated where the play proper would start ends
    // the introduction too (its forced moves are the failures)
    let s = Stipulation::parse("2->ser-r#2").unwrap();
    let Node::Series(intro) = &s.root else {
        panic!()
    };
    assert!(matches!(&intro.end, Node::Or(a, _) if matches!(**a, Node::Series(_))));

    let refused = Stipulation::parse("2->h#1.5").unwrap_err().to_string();
    assert!(refused.contains("m->h#n.5"), "{refused}");
}

#[test]
fn derived_stipulations() {
    let s = Stipulation::parse("#2").unwrap();
    let pk = s.post_key().unwrap();
    let Node::Battle(b) = &pk.root else { panic!() };
    assert!(!b.attacker_first);
    assert_eq!(b.length, 2);
    assert!(!pk.attacker_starts);
    // Set play of a help play is one half-move shorter, other side first.
    let s = Stipulation::parse("h#2").unwrap();
    let set = s.set_play().unwrap();
    let Node::Help(h) = &set.root else { panic!() };
    assert_eq!(h.length, 3);
    assert!(set.attacker_starts);
    assert!(s.white_to_play().unwrap().attacker_starts);
    assert!(Stipulation::parse("h#2.5")
        .unwrap()
        .white_to_play()
        .is_none());
    assert!(Stipulation::parse("ser-#3").unwrap().set_play().is_none());
    assert!(Stipulation::parse("ser-s#3").unwrap().set_play().is_some());
    // Quodlibet adds the direct goal to self play.
    let q = Stipulation::parse("s#2").unwrap().quodlibet().unwrap();
    let Node::Battle(b) = &q.root else { panic!() };
    assert_eq!(b.on_attack, Some(Node::Goal(Goal::Mate)));
    assert!(Stipulation::parse("#2").unwrap().quodlibet().is_none());
}

mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn parsing_never_panics(s in "\\PC{0,16}") {
            let _ = Stipulation::parse(&s);
        }

        #[test]
        fn parsing_grammar_like_text_never_panics(
            s in "([0-9]->)?(exact-)?(ser-|pser-|phser-)?(semi-|reci-)?(h|s|r|hs|hr)?(\\(=\\))?(#|=|==|##!|z[a-h][1-8]|k[a-h][1-8]|00|ep|ct|<>|c81|!=|!#|~|x|%)[0-9]{0,3}(\\.5)?"
        ) {
            if let Ok(t) = Traditional::parse(&s) {
                // What parses prints back to something that parses the same.
                prop_assert_eq!(Traditional::parse(&t.to_string()), Ok(t));
                let _ = t.build();
            }
        }
    }
}
