//! What a turn receives from memory: facts first, then verbatim evidence.

use memoir_core::{text::estimate_tokens, EpisodeId, FactKind, SnapshotId, Timestamp};
use serde::Serialize;

/// Whether a served fact has been reconciled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Standing {
    /// Reconciled, durable.
    Settled,
    /// Said in this session, not yet reconciled: presented hedged.
    Provisional,
}

/// One fact as the model will see it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ContextFact {
    /// The fact's id (an id minted by the session for a provisional one:
    /// `standing` says which).
    pub id: String,
    /// The statement as presented: provisional facts are hedged.
    pub statement: String,
    pub subject: String,
    pub attribute: String,
    pub kind: FactKind,
    pub standing: Standing,
    pub score: f32,
    pub evidence: Vec<EpisodeId>,
    /// Estimated tokens of `statement`.
    pub tokens: usize,
}

/// The hedge put before a provisional fact.
pub const PROVISIONAL_PREFIX: &str = "Mentioned this session, not yet confirmed:";

impl ContextFact {
    /// Present `statement` as `standing` requires and price it.
    pub fn presented(statement: &str, standing: Standing) -> (String, usize) {
        let text = match standing {
            Standing::Settled => statement.to_string(),
            Standing::Provisional => format!("{PROVISIONAL_PREFIX} {statement}"),
        };
        let tokens = estimate_tokens(&text);
        (text, tokens)
    }
}

/// A compact verbatim excerpt of an episode, with the key that fetches the
/// whole of it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EvidenceCapsule {
    /// The episode id: the retrieval key.
    pub key: EpisodeId,
    pub speaker: String,
    pub occurred_at: Timestamp,
    /// Verbatim text from the episode; "…" marks where it was cut.
    pub excerpt: String,
    /// Estimated tokens of the rendered capsule.
    pub tokens: usize,
    /// Relevance, adjusted a little for recency.
    pub score: f32,
}

impl EvidenceCapsule {
    /// The capsule as one line of the model's context; what `tokens` prices.
    pub fn render(&self) -> String {
        format!(
            "[{}] {} ({}): {}",
            self.key,
            self.speaker,
            self.occurred_at.format("%Y-%m-%d"),
            self.excerpt
        )
    }

    /// Price a capsule's rendering.
    pub fn price(&mut self) {
        self.tokens = estimate_tokens(&self.render());
    }
}

/// Memory served for one turn.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Context {
    pub facts: Vec<ContextFact>,
    pub evidence: Vec<EvidenceCapsule>,
    /// Estimated tokens of everything above; never above the cap asked for.
    pub token_count: usize,
    /// The prepared snapshot this answer was fused with, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub snapshot: Option<SnapshotId>,
    /// Why memory could not be consulted, if it could not. The answer is then
    /// empty: a failure of memory is "nothing found", never a failed turn.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub degraded: Option<String>,
}

impl Context {
    /// Nothing found, because of `reason`.
    pub fn degraded(reason: impl Into<String>) -> Self {
        Self {
            degraded: Some(reason.into()),
            ..Self::default()
        }
    }

    /// Whether nothing was found.
    pub fn is_empty(&self) -> bool {
        self.facts.is_empty() && self.evidence.is_empty()
    }

    /// Recount `token_count` from the parts.
    pub fn recount(&mut self) {
        self.token_count = self.facts.iter().map(|f| f.tokens).sum::<usize>()
            + self.evidence.iter().map(|e| e.tokens).sum::<usize>();
    }

    /// The result payload of the `recall_context` tool.
    pub fn to_tool_payload(&self) -> serde_json::Value {
        let status = if self.is_empty() {
            "not_found"
        } else {
            "found"
        };
        serde_json::json!({
            "status": status,
            "facts": self.facts.iter().map(|f| serde_json::json!({
                "id": f.id,
                "statement": f.statement,
                "kind": f.kind,
                "standing": f.standing,
            })).collect::<Vec<_>>(),
            "evidence": self.evidence.iter().map(|e| serde_json::json!({
                "key": e.key,
                "speaker": e.speaker,
                "when": e.occurred_at.to_rfc3339(),
                "excerpt": e.excerpt,
            })).collect::<Vec<_>>(),
            "token_count": self.token_count,
        })
    }

    /// The context with its [`render`](Self::render)ing beside the parts,
    /// as the REST API and the Python package answer it.
    pub fn with_text(&self) -> RenderedContext<'_> {
        RenderedContext {
            context: self,
            text: self.render(),
        }
    }

    /// The context as plain text for a prompt: facts, then evidence.
    pub fn render(&self) -> String {
        let mut out = String::new();
        for f in &self.facts {
            out.push_str("- ");
            out.push_str(&f.statement);
            out.push('\n');
        }
        for e in &self.evidence {
            out.push_str("> ");
            out.push_str(&e.render());
            out.push('\n');
        }
        out
    }
}

/// A context and the text a model reads, serialised side by side
/// (`{"facts": …, "evidence": …, "text": "- …"}`).
#[derive(Debug, Serialize)]
pub struct RenderedContext<'a> {
    #[serde(flatten)]
    pub context: &'a Context,
    pub text: String,
}
