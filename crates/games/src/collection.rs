//! Running a function over every game of PGN texts on all cores: games are
//! read in order by pgn-reader (one thread), replayed and handed to the
//! function in batches on rayon's threads, and the results come back in
//! game order, so that what is built from them does not depend on the
//! number of threads. An optional indicatif progress bar counts the bytes
//! read; it is drawn only on a terminal.

use crate::error::GameError;
use crate::game::Game;
use crate::pgn::{RawGame, RawGames};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rayon::prelude::*;
use std::fs::File;
use std::io::{self, IsTerminal, Read};
use std::path::Path;

/// How to run over a collection.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// The number of threads (`None`: rayon's global pool, all cores).
    pub threads: Option<usize>,
    /// Whether to draw a progress bar (on standard error, and only if it
    /// is a terminal).
    pub progress: bool,
    /// Games replayed per batch.
    pub batch: usize,
}

impl Default for RunOptions {
    fn default() -> RunOptions {
        RunOptions {
            threads: None,
            progress: false,
            batch: 256,
        }
    }
}

/// A reader that advances a progress bar by the bytes it reads.
struct Counting<R> {
    inner: R,
    bar: ProgressBar,
}

impl<R: Read> Read for Counting<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.bar.inc(n as u64);
        Ok(n)
    }
}

fn progress_bar(total: u64, options: &RunOptions) -> ProgressBar {
    if !options.progress || !io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    // Without a known length (a stream), a spinner with the bytes read.
    let (length, template) = if total > 0 {
        (Some(total), "{bar:40} {bytes}/{total_bytes} {elapsed}")
    } else {
        (None, "{spinner} {bytes} {elapsed}")
    };
    let bar = ProgressBar::with_draw_target(length, ProgressDrawTarget::stderr());
    if let Ok(style) = ProgressStyle::with_template(template) {
        bar.set_style(style);
    }
    bar
}

/// Runs `body` in the pool the options ask for.
fn in_pool<T: Send>(options: &RunOptions, body: impl FnOnce() -> T + Send) -> T {
    match options.threads {
        Some(n) => match rayon::ThreadPoolBuilder::new()
            .num_threads(n.max(1))
            .build()
        {
            Ok(pool) => pool.install(body),
            Err(_) => body(),
        },
        None => body(),
    }
}

/// Replays a batch and applies `f`, in parallel, results in order.
fn run_batch<T: Send, F: Fn(&Game) -> T + Sync>(
    batch: Vec<Result<RawGame, GameError>>,
    f: &F,
) -> Vec<Result<T, GameError>> {
    batch
        .into_par_iter()
        .map(|r| r.and_then(RawGame::replay).map(|g| f(&g)))
        .collect()
}

/// The next `size` games of `games` (fewer at the end).
fn read_batch<R: Read>(games: &mut RawGames<R>, size: usize) -> Vec<Result<RawGame, GameError>> {
    games.by_ref().take(size).collect()
}

/// Reads the games of `input` and hands `f(game)` (or the game's error) to
/// `sink` in game order. The next batch is read while the current one is
/// replayed.
fn feed<R: Read + Send, T: Send, F: Fn(&Game) -> T + Sync>(
    input: R,
    source: Option<&str>,
    options: &RunOptions,
    f: &F,
    sink: &mut impl FnMut(Result<T, GameError>),
) {
    let size = options.batch.max(1);
    let mut games = RawGames::new(input, source);
    let mut current = read_batch(&mut games, size);
    while !current.is_empty() {
        let (next, results) =
            rayon::join(|| read_batch(&mut games, size), || run_batch(current, f));
        results.into_iter().for_each(&mut *sink);
        current = next;
    }
}

/// Applies `f` to every game of the PGN text `input` on all cores (or
/// `options.threads`), and hands the results to `sink` in game order.
pub fn run_reader<R: Read + Send, T: Send, F: Fn(&Game) -> T + Sync + Send>(
    input: R,
    source: Option<&str>,
    options: &RunOptions,
    f: F,
    mut sink: impl FnMut(Result<T, GameError>) + Send,
) {
    let bar = progress_bar(0, options);
    let input = Counting {
        inner: input,
        bar: bar.clone(),
    };
    in_pool(options, || feed(input, source, options, &f, &mut sink));
    bar.finish_and_clear();
}

/// [`run_reader`] over the files in order, each named by its path in the
/// game references.
///
/// # Errors
/// A file that cannot be opened (nothing is read then).
pub fn run_files<P: AsRef<Path>, T: Send, F: Fn(&Game) -> T + Sync + Send>(
    files: &[P],
    options: &RunOptions,
    f: F,
    mut sink: impl FnMut(Result<T, GameError>) + Send,
) -> io::Result<()> {
    let mut opened = Vec::new();
    let mut total = 0;
    for p in files {
        let file = File::open(p.as_ref())?;
        total += file.metadata().map_or(0, |m| m.len());
        opened.push((p.as_ref().display().to_string(), file));
    }
    let bar = progress_bar(total, options);
    in_pool(options, || {
        for (name, file) in opened {
            let input = Counting {
                inner: io::BufReader::new(file),
                bar: bar.clone(),
            };
            feed(input, Some(&name), options, &f, &mut sink);
        }
    });
    bar.finish_and_clear();
    Ok(())
}

/// `f` of every game of `input`, in game order (see [`run_reader`]).
pub fn map_reader<R: Read + Send, T: Send, F: Fn(&Game) -> T + Sync + Send>(
    input: R,
    source: Option<&str>,
    options: &RunOptions,
    f: F,
) -> Vec<Result<T, GameError>> {
    let mut out = Vec::new();
    run_reader(input, source, options, f, |r| out.push(r));
    out
}

/// `f` of every game of `files`, in order (see [`run_files`]).
///
/// # Errors
/// A file that cannot be opened.
pub fn map_files<P: AsRef<Path>, T: Send, F: Fn(&Game) -> T + Sync + Send>(
    files: &[P],
    options: &RunOptions,
    f: F,
) -> io::Result<Vec<Result<T, GameError>>> {
    let mut out = Vec::new();
    run_files(files, options, f, |r| out.push(r))?;
    Ok(out)
}
