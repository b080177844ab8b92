//! Retractor problems through the facade and the `nightrider` command: the
//! forward solver refuses them, the command prints them and their JSON.
//! (The retraction search itself is tested in `crates/popeye/tests/retractor.rs`.)

use nightrider::notation::popeye::parse_input;
use nightrider::problem::Problem;
use nightrider::{SolveError, SolveOptions};
use std::process::Command;

// The CQLi document's "White retracts a move and mates" (Sam Loyd, 1860).
const LOYD_1: &str = "white kf1 ra1 bb8 sg4 pa2b2c3d4 black kh1 rh8 sd3 pa4b6f7g7h5";

#[test]
fn the_forward_solver_refuses_a_retractor() {
    // The forward-only solver does not silently solve a retractor.
    let parsed = parse_input(&format!("begin\npieces {LOYD_1}\nstipulation -1&#1\nend\n"));
    let p = Problem::from_syntax(&parsed.problems[0]).unwrap();
    let r = nightrider::solve(&p, &SolveOptions::default(), |_, _, _| {});
    assert!(
        matches!(r, Err(SolveError::Unsupported(nightrider::Unsupported::Stipulation(ref s))) if s.contains("retractor"))
    );
}

#[test]
fn cli_prints_retractors_and_json() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/problems/retractor-loyd-sunyer.inp"
    );
    let out = Command::new(env!("CARGO_BIN_EXE_nightrider"))
        .args(["-regression", file])
        .output()
        .expect("run nightrider");
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    for line in [
        "  -1&#1                       8 + 8",
        "-1.a7xBb8=B ! &",
        "  1.a7-a8=Q # !",
        "-1.e5xd6 e.p. ! &",
        "  help-1&h#1                  1 + 1",
        "-1.Kg6xRh5 Rh8xQh5 &",
        "  1.0-0 Qh5-h7 #",
    ] {
        assert!(
            text.lines().any(|l| l == line),
            "{line:?} missing in\n{text}"
        );
    }
    assert_eq!(text.matches("solution finished.").count(), 3);

    let out = Command::new(env!("CARGO_BIN_EXE_nightrider"))
        .args(["--format", "json", file])
        .output()
        .expect("run nightrider");
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    let docs: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON document per line"))
        .collect();
    assert_eq!(docs.len(), 3);
    let twin = &docs[0]["twins"][0];
    assert_eq!(twin["retractor"], "Proca");
    assert_eq!(twin["keys"][0][0]["retraction"], "a7xBb8=B");
    assert_eq!(twin["keys"][0][0]["then"], "forward");
    assert_eq!(docs[2]["twins"][0]["retractor"], "help");
}
