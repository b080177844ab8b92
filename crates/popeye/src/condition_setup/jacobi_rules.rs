//! The compilers of Jacobi's own move rules (read from Jacobi's table,
//! [`popeye::jacobi_conditions::JACOBI_CONDITIONS`]):
//!
//! - `DoubleMaximummer` = `WhiteMaximummer BlackMaximummer`, rewritten
//!   into Popeye's two conditions before compiling. Jacobi's manual
//!   ("Move length"): a castling's length is the king's and the rook's
//!   added, a reborn unit's path is not counted; Popeye 4.104 measures so
//!   too (see [`nightrider_conditions::hooks::move_length`]).
//! - `FreeForAll` compiles to [`Condition::FreeForAll`],
//!   `NoImmediateRepetition` to [`Condition::NoImmediateRepetition`]
//!   (the manual: "AllIn = FreeForAll + NoImmediateRepetition").
//! - `Distancing` with its options `WhiteAvoidsBlack`,
//!   `WhiteAvoidsWhite`, `BlackAvoidsWhite`, `BlackAvoidsBlack`,
//!   `RexInclusive`, `OrthodoxChecks` (at least one side avoiding
//!   another), and the manual's `WhiteAntiKoeko`, `BlackAntiKoeko`
//!   compile to [`Condition::Distancing`].
//! - The Circe option `Ibidem` is Popeye's `CaptureSquare` (the manual:
//!   "can be obtained in Popeye with the trick Circe Symmetry Diametral");
//!   `Above` and `Below` are read by the Circe compiler
//!   (`nightrider_conditions::jacobi_rebirth`).
//! - `EinsteinChess WithPromotions` compiles to
//!   [`Condition::EinsteinWithPromotions`].

use super::*;

/// The Popeye conditions Jacobi's condition `c` stands for, if it is one
/// of those this module rewrites (without parameters: with any it is
/// left alone, to be refused by name).
fn rewritten(c: &popeye::Condition) -> Option<Vec<popeye::Condition>> {
    if !c.params.is_empty() {
        return None;
    }
    let named = |name| popeye::Condition {
        name,
        params: Vec::new(),
    };
    match c.name {
        "DoubleMaximummer" => Some(vec![named("WhiteMaximummer"), named("BlackMaximummer")]),
        _ => None,
    }
}

/// `c` with Jacobi's rebirth square `Ibidem` (the manual: "obtained in
/// Popeye with the trick Circe Symmetry Diametral", the capture square)
/// named as Popeye's `CaptureSquare`.
fn ibidem_as_capture_square(c: &popeye::Condition) -> popeye::Condition {
    let params = c
        .params
        .iter()
        .map(|p| match p {
            ConditionParam::Variant("Ibidem", value) => {
                ConditionParam::Variant("CaptureSquare", value.clone())
            }
            other => other.clone(),
        })
        .collect();
    popeye::Condition {
        name: c.name,
        params,
    }
}

/// `conditions` with Jacobi's conditions of this module that are
/// Popeye's under another name rewritten into Popeye's.
pub(super) fn expand(conditions: &[popeye::Condition]) -> Vec<popeye::Condition> {
    let mut out = Vec::with_capacity(conditions.len() + 1);
    for c in conditions {
        let c = &ibidem_as_capture_square(c);
        match rewritten(c) {
            Some(list) => out.extend(list),
            None => out.push(c.clone()),
        }
    }
    out
}

/// Distancing with its options, printed as the manual orders them.
pub(super) fn distancing(c: &popeye::Condition) -> Compiled {
    use nightrider_conditions::distancing::Distancing;
    let mut rule = Distancing::default();
    for word in variants(c)? {
        rule = match word {
            "WhiteAvoidsBlack" => rule.with(Colour::White, Colour::Black),
            "WhiteAvoidsWhite" => rule.with(Colour::White, Colour::White),
            "BlackAvoidsWhite" => rule.with(Colour::Black, Colour::White),
            "BlackAvoidsBlack" => rule.with(Colour::Black, Colour::Black),
            "RexInclusive" => Distancing {
                rex_inclusive: true,
                ..rule
            },
            "OrthodoxChecks" => Distancing {
                orthodox_checks: true,
                ..rule
            },
            other => return Err(unsupported(format!("{} {other}", c.name))),
        };
    }
    if rule.avoids == [[false; 2]; 2] {
        return Err(unsupported(format!(
            "{} without a side avoiding another",
            c.name
        )));
    }
    Ok((Condition::Distancing(rule), rule.name()))
}

/// EinsteinChess with Jacobi's option `WithPromotions` (pawns promote,
/// see `nightrider_conditions::einstein_promotions`); other parameters
/// refused.
pub(super) fn einstein(c: &popeye::Condition) -> Compiled {
    match variants(c)?[..] {
        ["WithPromotions"] => Ok((
            Condition::EinsteinWithPromotions,
            "EinsteinChess WithPromotions".to_string(),
        )),
        _ => Err(unsupported(format!("{} with parameters", c.name))),
    }
}

/// The manual's WhiteAntiKoeko and BlackAntiKoeko (`side`): the side's
/// moved units, its king included, stand next to no unit.
pub(super) fn anti_koeko(c: &popeye::Condition, side: Colour) -> Compiled {
    use nightrider_conditions::distancing::Distancing;
    plain(c, Condition::Distancing(Distancing::anti_koeko(side)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The compiled conditions of one problem's `condition` line.
    fn compiled(line: &str) -> Result<Vec<Condition>, ProblemError> {
        super::super::compile_line(line).map(|c| c.list)
    }

    #[test]
    fn double_maximummer_is_both_maximummers() {
        assert_eq!(
            compiled("DoubleMaximummer").unwrap(),
            // (in the order Popeye prints them)
            vec![
                Condition::Maximummer(Colour::Black),
                Condition::Maximummer(Colour::White)
            ]
        );
    }

    /// Source: Jacobi's manual, section Pandemic (the named forms).
    #[test]
    fn distancing_and_the_anti_koekos() {
        use nightrider_conditions::distancing::Distancing;
        let white = Distancing::anti_koeko(Colour::White);
        assert_eq!(
            compiled("WhiteAntiKoeko").unwrap(),
            vec![Condition::Distancing(white)]
        );
        assert_eq!(
            compiled("Distancing WhiteAvoidsBlack WhiteAvoidsWhite RexInclusive").unwrap(),
            vec![Condition::Distancing(white)]
        );
        assert_eq!(
            compiled("BlackAntiKoeko").unwrap(),
            vec![Condition::Distancing(Distancing::anti_koeko(Colour::Black))]
        );
        let orthodox = compiled("Distancing WhiteAvoidsBlack OrthodoxChecks").unwrap();
        assert_eq!(
            orthodox,
            vec![Condition::Distancing(Distancing {
                orthodox_checks: true,
                ..Distancing::default().with(Colour::White, Colour::Black)
            })]
        );
        assert!(compiled("Distancing RexInclusive")
            .unwrap_err()
            .to_string()
            .contains("Distancing"));
    }

    /// The conditions of Jacobi's whose definition the manual does not
    /// give in full are refused by name: Stafetten (the manual only
    /// points to the Problemkiste 2004 definition), Contagion and the
    /// Pandemic forms using it.
    #[test]
    fn the_undefined_are_refused_by_name() {
        for name in [
            "Stafetten",
            "Stafetten Ultra",
            "Contagion ByWhite",
            "Pandemic",
            "PandemicWithOrthodoxChecks",
            "PandemicWithoutDistancing",
            "PandemicReverseColors",
        ] {
            let err = compiled(name).unwrap_err().to_string();
            let first = name.split_whitespace().next().unwrap();
            assert!(err.contains(first), "{name}: {err}");
        }
    }

    /// Source: Jacobi's manual ("Circe Ibidem ... can be obtained in
    /// Popeye with the trick Circe Symmetry Diametral", which plays as
    /// Popeye's CaptureSquare: the move lists of `jacobi-variants`;
    /// "MemoryCirce = Circe WaitCapture Ibidem").
    #[test]
    fn ibidem_is_the_capture_square() {
        for (jacobi, popeye) in [
            ("Circe Ibidem", "Circe CaptureSquare"),
            ("AntiCirce Ibidem", "AntiCirce CaptureSquare"),
            ("Circe WaitCapture Ibidem", "MemoryCirce"),
        ] {
            assert_eq!(compiled(jacobi).unwrap(), compiled(popeye).unwrap());
        }
    }

    /// Jacobi's Above and Below: Circe and AntiCirce only, alone, with
    /// no option changing the square or the reborn piece.
    #[test]
    fn above_and_below() {
        use nightrider_conditions::RebirthSquare;
        let c = compiled("Circe Above").unwrap();
        assert!(matches!(c[..], [Condition::Circe(r)] if r.square == RebirthSquare::Above));
        let c = compiled("AntiCirce Below").unwrap();
        assert!(matches!(c[..], [Condition::AntiCirce(r)] if r.square == RebirthSquare::Below));
        for refused in [
            "ImmunChess Above",
            "MarsCirce Below",
            "Circe Above Symmetry",
        ] {
            assert!(compiled(refused).is_err(), "{refused}");
        }
    }

    /// Source: Jacobi's manual, "Einstein WithPromotions".
    #[test]
    fn einstein_with_promotions() {
        assert_eq!(
            compiled("EinsteinChess WithPromotions").unwrap(),
            vec![Condition::EinsteinWithPromotions]
        );
        assert_eq!(
            compiled("Einstein WithPromotions").unwrap(),
            vec![Condition::EinsteinWithPromotions]
        );
        assert_eq!(
            compiled("EinsteinChess").unwrap(),
            vec![Condition::Einstein(
                nightrider_conditions::EinsteinRule::Einstein
            )]
        );
    }

    #[test]
    fn free_for_all_and_no_immediate_repetition() {
        assert_eq!(
            compiled("FreeForAll NoImmediateRepetition").unwrap(),
            vec![Condition::FreeForAll, Condition::NoImmediateRepetition]
        );
    }
}
