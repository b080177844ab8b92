//! From the `condition` lines of Popeye's input to the typed conditions of
//! [`nightrider_conditions`]: every condition and variant is either
//! mapped exactly or refused by name.

use crate::error::{ProblemError, Unsupported};
use nightrider_board::{Colour, PieceKind};
use nightrider_conditions::castling_chess::Partners;
use nightrider_conditions::kings::mate::MateRule;
use nightrider_conditions::selection::obligation::{Aim, Ending, Obligation};
use nightrider_conditions::{
    Adaptation, ChainStep, ChameleonSequence, CirceRules, Condition, EinsteinRule, KindSet, Mummer,
    Oscillation, RebirthIdentity, RebirthSquare, SentinelRules, Transmutation, Underworld,
};
use nightrider_notation::popeye::{self, ConditionParam, InputLanguage, VariantValue};

mod circe;
mod jacobi_kings;
mod jacobi_rules;
mod kind_lists;
mod kind_params;
mod kings;
mod restricted;
mod selection;
mod squares;
use circe::{anti, anti_mars, circe_rules, file_mirror, immun, mars, phantom, rules, with_square};
use kind_lists::{april_order, chameleon_chain, english_code, listed_code};
use kind_params::{april_kinds, football, immobilio};
use kings::{
    bgl, merge_oscillating_kings, order_transmutations, oscillating_kings, pad, republican,
    royal_square, sat, transmuting, vaulting,
};
pub use restricted::bind_restricted_side;
use selection::{
    bolero, jacobi_obligation_options, mummer, obligation, obliged, prom_only, single_box,
};
use squares::{
    dister, edgemover, forced_squares, grid, imitator, magic_squares, prom_squares, square_list,
};

/// The compiled conditions of a problem and the lines Popeye prints for
/// them under the stipulation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Conditions {
    /// The typed conditions, in the order Popeye prints them.
    pub list: Vec<Condition>,
    /// The line of each condition of [`Conditions::list`] read from input,
    /// in the same order, as Popeye prints it (`Circe Mirror`). A
    /// condition pushed onto `list` in code has no line here: it gets one
    /// in [`Conditions::printed_lines`].
    pub lines: Vec<String>,
    /// What Popeye says as it drops a condition of the input (the
    /// problem is solved without it): the notes of the condition
    /// commands of the diagram, or of the twin's own `condition`.
    pub notes: Vec<crate::messages::Note>,
}

impl Conditions {
    /// The lines Popeye prints for the conditions of [`Conditions::list`],
    /// in its order of conditions: [`Conditions::lines`] for those read
    /// from input, and for a condition added to `list` in code the line
    /// of the input that gives it ([`syntax_of`]; its name alone if no
    /// input gives it).
    pub fn printed_lines(&self, lang: InputLanguage) -> Vec<String> {
        let mut lines = self.lines.clone();
        lines.truncate(self.list.len());
        for condition in &self.list[lines.len()..] {
            let line = syntax_of(condition)
                .and_then(|syntax| compile(&[syntax], lang).ok())
                .and_then(|c| c.lines.into_iter().next())
                .unwrap_or_else(|| condition.to_string());
            // (after the lines Popeye prints before it)
            let rank = line_rank(&line);
            let at = lines
                .iter()
                .rposition(|l| line_rank(l) <= rank)
                .map_or(0, |i| i + 1);
            lines.insert(at, line);
        }
        // (Popeye prints no line for Hole)
        lines.retain(|l| !l.is_empty());
        lines
    }
}

/// The place in Popeye's condition table of the condition a printed line
/// names, in any language.
fn line_rank(line: &str) -> usize {
    let family = line
        .split_whitespace()
        .next()
        .and_then(|w| w.rsplit('-').next())
        .unwrap_or_default();
    popeye::conditions::CONDITIONS
        .iter()
        .position(|d| d.names.contains(&family))
        .unwrap_or(usize::MAX)
}

/// The condition of Popeye's input that compiles to `condition`: its name
/// alone, or with one or two variants, the first such in Popeye's table;
/// `None` if there is none (a condition that needs parameters, such as
/// pieces or squares).
pub fn syntax_of(condition: &Condition) -> Option<popeye::Condition> {
    let gives = |syntax: &popeye::Condition| {
        compile(std::slice::from_ref(syntax), InputLanguage::English)
            .is_ok_and(|c| c.list.as_slice() == std::slice::from_ref(condition))
    };
    let plain = |def: &popeye::tables::ConditionDef| {
        def.variants
            .iter()
            .filter(|v| matches!(v.arg, popeye::tables::VariantArg::None))
            .map(|v| ConditionParam::Variant(v.names[0], VariantValue::None))
            .collect::<Vec<_>>()
    };
    let with =
        |def: &popeye::tables::ConditionDef, params: Vec<ConditionParam>| popeye::Condition {
            name: def.names[0],
            params,
        };
    let defs = popeye::conditions::CONDITIONS;
    let alone = defs.iter().map(|d| with(d, Vec::new()));
    let one = defs
        .iter()
        .flat_map(|d| plain(d).into_iter().map(move |v| with(d, vec![v])));
    let two = defs.iter().flat_map(|d| {
        let variants = plain(d);
        let n = variants.len();
        (0..n)
            .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
            .map(|(i, j)| with(d, vec![variants[i].clone(), variants[j].clone()]))
            .collect::<Vec<_>>()
    });
    alone.chain(one).chain(two).find(|syntax| gives(syntax))
}

/// Compiles the conditions of one `condition` command.
///
/// # Errors
/// [`ProblemError::Unsupported`] naming a condition or variant that is not
/// implemented.
pub fn compile(
    conditions: &[popeye::Condition],
    lang: InputLanguage,
) -> Result<Conditions, ProblemError> {
    let mut compiled = Vec::new();
    let mut notes = Vec::new();
    // (Jacobi's conditions that are Popeye's under another name)
    let conditions = &jacobi_kings::expand(conditions)[..];
    let conditions = &jacobi_rules::expand(conditions)[..];
    for c in conditions {
        if let Some(note) = dropped(c) {
            notes.push(note);
            continue;
        }
        let (condition, line) = compile_one(c, lang)?;
        // a variant's place is its family's (`Circe Parrain` is a Circe)
        // (and `S-KoeKo` is a KoeKo)
        let family = line
            .split_whitespace()
            .next()
            .and_then(|w| w.rsplit('-').next())
            .unwrap_or(c.name)
            .to_string();
        // (a line under another name than the input's takes the input's
        // place)
        let rank = match popeye_rank(&family) {
            usize::MAX => popeye_rank(c.name),
            rank => rank,
        };
        compiled.push((rank, condition, line));
    }
    share_chameleon_sequence(&mut compiled);
    merge_oscillating_kings(&mut compiled)?;
    order_transmutations(&mut compiled)?;
    // Popeye prints the conditions in the order of its condition table
    // (its manual's list), whatever the input order; plain Maximummer
    // first (Popeye 4.104: `Maximummer` above `Circe`)
    let sideless = popeye_rank("Maximummer");
    compiled.sort_by_key(|(rank, _, _)| (*rank != sideless, *rank));
    let mut out = Conditions {
        notes,
        ..Conditions::default()
    };
    for (_, condition, line) in compiled {
        out.list.push(condition);
        out.lines.push(localised(&line, lang));
    }
    Ok(out)
}

/// The note with which Popeye 4.104 drops condition `c` as it reads it
/// (and solves the problem without it), if it does.
fn dropped(c: &popeye::Condition) -> Option<crate::messages::Note> {
    match c.name {
        "WhiteMinDister" | "WhiteMaxDister" | "BlackMinDister" | "BlackMaxDister" => {
            squares::dister_dropped(c)
        }
        _ => None,
    }
}

/// ChameleonChess and ChameleonSequence share one sequence, as in Popeye
/// 4.104: a sequence given to either is the other's, and both lines name
/// it (`ChameleonChess Q->R->B->S->Q` and `ChameleonSequence
/// Q->R->B->S->Q`, also for `ChameleonChess` followed by a sequence).
fn share_chameleon_sequence(compiled: &mut Vec<(usize, Condition, String)>) {
    let given = compiled.iter().find_map(|(_, c, line)| match c {
        Condition::ChameleonSequence(s) => Some(*s),
        Condition::ChameleonChess(s) if line.contains("->") => Some(*s),
        _ => None,
    });
    let Some(sequence) = given else {
        return;
    };
    let chain = chameleon_chain(sequence);
    for (_, c, line) in compiled.iter_mut() {
        if let Condition::ChameleonChess(s) = c {
            *s = sequence;
            *line = format!("ChameleonChess {chain}");
        }
    }
    if !compiled
        .iter()
        .any(|(_, c, _)| matches!(c, Condition::ChameleonSequence(_)))
    {
        compiled.push((
            popeye_rank("ChameleonSequence"),
            Condition::ChameleonSequence(sequence),
            format!("ChameleonSequence {chain}"),
        ));
    }
}

/// OscillatingKings with the types of White's and Black's moves.
fn oscillating(white: Option<Oscillation>, black: Option<Oscillation>) -> Condition {
    Condition::OscillatingKings { white, black }
}

/// ChameleonChess, with the sequence of kinds that follows it if any, and
/// ChameleonSequence, with the sequence it gives (see
/// [`share_chameleon_sequence`]). Kings and pawns take no part in a
/// sequence.
fn chameleon_chess(
    c: &popeye::Condition,
    lang: InputLanguage,
) -> Result<(Condition, String), ProblemError> {
    let given = c
        .params
        .iter()
        .any(|p| matches!(p, ConditionParam::Pieces(codes) if !codes.is_empty()));
    if c.params
        .iter()
        .any(|p| !matches!(p, ConditionParam::Pieces(_)))
    {
        return Err(unsupported(format!("{} with parameters", c.name)));
    }
    if c.name == "ChameleonSequence" && !given {
        return Err(unsupported("ChameleonSequence without a sequence".into()));
    }
    let sequence = chameleon_sequence(c, lang)?;
    if sequence
        .kinds()
        .iter()
        .any(|k| matches!(*k, PieceKind::KING | PieceKind::PAWN))
    {
        return Err(unsupported(format!(
            "{} with a king or pawn in the sequence",
            c.name
        )));
    }
    let line = if given {
        format!("{} {}", c.name, chameleon_chain(sequence))
    } else {
        c.name.to_string()
    };
    let condition = if c.name == "ChameleonChess" {
        Condition::ChameleonChess(sequence)
    } else {
        Condition::ChameleonSequence(sequence)
    };
    Ok((condition, line))
}

/// The position of a condition in Popeye's condition table.
/// A condition line built of Popeye's English words (`Circe Mirror`,
/// `Isardam    TypeB RexInclusive`, `ChameleonSequence Q->R->Q`) as Popeye
/// prints it for a problem in `lang`: the condition's name, its variants'
/// names and the piece codes in that language (`Circe Spiegel`, `Circe
/// Malefique`, `ChameleonSequence D->T->D`); other words (squares,
/// numbers) and the spacing stay as they are.
fn localised(line: &str, lang: InputLanguage) -> String {
    let column = lang.column();
    if column == 0 {
        return line.to_string();
    }
    let piece = |code: &str| {
        popeye::piece_codes::PIECE_CODES
            .iter()
            .find(|row| row.0.eq_ignore_ascii_case(code))
            .map(|row| [row.0, row.1, row.2][column].to_ascii_uppercase())
    };
    let mut out = String::with_capacity(line.len());
    let mut family: Option<&popeye::tables::ConditionDef> = None;
    // a list of pieces follows (ChameleonSequence, `Circe April`, …)
    let mut pieces_follow = false;
    let mut rest = line;
    while !rest.is_empty() {
        let spaces = rest.len() - rest.trim_start().len();
        out.push_str(&rest[..spaces]);
        rest = &rest[spaces..];
        let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
        let word = &rest[..end];
        rest = &rest[end..];
        let variant = family.and_then(|d| d.variants.iter().find(|v| v.names[0] == word));
        let translated = if family.is_none() {
            family = popeye::jacobi_conditions::condition_def(word);
            pieces_follow = family.is_some_and(|d| matches!(d.args, popeye::tables::Args::Pieces));
            family.map(|d| d.names[column].to_string())
        } else if let Some(v) = variant {
            pieces_follow = matches!(v.arg, popeye::tables::VariantArg::Pieces);
            Some(v.names[column].to_string())
        } else if word.contains("->") {
            word.split("->")
                .map(piece)
                .collect::<Option<Vec<String>>>()
                .map(|codes| codes.join("->"))
        } else if pieces_follow {
            piece(word)
        } else {
            None
        };
        out.push_str(translated.as_deref().unwrap_or(word));
    }
    out
}

fn popeye_rank(name: &str) -> usize {
    popeye::conditions::CONDITIONS
        .iter()
        .position(|d| d.names[0] == name)
        .unwrap_or(usize::MAX)
}

fn unsupported(what: String) -> ProblemError {
    ProblemError::Unsupported(Unsupported::Condition(what))
}

fn variants(c: &popeye::Condition) -> Result<Vec<&'static str>, ProblemError> {
    let mut names = Vec::new();
    for p in &c.params {
        match p {
            ConditionParam::Variant(name, VariantValue::None) => names.push(*name),
            // the sequence is read by `chameleon_sequence`
            ConditionParam::Variant("Chameleon", VariantValue::Pieces(_)) => {
                names.push("Chameleon")
            }
            // the kinds are read by `april_kinds`
            ConditionParam::Variant("April", VariantValue::Pieces(_)) => names.push("April"),
            ConditionParam::Pieces(_) if matches!(c.name, "ChameleonCirce" | "AprilChess") => {}
            _ => return Err(unsupported(format!("{} with parameters", c.name))),
        }
    }
    Ok(names)
}

/// The result of compiling one condition: its rules and its line as
/// Popeye prints it.
type Compiled = Result<(Condition, String), ProblemError>;

/// Compiles one condition of a given name (with its variants).
type Compile = fn(&popeye::Condition, InputLanguage) -> Compiled;

/// Every condition implemented, one row a name: the condition's English
/// name (the first of its row in [`popeye::conditions::CONDITIONS`]) and
/// how it compiles. A name not here is refused by name (`condition
/// PatienceChess is not supported yet`).
const COMPILERS: &[(&str, Compile)] = &[
    ("Circe", |c, l| circe_rules(c, l, CirceRules::default())),
    ("MirrorCirce", |c, l| {
        circe_rules(c, l, rules(|r| r.mirror = true))
    }),
    ("PWC", |c, l| {
        circe_rules(c, l, with_square(RebirthSquare::Pwc))
    }),
    ("CouscousCirce", |c, l| {
        circe_rules(c, l, rules(|r| r.identity = RebirthIdentity::Couscous))
    }),
    ("EquipollentsCirce", |c, l| {
        circe_rules(c, l, with_square(RebirthSquare::Equipollents))
    }),
    ("FileCirce", |c, l| {
        circe_rules(c, l, with_square(RebirthSquare::File))
    }),
    ("SymmetryCirce", |c, l| {
        circe_rules(c, l, with_square(RebirthSquare::Symmetry))
    }),
    ("AntipodeanCirce", |c, l| {
        circe_rules(c, l, with_square(RebirthSquare::Antipodes))
    }),
    ("RankCirce", |c, l| {
        circe_rules(c, l, with_square(RebirthSquare::Rank))
    }),
    ("VerticalSymmetryCirce", |c, l| {
        circe_rules(c, l, with_square(RebirthSquare::VerticalSymmetry))
    }),
    ("HorizontalSymmetryCirce", |c, l| {
        circe_rules(c, l, with_square(RebirthSquare::HorizontalSymmetry))
    }),
    ("VerticalSymmetryAntiCirce", |c, l| {
        anti(c, l, with_square(RebirthSquare::VerticalSymmetry))
    }),
    ("HorizontalSymmetryAntiCirce", |c, l| {
        anti(c, l, with_square(RebirthSquare::HorizontalSymmetry))
    }),
    ("ImmuneVerticalSymmetry", |c, l| {
        immun(c, l, with_square(RebirthSquare::VerticalSymmetry))
    }),
    ("ImmuneHorizontalSymmetry", |c, l| {
        immun(c, l, with_square(RebirthSquare::HorizontalSymmetry))
    }),
    ("AntiCirce", |c, l| anti(c, l, CirceRules::default())),
    ("MirrorAntiCirce", |c, l| {
        anti(c, l, rules(|r| r.mirror = true))
    }),
    ("AntiSuperCirce", |c, l| {
        anti(c, l, with_square(RebirthSquare::Super))
    }),
    ("MarsCirce", |c, l| mars(c, l, CirceRules::default())),
    ("PhantomChess", phantom),
    ("MarsMirrorCirce", |c, l| {
        mars(c, l, rules(|r| r.mirror = true))
    }),
    // AntiMarsCirce castles with king and rook jumping to their rebirth
    // squares, whatever the diagram's castling rights (see the engine)
    ("AntiMarsCirce", |c, l| {
        anti_mars(c, l, CirceRules::default())
    }),
    ("AntiMarsMirrorCirce", |c, l| {
        anti_mars(c, l, rules(|r| r.mirror = true))
    }),
    ("AntiMarsAntipodeanCirce", |c, l| {
        anti_mars(c, l, with_square(RebirthSquare::Antipodes))
    }),
    ("SuperCirce", |c, l| {
        circe_rules(c, l, with_square(RebirthSquare::Super))
    }),
    // Popeye reads a second Take&Make there as Take&MakeChess
    ("DiagramCirce", |c, l| {
        circe_rules(c, l, with_square(RebirthSquare::Diagram))
    }),
    ("DiagramAntiCirce", |c, l| {
        anti(c, l, with_square(RebirthSquare::Diagram))
    }),
    ("DiagramImmunChess", |c, l| {
        immun(c, l, with_square(RebirthSquare::Diagram))
    }),
    ("CirceAssassin", |c, l| {
        circe_rules(c, l, rules(|r| r.assassin = true))
    }),
    ("CirceTake&Make", |c, l| {
        if variants(c)?.contains(&"Take&Make") {
            return Err(unsupported("Take&MakeChess".into()));
        }
        circe_rules(c, l, with_square(RebirthSquare::TakeAndMake))
    }),
    ("CageCirce", |c, l| {
        circe_rules(c, l, with_square(RebirthSquare::Cage))
    }),
    ("CirceClone", |c, l| {
        circe_rules(c, l, rules(|r| r.clone = true))
    }),
    ("MirrorCirceClone", |c, l| {
        circe_rules(c, l, rules(|r| (r.clone, r.mirror) = (true, true)))
    }),
    ("AntiCloneCirce", |c, l| {
        anti(c, l, rules(|r| r.clone = true))
    }),
    ("FrischaufCirce", |c, l| {
        circe_rules(c, l, rules(|r| r.adaptation = Adaptation::Frischauf))
    }),
    ("DiametralCirce", |c, l| {
        circe_rules(c, l, rules(|r| r.adaptation = Adaptation::Diametral))
    }),
    ("VerticalMirrorCirce", |c, l| {
        circe_rules(c, l, rules(|r| r.adaptation = Adaptation::VerticalMirror))
    }),
    ("AprilChess", |c, l| {
        circe_rules(c, l, with_square(RebirthSquare::Super))
    }),
    ("ChameleonCirce", |c, l| {
        circe_rules(
            c,
            l,
            rules(|r| r.chameleon = Some(ChameleonSequence::default())),
        )
    }),
    ("CirceTurncoats", |c, l| {
        circe_rules(c, l, rules(|r| r.turncoat = true))
    }),
    ("CirceDoubleAgents", |c, l| {
        circe_rules(c, l, rules(|r| (r.turncoat, r.mirror) = (true, true)))
    }),
    ("ImmunChess", |c, l| immun(c, l, CirceRules::default())),
    ("ParrainCirce", |c, _| {
        plain_as(c, Condition::Parrain { contra: false }, "Circe Parrain")
    }),
    ("LastCapture", last_capture),
    // (ContraParrain is Parrain with Mirror: Popeye prints both)
    ("ContraParrain", |c, _| {
        plain_as(
            c,
            Condition::Parrain { contra: true },
            "Circe ContraParrain Mirror",
        )
    }),
    ("MirrorFileCirce", |c, l| {
        circe_rules(c, l, file_mirror(false))
    }),
    ("MirrorCouscousCirce", |c, l| {
        circe_rules(
            c,
            l,
            rules(|r| (r.identity, r.mirror) = (RebirthIdentity::Couscous, true)),
        )
    }),
    ("FileAntiCirce", |c, l| {
        anti(c, l, with_square(RebirthSquare::File))
    }),
    ("SymmetryAntiCirce", |c, l| {
        anti(c, l, with_square(RebirthSquare::Symmetry))
    }),
    ("MirrorFileAntiCirce", |c, l| anti(c, l, file_mirror(true))),
    ("AntipodeanAntiCirce", |c, l| {
        anti(c, l, with_square(RebirthSquare::Antipodes))
    }),
    ("EquipollentsAntiCirce", |c, l| {
        anti(c, l, with_square(RebirthSquare::Equipollents))
    }),
    ("MirrorImmunChess", |c, l| {
        immun(c, l, rules(|r| r.mirror = true))
    }),
    ("FileImmunChess", |c, l| {
        immun(c, l, with_square(RebirthSquare::File))
    }),
    ("MirrorFileImmunChess", |c, l| {
        immun(c, l, file_mirror(false))
    }),
    ("SymmetryImmunChess", |c, l| {
        immun(c, l, with_square(RebirthSquare::Symmetry))
    }),
    ("AntipodeanImmunChess", |c, l| {
        immun(c, l, with_square(RebirthSquare::Antipodes))
    }),
    ("EquipollentsImmunChess", |c, l| {
        immun(c, l, with_square(RebirthSquare::Equipollents))
    }),
    ("Madrasi", |c, _| madrasi(c)),
    ("EiffelChess", |c, _| plain(c, Condition::Eiffel)),
    ("Volage", |c, _| {
        plain(c, Condition::Volage { hyper: false })
    }),
    ("Hypervolage", |c, _| {
        plain(c, Condition::Volage { hyper: true })
    }),
    ("Isardam", |c, _| isardam(c)),
    ("Patrouille", |c, _| plain(c, Condition::Patrol)),
    ("UltraPatrol", |c, _| plain(c, Condition::UltraPatrol)),
    ("Lortap", |c, _| plain(c, Condition::Lortap)),
    ("FunctionaryChess", |c, _| plain(c, Condition::Functionary)),
    ("ProvocationChess", |c, _| plain(c, Condition::Provocation)),
    ("MonochromChess", |c, _| plain(c, Condition::Monochrome)),
    ("BichromChess", |c, _| plain(c, Condition::Bichrome)),
    ("GridChess", |c, _| grid(c)),
    ("KoeKo", koeko),
    ("AntiKoeko", |c, _| plain(c, Condition::AntiKoeko)),
    ("NewKoeko", |c, _| plain(c, Condition::NewKoeko)),
    ("ContactGridChess", |c, _| plain(c, Condition::ContactGrid)),
    ("NoCapture", |c, _| plain(c, Condition::NoCapture)),
    ("ChecklessChess", |c, _| plain(c, Condition::Checkless)),
    ("AndernachChess", |c, _| plain(c, Condition::Andernach)),
    ("AntiAndernachChess", |c, _| {
        plain(c, Condition::AntiAndernach)
    }),
    ("ChameleonChess", chameleon_chess),
    ("ChameleonSequence", chameleon_chess),
    ("EinsteinChess", |c, _| {
        // (Jacobi's `WithPromotions`: see jacobi_rules::einstein)
        if !c.params.is_empty() {
            return jacobi_rules::einstein(c);
        }
        plain(c, Condition::Einstein(EinsteinRule::Einstein))
    }),
    ("ReversalEinsteinChess", |c, _| {
        plain(c, Condition::Einstein(EinsteinRule::Reversal))
    }),
    ("AntiEinsteinChess", |c, _| {
        plain(c, Condition::Einstein(EinsteinRule::Anti))
    }),
    ("NormalPawn", |c, _| plain(c, Condition::NormalPawn)),
    ("Masand", |c, _| plain(c, Condition::Masand)),
    // capture effects
    ("Anda", |c, _| plain(c, Condition::Anda { inverse: false })),
    ("AndaInverse", |c, _| {
        plain(c, Condition::Anda { inverse: true })
    }),
    ("SuperGuards", |c, _| {
        plain(c, Condition::Guards { anti: false })
    }),
    ("AntiGuards", |c, _| {
        plain(c, Condition::Guards { anti: true })
    }),
    ("Take&MakeChess", |c, _| take_make(c)),
    ("MasandGeneralised", |c, _| {
        plain(c, Condition::MasandGeneralised)
    }),
    ("DangerCirce", |c, _| plain(c, Condition::DangerCirce)),
    ("ExclusiveChess", |c, _| plain(c, Condition::Exclusive)),
    ("GlasgowChess", |c, _| plain(c, Condition::Glasgow)),
    ("LineChameleonChess", |c, _| {
        plain(c, Condition::LineChameleon)
    }),
    ("Influencer", |c, _| plain(c, Condition::Influencer)),
    ("PointReflection", |c, _| {
        plain(c, Condition::PointReflection)
    }),
    ("WhiteMustCapture", |c, lang| {
        if jacobi_obligation_options(c) {
            return obligation(c, Colour::White, Aim::Capture);
        }
        mummer(
            c,
            lang,
            Condition::MustCapture(Colour::White),
            Mummer::MustCapture,
            Colour::White,
        )
    }),
    ("BlackMustCapture", |c, lang| {
        if jacobi_obligation_options(c) {
            return obligation(c, Colour::Black, Aim::Capture);
        }
        mummer(
            c,
            lang,
            Condition::MustCapture(Colour::Black),
            Mummer::MustCapture,
            Colour::Black,
        )
    }),
    ("WhiteMaximummer", |c, lang| {
        mummer(
            c,
            lang,
            Condition::Maximummer(Colour::White),
            Mummer::Maximummer,
            Colour::White,
        )
    }),
    ("BlackMaximummer", |c, lang| {
        mummer(
            c,
            lang,
            Condition::Maximummer(Colour::Black),
            Mummer::Maximummer,
            Colour::Black,
        )
    }),
    ("WhiteMinimummer", |c, lang| {
        mummer(
            c,
            lang,
            Condition::Minimummer(Colour::White),
            Mummer::Minimummer,
            Colour::White,
        )
    }),
    ("BlackMinimummer", |c, lang| {
        mummer(
            c,
            lang,
            Condition::Minimummer(Colour::Black),
            Mummer::Minimummer,
            Colour::Black,
        )
    }),
    // the side-less Maximummer, bound to the side the stipulation
    // restricts by `bind_restricted_side`
    ("Maximummer", |c, lang| {
        mummer(
            c,
            lang,
            Condition::Maximummer(Colour::Black),
            Mummer::Maximummer,
            Colour::Black,
        )
    }),
    ("BlackChecks", |c, _| plain(c, Condition::BlackChecks)),
    // UltraSchachZwang and BrunnerChess; the
    // side-less form is bound by `bind_restricted_side`
    ("WhiteUltraSchachZwang", |c, _| {
        plain(c, Condition::UltraSchachZwang(Colour::White))
    }),
    ("BlackUltraSchachZwang", |c, _| {
        plain(c, Condition::UltraSchachZwang(Colour::Black))
    }),
    ("UltraSchachZwang", |c, _| {
        plain(c, Condition::UltraSchachZwang(Colour::Black))
    }),
    ("BrunnerChess", |c, _| plain(c, Condition::Brunner)),
    // Jacobi's move-selection conditions
    ("WhiteMustCheck", |c, _| {
        obligation(c, Colour::White, Aim::Check)
    }),
    ("BlackMustCheck", |c, _| {
        obligation(c, Colour::Black, Aim::Check)
    }),
    ("UltraSchlagZwang", |c, _| {
        plain(
            c,
            Condition::StrictMummer {
                rule: Mummer::MustCapture,
                side: Colour::Black,
                ultra: true,
            },
        )
    }),
    ("WirklicherSchlagZwang", |c, _| {
        plain(
            c,
            obliged(Colour::Black, Aim::Capture, false, Ending::SemiUltra, false),
        )
    }),
    ("Blackcap", |c, _| {
        plain(
            c,
            obliged(Colour::Black, Aim::Capture, false, Ending::SemiUltra, true),
        )
    }),
    ("Checking", |c, _| plain(c, Condition::BlackChecks)),
    ("Zigzag", |c, _| {
        plain(
            c,
            obliged(
                Colour::White,
                Aim::CaptureOrCheck,
                true,
                Ending::SemiUltra,
                false,
            ),
        )
    }),
    ("ZigzagStapff", |c, _| {
        plain(
            c,
            obliged(
                Colour::White,
                Aim::CaptureOrCheck,
                true,
                Ending::Free,
                false,
            ),
        )
    }),
    ("GrowingMen", |c, _| {
        plain(c, Condition::GrowingMen { shrinking: false })
    }),
    ("ShrinkingMen", |c, _| {
        plain(c, Condition::GrowingMen { shrinking: true })
    }),
    ("ZigzagUltra", |c, _| {
        plain(
            c,
            obliged(
                Colour::White,
                Aim::CaptureOrCheck,
                true,
                Ending::Ultra,
                false,
            ),
        )
    }),
    ("SingleBox", |c, _| single_box(c)),
    ("PromOnly", prom_only),
    ("Sentinelles", |c, _| sentinelles(c)),
    ("AnnanChess", |c, _| plain(c, Condition::Annan)),
    ("NannaChess", |c, _| plain(c, Condition::Nanna)),
    ("ProteanChess", |c, _| plain(c, Condition::Protean)),
    ("FaceToFace", |c, _| plain(c, Condition::FaceToFace)),
    ("BackToBack", |c, _| plain(c, Condition::BackToBack)),
    ("CheekToCheek", |c, _| plain(c, Condition::CheekToCheek)),
    ("WhiteOscillatingKings", |c, _| {
        oscillating_kings(c, Colour::White)
    }),
    ("BlackOscillatingKings", |c, _| {
        oscillating_kings(c, Colour::Black)
    }),
    ("WhiteRoyalSquare", |c, _| royal_square(c, Colour::White)),
    ("BlackRoyalSquare", |c, _| royal_square(c, Colour::Black)),
    ("ShieldedKings", |c, _| plain(c, Condition::ShieldedKings)),
    ("AntiKings", |c, _| plain(c, Condition::AntiKings)),
    // the king conditions
    ("SAT", |c, _| sat(c, false)),
    ("StrictSAT", |c, _| sat(c, true)),
    ("LeseMajeste", |c, _| plain(c, Condition::LeseMajeste)),
    ("KobulKings", |c, _| plain(c, Condition::KobulKings)),
    ("RoyalDynasty", |c, _| plain(c, Condition::RoyalDynasty)),
    ("TransmutedKings", |c, _| {
        transmuting(
            c,
            Some(Transmutation::Transmuted),
            Some(Transmutation::Transmuted),
        )
    }),
    ("ReflectiveKings", |c, _| {
        transmuting(
            c,
            Some(Transmutation::Reflective),
            Some(Transmutation::Reflective),
        )
    }),
    ("WhiteTransmutedKing", |c, _| {
        transmuting(c, Some(Transmutation::Transmuted), None)
    }),
    ("BlackTransmutedKing", |c, _| {
        transmuting(c, None, Some(Transmutation::Transmuted))
    }),
    ("WhiteReflectiveKing", |c, _| {
        transmuting(c, Some(Transmutation::Reflective), None)
    }),
    ("BlackReflectiveKing", |c, _| {
        transmuting(c, None, Some(Transmutation::Reflective))
    }),
    ("VaultingKings", |c, l| vaulting(c, l, [true, true])),
    ("WhiteVaultingKing", |c, l| vaulting(c, l, [true, false])),
    ("BlackVaultingKing", |c, l| vaulting(c, l, [false, true])),
    ("WhiteSuperTransmutingKing", |c, _| {
        transmuting(c, Some(Transmutation::SuperTransmuting), None)
    }),
    ("BlackSuperTransmutingKing", |c, _| {
        transmuting(c, None, Some(Transmutation::SuperTransmuting))
    }),
    ("SwappingKings", |c, _| {
        let both = Some(Oscillation::C);
        plain(c, oscillating(both, both))
    }),
    // the board effects
    ("Leofamily", |c, _| plain(c, Condition::Leofamily)),
    ("ChineseChess", |c, _| plain(c, Condition::ChineseChess)),
    ("CavalierMajeur", |c, _| plain(c, Condition::CavalierMajeur)),
    ("MagicSquares", |c, _| magic_squares(c)),
    ("RelegationChess", |c, _| plain(c, Condition::Relegation)),
    ("ChameleonPursuit", |c, _| {
        plain(c, Condition::ChameleonPursuit)
    }),
    // the conditions choosing among the legal moves
    ("NoWhiteCapture", |c, _| {
        plain(c, Condition::NoCaptureBy(Colour::White))
    }),
    ("NoBlackCapture", |c, _| {
        plain(c, Condition::NoCaptureBy(Colour::Black))
    }),
    ("NoWhitePromotion", |c, _| {
        plain(c, Condition::NoPromotion(Colour::White))
    }),
    ("NoBlackPromotion", |c, _| {
        plain(c, Condition::NoPromotion(Colour::Black))
    }),
    ("WhitePromSquares", |c, _| prom_squares(c, Colour::White)),
    ("BlackPromSquares", |c, _| prom_squares(c, Colour::Black)),
    ("WhiteForcedSquare", |c, _| forced_squares(c, Colour::White)),
    ("BlackForcedSquare", |c, _| forced_squares(c, Colour::Black)),
    ("WhiteMinDister", |c, _| dister(c, Colour::White, false)),
    ("WhiteMaxDister", |c, _| dister(c, Colour::White, true)),
    ("BlackMinDister", |c, _| dister(c, Colour::Black, false)),
    ("BlackMaxDister", |c, _| dister(c, Colour::Black, true)),
    ("WhiteConsequentForcedSquare", |c, _| {
        let (squares, line) = square_list(c)?;
        let side = Colour::White;
        Ok((Condition::ConsequentForcedSquares { side, squares }, line))
    }),
    ("BlackConsequentForcedSquare", |c, _| {
        let (squares, line) = square_list(c)?;
        let side = Colour::Black;
        Ok((Condition::ConsequentForcedSquares { side, squares }, line))
    }),
    ("WhiteEdgemover", |c, lang| {
        edgemover(c, lang, Colour::White)
    }),
    ("BlackEdgemover", |c, lang| {
        edgemover(c, lang, Colour::Black)
    }),
    ("CentralChess", |c, _| plain(c, Condition::Central)),
    // the holes (Popeye prints no line for Hole: `printed_lines`)
    ("Hole", |c, _| {
        let (squares, _) = square_list(c)?;
        Ok((Condition::Holes(squares), String::new()))
    }),
    ("HaanerChess", |c, _| plain(c, Condition::Haaner)),
    // the turning boards
    ("ActuatedRevolvingCentre", |c, _| {
        plain(c, Condition::ActuatedRevolvingCentre)
    }),
    ("ActuatedRevolvingBoard", |c, _| {
        plain(c, Condition::ActuatedRevolvingBoard)
    }),
    // the climbing captures
    ("SnekChess", |c, _| {
        plain(c, Condition::Snek { circle: false })
    }),
    ("SnekCircleChess", |c, _| {
        plain(c, Condition::Snek { circle: true })
    }),
    // the imitators (nightrider_conditions::imitator)
    ("Imitator", |c, _| imitator(c)),
    ("NoIProm", |c, _| plain(c, Condition::NoImitatorPromotion)),
    // the capture effects
    ("Make&TakeChess", |c, _| plain(c, Condition::MakeTake)),
    ("Breton", |c, _| breton(c)),
    // the castling conditions
    ("CastlingChess", |c, _| {
        plain(c, Condition::CastlingChess(Partners::Any))
    }),
    ("Rokagogo", |c, _| {
        plain(c, Condition::CastlingChess(Partners::OwnRooks))
    }),
    ("ExchangeCastling", |c, _| {
        plain(c, Condition::ExchangeCastling)
    }),
    // the transforming moves
    ("CASTchess", |c, _| cast(c)),
    // (Popeye 4.104 lists the name but reads it as an input error)
    ("CASTInverse", |_, _| {
        Err(unsupported(
            "CASTInverse (Popeye 4.104 does not read it; write CASTchess Inverse)".to_string(),
        ))
    }),
    ("FrankfurtChess", |c, _| plain(c, Condition::Frankfurt)),
    // Fairy conditions II
    ("MultiCaptures", |c, _| multi_captures(c)),
    ("PartialParalysis", |c, _| {
        plain(c, Condition::PartialParalysis)
    }),
    ("Pepo", |c, _| plain(c, Condition::Pepo)),
    // Wormholes (nightrider_conditions::wormholes)
    ("Wormholes", |c, _| {
        let (squares, line) = square_list(c)?;
        Ok((Condition::Wormholes(squares), line))
    }),
    // Fairy conditions IV: kings and royalty
    ("RepublicanChess", |c, _| republican(c)),
    ("PAD", |c, _| pad(c)),
    ("PADChess", |c, _| pad(c)),
    // the series capture and fuddled men
    ("SeriesCapture", |c, _| plain(c, Condition::SeriesCapture)),
    // BGL
    ("BGL", |c, _| bgl(c)),
    // Fairy conditions II: Alice chess (nightrider_conditions::alice)
    ("AliceChess", |c, _| plain(c, Condition::Alice)),
    // the move-selection conditions
    ("FuddledMen", |c, _| plain(c, Condition::FuddledMen)),
    // walks and homes
    ("BackHome", |c, _| plain(c, Condition::BackHome)),
    ("Disparate", |c, _| plain(c, Condition::Disparate)),
    // whose units a side moves
    ("AllInChess", |c, _| plain(c, Condition::AllIn)),
    ("HalfInChess", |c, _| plain(c, Condition::HalfIn)),
    ("MainlyInChess", |c, _| plain(c, Condition::MainlyIn)),
    ("Bolero", |c, _| bolero(c, false)),
    ("BoleroInverse", |c, _| bolero(c, true)),
    ("PlusChess", |c, _| plain(c, Condition::Plus)),
    // capture and move effects
    ("MarineChess", |c, _| {
        plain(c, Condition::Marine { ultra: false })
    }),
    ("UltramarineChess", |c, _| {
        plain(c, Condition::Marine { ultra: true })
    }),
    // the exchanges
    ("MessignyChess", |c, _| messigny(c)),
    // observing each other
    ("Woozles", |c, _| woozles(c, false, false)),
    ("BiWoozles", |c, _| woozles(c, true, false)),
    ("Heffalumps", |c, _| woozles(c, false, true)),
    ("BiHeffalumps", |c, _| woozles(c, true, true)),
    ("GenevaChess", circe::geneva),
    // the obligation conditions
    ("WhiteSynchronMover", |c, _| {
        plain(
            c,
            Condition::Synchron {
                side: Colour::White,
                anti: false,
            },
        )
    }),
    ("BlackSynchronMover", |c, _| {
        plain(
            c,
            Condition::Synchron {
                side: Colour::Black,
                anti: false,
            },
        )
    }),
    ("WhiteAntiSynchronMover", |c, _| {
        plain(
            c,
            Condition::Synchron {
                side: Colour::White,
                anti: true,
            },
        )
    }),
    // the rebirth-square lender
    ("PowerTransfer", |c, _| power_transfer(c)),
    ("AlphabeticChess", |c, _| {
        plain(c, Condition::Alphabetic(None))
    }),
    ("WhiteAlphabeticChess", |c, _| {
        plain(c, Condition::Alphabetic(Some(Colour::White)))
    }),
    ("BlackAlphabeticChess", |c, _| {
        plain(c, Condition::Alphabetic(Some(Colour::Black)))
    }),
    ("BlackAntiSynchronMover", |c, _| {
        plain(
            c,
            Condition::Synchron {
                side: Colour::Black,
                anti: true,
            },
        )
    }),
    // capture and move effects: ghosts
    ("GhostChess", |c, _| plain(c, Condition::Ghost)),
    ("HauntedChess", |c, _| plain(c, Condition::Haunted)),
    // Fairy conditions IV: kings and what mate means
    ("MAFF", |c, _| plain(c, Condition::Mate(MateRule::Maff))),
    ("OWU", |c, _| plain(c, Condition::Mate(MateRule::Owu))),
    ("AMU", |c, _| plain(c, Condition::Mate(MateRule::Amu))),
    ("LosingChess", |c, _| plain(c, Condition::Losing)),
    ("ExtinctionChess", |c, _| plain(c, Condition::Extinction)),
    // Jacobi's conditions about kings
    ("NonRoyalKings", |c, _| jacobi_kings::non_royal_kings(c)),
    ("Kamikaze", |c, _| jacobi_kings::kamikaze(c)),
    ("Knightmate", |c, _| plain(c, Condition::Knightmate)),
    // Jacobi's move rules (DoubleMaximummer: see jacobi_rules::expand)
    ("FreeForAll", |c, _| plain(c, Condition::FreeForAll)),
    ("NoImmediateRepetition", |c, _| {
        plain(c, Condition::NoImmediateRepetition)
    }),
    ("Distancing", |c, _| jacobi_rules::distancing(c)),
    ("WhiteAntiKoeko", |c, _| {
        jacobi_rules::anti_koeko(c, Colour::White)
    }),
    ("BlackAntiKoeko", |c, _| {
        jacobi_rules::anti_koeko(c, Colour::Black)
    }),
    // PatienceChess: Popeye 4.104 reads it, but plays it as orthodox
    // chess in every experiment (docs/conditions.md): its rule is unknown
    ("PatienceChess", |_, _| {
        Err(unsupported(
            "PatienceChess (its rule is unknown: Popeye 4.104 plays it as orthodox chess in every experiment)".into(),
        ))
    }),
    // the duellists, the followers, Vogtlaender and Argentinian chess
    //
    ("DuellistChess", |c, _| plain(c, Condition::Duellist)),
    ("WhiteFollowMyLeader", |c, _| {
        plain(c, Condition::FollowMyLeader(Colour::White))
    }),
    ("BlackFollowMyLeader", |c, _| {
        plain(c, Condition::FollowMyLeader(Colour::Black))
    }),
    ("VogtlaenderChess", |c, _| plain(c, Condition::Vogtlaender)),
    ("ArgentinianChess", |c, _| plain(c, Condition::Argentinian)),
    // kings and royalty
    ("TransmissionMenace", |c, _| {
        plain(c, Condition::TransmissionMenace)
    }),
    ("Bicolores", |c, _| plain(c, Condition::Bicolores)),
    ("#C", |c, _| plain(c, Condition::MateRecolouring)),
    // capture effects: Tibet, NorskSjakk, TraitorChess
    ("Tibet", |c, _| plain(c, Condition::Tibet { double: false })),
    ("DoubleTibet", |c, _| {
        plain(c, Condition::Tibet { double: true })
    }),
    ("NorskSjakk", |c, _| plain(c, Condition::Norsk)),
    ("TraitorChess", |c, _| plain(c, Condition::Traitor)),
    ("LostPieces", |c, _| plain(c, Condition::LostPieces)),
    ("Leffie", |c, _| plain(c, Condition::Leffie)),
    ("Bicaptures", |c, _| plain(c, Condition::Bicaptures)),
    ("RoleExchange", |c, _| plain(c, Condition::RoleExchange)),
    ("Immobilio", immobilio),
    ("DarkSide", |c, _| plain(c, Condition::DarkSide)),
    ("Dummy", |c, _| plain(c, Condition::Dummy)),
    ("Football", football),
];

/// MessignyChess, plain or RexExclusive (the kings do not swap).
fn messigny(c: &popeye::Condition) -> Compiled {
    let v = variants(c)?;
    if v.iter().any(|n| *n != "RexExclusive") {
        return Err(unsupported(format!("MessignyChess {}", v.join(" "))));
    }
    let condition = Condition::Messigny {
        rex_exclusive: !v.is_empty(),
    };
    let line = condition.to_string();
    Ok((condition, line))
}

/// Woozles, BiWoozles, Heffalumps or BiHeffalumps, plain or RexExclusive
/// (see [`nightrider_conditions::woozles`]).
fn woozles(c: &popeye::Condition, opposing: bool, on_line: bool) -> Compiled {
    let v = variants(c)?;
    if v.iter().any(|n| *n != "RexExclusive") {
        return Err(unsupported(format!("{} {}", c.name, v.join(" "))));
    }
    let condition = Condition::Woozles(nightrider_conditions::woozles::WoozleRules {
        opposing,
        on_line,
        rex_exclusive: !v.is_empty(),
    });
    let line = condition.to_string();
    Ok((condition, line))
}

/// Compiles one condition by its row of [`COMPILERS`].
fn compile_one(c: &popeye::Condition, lang: InputLanguage) -> Compiled {
    match COMPILERS.iter().find(|(name, _)| *name == c.name) {
        Some((_, compile)) => compile(c, lang),
        None => Err(unsupported(c.name.to_string())),
    }
}

/// A condition without parameters, printed under its name.
fn plain(c: &popeye::Condition, condition: Condition) -> Compiled {
    plain_as(c, condition, c.name)
}

/// LastCapture: the piece the move that led to the diagram captured
/// (`LastCapture white Bg4`), printed `LastCapture` alone as Popeye 4.104
/// prints it.
fn last_capture(c: &popeye::Condition, lang: InputLanguage) -> Compiled {
    match c.params[..] {
        [ConditionParam::PieceOnSquare(colour, ref code, square)] => {
            let kind = crate::pieces::resolve_code(lang, code.as_str())?;
            let piece = match colour {
                popeye::PieceColour::White => nightrider_board::Piece::new(kind, Colour::White),
                popeye::PieceColour::Black => nightrider_board::Piece::new(kind, Colour::Black),
                popeye::PieceColour::Neutral => nightrider_board::Piece::new(kind, Colour::White)
                    .with_attributes(nightrider_board::Attributes::NEUTRAL),
            };
            Ok((Condition::LastCapture { square, piece }, c.name.to_string()))
        }
        _ => Err(unsupported(format!(
            "{} without a piece on a square",
            c.name
        ))),
    }
}

/// A condition without parameters, printed as `line`.
fn plain_as(c: &popeye::Condition, condition: Condition, line: &str) -> Compiled {
    if !c.params.is_empty() {
        return Err(unsupported(format!("{} with parameters", c.name)));
    }
    Ok((condition, line.to_string()))
}

/// Take&MakeChess, plain or Absolute, printed `Take&MakeChess` either
/// way as Popeye 4.104 prints it.
fn take_make(c: &popeye::Condition) -> Compiled {
    let mut absolute = false;
    for name in variants(c)? {
        match name {
            "Absolute" => absolute = true,
            other => return Err(unsupported(format!("Take&MakeChess {other}"))),
        }
    }
    Ok((Condition::TakeMake { absolute }, c.name.to_string()))
}

/// Breton with its variants Adverse, Chromatic and PY, printed in
/// Popeye's order.
fn breton(c: &popeye::Condition) -> Compiled {
    let v = variants(c)?;
    let mut rules = nightrider_conditions::BretonRules::default();
    for name in &v {
        match *name {
            "Adverse" => rules.adverse = true,
            "Chromatic" => rules.chromatic = true,
            "PY" => rules.py = true,
            other => return Err(unsupported(format!("Breton {other}"))),
        }
    }
    let condition = Condition::Breton(rules);
    let line = condition.to_string();
    Ok((condition, line))
}

/// CASTchess, plain or Inverse (printed `CASTChess`, `CASTChess
/// Inverse`).
fn cast(c: &popeye::Condition) -> Compiled {
    let v = variants(c)?;
    let inverse = v.contains(&"Inverse");
    if v.iter().any(|n| *n != "Inverse") {
        return Err(unsupported(format!("CASTchess {}", v.join(" "))));
    }
    let condition = Condition::Cast { inverse };
    let line = condition.to_string();
    Ok((condition, line))
}

/// MultiCaptures, plain or bound to one side by `White` or `Black`
/// (printed in English whatever the input's language, as Popeye 4.104
/// prints it); both sides named are refused (Popeye reads them as an
/// input error).
fn multi_captures(c: &popeye::Condition) -> Compiled {
    let side = match variants(c)?.as_slice() {
        [] => None,
        ["White"] => Some(Colour::White),
        ["Black"] => Some(Colour::Black),
        v => return Err(unsupported(format!("MultiCaptures {}", v.join(" ")))),
    };
    let condition = Condition::MultiCaptures(side);
    let line = condition.to_string();
    Ok((condition, line))
}

/// Madrasi, plain or RexInclusive.
fn madrasi(c: &popeye::Condition) -> Compiled {
    let v = variants(c)?;
    let rex_inclusive = v.contains(&"RexInclusive");
    if v.iter().any(|n| *n != "RexInclusive") {
        return Err(unsupported(format!("Madrasi {}", v.join(" "))));
    }
    let line = if rex_inclusive {
        "Madrasi RexInclusive"
    } else {
        "Madrasi"
    };
    Ok((Condition::Madrasi { rex_inclusive }, line.to_string()))
}

/// PowerTransfer, with or without RexInclusive.
fn power_transfer(c: &popeye::Condition) -> Compiled {
    let v = variants(c)?;
    if v.iter().any(|n| *n != "RexInclusive") {
        return Err(unsupported(format!("PowerTransfer {}", v.join(" "))));
    }
    let condition = Condition::PowerTransfer {
        rex_inclusive: v.contains(&"RexInclusive"),
    };
    let line = condition.to_string();
    Ok((condition, line))
}

/// Isardam, with TypeB and RexInclusive.
fn isardam(c: &popeye::Condition) -> Compiled {
    let v = variants(c)?;
    let type_b = v.contains(&"TypeB");
    let rex_inclusive = v.contains(&"RexInclusive");
    // (Popeye reads TypeB only before RexInclusive: after it, TypeB
    // is dropped without a word, which we refuse rather than follow)
    let late_type_b = v.iter().position(|n| *n == "TypeB")
        > v.iter().position(|n| *n == "RexInclusive")
        && rex_inclusive;
    if late_type_b || v.iter().any(|n| *n != "RexInclusive" && *n != "TypeB") {
        return Err(unsupported(format!("Isardam {}", v.join(" "))));
    }
    let mut line = "Isardam".to_string();
    if type_b {
        line.push_str("    TypeB");
    }
    if rex_inclusive {
        line.push_str(" RexInclusive");
    }
    Ok((
        Condition::Isardam {
            type_b,
            rex_inclusive,
        },
        line,
    ))
}

/// Sentinelles with its variants (PionAdvers, PionNeutre, ParaSentinelles,
/// Berolina) and the maxima; the line as Popeye prints it
/// (`ParaSentinelles Berolina  PionAdvers 3/8 //5`). Of PionAdvers and
/// PionNeutre the last given holds, as in Popeye. PionNoir and PionBlanc
/// are refused by name: Popeye 4.104 rejects them as input errors.
fn sentinelles(c: &popeye::Condition) -> Result<(Condition, String), ProblemError> {
    let mut rules = SentinelRules::default();
    let (mut white, mut black, mut total) = (None, None, None);
    for p in &c.params {
        let max = |n: u32| u8::try_from(n.min(64)).unwrap_or(64);
        match p {
            ConditionParam::Variant("PionAdvers", VariantValue::None) => {
                (rules.adverse, rules.neutral) = (true, false)
            }
            ConditionParam::Variant("PionNeutre", VariantValue::None) => {
                (rules.adverse, rules.neutral) = (false, true)
            }
            ConditionParam::Variant("ParaSentinelles", VariantValue::None) => rules.para = true,
            ConditionParam::Variant("Berolina", VariantValue::None) => {
                rules.kind = nightrider_board::catalogue::by_code(
                    nightrider_board::catalogue::Language::English,
                    "bp",
                )
                .ok_or_else(|| unsupported("Sentinelles Berolina".into()))?
            }
            ConditionParam::Variant("MaximumWhite", VariantValue::Integer(n)) => {
                white = Some(max(*n))
            }
            ConditionParam::Variant("MaximumBlack", VariantValue::Integer(n)) => {
                black = Some(max(*n))
            }
            ConditionParam::Variant("MaximumTotal", VariantValue::Integer(n)) => {
                total = Some(max(*n))
            }
            ConditionParam::Variant(name @ ("PionNoir" | "PionBlanc"), _) => {
                return Err(unsupported(format!(
                    "Sentinelles {name} (Popeye 4.104 rejects it)"
                )))
            }
            ConditionParam::Variant(name, _) => {
                return Err(unsupported(format!("Sentinelles {name}")))
            }
            _ => return Err(unsupported("Sentinelles with parameters".into())),
        }
    }
    let mut line = String::from(if rules.para {
        "ParaSentinelles"
    } else {
        "Sentinelles"
    });
    if rules.kind != nightrider_board::PieceKind::PAWN {
        line.push_str(" Berolina");
    }
    if rules.adverse {
        line.push_str("  PionAdvers");
    }
    if rules.neutral {
        line.push_str("  PionNeutre");
    }
    if white.is_some() || black.is_some() {
        line.push_str(&format!(" {}/{}", white.unwrap_or(8), black.unwrap_or(8)));
    }
    if let Some(t) = total {
        line.push_str(&format!(" //{t}"));
    }
    rules.max_white = white.unwrap_or(rules.max_white);
    rules.max_black = black.unwrap_or(rules.max_black);
    rules.max_total = total.unwrap_or(rules.max_total);
    Ok((Condition::Sentinelles(rules), line))
}

/// KoeKo, with the neighbourhood `Nei` of a king (the default, printed
/// `KoeKo`) or a knight (`S-KoeKo`); other neighbourhoods are refused.
fn koeko(c: &popeye::Condition, lang: InputLanguage) -> Result<(Condition, String), ProblemError> {
    match &c.params[..] {
        [] => Ok((Condition::Koeko, "KoeKo".to_string())),
        [ConditionParam::Variant("Nei", VariantValue::Pieces(codes))] if codes.len() == 1 => {
            let kind = crate::pieces::resolve_code(lang, codes[0].as_str())?;
            match kind {
                nightrider_board::PieceKind::KING => Ok((Condition::Koeko, "KoeKo".to_string())),
                nightrider_board::PieceKind::KNIGHT => {
                    Ok((Condition::KnightKoeko, "S-KoeKo".to_string()))
                }
                _ => Err(unsupported(format!(
                    "KoeKo Nei {}",
                    codes[0].as_str().to_uppercase()
                ))),
            }
        }
        _ => Err(unsupported("KoeKo with parameters".into())),
    }
}

/// The piece sequence after `Chameleon` (`S Q R B S`; the default `S B R
/// Q S` when none is given).
fn chameleon_sequence(
    c: &popeye::Condition,
    lang: InputLanguage,
) -> Result<ChameleonSequence, ProblemError> {
    let codes = c.params.iter().find_map(|p| match p {
        ConditionParam::Variant("Chameleon", VariantValue::Pieces(codes))
        | ConditionParam::Pieces(codes) => Some(codes),
        _ => None,
    });
    let Some(codes) = codes.filter(|codes| !codes.is_empty()) else {
        return Ok(ChameleonSequence::default());
    };
    let mut kinds = Vec::new();
    for code in codes {
        kinds.push(crate::pieces::resolve_code(lang, code.as_str())?);
    }
    // the cycle may be closed by repeating its first kind
    if kinds.len() > 1 && kinds.first() == kinds.last() {
        kinds.pop();
    }
    ChameleonSequence::new(&kinds)
        .ok_or_else(|| unsupported(format!("{} with the chameleon sequence given", c.name)))
}

/// Refuses the combinations of Circe variants whose meaning Popeye's
/// behaviour has not shown us: a chosen rebirth square with kings reborn
/// or under ImmunChess, an adaptation of Rank rebirth, AntiCirce Strict
/// (its default) combined with an adaptation under Cheylan.
fn refuse_unknown_combinations(
    c: &popeye::Condition,
    family: &str,
    rules: &CirceRules,
) -> Result<(), ProblemError> {
    match nightrider_conditions::compat::circe_variant_refusal(family, rules) {
        Some(what) => Err(unsupported(format!("{} with {what}", c.name))),
        None => Ok(()),
    }
}

/// The compiled conditions of the `condition` lines of a test's problem.
#[cfg(test)]
fn compile_line(line: &str) -> Result<Conditions, ProblemError> {
    let input =
        format!("begin\ncondition {line}\npieces white ke1 black ke8\nstipulation ~1\nend\n");
    let parsed = nightrider_notation::popeye::parse_input(&input);
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    let conditions: Vec<popeye::Condition> = parsed.problems[0]
        .commands
        .iter()
        .filter_map(|c| match c {
            popeye::Command::Condition(list) => Some(list.clone()),
            _ => None,
        })
        .flatten()
        .collect();
    compile(&conditions, InputLanguage::English)
}

#[cfg(test)]
mod tests {
    use super::COMPILERS;
    use nightrider_notation::popeye::jacobi_conditions::condition_def;

    /// Each row of the table names a condition of Popeye's condition
    /// table by its English name, once.
    #[test]
    fn every_row_names_one_condition_of_popeyes_table() {
        for (i, (name, _)) in COMPILERS.iter().enumerate() {
            assert!(
                condition_def(name).is_some(),
                "{name} is not a condition name of the notation's table"
            );
            assert!(
                COMPILERS[..i].iter().all(|(other, _)| other != name),
                "{name} has two rows"
            );
        }
    }
}
