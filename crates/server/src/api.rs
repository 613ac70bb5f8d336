//! The REST handlers under `/v1`. Each one reaches memory only through the
//! [`Tenant`] its key was bound to.

use std::sync::Arc;
use std::time::Instant;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::Json;
use chrono::Utc;
use memoir_core::{EpisodeId, Fact, FactId, FactStatus, SessionId, Speaker, Timestamp, UserId};
use memoir_engine::{FinalTurn, Forget, PrepareOutcome, RecallRequest};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use utoipa::{IntoParams, ToSchema};

use crate::error::ApiError;
use crate::http::{blocking, ApiPath, ApiQuery, JsonBody, Tenant};
use crate::App;

type ApiResult = Result<Json<Value>, ApiError>;

fn user_id(raw: &str) -> Result<UserId, ApiError> {
    Ok(UserId::new(raw)?)
}

fn session_id(raw: &str) -> Result<SessionId, ApiError> {
    Ok(SessionId::new(raw)?)
}

fn check_text(app: &App, field: &str, text: &str) -> Result<(), ApiError> {
    if text.len() > app.limits.max_turn_bytes {
        return Err(ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            "text_too_long",
            format!(
                "`{field}` is {} bytes; this server takes at most {}",
                text.len(),
                app.limits.max_turn_bytes
            ),
        )
        .with_details(json!({ "field": field, "limit": app.limits.max_turn_bytes })));
    }
    memoir_core::episode::validate_turn_text(text).map_err(|e| {
        ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_input",
            format!("`{field}`: {e}"),
        )
    })
}

/// Users of the caller's tenant.
#[utoipa::path(get, path = "/v1/users", tag = "users",
    responses((status = 200, description = "The tenant's users", body = UsersResponse), (status = 401, body = crate::ErrorBody)))]
pub(crate) async fn list_users(Tenant(t): Tenant) -> Result<Json<UsersResponse>, ApiError> {
    let users = blocking(move || Ok(t.memory.users()?)).await?;
    Ok(Json(UsersResponse {
        users: users.iter().map(|u| u.as_str().to_string()).collect(),
    }))
}

#[derive(Serialize, ToSchema)]
pub(crate) struct UsersResponse {
    users: Vec<String>,
}

/// Erase a user: every fact, episode and session, and their audit records.
#[utoipa::path(delete, path = "/v1/users/{user}", tag = "users",
    params(("user" = String, Path, description = "The user's id")),
    responses((status = 200, description = "What was removed", body = Object), (status = 401, body = crate::ErrorBody)))]
pub(crate) async fn erase_user(Tenant(t): Tenant, ApiPath(user): ApiPath<String>) -> ApiResult {
    let user = user_id(&user)?;
    let report = blocking(move || {
        let report = t.memory.erase(&user)?;
        t.close_user(&user);
        Ok(report)
    })
    .await?;
    Ok(Json(
        json!({ "facts": report.facts.len(), "episodes": report.episodes.len() }),
    ))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct OpenSessionBody {
    /// An id of the caller's choosing; a fresh one if absent. Opening an id
    /// that has stored, unreconciled turns resumes it.
    #[serde(default)]
    id: Option<String>,
}

/// Open (or resume) a conversation.
#[utoipa::path(post, path = "/v1/users/{user}/sessions", tag = "sessions",
    params(("user" = String, Path)), request_body = OpenSessionBody,
    responses((status = 201, description = "The session", body = Object), (status = 422, body = crate::ErrorBody)))]
pub(crate) async fn open_session(
    Tenant(t): Tenant,
    ApiPath(user): ApiPath<String>,
    JsonBody(body): JsonBody<OpenSessionBody>,
) -> Result<impl IntoResponse, ApiError> {
    let user = user_id(&user)?;
    let id = body.id.as_deref().map(session_id).transpose()?;
    let session = blocking(move || {
        let id = match id {
            Some(id) => id,
            None => t.user(&user)?.new_session()?.id().clone(),
        };
        t.session(&user, &id)
    })
    .await?;
    Ok((
        StatusCode::CREATED,
        Json(json!({ "session": session.id(), "turn": session.turn() })),
    ))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct TurnBody {
    /// `user`, `assistant`, or another speaker's name.
    speaker: String,
    text: String,
    /// When it was said (RFC 3339); now if absent.
    #[serde(default)]
    #[schema(value_type = Option<String>, format = DateTime)]
    occurred_at: Option<Timestamp>,
    /// Its number in the session; re-sending a numbered turn is acknowledged
    /// without storing a copy.
    #[serde(default)]
    turn: Option<u32>,
}

/// Record a final turn. Durable when this returns; searchable at once.
#[utoipa::path(post, path = "/v1/users/{user}/sessions/{session}/turns", tag = "sessions",
    params(("user" = String, Path), ("session" = String, Path)), request_body = TurnBody,
    responses((status = 200, description = "What the turn did", body = Object), (status = 413, body = crate::ErrorBody), (status = 422, body = crate::ErrorBody)))]
pub(crate) async fn add_turn(
    State(app): State<Arc<App>>,
    Tenant(t): Tenant,
    ApiPath((user, session)): ApiPath<(String, String)>,
    JsonBody(body): JsonBody<TurnBody>,
) -> ApiResult {
    let user = user_id(&user)?;
    let session = session_id(&session)?;
    check_text(&app, "text", &body.text)?;
    let speaker = Speaker::parse(&body.speaker)?;
    let role = if speaker == Speaker::user() {
        "user"
    } else if speaker == Speaker::assistant() {
        "assistant"
    } else {
        "other"
    };
    let turn = FinalTurn {
        speaker,
        text: body.text,
        occurred_at: body.occurred_at.unwrap_or_else(Utc::now),
        turn: body.turn,
    };
    let report = blocking(move || Ok(t.session(&user, &session)?.observe_final(turn)?)).await?;
    if !report.duplicate {
        app.metrics.turns.with_label_values(&[role]).inc();
    }
    Ok(Json(json!({
        "episode": report.episode,
        "turn": report.turn,
        "duplicate": report.duplicate,
        "proposals": report.proposals,
        "forgotten": report.forgotten,
        "decisions": report.decisions,
    })))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct PartialBody {
    /// The number of the turn being spoken.
    turn: u32,
    /// What has been heard of it so far. Never stored or used as evidence.
    text: String,
}

/// Report a partial (interim) transcript; may start preparing the answer's
/// context speculatively.
#[utoipa::path(post, path = "/v1/users/{user}/sessions/{session}/partial", tag = "sessions",
    params(("user" = String, Path), ("session" = String, Path)), request_body = PartialBody,
    responses((status = 202, description = "Accepted", body = Object)))]
pub(crate) async fn add_partial(
    State(app): State<Arc<App>>,
    Tenant(t): Tenant,
    ApiPath((user, session)): ApiPath<(String, String)>,
    JsonBody(body): JsonBody<PartialBody>,
) -> Result<impl IntoResponse, ApiError> {
    let user = user_id(&user)?;
    let session = session_id(&session)?;
    check_text(&app, "text", &body.text)?;
    let preparing = blocking(move || {
        Ok(t.session(&user, &session)?
            .observe_partial(body.turn, &body.text)
            .is_some())
    })
    .await?;
    Ok((
        StatusCode::ACCEPTED,
        Json(json!({ "preparing": preparing })),
    ))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct PrepareBody {
    /// What the next answer will be about (usually the user's last turn).
    text: String,
    /// The turn it is for; the session's current turn if absent.
    #[serde(default)]
    turn: Option<u32>,
    /// Wait for the snapshot to be ready before answering.
    #[serde(default)]
    wait: bool,
}

/// Prepare the next answer's context in the background.
#[utoipa::path(post, path = "/v1/users/{user}/sessions/{session}/prepare", tag = "sessions",
    params(("user" = String, Path), ("session" = String, Path)), request_body = PrepareBody,
    responses((status = 202, description = "Preparing (or prepared, with `wait`)", body = Object)))]
pub(crate) async fn prepare(
    State(app): State<Arc<App>>,
    Tenant(t): Tenant,
    ApiPath((user, session)): ApiPath<(String, String)>,
    JsonBody(body): JsonBody<PrepareBody>,
) -> Result<impl IntoResponse, ApiError> {
    let user = user_id(&user)?;
    let session = session_id(&session)?;
    check_text(&app, "text", &body.text)?;
    let outcome = blocking(move || {
        let s = t.session(&user, &session)?;
        let ticket = s.prepare(body.turn.unwrap_or_else(|| s.turn()), &body.text);
        Ok(if body.wait {
            Some(match ticket.wait(std::time::Duration::from_secs(5)) {
                Some(PrepareOutcome::Installed(id)) => json!({ "installed": id }),
                Some(PrepareOutcome::Discarded(why)) => json!({ "discarded": why }),
                None => json!({ "pending": "not ready within 5 s" }),
            })
        } else {
            None
        })
    })
    .await?;
    Ok((
        StatusCode::ACCEPTED,
        Json(json!({ "preparing": true, "outcome": outcome })),
    ))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct RecallBody {
    /// The question, or the turn being answered.
    query: String,
    /// Narrow to a subject (from the memory map).
    #[serde(default)]
    about: Option<String>,
    /// Narrow to an attribute (from the memory map).
    #[serde(default)]
    attribute: Option<String>,
    /// A time the question is about ("last May").
    #[serde(default)]
    when: Option<String>,
    /// At most this many facts.
    #[serde(default)]
    max_facts: Option<usize>,
    /// At most this many tokens in all; never exceeded.
    #[serde(default)]
    max_tokens: Option<usize>,
    /// Tokens of verbatim evidence to retain; 0 for facts only.
    #[serde(default)]
    evidence_tokens: Option<usize>,
}

impl RecallBody {
    fn into_request(self) -> RecallRequest {
        RecallRequest {
            query: self.query,
            about: self.about,
            attribute: self.attribute,
            when: self.when,
            max_facts: self.max_facts,
            max_tokens: self.max_tokens,
            evidence_tokens: self.evidence_tokens,
            as_of: None,
        }
    }
}

/// Recall within a session: the prepared snapshot fused with a live lexical
/// search of what was said since. Never waits on IO or a model.
#[utoipa::path(post, path = "/v1/users/{user}/sessions/{session}/recall", tag = "recall",
    params(("user" = String, Path), ("session" = String, Path)), request_body = RecallBody,
    responses((status = 200, description = "The context: facts and evidence capsules within budget, and `text`, the rendering a model reads", body = Object)))]
pub(crate) async fn session_recall(
    State(app): State<Arc<App>>,
    Tenant(t): Tenant,
    ApiPath((user, session)): ApiPath<(String, String)>,
    JsonBody(body): JsonBody<RecallBody>,
) -> Result<axum::response::Response, ApiError> {
    let user = user_id(&user)?;
    let session = session_id(&session)?;
    let request = body.into_request();
    let s = match t.open_session(&user, &session) {
        Some(s) => s,
        None => blocking(move || t.session(&user, &session)).await?,
    };
    let started = Instant::now();
    let context = s.recall(&request);
    app.metrics
        .recall
        .with_label_values(&["session"])
        .observe(started.elapsed().as_secs_f64());
    // Serialised straight from the context, with no intermediate `Value`.
    Ok(Json(context.with_text()).into_response())
}

/// Recall outside any session.
#[utoipa::path(post, path = "/v1/users/{user}/recall", tag = "recall",
    params(("user" = String, Path)), request_body = RecallBody,
    responses((status = 200, description = "The context: facts and evidence capsules within budget, and `text`, the rendering a model reads", body = Object)))]
pub(crate) async fn recall(
    State(app): State<Arc<App>>,
    Tenant(t): Tenant,
    ApiPath(user): ApiPath<String>,
    JsonBody(body): JsonBody<RecallBody>,
) -> Result<axum::response::Response, ApiError> {
    let user = user_id(&user)?;
    let request = body.into_request();
    let started = Instant::now();
    // A loaded user is recalled here, from memory; loading one reads the
    // store, so it goes to the blocking pool.
    let context = match t.memory.loaded_user(&user) {
        Some(u) => u.recall(&request),
        None => blocking(move || Ok(t.memory.recall(&user, &request))).await?,
    };
    app.metrics
        .recall
        .with_label_values(&["user"])
        .observe(started.elapsed().as_secs_f64());
    // Serialised straight from the context, with no intermediate `Value`.
    Ok(Json(context.with_text()).into_response())
}

/// Recall outside any session, with the reasons: how the query was read,
/// and each served fact's and turn's score in parts (per-term BM25, boosts,
/// similarity in meaning, what turns lent their facts). For inspecting a
/// memory; slower than recall and not meant for the turn path.
#[utoipa::path(post, path = "/v1/users/{user}/recall/explain", tag = "recall",
    params(("user" = String, Path)), request_body = RecallBody,
    responses((status = 200, description = "The plan, the context, the rendered text and one reason per item", body = Object)))]
pub(crate) async fn explain_recall(
    Tenant(t): Tenant,
    ApiPath(user): ApiPath<String>,
    JsonBody(body): JsonBody<RecallBody>,
) -> ApiResult {
    let user = user_id(&user)?;
    let request = body.into_request();
    let explanation =
        blocking(move || Ok(t.known_user(&user)?.map(|u| u.explain_recall(&request)))).await?;
    match explanation {
        Some(e) => Ok(Json(serde_json::to_value(e).map_err(|e| {
            ApiError::internal(format!("the explanation cannot be written as JSON: {e}"))
        })?)),
        None => Ok(Json(json!({
            "plan": null, "context": {"facts": [], "evidence": []},
            "rendered": "", "facts": [], "evidence": [], "dense": false
        }))),
    }
}

/// Check the user's store: every record readable, the audit log's hash
/// chain unbroken.
#[utoipa::path(get, path = "/v1/users/{user}/audit", tag = "users",
    params(("user" = String, Path)),
    responses((status = 200, description = "Entries and records checked, and each problem found", body = Object)))]
pub(crate) async fn verify_audit(Tenant(t): Tenant, ApiPath(user): ApiPath<String>) -> ApiResult {
    let user = user_id(&user)?;
    let report = blocking(move || {
        Ok(match t.known_user(&user)? {
            Some(u) => Some(u.verify()?),
            None => None,
        })
    })
    .await?;
    Ok(Json(match report {
        Some(r) => json!({
            "ok": r.is_ok(),
            "entries": r.entries,
            "records": r.records,
            "first_broken_entry": r.first_broken_entry,
            "problems": r.problems,
        }),
        None => {
            json!({ "ok": true, "entries": 0, "records": 0, "first_broken_entry": null, "problems": [] })
        }
    }))
}

/// Reconcile the session into durable facts.
#[utoipa::path(post, path = "/v1/users/{user}/sessions/{session}/finish", tag = "sessions",
    params(("user" = String, Path), ("session" = String, Path)),
    responses((status = 200, description = "What reconciliation decided, with reasons", body = Object)))]
pub(crate) async fn finish(
    State(app): State<Arc<App>>,
    Tenant(t): Tenant,
    ApiPath((user, session)): ApiPath<(String, String)>,
) -> ApiResult {
    let user = user_id(&user)?;
    let session = session_id(&session)?;
    let report = blocking(move || {
        let report = t.session(&user, &session)?.finish()?;
        t.close_session(&user, &session);
        Ok(report)
    })
    .await?;
    app.metrics.record_finish(&report);
    Ok(Json(serde_json::to_value(&report).map_err(|e| {
        ApiError::internal(format!("the report could not be encoded: {e}"))
    })?))
}

/// Call `recall_context` or `manage_memory` as a model would, with the
/// arguments it would send; the result is what the model would read.
#[utoipa::path(post, path = "/v1/users/{user}/sessions/{session}/tools/{tool}", tag = "recall",
    params(("user" = String, Path), ("session" = String, Path), ("tool" = String, Path, description = "recall_context or manage_memory")),
    request_body = Object,
    responses((status = 200, description = "The tool's result payload", body = Object), (status = 404, description = "No such tool", body = crate::ErrorBody)))]
pub(crate) async fn call_tool(
    Tenant(t): Tenant,
    ApiPath((user, session, tool)): ApiPath<(String, String, String)>,
    JsonBody(args): JsonBody<Value>,
) -> ApiResult {
    let user = user_id(&user)?;
    let session = session_id(&session)?;
    // A tool that does not exist is the caller's mistake, not a result.
    if !memoir_engine::tools::is_tool(&tool) {
        return Err(ApiError::not_found(format!(
            "no tool {tool:?}: the tools are recall_context and manage_memory"
        )));
    }
    if tool == "recall_context" {
        if let Some(s) = t.open_session(&user, &session) {
            return Ok(Json(memoir_engine::tools::dispatch(&s, &tool, &args)));
        }
    }
    let result = blocking(move || {
        let s = t.session(&user, &session)?;
        Ok(memoir_engine::tools::dispatch(&s, &tool, &args))
    })
    .await?;
    Ok(Json(result))
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
pub(crate) struct FactFilter {
    /// Only facts about this subject (a memory-map subject key).
    #[serde(default)]
    about: Option<String>,
    /// Only facts of this attribute.
    #[serde(default)]
    attribute: Option<String>,
    /// `current` (default), `all`, or one status (`active`, `superseded`,
    /// `retracted`, `expired`).
    #[serde(default)]
    status: Option<String>,
}

/// The user's facts, filtered.
#[utoipa::path(get, path = "/v1/users/{user}/facts", tag = "facts",
    params(("user" = String, Path), FactFilter),
    responses((status = 200, description = "The facts", body = Object), (status = 400, body = crate::ErrorBody)))]
pub(crate) async fn list_facts(
    Tenant(t): Tenant,
    ApiPath(user): ApiPath<String>,
    ApiQuery(filter): ApiQuery<FactFilter>,
) -> ApiResult {
    let user = user_id(&user)?;
    // One status named (not `current` or `all`): read it once, before any
    // work; a name that is no status is the caller's error.
    let only: Option<FactStatus> = match filter.status.as_deref() {
        None | Some("current" | "all") => None,
        Some(s) => Some(
            serde_json::from_value(Value::String(s.to_string())).map_err(|_| {
                ApiError::bad_request(
                    "invalid_query",
                    format!(
                        "status {s:?} is not one of current, all, active, superseded, retracted, expired"
                    ),
                )
            })?,
        ),
    };
    let current = filter.status.as_deref().is_none_or(|s| s == "current");
    let facts = blocking(move || {
        let Some(u) = t.known_user(&user)? else {
            return Ok(Vec::new());
        };
        Ok(if current {
            u.current_facts(Utc::now())
        } else {
            u.facts()
        })
    })
    .await?;
    let keep = |f: &Fact| {
        filter.about.as_deref().is_none_or(|a| f.subject.key == a)
            && filter.attribute.as_deref().is_none_or(|a| f.predicate == a)
    };
    let facts: Vec<&Fact> = facts
        .iter()
        .filter(|f| keep(f))
        .filter(|f| only.is_none_or(|wanted| wanted == f.status))
        .collect();
    Ok(Json(json!({ "facts": facts })))
}

/// One fact with its history: the facts it replaced, and what replaced it.
#[utoipa::path(get, path = "/v1/users/{user}/facts/{fact}", tag = "facts",
    params(("user" = String, Path), ("fact" = String, Path)),
    responses((status = 200, description = "The fact and its history", body = Object), (status = 404, body = crate::ErrorBody)))]
pub(crate) async fn get_fact(
    Tenant(t): Tenant,
    ApiPath((user, fact)): ApiPath<(String, String)>,
) -> ApiResult {
    let user = user_id(&user)?;
    let fact = FactId::new(&fact)?;
    let id = fact.clone();
    let found = blocking(move || Ok(t.known_user(&user)?.and_then(|u| u.history(&id)))).await?;
    let found = found.ok_or_else(|| ApiError::not_found(format!("no fact {fact}")))?;
    Ok(Json(json!(found)))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct RememberBody {
    /// What to remember, as the user would say it ("my sister is called Ana").
    text: String,
    /// Remember within this open session (provisional until it finishes);
    /// without one, the fact is reconciled and durable at once.
    #[serde(default)]
    session: Option<String>,
}

/// Apply a remember or a correction, in the given session or in one of its
/// own that is finished at once.
async fn remember_or_correct(
    app: &App,
    t: crate::TenantMemory,
    user: &str,
    body: RememberBody,
    fact: Option<FactId>,
) -> ApiResult {
    let user = user_id(user)?;
    check_text(app, "text", &body.text)?;
    let session = body.session.as_deref().map(session_id).transpose()?;
    let (statements, finished) = blocking(move || {
        let now = Utc::now();
        let (s, own) = match session {
            Some(id) => (t.session(&user, &id)?, false),
            None => (t.user(&user)?.new_session()?, true),
        };
        let statements = match &fact {
            Some(f) => s.correct(Some(f), &body.text, now)?,
            None => s.remember(&body.text, now)?,
        };
        let finished = if own { Some(s.finish()?) } else { None };
        Ok((statements, finished))
    })
    .await?;
    if let Some(report) = &finished {
        app.metrics.record_finish(report);
    }
    Ok(Json(json!({
        "statements": statements,
        "durable": finished.is_some(),
        "facts": finished.map(|r| r.decisions).unwrap_or_default(),
    })))
}

/// Remember something the user asked to have remembered.
#[utoipa::path(post, path = "/v1/users/{user}/facts", tag = "facts",
    params(("user" = String, Path)), request_body = RememberBody,
    responses((status = 200, description = "The statements understood", body = Object), (status = 422, body = crate::ErrorBody)))]
pub(crate) async fn remember(
    State(app): State<Arc<App>>,
    Tenant(t): Tenant,
    ApiPath(user): ApiPath<String>,
    JsonBody(body): JsonBody<RememberBody>,
) -> ApiResult {
    remember_or_correct(&app, t, &user, body, None).await
}

/// Replace a fact with a corrected statement.
#[utoipa::path(post, path = "/v1/users/{user}/facts/{fact}/correct", tag = "facts",
    params(("user" = String, Path), ("fact" = String, Path)), request_body = RememberBody,
    responses((status = 200, description = "The statements understood", body = Object), (status = 404, body = crate::ErrorBody)))]
pub(crate) async fn correct(
    State(app): State<Arc<App>>,
    Tenant(t): Tenant,
    ApiPath((user, fact)): ApiPath<(String, String)>,
    JsonBody(body): JsonBody<RememberBody>,
) -> ApiResult {
    let fact = FactId::new(&fact)?;
    remember_or_correct(&app, t, &user, body, Some(fact)).await
}

/// Forget one fact, with its history and the turns it came from.
#[utoipa::path(delete, path = "/v1/users/{user}/facts/{fact}", tag = "facts",
    params(("user" = String, Path), ("fact" = String, Path)),
    responses((status = 200, description = "What was removed", body = Object), (status = 404, body = crate::ErrorBody)))]
pub(crate) async fn forget_fact(
    Tenant(t): Tenant,
    ApiPath((user, fact)): ApiPath<(String, String)>,
) -> ApiResult {
    let user = user_id(&user)?;
    let fact = FactId::new(&fact)?;
    let report = blocking(move || {
        let u = t.known_user(&user)?;
        let Some(u) = u.filter(|u| u.fact(&fact).is_some()) else {
            return Err(ApiError::not_found(format!("no fact {fact}")));
        };
        Ok(u.forget(Forget::Fact(fact))?)
    })
    .await?;
    Ok(Json(
        json!({ "facts": report.facts, "episodes": report.episodes }),
    ))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "snake_case")]
pub(crate) enum ForgetBody {
    /// Facts that mention these words, and the turns that said them.
    Matching(String),
    /// One turn, by episode id.
    Episode(String),
    /// A whole session.
    Session(String),
    /// Everything (`{"everything": true}`).
    Everything(bool),
}

/// Forget by words, turn, session, or everything.
#[utoipa::path(post, path = "/v1/users/{user}/forget", tag = "facts",
    params(("user" = String, Path)), request_body = ForgetBody,
    responses((status = 200, description = "What was removed", body = Object), (status = 400, body = crate::ErrorBody)))]
pub(crate) async fn forget(
    Tenant(t): Tenant,
    ApiPath(user): ApiPath<String>,
    JsonBody(body): JsonBody<Value>,
) -> ApiResult {
    let user = user_id(&user)?;
    // `{}` is valid JSON naming nothing to forget: say what it must name.
    let body: ForgetBody = serde_json::from_value(body).map_err(|e| {
        ApiError::bad_request(
            "invalid_body",
            format!(
                "the body names what to forget with exactly one of `matching`, `episode`, `session` or `everything` ({e})"
            ),
        )
    })?;
    let what = match body {
        ForgetBody::Matching(words) => {
            if words.trim().is_empty() {
                return Err(ApiError::bad_request("invalid_body", "`matching` is empty"));
            }
            Forget::Matching(words)
        }
        ForgetBody::Episode(id) => Forget::Episode(EpisodeId::new(&id)?),
        ForgetBody::Session(id) => Forget::Session(session_id(&id)?),
        ForgetBody::Everything(true) => Forget::Everything,
        ForgetBody::Everything(false) => {
            return Err(ApiError::bad_request(
                "invalid_body",
                "`everything` must be true to forget everything",
            ))
        }
    };
    let report = blocking(move || {
        let everything = matches!(what, Forget::Everything);
        let Some(u) = t.known_user(&user)? else {
            return Ok(Default::default());
        };
        let report = u.forget(what)?;
        if everything {
            t.close_user(&user);
        }
        Ok(report)
    })
    .await?;
    Ok(Json(
        json!({ "facts": report.facts, "episodes": report.episodes }),
    ))
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
pub(crate) struct EpisodeFilter {
    /// Only this session's turns.
    #[serde(default)]
    session: Option<String>,
}

/// The user's stored turns, verbatim, in order.
#[utoipa::path(get, path = "/v1/users/{user}/episodes", tag = "episodes",
    params(("user" = String, Path), EpisodeFilter),
    responses((status = 200, description = "The episodes", body = Object)))]
pub(crate) async fn list_episodes(
    Tenant(t): Tenant,
    ApiPath(user): ApiPath<String>,
    ApiQuery(filter): ApiQuery<EpisodeFilter>,
) -> ApiResult {
    let user = user_id(&user)?;
    let session = filter.session.as_deref().map(session_id).transpose()?;
    let episodes = blocking(move || {
        Ok(match t.known_user(&user)? {
            Some(u) => u.episodes()?,
            None => Vec::new(),
        })
    })
    .await?;
    let episodes: Vec<_> = episodes
        .iter()
        .filter(|e| session.as_ref().is_none_or(|s| &e.session == s))
        .collect();
    Ok(Json(json!({ "episodes": episodes })))
}

/// What memory holds about the user, in outline: subjects and attributes
/// with counts, and the text a system instruction would carry.
#[utoipa::path(get, path = "/v1/users/{user}/map", tag = "recall",
    params(("user" = String, Path)),
    responses((status = 200, description = "The memory map", body = Object)))]
pub(crate) async fn memory_map(Tenant(t): Tenant, ApiPath(user): ApiPath<String>) -> ApiResult {
    let user = user_id(&user)?;
    let map = blocking(move || {
        Ok(t.known_user(&user)?
            .map(|u| u.memory_map())
            .unwrap_or_default())
    })
    .await?;
    Ok(Json(json!({
        "subjects": map.subjects,
        "attributes": map.attributes,
        "text": map.render(12),
    })))
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct MarkdownFiles {
    /// Path within the export (`facts.md`, `sessions/<id>.md`) → contents.
    files: std::collections::BTreeMap<String, String>,
}

/// The user's whole memory as Markdown files.
#[utoipa::path(get, path = "/v1/users/{user}/export", tag = "records",
    params(("user" = String, Path)),
    responses((status = 200, description = "The files", body = MarkdownFiles)))]
pub(crate) async fn export(
    Tenant(t): Tenant,
    ApiPath(user): ApiPath<String>,
) -> Result<Json<MarkdownFiles>, ApiError> {
    let user = user_id(&user)?;
    let files = blocking(move || {
        Ok(match t.known_user(&user)? {
            Some(u) => u.export_markdown()?,
            None => Default::default(),
        })
    })
    .await?;
    Ok(Json(MarkdownFiles {
        files: files.into_iter().collect(),
    }))
}

/// Read a Markdown export back. A malformed file is reported with its line;
/// every other file is still imported.
#[utoipa::path(post, path = "/v1/users/{user}/import", tag = "records",
    params(("user" = String, Path)), request_body = MarkdownFiles,
    responses((status = 200, description = "What changed, and each malformed file's problem", body = Object)))]
pub(crate) async fn import(
    Tenant(t): Tenant,
    ApiPath(user): ApiPath<String>,
    JsonBody(body): JsonBody<MarkdownFiles>,
) -> ApiResult {
    let user = user_id(&user)?;
    let files: Vec<(String, String)> = body.files.into_iter().collect();
    let (imported, errors) = blocking(move || Ok(t.user(&user)?.import_markdown(&files)?)).await?;
    Ok(Json(json!({
        "episodes_added": imported.episodes_added,
        "episodes_unchanged": imported.episodes_unchanged,
        "facts_added": imported.facts_added,
        "facts_updated": imported.facts_updated,
        "facts_unchanged": imported.facts_unchanged,
        "errors": errors.iter().map(|e| e.to_string()).collect::<Vec<_>>(),
    })))
}
