//! Jacobi's dialect of the input language (see `docs/jacobi.md`): what a
//! problem read in it means where Popeye reads the same text otherwise,
//! and what Popeye's dialect does with Jacobi's text.
//!
//! In Jacobi's dialect the `stipulation`, `play`, `test` and `set test`
//! commands form one chain ([`Chain`], compiled by
//! [`Stipulation::jacobi_chain`]); `option FirstToMove` names the side
//! that starts, `option InitialMoveNumber` the number of the first move
//! printed (help and series play); without `pieces` or `forsyth` the
//! position is the game array. In Popeye's dialect the first stipulation wins and `h++1` is
//! `h+1` (as Popeye 4.104 reads them), each with a warning naming the
//! dialect option.

use crate::error::{ProblemError, Unsupported};
use crate::problem::StipulationSource;
use nightrider_board::Colour;
use nightrider_notation::popeye::{self, Command, OptionValue, PieceColour, PlayKind};
use nightrider_notation::Goal;
use nightrider_stipulation::jacobi::JacobiCommand;
use nightrider_stipulation::{Stipulation, Traditional};

/// How to ask for Jacobi's dialect, for messages.
const ASK: &str = "Jacobi's dialect: option --dialect jacobi or the command `Dialect Jacobi`";

/// A chain of Jacobi's stipulation commands.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Chain {
    /// The commands, in input order.
    pub commands: Vec<JacobiCommand>,
    /// The side `option FirstToMove` names.
    pub first: Option<Colour>,
    /// Whether `option InitialMoveNumber` numbers the moves (only help
    /// and series play are numbered so).
    pub numbered: bool,
    /// Whether the condition `AllowTerminalAutoChecks` is given: the last
    /// move may leave the mover's king in check (see
    /// `Chain::terminal_auto_checks_checked`).
    pub terminal_auto_checks: bool,
}

/// Whether `goal` is a proof game's (Jacobi: `dia`, `a=>b` and `PG` are
/// synonyms).
fn is_proof_game(goal: Goal) -> bool {
    matches!(goal, Goal::ProofGame | Goal::AToB)
}

impl Chain {
    /// The chain as shown under the diagram: a lone stipulation as
    /// Popeye shows it (`h#2`), else the commands separated by commas
    /// (`play help 2.0, test #`).
    pub fn text(&self) -> String {
        let words: Vec<String> = self
            .commands
            .iter()
            .map(|c| match c {
                JacobiCommand::Stipulation(t) if self.commands.len() == 1 => t.to_string(),
                JacobiCommand::Stipulation(t) => format!("stipulation {t}"),
                JacobiCommand::Play {
                    help: true,
                    half_moves,
                } => format!("play help {}.{}", half_moves / 2, 5 * (half_moves % 2)),
                JacobiCommand::Play {
                    help: false,
                    half_moves,
                } => format!("play series {half_moves}"),
                JacobiCommand::Test { goal, negated } => {
                    format!("test {}{goal}", if *negated { "not " } else { "" })
                }
                JacobiCommand::SetTest {
                    goal,
                    side,
                    actions,
                } => {
                    let side = match side {
                        Some(Colour::White) => " white",
                        Some(Colour::Black) => " black",
                        None => "",
                    };
                    format!("set test {goal}{side} {}", actions.join(" "))
                }
            })
            .collect();
        words.join(", ")
    }

    /// Compiles the chain. A lone stipulation compiles as Popeye's (with
    /// its own conventions), then starts with the side `FirstToMove` names.
    ///
    /// # Errors
    /// [`ProblemError::Stipulation`] for a chain that does not compile or
    /// uses what is not supported.
    pub fn compile(&self) -> Result<Stipulation, ProblemError> {
        self.terminal_auto_checks_checked()?;
        if let [JacobiCommand::Stipulation(t)] = self.commands.as_slice() {
            let mut s = t.build()?;
            if let Some(first) = self.first {
                s.attacker_starts = first == Colour::White;
            } else if is_proof_game(t.goal) {
                // Jacobi: a proof game starts with White (Popeye's `a=>b`
                // with Black)
                s.attacker_starts = true;
            }
            return self.numbering_checked(s);
        }
        self.numbering_checked(Stipulation::jacobi_chain(
            &self.text(),
            self.commands.clone(),
            self.first,
        )?)
    }

    /// Whether the chain has a proof-game part (`dia`, `PG`, `a=>b`,
    /// `test [not] dia`).
    pub fn has_proof_game(&self) -> bool {
        self.commands.iter().any(|c| match c {
            JacobiCommand::Stipulation(t) => is_proof_game(t.goal),
            JacobiCommand::Test { goal, .. } => is_proof_game(*goal),
            _ => false,
        })
    }

    /// Names the proof-game parts `a=>b` (`true`: play starts from a
    /// position given in the input, or Black starts, as Popeye's `a=>b`
    /// shows it) or `dia` (from the game array, White first).
    pub fn name_proof_games(&mut self, a_to_b: bool) {
        let goal = if a_to_b { Goal::AToB } else { Goal::ProofGame };
        for c in &mut self.commands {
            match c {
                JacobiCommand::Stipulation(t) if is_proof_game(t.goal) => t.goal = goal,
                JacobiCommand::Test { goal: g, .. } if is_proof_game(*g) => *g = goal,
                _ => {}
            }
        }
    }

    /// The aim of the last command, unless it is a `not` test.
    fn last_aim(&self) -> Option<Goal> {
        match self.commands.last() {
            Some(JacobiCommand::Stipulation(t)) => Some(t.goal),
            Some(JacobiCommand::Test {
                goal,
                negated: false,
            }) => Some(*goal),
            _ => None,
        }
    }

    /// Whether Jacobi's condition `AllowTerminalAutoChecks` applies: the
    /// last move may leave the mover's own king in check, even a move of a
    /// side with no legal move (a mated side may mate back into a double
    /// mate: the manual's P0574859, `h~2.5`, `#1`, `##1`). The manual:
    /// "Necessary in Jacobi for auto-check, auto-mate, and double-mate
    /// aims", and "automatically added if you forget": it applies when the
    /// last aim is auto-mate `!#`, double mate `##` or counter-mate `##!`.
    pub fn allows_terminal_auto_checks(&self) -> bool {
        self.last_aim().is_some_and(Goal::allows_self_check)
    }

    /// The condition `AllowTerminalAutoChecks` given with any other last
    /// aim (`~`, `x`, `#`, …: whether a self-checking move reaches them in
    /// Jacobi is not known), or a `not` test last, is refused by name.
    ///
    /// # Errors
    /// The condition with another last aim.
    fn terminal_auto_checks_checked(&self) -> Result<(), ProblemError> {
        if !self.terminal_auto_checks || self.allows_terminal_auto_checks() {
            Ok(())
        } else {
            Err(jacobi_unsupported(
                "Jacobi's condition AllowTerminalAutoChecks with a last aim other than !#, ## or ##!",
            ))
        }
    }

    /// `s`, unless `option InitialMoveNumber` numbers battle play (whose
    /// tree of keys, threats and defences is numbered by its depth).
    fn numbering_checked(&self, s: Stipulation) -> Result<Stipulation, ProblemError> {
        if self.numbered && s.style() == nightrider_stipulation::Style::Battle {
            return Err(jacobi_unsupported(
                "Jacobi's option InitialMoveNumber with battle play (a chain of direct play)",
            ));
        }
        Ok(s)
    }
}

/// What a problem in Jacobi's dialect says beyond Popeye's commands.
#[derive(Debug, Default)]
pub(crate) struct Reading {
    commands: Vec<JacobiCommand>,
    first: Option<Colour>,
    numbered: bool,
    terminal_auto_checks: bool,
    /// Whether the last command read is a proof-game part, whose target
    /// diagram (`forsyth` or `pieces`) must come next.
    awaiting_diagram: bool,
    /// The proof-game parts read.
    proof_games: usize,
    /// Whether the command before is a proof game's diagram, which the
    /// proof-game options (`AddPieces`, `Add …`) may follow.
    after_diagram: bool,
    /// The proof-game option given (`AddPieces`, `AddWhitePieces`,
    /// `AddBlackPieces`, `Add …`).
    proof_game_option: Option<Command>,
    /// The place of the first command of the chain.
    pub place: Option<crate::error::InputPlace>,
}

impl Reading {
    /// Reads `command` of a problem in Jacobi's dialect, at `place`:
    /// `true` if it is Jacobi's (a command of the chain), `false` if it is
    /// read as Popeye reads it. The option `FirstToMove` is noted here and
    /// read as a no-op by Popeye's option reader.
    ///
    /// # Errors
    /// What Jacobi's dialect does not support, by name.
    pub fn read(
        &mut self,
        command: &Command,
        place: crate::error::InputPlace,
    ) -> Result<bool, ProblemError> {
        if self.awaiting_diagram {
            return Err(missing_diagram());
        }
        let after_diagram = std::mem::take(&mut self.after_diagram);
        let jacobi = match command {
            Command::AddPieces
            | Command::AddWhitePieces
            | Command::AddBlackPieces
            | Command::Add(_) => {
                if !after_diagram {
                    return Err(jacobi_unsupported(
                        "Jacobi's proof-game options (AddPieces, Add) other than right after a proof game's diagram",
                    ));
                }
                if self.proof_game_option.replace(command.clone()).is_some() {
                    return Err(jacobi_unsupported("two of Jacobi's proof-game options"));
                }
                return Ok(true);
            }
            Command::ColorThePieces => {
                return Err(jacobi_unsupported(
                    "Jacobi's proof-game option ColorThePieces",
                ))
            }
            Command::Stipulation(s) => {
                if s.retractor.is_some() {
                    return Err(jacobi_unsupported("retractors in Jacobi's dialect"));
                }
                if is_proof_game(s.goal) {
                    // its diagram, the target, comes next (read by
                    // `Reading::diagram_read`)
                    self.awaiting_diagram = true;
                    self.proof_games += 1;
                    let s = crate::problem::proof_game_length(s);
                    self.place.get_or_insert(place);
                    self.commands
                        .push(JacobiCommand::Stipulation(Traditional::try_from(&s)?));
                    return Ok(true);
                }
                if s.series == Some(popeye::Series::ParrySeries) && s.play == popeye::Play::Help {
                    // Jacobi's pser-h would be a defensive parry series
                    // before a help move, which Jacobi does not define
                    return Err(jacobi_unsupported(
                        "Jacobi's pser-h (a defensive parry series before a help move; \
                         Popeye's pser-h is Jacobi's phser-h)",
                    ));
                }
                // `++` is a double check in Jacobi's reading of the same
                // syntax (the other stipulations are read as Popeye reads
                // them, shorter solutions included)
                if matches!(s.goal, Goal::Checks(_)) {
                    JacobiCommand::Stipulation(Traditional::try_from(&popeye::JacobiStipulation {
                        syntax: s.clone(),
                        unique: false,
                        pass_first: false,
                        pass_end: false,
                    })?)
                } else {
                    JacobiCommand::Stipulation(Traditional::try_from(s)?)
                }
            }
            Command::JacobiStipulation(s) => JacobiCommand::Stipulation(Traditional::try_from(s)?),
            Command::Play(kind, length) => {
                let help = *kind == PlayKind::Help;
                let half = length.fraction == popeye::Fraction::Half;
                if !help && half {
                    return Err(jacobi_unsupported("play series of n.5 moves"));
                }
                JacobiCommand::Play {
                    help,
                    half_moves: if help {
                        2 * length.moves + u32::from(half)
                    } else {
                        length.moves
                    },
                }
            }
            Command::Test { negated, goal } => {
                if is_proof_game(*goal) {
                    self.awaiting_diagram = true;
                    self.proof_games += 1;
                }
                JacobiCommand::Test {
                    goal: *goal,
                    negated: *negated,
                }
            }
            Command::SetTest(t) => JacobiCommand::SetTest {
                goal: t.goal,
                side: t.colour.and_then(colour),
                actions: t.actions.clone(),
            },
            Command::SStipulation(_) => {
                return Err(jacobi_unsupported("sstipulation in Jacobi's dialect"))
            }
            // (a condition of the chain, not of the board: taken out of
            // the list by `board_conditions`)
            Command::Condition(list) => {
                if list.iter().any(|c| c.name == TERMINAL_AUTO_CHECKS) {
                    self.terminal_auto_checks = true;
                }
                return Ok(false);
            }
            Command::Twin(_) | Command::ZeroPosition(_) => {
                return Err(jacobi_unsupported("twins in Jacobi's dialect"))
            }
            Command::Option(items) => {
                for item in items {
                    match (item.name, &item.value) {
                        ("FirstToMove", OptionValue::Colour(c)) => {
                            self.first =
                                Some(colour(*c).ok_or_else(|| {
                                    jacobi_unsupported("option FirstToMove neutral")
                                })?)
                        }
                        // (the number itself is read by Popeye's option
                        // reader into the solving options)
                        ("InitialMoveNumber", _) => self.numbered = true,
                        // Popeye's own conventions of who starts do not
                        // mix with Jacobi's
                        ("WhiteToPlay" | "HalfDuplex" | "Duplex", _) => {
                            return Err(jacobi_unsupported(match item.name {
                                "WhiteToPlay" => {
                                    "option WhiteToPlay in Jacobi's dialect (Jacobi: FirstToMove)"
                                }
                                "HalfDuplex" => "option HalfDuplex in Jacobi's dialect",
                                _ => "option Duplex in Jacobi's dialect",
                            }))
                        }
                        _ => {}
                    }
                }
                return Ok(false);
            }
            _ => return Ok(false),
        };
        self.place.get_or_insert(place);
        self.commands.push(jacobi);
        Ok(true)
    }

    /// Whether the next command must be the diagram of a proof-game part
    /// (Jacobi's manual: "dia must be followed by forsyth or pieces").
    pub fn awaits_diagram(&self) -> bool {
        self.awaiting_diagram
    }

    /// Notes that the diagram the proof-game part awaited has been read.
    pub fn diagram_read(&mut self) {
        self.awaiting_diagram = false;
        self.after_diagram = true;
    }

    /// The proof-game option given (`AddPieces`, `Add …`), if any.
    pub fn proof_game_option(&self) -> Option<&Command> {
        self.proof_game_option.as_ref()
    }

    /// The chain read, if any.
    ///
    /// # Errors
    /// A proof-game part without its diagram; more than one proof-game
    /// part (each would aim at its own target), refused by name.
    pub fn chain(&mut self) -> Result<Option<Chain>, ProblemError> {
        if self.awaiting_diagram {
            return Err(missing_diagram());
        }
        if self.proof_games > 1 {
            return Err(jacobi_unsupported(
                "Jacobi's chains with more than one proof-game part (dia, PG, test dia)",
            ));
        }
        if self.commands.is_empty() {
            return Ok(None);
        }
        Ok(Some(Chain {
            commands: std::mem::take(&mut self.commands),
            first: self.first,
            numbered: self.numbered,
            terminal_auto_checks: self.terminal_auto_checks,
        }))
    }
}

/// A proof-game part not followed by its diagram.
fn missing_diagram() -> ProblemError {
    ProblemError::StipulationSyntax(
        "Jacobi's dia (PG, a=>b, test dia) must be followed by forsyth or pieces, its diagram"
            .into(),
    )
}

/// Jacobi's condition that lets the last move leave the mover in check.
const TERMINAL_AUTO_CHECKS: &str = "AllowTerminalAutoChecks";

/// The conditions of a `condition` command that are the board's: in
/// Jacobi's dialect, without `AllowTerminalAutoChecks` (the chain's, read
/// by [`Reading::read`]).
pub(crate) fn board_conditions(
    list: &[popeye::Condition],
    dialect: popeye::Dialect,
) -> Vec<popeye::Condition> {
    list.iter()
        .filter(|c| dialect != popeye::Dialect::Jacobi || c.name != TERMINAL_AUTO_CHECKS)
        .cloned()
        .collect()
}

/// The first move's number `option InitialMoveNumber` gives, in half-moves
/// (`-3.5`: `-7`; see `nightrider_stipulation::Options::initial_move_number`).
pub(crate) fn initial_move(value: &OptionValue) -> Option<i32> {
    let halves =
        |l: &popeye::Length| 2 * l.moves as i32 + i32::from(l.fraction == popeye::Fraction::Half);
    match value {
        OptionValue::Decimal(l) => Some(halves(l)),
        OptionValue::NegativeDecimal(l) => Some(-halves(l)),
        _ => None,
    }
}

fn colour(c: PieceColour) -> Option<Colour> {
    match c {
        PieceColour::White => Some(Colour::White),
        PieceColour::Black => Some(Colour::Black),
        PieceColour::Neutral => None,
    }
}

fn jacobi_unsupported(what: &str) -> ProblemError {
    ProblemError::Unsupported(Unsupported::Command(what.to_string()))
}

/// In Popeye's dialect: the warning for `command` if Popeye reads it
/// otherwise than Jacobi's dialect would (given the stipulation read so
/// far): a second stipulation (Popeye 4.104 reads the first, of
/// `stipulation` and `sstipulation`, and ignores the others), the aim
/// `++` (Popeye reads `h++1` as `h+1`: the goal `+` and the length `+1`).
///
/// # Errors
/// Jacobi's options `FirstToMove` and `InitialMoveNumber`, which Popeye
/// does not know, refused by name.
pub(crate) fn popeye_reading(
    command: &Command,
    stipulation: &Option<StipulationSource>,
) -> Result<Option<String>, ProblemError> {
    Ok(match command {
        Command::Stipulation(_) | Command::SStipulation(_) if stipulation.is_some() => Some(format!(
            "a second stipulation is ignored, as Popeye ignores it; in {ASK}, the stipulations form a chain"
        )),
        Command::Stipulation(s) if s.goal == Goal::Checks(2) => Some(format!(
            "'{}' is read as Popeye reads it: the goal + (check); in {ASK}, ++ is a double check",
            s.to_string().replacen("++", "+", 1)
        )),
        Command::Option(items) => {
            if let Some(item) = items
                .iter()
                .find(|o| matches!(o.name, "FirstToMove" | "InitialMoveNumber"))
            {
                return Err(jacobi_unsupported(&format!(
                    "Jacobi's option {} (in Popeye's dialect; {ASK})",
                    item.name
                )));
            }
            None
        }
        _ => None,
    })
}

/// The stipulation as Popeye reads it: `h++1` is `h+1`.
pub(crate) fn popeye_goal(s: &popeye::StipulationSyntax) -> popeye::StipulationSyntax {
    let mut s = s.clone();
    if s.goal == Goal::Checks(2) {
        s.goal = Goal::Check;
    }
    s
}

/// The refusal of a command of Jacobi's language that is not read:
/// `play`/`test`/`set test` in Popeye's dialect, constraints and
/// proof-game options in either.
pub(crate) fn refusal(command: &Command) -> ProblemError {
    jacobi_unsupported(&match command {
        Command::Play(..) | Command::Test { .. } | Command::SetTest(_) => {
            format!("Jacobi's play/test commands in Popeye's dialect ({ASK})")
        }
        Command::JacobiStipulation(s) => {
            format!("Jacobi's stipulation {s} in Popeye's dialect ({ASK})")
        }
        Command::Constraints(_) => "Jacobi's constraints".to_string(),
        _ => format!(
            "Jacobi's proof-game options (PG: AddPieces, Add, ColorThePieces) in Popeye's dialect ({ASK})"
        ),
    })
}
