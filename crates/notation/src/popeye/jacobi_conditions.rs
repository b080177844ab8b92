//! Conditions of Jacobi's language that Popeye 4.104 does not have, and
//! the variants Jacobi adds to Popeye's conditions.
//!
//! The parser looks these names up only after Popeye's table
//! ([`super::conditions::CONDITIONS`]) found nothing, so that they never
//! make a prefix ambiguous that Popeye reads (`check` stays
//! `ChecklessChess`). Reading one of them makes the problem one of
//! Jacobi's dialect.

use super::conditions::CONDITIONS;
use super::tables::*;

/// Jacobi's own conditions, English name first (Jacobi reads them in
/// English only, so the three names are the same).
pub const JACOBI_CONDITIONS: &[ConditionDef] = &[
    // selection: obligations, Zigzag, GrowingMen, …
    // kings, boards and rebirth: NonRoyalKings, Knightmate, KamikazeCirce, …
    // stipulation-related: AntiParry, AllowTerminalAutoChecks, …
];

/// Variants that Jacobi adds to conditions of Popeye's table, as
/// (canonical condition name, canonical variant name).
pub const JACOBI_ONLY_VARIANTS: &[(&str, &str)] = &[];

/// The row of a condition by its canonical (English) name, in Popeye's
/// table or in Jacobi's.
pub fn condition_def(name: &str) -> Option<&'static ConditionDef> {
    CONDITIONS
        .iter()
        .chain(JACOBI_CONDITIONS)
        .find(|d| d.names[0] == name)
}

/// Whether the condition `name` (canonical) with the variant `variant`
/// (canonical, if any) exists in Jacobi's language only.
pub fn is_jacobi_only(name: &str, variant: Option<&str>) -> bool {
    JACOBI_CONDITIONS.iter().any(|d| d.names[0] == name)
        || variant.is_some_and(|v| JACOBI_ONLY_VARIANTS.contains(&(name, v)))
}
