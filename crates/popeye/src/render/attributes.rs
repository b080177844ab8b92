//! The piece attributes in Popeye's output: the letters before a piece
//! in a move (`jR`, `nbG`), the attribute lines under the diagram
//! (`Royal c3`, `AliceA …`), and the board a unit reaches under
//! AliceChess.

use super::*;

/// Popeye's letters for a piece's attributes before its code in a move
/// (`nP` neutral pawn, `kR` kamikaze rook, `pR` paralysing, `rS` royal,
/// `cQ` chameleon, `uR` uncapturable, `vS` volage, `mB` magic, `jR`
/// jigger, `fR` functionary, `pR` protean too), in
/// Popeye's order: `nrS` is a neutral royal knight, `khnS` a kamikaze
/// half-neutral one.
pub(super) fn attribute_prefix(lang: InputLanguage, p: Piece) -> String {
    crate::pieces::attribute_letters(lang, p, true)
}

/// The lines Popeye prints under the stipulation for the pieces carrying
/// an attribute (`Kamikaze b4 d4`), one per attribute, in Popeye's order
/// and with its word in the output's language (`Koeniglich c1`, `Royale
/// c1`). The order is Popeye 4.104's from Royal to Frischauf (found by
/// experiment, Patrol between Uncapturable and Frischauf); the attributes after it follow in the order of its manual.
pub fn attribute_lines(lang: InputLanguage, board: &[Option<Piece>; 64]) -> Vec<String> {
    attribute_lines_in(lang, board, false)
}

/// [`attribute_lines`] with the squares of each line in Popeye's board
/// order (rank 8 down to rank 1, files a to h), or from a1 up (rank 1 to
/// rank 8) if `from_a1`, as its LaTeX output lists them.
pub(crate) fn attribute_lines_in(
    lang: InputLanguage,
    board: &[Option<Piece>; 64],
    from_a1: bool,
) -> Vec<String> {
    lines_shown(lang, board, from_a1, Attributes::empty())
}

/// [`attribute_lines_in`], with the lines of the attributes in `always`
/// printed even when no piece carries them (the word alone: Popeye 4.104
/// prints `Uncapturable` under GhostChess and HauntedChess).
fn lines_shown(
    lang: InputLanguage,
    board: &[Option<Piece>; 64],
    from_a1: bool,
    always: Attributes,
) -> Vec<String> {
    const ORDER: [Attributes; 20] = [
        Attributes::ROYAL,
        Attributes::KAMIKAZE,
        Attributes::PARALYSING,
        Attributes::CHAMELEON,
        Attributes::JIGGER,
        Attributes::VOLAGE,
        Attributes::FUNCTIONARY,
        Attributes::HALF_NEUTRAL,
        Attributes::HURDLE_COLOUR_CHANGING,
        Attributes::PROTEAN,
        Attributes::MAGIC,
        Attributes::UNCAPTURABLE,
        Attributes::PATROL,
        Attributes::FRISCHAUF,
        Attributes::ANDA,
        Attributes::ANDA_INVERSE,
        Attributes::BUL,
        Attributes::DOB,
        Attributes::ALICE_A,
        Attributes::ALICE_B,
    ];
    let mut lines = Vec::new();
    for attribute in ORDER {
        let english = Attributes::NAMES
            .iter()
            .find(|(a, _)| *a == attribute)
            .map_or("", |(_, name)| name);
        let name = nightrider_notation::popeye::tables::ATTRIBUTES
            .iter()
            .find(|(_, a)| *a == attribute)
            .map_or(english, |(names, _)| names[lang.column()]);
        let ranks: Vec<u8> = if from_a1 {
            (0..8).collect()
        } else {
            (0..8).rev().collect()
        };
        let squares: Vec<String> = ranks
            .into_iter()
            .flat_map(|rank| (0..8u8).map(move |file| rank * 8 + file))
            .filter_map(nightrider_board::Square::new)
            .filter(|sq| board[sq.idx()].is_some_and(|p| p.attributes.contains(attribute)))
            .map(|sq| sq.to_string())
            .collect();
        if !squares.is_empty() {
            lines.push(format!("{name} {}", squares.join(" ")));
        } else if always.contains(attribute) {
            lines.push(name.to_string());
        }
    }
    lines
}

/// The attribute lines of the diagram of `twin` ([`attribute_lines`]);
/// under GhostChess and HauntedChess the line `Uncapturable` even when
/// empty; under AliceChess every unit not on board B is listed on board A, and
/// both boards' lines are printed, empty or not (as Popeye 4.104 does:
/// `AliceA e8 a1 e1`, then `AliceB` alone).
pub(super) fn diagram_attribute_lines(lang: InputLanguage, twin: &Twin) -> Vec<String> {
    let alice = twin
        .conditions
        .list
        .contains(&nightrider_conditions::Condition::Alice);
    if !alice {
        // GhostChess makes its ghosts uncapturable: Popeye 4.104 prints
        // the attribute's line, empty or not, under it and under
        // HauntedChess
        let ghost = twin.conditions.list.iter().any(|c| {
            matches!(
                c,
                nightrider_conditions::Condition::Ghost | nightrider_conditions::Condition::Haunted
            )
        });
        let always = if ghost {
            Attributes::UNCAPTURABLE
        } else {
            Attributes::empty()
        };
        return lines_shown(lang, twin.position.board(), false, always);
    }
    let mut board = *twin.position.board();
    for p in board.iter_mut().flatten() {
        if !p
            .attributes
            .intersects(Attributes::ALICE_A | Attributes::ALICE_B)
        {
            p.attributes |= Attributes::ALICE_A;
        }
    }
    let mut lines = attribute_lines(lang, &board);
    for (attribute, name) in [
        (Attributes::ALICE_A, "AliceA"),
        (Attributes::ALICE_B, "AliceB"),
    ] {
        if !board
            .iter()
            .flatten()
            .any(|p| p.attributes.contains(attribute))
        {
            // (after the lines of the attributes before it)
            let at = if attribute == Attributes::ALICE_A {
                lines
                    .iter()
                    .position(|l| l.starts_with("AliceB"))
                    .unwrap_or(lines.len())
            } else {
                lines.len()
            };
            lines.insert(at, name.to_string());
        }
    }
    lines
}

/// The board a unit of AliceChess passes to, as Popeye writes it after
/// the move (`f4-f5A`): the other board than the one `piece` stood on;
/// nothing for a unit without a board mark.
pub(super) fn alice_arrival(piece: Option<Piece>) -> &'static str {
    match piece {
        Some(p) if p.attributes.contains(Attributes::ALICE_A) => "B",
        Some(p) if p.attributes.contains(Attributes::ALICE_B) => "A",
        _ => "",
    }
}
