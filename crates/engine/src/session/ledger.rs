//! The session's ledger and its overlay: what the session has said, and the
//! dry run of finish that recall shows mid-session. Kept in one place so
//! that what recall shows and what finish commits cannot drift apart.

use super::*;

#[derive(Default)]
pub(super) struct Ledger {
    pub(super) entries: Vec<LedgerEntry>,
    /// Episodes recorded since the last reconciliation.
    pub(super) episodes: Vec<EpisodeId>,
    pub(super) last_assistant: Option<String>,
    pub(super) last_user: Option<String>,
    pub(super) last_at: Option<Timestamp>,
    /// The dry run so far: how many entries it has applied…
    pub(super) applied: usize,
    /// …the provisional facts it created that still stand…
    pub(super) provisional: Vec<memoir_core::Fact>,
    /// …the durable facts it superseded or retracted…
    pub(super) hidden: HashSet<FactId>,
    /// …and how many provisional ids it has minted.
    pub(super) minted: u32,
}

impl Ledger {
    /// Forget the dry run; the next refresh replays every entry.
    pub(super) fn reset_dry_run(&mut self) {
        self.applied = 0;
        self.provisional.clear();
        self.hidden.clear();
        self.minted = 0;
    }

    /// After a finish: nothing is pending.
    pub(super) fn clear(&mut self) {
        self.entries.clear();
        self.episodes.clear();
        self.reset_dry_run();
    }
}

/// Bring a session's overlay up to date by reconciling its ledger as finish
/// would, without committing: the provisional facts it would create, and the
/// durable ones it would supersede or retract (hidden from this session).
/// What recall shows mid-session is what finish will commit.
///
/// Incremental: only entries not yet applied are reconciled, against the
/// facts the dry run left (durable ones minus those it hid, plus its
/// provisional ones). Replaying the whole ledger each turn made a long
/// session quadratic — 29 ms a turn in a session of a few hundred turns.
pub(super) fn refresh_overlay(
    user: &UserMemory,
    session: &SessionId,
    index: &mut UserIndex,
    ledger: &mut Ledger,
) -> Vec<Decision> {
    if ledger.entries.is_empty() {
        ledger.reset_dry_run();
        index.clear_overlay(session);
        return Vec::new();
    }
    if ledger.applied >= ledger.entries.len() {
        return Vec::new();
    }
    let new = &ledger.entries[ledger.applied..];
    let mut current: Vec<memoir_core::Fact> = index
        .facts_for_reconciliation(new)
        .into_iter()
        .filter(|f| !ledger.hidden.contains(&f.id))
        .collect();
    current.extend(ledger.provisional.iter().cloned());
    let now = ledger.last_at.unwrap_or_else(|| user.shared.clock.now());
    let similarity = crate::embed::ReconcileSimilarity::new(user.shared.embedder.as_deref());
    let ctx = ReconcileContext {
        user: user.id(),
        session,
        now,
        policy: &user.shared.config.policy,
        similarity: &similarity,
    };
    let mut n = ledger.minted;
    let mut minted = Vec::new();
    let mut mint = || {
        n += 1;
        let id = FactId::generated("pending", n);
        minted.push(id.clone());
        id
    };
    let mut result = reconcile(&current, new, &ctx, &mut mint);
    ledger.minted = n;
    ledger.applied = ledger.entries.len();
    for fact in std::mem::take(&mut result.changed) {
        // Provisional: minted by this ledger, now or on an earlier turn.
        let provisional =
            minted.contains(&fact.id) || ledger.provisional.iter().any(|f| f.id == fact.id);
        if provisional {
            ledger.provisional.retain(|f| f.id != fact.id);
            if fact.status.is_current() {
                ledger.provisional.push(fact);
            }
        } else if !fact.status.is_current() {
            ledger.hidden.insert(fact.id);
        }
    }
    index.set_overlay(session, ledger.provisional.clone(), ledger.hidden.clone());
    result.decisions
}
