//! How condition lines print lists of kinds: Popeye's order of kinds,
//! chameleon sequences, and the codes of kinds (hunters included).

use nightrider_board::PieceKind;
use nightrider_conditions::{ChameleonSequence, KindSet};
use nightrider_notation::popeye::InputLanguage;

/// April's kinds in the order Popeye prints them: king, pawn, queen,
/// knight, rook, bishop, then the fairy kinds as given.
pub(super) fn april_order(kinds: KindSet) -> Vec<PieceKind> {
    let mut ordered: Vec<PieceKind> = PieceKind::POPEYE_ORDER
        .into_iter()
        .filter(|k| kinds.contains(*k))
        .collect();
    ordered.extend(kinds.kinds().iter().filter(|k| !k.is_orthodox()));
    ordered
}

/// A chameleon sequence as Popeye prints it: from the queen (the kind of
/// the lowest number), back to it (`Q->S->B->R->Q`).
pub(super) fn chameleon_chain(sequence: ChameleonSequence) -> String {
    let kinds = sequence.kinds();
    let start = kinds
        .iter()
        .enumerate()
        .min_by_key(|(_, k)| k.0)
        .map_or(0, |(i, _)| i);
    let mut chain: Vec<String> = (0..=kinds.len())
        .map(|i| listed_code(kinds[(start + i) % kinds.len()]))
        .collect();
    chain.dedup();
    chain.join("->")
}

/// The English code of a kind (`Q`, `S`, `PA`), as condition lines
/// print it.
pub(super) fn english_code(kind: nightrider_board::PieceKind) -> String {
    crate::pieces::piece_code(InputLanguage::English, kind)
}

/// The English code of a kind in a condition's list of kinds, as Popeye
/// 4.104 prints it: a hunter with a blank before it and its home part in
/// two columns (`PromOnly Q  RH/ R`, `ChameleonSequence Q-> R/ B->Q`).
pub(super) fn listed_code(kind: nightrider_board::PieceKind) -> String {
    let code = english_code(kind);
    match code.split_once('/') {
        Some((away, home)) => format!(" {away}/{home:>2}"),
        None => code,
    }
}

#[cfg(test)]
mod tests {
    /// The line Popeye 4.104 prints for `condition` (English input).
    fn line(condition: &str) -> String {
        super::super::compile_line(condition)
            .expect(condition)
            .lines
            .join(" ")
    }

    /// Hunters in a condition's list of kinds, as Popeye 4.104 prints them
    /// (EXAMPLES/hunter.inp 3 and probes): a blank before the hunter, its
    /// home part in two columns; VaultingKings without the blank.
    #[test]
    fn hunters_in_lists_of_kinds() {
        assert_eq!(line("PromOnly q rh/r"), "PromOnly Q  RH/ R");
        assert_eq!(line("PromOnly q s"), "PromOnly Q S");
        assert_eq!(
            line("ChameleonSequence q r/b q"),
            "ChameleonSequence Q-> R/ B->Q"
        );
        assert_eq!(line("Football rh/r q"), "Football Q  RH/ R");
        assert_eq!(line("circe super april r/b"), "Circe Super April  R/ B");
        assert_eq!(line("VaultingKings rh/r"), "VaultingKings RH/ R");
    }
}
