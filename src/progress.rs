//! A progress indicator on standard error while a problem is solved: shown
//! only when the solve runs longer than a second and standard error is a
//! terminal, so that redirected output and quick problems stay clean.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// How long a solve runs before the indicator appears.
const DELAY: Duration = Duration::from_secs(1);

/// Whether a solve gets an indicator: only when standard error is a
/// terminal.
pub fn wanted(stderr_is_terminal: bool) -> bool {
    stderr_is_terminal
}

/// The indicator of one solve; it disappears when dropped.
pub struct Progress {
    bar: Arc<Mutex<Option<ProgressBar>>>,
    stop: Option<mpsc::Sender<()>>,
    handle: Option<JoinHandle<()>>,
}

impl Progress {
    /// Starts the clock for a solve described by `label`; the spinner
    /// (with the label and the elapsed time) shows after [`DELAY`] if
    /// standard error is a terminal.
    pub fn start(label: String) -> Progress {
        let bar = Arc::new(Mutex::new(None));
        if !wanted(std::io::stderr().is_terminal()) {
            return Progress {
                bar,
                stop: None,
                handle: None,
            };
        }
        let (tx, rx) = mpsc::channel::<()>();
        let slot = Arc::clone(&bar);
        let handle = std::thread::spawn(move || {
            if rx.recv_timeout(DELAY) != Err(RecvTimeoutError::Timeout) {
                return;
            }
            let spinner = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr())
                .with_elapsed(DELAY);
            if let Ok(style) = ProgressStyle::with_template("{spinner} {msg} {elapsed}") {
                spinner.set_style(style);
            }
            spinner.set_message(label);
            spinner.enable_steady_tick(Duration::from_millis(120));
            if let Ok(mut s) = slot.lock() {
                *s = Some(spinner.clone());
            }
            // until the solve is over (the sender is dropped)
            let _ = rx.recv();
            if let Ok(mut s) = slot.lock() {
                *s = None;
            }
            spinner.finish_and_clear();
        });
        Progress {
            bar,
            stop: Some(tx),
            handle: Some(handle),
        }
    }

    /// Runs `write` (output to standard output) with the spinner hidden,
    /// so that the two do not mix on a terminal.
    pub fn suspend<R>(&self, write: impl FnOnce() -> R) -> R {
        let bar = self.bar.lock().ok().and_then(|b| b.clone());
        match bar {
            Some(spinner) => spinner.suspend(write),
            None => write(),
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        drop(self.stop.take());
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_on_a_terminal() {
        assert!(wanted(true));
        assert!(!wanted(false));
    }

    #[test]
    fn off_a_terminal_nothing_runs_and_writes_pass_through() {
        // the test harness's standard error is captured, not a terminal
        if std::io::stderr().is_terminal() {
            return;
        }
        let p = Progress::start("test".into());
        assert!(p.handle.is_none());
        assert_eq!(p.suspend(|| 7), 7);
    }
}
