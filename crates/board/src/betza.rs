//! Betza / XBetza piece notation, parsed into a [`Walk`] and printed back.
//!
//! # Grammar
//!
//! ```text
//! walk      := ["{pawn}"] component*
//! component := (extension | modifier)* atoms [range]
//! atoms     := W F D N A H C Z G        single atoms (see walk::Atom)
//!            | K Q R B                  K = WF, Q = RB, R = WW, B = FF
//!            | "(" a "," b ")"          any (a,b) leaper, e.g. (1,4)
//!            | X X                      a doubled atom is an unlimited rider (NN)
//! range     := digits                   maximal number of steps; 0 = unlimited
//! ```
//!
//! Modifiers (standard Betza / XBetza): `m` moves only, `c` captures only,
//! `e` may also capture en passant, `p` hops over a screen and lands anywhere
//! beyond (cannon/lion), `g` hops and lands right behind (grasshopper), `n`
//! lame (not jumping), `o` cylinder, `i` only from the initial rank,
//! `q` circular (the path of `{rose}`, with the usual range: `qNN` is the
//! rose, `qN` a knight), directions `f b l r v s` (see below). XBetza's
//! `a` (multi-leg moves), `j`, `y` and the other modifiers are rejected
//! as unsupported.
//!
//! Extensions (nightrider-specific, in braces, apply to the next atom):
//! `{hN}` hop over N hurdles (kangaroo `{h2}gQ`), `{dN}` land N squares
//! behind (grasshopper-2 `{d2}gQ`), `{t45}` `{t90}` `{t135}` `{t180}`
//! deflected landing (moose, eagle, sparrow, hamster), `{x}` locust capture,
//! `{e}`/`{en}` equihopper (stop/non-stop), `{es}`/`{esn}` equistopper,
//! `{n1}` not from the first rank, `{far}` only in the opponent's half, `{moa}` lame diagonal-first, `{rose}` circular, `{zzAB}` zigzag with
//! axis (A,B), `{rf}` reflecting, optionally followed by `c` (also in corners),
//! `e` (mirror at the board edge) and a maximal number of reflections (`{rfe1}`), `{b}` bent (gryphon `{b}FF`). A leading `{pawn}` marks
//! pawn semantics (promotion, en passant victim).
//!
//! # Directions
//!
//! Direction letters are read as a sequence of *words*, greedily longest
//! first (3, 2, then 1 letter); a word of several letters is the
//! *intersection* of its letters and is taken only if that is not empty,
//! otherwise the letters are single words whose sets are *united*. Letter
//! sets (White's view): `f` dy>0, `b` dy<0, `r` dx>0, `l` dx<0, `v`
//! |dy|>|dx|, `s` |dx|>|dy|; a doubled letter adds its axis: `ff` = f∩v,
//! `bb` = b∩v, `rr` = r∩s, `ll` = l∩s. So `fsW` is forward and sideways,
//! `fsN` the two wide forward knight moves, `flF` one diagonal, `ffrN` the
//! single (1,2) move. Three-letter words must start with a doubled letter.
//! A compound (K, Q) applies the directions to each of its atoms and only
//! fails when none of them selects anything.
//!
//! ```
//! use nightrider_board::betza;
//! let pao = betza::parse("mRcpR").unwrap();
//! assert_eq!(pao.to_string(), "mRcpR");
//! let err = betza::parse("mRc?").unwrap_err();
//! assert_eq!(err.position, 3);
//! ```

use crate::walk::{
    Action, Atom, AtomClass, Component, Dirs, Landing, Mode, Path, Ranks, Turn, Walk, WalkError,
    UNLIMITED,
};
use std::fmt;

/// Why a Betza string was rejected.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BetzaErrorKind {
    /// A character that cannot appear here.
    #[error("unexpected character {0:?}")]
    Unexpected(char),
    /// A known XBetza modifier that nightrider does not support.
    #[error("unsupported XBetza modifier {0:?}")]
    Unsupported(char),
    /// An unknown `{…}` extension.
    #[error("unknown extension {{{0}}}")]
    UnknownExtension(String),
    /// A `{` or `(` without its closing bracket.
    #[error("unterminated bracket")]
    Unterminated,
    /// Modifiers without an atom after them.
    #[error("modifiers without an atom")]
    MissingAtom,
    /// A malformed `(a,b)` atom.
    #[error("invalid atom")]
    BadAtom,
    /// A range that does not fit.
    #[error("invalid range")]
    BadRange,
    /// Two contradicting modifiers (e.g. `p` and `g`, or two paths).
    #[error("conflicting modifiers")]
    Conflict,
    /// The directions select nothing for this atom.
    #[error("the directions select no move of this atom")]
    EmptyDirections,
    /// The component is not valid.
    #[error("invalid component: {0}")]
    Invalid(WalkError),
}

/// A Betza parse error with the byte position of the problem.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{kind} at position {position}")]
pub struct BetzaError {
    /// Byte offset into the input.
    pub position: usize,
    /// What is wrong.
    pub kind: BetzaErrorKind,
}

fn err<T>(position: usize, kind: BetzaErrorKind) -> Result<T, BetzaError> {
    Err(BetzaError { position, kind })
}

/// Letter sets for direction selection.
fn letter_holds(c: u8, dx: i8, dy: i8) -> bool {
    match c {
        b'f' => dy > 0,
        b'b' => dy < 0,
        b'r' => dx > 0,
        b'l' => dx < 0,
        b'v' => dy.abs() > dx.abs(),
        b's' => dx.abs() > dy.abs(),
        _ => false,
    }
}

/// The set a direction word selects for `atom` (empty if none).
fn word_set(atom: Atom, word: &[u8]) -> Dirs {
    Dirs::select(atom, |dx, dy| {
        let mut ok = word.iter().all(|&c| letter_holds(c, dx, dy));
        if word.len() >= 2 && word[0] == word[1] {
            ok &= match word[0] {
                b'f' | b'b' => letter_holds(b'v', dx, dy),
                _ => letter_holds(b's', dx, dy),
            };
        }
        ok
    })
}

fn word_ok(word: &[u8]) -> bool {
    match word.len() {
        1 => true,
        2 => true,
        3 => word[0] == word[1],
        _ => false,
    }
}

/// The vectors of `atom` that a direction letter sequence selects (see the
/// module documentation); an empty sequence selects every vector.
pub fn directions(atom: Atom, letters: &[u8]) -> Dirs {
    if letters.is_empty() {
        return Dirs::all(atom);
    }
    let mut mask = 0u8;
    let mut i = 0;
    while i < letters.len() {
        let mut taken = 1;
        for len in [3usize, 2] {
            if i + len <= letters.len() {
                let w = &letters[i..i + len];
                if word_ok(w) && !word_set(atom, w).is_empty() {
                    taken = len;
                    break;
                }
            }
        }
        mask |= word_set(atom, &letters[i..i + taken]).0;
        i += taken;
    }
    Dirs(mask)
}

/// Candidate direction words, most general first.
fn candidate_words() -> Vec<Vec<u8>> {
    let letters = [b'f', b'b', b'r', b'l', b'v', b's'];
    let mut words: Vec<Vec<u8>> = letters.iter().map(|&c| vec![c]).collect();
    for &x in &letters {
        for &y in &letters {
            words.push(vec![x, y]);
        }
    }
    for &x in b"fbrl" {
        for &y in &letters {
            words.push(vec![x, x, y]);
        }
    }
    words
}

/// The explicit one-vector word of vector `i` of `atom`.
fn explicit_word(atom: Atom, i: usize) -> Vec<u8> {
    let Some((dx, dy)) = atom.vector(i) else {
        return Vec::new();
    };
    let fb = if dy > 0 { b'f' } else { b'b' };
    let rl = if dx > 0 { b'r' } else { b'l' };
    match atom.class() {
        AtomClass::Orthogonal => vec![if dx == 0 { fb } else { rl }],
        AtomClass::Diagonal => vec![fb, rl],
        AtomClass::Oblique => {
            if dy.abs() > dx.abs() {
                vec![fb, fb, rl]
            } else {
                vec![rl, rl, fb]
            }
        }
    }
}

/// Prints `dirs` for `atom` as a direction string that [`directions`] reads back.
pub fn direction_string(atom: Atom, dirs: Dirs) -> String {
    let all = Dirs::all(atom);
    if dirs == all {
        return String::new();
    }
    // Greedy cover by the largest words inside the mask.
    let words = candidate_words();
    let mut covered = 0u8;
    let mut chosen: Vec<&Vec<u8>> = Vec::new();
    while covered != dirs.0 {
        let mut best: Option<(u32, &Vec<u8>)> = None;
        for w in &words {
            if !word_ok(w) {
                continue;
            }
            let s = word_set(atom, w).0;
            if s == 0 || s & !dirs.0 != 0 {
                continue;
            }
            let gain = (s & !covered).count_ones();
            if gain == 0 {
                continue;
            }
            if best.is_none_or(|(g, bw)| gain > g || (gain == g && w.len() < bw.len())) {
                best = Some((gain, w));
            }
        }
        match best {
            Some((_, w)) => {
                covered |= word_set(atom, w).0;
                chosen.push(w);
            }
            None => break,
        }
    }
    let order = |c: u8| b"fbrlvs".iter().position(|&x| x == c).unwrap_or(6);
    let mut sorted = chosen.clone();
    sorted.sort_by_key(|w| w.iter().map(|&c| order(c)).collect::<Vec<_>>());
    for candidate in [sorted, chosen] {
        let out: Vec<u8> = candidate.into_iter().flatten().copied().collect();
        if directions(atom, &out) == dirs {
            return String::from_utf8(out).unwrap_or_default();
        }
    }
    let mut explicit = Vec::new();
    for i in 0..atom.vector_count() {
        if dirs.contains(i) {
            explicit.extend(explicit_word(atom, i));
        }
    }
    String::from_utf8(explicit).unwrap_or_default()
}

#[derive(Default)]
struct Mods {
    m: bool,
    c: bool,
    e: bool,
    hop: Option<(u8, usize)>, // b'p' or b'g'
    lame: bool,
    cylinder: bool,
    ranks: Option<(Ranks, usize)>,
    dirs: Vec<u8>,
    hurdles: Option<u8>,
    distance: Option<u8>,
    turn: Option<Turn>,
    locust: bool,
    equi: Option<Action>,
    path: Option<Path>,
    start: usize,
    any: bool,
}

fn parse_number(s: &[u8], i: &mut usize) -> Option<u32> {
    let start = *i;
    let mut v: u32 = 0;
    while *i < s.len() && s[*i].is_ascii_digit() {
        v = v.saturating_mul(10).saturating_add(u32::from(s[*i] - b'0'));
        *i += 1;
    }
    (*i > start).then_some(v)
}

fn parse_extension(word: &str, mods: &mut Mods, pos: usize) -> Result<(), BetzaError> {
    let unknown = || err(pos, BetzaErrorKind::UnknownExtension(word.to_string()));
    let set_path = |mods: &mut Mods, p: Path| {
        if mods.path.replace(p).is_some() {
            err(pos, BetzaErrorKind::Conflict)
        } else {
            Ok(())
        }
    };
    let num = |s: &str| s.parse::<u8>().ok();
    match word {
        "x" => mods.locust = true,
        "n1" | "far" => {
            let r = if word == "n1" {
                Ranks::NotFirst
            } else {
                Ranks::FarHalf
            };
            if mods.ranks.is_some_and(|(old, _)| old != r) {
                return err(pos, BetzaErrorKind::Conflict);
            }
            mods.ranks = Some((r, pos));
        }
        "e" => mods.equi = Some(Action::EquiHop { nonstop: false }),
        "en" => mods.equi = Some(Action::EquiHop { nonstop: true }),
        "es" => mods.equi = Some(Action::EquiStop { nonstop: false }),
        "esn" => mods.equi = Some(Action::EquiStop { nonstop: true }),
        "moa" => set_path(mods, Path::LameDiagonalFirst)?,
        "rose" => set_path(mods, Path::Circular)?,
        "b" => set_path(mods, Path::Bent)?,
        _ => {
            if let Some(rest) = word.strip_prefix("rf") {
                let (corners, rest) = match rest.strip_prefix('c') {
                    Some(d) => (true, d),
                    None => (false, rest),
                };
                let (at_edge, digits) = match rest.strip_prefix('e') {
                    Some(d) => (true, d),
                    None => (false, rest),
                };
                let max_reflections = if digits.is_empty() {
                    0
                } else {
                    match num(digits) {
                        Some(n) if n > 0 => n,
                        _ => return unknown(),
                    }
                };
                set_path(
                    mods,
                    Path::Reflecting {
                        max_reflections,
                        corners,
                        at_edge,
                    },
                )?;
            } else if let Some(rest) = word.strip_prefix("zz") {
                let b = rest.as_bytes();
                if b.len() != 2 || !b.iter().all(u8::is_ascii_digit) {
                    return unknown();
                }
                let (x, y) = (b[0] - b'0', b[1] - b'0');
                let axis = if x <= y { (x, y) } else { (y, x) };
                set_path(mods, Path::Zigzag { axis })?;
            } else if let Some(n) = word.strip_prefix('h').and_then(num) {
                if !(2..=9).contains(&n) {
                    return unknown();
                }
                mods.hurdles = Some(n);
            } else if let Some(n) = word.strip_prefix('d').and_then(num) {
                if !(2..=9).contains(&n) {
                    return unknown();
                }
                mods.distance = Some(n);
            } else if let Some(t) = word
                .strip_prefix('t')
                .and_then(|s| s.parse::<u16>().ok())
                .and_then(Turn::from_degrees)
            {
                if t == Turn::Straight {
                    return unknown();
                }
                mods.turn = Some(t);
            } else {
                return unknown();
            }
        }
    }
    Ok(())
}

/// Builds the components for `atoms` with the collected modifiers.
fn build(
    mods: &Mods,
    atoms: &[Atom],
    range: u8,
    out: &mut Vec<Component>,
    pos: usize,
) -> Result<(), BetzaError> {
    let conflict = || err(mods.start, BetzaErrorKind::Conflict);
    let mut path = mods.path.unwrap_or(Path::Straight);
    if mods.lame {
        if mods.path.is_some() {
            return conflict();
        }
        path = Path::Lame;
    }
    let action = if mods.locust {
        if mods.hop.is_some() || mods.equi.is_some() {
            return conflict();
        }
        Action::Locust
    } else if let Some(eq) = mods.equi {
        if mods.hop.is_some() {
            return conflict();
        }
        eq
    } else if let Some((h, _)) = mods.hop {
        let landing = match h {
            b'p' => {
                if mods.distance.is_some() {
                    return conflict();
                }
                Landing::Beyond
            }
            _ => Landing::Behind(mods.distance.unwrap_or(1)),
        };
        Action::Hop {
            hurdles: mods.hurdles.unwrap_or(1),
            landing,
            turn: mods.turn.unwrap_or(Turn::Straight),
        }
    } else {
        if mods.hurdles.is_some() || mods.distance.is_some() || mods.turn.is_some() {
            return conflict();
        }
        Action::Slide
    };
    if !matches!(action, Action::Hop { .. })
        && (mods.hurdles.is_some() || mods.distance.is_some() || mods.turn.is_some())
    {
        return conflict();
    }
    let mut mode = Mode::empty();
    if mods.m {
        mode |= Mode::MOVE;
    }
    if mods.c || mods.e {
        mode |= Mode::CAPTURE;
    }
    if !mods.m && !mods.c && !mods.e {
        mode = Component::default_mode(action);
    }
    if mods.e {
        mode |= Mode::EN_PASSANT;
    }
    let mut produced = 0;
    let mut first_err = None;
    for &atom in atoms {
        let dirs = directions(atom, &mods.dirs);
        if dirs.is_empty() {
            continue;
        }
        let c = Component {
            atom,
            dirs,
            range,
            path,
            action,
            mode,
            ranks: mods.ranks.map_or(Ranks::Any, |(r, _)| r),
            cylinder: mods.cylinder,
        };
        match c.validate() {
            Ok(()) => {
                out.push(c);
                produced += 1;
            }
            Err(e) => {
                first_err.get_or_insert(e);
            }
        }
    }
    if let Some(e) = first_err {
        return err(pos, BetzaErrorKind::Invalid(e));
    }
    if produced == 0 {
        return err(pos, BetzaErrorKind::EmptyDirections);
    }
    Ok(())
}

/// Parses a Betza/XBetza string (see the module documentation).
pub fn parse(s: &str) -> Result<Walk, BetzaError> {
    let b = s.as_bytes();
    let mut i = 0;
    let mut pawn = false;
    if s.starts_with("{pawn}") {
        pawn = true;
        i = 6;
    }
    let mut comps = Vec::new();
    let mut mods = Mods {
        start: i,
        ..Mods::default()
    };
    while i < b.len() {
        let c = b[i];
        if !mods.any {
            mods.start = i;
        }
        match c {
            b'{' => {
                let Some(end) = s[i..].find('}') else {
                    return err(i, BetzaErrorKind::Unterminated);
                };
                let word = &s[i + 1..i + end];
                parse_extension(word, &mut mods, i)?;
                mods.any = true;
                i += end + 1;
            }
            b'm' => {
                mods.m = true;
                mods.any = true;
                i += 1;
            }
            b'c' => {
                mods.c = true;
                mods.any = true;
                i += 1;
            }
            b'e' => {
                mods.e = true;
                mods.any = true;
                i += 1;
            }
            b'p' | b'g' => {
                if mods.hop.is_some_and(|(h, _)| h != c) {
                    return err(i, BetzaErrorKind::Conflict);
                }
                mods.hop = Some((c, i));
                mods.any = true;
                i += 1;
            }
            b'n' => {
                mods.lame = true;
                mods.any = true;
                i += 1;
            }
            b'o' => {
                mods.cylinder = true;
                mods.any = true;
                i += 1;
            }
            b'i' => {
                if mods.ranks.is_some_and(|(r, _)| r != Ranks::Initial) {
                    return err(i, BetzaErrorKind::Conflict);
                }
                mods.ranks = Some((Ranks::Initial, i));
                mods.any = true;
                i += 1;
            }
            b'f' | b'b' | b'l' | b'r' | b'v' | b's' => {
                mods.dirs.push(c);
                mods.any = true;
                i += 1;
            }
            b'q' => {
                // XBetza's circular modifier: the path of `{rose}`.
                if mods.path.replace(Path::Circular).is_some() {
                    return err(i, BetzaErrorKind::Conflict);
                }
                mods.any = true;
                i += 1;
            }
            b'a' | b'h' | b'j' | b'k' | b't' | b'u' | b'w' | b'x' | b'y' | b'z' | b'd' => {
                return err(i, BetzaErrorKind::Unsupported(c as char));
            }
            b'K' | b'Q' | b'R' | b'B' | b'W' | b'F' | b'D' | b'N' | b'A' | b'H' | b'C' | b'Z'
            | b'G' | b'(' => {
                let atom_pos = i;
                let (atoms, default_range, next) = parse_atoms(s, i)?;
                i = next;
                let mut range = default_range;
                if i < b.len() && b[i].is_ascii_digit() {
                    let rpos = i;
                    let Some(n) = parse_number(b, &mut i) else {
                        return err(rpos, BetzaErrorKind::BadRange);
                    };
                    range = match n {
                        0 => UNLIMITED,
                        1..=254 => n as u8,
                        _ => return err(rpos, BetzaErrorKind::BadRange),
                    };
                }
                build(&mods, &atoms, range, &mut comps, atom_pos)?;
                mods = Mods {
                    start: i,
                    ..Mods::default()
                };
            }
            _ => return err(i, BetzaErrorKind::Unexpected(c as char)),
        }
    }
    if mods.any {
        return err(b.len(), BetzaErrorKind::MissingAtom);
    }
    Walk::new(comps, pawn).map_err(|e| BetzaError {
        position: 0,
        kind: BetzaErrorKind::Invalid(e),
    })
}

/// Parses the atom part at `i`: the atoms, their default range and the
/// position after them.
fn parse_atoms(s: &str, i: usize) -> Result<(Vec<Atom>, u8, usize), BetzaError> {
    let b = s.as_bytes();
    match b[i] {
        b'K' => Ok((vec![Atom::W, Atom::F], 1, i + 1)),
        b'Q' => Ok((vec![Atom::W, Atom::F], UNLIMITED, i + 1)),
        b'R' => Ok((vec![Atom::W], UNLIMITED, i + 1)),
        b'B' => Ok((vec![Atom::F], UNLIMITED, i + 1)),
        b'(' => {
            let (atom, next) = parse_paren_atom(s, i)?;
            if s[next..].starts_with('(') {
                if let Ok((again, n2)) = parse_paren_atom(s, next) {
                    if again == atom {
                        return Ok((vec![atom], UNLIMITED, n2));
                    }
                }
            }
            Ok((vec![atom], 1, next))
        }
        c => {
            let Some(atom) = Atom::from_letter(c as char) else {
                return err(i, BetzaErrorKind::Unexpected(c as char));
            };
            if b.get(i + 1) == Some(&c) {
                Ok((vec![atom], UNLIMITED, i + 2))
            } else {
                Ok((vec![atom], 1, i + 1))
            }
        }
    }
}

fn parse_paren_atom(s: &str, i: usize) -> Result<(Atom, usize), BetzaError> {
    let Some(end) = s[i..].find(')') else {
        return err(i, BetzaErrorKind::Unterminated);
    };
    let inner = &s[i + 1..i + end];
    let mut parts = inner.split(',');
    let x = parts.next().and_then(|p| p.trim().parse::<i32>().ok());
    let y = parts.next().and_then(|p| p.trim().parse::<i32>().ok());
    match (x, y, parts.next()) {
        (Some(x), Some(y), None) => match Atom::new(x, y) {
            Some(a) => Ok((a, i + end + 1)),
            None => err(i, BetzaErrorKind::BadAtom),
        },
        _ => err(i, BetzaErrorKind::BadAtom),
    }
}

/// Prints one component in canonical form.
fn write_component(f: &mut fmt::Formatter<'_>, c: &Component) -> fmt::Result {
    match c.path {
        Path::Straight | Path::Lame => {}
        Path::LameDiagonalFirst => f.write_str("{moa}")?,
        Path::Circular => f.write_str("{rose}")?,
        Path::Zigzag { axis } => write!(f, "{{zz{}{}}}", axis.0, axis.1)?,
        Path::Reflecting {
            max_reflections,
            corners,
            at_edge,
        } => {
            f.write_str("{rf")?;
            if corners {
                f.write_str("c")?;
            }
            if at_edge {
                f.write_str("e")?;
            }
            if max_reflections > 0 {
                write!(f, "{max_reflections}")?;
            }
            f.write_str("}")?;
        }
        Path::Bent => f.write_str("{b}")?,
    }
    match c.ranks {
        Ranks::NotFirst => f.write_str("{n1}")?,
        Ranks::FarHalf => f.write_str("{far}")?,
        Ranks::Any | Ranks::Initial => {}
    }
    let mut hop = None;
    match c.action {
        Action::Slide => {}
        Action::Locust => f.write_str("{x}")?,
        Action::EquiHop { nonstop } => f.write_str(if nonstop { "{en}" } else { "{e}" })?,
        Action::EquiStop { nonstop } => f.write_str(if nonstop { "{esn}" } else { "{es}" })?,
        Action::Hop {
            hurdles,
            landing,
            turn,
        } => {
            if hurdles != 1 {
                write!(f, "{{h{hurdles}}}")?;
            }
            match landing {
                Landing::Behind(1) => hop = Some('g'),
                Landing::Behind(n) => {
                    write!(f, "{{d{n}}}")?;
                    hop = Some('g');
                }
                Landing::Beyond => hop = Some('p'),
            }
            if turn != Turn::Straight {
                write!(f, "{{t{}}}", turn.degrees())?;
            }
        }
    }
    let base = c.mode.difference(Mode::EN_PASSANT);
    if base != Component::default_mode(c.action) || c.mode.contains(Mode::EN_PASSANT) {
        if base.contains(Mode::MOVE) {
            f.write_str("m")?;
        }
        if base.contains(Mode::CAPTURE) {
            f.write_str("c")?;
        }
        if c.mode.contains(Mode::EN_PASSANT) {
            f.write_str("e")?;
        }
    }
    if let Some(h) = hop {
        write!(f, "{h}")?;
    }
    if c.path == Path::Lame {
        f.write_str("n")?;
    }
    if c.cylinder {
        f.write_str("o")?;
    }
    if c.ranks == Ranks::Initial {
        f.write_str("i")?;
    }
    f.write_str(&direction_string(c.atom, c.dirs))?;
    match (c.atom.letter(), c.range) {
        (Some('W'), UNLIMITED) => f.write_str("R"),
        (Some('F'), UNLIMITED) => f.write_str("B"),
        (Some('W'), r) if r > 1 => write!(f, "R{r}"),
        (Some('F'), r) if r > 1 => write!(f, "B{r}"),
        (Some(l), UNLIMITED) => write!(f, "{l}{l}"),
        (Some(l), 1) => write!(f, "{l}"),
        (Some(l), r) => write!(f, "{l}{r}"),
        (None, UNLIMITED) => write!(f, "{}0", c.atom),
        (None, 1) => write!(f, "{}", c.atom),
        (None, r) => write!(f, "{}{r}", c.atom),
    }
}

impl fmt::Display for Walk {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_pawn() {
            f.write_str("{pawn}")?;
        }
        let texts: Vec<String> = self.components().iter().map(|c| c.to_string()).collect();
        for (i, t) in texts.iter().enumerate() {
            f.write_str(t)?;
            // A single-letter leaper followed by the same letter would read
            // as a rider (`A` + `AA` = `AAA`); an explicit range 1 separates them.
            if let Some(next) = texts.get(i + 1) {
                let b = t.as_bytes();
                let last = b[b.len() - 1];
                let single_letter = Atom::from_letter(last as char).is_some()
                    && (b.len() < 2 || b[b.len() - 2] != last);
                let paren = last == b')';
                let next_first = next.as_bytes()[0];
                if (single_letter && next_first == last) || (paren && next_first == b'(') {
                    f.write_str("1")?;
                }
            }
        }
        Ok(())
    }
}

impl fmt::Display for Component {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_component(f, self)
    }
}

impl std::str::FromStr for Walk {
    type Err = BetzaError;

    fn from_str(s: &str) -> Result<Walk, BetzaError> {
        parse(s)
    }
}
