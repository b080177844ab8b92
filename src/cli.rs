//! Command-line parsing and dispatch.
//!
//! Popeye spells its options with one dash (`-maxmem 512M`, `-regression`);
//! those are accepted as such and rewritten to clap's `--long` form before
//! parsing.

use crate::sink::{Closed, Sink};
use clap::{Parser, Subcommand};
use nightrider::notation::text::{decode, Encoding};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

/// `print!` that ignores a failed write (a closed pipe), where `print!`
/// panics.
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = write!(std::io::stdout(), $($arg)*);
    }};
}

/// `println!` that ignores a failed write (a closed pipe).
macro_rules! outln {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout(), $($arg)*);
    }};
}

/// Writes `text` and a newline to standard output, ignoring a closed pipe.
pub(crate) fn print_line(text: &str) {
    outln!("{text}");
}

/// Options Popeye spells with a single dash.
const POPEYE_OPTIONS: &[&str] = &["maxmem", "maxtime", "maxtrace", "regression", "maxsols"];

#[derive(Parser, Debug)]
#[command(
    name = "nightrider",
    version,
    about = "Chess problem solver, orthodox and fairy; reads Popeye's input language",
    args_conflicts_with_subcommands = true
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,

    /// Problem files in Popeye's input language (standard input when none).
    files: Vec<std::path::PathBuf>,

    /// Memory for the transposition table at most, e.g. `512M` (default
    /// `256M`; Popeye: -maxmem). The table grows only as it fills.
    #[arg(long)]
    maxmem: Option<String>,

    /// Stop each problem after this many seconds (Popeye: -maxtime).
    #[arg(long)]
    maxtime: Option<u64>,

    /// Regression output: no version line, no timing (Popeye: -regression).
    #[arg(long)]
    regression: bool,

    /// Output format: Popeye's text, or one JSON document per problem.
    #[arg(long, value_enum, default_value_t = Format::Popeye)]
    format: Format,

    /// Worker threads (default, and 0: all cores; 1: the sequential solver);
    /// the output is the same for any number.
    #[arg(long)]
    threads: Option<usize>,

    /// Solve only the k-th of N disjoint parts of the first-ply moves, as
    /// `k/N` (first-move index i in generation order goes to part i % N + 1).
    #[arg(long, value_parser = parse_part)]
    part: Option<(u32, u32)>,

    /// The input's dialect: `popeye` (Popeye's reading, always) or
    /// `jacobi` (the Jacobi solver's: chained stipulations, play/test).
    /// Without it: Popeye's, or Jacobi's for a problem using a command or
    /// condition only Jacobi's language has. A problem's own `Dialect`
    /// command wins.
    #[arg(long, value_parser = parse_dialect)]
    dialect: Option<nightrider::notation::popeye::Dialect>,
}

fn parse_dialect(s: &str) -> Result<nightrider::notation::popeye::Dialect, String> {
    nightrider::notation::popeye::Dialect::from_name(s)
        .ok_or_else(|| format!("popeye or jacobi expected, found '{s}'"))
}

fn parse_language(s: &str) -> Result<nightrider::notation::popeye::InputLanguage, String> {
    nightrider::notation::popeye::translate::language_from_name(s)
        .ok_or_else(|| format!("english, german or french expected, found '{s}'"))
}

/// Output formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum Format {
    /// Popeye's output format.
    Popeye,
    /// One JSON document per problem.
    Json,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Counts the leaf nodes of the legal move tree (move generator test).
    Perft {
        /// The position, as FEN (quote it).
        fen: String,
        /// Depth in plies.
        depth: u32,
        /// Print the count below each first move.
        #[arg(long)]
        divide: bool,
    },
    /// Parses problem files without solving them and prints every error
    /// with its line and column; exits non-zero if any.
    Check {
        /// Files in Popeye's input language (standard input when none).
        files: Vec<std::path::PathBuf>,
    },
    /// Translates problem files into another input language (keywords,
    /// piece codes, colours, attributes, conditions, options, twinnings)
    /// and prints them; exits non-zero, printing nothing for that file, if
    /// a file has errors or something without a word in that language.
    Translate {
        /// The target language: english, german, french (or englishn).
        #[arg(long, value_parser = parse_language)]
        language: nightrider::notation::popeye::InputLanguage,
        /// Files in Popeye's input language (standard input when none).
        files: Vec<std::path::PathBuf>,
    },
    /// Legality and reachability of an orthodox position, with the reasons.
    Analyse {
        /// The position, as FEN (quote it).
        fen: String,
        /// Also analyse every previous position (slower, stronger).
        #[arg(long)]
        deep: bool,
    },
    /// Lists every possible last move (retraction) of an orthodox position.
    Retro {
        /// The position, as FEN (quote it).
        fen: String,
    },
    /// Switcheroo: the swaps of two pieces that checkmate the side to move
    /// in a reachable position, and the tries whose position is proved
    /// unreachable, with the reasons.
    Switcheroo(crate::puzzles::SwitcherooArgs),
    /// Triple Loyd: the squares where a black king added to the position
    /// is mated, stalemated, or mated in 1 with White to move (reachable
    /// positions only).
    TripleLoyd(crate::puzzles::TripleLoydArgs),
    /// Chess maze (Coakley's rules): the shortest path of one piece to the
    /// enemy king, never capturing, never stopping on an attacked square.
    Maze(crate::puzzles::MazeArgs),
    /// What the position queries say about one position: GBR code, checks,
    /// pins, mating material, evaluation, mating patterns, and with
    /// `--square` the attackers of a square.
    Inspect(crate::inspect::InspectArgs),
    /// Positions of PGN games or FEN/EPD lists that match a query: a
    /// predicate, a mating pattern, a unique mate in N, a mutual
    /// switcheroo (`--list` lists them).
    Query(crate::collections::QueryArgs),
    /// Statistics of PGN games: the records of CQLi's examples (most moves
    /// by one piece, longest series of checks, earliest exchange, …), game
    /// lengths and players.
    Stats(crate::collections::StatsArgs),
    /// Merges the outputs of `--part 1/N` … `--part N/N` (in any order)
    /// into the output of a single run (byte-identical with -regression;
    /// timing lines are part 1's).
    MergeParts {
        /// The parts' output files.
        files: Vec<std::path::PathBuf>,
    },
    /// Draws a Fairy-FEN diagram, or the diagram of each problem (and
    /// twin) of a Popeye input file: as text on standard output, or as
    /// SVG or PNG files.
    Diagram(crate::diagram::DiagramArgs),
    /// Serves the web application and its JSON API (on 127.0.0.1:8080 by
    /// default) until Ctrl-C.
    Serve {
        /// Address and port to listen on.
        #[arg(long, default_value = "127.0.0.1:8080")]
        addr: std::net::SocketAddr,
        /// The longest one solve may take, in seconds.
        #[arg(long, default_value_t = 60)]
        max_time: u64,
        /// How many solves may run at once (more are answered "busy").
        #[arg(long, default_value_t = 2)]
        max_jobs: usize,
        /// The largest request, in bytes.
        #[arg(long, default_value_t = 64 * 1024)]
        max_body: usize,
        /// Table memory of each solve, as for -maxmem (512M, 2G, ...).
        #[arg(long, default_value = "64M")]
        maxmem: String,
    },
}

/// Parses `k/N` with `1 <= k <= N`.
fn parse_part(text: &str) -> Result<(u32, u32), String> {
    let bad = || format!("invalid part '{text}' (expected k/N with 1 <= k <= N)");
    let (k, n) = text.split_once('/').ok_or_else(bad)?;
    let k: u32 = k.trim().parse().map_err(|_| bad())?;
    let n: u32 = n.trim().parse().map_err(|_| bad())?;
    if k == 0 || k > n {
        return Err(bad());
    }
    Ok((k, n))
}

/// Rewrites Popeye's single-dash long options to `--option`.
fn normalise_args(args: Vec<String>) -> Vec<String> {
    args.into_iter()
        .map(|a| match a.strip_prefix('-') {
            Some(rest)
                if !rest.starts_with('-')
                    && POPEYE_OPTIONS.contains(&rest.to_ascii_lowercase().as_str()) =>
            {
                format!("--{}", rest.to_ascii_lowercase())
            }
            _ => a,
        })
        .collect()
}

/// `nightrider perft FEN DEPTH [--divide]`: prints the node count (and the
/// count below each first move with `--divide`) and the speed on stderr.
fn perft(fen: &str, depth: u32, divide: bool) -> Result<(), String> {
    use nightrider_board::Relax;
    use nightrider_movegen::{in_check, perft, MoveGenerator, Orthodox, Rules, WalkRegistry};
    let setup = nightrider_notation::fen::parse_fen(fen).map_err(|e| e.to_string())?;
    let mut pos = setup
        // (a position with fairy pieces is refused below: the generator
        // has no walks for them)
        .validate(Relax::empty(), |p| {
            Orthodox::new(p).is_ok_and(|o| in_check(o, !o.side_to_move()))
        })
        .map_err(|e| e.to_string())?;
    let generator = MoveGenerator::for_position(&pos, Rules::default(), &WalkRegistry::new())
        .map_err(|e| e.to_string())?;
    let start = std::time::Instant::now();
    let nodes = if divide && depth > 0 {
        let rules = generator.rules().clone();
        let mut total = 0;
        let orthodox = Orthodox::new(&pos).map_err(|e| e.to_string())?;
        for (mv, n) in perft::divide_with(orthodox, depth, &rules).map_err(|e| e.to_string())? {
            outln!("{mv}: {n}");
            total += n;
        }
        total
    } else {
        generator
            .perft(&mut pos, depth)
            .map_err(|e| e.to_string())?
    };
    let seconds = start.elapsed().as_secs_f64();
    outln!("{nodes}");
    eprintln!(
        "depth {depth}: {nodes} nodes in {seconds:.3} s ({:.1} M nodes/s)",
        nodes as f64 / seconds.max(1e-9) / 1e6
    );
    Ok(())
}

/// The input files (standard input when none), each with its name and its
/// text, decoded as UTF-8 or Latin-1 (see [`nightrider::notation::text`]).
pub(crate) fn read_inputs(
    files: &[std::path::PathBuf],
) -> Vec<(String, std::io::Result<(String, Encoding)>)> {
    if files.is_empty() {
        let mut bytes = Vec::new();
        let result =
            std::io::Read::read_to_end(&mut std::io::stdin(), &mut bytes).map(|_| decode(&bytes));
        return vec![("<stdin>".to_string(), result)];
    }
    files
        .iter()
        .map(|f| {
            let text = std::fs::read(f).map(|bytes| decode(&bytes));
            (f.display().to_string(), text)
        })
        .collect()
}

/// `nightrider check FILE...`.
fn check(files: &[std::path::PathBuf]) -> ExitCode {
    let mut failed = false;
    for (name, text) in read_inputs(files) {
        let text = match text {
            Ok((t, _)) => t,
            Err(e) => {
                eprintln!("{name}: {e}");
                failed = true;
                continue;
            }
        };
        let parsed = nightrider_notation::popeye::parse_input(&text);
        for e in &parsed.errors {
            outln!(
                "{name}:{}:{}: problem {}: {}",
                e.line,
                e.column,
                e.problem + 1,
                e.message
            );
        }
        outln!(
            "{name}: {} problems, {} read, {} with errors",
            parsed.problems_seen,
            parsed.problems.len(),
            parsed.errors.len()
        );
        failed |= !parsed.errors.is_empty();
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// `nightrider translate --language L FILE...`: each file's problems
/// printed in `language`; a file that has parse errors or cannot be
/// translated prints its errors on stderr and nothing on stdout.
fn translate(
    files: &[std::path::PathBuf],
    language: nightrider_notation::popeye::InputLanguage,
) -> ExitCode {
    use nightrider_notation::popeye::{parse_input, print_problems, translate_problems};
    let mut failed = false;
    for (name, text) in read_inputs(files) {
        let text = match text {
            Ok((t, _)) => t,
            Err(e) => {
                eprintln!("nightrider: {name}: {e}");
                failed = true;
                continue;
            }
        };
        let parsed = parse_input(&text);
        if !parsed.errors.is_empty() {
            for e in &parsed.errors {
                eprintln!("nightrider: {name}:{}:{}: {}", e.line, e.column, e.message);
            }
            failed = true;
            continue;
        }
        match translate_problems(&parsed.problems, language) {
            Ok(problems) => out!("{}", print_problems(&problems)),
            Err(e) => {
                eprintln!("nightrider: {name}: {e}");
                failed = true;
            }
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// Parses `-maxmem` sizes (`512M`, `2G`, `100K`, bytes) into table entries.
fn table_entries(maxmem: &str) -> Result<usize, String> {
    let s = maxmem.trim();
    let (digits, unit) = s.split_at(s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len()));
    let n: usize = digits
        .parse()
        .map_err(|_| format!("invalid -maxmem '{maxmem}'"))?;
    let bytes = match unit.to_ascii_uppercase().as_str() {
        "" => n,
        "K" => n << 10,
        "M" => n << 20,
        "G" => n << 30,
        _ => return Err(format!("invalid -maxmem unit in '{maxmem}'")),
    };
    // One table entry costs about 32 bytes.
    Ok((bytes / 32).max(1024))
}

/// Solves every problem of the input files (standard input when none) and
/// prints Popeye's output; exit code 0 only if every problem was read and
/// solved.
fn solve_files(cli: &Cli) -> ExitCode {
    let cancel = Arc::new(AtomicBool::new(false));
    crate::signal::install(cancel.clone());
    let mut sink = Sink::new(cancel.clone());
    let mut options = nightrider::SolveOptions {
        cancel: Some(cancel),
        max_time: cli.maxtime.map(std::time::Duration::from_secs),
        threads: cli.threads.unwrap_or(0),
        dialect: cli.dialect,
        part: cli.part,
        ..Default::default()
    };
    if let Some(m) = &cli.maxmem {
        match table_entries(m) {
            Ok(n) => options.table_entries = Some(n),
            Err(e) => {
                eprintln!("nightrider: {e}");
                return ExitCode::from(2);
            }
        }
    }
    if let Some((k, n)) = cli.part {
        if cli.format == Format::Json {
            eprintln!("nightrider: --part prints Popeye's format only");
            return ExitCode::from(2);
        }
        sink.line(&nightrider::parts::part_header(k, n));
    }
    let mut all_ok = true;
    for (name, text) in read_inputs(&cli.files) {
        let (text, encoding) = match text {
            Ok(t) => t,
            Err(e) => {
                eprintln!("nightrider: {name}: {e}");
                all_ok = false;
                continue;
            }
        };
        sink.set_encoding(encoding);
        all_ok &= crate::run::solve_text(
            &name,
            &text,
            &options,
            cli.format == Format::Json,
            cli.regression,
            &mut sink,
        );
        if sink.closed().is_some() || crate::signal::received() {
            break;
        }
    }
    match sink.closed() {
        // the reader went away: nothing is wrong with the run
        Some(Closed::Pipe) => return ExitCode::SUCCESS,
        Some(Closed::Failed(e)) => {
            eprintln!("nightrider: writing the output: {e}");
            return ExitCode::FAILURE;
        }
        None => {}
    }
    if crate::signal::received() {
        ExitCode::from(130)
    } else if all_ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// A FEN as a position for retro analysis: validated only as far as a
/// board needs to be (retro analysis reports illegalities itself).
fn retro_position(fen: &str) -> Result<nightrider_board::Position, String> {
    let setup = nightrider_notation::fen::parse_fen(fen).map_err(|e| e.to_string())?;
    Ok(setup.to_position_unchecked())
}

/// Prints `Ok` text to stdout, an error to stderr (exit code 1).
fn print_result(result: Result<String, String>) -> ExitCode {
    match result {
        Ok(text) => {
            out!("{text}");
            if !text.ends_with('\n') {
                outln!();
            }
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("nightrider: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Runs the command line `args` (program name first) and returns the exit code.
pub fn run(args: Vec<String>) -> ExitCode {
    let cli = match Cli::try_parse_from(normalise_args(args)) {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() {
                ExitCode::from(2)
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    match cli.command {
        Some(Command::Perft { fen, depth, divide }) => match perft(&fen, depth, divide) {
            Ok(()) => ExitCode::SUCCESS,
            Err(message) => {
                eprintln!("nightrider: {message}");
                ExitCode::FAILURE
            }
        },
        Some(Command::Check { files }) => check(&files),
        Some(Command::Translate { language, files }) => translate(&files, language),
        Some(Command::MergeParts { files }) => {
            let mut texts = Vec::new();
            for f in &files {
                match std::fs::read_to_string(f) {
                    Ok(t) => texts.push(t),
                    Err(e) => {
                        eprintln!("nightrider: {}: {e}", f.display());
                        return ExitCode::FAILURE;
                    }
                }
            }
            match nightrider::parts::merge_parts(&texts) {
                Ok(text) => {
                    out!("{text}");
                    ExitCode::SUCCESS
                }
                Err(message) => {
                    eprintln!("nightrider: merge-parts: {message}");
                    ExitCode::FAILURE
                }
            }
        }
        Some(Command::Analyse { fen, deep }) => {
            print_result(retro_position(&fen).and_then(|pos| {
                let analysis = if deep {
                    nightrider::retro::analyse_deep(&pos)
                } else {
                    nightrider::retro::analyse(&pos)
                };
                analysis.map(|a| a.to_string()).map_err(|e| e.to_string())
            }))
        }
        Some(Command::Retro { fen }) => print_result(retro_position(&fen).and_then(|pos| {
            nightrider::retro::render_retractions(&pos).map_err(|e| e.to_string())
        })),
        Some(Command::Switcheroo(args)) => print_result(crate::puzzles::run_switcheroo(&args)),
        Some(Command::TripleLoyd(args)) => print_result(crate::puzzles::run_triple_loyd(&args)),
        Some(Command::Maze(args)) => print_result(crate::puzzles::run_maze(&args)),
        Some(Command::Inspect(args)) => print_result(crate::inspect::run_inspect(&args)),
        Some(Command::Query(args)) => crate::collections::run_query(&args),
        Some(Command::Stats(args)) => crate::collections::run_stats(&args),
        Some(Command::Serve {
            addr,
            max_time,
            max_jobs,
            max_body,
            ref maxmem,
        }) => {
            let table_entries = match table_entries(maxmem) {
                Ok(n) => n,
                Err(message) => {
                    eprintln!("nightrider: {message}");
                    return ExitCode::from(2);
                }
            };
            let config = nightrider::serve::ServeConfig {
                addr,
                max_time: std::time::Duration::from_secs(max_time),
                max_jobs,
                max_body,
                threads: cli.threads.unwrap_or(0),
                table_entries,
            };
            let served = tokio::runtime::Runtime::new()
                .and_then(|runtime| runtime.block_on(nightrider::serve::run(config)));
            match served {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("nightrider: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Some(Command::Diagram(args)) => match crate::diagram::run(&args) {
            Ok(text) => {
                out!("{text}");
                ExitCode::SUCCESS
            }
            Err(message) => {
                eprintln!("nightrider: {message}");
                ExitCode::FAILURE
            }
        },
        None => solve_files(&cli),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_are_parsed() {
        assert_eq!(parse_part("2/3"), Ok((2, 3)));
        assert!(parse_part("0/3").is_err());
        assert!(parse_part("4/3").is_err());
        assert!(parse_part("x").is_err());
    }

    #[test]
    fn popeye_options_are_rewritten() {
        let args = normalise_args(vec![
            "nightrider".into(),
            "-maxmem".into(),
            "512M".into(),
            "-regression".into(),
            "x.inp".into(),
            "-q".into(),
        ]);
        assert_eq!(
            args,
            vec![
                "nightrider",
                "--maxmem",
                "512M",
                "--regression",
                "x.inp",
                "-q"
            ]
        );
    }
}
