//! The web inspector in a real browser: `memoir inspect` on a seeded store,
//! headless Chromium driven over WebDriver (Debian's `chromium` and
//! `chromium-driver`, which `.ci/run` installs). Without them the test says
//! SKIPPED, unless `MEMOIR_REQUIRE_BROWSER=1` (CI), when it fails.
//!
//! With `MEMOIR_SCREENSHOTS=<dir>` it also saves the screenshots that
//! docs/inspector.md shows.

mod common;

use std::ffi::OsStr;
use std::io::Write;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{json, Value};

/// Two sessions: a job, a home, a taste; then a move.
const SEED: &str = "\
I'm a pharmacist at the Boots on Market Street, long day
assistant: That sounds exhausting.
I live in Leeds, so it's probably raining
I love jazz, mostly Coltrane
/finish
we finally moved, I live in Bristol now
/finish
/quit
";

const WAIT: Duration = Duration::from_secs(15);

/// A program on PATH, or `None`.
fn on_path(name: &str) -> Option<PathBuf> {
    std::env::var_os("PATH")?
        .to_str()?
        .split(':')
        .map(|dir| Path::new(dir).join(name))
        .find(|p| p.is_file())
}

/// chromedriver and the Chromium it drives, or `None` after saying SKIPPED.
fn browser(test: &str) -> Option<(PathBuf, PathBuf)> {
    let driver = on_path("chromedriver");
    let chromium = on_path("chromium").or_else(|| on_path("chromium-browser"));
    match (driver, chromium) {
        (Some(d), Some(c)) => Some((d, c)),
        _ => {
            assert!(
                std::env::var("MEMOIR_REQUIRE_BROWSER").as_deref() != Ok("1"),
                "{test}: MEMOIR_REQUIRE_BROWSER=1 but chromium or chromedriver is not on PATH"
            );
            let _ = writeln!(
                std::io::stderr(),
                "SKIPPED {test}: no chromium and chromedriver on PATH (apt-get install chromium chromium-driver)"
            );
            None
        }
    }
}

/// A child process killed when the test ends, however it ends.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// `memoir inspect` on `data`; `.addr` is where it serves.
fn inspect(data: &Path) -> common::Announced {
    let args = ["inspect", "--listen", "127.0.0.1:0", "--data"].map(OsStr::new);
    common::Announced::spawn(
        &[&args[..], &[data.as_os_str()]].concat(),
        "memoir inspector on http://",
        "inspect",
    )
}

/// `memoir serve` on `data`; `.addr` is where it serves.
fn serve(data: &Path) -> common::Announced {
    let args = ["serve", "--listen", "127.0.0.1:0", "--data"].map(OsStr::new);
    common::Announced::spawn(
        &[&args[..], &[data.as_os_str()]].concat(),
        "memoir listening on http://",
        "serve",
    )
}

/// chromedriver on a free loopback port, once it accepts connections.
fn chromedriver(driver: &Path) -> (Running, u16) {
    let port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let child = Command::new(driver)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver runs");
    let started = Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(started.elapsed() < WAIT, "chromedriver did not start");
        std::thread::sleep(Duration::from_millis(50));
    }
    (Running(child), port)
}

async fn open_browser(port: u16, chromium: &Path) -> Client {
    let mut capabilities = serde_json::Map::new();
    capabilities.insert(
        "goog:chromeOptions".into(),
        json!({
            "binary": chromium,
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", "--window-size=1200,1000"]
        }),
    );
    ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(capabilities)
        .connect(&format!("http://127.0.0.1:{port}"))
        .await
        .expect("a WebDriver session")
}

/// The text of the first element `css` finds, once there is one.
async fn text_of(browser: &Client, css: &str) -> String {
    text_when(browser, css, |text| !text.is_empty()).await
}

/// The text of the first element matching `css` once it satisfies `holds`
/// (a tab's panel can be in the page before it is shown, and a hidden
/// element's text reads empty); after `WAIT`, whatever it shows then.
async fn text_when(browser: &Client, css: &str, holds: impl Fn(&str) -> bool) -> String {
    let started = Instant::now();
    loop {
        // The page may draw the element again between finding it and
        // reading it (it refreshes as facts change): then look again.
        match element(browser, css).await.text().await {
            Ok(text) if holds(&text) || started.elapsed() >= WAIT => return text,
            Ok(_) => {}
            Err(e) => assert!(started.elapsed() < WAIT, "cannot read {css}: {e}"),
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Wait until the page's text satisfies `holds`.
async fn until_page(browser: &Client, what: &str, holds: impl Fn(&str) -> bool) {
    let body = text_when(browser, "main", &holds).await;
    assert!(
        holds(&body),
        "the page never showed {what}; it shows:\n{body}"
    );
}

/// The first element matching `css`, once it is on the page.
async fn element(browser: &Client, css: &str) -> fantoccini::elements::Element {
    browser
        .wait()
        .at_most(WAIT)
        .for_element(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("no {css} on the page: {e}"))
}

async fn click(browser: &Client, css: &str) {
    element(browser, css)
        .await
        .click()
        .await
        .unwrap_or_else(|e| panic!("cannot click {css}: {e}"));
}

/// The id of the fact card whose statement contains `words`.
async fn card_of(browser: &Client, words: &str) -> String {
    let started = Instant::now();
    loop {
        for card in browser
            .find_all(Locator::Css("article.fact"))
            .await
            .expect("cards")
        {
            if card.text().await.unwrap_or_default().contains(words) {
                match card.attr("data-fact-id").await {
                    Ok(id) => return id.expect("every card names its fact"),
                    // The page drew its cards again between the two reads
                    // (it refreshes as facts change): look again.
                    Err(_) => break,
                }
            }
        }
        assert!(started.elapsed() < WAIT, "no fact card says {words:?}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn screenshot(browser: &Client, name: &str) {
    if let Some(dir) = std::env::var_os("MEMOIR_SCREENSHOTS") {
        let png = browser.screenshot().await.expect("a screenshot");
        std::fs::create_dir_all(&dir).expect("the screenshot directory");
        std::fs::write(Path::new(&dir).join(format!("{name}.png")), png).expect("written");
    }
}

/// The user's current facts, read straight from the REST API.
fn current_statements(addr: &str) -> Vec<String> {
    use std::io::Read;
    let mut stream = std::net::TcpStream::connect(addr).expect("the inspector answers");
    write!(
        stream,
        "GET /v1/users/demo/facts HTTP/1.1\r\nHost: memoir\r\nConnection: close\r\n\r\n"
    )
    .expect("request sent");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("answer read");
    let body = answer.split_once("\r\n\r\n").map_or("", |(_, b)| b);
    let facts: Value = serde_json::from_str(body).expect("JSON");
    facts["facts"]
        .as_array()
        .expect("a list")
        .iter()
        .map(|f| f["statement"].as_str().unwrap_or_default().to_string())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_inspector_shows_facts_history_and_reasons_and_forgets_in_a_real_browser() {
    let test = "the_inspector_shows_facts_history_and_reasons_and_forgets_in_a_real_browser";
    let Some((driver, chromium)) = browser(test) else {
        return;
    };
    let data = common::fresh_dir("inspector");
    common::chat(&data, "demo", &[], SEED);
    let inspector = inspect(&data);
    let addr = inspector.addr.clone();
    let (_driver, port) = chromedriver(&driver);
    let browser = open_browser(port, &chromium).await;

    // Facts, grouped by subject and attribute.
    browser
        .goto(&format!("http://{addr}/"))
        .await
        .expect("the page loads");
    text_of(&browser, "body[data-ready='true']").await;
    until_page(&browser, "the current facts", |t| {
        t.contains("The user lives in Bristol.") && t.contains("The user loves jazz")
    })
    .await;
    assert!(!text_of(&browser, "main").await.contains("Leeds"));
    screenshot(&browser, "facts").await;

    // Past facts too, and the history chain of the home: Leeds, replaced.
    click(&browser, "#show-history").await;
    until_page(&browser, "the superseded home", |t| t.contains("Leeds")).await;
    let bristol = card_of(&browser, "lives in Bristol").await;
    click(
        &browser,
        &format!("article[data-fact-id='{bristol}'] button.show-history"),
    )
    .await;
    let chain = text_when(
        &browser,
        &format!("article[data-fact-id='{bristol}'] .chain"),
        |t| t.contains("The user lives in Leeds."),
    )
    .await;
    assert!(
        chain.contains("replaced") && chain.contains("The user lives in Leeds."),
        "the history chain: {chain}"
    );
    click(
        &browser,
        &format!("article[data-fact-id='{bristol}'] button.show-evidence"),
    )
    .await;
    let evidence = text_when(
        &browser,
        &format!("article[data-fact-id='{bristol}'] .evidence"),
        |t| t.contains("we finally moved"),
    )
    .await;
    assert!(
        evidence.contains("we finally moved"),
        "evidence: {evidence}"
    );
    if let Some(dir) = std::env::var_os("MEMOIR_SCREENSHOTS") {
        // The home's attribute group: both versions, the chain, the turn.
        let group = browser
            .find(Locator::XPath(&format!(
                "//article[@data-fact-id='{bristol}']/parent::div"
            )))
            .await
            .expect("the card's group");
        // Element screenshots are clipped to the viewport: bring it in.
        browser
            .execute(
                "arguments[0].scrollIntoView({block: 'start'})",
                vec![serde_json::to_value(&group).expect("an element reference")],
            )
            .await
            .expect("scrolled");
        let png = group.screenshot().await.expect("a screenshot");
        std::fs::write(Path::new(&dir).join("history.png"), png).expect("written");
    }

    // The recall playground: the context and why each item ranked.
    click(&browser, "#tab-recall").await;
    let query = browser
        .find(Locator::Css("#query"))
        .await
        .expect("the query box");
    query
        .send_keys("where does the user live")
        .await
        .expect("typed");
    click(&browser, "#recall-form button[type=submit]").await;
    let first = text_of(&browser, ".reasons.facts > li").await;
    assert!(first.contains("The user lives in Bristol."), "{first}");
    let rendered = text_of(&browser, "#recall pre.rendered").await;
    assert!(rendered.contains("Bristol"), "{rendered}");
    let term_rows = browser
        .find_all(Locator::Css(
            ".reasons.facts > li:first-child table.terms tbody tr",
        ))
        .await
        .expect("rows");
    assert!(
        !term_rows.is_empty(),
        "the first fact's BM25 terms are shown"
    );
    screenshot(&browser, "recall").await;

    // The memory map and the audit chain's verdict.
    click(&browser, "#tab-map").await;
    let audit = text_when(&browser, "#audit-result", |t| t.starts_with("Verified")).await;
    assert!(audit.starts_with("Verified"), "{audit}");

    // Sessions as transcripts, and the latency of what the page asked.
    click(&browser, "#tab-sessions").await;
    let transcript = text_of(&browser, "details.session").await;
    assert!(!transcript.is_empty());
    let sessions = browser
        .find_all(Locator::Css("details.session"))
        .await
        .expect("sessions");
    assert_eq!(sessions.len(), 2, "two sessions were seeded");
    click(&browser, "#tab-latency").await;
    let latency = text_when(&browser, "#latency", |t| {
        t.contains("/v1/users/{user}/facts")
    })
    .await;
    assert!(latency.contains("/v1/users/{user}/facts"), "{latency}");
    screenshot(&browser, "latency").await;

    // Correct through the page: what is true now replaces the fact.
    click(&browser, "#tab-facts").await;
    let job = card_of(&browser, "pharmacist").await;
    click(
        &browser,
        &format!("article[data-fact-id='{job}'] button.correct"),
    )
    .await;
    browser
        .find(Locator::Css("#correct-text"))
        .await
        .expect("the correction box")
        .send_keys("I'm a pharmacist at the hospital now")
        .await
        .expect("typed");
    click(&browser, "#correct-ok").await;
    until_page(&browser, "the corrected job", |t| {
        t.contains("pharmacist at the hospital")
    })
    .await;
    assert!(current_statements(&addr)
        .iter()
        .any(|s| s.contains("pharmacist at the hospital")));

    // Forget through the page: ask, confirm, gone — from the store too.
    let jazz = card_of(&browser, "loves jazz").await;
    click(
        &browser,
        &format!("article[data-fact-id='{jazz}'] button.forget"),
    )
    .await;
    let question = text_of(&browser, "#confirm-text").await;
    assert!(question.contains("jazz"), "{question}");
    screenshot(&browser, "forget").await;
    click(&browser, "#confirm-ok").await;
    until_page(&browser, "the page without the forgotten fact", |t| {
        !t.contains("jazz") && t.contains("Bristol")
    })
    .await;
    let left = current_statements(&addr);
    assert!(left.iter().all(|s| !s.contains("jazz")), "{left:?}");
    assert!(left.iter().any(|s| s.contains("Bristol")), "{left:?}");

    browser.close().await.expect("the browser closes");
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn the_inspector_asks_for_no_key_so_it_refuses_to_listen_beyond_loopback() {
    let data = common::fresh_dir("inspector-any");
    common::chat(&data, "demo", &[], "I live in Leeds\n/finish\n/quit\n");
    let out = common::run(&[
        "inspect",
        "--listen",
        "0.0.0.0:0",
        "--data",
        data.to_str().expect("a UTF-8 path"),
    ]);
    assert!(!out.status.success());
    let said = common::stderr(&out);
    assert!(said.contains("loopback"), "{said}");
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn the_inspector_does_not_make_a_memory_where_there_is_none() {
    let data = common::fresh_dir("inspector-none");
    let out = common::run(&[
        "inspect",
        "--listen",
        "127.0.0.1:0",
        "--data",
        data.to_str().expect("a UTF-8 path"),
    ]);
    assert!(!out.status.success());
    assert!(!data.exists(), "nothing was created");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_a_server_the_page_asks_for_a_key_once_and_shows_that_tenants_memory() {
    let test = "on_a_server_the_page_asks_for_a_key_once_and_shows_that_tenants_memory";
    let Some((driver, chromium)) = browser(test) else {
        return;
    };
    // A tenant's memory, written the way `memoir serve` keeps it.
    let data = common::fresh_dir("inspector-serve");
    common::chat(
        &data.join("tenants").join("acme"),
        "demo",
        &[],
        "I keep bees on the allotment\n/finish\n/quit\n",
    );
    let made = common::run(&[
        "keys",
        "create",
        "--tenant",
        "acme",
        "--data",
        data.to_str().expect("a UTF-8 path"),
    ]);
    assert!(made.status.success(), "{}", common::stderr(&made));
    let key = common::stdout(&made).trim().to_string();
    let server = serve(&data);
    let addr = server.addr.clone();
    let (_driver, port) = chromedriver(&driver);
    let browser = open_browser(port, &chromium).await;

    browser
        .goto(&format!("http://{addr}/ui/"))
        .await
        .expect("the page loads");
    let asked = text_of(&browser, "#status").await;
    assert!(asked.contains("API key"), "{asked}");
    // A wrong key is refused and asked for again.
    let field = browser
        .find(Locator::Css("#key"))
        .await
        .expect("the key field");
    field.send_keys("not-a-key").await.expect("typed");
    click(&browser, "#key-form button[type=submit]").await;
    let refused = text_of(&browser, "#status.error").await;
    assert!(refused.contains("not valid"), "{refused}");
    // The right one shows the tenant's user and facts.
    let field = browser
        .find(Locator::Css("#key"))
        .await
        .expect("the key field again");
    field.clear().await.expect("cleared");
    field.send_keys(&key).await.expect("typed");
    click(&browser, "#key-form button[type=submit]").await;
    until_page(&browser, "the tenant's facts", |t| t.contains("bees")).await;
    // Kept for the tab: a reload does not ask again.
    browser.refresh().await.expect("reloaded");
    until_page(&browser, "the facts after a reload", |t| t.contains("bees")).await;
    browser.close().await.expect("the browser closes");
    let _ = std::fs::remove_dir_all(&data);
}
