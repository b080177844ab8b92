//! The compilers of the move-selection family: Popeye's mummers and
//! MustCapture, Jacobi's obligations (MustCapture and MustCheck with
//! `Anti`, `Ultra`, `SemiUltra`), Bolero, SingleBox and PromOnly.

use super::*;

/// MustCapture, Maximummer and Minimummer: plain, or with one of
/// Popeye's parameters `Ultra` and `Exact` (see
/// [`Condition::StrictMummer`]), printed after two spaces in the
/// input's language as Popeye 4.104 prints them (`WhiteMaximummer
/// ultra`, `WeisserLaengstzueger  exakt`).
pub(super) fn mummer(
    c: &popeye::Condition,
    lang: InputLanguage,
    plain_condition: Condition,
    rule: Mummer,
    side: Colour,
) -> Compiled {
    let ultra = match variants(c)?[..] {
        [] => return plain(c, plain_condition),
        ["Ultra"] => true,
        ["Exact"] => false,
        _ => return Err(unsupported(format!("{} with parameters", c.name))),
    };
    let word = match (lang, ultra) {
        (InputLanguage::German, true) => "Ultra",
        (InputLanguage::German, false) => "exakt",
        (_, true) => "ultra",
        (_, false) => "exact",
    };
    Ok((
        Condition::StrictMummer { rule, side, ultra },
        format!("{}  {word}", c.name),
    ))
}

/// Whether a MustCapture row carries one of Jacobi's options (`Anti`,
/// `SemiUltra`), which make it one of Jacobi's obligations.
pub(super) fn jacobi_obligation_options(c: &popeye::Condition) -> bool {
    c.params.iter().any(|p| {
        matches!(
            p,
            ConditionParam::Variant("Anti" | "SemiUltra", VariantValue::None)
        )
    })
}

/// One of Jacobi's obligations.
pub(super) fn obliged(side: Colour, aim: Aim, anti: bool, ending: Ending, pass: bool) -> Condition {
    Condition::Obliged(Obligation {
        side,
        aim,
        anti,
        ending,
        pass,
    })
}

/// Jacobi's MustCapture (with `Anti` or `SemiUltra`) and MustCheck with
/// the options `Anti` and one of `Ultra`, `SemiUltra`, printed as
/// written.
pub(super) fn obligation(c: &popeye::Condition, side: Colour, aim: Aim) -> Compiled {
    let words = variants(c)?;
    let anti = words.first() == Some(&"Anti");
    let ending = match words[usize::from(anti)..] {
        [] => Ending::Free,
        ["Ultra"] => Ending::Ultra,
        ["SemiUltra"] => Ending::SemiUltra,
        _ => return Err(unsupported(format!("{} {}", c.name, words.join(" ")))),
    };
    let mut line = c.name.to_string();
    for w in &words {
        line.push(' ');
        line.push_str(w);
    }
    Ok((obliged(side, aim, anti, ending, false), line))
}

/// Bolero and BoleroInverse, with or without RexInclusive.
pub(super) fn bolero(c: &popeye::Condition, inverse: bool) -> Compiled {
    let v = variants(c)?;
    if v.iter().any(|n| *n != "RexInclusive") {
        return Err(unsupported(format!("{} {}", c.name, v.join(" "))));
    }
    let bolero = nightrider_conditions::bolero::Bolero {
        inverse,
        rex_inclusive: v.contains(&"RexInclusive"),
    };
    Ok((Condition::Bolero(bolero), bolero.name().to_string()))
}

/// SingleBox: Type1 (the default, printed `SingleBox    Type1`), Type2
/// (latent pawns promoted by the other side's move) and Type3 (latent
/// pawns promoted by their own side).
pub(super) fn single_box(c: &popeye::Condition) -> Compiled {
    let v = variants(c)?;
    if let Some(other) = v
        .iter()
        .find(|n| !matches!(**n, "Type1" | "Type2" | "Type3"))
    {
        return Err(unsupported(format!("SingleBox {other}")));
    }
    match v.last() {
        Some(&"Type2") => Ok((Condition::SingleBoxType2, "SingleBox    Type2".to_string())),
        Some(&"Type3") => Ok((Condition::SingleBoxType3, "SingleBox    Type3".to_string())),
        _ => Ok((Condition::SingleBox, "SingleBox    Type1".to_string())),
    }
}

/// PromOnly with its kinds (`PromOnly Q S R B DU`: in Popeye's order of
/// kinds, see [`april_order`]); refused without kinds, or with a king or
/// a pawn among them.
pub(super) fn prom_only(c: &popeye::Condition, lang: InputLanguage) -> Compiled {
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
    let set = KindSet::new(&kinds)
        .filter(|set| !set.contains(PieceKind::KING) && !set.contains(PieceKind::PAWN))
        .ok_or_else(|| unsupported(format!("{} with the kinds given", c.name)))?;
    let codes: Vec<String> = april_order(set).into_iter().map(listed_code).collect();
    Ok((
        Condition::PromOnly(set),
        format!("PromOnly {}", codes.join(" ")),
    ))
}
