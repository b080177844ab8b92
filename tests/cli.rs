//! End-to-end tests of the `nightrider` binary.

use std::process::Command;

mod common;

use common::run_args as nightrider;

#[test]
fn perft_counts_kiwipete() {
    let (out, _, ok) = nightrider(&[
        "perft",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "3",
    ]);
    assert!(ok);
    assert_eq!(out.trim(), "97862");
}

#[test]
fn perft_divide_sums_to_total() {
    let (out, _, ok) = nightrider(&[
        "perft",
        "--divide",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "2",
    ]);
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 21);
    assert_eq!(lines[20], "400");
    assert!(lines.contains(&"g1f3: 20"));
}

#[test]
fn perft_rejects_bad_fen_with_column() {
    let (_, err, ok) = nightrider(&[
        "perft",
        "rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "1",
    ]);
    assert!(!ok);
    assert!(err.contains("column 13"), "{err}");
}

#[test]
fn diagram_prints_board_and_canonical_ffen() {
    let ffen = "rnbqkbnr/p*1p*2p*3pp*1p*2p*3p/8/8/8/8/-P-q'a''124/RNBQKBNR";
    let (out, _, ok) = nightrider(&["diagram", ffen]);
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0].split_whitespace().collect::<Vec<_>>(),
        ["8", "r", "n", "b", "q", "k", "b", "n", "r"]
    );
    assert!(lines[6].contains("-P") && lines[6].contains("''12"));
    assert_eq!(*lines.last().unwrap(), ffen);
    let (_, err, ok) = nightrider(&["diagram", "8/8/9"]);
    assert!(!ok && !err.is_empty());
}

#[test]
fn diagram_writes_svg_and_png_files_of_an_ffen_and_of_each_twin_of_a_problem() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path();
    let svg = dir.join("d.svg");
    let png = dir.join("d.png");
    let (out, err, ok) = nightrider(&[
        "diagram",
        "k3/1*3b2/2X1/-t2K",
        "--svg",
        svg.to_str().unwrap(),
        "--png",
        png.to_str().unwrap(),
        "--size",
        "30",
    ]);
    assert!(ok, "{err}");
    assert_eq!(out.lines().count(), 2, "{out}");
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(
        text.starts_with("<?xml") && text.contains("width=\"137\""),
        "{text}"
    );
    assert_eq!(&std::fs::read(&png).unwrap()[1..4], b"PNG");

    // a problem with a twin: one file per twin, captioned
    let input = dir.join("p.inp");
    std::fs::write(
        &input,
        "begin\npieces white ke6 g c3 black ka7 neutral sd4\nstipulation h#2\n\
         condition Circe\ntwin move a7 c6\nend\n",
    )
    .unwrap();
    let (out, err, ok) = nightrider(&[
        "diagram",
        "--problem",
        input.to_str().unwrap(),
        "--svg",
        svg.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    assert_eq!(out.lines().count(), 2, "{out}");
    let b = std::fs::read_to_string(dir.join("d-1b.svg")).unwrap();
    for caption in ["b) bKa7--&gt;c6", "h#2", "Circe"] {
        assert!(b.contains(caption), "{caption} in {b}");
    }
    assert!(dir.join("d-1a.svg").exists());
    // as text, without files
    let (out, _, ok) = nightrider(&["diagram", "--problem", input.to_str().unwrap()]);
    assert!(ok);
    assert!(
        out.contains("*2Q") && out.contains("-N") && out.contains("Circe"),
        "{out}"
    );
    // an unreadable problem: its error with its line
    std::fs::write(&input, "begin\npieces white kz9\nstipulation #2\nend\n").unwrap();
    let (_, err, ok) = nightrider(&["diagram", "--problem", input.to_str().unwrap()]);
    assert!(!ok && err.contains(":2:"), "{err}");
}

#[test]
fn check_reports_errors_with_line_and_column_and_reads_on() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path();
    let file = dir.join("two.inp");
    std::fs::write(
        &file,
        "begin\nstipulation #2\npieces white ka1 black kc3\ncondition Circee\nnext\nstipulation h#2\npieces white ka1 black kh8\nend\n",
    )
    .unwrap();
    let (out, _, ok) = nightrider(&["check", file.to_str().unwrap()]);
    assert!(!ok);
    assert!(out.contains(":4:"), "{out}");
    assert!(out.contains("did you mean Circe"), "{out}");
    assert!(out.contains("2 problems, 1 read, 1 with errors"), "{out}");
    let good = dir.join("good.inp");
    std::fs::write(
        &good,
        "begin\nstip #1\npieces white ka1 qb1 black ka3\nend\n",
    )
    .unwrap();
    let (_, _, ok) = nightrider(&["check", good.to_str().unwrap()]);
    assert!(ok);
}

/// `translate` writes the bundled example in German and French; solved,
/// each translation gives Popeye 4.104's output in that language (checked
/// with Popeye on the same translations).
#[test]
fn translate_writes_a_problem_in_german_and_french() {
    let example = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/problems/manual-mate-in-2.inp"
    );
    let scratch = tempfile::tempdir().unwrap();
    for (language, words, solution) in [
        (
            "german",
            [
                "AnfangProblem",
                "Steine Weiss ka3 ta8 Schwarz kb1",
                "Forderung #2",
            ],
            ["   1.Ta8-c8 ! Zugzwang.", "    Aber", "Loesung beendet."],
        ),
        (
            "french",
            [
                "DebutProbleme",
                "Pieces Blanc ra3 ta8 Noir rb1",
                "Enonce #2",
            ],
            ["   1.Ta8-c8 ! blocus.", "    mais", "solution terminee."],
        ),
    ] {
        let (out, err, ok) = nightrider(&["translate", "--language", language, example]);
        assert!(ok, "{err}");
        let lines: Vec<&str> = out.lines().collect();
        for w in words {
            assert!(lines.contains(&w), "missing {w:?} in\n{out}");
        }
        let file = scratch.path().join(format!("{language}.inp"));
        std::fs::write(&file, &out).unwrap();
        let (solved, _, ok) = nightrider(&["-regression", file.to_str().unwrap()]);
        assert!(ok);
        let solved_lines: Vec<&str> = solved.lines().map(str::trim_end).collect();
        for s in solution {
            assert!(solved_lines.contains(&s), "missing {s:?} in\n{solved}");
        }
    }
    // a piece code without a German word is an error naming it
    let file = scratch.path().join("ee.inp");
    std::fs::write(
        &file,
        "begin\npieces white ka1 eeb2 black kh8\nstip ~1\nend\n",
    )
    .unwrap();
    let (out, err, ok) = nightrider(&["translate", "--language", "german", file.to_str().unwrap()]);
    assert!(!ok);
    assert!(out.is_empty(), "{out}");
    assert!(
        err.contains("piece code 'ee' (eagle equihopper) has no translation into German"),
        "{err}"
    );
}

#[test]
fn solves_the_bundled_example_like_popeye() {
    let example = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/problems/manual-mate-in-2.inp"
    );
    let (out, _, ok) = nightrider(&["-regression", example]);
    assert!(ok);
    let lines: Vec<&str> = out.lines().map(str::trim_end).collect();
    for expected in [
        "  #2                          2 + 1",
        "   1.Ka3-b3 ? zugzwang.",
        "    but",
        "      1...Kb1-c1 !",
        "   1.Ra8-c8 ! zugzwang.",
        "      1...Kb1-a1",
        "          2.Rc8-c1 #",
        "solution finished.",
    ] {
        assert!(lines.contains(&expected), "missing {expected:?} in\n{out}");
    }
}

/// Popeye's REGRESSIONS/4_47_to_4_49 problem 4 (reci-h#1 after an e.p.
/// key): Popeye prints the help part's line before the direct mate.
#[test]
fn reciprocal_play_shows_the_help_part_first() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path();
    let file = dir.join("reci.inp");
    std::fs::write(
        &file,
        "begin\nstip reci-h#1\npieces\nwhite kg2 rg1h5 bh1e5 sa4h3 pd4h4\n\
         black ke8 ra8h8 bb7e3 sf1g3 pe4e6f7h2h7\noption enpassant d2d3d4\nend\n",
    )
    .unwrap();
    let (out, _, ok) = nightrider(&["-regression", file.to_str().unwrap()]);
    assert!(ok, "{out}");
    let lines: Vec<&str> = out
        .lines()
        .map(str::trim_end)
        .filter(|l| l.starts_with("  1."))
        .collect();
    assert_eq!(lines, ["  1.0-0-0 Sa4-b6 #", "  1.e4*d3 ep. #"], "{out}");
}

#[test]
fn refuses_unsupported_and_continues_with_the_next_problem() {
    let input = "begin\nstip #1\npieces white ka1 qb1 black ka3\ncondition PatienceChess\nnext\nstip #1\npieces white kb3 rh2 black ka1\nend\n";
    let mut child = Command::new(env!("CARGO_BIN_EXE_nightrider"))
        .arg("-regression")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        stderr.contains("condition PatienceChess (its rule is unknown"),
        "{stderr}"
    );
    assert!(stdout.contains("1.Rh2-h1 #"), "{stdout}");
}

#[test]
fn json_format_gives_one_document_per_problem() {
    let example = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/problems/manual-mate-in-2.inp"
    );
    let (out, _, ok) = nightrider(&["--format", "json", example]);
    assert!(ok);
    let docs: Vec<&str> = out.lines().collect();
    assert_eq!(docs.len(), 1);
    let doc = docs[0];
    assert!(
        doc.contains("\"move\":\"Ra8-c8\"") && doc.contains("\"mark\":\"key\""),
        "{doc}"
    );
    assert!(doc.contains("\"mark\":\"try\""), "{doc}");
}

#[test]
fn analyse_gives_verdicts_with_reasons() {
    let (out, _, ok) = nightrider(&[
        "analyse",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ]);
    assert!(ok);
    assert!(out.contains("No contradiction found"), "{out}");
    // A doubled-looking pawn structure without any capture is unreachable.
    let (out, _, ok) = nightrider(&[
        "analyse",
        "rnbqkbnr/pppppppp/8/8/8/2P5/PPP1PPPP/RNBQKBNR w KQkq - 0 1",
    ]);
    assert!(ok);
    assert!(out.contains("Unreachable"), "{out}");
}

#[test]
fn retro_lists_last_moves() {
    let (out, _, ok) = nightrider(&[
        "retro",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
    ]);
    assert!(ok);
    assert!(out.contains("Pe2-e4"), "{out}");
    assert!(!out.contains("Pd2-d4"), "{out}");
}

/// Where the side to play could capture the king, set play is still
/// solved (TESTS/battle_play, 46: semi-r##!1 with set play, the play from
/// the diagram refused on stderr), an adjacent
/// king gives check (##1: REGRESSIONS/4_55_to_4_57, 5), and the play from
/// the diagram is refused whatever the goal (Popeye 4.104 refuses ##!1,
/// semi-r##!1 and h##1.5 there too).
#[test]
fn self_check_goals_are_solved_where_a_king_is_capturable() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path();
    let file = dir.join("selfcheck.inp");
    std::fs::write(
        &file,
        "begin\npieces white ka1 qa5 rc3 black ka3 bc1\nstip semi-r##!1\noption vari set\nnext\npieces white kh6 pg6 black kh8 bg7\nstip ##1\nend\n",
    )
    .unwrap();
    let (out, err, ok) = nightrider(&["-regression", file.to_str().unwrap()]);
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().map(str::trim_end).collect();
    assert!(lines.contains(&"      1...Ka3-b2 ##!"), "{out}");
    assert!(lines.contains(&"   1.Kh6-h7 ## !"), "{out}");
    assert!(!out.contains("capture the king"), "{out}");

    std::fs::write(
        &file,
        "begin\npieces white ka1 qa5 rc3 black ka3 bc1\nstip ##!1\nnext\npieces white ka1 qa5 rc3 black ka3 bc1\nstip 2->h##2\nend\n",
    )
    .unwrap();
    let (_, err, _) = nightrider(&["-regression", file.to_str().unwrap()]);
    assert_eq!(err.matches("capture the king").count(), 2, "{err}");
}

/// `option Intelligent` is refused with Popeye's message where Popeye's
/// intelligent mode does not apply (checked with Popeye 4.104: the goal
/// `#=`, AntiCirce, direct play, fairy pieces, a structured stipulation
/// aiming at check, a kamikaze piece), and the next problem is
/// solved; where it applies (here also with NoCapture), the solutions are
/// printed.
#[test]
fn intelligent_mode_is_refused_where_popeye_refuses_it() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path();
    let file = dir.join("intelligent.inp");
    let position = "pieces white kh3 qd8 bb2 sb4 pc6 black kd5 rc7 be8 sb8 pd6 pe6\n";
    let text = [
        "stip h#=2\n".to_string(),
        format!("{position}stip h#2\ncond anticirce\n"),
        format!("{position}stip #2\n"),
        "pieces white ka1 nhh1 black ka8\nstip h#2\n".to_string(),
        format!("{position}stip h#2\ncond nocapture\n"),
        format!("{position}stip h#2\n"),
        format!("{position}sstip black 4hh[+]\n"),
        format!("{position}sstip black 4hh[#]\n"),
        format!("{position}stip h#2\ncond hole a1\n"),
        format!("{position}white duh1\nstip h#2\n"),
        format!("{position}black kamikaze sa1\nstip h#2\n"),
        format!("{position}black paralysing sa1\nstip h#2\n"),
    ]
    .map(|p| format!("{p}option intelligent\n"))
    .join("next\n");
    std::fs::write(&file, format!("begin\n{text}end\n")).unwrap();
    let (out, err, ok) = nightrider(&["-regression", file.to_str().unwrap()]);
    assert!(ok, "{err}");
    let message = "Intelligent Mode only with h#/=, ser-#/= and ser-h#/=, with a limited set of fairy conditions and without fairy pieces.";
    assert_eq!(out.matches(message).count(), 6, "{out}");
    // NoCapture, holes, dummies and paralysing pieces are taken (kamikaze
    // pieces are not): the orthodox h#2, the structured h#2 and those are
    // solved (the paralysing knight on a1 stops the bishop's mate)
    assert_eq!(
        out.matches("1.Kd5-c5 Qd8-g5 +   2.Kc5-b6 Bb2-d4 #").count(),
        5,
        "{out}"
    );
    assert_eq!(
        out.matches("1.Kd5-e4 Qd8-h4 +   2.Ke4-f5 Qh4-g4 #").count(),
        6,
        "{out}"
    );
}

/// `option Threat n` where Popeye finds it not applicable (n not below the
/// number of moves, help play) gives Popeye's message under the twin
/// heading, and the stipulation under the diagram shows `/n`; the layout of
/// twins, keys and blank lines is Popeye's, byte for byte (Popeye 4.104's
/// output of the same input, after the diagram).
#[test]
fn threat_not_applicable_and_twin_layout_as_popeye() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path();
    let file = dir.join("threat.inp");
    std::fs::write(
        &file,
        "begin\npieces white ka3 ra8 black kb1\nstip #2\noption threat 2\ntwin stip #3\ntwin stip h#2\nend\n",
    )
    .unwrap();
    let (out, err, ok) = nightrider(&["-regression", file.to_str().unwrap()]);
    assert!(ok, "{err}");
    let expected = r#"  #2/2                        2 + 1

a) 
Option "Threat" not applicable or indicated maximum threat length too big

   1.Ra8-c8 !


b) #3  

   1.Ka3-b3 !

   1.Ra8-c8 !


c) h#2  
Option "Threat" not applicable or indicated maximum threat length too big


solution finished.


"#;
    let tail = &out[out.find("  #2/2").expect("stipulation line")..];
    assert_eq!(tail, expected);
}

/// `MaxFlightsquares` and `NonTrivial` show under the diagram as Popeye
/// shows them (`#3//2;1,0`), and MaxSolutions ends the problem with
/// `Partial solution` in place of `solution finished.`.
#[test]
fn option_suffixes_and_partial_solution() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path();
    let file = dir.join("suffix.inp");
    std::fs::write(
        &file,
        "begin\npieces white ka3 ra8 black kb1\nstip #3\noption maxflight 2 nontrivial 1 0 maxsol 1\nend\n",
    )
    .unwrap();
    let (out, err, ok) = nightrider(&["-regression", file.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert!(out.contains("  #3//2;1,0  "), "{out}");
    assert!(out.contains(" !\n\nPartial solution\n"), "{out}");
    assert!(!out.contains("solution finished."), "{out}");
}

/// With `option NoBoard` Popeye prints neither the meta lines nor the
/// diagram nor the stipulation: just the solutions.
#[test]
fn no_board_prints_only_the_solutions() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path();
    let file = dir.join("noboard.inp");
    std::fs::write(
        &file,
        "begin\nauthor A. Composer\npieces white ka3 ra8 black kb1\nstip #2\noption noboard\nend\n",
    )
    .unwrap();
    let (out, err, ok) = nightrider(&["-regression", file.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert_eq!(out, "\n   1.Ra8-c8 !\n\n\nsolution finished.\n\n\n");
}

/// Options that do not apply are reported per twin as Popeye does: the
/// first twin's warnings before the problem, the next twin's under the
/// previous twin's solution; `Quodlibet` is shown under the stipulation
/// (Popeye 4.104's output of the same input).
#[test]
fn option_warnings_per_twin_as_popeye() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path();
    let file = dir.join("warn.inp");
    std::fs::write(
        &file,
        "begin\nauthor T. Test\npieces white ka3 ra8 black kb1\nstip #2\noption postkey quodlibet\ntwin stip h#2\nend\n",
    )
    .unwrap();
    let (out, err, ok) = nightrider(&["-regression", file.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert!(
        out.starts_with("Quodlibet not applicable - ignored\n\n               T. Test\n"),
        "{out}"
    );
    assert!(
        out.contains(
            "  #2                          2 + 1\n              Quodlibet\n\na) \n\n zugzwang.\n"
        ),
        "{out}"
    );
    assert!(
        out.ends_with("        refutes.\nQuodlibet not applicable - ignored\nPostKeyPlay not applicable - ignored\n\nb) h#2  \n\n\nsolution finished.\n\n\n"),
        "{out}"
    );
}

/// A Dister condition without two squares is dropped with Popeye's note
/// before the problem (REGRESSIONS 4_89_to_4_91 11); plain Maximummer
/// beside a sided one makes Popeye ignore the problem (REGRESSIONS
/// 4_75_to_4_77 3), as Popeye 4.104 prints them.
#[test]
fn dropped_conditions_and_ignored_problems_as_popeye() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path();
    let file = dir.join("notes.inp");
    std::fs::write(
        &file,
        "begin\npieces white ka1 se5 black kb3 rb8\nstipulation ~1\ncondition blackmindister e5b8a1\nnext\n\
         pieces white ka1 black kb3\nstipulation #1\ncondition maximummer whitemaximummer circe\nend\n",
    )
    .unwrap();
    let (out, err, ok) = nightrider(&["-regression", file.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert!(
        out.starts_with("Exactly 2 dister reference squares have to be indicated\n\n\n+---a"),
        "{out}"
    );
    // solved without the condition: every move of the knight
    assert!(out.contains("   1.Se5-f7 !\n"), "{out}");
    assert!(
        out.ends_with(
            "  #1                          1 + 1\n             Maximummer\n                Circe\n\
             nonsense combination\nproblem ignored\n\nsolution finished.\n\n\n"
        ),
        "{out}"
    );
}

/// A neutral king is never captured (REGRESSIONS 4_55_to_4_57 17 and 18:
/// the counter-mate and the double mate by the neutral king); a mated side
/// may play into an automate; a check is shown before the marker of goals
/// that are not themselves checks (`Qa4*d7 + x`, `b2-b3 + !#`), as Popeye
/// 4.104 prints them.
#[test]
fn neutral_kings_automate_and_check_before_goal_markers() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path();
    let file = dir.join("goals.inp");
    std::fs::write(
        &file,
        "begin\npieces white qa3 pb2c4 black qa6 sa1 pa4b7c5 neutral ka5\nstip h##!0.5\nnext\n\
         pieces white qa3 pb2c4 black ra7 sa1 pa4c5c6 neutral ka5\nstip h##0.5\nnext\n\
         pieces white ka1 pa2b3 black kc5 qh8 bd3\nstip h!#0.5\nnext\n\
         pieces white ka1 qa4 black ke8 sd7\nstip hx0.5\nend\n",
    )
    .unwrap();
    let (out, err, ok) = nightrider(&["-regression", file.to_str().unwrap()]);
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().map(str::trim_end).collect();
    for expected in [
        "  1...nKa5*a4 ##!",
        "  1...nKa5*a4 ##",
        "  1...b3-b4 + !#",
        "  1...Qa4*d7 + x",
    ] {
        assert!(lines.contains(&expected), "missing {expected:?} in\n{out}");
    }
    assert!(!out.contains("a2-a3 !#"), "{out}");
}

/// With MaxSolutions, moves are tried in Popeye's order, so that the same
/// solutions come out of the cut-short search (Popeye 4.104's output of the
/// same inputs: help, series-help and direct play).
#[test]
fn max_solutions_gives_popeyes_subset() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path();
    let file = dir.join("maxsol.inp");
    std::fs::write(
        &file,
        "begin\npieces white ke1 ra1 rh1 bc4 sf3 pe2 black ke8 qd5 sb8 pc7 pg7\nstip h#2\noption maxsol 5\nnext\n\
         pieces white ke1 ra1 rh1 bc4 sf3 pe2 black ke8 qd5 sb8 pc7 pg7\nstip ser-h#3\noption maxsol 5\nnext\n\
         pieces white kf6 qg1 sc3 pb2 black kh8 pa7 bd7\nstip #3\noption maxsol 3\nend\n",
    )
    .unwrap();
    let (out, err, ok) = nightrider(&["-regression", file.to_str().unwrap()]);
    assert!(ok, "{err}");
    let solutions: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("  1.") || l.starts_with("   1."))
        .collect();
    assert_eq!(
        solutions,
        [
            "  1.Qd5-e4 Ra1-a7   2.c7-c5 Rh1-h8 #",
            "  1.Qd5-e4 Ra1-a7   2.c7-c6 Rh1-h8 #",
            "  1.Qd5-a8 Ra1-a7   2.c7-c5 Rh1-h8 #",
            "  1.Qd5-a8 Ra1-a7   2.c7-c6 Rh1-h8 #",
            "  1.Qd5-d3 Ra1-a7   2.c7-c5 Rh1-h8 #",
            "  1.Qd5-e4   2.Qe4-e7   3.Ke8-f8 Rh1-h8 #",
            "  1.Qd5-e4   2.Ke8-f8   3.Qe4-e7 Rh1-h8 #",
            "  1.Qd5-f7   2.Qf7-e7   3.Ke8-f8 Rh1-h8 #",
            "  1.Qd5-f7   2.Ke8-f8   3.Qf7-e7 Rh1-h8 #",
            "  1.Qd5-e6   2.Qe6-e7   3.Ke8-f8 Rh1-h8 #",
            "   1.Qg1-h2 + !",
            "   1.Qg1*a7 !",
            "   1.Qg1-c5 !",
        ]
    );
    assert_eq!(out.matches("Partial solution").count(), 3, "{out}");
}

/// A twin where the side to play could capture the king is skipped with
/// its heading (the reason on standard error) and the next twins are
/// solved; after `z)` the twins are labelled `z1)`, `z2)`, … (Popeye
/// 4.104).
#[test]
fn king_capturable_twin_is_skipped_and_labels_go_on_after_z() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path();
    let file = dir.join("skip.inp");
    let mut text = String::from("begin\npieces white ka1 black kh1\nstip h#2\noption maxsol 1\n");
    for _ in 0..25 {
        text.push_str("twin add white sa7 black bb3\n");
    }
    text.push_str("twin add white sa7 black bb2\ntwin add white sa7 black bb4\nend\n");
    std::fs::write(&file, text).unwrap();
    let (out, err, ok) = nightrider(&["-regression", file.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert_eq!(
        err.matches("the side to play can capture the king").count(),
        1,
        "{err}"
    );
    assert!(out.contains("\nz) +wSa7  +bBb3  \n"), "{out}");
    assert!(
        out.contains("\nz1) +wSa7  +bBb2  \n\nz2) +wSa7  +bBb4  \n\n"),
        "{out}"
    );
    assert!(out.ends_with("\nsolution finished.\n\n\n"), "{out}");
}

/// Option NullMoves: never two passes in a row (a random h#2 against
/// Popeye 4.104: `1.Ke3-e4 Bf2-g1   2. ... Rd3-d4 #` and `1.Ke3-f4  ...
/// 2.Kf4-e4 Rd3-d4 #`, but no `1.Ke3-e4  ...   2. ... Rd3-d4 #`; 119
/// lines), while the idle side's turns in series play do not count as
/// passes (ser-h#3: `1.Kg6-h7   2. ...   3.Rh5-h6 g7-g8=Q #`).
#[test]
fn null_moves_never_follow_a_null_move() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path();
    let file = dir.join("null.inp");
    std::fs::write(
        &file,
        "begin\nstipulation h#2\noption nullmoves\n\
         pieces white kh7 rd3 bf2 rg5 black ke3 bf3 sg6 ph4\nend\n",
    )
    .unwrap();
    let (out, err, ok) = nightrider(&["-regression", file.to_str().unwrap()]);
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().filter(|l| l.starts_with("  1.")).collect();
    assert_eq!(lines.len(), 119, "{out}");
    for line in [
        "  1.Ke3-e4 Bf2-g1   2. ... Rd3-d4 #",
        "  1.Ke3-f4  ...   2.Kf4-e4 Rd3-d4 #",
        "  1.Ke3-e4 Rd3-d4 #",
    ] {
        assert!(lines.contains(&line), "{line}\n{out}");
    }
    assert!(
        !lines.contains(&"  1.Ke3-e4  ...   2. ... Rd3-d4 #"),
        "{out}"
    );
    std::fs::write(
        &file,
        "begin\nstipulation ser-h#3\noption nullmoves\n\
         pieces white kf8 pg7 black kg6 rh5 rh1 sb7 se8\nend\n",
    )
    .unwrap();
    let (out, err, ok) = nightrider(&["-regression", file.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert!(
        out.lines()
            .any(|l| l == "  1.Kg6-h7   2. ...   3.Rh5-h6 g7-g8=Q #"),
        "{out}"
    );
}

/// Option NullMoves on Th. Maeder's BCPS 1999 1st prize (h#3 and a twin,
/// Popeye's EXAMPLES/nullmoves): White's tempo is a null move, printed
/// ` ...`; the solutions are Popeye's.
#[test]
fn null_moves_maeder_bcps_1999() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path();
    let file = dir.join("null.inp");
    std::fs::write(
        &file,
        "begin\npieces white Ka4 bc2 Sh6g8 black Kg7 Qf8 Sc6h8 Pc4h5e6 Rb5 Bd1a3\n\
         stipulation h#3\noption nullmoves\ntwin move f8 g5\nend\n",
    )
    .unwrap();
    let (out, err, ok) = nightrider(&["-regression", file.to_str().unwrap()]);
    assert!(ok, "{err}");
    let mut solutions: Vec<&str> = out.lines().filter(|l| l.starts_with("  1.")).collect();
    solutions.sort_unstable();
    let mut expected = vec![
        "  1.Rb5-b7 Sh6-f5 +   2.Kg7*g8  ...   3.Rb7-g7 Sf5-h6 #",
        "  1.Rb5-b7 Sh6-g4   2.Kg7*g8  ...   3.Rb7-g7 Sg4-h6 #",
        "  1.Rb5-g5 Sh6-f5 +   2.Kg7*g8  ...   3.Rg5-g7 Sf5-h6 #",
        "  1.Rb5-g5 Sh6-f5 +   2.Kg7*g8 Ka4-b5   3.Rg5-g7 Sf5-h6 #",
        "  1.Rb5-g5 Sh6-g4   2.Kg7*g8  ...   3.Rg5-g7 Sg4-h6 #",
        "  1.Rb5-g5 Sh6-f7   2.Kg7*g8  ...   3.Rg5-g7 Sf7-h6 #",
        "  1.Ba3-b2 Sg8-e7   2.Kg7*h6  ...   3.Bb2-g7 Se7-g8 #",
        "  1.Ba3-f8 Sg8-e7   2.Kg7*h6  ...   3.Bf8-g7 Se7-g8 #",
        "  1.Ba3-f8 Sg8-e7   2.Kg7*h6 Ka4-a3   3.Bf8-g7 Se7-g8 #",
        "  1.Ba3-f8 Sg8-f6   2.Kg7*h6  ...   3.Bf8-g7 Sf6-g8 #",
    ];
    expected.sort_unstable();
    assert_eq!(solutions, expected);
}

/// TrivialTriesAvoid drops the checking tries; StartMoveNumber and
/// UpToMoveNumber try only the first moves of that range in Popeye's
/// numbering (moves leaving the king attacked counted), with no short
/// solutions in help play (Popeye 4.104's output of the same inputs).
#[test]
fn trivial_tries_and_move_number_range() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path();
    let file = dir.join("range.inp");
    std::fs::write(
        &file,
        "begin\npieces white kf6 qg1 black kh8\nstip #2\noption try TrivialTriesAvoid\nnext\n\
         pieces white kf6 qg1 sc3 pb2 rh1 black kh8 pa7 bd7 rh4\nstip #2\noption try start 31 upto 60\nnext\n\
         pieces white kf6 qg1 black kh8\nstip h#2\noption start 2 upto 2\nend\n",
    )
    .unwrap();
    let (out, err, ok) = nightrider(&["-regression", file.to_str().unwrap()]);
    assert!(ok, "{err}");
    let problems: Vec<&str> = out.split("solution finished.").collect();
    assert!(!problems[0].contains("+ ?"), "{out}");
    assert!(problems[0].contains("   1.Qg1-b1 ?"), "{out}");
    let mut tries: Vec<&str> = problems[1]
        .lines()
        .filter(|l| l.starts_with("   1."))
        .collect();
    tries.sort_unstable();
    assert_eq!(tries, ["   1.Sc3-a4 ?", "   1.Sc3-b5 ?", "   1.Sc3-d5 ?"]);
    assert!(!problems[2].contains("  1.Kh8-h7 Qg1-g7 #"), "{out}");
    assert_eq!(problems[2].matches("  1.Kh8-h7 ").count(), 37, "{out}");
}

/// Option CastlingMutuallyExclusive on A. Hazebrouck's h#3 (Europe Echecs
/// 1968, German input): White's and Black's short castlings exclude each
/// other, so each solution has one of them; Popeye's line under the
/// stipulation, in the input's language.
#[test]
fn castling_mutually_exclusive_hazebrouck() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path();
    let file = dir.join("cme.inp");
    std::fs::write(
        &file,
        "anfa\nsteine weiss ke1 th1 ld2 sb8 ba2b2b3e2f5g2h2\n\
         schwarz ke8 th8 lg7 sb1e4 ba7b7c7d7e7f6h4\nford h#3\n\
         option RochadenGegenseitigAusschliessend h1h8\nEndeProblem\n",
    )
    .unwrap();
    let (out, err, ok) = nightrider(&["-regression", file.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert!(
        out.contains("\nRochadenGegenseitigAusschliessend h1h8\n"),
        "{out}"
    );
    let mut solutions: Vec<&str> = out.lines().filter(|l| l.starts_with("  1.")).collect();
    solutions.sort_unstable();
    assert_eq!(
        solutions,
        [
            "  1.0-0 Th1-f1   2.Kg8-h7 Tf1-f4   3.Kh7-h6 Tf4*h4 #",
            "  1.e7-e5 0-0   2.Ke8-e7 Tf1-d1   3.Ke7-d6 Ld2-b4 #",
        ]
    );
}

/// A solve longer than a second shows no progress indicator when standard
/// error is not a terminal (here a pipe): nothing on standard error.
#[test]
fn no_progress_indicator_off_a_terminal() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path();
    let file = dir.join("slow.inp");
    // D. Meinking's pser-s#7 cut to six moves: several seconds (five
    // moves take about one on a fast machine, too close to the second)
    std::fs::write(
        &file,
        "begin\npieces white kd6 qc2e8 sc7 pf4h2 black ka1 ra3 be1h3 pa7h4\nstip pser-s#6\nend\n",
    )
    .unwrap();
    let started = std::time::Instant::now();
    let (out, err, ok) = nightrider(&["-regression", file.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert!(started.elapsed() > std::time::Duration::from_secs(1));
    assert!(out.contains("solution finished."), "{out}");
    assert_eq!(err, "");
}

/// Option MaxTime stops the solve: Popeye's note under the twin, exit code
/// non-zero with the reason on standard error.
#[test]
fn max_time_interrupts_with_popeyes_note() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path();
    let file = dir.join("maxtime.inp");
    std::fs::write(
        &file,
        "begin\npieces white kd6 qc2e8 sc7 pf4h2 black ka1 ra3 be1h3 pa7h4\nstip pser-s#7\noption maxtime 1\nend\n",
    )
    .unwrap();
    let (out, err, ok) = nightrider(&["-regression", file.to_str().unwrap()]);
    assert!(!ok);
    assert!(
        out.ends_with("  pser-s#7                    6 + 6\n\nsolving interrupted.\n\n\n"),
        "{out}"
    );
    assert!(err.contains("solving interrupted"), "{err}");
}

/// Set play of help play that starts with `1...` goes on after White's
/// passed first move, as Popeye numbers it (P. Wong, feenschach 1993,
/// h==3.5 with a tree hopper and an orphan, Popeye's EXAMPLES/treeleafhopper
/// 3: `1...  ...  2.THd3-h7 …`).
#[test]
fn help_set_play_after_a_passed_first_move() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = scratch.path();
    let file = dir.join("hset.inp");
    std::fs::write(
        &file,
        "beg\nstip h==3.5\nopt set\npie wh oad7\npie bl thd3\nopt nowk nobk\ntwin move d3 d4\nendproblem\n",
    )
    .unwrap();
    let (out, err, ok) = nightrider(&["-regression", file.to_str().unwrap()]);
    assert!(ok, "{err}");
    for expected in [
        "  1...  ...  2.THd3-h7 OAd7-h5   3.THh7-h3 OAh5-g3   4.THh3-g2 OAg3-h1 ==",
        "  1...OAd7-f3   2.THd3-f5 OAf3-d7   3.THf5-b5 OAd7-b6   4.THb5-b7 OAb6-a8 ==",
        "  1...  ...  2.THd4-a7 OAd7-c5   3.THa7-a3 OAc5-b3   4.THa3-b2 OAb3-a1 ==",
        "  1...OAd7-b6   2.THd4-d8 OAb6-f8   3.THd8-f6 OAf8-g6   4.THf6-g7 OAg6-h8 ==",
    ] {
        assert!(
            out.lines().any(|l| l == expected),
            "missing {expected:?} in\n{out}"
        );
    }
}
