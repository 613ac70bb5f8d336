//! The fielded BM25 index.
//!
//! Append-only by design: documents are added and hidden, never edited.
//! Episodes are immutable and a fact's text never changes (its status does,
//! and status lives with the engine), so append-only costs nothing — and it
//! makes deletion honest: forgetting rebuilds the index from the store, so no
//! posting, vocabulary entry or length statistic of forgotten text survives.
//!
//! ## Scoring
//!
//! For query term `t` and document `d`, with field weights `w_f`:
//!
//! ```text
//! tf'(t,d)  = Σ_f w_f·tf_f(t,d) + w_prev·tf_spill(t, prev d) + w_next·tf_spill(t, next d)
//! len'(d)   = the same sum over lengths
//! s(d)      = Σ_t qw_t · idf(t) · tf'·(k1+1) / (tf' + k1·(1 − b + b·len'/avglen'))
//! ```
//!
//! where `idf(t) = ln((N − df + 0.5)/(df + 0.5) + 1)` and `df` counts only a
//! document's own text. Boosts multiply `s`; then `L(d) = s(d)/max s` and, if
//! the schema scores groups, `final(d) = L(d) + w_g · S(group d)/max S` with `S`
//! a plain BM25 over whole groups.
//!
//! Postings are appended in document order, so they are sorted by document
//! and a neighbour's contribution is found without any per-document term
//! table: a posting of `d` spills into `next(d)` and `prev(d)` directly.

use std::cell::RefCell;
use std::collections::HashMap;

use memoir_core::text;
use serde::Serialize;

/// A document's position in its index.
pub type DocId = u32;

const NONE: u32 = u32::MAX;

/// How many of a term's latest group postings `add` looks through for the
/// document's group.
const GROUP_SCAN_WINDOW: usize = 8;

/// The flag a document carries when its text refers to a time.
pub const FLAG_TIME: u8 = 1;

/// One field of a schema.
#[derive(Debug, Clone, Copy)]
pub struct FieldSpec {
    pub name: &'static str,
    pub weight: f32,
    /// Whether this field's terms also count for the neighbouring documents.
    pub spills: bool,
}

/// How an index scores.
#[derive(Debug, Clone)]
pub struct Schema {
    pub fields: Vec<FieldSpec>,
    pub k1: f32,
    pub b: f32,
    /// Weight of the previous document's spilling fields in a document's
    /// pseudo term frequency.
    pub prev_weight: f32,
    /// Weight of the next document's spilling fields.
    pub next_weight: f32,
    /// Weight of the group score in the final score; 0 turns it off.
    pub group_weight: f32,
}

impl Schema {
    /// Turns of conversation: `[speaker, text]`, neighbours within a session
    /// count, sessions vote. Weights from the LoCoMo study: k1 0.6 and b 0.3
    /// suit short documents; a previous-turn weight of 0.5 matched 1.0 on
    /// recall (R@5 0.592 both) with better ranking (NDCG@10 0.508 against
    /// 0.479), and keeps the turn that said the words ahead of the turn that
    /// merely follows it.
    pub fn episodes() -> Self {
        Self {
            fields: vec![
                FieldSpec {
                    name: "speaker",
                    weight: 1.0,
                    spills: false,
                },
                FieldSpec {
                    name: "text",
                    weight: 1.0,
                    spills: true,
                },
            ],
            k1: 0.6,
            b: 0.3,
            prev_weight: 0.5,
            next_weight: 0.3,
            group_weight: 0.5,
        }
    }

    /// [`Schema::episodes`] with other neighbour and session weights.
    pub fn episodes_weighted(prev_weight: f32, next_weight: f32, group_weight: f32) -> Self {
        Self {
            prev_weight,
            next_weight,
            group_weight,
            ..Self::episodes()
        }
    }

    /// Facts: `[subject, attribute words, statement]`, each on its own.
    pub fn facts() -> Self {
        Self {
            fields: vec![
                FieldSpec {
                    name: "subject",
                    weight: 1.0,
                    spills: false,
                },
                FieldSpec {
                    name: "attribute",
                    weight: 0.5,
                    spills: false,
                },
                FieldSpec {
                    name: "statement",
                    weight: 1.0,
                    spills: false,
                },
            ],
            k1: 1.2,
            b: 0.5,
            prev_weight: 0.0,
            next_weight: 0.0,
            group_weight: 0.0,
        }
    }
}

/// A document to add.
#[derive(Debug, Clone, Copy)]
pub struct NewDoc<'a> {
    /// One text per schema field, in schema order.
    pub fields: &'a [&'a str],
    /// The group it belongs to (a session), if the schema scores groups.
    pub group: Option<u32>,
    /// The document before it in its group, whose neighbour it becomes.
    pub prev: Option<DocId>,
    /// A label a query may boost: a speaker, a subject.
    pub label: Option<&'a str>,
}

impl<'a> NewDoc<'a> {
    /// A document with only field texts.
    pub fn new(fields: &'a [&'a str]) -> Self {
        Self {
            fields,
            group: None,
            prev: None,
            label: None,
        }
    }
}

#[derive(Debug, Clone, Copy)]
struct Posting {
    doc: DocId,
    field: u8,
    tf: u16,
}

#[derive(Debug, Clone)]
struct DocMeta {
    /// Length of its spilling fields.
    spill_len: f32,
    /// Pseudo length including neighbours.
    eff_len: f32,
    prev: u32,
    next: u32,
    group: u32,
    label: u32,
    flags: u8,
    alive: bool,
}

/// A search result.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Hit {
    pub doc: DocId,
    pub score: f32,
}

/// A query resolved against one index's vocabulary.
#[derive(Debug, Clone, Default)]
pub struct Query {
    /// `(term id, weight)`; terms the index has never seen are dropped.
    terms: Vec<(u32, f32)>,
    /// The terms as given, for explanations.
    words: Vec<String>,
    label_boost: Option<(u32, f32)>,
    flag_boost: Option<(u8, f32)>,
}

impl Query {
    /// Analyse `text` as a query (distinct stemmed terms, weight 1).
    pub fn new(index: &TextIndex, text: &str) -> Self {
        Self::from_terms(index, &text::query_terms(text))
    }

    /// A query of already analysed terms.
    pub fn from_terms(index: &TextIndex, terms: &[String]) -> Self {
        let mut q = Self::default();
        for t in terms {
            if let Some(&id) = index.vocab.get(t.as_str()) {
                if !q.terms.iter().any(|&(i, _)| i == id) {
                    q.terms.push((id, 1.0));
                    q.words.push(t.clone());
                }
            }
        }
        q
    }

    /// Multiply the score of documents labelled `label` by `factor`.
    pub fn boost_label(mut self, index: &TextIndex, label: &str, factor: f32) -> Self {
        if let Some(&id) = index.labels.get(label) {
            self.label_boost = Some((id, factor));
        }
        self
    }

    /// Multiply the score of documents carrying `flag` by `factor`.
    pub fn boost_flag(mut self, flag: u8, factor: f32) -> Self {
        self.flag_boost = Some((flag, factor));
        self
    }

    /// Whether no term of the query is in the index.
    pub fn is_empty(&self) -> bool {
        self.terms.is_empty()
    }
}

/// Why a document scored what it did, term by term.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Explanation {
    pub doc: DocId,
    pub terms: Vec<TermExplanation>,
    /// The boosts applied, by name and factor.
    pub boosts: Vec<(String, f32)>,
    /// The raw score after boosts, before normalisation.
    pub score: f32,
    /// The group's BM25 score, if groups are scored.
    pub group_score: Option<f32>,
}

/// One term's part of a score.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct TermExplanation {
    pub term: String,
    /// Term frequency per field of the document itself, by field name.
    pub own: Vec<(String, u32)>,
    pub from_prev: u32,
    pub from_next: u32,
    pub pseudo_tf: f32,
    pub idf: f32,
    pub contribution: f32,
}

#[derive(Default)]
struct Scratch {
    tfw: Vec<f32>,
    score: Vec<f32>,
    term_touched: Vec<u32>,
    scored: Vec<u32>,
    group_score: Vec<f32>,
    groups_touched: Vec<u32>,
}

thread_local! {
    // Reused across searches on this thread: a search allocates nothing in
    // proportion to the index, only to its hits.
    static SCRATCH: RefCell<Scratch> = RefCell::new(Scratch::default());
}

/// A fielded BM25 index over one user's documents.
#[derive(Debug, Clone)]
pub struct TextIndex {
    schema: Schema,
    vocab: HashMap<Box<str>, u32>,
    postings: Vec<Vec<Posting>>,
    df: Vec<u32>,
    docs: Vec<DocMeta>,
    alive: usize,
    eff_len_sum: f64,
    labels: HashMap<Box<str>, u32>,
    // Groups: postings of whole groups, for the group score.
    group_postings: Vec<Vec<(u32, u32)>>,
    group_len: Vec<f32>,
    group_len_sum: f64,
}

impl TextIndex {
    /// An empty index.
    pub fn new(schema: Schema) -> Self {
        Self {
            schema,
            vocab: HashMap::new(),
            postings: Vec::new(),
            df: Vec::new(),
            docs: Vec::new(),
            alive: 0,
            eff_len_sum: 0.0,
            labels: HashMap::new(),
            group_postings: Vec::new(),
            group_len: Vec::new(),
            group_len_sum: 0.0,
        }
    }

    /// The schema it scores with.
    pub fn schema(&self) -> &Schema {
        &self.schema
    }

    /// How many documents were ever added (hidden ones included).
    pub fn len(&self) -> usize {
        self.docs.len()
    }

    /// Whether nothing was ever added.
    pub fn is_empty(&self) -> bool {
        self.docs.is_empty()
    }

    /// How many documents are visible.
    pub fn alive(&self) -> usize {
        self.alive
    }

    /// How many distinct terms the index holds.
    pub fn vocabulary_size(&self) -> usize {
        self.vocab.len()
    }

    /// Whether `term` (an analysed term) is in the vocabulary.
    pub fn contains_term(&self, term: &str) -> bool {
        self.vocab.contains_key(term)
    }

    /// The id of `label`, if some document carries it.
    pub fn label_id(&self, label: &str) -> Option<u32> {
        self.labels.get(label).copied()
    }

    /// The label id `doc` carries, if any.
    pub fn doc_label(&self, doc: DocId) -> Option<u32> {
        self.docs
            .get(doc as usize)
            .map(|d| d.label)
            .filter(|&l| l != NONE)
    }

    /// Whether `label` was given to some document.
    pub fn has_label(&self, label: &str) -> bool {
        self.labels.contains_key(label)
    }

    /// Approximate heap bytes held, for footprint reports.
    pub fn heap_bytes(&self) -> usize {
        let postings: usize = self
            .postings
            .iter()
            .map(|p| p.capacity() * std::mem::size_of::<Posting>() + 24)
            .sum();
        let vocab: usize = self.vocab.keys().map(|k| k.len() + 32).sum();
        let groups: usize = self
            .group_postings
            .iter()
            .map(|p| p.capacity() * 8 + 24)
            .sum();
        postings
            + vocab
            + groups
            + self.docs.capacity() * std::mem::size_of::<DocMeta>()
            + self.df.capacity() * 4
    }

    fn intern_term(&mut self, term: &str) -> u32 {
        if let Some(&id) = self.vocab.get(term) {
            return id;
        }
        let id = self.postings.len() as u32;
        self.vocab.insert(term.into(), id);
        self.postings.push(Vec::new());
        self.df.push(0);
        self.group_postings.push(Vec::new());
        id
    }

    /// Add a document; returns its id. Ids are dense and increasing.
    pub fn add(&mut self, doc: NewDoc<'_>) -> DocId {
        let id = self.docs.len() as DocId;
        let mut own_len = 0.0f32;
        let mut spill_len = 0.0f32;
        let mut flags = 0u8;
        // (term, field) → tf for this document, small: a turn has tens of terms.
        let mut counts: Vec<(u32, u8, u16)> = Vec::new();
        for (field_no, text) in doc.fields.iter().enumerate().take(self.schema.fields.len()) {
            let spec = self.schema.fields[field_no];
            let mut n = 0u32;
            let mut field_terms: Vec<String> = Vec::new();
            text::for_each_word(text, |w| {
                if text::is_time_word(w) {
                    flags |= FLAG_TIME;
                }
                if !text::is_stopword(w) {
                    field_terms.push(text::stem(w));
                }
            });
            for term in &field_terms {
                n += 1;
                let tid = self.intern_term(term);
                match counts
                    .iter_mut()
                    .find(|(t, f, _)| *t == tid && *f == field_no as u8)
                {
                    Some(c) => c.2 = c.2.saturating_add(1),
                    None => counts.push((tid, field_no as u8, 1)),
                }
            }
            own_len += spec.weight * n as f32;
            if spec.spills {
                spill_len += n as f32;
            }
        }
        counts.sort_unstable_by_key(|&(t, f, _)| (t, f));
        let mut last_term = NONE;
        for &(tid, field, tf) in &counts {
            self.postings[tid as usize].push(Posting { doc: id, field, tf });
            if tid != last_term {
                self.df[tid as usize] += 1;
                last_term = tid;
            }
        }

        let group = doc.group.unwrap_or(NONE);
        if group != NONE && self.schema.group_weight > 0.0 {
            let g = group as usize;
            if self.group_len.len() <= g {
                self.group_len.resize(g + 1, 0.0);
            }
            let len: u32 = counts.iter().map(|c| c.2 as u32).sum();
            self.group_len[g] += len as f32;
            self.group_len_sum += len as f64;
            for &(tid, _, tf) in &counts {
                let list = &mut self.group_postings[tid as usize];
                // A group's turns arrive together, so its posting is almost
                // always among the last few. Scanning the whole list for a
                // term new to the group made loading quadratic in sessions
                // (15× the 10k cold load at 100k); past the window a group
                // that resumes after many others gets a second posting, which
                // splits its term frequency and nothing else.
                match list
                    .iter_mut()
                    .rev()
                    .take(GROUP_SCAN_WINDOW)
                    .find(|(gg, _)| *gg == group)
                {
                    Some(p) => p.1 += tf as u32,
                    None => list.push((group, tf as u32)),
                }
            }
        }

        let label = match doc.label {
            Some(l) => {
                let next = self.labels.len() as u32;
                *self.labels.entry(l.into()).or_insert(next)
            }
            None => NONE,
        };
        let prev = doc
            .prev
            .filter(|&p| (p as usize) < self.docs.len())
            .unwrap_or(NONE);
        let mut eff_len = own_len;
        if prev != NONE {
            eff_len += self.schema.prev_weight * self.docs[prev as usize].spill_len;
            // The previous document gains this one as its next neighbour.
            let p = &mut self.docs[prev as usize];
            let gain = self.schema.next_weight * spill_len;
            p.next = id;
            p.eff_len += gain;
            self.eff_len_sum += gain as f64;
        }
        self.docs.push(DocMeta {
            spill_len,
            eff_len,
            prev,
            next: NONE,
            group,
            label,
            flags,
            alive: true,
        });
        self.eff_len_sum += eff_len as f64;
        self.alive += 1;
        id
    }

    /// Hide a document from every later search. Its text stays in the
    /// statistics until the index is rebuilt; callers that must remove text
    /// (forgetting) rebuild.
    pub fn hide(&mut self, doc: DocId) {
        if let Some(d) = self.docs.get_mut(doc as usize) {
            if d.alive {
                d.alive = false;
                self.alive -= 1;
            }
        }
    }

    /// Whether a document is visible.
    pub fn is_alive(&self, doc: DocId) -> bool {
        self.docs.get(doc as usize).is_some_and(|d| d.alive)
    }

    /// The flags of a document (e.g. [`FLAG_TIME`]).
    pub fn flags(&self, doc: DocId) -> u8 {
        self.docs.get(doc as usize).map_or(0, |d| d.flags)
    }

    fn idf(&self, term: u32) -> f32 {
        let n = self.docs.len() as f32;
        let df = self.df[term as usize] as f32;
        ((n - df + 0.5) / (df + 0.5) + 1.0).ln()
    }

    fn avg_len(&self) -> f32 {
        if self.docs.is_empty() {
            1.0
        } else {
            ((self.eff_len_sum / self.docs.len() as f64) as f32).max(1e-6)
        }
    }

    fn boost(&self, q: &Query, doc: &DocMeta) -> f32 {
        let mut factor = 1.0;
        if let Some((label, f)) = q.label_boost {
            if doc.label == label {
                factor *= f;
            }
        }
        if let Some((flag, f)) = q.flag_boost {
            if doc.flags & flag != 0 {
                factor *= f;
            }
        }
        factor
    }

    /// The best `k` visible documents that `keep` accepts, best first; ties
    /// go to the earlier document.
    pub fn search(&self, q: &Query, k: usize, keep: impl Fn(DocId) -> bool) -> Vec<Hit> {
        if q.terms.is_empty() || k == 0 {
            return Vec::new();
        }
        SCRATCH.with(|cell| {
            let mut s = cell.borrow_mut();
            self.search_with(&mut s, q, k, &keep)
        })
    }

    fn search_with(
        &self,
        s: &mut Scratch,
        q: &Query,
        k: usize,
        keep: &dyn Fn(DocId) -> bool,
    ) -> Vec<Hit> {
        let n = self.docs.len();
        if s.tfw.len() < n {
            s.tfw.resize(n, 0.0);
            s.score.resize(n, 0.0);
        }
        let (k1, b) = (self.schema.k1, self.schema.b);
        let avg = self.avg_len();
        let weights: Vec<(f32, bool)> = self
            .schema
            .fields
            .iter()
            .map(|f| (f.weight, f.spills))
            .collect();
        let (wp, wn) = (self.schema.prev_weight, self.schema.next_weight);

        for &(term, qw) in &q.terms {
            let idf = self.idf(term);
            for p in &self.postings[term as usize] {
                let tf = p.tf as f32;
                let (w, spills) = weights[p.field as usize];
                add(&mut s.tfw, &mut s.term_touched, p.doc, w * tf);
                if spills {
                    let meta = &self.docs[p.doc as usize];
                    if meta.next != NONE && wp > 0.0 {
                        add(&mut s.tfw, &mut s.term_touched, meta.next, wp * tf);
                    }
                    if meta.prev != NONE && wn > 0.0 {
                        add(&mut s.tfw, &mut s.term_touched, meta.prev, wn * tf);
                    }
                }
            }
            for i in 0..s.term_touched.len() {
                let d = s.term_touched[i] as usize;
                let tf = s.tfw[d];
                s.tfw[d] = 0.0;
                let len = self.docs[d].eff_len;
                let part = qw * idf * tf * (k1 + 1.0) / (tf + k1 * (1.0 - b + b * len / avg));
                if s.score[d] == 0.0 {
                    s.scored.push(d as u32);
                }
                s.score[d] += part;
            }
            s.term_touched.clear();
        }

        let mut hits: Vec<Hit> = Vec::with_capacity(s.scored.len());
        for i in 0..s.scored.len() {
            let d = s.scored[i];
            let score = s.score[d as usize];
            s.score[d as usize] = 0.0;
            let meta = &self.docs[d as usize];
            if !meta.alive || !keep(d) {
                continue;
            }
            hits.push(Hit {
                doc: d,
                score: score * self.boost(q, meta),
            });
        }
        s.scored.clear();

        if self.schema.group_weight > 0.0 && !hits.is_empty() {
            self.add_group_scores(s, q, &mut hits);
        }

        let by_score = |a: &Hit, b: &Hit| b.score.total_cmp(&a.score).then(a.doc.cmp(&b.doc));
        if hits.len() > k {
            hits.select_nth_unstable_by(k - 1, by_score);
            hits.truncate(k);
        }
        hits.sort_unstable_by(by_score);
        hits
    }

    /// `final = L + w_g · S/max S`, with `L` the max-normalised document score.
    fn add_group_scores(&self, s: &mut Scratch, q: &Query, hits: &mut [Hit]) {
        let groups = self.group_len.len();
        if groups == 0 {
            return;
        }
        if s.group_score.len() < groups {
            s.group_score.resize(groups, 0.0);
        }
        let (k1, b) = (1.2f32, 0.75f32);
        let avg = ((self.group_len_sum / groups as f64) as f32).max(1e-6);
        let n = groups as f32;
        for &(term, qw) in &q.terms {
            let list = &self.group_postings[term as usize];
            if list.is_empty() {
                continue;
            }
            let df = list.len() as f32;
            let idf = ((n - df + 0.5) / (df + 0.5) + 1.0).ln();
            for &(g, tf) in list {
                let tf = tf as f32;
                let len = self.group_len[g as usize];
                if s.group_score[g as usize] == 0.0 {
                    s.groups_touched.push(g);
                }
                s.group_score[g as usize] +=
                    qw * idf * tf * (k1 + 1.0) / (tf + k1 * (1.0 - b + b * len / avg));
            }
        }
        let max_doc = hits.iter().map(|h| h.score).fold(0.0f32, f32::max);
        let max_group = s
            .groups_touched
            .iter()
            .map(|&g| s.group_score[g as usize])
            .fold(0.0f32, f32::max);
        for h in hits.iter_mut() {
            let l = if max_doc > 0.0 {
                h.score / max_doc
            } else {
                h.score
            };
            let g = self.docs[h.doc as usize].group;
            let gs = if g != NONE && max_group > 0.0 {
                s.group_score[g as usize] / max_group
            } else {
                0.0
            };
            h.score = l + self.schema.group_weight * gs;
        }
        for &g in &s.groups_touched {
            s.group_score[g as usize] = 0.0;
        }
        s.groups_touched.clear();
    }

    fn tf_in(&self, term: u32, doc: u32) -> Vec<Posting> {
        let list = &self.postings[term as usize];
        let start = list.partition_point(|p| p.doc < doc);
        list[start..]
            .iter()
            .take_while(|p| p.doc == doc)
            .copied()
            .collect()
    }

    /// Why `doc` scores what it does for `q`: each term's frequencies (own
    /// fields and neighbours), idf and contribution, then the boosts.
    pub fn explain(&self, q: &Query, doc: DocId) -> Option<Explanation> {
        let meta = self.docs.get(doc as usize)?;
        let (k1, b) = (self.schema.k1, self.schema.b);
        let avg = self.avg_len();
        let spill_tf = |term: u32, d: u32| -> u32 {
            if d == NONE {
                return 0;
            }
            self.tf_in(term, d)
                .iter()
                .filter(|p| self.schema.fields[p.field as usize].spills)
                .map(|p| p.tf as u32)
                .sum()
        };
        let mut terms = Vec::new();
        let mut score = 0.0;
        for (i, &(term, qw)) in q.terms.iter().enumerate() {
            let own: Vec<(String, u32)> = self
                .tf_in(term, doc)
                .iter()
                .map(|p| {
                    (
                        self.schema.fields[p.field as usize].name.to_string(),
                        p.tf as u32,
                    )
                })
                .collect();
            let from_prev = spill_tf(term, meta.prev);
            let from_next = spill_tf(term, meta.next);
            let own_w: f32 = self
                .tf_in(term, doc)
                .iter()
                .map(|p| self.schema.fields[p.field as usize].weight * p.tf as f32)
                .sum();
            let tf = own_w
                + self.schema.prev_weight * from_prev as f32
                + self.schema.next_weight * from_next as f32;
            if tf == 0.0 {
                continue;
            }
            let idf = self.idf(term);
            let contribution =
                qw * idf * tf * (k1 + 1.0) / (tf + k1 * (1.0 - b + b * meta.eff_len / avg));
            score += contribution;
            terms.push(TermExplanation {
                term: q.words[i].clone(),
                own,
                from_prev,
                from_next,
                pseudo_tf: tf,
                idf,
                contribution,
            });
        }
        let mut boosts = Vec::new();
        if let Some((label, f)) = q.label_boost {
            if meta.label == label {
                boosts.push(("label".to_string(), f));
            }
        }
        if let Some((flag, f)) = q.flag_boost {
            if meta.flags & flag != 0 {
                boosts.push(("flag".to_string(), f));
            }
        }
        let factor: f32 = boosts.iter().map(|b| b.1).product();
        let group_score = (self.schema.group_weight > 0.0 && meta.group != NONE).then(|| {
            let mut gs = 0.0;
            for &(term, qw) in &q.terms {
                let list = &self.group_postings[term as usize];
                if let Some(&(_, tf)) = list.iter().find(|(g, _)| *g == meta.group) {
                    let n = self.group_len.len() as f32;
                    let df = list.len() as f32;
                    let idf = ((n - df + 0.5) / (df + 0.5) + 1.0).ln();
                    let avg = (self.group_len_sum / self.group_len.len() as f64) as f32;
                    let len = self.group_len[meta.group as usize];
                    let tf = tf as f32;
                    gs += qw * idf * tf * 2.2 / (tf + 1.2 * (0.25 + 0.75 * len / avg));
                }
            }
            gs
        });
        Some(Explanation {
            doc,
            terms,
            boosts,
            score: score * factor,
            group_score,
        })
    }
}

#[inline]
fn add(tfw: &mut [f32], touched: &mut Vec<u32>, doc: u32, x: f32) {
    let slot = &mut tfw[doc as usize];
    if *slot == 0.0 {
        touched.push(doc);
    }
    *slot += x;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn episode_index(turns: &[(&str, &str)]) -> TextIndex {
        let mut index = TextIndex::new(Schema::episodes());
        let mut prev = None;
        for (speaker, text) in turns {
            let fields = [*speaker, *text];
            let id = index.add(NewDoc {
                fields: &fields,
                group: Some(0),
                prev,
                label: Some(speaker),
            });
            prev = Some(id);
        }
        index
    }

    fn facts_index(statements: &[&str]) -> TextIndex {
        let mut index = TextIndex::new(Schema::facts());
        for s in statements {
            index.add(NewDoc::new(&["user", "", s]));
        }
        index
    }

    #[test]
    fn the_document_that_holds_the_terms_ranks_first() {
        let index = facts_index(&[
            "The user likes jazz.",
            "The user lives in Bristol.",
            "The user is vegetarian.",
        ]);
        let hits = index.search(&Query::new(&index, "where does the user live"), 3, |_| true);
        assert_eq!(hits[0].doc, 1);
    }

    #[test]
    fn rare_terms_outweigh_common_ones() {
        let index = facts_index(&["cat cat cat", "cat dog", "cat", "cat"]);
        let hits = index.search(&Query::new(&index, "cat dog"), 4, |_| true);
        assert_eq!(hits[0].doc, 1);
    }

    #[test]
    fn an_answer_turn_is_found_through_the_question_before_it() {
        let index = episode_index(&[
            ("Mel", "What did you paint for the exhibition?"),
            ("Caroline", "A sunrise over the lake, in oils."),
            ("Mel", "Lovely. Anything else new?"),
        ]);
        // "exhibition" is only in the question; the answer inherits it from
        // its previous neighbour.
        let q = Query::new(&index, "exhibition painting");
        let hits = index.search(&q, 3, |_| true);
        let docs: Vec<u32> = hits.iter().map(|h| h.doc).collect();
        assert!(docs.contains(&1), "{hits:?}");
        let why = index.explain(&q, 1).unwrap();
        assert_eq!(why.terms[0].term, "exhibit");
        assert_eq!(why.terms[0].from_prev, 1);
        assert!(why.terms[0].own.is_empty());
    }

    #[test]
    fn a_speaker_boost_settles_which_turn_of_a_pair_is_the_evidence() {
        let index = episode_index(&[
            ("Mel", "Do you still go to the pottery class?"),
            ("Caroline", "Yes, the pottery class is every Tuesday."),
        ]);
        let q = Query::new(&index, "pottery class").boost_label(&index, "Caroline", 2.0);
        let hits = index.search(&q, 2, |_| true);
        assert_eq!(hits[0].doc, 1);
    }

    #[test]
    fn a_time_flag_boost_prefers_turns_that_say_when() {
        let index = episode_index(&[
            ("A", "I ran a marathon, it was great"),
            ("B", "cool"),
            ("A", "the marathon was last May"),
        ]);
        let hits = index.search(
            &Query::new(&index, "marathon").boost_flag(FLAG_TIME, 2.0),
            3,
            |_| true,
        );
        assert_eq!(hits[0].doc, 2);
        assert_eq!(index.flags(2) & FLAG_TIME, FLAG_TIME);
    }

    #[test]
    fn hidden_and_filtered_documents_are_never_returned() {
        let mut index = facts_index(&["alpha beta", "alpha gamma", "alpha delta"]);
        index.hide(0);
        let q = Query::new(&index, "alpha");
        let hits = index.search(&q, 10, |d| d != 2);
        assert_eq!(hits.iter().map(|h| h.doc).collect::<Vec<_>>(), vec![1]);
        assert_eq!(index.alive(), 2);
    }

    #[test]
    fn a_query_of_unknown_words_finds_nothing() {
        let index = facts_index(&["alpha"]);
        let q = Query::new(&index, "zeta omega");
        assert!(q.is_empty());
        assert!(index.search(&q, 5, |_| true).is_empty());
    }

    #[test]
    fn sessions_that_talk_about_the_topic_vote_for_their_turns() {
        let mut index = TextIndex::new(Schema::episodes());
        // Two turns mention "garden" equally; the first sits in a session
        // about gardening.
        let s0 = ["A", "the garden"];
        index.add(NewDoc {
            fields: &s0,
            group: Some(0),
            prev: None,
            label: None,
        });
        let s0b = ["A", "tomatoes in the garden beds, garden compost"];
        index.add(NewDoc {
            fields: &s0b,
            group: Some(0),
            prev: Some(0),
            label: None,
        });
        let s1 = ["A", "the garden"];
        index.add(NewDoc {
            fields: &s1,
            group: Some(1),
            prev: None,
            label: None,
        });
        let s1b = ["A", "taxes and paperwork"];
        index.add(NewDoc {
            fields: &s1b,
            group: Some(1),
            prev: Some(2),
            label: None,
        });
        let hits = index.search(&Query::new(&index, "garden"), 4, |d| d == 0 || d == 2);
        assert_eq!(hits[0].doc, 0, "{hits:?}");
    }

    #[test]
    fn results_are_sorted_and_truncated_to_k() {
        let docs: Vec<String> = (0..50)
            .map(|i| format!("word {}", "x ".repeat(i % 7)))
            .collect();
        let refs: Vec<&str> = docs.iter().map(String::as_str).collect();
        let index = facts_index(&refs);
        let hits = index.search(&Query::new(&index, "word"), 5, |_| true);
        assert_eq!(hits.len(), 5);
        assert!(hits.windows(2).all(|w| w[0].score >= w[1].score));
    }

    #[test]
    fn the_explanation_adds_up_to_the_search_score() {
        let index = facts_index(&["The user likes jazz and blues.", "The user likes tea."]);
        let q = Query::new(&index, "jazz tea like");
        let hits = index.search(&q, 2, |_| true);
        for h in hits {
            let why = index.explain(&q, h.doc).unwrap();
            assert!((why.score - h.score).abs() < 1e-4, "{why:?} vs {h:?}");
        }
    }

    mod properties {
        use super::*;
        use proptest::prelude::*;

        proptest! {
            #[test]
            fn every_hit_contains_a_query_term_in_itself_or_a_neighbour(
                texts in proptest::collection::vec("[a-e ]{0,20}", 1..30),
                query in "[a-e ]{1,8}",
            ) {
                let mut index = TextIndex::new(Schema::episodes());
                let mut prev = None;
                for t in &texts {
                    let f = ["s", t.as_str()];
                    prev = Some(index.add(NewDoc { fields: &f, group: Some(0), prev, label: None }));
                }
                let q = Query::new(&index, &query);
                let hits = index.search(&q, 100, |_| true);
                let qt = text::query_terms(&query);
                for h in hits {
                    let d = h.doc as usize;
                    let near: Vec<&String> = [d.checked_sub(1), Some(d), Some(d + 1)]
                        .into_iter().flatten().filter_map(|i| texts.get(i)).collect();
                    let found = near.iter().any(|t| text::terms(t).iter().any(|w| qt.contains(w)));
                    prop_assert!(found);
                    prop_assert!(h.score > 0.0);
                }
            }
        }
    }
}
