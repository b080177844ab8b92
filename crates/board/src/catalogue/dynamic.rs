//! Pieces an input makes up rather than picks from the catalogue: hunters
//! (`r/b`: away from its home rank like one piece, towards it like
//! another) and pieces defined from a Betza string in a problem.
//!
//! Each definition is interned once per process in a table shared by all
//! problems (kinds from [`FIRST_DYNAMIC`] on, below
//! [`PieceKind::FIRST_USER`]): the same definition always gives the same
//! kind, so a kind read from one problem's input means the same piece
//! everywhere, and [`super::entry`] and [`super::walk`] answer for it like
//! for a catalogue piece. Entries are never removed; the table holds at
//! most [`CAPACITY`] definitions.

use super::{DefineError, Language, PieceEntry, WalkSpec};
use crate::betza;
use crate::piece::PieceKind;
use std::sync::RwLock;

/// The first kind id of interned pieces.
pub const FIRST_DYNAMIC: u16 = 0x2000;
/// The most interned pieces a process may hold.
pub const CAPACITY: usize = (PieceKind::FIRST_USER - FIRST_DYNAMIC) as usize;

static TABLE: RwLock<Vec<&'static PieceEntry>> = RwLock::new(Vec::new());

/// The interned entry of `kind`, if `kind` is an interned piece.
pub(super) fn entry(kind: PieceKind) -> Option<&'static PieceEntry> {
    let i = usize::from(kind.0.checked_sub(FIRST_DYNAMIC)?);
    let table = TABLE
        .read()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    table.get(i).copied()
}

/// The kind of the piece `name` with `walk` and Popeye `codes` (English,
/// German, French): the interned one if there is one, else a new entry.
fn intern(
    name: String,
    walk: WalkSpec,
    codes: [Option<String>; 3],
) -> Result<PieceKind, DefineError> {
    let mut table = TABLE
        .write()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(e) = table.iter().find(|e| e.walk == walk && e.name == name) {
        return Ok(e.kind);
    }
    if table.len() >= CAPACITY {
        return Err(DefineError::Full);
    }
    let kind =
        PieceKind(FIRST_DYNAMIC + u16::try_from(table.len()).map_err(|_| DefineError::Full)?);
    let leak = |s: String| -> &'static str { Box::leak(s.into_boxed_str()) };
    let [en, de, fr] = codes;
    let entry: &'static PieceEntry = Box::leak(Box::new(PieceEntry {
        kind,
        name: leak(name),
        aliases: &[],
        en: en.map(leak),
        de: de.map(leak),
        fr: fr.map(leak),
        uc: None,
        walk,
        note: "defined by the input",
    }));
    table.push(entry);
    Ok(kind)
}

/// The hunter moving away from its home rank (forward) as `away` and
/// towards it (backward) as `home`; sideways moves are not allowed (Popeye's
/// `X/Y` hunters). Its codes are the two pieces' codes joined by `/` in
/// each language where both have one.
///
/// ```
/// use nightrider_board::catalogue::{self, Language};
/// use nightrider_board::PieceKind;
/// let rb = catalogue::hunter(PieceKind::ROOK, PieceKind::BISHOP).unwrap();
/// assert_eq!(catalogue::hunter(PieceKind::ROOK, PieceKind::BISHOP), Ok(rb));
/// assert_eq!(catalogue::entry(rb).unwrap().code(Language::German), Some("t/l"));
/// assert!(catalogue::walk(rb).is_ok());
/// ```
///
/// # Errors
/// [`DefineError::Name`] if either piece is unknown or itself a hunter;
/// [`DefineError::Full`] when the table is full.
pub fn hunter(away: PieceKind, home: PieceKind) -> Result<PieceKind, DefineError> {
    let (Some(a), Some(h)) = (super::entry(away), super::entry(home)) else {
        return Err(DefineError::Name(format!("{away}/{home}")));
    };
    if matches!(a.walk, WalkSpec::Hunter(..)) || matches!(h.walk, WalkSpec::Hunter(..)) {
        return Err(DefineError::Name(format!("{}/{}", a.name, h.name)));
    }
    let code = |l: Language| Some(format!("{}/{}", a.code(l)?, h.code(l)?));
    intern(
        format!("{}/{} hunter", a.name, h.name),
        WalkSpec::Hunter(away, home),
        [
            code(Language::English),
            code(Language::German),
            code(Language::French),
        ],
    )
}

/// The piece named `name` with the Betza walk `walk` (nightrider's XBetza
/// dialect, see [`crate::betza`]), for a problem that defines its own
/// pieces. It has no Popeye code.
///
/// ```
/// use nightrider_board::catalogue;
/// let w = catalogue::define_betza("wildebeest", "NC").unwrap();
/// assert_eq!(catalogue::define_betza("wildebeest", "NC"), Ok(w));
/// assert_eq!(catalogue::entry(w).unwrap().name, "wildebeest");
/// assert!(catalogue::define_betza("queen", "Q").is_err());
/// ```
///
/// # Errors
/// [`DefineError::Betza`] if `walk` does not parse, [`DefineError::Name`]
/// if `name` is empty or names a catalogue piece, [`DefineError::Full`]
/// when the table is full. (One name may be defined with different walks,
/// in different problems: each definition is its own kind.)
pub fn define_betza(name: &str, walk: &str) -> Result<PieceKind, DefineError> {
    let name = name.trim();
    if name.is_empty() || super::table::TABLE.iter().any(|e| e.has_name(name)) {
        return Err(DefineError::Name(name.to_string()));
    }
    betza::parse(walk).map_err(|error| DefineError::Betza {
        name: name.to_string(),
        error,
    })?;
    let known = TABLE
        .read()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .iter()
        .find(|e| e.name == name && matches!(e.walk, WalkSpec::Betza(w) if w == walk))
        .map(|e| e.kind);
    if let Some(kind) = known {
        return Ok(kind);
    }
    let walk: &'static str = Box::leak(walk.to_string().into_boxed_str());
    intern(name.to_string(), WalkSpec::Betza(walk), [None, None, None])
}

/// The interned piece named `name` (case, blanks, `-`, `_` ignored): the
/// one defined last if [`define_betza`] was given that name with several
/// walks, or a hunter by its name (`rook/bishop hunter`).
pub fn defined(name: &str) -> Option<PieceKind> {
    let table = TABLE
        .read()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    table
        .iter()
        .rev()
        .find(|e| e.has_name(name))
        .map(|e| e.kind)
}
