//! `memoir keys`: make, list and revoke API keys from the terminal.

mod common;

use common::{fresh_dir, run, stderr, stdout};

#[test]
fn a_key_is_shown_once_listed_without_its_secret_and_revoked_by_id() {
    let data = fresh_dir("keys");
    let d = data.to_str().unwrap();
    let made = run(&[
        "keys", "create", "--data", d, "--tenant", "acme", "--label", "ci",
    ]);
    assert!(made.status.success(), "{}", stderr(&made));
    let secret = stdout(&made).trim().to_string();
    assert!(secret.starts_with("mk_"), "{secret}");

    let listed = stdout(&run(&["keys", "list", "--data", d]));
    assert!(
        listed.contains("acme") && listed.contains("active") && listed.contains("ci"),
        "{listed}"
    );
    assert!(!listed.contains(&secret));
    let id = listed.split('\t').next().unwrap().to_string();

    let revoked = run(&["keys", "revoke", "--data", d, &id]);
    assert!(revoked.status.success(), "{}", stderr(&revoked));
    assert!(stdout(&run(&["keys", "list", "--data", d])).contains("revoked"));

    let unknown = run(&["keys", "revoke", "--data", d, "k-00000000"]);
    assert!(!unknown.status.success());
    assert!(
        stderr(&unknown).contains("no key \"k-00000000\""),
        "{}",
        stderr(&unknown)
    );

    let bad = run(&["keys", "create", "--data", d, "--tenant", "../etc"]);
    assert!(!bad.status.success());
    assert!(
        stderr(&bad).contains("tenant \"../etc\" is not valid"),
        "{}",
        stderr(&bad)
    );
}
