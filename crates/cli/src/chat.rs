//! `memoir chat`: a conversation from standard input, so anyone can watch
//! memory work.
//!
//! A plain line is a final user turn; `assistant: …` an assistant turn.
//! Commands: `/recall QUERY`, `/facts`, `/map`, `/finish`, `/forget QUERY`,
//! `/quit`. With `--json`, every response is one JSON object on one line.

use std::io::{BufRead, Write};
use std::time::Duration;

use anyhow::{Context as _, Result};
use chrono::Utc;
use memoir_core::{SessionId, UserId};
use memoir_engine::{FinalTurn, Forget, RecallRequest, Session, UserMemory};
use serde_json::{json, Value};

use crate::DataArgs;

/// The in-chat commands, for `/help` and `memoir chat --help`.
pub const HELP: &str = "\
Each line read is one of:
  some text             a final user turn
  assistant: some text  an assistant turn
  /recall QUERY         what the model would receive for QUERY
  /facts                every fact with its status
  /map                  the memory map for the system instruction
  /finish               reconcile the session and start a new one
  /forget QUERY         forget what QUERY names, completely
  /help                 this list
  /quit                 stop";

#[derive(clap::Args)]
#[command(after_help = HELP)]
pub struct ChatArgs {
    #[command(flatten)]
    data: DataArgs,
    /// Whose memory.
    #[arg(long)]
    user: String,
    /// The session to open (or resume); a fresh one if absent.
    #[arg(long)]
    session: Option<String>,
    /// One JSON object per response.
    #[arg(long)]
    json: bool,
}

struct Chat<W: Write> {
    user: UserMemory,
    session: Session,
    json: bool,
    out: W,
}

impl<W: Write> Chat<W> {
    fn emit(&mut self, value: Value, text: &str) -> Result<()> {
        if self.json {
            writeln!(self.out, "{}", serde_json::to_string(&value)?)?;
        } else if !text.is_empty() {
            writeln!(self.out, "{text}")?;
        }
        self.out.flush()?;
        Ok(())
    }

    fn turn(&mut self, turn: FinalTurn) -> Result<()> {
        match self.session.observe_final(turn) {
            Ok(report) => {
                // Wait for the next answer's snapshot so that what follows in
                // a script sees it; a live agent would not wait.
                if let Some(ticket) = &report.prepare {
                    ticket.wait(Duration::from_secs(2));
                }
                let proposals = serde_json::to_value(&report.proposals)?;
                let text = format!("(turn {} stored as {})", report.turn, report.episode);
                self.emit(
                    json!({"event": "turn", "turn": report.turn, "episode": report.episode,
                           "proposals": proposals, "forgotten": report.forgotten}),
                    &text,
                )
            }
            Err(e) => self.emit(
                json!({"event": "error", "message": e.to_string()}),
                &format!("error: {e}"),
            ),
        }
    }

    fn line(&mut self, line: &str) -> Result<bool> {
        let line = line.trim();
        if line.is_empty() {
            return Ok(true);
        }
        let (command, rest) = match line.split_once(char::is_whitespace) {
            Some((c, r)) => (c, r.trim()),
            None => (line, ""),
        };
        match command {
            "/quit" | "/exit" => return Ok(false),
            "/help" => self.emit(json!({"event": "help", "text": HELP}), HELP)?,
            "/recall" => {
                let context = self.session.recall(&RecallRequest::new(rest));
                let text = if context.is_empty() {
                    "(nothing found)".to_string()
                } else {
                    context.render()
                };
                self.emit(
                    json!({"event": "recall", "query": rest, "context": context}),
                    text.trim_end(),
                )?;
            }
            "/facts" => {
                let facts = self.user.facts();
                let text: Vec<String> = facts
                    .iter()
                    .map(|f| format!("[{}] {} ({})", status_name(f.status), f.statement, f.id))
                    .collect();
                let listed: Vec<Value> = facts
                    .iter()
                    .map(|f| {
                        json!({"id": f.id, "statement": f.statement, "status": f.status,
                                    "subject": f.subject.key, "attribute": f.predicate})
                    })
                    .collect();
                self.emit(json!({"event": "facts", "facts": listed}), &text.join("\n"))?;
            }
            "/map" => {
                let map = self.user.memory_map();
                let text = map.render(40);
                self.emit(json!({"event": "map", "map": map}), text.trim_end())?;
            }
            "/finish" => {
                match self.session.finish() {
                    Ok(report) => {
                        let text = format!(
                            "(session finished: {} created, {} reinforced, {} superseded, {} retracted, {} expired, {} rejected)",
                            report.created, report.reinforced, report.superseded, report.retracted, report.expired, report.rejected
                        );
                        self.emit(json!({"event": "finish", "report": report}), &text)?;
                    }
                    Err(e) => {
                        return self
                            .emit(
                                json!({"event": "error", "message": e.to_string()}),
                                &format!("error: {e}"),
                            )
                            .map(|_| true)
                    }
                }
                self.session = self.user.new_session()?;
                let text = format!("(new session {})", self.session.id());
                self.emit(
                    json!({"event": "session", "session": self.session.id()}),
                    &text,
                )?;
            }
            "/forget" => {
                let result = self.user.forget(Forget::Matching(rest.to_string()));
                match result {
                    Ok(report) => {
                        let text = format!(
                            "(forgot {} facts and {} turns)",
                            report.facts.len(),
                            report.episodes.len()
                        );
                        self.emit(json!({"event": "forget", "report": report}), &text)?;
                    }
                    Err(e) => self.emit(
                        json!({"event": "error", "message": e.to_string()}),
                        &format!("error: {e}"),
                    )?,
                }
            }
            c if c.starts_with('/') => {
                let message = format!(
                    "unknown command {c}; try /recall, /facts, /map, /finish, /forget, /quit"
                );
                self.emit(json!({"event": "error", "message": message}), &message)?;
            }
            _ => {
                let turn = match line.strip_prefix("assistant:") {
                    Some(text) => FinalTurn::assistant(text.trim(), Utc::now()),
                    None => FinalTurn::user(
                        line.strip_prefix("user:").unwrap_or(line).trim(),
                        Utc::now(),
                    ),
                };
                self.turn(turn)?;
            }
        }
        Ok(true)
    }
}

/// A status as the JSON output spells it.
fn status_name(status: memoir_core::FactStatus) -> String {
    serde_json::to_value(status)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

pub fn run(args: ChatArgs) -> Result<()> {
    let memory = crate::open_memory(&args.data)?;
    let user = memory.user(&UserId::new(&args.user).context("--user")?)?;
    let session = match &args.session {
        Some(id) => user.session(&SessionId::new(id).context("--session")?)?,
        None => user.new_session()?,
    };
    let stdout = std::io::stdout();
    let mut chat = Chat {
        user,
        session,
        json: args.json,
        out: stdout.lock(),
    };
    let text = format!(
        "(memoir chat: user {}, session {}, {} store)",
        args.user,
        chat.session.id(),
        memory.backend()
    );
    chat.emit(
        json!({"event": "session", "session": chat.session.id(), "backend": memory.backend()}),
        &text,
    )?;
    let stdin = std::io::stdin();
    for line in stdin.lock().lines() {
        let line = match line {
            Ok(line) => line,
            Err(e) if e.kind() == std::io::ErrorKind::InvalidData => {
                chat.emit(
                    json!({"event": "error", "message": "a line was not valid UTF-8; it was skipped"}),
                    "error: a line was not valid UTF-8; it was skipped",
                )?;
                continue;
            }
            Err(e) => return Err(e.into()),
        };
        if !chat.line(&line)? {
            break;
        }
    }
    Ok(())
}
