//! The JSON API: solving with a stream of events, and diagrams.

use super::AppState;
use crate::diagram::notation::ffen::{parse_ffen, FairyMapping};
use crate::diagram::{to_svg, Picture, Style};
use crate::notation::fen::board_to_fen;
use crate::notation::popeye::{parse_input, Command};
use crate::output::{
    header, streamed_lines_with_moves, twin_lines_with_moves, twin_opening, PrintedMove,
};
use crate::problem::Problem;
use crate::{solve_events, Event, PlayThrough, ProblemErrors, SolveOptions};
use axum::extract::State;
use axum::http::{header as http_header, StatusCode};
use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Serialize;
use std::convert::Infallible;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio_stream::wrappers::ReceiverStream;
use tokio_stream::StreamExt as _;

/// A move in the lines of a [`SolveEvent::Lines`], with the board after
/// it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveAt {
    /// The index of its line in the event's lines.
    pub line: usize,
    /// Where its text starts in the line, in characters.
    pub column: usize,
    /// The length of its text, in characters.
    pub length: usize,
    /// The board after it, as a Fairy-FEN (draw it with `POST
    /// /api/diagram`); `None` if it could not be played through.
    pub board: Option<String>,
}

/// One event of `POST /api/solve`, sent as the JSON data of a server-sent
/// event, tagged by `type`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum SolveEvent {
    /// A problem starts: its text above the solutions (Popeye's header
    /// with the board as text) and its diagram as SVG.
    Problem {
        /// Its number in the input, from 1.
        number: usize,
        /// Popeye's header.
        header: String,
        /// The diagram with its stipulation and conditions.
        svg: String,
    },
    /// A twin starts (the diagram, too, when there are no twins).
    Twin {
        /// `a)`, `b)`, … (empty without twins).
        label: String,
        /// What the twinning changed.
        description: String,
        /// What Popeye prints before the twin's solution: its heading (with
        /// twins), its messages, and a blank line.
        opening: String,
    },
    /// Solution lines as they are found, in Popeye's format, with the
    /// position after each move in them (play-through).
    Lines {
        /// The lines.
        lines: Vec<String>,
        /// The moves in the lines, in the order printed.
        moves: Vec<MoveAt>,
    },
    /// The progress of the solve.
    Progress {
        /// Moves tried.
        nodes: u64,
        /// Moves tried per second.
        positions_per_second: f64,
        /// Time since the solve began, in milliseconds.
        elapsed_ms: u64,
    },
    /// The solve stopped early or the problem is refused.
    Error {
        /// Why.
        message: String,
    },
    /// Everything is solved (or stopped).
    Done,
}

/// An error answer: `{"error": message, "errors": [...]}`.
#[derive(Serialize)]
struct ErrorBody {
    error: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    errors: Vec<InputErrorBody>,
}

/// An input error with its place.
#[derive(Serialize)]
struct InputErrorBody {
    problem: usize,
    line: usize,
    column: usize,
    message: String,
}

fn error(status: StatusCode, message: impl Into<String>) -> Response {
    (
        status,
        Json(ErrorBody {
            error: message.into(),
            errors: Vec::new(),
        }),
    )
        .into_response()
}

fn input_errors(errors: &ProblemErrors) -> Response {
    let list: Vec<InputErrorBody> = errors
        .errors()
        .iter()
        .map(|e| InputErrorBody {
            problem: e.problem,
            line: e.line,
            column: e.column,
            message: e.kind.to_string(),
        })
        .collect();
    let first = errors
        .errors()
        .first()
        .map_or_else(String::new, |e| e.to_string());
    (
        StatusCode::BAD_REQUEST,
        Json(ErrorBody {
            error: first,
            errors: list,
        }),
    )
        .into_response()
}

/// Refuses the commands that name files (`protocol`, `latex`).
fn file_commands(text: &str) -> Option<&'static str> {
    let parsed = parse_input(text);
    parsed
        .problems
        .iter()
        .flat_map(|p| &p.commands)
        .find_map(|c| match c {
            Command::Protocol(_) => Some("protocol"),
            Command::Latex(_) | Command::LatexPieces(_) => Some("latex"),
            _ => None,
        })
}

/// Reads the problems of a request body.
fn problems(body: &str) -> Result<Vec<Problem>, Box<Response>> {
    if let Some(command) = file_commands(body) {
        return Err(Box::new(error(
            StatusCode::BAD_REQUEST,
            format!("the {command} command is not allowed in served input"),
        )));
    }
    let problems = Problem::parse(body).map_err(|e| Box::new(input_errors(&e)))?;
    if problems.is_empty() {
        return Err(Box::new(error(
            StatusCode::BAD_REQUEST,
            "no problem in the input",
        )));
    }
    Ok(problems)
}

/// The printed `moves` with the board after each, played through on
/// `play` (no board when there is no game).
fn played_through(mut play: Option<&mut PlayThrough>, moves: &[PrintedMove]) -> Vec<MoveAt> {
    moves
        .iter()
        .map(|m| MoveAt {
            line: m.line,
            column: m.column,
            length: m.text.chars().count(),
            board: play
                .as_deref_mut()
                .and_then(|p| p.position_after(m).ok())
                .map(|after| board_to_fen(after.board())),
        })
        .collect()
}

/// The diagram of a problem's first twin, captioned.
fn problem_svg(problem: &Problem) -> String {
    let twin = &problem.twins[0];
    let caption = problem.caption(twin);
    to_svg(
        &Picture::from_position(&twin.position, &FairyMapping::default()).with_caption(caption),
        &Style::default(),
    )
}

/// `POST /api/solve`: solves the problems of the body, streaming
/// [`SolveEvent`]s; `400` with the errors (line and column) for input that
/// does not read, `503` when the server is busy.
pub(crate) async fn solve(State(state): State<AppState>, body: String) -> Response {
    let problems = match problems(&body) {
        Ok(p) => p,
        Err(response) => return *response,
    };
    let Ok(permit) = Arc::clone(&state.jobs).try_acquire_owned() else {
        return error(
            StatusCode::SERVICE_UNAVAILABLE,
            "busy: every solving slot is taken, try again later",
        );
    };
    let (tx, rx) = tokio::sync::mpsc::channel::<SolveEvent>(256);
    let config = Arc::clone(&state.config);
    std::thread::spawn(move || {
        let _permit = permit;
        let cancel = Arc::new(AtomicBool::new(false));
        // a closed connection cancels the solve
        let send = |event: SolveEvent| {
            if tx.blocking_send(event).is_err() {
                cancel.store(true, Ordering::Relaxed);
            }
        };
        let options = SolveOptions {
            cancel: Some(Arc::clone(&cancel)),
            max_time: Some(config.max_time),
            table_entries: Some(config.table_entries),
            threads: config.threads,
            progress_interval: Some(Duration::from_millis(250)),
            ..SolveOptions::default()
        };
        for (i, problem) in problems.iter().enumerate() {
            send(SolveEvent::Problem {
                number: i + 1,
                header: header(problem),
                svg: problem_svg(problem),
            });
            // the twin's game for play-through, and the battle play moves
            // the steps streamed so far left open
            let mut play: Option<PlayThrough> = None;
            let mut path = Vec::new();
            let result = solve_events(problem, &options, |event| match event {
                Event::TwinStarted { index, twin } => {
                    play = PlayThrough::new(problem, index).ok();
                    path.clear();
                    send(SolveEvent::Twin {
                        label: twin.label.clone(),
                        description: twin.description.clone(),
                        opening: twin_opening(problem, twin),
                    });
                }
                Event::Found { item, .. } => {
                    let (lines, moves) =
                        streamed_lines_with_moves(problem.language, item, &mut path);
                    send(SolveEvent::Lines {
                        moves: played_through(play.as_mut(), &moves),
                        lines,
                    });
                }
                Event::TwinFinished { twin, report, .. } => {
                    let (lines, moves) = twin_lines_with_moves(problem, twin, report);
                    send(SolveEvent::Lines {
                        moves: played_through(play.as_mut(), &moves),
                        lines,
                    });
                }
                Event::Progress(p) => send(SolveEvent::Progress {
                    nodes: p.nodes,
                    positions_per_second: p.positions_per_second(),
                    elapsed_ms: p.elapsed.as_millis() as u64,
                }),
                _ => {}
            });
            if let Err(e) = result {
                send(SolveEvent::Error {
                    message: e.to_string(),
                });
                break;
            }
            if cancel.load(Ordering::Relaxed) {
                break;
            }
        }
        send(SolveEvent::Done);
    });
    let stream = ReceiverStream::new(rx).map(|event| {
        let data = serde_json::to_string(&event).expect("events serialise");
        Ok::<_, Infallible>(SseEvent::default().data(data))
    });
    Sse::new(stream)
        .keep_alive(KeepAlive::default())
        .into_response()
}

/// `POST /api/diagram`: the SVG of a Fairy-FEN, or of the first problem
/// of Popeye input; `400` with the error otherwise.
pub(crate) async fn diagram(body: String) -> Response {
    let text = body.trim();
    let svg = if text.contains('/') && !text.contains(char::is_whitespace) {
        match parse_ffen(text) {
            Ok(d) => to_svg(&Picture::from_ffen(&d), &Style::default()),
            Err(e) => return error(StatusCode::BAD_REQUEST, e.to_string()),
        }
    } else {
        match problems(text) {
            Ok(problems) => problem_svg(&problems[0]),
            Err(response) => return *response,
        }
    };
    ([(http_header::CONTENT_TYPE, "image/svg+xml")], svg).into_response()
}
