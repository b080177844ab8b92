//! Catalogue consistency tests.

use nightrider_board::betza;
use nightrider_board::catalogue::{self, Language, UcRef, WalkSpec};
use nightrider_board::PieceKind;
use std::collections::HashMap;

#[test]
fn every_betza_entry_parses_and_round_trips() {
    let mut failures = Vec::new();
    for e in catalogue::all() {
        if let WalkSpec::Betza(s) = e.walk {
            match betza::parse(s) {
                Ok(w) => {
                    let printed = w.to_string();
                    match betza::parse(&printed) {
                        Ok(w2) if w2 == w => {}
                        other => {
                            failures.push(format!("{}: {s} -> {printed} -> {other:?}", e.name))
                        }
                    }
                }
                Err(err) => failures.push(format!("{}: {s}: {err}", e.name)),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn kinds_are_indices_and_orthodox_first() {
    for (i, e) in catalogue::all().iter().enumerate() {
        assert_eq!(e.kind, PieceKind(i as u16), "{}", e.name);
        assert_eq!(catalogue::entry(e.kind), Some(e));
    }
    let names: Vec<_> = PieceKind::ORTHODOX
        .iter()
        .map(|&k| catalogue::entry(k).unwrap().name)
        .collect();
    assert_eq!(names, ["king", "queen", "rook", "bishop", "knight", "pawn"]);
    assert_eq!(catalogue::entry(PieceKind(PieceKind::FIRST_USER)), None);
}

#[test]
fn codes_are_unique_per_language_and_resolve() {
    for lang in [Language::English, Language::German, Language::French] {
        let mut seen: HashMap<&str, &str> = HashMap::new();
        for e in catalogue::all() {
            if let Some(code) = e.code(lang) {
                assert!(!code.is_empty() && code.len() <= 2, "{}: {code:?}", e.name);
                if let Some(other) = seen.insert(code, e.name) {
                    panic!("{lang:?} code {code} used by {other} and {}", e.name);
                }
                assert_eq!(
                    catalogue::by_code(lang, code),
                    Some(e.kind),
                    "{lang:?} {code}"
                );
                assert_eq!(
                    catalogue::by_code(lang, &code.to_uppercase()),
                    Some(e.kind),
                    "{lang:?} {code} upper case"
                );
            }
        }
    }
}

#[test]
fn popeye_entries_have_all_three_codes() {
    let s = catalogue::stats();
    let mut with_code = 0;
    for e in catalogue::all() {
        if e.en.is_some() {
            with_code += 1;
            assert!(e.de.is_some() && e.fr.is_some(), "{}", e.name);
        }
    }
    // Popeye's piece-name table: 164 entries minus "empty" and "outside board".
    assert_eq!(with_code, 162);
    assert_eq!(s.popeye, 162);
}

#[test]
fn uc_catalogue_is_complete_and_unique() {
    let mut pieces = [false; 171];
    let mut pawns = [false; 18];
    for e in catalogue::all() {
        match e.uc {
            Some(UcRef::Piece(n)) => {
                assert!(!pieces[n as usize], "UC piece {n} twice");
                pieces[n as usize] = true;
            }
            Some(UcRef::Pawn(n)) => {
                assert!(!pawns[n as usize], "UC pawn {n} twice");
                pawns[n as usize] = true;
            }
            None => {}
        }
    }
    assert!(pieces[1..].iter().all(|&b| b), "missing UC pieces");
    assert!(pawns[1..].iter().all(|&b| b), "missing UC pawns");
    assert_eq!(catalogue::stats().uc, 187);
}

#[test]
fn names_resolve_and_are_unique() {
    let mut seen: HashMap<String, &str> = HashMap::new();
    for e in catalogue::all() {
        assert_eq!(catalogue::by_name(e.name), Some(e.kind), "{}", e.name);
        for a in e.aliases {
            let found = catalogue::by_name(a).unwrap();
            assert_eq!(
                found,
                e.kind,
                "alias {a} of {} resolves to {:?}",
                e.name,
                catalogue::entry(found).map(|x| x.name)
            );
        }
        let key = e.name.to_lowercase();
        if let Some(other) = seen.insert(key, e.name) {
            panic!("name {} twice ({other})", e.name);
        }
    }
    assert_eq!(
        catalogue::by_name("ROOT_FIFTY_LEAPER"),
        catalogue::by_code(Language::English, "rf")
    );
    assert_eq!(
        catalogue::by_name("half:queen"),
        catalogue::by_name("Half Queen")
    );
    assert_eq!(catalogue::by_name("no such piece"), None);
    assert_eq!(catalogue::by_name(""), None);
}

#[test]
fn walk_reports_unsupported_pieces_by_name() {
    let falcon = catalogue::by_name("Falcon").unwrap();
    let err = catalogue::walk(falcon).unwrap_err();
    assert!(err.to_string().contains("Falcon"), "{err}");
    assert!(catalogue::walk(PieceKind(PieceKind::FIRST_USER)).is_err());
    let s = catalogue::stats();
    assert_eq!(s.listed, catalogue::all().len());
    assert_eq!(s.implemented() + s.not_implemented, s.listed);
    for e in catalogue::all() {
        let r = catalogue::walk(e.kind);
        match e.walk {
            WalkSpec::NotImplemented(_) => assert!(r.is_err()),
            _ => assert!(r.is_ok(), "{}: {r:?}", e.name),
        }
    }
}

#[test]
fn stats_are_consistent() {
    let s = catalogue::stats();
    eprintln!("{s:?}");
    assert_eq!(s.listed, s.betza + s.special + s.not_implemented);
    assert!(s.not_implemented <= 6, "{s:?}");
    assert!(s.betza >= 200, "{s:?}");
}

#[test]
fn the_poseidon_is_the_royal_marine_king() {
    assert_eq!(catalogue::by_name("poseidon"), Some(PieceKind::POSEIDON));
    let poseidon =
        nightrider_board::Piece::new(PieceKind::POSEIDON, nightrider_board::Colour::White);
    assert!(poseidon.is_royal());
    let siren = catalogue::by_name("sirene").unwrap();
    assert!(!nightrider_board::Piece::new(siren, nightrider_board::Colour::White).is_royal());
}
