//! Fairy-FEN: never panics; whatever parses prints back byte for byte.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nightrider_notation::ffen::parse_ffen;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(diagram) = parse_ffen(text) {
        assert_eq!(diagram.to_string(), text);
    }
});
