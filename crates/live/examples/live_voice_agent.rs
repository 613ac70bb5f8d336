//! A Gemini Live agent with memoir as its long-term memory.
//!
//! ```sh
//! GEMINI_API_KEY=… cargo run -p memoir-live --example live_voice_agent -- --data .memoir --user jordan
//! ```
//!
//! Type a line to speak it; end with Ctrl-D. The session runs in text mode so
//! it works from a terminal; for voice, set audio modalities on the
//! `SessionConfig` and stream microphone frames with `LiveHandle::send_audio`
//! — memoir's wiring is the same, since it rides the runtime's transcripts.
//!
//! Without `GEMINI_API_KEY` the example says so and exits: CI builds it but
//! never calls the service.

use std::io::BufRead;
use std::path::PathBuf;

use gemini_adk_rs::live::{EventCallbacks, LiveEvent, LiveSessionBuilder};
use gemini_adk_rs::tool::ToolDispatcher;
use gemini_genai_rs::prelude::SessionConfig;
use memoir_core::UserId;
use memoir_engine::Memory;
use memoir_live::{MemoirLive, MemorySlot};

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut data = PathBuf::from(".memoir");
    let mut user = String::from("demo");
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--data" => data = args.next().ok_or("--data needs a directory")?.into(),
            "--user" => user = args.next().ok_or("--user needs a name")?,
            other => return Err(format!("unknown argument {other:?}").into()),
        }
    }
    let Ok(api_key) = std::env::var("GEMINI_API_KEY") else {
        eprintln!("set GEMINI_API_KEY to talk to Gemini Live; nothing to do without it");
        return Ok(());
    };

    // The session's Gemini key also lets a model read each turn for memory
    // and settle changes at finish (1.5 s deadline; the rules stand after
    // it). MEMOIR_LLM_MODEL=none keeps extraction to the rules.
    let extraction_model =
        std::env::var("MEMOIR_LLM_MODEL").unwrap_or_else(|_| "gemini-2.0-flash".into());
    let mut builder = Memory::builder().sqlite(&data)?;
    if extraction_model != "none" {
        let llm = memoir_llm::LlmConfig::gemini(&api_key, &extraction_model);
        builder = builder
            .extractor(std::sync::Arc::new(memoir_llm::LlmExtractor::new(
                llm.clone(),
            )?))
            .consolidator(std::sync::Arc::new(memoir_llm::LlmConsolidator::new(llm)?));
    }
    let memory = builder.build();
    let user = memory.user(&UserId::new(&user)?)?;
    let memoir = MemoirLive::new(user.new_session()?)?.slots([
        MemorySlot::new("diet", "user:diet"),
        MemorySlot::new("lives_in", "user:city"),
    ]);

    let config = SessionConfig::new(api_key).text_only().system_instruction(
        "You are a warm, concise assistant with long-term memory of this user.",
    );
    let builder = memoir.wire(
        LiveSessionBuilder::new(config),
        ToolDispatcher::new(),
        EventCallbacks::default(),
    );
    let handle = builder.connect().await?;

    let mut events = handle.events();
    tokio::spawn(async move {
        while let Ok(event) = events.recv().await {
            match event {
                LiveEvent::TextComplete(text) => println!("assistant: {text}"),
                LiveEvent::ToolExecution { name, .. } => eprintln!("  [memory: {name}]"),
                _ => {}
            }
        }
    });

    let (lines_tx, mut lines) = tokio::sync::mpsc::channel::<String>(8);
    std::thread::spawn(move || {
        for line in std::io::stdin().lock().lines().map_while(Result::ok) {
            if lines_tx.blocking_send(line).is_err() {
                break;
            }
        }
    });
    while let Some(line) = lines.recv().await {
        if !line.trim().is_empty() {
            handle.send_text(line).await?;
        }
    }

    handle.disconnect().await?;
    let report = memoir.finish().await?;
    eprintln!(
        "memory: {} created, {} reinforced, {} superseded",
        report.created, report.reinforced, report.superseded
    );
    Ok(())
}
