//! Extraction: reading proposals out of a final turn.
//!
//! An [`Extractor`] proposes; it never decides (principle 3). Whatever it
//! returns goes into the session's ledger and is reconciled by
//! [`memoir_core::reconcile`] at finish. The seam and the default
//! [`RuleExtractor`] (English clauses, rules as data, no model) live in
//! `memoir-extract`, a layer below the engine.

pub use memoir_extract::{Extractor, RuleExtractor, TurnInput};
