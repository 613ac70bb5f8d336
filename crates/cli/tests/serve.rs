//! `memoir serve` refuses a data directory another server is using; two
//! servers on one Postgres database serve one memory and share their keys.

use std::io::{BufRead, BufReader};
use std::process::Stdio;

mod common;

#[test]
fn a_second_server_on_the_same_data_directory_refuses_to_start() {
    let data = common::fresh_dir("serve-twice");
    let mut first = common::memoir()
        .args(["serve", "--listen", "127.0.0.1:0", "--data"])
        .arg(&data)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Wait until the first says where it listens: it holds the lock then.
    let mut lines = BufReader::new(first.stderr.take().unwrap()).lines();
    assert!(lines
        .by_ref()
        .map_while(Result::ok)
        .any(|l| l.contains("memoir listening on")));
    let second = common::memoir()
        .args(["serve", "--listen", "127.0.0.1:0", "--data"])
        .arg(&data)
        .output()
        .unwrap();
    let _ = first.kill();
    let _ = first.wait();
    assert!(!second.status.success());
    let said = common::stderr(&second);
    assert!(
        said.contains("another memoir serve is already using"),
        "{said}"
    );
}

/// A `memoir serve` child and the address it listens on.
struct Node {
    child: std::process::Child,
    addr: String,
}

impl Node {
    fn start(data: &std::path::Path, store: &str) -> Self {
        let mut child = common::memoir()
            .args([
                "serve",
                "--listen",
                "127.0.0.1:0",
                "--store",
                store,
                "--data",
            ])
            .arg(data)
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut lines = BufReader::new(child.stderr.take().unwrap()).lines();
        let addr = lines
            .by_ref()
            .map_while(Result::ok)
            .find_map(|l| {
                l.strip_prefix("memoir listening on http://")
                    .map(str::to_string)
            })
            .expect("the server says where it listens");
        // Keep draining its log so it never blocks on a full pipe.
        std::thread::spawn(move || {
            lines
                .map_while(Result::ok)
                .for_each(|l| eprintln!("[node] {l}"))
        });
        Self { child, addr }
    }

    /// POST `body` to `path` with `key`; the status and the body.
    fn post(&self, path: &str, key: &str, body: &str) -> (u16, String) {
        use std::io::{Read, Write};
        let mut stream = std::net::TcpStream::connect(&self.addr).unwrap();
        write!(
            stream,
            "POST {path} HTTP/1.1\r\nHost: memoir\r\nAuthorization: Bearer {key}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        )
        .unwrap();
        let mut answer = String::new();
        stream.read_to_string(&mut answer).unwrap();
        let status = answer[9..12].parse().unwrap();
        let body = answer
            .split_once("\r\n\r\n")
            .map_or("", |(_, b)| b)
            .to_string();
        (status, body)
    }
}

impl Drop for Node {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn two_servers_on_one_postgres_database_serve_one_memory() {
    let Some(url) = common::postgres("two_servers_on_one_postgres_database_serve_one_memory")
    else {
        return;
    };
    let (a_data, b_data) = (common::fresh_dir("node-a"), common::fresh_dir("node-b"));
    let tenant = format!("nodes-{}", std::process::id());
    // Keys live in the database: made once, every node knows them.
    let made = common::run(&["keys", "create", "--store", &url, "--tenant", &tenant]);
    assert!(made.status.success(), "{}", common::stderr(&made));
    let key = common::stdout(&made)
        .lines()
        .next()
        .unwrap()
        .trim()
        .to_string();
    let (a, b) = (Node::start(&a_data, &url), Node::start(&b_data, &url));

    let session = "/v1/users/ana/sessions";
    let (status, body) = a.post(session, &key, r#"{"id": "s1"}"#);
    assert!(status < 300, "{status} {body}");
    let turns = "/v1/users/ana/sessions/s1/turns";
    let said = r#"{"speaker": "user", "text": "I love jazz, mostly Coltrane"}"#;
    let (status, body) = a.post(turns, &key, said);
    assert!(status < 300, "{status} {body}");
    let recall = "/v1/users/ana/recall";
    let (status, body) = b.post(recall, &key, r#"{"query": "does the user love jazz"}"#);
    assert_eq!(status, 200, "{body}");
    assert!(
        body.contains("Coltrane"),
        "node B reads node A's turn: {body}"
    );

    // Node B now holds ana in memory; node A's next turn must reach it.
    let said = r#"{"speaker": "user", "text": "We moved to Galway last month"}"#;
    let (status, body) = a.post(turns, &key, said);
    assert!(status < 300, "{status} {body}");
    let written = std::time::Instant::now();
    let mut seen = None;
    while written.elapsed() < std::time::Duration::from_secs(5) {
        let (_, body) = b.post(recall, &key, r#"{"query": "where did the user move"}"#);
        if body.contains("Galway") {
            seen = Some(written.elapsed());
            break;
        }
    }
    let seen = seen.expect("node B never recalled node A's newer turn");
    eprintln!(
        "node B recalled node A's turn {} ms after it was acknowledged",
        seen.as_millis()
    );

    // The session moves: node B finishes what node A started, from the
    // turns in the database, and node A serves the facts it committed.
    let (status, body) = b.post("/v1/users/ana/sessions/s1/finish", &key, "{}");
    assert!(status < 300, "{status} {body}");
    let facts = (0..100).find_map(|_| {
        let (_, body) = a.post(recall, &key, r#"{"query": "where did the user move"}"#);
        if body.contains(r#""facts":[{"#) && body.contains("Galway") {
            return Some(body);
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
        None
    });
    assert!(
        facts.is_some(),
        "node A never served the facts node B committed"
    );

    // A key revoked once is refused by every node.
    let id = format!("k-{}", &key[3..11]);
    let revoked = common::run(&["keys", "revoke", "--store", &url, &id]);
    assert!(revoked.status.success(), "{}", common::stderr(&revoked));
    let start = std::time::Instant::now();
    let refused = |node: &Node| loop {
        if node.post(recall, &key, r#"{"query": "jazz"}"#).0 == 401 {
            return true;
        }
        if start.elapsed() > std::time::Duration::from_secs(5) {
            return false;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    };
    assert!(refused(&a) && refused(&b), "a revoked key still served");
}
