//! The Circe family's conditions (Circe, AntiCirce, MarsCirce and
//! AntiMars, ImmunChess) from their `condition` lines: the rebirth rules
//! their variants give, the refusals Popeye's reading calls for, and the
//! condition line as Popeye prints it.

use super::*;

/// The default Circe rules, changed by `edit`.
pub(super) fn rules(edit: impl FnOnce(&mut CirceRules)) -> CirceRules {
    let mut rules = CirceRules::default();
    edit(&mut rules);
    rules
}

/// A condition of the Circe family on `base` rules.
pub(super) fn circe_rules(
    c: &popeye::Condition,
    lang: InputLanguage,
    base: CirceRules,
) -> Compiled {
    circe(c, lang, "Circe", base, Condition::Circe)
}

/// A condition of the ImmunChess family on `base` rules.
pub(super) fn immun(c: &popeye::Condition, lang: InputLanguage, base: CirceRules) -> Compiled {
    circe(c, lang, "ImmunChess", base, Condition::Immun)
}

/// GenevaChess with the Circe options given (`GenevaChess Mirror`),
/// refused with an option it has not been compared with Popeye under
/// ([`nightrider_conditions::geneva::options_compared`]).
pub(super) fn geneva(c: &popeye::Condition, lang: InputLanguage) -> Compiled {
    let (condition, line) = circe(
        c,
        lang,
        "GenevaChess",
        CirceRules::default(),
        Condition::Geneva,
    )?;
    match condition {
        Condition::Geneva(rules) if nightrider_conditions::geneva::options_compared(&rules) => {
            Ok((condition, line))
        }
        _ => Err(unsupported(line)),
    }
}

/// File rebirth, mirrored; kings included for AntiCirce.
pub(super) fn file_mirror(rex_inclusive: bool) -> CirceRules {
    CirceRules {
        square: RebirthSquare::File,
        mirror: true,
        rex_inclusive,
        ..CirceRules::default()
    }
}

/// An AntiCirce variant (kings included and Strict by default, as in
/// Popeye).
pub(super) fn anti(
    c: &popeye::Condition,
    lang: InputLanguage,
    rules: CirceRules,
) -> Result<(Condition, String), ProblemError> {
    circe(
        c,
        lang,
        "AntiCirce",
        CirceRules {
            rex_inclusive: true,
            strict: true,
            ..rules
        },
        Condition::AntiCirce,
    )
}

/// MarsCirce, plain or Mirror, on the game array, Rank or Diagram squares
/// (each piece captures from the square it stood on in the diagram), with
/// Diametral or VerticalMirror (kings included by default, as in Popeye).
pub(super) fn mars(
    c: &popeye::Condition,
    lang: InputLanguage,
    rules: CirceRules,
) -> Result<(Condition, String), ProblemError> {
    let (condition, line) = circe(
        c,
        lang,
        "MarsCirce",
        CirceRules {
            rex_inclusive: true,
            ..rules
        },
        Condition::Mars,
    )?;
    // Popeye's kings under RexExclusive give move lists we cannot explain
    // (a king capturing from b2); under File and Symmetry nothing captures
    // at all, and under Antipodes it stops: refused. The game array and
    // Rank (with Mirror, Diametral, VerticalMirror) agree with Popeye.
    match &condition {
        Condition::Mars(r)
            if r.rex_inclusive
                && matches!(
                    r.square,
                    RebirthSquare::GameArray | RebirthSquare::Rank | RebirthSquare::Diagram
                ) =>
        {
            Ok((condition, line))
        }
        Condition::Mars(r) => {
            let why = match r.square {
                RebirthSquare::File | RebirthSquare::Symmetry => {
                    " (Popeye 4.104 lists no capture under it)"
                }
                _ if !r.rex_inclusive => {
                    " (Popeye 4.104's kings capture from squares we could not derive)"
                }
                _ => "",
            };
            Err(unsupported(format!("{line}{why}")))
        }
        _ => Err(unsupported(line.to_string())),
    }
}

/// PhantomChess, plain or RexInclusive (kings excluded by default, as in
/// Popeye); its other variants (Mirror, Diagram, other rebirth squares)
/// are refused by name: not compared with Popeye.
pub(super) fn phantom(
    c: &popeye::Condition,
    lang: InputLanguage,
) -> Result<(Condition, String), ProblemError> {
    let (condition, line) = circe(
        c,
        lang,
        "PhantomChess",
        CirceRules::default(),
        Condition::Phantom,
    )?;
    match &condition {
        Condition::Phantom(r)
            if *r
                == CirceRules {
                    rex_inclusive: r.rex_inclusive,
                    ..CirceRules::default()
                } =>
        {
            Ok((condition, line))
        }
        _ => Err(unsupported(format!(
            "{line} (PhantomChess is compared with Popeye plain and RexInclusive only)"
        ))),
    }
}

/// AntiMarsCirce (kings included, as in Popeye's default), plain, Mirror
/// (`AntiMarsMirrorCirce`, `AntiMarsCirce Mirror`) or Diagram (each piece
/// moves without capturing from the square it stood on in the diagram,
/// and castles from there). The other
/// variants are refused by name: under Antipodes (`AntiMarsAntipodeanCirce`)
/// Popeye 4.104 crashes, under RexExclusive its kings move from squares we
/// could not derive (a white king from e8 or d1), under File and Symmetry
/// nothing captures, and under the other variants (Rank, VerticalMirror,
/// Diametral) its castlings jump king and rook by a rule not found
/// (`[wKd1->e1][wRa2->h1]0-0` under Rank), though its other moves agree
/// with ours.
pub(super) fn anti_mars(
    c: &popeye::Condition,
    lang: InputLanguage,
    base: CirceRules,
) -> Result<(Condition, String), ProblemError> {
    let (condition, line) = circe(
        c,
        lang,
        "AntiMarsCirce",
        CirceRules {
            rex_inclusive: true,
            ..base
        },
        Condition::AntiMars,
    )?;
    let plain = CirceRules {
        rex_inclusive: true,
        ..CirceRules::default()
    };
    match &condition {
        Condition::AntiMars(r)
            if *r == plain
                || *r
                    == CirceRules {
                        mirror: true,
                        ..plain
                    }
                || *r
                    == CirceRules {
                        square: RebirthSquare::Diagram,
                        ..plain
                    } =>
        {
            Ok((condition, line))
        }
        Condition::AntiMars(r) => {
            let why = if r.square == RebirthSquare::Antipodes {
                "Popeye 4.104 crashes on it"
            } else if !r.rex_inclusive {
                "Popeye 4.104's kings move from squares we could not derive"
            } else if matches!(r.square, RebirthSquare::File | RebirthSquare::Symmetry) {
                "Popeye 4.104 lists no capture under it"
            } else {
                "Popeye 4.104's castlings there jump by a rule not found"
            };
            Err(unsupported(format!("{line} ({why})")))
        }
        _ => Err(unsupported(line.to_string())),
    }
}

pub(super) fn with_square(square: RebirthSquare) -> CirceRules {
    CirceRules {
        square,
        ..CirceRules::default()
    }
}

/// A Circe-family condition: `base` rules adjusted by the variants given;
/// the line is printed as Popeye does (`Circe Mirror`, `AntiCirce
/// Cheylan`, `Circe RexInclusive`).
fn circe(
    c: &popeye::Condition,
    lang: InputLanguage,
    family: &str,
    base: CirceRules,
    make: fn(CirceRules) -> Condition,
) -> Result<(Condition, String), ProblemError> {
    let words = variants(c)?;
    refuse_words_after_traditional_name(c, family, &base, &words)?;
    if family == "Circe" || family == "AntiCirce" {
        let v = &words;
        for (word, contra) in [("Parrain", false), ("ContraParrain", true)] {
            if v.contains(&word) {
                let extra = v
                    .iter()
                    .any(|w| *w != word && !(family == "AntiCirce" && *w == "RexInclusive"));
                if extra || c.name != family {
                    return Err(unsupported(format!("{} {}", c.name, v.join(" "))));
                }
                let condition = if family == "Circe" {
                    Condition::Parrain { contra }
                } else {
                    Condition::AntiParrain { contra }
                };
                let mirror = if contra { " Mirror" } else { "" };
                return Ok((condition, format!("{family} {word}{mirror}")));
            }
        }
    }
    let mut rules = base;
    if family == "ImmunChess" {
        // Popeye's default: a piece whose rebirth square is occupied is
        // immune; `Relaxed` lifts that (see `Condition::Immun`)
        rules.strict = true;
    }
    let anti = family == "AntiCirce";
    let mars = family.ends_with("MarsCirce");
    // Popeye prints Strict or Relaxed when the input gives it
    let mut occupancy_given = false;
    refuse_alternatives_together(c, &words)?;
    for v in words {
        occupancy_given |= matches!(v, "Strict" | "Relaxed");
        match v {
            "RexInclusive" => rules.rex_inclusive = true,
            "RexExclusive" => rules.rex_inclusive = false,
            "Mirror" => rules.mirror = true,
            "Couscous" if !mars => rules.identity = RebirthIdentity::Couscous,
            "File" => rules.square = RebirthSquare::File,
            "Symmetry" => rules.square = RebirthSquare::Symmetry,
            "VerticalSymmetry" => rules.square = RebirthSquare::VerticalSymmetry,
            "HorizontalSymmetry" => rules.square = RebirthSquare::HorizontalSymmetry,
            "Antipodes" => rules.square = RebirthSquare::Antipodes,
            "PWC" => rules.square = RebirthSquare::Pwc,
            "CaptureSquare" => rules.square = RebirthSquare::CaptureSquare,
            // Jacobi's (crate `nightrider_conditions::jacobi_rebirth`)
            "Above" if family == "Circe" || anti => rules.square = RebirthSquare::Above,
            "Below" if family == "Circe" || anti => rules.square = RebirthSquare::Below,
            "Equipollents" => rules.square = RebirthSquare::Equipollents,
            "Rank" => rules.square = RebirthSquare::Rank,
            "Diagram" => rules.square = RebirthSquare::Diagram,
            "Super" if !mars => rules.square = RebirthSquare::Super,
            "Cage" if !mars => rules.square = RebirthSquare::Cage,
            "Take&Make" if family == "Circe" => rules.square = RebirthSquare::TakeAndMake,
            "Diametral" => rules.adaptation = Adaptation::Diametral,
            "VerticalMirror" => rules.adaptation = Adaptation::VerticalMirror,
            "Frischauf" if family == "Circe" || anti => rules.adaptation = Adaptation::Frischauf,
            "Turncoat" | "Turncoats" if !mars => rules.turncoat = true,
            "Chameleon" if !mars && family != "ImmunChess" => {
                rules.chameleon = Some(chameleon_sequence(c, lang)?)
            }
            // the captured piece of Circe Einstein loses strength, the
            // capturer of AntiCirce Einstein gains it (Popeye 4.104)
            "Einstein" | "ReversalEinstein" if !mars && family != "ImmunChess" => {
                rules.einstein = Some(if (v == "Einstein") == anti {
                    ChainStep::Stronger
                } else {
                    ChainStep::Weaker
                })
            }
            "Strict" if !mars => {
                (rules.strict, rules.assassin, rules.underworld) = (true, false, None)
            }
            "Relaxed" if !mars => {
                (rules.strict, rules.assassin, rules.underworld) = (false, false, None)
            }
            "Assassin" if !mars && family != "ImmunChess" => {
                (rules.strict, rules.assassin, rules.underworld) = (false, true, None)
            }
            "WaitCapture" if family == "Circe" => rules.wait_capture = true,
            "Clone" if family == "Circe" || anti => rules.clone = true,
            "Volcanic" | "Parachute" if family == "Circe" || anti => {
                let variant = if v == "Volcanic" {
                    Underworld::Volcanic
                } else {
                    Underworld::Parachute
                };
                (rules.strict, rules.assassin, rules.underworld) = (false, false, Some(variant));
            }
            "April" if family == "Circe" || anti => rules.april = Some(april_kinds(c, lang)?),
            "Calvet" if anti => rules.cheylan = false,
            "Cheylan" if anti => rules.cheylan = true,
            other => return Err(unsupported(format!("{} {other}", c.name))),
        }
    }
    if c.name == "ChameleonCirce" {
        rules.chameleon = Some(chameleon_sequence(c, lang)?);
    }
    if c.name == "AprilChess" {
        rules.april = Some(april_kinds(c, lang)?);
    }
    refuse_unknown_combinations(c, family, &rules)?;
    let line = circe_line(family, &rules, occupancy_given);
    if c.name == "AprilChess" && !occupancy_given
        || rules.april.is_some()
            && family == "Circe"
            && !rules.square.is_chosen()
            && !rules.assassin
    {
        // Popeye 4.104's AprilChess is Strict, though it prints `Circe
        // Super April` (no move leaves the piece unreborn); so is Circe
        // April with a rebirth square of the rule, even when Relaxed (a
        // pawn is not captured on its own rebirth square)
        rules.strict = true;
    }
    Ok((make(rules), line))
}

/// Refuses two variants of one of Popeye's groups of alternatives (two
/// rebirth squares, two adaptations of the square, two behaviours on an
/// occupied square, Calvet and Cheylan, RexInclusive and RexExclusive):
/// Popeye 4.104 keeps the first and reports the other as an input error.
fn refuse_alternatives_together(
    c: &popeye::Condition,
    words: &[&'static str],
) -> Result<(), ProblemError> {
    match nightrider_conditions::compat::alternatives_together(words) {
        Some((first, other)) => Err(unsupported(format!(
            "{} with {first} and {other} (alternatives: Popeye 4.104 keeps {first} and rejects {other})",
            c.name
        ))),
        None => Ok(()),
    }
}

/// Refuses the words after a traditional name (`MirrorCirce`,
/// `AntiSuperCirce`, `MirrorImmunChess`) that Popeye 4.104 does not read as
/// we would. It reads each word there as a condition name: one of the same
/// family merges into the condition (`MirrorCirce Diametral` is `Circe Mirror
/// Diametral`), one of another family stands beside it (`MirrorAntiCirce
/// Diametral` is DiametralCirce beside `AntiCirce Mirror`, `MirrorCirce
/// Strict` StrictSAT), and one naming no condition is an input error it
/// drops (`MirrorCirce Relaxed`). The words kept are those whose reading
/// gives the condition line we give, compared name by name.
fn refuse_words_after_traditional_name(
    c: &popeye::Condition,
    family: &str,
    base: &CirceRules,
    words: &[&'static str],
) -> Result<(), ProblemError> {
    if c.name == family || c.name == "AprilChess" {
        return Ok(());
    }
    // words that are input errors after these names
    let no_rex_inclusive = matches!(
        c.name,
        "ChameleonCirce"
            | "CirceTurncoats"
            | "CouscousCirce"
            | "AntipodeanImmunChess"
            | "EquipollentsImmunChess"
            | "FileImmunChess"
            | "MirrorFileImmunChess"
            | "SymmetryImmunChess"
            | "ImmuneHorizontalSymmetry"
            | "ImmuneVerticalSymmetry"
    );
    let read_as_variants: &[&str] = match family {
        "Circe" => &[
            "RexInclusive",
            "Couscous",
            "PWC",
            "Cage",
            "Rank",
            "Diametral",
            "VerticalMirror",
            "Frischauf",
        ],
        "AntiCirce" if c.name != "AntiCloneCirce" => &["Calvet", "Cheylan"],
        "MarsCirce" | "AntiMarsCirce" => &["RexExclusive"],
        "ImmunChess" => &["RexInclusive"],
        _ => &[],
    };
    match words.iter().copied().find(|&w| {
        !read_as_variants.contains(&w)
            || w == "RexInclusive" && no_rex_inclusive
            // RankCirce, merged in, drops Mirror
            || w == "Rank" && base.mirror
    }) {
        Some(word) => Err(unsupported(format!(
            "{} {word} (Popeye 4.104 does not read {word} as a variant after {}: write {family} with its variants)",
            c.name, c.name
        ))),
        None => Ok(()),
    }
}

/// The condition line as Popeye prints it: the variants in its fixed
/// order (`Circe File Couscous`, `Circe Couscous Super`, `Circe Mirror
/// Strict Diametral RexInclusive`, `AntiCirce Relaxed Diametral Cheylan`,
/// `Circe Mirror Diametral Clone`, `Circe Einstein Frischauf`).
fn circe_line(family: &str, rules: &CirceRules, occupancy_given: bool) -> String {
    let anti = family == "AntiCirce";
    let kings_by_default = !matches!(
        family,
        "Circe" | "ImmunChess" | "GenevaChess" | "PhantomChess"
    );
    let mut words = vec![family.to_string()];
    let square = |s: RebirthSquare| -> Option<&'static str> {
        Some(match s {
            RebirthSquare::GameArray => return None,
            RebirthSquare::File => "File",
            RebirthSquare::Symmetry => "Symmetry",
            RebirthSquare::VerticalSymmetry => "VerticalSymmetry",
            RebirthSquare::HorizontalSymmetry => "HorizontalSymmetry",
            RebirthSquare::Antipodes => "Antipodes",
            RebirthSquare::Pwc => "PWC",
            RebirthSquare::CaptureSquare => "CaptureSquare",
            RebirthSquare::Equipollents => "Equipollents",
            RebirthSquare::Rank => "Rank",
            RebirthSquare::Super => "Super",
            RebirthSquare::Cage => "Cage",
            RebirthSquare::TakeAndMake => "Take&Make",
            RebirthSquare::Diagram => "Diagram",
            RebirthSquare::Above => "Above",
            RebirthSquare::Below => "Below",
        })
    };
    // Popeye's order puts some rebirth squares before Couscous, the others after
    let before_couscous = matches!(
        rules.square,
        RebirthSquare::File
            | RebirthSquare::Symmetry
            | RebirthSquare::VerticalSymmetry
            | RebirthSquare::HorizontalSymmetry
            | RebirthSquare::Pwc
            | RebirthSquare::Rank
            | RebirthSquare::Cage
            | RebirthSquare::Diagram
    );
    let sq = square(rules.square).map(str::to_string);
    if before_couscous {
        words.extend(sq.clone());
    }
    if rules.identity == RebirthIdentity::Couscous {
        words.push("Couscous".into());
    }
    // and Equipollents after April
    let equipollents = rules.square == RebirthSquare::Equipollents;
    if !before_couscous && !equipollents {
        words.extend(sq.clone());
    }
    if let Some(kinds) = rules.april {
        words.push("April".into());
        words.extend(april_order(kinds).into_iter().map(listed_code));
    }
    if equipollents {
        words.extend(sq);
    }
    if rules.wait_capture {
        words.push("WaitCapture".into());
    }
    if rules.mirror {
        words.push("Mirror".into());
    }
    if rules.assassin {
        words.push("Assassin".into());
    } else if let Some(variant) = rules.underworld {
        words.push(
            match variant {
                Underworld::Volcanic => "Volcanic",
                Underworld::Parachute => "Parachute",
            }
            .into(),
        );
    } else if occupancy_given || rules.strict != (anti || family == "ImmunChess") {
        words.push(if rules.strict { "Strict" } else { "Relaxed" }.into());
    }
    // Frischauf comes later than the other adaptations
    match rules.adaptation {
        Adaptation::None | Adaptation::Frischauf => {}
        Adaptation::Diametral => words.push("Diametral".into()),
        Adaptation::VerticalMirror => words.push("VerticalMirror".into()),
    }
    if rules.clone {
        words.push("Clone".into());
    }
    if let Some(step) = rules.einstein {
        let stronger = step == ChainStep::Stronger;
        words.push(
            if stronger == anti {
                "Einstein"
            } else {
                "ReversalEinstein"
            }
            .into(),
        );
    }
    if let Some(sequence) = rules.chameleon {
        words.push("Chameleon".into());
        if sequence != ChameleonSequence::default() {
            words.push(chameleon_chain(sequence));
        }
    }
    if rules.turncoat {
        words.push("Turncoats".into());
    }
    if rules.adaptation == Adaptation::Frischauf {
        words.push("Frischauf".into());
    }
    if rules.cheylan {
        words.push("Cheylan".into());
    }
    if rules.rex_inclusive && !kings_by_default {
        words.push("RexInclusive".into());
    }
    if !rules.rex_inclusive && kings_by_default {
        words.push("RexExclusive".into());
    }
    words.join(" ")
}
