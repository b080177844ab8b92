//! The output of `--part k/N` and its merge (`nightrider merge-parts`).
//!
//! A part's output is Popeye's output with marker lines added:
//!
//! * `@@nightrider-part K/N` first;
//! * `@@nightrider-block LENGTH INDEX` before each block of solution lines
//!   (a key or try of battle play with its tree, a line of help or series
//!   play), with its [`BlockKey`];
//! * `@@nightrider-end` after the last block of each phase of each twin.
//!
//! The merge takes part 1's text (headers, set play, everything outside
//! the blocks, and its timing lines), and at each `@@nightrider-end` puts
//! the blocks of that phase from all parts, sorted stably by key, which is
//! the single-run order; markers are dropped. With `-regression` the
//! result is byte-identical to the single run.

use crate::render::solution_lines;
use nightrider_notation::popeye::InputLanguage;
use nightrider_stipulation::{BlockKey, Body, Phase, Report, SplitReport};

const PART: &str = "@@nightrider-part ";
const BLOCK: &str = "@@nightrider-block ";
const END: &str = "@@nightrider-end";

/// The first line of a part's output.
pub fn part_header(k: u32, n: u32) -> String {
    format!("{PART}{k}/{n}")
}

fn only(phase: &Phase, keep_rest: bool, block: Option<usize>) -> Phase {
    let mut p = phase.clone();
    p.partial = false;
    // (MoveNumbers solves in one part: its progress lines are not merged)
    p.progress.clear();
    p.set_play_progress.clear();
    match &mut p.body {
        Body::Battle(b) => {
            if !keep_rest {
                b.set_play = None;
                b.post_key = None;
            }
            b.moves = block.map(|j| vec![b.moves[j].clone()]).unwrap_or_default();
        }
        Body::Lines {
            set_play,
            solutions,
        } => {
            if !keep_rest {
                set_play.clear();
            }
            *solutions = block
                .map(|j| vec![solutions[j].clone()])
                .unwrap_or_default();
        }
    }
    p
}

fn lines_of(lang: InputLanguage, phase: Phase) -> Vec<String> {
    solution_lines(
        lang,
        &Report {
            phases: vec![phase],
            ignored_options: Vec::new(),
            king_capturable: Vec::new(),
        },
    )
}

/// The solution lines of a part's report with the block markers.
///
/// # Errors
/// When the lines without markers would differ from
/// [`solution_lines`] of the report (the output format cannot be split).
pub fn part_lines(lang: InputLanguage, split: &SplitReport) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    for (p, phase) in split.report.phases.iter().enumerate() {
        if p > 0 {
            // the blank line separating the duplex half (as `solution_lines`)
            out.push(String::new());
        }
        out.extend(lines_of(lang, only(phase, true, None)));
        let keys: &[BlockKey] = split.keys.get(p).map_or(&[], |k| k);
        for (j, key) in keys.iter().enumerate() {
            out.push(format!("{BLOCK}{} {}", key.length, key.index));
            out.extend(lines_of(lang, only(phase, false, Some(j))));
        }
        out.push(END.to_string());
        if phase.partial {
            let mut rest = only(phase, false, None);
            rest.partial = true;
            out.extend(lines_of(lang, rest));
        }
    }
    let plain: Vec<&String> = out
        .iter()
        .filter(|l| !l.starts_with("@@nightrider-"))
        .collect();
    // (the progress lines of option MoveNumbers fall between the blocks:
    // the outputs of parts leave them out)
    let mut report = split.report.clone();
    for phase in &mut report.phases {
        phase.progress.clear();
        phase.set_play_progress.clear();
    }
    let whole = solution_lines(lang, &report);
    if plain.len() != whole.len() || plain.iter().zip(&whole).any(|(a, b)| *a != b) {
        return Err("the solution cannot be printed in parts".to_string());
    }
    Ok(out)
}

/// One phase of a part: the text before its blocks and the blocks.
#[derive(Default)]
struct Unit<'t> {
    text: Vec<&'t str>,
    blocks: Vec<(BlockKey, Vec<&'t str>)>,
}

/// A part's output split at its markers.
struct Part<'t> {
    k: u32,
    n: u32,
    units: Vec<Unit<'t>>,
    tail: Vec<&'t str>,
}

fn parse_part(text: &str) -> Result<Part<'_>, String> {
    let mut lines = text.split('\n');
    let first = lines.next().unwrap_or("");
    let (k, n) = first
        .strip_prefix(PART)
        .and_then(|s| s.split_once('/'))
        .and_then(|(k, n)| Some((k.parse().ok()?, n.trim().parse().ok()?)))
        .ok_or_else(|| format!("not the output of a part (no '{PART}K/N' line)"))?;
    let mut units = Vec::new();
    let mut current = Unit::default();
    for line in lines {
        if line == END {
            units.push(std::mem::take(&mut current));
        } else if let Some(key) = line.strip_prefix(BLOCK) {
            let mut it = key.split(' ').map(str::parse::<u32>);
            let (Some(Ok(length)), Some(Ok(index))) = (it.next(), it.next()) else {
                return Err(format!("bad block marker '{line}'"));
            };
            current
                .blocks
                .push((BlockKey { length, index }, Vec::new()));
        } else if line == "solving interrupted." {
            return Err(format!("part {k}/{n} was interrupted"));
        } else if let Some((_, block)) = current.blocks.last_mut() {
            block.push(line);
        } else {
            current.text.push(line);
        }
    }
    if !current.blocks.is_empty() {
        return Err("a block after the last end marker".to_string());
    }
    Ok(Part {
        k,
        n,
        units,
        tail: current.text,
    })
}

/// The lines of a unit outside its blocks (diagrams, stipulations, twin
/// headings), without the timing lines, which differ between parts of the
/// same problem.
fn outside_blocks<'a>(unit: &'a Unit<'_>) -> impl Iterator<Item = &'a str> {
    unit.text
        .iter()
        .copied()
        .filter(|line| !(line.contains(" = ") && line.trim_end().ends_with(" s")))
}

/// Merges the outputs of all parts `1/N` … `N/N` (in any order) into the
/// single-run output.
///
/// # Errors
/// When a text is not a part's output, a part is missing, repeated or was
/// interrupted, or the parts do not come from the same input.
pub fn merge_parts(texts: &[String]) -> Result<String, String> {
    if texts.is_empty() {
        return Err("no part outputs given".to_string());
    }
    let mut parts = texts
        .iter()
        .map(|t| parse_part(t))
        .collect::<Result<Vec<_>, _>>()?;
    parts.sort_by_key(|p| p.k);
    let n = parts.first().map_or(0, |p| p.n);
    if parts.len() != n as usize
        || parts
            .iter()
            .enumerate()
            .any(|(i, p)| p.n != n || p.k != i as u32 + 1)
    {
        return Err(format!(
            "expected the outputs of parts 1/{n} to {n}/{n}, each once"
        ));
    }
    let units = parts[0].units.len();
    let same_problems = parts.iter().all(|p| {
        p.units.len() == units
            && p.units
                .iter()
                .zip(&parts[0].units)
                .all(|(a, b)| outside_blocks(a).eq(outside_blocks(b)))
    });
    if !same_problems {
        return Err("the parts do not come from the same problems".to_string());
    }
    let mut out: Vec<&str> = Vec::new();
    for u in 0..units {
        out.extend(&parts[0].units[u].text);
        let mut blocks: Vec<&(BlockKey, Vec<&str>)> =
            parts.iter().flat_map(|p| &p.units[u].blocks).collect();
        blocks.sort_by_key(|(k, _)| *k);
        for (_, lines) in blocks {
            out.extend(lines);
        }
    }
    out.extend(&parts[0].tail);
    Ok(out.join("\n"))
}
