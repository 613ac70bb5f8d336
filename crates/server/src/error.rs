//! Errors as the API shows them: a status and one stable JSON shape,
//! `{"code": …, "message": …, "details": …}`, whatever went wrong — a bad
//! body, a bad path, a missing key, a limit, or the engine.

use axum::extract::rejection::{BytesRejection, PathRejection, QueryRejection};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use memoir_engine::EngineError;
use memoir_engine::StoreError;
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

/// The body of every error response.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ErrorBody {
    /// A stable, machine-readable code (`invalid_json`, `unauthorized`, …).
    pub code: &'static str,
    /// What went wrong, for a person.
    pub message: String,
    /// More about it, when there is more (the field at fault, a limit).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub details: Option<Value>,
}

/// An error response.
#[derive(Debug, Clone)]
pub struct ApiError {
    pub status: StatusCode,
    pub body: ErrorBody,
}

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> Self {
        Self {
            status,
            body: ErrorBody {
                code,
                message: message.into(),
                details: None,
            },
        }
    }

    pub fn with_details(mut self, details: Value) -> Self {
        self.body.details = Some(details);
        self
    }

    pub fn bad_request(code: &'static str, message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, code, message)
    }

    pub fn not_found(message: impl Into<String>) -> Self {
        Self::new(StatusCode::NOT_FOUND, "not_found", message)
    }

    pub fn unauthorized(message: impl Into<String>) -> Self {
        Self::new(StatusCode::UNAUTHORIZED, "unauthorized", message)
    }

    pub fn internal(message: impl Into<String>) -> Self {
        Self::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", message)
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.status, axum::Json(self.body)).into_response()
    }
}

impl From<EngineError> for ApiError {
    fn from(e: EngineError) -> Self {
        match &e {
            EngineError::Invalid(_) | EngineError::ToolArguments(_) => Self::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "invalid_input",
                e.to_string(),
            ),
            EngineError::NotFound(_) => Self::not_found(e.to_string()),
            // The caller's request collides with what is stored (a turn
            // number said with other text, an id already taken): a 409 the
            // caller can act on, not a server fault.
            EngineError::Store(StoreError::Conflict(_)) => {
                Self::new(StatusCode::CONFLICT, "conflict", e.to_string())
            }
            // Another process holds the tenant's directory.
            EngineError::Store(StoreError::Locked(_)) => Self::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "store_locked",
                e.to_string(),
            ),
            _ => {
                tracing::error!(error = %e, "engine error");
                Self::internal(e.to_string())
            }
        }
    }
}

impl From<memoir_core::DomainError> for ApiError {
    fn from(e: memoir_core::DomainError) -> Self {
        Self::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_input",
            e.to_string(),
        )
    }
}

impl From<PathRejection> for ApiError {
    fn from(r: PathRejection) -> Self {
        Self::bad_request("invalid_path", r.body_text())
    }
}

impl From<QueryRejection> for ApiError {
    fn from(r: QueryRejection) -> Self {
        Self::bad_request("invalid_query", r.body_text())
    }
}

impl From<BytesRejection> for ApiError {
    fn from(r: BytesRejection) -> Self {
        let status = r.status();
        if status == StatusCode::PAYLOAD_TOO_LARGE {
            Self::new(status, "payload_too_large", r.body_text())
        } else {
            Self::new(status, "unreadable_body", r.body_text())
        }
    }
}

/// A body that is not the JSON a route expects. serde's message names the
/// field and the line and column, which is what a caller needs to fix it.
pub fn invalid_json(e: serde_json::Error) -> ApiError {
    use serde_json::error::Category;
    let code = match e.classify() {
        Category::Data => "invalid_body",
        Category::Syntax | Category::Eof | Category::Io => "invalid_json",
    };
    ApiError::bad_request(code, format!("request body: {e}"))
        .with_details(serde_json::json!({ "line": e.line(), "column": e.column() }))
}
