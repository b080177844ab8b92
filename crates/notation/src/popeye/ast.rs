//! The syntax tree of Popeye input, and its printer.
//!
//! Printing ([`fmt::Display`]) writes valid Popeye input with canonical
//! keywords in the problem's language; parsing the printed text gives the
//! same tree.

use super::tables::{
    colour_name, command_name, twin_name, CommandKeyword, InputLanguage, PieceColour, TwinKeyword,
    ATTRIBUTES,
};
pub use crate::goal::Goal;
use nightrider_board::{Attributes, Square};
use std::fmt::{self, Write as _};

/// A piece code as written (lower case), valid in the problem's language:
/// one or two letters or digits (`"k"`, `"gn"`, `"15"`), a hunter
/// `"r/b"`, or Jacobi's undefined piece `"x"` (in `forsyth` only); or
/// nightrider's extension, a piece in braces, kept as written (case
/// matters in a Betza string): a catalogue piece by name
/// (`{Siege-Engine}`: case, blanks, `-` and `_` ignored) or by kind id
/// (`{#250}`), a piece defined for the problem from an XBetza string
/// (`{wildebeest=NC}`) and a piece so defined (`{wildebeest}`). Braces are
/// no Popeye code, so the extension never clashes with one. Resolution to
/// a walk happens in a later layer.
///
/// ```
/// use nightrider_notation::popeye::{InputLanguage, PieceCode};
/// let sissa = PieceCode::new("{Sissa}", InputLanguage::English).unwrap();
/// assert_eq!(sissa.braced(), Some("Sissa"));
/// assert_eq!(PieceCode::new("GN", InputLanguage::English).unwrap().as_str(), "gn");
/// assert!(PieceCode::new("{}", InputLanguage::English).is_none());
///
/// use nightrider_notation::popeye::{parse_input, print_problems};
/// let parsed = parse_input("begin\npieces white {Siege-Engine}a1b2 {x={h2}gQ}c3\nstip ~1\nend\n");
/// assert!(parsed.errors.is_empty());
/// let printed = print_problems(&parsed.problems);
/// assert!(printed.contains("{x={h2}gQ}c3"));
/// assert_eq!(parse_input(&printed).problems, parsed.problems);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PieceCode(pub(crate) String);

impl PieceCode {
    /// Validates `text` as a piece code of `lang` (case-insensitive), or a
    /// braced piece (see [`PieceCode`]).
    pub fn new(text: &str, lang: InputLanguage) -> Option<PieceCode> {
        if let Some(inner) = text.strip_prefix('{').and_then(|t| t.strip_suffix('}')) {
            let ok = !inner.is_empty() && !inner.chars().any(char::is_whitespace);
            return ok.then(|| PieceCode(text.to_string()));
        }
        let lower = text.to_ascii_lowercase();
        let ok = match lower.split_once('/') {
            Some((a, b)) => lang.is_piece_code(a) && lang.is_piece_code(b),
            None => lang.is_piece_code(&lower),
        };
        ok.then_some(PieceCode(lower))
    }

    /// The code, lower case (a braced piece as written).
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// What a braced piece holds between its braces (`None` for a
    /// Popeye code).
    pub fn braced(&self) -> Option<&str> {
        self.0.strip_prefix('{').and_then(|t| t.strip_suffix('}'))
    }
}

impl fmt::Display for PieceCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Pieces of one walk on some squares (`Rh1a1`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PlacedPieces {
    /// The walk.
    pub code: PieceCode,
    /// The squares.
    pub squares: Vec<Square>,
}

/// Pieces sharing a colour and attributes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PieceGroup {
    /// The colour.
    pub colour: PieceColour,
    /// Attributes given after the colour.
    pub attributes: Attributes,
    /// The pieces.
    pub pieces: Vec<PlacedPieces>,
}

/// An entry of the `pieces` command (or of twinning by `add`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum PiecesEntry {
    /// A colour with attributes and pieces.
    Group(PieceGroup),
    /// The pseudo colour `TotalInvisible n`.
    TotalInvisible(u32),
}

/// A position given with `forsyth`: every occupied square.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Forsyth {
    /// Occupied squares from a8 to h1 in reading order.
    pub cells: Vec<(Square, PieceColour, PieceCode)>,
}

/// Series prefixes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Series {
    /// `ser-`.
    Series,
    /// `pser-` parry series.
    ParrySeries,
    /// `phser-` parry series with help parries.
    ParryHelpSeries,
}

/// `semi-` and `reci-`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Modifier {
    /// `semi-` (semi-reflex).
    Semi,
    /// `reci-` (reciprocal).
    Reci,
}

/// The kind of play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Play {
    /// Direct play (no letter).
    Direct,
    /// `h` help play.
    Help,
    /// `s` self play.
    Self_,
    /// `r` reflex play.
    Reflex,
    /// `hs` help-self play.
    HelpSelf,
    /// `hr` help-reflex play.
    HelpReflex,
}

/// The fractional part of a length.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Fraction {
    /// None written.
    None,
    /// `.0`.
    Zero,
    /// `.5`.
    Half,
}

/// A length in moves: `2`, `2.5`, `9.0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Length {
    /// Whole moves.
    pub moves: u32,
    /// Fraction written.
    pub fraction: Fraction,
}

impl fmt::Display for Length {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.moves)?;
        match self.fraction {
            Fraction::None => Ok(()),
            Fraction::Zero => f.write_str(".0"),
            Fraction::Half => f.write_str(".5"),
        }
    }
}

/// The type of a retractor (nightrider's extension: see
/// [`RetractorSyntax`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum RetractorType {
    /// `proca-` or no word: defensive, the retracting side decides its
    /// un-captures.
    Proca,
    /// `hoeg-` (`høeg-`): defensive, the opponent decides un-captures.
    Hoeg,
    /// `klan-`: defensive, White decides every un-capture.
    Klan,
    /// `pacific-`: defensive, no un-captures.
    Pacific,
    /// `help-`: cooperative retractions.
    Help,
}

impl RetractorType {
    /// The prefix word (`proca`, `hoeg`, …).
    pub fn word(self) -> &'static str {
        match self {
            RetractorType::Proca => "proca",
            RetractorType::Hoeg => "hoeg",
            RetractorType::Klan => "klan",
            RetractorType::Pacific => "pacific",
            RetractorType::Help => "help",
        }
    }
}

/// A retraction prefix in front of a traditional stipulation:
/// `-2&#1` (Proca: White retracts 2 moves, then mates in 1), `hoeg-2&#1`,
/// `help-1&h#1`. Popeye has none; the form follows the retro literature
/// ("-2 & #1"), written as one word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RetractorSyntax {
    /// The type.
    pub kind: RetractorType,
    /// White's retractions (at least 1).
    pub moves: u32,
}

impl fmt::Display for RetractorSyntax {
    /// `-2&` for Proca, `hoeg-2&` for the other types.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.kind != RetractorType::Proca {
            f.write_str(self.kind.word())?;
        }
        write!(f, "-{}&", self.moves)
    }
}

/// A stipulation in the traditional form, e.g. `exact-ser-h#3`,
/// `reci-h(=)#2`, `2->ser-h#4`, `dia6.5`, optionally after a retraction
/// prefix (`-2&#1`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct StipulationSyntax {
    /// The retraction prefix of a retractor (`-2&`), if any.
    pub retractor: Option<RetractorSyntax>,
    /// `m->`: the first side makes `m` moves first.
    pub intro: Option<u32>,
    /// `exact-`.
    pub exact: bool,
    /// `ser-`, `pser-`, `phser-`.
    pub series: Option<Series>,
    /// `semi-` / `reci-`.
    pub modifier: Option<Modifier>,
    /// Help, self, reflex, …
    pub play: Play,
    /// The parenthesised first goal of `reci-h(=)#2`.
    pub paren_goal: Option<Goal>,
    /// The goal.
    pub goal: Goal,
    /// The length.
    pub length: Length,
}

impl fmt::Display for StipulationSyntax {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(r) = &self.retractor {
            write!(f, "{r}")?;
        }
        if let Some(m) = self.intro {
            write!(f, "{m}->")?;
        }
        if self.exact {
            f.write_str("exact-")?;
        }
        match self.series {
            Some(Series::Series) => f.write_str("ser-")?,
            Some(Series::ParrySeries) => f.write_str("pser-")?,
            Some(Series::ParryHelpSeries) => f.write_str("phser-")?,
            None => {}
        }
        match self.modifier {
            Some(Modifier::Semi) => f.write_str("semi-")?,
            Some(Modifier::Reci) => f.write_str("reci-")?,
            None => {}
        }
        f.write_str(match self.play {
            Play::Direct => "",
            Play::Help => "h",
            Play::Self_ => "s",
            Play::Reflex => "r",
            Play::HelpSelf => "hs",
            Play::HelpReflex => "hr",
        })?;
        if let Some(g) = &self.paren_goal {
            write!(f, "({g})")?;
        }
        write!(f, "{}{}", self.goal, self.length)
    }
}

/// The structured stipulation (`sstipulation white 3a[#]d`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct StructuredStipulation {
    /// The side to move at the root.
    pub starter: PieceColour,
    /// The play.
    pub expr: SExpr,
}

/// An expression of a structured stipulation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum SExpr {
    /// A goal tested in the leaf.
    Leaf(Goal),
    /// A branch of play.
    Branch(Branch),
    /// `!e`.
    Not(Box<SExpr>),
    /// `a | b`.
    Or(Box<SExpr>, Box<SExpr>),
    /// `a & b`.
    And(Box<SExpr>, Box<SExpr>),
    /// `( e )`.
    Paren(Box<SExpr>),
}

/// A branch: lengths and a sequence of half-move symbols with their forks
/// and constraints.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Branch {
    /// `>`: play in the containing branch ends where this branch has a solution.
    pub end_on_solution: bool,
    /// `/`: moves of this branch are not printed.
    pub hidden: bool,
    /// `-`: the side to move changes.
    pub switch_side: bool,
    /// `m:` minimal length.
    pub min: Option<u32>,
    /// Maximal length in half-moves.
    pub max: u32,
    /// The half-move symbols.
    pub moves: Vec<HalfMove>,
}

/// One half-move symbol of a branch (`a`, `d`, `h`, `s`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct HalfMove {
    /// `a`, `d`, `h` or `s`.
    pub symbol: char,
    /// `?R?` requirement before the symbol (the only one: `+`, being in check).
    pub requirement: Option<Goal>,
    /// Forks `[..]` and constraints `{..}` after the symbol, in order.
    pub decorations: Vec<Decoration>,
}

/// What follows a half-move symbol.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Decoration {
    /// `[e]`: a leaf or nested branch.
    Fork(SExpr),
    /// `{e}`: a constraint.
    Constraint(SExpr),
}

impl fmt::Display for SExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SExpr::Leaf(g) => write!(f, "{g}"),
            SExpr::Branch(b) => write!(f, "{b}"),
            // `!=` is the goal auto-stalemate, `!( = )` the negation
            SExpr::Not(e) => match **e {
                SExpr::Leaf(g) if g.to_string().starts_with(['=', '#']) => write!(f, "!( {e} )"),
                _ => write!(f, "!{e}"),
            },
            SExpr::Or(a, b) => write!(f, "{a} | {b}"),
            SExpr::And(a, b) => write!(f, "{a} & {b}"),
            SExpr::Paren(e) => write!(f, "( {e} )"),
        }
    }
}

impl fmt::Display for Branch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.end_on_solution {
            f.write_str(">")?;
        }
        if self.hidden {
            f.write_str("/")?;
        }
        if self.switch_side {
            f.write_str("- ")?;
        }
        if let Some(m) = self.min {
            write!(f, "{m}:")?;
        }
        write!(f, "{}", self.max)?;
        for m in &self.moves {
            if let Some(r) = &m.requirement {
                write!(f, "?{r}?")?;
            }
            f.write_char(m.symbol)?;
            for d in &m.decorations {
                match d {
                    Decoration::Fork(e) => write!(f, "[{e}]")?,
                    Decoration::Constraint(e) => write!(f, "{{{e}}}")?,
                }
            }
        }
        Ok(())
    }
}

/// A BGL budget: a number with up to two decimals, or `-` for unlimited.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BglValue {
    /// `-`.
    Unlimited,
    /// Hundredths of a unit (`4.45` is 445).
    Hundredths(u64),
}

impl fmt::Display for BglValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BglValue::Unlimited => f.write_str("-"),
            BglValue::Hundredths(n) => write!(f, "{}.{:02}", n / 100, n % 100),
        }
    }
}

/// An extra grid line (`Ha24`: horizontal from the lower left corner of a2, 4 squares).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GridLine {
    /// Horizontal (`H`) or vertical (`V`).
    pub horizontal: bool,
    /// The square whose lower left corner the line starts at.
    pub from: Square,
    /// Length in squares.
    pub length: u8,
}

/// The argument of a condition variant keyword.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum VariantValue {
    /// Nothing.
    None,
    /// An integer.
    Integer(u32),
    /// Piece codes.
    Pieces(Vec<PieceCode>),
    /// Files and ranks of grid lines (`bdf246`).
    Lines(String),
    /// Groups of squares.
    SquareGroups(Vec<Vec<Square>>),
    /// Grid lines.
    GridLines(Vec<GridLine>),
}

/// A parameter of a condition.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ConditionParam {
    /// A variant keyword (canonical English name) with its argument.
    Variant(&'static str, VariantValue),
    /// Squares.
    Squares(Vec<Square>),
    /// Piece codes.
    Pieces(Vec<PieceCode>),
    /// An integer.
    Integer(u32),
    /// A BGL budget.
    Bgl(BglValue),
    /// A coloured piece on a square (`LastCapture white Bh1`).
    PieceOnSquare(PieceColour, PieceCode, Square),
}

/// A condition: its canonical (English) name and typed parameters.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Condition {
    /// Canonical English name, e.g. `"Circe"`.
    pub name: &'static str,
    /// Parameters in input order.
    pub params: Vec<ConditionParam>,
}

/// The argument of an option.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum OptionValue {
    /// Nothing.
    None,
    /// Integers.
    Integers(Vec<u32>),
    /// A move number path `9:20:9`.
    MoveNumber(Vec<u32>),
    /// Squares.
    Squares(Vec<Square>),
    /// A coloured piece on a square.
    PieceOnSquare(PieceColour, PieceCode, Square),
    /// A colour.
    Colour(PieceColour),
    /// A decimal number as written (`0.5`).
    Decimal(Length),
    /// A negative decimal number as written without its minus (`-3.5`:
    /// `3.5`), as Jacobi's `InitialMoveNumber` takes it.
    NegativeDecimal(Length),
}

/// An option with its canonical (English) name.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OptionItem {
    /// Canonical English name, e.g. `"MaxSolutions"`.
    pub name: &'static str,
    /// Its argument.
    pub value: OptionValue,
}

/// How `twin mirror` mirrors: the square a1 (or h1) goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MirrorKind {
    /// `a1<-->h1`: on the vertical middle line.
    A1H1,
    /// `a1<-->a8`: on the horizontal middle line.
    A1A8,
    /// `a1<-->h8`: on the diagonal a8-h1 (a1 and h8 change places).
    A1H8,
    /// `a8<-->h1`: on the diagonal a1-h8 (a8 and h1 change places).
    A8H1,
}

impl MirrorKind {
    /// The notation.
    pub const fn as_str(self) -> &'static str {
        match self {
            MirrorKind::A1H1 => "a1<-->h1",
            MirrorKind::A1A8 => "a1<-->a8",
            MirrorKind::A1H8 => "a1<-->h8",
            MirrorKind::A8H1 => "a8<-->h1",
        }
    }
}

/// One twinning operation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TwinOp {
    /// `move a3 b4`.
    Move(Square, Square),
    /// `exchange a3 b4`.
    Exchange(Square, Square),
    /// `remove e5`.
    Remove(Vec<Square>),
    /// `substitute R B`.
    Substitute(PieceCode, PieceCode),
    /// `add black para NHa6`.
    Add(Vec<PiecesEntry>),
    /// `rotate 90|180|270`.
    Rotate(u16),
    /// `mirror a1<-->h1`.
    Mirror(MirrorKind),
    /// `shift a1 a2`.
    Shift(Square, Square),
    /// `PolishType`.
    PolishType,
    /// `stipulation …`.
    Stipulation(StipulationSyntax),
    /// `sstipulation …`.
    SStipulation(StructuredStipulation),
    /// `condition …` (replaces all conditions).
    Condition(Vec<Condition>),
    /// `forsyth …`.
    Forsyth(Forsyth),
}

/// A `twin` (or `zeroposition`) command.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Twin {
    /// `continued`: apply to the previous twin instead of the diagram.
    pub continued: bool,
    /// The operations.
    pub ops: Vec<TwinOp>,
}

/// Jacobi's kinds of play for `play`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlayKind {
    /// `help`.
    Help,
    /// `series` (`ser`).
    Series,
}

/// Jacobi: `set test <goal> [colour] <actions>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SetTest {
    /// The goal tested.
    pub goal: Goal,
    /// Restricted to a side.
    pub colour: Option<PieceColour>,
    /// Actions: `reflex`, `prefer`, `wake`, `end`.
    pub actions: Vec<String>,
}

/// One Jacobi piece constraint such as `Qd1xh1xb5-d2(2..4)`, kept as
/// validated text with its piece code and home square.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PieceConstraint {
    /// The text, as written.
    pub text: String,
    /// Its walk (`X` for any).
    pub code: String,
    /// Its home square.
    pub square: Square,
}

/// A command of a problem.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Command {
    /// `remark text`.
    Remark(String),
    /// `author text`.
    Author(String),
    /// `origin text`.
    Origin(String),
    /// `title text`.
    Title(String),
    /// `award text`.
    Award(String),
    /// `protocol file`.
    Protocol(String),
    /// `latex file`.
    Latex(String),
    /// `latexpieces` and its table: (code, glyph, name).
    LatexPieces(Vec<(String, String, String)>),
    /// `condition …`.
    Condition(Vec<Condition>),
    /// `option …`.
    Option(Vec<OptionItem>),
    /// `stipulation …`.
    Stipulation(StipulationSyntax),
    /// `stipulation …` in a form only Jacobi's language has (unique
    /// defence `u#8.5`), which Popeye's grammar does not read.
    JacobiStipulation(super::stipulation::JacobiStipulation),
    /// `sstipulation …`.
    SStipulation(StructuredStipulation),
    /// `forsyth …`.
    Forsyth(Forsyth),
    /// `pieces …`.
    Pieces(Vec<PiecesEntry>),
    /// `twin …`.
    Twin(Twin),
    /// `zeroposition …`.
    ZeroPosition(Twin),
    /// Jacobi: `play help 4.5`.
    Play(PlayKind, Length),
    /// Jacobi: `test [not] goal`.
    Test {
        /// `not`.
        negated: bool,
        /// The goal.
        goal: Goal,
    },
    /// Jacobi: `set test …`.
    SetTest(SetTest),
    /// Jacobi: `constraints A B or C …`: alternatives of conjunctions.
    Constraints(Vec<Vec<PieceConstraint>>),
    /// Jacobi PG option `AddPieces`.
    AddPieces,
    /// Jacobi PG option `AddWhitePieces`.
    AddWhitePieces,
    /// Jacobi PG option `AddBlackPieces`.
    AddBlackPieces,
    /// Jacobi PG option `Add white X P black Q`.
    Add(Vec<(PieceColour, Vec<String>)>),
    /// Jacobi PG option `ColorThePieces`.
    ColorThePieces,
}

/// The dialect a problem is read in: Popeye's language (the default) or
/// the Jacobi solver's, which reads some of the same text differently
/// (several `stipulation` lines form one chain, instead of the last one
/// winning).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Dialect {
    /// Popeye 4.104's reading.
    #[default]
    Popeye,
    /// The Jacobi solver's reading.
    Jacobi,
}

impl Dialect {
    /// The dialect named `name` (`popeye` or `jacobi`, any case).
    pub fn from_name(name: &str) -> Option<Dialect> {
        if name.eq_ignore_ascii_case("popeye") {
            Some(Dialect::Popeye)
        } else if name.eq_ignore_ascii_case("jacobi") {
            Some(Dialect::Jacobi)
        } else {
            None
        }
    }

    /// The dialect's name, as the `dialect` command takes it.
    pub fn name(self) -> &'static str {
        match self {
            Dialect::Popeye => "Popeye",
            Dialect::Jacobi => "Jacobi",
        }
    }
}

/// One problem of an input file.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Problem {
    /// The language of its keywords and piece codes.
    pub language: InputLanguage,
    /// Its commands in input order.
    pub commands: Vec<Command>,
    /// The dialect it is read in: the `dialect` command's, else the one
    /// asked for when parsing ([`super::ParseOptions`]), else Jacobi's if
    /// the problem uses something only Jacobi's language has
    /// ([`Problem::jacobi_feature`]), else Popeye's.
    pub dialect: Dialect,
}

impl Problem {
    /// The first thing of the problem that exists in Jacobi's language
    /// only, named: a command (`play`, `test`, `set test`, `constraints`,
    /// a stipulation only Jacobi reads (`u#8.5`),
    /// a proof-game option), an option (`FirstToMove`,
    /// `InitialMoveNumber`) or a condition or variant of Jacobi's.
    pub fn jacobi_feature(&self) -> Option<String> {
        self.commands.iter().find_map(|c| match c {
            Command::Play(..) => Some("play".to_string()),
            Command::JacobiStipulation(s) => Some(format!("stipulation {s}")),
            Command::Test { .. } => Some("test".to_string()),
            Command::SetTest(_) => Some("set test".to_string()),
            Command::Constraints(_) => Some("constraints".to_string()),
            Command::AddPieces => Some("AddPieces".to_string()),
            Command::AddWhitePieces => Some("AddWhitePieces".to_string()),
            Command::AddBlackPieces => Some("AddBlackPieces".to_string()),
            Command::Add(_) => Some("Add".to_string()),
            Command::ColorThePieces => Some("ColorThePieces".to_string()),
            Command::Option(items) => items
                .iter()
                .find(|o| matches!(o.name, "FirstToMove" | "InitialMoveNumber"))
                .map(|o| format!("option {}", o.name)),
            Command::Condition(conds) => conds.iter().find_map(|c| {
                let variants = c.params.iter().filter_map(|p| match p {
                    ConditionParam::Variant(v, _) => Some(*v),
                    _ => None,
                });
                let only = |v: Option<&str>| super::jacobi_conditions::is_jacobi_only(c.name, v);
                if only(None) {
                    return Some(format!("condition {}", c.name));
                }
                variants
                    .into_iter()
                    .find(|v| only(Some(v)))
                    .map(|v| format!("condition {} {v}", c.name))
            }),
            _ => None,
        })
    }
}

fn write_squares(f: &mut impl fmt::Write, squares: &[Square]) -> fmt::Result {
    for s in squares {
        write!(f, "{s}")?;
    }
    Ok(())
}

fn write_pieces_entries(
    f: &mut impl fmt::Write,
    entries: &[PiecesEntry],
    lang: InputLanguage,
) -> fmt::Result {
    for e in entries {
        match e {
            PiecesEntry::TotalInvisible(n) => write!(f, " TotalInvisible {n}")?,
            PiecesEntry::Group(g) => {
                write!(f, " {}", colour_name(g.colour, lang))?;
                for (names, a) in ATTRIBUTES {
                    if g.attributes.contains(*a) {
                        write!(f, " {}", names[lang.column()])?;
                    }
                }
                for p in &g.pieces {
                    write!(f, " {}", p.code)?;
                    write_squares(f, &p.squares)?;
                }
            }
        }
    }
    Ok(())
}

fn write_piece_codes(f: &mut impl fmt::Write, codes: &[PieceCode]) -> fmt::Result {
    for c in codes {
        write!(f, " {c}")?;
    }
    Ok(())
}

impl fmt::Display for Forsyth {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut idx = 0usize; // reading order: a8 = 0
        let mut empty = 0;
        let flush = |f: &mut fmt::Formatter<'_>, empty: &mut u32| -> fmt::Result {
            if *empty > 0 {
                write!(f, "{empty}")?;
                *empty = 0;
            }
            Ok(())
        };
        for (sq, colour, code) in &self.cells {
            let pos = (7 - sq.y() as usize) * 8 + sq.x() as usize;
            while idx < pos {
                if idx > 0 && idx % 8 == 0 {
                    flush(f, &mut empty)?;
                    f.write_str("/")?;
                }
                empty += 1;
                idx += 1;
            }
            if idx > 0 && idx % 8 == 0 {
                flush(f, &mut empty)?;
                f.write_str("/")?;
            }
            flush(f, &mut empty)?;
            let text = code.as_str();
            let prefix = if text.len() > 1 { "." } else { "" };
            // Codes starting with a digit have no case: give the colour explicitly.
            let explicit = !text.starts_with(|c: char| c.is_ascii_alphabetic());
            match colour {
                PieceColour::White if explicit => write!(f, "+{prefix}{text}")?,
                PieceColour::Black if explicit => write!(f, "-{prefix}{text}")?,
                PieceColour::White => write!(f, "{prefix}{}", text.to_ascii_uppercase())?,
                PieceColour::Black => write!(f, "{prefix}{text}")?,
                PieceColour::Neutral => write!(f, "={prefix}{text}")?,
            }
            idx += 1;
        }
        while idx < 64 {
            if idx > 0 && idx % 8 == 0 {
                flush(f, &mut empty)?;
                f.write_str("/")?;
            }
            empty += 1;
            idx += 1;
        }
        flush(f, &mut empty)
    }
}

fn write_conditions(
    f: &mut impl fmt::Write,
    conds: &[Condition],
    lang: InputLanguage,
) -> fmt::Result {
    let col = lang.column();
    for c in conds {
        let def = super::jacobi_conditions::condition_def(c.name);
        write!(f, " {}", def.map_or(c.name, |d| d.names[col]))?;
        for p in &c.params {
            match p {
                ConditionParam::Variant(name, value) => {
                    let variant = def
                        .and_then(|d| d.variants.iter().find(|v| v.names[0] == *name))
                        .map_or(*name, |v| v.names[col]);
                    write!(f, " {variant}")?;
                    match value {
                        VariantValue::None => {}
                        VariantValue::Integer(n) => write!(f, " {n}")?,
                        VariantValue::Pieces(codes) => write_piece_codes(f, codes)?,
                        VariantValue::Lines(s) => write!(f, " {s}")?,
                        VariantValue::SquareGroups(groups) => {
                            for g in groups {
                                f.write_char(' ')?;
                                write_squares(f, g)?;
                            }
                        }
                        VariantValue::GridLines(lines) => {
                            for l in lines {
                                write!(
                                    f,
                                    " {}{}{}",
                                    if l.horizontal { 'h' } else { 'v' },
                                    l.from,
                                    l.length
                                )?;
                            }
                        }
                    }
                }
                ConditionParam::Squares(s) => {
                    f.write_char(' ')?;
                    write_squares(f, s)?;
                }
                ConditionParam::Pieces(codes) => write_piece_codes(f, codes)?,
                ConditionParam::Integer(n) => write!(f, " {n}")?,
                ConditionParam::Bgl(b) => write!(f, " {b}")?,
                ConditionParam::PieceOnSquare(c, code, sq) => {
                    write!(f, " {} {code}{sq}", colour_name(*c, lang))?
                }
            }
        }
    }
    Ok(())
}

fn write_twin(f: &mut impl fmt::Write, twin: &Twin, lang: InputLanguage) -> fmt::Result {
    if twin.continued {
        write!(f, " {}", twin_name(TwinKeyword::Continued, lang))?;
    }
    for op in &twin.ops {
        match op {
            TwinOp::Move(a, b) => write!(f, " {} {a} {b}", twin_name(TwinKeyword::Move, lang))?,
            TwinOp::Exchange(a, b) => {
                write!(f, " {} {a} {b}", twin_name(TwinKeyword::Exchange, lang))?
            }
            TwinOp::Remove(s) => {
                write!(f, " {} ", twin_name(TwinKeyword::Remove, lang))?;
                write_squares(f, s)?;
            }
            TwinOp::Substitute(a, b) => {
                write!(f, " {} {a} {b}", twin_name(TwinKeyword::Substitute, lang))?
            }
            TwinOp::Add(entries) => {
                write!(f, " {}", twin_name(TwinKeyword::Add, lang))?;
                write_pieces_entries(f, entries, lang)?;
            }
            TwinOp::Rotate(n) => write!(f, " {} {n}", twin_name(TwinKeyword::Rotate, lang))?,
            TwinOp::Mirror(m) => write!(
                f,
                " {} {}",
                twin_name(TwinKeyword::Mirror, lang),
                m.as_str()
            )?,
            TwinOp::Shift(a, b) => write!(f, " {} {a} {b}", twin_name(TwinKeyword::Shift, lang))?,
            TwinOp::PolishType => write!(f, " {}", twin_name(TwinKeyword::PolishType, lang))?,
            TwinOp::Stipulation(s) => {
                write!(f, " {} {s}", twin_name(TwinKeyword::Stipulation, lang))?
            }
            TwinOp::SStipulation(s) => write!(
                f,
                " {} {} {}",
                twin_name(TwinKeyword::SStipulation, lang),
                colour_name(s.starter, lang),
                s.expr
            )?,
            TwinOp::Condition(c) => {
                write!(f, " {}", twin_name(TwinKeyword::Condition, lang))?;
                write_conditions(f, c, lang)?;
            }
            TwinOp::Forsyth(fo) => write!(f, " {} {fo}", twin_name(TwinKeyword::Forsyth, lang))?,
        }
    }
    Ok(())
}

impl Problem {
    /// Writes one command as a line of Popeye input.
    pub fn write_command(&self, f: &mut impl fmt::Write, cmd: &Command) -> fmt::Result {
        let lang = self.language;
        let kw = |k: CommandKeyword| command_name(k, lang);
        match cmd {
            Command::Remark(t) => write!(f, "{} {t}", kw(CommandKeyword::Remark)),
            Command::Author(t) => write!(f, "{} {t}", kw(CommandKeyword::Author)),
            Command::Origin(t) => write!(f, "{} {t}", kw(CommandKeyword::Origin)),
            Command::Title(t) => write!(f, "{} {t}", kw(CommandKeyword::Title)),
            Command::Award(t) => write!(f, "{} {t}", kw(CommandKeyword::Award)),
            Command::Protocol(t) => write!(f, "{} {t}", kw(CommandKeyword::Protocol)),
            Command::Latex(t) => write!(f, "{} {t}", kw(CommandKeyword::Latex)),
            Command::LatexPieces(rows) => {
                f.write_str(kw(CommandKeyword::LatexPieces))?;
                for (c, g, n) in rows {
                    write!(f, "\n{c} {g} {n}")?;
                }
                f.write_char('\n')
            }
            Command::Condition(c) => {
                f.write_str(kw(CommandKeyword::Condition))?;
                write_conditions(f, c, lang)
            }
            Command::Option(items) => {
                f.write_str(kw(CommandKeyword::Option))?;
                for o in items {
                    let name = super::tables::OPTIONS
                        .iter()
                        .find(|d| d.names[0] == o.name)
                        .map_or(o.name, |d| d.names[lang.column()]);
                    write!(f, " {name}")?;
                    match &o.value {
                        OptionValue::None => {}
                        OptionValue::Integers(v) => {
                            for n in v {
                                write!(f, " {n}")?;
                            }
                        }
                        OptionValue::MoveNumber(v) => {
                            let s: Vec<String> = v.iter().map(u32::to_string).collect();
                            write!(f, " {}", s.join(":"))?;
                        }
                        OptionValue::Squares(s) => {
                            f.write_char(' ')?;
                            write_squares(f, s)?;
                        }
                        OptionValue::PieceOnSquare(c, code, sq) => {
                            write!(f, " {} {code}{sq}", colour_name(*c, lang))?
                        }
                        OptionValue::Colour(c) => write!(f, " {}", colour_name(*c, lang))?,
                        OptionValue::Decimal(l) => write!(f, " {l}")?,
                        OptionValue::NegativeDecimal(l) => write!(f, " -{l}")?,
                    }
                }
                Ok(())
            }
            Command::Stipulation(s) => write!(f, "{} {s}", kw(CommandKeyword::Stipulation)),
            Command::JacobiStipulation(s) => {
                write!(f, "{} {s}", kw(CommandKeyword::Stipulation))
            }
            Command::SStipulation(s) => write!(
                f,
                "{} {} {}",
                kw(CommandKeyword::SStipulation),
                colour_name(s.starter, lang),
                s.expr
            ),
            Command::Forsyth(fo) => write!(f, "{} {fo}", kw(CommandKeyword::Forsyth)),
            Command::Pieces(entries) => {
                f.write_str(kw(CommandKeyword::Pieces))?;
                write_pieces_entries(f, entries, lang)
            }
            Command::Twin(t) => {
                f.write_str(kw(CommandKeyword::Twin))?;
                write_twin(f, t, lang)
            }
            Command::ZeroPosition(t) => {
                f.write_str(kw(CommandKeyword::ZeroPosition))?;
                write_twin(f, t, lang)
            }
            Command::Play(k, l) => write!(
                f,
                "Play {} {l}",
                match k {
                    PlayKind::Help => "help",
                    PlayKind::Series => "series",
                }
            ),
            Command::Test { negated, goal } => {
                write!(f, "Test {}{goal}", if *negated { "not " } else { "" })
            }
            Command::SetTest(t) => {
                write!(f, "Set Test {}", t.goal)?;
                if let Some(c) = t.colour {
                    write!(f, " {}", colour_name(c, lang))?;
                }
                for a in &t.actions {
                    write!(f, " {a}")?;
                }
                Ok(())
            }
            Command::Constraints(alts) => {
                f.write_str("Constraints")?;
                for (i, alt) in alts.iter().enumerate() {
                    if i > 0 {
                        f.write_str(" or")?;
                    }
                    for c in alt {
                        write!(f, " {}", c.text)?;
                    }
                }
                Ok(())
            }
            Command::AddPieces => f.write_str("AddPieces"),
            Command::AddWhitePieces => f.write_str("AddWhitePieces"),
            Command::AddBlackPieces => f.write_str("AddBlackPieces"),
            Command::Add(groups) => {
                f.write_str("Add")?;
                for (c, codes) in groups {
                    write!(f, " {}", colour_name(*c, lang))?;
                    for code in codes {
                        write!(f, " {code}")?;
                    }
                }
                Ok(())
            }
            Command::ColorThePieces => f.write_str("ColorThePieces"),
        }
    }
}

impl fmt::Display for Problem {
    /// Writes the problem's commands, one a line, without begin/end
    /// keywords (first `Dialect Jacobi` for a problem in Jacobi's dialect).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.dialect == Dialect::Jacobi {
            f.write_str("Dialect Jacobi\n")?;
        }
        for cmd in &self.commands {
            self.write_command(f, cmd)?;
            f.write_char('\n')?;
        }
        Ok(())
    }
}

/// Writes problems as a complete Popeye input file: `BeginProblem`, the
/// problems separated by `NextProblem`, `EndProblem`.
pub fn print_problems(problems: &[Problem]) -> String {
    let mut s = String::new();
    let lang = problems.first().map(|p| p.language).unwrap_or_default();
    let begin = if lang == InputLanguage::EnglishN {
        "BeginProblem\nEnglishN".to_string()
    } else {
        command_name(CommandKeyword::Begin, lang).to_string()
    };
    let _ = writeln!(s, "{begin}");
    for (i, p) in problems.iter().enumerate() {
        if i > 0 {
            let _ = writeln!(s, "{}", command_name(CommandKeyword::Next, lang));
        }
        let _ = write!(s, "{p}");
    }
    let _ = writeln!(s, "{}", command_name(CommandKeyword::End, lang));
    s
}
