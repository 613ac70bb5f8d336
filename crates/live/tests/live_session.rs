//! memoir inside a real gemini-adk-rs live session, driven offline through
//! the runtime's own replay facility: scripted server frames go through the
//! real three-lane processor (transcripts, turn boundaries, extractors,
//! state promotion, phase machine, tool dispatch), with no network.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use chrono::Utc;
use gemini_adk_rs::live::phase::{Phase, PhaseMachine, Transition};
use gemini_adk_rs::live::replay::{collect_events_until_idle, replay_session, ReplaySession};
use gemini_adk_rs::live::{EventCallbacks, LiveEvent, LiveSessionBuilder};
use gemini_adk_rs::state::State;
use gemini_adk_rs::tool::ToolDispatcher;
use gemini_genai_rs::prelude::SessionConfig;
use gemini_genai_rs::transport::{WireDirection, WireEntry};
use memoir_core::{Proposal, UserId};
use memoir_engine::{Extractor, FinalTurn, Memory, RuleExtractor, TurnInput, UserMemory};
use memoir_live::{MemoirLive, MemorySlot};
use serde_json::Value;

/// Inbound frames as the Live API would send them, 10 ms apart.
fn script(frames: &[String]) -> Vec<WireEntry> {
    std::iter::once(r#"{"setupComplete":{}}"#.to_string())
        .chain(frames.iter().cloned())
        .enumerate()
        .map(|(i, payload)| WireEntry {
            seq: i as u64 + 1,
            dir: WireDirection::Inbound,
            ts_ms: 1_780_000_000_000 + 10 * i as u64,
            payload: payload.into_bytes(),
        })
        .collect()
}

/// One conversational turn: what the user said, what the model answered.
fn turn(user: &str, model: &str) -> Vec<String> {
    vec![
        format!(
            r#"{{"serverContent":{{"inputTranscription":{{"text":{}}}}}}}"#,
            Value::from(user)
        ),
        format!(
            r#"{{"serverContent":{{"outputTranscription":{{"text":{}}}}}}}"#,
            Value::from(model)
        ),
        format!(
            r#"{{"serverContent":{{"modelTurn":{{"parts":[{{"text":{}}}]}},"turnComplete":true}}}}"#,
            Value::from(model)
        ),
    ]
}

fn tool_call(id: &str, name: &str, args: Value) -> String {
    format!(r#"{{"toolCall":{{"functionCalls":[{{"name":"{name}","args":{args},"id":"{id}"}}]}}}}"#)
}

/// memoir wired into a live session with nothing else of the application's.
fn wired(memoir: &MemoirLive) -> LiveSessionBuilder {
    memoir.wire(
        LiveSessionBuilder::new(SessionConfig::new("offline-test")),
        ToolDispatcher::new(),
        EventCallbacks::default(),
    )
}

fn user_with_a_past(memory: &Memory) -> UserMemory {
    let user = memory.user(&UserId::new("jordan").unwrap()).unwrap();
    let past = user.new_session().unwrap();
    past.observe_final(FinalTurn::user("I am pescatarian", Utc::now()))
        .unwrap();
    past.finish().unwrap();
    user
}

async fn start(builder: LiveSessionBuilder, frames: &[String]) -> ReplaySession {
    let config = SessionConfig::new("offline-test");
    replay_session(config, builder, &script(frames))
        .await
        .expect("the replayed session connects")
}

async fn settle(
    replay: &ReplaySession,
    events: &mut tokio::sync::broadcast::Receiver<LiveEvent>,
) -> Vec<LiveEvent> {
    replay.release();
    replay.drained().await;
    collect_events_until_idle(events, Duration::from_millis(300), Duration::from_secs(10)).await
}

/// [`settle`], then keep listening until the tool `name` has answered
/// (10 s at most): a tool call that waits on the turn's ingest may stay
/// silent longer than the idle gap on a loaded machine.
async fn settle_until_answered(
    replay: &ReplaySession,
    events: &mut tokio::sync::broadcast::Receiver<LiveEvent>,
    name: &str,
) -> Vec<LiveEvent> {
    let mut seen = settle(replay, events).await;
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while tool_results(&seen, name).is_empty() && tokio::time::Instant::now() < deadline {
        let left = deadline.saturating_duration_since(tokio::time::Instant::now());
        seen.extend(collect_events_until_idle(events, Duration::from_millis(300), left).await);
    }
    seen
}

fn tool_results<'a>(events: &'a [LiveEvent], name: &str) -> Vec<&'a Value> {
    events
        .iter()
        .filter_map(|e| match e {
            LiveEvent::ToolExecution {
                name: n, result, ..
            } if n == name => Some(result),
            _ => None,
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_remembered_fact_fills_the_slot_a_phase_gates_on() {
    let memory = Memory::in_memory();
    let user = user_with_a_past(&memory);
    let memoir = MemoirLive::new(user.new_session().unwrap())
        .unwrap()
        .slots([MemorySlot::new("diet", "user:diet")]);

    // A phase that may only be entered once the diet is known.
    let mut intake = Phase::new("intake", "Ask what the user eats.");
    intake.transitions.push(Transition {
        target: "menu".into(),
        guard: Arc::new(|_: &State| true),
        description: None,
    });
    let mut menu = Phase::new("menu", "Suggest dishes.");
    menu.requires = vec!["user:diet".into()];
    let mut machine = PhaseMachine::new("intake");
    machine.add_phase(intake);
    machine.add_phase(menu);

    let state = State::new();
    let builder = wired(&memoir).state(state.clone()).phase_machine(machine);
    // The user never restates it: the first turn is about something else.
    let replay = start(
        builder,
        &turn("can you help me plan dinner tonight", "Of course!"),
    )
    .await;
    let mut events = replay.handle().events();
    let events = settle(&replay, &mut events).await;

    assert_eq!(
        state.get::<String>("user:diet").as_deref(),
        Some("pescatarian")
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, LiveEvent::PhaseTransition { to, .. } if to == "menu")),
        "the phase gated on user:diet was entered: {events:#?}"
    );
    replay.disconnect().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_value_the_conversation_set_wins_over_memory() {
    let memory = Memory::in_memory();
    let user = user_with_a_past(&memory);
    let memoir = MemoirLive::new(user.new_session().unwrap())
        .unwrap()
        .slots([MemorySlot::new("diet", "user:diet")]);
    let state = State::new();
    state.set("user:diet", "vegan").unwrap();
    let builder = wired(&memoir).state(state.clone());
    let replay = start(builder, &turn("let's plan dinner for tonight", "Sure.")).await;
    let mut events = replay.handle().events();
    settle(&replay, &mut events).await;
    assert_eq!(state.get::<String>("user:diet").as_deref(), Some("vegan"));
    replay.disconnect().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_next_turns_snapshot_is_prepared_before_the_tool_call_asks_for_it() {
    let memory = Memory::in_memory();
    let user = memory.user(&UserId::new("jordan").unwrap()).unwrap();
    // What is pinned is the order (store, prepare, then dispatch), not the
    // speed: a budget far above the default keeps a loaded machine (a
    // parallel build, CI's two cores) from turning it into a race.
    let memoir = MemoirLive::new(user.new_session().unwrap())
        .unwrap()
        .ingest_wait(Duration::from_secs(10));
    let session = memoir.session().clone();
    let builder = wired(&memoir);
    let mut frames = turn("my sister Ana lives in Lisbon", "Lovely city.");
    frames.push(tool_call(
        "c1",
        "recall_context",
        serde_json::json!({ "query": "where does Ana live" }),
    ));
    let replay = start(builder, &frames).await;
    let mut events = replay.handle().events();
    let events = settle_until_answered(&replay, &mut events, "recall_context").await;

    let results = tool_results(&events, "recall_context");
    assert_eq!(results.len(), 1, "{events:#?}");
    assert!(results[0].to_string().contains("Lisbon"), "{}", results[0]);
    // It was served from the snapshot prepared at the turn boundary, for the
    // turn the tool call came in.
    let snapshot = session.snapshot().expect("a snapshot was prepared");
    assert_eq!(snapshot.turn, session.turn());
    assert!(
        snapshot.was_served(),
        "the tool call was answered from the prepared snapshot"
    );
    replay.disconnect().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn back_channel_turns_cost_nothing() {
    let memory = Memory::in_memory();
    let user = memory.user(&UserId::new("jordan").unwrap()).unwrap();
    let memoir = MemoirLive::new(user.new_session().unwrap()).unwrap();
    let session = memoir.session().clone();
    let builder = wired(&memoir);
    let mut frames = Vec::new();
    for filler in ["ok", "mm hmm", "yeah, got it"] {
        frames.extend(turn(filler, "Go on."));
    }
    let replay = start(builder, &frames).await;
    let mut events = replay.handle().events();
    let events = settle(&replay, &mut events).await;
    assert_eq!(session.turn(), 0, "nothing was stored");
    assert!(user.episodes().unwrap().is_empty());
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, LiveEvent::Extraction { name, .. } if name == "memory")),
        "the extractor never ran: {events:#?}"
    );
    replay.disconnect().await.unwrap();
}

/// An engine extractor that holds the turn until the test lets it go: a
/// stand-in for a slow model.
struct HeldExtractor {
    release: parking::Gate,
    still_running: AtomicBool,
}

impl Extractor for HeldExtractor {
    fn extract(&self, turn: &TurnInput<'_>) -> Vec<Proposal> {
        self.still_running.store(true, Ordering::SeqCst);
        self.release.wait(Duration::from_secs(10));
        self.still_running.store(false, Ordering::SeqCst);
        RuleExtractor.extract(turn)
    }

    fn name(&self) -> &'static str {
        "held"
    }
}

/// A one-shot gate, opened by the test.
mod parking {
    use std::sync::{Condvar, Mutex};
    use std::time::Duration;

    #[derive(Default)]
    pub struct Gate {
        open: Mutex<bool>,
        cv: Condvar,
    }

    impl Gate {
        pub fn open(&self) {
            *self.open.lock().unwrap() = true;
            self.cv.notify_all();
        }

        pub fn wait(&self, limit: Duration) {
            let open = self.open.lock().unwrap();
            let _ = self.cv.wait_timeout_while(open, limit, |o| !*o).unwrap();
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tool_call_is_answered_while_a_slow_extractor_is_still_running() {
    let extractor = Arc::new(HeldExtractor {
        release: parking::Gate::default(),
        still_running: AtomicBool::new(false),
    });
    let memory = Memory::builder().extractor(extractor.clone()).build();
    let user = memory.user(&UserId::new("jordan").unwrap()).unwrap();
    let memoir = MemoirLive::new(user.new_session().unwrap()).unwrap();
    let builder = wired(&memoir);
    let mut frames = turn("I moved to Porto last month", "Exciting!");
    frames.push(tool_call(
        "c1",
        "recall_context",
        serde_json::json!({ "query": "where did the user move" }),
    ));
    let replay = start(builder, &frames).await;
    let mut events = replay.handle().events();
    replay.release();
    // Wait for the tool's answer; the extractor is held for up to 10 s.
    let answered = tokio::time::timeout(Duration::from_secs(5), async {
        loop {
            if let Ok(LiveEvent::ToolExecution { name, result, .. }) = events.recv().await {
                if name == "recall_context" {
                    return result;
                }
            }
        }
    })
    .await
    .expect("the tool call was answered without waiting for the extractor");
    assert!(
        extractor.still_running.load(Ordering::SeqCst),
        "the extractor was still running"
    );
    // The turn was stored before extraction began, so recall already finds it.
    assert!(answered.to_string().contains("Porto"), "{answered}");
    extractor.release.open();
    // And the turn's facts land once the extractor is done.
    let report = memoir.finish().await.unwrap();
    assert!(report.created >= 1, "{report:?}");
    replay.disconnect().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_memory_map_goes_into_the_instruction_and_the_session_is_finished_on_teardown() {
    let memory = Memory::in_memory();
    let user = user_with_a_past(&memory);
    let memoir = MemoirLive::new(user.new_session().unwrap()).unwrap();
    let callbacks = memoir.callbacks(EventCallbacks::default());
    let amended = (callbacks.instruction_amendment.as_ref().unwrap())(&State::new()).unwrap();
    assert!(amended.contains("diet"), "{amended}");
    assert!(amended.contains("recall_context"), "{amended}");

    let config = SessionConfig::new("offline-test").system_instruction("Be brief and kind.");
    let builder = memoir.wire(
        LiveSessionBuilder::new(config.clone()),
        ToolDispatcher::new(),
        EventCallbacks::default(),
    );
    let replay = replay_session(
        config,
        builder,
        &script(&turn("I started a new job at Helix", "Congratulations!")),
    )
    .await
    .unwrap();
    let mut events = replay.handle().events();
    settle(&replay, &mut events).await;
    // The runtime sent the instruction with the memory map appended.
    let sent: Vec<String> = replay
        .outbound_frames()
        .iter()
        .map(|f| String::from_utf8_lossy(f).into_owned())
        .collect();
    assert!(
        sent.iter()
            .any(|f| f.contains("Be brief and kind.")
                && f.contains("What memory holds about the user")),
        "{sent:#?}"
    );
    replay.disconnect().await.unwrap();
    // Teardown ran the finish: the session's fact is durable.
    let mut finished = false;
    for _ in 0..50 {
        if user.facts().iter().any(|f| f.statement.contains("Helix")) {
            finished = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(finished, "{:?}", user.facts());
}
