//! The inspector's side of the server, over real HTTP: the page's assets
//! and their security headers, the explained recall and the audit check it
//! reads, and the key it needs — none on an inspector's loopback server,
//! the tenant's on `memoir serve`. The page itself is tested in a real
//! browser in `crates/cli/tests/inspector.rs`.

mod common;

use common::{Client, TestServer};
use memoir_engine::{FinalTurn, Memory};
use memoir_server::Limits;
use serde_json::json;

const USER: &str = "/v1/users/jordan";

async fn said(c: &Client, session: &str, text: &str) {
    c.ok(&format!("{USER}/sessions"), json!({ "id": session }))
        .await;
    c.ok(
        &format!("{USER}/sessions/{session}/turns"),
        json!({ "speaker": "user", "text": text }),
    )
    .await;
    c.ok(&format!("{USER}/sessions/{session}/finish"), json!({}))
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_is_served_from_the_binary_with_a_same_origin_policy() {
    let server = TestServer::start(Limits::default()).await;
    let http = reqwest::Client::new();
    let root = http.get(server.url("/")).send().await.unwrap();
    assert_eq!(root.url().path(), "/ui/", "/ leads to the page");
    for (path, kind) in [
        ("/ui/", "text/html"),
        ("/ui/app.js", "text/javascript"),
        ("/ui/app.css", "text/css"),
    ] {
        let r = http.get(server.url(path)).send().await.unwrap();
        assert_eq!(r.status(), 200, "{path}");
        let headers = r.headers();
        assert!(headers["content-type"].to_str().unwrap().starts_with(kind));
        let csp = headers["content-security-policy"].to_str().unwrap();
        assert!(csp.contains("default-src 'none'") && csp.contains("connect-src 'self'"));
        assert_eq!(headers["x-content-type-options"], "nosniff");
    }
    // The page names no other origin: it works with no network beyond this
    // server.
    for path in ["/ui/", "/ui/app.js", "/ui/app.css"] {
        let body = http
            .get(server.url(path))
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert!(
            !body.contains("http://") && !body.contains("https://"),
            "{path} names another origin"
        );
    }
    // A server with keys tells the page to ask for one.
    let config: serde_json::Value = http
        .get(server.url("/ui/config.json"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(config["needs_key"], true);
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_explained_recall_and_the_audit_check_need_the_tenants_key() {
    let server = TestServer::start(Limits::default()).await;
    let c = Client::new(&server, &server.key("acme"));
    said(&c, "s1", "I live in Leeds").await;
    said(&c, "s2", "we moved, I live in Bristol now").await;

    let explained = c
        .ok(
            &format!("{USER}/recall/explain"),
            json!({ "query": "where does the user live" }),
        )
        .await;
    let first = &explained["context"]["facts"][0];
    assert!(first["statement"].as_str().unwrap().contains("Bristol"));
    assert_eq!(explained["facts"][0]["id"], first["id"]);
    assert!(explained["facts"][0]["lexical"]["terms"]
        .as_array()
        .is_some_and(|t| !t.is_empty()));
    assert!(explained["rendered"].as_str().unwrap().contains("Bristol"));
    assert!(explained["plan"]["terms"].is_array());

    let (status, audit) = c.get(&format!("{USER}/audit")).await;
    assert_eq!(status, 200);
    assert_eq!(audit["ok"], true, "{audit}");
    assert!(audit["entries"].as_u64().unwrap() > 0);

    // Without a key, or with another tenant's, nothing of jordan's.
    let stranger = Client::new(&server, "not-a-key");
    let (status, _) = stranger
        .post(
            &format!("{USER}/recall/explain"),
            json!({ "query": "live" }),
        )
        .await;
    assert_eq!(status, 401);
    let other = Client::new(&server, &server.key("globex"));
    let other_view = other
        .ok(
            &format!("{USER}/recall/explain"),
            json!({ "query": "where does the user live" }),
        )
        .await;
    assert!(!other_view.to_string().contains("Bristol"), "{other_view}");
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_inspectors_server_serves_its_one_memory_without_a_key() {
    let memory = Memory::in_memory();
    let session = memory
        .user(&memoir_core::UserId::new("jordan").unwrap())
        .unwrap()
        .new_session()
        .unwrap();
    session
        .observe_final(FinalTurn::user("I live in Leeds", chrono::Utc::now()))
        .unwrap();
    session.finish().unwrap();
    let server = TestServer::start_local(memory).await;
    let no_key = Client::new(&server, "");
    let (status, users) = no_key.get("/v1/users").await;
    assert_eq!(status, 200, "{users}");
    assert_eq!(users["users"], json!(["jordan"]));
    let (_, facts) = no_key.get(&format!("{USER}/facts")).await;
    assert!(facts.to_string().contains("Leeds"), "{facts}");
    let config: serde_json::Value = reqwest::get(server.url("/ui/config.json"))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(config["needs_key"], false);
    server.shutdown().await;
}
