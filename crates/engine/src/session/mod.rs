//! [`Session`]: one conversation — turns in, prepared memory out,
//! reconciliation at the end.

use std::collections::HashSet;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicI64, AtomicU32, AtomicU64, Ordering};
use std::sync::Arc;

use chrono::Duration;
use memoir_core::{
    episode::{validate_turn_text, MAX_TURN_NUMBER},
    reconcile, AuditAction, AuditEvent, Decision, DomainError, Episode, EpisodeId, FactId,
    LedgerEntry, Proposal, ReconcileContext, Retraction, SessionId, SnapshotId, Speaker, Subject,
    Timestamp,
};
use memoir_store::{Appended, Commit, Committed};
use parking_lot::Mutex;
use serde::Serialize;

mod commands;
mod finish;
mod ledger;
mod recall;

use ledger::{refresh_overlay, Ledger};
use recall::Preparation;

use crate::error::EngineError;
use crate::extract::TurnInput;
use crate::prepare::{PrepareOutcome, PrepareTicket};
use crate::retrieval::assemble::Budget;
use crate::retrieval::context::Standing;
use crate::retrieval::snapshot::fuse;
use crate::retrieval::{Context, ContextFact, RecallRequest, Snapshot};
use crate::state::{FactDoc, UserIndex};
use crate::user::{Forget, ForgetReport, UserMemory};

/// A finalized turn, as the caller reports it.
#[derive(Debug, Clone, PartialEq)]
pub struct FinalTurn {
    pub speaker: Speaker,
    pub text: String,
    /// When it was said. Supplied by the caller, never assumed.
    pub occurred_at: Timestamp,
    /// Its number in the session; the next one if absent. Re-sending a
    /// numbered turn with the same text is acknowledged without a copy.
    pub turn: Option<u32>,
}

impl FinalTurn {
    /// A user turn.
    pub fn user(text: impl Into<String>, occurred_at: Timestamp) -> Self {
        Self {
            speaker: Speaker::user(),
            text: text.into(),
            occurred_at,
            turn: None,
        }
    }

    /// An assistant turn.
    pub fn assistant(text: impl Into<String>, occurred_at: Timestamp) -> Self {
        Self {
            speaker: Speaker::assistant(),
            text: text.into(),
            occurred_at,
            turn: None,
        }
    }
}

/// What observing a final turn did.
#[derive(Debug)]
pub struct TurnReport {
    pub episode: EpisodeId,
    pub turn: u32,
    /// The turn was already stored; nothing else happened.
    pub duplicate: bool,
    /// What the extractor proposed from it.
    pub proposals: Vec<Proposal>,
    /// What a spoken "forget …" removed.
    pub forgotten: Option<ForgetReport>,
    /// The preparation of the next answer's snapshot, for a user turn.
    pub prepare: Option<PrepareTicket>,
    /// What the session's dry-run reconciliation decided about this turn's
    /// proposals (created, reinforced, superseded, rejected, …): what
    /// finishing would commit, as of now.
    pub decisions: Vec<Decision>,
}

/// What finishing a session did.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct FinishReport {
    pub session: Option<SessionId>,
    /// Episodes reconciled.
    pub episodes: usize,
    pub created: usize,
    pub reinforced: usize,
    pub superseded: usize,
    pub retracted: usize,
    pub expired: usize,
    pub rejected: usize,
    pub decisions: Vec<Decision>,
}

#[derive(Default)]
struct PartialState {
    turn: u32,
    words: usize,
    last: Option<Timestamp>,
}

/// State shared by every handle on one open session.
pub(crate) struct SessionState {
    pub id: SessionId,
    /// The number of the latest final turn.
    turn: AtomicU32,
    ledger: Mutex<Ledger>,
    /// The snapshot for the current turn. A mutex, not a lock-free cell: the
    /// check "was it served?" and the replacement must be one step, or a turn
    /// could be served two different snapshots. The critical section is a
    /// pointer copy.
    snapshot: Mutex<Option<Arc<Snapshot>>>,
    generation: AtomicU64,
    latest: Mutex<(u32, u64)>,
    partial: Mutex<PartialState>,
    /// The conversation's own "now": its latest turn's time, in microseconds
    /// (0 until a turn is seen).
    conversation_now: AtomicI64,
}

impl SessionState {
    fn superseded(&self, turn: u32, generation: u64) -> bool {
        let (latest_turn, latest_gen) = *self.latest.lock();
        latest_turn > turn
            || (latest_turn == turn && latest_gen > generation)
            || self.turn.load(Ordering::Acquire) > turn
    }

    /// Pin-respecting install: a served snapshot for the same turn stays.
    fn install(&self, snapshot: Snapshot) -> PrepareOutcome {
        if self.superseded(snapshot.turn, snapshot.generation) {
            return PrepareOutcome::Discarded("a newer preparation started");
        }
        let mut slot = self.snapshot.lock();
        if let Some(current) = slot.as_ref() {
            if current.turn == snapshot.turn && current.was_served() {
                return PrepareOutcome::Discarded("this turn's snapshot was already served");
            }
            if current.turn > snapshot.turn {
                return PrepareOutcome::Discarded("the conversation moved on");
            }
        }
        let id = snapshot.id.clone();
        *slot = Some(Arc::new(snapshot));
        PrepareOutcome::Installed(id)
    }

    fn now_or(&self, fallback: Timestamp) -> Timestamp {
        match self.conversation_now.load(Ordering::Acquire) {
            0 => fallback,
            micros => chrono::DateTime::from_timestamp_micros(micros).unwrap_or(fallback),
        }
    }

    /// After a forget: drop what the ledger held of the deleted turns, every
    /// snapshot, and rebuild the overlay.
    pub(crate) fn after_forget(&self, user: &UserMemory, alive: &HashSet<EpisodeId>) {
        self.snapshot.lock().take();
        let mut ledger = self.ledger.lock();
        ledger.entries.retain(|e| alive.contains(&e.evidence));
        ledger.episodes.retain(|e| alive.contains(e));
        ledger.reset_dry_run();
        let mut index = user.state.index.write();
        refresh_overlay(user, &self.id, &mut index, &mut ledger);
    }
}

/// One conversation of one user.
///
/// ```
/// use memoir_engine::{Memory, FinalTurn, RecallRequest};
/// use memoir_core::UserId;
/// use chrono::Utc;
///
/// let memory = Memory::in_memory();
/// let user = memory.user(&UserId::new("jordan").unwrap()).unwrap();
/// let session = user.new_session().unwrap();
/// session.observe_final(FinalTurn::user("I live in Leeds", Utc::now())).unwrap();
/// let context = session.recall(&RecallRequest::new("where does the user live"));
/// assert!(context.facts[0].statement.contains("Leeds"));
/// session.finish().unwrap();
/// ```
#[derive(Clone)]
pub struct Session {
    state: Arc<SessionState>,
    user: UserMemory,
}

impl Session {
    pub(crate) fn open(user: UserMemory, id: SessionId) -> Result<Self, EngineError> {
        let user_state = user.state.clone();
        let _write = user_state.write.lock();
        if let Some(state) = user.state.live_sessions().into_iter().find(|s| s.id == id) {
            return Ok(Self { state, user });
        }
        let pending = user.state.store.unreconciled(&id)?;
        let last_turn = {
            let index = user.state.index.read();
            index
                .episode_docs
                .iter()
                .filter(|e| e.session == id)
                .map(|e| e.turn)
                .max()
                .unwrap_or(0)
        };
        let state = Arc::new(SessionState {
            id: id.clone(),
            turn: AtomicU32::new(last_turn),
            ledger: Mutex::new(Ledger::default()),
            snapshot: Mutex::new(None),
            generation: AtomicU64::new(0),
            latest: Mutex::new((last_turn, 0)),
            partial: Mutex::new(PartialState::default()),
            conversation_now: AtomicI64::new(0),
        });
        let session = Self { state, user };
        {
            let known = session.user.state.index.read().people.clone();
            let mut ledger = session.state.ledger.lock();
            for episode in &pending {
                let proposals = session.extract(
                    &episode.speaker,
                    &episode.text,
                    episode.occurred_at,
                    &ledger,
                    &known,
                );
                session.record(&mut ledger, episode, proposals);
            }
            if !ledger.entries.is_empty() {
                let mut index = session.user.state.index.write();
                refresh_overlay(&session.user, &id, &mut index, &mut ledger);
            }
        }
        session
            .user
            .state
            .sessions
            .lock()
            .push(Arc::downgrade(&session.state));
        Ok(session)
    }

    /// This conversation's id.
    pub fn id(&self) -> &SessionId {
        &self.state.id
    }

    /// The time by the engine's clock (injected, so tests and replays
    /// control it).
    pub fn now(&self) -> Timestamp {
        self.user.shared.clock.now()
    }

    /// The user it belongs to.
    pub fn user(&self) -> &UserMemory {
        &self.user
    }

    /// The number of the latest final turn (0 before any).
    pub fn turn(&self) -> u32 {
        self.state.turn.load(Ordering::Acquire)
    }

    fn extract(
        &self,
        speaker: &Speaker,
        text: &str,
        at: Timestamp,
        ledger: &Ledger,
        known: &[Subject],
    ) -> Vec<Proposal> {
        if !speaker.speaks_for_a_person() {
            return Vec::new();
        }
        let turn = TurnInput {
            speaker,
            text,
            occurred_at: at,
            previous_assistant: ledger.last_assistant.as_deref(),
            previous_user: ledger.last_user.as_deref(),
            known_people: known,
        };
        // The turn is stored before it is read: a fault in an extractor
        // costs that turn its facts, never the acknowledged write.
        match catch_unwind(AssertUnwindSafe(|| {
            self.user.shared.extractor.extract(&turn)
        })) {
            Ok(proposals) => proposals,
            Err(_) => {
                tracing::error!(
                    extractor = self.user.shared.extractor.name(),
                    "extraction panicked; the turn is kept verbatim with no facts"
                );
                Vec::new()
            }
        }
    }

    /// Put a recorded turn and its proposals in the ledger; returns the
    /// forget requests among them, which act at once.
    fn record(
        &self,
        ledger: &mut Ledger,
        episode: &Episode,
        proposals: Vec<Proposal>,
    ) -> Vec<String> {
        ledger.episodes.push(episode.id.clone());
        ledger.last_at = Some(
            ledger
                .last_at
                .map_or(episode.occurred_at, |t| t.max(episode.occurred_at)),
        );
        self.state.conversation_now.store(
            ledger.last_at.map_or(0, |t| t.timestamp_micros()),
            Ordering::Release,
        );
        if episode.speaker.speaks_for_a_person() {
            ledger.last_assistant = None;
            // The last few turns: "it" may refer to something named two
            // turns back.
            let recent = match ledger.last_user.take() {
                Some(before) => {
                    let tail: Vec<&str> = before.rsplitn(3, "\n").collect();
                    let mut kept: Vec<&str> = tail.into_iter().rev().collect();
                    if kept.len() > 2 {
                        kept.remove(0);
                    }
                    kept.push(&episode.text);
                    kept.join("\n")
                }
                None => episode.text.clone(),
            };
            ledger.last_user = Some(recent);
        } else {
            ledger.last_assistant = Some(episode.text.clone());
        }
        let mut forgets = Vec::new();
        for proposal in proposals {
            match proposal {
                Proposal::Forget { about } => forgets.push(about),
                proposal => ledger.entries.push(LedgerEntry {
                    proposal,
                    evidence: episode.id.clone(),
                    said_at: episode.occurred_at,
                }),
            }
        }
        forgets
    }

    /// A finalized turn: stored verbatim (durably, before this returns),
    /// indexed at once, and read for facts that are recalled — hedged — from
    /// the next turn on. A user turn also starts preparing the next answer's
    /// snapshot in the background.
    pub fn observe_final(&self, turn: FinalTurn) -> Result<TurnReport, EngineError> {
        validate_turn_text(&turn.text)?;
        let user = &self.user.state;
        let _write = user.write.lock();
        let number = match turn.turn {
            Some(n) => n,
            None => self.turn().saturating_add(1),
        };
        if number == 0 || number > MAX_TURN_NUMBER {
            return Err(DomainError::InvalidTurnNumber(format!(
                "turn {number} is outside 1..={MAX_TURN_NUMBER}; start a new session"
            ))
            .into());
        }
        let episode = Episode {
            id: EpisodeId::generated("ep", crate::mint_suffix()),
            user: user.id.clone(),
            session: self.state.id.clone(),
            turn: number,
            speaker: turn.speaker.clone(),
            // A password, PIN, card or id number said aloud is masked before
            // anything is stored (docs/reliability.md).
            text: memoir_extract::secrets::mask(&turn.text).into_owned(),
            occurred_at: turn.occurred_at,
            recorded_at: self.user.shared.clock.now(),
        };
        if let Appended::AlreadyStored(id) = user.store.append_episode(&episode)? {
            return Ok(TurnReport {
                episode: id,
                turn: number,
                duplicate: true,
                proposals: Vec::new(),
                forgotten: None,
                prepare: None,
                decisions: Vec::new(),
            });
        }
        // Acknowledged: the episode is in the store. Everything below is
        // in-memory. The embedding (if any) is computed before the index lock
        // is taken, so recalls are not held up by the model.
        self.state.turn.fetch_max(number, Ordering::AcqRel);
        let vector = self.user.shared.embedder.as_ref().and_then(|e| {
            let text = crate::embed::episode_text(episode.speaker.label(), &episode.text);
            match e.embed(&[text.as_str()]) {
                Ok(mut v) => v.pop(),
                Err(err) => {
                    tracing::warn!(error = %err, "embedding a turn failed; it is searched lexically");
                    None
                }
            }
        });
        {
            let mut index = user.index.write();
            let doc = index.add_episode(&episode);
            if let Some(v) = vector {
                if let Some(vectors) = index.vectors.as_mut() {
                    vectors.set(doc, &v);
                    index.pending_vectors.push((episode.id.clone(), v));
                }
            }
        }
        // Extraction may be slow (a model behind the `Extractor` seam), so it
        // runs under a read lock: recall, which also reads, is never held up
        // by it. Only this user's writers change the index, and they are
        // serialised by `user.write`, which this call holds throughout.
        let mut ledger = self.state.ledger.lock();
        let proposals = {
            let index = user.index.read();
            self.extract(
                &episode.speaker,
                &episode.text,
                episode.occurred_at,
                &ledger,
                &index.people,
            )
        };
        let forgets = self.record(&mut ledger, &episode, proposals.clone());
        let decisions = if proposals
            .iter()
            .any(|p| !matches!(p, Proposal::Forget { .. }))
        {
            let mut index = user.index.write();
            refresh_overlay(&self.user, &self.state.id, &mut index, &mut ledger)
        } else {
            Vec::new()
        };
        drop(ledger);

        let mut forgotten: Option<ForgetReport> = None;
        for about in forgets {
            let report = self
                .user
                .forget_locked(&Forget::Matching(about), Some(episode.occurred_at))?;
            let all = forgotten.get_or_insert_with(ForgetReport::default);
            all.facts.extend(report.facts);
            all.episodes.extend(report.episodes);
        }
        let prepare = (episode.speaker.role == memoir_core::Role::User && forgotten.is_none())
            .then(|| self.schedule(number, episode.text.clone(), false));
        Ok(TurnReport {
            episode: episode.id,
            turn: number,
            duplicate: false,
            proposals,
            forgotten,
            prepare,
            decisions,
        })
    }

    /// An interim transcript of turn `turn`. Never stored, never evidence. It
    /// may start a speculative preparation — debounced: only after enough new
    /// words and enough time — which any newer preparation discards.
    pub fn observe_partial(&self, turn: u32, text: &str) -> Option<PrepareTicket> {
        let config = &self.user.shared.config.retrieval;
        let now = self.user.shared.clock.now();
        let words = text.split_whitespace().count();
        {
            let mut p = self.state.partial.lock();
            if p.turn != turn {
                *p = PartialState {
                    turn,
                    words: 0,
                    last: None,
                };
            }
            if words < p.words + config.partial_min_new_words {
                return None;
            }
            if p.last.is_some_and(|last| {
                now - last < Duration::milliseconds(config.partial_debounce_ms as i64)
            }) {
                return None;
            }
            p.words = words;
            p.last = Some(now);
        }
        Some(self.schedule(turn, text.to_string(), true))
    }

    /// Prepare the snapshot for turn `turn` from `text`, in the background.
    pub fn prepare(&self, turn: u32, text: &str) -> PrepareTicket {
        self.schedule(turn, text.to_string(), false)
    }

    fn schedule(&self, turn: u32, text: String, speculative: bool) -> PrepareTicket {
        let generation = self.state.generation.fetch_add(1, Ordering::AcqRel) + 1;
        {
            let mut latest = self.state.latest.lock();
            if turn >= latest.0 {
                *latest = (turn, generation);
            }
        }
        let (ticket, done) = PrepareTicket::new();
        // The job holds what it needs and never the `Memory`: dropping the
        // last handle then drains the queue and releases the store at once.
        let job = Preparation {
            session: self.state.clone(),
            user: self.user.state.clone(),
            config: self.user.shared.config.clone(),
            clock: self.user.shared.clock.clone(),
            embedder: self.user.shared.embedder.clone(),
        };
        let submitted = self.user.shared.preparer.submit(Box::new(move || {
            let outcome = job.build_and_install(turn, generation, &text, speculative);
            let _ = done.send(outcome);
        }));
        if !submitted {
            tracing::warn!(session = %self.state.id, "the preparer is shut down; recall will search live");
        }
        ticket
    }

    /// Facts this session can see about `subject` (the user if `None`):
    /// settled and provisional, most recent first.
    pub fn list(&self, subject: Option<&str>) -> Vec<ContextFact> {
        self.visible_about(subject, |f, standing| {
            let (statement, tokens) = ContextFact::presented(&f.statement, standing);
            ContextFact {
                id: f.id.to_string(),
                statement,
                subject: f.subject.key.clone(),
                attribute: f.predicate.clone(),
                kind: f.kind,
                standing,
                score: 0.0,
                evidence: f.evidence.clone(),
                tokens,
            }
        })
    }

    /// What this session knows of the user's own attributes — settled facts
    /// and what was said this session — as values, most recent first: what a
    /// runtime's state slots are filled from. No IO.
    pub fn known_values(&self) -> Vec<KnownValue> {
        self.visible_about(None, |f, standing| KnownValue {
            attribute: f.predicate.clone(),
            value: f.value.as_text(),
            standing,
        })
    }

    /// Map every fact visible to this session about `subject` (the user if
    /// `None`), most recent first.
    fn visible_about<T>(
        &self,
        subject: Option<&str>,
        present: impl Fn(&memoir_core::Fact, Standing) -> T,
    ) -> Vec<T> {
        let index = self.user.state.index.read();
        let at = self.state.now_or(self.user.shared.clock.now());
        let key = subject.map_or_else(
            || Subject::USER_KEY.to_string(),
            memoir_core::text::normalize_key,
        );
        let visible = index.visibility(Some(&self.state.id), at);
        let mut out: Vec<(Timestamp, T)> = (0..index.fact_docs.len() as u32)
            .filter(|&d| visible.allows(d))
            .filter_map(|d| index.fact_of(d))
            .filter(|(f, _)| f.subject.key == key)
            .map(|(f, provisional)| {
                let standing = if provisional {
                    Standing::Provisional
                } else {
                    Standing::Settled
                };
                (f.last_seen, present(f, standing))
            })
            .collect();
        out.sort_by_key(|x| std::cmp::Reverse(x.0));
        out.into_iter().map(|(_, f)| f).collect()
    }
}

/// One of the user's attributes as a session knows it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct KnownValue {
    /// The attribute (`diet`, `lives_in`, …).
    pub attribute: String,
    /// Its value, as text.
    pub value: String,
    /// Settled, or said this session and not yet reconciled.
    pub standing: Standing,
}
