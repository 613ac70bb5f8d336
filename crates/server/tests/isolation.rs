//! Tenants are kept apart: randomised requests with guessed and swapped ids
//! never return, change or reveal another tenant's data.

// Two tenants, indexed in parallel arrays.
#![allow(clippy::needless_range_loop)]

mod common;

use std::sync::OnceLock;

use common::{Client, TestServer};
use memoir_server::Limits;
use proptest::prelude::*;
use serde_json::{json, Value};

/// What each tenant's data is marked with: words that appear in its turns
/// and facts and nowhere in the other tenant's.
const MARKS: [&str; 2] = ["aquaville", "basaltbury"];
const SHARED_USERS: [&str; 3] = ["u0", "u1", "u2"];
const OWN_USERS: [&str; 2] = ["only-alpha", "only-beta"];

struct World {
    runtime: tokio::runtime::Runtime,
    _server: TestServer,
    clients: [Client; 2],
    /// Per tenant: fact ids, episode ids, session ids.
    facts: [Vec<String>; 2],
    episodes: [Vec<String>; 2],
    sessions: [Vec<String>; 2],
}

fn world() -> &'static World {
    static WORLD: OnceLock<World> = OnceLock::new();
    WORLD.get_or_init(|| {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap();
        let (server, clients, facts, episodes, sessions) = runtime.block_on(async {
            let server = TestServer::start(Limits {
                requests_per_second: 1e6,
                burst: 1e6,
                ..Limits::default()
            })
            .await;
            let clients = [
                Client::new(&server, &server.key("alpha")),
                Client::new(&server, &server.key("beta")),
            ];
            let mut facts = [Vec::new(), Vec::new()];
            let mut episodes = [Vec::new(), Vec::new()];
            let mut sessions = [Vec::new(), Vec::new()];
            for t in 0..2 {
                let c = &clients[t];
                let mark = MARKS[t];
                let users = SHARED_USERS.iter().chain([&OWN_USERS[t]]);
                for (k, user) in users.enumerate() {
                    let sid = format!("{mark}-s{k}");
                    let turns = format!("/v1/users/{user}/sessions/{sid}/turns");
                    let e = c
                        .ok(&turns, json!({ "speaker": "user", "text": format!("I live in {mark}{k} and I work at {mark} labs") }))
                        .await;
                    episodes[t].push(e["episode"].as_str().unwrap().to_string());
                    c.ok(&format!("/v1/users/{user}/sessions/{sid}/finish"), json!({})).await;
                    sessions[t].push(sid);
                    let (_, f) = c.get(&format!("/v1/users/{user}/facts")).await;
                    for fact in f["facts"].as_array().unwrap() {
                        facts[t].push(fact["id"].as_str().unwrap().to_string());
                    }
                }
            }
            (server, clients, facts, episodes, sessions)
        });
        World {
            runtime,
            _server: server,
            clients,
            facts,
            episodes,
            sessions,
        }
    })
}

#[derive(Debug, Clone)]
enum Probe {
    ListUsers,
    ListFacts(usize),
    GetFact(usize, usize),
    ForgetFact(usize, usize),
    Recall(usize),
    SessionRecall(usize, usize),
    Episodes(usize, usize),
    Export(usize),
    Map(usize),
    ToolRecall(usize, usize),
    ForgetMatching(usize),
    ForgetEpisode(usize, usize),
    ForgetSession(usize, usize),
    Correct(usize, usize),
}

fn probe() -> impl Strategy<Value = Probe> {
    let user = 0..5usize;
    let pick = 0..64usize;
    prop_oneof![
        Just(Probe::ListUsers),
        user.clone().prop_map(Probe::ListFacts),
        (user.clone(), pick.clone()).prop_map(|(u, i)| Probe::GetFact(u, i)),
        (user.clone(), pick.clone()).prop_map(|(u, i)| Probe::ForgetFact(u, i)),
        user.clone().prop_map(Probe::Recall),
        (user.clone(), pick.clone()).prop_map(|(u, i)| Probe::SessionRecall(u, i)),
        (user.clone(), pick.clone()).prop_map(|(u, i)| Probe::Episodes(u, i)),
        user.clone().prop_map(Probe::Export),
        user.clone().prop_map(Probe::Map),
        (user.clone(), pick.clone()).prop_map(|(u, i)| Probe::ToolRecall(u, i)),
        user.clone().prop_map(Probe::ForgetMatching),
        (user.clone(), pick.clone()).prop_map(|(u, i)| Probe::ForgetEpisode(u, i)),
        (user.clone(), pick.clone()).prop_map(|(u, i)| Probe::ForgetSession(u, i)),
        (user, pick).prop_map(|(u, i)| Probe::Correct(u, i)),
    ]
}

/// Every user id either tenant uses, so ids are swapped across tenants.
fn user(i: usize) -> &'static str {
    [
        SHARED_USERS[0],
        SHARED_USERS[1],
        SHARED_USERS[2],
        OWN_USERS[0],
        OWN_USERS[1],
    ][i]
}

fn pick(ids: &[String], i: usize) -> &str {
    &ids[i % ids.len()]
}

/// Run `probe` as tenant `me`, using the *other* tenant's ids and words.
async fn run(w: &World, me: usize, probe: &Probe) -> (u16, Value) {
    let c = &w.clients[me];
    let other = 1 - me;
    let mark = MARKS[other];
    match probe {
        Probe::ListUsers => c.get("/v1/users").await,
        Probe::ListFacts(u) => {
            c.get(&format!("/v1/users/{}/facts?status=all", user(*u)))
                .await
        }
        Probe::GetFact(u, i) => {
            let r = c
                .get(&format!(
                    "/v1/users/{}/facts/{}",
                    user(*u),
                    pick(&w.facts[other], *i)
                ))
                .await;
            assert_eq!(
                r.0, 404,
                "another tenant's fact id must look like no fact: {r:?}"
            );
            r
        }
        Probe::ForgetFact(u, i) => {
            let r = c
                .delete(&format!(
                    "/v1/users/{}/facts/{}",
                    user(*u),
                    pick(&w.facts[other], *i)
                ))
                .await;
            assert_eq!(r.0, 404, "{r:?}");
            r
        }
        Probe::Recall(u) => {
            c.post(
                &format!("/v1/users/{}/recall", user(*u)),
                json!({ "query": format!("where do I live, {mark} labs?") }),
            )
            .await
        }
        Probe::SessionRecall(u, i) => {
            c.post(
                &format!(
                    "/v1/users/{}/sessions/{}/recall",
                    user(*u),
                    pick(&w.sessions[other], *i)
                ),
                json!({ "query": format!("{mark} where do I work") }),
            )
            .await
        }
        Probe::Episodes(u, i) => {
            c.get(&format!(
                "/v1/users/{}/episodes?session={}",
                user(*u),
                pick(&w.sessions[other], *i)
            ))
            .await
        }
        Probe::Export(u) => c.get(&format!("/v1/users/{}/export", user(*u))).await,
        Probe::Map(u) => c.get(&format!("/v1/users/{}/map", user(*u))).await,
        Probe::ToolRecall(u, i) => {
            c.post(
                &format!(
                    "/v1/users/{}/sessions/{}/tools/recall_context",
                    user(*u),
                    pick(&w.sessions[other], *i)
                ),
                json!({ "query": format!("what about {mark}?") }),
            )
            .await
        }
        Probe::ForgetMatching(u) => {
            c.post(
                &format!("/v1/users/{}/forget", user(*u)),
                json!({ "matching": mark }),
            )
            .await
        }
        Probe::ForgetEpisode(u, i) => {
            c.post(
                &format!("/v1/users/{}/forget", user(*u)),
                json!({ "episode": pick(&w.episodes[other], *i) }),
            )
            .await
        }
        Probe::ForgetSession(u, i) => {
            c.post(
                &format!("/v1/users/{}/forget", user(*u)),
                json!({ "session": pick(&w.sessions[other], *i) }),
            )
            .await
        }
        Probe::Correct(u, i) => {
            let r = c
                .post(
                    &format!(
                        "/v1/users/{}/facts/{}/correct",
                        user(*u),
                        pick(&w.facts[other], *i)
                    ),
                    json!({ "text": "I live in Nowhere" }),
                )
                .await;
            assert_eq!(r.0, 404, "{r:?}");
            r
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn no_request_with_guessed_or_swapped_ids_reaches_another_tenant(
        probes in proptest::collection::vec((0..2usize, probe()), 1..8)
    ) {
        let w = world();
        w.runtime.block_on(async {
            for (me, p) in &probes {
                let (status, body) = run(w, *me, p).await;
                let text = body.to_string().to_lowercase();
                let other = 1 - me;
                // The other tenant's words may appear only where the caller
                // sent them itself: echoed in an error. Nothing it stored
                // may come back: its users, facts, turns, or their ids.
                if status < 400 {
                    prop_assert!(!text.contains(&format!("{}0", MARKS[other])), "{p:?} leaked: {text}");
                    prop_assert!(!text.contains(&format!("{} labs", MARKS[other])), "{p:?} leaked: {text}");
                    if matches!(p, Probe::ListUsers) {
                        prop_assert!(!text.contains(OWN_USERS[other]), "{p:?} leaked a user: {text}");
                    }
                    for id in w.facts[other].iter().chain(&w.episodes[other]) {
                        prop_assert!(!text.contains(id.as_str()), "{p:?} leaked id {id}: {text}");
                    }
                }
            }
            // The other tenants' data is all still there.
            for t in 0..2 {
                let c = &w.clients[t];
                let mut found = 0;
                for u in SHARED_USERS.iter().chain([&OWN_USERS[t]]) {
                    let (_, f) = c.get(&format!("/v1/users/{u}/facts?status=all")).await;
                    found += f["facts"].as_array().unwrap().iter()
                        .filter(|f| w.facts[t].contains(&f["id"].as_str().unwrap().to_string()))
                        .count();
                }
                prop_assert_eq!(found, w.facts[t].len(), "tenant {} lost facts", t);
            }
            Ok(())
        })?;
    }
}
