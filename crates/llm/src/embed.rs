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

use crate::{Dialect, LlmError};

/// How long one batch may take.
pub const DEFAULT_EMBED_DEADLINE: Duration = Duration::from_secs(10);

/// Where the embedding model is.
#[derive(Debug, Clone)]
pub struct EmbedConfig {
    pub dialect: Dialect,
    /// `https://api.openai.com/v1`, `http://127.0.0.1:8080/v1`,
    /// `https://generativelanguage.googleapis.com/v1beta`.
    pub url: String,
    pub model: String,
    pub api_key: Option<String>,
    pub deadline: Duration,
}

impl EmbedConfig {
    pub fn new(dialect: Dialect, url: &str, model: &str) -> Self {
        Self {
            dialect,
            url: url.trim_end_matches('/').to_string(),
            model: model.to_string(),
            api_key: None,
            deadline: DEFAULT_EMBED_DEADLINE,
        }
    }

    pub fn with_key(mut self, key: Option<String>) -> Self {
        self.api_key = key.filter(|k| !k.is_empty());
        self
    }

    pub fn with_deadline(mut self, deadline: Duration) -> Self {
        self.deadline = deadline;
        self
    }
}

/// Embeds over HTTP.
pub struct RemoteEmbedder {
    config: EmbedConfig,
    name: String,
    dimension: usize,
    client: reqwest::Client,
    runtime: crate::OwnRuntime,
}

impl std::fmt::Debug for RemoteEmbedder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RemoteEmbedder")
            .field("dialect", &self.config.dialect)
            .field("url", &self.config.url)
            .field("model", &self.config.model)
            .field("dimension", &self.dimension)
            .finish()
    }
}

impl RemoteEmbedder {
    /// Connects, and learns the model's dimension from one probe.
    pub fn new(config: EmbedConfig) -> Result<Self, LlmError> {
        if config.url.is_empty() || config.model.is_empty() {
            return Err(LlmError::Config(
                "an embedding URL and model name are needed".into(),
            ));
        }
        let client = reqwest::Client::builder()
            .build()
            .map_err(|e| LlmError::Config(e.to_string()))?;
        let runtime = crate::OwnRuntime::new()?;
        let mut embedder = Self {
            name: format!("remote:{}", config.model),
            config,
            dimension: 0,
            client,
            runtime,
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
        let deadline = self.config.deadline;
        self.runtime.block_on(async {
            tokio::time::timeout(deadline, self.call_async(texts))
                .await
                .unwrap_or(Err(LlmError::Deadline(deadline)))
        })
    }

    async fn call_async(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>, LlmError> {
        let c = &self.config;
        let request = match c.dialect {
            Dialect::OpenAi => {
                let r = self
                    .client
                    .post(format!("{}/embeddings", c.url))
                    .json(&json!({"model": c.model, "input": texts}));
                match &c.api_key {
                    Some(k) => r.bearer_auth(k),
                    None => r,
                }
            }
            Dialect::Gemini => {
                let model = format!("models/{}", c.model);
                let requests: Vec<Value> = texts
                    .iter()
                    .map(|t| json!({"model": model, "content": {"parts": [{"text": t}]}}))
                    .collect();
                let r = self
                    .client
                    .post(format!("{}/models/{}:batchEmbedContents", c.url, c.model))
                    .json(&json!({ "requests": requests }));
                match &c.api_key {
                    Some(k) => r.header("x-goog-api-key", k),
                    None => r,
                }
            }
        };
        let response = request
            .send()
            .await
            .map_err(|e| LlmError::Transport(e.without_url().to_string()))?;
        let status = response.status();
        let text = response
            .text()
            .await
            .map_err(|e| LlmError::Transport(e.without_url().to_string()))?;
        if !status.is_success() {
            return Err(LlmError::Status {
                status: status.as_u16(),
                body: text.chars().take(200).collect(),
            });
        }
        let body: Value = serde_json::from_str(&text)
            .map_err(|e| LlmError::Malformed(format!("the response is not JSON: {e}")))?;
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
