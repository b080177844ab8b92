//! Popeye's `latex FILE`: a LaTeX document for the `diagram` package with
//! one block per problem from the problem that names FILE on. Each input
//! of `tests/data/latex/` is solved by the command line in a scratch
//! folder and the file it writes is compared with the one Popeye 4.104
//! wrote from the same input (`py -regression`), byte for byte except the
//! order of the solution lines (Popeye's move order is its own).

use std::path::Path;
use std::process::Command;

/// `tex` with the lines of each `\solution{…}` sorted.
fn comparable(tex: &str) -> String {
    let mut out = String::new();
    let mut rest = tex;
    while let Some(start) = rest.find(" \\solution{") {
        let body_start = start + " \\solution{".len();
        let end = body_start + rest[body_start..].find(" }%\n").expect("solution closed");
        out.push_str(&rest[..body_start]);
        // a twin's label (`b)`) on a line of its own
        let mut body = String::new();
        for c in rest[body_start..end].chars() {
            body.push(c);
            if c == ')' && body.len() >= 2 {
                let label = body.as_bytes()[body.len() - 2];
                if label.is_ascii_lowercase() {
                    body.insert(body.len() - 2, '\n');
                    body.push('\n');
                }
            }
        }
        let mut lines: Vec<&str> = body.lines().filter(|l| !l.is_empty()).collect();
        lines.sort_unstable();
        out.push_str(&lines.join("\n"));
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

fn latex_file_is_popeyes(name: &str) {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/latex");
    let scratch = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_nightrider"))
        .arg("-regression")
        .arg(data.join(format!("{name}.inp")))
        .current_dir(scratch.path())
        .output()
        .expect("run nightrider");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let got = std::fs::read_to_string(scratch.path().join(format!("{name}.tex"))).unwrap();
    let expected = std::fs::read_to_string(data.join(format!("{name}.tex"))).unwrap();
    assert_eq!(
        comparable(&got),
        comparable(&expected),
        "{name}.tex:\n{got}"
    );
}

#[test]
fn authors_sources_titles_and_every_kind_of_twin() {
    latex_file_is_popeyes("meta_twins");
}

#[test]
fn fairy_glyphs_attributes_conditions_and_holes() {
    latex_file_is_popeyes("fairy");
}

#[test]
fn options_proof_games_and_partial_solutions() {
    latex_file_is_popeyes("options");
}

#[test]
fn german_and_french_input() {
    latex_file_is_popeyes("german");
    latex_file_is_popeyes("french");
}

#[test]
fn a_fairy_piece_without_a_glyph_is_written_with_a_warning() {
    let scratch = tempfile::tempdir().unwrap();
    let input = scratch.path().join("p.inp");
    std::fs::write(
        &input,
        "begin\nlatex p.tex\npieces white kb6 qc1 gh6 black ka8\nstipulation h#1\nend\n",
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_nightrider"))
        .arg("-regression")
        .arg(&input)
        .current_dir(scratch.path())
        .output()
        .expect("run nightrider");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("LaTeXFile will not compile: undefined fairy piece"),
        "{stderr}"
    );
    let tex = std::fs::read_to_string(scratch.path().join("p.tex")).unwrap();
    assert!(tex.contains(" \\pieces{wDc1, wKb6, w??h6, sKa8}%"), "{tex}");
    assert!(tex.ends_with("\\putsol%\n\\end{document}%\n"), "{tex}");
}
