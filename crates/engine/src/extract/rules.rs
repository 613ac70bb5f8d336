//! English extraction rules, no model.
//!
//! The rules read first-person statements of the speaker (the user, or a
//! named participant) and statements about people the speaker names ("my
//! sister Rhea is vegan"). They are deliberately conservative: a sentence no
//! rule understands yields nothing, and the episode still answers questions
//! about it verbatim. Questions yield nothing; hedged clauses yield
//! low-confidence proposals that admission may refuse; negated clauses retract
//! instead of asserting.
//!
//! Commands act only in the imperative at the start of an utterance:
//! "remember that …", "forget …". "I always forget my keys" is a habit, not a
//! command (principle 4).

use std::sync::LazyLock;

use memoir_core::{
    attribute, dates, text, Explicitness, FactCandidate, FactValue, Proposal, Retraction, Role,
    Speaker, Subject, TemporalScope, Timestamp,
};
use regex::Regex;

use super::{Extractor, TurnInput};

/// The default extractor.
#[derive(Debug, Default, Clone, Copy)]
pub struct RuleExtractor;

impl RuleExtractor {
    /// A rule extractor.
    pub fn new() -> Self {
        Self
    }
}

impl Extractor for RuleExtractor {
    fn extract(&self, turn: &TurnInput<'_>) -> Vec<Proposal> {
        if !turn.speaker.speaks_for_a_person() {
            return Vec::new();
        }
        let subject = speaker_subject(turn.speaker);
        let text = normalise(turn.text);
        match command(&text) {
            Some(Command::Forget(about)) => vec![Proposal::Forget { about }],
            Some(Command::Remember(rest)) => {
                let mut proposals = statements(
                    &rest,
                    &subject,
                    turn.occurred_at,
                    turn.known_people,
                    turn.previous_user,
                );
                for p in &mut proposals {
                    if let Proposal::Assert(c) = p {
                        c.commanded = true;
                        c.confidence = 1.0;
                    }
                }
                if !proposals.iter().any(|p| matches!(p, Proposal::Assert(_))) {
                    proposals.push(note(&subject, &rest));
                }
                proposals
            }
            None => {
                let mut proposals = statements(
                    &text,
                    &subject,
                    turn.occurred_at,
                    turn.known_people,
                    turn.previous_user,
                );
                if let Some(previous) = turn.previous_assistant {
                    if let Some(chosen) = confirmation(&text, previous) {
                        proposals.push(chosen_fact(&subject, &chosen, previous, turn.occurred_at));
                    } else if proposals.is_empty() {
                        if let Some(answer) = answer_to(&subject, previous, &text) {
                            proposals.push(answer);
                        }
                    }
                }
                proposals
            }
        }
    }

    fn name(&self) -> &'static str {
        "rules-en"
    }
}

fn speaker_subject(speaker: &Speaker) -> Subject {
    match (speaker.role, &speaker.name) {
        (Role::User, _) | (_, None) => Subject::user(),
        (_, Some(name)) => Subject::named(name),
    }
}

static SELF_CORRECTION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b([\w-]+),? (?:no,? sorry|sorry,? no|no,? wait|wait,? no|no,? i mean|i mean|sorry|no),? ([\w-]+)\b")
        .expect("self-correction")
});

/// "she's from Aberdeen, no sorry, Edinburgh" → "she's from Edinburgh":
/// a word corrected in the same breath is replaced by its correction before
/// anything is read. Only when both words are of the same shape (two
/// capitalised names, or two numbers), so "I'm fine, no worries" is left
/// alone.
fn self_corrected(text: &str) -> String {
    SELF_CORRECTION
        .replace_all(text, |c: &regex::Captures<'_>| {
            let (a, b) = (&c[1], &c[2]);
            let numbers =
                a.chars().all(|ch| ch.is_ascii_digit()) && b.chars().all(|ch| ch.is_ascii_digit());
            let names = a.chars().next().is_some_and(char::is_uppercase)
                && b.chars().next().is_some_and(char::is_uppercase)
                && !matches!(a, "I" | "No" | "Sorry");
            if numbers || names {
                b.to_string()
            } else {
                c[0].to_string()
            }
        })
        .into_owned()
}

/// Straight quotes, no hesitation sounds, single spaces. A comma that only
/// framed a hesitation ("I, uh, live") goes with it.
fn normalise(text: &str) -> String {
    let straight = text.replace(['\u{2019}', '\u{2018}'], "'");
    let straight = self_corrected(&straight);
    let mut out = String::with_capacity(straight.len());
    for word in straight.split_whitespace() {
        let bare = word
            .trim_matches(|c: char| !c.is_alphanumeric())
            .to_ascii_lowercase();
        if matches!(
            bare.as_str(),
            "um" | "uh" | "erm" | "er" | "hmm" | "uhh" | "umm"
        ) {
            match word.chars().last() {
                Some(p @ ('.' | '!' | '?')) if !out.is_empty() => out.push(p),
                _ => {
                    if out.ends_with(',') {
                        out.pop();
                    }
                }
            }
            continue;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

enum Command {
    Remember(String),
    Forget(String),
}

static LEAD_IN: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)^(?:(?:hey|hi|ok|okay|so|oh|and|also|please|actually|right|alright|just)[,\s]+)*(?:(?:can|could|would|will) you(?: please)? )?",
    )
    .expect("lead-in pattern")
});
static REMEMBER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^remember(?: that| this)?[:,]?\s+(.+)$").expect("remember pattern")
});
static DONT_FORGET: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:please )?(?:don't|do not|never) forget(?: that)?[:,]?\s+(.+)$")
        .expect("don't-forget pattern")
});
static FORGET: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)^forget(?: about| that| what i (?:said|told you) about| everything (?:i said )?about| my)?[:,]?\s+(.+?)[.!]*$",
    )
    .expect("forget pattern")
});

/// An imperative memory command at the start of the utterance.
fn command(text: &str) -> Option<Command> {
    // At the start of the utterance, or of a clause within it ("and while
    // we're at it, remember that…").
    std::iter::once(0)
        .chain(text.match_indices(", ").map(|(i, _)| i + 2))
        .find_map(|start| command_at(&text[start..]))
}

/// "remember when I said…?" refers back; it asks nothing of memory.
static REFERENCE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^remember (?:when|how|what|where|who|if|the time|that time)\b")
        .expect("reference")
});

fn command_at(text: &str) -> Option<Command> {
    let lead = LEAD_IN.find(text).map_or(0, |m| m.end());
    let rest = text[lead..].trim();
    if REFERENCE.is_match(rest) {
        return None;
    }
    if let Some(c) = REMEMBER.captures(rest) {
        return Some(Command::Remember(c[1].trim().to_string()));
    }
    // "don't forget that I'm allergic to kiwi" asks to remember.
    if let Some(c) = DONT_FORGET.captures(rest) {
        return Some(Command::Remember(c[1].trim().to_string()));
    }
    if let Some(c) = FORGET.captures(rest) {
        let about = c[1].trim().trim_end_matches(['.', '!', '?']).to_string();
        if !about.is_empty() {
            return Some(Command::Forget(about));
        }
    }
    None
}

static CAPITALISED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(?:(?:The|A|An) )?\p{Lu}[\p{L}'-]+(?: (?:(?:of|the|and|de|la|di|del) )?\p{Lu}[\p{L}'-]+)*").expect("capitalised")
});
static SELECTION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:book|let's do|lets do|let's go with|go with|i'll take|i'll have|i'll go with|we'll take|we'll do|order|choose|pick|get me)\b").expect("selection")
});
static AFFIRMATION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)^(?:oh,? )?(?:yes|yeah|yep|sure|perfect|great|sounds good|that one|ok(?:ay)?)\b",
    )
    .expect("affirmation")
});

/// Words that open an assistant's sentence without naming anything.
const NOT_NAMES: &[&str] = &[
    "Sure",
    "Try",
    "You",
    "How",
    "What",
    "Want",
    "Great",
    "Yes",
    "I",
    "It",
    "That",
    "This",
    "Or",
    "And",
    "Here",
    "Let",
    "Booked",
    "Got",
    "Noted",
    "Two",
    "Three",
    "Both",
    "Would",
    "Do",
    "Does",
    "Are",
    "Is",
    "Can",
    "Could",
    "If",
    "The",
    "A",
    "An",
    "Sorry",
    "Okay",
    "OK",
    "No",
    "Good",
    "Congratulations",
    "Thanks",
    "Thank",
    "Happy",
    "Of",
    "Oh",
    "Well",
    "So",
    "But",
];

/// What the assistant offered by name: capitalised names that are not just a
/// sentence's first word.
fn offered(previous: &str) -> Vec<String> {
    let lower = previous.to_lowercase();
    let offers = [
        "try",
        "how about",
        "what about",
        "could",
        "option",
        "suggest",
        "recommend",
        " or ",
        "would you like",
        "want me to book",
    ];
    if !offers.iter().any(|o| lower.contains(o)) {
        return Vec::new();
    }
    CAPITALISED
        .find_iter(previous)
        .filter(|m| {
            // A lone capitalised word opening a sentence is just a sentence.
            let before = previous[..m.start()].trim_end();
            let opens_sentence = before.is_empty() || before.ends_with(['.', '!', '?', ':']);
            !opens_sentence || m.as_str().contains(' ')
        })
        .map(|m| m.as_str().trim().to_string())
        .filter(|name| !NOT_NAMES.contains(&name.as_str()))
        .fold(Vec::new(), |mut acc, n| {
            if !acc.contains(&n) {
                acc.push(n);
            }
            acc
        })
}

/// The option of `previous` (the assistant's last turn) that the user's
/// `reply` takes up, if it takes one up: named after a selection verb ("book
/// Belmonte", "let's do The Martian"), or the only option when the reply
/// simply agrees ("yes, that one"). What was offered and not taken is not a
/// fact about the user.
fn confirmation(reply: &str, previous: &str) -> Option<String> {
    let options = offered(previous);
    if options.is_empty() {
        return None;
    }
    let lower = reply.to_lowercase();
    let mentioned = |option: &String| -> Option<usize> {
        option
            .split_whitespace()
            .filter(|w| w.len() >= 4 && !NOT_NAMES.contains(w))
            .filter_map(|w| lower.find(&w.to_lowercase()))
            .min()
    };
    if let Some(selection) = SELECTION.find(reply) {
        // The option named closest after the selection verb.
        return options
            .iter()
            .filter_map(|o| {
                mentioned(o)
                    .filter(|&at| at >= selection.start())
                    .map(|at| (at, o))
            })
            .min_by_key(|(at, _)| *at)
            .map(|(_, o)| o.clone());
    }
    if AFFIRMATION.is_match(reply.trim()) {
        let named: Vec<&String> = options.iter().filter(|o| mentioned(o).is_some()).collect();
        return match (named.as_slice(), options.as_slice()) {
            ([one], _) => Some((*one).clone()),
            ([], [only]) => Some(only.clone()),
            _ => None,
        };
    }
    None
}

/// What the assistant said right after naming `option` ("Piranesi by
/// Susanna Clarke", "Belmonte, quiet with great fresh pasta"), up to the next
/// option or sentence.
fn described(previous: &str, option: &str) -> Option<String> {
    let at = previous.find(option)? + option.len();
    let rest = previous[at..].trim_start_matches([',', ' ', '-', ':']);
    let end = rest
        .find([',', '.', '!', '?', ';'])
        .unwrap_or(rest.len())
        .min(rest.find(" or ").unwrap_or(rest.len()));
    let description = rest[..end].trim();
    (!description.is_empty() && description.split_whitespace().count() <= 10)
        .then(|| description.to_string())
}

/// Replies that answer nothing.
const EMPTY_REPLIES: &[&str] = &[
    "yes", "yeah", "yep", "no", "nope", "ok", "okay", "sure", "thanks", "thank", "you", "maybe",
    "perfect", "great", "fine", "cool", "nice", "good", "please", "later", "not", "really",
];

/// A short answer to the assistant's question ("Any cuisine you both
/// love?" — "Indian, always Indian"), kept with the question it answers, so
/// the pair reads as a fact and is found by the question's words.
fn answer_to(subject: &Subject, previous: &str, reply: &str) -> Option<Proposal> {
    let question = text::sentence_spans(previous)
        .into_iter()
        .map(|(s, e)| previous[s..e].trim())
        .rfind(|s| s.ends_with('?'))?;
    let reply = reply.trim().trim_end_matches(['.', '!']);
    if reply.ends_with('?') {
        return None;
    }
    // A long answer is kept by the clause that names something ("… a spot
    // near the station called Menya Ko, I'm there twice a week"): the name is
    // what the question asked for.
    let reply = if reply.split_whitespace().count() > 8 {
        naming_clause(reply)?
    } else {
        reply
    };
    let words = reply.split_whitespace().count();
    if words == 0 || words > 16 {
        return None;
    }
    let mut content = 0;
    text::for_each_word(reply, |w| {
        if !text::is_stopword(w) && !EMPTY_REPLIES.contains(&w) {
            content += 1;
        }
    });
    if content == 0 {
        return None;
    }
    Some(Proposal::Assert(FactCandidate {
        subject: subject.clone(),
        attribute: "answer".into(),
        value: FactValue::Text(reply.to_string()),
        statement: format!(
            "Asked \"{question}\", {} said \"{reply}\".",
            subject.display
        ),
        explicitness: Explicitness::Stated,
        confidence: 0.8,
        scope: TemporalScope::Ongoing,
        commanded: false,
    }))
}

/// The first clause of `reply` that holds a name: a capitalised word that
/// does not open the clause and is not "I" or one of its contractions.
fn naming_clause(reply: &str) -> Option<&str> {
    reply.split([',', ';', '.']).map(str::trim).find(|clause| {
        clause.split_whitespace().skip(1).any(|w| {
            let w = w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'');
            w.chars().next().is_some_and(char::is_uppercase) && !(w == "I" || w.starts_with("I'"))
        })
    })
}

fn chosen_fact(subject: &Subject, option: &str, previous: &str, at: Timestamp) -> Proposal {
    let (attribute, statement) = match described(previous, option) {
        // "X by Y" is a book, a record, a film: a work someone made.
        Some(d) if d.starts_with("by ") => (
            "chose_work",
            format!(
                "{} chose {option} {d}, which the assistant suggested.",
                cap(&subject.display)
            ),
        ),
        Some(d) => (
            "chose",
            format!(
                "{} chose {option} ({d}), which the assistant suggested.",
                cap(&subject.display)
            ),
        ),
        None => (
            "chose",
            format!(
                "{} chose {option}, which the assistant suggested.",
                cap(&subject.display)
            ),
        ),
    };
    Proposal::Assert(FactCandidate {
        subject: subject.clone(),
        attribute: attribute.into(),
        value: FactValue::Text(option.to_string()),
        statement,
        explicitness: Explicitness::Stated,
        confidence: 0.9,
        scope: TemporalScope::Episodic {
            valid_from: Some(at),
            valid_until: None,
        },
        commanded: false,
    })
}

fn note(subject: &Subject, said: &str) -> Proposal {
    let said = said.trim().trim_end_matches(['.', '!']);
    Proposal::Assert(FactCandidate {
        subject: subject.clone(),
        attribute: "note".into(),
        value: FactValue::Text(said.to_string()),
        statement: format!("{} asked to remember: {said}.", cap(&subject.display)),
        explicitness: Explicitness::Stated,
        confidence: 1.0,
        scope: TemporalScope::Persistent,
        commanded: true,
    })
}

// ---------------------------------------------------------------------------
// Sentences and clauses.

fn sentences(text: &str) -> Vec<&str> {
    text::sentence_spans(text)
        .into_iter()
        .flat_map(|(s, e)| text[s..e].split(';'))
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect()
}

static CLAUSE_BREAK: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i),\s*|\s+but\s+|\s+and\s+(?:i|my|we|he|she|they)\b").expect("clause")
});

/// Clauses of a sentence, split at commas and at "but"/"and I". A split
/// before "and I" keeps the "I" in the next clause.
fn clauses(sentence: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    for m in CLAUSE_BREAK.find_iter(sentence) {
        out.push(&sentence[start..m.start()]);
        let matched = m.as_str();
        // Keep the pronoun of "and I …" in the next clause.
        start = if matched.trim_start().to_ascii_lowercase().starts_with("and") {
            m.start()
                + matched
                    .to_ascii_lowercase()
                    .rfind(|c: char| c.is_whitespace())
                    .map_or(0, |i| i + 1)
        } else {
            m.end()
        };
    }
    out.push(&sentence[start..]);
    out.into_iter()
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .collect()
}

const STRONG_HEDGES: &[&str] = &[
    "might ",
    "maybe",
    "thinking about",
    "thinking of",
    "considering",
    "hoping to",
    "hope to",
    "if i ",
    "wish i",
    "would like to",
    "i'd like to",
    "someday",
    "one day",
    "not sure",
];
const MILD_HEDGES: &[&str] = &[
    "i think",
    "probably",
    "i guess",
    "pretty sure",
    "i believe",
    "kind of",
    "sort of",
    "kinda",
];

/// How sure the speaker sounds: 0.9 plainly, 0.6 hedged, 0.3 hypothetical.
fn confidence(clause: &str) -> f32 {
    let lower = clause.to_ascii_lowercase();
    if STRONG_HEDGES.iter().any(|h| lower.contains(h)) {
        0.3
    } else if MILD_HEDGES.iter().any(|h| lower.contains(h)) {
        0.6
    } else {
        0.9
    }
}

static NEGATED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:not|never|no longer|\w+n't|cannot)\b").expect("negation")
});

// ---------------------------------------------------------------------------
// Values.

const TRAILING_FILLERS: &[&str] = &[
    "now",
    "too",
    "anymore",
    "honestly",
    "though",
    "actually",
    "lately",
    "really",
    "again",
    "also",
    "already",
    "still",
    "haha",
    "lol",
    "tbh",
    "basically",
    "literally",
    "obviously",
    "these days",
    "right now",
    "at the moment",
    "as well",
    "for sure",
    "for good",
    "or something",
    "i guess",
    "i think",
    "you know",
    "any more",
    "at all",
    "completely",
];
const CUTS: &[&str] = &[
    " and i ",
    " but ",
    " so ",
    " because ",
    " since ",
    " which ",
    " who ",
    " where ",
    " when ",
    " like ",
    " cause ",
    " though ",
    " until ",
    " except ",
    " last ",
    " this ",
    " next ",
    " yesterday",
    " today",
    " tonight",
    " ago ",
];
const EMPTY_OBJECTS: &[&str] = &[
    "it",
    "that",
    "this",
    "them",
    "him",
    "her",
    "you",
    "one",
    "something",
    "stuff",
    "things",
    "everything",
    "anything",
    "nothing",
    "those",
    "these",
    "there",
    "here",
];

/// A captured value, cleaned: cut at the first conjunction, trailing fillers
/// and punctuation dropped, at most `max_words` words. `None` when nothing
/// meaningful is left.
fn clean(raw: &str, max_words: usize) -> Option<String> {
    let mut v = format!(" {} ", raw.trim());
    let lower = v.to_ascii_lowercase();
    if let Some(cut) = CUTS.iter().filter_map(|c| lower.find(c)).min() {
        v.truncate(cut);
    }
    let mut v = v
        .trim()
        .trim_end_matches(['.', ',', '!', '?', ';', ':', '"', '\''])
        .trim()
        .to_string();
    loop {
        let lower = v.to_ascii_lowercase();
        let Some(filler) = TRAILING_FILLERS
            .iter()
            .find(|f| lower.ends_with(&format!(" {f}")) || lower == **f)
        else {
            break;
        };
        v.truncate(v.len() - filler.len());
        v = v.trim().trim_end_matches(',').trim().to_string();
    }
    for lead in ["now ", "currently ", "just ", "really "] {
        if v.to_ascii_lowercase().starts_with(lead) {
            v = v[lead.len()..].to_string();
        }
    }
    let words: Vec<&str> = v.split_whitespace().take(max_words).collect();
    let v = third_person_words(&words.join(" "));
    let lower = v.to_ascii_lowercase();
    if v.is_empty() || EMPTY_OBJECTS.contains(&lower.as_str()) {
        return None;
    }
    Some(v)
}

fn cap(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// "have coffee" → "has coffee": the first word as a third-person verb.
fn third_person(phrase: &str) -> String {
    let mut parts = phrase.splitn(2, ' ');
    let verb = parts.next().unwrap_or_default();
    let rest = parts.next();
    if is_past(verb) {
        return phrase.to_string();
    }
    let lower = verb.to_ascii_lowercase();
    let conjugated = match lower.as_str() {
        "have" => "has".to_string(),
        "do" => "does".to_string(),
        "go" => "goes".to_string(),
        "am" | "be" => "is".to_string(),
        _ if ["s", "sh", "ch", "x", "z", "o"]
            .iter()
            .any(|e| lower.ends_with(e)) =>
        {
            format!("{verb}es")
        }
        _ if lower.ends_with('y')
            && lower.len() > 1
            && !matches!(
                lower.as_bytes()[lower.len() - 2],
                b'a' | b'e' | b'i' | b'o' | b'u'
            ) =>
        {
            format!("{}ies", &verb[..verb.len() - 1])
        }
        _ => format!("{verb}s"),
    };
    match rest {
        Some(r) => format!("{conjugated} {r}"),
        None => conjugated,
    }
}

/// Irregular past forms that must not be conjugated ("went", not "wents").
const IRREGULAR_PAST: &[&str] = &[
    "went",
    "made",
    "took",
    "had",
    "did",
    "was",
    "were",
    "got",
    "ran",
    "ate",
    "sold",
    "left",
    "won",
    "lost",
    "sang",
    "saw",
    "met",
    "found",
    "bought",
    "brought",
    "thought",
    "came",
    "became",
    "began",
    "drove",
    "flew",
    "gave",
    "grew",
    "knew",
    "rode",
    "wrote",
    "spent",
    "sent",
    "built",
    "felt",
    "kept",
    "slept",
    "taught",
    "caught",
    "fought",
    "told",
    "said",
    "paid",
    "heard",
    "held",
    "stood",
    "understood",
    "swam",
    "drank",
    "broke",
    "chose",
    "fell",
    "forgot",
    "hid",
    "read",
    "put",
    "cut",
    "quit",
    "set",
    "let",
    "hit",
    "hurt",
    "split",
];

/// Whether `verb` is a past form.
fn is_past(verb: &str) -> bool {
    let v = verb.to_ascii_lowercase();
    IRREGULAR_PAST.contains(&v.as_str()) || (v.len() > 3 && v.ends_with("ed"))
}

/// First-person words in a captured phrase, in the third person: a statement
/// about the user reads "their coffee", never "my coffee".
fn third_person_words(phrase: &str) -> String {
    phrase
        .split(' ')
        .map(|w| {
            let core = w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'');
            let replaced = match core.to_ascii_lowercase().as_str() {
                "my" | "our" => "their",
                "me" | "us" => "them",
                "i" | "we" => "they",
                "i'm" | "we're" => "they're",
                "i've" | "we've" => "they've",
                "i'll" | "we'll" => "they'll",
                "i'd" | "we'd" => "they'd",
                "myself" | "ourselves" => "themselves",
                "mine" | "ours" => "theirs",
                _ => return w.to_string(),
            };
            w.replacen(core, replaced, 1)
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn article(word: &str) -> &'static str {
    match word.chars().next().map(|c| c.to_ascii_lowercase()) {
        Some('a' | 'e' | 'i' | 'o' | 'u') => "an",
        _ => "a",
    }
}

// ---------------------------------------------------------------------------
// The rules.

const DIETS: &[&str] = &[
    "vegetarian",
    "vegan",
    "pescatarian",
    "pescetarian",
    "keto",
    "gluten-free",
    "gluten free",
    "kosher",
    "halal",
    "paleo",
    "plant-based",
    "plant based",
    "carnivore",
    "dairy-free",
    "dairy free",
    "lactose intolerant",
];
const STATUSES: &[&str] = &[
    "single",
    "married",
    "engaged",
    "divorced",
    "widowed",
    "separated",
];
const OCCUPATIONS: &[&str] = &[
    "nurse",
    "chef",
    "cook",
    "doctor",
    "teacher",
    "lawyer",
    "engineer",
    "designer",
    "developer",
    "programmer",
    "student",
    "barista",
    "analyst",
    "consultant",
    "scientist",
    "researcher",
    "manager",
    "accountant",
    "architect",
    "writer",
    "author",
    "journalist",
    "editor",
    "artist",
    "painter",
    "musician",
    "photographer",
    "pilot",
    "driver",
    "electrician",
    "plumber",
    "carpenter",
    "mechanic",
    "firefighter",
    "officer",
    "paramedic",
    "surgeon",
    "dentist",
    "therapist",
    "counselor",
    "counsellor",
    "librarian",
    "professor",
    "lecturer",
    "tutor",
    "cashier",
    "waiter",
    "waitress",
    "bartender",
    "baker",
    "farmer",
    "vet",
    "veterinarian",
    "pharmacist",
    "physiotherapist",
    "psychologist",
    "economist",
    "banker",
    "trader",
    "recruiter",
    "marketer",
    "salesperson",
    "receptionist",
    "secretary",
    "assistant",
    "administrator",
    "technician",
    "coach",
    "trainer",
    "instructor",
    "freelancer",
    "entrepreneur",
    "founder",
    "ceo",
    "cto",
    "intern",
    "clerk",
    "translator",
    "interpreter",
    "actor",
    "actress",
    "dancer",
    "singer",
    "producer",
    "director",
    "midwife",
    "caregiver",
    "carer",
    "social worker",
    "paralegal",
    "judge",
    "soldier",
    "police officer",
    "scientist",
    "biologist",
    "chemist",
    "physicist",
    "mathematician",
    "statistician",
    "specialist",
];

fn is_occupation(word: &str) -> bool {
    let w = word.to_ascii_lowercase();
    OCCUPATIONS.contains(&w.as_str())
        || [
            "writer", "maker", "keeper", "worker", "smith", "grapher", "engineer",
        ]
        .iter()
        .any(|suffix| w.len() > suffix.len() + 2 && w.ends_with(suffix))
        || (w.len() > 5
            && (w.ends_with("ologist")
                || w.ends_with("ician")
                || w.ends_with("ist") && w != "list"))
}

fn matched_diet(value: &str) -> Option<&'static str> {
    let lower = value.to_ascii_lowercase();
    DIETS
        .iter()
        .copied()
        .find(|d| lower == *d || lower.starts_with(&format!("{d} ")))
}

struct Out<'a> {
    subject: &'a Subject,
    at: Timestamp,
    confidence: f32,
    proposals: Vec<Proposal>,
}

impl Out<'_> {
    /// Say something about `subject` instead of this output's subject, at
    /// this output's time and confidence; what is said lands here.
    fn about(&mut self, subject: &Subject, say: impl FnOnce(&mut Out<'_>)) {
        let mut other = Out {
            subject,
            at: self.at,
            confidence: self.confidence,
            proposals: Vec::new(),
        };
        say(&mut other);
        self.proposals.append(&mut other.proposals);
    }

    fn assert(
        &mut self,
        attribute: &str,
        value: FactValue,
        statement: String,
        scope: TemporalScope,
    ) {
        // One clause, one value per attribute: the first rule to claim it wins.
        let duplicate = self.proposals.iter().any(|p| {
            matches!(p, Proposal::Assert(c) if c.attribute == attribute && c.subject == *self.subject && c.value == value)
        });
        if duplicate {
            return;
        }
        self.proposals.push(Proposal::Assert(FactCandidate {
            subject: self.subject.clone(),
            attribute: attribute.into(),
            value,
            statement,
            explicitness: Explicitness::Stated,
            confidence: self.confidence,
            scope,
            commanded: false,
        }));
    }

    fn text(&mut self, attribute: &str, value: &str, statement: String) {
        let scope = if attribute::lookup(attribute).is_some_and(|s| !s.ongoing) {
            TemporalScope::Persistent
        } else {
            TemporalScope::Ongoing
        };
        self.assert(attribute, FactValue::Text(value.into()), statement, scope);
    }

    fn who(&self) -> String {
        cap(&self.subject.display)
    }

    fn whose(&self) -> String {
        format!("{}'s", cap(&self.subject.display))
    }
}

macro_rules! re {
    ($name:ident, $pattern:expr) => {
        static $name: LazyLock<Regex> =
            LazyLock::new(|| Regex::new($pattern).expect(stringify!($name)));
    };
}

// "I'm" and "I am"; the apostrophe is straightened by `normalise`.
re!(
    IM_NO_LONGER,
    r"(?i)\bi(?:'m| am) no longer (?:an? )?([^,;]+)"
);
re!(
    IM_NOT_ANYMORE,
    r"(?i)\bi(?:'m| am) not (?:an? )?([^,;]+?) (?:anymore|any more)\b"
);
re!(
    IM_NOT_STATE,
    r"(?i)\bi(?:'m| am) (?:definitely |certainly |absolutely )?not (?:an? )?([a-z -]+)"
);
re!(
    DONT_ANYMORE,
    r"(?i)\bi (?:no longer|don't|do not) (?:really )?(\w+)(?: ([^,;]+?))? (?:anymore|any more)\b"
);
re!(NO_LONGER_VERB, r"(?i)\bi no longer (\w+)(?: ([^,;]+))?");
re!(
    QUIT,
    r"(?i)\bi(?:'ve| have)? ?(?:quit|gave up|given up|stopped|dropped) (?:on )?([^,;]+)"
);
re!(USED_TO, r"(?i)\bi used to (\w+)(?: ([^,;]+))?");

re!(
    NAME,
    r"(?i:\bmy name(?:'s| is)|\bcall me) (\p{Lu}[\p{L}'-]+)"
);
re!(
    AGE,
    r"(?i)\bi(?:'m| am| just turned| turned) (\d{1,3})(?: years? old)?\b"
);
re!(
    LIVES,
    r"(?i)\b(?:i|we) (?:now |currently |still )?live in ([^,;]+)"
);
re!(
    LIVING,
    r"(?i)\b(?:i(?:'m| am)|we(?:'re| are)) (?:now |currently )?(?:living|based) in ([^,;]+)"
);
re!(
    MOVED,
    r"(?i)\b(?:i|we)(?:'ve| have)? (?:just |recently |finally |officially )?moved to ([^,;]+)"
);
re!(
    FROM,
    r"(?i)\bi(?:'m| am) (?:originally )?from ([^,;]+)|\bi grew up in ([^,;]+)"
);
re!(WORK_AS, r"(?i)\bi work as (?:an? )?([^,;]+)");
re!(WORK_AT, r"(?i)\bi work (?:at|for) ([^,;]+)");
re!(IM_A, r"(?i)\bi(?:'m| am) (?:now )?(?:an? )([^,;]+)");
re!(
    DIET,
    r"(?i)\b(?:i(?:'m| am)|i(?:'ve| have) (?:gone|become|turned)|i went) (?:now |fully |a |strictly |completely |totally |mostly |officially )*([a-z -]+)"
);
re!(
    ALLERGIC,
    r"(?i)\bi(?:'m| am) (?:severely |very |really |super |deathly )?allergic to ([^,;]+)"
);
re!(ALLERGY, r"(?i)\bi have an? ([a-z -]+?) allergy");
re!(
    LIKE,
    r"(?i)\bi (?:really |absolutely |totally |just |also |do |genuinely )*(love|like|enjoy|adore)s? ([^,;]+)"
);
re!(
    FAN,
    r"(?i)\bi(?:'m| am) (?:a )?(?:big |huge |massive |so |really |totally |absolutely |kind of )?(?:fan of|really into|into|obsessed with|hooked on|addicted to) ([^,;]+)"
);
re!(
    DISLIKE,
    r"(?i)\bi (?:really |absolutely |totally |just )*(hate|dislike|detest|can't stand|cannot stand|can't bear|don't like|do not like|don't enjoy) ([^,;]+)"
);
re!(
    FAVORITE,
    r"(?i)\bmy (?:absolute |all[- ]time |new |current |very )*favou?rite ([a-z ]{2,30}?) (?:right now |at the moment |these days |now |ever )?(?:is|are|has to be|would be|was)(?: probably| definitely)? ([^,;]+)"
);
re!(
    STATUS,
    r"(?i)\bi(?:'m| am) (?:now |officially )?(single|married|engaged|divorced|widowed|separated)\b"
);
re!(
    SEEING,
    r"(?i)\bi(?:'ve| have) been (?:seeing|dating) (?:someone|somebody)|\bi(?:'m| am) (?:seeing|dating) (?:someone|somebody)"
);
re!(
    PET,
    r"(?i)\b(?:i|we)(?:'ve| have)?(?: just| finally| recently| also)?(?: got)? (?:have|got|adopted|rescued|bought|own) an? (?:(?:new|little|big|old|retired|rescue|young) )*(dog|cat|puppy|kitten|rabbit|hamster|parrot|horse|tortoise|turtle|greyhound|labrador|spaniel|terrier|poodle|beagle)!?(?:,? (?:called|named) (\p{Lu}\w+))?"
);
re!(
    HABIT,
    r"(?i)\bi (usually|always|often|normally|regularly) ([^,;]+)"
);
re!(
    PLAN,
    r"(?i)\bi(?:'m| am) (?:going to|planning to|planning on|gonna|about to) ([^,;]+)"
);
re!(
    TEMP_WHERE_FIRST,
    r"(?i)\b(this|next) (week|weekend|month),? i(?:'m| am|'ll be| will be) (?:in|at|staying in|visiting) ([^,;]+)"
);
re!(
    TEMP_WHERE_LAST,
    r"(?i)\bi(?:'m| am|'ll be| will be) (?:in|at|staying in|visiting) ([^,;]+?) (this|next|for the|all) (week|weekend|month)\b"
);
re!(
    RELATION_NAMED,
    r"(?i:\bmy) (?i:(wife|husband|partner|boyfriend|girlfriend|fiance|fiancee|spouse|sister|brother|mother|mom|mum|father|dad|son|daughter|friend|best friend|boss|manager|colleague|coworker|roommate|flatmate|neighbor|neighbour|cousin|aunt|uncle|grandma|grandmother|grandpa|grandfather|niece|nephew|therapist|doctor|dentist|barber|tutor|teacher|coach|trainer|mentor|landlord|landlady|vet|nanny)),? (\p{Lu}\p{Ll}+)"
);
re!(
    RELATION_IS,
    r"(?i:\bmy) (?i:(wife|husband|partner|boyfriend|girlfriend|fiance|fiancee|spouse|boss|manager|therapist|doctor|dentist|barber))(?i:'s name)? (?i:is) (\p{Lu}\p{Ll}+)"
);

/// Words that open a question (after any lead-in like "so" or "and").
const QUESTION_OPENERS: &[&str] = &[
    "do", "does", "did", "is", "are", "was", "were", "can", "could", "would", "will", "should",
    "shall", "may", "what", "what's", "whats", "where", "when", "who", "whom", "whose", "why",
    "how", "which", "have", "has", "any", "anything", "any", "isn't", "aren't", "don't", "doesn't",
    "didn't", "won't", "wouldn't", "couldn't",
];

/// Whether a sentence or clause asks rather than tells: it opens with a
/// question word, or it is one short clause ending in "?".
fn is_question(text: &str) -> bool {
    let mut words = text.split_whitespace().map(|w| {
        w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'')
            .to_ascii_lowercase()
    });
    let mut first = words.next().unwrap_or_default();
    while matches!(
        first.as_str(),
        "so" | "and" | "but" | "oh" | "okay" | "ok" | "hey" | "um" | "also" | "wait"
    ) {
        first = words.next().unwrap_or_default();
    }
    if QUESTION_OPENERS.contains(&first.as_str()) {
        return true;
    }
    // "you know what I mean?" style tails end in "?" but tell nothing;
    // a first-person statement ending in "?" ("I'm pretty old, right?")
    // still tells.
    text.trim_end().ends_with('?')
        && !text
            .to_ascii_lowercase()
            .split_whitespace()
            .any(|w| matches!(w, "i" | "i'm" | "i've" | "my" | "we" | "we're"))
}

/// Verbs that carry no fact of their own: "I think", "I mean", "I was
/// like", "I need to".
const EMPTY_VERBS: &[&str] = &[
    "think",
    "mean",
    "guess",
    "know",
    "feel",
    "felt",
    "say",
    "said",
    "like",
    "hope",
    "wish",
    "wonder",
    "need",
    "want",
    "bet",
    "suppose",
    "see",
    "saw",
    "thought",
    "believe",
    "told",
    "tell",
    "ask",
    "asked",
    "am",
    "was",
    "swear",
    "promise",
    "agree",
    "forgot",
    "forget",
    "remember",
    "get",
    "got",
    "gotta",
    "should",
    "could",
    "would",
    "will",
    "can",
    "have",
    "had",
    "do",
    "did",
    "just",
    "really",
    "actually",
    "mean",
    "reckon",
    "doubt",
    "heard",
    "hear",
    "appreciate",
    "love",
    "hate",
    "can't",
    "don't",
    "didn't",
    "won't",
    "wanna",
    "gonna",
];

static FIRST_PERSON_CLAUSE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(i|we)(?:'m| am|'re| are|'ve been| have been|'ve)? ((?:(?:really|actually|also|still|now|currently|usually|basically|just|mostly|finally|recently) )*)([a-z][a-z'-]+) ([^,;]+)")
        .expect("first-person clause")
});

/// The fallback: a first-person clause no rule understood, kept whole as a
/// fact ("I play cello in the Riverside orchestra" → "The user plays cello in
/// the Riverside orchestra.", attribute `play`), so what the user said about
/// themself is never lost to a missing rule. Its attribute is the verb, so
/// "I don't play anymore" retracts it. Conservative: a content verb, at least
/// two content words after it, no negation or hedge, not a question.
fn statement_of_fact(clause: &str, out: &mut Out<'_>) {
    let Some(c) = FIRST_PERSON_CLAUSE.captures(clause) else {
        return;
    };
    let start = c.get(0).map_or(0, |m| m.start());
    if NEGATED.is_match(&clause[..start]) || NEGATED.is_match(c.get(0).map_or("", |m| m.as_str())) {
        return;
    }
    if out.confidence < 0.9 {
        return;
    }
    let head = c.get(0).map_or("", |m| m.as_str()).to_ascii_lowercase();
    let perfect = ["i've been", "i have been", "we've been", "we have been"]
        .iter()
        .any(|p| head.starts_with(p));
    let be = perfect
        || ["i'm", "i am", "we're", "we are"]
            .iter()
            .any(|p| head.starts_with(p));
    let mut verb = c[3].to_ascii_lowercase();
    let mut said_verb = c[3].to_string();
    // "I've got a project", "I have a standing desk": having something,
    // when what follows is a thing ("a", "an", a number), not "to" or "it".
    let having = matches!(verb.as_str(), "got" | "have")
        && c[4].split_whitespace().next().is_some_and(|w| {
            matches!(
                w.to_ascii_lowercase().as_str(),
                "a" | "an" | "two" | "three" | "four" | "some" | "my" | "our"
            )
        });
    if having {
        if let Some(device) = attribute::device_of(&c[4]) {
            let Some(v) = clean(&c[4], 6) else { return };
            let s = format!("{} {device} is {v}.", out.whose());
            out.text(&format!("what_{device}"), &v, s);
            return;
        }
        verb = "have".into();
        said_verb = "have".into();
    }
    if (!having && EMPTY_VERBS.contains(&verb.as_str())) || verb.ends_with("ly") {
        return;
    }
    // After "I'm", only an -ing verb carries a fact ("I'm learning
    // Portuguese"); "I'm so tired" is a mood, not memory.
    if be && !verb.ends_with("ing") {
        return;
    }
    let Some(rest) = clean(&c[4], 12) else { return };
    let rest = third_person_words(&rest);
    // The verb is content too: "learning the banjo" says two things.
    let content = text::terms(&rest).len() + 1;
    if content < 2 {
        return;
    }
    let adverbs = c[2].trim();
    let adverbs = if adverbs.is_empty() {
        String::new()
    } else {
        format!("{adverbs} ")
    };
    let said_verb = said_verb.as_str();
    let plural = c[1].eq_ignore_ascii_case("we");
    let predicate = if perfect {
        format!(
            "{} {adverbs}{said_verb} {rest}",
            if plural {
                "and their family have been"
            } else {
                "has been"
            }
        )
    } else if be {
        format!(
            "{} {adverbs}{said_verb} {rest}",
            if plural { "and their family are" } else { "is" }
        )
    } else if plural {
        format!("and their family {adverbs}{said_verb} {rest}")
    } else {
        format!("{adverbs}{}", third_person(&format!("{said_verb} {rest}")))
    };
    let statement = format!("{} {predicate}.", out.who());
    let attribute = text::stem(verb.trim_end_matches("ing"));
    let mut candidate_scope = TemporalScope::Ongoing;
    if !be
        && (verb.ends_with("ed")
            || matches!(
                verb.as_str(),
                "went"
                    | "made"
                    | "took"
                    | "bought"
                    | "met"
                    | "found"
                    | "ran"
                    | "ate"
                    | "sold"
                    | "left"
                    | "won"
                    | "lost"
                    | "sang"
                    | "saw"
            ))
    {
        candidate_scope = TemporalScope::Episodic {
            valid_from: Some(out.at),
            valid_until: None,
        };
    }
    let value = FactValue::Text(format!("{said_verb} {rest}"));
    out.assert(
        &format!("does_{attribute}"),
        value,
        statement,
        candidate_scope,
    );
}

static SELF_COPULA: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:(?:so|and|but|oh|well|honestly|anyway|like),? )*([\w' ]{3,40}?) (?:is|are|'s|'re) (?:now |basically |mostly |all |totally |kind of )*(.*(?:\bmy\b|\bfor me\b).*)$")
        .expect("self copula")
});

/// "Wednesday nights are my gym nights now", "weekends are all climbing for
/// me": a statement about the speaker's life without "I". Kept whole, in
/// the third person, under the fallback's conditions.
fn said_of_self(clause: &str, out: &mut Out<'_>) {
    if out.confidence < 0.9 || NEGATED.is_match(clause) || !out.subject.is_user() {
        return;
    }
    let Some(c) = SELF_COPULA.captures(clause.trim()) else {
        return;
    };
    let head = c[1].trim().to_ascii_lowercase();
    if matches!(
        head.as_str(),
        "it" | "that" | "this" | "there" | "what" | "he" | "she" | "they" | "which"
    ) {
        return;
    }
    let said = third_person_words(clause.trim().trim_end_matches(['.', '!']));
    let said = said.replace("for them", "for the user");
    if text::terms(&said).len() < 3 {
        return;
    }
    let statement = format!("{} says {said}.", cap(&out.subject.display));
    out.assert(
        "says",
        FactValue::Text(said.clone()),
        statement,
        TemporalScope::Ongoing,
    );
}

/// Run every rule over `text`, whose first-person voice is `subject`.
fn statements(
    text: &str,
    subject: &Subject,
    at: Timestamp,
    known: &[Subject],
    previous_user: Option<&str>,
) -> Vec<Proposal> {
    let mut out = Out {
        subject,
        at,
        confidence: 0.9,
        proposals: Vec::new(),
    };
    // People named before, found again by their name alone.
    let mut people: Vec<(Subject, Vec<String>)> = known
        .iter()
        .filter(|s| !s.is_user() && s.display.chars().next().is_some_and(char::is_uppercase))
        .map(|s| (s.clone(), vec![s.display.clone()]))
        .collect();
    // "it was my birthday on Sunday! officially 30 now": an age said around
    // a birthday, across the sentence break.
    if let Some(c) = BIRTHDAY_AGE.captures(text) {
        if let Ok(n) = c[1].parse::<u32>() {
            if (1..=120).contains(&n) {
                let s = format!("{} is {n} years old.", out.who());
                out.assert(
                    "age",
                    FactValue::Number(n as f64),
                    s,
                    TemporalScope::Ongoing,
                );
            }
        }
    }
    // The thing may have been named in the speaker's previous turn ("my
    // dentist appointment?" … "I meant Thursday, it's Thursday at 4").
    let mut last_thing: Option<String> = previous_user
        .and_then(|p| MY_THING.captures_iter(p).last())
        .map(|c| c[1].to_ascii_lowercase());
    // Across sentences: "birdwatching? … and I got hooked".
    if out.subject.is_user() {
        hooked(text, &mut out);
    }
    for sentence in sentences(text) {
        let first_of_sentence = out.proposals.len();
        out.confidence = confidence(sentence);
        // Declarative even when the sentence ends in a question ("finished
        // it in three days, loved it, what else is like it?").
        if out.subject.is_user() {
            loved_it(sentence, &mut out);
        }
        // "can you order for me and my sister Astrid?": a relation named in
        // a question is still named.
        relations(sentence, &mut out, &mut people);
        new_obsession(sentence, &mut out);
        if out.subject.is_user() {
            route(sentence, &mut out);
            started_at(sentence, &mut out);
        }
        if !is_question(sentence) {
            if out.subject.is_user() {
                children_named(sentence, &mut out, &mut people);
                relative_home(sentence, &mut out);
            }
            temporary_location(sentence, &mut out);
            new_favorite(sentence, &mut out);
        }
        for clause in clauses(sentence) {
            out.confidence = confidence(clause);
            // "my phone keeps dying… it's an iPhone 12": "it" is the last
            // thing of theirs the speaker named, even in a question.
            if let Some(thing) = it_is(clause, last_thing.as_deref(), &mut out) {
                last_thing = Some(thing);
                continue;
            }
            if let Some(c) = MY_THING.captures(clause) {
                let thing = c[1].to_ascii_lowercase();
                if !attribute::RELATIONS.contains(&thing.as_str()) && !thing.starts_with("favo") {
                    last_thing = Some(thing);
                }
            }
            // A statement followed by a request ("I'm allergic to cashews,
            // can you find…?") keeps its statement: questions are judged
            // clause by clause.
            if is_question(clause) {
                continue;
            }
            out.confidence = confidence(clause);
            if rescheduled(clause, &mut out) || retraction(clause, &mut out) {
                continue;
            }
            if out.subject.is_user()
                && (interview_round(clause, &mut out)
                    || best_food(clause, &mut out)
                    || children_count(clause, &mut out)
                    || avoided_food(clause, &mut out)
                    || offer(clause, &mut out))
            {
                continue;
            }
            if !third_party(clause, &mut out, &people) {
                let before = out.proposals.len();
                first_person(clause, &mut out);
                if out.proposals.len() == before {
                    statement_of_fact(clause, &mut out);
                }
                if out.proposals.len() == before {
                    said_of_self(clause, &mut out);
                }
            }
        }
        refine_specifically(sentence, &mut out.proposals[first_of_sentence..]);
    }
    out.proposals
}

re!(
    SPECIFICALLY,
    r"\b([A-Z][\w-]+) ([A-Za-z][\w-]+),? (?i:specifically|in particular|to be precise|to be exact)\b"
);

/// "I'm learning Portuguese, European Portuguese specifically": a value
/// narrowed in the same sentence is stored narrowed.
fn refine_specifically(sentence: &str, proposals: &mut [Proposal]) {
    for c in SPECIFICALLY.captures_iter(sentence) {
        let (qualifier, word) = (&c[1], &c[2]);
        for p in proposals.iter_mut() {
            let Proposal::Assert(fact) = p else { continue };
            let FactValue::Text(value) = &fact.value else {
                continue;
            };
            // The value names the word last ("learning Portuguese") and
            // does not carry the qualifier yet.
            let ends_with_word = value
                .rsplit(' ')
                .next()
                .is_some_and(|last| last.eq_ignore_ascii_case(word));
            if !ends_with_word || value.contains(qualifier) {
                continue;
            }
            let narrow = |text: &str| match text.rfind(word) {
                Some(at) => format!("{}{qualifier} {}", &text[..at], &text[at..]),
                None => text.to_string(),
            };
            fact.statement = narrow(&fact.statement);
            fact.value = FactValue::Text(narrow(value));
        }
    }
}

re!(
    LOVED_IT,
    r"(?:\b(?i:i (?:read|watched|saw|finished|played|tried)|finished|read|watched) )((?:The |A |An )?[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,4})\b[^.!?]{0,40}?\b(?i:loved|enjoyed|adored) it\b"
);

/// "I read Piranesi last year and loved it", "finished The Martian in three
/// days, loved it": a work the speaker enjoyed.
fn loved_it(sentence: &str, out: &mut Out<'_>) {
    for c in LOVED_IT.captures_iter(sentence) {
        let title = c[1].trim().to_string();
        if STOP_NAMES.contains(&title.as_str()) {
            continue;
        }
        let s = format!("{} loved {title}.", out.who());
        out.text("likes", &title, s);
    }
}

re!(
    OFFER_FROM,
    r"(?i)\b(?:i've got|i have|i got|i've had|i had|i received|i've received) (?:an? )?(?:job )?offer (?:from|at) (.+?)(?:,| but\b| and\b|$)"
);

/// "I've got an offer from a smaller studio": an offer, which is what the
/// speaker is deciding about. Returns whether the clause was one.
fn offer(clause: &str, out: &mut Out<'_>) -> bool {
    let Some(c) = OFFER_FROM.captures(clause) else {
        return false;
    };
    let Some(from) = clean(&c[1], 10) else {
        return false;
    };
    let s = format!("{} has an offer from {from}.", out.who());
    out.text("offer", &from, s);
    true
}

re!(
    NO_FOOD_EITHER,
    r"(?i)\b(?:and )?no ([a-z]+(?: [a-z]+)?),? either\b"
);

/// "and no pineapple either": a food the speaker avoids, said after another
/// (an allergy, a dislike). Only a food, by the catalogue. Returns whether
/// the clause was one.
fn avoided_food(clause: &str, out: &mut Out<'_>) -> bool {
    let Some(c) = NO_FOOD_EITHER.captures(clause) else {
        return false;
    };
    let food = c[1].trim().to_ascii_lowercase();
    if attribute::category_of_value(&food) != Some("food") {
        return false;
    }
    let s = format!("{} avoids {food}.", out.who());
    out.text("dislikes", &food, s);
    true
}

re!(
    INTERVIEW_ROUND,
    r"\b(?i:(?:a|an|my|the|our)\s+(first|second|third|fourth|final|last|follow-up|next)[- ](?:round|stage|interview)(?:\s+interview)?\s+(?:with|at))\s+((?:[A-Z][\w&.'-]*)(?:\s+[A-Z][\w&.'-]*){0,3})"
);

/// "I had a second round with Stripe yesterday": an interview at a named
/// company, which the bare "I've been interviewing" does not name. Returns
/// whether the clause was one.
fn interview_round(clause: &str, out: &mut Out<'_>) -> bool {
    let Some(c) = INTERVIEW_ROUND.captures(clause) else {
        return false;
    };
    let (stage, company) = (c[1].to_ascii_lowercase(), c[2].trim().to_string());
    let statement = format!(
        "{} has a {stage}-round interview with {company}.",
        out.who()
    );
    out.assert(
        "does_interview",
        FactValue::Text(company),
        statement,
        TemporalScope::Ongoing,
    );
    true
}

re!(
    BEST_FOOD,
    r"(?i)\b(?:i|we)\s+(?:just\s+)?(?:had|ate|tried)\s+(?:the|a|an|this)\s+(?:best|most amazing|most incredible)\s+([a-z][a-z -]{1,30}?)(?:\s+(?:last|yesterday|tonight|today|this|at|in|from|ever|of)\b|[,.!;]|$)"
);

/// "I had the best burger last night": a food the speaker enjoys. Only a
/// food (by the catalogue), so "the best time" or "the best day" is not one.
/// Returns whether the clause was one.
fn best_food(clause: &str, out: &mut Out<'_>) -> bool {
    let Some(c) = BEST_FOOD.captures(clause) else {
        return false;
    };
    let food = c[1].trim().to_ascii_lowercase();
    if attribute::category_of_value(&food) != Some("food") {
        return false;
    }
    let statement = format!("{} had the best {food} and loved it.", out.who());
    out.assert(
        "likes",
        FactValue::Text(food),
        statement,
        TemporalScope::Ongoing,
    );
    true
}

fn retract(out: &mut Out<'_>, attribute: Option<&str>, value: Option<String>, said: &str) {
    out.proposals.push(Proposal::Retract(Retraction {
        subject: out.subject.clone(),
        attribute: attribute.map(str::to_string),
        value,
        said: said.trim().to_string(),
    }));
}

/// What an "I'm no longer X" is about, judged by X.
fn attribute_of_state(value: &str) -> Option<&'static str> {
    let lower = value.to_ascii_lowercase();
    if matched_diet(&lower).is_some() {
        Some("diet")
    } else if STATUSES.contains(&lower.as_str())
        || lower.starts_with("with ")
        || lower.starts_with("seeing")
    {
        Some("relationship_status")
    } else {
        None
    }
}

/// "the Japan trip's moved to November", "they moved the dog's appointment
/// to Monday morning": what was planned for one time is now at another. The
/// old plan (whatever mentions the thing) is withdrawn and the new time
/// stated. Returns whether the clause was one.
fn rescheduled(clause: &str, out: &mut Out<'_>) -> bool {
    let Some(c) = RESCHEDULED_PASSIVE
        .captures(clause)
        .or_else(|| RESCHEDULED_ACTIVE.captures(clause))
    else {
        return false;
    };
    let thing = third_person_words(c[1].trim());
    let thing_key = text::normalize_key(&thing);
    if thing_key.is_empty()
        || matches!(
            thing_key.as_str(),
            "i" | "we" | "they" | "he" | "she" | "you" | "it" | "everything" | "they're"
        )
    {
        return false;
    }
    let Some(when) = clean(&c[2], 8) else {
        return false;
    };
    let words: Vec<String> = thing_key
        .split(' ')
        .map(|w| w.trim_end_matches("'s").to_string())
        .filter(|w| !text::is_stopword(w) && w != "their")
        .collect();
    if words.is_empty() {
        return false;
    }
    retract(out, None, Some(words.join(" ")), clause);
    let statement = format!("{} has moved to {when}.", cap(&thing));
    let value = FactValue::Text(format!("{thing} moved to {when}"));
    out.assert(
        "schedule",
        value,
        statement,
        TemporalScope::Episodic {
            valid_from: Some(out.at),
            valid_until: None,
        },
    );
    true
}

/// Negations that withdraw something. Returns whether the clause was one.
fn retraction(clause: &str, out: &mut Out<'_>) -> bool {
    for re in [&*IM_NO_LONGER, &*IM_NOT_ANYMORE] {
        if let Some(c) = re.captures(clause) {
            if let Some(v) = clean(&c[1], 6) {
                let attr = attribute_of_state(&v);
                let value = if attr == Some("relationship_status")
                    && v.to_ascii_lowercase().starts_with("with")
                {
                    None
                } else {
                    Some(v)
                };
                retract(out, attr, value, clause);
                return true;
            }
        }
    }
    if let Some(c) = DONT_ANYMORE.captures(clause) {
        let verb = c[1].to_ascii_lowercase();
        let object = c.get(2).and_then(|m| clean(m.as_str(), 6));
        let attr = match verb.as_str() {
            "like" | "love" | "enjoy" => Some("likes"),
            "live" => Some("lives_in"),
            "work" => None,
            "eat" => None,
            _ => None,
        };
        let value = match (&object, verb.as_str()) {
            (Some(o), _) => Some(
                o.trim_start_matches("in ")
                    .trim_start_matches("at ")
                    .to_string(),
            ),
            (None, v) => Some(v.to_string()),
        };
        retract(out, attr, value, clause);
        return true;
    }
    if let Some(c) = NO_LONGER_VERB.captures(clause) {
        let object = c.get(2).and_then(|m| clean(m.as_str(), 6));
        let value = object
            .map(|o| {
                o.trim_start_matches("in ")
                    .trim_start_matches("at ")
                    .to_string()
            })
            .or_else(|| Some(c[1].to_string()));
        retract(out, None, value, clause);
        return true;
    }
    if let Some(c) = QUIT.captures(clause) {
        if let Some(v) = clean(&c[1], 5) {
            retract(out, None, Some(v.clone()), clause);
            // That the user quit is itself worth knowing ("does the user
            // smoke?"), as a fact that states the change, not the habit.
            let s = format!("{} quit {v}.", out.who());
            out.text("quit", &v, s);
            return true;
        }
    }
    if let Some(c) = USED_TO.captures(clause) {
        // "I used to live in Leeds": a past state, never a current one.
        if let Some(o) = c.get(2).and_then(|m| clean(m.as_str(), 6)) {
            let o = o
                .trim_start_matches("in ")
                .trim_start_matches("at ")
                .to_string();
            retract(out, None, Some(o), clause);
        }
        return true;
    }
    if let Some(c) = IM_NOT_STATE.captures(clause) {
        let v = c[1].trim().to_ascii_lowercase();
        if let Some(attr) = attribute_of_state(&v) {
            let value = matched_diet(&v).map(str::to_string).unwrap_or(v);
            retract(out, Some(attr), Some(value), clause);
            return true;
        }
    }
    false
}

fn first_person(clause: &str, out: &mut Out<'_>) {
    let negated_before = |start: usize| NEGATED.is_match(&clause[..start]);

    if let Some(c) = NAME.captures(clause) {
        let v = c[1].to_string();
        let s = format!("{} name is {v}.", out.whose());
        out.text("name", &v, s);
    }
    if let Some(c) = AGE.captures(clause) {
        let full = c.get(0).map_or("", |m| m.as_str()).to_ascii_lowercase();
        // "I'm 29" is an age when the number ends the clause; "I'm 5
        // minutes away" is not.
        let ends_clause = clause[c.get(0).map_or(0, |m| m.end())..]
            .trim_start()
            .chars()
            .next()
            .is_none_or(|ch| matches!(ch, ',' | '.' | '!' | ';'));
        if full.contains("old") || full.contains("turned") || ends_clause {
            if let Ok(n) = c[1].parse::<u32>() {
                let s = format!("{} is {n} years old.", out.who());
                out.assert(
                    "age",
                    FactValue::Number(n as f64),
                    s,
                    TemporalScope::Ongoing,
                );
            }
        }
    }
    // "we're in Bath now", "flying back home to Manchester": a place said
    // as where the speaker is at home, unless the sentence marks the stay as
    // temporary.
    if !TEMPORARY_STAY.is_match(clause) {
        if let Some(c) = HOME_PLACE.captures(clause) {
            let place = c.get(1).or(c.get(2)).map_or("", |m| m.as_str());
            if !place.is_empty() && !STOP_NAMES.contains(&place) {
                let s = format!("{} lives in {place}.", out.who());
                out.text("lives_in", place, s);
            }
        }
    }
    for re in [&*LIVES, &*LIVING, &*MOVED] {
        if let Some(c) = re.captures(clause) {
            let m = c.get(0).map_or(0, |m| m.start());
            if negated_before(m) {
                continue;
            }
            if let Some(v) = clean(&c[1], 5) {
                let s = format!("{} lives in {v}.", out.who());
                out.text("lives_in", &v, s);
                break;
            }
        }
    }
    if let Some(c) = FROM.captures(clause) {
        let raw = c.get(1).or(c.get(2)).map_or("", |m| m.as_str());
        if let Some(v) = clean(raw, 5) {
            let s = format!("{} is from {v}.", out.who());
            out.text("from", &v, s);
        }
    }
    if let Some(c) = WORK_AS.captures(clause) {
        if let Some(v) = clean(&c[1], 5) {
            job(out, &v);
        }
    } else if let Some(c) = IM_A.captures(clause) {
        if !negated_before(c.get(0).map_or(0, |m| m.start())) {
            occupation_phrase(&c[1], out);
        }
    }
    if let Some(c) = REPORT_TO.captures(clause) {
        let name = c[1].to_string();
        if !STOP_NAMES.contains(&name.as_str()) {
            let s = format!("{} boss is {name}.", out.whose());
            out.text("boss", &name, s);
        }
    }
    if let Some(c) = PET_FRAGMENT.captures(clause.trim()) {
        let (animal, name) = (c[1].to_ascii_lowercase(), c[2].to_string());
        let s = format!(
            "{} has {} {animal} named {name}.",
            out.who(),
            article(&animal)
        );
        out.text("pet", &format!("{animal} named {name}"), s);
    }
    if let Some(c) = CAREER_AS.captures(clause) {
        let phrase = c.get(1).or(c.get(2)).map_or("", |m| m.as_str());
        occupation_phrase(phrase, out);
    }
    if let Some(c) = WORK_AT.captures(clause) {
        if let Some(v) = clean(&c[1], 5) {
            let s = format!("{} works at {v}.", out.who());
            out.text("employer", &v, s);
        }
    }
    if let Some(c) = DIET.captures(clause) {
        if !negated_before(c.get(0).map_or(0, |m| m.start())) {
            if let Some(d) = matched_diet(c[1].trim()) {
                let s = format!("{} is {d}.", out.who());
                out.text("diet", d, s);
            }
        }
    }
    for re in [&*ALLERGIC, &*ALLERGY] {
        if let Some(c) = re.captures(clause) {
            if let Some(v) = clean(&c[1], 5) {
                let s = format!("{} is allergic to {v}.", out.who());
                out.text("allergy", &v, s);
                break;
            }
        }
    }
    if let Some(c) = DISLIKE.captures(clause) {
        if let Some(v) = clean(&c[2], 6) {
            let verb = c[1].to_ascii_lowercase();
            let said = match verb.as_str() {
                "don't like" | "do not like" => "does not like".to_string(),
                "don't enjoy" => "does not enjoy".to_string(),
                "can't stand" | "cannot stand" => "can't stand".to_string(),
                "can't bear" => "can't bear".to_string(),
                v => third_person(v),
            };
            let s = format!("{} {said} {v}.", out.who());
            out.text("dislikes", &v, s);
        }
    } else if let Some(c) = LIKE.captures(clause) {
        let start = c.get(0).map_or(0, |m| m.start());
        if !negated_before(start) {
            if let Some(v) = clean(&c[2], 6) {
                let s = format!(
                    "{} {} {v}.",
                    out.who(),
                    third_person(&c[1].to_ascii_lowercase())
                );
                out.text("likes", &v, s);
            }
        }
    } else if let Some(c) = FAN.captures(clause) {
        if !negated_before(c.get(0).map_or(0, |m| m.start())) {
            if let Some(v) = clean(&c[1], 6) {
                let s = format!("{} is into {v}.", out.who());
                out.text("likes", &v, s);
            }
        }
    }
    if let Some(c) = FAVORITE.captures(clause) {
        let mut category = text::normalize_key(&c[1]);
        // "my favourite food in the whole world is…": the category is "food".
        for qualifier in [
            " in the ",
            " of all ",
            " ever",
            " at the ",
            " right now",
            " these days",
        ] {
            if let Some(i) = category.find(qualifier) {
                category.truncate(i);
            }
        }
        // "my favourite thing is ramen": a generic category is named by what
        // the thing is, when that is known.
        if matches!(category.as_str(), "thing" | "things" | "one" | "stuff") {
            if let Some(known) = attribute::category_of_value(&c[2]) {
                category = known.to_string();
            }
        }
        if let Some(v) = clean(&c[2], 6) {
            let attr = format!("favorite_{}", category.replace(' ', "_"));
            let s = format!("{} favorite {category} is {v}.", out.whose());
            out.text(&attr, &v, s);
        }
    }
    if let Some(c) = STATUS.captures(clause) {
        if !negated_before(c.get(0).map_or(0, |m| m.start())) {
            let v = c[1].to_ascii_lowercase();
            let s = format!("{} is {v}.", out.who());
            out.text("relationship_status", &v, s);
        }
    }
    if SEEING.is_match(clause) {
        let s = format!("{} is in a relationship.", out.who());
        out.text("relationship_status", "in a relationship", s);
    }
    if let Some(c) = PARTNER_NAMED.captures(clause) {
        let name = c.get(1).or(c.get(2)).map_or("", |m| m.as_str());
        if !name.is_empty() && !STOP_NAMES.contains(&name) {
            let s = format!("{} is seeing {name}.", out.who());
            out.text("relationship_status", &format!("seeing {name}"), s);
        }
    }
    if let Some(c) = PET.captures(clause) {
        let animal = c[1].to_ascii_lowercase();
        let (v, s) = match c.get(2) {
            Some(name) => (
                format!("{animal} named {}", name.as_str()),
                format!("{} has a {animal} named {}.", out.who(), name.as_str()),
            ),
            None => (
                animal.clone(),
                format!("{} has {} {animal}.", out.who(), article(&animal)),
            ),
        };
        out.text("pet", &v, s);
    }
    if let Some(c) = HABIT.captures(clause) {
        if let Some(v) = clean(&c[2], 8) {
            let adverb = c[1].to_ascii_lowercase();
            let s = format!("{} {adverb} {}.", out.who(), third_person(&v));
            out.text("habit", &format!("{adverb} {v}"), s);
        }
    }
    if let Some(c) = PLAN.captures(clause) {
        if let Some(v) = clean(&c[1], 14) {
            let s = format!("{} is planning to {v}.", out.who());
            out.assert(
                "plan",
                FactValue::Text(v),
                s,
                TemporalScope::Episodic {
                    valid_from: Some(out.at),
                    valid_until: None,
                },
            );
        }
    }
}

fn job(out: &mut Out<'_>, phrase: &str) {
    let (role, at) = match phrase.to_ascii_lowercase().find(" at ") {
        Some(i) => (&phrase[..i], Some(&phrase[i + 4..])),
        None => (phrase, None),
    };
    let role = role.trim();
    let s = format!("{} works as {} {role}.", out.who(), article(role));
    out.text("job", role, s);
    if let Some(org) = at.and_then(|o| clean(o, 5)) {
        let s = format!("{} works at {org}.", out.who());
        out.text("employer", &org, s);
    }
}

/// "I'm a pharmacist at the Boots on Market Street": a job only when one of
/// the first words names an occupation, so "I'm a big red wine person" is not
/// one.
fn occupation_phrase(phrase: &str, out: &mut Out<'_>) {
    let words: Vec<&str> = phrase.split_whitespace().collect();
    let Some(end) = words
        .iter()
        .take(4)
        .position(|w| is_occupation(w.trim_matches(|c: char| !c.is_alphanumeric())))
    else {
        return;
    };
    let role = words[..=end].join(" ");
    let role = role.trim_matches(|c: char| !c.is_alphanumeric() && c != ' ');
    let rest = words[end + 1..].join(" ");
    let phrase = if rest.to_ascii_lowercase().starts_with("at ")
        || rest.to_ascii_lowercase().starts_with("for ")
    {
        let org = rest.split_once(' ').map_or("", |(_, o)| o);
        format!("{role} at {org}")
    } else {
        role.to_string()
    };
    job(out, &phrase);
}

/// "new favourite album alert, it's Blonde": read across the sentence, since
/// the announcement and the value sit in different clauses.
fn new_favorite(sentence: &str, out: &mut Out<'_>) {
    let Some(c) = NEW_FAVORITE.captures(sentence) else {
        return;
    };
    let category = text::normalize_key(&c[1]);
    if let Some(v) = clean(&c[2], 6) {
        let s = format!("{} favorite {category} is {v}.", out.whose());
        out.text(&format!("favorite_{category}"), &v, s);
    }
}

/// "it's an iPhone 12" / "it's on Tuesday at 4" after "my phone" / "my
/// dentist appointment": a fact about that thing, one value at a time.
/// Returns the thing when the clause was such a reference.
fn it_is(clause: &str, thing: Option<&str>, out: &mut Out<'_>) -> Option<String> {
    let thing = thing?;
    let c = IT_IS.captures(clause.trim())?;
    let value = clean(&c[1], 8)?;
    // "my phone … it's an iPhone": the thing is what the brand says it is.
    let thing = attribute::device_of(&value).unwrap_or(thing);
    if text::terms(&value).is_empty() || out.confidence < 0.9 {
        return None;
    }
    let statement = format!("{} {thing} is {value}.", out.whose());
    // When it is ("on Thursday at 4", "Thursday at 4") and who it is with
    // ("with Dr. Okafor") are different facts about it; a new "when"
    // replaces the old one.
    let mut mentions_time = false;
    text::for_each_word(&value, |w| {
        mentions_time |= text::is_time_word(w) || w.ends_with("pm") || w.ends_with("am");
    });
    let first = value.split_whitespace().next().map(str::to_ascii_lowercase);
    let facet = if first.as_deref() == Some("with") {
        "_with"
    } else if mentions_time {
        "_when"
    } else {
        ""
    };
    let attribute = format!("what_{}{facet}", thing.replace(' ', "_"));
    out.text(&attribute, &value, statement);
    Some(thing.to_string())
}

fn temporary_location(sentence: &str, out: &mut Out<'_>) {
    let (which, unit, place) = if let Some(c) = TEMP_WHERE_FIRST.captures(sentence) {
        (c[1].to_string(), c[2].to_string(), c[3].to_string())
    } else if let Some(c) = TEMP_WHERE_LAST.captures(sentence) {
        let which = if c[2].eq_ignore_ascii_case("next") {
            "next"
        } else {
            "this"
        };
        (which.to_string(), c[3].to_string(), c[1].to_string())
    } else {
        return;
    };
    let Some(place) = clean(&place, 5) else {
        return;
    };
    let Some(until) = dates::window_end(&which, &unit, out.at) else {
        return;
    };
    let s = format!(
        "{} is in {place} {} {}.",
        out.who(),
        which.to_ascii_lowercase(),
        unit.to_ascii_lowercase()
    );
    out.assert(
        "current_location",
        FactValue::Text(place),
        s,
        TemporalScope::Episodic {
            valid_from: Some(out.at),
            valid_until: Some(until),
        },
    );
}

re!(
    CHILDREN_WORD,
    r"(?i)\b(?:kids|children|boys|girls|sons|daughters|twins)\b"
);
re!(
    NAME_AGED,
    r"\b([A-Z][a-z]+)(?:'s| is) (\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen)\b"
);

re!(
    CHILDREN_COUNT,
    r"(?i)\b(?:we've got|we have|we've|i've got|i have|so|now)\s+(one|two|three|four|five|six|seven|\d)\s+(?:kids|children)\b"
);
re!(
    CHILD_BORN,
    r"\b(?i:a (?:little |baby |new )?(?:girl|boy)|the baby|our baby|my baby),? ([A-Z][a-z]+),? (?i:(?:who )?(?:was )?born)\b"
);

/// "we've got two kids", "so three kids now": how many children, one number
/// at a time, so the newer count replaces the older. Returns whether the
/// clause was one.
fn children_count(clause: &str, out: &mut Out<'_>) -> bool {
    let Some(c) = CHILDREN_COUNT.captures(clause) else {
        return false;
    };
    let word = c[1].to_ascii_lowercase();
    let n = match word.as_str() {
        "one" => 1,
        "two" => 2,
        "three" => 3,
        "four" => 4,
        "five" => 5,
        "six" => 6,
        "seven" => 7,
        digits => match digits.parse::<u32>() {
            Ok(n) => n,
            Err(_) => return false,
        },
    };
    let noun = if n == 1 { "child" } else { "children" };
    let s = format!("{} has {word} {noun}.", out.who());
    out.assert(
        "number_of_children",
        FactValue::Number(f64::from(n)),
        s,
        TemporalScope::Ongoing,
    );
    true
}

/// "we've got two kids, Nico's six and Bruno's three": children named with
/// their ages where the sentence is about the speaker's kids.
fn children_named(sentence: &str, out: &mut Out<'_>, people: &mut Vec<(Subject, Vec<String>)>) {
    let about_children = CHILDREN_WORD.is_match(sentence);
    for c in NAME_AGED.captures_iter(sentence).filter(|_| about_children) {
        let (name, age) = (c[1].to_string(), c[2].to_string());
        if STOP_NAMES.contains(&name.as_str()) {
            continue;
        }
        let s = format!("{} child {name} is {age}.", out.whose());
        out.text("child", &name, s);
        if !people
            .iter()
            .any(|(s, _)| s.key == text::normalize_key(&name))
        {
            people.push((Subject::named(&name), vec![name.clone()]));
        }
    }
    // "the baby's here! a little girl, Elsa, born last Tuesday"
    for c in CHILD_BORN.captures_iter(sentence) {
        let name = c[1].to_string();
        if STOP_NAMES.contains(&name.as_str()) {
            continue;
        }
        let s = format!("{} child {name} was born.", out.whose());
        out.text("child", &name, s);
    }
}

/// "my sister Rhea", "my boss is Victor": a relationship fact, and the person
/// remembered for the clauses about them that follow.
fn relations(sentence: &str, out: &mut Out<'_>, people: &mut Vec<(Subject, Vec<String>)>) {
    for re in [&*RELATION_NAMED, &*RELATION_IS] {
        for c in re.captures_iter(sentence) {
            let relation = c[1].to_ascii_lowercase();
            let name = c[2].to_string();
            if STOP_NAMES.contains(&name.as_str()) {
                continue;
            }
            let attr = relation.replace(' ', "_");
            let s = format!("{} {relation} is {name}.", out.whose());
            out.text(&attr, &name, s);
            let mentions = vec![
                format!("my {relation} {name}"),
                format!("my {relation}, {name}"),
                name.clone(),
            ];
            if !people
                .iter()
                .any(|(s, _)| s.key == text::normalize_key(&name))
            {
                people.push((Subject::named(&name), mentions));
            }
        }
    }
    // "my sister lives in Cardiff": the relation itself is the subject.
    let lower = sentence.to_ascii_lowercase();
    for relation in attribute::RELATIONS {
        let mention = format!("my {relation}");
        // "my mum " and "my mum's" both name her; "my mummy" does not.
        let named = lower.match_indices(&mention).any(|(i, _)| {
            !lower[i + mention.len()..]
                .chars()
                .next()
                .is_some_and(char::is_alphanumeric)
        });
        if named
            && !people
                .iter()
                .any(|(_, m)| m.iter().any(|x| x.starts_with(&mention)))
        {
            let subject = Subject {
                key: format!("user's {relation}"),
                display: format!("{}'s {relation}", out.subject.display),
            };
            people.push((subject, vec![mention]));
        }
    }
}

re!(
    RELATIVE_HOME,
    r"\b(?i:my (\w+)'s (?:house|home|garden|farm|flat|apartment|cottage|place|village)(?: (?:was|is))? in) ([A-Z][\w-]+(?: [A-Z][\w-]+){0,2})"
);

re!(
    RELATIVE_FAMILY_FROM,
    r"\b(?i:my (\w+)'s (?:family|parents|folks|people) (?:is|are|was|were|comes?) (?:originally |all )?from) ([A-Z][\w-]+(?: [A-Z][\w-]+){0,2})"
);

/// "I remember my grandmother's garden in Enugu": where a relative's home
/// is (or was) says where they live (or lived). "my partner's family is
/// from Porto": where the relative comes from.
fn relative_home(sentence: &str, out: &mut Out<'_>) {
    let found = RELATIVE_HOME
        .captures_iter(sentence)
        .map(|c| (c, "lives_in"))
        .chain(
            RELATIVE_FAMILY_FROM
                .captures_iter(sentence)
                .map(|c| (c, "from")),
        );
    for (c, attribute) in found {
        let relation = c[1].to_ascii_lowercase();
        if !attribute::RELATIONS.contains(&relation.as_str()) {
            continue;
        }
        let place = c[2].to_string();
        let subject = Subject {
            key: format!("user's {relation}"),
            display: format!("{}'s {relation}", out.subject.display),
        };
        let said = out.confidence;
        out.confidence = said.min(0.8);
        out.about(&subject, |relative| {
            let s = if attribute == "from" {
                format!("{}'s family is from {place}.", relative.who())
            } else {
                format!("{} lived in {place}.", relative.who())
            };
            relative.text(attribute, &place, s);
        });
        out.confidence = said;
    }
}

/// Capitalised words after "my sister" that are not names.
const STOP_NAMES: &[&str] = &[
    "I", "And", "But", "So", "The", "On", "In", "At", "Is", "Was",
];

re!(
    THIRD_DIET,
    r"(?i)^(?:is|'s|has gone|went) (?:a |an |now |fully |strictly |strict |completely |totally |also |like )*([a-z -]+)"
);
re!(
    THIRD_LIVES,
    r"(?i)^(?:lives|is living|'s living|is based|'s based|is now living) in ([^,;]+)|^(?:moved|is moving|'s moving|has moved) to ([^,;]+)"
);
re!(
    PARTNER_NAMED,
    r"(?:\bseeing|\bdating) (\p{Lu}\p{Ll}+)|(?i:\b(?:his|her|their) name(?:'s| is)) (\p{Lu}\p{Ll}+)"
);
re!(
    THIRD_OUTGREW,
    r"(?i)^(?:has |'s )?(?:grown out of|outgrown|got over|gotten over|recovered from) (?:the |his |her |their )?([^,;]+)"
);
re!(
    BIRTHDAY_AGE,
    r"(?i)\bmy birthday\b.*?\b(?:officially|turned|now|just turned) (\d{1,3})\b"
);
re!(
    HOME_PLACE,
    r"(?:\b(?i:i'm|i am|we're|we are) (?i:now |still |back |finally |officially )?(?i:living |based |settled |staying )?(?i:in) (?:(?i:his|her|their|our|my|a|the) [\p{Ll}']+ (?i:in) )?(\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?)\b)|(?:\b(?i:back home to|home to|home is in|home's in) (\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?))"
);
re!(
    TEMPORARY_STAY,
    r"(?i)\b(?:this week|this weekend|next week|today|tonight|this month|for a|for the|on holiday|on vacation|visiting|trip|conference|for work|hotel|airport)\b"
);
re!(
    CAREER_AS,
    r"(?i)\b(?:my )?(?:career|job|living|work) as an? ([^,;]+)|\bworking as an? ([^,;]+)"
);
re!(
    REPORT_TO,
    r"(?i:\bi (?:now )?report to|\bmy new (?:boss|manager) is) (?i:someone called |a guy called |a woman called |a man called )?(\p{Lu}\p{Ll}+)"
);
re!(
    PET_FRAGMENT,
    r"^(?i:an?) (?i:(?:new|little|big|old|retired|rescue|rescued|young|tabby|black|white|ginger|grey|gray|tiny|huge) )*(?i:(dog|cat|puppy|kitten|greyhound|labrador|spaniel|terrier|poodle|beagle|collie|tabby|rabbit|hamster|parrot)),? (?i:called|named) (\p{Lu}\p{Ll}+)"
);
re!(
    RESCHEDULED_PASSIVE,
    r"(?i)^(?:(?:so|and|right|okay|ok|oh|well),? )*((?:the |my |our )?[\w' -]{3,40}?)(?:'s| is| has| was| got)? (?:been )?(?:moved|rescheduled|pushed back|pushed|postponed|changed|switched) to ([^,;]+)"
);
re!(
    RESCHEDULED_ACTIVE,
    r"(?i)\b(?:they|we|i|he|she)(?:'ve| have)? (?:moved|rescheduled|pushed|postponed|changed|switched) ((?:the |my |our |his |her |their )?[\w' -]{3,40}?) to ([^,;]+)"
);
re!(
    NEW_FAVORITE,
    r"(?i)\bnew favou?rite ([a-z]+)(?: alert)?[,:!]* (?:it's |it is |is )([^,;]+)"
);
re!(
    MY_THING,
    r"(?i)\bmy ((?:[a-z]+ )?(?:phone|laptop|car|bike|appointment|flight|meeting|class|interview|exam|surgery|lesson|match|game|party|booking|reservation|train|bus|order|prescription|shift|project|deadline|trip|rent|lease|course|session|check-up|checkup|operation|scan|test))\b"
);
re!(
    IT_IS,
    r"(?i)^(?:(?:so|and|but|oh|well|yeah),? )*(?:it's|it is)(?: now| actually| still)? ((?:an? |the |on |at |in |this |next )?[^,;]+)"
);
re!(THIRD_IS_A, r"(?i)^(?:is|'s) (?:now )?(?:an? )([^,;]+)");
re!(THIRD_WORKS_AT, r"(?i)^works (?:at|for) ([^,;]+)");
re!(THIRD_WORKS_AS, r"(?i)^works as (?:an? )?([^,;]+)");
re!(
    THIRD_ALLERGIC,
    r"(?i)^(?:is|'s) (?:severely |very |really )?allergic to ([^,;]+)"
);
re!(
    THIRD_LIKES,
    r"(?i)^(?:really |absolutely )?(loves|likes|enjoys|adores) ([^,;]+)"
);
re!(THIRD_FROM, r"(?i)^(?:is|'s) (?:originally )?from ([^,;]+)");

/// Clauses whose subject is a person the speaker named. Returns whether the
/// clause was about one.
fn third_party(clause: &str, out: &mut Out<'_>, people: &[(Subject, Vec<String>)]) -> bool {
    let mut body = clause.trim();
    for lead in ["and ", "but ", "so ", "oh ", "also "] {
        if body.to_ascii_lowercase().starts_with(lead) {
            body = body[lead.len()..].trim_start();
        }
    }
    let lower = body.to_ascii_lowercase();
    let mut found: Option<(&Subject, usize)> = None;
    for (subject, mentions) in people {
        for m in mentions {
            if lower.starts_with(&m.to_ascii_lowercase()) && found.is_none_or(|(_, l)| m.len() > l)
            {
                found = Some((subject, m.len()));
            }
        }
    }
    // "… and she's vegan": a pronoun refers to the last person named.
    if found.is_none() {
        if let Some((subject, _)) = people.last() {
            for pronoun in ["she's ", "he's ", "she ", "he "] {
                if lower.starts_with(pronoun) {
                    let len = if pronoun.ends_with("'s ") {
                        pronoun.len() - 3
                    } else {
                        pronoun.len() - 1
                    };
                    found = Some((subject, len));
                    break;
                }
            }
        }
    }
    let Some((subject, len)) = found else {
        return false;
    };
    let rest = body[len..].trim_start_matches(',').trim();
    let mut third = Out {
        subject,
        at: out.at,
        confidence: out.confidence,
        proposals: Vec::new(),
    };
    if let Some(c) = THIRD_DIET.captures(rest) {
        if let Some(d) = matched_diet(c[1].trim()) {
            let s = format!("{} is {d}.", third.who());
            third.text("diet", d, s);
        }
    }
    if let Some(c) = THIRD_LIVES.captures(rest) {
        let raw = c.get(1).or(c.get(2)).map_or("", |m| m.as_str());
        if let Some(v) = clean(raw, 5) {
            let s = format!("{} lives in {v}.", third.who());
            third.text("lives_in", &v, s);
        }
    }
    if let Some(c) = THIRD_WORKS_AT.captures(rest) {
        if let Some(v) = clean(&c[1], 5) {
            let s = format!("{} works at {v}.", third.who());
            third.text("employer", &v, s);
        }
    }
    if let Some(c) = THIRD_OUTGREW.captures(rest) {
        if let Some(v) = clean(&c[1], 5) {
            // "he's grown out of the sesame allergy": withdrawn for them.
            let v = v
                .trim_end_matches(" allergy")
                .trim_end_matches(" allergies")
                .to_string();
            third.proposals.push(Proposal::Retract(Retraction {
                subject: third.subject.clone(),
                attribute: None,
                value: Some(v),
                said: rest.to_string(),
            }));
            out.proposals.extend(third.proposals);
            return true;
        }
    }
    if let Some(c) = THIRD_IS_A.captures(rest) {
        occupation_phrase(&c[1], &mut third);
    }
    if let Some(c) = THIRD_WORKS_AS.captures(rest) {
        if let Some(v) = clean(&c[1], 5) {
            let s = format!("{} works as {} {v}.", third.who(), article(&v));
            third.text("job", &v, s);
        }
    }
    if let Some(c) = THIRD_ALLERGIC.captures(rest) {
        if let Some(v) = clean(&c[1], 5) {
            let s = format!("{} is allergic to {v}.", third.who());
            third.text("allergy", &v, s);
        }
    }
    if let Some(c) = THIRD_LIKES.captures(rest) {
        if let Some(v) = clean(&c[2], 6) {
            let s = format!("{} {} {v}.", third.who(), c[1].to_ascii_lowercase());
            third.text("likes", &v, s);
        }
    }
    if let Some(c) = THIRD_FROM.captures(rest) {
        if let Some(v) = clean(&c[1], 5) {
            let s = format!("{} is from {v}.", third.who());
            third.text("from", &v, s);
        }
    }
    if let Some(c) = THIRD_TAKES.captures(rest) {
        if let Some(v) = clean(&c[1], 5) {
            let s = format!("{} takes their coffee {v}.", third.who());
            third.text("coffee", &v, s);
        }
    }
    if third.proposals.is_empty() {
        third_party_statement(rest, &mut third);
    }
    out.proposals.extend(third.proposals);
    true
}

re!(
    THIRD_TAKES,
    r"(?i)^takes (?:hers|his|theirs|her coffee|his coffee|their coffee|it) ([a-z][a-z ]{1,25}?)(?:,|\.|$| and\b)"
);
re!(
    ACTIVITY,
    r"(?i)\bi (run|cycle|ride|walk|swim|hike|jog|row|skate|climb)\b"
);
re!(
    ROUTE,
    r"(?i)(?:^|, ?)(?:and )?(mostly|usually|always|often|normally) (along|around|by|through|up|down|round) (the [a-z]+(?: [a-z]+)?)(?:,|\.|\?|$)"
);

/// "I run …, I do about 30k a week, mostly along the canal": where the
/// speaker does an activity they named earlier in the sentence.
fn route(sentence: &str, out: &mut Out<'_>) {
    let Some(activity) = ACTIVITY.captures(sentence) else {
        return;
    };
    let verb = activity[1].to_ascii_lowercase();
    for c in ROUTE.captures_iter(sentence) {
        let how = c[1].to_ascii_lowercase();
        let place = format!(
            "{} {}",
            c[2].to_ascii_lowercase(),
            c[3].to_ascii_lowercase()
        );
        let s = format!("{} {} {how} {place}.", out.who(), third_person(&verb));
        out.text(&format!("does_{verb}_where"), &place, s);
    }
}

re!(
    FIRST_WEEKS_AT,
    r"\b(?i:(?:my |the )?first (?:day|days|week|weeks|month|months|two weeks|few weeks|couple of weeks|fortnight) (?:at|in)) ([A-Z][\w&'-]*(?: [A-Z][\w&'-]*){0,3})"
);

/// "the first two weeks at Helix Bay have been great": a job that has
/// started, so the employer now.
fn started_at(sentence: &str, out: &mut Out<'_>) {
    if let Some(c) = FIRST_WEEKS_AT.captures(sentence) {
        let employer = c[1].to_string();
        if STOP_NAMES.contains(&employer.as_str()) {
            return;
        }
        let s = format!("{} works at {employer}.", out.who());
        out.text("employer", &employer, s);
    }
}

re!(
    HOOKED,
    r"(?i)\b(?:i'm|i am|i've got|i got|i get|i was|i became|we got|we're|we are) (?:really |totally |completely |so )?(?:hooked|addicted)\b(?: on ([a-z][a-z ]{1,25}?)(?:,|\.|$| and\b))?"
);

/// "birdwatching? my neighbour took me out and I got hooked": the pastime
/// the speaker got hooked on, named in the words or before them in the turn.
fn hooked(turn: &str, out: &mut Out<'_>) {
    let Some(c) = HOOKED.captures(turn) else {
        return;
    };
    let named = c.get(1).map(|m| m.as_str().trim().to_string());
    let pastime = named.or_else(|| {
        let before = &turn[..c.get(0).map_or(0, |m| m.start())];
        let mut found = None;
        text::for_each_word(before, |w| {
            if found.is_none() && !attribute::topic_words(w).is_empty() {
                found = Some(w.to_string());
            }
        });
        found
    });
    let Some(pastime) = pastime else { return };
    let s = format!("{} got hooked on {pastime}.", out.who());
    out.text("hobby", &pastime, s);
}

re!(
    NEW_OBSESSION,
    r"\b([A-Z][a-z]+)(?i:'s|\s+has) (?i:got )?(?i:a new (?:obsession|thing|passion|hobby))[,:]? (?i:it's|which is|and it's) ([a-zA-Z][a-zA-Z ]{1,25}?)(?i: now)?(?:,|\.|$| (?i:like)\b)"
);

/// "Lotte's got a new obsession, it's horses now": what a named person is
/// into, across the comma the clauses are cut at.
fn new_obsession(sentence: &str, out: &mut Out<'_>) {
    for c in NEW_OBSESSION.captures_iter(sentence) {
        let name = c[1].to_string();
        if STOP_NAMES.contains(&name.as_str()) || name == "It" || name == "That" {
            continue;
        }
        let Some(v) = clean(&c[2], 5) else { continue };
        let subject = Subject::named(&name);
        out.about(&subject, |person| {
            let s = format!("{name} is into {v} now.");
            person.text("likes", &v, s);
        });
    }
}

static THIRD_CLAUSE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:(?:really|actually|also|still|now|just|always|usually) )*([a-z][a-z'-]+) ([^,;]+)$").expect("third-party clause")
});

/// The fallback for a person the user named: what the clause says of them,
/// kept whole ("my partner eats literally everything" → "The user's partner
/// eats literally everything."), under the same conditions as the
/// first-person fallback.
fn third_party_statement(rest: &str, third: &mut Out<'_>) {
    if third.confidence < 0.9 || NEGATED.is_match(rest) {
        return;
    }
    // "he's getting married in November": a continuous verb after "is".
    let lower = rest.to_ascii_lowercase();
    for be in ["'s ", "is ", "was "] {
        if let Some(tail) = lower.strip_prefix(be) {
            let tail_said = &rest[be.len()..];
            let first = tail.split_whitespace().next().unwrap_or("");
            if first.ends_with("ing") && first.len() > 4 {
                if let Some(object) = clean(tail_said, 12) {
                    if text::terms(&object).len() >= 2 {
                        let tense = if be == "was " { "was" } else { "is" };
                        let statement = format!("{} {tense} {object}.", third.who());
                        let attribute =
                            format!("does_{}", text::stem(first.trim_end_matches("ing")));
                        third.assert(
                            &attribute,
                            FactValue::Text(object),
                            statement,
                            TemporalScope::Ongoing,
                        );
                    }
                }
            }
            return;
        }
    }
    let Some(c) = THIRD_CLAUSE.captures(rest) else {
        return;
    };
    let verb = c[1].to_ascii_lowercase();
    let is_verb = verb.ends_with('s')
        || verb.ends_with("ed")
        || is_past(&verb)
        || matches!(verb.as_str(), "is" | "was" | "has");
    if !is_verb
        || matches!(
            verb.as_str(),
            "says"
                | "said"
                | "thinks"
                | "thought"
                | "keeps"
                | "knows"
                | "means"
                | "wants"
                | "needs"
                | "was"
                | "is"
                | "has"
        )
    {
        return;
    }
    let Some(object) = clean(&c[2], 12) else {
        return;
    };
    if text::terms(&object).len() < 2 {
        return;
    }
    let statement = format!("{} {} {object}.", third.who(), &c[1]);
    let attribute = format!("does_{}", text::stem(verb.trim_end_matches('s')));
    third.assert(
        &attribute,
        FactValue::Text(format!("{} {object}", &c[1])),
        statement,
        TemporalScope::Ongoing,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{TimeZone, Utc};

    fn said(text: &str) -> Vec<Proposal> {
        said_by(&Speaker::user(), text)
    }

    fn said_by(speaker: &Speaker, text: &str) -> Vec<Proposal> {
        RuleExtractor.extract(&TurnInput {
            speaker,
            text,
            occurred_at: Utc.with_ymd_and_hms(2025, 3, 5, 10, 0, 0).unwrap(),
            previous_assistant: None,
            previous_user: None,
            known_people: &[],
        })
    }

    fn facts(text: &str) -> Vec<(String, String, String)> {
        said(text)
            .into_iter()
            .filter_map(|p| match p {
                Proposal::Assert(c) => Some((c.subject.key, c.attribute, c.value.as_text())),
                _ => None,
            })
            .collect()
    }

    fn fact(subject: &str, attribute: &str, value: &str) -> (String, String, String) {
        (subject.into(), attribute.into(), value.into())
    }

    fn statements_of(text: &str) -> Vec<String> {
        said(text)
            .into_iter()
            .filter_map(|p| match p {
                Proposal::Assert(c) => Some(c.statement),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_city_is_read_from_live_in_and_moved_to() {
        assert_eq!(
            facts("honestly I live in Glasgow, it's grey"),
            vec![fact("user", "lives_in", "Glasgow")]
        );
        assert_eq!(
            facts("we just moved to Utrecht last month."),
            vec![fact("user", "lives_in", "Utrecht")]
        );
        assert_eq!(
            facts("I'm living in Oslo now"),
            vec![fact("user", "lives_in", "Oslo")]
        );
    }

    #[test]
    fn statements_read_as_whole_sentences() {
        assert_eq!(
            statements_of("I live in Glasgow"),
            vec!["The user lives in Glasgow."]
        );
        assert_eq!(
            statements_of("I usually have porridge before work"),
            vec!["The user usually has porridge before work."]
        );
        assert_eq!(
            statements_of("my favourite film is Alien"),
            vec!["The user's favorite film is Alien."]
        );
    }

    #[test]
    fn a_diet_and_an_allergy_are_constraints() {
        assert_eq!(
            facts("fyi I'm strictly vegan"),
            vec![fact("user", "diet", "vegan")]
        );
        assert_eq!(
            facts("I'm allergic to shellfish, badly"),
            vec![fact("user", "allergy", "shellfish")]
        );
    }

    #[test]
    fn likes_and_dislikes_keep_their_objects() {
        assert_eq!(
            facts("I really love bluegrass"),
            vec![fact("user", "likes", "bluegrass")]
        );
        assert_eq!(
            facts("I can't stand olives"),
            vec![fact("user", "dislikes", "olives")]
        );
        assert_eq!(
            facts("I don't like horror films"),
            vec![fact("user", "dislikes", "horror films")]
        );
    }

    #[test]
    fn a_job_needs_an_occupation_word() {
        assert_eq!(
            facts("I'm a nurse at St Mary's"),
            vec![
                fact("user", "job", "nurse"),
                fact("user", "employer", "St Mary's")
            ]
        );
        assert!(facts("I'm a big coffee person").is_empty());
    }

    #[test]
    fn a_favourite_is_one_value_per_category() {
        assert_eq!(
            facts("my favorite band right now is Wet Leg"),
            vec![fact("user", "favorite_band", "Wet Leg")]
        );
    }

    #[test]
    fn no_longer_and_not_anymore_retract_instead_of_asserting() {
        let p = said("I'm no longer vegetarian");
        assert_eq!(p.len(), 1);
        match &p[0] {
            Proposal::Retract(r) => {
                assert_eq!(r.attribute.as_deref(), Some("diet"));
                assert_eq!(r.value.as_deref(), Some("vegetarian"));
            }
            other => panic!("expected a retraction, got {other:?}"),
        }
        assert!(matches!(
            said("I'm not single anymore")[0],
            Proposal::Retract(_)
        ));
        assert!(
            matches!(said("I gave up chess for good")[0], Proposal::Retract(ref r) if r.value.as_deref() == Some("chess"))
        );
        assert!(
            matches!(said("I used to live in Derby")[0], Proposal::Retract(ref r) if r.value.as_deref() == Some("Derby"))
        );
    }

    #[test]
    fn ordinary_speech_with_a_command_verb_is_not_a_command() {
        let p = said("I always forget my umbrella");
        assert!(
            p.iter().all(|p| !matches!(p, Proposal::Forget { .. })),
            "{p:?}"
        );
        assert_eq!(
            facts("I always forget my umbrella"),
            vec![fact("user", "habit", "always forget their umbrella")]
        );
        assert!(said("I remember the lake house fondly")
            .iter()
            .all(|p| !matches!(p, Proposal::Assert(c) if c.commanded)));
    }

    #[test]
    fn an_imperative_forget_names_only_what_follows_it() {
        assert_eq!(
            said("please forget what I said about my ex"),
            vec![Proposal::Forget {
                about: "my ex".into()
            }]
        );
        assert_eq!(
            said("okay, forget the gym thing"),
            vec![Proposal::Forget {
                about: "the gym thing".into()
            }]
        );
    }

    #[test]
    fn remember_commands_are_explicit_and_certain() {
        let p = said("remember that I'm allergic to kiwi");
        match &p[0] {
            Proposal::Assert(c) => {
                assert!(c.commanded);
                assert_eq!(c.confidence, 1.0);
                assert_eq!(c.attribute, "allergy");
            }
            other => panic!("{other:?}"),
        }
        // Something no rule reads is kept as a note, verbatim.
        let p = said("remember that the spare key is under the blue pot");
        assert!(
            matches!(&p[0], Proposal::Assert(c) if c.attribute == "note" && c.value.as_text().contains("blue pot"))
        );
    }

    #[test]
    fn a_named_relative_gets_their_own_facts() {
        let f = facts("my brother Tomas is vegan and he lives in Lyon");
        assert!(f.contains(&fact("user", "brother", "Tomas")), "{f:?}");
        assert!(f.contains(&fact("tomas", "diet", "vegan")), "{f:?}");
        assert!(f.contains(&fact("tomas", "lives_in", "Lyon")), "{f:?}");
        assert!(
            !f.iter().any(|(s, a, _)| s == "user" && a == "diet"),
            "{f:?}"
        );
    }

    #[test]
    fn an_unnamed_relative_is_their_own_subject() {
        let f = facts("my cousin lives in Perth");
        assert_eq!(f, vec![fact("user's cousin", "lives_in", "Perth")]);
    }

    #[test]
    fn questions_and_hypotheticals_assert_nothing_certain() {
        assert!(facts("do I live in Leeds?").is_empty());
        let p = said("I might move to Berlin next year");
        assert!(
            p.iter()
                .all(|p| !matches!(p, Proposal::Assert(c) if c.confidence > 0.5)),
            "{p:?}"
        );
    }

    #[test]
    fn a_this_week_location_expires_at_the_end_of_the_week() {
        let p = said("this week I'm in Lisbon for work");
        match &p[0] {
            Proposal::Assert(c) => {
                assert_eq!(c.attribute, "current_location");
                assert_eq!(c.value.as_text(), "Lisbon for work");
                let until = c.scope.valid_until().unwrap();
                assert_eq!(until, Utc.with_ymd_and_hms(2025, 3, 10, 0, 0, 0).unwrap());
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_named_participants_first_person_is_about_them() {
        let p = said_by(&Speaker::named("Caroline"), "I live in Denver");
        assert!(
            matches!(&p[0], Proposal::Assert(c) if c.subject.key == "caroline" && c.statement == "Caroline lives in Denver.")
        );
    }

    #[test]
    fn the_assistants_own_words_are_never_facts_about_anyone() {
        assert!(said_by(&Speaker::assistant(), "I love jazz and I live in the cloud").is_empty());
    }

    #[test]
    fn a_statement_before_a_request_is_kept_and_the_request_is_not() {
        assert_eq!(
            facts("I'm allergic to walnuts, so can you check the menu for me?"),
            vec![fact("user", "allergy", "walnuts")]
        );
        assert!(facts("can you remind me where I live?").is_empty());
    }

    #[test]
    fn an_unmatched_first_person_statement_is_kept_whole_in_the_third_person() {
        assert_eq!(
            statements_of("honestly I paint miniatures for my nephew's board games"),
            vec!["The user paints miniatures for their nephew's board games."]
        );
        // Past tense is not conjugated again.
        assert_eq!(
            statements_of("I visited the old mill with my aunt"),
            vec!["The user visited the old mill with their aunt."]
        );
        // Moods, hedges and negations are not facts.
        assert!(facts("I'm so tired today").is_empty());
        assert!(facts("I haven't decided about the new flat").is_empty());
        assert!(facts("I might take up fencing")
            .iter()
            .all(|(_, a, _)| a != "does_take"));
    }

    #[test]
    fn a_verb_retraction_retires_the_whole_clause_fact() {
        let p = said("I don't knit anymore");
        assert!(
            matches!(&p[0], Proposal::Retract(r) if r.value.as_deref() == Some("knit")),
            "{p:?}"
        );
    }

    #[test]
    fn dont_forget_asks_to_remember() {
        let p = said("don't forget that I'm allergic to latex");
        assert!(
            matches!(&p[0], Proposal::Assert(c) if c.commanded && c.attribute == "allergy"),
            "{p:?}"
        );
    }

    #[test]
    fn a_third_partys_occupation_is_theirs() {
        let f = facts("my cousin Ines, she's a paramedic in Leeds");
        assert!(f.contains(&fact("ines", "job", "paramedic")), "{f:?}");
        assert!(
            !f.iter().any(|(s, a, _)| s == "user" && a == "job"),
            "{f:?}"
        );
    }

    #[test]
    fn a_favourite_category_drops_its_qualifiers() {
        assert_eq!(
            facts("my favourite film of all time is Alien"),
            vec![fact("user", "favorite_film", "Alien")]
        );
    }

    fn reply(previous: &str, text: &str) -> Vec<String> {
        RuleExtractor
            .extract(&TurnInput {
                speaker: &Speaker::user(),
                text,
                occurred_at: Utc.with_ymd_and_hms(2025, 3, 5, 10, 0, 0).unwrap(),
                previous_assistant: Some(previous),
                previous_user: None,
                known_people: &[],
            })
            .into_iter()
            .filter_map(|p| match p {
                Proposal::Assert(c) if c.attribute.starts_with("chose") => Some(c.value.as_text()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_suggestion_the_user_takes_up_is_a_fact_and_the_others_are_not() {
        let offer = "You could try Casa Lupo, a quiet Sicilian place, or Brasa, which is louder.";
        assert_eq!(
            reply(offer, "book Brasa please, I love grilled fish"),
            vec!["Brasa"]
        );
        assert_eq!(reply(offer, "hmm, neither really"), Vec::<String>::new());
        assert_eq!(
            reply("How about The Night Circus?", "yes, that one"),
            vec!["The Night Circus"]
        );
        // A reply that names two options picks the one after the selection.
        let books = "Try Dune by Frank Herbert, or Hyperion by Dan Simmons.";
        assert_eq!(
            reply(books, "I read Dune ages ago, so let's do Hyperion"),
            vec!["Hyperion"]
        );
    }

    #[test]
    fn a_plain_reply_is_not_an_offer() {
        let plain = "Battery life drops as phones age. Want some tips?";
        assert_eq!(reply(plain, "sure, go for it"), Vec::<String>::new());
    }

    #[test]
    fn an_age_said_around_a_birthday_is_an_age() {
        assert_eq!(
            facts("my birthday was on Friday! just turned 41, and I feel it"),
            vec![fact("user", "age", "41")]
        );
    }

    #[test]
    fn the_person_someone_is_seeing_is_named() {
        let f = facts("I've been dating someone lovely, her name's Priya");
        assert!(
            f.contains(&fact("user", "relationship_status", "seeing Priya")),
            "{f:?}"
        );
    }

    #[test]
    fn growing_out_of_something_retracts_it_for_that_person() {
        let p = said("my daughter Ines has grown out of her egg allergy");
        assert!(
            p.iter().any(|p| matches!(p, Proposal::Retract(r) if r.subject.key == "ines" && r.value.as_deref() == Some("egg"))),
            "{p:?}"
        );
    }

    #[test]
    fn a_present_perfect_statement_is_kept() {
        assert_eq!(
            statements_of("I've been learning the banjo since spring"),
            vec!["The user has been learning the banjo."]
        );
    }

    #[test]
    fn a_command_may_open_a_later_clause_but_a_reference_is_not_one() {
        let p = said("oh and while I think of it, remember that the gate code is 4471");
        assert!(
            p.iter()
                .any(|p| matches!(p, Proposal::Assert(c) if c.commanded)),
            "{p:?}"
        );
        let p = said("remember when I said we might get a piano?");
        assert!(
            p.iter()
                .all(|p| !matches!(p, Proposal::Assert(c) if c.commanded)),
            "{p:?}"
        );
    }

    #[test]
    fn a_named_tutor_is_a_relation() {
        assert_eq!(
            facts("my tutor Olu says my grammar is improving"),
            vec![fact("user", "tutor", "Olu")]
        );
    }

    #[test]
    fn a_home_place_is_where_the_user_lives_unless_the_stay_is_temporary() {
        assert_eq!(
            facts("so we're in Whitby now, right by the harbour"),
            vec![fact("user", "lives_in", "Whitby")]
        );
        assert_eq!(
            facts("can't wait to fly back home to Galway"),
            vec![fact("user", "lives_in", "Galway")]
        );
        assert!(facts("I'm in Zurich for a conference")
            .iter()
            .all(|(_, a, _)| a != "lives_in"));
    }

    #[test]
    fn having_something_and_a_career_as_are_read() {
        assert_eq!(
            statements_of("I've got a big fundraising gala for the hospice"),
            vec!["The user has a big fundraising gala for the hospice."]
        );
        assert!(
            facts("my whole career as a paramedic has been nights").contains(&fact(
                "user",
                "job",
                "paramedic"
            ))
        );
        assert!(facts("I have to go").is_empty());
    }

    #[test]
    fn reporting_to_someone_names_the_boss_and_a_described_pet_is_a_pet() {
        assert_eq!(
            facts("after the reshuffle I report to someone called Amara"),
            vec![fact("user", "boss", "Amara")]
        );
        let f = facts("we finally got a cat! a little tabby called Pesto, she's tiny");
        assert!(
            f.contains(&fact("user", "pet", "tabby named Pesto"))
                || f.iter().any(|(_, a, v)| a == "pet" && v.contains("Pesto")),
            "{f:?}"
        );
    }

    #[test]
    fn a_rescheduled_plan_withdraws_the_old_time_and_states_the_new() {
        let p = said("so the Iceland trip's moved to March, flights were cheaper");
        assert!(
            matches!(&p[0], Proposal::Retract(r) if r.value.as_deref() == Some("iceland trip")),
            "{p:?}"
        );
        assert!(
            matches!(&p[1], Proposal::Assert(c) if c.statement == "The Iceland trip has moved to March."),
            "{p:?}"
        );
        let p = said("they moved my physio session to Thursday afternoon");
        assert!(p.iter().any(|p| matches!(p, Proposal::Assert(c) if c.statement == "Their physio session has moved to Thursday afternoon.")), "{p:?}");
        // Moving house is not rescheduling.
        assert!(said("I moved to Leeds last year")
            .iter()
            .all(|p| !matches!(p, Proposal::Assert(c) if c.attribute == "schedule")));
    }

    #[test]
    fn a_new_or_generic_favourite_finds_its_category() {
        assert_eq!(
            facts("new favorite show alert, it's Severance"),
            vec![fact("user", "favorite_show", "Severance")]
        );
        assert_eq!(
            facts("my favourite thing right now is dumplings"),
            vec![fact("user", "favorite_food", "dumplings")]
        );
    }

    #[test]
    fn a_short_answer_to_a_question_is_kept_with_the_question() {
        let p = RuleExtractor.extract(&TurnInput {
            speaker: &Speaker::user(),
            text: "Thai, always Thai",
            occurred_at: Utc.with_ymd_and_hms(2025, 3, 5, 10, 0, 0).unwrap(),
            previous_assistant: Some("Got it. Any cuisine you both love?"),
            previous_user: None,
            known_people: &[],
        });
        assert!(
            matches!(&p[..], [Proposal::Assert(c)] if c.statement == "Asked \"Any cuisine you both love?\", the user said \"Thai, always Thai\"."),
            "{p:?}"
        );
        let p = RuleExtractor.extract(&TurnInput {
            speaker: &Speaker::user(),
            text: "yes please",
            occurred_at: Utc.with_ymd_and_hms(2025, 3, 5, 10, 0, 0).unwrap(),
            previous_assistant: Some("Want a reminder?"),
            previous_user: None,
            known_people: &[],
        });
        assert!(p.is_empty(), "{p:?}");
    }

    #[test]
    fn an_interview_round_names_the_company() {
        assert_eq!(
            statements_of("had a final round with Figma on Tuesday, fingers crossed"),
            vec!["The user has a final-round interview with Figma."]
        );
        assert_eq!(
            statements_of("my second interview at Northwind Labs is on Monday"),
            vec!["The user has a second-round interview with Northwind Labs."]
        );
        assert!(statements_of("we had a second round of drinks with Sam")
            .iter()
            .all(|s| !s.contains("interview")));
    }

    #[test]
    fn the_best_food_someone_had_is_a_food_they_enjoy() {
        assert_eq!(
            statements_of("we had the best ramen in Osaka, still thinking about it"),
            vec!["The user had the best ramen and loved it."]
        );
        assert!(statements_of("I had the best afternoon at the lake")
            .iter()
            .all(|s| !s.contains("best")));
    }

    #[test]
    fn children_named_with_their_ages_and_their_number() {
        let said =
            statements_of("we have two children, Ada's nine and Leo's four, so weekends are loud");
        assert!(
            said.contains(&"The user's child Ada is nine.".to_string()),
            "{said:?}"
        );
        assert!(
            said.contains(&"The user's child Leo is four.".to_string()),
            "{said:?}"
        );
        assert!(
            said.contains(&"The user has two children.".to_string()),
            "{said:?}"
        );
        let said = statements_of(
            "big news, a baby girl, Mia, born on Friday, so we've got three kids now",
        );
        assert!(
            said.contains(&"The user's child Mia was born.".to_string()),
            "{said:?}"
        );
        assert!(
            said.contains(&"The user has three children.".to_string()),
            "{said:?}"
        );
        // Ages without children in the sentence are not children.
        assert!(statements_of("Tom's forty and still skateboards")
            .iter()
            .all(|s| !s.contains("child")));
    }

    #[test]
    fn a_relatives_home_or_family_places_them() {
        let said =
            statements_of("I still dream about my uncle's farm in Cork, the smell of the hay");
        assert!(
            said.contains(&"The user's uncle lived in Cork.".to_string()),
            "{said:?}"
        );
        let said = statements_of("we're going to France because my wife's parents are from Lyon");
        assert!(
            said.contains(&"The user's wife's family is from Lyon.".to_string()),
            "{said:?}"
        );
        assert!(statements_of("my friend's place in the city is tiny")
            .iter()
            .all(|s| !s.contains("lived")));
    }

    #[test]
    fn a_value_narrowed_in_the_same_sentence_is_stored_narrowed() {
        assert_eq!(
            statements_of("I'm learning Spanish, Mexican Spanish specifically, for my job"),
            vec!["The user is learning Mexican Spanish."]
        );
    }

    #[test]
    fn no_food_either_is_a_food_avoided() {
        let said = statements_of("and no banana either, I just hate the texture");
        assert!(
            said.contains(&"The user avoids banana.".to_string()),
            "{said:?}"
        );
        assert!(statements_of("no rush either way").is_empty());
    }

    #[test]
    fn a_work_the_speaker_loved_is_one_they_enjoyed() {
        let said = statements_of("I watched Arrival last month and loved it");
        assert!(
            said.contains(&"The user loved Arrival.".to_string()),
            "{said:?}"
        );
        let said = statements_of("finished Dune in two days, loved it, any others like it?");
        assert!(
            said.contains(&"The user loved Dune.".to_string()),
            "{said:?}"
        );
        // Only a title (capitalised) is a work.
        assert!(!statements_of("I read the news and loved it")
            .contains(&"The user loved the news.".to_string()));
    }

    #[test]
    fn an_offer_is_kept_as_what_the_speaker_is_deciding_about() {
        let said = statements_of("I got a job offer from a fintech in Leeds, but I'm not sure yet");
        assert!(
            said.contains(&"The user has an offer from a fintech in Leeds.".to_string()),
            "{said:?}"
        );
    }

    #[test]
    fn what_a_named_person_takes_or_is_into_now_is_theirs() {
        let said = statements_of(
            "can you grab drinks for me and my brother Sam? he takes his with oat milk",
        );
        assert!(
            said.contains(&"Sam takes their coffee with oat milk.".to_string()),
            "{said:?}"
        );
        let said = statements_of(
            "my nephew Theo is sweet. Theo's got a new obsession, it's dinosaurs now",
        );
        assert!(
            said.contains(&"Theo is into dinosaurs now.".to_string()),
            "{said:?}"
        );
    }

    #[test]
    fn where_the_speaker_does_an_activity_and_where_they_started_work() {
        let said = statements_of("I cycle to work most days, usually along the river");
        assert!(
            said.contains(&"The user cycles usually along the river.".to_string()),
            "{said:?}"
        );
        let said = statements_of("my first week at Contoso was intense but fun");
        assert!(
            said.contains(&"The user works at Contoso.".to_string()),
            "{said:?}"
        );
    }

    #[test]
    fn a_pastime_the_speaker_got_hooked_on_is_a_hobby() {
        let said = statements_of(
            "my friend dragged me along to pottery? and honestly I got hooked immediately",
        );
        assert!(
            said.contains(&"The user got hooked on pottery.".to_string()),
            "{said:?}"
        );
        let said = statements_of("I'm totally hooked on chess and it's all I do");
        assert!(
            said.contains(&"The user got hooked on chess.".to_string()),
            "{said:?}"
        );
    }

    #[test]
    fn a_long_answer_is_kept_by_the_clause_that_names_something() {
        let answer = |text: &str| {
            RuleExtractor.extract(&TurnInput {
                speaker: &Speaker::user(),
                text,
                occurred_at: Utc.with_ymd_and_hms(2025, 3, 5, 10, 0, 0).unwrap(),
                previous_assistant: Some("Nice. Do you have a favourite spot for it?"),
                previous_user: None,
                known_people: &[],
            })
        };
        let p = answer("yeah there's this little place by the river called Casa Lume, the owners know me by now and always say hi");
        assert!(
            matches!(&p[..], [Proposal::Assert(c)] if c.statement == "Asked \"Do you have a favourite spot for it?\", the user said \"yeah there's this little place by the river called Casa Lume\"."),
            "{p:?}"
        );
        // A long answer that names nothing is not kept.
        assert!(answer(
            "honestly wherever is open late and cheap, I am not fussy about it at all these days"
        )
        .is_empty());
    }

    #[test]
    fn it_refers_to_the_last_thing_of_theirs_the_speaker_named() {
        assert_eq!(
            statements_of(
                "my laptop keeps crashing, is that normal? it's a ThinkPad X1, pretty old"
            ),
            vec!["The user's laptop is a ThinkPad X1."]
        );
        assert_eq!(
            statements_of("can you note my physio appointment? it's on Friday at 9"),
            vec!["The user's physio appointment is on Friday at 9."]
        );
        assert!(facts("it's raining again").is_empty());
    }

    #[test]
    fn a_device_named_by_brand_is_that_kind_of_thing() {
        assert_eq!(
            facts("I finally got a Galaxy S24 last week"),
            vec![fact("user", "what_phone", "a Galaxy S24")]
        );
    }

    #[test]
    fn a_statement_about_ones_life_without_i_is_kept() {
        assert_eq!(
            statements_of("Tuesday evenings are my choir nights now"),
            vec!["The user says Tuesday evenings are their choir nights now."]
        );
        assert!(facts("it's raining for me").is_empty());
    }

    #[test]
    fn hesitation_sounds_do_not_break_a_statement() {
        assert_eq!(facts("um, I, uh, live in Cork"), facts("I live in Cork"));
    }
}
