//! The REST API end to end: a real server on loopback, a real HTTP client.

mod common;

use common::{statements, Client, TestServer};
use memoir_server::Limits;
use serde_json::{json, Value};

const USER: &str = "/v1/users/jordan";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_two_session_conversation_shows_read_after_write_reconciliation_and_forget() {
    let server = TestServer::start(Limits::default()).await;
    let c = Client::new(&server, &server.key("acme"));

    // Session 1: said once, recalled at once (provisional), durable on finish.
    let s1 = c
        .ok(&format!("{USER}/sessions"), json!({ "id": "s1" }))
        .await;
    assert_eq!(s1["session"], "s1");
    c.ok(
        &format!("{USER}/sessions/s1/turns"),
        json!({ "speaker": "user", "text": "I live in Leeds", "occurred_at": "2026-01-05T10:00:00Z" }),
    )
    .await;
    let heard = c
        .ok(
            &format!("{USER}/sessions/s1/recall"),
            json!({ "query": "where does the user live" }),
        )
        .await;
    let said = statements(&heard);
    assert!(
        said.iter().any(|s| s.contains("Leeds")),
        "read-after-write: {heard}"
    );
    assert_eq!(heard["facts"][0]["standing"], "provisional");
    let report = c.ok(&format!("{USER}/sessions/s1/finish"), json!({})).await;
    assert_eq!(report["created"], 1, "{report}");

    // Session 2: the move supersedes the old city.
    c.ok(&format!("{USER}/sessions"), json!({ "id": "s2" }))
        .await;
    c.ok(
        &format!("{USER}/sessions/s2/turns"),
        json!({ "speaker": "user", "text": "I live in Bristol now", "occurred_at": "2026-02-05T10:00:00Z" }),
    )
    .await;
    let report = c.ok(&format!("{USER}/sessions/s2/finish"), json!({})).await;
    assert_eq!(report["superseded"], 1, "{report}");
    let context = c
        .ok(
            &format!("{USER}/recall"),
            json!({ "query": "where does the user live" }),
        )
        .await;
    let said = statements(&context);
    assert!(said[0].contains("Bristol"), "{context}");
    assert!(said.iter().all(|s| !s.contains("Leeds")), "{context}");

    // The current fact's history names the one it replaced.
    let (_, facts) = c.get(&format!("{USER}/facts")).await;
    let current = &facts["facts"].as_array().unwrap()[0];
    assert!(current["statement"].as_str().unwrap().contains("Bristol"));
    let id = current["id"].as_str().unwrap();
    let (status, with_history) = c.get(&format!("{USER}/facts/{id}")).await;
    assert_eq!(status, 200);
    assert!(with_history["history"][0]["statement"]
        .as_str()
        .unwrap()
        .contains("Leeds"));
    let (_, all) = c.get(&format!("{USER}/facts?status=superseded")).await;
    assert_eq!(all["facts"].as_array().unwrap().len(), 1);

    // Forget: the fact and the turns it came from are gone everywhere.
    let (status, gone) = c.delete(&format!("{USER}/facts/{id}")).await;
    assert_eq!(status, 200, "{gone}");
    let context = c
        .ok(
            &format!("{USER}/recall"),
            json!({ "query": "where does the user live" }),
        )
        .await;
    assert!(!context.to_string().contains("Bristol"), "{context}");
    let (_, episodes) = c.get(&format!("{USER}/episodes")).await;
    assert!(!episodes.to_string().contains("Bristol"), "{episodes}");
    let (_, export) = c.get(&format!("{USER}/export")).await;
    assert!(!export.to_string().contains("Bristol"), "{export}");
    let (status, _) = c.get(&format!("{USER}/facts/{id}")).await;
    assert_eq!(status, 404);

    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn remember_correct_map_export_import_and_erase_work_through_rest() {
    let server = TestServer::start(Limits::default()).await;
    let c = Client::new(&server, &server.key("acme"));
    let remembered = c
        .ok(
            &format!("{USER}/facts"),
            json!({ "text": "my favourite colour is green" }),
        )
        .await;
    assert_eq!(remembered["durable"], true, "{remembered}");
    let (_, facts) = c.get(&format!("{USER}/facts")).await;
    let fact = facts["facts"][0].clone();
    let id = fact["id"].as_str().unwrap();
    c.ok(
        &format!("{USER}/facts/{id}/correct"),
        json!({ "text": "my favourite colour is blue" }),
    )
    .await;
    let (_, facts) = c.get(&format!("{USER}/facts")).await;
    let now: Vec<&str> = facts["facts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["statement"].as_str().unwrap())
        .collect();
    assert!(now.iter().any(|s| s.contains("blue")), "{now:?}");
    assert!(now.iter().all(|s| !s.contains("green")), "{now:?}");

    let (_, map) = c.get(&format!("{USER}/map")).await;
    assert!(
        map["text"].as_str().unwrap().contains("favorite_color")
            || map.to_string().contains("colo"),
        "{map}"
    );

    // Export from one user, import into another.
    let (_, export) = c.get(&format!("{USER}/export")).await;
    let (status, imported) = c.post("/v1/users/copy/import", export.clone()).await;
    assert_eq!(status, 200, "{imported}");
    assert!(imported["facts_added"].as_u64().unwrap() >= 1, "{imported}");
    let (_, users) = c.get("/v1/users").await;
    assert_eq!(users["users"], json!(["copy", "jordan"]));

    // A malformed file is named; the others still import.
    let mut files = export["files"].as_object().unwrap().clone();
    files.insert(
        "sessions/broken.md".into(),
        Value::String("# not a session\n- nonsense".into()),
    );
    let (status, imported) = c
        .post("/v1/users/third/import", json!({ "files": files }))
        .await;
    assert_eq!(status, 200);
    assert_eq!(
        imported["errors"].as_array().unwrap().len(),
        1,
        "{imported}"
    );
    assert!(imported["facts_added"].as_u64().unwrap() >= 1, "{imported}");

    // An import whose turn is stored with other text is a 409, and
    // nothing of it is imported.
    let mut clashing = export["files"].as_object().unwrap().clone();
    let (name, text) = clashing
        .iter()
        .find(|(n, _)| n.starts_with("sessions/"))
        .map(|(n, t)| (n.clone(), t.as_str().unwrap().to_string()))
        .unwrap();
    // The remembered turn said "green"; the clashing file says "teal".
    assert!(text.contains("green"), "{text}");
    clashing.insert(name, Value::String(text.replacen("green", "teal", 1)));
    let (status, refused) = c
        .post("/v1/users/copy/import", json!({ "files": clashing }))
        .await;
    assert_eq!(status, 409, "{refused}");
    assert_eq!(refused["code"], "conflict", "{refused}");

    let (status, _) = c.delete(USER).await;
    assert_eq!(status, 200);
    let (_, facts) = c.get(&format!("{USER}/facts?status=all")).await;
    assert_eq!(facts["facts"], json!([]));
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_gets_a_clear_4xx_stores_nothing_and_the_server_keeps_serving() {
    let limits = Limits {
        max_body_bytes: 64 << 10,
        max_turn_bytes: 4 << 10,
        ..Limits::default()
    };
    let server = TestServer::start(limits).await;
    let key = server.key("acme");
    let c = Client::new(&server, &key);
    let turns = format!("{USER}/sessions/s1/turns");
    let raw = |body: &'static [u8], path: String| {
        let http = c.http.clone();
        let key = key.clone();
        async move {
            let r = http
                .post(path)
                .bearer_auth(key)
                .header("content-type", "application/json")
                .body(body)
                .send()
                .await
                .unwrap();
            let status = r.status().as_u16();
            (status, r.json::<Value>().await.unwrap())
        }
    };

    let cases: Vec<(u16, Value, &str)> = vec![
        {
            let (s, v) = raw(
                b"{\"speaker\": \"user\", \"text\": ",
                c.base.clone() + &turns,
            )
            .await;
            (s, v, "invalid_json")
        },
        {
            let (s, v) = c
                .post(&turns, json!({ "speaker": "user", "text": 42 }))
                .await;
            (s, v, "invalid_body")
        },
        {
            let (s, v) = c
                .post(
                    &turns,
                    json!({ "speaker": "user", "text": "hi", "mood": "great" }),
                )
                .await;
            (s, v, "invalid_body")
        },
        {
            let (s, v) = c
                .post(
                    &turns,
                    json!({ "speaker": "user", "text": "x".repeat(5000) }),
                )
                .await;
            (s, v, "text_too_long")
        },
        {
            let (s, v) = c
                .post(
                    &turns,
                    json!({ "speaker": "user", "text": "y".repeat(70_000) }),
                )
                .await;
            (s, v, "payload_too_large")
        },
        {
            let (s, v) = c
                .post(&turns, json!({ "speaker": "user", "text": "   " }))
                .await;
            (s, v, "invalid_input")
        },
        {
            let (s, v) = c
                .post(&turns, json!({ "speaker": "", "text": "hello" }))
                .await;
            (s, v, "invalid_input")
        },
        {
            let (s, v) = c.get("/v1/users/%FF%FE/facts").await;
            (s, v, "invalid_path")
        },
        {
            let (s, v) = c.get(&format!("{USER}/facts?colour=red")).await;
            (s, v, "invalid_query")
        },
        {
            let (s, v) = c.get(&format!("{USER}/facts?status=bogus")).await;
            (s, v, "invalid_query")
        },
        {
            let (s, v) = c.post(&format!("{USER}/forget"), json!({})).await;
            assert!(v["message"].as_str().unwrap().contains("`matching`"), "{v}");
            (s, v, "invalid_body")
        },
        {
            let (s, v) = c
                .post(
                    &format!("{USER}/sessions/s1/tools/delete_everything"),
                    json!({}),
                )
                .await;
            (s, v, "not_found")
        },
        {
            let (s, v) = c
                .post("/v1/users/a%20b/recall", json!({ "query": "x" }))
                .await;
            (s, v, "invalid_input")
        },
        {
            let (s, v) = c
                .post(&format!("{USER}/forget"), json!({ "everything": false }))
                .await;
            (s, v, "invalid_body")
        },
        {
            let (s, v) = c.get("/v1/nowhere").await;
            (s, v, "not_found")
        },
        {
            let (s, v) = c.send(reqwest::Method::PUT, "/v1/users", None).await;
            (s, v, "method_not_allowed")
        },
    ];
    for (status, body, code) in cases {
        assert!((400..500).contains(&status), "{code}: {status} {body}");
        assert_eq!(body["code"], code, "{body}");
        assert!(!body["message"].as_str().unwrap().is_empty(), "{body}");
    }

    // Nothing was stored, and the server still serves.
    let (_, episodes) = c.get(&format!("{USER}/episodes")).await;
    assert_eq!(episodes["episodes"], json!([]), "{episodes}");
    let ok = c
        .ok(
            &turns,
            json!({ "speaker": "user", "text": "I live in Leeds" }),
        )
        .await;
    assert_eq!(ok["turn"], 1);
    // The same turn number with other text collides with what is stored:
    // a 409 the caller can act on, and the stored turn is untouched.
    let (status, body) = c
        .post(
            &turns,
            json!({ "speaker": "user", "text": "I live in York", "turn": 1 }),
        )
        .await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(body["code"], "conflict", "{body}");
    let (_, episodes) = c.get(&format!("{USER}/episodes")).await;
    assert_eq!(
        episodes["episodes"].as_array().unwrap().len(),
        1,
        "{episodes}"
    );
    let health = reqwest::get(server.url("/healthz")).await.unwrap();
    assert_eq!(health.status(), 200);
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requests_without_a_key_with_a_wrong_one_or_a_revoked_one_are_refused() {
    let server = TestServer::start(Limits::default()).await;
    let key = server.key("acme");
    let c = Client::new(&server, &key);
    c.ok(
        &format!("{USER}/facts"),
        json!({ "text": "I live in Leeds" }),
    )
    .await;

    let anonymous = reqwest::Client::new()
        .get(server.url("/v1/users"))
        .send()
        .await
        .unwrap();
    assert_eq!(anonymous.status(), 401);
    let wrong = Client {
        key: "mk_00000000_guess".into(),
        ..c.clone()
    };
    let (status, body) = wrong.get("/v1/users").await;
    assert_eq!((status, body["code"].as_str()), (401, Some("unauthorized")));

    let id = server.app.keys().list().unwrap()[0].id.clone();
    server.app.keys().revoke(&id).unwrap();
    let (status, body) = c.get("/v1/users").await;
    assert_eq!(status, 401, "{body}");
    assert!(body["message"].as_str().unwrap().contains("revoked"));
    let (status, _) = c
        .post(
            &format!("{USER}/facts"),
            json!({ "text": "I live in Paris" }),
        )
        .await;
    assert_eq!(status, 401);
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_key_over_its_rate_is_told_when_to_retry_and_others_are_unaffected() {
    let limits = Limits {
        requests_per_second: 1.0,
        burst: 3.0,
        ..Limits::default()
    };
    let server = TestServer::start(limits).await;
    let greedy = Client::new(&server, &server.key("acme"));
    let polite = Client::new(&server, &server.key("acme"));
    let mut statuses = Vec::new();
    for _ in 0..5 {
        statuses.push(greedy.get("/v1/users").await);
    }
    assert!(statuses[..3].iter().all(|(s, _)| *s == 200), "{statuses:?}");
    let (status, body) = &statuses[4];
    assert_eq!(*status, 429);
    assert_eq!(body["code"], "rate_limited");
    assert!(body["details"]["retry_after_ms"].as_f64().unwrap() > 0.0);
    assert_eq!(polite.get("/v1/users").await.0, 200);
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_route_in_the_openapi_document_is_served() {
    let server = TestServer::start(Limits::default()).await;
    let c = Client::new(&server, &server.key("acme"));
    let doc: Value = reqwest::get(server.url("/v1/openapi.json"))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let paths = doc["paths"].as_object().unwrap();
    assert!(paths.len() >= 18, "{}", paths.len());
    for (path, methods) in paths {
        let concrete = path
            .replace("{user}", "u1")
            .replace("{session}", "s1")
            .replace("{fact}", "f-1")
            .replace("{tool}", "recall_context");
        for method in methods.as_object().unwrap().keys() {
            let m = reqwest::Method::from_bytes(method.to_uppercase().as_bytes()).unwrap();
            let (status, body) = c.send(m, &concrete, None).await;
            let unrouted = body["message"] == "no such route" || status == 405;
            assert!(
                !unrouted,
                "{method} {path} is documented but not served: {status} {body}"
            );
        }
    }
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_report_route_latency_recall_latency_and_ingestion_without_user_ids() {
    let server = TestServer::start(Limits::default()).await;
    let c = Client::new(&server, &server.key("acme"));
    c.ok(
        &format!("{USER}/sessions/s1/turns"),
        json!({ "speaker": "user", "text": "I live in Leeds" }),
    )
    .await;
    c.ok(
        &format!("{USER}/sessions/s1/recall"),
        json!({ "query": "where" }),
    )
    .await;
    c.ok(&format!("{USER}/recall"), json!({ "query": "where" }))
        .await;
    let text = reqwest::get(server.url("/metrics"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(text.contains("memoir_http_request_duration_seconds_bucket{method=\"POST\",route=\"/v1/users/{user}/recall\",status=\"200\""), "{text}");
    assert!(
        text.contains("memoir_recall_duration_seconds_count{source=\"session\"} 1"),
        "{text}"
    );
    assert!(
        text.contains("memoir_turns_ingested_total{speaker=\"user\"} 1"),
        "{text}"
    );
    assert!(!text.contains("jordan"));
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_graceful_shutdown_completes_every_write_in_flight_and_loses_no_acknowledged_turn() {
    let server = TestServer::start(Limits::default()).await;
    let key = server.key("acme");
    let c = Client::new(&server, &key);
    let mut writes = Vec::new();
    for i in 0..40 {
        let c = c.clone();
        writes.push(tokio::spawn(async move {
            let path = format!("/v1/users/u{}/sessions/s1/turns", i % 4);
            let text = format!("turn number {i} mentions the word marker{i}");
            c.post(&path, json!({ "speaker": "user", "text": text }))
                .await
        }));
    }
    // Once the first is answered (so the server is serving), ask it to stop
    // with the others in flight.
    let mut writes = writes.into_iter();
    let first = writes.next().unwrap().await;
    let dir = server.shutdown().await;
    let mut acknowledged = Vec::new();
    if let Ok((200, _)) = first {
        acknowledged.push(0);
    }
    for (i, w) in writes.enumerate() {
        if let Ok((200, _)) = w.await {
            acknowledged.push(i + 1);
        }
    }
    // Reopen the same data directory: every acknowledged turn is there.
    let server = TestServer::start_in(dir, Limits::default()).await;
    let c = Client::new(&server, &key);
    let mut stored = String::new();
    for u in 0..4 {
        stored.push_str(
            &c.get(&format!("/v1/users/u{u}/episodes"))
                .await
                .1
                .to_string(),
        );
    }
    assert!(!acknowledged.is_empty());
    for i in &acknowledged {
        // The text ends with the marker, so the closing quote pins it.
        let marker = format!("marker{i}\"");
        assert!(stored.contains(&marker), "acknowledged turn {i} lost");
    }
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_session_no_one_finishes_becomes_facts_once_idle() {
    let idle = std::time::Duration::from_secs(3);
    let server = TestServer::start(Limits {
        seal_sessions_after: idle,
        ..Limits::default()
    })
    .await;
    let c = Client::new(&server, &server.key("acme"));
    c.ok(&format!("{USER}/sessions"), json!({ "id": "dropped" }))
        .await;
    // The turn is stored after this instant, so until `idle` has passed
    // since it the sweep cannot have sealed the session.
    let before_the_turn = std::time::Instant::now();
    c.ok(
        &format!("{USER}/sessions/dropped/turns"),
        json!({ "speaker": "user", "text": "I live in Galway", "occurred_at": "2026-01-05T10:00:00Z" }),
    )
    .await;
    let durable = |facts: &serde_json::Value| facts.to_string().contains("Galway");
    let (_, facts) = c.get(&format!("{USER}/facts")).await;
    // On a loaded machine the write and this read may outlast `idle`; then
    // the sweep may rightly have sealed it and there is nothing to judge.
    if before_the_turn.elapsed() < idle {
        assert!(!durable(&facts), "not durable before it is sealed: {facts}");
    }
    // No finish: the caller hung up. The server's sweep seals it.
    let mut sealed = false;
    for _ in 0..75 {
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
        let (_, facts) = c.get(&format!("{USER}/facts")).await;
        if durable(&facts) {
            sealed = true;
            break;
        }
    }
    assert!(sealed, "the idle session was never sealed");
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_writes_of_one_turn_store_one_and_the_rest_are_conflicts_not_errors() {
    let server = TestServer::start(Limits::default()).await;
    let c = Client::new(&server, &server.key("acme"));
    c.ok(&format!("{USER}/sessions"), json!({ "id": "race" }))
        .await;
    let path = format!("{USER}/sessions/race/turns");
    let c = std::sync::Arc::new(c);
    let mut writes = tokio::task::JoinSet::new();
    for i in 0..12 {
        let (c, path) = (c.clone(), path.clone());
        writes.spawn(async move {
            c.post(
                &path,
                json!({ "speaker": "user", "text": format!("version {i} of turn one"), "turn": 1,
                        "occurred_at": "2026-01-05T10:00:00Z" }),
            )
            .await
        });
    }
    let answers: Vec<(u16, Value)> = writes.join_all().await;
    let stored = answers.iter().filter(|(s, _)| *s < 300).count();
    let conflicts = answers.iter().filter(|(s, _)| *s == 409).count();
    assert_eq!(stored, 1, "{answers:?}");
    assert_eq!(conflicts, 11, "{answers:?}");
    server.shutdown().await;
}
