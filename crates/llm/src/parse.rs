//! A model's answer, checked field by field. Nothing it says is taken whole:
//! a fact with an unusable statement or subject is dropped (with the reason),
//! an attribute outside the catalogue becomes an open slot, an unknown
//! change word becomes none.

use memoir_core::{attribute, text, Cue, FactCandidate, Subject};
use serde_json::Value;

use crate::{candidate, LlmError};

/// Longest statement kept; a model that rambles is cut off, not trusted.
const MAX_STATEMENT_CHARS: usize = 400;
/// Longest subject name.
const MAX_SUBJECT_CHARS: usize = 60;
/// Most facts taken from one turn.
const MAX_FACTS: usize = 16;

/// The usable facts of an answer, and why each other one was not used.
#[derive(Debug, Default)]
pub struct FactsParse {
    pub facts: Vec<FactCandidate>,
    pub rejected: Vec<String>,
}

/// Reads `answer` (the model's message content, JSON `{"facts": [...]}`).
/// `speaker` is who "user" means. An answer that is not that shape at all
/// is an error; a bad fact inside it is only rejected.
pub fn parse_facts(answer: &str, speaker: &Subject) -> Result<FactsParse, LlmError> {
    let answer = strip_code_fence(answer);
    let value: Value = serde_json::from_str(answer)
        .map_err(|e| LlmError::Malformed(format!("the content is not JSON: {e}")))?;
    let facts = value
        .get("facts")
        .and_then(Value::as_array)
        .ok_or_else(|| LlmError::Malformed("no \"facts\" array".into()))?;
    let mut out = FactsParse::default();
    for (i, fact) in facts.iter().enumerate() {
        if out.facts.len() == MAX_FACTS {
            out.rejected
                .push(format!("facts past the first {MAX_FACTS} were ignored"));
            break;
        }
        match one_fact(fact, speaker) {
            Ok(c) => out.facts.push(c),
            Err(why) => out.rejected.push(format!("fact {i}: {why}")),
        }
    }
    Ok(out)
}

fn one_fact(fact: &Value, speaker: &Subject) -> Result<FactCandidate, String> {
    let object = fact.as_object().ok_or("not an object")?;
    let field = |name: &str| object.get(name).and_then(Value::as_str).map(str::trim);

    let statement = field("statement").ok_or("no statement")?;
    if statement.is_empty() {
        return Err("an empty statement".into());
    }
    if statement.chars().count() > MAX_STATEMENT_CHARS {
        return Err(format!("a statement over {MAX_STATEMENT_CHARS} characters"));
    }
    let first = statement
        .split_whitespace()
        .next()
        .unwrap_or("")
        .to_lowercase();
    if matches!(first.as_str(), "i" | "i'm" | "i've" | "my" | "we" | "our") {
        return Err("a statement in the first person".into());
    }
    let mut statement = statement.to_string();
    if !statement.ends_with(['.', '!', '?']) {
        statement.push('.');
    }

    let subject = match field("subject") {
        None | Some("") => speaker.clone(),
        Some(s) if is_the_speaker(s) => speaker.clone(),
        Some(s) if s.chars().count() > MAX_SUBJECT_CHARS => {
            return Err(format!("a subject over {MAX_SUBJECT_CHARS} characters"));
        }
        Some(s)
            if !s
                .chars()
                .all(|c| c.is_alphabetic() || matches!(c, ' ' | '-' | '\'' | '.' | '(' | ')')) =>
        {
            return Err(format!("a subject that is no name: {s:?}"));
        }
        Some(s) => Subject::named(s),
    };

    let attribute = match field("attribute") {
        Some(a) if attribute::lookup(a).is_some() => a.to_string(),
        Some(a) if valid_open_slot(a) => a.to_lowercase(),
        _ => attribute::open_slot(&head_word(&statement, &subject)),
    };

    let cue = match field("change").map(str::to_ascii_lowercase).as_deref() {
        Some("change") => Cue::Change,
        Some("retraction") => Cue::Retraction,
        Some("correction") => Cue::Correction,
        _ => Cue::None,
    };
    Ok(candidate(subject, attribute, statement, cue))
}

fn is_the_speaker(s: &str) -> bool {
    matches!(
        s.to_lowercase().as_str(),
        "user" | "the user" | "me" | "i" | "speaker" | "the speaker"
    )
}

/// `about:<one word>`, letters only.
fn valid_open_slot(a: &str) -> bool {
    a.strip_prefix(attribute::OPEN_SLOT_PREFIX)
        .is_some_and(|head| {
            !head.is_empty() && head.len() <= 30 && head.chars().all(|c| c.is_ascii_alphabetic())
        })
}

/// The last content word of a statement that is not its subject's: what an
/// open slot is keyed by when the model gave no usable attribute.
fn head_word(statement: &str, subject: &Subject) -> String {
    let own = subject.display.to_lowercase();
    let mut head = String::from("misc");
    for word in statement.split_whitespace() {
        let w: String = word
            .chars()
            .filter(|c| c.is_alphabetic())
            .collect::<String>()
            .to_lowercase();
        if w.len() > 2 && !text::is_stopword(&w) && w != "user" && !own.contains(&w) {
            head = text::stem(&w);
        }
    }
    head
}

/// Models often wrap JSON in a Markdown fence despite being asked not to.
pub(crate) fn strip_code_fence(answer: &str) -> &str {
    let t = answer.trim();
    let Some(rest) = t.strip_prefix("```") else {
        return t;
    };
    let rest = rest.strip_prefix("json").unwrap_or(rest);
    rest.strip_suffix("```").unwrap_or(rest).trim()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_well_formed_answer_gives_one_candidate_per_fact() {
        let answer = r#"{"facts": [
            {"subject": "user", "attribute": "lives_in", "statement": "The user lives in Valencia", "change": "change"},
            {"subject": "Ana", "attribute": "job", "statement": "Ana is a vet."}
        ]}"#;
        let p = parse_facts(answer, &Subject::user()).unwrap();
        assert!(p.rejected.is_empty(), "{:?}", p.rejected);
        assert_eq!(p.facts.len(), 2);
        assert_eq!(p.facts[0].subject, Subject::user());
        assert_eq!(p.facts[0].cue, Cue::Change);
        assert_eq!(p.facts[0].statement, "The user lives in Valencia.");
        assert_eq!(p.facts[1].subject.key, "ana");
        assert_eq!(p.facts[1].attribute, "job");
    }

    #[test]
    fn a_bad_field_costs_its_fact_or_its_field_never_the_answer() {
        let answer = r#"{"facts": [
            {"subject": "user", "attribute": "lives_in"},
            {"subject": "user", "attribute": "favourite_everything!", "statement": "The user loves the sea."},
            {"subject": "<script>", "attribute": "job", "statement": "Someone is a vet."},
            {"subject": "user", "attribute": "diet", "statement": "I am vegan."},
            {"subject": "user", "attribute": "diet", "statement": "The user is vegan.", "change": "maybe"},
            "just a string"
        ]}"#;
        let p = parse_facts(answer, &Subject::user()).unwrap();
        assert_eq!(p.facts.len(), 2, "{:?}", p.facts);
        assert_eq!(p.facts[0].attribute, "about:sea");
        assert_eq!(p.facts[1].cue, Cue::None);
        assert_eq!(p.rejected.len(), 4, "{:?}", p.rejected);
        assert!(p.rejected[0].contains("no statement"));
        assert!(p.rejected[1].contains("no name"));
        assert!(p.rejected[2].contains("first person"));
        assert!(p.rejected[3].contains("not an object"));
    }

    #[test]
    fn an_answer_that_is_not_the_asked_shape_is_an_error() {
        for answer in [
            "I think the user lives in Leeds",
            "{\"fact\": []}",
            "[1, 2]",
        ] {
            assert!(
                matches!(
                    parse_facts(answer, &Subject::user()),
                    Err(LlmError::Malformed(_))
                ),
                "{answer}"
            );
        }
    }

    #[test]
    fn a_fenced_answer_is_read() {
        let answer = "```json\n{\"facts\": [{\"subject\": \"user\", \"attribute\": \"diet\", \"statement\": \"The user is vegan.\"}]}\n```";
        assert_eq!(
            parse_facts(answer, &Subject::user()).unwrap().facts.len(),
            1
        );
    }
}
