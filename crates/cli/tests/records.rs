//! `memoir export`, `import` and `verify` on a real data directory.

mod common;

use std::io::Write;
use std::process::Stdio;

use common::{fresh_dir, memoir, run, stderr, stdout};

fn chat(data: &std::path::Path, user: &str, script: &str) {
    common::chat(data, user, &[], script);
}

fn d(p: &std::path::Path) -> &str {
    p.to_str().unwrap()
}

#[test]
fn an_export_imports_back_into_another_memory_losslessly() {
    let (a, b, out, again) = (
        fresh_dir("exp-a"),
        fresh_dir("exp-b"),
        fresh_dir("exp-out"),
        fresh_dir("exp-again"),
    );
    chat(&a, "jordan", "I live in Leeds\nmy sister Rhea is vegan\n/finish\nI live in Bath now\n/finish\nstill unfinished: I love tea\n");
    assert!(run(&[
        "export",
        "--data",
        d(&a),
        "--user",
        "jordan",
        "--out",
        d(&out)
    ])
    .status
    .success());

    let imported = run(&[
        "import",
        "--data",
        d(&b),
        "--user",
        "jordan",
        "--from",
        d(&out),
    ]);
    assert!(imported.status.success(), "{}", stderr(&imported));
    assert!(run(&[
        "export",
        "--data",
        d(&b),
        "--user",
        "jordan",
        "--out",
        d(&again)
    ])
    .status
    .success());

    // Byte for byte the same files.
    for file in walk(&out) {
        let relative = file.strip_prefix(&out).unwrap();
        let other = std::fs::read(again.join(relative)).unwrap_or_default();
        assert_eq!(
            std::fs::read(&file).unwrap(),
            other,
            "{} differs",
            relative.display()
        );
    }
    assert_eq!(walk(&out).len(), walk(&again).len());
    let facts = std::fs::read_to_string(out.join("facts.md")).unwrap();
    assert!(facts.contains("## The user lives in Bath."));
    assert!(facts.contains("- status: superseded"));
    let verified = run(&["verify", "--data", d(&b), "--user", "jordan"]);
    assert!(verified.status.success(), "{}", stdout(&verified));
}

fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(walk(&path));
        } else {
            out.push(path);
        }
    }
    out.sort();
    out
}

#[test]
fn a_malformed_file_is_named_with_its_line_and_every_other_file_still_imports() {
    let (a, b, out) = (fresh_dir("bad-a"), fresh_dir("bad-b"), fresh_dir("bad-out"));
    chat(
        &a,
        "jordan",
        "I live in Leeds\n/finish\nI love jazz\n/finish\n",
    );
    assert!(run(&[
        "export",
        "--data",
        d(&a),
        "--user",
        "jordan",
        "--out",
        d(&out)
    ])
    .status
    .success());
    // Break one session file.
    let sessions: Vec<_> = walk(&out.join("sessions"));
    let broken = &sessions[0];
    let text = std::fs::read_to_string(broken).unwrap();
    let text = text.replacen("- turn: 1", "- turn: one", 1);
    std::fs::write(broken, &text).unwrap();
    let line = text.lines().position(|l| l == "- turn: one").unwrap() + 1;

    let result = run(&[
        "import",
        "--data",
        d(&b),
        "--user",
        "jordan",
        "--from",
        d(&out),
    ]);
    assert!(!result.status.success());
    let err = stderr(&result);
    let name = broken.file_name().unwrap().to_str().unwrap();
    assert!(err.contains(&format!("sessions/{name}:{line}:")), "{err}");
    assert!(err.contains("`turn`"), "{err}");
    // The facts and the other session were imported.
    let report = stdout(&result);
    assert!(report.contains("1 episodes added"), "{report}");
    assert!(report.contains("2 facts added"), "{report}");
}

#[test]
fn a_byte_edited_in_a_stored_record_is_named_by_verify() {
    let data = fresh_dir("tamper");
    chat(&data, "jordan", "I'm vegan\nI live in Leeds\n/finish\n");
    assert!(run(&["verify", "--data", d(&data), "--user", "jordan"])
        .status
        .success());

    let conn = rusqlite::Connection::open(data.join("memoir.db")).unwrap();
    let (id, record): (String, String) = conn
        .query_row(
            "SELECT id, record FROM facts WHERE record LIKE '%vegan%'",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    let tampered = record.replacen("vegan", "vegen", 1);
    assert_eq!(tampered.len(), record.len());
    conn.execute(
        "UPDATE facts SET record = ?1 WHERE id = ?2",
        [&tampered, &id],
    )
    .unwrap();
    drop(conn);

    let result = run(&["verify", "--data", d(&data), "--user", "jordan"]);
    assert!(!result.status.success());
    let report = stdout(&result);
    assert!(
        report.contains(&format!(
            "problem: fact {id}: the stored record does not match audit entry"
        )),
        "{report}"
    );
}

#[test]
fn an_edited_audit_entry_is_named_as_the_first_broken_one() {
    let data = fresh_dir("tamper-log");
    chat(&data, "jordan", "I'm vegan\nI live in Leeds\n/finish\n");
    let conn = rusqlite::Connection::open(data.join("memoir.db")).unwrap();
    conn.execute(
        "UPDATE audit SET entry = replace(entry, 'newly said', 'newly sAid') WHERE seq = 4",
        [],
    )
    .unwrap();
    drop(conn);
    let result = run(&["verify", "--data", d(&data), "--user", "jordan", "--json"]);
    assert!(!result.status.success());
    let report: serde_json::Value = serde_json::from_str(stdout(&result).trim()).unwrap();
    assert_eq!(report["first_broken_entry"], 4, "{report}");
}

#[test]
fn a_second_process_on_the_same_directory_is_refused_clearly() {
    let data = fresh_dir("two-procs");
    let mut first = memoir()
        .args(["chat", "--user", "u", "--data", d(&data)])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    // Wait until the first has opened the store.
    let mut stdin = first.stdin.take().unwrap();
    let mut line = String::new();
    let mut reader = std::io::BufReader::new(first.stdout.take().unwrap());
    std::io::BufRead::read_line(&mut reader, &mut line).unwrap();
    let second = run(&["verify", "--data", d(&data), "--user", "u"]);
    assert!(!second.status.success());
    assert!(
        stderr(&second).contains("in use by another memoir process"),
        "{}",
        stderr(&second)
    );
    writeln!(stdin, "/quit").unwrap();
    drop(stdin);
    assert!(first.wait().unwrap().success());
}

#[test]
fn verify_and_export_never_create_a_store_and_refuse_a_lost_one() {
    let missing = fresh_dir("no-such-store");
    for args in [
        vec!["verify", "--data", d(&missing), "--user", "jordan"],
        vec![
            "export",
            "--data",
            d(&missing),
            "--user",
            "jordan",
            "--out",
            "/tmp/x",
        ],
    ] {
        let out = run(&args);
        assert!(!out.status.success(), "{args:?} succeeded on no store");
        assert!(stderr(&out).contains("no memoir store"), "{}", stderr(&out));
        assert!(!missing.exists(), "{args:?} created {}", missing.display());
    }
    // A database truncated to nothing is a lost memory, not an empty one.
    let data = fresh_dir("truncated");
    chat(&data, "jordan", "I live in Leeds\n");
    std::fs::write(data.join("memoir.db"), b"").unwrap();
    let _ = std::fs::remove_file(data.join("memoir.db-wal"));
    let out = run(&["verify", "--data", d(&data), "--user", "jordan"]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("is empty"), "{}", stderr(&out));
}
