//! Conditions whose parameter is a list of kinds: Football's kinds,
//! Immobilio's, and the kinds after `April` of the Circe family.

use super::kind_lists::{april_order, listed_code};
use super::{unsupported, Compiled};
use crate::error::ProblemError;
use nightrider_board::PieceKind;
use nightrider_conditions::{Condition, KindSet};
use nightrider_notation::popeye::{self, ConditionParam, InputLanguage, VariantValue};

/// The kinds listed after condition `c` (`Football Q S`), in the order
/// given; any other parameter is refused.
fn listed_kinds(
    c: &popeye::Condition,
    lang: InputLanguage,
) -> Result<Vec<PieceKind>, ProblemError> {
    let mut kinds = Vec::new();
    for p in &c.params {
        match p {
            ConditionParam::Pieces(codes) => {
                for code in codes {
                    kinds.push(crate::pieces::resolve_code(lang, code.as_str())?);
                }
            }
            _ => return Err(unsupported(format!("{} with parameters", c.name))),
        }
    }
    Ok(kinds)
}

/// Football with its kinds (`Football Q S R B N`, printed in Popeye's
/// order of kinds, see [`april_order`]); a king among them is dropped.
/// Without kinds it changes nothing and Popeye prints no line for it.
pub(super) fn football(c: &popeye::Condition, lang: InputLanguage) -> Compiled {
    let mut kinds = listed_kinds(c, lang)?;
    kinds.retain(|&kind| kind != PieceKind::KING);
    if kinds.is_empty() {
        return Ok((Condition::Football(None), String::new()));
    }
    let set = KindSet::new(&kinds)
        .ok_or_else(|| unsupported(format!("{} with more than 8 kinds", c.name)))?;
    // (Popeye prints hunters last: `Football Q  RH/ R`)
    let mut codes: Vec<String> = april_order(set).into_iter().map(listed_code).collect();
    codes.sort_by_key(|code| code.contains('/'));
    Ok((
        Condition::Football(Some(set)),
        format!("Football {}", codes.join(" ")),
    ))
}

/// Immobilio with the orthodox kinds it binds (`Immobilio R B`; all of
/// them without a list), printed `Immobilio` alone as Popeye 4.104
/// prints it; a fairy kind in the list is refused.
pub(super) fn immobilio(c: &popeye::Condition, lang: InputLanguage) -> Compiled {
    let kinds = listed_kinds(c, lang)?;
    if kinds.iter().any(|kind| !kind.is_orthodox()) {
        return Err(unsupported(format!("{} with fairy kinds", c.name)));
    }
    Ok((
        Condition::Immobilio(KindSet::new(&kinds)),
        c.name.to_string(),
    ))
}

/// The kinds after `April` (or `AprilChess`), which must name one.
pub(super) fn april_kinds(
    c: &popeye::Condition,
    lang: InputLanguage,
) -> Result<KindSet, ProblemError> {
    let codes = c.params.iter().find_map(|p| match p {
        ConditionParam::Variant("April", VariantValue::Pieces(codes))
        | ConditionParam::Pieces(codes) => Some(codes),
        _ => None,
    });
    let mut kinds = Vec::new();
    for code in codes.into_iter().flatten() {
        kinds.push(crate::pieces::resolve_code(lang, code.as_str())?);
    }
    KindSet::new(&kinds).ok_or_else(|| unsupported(format!("{} April without its kinds", c.name)))
}
