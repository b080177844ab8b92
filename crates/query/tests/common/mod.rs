//! What the query tests share.

/// The FEN with the colours swapped and the board mirrored top to bottom:
/// the same position seen from the other side (castling rights swap case,
/// an en-passant square moves to the mirrored rank).
pub fn flip_colours(fen: &str) -> String {
    let fields: Vec<&str> = fen.split(' ').collect();
    let swap = |s: &str| -> String {
        s.chars()
            .map(|c| {
                if c.is_ascii_uppercase() {
                    c.to_ascii_lowercase()
                } else {
                    c.to_ascii_uppercase()
                }
            })
            .collect()
    };
    let board: Vec<String> = fields[0].split('/').rev().map(swap).collect();
    let side = if fields.get(1) == Some(&"w") {
        "b"
    } else {
        "w"
    };
    let castling = fields.get(2).map_or("-".to_string(), |c| swap(c));
    let en_passant = match fields.get(3).map(|e| e.as_bytes()) {
        Some([file, rank]) if rank.is_ascii_digit() => {
            format!("{}{}", *file as char, (b'1' + b'8' - rank) as char)
        }
        _ => "-".to_string(),
    };
    format!(
        "{} {side} {castling} {en_passant} {} {}",
        board.join("/"),
        fields.get(4).unwrap_or(&"0"),
        fields.get(5).unwrap_or(&"1")
    )
}
