//! The condition lines printed under the diagram in the problem's
//! language, for condition names in Popeye's three input languages, as
//! Popeye 4.104 prints them (each expected line is Popeye's, run on the
//! same input). The names refused: `crates/popeye/tests/condition_names.rs`.

mod common;

use common::run_cli;

/// A problem with the position and `~1` in `lang` (`en`, `de`, `fr`) under
/// `condition`.
fn problem(lang: &str, condition: &str) -> String {
    match lang {
        "de" => format!(
            "AnfangProblem\nsteine weiss ka1 td4 schwarz ka8 ld5\nforderung ~1\nbedingung {condition}\nEndeProblem\n"
        ),
        "fr" => format!(
            "debutprobleme\npieces blanc ra1 td4 noir ra8 fd5\nenonce ~1\ncondition {condition}\nfinprobleme\n"
        ),
        _ => format!(
            "beginproblem\npieces white ka1 rd4 black ka8 bd5\nstipulation ~1\ncondition {condition}\nendproblem\n"
        ),
    }
}

/// The line under the stipulation line of the first diagram of `out`.
fn condition_line(out: &str) -> &str {
    let mut lines = out.lines().skip_while(|l| !l.starts_with("  ~1"));
    lines.next();
    lines.next().unwrap_or("")
}

#[test]
fn condition_lines_are_printed_in_the_input_language() {
    let cases = [
        ("de", "SpiegelCirce", "            Circe Spiegel"),
        (
            "de",
            "Isardam TypB RexInklusive",
            "    Isardam    TypB RexInklusive",
        ),
        ("de", "Madrasi RexInklusive", "        Madrasi RexInklusive"),
        ("de", "Gitterschach", "            Gitterschach"),
        (
            "de",
            "Circe Chamaeleon D T",
            "      Circe Chamaeleon D->T->D",
        ),
        (
            "de",
            "Chamaeleonsequenz S L T D",
            "   Chamaeleonsequenz D->S->L->T->D",
        ),
        ("de", "ProvokationSchach", "          ProvokationSchach"),
        ("de", "Annanschach", "             Annanschach"),
        ("fr", "CirceMalefique", "           Circe Malefique"),
        ("fr", "Immun", "                Immun"),
        ("fr", "Circe Avril C F", "           Circe Avril C F"),
        ("fr", "EchecsProvacateurs", "         EchecsProvacateurs"),
        (
            "fr",
            "Isardam TypeB RexInclusif",
            "    Isardam    TypeB RexInclusif",
        ),
        ("fr", "CirceEchange", "            Circe Echange"),
        ("en", "RankCirce", "             Circe Rank"),
        (
            "en",
            "ImmuneVerticalSymmetry",
            "     ImmunChess VerticalSymmetry",
        ),
        (
            "en",
            "HorizontalSymmetryAntiCirce",
            "    AntiCirce HorizontalSymmetry",
        ),
        ("en", "ProvocationChess", "          ProvocationChess"),
    ];
    for (lang, condition, line) in cases {
        let out = run_cli(&problem(lang, condition), "names.inp");
        assert_eq!(condition_line(&out), line, "{lang}: {condition}\n{out}");
    }
}

/// Popeye's order of the Circe variants on the condition line: Clone
/// after Mirror, Strict and Diametral; Frischauf after Einstein,
/// Chameleon and Turncoats (each line is Popeye 4.104's for the same
/// input).
#[test]
fn circe_variants_are_printed_in_popeyes_order() {
    for (condition, line) in [
        ("Circe Clone Diametral", "        Circe Diametral Clone"),
        ("Circe Clone Strict", "         Circe Strict Clone"),
        (
            "Circe Clone Mirror Strict Diametral",
            " Circe Mirror Strict Diametral Clone",
        ),
        (
            "Circe Frischauf Turncoats",
            "      Circe Turncoats Frischauf",
        ),
        ("Circe Einstein Frischauf", "      Circe Einstein Frischauf"),
        (
            "Circe Chameleon Frischauf",
            "      Circe Chameleon Frischauf",
        ),
        (
            "AntiCirce Mirror Clone Frischauf Cheylan",
            "AntiCirce Mirror Clone Frischauf Cheylan",
        ),
        ("ImmunChess Diametral", "        ImmunChess Diametral"),
        ("ImmunChess Strict", "          ImmunChess Strict"),
    ] {
        let out = run_cli(&problem("en", condition), "order.inp");
        assert_eq!(condition_line(&out), line, "{condition}\n{out}");
    }
}

/// The words after a traditional name that Popeye 4.104 merges into the
/// condition are read (`MirrorCirce Diametral` is `Circe Mirror
/// Diametral`); those it reads otherwise are refused (see
/// `crates/popeye/tests/condition_names.rs`).
#[test]
fn words_popeye_merges_into_the_condition_are_read() {
    for (condition, line) in [
        ("MirrorCirce Diametral", "       Circe Mirror Diametral"),
        ("AntipodeanCirce PWC", "              Circe PWC"),
        ("MirrorAntiCirce Cheylan", "      AntiCirce Mirror Cheylan"),
        (
            "MirrorImmunChess RexInclusive",
            "   ImmunChess Mirror RexInclusive",
        ),
    ] {
        let out = run_cli(&problem("en", condition), "merged.inp");
        assert_eq!(condition_line(&out), line, "{condition}\n{out}");
    }
}
