//! The embedding seam. A local model lives in `memoir-models`; a remote API
//! would implement the same trait.

use thiserror::Error;

/// Why a batch could not be embedded. Callers degrade to lexical search.
#[derive(Debug, Error)]
#[error("embedding failed: {0}")]
pub struct EmbedError(pub String);

/// Turns texts into vectors.
pub trait Embedder: Send + Sync {
    /// A stable name for the model; vectors are stored under it, so a
    /// different model never reads another's vectors.
    fn model(&self) -> &str;

    /// The vectors' dimension.
    fn dimension(&self) -> usize;

    /// One vector per text, in order.
    fn embed(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>, EmbedError>;
}

/// The text an episode is embedded as: its speaker and words, so that "what
/// did Caroline say about…" and the turn share more than the topic.
pub(crate) fn episode_text(speaker: &str, text: &str) -> String {
    format!("{speaker}: {text}")
}
