//! Popeye's output format for whole problems: the header, the diagram, the
//! twins and the solutions of a [`Report`], written as Popeye writes them
//! (with `-regression`: no version line and no timing).

pub use crate::pieces::piece_code;
pub use crate::problem::stipulation_shown;
use crate::problem::{Problem, Twin};
use nightrider_board::{Annotation, Annotations, Attributes, Piece, PieceKind, Special};
use nightrider_notation::output::{centred, stipulation_line, write_board, write_board_with_lines};
use nightrider_notation::popeye::InputLanguage;
use nightrider_stipulation::{
    Attack, BattleStep, Body, Defence, DefenceTree, Goal, Line, Mark, MoveInfo, Numbering,
    Progress, Report, Streamed,
};
use std::fmt::Write as _;

mod attributes;
mod moves;
pub use attributes::attribute_lines;
pub(crate) use attributes::attribute_lines_in;
use attributes::{alice_arrival, attribute_prefix, diagram_attribute_lines};
pub use moves::{
    solution_with_moves, streamed_lines_with_moves, twin_lines_with_moves, PrintedMove,
};

/// Popeye's warnings for options that do not apply to the diagram's
/// stipulation (`WhiteToPlay not applicable - ignored`), which it prints
/// before the problem ([`twin_warnings`] of the first twin).
pub fn option_warnings(problem: &Problem) -> String {
    let mut s = String::new();
    // pieces put on occupied squares (Popeye says it as it reads them)
    for (sq, _) in problem.diagram().position.underworld() {
        let _ = writeln!(
            s,
            "{}",
            crate::messages::already_occupied(problem.language, *sq)
        );
    }
    s + &twin_warnings(problem, problem.diagram())
}

/// Popeye's warnings for options that do not apply to a twin's stipulation,
/// one line each (`PostKeyPlay not applicable - ignored`): printed before
/// the problem for the first twin, before its heading for the others. As
/// found with Popeye 4.104, series play gets no warning for WhiteToPlay
/// (SetPlay is judged later, see [`twin_opening`]).
pub fn twin_warnings(problem: &Problem, twin: &Twin) -> String {
    use nightrider_stipulation::Style;
    let options = &problem.options;
    let stip = &twin.stipulation;
    let series = stip.style() == Style::Series;
    let mut s = String::new();
    let mut warn = |applies: bool, name: &str| {
        if !applies {
            let _ = writeln!(
                s,
                "{}",
                crate::messages::not_applicable(problem.language, name)
            );
        }
    };
    if options.quodlibet {
        warn(stip.quodlibet().is_some(), "Quodlibet");
    }
    if options.post_key_play {
        warn(
            stip.post_key().is_some() && stip.style() == Style::Battle,
            "PostKeyPlay",
        );
    }
    let white_to_play = stip.white_to_play().filter(|_| options.white_to_play);
    if options.white_to_play {
        warn(white_to_play.is_some() || series, "WhiteToPlay");
    }
    let _ = white_to_play;
    s
}

/// Whether `option SetPlay` does not apply to the twin: Popeye then says
/// `SetPlay not applicable - ignored` as it starts solving (under the twin
/// heading). As found with Popeye 4.104, series play gets no such warning,
/// and SetPlay is judged after WhiteToPlay and PostKeyPlay (`h#1` becomes
/// `h#0.5`, which has no set play).
fn set_play_not_applicable(options: &nightrider_stipulation::Options, twin: &Twin) -> bool {
    use nightrider_stipulation::{Node, Style};
    let stip = &twin.stipulation;
    if !options.set_play || stip.style() == Style::Series {
        return false;
    }
    let mut effective = stip.clone();
    if options.post_key_play && stip.style() == Style::Battle {
        if let Some(s) = stip.post_key() {
            effective = s;
        }
    }
    if options.white_to_play {
        if let Some(s) = effective.white_to_play() {
            effective = s;
        }
    }
    // Popeye takes set play in a one-move direct stipulation, and finds none
    let one_mover = matches!(&effective.root, Node::Battle(b) if b.attacker_first && b.length == 1);
    effective.set_play().is_none() && !one_mover
}

/// The problem's remarks, one per line: Popeye prints them as it reads
/// them, so before the warnings ([`option_warnings`]) and the header
/// ([`header`]), with `option NoBoard` too.
pub fn remarks(problem: &Problem) -> String {
    problem
        .meta
        .remarks
        .iter()
        .map(|line| format!("{line}\n"))
        .collect()
}

/// The text above the solutions: meta lines, diagram, stipulation and
/// piece-count line (Popeye prints these once per problem; with `option
/// NoBoard` none of them). The remarks come before it ([`remarks`]).
pub fn header(problem: &Problem) -> String {
    if problem.run.no_board {
        return String::new();
    }
    let meta = &problem.meta;
    let mut s = String::new();
    s.push('\n');
    for line in meta
        .authors
        .iter()
        .chain(&meta.origins)
        .chain(&meta.awards)
        .chain(&meta.titles)
    {
        let _ = writeln!(s, "{}", centred(line));
    }
    s.push('\n');
    let diagram = problem.diagram();
    let lang = problem.language;
    if let Some(start) = &diagram.start {
        // a=>b: the start position, then the target under the stipulation
        s.push_str(&write_board(start.board(), &|k| piece_code(lang, k)));
        let _ = writeln!(s, "{}", stipulation_line("", start.board()));
        // who moves first, in the output's language (`=> (Schwarz ->)`)
        let white_starts = diagram.stipulation.attacker_starts
            || (problem.options.white_to_play && diagram.stipulation.white_to_play().is_some());
        let first = nightrider_notation::popeye::tables::colour_name(
            if white_starts {
                nightrider_notation::popeye::PieceColour::White
            } else {
                nightrider_notation::popeye::PieceColour::Black
            },
            lang,
        );
        let _ = writeln!(s, "\n{}\n\n", centred(&format!("=> ({first} ->)")));
    }
    // (a hole takes its piece off the board, and is drawn blank)
    let holes = holes_of(diagram);
    let mut board = *diagram.position.board();
    for sq in holes {
        board[sq.idx()] = None;
    }
    // (Imitator: the imitators are drawn `I`, and not counted)
    let mut drawn = board;
    let imitator = nightrider_conditions::imitator::PROMOTION;
    for c in &diagram.conditions.list {
        if let nightrider_conditions::Condition::Imitator(squares) = c {
            for sq in squares.iter() {
                drawn[sq.idx()] = Some(Piece::new(imitator, nightrider_board::Colour::White));
            }
        }
    }
    // (GridChess: the grid's lines, unless SuppressGrid)
    let grid = diagram.conditions.list.iter().find_map(|c| match c {
        nightrider_conditions::Condition::Grid(grid) => Some(*grid),
        _ => None,
    });
    let (left, lower) = match grid {
        Some(grid) if !problem.run.suppress_grid => grid.lines_drawn(),
        _ => Default::default(),
    };
    let code = |k| {
        if k == imitator {
            "I".to_string()
        } else {
            piece_code(lang, k)
        }
    };
    s.push_str(&blank_holes(
        write_board_with_lines(&drawn, &code, left, lower),
        holes,
    ));
    let stipulation =
        stipulation_shown(&problem.options, diagram) + &option_suffix(&problem.options);
    let _ = writeln!(s, "{}", stipulation_line(&stipulation, &board));
    for line in diagram_attribute_lines(lang, diagram) {
        let _ = writeln!(s, "{}", centred(&line));
    }
    for line in &diagram.conditions.printed_lines(lang) {
        let _ = writeln!(s, "{}", centred(line));
    }
    if !problem.run.exclusive_castlings.is_empty() {
        // Popeye lists the pairs in board order, left-aligned
        let mut pairs = problem.run.exclusive_castlings.clone();
        pairs.sort_by_key(|(w, b)| (w.x(), b.x()));
        let names: Vec<String> = pairs.iter().map(|(w, b)| format!("{w}{b}")).collect();
        let name = match problem.language {
            InputLanguage::German => "RochadenGegenseitigAusschliessend",
            InputLanguage::French => "RoquesMutuellementExclusifs",
            InputLanguage::English | InputLanguage::EnglishN => "CastlingMutuallyExclusive",
        };
        let _ = writeln!(s, "{name} {}", names.join(" "));
    }
    // the options that change who plays, as Popeye shows them
    if problem.options.duplex {
        let _ = writeln!(s, "{}", centred("Duplex"));
    }
    if problem.options.half_duplex {
        let _ = writeln!(s, "{}", centred("HalfDuplex"));
    }
    if problem.options.quodlibet {
        let _ = writeln!(s, "{}", centred("Quodlibet"));
    }
    if problem.run.write_grid {
        s.push('\n');
        s.push_str(&nightrider_notation::output::write_numbers(
            &grid.unwrap_or_default().cell_numbers(),
        ));
    }
    s
}

/// The holes of the twin's conditions (Popeye's `Hole`) and of its
/// position.
pub(crate) fn holes_of(twin: &Twin) -> nightrider_board::Bitboard {
    twin.conditions
        .list
        .iter()
        .fold(twin.position.holes(), |holes, c| match c {
            nightrider_conditions::Condition::Holes(squares) => holes | *squares,
            _ => holes,
        })
}

/// The board drawn by [`write_board`] with the empty squares that are
/// `holes` blank, as Popeye draws holes.
fn blank_holes(mut text: String, holes: nightrider_board::Bitboard) -> String {
    if holes.is_empty() {
        return text;
    }
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    for sq in holes {
        // the rank's line: after the frame's two lines, two per rank
        // from the 8th; the file's dot in the fourth column of its cell
        let Some(line) = lines.get_mut(2 + 2 * (7 - sq.y() as usize)) else {
            continue;
        };
        let column = 4 + 4 * sq.x() as usize;
        if line.get(column..=column) == Some(".") {
            line.replace_range(column..=column, " ");
        }
    }
    text = lines.join("\n");
    text.push('\n');
    text
}

/// A move as Popeye prints it in a solution: `Se8-c7`, `e5*d6 ep.`,
/// `0-0-0`, `c2-c1=Q`, with the goal marker (` #`) or check (` +`).
pub fn move_text(lang: InputLanguage, info: &MoveInfo) -> String {
    if let Some(prefixed) = own_latent_promotion_text(lang, info) {
        return prefixed;
    }
    let m = info.mv;
    let mut s = String::new();
    // a castling condition's castling names its partner
    // (`Ke4-g6/bPh7-f5`, see `castling_text`)
    let partner = castling_partner(&m, &info.annotations);
    match m.special {
        Special::Castle { .. } if partner.is_some() => {
            castling_text(lang, info, partner.expect("matched"), &mut s);
            let mut rest = Annotations::default();
            for note in info.annotations.iter().filter(|&&n| Some(n) != partner) {
                rest.push(*note);
            }
            annotation_text(lang, &rest, &mut s);
            return check_and_goal(info, s);
        }
        // ExchangeCastling: the piece moves onto its king's square
        // (`Sh4<->Ke4`; Popeye 4.104 names a neutral piece `B`, not `nB`);
        // MessignyChess: it swaps with an opposing unit of its kind, named
        // by the move's note (`Rb1<->Rb8`, `Pe4<->Pa7`, no colours)
        Special::Swap => {
            if let Some(p) = info.piece {
                s.push_str(&piece_code(lang, p.kind));
            }
            let partner = info.annotations.iter().find_map(|a| match a {
                Annotation::SwappedWith { partner } => Some(partner.kind),
                _ => None,
            });
            let _ = write!(
                s,
                "{}<->{}{}",
                m.from,
                piece_code(lang, partner.unwrap_or(PieceKind::KING)),
                m.to
            );
        }
        Special::Castle { rook_from, rook_to } => {
            // AntiMarsCirce: king and rook jump to their home squares
            // first (`[wKd1->e1][wRh3->h1]0-0`)
            let short = rook_to.x() < m.to.x();
            let rank = m.to.y();
            let home = |x: i32| nightrider_board::Square::from_xy(x, rank);
            if let Some(king) = info.piece {
                let colour = crate::pieces::colour_letter(lang, king.colour);
                let jumps = [
                    (m.from, home(4), PieceKind::KING),
                    (rook_from, home(if short { 7 } else { 0 }), PieceKind::ROOK),
                ];
                for (from, to, kind) in jumps {
                    if let Some(to) = to.filter(|&to| to != from) {
                        let _ = write!(s, "[{colour}{}{from}->{to}]", piece_code(lang, kind));
                    }
                }
            }
            s.push_str(if short { "0-0" } else { "0-0-0" });
            // AliceChess: king and rook pass to the other board (`0-0BB`)
            let board = alice_arrival(info.piece);
            s.push_str(board);
            s.push_str(board);
        }
        // Popeye's null move (option NullMoves): `1. ... Qg1-g7 #`
        Special::Null => s.push_str(" ..."),
        _ => {
            if let Some(p) = info.piece {
                let prefix = attribute_prefix(lang, p);
                s.push_str(&prefix);
                if p.kind != PieceKind::PAWN || !prefix.is_empty() {
                    s.push_str(&piece_code(lang, p.kind));
                }
            }
            let elsewhere =
                m.special != Special::EnPassant && m.is_capture() && !m.captures.contains(m.to);
            let via = info.annotations.iter().find_map(|a| match a {
                Annotation::Via { square } => Some(*square),
                _ => None,
            });
            // SeriesCapture: every square the piece stopped on
            // (`Rd1*d4*d6*b6-b1`, see `series_path_text`)
            let stops: Vec<nightrider_board::Square> = info
                .annotations
                .iter()
                .filter_map(|a| match a {
                    Annotation::Via { square } => Some(*square),
                    _ => None,
                })
                .collect();
            let series = stops.first().is_some_and(|&first| {
                m.special == Special::EnPassant || m.captures.contains(first)
            });
            match m.captures.first() {
                _ if series => {
                    series_path_text(lang, info, &stops, &mut s);
                    annotation_text(lang, &info.annotations, &mut s);
                    return check_and_goal(info, s);
                }
                _ if via.is_some() => {
                    let via = via.expect("matched");
                    let sep = if m.is_capture() { '*' } else { '-' };
                    let _ = write!(s, "{}-{via}{sep}{}", m.from, m.to);
                }
                Some(victim) if elsewhere => {
                    let _ = write!(s, "{}*{}-{}", m.from, victim, m.to);
                }
                _ => {
                    let _ = write!(
                        s,
                        "{}{}{}",
                        m.from,
                        if m.is_capture() { '*' } else { '-' },
                        m.to
                    );
                }
            }
            // Imitator: the imitators before a promotion (`e7-e8[Ie2]=S`)
            if m.promotion.is_some() {
                imitators_text(&info.annotations, &mut s);
            }
            if m.promotion == Some(nightrider_conditions::imitator::PROMOTION) {
                s.push_str("=I");
            } else if let Some(k) = m.promotion {
                // the promoted piece keeps the pawn's attributes
                let prefix = info
                    .piece
                    .map(|p| attribute_prefix(lang, p))
                    .unwrap_or_default();
                let _ = write!(s, "={prefix}{}", piece_code(lang, k));
            }
            if m.special == Special::EnPassant {
                s.push_str(" ep.");
            }
            // AliceChess: the board the unit passes to (`f5*e6 ep.A`)
            s.push_str(alice_arrival(info.piece));
        }
    }
    if m.promotion.is_some() {
        // (the imitators are written before the promotion)
        let mut rest = Annotations::default();
        for note in info
            .annotations
            .iter()
            .filter(|n| !matches!(n, Annotation::Imitators { .. }))
        {
            rest.push(*note);
        }
        annotation_text(lang, &rest, &mut s);
    } else {
        annotation_text(lang, &info.annotations, &mut s);
    }
    check_and_goal(info, s)
}

/// `note` alone.
fn single(note: Annotation) -> Annotations {
    let mut notes = Annotations::default();
    notes.push(note);
    notes
}

/// Imitator: the imitators' squares after the move, in their order
/// (`[Ie5]`, `[Ib4,f6]`).
fn imitators_text(notes: &Annotations, s: &mut String) {
    for note in notes.iter() {
        if let Annotation::Imitators { count, squares } = *note {
            let names: Vec<String> = squares[..usize::from(count)]
                .iter()
                .map(ToString::to_string)
                .collect();
            let _ = write!(s, "[I{}]", names.join(","));
        }
    }
}

/// SingleBox Type3: a move whose first note promotes a latent pawn of
/// the mover, on the mover's last rank, the square the move chose: the
/// promotion is written before the move, and the move of the promoted
/// piece with its new kind (`[a8=S]Rg6*g1`, `[d8=B]Bd8-b6`). (Type2's
/// promotion of the other side's pawn follows the move: `e5*d4[b8=S]`.)
fn own_latent_promotion_text(lang: InputLanguage, info: &MoveInfo) -> Option<String> {
    let last_rank = match info.mover {
        nightrider_board::Colour::White => 7,
        nightrider_board::Colour::Black => 0,
    };
    let Some(&Annotation::Promoted { square, kind, .. }) = info.annotations.iter().next() else {
        return None;
    };
    if info.mv.choice.square != Some(square)
        || square.y() != last_rank
        || info.piece.is_some_and(|p| p.colour != info.mover)
    {
        return None;
    }
    let mut rest = Annotations::default();
    for note in info.annotations.iter().skip(1) {
        rest.push(*note);
    }
    let piece = info.piece.map(|p| {
        if info.mv.from == square {
            Piece { kind, ..p }
        } else {
            p
        }
    });
    let inner = MoveInfo {
        piece,
        annotations: rest,
        ..info.clone()
    };
    let mut s = String::new();
    let _ = write!(s, "[{square}={}]", piece_code(lang, kind));
    s.push_str(&move_text(lang, &inner));
    Some(s)
}

/// The path of a SeriesCapture move after its piece's code: each stop
/// (every capture but the last step's, see
/// `nightrider_conditions::series_capture`) with `*`, then the last
/// square with `*` if the last step captures and `-` if not; ` ep.`
/// after an en-passant first step and a pawn's promotion after the
/// first square of its promotion rank (`a6*b7*a8=S-b6`, `g5*f6 ep.*e7`).
fn series_path_text(
    lang: InputLanguage,
    info: &MoveInfo,
    stops: &[nightrider_board::Square],
    s: &mut String,
) {
    let m = info.mv;
    let _ = write!(s, "{}", m.from);
    let captures = m.captures.count() as usize;
    let last_rank = info.mover.fold(7, 0);
    let mut promoted = false;
    let squares = stops.iter().copied().chain(std::iter::once(m.to));
    for (i, square) in squares.enumerate() {
        let sep = if i < captures { '*' } else { '-' };
        let _ = write!(s, "{sep}{square}");
        if i == 0 && m.special == Special::EnPassant {
            s.push_str(" ep.");
        }
        let pawn = info.piece.is_some_and(|p| p.kind == PieceKind::PAWN);
        if let (Some(k), true, false) = (m.promotion, pawn, promoted) {
            if square.y() == last_rank {
                promoted = true;
                let prefix = info
                    .piece
                    .map(|p| attribute_prefix(lang, p))
                    .unwrap_or_default();
                let _ = write!(s, "={prefix}{}", piece_code(lang, k));
            }
        }
    }
}

/// The relocation note of a castling condition's castling `m`: its
/// partner's jump (see `nightrider_conditions::castling_chess`).
fn castling_partner(m: &nightrider_board::Move, notes: &Annotations) -> Option<Annotation> {
    let Special::Castle { rook_from, rook_to } = m.special else {
        return None;
    };
    notes.iter().copied().find(|n| {
        matches!(*n, Annotation::Relocated { from, to, .. } if from == rook_from && to == rook_to)
    })
}

/// A castling condition's castling as Popeye prints it: the king's step,
/// then its partner's jump with its colour (`Ke4-g6/bPh7-f5`).
fn castling_text(lang: InputLanguage, info: &MoveInfo, partner: Annotation, s: &mut String) {
    let m = info.mv;
    if let Some(king) = info.piece {
        s.push_str(&attribute_prefix(lang, king));
        s.push_str(&piece_code(lang, king.kind));
    }
    let _ = write!(s, "{}-{}", m.from, m.to);
    if let Annotation::Relocated {
        piece, from, to, ..
    } = partner
    {
        let colour = if piece.is_neutral() {
            'n'
        } else {
            crate::pieces::colour_letter(lang, piece.colour)
        };
        let _ = write!(
            s,
            "/{colour}{}{}{from}-{to}",
            attribute_prefix(lang, piece),
            piece_code(lang, piece.kind)
        );
    }
}

/// `s` with the check (` +`) and the goal's marker Popeye shows after a
/// move.
fn check_and_goal(info: &MoveInfo, mut s: String) -> String {
    // Popeye shows a check before the goal's marker (`Qa4*d7 + x`,
    // `b2-b3 + !#`), except where the goal is itself a check
    let check_shown = info.check
        && !matches!(
            info.goal,
            Some(
                Goal::Mate
                    | Goal::Check
                    | Goal::DoubleMate
                    | Goal::CounterMate
                    | Goal::MateOrStalemate
            )
        );
    if check_shown {
        s.push_str(" +");
    }
    if let Some(g) = info.goal.filter(|g| !g.marker().is_empty()) {
        s.push(' ');
        s.push_str(g.marker());
    }
    s
}

/// Appends what fairy conditions did, as Popeye writes it: changes of the
/// moving piece first (`=S`, `=b`), then rebirths (`[+bRa8]`,
/// `[wQb1->d1]`).
fn annotation_text(lang: InputLanguage, notes: &Annotations, s: &mut String) {
    // Popeye's colour letters in the output's language
    let letter = |c: nightrider_board::Colour| crate::pieces::colour_letter(lang, c);
    let colour = |p: Piece| {
        if p.is_neutral() {
            'n'
        } else {
            letter(p.colour)
        }
    };
    // the moving piece's changes: after the move, or, when they follow its
    // relocation, inside the bracket (`[wSc2->b1=b]`); a change before the
    // relocation (a chameleon piece) is shown after the move
    let relocation = notes
        .iter()
        .position(|n| matches!(n, Annotation::Relocated { .. }));
    let mut before = String::new();
    let mut changes = String::new();
    for (i, note) in notes.iter().enumerate() {
        let text = if relocation.is_some_and(|r| i < r) {
            &mut before
        } else {
            &mut changes
        };
        match *note {
            // a pawn promoted into a Bul or Dob piece: the attribute's
            // letter after the promotion (`e7-e8=G=b`, `[bPe2->e1=G=d]`)
            Annotation::KindChanged { attributes, .. }
                if attributes.intersects(
                    Attributes::BUL | Attributes::DOB | Attributes::HURDLE_COLOUR_CHANGING,
                ) =>
            {
                let shown = Piece::new(PieceKind::PAWN, nightrider_board::Colour::White)
                    .with_attributes(attributes);
                let _ = write!(text, "={}", attribute_prefix(lang, shown));
            }
            Annotation::KindChanged { kind, attributes } => {
                let prefix = attribute_prefix(
                    lang,
                    Piece::new(kind, nightrider_board::Colour::White).with_attributes(attributes),
                );
                let _ = write!(text, "={prefix}{}", piece_code(lang, kind));
            }
            Annotation::ColourChanged { colour } => {
                text.push('=');
                text.push(letter(colour));
            }
            Annotation::BecameChameleon => text.push_str("=c"),
            Annotation::HalfNeutralChanged { colour } => {
                text.push('=');
                text.push(colour.map_or('n', letter));
                text.push('h');
            }
            _ => {}
        }
    }
    s.push_str(&before);
    if relocation.is_none() {
        s.push_str(&changes);
    }
    let piece_text = |p: Piece| {
        // a neutral piece's colour letter is its `n` already
        let mut shown = p;
        shown.attributes.remove(Attributes::NEUTRAL);
        format!(
            "{}{}{}",
            colour(p),
            attribute_prefix(lang, shown),
            piece_code(lang, p.kind)
        )
    };
    for note in notes.iter() {
        match *note {
            Annotation::Added {
                square,
                piece,
                became,
            } => {
                let _ = write!(s, "[+{}{square}", piece_text(piece));
                if let Some(new) = became {
                    // promoted into a chameleon: `[+wPa8=Q=c]`
                    let turned_chameleon = new.attributes.contains(Attributes::CHAMELEON)
                        && !piece.attributes.contains(Attributes::CHAMELEON);
                    if new.kind != piece.kind {
                        // a neutral piece keeps its letter: `[+nPf8=nQ]`
                        let mut shown = new;
                        if turned_chameleon {
                            shown.attributes.remove(Attributes::CHAMELEON);
                        }
                        let _ = write!(
                            s,
                            "={}{}",
                            attribute_prefix(lang, shown),
                            piece_code(lang, new.kind)
                        );
                    }
                    if turned_chameleon {
                        s.push_str("=c");
                    }
                    if new.colour != piece.colour {
                        let _ = write!(s, "={}", colour(new));
                    }
                }
                s.push(']');
            }
            Annotation::Relocated {
                piece,
                from,
                to,
                reborn_as,
                promoted,
            } => {
                let _ = write!(s, "[{}{from}->", piece_text(piece));
                if let Some(kind) = reborn_as {
                    if piece.kind == PieceKind::KING {
                        // a king reborn as another kind stays royal
                        // (AntiCirce Clone: `[wKd3->rRh1]`)
                        s.push('r');
                    }
                    s.push_str(&piece_code(lang, kind));
                }
                let _ = write!(s, "{to}");
                if let Some(kind) = promoted {
                    // a neutral piece keeps its letter: `[nPc5->a8=nS]`
                    let _ = write!(
                        s,
                        "={}{}",
                        attribute_prefix(lang, piece),
                        piece_code(lang, kind)
                    );
                }
                s.push_str(&changes);
                s.push(']');
            }
            Annotation::Buried {
                square,
                piece,
                became,
                from,
            } => {
                // as the rebirth would be shown, then `->v`
                let mut shown = Annotations::default();
                shown.push(match from {
                    None => Annotation::Added {
                        square,
                        piece,
                        became,
                    },
                    Some(from) => Annotation::Relocated {
                        piece,
                        from,
                        to: square,
                        reborn_as: None,
                        promoted: became.map(|p| p.kind).filter(|k| *k != piece.kind),
                    },
                });
                let mut text = String::new();
                annotation_text(lang, &shown, &mut text);
                text.pop();
                let _ = write!(s, "{text}->v]");
            }
            Annotation::Removed { square, piece } => {
                let _ = write!(s, "[-{}{square}]", piece_text(piece));
            }
            Annotation::Recoloured { square, colour } => {
                let _ = write!(s, "[{square}={}]", letter(colour));
            }
            Annotation::SideChanged { colour, attributes } => {
                let mut shown = Piece::new(PieceKind::PAWN, nightrider_board::Colour::White)
                    .with_attributes(attributes);
                shown.attributes.remove(Attributes::NEUTRAL);
                let _ = write!(
                    s,
                    "[={}{}]",
                    colour.map_or('n', letter),
                    attribute_prefix(lang, shown)
                );
            }
            Annotation::Transformed {
                square,
                kind,
                attributes,
            }
            | Annotation::Promoted {
                square,
                kind,
                attributes,
            } => {
                let prefix = attribute_prefix(
                    lang,
                    Piece::new(kind, nightrider_board::Colour::White).with_attributes(attributes),
                );
                let _ = write!(s, "[{square}={prefix}{}]", piece_code(lang, kind));
            }
            Annotation::Exchanged {
                first,
                from,
                second,
                to,
            } => {
                // (no colour letters: `[Ka6<->Ka8]`)
                let _ = write!(
                    s,
                    "[{}{from}<->{}{to}]",
                    piece_code(lang, first.kind),
                    piece_code(lang, second.kind)
                );
            }
            Annotation::Imitators { .. } => imitators_text(&single(*note), s),
            // BGL: the balances left, after everything else (`(6/3)`,
            // `(-/28)`, `(7)` when shared; the same in every language)
            Annotation::Balances {
                white,
                black,
                shared,
            } => {
                use nightrider_conditions::kings::bgl::balance_text;
                if shared {
                    let _ = write!(s, " ({})", balance_text(white));
                } else {
                    let _ = write!(s, " ({}/{})", balance_text(white), balance_text(black));
                }
            }
            _ => {}
        }
    }
}

/// The fixed words of Popeye's output in a problem's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Words {
    /// After a move with no threat: ` zugzwang.`
    pub zugzwang: &'static str,
    /// After a move with threats: ` threat:`
    pub threat: &'static str,
    /// Before the refutations of a try: `but`
    pub but: &'static str,
    /// Under a refuting defence in post-key play: `refutes.`
    pub refutes: &'static str,
    /// After a problem: `solution finished.`
    pub finished: &'static str,
    /// When MaxSolutions or StopOnShortSolutions cut solving: `Partial solution`
    pub partial: &'static str,
    /// Before the solving time: `Time`
    pub time: &'static str,
}

/// Popeye's output words for `lang`.
pub const fn words(lang: InputLanguage) -> Words {
    match lang {
        InputLanguage::German => Words {
            zugzwang: " Zugzwang.",
            threat: " Drohung:",
            but: "Aber",
            refutes: "Widerlegt.",
            finished: "Loesung beendet.",
            partial: "Partielle Loesung",
            time: "Zeit",
        },
        InputLanguage::French => Words {
            zugzwang: " blocus.",
            threat: " menace:",
            but: "mais",
            refutes: "Refute.",
            finished: "solution terminee.",
            partial: "solution partielle",
            time: "Temps",
        },
        InputLanguage::English | InputLanguage::EnglishN => Words {
            zugzwang: " zugzwang.",
            threat: " threat:",
            but: "but",
            refutes: "refutes.",
            finished: "solution finished.",
            partial: "Partial solution",
            time: "Time",
        },
    }
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

struct Printer {
    lang: InputLanguage,
    words: Words,
    out: Vec<String>,
    /// The moves printed, where the caller asks for them.
    moves: Option<moves::Recorder>,
}

impl Printer {
    fn new(lang: InputLanguage) -> Printer {
        Printer {
            lang,
            words: words(lang),
            out: Vec::new(),
            moves: None,
        }
    }

    /// A move is printed from `column` (in characters) of the line about
    /// to be pushed.
    fn printed(&mut self, column: usize, info: &MoveInfo) {
        if let Some(r) = &mut self.moves {
            r.printed(self.out.len(), column, self.lang, info);
        }
    }

    /// The moves printed next follow `info`.
    fn enter(&mut self, info: &MoveInfo) {
        if let Some(r) = &mut self.moves {
            r.path.push(info.clone());
        }
    }

    /// The moves printed next no longer follow the move entered last.
    fn leave(&mut self) {
        if let Some(r) = &mut self.moves {
            r.path.pop();
        }
    }

    fn attack(&mut self, a: &Attack, n: u32) {
        let threats = a.after.threats.as_ref().map(Vec::is_empty);
        self.attack_line(n, &a.info, a.mark, threats);
        self.enter(&a.info);
        self.tree(&a.after, n);
        if !a.refutations.is_empty() {
            self.but();
            for d in &a.refutations {
                self.refutation_line(n, &d.info);
                self.enter(&d.info);
                for x in &d.answers {
                    self.attack(x, n + 1);
                }
                self.leave();
            }
        }
        self.leave();
    }

    /// An attacking move numbered `n`, with its mark and (`threats`)
    /// ` zugzwang.` or ` threat:`.
    fn attack_line(&mut self, n: u32, info: &MoveInfo, mark: Mark, threats: Option<bool>) {
        let mut line = format!("{}{}.", " ".repeat(attack_indent(n)), n);
        self.printed(line.len(), info);
        line.push_str(&move_text(self.lang, info));
        match mark {
            Mark::Key => line.push_str(" !"),
            Mark::Try => line.push_str(" ?"),
            Mark::ForcedFailure => line.push_str(" ?!?"),
            Mark::None => {}
        }
        match threats {
            Some(true) => line.push_str(self.words.zugzwang),
            Some(false) => line.push_str(self.words.threat),
            None => {}
        }
        self.out.push(line);
    }

    fn but(&mut self) {
        self.out.push(format!("    {}", self.words.but));
    }

    /// A refutation of a try, numbered `n`.
    fn refutation_line(&mut self, n: u32, info: &MoveInfo) {
        let text = move_text(self.lang, info);
        let prefix = format!("{}{}...", " ".repeat(defence_indent(n)), n);
        self.printed(prefix.len(), info);
        self.out.push(format!("{prefix}{text} !"));
    }

    /// A defence numbered `n`, with `refutes.` under it if `refutes_note`.
    fn defence_line(&mut self, n: u32, info: &MoveInfo, refutes_note: bool) {
        let text = move_text(self.lang, info);
        let prefix = format!("{}{}...", " ".repeat(defence_indent(n)), n);
        self.printed(prefix.len(), info);
        self.out.push(format!("{prefix}{text}"));
        if refutes_note {
            self.out
                .push(format!("{}refutes.", " ".repeat(defence_indent(n) + 2)));
        }
    }

    /// A step of battle play's keys and tries, streamed.
    fn step(&mut self, step: &BattleStep) {
        match step {
            BattleStep::Attack {
                n,
                info,
                mark,
                threats,
            } => {
                self.attack_line(*n, info, *mark, *threats);
                self.enter(info);
            }
            // a refuting defence has no answers
            BattleStep::Defence { n, info, refutes } => {
                self.defence_line(*n, info, *refutes && info.goal.is_none());
                self.enter(info);
            }
            BattleStep::But => self.but(),
            BattleStep::Refutation { n, info } => {
                self.refutation_line(*n, info);
                self.enter(info);
            }
            BattleStep::Close => self.leave(),
            // Popeye closes every key or try with a blank line
            BattleStep::Done => self.out.push(String::new()),
        }
    }

    fn tree(&mut self, t: &DefenceTree, n: u32) {
        if let Some(threats) = &t.threats {
            for x in threats {
                self.attack(x, n + 1);
            }
        }
        for d in &t.variations {
            self.defence(d, n);
        }
    }

    fn defence(&mut self, d: &Defence, n: u32) {
        let note = d.refutes && d.answers.is_empty() && d.info.goal.is_none();
        self.defence_line(n, &d.info, note);
        self.enter(&d.info);
        for x in &d.answers {
            self.attack(x, n + 1);
        }
        self.leave();
    }

    /// A progress line of option MoveNumbers: `  3  (Ka8-b7 )`, with the
    /// time `  3  (Ka8-b7    Time = 0.010 s)`; at a deeper level the
    /// numbers of the moves before it lead (`  3:12  (Qd1-d5 )`).
    fn progress(&mut self, p: &Progress) {
        let mut numbers = p.above.iter().chain([&p.number]);
        let mut s = format!("{:3}", numbers.next().unwrap_or(&p.number));
        for n in numbers {
            let _ = write!(s, ":{n}");
        }
        let _ = write!(s, "  ({} ", move_text(self.lang, &p.info));
        if let Some(ms) = p.millis {
            let _ = write!(s, "   {} = {:.3} s", self.words.time, ms as f64 / 1000.0);
        }
        s.push(')');
        self.out.push(s);
    }

    fn line(&mut self, l: &Line) {
        let mut s = String::from(" ");
        // set play of help play starting with `1...` opens with the passed
        // first move: `1...  ...  2.Kh8-h7 Qg1-g7 #`
        let mut moves = l.moves.iter().peekable();
        let mut passed = false;
        let depth = self.moves.as_ref().map_or(0, |r| r.path.len());
        if let Some(first) =
            moves.next_if(|m| m.info.mv.is_null() && matches!(m.numbering, Numbering::Ellipsis(_)))
        {
            if let Numbering::Ellipsis(n) = first.numbering {
                let _ = write!(s, " {n}...  ...");
                passed = true;
            }
            self.enter(&first.info);
        }
        for m in moves {
            match m.numbering {
                Numbering::Number(n) => {
                    // (Popeye: the first number in two columns after the
                    // line's space, the next ones in three after a space)
                    if passed {
                        s.push(' ');
                        passed = false;
                        let _ = write!(s, " {n}.");
                    } else if s.len() > 1 {
                        let _ = write!(s, " {n:>3}.");
                    } else {
                        let _ = write!(s, "{n:>2}.");
                    }
                }
                Numbering::Ellipsis(n) => {
                    let _ = write!(s, " {n}...");
                }
                Numbering::Continue => s.push(' '),
            }
            self.printed(s.chars().count(), &m.info);
            self.enter(&m.info);
            s.push_str(&move_text(self.lang, &m.info));
        }
        if l.forced_failure {
            s.push_str(" ?!?");
        }
        self.out.push(s);
        if let Some(r) = &mut self.moves {
            r.path.truncate(depth);
        }
    }
}

/// The solution lines of a report, as Popeye prints them (without header).
pub fn solution_lines(lang: InputLanguage, report: &Report) -> Vec<String> {
    let mut p = Printer::new(lang);
    p.report(report);
    p.out
}

impl Printer {
    /// Prints the solution lines of `report` ([`solution_lines`]).
    fn report(&mut self, report: &Report) {
        for (i, phase) in report.phases.iter().enumerate() {
            if i > 0 {
                // Popeye separates the duplex half by a blank line
                self.out.push(String::new());
            }
            match &phase.body {
                Body::Battle(b) => {
                    if let Some(set) = &b.set_play {
                        self.tree(
                            &DefenceTree {
                                threats: None,
                                ..set.clone()
                            },
                            1,
                        );
                        self.out.push(String::new());
                    }
                    if let Some(pk) = &b.post_key {
                        if b.post_key_check {
                            self.out.push(POST_KEY_CHECK.to_string());
                        }
                        match &pk.threats {
                            Some(t) if t.is_empty() => {
                                self.out.push(self.words.zugzwang.to_string())
                            }
                            Some(_) => self.out.push(self.words.threat.to_string()),
                            None => {}
                        }
                        self.tree(pk, 1);
                    }
                    // Popeye closes every key or try with a blank line
                    let mut progress = phase.progress.iter().peekable();
                    for (i, a) in b.moves.iter().enumerate() {
                        while let Some((_, pr)) = progress.next_if(|(before, _)| *before <= i) {
                            self.progress(pr);
                        }
                        self.attack(a, 1);
                        self.out.push(String::new());
                    }
                    for (_, pr) in progress {
                        self.progress(pr);
                    }
                }
                Body::Lines {
                    set_play,
                    solutions,
                } => {
                    self.lines(set_play, &phase.set_play_progress);
                    if !set_play.is_empty() {
                        // Popeye separates set play from the solutions
                        self.out.push(String::new());
                    }
                    self.lines(solutions, &phase.progress);
                }
            }
        }
    }

    /// Solutions of help or series play, each progress line of option
    /// MoveNumbers before the solution it precedes.
    fn lines(&mut self, lines: &[Line], progress: &[(usize, Progress)]) {
        let mut progress = progress.iter().peekable();
        for (i, l) in lines.iter().enumerate() {
            while let Some((_, pr)) = progress.next_if(|(before, _)| *before <= i) {
                self.progress(pr);
            }
            self.line(l);
        }
        for (_, pr) in progress {
            self.progress(pr);
        }
    }
}

/// What a solve passed on as found ([`Streamed`]) as Popeye prints it:
/// a solution of help or series play, or a step of battle play's keys and
/// tries (lines of [`solution_lines`]; none for some steps).
pub fn streamed_lines(lang: InputLanguage, item: &Streamed) -> Vec<String> {
    let mut p = Printer::new(lang);
    match item {
        Streamed::Line(line) => p.line(line),
        Streamed::Battle(step) => p.step(step),
        Streamed::Progress(progress) => p.progress(progress),
    }
    p.out
}

/// One solution of help or series play as Popeye prints it (a line of
/// [`solution_lines`]).
pub fn line_text(lang: InputLanguage, line: &Line) -> String {
    let mut p = Printer::new(lang);
    p.line(line);
    p.out.concat()
}

/// The solution lines of a twin's report ([`solution_lines`]), with the
/// blank line Popeye prints for set play even when there is none.
pub fn twin_lines(problem: &Problem, twin: &Twin, report: &Report) -> Vec<String> {
    with_empty_set_play(
        problem,
        twin,
        report,
        solution_lines(problem.language, report),
    )
}

/// `lines` with the blank line Popeye prints first when set play was asked
/// for and there is none.
pub fn with_empty_set_play(
    problem: &Problem,
    twin: &Twin,
    report: &Report,
    mut lines: Vec<String>,
) -> Vec<String> {
    if let Some(at) = empty_set_play_line(problem, twin, report) {
        lines.insert(at, String::new());
    }
    lines
}

/// Where [`with_empty_set_play`] puts its blank line, if it puts one.
fn empty_set_play_line(problem: &Problem, twin: &Twin, report: &Report) -> Option<usize> {
    let set_play_asked =
        problem.options.set_play && !set_play_not_applicable(&problem.options, twin);
    let no_set_play = report
        .phases
        .first()
        .is_some_and(|phase| match &phase.body {
            Body::Lines { set_play, .. } => set_play.is_empty(),
            Body::Battle(b) => b.set_play.is_none() && b.post_key.is_none(),
        });
    // (after the progress lines of set play, if option MoveNumbers
    // printed any)
    let progress = report
        .phases
        .first()
        .map_or(0, |phase| phase.set_play_progress.len());
    (set_play_asked && no_set_play).then_some(progress)
}

/// Whether MaxSolutions or StopOnShortSolutions cut a phase of the report
/// short: Popeye then ends the problem with `Partial solution` instead of
/// `solution finished.` ([`problem_end`]).
pub fn is_partial(report: &Report) -> bool {
    report.phases.iter().any(|p| p.partial)
}

/// The last lines of a solved problem: `solution finished.` after a blank
/// line, or `Partial solution` right under the solutions when a twin was
/// cut short ([`is_partial`]); with the time unless `regression`, in the
/// problem's language.
///
/// ```
/// use nightrider_popeye::render::problem_end;
/// use nightrider_notation::popeye::InputLanguage;
/// assert_eq!(
///     problem_end(InputLanguage::German, false, Some(0.5)),
///     "\nLoesung beendet. Zeit = 0.500 s\n\n\n"
/// );
/// assert_eq!(
///     problem_end(InputLanguage::French, false, None),
///     "\nsolution terminee.\n\n\n"
/// );
/// ```
pub fn problem_end(lang: InputLanguage, partial: bool, seconds: Option<f64>) -> String {
    let w = words(lang);
    let mut s = if partial {
        w.partial.to_string()
    } else {
        format!("\n{}", w.finished)
    };
    if let Some(t) = seconds {
        let _ = write!(s, " {} = {t:.3} s", w.time);
    }
    s.push_str("\n\n\n");
    s
}

/// What Popeye appends to the stipulation under the diagram for the options
/// that bound the defence: `/n` for `Threat n`, `//n` for `MaxFlightsquares
/// n` (`/t/n` with both), `;m,n` for `NonTrivial m n` (`#3/1/2;2,1`).
pub fn option_suffix(options: &nightrider_stipulation::Options) -> String {
    let mut s = String::new();
    if options.threat.is_some() || options.max_flights.is_some() {
        s.push('/');
        if let Some(n) = options.threat {
            let _ = write!(s, "{n}");
        }
    }
    if let Some(n) = options.max_flights {
        let _ = write!(s, "/{n}");
    }
    if let Some((m, n)) = options.non_trivial {
        let _ = write!(s, ";{m},{n}");
    }
    s
}

/// Whether Popeye finds `option Threat n` not applicable to the twin's
/// stipulation (it then prints [`crate::messages::threat_not_applicable`] before the twin's
/// solutions): found by experiment with Popeye 4.104, it applies to battle
/// play (direct, self, reflex, also parry series) of more than one move
/// when `n` is less than the number of moves, and always with `n = 0`;
/// one-move battle play never gets the message, help and series play
/// always do.
pub fn threat_not_applicable(options: &nightrider_stipulation::Options, twin: &Twin) -> bool {
    use nightrider_stipulation::{Aim, Node, SeriesKind};
    let Some(n) = options.threat.filter(|&n| n > 0) else {
        return false;
    };
    let too_short = |moves: u32| moves > 1 && n >= moves;
    match twin.stipulation.traditional {
        Some(t) => {
            let battle = matches!(t.aim, Aim::Direct | Aim::SelfPlay | Aim::Reflex)
                && matches!(t.series, SeriesKind::None | SeriesKind::Parry);
            if !battle {
                return true;
            }
            let moves = if t.series == SeriesKind::None {
                t.half_moves / 2
            } else {
                t.half_moves
            };
            too_short(moves)
        }
        None => match &twin.stipulation.root {
            Node::Battle(b) => b.attacker_first && too_short(b.length.div_ceil(2)),
            Node::Help(_) | Node::Series(_) => true,
            _ => false,
        },
    }
}

/// The text before a twin's solutions: its option warnings (not the first
/// twin's, see [`option_warnings`]), the twin heading, or for a problem
/// without twins nothing, and the messages of [`threat_not_applicable`] and
/// of SetPlay not applying (Popeye prints them right under the stipulation,
/// or under the heading).
pub fn twin_opening(problem: &Problem, twin: &Twin) -> String {
    let mut s = twin_unsolved(problem, twin);
    s.push('\n');
    s
}

/// A twin as Popeye prints it: [`twin_opening`], then the solution
/// `lines`. Post-key play that starts in check begins with ` +` (the check
/// of the key not shown), which takes the place of the opening's blank
/// line.
pub fn twin_text(problem: &Problem, twin: &Twin, lines: &[String]) -> String {
    let mut s = twin_opening(problem, twin);
    if lines.first().is_some_and(|l| l == POST_KEY_CHECK) {
        s.pop();
    }
    for line in lines {
        let _ = writeln!(s, "{line}");
    }
    s
}

/// The line of post-key play that starts in check.
const POST_KEY_CHECK: &str = " +";

/// The text Popeye prints for a twin it does not solve because the side to
/// play could capture the opposing king: [`twin_opening`] without the
/// blank line that starts the solution (the reason goes to standard error).
pub fn twin_unsolved(problem: &Problem, twin: &Twin) -> String {
    let mut s = twin_start(problem, twin);
    if threat_not_applicable(&problem.options, twin) {
        let _ = writeln!(
            s,
            "{}",
            crate::messages::threat_not_applicable(problem.language)
        );
    }
    if set_play_not_applicable(&problem.options, twin) {
        let _ = writeln!(
            s,
            "{}",
            crate::messages::not_applicable(problem.language, "SetPlay")
        );
    }
    s
}

fn twin_start(problem: &Problem, twin: &Twin) -> String {
    let first = twin.label.is_empty() || twin.label == "a)";
    let mut s = if first {
        String::new()
    } else {
        twin_warnings(problem, twin)
    };
    if twin.label == "a)" && problem.zero_position.is_some() {
        // the zero position, not solved: its heading alone
        let _ = writeln!(
            s,
            "\n{}\n",
            crate::messages::zero_position(problem.language)
        );
    }
    if !twin.label.is_empty() {
        // (Popeye prints them as it reads them, after the previous twin)
        for remark in &twin.remarks {
            s.push_str(remark);
            s.push('\n');
        }
        s.push('\n');
        s.push_str(&twin_heading(twin));
    }
    s
}

/// The text Popeye prints before a twin's solutions (`a) `, `b) -wQc1  `).
pub fn twin_heading(twin: &Twin) -> String {
    if twin.label.is_empty() {
        String::new()
    } else if twin.description.is_empty() {
        format!("{} \n", twin.label)
    } else {
        format!("{} {}  \n", twin.label, twin.description)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::{Colour, Move, Square};
    use nightrider_stipulation::{LineMove, MoveInfo, Numbering};

    #[test]
    fn holes_are_drawn_blank_and_take_their_piece_off() {
        let parsed = nightrider_notation::popeye::parse_input(
            "begin pieces white kh1 qd4 black ka8 condition hole d4d6 stipulation ~1 end",
        );
        let problem = Problem::from_syntax(&parsed.problems[0]).unwrap();
        let text = header(&problem);
        let rank = |n: char| text.lines().find(|l| l.starts_with(n)).unwrap().to_string();
        assert_eq!(rank('4'), "4   .   .   .       .   .   .   .   4");
        assert_eq!(rank('6'), "6   .   .   .       .   .   .   .   6");
        assert_eq!(rank('5'), "5   .   .   .   .   .   .   .   .   5");
        // the queen on the hole is gone, and no Hole line is printed
        assert!(text.contains("1 + 1"), "{text}");
        assert!(!text.contains("Hole"), "{text}");
    }

    fn king_step(from: &str, to: &str, n: u32) -> LineMove {
        LineMove {
            info: MoveInfo {
                mv: Move::quiet(from.parse::<Square>().unwrap(), to.parse().unwrap()),
                piece: Some(Piece::new(PieceKind::KING, Colour::White)),
                mover: Colour::White,
                check: false,
                goal: None,
                annotations: Annotations::default(),
            },
            numbering: Numbering::Number(n),
        }
    }

    /// Popeye 4.104 prints a series line's numbers from 10 on in the same
    /// three columns after a space: `  9.Kb1-a1  10.Ka1-b1`.
    #[test]
    fn series_numbers_from_ten_keep_their_columns() {
        let squares = ["a1", "b1"];
        let moves = (1..=11)
            .map(|n| king_step(squares[(n as usize + 1) % 2], squares[n as usize % 2], n))
            .collect();
        let line = Line {
            moves,
            forced_failure: false,
        };
        let text = line_text(InputLanguage::English, &line);
        assert!(
            text.starts_with("  1.Ka1-b1   2.Kb1-a1   3.Ka1-b1"),
            "{text}"
        );
        assert!(text.ends_with("  9.Ka1-b1  10.Kb1-a1  11.Ka1-b1"), "{text}");
    }
}
