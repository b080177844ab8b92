//! Popeye's output words in the input's language: twin descriptions
//! (`Drehung 90`, `miroir a1<-->h1`, `sBc5`, `+nPc5`), the continued twin
//! (`ferner`, `enplus`), attribute letters in moves (German royal `k`,
//! French half-neutral `dn`), colour letters in rebirths (`[+sTa8]`,
//! `[+nTa8]`) and the attribute lines under the diagram (`Koeniglich c1`,
//! `Royale c1`), in Popeye's order; the messages of options that do not
//! apply (`NachSchluessel nicht anwendbar - ignoriert`, `Option "menace"
//! pas applicable …`); who moves first in a proof game (`=> (Schwarz
//! ->)`). Each `tests/data/language/*.inp` is
//! solved by the command line and compared with Popeye 4.104's output
//! (`*.out`, `py -regression`): the same lines, moves of one twin in any
//! order (Popeye's move order is its own).

mod common;

use common::comparable;

use std::path::Path;

#[test]
fn german_and_french_output_words_are_popeyes() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/language");
    let mut checked = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "inp") {
            continue;
        }
        let input = std::fs::read_to_string(&path).unwrap();
        let expected = std::fs::read_to_string(path.with_extension("out")).unwrap();
        let name = path.file_name().unwrap().to_str().unwrap();
        let got = common::run_cli(&input, name);
        assert_eq!(
            comparable(&got),
            comparable(&expected),
            "{name}: nightrider printed\n{got}"
        );
        checked += 1;
    }
    assert_eq!(checked, 10);
}
