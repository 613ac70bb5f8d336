//! Slow and idle clients cannot take the server down: a half-sent request is
//! cut off after the header timeout, and connections past the cap are closed
//! on arrival while those already served go on.

mod common;

use std::time::Duration;

use common::TestServer;
use memoir_server::Limits;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// Whether the server closes `stream` within `within`.
async fn closed_within(stream: &mut TcpStream, within: Duration) -> bool {
    let mut buf = [0u8; 512];
    match tokio::time::timeout(within, stream.read(&mut buf)).await {
        Ok(Ok(0)) | Ok(Err(_)) => true,
        // hyper may answer 408 before closing: read on to the end.
        Ok(Ok(_)) => tokio::time::timeout(within, stream.read_to_end(&mut Vec::new()))
            .await
            .is_ok(),
        Err(_) => false,
    }
}

async fn healthz(server: &TestServer) -> u16 {
    reqwest::get(server.url("/healthz"))
        .await
        .map(|r| r.status().as_u16())
        .unwrap_or(0)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_half_sent_request_is_cut_off_after_the_header_timeout() {
    let server = TestServer::start(Limits {
        header_read_timeout: Duration::from_secs(1),
        ..Limits::default()
    })
    .await;
    let mut stalled = TcpStream::connect(server.addr).await.unwrap();
    stalled
        .write_all(b"GET /healthz HTTP/1.1\r\nHost: memoir\r\n")
        .await
        .unwrap(); // and never the blank line
    assert_eq!(healthz(&server).await, 200, "others are served meanwhile");
    assert!(
        closed_within(&mut stalled, Duration::from_secs(5)).await,
        "the stalled connection was never closed"
    );
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_past_the_cap_are_closed_and_a_freed_place_serves_again() {
    let server = TestServer::start(Limits {
        max_connections: 4,
        header_read_timeout: Duration::from_secs(3),
        ..Limits::default()
    })
    .await;
    let mut idle = Vec::new();
    for _ in 0..4 {
        let mut s = TcpStream::connect(server.addr).await.unwrap();
        s.write_all(b"GET /hea").await.unwrap();
        idle.push(s);
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    let mut extra = TcpStream::connect(server.addr).await.unwrap();
    assert!(
        closed_within(&mut extra, Duration::from_secs(5)).await,
        "a connection past the cap was kept"
    );
    drop(idle.pop());
    let mut served = false;
    for _ in 0..50 {
        if healthz(&server).await == 200 {
            served = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(served, "a freed place did not serve again");
    server.shutdown().await;
}

/// What the server answers to `request`, read to the end.
async fn raw_answer(server: &TestServer, request: &[u8]) -> String {
    let mut stream = TcpStream::connect(server.addr).await.unwrap();
    stream.write_all(request).await.unwrap();
    let mut answer = Vec::new();
    tokio::time::timeout(Duration::from_secs(5), stream.read_to_end(&mut answer))
        .await
        .expect("the server answered and closed")
        .unwrap();
    String::from_utf8_lossy(&answer).into_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_request_http_cannot_parse_gets_the_json_error_shape() {
    let server = TestServer::start(Limits::default()).await;
    for (request, status, code) in [
        (&b"NOT A REQUEST\r\n\r\n"[..], "400", "bad_request"),
        (
            &b"GET /healthz HTTP/1.1\r\nHost: memoir\r\nBad Header\r\n\r\n"[..],
            "400",
            "bad_request",
        ),
        (
            &b"GET /healthz HTTP/1.1\r\nHost: memoir\r\nX-Long: "[..],
            "431",
            "headers_too_large",
        ),
    ] {
        let mut request = request.to_vec();
        if code == "headers_too_large" {
            request.extend(std::iter::repeat_n(b'a', 512 * 1024));
            request.extend(b"\r\n\r\n");
        }
        let answer = raw_answer(&server, &request).await;
        let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((&answer, ""));
        assert!(head.starts_with(&format!("HTTP/1.1 {status}")), "{answer}");
        assert!(
            head.to_lowercase()
                .contains("content-type: application/json"),
            "{answer}"
        );
        let json: serde_json::Value = serde_json::from_str(body).expect(&answer);
        assert_eq!(json["code"], code, "{answer}");
        assert!(json["message"].as_str().is_some_and(|m| !m.is_empty()));
    }
    assert_eq!(healthz(&server).await, 200);
    server.shutdown().await;
}
