//! `nightrider query NAME FILES…` and `nightrider stats FILES…`: the
//! position queries and game statistics of CQLi's document over PGN files
//! and FEN/EPD lists.
//!
//! A file is read as PGN if its name ends in `.pgn`, as a FEN/EPD list if
//! it ends in `.epd`, `.fen` or `.txt`, and otherwise (standard input too)
//! as a list if the first word of its first non-blank line holds a `/` (a
//! FEN board), else as PGN. A game or line that cannot be read is reported (with the game and
//! move, or the line) and the rest is read on; the exit code is then 1.

use crate::puzzles::{json_text, ReportFormat};
use clap::Args;
use nightrider::games::collection::{run_files, run_reader};
use nightrider::games::san::to_san;
use nightrider::games::search::{mutual_switcheroo, unique_mate_key};
use nightrider::games::stats::CollectionStats;
use nightrider::games::{
    find_positions, mate_puzzles, mutual_switcheroos, read_epd, GameError, RunOptions,
};
use nightrider::query::{queries, query, Pattern};
use serde_json::json;
use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// `nightrider query NAME [FILES…]`.
#[derive(Args, Debug)]
pub(crate) struct QueryArgs {
    /// What to look for: a predicate (`mate`, `check`, …), a mating
    /// pattern (`anastasia`, `boden`, …), `mate-in-N` (positions where the
    /// side to move has exactly one first move that mates in N, and no
    /// shorter mate) or `mutual-switcheroo`; `--list` lists them all.
    #[arg(required_unless_present = "list")]
    name: Option<String>,
    /// PGN files or FEN/EPD lists (standard input when none and no --fen).
    files: Vec<PathBuf>,
    /// A position to ask about, as FEN (repeatable).
    #[arg(long)]
    fen: Vec<String>,
    /// Lists the names with what each asks.
    #[arg(long)]
    list: bool,
    /// With `mate-in-N` over games: only positions where the game did not
    /// play the mating move.
    #[arg(long)]
    unplayed: bool,
    /// Worker threads (default: all cores); the output is the same.
    #[arg(long)]
    threads: Option<usize>,
    /// A progress bar on standard error (on a terminal).
    #[arg(long)]
    progress: bool,
    /// Text (a line per match) or JSON (a document per match, one a line).
    #[arg(long, value_enum, default_value_t = ReportFormat::Text)]
    format: ReportFormat,
}

/// `nightrider stats [FILES…]`.
#[derive(Args, Debug)]
pub(crate) struct StatsArgs {
    /// PGN files (standard input when none).
    files: Vec<PathBuf>,
    /// Worker threads (default: all cores); the output is the same.
    #[arg(long)]
    threads: Option<usize>,
    /// A progress bar on standard error (on a terminal).
    #[arg(long)]
    progress: bool,
    /// Text or one JSON document.
    #[arg(long, value_enum, default_value_t = ReportFormat::Text)]
    format: ReportFormat,
}

/// What `query` looks for.
#[derive(Clone, Copy)]
enum Search {
    /// A named predicate or mating pattern.
    Named(&'static Pattern),
    /// A unique mate in N.
    MateIn(u32),
    /// A mutual switcheroo.
    MutualSwitcheroo,
}

impl Search {
    fn parse(name: &str) -> Result<Search, String> {
        if let Some(n) = name.strip_prefix("mate-in-") {
            return match n.parse::<u32>() {
                Ok(n) if (1..=9).contains(&n) => Ok(Search::MateIn(n)),
                _ => Err(format!("'{name}': N of mate-in-N must be 1 to 9")),
            };
        }
        if name == "mutual-switcheroo" {
            return Ok(Search::MutualSwitcheroo);
        }
        query(name)
            .map(Search::Named)
            .ok_or_else(|| format!("no query named '{name}' (nightrider query --list)"))
    }
}

/// How a file is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Pgn,
    List,
}

/// The kind of a file by its name, if the name says.
fn kind_by_name(path: &Path) -> Option<Kind> {
    let ext = path.extension()?.to_str()?.to_ascii_lowercase();
    match ext.as_str() {
        "pgn" => Some(Kind::Pgn),
        "epd" | "fen" | "txt" => Some(Kind::List),
        _ => None,
    }
}

/// The kind of a file by its first non-blank line (only the start of the
/// file is read).
fn sniff(path: &Path) -> std::io::Result<Kind> {
    let mut start = Vec::with_capacity(4096);
    std::fs::File::open(path)?
        .take(4096)
        .read_to_end(&mut start)?;
    Ok(kind_by_text(&start))
}

/// Standard input's kind (its leading blanks read to find it) and a reader
/// of all of it, those blanks included.
fn sniff_stdin() -> std::io::Result<(Kind, impl Read + Send)> {
    let mut input = BufReader::new(std::io::stdin());
    let mut blanks = Vec::new();
    let kind = loop {
        let buf = input.fill_buf()?;
        if buf.is_empty() {
            break Kind::Pgn;
        }
        match buf.iter().position(|b| !b.is_ascii_whitespace()) {
            Some(i) => {
                blanks.extend_from_slice(&buf[..i]);
                let kind = kind_by_text(&buf[i..]);
                input.consume(i);
                break kind;
            }
            None => {
                let n = buf.len();
                blanks.extend_from_slice(buf);
                input.consume(n);
            }
        }
    };
    Ok((kind, std::io::Cursor::new(blanks).chain(input)))
}

/// The kind of a text by its first non-blank line: a list if its first
/// word holds a `/` (a FEN board), PGN otherwise (a tag, a move number, a
/// comment).
fn kind_by_text(text: &[u8]) -> Kind {
    let start = text
        .iter()
        .position(|b| !b.is_ascii_whitespace())
        .unwrap_or(text.len());
    let word = text[start..]
        .iter()
        .take_while(|b| !b.is_ascii_whitespace())
        .collect::<Vec<_>>();
    if word.first() != Some(&&b'[') && word.contains(&&b'/') {
        Kind::List
    } else {
        Kind::Pgn
    }
}

fn run_options(threads: Option<usize>, progress: bool) -> RunOptions {
    RunOptions {
        threads: threads.filter(|&n| n > 0),
        progress,
        ..RunOptions::default()
    }
}

/// The output of a run: lines go to standard output as they come.
struct Out {
    format: ReportFormat,
    matches: usize,
    failed: bool,
}

impl Out {
    fn line(&mut self, text: &str) {
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout(), "{text}");
    }

    /// A match: its text line, or its JSON document.
    fn found(&mut self, text: String, doc: serde_json::Value) {
        self.matches += 1;
        match self.format {
            ReportFormat::Text => self.line(&text),
            ReportFormat::Json => self.line(json_text(&doc).trim_end()),
        }
    }

    /// Something that could not be read: on standard error, and in the
    /// JSON stream as `{"error": …}`.
    fn error(&mut self, message: String, doc: serde_json::Value) {
        self.failed = true;
        eprintln!("nightrider: {message}");
        if self.format == ReportFormat::Json {
            self.line(json_text(&json!({ "error": message, "at": doc })).trim_end());
        }
    }

    fn game_error(&mut self, e: &GameError) {
        let doc = serde_json::to_value(e).unwrap_or_default();
        self.error(e.to_string(), doc);
    }
}

/// Runs `nightrider query`.
pub(crate) fn run_query(args: &QueryArgs) -> ExitCode {
    if args.list {
        for q in queries() {
            crate::cli::print_line(&format!("{:<28} {}", q.name, q.title));
        }
        crate::cli::print_line(&format!(
            "{:<28} a position where the side to move has one first move that mates in N (1-9)",
            "mate-in-N"
        ));
        crate::cli::print_line(&format!(
            "{:<28} one swap mates each side, each with an unreachable try, no king swapped",
            "mutual-switcheroo"
        ));
        return ExitCode::SUCCESS;
    }
    let name = args.name.as_deref().unwrap_or_default();
    let search = match Search::parse(name) {
        Ok(s) => s,
        Err(message) => {
            eprintln!("nightrider: {message}");
            return ExitCode::from(2);
        }
    };
    let mut out = Out {
        format: args.format,
        matches: 0,
        failed: false,
    };
    for (i, fen) in args.fen.iter().enumerate() {
        let source = format!("--fen #{}", i + 1);
        search_list(fen, &source, search, &mut out);
    }
    let options = run_options(args.threads, args.progress);
    if args.files.is_empty() && args.fen.is_empty() {
        // PGN streams from standard input; a list is read whole.
        let (kind, mut input) = match sniff_stdin() {
            Ok(found) => found,
            Err(e) => {
                eprintln!("nightrider: <stdin>: {e}");
                return ExitCode::FAILURE;
            }
        };
        match kind {
            Kind::Pgn => search_games(&[], Some(input), search, args, &options, &mut out),
            Kind::List => {
                let mut bytes = Vec::new();
                if let Err(e) = input.read_to_end(&mut bytes) {
                    eprintln!("nightrider: <stdin>: {e}");
                    return ExitCode::FAILURE;
                }
                search_list(
                    &String::from_utf8_lossy(&bytes),
                    "<stdin>",
                    search,
                    &mut out,
                )
            }
        }
    }
    for path in &args.files {
        let kind = match kind_by_name(path) {
            Some(k) => k,
            None => match sniff(path) {
                Ok(kind) => kind,
                Err(e) => {
                    out.error(format!("{}: {e}", path.display()), json!({}));
                    continue;
                }
            },
        };
        match kind {
            Kind::Pgn => search_games::<std::io::Empty>(
                std::slice::from_ref(path),
                None,
                search,
                args,
                &options,
                &mut out,
            ),
            Kind::List => match std::fs::read(path) {
                Ok(bytes) => search_list(
                    &String::from_utf8_lossy(&bytes),
                    &path.display().to_string(),
                    search,
                    &mut out,
                ),
                Err(e) => out.error(format!("{}: {e}", path.display()), json!({})),
            },
        }
    }
    if out.failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// One match of a game search, as a text line and a JSON document.
type Found = (String, serde_json::Value);

/// The matches of `search` in one game.
fn game_matches(game: &nightrider::games::Game, search: Search, unplayed: bool) -> Vec<Found> {
    /// The match as its text line and its JSON document, named by query.
    fn found<T: std::fmt::Display + serde::Serialize>(m: T, query: String) -> Found {
        let mut doc = serde_json::to_value(&m).unwrap_or_default();
        doc["query"] = json!(query);
        (m.to_string(), doc)
    }
    match search {
        Search::Named(q) => find_positions(game, &|p| (q.matches)(p).unwrap_or(false))
            .into_iter()
            .map(|m| found(m, q.name.to_string()))
            .collect(),
        Search::MateIn(n) => mate_puzzles(game, n, unplayed)
            .into_iter()
            .map(|p| found(p, format!("mate-in-{n}")))
            .collect(),
        Search::MutualSwitcheroo => mutual_switcheroos(game)
            .into_iter()
            .map(|s| found(s, "mutual-switcheroo".to_string()))
            .collect(),
    }
}

/// Searches the games of `files` (or of `stdin` when given), printing the
/// matches in game order as they come.
fn search_games<R: Read + Send>(
    files: &[PathBuf],
    stdin: Option<R>,
    search: Search,
    args: &QueryArgs,
    options: &RunOptions,
    out: &mut Out,
) {
    let unplayed = args.unplayed;
    let f = move |game: &nightrider::games::Game| game_matches(game, search, unplayed);
    let mut sink = |r: Result<Vec<Found>, GameError>| match r {
        Ok(found) => {
            for (text, doc) in found {
                out.found(text, doc);
            }
        }
        Err(e) => out.game_error(&e),
    };
    match stdin {
        Some(input) => run_reader(input, Some("<stdin>"), options, f, &mut sink),
        None => {
            if let Err(e) = run_files(files, options, f, &mut sink) {
                let names: Vec<String> = files.iter().map(|p| p.display().to_string()).collect();
                out.error(format!("{}: {e}", names.join(", ")), json!({}));
            }
        }
    }
}

/// Searches a FEN/EPD list.
fn search_list(text: &str, source: &str, search: Search, out: &mut Out) {
    for entry in read_epd(text) {
        let entry = match entry {
            Ok(e) => e,
            Err(e) => {
                out.error(
                    format!("{source}: {e}"),
                    json!({ "source": source, "line": e.line }),
                );
                continue;
            }
        };
        let pos = &entry.position;
        let fen = pos.to_string();
        let id = entry
            .tag("id")
            .map(|id| format!(" ({id})"))
            .unwrap_or_default();
        // (a --fen position is named by its number, a list's by its line)
        let at = if source.starts_with("--fen") {
            format!("{source}{id}")
        } else {
            format!("{source}:{}{id}", entry.line)
        };
        let mut doc = json!({
            "source": source,
            "line": entry.line,
            "fen": fen,
            "tags": entry.tags.iter().map(|(k, v)| json!([k, v])).collect::<Vec<_>>(),
        });
        match search {
            Search::Named(q) => match (q.matches)(pos) {
                Ok(true) => {
                    doc["query"] = json!(q.name);
                    out.found(format!("{at}: {fen}"), doc);
                }
                Ok(false) => {}
                Err(e) => out.error(format!("{at}: {e}"), doc),
            },
            Search::MateIn(n) => {
                if let Some(key) = unique_mate_key(pos, n) {
                    let san = to_san(pos, &key);
                    doc["query"] = json!(format!("mate-in-{n}"));
                    doc["key"] = json!(san);
                    out.found(format!("{at}: #{n} {san}: {fen}"), doc);
                }
            }
            Search::MutualSwitcheroo => {
                if let Some((solution, opponent, tries, opponent_tries)) = mutual_switcheroo(pos) {
                    doc["query"] = json!("mutual-switcheroo");
                    doc["solution"] = json!(solution);
                    doc["opponent_solution"] = json!(opponent);
                    doc["tries"] = json!(tries);
                    doc["opponent_tries"] = json!(opponent_tries);
                    out.found(
                        format!("{at}: mutual switcheroo {solution}, {opponent}: {fen}"),
                        doc,
                    );
                }
            }
        }
    }
}

/// Runs `nightrider stats`.
pub(crate) fn run_stats(args: &StatsArgs) -> ExitCode {
    let options = run_options(args.threads, args.progress);
    let stats = if args.files.is_empty() {
        let input = BufReader::new(std::io::stdin());
        CollectionStats::of_reader(input, Some("<stdin>"), &options)
    } else {
        match CollectionStats::of_files(&args.files, &options) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("nightrider: {e}");
                return ExitCode::FAILURE;
            }
        }
    };
    for e in &stats.errors {
        eprintln!("nightrider: {e}");
    }
    // (the text lists the errors too; the JSON document has them)
    let text = match args.format {
        ReportFormat::Json => json_text(&serde_json::to_value(&stats).unwrap_or_default()),
        ReportFormat::Text => stats.to_string(),
    };
    crate::cli::print_line(text.trim_end());
    if stats.errors.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
