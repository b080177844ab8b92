//! Agreement with Popeye: every problem of `tests/data/popeye/pieces-*.inp`
//! (and `specials.inp`, `hunters.inp`) is set up, its legal White moves are generated
//! with the fairy kernels on [`MoveGenerator`]'s general path, and the move
//! set is compared with Popeye's `-regression` output (`*.out`). See
//! `tests/data/popeye/README.md`.
//!
//! Problems of the pieces in [`KNOWN`] are allowed to disagree (each entry
//! gives the reason); the test fails on any other disagreement and on a
//! known entry whose problems all agree (so the list stays honest).

use nightrider_board::castling::CastlingRights;
use nightrider_board::catalogue::{self, Language};
use nightrider_board::position::EnPassant;
use nightrider_board::{
    Attributes, Bitboard, Colour, Move, Piece, PieceKind, Position, Special, Square,
};
use nightrider_movegen::{fairy, MoveGenerator, MoveList, Rules};
use std::collections::BTreeSet;

/// Pieces whose problems are known not to agree, with the reason.
const KNOWN: &[(&str, &str)] = &[
    // Descriptor walks: the kernels agree with the reference interpreter
    // (tests/fairy_reference.rs), so these are catalogue or rules matters.
    ("mp", "Popeye promotes the marine pawn to the marine pieces and the walks present (R SI TR ND MS here); promotion kinds are the rules' business: the default rules here, Popeye's in nightrider-popeye (tests/promotions.rs)"),
];

/// One problem of an input file.
#[derive(Debug)]
struct Problem {
    remark: String,
    white: Vec<String>,
    black: Vec<String>,
    options: Vec<String>,
}

fn data(name: &str) -> String {
    let path = format!("{}/tests/data/popeye/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn parse_inp(text: &str) -> Vec<Problem> {
    let mut out = Vec::new();
    let mut cur = Problem {
        remark: String::new(),
        white: Vec::new(),
        black: Vec::new(),
        options: Vec::new(),
    };
    for line in text.lines().map(str::trim) {
        let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
        match key.to_ascii_lowercase().as_str() {
            "begin" | "stipulation" | "" => {}
            "remark" => cur.remark = rest.to_string(),
            "pieces" => {
                let mut side = None;
                for tok in rest.split_whitespace() {
                    match tok {
                        "white" => side = Some(Colour::White),
                        "black" => side = Some(Colour::Black),
                        t => match side {
                            Some(Colour::White) => cur.white.push(t.to_string()),
                            Some(Colour::Black) => cur.black.push(t.to_string()),
                            None => panic!("piece before colour: {line}"),
                        },
                    }
                }
            }
            "option" => cur.options.push(rest.to_ascii_lowercase()),
            "next" | "end" => {
                out.push(std::mem::replace(
                    &mut cur,
                    Problem {
                        remark: String::new(),
                        white: Vec::new(),
                        black: Vec::new(),
                        options: Vec::new(),
                    },
                ));
            }
            k => panic!("unknown input line {k}: {line}"),
        }
    }
    out
}

/// Popeye's moves per problem, normalised (piece letters, checks and
/// `ep.` dropped).
fn parse_out(text: &str) -> Vec<BTreeSet<String>> {
    let mut out = Vec::new();
    let mut cur = BTreeSet::new();
    for line in text.lines() {
        let t = line.trim();
        if t == "solution finished." {
            out.push(std::mem::take(&mut cur));
        } else if let Some(m) = t.strip_prefix("1.") {
            let m = m.split_whitespace().next().unwrap_or("");
            cur.insert(normalise(m));
        }
    }
    out
}

fn normalise(m: &str) -> String {
    if m.starts_with("0-0") {
        return m.to_string();
    }
    let b = m.as_bytes();
    for i in 0..b.len().saturating_sub(2) {
        if (b'a'..=b'h').contains(&b[i])
            && (b'1'..=b'8').contains(&b[i + 1])
            && matches!(b[i + 2], b'-' | b'*')
        {
            return m[i..].to_string();
        }
    }
    m.to_string()
}

fn square(s: &str) -> Square {
    Square::from_ascii(s.as_bytes()).unwrap_or_else(|| panic!("bad square {s}"))
}

fn code_of(kind: PieceKind) -> String {
    catalogue::entry(kind)
        .and_then(|e| e.en)
        .unwrap_or("?")
        .to_ascii_uppercase()
}

fn render(m: &Move) -> String {
    if let Special::Castle { rook_from, .. } = m.special {
        return if rook_from.x() == 7 { "0-0" } else { "0-0-0" }.to_string();
    }
    let mut s = m.from.to_string();
    if m.captures.is_empty() {
        s += &format!("-{}", m.to);
    } else if m.special == Special::EnPassant || m.captures == Bitboard::from_square(m.to) {
        s += &format!("*{}", m.to);
    } else {
        for c in m.captures {
            s += &format!("*{c}");
        }
        s += &format!("-{}", m.to);
    }
    if let Some(p) = m.promotion {
        s += &format!("={}", code_of(p));
    }
    s
}

fn setup(p: &Problem) -> Result<Position, String> {
    let mut pos = Position::empty();
    for (colour, list) in [(Colour::White, &p.white), (Colour::Black, &p.black)] {
        let has_king = list.iter().any(|t| t.len() == 3 && t.starts_with('k'));
        for tok in list {
            let (code, sq) = tok.split_at(tok.len() - 2);
            let by_code = |c: &str| {
                catalogue::by_code(Language::English, c)
                    .ok_or_else(|| format!("unknown piece code {c}"))
            };
            let kind = match code.split_once('/') {
                Some((away, home)) => {
                    catalogue::hunter(by_code(away)?, by_code(home)?).map_err(|e| e.to_string())?
                }
                None => by_code(code)?,
            };
            let mut piece = Piece::new(kind, colour);
            if !has_king && matches!(code, "st" | "po") {
                piece = piece.with_attributes(Attributes::ROYAL);
            }
            pos.put(square(sq), piece);
        }
    }
    let mut rights = CastlingRights::empty();
    let at = |s: &str| pos.piece_at(square(s)).map(|p| (p.kind, p.colour));
    let wk = at("e1") == Some((PieceKind::KING, Colour::White));
    let bk = at("e8") == Some((PieceKind::KING, Colour::Black));
    if wk && at("h1") == Some((PieceKind::ROOK, Colour::White)) {
        rights |= CastlingRights::WHITE_KINGSIDE;
    }
    if wk && at("a1") == Some((PieceKind::ROOK, Colour::White)) {
        rights |= CastlingRights::WHITE_QUEENSIDE;
    }
    if bk && at("h8") == Some((PieceKind::ROOK, Colour::Black)) {
        rights |= CastlingRights::BLACK_KINGSIDE;
    }
    if bk && at("a8") == Some((PieceKind::ROOK, Colour::Black)) {
        rights |= CastlingRights::BLACK_QUEENSIDE;
    }
    for o in &p.options {
        let words: Vec<&str> = o.split_whitespace().collect();
        match words.as_slice() {
            ["nocastling", sqs @ ..] => {
                for s in sqs {
                    rights -= CastlingRights::lost_by_touching(square(s));
                }
            }
            ["enpassant", s] if s.len() == 6 => {
                pos.set_en_passant_unrecorded(Some(EnPassant {
                    passed: Bitboard::from_square(square(&s[2..4])),
                    pawn: square(&s[4..6]),
                }));
            }
            _ => return Err(format!("unsupported option {o}")),
        }
    }
    pos.set_castling_unrecorded(rights);
    pos.set_side_to_move_unrecorded(Colour::White);
    Ok(pos)
}

fn solve(p: &Problem) -> Result<BTreeSet<String>, String> {
    let mut pos = setup(p)?;
    let rules = Rules::default();
    let registry = fairy::registry_for_position(&pos, &rules).map_err(|e| e.to_string())?;
    let generator = MoveGenerator::for_position(&pos, rules, &registry)
        .map_err(|e| e.to_string())?
        .force_general();
    let mut moves = MoveList::new();
    generator
        .legal_moves(&mut pos, &mut moves)
        .map_err(|e| e.to_string())?;
    let set: BTreeSet<String> = moves.iter().map(render).collect();
    if set.len() != moves.len() {
        return Err(format!("duplicate moves generated: {moves:?}"));
    }
    Ok(set)
}

/// The piece code of a problem (`remark X = name: position`).
fn code(p: &Problem) -> &str {
    p.remark.split(" = ").next().unwrap_or("")
}

#[test]
fn popeye_move_lists_agree() {
    let mut files: Vec<String> = (1..=9).map(|i| format!("pieces-{i}")).collect();
    files.push("specials".to_string());
    files.push("hunters".to_string());
    let mut total = 0;
    let mut agree = 0;
    let mut failures = Vec::new();
    let mut known_bad: BTreeSet<&str> = BTreeSet::new();
    for f in &files {
        let problems = parse_inp(&data(&format!("{f}.inp")));
        let expected = parse_out(&data(&format!("{f}.out")));
        assert_eq!(problems.len(), expected.len(), "{f}: problem count");
        for (p, want) in problems.iter().zip(&expected) {
            total += 1;
            let got = solve(p);
            if got.as_ref() == Ok(want) {
                agree += 1;
                continue;
            }
            let c = code(p);
            if let Some((k, _)) = KNOWN.iter().find(|(k, _)| *k == c) {
                known_bad.insert(k);
                continue;
            }
            let detail = match got {
                Ok(got) => format!(
                    "missing {:?}, extra {:?}",
                    want.difference(&got).collect::<Vec<_>>(),
                    got.difference(want).collect::<Vec<_>>()
                ),
                Err(e) => format!("error: {e}"),
            };
            failures.push(format!("{f} [{}]: {detail}", p.remark));
        }
    }
    println!("Popeye agreement: {agree}/{total} problems");
    let stale: Vec<&str> = KNOWN
        .iter()
        .map(|(k, _)| *k)
        .filter(|k| !known_bad.contains(k))
        .collect();
    assert!(
        failures.is_empty(),
        "{} unexpected disagreements:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        stale.is_empty(),
        "known disagreements that now agree: {stale:?}"
    );
}
