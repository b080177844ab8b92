//! FEN: never panics; whatever parses prints to a FEN that parses to the same setup.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nightrider_notation::fen::{parse_fen, to_fen};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(setup) = parse_fen(text) {
        let printed = to_fen(&setup);
        assert_eq!(parse_fen(&printed).as_ref(), Ok(&setup), "{printed}");
    }
});
