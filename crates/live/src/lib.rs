//! # memoir-live
//!
//! memoir inside a Gemini Live session built with `gemini-adk-rs`. Memory
//! rides the runtime's own mechanisms instead of running beside them:
//!
//! - **turn extraction** — [`MemoryTurnExtractor`] is a `TurnExtractor`: on
//!   every finalized turn it stores the user's utterance and the model's reply
//!   in the memoir session, prepares the *next* turn's snapshot, and reports
//!   what happened as its extraction value. Back-channel turns ("ok", "mm
//!   hmm") are skipped before any work.
//! - **governed state** — [`MemorySlot`]s map a fact attribute to a `State`
//!   key (`user:diet`); the extractor fills them with `KeepKnown`, so a value
//!   the live conversation already set is never overwritten by memory.
//! - **tools** — `recall_context` and `manage_memory` on the runtime's
//!   `ToolDispatcher`, answered from the prepared snapshot (no IO, no model).
//! - **system instruction** — the memory map is appended to it after each
//!   turn through the runtime's instruction amendment; the runtime delivers it
//!   only when it changed.
//! - **end of session** — the memoir session is finished (reconciled) when
//!   the live session tears down.
//!
//! ```no_run
//! # fn wire(session: memoir_engine::Session) {
//! use gemini_adk_rs::live::{EventCallbacks, LiveSessionBuilder};
//! use gemini_adk_rs::tool::ToolDispatcher;
//! use gemini_genai_rs::prelude::SessionConfig;
//! use memoir_live::{MemoirLive, MemorySlot};
//!
//! let memoir = MemoirLive::new(session)
//!     .expect("a thread for memoir's writes")
//!     .slots([MemorySlot::new("diet", "user:diet")]);
//! let builder = memoir.wire(
//!     LiveSessionBuilder::new(SessionConfig::new("API_KEY")),
//!     ToolDispatcher::new(),
//!     EventCallbacks::default(),
//! );
//! # let _ = builder;
//! # }
//! ```

mod extractor;
mod slots;
mod tools;
mod worker;

use std::sync::Arc;
use std::time::Duration;

use gemini_adk_rs::live::{EventCallbacks, LiveSessionBuilder};
use gemini_adk_rs::state::State;
use gemini_adk_rs::tool::ToolDispatcher;
use memoir_engine::{FinishReport, Session};

pub use extractor::{is_back_channel, MemoryTurnExtractor, MEMORY_EXTRACTOR_NAME};
pub use slots::{MemorySlot, SlotError, WRITABLE_SCOPES};

/// Why finishing the session failed.
#[derive(Debug, thiserror::Error)]
pub enum LiveError {
    #[error(transparent)]
    Engine(#[from] memoir_engine::EngineError),
    #[error("memoir's write worker could not start: {0}")]
    Worker(#[source] std::io::Error),
    #[error("memoir's write worker stopped before finishing the session")]
    WorkerStopped,
}

/// memoir, wired into one live session.
#[derive(Clone)]
pub struct MemoirLive {
    session: Session,
    slots: Arc<Vec<MemorySlot>>,
    /// How many subjects and attributes the memory map names at most.
    map_limit: usize,
    worker: Arc<worker::Worker>,
    wait: Duration,
}

/// How long the extractor waits for a turn to be stored before it reports
/// it pending and lets the runtime move on: the runtime dispatches tool calls
/// on the lane that awaits extractors. A rule-extracted turn is stored in a
/// few milliseconds (one fsync); a model extractor may take far longer.
pub const DEFAULT_INGEST_WAIT: Duration = Duration::from_millis(150);

impl MemoirLive {
    /// memoir for the conversation `session` (open one with
    /// `UserMemory::new_session` or resume one with `UserMemory::session`).
    /// Starts the session's write worker (one thread).
    pub fn new(session: Session) -> Result<Self, LiveError> {
        let worker = worker::Worker::spawn("memoir-live-writer").map_err(LiveError::Worker)?;
        Ok(Self {
            session,
            slots: Arc::new(Vec::new()),
            map_limit: 12,
            worker: Arc::new(worker),
            wait: DEFAULT_INGEST_WAIT,
        })
    }

    /// How long the extractor waits for a turn to be stored; see
    /// [`DEFAULT_INGEST_WAIT`].
    pub fn ingest_wait(mut self, wait: Duration) -> Self {
        self.wait = wait;
        self
    }

    /// Fill these `State` slots from memory.
    pub fn slots(mut self, slots: impl IntoIterator<Item = MemorySlot>) -> Self {
        self.slots = Arc::new(slots.into_iter().collect());
        self
    }

    /// The memoir session this live session writes to.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The `TurnExtractor` to register with `LiveSessionBuilder::extractor`.
    pub fn extractor(&self) -> Arc<MemoryTurnExtractor> {
        Arc::new(MemoryTurnExtractor::new(
            self.session.clone(),
            self.slots.clone(),
            self.worker.clone(),
            self.wait,
        ))
    }

    /// Register `recall_context` and `manage_memory` on `dispatcher`.
    pub fn register_tools(&self, dispatcher: &mut ToolDispatcher) {
        tools::register(&self.session, dispatcher);
    }

    /// The memory map as it goes into the system instruction, or `None`
    /// while memory holds nothing. Reads in-memory indexes only.
    pub fn memory_map_text(&self) -> Option<String> {
        let map = self.session.user().memory_map();
        if map.is_empty() {
            return None;
        }
        Some(format!(
            "## What memory holds about the user\n{}\nCall recall_context (with `about` or `attribute` from this map) before answering anything that may depend on it.",
            map.render(self.map_limit)
        ))
    }

    /// `base` with the memory map appended: the system instruction to connect
    /// with, so the first turn already knows what memory holds (after each
    /// turn the instruction amendment keeps it current).
    pub fn instruction(&self, base: &str) -> String {
        match self.memory_map_text() {
            Some(map) => format!("{base}\n\n{map}"),
            None => base.to_string(),
        }
    }

    /// Write the slots memory can fill into `state`, leaving every key the
    /// conversation already set as it is. Returns the keys written.
    pub fn fill_slots(&self, state: &State) -> Vec<String> {
        extractor::fill_slots(&self.session, &self.slots, state)
    }

    /// Reconcile what the session heard into durable facts, after every
    /// turn already handed to the write worker. Idempotent.
    pub async fn finish(&self) -> Result<FinishReport, LiveError> {
        let session = self.session.clone();
        self.worker
            .run(move || session.finish())
            .await
            .map_err(|_| LiveError::WorkerStopped)?
            .map_err(LiveError::from)
    }

    /// Add memoir to `callbacks`: the memory map appended to the instruction
    /// after each turn (composed after any amendment already there), and the
    /// session finished on teardown (alongside any teardown hooks there).
    pub fn callbacks(&self, mut callbacks: EventCallbacks) -> EventCallbacks {
        let previous = callbacks.instruction_amendment.take();
        let me = self.clone();
        callbacks.instruction_amendment = Some(Arc::new(move |state: &State| {
            let earlier = previous.as_ref().and_then(|f| f(state));
            match (earlier, me.memory_map_text()) {
                (None, None) => None,
                (Some(a), None) => Some(a),
                (None, Some(m)) => Some(m),
                (Some(a), Some(m)) => Some(format!("{a}\n\n{m}")),
            }
        }));
        let me = self.clone();
        callbacks.on_teardown.push(Arc::new(move || {
            let me = me.clone();
            Box::pin(async move {
                match me.finish().await {
                    Ok(report) => tracing::info!(
                        created = report.created,
                        reinforced = report.reinforced,
                        superseded = report.superseded,
                        "memoir session finished with the live session"
                    ),
                    Err(e) => tracing::error!(error = %e, "memoir session could not be finished; its turns are durable and will be replayed"),
                }
            })
        }));
        callbacks
    }

    /// Everything at once: the tools on `dispatcher`, the extractor, the
    /// callbacks, and the slots memory can already fill written into the
    /// builder's state before the first turn.
    pub fn wire(
        &self,
        builder: LiveSessionBuilder,
        mut dispatcher: ToolDispatcher,
        callbacks: EventCallbacks,
    ) -> LiveSessionBuilder {
        self.register_tools(&mut dispatcher);
        builder
            .dispatcher(dispatcher)
            .extractor(self.extractor())
            .callbacks(self.callbacks(callbacks))
    }
}
