//! Lists which problems of Popeye input files are orthodox (no condition,
//! only K Q R B N P without attributes, no proof game): one line per
//! problem, `FILE N orthodox|fairy`. `scripts/conformance` uses it to
//! report the orthodox pass rate.
//!
//! `cargo run --release --example corpus_scope -- FILE.inp...`

use nightrider::notation::popeye::{parse_input, Command, Goal, PiecesEntry, TwinOp};
use nightrider::problem::Problem;

fn main() {
    for file in std::env::args().skip(1) {
        let Ok(text) = std::fs::read_to_string(&file) else {
            eprintln!("cannot read {file}");
            continue;
        };
        let parsed = parse_input(&text);
        let mut problems = parsed.problems.iter();
        for index in 0..parsed.problems_seen {
            if parsed.errors.iter().any(|e| e.problem == index) {
                println!("{file} {} unreadable", index + 1);
                continue;
            }
            let Some(p) = problems.next() else { break };
            let syntactically_plain = p.commands.iter().all(|c| match c {
                Command::Condition(v) => v.is_empty(),
                Command::Pieces(entries) => entries.iter().all(|e| match e {
                    PiecesEntry::Group(g) => g.attributes.is_empty(),
                    PiecesEntry::TotalInvisible(_) => false,
                }),
                Command::Stipulation(s) => !matches!(s.goal, Goal::ProofGame | Goal::AToB),
                Command::Twin(t) => t
                    .ops
                    .iter()
                    .all(|op| !matches!(op, TwinOp::Condition(v) if !v.is_empty())),
                _ => true,
            });
            let orthodox_pieces = Problem::from_syntax(p).is_ok_and(|problem| {
                problem.twins.iter().all(|t| {
                    t.position
                        .board()
                        .iter()
                        .flatten()
                        .all(|piece| piece.kind.is_orthodox())
                })
            });
            let verdict = if syntactically_plain && orthodox_pieces {
                "orthodox"
            } else {
                "fairy"
            };
            println!("{file} {} {verdict}", index + 1);
        }
    }
}
