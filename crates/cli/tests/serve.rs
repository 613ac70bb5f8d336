//! `memoir serve` refuses a data directory another server is using.

use std::io::{BufRead, BufReader};
use std::process::Stdio;

mod common;

#[test]
fn a_second_server_on_the_same_data_directory_refuses_to_start() {
    let data = common::fresh_dir("serve-twice");
    let mut first = common::memoir()
        .args(["serve", "--listen", "127.0.0.1:0", "--data"])
        .arg(&data)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Wait until the first says where it listens: it holds the lock then.
    let mut lines = BufReader::new(first.stderr.take().unwrap()).lines();
    assert!(lines
        .by_ref()
        .map_while(Result::ok)
        .any(|l| l.contains("memoir listening on")));
    let second = common::memoir()
        .args(["serve", "--listen", "127.0.0.1:0", "--data"])
        .arg(&data)
        .output()
        .unwrap();
    let _ = first.kill();
    let _ = first.wait();
    assert!(!second.status.success());
    let said = common::stderr(&second);
    assert!(
        said.contains("another memoir serve is already using"),
        "{said}"
    );
}
