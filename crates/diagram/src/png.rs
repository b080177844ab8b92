//! An SVG diagram rasterised to PNG by resvg, with the bundled font
//! (`assets/fonts`, DejaVu Sans Bold) for letters, numbers and captions,
//! so that the picture does not depend on the fonts of the machine.

use resvg::{tiny_skia, usvg};

/// The font letters, numbers and captions are drawn with.
const FONT: &[u8] = include_bytes!("../assets/fonts/DejaVuSans-Bold.ttf");

/// Why an SVG document could not be rasterised.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PngError {
    /// The document is not SVG resvg reads.
    #[error("not a valid SVG document: {0}")]
    Svg(#[from] usvg::Error),
    /// The picture has no pixels, or too many to allocate.
    #[error("a picture of {width}×{height} pixels cannot be drawn")]
    Size {
        /// Width in pixels.
        width: u32,
        /// Height in pixels.
        height: u32,
    },
    /// The PNG encoder failed.
    #[error("PNG encoding failed: {0}")]
    Encode(String),
}

/// `svg` (as [`to_svg`](crate::to_svg) writes it, or any SVG document)
/// as a PNG image, `zoom` times its size in pixels.
///
/// # Errors
/// [`PngError`] if the document does not parse, is empty or too large,
/// or the encoder fails.
pub fn to_png(svg: &str, zoom: f32) -> Result<Vec<u8>, PngError> {
    let mut options = usvg::Options {
        font_family: "DejaVu Sans".into(),
        ..usvg::Options::default()
    };
    options.fontdb_mut().load_font_data(FONT.to_vec());
    let tree = usvg::Tree::from_str(svg, &options)?;
    let size = tree.size().to_int_size().scale_by(zoom);
    let (width, height) = size.map_or((0, 0), |s| (s.width(), s.height()));
    let mut pixmap = size
        .and_then(|s| tiny_skia::Pixmap::new(s.width(), s.height()))
        .ok_or(PngError::Size { width, height })?;
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(zoom, zoom),
        &mut pixmap.as_mut(),
    );
    pixmap
        .encode_png()
        .map_err(|e| PngError::Encode(e.to_string()))
}
