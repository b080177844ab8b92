//! `nightrider inspect FEN`: every query of `nightrider-query` about one
//! position (GBR code, checks, pins, material, evaluation, the mating
//! patterns it shows) and, with `--square`, who attacks that square.

use crate::puzzles::{json_text, ReportFormat};
use clap::Args;
use nightrider::board::{Bitboard, Colour, Position, Square};
use nightrider::query::{attackers, eval, summarise, QueryError};
use serde_json::{json, Value};

/// `nightrider inspect FEN [--square SQ]`.
#[derive(Args, Debug)]
pub(crate) struct InspectArgs {
    /// The position, as FEN (quote it).
    fen: String,
    /// Also list the attackers of this square: direct, through batteries,
    /// despite pins (CQLi's effective attackers).
    #[arg(long)]
    square: Option<String>,
    /// Text or JSON.
    #[arg(long, value_enum, default_value_t = ReportFormat::Text)]
    format: ReportFormat,
}

/// The attackers of one square, by kind of attack.
struct Attackers {
    square: Square,
    sets: Vec<(&'static str, Bitboard)>,
}

fn attackers_of(pos: &Position, square: Square) -> Result<Attackers, QueryError> {
    Ok(Attackers {
        square,
        sets: vec![
            ("direct", attackers::direct_attackers(pos, square)?),
            ("battery", attackers::battery_attackers(pos, square)?),
            (
                "battery-dichromatic",
                attackers::battery_attackers_dichromatic(pos, square)?,
            ),
            ("non-pinned", attackers::nonpinned_attackers(pos, square)?),
            ("effective", attackers::effective_attackers(pos, square)?),
            (
                "effective-dichromatic",
                attackers::effective_attackers_dichromatic(pos, square)?,
            ),
        ],
    })
}

/// Runs `nightrider inspect`: the text or JSON to print.
pub(crate) fn run_inspect(args: &InspectArgs) -> Result<String, String> {
    let setup = nightrider::notation::fen::parse_fen(&args.fen).map_err(|e| e.to_string())?;
    let pos = setup.to_position_unchecked();
    let square = match &args.square {
        Some(text) => Some(
            text.parse::<Square>()
                .map_err(|_| format!("not a square: '{text}'"))?,
        ),
        None => None,
    };
    let summary = summarise(&pos).map_err(|e| e.to_string())?;
    let pins = attackers::pins(&pos).map_err(|e| e.to_string())?;
    let attacked = match square {
        Some(sq) => Some(attackers_of(&pos, sq).map_err(|e| e.to_string())?),
        None => None,
    };
    let e = &summary.evaluation;
    Ok(match args.format {
        ReportFormat::Text => {
            let mut out = String::new();
            out += &format!(
                "GBR code: {}\n",
                summary.extended_gbr.as_deref().unwrap_or(&summary.gbr)
            );
            out += &format!(
                "{} to move: {}\n",
                colour_name(pos.side_to_move()),
                if summary.mate {
                    "checkmated".to_string()
                } else if summary.stalemate {
                    "stalemated".to_string()
                } else if summary.checkers.any() {
                    format!("in check from {}", pieces(&pos, summary.checkers))
                } else {
                    "not in check".to_string()
                }
            );
            if !pins.is_empty() {
                let list: Vec<String> = pins
                    .iter()
                    .map(|p| {
                        format!(
                            "{} by {} to {}",
                            piece(&pos, p.pinned),
                            piece(&pos, p.pinner),
                            piece(&pos, p.king)
                        )
                    })
                    .collect();
                out += &format!("Pins: {}\n", list.join(", "));
            }
            out += &format!(
                "Insufficient mating material: {}\n",
                if summary.insufficient_material {
                    "yes"
                } else {
                    "no"
                }
            );
            out += &format!(
                "Evaluation: {} (power {}-{}, mobility {}-{}); with pawn structure {} \
                 (doubled {}-{}, isolated {}-{}, backward {}-{})\n",
                eval::tenths(e.simple),
                e.power[0],
                e.power[1],
                e.mobility[0],
                e.mobility[1],
                eval::tenths(e.full),
                e.doubled[0],
                e.doubled[1],
                e.isolated[0],
                e.isolated[1],
                e.backward[0],
                e.backward[1],
            );
            if !summary.patterns.is_empty() {
                out += &format!("Mating patterns: {}\n", summary.patterns.join(", "));
            }
            if let Some(a) = &attacked {
                out += &format!("Attackers of {}:\n", a.square);
                for (name, set) in &a.sets {
                    out += &format!("  {name}: {}\n", pieces(&pos, *set));
                }
            }
            out
        }
        ReportFormat::Json => {
            let mut doc = json!({
                "fen": args.fen,
                "gbr": summary.gbr,
                "extended_gbr": summary.extended_gbr,
                "side_to_move": colour_name(pos.side_to_move()),
                "checkers": square_list(summary.checkers),
                "mate": summary.mate,
                "stalemate": summary.stalemate,
                "insufficient_material": summary.insufficient_material,
                "repetition_key": format!("{:016x}", summary.repetition_key),
                "pins": pins.iter().map(|p| json!({
                    "pinned": p.pinned.to_string(),
                    "pinner": p.pinner.to_string(),
                    "king": p.king.to_string(),
                    "line": square_list(p.line),
                })).collect::<Vec<_>>(),
                "evaluation": {
                    "simple": e.simple,
                    "full": e.full,
                    "power": e.power,
                    "mobility": e.mobility,
                    "doubled": e.doubled,
                    "isolated": e.isolated,
                    "backward": e.backward,
                },
                "patterns": summary.patterns,
            });
            if let Some(a) = &attacked {
                let mut sets = serde_json::Map::new();
                for (name, set) in &a.sets {
                    sets.insert((*name).to_string(), square_list(*set));
                }
                doc["attackers"] = json!({ "square": a.square.to_string(), "by": sets });
            }
            json_text(&doc)
        }
    })
}

fn colour_name(c: Colour) -> &'static str {
    match c {
        Colour::White => "White",
        Colour::Black => "Black",
    }
}

/// `Qd8` for White, `qd8` for Black (CQLi's way).
fn piece(pos: &Position, sq: Square) -> String {
    match pos.piece_at(sq) {
        Some(p) => {
            let c = p.kind.orthodox_letter().unwrap_or('?');
            let c = if p.colour == Colour::Black {
                c.to_ascii_lowercase()
            } else {
                c
            };
            format!("{c}{sq}")
        }
        None => sq.to_string(),
    }
}

/// The pieces on `set`, or `none`.
fn pieces(pos: &Position, set: Bitboard) -> String {
    if set.is_empty() {
        return "none".to_string();
    }
    set.into_iter()
        .map(|sq| piece(pos, sq))
        .collect::<Vec<_>>()
        .join(" ")
}

fn square_list(set: Bitboard) -> Value {
    Value::from(set.into_iter().map(|s| s.to_string()).collect::<Vec<_>>())
}
