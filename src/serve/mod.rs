//! `nightrider serve`: a local web application to type a problem in
//! Popeye's input language, see its diagram, solve it with live progress,
//! cancel it and read the solution as Popeye prints it; and the JSON API
//! behind it (feature `serve`).
//!
//! - `GET /`: the page (HTML, CSS and JavaScript embedded in the binary;
//!   no network access needed);
//! - `POST /api/solve` (body: Popeye input, UTF-8): a stream of
//!   server-sent events, one JSON document each ([`api::SolveEvent`]);
//!   closing the connection cancels the solve;
//! - `POST /api/diagram` (body: a Fairy-FEN, or Popeye input): the
//!   diagram as SVG.
//!
//! Limits for a public deployment ([`ServeConfig`]): request size, solving
//! time, table memory, and a bounded number of solves at once (more are
//! answered `503` "busy"); `protocol` and `latex` commands, which name
//! files, are refused in served input.

pub mod api;
mod page;

use axum::extract::DefaultBodyLimit;
use axum::routing::{get, post};
use axum::Router;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;

/// How the server runs and what it allows one request.
#[derive(Clone, Debug)]
pub struct ServeConfig {
    /// Where to listen (default: 127.0.0.1:8080).
    pub addr: SocketAddr,
    /// The longest a solve may take.
    pub max_time: Duration,
    /// How many solves may run at once; more are refused as busy.
    pub max_jobs: usize,
    /// The largest request body, in bytes.
    pub max_body: usize,
    /// Worker threads of each solve (0: all cores).
    pub threads: usize,
    /// Transposition table entries of each solve (about 32 bytes each).
    pub table_entries: usize,
}

impl Default for ServeConfig {
    fn default() -> ServeConfig {
        ServeConfig {
            addr: SocketAddr::from(([127, 0, 0, 1], 8080)),
            max_time: Duration::from_secs(60),
            max_jobs: 2,
            max_body: 64 * 1024,
            threads: 0,
            table_entries: 1 << 21,
        }
    }
}

/// What the handlers share.
#[derive(Clone)]
pub(crate) struct AppState {
    pub(crate) config: Arc<ServeConfig>,
    pub(crate) jobs: Arc<Semaphore>,
}

/// The application: the page, its assets and the API.
pub fn router(config: ServeConfig) -> Router {
    let state = AppState {
        jobs: Arc::new(Semaphore::new(config.max_jobs.max(1))),
        config: Arc::new(config.clone()),
    };
    Router::new()
        .route("/", get(page::index))
        .route("/app.js", get(page::script))
        .route("/app.css", get(page::style))
        .route("/api/solve", post(api::solve))
        .route("/api/diagram", post(api::diagram))
        .layer(DefaultBodyLimit::max(config.max_body))
        .with_state(state)
}

/// Serves [`router`] on `config.addr` until Ctrl-C or SIGTERM.
///
/// # Errors
/// If the address cannot be bound or the server fails.
pub async fn run(config: ServeConfig) -> std::io::Result<()> {
    let listener = tokio::net::TcpListener::bind(config.addr).await?;
    eprintln!("nightrider: serving on http://{}", listener.local_addr()?);
    axum::serve(listener, router(config))
        .with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await
}
