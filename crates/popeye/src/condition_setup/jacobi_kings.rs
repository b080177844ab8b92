//! Jacobi's own conditions about kings and rebirth (read from Jacobi's
//! table, [`popeye::jacobi_conditions::JACOBI_CONDITIONS`]): those that
//! are Popeye conditions under another name are rewritten into them
//! before compiling, as Jacobi's manual defines them; NonRoyalKings
//! compiles to [`Condition::NonRoyalKings`].
//!
//! - `KamikazeCirce` = `Circe` + `AntiCirce RexExclusive Relaxed` (the
//!   capturer reborn as under AntiCirce, or gone where its square is
//!   occupied; the captured unit reborn as under Circe). The manual: "It
//!   turns out that this is exactly equivalent to AntiCirce RexExclusive
//!   Relaxed Circe, which is how it is obtained in Jacobi"; and Popeye's
//!   kamikaze pieces beside Circe play the same.
//! - `KamikazeCirceRexInclusive` = `Circe RexInclusive` + `AntiCirce
//!   Relaxed`.
//! - `KamikazeCirceMirror` = `Circe Mirror` + `AntiCirce RexExclusive
//!   Relaxed Mirror`.
//! - `MemoryCirce` = `Circe WaitCapture` with the rebirth on the capture
//!   square (Jacobi's `Circe WaitCapture Ibidem`; Popeye's
//!   `CaptureSquare`, which plays as the manual's trick `Symmetry
//!   Diametral`).
//! - `Kamikaze` compiles to [`Condition::KamikazeChess`], `Kamikaze
//!   RexInclusive` to [`Condition::KamikazeChessRexInclusive`].
//! - `Monochromatic` = `MonochromChess` (the manual: "In the fairy
//!   condition Monochromatic, checks obey the restriction", as under
//!   Popeye's MonochromChess).
//! - `Knightmate` compiles to [`Condition::Knightmate`].
//! - `Losing NonRoyalKings CastlingAllowed` is Popeye's LosingChess (the
//!   manual: "To obtain LosingChess CastlingAllowed, use Losing
//!   NonRoyalKings CastlingAllowed"): the NonRoyalKings line is dropped
//!   beside LosingChess when it allows castling.

use super::*;

/// A Popeye condition with plain variants.
fn popeye_condition(name: &'static str, variants: &[&'static str]) -> popeye::Condition {
    popeye::Condition {
        name,
        params: variants
            .iter()
            .map(|v| ConditionParam::Variant(v, VariantValue::None))
            .collect(),
    }
}

/// The Popeye conditions Jacobi's condition `c` stands for, if it is one
/// of those this module rewrites (without parameters: with any it is
/// left alone, to be refused by name).
fn rewritten(c: &popeye::Condition) -> Option<Vec<popeye::Condition>> {
    if !c.params.is_empty() {
        return None;
    }
    let circe = |variants| popeye_condition("Circe", variants);
    let anti = |variants| popeye_condition("AntiCirce", variants);
    Some(match c.name {
        "KamikazeCirce" => vec![circe(&[]), anti(&["RexExclusive", "Relaxed"])],
        "KamikazeCirceRexInclusive" => vec![circe(&["RexInclusive"]), anti(&["Relaxed"])],
        "KamikazeCirceMirror" => vec![
            circe(&["Mirror"]),
            anti(&["RexExclusive", "Relaxed", "Mirror"]),
        ],
        "MemoryCirce" => vec![circe(&["WaitCapture", "CaptureSquare"])],
        "Monochromatic" => vec![popeye_condition("MonochromChess", &[])],
        _ => return None,
    })
}

/// `conditions` with Jacobi's conditions that are Popeye's under another
/// name rewritten into Popeye's (see the module's list).
pub(super) fn expand(conditions: &[popeye::Condition]) -> Vec<popeye::Condition> {
    let losing = conditions.iter().any(|c| c.name == "LosingChess");
    let mut out = Vec::with_capacity(conditions.len() + 1);
    for c in conditions {
        if losing && c.name == "NonRoyalKings" && castling_allowed(c) && c.params.len() == 1 {
            continue;
        }
        match rewritten(c) {
            Some(list) => out.extend(list),
            None => out.push(c.clone()),
        }
    }
    out
}

/// Whether `c` has the variant `CastlingAllowed`.
fn castling_allowed(c: &popeye::Condition) -> bool {
    c.params.iter().any(|p| {
        matches!(
            p,
            ConditionParam::Variant("CastlingAllowed", VariantValue::None)
        )
    })
}

/// Kamikaze (every unit but the kings a kamikaze piece), and `Kamikaze
/// RexInclusive` (the kings too).
pub(super) fn kamikaze(c: &popeye::Condition) -> Compiled {
    match variants(c)?[..] {
        [] => Ok((Condition::KamikazeChess, c.name.to_string())),
        ["RexInclusive"] => Ok((
            Condition::KamikazeChessRexInclusive,
            format!("{} RexInclusive", c.name),
        )),
        ref other => Err(unsupported(format!("{} {}", c.name, other.join(" ")))),
    }
}

/// NonRoyalKings, plain or `CastlingAllowed`.
pub(super) fn non_royal_kings(c: &popeye::Condition) -> Compiled {
    let condition = match variants(c)?[..] {
        [] => Condition::NonRoyalKings { castling: false },
        ["CastlingAllowed"] => Condition::NonRoyalKings { castling: true },
        ref other => return Err(unsupported(format!("{} {}", c.name, other.join(" ")))),
    };
    let line = condition.to_string();
    Ok((condition, line))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The compiled conditions of one problem's `condition` line.
    fn compiled(line: &str) -> Result<Vec<Condition>, ProblemError> {
        super::super::compile_line(line).map(|c| c.list)
    }

    /// Source: Jacobi's manual, section Kamikaze Circe (the equivalences).
    #[test]
    fn kamikaze_circe_is_circe_beside_anticirce_relaxed() {
        assert_eq!(
            compiled("KamikazeCirce").unwrap(),
            compiled("Circe AntiCirce RexExclusive Relaxed").unwrap()
        );
        assert_eq!(
            compiled("KamikazeCirceRexInclusive").unwrap(),
            compiled("Circe RexInclusive AntiCirce Relaxed").unwrap()
        );
        assert_eq!(
            compiled("KamikazeCirceMirror").unwrap(),
            compiled("Circe Mirror AntiCirce RexExclusive Relaxed Mirror").unwrap()
        );
        assert_eq!(
            compiled("MemoryCirce").unwrap(),
            compiled("Circe WaitCapture CaptureSquare").unwrap()
        );
        assert_eq!(
            compiled("Monochromatic").unwrap(),
            compiled("MonochromChess").unwrap()
        );
        assert_eq!(
            compiled("Kamikaze RexInclusive").unwrap(),
            vec![Condition::KamikazeChessRexInclusive]
        );
    }

    /// Source: Jacobi's manual, section NonRoyalKings.
    #[test]
    fn non_royal_kings_and_losing() {
        assert_eq!(
            compiled("NonRoyalKings").unwrap(),
            vec![Condition::NonRoyalKings { castling: false }]
        );
        assert_eq!(
            compiled("NonRoyalKings CastlingAllowed").unwrap(),
            vec![Condition::NonRoyalKings { castling: true }]
        );
        assert_eq!(
            compiled("Losing NonRoyalKings CastlingAllowed").unwrap(),
            vec![Condition::Losing]
        );
    }

    /// The Jacobi conditions not implemented are refused by name.
    #[test]
    fn the_others_are_refused_by_name() {
        for name in [
            "Cannibal",
            "#R",
            "Kk",
            "Contagion ByBlack",
            "Pandemic",
            "VerticalCylinder",
            "Chess960",
            "Chigorin",
            "Almost",
            "Berolina",
        ] {
            let err = compiled(name).unwrap_err().to_string();
            let first = name.split_whitespace().next().unwrap();
            assert!(err.contains(first), "{name}: {err}");
        }
    }

    /// Jacobi's names of this module are no name nor prefix Popeye's
    /// table reads, so they never change how a Popeye input is read.
    #[test]
    fn jacobi_names_are_not_popeyes() {
        use popeye::tables::{lookup_index, Lookup};
        let table = popeye::conditions::CONDITIONS;
        for def in popeye::jacobi_conditions::JACOBI_CONDITIONS {
            let name = def.names[0];
            let found = lookup_index(
                table.len(),
                |i| &table[i].names,
                InputLanguage::English,
                name,
            );
            assert!(matches!(found, Lookup::NotFound), "{name}");
        }
    }
}
