#![cfg(feature = "png")]
//! Every picture, of any size and content, gives a well-formed SVG
//! document (resvg reads it back at the size written) with one figure
//! per occupied square.

use nightrider_diagram::notation::ffen::{Cell, ChessSymbol, Glyph, Marker, Tint};
use nightrider_diagram::{to_svg, Figure, Picture, Style};
use proptest::prelude::*;

fn glyph() -> impl Strategy<Value = Glyph> {
    prop_oneof![
        (0..6usize).prop_map(|i| Glyph::Piece(ChessSymbol::ALL[i])),
        (0..4usize).prop_map(|i| Glyph::Marker(
            [
                Marker::Circle,
                Marker::Cross,
                Marker::Square,
                Marker::Triangle
            ][i]
        )),
        prop::char::range('a', 'z').prop_map(Glyph::Letter),
        (0..10u8).prop_map(Glyph::Digit),
        (0..100u8).prop_map(Glyph::TwoDigits),
    ]
}

fn tint() -> impl Strategy<Value = Tint> {
    prop_oneof![
        Just(Tint::White),
        Just(Tint::Black),
        any::<bool>().prop_map(|upper| Tint::Neutral { upper }),
    ]
}

fn figure() -> impl Strategy<Value = Figure> {
    prop_oneof![
        (glyph(), tint(), 0..4u8).prop_map(|(glyph, tint, rotation)| Figure::Symbol(Cell {
            glyph,
            tint,
            rotation
        })),
        ("[A-Z&<>\"]{1,3}", tint()).prop_map(|(code, tint)| Figure::Inset { code, tint }),
    ]
}

fn picture() -> impl Strategy<Value = Picture> {
    (1..14usize, 1..14usize)
        .prop_flat_map(|(w, h)| {
            (
                Just((w, h)),
                prop::collection::vec(prop::option::weighted(0.4, figure()), w * h),
                prop::collection::vec("[ -~]{0,40}", 0..3),
            )
        })
        .prop_map(|((w, h), squares, caption)| {
            let mut p = Picture::empty(w, h).unwrap().with_caption(caption);
            for (i, f) in squares.into_iter().enumerate() {
                p.set(i % w, i / w, f);
            }
            p
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_picture_is_a_well_formed_svg(p in picture(), square in 8u32..120, coordinates in any::<bool>()) {
        let style = Style { square, coordinates, ..Style::default() };
        let svg = to_svg(&p, &style);
        let tree = resvg::usvg::Tree::from_str(&svg, &resvg::usvg::Options::default());
        prop_assert!(tree.is_ok(), "{:?}\n{svg}", tree.err());
        let size = tree.unwrap().size();
        prop_assert!(size.width() >= (p.width() as u32 * square) as f32);
        prop_assert!(size.height() >= (p.height() as u32 * square) as f32);
        let occupied = (0..p.height())
            .flat_map(|y| (0..p.width()).map(move |x| (x, y)))
            .filter(|&(x, y)| p.get(x, y).is_some())
            .count();
        prop_assert_eq!(svg.matches("<g transform=\"translate(").count(), occupied);
    }
}
