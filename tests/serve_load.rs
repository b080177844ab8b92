//! `nightrider serve` under load, over a loopback socket: twenty solves
//! at once are each solved or refused as busy, the process's memory stays
//! within what the configured limits allow, and the server keeps
//! answering. (A test binary of its own, so that the memory measured is
//! this server's.)
#![cfg(feature = "serve")]

use nightrider::serve::{router, ServeConfig};
use std::time::Duration;
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::{TcpListener, TcpStream};

/// A #3 (its key, as Popeye finds it: `1.Qd7-g4 + !`).
const PROBLEM: &str = "begin\nstipulation #3\n\
                       pieces white kd6 qd4 qd7 black ke2 ra1 sf8 pc2\nend\n";

/// The status code and body of `POST path` with `body` to `addr`
/// (HTTP/1.1, the connection closed after the answer).
async fn post(addr: std::net::SocketAddr, path: &str, body: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(addr).await.expect("connect");
    let request = format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.expect("send");
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).await.expect("receive");
    let answer = String::from_utf8_lossy(&answer).into_owned();
    let status = answer
        .split_whitespace()
        .nth(1)
        .and_then(|code| code.parse().ok())
        .expect("a status line");
    (status, answer)
}

/// The resident memory of this process, in bytes (Linux).
fn resident_bytes() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn twenty_solves_at_once_on_loopback() {
    let table_entries = 1 << 18;
    let max_jobs = 2;
    let config = ServeConfig {
        max_jobs,
        threads: 1,
        table_entries,
        max_time: Duration::from_secs(60),
        ..ServeConfig::default()
    };
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, router(config)).await });
    let before = resident_bytes();

    let requests: Vec<_> = (0..20)
        .map(|_| tokio::spawn(async move { post(addr, "/api/solve", PROBLEM).await }))
        .collect();
    let (mut solved, mut busy) = (0, 0);
    for request in requests {
        let (status, answer) = tokio::time::timeout(Duration::from_secs(300), request)
            .await
            .expect("every request is answered in time")
            .unwrap();
        match status {
            200 => {
                assert!(answer.contains("\"done\""), "{answer}");
                assert!(answer.contains("Qd7-g4 + !"), "the key is found: {answer}");
                solved += 1;
            }
            503 => {
                assert!(answer.contains("busy"), "{answer}");
                busy += 1;
            }
            other => panic!("{other}: {answer}"),
        }
    }
    assert_eq!(solved + busy, 20);
    assert!(solved >= 1, "at least one solve gets a slot");

    // at most `max_jobs` tables at once (about 32 bytes an entry), and
    // room for the rest of the server
    if let (Some(before), Some(after)) = (before, resident_bytes()) {
        let allowed = max_jobs as u64 * table_entries as u64 * 32 + (96 << 20);
        assert!(
            after.saturating_sub(before) <= allowed,
            "resident memory grew by {} bytes, over {allowed}",
            after - before
        );
    }

    // and the server still answers
    let (status, answer) = post(addr, "/api/diagram", "8/8/8/8/8/8/8/K6k").await;
    assert_eq!(status, 200, "{answer}");
    assert!(answer.contains("<svg"));
}
