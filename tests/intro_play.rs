//! Introductory moves (`m->`) before every kind of play, against Popeye
//! 4.104.
//!
//! `tests/data/intro-play.inp` holds 24 problems, random positions of
//! `2->ser-h#2`, `2->h#2`, `3->ser-#2`, `2->r#2`, `2->hs#2`, `2->ser-r#2`,
//! `3->h=1`, `2->h##2`, `1->ser-h#3`, `2->pser-#3`, `2->#2`, `2->#3`,
//! `2->h#1`, `2->#1` and `3->ser-h#1`, and one `phser-s#2`;
//! `intro-play.expected` has the lines Popeye printed for each, as a set.
//! 17 of them differed from Popeye before these rules. What they pin down:
//! - `m->` is up to m introductory moves: the play proper may start after
//!   any of them, and the introduction goes on where it could already
//!   start (`1.Bf2-e1 Bh7-b1   2.Be1-c3 #` beside `1.Bf2-e1   2.Be1-h4
//!   Bh7-b1   3.Bh4-f6 #` in `2->h#1`);
//! - play proper of a single move is numbered on from the introduction,
//!   longer play from 1 again;
//! - battle play after the introduction is written out as lines, one per
//!   path through its tree of shortest answers (`1.Ke3-e4   2.Ke4-f5
//!   1.Sh1-f2 e2-e1=S   2.Sg4-e3 #`);
//! - a reflex obligation violated where the play proper starts shows the
//!   forced moves as failures (`1.Rf8-f5   1.Qf3-g3 # ?!?`);
//! - a parry series after the introduction shows its shortest lines only;
//! - a helping parry (`phser-`) never ends the play itself.

mod common;

use common::assert_same_lines_as_popeye;

#[test]
fn popeye_prints_the_same_lines() {
    assert_same_lines_as_popeye(
        include_str!("data/intro-play.inp"),
        include_str!("data/intro-play.expected"),
        24,
    );
}
