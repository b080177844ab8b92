//! Standard output for the CLI: text written in the input's encoding, and
//! a write that fails (a closed pipe, a full disk) stopping the run
//! instead of panicking.

use nightrider::notation::text::Encoding;
use std::io::{ErrorKind, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// Why the output can take no more text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Closed {
    /// The reader went away (`nightrider FILE | head`): not an error.
    Pipe,
    /// Any other write error, with its text.
    Failed(String),
}

/// Standard output, shared by the problems of one run.
pub struct Sink {
    encoding: Encoding,
    closed: Option<Closed>,
    /// Raised when the output closes, so that a solve in progress stops.
    cancel: Arc<AtomicBool>,
    /// The file of Popeye's `protocol` command: a copy of what is written.
    protocol: Option<std::fs::File>,
}

impl Sink {
    /// A sink writing to standard output that raises `cancel` when the
    /// output closes.
    pub fn new(cancel: Arc<AtomicBool>) -> Sink {
        Sink {
            encoding: Encoding::Utf8,
            closed: None,
            cancel,
            protocol: None,
        }
    }

    /// Writes the following text in `encoding` (that of the input file).
    pub fn set_encoding(&mut self, encoding: Encoding) {
        self.encoding = encoding;
    }

    /// Copies what is written from now on to the file `path` (Popeye's
    /// `protocol FILE`), created anew; a file opened before is closed.
    ///
    /// # Errors
    /// The error of creating the file (nothing is copied then).
    pub fn open_protocol(&mut self, path: &str) -> std::io::Result<()> {
        self.protocol = None;
        self.protocol = Some(std::fs::File::create(path)?);
        Ok(())
    }

    /// Writes `text` and flushes it; returns whether the output is still
    /// open. Once a write has failed, nothing more is written. A copy goes
    /// to the protocol file, if any (a failure to write it closes it,
    /// with a message on standard error).
    pub fn write(&mut self, text: &str) -> bool {
        if self.closed.is_some() {
            return false;
        }
        let bytes = self.encoding.encode(text);
        if let Some(file) = self.protocol.as_mut() {
            if let Err(e) = file.write_all(&bytes).and_then(|()| file.flush()) {
                eprintln!("nightrider: protocol file: {e}");
                self.protocol = None;
            }
        }
        let mut out = std::io::stdout().lock();
        if let Err(e) = out.write_all(&bytes).and_then(|()| out.flush()) {
            self.closed = Some(if e.kind() == ErrorKind::BrokenPipe {
                Closed::Pipe
            } else {
                Closed::Failed(e.to_string())
            });
            self.cancel.store(true, Ordering::SeqCst);
            return false;
        }
        true
    }

    /// Writes `text` and a newline.
    pub fn line(&mut self, text: &str) -> bool {
        self.write(&format!("{text}\n"))
    }

    /// Why the output closed, if it did.
    pub fn closed(&self) -> Option<&Closed> {
        self.closed.as_ref()
    }
}
