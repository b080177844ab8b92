//! The time limit of a solve: `-maxtime` on the command line
//! ([`SolveOptions::max_time`]) and the problem's `option MaxTime`, the
//! shorter winning.

use crate::problem::Problem;
use crate::solving::SolveOptions;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::thread::JoinHandle;
use std::time::Duration;

/// Raises a cancel flag when a solve's time limit is reached; dropping
/// it (the solve done) stops it and waits for its thread.
#[derive(Debug)]
pub struct Watchdog {
    /// Closing this channel tells the thread the solve is done.
    done: Option<mpsc::Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl Watchdog {
    /// The cancel flag of a solve of `problem` under `options` (the
    /// options' own flag, or a new one) and the watchdog raising it when
    /// the shorter of the two time limits runs out (none without a limit).
    pub fn start(problem: &Problem, options: &SolveOptions) -> (Arc<AtomicBool>, Watchdog) {
        let cancel = options.cancel.clone().unwrap_or_default();
        let limit = [
            options.max_time,
            problem.run.max_time.map(Duration::from_secs),
        ]
        .into_iter()
        .flatten()
        .min();
        let mut watchdog = Watchdog {
            done: None,
            thread: None,
        };
        if let Some(limit) = limit {
            let (tx, rx) = mpsc::channel::<()>();
            let flag = cancel.clone();
            watchdog.thread = Some(std::thread::spawn(move || {
                if rx.recv_timeout(limit) == Err(mpsc::RecvTimeoutError::Timeout) {
                    flag.store(true, Ordering::Relaxed);
                }
            }));
            watchdog.done = Some(tx);
        }
        (cancel, watchdog)
    }
}

impl Drop for Watchdog {
    fn drop(&mut self) {
        drop(self.done.take());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
