//! Interrupting a run with a signal (Ctrl-C, `kill -INT`, `kill -TERM`):
//! the first signal stops the problem being solved, whose solutions found
//! so far are printed with a line saying it was interrupted, and ends the
//! run; a second one ends the process at once.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// Set once a signal arrived.
static RECEIVED: AtomicBool = AtomicBool::new(false);

/// Raises `cancel` when SIGINT or SIGTERM arrives. A failure to install
/// the handler (another one is installed) is reported and otherwise
/// ignored: the signals then end the process as they do by default.
pub fn install(cancel: Arc<AtomicBool>) {
    let result = ctrlc::set_handler(move || {
        if RECEIVED.swap(true, Ordering::SeqCst) {
            std::process::exit(130);
        }
        cancel.store(true, Ordering::SeqCst);
    });
    if let Err(e) = result {
        eprintln!("nightrider: cannot catch signals: {e}");
    }
}

/// Whether a signal arrived.
pub fn received() -> bool {
    RECEIVED.load(Ordering::SeqCst)
}
