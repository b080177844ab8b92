//! Popeye's output format: the diagram box, the stipulation and piece-count
//! line, centred header and condition lines, and move notation.
//!
//! Piece codes depend on the output language and on the piece catalogue, so
//! every function takes a `code` callback giving the upper-case code of a
//! piece kind (`"S"` for the knight in English and German output, `"GN"` for
//! a grasshopper-nightrider, …).
//!
//! ```
//! use nightrider_board::{Position, PieceKind};
//! use nightrider_notation::output::{write_board, orthodox_code};
//! let text = write_board(Position::startpos().board(), &orthodox_code);
//! assert!(text.contains("8  -R  -S  -B  -Q  -K  -B  -S  -R   8"));
//! ```

use nightrider_board::{Bitboard, Colour, Move, Piece, PieceKind, Position, Special, Square};
use std::fmt::Write as _;

/// Width of the diagram box, the column that centred lines are centred on.
pub const BOARD_WIDTH: usize = 37;

/// Upper-case English Popeye code of an orthodox kind (`S` for the knight),
/// and `?` for anything else; a stand-in until the catalogue provides codes.
pub fn orthodox_code(kind: PieceKind) -> String {
    match kind {
        PieceKind::KING => "K",
        PieceKind::QUEEN => "Q",
        PieceKind::ROOK => "R",
        PieceKind::BISHOP => "B",
        PieceKind::KNIGHT => "S",
        PieceKind::PAWN => "P",
        _ => "?",
    }
    .to_string()
}

/// A piece code in upper case, a braced piece (`{Siege-Engine}`, see
/// [`crate::popeye::PieceCode`]) as it is.
fn upper(code: &str) -> String {
    if code.starts_with('{') {
        code.to_string()
    } else {
        code.to_ascii_uppercase()
    }
}

/// `text` centred on the diagram's width, as Popeye centres author, origin,
/// title and condition lines (longer lines are not indented).
pub fn centred(text: &str) -> String {
    let len = text.chars().count();
    let pad = BOARD_WIDTH.saturating_sub(len) / 2;
    format!("{}{}", " ".repeat(pad), text)
}

/// The diagram box: file letters, ranks 8 to 1, white pieces by their
/// code, black ones prefixed with `-`, neutral ones with `=`. A hunter
/// (code `X/Y`) is printed as Popeye does: `X/` on the rank's line, the
/// `/` in the next square's first column, and `Y` on the line below, ending
/// in the same column as `X`. Braced pieces (nightrider's input extension,
/// `{Siege-Engine}`) are too wide for a square: each kind is shown as
/// `{1}`, `{2}`, … in order of appearance, and a line under the box says
/// which piece each stands for (`{1} = {Siege-Engine}`).
pub fn write_board(board: &[Option<Piece>; 64], code: &dyn Fn(PieceKind) -> String) -> String {
    write_board_with_lines(board, code, Bitboard::EMPTY, Bitboard::EMPTY)
}

/// The diagram box of [`write_board`] with lines between squares, as
/// Popeye draws a grid: a `|` on the left edge of each square of `left`,
/// and `---` under each square of `lower` (on the line between its rank
/// and the next one down; the first rank's lower edge is the frame). A
/// square holding a hunter gets no line on its left.
///
/// ```
/// use nightrider_board::{Bitboard, Square};
/// use nightrider_notation::output::write_board_with_lines;
/// let text = write_board_with_lines(
///     &[None; 64],
///     &|_| String::new(),
///     Bitboard::from_square(Square::B8),
///     Bitboard::from_square(Square::A8),
/// );
/// assert!(text.contains("\n8   . | .   .   .   .   .   .   .   8\n|  ---    "));
/// ```
pub fn write_board_with_lines(
    board: &[Option<Piece>; 64],
    code: &dyn Fn(PieceKind) -> String,
    left: Bitboard,
    lower: Bitboard,
) -> String {
    let mut s = String::with_capacity(800);
    let mut braced: Vec<String> = Vec::new();
    s.push_str("+---a---b---c---d---e---f---g---h---+\n");
    s.push_str("|                                   |\n");
    for y in (0..8).rev() {
        let mut line = format!("{}", y + 1);
        let mut below = String::from("|");
        let mut lines_below = Vec::new();
        for x in 0..8 {
            let cell = match board[(y * 8 + x) as usize] {
                None => ".".to_string(),
                Some(p) => {
                    let prefix = if p.is_neutral() {
                        "="
                    } else if p.colour == Colour::Black {
                        "-"
                    } else {
                        ""
                    };
                    let c = code(p.kind);
                    if c.starts_with('{') {
                        let i = braced.iter().position(|b| *b == c).unwrap_or_else(|| {
                            braced.push(c);
                            braced.len() - 1
                        });
                        format!("{prefix}{{{}}}", i + 1)
                    } else {
                        format!("{prefix}{}", c.to_ascii_uppercase())
                    }
                }
            };
            let (first, second) = match cell.split_once('/') {
                Some((a, b)) => (a, Some(b)),
                None => (cell.as_str(), None),
            };
            let sq = Square::new((y * 8 + x) as u8).expect("on the board");
            if line.ends_with('/') {
                // (the previous hunter's `/` took this square's first column)
                let _ = write!(line, "{first:>3}");
            } else if left.contains(sq) && first.len() <= 2 {
                let _ = write!(line, " |{first:>2}");
            } else {
                let _ = write!(line, "{first:>4}");
            }
            let _ = write!(below, "{:>4}", second.unwrap_or(""));
            if second.is_none() && y > 0 && lower.contains(sq) {
                lines_below.push(x as usize);
            }
            if second.is_some() {
                line.push('/');
            }
        }
        if line.ends_with('/') {
            let _ = writeln!(line, "  {}", y + 1);
        } else {
            let _ = writeln!(line, "   {}", y + 1);
        }
        s.push_str(&line);
        let _ = writeln!(below, "   |");
        // a line under a square spans its column and one on either side
        for x in lines_below {
            below.replace_range(4 * x + 3..4 * x + 6, "---");
        }
        s.push_str(&below);
    }
    s.push_str("+---a---b---c---d---e---f---g---h---+\n");
    for (i, c) in braced.iter().enumerate() {
        let _ = writeln!(s, "{{{}}} = {c}", i + 1);
    }
    s
}

/// The diagram box with a number on each square instead of a piece (a1 is
/// `numbers[0]`, h8 `numbers[63]`): Popeye's drawing of the grid's cells
/// with option WriteGrid.
///
/// ```
/// use nightrider_notation::output::write_numbers;
/// let text = write_numbers(&[7; 64]);
/// assert!(text.contains("\n8   7   7   7   7   7   7   7   7   8\n"));
/// ```
pub fn write_numbers(numbers: &[u8; 64]) -> String {
    let mut s = String::with_capacity(800);
    s.push_str("+---a---b---c---d---e---f---g---h---+\n");
    s.push_str("|                                   |\n");
    for y in (0..8).rev() {
        let _ = write!(s, "{}", y + 1);
        for x in 0..8 {
            let _ = write!(s, "{:>4}", numbers[y * 8 + x]);
        }
        let _ = writeln!(s, "   {}", y + 1);
        s.push_str("|                                   |\n");
    }
    s.push_str("+---a---b---c---d---e---f---g---h---+\n");
    s
}

/// The line under the board: the stipulation on the left, the piece count
/// (`white + black`, `+ Nn` for neutral pieces) on the right.
pub fn stipulation_line(stipulation: &str, board: &[Option<Piece>; 64]) -> String {
    let (mut white, mut black, mut neutral) = (0, 0, 0);
    for p in board.iter().flatten() {
        if p.is_neutral() {
            neutral += 1;
        } else if p.colour == Colour::White {
            white += 1;
        } else {
            black += 1;
        }
    }
    let mut count = format!("{white} + {black}");
    if neutral > 0 {
        let _ = write!(count, " + {neutral}n");
    }
    let left = format!("  {stipulation}");
    let width = BOARD_WIDTH - 2;
    let gap = width.saturating_sub(left.len() + count.len()).max(1);
    format!("{left}{}{count}", " ".repeat(gap))
}

/// The body of a move as Popeye prints it, without number, check or mate
/// marks: `Sg1-f3`, `e5*d6 ep.`, `0-0-0`, `a7-a8=Q`, `Ke4*f3`. `pos` is the
/// position before the move.
pub fn move_text(pos: &Position, mv: &Move, code: &dyn Fn(PieceKind) -> String) -> String {
    match mv.special {
        Special::Null => return "null".to_string(),
        Special::Castle { rook_from, .. } => {
            let castling = if rook_from.x() > mv.from.x() {
                "0-0"
            } else {
                "0-0-0"
            };
            // (a castling that captures, Make&TakeChess: `0-0*e6`)
            return match mv.captures.into_iter().next() {
                Some(victim) => format!("{castling}*{victim}"),
                None => castling.to_string(),
            };
        }
        _ => {}
    }
    let mut s = String::new();
    if let Some(p) = pos.piece_at(mv.from) {
        if p.kind != PieceKind::PAWN {
            s.push_str(&upper(&code(p.kind)));
        }
    }
    let capture_elsewhere = mv.captures.any() && !mv.captures.contains(mv.to);
    let sep = if mv.special == Special::Swap {
        "<->"
    } else if mv.captures.contains(mv.to) || (capture_elsewhere && mv.special == Special::EnPassant)
    {
        "*"
    } else {
        "-"
    };
    let _ = write!(s, "{}{sep}{}", mv.from, mv.to);
    if let Some(kind) = mv.promotion {
        let _ = write!(s, "={}", upper(&code(kind)));
    }
    if mv.special == Special::EnPassant {
        s.push_str(" ep.");
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use nightrider_board::Square;

    #[test]
    fn board_box_matches_popeye() {
        let text = write_board(Position::startpos().board(), &orthodox_code);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 19);
        assert_eq!(lines[2], "8  -R  -S  -B  -Q  -K  -B  -S  -R   8");
        assert_eq!(lines[4], "7  -P  -P  -P  -P  -P  -P  -P  -P   7");
        assert_eq!(lines[6], "6   .   .   .   .   .   .   .   .   6");
        assert_eq!(lines[16], "1   R   S   B   Q   K   B   S   R   1");
    }

    #[test]
    fn hunters_print_on_two_lines_as_in_popeye() {
        // (Popeye 4.104: `pieces white ro/weh4 black s/bg4`)
        let ro_we = PieceKind(900);
        let s_b = PieceKind(901);
        let code = |k: PieceKind| match k {
            k if k == ro_we => "RO/WE".to_string(),
            k if k == s_b => "S/B".to_string(),
            k => orthodox_code(k),
        };
        let mut b = [None; 64];
        b[Square::H4.idx()] = Some(Piece::new(ro_we, Colour::White));
        b[Square::G4.idx()] = Some(Piece::new(s_b, Colour::Black));
        b[Square::A4.idx()] = Some(Piece::new(PieceKind::QUEEN, Colour::Black));
        let text = write_board(&b, &code);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[10], "4  -Q   .   .   .   .   .  -S/ RO/  4");
        assert_eq!(lines[11], "|                           B  WE   |");
        assert_eq!(lines[12], "3   .   .   .   .   .   .   .   .   3");
        assert_eq!(lines[13], "|                                   |");
    }

    #[test]
    fn stipulation_line_matches_popeye() {
        let pos = Position::startpos();
        assert_eq!(
            stipulation_line("dia10.5", pos.board()),
            "  dia10.5                   16 + 16"
        );
        let mut b = [None; 64];
        b[0] = Some(Piece::new(PieceKind::KING, Colour::White));
        b[1] = Some(Piece::new(PieceKind::KING, Colour::Black));
        assert_eq!(
            stipulation_line("~1", &b),
            "  ~1                          1 + 1"
        );
    }

    #[test]
    fn moves() {
        let pos = Position::startpos();
        assert_eq!(
            move_text(&pos, &Move::quiet(Square::G1, Square::F3), &orthodox_code),
            "Sg1-f3"
        );
        assert_eq!(
            move_text(&pos, &Move::quiet(Square::E2, Square::E4), &orthodox_code),
            "e2-e4"
        );
        let ep = Move {
            captures: nightrider_board::Bitboard::from_square(Square::D5),
            ..Move::quiet(Square::E5, Square::D6).with_special(Special::EnPassant)
        };
        let mut p2 = Position::empty();
        p2.put(Square::E5, Piece::new(PieceKind::PAWN, Colour::White));
        assert_eq!(move_text(&p2, &ep, &orthodox_code), "e5*d6 ep.");
        let promo = Move::capture(Square::E5, Square::D6).promoting(PieceKind::QUEEN);
        assert_eq!(move_text(&p2, &promo, &orthodox_code), "e5*d6=Q");
    }
}
