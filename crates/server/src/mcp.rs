//! The MCP server: memoir's tools and memory map for agent hosts, over stdio
//! (`memoir mcp`) or streamable HTTP (`/mcp` on `memoir serve`).
//!
//! Tools: `recall_context` and `manage_memory` (the same definitions and
//! dispatch the engine gives every dialect), `observe_turn` (tell memory what
//! was said) and `finish_session` (reconcile it). Resource: `memoir://map`,
//! the memory map a system instruction would carry.
//!
//! Each MCP connection gets its own memoir session per user, opened on the
//! first call that needs it and finished when the connection closes (or on
//! `finish_session`). Over HTTP the tenant comes from the API key, checked
//! by the same middleware as REST, and the user from the `X-Memoir-User`
//! header or the `user` query parameter; over stdio both are fixed when the
//! server starts.

use std::collections::HashMap;
use std::sync::Arc;

use axum::http::request::Parts;
use chrono::Utc;
use memoir_core::{Speaker, UserId};
use memoir_engine::tools::{self, Dialect};
use memoir_engine::{FinalTurn, Session};
use parking_lot::Mutex;
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, Implementation, ListResourcesResult,
    ListToolsResult, PaginatedRequestParams, ReadResourceRequestParams, ReadResourceResponse,
    ReadResourceResult, Resource, ResourceContents, ServerCapabilities, ServerConfig, Tool,
};
use rmcp::service::RequestContext;
use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
use rmcp::transport::streamable_http_server::{StreamableHttpServerConfig, StreamableHttpService};
use rmcp::{ErrorData as McpError, RoleServer, ServerHandler};
use serde_json::{json, Value};
use tokio_util::sync::CancellationToken;

use crate::tenants::TenantMemory;

const MAP_URI: &str = "memoir://map";

/// Where a connection's tenant and user come from.
#[derive(Clone)]
enum Binding {
    /// Fixed at start (stdio).
    Local { tenant: TenantMemory, user: UserId },
    /// From each HTTP request (the key's tenant, the named user).
    Http,
}

/// One MCP connection's handler.
pub struct MemoirMcp {
    binding: Binding,
    sessions: Mutex<HashMap<UserId, (TenantMemory, Session)>>,
}

impl MemoirMcp {
    /// A handler bound to one user of one memory, for stdio.
    pub fn local(tenant: TenantMemory, user: UserId) -> Self {
        Self {
            binding: Binding::Local { tenant, user },
            sessions: Mutex::new(HashMap::new()),
        }
    }

    fn http() -> Self {
        Self {
            binding: Binding::Http,
            sessions: Mutex::new(HashMap::new()),
        }
    }

    /// The tenant and user this request acts for.
    fn who(&self, ctx: &RequestContext<RoleServer>) -> Result<(TenantMemory, UserId), McpError> {
        match &self.binding {
            Binding::Local { tenant, user } => Ok((tenant.clone(), user.clone())),
            Binding::Http => {
                let parts = ctx
                    .extensions
                    .get::<Parts>()
                    .ok_or_else(|| McpError::invalid_request("no HTTP request", None))?;
                let tenant = parts
                    .extensions
                    .get::<TenantMemory>()
                    .cloned()
                    .ok_or_else(|| McpError::invalid_request("no API key", None))?;
                let user = user_of(parts).ok_or_else(|| {
                    McpError::invalid_params(
                        "name the user: send the `X-Memoir-User` header or `?user=` on the MCP URL",
                        None,
                    )
                })?;
                let user = UserId::new(&user)
                    .map_err(|e| McpError::invalid_params(e.to_string(), None))?;
                Ok((tenant, user))
            }
        }
    }

    /// This connection's session for the user, if it is open (no IO).
    fn open_session(&self, tenant: &TenantMemory, user: &UserId) -> Option<Session> {
        match self.sessions.lock().get(user) {
            Some((t, s)) if t.tenant == tenant.tenant => Some(s.clone()),
            _ => None,
        }
    }

    /// This connection's session for the user, opened on first use (IO).
    fn session(&self, tenant: &TenantMemory, user: &UserId) -> Result<Session, McpError> {
        if let Some(s) = self.open_session(tenant, user) {
            return Ok(s);
        }
        let session = tenant
            .user(user)
            .and_then(|u| Ok(u.new_session()?))
            .map_err(|e| McpError::internal_error(e.body.message, None))?;
        self.sessions
            .lock()
            .insert(user.clone(), (tenant.clone(), session.clone()));
        Ok(session)
    }

    /// Finish every session this connection opened. Called when the
    /// connection is dropped, often on an async worker: the finishing (store
    /// writes, and a blocking database client cannot run on a runtime's
    /// thread) runs on a thread of its own, waited for.
    pub fn finish_all(&self) {
        let sessions: Vec<_> = self.sessions.lock().drain().collect();
        if sessions.is_empty() {
            return;
        }
        std::thread::scope(|s| {
            s.spawn(|| {
                for (user, (_, session)) in sessions {
                    if let Err(e) = session.finish() {
                        tracing::warn!(user = %user, error = %e, "an MCP session could not be finished");
                    }
                }
            });
        });
    }

    /// The tools, built once: `call_tool` checks names against them on
    /// every call.
    fn tool_list() -> &'static [Tool] {
        static TOOLS: std::sync::LazyLock<Vec<Tool>> =
            std::sync::LazyLock::new(MemoirMcp::build_tools);
        &TOOLS
    }

    fn build_tools() -> Vec<Tool> {
        let mut specs: Vec<Value> = match tools::declarations(Dialect::Mcp) {
            Value::Array(a) => a,
            other => vec![other],
        };
        specs.push(json!({
            "name": "observe_turn",
            "description": "Tell memory what was just said, once the turn is final. Stored verbatim and searchable at once; facts in it are reconciled when the session finishes.",
            "inputSchema": {
                "type": "object",
                "properties": {
                    "speaker": { "type": "string", "description": "`user`, `assistant`, or another speaker's name." },
                    "text": { "type": "string", "description": "The turn, verbatim." }
                },
                "required": ["speaker", "text"],
                "additionalProperties": false
            }
        }));
        specs.push(json!({
            "name": "finish_session",
            "description": "The conversation is over: reconcile what it said into lasting facts.",
            "inputSchema": { "type": "object", "properties": {}, "additionalProperties": false }
        }));
        specs
            .into_iter()
            .filter_map(|spec| {
                let name = spec.get("name")?.as_str()?.to_string();
                let description = spec.get("description")?.as_str()?.to_string();
                let schema = spec.get("inputSchema")?.as_object()?.clone();
                Some(Tool::new(name, description, schema))
            })
            .collect()
    }

    fn call(&self, session: &Session, name: &str, args: Value) -> Result<Value, String> {
        match name {
            "observe_turn" => {
                #[derive(serde::Deserialize)]
                #[serde(deny_unknown_fields)]
                struct Args {
                    speaker: String,
                    text: String,
                }
                let a: Args =
                    serde_json::from_value(args).map_err(|e| format!("invalid arguments: {e}"))?;
                let speaker = Speaker::parse(&a.speaker).map_err(|e| e.to_string())?;
                let report = session
                    .observe_final(FinalTurn {
                        speaker,
                        text: a.text,
                        occurred_at: Utc::now(),
                        turn: None,
                    })
                    .map_err(|e| e.to_string())?;
                Ok(json!({ "status": "stored", "episode": report.episode, "turn": report.turn }))
            }
            "finish_session" => {
                let report = session.finish().map_err(|e| e.to_string())?;
                self.sessions
                    .lock()
                    .retain(|_, (_, s)| s.id() != session.id());
                Ok(json!({
                    "status": "finished",
                    "created": report.created,
                    "reinforced": report.reinforced,
                    "superseded": report.superseded,
                    "retracted": report.retracted,
                }))
            }
            _ => {
                let out = tools::dispatch(session, name, &args);
                if out.get("status").and_then(Value::as_str) == Some("error") {
                    let message = out
                        .get("message")
                        .and_then(Value::as_str)
                        .unwrap_or("error")
                        .to_string();
                    Err(message)
                } else {
                    Ok(out)
                }
            }
        }
    }
}

impl Drop for MemoirMcp {
    fn drop(&mut self) {
        // A closed connection ends its conversations; what they said is
        // durable already, and this reconciles it.
        self.finish_all();
    }
}

fn user_of(parts: &Parts) -> Option<String> {
    if let Some(v) = parts.headers.get("x-memoir-user") {
        return v.to_str().ok().map(str::to_string);
    }
    let query = parts.uri.query()?;
    query.split('&').find_map(|pair| {
        let (k, v) = pair.split_once('=')?;
        (k == "user").then(|| percent_decode(v))?
    })
}

/// `%XX` and `+` decoding for one query value. By hand because it is ten
/// lines and the only place a query string is read outside axum's
/// extractors (the MCP service is not an axum handler).
fn percent_decode(s: &str) -> Option<String> {
    let mut out = Vec::with_capacity(s.len());
    let bytes = s.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = s.get(i + 1..i + 3)?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).ok()
}

impl ServerHandler for MemoirMcp {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(
            ServerCapabilities::builder()
                .enable_tools()
                .enable_resources()
                .build(),
        )
        .with_server_info(Implementation::new("memoir", env!("CARGO_PKG_VERSION")))
        .with_instructions(
            "Long-term memory. Call recall_context before answering anything that may depend on \
             the past; manage_memory when the user asks to remember, correct or forget; \
             observe_turn with each final turn; finish_session when the conversation ends. \
             Read memoir://map for what memory holds.",
        )
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, McpError> {
        Ok(ListToolsResult::with_all_items(Self::tool_list().to_vec()))
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, McpError> {
        let (tenant, user) = self.who(&context)?;
        let name = request.name.to_string();
        if !Self::tool_list().iter().any(|t| t.name == name) {
            return Err(McpError::invalid_params(
                format!("unknown tool {name:?}"),
                None,
            ));
        }
        let args = Value::Object(request.arguments.unwrap_or_default());
        // Recall in an open session is served from memory without IO;
        // opening one loads the user, and everything else may write.
        let open = (name == "recall_context")
            .then(|| self.open_session(&tenant, &user))
            .flatten();
        let result = if let Some(session) = open {
            self.call(&session, &name, args)
        } else {
            blocking(|| {
                let session = self.session(&tenant, &user)?;
                Ok::<_, McpError>(self.call(&session, &name, args))
            })?
        };
        Ok(match result {
            Ok(v) => CallToolResult::structured(v),
            Err(message) => {
                CallToolResult::structured_error(json!({ "status": "error", "message": message }))
            }
        }
        .into())
    }

    async fn list_resources(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListResourcesResult, McpError> {
        Ok(ListResourcesResult::with_all_items(vec![Resource::new(
            MAP_URI,
            "memory-map",
        )
        .with_description(
            "What memory holds about the user, in outline: subjects and attributes.",
        )]))
    }

    async fn read_resource(
        &self,
        request: ReadResourceRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<ReadResourceResponse, McpError> {
        if request.uri != MAP_URI {
            return Err(McpError::resource_not_found(
                format!("no resource {}; memoir serves {MAP_URI}", request.uri),
                None,
            ));
        }
        let (tenant, user) = self.who(&context)?;
        let map = blocking(|| {
            tenant
                .known_user(&user)
                .map(|u| u.map(|u| u.memory_map()).unwrap_or_default())
        })
        .map_err(|e| McpError::internal_error(e.body.message, None))?;
        let text = if map.is_empty() {
            "Nothing is remembered about this user yet.".to_string()
        } else {
            map.render(12)
        };
        Ok(ReadResourceResult::new(vec![ResourceContents::text(text, MAP_URI)]).into())
    }
}

/// The streamable-HTTP MCP endpoint, to be nested under `/mcp` behind the
/// API-key middleware.
pub(crate) fn http_service(
    cancel: CancellationToken,
    max_body_bytes: usize,
    idle: std::time::Duration,
) -> StreamableHttpService<MemoirMcp, LocalSessionManager> {
    // An abandoned session is closed once idle, not kept for rmcp's default
    // five minutes; the HTTP layer also caps how many a tenant holds.
    let mut sessions = LocalSessionManager::default();
    sessions.session_config.keep_alive = Some(idle);
    StreamableHttpService::new(
        || Ok(MemoirMcp::http()),
        Arc::new(sessions),
        StreamableHttpServerConfig::default()
            .with_cancellation_token(cancel)
            .with_max_request_body_bytes(max_body_bytes)
            // Callers are authenticated by key, so the DNS-rebinding guard
            // (which refuses any Host but localhost) would only refuse
            // legitimate remote agents.
            .disable_allowed_hosts(),
    )
}

/// Run `f`, which may do IO, from async code: on a multi-threaded runtime
/// the worker steps aside for it; on a current-thread one (stdio, where the
/// calls of the one connection must run in the order sent) it runs on a
/// thread of its own while this one waits — still in order, and outside the
/// runtime, which a blocking database client (Postgres) needs.
fn blocking<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    match tokio::runtime::Handle::current().runtime_flavor() {
        tokio::runtime::RuntimeFlavor::MultiThread => tokio::task::block_in_place(f),
        _ => std::thread::scope(|s| match s.spawn(f).join() {
            Ok(out) => out,
            Err(panic) => std::panic::resume_unwind(panic),
        }),
    }
}

/// Serve MCP over stdio for one user until the client closes the stream;
/// then finish the session. Run it on a current-thread runtime: the calls
/// of a piped script then run in the order they were sent.
pub async fn serve_stdio(tenant: TenantMemory, user: UserId) -> Result<(), std::io::Error> {
    serve_lines(tenant, user, tokio::io::stdin(), tokio::io::stdout()).await
}

/// Serve MCP for one user over newline-delimited JSON-RPC on `input` and
/// `output`. A line that is not JSON gets a JSON-RPC parse error (-32700)
/// instead of silence; at the end of input every request already sent is
/// answered before the connection closes (and its session is finished).
pub async fn serve_lines<R, W>(
    tenant: TenantMemory,
    user: UserId,
    input: R,
    mut output: W,
) -> Result<(), std::io::Error>
where
    R: tokio::io::AsyncRead + Unpin + Send + 'static,
    W: tokio::io::AsyncWrite + Unpin + Send + 'static,
{
    use rmcp::ServiceExt;
    use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
    // rmcp reads from `to_rmcp` and writes to `from_rmcp`; this task sits
    // between it and the caller to answer what rmcp would drop silently and
    // to hold the input open until every request has its answer.
    let (rmcp_in, mut to_rmcp) = tokio::io::duplex(1 << 16);
    let (from_rmcp, rmcp_out) = tokio::io::duplex(1 << 16);
    // Started, not awaited: serving begins with the client's handshake,
    // which arrives through the loop below.
    let running = tokio::spawn(MemoirMcp::local(tenant, user).serve((rmcp_in, rmcp_out)));
    let (lines_tx, mut lines_rx) = tokio::sync::mpsc::unbounded_channel::<String>();
    let answered = Arc::new(tokio::sync::watch::channel(0usize).0);
    let forward_answers = {
        let lines_tx = lines_tx.clone();
        let answered = answered.clone();
        tokio::spawn(async move {
            let mut answers = BufReader::new(from_rmcp).lines();
            while let Ok(Some(line)) = answers.next_line().await {
                if is_response(&line) {
                    answered.send_modify(|n| *n += 1);
                }
                if lines_tx.send(line).is_err() {
                    break;
                }
            }
        })
    };
    let write = tokio::spawn(async move {
        while let Some(line) = lines_rx.recv().await {
            output.write_all(line.as_bytes()).await?;
            output.write_all(b"\n").await?;
            output.flush().await?;
        }
        Ok::<_, std::io::Error>(())
    });
    let mut requests = 0usize;
    let mut input = BufReader::new(input).lines();
    while let Some(line) = input.next_line().await? {
        if line.trim().is_empty() {
            continue;
        }
        match serde_json::from_str::<Value>(&line) {
            Ok(message) => {
                if message.get("method").is_some() && message.get("id").is_some() {
                    requests += 1;
                }
                to_rmcp.write_all(line.as_bytes()).await?;
                to_rmcp.write_all(b"\n").await?;
            }
            Err(e) => {
                let error = json!({
                    "jsonrpc": "2.0",
                    "id": null,
                    "error": { "code": -32700, "message": format!("parse error: not JSON ({e})") },
                });
                let _ = lines_tx.send(error.to_string());
            }
        }
    }
    // End of input: wait for every request's answer, then close.
    let mut watch = answered.subscribe();
    // (Bounded: a request rmcp never answers must not hold the process.)
    let _ = tokio::time::timeout(
        std::time::Duration::from_secs(60),
        watch.wait_for(|n| *n >= requests),
    )
    .await;
    drop(to_rmcp);
    match running.await.map_err(std::io::Error::other)? {
        Ok(service) => {
            service.waiting().await.map_err(std::io::Error::other)?;
        }
        // The input ended before a handshake: nothing was served.
        Err(e) => tracing::info!(error = %e, "MCP over stdio ended before initialisation"),
    }
    let _ = forward_answers.await;
    drop(lines_tx);
    write.await.map_err(std::io::Error::other)??;
    Ok(())
}

/// Whether a line rmcp wrote answers a request (has an id and a result or
/// an error).
fn is_response(line: &str) -> bool {
    serde_json::from_str::<Value>(line).is_ok_and(|v| {
        v.get("id").is_some_and(|id| !id.is_null())
            && (v.get("result").is_some() || v.get("error").is_some())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(uri: &str, header: Option<&str>) -> Parts {
        let mut request = axum::http::Request::builder().uri(uri);
        if let Some(h) = header {
            request = request.header("x-memoir-user", h);
        }
        request.body(()).unwrap().into_parts().0
    }

    #[test]
    fn the_user_comes_from_the_header_first_then_the_query() {
        assert_eq!(
            user_of(&parts("/mcp?user=ana", Some("jordan"))).as_deref(),
            Some("jordan")
        );
        assert_eq!(
            user_of(&parts("/mcp?x=1&user=ana%20b", None)).as_deref(),
            Some("ana b")
        );
        assert_eq!(
            user_of(&parts("/mcp?user=a+b", None)).as_deref(),
            Some("a b")
        );
        assert_eq!(user_of(&parts("/mcp", None)), None);
    }

    #[test]
    fn a_query_user_that_is_not_utf8_or_badly_escaped_is_no_user() {
        assert_eq!(user_of(&parts("/mcp?user=%FF%FE", None)), None);
        assert_eq!(user_of(&parts("/mcp?user=%G1", None)), None);
        assert_eq!(user_of(&parts("/mcp?user=%4", None)), None);
    }
}
