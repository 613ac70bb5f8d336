//! [`UserMemory`]: one user's memory, and nobody else's.

use std::collections::HashSet;
use std::sync::{Arc, Weak};

use memoir_core::{
    text, AuditAction, AuditEvent, Episode, EpisodeId, Fact, FactId, SessionId, Timestamp, UserId,
};
use memoir_store::{Deletion, UserStore};
use parking_lot::{Mutex, RwLock};
use serde::Serialize;

use crate::error::EngineError;
use crate::memory::Shared;
use crate::retrieval::plan::{plan, Vocabulary};
use crate::retrieval::search::Dense;
use crate::retrieval::{Context, MemoryMap, Plan, RecallExplanation, RecallRequest};
use crate::session::{Session, SessionState};
use crate::state::UserIndex;

/// One fact and its other versions ([`UserMemory::history`]).
#[derive(Debug, Clone, Serialize)]
pub struct FactHistory {
    pub fact: Fact,
    /// What it replaced, nearest first.
    pub history: Vec<Fact>,
    /// What replaced it, in order.
    pub replaced_by: Vec<Fact>,
}

/// The shared state behind every handle on one user.
pub(crate) struct UserState {
    pub id: UserId,
    pub store: Arc<dyn UserStore>,
    pub index: RwLock<UserIndex>,
    /// Serialises every mutation of this user (ingest, finish, forget), so
    /// the index and the store change in the same order.
    pub write: Mutex<()>,
    pub sessions: Mutex<Vec<Weak<SessionState>>>,
}

impl UserState {
    /// Sessions still open.
    pub fn live_sessions(&self) -> Vec<Arc<SessionState>> {
        let mut sessions = self.sessions.lock();
        sessions.retain(|s| s.strong_count() > 0);
        sessions.iter().filter_map(Weak::upgrade).collect()
    }
}

/// What to forget.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Forget {
    /// One fact, with the history it replaced and the turns it came from.
    Fact(FactId),
    /// Whatever the words name: the facts that mention them, with their
    /// history, and the turns that said them. Narrow by design: facts must
    /// share a content word with the request and score near the best match.
    Matching(String),
    /// One turn; facts that rested on it alone go with it.
    Episode(EpisodeId),
    /// A whole session.
    Session(SessionId),
    /// Everything this user has.
    Everything,
}

/// What a forget removed.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct ForgetReport {
    pub facts: Vec<FactId>,
    pub episodes: Vec<EpisodeId>,
}

impl ForgetReport {
    /// Whether nothing matched.
    pub fn is_empty(&self) -> bool {
        self.facts.is_empty() && self.episodes.is_empty()
    }
}

/// Words that name no content in a forget request ("the gym thing").
const FORGET_FILLER: &[&str] = &[
    "thing",
    "things",
    "stuff",
    "said",
    "told",
    "mention",
    "mentioned",
    "everything",
    "anything",
    "bit",
    "part",
    "whole",
    "fact",
    "info",
    "information",
    "please",
    "pls",
    "kindly",
    "thanks",
];

/// A handle on one user's memory. Cheap to clone.
#[derive(Clone)]
pub struct UserMemory {
    pub(crate) state: Arc<UserState>,
    pub(crate) shared: Arc<Shared>,
}

impl UserMemory {
    pub(crate) fn new(state: Arc<UserState>, shared: Arc<Shared>) -> Self {
        Self { state, shared }
    }

    /// Whose memory this is.
    pub fn id(&self) -> &UserId {
        &self.state.id
    }

    /// Open a conversation with a fresh id.
    pub fn new_session(&self) -> Result<Session, EngineError> {
        let id = SessionId::new(crate::mint("s"))?;
        self.session(&id)
    }

    /// Open (or reopen) the conversation `id`. Turns of it already stored but
    /// not yet reconciled are replayed into its ledger, so a session resumed
    /// after a crash or from another process loses nothing.
    pub fn session(&self, id: &SessionId) -> Result<Session, EngineError> {
        Session::open(self.clone(), id.clone())
    }

    /// Every fact, whatever its status, oldest first.
    pub fn facts(&self) -> Vec<Fact> {
        let index = self.state.index.read();
        index
            .fact_order
            .iter()
            .filter_map(|id| index.records.get(id))
            .cloned()
            .collect()
    }

    /// The facts that hold at `at`.
    pub fn current_facts(&self, at: Timestamp) -> Vec<Fact> {
        self.state.index.read().current_facts(at).cloned().collect()
    }

    /// One fact.
    pub fn fact(&self, id: &FactId) -> Option<Fact> {
        self.state.index.read().records.get(id).cloned()
    }

    /// One fact with its versions: the facts it replaced (following
    /// `supersedes` back, nearest first) and the ones that replaced it
    /// (following `superseded_by` on). `None` for an unknown id.
    pub fn history(&self, id: &FactId) -> Option<FactHistory> {
        let index = self.state.index.read();
        let fact = index.records.get(id)?.clone();
        let mut history: Vec<Fact> = Vec::new();
        let mut stack: Vec<&FactId> = fact.supersedes.iter().collect();
        while let Some(older) = stack.pop() {
            if let Some(f) = index.records.get(older) {
                if f.id != fact.id && !history.iter().any(|h| h.id == f.id) {
                    stack.extend(f.supersedes.iter());
                    history.push(f.clone());
                }
            }
        }
        let mut replaced_by: Vec<Fact> = Vec::new();
        let mut next = fact.superseded_by.as_ref();
        while let Some(newer) = next {
            match index.records.get(newer) {
                Some(f) if f.id != fact.id && !replaced_by.iter().any(|r| r.id == f.id) => {
                    replaced_by.push(f.clone());
                    next = f.superseded_by.as_ref();
                }
                _ => break,
            }
        }
        Some(FactHistory {
            fact,
            history,
            replaced_by,
        })
    }

    /// Every episode, in the order recorded, from the store.
    pub fn episodes(&self) -> Result<Vec<Episode>, EngineError> {
        Ok(self.state.store.episodes()?)
    }

    /// The audit log.
    pub fn audit(&self) -> Result<Vec<memoir_store::AuditEntry>, EngineError> {
        Ok(self.state.store.audit()?)
    }

    /// The whole memory as Markdown files: `(relative path, content)`.
    /// See `docs/markdown-format.md`.
    pub fn export_markdown(&self) -> Result<memoir_store::markdown::Files, EngineError> {
        use memoir_store::markdown;
        let facts = self.state.store.facts()?;
        let episodes = self.state.store.episodes()?;
        let reconciled: HashSet<EpisodeId> = self
            .state
            .store
            .reconciled_episodes()?
            .into_iter()
            .collect();
        let mut files = vec![(
            markdown::FACTS_FILE.to_string(),
            markdown::render_facts(self.id(), &facts),
        )];
        let mut sessions: Vec<SessionId> = Vec::new();
        for e in &episodes {
            if !sessions.contains(&e.session) {
                sessions.push(e.session.clone());
            }
        }
        for session in sessions {
            let turns: Vec<(Episode, bool)> = episodes
                .iter()
                .filter(|e| e.session == session)
                .map(|e| (e.clone(), reconciled.contains(&e.id)))
                .collect();
            files.push((
                format!("{}/{session}.md", markdown::SESSIONS_DIR),
                markdown::render_session(&session, &turns),
            ));
        }
        Ok(files)
    }

    /// Import Markdown files written by [`UserMemory::export_markdown`] (and
    /// perhaps edited by a person). Each file is read on its own: a malformed
    /// one is reported with its line and problem, and every other file is
    /// still imported, in one transaction.
    pub fn import_markdown(
        &self,
        files: &[(String, String)],
    ) -> Result<
        (
            memoir_store::Imported,
            Vec<memoir_store::markdown::MarkdownError>,
        ),
        EngineError,
    > {
        use memoir_store::markdown;
        let mut import = memoir_store::Import::default();
        let mut errors = Vec::new();
        for (name, text) in files {
            if name.ends_with(markdown::FACTS_FILE) {
                // A bad field costs its own fact; the rest of the file loads.
                let (facts, problems) = markdown::parse_facts(name, text, self.id());
                import.facts.extend(facts);
                errors.extend(problems);
            } else if let Err(e) =
                markdown::parse_session(name, text, self.id()).map(|e| import.episodes.extend(e))
            {
                errors.push(e);
            }
        }
        import.at = Some(self.shared.clock.now());
        let _write = self.state.write.lock();
        let imported = self.state.store.import(&import)?;
        self.rebuild()?;
        Ok((imported, errors))
    }

    /// Check the audit chain and every stored record against it.
    pub fn verify(&self) -> Result<memoir_store::VerifyReport, EngineError> {
        Ok(self.state.store.verify()?)
    }

    /// The subjects and attributes of current facts, for the model's system
    /// instruction.
    pub fn memory_map(&self) -> MemoryMap {
        let now = self.shared.clock.now();
        MemoryMap::from_facts(self.state.index.read().current_facts(now))
    }

    /// How the planner reads `request` against this memory.
    pub fn plan(&self, request: &RecallRequest) -> Plan {
        let index = self.state.index.read();
        plan(request, &vocabulary(&index))
    }

    /// Recall outside any session: settled facts and evidence, under the
    /// budgets. Never blocks on IO; with a local embedding model, embeds the
    /// query (a remote one is not asked here: see [`Embedder::remote`]).
    ///
    /// [`Embedder::remote`]: crate::Embedder::remote
    pub fn recall(&self, request: &RecallRequest) -> Context {
        let at = request.as_of.unwrap_or_else(|| self.shared.clock.now());
        let local = self.shared.embedder.as_deref().filter(|e| !e.remote());
        let query_vector = embed_query(local, &request.query);
        let index = self.state.index.read();
        crate::retrieval::run(
            &index,
            request,
            &self.shared.config.retrieval,
            None,
            at,
            query_vector.as_deref(),
        )
        .0
    }

    /// [`recall`](Self::recall), with the reasons: the plan, and each
    /// served item's score in parts (per-term BM25, boosts, similarity in
    /// meaning, what turns lent their facts). For people inspecting a
    /// memory, not for the turn path.
    pub fn explain_recall(&self, request: &RecallRequest) -> RecallExplanation {
        let at = request.as_of.unwrap_or_else(|| self.shared.clock.now());
        let local = self.shared.embedder.as_deref().filter(|e| !e.remote());
        let query_vector = embed_query(local, &request.query);
        let index = self.state.index.read();
        crate::retrieval::explain::explain(
            &index,
            request,
            &self.shared.config.retrieval,
            at,
            query_vector.as_deref(),
        )
    }

    /// The `k` episodes most relevant to `request`, best first, with their
    /// scores: the verbatim half of recall, for evaluation and for callers
    /// that want turns rather than facts.
    pub fn rank_episodes(&self, request: &RecallRequest, k: usize) -> Vec<(EpisodeId, f32)> {
        let query_vector = embed_query(self.shared.embedder.as_deref(), &request.query);
        let index = self.state.index.read();
        let plan = plan(request, &vocabulary(&index));
        let dense = query_vector.as_deref().map(|query| Dense {
            query,
            weight: self.shared.config.retrieval.dense_weight,
        });
        crate::retrieval::search::search_episodes(
            &index,
            &plan,
            k,
            dense,
            &self.shared.config.retrieval,
        )
        .into_iter()
        .map(|h| (index.episode_docs[h.doc as usize].id.clone(), h.score))
        .collect()
    }

    /// Approximate heap bytes of this user's indexes.
    pub fn index_bytes(&self) -> usize {
        self.state.index.read().heap_bytes()
    }

    /// Forget, completely: the records leave the store, the indexes are
    /// rebuilt without them, and every cached snapshot of this user is
    /// dropped. The audit log keeps only that a deletion happened.
    pub fn forget(&self, what: Forget) -> Result<ForgetReport, EngineError> {
        let _write = self.state.write.lock();
        self.forget_locked(&what, None)
    }

    /// [`UserMemory::forget`] for a caller already holding the write lock.
    pub(crate) fn forget_locked(
        &self,
        what: &Forget,
        at: Option<Timestamp>,
    ) -> Result<ForgetReport, EngineError> {
        let deletion = {
            let index = self.state.index.read();
            match what {
                Forget::Fact(id) => {
                    if !index.records.contains_key(id) {
                        return Err(EngineError::NotFound(format!("fact {id}")));
                    }
                    let facts = with_history(&index, [id.clone()]);
                    let episodes = evidence_of(&index, &facts);
                    Deletion::Records { facts, episodes }
                }
                Forget::Matching(words) => {
                    let (facts, episodes) = matching(&index, words);
                    if facts.is_empty() && episodes.is_empty() {
                        return Ok(ForgetReport::default());
                    }
                    Deletion::Records { facts, episodes }
                }
                Forget::Episode(id) => {
                    if !index.episode_by_id.contains_key(id) {
                        return Err(EngineError::NotFound(format!("episode {id}")));
                    }
                    let facts = index
                        .records
                        .values()
                        .filter(|f| f.evidence.iter().all(|e| e == id))
                        .map(|f| f.id.clone())
                        .collect();
                    Deletion::Records {
                        facts,
                        episodes: vec![id.clone()],
                    }
                }
                Forget::Session(id) => Deletion::Session(id.clone()),
                Forget::Everything => Deletion::Everything,
            }
        };
        let event = AuditEvent {
            at: at.unwrap_or_else(|| self.shared.clock.now()),
            action: AuditAction::Forgotten,
            target: match what {
                Forget::Session(id) => format!("session {id}"),
                Forget::Everything => "everything".into(),
                _ => "records".into(),
            },
            reason: "forgotten at the user's request".into(),
            evidence: Vec::new(),
        };
        let deleted = self.state.store.delete(&deletion, event)?;
        self.rebuild()?;
        Ok(ForgetReport {
            facts: deleted.facts,
            episodes: deleted.episodes,
        })
    }

    /// Rebuild the indexes from the store, then the overlays of open
    /// sessions from their (pruned) ledgers, and drop every snapshot.
    fn rebuild(&self) -> Result<(), EngineError> {
        let fresh = load_index(
            self.state.store.as_ref(),
            self.shared.embedder.as_deref(),
            &self.shared.config.retrieval,
        )?;
        let alive: HashSet<EpisodeId> = fresh.episode_by_id.keys().cloned().collect();
        *self.state.index.write() = fresh;
        for session in self.state.live_sessions() {
            session.after_forget(self, &alive);
        }
        Ok(())
    }
}

/// How many texts go to the embedding model at once when backfilling.
const EMBED_BATCH: usize = 32;

/// Build a user's index from the store: episodes, facts and, with an
/// embedding model, the stored vectors — embedding (and storing) any episode
/// that has none, so a cold load never re-embeds what was embedded before.
pub(crate) fn load_index(
    store: &dyn UserStore,
    embedder: Option<&dyn crate::embed::Embedder>,
    config: &memoir_core::RetrievalConfig,
) -> Result<UserIndex, EngineError> {
    let episodes = store.episodes()?;
    let facts = store.facts()?;
    let mut index = UserIndex::build(&episodes, &facts, config);
    let Some(embedder) = embedder else {
        return Ok(index);
    };
    let mut vectors = memoir_index::VectorIndex::new(embedder.dimension());
    for (id, v) in store.vectors(embedder.model())? {
        if let Some(&doc) = index.episode_by_id.get(&id) {
            vectors.set(doc, &v);
        }
    }
    let missing: Vec<(u32, String, EpisodeId)> = index
        .episode_docs
        .iter()
        .enumerate()
        .filter(|(doc, _)| !vectors.contains(*doc as u32))
        .map(|(doc, e)| {
            (
                doc as u32,
                crate::embed::episode_text(&e.speaker, &e.text),
                e.id.clone(),
            )
        })
        .collect();
    if !missing.is_empty() {
        tracing::info!(
            episodes = missing.len(),
            model = embedder.model(),
            "embedding episodes that have no stored vector"
        );
    }
    for chunk in missing.chunks(EMBED_BATCH) {
        let texts: Vec<&str> = chunk.iter().map(|(_, t, _)| t.as_str()).collect();
        match embedder.embed(&texts) {
            Ok(out) => {
                let mut stored = Vec::with_capacity(chunk.len());
                for ((doc, _, id), v) in chunk.iter().zip(out) {
                    vectors.set(*doc, &v);
                    stored.push((id.clone(), v));
                }
                store.put_vectors(embedder.model(), &stored)?;
            }
            Err(e) => {
                tracing::warn!(error = %e, "embedding failed; those episodes are searched lexically only");
                break;
            }
        }
    }
    index.vectors = Some(vectors);
    Ok(index)
}

/// The query's vector, or `None` (lexical only) without a model or if it
/// fails.
pub(crate) fn embed_query(
    embedder: Option<&dyn crate::embed::Embedder>,
    query: &str,
) -> Option<Vec<f32>> {
    let embedder = embedder?;
    match embedder.embed(&[query]) {
        Ok(mut v) => v.pop(),
        Err(e) => {
            tracing::warn!(error = %e, "query embedding failed; searching lexically");
            None
        }
    }
}

pub(crate) fn vocabulary(index: &UserIndex) -> Vocabulary<'_> {
    Vocabulary {
        subjects: &index.subjects,
        speakers: &index.speakers,
    }
}

/// `ids` and every fact they superseded, transitively.
fn with_history(index: &UserIndex, ids: impl IntoIterator<Item = FactId>) -> Vec<FactId> {
    let mut out: Vec<FactId> = Vec::new();
    let mut queue: Vec<FactId> = ids.into_iter().collect();
    while let Some(id) = queue.pop() {
        if out.contains(&id) {
            continue;
        }
        if let Some(f) = index.records.get(&id) {
            queue.extend(f.supersedes.iter().cloned());
        }
        out.push(id);
    }
    out
}

/// Words of a request written with a capital, other than "I": names, as a
/// speaker or a transcriber writes them.
fn capitalised_names(words: &str) -> impl Iterator<Item = &str> {
    words
        .split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '-')
        .filter(|w| *w != "I" && w.chars().next().is_some_and(char::is_uppercase))
}

fn evidence_of(index: &UserIndex, facts: &[FactId]) -> Vec<EpisodeId> {
    let mut out: Vec<EpisodeId> = Vec::new();
    for id in facts {
        if let Some(f) = index.records.get(id) {
            for e in &f.evidence {
                if !out.contains(e) {
                    out.push(e.clone());
                }
            }
        }
    }
    out
}

/// The facts and episodes a forget request names, by one rule:
///
/// - the request's content words (stemmed, fillers like "stuff" dropped);
/// - a fact is named when its statement holds at least half of them
///   (rounded up), whatever its status, with no cut by rank, so a thousand
///   facts that say it all go;
/// - if the request names a person — one in memory, or any capitalised name
///   ("forget everything about Damian", where Damian was only ever "my ex")
///   — only facts about them or that name them; otherwise only facts about
///   the user ("forget coffee" leaves "Rhea loves coffee");
/// - the facts those replaced, the turns they came from, and every turn that
///   says all the words go too.
fn matching(index: &UserIndex, words: &str) -> (Vec<FactId>, Vec<EpisodeId>) {
    // The request's words are stemmed; so is each filler.
    let fillers: Vec<String> = FORGET_FILLER.iter().map(|f| text::stem(f)).collect();
    let content: Vec<String> = text::query_terms(words)
        .into_iter()
        .filter(|t| !fillers.contains(t))
        .collect();
    if content.is_empty() {
        return (Vec::new(), Vec::new());
    }
    let named: Vec<&memoir_core::Subject> = index
        .subjects
        .values()
        .filter(|s| !s.is_user())
        .filter(|s| text::terms(&s.display).iter().any(|t| content.contains(t)))
        .collect();
    // "Tobias (the user's ex)": the name, not the relation beside it, which
    // says "user" as every fact of the user's does.
    let mut named_terms: Vec<String> = named
        .iter()
        .flat_map(|s| text::terms(s.display.split(" (").next().unwrap_or(&s.display)))
        .collect();
    let names_someone = !named.is_empty() || {
        let before = named_terms.len();
        named_terms.extend(
            capitalised_names(words)
                .flat_map(text::terms)
                .filter(|t| content.contains(t)),
        );
        named_terms.len() > before
    };
    // With a person named, their name picks the facts and the other words
    // narrow them; half of the words (rounded up) must be said.
    let topic: Vec<&String> = content
        .iter()
        .filter(|t| !named_terms.contains(t))
        .collect();
    let needed = topic.len().div_ceil(2);
    // "forget my address" names "lives at 12 Elm Road" by what its
    // attribute is called — a request of one word only: "forget the job
    // interview" is not the job.
    let named_attributes: Vec<&str> = match topic.as_slice() {
        [word] => memoir_core::attribute::CATALOGUE
            .iter()
            .filter(|s| s.cues.iter().any(|c| text::stem(c) == word.as_str()))
            .map(|s| s.name)
            .collect(),
        _ => Vec::new(),
    };
    let named_ids: Vec<FactId> = index
        .records
        .values()
        .filter(|f| {
            let own = text::terms(&f.statement);
            let by_attribute = named_attributes.contains(&f.predicate.as_str());
            let hits = topic
                .iter()
                .filter(|t| by_attribute || own.contains(t))
                .count();
            let about = if !names_someone {
                f.subject.is_user()
            } else {
                named.iter().any(|s| s.key == f.subject.key)
                    || named_terms.iter().any(|t| own.contains(t))
            };
            hits >= needed && about
        })
        .map(|f| f.id.clone())
        .collect();
    let facts = with_history(index, named_ids);
    let mut episodes = evidence_of(index, &facts);
    // Turns that say all of the words go too, fact or no fact.
    for (doc, e) in index.episode_docs.iter().enumerate() {
        if !index.episodes.is_alive(doc as u32) {
            continue;
        }
        let own = text::terms(&e.text);
        if content.iter().all(|t| own.contains(t)) && !episodes.contains(&e.id) {
            episodes.push(e.id.clone());
        }
    }
    (facts, episodes)
}
