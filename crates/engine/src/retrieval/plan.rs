//! Planning: what a query asks of memory, decided by rules before any search.

use std::collections::HashMap;

use memoir_core::{attribute, text, Subject};
use serde::{Deserialize, Serialize};

/// What the caller asked.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RecallRequest {
    /// The question or the turn's text.
    pub query: String,
    /// Narrow to a subject (a value from the memory map's `about` list).
    pub about: Option<String>,
    /// Narrow to an attribute (a value from the memory map's `attribute` list).
    pub attribute: Option<String>,
    /// A time the question is about ("last May"); makes time-bearing
    /// evidence rank higher.
    pub when: Option<String>,
    pub max_facts: Option<usize>,
    pub max_tokens: Option<usize>,
    /// Tokens of verbatim evidence to retain; 0 for facts only.
    pub evidence_tokens: Option<usize>,
    /// The time to judge expiry at; the engine's clock if absent.
    pub as_of: Option<memoir_core::Timestamp>,
}

impl RecallRequest {
    /// A request for `query` with default budgets.
    pub fn new(query: impl Into<String>) -> Self {
        Self {
            query: query.into(),
            ..Self::default()
        }
    }
}

/// What kind of recall a query is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Intent {
    /// An ordinary turn or question.
    General,
    /// The user asked what memory holds ("what do you know about me?"): the
    /// per-attribute cap is relaxed.
    ExplicitRecall,
}

/// The planner's reading of a request.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Plan {
    pub intent: Intent,
    /// Distinct analysed query terms.
    pub terms: Vec<String>,
    /// The subject key asked about, if one is named or given.
    pub about: Option<String>,
    /// The attribute asked about, if the wording or the caller says.
    pub attribute: Option<String>,
    /// A speaker label named in the query, whose turns are preferred.
    pub speaker: Option<String>,
    /// A "when" question: time-bearing turns are preferred.
    pub wants_time: bool,
    /// The query asks about the user and names no one else: no relation
    /// ("sister", "husband") and no subject in memory.
    pub only_the_user: bool,
}

/// What the planner may consult: the names that exist in this memory.
pub struct Vocabulary<'a> {
    /// Subject key → subject.
    pub subjects: &'a HashMap<String, Subject>,
    /// Lowercase speaker label → label.
    pub speakers: &'a HashMap<String, String>,
}

const EXPLICIT_RECALL: &[&str] = &[
    "what do you know about",
    "what do you remember about",
    "what have i told you",
    "what did i tell you",
    "tell me everything",
    "everything you know",
    "what do you have on",
    "list my",
    "list everything",
];

/// Plan a request by rules: no model, a few microseconds.
pub fn plan(request: &RecallRequest, vocabulary: &Vocabulary<'_>) -> Plan {
    let lower = request.query.to_lowercase();
    let mut terms = text::query_terms(&request.query);
    let mut words: Vec<String> = Vec::new();
    text::for_each_word(&request.query, |w| words.push(w.to_string()));

    let intent = if EXPLICIT_RECALL.iter().any(|p| lower.contains(p)) {
        Intent::ExplicitRecall
    } else {
        Intent::General
    };

    // A subject named in the query (or given), if exactly one is.
    let about = match &request.about {
        Some(a) => Some(text::normalize_key(a)),
        None => {
            let named: Vec<&str> = vocabulary
                .subjects
                .keys()
                .map(String::as_str)
                .filter(|key| *key != Subject::USER_KEY && contains_phrase(&words, key))
                .collect();
            (named.len() == 1).then(|| named[0].to_string())
        }
    };
    if let Some(about) = &request.about {
        for t in text::query_terms(about) {
            if !terms.contains(&t) {
                terms.push(t);
            }
        }
    }

    let attribute = request.attribute.clone().or_else(|| attribute_hint(&words));
    if let Some(a) = &request.attribute {
        for t in text::query_terms(&a.replace('_', " ")) {
            if !terms.contains(&t) {
                terms.push(t);
            }
        }
    }

    // A participant named in the query, if exactly one is.
    let named: Vec<&String> = vocabulary
        .speakers
        .keys()
        .filter(|s| words.iter().any(|w| w == *s))
        .collect();
    let speaker = (named.len() == 1).then(|| named[0].clone());

    // "where is/does the user…": the place words are stopwords, so name
    // what a where-question is about.
    if words.first().is_some_and(|w| w == "where") {
        for t in ["live", "home", "base"] {
            let t = text::stem(t);
            if !terms.contains(&t) {
                terms.push(t);
            }
        }
    }
    let wants_time = request.when.is_some()
        || words.first().is_some_and(|w| w == "when")
        || lower.contains("what time")
        || lower.contains("what date")
        || lower.contains("how long ago");
    if let Some(when) = &request.when {
        for t in text::query_terms(when) {
            if !terms.contains(&t) {
                terms.push(t);
            }
        }
    }

    // "who is staying with the user" asks for someone else.
    let only_the_user = about.is_none()
        && words
            .iter()
            .any(|w| matches!(w.as_str(), "user" | "me" | "i" | "my"))
        && !words
            .first()
            .is_some_and(|w| matches!(w.as_str(), "who" | "whose" | "whom"))
        && !words.iter().any(|w| w == "with" || w == "family")
        && !memoir_extract::discourse::PEOPLE
            .split('|')
            // (Only the catalogue's relations hold animals: "dog", "cat".)
            .chain(
                attribute::RELATIONS
                    .iter()
                    .copied()
                    .filter(|r| !memoir_extract::discourse::is_an_animal(r)),
            )
            .any(|r| {
                // "in-laws" is said as two words.
                if r.contains('-') {
                    contains_phrase(&words, &r.replace('-', " "))
                } else {
                    contains_phrase(&words, r)
                }
            });

    Plan {
        intent,
        terms,
        about,
        attribute,
        speaker,
        wants_time,
        only_the_user,
    }
}

/// Catalogue cues too common to name an attribute by themselves.
const WEAK_CUES: &[&str] = &[
    "do", "have", "has", "got", "into", "fan", "from", "now", "next", "where", "week", "going",
    "every", "free", "fun", "old", "own", "often", "always", "usually", "told", "remember",
];

/// Whether the words of `phrase` occur consecutively in `words`. No
/// allocation: the planner runs this for every subject on every query.
fn contains_phrase(words: &[String], phrase: &str) -> bool {
    let Some(first) = phrase.split(' ').next() else {
        return false;
    };
    let len = phrase.split(' ').count();
    words.iter().enumerate().any(|(i, w)| {
        w == first
            && i + len <= words.len()
            && phrase.split(' ').zip(&words[i..]).all(|(p, w)| p == w)
    })
}

/// The catalogue attribute whose cues the query uses most specifically.
fn attribute_hint(words: &[String]) -> Option<String> {
    if let Some(i) = words
        .iter()
        .position(|w| w == "favorite" || w == "favourite")
    {
        if let Some(category) = words.get(i + 1) {
            return Some(format!("favorite_{category}"));
        }
    }
    // Cues that are also ordinary words ("do", "have", "going") are too weak
    // to name an attribute on their own.
    let mut best: Option<(&str, usize)> = None;
    for spec in attribute::CATALOGUE {
        let hits = spec
            .cues
            .iter()
            .filter(|c| !WEAK_CUES.contains(c) && words.iter().any(|w| w == *c))
            .count();
        if hits > 0 && best.is_none_or(|(_, h)| hits > h) {
            best = Some((spec.name, hits));
        }
    }
    if best.is_none() {
        if let Some(rel) = attribute::RELATIONS
            .iter()
            .find(|r| words.iter().any(|w| w == *r))
        {
            return Some(rel.to_string());
        }
    }
    best.map(|(name, _)| name.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vocabulary<'a>(
        subjects: &'a HashMap<String, Subject>,
        speakers: &'a HashMap<String, String>,
    ) -> Vocabulary<'a> {
        Vocabulary { subjects, speakers }
    }

    fn subjects(list: &[Subject]) -> HashMap<String, Subject> {
        list.iter().map(|s| (s.key.clone(), s.clone())).collect()
    }

    #[test]
    fn a_named_subject_becomes_the_about_hint() {
        let subjects = subjects(&[Subject::user(), Subject::named("Rhea")]);
        let speakers = HashMap::new();
        let p = plan(
            &RecallRequest::new("what does Rhea eat"),
            &vocabulary(&subjects, &speakers),
        );
        assert_eq!(p.about.as_deref(), Some("rhea"));
        assert_eq!(p.attribute.as_deref(), Some("diet"));
    }

    #[test]
    fn a_question_naming_only_the_user_is_asked_of_the_user_alone() {
        let subjects = subjects(&[Subject::user(), Subject::named("Rhea")]);
        let speakers = HashMap::new();
        let only =
            |q: &str| plan(&RecallRequest::new(q), &vocabulary(&subjects, &speakers)).only_the_user;
        assert!(only("where does the user live"));
        assert!(only("what does the user do for work"));
        assert!(only("What's my job again?"));
        assert!(!only("where does the user's sister live"));
        assert!(!only("where does the user's grandad live"));
        assert!(!only("what does Rhea do for work"));
        assert!(!only("who is staying with the user"));
        assert!(!only("what do the user's in-laws do"));
        // An animal is no one else: the user's pets are the user's.
        assert!(only("what dog does the user have"));
        assert!(only("does the user still have the cat"));
    }

    #[test]
    fn asking_what_memory_holds_is_an_explicit_recall() {
        let speakers = HashMap::new();
        let p = plan(
            &RecallRequest::new("What do you know about me?"),
            &vocabulary(&HashMap::new(), &speakers),
        );
        assert_eq!(p.intent, Intent::ExplicitRecall);
    }

    #[test]
    fn a_when_question_wants_time_and_a_named_speaker_is_preferred() {
        let speakers: HashMap<String, String> = [
            ("caroline".to_string(), "Caroline".to_string()),
            ("mel".to_string(), "Mel".to_string()),
        ]
        .into();
        let p = plan(
            &RecallRequest::new("When did Caroline go to the parade?"),
            &vocabulary(&HashMap::new(), &speakers),
        );
        assert!(p.wants_time);
        assert_eq!(p.speaker.as_deref(), Some("caroline"));
    }

    #[test]
    fn a_favourite_question_names_its_category() {
        let speakers = HashMap::new();
        let p = plan(
            &RecallRequest::new("user's favorite album"),
            &vocabulary(&HashMap::new(), &speakers),
        );
        assert_eq!(p.attribute.as_deref(), Some("favorite_album"));
    }
}
