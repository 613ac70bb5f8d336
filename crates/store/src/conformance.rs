//! The store conformance suite: what every backend must do, run by each
//! backend's own tests on a fresh store (`conformance::run_all`). Hidden
//! from the docs: it is test support, not API. It panics on the first
//! broken promise, naming the backend and the promise.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use chrono::{TimeZone, Utc};
use memoir_core::{
    AuditAction, AuditEvent, Episode, EpisodeId, Explicitness, Fact, FactId, FactKind, FactStatus,
    FactValue, Sensitivity, SessionId, Speaker, Subject, TemporalScope, Timestamp, UserId,
};

use crate::{Appended, Commit, Committed, Deletion, Import, Store, StoreError, UserStore};

/// One promise: its name and the check that fails if it is broken.
type Check = (&'static str, fn(&dyn Store));

/// Run every check, each on a fresh store from `fresh`.
pub fn run_all(fresh: &dyn Fn() -> Box<dyn Store>) {
    let checks: &[Check] = &[
        (
            "a retried turn is acknowledged once and a changed one conflicts",
            a_retried_turn_is_acknowledged_once_and_a_changed_one_conflicts,
        ),
        (
            "a commit applies once and a partly overlapping one changes nothing",
            a_commit_applies_once_and_a_partly_overlapping_one_changes_nothing,
        ),
        ("reads never create a user", reads_never_create_a_user),
        (
            "a record of another user is refused",
            a_record_of_another_user_is_refused,
        ),
        (
            "deleting an episode takes it from every fact's evidence and logs it by id",
            deleting_an_episode_takes_it_from_every_facts_evidence_and_logs_it_by_id,
        ),
        (
            "deleting a session or everything leaves nothing of it",
            deleting_a_session_or_everything_leaves_nothing_of_it,
        ),
        (
            "an import adds, keeps and updates, and a conflicting one imports nothing",
            an_import_adds_keeps_and_updates_and_a_conflicting_one_imports_nothing,
        ),
        (
            "unfinished sessions are those with unreconciled turns",
            unfinished_sessions_are_those_with_unreconciled_turns,
        ),
        ("users stay apart", users_stay_apart),
    ];
    for (name, check) in checks {
        let store = fresh();
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check(&*store)));
        if let Err(e) = outcome {
            let why = e
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            panic!("{} store: {name}: {why}", store.backend());
        }
    }
}

fn at(minute: u32) -> Timestamp {
    Utc.with_ymd_and_hms(2025, 3, 1, 10, minute, 0).unwrap()
}

fn uid(name: &str) -> UserId {
    UserId::new(name).unwrap()
}

fn episode(user: &str, session: &str, turn: u32, text: &str) -> Episode {
    Episode {
        id: EpisodeId::new(format!("{user}-{session}-{turn}")).unwrap(),
        user: uid(user),
        session: SessionId::new(session).unwrap(),
        turn,
        speaker: Speaker::user(),
        text: text.into(),
        occurred_at: at(turn),
        recorded_at: at(turn),
    }
}

fn fact(user: &str, id: &str, session: &str, statement: &str, evidence: &[&Episode]) -> Fact {
    Fact {
        id: FactId::new(id).unwrap(),
        user: uid(user),
        subject: Subject::user(),
        predicate: "likes".into(),
        value: FactValue::Text(statement.into()),
        statement: statement.into(),
        kind: FactKind::Preference,
        status: FactStatus::Active,
        confidence: 0.9,
        explicitness: Explicitness::Stated,
        scope: TemporalScope::Ongoing,
        evidence: evidence.iter().map(|e| e.id.clone()).collect(),
        session: SessionId::new(session).unwrap(),
        reinforcements: 0,
        first_seen: at(0),
        last_seen: at(0),
        sensitivity: Sensitivity::Normal,
        supersedes: vec![],
        superseded_by: None,
        revision: 1,
    }
}

fn event(action: AuditAction, target: &str) -> AuditEvent {
    AuditEvent {
        at: at(30),
        action,
        target: target.into(),
        reason: "conformance".into(),
        evidence: vec![],
    }
}

/// `facts` committed as the reconciliation of `episodes`.
fn commit_of(facts: Vec<Fact>, episodes: &[&Episode]) -> Commit {
    Commit {
        session: episodes.first().map(|e| e.session.clone()),
        audit: facts
            .iter()
            .map(|f| event(AuditAction::FactCreated, f.id.as_str()))
            .collect(),
        facts,
        reconciled: episodes.iter().map(|e| e.id.clone()).collect(),
    }
}

fn texts(u: &dyn UserStore) -> Vec<String> {
    let mut t: Vec<String> = u.episodes().unwrap().into_iter().map(|e| e.text).collect();
    t.sort();
    t
}

fn a_retried_turn_is_acknowledged_once_and_a_changed_one_conflicts(store: &dyn Store) {
    let u = store.user(&uid("ana")).unwrap();
    let first = episode("ana", "s1", 1, "I keep bees");
    assert_eq!(u.append_episode(&first).unwrap(), Appended::New);
    assert_eq!(
        u.append_episode(&first).unwrap(),
        Appended::AlreadyStored(first.id.clone())
    );
    let changed = Episode {
        text: "I keep wasps".into(),
        ..first.clone()
    };
    assert!(matches!(
        u.append_episode(&changed),
        Err(StoreError::Conflict(_))
    ));
    assert_eq!(texts(&*u), vec!["I keep bees"]);
    assert_eq!(u.audit().unwrap().len(), 1, "one entry for one stored turn");
    assert!(u.verify().unwrap().is_ok());
}

fn a_commit_applies_once_and_a_partly_overlapping_one_changes_nothing(store: &dyn Store) {
    let u = store.user(&uid("ana")).unwrap();
    let (e1, e2) = (
        episode("ana", "s1", 1, "I like rye"),
        episode("ana", "s1", 2, "and spelt"),
    );
    u.append_episode(&e1).unwrap();
    u.append_episode(&e2).unwrap();
    let one = commit_of(vec![fact("ana", "f1", "s1", "likes rye", &[&e1])], &[&e1]);
    assert_eq!(u.commit(&one).unwrap(), Committed::Applied);
    let revision = u.revision().unwrap();
    assert_eq!(u.commit(&one).unwrap(), Committed::AlreadyApplied);
    assert_eq!(u.revision().unwrap(), revision, "a replay changes nothing");
    let overlapping = commit_of(
        vec![fact("ana", "f2", "s1", "likes spelt", &[&e2])],
        &[&e1, &e2],
    );
    assert!(matches!(
        u.commit(&overlapping),
        Err(StoreError::Conflict(_))
    ));
    let facts: Vec<String> = u
        .facts()
        .unwrap()
        .into_iter()
        .map(|f| f.statement)
        .collect();
    assert_eq!(facts, vec!["likes rye"], "the refused commit wrote nothing");
    assert_eq!(u.reconciled_episodes().unwrap(), vec![e1.id.clone()]);
    assert_eq!(u.revision().unwrap(), revision);
    assert!(u.verify().unwrap().is_ok());
}

fn reads_never_create_a_user(store: &dyn Store) {
    let ghost = uid("ghost");
    let u = store.user(&ghost).unwrap();
    assert!(u.episodes().unwrap().is_empty());
    assert!(u.facts().unwrap().is_empty());
    assert!(u.audit().unwrap().is_empty());
    assert!(u.verify().unwrap().is_ok());
    assert!(!store.knows(&ghost).unwrap());
    assert!(store.users().unwrap().is_empty());
    u.append_episode(&episode("ghost", "s1", 1, "now I exist"))
        .unwrap();
    assert!(store.knows(&ghost).unwrap());
    assert_eq!(store.users().unwrap(), vec![ghost.clone()]);
    store.erase(&ghost).unwrap();
    assert!(!store.knows(&ghost).unwrap());
    assert!(store.users().unwrap().is_empty());
}

fn a_record_of_another_user_is_refused(store: &dyn Store) {
    let u = store.user(&uid("ana")).unwrap();
    assert!(matches!(
        u.append_episode(&episode("bo", "s1", 1, "not hers")),
        Err(StoreError::Conflict(_))
    ));
    let theirs = commit_of(vec![fact("bo", "f1", "s1", "not hers", &[])], &[]);
    assert!(matches!(u.commit(&theirs), Err(StoreError::Conflict(_))));
    assert!(u.episodes().unwrap().is_empty() && u.facts().unwrap().is_empty());
}

fn deleting_an_episode_takes_it_from_every_facts_evidence_and_logs_it_by_id(store: &dyn Store) {
    let u = store.user(&uid("ana")).unwrap();
    let (e1, e2) = (
        episode("ana", "s1", 1, "I like rye bread"),
        episode("ana", "s1", 2, "rye, always rye"),
    );
    u.append_episode(&e1).unwrap();
    u.append_episode(&e2).unwrap();
    u.put_vectors("m", &[(e1.id.clone(), vec![1.0, 0.0])])
        .unwrap();
    u.commit(&commit_of(
        vec![fact("ana", "f1", "s1", "likes rye", &[&e1, &e2])],
        &[&e1, &e2],
    ))
    .unwrap();
    let deleted = u
        .delete(
            &Deletion::Records {
                facts: vec![],
                episodes: vec![e1.id.clone()],
            },
            event(AuditAction::Forgotten, "a turn"),
        )
        .unwrap();
    assert_eq!(deleted.episodes, vec![e1.id.clone()]);
    let f = &u.facts().unwrap()[0];
    assert_eq!(f.evidence, vec![e2.id.clone()]);
    assert_eq!(f.revision, 2);
    assert!(u.vectors("m").unwrap().is_empty(), "its vector went too");
    let log = u.audit().unwrap();
    assert!(log
        .iter()
        .any(|e| e.event.action == AuditAction::Forgotten && e.event.target == e1.id.as_str()));
    assert!(
        !format!("{log:?}").contains("rye bread"),
        "no content in the log"
    );
    assert!(u.verify().unwrap().is_ok());
}

fn deleting_a_session_or_everything_leaves_nothing_of_it(store: &dyn Store) {
    let u = store.user(&uid("ana")).unwrap();
    let (keep, drop) = (
        episode("ana", "s1", 1, "keep this"),
        episode("ana", "s2", 1, "drop this"),
    );
    u.append_episode(&keep).unwrap();
    u.append_episode(&drop).unwrap();
    u.commit(&commit_of(
        vec![fact("ana", "f2", "s2", "dropped", &[&drop])],
        &[&drop],
    ))
    .unwrap();
    let gone = u
        .delete(
            &Deletion::Session(drop.session.clone()),
            event(AuditAction::Forgotten, "a session"),
        )
        .unwrap();
    assert_eq!((gone.facts.len(), gone.episodes.len()), (1, 1));
    assert_eq!(texts(&*u), vec!["keep this"]);
    assert!(u.facts().unwrap().is_empty());
    assert!(u.verify().unwrap().is_ok());
    assert_eq!(
        u.append_episode(&episode("ana", "s2", 1, "the slot is free"))
            .unwrap(),
        Appended::New
    );
    u.delete(&Deletion::Everything, event(AuditAction::Forgotten, "all"))
        .unwrap();
    assert!(u.episodes().unwrap().is_empty() && u.facts().unwrap().is_empty());
    assert!(u.verify().unwrap().is_ok());
}

fn an_import_adds_keeps_and_updates_and_a_conflicting_one_imports_nothing(store: &dyn Store) {
    let u = store.user(&uid("ana")).unwrap();
    let (e1, e2) = (
        episode("ana", "s1", 1, "I like rye"),
        episode("ana", "s1", 2, "and spelt"),
    );
    u.append_episode(&e1).unwrap();
    u.commit(&commit_of(
        vec![fact("ana", "f1", "s1", "likes rye", &[&e1])],
        &[&e1],
    ))
    .unwrap();
    let updated = Fact {
        statement: "likes rye a lot".into(),
        revision: 2,
        ..fact("ana", "f1", "s1", "likes rye", &[&e1])
    };
    let report = u
        .import(&Import {
            episodes: vec![(e1.clone(), true), (e2.clone(), false)],
            facts: vec![updated, fact("ana", "f2", "s1", "likes spelt", &[&e2])],
            at: Some(at(40)),
        })
        .unwrap();
    assert_eq!(
        (
            report.episodes_added,
            report.episodes_unchanged,
            report.facts_added,
            report.facts_updated
        ),
        (1, 1, 1, 1)
    );
    assert_eq!(u.unreconciled(&e2.session).unwrap(), vec![e2.clone()]);
    assert!(u.verify().unwrap().is_ok());

    let revision = u.revision().unwrap();
    let clash = Episode {
        text: "something else".into(),
        ..e2.clone()
    };
    let refused = u.import(&Import {
        episodes: vec![(episode("ana", "s9", 1, "new turn"), false), (clash, false)],
        facts: vec![],
        at: None,
    });
    assert!(matches!(refused, Err(StoreError::Conflict(_))));
    assert_eq!(texts(&*u), vec!["I like rye", "and spelt"]);
    assert_eq!(u.revision().unwrap(), revision);
}

fn unfinished_sessions_are_those_with_unreconciled_turns(store: &dyn Store) {
    let u = store.user(&uid("ana")).unwrap();
    let (a1, b1, b2) = (
        episode("ana", "a", 1, "one"),
        episode("ana", "b", 1, "two"),
        episode("ana", "b", 2, "three"),
    );
    for e in [&a1, &b2, &b1] {
        u.append_episode(e).unwrap();
    }
    u.commit(&commit_of(vec![], &[&a1])).unwrap();
    assert_eq!(
        u.unfinished_sessions().unwrap(),
        vec![SessionId::new("b").unwrap()]
    );
    assert_eq!(
        u.unreconciled(&b1.session).unwrap(),
        vec![b1.clone(), b2.clone()],
        "in turn order"
    );
}

fn users_stay_apart(store: &dyn Store) {
    let ana = store.user(&uid("ana")).unwrap();
    let bo = store.user(&uid("bo")).unwrap();
    ana.append_episode(&episode("ana", "s1", 1, "ana's turn"))
        .unwrap();
    bo.append_episode(&episode("bo", "s1", 1, "bo's turn"))
        .unwrap();
    assert_eq!(texts(&*ana), vec!["ana's turn"]);
    assert_eq!(texts(&*bo), vec!["bo's turn"]);
    ana.delete(&Deletion::Everything, event(AuditAction::Forgotten, "all"))
        .unwrap();
    assert_eq!(texts(&*bo), vec!["bo's turn"]);
    assert_eq!(bo.audit().unwrap().len(), 1);
    assert!(bo.verify().unwrap().is_ok());
}
