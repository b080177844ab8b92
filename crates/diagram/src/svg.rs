//! A [`Picture`] as an SVG document.

use crate::figures::{self, Shape};
use crate::picture::{is_dark, tint_colour, Figure, Picture};
use nightrider_board::Colour;
use nightrider_notation::ffen::{Cell, Glyph, Tint};
use std::collections::BTreeSet;
use std::fmt::Write as _;

/// How a diagram is drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Style {
    /// The side of a square, in pixels (the figures are drawn on 45).
    pub square: u32,
    /// File letters under the board and rank numbers left of it.
    pub coordinates: bool,
    /// The colour of the light squares (any SVG colour).
    pub light: String,
    /// The colour of the dark squares.
    pub dark: String,
}

impl Default for Style {
    /// 45-pixel squares, coordinates, white and grey squares as problem
    /// diagrams print them.
    fn default() -> Style {
        Style {
            square: 45,
            coordinates: true,
            light: "#ffffff".into(),
            dark: "#c8c8c8".into(),
        }
    }
}

/// The figures' own side, in their units.
const UNIT: f64 = 45.0;

/// The picture as an SVG document (a standalone file: XML declaration,
/// `width` and `height` in pixels, the figures it uses defined once).
pub fn to_svg(picture: &Picture, style: &Style) -> String {
    let s = f64::from(style.square.max(1));
    let scale = s / UNIT;
    let (w, h) = (picture.width(), picture.height());
    // whole pixels for the frame and the margins, so that the squares
    // stay on the pixel grid
    let frame = (s / 22.5).round().max(1.0);
    let margin = if style.coordinates {
        (s * 0.5).round()
    } else {
        0.0
    };
    let left = margin + frame;
    let top = frame;
    let board_w = w as f64 * s;
    let board_h = h as f64 * s;
    let mut bottom = top + board_h + frame;
    if style.coordinates {
        bottom += margin;
    }
    let line_height = (s * 0.45).round();
    let caption_top = bottom;
    bottom += picture.caption().len() as f64 * line_height;
    if !picture.caption().is_empty() {
        bottom += (s * 0.2).round();
    }
    let total_w = left + board_w + frame;
    let total_h = bottom;

    let mut out = String::new();
    out.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" \
         width=\"{}\" height=\"{}\" viewBox=\"0 0 {} {}\">",
        num(total_w),
        num(total_h),
        num(total_w),
        num(total_h)
    );

    // the figures used, defined once
    let mut used = BTreeSet::new();
    for y in 0..h {
        for x in 0..w {
            if let Some(figure) = picture.get(x, y) {
                used.extend(shapes_of(figure));
            }
        }
    }
    out.push_str("<defs>\n");
    out.push_str(figures::HALVES);
    for shape in &used {
        let _ = writeln!(out, "<g id=\"{}\">{}</g>", shape.id(), shape.body());
    }
    out.push_str("</defs>\n");

    // the board: light squares, dark squares, frame
    let _ = writeln!(
        out,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"/>",
        num(left),
        num(top),
        num(board_w),
        num(board_h),
        escape(&style.light)
    );
    for y in 0..h {
        for x in 0..w {
            if is_dark(x, h - 1 - y) {
                let _ = writeln!(
                    out,
                    "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"/>",
                    num(left + x as f64 * s),
                    num(top + y as f64 * s),
                    num(s),
                    num(s),
                    escape(&style.dark)
                );
            }
        }
    }
    let _ = writeln!(
        out,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"#000\" stroke-width=\"{}\"/>",
        num(left - frame / 2.0),
        num(top - frame / 2.0),
        num(board_w + frame),
        num(board_h + frame),
        num(frame)
    );

    // the figures
    for y in 0..h {
        for x in 0..w {
            let Some(figure) = picture.get(x, y) else {
                continue;
            };
            let _ = write!(
                out,
                "<g transform=\"translate({} {}) scale({})\">",
                num(left + x as f64 * s),
                num(top + y as f64 * s),
                num(scale)
            );
            draw(&mut out, figure);
            out.push_str("</g>\n");
        }
    }

    // coordinates and caption
    let text = "font-family=\"DejaVu Sans, Arial, sans-serif\" font-weight=\"bold\"";
    if style.coordinates {
        let size = s * 0.3;
        for x in 0..w {
            let _ = writeln!(
                out,
                "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"{}\" {text}>{}</text>",
                num(left + (x as f64 + 0.5) * s),
                num(top + board_h + frame + s * 0.38),
                num(size),
                file_name(x)
            );
        }
        for y in 0..h {
            let _ = writeln!(
                out,
                "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"{}\" {text}>{}</text>",
                num((left - frame) / 2.0),
                num(top + (y as f64 + 0.5) * s + size * 0.36),
                num(size),
                h - y
            );
        }
    }
    for (i, line) in picture.caption().iter().enumerate() {
        // smaller type for a line that would be wider than the picture (a
        // bold character is about 0.6 of the type size wide)
        let chars = line.chars().count().max(1) as f64;
        let size = (s * 0.33).min(total_w / (chars * 0.6));
        let _ = writeln!(
            out,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"{}\" {text}>{}</text>",
            num(total_w / 2.0),
            num(caption_top + (i as f64 + 0.8) * line_height),
            num(size),
            escape(line)
        );
    }
    out.push_str("</svg>\n");
    out
}

/// The name of file `x`: `a` … `z`, then `a1`, `b1`, … for boards wider
/// than 26 files.
fn file_name(x: usize) -> String {
    let letter = char::from(b'a' + (x % 26) as u8);
    if x < 26 {
        letter.to_string()
    } else {
        format!("{letter}{}", x / 26)
    }
}

/// The shapes a figure draws with (both colours for a neutral one).
fn shapes_of(figure: &Figure) -> Vec<Shape> {
    let colours = |tint: Tint| match tint_colour(tint) {
        Some(c) => vec![c],
        None => vec![Colour::White, Colour::Black],
    };
    match figure {
        Figure::Symbol(Cell {
            glyph: Glyph::Piece(symbol),
            tint,
            ..
        }) => colours(*tint)
            .into_iter()
            .map(|c| Shape::Piece(*symbol, c))
            .collect(),
        Figure::Symbol(Cell {
            glyph: Glyph::Marker(marker),
            tint,
            ..
        }) => colours(*tint)
            .into_iter()
            .map(|c| Shape::Marker(*marker, c))
            .collect(),
        Figure::Inset { tint, .. } => colours(*tint).into_iter().map(Shape::Disc).collect(),
        Figure::Symbol(_) => Vec::new(),
    }
}

/// Draws `figure` in the 45-unit square at the origin.
fn draw(out: &mut String, figure: &Figure) {
    let (rotation, tint) = match figure {
        Figure::Symbol(cell) => (cell.rotation, cell.tint),
        Figure::Inset { tint, .. } => (0, *tint),
    };
    if rotation != 0 {
        let _ = write!(
            out,
            "<g transform=\"rotate({} 22.5 22.5)\">",
            90 * u32::from(rotation)
        );
    }
    let shapes = shapes_of(figure);
    match (shapes.as_slice(), tint_colour(tint)) {
        ([], _) => {}
        ([one], Some(_)) => {
            let _ = write!(out, "<use href=\"#{}\"/>", one.id());
        }
        ([white, black], None) => {
            let _ = write!(
                out,
                "<use href=\"#{}\" clip-path=\"url(#left-half)\"/>\
                 <use href=\"#{}\" clip-path=\"url(#right-half)\"/>",
                white.id(),
                black.id()
            );
        }
        _ => unreachable!("one shape per colour"),
    }
    match figure {
        Figure::Symbol(Cell {
            glyph: Glyph::Letter(c),
            ..
        }) => label(out, &c.to_string(), 30.0, Colour::Black),
        Figure::Symbol(Cell {
            glyph: Glyph::Digit(d),
            ..
        }) => label(out, &d.to_string(), 30.0, Colour::Black),
        Figure::Symbol(Cell {
            glyph: Glyph::TwoDigits(n),
            ..
        }) => label(out, &format!("{n:02}"), 26.0, Colour::Black),
        Figure::Inset { code, tint } => {
            let size = match code.chars().count() {
                0 | 1 => 22.0,
                2 => 17.0,
                _ => 12.5,
            };
            // black text on a white or neutral disc, white on a black one
            let ink = if *tint == Tint::Black {
                Colour::White
            } else {
                Colour::Black
            };
            label(out, code, size, ink);
        }
        _ => {}
    }
    if rotation != 0 {
        out.push_str("</g>");
    }
}

/// Centred bold text in the 45-unit square.
fn label(out: &mut String, text: &str, size: f64, ink: Colour) {
    let fill = ink.fold("#fff", "#000");
    let _ = write!(
        out,
        "<text x=\"22.5\" y=\"{}\" text-anchor=\"middle\" font-size=\"{}\" \
         font-family=\"DejaVu Sans, Arial, sans-serif\" font-weight=\"bold\" fill=\"{fill}\">{}</text>",
        num(22.5 + size * 0.36),
        num(size),
        escape(text)
    );
}

/// A number as SVG writes it: at most three decimals, no trailing zeros.
fn num(x: f64) -> String {
    let s = format!("{x:.3}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" {
        "0".into()
    } else {
        s.into()
    }
}

/// Text escaped for XML content and attribute values.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_short() {
        assert_eq!(num(45.0), "45");
        assert_eq!(num(0.5), "0.5");
        assert_eq!(num(2.0 / 3.0), "0.667");
        assert_eq!(num(-0.0001), "0");
    }

    #[test]
    fn files_beyond_z_get_a_number() {
        assert_eq!(file_name(0), "a");
        assert_eq!(file_name(25), "z");
        assert_eq!(file_name(26), "a1");
    }

    #[test]
    fn caption_text_is_escaped() {
        assert_eq!(escape("a<b & \"c\""), "a&lt;b &amp; &quot;c&quot;");
    }
}
