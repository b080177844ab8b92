//! How Popeye names pieces: piece codes read and printed in each of its
//! languages, and the letters of piece attributes.

use crate::error::ProblemError;
use nightrider_board::catalogue::{self, Language as CatalogueLanguage};
use nightrider_board::{Attributes, Piece, PieceKind};
use nightrider_notation::popeye::InputLanguage;

/// The kind of piece code `code` in `lang`: a catalogue code, or a hunter
/// `x/y` (away from its home rank as `x`, towards it as `y`).
pub(crate) fn resolve_code(lang: InputLanguage, code: &str) -> Result<PieceKind, ProblemError> {
    match code.split_once('/') {
        Some((away, home)) => {
            let away = resolve_single(lang, away)?;
            let home = resolve_single(lang, home)?;
            catalogue::hunter(away, home)
                .map_err(|e| ProblemError::UnknownPiece(format!("{code}: {e}")))
        }
        None => resolve_single(lang, code),
    }
}

/// The catalogue's language for a problem's language, and the code as the
/// catalogue spells it (Jacobi's EnglishN swaps `n` and `s`).
fn resolve_single(lang: InputLanguage, code: &str) -> Result<PieceKind, ProblemError> {
    let (cat_lang, code) = match lang {
        InputLanguage::English => (CatalogueLanguage::English, code),
        InputLanguage::German => (CatalogueLanguage::German, code),
        InputLanguage::French => (CatalogueLanguage::French, code),
        InputLanguage::EnglishN => (
            CatalogueLanguage::English,
            match code {
                "n" => "s",
                "s" => "n",
                c => c,
            },
        ),
    };
    catalogue::by_code(cat_lang, code).ok_or_else(|| ProblemError::UnknownPiece(code.to_string()))
}

/// The upper-case code of `kind` as Popeye prints it in `lang` (`S` for the
/// knight in English and German, `C` in French; `GN` for the
/// grasshopper-nightrider); the catalogue name's initials when the piece has
/// no Popeye code.
pub fn piece_code(lang: InputLanguage, kind: PieceKind) -> String {
    let entry = catalogue::entry(kind);
    let code = entry.and_then(|e| match lang {
        InputLanguage::English | InputLanguage::EnglishN => e.en,
        InputLanguage::German => e.de,
        InputLanguage::French => e.fr,
    });
    match (code, entry) {
        (Some(c), _) => c.to_ascii_uppercase(),
        (None, Some(e)) => e
            .name
            .split_whitespace()
            .filter_map(|w| w.chars().next())
            .collect::<String>()
            .to_ascii_uppercase(),
        (None, None) => format!("#{}", kind.0),
    }
}

/// The letters of a piece's attributes in Popeye's order (`nrS` is a
/// neutral royal knight, `khnS` a kamikaze half-neutral one), without the
/// neutral's `n` unless `with_neutral` (twin descriptions print it as the
/// colour letter: `+nrSh6`, `+wkSh5`).
pub(crate) fn attribute_letters(p: Piece, with_neutral: bool) -> String {
    [
        (Attributes::NEUTRAL, "n"),
        (Attributes::ROYAL, "r"),
        (Attributes::KAMIKAZE, "k"),
        (Attributes::PARALYSING, "p"),
        (Attributes::CHAMELEON, "c"),
        (Attributes::JIGGER, "j"),
        (Attributes::VOLAGE, "v"),
        (Attributes::FUNCTIONARY, "f"),
        (Attributes::HALF_NEUTRAL, "hn"),
        (Attributes::PROTEAN, "p"),
        (Attributes::MAGIC, "m"),
        (Attributes::UNCAPTURABLE, "u"),
        (Attributes::FRISCHAUF, "f"),
    ]
    .iter()
    .filter(|(a, _)| p.attributes.contains(*a) && (with_neutral || *a != Attributes::NEUTRAL))
    .map(|(_, c)| *c)
    .collect()
}
