//! Translation of parsed Popeye problems into another input language.
//!
//! The syntax tree keeps keywords, colours, attributes, conditions and
//! their variants, options and twin operations canonically (the printer
//! writes them in the problem's [`InputLanguage`]), but piece codes as
//! written in the problem's language. Translating a problem therefore maps
//! every piece code through the three-language table
//! ([`PIECE_CODES`](super::piece_codes::PIECE_CODES)), checks that every
//! other word has a name in the target language, and sets the problem's
//! language. Anything without a word in the target language is an error
//! naming it, never dropped.
//!
//! ```
//! use nightrider_notation::popeye::{parse_input, print_problems, translate_problems, InputLanguage};
//! let parsed = parse_input("begin\npieces white ka1 sb1 black kh8\nstip #2\ncond circe\ntwin move b1 c3\nend\n");
//! let german = translate_problems(&parsed.problems, InputLanguage::German).unwrap();
//! assert_eq!(
//!     print_problems(&german),
//!     "AnfangProblem\nSteine Weiss ka1 sb1 Schwarz kh8\nForderung #2\nBedingung Circe\nZwilling Versetze b1 c3\nEndeProblem\n"
//! );
//! let french = translate_problems(&parsed.problems, InputLanguage::French).unwrap();
//! assert!(print_problems(&french).contains("Pieces Blanc ra1 cb1 Noir rh8"));
//! ```

use super::ast::*;
use super::jacobi_conditions::condition_def;
use super::piece_codes::row_read;
use super::tables::{InputLanguage, OPTIONS};
use std::fmt;

/// Something of a problem that has no word in the target language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TranslateError {
    /// What could not be translated, e.g. `piece code 'ee'`.
    pub what: String,
    /// The target language.
    pub language: InputLanguage,
}

impl fmt::Display for TranslateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} has no translation into {}",
            self.what,
            language_name(self.language)
        )
    }
}

impl std::error::Error for TranslateError {}

/// The English name of an input language (`English`, `German`, `French`,
/// `EnglishN`).
pub fn language_name(lang: InputLanguage) -> &'static str {
    match lang {
        InputLanguage::English => "English",
        InputLanguage::German => "German",
        InputLanguage::French => "French",
        InputLanguage::EnglishN => "EnglishN",
    }
}

/// The input language named `name` (`english`, `german`, `french`,
/// `englishn`, any case; also `en`, `de`, `fr`).
pub fn language_from_name(name: &str) -> Option<InputLanguage> {
    match name.to_ascii_lowercase().as_str() {
        "english" | "en" => Some(InputLanguage::English),
        "german" | "de" | "deutsch" => Some(InputLanguage::German),
        "french" | "fr" | "francais" => Some(InputLanguage::French),
        "englishn" => Some(InputLanguage::EnglishN),
        _ => None,
    }
}

/// A problem's code in the three-language table: EnglishN swaps the
/// knight (`n`) and the nightrider (`s`).
fn table_code(code: &str, lang: InputLanguage) -> &str {
    match (lang, code) {
        (InputLanguage::EnglishN, "n") => "s",
        (InputLanguage::EnglishN, "s") => "n",
        _ => code,
    }
}

fn column(
    row: &(&'static str, &'static str, &'static str, &'static str),
    col: usize,
) -> &'static str {
    match col {
        0 => row.0,
        1 => row.1,
        _ => row.2,
    }
}

/// Translates one plain piece code (lower case, no hunter slash): the
/// walk Popeye reads for it in `from`, written in `to`; an error if that
/// walk has no code in `to`, or one that Popeye reads as another walk.
fn translate_simple(
    code: &str,
    from: InputLanguage,
    to: InputLanguage,
) -> Result<String, TranslateError> {
    let fail = |why: &str| TranslateError {
        what: format!("piece code '{code}'{why}"),
        language: to,
    };
    let row = row_read(from.column(), table_code(code, from)).ok_or_else(|| fail(""))?;
    let target = column(row, to.column());
    if target.is_empty() {
        return Err(fail(&format!(" ({})", row.3)));
    }
    if row_read(to.column(), target) != Some(row) {
        return Err(fail(&format!(
            " ({}: Popeye reads {} '{target}' as another piece)",
            row.3,
            language_name(to)
        )));
    }
    Ok(table_code(target, to).to_string())
}

/// Translates a piece code of `from` into `to`: a hunter `r/b` part by
/// part; a braced piece (nightrider's extension) stays as it is.
pub fn translate_code(
    code: &PieceCode,
    from: InputLanguage,
    to: InputLanguage,
) -> Result<PieceCode, TranslateError> {
    if code.braced().is_some() {
        return Ok(code.clone());
    }
    let text = match code.as_str().split_once('/') {
        Some((a, b)) => format!(
            "{}/{}",
            translate_simple(a, from, to)?,
            translate_simple(b, from, to)?
        ),
        None => translate_simple(code.as_str(), from, to)?,
    };
    Ok(PieceCode(text))
}

/// Translates the problems of an input file into `to`.
pub fn translate_problems(
    problems: &[Problem],
    to: InputLanguage,
) -> Result<Vec<Problem>, TranslateError> {
    problems.iter().map(|p| translate_problem(p, to)).collect()
}

/// Translates one problem into `to` (see the module documentation).
pub fn translate_problem(problem: &Problem, to: InputLanguage) -> Result<Problem, TranslateError> {
    let t = Translator {
        from: problem.language,
        to,
    };
    let commands = problem
        .commands
        .iter()
        .map(|c| t.command(c))
        .collect::<Result<_, _>>()?;
    Ok(Problem {
        language: to,
        commands,
        dialect: problem.dialect,
    })
}

struct Translator {
    from: InputLanguage,
    to: InputLanguage,
}

impl Translator {
    fn error(&self, what: String) -> TranslateError {
        TranslateError {
            what,
            language: self.to,
        }
    }

    fn code(&self, code: &PieceCode) -> Result<PieceCode, TranslateError> {
        translate_code(code, self.from, self.to)
    }

    fn codes(&self, codes: &[PieceCode]) -> Result<Vec<PieceCode>, TranslateError> {
        codes.iter().map(|c| self.code(c)).collect()
    }

    /// Whether piece codes read the same in both languages (Jacobi's
    /// notations that embed codes in text are kept only then).
    fn same_codes(&self) -> bool {
        self.from == self.to
    }

    fn entries(&self, entries: &[PiecesEntry]) -> Result<Vec<PiecesEntry>, TranslateError> {
        entries
            .iter()
            .map(|e| match e {
                PiecesEntry::TotalInvisible(n) => Ok(PiecesEntry::TotalInvisible(*n)),
                PiecesEntry::Group(g) => Ok(PiecesEntry::Group(PieceGroup {
                    colour: g.colour,
                    attributes: g.attributes,
                    pieces: g
                        .pieces
                        .iter()
                        .map(|p| {
                            Ok(PlacedPieces {
                                code: self.code(&p.code)?,
                                squares: p.squares.clone(),
                            })
                        })
                        .collect::<Result<_, _>>()?,
                })),
            })
            .collect()
    }

    fn forsyth(&self, f: &Forsyth) -> Result<Forsyth, TranslateError> {
        Ok(Forsyth {
            cells: f
                .cells
                .iter()
                .map(|(sq, colour, code)| Ok((*sq, *colour, self.code(code)?)))
                .collect::<Result<_, _>>()?,
        })
    }

    fn conditions(&self, conds: &[Condition]) -> Result<Vec<Condition>, TranslateError> {
        let col = self.to.column();
        conds
            .iter()
            .map(|c| {
                let def = condition_def(c.name)
                    .filter(|d| !d.names[col].is_empty())
                    .ok_or_else(|| self.error(format!("condition {}", c.name)))?;
                let params = c
                    .params
                    .iter()
                    .map(|p| {
                        Ok(match p {
                            ConditionParam::Variant(name, value) => {
                                def.variants
                                    .iter()
                                    .find(|v| v.names[0] == *name && !v.names[col].is_empty())
                                    .ok_or_else(|| {
                                        self.error(format!(
                                            "variant {name} of condition {}",
                                            c.name
                                        ))
                                    })?;
                                let value = match value {
                                    VariantValue::Pieces(codes) => {
                                        VariantValue::Pieces(self.codes(codes)?)
                                    }
                                    other => other.clone(),
                                };
                                ConditionParam::Variant(name, value)
                            }
                            ConditionParam::Pieces(codes) => {
                                ConditionParam::Pieces(self.codes(codes)?)
                            }
                            ConditionParam::PieceOnSquare(colour, code, sq) => {
                                ConditionParam::PieceOnSquare(*colour, self.code(code)?, *sq)
                            }
                            other => other.clone(),
                        })
                    })
                    .collect::<Result<_, TranslateError>>()?;
                Ok(Condition {
                    name: c.name,
                    params,
                })
            })
            .collect()
    }

    fn options(&self, items: &[OptionItem]) -> Result<Vec<OptionItem>, TranslateError> {
        let col = self.to.column();
        items
            .iter()
            .map(|o| {
                OPTIONS
                    .iter()
                    .find(|d| d.names[0] == o.name && !d.names[col].is_empty())
                    .ok_or_else(|| self.error(format!("option {}", o.name)))?;
                let value = match &o.value {
                    OptionValue::PieceOnSquare(colour, code, sq) => {
                        OptionValue::PieceOnSquare(*colour, self.code(code)?, *sq)
                    }
                    other => other.clone(),
                };
                Ok(OptionItem {
                    name: o.name,
                    value,
                })
            })
            .collect()
    }

    fn twin(&self, twin: &Twin) -> Result<Twin, TranslateError> {
        let ops = twin
            .ops
            .iter()
            .map(|op| {
                Ok(match op {
                    TwinOp::Substitute(a, b) => TwinOp::Substitute(self.code(a)?, self.code(b)?),
                    TwinOp::Add(entries) => TwinOp::Add(self.entries(entries)?),
                    TwinOp::Condition(c) => TwinOp::Condition(self.conditions(c)?),
                    TwinOp::Forsyth(f) => TwinOp::Forsyth(self.forsyth(f)?),
                    other => other.clone(),
                })
            })
            .collect::<Result<_, TranslateError>>()?;
        Ok(Twin {
            continued: twin.continued,
            ops,
        })
    }

    fn command(&self, cmd: &Command) -> Result<Command, TranslateError> {
        Ok(match cmd {
            Command::Condition(c) => Command::Condition(self.conditions(c)?),
            Command::Option(items) => Command::Option(self.options(items)?),
            Command::Forsyth(f) => Command::Forsyth(self.forsyth(f)?),
            Command::Pieces(entries) => Command::Pieces(self.entries(entries)?),
            Command::Twin(t) => Command::Twin(self.twin(t)?),
            Command::ZeroPosition(t) => Command::ZeroPosition(self.twin(t)?),
            Command::LatexPieces(rows) => Command::LatexPieces(
                rows.iter()
                    .map(|(code, glyph, name)| {
                        let lower = code.to_ascii_lowercase();
                        let code = translate_simple(&lower, self.from, self.to)
                            .map_err(|_| self.error(format!("LaTeXPieces code '{code}'")))?;
                        Ok((code, glyph.clone(), name.clone()))
                    })
                    .collect::<Result<_, TranslateError>>()?,
            ),
            Command::Constraints(_) if !self.same_codes() => {
                return Err(self.error("Jacobi's constraints (piece codes in text)".to_string()))
            }
            Command::Add(_) if !self.same_codes() => {
                return Err(self.error("Jacobi's add (piece codes in text)".to_string()))
            }
            other => other.clone(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::popeye::{parse_input, print_problems};

    fn translate(src: &str, to: InputLanguage) -> Result<String, TranslateError> {
        let parsed = parse_input(src);
        assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
        translate_problems(&parsed.problems, to).map(|p| print_problems(&p))
    }

    #[test]
    fn piece_codes_follow_the_table() {
        let code = |c: &str, from, to| {
            translate_code(&PieceCode::new(c, from).unwrap(), from, to).map(|c| c.0)
        };
        use InputLanguage::*;
        assert_eq!(code("s", English, French).unwrap(), "c");
        assert_eq!(code("s", English, German).unwrap(), "s");
        assert_eq!(code("q", English, German).unwrap(), "d");
        assert_eq!(code("c", French, English).unwrap(), "s");
        assert_eq!(code("r/b", English, German).unwrap(), "t/l");
        assert_eq!(code("n", EnglishN, English).unwrap(), "s");
        assert_eq!(code("s", English, EnglishN).unwrap(), "n");
        assert_eq!(code("n", English, EnglishN).unwrap(), "s");
        let err = code("ee", English, German).unwrap_err();
        assert_eq!(
            err.to_string(),
            "piece code 'ee' (eagle equihopper) has no translation into German"
        );
        let err = code("eh", English, German).unwrap_err();
        assert_eq!(
            err.to_string(),
            "piece code 'eh' (edgehog: Popeye reads German 'ra' as another piece) has no \
             translation into German"
        );
        assert_eq!(code("ra", German, English).unwrap(), "ra");
        assert_eq!(code("se", French, English).unwrap(), "lh");
        assert_eq!(code("sa", French, English).unwrap(), "cg");
    }

    #[test]
    fn every_word_is_in_the_target_language() {
        let src = "begin\nauthor A. Author\npieces white ka1 qb2 sc3 neutral pe4 black royal \
                   kh8 sqg8\nstip ser-h#3\ncond circe rexincl madrasi\n\
                   option try defence 1 nowk\ntwin continued substitute q b polish\nend\n";
        let de = translate(src, InputLanguage::German).unwrap();
        assert_eq!(
            de,
            "AnfangProblem\nAutor A. Author\nSteine Weiss ka1 db2 sc3 Neutral be4 Schwarz \
             Koeniglich kh8 Schwarz eig8\nForderung ser-h#3\nBedingung Circe RexInklusive Madrasi\n\
             Option Verfuehrung Widerlegung 1 OhneWk\nZwilling Ferner Ersetze d l Farbwechsel\n\
             EndeProblem\n"
        );
        let fr = translate(src, InputLanguage::French).unwrap();
        assert!(fr.starts_with("DebutProbleme\nAuteur A. Author\nPieces Blanc ra1 db2 cc3 Neutre pe4 Noir Royale rh8 Noir ecg8\nEnonce ser-h#3\nCondition Circe RexInclusif Madrasi\n"), "{fr}");
        assert!(
            fr.contains("Jumeau EnPlus Remplace d f CouleurEchange\nFinProbleme\n"),
            "{fr}"
        );
        // and back: the same tree as the English input
        let back = translate(&de, InputLanguage::English).unwrap();
        assert_eq!(parse_input(&back).problems, parse_input(src).problems);
    }

    #[test]
    fn codes_inside_conditions_options_and_forsyth_are_translated() {
        let src = "begin\nforsyth 8/8/8/8/8/8/8/K6k\nstip #1\n\
                   cond promonly q s lastcapture white bh1\nend\n";
        let de = translate(src, InputLanguage::German).unwrap();
        assert!(de.contains("Forsyth 8/8/8/8/8/8/8/K6k"), "{de}");
        assert!(
            de.contains("Bedingung UWnur d s LetzterSchlag Weiss lh1"),
            "{de}"
        );
        let fr = translate(src, InputLanguage::French).unwrap();
        assert!(fr.contains("Forsyth 8/8/8/8/8/8/8/R6r"), "{fr}");
    }

    #[test]
    fn a_code_without_a_word_is_an_error_naming_it() {
        let err = translate(
            "begin\npieces white ka1 ee b2 black kh8\nstip ~1\nend\n",
            InputLanguage::French,
        )
        .unwrap_err();
        assert_eq!(err.what, "piece code 'ee' (eagle equihopper)");
        assert_eq!(err.language, InputLanguage::French);
    }

    /// Every walk of the table translates between every two languages,
    /// except those without a code in the target language and those whose
    /// code Popeye reads as another walk there.
    #[test]
    fn every_table_row_translates_unless_popeye_cannot_read_it() {
        use crate::popeye::piece_codes::PIECE_CODES;
        use InputLanguage::*;
        let untranslatable = [
            ("ee", German),
            ("ee", French),
            ("en", German),
            ("en", French),
            ("sc", German),
            ("sc", French),
            ("eh", German),
            ("se", French),
            ("sa", French),
        ];
        for row in PIECE_CODES {
            for to in [English, German, French, EnglishN] {
                let code = PieceCode::new(row.0, English).unwrap();
                let there = translate_code(&code, English, to);
                let expected_fail = untranslatable.contains(&(row.0, to));
                assert_eq!(
                    there.is_err(),
                    expected_fail,
                    "{} into {to:?}: {there:?}",
                    row.0
                );
                if let Ok(t) = there {
                    assert!(PieceCode::new(t.as_str(), to).is_some(), "{t:?} in {to:?}");
                    assert_eq!(translate_code(&t, to, English), Ok(code), "{to:?}");
                }
            }
        }
    }

    #[test]
    fn language_names() {
        for lang in [
            InputLanguage::English,
            InputLanguage::German,
            InputLanguage::French,
            InputLanguage::EnglishN,
        ] {
            assert_eq!(language_from_name(language_name(lang)), Some(lang));
        }
        assert_eq!(language_from_name("klingon"), None);
    }
}
