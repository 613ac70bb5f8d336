//! MCP end to end: a real MCP client (rmcp's) drives the real `memoir`
//! binary over both transports — `memoir mcp` on stdio, and `/mcp` on
//! `memoir serve` with an API key.

mod common;

use std::collections::HashMap;
use std::process::Stdio;

use common::{fresh_dir, run, stdout};
use rmcp::model::{
    CallToolRequestParams, ClientConfig, ReadResourceRequestParams, ResourceContents,
};
use rmcp::service::RunningService;
use rmcp::transport::streamable_http_client::StreamableHttpClientTransportConfig;
use rmcp::transport::{StreamableHttpClientTransport, TokioChildProcess};
use rmcp::{RoleClient, ServiceExt};
use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, BufReader};

type Client = RunningService<RoleClient, ClientConfig>;

async fn call(client: &Client, tool: &str, args: Value) -> Value {
    let args = args.as_object().cloned().unwrap_or_default();
    let result = client
        .call_tool(CallToolRequestParams::new(tool.to_string()).with_arguments(args))
        .await
        .unwrap_or_else(|e| panic!("{tool}: {e}"));
    result.structured_content.unwrap_or(Value::Null)
}

/// The conversation both transports must carry: the tools are listed, a
/// turn is observed and recalled at once, an explicit remember and a
/// forget work, the memory map is readable, and finishing reconciles.
async fn converse(client: &Client) {
    let mut names: Vec<String> = client
        .list_all_tools()
        .await
        .unwrap()
        .into_iter()
        .map(|t| t.name.to_string())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "finish_session",
            "manage_memory",
            "observe_turn",
            "recall_context"
        ]
    );

    let stored = call(
        client,
        "observe_turn",
        json!({ "speaker": "user", "text": "I live in Leeds" }),
    )
    .await;
    assert_eq!(stored["status"], "stored", "{stored}");
    let recalled = call(
        client,
        "recall_context",
        json!({ "query": "where does the user live" }),
    )
    .await;
    assert_eq!(recalled["status"], "found", "{recalled}");
    assert!(recalled.to_string().contains("Leeds"), "{recalled}");

    let remembered = call(
        client,
        "manage_memory",
        json!({ "action": "remember", "text": "my favourite colour is green" }),
    )
    .await;
    assert_eq!(remembered["status"], "remembered", "{remembered}");

    let bad = client
        .call_tool(
            CallToolRequestParams::new("manage_memory")
                .with_arguments(json!({ "action": "shred" }).as_object().cloned().unwrap()),
        )
        .await
        .unwrap();
    assert_eq!(bad.is_error, Some(true));
    assert!(format!("{:?}", bad.structured_content).contains("unknown action"));

    let finished = call(client, "finish_session", json!({})).await;
    assert_eq!(finished["status"], "finished", "{finished}");
    assert!(finished["created"].as_u64().unwrap() >= 2, "{finished}");

    let map = client
        .read_resource(ReadResourceRequestParams::new("memoir://map"))
        .await
        .unwrap();
    let text = match &map.contents[0] {
        ResourceContents::TextResourceContents { text, .. } => text.clone(),
        other => panic!("{other:?}"),
    };
    assert!(text.contains("lives_in"), "{text}");

    let forgot = call(
        client,
        "manage_memory",
        json!({ "action": "forget", "text": "Leeds" }),
    )
    .await;
    assert_eq!(forgot["status"], "forgotten", "{forgot}");
    let recalled = call(
        client,
        "recall_context",
        json!({ "query": "where does the user live" }),
    )
    .await;
    assert!(!recalled.to_string().contains("Leeds"), "{recalled}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_mcp_client_on_stdio_lists_and_calls_the_tools() {
    let data = fresh_dir("mcp-stdio");
    let mut command = tokio::process::Command::new(env!("CARGO_BIN_EXE_memoir"));
    command
        .args(["mcp", "--user", "jordan", "--data"])
        .arg(&data)
        .stderr(Stdio::null());
    let transport = TokioChildProcess::new(command).unwrap();
    let client = ClientConfig::default().serve(transport).await.unwrap();
    converse(&client).await;
    client.cancel().await.unwrap();
}

#[test]
fn memoir_mcp_on_a_postgres_store_answers_and_finishes_its_session_at_the_end() {
    use std::io::Write;
    let Some(url) = common::postgres(
        "memoir_mcp_on_a_postgres_store_answers_and_finishes_its_session_at_the_end",
    ) else {
        return;
    };
    let tenant = format!("mcp-{}", std::process::id());
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_memoir"))
        .args([
            "mcp",
            "--user",
            "jordan",
            "--store",
            &url,
            "--store-tenant",
            &tenant,
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let script = [
        r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#,
        r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
        r#"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"manage_memory","arguments":{"action":"remember","text":"I keep bees on the allotment"}}}"#,
        r#"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"recall_context","arguments":{"query":"bees"}}}"#,
    ];
    let mut stdin = child.stdin.take().unwrap();
    for line in script {
        writeln!(stdin, "{line}").unwrap();
    }
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success() && !said.contains("panicked"), "{said}");
    assert_eq!(stdout(&out).lines().count(), 3, "{}", stdout(&out));
    // The session was finished at the end of input (on a thread of its own:
    // the blocking Postgres client cannot run on the runtime's): the
    // remembered fact is durable.
    let dir = fresh_dir("mcp-pg-export");
    let export = run(&[
        "export",
        "--user",
        "jordan",
        "--store",
        &url,
        "--store-tenant",
        &tenant,
        "--out",
        dir.to_str().unwrap(),
    ]);
    assert!(export.status.success(), "{}", common::stderr(&export));
    let facts = std::fs::read_to_string(dir.join("facts.md")).unwrap_or_default();
    assert!(facts.contains("bees"), "{facts}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_mcp_client_over_http_needs_a_key_and_then_lists_and_calls_the_tools() {
    let data = fresh_dir("mcp-http");
    let made = run(&[
        "keys",
        "create",
        "--tenant",
        "acme",
        "--data",
        data.to_str().unwrap(),
    ]);
    assert!(made.status.success());
    let key = stdout(&made).trim().to_string();

    let mut server = tokio::process::Command::new(env!("CARGO_BIN_EXE_memoir"))
        .args(["serve", "--listen", "127.0.0.1:0", "--data"])
        .arg(&data)
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(server.stderr.take().unwrap()).lines();
    let addr = loop {
        let line = lines
            .next_line()
            .await
            .unwrap()
            .expect("server says where it listens");
        if let Some(rest) = line.strip_prefix("memoir listening on ") {
            break rest.trim().to_string();
        }
    };
    tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
    let url = format!("{addr}/mcp");

    // Without a key the connection is refused.
    let anonymous = StreamableHttpClientTransport::from_config(
        StreamableHttpClientTransportConfig::with_uri(url.clone()),
    );
    assert!(ClientConfig::default().serve(anonymous).await.is_err());

    let headers = HashMap::from([(
        http::HeaderName::from_static("x-memoir-user"),
        http::HeaderValue::from_static("jordan"),
    )]);
    let transport = StreamableHttpClientTransport::from_config(
        StreamableHttpClientTransportConfig::with_uri(url)
            .auth_header(key)
            .custom_headers(headers),
    );
    let client = ClientConfig::default().serve(transport).await.unwrap();
    converse(&client).await;
    client.cancel().await.unwrap();

    // SIGTERM: the server stops cleanly.
    let pid = server.id().unwrap();
    let killed = std::process::Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let status = tokio::time::timeout(std::time::Duration::from_secs(20), server.wait())
        .await
        .expect("the server stops within 20 s of SIGTERM")
        .unwrap();
    assert!(status.success(), "{status:?}");
}

/// A script piped into `memoir mcp`, as a shell user would: every call is
/// answered in the order sent, a line that is not JSON gets a JSON-RPC parse
/// error, and the session is finished only after every turn before it.
#[test]
fn a_piped_script_is_answered_in_order_and_a_garbage_line_gets_a_parse_error() {
    use std::io::Write;
    let data = fresh_dir("mcp-piped");
    let mut script = String::new();
    script.push_str(r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"sh","version":"1"}}}"#);
    script.push('\n');
    script.push_str(r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#);
    script.push_str("\nthis line is not json\n");
    for i in 1..=25 {
        let turn = json!({"jsonrpc": "2.0", "id": 100 + i, "method": "tools/call",
            "params": {"name": "observe_turn", "arguments": {"speaker": "user",
            "text": format!("I have lived in Cityname{i} for a while")}}});
        script.push_str(&format!("{turn}\n"));
    }
    script.push_str(r#"{"jsonrpc":"2.0","id":999,"method":"tools/call","params":{"name":"finish_session","arguments":{}}}"#);
    script.push('\n');
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_memoir"))
        .args(["mcp", "--user", "jordan", "--data"])
        .arg(&data)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap(); // dropped here: the end of input
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let answers: Vec<Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert!(
        answers
            .iter()
            .any(|a| a["id"].is_null() && a["error"]["code"] == -32700),
        "no parse error among {answers:?}"
    );
    let turns: Vec<(i64, i64)> = answers
        .iter()
        .filter(|a| (101..=125).contains(&a["id"].as_i64().unwrap_or(0)))
        .map(|a| {
            let body: Value =
                serde_json::from_str(a["result"]["content"][0]["text"].as_str().unwrap()).unwrap();
            (a["id"].as_i64().unwrap(), body["turn"].as_i64().unwrap())
        })
        .collect();
    assert_eq!(turns.len(), 25, "every turn answered: {answers:?}");
    assert!(
        turns.iter().all(|(id, turn)| *turn == id - 100),
        "turns stored out of the order sent: {turns:?}"
    );
    let finished = answers
        .iter()
        .find(|a| a["id"] == 999)
        .expect("finish answered");
    let report: Value =
        serde_json::from_str(finished["result"]["content"][0]["text"].as_str().unwrap()).unwrap();
    assert_eq!(report["status"], "finished", "{report}");
    let out_dir = data.join("export");
    let exported = run(&[
        "export",
        "--user",
        "jordan",
        "--data",
        data.to_str().unwrap(),
        "--out",
        out_dir.to_str().unwrap(),
    ]);
    assert!(exported.status.success(), "{}", stdout(&exported));
    let facts = std::fs::read_to_string(out_dir.join("facts.md")).unwrap();
    assert!(
        facts.contains("Cityname25"),
        "the last turn before finish became a fact: {facts}"
    );
}
