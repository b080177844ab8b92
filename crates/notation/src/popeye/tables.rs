//! Keyword tables of Popeye's input language (English, German, French) and
//! the prefix lookup Popeye uses: case-insensitive, an exact match wins,
//! otherwise any unambiguous prefix.

use super::piece_codes::PIECE_CODES;
use nightrider_board::Attributes;

/// The language of a problem, chosen by its begin keyword
/// (`BeginProblem`, `AnfangProblem`, `DebutProbleme`) or Jacobi's `EnglishN`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum InputLanguage {
    /// English keywords, `S` for the knight and `N` for the nightrider.
    #[default]
    English,
    /// German keywords and piece codes.
    German,
    /// French keywords and piece codes.
    French,
    /// Jacobi's English with `N` for the knight (and `S` for the nightrider).
    EnglishN,
}

impl InputLanguage {
    /// Column of this language in the three-language tables.
    pub const fn column(self) -> usize {
        match self {
            InputLanguage::English | InputLanguage::EnglishN => 0,
            InputLanguage::German => 1,
            InputLanguage::French => 2,
        }
    }

    /// Whether `code` (lower case, 1–2 characters) is a piece code of this language.
    pub fn is_piece_code(self, code: &str) -> bool {
        let code = match (self, code) {
            (InputLanguage::EnglishN, "n") => "s",
            (InputLanguage::EnglishN, "s") => "n",
            _ => code,
        };
        PIECE_CODES.iter().any(|row| {
            let c = match self.column() {
                0 => row.0,
                1 => row.1,
                _ => row.2,
            };
            c == code
        })
    }

    /// The English name of the walk a piece code denotes in this language.
    pub fn piece_name(self, code: &str) -> Option<&'static str> {
        let code = match (self, code) {
            (InputLanguage::EnglishN, "n") => "s",
            (InputLanguage::EnglishN, "s") => "n",
            _ => code,
        };
        PIECE_CODES.iter().find_map(|row| {
            let c = match self.column() {
                0 => row.0,
                1 => row.1,
                _ => row.2,
            };
            (c == code).then_some(row.3)
        })
    }
}

/// Result of looking a token up in a keyword table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lookup<T> {
    /// Exactly one entry matches.
    Found(T),
    /// Several entries match the prefix (their first two canonical names).
    Ambiguous(&'static str, &'static str),
    /// Nothing matches.
    NotFound,
}

/// Looks `token` up among `entries`, each with names in English, German and
/// French: exact matches win over prefixes, a prefix must be unambiguous.
/// Names of `lang` are tried first; names of the other languages match
/// only when written in full (so that, say, `pie` stays `pieces` in English
/// and does not become the German option `Pieps`). A token that matches
/// nothing is tried once more without a trailing `s` (Popeye accepts
/// `variations` for `Variation`).
pub fn lookup<T: Copy>(
    entries: &[([&'static str; 3], T)],
    lang: InputLanguage,
    token: &str,
) -> Lookup<T> {
    match lookup_index(entries.len(), |i| &entries[i].0, lang, token) {
        Lookup::Found(i) => Lookup::Found(entries[i].1),
        Lookup::Ambiguous(a, b) => Lookup::Ambiguous(a, b),
        Lookup::NotFound => Lookup::NotFound,
    }
}

/// [`lookup`] over any table: `names(i)` gives the names of entry `i` of
/// `len`; the result is the index of the entry found.
pub fn lookup_index<'t>(
    len: usize,
    names: impl Fn(usize) -> &'t [&'static str; 3],
    lang: InputLanguage,
    token: &str,
) -> Lookup<usize> {
    lookup_index_popeye_first(len, len, names, lang, token)
}

/// [`lookup_index`] over a table whose first `popeye` entries are Popeye's
/// and the others extensions of nightrider (Jacobi's commands and
/// options): a prefix is looked up among Popeye's entries first, so that
/// an extension never makes ambiguous what Popeye reads (`con` is
/// `Condition`, not also `Constraints`); only a prefix that fits none of
/// Popeye's is looked up among the extensions. An exact match wins anywhere.
pub fn lookup_index_popeye_first<'t>(
    len: usize,
    popeye: usize,
    names: impl Fn(usize) -> &'t [&'static str; 3],
    lang: InputLanguage,
    token: &str,
) -> Lookup<usize> {
    match lookup_exact_or_prefix(len, popeye, &names, lang, token) {
        Lookup::NotFound if token.len() > 3 && token.ends_with(['s', 'S']) => {
            lookup_exact_or_prefix(len, popeye, &names, lang, &token[..token.len() - 1])
        }
        other => other,
    }
}

fn lookup_exact_or_prefix<'t>(
    len: usize,
    popeye: usize,
    names: &impl Fn(usize) -> &'t [&'static str; 3],
    lang: InputLanguage,
    token: &str,
) -> Lookup<usize> {
    if token.is_empty() {
        return Lookup::NotFound;
    }
    let col = lang.column();
    let is_prefix = |name: &str| {
        name.len() >= token.len()
            && name.is_char_boundary(token.len())
            && name[..token.len()].eq_ignore_ascii_case(token)
    };
    if let Some(i) = (0..len).find(|&i| names(i)[col].eq_ignore_ascii_case(token)) {
        return Lookup::Found(i);
    }
    for range in [0..popeye.min(len), popeye.min(len)..len] {
        let mut matching = range.filter(|&i| is_prefix(names(i)[col]));
        match (matching.next(), matching.next()) {
            (Some(i), None) => return Lookup::Found(i),
            (Some(a), Some(b)) => return Lookup::Ambiguous(names(a)[0], names(b)[0]),
            _ => {}
        }
    }
    (0..len)
        .find(|&i| names(i).iter().any(|n| n.eq_ignore_ascii_case(token)))
        .map_or(Lookup::NotFound, Lookup::Found)
}

/// Top-level commands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CommandKeyword {
    /// `BeginProblem`.
    Begin,
    /// `EndProblem`.
    End,
    /// `NextProblem`.
    Next,
    /// `Remark`.
    Remark,
    /// `Author`.
    Author,
    /// `Origin`.
    Origin,
    /// `Title`.
    Title,
    /// `Award`.
    Award,
    /// `Protocol`.
    Protocol,
    /// `Condition`.
    Condition,
    /// `Option`.
    Option,
    /// `Stipulation`.
    Stipulation,
    /// `SStipulation`.
    SStipulation,
    /// `Forsyth`.
    Forsyth,
    /// `Pieces`.
    Pieces,
    /// `Twin`.
    Twin,
    /// `ZeroPosition`.
    ZeroPosition,
    /// `LaTeX`.
    Latex,
    /// `LaTeXPieces`.
    LatexPieces,
    /// Jacobi: `EnglishN`.
    EnglishN,
    /// Jacobi: `play`.
    Play,
    /// Jacobi: `test`.
    Test,
    /// Jacobi: `set` (`set test …`).
    Set,
    /// Jacobi: `constraints`.
    Constraints,
    /// Jacobi PG option `AddPieces`.
    AddPieces,
    /// Jacobi PG option `AddWhitePieces`.
    AddWhitePieces,
    /// Jacobi PG option `AddBlackPieces`.
    AddBlackPieces,
    /// Jacobi PG option `Add white X …`.
    Add,
    /// Jacobi PG option `ColorThePieces`.
    ColorThePieces,
    /// nightrider: `Dialect Popeye|Jacobi`, the dialect a problem is read in.
    Dialect,
}

/// The command table: names in English, German, French.
pub const COMMANDS: &[([&str; 3], CommandKeyword)] = &[
    (
        ["BeginProblem", "AnfangProblem", "DebutProbleme"],
        CommandKeyword::Begin,
    ),
    (
        ["EndProblem", "EndeProblem", "FinProbleme"],
        CommandKeyword::End,
    ),
    (
        ["NextProblem", "WeiteresProblem", "ASuivre"],
        CommandKeyword::Next,
    ),
    (["Remark", "Bemerkung", "Remarque"], CommandKeyword::Remark),
    (["Author", "Autor", "Auteur"], CommandKeyword::Author),
    (["Origin", "Quelle", "Source"], CommandKeyword::Origin),
    (["Title", "Titel", "Titre"], CommandKeyword::Title),
    (["Award", "Auszeichnung", "Prix"], CommandKeyword::Award),
    (
        ["Protocol", "Protokoll", "Protocol"],
        CommandKeyword::Protocol,
    ),
    (
        ["Condition", "Bedingung", "Condition"],
        CommandKeyword::Condition,
    ),
    (["Option", "Option", "Option"], CommandKeyword::Option),
    (
        ["Stipulation", "Forderung", "Enonce"],
        CommandKeyword::Stipulation,
    ),
    (
        ["SStipulation", "SForderung", "SEnonce"],
        CommandKeyword::SStipulation,
    ),
    (["Forsyth", "Forsyth", "Forsyth"], CommandKeyword::Forsyth),
    (["Pieces", "Steine", "Pieces"], CommandKeyword::Pieces),
    (["Twin", "Zwilling", "Jumeau"], CommandKeyword::Twin),
    (
        ["ZeroPosition", "NullStellung", "ZeroPosition"],
        CommandKeyword::ZeroPosition,
    ),
    (["LaTeX", "LaTeX", "LaTeX"], CommandKeyword::Latex),
    (
        ["LaTeXPieces", "LaTeXSteine", "LaTeXPieces"],
        CommandKeyword::LatexPieces,
    ),
    (
        ["EnglishN", "EnglishN", "EnglishN"],
        CommandKeyword::EnglishN,
    ),
    (["Play", "Play", "Play"], CommandKeyword::Play),
    (["Test", "Test", "Test"], CommandKeyword::Test),
    (["Set", "Set", "Set"], CommandKeyword::Set),
    (
        ["Constraints", "Constraints", "Constraints"],
        CommandKeyword::Constraints,
    ),
    (
        ["AddPieces", "AddPieces", "AddPieces"],
        CommandKeyword::AddPieces,
    ),
    (
        ["AddWhitePieces", "AddWhitePieces", "AddWhitePieces"],
        CommandKeyword::AddWhitePieces,
    ),
    (
        ["AddBlackPieces", "AddBlackPieces", "AddBlackPieces"],
        CommandKeyword::AddBlackPieces,
    ),
    (["Add", "Add", "Add"], CommandKeyword::Add),
    (
        ["ColorThePieces", "ColorThePieces", "ColorThePieces"],
        CommandKeyword::ColorThePieces,
    ),
    (["Dialect", "Dialect", "Dialect"], CommandKeyword::Dialect),
];

/// How many entries at the start of [`COMMANDS`] are Popeye's (the others
/// are Jacobi's, see [`lookup_index_popeye_first`]).
pub const POPEYE_COMMANDS: usize = 19;

/// Looks a command up as Popeye does, Jacobi's commands after Popeye's.
pub fn lookup_command(lang: InputLanguage, token: &str) -> Lookup<CommandKeyword> {
    match lookup_index_popeye_first(
        COMMANDS.len(),
        POPEYE_COMMANDS,
        |i| &COMMANDS[i].0,
        lang,
        token,
    ) {
        Lookup::Found(i) => Lookup::Found(COMMANDS[i].1),
        Lookup::Ambiguous(a, b) => Lookup::Ambiguous(a, b),
        Lookup::NotFound => Lookup::NotFound,
    }
}

/// The canonical (English) name of a command.
pub fn command_name(kw: CommandKeyword, lang: InputLanguage) -> &'static str {
    COMMANDS
        .iter()
        .find(|(_, k)| *k == kw)
        .map_or("", |(names, _)| names[lang.column()])
}

/// A piece colour of the `pieces` command.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum PieceColour {
    /// White.
    White,
    /// Black.
    Black,
    /// Neutral.
    Neutral,
}

/// Colour names.
pub const COLOURS: &[([&str; 3], PieceColour)] = &[
    (["White", "Weiss", "Blanc"], PieceColour::White),
    (["Black", "Schwarz", "Noir"], PieceColour::Black),
    (["Neutral", "Neutral", "Neutre"], PieceColour::Neutral),
];

/// Name of a colour in a language.
pub fn colour_name(c: PieceColour, lang: InputLanguage) -> &'static str {
    COLOURS
        .iter()
        .find(|(_, k)| *k == c)
        .map_or("", |(n, _)| n[lang.column()])
}

/// Piece attribute names, mapped to the board's [`Attributes`], spelt as
/// Popeye 4.104 prints them under the diagram (`HalbNeutral d4`,
/// `Royale c1`; input is read in any case).
pub const ATTRIBUTES: &[([&str; 3], Attributes)] = &[
    (
        ["Chameleon", "Chamaeleon", "Cameleon"],
        Attributes::CHAMELEON,
    ),
    (["Jigger", "Jigger", "Jigger"], Attributes::JIGGER),
    (["Kamikaze", "Kamikaze", "Kamikaze"], Attributes::KAMIKAZE),
    (
        ["Paralysing", "Paralysierend", "Paralysante"],
        Attributes::PARALYSING,
    ),
    (["Royal", "Koeniglich", "Royale"], Attributes::ROYAL),
    (["Volage", "Volage", "Volage"], Attributes::VOLAGE),
    (
        ["Functionary", "Beamtet", "Fonctionnaire"],
        Attributes::FUNCTIONARY,
    ),
    (
        ["HalfNeutral", "HalbNeutral", "DemiNeutre"],
        Attributes::HALF_NEUTRAL,
    ),
    (
        [
            "HurdleColourChanging",
            "SprungbockFarbeWechselnd",
            "CouleurEchangeantSautoir",
        ],
        Attributes::HURDLE_COLOUR_CHANGING,
    ),
    (["Protean", "Proteisch", "Protee"], Attributes::PROTEAN),
    (["Magic", "Magisch", "Magique"], Attributes::MAGIC),
    (
        ["Uncapturable", "Unschlagbar", "Imprenable"],
        Attributes::UNCAPTURABLE,
    ),
    (["Patrol", "Patrouille", "Patrouille"], Attributes::PATROL),
    (
        ["Frischauf", "Frischauf", "Frischauf"],
        Attributes::FRISCHAUF,
    ),
    (["Anda", "Anda", "Anda"], Attributes::ANDA),
    (
        ["AndaInverse", "AndaInvers", "AndaInverse"],
        Attributes::ANDA_INVERSE,
    ),
    (["Bul", "Bul", "Bul"], Attributes::BUL),
    (["Dob", "Dob", "Dob"], Attributes::DOB),
    (["AliceA", "AliceA", "AliceA"], Attributes::ALICE_A),
    (["AliceB", "AliceB", "AliceB"], Attributes::ALICE_B),
];

/// What follows an option name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OptionArgs {
    /// Nothing.
    None,
    /// One integer.
    Integer,
    /// An optional integer.
    OptionalInteger,
    /// Two integers.
    TwoIntegers,
    /// A move number or a path of them (`9:20:9`).
    MoveNumber,
    /// A list of squares.
    Squares,
    /// A colour, a piece and a square (`white bh1`).
    PieceOnSquare,
    /// A colour (Jacobi's `FirstToMove`).
    Colour,
    /// A decimal number (Jacobi's `InitialMoveNumber 0.5`).
    Decimal,
}

/// Definition of an option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionDef {
    /// English (canonical), German, French names.
    pub names: [&'static str; 3],
    /// What follows.
    pub args: OptionArgs,
}

const fn o(en: &'static str, de: &'static str, fr: &'static str, args: OptionArgs) -> OptionDef {
    OptionDef {
        names: [en, de, fr],
        args,
    }
}

/// Every option (Popeye 4.104 plus Jacobi's `FirstToMove` and `InitialMoveNumber`).
pub const OPTIONS: &[OptionDef] = &[
    o("Try", "Verfuehrung", "Essais", OptionArgs::None),
    o("Defence", "Widerlegung", "Defense", OptionArgs::Integer),
    o(
        "TrivialTriesAvoid",
        "TrivialeFehlversucheUnterdruecken",
        "TrivialEssaiSupprimer",
        OptionArgs::None,
    ),
    o("SetPlay", "Satzspiel", "Apparent", OptionArgs::None),
    o("NullMoves", "NullZuege", "CoupsVides", OptionArgs::None),
    o("Threat", "Drohung", "Menace", OptionArgs::Integer),
    o(
        "WhiteToPlay",
        "WeissBeginnt",
        "ApparentSeul",
        OptionArgs::None,
    ),
    o("Variation", "Varianten", "Variantes", OptionArgs::None),
    o("MoveNumbers", "Zugnummern", "Trace", OptionArgs::None),
    o(
        "StartMoveNumber",
        "StartZugnummer",
        "Enroute",
        OptionArgs::MoveNumber,
    ),
    o(
        "UpToMoveNumber",
        "BisZugnummer",
        "JusquAuCoup",
        OptionArgs::MoveNumber,
    ),
    o("NoWk", "OhneWk", "SansRB", OptionArgs::None),
    o("NoBk", "OhneSk", "SansRN", OptionArgs::None),
    o("Duplex", "Duplex", "Duplex", OptionArgs::None),
    o("NoThreat", "OhneDrohung", "SansMenace", OptionArgs::None),
    o(
        "MaxSolutions",
        "MaxLoesungen",
        "MaxSolutions",
        OptionArgs::Integer,
    ),
    o(
        "MaxFlightsquares",
        "MaxFluchtFelder",
        "MaxCasesFuites",
        OptionArgs::Integer,
    ),
    o("EnPassant", "EnPassant", "EnPassant", OptionArgs::Squares),
    o(
        "CastlingMutuallyExclusive",
        "RochadenGegenseitigAusschliessend",
        "RoquesMutuellementExclusifs",
        OptionArgs::Squares,
    ),
    o("NoBoard", "OhneBrett", "SansEchiquier", OptionArgs::None),
    o(
        "NoShortVariations",
        "OhneKurzVarianten",
        "SansVariantesCourtes",
        OptionArgs::None,
    ),
    o("HalfDuplex", "HalbDuplex", "DemiDuplex", OptionArgs::None),
    o(
        "PostKeyPlay",
        "NachSchluessel",
        "ApresCle",
        OptionArgs::None,
    ),
    o(
        "NonTrivial",
        "NichtTrivial",
        "NonTrivial",
        OptionArgs::TwoIntegers,
    ),
    o(
        "Intelligent",
        "Intelligent",
        "Intelligent",
        OptionArgs::OptionalInteger,
    ),
    o("MaxTime", "MaxZeit", "MaxTemps", OptionArgs::Integer),
    o(
        "NoCastling",
        "KeineRochade",
        "SansRoquer",
        OptionArgs::Squares,
    ),
    o("Quodlibet", "QuodLibet", "QuodLibet", OptionArgs::None),
    o(
        "StopOnShortSolutions",
        "StopNachKurzLoesungen",
        "FinApresSolutionsCourtes",
        OptionArgs::None,
    ),
    o("Beep", "Pieps", "Bip", OptionArgs::OptionalInteger),
    o("SuppressGrid", "OhneGitter", "SansGrille", OptionArgs::None),
    o(
        "WriteGrid",
        "ZeichneGitter",
        "AjouteGrille",
        OptionArgs::None,
    ),
    o(
        "KeepMatingPiece",
        "HalteMattsetzendenStein",
        "RetiensPieceMatante",
        OptionArgs::None,
    ),
    o(
        "LastCapture",
        "LetzterSchlag",
        "DernierePrise",
        OptionArgs::PieceOnSquare,
    ),
    o("GoalIsEnd", "ZielIstEnde", "ButEstFin", OptionArgs::None),
    o("MatesIn1", "MattsIn1", "MatsEn1", OptionArgs::None),
    o(
        "FirstToMove",
        "FirstToMove",
        "FirstToMove",
        OptionArgs::Colour,
    ),
    o(
        "InitialMoveNumber",
        "InitialMoveNumber",
        "InitialMoveNumber",
        OptionArgs::Decimal,
    ),
];

/// How many entries at the start of [`OPTIONS`] are Popeye's (the others
/// are Jacobi's, see [`lookup_index_popeye_first`]).
pub const POPEYE_OPTIONS: usize = 36;

/// What follows a condition name (besides its variant keywords).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Args {
    /// Nothing.
    None,
    /// Squares (`Imitator a7b7`).
    Squares,
    /// Piece codes (`PromOnly Q S`).
    Pieces,
    /// Up to this many integers (`RoleExchange 3`).
    Integers(u8),
    /// BGL budgets: up to two decimals or `-` (`BGL 4.5 -`).
    Bgl,
    /// A colour, a piece and a square (`LastCapture white Bh1`).
    PieceOnSquare,
}

/// What follows a variant keyword.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VariantArg {
    /// Nothing.
    None,
    /// One integer (`MaximumWhite 2`).
    Integer,
    /// Piece codes (`April R/B`, `Chameleon S Q R B S`).
    Pieces,
    /// A string of files and ranks (`Orthogonal bdf246`).
    Lines,
    /// Groups of squares forming grid cells (`Irregular a8a7 b8b7`).
    SquareGroups,
    /// Extra grid lines (`GridLine Ha24 Vc61`).
    GridLines,
}

/// A variant keyword of a condition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VariantDef {
    /// English (canonical), German, French names.
    pub names: [&'static str; 3],
    /// What follows.
    pub arg: VariantArg,
}

/// Definition of a condition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConditionDef {
    /// English (canonical), German, French names.
    pub names: [&'static str; 3],
    /// Positional arguments.
    pub args: Args,
    /// Variant keywords.
    pub variants: &'static [VariantDef],
}

const fn v(en: &'static str, de: &'static str, fr: &'static str) -> VariantDef {
    VariantDef {
        names: [en, de, fr],
        arg: VariantArg::None,
    }
}

const fn va(en: &'static str, de: &'static str, fr: &'static str, arg: VariantArg) -> VariantDef {
    VariantDef {
        names: [en, de, fr],
        arg,
    }
}

/// Circe options (also for AntiCirce, MarsCirce, ImmunChess, …).
pub const V_CIRCE: &[VariantDef] = &[
    v("RexInclusive", "RexInklusive", "RexInclusif"),
    v("RexExclusive", "RexExklusive", "RexExclusif"),
    v("LastMove", "LetzterZug", "CoupDernier"),
    v("WaitCapture", "NaechsterSchlag", "PriseProchaine"),
    v("Clone", "Clone", "Clone"),
    v("Couscous", "Couscous", "Couscous"),
    v("Mirror", "Spiegel", "Malefique"),
    va("April", "April", "Avril", VariantArg::Pieces),
    v("Equipollents", "Equipollents", "Equipollents"),
    v("Parrain", "Parrain", "Parrain"),
    v("ContraParrain", "ContraParrain", "ContraParrain"),
    v("Rank", "Reihe", "Rangee"),
    v("File", "File", "Colonne"),
    v("Symmetry", "Symmetrie", "Symetrie"),
    v(
        "VerticalSymmetry",
        "VertikaleSymmetrie",
        "VerticaleSymetrique",
    ),
    v(
        "HorizontalSymmetry",
        "HorizontaleSymmetrie",
        "HorizontaleSymetrique",
    ),
    v("Diagram", "Diagramm", "Diagramme"),
    v("PWC", "Platzwechsel", "Echange"),
    v("Antipodes", "Antipoden", "Antipodes"),
    v("Super", "Super", "Super"),
    v("Take&Make", "Take&Make", "Take&Make"),
    v("Cage", "Kaefig", "Cage"),
    v("CaptureSquare", "Schlagfeld", "CaseDePrise"),
    v("Diametral", "Diametral", "Diametral"),
    v("VerticalMirror", "VertikalSpiegel", "MalefiqueVerticale"),
    v("Frischauf", "Frischauf", "Frischauf"),
    va("Chameleon", "Chamaeleon", "Chameleon", VariantArg::Pieces),
    v("Turncoats", "Turncoat", "Turncoats"),
    v("Einstein", "Einstein", "Einstein"),
    v("ReversalEinstein", "ReversesEinstein", "ReversEinstein"),
    v("Relaxed", "Locker", "Relache"),
    v("Strict", "Strikt", "Stricte"),
    v("Assassin", "Assassin", "Assassin"),
    v("Volcanic", "Vulkan", "Volcanique"),
    v("Parachute", "Fallschirm", "Parachute"),
    v("Calvet", "Calvet", "Calvet"),
    v("Cheylan", "Cheylan", "Cheylan"),
    // Jacobi's rebirth squares (see `jacobi_conditions::JACOBI_ONLY_VARIANT_NAMES`)
    v("Ibidem", "Ibidem", "Ibidem"),
    v("Above", "Above", "Above"),
    v("Below", "Below", "Below"),
];

/// `RexInclusive` only.
pub const V_REXINCL: &[VariantDef] = &[v("RexInclusive", "RexInklusive", "RexInclusif")];
/// `RexExclusive` only.
pub const V_REXEXCL: &[VariantDef] = &[v("RexExclusive", "RexExklusive", "RexExclusif")];
/// Isardam.
pub const V_ISARDAM: &[VariantDef] = &[
    v("TypeB", "TypB", "TypeB"),
    v("RexInclusive", "RexInklusive", "RexInclusif"),
];
/// Type1, Type2, Type3.
pub const V_TYPE123: &[VariantDef] = &[
    v("Type1", "Typ1", "Type1"),
    v("Type2", "Typ2", "Type2"),
    v("Type3", "Typ3", "Type3"),
];
/// Type1, Type2.
pub const V_TYPE12: &[VariantDef] = &[v("Type1", "Typ1", "Type1"), v("Type2", "Typ2", "Type2")];
/// Sentinelles.
pub const V_SENTINELLES: &[VariantDef] = &[
    v("PionAdvers", "PionAdvers", "PionAdvers"),
    v("PionNeutre", "PionNeutre", "PionNeutre"),
    v("PionNoir", "PionNoir", "PionNoir"),
    v("PionBlanc", "PionBlanc", "PionBlanc"),
    v("ParaSentinelles", "ParaSentinelles", "ParaSentinelles"),
    v("Berolina", "Berolina", "Berolina"),
    va(
        "MaximumWhite",
        "MaximumWeiss",
        "MaximumBlanc",
        VariantArg::Integer,
    ),
    va(
        "MaximumBlack",
        "MaximumSchwarz",
        "MaximumNoir",
        VariantArg::Integer,
    ),
    va(
        "MaximumTotal",
        "MaximumTotal",
        "MaximumTotal",
        VariantArg::Integer,
    ),
];
/// Oscillating kings.
pub const V_OSC: &[VariantDef] = &[v("TypeB", "TypB", "TypeB"), v("TypeC", "TypC", "TypeC")];
/// Grid chess.
pub const V_GRID: &[VariantDef] = &[
    v("VerticalShift", "VertikalVerschieben", "VerticalDecalage"),
    v(
        "HorizontalShift",
        "HorizontalVerschieben",
        "HorizontalDecalage",
    ),
    v("DiagonalShift", "DiagonalVerschieben", "DiagonalDecalage"),
    va("Orthogonal", "Orthogonal", "Orthogonale", VariantArg::Lines),
    va(
        "Irregular",
        "Unregelmaessig",
        "Irreguliere",
        VariantArg::SquareGroups,
    ),
    va(
        "GridLine",
        "GitterLinie",
        "LigneGrille",
        VariantArg::GridLines,
    ),
];
/// Vaulting kings.
pub const V_VAULTING: &[VariantDef] = &[v("Transmuting", "Transmutierende", "Transmute")];
/// `Ultra` after MustCapture, Maximummer, Minimummer.
pub const V_ULTRA: &[VariantDef] = &[v("Ultra", "Ultra", "Ultra"), v("Exact", "Exakt", "Exact")];
/// PAD.
pub const V_PAD: &[VariantDef] = &[
    v("Strict", "Strikt", "Stricte"),
    v("RexExclusive", "RexExklusive", "RexExclusif"),
    v("RexInclusive", "RexInklusive", "RexInclusif"),
];
/// Breton.
pub const V_BRETON: &[VariantDef] = &[
    v("Adverse", "Advers", "Adverse"),
    v("PY", "PY", "PY"),
    v("Chromatic", "Chromatisch", "Chromatique"),
];
/// Take&Make.
pub const V_ABSOLUTE: &[VariantDef] = &[v("Absolute", "Absolut", "Absolu")];
/// KoeKo's neighbourhood: `Nei` followed by walks.
pub const V_KOEKO: &[VariantDef] = &[va("Nei", "Nei", "Nei", VariantArg::Pieces)];
/// A side (MultiCaptures).
pub const V_COLOUR: &[VariantDef] = &[
    v("White", "Weiss", "Blancs"),
    v("Black", "Schwarz", "Noirs"),
];
/// CAST chess.
pub const V_INVERSE: &[VariantDef] = &[v("Inverse", "Invers", "Inverse")];
/// Annan types.
pub const V_ANNAN: &[VariantDef] = &[
    v("TypeB", "TypB", "TypeB"),
    v("TypeC", "TypC", "TypeC"),
    v("TypeD", "TypD", "TypeD"),
];

/// Twin operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TwinKeyword {
    /// Move a piece.
    Move,
    /// Exchange two pieces.
    Exchange,
    /// Remove pieces.
    Remove,
    /// Substitute a walk.
    Substitute,
    /// Add pieces.
    Add,
    /// Rotate the board.
    Rotate,
    /// Mirror the board.
    Mirror,
    /// Shift the position.
    Shift,
    /// Swap the colours of all pieces.
    PolishType,
    /// New stipulation.
    Stipulation,
    /// New structured stipulation.
    SStipulation,
    /// New conditions.
    Condition,
    /// Apply to the previous twin.
    Continued,
    /// New position (Forsyth).
    Forsyth,
}

/// Twin operation names.
pub const TWIN_OPS: &[([&str; 3], TwinKeyword)] = &[
    (["Move", "Versetze", "Deplacement"], TwinKeyword::Move),
    (["Exchange", "Tausche", "Echange"], TwinKeyword::Exchange),
    (["Remove", "Entferne", "Ote"], TwinKeyword::Remove),
    (
        ["Substitute", "Ersetze", "Remplace"],
        TwinKeyword::Substitute,
    ),
    (["Add", "Hinzufuegen", "Ajoute"], TwinKeyword::Add),
    (["Rotate", "Drehung", "Rotation"], TwinKeyword::Rotate),
    (["Mirror", "Spiegelung", "Miroir"], TwinKeyword::Mirror),
    (["Shift", "Verschiebung", "Translation"], TwinKeyword::Shift),
    (
        ["PolishType", "Farbwechsel", "CouleurEchange"],
        TwinKeyword::PolishType,
    ),
    (
        ["Stipulation", "Forderung", "Enonce"],
        TwinKeyword::Stipulation,
    ),
    (
        ["SStipulation", "SForderung", "SEnonce"],
        TwinKeyword::SStipulation,
    ),
    (
        ["Condition", "Bedingung", "Condition"],
        TwinKeyword::Condition,
    ),
    (["Continued", "Ferner", "EnPlus"], TwinKeyword::Continued),
    (["Forsyth", "Forsyth", "Forsyth"], TwinKeyword::Forsyth),
];

/// Name of a twin operation in a language.
pub fn twin_name(kw: TwinKeyword, lang: InputLanguage) -> &'static str {
    TWIN_OPS
        .iter()
        .find(|(_, k)| *k == kw)
        .map_or("", |(n, _)| n[lang.column()])
}

/// Levenshtein distance (case-insensitive), for did-you-mean suggestions.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().map(|c| c.to_ascii_lowercase()).collect();
    let b: Vec<char> = b.chars().map(|c| c.to_ascii_lowercase()).collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut cur = vec![i + 1; b.len() + 1];
        for (j, cb) in b.iter().enumerate() {
            cur[j + 1] = (prev[j] + usize::from(ca != cb))
                .min(prev[j + 1] + 1)
                .min(cur[j] + 1);
        }
        prev = cur;
    }
    prev[b.len()]
}

/// The name closest to `token` among `names`, if reasonably close.
pub fn suggest<'a>(token: &str, names: impl Iterator<Item = &'a str>) -> Option<&'a str> {
    let mut best: Option<(usize, &str)> = None;
    for n in names {
        let d = edit_distance(token, n);
        // Also compare with the prefix of the same length, since Popeye accepts prefixes.
        let d = if n.len() > token.len() && n.is_char_boundary(token.len()) {
            d.min(edit_distance(token, &n[..token.len()]) + 1)
        } else {
            d
        };
        if best.is_none_or(|(bd, _)| d < bd) {
            best = Some((d, n));
        }
    }
    best.filter(|(d, _)| *d <= 1 + token.len() / 3)
        .map(|(_, n)| n)
}
