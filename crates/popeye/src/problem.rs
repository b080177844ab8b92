//! Problems as the engine solves them, and their construction from the
//! syntax tree of Popeye's input language.
//!
//! The notation crate parses Popeye input into a syntax tree
//! ([`popeye::Problem`]); this module resolves piece codes through the
//! catalogue, builds the diagram position, compiles the stipulation, maps
//! options to the solvers' [`Options`] and expands twins. Anything the
//! engine does not support (a condition, a piece without a walk, an option
//! with no effect implemented) is refused with an error naming it.

use nightrider_board::{
    Attributes, Castling, CastlingRights, Colour, EnPassant, Piece, PieceKind, Position, Square,
};
use nightrider_notation::popeye::{
    self, Command, InputLanguage, OptionValue, PieceCode, PieceColour, PiecesEntry, TwinOp,
};
use nightrider_stipulation::{Options, Stipulation};

pub use crate::error::{InputPlace, InputWarning, LocatedProblemError, ProblemError, Unsupported};
use crate::pieces::resolve_code;
use crate::twinning::TwinChange;

/// Author, origin and the other lines Popeye prints above the diagram.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Meta {
    /// `author` lines.
    pub authors: Vec<String>,
    /// `origin` lines.
    pub origins: Vec<String>,
    /// `award` lines.
    pub awards: Vec<String>,
    /// `title` lines.
    pub titles: Vec<String>,
    /// `remark` lines.
    pub remarks: Vec<String>,
}

/// Options of a problem that concern running rather than the solution
/// tree.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RunOptions {
    /// `option MaxTime n`: stop after n seconds.
    pub max_time: Option<u64>,
    /// `option NoBoard`: do not print the diagram.
    pub no_board: bool,
    /// `option WriteGrid`: print the grid's cell numbers under the
    /// diagram (the normal grid's without GridChess).
    pub write_grid: bool,
    /// `option SuppressGrid`: no grid lines in the diagram.
    pub suppress_grid: bool,
    /// `option Intelligent`: Popeye's intelligent mode was asked for. The
    /// solvers prune help and series play towards mate and stalemate
    /// whenever that is sound, with or without it; the option only decides
    /// whether the problem is refused as Popeye refuses it (see
    /// [`crate::refusal::intelligent_refusal`]).
    pub intelligent: bool,
    /// `option CastlingMutuallyExclusive`: pairs of (white rook square,
    /// black rook square) whose castlings exclude each other.
    pub exclusive_castlings: Vec<(Square, Square)>,
    /// `protocol FILE`: the output from this problem on is also written
    /// to FILE (created anew, as Popeye does), until another `protocol`.
    pub protocol: Option<String>,
    /// `latex FILE`: the LaTeX output from this problem on goes to FILE
    /// (created anew), until another `latex`.
    pub latex: Option<String>,
    /// The fairy pieces' LaTeX glyphs this problem defines (the lines after
    /// `latex FILE`, or `LaTeXPieces`); they hold for the problems that
    /// follow too.
    pub latex_glyphs: Vec<crate::latex::Glyph>,
}

/// One position to solve: the diagram or a twin.
#[derive(Clone, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Twin {
    /// Popeye's twin label (`a)`, `b)`, …; `+c)` for a continued twin),
    /// empty when the problem has no twins.
    pub label: String,
    /// What the twinning changed, as Popeye prints it (`-wQc1  +bBa5`).
    pub description: String,
    /// What the twinning changed, as values ([`Twin::description`] words
    /// them for the text output).
    pub changes: Vec<crate::twinning::TwinChange>,
    /// The position.
    pub position: Position,
    /// The stipulation as written (a structured one after its keyword:
    /// `sstipulation white 3a[#]d`).
    pub stipulation_text: String,
    /// The stipulation as parsed.
    pub stipulation_syntax: StipulationSource,
    /// The compiled stipulation (for a retractor, the forward part).
    pub stipulation: Stipulation,
    /// The fairy conditions in force.
    pub conditions: crate::condition_setup::Conditions,
    /// The start position of an `a=>b` proof game: the pieces given before
    /// the stipulation (those given after it make [`Twin::position`], the
    /// target).
    pub start: Option<Position>,
    /// Jacobi's proof-game options `AddPieces`, `Add …`: the units the
    /// target admits beyond [`Twin::position`]'s.
    pub added_units: Option<crate::proof_game::AddedUnits>,
    /// The retraction part of a retractor stipulation (`-2&#1`), if any.
    pub retractor: Option<nightrider_retro::retractor::Retractor>,
    /// The castlings whose rook stands on its corner in the diagram, not
    /// barred by NoCastling, wherever its king stands (under MarsCirce a
    /// king castles from its rebirth square).
    pub castling_rooks: CastlingRights,
    /// What of the twin's input is ignored, as Popeye ignores it (a
    /// `shift` that would move a piece off the board).
    pub warnings: Vec<InputWarning>,
    /// The remarks written after the twin's command, which Popeye prints
    /// before the twin's heading (a remark before the first twin command
    /// belongs to the problem: [`Meta::remarks`]).
    pub remarks: Vec<String>,
    /// The number of Total Invisibles (`pieces TotalInvisible n`; 0
    /// without): such a twin is solved by `nightrider_invisible`, only in
    /// the problems [`crate::invisibles`] admits.
    pub invisibles: u32,
}

impl Twin {
    /// The stipulation as Popeye prints it under the diagram (`#2`,
    /// `Black 13h[1h[#]h]?+?h` for a structured one).
    pub fn stipulation_display(&self) -> String {
        match &self.stipulation_syntax {
            StipulationSource::Traditional(_) | StipulationSource::Jacobi(_) => {
                self.stipulation_text.clone()
            }
            StipulationSource::Structured(s) => {
                // (Popeye 4.104 prints `3a[#]d|4hh[#]`, `2a[x&#]d`: no
                // blanks around the operators)
                let expr = s.expr.to_string().replace(" | ", "|").replace(" & ", "&");
                format!("{} {expr}", starter_word(s.starter, true))
            }
        }
    }
}

/// A stipulation as parsed: Popeye's `stipulation` or `sstipulation`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum StipulationSource {
    /// `stipulation #2` (with a retraction prefix for a retractor).
    Traditional(popeye::StipulationSyntax),
    /// `sstipulation white 3a[#]d`.
    Structured(popeye::StructuredStipulation),
    /// A chain of Jacobi's commands (Jacobi's dialect): `stipulation`,
    /// `play`, `test`, `set test`, with the side `option FirstToMove` names.
    Jacobi(crate::jacobi::Chain),
}

impl StipulationSource {
    /// The stipulation as written (see [`Twin::stipulation_text`]).
    pub fn text(&self) -> String {
        match self {
            StipulationSource::Traditional(s) => s.to_string(),
            StipulationSource::Structured(s) => {
                format!("sstipulation {} {}", starter_word(s.starter, false), s.expr)
            }
            StipulationSource::Jacobi(chain) => chain.text(),
        }
    }

    /// Compiles the stipulation; for a retractor the forward play and the
    /// retraction part.
    ///
    /// # Errors
    /// [`ProblemError::Stipulation`] if the stipulation does not compile.
    pub fn compile(
        &self,
    ) -> Result<(Stipulation, Option<nightrider_retro::retractor::Retractor>), ProblemError> {
        let compiled = match self {
            StipulationSource::Traditional(s) => {
                if let Some(r) = compile_retractor(s) {
                    return r.map(|(s, r)| (s, Some(r)));
                }
                Stipulation::try_from(s)
            }
            StipulationSource::Structured(s) => Stipulation::try_from(s),
            StipulationSource::Jacobi(chain) => return Ok((chain.compile()?, None)),
        };
        Ok((compiled?, None))
    }
}

/// The side to move at the root of a structured stipulation, as a word.
fn starter_word(starter: PieceColour, capital: bool) -> &'static str {
    match (starter, capital) {
        (PieceColour::Black, false) => "black",
        (PieceColour::Black, true) => "Black",
        (_, false) => "white",
        (_, true) => "White",
    }
}

/// The stipulation of a twin as Popeye shows it: with `option WhiteToPlay`
/// applying to help play, half a move shorter (`h#2` shows as `h#1.5`;
/// `a=>b` keeps its length).
pub fn stipulation_shown(options: &nightrider_stipulation::Options, twin: &Twin) -> String {
    if options.white_to_play
        && twin.stipulation.white_to_play().is_some()
        && !twin.stipulation.is_help_a_to_b()
    {
        if let Some(mut t) = twin.stipulation.traditional {
            t.half_moves -= 1;
            return t.to_string();
        }
    }
    twin.stipulation_display()
}

/// A problem ready to solve.
#[derive(Clone, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Problem {
    /// The language of the input (piece codes in the output follow it).
    pub language: InputLanguage,
    /// Text printed above the diagram.
    pub meta: Meta,
    /// The diagram and its twins, in order (just the diagram without
    /// twins); after a `zeroposition`, the twins from `a)` on.
    pub twins: Vec<Twin>,
    /// Popeye's `zeroposition`: the diagram shown, which is not solved
    /// itself; `a)` is the diagram changed by the `zeroposition` command,
    /// and each later twin changes the diagram (or, `continued`, the twin
    /// before it).
    pub zero_position: Option<Box<Twin>>,
    /// The solvers' options.
    pub options: Options,
    /// Options about running.
    pub run: RunOptions,
    /// The dialect the input is read in.
    pub dialect: popeye::Dialect,
    /// What of the input is read as Popeye reads it although Jacobi's
    /// dialect reads it otherwise (a second `stipulation`, the aim `++`):
    /// warnings for standard error, naming the dialect option.
    pub dialect_warnings: Vec<InputWarning>,
}

impl Problem {
    /// The position shown as the problem's diagram: the zero position if
    /// there is one, else the first twin.
    pub fn diagram(&self) -> &Twin {
        self.zero_position.as_deref().unwrap_or(&self.twins[0])
    }

    /// The lines under a twin's diagram: the twin's label and what it
    /// changed (when there are twins), the stipulation as Popeye shows it
    /// ([`stipulation_shown`]) and the conditions as Popeye prints them.
    ///
    /// ```
    /// use nightrider_popeye::problem::Problem;
    /// let problems = Problem::parse(
    ///     "begin\nstip h#2\ncond circe\npieces white ka1 black kc3\ntwin move a1 a2\nend\n",
    /// )
    /// .unwrap();
    /// let p = &problems[0];
    /// assert_eq!(p.caption(&p.twins[0]), ["a)", "h#2", "Circe"]);
    /// assert_eq!(p.caption(&p.twins[1]), ["b) wKa1-->a2", "h#2", "Circe"]);
    /// ```
    pub fn caption(&self, twin: &Twin) -> Vec<String> {
        let mut lines = Vec::new();
        let label = format!("{} {}", twin.label, twin.description);
        if !label.trim().is_empty() {
            lines.push(label.trim().to_string());
        }
        lines.push(stipulation_shown(&self.options, twin));
        lines.extend(twin.conditions.printed_lines(self.language));
        lines
    }

    /// Builds a problem from a parsed orthodox position: `stipulation` in
    /// Popeye's traditional form (`"#2"`, `"h#3"`, …).
    ///
    /// ```
    /// use nightrider_popeye::problem::Problem;
    /// use nightrider_board::Position;
    /// let p = Problem::new(Position::startpos(), "#2", Default::default()).unwrap();
    /// assert_eq!(p.twins.len(), 1);
    /// ```
    ///
    /// # Errors
    /// [`ProblemError::StipulationSyntax`] if the stipulation does not
    /// parse, [`ProblemError::Stipulation`] if it does not compile.
    pub fn new(
        position: Position,
        stipulation: &str,
        options: Options,
    ) -> Result<Problem, ProblemError> {
        let syntax = StipulationSource::Traditional(
            popeye::parse_stipulation(stipulation).map_err(ProblemError::StipulationSyntax)?,
        );
        let (compiled, retractor) = syntax.compile()?;
        Ok(Problem {
            language: InputLanguage::English,
            meta: Meta::default(),
            twins: vec![Twin {
                label: String::new(),
                description: String::new(),
                changes: Vec::new(),
                stipulation_text: stipulation.to_string(),
                stipulation_syntax: syntax,
                stipulation: compiled,
                castling_rooks: rook_rights(position.board(), &[]),
                position,
                conditions: Default::default(),
                start: None,
                added_units: None,
                retractor,
                warnings: Vec::new(),
                remarks: Vec::new(),
                invisibles: 0,
            }],
            zero_position: None,
            options,
            run: RunOptions::default(),
            dialect: popeye::Dialect::Popeye,
            dialect_warnings: Vec::new(),
        })
    }

    /// Builds the problem from Popeye's syntax tree.
    ///
    /// # Errors
    /// A [`ProblemError`] naming what is unknown or unsupported.
    pub fn from_syntax(syntax: &popeye::Problem) -> Result<Problem, ProblemError> {
        Problem::build(syntax, &mut InputPlace::End).map(|(problem, _)| problem)
    }

    /// Builds the problem from Popeye's syntax tree as Popeye reads its
    /// input: as [`Problem::from_syntax`], with the place of the input
    /// each error arose at, and refusing a position with more than one
    /// king or royal piece of a side as Popeye does on reading it ("only
    /// one king allowed"; [`Problem::from_syntax`] leaves that to the
    /// solve).
    ///
    /// # Errors
    /// A [`LocatedProblemError`]: what is unknown, unsupported or refused,
    /// and where.
    pub fn from_input(syntax: &popeye::Problem) -> Result<Problem, LocatedProblemError> {
        let mut place = InputPlace::End;
        let (problem, twin_places) = Problem::build(syntax, &mut place)
            .map_err(|error| LocatedProblemError { error, place })?;
        for (twin, place) in problem.twins.iter().zip(twin_places) {
            if let Some(refusal) = nightrider_conditions::compat::royal_count_refusal(
                &twin.position,
                &twin.conditions.list,
            ) {
                return Err(LocatedProblemError {
                    error: ProblemError::Refused(refusal.into()),
                    place,
                });
            }
        }
        Ok(problem)
    }

    /// Builds the problem, keeping `place` at the part of the input being
    /// read (for an error), and the place each twin's position comes from
    /// (the last command placing pieces, a twin's own command).
    fn build(
        syntax: &popeye::Problem,
        place: &mut InputPlace,
    ) -> Result<(Problem, Vec<InputPlace>), ProblemError> {
        let lang = syntax.language;
        let mut diagram_place = InputPlace::End;
        let mut stipulation_place = InputPlace::End;
        let mut buried_place = InputPlace::End;
        let mut meta = Meta::default();
        let mut board: [Option<Piece>; 64] = [None; 64];
        let mut stipulation_syntax: Option<StipulationSource> = None;
        let mut options = Options::default();
        let mut run = RunOptions::default();
        let mut no_castling = Vec::new();
        let mut en_passant = Vec::new();
        let mut twins = Vec::new();
        let mut zero: Option<(usize, popeye::Twin)> = None;
        let mut twin_remarks: Vec<(usize, String)> = Vec::new();
        let mut conditions = crate::condition_setup::Conditions::default();
        let mut buried: Vec<(Square, Piece)> = Vec::new();
        let mut start_board: Option<[Option<Piece>; 64]> = None;
        let dialect = syntax.dialect;
        let mut jacobi = crate::jacobi::Reading::default();
        // the target of a proof-game part in Jacobi's dialect
        let mut jacobi_target: Option<[Option<Piece>; 64]> = None;
        let mut added_units = None;
        let mut dialect_warnings = Vec::new();
        let mut placed = false;
        let mut invisibles = 0;
        for (index, command) in syntax.commands.iter().enumerate() {
            *place = InputPlace::Command(index);
            if dialect == popeye::Dialect::Jacobi {
                if jacobi.awaits_diagram() {
                    // the target of the proof-game part just read
                    if let Some(target) = jacobi_diagram(lang, command)? {
                        jacobi_target = Some(target);
                        diagram_place = *place;
                        jacobi.diagram_read();
                        continue;
                    }
                }
                if jacobi.read(command, *place)? {
                    continue;
                }
            } else if let Some(what) = crate::jacobi::popeye_reading(command, &stipulation_syntax)?
            {
                dialect_warnings.push(InputWarning {
                    message: what,
                    place: *place,
                });
            }
            match command {
                Command::Remark(t) if twins.is_empty() => meta.remarks.push(t.clone()),
                Command::Remark(t) => twin_remarks.push((twins.len(), t.clone())),
                Command::Author(t) => meta.authors.push(t.clone()),
                Command::Origin(t) => meta.origins.push(t.clone()),
                Command::Title(t) => meta.titles.push(t.clone()),
                Command::Award(t) => meta.awards.push(t.clone()),
                Command::Protocol(file) => run.protocol = Some(file.clone()),
                Command::Latex(file) => run.latex = Some(file.clone()),
                Command::LatexPieces(rows) => {
                    for (code, glyph, name) in rows {
                        run.latex_glyphs.push(crate::latex::Glyph {
                            kind: resolve_code(lang, code)?,
                            glyph: glyph.clone(),
                            name: name.clone(),
                        });
                    }
                }
                Command::Condition(list) => {
                    let list = &crate::jacobi::board_conditions(list, dialect);
                    let compiled = crate::condition_setup::compile(list, lang)?;
                    conditions.list.extend(compiled.list);
                    conditions.lines.extend(compiled.lines);
                    conditions.notes.extend(compiled.notes);
                }
                Command::Option(items) => {
                    for item in items {
                        apply_option(
                            item,
                            &mut options,
                            &mut run,
                            &mut no_castling,
                            &mut en_passant,
                        )?;
                    }
                }
                // Popeye reads the first stipulation (of either kind), and
                // ignores those after it (see `jacobi::popeye_reading`)
                Command::Stipulation(_) | Command::SStipulation(_)
                    if stipulation_syntax.is_some() => {}
                Command::Stipulation(s) => {
                    let s = crate::jacobi::popeye_goal(s);
                    stipulation_syntax =
                        Some(StipulationSource::Traditional(proof_game_length(&s)));
                    stipulation_place = *place;
                    if s.goal == nightrider_notation::Goal::AToB {
                        // Popeye: the pieces so far are the start position,
                        // those that follow the target
                        start_board = Some(std::mem::replace(&mut board, [None; 64]));
                    }
                }
                Command::SStipulation(s) => {
                    stipulation_syntax = Some(StipulationSource::Structured(s.clone()));
                    stipulation_place = *place;
                }
                Command::Forsyth(f) => {
                    diagram_place = *place;
                    placed = true;
                    for (sq, colour, code) in &f.cells {
                        board[sq.idx()] =
                            Some(make_piece(lang, code, *colour, Attributes::empty())?);
                    }
                }
                Command::Pieces(entries) => {
                    diagram_place = *place;
                    placed = true;
                    let buried_before = buried.len();
                    let mut before = board;
                    for (sq, _) in place_entries(lang, entries, &mut board, Some(&mut invisibles))?
                    {
                        // Popeye: the piece standing there goes to the
                        // underworld
                        if let Some(old) = before[sq.idx()].take() {
                            buried.push((sq, old));
                        }
                    }
                    // pieces placed twice on one square in one command
                    buried.extend(doubled_in(lang, entries)?);
                    if buried_before == 0 && !buried.is_empty() {
                        buried_place = *place;
                    }
                }
                Command::Twin(t) => twins.push((index, t.clone())),
                Command::ZeroPosition(t) => {
                    if zero.is_some() || !twins.is_empty() {
                        return Err(ProblemError::Unsupported(Unsupported::Command(
                            "zeroposition after a twin or a second zeroposition".into(),
                        )));
                    }
                    zero = Some((index, t.clone()));
                }
                Command::Play(..)
                | Command::JacobiStipulation(_)
                | Command::Test { .. }
                | Command::SetTest(_)
                | Command::Constraints(_)
                | Command::AddPieces
                | Command::AddWhitePieces
                | Command::AddBlackPieces
                | Command::Add(_)
                | Command::ColorThePieces => {
                    return Err(crate::jacobi::refusal(command));
                }
            }
        }
        *place = InputPlace::End;
        if dialect == popeye::Dialect::Jacobi {
            if !placed {
                // Jacobi: by default, the initial position is the game array
                board = *Position::startpos().board();
            }
            if let Some(mut chain) = jacobi.chain()? {
                if let Some(target) = jacobi_target.take() {
                    // play starts from the position given (else the game
                    // array) and aims at the proof game's diagram, shown
                    // as Popeye shows `a=>b` when the start is given or
                    // Black starts, else as `dia`
                    let a_to_b = placed || chain.first == Some(nightrider_board::Colour::Black);
                    chain.name_proof_games(a_to_b);
                    let start = std::mem::replace(&mut board, target);
                    if a_to_b {
                        start_board = Some(start);
                    }
                }
                if let Some(option) = jacobi.proof_game_option() {
                    added_units = crate::proof_game::added_units(lang, option)?;
                }
                options.terminal_auto_checks = chain.allows_terminal_auto_checks();
                stipulation_place = jacobi.place.unwrap_or(InputPlace::End);
                stipulation_syntax = Some(StipulationSource::Jacobi(chain));
            }
        }
        let stipulation_syntax = stipulation_syntax.ok_or(ProblemError::NoStipulation)?;
        // Popeye 4.104 ignores a problem whose en-passant squares pass
        // over a square and end on an empty one ("Inconsistent retro
        // information"); not solved here either
        if let [_, _, .., arrival] = en_passant[..] {
            if board[arrival.idx()].is_none() {
                return Err(ProblemError::Unsupported(Unsupported::Option(format!(
                    "EnPassant ending on the empty square {arrival} (Popeye: Inconsistent retro information)"
                ))));
            }
        }
        let mut diagram = build_position(&board, &no_castling, &en_passant);
        // Popeye: a unit declared AliceA or AliceB makes AliceChess active
        let alice_marks = Attributes::ALICE_A | Attributes::ALICE_B;
        if board
            .iter()
            .chain(start_board.iter().flatten())
            .flatten()
            .any(|p| p.attributes.intersects(alice_marks))
            && !conditions
                .list
                .contains(&nightrider_conditions::Condition::Alice)
        {
            conditions
                .list
                .push(nightrider_conditions::Condition::Alice);
        }
        make_take_castling_rights(&mut diagram, &conditions.list, &no_castling);
        if !buried.is_empty() {
            // the underworld matters only under Circe Volcanic or
            // Parachute, GhostChess and HauntedChess (elsewhere Popeye
            // lets pawns promote into its pieces' walks)
            if !conditions.list.iter().any(|c| {
                matches!(
                    c,
                    nightrider_conditions::Condition::Circe(r)
                        | nightrider_conditions::Condition::AntiCirce(r)
                        if r.underworld.is_some()
                ) || matches!(
                    c,
                    nightrider_conditions::Condition::Ghost
                        | nightrider_conditions::Condition::Haunted
                )
            }) {
                *place = buried_place;
                return Err(ProblemError::Unsupported(Unsupported::Combination(
                    "two pieces on one square (the underworld) without Circe Volcanic or \
                     Parachute, GhostChess or HauntedChess"
                        .into(),
                )));
            }
            for (sq, p) in buried {
                diagram.bury_unrecorded(sq, p);
            }
        }
        *place = stipulation_place;
        let (stipulation, retractor) = stipulation_syntax.compile()?;
        let mut twin_places = vec![diagram_place];
        let mut expanded = vec![Twin {
            label: String::new(),
            description: String::new(),
            changes: Vec::new(),
            position: diagram.clone(),
            stipulation_text: stipulation_syntax.text(),
            stipulation_syntax,
            stipulation,
            conditions,
            start: start_board.map(|b| build_position(&b, &no_castling, &en_passant)),
            added_units,
            retractor,
            castling_rooks: rook_rights(&board, &no_castling),
            warnings: Vec::new(),
            remarks: Vec::new(),
            invisibles,
        }];
        if invisibles > 0 {
            crate::invisibles::admit(syntax, &expanded[0], !twins.is_empty() || zero.is_some())?;
        }
        // after a zeroposition, `a)` is the diagram changed by it
        let zero_position = match zero {
            Some((index, twin)) => {
                *place = InputPlace::Command(index);
                let diagram = expanded[0].clone();
                let mut first = apply_twin(
                    lang,
                    diagram,
                    &twin.ops,
                    &options,
                    &no_castling,
                    &en_passant,
                )?;
                for warning in &mut first.warnings {
                    warning.place = *place;
                }
                first.label = "a)".into();
                twin_places.push(*place);
                Some(Box::new(std::mem::replace(&mut expanded[0], first)))
            }
            None => None,
        };
        if zero_position.is_some() {
            twin_places.remove(0);
        }
        if !twins.is_empty() || zero_position.is_some() {
            expanded[0].label = "a)".into();
            for (i, (index, twin)) in twins.iter().enumerate() {
                *place = InputPlace::Command(*index);
                let base = if twin.continued {
                    expanded
                        .last()
                        .expect("the diagram is always there")
                        .clone()
                } else if let Some(zero) = &zero_position {
                    (**zero).clone()
                } else {
                    expanded[0].clone()
                };
                let letter = twin_letter(i + 1);
                let mut next =
                    apply_twin(lang, base, &twin.ops, &options, &no_castling, &en_passant)?;
                for warning in &mut next.warnings {
                    warning.place = *place;
                }
                next.remarks = twin_remarks
                    .iter()
                    .filter(|(n, _)| *n == i + 1)
                    .map(|(_, t)| t.clone())
                    .collect();
                next.label = if twin.continued {
                    format!("+{letter})")
                } else {
                    format!("{letter})")
                };
                expanded.push(next);
                twin_places.push(*place);
            }
        }
        for twin in &mut expanded {
            drop_implied_attributes(twin);
            // (plain Maximummer: the side its stipulation restricts)
            crate::condition_setup::bind_restricted_side(
                &mut twin.conditions,
                &twin.stipulation,
                &options,
            )?;
        }
        // (Popeye then prints the twins' headings: not compared)
        let ignored = |t: &Twin| t.conditions.notes.iter().any(|n| n.ignores_problem());
        if expanded.len() > 1 && expanded.iter().any(ignored) {
            return Err(ProblemError::Unsupported(Unsupported::Combination(
                "twins of a problem Popeye ignores".into(),
            )));
        }
        let zero_position = zero_position.map(|mut zero| {
            drop_implied_attributes(&mut zero);
            zero
        });
        if let Some(what) = expanded.iter().find_map(last_capture_refusal) {
            return Err(ProblemError::Unsupported(Unsupported::Combination(
                what.into(),
            )));
        }
        if let Some(what) = expanded.iter().find_map(arrival_goal_refusal) {
            return Err(ProblemError::Unsupported(Unsupported::Combination(
                what.into(),
            )));
        }
        if let Some(what) = expanded.iter().find_map(role_exchange_goal_refusal) {
            return Err(ProblemError::Unsupported(Unsupported::Combination(
                what.into(),
            )));
        }
        // Fairy conditions IV
        if let Some(what) = expanded.iter().find_map(immobility_goal_refusal) {
            return Err(ProblemError::Unsupported(Unsupported::Combination(
                what.into(),
            )));
        }
        Ok((
            Problem {
                language: lang,
                meta,
                twins: expanded,
                zero_position,
                options,
                run,
                dialect,
                dialect_warnings,
            },
            twin_places,
        ))
    }
}

/// Why `twin` is refused when LastCapture names a capture on a square
/// left empty under AntiCirce Parrain: no capturer waits there, and
/// Popeye 4.104 then displaces the empty square (`[.d4->a4]`).
fn last_capture_refusal(twin: &Twin) -> Option<&'static str> {
    use nightrider_conditions::Condition;
    let list = &twin.conditions.list;
    let square = list.iter().find_map(|c| match c {
        Condition::LastCapture { square, .. } => Some(*square),
        _ => None,
    })?;
    (list
        .iter()
        .any(|c| matches!(c, Condition::AntiParrain { .. }))
        && twin.position.piece_at(square).is_none())
    .then_some("LastCapture on an empty square under AntiCirce Parrain")
}

/// Why `twin` is refused when its goal is judged by the square a move
/// arrives on under Wormholes: a target square (`z`) that is a wormhole,
/// `ct`, `c81` and `k`. The goals follow a piece transported from its
/// wormhole only when it captured, and Popeye judges them by the
/// wormhole it is transported to (`1.Qa1-a5[wQa5->e8] z` for `ze81`); a
/// target square off the wormholes is reached by a move arriving there.
fn arrival_goal_refusal(twin: &Twin) -> Option<&'static str> {
    use nightrider_stipulation::Goal;
    let wormholes = twin.conditions.list.iter().find_map(|c| match c {
        nightrider_conditions::Condition::Wormholes(squares) => Some(*squares),
        _ => None,
    })?;
    let by_arrival = |g: &Goal| match g {
        Goal::Target(sq) => wormholes.contains(*sq),
        Goal::Kiss(_) | Goal::Circuit | Goal::CircuitByRebirth | Goal::Chess81 => true,
        _ => false,
    };
    twin.stipulation.goals().iter().any(by_arrival).then_some(
        "Wormholes with a goal judged by the arrival square (z on a wormhole, ct, c81, k)",
    )
}

/// Why `twin` is refused for its goals under RoleExchange: the goals
/// other than `#`, `=`, `#=`, `+`, `x` and `~` (those judged by squares
/// or pieces that the board's half turn moves, proof games) have not been
/// compared with Popeye.
fn role_exchange_goal_refusal(twin: &Twin) -> Option<&'static str> {
    use nightrider_stipulation::Goal;
    let compared = |g: &Goal| {
        matches!(
            g,
            Goal::Mate
                | Goal::Stalemate
                | Goal::MateOrStalemate
                | Goal::Check
                | Goal::Capture
                | Goal::Any
        )
    };
    (twin
        .conditions
        .list
        .contains(&nightrider_conditions::Condition::RoleExchange)
        && !twin.stipulation.goals().iter().all(compared))
    .then_some("RoleExchange with goals other than #, =, #=, +, x and ~")
}

/// Why `twin` is refused for its goals under the conditions of Fairy
/// conditions IV: under MAFF, OWU and AMU (which say what having no
/// escape is, see `nightrider_conditions::kings::mate`) the goals other
/// than `#`, `=` and `#=` that ask whether a side can move (`##`, `##!`,
/// `!#`, `==`, `!=`) have not been compared with Popeye; under
/// LosingChess (no royal piece) Popeye refuses the goals of check and
/// mate ("LosingChess incompatible with check or mate stipulations"), and
/// `==` and `!=` have not been compared.
fn immobility_goal_refusal(twin: &Twin) -> Option<&'static str> {
    use nightrider_conditions::Condition;
    use nightrider_stipulation::Goal;
    let list = &twin.conditions.list;
    let goals = twin.stipulation.goals();
    let judged = |g: &Goal| {
        matches!(
            g,
            Goal::DoubleMate
                | Goal::CounterMate
                | Goal::AutoMate
                | Goal::DoubleStalemate
                | Goal::AutoStalemate
        )
    };
    if list.iter().any(|c| matches!(c, Condition::Mate(_))) && goals.iter().any(judged) {
        return Some("MAFF, OWU or AMU with the goals ##, ##!, !#, == or !=");
    }
    let check_or_mate =
        |g: &Goal| judged(g) || matches!(g, Goal::Mate | Goal::MateOrStalemate | Goal::Check);
    (list.contains(&Condition::Losing) && goals.iter().any(check_or_mate))
        .then_some("LosingChess with a goal of check or mate, or == or !=")
}

/// The stipulation with a proof game's length `n.0` read as `n`, as Popeye
/// reads and shows it (`dia3.0` is shown `dia3`).
pub(crate) fn proof_game_length(s: &popeye::StipulationSyntax) -> popeye::StipulationSyntax {
    let mut s = s.clone();
    if matches!(
        s.goal,
        nightrider_notation::Goal::ProofGame | nightrider_notation::Goal::AToB
    ) && s.length.fraction == popeye::Fraction::Zero
    {
        s.length.fraction = popeye::Fraction::None;
    }
    s
}

/// The diagram `command` gives (`forsyth` or `pieces`) on an empty board,
/// for a proof-game part of Jacobi's dialect; `None` for another command.
fn jacobi_diagram(
    lang: InputLanguage,
    command: &Command,
) -> Result<Option<[Option<Piece>; 64]>, ProblemError> {
    let mut board = [None; 64];
    match command {
        Command::Forsyth(f) => {
            for (sq, colour, code) in &f.cells {
                board[sq.idx()] = Some(make_piece(lang, code, *colour, Attributes::empty())?);
            }
        }
        Command::Pieces(entries) => {
            place_entries(lang, entries, &mut board, None)?;
        }
        _ => return Ok(None),
    }
    Ok(Some(board))
}

/// Popeye's twin labels: `a` to `z`, then `z1`, `z2`, ….
fn twin_letter(index: usize) -> String {
    match u8::try_from(index) {
        Ok(i) if i < 26 => char::from(b'a' + i).to_string(),
        _ => format!("z{}", index - 25),
    }
}

/// The retraction part and the compiled forward stipulation of a
/// stipulation with a retraction prefix (`-2&#1`); `None` for an ordinary
/// stipulation.
pub fn compile_retractor(
    syntax: &popeye::StipulationSyntax,
) -> Option<Result<(Stipulation, nightrider_retro::retractor::Retractor), ProblemError>> {
    use nightrider_retro::retractor::{Retractor, RetractorKind};
    let prefix = syntax.retractor?;
    let retractor = Retractor {
        kind: match prefix.kind {
            popeye::RetractorType::Proca => RetractorKind::Proca,
            popeye::RetractorType::Hoeg => RetractorKind::Hoeg,
            popeye::RetractorType::Klan => RetractorKind::Klan,
            popeye::RetractorType::Pacific => RetractorKind::Pacific,
            popeye::RetractorType::Help => RetractorKind::Help,
        },
        moves: prefix.moves,
    };
    let forward = popeye::StipulationSyntax {
        retractor: None,
        ..syntax.clone()
    };
    Some(
        Stipulation::try_from(&forward)
            .map_err(ProblemError::from)
            .and_then(|stip| {
                nightrider_retro::retractor::half_moves(&retractor, stip.attacker_starts)?;
                Ok((stip, retractor))
            }),
    )
}

fn make_piece(
    lang: InputLanguage,
    code: &PieceCode,
    colour: PieceColour,
    attributes: Attributes,
) -> Result<Piece, ProblemError> {
    let kind = resolve_code(lang, code.as_str())?;
    let (colour, attributes) = match colour {
        PieceColour::White => (Colour::White, attributes),
        PieceColour::Black => (Colour::Black, attributes),
        PieceColour::Neutral => (Colour::White, attributes | Attributes::NEUTRAL),
    };
    let supported = Attributes::NEUTRAL
        | Attributes::ROYAL
        | Attributes::KAMIKAZE
        | Attributes::PARALYSING
        | Attributes::CHAMELEON
        | Attributes::UNCAPTURABLE
        | Attributes::VOLAGE
        | Attributes::MAGIC
        | Attributes::HALF_NEUTRAL
        | Attributes::JIGGER
        | Attributes::FUNCTIONARY
        | Attributes::PROTEAN
        | Attributes::ANDA
        | Attributes::ANDA_INVERSE
        | Attributes::ALICE_A
        | Attributes::ALICE_B
        | Attributes::BUL
        | Attributes::DOB
        | Attributes::HURDLE_COLOUR_CHANGING;
    if let Some((_, name)) = Attributes::NAMES
        .iter()
        .find(|(a, _)| attributes.contains(*a) && !supported.contains(*a))
    {
        return Err(ProblemError::Unsupported(Unsupported::Piece(format!(
            "piece attribute {name}"
        ))));
    }
    Ok(Piece::new(kind, colour).with_attributes(attributes))
}

fn place_entries(
    lang: InputLanguage,
    entries: &[PiecesEntry],
    board: &mut [Option<Piece>; 64],
    invisibles: Option<&mut u32>,
) -> Result<Vec<(Square, Piece)>, ProblemError> {
    let mut placed = Vec::new();
    let mut invisibles = invisibles;
    for entry in entries {
        match entry {
            // Popeye solves `TotalInvisible 0` as if it were not there.
            PiecesEntry::TotalInvisible(0) => {}
            PiecesEntry::TotalInvisible(count) => match invisibles.as_deref_mut() {
                Some(total) => *total = *count,
                // (twinning by the number of invisibles)
                None => {
                    return Err(ProblemError::Unsupported(Unsupported::Piece(format!(
                        "{} in a twin",
                        nightrider_invisible::unsupported(*count)
                    ))))
                }
            },
            PiecesEntry::Group(group) => {
                for p in &group.pieces {
                    let piece = make_piece(lang, &p.code, group.colour, group.attributes)?;
                    for sq in &p.squares {
                        board[sq.idx()] = Some(piece);
                        placed.push((*sq, piece));
                    }
                }
            }
        }
    }
    Ok(placed)
}

/// The pieces a `pieces` command puts on a square it fills again later
/// (each then goes to the underworld), in the order they are covered.
fn doubled_in(
    lang: InputLanguage,
    entries: &[PiecesEntry],
) -> Result<Vec<(Square, Piece)>, ProblemError> {
    let mut board: [Option<Piece>; 64] = [None; 64];
    let mut doubled = Vec::new();
    for entry in entries {
        if let PiecesEntry::Group(group) = entry {
            for p in &group.pieces {
                let piece = make_piece(lang, &p.code, group.colour, group.attributes)?;
                for sq in &p.squares {
                    if let Some(old) = board[sq.idx()].replace(piece) {
                        doubled.push((*sq, old));
                    }
                }
            }
        }
    }
    Ok(doubled)
}

fn apply_option(
    item: &popeye::OptionItem,
    options: &mut Options,
    run: &mut RunOptions,
    no_castling: &mut Vec<Square>,
    en_passant: &mut Vec<Square>,
) -> Result<(), ProblemError> {
    let first_int = || match &item.value {
        OptionValue::Integers(v) => v.first().copied(),
        _ => None,
    };
    match item.name {
        "Try" => {
            // Try sets the number of refutations back to one: Popeye 4.104
            // shows only one-refutation tries for `option Defence 2 Try`,
            // two-refutation ones for `option Try Defence 2`
            options.tries = true;
            options.defence = 1;
        }
        "TrivialTriesAvoid" => options.trivial_tries_avoid = true,
        "Defence" => {
            // Defence n asks for tries too (Popeye 4.104 shows them)
            options.tries = true;
            options.defence = first_int().unwrap_or(1);
        }
        "SetPlay" => options.set_play = true,
        "Threat" => options.threat = first_int(),
        "Variation" => options.variations = true,
        "NoThreat" => options.no_threat = true,
        "NoShortVariations" => options.no_short_variations = true,
        "MaxSolutions" => options.max_solutions = first_int(),
        "StartMoveNumber" | "UpToMoveNumber" => {
            let path = match &item.value {
                OptionValue::MoveNumber(path) if !path.is_empty() => path.clone(),
                _ => Vec::new(),
            };
            // Popeye announces the moves tried, as with MoveNumbers
            options.move_number_lines = true;
            let range = options.move_numbers.get_or_insert_with(Default::default);
            if item.name == "StartMoveNumber" {
                range.start = path;
            } else {
                range.upto = path;
            }
        }
        "StopOnShortSolutions" => options.stop_on_short_solutions = true,
        "WhiteToPlay" => options.white_to_play = true,
        "Duplex" => options.duplex = true,
        "HalfDuplex" => options.half_duplex = true,
        "PostKeyPlay" => options.post_key_play = true,
        "Quodlibet" => options.quodlibet = true,
        "NonTrivial" => {
            if let OptionValue::Integers(v) = &item.value {
                options.non_trivial = Some((
                    v.first().copied().unwrap_or(0),
                    v.get(1).copied().unwrap_or(1),
                ));
            }
        }
        "MaxFlightsquares" => options.max_flights = first_int(),
        "KeepMatingPiece" => options.keep_mating_piece = true,
        "GoalIsEnd" => options.goal_is_end = true,
        "MatesIn1" => options.mates_in_one = true,
        "NullMoves" => options.null_moves = true,
        "MaxTime" => run.max_time = first_int().map(u64::from),
        "NoBoard" => run.no_board = true,
        "WriteGrid" => run.write_grid = true,
        // `Intelligent` alone changes only how Popeye searches, not the
        // solutions.
        "Intelligent" => {
            // a number: at most that many lines per final picture
            // (`nightrider_stipulation::picture`), whose choice follows the
            // move order, so the order becomes Popeye's
            options.lines_per_picture = first_int();
            run.intelligent = true;
        }
        "MoveNumbers" => options.move_number_lines = true,
        // Jacobi's options: read by `jacobi::Reading` in Jacobi's dialect,
        // refused in Popeye's (`jacobi::popeye_reading`)
        "FirstToMove" => {}
        "InitialMoveNumber" => {
            options.initial_move_number = crate::jacobi::initial_move(&item.value)
        }
        // Accepted: they change nothing in the output (NoWk and NoBk say
        // what the diagram already shows).
        "Beep" | "NoWk" | "NoBk" => {}
        "SuppressGrid" => run.suppress_grid = true,
        "NoCastling" => {
            if let OptionValue::Squares(s) = &item.value {
                no_castling.extend(s);
            }
        }
        "CastlingMutuallyExclusive" => {
            if let OptionValue::Squares(s) = &item.value {
                for pair in s.chunks(2) {
                    if let [w, b] = pair {
                        run.exclusive_castlings.push((*w, *b));
                    }
                }
            }
        }
        "EnPassant" => {
            if let OptionValue::Squares(s) = &item.value {
                en_passant.extend(s);
            }
        }
        // Popeye 4.104 reads it as an unknown option and drops the rest of
        // the option line; we refuse the problem rather than guess
        "LastCapture" => {
            return Err(ProblemError::Unsupported(Unsupported::Option(
                "LastCapture (Popeye 4.104 does not recognise it either)".into(),
            )))
        }
        other => {
            return Err(ProblemError::Unsupported(Unsupported::Option(
                other.to_string(),
            )))
        }
    }
    Ok(())
}

/// Takes the functionary attribute off the pieces of a twin under
/// FunctionaryChess, where every piece is one: Popeye 4.104 neither prints
/// it (no `Functionary` line, no `f` before the piece) nor treats such a
/// piece apart.
fn drop_implied_attributes(twin: &mut Twin) {
    if !twin
        .conditions
        .list
        .contains(&nightrider_conditions::Condition::Functionary)
    {
        return;
    }
    for sq in Square::ALL {
        if let Some(p) = twin.position.piece_at(sq) {
            if p.attributes.contains(Attributes::FUNCTIONARY) {
                let mut plain = p;
                plain.attributes.remove(Attributes::FUNCTIONARY);
                twin.position.put(sq, plain);
            }
        }
    }
}

/// The castlings whose rook stands on its corner on `board`, not barred by
/// `no_castling` (on the rook's or the king's home square), wherever the
/// king stands. A rook with attributes castles too (Popeye 4.104: a
/// kamikaze, jigger, chameleon, volage or half-neutral rook does, and
/// stays what it is), a neutral one does not.
fn rook_rights(board: &[Option<Piece>; 64], no_castling: &[Square]) -> CastlingRights {
    let mut rights = CastlingRights::empty();
    for c in Castling::ALL {
        // (a neutral rook castles with either king: orthodox checks bar it,
        // as it checks the king along the empty squares between them, but
        // not every condition's, e.g. KoeKo's)
        let rook_home = board[c.rook_from.idx()]
            .is_some_and(|p| p.kind == PieceKind::ROOK && p.belongs_to(c.colour));
        if rook_home && !no_castling.contains(&c.king_from) && !no_castling.contains(&c.rook_from) {
            rights |= c.right;
        }
    }
    rights
}

/// Under Make&TakeChess every castling right not barred by NoCastling
/// holds in the diagram, whatever stands on the king's and the rook's
/// squares: Popeye 4.104 lets any piece on a king's home square "castle"
/// with a rook of either side as the make of a capture of that king
/// (see `nightrider_conditions::capture_effects::make_take`). A real
/// castling still needs its king and rook there, and a right is lost
/// when a move touches one of its squares.
fn make_take_castling_rights(
    pos: &mut Position,
    conditions: &[nightrider_conditions::Condition],
    no_castling: &[Square],
) {
    if !conditions.contains(&nightrider_conditions::Condition::MakeTake) {
        return;
    }
    let mut rights = CastlingRights::empty();
    for c in Castling::ALL {
        if !no_castling.contains(&c.king_from) && !no_castling.contains(&c.rook_from) {
            rights |= c.right;
        }
    }
    pos.set_castling_unrecorded(rights);
}

/// The position of a diagram: castling rights where king and rook stand on
/// their home squares (less `NoCastling`), en passant from option
/// `EnPassant`, White to move (the solvers set the side from the
/// stipulation).
fn build_position(
    board: &[Option<Piece>; 64],
    no_castling: &[Square],
    en_passant: &[Square],
) -> Position {
    let mut pos = Position::empty();
    for sq in Square::ALL {
        if let Some(p) = board[sq.idx()] {
            pos.put(sq, p);
        }
    }
    // the castlings of rooks on their corners whose king stands at home
    // (a king with attributes castles too, but for a neutral or a magic
    // one, as in Popeye 4.104)
    let mut rights = rook_rights(board, no_castling);
    for c in Castling::ALL {
        let king_home = board[c.king_from.idx()].is_some_and(|p| {
            p.kind == PieceKind::KING
                && p.colour == c.colour
                && !p
                    .attributes
                    .intersects(Attributes::NEUTRAL | Attributes::MAGIC)
        });
        if !king_home {
            rights -= c.right;
        }
    }
    pos.set_castling_unrecorded(rights);
    // Option EnPassant: departure square, the squares passed over, arrival
    // square of the pawn move just played.
    if let [_, passed @ .., pawn] = en_passant {
        if !passed.is_empty() {
            pos.set_en_passant_unrecorded(Some(EnPassant {
                passed: passed.iter().copied().collect(),
                pawn: *pawn,
            }));
        }
    }
    pos
}

fn apply_twin(
    lang: InputLanguage,
    mut twin: Twin,
    ops: &[TwinOp],
    options: &Options,
    no_castling: &[Square],
    en_passant: &[Square],
) -> Result<Twin, ProblemError> {
    let mut board = *twin.position.board();
    twin.warnings.clear();
    // (the notes are those of the twin's own `condition`)
    twin.conditions.notes.clear();
    let mut parts: Vec<TwinChange> = Vec::new();
    // the squares this twin's `remove` emptied, with their part
    let mut removed: Vec<(Square, usize)> = Vec::new();
    // the parts not shown (those removals)
    let mut hidden: Vec<usize> = Vec::new();
    let missing = |sq: Square| ProblemError::Twin(format!("no piece on {sq}"));
    for op in ops {
        match op {
            TwinOp::Move(from, to) => {
                let p = board[from.idx()].ok_or_else(|| missing(*from))?;
                if let Some(q) = board[to.idx()] {
                    parts.push(TwinChange::Removed {
                        piece: q,
                        square: *to,
                    });
                }
                board[from.idx()] = None;
                board[to.idx()] = Some(p);
                parts.push(TwinChange::Moved {
                    piece: p,
                    from: *from,
                    to: *to,
                });
            }
            TwinOp::Exchange(a, b) => {
                let pa = board[a.idx()].ok_or_else(|| missing(*a))?;
                let pb = board[b.idx()].ok_or_else(|| missing(*b))?;
                board.swap(a.idx(), b.idx());
                parts.push(TwinChange::Exchanged {
                    first: (pa, *a),
                    second: (pb, *b),
                });
            }
            TwinOp::Remove(squares) => {
                for sq in squares {
                    let p = board[sq.idx()].take().ok_or_else(|| missing(*sq))?;
                    removed.push((*sq, parts.len()));
                    parts.push(TwinChange::Removed {
                        piece: p,
                        square: *sq,
                    });
                }
            }
            TwinOp::Add(entries) => {
                let before = board;
                for (sq, p) in place_entries(lang, entries, &mut board, None)? {
                    // Popeye: `+wBd2` on an empty square, `wBd1` replacing a
                    // piece, also one this twin removed (`remove h6 add
                    // white sh6` is `wSh6`, the removal not shown)
                    let emptied = removed.iter().position(|(r, _)| *r == sq);
                    let replacing = match emptied {
                        Some(i) => {
                            let (_, at) = removed.remove(i);
                            hidden.push(at);
                            true
                        }
                        None => before[sq.idx()].is_some(),
                    };
                    parts.push(TwinChange::Added {
                        piece: p,
                        square: sq,
                        replacing,
                    });
                }
            }
            TwinOp::Substitute(from, to) => {
                let a = resolve_code(lang, from.as_str())?;
                let b = resolve_code(lang, to.as_str())?;
                for cell in board.iter_mut().flatten() {
                    if cell.kind == a {
                        cell.kind = b;
                    }
                }
                parts.push(TwinChange::Substituted { from: a, to: b });
            }
            TwinOp::Rotate(deg) => {
                let old = board;
                for sq in Square::ALL {
                    let (x, y) = (sq.x(), sq.y());
                    let (nx, ny) = match deg {
                        90 => (7 - y, x),
                        180 => (7 - x, 7 - y),
                        270 => (y, 7 - x),
                        _ => return Err(ProblemError::Twin(format!("rotation by {deg}"))),
                    };
                    board[Square::from_xy(nx, ny).expect("on the board").idx()] = old[sq.idx()];
                }
                parts.push(TwinChange::Rotated(*deg));
            }
            TwinOp::Mirror(kind) => {
                let old = board;
                for sq in Square::ALL {
                    let (x, y) = (sq.x(), sq.y());
                    let (nx, ny) = match kind {
                        popeye::MirrorKind::A1H1 => (7 - x, y),
                        popeye::MirrorKind::A1A8 => (x, 7 - y),
                        popeye::MirrorKind::A1H8 => (7 - y, 7 - x),
                        popeye::MirrorKind::A8H1 => (y, x),
                    };
                    board[Square::from_xy(nx, ny).expect("on the board").idx()] = old[sq.idx()];
                }
                parts.push(TwinChange::Mirrored(kind.as_str().to_string()));
            }
            TwinOp::Shift(from, to) => {
                let (dx, dy) = (to.x() - from.x(), to.y() - from.y());
                let mut shifted = [None; 64];
                let off_board = Square::ALL.into_iter().find(|sq| {
                    board[sq.idx()].is_some() && {
                        match sq.offset(dx, dy) {
                            Some(target) => {
                                shifted[target.idx()] = board[sq.idx()];
                                false
                            }
                            None => true,
                        }
                    }
                });
                match off_board {
                    // Popeye leaves the twin's other operations in force and
                    // says "A piece will be moved outside."
                    Some(sq) => twin.warnings.push(InputWarning {
                        message: format!(
                            "shift {from} ==> {to} ignored: it moves the piece on {sq} off the board"
                        ),
                        place: InputPlace::End,
                    }),
                    None => {
                        board = shifted;
                        parts.push(TwinChange::Shifted {
                            from: *from,
                            to: *to,
                        });
                    }
                }
            }
            TwinOp::PolishType => {
                for cell in board.iter_mut().flatten() {
                    if !cell.is_neutral() {
                        cell.colour = !cell.colour;
                    }
                }
                parts.push(TwinChange::PolishType);
            }
            TwinOp::Stipulation(s) => {
                twin.stipulation_syntax = StipulationSource::Traditional(s.clone());
                twin.stipulation_text = twin.stipulation_syntax.text();
                (twin.stipulation, twin.retractor) = twin.stipulation_syntax.compile()?;
                parts.push(TwinChange::Stipulation(stipulation_shown(options, &twin)));
            }
            TwinOp::SStipulation(_) => {
                return Err(ProblemError::Unsupported(Unsupported::Stipulation(
                    "sstipulation".into(),
                )))
            }
            TwinOp::Condition(list) => {
                twin.conditions = crate::condition_setup::compile(list, lang)?;
                parts.push(TwinChange::Conditions(twin.conditions.lines.clone()));
            }
            TwinOp::Forsyth(f) => {
                board = [None; 64];
                for (sq, colour, code) in &f.cells {
                    board[sq.idx()] = Some(make_piece(lang, code, *colour, Attributes::empty())?);
                }
                parts.push(TwinChange::Forsyth);
            }
        }
    }
    let underworld = twin.position.underworld().to_vec();
    twin.position = build_position(&board, no_castling, en_passant);
    make_take_castling_rights(&mut twin.position, &twin.conditions.list, no_castling);
    twin.castling_rooks = rook_rights(&board, no_castling);
    for (sq, p) in underworld {
        // (the diagram's underworld stays below its squares)
        twin.position.bury_unrecorded(sq, p);
    }
    twin.changes = parts
        .into_iter()
        .enumerate()
        .filter(|(i, _)| !hidden.contains(i))
        .map(|(_, p)| p)
        .collect();
    twin.description = crate::twinning::description(lang, &twin.changes);
    Ok(twin)
}
