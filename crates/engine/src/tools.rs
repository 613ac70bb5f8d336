//! The two tools a model calls, defined once and emitted in the shapes
//! Gemini function declarations, OpenAI tools and MCP expect.
//!
//! Written by hand rather than derived (schemars): the three dialects differ
//! in small ways that matter — Gemini's schema subset rejects
//! `additionalProperties`, MCP calls the schema `inputSchema`, OpenAI wraps
//! the function — and two tools with a handful of parameters do not justify a
//! derive dependency that would still need post-processing for each.

use memoir_core::FactId;
use serde::Deserialize;
use serde_json::{json, Map, Value};

use crate::error::EngineError;
use crate::retrieval::RecallRequest;
use crate::session::Session;
use crate::user::Forget;

/// A parameter's type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParamKind {
    String,
    Integer,
    Enum(&'static [&'static str]),
}

/// One parameter of a tool.
#[derive(Debug, Clone, Copy)]
pub struct ParamSpec {
    pub name: &'static str,
    pub kind: ParamKind,
    pub description: &'static str,
    pub required: bool,
}

/// A tool, in no dialect.
#[derive(Debug, Clone)]
pub struct ToolSpec {
    pub name: &'static str,
    pub description: &'static str,
    pub params: Vec<ParamSpec>,
}

/// Which shape to emit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dialect {
    Gemini,
    OpenAi,
    Mcp,
}

impl ToolSpec {
    fn schema(&self, dialect: Dialect) -> Value {
        let mut properties = Map::new();
        for p in &self.params {
            let mut prop = Map::new();
            let (ty, values) = match p.kind {
                ParamKind::String => ("string", None),
                ParamKind::Integer => ("integer", None),
                ParamKind::Enum(values) => ("string", Some(values)),
            };
            let ty = if dialect == Dialect::Gemini {
                ty.to_uppercase()
            } else {
                ty.to_string()
            };
            prop.insert("type".into(), json!(ty));
            prop.insert("description".into(), json!(p.description));
            if let Some(values) = values {
                prop.insert("enum".into(), json!(values));
            }
            properties.insert(p.name.into(), Value::Object(prop));
        }
        let required: Vec<&str> = self
            .params
            .iter()
            .filter(|p| p.required)
            .map(|p| p.name)
            .collect();
        let mut schema = json!({
            "type": if dialect == Dialect::Gemini { "OBJECT" } else { "object" },
            "properties": properties,
            "required": required,
        });
        if dialect != Dialect::Gemini {
            schema["additionalProperties"] = json!(false);
        }
        schema
    }

    /// The tool in `dialect`'s shape.
    pub fn emit(&self, dialect: Dialect) -> Value {
        let schema = self.schema(dialect);
        match dialect {
            Dialect::Gemini => {
                json!({ "name": self.name, "description": self.description, "parameters": schema })
            }
            Dialect::OpenAi => json!({
                "type": "function",
                "function": { "name": self.name, "description": self.description, "parameters": schema, "strict": false },
            }),
            Dialect::Mcp => {
                json!({ "name": self.name, "description": self.description, "inputSchema": schema })
            }
        }
    }
}

/// `recall_context`: what memory holds that bears on a question.
pub fn recall_context() -> ToolSpec {
    ToolSpec {
        name: "recall_context",
        description: "Recall what you know about the user that bears on the current turn: facts first, \
            then short verbatim excerpts of what was said, with their keys. Call it before answering \
            anything that depends on the user's preferences, history or circumstances.",
        params: vec![
            ParamSpec {
                name: "query",
                kind: ParamKind::String,
                description: "What to recall, in plain words.",
                required: true,
            },
            ParamSpec {
                name: "about",
                kind: ParamKind::String,
                description: "Whom or what it is about: a value from the memory map's `about` list.",
                required: false,
            },
            ParamSpec {
                name: "attribute",
                kind: ParamKind::String,
                description: "Which attribute: a value from the memory map's `attribute` list.",
                required: false,
            },
            ParamSpec {
                name: "when",
                kind: ParamKind::String,
                description: "A time the question is about, e.g. \"last May\".",
                required: false,
            },
        ],
    }
}

/// The actions of `manage_memory`.
pub const MANAGE_ACTIONS: &[&str] = &["remember", "correct", "forget", "list"];

/// `manage_memory`: explicit commands from the user.
pub fn manage_memory() -> ToolSpec {
    ToolSpec {
        name: "manage_memory",
        description: "Act on the user's explicit request about their memory: remember something, \
            correct something, forget something, or list what is remembered. Only when the user \
            asks; never on your own initiative.",
        params: vec![
            ParamSpec {
                name: "action",
                kind: ParamKind::Enum(MANAGE_ACTIONS),
                description: "remember | correct | forget | list",
                required: true,
            },
            ParamSpec {
                name: "text",
                kind: ParamKind::String,
                description:
                    "remember/correct: the fact in the user's words. forget: what to forget.",
                required: false,
            },
            ParamSpec {
                name: "fact_id",
                kind: ParamKind::String,
                description: "correct/forget: the id of a specific fact, from a recall result.",
                required: false,
            },
            ParamSpec {
                name: "about",
                kind: ParamKind::String,
                description: "list: whom to list facts about; the user if absent.",
                required: false,
            },
        ],
    }
}

/// Whether `name` is one of memoir's tools.
pub fn is_tool(name: &str) -> bool {
    name == recall_context().name || name == manage_memory().name
}

/// Both tools in `dialect`'s shape.
pub fn declarations(dialect: Dialect) -> Value {
    json!([
        recall_context().emit(dialect),
        manage_memory().emit(dialect)
    ])
}

/// Arguments of `recall_context`.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecallContextArgs {
    pub query: String,
    #[serde(default)]
    pub about: Option<String>,
    #[serde(default)]
    pub attribute: Option<String>,
    #[serde(default)]
    pub when: Option<String>,
}

/// Arguments of `manage_memory`.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ManageMemoryArgs {
    pub action: String,
    #[serde(default)]
    pub text: Option<String>,
    #[serde(default)]
    pub fact_id: Option<String>,
    #[serde(default)]
    pub about: Option<String>,
}

fn parse<T: for<'de> Deserialize<'de>>(args: &Value) -> Result<T, EngineError> {
    serde_json::from_value(args.clone()).map_err(|e| EngineError::ToolArguments(e.to_string()))
}

/// Run a tool call against a session and return its result payload. Errors
/// come back as `{"status": "error", "message": …}` for the model to read;
/// a memory failure during recall is "not_found", never an error.
pub fn dispatch(session: &Session, name: &str, args: &Value) -> Value {
    match run(session, name, args) {
        Ok(v) => v,
        Err(e) => json!({ "status": "error", "message": e.to_string() }),
    }
}

fn run(session: &Session, name: &str, args: &Value) -> Result<Value, EngineError> {
    match name {
        "recall_context" => {
            let a: RecallContextArgs = parse(args)?;
            let request = RecallRequest {
                query: a.query,
                about: a.about,
                attribute: a.attribute,
                when: a.when,
                ..RecallRequest::default()
            };
            Ok(session.recall(&request).to_tool_payload())
        }
        "manage_memory" => {
            let a: ManageMemoryArgs = parse(args)?;
            let now = session.now();
            let text = || {
                a.text
                    .as_deref()
                    .filter(|t| !t.trim().is_empty())
                    .ok_or_else(|| {
                        EngineError::ToolArguments(format!("`{}` needs `text`", a.action))
                    })
            };
            let fact_id = a.fact_id.as_deref().map(FactId::new).transpose()?;
            match a.action.as_str() {
                "remember" => {
                    let statements = session.remember(text()?, now)?;
                    Ok(json!({ "status": "remembered", "statements": statements }))
                }
                "correct" => {
                    let statements = session.correct(fact_id.as_ref(), text()?, now)?;
                    Ok(json!({ "status": "corrected", "statements": statements }))
                }
                "forget" => {
                    let what = match fact_id {
                        Some(id) => Forget::Fact(id),
                        None => Forget::Matching(text()?.to_string()),
                    };
                    let report = session.user().forget(what)?;
                    let status = if report.is_empty() {
                        "nothing_matched"
                    } else {
                        "forgotten"
                    };
                    Ok(
                        json!({ "status": status, "facts": report.facts.len(), "episodes": report.episodes.len() }),
                    )
                }
                "list" => {
                    let facts = session.list(a.about.as_deref());
                    Ok(json!({
                        "status": if facts.is_empty() { "not_found" } else { "found" },
                        "facts": facts.iter().map(|f| json!({ "id": f.id, "statement": f.statement, "standing": f.standing })).collect::<Vec<_>>(),
                    }))
                }
                other => Err(EngineError::ToolArguments(format!(
                    "unknown action {other:?}; expected one of {}",
                    MANAGE_ACTIONS.join(", ")
                ))),
            }
        }
        other => Err(EngineError::ToolArguments(format!(
            "unknown tool {other:?}"
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_definition_is_emitted_in_all_three_dialects() {
        let gemini = recall_context().emit(Dialect::Gemini);
        assert_eq!(gemini["parameters"]["type"], "OBJECT");
        assert_eq!(
            gemini["parameters"]["properties"]["query"]["type"],
            "STRING"
        );
        assert!(gemini["parameters"].get("additionalProperties").is_none());

        let openai = recall_context().emit(Dialect::OpenAi);
        assert_eq!(openai["type"], "function");
        assert_eq!(
            openai["function"]["parameters"]["required"],
            json!(["query"])
        );

        let mcp = manage_memory().emit(Dialect::Mcp);
        assert_eq!(
            mcp["inputSchema"]["properties"]["action"]["enum"],
            json!(MANAGE_ACTIONS)
        );
        assert_eq!(mcp["inputSchema"]["additionalProperties"], false);
    }

    #[test]
    fn unknown_argument_fields_are_refused() {
        let err = parse::<RecallContextArgs>(&json!({"query": "x", "bogus": 1})).unwrap_err();
        assert!(err.to_string().contains("bogus"), "{err}");
    }
}
