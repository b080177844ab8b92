//! `nightrider serve`'s JSON API and page, through the router (no
//! socket): solving with streamed events, diagrams, bad input, the limits
//! of a public deployment, and many requests at once.
#![cfg(feature = "serve")]

use axum::body::{to_bytes, Body};
use axum::http::{Request, StatusCode};
use axum::Router;
use nightrider::serve::{router, ServeConfig};
use std::time::{Duration, Instant};
use tower::ServiceExt as _;

fn app(config: ServeConfig) -> Router {
    router(config)
}

fn post(path: &str, body: &str) -> Request<Body> {
    Request::post(path)
        .body(Body::from(body.to_string()))
        .unwrap()
}

async fn text(response: axum::response::Response) -> String {
    let bytes = to_bytes(response.into_body(), usize::MAX).await.unwrap();
    String::from_utf8(bytes.to_vec()).unwrap()
}

/// The JSON documents of a server-sent event stream.
fn events(stream: &str) -> Vec<serde_json::Value> {
    stream
        .split("\n\n")
        .filter_map(|chunk| chunk.strip_prefix("data: "))
        .map(|data| serde_json::from_str(data).unwrap())
        .collect()
}

const MATE_IN_2: &str = "begin\nstipulation #2\npieces white ka3 ra8 black kb1\nend\n";

/// A problem that takes minutes (D. Meinking's pser-s#7).
const LONG: &str = "begin\npieces white kd6 qc2e8 sc7 pf4h2 black ka1 ra3 be1h3 pa7h4\n\
                    stipulation pser-s#7\nend\n";

#[tokio::test]
async fn the_page_and_its_assets_are_served() {
    for (path, kind) in [
        ("/", "text/html"),
        ("/app.js", "text/javascript"),
        ("/app.css", "text/css"),
    ] {
        let response = app(ServeConfig::default())
            .oneshot(Request::get(path).body(Body::empty()).unwrap())
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        let content_type = response.headers()["content-type"]
            .to_str()
            .unwrap()
            .to_string();
        assert!(content_type.starts_with(kind), "{path}: {content_type}");
    }
}

#[tokio::test]
async fn a_solve_streams_the_header_the_solution_and_the_end() {
    let response = app(ServeConfig::default())
        .oneshot(post("/api/solve", MATE_IN_2))
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let events = events(&text(response).await);
    assert_eq!(events[0]["type"], "problem");
    assert!(events[0]["header"].as_str().unwrap().contains("#2"));
    assert!(events[0]["svg"].as_str().unwrap().starts_with("<?xml"));
    let lines: Vec<&str> = events
        .iter()
        .filter(|e| e["type"] == "lines")
        .flat_map(|e| e["lines"].as_array().unwrap())
        .map(|l| l.as_str().unwrap())
        .collect();
    assert!(lines.contains(&"   1.Ra8-c8 !"), "{lines:?}");
    assert_eq!(events.last().unwrap()["type"], "done");
}

/// Every move in the solution lines comes with the board after it, which
/// `POST /api/diagram` draws.
#[tokio::test]
async fn the_moves_of_a_solution_come_with_the_board_after_them() {
    let app = app(ServeConfig::default());
    let input = "begin\nstipulation #2\noption variation\npieces white ka3 ra8 black kb1\nend\n";
    let response = app
        .clone()
        .oneshot(post("/api/solve", input))
        .await
        .unwrap();
    let events = events(&text(response).await);
    let mut moves = Vec::new();
    for event in events.iter().filter(|e| e["type"] == "lines") {
        let lines = event["lines"].as_array().unwrap();
        for m in event["moves"].as_array().unwrap() {
            let line: Vec<char> = lines[m["line"].as_u64().unwrap() as usize]
                .as_str()
                .unwrap()
                .chars()
                .collect();
            let column = m["column"].as_u64().unwrap() as usize;
            let length = m["length"].as_u64().unwrap() as usize;
            let text: String = line[column..column + length].iter().collect();
            moves.push((text, m["board"].as_str().unwrap().to_string()));
        }
    }
    assert_eq!(
        moves,
        [
            ("Ra8-c8".to_string(), "2R5/8/8/8/8/K7/8/1k6".to_string()),
            ("Kb1-a1".to_string(), "2R5/8/8/8/8/K7/8/k7".to_string()),
            ("Rc8-c1 #".to_string(), "8/8/8/8/8/K7/8/k1R5".to_string()),
        ]
    );
    let response = app
        .oneshot(post("/api/diagram", &moves[0].1))
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert!(text(response).await.contains("<svg"));
}

#[tokio::test]
async fn a_helpmate_with_a_condition_and_twins_is_solved_as_popeye_does() {
    let input = "begin\npieces white ke6 bh4h5 pe2f4 black ka7 qg5 bd1 sb8c1 pb5f5f6\n\
                 stipulation h#2\ncondition CirceTake&Make\ntwin move a7 c6\nend\n";
    let events = events(
        &text(
            app(ServeConfig::default())
                .oneshot(post("/api/solve", input))
                .await
                .unwrap(),
        )
        .await,
    );
    let all = serde_json::to_string(&events).unwrap();
    assert!(
        all.contains("1.Qg5*h5[+wBf3] Bf3-b7   2.Bd1*e2[+wPe4] Bh4-f2 #"),
        "{all}"
    );
    assert!(
        all.contains("1.Qg5*h4[+wBf2] Bf2-b6   2.Sc1*e2[+wPe3] Bh5-f3 #"),
        "{all}"
    );
    assert!(events
        .iter()
        .any(|e| e["type"] == "twin" && e["label"] == "b)"));
}

#[tokio::test]
async fn bad_input_is_answered_with_its_line_and_column_and_the_server_goes_on() {
    let app = app(ServeConfig::default());
    let response = app
        .clone()
        .oneshot(post(
            "/api/solve",
            "begin\nstipulation #2\npieces white kz9\nend\n",
        ))
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let body: serde_json::Value = serde_json::from_str(&text(response).await).unwrap();
    assert_eq!(body["errors"][0]["line"], 3, "{body}");
    assert!(body["errors"][0]["column"].as_u64().unwrap() > 1, "{body}");
    // files may not be named
    for command in ["protocol out.txt", "latex out.tex"] {
        let input =
            format!("begin\n{command}\nstipulation #2\npieces white ka3 ra8 black kb1\nend\n");
        let response = app
            .clone()
            .oneshot(post("/api/solve", &input))
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::BAD_REQUEST, "{command}");
    }
    // the next request is served
    let response = app.oneshot(post("/api/solve", MATE_IN_2)).await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
}

#[tokio::test]
async fn diagrams_of_a_fairy_fen_and_of_a_problem() {
    let app = app(ServeConfig::default());
    let response = app
        .clone()
        .oneshot(post("/api/diagram", "k3/1*3b2/2X1/-t2K"))
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["content-type"], "image/svg+xml");
    assert!(text(response).await.contains("width=\"207\""));
    let response = app
        .clone()
        .oneshot(post("/api/diagram", MATE_IN_2))
        .await
        .unwrap();
    assert!(text(response).await.contains(">#2</text>"));
    let response = app.oneshot(post("/api/diagram", "8/8/9")).await.unwrap();
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn requests_over_the_size_limit_are_refused() {
    let config = ServeConfig {
        max_body: 100,
        ..ServeConfig::default()
    };
    let big = format!("{MATE_IN_2}{}", "remark x\n".repeat(20));
    let response = app(config).oneshot(post("/api/solve", &big)).await.unwrap();
    assert_eq!(response.status(), StatusCode::PAYLOAD_TOO_LARGE);
}

#[tokio::test]
async fn a_solve_stops_at_the_time_limit() {
    let config = ServeConfig {
        max_time: Duration::from_millis(500),
        ..ServeConfig::default()
    };
    let started = Instant::now();
    let events = events(&text(app(config).oneshot(post("/api/solve", LONG)).await.unwrap()).await);
    assert!(started.elapsed() < Duration::from_secs(30));
    assert!(events.iter().any(|e| e["type"] == "error"), "{events:?}");
    assert_eq!(events.last().unwrap()["type"], "done");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_busy_server_says_so_and_a_closed_connection_frees_its_slot() {
    let app = app(ServeConfig {
        max_jobs: 1,
        threads: 1,
        ..ServeConfig::default()
    });
    let long = app.clone().oneshot(post("/api/solve", LONG)).await.unwrap();
    assert_eq!(long.status(), StatusCode::OK);
    let busy = app
        .clone()
        .oneshot(post("/api/solve", MATE_IN_2))
        .await
        .unwrap();
    assert_eq!(busy.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert!(text(busy).await.contains("busy"));
    // the client goes away: the solve is cancelled and its slot freed
    drop(long);
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let response = app
            .clone()
            .oneshot(post("/api/solve", MATE_IN_2))
            .await
            .unwrap();
        if response.status() == StatusCode::OK {
            assert!(text(response).await.contains("Ra8-c8"));
            break;
        }
        assert!(Instant::now() < deadline, "the slot was never freed");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn twenty_requests_at_once_are_solved_or_refused_as_busy() {
    let app = app(ServeConfig {
        max_jobs: 2,
        threads: 1,
        ..ServeConfig::default()
    });
    let requests = (0..20).map(|_| {
        let app = app.clone();
        tokio::spawn(async move {
            let response = app.oneshot(post("/api/solve", MATE_IN_2)).await.unwrap();
            let status = response.status();
            (status, text(response).await)
        })
    });
    let mut solved = 0;
    for request in requests.collect::<Vec<_>>() {
        let (status, body) = request.await.unwrap();
        match status {
            StatusCode::OK => {
                assert!(
                    body.contains("Ra8-c8") && body.contains("\"done\""),
                    "{body}"
                );
                solved += 1;
            }
            StatusCode::SERVICE_UNAVAILABLE => assert!(body.contains("busy")),
            other => panic!("{other}: {body}"),
        }
    }
    assert!(solved >= 1);
    // and the server still answers
    let response = app.oneshot(post("/api/solve", MATE_IN_2)).await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
}
