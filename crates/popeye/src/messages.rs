//! The messages Popeye 4.104 prints into its output as it goes on, in the
//! problem's language (each text found with Popeye): options that do not
//! apply, pieces put on occupied squares, a threat length that does not
//! apply, and the [`Note`]s on a part of the input Popeye drops.

use nightrider_board::Square;
use nightrider_notation::popeye::tables::OPTIONS;
use nightrider_notation::popeye::InputLanguage;

/// `WhiteToPlay not applicable - ignored` for the option named `option`
/// (its English name), in `lang`: `WeissBeginnt nicht anwendbar -
/// ignoriert`, `ApparentSeul pas applicable - ignore`. Popeye writes
/// `Quodlibet` so in every language.
pub fn not_applicable(lang: InputLanguage, option: &str) -> String {
    let name = match option {
        "Quodlibet" => option,
        _ => OPTIONS
            .iter()
            .find(|d| d.names[0] == option)
            .map_or(option, |d| d.names[lang.column()]),
    };
    let [en, de, fr] = [
        "not applicable - ignored",
        "nicht anwendbar - ignoriert",
        "pas applicable - ignore",
    ];
    format!("{name} {}", [en, de, fr][lang.column()])
}

/// `c2 already occupied - old piece goes to the underworld.` in `lang`.
pub fn already_occupied(lang: InputLanguage, square: Square) -> String {
    let text = [
        "already occupied - old piece goes to the underworld.",
        "ist bereits besetzt - alter Stein geht in die Unterwelt.",
        "deja occupee - piece ancienne va dans l'au-dela.",
    ][lang.column()];
    format!("{square} {text}")
}

/// The heading Popeye prints under the diagram of a `zeroposition`
/// problem, before its twin `a)`.
pub fn zero_position(lang: InputLanguage) -> &'static str {
    ["zeroposition", "NullStellung", "zeroposition"][lang.column()]
}

/// Popeye's message when `option Threat n` does not apply to the twin.
pub fn threat_not_applicable(lang: InputLanguage) -> &'static str {
    [
        "Option \"Threat\" not applicable or indicated maximum threat length too big",
        "Option \"Drohung\" nicht anwendbar order maximale Laenge der Drohung zu gross",
        "Option \"menace\" pas applicable ou longueur maximale de la menace trop grande",
    ][lang.column()]
}

/// A message Popeye 4.104 prints as it reads a problem, about a part of
/// the input it drops and solves the problem without (Popeye writes it on
/// standard error, so before the problem's output, or before the heading
/// of the twin that gives it). Carried by the parsed problem
/// ([`Conditions::notes`](crate::condition_setup::Conditions::notes)),
/// printed in the problem's language ([`Note::text`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Note {
    /// A MinDister or MaxDister condition given other than two different
    /// squares (one, three or more, or one square twice): Popeye drops
    /// the condition, and its line is not printed under the diagram.
    DisterSquares,
    /// Plain Maximummer beside WhiteMaximummer or BlackMaximummer: Popeye
    /// prints the plain one's line alone under the diagram, says "nonsense
    /// combination" and ignores the problem ([`Note::ignores_problem`]).
    NonsenseCombination,
    /// Plain Maximummer under a structured stipulation whose parts bind
    /// it to different sides: Popeye ignores the problem.
    UndecidedSide,
}

impl Note {
    /// The message as Popeye prints it for a problem in `lang`.
    pub fn text(self, lang: InputLanguage) -> &'static str {
        match self {
            Note::DisterSquares => [
                "Exactly 2 dister reference squares have to be indicated",
                "Es müssen genau 2 Dister-Referenzfelder angegeben werden",
                "Exactement 2 cases de reference Dister doivent etre indiquees",
            ][lang.column()],
            Note::NonsenseCombination => [
                "nonsense combination",
                "Unsinnige Kombination",
                "Melange interdit",
            ][lang.column()],
            Note::UndecidedSide => [
                "Can't decide whether condition applies to White or Black",
                "Es ist nicht entscheidbar, ob Bedingung fuer Weiss oder Schwarz gilt",
                "Il ne peut pas etre decide si une condition s'applique aux Blancs ou aux Noirs",
            ][lang.column()],
        }
    }

    /// Whether Popeye ignores the whole problem with this note: it prints
    /// the diagram, then [`Note::ignored_text`] and solves nothing. The
    /// other notes are printed as Popeye reads the input
    /// ([`input_notes`](crate::render::input_notes)).
    pub fn ignores_problem(self) -> bool {
        matches!(self, Note::NonsenseCombination | Note::UndecidedSide)
    }

    /// What Popeye prints under the diagram of a problem it ignores with
    /// this note, in `lang`: the note, then `problem ignored` (after a
    /// blank line for [`Note::UndecidedSide`]).
    pub fn ignored_text(self, lang: InputLanguage) -> String {
        let ignored = [
            "problem ignored",
            "Problem uebersprungen",
            "probleme ignoree",
        ][lang.column()];
        let gap = if self == Note::UndecidedSide {
            "\n"
        } else {
            ""
        };
        format!("{}\n{gap}{ignored}\n", self.text(lang))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_in_each_language() {
        let c2 = Square::from_xy(2, 1).expect("c2");
        assert_eq!(
            not_applicable(InputLanguage::German, "PostKeyPlay"),
            "NachSchluessel nicht anwendbar - ignoriert"
        );
        assert_eq!(
            not_applicable(InputLanguage::French, "WhiteToPlay"),
            "ApparentSeul pas applicable - ignore"
        );
        assert_eq!(
            not_applicable(InputLanguage::German, "Quodlibet"),
            "Quodlibet nicht anwendbar - ignoriert"
        );
        assert_eq!(
            already_occupied(InputLanguage::French, c2),
            "c2 deja occupee - piece ancienne va dans l'au-dela."
        );
        assert_eq!(
            Note::DisterSquares.text(InputLanguage::German),
            "Es müssen genau 2 Dister-Referenzfelder angegeben werden"
        );
    }
}
