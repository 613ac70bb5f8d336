//! The consolidation seam: at finish, optionally ask a model to settle what
//! the rules leave open — which earlier statement a change replaces ("I'm
//! on the red these days": red what, instead of what?) and which catalogued
//! attribute a statement fills. The model only advises; reconciliation stays
//! the engine's, and every piece of advice is checked: an attribute must be
//! in the catalogue, a replaced fact must be one the model was shown.
//!
//! Only at finish, which is off the tool-call path: the mid-session overlay
//! is the rules' reconciliation, and finish may differ from it where the
//! model advised.

use memoir_core::{attribute, Cue, Fact, FactId, LedgerEntry, Proposal};

/// One statement the rules could not settle alone, with the earlier
/// statements about the same one it may replace.
#[derive(Debug, Clone)]
pub struct Ambiguity {
    pub subject: String,
    pub statement: String,
    pub attribute: String,
    pub cue: Cue,
    /// The latest current statements about the same subject, with their ids.
    pub earlier: Vec<(FactId, String)>,
}

/// A model's advice on one [`Ambiguity`], by its index.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Resolution {
    pub item: usize,
    /// A catalogued attribute the statement fills.
    pub attribute: Option<String>,
    /// The earlier statements it replaces.
    pub replaces: Vec<FactId>,
}

/// Settles ambiguities at finish. Must bound its own wait (a deadline) and
/// answer nothing when it cannot: the rules' reconciliation then stands.
pub trait Consolidator: Send + Sync {
    fn resolve(&self, items: &[Ambiguity]) -> Vec<Resolution>;

    /// A short name for logs.
    fn name(&self) -> &'static str;
}

/// Most earlier statements shown per ambiguity.
const EARLIER_SHOWN: usize = 20;

/// The entries the rules leave open — statements that say they change or
/// correct something — with what they may replace, as (entry index,
/// ambiguity).
pub(crate) fn ambiguities(entries: &[LedgerEntry], current: &[Fact]) -> Vec<(usize, Ambiguity)> {
    let mut out = Vec::new();
    for (i, entry) in entries.iter().enumerate() {
        let Proposal::Assert(c) = &entry.proposal else {
            continue;
        };
        if !matches!(c.cue, Cue::Change | Cue::Correction) {
            continue;
        }
        let mut earlier: Vec<&Fact> = current
            .iter()
            .filter(|f| f.status.is_current() && f.subject.key == c.subject.key)
            .filter(|f| !f.evidence.contains(&entry.evidence))
            .collect();
        if earlier.is_empty() {
            continue;
        }
        earlier.sort_by_key(|f| std::cmp::Reverse(f.last_seen));
        earlier.truncate(EARLIER_SHOWN);
        out.push((
            i,
            Ambiguity {
                subject: c.subject.display.clone(),
                statement: c.statement.clone(),
                attribute: c.attribute.clone(),
                cue: c.cue,
                earlier: earlier
                    .into_iter()
                    .map(|f| (f.id.clone(), f.statement.clone()))
                    .collect(),
            },
        ));
    }
    out
}

/// `entries` with the checked advice applied: an attribute only from the
/// catalogue, a replaced fact only one that item was shown. Returns how many
/// pieces of advice were taken.
pub(crate) fn apply(
    entries: &mut [LedgerEntry],
    asked: &[(usize, Ambiguity)],
    resolutions: &[Resolution],
) -> usize {
    let mut taken = 0;
    for r in resolutions {
        let Some((entry, item)) = asked.get(r.item) else {
            tracing::debug!(item = r.item, "advice for an item that was not asked about");
            continue;
        };
        let Proposal::Assert(c) = &mut entries[*entry].proposal else {
            continue;
        };
        if let Some(a) = &r.attribute {
            if attribute::lookup(a).is_some() && *a != c.attribute {
                c.attribute = a.clone();
                taken += 1;
            }
        }
        for id in &r.replaces {
            if item.earlier.iter().any(|(shown, _)| shown == id) && !c.replaces.contains(id) {
                c.replaces.push(id.clone());
                taken += 1;
            }
        }
    }
    taken
}
