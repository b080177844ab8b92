//! Draws the example diagrams of the Fairy-FEN specification (and any
//! Fairy-FENs given) as SVG and PNG files into a folder, to look at.
//!
//! `cargo run -p nightrider-diagram --example spec -- OUT_DIR [FFEN...]`

use nightrider_diagram::notation::ffen::parse_ffen;
use nightrider_diagram::{to_png, to_svg, Picture, Style};
use std::path::PathBuf;
use std::process::ExitCode;

const EXAMPLES: [(&str, &str); 7] = [
    ("start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"),
    ("symbols", "rnbqkbnr/p*1p*2p*3pp*1p*2p*3p/'a'b'c'd'w'x'y'z/-p-P-r-R-n-N-b-B/cCsSxXtT/'A'B'C'D'W'X'Y'Z/'0'1'2'3'4''11''22''33/RNBQKBNR"),
    ("aschwanden-11x11", "3*2r3*3N3/*3n6*2r3/*3N*2bp3*2bQ3/2*2b*2r3p3/1*2r2P1p4/4N4p1/1K*3n5p2/3*3Np1B1P2/3pN1p4/3B*2rkb2*3nR/6*3rbN2"),
    ("ortho-reconstruction", "k1B5/-p1PP4/K1-p5/p1-p5/p7/2p1-p3/4P3/8"),
    ("circe-mate-in-2", "4n3/1-*2q2b-qp-*2n/4p-*2qp1/2*2q1pkp-r/4pP*2q1/1p2P2p/1-*2q6/*2q2KB3"),
    ("ser-s-11", "8/1Q6/4c3/4cc2/8/8/6K1/8"),
    ("imitator-h=2", "8/1P6/1k6/4cK2/8/8/8/8"),
];

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let Some(dir) = args.next().map(PathBuf::from) else {
        eprintln!("usage: spec OUT_DIR [FFEN...]");
        return ExitCode::FAILURE;
    };
    let given: Vec<(String, String)> = args
        .enumerate()
        .map(|(i, f)| (format!("given-{}", i + 1), f))
        .collect();
    let inputs: Vec<(String, String)> = if given.is_empty() {
        EXAMPLES
            .iter()
            .map(|(n, f)| (n.to_string(), f.to_string()))
            .collect()
    } else {
        given
    };
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("{}: {e}", dir.display());
        return ExitCode::FAILURE;
    }
    for (name, ffen) in inputs {
        let diagram = match parse_ffen(&ffen) {
            Ok(d) => d,
            Err(e) => {
                eprintln!("{name}: {e}");
                return ExitCode::FAILURE;
            }
        };
        let svg = to_svg(
            &Picture::from_ffen(&diagram).with_caption(vec![ffen.clone()]),
            &Style::default(),
        );
        let png = match to_png(&svg, 1.0) {
            Ok(png) => png,
            Err(e) => {
                eprintln!("{name}: {e}");
                return ExitCode::FAILURE;
            }
        };
        for (ext, bytes) in [("svg", svg.as_bytes()), ("png", png.as_slice())] {
            let path = dir.join(format!("{name}.{ext}"));
            if let Err(e) = std::fs::write(&path, bytes) {
                eprintln!("{}: {e}", path.display());
                return ExitCode::FAILURE;
            }
        }
        println!("{name}: {}×{}", diagram.width(), diagram.height());
    }
    ExitCode::SUCCESS
}
