//! Recall in a session: the tool-call path (this turn's snapshot fused with a
//! bounded live search) and the background preparation that builds the
//! snapshot, both over `retrieval::run`.

use super::*;

impl Session {
    /// A live search and assembly for this session.
    fn live(&self, index: &UserIndex, request: &RecallRequest) -> (Context, Budget, Timestamp) {
        // Lexical only: the tool-call path never waits on a model. The
        // dense signal arrives through the prepared snapshot.
        live(
            index,
            request,
            &self.user.shared.config,
            self.user.shared.clock.now(),
            &self.state,
            None,
        )
    }

    /// The tool-call path: this turn's prepared snapshot fused with a bounded
    /// live search, under every budget. Never blocks on IO and never fails:
    /// anything that goes wrong is "nothing found", with the reason.
    pub fn recall(&self, request: &RecallRequest) -> Context {
        match catch_unwind(AssertUnwindSafe(|| self.recall_inner(request))) {
            Ok(context) => context,
            Err(_) => {
                tracing::error!(session = %self.state.id, "recall panicked; serving nothing found");
                Context::degraded("internal error during recall")
            }
        }
    }

    /// [`Session::recall`] with default budgets.
    pub fn recall_text(&self, query: &str) -> Context {
        self.recall(&RecallRequest::new(query))
    }

    fn recall_inner(&self, request: &RecallRequest) -> Context {
        let now = self.user.shared.clock.now();
        let snapshot = {
            let slot = self.state.snapshot.lock();
            slot.as_ref()
                .filter(|s| s.turn == self.turn() && s.is_fresh(now))
                .map(|s| {
                    s.mark_served();
                    s.clone()
                })
        };
        let index = self.user.state.index.read();
        let (live, budget, at) = self.live(&index, request);
        let session = &self.state.id;
        fuse(
            live,
            snapshot.as_deref(),
            &budget,
            |f| still_valid(&index, session, f, at),
            |e| index.episode_by_id.contains_key(&e.key),
        )
    }

    /// The snapshot prepared for the current turn, if any.
    pub fn snapshot(&self) -> Option<Arc<Snapshot>> {
        self.state.snapshot.lock().clone()
    }
}

/// What a background preparation needs, and nothing more.
pub(super) struct Preparation {
    pub(super) session: Arc<SessionState>,
    pub(super) user: Arc<crate::user::UserState>,
    pub(super) config: Arc<memoir_core::Config>,
    pub(super) clock: Arc<dyn crate::clock::Clock>,
    pub(super) embedder: Option<Arc<dyn crate::embed::Embedder>>,
}

impl Preparation {
    pub(super) fn build_and_install(
        &self,
        turn: u32,
        generation: u64,
        text: &str,
        speculative: bool,
    ) -> PrepareOutcome {
        if self.session.superseded(turn, generation) {
            return PrepareOutcome::Discarded("a newer preparation started");
        }
        let built_at = self.clock.now();
        // Off the tool-call path, so the query may be embedded here.
        let query_vector = crate::user::embed_query(self.embedder.as_deref(), text);
        let (context, revision) = {
            let index = self.user.index.read();
            let request = RecallRequest::new(text);
            let (context, ..) = live(
                &index,
                &request,
                &self.config,
                built_at,
                &self.session,
                query_vector.as_deref(),
            );
            (context, index.revision)
        };
        let ttl = Duration::milliseconds(self.config.retrieval.snapshot_ttl_ms as i64);
        self.session.install(Snapshot {
            id: SnapshotId::generated("snap", crate::mint_suffix()),
            turn,
            speculative,
            generation,
            built_at,
            expires_at: built_at + ttl,
            revision,
            context,
            served: Default::default(),
        })
    }
}

/// A live search and assembly for one session.
fn live(
    index: &UserIndex,
    request: &RecallRequest,
    config: &memoir_core::Config,
    clock_now: Timestamp,
    session: &SessionState,
    query_vector: Option<&[f32]>,
) -> (Context, Budget, Timestamp) {
    let at = request.as_of.unwrap_or_else(|| session.now_or(clock_now));
    let (context, budget) = crate::retrieval::run(
        index,
        request,
        &config.retrieval,
        Some(&session.id),
        at,
        query_vector,
    );
    (context, budget, at)
}

/// Whether a fact served from a snapshot still holds for `session`.
fn still_valid(index: &UserIndex, session: &SessionId, fact: &ContextFact, at: Timestamp) -> bool {
    if fact.standing == Standing::Provisional {
        return index.overlays.get(session).is_some_and(|o| {
            o.docs.iter().any(|&d| {
                matches!(index.fact_docs.get(d as usize), Some(FactDoc::Overlay { fact: f, .. })
                    if f.id.as_str() == fact.id && fact.statement.ends_with(f.statement.as_str()))
            })
        });
    }
    let Ok(id) = FactId::new(&fact.id) else {
        return false;
    };
    let hidden = index
        .overlays
        .get(session)
        .is_some_and(|o| o.hidden.contains(&id));
    !hidden && index.records.get(&id).is_some_and(|f| f.is_current_at(at))
}
