//! Jacobi's reading of traditional stipulations
//! ([`Traditional::parse_jacobi`]) solved on the real orthodox game
//! (the move generator's check counting): counted checks `++` and unique
//! defence `u`. Hand-checked answers, said at each test; the reference
//! game's tests are in `crates/stipulation/tests/jacobi_forms.rs`.

use nightrider::board::{Colour, Position};
use nightrider::movegen::{MoveGenerator, Rules, WalkRegistry};
use nightrider::notation::popeye::parse_input;
use nightrider::popeye::game::PlainGame;
use nightrider::problem::Problem;
use nightrider::stipulation::{solve, Body, Game, Options, Stipulation, Traditional};
use proptest::prelude::*;

/// The diagram of a Popeye input's piece lists.
fn diagram(white: &str, black: &str) -> Option<Position> {
    let text = format!("begin\npieces white {white} black {black}\nstipulation ~1\nend\n");
    let parsed = parse_input(&text);
    let problem = Problem::from_syntax(parsed.problems.first()?).ok()?;
    Some(problem.twins[0].position.clone())
}

fn game(pos: &Position) -> PlainGame {
    let generator =
        MoveGenerator::for_position(pos, Rules::default(), &WalkRegistry::new()).unwrap();
    PlainGame::new(pos.clone(), generator)
}

/// The solutions of `stip` as their moves' departure and arrival squares.
fn lines(pos: &Position, stip: &Stipulation) -> Vec<String> {
    let report = solve(&mut game(pos), stip, &Options::default(), None).unwrap();
    let mut out = Vec::new();
    for phase in &report.phases {
        let Body::Lines { solutions, .. } = &phase.body else {
            panic!("help play has lines")
        };
        for line in solutions {
            let moves: Vec<String> = line
                .moves
                .iter()
                .map(|m| format!("{}{}", m.info.mv.from, m.info.mv.to))
                .collect();
            out.push(moves.join(" "));
        }
    }
    out.sort();
    out
}

fn jacobi(pos: &Position, stip: &str) -> Vec<String> {
    lines(
        pos,
        &Traditional::parse_jacobi(stip).unwrap().build().unwrap(),
    )
}

/// A discovered double check (Bc6, Bg6 with the rook behind), by
/// promotion to a knight uncovering a rook, by an en-passant capture
/// opening a file (hand-checked).
#[test]
fn double_checks_on_the_real_game() {
    let pos = diagram("kh1 re1 be4", "ke8").unwrap();
    assert_eq!(jacobi(&pos, "h++0.5"), ["e4c6", "e4g6"]);
    assert_eq!(jacobi(&pos, "h+0.5").len(), 12);
    assert!(jacobi(&pos, "h+++0.5").is_empty());
    let pos = diagram("kh1 ra7 pd7", "kf7").unwrap();
    assert_eq!(jacobi(&pos, "h++0.5"), ["d7d8"]);
    let mut pos = diagram("kh1 re1 pe5", "ke7 pd5").unwrap();
    pos.set_en_passant_unrecorded(Some(nightrider::board::EnPassant {
        passed: [nightrider::board::Square::D6].into_iter().collect(),
        pawn: nightrider::board::Square::D5,
    }));
    assert_eq!(jacobi(&pos, "h++0.5"), ["e5d6"]);
}

/// Unique defence: `u#1.5`'s keys are Popeye 4.104's `#2` keys here
/// (Qb3, Qb1, Qd7, Kb6, Kc7), `u#1` is Popeye's `s#1` Qe2 (the king must
/// take and uncovers the rook).
#[test]
fn unique_defence_on_the_real_game() {
    let pos = diagram("kc6 qd1", "ka8").unwrap();
    let keys: std::collections::BTreeSet<String> = jacobi(&pos, "u#1.5")
        .iter()
        .map(|l| l[..4].to_string())
        .collect();
    assert_eq!(
        keys.into_iter().collect::<Vec<_>>(),
        ["c6b6", "c6c7", "d1b1", "d1b3", "d1d7"]
    );
    let pos = diagram("ka1 pa2 pb2 qb5", "ke1 rh1").unwrap();
    assert_eq!(jacobi(&pos, "u#1"), ["b5e2 e1e2"]);
}

const KINDS: [&str; 5] = ["q", "r", "b", "s", "p"];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// On random positions: `+++` lines are `++` lines are `+` lines, and
    /// `+` in Jacobi's reading of one move is Popeye's.
    #[test]
    fn counted_checks_narrow_the_checks(
        wk in 0u8..64,
        bk in 0u8..64,
        pieces in prop::collection::vec((0u8..64, 0usize..5, any::<bool>()), 2..7),
    ) {
        let name = |sq: u8| format!("{}{}", (b'a' + sq % 8) as char, sq / 8 + 1);
        prop_assume!((wk % 8).abs_diff(bk % 8) > 1 || (wk / 8).abs_diff(bk / 8) > 1);
        let mut taken = vec![wk, bk];
        let (mut white, mut black) = (format!("k{}", name(wk)), format!("k{}", name(bk)));
        for (sq, kind, is_white) in pieces {
            if taken.contains(&sq) || (KINDS[kind] == "p" && !(8..56).contains(&sq)) {
                continue;
            }
            taken.push(sq);
            let list = if is_white { &mut white } else { &mut black };
            list.push_str(&format!(" {}{}", KINDS[kind], name(sq)));
        }
        let Some(pos) = diagram(&white, &black) else {
            return Ok(());
        };
        let mut probe = game(&pos);
        prop_assume!(!probe.in_check(Colour::Black));
        let one = jacobi(&pos, "h+0.5");
        let two = jacobi(&pos, "h++0.5");
        let three = jacobi(&pos, "h+++0.5");
        prop_assert!(two.iter().all(|l| one.contains(l)));
        prop_assert!(three.iter().all(|l| two.contains(l)));
        prop_assert_eq!(&one, &lines(&pos, &Stipulation::parse("h+0.5").unwrap()));
    }
}
