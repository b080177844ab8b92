//! Series and parry series play of the attacking side (`ser-=`, `ser-%`,
//! `ser-r#`, `pser-#`, `pser-x`, …) against Popeye 4.104.
//!
//! `tests/data/series-direct.inp` holds 40 problems: hand-made ones first,
//! then random positions on which an earlier nightrider differed from
//! Popeye (and a few on which it did not); `series-direct.expected` has
//! the lines Popeye printed for each, as a set. What they pin down:
//! - `ser-=` and `ser-#=` go on past a stalemate (`1.Kb6-c7   2.Kc7-b6 =`
//!   beside `1.Kb6-c7 =`), while `ser-x` stops at the capture;
//! - `%` (win a piece) is any capture, pawns included, of a piece that does
//!   not come back (a Circe rebirth gives it back);
//! - `ser-r#` and `ser-r=` where the reflex obligation is violated in the
//!   diagram print the forced moves as failures (`1.Qc5*a3 # ?!?`);
//! - a parry series with defensive parries (`pser-`) is solved within its
//!   length, each continuation at its shortest, as battle play.

mod common;

use common::assert_same_lines_as_popeye;

#[test]
fn popeye_prints_the_same_lines() {
    assert_same_lines_as_popeye(
        include_str!("data/series-direct.inp"),
        include_str!("data/series-direct.expected"),
        40,
    );
}
