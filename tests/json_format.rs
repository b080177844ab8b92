//! `--format json`: the documents of the command line, byte for byte (the
//! golden documents below were written by the command before its JSON
//! was built on serde derives; `docs/json.md` documents the schema), and
//! the serde forms of the documents and of the solver's report.

use nightrider::json::{InputErrorDoc, ProblemDoc};
use nightrider::notation::popeye::parse_input;
use nightrider::problem::Problem;
use nightrider::stipulation::Report;
use nightrider::{solve, SolveOptions};
use std::process::Command;

/// The command's JSON output on `input`, with the file name replaced by
/// `FILE` and the solving time by `X`.
fn json_output(input: &str) -> String {
    let scratch = tempfile::tempdir().unwrap();
    let file = scratch.path().join("problem.inp");
    std::fs::write(&file, input).unwrap();
    let file = file.to_str().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_nightrider"))
        .args(["--format", "json", file])
        .output()
        .expect("run nightrider");
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    text.replace(
        &format!("\"file\":{}", serde_json::to_string(file).unwrap()),
        "\"file\":\"FILE\"",
    )
}

/// `doc` with the number of `"seconds":` replaced by `X`.
fn without_time(doc: &str) -> String {
    match doc.find("\"seconds\":") {
        Some(at) => {
            let start = at + "\"seconds\":".len();
            let end = start + doc[start..].find([',', '}']).expect("a number");
            format!("{}X{}", &doc[..start], &doc[end..])
        }
        None => doc.to_string(),
    }
}

/// The command writes `expected` (one document) for `input`, and the
/// document reads back as the serde type of its kind and writes the same
/// bytes again.
fn check(input: &str, expected: &str) {
    let out = json_output(input);
    let line = out.trim_end_matches('\n');
    assert!(!line.contains('\n'), "one document expected: {out}");
    assert_eq!(without_time(line), expected);
    round_trips(line);
    // A time whose shortest decimal form needs exact float parsing.
    round_trips(&expected.replace("\"seconds\":X", "\"seconds\":3.7848220870000002"));
}

/// `line` reads back as the serde type of its kind and writes the same
/// bytes again.
fn round_trips(line: &str) {
    if line.contains("\"twins\":") {
        let doc: ProblemDoc = serde_json::from_str(line).expect("a problem document");
        assert_eq!(doc.to_json(), line);
    } else {
        let doc: InputErrorDoc = serde_json::from_str(line).expect("an input error document");
        assert_eq!(doc.to_json(), line);
    }
}

#[test]
fn an_input_error() {
    check(
        "begin\npieces white ka1 black kc3\nend\n",
        r##"{"column":1,"error":"no stipulation given","file":"FILE","line":3,"problem":1}"##,
    );
}

#[test]
fn a_refused_twin() {
    check(
        "begin\nstipulation #1\npieces white kc3 qg2 black ka1\ntwin add white ra3\ntwin add black rb2\nend\n",
        r##"{"file":"FILE","meta":{"authors":[],"awards":[],"origins":[],"remarks":[],"titles":[]},"problem":1,"seconds":X,"twins":[{"description":"","fen":"8/8/8/8/8/2K5/6Q1/k7","ignored_options":[],"king_capturable_phases":[],"label":"a)","phases":[{"partial":false,"play":{"kind":"battle","moves":[{"after":{"threats":null,"variations":[],"zugzwang":false},"mark":"key","move":"Qg2-b2 #","refutations":[]}],"post_key_play":null,"set_play":null},"swapped_colours":false}],"stipulation":"#1"},{"description":"+wRa3","error":"the side to play can capture the king","fen":"8/8/8/8/8/R1K5/6Q1/k7","label":"b)","stipulation":"#1"},{"description":"+bRb2","fen":"8/8/8/8/8/2K5/1r4Q1/k7","ignored_options":[],"king_capturable_phases":[],"label":"c)","phases":[{"partial":false,"play":{"kind":"battle","moves":[{"after":{"threats":null,"variations":[],"zugzwang":false},"mark":"key","move":"Qg2*b2 #","refutations":[]}],"post_key_play":null,"set_play":null},"swapped_colours":false}],"stipulation":"#1"}]}"##,
    );
}

#[test]
fn warnings_and_meta() {
    check(
        "begin\nauthor A. B.\norigin Somewhere\ntitle T\nstipulation #1\npieces white kc3 qg2 black ka1\ntwin shift a1 a2\ntwin shift a1 h1\nend\n",
        r##"{"file":"FILE","meta":{"authors":["A. B."],"awards":[],"origins":["Somewhere"],"remarks":[],"titles":["T"]},"problem":1,"seconds":X,"twins":[{"description":"","fen":"8/8/8/8/8/2K5/6Q1/k7","ignored_options":[],"king_capturable_phases":[],"label":"a)","phases":[{"partial":false,"play":{"kind":"battle","moves":[{"after":{"threats":null,"variations":[],"zugzwang":false},"mark":"key","move":"Qg2-b2 #","refutations":[]}],"post_key_play":null,"set_play":null},"swapped_colours":false}],"stipulation":"#1"},{"description":"shift a1 ==> a2","fen":"8/8/8/8/2K5/6Q1/k7/8","ignored_options":[],"king_capturable_phases":[],"label":"b)","phases":[{"partial":false,"play":{"kind":"battle","moves":[],"post_key_play":null,"set_play":null},"swapped_colours":false}],"stipulation":"#1"},{"description":"","fen":"8/8/8/8/8/2K5/6Q1/k7","ignored_options":[],"king_capturable_phases":[],"label":"c)","phases":[{"partial":false,"play":{"kind":"battle","moves":[{"after":{"threats":null,"variations":[],"zugzwang":false},"mark":"key","move":"Qg2-b2 #","refutations":[]}],"post_key_play":null,"set_play":null},"swapped_colours":false}],"stipulation":"#1","warnings":["shift a1 ==> h1 ignored: it moves the piece on g2 off the board"]}]}"##,
    );
}

#[test]
fn battle_play_with_tries_and_set_play() {
    check(
        "begin\nstipulation #2\noption try defence 1 setplay\npieces white kc3 qg2 sd4 black ka1 pb2\nend\n",
        r##"{"file":"FILE","meta":{"authors":[],"awards":[],"origins":[],"remarks":[],"titles":[]},"problem":1,"seconds":X,"twins":[{"description":"","fen":"8/8/8/8/3N4/2K5/1p4Q1/k7","ignored_options":[],"king_capturable_phases":[],"label":"","phases":[{"partial":false,"play":{"kind":"battle","moves":[{"after":{"threats":null,"variations":[],"zugzwang":false},"mark":"key","move":"Sd4-b3 +","refutations":[]},{"after":{"threats":null,"variations":[],"zugzwang":false},"mark":"key","move":"Qg2*b2 #","refutations":[]},{"after":{"threats":null,"variations":[],"zugzwang":false},"mark":"try","move":"Qg2-a8 +","refutations":[{"answers":[],"move":"Ka1-b1","refutes":true}]}],"post_key_play":null,"set_play":{"threats":null,"variations":[{"answers":[{"after":{"threats":null,"variations":[],"zugzwang":false},"mark":"continuation","move":"Qg2*b2 #","refutations":[]}],"move":"Ka1-a2","refutes":false},{"answers":[{"after":{"threats":null,"variations":[],"zugzwang":false},"mark":"continuation","move":"Qg2*b2 #","refutations":[]}],"move":"Ka1-b1","refutes":false},{"answers":[{"after":{"threats":null,"variations":[],"zugzwang":false},"mark":"continuation","move":"Qg2-a8 #","refutations":[]}],"move":"b2-b1=R","refutes":false},{"answers":[{"after":{"threats":null,"variations":[],"zugzwang":false},"mark":"continuation","move":"Sd4-b3 #","refutations":[]},{"after":{"threats":null,"variations":[],"zugzwang":false},"mark":"continuation","move":"Qg2-b2 #","refutations":[]}],"move":"b2-b1=B","refutes":false}],"zugzwang":false}},"swapped_colours":false}],"stipulation":"#2"}]}"##,
    );
}

#[test]
fn a_retractor() {
    check(
        "begin\nauthor Sam Loyd\norigin 1860\ntitle White retracts a move and mates\npieces white kh2 qd2 rb3 pd6f2h3 black kc4 qg7 rg1 bb1c7 sa8 pa5f7h6\nstipulation -1&#1\nend\n",
        r##"{"file":"FILE","meta":{"authors":["Sam Loyd"],"awards":[],"origins":["1860"],"remarks":[],"titles":["White retracts a move and mates"]},"problem":1,"seconds":X,"twins":[{"description":"","fen":"n7/2b2pq1/3P3p/p7/2k5/1R5P/3Q1P1K/1b4r1","keys":[[{"colour":"white","retraction":"e5xd6 e.p.","then":"forward"}]],"label":"","lines":["-1.e5xd6 e.p. ! &","  1.Qd2-c3 # !"],"retractor":"Proca","stipulation":"-1&#1"}]}"##,
    );
}

/// The solver's report (feature `serde`) reads back as it was written,
/// ignored options included.
#[test]
fn a_report_round_trips_through_json() {
    let mut ignored = Vec::new();
    for (stipulation, options, pieces) in [
        (
            "#2",
            "option try setplay",
            "white kc3 qg2 sd4 black ka1 pb2",
        ),
        ("h#1.5", "option whitetoplay", "white kc3 rg2 black ka1 pb2"),
        ("ser-h#2", "option setplay", "white kc3 rg2 black ka1"),
    ] {
        let input = format!("begin\nstipulation {stipulation}\n{options}\npieces {pieces}\nend\n");
        let parsed = parse_input(&input);
        let problem = Problem::from_syntax(&parsed.problems[0]).unwrap();
        let mut reports = Vec::new();
        solve(&problem, &SolveOptions::default(), |_, _, report| {
            reports.push(report.clone())
        })
        .unwrap();
        for report in reports {
            let text = serde_json::to_string(&report).unwrap();
            let back: Report = serde_json::from_str(&text).unwrap();
            assert_eq!(back, report, "{text}");
            ignored.extend(report.ignored_options);
        }
    }
    assert!(ignored.contains(&"WhiteToPlay"), "{ignored:?}");
}
