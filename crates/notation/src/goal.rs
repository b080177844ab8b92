//! Goals: what the last move of a play has to reach, shared by every
//! stipulation notation (Popeye's `stipulation` and `sstipulation`,
//! Jacobi's `test` and `set test`) and by the solvers.

use nightrider_board::Square;
use std::fmt;

/// A goal of a stipulation, as in Popeye's goal list.
///
/// A goal is tested after a move: "the move just played reached the goal".
/// The side that just played is the *mover*, the side now to move the
/// *opponent*.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Goal {
    /// `#`: the opponent is checkmated.
    Mate,
    /// `=`: the opponent is stalemated.
    Stalemate,
    /// `==`: both sides are stalemated (the mover would be, if it had to move).
    DoubleStalemate,
    /// `#=`: mate or stalemate.
    MateOrStalemate,
    /// `+`: the opponent is in check.
    Check,
    /// Jacobi's `++`, `+++`, …: the count of checks (at least 2) the move
    /// gives.
    Checks(u8),
    /// `x`: the move captured.
    Capture,
    /// `~`: any move.
    Any,
    /// `00`: the move was castling.
    Castling,
    /// `ep`: the move was an en-passant capture.
    EnPassant,
    /// `z<square>`: the moving piece arrived on the square.
    Target(Square),
    /// `%` (win a piece, "Steingewinn"): the move captured a piece, pawns
    /// included, that did not come back (a Circe rebirth gives it back).
    /// Popeye 4.104: `ser-%1` is solved by `Rd1*d5` of a pawn, not by
    /// the capture of a bishop reborn on c8.
    WinPiece,
    /// `##`: double mate — both sides are checkmated after the move (the
    /// mover may leave its own king attacked to reach it).
    DoubleMate,
    /// `##!`: counter-mate — a side that is checkmated plays a move (leaving
    /// its royal piece attacked) that mates the opponent.
    CounterMate,
    /// `!=`: auto-stalemate — the mover is stalemated (would have no move).
    AutoStalemate,
    /// `!#`: automate — the mover is checkmated by its own move (it may leave
    /// its royal piece attacked to reach it).
    AutoMate,
    /// `ct`: circuit — the moving piece returned to its square in the diagram.
    Circuit,
    /// `<>`: exchange — the moving piece arrived on the diagram square of a
    /// piece of the same side which now stands on the moving piece's diagram square.
    Exchange,
    /// `ctr`: circuit by rebirth.
    CircuitByRebirth,
    /// `<>r`: exchange by rebirth.
    ExchangeByRebirth,
    /// `c81`: the moving piece arrived on the mover's last rank (8th for
    /// White, 1st for Black) — inferred from Popeye's outputs.
    Chess81,
    /// `k<square>` (kiss): the moving piece arrived next to the piece that
    /// stood on the square in the diagram, and is then the only piece next
    /// to it (found by experiment with Popeye: a second neighbour of the
    /// kissed piece, of either side, spoils the kiss).
    Kiss(Square),
    /// `dia` (Jacobi: `pg`): proof game.
    ProofGame,
    /// `a=>b`: a-to-b proof game.
    AToB,
    /// Jacobi's `$`, `$$`, …: the count of mate events.
    MateEvents(u8),
}

/// The goals spelled by a fixed text, longest spelling first where one is
/// the start of another.
const FIXED: [(&str, Goal); 20] = [
    ("##!", Goal::CounterMate),
    ("##", Goal::DoubleMate),
    ("#=", Goal::MateOrStalemate),
    ("#", Goal::Mate),
    ("==", Goal::DoubleStalemate),
    ("=", Goal::Stalemate),
    ("!=", Goal::AutoStalemate),
    ("!#", Goal::AutoMate),
    ("00", Goal::Castling),
    ("%", Goal::WinPiece),
    ("~", Goal::Any),
    ("ep", Goal::EnPassant),
    ("x", Goal::Capture),
    ("ctr", Goal::CircuitByRebirth),
    ("ct", Goal::Circuit),
    ("<>r", Goal::ExchangeByRebirth),
    ("<>", Goal::Exchange),
    ("c81", Goal::Chess81),
    ("dia", Goal::ProofGame),
    ("a=>b", Goal::AToB),
];

impl Goal {
    /// Parses a goal at the start of `s` (lower case); returns it and the
    /// number of bytes it takes.
    ///
    /// ```
    /// use nightrider_notation::Goal;
    /// use nightrider_board::Square;
    /// assert_eq!(Goal::parse_prefix("#2"), Some((Goal::Mate, 1)));
    /// assert_eq!(Goal::parse_prefix("zc84"), Some((Goal::Target(Square::C8), 3)));
    /// assert_eq!(Goal::parse_prefix("++3"), Some((Goal::Checks(2), 2)));
    /// assert_eq!(Goal::parse_prefix("q#2"), None);
    /// ```
    pub fn parse_prefix(s: &str) -> Option<(Goal, usize)> {
        for (text, goal) in FIXED {
            if s.starts_with(text) {
                return Some((goal, text.len()));
            }
        }
        if s.starts_with("pg") {
            return Some((Goal::ProofGame, 2));
        }
        let square_after = |rest: &str| {
            let b = rest.as_bytes();
            if b.len() >= 2 && (b'a'..=b'h').contains(&b[0]) && (b'1'..=b'8').contains(&b[1]) {
                Square::from_ascii(&b[..2])
            } else {
                None
            }
        };
        if let Some(rest) = s.strip_prefix('z') {
            return square_after(rest).map(|sq| (Goal::Target(sq), 3));
        }
        if let Some(rest) = s.strip_prefix('k') {
            return square_after(rest).map(|sq| (Goal::Kiss(sq), 3));
        }
        let count = |c: u8| s.bytes().take_while(|&b| b == c).count();
        match count(b'+') {
            0 => {}
            1 => return Some((Goal::Check, 1)),
            n => return u8::try_from(n).ok().map(|k| (Goal::Checks(k), n)),
        }
        match count(b'$') {
            0 => None,
            n => u8::try_from(n).ok().map(|k| (Goal::MateEvents(k), n)),
        }
    }

    /// Whether the final move may leave the mover's own royal piece attacked.
    pub fn allows_self_check(self) -> bool {
        matches!(self, Goal::DoubleMate | Goal::CounterMate | Goal::AutoMate)
    }

    /// Whether reaching the goal depends on the moves before the last one
    /// (piece identity across the play), so results cannot be cached by
    /// position alone.
    pub fn depends_on_history(self) -> bool {
        matches!(self, Goal::Circuit | Goal::Exchange | Goal::Kiss(_))
    }

    /// The marker Popeye prints after a move reaching the goal (empty for
    /// goals it does not mark: any move `~` (the move shows its check
    /// instead), castling, en passant (the move itself reads `ep.`), kiss,
    /// circuit and exchange).
    pub fn marker(self) -> &'static str {
        match self {
            Goal::Mate => "#",
            Goal::Stalemate => "=",
            Goal::DoubleStalemate => "==",
            Goal::MateOrStalemate => "#=",
            Goal::Check => "+",
            // Jacobi's counted checks, marked by their count (a move gives
            // at most 16 checks)
            Goal::Checks(n) => &"++++++++++++++++"[..usize::from(n).clamp(1, 16)],
            Goal::Capture => "x",
            Goal::Any => "",
            Goal::Castling => "",
            Goal::EnPassant => "",
            Goal::Target(_) => "z",
            Goal::WinPiece => "%",
            Goal::DoubleMate => "##",
            Goal::CounterMate => "##!",
            Goal::AutoStalemate => "!=",
            Goal::AutoMate => "!#",
            Goal::Circuit | Goal::Exchange | Goal::CircuitByRebirth | Goal::ExchangeByRebirth => "",
            Goal::Chess81 => "c81",
            Goal::Kiss(_) => "",
            Goal::ProofGame => "dia",
            Goal::AToB => "a=>b",
            Goal::MateEvents(_) => "",
        }
    }
}

impl fmt::Display for Goal {
    /// The goal as written in a stipulation (`#`, `zc8`, `ka7`, `++`, …).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Goal::Target(s) => write!(f, "z{s}"),
            Goal::Kiss(s) => write!(f, "k{s}"),
            Goal::Checks(n) => f.write_str(&"+".repeat(usize::from(*n))),
            Goal::MateEvents(n) => f.write_str(&"$".repeat(usize::from(*n))),
            Goal::EnPassant => f.write_str("ep"),
            Goal::Castling => f.write_str("00"),
            Goal::Any => f.write_str("~"),
            Goal::Circuit => f.write_str("ct"),
            Goal::Exchange => f.write_str("<>"),
            Goal::CircuitByRebirth => f.write_str("ctr"),
            Goal::ExchangeByRebirth => f.write_str("<>r"),
            g => f.write_str(g.marker()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_goal_reads_back_from_its_spelling() {
        let mut goals: Vec<Goal> = FIXED.iter().map(|&(_, g)| g).collect();
        goals.extend([
            Goal::Check,
            Goal::Checks(2),
            Goal::Checks(5),
            Goal::MateEvents(1),
            Goal::MateEvents(3),
            Goal::Target(Square::H1),
            Goal::Kiss(Square::A8),
        ]);
        for g in goals {
            let text = g.to_string();
            assert_eq!(Goal::parse_prefix(&text), Some((g, text.len())), "{text}");
        }
        assert_eq!(Goal::parse_prefix("pg9"), Some((Goal::ProofGame, 2)));
        for bad in ["", "q", "z", "zi1", "k9", "a=b"] {
            assert_eq!(Goal::parse_prefix(bad), None, "{bad}");
        }
    }
}
