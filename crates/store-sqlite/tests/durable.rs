//! The SQLite store under the engine, as `Memory::open` uses it.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use chrono::{DateTime, Duration, TimeZone, Utc};
use memoir_core::{SessionId, UserId};
use memoir_engine::{FinalTurn, Forget, Memory, RecallRequest};
use memoir_store::{Store, StoreError};
use memoir_store_sqlite::{SqliteStore, DB_FILE};
use rusqlite::Connection;

fn fresh_dir(name: &str) -> PathBuf {
    static N: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "memoir-sqlite-{name}-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::SeqCst)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn day(n: i64) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2025, 2, 3, 9, 0, 0).unwrap() + Duration::days(n)
}

fn jordan() -> UserId {
    UserId::new("jordan").unwrap()
}

fn converse(memory: &Memory, at: DateTime<Utc>, lines: &[&str]) {
    let u = memory.user(&jordan()).unwrap();
    let s = u.new_session().unwrap();
    for (i, l) in lines.iter().enumerate() {
        s.observe_final(FinalTurn::user(*l, at + Duration::seconds(i as i64)))
            .unwrap();
    }
    s.finish().unwrap();
}

/// A directory where jordan said three things in a finished session, the
/// store closed again.
fn three_turns_stored(name: &str) -> PathBuf {
    let dir = fresh_dir(name);
    let memory = Memory::open(&dir).unwrap();
    converse(
        &memory,
        day(0),
        &["I live in Leeds", "I love jazz", "I'm vegan"],
    );
    dir
}

fn file_bytes(dir: &Path) -> Vec<u8> {
    let mut all = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_file() {
            all.extend(std::fs::read(path).unwrap());
        }
    }
    all
}

fn contains(haystack: &[u8], needle: &str) -> bool {
    haystack
        .windows(needle.len())
        .any(|w| w == needle.as_bytes())
}

#[test]
fn memory_survives_a_restart_and_verifies() {
    let dir = fresh_dir("restart");
    {
        let memory = Memory::open(&dir).unwrap();
        converse(&memory, day(0), &["I live in Leeds", "I love jazz"]);
        converse(&memory, day(30), &["I live in Bristol now"]);
    }
    let memory = Memory::open(&dir).unwrap();
    let u = memory.user(&jordan()).unwrap();
    assert_eq!(u.episodes().unwrap().len(), 3);
    assert_eq!(u.facts().len(), 3);
    let context = u.recall(&RecallRequest::new("where does the user live"));
    assert_eq!(context.facts[0].statement, "The user lives in Bristol.");
    let report = u.verify().unwrap();
    assert!(report.is_ok(), "{report:?}");
    assert!(report.entries >= 6);
}

#[test]
fn a_second_opener_of_the_same_directory_gets_a_clear_error() {
    let dir = fresh_dir("lock");
    let _first = SqliteStore::open(&dir).unwrap();
    let err = SqliteStore::open(&dir)
        .err()
        .expect("the second open must fail");
    assert!(matches!(err, StoreError::Locked(_)));
    let message = err.to_string();
    assert!(
        message.contains("in use by another memoir process"),
        "{message}"
    );
    assert!(message.contains(&dir.display().to_string()), "{message}");
}

#[test]
fn a_session_id_reused_after_a_restart_loses_nothing() {
    let dir = fresh_dir("reuse");
    let id = SessionId::new("call-7").unwrap();
    {
        let memory = Memory::open(&dir).unwrap();
        let s = memory.user(&jordan()).unwrap().session(&id).unwrap();
        s.observe_final(FinalTurn::user("I'm allergic to sesame", day(0)))
            .unwrap();
        // No finish: the process goes away.
    }
    {
        let memory = Memory::open(&dir).unwrap();
        let s = memory.user(&jordan()).unwrap().session(&id).unwrap();
        assert_eq!(s.turn(), 1);
        s.observe_final(FinalTurn::user("I love tea", day(0)))
            .unwrap();
        assert_eq!(s.finish().unwrap().created, 2);
    }
    let memory = Memory::open(&dir).unwrap();
    let u = memory.user(&jordan()).unwrap();
    assert_eq!(u.facts().len(), 2);
    assert_eq!(u.episodes().unwrap().len(), 2);
}

#[test]
fn forget_leaves_no_trace_in_the_files_the_indexes_or_an_export() {
    let dir = fresh_dir("forget");
    let secret = "Quokkaville";
    let memory = Memory::open(&dir).unwrap();
    converse(
        &memory,
        day(0),
        &[&format!("I live in {secret}"), "I love marmalade"],
    );
    converse(
        &memory,
        day(1),
        &[&format!("{secret} is windy this time of year")],
    );
    let u = memory.user(&jordan()).unwrap();
    assert!(
        contains(&file_bytes(&dir), secret),
        "the text is on disk before forgetting"
    );

    let report = u.forget(Forget::Matching(secret.to_string())).unwrap();
    assert_eq!(report.episodes.len(), 2);

    assert!(
        !contains(&file_bytes(&dir), secret),
        "no byte of the forgotten text is left on disk"
    );
    let export: String = u
        .export_markdown()
        .unwrap()
        .into_iter()
        .map(|(_, t)| t)
        .collect();
    assert!(!export.contains(secret));
    assert!(!u
        .recall(&RecallRequest::new(secret))
        .render()
        .contains(secret));
    assert!(u.verify().unwrap().is_ok());
    assert!(u
        .current_facts(day(2))
        .iter()
        .any(|f| f.statement.contains("marmalade")));
    drop(u);
    drop(memory);
    assert!(!contains(&file_bytes(&dir), secret), "nor after closing");
}

#[test]
fn a_corrupt_record_is_skipped_named_and_everything_else_loads() {
    let dir = three_turns_stored("corrupt");
    let conn = Connection::open(dir.join(DB_FILE)).unwrap();
    conn.execute(
        "UPDATE facts SET record = '{not json' WHERE seq = (SELECT MIN(seq) FROM facts)",
        [],
    )
    .unwrap();
    drop(conn);
    let memory = Memory::open(&dir).unwrap();
    let u = memory.user(&jordan()).unwrap();
    assert_eq!(u.facts().len(), 2, "the two good facts still load");
    let report = u.verify().unwrap();
    assert!(
        report
            .problems
            .iter()
            .any(|p| p.contains("unreadable record")),
        "{report:?}"
    );
}

#[test]
fn one_record_of_invalid_utf8_costs_only_itself_and_verify_names_it() {
    let dir = three_turns_stored("bad-utf8");
    let conn = Connection::open(dir.join(DB_FILE)).unwrap();
    let damaged: String = conn
        .query_row(
            "SELECT id FROM episodes WHERE seq = (SELECT MIN(seq) FROM episodes)",
            [],
            |r| r.get(0),
        )
        .unwrap();
    // One byte that is not UTF-8, inside the record's text.
    conn.execute(
        "UPDATE episodes SET record = CAST(REPLACE(record, 'Leeds', 'Le' || CAST(X'FF' AS TEXT) || 'ds') AS TEXT) WHERE id = ?1",
        [&damaged],
    )
    .unwrap();
    drop(conn);
    let memory = Memory::open(&dir).unwrap();
    let u = memory.user(&jordan()).unwrap();
    let episodes = u.episodes().unwrap();
    assert_eq!(episodes.len(), 2, "the other turns still load");
    assert!(episodes.iter().all(|e| e.id.as_str() != damaged));
    let report = u.verify().unwrap();
    assert!(
        report
            .problems
            .iter()
            .any(|p| p.contains(&damaged) && p.contains("unreadable record")),
        "{report:?}"
    );
}

#[test]
fn verify_finds_records_deleted_behind_memoirs_back_but_not_those_forgotten() {
    let dir = fresh_dir("deleted-rows");
    let memory = Memory::open(&dir).unwrap();
    converse(
        &memory,
        day(0),
        &["I live in Leeds", "I love jazz", "I'm vegan"],
    );
    let u = memory.user(&jordan()).unwrap();
    // Forgotten through memoir: the log says so, and verify is content.
    let jazz = u
        .facts()
        .into_iter()
        .find(|f| f.statement.contains("jazz"))
        .unwrap();
    u.forget(Forget::Fact(jazz.id.clone())).unwrap();
    let report = u.verify().unwrap();
    assert!(report.is_ok(), "{report:?}");
    drop(u);
    drop(memory);
    // Deleted with SQL: verify names what is missing.
    let conn = Connection::open(dir.join(DB_FILE)).unwrap();
    let fact: String = conn
        .query_row("SELECT id FROM facts LIMIT 1", [], |r| r.get(0))
        .unwrap();
    let episode: String = conn
        .query_row(
            "SELECT id FROM episodes ORDER BY seq DESC LIMIT 1",
            [],
            |r| r.get(0),
        )
        .unwrap();
    conn.execute("DELETE FROM facts WHERE id = ?1", [&fact])
        .unwrap();
    conn.execute("DELETE FROM vectors WHERE episode = ?1", [&episode])
        .unwrap();
    conn.execute("DELETE FROM episodes WHERE id = ?1", [&episode])
        .unwrap();
    drop(conn);
    let memory = Memory::open(&dir).unwrap();
    let report = memory.user(&jordan()).unwrap().verify().unwrap();
    assert!(!report.is_ok());
    for id in [&fact, &episode] {
        assert!(
            report
                .problems
                .iter()
                .any(|p| p.contains(id.as_str()) && p.contains("not in the store")),
            "{id} not reported: {report:?}"
        );
    }
}

#[test]
fn the_chain_head_kept_beside_the_database_shows_deleted_or_rewritten_audit_entries() {
    use memoir_store::audit::{self, AuditEntry};
    let dir = fresh_dir("chain-head");
    {
        let memory = Memory::open(&dir).unwrap();
        converse(&memory, day(0), &["I live in Leeds", "I love jazz"]);
        assert!(memory.user(&jordan()).unwrap().verify().unwrap().is_ok());
    }
    let conn = Connection::open(dir.join(DB_FILE)).unwrap();
    let entries: Vec<AuditEntry> = {
        let mut stmt = conn
            .prepare("SELECT entry FROM audit WHERE user = 'jordan' ORDER BY seq")
            .unwrap();
        stmt.query_map([], |r| r.get::<_, String>(0))
            .unwrap()
            .map(|e| serde_json::from_str(&e.unwrap()).unwrap())
            .collect()
    };
    let last = entries.len();

    // The newest entry deleted (it records no record, so nothing else shows).
    let newest = serde_json::to_string(&entries[last - 1]).unwrap();
    conn.execute(
        "DELETE FROM audit WHERE user = 'jordan' AND seq = ?1",
        [last as i64],
    )
    .unwrap();
    {
        let memory = Memory::open(&dir).unwrap();
        let report = memory.user(&jordan()).unwrap().verify().unwrap();
        assert!(
            report
                .problems
                .iter()
                .any(|p| p.contains("entries deleted")),
            "{report:?}"
        );
    }
    conn.execute(
        "INSERT INTO audit (user, seq, entry) VALUES ('jordan', ?1, ?2)",
        rusqlite::params![last as i64, newest],
    )
    .unwrap();

    // The log rewritten and chained afresh: every link holds, the head does not.
    let mut rewritten: Vec<AuditEntry> = Vec::new();
    for e in &entries {
        let mut event = e.event.clone();
        event.reason = format!("{} (rewritten)", event.reason);
        let next = audit::chain(rewritten.last(), event, e.digest.clone());
        rewritten.push(next);
    }
    for e in &rewritten {
        conn.execute(
            "UPDATE audit SET entry = ?1 WHERE user = 'jordan' AND seq = ?2",
            rusqlite::params![serde_json::to_string(e).unwrap(), e.seq as i64],
        )
        .unwrap();
    }
    drop(conn);
    let memory = Memory::open(&dir).unwrap();
    let report = memory.user(&jordan()).unwrap().verify().unwrap();
    assert!(
        report
            .problems
            .iter()
            .any(|p| p.contains("log was rewritten")),
        "{report:?}"
    );

    // Erasing the user removes their head too.
    memory.erase(&jordan()).unwrap();
    let heads: Vec<_> = std::fs::read_dir(dir.join(memoir_store_sqlite::HEADS_DIR))
        .unwrap()
        .collect();
    assert!(heads.is_empty(), "{heads:?}");
}

/// A copy of a data directory as it is on disk now, subdirectories too.
fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let path = entry.unwrap().path();
        let target = to.join(path.file_name().unwrap());
        if path.is_dir() {
            copy_dir(&path, &target);
        } else {
            std::fs::copy(&path, &target).unwrap();
        }
    }
}

#[test]
fn a_damaged_write_ahead_log_that_drops_acknowledged_writes_fails_verify() {
    let dir = fresh_dir("wal-damage");
    let copy = fresh_dir("wal-damage-copy");
    let memory = Memory::open(&dir).unwrap();
    converse(
        &memory,
        day(0),
        &["I live in Leeds", "I love jazz", "I'm vegan"],
    );
    assert!(memory.user(&jordan()).unwrap().verify().unwrap().is_ok());
    // While memoir runs its newest commits live in the write-ahead log; a
    // copy taken now is what a power cut would leave on disk.
    copy_dir(&dir, &copy);
    drop(memory);
    let wal = copy.join(format!("{DB_FILE}-wal"));
    let mut bytes = std::fs::read(&wal).unwrap();
    assert!(bytes.len() > 4096, "the commits are still in the log");
    // One byte of the last frame damaged: SQLite's recovery stops at the
    // first frame whose checksum fails and drops that commit silently.
    let at = bytes.len() - 100;
    bytes[at] ^= 0xff;
    std::fs::write(&wal, bytes).unwrap();

    let memory = Memory::open(&copy).unwrap();
    let report = memory.user(&jordan()).unwrap().verify().unwrap();
    assert!(!report.is_ok(), "{report:?}");
    assert!(
        report
            .problems
            .iter()
            .any(|p| p.contains("write-ahead log")),
        "{report:?}"
    );
}

#[test]
fn a_database_from_a_newer_memoir_is_refused_not_guessed_at() {
    let dir = fresh_dir("newer");
    drop(SqliteStore::open(&dir).unwrap());
    let conn = Connection::open(dir.join(DB_FILE)).unwrap();
    conn.execute("INSERT INTO schema_version (version) VALUES (99)", [])
        .unwrap();
    drop(conn);
    let err = SqliteStore::open(&dir).err().expect("refused");
    assert!(err.to_string().contains("schema version 99"), "{err}");
}

#[test]
fn a_file_that_is_not_a_database_gets_a_clear_error() {
    let dir = fresh_dir("garbage");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join(DB_FILE),
        b"this is not sqlite at all, just some bytes........",
    )
    .unwrap();
    let err = SqliteStore::open(&dir).err().expect("refused");
    assert!(err.to_string().contains(DB_FILE), "{err}");
}

#[test]
fn users_in_one_file_stay_apart() {
    let dir = fresh_dir("tenants");
    let store = SqliteStore::open(&dir).unwrap();
    let a = store.user(&UserId::new("a").unwrap()).unwrap();
    let b = store.user(&UserId::new("b").unwrap()).unwrap();
    let memory = Memory::with_store(std::sync::Arc::new(store));
    let ua = memory.user(&UserId::new("a").unwrap()).unwrap();
    let s = ua.new_session().unwrap();
    s.observe_final(FinalTurn::user("I live in Quito", day(0)))
        .unwrap();
    s.finish().unwrap();
    assert_eq!(a.episodes().unwrap().len(), 1);
    assert!(b.episodes().unwrap().is_empty());
    assert!(b.facts().unwrap().is_empty());
    assert!(b.audit().unwrap().is_empty());
}

#[test]
fn many_sessions_of_many_users_at_once_lose_nothing() {
    let dir = fresh_dir("concurrent");
    let memory = Memory::open(&dir).unwrap();
    let threads: Vec<_> = (0..8)
        .map(|t| {
            let memory = memory.clone();
            std::thread::spawn(move || {
                let user = memory
                    .user(&UserId::new(format!("user{}", t % 4)).unwrap())
                    .unwrap();
                for s in 0..3 {
                    let session = user.new_session().unwrap();
                    for i in 0..10 {
                        let text = format!("I love topic{t}x{s}x{i}");
                        session
                            .observe_final(FinalTurn::user(text, day(i)))
                            .unwrap();
                    }
                    session.finish().unwrap();
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    drop(memory);
    let memory = Memory::open(&dir).unwrap();
    for u in 0..4 {
        let user = memory
            .user(&UserId::new(format!("user{u}")).unwrap())
            .unwrap();
        // Two threads per user, 3 sessions of 10 turns each.
        assert_eq!(user.episodes().unwrap().len(), 60);
        assert_eq!(user.facts().len(), 60);
        assert!(user.verify().unwrap().is_ok());
    }
}

#[test]
fn forgetting_a_session_or_a_whole_user_leaves_nothing_of_it() {
    let dir = fresh_dir("forget-all");
    let memory = Memory::open(&dir).unwrap();
    let u = memory.user(&jordan()).unwrap();
    let keep = u.new_session().unwrap();
    keep.observe_final(FinalTurn::user("I love Kestrelmoor", day(0)))
        .unwrap();
    keep.finish().unwrap();
    let drop_me = u.new_session().unwrap();
    drop_me
        .observe_final(FinalTurn::user("I live in Wyvernholt", day(1)))
        .unwrap();
    drop_me.finish().unwrap();

    u.forget(Forget::Session(drop_me.id().clone())).unwrap();
    assert!(!contains(&file_bytes(&dir), "Wyvernholt"));
    assert!(contains(&file_bytes(&dir), "Kestrelmoor"));
    assert!(u.verify().unwrap().is_ok());

    u.forget(Forget::Everything).unwrap();
    assert!(!contains(&file_bytes(&dir), "Kestrelmoor"));
    assert!(u.facts().is_empty());
    assert!(u.episodes().unwrap().is_empty());
    assert!(u.recall(&RecallRequest::new("Kestrelmoor")).is_empty());
}

#[test]
fn reading_unknown_users_writes_nothing_to_disk_and_caches_nothing() {
    let dir = fresh_dir("ghosts");
    let memory = Memory::open(&dir).unwrap();
    converse(&memory, day(0), &["I keep bees on the roof"]);
    // The shared-memory index (-shm) changes with every reader; the
    // database and its log must not.
    let stored = |dir: &Path| {
        ["", "-wal"]
            .map(|suffix| std::fs::read(dir.join(format!("{DB_FILE}{suffix}"))).unwrap_or_default())
    };
    let before = stored(&dir);
    for i in 0..500 {
        let ghost = UserId::new(format!("ghost-{i}")).unwrap();
        assert!(memory
            .recall(&ghost, &RecallRequest::new("bees"))
            .is_empty());
        assert!(memory.known_user(&ghost).unwrap().is_none());
    }
    assert!(
        stored(&dir) == before,
        "reads of unknown users changed the files"
    );
    assert_eq!(memory.users().unwrap(), vec![jordan()]);
    assert!(!memory
        .recall(&jordan(), &RecallRequest::new("bees"))
        .is_empty());
}

#[test]
fn erasing_a_user_removes_the_id_and_every_audit_row() {
    let dir = fresh_dir("erase");
    let memory = Memory::open(&dir).unwrap();
    converse(&memory, day(0), &["I keep bees on the roof"]);
    let report = memory.erase(&jordan()).unwrap();
    assert_eq!(report.episodes.len(), 1);
    assert!(memory.known_user(&jordan()).unwrap().is_none());
    assert!(memory.users().unwrap().is_empty());
    drop(memory);
    let conn = Connection::open(dir.join(DB_FILE)).unwrap();
    for (table, column) in [
        ("users", "id"),
        ("audit", "user"),
        ("episodes", "user"),
        ("facts", "user"),
        ("vectors", "user"),
    ] {
        let n: i64 = conn
            .query_row(
                &format!("SELECT COUNT(*) FROM {table} WHERE {column} = 'jordan'"),
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(n, 0, "{table} still names the erased user");
    }
    drop(conn);
    assert!(!contains(&file_bytes(&dir), "bees on the roof"));
    let reopened = Memory::open(&dir).unwrap();
    assert!(reopened.known_user(&jordan()).unwrap().is_none());
}

#[cfg(unix)]
#[test]
fn the_data_directory_and_its_files_are_readable_by_the_owner_only() {
    use std::os::unix::fs::PermissionsExt;
    let dir = fresh_dir("private").join("nested");
    {
        let memory = Memory::open(&dir).unwrap();
        converse(&memory, day(0), &["I live in Leeds"]);
    }
    let mode = |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode(&dir), 0o700, "{}", dir.display());
    let mut files = 0;
    let mut pending = vec![dir.clone()];
    while let Some(d) = pending.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                assert_eq!(mode(&path), 0o700, "{}", path.display());
                pending.push(path);
            } else {
                assert_eq!(mode(&path), 0o600, "{}", path.display());
                files += 1;
            }
        }
    }
    assert!(files >= 3, "the database, its lock and the chain head");
}

#[test]
fn the_sqlite_store_passes_the_conformance_suite() {
    memoir_store::conformance::run_all(&|| {
        Box::new(SqliteStore::open(&fresh_dir("conformance")).unwrap()) as Box<dyn Store>
    });
}
