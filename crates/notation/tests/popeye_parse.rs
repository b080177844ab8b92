//! Popeye input: commands in three languages, Jacobi's extensions, errors
//! and recovery, printer round trips, and no panics on any input.

use nightrider_notation::popeye::*;
use proptest::prelude::*;

fn one(src: &str) -> Problem {
    let parsed = parse_input(src);
    assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
    assert_eq!(parsed.problems.len(), 1, "{parsed:?}");
    let p = parsed.problems.into_iter().next().unwrap();
    // The printer round-trips.
    let printed = print_problems(std::slice::from_ref(&p));
    let again = parse_input(&printed);
    assert!(again.errors.is_empty(), "{printed}\n{:?}", again.errors);
    assert_eq!(again.problems, vec![p.clone()], "{printed}");
    p
}

fn sq(s: &str) -> nightrider_board::Square {
    s.parse().unwrap()
}

#[test]
fn manual_sample_and_abbreviations() {
    let long = one("BeginProblem\nAuthor          Unknown\nOrigin          Also Unkown\nStipulation     #2\nPieces          White   Ka3 Ra8\n\t\tBlack   Kb1\nOption          MoveNumbers Try Set Variation\nEndProblem\n");
    let short = one("Begi\nAuth    Unknown\nOrig    Also Unkown\nStip    #2\nPiec    Whit Ka3 Ra8\n\tBlac Kb1\nOpti    Move Try Set Vari\nEndp\n");
    assert_eq!(long, short);
    assert_eq!(long.commands[0], Command::Author("Unknown".into()));
    let Command::Pieces(entries) = &long.commands[3] else {
        panic!()
    };
    let PiecesEntry::Group(white) = &entries[0] else {
        panic!()
    };
    assert_eq!(white.colour, PieceColour::White);
    assert_eq!(white.pieces[1].code.as_str(), "r");
    assert_eq!(white.pieces[1].squares, vec![sq("a8")]);
    let Command::Option(opts) = &long.commands[4] else {
        panic!()
    };
    let names: Vec<_> = opts.iter().map(|o| o.name).collect();
    assert_eq!(names, ["MoveNumbers", "Try", "SetPlay", "Variation"]);
}

#[test]
fn german_and_french() {
    let de = one("AnfangProblem\nAutor Gerd Rinder\nForderung #1\nBedingung Ohneschach\nSteine Weiss Kd7 Td8h8 La1h1\nSchwarz Ke5 Sc3f3\nEndeProblem\n");
    assert_eq!(de.language, InputLanguage::German);
    let Command::Condition(c) = &de.commands[2] else {
        panic!()
    };
    assert_eq!(c[0].name, "ChecklessChess");
    let fr = one("DebutProbleme\nEnonce dia8.5\nForsyth tc2r2t/ppp1p1pp/3p4/5p2/8/8/PPPPPPPP/TCFDRCFT\nCondition EchecsEinstein\nPieces Blanc Rc1 Noir Rc8\nFinProbleme\n");
    assert_eq!(fr.language, InputLanguage::French);
    let Command::Condition(c) = &fr.commands[2] else {
        panic!()
    };
    assert_eq!(c[0].name, "EinsteinChess");
    let Command::Forsyth(f) = &fr.commands[1] else {
        panic!()
    };
    assert_eq!(f.cells.len(), 28);
    // The same codes mean different walks in different languages.
    assert_eq!(InputLanguage::German.piece_name("l"), Some("bishop"));
    assert_eq!(InputLanguage::English.piece_name("l"), Some("locust"));
    assert_eq!(InputLanguage::French.piece_name("c"), Some("knight"));
}

#[test]
fn conditions_are_typed() {
    let p = one("begin\ncond circe rexi parrain chameleon s q r b s imitator a7b7 madrasi rexincl\ncond bgl 4.5 - singlebox type3 grid irreg a8a7 b8 gridline hb61 vc41\ncond sentinelles pionadvers maximumwhite 2 promonly q s g li rh/r lastcapture white bh1\nstip #2\npieces white ka1 black kh8\nend\n");
    let Command::Condition(c) = &p.commands[0] else {
        panic!()
    };
    assert_eq!(c[0].name, "Circe");
    assert_eq!(
        c[0].params[0],
        ConditionParam::Variant("RexInclusive", VariantValue::None)
    );
    assert_eq!(
        c[0].params[1],
        ConditionParam::Variant("Parrain", VariantValue::None)
    );
    let ConditionParam::Variant("Chameleon", VariantValue::Pieces(seq)) = &c[0].params[2] else {
        panic!("{:?}", c[0])
    };
    assert_eq!(seq.len(), 5);
    assert_eq!(c[1].name, "Imitator");
    assert_eq!(
        c[1].params,
        vec![ConditionParam::Squares(vec![sq("a7"), sq("b7")])]
    );
    assert_eq!(c[2].name, "Madrasi");
    let Command::Condition(c) = &p.commands[1] else {
        panic!()
    };
    assert_eq!(
        c[0].params,
        vec![
            ConditionParam::Bgl(BglValue::Hundredths(450)),
            ConditionParam::Bgl(BglValue::Unlimited)
        ]
    );
    assert_eq!(
        c[1].params,
        vec![ConditionParam::Variant("Type3", VariantValue::None)]
    );
    assert_eq!(c[2].name, "GridChess");
    assert_eq!(c[2].params.len(), 2);
    let Command::Condition(c) = &p.commands[2] else {
        panic!()
    };
    assert_eq!(
        c[0].params[1],
        ConditionParam::Variant("MaximumWhite", VariantValue::Integer(2))
    );
    assert_eq!(c[1].name, "PromOnly");
    let ConditionParam::Pieces(codes) = &c[1].params[0] else {
        panic!()
    };
    assert_eq!(codes.last().unwrap().as_str(), "rh/r");
    assert_eq!(
        c[2].params[0],
        ConditionParam::PieceOnSquare(
            PieceColour::White,
            PieceCode::new("b", InputLanguage::English).unwrap(),
            sq("h1")
        )
    );
}

#[test]
fn forsyth_with_fairy_extensions() {
    let p = one("begin\nforsyth 1.PA6/8/1Q2.ma3/8/k1.pa.pa4/8/1P1K\nstip #2\nend\n");
    one("begin\nforsyth 48/5gPp/5K1k\nstip #6\nend\n");
    let Command::Forsyth(f) = &p.commands[0] else {
        panic!()
    };
    assert_eq!(
        f.cells[0],
        (
            sq("b8"),
            PieceColour::White,
            PieceCode::new("pa", InputLanguage::English).unwrap()
        )
    );
    assert_eq!(f.cells.len(), 8);
    let all = parse_input("begin\nfors +g=p+.15-.15=.li27\nstip h#2\nend");
    let Command::Forsyth(f) = &all.problems[0].commands[0] else {
        panic!()
    };
    let colours: Vec<_> = f.cells.iter().map(|c| c.1).collect();
    assert_eq!(
        colours,
        [
            PieceColour::White,
            PieceColour::Neutral,
            PieceColour::White,
            PieceColour::Black,
            PieceColour::Neutral
        ]
    );
    assert!(!parse_input("begin\nfors 65k\nstip #1\nend")
        .errors
        .is_empty());
    assert!(!parse_input("begin\nfors .15\nstip #1\nend")
        .errors
        .is_empty());
}

#[test]
fn twins() {
    let p = one("begin\npieces white ka1 qd1 black kh8\nstip #2\ntwin move a1 b1 exchange d1 h8\ntwin cont remove d1 add black para NHa6\ntwin rotate 90 mirror a1<-->h8 shift a1 a2 polish\ntwin cond circe move h7 f1 stip zf11\ntwin substitute q r stip h=2\nzero forsyth 8/8/8/8/8/8/8/K6k\nend\n");
    let twins: Vec<_> = p
        .commands
        .iter()
        .filter_map(|c| match c {
            Command::Twin(t) | Command::ZeroPosition(t) => Some(t),
            _ => None,
        })
        .collect();
    assert_eq!(twins.len(), 6);
    assert_eq!(
        twins[0].ops,
        vec![
            TwinOp::Move(sq("a1"), sq("b1")),
            TwinOp::Exchange(sq("d1"), sq("h8"))
        ]
    );
    assert!(twins[1].continued);
    assert_eq!(twins[2].ops[1], TwinOp::Mirror(MirrorKind::A1H8));
    assert_eq!(twins[3].ops.len(), 3);
    assert!(matches!(twins[3].ops[1], TwinOp::Move(..)));
}

#[test]
fn sstipulation_and_stipulations() {
    let p = one(
        "begin\nsstipulation white 15a[>1a[#]d]?+?d{!1a[#]d}\npieces white ka1 black kh8\nend\n",
    );
    for s in [
        "2->ser-h#4",
        "reci-h(=)#2",
        "exact-ser-r#2",
        "dia 8.5",
        "hze8 1.5",
    ] {
        one(&format!("begin\nstip {s}\nend\n"));
    }
    let Command::SStipulation(s) = &p.commands[0] else {
        panic!()
    };
    assert_eq!(s.starter, PieceColour::White);
    let SExpr::Branch(b) = &s.expr else { panic!() };
    assert_eq!(b.max, 15);
    assert_eq!(b.moves[1].requirement, Some(Goal::Check));
    assert_eq!(b.moves[1].decorations.len(), 1);
}

#[test]
fn jacobi_extensions() {
    let p = one("option FirstToMove white\nstipulation h#2\n");
    assert_eq!(
        p.commands[0],
        Command::Option(vec![OptionItem {
            name: "FirstToMove",
            value: OptionValue::Colour(PieceColour::White)
        }])
    );
    let p = one("stipulation PG 7.0 pieces white Ka5 Pa6 black Re4 AddPieces\n");
    assert!(matches!(&p.commands[0], Command::Stipulation(s) if s.goal == Goal::ProofGame));
    assert_eq!(p.commands[2], Command::AddPieces);
    let p = one("stipulation PG 10.5 forsyth 1s1q1b1r/p1pppp1p/6ps/8/3k3P/3PR1P1/PPP1PP2/RS1QK1S1 Add white X P black Q K\n");
    assert_eq!(
        p.commands[2],
        Command::Add(vec![
            (PieceColour::White, vec!["X".into(), "P".into()]),
            (PieceColour::Black, vec!["Q".into(), "K".into()])
        ])
    );
    let p = one("stipulation PG 6.0 forsyth XXXXXXXX/XXXXX1XX/8/5X2/8/8/XXXXXXXX/XXXXXX1X ColorThePieces\nstipulation #1\n");
    assert_eq!(p.commands.len(), 4);
    let p = one("play help 4.5\ntest dia pieces black Pe2 AddPieces\ntest not dia\nset test # black reflex\nconstraints Ke1!c1~ Ra1!d1~\nor Ke1-e1~\nconstraints Qd1xh1xb5-d2(2..4)\noption InitialMoveNumber 0.5\nstip hs#2\n");
    assert_eq!(
        p.commands[0],
        Command::Play(
            PlayKind::Help,
            Length {
                moves: 4,
                fraction: Fraction::Half
            }
        )
    );
    let Command::Constraints(c) = &p.commands[6] else {
        panic!("{:?}", p.commands)
    };
    assert_eq!(c.len(), 2);
    assert_eq!(c[0][1].square, sq("a1"));
    let p = one("DebutProbleme\nenonce dia8.5 forsyth tc2r2t/ppp1p1pp/3p4/5p2/8/8/PPPPPPPP/TCFDRCFT\ncondition EchecsEinstein\n");
    assert_eq!(p.language, InputLanguage::French);
    let p = one("EnglishN\nforsyth rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\nstip dia 1.0\n");
    assert_eq!(p.language, InputLanguage::EnglishN);
    assert_eq!(InputLanguage::EnglishN.piece_name("n"), Some("knight"));
}

#[test]
fn errors_have_positions_and_recovery_continues() {
    let src = "begin\npieces white ka1 black kh8\nstip #2\ncondition Circee\nnext\nstip #3\npieces white kb1 black kh8\nnext\nstip #4\noption MaxSolution -1\nnext\nstip q#2\nnext\npieces white kc1\nend\n";
    let parsed = parse_input(src);
    assert_eq!(parsed.problems_seen, 5);
    assert_eq!(parsed.problems.len(), 3);
    let msgs: Vec<String> = parsed.errors.iter().map(|e| e.to_string()).collect();
    assert_eq!(
        msgs[0],
        "line 4, column 11: unknown condition 'Circee' — did you mean Circe?"
    );
    assert_eq!(parsed.errors[0].problem, 0);
    // (Popeye 4.104: a wrong number drops the option, says so twice, and
    // the problem is solved)
    let warnings: Vec<String> = parsed.warnings.iter().map(|e| e.to_string()).collect();
    assert_eq!(
        warnings,
        [
            "line 10, column 20: input-error:wrong integer offending item: -1",
            "line 10, column 20: input-error:offending item: -1"
        ]
    );
    assert_eq!(parsed.warnings[0].problem, 2);
    assert!(!parsed.problems[1]
        .commands
        .iter()
        .any(|c| matches!(c, Command::Option(_))));
    assert_eq!(
        msgs[1],
        "line 12, column 6: cannot recognize the stipulation 'q#2'"
    );
    assert_eq!(parsed.errors[1].problem, 3);
    // (Popeye 4.104: a condition's squares are one token; `Imitator c6 f3`
    // is Imitator c6 and an offending item f3, skipped, never two imitators)
    for cond in [
        "Imitator",
        "Hole",
        "MagicSquares",
        "Wormholes",
        "WhiteForcedSquare",
    ] {
        let parsed = parse_input(&format!("begin\ncondition {cond} c6 f3\nend"));
        assert!(parsed.errors.is_empty(), "{cond}: {:?}", parsed.errors);
        let e = &parsed.warnings[0];
        assert_eq!((e.line, e.column), (2, 15 + cond.len()), "{cond}: {e}");
        assert_eq!(e.message, "input-error:offending item: f3", "{cond}");
        let Command::Condition(conds) = &parsed.problems[0].commands[0] else {
            panic!("{cond}: {:?}", parsed.problems[0]);
        };
        assert_eq!(conds.len(), 1, "{cond}");
        assert_eq!(conds[0].params.len(), 1, "{cond}");
    }
    let e = &parse_input("begin\nstipp #2\nend").errors[0];
    assert_eq!((e.line, e.column), (2, 1));
    assert!(e.message.contains("did you mean Stipulation"), "{e}");
    let e = &parse_input("begin\nopt vari maxsolutoins 3\nend").errors[0];
    assert!(e.message.contains("did you mean MaxSolutions"), "{e}");
    // (Popeye 4.104: `a` may be Author or Award)
    let e = &parse_input("begin\na x\nend").errors[0];
    assert!(e.message.contains("ambiguous"), "{e}");
    let e = &parse_input("begin\npieces white kz9\nend").errors[0];
    assert!(e.message.contains("unknown"), "{e}");
    // (Popeye 4.104: an attribute after a piece is an "offending item")
    let e = &parse_input("begin\npieces white ke1 black ka8 kamikaze sa1\nend").errors[0];
    assert!(
        e.message.contains("attribute 'kamikaze' after a piece"),
        "{e}"
    );
    let p = one("begin\npieces white ke1 black ka8 black kamikaze sa1\nend");
    let Command::Pieces(entries) = &p.commands[0] else {
        panic!("{p:?}")
    };
    assert_eq!(entries.len(), 3, "{entries:?}");
    // (Popeye 4.104: royal goes to the first piece after it only)
    let p = one("begin\npieces white royal kamikaze sa1 gh3 black ke8\nend");
    let Command::Pieces(entries) = &p.commands[0] else {
        panic!("{p:?}")
    };
    let groups: Vec<_> = entries
        .iter()
        .map(|e| match e {
            PiecesEntry::Group(g) => (g.attributes, g.pieces.len()),
            PiecesEntry::TotalInvisible(_) => panic!("{e:?}"),
        })
        .collect();
    use nightrider_board::Attributes;
    assert_eq!(
        groups,
        [
            (Attributes::ROYAL | Attributes::KAMIKAZE, 1),
            (Attributes::KAMIKAZE, 1),
            (Attributes::empty(), 1)
        ]
    );
    let e = &parse_input("begin\ntwin spin 90\nend").errors[0];
    assert!(e.message.contains("unknown twinning 'spin'"), "{e}");
    let e = &parse_input("begin\nsstip white 3a[#\nend").errors[0];
    assert!(e.message.contains("structured stipulation"), "{e}");
}

proptest! {
    #[test]
    fn parse_input_never_panics(s in "(?s).{0,300}") {
        let _ = parse_input(&s);
    }

    #[test]
    fn parse_input_never_panics_on_keywords(words in proptest::collection::vec(proptest::sample::select(vec![
        "begin", "next", "end", "pieces", "white", "black", "neutral", "ka1", "qd4e5", "para", "royal", "stip", "#2", "h=2.5",
        "cond", "circe", "rexi", "april", "imitator", "a1b2", "bgl", "-", "4.5", "grid", "irreg", "gridline", "hb61", "twin",
        "move", "a1", "h8", "cont", "add", "rotate", "90", "mirror", "a1<-->h1", "opt", "maxsol", "3", "enpassant", "forsyth",
        "8/8/8/8/8/8/8/8", ".pa", "sstip", "3a[#]d", "[", "{", "!", "(", "remark", "\n", "zero", "latexpieces", "play", "help",
        "test", "not", "set", "constraints", "Qd1xh1", "or", "Add", "X", "anfangproblem", "debutprobleme", "englishn",
    ]), 0..60)) {
        let s = words.join(" ");
        let parsed = parse_input(&s);
        // Whatever parses prints and parses back, the same where no
        // input error was read past (as the fuzz target `popeye_input`).
        let printed = print_problems(&parsed.problems);
        let again = parse_input(&printed);
        prop_assert!(again.errors.is_empty(), "{}\n{:?}", printed, again.errors);
        if parsed.warnings.is_empty() {
            prop_assert_eq!(again.problems, parsed.problems);
        }
    }

    #[test]
    fn stipulation_parsers_never_panic(s in "[-a-z0-9#=+!~%<>()\\[\\]{}:?&|/. ]{0,40}") {
        let _ = parse_stipulation(&s);
        let _ = parse_sstipulation(&s, InputLanguage::English);
    }
}

/// The parser keeps where each command of a problem stands, and where the
/// problem ends, for errors found when the problem is built.
#[test]
fn command_positions_are_kept() {
    let parsed = parse_input(
        "begin\nstipulation #2\n  pieces white ka1 black kc3\nnextproblem\npieces white ka1\nend\n",
    );
    assert_eq!(parsed.positions.len(), 2);
    assert_eq!(parsed.positions[0].commands, vec![(2, 1), (3, 3)]);
    assert_eq!(parsed.positions[0].end, (4, 1));
    assert_eq!(parsed.positions[1].commands, vec![(5, 1)]);
    assert_eq!(parsed.positions[1].end, (6, 1));
}
