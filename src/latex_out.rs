//! The LaTeX file of Popeye's `latex FILE` command, for the CLI: opened by
//! the problem that names it, one diagram block per problem from then on,
//! closed when the input ends or another `latex` command names a new file.

use nightrider::latex::{diagram, preamble, Glyph, SolutionText, CLOSING, UNDEFINED_PIECE};
use nightrider::problem::Problem;
use std::fs::File;
use std::io::{BufWriter, Write};

/// The LaTeX output of one input.
#[derive(Default)]
pub struct LatexOut {
    /// The open file and its name.
    file: Option<(String, BufWriter<File>)>,
    /// The fairy pieces' glyphs defined so far in the input.
    glyphs: Vec<Glyph>,
}

impl LatexOut {
    /// `problem` is about to be solved: its `latex` command (if any) opens
    /// a new file, its glyph definitions are added. Returns where to
    /// collect its solution while a file is open.
    pub fn start(&mut self, problem: &Problem) -> Option<SolutionText> {
        self.glyphs.extend(problem.run.latex_glyphs.iter().cloned());
        if let Some(name) = &problem.run.latex {
            self.close();
            match File::create(name) {
                Ok(file) => {
                    let mut file = BufWriter::new(file);
                    match file.write_all(preamble(problem.language).as_bytes()) {
                        Ok(()) => self.file = Some((name.clone(), file)),
                        Err(e) => eprintln!("nightrider: latex file {name}: {e}"),
                    }
                }
                Err(e) => eprintln!("nightrider: latex file {name}: {e}"),
            }
        }
        self.file
            .as_ref()
            .map(|_| SolutionText::new(problem.language))
    }

    /// `problem` is done: its diagram block, with the solution collected.
    /// `complete` says whether solving went to the end.
    pub fn finish(&mut self, problem: &Problem, solution: &SolutionText, complete: bool) {
        let Some((name, file)) = self.file.as_mut() else {
            return;
        };
        let block = diagram(problem, &self.glyphs, solution, complete);
        for _ in 0..block.undefined_pieces {
            eprintln!("{UNDEFINED_PIECE}");
        }
        if let Err(e) = file.write_all(block.text.as_bytes()) {
            eprintln!("nightrider: latex file {name}: {e}");
            self.file = None;
        }
    }

    /// The input is done (or a new file starts): the document is closed.
    pub fn close(&mut self) {
        if let Some((name, mut file)) = self.file.take() {
            if let Err(e) = file
                .write_all(CLOSING.as_bytes())
                .and_then(|()| file.flush())
            {
                eprintln!("nightrider: latex file {name}: {e}");
            }
        }
    }
}

impl Drop for LatexOut {
    fn drop(&mut self) {
        self.close();
    }
}
