//! A renderer of [`Report`]s in Popeye's output format, for comparing with
//! Popeye's expected outputs in tests.

use nightrider_board::{PieceKind, Special};
use nightrider_stipulation::{
    Attack, Body, Defence, DefenceTree, Line, Mark, MoveInfo, Numbering, Report,
};

/// Popeye's text of a move (`Se8-c7`, `e4*f3 ep.`, `0-0-0`, `c2-c1=Q`), with
/// the check or goal marker.
pub fn move_text(info: &MoveInfo) -> String {
    let m = info.mv;
    let mut s = String::new();
    match m.special {
        Special::Castle { rook_from, .. } => {
            s.push_str(if rook_from.x() == 7 { "0-0" } else { "0-0-0" });
        }
        _ => {
            if let Some(p) = info.piece {
                if p.kind != PieceKind::PAWN {
                    let c = match p.kind {
                        PieceKind::KNIGHT => 'S',
                        k => k.orthodox_letter().unwrap_or('?'),
                    };
                    s.push(c);
                }
            }
            s.push_str(&m.from.to_string());
            s.push(if m.is_capture() { '*' } else { '-' });
            s.push_str(&m.to.to_string());
            if let Some(k) = m.promotion {
                s.push('=');
                s.push(match k {
                    PieceKind::KNIGHT => 'S',
                    k => k.orthodox_letter().unwrap_or('?'),
                });
            }
            if m.special == Special::EnPassant {
                s.push_str(" ep.");
            }
        }
    }
    match info.goal {
        Some(g) if !g.marker().is_empty() => {
            s.push(' ');
            s.push_str(g.marker());
        }
        _ => {
            if info.check {
                s.push_str(" +");
            }
        }
    }
    s
}

fn attack_indent(n: u32) -> usize {
    if n == 1 {
        3
    } else {
        10 + 8 * (n as usize - 2)
    }
}

fn defence_indent(n: u32) -> usize {
    6 + 8 * (n as usize - 1)
}

fn attack(a: &Attack, n: u32, out: &mut Vec<String>) {
    let mut line = format!(
        "{}{}.{}",
        " ".repeat(attack_indent(n)),
        n,
        move_text(&a.info)
    );
    match a.mark {
        Mark::Key => line.push_str(" !"),
        Mark::Try => line.push_str(" ?"),
        Mark::ForcedFailure => line.push_str(" ?!?"),
        Mark::None => {}
    }
    match &a.after.threats {
        Some(t) if t.is_empty() => line.push_str(" zugzwang."),
        Some(_) => line.push_str(" threat:"),
        None => {}
    }
    out.push(line);
    tree_body(&a.after, n, out);
    if !a.refutations.is_empty() {
        out.push("    but".to_string());
        for d in &a.refutations {
            out.push(format!(
                "{}{}...{} !",
                " ".repeat(defence_indent(n)),
                n,
                move_text(&d.info)
            ));
            for x in &d.answers {
                attack(x, n + 1, out);
            }
        }
    }
}

fn tree_body(t: &DefenceTree, n: u32, out: &mut Vec<String>) {
    if let Some(threats) = &t.threats {
        for x in threats {
            attack(x, n + 1, out);
        }
    }
    for d in &t.variations {
        defence(d, n, out);
    }
}

fn defence(d: &Defence, n: u32, out: &mut Vec<String>) {
    out.push(format!(
        "{}{}...{}",
        " ".repeat(defence_indent(n)),
        n,
        move_text(&d.info)
    ));
    if d.refutes && d.answers.is_empty() && d.info.goal.is_none() {
        out.push(format!("{}refutes.", " ".repeat(defence_indent(n) + 2)));
    }
    for x in &d.answers {
        attack(x, n + 1, out);
    }
}

fn line(l: &Line) -> String {
    let mut s = String::from(" ");
    for m in &l.moves {
        match m.numbering {
            Numbering::Number(n) => {
                if s.len() > 1 {
                    s.push_str("  ");
                }
                s.push_str(&format!(" {n}."));
            }
            Numbering::Ellipsis(n) => s.push_str(&format!(" {n}...")),
            Numbering::Continue => s.push(' '),
        }
        s.push_str(&move_text(&m.info));
    }
    if l.forced_failure {
        s.push_str(" ?!?");
    }
    s
}

/// The solution lines Popeye would print (without headers and boards).
pub fn render(report: &Report) -> Vec<String> {
    let mut out = Vec::new();
    for phase in &report.phases {
        match &phase.body {
            Body::Battle(b) => {
                if let Some(set) = &b.set_play {
                    tree_body(
                        &DefenceTree {
                            threats: None,
                            ..set.clone()
                        },
                        1,
                        &mut out,
                    );
                }
                if let Some(pk) = &b.post_key {
                    match &pk.threats {
                        Some(t) if t.is_empty() => out.push(" zugzwang.".to_string()),
                        Some(_) => out.push(" threat:".to_string()),
                        None => {}
                    }
                    tree_body(pk, 1, &mut out);
                }
                for a in &b.moves {
                    attack(a, 1, &mut out);
                }
            }
            Body::Lines {
                set_play,
                solutions,
            } => {
                for l in set_play.iter().chain(solutions) {
                    out.push(line(l));
                }
            }
        }
    }
    out
}

/// Compares rendered lines with Popeye's expected lines, ignoring order.
pub fn assert_same(got: &[String], expected: &str) {
    let mut g: Vec<String> = got.iter().map(|s| s.trim_end().to_string()).collect();
    let mut e: Vec<String> = expected
        .lines()
        .map(|s| s.trim_end().to_string())
        .filter(|s| !s.trim().is_empty())
        .collect();
    let gs = g.join("\n");
    g.sort();
    e.sort();
    assert_eq!(g, e, "\n--- got ---\n{gs}\n--- expected ---\n{expected}");
}
