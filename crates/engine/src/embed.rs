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

    /// Whether a short text is embedded in microseconds (a table lookup,
    /// not a network call or a transformer). Only such a model is asked by
    /// reconciliation, which runs under the user's index lock on every
    /// turn that proposes something.
    fn fast(&self) -> bool {
        false
    }

    /// Whether it asks over the network. A remote model is never asked on
    /// a path that promises not to block on IO (recall outside a session
    /// then searches lexically); turns are still embedded at ingestion, and
    /// the background preparation embeds the turn's query.
    fn remote(&self) -> bool {
        false
    }
}

/// Reconciliation's similarity: words, as always, and meaning from the
/// embedder when it is [`Embedder::fast`]. Without one, reconciliation
/// decides by words alone — the same as before this existed.
#[derive(Clone, Copy)]
pub(crate) struct ReconcileSimilarity<'a> {
    embedder: Option<&'a dyn Embedder>,
}

impl<'a> ReconcileSimilarity<'a> {
    pub(crate) fn new(embedder: Option<&'a dyn Embedder>) -> Self {
        Self {
            embedder: embedder.filter(|e| e.fast()),
        }
    }
}

impl std::fmt::Debug for ReconcileSimilarity<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ReconcileSimilarity")
            .field("model", &self.embedder.map(|e| e.model()))
            .finish()
    }
}

impl memoir_core::Similarity for ReconcileSimilarity<'_> {
    fn similarity(&self, a: &str, b: &str) -> f32 {
        memoir_core::LexicalSimilarity.similarity(a, b)
    }

    fn meanings(&self, new: &str, earlier: &[&str]) -> Option<Vec<f32>> {
        let texts: Vec<&str> = std::iter::once(new)
            .chain(earlier.iter().copied())
            .collect();
        let vectors = match self.embedder?.embed(&texts) {
            Ok(v) if v.len() == texts.len() => v,
            Ok(_) => return None,
            Err(err) => {
                tracing::warn!(error = %err, "embedding for reconciliation failed; words decide");
                return None;
            }
        };
        // Embedders give unit-length vectors: the dot product is the cosine.
        let (first, rest) = vectors.split_first()?;
        Some(
            rest.iter()
                .map(|v| memoir_index::vectors::dot(first, v))
                .collect(),
        )
    }
}

/// The text an episode is embedded as: its speaker and words, so that "what
/// did Caroline say about…" and the turn share more than the topic.
pub(crate) fn episode_text(speaker: &str, text: &str) -> String {
    format!("{speaker}: {text}")
}
