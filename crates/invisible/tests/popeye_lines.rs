//! Popeye 4.104's solution lines of help mates with one invisible, against
//! the rule found by experiment: a printed line is a solution when it has a
//! realisation and every realisation ends in mate
//! ([`nightrider_invisible::realisations`]).
//!
//! Data (`tests/data/*.txt`): `fen FEN` (the side to move is the first
//! mover), then lines as Popeye prints them; `not LINE` is a line Popeye
//! does not print. `#` starts a comment line.

use nightrider_board::{Colour, PieceKind, Position, Square};
use nightrider_invisible::{realisations, Note, PrintedMove, RealisedLine};

/// One printed move with the revelations written after it.
struct Ply {
    printed: PrintedMove,
    revelations: Vec<Note>,
}

fn square(text: &str) -> Square {
    text.parse().unwrap_or_else(|_| panic!("square {text}"))
}

fn kind(letter: char) -> PieceKind {
    match letter {
        'S' => PieceKind::KNIGHT,
        c => PieceKind::from_orthodox_letter(c).unwrap_or_else(|| panic!("kind {c}")),
    }
}

/// One move of Popeye's line (`Qd5-g5`, `[+wTIg6]h7*g6`, `b2-b1=R`,
/// `TI~*d4[d4=wB]`, `0-0`) by `side`.
fn parse_ply(token: &str, side: Colour) -> Ply {
    let mut core = token;
    let mut takes_invisible = false;
    if core.starts_with("[+") {
        let end = core.find(']').unwrap();
        takes_invisible = true;
        core = &core[end + 1..];
    }
    let mut revelations = Vec::new();
    if let Some(start) = core.find('[') {
        let mut rest = &core[start..];
        while let Some(end) = rest.find(']') {
            revelations.push(rest[..=end].parse::<Note>().unwrap());
            rest = &rest[end + 1..];
        }
        core = &core[..start];
    }
    let printed = if core == "TI~-~" {
        PrintedMove::InvisibleMoves
    } else if let Some(sq) = core.strip_prefix("TI~*") {
        PrintedMove::InvisibleCaptures(square(sq))
    } else if core == "0-0" || core == "0-0-0" {
        let rank = if side == Colour::White { "1" } else { "8" };
        let to = if core == "0-0" { "g" } else { "c" };
        PrintedMove::Visible {
            from: square(&format!("e{rank}")),
            to: square(&format!("{to}{rank}")),
            promotion: None,
            captures_visible: false,
        }
    } else {
        let body = core.trim_start_matches(|c: char| c.is_ascii_uppercase());
        let (body, promotion) = match body.split_once('=') {
            Some((b, p)) => (b, Some(kind(p.chars().next().unwrap()))),
            None => (body, None),
        };
        let capture = body.contains('*');
        let (from, to) = body.split_once(['-', '*']).unwrap();
        let (from, to) = (square(from), square(to));
        if takes_invisible {
            PrintedMove::PawnCapturesInvisible {
                from,
                to,
                promotion,
            }
        } else {
            PrintedMove::Visible {
                from,
                to,
                promotion,
                captures_visible: capture,
            }
        }
    };
    Ply {
        printed,
        revelations,
    }
}

/// The moves of a line such as `1...Rb1-b8   2.TI~-~ [+bTIb6]a5*b6 #`.
fn parse_line(line: &str, first: Colour) -> Vec<Ply> {
    let mut side = first;
    let mut plies = Vec::new();
    for token in line.split_whitespace() {
        let token = token.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
        if token.is_empty() || ["#", "+", "!", "ep."].contains(&token) {
            continue;
        }
        plies.push(parse_ply(token, side));
        side = !side;
    }
    plies
}

/// The realisations of `plies` that agree with their revelations too.
fn agreeing(diagram: &Position, plies: &[Ply]) -> Vec<RealisedLine> {
    let printed: Vec<PrintedMove> = plies.iter().map(|p| p.printed).collect();
    let all = realisations(diagram, &printed).unwrap();
    all.into_iter()
        .filter(|line| {
            let mut pos = line.realisation.place(diagram).unwrap();
            plies.iter().zip(&line.moves).all(|(ply, mv)| {
                pos.play(mv);
                ply.revelations.iter().all(|note| match *note {
                    Note::Revelation { square, piece } => pos.piece_at(square) == Some(piece),
                    _ => false,
                })
            })
        })
        .collect()
}

/// Each line of a data file against the rule: `(fen, line, printed)`
/// with the number of realisations and of those ending in mate.
fn check_file(text: &str) -> Vec<String> {
    let mut failures = Vec::new();
    let mut diagram: Option<Position> = None;
    for raw in text.lines() {
        let raw = raw.trim();
        if raw.is_empty() || raw.starts_with('#') {
            continue;
        }
        if let Some(fen) = raw.strip_prefix("fen ") {
            diagram = Some(fen.parse().unwrap());
            continue;
        }
        let diagram = diagram.as_ref().expect("fen first");
        let (printed_by_popeye, line) = match raw.strip_prefix("not ") {
            Some(line) => (false, line),
            None => (true, raw),
        };
        let plies = parse_line(line, diagram.side_to_move());
        let found = agreeing(diagram, &plies);
        let mates = found.iter().filter(|l| l.outcome.mate).count();
        let solution = !found.is_empty() && mates == found.len();
        if solution != printed_by_popeye {
            failures.push(format!(
                "{diagram}: {raw}: {} realisations, {mates} mate",
                found.len()
            ));
        }
    }
    failures
}

#[test]
fn corpus_lines_have_a_realisation_and_mate_in_every_one() {
    let failures = check_file(include_str!("data/corpus_one_invisible.txt"));
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn hand_made_lines_follow_the_rule() {
    let failures = check_file(include_str!("data/hand_made_one_invisible.txt"));
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn random_lines_follow_the_rule() {
    let failures = check_file(include_str!("data/random_one_invisible.txt"));
    assert!(
        failures.is_empty(),
        "{} failures: {failures:#?}",
        failures.len()
    );
}

/// The invisible's square and piece after `k` plies of each realisation
/// (`None` once captured).
fn invisible_after(
    diagram: &Position,
    lines: &[RealisedLine],
    k: usize,
) -> std::collections::BTreeSet<Option<(Square, nightrider_board::Piece)>> {
    lines
        .iter()
        .map(|line| {
            let (mut sq, _) = line.realisation.invisibles[0];
            let mut pos = line.realisation.place(diagram).unwrap();
            let mut on_board = true;
            for mv in &line.moves[..k] {
                if on_board && mv.from != sq && mv.captures.contains(sq) {
                    on_board = false;
                }
                if on_board && mv.from == sq {
                    sq = mv.to;
                } else if let nightrider_board::Special::Castle { rook_from, rook_to } = mv.special
                {
                    if on_board && rook_from == sq {
                        sq = rook_to;
                    }
                }
                pos.play(mv);
            }
            on_board.then(|| (sq, pos.piece_at(sq).unwrap()))
        })
        .collect()
}

/// Popeye prints a revelation after a move exactly when every
/// realisation of the line up to that move leaves the invisible on the
/// same square as the same piece, and that was not already so after the
/// move before.
#[test]
fn revelations_are_printed_when_the_line_so_far_decides_them() {
    let mut failures = Vec::new();
    let mut revelations = 0;
    for text in [
        include_str!("data/corpus_one_invisible.txt"),
        include_str!("data/random_one_invisible.txt"),
    ] {
        let mut diagram: Option<Position> = None;
        for raw in text.lines().map(str::trim) {
            if raw.is_empty() || raw.starts_with('#') || raw.starts_with("not ") {
                continue;
            }
            if let Some(fen) = raw.strip_prefix("fen ") {
                diagram = Some(fen.parse().unwrap());
                continue;
            }
            let diagram = diagram.as_ref().unwrap();
            let plies = parse_line(raw, diagram.side_to_move());
            let printed: Vec<PrintedMove> = plies.iter().map(|p| p.printed).collect();
            let mut before = None;
            for k in 1..=plies.len() {
                let prefix = realisations(diagram, &printed[..k]).unwrap();
                let states = invisible_after(diagram, &prefix, k);
                let decided = match states.iter().collect::<Vec<_>>()[..] {
                    [Some(state)] => Some(*state),
                    _ => None,
                };
                let expected: Vec<Note> = decided
                    .filter(|state| Some(*state) != before)
                    .map(|(square, piece)| Note::Revelation { square, piece })
                    .into_iter()
                    .collect();
                revelations += plies[k - 1].revelations.len();
                if plies[k - 1].revelations != expected {
                    failures.push(format!("{diagram}: {raw}: ply {k}: {expected:?}"));
                }
                before = decided;
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
    assert!(revelations >= 50, "{revelations}");
}
