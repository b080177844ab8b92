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
    jacobi("WhiteMustCheck", V_JACOBI_OBLIGATION),
    jacobi("BlackMustCheck", V_JACOBI_OBLIGATION),
    // BlackMustCapture Ultra
    jacobi("UltraSchlagZwang", &[]),
    // BlackMustCapture SemiUltra
    jacobi("WirklicherSchlagZwang", &[]),
    // BlackMustCapture SemiUltra, passing without a capture
    jacobi("Blackcap", &[]),
    // Popeye's BlackChecks
    jacobi("Checking", &[]),
    // White must not check nor capture: SemiUltra, plain, Ultra
    jacobi("Zigzag", &[]),
    jacobi("ZigzagStapff", &[]),
    jacobi("ZigzagUltra", &[]),
    // no unit's move shorter (longer) than its last one
    jacobi("GrowingMen", &[]),
    jacobi("ShrinkingMen", &[]),
    // both sides Maximummer (Popeye's WhiteMaximummer BlackMaximummer)
    jacobi("DoubleMaximummer", &[]),
    // either side's units moved by the side to move; no move repeating
    // the diagram of two plies before (together Popeye's AllInChess)
    jacobi("FreeForAll", &[]),
    jacobi("NoImmediateRepetition", &[]),
    // relay chess (the Problemkiste 2004 definition; Ultra: Typ B)
    jacobi("Stafetten", V_STAFETTEN),
    // kings, boards and rebirth: NonRoyalKings, Knightmate, KamikazeCirce, …
    jk("NonRoyalKings", V_NON_ROYAL_KINGS),
    jk("Knightmate", &[]),
    jk("Kamikaze", V_REXINCL),
    jk("KamikazeCirce", &[]),
    jk("KamikazeCirceRexInclusive", &[]),
    jk("KamikazeCirceMirror", &[]),
    jk("MemoryCirce", &[]),
    // Popeye's MonochromChess (checks obey the restriction, as the
    // manual says of the fairy condition)
    jk("Monochromatic", &[]),
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
    jk("AntiParry", &[]),
    jk("AllowTerminalAutoChecks", &[]),
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
/// Stafetten: `Ultra` (the relay obligatory).
const V_STAFETTEN: &[VariantDef] = &[jkv("Ultra")];
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
pub const JACOBI_ONLY_VARIANTS: &[(&str, &str)] = &[
    // selection: Jacobi's options of the obligations
    ("WhiteMustCapture", "Anti"),
    ("WhiteMustCapture", "SemiUltra"),
    ("BlackMustCapture", "Anti"),
    ("BlackMustCapture", "SemiUltra"),
];

/// Variant keywords of Jacobi's under whichever condition of Popeye's
/// table they stand: the rebirth squares `Ibidem` (Popeye's
/// `CaptureSquare`), `Above` and `Below` (Circe options, in
/// [`super::tables::V_CIRCE`]), and Einstein's `WithPromotions`.
pub const JACOBI_ONLY_VARIANT_NAMES: &[&str] = &["Ibidem", "Above", "Below", "WithPromotions"];

/// Whether `token` reads as the variant `def`, which its prefix found:
/// the variants of [`JACOBI_ONLY_VARIANT_NAMES`] only in full (any
/// case), so that no prefix that names a condition of Popeye's (German
/// `Be`, BeamtenSchach) becomes one of them; Popeye's by any prefix.
pub fn variant_token_fits(def: &VariantDef, token: &str) -> bool {
    !JACOBI_ONLY_VARIANT_NAMES.contains(&def.names[0]) || def.names[0].eq_ignore_ascii_case(token)
}

/// EinsteinChess: Jacobi's `WithPromotions` (pawns promote).
pub const V_EINSTEIN: &[VariantDef] = &[jacobi_variant("WithPromotions")];

/// A row of [`JACOBI_CONDITIONS`]: the English name in all three
/// columns, no positional arguments.
const fn jacobi(name: &'static str, variants: &'static [VariantDef]) -> ConditionDef {
    ConditionDef {
        names: [name, name, name],
        args: Args::None,
        variants,
    }
}

/// A variant keyword of Jacobi's (English only).
const fn jacobi_variant(name: &'static str) -> VariantDef {
    VariantDef {
        names: [name, name, name],
        arg: VariantArg::None,
    }
}

/// The options of Jacobi's WhiteMustCheck and BlackMustCheck: Anti (must
/// not), Ultra (no move without one: mate or stalemate), SemiUltra (no
/// move without one, mate or stalemate only without any legal move).
pub const V_JACOBI_OBLIGATION: &[VariantDef] = &[
    jacobi_variant("Anti"),
    jacobi_variant("Ultra"),
    jacobi_variant("SemiUltra"),
];

/// The variants of WhiteMustCapture and BlackMustCapture: Popeye's
/// `Ultra` and `Exact`, then Jacobi's `Anti` and `SemiUltra` (none of
/// whose prefixes names a condition of Popeye's, so that a Popeye input
/// reads as before).
pub const V_MUST_CAPTURE: &[VariantDef] = &[
    V_ULTRA[0],
    V_ULTRA[1],
    jacobi_variant("Anti"),
    jacobi_variant("SemiUltra"),
];

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
        || variant.is_some_and(|v| {
            JACOBI_ONLY_VARIANTS.contains(&(name, v)) || JACOBI_ONLY_VARIANT_NAMES.contains(&v)
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::popeye::ast::{Command, Condition, ConditionParam};
    use crate::popeye::parser::parse_input;

    /// The conditions of the one problem of `src`.
    fn conditions(src: &str) -> Vec<Condition> {
        let parsed = parse_input(src);
        assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
        parsed.problems[0]
            .commands
            .iter()
            .find_map(|c| match c {
                Command::Condition(c) => Some(c.clone()),
                _ => None,
            })
            .unwrap()
    }

    fn problem(conds: &str) -> String {
        format!("begin condition {conds} pieces white ke1 black ke8 stipulation ~1 end")
    }

    /// What a condition's parameters are, as names.
    fn read(conds: &str) -> Vec<(String, Vec<String>)> {
        conditions(&problem(conds))
            .into_iter()
            .map(|c| {
                let params = c
                    .params
                    .iter()
                    .map(|p| match p {
                        ConditionParam::Variant(v, _) => v.to_string(),
                        other => format!("{other:?}"),
                    })
                    .collect();
                (c.name.to_string(), params)
            })
            .collect()
    }

    /// Jacobi's variants of MustCapture never take a token Popeye reads
    /// as a condition: no prefix of them (in any language's lookup)
    /// finds exactly one condition of Popeye's table, so that a Popeye
    /// input with MustCapture followed by a condition reads as before.
    #[test]
    fn no_prefix_of_jacobis_variants_is_a_popeye_condition() {
        for lang in [
            InputLanguage::English,
            InputLanguage::German,
            InputLanguage::French,
        ] {
            for (_, variant) in JACOBI_ONLY_VARIANTS {
                for end in 1..=variant.len() {
                    let token = &variant[..end];
                    let found =
                        lookup_index(CONDITIONS.len(), |i| &CONDITIONS[i].names, lang, token);
                    assert!(
                        !matches!(found, Lookup::Found(_)),
                        "{token} is a Popeye condition in {lang:?}"
                    );
                }
            }
        }
    }

    /// Jacobi's variants of every condition are read in full only: a
    /// prefix of them that names a Popeye condition (German `Be`,
    /// BeamtenSchach) still names it after Circe, and their full names
    /// name none of Popeye's conditions.
    #[test]
    fn jacobis_variant_names_are_read_in_full_only() {
        let def = |name: &str| {
            super::super::tables::V_CIRCE
                .iter()
                .chain(V_EINSTEIN)
                .find(|d| d.names[0] == name)
                .unwrap()
        };
        for name in JACOBI_ONLY_VARIANT_NAMES {
            assert!(variant_token_fits(def(name), name));
            assert!(variant_token_fits(def(name), &name.to_lowercase()));
            assert!(!variant_token_fits(def(name), &name[..name.len() - 1]));
            for lang in [
                InputLanguage::English,
                InputLanguage::German,
                InputLanguage::French,
            ] {
                let found = lookup_index(CONDITIONS.len(), |i| &CONDITIONS[i].names, lang, name);
                assert!(!matches!(found, Lookup::Found(_)), "{name} in {lang:?}");
            }
        }
        let german =
            parse_input("Anfang Bedingung Circe Be Steine weiss ke1 schwarz ke8 Forderung ~1 Ende");
        let Command::Condition(conds) = &german.problems[0].commands[0] else {
            panic!("{german:?}");
        };
        assert_eq!(conds.len(), 2, "{conds:?}");
        assert_eq!(conds[0].name, "Circe");
        assert!(conds[0].params.is_empty());
    }

    /// (Popeye 4.104 reads these inputs so: MustCapture takes `Ultra`
    /// and `Exact`; a condition name after it starts the next condition.)
    #[test]
    fn popeye_inputs_with_must_capture_read_as_before() {
        let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        assert_eq!(
            read("BlackMustCapture AntiCirce"),
            [
                ("BlackMustCapture".to_string(), vec![]),
                ("AntiCirce".to_string(), vec![])
            ]
        );
        assert_eq!(
            read("WhiteMustCapture Ultra BlackMustCapture Exact"),
            [
                ("WhiteMustCapture".to_string(), s(&["Ultra"])),
                ("BlackMustCapture".to_string(), s(&["Exact"]))
            ]
        );
        assert_eq!(
            read("BlackMustCapture Sentinelles"),
            [
                ("BlackMustCapture".to_string(), vec![]),
                ("Sentinelles".to_string(), vec![])
            ]
        );
        assert_eq!(
            read("BlackMustCapture AntiAndernachChess"),
            [
                ("BlackMustCapture".to_string(), vec![]),
                ("AntiAndernachChess".to_string(), vec![])
            ]
        );
        // `Check` stays Popeye's ChecklessChess
        assert_eq!(read("Check"), [("ChecklessChess".to_string(), vec![])]);
    }

    #[test]
    fn jacobis_names_and_variants_read_and_are_jacobi_only() {
        let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        assert_eq!(
            read("BlackMustCapture Anti SemiUltra WhiteMustCheck Ultra"),
            [
                ("BlackMustCapture".to_string(), s(&["Anti", "SemiUltra"])),
                ("WhiteMustCheck".to_string(), s(&["Ultra"]))
            ]
        );
        assert_eq!(
            read("Checking Zigzag"),
            [
                ("Checking".to_string(), vec![]),
                ("Zigzag".to_string(), vec![])
            ]
        );
        for name in [
            "WhiteMustCheck",
            "Blackcap",
            "ZigzagStapff",
            "ZigzagUltra",
            "UltraSchlagZwang",
            "WirklicherSchlagZwang",
        ] {
            assert_eq!(read(name), [(name.to_string(), vec![])]);
            assert!(is_jacobi_only(name, None));
        }
        assert_eq!(
            read("Circe Ibidem AntiCirce Above Below EinsteinChess WithPromotions"),
            [
                ("Circe".to_string(), s(&["Ibidem"])),
                ("AntiCirce".to_string(), s(&["Above", "Below"])),
                ("EinsteinChess".to_string(), s(&["WithPromotions"]))
            ]
        );
        for v in ["Ibidem", "Above", "Below"] {
            assert!(is_jacobi_only("Circe", Some(v)));
        }
        assert!(is_jacobi_only("EinsteinChess", Some("WithPromotions")));
        assert!(!is_jacobi_only("Circe", Some("CaptureSquare")));
        assert!(is_jacobi_only("BlackMustCapture", Some("SemiUltra")));
        assert!(!is_jacobi_only("BlackMustCapture", Some("Ultra")));
        assert!(!is_jacobi_only("BlackMustCapture", None));
    }
}
