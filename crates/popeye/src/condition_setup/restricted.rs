//! The conditions Popeye's input gives without a side: plain `Maximummer`
//! (also with `Ultra` or `Exact`) and plain `UltraSchachZwang`. Popeye's
//! manual says only that Maximummer "applies to the defending side";
//! Popeye 4.104 binds both to the side it derives from the stipulation
//! ([`restricted_side`], found by experiment), and prints the condition
//! as given.

use super::{line_rank, popeye_rank, Conditions};
use crate::error::{ProblemError, Unsupported};
use crate::messages::Note;
use nightrider_board::Colour;
use nightrider_conditions::{Condition, Mummer};
use nightrider_stipulation::model::{Aim, SeriesKind};
use nightrider_stipulation::{Goal, Options, Stipulation};

/// The side Popeye 4.104 binds plain Maximummer to under `stipulation`
/// and `options`: Black in direct, self, reflex and help play (`#2`,
/// `s#2`, `r#2`, `semi-r#2`, `h#2`, `h#2.5`, `reci-h#2`, `hs#2`, `hr#2`)
/// and in series play ending in direct, self or reflex play (`ser-#3`,
/// `pser-#3`, `ser-s#3`, `ser-r#3`), White in series play ending in help
/// play (`ser-h#3`, `pser-h#3`; Popeye's `ser-hs#3` too, which is not
/// solved here); the other side under option
/// HalfDuplex. Option WhiteToPlay and SetPlay change nothing.
///
/// # Errors
/// What was not compared with Popeye, or where Popeye binds it otherwise
/// than one side for the whole solution, as a text naming it: a
/// structured stipulation (Popeye cannot decide on some), option Duplex
/// (Popeye binds the other side in the second half), introductory moves
/// (`1->#2`), proof games, and the other series play (`ser-hr#2`,
/// `phser-…`).
pub(super) fn restricted_side(
    stipulation: &Stipulation,
    options: &Options,
) -> Result<Colour, &'static str> {
    let Some(t) = stipulation.traditional else {
        return Err("a structured stipulation");
    };
    if options.duplex {
        return Err("option Duplex");
    }
    if t.intro > 0 {
        return Err("introductory moves");
    }
    if matches!(t.goal, Goal::ProofGame | Goal::AToB) {
        return Err("a proof game");
    }
    let side = match (t.series, t.aim) {
        (SeriesKind::None, _) => Colour::Black,
        (SeriesKind::Series | SeriesKind::Parry, Aim::Direct)
        | (SeriesKind::Series, Aim::SelfPlay | Aim::Reflex) => Colour::Black,
        (SeriesKind::Series | SeriesKind::Parry, Aim::Help) => Colour::White,
        _ => return Err("this series play"),
    };
    Ok(if options.half_duplex { !side } else { side })
}

/// The sides plain Maximummer binds in the parts of a structured
/// stipulation `a | b` or `a & b` (nested ones too), when every part is
/// direct play (`2a[#]`) or help play (`4hh[#]`) ending in a goal: the
/// side that does not play the move reaching the goal (found with Popeye
/// 4.104: `white 3a[#]d | 4hh[#]` binds Black and White, and Popeye cannot
/// decide; `white 2a[#] | 3a[#]` binds Black in both). Empty where a part
/// is of another kind.
fn part_sides(stipulation: &Stipulation) -> Vec<Colour> {
    use nightrider_stipulation::Node;
    fn walk(node: &Node, starter: Colour, out: &mut Vec<Colour>) -> bool {
        match node {
            Node::Or(a, b) | Node::And(a, b) => walk(a, starter, out) && walk(b, starter, out),
            Node::Battle(b)
                if b.attacker_first
                    && matches!(b.on_attack, Some(Node::Goal(_)))
                    && b.on_defence.is_none()
                    && b.constraint.is_none() =>
            {
                out.push(!starter);
                true
            }
            Node::Help(h) if matches!(h.end, Node::Goal(_)) && h.constraint.is_none() => {
                let goal_mover = if h.length % 2 == 1 { starter } else { !starter };
                out.push(!goal_mover);
                true
            }
            _ => false,
        }
    }
    if stipulation.traditional.is_some()
        || !matches!(stipulation.root, Node::Or(..) | Node::And(..))
    {
        return Vec::new();
    }
    let starter = if stipulation.attacker_starts {
        Colour::White
    } else {
        Colour::Black
    };
    let mut out = Vec::new();
    if walk(&stipulation.root, starter, &mut out) {
        out
    } else {
        Vec::new()
    }
}

/// Binds the side-less conditions of `conditions` (those whose line is
/// plain `Maximummer`, with its parameters, or plain `UltraSchachZwang`)
/// to the side `restricted_side` finds for the twin's `stipulation` and
/// `options` (Popeye 4.104 binds both alike, found by running it).
///
/// # Errors
/// [`Unsupported::Combination`] where `restricted_side` gives no side,
/// and beside WhiteUltraSchachZwang or BlackUltraSchachZwang (Popeye
/// 4.104 binds neither side as alone). Beside WhiteMaximummer or
/// BlackMaximummer (with any parameters) Popeye 4.104 says "nonsense
/// combination" and ignores the problem: the sided ones are taken off
/// (Popeye prints the plain one's line alone) and the conditions get
/// [`Note::NonsenseCombination`].
pub fn bind_restricted_side(
    conditions: &mut Conditions,
    stipulation: &Stipulation,
    options: &Options,
) -> Result<(), ProblemError> {
    for (name, sided) in [
        ("Maximummer", "WhiteMaximummer or BlackMaximummer"),
        (
            "UltraSchachZwang",
            "WhiteUltraSchachZwang or BlackUltraSchachZwang",
        ),
    ] {
        bind_lines(conditions, name, sided, stipulation, options)?;
    }
    Ok(())
}

/// [`bind_restricted_side`] for the lines of the side-less condition
/// `name` (`sided`: its sided forms, named in the error).
fn bind_lines(
    conditions: &mut Conditions,
    name: &str,
    sided: &str,
    stipulation: &Stipulation,
    options: &Options,
) -> Result<(), ProblemError> {
    let rank = popeye_rank(name);
    let sideless: Vec<usize> = conditions
        .lines
        .iter()
        .enumerate()
        .filter(|(_, line)| line_rank(line) == rank)
        .map(|(i, _)| i)
        .collect();
    if sideless.is_empty() {
        return Ok(());
    }
    let refused = |what: String| ProblemError::Unsupported(Unsupported::Combination(what));
    let is_family = |c: &Condition| match c {
        Condition::Maximummer(_)
        | Condition::StrictMummer {
            rule: Mummer::Maximummer,
            ..
        } => name == "Maximummer",
        Condition::UltraSchachZwang(_) => name == "UltraSchachZwang",
        _ => false,
    };
    let is_sided: Vec<bool> = conditions
        .list
        .iter()
        .enumerate()
        .map(|(i, c)| !sideless.contains(&i) && is_family(c))
        .collect();
    let beside_sided = is_sided.contains(&true);
    if beside_sided && name == "Maximummer" {
        // Popeye 4.104 prints the plain one's line alone, says "nonsense
        // combination" and ignores the problem
        let kept = |i: usize| !is_sided.get(i).copied().unwrap_or(false);
        let mut i = 0..;
        conditions
            .list
            .retain(|_| kept(i.next().unwrap_or_default()));
        let mut i = 0..;
        conditions
            .lines
            .retain(|_| kept(i.next().unwrap_or_default()));
        conditions.notes.push(Note::NonsenseCombination);
        return Ok(());
    }
    if beside_sided {
        return Err(refused(format!("{name} beside {sided}")));
    }
    if name == "Maximummer" && !options.duplex && !options.half_duplex {
        if let [first, rest @ ..] = &part_sides(stipulation)[..] {
            if rest.iter().any(|side| side != first) {
                // Popeye 4.104: "Can't decide whether condition applies to
                // White or Black", and the problem is ignored
                conditions.notes.push(Note::UndecidedSide);
                return Ok(());
            }
        }
    }
    let side = restricted_side(stipulation, options)
        .map_err(|why| refused(format!("{name} with {why}")))?;
    for i in sideless {
        match &mut conditions.list[i] {
            Condition::Maximummer(s)
            | Condition::StrictMummer { side: s, .. }
            | Condition::UltraSchachZwang(s) => *s = side,
            _ => {}
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_notation::popeye::InputLanguage;

    fn stipulation(text: &str) -> Stipulation {
        let syntax = nightrider_notation::popeye::parse_stipulation(text).unwrap();
        Stipulation::try_from(&syntax).unwrap()
    }

    fn bound(cond: &str, stip: &str, options: &Options) -> Result<Vec<Condition>, ProblemError> {
        let parsed = nightrider_notation::popeye::parse_input(&format!(
            "begin\ncondition {cond}\nstipulation {stip}\nend\n"
        ));
        let list = parsed.problems[0]
            .commands
            .iter()
            .find_map(|c| match c {
                nightrider_notation::popeye::Command::Condition(list) => Some(list.clone()),
                _ => None,
            })
            .unwrap();
        let mut conditions = super::super::compile(&list, InputLanguage::English)?;
        bind_restricted_side(&mut conditions, &stipulation(stip), options)?;
        Ok(conditions.list)
    }

    #[test]
    fn maximummer_binds_the_side_popeye_binds() {
        let plain = Options::default();
        for (stip, side) in [
            ("#2", Colour::Black),
            ("s#2", Colour::Black),
            ("r#2", Colour::Black),
            ("h#2", Colour::Black),
            ("h#2.5", Colour::Black),
            ("hs#2", Colour::Black),
            ("ser-#3", Colour::Black),
            ("ser-s#3", Colour::Black),
            ("ser-h#3", Colour::White),
            ("pser-h#3", Colour::White),
        ] {
            assert_eq!(
                bound("Maximummer", stip, &plain).unwrap(),
                vec![Condition::Maximummer(side)],
                "{stip}"
            );
        }
        let half_duplex = Options {
            half_duplex: true,
            ..Options::default()
        };
        assert_eq!(
            bound("Maximummer", "h#2", &half_duplex).unwrap(),
            vec![Condition::Maximummer(Colour::White)]
        );
        assert_eq!(
            bound("Maximummer Ultra", "ser-h#2", &half_duplex).unwrap(),
            vec![Condition::StrictMummer {
                rule: Mummer::Maximummer,
                side: Colour::Black,
                ultra: true
            }]
        );
    }

    /// An invariant over every kind of play bound: option HalfDuplex
    /// binds the other side.
    #[test]
    fn half_duplex_binds_the_other_side_everywhere() {
        let half_duplex = Options {
            half_duplex: true,
            ..Options::default()
        };
        for aim in ["", "h", "s", "r", "semi-r", "hs", "hr", "reci-h"] {
            for series in ["", "ser-", "pser-"] {
                for length in ["2", "2.5", "3"] {
                    let text = format!("{series}{aim}#{length}");
                    let Ok(syntax) = nightrider_notation::popeye::parse_stipulation(&text) else {
                        continue;
                    };
                    let Ok(stip) = Stipulation::try_from(&syntax) else {
                        continue;
                    };
                    if let Ok(side) = restricted_side(&stip, &Options::default()) {
                        assert_eq!(restricted_side(&stip, &half_duplex), Ok(!side), "{text}");
                    }
                }
            }
        }
    }

    #[test]
    fn ultra_schachzwang_binds_as_maximummer() {
        let plain = Options::default();
        for (stip, side) in [
            ("#2", Colour::Black),
            ("h#2", Colour::Black),
            ("s#2", Colour::Black),
            ("ser-#3", Colour::Black),
            ("ser-h#3", Colour::White),
            ("pser-h#3", Colour::White),
        ] {
            assert_eq!(
                bound("UltraSchachZwang", stip, &plain).unwrap(),
                vec![Condition::UltraSchachZwang(side)],
                "{stip}"
            );
        }
        let half_duplex = Options {
            half_duplex: true,
            ..Options::default()
        };
        assert_eq!(
            bound("UltraSchachZwang", "h#2", &half_duplex).unwrap(),
            vec![Condition::UltraSchachZwang(Colour::White)]
        );
        assert!(bound("UltraSchachZwang WhiteUltraSchachZwang", "#2", &plain).is_err());
        assert!(bound("BlackUltraSchachZwang UltraSchachZwang", "#2", &plain).is_err());
        assert_eq!(
            bound("UltraSchachZwang Maximummer", "ser-h#3", &plain).unwrap(),
            vec![
                Condition::Maximummer(Colour::White),
                Condition::UltraSchachZwang(Colour::White)
            ]
        );
    }

    #[test]
    fn maximummer_is_refused_where_popeye_binds_no_one_side() {
        let duplex = Options {
            duplex: true,
            ..Options::default()
        };
        assert!(bound("Maximummer", "h#2", &duplex).is_err());
        assert!(bound("Maximummer", "1->#2", &Options::default()).is_err());
        assert!(bound("Maximummer", "dia2", &Options::default()).is_err());

        // the sided ones alone stay as they are
        assert_eq!(
            bound("WhiteMaximummer", "1->#2", &duplex).unwrap(),
            vec![Condition::Maximummer(Colour::White)]
        );
    }

    /// Beside a sided Maximummer Popeye ignores the problem ("nonsense
    /// combination"), printing the plain one's line alone.
    #[test]
    fn maximummer_beside_a_sided_one_is_nonsense() {
        for (cond, line) in [
            ("Maximummer WhiteMaximummer", "Maximummer"),
            ("BlackMaximummer Ultra Maximummer Circe", "Maximummer"),
            ("Maximummer Exact WhiteMaximummer", "Maximummer  exact"),
        ] {
            let parsed = nightrider_notation::popeye::parse_input(&format!(
                "begin\ncondition {cond}\nstipulation #2\nend\n"
            ));
            let problem = crate::problem::Problem::from_syntax(&parsed.problems[0]).unwrap();
            let conditions = &problem.diagram().conditions;
            assert_eq!(conditions.notes, vec![Note::NonsenseCombination], "{cond}");
            let lines = conditions.printed_lines(InputLanguage::English);
            assert_eq!(lines[0], line, "{cond}");
            assert_eq!(lines.len(), 1 + usize::from(cond.contains("Circe")));
        }
    }

    #[test]
    fn parts_binding_different_sides_leave_popeye_undecided() {
        let sides = |text: &str| {
            let parsed = nightrider_notation::popeye::parse_input(&format!(
                "begin pieces white ka1 qh2 black ka8 sstip {text}\nend"
            ));
            let problem = crate::problem::Problem::from_syntax(&parsed.problems[0]).unwrap();
            part_sides(&problem.diagram().stipulation)
        };
        use Colour::{Black, White};
        assert_eq!(sides("white 3a[#]d | 4hh[#]"), vec![Black, White]);
        assert_eq!(sides("white 2a[#] | 3a[#]"), vec![Black, Black]);
        assert_eq!(sides("white 4hh[#] & 2a[#]"), vec![White, Black]);
        assert_eq!(sides("black 3a[#]d | 4hh[#]"), vec![White, Black]);
        assert_eq!(sides("white 3a[#]d"), vec![]);
    }
}
