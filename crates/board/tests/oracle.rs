//! The reference interpreter against Popeye's move lists
//! (`oracle/movelists/orthodox.*` of the shared material: 60 random
//! positions, half of them with fairy pieces, no condition, stipulation
//! `~1`) and Popeye's piece tests (`corpus/popeye/TESTS/pieces.*`).
//!
//! Skipped (with a message) when the shared material is not present.

use nightrider_board::catalogue::{self, Language};
use nightrider_board::walk::reference::{targets, Occupant, Target};
use nightrider_board::walk::special_reference;
use nightrider_board::walk::PieceWalk;
use nightrider_board::{Colour, PieceKind, Square};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The shared reference material: `$NIGHTRIDER_SHARED`, or `shared`
/// beside the workspace's folder (`None` when neither exists, as in a
/// packaged crate).
fn shared() -> Option<PathBuf> {
    std::env::var_os("NIGHTRIDER_SHARED")
        .map(PathBuf::from)
        .into_iter()
        .chain([Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared")])
        .find(|p| p.is_dir())
}

type Board = Vec<(Square, Colour, PieceKind)>;

fn parse_pieces(line: &str) -> Board {
    let mut colour = Colour::White;
    let mut out = Vec::new();
    for tok in line.split_whitespace().skip(1) {
        match tok {
            "white" => colour = Colour::White,
            "black" => colour = Colour::Black,
            _ => {
                let (code, squares) = [1usize, 2]
                    .iter()
                    .filter(|&&n| n < tok.len() && (tok.len() - n) % 2 == 0)
                    .map(|&n| tok.split_at(n))
                    .find(|(_, sq)| {
                        sq.as_bytes()
                            .chunks(2)
                            .all(|c| std::str::from_utf8(c).unwrap().parse::<Square>().is_ok())
                    })
                    .unwrap_or_else(|| panic!("token {tok}"));
                let kind = catalogue::by_code(Language::English, code)
                    .unwrap_or_else(|| panic!("code {code}"));
                for c in squares.as_bytes().chunks(2) {
                    out.push((
                        std::str::from_utf8(c).unwrap().parse().unwrap(),
                        colour,
                        kind,
                    ));
                }
            }
        }
    }
    out
}

/// The reference targets of `kind`, if the reference implements it.
fn piece_targets(
    kind: PieceKind,
    colour: Colour,
    from: Square,
    board: &dyn Fn(Square) -> Occupant,
) -> Option<Vec<Target>> {
    walk_targets(&catalogue::walk(kind).ok()?, colour, from, board)
}

/// The reference targets of `walk`; a hunter's parts filtered by the
/// direction of the target (forward for White is up).
fn walk_targets(
    walk: &PieceWalk,
    colour: Colour,
    from: Square,
    board: &dyn Fn(Square) -> Occupant,
) -> Option<Vec<Target>> {
    match walk {
        PieceWalk::Walk(w) => Some(targets(w, colour, from, board, None)),
        PieceWalk::Special(s) => special_reference::targets(*s, colour, from, board, None),
        PieceWalk::Hunter(away, home) => {
            let up = if colour == Colour::White { 1 } else { -1 };
            let mut out: Vec<Target> = walk_targets(away, colour, from, board)?
                .into_iter()
                .filter(|t| (t.to.y() - from.y()).signum() == up)
                .collect();
            out.extend(
                walk_targets(home, colour, from, board)?
                    .into_iter()
                    .filter(|t| (t.to.y() - from.y()).signum() == -up),
            );
            Some(out)
        }
    }
}

fn supported(kind: PieceKind) -> bool {
    piece_targets(kind, Colour::White, Square::D4, &|_| Occupant::Empty).is_some()
}

fn occupant(board: &Board, side: Colour) -> impl Fn(Square) -> Occupant + '_ {
    move |s| match board.iter().find(|p| p.0 == s) {
        None => Occupant::Empty,
        Some(p) if p.1 == side => Occupant::Friend,
        Some(_) => Occupant::Enemy,
    }
}

fn attacked(board: &Board, king: Square, by: Colour) -> bool {
    board
        .iter()
        .filter(|p| p.1 == by)
        .any(|&(from, colour, kind)| {
            let occ = occupant(board, colour);
            piece_targets(kind, colour, from, &occ)
                .unwrap_or_default()
                .iter()
                .any(|t| t.captured == Some(king))
        })
}

fn legal_moves(board: &Board) -> BTreeSet<(Square, Square)> {
    let mut out = BTreeSet::new();
    for &(from, colour, kind) in board.iter().filter(|p| p.1 == Colour::White) {
        let occ = occupant(board, colour);
        for t in piece_targets(kind, colour, from, &occ).unwrap_or_default() {
            let mut after: Board = board
                .iter()
                .copied()
                .filter(|p| p.0 != from && Some(p.0) != t.captured)
                .collect();
            after.push((t.to, colour, kind));
            // Without a white king (option NoWk) every move is legal.
            let king = after
                .iter()
                .find(|p| p.1 == Colour::White && p.2 == PieceKind::KING);
            if !king.is_some_and(|k| attacked(&after, k.0, Colour::Black)) {
                out.insert((from, t.to));
            }
        }
    }
    out
}

fn popeye_moves(block: &str) -> BTreeSet<(Square, Square)> {
    let mut out = BTreeSet::new();
    for line in block.lines() {
        let l = line.trim_start();
        let Some(rest) = l.strip_prefix("1.") else {
            continue;
        };
        let b = rest.as_bytes();
        // Skip the piece code, then read from-square, separator, to-square.
        let start = (0..b.len().saturating_sub(1))
            .find(|&i| (b'a'..=b'h').contains(&b[i]) && (b'1'..=b'8').contains(&b[i + 1]))
            .unwrap_or(0);
        let from: Square = rest[start..start + 2].parse().unwrap();
        let mut to: Square = rest[start + 3..start + 5].parse().unwrap();
        // Locust captures read `La3*b4-c5`: the victim, then the arrival.
        if rest.as_bytes().get(start + 5) == Some(&b'-') {
            if let Some(Ok(arrival)) = rest.get(start + 6..start + 8).map(str::parse::<Square>) {
                to = arrival;
            }
        }
        out.insert((from, to));
    }
    out
}

#[test]
fn legal_moves_match_popeye_without_conditions() {
    let Some(dir) = shared().map(|s| s.join("oracle/movelists")) else {
        eprintln!("the shared material (../shared or $NIGHTRIDER_SHARED) is not present; skipped");
        return;
    };
    let (Ok(inp), Ok(out)) = (
        std::fs::read_to_string(dir.join("orthodox.inp")),
        std::fs::read_to_string(dir.join("orthodox.out")),
    ) else {
        eprintln!("oracle files not found under {}; skipped", dir.display());
        return;
    };
    let positions: Vec<Board> = inp
        .lines()
        .filter(|l| l.starts_with("pieces"))
        .map(parse_pieces)
        .collect();
    let blocks: Vec<&str> = out.split("solution finished.").collect();
    assert_eq!(positions.len(), 60);
    let mut failures = Vec::new();
    for (i, (board, block)) in positions.iter().zip(&blocks).enumerate() {
        // Popeye refuses positions where White could capture the black king.
        let black_king = board
            .iter()
            .find(|p| p.1 == Colour::Black && p.2 == PieceKind::KING);
        let illegal = black_king.is_some_and(|k| attacked(board, k.0, Colour::White));
        assert_eq!(
            illegal,
            block.contains("the side to play can capture the king"),
            "position {i}: illegal-position verdict"
        );
        let ours = if illegal {
            BTreeSet::new()
        } else {
            legal_moves(board)
        };
        let theirs = popeye_moves(block);
        if ours != theirs {
            let extra: Vec<_> = ours
                .difference(&theirs)
                .map(|(a, b)| format!("{a}-{b}"))
                .collect();
            let missing: Vec<_> = theirs
                .difference(&ours)
                .map(|(a, b)| format!("{a}-{b}"))
                .collect();
            failures.push(format!("position {i}: extra {extra:?} missing {missing:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Splits a solution block into the sections of its twins (`a)`, `+b)`, …).
fn twin_sections(block: &str) -> Vec<String> {
    let mut sections = vec![String::new()];
    for line in block.lines() {
        let t = line.trim_start().trim_start_matches('+');
        let b = t.as_bytes();
        if b.len() >= 2 && b[0].is_ascii_lowercase() && b[1] == b')' {
            sections.push(String::new());
        }
        if let Some(last) = sections.last_mut() {
            last.push_str(line);
            last.push('\n');
        }
    }
    if sections.len() > 1 {
        sections.remove(0);
    }
    sections
}

/// Popeye's own piece tests (`TESTS/pieces.inp`): every problem without
/// conditions or attributes whose pieces all have component walks; twins
/// may add pieces; a lone neutral piece moves as White.
#[test]
fn popeye_piece_tests() {
    let Some(base) = shared().map(|s| s.join("corpus/popeye/TESTS")) else {
        eprintln!("the shared material (../shared or $NIGHTRIDER_SHARED) is not present; skipped");
        return;
    };
    let (Ok(inp), Ok(out)) = (
        std::fs::read_to_string(base.join("pieces.inp")),
        std::fs::read_to_string(base.join("pieces.tst")),
    ) else {
        eprintln!("corpus files not found under {}; skipped", base.display());
        return;
    };
    let problems: Vec<&str> = inp.split("\nnext").collect();
    let blocks: Vec<&str> = out.split("solution finished.").collect();
    assert!(blocks.len() > problems.len());
    let mut checked = Vec::new();
    let mut failures = Vec::new();
    'problem: for (i, (p, block)) in problems.iter().zip(&blocks).enumerate() {
        let mut boards = vec![Board::new()];
        let mut stip_ok = false;
        let to_board = |line: &str| -> Option<Board> {
            let line = line.replace("neutral", "white");
            let mut b = Board::new();
            for (sq, colour, kind) in parse_pieces(&line) {
                match catalogue::walk(kind) {
                    Ok(PieceWalk::Walk(_)) => b.push((sq, colour, kind)),
                    _ => return None,
                }
            }
            Some(b)
        };
        for line in p.lines().map(str::trim) {
            let lower = line.to_lowercase();
            let mut words = lower.split_whitespace();
            match words.next() {
                Some("pieces") => {
                    if line
                        .split_whitespace()
                        .any(|w| w.chars().next().is_some_and(char::is_uppercase))
                    {
                        continue 'problem; // attributes
                    }
                    let Some(b) = to_board(&lower) else {
                        continue 'problem;
                    };
                    boards[0].extend(b);
                }
                Some("stip") | Some("stipulation") => stip_ok = words.next() == Some("~1"),
                Some("option") if !words.all(|w| w == "nowk" || w == "nobk") => continue 'problem,
                Some("twin") => {
                    let rest: Vec<&str> = words.collect();
                    let (cont, rest) = match rest.split_first() {
                        Some((&"cont", r)) => (true, r),
                        _ => (false, &rest[..]),
                    };
                    if rest.first() != Some(&"add") {
                        continue 'problem;
                    }
                    let Some(added) = to_board(&format!("pieces {}", rest[1..].join(" "))) else {
                        continue 'problem;
                    };
                    let mut b = if cont {
                        boards.last().cloned().unwrap_or_default()
                    } else {
                        boards[0].clone()
                    };
                    // A piece added on an occupied square replaces it.
                    b.retain(|p| !added.iter().any(|a| a.0 == p.0));
                    b.extend(added);
                    boards.push(b);
                }
                Some("condition") | Some("cond") => continue 'problem,
                _ => {}
            }
        }
        if !stip_ok || boards[0].is_empty() {
            continue;
        }
        let sections = twin_sections(block);
        if sections.len() != boards.len() {
            failures.push(format!(
                "problem {i}: {} twins, {} sections",
                boards.len(),
                sections.len()
            ));
            continue;
        }
        for (t, (board, section)) in boards.iter().zip(&sections).enumerate() {
            let ours = legal_moves(board);
            let theirs = popeye_moves(section);
            let names: Vec<_> = board
                .iter()
                .map(|p| catalogue::entry(p.2).unwrap().en.unwrap_or("?"))
                .collect();
            checked.push(format!(
                "{i}{}:{}",
                (b'a' + t as u8) as char,
                names.join("+")
            ));
            if ours != theirs {
                let extra: Vec<_> = ours
                    .difference(&theirs)
                    .map(|(a, b)| format!("{a}-{b}"))
                    .collect();
                let missing: Vec<_> = theirs
                    .difference(&ours)
                    .map(|(a, b)| format!("{a}-{b}"))
                    .collect();
                failures.push(format!(
                    "problem {i} twin {t} ({names:?}): extra {extra:?} missing {missing:?}"
                ));
            }
        }
    }
    eprintln!("checked: {checked:?}");
    assert!(checked.len() >= 25, "only {} boards checked", checked.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Popeye's move lists for every piece of its table (centre, edge and
/// obstacle positions; `crates/movegen/tests/data/popeye`, or the folder in
/// `POPEYE_PIECES_DIR`). Every problem whose pieces all have component walks
/// must match, except the documented differences in `KNOWN`.
#[test]
fn popeye_piece_table() {
    /// Piece codes whose walks are known to differ from Popeye (see the
    /// catalogue notes).
    const KNOWN: &[&str] = &[];
    let dir = std::env::var("POPEYE_PIECES_DIR").unwrap_or_else(|_| {
        format!(
            "{}/../movegen/tests/data/popeye",
            env!("CARGO_MANIFEST_DIR")
        )
    });
    let mut checked = 0;
    let mut skipped = BTreeSet::new();
    let mut failures = Vec::new();
    let mut failing_codes = BTreeSet::new();
    for n in 1..=9 {
        let (Ok(inp), Ok(out)) = (
            std::fs::read_to_string(format!("{dir}/pieces-{n}.inp")),
            std::fs::read_to_string(format!("{dir}/pieces-{n}.out")),
        ) else {
            eprintln!("{dir}/pieces-{n}.* not found; skipped");
            continue;
        };
        let problems: Vec<&str> = inp.split("\nnext").collect();
        let blocks: Vec<&str> = out.split("solution finished.").collect();
        assert!(blocks.len() > problems.len(), "pieces-{n}");
        'problem: for (p, block) in problems.iter().zip(&blocks) {
            let remark = p.lines().find(|l| l.starts_with("remark")).unwrap_or("");
            let code = remark.split_whitespace().nth(1).unwrap_or("?").to_string();
            let Some(line) = p.lines().find(|l| l.starts_with("pieces")) else {
                continue;
            };
            let lower = line.to_lowercase();
            // Codes unknown to the table (e.g. `ag`) are Popeye input errors.
            let mut board = Board::new();
            for tok in lower.split_whitespace().skip(1) {
                if tok == "white" || tok == "black" {
                    continue;
                }
                let c = &tok[..tok.len() - 2];
                if !catalogue::by_code(Language::English, c).is_some_and(supported) {
                    skipped.insert(code.clone());
                    continue 'problem;
                }
            }
            board.extend(parse_pieces(&lower));
            // Royal stand-ins for the king (sting, poseidon).
            let royal = board
                .iter()
                .find(|p| p.1 == Colour::White && p.2 == PieceKind::KING)
                .or_else(|| {
                    board.iter().find(|p| {
                        p.1 == Colour::White
                            && ["st", "po"]
                                .contains(&catalogue::entry(p.2).and_then(|e| e.en).unwrap_or(""))
                    })
                })
                .map(|p| p.2);
            let ours = legal_moves_royal(&board, royal);
            let theirs = popeye_moves(block);
            checked += 1;
            if ours != theirs {
                let extra: Vec<_> = ours
                    .difference(&theirs)
                    .map(|(a, b)| format!("{a}-{b}"))
                    .collect();
                let missing: Vec<_> = theirs
                    .difference(&ours)
                    .map(|(a, b)| format!("{a}-{b}"))
                    .collect();
                failing_codes.insert(code.clone());
                if !KNOWN.contains(&code.as_str()) {
                    failures.push(format!("{remark}: extra {extra:?} missing {missing:?}"));
                }
            }
        }
    }
    eprintln!("checked {checked} problems; special/unsupported pieces skipped: {skipped:?}; differing: {failing_codes:?}");
    if std::path::Path::new(&format!("{dir}/pieces-1.inp")).exists() {
        assert!(checked >= 400, "only {checked} problems checked");
    }
    for k in KNOWN {
        assert!(
            failing_codes.contains(*k) || checked == 0,
            "{k} is listed as known but matches now"
        );
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Legal moves with `royal` as White's royal kind (none: every move legal).
fn legal_moves_royal(board: &Board, royal: Option<PieceKind>) -> BTreeSet<(Square, Square)> {
    let mut out = BTreeSet::new();
    for &(from, colour, kind) in board.iter().filter(|p| p.1 == Colour::White) {
        let occ = occupant(board, colour);
        for t in piece_targets(kind, colour, from, &occ).unwrap_or_default() {
            let mut after: Board = board
                .iter()
                .copied()
                .filter(|p| p.0 != from && Some(p.0) != t.captured)
                .collect();
            after.push((t.to, colour, kind));
            let king = after
                .iter()
                .find(|p| p.1 == Colour::White && Some(p.2) == royal);
            if !king.is_some_and(|k| attacked(&after, k.0, Colour::Black)) {
                out.insert((from, t.to));
            }
        }
    }
    out
}
