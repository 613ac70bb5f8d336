//! The engine's errors.

use memoir_core::DomainError;
use memoir_store::StoreError;
use thiserror::Error;

/// Why an engine call failed. Recall never fails (it degrades to "nothing
/// found"); writes do, so that an unacknowledged write is never mistaken for
/// a stored one.
#[derive(Debug, Error)]
pub enum EngineError {
    #[error(transparent)]
    Invalid(#[from] DomainError),
    #[error(transparent)]
    Store(#[from] StoreError),
    /// No record with that id in this user's memory.
    #[error("not found: {0}")]
    NotFound(String),
    /// A tool call's arguments were malformed.
    #[error("invalid tool arguments: {0}")]
    ToolArguments(String),
}
