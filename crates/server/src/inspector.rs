//! The web inspector: a small page, served at `/ui/`, that shows a user's
//! memory — facts with their history and evidence, sessions as
//! transcripts, the memory map, the audit check, recall with its reasons,
//! request latency — and corrects or forgets what is wrong.
//!
//! The page is three static files compiled into the binary
//! (`include_str!`): no build step at install, nothing fetched from another
//! origin (the Content-Security-Policy allows only this one). It holds no
//! data: everything it shows comes from the REST API under `/v1`, with the
//! key the user enters once (kept in the tab's session storage) — or, from
//! `memoir inspect` on a loopback address, with none.

use std::sync::Arc;

use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde_json::json;

use crate::App;

const INDEX_HTML: &str = include_str!("../ui/index.html");
const APP_JS: &str = include_str!("../ui/app.js");
const APP_CSS: &str = include_str!("../ui/app.css");

/// Scripts, styles and requests from this origin only; no frames.
const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
     connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'; \
     base-uri 'none'";

pub(crate) fn routes() -> Router<Arc<App>> {
    Router::new()
        .route("/", get(|| async { Redirect::permanent("/ui/") }))
        .route("/ui", get(|| async { Redirect::permanent("/ui/") }))
        .route(
            "/ui/",
            get(|| async { asset("text/html; charset=utf-8", INDEX_HTML) }),
        )
        .route(
            "/ui/app.js",
            get(|| async { asset("text/javascript; charset=utf-8", APP_JS) }),
        )
        .route(
            "/ui/app.css",
            get(|| async { asset("text/css; charset=utf-8", APP_CSS) }),
        )
        .route("/ui/config.json", get(config))
}

fn asset(content_type: &'static str, body: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
            (header::REFERRER_POLICY, "no-referrer"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body,
    )
        .into_response()
}

/// What the page needs to know before its first request: whether to ask
/// for a key.
async fn config(State(app): State<Arc<App>>) -> impl IntoResponse {
    Json(json!({
        "needs_key": !app.is_local(),
        "version": env!("CARGO_PKG_VERSION"),
    }))
}
