//! FEN and EPD lists.

use nightrider_board::Colour;
use nightrider_games::read_epd;

#[test]
fn epd_operations_become_tags() {
    let list = "\
# a comment line
r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - bm Qxf7#; id \"Scholar\";

rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 hmvc 0; fmvn 1; c0 \"semi; colon\";
";
    let entries = read_epd(list);
    assert_eq!(entries.len(), 2);
    let a = entries[0].as_ref().unwrap();
    assert_eq!(a.line, 2);
    assert_eq!(a.tag("bm"), Some("Qxf7#"));
    assert_eq!(a.tag("id"), Some("Scholar"));
    assert_eq!(a.position.side_to_move(), Colour::White);
    let b = entries[1].as_ref().unwrap();
    assert_eq!(b.line, 4);
    assert_eq!(b.tag("c0"), Some("semi; colon"));
    assert_eq!(b.position.fullmove_number(), 1);
    assert_eq!(
        b.position.to_string(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    );
}

#[test]
fn fen_lines_with_counters() {
    let entries = read_epd("8/8/8/4k3/8/8/8/4K2R w K - 12 40\n");
    let e = entries[0].as_ref().unwrap();
    assert_eq!(e.position.fullmove_number(), 40);
    assert_eq!(e.position.halfmove_clock(), 12);
    assert!(e.tags.is_empty());
    // hmvc and fmvn set the counters of an EPD record.
    let e = read_epd("8/8/8/4k3/8/8/8/4K2R w K - hmvc 3; fmvn 17;\n")
        .remove(0)
        .unwrap();
    assert_eq!(
        (e.position.halfmove_clock(), e.position.fullmove_number()),
        (3, 17)
    );
}

#[test]
fn bad_lines_are_named_and_the_rest_is_read() {
    let list = "\
8/8/8/4k3/8/8/8/4K3 w - -
8/8/8/4k3/8/8/8/4K3 w - - id \"unterminated;
8/8/8/4k3/8/8/8/9 w - -
8/8/8/8/8/8/8/4K3 w - -
8/8/8/4k3/8/8/8/4K3 w - - 9bad op;
4k3/8/8/8/8/8/8/4K3 b - - id \"last\";
";
    let entries = read_epd(list);
    assert_eq!(entries.len(), 6);
    assert!(entries[0].is_ok());
    for (i, line) in [(1, 2), (2, 3), (3, 4), (4, 5)] {
        let e = entries[i].as_ref().unwrap_err();
        assert_eq!(e.line, line);
        assert!(e.to_string().contains(&format!("line {line}")));
    }
    // No black king: refused as a position.
    assert!(entries[3].as_ref().unwrap_err().reason.contains("king"));
    assert_eq!(entries[5].as_ref().unwrap().tag("id"), Some("last"));
}
