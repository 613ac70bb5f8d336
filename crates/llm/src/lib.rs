//! memoir's model seam over HTTP: an [`Extractor`] that asks a language
//! model for a turn's facts, within a deadline, with the rules' reading
//! standing whenever the model is late, unreachable or wrong.
//!
//! Why a deadline and not a queue: the engine it grew from extracted with
//! Gemini and fell back to rules after a deadline, and real deployments
//! already run a model endpoint. The extractor runs on the ingestion path
//! (`Session::observe_final`, after the episode is durable), never on the
//! tool-call path: recall reads under a read lock the extraction does not
//! take, so a slow model delays when a turn's facts appear, not an answer.
//!
//! Two wire formats ([`Dialect`]): Gemini's `generateContent` with a JSON
//! response schema, and OpenAI-compatible `chat/completions` with a JSON
//! response format (OpenAI, vLLM, llama.cpp's server, Ollama). What comes
//! back is checked field by field ([`parse_facts`]): a fact whose statement
//! is missing is dropped, an attribute outside the catalogue becomes an open
//! slot, an unknown change word becomes none — the model's output is never
//! trusted whole, and one bad field costs one fact, not the turn.
//!
//! Commands stay the rules' ("forget …", "I said X but meant Y"): they act
//! at once and must not depend on a model's reading.
//!
//! [`LlmConsolidator`] asks the same endpoint, at finish, what each change
//! the rules could not settle replaces; the engine checks its advice.
//! [`RemoteEmbedder`] is the same seam for embeddings: OpenAI-compatible
//! `/embeddings` or Gemini's `batchEmbedContents`, vectors stored under the
//! model's name.
//!
//! ```no_run
//! use memoir_llm::{Dialect, LlmConfig, LlmExtractor};
//! let config = LlmConfig::new(Dialect::OpenAi, "http://127.0.0.1:8080/v1", "qwen2.5-7b-instruct");
//! let extractor = LlmExtractor::new(config).expect("an HTTP client");
//! // Memory::builder().extractor(std::sync::Arc::new(extractor))…
//! ```

use std::time::{Duration, Instant};

use memoir_core::{attribute, Cue, FactCandidate, FactValue, Proposal, Subject};
use memoir_extract::{Extractor, RuleExtractor, TurnInput};
use serde_json::{json, Value};
use thiserror::Error;

mod consolidate;
mod embed;
mod parse;
pub use consolidate::{parse_resolutions, LlmConsolidator};
pub use embed::{RemoteEmbedder, DEFAULT_EMBED_DEADLINE};
pub use parse::{parse_facts, FactsParse};

/// The default deadline for one turn's model call, retries included.
pub const DEFAULT_DEADLINE: Duration = Duration::from_millis(1500);

/// Which API the endpoint speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dialect {
    /// `POST {url}/models/{model}:generateContent`, key in `x-goog-api-key`.
    Gemini,
    /// `POST {url}/chat/completions`, key as a bearer token.
    OpenAi,
}

impl std::str::FromStr for Dialect {
    type Err = LlmError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "gemini" => Ok(Self::Gemini),
            "openai" | "openai-compatible" => Ok(Self::OpenAi),
            other => Err(LlmError::Config(format!(
                "unknown dialect {other:?}; expected gemini or openai"
            ))),
        }
    }
}

/// Where the model is and how long it may take.
#[derive(Debug, Clone)]
pub struct LlmConfig {
    pub dialect: Dialect,
    /// The API's base: `https://generativelanguage.googleapis.com/v1beta`,
    /// `https://api.openai.com/v1`, `http://127.0.0.1:8080/v1`.
    pub url: String,
    pub model: String,
    /// Sent as the dialect expects; never logged.
    pub api_key: Option<String>,
    /// For the whole call, retries included; after it the rules stand.
    pub deadline: Duration,
}

impl LlmConfig {
    pub fn new(dialect: Dialect, url: &str, model: &str) -> Self {
        Self {
            dialect,
            url: url.trim_end_matches('/').to_string(),
            model: model.to_string(),
            api_key: None,
            deadline: DEFAULT_DEADLINE,
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

    /// Google's Gemini API with `api_key` — the key a Gemini Live session
    /// already holds, so a voice agent needs no second secret.
    pub fn gemini(api_key: &str, model: &str) -> Self {
        Self::new(Dialect::Gemini, GEMINI_API_BASE, model).with_key(Some(api_key.to_string()))
    }
}

/// The Gemini API's base URL.
pub const GEMINI_API_BASE: &str = "https://generativelanguage.googleapis.com/v1beta";

/// Why the model's reading was not used. Each is logged and the rules'
/// reading stands.
#[derive(Debug, Error)]
pub enum LlmError {
    #[error("model configuration: {0}")]
    Config(String),
    #[error("the model did not answer within {0:?}")]
    Deadline(Duration),
    #[error("the model endpoint answered HTTP {status}: {body}")]
    Status { status: u16, body: String },
    #[error("could not reach the model endpoint: {0}")]
    Transport(String),
    #[error("the model's answer is not what was asked for: {0}")]
    Malformed(String),
}

/// One model endpoint: asks it for JSON within the deadline, retrying
/// 429s and 5xx while time remains. Shared by the extractor and the
/// consolidator.
pub(crate) struct ModelClient {
    pub(crate) config: LlmConfig,
    client: reqwest::Client,
    runtime: OwnRuntime,
}

/// Asks a model for each user turn's facts; falls back to the rules.
#[derive(Debug)]
pub struct LlmExtractor {
    model: ModelClient,
    rules: RuleExtractor,
}

impl std::fmt::Debug for ModelClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ModelClient")
            .field("dialect", &self.config.dialect)
            .field("url", &self.config.url)
            .field("model", &self.config.model)
            .field("deadline", &self.config.deadline)
            .finish()
    }
}

impl ModelClient {
    pub(crate) fn new(config: LlmConfig) -> Result<Self, LlmError> {
        if config.url.is_empty() || config.model.is_empty() {
            return Err(LlmError::Config("a model URL and name are needed".into()));
        }
        let client = reqwest::Client::builder()
            .build()
            .map_err(|e| LlmError::Config(e.to_string()))?;
        Ok(Self {
            config,
            client,
            runtime: OwnRuntime::new()?,
        })
    }

    /// The model's answer (its message content) to `system` and `prompt`,
    /// asked for JSON in `schema`'s shape (Gemini enforces it; an
    /// OpenAI-compatible endpoint is asked for a JSON object).
    pub(crate) fn complete_json(
        &self,
        system: &str,
        prompt: &str,
        schema: Value,
    ) -> Result<String, LlmError> {
        let started = Instant::now();
        let body = self.request_body(system, prompt, schema);
        self.within_deadline(self.call_with_retries(&body, started))
    }

    async fn call_with_retries(&self, body: &Value, started: Instant) -> Result<String, LlmError> {
        let mut backoff = Duration::from_millis(100);
        loop {
            match self.call_once(body).await {
                Err(LlmError::Status { status, body: _ })
                    if (status == 429 || status >= 500)
                        && started.elapsed() + backoff < self.config.deadline =>
                {
                    tracing::debug!(status, ?backoff, "model endpoint busy; retrying");
                    tokio::time::sleep(backoff).await;
                    backoff *= 2;
                }
                other => return other,
            }
        }
    }

    async fn call_once(&self, body: &Value) -> Result<String, LlmError> {
        let c = &self.config;
        let (endpoint, content) = match c.dialect {
            Dialect::Gemini => (
                format!("models/{}:generateContent", c.model),
                "/candidates/0/content/parts/0/text",
            ),
            Dialect::OpenAi => ("chat/completions".to_string(), "/choices/0/message/content"),
        };
        let envelope = self.post_json(&endpoint, body).await?;
        envelope
            .pointer(content)
            .and_then(Value::as_str)
            .map(str::to_string)
            .ok_or_else(|| LlmError::Malformed("no message content in the response".into()))
    }

    /// `body` posted to `{url}/{endpoint}` with the key as the dialect
    /// expects it; the answer's JSON, or why there is none.
    pub(crate) async fn post_json(&self, endpoint: &str, body: &Value) -> Result<Value, LlmError> {
        let c = &self.config;
        let request = self.client.post(format!("{}/{endpoint}", c.url)).json(body);
        let request = match (&c.api_key, c.dialect) {
            (Some(k), Dialect::Gemini) => request.header("x-goog-api-key", k),
            (Some(k), Dialect::OpenAi) => request.bearer_auth(k),
            (None, _) => request,
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
        serde_json::from_str(&text)
            .map_err(|e| LlmError::Malformed(format!("the response is not JSON: {e}")))
    }

    /// Runs `call` to completion within the configured deadline.
    pub(crate) fn within_deadline<T: Send>(
        &self,
        call: impl std::future::Future<Output = Result<T, LlmError>> + Send,
    ) -> Result<T, LlmError> {
        let deadline = self.config.deadline;
        self.runtime.block_on(async {
            tokio::time::timeout(deadline, call)
                .await
                .unwrap_or(Err(LlmError::Deadline(deadline)))
        })
    }

    fn request_body(&self, system: &str, prompt: &str, schema: Value) -> Value {
        match self.config.dialect {
            Dialect::Gemini => json!({
                "systemInstruction": {"parts": [{"text": system}]},
                "contents": [{"role": "user", "parts": [{"text": prompt}]}],
                "generationConfig": {
                    "temperature": 0,
                    "responseMimeType": "application/json",
                    "responseSchema": schema,
                },
            }),
            Dialect::OpenAi => json!({
                "model": self.config.model,
                "temperature": 0,
                "response_format": {"type": "json_object"},
                "messages": [
                    {"role": "system", "content": system},
                    {"role": "user", "content": prompt},
                ],
            }),
        }
    }
}

impl LlmExtractor {
    pub fn new(config: LlmConfig) -> Result<Self, LlmError> {
        Ok(Self {
            model: ModelClient::new(config)?,
            rules: RuleExtractor::new(),
        })
    }

    /// The model's facts for `turn`, or why there are none. Within the
    /// deadline: 429 and 5xx answers are retried with backoff while time
    /// remains.
    pub fn ask(&self, turn: &TurnInput<'_>) -> Result<Vec<FactCandidate>, LlmError> {
        let text =
            self.model
                .complete_json(SYSTEM_PROMPT, &user_prompt(turn), response_schema())?;
        let parsed = parse_facts(&text, &subject_of(turn))?;
        for reason in &parsed.rejected {
            tracing::debug!(%reason, "a fact from the model was rejected");
        }
        Ok(parsed.facts)
    }
}

impl Extractor for LlmExtractor {
    /// The rules always read the turn (commands act from their reading);
    /// the model's facts, when it answers in time with at least one usable
    /// fact, take the place of the rules' statements.
    fn extract(&self, turn: &TurnInput<'_>) -> Vec<Proposal> {
        let ruled = self.rules.extract(turn);
        if !turn.speaker.speaks_for_a_person() || turn.text.trim().is_empty() {
            return ruled;
        }
        match self.ask(turn) {
            Ok(facts) if !facts.is_empty() => {
                let mut out: Vec<Proposal> = ruled
                    .into_iter()
                    .filter(|p| !matches!(p, Proposal::Assert(_)))
                    .collect();
                out.extend(facts.into_iter().map(Proposal::Assert));
                out
            }
            Ok(_) => ruled,
            Err(e) => {
                tracing::warn!(error = %e, "model extraction failed; the rules' reading stands");
                ruled
            }
        }
    }

    fn name(&self) -> &'static str {
        "llm"
    }
}

/// The small runtime a model client runs its HTTP calls on: the engine
/// calls from synchronous code (ingestion, finish, a worker thread).
pub(crate) struct OwnRuntime(Option<tokio::runtime::Runtime>);

impl OwnRuntime {
    pub(crate) fn new() -> Result<Self, LlmError> {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map(|rt| Self(Some(rt)))
            .map_err(|e| LlmError::Config(e.to_string()))
    }

    /// Runs `call` to completion. Called from inside another runtime's
    /// context (an async caller that stepped aside with `block_in_place`),
    /// a runtime may not be entered on that thread, so the call then runs on
    /// a thread of its own while this one waits.
    pub(crate) fn block_on<T: Send>(
        &self,
        call: impl std::future::Future<Output = Result<T, LlmError>> + Send,
    ) -> Result<T, LlmError> {
        let Some(runtime) = &self.0 else {
            return Err(LlmError::Config("the client is shutting down".into()));
        };
        if tokio::runtime::Handle::try_current().is_err() {
            return runtime.block_on(call);
        }
        std::thread::scope(|s| {
            s.spawn(|| runtime.block_on(call))
                .join()
                .unwrap_or_else(|_| Err(LlmError::Transport("the model call panicked".into())))
        })
    }
}

impl Drop for OwnRuntime {
    /// Without waiting: a memory may be dropped from async code (a server
    /// shutting down), where a blocking runtime shutdown would panic.
    fn drop(&mut self) {
        if let Some(rt) = self.0.take() {
            rt.shutdown_background();
        }
    }
}

/// Who a first-person statement is about.
fn subject_of(turn: &TurnInput<'_>) -> Subject {
    match (&turn.speaker.role, &turn.speaker.name) {
        (memoir_core::Role::User, _) | (_, None) => Subject::user(),
        (_, Some(name)) => Subject::named(name),
    }
}

const SYSTEM_PROMPT: &str = "You extract long-term memory facts from one turn of a conversation \
between a user and an assistant. Return JSON {\"facts\": [...]}. Each fact: \"subject\" (\"user\" \
for the speaker, else the person's name), \"attribute\" (one of the listed attributes, or \
\"about:<head noun>\"), \"statement\" (one sentence in the third person, \"The user ...\", with \
every detail kept), \"change\" (\"none\"; \"change\" when it replaces something said before; \
\"retraction\" when something stopped or is off; \"correction\" when it corrects what was just \
said). Leave out greetings, thanks, questions, moods and remarks to the assistant. Return \
{\"facts\": []} when nothing is worth remembering.";

fn user_prompt(turn: &TurnInput<'_>) -> String {
    let mut out = String::new();
    out.push_str("Attributes: ");
    let names: Vec<&str> = attribute::CATALOGUE.iter().map(|s| s.name).collect();
    out.push_str(&names.join(", "));
    out.push('\n');
    if !turn.known_people.is_empty() {
        let people: Vec<&str> = turn
            .known_people
            .iter()
            .map(|s| s.display.as_str())
            .collect();
        out.push_str("People already known: ");
        out.push_str(&people.join(", "));
        out.push('\n');
    }
    if let Some(a) = turn.previous_assistant {
        out.push_str("The assistant said before: ");
        out.push_str(a);
        out.push('\n');
    }
    out.push_str("The turn: ");
    out.push_str(turn.text);
    out
}

/// The schema Gemini is asked to answer in.
fn response_schema() -> Value {
    json!({
        "type": "OBJECT",
        "properties": {
            "facts": {
                "type": "ARRAY",
                "items": {
                    "type": "OBJECT",
                    "properties": {
                        "subject": {"type": "STRING"},
                        "attribute": {"type": "STRING"},
                        "statement": {"type": "STRING"},
                        "change": {"type": "STRING", "enum": ["none", "change", "retraction", "correction"]},
                    },
                    "required": ["subject", "attribute", "statement"],
                },
            },
        },
        "required": ["facts"],
    })
}

/// A candidate from a checked fact.
fn candidate(subject: Subject, attribute: String, statement: String, cue: Cue) -> FactCandidate {
    let mut c = FactCandidate::stated(
        subject,
        &attribute,
        FactValue::Text(statement.clone()),
        statement,
    );
    c.cue = cue;
    // A model's reading is trusted a little less than a rule's exact match.
    c.confidence = 0.8;
    c
}
