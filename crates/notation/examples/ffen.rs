//! Parses the example diagrams of the Fairy-FEN specification, prints them
//! back and shows each board.
//!
//! Run with `cargo run -p nightrider-notation --example ffen [FFEN...]`.

use nightrider_notation::ffen::{parse_ffen, FairyMapping, Glyph, PieceKind, Tint};

const EXAMPLES: [(&str, &str); 7] = [
    ("Starting position", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"),
    ("Rotated pieces, markers, letters and numbers", "rnbqkbnr/p*1p*2p*3pp*1p*2p*3p/'a'b'c'd'w'x'y'z/-p-P-r-R-n-N-b-B/cCsSxXtT/'A'B'C'D'W'X'Y'Z/'0'1'2'3'4''11''22''33/RNBQKBNR"),
    ("F307 - Reto Aschwanden, Mate in 3 (11x11)", "3*2r3*3N3/*3n6*2r3/*3N*2bp3*2bQ3/2*2b*2r3p3/1*2r2P1p4/4N4p1/1K*3n5p2/3*3Np1B1P2/3pN1p4/3B*2rkb2*3nR/6*3rbN2"),
    ("Ortho-reconstruction in 25.0 moves", "k1B5/-p1PP4/K1-p5/p1-p5/p7/2p1-p3/4P3/8"),
    ("Mate in 2 moves (Circe)", "4n3/1-*2q2b-qp-*2n/4p-*2qp1/2*2q1pkp-r/4pP*2q1/1p2P2p/1-*2q6/*2q2KB3"),
    ("ser-s#11", "8/1Q6/4c3/4cc2/8/8/6K1/8"),
    ("h=2 (Imitator e5)", "8/1P6/1k6/4cK2/8/8/8/8"),
];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let inputs: Vec<(String, String)> = if args.is_empty() {
        EXAMPLES
            .iter()
            .map(|(t, f)| (t.to_string(), f.to_string()))
            .collect()
    } else {
        args.into_iter()
            .map(|a| (String::from("argument"), a))
            .collect()
    };
    let mut failures = 0;
    for (title, text) in inputs {
        // Accept whole janko.at addresses too.
        let text = text.rsplit("ff=").next().unwrap_or(&text).to_string();
        println!("{title}\n  {text}");
        let diagram = match parse_ffen(&text) {
            Ok(d) => d,
            Err(e) => {
                println!("  error: {e}");
                failures += 1;
                continue;
            }
        };
        assert_eq!(diagram.to_string(), text, "round trip");
        println!(
            "  {}x{} board, printed back identically",
            diagram.width(),
            diagram.height()
        );
        for y in 0..diagram.height() {
            let mut line = String::from("  ");
            for x in 0..diagram.width() {
                let s = match diagram.cell(x, y) {
                    None => " .  ".to_string(),
                    Some(c) => {
                        let colour = match c.tint {
                            Tint::White => 'w',
                            Tint::Black => 'b',
                            Tint::Neutral { .. } => 'n',
                        };
                        let glyph = match c.glyph {
                            Glyph::Piece(p) => p.letter().to_string(),
                            Glyph::Marker(m) => format!("{}", m.letter().to_ascii_lowercase()),
                            Glyph::Letter(l) => format!("'{l}"),
                            Glyph::Digit(d) => d.to_string(),
                            Glyph::TwoDigits(n) => format!("{n:02}"),
                        };
                        let rot = if c.rotation > 0 {
                            format!("{}", c.rotation)
                        } else {
                            String::new()
                        };
                        format!("{colour}{glyph}{rot:<2}")
                    }
                };
                line.push_str(&format!("{s:<4}"));
            }
            println!("{line}");
        }
        match diagram.to_setup(&FairyMapping::default(), &|code| {
            // No catalogue here: give fairy codes placeholder kinds to show the mapping.
            Some(PieceKind(0x4000 + code.bytes().map(u16::from).sum::<u16>()))
        }) {
            Ok(_) => println!("  converts to a board position"),
            Err(e) => println!("  no board position: {}", e.message),
        }
        println!();
    }
    if failures > 0 {
        std::process::exit(1);
    }
}
