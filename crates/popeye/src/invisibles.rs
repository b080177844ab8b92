//! Problems with Total Invisibles (`pieces TotalInvisible n …`): which
//! ones nightrider solves, and their solving.
//!
//! Solved: help mate of up to three half-moves (`h#0.5` to `h#1.5`) with
//! one invisible in an orthodox position (English input, both kings on
//! the board, no castling or en-passant rights, no king on e1 or e8, no
//! conditions or options; twins allowed, each checked again), by
//! [`nightrider_invisible::help_mate()`].
//! Every other problem with invisibles is refused when it is built,
//! naming what is missing (`TotalInvisible with 2 invisibles`,
//! `TotalInvisible with 1 invisible and stipulation h=2`). The rules are
//! in the repository's `docs/total-invisibles.md`.

use crate::error::{ProblemError, Unsupported};
use crate::problem::Twin;
use nightrider_board::{Colour, PieceKind, Square};
use nightrider_notation::popeye::{self, Command, InputLanguage};

fn refused(count: u32, detail: &str) -> ProblemError {
    ProblemError::Unsupported(Unsupported::Piece(
        nightrider_invisible::Unsupported {
            count,
            detail: Some(detail.to_string()),
        }
        .to_string(),
    ))
}

/// The most half-moves of help play nightrider solves with an
/// invisible: the search plays longer lines too, but on some `h#2`
/// positions its lines still differ from Popeye's (see
/// `docs/total-invisibles.md`), so those are refused.
const MAX_HELP_PLIES: usize = 3;

/// The half-moves of help mate `stipulation` (`h#1.5`: 3), if it is one
/// nightrider solves with invisibles.
fn help_plies(stipulation: &str) -> Option<usize> {
    let moves = stipulation.strip_prefix("h#")?;
    let (whole, half) = match moves.strip_suffix(".5") {
        Some(whole) => (whole, 1),
        None => (moves, 0),
    };
    if whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let plies = whole.parse::<usize>().ok()?.checked_mul(2)? + half;
    (1..=MAX_HELP_PLIES).contains(&plies).then_some(plies)
}

/// What of `twin` (a twin of a problem with invisibles) nightrider does
/// not solve, if anything: more or fewer than one invisible, another
/// stipulation than help mate, conditions, fairy pieces, a side without
/// one king, castling or en-passant rights, a king on its castling
/// square.
fn twin_refusal(twin: &Twin) -> Option<nightrider_invisible::Unsupported> {
    let count = twin.invisibles;
    let detail = |what: &str| {
        Some(nightrider_invisible::Unsupported {
            count,
            detail: Some(what.to_string()),
        })
    };
    if count != 1 {
        return Some(nightrider_invisible::unsupported(count));
    }
    if help_plies(&twin.stipulation_text).is_none() {
        return detail(&format!("stipulation {}", twin.stipulation_text));
    }
    if !twin.conditions.list.is_empty() {
        return detail("fairy conditions");
    }
    let pos = &twin.position;
    if nightrider_movegen::Orthodox::new(pos).is_err() {
        return detail("fairy pieces, piece attributes or holes");
    }
    if [Colour::White, Colour::Black]
        .iter()
        .any(|&c| pos.pieces(PieceKind::KING, c).count() != 1)
    {
        return detail("a side without one king");
    }
    if !pos.castling().is_empty() || pos.en_passant().is_some() {
        return detail("castling or en-passant rights");
    }
    // (Popeye lets such a king castle with an invisible rook, rights
    // or not: `1.Sf7-h8 0-0`; the search never castles)
    let castling_square = |c: Colour| if c == Colour::White { "e1" } else { "e8" };
    if [Colour::White, Colour::Black].iter().any(|&c| {
        castling_square(c)
            .parse::<Square>()
            .is_ok_and(|sq| pos.pieces(PieceKind::KING, c).contains(sq))
    }) {
        return detail("a king on e1 or e8");
    }
    None
}

/// Whether nightrider solves the problem of `syntax` whose diagram is
/// `twin`, with `twin.invisibles` invisibles; `twinned` if it has twins
/// (each twin is checked again when it is solved, by
/// [`solution_lines`]).
///
/// # Errors
/// A [`ProblemError::Unsupported`] naming what is not solved.
pub(crate) fn admit(
    syntax: &popeye::Problem,
    twin: &Twin,
    twinned: bool,
) -> Result<(), ProblemError> {
    let count = twin.invisibles;
    if let Some(refusal) = twin_refusal(twin) {
        return Err(ProblemError::Unsupported(Unsupported::Piece(
            refusal.to_string(),
        )));
    }
    if syntax.language != InputLanguage::English {
        return Err(refused(count, "input in another language than English"));
    }
    if twinned
        && syntax
            .commands
            .iter()
            .any(|c| matches!(c, Command::ZeroPosition(..)))
    {
        return Err(refused(count, "a zero position"));
    }
    if syntax
        .commands
        .iter()
        .any(|c| matches!(c, Command::Option(_)))
    {
        return Err(refused(count, "options"));
    }
    Ok(())
}

/// The solution lines of a twin with invisibles, as Popeye prints them
/// (`  1.Kh6-h5 Qd5-g5 #`), for a problem that `admit` admitted; `None` if
/// the invisible can stand nowhere without the side to play being able
/// to capture the king ([`nightrider_invisible::diagram_stands`]), where
/// Popeye does not solve the twin.
///
/// # Errors
/// A [`nightrider_invisible::Unsupported`] naming what the solver met
/// and does not answer (en passant with the invisible, a first move that
/// checks in every realisation).
pub fn solution_lines(
    twin: &Twin,
) -> Result<Option<Vec<String>>, nightrider_invisible::Unsupported> {
    if let Some(refusal) = twin_refusal(twin) {
        return Err(refusal);
    }
    let plies = help_plies(&twin.stipulation_text).expect("admitted: a help mate");
    // (Black begins `h#n`, White `h#n.5`)
    let first = if plies % 2 == 0 {
        Colour::Black
    } else {
        Colour::White
    };
    let mut diagram = twin.position.clone();
    diagram.set_side_to_move_unrecorded(first);
    if !nightrider_invisible::diagram_stands(&diagram) {
        return Ok(None);
    }
    let lines = nightrider_invisible::help_mate(&diagram, plies)?;
    Ok(Some(lines.into_iter().map(|l| format!("  {l}")).collect()))
}

/// The refusal of a twin with invisibles by every solving path but the
/// command's text output (the JSON document, the library's reports and
/// the server have no form for the lines of invisibles yet).
pub fn outside_text_output(count: u32) -> Unsupported {
    Unsupported::Piece(format!(
        "{} outside the text output",
        nightrider_invisible::unsupported(count)
    ))
}
