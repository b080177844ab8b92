//! Popeye's recovery from input errors: where Popeye prints an input
//! error and reads on, the parser records a warning with Popeye's message
//! in the problem's language ([`ParsedInput::warnings`]) and does to the
//! input what Popeye does (checked with Popeye 4.104):
//!
//! * an option whose number is wrong (`maxflight -1`) is dropped and ends
//!   the option list ("wrong integer");
//! * more than 10 imitator squares: the first 10 are kept ("too many
//!   imitators");
//! * `pieces` with a piece before any colour: the command is dropped ("no
//!   color specified - all specification input ignored");
//! * `stipulation` followed by a command: no stipulation is read, and the
//!   command is read ("cannot recognize the stipulation");
//! * after such an error, and for a token that cannot be a word of the
//!   language (one with digits: `b2` after `imitator a2`), every
//!   token up to the next command is skipped, each with the message
//!   "offending item". An unknown word outside such a stretch stays an
//!   error: it may name something Popeye knows and we do not.

use super::*;

/// The messages of Popeye's input errors that it reads on after.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum InputErrorText {
    /// A number expected and not found.
    WrongInteger,
    /// More than 10 imitator squares.
    TooManyImitators,
    /// A piece before any colour in `pieces`.
    NoColour,
    /// `stipulation` followed by something that is not one.
    UnknownStipulation,
    /// A token that is no command: Popeye names it only.
    OffendingItem,
}

impl InputErrorText {
    /// The message in `lang` (English, German, French), empty for
    /// [`InputErrorText::OffendingItem`].
    fn text(self, lang: InputLanguage) -> &'static str {
        let [en, de, fr] = match self {
            InputErrorText::WrongInteger => [
                "wrong integer",
                "Keine oder falsche Zahlenangabe",
                "numero incorrecte",
            ],
            InputErrorText::TooManyImitators => [
                "too many imitators",
                "Zuviele Imitatoren",
                "trop d'imitators",
            ],
            InputErrorText::NoColour => [
                "no color specified - all specification input ignored",
                "Keine Farbe angegeben - alle Spezifikationen ignoriert",
                "Aucune couleur n'a indique - toute l'entree de cahier des charges ignoree",
            ],
            InputErrorText::UnknownStipulation => [
                "cannot recognize the stipulation",
                "Forderung nicht bekannt",
                "enonce inconnue",
            ],
            InputErrorText::OffendingItem => ["", "", ""],
        };
        [en, de, fr][lang.column()]
    }
}

/// Popeye's input error `text` about `item`, in `lang`, on one line:
/// `input-error:wrong integer offending item: -1`.
pub(super) fn input_error_message(lang: InputLanguage, text: InputErrorText, item: &str) -> String {
    let col = lang.column();
    let prefix = ["input-error:", "Eingabe-Fehler:", "erreur d'entree:"][col];
    let offending = [
        "offending item: ",
        "Stoerende Eingabe: ",
        "element d'offenser: ",
    ][col];
    let text = text.text(lang);
    let gap = if text.is_empty() { "" } else { " " };
    format!("{prefix}{text}{gap}{offending}{item}")
}

impl Parser<'_> {
    /// Records Popeye's input error `text` about the token at `at` and
    /// starts skipping up to the next command.
    pub(super) fn input_error(&mut self, text: InputErrorText, at: Tok<'_>) {
        self.warnings.push(Err {
            pos: at.start,
            message: input_error_message(self.lang, text, at.text),
        });
        self.recovering = true;
    }

    /// Whether `token`, which is no command, is skipped as Popeye skips
    /// it: after an input error, or when it cannot be a word (it has
    /// digits).
    pub(super) fn skips(&self, token: &str) -> bool {
        self.recovering || token.chars().any(|c| c.is_ascii_digit())
    }
}
