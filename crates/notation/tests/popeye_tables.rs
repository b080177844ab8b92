//! Every entry of the keyword tables of Popeye's input language, in each of
//! its three languages, walked through a parse and a print: a problem
//! using the word reads as that entry, and the printed problem names it in
//! the problem's language and reads back the same.

use nightrider_notation::popeye::conditions::CONDITIONS;
use nightrider_notation::popeye::tables::{
    command_name, Args, CommandKeyword, OptionArgs, TwinKeyword, VariantArg, ATTRIBUTES, COLOURS,
    OPTIONS, TWIN_OPS,
};
use nightrider_notation::popeye::{
    parse_input, print_problems, Command, ConditionParam, InputLanguage, PieceColour, PiecesEntry,
    Problem, TwinOp,
};

const LANGUAGES: [InputLanguage; 3] = [
    InputLanguage::English,
    InputLanguage::German,
    InputLanguage::French,
];

/// The word of `names` in `lang`.
fn word(names: &[&'static str; 3], lang: InputLanguage) -> &'static str {
    names[lang.column()]
}

/// The name of a colour in `lang`.
fn colour(c: PieceColour, lang: InputLanguage) -> &'static str {
    COLOURS
        .iter()
        .find(|(_, k)| *k == c)
        .map(|(n, _)| word(n, lang))
        .expect("every colour has names")
}

/// The code of a piece (by its English code) in `lang`.
fn piece(english: &str, lang: InputLanguage) -> &'static str {
    nightrider_notation::popeye::piece_codes::PIECE_CODES
        .iter()
        .find(|row| row.0 == english)
        .map(|row| [row.0, row.1, row.2][lang.column()])
        .expect("a known piece")
}

/// A problem in `lang` with `lines` between its diagram and its end.
fn problem_text(lang: InputLanguage, lines: &str) -> String {
    let kw = |k| command_name(k, lang);
    format!(
        "{}\n{} {} {}c1 {} {}a1\n{} #2\n{lines}\n{}\n",
        kw(CommandKeyword::Begin),
        kw(CommandKeyword::Pieces),
        colour(PieceColour::White, lang),
        piece("k", lang),
        colour(PieceColour::Black, lang),
        piece("k", lang),
        kw(CommandKeyword::Stipulation),
        kw(CommandKeyword::End),
    )
}

/// Parses `text` (one problem), prints it and parses the print: both
/// parses must succeed and agree, and the print must contain each of
/// `words` (in any case). Returns the problem.
fn walk(text: &str, words: &[&str]) -> Problem {
    let parsed = parse_input(text);
    assert!(parsed.errors.is_empty(), "{text}: {}", parsed.errors[0]);
    assert_eq!(parsed.problems.len(), 1, "{text}");
    let printed = print_problems(&parsed.problems);
    let lower = printed.to_lowercase();
    for w in words {
        assert!(
            lower.contains(&w.to_lowercase()),
            "{text}: the print does not say '{w}':\n{printed}"
        );
    }
    let again = parse_input(&printed);
    assert!(again.errors.is_empty(), "{printed}: {}", again.errors[0]);
    assert_eq!(
        again.problems, parsed.problems,
        "{text}\nprinted as\n{printed}"
    );
    parsed.problems.into_iter().next().expect("one problem")
}

/// What follows a condition's name for it to read (its first argument).
fn condition_arguments(args: Args, lang: InputLanguage) -> String {
    match args {
        Args::None => String::new(),
        Args::Squares => " e4".into(),
        Args::Pieces => format!(" {}", piece("q", lang)),
        Args::Integers(_) => " 2".into(),
        Args::Bgl => " 4.5".into(),
        Args::PieceOnSquare => format!(
            " {} {}h1",
            colour(PieceColour::White, lang),
            piece("b", lang)
        ),
    }
}

/// What follows a variant's name for it to read.
fn variant_argument(arg: VariantArg, lang: InputLanguage) -> String {
    match arg {
        VariantArg::None => String::new(),
        VariantArg::Integer => " 2".into(),
        VariantArg::Pieces => format!(" {} {}", piece("q", lang), piece("r", lang)),
        VariantArg::Lines => " bdf246".into(),
        VariantArg::SquareGroups => " a8a7 b8b7".into(),
        VariantArg::GridLines => " ha24 vc61".into(),
    }
}

fn conditions_of(problem: &Problem) -> &[nightrider_notation::popeye::Condition] {
    problem
        .commands
        .iter()
        .find_map(|c| match c {
            Command::Condition(list) => Some(list.as_slice()),
            _ => None,
        })
        .expect("a condition command")
}

#[test]
fn every_condition_reads_and_prints_in_each_language() {
    for lang in LANGUAGES {
        let kw = command_name(CommandKeyword::Condition, lang);
        for def in CONDITIONS {
            let name = word(&def.names, lang);
            let line = format!("{kw} {name}{}", condition_arguments(def.args, lang));
            let problem = walk(&problem_text(lang, &line), &[name]);
            let read = conditions_of(&problem);
            assert_eq!(read.len(), 1, "{line}");
            assert_eq!(read[0].name, def.names[0], "{lang:?}: {line}");
        }
    }
}

#[test]
fn every_condition_variant_reads_and_prints_in_each_language() {
    for lang in LANGUAGES {
        let kw = command_name(CommandKeyword::Condition, lang);
        for def in CONDITIONS {
            for variant in def.variants {
                let name = word(&variant.names, lang);
                let line = format!(
                    "{kw} {}{} {name}{}",
                    word(&def.names, lang),
                    condition_arguments(def.args, lang),
                    variant_argument(variant.arg, lang)
                );
                let problem = walk(&problem_text(lang, &line), &[name]);
                let read = conditions_of(&problem);
                assert_eq!(read[0].name, def.names[0], "{lang:?}: {line}");
                assert!(
                    read[0].params.iter().any(
                        |p| matches!(p, ConditionParam::Variant(v, _) if *v == variant.names[0])
                    ),
                    "{lang:?}: {line} reads {:?}",
                    read[0]
                );
            }
        }
    }
}

#[test]
fn every_option_reads_and_prints_in_each_language() {
    for lang in LANGUAGES {
        let kw = command_name(CommandKeyword::Option, lang);
        for def in OPTIONS {
            let name = word(&def.names, lang);
            let arguments = match def.args {
                OptionArgs::None | OptionArgs::OptionalInteger => String::new(),
                OptionArgs::Integer => " 2".into(),
                OptionArgs::TwoIntegers => " 1 2".into(),
                OptionArgs::MoveNumber => " 3".into(),
                OptionArgs::Squares => " e2 e4".into(),
                OptionArgs::PieceOnSquare => format!(
                    " {} {}h1",
                    colour(PieceColour::White, lang),
                    piece("b", lang)
                ),
                OptionArgs::Colour => format!(" {}", colour(PieceColour::Black, lang)),
                OptionArgs::Decimal => " 0.5".into(),
            };
            let line = format!("{kw} {name}{arguments}");
            let problem = walk(&problem_text(lang, &line), &[name]);
            let read = problem
                .commands
                .iter()
                .find_map(|c| match c {
                    Command::Option(items) => Some(items),
                    _ => None,
                })
                .expect("an option command");
            assert_eq!(read.len(), 1, "{line}");
            assert_eq!(read[0].name, def.names[0], "{lang:?}: {line}");
        }
    }
}

#[test]
fn every_colour_and_attribute_reads_and_prints_in_each_language() {
    for lang in LANGUAGES {
        let kw = command_name(CommandKeyword::Pieces, lang);
        for (names, c) in COLOURS {
            for (attribute_names, attribute) in ATTRIBUTES {
                let (name, attribute_name) = (word(names, lang), word(attribute_names, lang));
                let line = format!("{kw} {name} {attribute_name} {}d4", piece("q", lang));
                let problem = walk(&problem_text(lang, &line), &[name, attribute_name]);
                let group = problem
                    .commands
                    .iter()
                    .filter_map(|c| match c {
                        Command::Pieces(entries) => entries.first(),
                        _ => None,
                    })
                    .nth(1)
                    .expect("the second pieces command");
                let PiecesEntry::Group(group) = group else {
                    panic!("{line}: a group of pieces expected, read {group:?}");
                };
                assert_eq!(group.colour, *c, "{line}");
                assert_eq!(group.attributes, *attribute, "{line}");
            }
        }
    }
}

#[test]
fn every_twinning_reads_and_prints_in_each_language() {
    for lang in LANGUAGES {
        let twin = command_name(CommandKeyword::Twin, lang);
        for (names, kw) in TWIN_OPS {
            let name = word(names, lang);
            let arguments = match kw {
                TwinKeyword::Move | TwinKeyword::Exchange | TwinKeyword::Shift => {
                    " c1 c2".to_string()
                }
                TwinKeyword::Remove => " a1".into(),
                TwinKeyword::Substitute => format!(" {} {}", piece("q", lang), piece("r", lang)),
                TwinKeyword::Add => format!(
                    " {} {}d4",
                    colour(PieceColour::White, lang),
                    piece("q", lang)
                ),
                TwinKeyword::Rotate => " 90".into(),
                TwinKeyword::Mirror => " a1<-->h1".into(),
                TwinKeyword::PolishType => String::new(),
                TwinKeyword::Stipulation => " h#2".into(),
                TwinKeyword::SStipulation => {
                    format!(" {} 2hh[#]", colour(PieceColour::Black, lang))
                }
                TwinKeyword::Condition => {
                    format!(" {}", word(&CONDITIONS[0].names, lang))
                }
                // a continued twin needs an operation
                TwinKeyword::Continued => format!(" {} a1", word(&TWIN_OPS[2].0, lang)),
                TwinKeyword::Forsyth => format!(
                    " 8/8/8/8/8/8/8/{}1{}5",
                    piece("k", lang),
                    piece("k", lang).to_uppercase()
                ),
            };
            let line = format!("{twin} {name}{arguments}");
            let problem = walk(&problem_text(lang, &line), &[name]);
            let read = problem
                .commands
                .iter()
                .find_map(|c| match c {
                    Command::Twin(t) => Some(t),
                    _ => None,
                })
                .expect("a twin");
            let op = |o: &TwinOp| match o {
                TwinOp::Move(..) => TwinKeyword::Move,
                TwinOp::Exchange(..) => TwinKeyword::Exchange,
                TwinOp::Remove(..) => TwinKeyword::Remove,
                TwinOp::Substitute(..) => TwinKeyword::Substitute,
                TwinOp::Add(..) => TwinKeyword::Add,
                TwinOp::Rotate(..) => TwinKeyword::Rotate,
                TwinOp::Mirror(..) => TwinKeyword::Mirror,
                TwinOp::Shift(..) => TwinKeyword::Shift,
                TwinOp::PolishType => TwinKeyword::PolishType,
                TwinOp::Stipulation(..) => TwinKeyword::Stipulation,
                TwinOp::SStipulation(..) => TwinKeyword::SStipulation,
                TwinOp::Condition(..) => TwinKeyword::Condition,
                TwinOp::Forsyth(..) => TwinKeyword::Forsyth,
            };
            if *kw == TwinKeyword::Continued {
                assert!(read.continued, "{lang:?}: {line}");
            } else {
                assert_eq!(read.ops.iter().map(op).collect::<Vec<_>>(), [*kw], "{line}");
            }
        }
    }
}

#[test]
fn every_command_word_reads_in_each_language() {
    // commands that take no arguments or a text, each read on its own
    for lang in LANGUAGES {
        for (names, kw) in nightrider_notation::popeye::tables::COMMANDS {
            let text = match kw {
                CommandKeyword::Remark
                | CommandKeyword::Author
                | CommandKeyword::Origin
                | CommandKeyword::Title
                | CommandKeyword::Award => format!("{} some text", word(names, lang)),
                _ => continue,
            };
            walk(
                &problem_text(lang, &text),
                &[word(names, lang), "some text"],
            );
        }
    }
}

/// The first condition of the only problem of `text`.
fn first_condition(text: &str) -> &'static str {
    let parsed = parse_input(text);
    assert!(parsed.errors.is_empty(), "{text}: {}", parsed.errors[0]);
    conditions_of(&parsed.problems[0])[0].name
}

#[test]
fn prefixes_resolve_as_popeye_resolves_them() {
    use nightrider_notation::popeye::tables::{COMMANDS, POPEYE_COMMANDS, POPEYE_OPTIONS};
    // Popeye's own entries come first in the tables, Jacobi's after them
    assert_eq!(COMMANDS[POPEYE_COMMANDS - 1].1, CommandKeyword::LatexPieces);
    assert_eq!(COMMANDS[POPEYE_COMMANDS].1, CommandKeyword::EnglishN);
    assert_eq!(OPTIONS[POPEYE_OPTIONS - 1].names[0], "MatesIn1");
    assert_eq!(OPTIONS[POPEYE_OPTIONS].names[0], "FirstToMove");
    // Facts found with Popeye 4.104: `c` and `con` are Condition (no other
    // command of Popeye's begins so), `e` is EndProblem …
    let diagram = "pieces white kc1 black ka7 stipulation ~1";
    for word in ["c", "con"] {
        assert_eq!(
            first_condition(&format!("beginproblem {diagram} {word} circe endproblem")),
            "Circe"
        );
    }
    let parsed = parse_input(&format!(
        "beginproblem {diagram} e beginproblem {diagram} e"
    ));
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    assert_eq!(parsed.problems.len(), 2);
    // … and Popeye says "not uniq" of `a` (Author, Award), `s`, `la`,
    // `cond circ`, `option nob` (NoBk, NoBoard), `cond circe pa`
    for text in [
        "a x",
        "s #2",
        "la x",
        "cond circ",
        "option nob",
        "cond circe pa",
    ] {
        let parsed = parse_input(&format!("beginproblem {diagram} {text} endproblem"));
        assert!(
            parsed
                .errors
                .iter()
                .any(|e| e.message.contains("ambiguous")),
            "{text}: {:?}",
            parsed.errors
        );
    }
    // the continued twin: `ferner` in German, `enplus` in French
    for text in [
        "anfangproblem steine weiss kc1 schwarz ka7 forderung ~1 zwilling ferner entferne c1 endeproblem",
        "debutprobleme pieces blanc rc1 noir ra7 enonce ~1 jumeau enplus ote c1 finprobleme",
    ] {
        let parsed = parse_input(text);
        assert!(parsed.errors.is_empty(), "{text}: {:?}", parsed.errors);
        let twin = parsed.problems[0]
            .commands
            .iter()
            .find_map(|c| match c {
                Command::Twin(t) => Some(t),
                _ => None,
            })
            .expect("a twin");
        assert!(twin.continued, "{text}");
    }
}

#[test]
fn latex_reads_the_piece_definitions_on_its_lines() {
    // as in Popeye's BEISPIEL files
    let text = "anfang\nlatex twin.tex\n   n SU Nachtreiter\n   g DU Grash\"upfer\n\nautor X\nsteine weiss kc1 schwarz ka7\nforderung #2\nende\n";
    let problem = walk(text, &["twin.tex", "Nachtreiter"]);
    assert!(problem
        .commands
        .iter()
        .any(|c| matches!(c, Command::Latex(f) if f == "twin.tex")));
    let rows = problem
        .commands
        .iter()
        .find_map(|c| match c {
            Command::LatexPieces(rows) => Some(rows),
            _ => None,
        })
        .expect("the piece definitions");
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[1].2, "Grash\"upfer");
}

#[test]
fn attributes_abbreviated_after_an_abbreviated_colour() {
    use nightrider_notation::popeye::PieceColour;
    // Facts found with Popeye 4.104: `pie wh patr kc8` is a white patrol
    // king, `ro` royal; `pa` and `p` are not unique (Paralysing, Patrol).
    for (text, attribute) in [
        (
            "pie wh patr kc8 black ka1",
            nightrider_board::Attributes::PATROL,
        ),
        (
            "pie whi ro sc8 black ka1",
            nightrider_board::Attributes::ROYAL,
        ),
        (
            "pie wh kam qc8 black ka1",
            nightrider_board::Attributes::KAMIKAZE,
        ),
    ] {
        let parsed = parse_input(&format!("beginproblem {text} stipulation ~1 endproblem"));
        assert!(parsed.errors.is_empty(), "{text}: {:?}", parsed.errors);
        let Command::Pieces(entries) = &parsed.problems[0].commands[0] else {
            panic!("{text}: pieces expected");
        };
        let PiecesEntry::Group(group) = &entries[0] else {
            panic!("{text}: a group expected");
        };
        assert_eq!(group.colour, PieceColour::White, "{text}");
        assert_eq!(group.attributes, attribute, "{text}");
    }
    for text in ["pie wh pa kc8 black ka1", "pie wh p kc8 black ka1"] {
        let parsed = parse_input(&format!("beginproblem {text} stipulation ~1 endproblem"));
        assert!(!parsed.errors.is_empty(), "{text}");
    }
}
