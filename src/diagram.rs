//! `nightrider diagram`: a Fairy-FEN or the problems of a Popeye input
//! file drawn as text, SVG or PNG.

use nightrider::diagram::notation::ffen::{parse_ffen, Diagram, FairyMapping};
use nightrider::diagram::{to_png, to_svg, Picture, Style};
use nightrider::problem::Problem;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The arguments of `nightrider diagram`.
#[derive(clap::Args, Debug)]
pub struct DiagramArgs {
    /// The Fairy-FEN (quote it); not with --problem.
    #[arg(required_unless_present = "problem", conflicts_with = "problem")]
    ffen: Option<String>,
    /// Draw each problem of this Popeye input file, twin by twin, with its
    /// stipulation and conditions under the board.
    #[arg(long, value_name = "FILE.inp")]
    problem: Option<PathBuf>,
    /// Write the diagram as SVG to this file (several diagrams: `-1a`,
    /// `-1b`, `-2` … before the extension: problem number, twin letter).
    #[arg(long, value_name = "FILE")]
    svg: Option<PathBuf>,
    /// Write the diagram as PNG to this file (named as for --svg).
    #[arg(long, value_name = "FILE")]
    png: Option<PathBuf>,
    /// The side of a square in pixels.
    #[arg(long, default_value_t = 45, value_parser = clap::value_parser!(u32).range(8..=400))]
    size: u32,
    /// Leave out the file letters and rank numbers.
    #[arg(long)]
    no_coordinates: bool,
}

/// One diagram to draw, with the suffix its files take when there are
/// several.
struct Drawn {
    suffix: String,
    picture: Picture,
    /// The Fairy-FEN, for the text output of a Fairy-FEN argument.
    ffen: Option<Diagram>,
}

/// Runs `nightrider diagram`: what to print on standard output (the text
/// diagrams, or the files written).
pub fn run(args: &DiagramArgs) -> Result<String, String> {
    let drawn = match (&args.ffen, &args.problem) {
        (Some(ffen), _) => {
            let diagram = parse_ffen(ffen).map_err(|e| e.to_string())?;
            vec![Drawn {
                suffix: String::new(),
                picture: Picture::from_ffen(&diagram),
                ffen: Some(diagram),
            }]
        }
        (None, Some(file)) => problem_pictures(file)?,
        (None, None) => return Err("give a Fairy-FEN or --problem FILE".into()),
    };
    if args.svg.is_none() && args.png.is_none() {
        return Ok(drawn.iter().map(text).collect::<Vec<_>>().join("\n"));
    }
    let style = Style {
        square: args.size,
        coordinates: !args.no_coordinates,
        ..Style::default()
    };
    let several = drawn.len() > 1;
    let mut written = String::new();
    for d in &drawn {
        let svg = to_svg(&d.picture, &style);
        if let Some(path) = &args.svg {
            let path = with_suffix(path, several.then_some(d.suffix.as_str()));
            write(&path, svg.as_bytes())?;
            let _ = writeln!(written, "{}", path.display());
        }
        if let Some(path) = &args.png {
            let png = to_png(&svg, 1.0).map_err(|e| e.to_string())?;
            let path = with_suffix(path, several.then_some(d.suffix.as_str()));
            write(&path, &png)?;
            let _ = writeln!(written, "{}", path.display());
        }
    }
    Ok(written)
}

/// The pictures of every problem and twin of a Popeye input file, each
/// captioned with its twin, stipulation and conditions.
fn problem_pictures(file: &Path) -> Result<Vec<Drawn>, String> {
    let (_, read) = crate::cli::read_inputs(std::slice::from_ref(&file.to_path_buf()))
        .into_iter()
        .next()
        .expect("one file read");
    let (text, _) = read.map_err(|e| format!("{}: {e}", file.display()))?;
    let problems = Problem::parse(&text).map_err(|errors| {
        errors
            .errors()
            .iter()
            .map(|e| format!("{}:{e}", file.display()))
            .collect::<Vec<_>>()
            .join("\n")
    })?;
    let mut drawn = Vec::new();
    for (p, problem) in problems.iter().enumerate() {
        for twin in &problem.twins {
            let caption = problem.caption(twin);
            let letter = twin.label.trim_start_matches('+').trim_end_matches(')');
            drawn.push(Drawn {
                suffix: format!("-{}{letter}", p + 1),
                picture: Picture::from_position(&twin.position, &FairyMapping::default())
                    .with_caption(caption),
                ffen: None,
            });
        }
    }
    Ok(drawn)
}

/// A diagram as text: the board rank by rank, the board size and the
/// canonical Fairy-FEN (a problem's diagram: its caption).
fn text(d: &Drawn) -> String {
    let mut out = String::new();
    let p = &d.picture;
    for y in 0..p.height() {
        let _ = write!(out, "{:>2} ", p.height() - y);
        for x in 0..p.width() {
            let cell = match p.get(x, y) {
                None => ".".to_string(),
                Some(nightrider::diagram::Figure::Symbol(c)) => c.to_string(),
                Some(nightrider::diagram::Figure::Inset { code, .. }) => code.clone(),
            };
            let _ = write!(out, "{cell:>4}");
        }
        out.push('\n');
    }
    out.push_str("   ");
    for x in 0..p.width() {
        let letter = char::from(b'a' + (x % 26) as u8);
        let _ = write!(out, "{letter:>4}");
    }
    let _ = writeln!(out, "\n{}x{} board", p.width(), p.height());
    match &d.ffen {
        Some(ffen) => {
            let _ = writeln!(out, "{ffen}");
        }
        None => {
            for line in p.caption() {
                let _ = writeln!(out, "{line}");
            }
        }
    }
    out
}

/// `path` with `suffix` inserted before its extension.
fn with_suffix(path: &Path, suffix: Option<&str>) -> PathBuf {
    let Some(suffix) = suffix else {
        return path.to_path_buf();
    };
    let stem = path.file_stem().unwrap_or_default().to_string_lossy();
    let name = match path.extension() {
        Some(ext) => format!("{stem}{suffix}.{}", ext.to_string_lossy()),
        None => format!("{stem}{suffix}"),
    };
    path.with_file_name(name)
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), String> {
    std::fs::write(path, bytes).map_err(|e| format!("{}: {e}", path.display()))
}
