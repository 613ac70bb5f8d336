//! The HTTP plumbing around the handlers: routing, authentication, rate
//! limits, body limits, metrics, and extractors whose every failure is an
//! [`ApiError`] in the one JSON shape.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Instant;

use axum::body::Bytes;
use axum::extract::{FromRequest, FromRequestParts, MatchedPath, Request, State};
use axum::http::request::Parts;
use axum::http::{header, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{delete, get, post};
use axum::Router;
use parking_lot::Mutex;
use serde::de::DeserializeOwned;
use tokio_util::sync::CancellationToken;

use crate::error::{invalid_json, ApiError};
use crate::keys::Principal;
use crate::tenants::TenantMemory;
use crate::{api, mcp, App};

pub(crate) fn router(app: Arc<App>) -> Router {
    router_with_cancel(app, CancellationToken::new())
}

pub(crate) fn router_with_cancel(app: Arc<App>, cancel: CancellationToken) -> Router {
    let v1 = Router::new()
        .route("/users", get(api::list_users))
        .route("/users/{user}", delete(api::erase_user))
        .route("/users/{user}/sessions", post(api::open_session))
        .route(
            "/users/{user}/sessions/{session}/turns",
            post(api::add_turn),
        )
        .route(
            "/users/{user}/sessions/{session}/partial",
            post(api::add_partial),
        )
        .route(
            "/users/{user}/sessions/{session}/prepare",
            post(api::prepare),
        )
        .route(
            "/users/{user}/sessions/{session}/recall",
            post(api::session_recall),
        )
        .route("/users/{user}/sessions/{session}/finish", post(api::finish))
        .route(
            "/users/{user}/sessions/{session}/tools/{tool}",
            post(api::call_tool),
        )
        .route("/users/{user}/recall", post(api::recall))
        .route("/users/{user}/recall/explain", post(api::explain_recall))
        .route("/users/{user}/audit", get(api::verify_audit))
        .route(
            "/users/{user}/facts",
            get(api::list_facts).post(api::remember),
        )
        .route(
            "/users/{user}/facts/{fact}",
            get(api::get_fact).delete(api::forget_fact),
        )
        .route("/users/{user}/facts/{fact}/correct", post(api::correct))
        .route("/users/{user}/forget", post(api::forget))
        .route("/users/{user}/episodes", get(api::list_episodes))
        .route("/users/{user}/map", get(api::memory_map))
        .route("/users/{user}/export", get(api::export))
        .route("/users/{user}/import", post(api::import))
        .route_layer(middleware::from_fn_with_state(app.clone(), authenticate));
    let mcp = Router::new()
        .nest_service(
            "/mcp",
            mcp::http_service(
                cancel,
                app.limits.max_body_bytes,
                app.limits.mcp_session_idle,
            ),
        )
        // Layers run last-added first: authenticate, then bind the session.
        .route_layer(middleware::from_fn_with_state(
            app.clone(),
            bind_mcp_session,
        ))
        .route_layer(middleware::from_fn_with_state(app.clone(), authenticate));
    Router::new()
        .route("/healthz", get(|| async { "ok" }))
        .route("/metrics", get(metrics))
        .route("/v1/openapi.json", get(openapi))
        .nest("/v1", v1)
        .merge(mcp)
        .merge(crate::inspector::routes())
        .fallback(|| async { ApiError::not_found("no such route") })
        .method_not_allowed_fallback(|| async {
            ApiError::new(
                StatusCode::METHOD_NOT_ALLOWED,
                "method_not_allowed",
                "this route does not take that method",
            )
        })
        .layer(axum::extract::DefaultBodyLimit::max(
            app.limits.max_body_bytes,
        ))
        .layer(middleware::from_fn_with_state(app.clone(), observe))
        .with_state(app)
}

async fn metrics(State(app): State<Arc<App>>) -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        app.metrics.render(),
    )
}

async fn openapi() -> impl IntoResponse {
    axum::Json(crate::openapi::openapi_document())
}

/// Times every request and logs it; labels by the matched route, never the
/// raw path (which carries user ids).
async fn observe(State(app): State<Arc<App>>, request: Request, next: Next) -> Response {
    let started = Instant::now();
    let route = request.extensions().get::<MatchedPath>().cloned();
    let method = request.method().clone();
    let response = next.run(request).await;
    let elapsed = started.elapsed();
    let status = response.status();
    let route = route.as_ref().map_or("unmatched", MatchedPath::as_str);
    app.metrics
        .requests
        .with_label_values(&[route, method.as_str(), status.as_str()])
        .observe(elapsed.as_secs_f64());
    tracing::info!(
        route = %route,
        method = %method,
        status = status.as_u16(),
        micros = elapsed.as_micros() as u64,
        "request"
    );
    response
}

/// The API key of a request: `Authorization: Bearer <key>` or `X-Api-Key`.
fn presented_key(parts: &Parts) -> Option<&str> {
    if let Some(v) = parts.headers.get(header::AUTHORIZATION) {
        return bearer_token(v.to_str().ok()?);
    }
    parts.headers.get("x-api-key")?.to_str().ok().map(str::trim)
}

/// The token of an `Authorization` value. The scheme name is
/// case-insensitive (RFC 7235): `Bearer`, `bearer` and `BEARER` all work.
fn bearer_token(value: &str) -> Option<&str> {
    let (scheme, token) = value.trim_start().split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| token.trim())
        .filter(|t| !t.is_empty())
}

/// Check the key, charge the key's rate, and hand the handler its tenant's
/// memory. A request that fails any of these changes nothing.
async fn authenticate(
    State(app): State<Arc<App>>,
    request: Request,
    next: Next,
) -> Result<Response, ApiError> {
    let (mut parts, body) = request.into_parts();
    if let Some(tenant) = &app.local {
        let memory = app
            .tenants
            .cached(tenant)
            .ok_or_else(|| ApiError::internal("the inspected memory is not open"))?;
        parts.extensions.insert(Principal {
            tenant: tenant.clone(),
            key_id: Arc::from("local"),
        });
        parts.extensions.insert(memory);
        return Ok(next.run(Request::from_parts(parts, body)).await);
    }
    let key = presented_key(&parts).ok_or_else(|| {
        ApiError::unauthorized(
            "no API key: send `Authorization: Bearer <key>`; make one with `memoir keys create --tenant <name>`",
        )
    })?;
    let principal = app
        .keys
        .authenticate(key)
        .map_err(|e| {
            tracing::error!(error = %e, "key file unreadable");
            ApiError::internal("the key file cannot be read; see the server log")
        })?
        .ok_or_else(|| ApiError::unauthorized("the API key is not valid or has been revoked"))?;
    app.rate.charge(&principal)?;
    let tenant = match app.tenants.cached(&principal.tenant) {
        Some(t) => t,
        None => {
            let app = app.clone();
            let id = principal.tenant.clone();
            blocking(move || app.tenants.get(&id)).await?
        }
    };
    parts.extensions.insert(principal);
    parts.extensions.insert(tenant);
    Ok(next.run(Request::from_parts(parts, body)).await)
}

/// MCP-over-HTTP session id → (the tenant that opened it, last use).
pub(crate) type McpSessions = Mutex<HashMap<String, (crate::keys::TenantId, Instant)>>;

const MCP_SESSION_HEADER: &str = "mcp-session-id";

/// Binds each MCP-over-HTTP session to the tenant that opened it: a request
/// naming another tenant's session (to use or to end it) is a 404, as if it
/// did not exist. Caps the sessions a tenant holds open at once.
async fn bind_mcp_session(
    State(app): State<Arc<App>>,
    request: Request,
    next: Next,
) -> Result<Response, ApiError> {
    let tenant = request
        .extensions()
        .get::<TenantMemory>()
        .map(|t| t.tenant.clone())
        .ok_or_else(|| ApiError::internal("MCP request without a tenant"))?;
    let idle = app.limits.mcp_session_idle;
    let named = request
        .headers()
        .get(MCP_SESSION_HEADER)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    {
        let mut sessions = app.mcp_sessions.lock();
        // Sessions idle past the limit are closed by rmcp; forget them too.
        sessions.retain(|_, (_, used)| used.elapsed() < idle);
        match &named {
            Some(id) => match sessions.get_mut(id) {
                Some((owner, used)) if *owner == tenant => *used = Instant::now(),
                _ => return Err(ApiError::not_found(format!("no MCP session {id}"))),
            },
            None => {
                let open = sessions.values().filter(|(t, _)| *t == tenant).count();
                if open >= app.limits.mcp_sessions_per_tenant {
                    return Err(ApiError::new(
                        StatusCode::TOO_MANY_REQUESTS,
                        "too_many_sessions",
                        format!(
                            "this tenant holds {open} MCP sessions open, the most allowed; end one (DELETE /mcp) or let one idle out"
                        ),
                    ));
                }
            }
        }
    }
    let ending = request.method() == axum::http::Method::DELETE;
    let response = next.run(request).await;
    let mut sessions = app.mcp_sessions.lock();
    if let Some(id) = response
        .headers()
        .get(MCP_SESSION_HEADER)
        .and_then(|v| v.to_str().ok())
    {
        sessions
            .entry(id.to_string())
            .or_insert_with(|| (tenant.clone(), Instant::now()));
    }
    if let (true, Some(id)) = (ending && response.status().is_success(), &named) {
        sessions.remove(id);
    }
    Ok(response)
}

/// Run engine work that may touch the disk on the blocking pool.
pub(crate) async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, ApiError> + Send + 'static,
) -> Result<T, ApiError> {
    tokio::task::spawn_blocking(work).await.map_err(|e| {
        tracing::error!(error = %e, "blocking task failed");
        ApiError::internal("the request's work was interrupted")
    })?
}

/// A token bucket per key: `rate` per second sustained, `burst` at once.
pub(crate) struct RateLimiter {
    rate: f64,
    burst: f64,
    buckets: Mutex<HashMap<Arc<str>, (f64, Instant)>>,
}

impl RateLimiter {
    pub(crate) fn new(rate: f64, burst: f64) -> Self {
        Self {
            rate,
            burst: burst.max(1.0),
            buckets: Mutex::new(HashMap::new()),
        }
    }

    fn charge(&self, who: &Principal) -> Result<(), ApiError> {
        let now = Instant::now();
        let mut buckets = self.buckets.lock();
        let (tokens, last) = buckets
            .entry(who.key_id.clone())
            .or_insert((self.burst, now));
        *tokens = (*tokens + now.duration_since(*last).as_secs_f64() * self.rate).min(self.burst);
        *last = now;
        if *tokens < 1.0 {
            let wait = (1.0 - *tokens) / self.rate;
            return Err(ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                "rate_limited",
                format!(
                    "key {} is over its rate of {} requests per second; retry in {:.0} ms",
                    who.key_id,
                    self.rate,
                    (wait * 1000.0).ceil()
                ),
            )
            .with_details(serde_json::json!({ "retry_after_ms": (wait * 1000.0).ceil() })));
        }
        *tokens -= 1.0;
        Ok(())
    }
}

/// A JSON body of type `T`. An empty body reads as `{}`, so routes whose
/// fields are all optional can be called without one. Unknown fields are
/// refused by the types themselves (`deny_unknown_fields`).
pub(crate) struct JsonBody<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for JsonBody<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, ApiError> {
        let bytes = Bytes::from_request(req, state).await?;
        let bytes: &[u8] = if bytes.iter().all(u8::is_ascii_whitespace) {
            b"{}"
        } else {
            &bytes
        };
        serde_json::from_slice(bytes)
            .map(JsonBody)
            .map_err(invalid_json)
    }
}

/// Path parameters, with a JSON error when they cannot be read (invalid
/// UTF-8 after percent-decoding, a wrong count).
pub(crate) struct ApiPath<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned + Send> FromRequestParts<S> for ApiPath<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        axum::extract::Path::<T>::from_request_parts(parts, state)
            .await
            .map(|p| ApiPath(p.0))
            .map_err(ApiError::from)
    }
}

/// Query parameters, with a JSON error when they cannot be read.
pub(crate) struct ApiQuery<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequestParts<S> for ApiQuery<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        axum::extract::Query::<T>::from_request_parts(parts, state)
            .await
            .map(|q| ApiQuery(q.0))
            .map_err(ApiError::from)
    }
}

/// The authenticated tenant's memory, put there by [`authenticate`].
pub(crate) struct Tenant(pub TenantMemory);

impl<S: Send + Sync> FromRequestParts<S> for Tenant {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, ApiError> {
        parts
            .extensions
            .get::<TenantMemory>()
            .cloned()
            .map(Tenant)
            .ok_or_else(|| ApiError::unauthorized("no API key"))
    }
}

#[cfg(test)]
mod bearer_tests {
    use super::bearer_token;

    #[test]
    fn the_bearer_scheme_is_read_in_any_case() {
        assert_eq!(bearer_token("Bearer k1"), Some("k1"));
        assert_eq!(bearer_token("bearer k1"), Some("k1"));
        assert_eq!(bearer_token("BEARER  k1 "), Some("k1"));
        assert_eq!(bearer_token("Basic dXNlcjpwYXNz"), None);
        assert_eq!(bearer_token("Bearer "), None);
    }
}
