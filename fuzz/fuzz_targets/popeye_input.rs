//! Popeye input: never panics; the problems that parse print to input that
//! parses without errors, and, where no input error was read past (no
//! warnings), to the same syntax trees. (Input read past an error can
//! leave a tree no text writes: a twin ended by a skipped word, followed
//! by a command the twin would otherwise take.)
#![no_main]

use libfuzzer_sys::fuzz_target;
use nightrider_notation::popeye::{parse_input, print_problems};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let parsed = parse_input(text);
    let printed = print_problems(&parsed.problems);
    let again = parse_input(&printed);
    assert!(again.errors.is_empty(), "{printed}\n{:?}", again.errors);
    if parsed.warnings.is_empty() {
        assert_eq!(again.problems, parsed.problems, "{printed}");
    }
});
