//! The combinations and diagrams refused by name that no folder of move
//! lists stands for: each is refused with an error naming it.

use super::*;

/// Two grid shapes at once and conditions whose checks are not known as Popeye has
/// them are refused, naming what is unsupported.
#[test]
fn unsupported_grid_variants_and_conditions_are_refused_by_name() {
    refused_by_name(&[
        (
            "GridChess VerticalShift HorizontalShift",
            "several grid shapes",
        ),
        ("AntiMarsCirce RexExclusive", "AntiMarsCirce RexExclusive"),
        ("AntiMarsCirce File", "AntiMarsCirce File"),
        (
            "Circe RexInclusive AntiCirce Super",
            "Circe RexInclusive and AntiCirce with a chosen rebirth square",
        ),
        ("Isardam RexInclusive TypeB", "Isardam RexInclusive TypeB"),
        ("KoeKo Nei B", "KoeKo Nei B"),
        ("Sentinelles NannaChess", "Sentinelles and NannaChess"),
        ("CirceAssassin AntiCirce", "Assassin"),
        ("AntiMarsAntipodeanCirce", "AntiMarsCirce Antipodes"),
        ("MarsCirce RexExclusive", "MarsCirce RexExclusive"),
        ("Circe Cage Isardam", "Circe Cage and Isardam"),
        ("AntiCirce KoeKo", "AntiCirce and KoeKo"),
        ("SuperCirce NewKoeko", "Circe Super and NewKoeko"),
        ("Circe ContactGridChess", "Circe and ContactGridChess"),
        ("Masand AntiCirce", "Masand and AntiCirce"),
        ("DangerCirce Madrasi", "DangerCirce and Madrasi"),
        ("DangerCirce Mirror", "DangerCirce with parameters"),
        (
            "ExclusiveChess WhiteMaximummer",
            "ExclusiveChess and WhiteMaximummer",
        ),
        (
            "ExclusiveChess RexInclusive",
            "ExclusiveChess with parameters",
        ),
    ]);
    // magic pieces beside conditions whose order with the recolouring is
    // not known, Circe RexInclusive, neutral pieces, and magic roses;
    // neutral pieces beside Masand, and beside Circe with a contact rule
    for (condition, pieces, named) in [
        (
            "Madrasi",
            "pieces white ke1 white magic rd1 black ke8",
            "Magic and Madrasi",
        ),
        (
            "Circe RexInclusive",
            "pieces white ke1 white magic rd1 black ke8",
            "Magic and Circe",
        ),
        (
            "none",
            "pieces white ke1 white magic rd1 black ke8 neutral pd4",
            "magic pieces with neutral pieces",
        ),
        (
            "none",
            "pieces white ke1 white magic rod1 black ke8",
            "magic fairy pieces",
        ),
        // Popeye: "too much fairy chess for neutral pieces"
        (
            "Masand",
            "pieces white ke1 qd1 black ke8 rh8 neutral sb5",
            "Masand with neutral pieces",
        ),
        (
            "Circe Parrain KoeKo",
            "pieces white ke1 qd1 black ke8 rh8 neutral sb5",
            "Circe with KoeKo",
        ),
        (
            "Circe Mirror NewKoeko",
            "pieces white ke1 qd1 black ke8 rh8 neutral sb5",
            "Circe with KoeKo",
        ),
        (
            "Circe AntiKoeko",
            "pieces white ke1 qd1 black ke8 rh8 neutral sb5",
            "Circe with KoeKo",
        ),
        (
            "Circe",
            "pieces white ke1 qd1 black ke8 rh8 neutral sb5 white jigger rb1",
            "jigger pieces, and neutral pieces",
        ),
        (
            "Circe Assassin",
            "pieces white ke1 qd1 black ke8 rh8 neutral sb5",
            "Circe Assassin with neutral pieces",
        ),
        (
            "AntiCirce",
            "pieces white ke1 qd1 black ke8 rh8 white kamikaze rb1",
            "kamikaze pieces with AntiCirce",
        ),
        (
            "Circe Parrain",
            "pieces white ke1 qd1 black ke8 rh8 white kamikaze rb1",
            "kamikaze pieces with AntiCirce or Circe Parrain",
        ),
        // Popeye reborns a kamikaze capturer of a king first, so on the
        // capture square the king stays captured (check)
        (
            "Circe CaptureSquare RexInclusive",
            "pieces white ke1 rh1 black ka8 pa7 black kamikaze qd2",
            "kamikaze pieces with Circe RexInclusive on another rebirth square",
        ),
        // Popeye measures the jigger's contact where the capturer is
        // reborn; under Circe its kamikaze jigger checks without contact
        (
            "AntiCirce",
            "pieces white ke1 qd1 black ke8 rh8 white jigger rb1",
            "jigger pieces with AntiCirce",
        ),
        (
            "Circe",
            "pieces white ke1 qd1 black ke8 rh8 white jigger kamikaze rb1",
            "kamikaze jigger pieces with Circe",
        ),
    ] {
        refused_position(condition, pieces, condition, named);
    }
}

/// The combinations with Volcanic and Parachute not compared with Popeye
/// are refused, naming them.
#[test]
fn unsupported_underworld_combinations_are_refused_by_name() {
    refused_by_name(&[
        (
            "Circe Cage Volcanic",
            "Circe Volcanic and a chosen rebirth square",
        ),
        (
            "Circe Parachute RexInclusive",
            "Circe Parachute and RexInclusive",
        ),
        ("Circe Volcanic AntiCirce", "Circe Volcanic and AntiCirce"),
        ("AntiCirce Parachute KoeKo", "AntiCirce and KoeKo"),
        ("Circe Turncoats Volcanic", "Turncoats"),
    ]);
    // pieces in the underworld mean something only under these conditions
    refused_position(
        "none",
        "pieces white ke1 rb1 black ke8 white sb1",
        "an underworld without Volcanic",
        "underworld",
    );
}

/// The Circe WaitCapture rules not compared with Popeye are refused,
/// naming them.
#[test]
fn unsupported_wait_capture_combinations_are_refused_by_name() {
    refused_by_name(&[
        (
            "Circe File WaitCapture",
            "Circe WaitCapture and a rebirth square",
        ),
        (
            "Circe Couscous WaitCapture",
            "Circe WaitCapture and Couscous",
        ),
        (
            "Circe WaitCapture Parachute",
            "Circe WaitCapture and Volcanic",
        ),
        (
            "Circe WaitCapture RexInclusive",
            "Circe WaitCapture and RexInclusive",
        ),
        ("Circe WaitCapture KoeKo", "Circe WaitCapture and KoeKo"),
    ]);
}

/// The Clone combinations not compared with Popeye are refused, naming
/// them.
#[test]
fn unsupported_clone_combinations_are_refused_by_name() {
    refused_by_name(&[
        ("Circe Clone Couscous", "Circe Clone and Couscous"),
        ("AntiCirce Clone Super", "AntiCirce Clone and a chosen"),
        ("Circe Clone AntiCirce", "Circe and AntiCirce together"),
        ("Circe Clone Masand", "Circe Clone and Masand"),
    ]);
}

/// Two conditions lending walks together, and PointReflection beside the
/// paralysis conditions, are refused, naming them.
#[test]
fn lent_walks_combinations_are_refused_by_name() {
    refused_by_name(&[
        ("AnnanChess NannaChess", "AnnanChess and NannaChess"),
        ("AnnanChess FaceToFace", "AnnanChess and FaceToFace"),
        ("CheekToCheek BackToBack", "and"),
        ("PointReflection Madrasi", "PointReflection and Madrasi"),
        ("PointReflection Isardam", "PointReflection and Isardam"),
    ]);
}

/// ProteanChess beside conditions other than rules on single moves is
/// refused, naming them.
#[test]
fn protean_with_rebirths_is_refused_by_name() {
    refused_by_name(&[
        ("ProteanChess Circe", "ProteanChess and Circe"),
        (
            "ProteanChess AndernachChess",
            "ProteanChess and AndernachChess",
        ),
    ]);
}

/// ProvocationChess beside the conditions lending walks whose checks
/// disagree with Popeye's, or beside Masand, is refused, naming them.
#[test]
fn provocation_with_lent_walks_is_refused_by_name() {
    refused_by_name(&[
        (
            "ProvocationChess NannaChess",
            "ProvocationChess and NannaChess",
        ),
        (
            "ProvocationChess FaceToFace",
            "ProvocationChess and FaceToFace",
        ),
        (
            "ProvocationChess BackToBack",
            "ProvocationChess and BackToBack",
        ),
        (
            "ProvocationChess CheekToCheek",
            "ProvocationChess and CheekToCheek",
        ),
        ("ProvocationChess Masand", "ProvocationChess and Masand"),
    ]);
}

/// Sentinelles PionNoir and PionBlanc, which Popeye 4.104 rejects as input
/// errors, are refused, naming them.
#[test]
fn sentinelles_pion_noir_and_pion_blanc_are_refused_by_name() {
    refused_by_name(&[
        ("Sentinelles PionNoir", "Sentinelles PionNoir"),
        ("Sentinelles PionBlanc", "Sentinelles PionBlanc"),
    ]);
}

/// After a traditional name ImmunChess takes no variant but the kings',
/// as in Popeye; the other variants are refused, naming them.
#[test]
fn immunchess_variants_after_traditional_names_are_refused_by_name() {
    refused_by_name(&[
        ("MirrorImmunChess Diametral", "MirrorImmunChess Diametral"),
        ("FileImmunChess Relaxed", "FileImmunChess Relaxed"),
        ("MirrorImmunChess Strict", "MirrorImmunChess Strict"),
    ]);
}

/// MarsCirce and AntiMarsCirce beside UltraPatrouille (which Popeye
/// ignores there), the shifted grids, and two of Madrasi, Eiffel,
/// Patrouille, Lortap and GridChess are refused, naming them.
#[test]
fn mars_circe_with_paralysis_and_contact_combinations_are_refused_by_name() {
    refused_by_name(&[
        ("MarsCirce GridChess VerticalShift", "Grid"),
        ("MarsCirce GridChess Madrasi", "Madrasi"),
        ("MarsCirce GridChess Patrouille", "Patrouille"),
        ("AntiMarsCirce Madrasi Eiffel", "Eiffel"),
        ("MarsCirce UltraPatrouille", "UltraPatrol"),
        ("AntiMarsCirce UltraPatrouille", "UltraPatrol"),
        ("MarsCirce Patrouille Madrasi", "Madrasi"),
        ("AntiMarsCirce Lortap Eiffel", "Eiffel"),
        ("MarsCirce AntiKoeKo", "AntiKoeko"),
    ]);
}

/// SingleBox Type3 beside PromOnly, SingleBox and PromOnly beside
/// conditions not compared with Popeye (or refused by it, AntiCirce), and
/// PromOnly into a king, and two obligations of one side (as Popeye), are
/// refused, naming them.
#[test]
fn unsupported_single_box_and_prom_only_uses_are_refused_by_name() {
    refused_by_name(&[
        ("SingleBox Type3 PromOnly S", "PromOnly and SingleBox Type3"),
        ("SingleBox AntiCirce", "SingleBox and AntiCirce"),
        ("SingleBox KoeKo", "SingleBox and KoeKo"),
        ("SingleBox Circe Super", "SingleBox and Circe"),
        ("PromOnly S KoeKo", "PromOnly and KoeKo"),
        ("PromOnly S EinsteinChess", "PromOnly and EinsteinChess"),
        ("PromOnly K", "PromOnly with the kinds given"),
        (
            "WhiteMinimummer WhiteMustCapture",
            "WhiteMinimummer and WhiteMustCapture",
        ),
        (
            "BlackMaximummer BlackMinimummer",
            "BlackMaximummer and BlackMinimummer",
        ),
    ]);
}

/// PartialParalysis beside the conditions Popeye refuses it beside
/// (Madrasi, EiffelChess, Isardam) and beside those not compared, and
/// with neutral pieces, is refused by name.
#[test]
fn partial_paralysis_combinations_are_refused_by_name() {
    refused_by_name(&[
        ("PartialParalysis Madrasi", "PartialParalysis and Madrasi"),
        (
            "PartialParalysis MonochromChess",
            "PartialParalysis and MonochromChess",
        ),
        (
            "PartialParalysis Circe Mirror",
            "PartialParalysis and Circe ",
        ),
    ]);
    refused_position(
        "PartialParalysis",
        "pieces white ke1 black ke8 neutral rd4",
        "neutral pieces",
        "PartialParalysis with neutral units",
    );
}
