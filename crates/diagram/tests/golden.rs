//! The SVG of diagrams against files checked by eye once (`tests/golden/`;
//! `UPDATE_GOLDEN=1 cargo test -p nightrider-diagram --test golden`
//! rewrites them, then look at them before committing), and PNG output.

use nightrider_diagram::board::Position;
use nightrider_diagram::notation::ffen::{parse_ffen, FairyMapping};
use nightrider_diagram::{to_svg, Picture, Style};
use std::path::PathBuf;

fn golden(name: &str, svg: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(format!("{name}.svg"));
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, svg).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (UPDATE_GOLDEN=1 writes it)", path.display()));
    assert!(
        svg == expected,
        "{name}: the SVG differs from {}",
        path.display()
    );
}

fn ffen_svg(ffen: &str, style: &Style) -> String {
    let diagram = parse_ffen(ffen).unwrap_or_else(|e| panic!("{ffen}: {e}"));
    to_svg(&Picture::from_ffen(&diagram), style)
}

/// The example diagrams of the Fairy-FEN specification.
const SPEC: [(&str, &str); 7] = [
    ("spec-start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"),
    ("spec-symbols", "rnbqkbnr/p*1p*2p*3pp*1p*2p*3p/'a'b'c'd'w'x'y'z/-p-P-r-R-n-N-b-B/cCsSxXtT/'A'B'C'D'W'X'Y'Z/'0'1'2'3'4''11''22''33/RNBQKBNR"),
    ("spec-11x11", "3*2r3*3N3/*3n6*2r3/*3N*2bp3*2bQ3/2*2b*2r3p3/1*2r2P1p4/4N4p1/1K*3n5p2/3*3Np1B1P2/3pN1p4/3B*2rkb2*3nR/6*3rbN2"),
    ("spec-reconstruction", "k1B5/-p1PP4/K1-p5/p1-p5/p7/2p1-p3/4P3/8"),
    ("spec-circe", "4n3/1-*2q2b-qp-*2n/4p-*2qp1/2*2q1pkp-r/4pP*2q1/1p2P2p/1-*2q6/*2q2KB3"),
    ("spec-ser-s11", "8/1Q6/4c3/4cc2/8/8/6K1/8"),
    ("spec-imitator", "8/1P6/1k6/4cK2/8/8/8/8"),
];

#[test]
fn the_specification_s_examples() {
    for (name, ffen) in SPEC {
        golden(name, &ffen_svg(ffen, &Style::default()));
    }
}

#[test]
fn a_ten_by_ten_and_a_four_by_four_board() {
    golden(
        "board-10x10",
        &ffen_svg(
            "4k5/55/2-*1Q7/55/'A9/9''10/55/55/*2r9/4K5",
            &Style::default(),
        ),
    );
    let small = Style {
        square: 30,
        coordinates: false,
        light: "ivory".into(),
        dark: "tan".into(),
    };
    golden("board-4x4", &ffen_svg("k3/1*3b2/2X1/-t2K", &small));
}

#[test]
fn a_position_with_fairy_pieces_and_a_caption() {
    let pos: Position = "4k3/8/2{nG}5/8/8/3{wSI}4/8/{bN}3K3 w - - 0 1"
        .parse()
        .unwrap();
    let picture = Picture::from_position(&pos, &FairyMapping::default())
        .with_caption(vec!["h#2".into(), "Circe & <Madrasi>".into()]);
    let svg = to_svg(&picture, &Style::default());
    assert!(svg.contains("Circe &amp; &lt;Madrasi&gt;"));
    golden("position-fairy", &svg);
}

#[test]
fn every_board_size_from_one_to_the_maximum_draws() {
    for side in [1, 2, 7, 26, 27, nightrider_diagram::MAX_SIDE] {
        let picture = Picture::empty(side, side).unwrap();
        let svg = to_svg(&picture, &Style::default());
        // one dark square in two
        let dark = svg.matches("fill=\"#c8c8c8\"").count();
        assert_eq!(dark, (side * side).div_ceil(2), "{side}×{side}");
    }
}

#[cfg(feature = "png")]
#[test]
fn png_output_has_the_picture_s_size_and_colours() {
    use resvg::tiny_skia::Pixmap;
    let svg = ffen_svg(
        "k7/8/8/8/8/8/8/7K",
        &Style {
            coordinates: false,
            ..Style::default()
        },
    );
    let png = nightrider_diagram::to_png(&svg, 2.0).unwrap();
    let pixmap = Pixmap::decode_png(&png).unwrap();
    // 8 squares of 45 pixels and a 2-pixel frame on each side, doubled
    assert_eq!((pixmap.width(), pixmap.height()), (2 * 364, 2 * 364));
    let at = |x: u32, y: u32| {
        let p = pixmap.pixel(x, y).unwrap();
        (p.red(), p.green(), p.blue())
    };
    // a1 (bottom left) is dark, b1 light, the frame black
    assert_eq!(at(2 * 10, 2 * 350), (0xc8, 0xc8, 0xc8));
    assert_eq!(at(2 * 60, 2 * 350), (0xff, 0xff, 0xff));
    assert_eq!(at(1, 100), (0, 0, 0));
    // the black king's body on a8 is black
    assert_eq!(at(2 * (2 + 22), 2 * (2 + 33)), (0, 0, 0));
    assert!(nightrider_diagram::to_png("not svg", 1.0).is_err());
}
