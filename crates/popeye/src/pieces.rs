//! How Popeye names pieces: piece codes read and printed in each of its
//! languages, and the letters of piece attributes.

use crate::error::ProblemError;
use nightrider_board::catalogue::{self, Language as CatalogueLanguage};
use nightrider_board::{Attributes, Colour, Piece, PieceKind};
use nightrider_notation::popeye::InputLanguage;

/// The kind of piece code `code` in `lang`: a catalogue code, a hunter
/// `x/y` (away from its home rank as `x`, towards it as `y`), or a braced
/// piece (see [`resolve_braced`]).
pub(crate) fn resolve_code(lang: InputLanguage, code: &str) -> Result<PieceKind, ProblemError> {
    if let Some(inner) = code.strip_prefix('{').and_then(|c| c.strip_suffix('}')) {
        return resolve_braced(inner);
    }
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

/// nightrider's braced pieces: `#id` a catalogue kind by id, `name=XBetza`
/// a piece defined from an XBetza string (the name must not be a catalogue
/// name), `name` a catalogue piece by name, else the piece last defined
/// with that name.
fn resolve_braced(inner: &str) -> Result<PieceKind, ProblemError> {
    let unknown = |why: String| ProblemError::UnknownPiece(format!("{{{inner}}}: {why}"));
    if let Some(id) = inner.strip_prefix('#') {
        return id
            .parse::<u16>()
            .ok()
            .map(PieceKind)
            .filter(|&k| usize::from(k.0) < catalogue::all().len())
            .ok_or_else(|| unknown("no catalogue piece has this id".into()));
    }
    if let Some((name, betza)) = inner.split_once('=') {
        return catalogue::define_betza(name, betza).map_err(|e| unknown(e.to_string()));
    }
    catalogue::by_name(inner)
        .or_else(|| catalogue::defined(inner))
        .ok_or_else(|| unknown("no catalogue piece or defined piece has this name".into()))
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
/// grasshopper-nightrider); a piece without a Popeye code in `lang` as the
/// braced name the input extension reads (`{Siege-Engine}`, blanks written
/// `-`), a kind unknown to the catalogue as `{#id}`.
pub fn piece_code(lang: InputLanguage, kind: PieceKind) -> String {
    let entry = catalogue::entry(kind);
    let code = entry.and_then(|e| match lang {
        InputLanguage::English | InputLanguage::EnglishN => e.en,
        InputLanguage::German => e.de,
        InputLanguage::French => e.fr,
    });
    match (code, entry) {
        (Some(c), _) => c.to_ascii_uppercase(),
        (None, Some(e)) => format!("{{{}}}", e.name.replace(' ', "-")),
        (None, None) => format!("{{#{}}}", kind.0),
    }
}

/// The letter of a side in Popeye's output in `lang`: `w`/`b` in
/// English, `w`/`s` (weiss, schwarz) in German, `b`/`n` (blanc, noir) in
/// French (`sBg7-->f7`, `[+nTa8]`). A neutral piece's letter is `n` in
/// every language.
pub fn colour_letter(lang: InputLanguage, colour: Colour) -> char {
    match (lang, colour) {
        (InputLanguage::French, Colour::White) => 'b',
        (InputLanguage::French, Colour::Black) => 'n',
        (InputLanguage::German, Colour::Black) => 's',
        (_, Colour::White) => 'w',
        (_, Colour::Black) => 'b',
    }
}

/// The letters of a piece's attributes in Popeye's order and in the
/// output's language (`nrS` is a neutral royal knight, `khnS` a kamikaze
/// half-neutral one; German writes royal `k`, French half-neutral `dn`
/// and uncapturable `i`), without the neutral's `n` unless
/// `with_neutral` (twin descriptions print it as the colour letter:
/// `+nrSh6`, `+wkSh5`).
pub(crate) fn attribute_letters(lang: InputLanguage, p: Piece, with_neutral: bool) -> String {
    // (English, German, French), as found with Popeye 4.104
    [
        (Attributes::NEUTRAL, ["n", "n", "n"]),
        (Attributes::ROYAL, ["r", "k", "r"]),
        (Attributes::KAMIKAZE, ["k", "k", "k"]),
        (Attributes::PARALYSING, ["p", "p", "p"]),
        (Attributes::CHAMELEON, ["c", "c", "c"]),
        (Attributes::JIGGER, ["j", "j", "j"]),
        (Attributes::VOLAGE, ["v", "v", "v"]),
        (Attributes::FUNCTIONARY, ["f", "f", "f"]),
        (Attributes::HALF_NEUTRAL, ["hn", "hn", "dn"]),
        (Attributes::HURDLE_COLOUR_CHANGING, ["hcc", "hcc", "hcc"]),
        (Attributes::PROTEAN, ["p", "p", "p"]),
        (Attributes::MAGIC, ["m", "m", "m"]),
        (Attributes::UNCAPTURABLE, ["u", "u", "i"]),
        (Attributes::PATROL, ["p", "p", "p"]),
        (Attributes::FRISCHAUF, ["f", "f", "f"]),
        (Attributes::ANDA, ["a", "a", "a"]),
        (Attributes::ANDA_INVERSE, ["ai", "ai", "ai"]),
        (Attributes::BUL, ["b", "b", "b"]),
        (Attributes::DOB, ["d", "d", "d"]),
    ]
    .iter()
    .filter(|(a, _)| p.attributes.contains(*a) && (with_neutral || *a != Attributes::NEUTRAL))
    .map(|(_, letters)| letters[lang.column()])
    .collect()
}
