//! One user's in-memory state: the search indexes over their episodes and
//! facts, the fact records, and each open session's overlay.
//!
//! The store is the truth; this is a cache of it that answers searches
//! without IO. It is rebuilt from the store on load and after every
//! deletion, so that forgotten text leaves no posting, term or length behind.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use memoir_core::{attribute, Episode, EpisodeId, Fact, FactId, SessionId, Subject, Timestamp};
use memoir_index::{DocId, NewDoc, Schema, TextIndex, VectorIndex};

/// An episode as the index keeps it: enough to show an excerpt.
#[derive(Debug, Clone)]
pub(crate) struct EpisodeDoc {
    pub id: EpisodeId,
    pub session: SessionId,
    pub turn: u32,
    pub speaker: Arc<str>,
    pub text: Arc<str>,
    pub occurred_at: Timestamp,
}

/// What a fact-index document stands for.
#[derive(Debug, Clone)]
pub(crate) enum FactDoc {
    /// A reconciled fact; its record is in [`UserIndex::records`].
    Durable(FactId),
    /// A fact said in an open session and not yet reconciled.
    Overlay { session: SessionId, fact: Arc<Fact> },
}

/// An open session's view over durable memory.
#[derive(Debug, Default, Clone)]
pub(crate) struct Overlay {
    pub docs: Vec<DocId>,
    /// Durable facts this session has provisionally superseded or retracted:
    /// not shown to it until it is reconciled.
    pub hidden: HashSet<FactId>,
    /// The same, as fact-index documents, for the search filter.
    hidden_docs: HashSet<DocId>,
}

/// Whether a fact document can be shown, kept beside the index so the search
/// filter is an array read, not a map lookup per candidate.
#[derive(Debug, Clone, Copy)]
struct DocLife {
    current: bool,
    valid_until: Option<Timestamp>,
    overlay: bool,
}

/// Which fact documents one search may show.
pub(crate) struct Visibility<'a> {
    index: &'a UserIndex,
    session: Option<&'a SessionId>,
    hidden: Option<&'a HashSet<DocId>>,
    now: Timestamp,
}

impl Visibility<'_> {
    /// Whether `doc` may be shown.
    pub fn allows(&self, doc: DocId) -> bool {
        let Some(life) = self.index.fact_life.get(doc as usize) else {
            return false;
        };
        if !life.current || life.valid_until.is_some_and(|t| t <= self.now) {
            return false;
        }
        if life.overlay {
            return matches!(
                &self.index.fact_docs[doc as usize],
                FactDoc::Overlay { session, .. } if Some(session) == self.session
            );
        }
        !self.hidden.is_some_and(|h| h.contains(&doc))
    }
}

/// The searchable state of one user.
pub(crate) struct UserIndex {
    pub episodes: TextIndex,
    pub episode_docs: Vec<EpisodeDoc>,
    pub episode_by_id: HashMap<EpisodeId, DocId>,
    session_groups: HashMap<SessionId, u32>,
    session_last: HashMap<SessionId, DocId>,
    pub facts: TextIndex,
    pub fact_docs: Vec<FactDoc>,
    fact_life: Vec<DocLife>,
    fact_doc_of: HashMap<FactId, DocId>,
    /// Fact documents by the turns they were derived from: a turn found by
    /// meaning (the dense signal) brings its facts along.
    pub facts_of_episode: HashMap<EpisodeId, Vec<DocId>>,
    /// Every subject a fact was ever filed under: key → subject.
    pub subjects: HashMap<String, Subject>,
    /// The same subjects less the user: the people the extractor may meet
    /// again by name. Kept beside the map so a turn borrows it, not clones it.
    pub people: Vec<Subject>,
    /// Durable facts by subject key, then attribute: what reconciliation of
    /// a slot reads, without scanning every fact.
    slots: HashMap<String, HashMap<String, Vec<FactId>>>,
    /// Durable facts with an end date, which any reconciliation may expire.
    temporary: Vec<FactId>,
    /// Durable facts that say something is not so yet ("no date set
    /// yet") or is waited for ("on the waiting list for an allotment"),
    /// which any later statement with a word in common may end.
    awaited: Vec<FactId>,
    /// Every durable fact, whatever its status.
    pub records: HashMap<FactId, Fact>,
    /// Durable fact ids in creation order.
    pub fact_order: Vec<FactId>,
    pub overlays: HashMap<SessionId, Overlay>,
    /// Episode vectors, when an embedding model is loaded.
    pub vectors: Option<VectorIndex>,
    /// Vectors computed since the last flush to the store. If the process
    /// dies first they are recomputed on the next load.
    pub pending_vectors: Vec<(EpisodeId, Vec<f32>)>,
    /// Speaker labels seen, lowercase → as said.
    pub speakers: HashMap<String, String>,
    /// Bumped on every change; snapshots record the value they were built at.
    pub revision: u64,
}

impl UserIndex {
    /// An empty index.
    pub fn new(config: &memoir_core::RetrievalConfig) -> Self {
        Self {
            episodes: TextIndex::new(Schema::episodes_weighted(
                config.episode_prev_weight,
                config.episode_next_weight,
                config.session_weight,
            )),
            episode_docs: Vec::new(),
            episode_by_id: HashMap::new(),
            session_groups: HashMap::new(),
            session_last: HashMap::new(),
            facts: TextIndex::new(Schema::facts()),
            fact_docs: Vec::new(),
            fact_life: Vec::new(),
            fact_doc_of: HashMap::new(),
            facts_of_episode: HashMap::new(),
            subjects: HashMap::new(),
            people: Vec::new(),
            slots: HashMap::new(),
            temporary: Vec::new(),
            awaited: Vec::new(),
            records: HashMap::new(),
            fact_order: Vec::new(),
            overlays: HashMap::new(),
            vectors: None,
            pending_vectors: Vec::new(),
            speakers: HashMap::new(),
            revision: 0,
        }
    }

    /// Build from everything stored.
    pub fn build(
        episodes: &[Episode],
        facts: &[Fact],
        config: &memoir_core::RetrievalConfig,
    ) -> Self {
        let mut index = Self::new(config);
        for e in episodes {
            index.add_episode(e);
        }
        for f in facts {
            index.upsert_fact(f.clone());
        }
        index
    }

    /// Index a new episode. Its neighbour is the previous episode of the
    /// same session.
    pub fn add_episode(&mut self, e: &Episode) -> DocId {
        if let Some(&doc) = self.episode_by_id.get(&e.id) {
            return doc;
        }
        let next_group = self.session_groups.len() as u32;
        let group = *self
            .session_groups
            .entry(e.session.clone())
            .or_insert(next_group);
        let prev = self.session_last.get(&e.session).copied();
        let label = e.speaker.label();
        // Only a name is indexed as text: a role ("user") is on half of all
        // turns, scores nothing and costs the longest posting list. The label
        // still carries it for boosting.
        let fields = [e.speaker.name.as_deref().unwrap_or(""), e.text.as_str()];
        let doc = self.episodes.add(NewDoc {
            fields: &fields,
            group: Some(group),
            prev,
            label: Some(&label.to_lowercase()),
        });
        self.session_last.insert(e.session.clone(), doc);
        self.speakers
            .entry(label.to_lowercase())
            .or_insert_with(|| label.to_string());
        self.episode_docs.push(EpisodeDoc {
            id: e.id.clone(),
            session: e.session.clone(),
            turn: e.turn,
            speaker: Arc::from(label),
            text: Arc::from(e.text.as_str()),
            occurred_at: e.occurred_at,
        });
        self.episode_by_id.insert(e.id.clone(), doc);
        self.revision += 1;
        doc
    }

    fn add_fact_doc(&mut self, fact: &Fact, doc: FactDoc) -> DocId {
        let mut words = attribute::index_words(&fact.predicate);
        words.push_str(&attribute::topic_words(&fact.statement));
        // "user" is in nearly every statement; it scores nothing and costs
        // the longest posting list. The subject label carries it instead.
        let subject = without_user(&fact.subject.display);
        let statement = without_user(&fact.statement);
        let fields = [subject.as_str(), words.as_str(), statement.as_str()];
        let id = self.facts.add(NewDoc {
            fields: &fields,
            group: None,
            prev: None,
            label: Some(&fact.subject.key),
        });
        self.fact_life.push(DocLife {
            current: fact.status.is_current(),
            valid_until: fact.scope.valid_until(),
            overlay: matches!(doc, FactDoc::Overlay { .. }),
        });
        self.fact_docs.push(doc);
        for e in &fact.evidence {
            self.facts_of_episode.entry(e.clone()).or_default().push(id);
        }
        id
    }

    /// Add a durable fact, or replace its record (a status change).
    pub fn upsert_fact(&mut self, fact: Fact) {
        match self.fact_doc_of.get(&fact.id) {
            Some(&doc) => {
                let life = &mut self.fact_life[doc as usize];
                life.current = fact.status.is_current();
                life.valid_until = fact.scope.valid_until();
            }
            None => {
                let doc = self.add_fact_doc(&fact, FactDoc::Durable(fact.id.clone()));
                self.fact_doc_of.insert(fact.id.clone(), doc);
                self.fact_order.push(fact.id.clone());
                match self.subjects.get_mut(&fact.subject.key) {
                    None => {
                        self.subjects
                            .insert(fact.subject.key.clone(), fact.subject.clone());
                        if !fact.subject.is_user() {
                            // "The user's husband Tomas is a paramedic":
                            // known to the extractor as "Tomas (the user's
                            // husband)", whom a later "he" may be.
                            let mut known = fact.subject.clone();
                            if !known.display.contains('(') {
                                if let Some(rel) = memoir_extract::discourse::relation_said_beside(
                                    &fact.statement,
                                    &known.display,
                                ) {
                                    known.display = format!("{} (the user's {rel})", known.display);
                                }
                            }
                            self.people.push(known);
                        }
                    }
                    // "my boyfriend's called Tiago" after "my boyfriend is
                    // a chef": the relation's subject now shows the name it
                    // was given last, so the extractor knows Tiago as him.
                    Some(known)
                        if fact.subject.display != known.display
                            && fact.subject.named_beside_a_relation() =>
                    {
                        known.display.clone_from(&fact.subject.display);
                        if let Some(person) =
                            self.people.iter_mut().find(|p| p.key == fact.subject.key)
                        {
                            person.display.clone_from(&fact.subject.display);
                        }
                    }
                    Some(_) => {}
                }
                self.slots
                    .entry(fact.subject.key.clone())
                    .or_default()
                    .entry(fact.predicate.clone())
                    .or_default()
                    .push(fact.id.clone());
                if fact.scope.valid_until().is_some() {
                    self.temporary.push(fact.id.clone());
                }
                // What is not so yet, or waited for ("waiting for a hip
                // replacement"), may be made so by a statement of any slot.
                if memoir_core::reconcile::says_not_yet(&fact.statement)
                    || memoir_core::reconcile::says_a_wait(&fact.statement)
                {
                    self.awaited.push(fact.id.clone());
                }
            }
        }
        self.records.insert(fact.id.clone(), fact);
        self.revision += 1;
    }

    /// Replace a session's overlay: its provisional facts and the durable
    /// facts it hides.
    pub fn set_overlay(&mut self, session: &SessionId, facts: Vec<Fact>, hidden: HashSet<FactId>) {
        if let Some(old) = self.overlays.remove(session) {
            for doc in old.docs {
                self.facts.hide(doc);
            }
        }
        let mut docs = Vec::with_capacity(facts.len());
        for fact in facts {
            let fact = Arc::new(fact);
            let doc = self.add_fact_doc(
                &fact,
                FactDoc::Overlay {
                    session: session.clone(),
                    fact: fact.clone(),
                },
            );
            docs.push(doc);
        }
        let hidden_docs = hidden
            .iter()
            .filter_map(|id| self.fact_doc_of.get(id).copied())
            .collect();
        self.overlays.insert(
            session.clone(),
            Overlay {
                docs,
                hidden,
                hidden_docs,
            },
        );
        self.compact_facts_if_sparse();
        self.revision += 1;
    }

    /// Drop a session's overlay (it was reconciled or abandoned).
    pub fn clear_overlay(&mut self, session: &SessionId) {
        if let Some(old) = self.overlays.remove(session) {
            for doc in old.docs {
                self.facts.hide(doc);
            }
            self.revision += 1;
        }
        self.compact_facts_if_sparse();
    }

    /// Overlays are replaced turn by turn, which leaves hidden documents
    /// behind; past half the index, rebuild the (small) fact index.
    fn compact_facts_if_sparse(&mut self) {
        if self.facts.len() < 64 || self.facts.alive() * 2 > self.facts.len() {
            return;
        }
        let old_docs = std::mem::take(&mut self.fact_docs);
        let alive: Vec<(DocId, FactDoc)> = old_docs
            .into_iter()
            .enumerate()
            .filter(|(i, _)| self.facts.is_alive(*i as DocId))
            .map(|(i, d)| (i as DocId, d))
            .collect();
        self.facts = TextIndex::new(Schema::facts());
        self.fact_life.clear();
        self.fact_doc_of.clear();
        let mut remap: HashMap<DocId, DocId> = HashMap::new();
        for (old, doc) in alive {
            let new = match &doc {
                FactDoc::Durable(id) => {
                    let Some(fact) = self.records.get(id).cloned() else {
                        continue;
                    };
                    let d = self.add_fact_doc(&fact, doc.clone());
                    self.fact_doc_of.insert(id.clone(), d);
                    d
                }
                FactDoc::Overlay { fact, .. } => {
                    let fact = fact.clone();
                    self.add_fact_doc(&fact, doc.clone())
                }
            };
            remap.insert(old, new);
        }
        for overlay in self.overlays.values_mut() {
            overlay.docs = overlay
                .docs
                .iter()
                .filter_map(|d| remap.get(d).copied())
                .collect();
            overlay.hidden_docs = overlay
                .hidden
                .iter()
                .filter_map(|id| self.fact_doc_of.get(id).copied())
                .collect();
        }
    }

    /// What `session` (or a caller outside any session) may see at `now`.
    pub fn visibility<'a>(
        &'a self,
        session: Option<&'a SessionId>,
        now: Timestamp,
    ) -> Visibility<'a> {
        Visibility {
            index: self,
            session,
            hidden: session
                .and_then(|s| self.overlays.get(s))
                .map(|o| &o.hidden_docs),
            now,
        }
    }

    /// The document of a durable fact.
    pub fn doc_of_fact(&self, id: &FactId) -> Option<DocId> {
        self.fact_doc_of.get(id).copied()
    }

    /// The fact a document stands for, and whether it is provisional.
    pub fn fact_of(&self, doc: DocId) -> Option<(&Fact, bool)> {
        match self.fact_docs.get(doc as usize)? {
            FactDoc::Durable(id) => self.records.get(id).map(|f| (f, false)),
            FactDoc::Overlay { fact, .. } => Some((fact, true)),
        }
    }

    /// The facts currently held, for the memory map and listings.
    pub fn current_facts(&self, now: Timestamp) -> impl Iterator<Item = &Fact> {
        self.fact_order
            .iter()
            .filter_map(|id| self.records.get(id))
            .filter(move |f| f.is_current_at(now))
    }

    /// The active facts a reconciliation of `ledger` can touch: the slots
    /// its proposals name (with their opposite attributes), every attribute
    /// of a subject whose retraction names none, every temporary fact
    /// (which may need expiring) and every fact of a thing not so yet.
    /// Cloning every fact of the user on each turn cost 20 ms at 10k facts;
    /// this costs what the turn touches.
    pub fn facts_for_reconciliation(&self, ledger: &[memoir_core::LedgerEntry]) -> Vec<Fact> {
        use memoir_core::Proposal;
        let mut ids: HashSet<&FactId> = HashSet::new();
        let mut slot = |subject: &str, attribute: &str| {
            if let Some(list) = self.slots.get(subject).and_then(|m| m.get(attribute)) {
                ids.extend(list.iter());
            }
        };
        let mut whole_subjects: Vec<&str> = Vec::new();
        let mut things: Vec<String> = Vec::new();
        let mut gone_names: Vec<&str> = Vec::new();
        let mut restated: Vec<(&String, &String)> = Vec::new();
        let mut respelled: Vec<&String> = Vec::new();
        // "ramen's my favourite now": the favourites of its kind.
        let mut favourites_of: Vec<&str> = Vec::new();
        // "Madeira was glorious": the plans of whoever said them.
        let mut every_plan = false;
        let mut partners_too = false;
        // The names a break-up was said with (see `said_of_the_partner_parted_from`).
        let mut parted_from: Vec<&str> = Vec::new();
        for entry in ledger {
            match &entry.proposal {
                Proposal::Assert(c) => {
                    if c.cue.reaches_beyond_slot() {
                        whole_subjects.push(&c.subject.key);
                    }
                    // "we sold the Mondeo" may end the partner's Mondeo.
                    if c.cue == memoir_core::Cue::Retraction
                        && c.subject.is_user()
                        && memoir_core::reconcile::said_of_the_household(&c.statement)
                    {
                        partners_too = true;
                    }
                    slot(&c.subject.key, &c.attribute);
                    // "Callum and I broke it off" may end what was said
                    // under Callum's name of him as the partner.
                    if c.cue == memoir_core::Cue::Retraction
                        && c.attribute == memoir_core::reconcile::RELATIONSHIP
                    {
                        parted_from.extend(c.object.iter().map(String::as_str));
                    }
                    if c.attribute == attribute::FAVOURITE_OF_NO_KIND {
                        favourites_of.push(&c.subject.key);
                    }
                    if let Some(opposite) = attribute::opposite(&c.attribute) {
                        slot(&c.subject.key, opposite);
                    }
                    for ended in attribute::ended_by_a_change_of(&c.attribute) {
                        slot(&c.subject.key, ended);
                    }
                    // "Dan's moved in with the user" ends the user living
                    // alone.
                    if c.attribute == "lives_in" && c.cue == memoir_core::Cue::Change {
                        slot(&memoir_core::Subject::user().key, "lives_in");
                    }
                    // "went plant-based" may end "loves a good burger".
                    if c.attribute == "diet"
                        && !attribute::ruled_out_by_diet(&c.statement).is_empty()
                    {
                        for taste in attribute::TASTES_A_DIET_ENDS {
                            slot(&c.subject.key, taste);
                        }
                    }
                    // A food avoided may end "eats anything", said as diet.
                    if c.attribute == "allergy" {
                        slot(&c.subject.key, "diet");
                    }
                    // Working fully from home may end the way to work.
                    if matches!(
                        c.attribute.as_str(),
                        "office_days" | "working_hours" | "job"
                    ) {
                        slot(&c.subject.key, "commute");
                    }
                    // A job taken on qualifying may end the study.
                    if c.attribute == "job" {
                        slot(&c.subject.key, "study");
                    }
                    // A deed told as done may end a plan of the subject's;
                    // a birth ends a pregnancy said as health.
                    if memoir_core::reconcile::told_as_done(&c.statement) {
                        slot(&c.subject.key, attribute::PLAN);
                        if memoir_core::reconcile::tells_a_birth(&c.statement) {
                            slot(&c.subject.key, "health");
                        }
                    }
                    // "the viewing went ok" may end an appointment said
                    // under any attribute of the subject's (rare: a scan).
                    if memoir_core::reconcile::event_that_went(&c.statement).is_some()
                        || memoir_core::reconcile::thing_finished(&c.statement).is_some()
                    {
                        whole_subjects.push(&c.subject.key);
                    }
                    every_plan |=
                        memoir_core::reconcile::place_spoken_of_as_past(&c.statement).is_some();
                    // "they've pushed the wedding to September" may change
                    // what was said of someone else's ("my sister's
                    // wedding").
                    if c.cue == memoir_core::Cue::Change && c.subject.is_user() {
                        things.extend(memoir_core::reconcile::things_named_as_the(&c.statement));
                    }
                }
                Proposal::Retract(r) => match &r.attribute {
                    Some(a) => {
                        slot(&r.subject.key, a);
                        if a == memoir_core::reconcile::RELATIONSHIP {
                            parted_from.extend(r.value.as_deref());
                        }
                    }
                    None => {
                        whole_subjects.push(&r.subject.key);
                        // Someone named who is gone: what was said of them
                        // under another subject, too (a scan of other
                        // people's facts, only for such a retraction).
                        gone_names.extend(memoir_core::reconcile::someone_gone(r));
                    }
                },
                // A restatement reaches this session's provisional facts,
                // which the caller adds, and any current fact that says the
                // wrong word ("her name's Cadie, not Katie" a week after
                // "my girlfriend Katie"): a scan, but restatements are rare.
                Proposal::Restate { wrong, right } => restated.push((wrong, right)),
                // The same scan, for any current name spelled nearly so.
                Proposal::Respell { right } => respelled.push(right),
                Proposal::Forget { .. } => {}
            }
        }
        for right in respelled {
            ids.extend(
                self.records
                    .iter()
                    .filter(|(_, f)| {
                        f.status.is_current()
                            && memoir_core::reconcile::misspelling_in(&f.statement, right).is_some()
                    })
                    .map(|(id, _)| id),
            );
        }
        for (wrong, right) in restated {
            ids.extend(
                self.records
                    .iter()
                    .filter(|(_, f)| {
                        f.status.is_current()
                            && memoir_core::reconcile::replace_word(&f.statement, wrong, right)
                                .is_some()
                    })
                    .map(|(id, _)| id),
            );
        }
        if every_plan {
            ids.extend(
                self.slots
                    .values()
                    .filter_map(|attributes| attributes.get(attribute::PLAN))
                    .flatten(),
            );
        }
        for subject in favourites_of {
            if let Some(attributes) = self.slots.get(subject) {
                ids.extend(
                    attributes
                        .iter()
                        .filter(|(name, _)| attribute::favourite_kind(name))
                        .flat_map(|(_, list)| list),
                );
            }
        }
        // A break-up reaches the one named, whose facts may call them the
        // partner: their subject key, as memory files a name.
        for name in parted_from {
            let key = memoir_core::text::normalize_key(name);
            if let Some(attributes) = self.slots.get(key.as_str()) {
                ids.extend(attributes.values().flatten());
            }
        }
        for subject in whole_subjects {
            if let Some(attributes) = self.slots.get(subject) {
                ids.extend(attributes.values().flatten());
            }
        }
        if partners_too {
            for partner in memoir_core::reconcile::PARTNERS {
                let key = format!("{}{partner}", memoir_core::reconcile::RELATIVE_PREFIX);
                if let Some(attributes) = self.slots.get(key.as_str()) {
                    ids.extend(attributes.values().flatten());
                }
            }
        }
        if !gone_names.is_empty() {
            let user = memoir_core::Subject::user().key;
            for (subject, attributes) in &self.slots {
                if *subject == user {
                    continue;
                }
                for id in attributes.values().flatten() {
                    if self.records.get(id).is_some_and(|f| {
                        f.status.is_current()
                            && gone_names.iter().any(|n| {
                                memoir_core::reconcile::statement_mentions(&f.statement, n)
                            })
                    }) {
                        ids.insert(id);
                    }
                }
            }
        }
        // A scan of what was said of other people only (most facts are
        // the user's), and only for a change naming "the …"; no
        // allocation per fact.
        if !things.is_empty() {
            let user = memoir_core::Subject::user().key;
            let theirs = self
                .slots
                .iter()
                .filter(|(subject, _)| **subject != user)
                .flat_map(|(_, attributes)| attributes.values().flatten());
            for id in theirs {
                if self.records.get(id).is_some_and(|f| {
                    f.status.is_current()
                        && memoir_core::reconcile::names_as_someones(&f.statement, &things)
                }) {
                    ids.insert(id);
                }
            }
        }
        // One person spoken of by relation and by name ("my brother",
        // "Sam"): reconciliation decides whether they are the same one, so
        // it sees the other's facts too.
        for entry in ledger {
            if let Proposal::Assert(c) = &entry.proposal {
                if !c.subject.is_user() {
                    self.add_same_person(&c.subject.key, &mut ids);
                }
            }
        }
        ids.extend(self.temporary.iter());
        ids.extend(self.awaited.iter());
        let mut out: Vec<Fact> = ids
            .into_iter()
            .filter_map(|id| self.records.get(id))
            .filter(|f| f.status.is_current())
            .cloned()
            .collect();
        // Creation order, so reconciliation is deterministic.
        out.sort_by(|a, b| {
            a.first_seen
                .cmp(&b.first_seen)
                .then_with(|| a.id.cmp(&b.id))
        });
        out
    }

    /// The facts of the subjects that may be `key` under another name: for a
    /// relative with no name, every named person a statement gives that
    /// relation; for a named person, every relative with no name.
    fn add_same_person<'a>(&'a self, key: &str, ids: &mut HashSet<&'a FactId>) {
        use memoir_core::reconcile::{relation_said_of, RELATIVE_PREFIX};
        let relation = key.strip_prefix(RELATIVE_PREFIX);
        for (other, attributes) in &self.slots {
            if other == key || other == memoir_core::Subject::USER_KEY {
                continue;
            }
            let other_is_relative = other.starts_with(RELATIVE_PREFIX);
            let same = match relation {
                None => other_is_relative,
                Some(rel) => {
                    !other_is_relative
                        && attributes.values().flatten().any(|id| {
                            self.records.get(id).is_some_and(|f| {
                                relation_said_of(&f.statement, &f.subject.display).as_deref()
                                    == Some(rel)
                            })
                        })
                }
            };
            if same {
                ids.extend(attributes.values().flatten());
            }
        }
    }

    /// Approximate heap bytes, for footprint reports.
    pub fn heap_bytes(&self) -> usize {
        let texts: usize = self.episode_docs.iter().map(|d| d.text.len() + 96).sum();
        let facts: usize = self
            .records
            .values()
            .map(|f| f.statement.len() * 2 + 400)
            .sum();
        let vectors = self.vectors.as_ref().map_or(0, VectorIndex::heap_bytes);
        self.episodes.heap_bytes() + self.facts.heap_bytes() + texts + facts + vectors
    }
}

/// `text` without the word "user" (and "user's").
fn without_user(text: &str) -> String {
    text.split_whitespace()
        .filter(|w| {
            let bare = w
                .trim_matches(|c: char| !c.is_alphanumeric())
                .to_ascii_lowercase();
            bare != "user" && bare != "user's"
        })
        .collect::<Vec<_>>()
        .join(" ")
}
