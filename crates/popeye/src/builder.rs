//! Problems built in code: [`Problem::builder`].
//!
//! The builder assembles the commands of a problem in Popeye's input
//! language (the position as `pieces`, with `NoCastling` and `EnPassant`
//! where the position needs them; the stipulation, conditions, options
//! and twins as written in that language) and builds the problem from
//! them exactly as from input, so that it solves and prints (header,
//! conditions, twin descriptions) as the same problem read from a file.

use crate::error::{ProblemError, Unsupported};
use crate::problem::Problem;
use nightrider_board::{Attributes, Castling, Colour, Piece, Position, Square};
use nightrider_notation::popeye::{
    self, Command, InputLanguage, OptionItem, OptionValue, PieceCode, PieceColour, PieceGroup,
    PiecesEntry, PlacedPieces,
};

/// Why a problem could not be built.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BuildError {
    /// A stipulation, condition, option or twin that is not Popeye's
    /// input language: what it is, the text, the parser's message.
    #[error("{what} '{text}': {message}")]
    Syntax {
        /// `stipulation`, `condition`, `option` or `twin`.
        what: &'static str,
        /// The text given.
        text: String,
        /// What is wrong with it.
        message: String,
    },
    /// A piece of the position has no code in Popeye's language (its
    /// catalogue name).
    #[error("piece {0} has no Popeye code")]
    PieceCode(String),
    /// The problem cannot be built (what is unknown, unsupported or
    /// refused), as for the same problem read from input.
    #[error(transparent)]
    Problem(#[from] ProblemError),
}

/// A condition for [`ProblemBuilder::condition`]: as written in Popeye's
/// input, or typed.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ConditionSpec {
    /// As written in Popeye's input (`"Circe Mirror"`).
    Text(String),
    /// Typed.
    Typed(nightrider_conditions::Condition),
}

impl From<&str> for ConditionSpec {
    fn from(text: &str) -> ConditionSpec {
        ConditionSpec::Text(text.to_string())
    }
}

impl From<String> for ConditionSpec {
    fn from(text: String) -> ConditionSpec {
        ConditionSpec::Text(text)
    }
}

impl From<nightrider_conditions::Condition> for ConditionSpec {
    fn from(condition: nightrider_conditions::Condition) -> ConditionSpec {
        ConditionSpec::Typed(condition)
    }
}

/// Builds a [`Problem`] in code; see [`Problem::builder`].
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct ProblemBuilder {
    meta: Vec<Command>,
    board: Option<Position>,
    pieces: Vec<(Square, Piece)>,
    stipulation: Option<Command>,
    /// The conditions, options and twins, checked by
    /// [`ProblemBuilder::build`].
    conditions: Vec<ConditionSpec>,
    options: Vec<String>,
    twins: Vec<String>,
}

impl Problem {
    /// A builder of a problem in code.
    ///
    /// Conditions, options and twins are written as in Popeye's input
    /// (English keywords): a condition `"Circe Mirror"`, an option
    /// `"Defence 2"`, a twin `"move e1 e2"` or `"continued add white
    /// qd4"`. The problem prints as the same problem read from input
    /// (its conditions in the header too).
    ///
    /// ```
    /// use nightrider_board::{Colour, Piece, PieceKind, Square};
    /// use nightrider_popeye::problem::Problem;
    ///
    /// let sq = |s: &str| s.parse::<Square>().unwrap();
    /// let problem = Problem::builder()
    ///     .piece(sq("a3"), Piece::new(PieceKind::KING, Colour::White))
    ///     .piece(sq("a8"), Piece::new(PieceKind::ROOK, Colour::White))
    ///     .piece(sq("b1"), Piece::new(PieceKind::KING, Colour::Black))
    ///     .stipulation("#2")?
    ///     .condition("Madrasi")
    ///     .twin("move a8 h8")
    ///     .build()?;
    /// assert_eq!(problem.twins.len(), 2);
    /// assert!(nightrider_popeye::render::header(&problem).contains("Madrasi"));
    /// # Ok::<(), nightrider_popeye::builder::BuildError>(())
    /// ```
    pub fn builder() -> ProblemBuilder {
        ProblemBuilder::default()
    }
}

impl ProblemBuilder {
    /// Starts from `position`: its pieces (with their attributes and the
    /// pieces of its underworld), castling rights and en passant. The side
    /// to move comes from the stipulation, as for input.
    pub fn position(mut self, position: Position) -> ProblemBuilder {
        self.board = Some(position);
        self
    }

    /// Puts `piece` on `square` (replacing what stands there).
    pub fn piece(mut self, square: Square, piece: Piece) -> ProblemBuilder {
        self.pieces.push((square, piece));
        self
    }

    /// The stipulation, in Popeye's traditional form (`"#2"`, `"h#3"`,
    /// `"ser-=7"`).
    ///
    /// # Errors
    /// [`BuildError::Syntax`] if it does not parse.
    pub fn stipulation(mut self, stipulation: &str) -> Result<ProblemBuilder, BuildError> {
        let syntax =
            popeye::parse_stipulation(stipulation).map_err(|message| BuildError::Syntax {
                what: "stipulation",
                text: stipulation.to_string(),
                message,
            })?;
        self.stipulation = Some(Command::Stipulation(syntax));
        Ok(self)
    }

    /// Adds a condition: as written in Popeye's input (`"Madrasi"`,
    /// `"Circe Mirror"`, `"Isardam TypeB"`) or typed
    /// ([`Condition`](nightrider_conditions::Condition), which becomes the
    /// condition of Popeye's input that gives it, see
    /// [`syntax_of`](crate::condition_setup::syntax_of)); checked by
    /// [`ProblemBuilder::build`].
    pub fn condition(mut self, condition: impl Into<ConditionSpec>) -> ProblemBuilder {
        self.conditions.push(condition.into());
        self
    }

    /// Adds an option as written in Popeye's input (`"SetPlay"`, `"Defence
    /// 2"`, `"MaxSolutions 3"`); checked by [`ProblemBuilder::build`].
    pub fn option(mut self, option: &str) -> ProblemBuilder {
        self.options.push(option.to_string());
        self
    }

    /// Adds a twin as written in Popeye's input after `twin` (`"move e1
    /// e2"`, `"rotate 90"`, `"continued add white qd4"`, `"condition
    /// Circe"`); checked by [`ProblemBuilder::build`].
    pub fn twin(mut self, twin: &str) -> ProblemBuilder {
        self.twins.push(twin.to_string());
        self
    }

    /// Adds an `author` line.
    pub fn author(mut self, author: &str) -> ProblemBuilder {
        self.meta.push(Command::Author(author.to_string()));
        self
    }

    /// Adds an `origin` line.
    pub fn origin(mut self, origin: &str) -> ProblemBuilder {
        self.meta.push(Command::Origin(origin.to_string()));
        self
    }

    /// Adds a `title` line.
    pub fn title(mut self, title: &str) -> ProblemBuilder {
        self.meta.push(Command::Title(title.to_string()));
        self
    }

    /// The problem's commands in Popeye's input language.
    ///
    /// # Errors
    /// As [`ProblemBuilder::build`], for what is not Popeye's language.
    pub fn syntax(&self) -> Result<popeye::Problem, BuildError> {
        let lang = InputLanguage::English;
        let mut commands = self.meta.clone();
        let mut board = self.board.clone().unwrap_or_else(Position::empty);
        for &(sq, piece) in &self.pieces {
            board.put(sq, piece);
        }
        let underworld: Vec<(Square, Piece)> = board.underworld().to_vec();
        if !underworld.is_empty() {
            // placed first, each is then covered by the piece standing
            // there and goes to the underworld, as in input
            commands.push(Command::Pieces(entries(lang, underworld)?));
        }
        let standing: Vec<(Square, Piece)> = Square::ALL
            .into_iter()
            .filter_map(|sq| board.piece_at(sq).map(|p| (sq, p)))
            .collect();
        commands.push(Command::Pieces(entries(lang, standing)?));
        let mut items = position_options(&board);
        for text in &self.options {
            match fragment("option", text)? {
                Command::Option(more) => items.extend(more),
                _ => return Err(not_one("option", text)),
            }
        }
        if !items.is_empty() {
            commands.push(Command::Option(items));
        }
        for condition in &self.conditions {
            match condition {
                ConditionSpec::Text(text) => match fragment("condition", text)? {
                    command @ Command::Condition(_) => commands.push(command),
                    _ => return Err(not_one("condition", text)),
                },
                ConditionSpec::Typed(typed) => {
                    let syntax = crate::condition_setup::syntax_of(typed).ok_or_else(|| {
                        ProblemError::Unsupported(Unsupported::Condition(format!(
                            "{typed} as given in code (no condition of Popeye's input gives it)"
                        )))
                    })?;
                    commands.push(Command::Condition(vec![syntax]));
                }
            }
        }
        commands.extend(self.stipulation.clone());
        for text in &self.twins {
            match fragment("twin", text)? {
                command @ Command::Twin(_) => commands.push(command),
                _ => return Err(not_one("twin", text)),
            }
        }
        Ok(popeye::Problem {
            language: lang,
            commands,
            dialect: popeye::Dialect::Popeye,
        })
    }

    /// Builds the problem, as from input ([`Problem::from_input`]).
    ///
    /// # Errors
    /// [`BuildError`]: a condition, option or twin that is not Popeye's
    /// language, or what the problem built from input would be refused
    /// for (no stipulation, an unsupported condition, …).
    pub fn build(&self) -> Result<Problem, BuildError> {
        Problem::from_input(&self.syntax()?).map_err(|e| BuildError::Problem(e.error))
    }
}

/// The `pieces` entries placing `pieces`, in order.
fn entries(
    lang: InputLanguage,
    pieces: Vec<(Square, Piece)>,
) -> Result<Vec<PiecesEntry>, BuildError> {
    pieces
        .into_iter()
        .map(|(sq, piece)| {
            let (colour, mut attributes) = (piece.colour, piece.attributes);
            let colour = if attributes.contains(Attributes::NEUTRAL) {
                attributes.remove(Attributes::NEUTRAL);
                PieceColour::Neutral
            } else if colour == Colour::White {
                PieceColour::White
            } else {
                PieceColour::Black
            };
            let code = PieceCode::new(&crate::pieces::piece_code(lang, piece.kind), lang)
                .ok_or_else(|| {
                    BuildError::PieceCode(
                        nightrider_board::catalogue::entry(piece.kind)
                            .map_or_else(|| format!("#{}", piece.kind.0), |e| e.name.to_string()),
                    )
                })?;
            Ok(PiecesEntry::Group(PieceGroup {
                colour,
                attributes,
                pieces: vec![PlacedPieces {
                    code,
                    squares: vec![sq],
                }],
            }))
        })
        .collect()
}

/// The options a position needs beyond its pieces: `NoCastling` for the
/// castlings its king and rook could play from their home squares but
/// that it does not allow, `EnPassant` for its en passant capture.
fn position_options(pos: &Position) -> Vec<OptionItem> {
    let mut items = Vec::new();
    let barred: Vec<Square> = Castling::ALL
        .iter()
        .filter(|c| {
            let at = |sq: Square, kind| {
                pos.piece_at(sq)
                    .is_some_and(|p| p.kind == kind && p.colour == c.colour)
            };
            at(c.king_from, nightrider_board::PieceKind::KING)
                && at(c.rook_from, nightrider_board::PieceKind::ROOK)
                && !pos.castling().contains(c.right)
        })
        .map(|c| c.rook_from)
        .collect();
    if !barred.is_empty() {
        items.push(OptionItem {
            name: "NoCastling",
            value: OptionValue::Squares(barred),
        });
    }
    if let Some(ep) = pos.en_passant() {
        // departure square, the squares passed over, arrival square
        let passed: Vec<Square> = ep.passed.into_iter().collect();
        let farthest = passed
            .iter()
            .copied()
            .max_by_key(|sq| (sq.y() - ep.pawn.y()).abs());
        if let Some(far) = farthest {
            let step = (far.y() - ep.pawn.y()).signum();
            let departure = far.offset(0, step).unwrap_or(far);
            let mut squares = vec![departure];
            squares.extend(passed);
            squares.push(ep.pawn);
            items.push(OptionItem {
                name: "EnPassant",
                value: OptionValue::Squares(squares),
            });
        }
    }
    items
}

/// The single command of `keyword text` in Popeye's input language.
fn fragment(keyword: &'static str, text: &str) -> Result<Command, BuildError> {
    let parsed = popeye::parse_input(&format!("{keyword} {text}"));
    if let Some(e) = parsed.errors.first() {
        return Err(BuildError::Syntax {
            what: keyword,
            text: text.to_string(),
            message: e.message.clone(),
        });
    }
    match parsed.problems.as_slice() {
        [problem] if problem.commands.len() == 1 => Ok(problem.commands[0].clone()),
        _ => Err(not_one(keyword, text)),
    }
}

fn not_one(keyword: &'static str, text: &str) -> BuildError {
    BuildError::Syntax {
        what: keyword,
        text: text.to_string(),
        message: format!("not a single {keyword}"),
    }
}
