//! # memoir-index
//!
//! One user's searchable memory, held in memory: a fielded BM25 index
//! ([`TextIndex`]) used for both episodes and facts, and the fusion
//! functions that merge rankings ([`fusion`]).
//!
//! The scoring is the lexical recipe measured on LoCoMo in
//! `../shared/research/locomo-retrieval-study.md`: BM25F-style pseudo term
//! frequencies, a turn's neighbours as extra fields (previous turn weight 0.5,
//! next 0.3 — the largest single gain, +0.07 R@5), a group (session) score
//! that votes (+0.02), a boost for a named speaker (+0.03) and for
//! time-bearing turns on "when" questions. It knows nothing of storage or
//! models.
//!
//! ```
//! use memoir_index::{Schema, TextIndex, NewDoc, Query};
//! let mut index = TextIndex::new(Schema::episodes());
//! index.add(NewDoc::new(&["Caroline", "I went to the support group yesterday"]));
//! index.add(NewDoc::new(&["Melanie", "How was it?"]));
//! let query = Query::new(&index, "support group");
//! let hits = index.search(&query, 10, |_| true);
//! assert_eq!(hits[0].doc, 0);
//! ```

pub mod fusion;
mod text_index;
pub mod vectors;

pub use text_index::{
    DocId, Explanation, FieldSpec, Hit, NewDoc, Query, Schema, TermExplanation, TextIndex,
    FLAG_TIME,
};
pub use vectors::VectorIndex;
