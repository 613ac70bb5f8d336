//! The Postgres store against a real server: the conformance suite, two
//! stores ("nodes") on one database, racing commits, tenants apart.
//!
//! Set `MEMOIR_TEST_POSTGRES` to a connection string (`.ci/run` starts a
//! cluster and does). Without it these tests print SKIPPED and pass, unless
//! `MEMOIR_REQUIRE_POSTGRES=1` (set in CI), where they fail.

use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use chrono::{TimeZone, Utc};
use memoir_core::{Episode, EpisodeId, SessionId, Speaker, UserId};
use memoir_store::{conformance, Commit, Committed, Store};
use memoir_store_postgres::PostgresStore;

fn database(test: &str) -> Option<String> {
    match std::env::var("MEMOIR_TEST_POSTGRES") {
        Ok(url) if !url.is_empty() => Some(url),
        _ => {
            assert!(
                std::env::var("MEMOIR_REQUIRE_POSTGRES").as_deref() != Ok("1"),
                "{test}: MEMOIR_REQUIRE_POSTGRES=1 but MEMOIR_TEST_POSTGRES is not set"
            );
            let _ = writeln!(
                std::io::stderr(),
                "SKIPPED {test}: no MEMOIR_TEST_POSTGRES (see .ci/run for starting a cluster)"
            );
            None
        }
    }
}

/// A tenant name no other test run uses, so runs share one database.
fn fresh_tenant(name: &str) -> String {
    static N: AtomicUsize = AtomicUsize::new(0);
    format!(
        "{name}-{}-{}-{}",
        std::process::id(),
        Utc::now().timestamp_micros(),
        N.fetch_add(1, Ordering::SeqCst)
    )
}

fn episode(user: &str, session: &str, turn: u32, text: &str) -> Episode {
    let at = Utc.with_ymd_and_hms(2025, 3, 1, 10, 0, 0).unwrap();
    Episode {
        id: EpisodeId::new(format!("{user}-{session}-{turn}")).unwrap(),
        user: UserId::new(user).unwrap(),
        session: SessionId::new(session).unwrap(),
        turn,
        speaker: Speaker::user(),
        text: text.into(),
        occurred_at: at,
        recorded_at: at,
    }
}

#[test]
fn the_postgres_store_passes_the_conformance_suite() {
    let Some(url) = database("the_postgres_store_passes_the_conformance_suite") else {
        return;
    };
    conformance::run_all(&|| {
        Box::new(PostgresStore::open(&url, &fresh_tenant("conformance")).unwrap()) as Box<dyn Store>
    });
}

#[test]
fn a_turn_written_through_one_node_is_read_through_another() {
    let Some(url) = database("a_turn_written_through_one_node_is_read_through_another") else {
        return;
    };
    let tenant = fresh_tenant("nodes");
    let (a, b) = (
        PostgresStore::open(&url, &tenant).unwrap(),
        PostgresStore::open(&url, &tenant).unwrap(),
    );
    let ana = UserId::new("ana").unwrap();
    a.user(&ana)
        .unwrap()
        .append_episode(&episode("ana", "s1", 1, "I moved to Galway"))
        .unwrap();
    let seen = b.user(&ana).unwrap().episodes().unwrap();
    assert_eq!(seen.len(), 1);
    assert_eq!(seen[0].text, "I moved to Galway");
    assert!(b.knows(&ana).unwrap());
    // The same turn retried through the other node is acknowledged once.
    assert!(matches!(
        b.user(&ana)
            .unwrap()
            .append_episode(&episode("ana", "s1", 1, "I moved to Galway"))
            .unwrap(),
        memoir_store::Appended::AlreadyStored(_)
    ));
}

#[test]
fn commits_racing_from_several_nodes_apply_once() {
    let Some(url) = database("commits_racing_from_several_nodes_apply_once") else {
        return;
    };
    let tenant = fresh_tenant("race");
    let ana = UserId::new("ana").unwrap();
    let first = PostgresStore::open(&url, &tenant).unwrap();
    let turns: Vec<Episode> = (1..=5)
        .map(|t| episode("ana", "s1", t, &format!("turn {t}")))
        .collect();
    for e in &turns {
        first.user(&ana).unwrap().append_episode(e).unwrap();
    }
    let commit = Arc::new(Commit {
        session: Some(SessionId::new("s1").unwrap()),
        reconciled: turns.iter().map(|e| e.id.clone()).collect(),
        ..Commit::default()
    });
    let outcomes: Vec<Committed> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..6)
            .map(|_| {
                let (url, tenant, ana, commit) = (&url, &tenant, &ana, commit.clone());
                scope.spawn(move || {
                    let node = PostgresStore::open_with(url, tenant, 2).unwrap();
                    node.user(ana).unwrap().commit(&commit).unwrap()
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let applied = outcomes
        .iter()
        .filter(|o| **o == Committed::Applied)
        .count();
    assert_eq!(applied, 1, "{outcomes:?}");
    let user = first.user(&ana).unwrap();
    assert_eq!(user.reconciled_episodes().unwrap().len(), 5);
    assert!(user.verify().unwrap().is_ok());
}

#[test]
fn tenants_on_one_database_stay_apart() {
    let Some(url) = database("tenants_on_one_database_stay_apart") else {
        return;
    };
    let (one, two) = (
        PostgresStore::open(&url, &fresh_tenant("one")).unwrap(),
        PostgresStore::open(&url, &fresh_tenant("two")).unwrap(),
    );
    let ana = UserId::new("ana").unwrap();
    one.user(&ana)
        .unwrap()
        .append_episode(&episode("ana", "s1", 1, "tenant one's turn"))
        .unwrap();
    assert!(two.user(&ana).unwrap().episodes().unwrap().is_empty());
    assert!(!two.knows(&ana).unwrap());
    assert!(two.users().unwrap().is_empty());
    two.erase(&ana).unwrap();
    assert_eq!(one.user(&ana).unwrap().episodes().unwrap().len(), 1);
}

#[test]
fn a_database_that_cannot_be_reached_is_a_clear_error() {
    let err = PostgresStore::open("host=127.0.0.1 port=1 user=memoir connect_timeout=2", "t")
        .err()
        .expect("no server listens on port 1");
    assert!(err.to_string().contains("postgres"), "{err}");
    assert!(PostgresStore::open("this is not a connection string", "t").is_err());
}

#[test]
fn a_node_hears_of_another_nodes_writes_and_not_of_its_own() {
    let Some(url) = database("a_node_hears_of_another_nodes_writes_and_not_of_its_own") else {
        return;
    };
    let tenant = fresh_tenant("watch");
    let (a, b) = (
        PostgresStore::open(&url, &tenant).unwrap(),
        PostgresStore::open(&url, &tenant).unwrap(),
    );
    let (heard, hear) = std::sync::mpsc::channel::<UserId>();
    b.watch(move |user| {
        let _ = heard.send(user.clone());
    });
    // The listener connects on its own thread: wait until it hears.
    let ana = UserId::new("ana").unwrap();
    let mut turn = 0;
    let got = loop {
        turn += 1;
        a.user(&ana)
            .unwrap()
            .append_episode(&episode("ana", "s1", turn, &format!("turn {turn}")))
            .unwrap();
        if let Ok(user) = hear.recv_timeout(std::time::Duration::from_millis(200)) {
            break user;
        }
        assert!(turn < 25, "node B never heard of node A's writes");
    };
    assert_eq!(got, ana);
    while hear.try_recv().is_ok() {}
    let bo = UserId::new("bo").unwrap();
    b.user(&bo)
        .unwrap()
        .append_episode(&episode("bo", "s1", 1, "written through B"))
        .unwrap();
    assert!(
        hear.recv_timeout(std::time::Duration::from_millis(500))
            .is_err(),
        "a node's own write is not news to it"
    );
}
