//! MCP-over-HTTP sessions belong to the tenant that opened them, and a
//! tenant holds only so many open at once.

mod common;

use common::TestServer;
use memoir_server::Limits;
use serde_json::{json, Value};

const INIT: &str = r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#;

fn mcp(server: &TestServer, key: &str, method: reqwest::Method) -> reqwest::RequestBuilder {
    reqwest::Client::new()
        .request(method, server.url("/mcp?user=jordan"))
        .bearer_auth(key)
        .header("accept", "application/json, text/event-stream")
        .header("content-type", "application/json")
}

/// Opens a session; its id.
async fn initialize(server: &TestServer, key: &str) -> reqwest::Response {
    mcp(server, key, reqwest::Method::POST)
        .body(INIT)
        .send()
        .await
        .unwrap()
}

fn session_id(response: &reqwest::Response) -> String {
    response
        .headers()
        .get("mcp-session-id")
        .expect("a session id")
        .to_str()
        .unwrap()
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_tenant_can_neither_use_nor_end_a_session_it_did_not_open() {
    let server = TestServer::start(Limits::default()).await;
    let (alpha, beta) = (server.key("alpha"), server.key("beta"));
    let opened = initialize(&server, &alpha).await;
    assert_eq!(opened.status(), 200);
    let id = session_id(&opened);
    let initialized = json!({"jsonrpc": "2.0", "method": "notifications/initialized"});
    let r = mcp(&server, &alpha, reqwest::Method::POST)
        .header("mcp-session-id", &id)
        .body(initialized.to_string())
        .send()
        .await
        .unwrap();
    assert!(r.status().is_success(), "{}", r.status());

    let ended_by_beta = mcp(&server, &beta, reqwest::Method::DELETE)
        .header("mcp-session-id", &id)
        .send()
        .await
        .unwrap();
    assert_eq!(ended_by_beta.status(), 404);
    let used_by_beta = mcp(&server, &beta, reqwest::Method::POST)
        .header("mcp-session-id", &id)
        .body(r#"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#)
        .send()
        .await
        .unwrap();
    assert_eq!(used_by_beta.status(), 404);

    // Alpha's session is untouched.
    let listed = mcp(&server, &alpha, reqwest::Method::POST)
        .header("mcp-session-id", &id)
        .body(r#"{"jsonrpc":"2.0","id":3,"method":"tools/list"}"#)
        .send()
        .await
        .unwrap();
    assert_eq!(listed.status(), 200);
    let body = listed.text().await.unwrap();
    assert!(body.contains("recall_context"), "{body}");
    let ended = mcp(&server, &alpha, reqwest::Method::DELETE)
        .header("mcp-session-id", &id)
        .send()
        .await
        .unwrap();
    assert!(ended.status().is_success(), "{}", ended.status());
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tenant_holds_only_so_many_sessions_open_and_ending_one_frees_a_place() {
    let server = TestServer::start(Limits {
        mcp_sessions_per_tenant: 2,
        ..Limits::default()
    })
    .await;
    let (alpha, beta) = (server.key("alpha"), server.key("beta"));
    let first = session_id(&initialize(&server, &alpha).await);
    let _second = session_id(&initialize(&server, &alpha).await);
    let third = initialize(&server, &alpha).await;
    assert_eq!(third.status(), 429);
    let body: Value = third.json().await.unwrap();
    assert_eq!(body["code"], "too_many_sessions", "{body}");
    // Another tenant is not affected.
    assert_eq!(initialize(&server, &beta).await.status(), 200);
    let ended = mcp(&server, &alpha, reqwest::Method::DELETE)
        .header("mcp-session-id", &first)
        .send()
        .await
        .unwrap();
    assert!(ended.status().is_success());
    assert_eq!(initialize(&server, &alpha).await.status(), 200);
    server.shutdown().await;
}
