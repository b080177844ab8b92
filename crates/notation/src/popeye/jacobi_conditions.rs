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
    jk("NonRoyalKings", V_NON_ROYAL_KINGS),
    jk("Knightmate", &[]),
    jk("Kamikaze", V_REXINCL),
    jk("KamikazeCirce", &[]),
    jk("KamikazeCirceRexInclusive", &[]),
    jk("KamikazeCirceMirror", &[]),
    jk("MemoryCirce", &[]),
    jk("Cannibal", &[]),
    jk("#R", V_MATE_EVENTS),
    jk("Kk", V_MATE_EVENTS),
    jk("Contagion", V_CONTAGION),
    jk("Distancing", V_DISTANCING),
    jk("Pandemic", &[]),
    jk("PandemicWithOrthodoxChecks", &[]),
    jk("PandemicWithoutDistancing", &[]),
    jk("PandemicReverseColors", &[]),
    jk("WhiteAntiKoeko", &[]),
    jk("BlackAntiKoeko", &[]),
    jk("VerticalCylinder", &[]),
    jk("HorizontalCylinder", &[]),
    jk("Chess960", &[]),
    jk("Chigorin", &[]),
    jk("Almost", &[]),
    jk("Berolina", &[]),
    // stipulation-related: AntiParry, AllowTerminalAutoChecks, …
];

/// A row of Jacobi's table: one name in the three columns (Jacobi reads
/// English only), no positional arguments.
const fn jk(name: &'static str, variants: &'static [VariantDef]) -> ConditionDef {
    ConditionDef {
        names: [name, name, name],
        args: Args::None,
        variants,
    }
}

/// A variant keyword of Jacobi's (the same in the three columns).
const fn jkv(name: &'static str) -> VariantDef {
    VariantDef {
        names: [name, name, name],
        arg: VariantArg::None,
    }
}

/// NonRoyalKings: the kings castle only with `CastlingAllowed`.
const V_NON_ROYAL_KINGS: &[VariantDef] = &[jkv("CastlingAllowed")];
/// `#R` and `Kk` (the mate events): `ReleasingCheck`.
const V_MATE_EVENTS: &[VariantDef] = &[jkv("ReleasingCheck")];
/// Contagion: whose moves infect.
const V_CONTAGION: &[VariantDef] = &[jkv("ByBlack"), jkv("ByWhite")];
/// Distancing: who avoids whom, kings included or not, the checks.
const V_DISTANCING: &[VariantDef] = &[
    jkv("WhiteAvoidsBlack"),
    jkv("WhiteAvoidsWhite"),
    jkv("BlackAvoidsWhite"),
    jkv("BlackAvoidsBlack"),
    jkv("RexInclusive"),
    jkv("OrthodoxChecks"),
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
