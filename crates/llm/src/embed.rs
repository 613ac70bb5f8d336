//! A remote [`Embedder`]: OpenAI-compatible `POST {url}/embeddings` or
//! Gemini's `POST {url}/models/{model}:batchEmbedContents`.
//!
//! Vectors are stored under `remote:<model>`, so a store embedded by one
//! model is never searched with another's vectors. The dimension is learnt
//! once, when the embedder is made, from one probe call: a model that
//! cannot be reached then is a clear error at startup, not a silent
//! lexical fallback later. Every vector is made unit length (the vector
//! index's contract), and an answer with the wrong count or dimension is an
//! error, never a guess.
//!
//! It says it is [`Embedder::remote`], so the engine never asks it where it
//! promised not to wait on the network (recall outside a session searches
//! lexically; the tool-call path never embeds at all).

use std::time::Duration;

use memoir_engine::{EmbedError, Embedder};
use serde_json::{json, Value};

use crate::{Dialect, LlmConfig, LlmError, ModelClient};

/// How long one batch may take: embedding a session's turns takes longer
/// than reading one turn, so callers give [`RemoteEmbedder`] a config with
/// this deadline (`LlmConfig::with_deadline`) rather than the extractor's.
pub const DEFAULT_EMBED_DEADLINE: Duration = Duration::from_secs(10);

/// Embeds over HTTP.
#[derive(Debug)]
pub struct RemoteEmbedder {
    model: ModelClient,
    name: String,
    dimension: usize,
}

impl RemoteEmbedder {
    /// Connects, and learns the model's dimension from one probe.
    pub fn new(config: LlmConfig) -> Result<Self, LlmError> {
        let mut embedder = Self {
            name: format!("remote:{}", config.model),
            model: ModelClient::new(config)?,
            dimension: 0,
        };
        let probe = embedder.call(&["dimension probe"])?;
        embedder.dimension = probe
            .first()
            .map(Vec::len)
            .filter(|&d| d > 0)
            .ok_or_else(|| LlmError::Malformed("the probe came back with no vector".into()))?;
        Ok(embedder)
    }

    fn call(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>, LlmError> {
        self.model.within_deadline(self.call_async(texts))
    }

    async fn call_async(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>, LlmError> {
        let c = &self.model.config;
        let body = match c.dialect {
            Dialect::OpenAi => {
                self.model
                    .post_json("embeddings", &json!({"model": c.model, "input": texts}))
                    .await?
            }
            Dialect::Gemini => {
                let model = format!("models/{}", c.model);
                let requests: Vec<Value> = texts
                    .iter()
                    .map(|t| json!({"model": model, "content": {"parts": [{"text": t}]}}))
                    .collect();
                self.model
                    .post_json(
                        &format!("models/{}:batchEmbedContents", c.model),
                        &json!({ "requests": requests }),
                    )
                    .await?
            }
        };
        let items: Vec<&Value> = match c.dialect {
            Dialect::OpenAi => {
                let mut data: Vec<&Value> = body
                    .get("data")
                    .and_then(Value::as_array)
                    .ok_or_else(|| LlmError::Malformed("no \"data\" array".into()))?
                    .iter()
                    .collect();
                // Answers carry their input's index; keep the inputs' order.
                data.sort_by_key(|d| d.get("index").and_then(Value::as_u64).unwrap_or(0));
                data.into_iter().map(|d| &d["embedding"]).collect()
            }
            Dialect::Gemini => body
                .get("embeddings")
                .and_then(Value::as_array)
                .ok_or_else(|| LlmError::Malformed("no \"embeddings\" array".into()))?
                .iter()
                .map(|e| &e["values"])
                .collect(),
        };
        if items.len() != texts.len() {
            return Err(LlmError::Malformed(format!(
                "{} vectors for {} texts",
                items.len(),
                texts.len()
            )));
        }
        items.into_iter().map(unit_vector).collect()
    }
}

/// A JSON array of numbers as a unit-length vector.
fn unit_vector(v: &Value) -> Result<Vec<f32>, LlmError> {
    let numbers = v
        .as_array()
        .ok_or_else(|| LlmError::Malformed("a vector is not an array".into()))?;
    let mut out = Vec::with_capacity(numbers.len());
    for n in numbers {
        let x = n
            .as_f64()
            .filter(|x| x.is_finite())
            .ok_or_else(|| LlmError::Malformed("a vector holds a non-number".into()))?;
        out.push(x as f32);
    }
    let norm = out.iter().map(|x| x * x).sum::<f32>().sqrt();
    if norm == 0.0 {
        return Err(LlmError::Malformed("a vector of zeros".into()));
    }
    out.iter_mut().for_each(|x| *x /= norm);
    Ok(out)
}

impl Embedder for RemoteEmbedder {
    fn model(&self) -> &str {
        &self.name
    }

    fn dimension(&self) -> usize {
        self.dimension
    }

    fn embed(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>, EmbedError> {
        if texts.is_empty() {
            return Ok(Vec::new());
        }
        let vectors = self.call(texts).map_err(|e| EmbedError(e.to_string()))?;
        if let Some(v) = vectors.iter().find(|v| v.len() != self.dimension) {
            return Err(EmbedError(format!(
                "a vector of dimension {} from a model of dimension {}",
                v.len(),
                self.dimension
            )));
        }
        Ok(vectors)
    }

    fn remote(&self) -> bool {
        true
    }
}
