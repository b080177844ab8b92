//! The retro puzzles of CQLi's document as commands: `switcheroo`,
//! `triple-loyd` and `maze`, each printing text or (`--format json`) one
//! JSON document.

use clap::{Args, ValueEnum};
use nightrider::board::{Colour, Position, Square};
use nightrider::retro::puzzles::{maze_with, switcheroo, triple_loyd, MazeResult, MazeRules, Swap};
use serde_json::{json, Value};

/// Output of the puzzle, query and statistics commands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub(crate) enum ReportFormat {
    /// Lines of text.
    #[default]
    Text,
    /// One JSON document.
    Json,
}

/// Whose mate a switcheroo looks for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub(crate) enum Mated {
    /// Black (to move) is checkmated, as in Coakley's puzzles.
    #[default]
    Black,
    /// White (to move) is checkmated.
    White,
    /// Both: a mutual switcheroo (one swap mates Black, another White).
    Both,
}

/// `nightrider switcheroo FEN`.
#[derive(Args, Debug)]
pub(crate) struct SwitcherooArgs {
    /// The position, as FEN (quote it).
    fen: String,
    /// Whose mate the swap must give.
    #[arg(long, value_enum, default_value_t = Mated::Black)]
    mated: Mated,
    /// Text or JSON.
    #[arg(long, value_enum, default_value_t = ReportFormat::Text)]
    format: ReportFormat,
}

/// `nightrider triple-loyd FEN`.
#[derive(Args, Debug)]
pub(crate) struct TripleLoydArgs {
    /// The position without the black king, as FEN (quote it).
    fen: String,
    /// Text or JSON.
    #[arg(long, value_enum, default_value_t = ReportFormat::Text)]
    format: ReportFormat,
}

/// `nightrider maze FEN START`.
#[derive(Args, Debug)]
pub(crate) struct MazeArgs {
    /// The maze, as FEN (quote it).
    fen: String,
    /// The square of the piece that walks the maze.
    start: String,
    /// The square to reach (CQLi's `End` tag); default: capture the
    /// opponent's king.
    #[arg(long)]
    end: Option<String>,
    /// In a pawn maze, allow promotion to a queen.
    #[arg(long)]
    queen_promotion: bool,
    /// Text or JSON.
    #[arg(long, value_enum, default_value_t = ReportFormat::Text)]
    format: ReportFormat,
}

/// A FEN as a board for the puzzles: the puzzles judge legality and
/// reachability themselves.
fn position(fen: &str) -> Result<Position, String> {
    let setup = nightrider::notation::fen::parse_fen(fen).map_err(|e| e.to_string())?;
    Ok(setup.to_position_unchecked())
}

/// The reasons a swap's position is unreachable, each as a sentence.
fn reasons(swap: &Swap) -> Vec<String> {
    swap.analysis
        .reachability
        .iter()
        .map(|r| r.to_string())
        .collect()
}

/// The solutions and tries of one side's switcheroo.
struct Found {
    mated: Colour,
    solutions: Vec<Swap>,
    tries: Vec<Swap>,
}

/// Runs `nightrider switcheroo`: the text or JSON to print.
pub(crate) fn run_switcheroo(args: &SwitcherooArgs) -> Result<String, String> {
    let pos = position(&args.fen)?;
    let sides: &[Colour] = match args.mated {
        Mated::Black => &[Colour::Black],
        Mated::White => &[Colour::White],
        Mated::Both => &[Colour::Black, Colour::White],
    };
    let mut found = Vec::new();
    for &mated in sides {
        let (solutions, tries) = switcheroo(&pos, mated).map_err(|e| e.to_string())?;
        found.push(Found {
            mated,
            solutions,
            tries,
        });
    }
    Ok(match args.format {
        ReportFormat::Text => switcheroo_text(&found),
        ReportFormat::Json => {
            let sides: Vec<Value> = found
                .iter()
                .map(|f| {
                    let swaps = |v: &[Swap], with_reasons: bool| -> Vec<Value> {
                        v.iter()
                            .map(|s| {
                                let mut o = json!({
                                    "swap": s.label,
                                    "squares": [s.squares.0.to_string(), s.squares.1.to_string()],
                                });
                                if with_reasons {
                                    o["unreachable"] = json!(reasons(s));
                                }
                                o
                            })
                            .collect()
                    };
                    json!({
                        "mated": colour_name(f.mated),
                        "solutions": swaps(&f.solutions, false),
                        "tries": swaps(&f.tries, true),
                    })
                })
                .collect();
            json_text(&json!({ "fen": args.fen, "switcheroos": sides }))
        }
    })
}

/// CQLi's comments: `Solutions: …`, then each try with its reasons.
fn switcheroo_text(found: &[Found]) -> String {
    let mut out = String::new();
    for f in found {
        let names: Vec<&str> = f.solutions.iter().map(|s| s.label.as_str()).collect();
        let who = if found.len() > 1 {
            format!("{} mated: ", colour_name(f.mated))
        } else {
            String::new()
        };
        out += &format!(
            "{who}Solutions: {}\n",
            if names.is_empty() {
                "none".to_string()
            } else {
                names.join(", ")
            }
        );
        if f.tries.is_empty() {
            out += &format!("{who}Tries: none\n");
        } else {
            out += &format!("{who}Tries:\n");
            for t in &f.tries {
                out += &format!(
                    "  {}?: <Unreachable position: {}>\n",
                    t.label,
                    reasons(t).join("; ")
                );
            }
        }
    }
    out
}

/// Runs `nightrider triple-loyd`: the text or JSON to print.
pub(crate) fn run_triple_loyd(args: &TripleLoydArgs) -> Result<String, String> {
    let pos = position(&args.fen)?;
    if pos.royal_square(Colour::Black).is_some() {
        return Err("a Triple Loyd places the black king: the FEN must have none".to_string());
    }
    let (mates, stalemates, mates_in_1) = triple_loyd(&pos).map_err(|e| e.to_string())?;
    let mut unsound = Vec::new();
    if mates.len() > 1 {
        unsound.push("multiple checkmates".to_string());
    }
    if stalemates.len() > 1 {
        unsound.push("multiple stalemates".to_string());
    }
    if mates_in_1.len() > 1 {
        unsound.push("multiple mate in 1s".to_string());
    }
    let reused: Vec<Square> = stalemates
        .iter()
        .copied()
        .filter(|s| mates_in_1.contains(s))
        .collect();
    if !reused.is_empty() {
        unsound.push(format!("squares {} reused", squares(&reused)));
    }
    Ok(match args.format {
        ReportFormat::Text => {
            let mut out = format!(
                "Triple Loyd: {} (mate), {} (stalemate), {} (#1)\n",
                squares(&mates),
                squares(&stalemates),
                squares(&mates_in_1)
            );
            if !unsound.is_empty() {
                out += &format!("Unsound: {}\n", unsound.join(", "));
            }
            out
        }
        ReportFormat::Json => json_text(&json!({
            "fen": args.fen,
            "mate": square_names(&mates),
            "stalemate": square_names(&stalemates),
            "mate_in_1": square_names(&mates_in_1),
            "sound": unsound.is_empty(),
            "unsound": unsound,
        })),
    })
}

/// Runs `nightrider maze`: the text or JSON to print.
pub(crate) fn run_maze(args: &MazeArgs) -> Result<String, String> {
    let pos = position(&args.fen)?;
    let start: Square = args
        .start
        .parse()
        .map_err(|_| format!("not a square: '{}'", args.start))?;
    let piece = pos
        .piece_at(start)
        .ok_or_else(|| format!("no piece on {start}"))?;
    let end = match &args.end {
        Some(text) => Some(
            text.parse::<Square>()
                .map_err(|_| format!("not a square: '{text}'"))?,
        ),
        None => None,
    };
    if end.is_none() && pos.royal_square(!piece.colour).is_none() {
        return Err(format!(
            "the maze has no king for the piece on {start} to reach (give --end)"
        ));
    }
    let rules = MazeRules {
        end,
        queen_promotion: args.queen_promotion,
    };
    let result = maze_with(&pos, start, &rules).map_err(|e| e.to_string())?;
    Ok(match (args.format, result) {
        (ReportFormat::Text, Some(r)) => format!(
            "Shortest path: {}\nUnique paths: {}\nPath: {}\n",
            r.length,
            r.paths,
            r.notation()
        ),
        (ReportFormat::Text, None) => "No path\n".to_string(),
        (ReportFormat::Json, r) => json_text(&json!({
            "fen": args.fen,
            "start": start.to_string(),
            "end": end.map(|s| s.to_string()),
            "length": r.as_ref().map(|r| r.length),
            "paths": r.as_ref().map(|r| r.paths),
            "path": r.as_ref().map(MazeResult::notation),
            "squares": r.as_ref().map(|r| r.path.iter().map(|s| s.square.to_string()).collect::<Vec<_>>()),
        })),
    })
}

fn colour_name(c: Colour) -> &'static str {
    match c {
        Colour::White => "white",
        Colour::Black => "black",
    }
}

/// `e3 h1`, or `none`.
fn squares(v: &[Square]) -> String {
    if v.is_empty() {
        return "none".to_string();
    }
    square_names(v).join(" ")
}

fn square_names(v: &[Square]) -> Vec<String> {
    v.iter().map(Square::to_string).collect()
}

/// A JSON document on one line, with its newline.
pub(crate) fn json_text(value: &Value) -> String {
    let mut text = value.to_string();
    text.push('\n');
    text
}
