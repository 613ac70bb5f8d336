//! Load test: N concurrent HTTP clients on loopback for a fixed time against
//! a real `memoir serve` (in-process, SQLite store), reporting throughput
//! and recall latency percentiles as the client sees them.
//!
//! `cargo bench -p memoir-server --bench load` (release). Knobs, by
//! environment: `MEMOIR_LOAD_CLIENTS` (50), `MEMOIR_LOAD_SECONDS` (10),
//! `MEMOIR_LOAD_USERS` (8), `MEMOIR_LOAD_MEMORIES` (1000 per user),
//! `MEMOIR_LOAD_WRITE_EVERY` (0: recall only; n: every n-th request of a
//! client is a final turn instead).
//!
//! Not a pass/fail test: it prints numbers for docs/performance.md. Clients
//! and server share the machine, so on 2 cores the clients' own work is part
//! of what is measured.

use std::time::{Duration, Instant};

use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use hyper_util::rt::TokioIo;
use memoir_core::UserId;
use memoir_engine::synthetic::{self, Rng};
use memoir_server::{App, Limits, TenantId};
use serde_json::json;

fn env(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

/// One kept-alive HTTP/1.1 connection, as a load generator such as wrk
/// holds: hyper's connection API without a pool, so the client's own cost
/// per request stays small beside the server's.
struct Connection {
    sender: hyper::client::conn::http1::SendRequest<Full<Bytes>>,
    host: String,
    auth: String,
}

impl Connection {
    async fn open(addr: std::net::SocketAddr, key: &str) -> Self {
        let stream = tokio::net::TcpStream::connect(addr).await.expect("connect");
        stream.set_nodelay(true).expect("nodelay");
        let (sender, conn) = hyper::client::conn::http1::handshake(TokioIo::new(stream))
            .await
            .expect("handshake");
        tokio::spawn(conn);
        Self {
            sender,
            host: addr.to_string(),
            auth: format!("Bearer {key}"),
        }
    }

    async fn post(&mut self, path: &str, body: String) {
        let request = hyper::Request::post(path)
            .header("host", &self.host)
            .header("authorization", &self.auth)
            .header("content-type", "application/json")
            .body(Full::new(Bytes::from(body)))
            .expect("request");
        self.sender.ready().await.expect("connection ready");
        let response = self.sender.send_request(request).await.expect("response");
        let ok = response.status().is_success();
        let _ = response.into_body().collect().await.expect("body");
        assert!(ok, "request to {path} failed");
    }
}

fn main() {
    let clients = env("MEMOIR_LOAD_CLIENTS", 50);
    let seconds = env("MEMOIR_LOAD_SECONDS", 10);
    let users = env("MEMOIR_LOAD_USERS", 8);
    let memories = env("MEMOIR_LOAD_MEMORIES", 1000);
    let write_every = env("MEMOIR_LOAD_WRITE_EVERY", 0);
    let dir = tempfile::tempdir().expect("temp dir");
    let limits = Limits {
        requests_per_second: 1e9,
        burst: 1e9,
        ..Limits::default()
    };
    let app = App::open(dir.path(), limits, memoir_server::open_sqlite());
    let tenant = TenantId::new("bench").expect("tenant");
    let (_, key) = app.keys().create(&tenant, Some("load")).expect("key");

    eprintln!("seeding {users} users × {memories} memories through the engine …");
    let seeded = Instant::now();
    {
        let t = app.tenant(&tenant).expect("tenant memory");
        for u in 0..users {
            let user = t
                .user(&UserId::new(format!("user-{u}")).expect("id"))
                .expect("user");
            synthetic::populate(&user, memories, u as u64).expect("populate");
        }
    }
    eprintln!("seeded in {:.1} s", seeded.elapsed().as_secs_f64());

    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime");
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let addr = listener.local_addr().expect("addr");
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let server = tokio::spawn(memoir_server::serve(listener, app.clone(), async move {
            let _ = stopped.await;
        }));
        let base = "/v1".to_string();
        let deadline = Instant::now() + Duration::from_secs(seconds as u64);
        let mut tasks = Vec::new();
        for c in 0..clients {
            let base = base.clone();
            let key = key.clone();
            tasks.push(tokio::spawn(async move {
                let mut conn = Connection::open(addr, &key).await;
                let user = format!("user-{}", c % users);
                let session = format!("load-{c}");
                let mut rng = Rng::new(1000 + c as u64);
                let turns = format!("{base}/users/{user}/sessions/{session}/turns");
                let recall = format!("{base}/users/{user}/sessions/{session}/recall");
                let first = json!({ "speaker": "user", "text": synthetic::user_line(&mut rng) });
                conn.post(&turns, first.to_string()).await;
                let mut recalls = Vec::new();
                let mut writes = Vec::new();
                let mut n = 0usize;
                while Instant::now() < deadline {
                    n += 1;
                    let write = write_every > 0 && n.is_multiple_of(write_every);
                    let (path, body) = if write {
                        (&turns, json!({ "speaker": "user", "text": synthetic::user_line(&mut rng) }))
                    } else {
                        (&recall, json!({ "query": synthetic::query(&mut rng) }))
                    };
                    let body = body.to_string();
                    let started = Instant::now();
                    conn.post(path, body).await;
                    let took = started.elapsed();
                    if write {
                        writes.push(took);
                    } else {
                        recalls.push(took);
                    }
                }
                (recalls, writes)
            }));
        }
        let mut recalls = Vec::new();
        let mut writes = Vec::new();
        for t in tasks {
            let (r, w) = t.await.expect("client");
            recalls.extend(r);
            writes.extend(w);
        }
        let _ = stop.send(());
        let _ = server.await;
        recalls.sort();
        writes.sort();
        let total = recalls.len() + writes.len();
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        println!(
            "load: {clients} clients, {seconds} s, {users} users × {memories} memories, write every {write_every}"
        );
        println!(
            "  throughput {:.0} requests/s ({} requests)",
            total as f64 / seconds as f64,
            total
        );
        println!(
            "  recall over HTTP: p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms ({} calls)",
            ms(percentile(&recalls, 0.5)),
            ms(percentile(&recalls, 0.9)),
            ms(percentile(&recalls, 0.99)),
            ms(recalls.last().copied().unwrap_or_default()),
            recalls.len()
        );
        if !writes.is_empty() {
            println!(
                "  turn writes over HTTP: p50 {:.2} ms, p99 {:.2} ms ({} calls)",
                ms(percentile(&writes, 0.5)),
                ms(percentile(&writes, 0.99)),
                writes.len()
            );
        }
    });
}
