//! The text of one move as Popeye prints it in a solution: the moving
//! piece and its squares, captures, promotions and castling, the effects
//! of fairy conditions in brackets (rebirths, recolourings, imitators and
//! the like), and the check or goal marker after it.

use super::attributes::{alice_arrival, attribute_prefix};
use crate::pieces::piece_code;
use nightrider_board::{Annotation, Annotations, Attributes, Piece, PieceKind, Special};
use nightrider_notation::popeye::InputLanguage;
use nightrider_stipulation::{Goal, MoveInfo, Undecided};
use std::fmt::Write as _;

/// A move as Popeye prints it in a solution: `Se8-c7`, `e5*d6 ep.`,
/// `0-0-0`, `c2-c1=Q`, with the goal marker (` #`) or check (` +`).
pub fn move_text(lang: InputLanguage, info: &MoveInfo) -> String {
    if info.pass {
        // Jacobi's pass move (Nicolas Dupont's notation)
        return "*".to_string();
    }
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
            return check_and_goal(lang, info, s);
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
        // Make&TakeChess: a king taken by a castling make (`0-0*e6`)
        Special::Castle { rook_from, .. } if m.captures.any() => {
            s.push_str(if rook_from.x() > m.from.x() {
                "0-0"
            } else {
                "0-0-0"
            });
            for victim in m.captures {
                let _ = write!(s, "*{victim}");
            }
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
        // RoleExchange's move (`1. RoleExchange +`)
        Special::RoleExchange => s.push_str(" RoleExchange"),
        _ => {
            if let Some(p) = info.piece {
                let prefix = attribute_prefix(lang, p);
                s.push_str(&prefix);
                if p.kind != PieceKind::PAWN || !prefix.is_empty() {
                    s.push_str(&piece_code(lang, p.kind));
                }
            }
            if info
                .annotations
                .iter()
                .any(|n| matches!(n, Annotation::Step { .. }))
            {
                steps_text(lang, info, &mut s);
                return check_and_goal(lang, info, s);
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
                    return check_and_goal(lang, info, s);
                }
                _ if via.is_some() => {
                    let via = via.expect("matched");
                    match m.captures.first() {
                        // a locust's capture from the rebirth square
                        // (`Lb2-b8*c8-d8`)
                        Some(victim) if elsewhere => {
                            let _ = write!(s, "{}-{via}*{}-{}", m.from, victim, m.to);
                        }
                        _ => {
                            let sep = if m.is_capture() { '*' } else { '-' };
                            let _ = write!(s, "{}-{via}{sep}{}", m.from, m.to);
                        }
                    }
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
    check_and_goal(lang, info, s)
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

/// A move played step by step (SeriesCapture beside a condition with
/// effects, see `nightrider_conditions::series_capture`) after its
/// piece's code: its square, then each step's arrival with `*` or `-`,
/// ` ep.`, its promotion and its notes (`Bb1*d3[+bPd7]*f5[+bPf7]*d7-e8`,
/// `c5*d6=S*f7=B-a2=S`).
fn steps_text(lang: InputLanguage, info: &MoveInfo, s: &mut String) {
    let _ = write!(s, "{}", info.mv.from);
    let mut effects = Annotations::default();
    for note in info.annotations.iter() {
        let Annotation::Step {
            to,
            capture,
            en_passant,
            promotion,
        } = *note
        else {
            effects.push(*note);
            continue;
        };
        annotation_text(lang, &effects, s);
        effects = Annotations::default();
        let _ = write!(s, "{}{to}", if capture { '*' } else { '-' });
        if en_passant {
            s.push_str(" ep.");
        }
        if let Some(kind) = promotion {
            let prefix = info
                .piece
                .map(|p| attribute_prefix(lang, p))
                .unwrap_or_default();
            let _ = write!(s, "={prefix}{}", piece_code(lang, kind));
        }
    }
    annotation_text(lang, &effects, s);
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
fn check_and_goal(lang: InputLanguage, info: &MoveInfo, mut s: String) -> String {
    // Popeye shows a check before the goal's marker (`Qa4*d7 + x`,
    // `b2-b3 + !#`), except where the goal is itself a check
    let check_shown = info.check
        && !matches!(
            info.goal,
            Some(
                Goal::Mate
                    | Goal::Check
                    | Goal::Checks(_)
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
    if let Some(u) = info.undecided {
        s.push_str(undecided_remark(lang, u));
    }
    s
}

/// Popeye's remark after a move the rules leave undecided
/// (ExclusiveChess).
fn undecided_remark(lang: InputLanguage, undecided: Undecided) -> &'static str {
    match (undecided, lang) {
        (Undecided::Refutation, InputLanguage::German) => {
            " Kann nicht entscheiden, ob dieser Zug widerlegt wird"
        }
        (Undecided::Refutation, InputLanguage::French) => {
            " On ne peut pas decider si ce coup est refute"
        }
        (Undecided::Refutation, _) => " Can't decide whether this move is refuted",
        (Undecided::Legality, InputLanguage::German) => {
            "  kann nicht entscheiden, ob dieser Zug legal ist."
        }
        (Undecided::Legality, InputLanguage::French) => {
            "  on ne peut pas determiner si ce coup est legal."
        }
        (Undecided::Legality, _) => "  cannot decide if this move is legal or not.",
    }
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
