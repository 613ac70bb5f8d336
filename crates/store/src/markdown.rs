//! A user's memory as Markdown a person can read, diff and edit — and that
//! imports back exactly. The format is documented in
//! `docs/markdown-format.md`.
//!
//! Written by hand rather than with a Markdown library: the format is a
//! small, line-oriented subset (headings, `- key: value` lines, fenced
//! blocks), and exact round trips need control over every byte that a
//! general renderer would normalise.

use std::fmt::Write as _;

use chrono::SecondsFormat;
use memoir_core::{
    Episode, EpisodeId, Explicitness, Fact, FactId, FactKind, FactStatus, FactValue, Role,
    Sensitivity, SessionId, Speaker, Subject, TemporalScope, Timestamp, UserId,
};
use serde::{de::DeserializeOwned, Serialize};
use thiserror::Error;

/// The facts file's name in an export.
pub const FACTS_FILE: &str = "facts.md";
/// The folder of session files in an export.
pub const SESSIONS_DIR: &str = "sessions";

/// An export's files: `(path relative to the export directory, content)`.
pub type Files = Vec<(String, String)>;

/// A problem in one file, at one line.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{file}:{line}: {problem}")]
pub struct MarkdownError {
    pub file: String,
    pub line: usize,
    pub problem: String,
}

fn time(t: &Timestamp) -> String {
    t.to_rfc3339_opts(SecondsFormat::AutoSi, true)
}

/// A value as written after `key: `: plain when it reads back the same,
/// else a JSON string.
fn quote(value: &str) -> String {
    let plain = !value.is_empty()
        && value.trim() == value
        && !value.starts_with('"')
        && !value.contains(['\n', '\r']);
    if plain {
        value.to_string()
    } else {
        serde_json::to_string(value).unwrap_or_default()
    }
}

/// The snake_case name serde gives an enum value.
fn name<T: Serialize>(value: &T) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

fn field(out: &mut String, key: &str, value: &str) {
    let _ = writeln!(out, "- {key}: {}", quote(value));
}

fn ids<T: AsRef<str>>(list: &[T]) -> String {
    list.iter()
        .map(AsRef::as_ref)
        .collect::<Vec<_>>()
        .join(", ")
}

/// `facts.md`: every fact, whatever its status, one section each.
pub fn render_facts(user: &UserId, facts: &[Fact]) -> String {
    let mut out = format!(
        "# Facts of {user}\n\n<!-- memoir facts v1. One section per fact; the heading is the statement. \
         See docs/markdown-format.md. -->\n"
    );
    for f in facts {
        let _ = write!(out, "\n## {}\n\n", quote(&f.statement));
        field(&mut out, "id", f.id.as_str());
        field(&mut out, "status", &name(&f.status));
        field(&mut out, "subject", &f.subject.key);
        field(&mut out, "subject display", &f.subject.display);
        field(&mut out, "attribute", &f.predicate);
        let (ty, value) = match &f.value {
            FactValue::Text(t) => ("text", t.clone()),
            FactValue::Number(n) => ("number", n.to_string()),
            FactValue::Flag(b) => ("flag", b.to_string()),
        };
        field(&mut out, "value", &value);
        field(&mut out, "value type", ty);
        field(&mut out, "kind", &name(&f.kind));
        field(&mut out, "confidence", &f.confidence.to_string());
        field(&mut out, "explicitness", &name(&f.explicitness));
        match &f.scope {
            TemporalScope::Persistent => field(&mut out, "scope", "persistent"),
            TemporalScope::Ongoing => field(&mut out, "scope", "ongoing"),
            TemporalScope::Episodic {
                valid_from,
                valid_until,
            } => {
                field(&mut out, "scope", "episodic");
                if let Some(t) = valid_from {
                    field(&mut out, "valid from", &time(t));
                }
                if let Some(t) = valid_until {
                    field(&mut out, "valid until", &time(t));
                }
            }
        }
        if !f.evidence.is_empty() {
            field(&mut out, "evidence", &ids(&f.evidence));
        }
        field(&mut out, "session", f.session.as_str());
        field(&mut out, "reinforcements", &f.reinforcements.to_string());
        field(&mut out, "first seen", &time(&f.first_seen));
        field(&mut out, "last seen", &time(&f.last_seen));
        field(&mut out, "sensitivity", &name(&f.sensitivity));
        if !f.supersedes.is_empty() {
            field(&mut out, "supersedes", &ids(&f.supersedes));
        }
        if let Some(by) = &f.superseded_by {
            field(&mut out, "superseded by", by.as_str());
        }
        field(&mut out, "revision", &f.revision.to_string());
    }
    out
}

fn speaker_text(s: &Speaker) -> String {
    match (&s.role, &s.name) {
        (Role::User, None) => "user".into(),
        (Role::Assistant, None) => "assistant".into(),
        (role, Some(name)) => format!("{}: {name}", name_of_role(*role)),
        (Role::Other, None) => "other".into(),
    }
}

fn name_of_role(role: Role) -> String {
    name(&role)
}

fn fence_for(text: &str) -> String {
    let longest = text.split(|c| c != '~').map(str::len).max().unwrap_or(0);
    "~".repeat(longest.max(2) + 1)
}

/// `sessions/<id>.md`: one session's turns, verbatim, with whether each
/// was reconciled.
pub fn render_session(session: &SessionId, episodes: &[(Episode, bool)]) -> String {
    let mut out = format!(
        "# Session {session}\n\n<!-- memoir session v1. One section per turn; the text between the fences is \
         verbatim. See docs/markdown-format.md. -->\n"
    );
    for (e, reconciled) in episodes {
        let _ = write!(
            out,
            "\n## Turn {} · {} · {}\n\n",
            e.turn,
            speaker_text(&e.speaker),
            time(&e.occurred_at)
        );
        field(&mut out, "id", e.id.as_str());
        field(&mut out, "user", e.user.as_str());
        field(&mut out, "turn", &e.turn.to_string());
        field(&mut out, "speaker", &speaker_text(&e.speaker));
        field(&mut out, "occurred", &time(&e.occurred_at));
        field(&mut out, "recorded", &time(&e.recorded_at));
        field(
            &mut out,
            "reconciled",
            if *reconciled { "yes" } else { "no" },
        );
        let fence = fence_for(&e.text);
        let _ = write!(out, "\n{fence}text\n{}\n{fence}\n", e.text);
    }
    out
}

// ---------------------------------------------------------------------------
// Parsing.

struct Section {
    heading: String,
    heading_line: usize,
    fields: Vec<(String, String, usize)>,
    body: Option<String>,
}

struct Parser<'a> {
    file: &'a str,
}

impl Parser<'_> {
    fn err(&self, line: usize, problem: impl Into<String>) -> MarkdownError {
        MarkdownError {
            file: self.file.to_string(),
            line,
            problem: problem.into(),
        }
    }

    fn unquote(&self, raw: &str, line: usize) -> Result<String, MarkdownError> {
        if raw.starts_with('"') {
            serde_json::from_str(raw)
                .map_err(|e| self.err(line, format!("a quoted value does not parse: {e}")))
        } else {
            Ok(raw.to_string())
        }
    }

    /// Split a file into its level-2 sections.
    fn sections(&self, text: &str) -> Result<Vec<Section>, MarkdownError> {
        let lines: Vec<&str> = text.split('\n').collect();
        let mut out: Vec<Section> = Vec::new();
        let mut i = 0;
        while i < lines.len() {
            let n = i + 1;
            let line = lines[i];
            if let Some(h) = line.strip_prefix("## ") {
                out.push(Section {
                    heading: self.unquote(h, n)?,
                    heading_line: n,
                    fields: Vec::new(),
                    body: None,
                });
            } else if let Some(rest) = line.strip_prefix("- ") {
                let Some(section) = out.last_mut() else {
                    i += 1;
                    continue;
                };
                let (key, value) = rest.split_once(": ").ok_or_else(|| {
                    self.err(n, format!("expected `- key: value`, found {line:?}"))
                })?;
                let value = self.unquote(value, n)?;
                section.fields.push((key.to_string(), value, n));
            } else if line.starts_with("~~~") {
                let Some(section) = out.last_mut() else {
                    return Err(self.err(n, "a fenced block outside any section"));
                };
                let fence: String = line.chars().take_while(|&c| c == '~').collect();
                let start = i + 1;
                let end = (start..lines.len())
                    .find(|&j| lines[j] == fence)
                    .ok_or_else(|| {
                        self.err(
                            n,
                            format!("the block opened here is never closed with {fence}"),
                        )
                    })?;
                section.body = Some(lines[start..end].join("\n"));
                i = end;
            }
            i += 1;
        }
        Ok(out)
    }
}

struct Fields<'a> {
    parser: &'a Parser<'a>,
    section: &'a Section,
}

impl Fields<'_> {
    fn get(&self, key: &str) -> Option<(&str, usize)> {
        self.section
            .fields
            .iter()
            .find(|(k, _, _)| k == key)
            .map(|(_, v, n)| (v.as_str(), *n))
    }

    fn need(&self, key: &str) -> Result<(&str, usize), MarkdownError> {
        self.get(key).ok_or_else(|| {
            self.parser.err(
                self.section.heading_line,
                format!("the section {:?} has no `{key}` line", self.section.heading),
            )
        })
    }

    fn parse<T: std::str::FromStr>(&self, key: &str) -> Result<T, MarkdownError>
    where
        T::Err: std::fmt::Display,
    {
        let (v, n) = self.need(key)?;
        v.parse().map_err(|e| {
            self.parser
                .err(n, format!("`{key}`: {v:?} is not valid: {e}"))
        })
    }

    fn named<T: DeserializeOwned>(&self, key: &str) -> Result<T, MarkdownError> {
        let (v, n) = self.need(key)?;
        serde_json::from_value(serde_json::Value::String(v.to_string())).map_err(|_| {
            self.parser
                .err(n, format!("`{key}`: {v:?} is not one of the known values"))
        })
    }

    fn time(&self, key: &str) -> Result<Option<Timestamp>, MarkdownError> {
        match self.get(key) {
            None => Ok(None),
            Some((v, n)) => chrono::DateTime::parse_from_rfc3339(v)
                .map(|t| Some(t.with_timezone(&chrono::Utc)))
                .map_err(|e| {
                    self.parser
                        .err(n, format!("`{key}`: {v:?} is not an RFC 3339 time: {e}"))
                }),
        }
    }

    fn need_time(&self, key: &str) -> Result<Timestamp, MarkdownError> {
        self.time(key)?.ok_or_else(|| {
            self.parser.err(
                self.section.heading_line,
                format!("the section {:?} has no `{key}` line", self.section.heading),
            )
        })
    }

    fn id_list<T: std::str::FromStr<Err = memoir_core::DomainError>>(
        &self,
        key: &str,
    ) -> Result<Vec<T>, MarkdownError> {
        match self.get(key) {
            None => Ok(Vec::new()),
            Some((v, n)) => v
                .split(',')
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(|s| {
                    s.parse::<T>()
                        .map_err(|e| self.parser.err(n, format!("`{key}`: {e}")))
                })
                .collect(),
        }
    }

    fn id<T: std::str::FromStr<Err = memoir_core::DomainError>>(
        &self,
        key: &str,
    ) -> Result<T, MarkdownError> {
        let (v, n) = self.need(key)?;
        v.parse::<T>()
            .map_err(|e| self.parser.err(n, format!("`{key}`: {e}")))
    }
}

/// Read `facts.md` back: every fact that reads, given to `user`, and the
/// problem with each one that does not (its line named). One bad field
/// costs its own fact, never the others.
pub fn parse_facts(file: &str, text: &str, user: &UserId) -> (Vec<Fact>, Vec<MarkdownError>) {
    let parser = Parser { file };
    let sections = match parser.sections(text) {
        Ok(sections) => sections,
        Err(e) => return (Vec::new(), vec![e]),
    };
    let mut facts = Vec::new();
    let mut errors = Vec::new();
    for section in &sections {
        match parse_fact(&parser, section, user) {
            Ok(fact) => facts.push(fact),
            Err(e) => errors.push(e),
        }
    }
    (facts, errors)
}

fn parse_fact(
    parser: &Parser<'_>,
    section: &Section,
    user: &UserId,
) -> Result<Fact, MarkdownError> {
    {
        let f = Fields { parser, section };
        let value_type = f.need("value type")?.0;
        let (raw, n) = f.need("value")?;
        let value = match value_type {
            "text" => FactValue::Text(raw.to_string()),
            "number" => FactValue::Number(
                raw.parse()
                    .map_err(|_| parser.err(n, format!("`value`: {raw:?} is not a number")))?,
            ),
            "flag" => FactValue::Flag(
                raw.parse()
                    .map_err(|_| parser.err(n, format!("`value`: {raw:?} is not true or false")))?,
            ),
            other => {
                let n = f.need("value type")?.1;
                return Err(parser.err(
                    n,
                    format!("`value type`: {other:?} is not text, number or flag"),
                ));
            }
        };
        let scope = match f.need("scope")? {
            ("persistent", _) => TemporalScope::Persistent,
            ("ongoing", _) => TemporalScope::Ongoing,
            ("episodic", _) => TemporalScope::Episodic {
                valid_from: f.time("valid from")?,
                valid_until: f.time("valid until")?,
            },
            (other, n) => {
                return Err(parser.err(
                    n,
                    format!("`scope`: {other:?} is not persistent, ongoing or episodic"),
                ))
            }
        };
        let confidence: f32 = f.parse("confidence")?;
        if !(0.0..=1.0).contains(&confidence) {
            let n = f.need("confidence")?.1;
            return Err(parser.err(
                n,
                format!("`confidence`: {confidence} is not between 0 and 1"),
            ));
        }
        Ok(Fact {
            id: f.id::<FactId>("id")?,
            user: user.clone(),
            subject: Subject {
                key: f.need("subject")?.0.to_string(),
                display: f.need("subject display")?.0.to_string(),
            },
            predicate: f.need("attribute")?.0.to_string(),
            value,
            statement: section.heading.clone(),
            kind: f.named::<FactKind>("kind")?,
            status: f.named::<FactStatus>("status")?,
            confidence,
            explicitness: f.named::<Explicitness>("explicitness")?,
            scope,
            evidence: f.id_list::<EpisodeId>("evidence")?,
            session: f.id::<SessionId>("session")?,
            reinforcements: f.parse("reinforcements")?,
            first_seen: f.need_time("first seen")?,
            last_seen: f.need_time("last seen")?,
            sensitivity: f.named::<Sensitivity>("sensitivity")?,
            supersedes: f.id_list::<FactId>("supersedes")?,
            superseded_by: match f.get("superseded by") {
                Some(_) => Some(f.id::<FactId>("superseded by")?),
                None => None,
            },
            revision: f.parse("revision")?,
        })
    }
}

fn parse_speaker(parser: &Parser<'_>, raw: &str, n: usize) -> Result<Speaker, MarkdownError> {
    let (role, name) = match raw.split_once(": ") {
        Some((r, name)) => (r, Some(name.to_string())),
        None => (raw, None),
    };
    let role: Role =
        serde_json::from_value(serde_json::Value::String(role.to_string())).map_err(|_| {
            parser.err(
                n,
                format!("`speaker`: {role:?} is not user, assistant or other"),
            )
        })?;
    Ok(Speaker { role, name })
}

/// Read a session file back. Episodes are given to `user`.
pub fn parse_session(
    file: &str,
    text: &str,
    user: &UserId,
) -> Result<Vec<(Episode, bool)>, MarkdownError> {
    let parser = Parser { file };
    let session_id = text
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("# Session "))
        .ok_or_else(|| parser.err(1, "the first line must be `# Session <id>`"))?;
    let session = SessionId::new(session_id.trim()).map_err(|e| parser.err(1, e.to_string()))?;
    let mut out = Vec::new();
    for section in parser.sections(text)? {
        let f = Fields {
            parser: &parser,
            section: &section,
        };
        let (speaker, n) = f.need("speaker")?;
        let text = section.body.clone().ok_or_else(|| {
            parser.err(
                section.heading_line,
                "the turn has no fenced block with its text",
            )
        })?;
        let reconciled = match f.need("reconciled")? {
            ("yes", _) => true,
            ("no", _) => false,
            (other, n) => {
                return Err(parser.err(n, format!("`reconciled`: {other:?} is not yes or no")))
            }
        };
        // An imported turn is checked as a live one is: its number in
        // range, its text neither empty, too long, nor holding a NUL.
        let (_, turn_line) = f.need("turn")?;
        let turn: u32 = f.parse("turn")?;
        if turn == 0 || turn > memoir_core::episode::MAX_TURN_NUMBER {
            return Err(parser.err(
                turn_line,
                format!(
                    "`turn`: {turn} is outside 1..={}",
                    memoir_core::episode::MAX_TURN_NUMBER
                ),
            ));
        }
        memoir_core::episode::validate_turn_text(&text)
            .map_err(|e| parser.err(section.heading_line, e.to_string()))?;
        out.push((
            Episode {
                id: f.id::<EpisodeId>("id")?,
                user: user.clone(),
                session: session.clone(),
                turn,
                speaker: parse_speaker(&parser, speaker, n)?,
                text,
                occurred_at: f.need_time("occurred")?,
                recorded_at: f.need_time("recorded")?,
            },
            reconciled,
        ));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{TimeZone, Utc};
    use proptest::prelude::*;

    fn user() -> UserId {
        UserId::new("jordan").unwrap()
    }

    fn fact(
        statement: String,
        value: FactValue,
        scope: TemporalScope,
        confidence: f32,
        nanos: u32,
    ) -> Fact {
        let t = Utc.timestamp_opt(1_700_000_000, nanos).unwrap();
        Fact {
            id: FactId::new("f-1").unwrap(),
            user: user(),
            subject: Subject::named("Rhea Kapoor"),
            predicate: "diet".into(),
            value,
            statement,
            kind: FactKind::Constraint,
            status: FactStatus::Superseded,
            confidence,
            explicitness: Explicitness::Stated,
            scope,
            evidence: vec![
                EpisodeId::new("ep-1").unwrap(),
                EpisodeId::new("ep-2").unwrap(),
            ],
            session: SessionId::new("s-1").unwrap(),
            reinforcements: 3,
            first_seen: t,
            last_seen: t,
            sensitivity: Sensitivity::Personal,
            supersedes: vec![FactId::new("f-0").unwrap()],
            superseded_by: Some(FactId::new("f-2").unwrap()),
            revision: 7,
        }
    }

    fn episode(text: String, speaker: Speaker, nanos: u32) -> Episode {
        let t = Utc.timestamp_opt(1_700_000_000, nanos).unwrap();
        Episode {
            id: EpisodeId::new("ep-1").unwrap(),
            user: user(),
            session: SessionId::new("s-1").unwrap(),
            turn: 4,
            speaker,
            text,
            occurred_at: t,
            recorded_at: t,
        }
    }

    #[test]
    fn a_malformed_line_is_named_by_file_and_line() {
        let text = render_facts(
            &user(),
            &[fact(
                "Rhea is vegan.".into(),
                FactValue::Text("vegan".into()),
                TemporalScope::Ongoing,
                0.9,
                0,
            )],
        );
        let broken = text.replace("- confidence: 0.9", "- confidence: lots");
        let (facts, errors) = parse_facts("facts.md", &broken, &user());
        assert!(facts.is_empty());
        let err = &errors[0];
        let line = broken.lines().position(|l| l.contains("lots")).unwrap() + 1;
        assert_eq!(err.line, line);
        assert_eq!(err.file, "facts.md");
        assert!(err.problem.contains("confidence"), "{err}");
    }

    #[test]
    fn one_bad_field_costs_its_own_fact_and_every_other_fact_is_kept() {
        let facts: Vec<Fact> = ["Rhea is vegan.", "Rhea lives in Hove.", "Rhea plays oboe."]
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let mut f = fact(
                    s.to_string(),
                    FactValue::Text(s.to_string()),
                    TemporalScope::Ongoing,
                    0.9,
                    0,
                );
                f.id = FactId::new(format!("f-{i}")).unwrap();
                f
            })
            .collect();
        let text = render_facts(&user(), &facts);
        // Break the middle fact's status only.
        let at = text.find("Rhea lives in Hove.").unwrap();
        let (head, tail) = text.split_at(at);
        let broken = format!(
            "{head}{}",
            tail.replacen("- status: superseded", "- status: gone fishing", 1)
        );
        let (kept, errors) = parse_facts("facts.md", &broken, &user());
        let kept: Vec<&str> = kept.iter().map(|f| f.statement.as_str()).collect();
        assert_eq!(kept, ["Rhea is vegan.", "Rhea plays oboe."]);
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(errors[0].problem.contains("status"), "{}", errors[0]);
        let line = broken
            .lines()
            .position(|l| l.contains("gone fishing"))
            .unwrap()
            + 1;
        assert_eq!(errors[0].line, line);
    }

    #[test]
    fn an_imported_turn_is_checked_as_a_live_one_is() {
        let session = SessionId::new("s-1").unwrap();
        let good = render_session(
            &session,
            &[(episode("hi".into(), Speaker::user(), 0), true)],
        );
        let too_far = good.replace("- turn: 4", &format!("- turn: {}", u32::MAX));
        let err = parse_session("sessions/s-1.md", &too_far, &user()).unwrap_err();
        assert!(err.problem.contains("outside 1..="), "{err}");
        assert_eq!(
            err.line,
            too_far.lines().position(|l| l.contains("- turn:")).unwrap() + 1
        );
        let zero = good.replace("- turn: 4", "- turn: 0");
        assert!(parse_session("s.md", &zero, &user()).is_err());
        let nul = render_session(
            &session,
            &[(episode("hi\0there".into(), Speaker::user(), 0), true)],
        );
        let err = parse_session("s.md", &nul, &user()).unwrap_err();
        assert!(err.problem.contains("invalid turn text"), "{err}");
    }

    #[test]
    fn an_unclosed_block_is_reported_where_it_opens() {
        let text = render_session(
            &SessionId::new("s-1").unwrap(),
            &[(episode("hi".into(), Speaker::user(), 0), true)],
        );
        let broken: String = text.trim_end().trim_end_matches('~').to_string();
        let err = parse_session("sessions/s-1.md", &broken, &user()).unwrap_err();
        assert!(err.problem.contains("never closed"), "{err}");
    }

    fn any_text() -> impl Strategy<Value = String> {
        prop_oneof![
            "[a-zA-Z0-9 .,'!?]{1,40}",
            any::<String>().prop_filter("non-empty", |s| !s.is_empty()),
            Just("~~~\nfenced ~~~~ inside\n".to_string()),
            Just("  leading and trailing  ".to_string()),
            Just("\"quoted\" start".to_string()),
            Just("line one\r\nline two\n\n".to_string()),
        ]
    }

    fn any_scope() -> impl Strategy<Value = TemporalScope> {
        prop_oneof![
            Just(TemporalScope::Persistent),
            Just(TemporalScope::Ongoing),
            (any::<bool>(), 0u32..1_000_000_000).prop_map(|(from, n)| TemporalScope::Episodic {
                valid_from: from.then(|| Utc.timestamp_opt(1_600_000_000, n).unwrap()),
                valid_until: Some(Utc.timestamp_opt(1_800_000_000, n).unwrap()),
            }),
        ]
    }

    fn any_value() -> impl Strategy<Value = FactValue> {
        prop_oneof![
            any_text().prop_map(FactValue::Text),
            (-1e9f64..1e9).prop_map(FactValue::Number),
            any::<bool>().prop_map(FactValue::Flag),
        ]
    }

    fn any_speaker() -> impl Strategy<Value = Speaker> {
        prop_oneof![
            Just(Speaker::user()),
            Just(Speaker::assistant()),
            "[A-Z][a-z]{1,8}( [A-Z][a-z]{1,8})?".prop_map(Speaker::named),
        ]
    }

    proptest! {
        #[test]
        fn facts_round_trip_exactly(
            statement in any_text(),
            value in any_value(),
            scope in any_scope(),
            confidence in 0.0f32..=1.0,
            nanos in 0u32..1_000_000_000,
        ) {
            let f = fact(statement, value, scope, confidence, nanos);
            let text = render_facts(&user(), std::slice::from_ref(&f));
            let (back, errors) = parse_facts("facts.md", &text, &user());
            prop_assert!(errors.is_empty(), "{errors:?}");
            prop_assert_eq!(back, vec![f]);
        }

        #[test]
        fn sessions_round_trip_exactly(
            // Any text a live turn could have stored (not blank, no NUL).
            texts in proptest::collection::vec(
                any_text().prop_filter("a storable turn", |t| {
                    memoir_core::episode::validate_turn_text(t).is_ok()
                }),
                1..4,
            ),
            speaker in any_speaker(),
            nanos in 0u32..1_000_000_000,
            reconciled in any::<bool>(),
        ) {
            let episodes: Vec<(Episode, bool)> = texts
                .into_iter()
                .enumerate()
                .map(|(i, t)| {
                    let mut e = episode(t, speaker.clone(), nanos);
                    e.turn = i as u32 + 1;
                    e.id = EpisodeId::new(format!("ep-{i}")).unwrap();
                    (e, reconciled)
                })
                .collect();
            let text = render_session(&SessionId::new("s-1").unwrap(), &episodes);
            let back = parse_session("s-1.md", &text, &user()).unwrap();
            prop_assert_eq!(back, episodes);
        }

        /// Fuzzing the importer: an export edited at random — lines
        /// dropped, swapped for arbitrary text, or cut short — never panics,
        /// and every problem names a line of the file it read.
        #[test]
        fn an_export_damaged_at_random_is_read_or_refused_by_line_never_a_panic(
            statement in any_text(),
            value in any_value(),
            edits in proptest::collection::vec((0usize..64, any_text(), 0u8..3), 1..8),
            junk in any_text(),
        ) {
            let f = fact(statement, value, TemporalScope::Ongoing, 0.5, 0);
            let session = SessionId::new("s-1").unwrap();
            let ep = episode("I keep bees".into(), Speaker::user(), 0);
            for (file, text) in [
                ("facts.md", render_facts(&user(), std::slice::from_ref(&f))),
                ("s-1.md", render_session(&session, &[(ep.clone(), true)])),
                ("junk.md", junk.clone()),
            ] {
                let mut lines: Vec<String> = text.split('\n').map(str::to_string).collect();
                for (at, replacement, how) in &edits {
                    if lines.is_empty() {
                        break;
                    }
                    let i = at % lines.len();
                    match how {
                        0 => { lines.remove(i); }
                        1 => lines[i] = replacement.clone(),
                        _ => {
                            let cut = lines[i].char_indices().map(|(p, _)| p).nth(replacement.len() % 7).unwrap_or(0);
                            lines[i].truncate(cut);
                        }
                    }
                }
                let damaged = lines.join("\n");
                let count = damaged.split('\n').count();
                let errors = if file == "facts.md" {
                    parse_facts(file, &damaged, &user()).1
                } else {
                    parse_session(file, &damaged, &user()).err().into_iter().collect()
                };
                for e in errors {
                    prop_assert_eq!(&e.file, file);
                    prop_assert!(e.line >= 1 && e.line <= count + 1, "line {} of {}: {}", e.line, count, e);
                }
            }
        }
    }
}
