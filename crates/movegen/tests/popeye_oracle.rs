//! The orthodox positions of the shared Popeye oracle move lists: the
//! legal first moves must be exactly Popeye's.

use nightrider_board::{
    Castling, CastlingRights, Colour, Move, Piece, PieceKind, Position, Special, Square,
};
use nightrider_movegen::{in_check, legal_moves, Orthodox};
use std::collections::{BTreeMap, BTreeSet};

fn data(name: &str) -> String {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The position of a Popeye `pieces` line if it holds orthodox pieces only.
fn popeye_position(line: &str) -> Option<Position> {
    let mut pos = Position::empty();
    let mut colour = Colour::White;
    for token in line.split_whitespace().skip(1) {
        match token {
            "white" => colour = Colour::White,
            "black" => colour = Colour::Black,
            _ => {
                let (name, square) = token.split_at(token.len() - 2);
                let kind = match name {
                    "k" => PieceKind::KING,
                    "q" => PieceKind::QUEEN,
                    "r" => PieceKind::ROOK,
                    "b" => PieceKind::BISHOP,
                    "s" => PieceKind::KNIGHT,
                    "p" => PieceKind::PAWN,
                    _ => return None,
                };
                pos.put(square.parse().ok()?, Piece::new(kind, colour));
            }
        }
    }
    // Popeye allows castling when king and rook stand on their squares.
    let mut rights = CastlingRights::empty();
    for c in Castling::ALL {
        let on = |sq: Square, kind| pos.piece_at(sq) == Some(Piece::new(kind, c.colour));
        if on(c.king_from, PieceKind::KING) && on(c.rook_from, PieceKind::ROOK) {
            rights |= c.right;
        }
    }
    pos.set_castling_unrecorded(rights);
    Some(pos)
}

fn letter(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::KING => "K",
        PieceKind::QUEEN => "Q",
        PieceKind::ROOK => "R",
        PieceKind::BISHOP => "B",
        PieceKind::KNIGHT => "S",
        _ => "",
    }
}

/// A move in Popeye's output notation (without check marks).
fn popeye_notation(pos: &Position, mv: &Move) -> String {
    if let Special::Castle { rook_from, .. } = mv.special {
        return if rook_from.x() == 7 { "0-0" } else { "0-0-0" }.to_string();
    }
    let piece = pos.piece_at(mv.from).expect("moving piece");
    let mut s = format!(
        "{}{}{}{}",
        letter(piece.kind),
        mv.from,
        if mv.is_capture() { '*' } else { '-' },
        mv.to
    );
    if let Some(kind) = mv.promotion {
        s.push('=');
        s.push_str(letter(kind));
    }
    if mv.special == Special::EnPassant {
        s.push_str(" ep.");
    }
    s
}

/// Popeye's solutions: problem number → the set of first moves.
fn popeye_solutions(out: &str) -> BTreeMap<usize, BTreeSet<String>> {
    let mut result = BTreeMap::new();
    let mut current: Option<usize> = None;
    for line in out.lines() {
        let line = line.trim();
        if let Some(rest) = line.strip_prefix("random position ") {
            let n = rest.split_whitespace().next().and_then(|n| n.parse().ok());
            current = n;
            if let Some(n) = n {
                result.insert(n, BTreeSet::new());
            }
        } else if let (Some(mv), Some(n)) = (line.strip_prefix("1."), current) {
            let mut text = mv.split(" !").next().unwrap_or(mv).trim().to_string();
            for suffix in [" +", " #"] {
                if let Some(t) = text.strip_suffix(suffix) {
                    text = t.to_string();
                }
            }
            result.get_mut(&n).expect("current problem").insert(text);
        }
    }
    result
}

#[test]
fn orthodox_first_moves_match_popeye() {
    let input = data("popeye-movelists-orthodox.inp");
    let solutions = popeye_solutions(&data("popeye-movelists-orthodox.out"));
    let mut compared = 0;
    let mut refused = 0;
    let mut number = None;
    for line in input.lines() {
        if let Some(rest) = line.strip_prefix("remark random position ") {
            number = rest
                .split_whitespace()
                .next()
                .and_then(|n| n.parse::<usize>().ok());
        }
        if !line.starts_with("pieces ") {
            continue;
        }
        let Some(pos) = popeye_position(line) else {
            continue;
        };
        let n = number.expect("remark before pieces");
        let orthodox = Orthodox::new(&pos).unwrap();
        if in_check(orthodox, Colour::Black) {
            // Popeye refuses: "the side to play can capture the king".
            assert!(solutions[&n].is_empty(), "random position {n}");
            refused += 1;
            continue;
        }
        let ours: BTreeSet<String> = legal_moves(orthodox)
            .iter()
            .map(|m| popeye_notation(&pos, m))
            .collect();
        assert_eq!(&ours, &solutions[&n], "random position {n}: {line}");
        compared += 1;
    }
    assert_eq!(compared + refused, 30);
    assert_eq!((compared, refused), (16, 14));
}
