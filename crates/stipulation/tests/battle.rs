//! Battle play (direct, self, reflex, semi-reflex) against Popeye's expected
//! outputs (Popeye's TESTS/battle_play and others).

mod support;

use nightrider_stipulation::{solve, Options, Stipulation};
use support::{position, print, RefGame};

fn run(white: &str, black: &str, stip: &str, opts: Options) -> Vec<String> {
    let mut g = RefGame::new(position(white, black));
    let s = Stipulation::parse(stip).unwrap();
    let r = solve(&mut g, &s, &opts, None).unwrap();
    print::render(&r)
}

fn vari() -> Options {
    Options {
        variations: true,
        ..Options::default()
    }
}

#[test]
fn mate_in_one() {
    let got = run("ka6 se8 pa7", "ka8", "#1", vari());
    print::assert_same(&got, "   1.Se8-c7 # !");
}

#[test]
fn mate_in_two_with_short_solution() {
    let got = run("ka6 se8 pa7", "ka8 ph6", "#2", vari());
    print::assert_same(
        &got,
        "   1.Ka6-b6 ! threat:
          2.Se8-c7 #
   1.Se8-c7 # !",
    );
}
