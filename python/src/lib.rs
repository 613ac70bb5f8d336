//! `memoir._memoir`: the engine in a Python process.
//!
//! Deliberately thin. Each method takes plain values, releases the GIL
//! while the engine works (`Python::detach`: a write's fsync or a finish's
//! reconciliation never stalls the interpreter's other threads), and
//! answers JSON in the very shapes the REST API answers — so the typed
//! Python layer (`memoir/_types.py`) reads the embedded engine and a remote
//! `memoir serve` with one set of parsers. The JSON costs a few
//! microseconds a call; docs/python.md has the measured overhead.
//!
//! Errors become Python exceptions carrying the engine's message:
//! `NotFound` for an unknown fact or session, `InvalidInput` for what the
//! domain refuses (an empty id, a malformed speaker, bad arguments), and
//! `MemoirError`, their base, for the rest (the store).

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;

use chrono::{DateTime, Utc};
use memoir_core::{EpisodeId, FactId, FactStatus, SessionId, Speaker, UserId};
use memoir_engine::{EngineError, FinalTurn, Forget, Memory, RecallRequest, Session, UserMemory};
use pyo3::create_exception;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use serde::Serialize;
use serde_json::{json, Value};

create_exception!(
    _memoir,
    MemoirError,
    PyException,
    "Anything memoir refused or could not do."
);
create_exception!(
    _memoir,
    NotFound,
    MemoirError,
    "No such fact, session or turn."
);
create_exception!(
    _memoir,
    InvalidInput,
    MemoirError,
    "An id, text or argument memoir refuses."
);

fn engine_error(e: EngineError) -> PyErr {
    match e {
        EngineError::NotFound(what) => NotFound::new_err(format!("not found: {what}")),
        EngineError::Invalid(e) => InvalidInput::new_err(e.to_string()),
        EngineError::ToolArguments(e) => InvalidInput::new_err(e),
        other => MemoirError::new_err(other.to_string()),
    }
}

fn invalid(e: impl std::fmt::Display) -> PyErr {
    InvalidInput::new_err(e.to_string())
}

fn to_json(value: &impl Serialize) -> PyResult<String> {
    serde_json::to_string(value)
        .map_err(|e| MemoirError::new_err(format!("cannot write JSON: {e}")))
}

fn user_id(user: &str) -> PyResult<UserId> {
    UserId::new(user).map_err(invalid)
}

fn timestamp(at: Option<&str>) -> PyResult<DateTime<Utc>> {
    match at {
        None => Ok(Utc::now()),
        Some(text) => DateTime::parse_from_rfc3339(text)
            .map(|t| t.with_timezone(&Utc))
            .map_err(|e| invalid(format!("`at` {text:?} is not an RFC 3339 time: {e}"))),
    }
}

fn recall_request(request: &str) -> PyResult<RecallRequest> {
    serde_json::from_str(request).map_err(|e| invalid(format!("recall arguments: {e}")))
}

/// `remember`/`correct` outside a session: a session of its own, finished
/// at once, so the statement is durable when the call returns.
fn remember_now(
    user: &UserMemory,
    fact: Option<&FactId>,
    text: &str,
) -> Result<Value, EngineError> {
    let session = user.new_session()?;
    let now = Utc::now();
    let statements = match fact {
        Some(f) => session.correct(Some(f), text, now)?,
        None => session.remember(text, now)?,
    };
    let report = session.finish()?;
    Ok(json!({ "statements": statements, "durable": true, "facts": report.decisions }))
}

/// One memory: a SQLite store in a directory, or in RAM.
#[pyclass(frozen, module = "memoir._memoir")]
struct NativeMemory {
    memory: Arc<Memory>,
}

fn with_default_embedder(builder: memoir_engine::MemoryBuilder) -> memoir_engine::MemoryBuilder {
    match memoir_models::StaticEmbedder::shipped() {
        Ok(embedder) => builder.embedder(Arc::new(embedder)),
        Err(_) => builder,
    }
}

impl NativeMemory {
    fn user(&self, user: &str) -> PyResult<UserMemory> {
        self.memory.user(&user_id(user)?).map_err(engine_error)
    }

    /// Run `work` on `user` with the GIL released.
    fn on_user<T: Send>(
        &self,
        py: Python<'_>,
        user: &str,
        work: impl FnOnce(&UserMemory) -> Result<T, EngineError> + Send,
    ) -> PyResult<T> {
        let id = user_id(user)?;
        let memory = self.memory.clone();
        py.detach(move || {
            let user = memory.user(&id)?;
            work(&user)
        })
        .map_err(engine_error)
    }
}

#[pymethods]
impl NativeMemory {
    /// Open (or create) the memory stored in the directory `path`.
    #[staticmethod]
    fn open(py: Python<'_>, path: PathBuf) -> PyResult<Self> {
        let memory = py
            .detach(|| {
                with_default_embedder(Memory::builder())
                    .sqlite(&path)
                    .map(|b| b.build())
            })
            .map_err(engine_error)?;
        Ok(Self {
            memory: Arc::new(memory),
        })
    }

    /// A memory in RAM, gone when the object is.
    #[staticmethod]
    fn in_memory() -> Self {
        Self {
            memory: Arc::new(with_default_embedder(Memory::builder()).build()),
        }
    }

    /// The store's kind: "sqlite" or "memory".
    fn backend(&self) -> &'static str {
        self.memory.backend()
    }

    fn users(&self, py: Python<'_>) -> PyResult<Vec<String>> {
        let memory = self.memory.clone();
        let users = py.detach(move || memory.users()).map_err(engine_error)?;
        Ok(users.iter().map(|u| u.as_str().to_string()).collect())
    }

    /// A new session of `user`, or the session `id` (resumed if it was
    /// stored and not finished).
    #[pyo3(signature = (user, id=None))]
    fn session(&self, py: Python<'_>, user: &str, id: Option<&str>) -> PyResult<NativeSession> {
        let id = id.map(SessionId::new).transpose().map_err(invalid)?;
        let session = self.on_user(py, user, move |u| match &id {
            Some(id) => u.session(id),
            None => u.new_session(),
        })?;
        Ok(NativeSession { session })
    }

    /// Recall outside a session. `request` is the REST body as JSON.
    fn recall(&self, py: Python<'_>, user: &str, request: &str) -> PyResult<String> {
        let request = recall_request(request)?;
        let user = self.user(user)?;
        let context = py.detach(move || user.recall(&request));
        to_json(&context.with_text())
    }

    /// Recall outside a session, answering only the text a model reads:
    /// no JSON to build or parse, for the turn path.
    fn recall_text(&self, py: Python<'_>, user: &str, request: &str) -> PyResult<String> {
        let request = recall_request(request)?;
        let user = self.user(user)?;
        Ok(py.detach(move || user.recall(&request).render()))
    }

    /// Seconds per call of `iterations` recalls run inside Rust, with no
    /// Python between them: the engine's own cost, beside which
    /// `python/bench/overhead.py` measures what the Python layer adds.
    fn _time_recall(
        &self,
        py: Python<'_>,
        user: &str,
        request: &str,
        iterations: u32,
    ) -> PyResult<f64> {
        let request = recall_request(request)?;
        let user = self.user(user)?;
        let iterations = iterations.max(1);
        Ok(py.detach(move || {
            let started = std::time::Instant::now();
            for _ in 0..iterations {
                std::hint::black_box(user.recall(std::hint::black_box(&request)));
            }
            started.elapsed().as_secs_f64() / f64::from(iterations)
        }))
    }

    /// Facts: `current`, `all`, or one status.
    fn facts(&self, py: Python<'_>, user: &str, status: &str) -> PyResult<String> {
        let only: Option<FactStatus> = match status {
            "current" | "all" => None,
            other => Some(
                serde_json::from_value(Value::String(other.to_string())).map_err(|_| {
                    invalid(format!(
                        "status {other:?} is not one of current, all, active, superseded, retracted, expired"
                    ))
                })?,
            ),
        };
        let current = status == "current";
        let facts = self.on_user(py, user, move |u| {
            Ok(if current {
                u.current_facts(Utc::now())
            } else {
                u.facts()
            })
        })?;
        let facts: Vec<_> = facts
            .into_iter()
            .filter(|f| only.is_none_or(|s| s == f.status))
            .collect();
        to_json(&json!({ "facts": facts }))
    }

    /// One fact with what it replaced and what replaced it.
    fn history(&self, py: Python<'_>, user: &str, fact: &str) -> PyResult<String> {
        let id = FactId::new(fact).map_err(invalid)?;
        let found = self.on_user(py, user, move |u| Ok(u.history(&id)))?;
        match found {
            Some(h) => to_json(&h),
            None => Err(NotFound::new_err(format!("no fact {fact}"))),
        }
    }

    /// Remember `text`, durable when this returns.
    fn remember(&self, py: Python<'_>, user: &str, text: &str) -> PyResult<String> {
        let text = text.to_string();
        let result = self.on_user(py, user, move |u| remember_now(u, None, &text))?;
        to_json(&result)
    }

    /// Replace `fact` with what `text` says.
    fn correct(&self, py: Python<'_>, user: &str, fact: &str, text: &str) -> PyResult<String> {
        let id = FactId::new(fact).map_err(invalid)?;
        let text = text.to_string();
        let result = self.on_user(py, user, move |u| remember_now(u, Some(&id), &text))?;
        to_json(&result)
    }

    /// Forget exactly one of: a fact (with its history and the turns it
    /// came from), what some words name, one turn, a session, everything.
    #[pyo3(signature = (user, *, fact=None, matching=None, episode=None, session=None, everything=false))]
    #[allow(clippy::too_many_arguments)]
    fn forget(
        &self,
        py: Python<'_>,
        user: &str,
        fact: Option<&str>,
        matching: Option<&str>,
        episode: Option<&str>,
        session: Option<&str>,
        everything: bool,
    ) -> PyResult<String> {
        let named = [
            fact.is_some(),
            matching.is_some(),
            episode.is_some(),
            session.is_some(),
            everything,
        ];
        if named.iter().filter(|n| **n).count() != 1 {
            return Err(invalid(
                "name exactly one of fact=, matching=, episode=, session=, everything=True",
            ));
        }
        let what = if let Some(f) = fact {
            Forget::Fact(FactId::new(f).map_err(invalid)?)
        } else if let Some(words) = matching {
            if words.trim().is_empty() {
                return Err(invalid("`matching` is empty"));
            }
            Forget::Matching(words.to_string())
        } else if let Some(e) = episode {
            Forget::Episode(EpisodeId::new(e).map_err(invalid)?)
        } else if let Some(s) = session {
            Forget::Session(SessionId::new(s).map_err(invalid)?)
        } else {
            Forget::Everything
        };
        let must_exist = match &what {
            Forget::Fact(id) => Some(id.clone()),
            _ => None,
        };
        let report = self.on_user(py, user, move |u| {
            if let Some(id) = &must_exist {
                if u.fact(id).is_none() {
                    return Err(EngineError::NotFound(format!("fact {id}")));
                }
            }
            u.forget(what)
        })?;
        to_json(&json!({ "facts": report.facts, "episodes": report.episodes }))
    }

    /// Erase a user completely.
    fn erase(&self, py: Python<'_>, user: &str) -> PyResult<String> {
        let id = user_id(user)?;
        let memory = self.memory.clone();
        let report = py.detach(move || memory.erase(&id)).map_err(engine_error)?;
        to_json(&json!({ "facts": report.facts.len(), "episodes": report.episodes.len() }))
    }

    /// The stored turns, verbatim, in order; one session's if named.
    #[pyo3(signature = (user, session=None))]
    fn episodes(&self, py: Python<'_>, user: &str, session: Option<&str>) -> PyResult<String> {
        let session = session.map(SessionId::new).transpose().map_err(invalid)?;
        let episodes = self.on_user(py, user, |u| u.episodes())?;
        let episodes: Vec<_> = episodes
            .iter()
            .filter(|e| session.as_ref().is_none_or(|s| &e.session == s))
            .collect();
        to_json(&json!({ "episodes": episodes }))
    }

    /// The subjects and attributes memory holds, and the text a system
    /// instruction would carry.
    fn memory_map(&self, py: Python<'_>, user: &str) -> PyResult<String> {
        let map = self.on_user(py, user, |u| Ok(u.memory_map()))?;
        to_json(
            &json!({ "subjects": map.subjects, "attributes": map.attributes, "text": map.render(12) }),
        )
    }

    /// The user's memory as Markdown files: path → text.
    fn export(&self, py: Python<'_>, user: &str) -> PyResult<BTreeMap<String, String>> {
        let files = self.on_user(py, user, |u| u.export_markdown())?;
        Ok(files.into_iter().collect())
    }

    /// Read Markdown files back (path → text). A malformed file is
    /// reported, the others imported.
    fn import_files(
        &self,
        py: Python<'_>,
        user: &str,
        files: BTreeMap<String, String>,
    ) -> PyResult<String> {
        let files: Vec<(String, String)> = files.into_iter().collect();
        let (imported, errors) = self.on_user(py, user, move |u| u.import_markdown(&files))?;
        to_json(&json!({
            "episodes_added": imported.episodes_added,
            "episodes_unchanged": imported.episodes_unchanged,
            "facts_added": imported.facts_added,
            "facts_updated": imported.facts_updated,
            "facts_unchanged": imported.facts_unchanged,
            "errors": errors.iter().map(|e| e.to_string()).collect::<Vec<_>>(),
        }))
    }
}

/// One conversation.
#[pyclass(frozen, module = "memoir._memoir")]
struct NativeSession {
    session: Session,
}

#[pymethods]
impl NativeSession {
    #[getter]
    fn id(&self) -> String {
        self.session.id().as_str().to_string()
    }

    /// A final turn: stored verbatim (durable when this returns), indexed
    /// at once, read for facts.
    #[pyo3(signature = (text, speaker="user", at=None))]
    fn observe(
        &self,
        py: Python<'_>,
        text: &str,
        speaker: &str,
        at: Option<&str>,
    ) -> PyResult<String> {
        memoir_core::episode::validate_turn_text(text).map_err(invalid)?;
        let turn = FinalTurn {
            speaker: Speaker::parse(speaker).map_err(invalid)?,
            text: text.to_string(),
            occurred_at: timestamp(at)?,
            turn: None,
        };
        let session = self.session.clone();
        let report = py
            .detach(move || session.observe_final(turn))
            .map_err(engine_error)?;
        to_json(&json!({
            "episode": report.episode,
            "turn": report.turn,
            "duplicate": report.duplicate,
            "proposals": report.proposals,
            "forgotten": report.forgotten,
            "decisions": report.decisions,
        }))
    }

    /// Recall within the session: what was said in it counts at once,
    /// hedged until the session finishes. Never waits on IO.
    fn recall(&self, py: Python<'_>, request: &str) -> PyResult<String> {
        let request = recall_request(request)?;
        let session = self.session.clone();
        let context = py.detach(move || session.recall(&request));
        to_json(&context.with_text())
    }

    /// Recall within the session, answering only the text a model reads.
    fn recall_text(&self, py: Python<'_>, request: &str) -> PyResult<String> {
        let request = recall_request(request)?;
        let session = self.session.clone();
        Ok(py.detach(move || session.recall(&request).render()))
    }

    /// Remember `text` in this session (durable when it finishes).
    fn remember(&self, py: Python<'_>, text: &str) -> PyResult<Vec<String>> {
        let session = self.session.clone();
        let text = text.to_string();
        py.detach(move || session.remember(&text, Utc::now()))
            .map_err(engine_error)
    }

    /// Reconcile the session into durable facts; every decision with its
    /// reason.
    fn finish(&self, py: Python<'_>) -> PyResult<String> {
        let session = self.session.clone();
        let report = py.detach(move || session.finish()).map_err(engine_error)?;
        to_json(&report)
    }
}

#[pymodule]
fn _memoir(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<NativeMemory>()?;
    m.add_class::<NativeSession>()?;
    m.add("MemoirError", m.py().get_type::<MemoirError>())?;
    m.add("NotFound", m.py().get_type::<NotFound>())?;
    m.add("InvalidInput", m.py().get_type::<InvalidInput>())?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
