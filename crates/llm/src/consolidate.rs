//! [`LlmConsolidator`]: the model asked at finish what each change the
//! rules could not settle replaces, and which attribute it fills. Its answer
//! is read leniently here (a bad entry is skipped) and checked again by the
//! engine (only catalogued attributes, only facts it was shown).

use memoir_core::{attribute, FactId};
use memoir_engine::{Ambiguity, Consolidator, Resolution};
use serde_json::{json, Value};

use crate::{LlmConfig, LlmError, ModelClient};

const SYSTEM: &str = "You help a memory engine keep a user's facts current. For each item you \
get a new statement and the earlier statements about the same person, each with an id. Say \
which earlier statements the new one replaces (they are no longer true because of it; none if \
both can be true), and which attribute from the list the new statement fills (or null). Return \
JSON {\"resolutions\": [{\"item\": 0, \"attribute\": \"diet\" or null, \"replaces\": [\"id\", \
...]}]}.";

/// Settles changes at finish with a model; answers nothing when it cannot.
#[derive(Debug)]
pub struct LlmConsolidator {
    model: ModelClient,
}

impl LlmConsolidator {
    pub fn new(config: LlmConfig) -> Result<Self, LlmError> {
        Ok(Self {
            model: ModelClient::new(config)?,
        })
    }

    /// The model's advice, or why there is none.
    pub fn ask(&self, items: &[Ambiguity]) -> Result<Vec<Resolution>, LlmError> {
        let answer = self.model.complete_json(SYSTEM, &prompt(items), schema())?;
        parse_resolutions(&answer)
    }
}

impl Consolidator for LlmConsolidator {
    fn resolve(&self, items: &[Ambiguity]) -> Vec<Resolution> {
        match self.ask(items) {
            Ok(r) => r,
            Err(e) => {
                tracing::warn!(error = %e, "consolidation failed; the rules' reconciliation stands");
                Vec::new()
            }
        }
    }

    fn name(&self) -> &'static str {
        "llm"
    }
}

fn prompt(items: &[Ambiguity]) -> String {
    let names: Vec<&str> = attribute::CATALOGUE.iter().map(|s| s.name).collect();
    let mut out = format!("Attributes: {}\n", names.join(", "));
    for (i, a) in items.iter().enumerate() {
        out.push_str(&format!(
            "\nItem {i} (about {}): new statement: {}\nEarlier statements:\n",
            a.subject, a.statement
        ));
        for (id, statement) in &a.earlier {
            out.push_str(&format!("- [{id}] {statement}\n"));
        }
    }
    out
}

fn schema() -> Value {
    json!({
        "type": "OBJECT",
        "properties": {
            "resolutions": {
                "type": "ARRAY",
                "items": {
                    "type": "OBJECT",
                    "properties": {
                        "item": {"type": "INTEGER"},
                        "attribute": {"type": "STRING", "nullable": true},
                        "replaces": {"type": "ARRAY", "items": {"type": "STRING"}},
                    },
                    "required": ["item", "replaces"],
                },
            },
        },
        "required": ["resolutions"],
    })
}

/// `{"resolutions": [...]}`, each entry read on its own: one without an
/// item number is skipped, a replaced id that is no id is dropped.
pub fn parse_resolutions(answer: &str) -> Result<Vec<Resolution>, LlmError> {
    let value: Value = serde_json::from_str(crate::parse::strip_code_fence(answer))
        .map_err(|e| LlmError::Malformed(format!("the content is not JSON: {e}")))?;
    let list = value
        .get("resolutions")
        .and_then(Value::as_array)
        .ok_or_else(|| LlmError::Malformed("no \"resolutions\" array".into()))?;
    Ok(list
        .iter()
        .filter_map(|r| {
            let item = usize::try_from(r.get("item")?.as_u64()?).ok()?;
            let attribute = r
                .get("attribute")
                .and_then(Value::as_str)
                .map(str::to_string);
            let replaces = r
                .get("replaces")
                .and_then(Value::as_array)
                .map(|ids| {
                    ids.iter()
                        .filter_map(|id| FactId::new(id.as_str()?).ok())
                        .collect()
                })
                .unwrap_or_default();
            Some(Resolution {
                item,
                attribute,
                replaces,
            })
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resolutions_are_read_entry_by_entry() {
        let r = parse_resolutions(
            r#"{"resolutions": [
                {"item": 0, "attribute": "diet", "replaces": ["f-1", "", 7]},
                {"attribute": "job", "replaces": ["f-2"]},
                {"item": 2, "attribute": null, "replaces": []}
            ]}"#,
        )
        .unwrap();
        assert_eq!(r.len(), 2);
        assert_eq!(r[0].attribute.as_deref(), Some("diet"));
        assert_eq!(r[0].replaces, vec![FactId::new("f-1").unwrap()]);
        assert_eq!(r[1].item, 2);
        assert!(parse_resolutions("nope").is_err());
    }
}
