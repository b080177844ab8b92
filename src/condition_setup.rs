//! From the `condition` lines of Popeye's input to the typed conditions of
//! [`nightrider_conditions`]: every condition and variant is either
//! mapped exactly or refused by name.

use crate::problem::ProblemError;
use nightrider_board::Colour;
use nightrider_conditions::{CirceRules, Condition, Grid, RebirthIdentity, RebirthSquare};
use nightrider_notation::popeye::{self, ConditionParam, VariantValue};

/// The compiled conditions of a problem and the lines Popeye prints for
/// them under the stipulation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Conditions {
    /// The typed conditions, in input order.
    pub list: Vec<Condition>,
    /// One line per condition, as Popeye prints it (`Circe Mirror`).
    pub lines: Vec<String>,
}

/// Compiles the conditions of one `condition` command.
///
/// # Errors
/// [`ProblemError::Unsupported`] naming a condition or variant that is not
/// implemented.
pub fn compile(conditions: &[popeye::Condition]) -> Result<Conditions, ProblemError> {
    let mut compiled = Vec::new();
    for c in conditions {
        let (condition, line) = compile_one(c)?;
        // a variant's place is its family's (`Circe Parrain` is a Circe)
        let family = line.split_whitespace().next().unwrap_or(c.name).to_string();
        compiled.push((popeye_rank(&family), condition, line));
    }
    // Popeye prints the conditions in the order of its condition table
    // (its manual's list), whatever the input order
    compiled.sort_by_key(|(rank, _, _)| *rank);
    let mut out = Conditions::default();
    for (_, condition, line) in compiled {
        out.list.push(condition);
        out.lines.push(line);
    }
    Ok(out)
}

/// The position of a condition in Popeye's condition table.
fn popeye_rank(name: &str) -> usize {
    popeye::conditions::CONDITIONS
        .iter()
        .position(|d| d.names[0] == name)
        .unwrap_or(usize::MAX)
}

fn unsupported(what: String) -> ProblemError {
    ProblemError::Unsupported(what)
}

fn variants(c: &popeye::Condition) -> Result<Vec<&'static str>, ProblemError> {
    let mut names = Vec::new();
    for p in &c.params {
        match p {
            ConditionParam::Variant(name, VariantValue::None) => names.push(*name),
            _ => return Err(unsupported(format!("condition {} with parameters", c.name))),
        }
    }
    Ok(names)
}

fn compile_one(c: &popeye::Condition) -> Result<(Condition, String), ProblemError> {
    let simple = |condition: Condition| -> Result<(Condition, String), ProblemError> {
        if !c.params.is_empty() {
            return Err(unsupported(format!("condition {} with parameters", c.name)));
        }
        Ok((condition, c.name.to_string()))
    };
    match c.name {
        "Circe" => circe(c, "Circe", CirceRules::default(), Condition::Circe),
        "MirrorCirce" => circe(
            c,
            "Circe",
            CirceRules {
                mirror: true,
                ..CirceRules::default()
            },
            Condition::Circe,
        ),
        "PWC" => circe(
            c,
            "Circe",
            with_square(RebirthSquare::Pwc),
            Condition::Circe,
        ),
        "CouscousCirce" => circe(
            c,
            "Circe",
            CirceRules {
                identity: RebirthIdentity::Couscous,
                ..CirceRules::default()
            },
            Condition::Circe,
        ),
        "EquipollentsCirce" => circe(
            c,
            "Circe",
            with_square(RebirthSquare::Equipollents),
            Condition::Circe,
        ),
        "FileCirce" => circe(
            c,
            "Circe",
            with_square(RebirthSquare::File),
            Condition::Circe,
        ),
        "SymmetryCirce" => circe(
            c,
            "Circe",
            with_square(RebirthSquare::Symmetry),
            Condition::Circe,
        ),
        "AntipodeanCirce" => circe(
            c,
            "Circe",
            with_square(RebirthSquare::Antipodes),
            Condition::Circe,
        ),
        "AntiCirce" => circe(
            c,
            "AntiCirce",
            CirceRules {
                rex_inclusive: true,
                ..CirceRules::default()
            },
            Condition::AntiCirce,
        ),
        "MirrorAntiCirce" => circe(
            c,
            "AntiCirce",
            CirceRules {
                rex_inclusive: true,
                mirror: true,
                ..CirceRules::default()
            },
            Condition::AntiCirce,
        ),
        "ImmunChess" => circe(c, "ImmunChess", CirceRules::default(), Condition::Immun),
        "ParrainCirce" => simple(Condition::Parrain { contra: false })
            .map(|(c, _)| (c, "Circe Parrain".to_string())),
        "ContraParrain" => simple(Condition::Parrain { contra: true })
            .map(|(c, _)| (c, "Circe ContraParrain".to_string())),
        "MirrorFileCirce" => circe(c, "Circe", file_mirror(false), Condition::Circe),
        "MirrorCouscousCirce" => circe(
            c,
            "Circe",
            CirceRules {
                identity: RebirthIdentity::Couscous,
                mirror: true,
                ..CirceRules::default()
            },
            Condition::Circe,
        ),
        "FileAntiCirce" => anti(c, with_square(RebirthSquare::File)),
        "SymmetryAntiCirce" => anti(c, with_square(RebirthSquare::Symmetry)),
        "MirrorFileAntiCirce" => anti(c, file_mirror(true)),
        "AntipodeanAntiCirce" => anti(c, with_square(RebirthSquare::Antipodes)),
        "EquipollentsAntiCirce" => anti(c, with_square(RebirthSquare::Equipollents)),
        "MirrorImmunChess" => circe(
            c,
            "ImmunChess",
            CirceRules {
                mirror: true,
                ..CirceRules::default()
            },
            Condition::Immun,
        ),
        "FileImmunChess" => circe(
            c,
            "ImmunChess",
            with_square(RebirthSquare::File),
            Condition::Immun,
        ),
        "MirrorFileImmunChess" => circe(c, "ImmunChess", file_mirror(false), Condition::Immun),
        "SymmetryImmunChess" => circe(
            c,
            "ImmunChess",
            with_square(RebirthSquare::Symmetry),
            Condition::Immun,
        ),
        "AntipodeanImmunChess" => circe(
            c,
            "ImmunChess",
            with_square(RebirthSquare::Antipodes),
            Condition::Immun,
        ),
        "EquipollentsImmunChess" => circe(
            c,
            "ImmunChess",
            with_square(RebirthSquare::Equipollents),
            Condition::Immun,
        ),
        "Madrasi" => {
            let v = variants(c)?;
            let rex_inclusive = v.contains(&"RexInclusive");
            if v.iter().any(|n| *n != "RexInclusive") {
                return Err(unsupported(format!("condition Madrasi {}", v.join(" "))));
            }
            let line = if rex_inclusive {
                "Madrasi RexInclusive"
            } else {
                "Madrasi"
            };
            Ok((Condition::Madrasi { rex_inclusive }, line.to_string()))
        }
        "EiffelChess" => simple(Condition::Eiffel),
        "Isardam" => simple(Condition::Isardam { type_b: false }),
        "Patrouille" => simple(Condition::Patrol),
        "UltraPatrol" => simple(Condition::UltraPatrol),
        "Lortap" => simple(Condition::Lortap),
        "MonochromChess" => simple(Condition::Monochrome),
        "BichromChess" => simple(Condition::Bichrome),
        "GridChess" => grid(c),
        "KoeKo" => simple(Condition::Koeko),
        "Antikoeko" => simple(Condition::AntiKoeko),
        "NewKoeko" => simple(Condition::NewKoeko),
        "ContactGridChess" => simple(Condition::ContactGrid),
        "NoCapture" => simple(Condition::NoCapture),
        "ChecklessChess" => simple(Condition::Checkless),
        "AndernachChess" => simple(Condition::Andernach),
        "AntiAndernachChess" => simple(Condition::AntiAndernach),
        "EinsteinChess" => simple(Condition::Einstein),
        "WhiteMustCapture" => simple(Condition::MustCapture(Colour::White)),
        "BlackMustCapture" => simple(Condition::MustCapture(Colour::Black)),
        "WhiteMaximummer" => simple(Condition::Maximummer(Colour::White)),
        "BlackMaximummer" => simple(Condition::Maximummer(Colour::Black)),
        "AnnanChess" => simple(Condition::Annan),
        "FaceToFace" => simple(Condition::FaceToFace),
        "BackToBack" => simple(Condition::BackToBack),
        "CheekToCheek" => simple(Condition::CheekToCheek),
        other => Err(unsupported(format!("condition {other}"))),
    }
}

/// File rebirth, mirrored; kings included for AntiCirce.
fn file_mirror(rex_inclusive: bool) -> CirceRules {
    CirceRules {
        square: RebirthSquare::File,
        mirror: true,
        rex_inclusive,
        ..CirceRules::default()
    }
}

/// An AntiCirce variant (kings included by default, as in Popeye).
fn anti(c: &popeye::Condition, rules: CirceRules) -> Result<(Condition, String), ProblemError> {
    circe(
        c,
        "AntiCirce",
        CirceRules {
            rex_inclusive: true,
            ..rules
        },
        Condition::AntiCirce,
    )
}

/// GridChess with its variants: the shifted grids, `Orthogonal` and
/// `Irregular` grids; `GridLine` is refused. The condition line is the
/// bare name, as Popeye prints it.
fn grid(c: &popeye::Condition) -> Result<(Condition, String), ProblemError> {
    let mut grid = Grid::Normal;
    if c.params.len() > 1 {
        return Err(unsupported(
            "condition GridChess with several variants".into(),
        ));
    }
    for p in &c.params {
        match p {
            ConditionParam::Variant(name, value) => {
                grid = match (*name, value) {
                    ("VerticalShift", VariantValue::None) => Grid::ShiftRank,
                    ("HorizontalShift", VariantValue::None) => Grid::ShiftFile,
                    ("DiagonalShift", VariantValue::None) => Grid::ShiftRankFile,
                    ("Orthogonal", VariantValue::Lines(lines)) => {
                        let files: Vec<i32> = lines
                            .chars()
                            .filter(|ch| ('a'..='h').contains(ch))
                            .map(|ch| ch as i32 - 'a' as i32)
                            .collect();
                        let ranks: Vec<i32> = lines
                            .chars()
                            .filter(|ch| ('1'..='8').contains(ch))
                            .map(|ch| ch as i32 - '1' as i32)
                            .collect();
                        Grid::orthogonal(&files, &ranks)
                    }
                    ("Irregular", VariantValue::SquareGroups(groups)) => {
                        let groups: Vec<Vec<u8>> = groups
                            .iter()
                            .map(|g| g.iter().map(|sq| sq.index()).collect())
                            .collect();
                        Grid::irregular(&groups)
                    }
                    (other, _) => {
                        return Err(unsupported(format!("condition GridChess {other}")));
                    }
                };
            }
            _ => return Err(unsupported("condition GridChess with parameters".into())),
        }
    }
    // Popeye prints the bare name whatever the variant
    Ok((Condition::Grid(grid), c.name.to_string()))
}

fn with_square(square: RebirthSquare) -> CirceRules {
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
    family: &str,
    base: CirceRules,
    make: fn(CirceRules) -> Condition,
) -> Result<(Condition, String), ProblemError> {
    if family == "Circe" {
        let v = variants(c)?;
        for (word, contra) in [("Parrain", false), ("ContraParrain", true)] {
            if v.contains(&word) {
                if v.len() > 1 {
                    return Err(unsupported(format!("condition Circe {}", v.join(" "))));
                }
                return Ok((Condition::Parrain { contra }, format!("Circe {word}")));
            }
        }
    }
    let mut rules = base;
    let anti = family == "AntiCirce";
    for v in variants(c)? {
        match v {
            "RexInclusive" => rules.rex_inclusive = true,
            "RexExclusive" => rules.rex_inclusive = false,
            "Mirror" => rules.mirror = true,
            "Couscous" => rules.identity = RebirthIdentity::Couscous,
            "File" => rules.square = RebirthSquare::File,
            "Symmetry" => rules.square = RebirthSquare::Symmetry,
            "VerticalSymmetry" => rules.square = RebirthSquare::VerticalSymmetry,
            "HorizontalSymmetry" => rules.square = RebirthSquare::HorizontalSymmetry,
            "Antipodes" => rules.square = RebirthSquare::Antipodes,
            "PWC" => rules.square = RebirthSquare::Pwc,
            "CaptureSquare" => rules.square = RebirthSquare::CaptureSquare,
            "Equipollents" => rules.square = RebirthSquare::Equipollents,
            "Calvet" if anti => rules.cheylan = false,
            "Cheylan" if anti => rules.cheylan = true,
            "Relaxed" if family == "Circe" => {}
            other => return Err(unsupported(format!("condition {} {other}", c.name))),
        }
    }
    let mut line = family.to_string();
    if rules.identity == RebirthIdentity::Couscous {
        line.push_str(" Couscous");
    }
    let square = match rules.square {
        RebirthSquare::GameArray => None,
        RebirthSquare::File => Some("File"),
        RebirthSquare::Symmetry => Some("Symmetry"),
        RebirthSquare::VerticalSymmetry => Some("VerticalSymmetry"),
        RebirthSquare::HorizontalSymmetry => Some("HorizontalSymmetry"),
        RebirthSquare::Antipodes => Some("Antipodes"),
        RebirthSquare::Pwc => Some("PWC"),
        RebirthSquare::CaptureSquare => Some("CaptureSquare"),
        RebirthSquare::Equipollents => Some("Equipollents"),
    };
    if let Some(s) = square {
        line.push(' ');
        line.push_str(s);
    }
    if rules.mirror {
        line.push_str(" Mirror");
    }
    if rules.cheylan {
        line.push_str(" Cheylan");
    }
    if rules.rex_inclusive && !anti {
        line.push_str(" RexInclusive");
    }
    if !rules.rex_inclusive && anti {
        line.push_str(" RexExclusive");
    }
    Ok((make(rules), line))
}
