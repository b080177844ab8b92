//! Battle play streams its keys and tries: each step of a key's tree is
//! passed on while the key is on the board (so the tree is never held
//! whole), in the order of the report a solve without a stream makes.

mod support;

use nightrider_board::{Colour, Move, Position};
use nightrider_stipulation::{
    solve, solve_streaming, Attack, BattleStep, Body, Defence, Game, Mark, Options, Stipulation,
    Streamed,
};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use support::{position, RefGame};

/// The reference game, counting the moves on the board and those played
/// at the root.
struct Counted<'a> {
    inner: RefGame,
    depth: &'a AtomicUsize,
    root_moves: &'a AtomicUsize,
}

impl Game for Counted<'_> {
    fn position(&self) -> &Position {
        self.inner.position()
    }
    fn legal_moves(&mut self, out: &mut Vec<Move>) {
        self.inner.legal_moves(out);
    }
    fn has_legal_move(&mut self) -> bool {
        self.inner.has_legal_move()
    }
    fn self_check_moves(&mut self, out: &mut Vec<Move>) {
        self.inner.self_check_moves(out);
    }
    fn play(&mut self, m: &Move) {
        if self.depth.fetch_add(1, Ordering::SeqCst) == 0 {
            self.root_moves.fetch_add(1, Ordering::SeqCst);
        }
        self.inner.play(m);
    }
    fn undo(&mut self) {
        self.depth.fetch_sub(1, Ordering::SeqCst);
        self.inner.undo();
    }
    fn in_check(&mut self, side: Colour) -> bool {
        self.inner.in_check(side)
    }
    fn set_side_to_move(&mut self, side: Colour) {
        self.inner.set_side_to_move(side);
    }
}

/// A step without its move's details: kind, number, move.
type Flat = (&'static str, u32, Move);

fn flat_attack(a: &Attack, n: u32, out: &mut Vec<Flat>) {
    out.push(("attack", n, a.info.mv));
    for t in a.after.threats.iter().flatten() {
        flat_attack(t, n + 1, out);
    }
    for d in &a.after.variations {
        flat_defence(d, n, "defence", out);
    }
    for d in &a.refutations {
        flat_defence(d, n, "refutation", out);
    }
}

fn flat_defence(d: &Defence, n: u32, kind: &'static str, out: &mut Vec<Flat>) {
    out.push((kind, n, d.info.mv));
    for a in &d.answers {
        flat_attack(a, n + 1, out);
    }
}

#[test]
fn battle_play_streams_each_key_while_it_is_on_the_board() {
    // keys with threats and variations; keys and tries with refutations
    let marks: Vec<Mark> = [
        ("ka6 se8 pa7", "ka8 ph6", "#3"),
        ("ka1 rc4 bd3 pe4", "ka3 pb3", "s#1"),
    ]
    .into_iter()
    .flat_map(|(white, black, stip)| streams_while_on_the_board(white, black, stip))
    .collect();
    assert!(marks.contains(&Mark::Key) && marks.contains(&Mark::Try));
}

/// Checks that the keys and tries of a problem are streamed as they are
/// written, in the order of the report; returns their marks.
fn streams_while_on_the_board(white: &str, black: &str, stip: &str) -> Vec<Mark> {
    let stip = Stipulation::parse(stip).unwrap();
    let opts = Options {
        variations: true,
        tries: true,
        ..Options::default()
    };
    // the report of a solve without a stream, in the order it is printed
    let report = solve(
        &mut RefGame::new(position(white, black)),
        &stip,
        &opts,
        None,
    )
    .unwrap();
    let Body::Battle(whole) = &report.phases[0].body else {
        panic!("{report:?}")
    };
    let mut expected = Vec::new();
    for a in &whole.moves {
        flat_attack(a, 1, &mut expected);
    }

    let depth = AtomicUsize::new(0);
    let root_moves = AtomicUsize::new(0);
    let mut game = Counted {
        inner: RefGame::new(position(white, black)),
        depth: &depth,
        root_moves: &root_moves,
    };
    // each step with the depth of the board and the root moves played so
    // far when it was passed on
    let steps = Mutex::new(Vec::new());
    let sink = |s: Streamed| {
        let at = (
            depth.load(Ordering::SeqCst),
            root_moves.load(Ordering::SeqCst),
        );
        steps.lock().unwrap().push((s, at));
    };
    let streamed = solve_streaming(&mut game, &stip, &opts, None, Some(&sink)).unwrap();
    let Body::Battle(kept) = &streamed.phases[0].body else {
        panic!("{streamed:?}")
    };
    assert!(kept.moves.is_empty(), "the report keeps no key: {kept:?}");

    let steps = steps.into_inner().unwrap();
    let mut got = Vec::new();
    let mut root_move = None;
    for (step, (depth, root_moves)) in steps {
        match step {
            Streamed::Battle(BattleStep::Attack { n, info, .. }) => {
                if n == 1 {
                    // a key or try is written while it is on the board
                    assert!(depth >= 1, "{info:?} written off the board");
                    root_move = Some(root_moves);
                }
                got.push(("attack", n, info.mv));
            }
            Streamed::Battle(BattleStep::Defence { n, info, .. }) => {
                got.push(("defence", n, info.mv));
            }
            Streamed::Battle(BattleStep::Refutation { n, info }) => {
                got.push(("refutation", n, info.mv));
            }
            Streamed::Battle(BattleStep::Done) => {
                // ... and all that follows it before the next root move
                assert!(depth >= 1);
                assert_eq!(Some(root_moves), root_move.take());
            }
            Streamed::Battle(BattleStep::But | BattleStep::Close) => {}
            Streamed::Line(l) => panic!("a line in battle play: {l:?}"),
            Streamed::Progress(p) => panic!("a progress line without MoveNumbers: {p:?}"),
        }
    }
    assert_eq!(got, expected);
    whole.moves.iter().map(|a| a.mark).collect()
}
