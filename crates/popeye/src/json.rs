//! `--format json`: problems and their solutions as JSON documents, with
//! solutions as trees of moves.

use crate::problem::{Problem, Twin};
use crate::render::move_text;
use nightrider_notation::popeye::InputLanguage;
use nightrider_stipulation::{Attack, Body, Defence, DefenceTree, Line, Mark, Report};
use serde_json::{json, Value};

/// The problem's meta data.
pub fn meta(problem: &Problem) -> Value {
    let m = &problem.meta;
    json!({
        "authors": m.authors,
        "origins": m.origins,
        "awards": m.awards,
        "titles": m.titles,
        "remarks": m.remarks,
    })
}

/// One twin with its solutions.
pub fn twin(problem: &Problem, twin: &Twin, report: &Report) -> Value {
    let lang = problem.language;
    let phases: Vec<Value> = report
        .phases
        .iter()
        .map(|phase| {
            let body = match &phase.body {
                Body::Battle(b) => json!({
                    "kind": "battle",
                    "set_play": b.set_play.as_ref().map(|t| tree(lang, t)),
                    "post_key_play": b.post_key.as_ref().map(|t| tree(lang, t)),
                    "moves": b.moves.iter().map(|a| attack(lang, a)).collect::<Vec<_>>(),
                }),
                Body::Lines {
                    set_play,
                    solutions,
                } => json!({
                    "kind": "lines",
                    "set_play": set_play.iter().map(|l| line(lang, l)).collect::<Vec<_>>(),
                    "solutions": solutions.iter().map(|l| line(lang, l)).collect::<Vec<_>>(),
                }),
            };
            json!({ "swapped_colours": phase.swapped, "partial": phase.partial, "play": body })
        })
        .collect();
    let doc = json!({
        "label": twin.label,
        "description": twin.description,
        "stipulation": twin.stipulation_text,
        "fen": nightrider_notation::fen::board_to_fen(twin.position.board()),
        "ignored_options": report.ignored_options,
        "king_capturable_phases": report
            .king_capturable
            .iter()
            .map(|&swapped| json!({ "swapped_colours": swapped }))
            .collect::<Vec<_>>(),
        "phases": phases,
    });
    with_warnings(doc, twin)
}

/// A twin that is not solved, with the reason (the side to play can
/// capture the king).
pub fn twin_refused(twin: &Twin, error: &str) -> Value {
    let doc = json!({
        "label": twin.label,
        "description": twin.description,
        "stipulation": twin.stipulation_text,
        "fen": nightrider_notation::fen::board_to_fen(twin.position.board()),
        "error": error,
    });
    with_warnings(doc, twin)
}

/// `doc` with the twin's warnings (what of its input is ignored), if it
/// has any.
fn with_warnings(mut doc: Value, twin: &Twin) -> Value {
    if !twin.warnings.is_empty() {
        doc["warnings"] = twin.warnings.iter().map(|w| w.message.clone()).collect();
    }
    doc
}

fn attack(lang: InputLanguage, a: &Attack) -> Value {
    let mark = match a.mark {
        Mark::Key => "key",
        Mark::Try => "try",
        Mark::ForcedFailure => "forced_failure",
        Mark::None => "continuation",
    };
    json!({
        "move": move_text(lang, &a.info),
        "mark": mark,
        "after": tree(lang, &a.after),
        "refutations": a.refutations.iter().map(|d| defence(lang, d)).collect::<Vec<_>>(),
    })
}

fn tree(lang: InputLanguage, t: &DefenceTree) -> Value {
    json!({
        "zugzwang": t.threats.as_ref().is_some_and(|v| v.is_empty()),
        "threats": t.threats.as_ref().map(|v| v.iter().map(|a| attack(lang, a)).collect::<Vec<_>>()),
        "variations": t.variations.iter().map(|d| defence(lang, d)).collect::<Vec<_>>(),
    })
}

fn defence(lang: InputLanguage, d: &Defence) -> Value {
    json!({
        "move": move_text(lang, &d.info),
        "refutes": d.refutes,
        "answers": d.answers.iter().map(|a| attack(lang, a)).collect::<Vec<_>>(),
    })
}

fn line(lang: InputLanguage, l: &Line) -> Value {
    json!({
        "moves": l.moves.iter().map(|m| move_text(lang, &m.info)).collect::<Vec<_>>(),
        "forced_failure": l.forced_failure,
    })
}
