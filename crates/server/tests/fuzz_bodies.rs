//! Fuzzing the REST bodies: any JSON, or any bytes at all, posted to any
//! route is answered with a status below 500 — a clear client error or a
//! success — and the server keeps serving.

mod common;

use common::TestServer;
use memoir_server::Limits;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use serde_json::{Map, Value};

const ROUTES: &[&str] = &[
    "/v1/users/u1/sessions",
    "/v1/users/u1/sessions/s1/turns",
    "/v1/users/u1/sessions/s1/partial",
    "/v1/users/u1/sessions/s1/prepare",
    "/v1/users/u1/sessions/s1/recall",
    "/v1/users/u1/sessions/s1/finish",
    "/v1/users/u1/sessions/s1/tools/recall_context",
    "/v1/users/u1/sessions/s1/tools/manage_memory",
    "/v1/users/u1/recall",
    "/v1/users/u1/facts",
    "/v1/users/u1/facts/f-missing/correct",
    "/v1/users/u1/forget",
    "/v1/users/u1/import",
];

/// Field names the routes read, so that generated objects reach past the
/// first "unknown field" into the typed checks.
const FIELDS: &[&str] = &[
    "id",
    "speaker",
    "text",
    "occurred_at",
    "turn",
    "query",
    "limit",
    "as_of",
    "action",
    "about",
    "fact",
    "session",
    "everything",
    "files",
    "facts.md",
    "s1.md",
    "user",
    "name",
];

fn any_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<f64>()
            .prop_filter("finite", |f| f.is_finite())
            .prop_map(Value::from),
        "\\PC{0,40}".prop_map(Value::String),
        Just(Value::String("2026-01-05T10:00:00Z".into())),
        Just(Value::String("user".into())),
    ];
    leaf.prop_recursive(3, 24, 6, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            proptest::collection::vec((proptest::sample::select(FIELDS), inner), 0..5).prop_map(
                |pairs| {
                    Value::Object(
                        pairs
                            .into_iter()
                            .map(|(k, v)| (k.to_string(), v))
                            .collect::<Map<_, _>>(),
                    )
                }
            ),
        ]
    })
}

#[test]
fn any_body_on_any_route_is_answered_below_500_and_the_server_keeps_serving() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let (server, key) = runtime.block_on(async {
        let server = TestServer::start(Limits {
            requests_per_second: 1e6,
            burst: 1e6,
            ..Limits::default()
        })
        .await;
        let key = server.key("acme");
        (server, key)
    });
    let http = reqwest::Client::new();
    // Bounded: 256 cases take a few seconds; CI runs them every time.
    let mut runner = TestRunner::new(Config {
        cases: 256,
        failure_persistence: None,
        ..Config::default()
    });
    let body = prop_oneof![
        any_json().prop_map(|v| v.to_string().into_bytes()),
        proptest::collection::vec(any::<u8>(), 0..64),
    ];
    runner
        .run(&(0..ROUTES.len(), body), |(route, body)| {
            let status = runtime.block_on(async {
                http.post(server.url(ROUTES[route]))
                    .bearer_auth(&key)
                    .header("content-type", "application/json")
                    .body(body.clone())
                    .send()
                    .await
                    .unwrap()
                    .status()
                    .as_u16()
            });
            prop_assert!(
                status < 500,
                "{} answered {status} to {:?}",
                ROUTES[route],
                String::from_utf8_lossy(&body)
            );
            Ok(())
        })
        .unwrap();
    let healthy = runtime.block_on(async {
        reqwest::get(server.url("/healthz"))
            .await
            .unwrap()
            .status()
            .as_u16()
    });
    assert_eq!(healthy, 200);
    runtime.block_on(server.shutdown());
}
