//! # memoir-extract
//!
//! English extraction for memoir: every asserting clause of a turn becomes a
//! candidate statement, in the third person, with its content words intact,
//! its subject, the attribute it fills, what its wording says about change,
//! and how long it holds. An extractor proposes; reconciliation
//! (`memoir_core::reconcile`) decides.
//!
//! Built on what the extract study measured (`shared/research/extract-study`):
//! clause segmentation and reconciliation by attribute and similarity with
//! change cues carry most of the quality on speech the rules were not
//! written from; rules added for sentences seen do not. So the pipeline is
//! generic, and nothing said is lost to a missing rule:
//!
//! 1. **clauses** ([`clause`]): cut at punctuation, conjunctions and new
//!    subjects; fillers and openers dropped;
//! 2. **commands**: "forget …" acts, "remember that …" is stored as said;
//! 3. **filter**: questions, thanks, greetings, exclamations, remarks to
//!    the listener, hedges are not kept, nor clauses about no one;
//! 4. **corrections and cues**: "A, sorry, B" in a breath; "I said X but
//!    meant Y"; a retraction ("gave up", "no longer") or a change ("now",
//!    "switched", "traded in");
//! 5. **discourse** ([`discourse`]): who "she" is, which Tom, what "it" was;
//! 6. **slot**: the first slot rule that matches, else the attribute of the
//!    thing "it" refers to, else an open slot keyed by the head word;
//! 7. **scope**: "this week", "for six weeks", "until the 20th" expire.
//!
//! The rules are data ([`rules::RULES`]), each with its own examples.
//!
//! ```
//! use memoir_extract::{Extractor, RuleExtractor, TurnInput};
//! use memoir_core::{Proposal, Speaker};
//!
//! let speaker = Speaker::user();
//! let turn = TurnInput {
//!     speaker: &speaker,
//!     text: "we traded the old van in, now there's a little Fiat on the drive",
//!     occurred_at: chrono::Utc::now(),
//!     previous_assistant: None,
//!     previous_user: None,
//!     known_people: &[],
//! };
//! let proposals = RuleExtractor.extract(&turn);
//! let statements: Vec<String> = proposals
//!     .iter()
//!     .filter_map(|p| match p { Proposal::Assert(c) => Some(c.statement.clone()), _ => None })
//!     .collect();
//! assert_eq!(statements[1], "Now there's a little Fiat on the drive.");
//! ```

mod answer;
pub mod clause;
pub mod discourse;
pub mod person;
pub mod rules;
mod scope;
pub mod secrets;

use memoir_core::{
    attribute, text, Cue, Explicitness, FactCandidate, FactValue, Proposal, Retraction, Role,
    Speaker, Subject, TemporalScope, Timestamp,
};

use std::borrow::Cow;
use std::sync::LazyLock;

use regex::Regex;

use crate::clause::{
    clause_words, clauses_of_normalised, clean, contains_ignoring_case, has_a_plain_verb,
    has_a_verb, opens_with_the_speaker, starts_with_ignoring_case,
};
use crate::discourse::{mentions_speaker, About, Discourse};
use crate::person::{third_person, Voice};
use crate::rules::{SkipReason, Speakers, Stage, Yield, RULE_SET};

/// One final turn, as an extractor sees it.
#[derive(Debug, Clone, Copy)]
pub struct TurnInput<'a> {
    pub speaker: &'a Speaker,
    pub text: &'a str,
    pub occurred_at: Timestamp,
    /// What the assistant said just before, if anything: a user's "yes, book
    /// that one" refers to it.
    pub previous_assistant: Option<&'a str>,
    /// What the same speaker said in their previous few turns: "she" and
    /// "it" may refer to someone or something named there.
    pub previous_user: Option<&'a str>,
    /// People already in this user's memory, so a name said without
    /// introduction ("Rhea got the job") is read as that person.
    pub known_people: &'a [Subject],
}

/// Reads proposals from a turn.
pub trait Extractor: Send + Sync {
    /// The proposals in `turn`, in the order said. It runs on the ingestion
    /// path (after the turn is durable), never on the tool-call path: one
    /// that asks a model over the network (memoir-llm) must bound its wait
    /// by a deadline of its own and fall back to the rules after it.
    fn extract(&self, turn: &TurnInput<'_>) -> Vec<Proposal>;

    /// A short name for logs and run files.
    fn name(&self) -> &'static str;
}

/// The default extractor: English rules as data, no model, tens of
/// microseconds a turn.
#[derive(Debug, Default, Clone, Copy)]
pub struct RuleExtractor;

impl RuleExtractor {
    pub fn new() -> Self {
        Self
    }
}

/// What one turn's reading found, with what it left out and why: the
/// filter's report.
#[derive(Debug, Default)]
pub struct Reading {
    pub proposals: Vec<Proposal>,
    /// Clauses not kept, with the reason.
    pub skipped: Vec<(String, Skipped)>,
}

/// Why a clause was not kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Skipped {
    Rule(SkipReason),
    /// It speaks of no one: not the speaker, a person, or a thing of theirs.
    AboutNoOne,
    /// No content word.
    Empty,
}

impl Extractor for RuleExtractor {
    fn extract(&self, turn: &TurnInput<'_>) -> Vec<Proposal> {
        read(turn).proposals
    }

    fn name(&self) -> &'static str {
        "clauses-en"
    }
}

/// Who speaks and how statements name them.
struct Speech {
    voice: Voice,
    subject: Subject,
}

fn speech_of(speaker: &Speaker) -> Speech {
    match (speaker.role, &speaker.name) {
        (Role::User, _) | (_, None) => Speech {
            voice: Voice::user(),
            subject: Subject::user(),
        },
        (_, Some(name)) => Speech {
            voice: Voice::named(name),
            subject: Subject::named(name),
        },
    }
}

/// "John, I believe in you!" → "I believe in you!", "No worries, John." →
/// "No worries.": the name the speaker addresses is not part of the
/// statement. "Pepper, my cat, …" keeps it; so does "we got a kitten,
/// Mochi": a name after a longer clause may be what it names.
fn without_vocative(clause: &str) -> String {
    let clause = without_leading_vocative(clause);
    let body = clause.trim_end_matches(['.', '!', '?']);
    let end = &clause[body.len()..];
    if let Some((rest, _)) = name_said_last(body) {
        let words = rest.split_whitespace().count();
        let to_the_listener = clause_words(rest)
            .iter()
            .any(|w| matches!(w.as_str(), "you" | "your" | "you're" | "you've"));
        // "Glad I could help, Maria.": what a skip rule leaves out stays
        // out whoever it is said to. An apposition ("my partner, Sam") is
        // left as said, and so is a question's name ("what should I feed
        // our puppy, Waffle?" names the puppy).
        let left_out = || {
            !clause.ends_with('?')
                && RULE_SET
                    .first(Stage::Skip, Speakers::Person, rest)
                    .is_some_and(|(rule, _)| rule.yields != Yield::Skip(SkipReason::Question))
        };
        if (1..=3).contains(&words) || to_the_listener || left_out() {
            return format!("{rest}{end}");
        }
    }
    clause
}

/// "…, Mel": what comes before a one-word name said after the last comma,
/// and the name.
fn name_said_last(body: &str) -> Option<(&str, &str)> {
    let (rest, name) = body.rsplit_once(", ")?;
    let is_name = name.chars().next().is_some_and(char::is_uppercase)
        && name.chars().all(char::is_alphabetic)
        && name != "I";
    is_name.then_some((rest, name))
}

fn without_leading_vocative(clause: &str) -> String {
    // "Wow, Caroline, that painting …": an interjection before the name.
    let clause = [
        "wow, ", "oh, ", "oh wow, ", "aw, ", "aww, ", "ooh, ", "hey, ", "yay, ",
    ]
    .iter()
    .find(|i| starts_with_ignoring_case(clause, i))
    .map_or(clause, |i| &clause[i.len()..]);
    if let Some((name, rest)) = clause.split_once(", ") {
        let is_name = name.chars().next().is_some_and(char::is_uppercase)
            && name.split_whitespace().count() == 1
            && name.chars().all(|c| c.is_alphabetic())
            && name != "I";
        let next = rest.split_whitespace().next().unwrap_or("").to_lowercase();
        // "Books, movies, and real life fire me up": the first of a list.
        let mut following = rest.split_whitespace();
        let first = following.next().unwrap_or("");
        let second = following.next().unwrap_or("").to_lowercase();
        let a_list = matches!(second.as_str(), "and" | "or" | "&")
            || (first.ends_with(',') && second.ends_with(','));
        if is_name
            && !a_list
            && !matches!(
                next.as_str(),
                "my" | "our" | "the" | "a" | "an" | "his" | "her"
            )
        {
            return rest.to_string();
        }
    }
    clause.to_string()
}

/// "My brother, Tom, he's moved to Leeds": a relative said first, then
/// taken up by a pronoun, as speech often puts its subject; so is a name
/// made the topic ("as for Ollie, he's …", "news on the Tom front – he …").
static DISLOCATED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)(?P<lead>(?:^|[.!?;]\s+)(?:(?:so|and|but|well|oh|anyway|actually|yeah|right),?\s+)*)(?:(?P<who>(?:my|our|the) (?:(?:little|big|older|younger|eldest|youngest|oldest|new|old|best|other) )?(?:{})(?:,? (?-i:[A-Z][a-z]+))?)|(?:(?:(?:big|some|quick|good|bad|more|exciting) )?news on the |on the |as for |speaking of |talking of )(?P<topic>(?-i:[A-Z][a-z]+))(?: front)?)(?:,? (?P<adverb>now|these days|nowadays|lately|recently))?(?:\s*[,:–—-])? (?:she|he|they)(?P<verb>'s|'re|'ve| is| are| has| have| was| were)?\b",
        discourse::RELATIONS
    ))
    .expect("dislocated")
});

/// [`DISLOCATED`] said as one subject: "my brother Tom has moved to Leeds".
fn without_dislocation(text: &str) -> String {
    DISLOCATED
        .replace_all(text, |c: &regex::Captures<'_>| {
            // "As for Ollie, he's …", "news on the Tom front – he …": the
            // name is the subject.
            // "So the cat, Mochi, she's …": the household's cat, said as
            // "my cat Mochi".
            let who = match (c.name("who"), c.name("topic")) {
                (Some(who), _) => match who.as_str().split_once(' ') {
                    Some((the, rest)) if the.eq_ignore_ascii_case("the") => {
                        let my = if the.starts_with('T') { "My" } else { "my" };
                        format!("{my} {}", rest.replace(',', ""))
                    }
                    _ => who.as_str().replace(',', ""),
                },
                (None, Some(topic)) => topic.as_str().to_string(),
                (None, None) => String::new(),
            };
            let next = text[c.get(0).map_or(text.len(), |m| m.end())..]
                .split_whitespace()
                .next()
                .unwrap_or("")
                .to_lowercase();
            let verb = match c.name("verb").map(|v| v.as_str().trim().to_lowercase()) {
                Some(v) if v == "'s" && HAS_PARTICIPLES.contains(&next.as_str()) => " has".into(),
                Some(v) if v == "'s" => " is".into(),
                Some(v) if v == "'re" => " are".into(),
                Some(v) if v == "'ve" => " have".into(),
                Some(v) => format!(" {v}"),
                None => String::new(),
            };
            let adverb = c
                .name("adverb")
                .map(|a| format!(" {}", a.as_str()))
                .unwrap_or_default();
            format!("{}{who}{verb}{adverb}", &c["lead"])
        })
        .into_owned()
}

/// Verbs whose "-ing" speech often drops ("stayin", "workin'"): said as
/// written only for these, so "Berlin" and "cabin" stay as they are.
const G_DROPPED: &[&str] = &[
    "stay", "live", "work", "go", "do", "gett", "start", "mov", "look", "think", "try", "runn",
    "com", "hav", "tak", "mak", "play", "learn", "train", "study", "see", "sitt", "teach",
];

/// Scots and other spoken forms of a handful of function words, said as
/// the rules expect them: "can ye forget ma number" → "can you forget my
/// number", "moved up tae P4" → "moved up to P4".
/// The day a short form stands for: "mon" Monday, "tues" Tuesday.
pub(crate) fn weekday_cut_short(word: &str) -> Option<&'static str> {
    const SHORT: &[(&str, &str)] = &[
        ("mon", "Monday"),
        ("tue", "Tuesday"),
        ("tues", "Tuesday"),
        ("wed", "Wednesday"),
        ("weds", "Wednesday"),
        ("thu", "Thursday"),
        ("thur", "Thursday"),
        ("thurs", "Thursday"),
        ("fri", "Friday"),
        ("sat", "Saturday"),
        ("sun", "Sunday"),
    ];
    // Read for every word of every turn: compared in place, no copy.
    if !(3..=5).contains(&word.len()) {
        return None;
    }
    SHORT
        .iter()
        .find(|(short, _)| short.eq_ignore_ascii_case(word))
        .map(|(_, day)| *day)
}

fn spoken_forms_as_written(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let all_lower_case = !text.chars().any(|c| c.is_ascii_uppercase());
    let mut words = text.split(' ').peekable();
    while let Some(word) = words.next() {
        let bare = word.trim_end_matches([',', '.', '!', '?']);
        let tail = &word[bare.len()..];
        let dropped_g = bare
            .strip_suffix("in'")
            .or_else(|| bare.strip_suffix("in"))
            .filter(|stem| G_DROPPED.contains(&stem.to_lowercase().as_str()));
        if let Some(stem) = dropped_g {
            if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(stem);
            out.push_str("ing");
            out.push_str(tail);
            continue;
        }
        // What comes next matters only for "Am" and "ma"; most words are
        // neither, so it is looked at only then.
        let next = words.peek().copied().unwrap_or("");
        let next_is_a_noun = || {
            next.chars().next().is_some_and(char::is_lowercase)
                && !matches!(
                    next.trim_end_matches([',', '.', '!', '?']),
                    "is" | "was" | "has" | "had" | "said" | "says" | "and" | "will" | "would"
                )
        };
        let next_is_a_doing =
            || next.ends_with("in") || next.ends_with("ing") || next.ends_with("in'");
        let starts_a_sentence = || out.is_empty() || out.ends_with(['.', '!', '?']);
        let after_an_article = || {
            matches!(
                out.rsplit(' ').next(),
                Some("a" | "an" | "the" | "A" | "An" | "The")
            )
        };
        let next_is_a_determiner = || {
            matches!(
                next.trim_end_matches([',', '.', '!', '?']),
                "the" | "a" | "an" | "my" | "his" | "her" | "their" | "our" | "your" | "me" | "him"
            )
        };
        // "gym mon wed fri", "tues n thurs", "mon-fri": a day cut short is
        // spelt out beside another day ("sat in traffic" stays as said).
        if let Some(day) = weekday_cut_short(bare) {
            let bare_of = |w: &str| w.trim_end_matches([',', '.', '!', '?']).to_string();
            let after_next = words.clone().nth(1).map(bare_of).unwrap_or_default();
            let beside_a_day = |w: &str| {
                weekday_cut_short(w).is_some()
                    || text::WEEKDAYS.contains(&w.to_lowercase().trim_end_matches('s'))
            };
            let before = out
                .rsplit(' ')
                .next()
                .unwrap_or("")
                .trim_end_matches([',', '.', '!', '?']);
            let joined = |w: &str| matches!(w, "and" | "n" | "&" | "or" | "to" | "/" | "-");
            let two_before = out.rsplit(' ').nth(1).unwrap_or("").trim_end_matches(',');
            if beside_a_day(&bare_of(next))
                || (joined(&bare_of(next)) && beside_a_day(&after_next))
                || beside_a_day(before)
                || (joined(before) && beside_a_day(two_before))
            {
                if !out.is_empty() {
                    out.push(' ');
                }
                out.push_str(day);
                out.push_str(tail);
                continue;
            }
        }
        if let Some((from, to)) = bare
            .split_once('-')
            .and_then(|(a, b)| Some((weekday_cut_short(a)?, weekday_cut_short(b)?)))
        {
            if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(from);
            out.push_str(" to ");
            out.push_str(to);
            out.push_str(tail);
            continue;
        }
        let written = match bare {
            "Am" if starts_a_sentence() && next_is_a_doing() => Some("I'm"),
            // "the op's been moved": an operation, as it is said.
            // "my knee op", "her cataract op": a word may name what is
            // operated on ("a photo op" is no operation).
            "op" | "op's"
                if {
                    let mut before = out.rsplit(' ');
                    let det = |w: Option<&str>| {
                        matches!(
                            w,
                            Some("the" | "my" | "her" | "his" | "their" | "our" | "The" | "My")
                        )
                    };
                    let last = before.next();
                    det(last)
                        || (last.is_some_and(|w| {
                            w.chars().all(|c| c.is_ascii_lowercase()) && w != "photo"
                        }) && det(before.next()))
                } =>
            {
                Some(if bare == "op" {
                    "operation"
                } else {
                    "operation's"
                })
            }
            // Texting: "fav food = tacos".
            "fav" | "fave" => Some("favourite"),
            "Fav" | "Fave" => Some("Favourite"),
            "favs" | "faves" => Some("favourites"),
            "=" => Some("is"),
            // Texting without apostrophes: "im doing art", "its just art
            // now" ("its" only where a possessive cannot be).
            "atm" => Some("at the moment"),
            "rn" => Some("right now"),
            "wk" => Some("week"),
            "bf" | "Bf" if starts_a_sentence() => Some("my boyfriend"),
            "gf" | "Gf" if starts_a_sentence() => Some("my girlfriend"),
            "bf" => Some("boyfriend"),
            "gf" => Some("girlfriend"),
            // "w" and "n" alone between words are "with" and "and".
            "w" if !next.is_empty() => Some("with"),
            "n" if !next.is_empty() && !out.is_empty() => Some("and"),
            // Opening a sentence, "bro moved out" is the speaker's brother.
            "bro" | "Bro" if starts_a_sentence() && !tail.is_empty() => Some("brother"),
            "bro" | "Bro" if starts_a_sentence() => Some("my brother"),
            "sis" | "Sis" if starts_a_sentence() && tail.is_empty() => Some("my sister"),
            "bro" => Some("brother"),
            "sis" => Some("sister"),
            "yday" | "yest" => Some("yesterday"),
            "tmrw" | "tmr" | "tmw" => Some("tomorrow"),
            "wknd" => Some("weekend"),
            "b4" | "B4" => Some("before"),
            "frm" => Some("from"),
            "@" if !out.is_empty() && !next.is_empty() => Some("at"),
            // Texted "2" and "4" are "to" and "for" only before a word that
            // cannot be counted: "back 2 his mums", "4 the weekend"
            // ("2 kids", "4 days" stay numbers).
            "2" if next_is_a_determiner() => Some("to"),
            "4" if next_is_a_determiner() => Some("for"),
            // "we r moving", "r u ok": "r" and "u" stand alone only in texting.
            // "with a u and an h" spells; "a", "an" or "the" before it
            // says a letter.
            "r" if !out.is_empty() && !next.is_empty() && !after_an_article() => Some("are"),
            "u" if (!next.is_empty() || !out.is_empty()) && !after_an_article() => Some("you"),
            "ppl" => Some("people"),
            _ if TEXTING_ASIDES.contains(&bare) => Some(""),
            "theyve" => Some("they've"),
            "theyre" => Some("they're"),
            "thats" | "Thats" => Some("that's"),
            "havent" => Some("haven't"),
            "hasnt" => Some("hasn't"),
            "couldnt" => Some("couldn't"),
            "wouldnt" => Some("wouldn't"),
            "arent" => Some("aren't"),
            "werent" => Some("weren't"),
            "youre" => Some("you're"),
            "weve" => Some("we've"),
            "im" | "Im" => Some("I'm"),
            "ive" | "Ive" => Some("I've"),
            "dont" => Some("don't"),
            "cant" => Some("can't"),
            "didnt" => Some("didn't"),
            "doesnt" => Some("doesn't"),
            "isnt" => Some("isn't"),
            "wasnt" => Some("wasn't"),
            "its" | "Its"
                if matches!(
                    next.trim_end_matches([',', '.', '!', '?']),
                    "just"
                        | "a"
                        | "an"
                        | "the"
                        | "not"
                        | "so"
                        | "really"
                        | "been"
                        | "only"
                        | "all"
                        | "still"
                        | "now"
                        | "gonna"
                        | "going"
                        | "getting"
                        | "my"
                        | "our"
                ) =>
            {
                Some(if bare == "its" { "it's" } else { "It's" })
            }
            "ye" => Some("you"),
            "Ye" => Some("You"),
            "tae" => Some("to"),
            "wi" => Some("with"),
            "ma" if tail.is_empty() && next_is_a_noun() => Some("my"),
            "Ma" if tail.is_empty() && next_is_a_noun() => Some("My"),
            _ => None,
        };
        if written == Some("") {
            // A dropped aside keeps the stop it came with: "… lol." → "…."
            out.push_str(tail);
            continue;
        }
        // Texted all in lower case, a word after "my cat" or "my sister"
        // is their name: "my cat mochi is 3".
        let named_after_relation = all_lower_case
            && bare.len() > 2
            && bare.chars().all(|c| c.is_ascii_lowercase())
            && !bare.ends_with('s')
            && !bare.ends_with("ed")
            && !bare.ends_with("ing")
            && !memoir_core::text::is_stopword(bare)
            && !NOT_A_NAME_AFTER_A_RELATION.contains(&bare)
            // "my sister became a nurse": a past form is what they did.
            && !person::a_past_form_or_modal(bare)
            && {
                let mut last = out.rsplit(' ');
                let relation = last.next().unwrap_or("");
                let owner = last.next().unwrap_or("");
                (matches!(owner, "my" | "our") && NAMED_AFTER.contains(&relation))
                    || matches!(relation, "called" | "named")
                    // "me n jake broke up"
                    || (owner == "me" && relation == "and")
            };
        if !out.is_empty() {
            out.push(' ');
        }
        match written {
            Some(w) => {
                out.push_str(w);
                out.push_str(tail);
            }
            None if named_after_relation => {
                out.push_str(&capitalised(bare));
                out.push_str(tail);
            }
            None => out.push_str(word),
        }
    }
    out
}

/// Texting's asides say nothing: "lol", "tbh", "ngl", "lowkey".
const TEXTING_ASIDES: &[&str] = &[
    "lol", "Lol", "LOL", "tbh", "Tbh", "ngl", "Ngl", "lmao", "omg", "Omg", "OMG", "haha", "ha",
    "xx", "x", "lowkey", "Lowkey", "highkey", "Highkey", "fr", "istg", "tbf", "Tbf",
];

/// The turn without texting's asides, when it has any: "left lol" is
/// read, answer and all, as "left".
fn without_texting_asides(text: &str) -> Option<String> {
    let aside = |w: &str| TEXTING_ASIDES.contains(&w.trim_end_matches([',', '.', '!', '?']));
    if !text.split_whitespace().any(aside) {
        return None;
    }
    let mut kept = String::with_capacity(text.len());
    for word in text.split_whitespace() {
        if aside(word) {
            // The aside's stop ends what came before it: "left lol." → "left."
            // An aside that opens the turn ("ha, no, …") has nothing before.
            let stop = &word[word.trim_end_matches([',', '.', '!', '?']).len()..];
            if !kept.is_empty() {
                kept.push_str(stop);
            }
            continue;
        }
        if !kept.is_empty() {
            kept.push(' ');
        }
        kept.push_str(word);
    }
    Some(kept)
}

/// "did I tell you I've switched to decaf?", "you know I'm at Tesco now,
/// right?", "have I mentioned we sold the van?": news said as a question
/// back to the listener is news. Only what the speaker says of themself
/// or theirs ("I …", "we …", "my …") is taken out of the question;
/// "did you know the shop shut?" stays a question.
static TOLD_AS_A_QUESTION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?P<lead>^|[.!?]\s+)(?:(?:oh|so|and|hey|btw|by the way),? )*(?:did i (?:tell|say to) you|have i (?:told|said to) you|did i (?:mention|say)|have i (?:mentioned|said)|did you know|you know|i don't know if i (?:told you|mentioned|said))(?: that)?,? (?P<said>(?:i|i'm|im|i've|ive|i'd|we|we're|we've|my|our|me and)\b[^?]*?)(?:,? (?:right|yeah|innit|eh))?\?")
        .expect("told as a question")
});

/// "have I mentioned the new car? a red Jazz", "did I tell you about our
/// new place? a two-bed in Chorlton": the thing asked about, then what it
/// is, is "my new car is a red Jazz". What follows the question must be
/// a thing (an article or a name), not a clause ("we got the keys").
static NEW_THING_ASKED_THEN_SAID: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?P<lead>^|[.!?]\s+)(?:(?:oh|so|and|hey|btw),? )*(?:did i|have i) (?:mention(?:ed)?|tell you about|told you about|show you|shown you|say about) (?P<whose>the|my|our) new (?P<thing>[a-z]+(?: [a-z]+)?)\?\s+(?:(?:yep|yes|so|well|it's|it is|she's|he's|they're),?\s+)*(?P<what>(?:a|an|the|some)\s[^,.!?]+|(?-i:[A-Z])[^,.!?]*)(?P<end>[,.!?]|$)")
        .expect("new thing asked then said")
});

/// "Sam here, 34, a practice nurse in Derby, with two cats", "About me:
/// teacher, vegetarian, live in Cardiff": a profile given as a list after
/// a name or a label. Each item is a fact of its own.
static PROFILE_LIST: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:(?i:hi|hello|hey|hiya)[,!.]*\s+)?(?:(?i:i'm|i am|my name's|my name is) (?P<name>[A-Z][a-z]+)|(?P<here>[A-Z][a-z]+) here|(?P<label>(?i:about me|quick intro|a bit about me|me))|(?P<bare>[A-Z][a-z]+))\s*[,:;-]\s*(?P<items>[^.!?]+?)[.!]*$")
        .expect("profile list")
});

/// A profile list's item said as the speaker's own sentence, or `None`
/// when the item cannot be read alone.
fn profile_item(item: &str) -> Option<String> {
    const DIETS: &[&str] = &[
        "vegan",
        "vegetarian",
        "veggie",
        "pescatarian",
        "pescetarian",
        "gluten-free",
        "dairy-free",
        "teetotal",
        "keto",
        "paleo",
    ];
    const STATES: &[&str] = &[
        "single", "married", "divorced", "widowed", "retired", "engaged",
    ];
    const VERBS: &[&str] = &[
        "live",
        "work",
        "play",
        "love",
        "have",
        "drive",
        "run",
        "teach",
        "study",
        "do",
        "own",
        "rent",
        "swim",
        "cycle",
        "sing",
        "volunteer",
        "support",
    ];
    let item = item.trim().trim_start_matches("and ").trim();
    let lower = item.to_lowercase();
    let first = lower.split_whitespace().next()?;
    let words = lower.split_whitespace().count();
    if item.chars().all(|c| c.is_ascii_digit()) {
        let age: u32 = item.parse().ok()?;
        return (10..=110)
            .contains(&age)
            .then(|| format!("I'm {age} years old"));
    }
    if matches!(first, "my" | "i" | "i'm" | "i've" | "we" | "we're" | "our") {
        return Some(item.to_string());
    }
    if let Some(rest) = lower.strip_prefix("with ") {
        return Some(format!("I have {}", &item[item.len() - rest.len()..]));
    }
    if lower.starts_with("based ") || lower.starts_with("living ") || lower.starts_with("working ")
    {
        return Some(format!("I'm {item}"));
    }
    if VERBS.contains(&first) {
        return Some(format!("I {item}"));
    }
    if words == 1 && DIETS.contains(&first) {
        return Some(format!("I eat {item}"));
    }
    if words == 1 && STATES.contains(&first) {
        return Some(format!("I'm {item}"));
    }
    let days = [
        "mondays",
        "tuesdays",
        "wednesdays",
        "thursdays",
        "fridays",
        "saturdays",
        "sundays",
    ];
    if days.iter().any(|d| lower.ends_with(d)) {
        return Some(format!("I do {item}"));
    }
    // "Leicester", "Milton Keynes": a place alone is where one lives.
    if words <= 3
        && item
            .split_whitespace()
            .all(|w| w.starts_with(|c: char| c.is_uppercase()))
    {
        return Some(format!("I live in {item}"));
    }
    // "civil engineer", "a practice nurse in Derby": what one is.
    if words <= 8 {
        if matches!(first, "a" | "an" | "the") {
            return Some(format!("I'm {item}"));
        }
        let article = if first.starts_with(['a', 'e', 'i', 'o', 'u']) {
            "an"
        } else {
            "a"
        };
        return Some(format!("I'm {article} {item}"));
    }
    None
}

/// The turn said as sentences when it is a profile list
/// ([`PROFILE_LIST`]): three items or more after a name said bare, two or
/// more after a label or "I'm Sam", each readable alone.
fn profile_said_as_sentences(text: &str) -> Option<String> {
    // Most turns are no list: a count of commas first.
    if text.matches(',').count() < 2 {
        return None;
    }
    let c = PROFILE_LIST.captures(text.trim())?;
    let items: Vec<&str> = c["items"]
        .split(',')
        .map(str::trim)
        .filter(|i| !i.is_empty())
        .collect();
    let bare = c.name("bare").is_some();
    // "Joel, 41, civil engineer": a name said bare opens a profile only
    // when an age follows it ("Tom, Dick and Harry came" is no profile).
    if items.len() < 2
        || (bare && (items.len() < 3 || !items[0].chars().all(|c| c.is_ascii_digit())))
    {
        return None;
    }
    // And one item, at least, says what a profile says: an age, a diet, a
    // place lived or a pet ("I'm Dutch, tired, hungry" is no profile).
    let says_a_profile = items.iter().any(|i| {
        let lower = i.to_lowercase();
        i.chars().all(|c| c.is_ascii_digit())
            || [
                "live",
                "based",
                "with ",
                "vegan",
                "vegetarian",
                "veggie",
                "pescatarian",
            ]
            .iter()
            .any(|w| lower.starts_with(w))
    });
    if !says_a_profile {
        return None;
    }
    let mut said: Vec<String> = Vec::with_capacity(items.len() + 1);
    if let Some(name) = c
        .name("name")
        .or_else(|| c.name("here"))
        .or_else(|| c.name("bare"))
    {
        said.push(format!("My name is {}", name.as_str()));
    }
    for item in items {
        said.push(profile_item(item)?);
    }
    Some(said.join(". ") + ".")
}

/// "remember the Zafira I mentioned? it's gone", "that swim club I told
/// you about, I've left it": a thing pointed back to as told before, then
/// what became of it, is that thing's news ("the Zafira's gone").
static THING_TOLD_OF_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?P<lead>^|[.!?]\s+)(?:(?:oh|so|and|hey|right|ok|okay|well),? )*(?:(?:do you |you )?remember|you know)?,? ?(?P<the>the|that|my|our) (?P<thing>(?:[\w'-]+ ){0,3}?[\w'-]+) (?:i|we) (?:mentioned|told you about|talked about|was telling you about|were telling you about|said about|told you of)(?: (?:before|earlier|last time|the other day|a while back))?\s*[?,.!:-]+\s*(?:(?:well|yeah|so|anyway),? )?(?P<it>it's|it is|it has|it was|it\b)?")
        .expect("thing told of before")
});

/// "you know how I said I was at Lidl? not any more", "remember how I
/// told you we were in Derby? that's changed": what was told before,
/// said to hold no more, is said plainly as over.
static SAID_BEFORE_NOT_NOW: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?P<lead>^|[.!?]\s+)(?:(?:oh|so|and|hey|right|ok|okay|well),? )*(?:you know how|remember how|remember when|like) (?:i|we) (?:said|told you|mentioned)(?: that)? (?P<who>i|we) (?:was|were|am|are|'m|'re) (?P<what>[^?.,!]+?)\s*[?,.!]+\s*(?:(?:well|yeah|so|about that),? )?(?:not any ?more|no longer|not now|not these days|that's changed|that's over)\b[,.!]?")
        .expect("said before, not now")
});

/// The turn with what it points back to as told before
/// ([`THING_TOLD_OF_BEFORE`], [`SAID_BEFORE_NOT_NOW`]) said plainly.
fn told_before_said_plainly(text: &str) -> Option<String> {
    // Most turns point back to nothing: a scan for the words first (said
    // mid-sentence, so in lower case).
    if !["mention", "told you", "talked about", "telling you", "said"]
        .iter()
        .any(|w| text.contains(w))
    {
        return None;
    }
    if let Some(c) = SAID_BEFORE_NOT_NOW.captures(text) {
        let whole = c.get(0)?;
        let who = if c["who"].eq_ignore_ascii_case("we") {
            "we're"
        } else {
            "I'm"
        };
        return Some(format!(
            "{}{}{who} not {} any more.{}",
            &text[..whole.start()],
            &c["lead"],
            &c["what"],
            &text[whole.end()..]
        ));
    }
    let c = THING_TOLD_OF_BEFORE.captures(text)?;
    let whole = c.get(0)?;
    let the = match c["the"].to_lowercase().as_str() {
        "my" => "my",
        "our" => "our",
        _ => "the",
    };
    let thing = format!("{the} {}", &c["thing"]);
    let before = &text[..whole.start()];
    let rest = &text[whole.end()..];
    if let Some(it) = c.name("it") {
        // "it's gone" → "the Zafira's gone".
        return Some(format!(
            "{before}{}{thing}{}{rest}",
            &c["lead"],
            &it.as_str()[2..]
        ));
    }
    // "I've left it" → "I've left the swim club": the first "it" of the
    // sentence that follows.
    let sentence_end = rest.find(['.', '!', '?']).unwrap_or(rest.len());
    let it = rest[..sentence_end]
        .match_indices("it")
        .map(|(at, _)| at)
        .find(|&at| {
            let before_ok = at == 0 || !rest.as_bytes()[at - 1].is_ascii_alphanumeric();
            let after = rest.as_bytes().get(at + 2);
            before_ok && after.is_none_or(|b| !b.is_ascii_alphanumeric() && *b != b'\'')
        })?;
    Some(format!(
        "{before}{}{}{thing}{}",
        &c["lead"],
        &rest[..it],
        &rest[it + 2..]
    ))
}

/// The turn with its news said as questions back ([`TOLD_AS_A_QUESTION`],
/// [`NEW_THING_ASKED_THEN_SAID`]) said plainly, when it has any.
fn news_asked_back_said_plainly(text: &str) -> Option<String> {
    // Most turns ask nothing back: a scan for the question mark, then for
    // a word of telling, first.
    if !text.contains('?')
        || !["tell", "told", "mention", "say", "said", "know", "show"]
            .iter()
            .any(|w| contains_ignoring_case(text, w))
    {
        return None;
    }
    let thing = NEW_THING_ASKED_THEN_SAID.replace_all(text, |c: &regex::Captures<'_>| {
        let whose = if c["whose"].eq_ignore_ascii_case("our") {
            "our"
        } else {
            "my"
        };
        let end = if &c["end"] == "," { "." } else { &c["end"] };
        format!(
            "{}{whose} new {} is {}{end}",
            &c["lead"], &c["thing"], &c["what"]
        )
    });
    let plain = TOLD_AS_A_QUESTION.replace_all(&thing, |c: &regex::Captures<'_>| {
        format!("{}{}.", &c["lead"], &c["said"])
    });
    (plain != text).then(|| plain.into_owned())
}

/// "Pixel now, the camera's miles better than the old iPhone", "at Lloyds
/// now, calmer than Boots ever was", "joined the leisure centre instead,
/// it's got a pool which PureGym didn't": the name a change is compared
/// with is what it replaced, said as past.
static OLD_NAMED_IN_A_COMPARISON: LazyLock<Regex> = LazyLock::new(|| {
    const NAME: &str = r"(?-i:[A-Z][\w'&-]*|i[A-Z][\w-]*)(?: (?-i:[A-Z0-9][\w'&-]*)){0,2}";
    Regex::new(&format!(
        r"(?i)\bthan (?P<a>(?:the |my |our )?(?:old |last |previous )?{NAME}) (?:ever (?:was|did|were|had|could)|used to)\b|\b(?:which|that) (?P<b>(?:the |my |our )?(?:old |last |previous )?{NAME}) (?:didn't|did not|never (?:did|had|was|could)|wasn't|hadn't|couldn't)\b|\b(?P<c>(?:the|my|our) (?:old|previous) {NAME})"
    ))
    .expect("old named in a comparison")
});

/// Words that say a turn is about a change: without one, "the old
/// Micra" is only the Micra, kept as said.
fn says_a_change(text: &str) -> bool {
    static CHANGE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(?:now|instead|new|switched|swapped|upgraded|changed|moved|replaced|these days|nowadays)\b")
            .expect("says a change")
    });
    CHANGE.is_match(text)
}

/// The turn with each name [`OLD_NAMED_IN_A_COMPARISON`] finds said as
/// "the old one", and the names, when the turn says a change. The name
/// must stay out of the new statement: what names it is ended with it.
fn old_named_in_a_comparison(text: &str) -> Option<(String, Vec<String>)> {
    // "which" or "that" names an old one only with a "didn't" or "never"
    // after it; most turns say none of these words and skip the pattern.
    let denied = || {
        ["n't", " not ", " never "]
            .iter()
            .any(|w| contains_ignoring_case(text, w))
    };
    if !text.contains(" than ")
        && !text.contains(" old ")
        && !text.contains(" previous ")
        && !((text.contains(" which ") || text.contains(" that ")) && denied())
    {
        return None;
    }
    let mut old = Vec::new();
    let plain = OLD_NAMED_IN_A_COMPARISON.replace_all(text, |c: &regex::Captures<'_>| {
        let whole = &c[0];
        let Some(named) = c.name("a").or_else(|| c.name("b")).or_else(|| c.name("c")) else {
            return whole.to_string();
        };
        let name = named
            .as_str()
            .split_whitespace()
            .skip_while(|w| {
                matches!(
                    w.to_lowercase().as_str(),
                    "the" | "my" | "our" | "old" | "last" | "previous"
                )
            })
            .collect::<Vec<_>>()
            .join(" ");
        let first = name.split_whitespace().next().unwrap_or("");
        if first == "I" || text::is_time_word(&first.to_lowercase()) {
            return whole.to_string();
        }
        old.push(name);
        let at = named.start() - c.get(0).map_or(0, |m| m.start());
        format!(
            "{}the old one{}",
            &whole[..at],
            &whole[at + named.as_str().len()..]
        )
    });
    (!old.is_empty() && says_a_change(&plain)).then(|| (plain.into_owned(), old))
}

/// "living the dream in Slough", "living the life in Spain": where the
/// speaker lives, said with a smile.
static LIVING_THE_DREAM: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?P<living>living|live|lives) the (?:dream|life|high life|good life)(?: out)? (?P<in>in|by|on)\b")
        .expect("living the dream")
});

/// "Tom and I called it quits", "me and Jade called it a day": the
/// speaker and someone named parted, said as plainly as "Tom and I split
/// up" (the "it" is no thing said before).
static NAMED_AND_I_CALLED_IT_A_DAY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?P<who>\b[A-Z][a-z]+ and (?:I|me)|\b(?i:me) and [A-Z][a-z]+)(?P<aux>(?:'ve| have)? (?:(?i:finally|officially|just|actually) )?)(?i:called it (?:quits|a day|off))")
        .expect("named and I called it a day")
});

/// "the Royal and I have parted ways", "me and the council parted
/// company": the speaker left a place, where "Tom and I parted ways" is
/// a couple splitting up (a place is said with "the").
static PLACE_AND_I_PARTED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:(?P<place>the (?:(?-i:[A-Z][\w&'-]*)(?: (?-i:[A-Z][\w&'-]*)){0,2}|(?:[\w-]+ )?(?:bank|council|firm|company|school|practice|surgery|hospital|trust|agency|shop|store|office|band|club|team|choir|gym|charity|university|college|paper|department))) and (?:I|me)|(?:me|I) and (?P<place2>the (?:(?-i:[A-Z][\w&'-]*)(?: (?-i:[A-Z][\w&'-]*)){0,2}|(?:[\w-]+ )?(?:bank|council|firm|company|school|practice|surgery|hospital|trust|agency|shop|store|office|band|club|team|choir|gym|charity|university|college|paper|department))))(?:'ve| have)? (?:finally |officially |just |now |amicably )?parted (?:ways|company)\b")
        .expect("place and I parted")
});

/// The turn with [`LIVING_THE_DREAM`] and [`NAMED_AND_I_CALLED_IT_A_DAY`]
/// said plainly, when it has either: "living in Slough", "Tom and I split
/// up".
fn idioms_said_plainly(text: &str) -> Option<String> {
    // Nearly every turn says "the": each pattern runs only where its own
    // words are.
    let living = if [
        " the dream",
        " the life",
        " the good life",
        " the high life",
    ]
    .iter()
    .any(|w| contains_ignoring_case(text, w))
    {
        LIVING_THE_DREAM.replace_all(text, "${living} ${in}")
    } else {
        std::borrow::Cow::Borrowed(text)
    };
    let parted = if contains_ignoring_case(&living, "called it ") {
        NAMED_AND_I_CALLED_IT_A_DAY.replace_all(&living, "${who}${aux}split up")
    } else {
        std::borrow::Cow::Borrowed(living.as_ref())
    };
    let left = if contains_ignoring_case(&parted, " parted ") {
        PLACE_AND_I_PARTED.replace_all(&parted, |c: &regex::Captures<'_>| {
            let place = c.name("place").or_else(|| c.name("place2"));
            format!("I've left {}", place.map_or("", |p| p.as_str()))
        })
    } else {
        std::borrow::Cow::Borrowed(parted.as_ref())
    };
    (left != text).then(|| left.into_owned())
}

/// Relations and pets a name may follow: "my cat mochi", "my sister jen".
const NAMED_AFTER: &[&str] = &[
    "cat",
    "dog",
    "puppy",
    "kitten",
    "rabbit",
    "bunny",
    "hamster",
    "budgie",
    "parrot",
    "horse",
    "pony",
    "tortoise",
    "son",
    "daughter",
    "sister",
    "brother",
    "wife",
    "husband",
    "partner",
    "boyfriend",
    "girlfriend",
    "mum",
    "mom",
    "dad",
    "nan",
    "gran",
    "grandad",
    "cousin",
    "niece",
    "nephew",
    "friend",
    "mate",
    "boss",
    "manager",
    "flatmate",
    "housemate",
    "baby",
];

/// Words after a relation that are what is said of them, not a name.
const NOT_A_NAME_AFTER_A_RELATION: &[&str] = &[
    "who",
    "got",
    "had",
    "has",
    "was",
    "and",
    "but",
    "just",
    "said",
    "told",
    "turned",
    "went",
    "came",
    "died",
    "now",
    "too",
    "also",
    "still",
    "always",
    "never",
    "really",
    "gets",
    "can",
    "can't",
    "will",
    "won't",
    "would",
    "could",
    "should",
    "did",
    "does",
    "don't",
    "didn't",
    "isn't",
    "wasn't",
    "again",
    "today",
    "tonight",
    "yesterday",
    "tomorrow",
    "right",
    "left",
    "quit",
    "moved",
    "bought",
    "sold",
    "lost",
    "won",
    "ran",
    "met",
    "made",
    "took",
    "gave",
    "lives",
    "works",
    "loves",
    "hates",
    "thinks",
    "wants",
    "needs",
    "keeps",
    "start",
    "starts",
    "finally",
    "recently",
    "lately",
    "then",
    "there",
    "here",
    "back",
    "home",
    "out",
    "off",
    "up",
    "down",
    "over",
    "away",
    "one",
    "two",
    "three",
    "four",
    "five",
    "new",
    "old",
    "little",
    "big",
    "eldest",
    "oldest",
    "youngest",
    "younger",
    "older",
    "best",
    "from",
    "at",
    "in",
    "on",
    "is",
    "with",
    "for",
    "and",
    "the",
    "a",
    "an",
    "rn",
    "atm",
    "tho",
    "though",
    "lol",
    "broke",
    "fell",
    "spent",
    "let",
    "put",
    "set",
    "cut",
    "hit",
    "run",
    "ate",
    "saw",
    "say",
    "see",
    "get",
    "go",
    "come",
    "love",
    "hate",
    "like",
    "make",
    "take",
    "give",
    "know",
    "think",
    "want",
    "need",
    "feel",
];

/// "Mum and Dad", "my mom and dad": the speaker's parents, one subject.
static BOTH_PARENTS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:my |our )?(?:mum|mom|mam|mother) (?:and|&) (?:dad|father)(?P<s>'s)?\b|\b(?:my |our )?(?:dad|father) (?:and|&) (?:mum|mom|mam|mother)(?P<s2>'s)?\b")
        .expect("both parents")
});

/// "The kids have renamed the cat Pudding": the thing's name, said as
/// one ("my cat is called Pudding now"), whoever gave it.
static RENAMED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:(?:the kids|the children|we|i|my (?:[\w-]+))(?:'ve| have| has)? (?:just |finally |officially )?)?(?:renamed|re-named|rechristened|changed the name of) (?:the|our|my) (?P<thing>[\w-]+)(?: to)? (?P<name>(?-i:[A-Z][a-z]+))")
        .expect("renamed")
});

/// "We've pushed Ivy's bedtime to half seven": what is moved is the
/// named person's, said of them ("Ivy's bedtime has moved to …").
static MOVED_SOMEONES: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:we|i)(?:'ve| have)? (?:just |finally )?(?:moved|pushed|changed|put back|brought forward|switched|shifted) (?P<whose>(?-i:[A-Z][a-z]+))'s (?P<thing>[\w-]+(?: [\w-]+)?) (?P<to>to|back to|forward to|till|until)\b")
        .expect("moved someone's")
});

/// "We've switched Lily to St Anne's Primary": a child moved to another
/// school goes there now, said of the child. So does a pet or a child
/// moved to another practice ("we've moved Biscuit to Parkview Vets").
static MOVED_TO_A_SCHOOL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:we|i|they)(?:'ve| have)? (?:just |finally |now |had to )?(?:moved|move|switched|switch|transferred|transfer|changed|put) (?P<who>(?-i:[A-Z][a-z]+)|(?:my|our) (?:son|daughter|eldest|youngest|boy|girl|little one|kid|twins|dog|cat|puppy|kitten)) (?:over )?(?:to|into) (?P<school>(?:(?:the|a|a new|a different) )?(?:(?-i:[A-Z][\w'-]*) ){0,3}(?:grammar school|high school|primary school|secondary school|prep school|school|academy|primary|secondary|nursery|college|grammar|preschool|kindergarten|montessori|infants|juniors|prep|vets|vet's|veterinary practice|veterinary hospital|dental practice|dentists|dentist's|surgery|medical centre|health centre)\b)")
        .expect("moved to a school")
});

/// "obsessed with boygenius now, wet leg who?", "padel these days,
/// tennis who": the old favourite waved off, no more.
static WHO_ASIDE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i),\s*(?P<name>(?:[\w'-]+ ){0,3}[\w'-]+) who\s*\?*\s*(?P<end>[.!]|$)")
        .expect("who aside")
});

/// "a friend of mine", "one of our neighbours": one of the speaker's
/// relations, said as "my friend" is (the speaker's, whoever "we" are).
static ONE_OF_MINE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:(?:a|one) (?P<rel>friend|mate|colleague|coworker|neighbour|neighbor|cousin|pal) of (?:mine|ours)|one of (?:my|our) (?P<rel2>friend|mate|colleague|coworker|neighbour|neighbor|cousin|pal|flatmate|housemate)s)\b")
        .expect("one of mine")
});

/// "we moved!! walthamstow now", "I've moved house - Leith now", "just
/// moved, I'm in Kendal now": a move said first, then where, as one
/// statement of where.
static MOVED_THEN_WHERE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?P<who>we|i)(?:'ve| have)? (?:finally |just |officially )?moved(?: house| flat| out| home)?(?:\s*[!.]+\s*|\s*,\s*|\s+[-\u{2013}\u{2014}]\s+)(?:(?:we're|we are|i'm|i am) in )?(?P<place>[a-z][a-z-]+(?: [a-z][a-z-]+)?) now\b")
        .expect("moved then where")
});

/// "Eli's moved down to London for a job at the BBC": a move and a job,
/// said as two statements so each is reconciled with its own kind.
static MOVED_FOR_A_JOB: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(?P<who>(?i:i|we|he|she|they)|[A-Z][a-z]+)(?P<aux>'s|'ve|(?i: has| have))? (?i:just |finally |now )?(?i:moved|relocated) (?P<to>(?i:down |up |over |back |out )?(?i:to) [A-Z][\w-]+(?: [A-Z][\w-]+)?) (?i:for (?:a|an|her|his|their|my|our|the) (?:new )?(?:job|post|role|position)) (?P<at>(?i:at|with|in)) ")
        .expect("moved for a job")
});

/// "I gave you the wrong flat before, it's flat 5": a value said in an
/// earlier talk put right, said as one clause so the correction and the
/// value stay together.
static WRONG_ONE_GIVEN: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\bi (?:gave|told|sent) you (?:the |a |my )?wrong (?P<what>[a-z-]+(?: [a-z-]+)??)(?: (?:before|earlier|last time|the other day|yesterday|just now))?\s*[,;:.!\u{2013}\u{2014}-]+\s*(?:it's|it is|it should be|it should have been|should be|should have been|the right one is|the right one's)(?: actually)?\s+")
        .expect("wrong one given")
});

/// "Number five arrived last night!": a new count of the speaker's
/// children or grandchildren, said by its number.
static NUMBER_ARRIVED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?P<lead>^|[.!?,:]\s+)(?:and |so )?(?:(?:baby|grandchild|grandbaby|grandkid) )?number (?P<n>two|three|four|five|six|seven|eight|nine|ten|\d{1,2}) (?:has |have )?(?:just |finally )?(?:arrived|is here|came|made (?:his|her|their) (?:appearance|entrance)|was born)\b")
        .expect("number arrived")
});

/// "A baby boy, Rafi, born at 3am!" opening a turn: the speaker's own
/// news, said without a verb. (After a sentence it may be someone else's
/// baby — "Leila had the baby! A little girl …" — and joins that one.)
static BIRTH_ANNOUNCED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:and |so )?(?:now |also )?(?P<baby>(?:an?|another) (?:(?:little|baby|beautiful|healthy|gorgeous|tiny|new) )*(?:girl|boy|daughter|son|baby(?: girl| boy)?))(?P<rest>(?: as well| too)?,? (?:(?:called|named) )?(?:(?-i:[A-Z][a-z]+),? )?born\b)")
        .expect("birth announced")
});

/// "The wife's retired", "me hubby works nights", "Hubby's quit": the
/// speaker's spouse, said as most speech says it ("my wife", "my
/// husband"); "the other half" is the speaker's partner.
static THE_WIFE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?P<pre>(?:^|[.!?,;:]\s+)(?:and |so |but |well )?)wifey\b|\b(?:the|me) (?:wife|missus|missis|wifey)\b|\bmy (?:wifey|missus)\b").expect("the wife")
});
static THE_HUSBAND: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?P<pre>(?:^|[.!?,;:]\s+)(?:and |so |but |well )?)hubby\b|\b(?:the|me) (?:husband|hubby)\b|\bmy hubby\b").expect("the husband")
});
static THE_OTHER_HALF: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:the|me|my) (?:other half|better half|oh)\b").expect("the other half")
});

/// "next door's cat died", "the neighbours' dog barks all night": the
/// neighbours' thing, not the speaker's.
static NEXT_DOORS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)\b(?:next door's|the neighbours'|the neighbour's|the neighbors'|the neighbor's)",
    )
    .expect("next door's")
});

/// "Our Sandra's gone and moved to Blackpool": in the North of England a
/// family member is "our" and their name; said of them by name.
static OUR_NAMED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:our|me) (?P<name>(?-i:[A-Z][a-z]+))(?P<rest>(?:'s| has| is)? (?:gone and |just |finally |now |still )?(?:lives?|living|works?|working|moved|moving|married|engaged|expecting|pregnant|retired|started|studying|off to|at uni|at university|at college|at nursery|at school|at playgroup|at preschool|in reception|in year \d+|got (?:a|her|his) (?:new )?job)\b)")
        .expect("our named")
});

/// "Front desk at a dentist's, that's my job": what the speaker does said
/// first, named as their job after it ("Taking the bins out is my job" is
/// a chore, so a plain "is my job" is not read).
static JOB_NAMED_AFTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:^|(?P<stop>[.!?;]\s+))(?P<what>[^.!?;:]{3,80}?)(?:(?:,|:| -)? (?:that's|that is|thats) my (?:job|role|day job|trade|line of work|working life|work|career)(?: in a nutshell)?|(?:,|:| -) my (?:job|working life|work|career) in a nutshell|,? (?:that's|that is|thats) (?:what i do for (?:a living|work|money)|how i earn my living|how i pay the bills)|,? is my (?:day job|trade|line of work))\b")
        .expect("job named after")
});

/// Whole-turn rewrites that say a thing as the statement the rules read,
/// in order.
static SAID_AS_ONE: [(&LazyLock<Regex>, &str); 16] = [
    (&WHO_ASIDE, ", no more ${name}${end}"),
    (&MOVED_THEN_WHERE, "${who} moved to ${place} now"),
    (
        &MOVED_FOR_A_JOB,
        "${who}${aux} moved ${to}; ${who} got a new job ${at} ",
    ),
    (&BIRTH_ANNOUNCED, "We have had ${baby}${rest}"),
    (&RENAMED, "my ${thing} is called ${name} now"),
    (&NUMBER_ARRIVED, "${lead}I've got ${n} now"),
    (&MOVED_SOMEONES, "${whose}'s ${thing} has moved ${to}"),
    (&MOVED_TO_A_SCHOOL, "${who} goes to ${school} now"),
    (
        &WRONG_ONE_GIVEN,
        "I got the ${what} wrong earlier and the ${what} is actually ",
    ),
    (&THE_WIFE, "${pre}my wife"),
    (&THE_HUSBAND, "${pre}my husband"),
    (&THE_OTHER_HALF, "my partner"),
    (&NEXT_DOORS, "my neighbour's"),
    (&OUR_NAMED, "${name}${rest}"),
    (&ONE_OF_MINE, "my ${rel}${rel2}"),
    (&JOB_NAMED_AFTER, "${stop}My job is ${what}"),
];

/// Straight quotes, one space, no attached photo caption (what a picture
/// shows is not what the speaker said), the speaker's parents named
/// together as one subject, and a relation said in brackets after a name
/// put before it, as it is usually said: "Aditi (my partner)" → "my
/// partner Aditi".
/// Where an item of a typed list begins: "- new job", "2) sold the bike",
/// "• moved house", at a line's start or, numbered, inside a line.
static LIST_ITEM: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?:\A|\s*\n)\s*(?:[-*•·]|\(?\d{1,2}[.)])\s+|\s\(?\d{1,2}\)\s+").expect("list item")
});

/// `text` with each item of a typed list its own sentence: "updates: 1)
/// left the hotel 2) sold the bike" → "updates: left the hotel. sold the
/// bike".
fn list_items_as_sentences(text: &str) -> std::borrow::Cow<'_, str> {
    // A list has a line break, a numbered item's ")" or a bullet first.
    if !text.contains(['\n', ')']) && !text.trim_start().starts_with(['-', '*', '•', '·']) {
        return std::borrow::Cow::Borrowed(text);
    }
    LIST_ITEM.replace_all(text, |c: &regex::Captures<'_>| {
        let at = c.get(0).map_or(0, |m| m.start());
        let before = text[..at].trim_end();
        if before.is_empty() || before.ends_with(['.', '!', '?', ':', ';', ',']) {
            " ".to_string()
        } else {
            ". ".to_string()
        }
    })
}

/// " and also we've …", " and also my sister …": see [`normalise`].
static AND_ALSO_SOMEONE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i) and also (?P<who>(?:we|i|i'm|i've|we've|we're|my|our|he|she|they|he's|she's|they've)\b)")
        .expect("and also someone")
});

fn normalise(text: &str) -> String {
    let text = match text.find("[shares a photo") {
        Some(at) => &text[..at],
        None => text,
    };
    let text = list_items_as_sentences(text);
    let straight = text
        .replace(['\u{2019}', '\u{2018}'], "'")
        .replace(['\u{201c}', '\u{201d}'], "\"")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    // "my wife, uh, she's, she teaches": the repeats and given-up starts go
    // before "my wife, she …" is read as one subject.
    let straight = clause::without_disfluencies(&straight);
    // "I left the bakery and also we've moved": "also" after "and" adds
    // nothing to what says who did the next thing.
    let straight = if straight.contains(" and also ") {
        AND_ALSO_SOMEONE
            .replace_all(&straight, " and ${who}")
            .into_owned()
    } else {
        straight
    };
    let parents = BOTH_PARENTS.replace_all(&straight, |caps: &regex::Captures<'_>| {
        let capital = caps
            .get(0)
            .is_some_and(|m| m.as_str().starts_with(char::is_uppercase));
        let possessive = caps.name("s").or(caps.name("s2")).is_some();
        match (capital, possessive) {
            (true, true) => "My parents'",
            (true, false) => "My parents",
            (false, true) => "my parents'",
            (false, false) => "my parents",
        }
    });
    let mut text = without_dislocation(&spoken_forms_as_written(&parents));
    // Most turns match none of these: the text is copied only when one does.
    for (rewrite, with) in SAID_AS_ONE {
        let rewritten = match rewrite.replace_all(&text, with) {
            std::borrow::Cow::Owned(s) => Some(s),
            std::borrow::Cow::Borrowed(_) => None,
        };
        if let Some(rewritten) = rewritten {
            text = rewritten;
        }
    }
    match RULE_SET.captures("relation_in_brackets", &text) {
        Some(caps) => match (
            caps.get(0),
            caps.name("name").or(caps.name("name2")),
            caps.name("relation").or(caps.name("relation2")),
        ) {
            (Some(whole), Some(name), Some(relation)) => {
                let moved = format!("{} {}", relation.as_str(), name.as_str());
                let mut text = text.clone();
                text.replace_range(whole.range(), &moved);
                text
            }
            _ => text,
        },
        None => text,
    }
}

/// Past participles a "she's" or "he's" is "has" before ("he's packed in
/// the job", "she's taken a post in Leeds"); before anything else it is
/// "is" ("she's married", "he's a nurse").
const HAS_PARTICIPLES: &[&str] = &[
    "got",
    "been",
    "had",
    "gone",
    "done",
    "taken",
    "left",
    "quit",
    "packed",
    "moved",
    "started",
    "finished",
    "stopped",
    "decided",
    "booked",
    "changed",
    "switched",
    "joined",
    "passed",
    "signed",
    "landed",
    "bought",
    "sold",
    "found",
    "lost",
    "won",
    "given",
    "made",
    "become",
    "split",
    "broken",
    "handed",
    "applied",
    "dropped",
    "picked",
    "put",
    "ditched",
    "swapped",
    "traded",
    "upgraded",
    "relocated",
    "emigrated",
    "graduated",
    "qualified",
    "opened",
    "closed",
    "launched",
    "adopted",
    "retrained",
    "jacked",
    "chucked",
    "binned",
    "scrapped",
    "flogged",
    "cancelled",
];

/// Words that add to what was said: "as well", "too" at the end.
static ADDED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:as well|on top of (?:that|it|the)|in addition|alongside)\b|\btoo[.!]*$")
        .expect("added")
});

/// "too" with more said after it: "… in the rugby too, first match on
/// Saturday".
static TOO_BEFORE_MORE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\b(?:too|as well),").expect("too before more"));

/// Words that say there is one more of a thing: "a second car", "an extra
/// job" ("a flat with a second bathroom" is one flat).
static ONE_MORE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:a second|an extra) (?:car|van|bike|motorbike|job|phone|home|house|flat|place|dog|cat)\b")
        .expect("one more")
});

/// Words that say one thing took another's place.
static SWAPPED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:switch\w*|swap\w*|trad(?:ed|ing)|replac\w*|instead|moved|changed|no longer|not any ?more|gave up|given up|quit|cut out|cutting out|dropped|ditched|stopped|(?:gone|turned|become|became|going) (?:fully )?(?:vegan|vegetarian|veggie|pescatarian|teetotal|sober|plant-based|keto|gluten-free|dairy-free))\b")
        .expect("swapped")
});

/// Sounds a speaker makes while deciding, before a correction.
const HESITATIONS: &[&str] = &[
    "hmm", "hm", "hmmm", "um", "umm", "uh", "er", "erm", "sorry", "oh", "ah", "oops", "whoops",
];

/// What follows a bare "sorry" when it apologises rather than corrects:
/// "sorry I went quiet", "sorry for the wait", "sorry it took so long".
static APOLOGY_AFTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:i (?:haven't|hadn't|didn't|did not|couldn't|wasn't|missed|forgot|went quiet|disappeared|vanished)|i've (?:not|been (?:quiet|awol|away|mia|rubbish|slow|busy))|for|about|to hear|it took|it's taken|we (?:haven't|didn't|couldn't))\b")
        .expect("apology after")
});

/// "Sorry, I meant Friday" opening a turn: the turn before is put right,
/// said as "it's Friday" for what it named.
static MEANT_AT_START: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^\s*(?:(?:oh|ah|sorry|no|wait|oops|whoops)[,!.]*\s+)*i meant\s+")
        .expect("meant")
});

/// "Job: junior dev at a fintech." — a label the catalogue knows, then a
/// colon.
static LABEL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:^|(?P<stop>[.!?;:]\s+))(?P<label>job|work|role|address|diet|phone|mobile|email|home|location|car|pets?|course|school|manager|boss|hobbies|hobby|town|city|gym|bank|live|lives|living|based)(?:(?-i::)|\s+[-–=]|\s+->|\s+→)\s+")
        .expect("label")
});

/// "moved. Reading now.", "Moved! Leeds.": a move typed as a word, then
/// the place on its own.
static MOVED_THEN_THE_PLACE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?i:(?:just |finally |we |i )?moved(?: house| out)?)[.!]+\s+(?P<place>[A-Z][\w'-]+(?: [A-Z][\w'-]+)?)(?i: now)?(?P<stop>[.!]|$)")
        .expect("moved then the place")
});

/// "Fiesta gone. Golf now.", "Netflix gone, Disney+ now": a name gone and
/// another now, each a fragment.
static GONE_THEN_NOW: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?:^|(?P<stop>[.!?]\s+))(?P<old>[A-Z][\w+'-]*(?: [A-Z][\w+'-]*)?) (?i:gone|went|sold|died)[.,!]+\s+(?P<new>[A-Z][\w+'-]*(?: [A-Z][\w+'-]*)?) (?i:now)\b")
        .expect("gone then now")
});

/// "PureGym -> the leisure centre", "Leeds → York": a change typed as an
/// arrow from the old to the new.
static TYPED_ARROW: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?P<lead>^|[:;,]\s*)(?P<old>[^,;:.>\s][^,;:.>]{0,40}?)\s*(?:->|→|=>)\s*(?P<new>[^,;.!]+)",
    )
    .expect("typed arrow")
});

/// "New job. Mid-level at a games studio.": a bare announcement, then
/// what it is.
static ANNOUNCED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?:^|(?P<stop>[.!?;]\s+))(?i:new) (?P<noun>[a-z]+)[.!]+\s+(?P<first>[A-Za-z][\w']*)",
    )
    .expect("announced")
});

/// "New desk, new extension: 5127": anything new, then a colon and what
/// it is.
static NEW_LABEL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?:^|(?P<stop>[.!?;,]\s+))(?i:new) (?P<label>[a-z]+(?: [a-z]+)?)(?-i::)\s+")
        .expect("new label")
});

/// "the GP's put me on statins", "the vet has put Rolo on a renal diet":
/// someone who treats or cares for a person put them on something.
static PUT_ON_BY_SOMEONE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:the |my |our |his |her |their )?(?:doctors?|gp|vets?|consultant|nurse|dentist|physio|specialist|surgeon|dietitians?|dieticians?|hospital|clinic|midwife|they)(?:'s| has| have|'ve| had)? (?:now |just |finally |also )?put (?P<who>me|him|her|them|us|(?-i:[A-Z][a-z]+)) (?:straight |back )?on ")
        .expect("put on by someone")
});

/// "Cardiff is where my sister lives", "Leeds is where we work now": a
/// place said first, then who lives or works there, said the usual way
/// round ("my sister lives in Cardiff").
static PLACE_SAID_FIRST: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?P<lead>^|[.!?]\s+)(?P<place>[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2}) is where (?P<who>(?i:i|we|my [\w-]+|our [\w-]+)|[A-Z][a-z]+) (?P<verb>(?i:live|lives|work|works|study|studies|grew up|am based|are based|is based))\b")
        .expect("place said first")
});

/// [`PLACE_SAID_FIRST`] said the usual way round.
fn place_said_first_said_plainly(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.contains(" is where ") {
        return std::borrow::Cow::Borrowed(text);
    }
    PLACE_SAID_FIRST.replace_all(text, |c: &regex::Captures<'_>| {
        // "This is where I live", "Here is where …": no place named.
        if matches!(
            &c["place"],
            "This" | "That" | "Here" | "There" | "It" | "Which" | "What"
        ) {
            return c[0].to_string();
        }
        format!(
            "{}{} {} in {}",
            &c["lead"], &c["who"], &c["verb"], &c["place"]
        )
    })
}

/// "my manager told me I'm senior designer from May", "the consultant
/// told me that I'm in remission": what someone told the speaker of
/// themselves is the speaker's own statement, a sentence of its own.
static TOLD_ME_OF_MYSELF: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?P<told>told|tells|has told|'s told) (?P<me>me|us)(?:,? that)?,? (?P<rest>(?:i'm|i am|i've|i have|i'll|i will|we're|we've|we'll|my|our) )")
        .expect("told me of myself")
});

/// [`TOLD_ME_OF_MYSELF`] said as two sentences.
fn told_of_myself_said_plainly(text: &str) -> Cow<'_, str> {
    if !text.contains("told") && !text.contains("tells") {
        return Cow::Borrowed(text);
    }
    TOLD_ME_OF_MYSELF.replace_all(text, |c: &regex::Captures<'_>| {
        let mut rest = c["rest"].to_string();
        rest[..1].make_ascii_uppercase();
        format!("{} {}. {rest}", &c["told"], &c["me"])
    })
}

/// "Sertraline, 50mg, is my daily tablet": a dose between commas is part
/// of the medicine it follows, not a clause of its own.
static DOSE_BETWEEN_COMMAS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?P<medicine>[a-z][a-z-]+), (?P<dose>\d+(?:\.\d+)? ?(?:mg|mcg|ml|g|iu|units|milligrams)), (?P<verb>is|are|was|were|has|'s)\b")
        .expect("dose between commas")
});

/// [`DOSE_BETWEEN_COMMAS`] said without the commas.
fn dose_kept_with_its_medicine(text: &str) -> Cow<'_, str> {
    if !["mg", "mcg", "ml,", "units,", "milligrams"]
        .iter()
        .any(|unit| text.contains(unit))
    {
        return Cow::Borrowed(text);
    }
    DOSE_BETWEEN_COMMAS.replace_all(text, "$medicine $dose $verb")
}

/// "we've had a little girl, so it's three now": a count said right after
/// the speaker's own birth news is the number of children.
static COUNT_AFTER_A_BIRTH: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?P<birth>\b(?:we|i)(?:'ve| have)?(?: just| finally| now)? (?:had|welcomed) (?:a |our |another |the )?(?:(?:little|baby|new|second|third|fourth|fifth) )*(?:girl|boy|baby|son|daughter)\b[^?]{0,80}?)\b(?:so |and )?(?:it's|that's|that makes it|that makes|makes it|making it|which makes it|which makes) (?P<n>two|three|four|five|six|seven|eight|[2-9])(?: (?:kids|children))?(?P<end> now| of them|[.!,]|\s*$)")
        .expect("count after a birth")
});

/// "… so it's three now" → "… so we have three children now" (see
/// [`COUNT_AFTER_A_BIRTH`]).
fn children_counted_after_a_birth(text: &str) -> Cow<'_, str> {
    if !["had a ", "had our ", "had another ", "had the ", "welcomed"]
        .iter()
        .any(|said| text.contains(said))
    {
        return Cow::Borrowed(text);
    }
    COUNT_AFTER_A_BIRTH.replace(text, |c: &regex::Captures<'_>| {
        let end = match &c["end"] {
            " now" | " of them" => "",
            other => other,
        };
        format!("{}so we have {} children now{end}", &c["birth"], &c["n"])
    })
}

/// "Miso had a birthday last week, four already", "Jago had his birthday
/// on Sunday, he's eight now": the number said after a birthday is the
/// age turned.
static AGE_AFTER_A_BIRTHDAY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?P<who>\b(?-i:[A-Z][a-z]+)|\b(?i:(?:my|our) [a-z]+|she|he))(?i) had (?:a|her|his|their|its) birthday(?P<when>(?: [a-z]+){0,3}?),? (?:(?:so |and )?(?:she's|he's|she is|he is|they're|it's) )?(?P<n>one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|[1-9]\d?)(?: already| now| today| at last| if you can believe it)?(?P<end>[.!,]|\s*$)")
        .expect("age after a birthday")
});

/// "a dinosaur cake for Lucía's seventh last weekend", "Tom's 40th bash":
/// a birthday said by its ordinal after a name. Only an ordinal called a
/// birthday or ending its phrase: "Tom's first day", "Ana's second year"
/// name no birthday.
static ORDINAL_BIRTHDAY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(?P<who>[A-Z][\p{Ll}]+)'s (?P<ord>(?i:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|[1-9]\d?(?:st|nd|rd|th)))(?: (?i:birthday|bday)\b|\s*[.,!;]|\s*$| (?i:last|this|on|at|yesterday|today|in|party|bash|do|celebrations?)\b)")
        .expect("ordinal birthday")
});

/// `text` with the age a birthday's ordinal names told after it: "… for
/// Lucía's seventh last weekend." → "… for Lucía's seventh last weekend.
/// Lucía turned seven." (see [`ORDINAL_BIRTHDAY`]).
fn age_said_as_an_ordinal(text: &str) -> Cow<'_, str> {
    const ORDINALS: [(&str, &str); 18] = [
        ("first", "one"),
        ("second", "two"),
        ("third", "three"),
        ("fourth", "four"),
        ("fifth", "five"),
        ("sixth", "six"),
        ("seventh", "seven"),
        ("eighth", "eight"),
        ("ninth", "nine"),
        ("tenth", "ten"),
        ("eleventh", "eleven"),
        ("twelfth", "twelve"),
        ("thirteenth", "thirteen"),
        ("fourteenth", "fourteen"),
        ("fifteenth", "fifteen"),
        ("sixteenth", "sixteen"),
        ("seventeenth", "seventeen"),
        ("eighteenth", "eighteen"),
    ];
    if !text.contains("'s ") {
        return Cow::Borrowed(text);
    }
    let Some(c) = ORDINAL_BIRTHDAY.captures(text) else {
        return Cow::Borrowed(text);
    };
    let ordinal = c["ord"].to_lowercase();
    let age = ORDINALS
        .iter()
        .find(|(o, _)| *o == ordinal)
        .map(|(_, n)| (*n).to_string())
        .unwrap_or_else(|| ordinal.trim_end_matches(char::is_alphabetic).to_string());
    let end = text.trim_end().trim_end_matches(['.', '!']);
    Cow::Owned(format!("{end}. {} turned {age}.", &c["who"]))
}

/// "… had a birthday last week, four already" → "… turned four last week"
/// (see [`AGE_AFTER_A_BIRTHDAY`]).
fn age_said_after_a_birthday(text: &str) -> Cow<'_, str> {
    if !text.contains(" birthday") {
        return Cow::Borrowed(text);
    }
    AGE_AFTER_A_BIRTHDAY.replace(text, "${who} turned ${n}${when}${end}")
}

/// "it's all about basketball for him now", "it's all netball for Maya
/// these days": what someone is into, said with an "it" that is no thing.
static ALL_ABOUT_IT_FOR_SOMEONE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:it's|it is|it’s) all (?:about )?(?P<what>[^,.!?;]+?) (?:for|with) (?P<who>him|her|them|me|us|(?-i:[A-Z][a-z]+))\b")
        .expect("all about it for someone")
});

/// "it's all about basketball for him" → "he's all about basketball"
/// (see [`ALL_ABOUT_IT_FOR_SOMEONE`]).
fn into_said_with_it(text: &str) -> Cow<'_, str> {
    if !["it's all ", "it is all ", "it’s all "]
        .iter()
        .any(|said| contains_ignoring_case(text, said))
    {
        return Cow::Borrowed(text);
    }
    ALL_ABOUT_IT_FOR_SOMEONE.replace_all(text, |c: &regex::Captures<'_>| {
        // "it's all over for Liverpool": how things stand, not a pastime.
        if matches!(
            c["what"].to_lowercase().as_str(),
            "over"
                | "done"
                | "go"
                | "good"
                | "fine"
                | "right"
                | "sorted"
                | "gone"
                | "new"
                | "change"
                | "the same"
                | "too much"
                | "a bit much"
                | "downhill"
                | "uphill"
        ) {
            return c[0].to_string();
        }
        let who = match c["who"].to_lowercase().as_str() {
            "him" => "he's".to_string(),
            "her" => "she's".to_string(),
            "them" => "they're".to_string(),
            "me" => "I'm".to_string(),
            "us" => "we're".to_string(),
            _ => format!("{} is", &c["who"]),
        };
        format!("{who} all about {}", &c["what"])
    })
}

/// "Oat flat white, always", "peppermint tea all the way now", "black
/// coffee every morning": a thing had, said bare with how often.
static HAD_SAID_BARE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?P<lead>^|[.!?;,]\s+)(?P<conj>(?:so|and|then|but|now) )?(?P<what>[a-z][\w' -]{1,40}?)(?:,? (?P<always>always|every time|every single time|without fail)|(?P<all> all the way)|(?P<often> (?:every|each) (?:morning|day|night|evening|lunchtime)|,? first thing))(?P<when> now| these days| nowadays)?(?P<end>\s*[.!,;]|\s*$)")
        .expect("had said bare")
});

/// "Oat flat white, always" → "I always have oat flat white" (see
/// [`HAD_SAID_BARE`]); only a drink or a food, which the lexicon knows:
/// "late again, always" is no thing had.
fn what_one_has_said_bare(text: &str) -> Cow<'_, str> {
    if !contains_ignoring_case(text, "always")
        && !contains_ignoring_case(text, "all the way")
        && !contains_ignoring_case(text, "every ")
        && !contains_ignoring_case(text, "each ")
        && !contains_ignoring_case(text, "first thing")
        && !contains_ignoring_case(text, "without fail")
    {
        return Cow::Borrowed(text);
    }
    HAD_SAID_BARE.replace_all(text, |c: &regex::Captures<'_>| {
        let what = c["what"].trim();
        let a_thing_had = !clause::has_a_plain_verb(what)
            && (!attribute::kinds_named(what).is_empty() || attribute::names_a_food_or_drink(what));
        if !a_thing_had {
            return c[0].to_string();
        }
        let when = c.name("when").map_or("", |w| w.as_str());
        let how = if c.name("always").is_some() {
            "always "
        } else {
            ""
        };
        let often = c
            .name("often")
            .map_or("", |o| o.as_str().trim_start_matches(','));
        let conj = c.name("conj").map_or("", |w| w.as_str());
        format!(
            "{}{conj}I {how}have {}{often}{when}{}",
            &c["lead"],
            what.to_lowercase(),
            &c["end"]
        )
    })
}

/// "Bought a narrowboat and I'm living on it": a home one can buy, then
/// lived in as "it", in one sentence.
static HOME_THEN_IT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:a|an|our|my) (?:[\w-]+ ){0,2}?(?P<home>narrowboat|houseboat|canal boat|barge|boat|yacht|camper ?van|campervan|motorhome|caravan|static caravan|tiny house|cabin|yurt|shepherd's hut)\b(?P<between>[^.!?]{0,60}?\b(?:live|lives|living|lived|sleep|sleeps|sleeping) (?:full[- ]time |permanently )?(?:in|on|aboard) )it\b")
        .expect("home then it")
});

/// "Bought a narrowboat and I'm living on it" → "… living on the
/// narrowboat" (see [`HOME_THEN_IT`]).
fn home_named_for_it(text: &str) -> Cow<'_, str> {
    if !contains_ignoring_case(text, " it") || !contains_ignoring_case(text, "liv") {
        return Cow::Borrowed(text);
    }
    HOME_THEN_IT.replace_all(text, |c: &regex::Captures<'_>| {
        let whole = &c[0];
        format!("{}the {}", &whole[..whole.len() - 2], &c["home"])
    })
}

/// "If I got the job", "say we won the lottery", "supposing she moves":
/// a condition, said in a clause of its own before what would follow it.
/// ("Even if it rains, I cycle" and "unless it snows, …" say the rest
/// holds anyway.)
static CONDITION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:(?:and|but|so|like|well),? )?(?:(?:only )?if|say|suppose|supposing|imagine|imagine if|assuming|what if|in case|provided|providing) (?:i|we|she|he|they|my|our|the|it|(?-i:[A-Z][a-z]+))\b")
        .expect("condition")
});

/// "If I'm honest", "if I remember rightly": a condition on the saying,
/// not on what is said.
static A_CONDITION_OF_SPEECH: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:(?:and|but|so|well),? )?if (?:i'm|i am) (?:being )?(?:honest|truthful|frank|candid|not mistaken|right)|^(?:(?:and|but|so|well),? )?if i (?:remember|recall)|^(?:(?:and|but|so|well),? )?if (?:my )?memory serves|^(?:(?:and|but|so|well),? )?if (?:truth be told|anything|not|so|possible|need be|i may|i can say)\b|^say (?:hi|hello|thanks)\b")
        .expect("condition of speech")
});

/// "tea guy.", "dog person through and through", "Morning person here!":
/// the kind of person one is, said without "I'm a".
static KIND_OF_PERSON_SAID_BARE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?P<lead>^|[.!?;]\s+)(?:(?:total|proper|massive|big|huge|real|such a) )?(?P<what>[a-z][\w-]{1,20}) (?P<kind>guy|girl|person|lad|gal|woman|man)(?P<tail> here| through and through| all the way| for life| tbh)?(?P<end>\s*[.!,;]|\s*$)")
        .expect("kind of person said bare")
});

/// "tea guy." → "I'm a tea guy." (see [`KIND_OF_PERSON_SAID_BARE`]); only
/// for a word the lexicon knows as a drink, a food, an animal or a thing
/// one likes, or a time of day: "nice guy" and "delivery guy" are no
/// kind of person one says one is.
fn kind_of_person_said_bare(text: &str) -> Cow<'_, str> {
    if ![" guy", " girl", " person", " lad", " gal", " woman", " man"]
        .iter()
        .any(|kind| contains_ignoring_case(text, kind))
    {
        return Cow::Borrowed(text);
    }
    KIND_OF_PERSON_SAID_BARE.replace_all(text, |c: &regex::Captures<'_>| {
        let what = c["what"].to_lowercase();
        let a_kind = matches!(what.as_str(), "morning" | "night" | "evening" | "early")
            || attribute::names_a_food_or_drink(&what)
            || discourse::is_an_animal(&what)
            || !attribute::kinds_named(&what).is_empty();
        if !a_kind {
            return c[0].to_string();
        }
        let tail = c.name("tail").map_or("", |t| t.as_str());
        let tail = if tail.eq_ignore_ascii_case(" here") || tail.eq_ignore_ascii_case(" tbh") {
            ""
        } else {
            tail
        };
        format!(
            "{}I'm a {what} {}{tail}{}",
            &c["lead"], &c["kind"], &c["end"]
        )
    })
}

/// Things a speaker keeps and counts: animals, children, vehicles.
const KEPT_AND_COUNTED: &str = "hens|chickens|chooks|ducks|geese|goats|sheep|pigs|alpacas|horses|ponies|donkeys|cats|kittens|dogs|puppies|rabbits|bunnies|guinea pigs|hamsters|gerbils|rats|mice|budgies|parrots|tortoises|snakes|lizards|fish|goldfish|bees|hives|beehives|kids|children|grandkids|grandchildren|cars|bikes|motorbikes|vans";

/// "so nine hens to feed now", "three kids now, all under five": a count
/// said bare at the end of a sentence, of things one keeps.
static COUNT_SAID_BARE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)(?P<lead>^|[.!?;,]\s+)(?:so |and |which makes |making |that's |that makes )?(?P<n>\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen|a couple of|a few) (?P<thing>(?:[a-z-]+ )?(?:{KEPT_AND_COUNTED}))(?: to (?:feed|look after|walk|care for|clean out|muck out|keep an eye on|run around after|ferry about))?(?P<when> now| these days| in total| altogether| all told| at the last count)(?P<end>\s*[.!;]|\s*$|,)"
    ))
    .expect("count said bare")
});

/// "Six hens live at ours", "two greyhounds live with us": what lives at
/// the speaker's is what the speaker keeps.
static KEPT_LIVE_AT_OURS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)(?P<lead>^|[.!?;]\s+)(?P<what>(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a couple of|a few) (?:[a-z-]+ )?(?:{KEPT_AND_COUNTED})) (?:live|are living|have lived) (?P<whose>at ours|at mine|with us|with me|in our (?:back )?garden|in my (?:back )?garden)\b"
    ))
    .expect("kept live at ours")
});

/// "so nine hens to feed now" → "so I have nine hens now"; "Six hens
/// live at ours" → "we have six hens" (see [`COUNT_SAID_BARE`] and
/// [`KEPT_LIVE_AT_OURS`]).
fn what_one_keeps_counted(text: &str) -> Cow<'_, str> {
    // Most turns count nothing: the patterns run only where a number is.
    let a_count = text.bytes().any(|b| b.is_ascii_digit())
        || [
            "two ",
            "three ",
            "four ",
            "five ",
            "six ",
            "seven ",
            "eight ",
            "nine ",
            "ten ",
            "eleven ",
            "twelve ",
            "dozen ",
            "couple of ",
            "few ",
        ]
        .iter()
        .any(|n| contains_ignoring_case(text, n));
    if !a_count {
        return Cow::Borrowed(text);
    }
    let counted = if [
        " now",
        " these days",
        " in total",
        " altogether",
        " all told",
        " count",
    ]
    .iter()
    .any(|said| text.contains(said))
    {
        COUNT_SAID_BARE.replace_all(text, |c: &regex::Captures<'_>| {
            format!(
                "{}I have {} {}{}{}",
                &c["lead"],
                c["n"].to_lowercase(),
                &c["thing"],
                &c["when"],
                &c["end"]
            )
        })
    } else {
        Cow::Borrowed(text)
    };
    if !contains_ignoring_case(&counted, " live") {
        return counted;
    }
    match KEPT_LIVE_AT_OURS.replace_all(&counted, |c: &regex::Captures<'_>| {
        let who = match c["whose"].to_lowercase().as_str() {
            w if w.contains("mine") || w.contains(" me") || w.contains("my ") => "I",
            _ => "we",
        };
        format!("{}{who} have {}", &c["lead"], c["what"].to_lowercase())
    }) {
        Cow::Owned(plain) => Cow::Owned(plain),
        Cow::Borrowed(_) => counted,
    }
}

/// The kinds of how the user wants to be answered, as the lexicon names
/// them (`attribute::kinds_named`).
const WAYS_OF_ANSWERING: &[&str] = &[
    "temperature unit",
    "answer format",
    "distance unit",
    "answer length",
    "speaking speed",
    "reply language",
];

/// "Fahrenheit for the weather please", "let's do Celsius from here on",
/// "could you switch to miles?": a way of answering asked for without "I
/// want".
static ASKED_FOR_WITHOUT_I_WANT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?P<lead>^|[.!?;]\s+)(?:(?:actually|so|ok|okay|right|and|oh)\b,? )*(?:(?:let's|let us) (?:do|have|use|go with|stick to|stick with)|(?:can|could) (?:we|you) (?:do|have|use|stick to)|(?:i'd|i would) (?:rather have|rather|prefer)|(?:i'd|i would) like) (?P<what>[^,.!?;]+?)(?:,? please)?(?P<end>[,.!?;]|$)|(?P<lead2>^|[.!?;]\s+)(?:(?:actually|so|ok|okay|right|and|oh)\b,? )*(?P<what2>[^,.!?;]+?),? please(?P<end2>[,.!?;]|$)|(?P<lead3>^|[.!?;,]\s+)(?:(?:actually|so|ok|okay|right|and|oh)\b,? )*(?P<what3>[^,.!?;]+?) (?:is|are|'s|'re) (?:fine|ok|okay|good|great|perfect|best)(?: (?:by|for|with) me)?(?P<end3>[,.!?;]|$)")
        .expect("asked for without I want")
});

/// The verbs a standing request opens on ("keep your answers short",
/// "give me miles"), which the command rules read as said.
const REQUEST_VERBS: &[&str] = &[
    "keep", "make", "give", "use", "switch", "answer", "reply", "respond", "talk", "speak",
    "write", "put", "send", "show", "drop", "change", "go", "remind",
];

/// "Fahrenheit for the weather please" → "I want Fahrenheit for the
/// weather." (see [`ASKED_FOR_WITHOUT_I_WANT`]); only a way of answering
/// is asked for so: "let's do lunch" is not.
fn way_of_answering_asked_for(text: &str) -> Cow<'_, str> {
    if ![
        "please",
        "let's",
        "let us",
        "i'd ",
        "i would",
        "could you",
        "could we",
        "can you",
        "can we",
        " fine",
        " ok",
        " good",
        " great",
        " perfect",
        " best",
    ]
    .iter()
    .any(|said| contains_ignoring_case(text, said))
        || ![
            "celsius",
            "fahrenheit",
            "centigrade",
            "miles",
            "kilomet",
            "km",
            "bullet",
            "paragraph",
            "list",
            "short",
            "brief",
            "long",
            "detail",
            "slow",
            "fast",
            "speed",
            "english",
            "spanish",
            "french",
            "german",
            "welsh",
            "language",
            "concise",
        ]
        .iter()
        .any(|kind| contains_ignoring_case(text, kind))
    {
        return Cow::Borrowed(text);
    }
    ASKED_FOR_WITHOUT_I_WANT.replace_all(text, |c: &regex::Captures<'_>| {
        let what = c
            .name("what")
            .or_else(|| c.name("what2"))
            .or_else(|| c.name("what3"))
            .map_or("", |m| m.as_str());
        let lead = c
            .name("lead")
            .or_else(|| c.name("lead2"))
            .or_else(|| c.name("lead3"))
            .map_or("", |m| m.as_str());
        let end = c
            .name("end")
            .or_else(|| c.name("end2"))
            .or_else(|| c.name("end3"))
            .map_or("", |m| m.as_str());
        let a_way = |what: &str| {
            attribute::kinds_named(what)
                .iter()
                .any(|(kind, _)| WAYS_OF_ANSWERING.contains(kind))
        };
        // "Miles from now on please": a request said to last is about how
        // to answer, so the unit needs no word of its own beside it.
        let said_to_last = ["from now on", "from here on", "in future", "going forward"]
            .iter()
            .any(|last| contains_ignoring_case(what, last));
        // "Keep your answers short please": a request said with its verb
        // is the standing request's to read as it is.
        let a_request_with_its_verb = what
            .split_whitespace()
            .next()
            .is_some_and(|w| REQUEST_VERBS.contains(&w.to_lowercase().as_str()));
        if a_request_with_its_verb {
            return c[0].to_string();
        }
        let end = if end == "?" { "." } else { end };
        if a_way(what) {
            return format!("{lead}I want {}{end}", what.trim());
        }
        // Said to last, the unit gets the word of what it measures, so
        // that what it replaces is found by its kind ("I want miles for
        // distances" after "distances in kilometres").
        let measured = attribute::kinds_named(&format!("{what} units answers"))
            .into_iter()
            .find_map(|(kind, _)| match kind {
                "distance unit" => Some("distances"),
                "temperature unit" => Some("temperatures"),
                kind if WAYS_OF_ANSWERING.contains(&kind) => Some("answers"),
                _ => None,
            });
        match measured.filter(|_| said_to_last) {
            Some(measured) => format!("{lead}I want {} for {measured}{end}", what.trim()),
            None => c[0].to_string(),
        }
    })
}

/// "I've got the two-bed to myself now", "it's just me in the house":
/// the speaker lives alone, said as plainly as that.
static HOME_TO_MYSELF: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:(?:i've|i have|i)(?: got)?|i've had|i had) (?:the|our|my) (?:whole |entire |little )?(?P<home>house|flat|place|two-bed|one-bed|bungalow|apartment|cottage|semi|terrace|maisonette|studio|pad|digs) to myself\b|\b(?:it's|it is|it’s) (?:just|only) me (?P<where>at home|in the (?:house|flat|place|cottage|bungalow|two-bed|one-bed|apartment))\b")
        .expect("home to myself")
});

/// "I've got the flat to myself" → "I live alone in the flat" (see
/// [`HOME_TO_MYSELF`]).
fn living_alone_said_plainly(text: &str) -> Cow<'_, str> {
    if !contains_ignoring_case(text, " to myself")
        && !contains_ignoring_case(text, "just me ")
        && !contains_ignoring_case(text, "only me ")
    {
        return Cow::Borrowed(text);
    }
    HOME_TO_MYSELF.replace_all(text, |c: &regex::Captures<'_>| match c.name("home") {
        Some(home) => format!("I live alone in the {}", home.as_str()),
        None => format!("I live alone {}", &c["where"]),
    })
}

/// "so it's the tram daily for now", "it's two buses each way these
/// days": an "it" that is no thing, with a way of getting about, is how
/// the speaker travels.
static IT_IS_THE_TRAM: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:it's|it is|it’s) (?P<what>(?:the|a|two|three) (?:[\w-]+ )?(?:trams?|bus|buses|trains?|tube|metro|ferry|ferries|coach|underground|overground|park and ride|lift share|car share))(?: for (?:me|us))?(?P<after>\s*[.,!;?]|\s*$| (?:daily|every|each|now|these|nowadays|most|since|to|into|in|because|then|instead|mostly|and|or|for)\b)")
        .expect("it is the tram")
});

/// "it's the tram daily" → "I get the tram daily" (see [`IT_IS_THE_TRAM`]).
fn travel_said_with_it(text: &str) -> Cow<'_, str> {
    if !["it's ", "it is ", "it’s "]
        .iter()
        .any(|said| contains_ignoring_case(text, said))
    {
        return Cow::Borrowed(text);
    }
    IT_IS_THE_TRAM.replace_all(text, "I get ${what}${after}")
}

/// "Our Isla's year six", "our Kelly is a nurse now": one of the family
/// called "our" and their name, as the North of England and Ireland say
/// it, is spoken of by name.
static OUR_ONE_NAMED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?P<lead>(?:^|[.!?;,]\s+|\b(?i:and|but|so|because|cos) ))(?i:our) (?P<name>[A-Z][a-z]{2,})(?P<after>'s\b|\u{2019}s\b| (?:is|was|has|had|just|still|goes|went|got|started|starts|loves|turned|turns|does|did|wants|passed|plays|left|moved|lives|works|finished)\b)")
        .expect("our one named")
});

/// "Our Isla's year six" → "Isla's year six" (see [`OUR_ONE_NAMED`]). A
/// make or brand, a pastime, a day, a month or a feast said with "our" is kept as
/// the speaker's ("our Honda's died", "our Christmas was quiet").
fn our_one_named_plainly(text: &str) -> Cow<'_, str> {
    if !contains_ignoring_case(text, "our ") {
        return Cow::Borrowed(text);
    }
    OUR_ONE_NAMED.replace_all(text, |c: &regex::Captures<'_>| {
        let name = &c["name"];
        let lower = name.to_lowercase();
        let a_thing = !memoir_core::attribute::kinds_named(name).is_empty()
            || memoir_core::attribute::is_a_pastime_or_language(name)
            || memoir_core::text::WEEKDAYS.contains(&lower.as_str())
            || memoir_core::text::MONTHS.contains(&lower.as_str())
            || matches!(
                lower.as_str(),
                "christmas" | "easter" | "eid" | "diwali" | "hanukkah" | "xmas"
            );
        if a_thing {
            c[0].to_string()
        } else {
            format!("{}{}{}", &c["lead"], name, &c["after"])
        }
    })
}

/// "he's called Miso", "she's now named Bess": a name said of one
/// spoken of by a pronoun.
static AN_ANIMAL_NAMED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:actually |so |and |oh )?(?:he|she|it)(?:'s| is| was) (?:now |actually |officially |still )?(?:called|named)\b")
        .expect("an animal named")
});

/// "the kids renamed him Captain", "we've rechristened her Dot", "she
/// changed its name to Sprout": a new name given to one spoken of by a
/// pronoun, said as the name now ([`RENAMED`] names the thing).
static RENAMED_BY_PRONOUN: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:\b(?:we|i|they|he|she|the kids|the children|the boys|the girls|my (?:son|daughter|kids|husband|wife|partner)|our (?:son|daughter|kids)|(?-i:[A-Z][a-z]+))(?:'ve| have| has|'s)? (?:finally |just )?(?:renamed|re-named|rechristened) (?P<who>him|her|it) |\b(?:we|i|they|he|she|the kids|the children|my (?:son|daughter|kids)|our (?:son|daughter|kids)|(?-i:[A-Z][a-z]+))(?:'ve| have| has|'s)? (?:finally |just )?changed (?P<whose>his|her|its) name to )(?P<name>(?-i:[A-Z][a-z]+))\b")
        .expect("renamed")
});

/// "the kids renamed him Captain" → "he's called Captain now" (see
/// [`RENAMED_BY_PRONOUN`]).
fn a_new_name_said_as_the_name(text: &str) -> Cow<'_, str> {
    if !contains_ignoring_case(text, "name") && !contains_ignoring_case(text, "christened") {
        return Cow::Borrowed(text);
    }
    RENAMED_BY_PRONOUN.replace_all(text, |c: &regex::Captures<'_>| {
        let pronoun = match c
            .name("who")
            .or_else(|| c.name("whose"))
            .map(|m| m.as_str().to_lowercase())
            .as_deref()
        {
            Some("him" | "his") => "he",
            Some("her") => "she",
            _ => "it",
        };
        format!("{pronoun}'s called {} now", &c["name"])
    })
}

/// "make that five grandchildren", "make it three cats now": a count of
/// the speaker's family or animals put up or down, said as the count had.
static MAKE_THAT_COUNT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?P<lead>^|[.!?;,]\s+|\b(?:so|well|oh|and|ha|haha) )make (?:that|it) (?P<count>(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:[\w-]+ )?(?:grandchildren|grandkids|grandsons|granddaughters|great-grandchildren|kids|children|sons|daughters|nieces|nephews|cats|dogs|hens|chickens|horses|rabbits|guinea pigs|tortoises|ducks|goats|sheep|pets))\b")
        .expect("make that a count")
});

/// "make that five grandchildren" → "I've got five grandchildren now"
/// (see [`MAKE_THAT_COUNT`]).
fn a_count_made_said_as_had(text: &str) -> Cow<'_, str> {
    if !contains_ignoring_case(text, "make ") {
        return Cow::Borrowed(text);
    }
    MAKE_THAT_COUNT.replace_all(text, |c: &regex::Captures<'_>| {
        let said_now = c
            .get(0)
            .is_some_and(|m| clause::starts_with_ignoring_case(&text[m.end()..], " now"));
        let now = if said_now { "" } else { " now" };
        format!("{}I've got {}{now}", &c["lead"], &c["count"])
    })
}

/// "Plaster came off yesterday", "Sling's off at last", "Stitches are
/// out": a thing worn for a hurt, said bare at a sentence's start.
static AID_SAID_BARE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?P<lead>^|[.!?;]\s+)(?P<what>(?i:cast|plaster|pot|brace|moon boot|boot|sling|stitches|splint|bandages?|dressings?|crutches|neck brace|collar|eye patch))(?P<rest>'s\b|'re\b| (?i:is|are|has|have|came|come|got|was|were|finally|just)\b)")
        .expect("aid said bare")
});

/// "Plaster came off yesterday" → "The plaster came off yesterday" (see
/// [`AID_SAID_BARE`]), which reads as the speaker's thing ended.
fn aid_said_with_the(text: &str) -> Cow<'_, str> {
    AID_SAID_BARE.replace_all(text, |c: &regex::Captures<'_>| {
        let what = &c["what"];
        let lower = format!("{}{}", what[..1].to_lowercase(), &what[1..]);
        format!("{}The {lower}{}", &c["lead"], &c["rest"])
    })
}

/// The rewrites of a whole turn into plainer wording, in the order they
/// run, before its clauses are cut: each leaves the text as it is when it
/// finds nothing of its own.
const WHOLE_TURN_REWRITES: &[fn(&str) -> Cow<'_, str>] = &[
    a_new_name_said_as_the_name,
    aid_said_with_the,
    a_count_made_said_as_had,
    place_said_first_said_plainly,
    told_of_myself_said_plainly,
    dose_kept_with_its_medicine,
    children_counted_after_a_birth,
    age_said_after_a_birthday,
    age_said_as_an_ordinal,
    travel_said_with_it,
    way_of_answering_asked_for,
    living_alone_said_plainly,
    home_named_for_it,
    what_one_keeps_counted,
    into_said_with_it,
    what_one_has_said_bare,
    kind_of_person_said_bare,
    put_on_as_a_state,
    rent_and_boss_said_plainly,
    said_of_the_one_named,
    moved_in_with_the_speaker,
    taken_as_lost,
    made_to_do_as_done,
    all_of_it_for_the_speaker,
    our_one_named_plainly,
];

/// What someone was put on said as the state it left them in ("I'm on
/// statins"), with them as its subject, so the slot rules read it as
/// theirs. It runs before the clauses are cut, so `done_to_someone` ("has
/// been put on …") sees only the other deeds: being on a diet or a drug is
/// the state that stays, which a pronoun ("put her on") also names.
fn put_on_as_a_state(text: &str) -> std::borrow::Cow<'_, str> {
    PUT_ON_BY_SOMEONE.replace_all(text, |c: &regex::Captures<'_>| {
        let who = &c["who"];
        let subject = match who.to_lowercase().as_str() {
            "me" => "I'm".to_string(),
            "him" => "he's".to_string(),
            "her" => "she's".to_string(),
            "them" => "they're".to_string(),
            "us" => "we're".to_string(),
            _ => format!("{who} is"),
        };
        format!("{subject} on ")
    })
}

/// "landlord's raising it to 1,100", "the letting agent is putting it up":
/// what a landlord raises or lowers is the rent.
static LANDLORD_RAISES_IT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?P<who>(?:(?:the|our|my) )?(?:landlord|landlady|letting agent|letting agency|housing association))(?P<verb>(?:'s| is| has| have| are|'ve)? (?:just |now |finally )?(?:rais(?:ing|ed|e)|increas(?:ing|ed|e)|upp(?:ing|ed)|up|hik(?:ing|ed|e)|putting|put|pushing|pushed|bumping|bumped|dropping|dropped|lowering|lowered|cutting|cut|reducing|reduced)) it\b")
        .expect("landlord raises it")
});

/// "the landlord emailed, says it's going up to 920", "landlady rang to
/// say it'll be 700 from May", "our letting agent's told us it's rising":
/// what the one who lets the home says "it" does is the rent's doing.
static LANDLORD_SAYS_IT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?P<who>(?:(?:the|our|my) )?(?:landlord|landlady|letting agent|letting agency|housing association))(?:'s| has| have)? (?:just |finally |now )?(?:says?|said|emailed|e-mailed|wrote|written|rang|phoned|called|texted|messaged|been in touch|told (?:us|me)|let (?:us|me) know)(?:,? (?:and |to )?(?:says?|said|say|saying))?,? (?:that )?it(?P<verb>'s| is|'ll| will| has|'s been) ")
        .expect("landlord says it")
});

/// [`LANDLORD_RAISES_IT`] and [`LANDLORD_SAYS_IT`] said of the rent by name, and someone who took
/// over as the speaker's boss said as who the boss is now ("Deborah has
/// taken over as our manager" → "our manager is Deborah now"; "Pete's my
/// line manager" → "my line manager is Pete").
fn rent_and_boss_said_plainly(text: &str) -> std::borrow::Cow<'_, str> {
    static TOOK_OVER_AS: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?P<who>\b[A-Z][a-z]+)(?:'s| has)? (?:now |just |since )?(?:taken over|took over|stepped in|stepped up|started|come in|came in) as (?P<whose>my|our|My|Our) (?:new )?(?P<role>boss|manager|line manager|team leader|team lead|supervisor)\b")
            .expect("took over as")
    });
    // Most turns name no landlord and take over nothing: a scan for the
    // words first, no regex. ("the council's putting it up" may be the
    // council tax: no landlord.)
    let text = if ["andlord", "andlady", "etting agen", "ssociation"]
        .iter()
        .any(|w| text.contains(w))
    {
        match LANDLORD_RAISES_IT.replace_all(text, "${who}${verb} the rent") {
            std::borrow::Cow::Borrowed(_) => {
                LANDLORD_SAYS_IT.replace_all(text, "${who} says the rent${verb} ")
            }
            raised => std::borrow::Cow::Owned(raised.into_owned()),
        }
    } else {
        std::borrow::Cow::Borrowed(text)
    };
    // "Pete's my line manager": the boss named first is who the boss is.
    static NAMED_FIRST_AS_BOSS: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?P<who>\b[A-Z][a-z]+)(?:'s| is) (?P<whose>my|our) (?P<kind>(?:new |current |line )?)(?P<role>boss|manager|supervisor|team leader|team lead)\b")
            .expect("named first as boss")
    });
    let text = if ["boss", "manager", "supervisor", "team lead"]
        .iter()
        .any(|w| text.contains(w))
    {
        clause::replaced(
            text,
            &NAMED_FIRST_AS_BOSS,
            "${whose} ${kind}${role} is ${who}",
        )
    } else {
        text
    };
    if !text.contains(" as ") {
        return text;
    }
    clause::replaced(text, &TOOK_OVER_AS, "${whose} ${role} is ${who} now")
}

/// "we broke up", "we've split", "we called it a day": the speaker and
/// their partner parted.
static WE_PARTED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:so |well |yeah |actually )?we(?:'ve| have)? (?:actually |finally |just |officially |sadly )?(?:broke up|broken up|split up|split|separated|divorced|called it (?:off|a day|quits))\b|^(?:so |well |yeah |actually |and )?(?:we're|we are|it's|it is) (?:so |totally |officially |definitely |properly )?(?:done|over|finished|through)(?: (?:now|for good|between us))?\s*[.!]*$")
        .expect("we parted")
});

/// "a husband called Ciaran who's a joiner": what follows "who" is said
/// of the one named, in a clause of its own.
static NAMED_THEN_WHO: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?P<intro>\b(?:called|named) (?P<name>[A-Z][a-z]+)),? who(?P<verb>'s| is| was| works| lives| does| has| runs| plays| teaches| drives| studies)\b")
        .expect("named then who")
});

/// "after school it's Joanne who has them now", "it was my sister who
/// moved to York": who does it, said first.
static IT_IS_THEM_WHO: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?P<open>\b(?i:after school|before school|in the mornings?|in the evenings?|on weekdays|at weekends|these days|nowadays),? )?\b(?i:it's|it is|it was) (?P<who>[A-Z][a-z]+|(?i:my|our) [a-z]+|(?i:next door's|(?:my|our|the) [a-z]+'s) [a-z]+) (?:who|that) (?P<rest>[^,.!?;]+)")
        .expect("it is them who")
});

/// [`NAMED_THEN_WHO`] cut in two: "called Ciaran, and Ciaran's a joiner";
/// [`IT_IS_THEM_WHO`] said plainly: "Joanne has them now after school".
fn said_of_the_one_named(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.contains("who") && !text.contains(" that ") {
        return std::borrow::Cow::Borrowed(text);
    }
    let text = NAMED_THEN_WHO.replace_all(text, "${intro}, and ${name}${verb}");
    clause::replaced(text, &IT_IS_THEM_WHO, |c: &regex::Captures<'_>| {
        let rest = c["rest"].trim_end();
        match c.name("open") {
            Some(open) => format!(
                "{} {rest} {}",
                &c["who"],
                open.as_str()
                    .trim_end()
                    .trim_end_matches(',')
                    .to_lowercase()
            ),
            None => format!("{} {rest}", &c["who"]),
        }
    })
}

/// "someone nicked the Raleigh", "thieves took our van": a thing of the
/// speaker's taken by no one named is the speaker's loss.
static TAKEN_BY_SOMEONE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?P<lead>^|[.!?;]\s+)(?:so |and |but |then )?(?:someone|somebody|some idiot|some scumbag|thieves|a thief|burglars|they)(?:'s| has| have|'ve)?(?: just| only went and)? (?:nicked|stole|stolen|pinched|nabbed|swiped) (?P<whose>the|my|our) (?P<thing>[\w'-]+(?: [\w'-]+)?)")
        .expect("taken by someone")
});

/// What was taken from the speaker, said as their loss: "someone nicked
/// the Raleigh from outside the library" → "my Raleigh got nicked from
/// outside the library".
fn taken_as_lost(text: &str) -> std::borrow::Cow<'_, str> {
    TAKEN_BY_SOMEONE.replace(text, |c: &regex::Captures<'_>| {
        let whose = if c["whose"].eq_ignore_ascii_case("our") {
            "our"
        } else {
            "my"
        };
        // "the Raleigh from outside": a second word that opens a phrase
        // is no part of the thing.
        let said = &c["thing"];
        let (thing, after) = match said.split_once(' ') {
            Some((one, next))
                if text::is_stopword(&next.to_lowercase())
                    || text::is_time_word(next)
                    || matches!(
                        next.to_lowercase().as_str(),
                        "off" | "outside" | "out" | "right" | "clean" | "overnight"
                    ) =>
            {
                (one, format!(" {next}"))
            }
            _ => (said, String::new()),
        };
        format!("{}{whose} {thing} got nicked{after}", &c["lead"])
    })
}

/// "Mum makes me do swimming", "my physio has me doing planks": what the
/// speaker is made to do is what the speaker does. Said in the past
/// ("Mum made me go to the dentist") it was once, and is left as said.
static MADE_TO_DO: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?P<who>(?:my |our )?[\w'-]+(?: [\w'-]+)?) (?:(?:makes|has|gets|forces) me (?:do|doing|go to|going to|take|taking|attend|attending)|(?:sends|drags) me to) (?P<what>[^,.!?;]+)")
        .expect("made to do")
});

/// "my neighbour roped me into the community choir", "a colleague talked
/// me into joining the five-a-side", "Dad signed me up to the running
/// club": what someone got the speaker to join, the speaker joined.
static ROPED_IN: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?P<lead>^|[.!?]\s+)(?P<who>(?:my |our |a |an )?[\w'-]+(?: [\w'-]+)?) (?:(?:has |'s |had )?(?:roped|talked|dragged|persuaded|coaxed|got|signed) me (?:up )?(?:in)?to (?:joining |join )?|(?:has |'s )?signed me up (?:to|for) )(?P<what>(?:the|a|an|their|her|his) [^,.!?;]+)")
        .expect("roped in")
});

/// "Aldi poached me", "Deloitte headhunted me in May", "Greggs took me on
/// last week": an employer taking the speaker on is the speaker's new
/// job.
static HIRED_BY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?P<lead>^|[.!?,;]\s+)(?P<who>(?:[Tt]he )?[A-Z][\w&'-]*(?: [A-Z][\w&'-]*){0,2}) (?:has |have |'s |'ve )?(?:(?:just|finally|now) )?(?:poached|headhunted|snapped up|taken on|took on|hired|recruited) me\b|(?P<lead2>^|[.!?,;]\s+)(?P<who2>(?:[Tt]he )?[A-Z][\w&'-]*(?: [A-Z][\w&'-]*){0,2}) (?:has |have |'s |'ve )?(?:(?:just|finally|now) )?(?:snapped|taken|took) me (?:up|on)\b")
        .expect("hired by")
});

/// What the speaker is made to do, said as their own doing with who
/// makes them after it: "Mum makes me do swimming club" → "I do swimming
/// club because Mum makes me". What they were roped into ([`ROPED_IN`])
/// is said as joined: "I've joined the community choir, thanks to my
/// neighbour".
fn made_to_do_as_done(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.contains(" me") {
        return std::borrow::Cow::Borrowed(text);
    }
    let roped = ROPED_IN.replace(text, |c: &regex::Captures<'_>| {
        let who = c["who"]
            .trim_end_matches(" has")
            .trim_end_matches(" had")
            .trim_end_matches("'s");
        if matches!(
            who.to_lowercase().as_str(),
            "it" | "that" | "this" | "which" | "what" | "you" | "i"
        ) {
            return c[0].to_string();
        }
        format!(
            "{}I've joined {}, thanks to {who}",
            &c["lead"],
            c["what"].replacen("their ", "the ", 1)
        )
    });
    if let std::borrow::Cow::Owned(roped) = roped {
        return std::borrow::Cow::Owned(roped);
    }
    let hired = HIRED_BY.replace(text, |c: &regex::Captures<'_>| {
        let lead = c
            .name("lead")
            .or_else(|| c.name("lead2"))
            .map_or("", |m| m.as_str());
        let who = c
            .name("who")
            .or_else(|| c.name("who2"))
            .map_or("", |m| m.as_str());
        if matches!(
            who,
            "I" | "It" | "That" | "This" | "He" | "She" | "They" | "We" | "You"
        ) {
            return c[0].to_string();
        }
        format!("{lead}I've got a new job at {who}")
    });
    if let std::borrow::Cow::Owned(hired) = hired {
        return std::borrow::Cow::Owned(hired);
    }
    MADE_TO_DO.replace(text, |c: &regex::Captures<'_>| {
        let who = &c["who"];
        if matches!(
            who.to_lowercase().as_str(),
            "it" | "that" | "this" | "which" | "what"
        ) {
            return c[0].to_string();
        }
        format!("I do {} because {who} makes me", &c["what"])
    })
}

/// "we've moved Mum in with us": the one moved in is who moved.
static MOVED_SOMEONE_IN: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:we've|we have|i've|i have|we|i) (?:just |finally |now |officially )?moved (?P<who>(?-i:[A-Z][a-z]+)|(?:my|our) [a-z-]+|her|him|them) in with (?P<whom>us|me)\b")
        .expect("moved someone in")
});

/// "Kasia's moved in!", "my brother has finally moved in.": someone else
/// moved in, said bare, moved in with the speaker.
static MOVED_IN_BARE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:^|[.!?,;]\s+)(?P<who>(?-i:[A-Z][a-z]+)|(?:my|our) [a-z-]+|she|he|they)(?:'s| has| have|'ve) (?:just |finally |officially |now )?moved in(?P<end>[.!?,;]|$)")
        .expect("moved in bare")
});

/// Someone who moved in with the speaker, said so whoever did the moving:
/// "our lad Gethin lives with us in Bangor", "my mum is living with me in
/// Leeds": where someone lives with the speaker is where the speaker
/// lives too.
static LIVES_WITH_THE_SPEAKER_IN: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?P<said>(?:lives|live|is living|are living|'s living|'re living) with (?P<whom>us|me)) in (?P<place>(?-i:[A-Z][\w'-]*)(?: (?-i:[A-Z][\w'-]*)){0,2})\b")
        .expect("lives with the speaker in")
});

/// "we've moved Mum in with us" → "Mum has moved in with us"; "Kasia's
/// moved in!" → "Kasia's moved in with me!". "We've moved in" is the
/// speaker's own move, and "moved in next door" no household's. "Gethin
/// lives with us in Bangor" → "Gethin lives with us, and we live in
/// Bangor" ([`LIVES_WITH_THE_SPEAKER_IN`]).
fn moved_in_with_the_speaker(text: &str) -> std::borrow::Cow<'_, str> {
    let text = if text.contains(" with us in ") || text.contains(" with me in ") {
        LIVES_WITH_THE_SPEAKER_IN.replace_all(text, |c: &regex::Captures<'_>| {
            let we = if c["whom"].eq_ignore_ascii_case("us") {
                "we"
            } else {
                "I"
            };
            format!("{}, and {we} live in {}", &c["said"], &c["place"])
        })
    } else {
        std::borrow::Cow::Borrowed(text)
    };
    if !text.contains("moved") {
        return text;
    }
    let text = clause::replaced(text, &MOVED_SOMEONE_IN, |c: &regex::Captures<'_>| {
        let who = &c["who"];
        let (who, has) = match who.to_lowercase().as_str() {
            "her" => ("she".to_string(), "has"),
            "him" => ("he".to_string(), "has"),
            "them" => ("they".to_string(), "have"),
            _ => (who.to_string(), "has"),
        };
        format!("{who} {has} moved in with {}", &c["whom"])
    });
    clause::replaced(text, &MOVED_IN_BARE, |c: &regex::Captures<'_>| {
        let whole = &c[0];
        let end = &c["end"];
        format!("{} with me{end}", &whole[..whole.len() - end.len()])
    })
}

/// "it's all romcoms now", "it's all podcasts these days": an "it" that
/// stands for nothing but the speaker's days, said of what fills them.
static ALL_OF_IT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?P<open>^|[.!?;,]\s+|\s[-–—]\s+)(?P<said>it(?:'s| is) all (?:[\w-]+ ){0,3}?(?P<last>[\w-]*[^s\W]s))(?P<when> now| these days| nowadays)?(?P<end>[.!?;,]|\s[-–—]\s|$)")
        .expect("all of it")
});

/// "It's all romcoms now" said as the speaker's: "it's all romcoms for me
/// now", which the pronoun rules read as a statement about them. Only a
/// plural closes it ("it's all gone", "it's all yours" are not this).
fn all_of_it_for_the_speaker(text: &str) -> std::borrow::Cow<'_, str> {
    ALL_OF_IT.replace_all(text, |c: &regex::Captures<'_>| {
        let last = c["last"].to_lowercase();
        let when = c.name("when").map_or("", |m| m.as_str());
        if matches!(
            last.as_str(),
            "yours" | "ours" | "hers" | "theirs" | "thanks" | "yes" | "this" | "plans"
        ) {
            return c[0].to_string();
        }
        format!("{}{} for me{when}{}", &c["open"], &c["said"], &c["end"])
    })
}

/// "new PB at parkrun this morning, 27:15", "new personal best on the
/// 10k: 48:02", "new record for the plank - 3 minutes": something new of
/// the speaker's, said with no verb, then its figure.
static NEW_FIGURE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:^|(?P<stop>[.!?;]\s+))new (?P<what>pb|personal best|personal record|pr|record|best time|best|high score|top score)(?P<where> (?:at|on|in|for) (?:the )?[\w'-]+(?: [\w'-]+)?)??(?: (?:this|last) (?:morning|afternoon|evening|week|weekend|month)| today| yesterday| tonight)?(?:!+|,|:| -)\s+(?P<figure>\d[\d:.,]*(?: (?:minutes?|mins?|seconds?|secs?|hours?|hrs?|kg|kilos?|points?|reps?|miles?|km|k))?)")
        .expect("new figure")
});

/// "Shift supervisor at the Amazon depot, start next week", "Senior nurse
/// at St James's now.": a job at a named place said alone, with no verb,
/// is the speaker's.
static JOB_SAID_ALONE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?:^|(?P<stop>[.!;]\s+))(?P<who>(?P<lead>(?:[\w-]+ ){{0,2}}?)(?i:{})(?: and [\w-]+)? (?:at|for|with) (?:the |a |an )?(?:[A-Z][\w&'’-]*)(?: [\w&'’-]+){{0,4}}?)(?P<end>,\s*(?i:start|starting|started|from|since|as of|beginning)\b|(?i: now)?[.!]+|(?i: now)?\s*$)",
        rules::JOB_NOUNS
    ))
    .expect("job said alone")
});

/// `text` with each job said alone ([`JOB_SAID_ALONE`]) said as the
/// speaker's. Not for an answer: "Nurse at the Royal" after "What does
/// your husband do?" is the husband's.
/// Whether a question asks after someone other than the one it is put
/// to: a name ("How's Jayden getting on?"), a he or she, or a relation of
/// theirs ("What does your wife do?").
fn asks_after_someone_else(question: &str) -> bool {
    static SOMEONE_ELSE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(
            r"(?i)\b(?:he|she|him|her|his|hers|they|them|their)\b|\byour (?:(?:new|old|little|big|eldest|youngest|older|younger) )?(?:{})\b",
            discourse::PEOPLE
        ))
        .expect("someone else")
    });
    answer::the_one_name_in(question).is_some() || SOMEONE_ELSE.is_match(question)
}

fn jobs_said_alone(text: String) -> String {
    // Most turns have no piece that is a place with no verb: the pattern,
    // dear to run, is asked only of turns that do.
    // A sure verb only: the pattern's own check guesses by shape too.
    let a_verbless_place = text.split(['.', '!', ';', ',']).any(|piece| {
        [" at ", " for ", " with "]
            .iter()
            .any(|p| piece.contains(p))
            && !clause::has_a_plain_verb(piece.trim_end().trim_end_matches(" now"))
    });
    if !a_verbless_place {
        return text;
    }
    match JOB_SAID_ALONE.replace_all(&text, |c: &regex::Captures<'_>| {
        let who = &c["who"];
        let lead_ok = c["lead"].split_whitespace().all(|w| {
            !matches!(
                w.to_lowercase().as_str(),
                "my" | "the"
                    | "our"
                    | "your"
                    | "his"
                    | "her"
                    | "their"
                    | "a"
                    | "an"
                    | "this"
                    | "that"
                    | "no"
                    | "any"
                    | "i"
                    | "we"
                    | "she"
                    | "he"
                    | "they"
                    | "and"
                    | "but"
                    | "so"
                    | "as"
            )
        });
        if !lead_ok || clause::has_a_verb(who) {
            return c[0].to_string();
        }
        let stop = c.name("stop").map_or("", |m| m.as_str());
        let who = uncapitalised(who);
        format!("{stop}I'm {} {who}{}", indefinite_article(&who), &c["end"])
    }) {
        Cow::Owned(said) => said,
        Cow::Borrowed(_) => text.clone(),
    }
}

/// "can you update my address please? It's 4 Birch Close now", "please
/// change my email to jo@mail.com": a detail the speaker asks to be
/// changed, said as the detail now.
static UPDATE_MY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?P<lead>^|[.!?]\s+)(?:(?:can|could|would|will) you (?:please )?|please )?(?:update|change|amend|correct) my (?P<what>(?:[\w-]+ ){0,2}?(?:address|email(?: address)?|phone number|number|mobile(?: number)?|surname|last name|postcode|job title|title))(?: for me)?(?:,? please)?(?: to (?P<to>[^?!]+?)(?P<stop>[.!?]|$)|\s*[?.!,]+\s*(?:it's|it is|its|the new one is|the new one's|it's now|now it's)\s+)")
        .expect("update my")
});

/// "No car now, it's been sold", "no pets these days": a thing the
/// speaker has none of now, said as not had any more.
static NONE_NOW: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?P<lead>^|[.!?,;]\s+)(?i:no) (?P<what>[a-z][\w-]*(?: [a-z][\w-]*){0,2}?) (?P<when>now|any ?more|these days|nowadays)\b")
        .expect("none now")
});

/// [`NONE_NOW`] said plainly: "I don't have a car any more".
fn none_now_said_plainly(text: &str) -> Cow<'_, str> {
    const NOT_THINGS: &[&str] = &[
        "worries",
        "worry",
        "problem",
        "problems",
        "idea",
        "clue",
        "way",
        "chance",
        "thanks",
        "time",
        "rush",
        "pressure",
        "doubt",
        "wonder",
        "matter",
        "harm",
        "joke",
        "luck",
        "news",
        "change",
        "regrets",
        "complaints",
        "one",
        "more",
        "longer",
        "reason",
        "point",
        "need",
        "excuse",
        "excuses",
        "sign",
        "word",
        "answer",
        "reply",
        "comment",
        "plans",
    ];
    if !text.contains("no ") && !text.contains("No ") {
        return Cow::Borrowed(text);
    }
    NONE_NOW.replace_all(text, |c: &regex::Captures<'_>| {
        let what = &c["what"];
        if what.split(' ').any(|w| NOT_THINGS.contains(&w)) {
            return c[0].to_string();
        }
        let article = if what.ends_with('s') { "" } else { "a " };
        format!("{}I don't have {article}{what} any more", &c["lead"])
    })
}

/// "Admin assistant, council offices, that's me", "mum of three, that's
/// me": what the speaker is, said first.
static THATS_ME: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?P<lead>^|[.!?]\s+)(?P<what>[A-Za-z][^.!?]{2,60}?),? (?i:that's|that is|thats) (?P<how>me|(?i:what i do|where i (?:work|live|am)))\b",
    )
    .expect("that's me")
});

/// "She's here! Elsie, born on Sunday, 7lb 2oz": a name and when it was
/// born, said as a sentence of its own, announces a baby.
static BORN_ANNOUNCED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?P<lead>^|[.!?]\s+)(?P<name>[A-Z][a-z]+(?: [A-Z][a-z]+)?), born (?P<when>(?i:on|at|last|this|yesterday|early|just|at))\b")
        .expect("born announced")
});

/// [`BORN_ANNOUNCED`] said as "Our baby Elsie was born …". Not a name
/// that is a relation or a word opening sentences ("Mum, born in …").
fn birth_said_plainly(text: &str) -> Cow<'_, str> {
    if !text.contains(", born ") {
        return Cow::Borrowed(text);
    }
    BORN_ANNOUNCED.replace_all(text, |c: &regex::Captures<'_>| {
        let name = &c["name"];
        let first = name.split(' ').next().unwrap_or(name);
        if crate::discourse::NOT_NAMES.contains(&first)
            || crate::discourse::RELATIONS
                .split('|')
                .any(|r| r.eq_ignore_ascii_case(first))
        {
            return c[0].to_string();
        }
        format!("{}Our baby {name} was born {}", &c["lead"], &c["when"])
    })
}

/// [`THATS_ME`] said as "I'm …".
fn thats_me_said_plainly(text: &str) -> Cow<'_, str> {
    // Asked of every turn: most say no "that's", and pay for no pattern.
    if !["that's", "That's", "that is", "thats"]
        .iter()
        .any(|t| text.contains(t))
    {
        return Cow::Borrowed(text);
    }
    THATS_ME.replace_all(text, |c: &regex::Captures<'_>| {
        let what = &c["what"];
        let first = what.split_whitespace().next().unwrap_or("");
        // "Two sugars in my tea, that's me every time": a habit counted,
        // not what the speaker is.
        let after = text[c.get(0).map_or(0, |m| m.end())..]
            .trim_start()
            .to_lowercase();
        let a_habit = ["every", "most", "each", "all the time"]
            .iter()
            .any(|w| after.starts_with(w))
            || first.parse::<u32>().is_ok()
            || matches!(
                first.to_lowercase().as_str(),
                "two" | "three" | "four" | "five" | "six" | "seven" | "eight" | "nine" | "ten"
            );
        // "Always late, that's me" says no what: an adverb or a verb first.
        if first.ends_with("ly")
            || first.ends_with("ing")
            || matches!(
                first.to_lowercase().as_str(),
                "always" | "never" | "so" | "too" | "very"
            )
        {
            return c[0].to_string();
        }
        // "Admin assistant" → "an admin assistant"; "BBC producer" keeps its
        // capitals.
        let what = if what.chars().nth(1).is_some_and(char::is_lowercase) {
            let mut lower = what.to_string();
            lower[..1].make_ascii_lowercase();
            lower
        } else {
            what.to_string()
        };
        // "Leeds, that's where I live now", "Payroll, that's what I do".
        let verb = match c["how"].to_lowercase().as_str() {
            "what i do" => Some("I do"),
            "where i work" => Some("I work at"),
            "where i live" => Some("I live in"),
            "where i am" => Some("I'm in"),
            _ => None,
        };
        if let Some(verb) = verb {
            // "Leeds, that's where I live" keeps the name's capital; "The
            // Co-op, …", "Payroll, that's what I do" and "Primary
            // teaching, that's where I am" do not.
            let said = &c["what"];
            let keeps_its_capital = matches!(verb, "I live in" | "I work at")
                && !text::is_stopword(&first.to_lowercase());
            let what = if keeps_its_capital {
                said
            } else {
                what.as_str()
            };
            return format!("{}{verb} {what}", &c["lead"]);
        }
        if a_habit {
            return format!("{}I have {what}", &c["lead"]);
        }
        let article = if ["a ", "an ", "the ", "my ", "your "]
            .iter()
            .any(|a| what.starts_with(a))
        {
            ""
        } else if what.starts_with(['a', 'e', 'i', 'o', 'u']) {
            "an "
        } else {
            "a "
        };
        format!("{}I'm {article}{what}", &c["lead"])
    })
}

/// [`UPDATE_MY`] said as the detail now.
fn update_asked_as_the_detail(text: &str) -> Cow<'_, str> {
    // The verb's first letter may be a capital; what follows it is not.
    if !["pdate my", "hange my", "mend my", "orrect my"]
        .iter()
        .any(|w| text.contains(w))
    {
        return Cow::Borrowed(text);
    }
    UPDATE_MY.replace(text, |c: &regex::Captures<'_>| match c.name("to") {
        Some(to) => format!(
            "{}my new {} is {}{}",
            &c["lead"],
            &c["what"],
            to.as_str(),
            c.name("stop").map_or("", |s| s.as_str())
        ),
        None => format!("{}my new {} is ", &c["lead"], &c["what"]),
    })
}

/// Typed notes said as sentences: "Job: X" → "My job is X"; "New job.
/// X." → "My new job is X."; "new extension: 5127" → "My new extension is
/// 5127" — so the slot rules read them as any other.
fn labels_as_statements(text: &str) -> String {
    // "New email for you: …": a label handed to the listener.
    let for_you;
    let text = if text.contains(" for you: ") {
        for_you = text.replace(" for you: ", ": ");
        for_you.as_str()
    } else {
        text
    };
    let updated = update_asked_as_the_detail(text);
    let none_now = none_now_said_plainly(&updated);
    let thats_me = thats_me_said_plainly(&none_now);
    let born = birth_said_plainly(&thats_me);
    let text: &str = &born;
    let text = if text.contains("->") || text.contains('→') || text.contains("=>") {
        Cow::Owned(
            TYPED_ARROW
                .replace_all(text, |c: &regex::Captures<'_>| {
                    let old = c["old"].trim();
                    // "I moved Leeds -> York": prose, not a note.
                    if old.split_whitespace().count() > 4 || clause::has_a_verb(old) {
                        return c[0].to_string();
                    }
                    format!("{}{} now, not {old}", &c["lead"], c["new"].trim_end())
                })
                .into_owned(),
        )
    } else {
        Cow::Borrowed(text)
    };
    let text = match MOVED_THEN_THE_PLACE.captures(&text) {
        Some(c) => Cow::Owned(format!(
            "I've moved to {}{}",
            &c["place"],
            &text[c.name("stop").map_or(text.len(), |m| m.start())..]
        )),
        None => text,
    };
    // "Fiesta gone. Golf now.": one thing gone, the next now, typed as two
    // fragments, is the next in place of the first.
    let text = match GONE_THEN_NOW.captures(&text) {
        Some(c) => {
            let whole = c.get(0).map_or(0..0, |m| m.range());
            Cow::Owned(format!(
                "{}{}I have {} now, not {}{}",
                &text[..whole.start],
                c.name("stop").map_or("", |m| m.as_str()),
                &c["new"],
                &c["old"],
                &text[whole.end..]
            ))
        }
        None => text,
    };
    let text = LABEL.replace_all(&text, |c: &regex::Captures<'_>| {
        let stop = c.name("stop").map_or("", |m| m.as_str());
        match c["label"].to_lowercase().as_str() {
            // "town - Luton", "live: Swindon": where one lives.
            "town" | "city" | "live" | "lives" | "living" | "based" => format!("{stop}I live in "),
            // "work: warehouse": the job.
            "work" | "role" => format!("{stop}My job is "),
            label @ ("pets" | "hobbies") => format!("{stop}My {label} are "),
            label => format!("{stop}My {label} is "),
        }
    });
    // The other three patterns need "new": most turns skip them.
    if !["new ", "New ", "NEW "].iter().any(|w| text.contains(w)) {
        return text.into_owned();
    }
    let text = NEW_FIGURE.replace_all(&text, |c: &regex::Captures<'_>| {
        let stop = c.name("stop").map_or("", |m| m.as_str());
        let what = match c["what"].to_lowercase().as_str() {
            "pb" | "pr" => c["what"].to_uppercase(),
            other => other.to_string(),
        };
        let place = c.name("where").map_or("", |m| m.as_str());
        format!("{stop}My {what}{place} is {} now", &c["figure"])
    });
    let text = NEW_LABEL.replace_all(&text, |c: &regex::Captures<'_>| {
        let stop = c.name("stop").map_or("", |m| m.as_str());
        format!("{stop}My new {} is ", &c["label"])
    });
    ANNOUNCED
        .replace_all(&text, |c: &regex::Captures<'_>| {
            let stop = c.name("stop").map_or("", |m| m.as_str());
            let first = &c["first"];
            // "New car! It's a Kia": a sentence of its own follows.
            let a_sentence = matches!(
                first.to_lowercase().as_str(),
                "i" | "i'm"
                    | "i've"
                    | "it"
                    | "it's"
                    | "we"
                    | "we're"
                    | "we've"
                    | "she"
                    | "he"
                    | "she's"
                    | "he's"
                    | "they"
                    | "they're"
                    | "my"
                    | "our"
                    | "the"
                    | "so"
            );
            if a_sentence {
                return c[0].to_string();
            }
            format!("{stop}My new {} is {}", &c["noun"], first.to_lowercase())
        })
        .into_owned()
}

/// What a speaker says after a correction marker before saying the right
/// thing ("no wait, let me start again, EH4 1AB"): no part of either.
static RESTART: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^\s*(?:let me (?:just )?(?:say|start|put|spell|try|give|read)(?: (?:it|that|you|this|them))?(?: (?:again|properly|out|in full|over))?|hang on|hold on|one sec(?:ond)?)\s*[,.:]\s*")
        .expect("restart")
});

/// A name followed by how it is spelt: "Rollo with two Ls", "Aoife spelt
/// the Irish way".
static SPELLING_ASIDE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?P<name>[A-Z][\w'-]+) (?i:with (?:an?|two|double|one|a double|a silent|no) [a-z]{1,2}'?s?|spel(?:t|led) (?:with [\w ]+|the [\w]+ way|like that|[\w-]+))$")
        .expect("spelling aside")
});

/// "Choir is on Mondays. Hang on, that was last year, it's Tuesdays now.":
/// a sentence that stops to say the one before was wrong, says why, and
/// gives the value that holds.
static PUT_RIGHT_WITH_A_REASON: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)[.!?]\s+(?:no,?\s+)?(?:wait|hang on|hold on|oops|sorry|whoops)[,.:!]?\s+(?P<why>[^,.;!?]{3,60})[,;]\s+(?:it's|it is|that's|they're|they are)\s+(?:actually\s+|really\s+)?(?P<right>[^,.;!?]+?)(?:\s+(?:now|actually|these days))?\s*(?P<end>[,.;!?]|$)")
        .expect("put right with a reason")
});

/// The sentence before [`PUT_RIGHT_WITH_A_REASON`]'s match with its one
/// value of a kind swapped for the value given, the aside taken out. Left
/// as said when the sentence before holds no value of that kind ("Sorry,
/// I have to go, it's late").
fn put_right_with_a_reason(text: &str) -> Option<String> {
    let caps = PUT_RIGHT_WITH_A_REASON.captures(text)?;
    let whole = caps.get(0)?;
    let right = caps.name("right")?.as_str();
    let before = &text[..whole.start()];
    let start = before.rfind(['.', '!', '?']).map_or(0, |p| p + 1);
    let fixed = memoir_core::reconcile::swap_typed_value(&before[start..], right)?;
    let end = caps.name("end")?;
    let after = &text[end.start()..];
    Some(format!("{}{fixed}{after}", &text[..start]))
}

/// "flat 9, scratch that, flat 19" → "flat 19": a correction in the same
/// breath. A short correction (three words or fewer) replaces as many words
/// before the marker; a longer one replaces its whole sentence so far,
/// unless it opens with a value of the kind the head ends on
/// ([`value_put_right`]).
fn corrected_in_a_breath(text: &str) -> String {
    let put_right = put_right_with_a_reason(text);
    let text = put_right.as_deref().unwrap_or(text);
    // "I meant to say, I've left Asda": news saved up, not a correction.
    let news_saved_up = MEANT_AT_START
        .find(text)
        .is_some_and(|m| clause::news_saved_up(&text[m.start()..]));
    let mut text = if news_saved_up {
        text.to_string()
    } else {
        MEANT_AT_START.replace(text, "it's ").into_owned()
    };
    // A handful of corrections a turn at most; each pass removes one marker.
    for _ in 0..4 {
        let Some((rule, caps)) = RULE_SET.first(Stage::Correction, Speakers::Person, &text) else {
            break;
        };
        if rule.yields != Yield::InlineCorrection {
            break;
        }
        let Some(m) = caps.get(0) else { break };
        if let Some(restart) = RESTART.find(&text[m.end()..]) {
            let at = m.end();
            text.replace_range(at..at + restart.end(), " ");
            continue;
        }
        let marker = m.as_str().trim().to_lowercase();
        // "I mean, …" is a filler, not a correction; "Sorry I haven't been
        // around", "sorry for the wait" is an apology.
        if (marker.contains("mean") && marker.ends_with(','))
            || (marker.trim_matches(|c: char| !c.is_alphabetic()) == "sorry"
                && APOLOGY_AFTER.is_match(&text[m.end()..]))
        {
            break;
        }
        let head_start = text[..m.start()]
            .rfind(['.', '!', '?', ';'])
            .map_or(0, |p| p + 1);
        let mut head = &text[head_start..m.start()];
        // "… a lasagne. Hmm, no, make that a tiramisu": a hesitation is no
        // head of its own; the sentence before is what is corrected.
        if head.split_whitespace().all(|w| {
            HESITATIONS.contains(
                &w.trim_matches(|c: char| !c.is_alphanumeric())
                    .to_lowercase()
                    .as_str(),
            )
        }) {
            head = "";
        }
        let tail_end = text[m.end()..]
            .find([',', '.', '!', '?', ';'])
            .map_or(text.len(), |p| m.end() + p);
        let tail = text[m.end()..tail_end].trim();
        // "Rolo, sorry, Rollo with two Ls": the name, not how it is spelt.
        let spelt = SPELLING_ASIDE.captures(tail).and_then(|c| c.name("name"));
        let tail = spelt.map_or(tail, |name| name.as_str());
        // And the comma that closed the aside goes with it.
        let tail_end = if spelt.is_some() && text[tail_end..].starts_with(',') {
            tail_end + 1
        } else {
            tail_end
        };
        let head_words: Vec<&str> = head.split_whitespace().collect();
        let tail_words: Vec<&str> = tail.split_whitespace().collect();
        // "Sorry, no, it's 4471" opening a turn: what follows puts right
        // the turn before, read with it as "it's 4471" would be.
        if head_words.is_empty() && head_start == 0 && !tail_words.is_empty() {
            text.replace_range(..m.end(), "");
            continue;
        }
        if tail_words.is_empty() || head_words.is_empty() {
            // Nothing before it in this sentence: "Sorry, I mean Bristol."
            // after a full stop corrects the sentence before.
            if head_words.is_empty() && head_start > 0 && !tail_words.is_empty() {
                let prev_start = text[..head_start - 1]
                    .rfind(['.', '!', '?', ';'])
                    .map_or(0, |p| p + 1);
                let prev = text[prev_start..head_start - 1].to_string();
                let fixed = replace_aligned(&prev, &tail_words);
                let rest = &text[tail_end..];
                let stop = if rest.starts_with(['.', '!', '?']) {
                    ""
                } else {
                    "."
                };
                text = format!("{}{}{stop}{}", &text[..prev_start], fixed, rest);
                continue;
            }
            text.replace_range(m.start()..m.end(), " ");
            continue;
        }
        let fixed = if let Some(restarted) = with_subject_of(head, tail) {
            restarted
        } else if let Some(put_right) = value_put_right(head, &tail_words) {
            put_right
        } else if tail_words.len() <= 3 && head_words.len() > tail_words.len() {
            replace_aligned(head, &tail_words)
        } else {
            // "it's 950, no, it went up to 1050": one number (or month,
            // or day) for another keeps the rest of what was said.
            memoir_core::reconcile::swap_typed_value(head, tail).unwrap_or_else(|| tail.to_string())
        };
        text = format!("{}{}{}", &text[..head_start], fixed, &text[tail_end..]);
    }
    text
}

/// A turn that opens by putting right a value of the speaker's turn before
/// ("No sorry, July – June was the engagement do", "Wait, the 14th, not
/// the 12th"): the value in the last clause said before that the new one
/// takes the place of, restated. A question from the listener in between
/// makes it an answer instead, read as one.
static OPENING_CORRECTION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)^\s*(?:(?:oh|ah|argh|ugh|ahh|doh|whoops|no|nope|sorry|wait|oops|correction|my bad|scratch that|i meant|actually)[,!.:]?\s+)*(?:no|nope|sorry|wait|oops|whoops|correction|my bad|scratch that|i meant|(?:stupid |bloody |damn )?auto-?correct|typo)[,!.:]?\s+(?:(?:it's|it is|make that|make it|i mean)\s+)?(?P<tail>[^,.!?;\u{2013}\u{2014}]+?)\s*(?:[,.!?;\u{2013}\u{2014}]|\s-\s|$)",
    )
    .expect("opening correction")
});

fn opening_correction(before: &str, said: &str) -> Option<Proposal> {
    let tail = OPENING_CORRECTION
        .captures(said)?
        .name("tail")?
        .as_str()
        .trim();
    let tail_words: Vec<&str> = tail.split_whitespace().collect();
    let a_value = |w: &&str| {
        w.chars().any(|c| c.is_ascii_digit())
            || (w.chars().next().is_some_and(char::is_uppercase)
                && *w != "I"
                && !w.starts_with("I'"))
    };
    if tail_words.is_empty() || tail_words.len() > 3 || !tail_words.iter().any(a_value) {
        return None;
    }
    let head = clauses_of_normalised(&normalise(before)).pop()?;
    let head = head.trim_end_matches(['.', '!', '?']);
    let fixed = memoir_core::reconcile::swap_typed_value(head, tail).or_else(|| {
        (head.split_whitespace().count() > tail_words.len())
            .then(|| replace_aligned(head, &tail_words))
    })?;
    let (wrong, right) = words_replaced(head, &fixed)?;
    Some(Proposal::Restate { wrong, right })
}

/// "Pepper didn't suit her, she's Luna now", "Biscuit never suited him,
/// so we renamed him Max": a name found wanting and the one given in its
/// place, said of the same one.
static NAME_THAT_DID_NOT_SUIT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?P<old>(?-i:[A-Z][a-z]+)) (?:didn't|did not|doesn't|does not|never) (?:really |quite )?(?:suit(?:ed)?|fit(?:ted)?) (?:her|him|it|them)\b[^.?!]{0,40}?[,;.!]\s*(?:so |and )?(?:(?:she|he|it)(?:'s| is)(?: called| now called| known as)? |(?:we've |we have |we |they've |they |the kids(?: have)? )?(?:renamed|re-named|started calling|call|called) (?:her|him|it) )(?P<new>(?-i:[A-Z][a-z]+))")
        .expect("name that did not suit")
});

/// The old name and the new one of [`NAME_THAT_DID_NOT_SUIT`].
fn renamed_because_it_did_not_suit(said: &str) -> Option<(String, String)> {
    if !said.contains("suit") && !said.contains(" fit") {
        return None;
    }
    let c = NAME_THAT_DID_NOT_SUIT.captures(said)?;
    let (old, new) = (c["old"].to_string(), c["new"].to_string());
    (old != new && !text::is_stopword(&new.to_lowercase())).then_some((old, new))
}

/// "Good old Sheffield!" — "oops, Leeds actually", "Dublin's lovely!" —
/// "sorry, I mixed that up, Cork is where I was born": the listener said a
/// name back and the speaker put it right, opening with saying so (or
/// with the right name and "actually"). The name said back is the wrong
/// one; the first name after the marker is the right one. "No, Leeds" is
/// an answer, not this: "no" marks nothing here.
fn put_right_after_an_echo(echo: &str, said: &str) -> Option<(String, String)> {
    static MARKED: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:(?:oh|ah|argh|no)[,.!]*\s+)*(?:(?:oops|whoops|sorry|wait|hang on|my mistake|my bad|i mixed (?:that|those|it|them) up|i got (?:that|it) wrong|i misspoke)[,.!]*\s+)+(?:(?:it's|it is|it was)\s+)?(?P<right>[A-Z][\w'-]+)(?:'s)?(?:\s*[.!]|\s*$|,? (?:actually|not|with an?|is where|was where|is the one|was the one)\b)")
            .expect("marked as put right")
    });
    // "Oh, sorry, I mean Nugget, Nibbles was my old one".
    static MEANT: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:(?:oh|ah|no|sorry|oops|whoops|hang on|wait)[,.!]*\s+)*(?:i mean|i meant)\s+(?P<right>[A-Z][\w'-]+)(?:\s*[.!,;]|\s*$)")
            .expect("meant")
    });
    static NAME_ACTUALLY: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^\s*(?P<right>[A-Z][\w'-]+),? (?i:actually)\b").expect("a name, actually")
    });
    let is_a_name = |w: &str| {
        w.len() > 1
            && w.chars().next().is_some_and(char::is_uppercase)
            && w != "I"
            && !w.starts_with("I'")
            && !text::is_stopword(&w.to_lowercase())
            // "He's actually at Roosevelt now": a pronoun, not a name.
            && !["'s", "'re", "'ll", "'d", "'ve"].iter().any(|c| {
                w.strip_suffix(c)
                    .is_some_and(|base| text::is_stopword(&base.to_lowercase()))
            })
            && !matches!(
                w,
                "Good"
                    | "Great"
                    | "Lovely"
                    | "Nice"
                    | "Wow"
                    | "Oh"
                    | "Congrats"
                    | "Congratulations"
                    | "Welcome"
                    | "Glad"
                    | "Sounds"
                    | "Enjoy"
                    | "Happy"
                    | "Hi"
                    | "Hello"
                    | "Hey"
                    | "Sorry"
                    | "Well"
                    | "Brilliant"
                    | "Amazing"
                    | "Ah"
                    | "Ooh"
            )
    };
    // "How's Diego liking Lincoln?" — "He's actually at Roosevelt now":
    // the one asked after is who "he" is; the place after them is what
    // was wrong. Only when the echo names both.
    static ONE_ASKED_AFTER_IS_ACTUALLY: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^\s*(?i:he's|she's|they're|he is|she is|they are) (?i:actually|now actually|actually now) (?i:at|in|with) (?P<right>[A-Z][\w'-]+)")
            .expect("the one asked after is actually")
    });
    let echo_names: Vec<&str> = echo
        .split_whitespace()
        .map(|w| {
            let w = w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'');
            w.strip_suffix("'s").unwrap_or(w)
        })
        .filter(|w| is_a_name(w))
        .collect();
    // "How is little Eva?" — "Aoife! A-O-I-F-E, it's Irish": a name
    // exclaimed and spelt out.
    static EXCLAIMED_AND_SPELT: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^\s*(?:(?i:no|oh|ah)[,.!]*\s+)*(?P<right>[A-Z][\w'-]+)!+\s+(?:(?i:that's|it's|it is)\s+)?(?:[A-Za-z]-){2,}[A-Za-z]\b")
            .expect("exclaimed and spelt")
    });
    let right = match NAME_ACTUALLY
        .captures(said)
        .or_else(|| MARKED.captures(said))
        .or_else(|| MEANT.captures(said))
        .or_else(|| EXCLAIMED_AND_SPELT.captures(said))
        .filter(|caps| is_a_name(&caps["right"]))
    {
        Some(caps) => caps["right"].to_string(),
        None if echo_names.len() >= 2 => {
            ONE_ASKED_AFTER_IS_ACTUALLY.captures(said)?["right"].to_string()
        }
        None => return None,
    };
    if !is_a_name(&right) {
        return None;
    }
    let wrong = echo_names.last()?.to_string();
    (wrong != right && !said.contains(&format!("{wrong} is"))).then_some((wrong, right))
}

/// "Got it, the 3rd." — "Sorry, I misread the booking, it's the 13th": a
/// day or a time the listener said back, put right by a speaker who says
/// they got it wrong. The one said back is wrong; the first of its kind
/// said after is right.
fn day_put_right_after_an_echo(echo: &str, said: &str) -> Option<(String, String)> {
    static WHEN: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(?:\d{1,2}(?:st|nd|rd|th)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d{1,2}(?::\d\d)? ?(?:am|pm))\b")
            .expect("a day or a time")
    });
    static OWNED_WRONG: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(?:sorry|oops|whoops|my mistake|my bad|misread|misheard|misremembered|mixed (?:that|it|them|those) up|got (?:that|it|the date|the day|the time) wrong|wrong (?:date|day|time)|typo)\b")
            .expect("owned wrong")
    });
    let marker = OWNED_WRONG.find(said)?;
    let mut said_back = WHEN.find_iter(echo).map(|m| m.as_str().to_lowercase());
    let wrong = said_back.next()?;
    // Two said back: which was wrong is not said.
    if said_back.any(|other| other != wrong) {
        return None;
    }
    let right = WHEN.find(&said[marker.end()..])?.as_str().to_lowercase();
    let both_days = wrong.ends_with("day") == right.ends_with("day");
    (right != wrong && both_days).then_some((wrong, right))
}

/// "Three, a busy house!" — "I meant four, I forgot the baby": a count
/// said back by the listener, put right by the speaker in the next turn.
/// The correction opens the turn ("I meant", "sorry", "no"), and only one
/// count was said back.
fn count_put_right_after_an_echo(echo: &str, said: &str) -> Option<(String, String)> {
    static COUNT: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(
            r"(?i)\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,3})\b",
        )
        .expect("a count")
    });
    static PUT_RIGHT: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:(?:oh|ah|ha|no|nope|sorry|oops|whoops|wait|hang on|actually)[,.!]*\s+)*(?:i meant|i mean|make that|(?:no|nope|sorry|oops|whoops)[,.!]*(?:\s+(?:it's|it is|there's|there are))?)\s+(?P<right>two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,3})\b")
            .expect("a count put right")
    });
    let right = PUT_RIGHT.captures(said)?["right"].to_lowercase();
    let mut said_back = COUNT.find_iter(echo).map(|m| m.as_str().to_lowercase());
    let wrong = said_back.next()?;
    if said_back.next().is_some() {
        return None;
    }
    (right != wrong).then_some((wrong, right))
}

/// "it's Edie, with a d, but she's fine" after "How's Evie?": what the
/// turn says of the one put right is said of them by the right name.
fn restated_names_in_subjects(reading: &mut Reading) {
    let renamed: Vec<(String, String)> = reading
        .proposals
        .iter()
        .filter_map(|p| match p {
            Proposal::Restate { wrong, right }
                if !wrong.contains(' ') && wrong.chars().next().is_some_and(char::is_uppercase) =>
            {
                Some((wrong.clone(), right.clone()))
            }
            _ => None,
        })
        .collect();
    for (wrong, right) in renamed {
        for p in &mut reading.proposals {
            let Proposal::Assert(c) = p else { continue };
            let Some(display) =
                memoir_core::reconcile::replace_word(&c.subject.display, &wrong, &right)
            else {
                continue;
            };
            if c.subject.key.eq_ignore_ascii_case(&wrong) {
                c.subject = Subject::named(&display);
            } else {
                c.subject.display = display;
            }
            if let Some(statement) =
                memoir_core::reconcile::replace_word(&c.statement, &wrong, &right)
            {
                c.statement = statement;
            }
        }
    }
}

/// The words of `before` that `after` has in their place: what is left
/// between the words both begin and end with.
fn words_replaced(before: &str, after: &str) -> Option<(String, String)> {
    let a: Vec<&str> = before.split_whitespace().collect();
    let b: Vec<&str> = after.split_whitespace().collect();
    let same = |x: &str, y: &str| {
        x.trim_matches(|c: char| !c.is_alphanumeric())
            .eq_ignore_ascii_case(y.trim_matches(|c: char| !c.is_alphanumeric()))
    };
    let start = a.iter().zip(&b).take_while(|(x, y)| same(x, y)).count();
    let end = a[start..]
        .iter()
        .rev()
        .zip(b[start..].iter().rev())
        .take_while(|(x, y)| same(x, y))
        .count();
    let wrong = a[start..a.len() - end].join(" ");
    let right = b[start..b.len() - end].join(" ");
    let bare = |s: &str| s.trim_matches(|c: char| !c.is_alphanumeric()).to_string();
    let (wrong, right) = (bare(&wrong), bare(&right));
    (!wrong.is_empty() && !right.is_empty() && !wrong.eq_ignore_ascii_case(&right))
        .then_some((wrong, right))
}

/// A correction that restarts with a pronoun keeps who it is about: "my
/// son's seven, no wait, he turned eight" → "my son turned eight".
fn with_subject_of(head: &str, tail: &str) -> Option<String> {
    let words: Vec<&str> = head.split_whitespace().collect();
    let (pronoun, rest) = tail.split_once(' ')?;
    let (pronoun, contracted) = match pronoun.to_lowercase().as_str() {
        "he" | "she" | "they" | "it" => (true, false),
        "he's" | "she's" | "it's" => (true, true),
        _ => (false, false),
    };
    if !pronoun {
        return None;
    }
    let owner = words.first().map(|w| w.to_lowercase());
    let subject = match (owner.as_deref(), words.get(1)) {
        (Some("my" | "our" | "his" | "her" | "their"), Some(noun)) => {
            format!("{} {}", words[0], noun.trim_end_matches("'s"))
        }
        (Some(_), _)
            if words[0].chars().next().is_some_and(char::is_uppercase) && words[0] != "I" =>
        {
            words[0].trim_end_matches("'s").to_string()
        }
        _ => return None,
    };
    Some(if contracted {
        let verb = if rest.starts_with("got ") || rest.starts_with("been ") {
            "has"
        } else {
            "is"
        };
        format!("{subject} {verb} {rest}")
    } else {
        format!("{subject} {rest}")
    })
}

/// A word without its punctuation, lowercase, for comparing words of a
/// correction with those it puts right.
fn bare(word: &str) -> String {
    word.trim_matches(|c: char| !c.is_alphanumeric())
        .to_lowercase()
}

/// `head` with the words `tail` corrects replaced: from the last place the
/// tail's first word occurs ("flat 14, 22 Elm Road, scratch that, flat 41"),
/// else the last run of names for a name ("Derek, no, Dermot Quinlan"),
/// else the last words.
fn replace_aligned(head: &str, tail: &[&str]) -> String {
    let words: Vec<&str> = head.split_whitespace().collect();
    let first = bare(tail[0]);
    // A day or a month is put right by another ("Friday, no, Saturday"),
    // a place or a person by another name ("in Ripon on Saturday, no,
    // Harrogate" puts Ripon right).
    let a_date = |w: &str| {
        let w = bare(w);
        text::WEEKDAYS.contains(&w.as_str()) || text::MONTHS.contains(&w.as_str())
    };
    let tail_is_a_date = tail.iter().all(|w| a_date(w));
    let is_name = |w: &str| {
        w.chars().next().is_some_and(char::is_uppercase)
            && w != "I"
            && (tail_is_a_date || !a_date(w))
    };
    let at = words.iter().rposition(|w| bare(w) == first).or_else(|| {
        if !tail.iter().all(|w| is_name(w)) {
            return None;
        }
        let end = words.iter().rposition(|w| is_name(w))?;
        let mut start = end;
        while start > 0 && is_name(words[start - 1]) {
            start -= 1;
        }
        (start > 0).then_some(start)
    });
    // "at 3 on Friday, scratch that, half 4": the number is what was
    // corrected, whatever words come with the new one.
    let has_digit = |w: &&str| w.chars().any(|c| c.is_ascii_digit());
    // "three kids, I mean four": a count in words is put right by another.
    let a_count = |w: &&str| has_digit(w) || text::number(&bare(w)).is_some_and(|n| n > 1);
    let tail_has_a_digit = tail.iter().any(has_digit);
    let number_at = words
        .iter()
        .rposition(|w| {
            if tail_has_a_digit {
                has_digit(w)
            } else {
                a_count(w)
            }
        })
        .filter(|_| at.is_none() && (tail_has_a_digit || tail.first().is_some_and(a_count)));
    let (start, end) = match (at, number_at) {
        (Some(start), _) => (start, (start + tail.len()).min(words.len())),
        // "EH3 5, no wait, EH4 1AB": the whole run of code-like words.
        (None, Some(n)) => {
            let code_like = |w: &str| {
                w.chars().any(|c| c.is_ascii_digit())
                    || matches!(
                        w.to_lowercase().as_str(),
                        "oh" | "zero"
                            | "one"
                            | "two"
                            | "three"
                            | "four"
                            | "five"
                            | "six"
                            | "seven"
                            | "eight"
                            | "nine"
                            | "double"
                    )
                    || (w.len() > 1 && w.chars().all(|c| c.is_ascii_uppercase()))
            };
            let mut start = n;
            while start > 0 && code_like(words[start - 1]) && tail.len() > n + 1 - start {
                start -= 1;
            }
            // "18 Harbour Row, scratch that, 81 Harbour Row": the words
            // said with the new number replace those said with the old.
            let end = if tail.first().is_some_and(|w| code_like(w)) {
                (start + tail.len()).clamp(n + 1, words.len())
            } else {
                n + 1
            };
            (start, end)
        }
        // "the fourth floor, no wait, fifth": a value for one of its kind.
        (None, None) => {
            return memoir_core::reconcile::swap_typed_value(head, &tail.join(" "))
                .unwrap_or_else(|| replace_tail(head, tail))
        }
    };
    let mut joined = words[..start]
        .iter()
        .chain(tail)
        .copied()
        .collect::<Vec<_>>()
        .join(" ");
    // What followed the corrected words stays, from its comma on.
    let rest = &words[end..];
    if !rest.is_empty() {
        if words[end - 1].ends_with(',') {
            joined.push(',');
        }
        joined.push(' ');
        joined.push_str(&rest.join(" "));
    }
    if head.starts_with(' ') {
        format!(" {joined}")
    } else {
        joined
    }
}

/// "I cycle five, sorry, closer to eight miles to work": the value the
/// head ends on is put right by the value the tail opens with (a number
/// for a number, a day for a day, a month for a month), and the tail goes
/// on from there. "More like", "closer to", "about" only hedge the new one.
fn value_put_right(said_before: &str, tail: &[&str]) -> Option<String> {
    const HEDGED: &[&[&str]] = &[
        &["more", "like"],
        &["closer", "to"],
        &["nearer", "to"],
        &["nearer"],
        &["about"],
        &["around"],
        &["roughly"],
        &["probably"],
        &["actually"],
    ];
    let tail = HEDGED
        .iter()
        .find(|h| tail.len() > h.len() && h.iter().zip(tail).all(|(h, t)| bare(t) == **h))
        .map_or(tail, |h| &tail[h.len()..]);
    let head: Vec<&str> = said_before.split_whitespace().collect();
    let (last, first) = (bare(head.last()?), bare(tail.first()?));
    let same_kind = (text::number(&last).is_some() && text::number(&first).is_some())
        || (text::WEEKDAYS.contains(&last.as_str()) && text::WEEKDAYS.contains(&first.as_str()))
        || (text::MONTHS.contains(&last.as_str()) && text::MONTHS.contains(&first.as_str()));
    same_kind.then(|| {
        // The space after the sentence before stays.
        let mut said = if said_before.starts_with(' ') {
            " ".to_string()
        } else {
            String::new()
        };
        for word in head[..head.len() - 1].iter().chain(tail) {
            if !said.trim_start().is_empty() {
                said.push(' ');
            }
            said.push_str(word);
        }
        said
    })
}

/// `head` with its last `tail.len()` words replaced by `tail`.
fn replace_tail(head: &str, tail: &[&str]) -> String {
    let words: Vec<&str> = head.split_whitespace().collect();
    let keep = words.len().saturating_sub(tail.len());
    let mut out: Vec<&str> = words[..keep].to_vec();
    out.extend_from_slice(tail);
    let joined = out.join(" ");
    if head.starts_with(' ') {
        format!(" {joined}")
    } else {
        joined
    }
}

/// A test that licenses what was learnt: "passed my driving test", "she's
/// passed her motorbike test", "passed the HGV test at last".
static LICENCE_TEST_PASSED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\bpassed (?:my|her|his|their|the|our) (?:practical )?(?P<what>driving|motorbike|motorcycle|bike|hgv|lorry|bus) test\b")
        .expect("licence test passed")
});

/// The thing a change is said of when it opens the clause right before
/// the words of change: "my visa came through" → "visa"; "the sale's
/// finally gone through" → "sale". A person ("Mum's moved") is no thing.
fn thing_before_its_change(before: &str) -> Option<String> {
    let mut words: Vec<&str> = before.split_whitespace().collect();
    while words.last().is_some_and(|w| {
        matches!(
            w.to_lowercase().as_str(),
            "finally" | "just" | "now" | "officially" | "has" | "have" | "had" | "is" | "was"
        )
    }) {
        words.pop();
    }
    let (first, rest) = words.split_first()?;
    let noun = match first.to_lowercase().as_str() {
        "my" | "the" | "our" if rest.len() == 1 => rest[0],
        _ if rest.is_empty() => first,
        _ => return None,
    };
    let noun = noun.strip_suffix("'s").unwrap_or(noun);
    (noun.len() >= 3
        && noun.bytes().all(|b| b.is_ascii_lowercase())
        && !text::is_stopword(noun)
        && !crate::discourse::verb_shaped(noun))
    .then(|| noun.to_string())
}

/// Opens with a thing, not a person: "it's", "the flat", "Tuesdays are".
fn opens_with_a_thing(clause: &str) -> bool {
    // "English lesson is on Thursday now", "football training is
    // Wednesdays now": a routine said without its "my", as a learner of
    // English or a hurried speaker says it.
    static A_ROUTINE_SAID_BARE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^(?:[a-z]+ )?(?:lesson|lessons|class|classes|practice|training|shift|shifts|appointment|session|sessions|rehearsal|rehearsals|course|club|choir|meeting|match)(?: is| are|'s| has| have)\b")
            .expect("a routine said bare")
    });
    // "Barclays account closed", "Netflix subscription's gone": a named
    // account of the speaker's, said without "my".
    static AN_ACCOUNT_SAID_BARE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^[A-Z][\w+&]*(?: [A-Z][\w+&]*)? (?:account|subscription|membership|contract|card|mortgage|policy|loan|plan|tariff)(?:'s)?\b")
            .expect("an account said bare")
    });
    if A_ROUTINE_SAID_BARE.is_match(clause) || AN_ACCOUNT_SAID_BARE.is_match(clause) {
        return true;
    }
    let lower = clause.to_lowercase();
    let mut words = lower
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\''));
    let mut first = words.next().unwrap_or("");
    // "this week I'm covering …": a time, not a thing.
    if first == "this" {
        let mut ahead = words.clone();
        if ahead.next().is_some_and(|w| {
            matches!(
                w,
                "week"
                    | "weekend"
                    | "month"
                    | "year"
                    | "morning"
                    | "afternoon"
                    | "evening"
                    | "term"
                    | "time"
                    | "summer"
                    | "winter"
                    | "spring"
                    | "autumn"
            )
        }) {
            return false;
        }
    }
    // "now there's …", "these days it's …": the time comes first.
    if matches!(first, "now" | "nowadays" | "currently" | "these" | "today") {
        first = words.next().unwrap_or("");
        if first == "days" {
            first = words.next().unwrap_or("");
        }
    }
    // "everything's with Monzo now": all of the speaker's things.
    matches!(
        first,
        "it" | "it's"
            | "everything"
            | "everything's"
            | "its"
            | "that"
            | "that's"
            | "this"
            | "there"
            | "there's"
            | "the"
            | "these"
            | "those"
            | "they"
            | "they're"
            | "they've"
    ) || RULE_SET.applies("weekday", clause)
        // "Madeira's been pushed back to October": a thing by its name.
        || clause
            .split_whitespace()
            .next()
            .is_some_and(|w| w.starts_with(|c: char| c.is_uppercase()) && w != "I")
            && clause
                .find(['\'', ' '])
                .is_some_and(|at| crate::discourse::said_of_a_thing(&clause[at..]))
}

/// The clause's first word, lowercased, without punctuation.
fn first_word(clause: &str) -> String {
    clause
        .split_whitespace()
        .next()
        .unwrap_or("")
        .trim_matches(|c: char| !c.is_alphanumeric() && c != '\'')
        .to_lowercase()
}

/// Whether the clause opens with "he", "she" or their forms.
fn opens_with_a_person_pronoun(clause: &str) -> bool {
    matches!(
        first_word(clause).as_str(),
        "he" | "she" | "he's" | "she's" | "he'd" | "she'd" | "he'll" | "she'll" | "his" | "her"
    )
}

/// Groups a speaker speaks for as "we": "my company", "our band".
const GROUPS: &[&str] = &[
    "company",
    "business",
    "startup",
    "firm",
    "band",
    "team",
    "shop",
    "studio",
    "practice",
    "agency",
    "restaurant",
    "cafe",
    "café",
    "bakery",
    "charity",
    "club",
    "choir",
    "crew",
    "label",
];

/// The group a turn's "we" speaks for, when the turn names one group and
/// no family: "my team", "the band", "our club"; a sport's game, a coach or
/// teammates are a team. "Last year I had a basketball game where we were
/// trailing" is the team trailing, not the household.
fn the_group_we_are(text: &str) -> Option<&'static str> {
    const FAMILY: &[&str] = &[
        "wife",
        "husband",
        "partner",
        "kids",
        "kid",
        "children",
        "family",
        "fam",
        "son",
        "daughter",
        "boyfriend",
        "girlfriend",
        "fiance",
        "fiancé",
        "fiancee",
        "mum",
        "mom",
        "dad",
        "parents",
        "baby",
        "hubby",
        "house",
        "flat",
    ];
    const SPORTS: &[&str] = &[
        "basketball",
        "football",
        "soccer",
        "hockey",
        "rugby",
        "netball",
        "volleyball",
        "cricket",
        "baseball",
        "softball",
        "handball",
    ];
    let words = clause_words(text);
    // "it's like having a second family": the team, said fondly.
    let family_said = words.iter().enumerate().any(|(i, w)| {
        FAMILY.contains(&w.as_str())
            && !(w == "family" && i > 0 && matches!(words[i - 1].as_str(), "second" | "extended"))
    });
    if family_said {
        return None;
    }
    let mut found: Option<&'static str> = None;
    let mut note = |group: &'static str| -> bool {
        match found {
            Some(g) if g != group => false,
            _ => {
                found = Some(group);
                true
            }
        }
    };
    for (i, w) in words.iter().enumerate() {
        let said = |k: usize| words.get(i + k).map(String::as_str);
        let group = match w.as_str() {
            "teammates" | "coach" | "league" | "playoffs" | "division" => Some("team"),
            // "we've moved offices", "we got bought by a rival": only a
            // workplace has offices, colleagues and a takeover.
            "offices" | "colleagues" | "coworkers" | "co-workers" | "headcount" | "takeover"
            | "merger" => Some("company"),
            "bought" | "acquired" | "taken" if said(1) == Some("by") || said(1) == Some("over") => {
                Some("company")
            }
            w if SPORTS.contains(&w)
                && matches!(
                    said(1),
                    Some("game" | "games" | "match" | "matches" | "team" | "season" | "practice")
                ) =>
            {
                Some("team")
            }
            "my" | "our" | "the" => [said(1), said(2)].into_iter().flatten().find_map(|next| {
                GROUPS
                    .iter()
                    .chain(["squad", "class", "group", "troupe"].iter())
                    .copied()
                    .find(|g| *g == next)
                    // "the shop", "the cafe": a place, not the speaker's.
                    .filter(|g| {
                        w != "the" || ["team", "band", "squad", "crew", "choir"].contains(g)
                    })
            }),
            _ => None,
        };
        if let Some(group) = group {
            if !note(group) {
                return None;
            }
        }
    }
    // "They're great friends. We connected over …", "out with some old
    // mates, we …": friends the speaker is with, not friends had over.
    static WITH_FRIENDS: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\bwith (?:my |some |a few |a couple of |the )?(?:(?:old|close|best|good|new|school|uni|college|church|gym|hiking|running) )?(?:friends|mates|buddies|pals)\b|\b(?:my|some) (?:[a-z]+ )?(?:friends|mates|buddies|pals) and (?:i|me)\b|\bme and (?:my|the) (?:[a-z]+ )?(?:friends|mates|buddies|pals|girls|lads|guys)\b|\b(?:they're|they are) (?:such |really |so )?(?:great|good|old|close|best) (?:friends|mates)\b")
            .expect("with friends")
    });
    found.or_else(|| WITH_FRIENDS.is_match(text).then_some(person::FRIENDS))
}

/// The partner a turn names ("my partner's called Dev", "my wife Ana",
/// "my husband's um Raj"), who a "we" of the turn is with the speaker.
fn the_partner_named(text: &str) -> Option<String> {
    static PARTNER_NAMED: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i:\bmy (?:partner|wife|husband|girlfriend|boyfriend|fianc[eé]e?|missus|hubby|other half)(?:'s| is)?,? (?:called |named )?(?:(?:um|uh|erm|er),? )?)(?P<name>(?-i:[A-Z][a-z]+))\b")
            .expect("partner named")
    });
    PARTNER_NAMED
        .captures(text)
        .map(|c| c["name"].to_string())
        .filter(|name| !discourse::NOT_NAMES.contains(&name.as_str()))
}

/// Whether the turn speaks of a group the speaker belongs to, so that its
/// "we" is theirs: "our" anything, "my (own) company / band / shop"
/// ("I started my own business, we make candles"), or a part of a home
/// ("we had the back garden paved", "we've knocked the kitchen through").
fn household_in(text: &str) -> bool {
    if PART_OF_THE_HOME.is_match(text) {
        return true;
    }
    let words = clause_words(text);
    let a_group = |w: Option<&String>| w.is_some_and(|w| GROUPS.contains(&w.as_str()));
    words.iter().enumerate().any(|(i, w)| {
        w == "our" || (w == "my" && (a_group(words.get(i + 1)) || a_group(words.get(i + 2))))
    })
}

/// A part of a home named with "the": the speaker's own, when nothing
/// says whose ("the back garden is mostly lawn", "the loft's boarded out
/// now", "the spare room is an office").
static PART_OF_THE_HOME: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\bthe (?:whole )?(?:(?:back|front) )?(?:garden|kitchen|bathroom|loft|attic|garage|driveway|conservatory|spare (?:bed)?room|box room|lounge|living room|front room|cellar|basement|patio|hallway|utility room|downstairs loo)\b")
        .expect("a part of the home")
});

/// Whether the clause opens on a part of the speaker's home and says what
/// it is or has ("The back garden is mostly lawn", "the loft's full of
/// boxes"); "the garden centre" is somewhere else.
fn opens_on_a_part_of_the_home(clause: &str) -> bool {
    PART_OF_THE_HOME.find(clause).is_some_and(|m| {
        let rest = &clause[m.end()..];
        m.start() == 0
            && ["'s ", " is ", " are ", " has ", " was ", " got ", " gets "]
                .iter()
                .any(|v| rest.starts_with(v))
    })
}

/// "The tiredness was an underactive thyroid", "the rash turned out to be
/// eczema": a symptom named with "the" is the speaker's own.
fn opens_on_a_symptom(clause: &str) -> bool {
    static SYMPTOM: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^(?:(?:so |and )?(?:it )?turns out,? )?the (?:tiredness|fatigue|pain|rash|cough|headaches?|migraines?|lump|dizziness|symptoms|bloating|swelling|breathlessness|palpitations|numbness|itching|spots|back pain|chest pain|stomach pain|stomach aches?) (?:was|is|were|are|turned out|has turned out|'s)\b")
            .expect("a symptom")
    });
    SYMPTOM.is_match(clause)
}

/// Whether the clause opens with "we" or its forms.
fn opens_with_we(clause: &str) -> bool {
    matches!(
        first_word(clause).as_str(),
        "we" | "we're" | "we've" | "we'll" | "we'd"
    )
}

/// The head word of a clause: its last content word, stemmed.
/// "a Brentford man", "a Villa girl": a name, then one who follows it.
static FOLLOWER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"\b(?:an?|the) (?P<name>(?-i:[A-Z][\w'-]+)) (?:man|woman|girl|guy|lad|supporter|fan)\b",
    )
    .expect("follower")
});

/// "My bike is an old Raleigh three-speed", "our boiler's a Worcester
/// combi": a thing of the speaker's said to be a kind or a make. What the
/// clause is about is the thing, not the last word of its description.
static THING_DESCRIBED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:my|our|the user's) (?:new |old |current |main )?(?P<thing>[a-z]+)(?:'s| is) (?:now |still |just )?(?:an?|the) ")
        .expect("a thing described")
});

fn head_word(clause: &str) -> String {
    if let Some(thing) = THING_DESCRIBED
        .captures(clause)
        .map(|c| c["thing"].to_lowercase())
        .filter(|t| t.len() > 2 && !crate::discourse::RELATIONS.split('|').any(|r| r == t))
    {
        return text::stem(&thing);
    }
    // Words that say when or how sure, never what: "the code's 9023 now"
    // is about the code.
    const NOT_A_HEAD: &[&str] = &[
        "now",
        "nowadays",
        "lately",
        "recently",
        "today",
        "tonight",
        "yesterday",
        "tomorrow",
        // "not allowed to run at the moment" is about running.
        "moment",
        "again",
        "though",
        "anymore",
        "already",
        "still",
        "instead",
        "actually",
        "really",
        "honestly",
        "basically",
        "either",
        "too",
        // Nor words that place it: "all under ten" is not about "under".
        "under",
        "over",
        "above",
        "below",
        "around",
        "after",
        "before",
        "since",
        "until",
        "till",
        "between",
        // Nor words that count it: "two nieces, both …".
        "both",
        "all",
        "each",
        "several",
        "most",
        "many",
        "few",
    ];
    // "a Brentford man", "a Villa girl", "a Celtic supporter": one who
    // follows a team is its fan, however it is said.
    if let Some(caps) = FOLLOWER.captures(clause) {
        if !attribute::is_a_pastime_or_language(&caps["name"]) {
            return "fan".into();
        }
    }
    let mut last = String::new();
    let mut before = String::new();
    text::for_each_word(clause, |w| {
        if w.len() > 2
            && !text::is_stopword(w)
            && !NOT_A_HEAD.contains(&w)
            && !w.chars().all(|c| c.is_ascii_digit())
            // "three grandchildren, all under ten" is about grandchildren.
            && text::number(w).is_none()
            // "these days" says when, as "now" does.
            && (w != "days" || !matches!(before.as_str(), "these" | "those"))
        {
            last = w.to_string();
        }
        before.clear();
        before.push_str(w);
    });
    if last.is_empty() {
        "misc".into()
    } else {
        text::stem(&last)
    }
}

/// Whether a clause only addresses `name`: a few words ending on the name
/// with no verb among them ("No worries Nate", "Sure thing Dad!"), or no
/// verb at all and either the name does not open it ("Anytime Nate!") or
/// nothing but the name is said ("Nate!").
fn a_name_addressed(clause: &str, name: &str) -> bool {
    let name = name.to_lowercase();
    let words = clause_words(clause);
    // "my wife Sue", "our neighbour Dev": someone introduced, not called.
    let first = first_word(clause);
    let opens_on_the_name = first.trim_end_matches("'s") == name
        || matches!(
            first.as_str(),
            "my" | "our" | "his" | "her" | "their" | "the"
        );
    let ends_on_the_name = words.last().is_some_and(|w| *w == name);
    // "Tom visited Nate": a past deed ending on the name is news.
    let a_deed_before = words.iter().any(|w| w.len() > 3 && w.ends_with("ed"));
    if ends_on_the_name
        && !opens_on_the_name
        && words.len() <= 4
        && !has_a_plain_verb(clause)
        && !a_deed_before
    {
        return true;
    }
    !has_a_verb(clause) && (!opens_on_the_name || content_words(clause) <= 1)
}

fn content_words(clause: &str) -> usize {
    let mut n = 0;
    text::for_each_word(clause, |w| {
        if !text::is_stopword(w) && w.len() > 1 {
            n += 1;
        }
    });
    n
}

fn has_content(clause: &str) -> bool {
    let mut any = false;
    text::for_each_word(clause, |w| {
        if !text::is_stopword(w) && w.len() > 1 {
            any = true;
        }
    });
    any
}

/// What a retraction names, given where its cue was found. A verb that
/// takes an object names what follows it ("I packed in the Spanish
/// lessons", "Grace closed the shop"), else what comes before it ("the
/// trip got cancelled"). A state names its subject ("the juice cleanse
/// fell apart", "Lisbon's not happening"), else the words inside the cue
/// ("we're not getting the puppy after all"), else what follows.
fn retracted_object(clause: &str, start: usize, end: usize, takes_an_object: bool) -> Vec<String> {
    const ADVERBS: &[&str] = &[
        "finally",
        "just",
        "also",
        "really",
        "actually",
        "totally",
        "officially",
        "recently",
        "basically",
        "honestly",
        "sadly",
        "pretty",
        "kind",
        "sort",
        "now",
        "anyway",
        "well",
        "so",
        // "since the band split": the subordinator is no subject.
        "since",
        "after",
        "when",
        "once",
        "because",
        // "our flat got sold": the passive's helper is no subject; "our
        // old Clio was sold" names the Clio.
        "got",
        "been",
        "being",
        "old",
    ];
    const LIGHT_VERBS: &[&str] = &[
        "doing",
        "going",
        "having",
        "getting",
        "making",
        "taking",
        "happening",
        "anymore",
    ];
    let (start, end) = (start.min(clause.len()), end.min(clause.len()));
    let before = &clause[..start];
    let a_person = |w: &str| {
        matches!(
            w.trim_end_matches("'m").trim_end_matches("'re"),
            "i" | "we" | "he" | "she" | "they" | "you"
        )
    };
    // "the doctor says I can't have dairy any more": the person right
    // before the cue is its subject, whoever reported it. "my knee can't
    // take netball any more": a body part that cannot is its owner.
    // "ca" and "wo" are what "can't" and "won't" leave before the cue's "n't".
    const AUXILIARIES: &[&str] = &[
        "ca", "wo", "can", "could", "do", "does", "did", "is", "are", "was", "were", "will",
        "would", "should", "has", "have", "had", "just", "really", "still", "even", "simply",
    ];
    let mut said_before = before
        .split_whitespace()
        .rev()
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'')
                .to_lowercase()
        })
        .skip_while(|w| AUXILIARIES.contains(&w.as_str()));
    let last_before = said_before.next().unwrap_or_default();
    // "Marcus and I aren't …": a couple, whose other half is the subject.
    let a_couple = said_before.next().is_some_and(|w| w == "and");
    let person_first = a_person(&first_word(before))
        || (a_person(&last_before) && !a_couple)
        || BODY_PARTS.contains(&last_before.as_str());
    // "not on the 42 anymore": a number of two figures names a bus, a
    // route or a class as well as a word does.
    let content = |part: &str, exclude: &[&str]| {
        let mut words = Vec::new();
        text::for_each_word(part, |w| {
            let long_enough =
                w.len() > 2 || (w.len() == 2 && w.bytes().all(|b| b.is_ascii_digit()));
            if words.len() < 2 && long_enough && !text::is_stopword(w) && !exclude.contains(&w) {
                words.push(w.to_string());
            }
        });
        words
    };
    // The subject: the first content words before the cue.
    let subject = if person_first {
        Vec::new()
    } else {
        content(before, &[ADVERBS, LIGHT_VERBS].concat())
    };
    let after = object_after(clause, end);
    let inside = content(
        &clause[start..end],
        &[
            LIGHT_VERBS,
            &[
                "after", "all", "longer", "more", "used", "done", "before", "take", "eat", "drink",
                "play", "stand", "handle", "manage", "afford", "cope", "get", "catch", "use",
                "came", "come", "coming", "went", "gone", "off",
            ],
        ]
        .concat(),
    );
    // The cue as said, lowercase, read below for what it holds inside.
    let cue = clause[start..end].trim().to_lowercase();
    // "Mark's left the police", "she's left teaching", "Megan's left the
    // bakery": what was left is inside the cue.
    // Found in the cue as said: an ASCII word's bytes start on a char
    // boundary, and no lowercased copy shifts the offsets. "left" opens the
    // cue or follows its "'s", "'ve", "has", "have" or "had".
    let left_inside = match clause.as_bytes()[start..end]
        .windows(5)
        .position(|w| w.eq_ignore_ascii_case(b"left "))
    {
        Some(at) if at == 0 || cue.starts_with(['\'', 'h']) => {
            content(&clause[start + at..end], &["left"])
        }
        _ => Vec::new(),
    };
    // "we lost Meg in March": the name is inside the cue.
    let named_inside: Vec<String> = clause[start..end]
        .split_whitespace()
        .skip(1)
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
        .filter(|w| w.chars().next().is_some_and(char::is_uppercase))
        .map(str::to_lowercase)
        .collect();
    // "had to let the pottery go": what is let go is inside the cue.
    // "cut the sugar out of my tea", "cut out sugar": what is cut out is
    // inside the cue too.
    let cut_out = (cue.starts_with("cut") && cue.split_whitespace().any(|w| w == "out"))
        || cue.starts_with("kick");
    let let_go = if cue.starts_with("let ") {
        content(&clause[start..end], &["let", "lapse", "go", "of"])
    } else if cut_out {
        content(
            &clause[start..end],
            &[
                "cut", "cutting", "out", "kick", "kicked", "kicking", "habit",
            ],
        )
    } else {
        Vec::new()
    };
    // "Dad's out of hospital", "home from hospital": where they were is
    // what ended.
    if cue.ends_with("hospital") {
        return vec!["hospital".to_string()];
    }
    // "the Fiesta died on the motorway", "the café closed in March": a
    // cue that needs no object, ending on nothing or on a place or a
    // time, was said of its subject, not of what follows it.
    const OPENS_AN_ADJUNCT: &[&str] = &[
        "on",
        "in",
        "at",
        "last",
        "this",
        "yesterday",
        "today",
        "over",
        "during",
        "after",
        "before",
        "because",
        "cos",
        "so",
        "and",
        "but",
        "for",
        "when",
        "while",
        "recently",
        "from",
        "outside",
        "overnight",
    ];
    // "the Focus got nicked from outside the house": a thing ended by
    // someone else, said in the passive, is its subject.
    const ENDS_ON_ITS_SUBJECT: &[&str] = &[
        "died",
        "passed away",
        "closed",
        "closed down",
        "shut down",
        "wound up",
        "stolen",
        "nicked",
        "pinched",
        "nabbed",
        "scrapped",
    ];
    let next = first_word(&clause[end..]);
    // A death said of a name is read on its own path (`departed`), which
    // also takes the name out of a list ("Salt and Pepper").
    // "My Duolingo streak died": the head said last is what died, and it
    // is no name.
    // "The Yaris died on the M6": a capitalised word after "the" or "my"
    // names a thing, which died as its subject.
    let a_name_died = (cue.ends_with("died") || cue.ends_with("passed away"))
        && subject.last().is_some_and(|w| {
            let said: Vec<&str> = before.split_whitespace().collect();
            said.iter().enumerate().any(|(i, b)| {
                b.trim_matches(|c: char| !c.is_alphanumeric())
                    .to_lowercase()
                    .eq(w)
                    && b.starts_with(char::is_uppercase)
                    && !i.checked_sub(1).is_some_and(|p| {
                        matches!(
                            said[p].to_lowercase().as_str(),
                            "the" | "my" | "our" | "his" | "her" | "their" | "old"
                        )
                    })
            })
        });
    // "the van went back to the lease company": what went back ended.
    let went_back = cue.contains(" back to ");
    // "the Clio has been sold to a neighbour", "the Canon's been passed on
    // to my nephew": a thing ended in the passive is its subject, whatever
    // follows.
    let passive = [
        "'s been ",
        "has been ",
        "have been ",
        "was ",
        "were ",
        "got ",
    ]
    .iter()
    .any(|p| cue.starts_with(p))
        || before.split_whitespace().last().is_some_and(|w| {
            matches!(
                w.to_lowercase().as_str(),
                "been" | "was" | "were" | "got" | "being"
            )
        });
    let said_of_its_subject = !subject.is_empty()
        && !a_name_died
        && (went_back
            || passive
            || ENDS_ON_ITS_SUBJECT.iter().any(|c| cue.ends_with(c))
                && (next.is_empty() || OPENS_AN_ADJUNCT.contains(&next.as_str())));
    // "he's retired and driving Mum mad": retiring takes no object, and
    // what follows it is another clause.
    if cue.ends_with("retired") {
        return subject;
    }
    let order = if takes_an_object && !said_of_its_subject {
        // "let the allotment go in the end": what is let go is inside
        // the cue, whatever follows it.
        if !let_go.is_empty() && !cut_out {
            [named_inside, let_go, after, left_inside, subject]
        } else if cut_out {
            [let_go, named_inside, after, left_inside, subject]
        } else {
            [left_inside, named_inside, after, let_go, subject]
        }
    } else {
        [subject, inside, after, Vec::new(), Vec::new()]
    };
    order
        .into_iter()
        .find(|w| !w.is_empty())
        .unwrap_or_default()
}

/// A body part said as the subject of what someone can no longer do, and
/// never a thing a later "it" is.
pub(crate) const BODY_PARTS: &[&str] = &[
    "knee",
    "knees",
    "back",
    "hip",
    "hips",
    "shoulder",
    "shoulders",
    "ankle",
    "ankles",
    "wrist",
    "wrists",
    "stomach",
    "tummy",
    "gut",
    "body",
    "heart",
    "lungs",
    "joints",
    "feet",
    "foot",
    "legs",
    "neck",
    "elbow",
    "skin",
];

/// How fully something ended, never what: "off caffeine completely" names
/// no completeness.
const HOW_FULLY: &[&str] = &[
    "completely",
    "entirely",
    "totally",
    "altogether",
    "fully",
    "properly",
    "permanently",
    "forever",
    "anymore",
    "now",
    "again",
    "already",
    "yet",
];

/// The first two content words after byte `at`: what a retraction names.
fn object_after(clause: &str, at: usize) -> Vec<String> {
    let mut out = Vec::new();
    // Up to the next comma: "…after all, knee's playing up" names no knee.
    let rest = &clause[at.min(clause.len())..];
    let rest = rest.split([',', ';']).next().unwrap_or("");
    // Nor past a word that opens a phrase of its own: "gone off sushi
    // since the food poisoning" names no poisoning. "as" does only when no
    // role follows it: "quit working as a nurse" names the nursing, "quit
    // the gym as it got too dear" no dearness.
    const OPENS_A_PHRASE: &[&str] = &[
        "since", "because", "cos", "after", "when", "until", "till", "while", "though", "although",
    ];
    let mut words = Vec::new();
    text::for_each_word(rest, |w| words.push(w.to_string()));
    for (i, w) in words.iter().enumerate() {
        let a_role_follows = words
            .get(i + 1)
            .is_some_and(|next| matches!(next.as_str(), "a" | "an"));
        let for_good = w == "for" && words.get(i + 1).is_some_and(|next| next == "good");
        // "came off keto last month": a time after the object is no part
        // of it.
        let a_time_follows = matches!(w.as_str(), "last" | "next" | "this" | "every")
            && words
                .get(i + 1)
                .is_some_and(|next| text::is_time_word(next));
        if OPENS_A_PHRASE.contains(&w.as_str())
            || (w == "as" && !a_role_follows)
            || for_good
            || a_time_follows
        {
            break;
        }
        if out.len() < 2 && w.len() > 1 && !text::is_stopword(w) && !HOW_FULLY.contains(&w.as_str())
        {
            out.push(w.clone());
        }
    }
    out
}

/// "at the coffee shop", "in my old school": where a clause says someone
/// is, up to the first small word after its noun.
static PLACE_AT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)\b(?:at|in) (?P<place>(?:the|a|an|my|our|his|her|their) (?:[\w'-]+ ){0,2}[\w'-]+)|\b(?:at|in|to) (?P<named>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?)",
    )
    .expect("place at")
});

/// A place by its name, said to be a place: "Lisbon is such a lovely
/// city", "Cornwall's a gorgeous part of the country", "Kyoto is honestly
/// the best place I've been" — not "Sarah is a great person".
static PLACE_DESCRIBED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"^(?:\w+, )?(?P<named>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?)(?: is|'s) (?:[\w'-]+ ){0,5}?(?:city|town|country|village|island|place|spot|part of the (?:world|country)|capital)\b",
    )
    .expect("place described")
});

/// The place the clause is at, if it names one.
fn place_said(clause: &str) -> Option<String> {
    let Some(caps) = PLACE_AT.captures_iter(clause).last() else {
        let named = PLACE_DESCRIBED.captures(clause)?.name("named")?;
        return (!memoir_core::text::is_time_word(&named.as_str().to_lowercase()))
            .then(|| named.as_str().to_string());
    };
    // "the train to Slough": a place by its name, unless it is a time.
    if let Some(named) = caps.name("named") {
        let first = named.as_str().split(' ').next().unwrap_or_default();
        return (!memoir_core::text::is_time_word(&first.to_lowercase()))
            .then(|| named.as_str().to_string());
    }
    let m = caps.name("place")?;
    let mut words = m.as_str().split_whitespace();
    let determiner = words.next()?;
    let noun: Vec<&str> = words
        .take_while(|w| !memoir_core::text::is_stopword(&w.to_lowercase()))
        .collect();
    (!noun.is_empty()).then(|| format!("{determiner} {}", noun.join(" ")))
}

/// "dairy-free", "gluten-free": a thing gone without.
static FREE_OF: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?P<what>dairy|gluten|wheat|nut|sugar|egg|soy|soya|lactose|meat|alcohol|caffeine|fat|salt)-free\b")
        .expect("free of")
});

/// "cut it out", "can't have it", "stay off it", "give it up": a thing
/// gone without, said as "it".
static GIVEN_UP_IT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?P<verb>cut|cutting|give|giving|gave|kick|kicking|knock|knocking|can't have|cannot have|can't eat|can't drink|avoid|avoiding|stay off|staying off|keep off|come off|coming off|came off|go without|going without|not allowed) it(?P<out> out| up| on the head)?\b")
        .expect("given up it")
});

/// "we've just moved here", "I'm living here now": a home said as "here".
/// "… we've just moved" said bare after a question naming a town is a
/// move there too.
static HOME_HERE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?P<verb>(?P<moved>moved|relocated)|live|lives|living|based|settled) (?:over |down |up |out )?here\b|\b(?P<bare>moved|relocated)(?P<end>\s*[.!]*)$")
        .expect("home here")
});

/// A thing of a name asked about: "on a Brompton?", "for the Pixel 8?".
static NAMED_THING_ASKED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(?:a|an|the) (?P<name>[A-Z][\w-]*(?: [A-Z0-9][\w-]*){0,2})[^?]*\?$")
        .expect("named thing asked")
});

/// "I've just swapped the Raleigh for one", "we bought one last week":
/// "one" got, after a question about a thing of a name.
static GOT_ONE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?P<got>for|bought|got|ordered|picked up|'ve got|have got|switched to|swapped to|upgraded to|treated myself to|treated us to) one\b")
        .expect("got one")
});

/// A town said with where something is: "a vet near Harrogate", "good
/// schools in Leeds", "anything to do around Ely".
static PLACE_NEAR: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(?:near|in|around|round|about) (?P<town>[A-Z][a-z]+(?:[ -](?:upon[ -]|on[ -]|le[ -])?[A-Z][a-z]+)?)\b")
        .expect("place near")
});

/// "I'm hooked", "I've been obsessed ever since", "I go every Thursday
/// now": a liking or a going with nothing said of what is liked or gone
/// to.
static HOOKED_OR_GOING_BARE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:and |so |now |since then )?(?:(?P<hooked>(?:i'm|i am|i've been|i have been|we're|we've been|i got|i'm now|i am now) (?:totally |completely |well |properly |absolutely |now |just )?(?:hooked|addicted|obsessed))(?: (?:ever since|since|now))?|(?P<going>(?:i|we) (?:now |still )?go) (?P<when>every [a-z]+|on [a-z]+s|(?:once|twice|three times) a (?:week|month|fortnight)|weekly|most [a-z]+s)(?: now)?)\s*[.!]*$")
        .expect("hooked or going bare")
});

/// `clause` said of `thing`: "I'm hooked" → "I'm hooked on bouldering";
/// "I go every Thursday now" → "I go to a pottery class every Thursday".
fn hooked_or_going_on(clause: &str, thing: &str) -> String {
    let Some(caps) = HOOKED_OR_GOING_BARE.captures(clause) else {
        return clause.to_string();
    };
    // What follows ("ever since", "now") is kept: "now" says a change.
    if let Some(hooked) = caps.name("hooked") {
        let on = if hooked.as_str().ends_with("obsessed") {
            "with"
        } else {
            "on"
        };
        return format!(
            "{} {on} {thing}{}",
            hooked.as_str(),
            &clause[hooked.end()..]
        );
    }
    match (caps.name("going"), caps.name("when")) {
        (Some(going), Some(when)) => {
            format!("{} to {thing} {}", going.as_str(), &clause[when.start()..])
        }
        _ => clause.to_string(),
    }
}

/// "so I left", "I quit!", "the hours were silly, I walked out", "I
/// withdrew after the first module": a leaving with nothing said of what
/// was left, only when or why ("after …", "in May", "because …").
static LEFT_BARE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:^|\b(?:so|and|but|then) |,\s*)(?P<who>i|we)(?: just| finally| eventually| actually| then)? (?:left|quit|walked out|jacked it in|packed it in|withdrew|dropped out|pulled out|bowed out)(?P<tail> (?:after|before|during|halfway|in|at|last|this|because|when|over|once|two|three|a few|weeks|months)\b[^,.!?]*)?(?P<why>,[^.!?]*)?\s*[.!]*$")
        .expect("left bare")
});

/// Whether `clause` says a word [`LEFT_BARE`] reads: most say none, and
/// skip the pattern.
fn may_say_a_leaving(clause: &str) -> bool {
    [
        "left",
        "quit",
        "walked out",
        "it in",
        "withdrew",
        "dropped out",
        "pulled out",
        "bowed out",
    ]
    .iter()
    .any(|w| contains_ignoring_case(clause, w))
}

/// "How's the bakery?", "how are things at Boots?" (see [`place_said`]),
/// "How's your new job going?": the place or work the assistant asks after.
fn the_place_asked_after(asked: &str) -> Option<String> {
    let caps = PLACE_ASKED_AFTER.captures(asked)?;
    let place = caps.name("place")?.as_str();
    Some(place.replace("your ", "my "))
}

static PLACE_ASKED_AFTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:and |so )?how(?:'s| is| are things at| are you finding| are you getting on at) (?P<place>(?:the|your) (?:new )?(?:[\w'-]+ )?(?:practice|surgery|shop|job|office|school|salon|bakery|cafe|café|restaurant|pub|bar|hotel|gym|clinic|firm|company|store|branch|warehouse|factory|studio|agency|nursery|college|uni|hospital|ward|site|depot|place|work))\b")
        .expect("place asked after")
});

/// `clause` with a "there" that points at a place put as "at `place`";
/// "there's", "over there" and "get there" are left as they are.
fn there_as(clause: &str, place: &str) -> String {
    // Only in what the speaker says they do there: "I'm a supervisor
    // there", not a remark ("it was great being there").
    // "Planning a trip there next month": a plan with its "I'm" unsaid.
    let wished = [
        "i'd ",
        "i'll ",
        "we'd ",
        "we'll ",
        "planning ",
        "hoping to ",
        "thinking of ",
    ]
    .iter()
    .any(|p| starts_with_ignoring_case(clause, p));
    if !opens_with_the_speaker(clause) && !wished {
        return clause.to_string();
    }
    let words: Vec<&str> = clause.split(' ').collect();
    for (i, word) in words.iter().enumerate() {
        let bare = word.trim_end_matches(['.', ',', '!', '?']);
        if !bare.eq_ignore_ascii_case("there") || i == 0 {
            continue;
        }
        let before = words[i - 1].to_lowercase();
        let after = words
            .get(i + 1)
            .map(|w| w.to_lowercase())
            .unwrap_or_default();
        let pointing = !matches!(
            before.as_str(),
            "over"
                | "out"
                | "up"
                | "down"
                | "from"
                | "get"
                | "got"
                | "go"
                | "goes"
                | "went"
                | "going"
                | "been"
                | "back"
                | "right"
                | "in"
                | "here"
                | "and"
                | "so"
                | "but"
                | "then"
                | "hi"
                | "hey"
                | "is"
                | "are"
                | "was"
                | "were"
        ) && !matches!(
            after.as_str(),
            "is" | "are" | "was" | "were" | "will" | "has" | "have" | "had" | "'s" | "'re"
        );
        if pointing {
            let mut out = words[..i].join(" ");
            // "a trip to Lisbon", "the seafood in Seattle".
            // "I left there": the place itself is what was left.
            let left_it = matches!(
                before.as_str(),
                "left" | "quit" | "leave" | "leaving" | "quitting"
            );
            let preposition = if left_it {
                ""
            } else if matches!(
                before.as_str(),
                "trip" | "trips" | "journey" | "flight" | "move" | "drive" | "ride"
            ) {
                "to"
            } else if place.starts_with(char::is_uppercase) {
                "in"
            } else {
                "at"
            };
            if !preposition.is_empty() {
                out.push(' ');
                out.push_str(preposition);
            }
            out.push_str(&format!(" {place}{}", &word[bare.len()..]));
            for rest in &words[i + 1..] {
                out.push(' ');
                out.push_str(rest);
            }
            return out;
        }
    }
    clause.to_string()
}

/// Texted all in lower case (as `typed`), the names of people already
/// known are written as names: "mochi turned 4" speaks of Mochi. (The
/// text may have capitals that reading put in: "called ethan" is "called
/// Ethan" by then.)
fn known_names_capitalised(text: String, typed: &str, known: &[Subject]) -> String {
    if typed.chars().any(|c| c.is_ascii_uppercase() && c != 'I') || known.is_empty() {
        return text;
    }
    let names: Vec<&str> = known
        .iter()
        .filter(|s| !s.is_user())
        .map(|s| s.display.split(" (").next().unwrap_or(""))
        .filter(|n| n.len() > 1 && !n.contains(' '))
        .collect();
    text.split(' ')
        .map(|word| {
            let bare = word.trim_end_matches(|c: char| !c.is_alphanumeric());
            match names.iter().find(|n| n.eq_ignore_ascii_case(bare)) {
                Some(name) => format!("{name}{}", &word[bare.len()..]),
                None => word.to_string(),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// "no I stopped after …", "yeah we moved in May": a yes or a no that
/// speech runs into what follows, given the comma writing puts after it,
/// for the answer to be read as one.
fn a_yes_or_no_given_its_comma(text: &str) -> Option<String> {
    const YES_OR_NO: &[&str] = &["no", "nope", "nah", "yes", "yeah", "yep", "yup"];
    const THEN_A_SUBJECT: &[&str] = &[
        "i", "i'm", "i've", "we", "we're", "we've", "she", "she's", "he", "he's", "they",
        "they're", "it's", "my", "our",
    ];
    let mut words = text.split_whitespace();
    let (first, second) = (words.next()?, words.next()?);
    (YES_OR_NO.iter().any(|w| w.eq_ignore_ascii_case(first))
        && THEN_A_SUBJECT
            .iter()
            .any(|w| w.eq_ignore_ascii_case(&second.replace('\u{2019}', "'"))))
    .then(|| {
        let at = text.find(first).unwrap_or(0) + first.len();
        format!("{},{}", &text[..at], &text[at..])
    })
}

/// Reads a turn: the proposals, and the clauses left out with the reason.
pub fn read(turn: &TurnInput<'_>) -> Reading {
    let mut reading = Reading::default();
    if !turn.speaker.speaks_for_a_person() {
        return reading;
    }
    if let Some(plain) = without_texting_asides(turn.text) {
        return read(&TurnInput {
            text: &plain,
            ..*turn
        });
    }
    if let Some(plain) = news_asked_back_said_plainly(turn.text) {
        return read(&TurnInput {
            text: &plain,
            ..*turn
        });
    }
    if let Some(plain) = profile_said_as_sentences(turn.text) {
        return read(&TurnInput {
            text: &plain,
            ..*turn
        });
    }
    if let Some(plain) = told_before_said_plainly(turn.text) {
        return read(&TurnInput {
            text: &plain,
            ..*turn
        });
    }
    if let Some((plain, old)) = old_named_in_a_comparison(turn.text) {
        let mut reading = read(&TurnInput {
            text: &plain,
            ..*turn
        });
        let speech = speech_of(turn.speaker);
        for name in old {
            reading
                .proposals
                .push(speaker_ended(&speech, name.to_lowercase(), turn.text));
        }
        return reading;
    }
    if let Some(plain) = idioms_said_plainly(turn.text) {
        return read(&TurnInput {
            text: &plain,
            ..*turn
        });
    }
    if let Some(with_comma) = a_yes_or_no_given_its_comma(turn.text) {
        return read(&TurnInput {
            text: &with_comma,
            ..*turn
        });
    }
    // "Are you still in Coventry?" — "Nope, Warwick now.": the answer is
    // the question said back with its new value.
    let said_back = turn
        .previous_assistant
        .and_then(|q| {
            answer::as_said(q, turn.text).or_else(|| {
                turn.previous_user
                    .and_then(|before| answer::named_when_asked(q, turn.text, before))
            })
        })
        .or_else(|| {
            turn.previous_user
                .and_then(|before| answer::one_more_like_before(before, turn.text))
        })
        .or_else(|| answer::topic_then_comment(turn.text));
    if let Some(said_back) = said_back {
        // "How's Ravi getting on with the rugby?" — "he's jacked it in":
        // read without the question, the "he" is still the one it named.
        let said_back = match turn.previous_assistant.and_then(answer::the_one_name_in) {
            Some(name) => opening_he_or_she_named(&said_back, name),
            None => said_back,
        };
        return read(&TurnInput {
            text: &said_back,
            previous_assistant: None,
            ..*turn
        });
    }
    let mut speech = speech_of(turn.speaker);
    speech.voice.group = the_group_we_are(turn.text);
    speech.voice.partner = the_partner_named(turn.text);
    let mut discourse = Discourse::new(turn.known_people);
    if let Some(before) = turn.previous_user {
        for c in clauses_of_normalised(&normalise(before)) {
            discourse.note_things(&c);
            discourse.read(&c, true);
            // "We got a hamster." — "He's called Nibbles.": a relative or
            // a pet the turn before is whom a "he" in this one may be.
            discourse.note_relatives(&c);
            discourse.note_people_met(&c);
            discourse.note_strangers(&c);
            if let Some((rule, _)) = RULE_SET.first(Stage::Slot, Speakers::Person, &c) {
                if let Yield::Slot(a) = rule.yields {
                    discourse.last_slot = Some(a);
                }
            }
        }
    }
    if let Some(question) = turn.previous_assistant {
        discourse.asked_after(question, turn.text);
    }
    discourse.thing_named_in_turn = false;
    if let Some(restated) = turn.previous_user.and_then(|before| {
        let asked = turn
            .previous_assistant
            .is_some_and(|a| a.trim_end().ends_with('?'));
        (!asked)
            .then(|| opening_correction(before, turn.text))
            .flatten()
    }) {
        reading.proposals.push(restated);
    }
    if let Some((wrong, right)) = turn.previous_assistant.and_then(|echo| {
        put_right_after_an_echo(echo, turn.text)
            .or_else(|| day_put_right_after_an_echo(echo, turn.text))
            .or_else(|| count_put_right_after_an_echo(echo, turn.text))
    }) {
        reading.proposals.push(Proposal::Restate { wrong, right });
    }
    let renamed = renamed_because_it_did_not_suit(turn.text);
    let asked = turn
        .previous_assistant
        .is_some_and(|a| a.trim_end().ends_with('?'));
    let mut text = corrected_in_a_breath(&known_names_capitalised(
        normalise(turn.text),
        turn.text,
        turn.known_people,
    ));
    for said_plainly in WHOLE_TURN_REWRITES {
        if let Cow::Owned(plain) = said_plainly(&text) {
            text = plain;
        }
    }
    let mut text = labels_as_statements(&text);
    // "What's next?" — "Practice nurse at a GP surgery": the speaker's
    // own job; "What does your wife do?" — "Nurse at the Royal" is hers.
    if !asked || !turn.previous_assistant.is_some_and(asks_after_someone_else) {
        text = jobs_said_alone(text);
    }
    // "I said X but meant Y", "I told you X last week but he's actually
    // in Y": read across the turn before it is cut into clauses, and taken
    // out of it — it is talk about the conversation, not a statement.
    if let Some(caps) = RULE_SET
        .captures("said_but_meant", &text)
        .or_else(|| RULE_SET.captures("said_and_was_wrong", &text))
    {
        let group = |names: [&str; 8]| names.iter().find_map(|n| caps.name(n));
        if let (Some(whole), Some(wrong), Some(right)) = (
            caps.get(0),
            group([
                "wrong", "wrong2", "wrong3", "wrong4", "wrong5", "wrong6", "wrong7", "wrong8",
            ]),
            group([
                "right", "right2", "right3", "right4", "right5", "right6", "right7", "right8",
            ]),
        ) {
            let right = right.as_str().trim();
            reading.proposals.push(Proposal::Restate {
                wrong: value_said_of(wrong.as_str().trim(), right).to_string(),
                right: right.to_string(),
            });
            let range = whole.range();
            text.replace_range(range, "");
        }
    }
    // "Well, a trainee accountant, I sit my finals in May": the role said
    // before, restated more exactly; the rest is read as said.
    if let Some(caps) = RULE_SET.captures("role_narrowed", &text) {
        if let (Some(whole), Some(which), Some(role)) =
            (caps.get(0), caps.name("which"), caps.name("role"))
        {
            reading.proposals.push(Proposal::Restate {
                wrong: role.as_str().to_lowercase(),
                right: format!("{} {}", which.as_str(), role.as_str()).to_lowercase(),
            });
            let range = whole.range();
            text.replace_range(range, "");
        }
    }
    // "his name's Conall, not Connor": the name said before was wrong.
    // "it's 41 Oak Road, not 14": so is a number.
    if let Some(caps) = RULE_SET.captures("not_that_name", &text) {
        let right = ["right", "right_n", "right2"]
            .iter()
            .find_map(|n| caps.name(n));
        let wrong = ["wrong", "wrong_n", "wrong2"]
            .iter()
            .find_map(|n| caps.name(n));
        // "not Bella, Stella!": the whole of it is from "not" on; what
        // stood before ("sorry, ") stays as said.
        let whole = caps
            .name("wrong2")
            .and_then(|_| {
                let m = caps.get(0)?;
                let from = m.as_str().find("not ")?;
                Some(m.start() + from..right?.end())
            })
            .or_else(|| caps.get(0).map(|m| m.range()));
        let same = right
            .zip(wrong)
            .is_some_and(|(r, w)| r.as_str() == w.as_str());
        if let (Some(right), Some(wrong), Some(whole), false) = (right, wrong, whole, same) {
            reading.proposals.push(Proposal::Restate {
                wrong: wrong.as_str().to_string(),
                right: right.as_str().to_string(),
            });
            // What is said next holds the right name only (and the words
            // a number came with: "41 Oak Road").
            let keep = caps.name("number").unwrap_or(right).as_str().to_string();
            text.replace_range(whole, &keep);
        }
    }
    // "she spells it Zahra": a name put right by its spelling alone.
    if let Some(caps) = RULE_SET.captures("spelt_as", &text) {
        let right = ["right", "right2", "right3", "right4"]
            .iter()
            .find_map(|n| caps.name(n));
        // "How's Bolt settling in?" — "it's Colt actually": the name the
        // assistant said is the one put right.
        let misheard = right
            .zip(turn.previous_assistant)
            .and_then(|(right, asked)| memoir_core::reconcile::misheard_in(asked, right.as_str()));
        match (right, misheard) {
            (Some(right), Some(wrong)) => reading.proposals.push(Proposal::Restate {
                wrong: wrong.to_string(),
                right: right.as_str().to_string(),
            }),
            (Some(right), None) => reading.proposals.push(Proposal::Respell {
                right: right.as_str().to_string(),
            }),
            _ => {}
        }
        // "it's Bruna actually" says nothing but the name put right.
        if caps
            .name("right3")
            .or_else(|| caps.name("right4"))
            .is_some()
        {
            if let Some(whole) = caps.get(0) {
                let range = whole.range();
                text.replace_range(range, "");
            }
        }
    }
    if let Some(caps) = RULE_SET.captures("promoted_then_title", &text) {
        if let (Some(whole), Some(title)) = (caps.get(0), caps.name("title")) {
            let promoted = whole.as_str();
            let promoted = promoted[..promoted
                .find(['!', '.', ',', ':', ';', '\u{2013}', '\u{2014}', '-'])
                .unwrap_or(promoted.len())]
                .trim_end();
            // "got promoted to …", "got the job as …".
            let to = if promoted.to_lowercase().contains("promot") {
                "to"
            } else {
                "as"
            };
            let joined = format!("{promoted} {to} {}", title.as_str());
            let range = whole.range();
            text.replace_range(range, &joined);
        }
    }
    // "We've moved Mum into a care home" says where Mum lives now.
    if let Some(caps) = RULE_SET.captures("moved_someone_in", &text) {
        if let (Some(whole), Some(who), Some(place)) =
            (caps.get(0), caps.name("who"), caps.name("where"))
        {
            let moved = format!("{} has moved into {}", who.as_str(), place.as_str());
            let range = whole.range();
            said_first(&mut text, range, moved);
        }
    }
    // "We brought Dad to live with us" says where Dad lives now.
    if let Some(caps) = RULE_SET.captures("took_someone_in", &text) {
        if let (Some(whole), Some(who), Some(with)) =
            (caps.get(0), caps.name("who"), caps.name("with"))
        {
            let moved = format!("{} has moved in with {}", who.as_str(), with.as_str());
            let range = whole.range();
            said_first(&mut text, range, moved);
        }
    }
    // "My girls are Lina, who's 6, and Noor, who's 3": each age its own.
    if let Some(caps) = RULE_SET.captures("ages_of_two", &text) {
        if let (Some(whole), Some(a), Some(n1), Some(b), Some(n2)) = (
            caps.get(0),
            caps.name("a"),
            caps.name("n1"),
            caps.name("b"),
            caps.name("n2"),
        ) {
            let (a, b) = (a.as_str(), b.as_str());
            let each = format!(
                "{a} and {b}. {a} is {} and {b} is {}",
                n1.as_str(),
                n2.as_str()
            );
            let range = whole.range();
            text.replace_range(range, &each);
        }
    }
    // "My sisters are Kerry, who lives in Derby, and Gemma, who's in
    // Nottingham" → "My sisters are Kerry and Gemma. Kerry lives in Derby.
    // Gemma's in Nottingham.": what is said of each is theirs alone.
    // Each pass takes one "who" clause out; four is more than a turn says.
    for _ in 0..4 {
        let Some(caps) = RULE_SET.captures("said_of_a_name_by_who", &text) else {
            break;
        };
        let (Some(whole), Some(name), Some(said), Some(rest), Some(end)) = (
            caps.get(0),
            caps.name("name"),
            caps.name("said"),
            caps.name("rest"),
            caps.name("end"),
        ) else {
            break;
        };
        // "Mia, who's my sister, …" names a relation, read where it is.
        // "Jean, who'd been through a lot, yet stayed cheerful": what
        // follows goes on with the clause set off, which stays whole.
        let goes_on = text[end.end()..]
            .split_whitespace()
            .next()
            .is_some_and(|w| matches!(w, "yet" | "but" | "so" | "still"));
        if goes_on
            || ["my ", "our "]
                .iter()
                .any(|p| rest.as_str().trim_start().starts_with(p))
        {
            break;
        }
        let sentence = format!(
            " {}{}{}.",
            name.as_str(),
            said.as_str().replace('’', "'"),
            rest.as_str().trim_end()
        );
        let cut = name.end()..if end.as_str() == "," {
            end.end()
        } else {
            end.start()
        };
        let sentence_end = text[whole.end()..]
            .find(['.', '!', '?'])
            .map_or(text.len(), |at| whole.end() + at + 1);
        let mut rewritten = String::with_capacity(text.len() + sentence.len() + 1);
        rewritten.push_str(&text[..cut.start]);
        rewritten.push_str(&text[cut.end..sentence_end]);
        if !rewritten.ends_with(['.', '!', '?']) {
            rewritten.push('.');
        }
        rewritten.push_str(&sentence);
        rewritten.push_str(&text[sentence_end..]);
        text = rewritten;
    }
    let text = speaker_as_themself(text);
    let anchored = mentions_speaker(&text);
    let mut pending_marker: Option<String> = None;
    // "How's the practice?" — "I left there in May": the place asked
    // after is the "there" of the reply's first clause.
    let mut place_before: Option<String> = turn
        .previous_assistant
        .filter(|_| contains_ignoring_case(&text, "there"))
        .and_then(|asked| place_said(asked).or_else(|| the_place_asked_after(asked)));
    let mut thing_before: Option<String> = None;
    let mut plural_before: Option<String> = None;
    let mut left_before: Option<String> = None;
    let mut taken_before: Option<String> = None;
    let mut here_before: Option<String> = None;
    let mut named_thing_asked: Option<String> = None;
    let mut free_of_before: Option<String> = None;
    // "actually we live in Sale": the turn puts right what was said
    // before; "actually" is gone from its clauses once read, so it is read
    // here, and the first clause read is the change (as an announced one).
    if RULE_SET.applies("actually_put_right", &text) {
        discourse.change_announced = true;
    }
    let mut said = clauses_of_normalised(&text).into_iter().peekable();
    // "Say I came into money, I'd get a Porsche": what follows a condition
    // in its sentence holds only if it does.
    let mut on_condition = false;
    while let Some(clause) = said.next() {
        // "correction on the coffee thing, it's almond now": the marker
        // and its topic belong to the clause that says the new value.
        let clause = match pending_marker.take() {
            Some(marker) => format!("{marker}, {clause}"),
            None => clause,
        };
        if std::mem::take(&mut on_condition) {
            reading
                .skipped
                .push((clause, Skipped::Rule(SkipReason::Hedge)));
            continue;
        }
        if CONDITION.is_match(&clause) && !A_CONDITION_OF_SPEECH.is_match(&clause) {
            on_condition = !clause.ends_with(['.', '!', '?']);
            reading
                .skipped
                .push((clause, Skipped::Rule(SkipReason::Fragment)));
            continue;
        }
        // "Taking in kids in need - you're so kind!": a deed said bare,
        // then praised in the listener, is the listener's deed.
        let opening = clause
            .split_whitespace()
            .next()
            .unwrap_or("")
            .trim_end_matches([',', '.', '!']);
        if opening.len() > 5
            && opening.ends_with("ing")
            && said.peek().is_some_and(|next| {
                ["you're ", "you are ", "you've ", "that's so you"]
                    .iter()
                    .any(|p| starts_with_ignoring_case(next, p))
            })
        {
            reading
                .skipped
                .push((clause, Skipped::Rule(SkipReason::ToListener)));
            continue;
        }
        let clause = match free_of_before.take() {
            Some(what) => GIVEN_UP_IT
                .replace(&clause, |c: &regex::Captures<'_>| {
                    format!(
                        "{} {what}{}",
                        &c["verb"],
                        c.name("out").map_or("", |o| o.as_str())
                    )
                })
                .into_owned(),
            None => clause,
        };
        // "what pressure for a Brompton? I've just swapped the Raleigh
        // for one": the "one" got is the thing the question named.
        let clause = match &named_thing_asked {
            Some(name) if GOT_ONE.is_match(&clause) => {
                let got = GOT_ONE
                    .replace(&clause, |c: &regex::Captures<'_>| {
                        format!("{} a {name}", &c["got"])
                    })
                    .into_owned();
                named_thing_asked = None;
                got
            }
            _ => clause,
        };
        let clause = match &here_before {
            Some(town) if HOME_HERE.is_match(&clause) => {
                let moved = HOME_HERE
                    .replace(&clause, |c: &regex::Captures<'_>| {
                        if let Some(bare) = c.name("bare") {
                            return format!("{} to {town}{}", bare.as_str(), &c["end"]);
                        }
                        let to = if c.name("moved").is_some() {
                            "to"
                        } else {
                            "in"
                        };
                        format!("{} {to} {town}", &c["verb"])
                    })
                    .into_owned();
                here_before = None;
                moved
            }
            _ => clause,
        };
        // "tried bouldering and I'm hooked, I go every Friday": being
        // hooked, or going, said bare is of the thing taken to before.
        let clause = match taken_before.take() {
            Some(thing) => hooked_or_going_on(&clause, &thing),
            None => clause,
        };
        // "Enjoying the garden centre?" — "hated it so I left": a leaving
        // said bare in a reply leaves what was asked after.
        // With no question, what the clause named before the leaving is
        // what was left ("hated the garden centre so I left").
        // Said with what was left, the leaving is said as done ("I've
        // left"): "I left the bakery" alone may be going home at five.
        // Most clauses end on no leaving: the pattern runs only on those
        // whose last word could be one.
        let may_be_a_leaving = may_say_a_leaving(&clause);
        let clause = match may_be_a_leaving
            .then(|| LEFT_BARE.captures(&clause))
            .flatten()
            .and_then(|leaving| {
                let at = leaving.get(0)?.start();
                let left = turn
                    .previous_assistant
                    .filter(|q| q.trim_end().ends_with('?'))
                    .and_then(|q| the_place_asked_after(q).or_else(|| answer::asked_about(q)))
                    .or_else(|| answer::asked_about(&clause[..at]))
                    .or_else(|| left_before.take())?;
                let before = clause[..at].trim_end_matches([',', ' ']);
                let who = leaving.name("who")?.as_str();
                // "hated the garden centre so I left": once left, a remark
                // naming it would keep its name current; the turn keeps it.
                let the_thing = left.trim_start_matches("the ").trim_start_matches("my ");
                let tail = leaving.name("tail").map_or("", |t| t.as_str());
                // "…, too much with work": why is said after, on its own.
                let why = leaving.name("why").map_or(String::new(), |w| {
                    format!(". {}", w.as_str().trim_start_matches([',', ' ']))
                });
                // "quit" ends whatever was left: "left the course" may be
                // leaving the room it is held in.
                Some(if before.is_empty() || before.contains(the_thing) {
                    format!("{who}'ve quit {left}{tail}{why}")
                } else {
                    format!("{before}, so {who}'ve quit {left}{tail}{why}")
                })
            }) {
            Some(said) => said,
            None => clause,
        };
        // "Still at the coffee shop, I'm a supervisor there now": "there"
        // is the place the clause just before was at.
        let clause = match place_before.take() {
            Some(place) => there_as(&clause, &place),
            None => clause,
        };
        // "I've fallen for reformer pilates, it's my favourite now": the
        // "it" ranked is the thing the clause before named.
        let clause = match thing_before.take() {
            Some(thing) => {
                let rest = ["it's ", "it is ", "It's ", "It is "]
                    .iter()
                    .find_map(|p| clause.strip_prefix(p))
                    .unwrap_or(&clause);
                format!("{thing} is {rest}")
            }
            None => clause,
        };
        // "a pasta recipe with no olives? I really can't stand them": the
        // "them" felt about is the plural thing the clause before named.
        let clause = match plural_before.take() {
            Some(things) => them_felt_as(&clause, &things),
            None => clause,
        };
        plural_before = said
            .peek()
            .filter(|next| FELT_ABOUT_THEM.is_match(next))
            .and_then(|_| plural_thing_named(&clause));
        thing_before = said
            .peek()
            .filter(|next| {
                starts_with_ignoring_case(next, "it") && RULE_SET.applies("it_ranked", next)
            })
            .and_then(|_| thing_named(&clause));
        left_before = said
            .peek()
            .filter(|next| LEFT_BARE.is_match(next))
            .and_then(|_| answer::asked_about(&clause));
        // "any good vets near Harrogate? we've just moved here", "best
        // cafes in Bristol? I need a new local, we've just moved": the
        // "here" moved to, or the move said bare, is the town a question
        // before it in the turn named.
        if clause.ends_with('?') {
            if let Some(town) = PLACE_NEAR.captures(&clause).and_then(|c| c.name("town")) {
                here_before = Some(town.as_str().to_string());
            }
            if let Some(name) = NAMED_THING_ASKED
                .captures(&clause)
                .and_then(|c| c.name("name"))
            {
                named_thing_asked = Some(name.as_str().to_string());
            }
        }
        // "any dairy-free dinners? I've been told to cut it out": what
        // goes without is the "it" the next clause gives up.
        free_of_before = said
            .peek()
            .filter(|next| GIVEN_UP_IT.is_match(next))
            .and_then(|_| FREE_OF.captures(&clause))
            .map(|c| c["what"].to_lowercase());
        taken_before = said
            .peek()
            .filter(|next| HOOKED_OR_GOING_BARE.is_match(next))
            .and_then(|_| taken_to(&clause));
        // Only a clause with "there" after it needs to know where this
        // one is: most clauses skip the search.
        place_before = said
            .peek()
            .filter(|next| next.to_lowercase().contains("there"))
            .and_then(|_| place_said(&clause));
        if RULE_SET.applies("correcting_clause", &clause) && content_words(&clause) <= 4 {
            pending_marker = Some(clause);
            continue;
        }
        // "…, no more night shifts": an aside that only ends something
        // says nothing to keep in its own words.
        if let Some(ended) = only_no_more(&clause) {
            // "I'm coeliac, so no gluten for me": after what the speaker
            // cannot eat, what they go without is kept as said, beside it.
            let kept_beside = reading.proposals.last().and_then(|p| match p {
                Proposal::Assert(c)
                    if c.subject.is_user()
                        && matches!(c.attribute.as_str(), "allergy" | "diet")
                        && !starts_with_ignoring_case(&clause, "no more") =>
                {
                    Some(c.attribute.clone())
                }
                _ => None,
            });
            reading
                .proposals
                .push(speaker_ended(&speech, ended.clone(), &clause));
            if let Some(attribute) = kept_beside {
                let statement = third_person(&clause, &speech.voice);
                reading
                    .proposals
                    .push(Proposal::Assert(FactCandidate::stated(
                        speech.subject.clone(),
                        &attribute,
                        FactValue::Text(ended),
                        statement,
                    )));
            }
            continue;
        }
        // "we moved from Leeds to Bristol": the place left is history, not
        // part of what is true now; the speaker's word for it ends.
        let (clause, left) = match moved_from(&clause) {
            Some((kept, left)) => (kept, left.map(|place| (place, clause))),
            None => (clause, None),
        };
        // What "it" is in this clause was named before it: "it's back in
        // my shed" is not the shed.
        read_clause(
            &clause,
            turn,
            &speech,
            &mut discourse,
            anchored,
            &mut reading,
        );
        discourse.note_things(&clause);
        discourse.note_handled_thing(&clause);
        discourse.note_relatives(&clause);
        discourse.note_people_met(&clause);
        discourse.note_strangers(&clause);
        if let Some((place, said_with_it)) = left {
            reading
                .proposals
                .push(speaker_ended(&speech, place, &said_with_it));
        }
        // "How's Duke?" — "he's gone back to his owner": a "he" or "she"
        // gone for good is the one the question named.
        let gone_asked_after = || {
            PRONOUN_GONE
                .is_match(&clause)
                .then(|| turn.previous_assistant.and_then(answer::the_one_name_in))
                .flatten()
                .map(str::to_string)
        };
        // "Luca's emigrated to Melbourne": a brother who moves away is
        // still a brother; only where he lives changes.
        let moved_away = ["emigrated", "moved away", "moved out"]
            .iter()
            .any(|m| clause.contains(m));
        if let Some(gone) = departed(&clause)
            .filter(|name| !(moved_away && discourse.is_family(name)))
            .or_else(|| thing_gone(&clause))
            .or_else(gone_asked_after)
        {
            reading
                .proposals
                .push(speaker_ended(&speech, gone, &clause));
        }
        // "we broke up a couple of months back": the partner named before
        // is gone from what was said of them; with no partner known by
        // name, whoever was said as one by relation ("The user's
        // boyfriend Marco is a chef").
        if WE_PARTED.is_match(&clause) {
            match discourse.the_partner() {
                Some(partner) => {
                    reading
                        .proposals
                        .push(speaker_ended(&speech, partner.to_string(), &clause))
                }
                None => {
                    for rel in memoir_core::reconcile::PARTNERS {
                        reading.proposals.push(speaker_ended(
                            &speech,
                            format!("{}'s {rel}", speech.voice.name),
                            &clause,
                        ));
                    }
                    // "How's Jayden?" — "we're done": the one asked after.
                    if let Some(name) = turn.previous_assistant.and_then(answer::the_one_name_in) {
                        reading
                            .proposals
                            .push(speaker_ended(&speech, name.to_string(), &clause));
                    }
                }
            }
        }
        if let Some(ended) = someone_new_needed(&clause, &reading) {
            reading.proposals.push(ended);
        }
    }
    if let Some(marker) = pending_marker {
        read_clause(
            &marker,
            turn,
            &speech,
            &mut discourse,
            anchored,
            &mut reading,
        );
    }
    name_what_a_change_gave_up(&mut reading, &discourse, &text);
    if let Some(ended) = turn
        .previous_assistant
        .and_then(|asked| no_longer_so(asked, turn.text))
    {
        reading
            .proposals
            .push(speaker_ended(&speech, ended, turn.text));
    }
    if let Some(previous) = turn.previous_assistant {
        // What the speaker said the suggestion was for ("we can't pick a
        // name for the tortoise"), when it was short.
        let asked = turn
            .previous_user
            .and_then(|u| {
                let mut said = clauses_of_normalised(&normalise(u));
                let last = said.pop()?;
                Some(
                    match said.last().and_then(|before| plural_thing_named(before)) {
                        Some(things) => them_felt_as(&last, &things),
                        None => last,
                    },
                )
            })
            .filter(|c| c.split_whitespace().count() <= 15)
            .map(|c| third_person(&c, &speech.voice));
        // "How are things in Newquay?" — "Newport, not Newquay!": the
        // question is kept with the value put right.
        let mut previous = std::borrow::Cow::Borrowed(previous);
        for p in &reading.proposals {
            if let Proposal::Restate { wrong, right } = p {
                if previous.contains(wrong.as_str()) {
                    previous = previous.replace(wrong.as_str(), right).into();
                }
            }
        }
        let denies = answer::opens_with_a_no(turn.text);
        reply_to(
            &previous,
            &text,
            denies,
            asked.as_deref(),
            &speech,
            &mut reading,
        );
    }
    if let Some((old, new)) = renamed {
        // What the turn says of the old name is why it went, and the
        // restatement would make it the new name's.
        reading.proposals.retain(
            |p| !matches!(p, Proposal::Assert(c) if memoir_core::reconcile::replace_word(&c.statement, &old, &new).is_some()),
        );
        reading.proposals.push(Proposal::Restate {
            wrong: old,
            right: new,
        });
    }
    restated_names_in_subjects(&mut reading);
    without_remarks_on_what_ended(&mut reading);
    reading
}

/// "hated the garden centre, so I've left it": a remark on a thing, said
/// in the turn that ends it, would keep the thing's name current; the
/// turn itself keeps the remark. Only a remark goes: no change in it, and
/// no value of its own beyond its words.
fn without_remarks_on_what_ended(reading: &mut Reading) {
    let ended: Vec<(String, Vec<String>)> = reading
        .proposals
        .iter()
        .filter_map(|p| match p {
            Proposal::Assert(c) if c.cue == Cue::Retraction && !c.object.is_empty() => Some((
                c.subject.key.clone(),
                c.object.iter().map(|w| w.to_lowercase()).collect(),
            )),
            _ => None,
        })
        .collect();
    if ended.is_empty() {
        return;
    }
    reading.proposals.retain(|p| match p {
        Proposal::Assert(c)
            if c.cue == Cue::None
                && (attribute::is_open_slot(&c.attribute)
                    || c.value.as_text() == c.statement.trim_end_matches(['.', '!'])) =>
        {
            let said = clause_words(&c.statement.to_lowercase());
            // Words that name the one it is about name no thing ended.
            let own_name = clause_words(&c.subject.display.to_lowercase());
            !ended.iter().any(|(who, object)| {
                let things: Vec<&String> =
                    object.iter().filter(|w| !own_name.contains(w)).collect();
                *who == c.subject.key
                    && said.len() <= 8
                    && !things.is_empty()
                    && things.iter().all(|w| said.contains(w))
            })
        }
        _ => true,
    });
}

/// The thing a clause names last, for an "it" ranked after it: a title in
/// capitals ("a new obsession, The Rest Is History"), else what follows
/// a word for taking to something ("fallen for reformer pilates").
/// A liking or a loathing of "them": "can't stand them", "I love them",
/// "allergic to them".
static FELT_ABOUT_THEM: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?P<felt>can't stand|cannot stand|can't bear|hate|love|adore|detest|loathe|can't eat|can't have|allergic to|really like|don't like|do not like) them\b")
        .expect("felt about them")
});

/// `clause` with the "them" felt about as `things`: "I can't stand them"
/// → "I can't stand olives".
fn them_felt_as(clause: &str, things: &str) -> String {
    FELT_ABOUT_THEM
        .replace(clause, |c: &regex::Captures<'_>| {
            format!("{} {things}", &c["felt"])
        })
        .into_owned()
}

/// The last plural thing a clause names ("olives" in "a pasta recipe with
/// no olives"): a plural noun after a word that introduces it, never a
/// relative, a pet or a span of time.
fn plural_thing_named(clause: &str) -> Option<String> {
    static PLURAL: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(?:no|some|any|the|those|these|with|without|of|like|more|fresh|all|raw|dried|green|black|red|sweet|spicy|hot|had|have|ate|eat|eating|tried|bought|got|grow|growing|picked|made|baked|cooked)\s+(?P<t>[a-z]{2,}[a-z&&[^su]]s)\b")
            .expect("plural")
    });
    let things = PLURAL.captures_iter(clause).last()?.name("t")?.as_str();
    let lower = things.to_lowercase();
    let a_relative = discourse::RELATIONS
        .split('|')
        .any(|r| r == lower || lower.strip_suffix('s') == Some(r));
    let a_span = text::is_time_word(&lower)
        || matches!(
            lower.as_str(),
            "days"
                | "weeks"
                | "months"
                | "years"
                | "hours"
                | "minutes"
                | "times"
                | "things"
                | "ones"
                | "others"
                | "guys"
                | "folks"
                | "people"
                | "tips"
                | "ideas"
        );
    (!a_relative && !a_span).then_some(lower)
}

fn thing_named(clause: &str) -> Option<String> {
    static TITLE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(
            r"[\s,](?P<t>(?:The |A )?[A-Z][\w'-]+(?: (?:[A-Z][\w'-]+|of|the|and|in|on|a|is|to))*)",
        )
        .expect("title")
    });
    // A title is a run of capitalised words, or one capitalised word that
    // ends the clause; never a day, a month or the speaker.
    let title = TITLE
        .captures_iter(clause)
        .last()
        .and_then(|c| c.name("t"))
        .filter(|t| {
            let said = t.as_str();
            let one_word = !said.contains(' ');
            let the_speaker = said == "I" || said.starts_with("I'");
            let a_time = one_word && text::is_time_word(&said.to_lowercase());
            let ends_the_clause = t.end() >= clause.trim_end_matches(['.', '!', ',', ' ']).len();
            !the_speaker && !a_time && (!one_word || ends_the_clause)
        });
    if let Some(title) = title {
        return Some(title.as_str().trim_end_matches([' ', ',']).to_string());
    }
    taken_to(clause)
}

/// What the speaker took to, when `clause` ends on it: "I tried
/// bouldering", "a friend dragged me to a pottery class in March".
fn taken_to(clause: &str) -> Option<String> {
    static TAKEN_TO: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(?:fallen for|fell for|into|hooked on|obsessed with|discovered|found|started|taken up|took up|got into|getting into|trying|tried|switched to|moved on to|(?:dragged|took|taken|brought|introduced|talked|roped|persuaded) (?:me|us) (?:in)?to|signed (?:me|us) up (?:to|for)) (?P<t>(?:the |this |that |an? )?[\w'-]+(?: [\w'-]+){0,5})\s*[.!,]*$")
            .expect("taken to")
    });
    // "the new Thai place on Friday": the thing is what comes before a
    // preposition.
    let taken = TAKEN_TO.captures(clause)?.name("t")?.as_str();
    let thing = [
        " on ", " last ", " this ", " at ", " in ", " with ", " for ", " since ",
    ]
    .iter()
    .filter_map(|p| taken.find(p))
    .min()
    .map_or(taken, |at| &taken[..at]);
    Some(thing.to_string())
}

/// "a" or "an" before `word`, by its first letter.
pub(crate) fn indefinite_article(word: &str) -> &'static str {
    // "an NHS physio": an initialism is read letter by letter.
    let initialism = word.chars().nth(1).is_some_and(char::is_uppercase);
    if initialism {
        if word.starts_with(['A', 'E', 'F', 'H', 'I', 'L', 'M', 'N', 'O', 'R', 'S', 'X']) {
            "an"
        } else {
            "a"
        }
    } else if word.starts_with(['a', 'e', 'i', 'o', 'u', 'A', 'E', 'I', 'O', 'U']) {
        "an"
    } else {
        "a"
    }
}

/// What a question or a request takes for granted of the speaker, said as
/// statements: "… my new flat in Leith?" — "I've moved to a new flat in
/// Leith"; "… our new greyhound, Pip?" — "We've got a new greyhound called
/// Pip"; "… my first day as a ward sister?" — "I've started as a ward
/// sister".
fn presupposed(question: &str) -> Vec<String> {
    /// A new one of these is a new home, which is a move.
    const HOMES: &[&str] = &[
        "flat",
        "house",
        "place",
        "home",
        "apartment",
        "bungalow",
        "cottage",
        "condo",
        "townhouse",
        "digs",
        "flatshare",
        "houseshare",
    ];
    /// A new one of these is a change of school.
    const SCHOOLS: &[&str] = &[
        "school",
        "nursery",
        "primary",
        "college",
        "academy",
        "secondary",
    ];
    // "… now that she's gone vegan?", "… because I've moved to nights?":
    // what a question gives as its reason is said as it stands.
    static GIVEN_AS_A_REASON: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(?:now that|seeing as|since|because|given that|cos|'cause) (?P<said>(?:i|i'm|i've|we|we're|we've|he|he's|she|she's|they|they're|they've|my|our|(?-i:[A-Z][a-z]+)(?:'s)?) [^?,]+?)\s*[?.!]*$")
            .expect("given as a reason")
    });
    // "… for me and my boyfriend Idris?": someone introduced by name.
    static NAMED_IN_PASSING: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(
            r"(?i:\b(?P<whose>my|our) (?P<rel>{})),? (?-i:(?P<name>[A-Z][a-z]+))\b",
            crate::discourse::RELATIONS
        ))
        .expect("named in passing")
    });
    let mut said = Vec::new();
    if let Some(caps) = GIVEN_AS_A_REASON.captures(question) {
        said.push(caps["said"].to_string());
    }
    if let Some(caps) = NAMED_IN_PASSING.captures(question) {
        if !crate::discourse::NOT_NAMES.contains(&&caps["name"]) {
            said.push(format!(
                "{} {} is called {}",
                if caps["whose"].eq_ignore_ascii_case("our") {
                    "Our"
                } else {
                    "My"
                },
                &caps["rel"].to_lowercase(),
                &caps["name"]
            ));
        }
    }
    if let Some(caps) = RULE_SET.captures("new_thing_presupposed", question) {
        let ours = caps
            .name("whose")
            .is_some_and(|w| w.as_str().eq_ignore_ascii_case("our"));
        let named_owner = caps
            .name("whose_name")
            .map(|n| format!("{} has", n.as_str()));
        let who = match &named_owner {
            Some(owner) => owner.as_str(),
            None if ours => "We've",
            None => "I've",
        };
        let thing = caps
            .name("thing")
            .map(|t| format!("new {}", t.as_str()))
            .or_else(|| caps.name("born").map(|b| b.as_str().to_string()));
        if let Some(thing) = thing {
            let head = thing.rsplit(' ').next().unwrap_or_default().to_lowercase();
            let verb = if HOMES.contains(&head.as_str()) || SCHOOLS.contains(&head.as_str()) {
                "moved to"
            } else {
                "got"
            };
            let mut statement = format!("{who} {verb} a {thing}");
            if let Some(name) = caps.name("name") {
                statement.push_str(&format!(" called {}", name.as_str()));
            }
            if let Some(number) = caps.name("number") {
                statement.push_str(&format!(", {}", number.as_str()));
            }
            if let Some(place) = caps.name("place") {
                statement.push_str(&format!(" in {}", place.as_str()));
            }
            said.push(statement);
        }
    }
    if let Some(place) = RULE_SET
        .captures("moved_to_presupposed", question)
        .and_then(|c| c.name("place"))
    {
        said.push(format!("I've moved to {}", place.as_str()));
    }
    if let Some(employer) = RULE_SET
        .captures("first_time_at", question)
        .and_then(|c| c.name("employer"))
    {
        said.push(format!("I've started a new job at {}", employer.as_str()));
    }
    if let Some(role) = RULE_SET
        .captures("first_time_as", question)
        .and_then(|c| c.name("role"))
    {
        let role = role.as_str();
        let said_with_one = ["a ", "an ", "the "].iter().any(|a| role.starts_with(a));
        said.push(if said_with_one {
            format!("I've started as {role}")
        } else {
            format!("I've started as {} {role}", indefinite_article(role))
        });
    }
    said
}

/// The speaker's retraction of whatever they said naming `value`.
fn speaker_ended(speech: &Speech, value: String, clause: &str) -> Proposal {
    Proposal::Retract(Retraction {
        subject: speech.subject.clone(),
        attribute: None,
        value: Some(value),
        said: clause.to_string(),
    })
}

/// "Denise has moved to Spain so we need someone new to feed the cat":
/// the one who did it till now is the person the turn spoke of just
/// before, and what they did for the speaker ends.
fn someone_new_needed(clause: &str, reading: &Reading) -> Option<Proposal> {
    static SOMEONE_NEW: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(?:need|needs|needed|looking for|look for|find|finding|found|hire|hiring|hired|get|getting|got) (?:someone|somebody|a new person|another person) (?:new |else |different )?to (?P<done>[^,.!?;]+)")
            .expect("someone new")
    });
    let done = SOMEONE_NEW.captures(clause)?.name("done")?.as_str();
    // Irregular verbs ("has", "does") would not match what was said of
    // them; the rest match by stem ("feed", "feeds").
    let words: Vec<&str> = done
        .split_whitespace()
        .filter(|w| {
            let w = w.to_lowercase();
            !text::is_stopword(&w)
                && !matches!(
                    w.as_str(),
                    "have" | "do" | "take" | "get" | "new" | "now" | "instead" | "away" | "here"
                )
        })
        .take(3)
        .collect();
    if words.is_empty() {
        return None;
    }
    let who = reading.proposals.iter().rev().find_map(|p| match p {
        Proposal::Assert(c) if !c.subject.is_user() => Some(c.subject.clone()),
        _ => None,
    })?;
    Some(Proposal::Retract(Retraction {
        subject: who,
        attribute: None,
        value: Some(words.join(" ")),
        said: clause.to_string(),
    }))
}

/// "my son was 7" put right by "8": the wrong value is what was said of
/// the son, not the whole clause (no statement says "my son was 7").
fn value_said_of<'a>(wrong: &'a str, right: &str) -> &'a str {
    static SAID_OF: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^(?:\S+ ){1,3}?(?:was|is|were|are|'s|'re|lives|lived|works|worked|moved|studies|studied) (?:on |in |at |to |for )?(?P<value>.+)$")
            .expect("said of")
    });
    if right.split_whitespace().count() > 3 {
        return wrong;
    }
    SAID_OF
        .captures(wrong)
        .and_then(|c| c.name("value"))
        .map_or(wrong, |v| v.as_str())
}

/// "we moved from Leeds to Bristol", "I've relocated from nights to days",
/// "moved frm coventry in the summer": a move the speaker made, said with
/// what it was from. Returns the clause without "from …" and what was
/// left, which no current statement may keep. A move still to come
/// ("we're moving from Hull in May") ends nothing yet; a move said of
/// someone else is theirs, and only its wording loses the place.
fn moved_from(clause: &str) -> Option<(String, Option<String>)> {
    // Most clauses say no "from": they skip the pattern.
    if !contains_ignoring_case(clause, " from ") {
        return None;
    }
    static MOVED_FROM: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^(?:so |and |but |then )?(?P<who>i|we|i've|we've|i have|we have|(?:[\w'-]+ ){0,3}?)(?:just |finally |recently |actually )?(?:moved|relocated|upped sticks)(?: (?:away|over|down|up|out|across|back))? (?P<from>from (?P<old>(?:the |my |our )?(?-i:[A-ZÀ-Þ][\w'-]*(?: (?:upon |on |de |la )?[A-ZÀ-Þ][\w'-]*){0,2})|(?:the |my |our )?[a-z][\w'-]*) ?)")
            .expect("moved from")
    });
    let caps = MOVED_FROM.captures(clause)?;
    let old = caps.name("old")?.as_str();
    let place = old
        .trim_start_matches("the ")
        .trim_start_matches("my ")
        .trim_start_matches("our ");
    if text::is_stopword(&place.to_lowercase()) || matches!(place, "home" | "there" | "here") {
        return None;
    }
    let from = caps.name("from")?;
    let mut kept = String::with_capacity(clause.len());
    kept.push_str(clause[..from.start()].trim_end());
    let rest = &clause[from.end()..];
    if !rest.is_empty() && !rest.starts_with([',', '.', '!', '?']) {
        kept.push(' ');
    }
    kept.push_str(rest);
    let speakers_own = matches!(
        caps.name("who")
            .map(|w| w.as_str().trim().to_lowercase())
            .as_deref(),
        Some("i" | "we" | "i've" | "we've" | "i have" | "we have" | "")
    );
    Some((kept, speakers_own.then(|| place.to_string())))
}

/// "Kwabena's moved out", "Bill passed away": someone named who has left
/// the speaker's life for good; what the speaker said with that
/// name ("we've got a lodger called Kwabena") holds no longer.
fn departed(clause: &str) -> Option<String> {
    static DEPARTED: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^(?:(?i:sadly|unfortunately|so sadly|sadly though),? )?(?P<name>[A-Z][a-z]+)(?:'s| has| have| is)? (?:just |finally |now |sadly )?(?:gone$|(?:got |been |was |has been )?(?:moved|transferred) to (?:another|a different|a new) (?:team|department|office|branch|site|project)|left the (?:company|firm|business|team|department)|moved out|moved away|(?:gone|went|moved) (?:off |away )?to (?:live|shack up|move in) with|(?:owner|owners) (?:wanted|has taken|have taken|took|asked for|needed) (?:him|her|them|it) back|(?:moved|moving) in with (?:his|her|their) (?:girlfriend|boyfriend|partner|fiance|fiancee|fiancé|fiancée|other half)|passed away|died|emigrated|(?:didn't|did not|never) make it|never made it|been rehomed|gone back to (?:his|her|their|the) (?:owner|owners|breeder|shelter|rescue|farm)|moved into (?:sheltered housing|a care home|a nursing home|a home|assisted living|a hospice|a retirement (?:home|flat|village)))\b")
            .expect("departed")
    });
    // "Me and Jake broke up", "I split up with Tom", "Sam dumped me": a
    // partner the speaker parted from is gone from what is current too;
    // so is one let go ("we had to let Marta go") and one mourned ("RIP
    // Gerald the goldfish").
    static PARTED_FROM: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^(?i:(?:me|i) and )(?P<name>[A-Z][a-z]+) (?i:(?:have |'ve |just |finally |officially |got )*(?:(?:broke|broken|split|splitting) up|separated|divorced|parted ways|called it (?:off|a day|quits)))\b|^(?i:i(?:'ve| have)? (?:just |finally |officially )?(?:broke|broken|split) up with )(?P<name2>[A-Z][a-z]+)\b|^(?P<name3>[A-Z][a-z]+) (?i:(?:and|&|n) (?:i|me)(?:,? (?:we|er|erm|um|uh)\b,?)*(?: we're| we are| we've| we)? (?:have |'ve |just |finally |officially |got )*(?:(?:broke|broken|split)(?: up)?|separated|divorced|parted ways|called it (?:off|a day|quits)|(?:are|'re|were) (?:not|no longer) together|aren't together|weren't together))\b|^(?P<name4>[A-Z][a-z]+) (?i:(?:has |'s |just )*(?:dumped|left) me)\b|^(?i:rip|r\.i\.p\.?),? (?P<name5>[A-Z][a-z]+)\b|\b(?i:had|have|has|'ve|'d) to let (?P<name6>[A-Z][a-z]+)(?: \([^)]*\))? go\b")
            .expect("parted from")
    });
    // "Dr Mensah retired", "Mrs Shah has left the school": someone known
    // by a title is known by what they were to the speaker, which ends.
    static TITLED_GONE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^(?:(?i:sadly|unfortunately),? )?(?:Dr|Mr|Mrs|Ms|Miss|Mx|Prof|Professor)\.? (?P<name>[A-Z][a-z]+)(?:'s| has| have| is)? (?:just |finally |now |sadly |officially )?(?:retired|left|moved on|moved away|gone)\b")
            .expect("titled gone")
    });
    let clause = clause.trim_end_matches(['.', '!', ' ']);
    if let Some(name) = TITLED_GONE.captures(clause).and_then(|c| c.name("name")) {
        return Some(name.as_str().to_string());
    }
    let name = match DEPARTED.captures(clause) {
        Some(caps) => caps.name("name")?.as_str(),
        None => {
            let caps = PARTED_FROM.captures(clause)?;
            ["name", "name2", "name3", "name4", "name5", "name6"]
                .iter()
                .find_map(|n| caps.name(n))?
                .as_str()
        }
    };
    // Gran in a care home is still Gran.
    let kin = matches!(
        name,
        "Gran"
            | "Granny"
            | "Nan"
            | "Nana"
            | "Nanna"
            | "Grandma"
            | "Grandad"
            | "Grandpa"
            | "Auntie"
            | "Aunt"
            | "Uncle"
            | "Oma"
            | "Opa"
            | "Nonna"
            | "Nonno"
            | "Abuela"
            | "Abuelo"
            | "Babcia"
            | "Nani"
            | "Dadi"
            | "Bubbe"
    );
    (!kin
        && !crate::discourse::NOT_NAMES.contains(&name)
        && !matches!(name, "It" | "That" | "This" | "I"))
    .then(|| name.to_string())
}

/// "he didn't make it", "she's gone back to her owner", "we found him a
/// new home": one spoken of as "he" or "she" gone for good.
static PRONOUN_GONE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:(?:sadly|so|well|oh|unfortunately),? )?(?:he|she|they)(?:'s| has| have|'ve| is| was)? (?:just |finally |now |sadly )?(?:gone back to (?:his|her|their|the) (?:owner|owners|breeder|shelter|rescue|farm)|(?:didn't|did not|never) make it|never made it|passed away|died|been rehomed|been put down|been put to sleep)\b|\b(?:find|found|finding) (?:him|her|them) a (?:new|forever|loving) home\b|\b(?:had|have|has|'ve|'d) to let (?:him|her|them) go (?:back )?to (?:a|an|my|our|his|her|their|the) (?:[\w'-]+ ){0,2}(?:farm|home|family|owner|owners|rescue|shelter|sanctuary|breeder|smallholding)\b|^(?:(?:sadly|so|well|oh|unfortunately),? )?(?:we|i)(?:'ve| have| had)? (?:sadly )?lost (?:him|her|them)\b|^(?:(?:oh|well|so),? )?(?:he|she)(?:'s| has)? (?:just |finally |actually )?(?:left|gone|quit)\s*[.!]*$")
        .expect("pronoun gone")
});

/// "The caravan's gone", "our old Astra is gone for good": a thing of the
/// speaker's said to be gone is ended as "Rex is gone" ends a pet. What
/// comes and goes of itself (the snow, the signal, the summer) is not.
fn thing_gone(clause: &str) -> Option<String> {
    static THING_GONE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^(?i:the|my|our) (?i:old )?(?P<thing>[\w-]+(?: [\w-]+)?)(?i:'s| is| has| have|'ve| are|'re) (?i:now |finally |long |sadly |already |all )?(?i:gone)(?i: now| for good)?$")
            .expect("thing gone")
    });
    const COMES_AND_GOES: &[&str] = &[
        "snow",
        "rain",
        "sun",
        "frost",
        "ice",
        "fog",
        "storm",
        "heat",
        "light",
        "lights",
        "power",
        "electric",
        "electricity",
        "signal",
        "wifi",
        "internet",
        "heating",
        "water",
        "battery",
        "money",
        "cash",
        "time",
        "day",
        "days",
        "moment",
        "feeling",
        "mood",
        "queue",
        "traffic",
        "bus",
        "train",
        "post",
        "kids",
        "children",
        "guests",
        "others",
        "rest",
    ];
    let clause = clause.trim_end_matches(['.', '!', ' ']);
    let thing = THING_GONE
        .captures(clause)?
        .name("thing")?
        .as_str()
        .to_lowercase();
    let mut passing = false;
    text::for_each_word(&thing, |w| {
        passing |= text::is_time_word(w) || COMES_AND_GOES.contains(&w);
    });
    (!passing).then_some(thing)
}

/// "Aviva wanted too much at renewal, so we went with Admiral this time":
/// what a change gave up may be named only in a clause of the turn about
/// that thing, not about anyone. When exactly one such clause opens with a
/// name (not a person's) — capitalised as `said`, not only as a sentence's
/// first word ("gym yes, same days" names no Gym) — a change that names
/// nothing it replaced names that.
fn name_what_a_change_gave_up(reading: &mut Reading, discourse: &Discourse, said: &str) {
    let left_out = reading
        .skipped
        .iter()
        .filter(|(_, why)| *why == Skipped::AboutNoOne)
        .map(|(clause, _)| clause.as_str());
    let kept_about_no_one = reading.proposals.iter().filter_map(|p| match p {
        Proposal::Assert(c) if !c.statement.contains("user") => Some(c.statement.as_str()),
        _ => None,
    });
    let mut names = left_out.chain(kept_about_no_one).filter_map(|clause| {
        let mut said_words = clause.split_whitespace();
        let first = said_words.next()?;
        // "Bristol yes, but …", "Leeds still": a name confirmed is kept.
        let confirmed = said_words.next().is_some_and(|w| {
            matches!(
                w.trim_matches(|c: char| !c.is_alphanumeric())
                    .to_lowercase()
                    .as_str(),
                "yes" | "yeah" | "yep" | "still" | "same" | "fine" | "unchanged"
            )
        });
        if confirmed {
            return None;
        }
        let name = first
            .trim_end_matches("'s")
            .trim_matches(|c: char| !c.is_alphanumeric());
        let capitalised = name.chars().next().is_some_and(char::is_uppercase)
            && name.chars().skip(1).all(char::is_lowercase)
            && name.len() > 2
            && said.contains(name);
        let lower = name.to_lowercase();
        (capitalised
            && !text::is_stopword(&lower)
            && !text::MONTHS.contains(&lower.as_str())
            && !text::WEEKDAYS.iter().any(|d| lower.starts_with(d))
            && !discourse
                .people
                .iter()
                .any(|p| p.name.eq_ignore_ascii_case(name)))
        .then_some(lower)
    });
    let (Some(name), None) = (names.next(), names.next()) else {
        return;
    };
    for p in &mut reading.proposals {
        if let Proposal::Assert(c) = p {
            if c.cue == Cue::Change
                && c.object.is_empty()
                && !c.statement.to_lowercase().contains(&name)
            {
                c.object = vec![name.clone()];
            }
        }
    }
}

/// What a clause that is only "no more …" ends ("no more nights", "no
/// more Craig!"): up to three words and nothing after them. So does "no …
/// for me" with no "more", when nothing or a time that starts now follows:
/// "no spin for me for a while", "no wine for us this month", "no
/// football for him till the cast is off".
fn only_no_more(clause: &str) -> Option<String> {
    let head = clause.get(..8)?;
    if !head.eq_ignore_ascii_case("no more ") {
        return no_thing_for_someone(clause);
    }
    let rest = clause[8..].trim_end_matches(['.', '!', ' ']);
    // "no more wings for me": whose it was is not what ended.
    let rest = [" for me", " for us", " for him", " for her", " for them"]
        .iter()
        .find_map(|whose| rest.strip_suffix(whose))
        .unwrap_or(rest);
    let words = rest.split_whitespace().count();
    (words > 0 && words <= 3 && !rest.contains([',', ';', '?'])).then(|| rest.to_string())
}

/// See [`only_no_more`]: "no spin for me for a while" ends spin.
fn no_thing_for_someone(clause: &str) -> Option<String> {
    static NO_THING_FOR: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^no (?P<thing>(?:[\w'-]+ ){0,2}[\w'-]+) for (?:me|us|him|her|them)(?: (?:for a while|for now|for a bit|for the time being|for the foreseeable|at the moment|right now|this (?:week|month|year|term|season|summer|winter)|(?:till|until) .+|any ?more))?[.!\s]*$")
            .expect("no thing for someone")
    });
    // "no worries for me", "no plans for us": nothing of theirs ended.
    const NOTHING_IN_PARTICULAR: &[&str] = &[
        "worries",
        "problem",
        "problems",
        "plans",
        "idea",
        "rush",
        "pressure",
        "complaints",
        "regrets",
        "doubt",
        "thanks",
        "comment",
        "way",
        "chance",
        "luck",
    ];
    let thing = NO_THING_FOR.captures(clause)?.name("thing")?.as_str();
    let last = thing.rsplit(' ').next().unwrap_or(thing).to_lowercase();
    (!NOTHING_IN_PARTICULAR.contains(&last.as_str()) && !thing.eq_ignore_ascii_case("more"))
        .then(|| thing.to_string())
}

/// Whether a clause with no subject opens with a verb the speaker
/// underwent rather than did: "Promoted to team lead in March", "Diagnosed
/// with asthma as a kid", "Made redundant in the spring" — said as "I was …".
fn said_of_the_speaker_as_passive(clause: &str) -> bool {
    let mut words = clause
        .split_whitespace()
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric())
                .to_lowercase()
        })
        .filter(|w| {
            !matches!(
                w.as_str(),
                "just" | "finally" | "also" | "then" | "actually" | "recently" | "eventually"
            )
        });
    let (Some(first), next) = (words.next(), words.next()) else {
        return false;
    };
    match first.as_str() {
        "promoted" | "diagnosed" | "hired" | "appointed" | "elected" | "transferred"
        | "awarded" | "offered" | "invited" | "sacked" | "fired" | "posted" | "selected"
        | "shortlisted" | "headhunted" | "nominated" | "discharged" | "admitted" | "born"
        | "furloughed" | "redeployed" | "seconded" => true,
        "made" => next.as_deref() == Some("redundant"),
        "laid" | "let" => matches!(next.as_deref(), Some("off" | "go")),
        "accepted" => matches!(next.as_deref(), Some("onto" | "into" | "on" | "at" | "to")),
        _ => false,
    }
}

fn read_clause(
    clause: &str,
    turn: &TurnInput<'_>,
    speech: &Speech,
    discourse: &mut Discourse,
    anchored: bool,
    reading: &mut Reading,
) {
    let mut clause = without_vocative(clause);
    if crate::discourse::opens_on_a_new_thing(&clause) {
        clause = format!("my {}{}", clause[..1].to_lowercase(), &clause[1..]);
    }
    // "moved into the new house, it's a three-bed semi": "it" is the new
    // thing, described, not what the speaker has in place of something.
    let describes_the_new_thing = describes_a_new_thing(&clause, discourse);
    if let Some(instead) =
        what_took_its_place(&clause, reading).filter(|_| !describes_the_new_thing)
    {
        clause = instead;
    }
    if let Some(new_one) = the_new_one_of_a_switch(&clause, reading) {
        clause = new_one;
    }
    if let Some(moved) = when_said_after(&clause) {
        clause = moved;
    }
    if let Some(in_order) = favourite_in_order(&clause) {
        clause = in_order;
    }
    if let Some(taken_up) = got_into_through(&clause) {
        clause = taken_up;
    }
    if let Some(no_driving) = licence_given_up(&clause) {
        clause = no_driving;
    }
    if let Some(named) = our_by_name(&clause) {
        clause = named;
    }
    if let Some(theirs) = done_to_someone(&clause) {
        clause = theirs;
    }
    if let Some(moved) = someones_thing_moved(&clause) {
        clause = moved;
    }
    if let Some(banned) = banned_for_someone(&clause) {
        clause = banned;
    }
    // "As a night nurse, what's the best …?": the role is said on its own,
    // and what follows is read as it stands.
    if let Some(caps) = RULE_SET.captures("as_a_role", &clause) {
        if let (Some(whole), Some(role)) = (caps.get(0), caps.name("role")) {
            let said = format!(
                "I'm {} {}",
                indefinite_article(role.as_str()),
                role.as_str()
            );
            let rest = clause[whole.end()..].to_string();
            read_clause(&said, turn, speech, discourse, anchored, reading);
            if !has_content(&rest) {
                return;
            }
            clause = rest;
        }
    }
    let mut commanded = false;
    // A standing request takes the place of the last of its kind ("switch
    // to Celsius" after "give me Fahrenheit").
    let mut standing_request = false;
    if let Some((rule, caps)) = RULE_SET.first(Stage::Command, Speakers::Person, &clause) {
        let rest = caps
            .name("rest")
            .map_or("", |m| m.as_str())
            .trim()
            .trim_end_matches(['.', '?', '!'])
            .trim()
            .to_string();
        match rule.yields {
            Yield::Forget if has_content(&rest) => {
                reading.proposals.push(Proposal::Forget { about: rest });
                return;
            }
            Yield::Remember if has_content(&rest) => {
                clause = clean(&rest);
                commanded = true;
                standing_request = rule.name == "standing_request";
            }
            _ => {}
        }
    }
    // "Planning a trip in May" leaves out "I'm"; "Cycling to work keeps me
    // sane" has a subject: the cycling.
    // "Looking for a job that pays more": what pays is the job.
    let a_gerund_doing = RULE_SET.applies("a_gerund_then_what_its_object_does", &clause);
    if discourse.described_before_name(&clause).is_none()
        && (a_gerund_doing
            || (!RULE_SET.pattern_matches("gerund_subject", &clause)
                && RULE_SET
                    .first(Stage::Subject, Speakers::Person, &clause)
                    .is_some()))
    {
        let mut words = clause
            .split_whitespace()
            .map(str::to_lowercase)
            .skip_while(|w| {
                matches!(
                    w.as_str(),
                    "just"
                        | "finally"
                        | "also"
                        | "then"
                        | "actually"
                        | "still"
                        | "not"
                        | "never"
                        | "recently"
                        | "eventually"
                        | "already"
                        | "only"
                        | "barely"
                        | "currently"
                        | "now"
                )
            });
        let (first, next) = (words.next(), words.next());
        let progressive = first.is_some_and(|w| {
            // "based in Cork", "married to a vet": a state, said as "I'm".
            w.ends_with("ing")
                || matches!(
                    w.as_str(),
                    "based"
                        | "located"
                        | "stationed"
                        | "married"
                        | "engaged"
                        | "retired"
                        | "divorced"
                        | "separated"
                        | "pregnant"
                        | "single"
                        | "vegan"
                        | "vegetarian"
                        | "veggie"
                        | "teetotal"
                        | "sober"
                        | "obsessed"
                        | "hooked"
                        | "addicted"
                        | "back"
                        | "off"
                        | "on"
                        | "down"
                        | "up"
                        // "Still in the Hove rental": where one is.
                        | "in"
                        | "at"
                )
                // "still not used to the quiet": accustomed, not "I used
                // to", which opens the clause bare.
                || (w == "used" && !clause.to_lowercase().starts_with("used"))
                // "Booked solid", "signed up for the 10k" are states;
                // "Booked a trip to Rome" is a thing done.
                || (matches!(w.as_str(), "booked" | "signed")
                    && !next.as_deref().is_some_and(|next| {
                        matches!(
                            next,
                            "a" | "an"
                                | "the"
                                | "my"
                                | "our"
                                | "myself"
                                | "ourselves"
                                | "tickets"
                                | "flights"
                                | "two"
                                | "three"
                        )
                    }))
        });
        let lowered = format!("{}{}", clause[..1].to_lowercase(), &clause[1..]);
        clause = if said_of_the_speaker_as_passive(&clause) {
            format!("I was {lowered}")
        } else if lowered.starts_with("been ")
            || lowered.starts_with("gone ")
            || {
                let mut words = lowered.split_whitespace();
                words.next() == Some("never") && words.next() == Some("been")
            }
            || lowered.starts_with("never seen ")
            || lowered.starts_with("never eaten ")
            || lowered.starts_with("never driven ")
        {
            // "Been doing overtime", "been to Lisbon twice", "never been
            // to Japan", "gone over to oat milk": a participle with no
            // "have" said.
            format!("I've {lowered}")
        } else if progressive
            || lowered.starts_with("gonna ")
            // "not qualified yet", "still not sure": a state denied.
            || lowered.starts_with("not ")
            || lowered.starts_with("still not ")
        {
            format!("I'm {lowered}")
        } else {
            format!("I {lowered}")
        };
    }
    if !commanded {
        if let Some((rule, _)) = RULE_SET.first(Stage::Skip, Speakers::Person, &clause) {
            if let Yield::Skip(reason) = rule.yields {
                // "Oliver's hilarious! He hid my slipper": praise is no
                // fact, but who it praises is who "he" is next.
                // "Living with Marcus has been good for me": who the
                // speaker lives or spends time with is who "he" is next.
                if reason == SkipReason::Evaluation {
                    discourse.read(&clause, true);
                    discourse.note_people_met(&clause);
                }
                // "What should I feed our new puppy, Waffle?": what a
                // question takes for granted of the speaker is said.
                if reason == SkipReason::Question {
                    // "What could I cook for Jen now that she's …": who
                    // a question names is who "she" is next.
                    discourse.read(&clause, true);
                    for said in presupposed(&clause) {
                        read_clause(&said, turn, speech, discourse, anchored, reading);
                    }
                }
                if rule.name == "change_announced" {
                    discourse.change_announced = true;
                }
                reading.skipped.push((clause, Skipped::Rule(reason)));
                return;
            }
        }
    }
    if !has_content(&clause) {
        reading.skipped.push((clause, Skipped::Empty));
        return;
    }
    // Past the question rule, a "?" is a statement said with a rise ("the
    // doctor says I'm allergic to kiwi now?").
    if clause.ends_with('?') {
        clause = clause.trim_end_matches('?').to_string();
    }
    let mut cue = Cue::None;
    // The rule that gave the cue, read again below without a second match.
    let mut cue_rule = None;
    let mut object = Vec::new();
    if let Some((rule, _)) = RULE_SET.first(Stage::Correction, Speakers::Person, &clause) {
        if let Yield::Cue(c) = rule.yields {
            cue = c;
        }
    }
    let change_announced = std::mem::take(&mut discourse.change_announced);
    if cue == Cue::None {
        if let Some((rule, caps)) = RULE_SET.first(Stage::Cue, Speakers::Person, &clause) {
            if let Yield::Cue(c) = rule.yields {
                cue = c;
                cue_rule = Some(rule.name);
                if let (Cue::Retraction, Some(m)) = (c, caps.get(0)) {
                    let named = [
                        "object", "object2", "object3", "object4", "object5", "object6",
                    ]
                    .iter()
                    .find_map(|n| caps.name(n));
                    object = match named {
                        // "I leave the bank last month": what the verb
                        // takes, not the time.
                        Some(ended) => object_after(ended.as_str(), 0),
                        None => {
                            // "recovered from the flu", "signed off from
                            // physio", "decided against the loft": a cue
                            // ending on its preposition takes what follows.
                            let takes_an_object = rule.name == "ended"
                                || matches!(
                                    m.as_str().rsplit(' ').next(),
                                    Some("from" | "of" | "over" | "with" | "against")
                                );
                            retracted_object(&clause, m.start(), m.end(), takes_an_object)
                        }
                    };
                    // "I don't drive at all these days": a doing given up
                    // with nothing after it names the doing.
                    if object.is_empty() {
                        if let Some(verb) = caps.name("verb").filter(|v| {
                            memoir_core::reconcile::VERBS_OF_A_DOING
                                .contains(&v.as_str().to_lowercase().as_str())
                        }) {
                            object.push(verb.as_str().to_lowercase());
                        }
                    }
                    // "cancelled Netflix, cancelled the gym": the verb said
                    // again ends a second thing.
                    object.extend(said_again(&clause, m.as_str(), m.end()));
                }
                // "switched the broadband over to BT", "swapped ballet for
                // gymnastics": the thing changed is named right after.
                // "the GP increased my sertraline to 100mg": so is the
                // thing a new amount is set for.
                if let (Cue::Change, Some(m)) = (c, caps.get(0)) {
                    const TAKES_A_THING: &[&str] = &[
                        "switch",
                        "swap",
                        "move",
                        "change",
                        "switched",
                        "swapped",
                        "changed",
                        "traded",
                        "replaced",
                        "increased",
                        "raised",
                        "upped",
                        "reduced",
                        "lowered",
                        "cut",
                        "overtook",
                        "overtaken",
                        "deferred",
                        "postponed",
                        "rescheduled",
                        "moved",
                        "brought",
                        "pushed",
                        "shifted",
                        "bumped",
                    ];
                    // "moved yoga to Wednesdays", "brought the wedding
                    // forward": a time moved names its thing; "moved to
                    // Leeds", "pushed it back" name none.
                    const NO_THING_AFTER: &[&str] = &[
                        "to",
                        "into",
                        "in",
                        "out",
                        "back",
                        "over",
                        "across",
                        "up",
                        "down",
                        "house",
                        "home",
                        "away",
                        "abroad",
                        "on",
                        "off",
                        "here",
                        "there",
                        "jobs",
                        "round",
                        "around",
                        "from",
                        "closer",
                        "nearer",
                        "near",
                        "it",
                        "them",
                        "me",
                        "us",
                        "him",
                        "her",
                        "forward",
                        "forwards",
                        "heaven",
                        "mountains",
                    ];
                    // The verb may come after "had to": "we've had to
                    // switch the wedding to Galgorm".
                    let matched = m.as_str();
                    let verb_end = matched.split_whitespace().find_map(|w| {
                        let offset = w.as_ptr() as usize - matched.as_ptr() as usize;
                        TAKES_A_THING
                            .contains(&w.to_lowercase().as_str())
                            .then_some(m.start() + offset + w.len())
                    });
                    const MOVES_A_TIME: &[&str] = &[
                        "rescheduled",
                        "moved",
                        "brought",
                        "pushed",
                        "shifted",
                        "bumped",
                    ];
                    let a_thing_follows = |after_verb: usize| {
                        let verb = clause[..after_verb]
                            .rsplit(' ')
                            .next()
                            .unwrap_or("")
                            .to_lowercase();
                        if !MOVES_A_TIME.contains(&verb.as_str()) {
                            return true;
                        }
                        let mut first = None;
                        text::for_each_word(&clause[after_verb..], |w| {
                            if first.is_none() {
                                first = Some(w.to_string());
                            }
                        });
                        first.is_some_and(|w| !NO_THING_AFTER.contains(&w.as_str()))
                    };
                    if let Some(after_verb) = verb_end.filter(|&at| a_thing_follows(at)) {
                        object = object_after(&clause, after_verb)
                            .into_iter()
                            .take(1)
                            .collect();
                    } else if rule.name == "reversed" {
                        // "come round to aisle seats": a mind changed about
                        // what follows, which an earlier statement named.
                        object = object_after(&clause, m.end());
                    } else if let Some(test) = LICENCE_TEST_PASSED.captures(&clause) {
                        // "passed my driving test": a learner no more. A
                        // test in a subject ("passed my Welsh exam") ends
                        // no learning of it.
                        object = vec![test["what"].to_lowercase()];
                    } else if let Some(thing) = thing_before_its_change(&clause[..m.start()]) {
                        // "my visa came through", "the sale's finally gone
                        // through": the thing that changed opens the clause.
                        object = vec![thing];
                    }
                }
            }
        }
    }
    // "cycling in instead of the train": what was given up is named after
    // "instead of".
    if cue == Cue::Change && object.is_empty() {
        if let Some(at) = clause.to_lowercase().find("instead of ") {
            object = object_after(&clause, at + "instead of ".len())
                .into_iter()
                .take(1)
                .collect();
        }
    }
    // "my go-to pub is the Crown, or it was until it closed": said of the
    // past, it ends what it names and is kept as past.
    if let Some(caps) = RULE_SET.captures("no_longer_so", &clause) {
        if let (Some(verb), Some(tail)) = (caps.name("verb"), caps.name("tail")) {
            let past = match verb.as_str() {
                "are" | "'re" => " were",
                _ => " was",
            };
            let before = clause[..verb.start()].trim_end();
            clause = format!("{before}{past}{}", &clause[verb.end()..tail.start()]);
            cue = Cue::Retraction;
        }
    }
    // "lately I've been getting into rugby as well": what is added does
    // not replace what was there, unless the clause also says it swapped.
    if cue == Cue::Change && ADDED.is_match(&clause) && !SWAPPED.is_match(&clause) {
        cue = Cue::None;
    }
    // "looking for a new car": what is sought is not had yet.
    if cue == Cue::Change && RULE_SET.applies("searching_for", &clause) {
        cue = Cue::None;
    }
    if cue != Cue::None && clause::a_thing_said_bare(&clause) {
        clause = format!("my {clause}");
    }
    let mut about = discourse.read(&clause, true);
    // "we had to have Mittens put to sleep", "we lost Rufus in May": a
    // death is about the one who died, whoever says it, and ends what was
    // said of them.
    // The one who died is the name the death phrase itself holds ("sad
    // news, Pudding died", "we had to have Mittens put to sleep"), not the
    // first name in the clause: "Sam told me Rex died" ends Rex's facts.
    if matches!(cue, Cue::Retraction | Cue::None) {
        // "gave Nibbles away": gone, though no word of ending is said. With
        // no such word, only giving away counts: "we had Mia to sleep over"
        // is no death.
        let death = RULE_SET.captures("death", &clause).filter(|d| {
            cue == Cue::Retraction
                || d.get(0).is_some_and(|m| {
                    let said = m.as_str().to_lowercase();
                    said.contains("rehom") || said.ends_with(" away")
                })
        });
        if let Some(death) = death {
            cue = Cue::Retraction;
            let died = death
                .get(0)
                .and_then(|m| discourse.named_in(m.as_str()))
                .or_else(|| {
                    (about == About::Speaker)
                        .then(|| discourse.named_in(&clause))
                        .flatten()
                })
                // "My cat Biscuit is 19. … She died last week.": the one a
                // "she" or "he" stands for.
                .or_else(|| match about {
                    About::Person { index, opening } if opening > 0 => {
                        opens_with_a_person_pronoun(&clause).then_some(index)
                    }
                    _ => None,
                });
            if let Some(index) = died {
                // Said by name, as someone gone: what was said of them
                // under any subject ends ("we lost Meg" ends "an old collie
                // called Meg").
                let name = discourse.people[index].name.clone();
                // "Rex is gone" is ended so already (see `departed`).
                if departed(&clause).as_deref() != Some(name.as_str()) {
                    reading
                        .proposals
                        .push(speaker_ended(speech, name.clone(), &clause));
                }
                object = vec![name.to_lowercase()];
                // The "she" that named them is still rewritten as the name.
                let opening = match about {
                    About::Person {
                        index: was,
                        opening,
                    } if was == index => opening,
                    _ => 0,
                };
                about = About::Person { index, opening };
            } else if let Some(rel) = death.get(0).and_then(|m| relative_who_died(m.as_str())) {
                // "we lost Nan in February", "Nan passed away": the
                // relative, and what was said of them.
                object = vec![rel.clone()];
                about = About::Relative(rel);
            }
        }
    }
    // "Meera had a little boy on the 3rd": a birth ends the pregnancy
    // said before of whoever had it; the statement says the birth.
    if cue == Cue::None && RULE_SET.applies("a_birth", &clause) {
        cue = Cue::Retraction;
        object = vec!["pregnant".to_string()];
    }
    // The attribute, and the value it names: a `value` group, else the
    // name or number right after the match ("live in Oslo" → Oslo), so that
    // saying it again in other words reinforces instead of replacing.
    let mut named_value: Option<String> = None;
    let slot_rule = RULE_SET
        .first(Stage::Slot, Speakers::Person, &clause)
        .and_then(|(r, caps)| match r.yields {
            Yield::Slot(a) => {
                named_value = caps
                    .name("value")
                    .or_else(|| caps.name("value2"))
                    .map(|v| with_the_name_after_a_title(&clause, v))
                    .or_else(|| {
                        let m = caps.get(0)?;
                        let rest = &clause[m.end()..];
                        // "a chef in Glasgow", "opened a restaurant in
                        // Glasgow": the town a job is in is not the job,
                        // and a new job there must not read as the same.
                        let a_town_after_a_job = a == "job" && rest.trim_start().starts_with("in ");
                        (!a_town_after_a_job).then(|| name_after(rest)).flatten()
                    })
                    // "can't stand mushrooms" … "I like mushrooms now": a
                    // taste's value is what it is for, so its opposite
                    // contradicts it.
                    .or_else(|| {
                        let taste = matches!(a, "likes" | "dislikes");
                        let m = caps.get(0).filter(|_| taste)?;
                        let first = object_after(&clause, m.end()).into_iter().next()?;
                        Some(text::stem(&first))
                    });
                // "moved over to Firefox": a move to a thing of a known
                // kind is a change of that thing, not of home.
                if a == "lives_in"
                    && named_value
                        .as_deref()
                        .is_some_and(|v| !memoir_core::attribute::kinds_named(v).is_empty())
                {
                    named_value = None;
                    return None;
                }
                Some(a)
            }
            _ => None,
        });
    // "We've adopted a cat. He's called Miso.": a name given to an animal
    // spoken of as "he" or "she" is the pet's, as "my cat's called Miso"
    // is.
    let slot_rule = slot_rule.or_else(|| {
        let an_animal = matches!(&about, About::Relative(rel) if discourse::is_an_animal(rel));
        (an_animal && AN_ANIMAL_NAMED.is_match(&clause)).then_some("pet")
    });
    // "We've changed things round, Leo's with his dad Monday to
    // Wednesday": the clause after an announced change says it.
    // "go back to normal speed" is a return, no ending.
    if standing_request
        && (cue == Cue::None || clause::starts_with_ignoring_case(&clause, "go back"))
    {
        cue = Cue::Change;
    }
    // "I want full paragraphs" after "bullet points please": a way of
    // answering asked for takes the place of the last one of its kind.
    if cue == Cue::None
        && clause::starts_with_ignoring_case(&clause, "I want ")
        && attribute::kinds_named(&clause)
            .iter()
            .any(|(kind, _)| WAYS_OF_ANSWERING.contains(kind))
    {
        cue = Cue::Change;
    }
    if change_announced && cue == Cue::None {
        cue = Cue::Change;
    }
    // "started following the Tigers in the rugby too, …": "too" mid-clause
    // adds to a many-valued attribute; of one that holds one value ("gone
    // veggie too, like my partner") it is still a change.
    if cue == Cue::Change
        && TOO_BEFORE_MORE.is_match(&clause)
        && !SWAPPED.is_match(&clause)
        && slot_rule
            .is_some_and(|a| attribute::cardinality(a) != memoir_core::attribute::Cardinality::One)
    {
        cue = Cue::None;
    }
    // "She's making progress" with no one named before: who is unknown
    // ("he's called Biscuit" names its own value).
    // "they enjoyed the Grand Canyon a lot": a taste of "they" is none of
    // the speaker's.
    let a_taste_of_theirs = matches!(slot_rule, Some("likes" | "dislikes" | "hobby"))
        && matches!(
            first_word(&clause).as_str(),
            "they" | "they're" | "they've" | "they'd" | "they'll"
        )
        && !mentions_speaker(&clause);
    // "He chased down Iguodala": a deed done by a "he" no one is, whatever
    // it names.
    let a_deed_of_no_one = matches!(first_word(&clause).as_str(), "he" | "she") && {
        let second = clause
            .split_whitespace()
            .nth(1)
            .map(|w| w.to_lowercase())
            .unwrap_or_default();
        (second.len() > 4 && second.ends_with("ed") && second != "needed")
            || matches!(
                second.as_str(),
                "got"
                    | "went"
                    | "made"
                    | "took"
                    | "won"
                    | "lost"
                    | "scored"
                    | "ran"
                    | "came"
                    | "gave"
                    | "told"
                    | "said"
                    | "threw"
                    | "hit"
                    | "beat"
                    | "broke"
                    | "caught"
            )
    };
    if about == About::Speaker
        && (a_taste_of_theirs
            || a_deed_of_no_one
            || (opens_with_a_person_pronoun(&clause) && !names_a_value(&clause)))
    {
        reading
            .skipped
            .push((clause, Skipped::Rule(SkipReason::Unresolved)));
        return;
    }
    // "We got a great turnout", "we have team dinners": "we" is a team, a
    // class, people in general as often as the speaker's household. Kept
    // when it says something checkable (a known slot, a change, a name or
    // number, a time) or when the turn speaks of "our" things ("our
    // allotment …, we grow leeks there").
    if about == About::Speaker
        && !household_in(turn.text)
        && slot_rule.is_none()
        && cue == Cue::None
        && opens_with_we(&clause)
        && !names_a_value(&clause)
        && scope::of(&clause, turn.occurred_at).is_none()
    {
        reading
            .skipped
            .push((clause, Skipped::Rule(SkipReason::Vague)));
        return;
    }
    // "I'm more excited than ever!", "I do remember those classes!": an
    // exclamation that names nothing — no slot, no change, no name, number
    // or time, nothing of the speaker's, no deed done — is a reaction.
    if about == About::Speaker
        && !commanded
        && slot_rule.is_none()
        && cue == Cue::None
        && an_exclamation_naming_nothing(&clause)
        && scope::of(&clause, turn.occurred_at).is_none()
    {
        reading
            .skipped
            .push((clause, Skipped::Rule(SkipReason::Exclamation)));
        return;
    }
    // "I've faced so many challenges", "I don't have big plans": every
    // word general, nothing said that a later turn could check.
    if !commanded
        && slot_rule.is_none()
        && cue == Cue::None
        && !names_a_value(&clause)
        && RULE_SET.applies("names_nothing_in_particular", &clause)
        && scope::of(&clause, turn.occurred_at).is_none()
    {
        reading
            .skipped
            .push((clause, Skipped::Rule(SkipReason::Vague)));
        return;
    }
    // "I'll send you the photos", "took your advice": an open remark, a
    // taste or a plan that still speaks to or of the listener is about the
    // talk ("loves having you in their corner").
    if !commanded
        && matches!(
            slot_rule,
            None | Some("likes" | "favorite" | "plan" | "hobby")
        )
        && cue == Cue::None
        && RULE_SET.applies("speaks_to_the_listener", &clause)
    {
        reading
            .skipped
            .push((clause, Skipped::Rule(SkipReason::ToListener)));
        return;
    }
    // "I'm obsessed with those", "can't get enough of them": a liking
    // whose object only points at something shown or said before.
    if about == About::Speaker
        && !commanded
        && slot_rule.is_some()
        && cue == Cue::None
        && !names_a_value(&clause)
        && !discourse.thing_handled_in_turn
        && content_words(&clause) <= 2
        && RULE_SET.applies("unresolved_object", &clause)
    {
        reading
            .skipped
            .push((clause, Skipped::Rule(SkipReason::Unresolved)));
        return;
    }
    // "Yeah, I've been there before and loved it!": a place the other
    // speaker named, whatever attribute the clause has.
    if about == About::Speaker
        && !commanded
        && cue == Cue::None
        && reading.proposals.is_empty()
        && !names_a_value(&clause)
        && RULE_SET.applies("a_place_unnamed", &clause)
    {
        reading
            .skipped
            .push((clause, Skipped::Rule(SkipReason::Unresolved)));
        return;
    }
    // "I love how it's both an outlet and a therapy": what "it" is, only
    // the talk before knew, whatever attribute the clause has.
    if about == About::Speaker
        && !commanded
        && cue == Cue::None
        && !discourse.thing_handled_in_turn
        && !names_a_value(&clause)
        && RULE_SET.applies("the_way_it_is", &clause)
    {
        reading
            .skipped
            .push((clause, Skipped::Rule(SkipReason::Unresolved)));
        return;
    }
    if about == About::Speaker && !commanded && slot_rule.is_none() {
        let nothing_kept_before = reading.proposals.is_empty();
        if let Some(reason) = not_understood_alone(&clause, cue, discourse, nothing_kept_before) {
            reading.skipped.push((clause, Skipped::Rule(reason)));
            return;
        }
    }
    // "Anytime Nate!", "No worries, Priya", "Sure thing Dad!": a name with
    // no verb and nothing said of it is someone addressed, not news of
    // them. "Ana's new job at the bank!" opens on the name and says more.
    if let About::Person { index, .. } = about {
        if a_name_addressed(&clause, &discourse.people[index].name)
            && !commanded
            && cue == Cue::None
            && slot_rule.is_none()
        {
            reading
                .skipped
                .push((clause, Skipped::Rule(SkipReason::Fragment)));
            return;
        }
    }
    // "Spanish is going well", "Karate's on Mondays": a pastime or a
    // language opening the clause is the speaker's own.
    let about_someone = mentions_speaker(&clause)
        || about != About::Speaker
        || commanded
        || memoir_core::attribute::is_a_pastime_or_language(
            first_word(&clause).trim_end_matches("'s"),
        );
    // In a turn where the speaker speaks of themself, the other clauses
    // are about their things ("we adopted a dog! a retired greyhound").
    // A clause about neither the speaker nor a person is kept when, in a
    // turn where the speaker speaks of themself, it names a value ("a
    // retired greyhound called Biscuit", "it's on Tuesday at 4") or says
    // that something changed ("the flat's in Leith now"). "Facing
    // challenges can be tough" is about no one.
    // "Galway now.", "Thursdays now": a bare new value is the speaker's.
    // Texted in lower case, it names a provider or a pattern: "on giffgaff
    // now", "with octopus now", "on nights now" — not where the speaker
    // happens to be ("on the bus now", "on holiday now", "at work now").
    let a_bare_new_value = cue == Cue::Change
        && clause.split_whitespace().count() <= 3
        && (clause.chars().next().is_some_and(char::is_uppercase)
            || a_lower_case_new_provider(&clause));
    // "porridge got boring": a thing that lost its appeal is one the
    // speaker had, said bare.
    let lost_its_appeal = cue == Cue::Retraction && cue_rule == Some("lost_its_appeal");
    // "the Baxi died, so a Worcester Bosch went in on Tuesday": a thing
    // named right after one of the speaker's ended is what took its place.
    let in_its_place = matches!(
        reading.proposals.last(),
        Some(Proposal::Assert(c)) if c.subject.is_user() && c.cue == Cue::Retraction
    ) && matches!(first_word(&clause).as_str(), "a" | "an")
        && names_a_value(&clause);
    let about_their_thing = a_bare_new_value
        || describes_a_new_thing(&clause, discourse)
        || lost_its_appeal
        || in_its_place
        || opens_on_a_part_of_the_home(&clause)
        || opens_on_a_symptom(&clause)
        // "the viewing went ok": an event of the speaker's took place.
        || memoir_core::reconcile::event_that_went(&clause).is_some()
        || ((anchored || opens_with_a_thing(&clause))
            && (names_a_value(&clause) || cue != Cue::None));
    // "my dentist appointment? it's on Tuesday at 4": "it" is the thing.
    // A thing handled in this very turn ("Ollie returned the drill, so
    // it's back in my shed") is what a following "it's" is, whatever the
    // clause says of it.
    // Whether the clause as said speaks of a thing said before, whatever
    // its "it" is resolved to below.
    let speaks_of_it = opens_with_a_thing(&clause) || refers_back(&clause);
    let opens_on_it = matches!(first_word(&clause).as_str(), "it" | "it's");
    let clause = match &discourse.last_thing {
        Some(thing)
            if names_a_value(&clause)
                || cue != Cue::None
                || discourse.thing_handled_in_turn
                || describes_a_new_thing(&clause, discourse) =>
        {
            let resolved = resolve_it(
                &clause,
                thing,
                discourse.thing_is_theirs,
                discourse.thing_named_in_turn,
            );
            // "the Astra failed, so it's been scrapped": what ended is the
            // thing "it" stood for, not a word of the ending.
            if opens_on_it && cue == Cue::Retraction && resolved != clause {
                object = thing.split_whitespace().map(str::to_lowercase).collect();
            }
            resolved
        }
        _ => clause,
    };
    // What still leans on the talk before once "it" is resolved — a
    // pronoun for subject, "this one", "these poses" — is not understood
    // alone (rubric, docs/extraction.md).
    if !commanded
        && ((cue == Cue::None
            && !names_a_value(&clause)
            && (RULE_SET.applies("opens_on_a_pronoun", &clause)
                || (!discourse.thing_handled_in_turn
                    && RULE_SET.applies("leans_on_a_demonstrative", &clause))))
            || ((cue == Cue::None || !names_a_value(&clause))
                && RULE_SET.applies("a_pronoun_acts", &clause)))
    {
        reading
            .skipped
            .push((clause, Skipped::Rule(SkipReason::Unresolved)));
        return;
    }
    if !about_someone && !about_their_thing && slot_rule.is_none() {
        reading.skipped.push((clause, Skipped::AboutNoOne));
        return;
    }
    // A known slot with "my" in the clause ("it'd explain my career as a
    // designer") says something of the speaker whatever "it" is.
    if cue == Cue::None
        && matches!(about, About::Speaker)
        && (slot_rule.is_none() || !mentions_speaker(&clause))
    {
        if let Some((rule, _)) = RULE_SET.first(Stage::Salience, Speakers::Person, &clause) {
            if let Yield::Skip(reason) = rule.yields {
                reading.skipped.push((clause, Skipped::Rule(reason)));
                return;
            }
        }
    }
    // "I visit him every month" after "my brother Tom …": who "him",
    // "her" or "his" is, named; with no one to stand for, a clause that
    // says nothing else checkable is not understood alone.
    let people_named = match about {
        About::Speaker => people_pronouns_named(&clause, discourse, &speech.voice.name),
        _ => PeopleNamed::AsSaid,
    };
    let clause = match people_named {
        PeopleNamed::AsSaid => clause,
        PeopleNamed::Rewritten(named) => named,
        // "I've heard about her a lot lately": with the speaker the subject,
        // "her" is someone else, whatever the clause's cue. ("Our boy grew
        // out of his eczema": his own.)
        PeopleNamed::NoOne
            if (cue == Cue::None || discourse::has_first_person_subject(&clause))
                && !commanded
                && slot_rule.is_none()
                && !names_a_value(&clause)
                && scope::of(&clause, turn.occurred_at).is_none() =>
        {
            reading
                .skipped
                .push((clause, Skipped::Rule(SkipReason::Unresolved)));
            return;
        }
        PeopleNamed::NoOne => clause,
    };
    // "I first watched it three years ago": a deed on an "it" nothing
    // names. "made vegan ice cream and shared it" names it before.
    let deed_on_an_unnamed_thing = RULE_SET
        .captures("deed_on_an_unnamed_thing", &clause)
        .and_then(|caps| caps.get(0))
        .is_some_and(|m| {
            let before = &clause[..m.start()];
            !before.contains(" and ") && !before.contains(", ")
        });
    if cue == Cue::None
        && !commanded
        && !discourse.thing_handled_in_turn
        && (deed_on_an_unnamed_thing || an_object_left_as_it(&clause))
    {
        reading
            .skipped
            .push((clause, Skipped::Rule(SkipReason::Unresolved)));
        return;
    }
    let owner = &speech.voice.name;
    let (subject, statement) = match &about {
        About::Speaker => (speech.subject.clone(), third_person(&clause, &speech.voice)),
        About::Relative(rel) => {
            // "she's 91" after "my gran …" → "The user's gran is 91".
            let pronoun = clause.split_whitespace().next().unwrap_or("");
            let named = capitalised(&format!("{owner}'s {rel}"));
            let bare = pronoun.to_lowercase();
            // "they've downsized" after "your parents" → "The user's
            // parents have downsized".
            let they = match bare.replace('\u{2019}', "'").as_str() {
                "they" => Some(""),
                "they've" => Some(" have"),
                "they're" => Some(" are"),
                "they'd" => Some(" would"),
                "they'll" => Some(" will"),
                _ => None,
            };
            let rewritten = if discourse::is_pronoun(pronoun) {
                name_for_pronoun(pronoun, &clause[pronoun.len()..], &named)
            } else if let Some(verb) = they {
                format!("{named}{verb}{}", &clause[pronoun.len()..])
            } else if bare == *rel || bare.strip_suffix("'s") == Some(rel.as_str()) {
                // "Gran had a fall" → "The user's gran had a fall".
                format!("{named}{}", &clause[rel.len()..])
            } else {
                clause.clone()
            };
            let mut subject = Subject::named(&format!("{owner}'s {}", discourse::kin_key(rel)));
            // "my boyfriend's called Tiago": filed under the relation as
            // ever, with the name said beside it, so memory knows Tiago as
            // the boyfriend when he is next named alone.
            if let Some(name) = called_by_name(&clause) {
                subject.display = format!("{name} ({})", subject.display);
            }
            (subject, third_person(&rewritten, &speech.voice))
        }
        About::Person { index, opening } => {
            let person = &discourse.people[*index];
            let rest = &clause[*opening..];
            let rewritten = if *opening > 0 {
                name_for_pronoun(&clause[..*opening], rest, &person.with_relation(owner))
            } else if person.relation.as_deref().is_some_and(|relation| {
                // "Oscar, my guinea pig": the relation said already.
                let said: Vec<&str> = relation.split(' ').collect();
                !clause_words(&clause)
                    .windows(said.len())
                    .any(|w| w.iter().map(String::as_str).eq(said.iter().copied()))
            }) {
                // "Gordon's left" → "Gordon (the user's boss) has left",
                // not "Gordon (the user's boss)'s left".
                let contracted = format!("{}'s ", person.name);
                match clause.find(&contracted) {
                    Some(at)
                        if clause[at + contracted.len()..]
                            .split_whitespace()
                            .next()
                            .is_some_and(|w| HAS_PARTICIPLES.contains(&w)) =>
                    {
                        format!(
                            "{}{} has {}",
                            &clause[..at],
                            person.with_relation(owner),
                            &clause[at + contracted.len()..]
                        )
                    }
                    // "It's spelt Shonagh": only the name as a whole word.
                    // "It's Lucy Carr now": the whole name, surname and
                    // all, before who she is.
                    _ => {
                        let with_surname = surname_after(&clause, &person.name)
                            .map(|surname| format!("{} {surname}", person.name));
                        let name = with_surname.as_deref().unwrap_or(&person.name);
                        let shown = person.with_relation(owner).replacen(&person.name, name, 1);
                        memoir_core::reconcile::replace_word(&clause, name, &shown)
                            .unwrap_or_else(|| clause.clone())
                    }
                }
            } else {
                clause.clone()
            };
            (person.subject(), third_person(&rewritten, &speech.voice))
        }
    };
    let statement = without_trailing_now(&statement);
    // "my boss is a woman called Fern", then "my new boss is Dominic": who
    // the boss is, is the speaker's attribute, whoever the clause names.
    // Whom the speaker answers to or rents from is the speaker's.
    // "Our daughter Ines arrived on the 2nd": a child of the speaker's
    // born is a child more of the speaker's.
    // How the one the clause is about is related to the speaker, if said.
    let relation = match &about {
        About::Person { index, .. } => discourse.people[*index].relation.as_deref(),
        About::Relative(rel) => Some(rel.as_str()),
        About::Speaker => None,
    };
    let a_child_born = slot_rule == Some("number_of_children")
        && relation.is_some_and(|rel| {
            matches!(
                rel,
                "daughter" | "son" | "baby" | "twins" | "little one" | "little girl" | "little boy"
            )
        });
    // "Tasha and I broke up", "Lucy and I tied the knot": a couple with
    // the speaker in it is the speaker's relationship.
    // "Marco proposed on Saturday", after "my boyfriend Marco": what the
    // speaker's partner does to the couple is the speaker's too.
    // (Only an event of the couple's: "my boyfriend's called Tiago" is
    // the boyfriend's.)
    let a_couples_event = |lower: &str| {
        [
            "proposed",
            "popped the question",
            "engaged",
            "married",
            "wedding",
        ]
        .iter()
        .any(|w| lower.contains(w))
    };
    // "Marco popped the question!", of a Marco memory knows with no
    // relation: a proposal with no one else named as asked is to the
    // speaker ("Marco proposed to Lisa" is Marco's news).
    let proposed_to_the_speaker = |lower: &str| {
        let to_another = ["proposed to ", "the question to "].iter().any(|p| {
            lower.find(p).is_some_and(|at| {
                let next = lower[at + p.len()..]
                    .split_whitespace()
                    .next()
                    .unwrap_or("");
                !matches!(next.trim_matches(|c: char| !c.is_alphabetic()), "me" | "us")
            })
        });
        ["proposed", "popped the question", "asked me to marry"]
            .iter()
            .any(|w| lower.contains(w))
            && !to_another
    };
    let the_speakers_couple = slot_rule == Some("relationship_status") && {
        // Both readings below look at the clause in lower case: made once.
        let lower = clause.to_lowercase();
        discourse::has_first_person_subject(&clause)
            || proposed_to_the_speaker(&lower)
            // "Marcus isn't my boyfriend now": the couple ended is the
            // speaker's; "he's my fiance now": so is the couple named.
            || ["n't my ", "not my ", "'s my ", " is my ", "\u{2019}s my "].iter().any(|not| {
                lower.find(not).is_some_and(|at| {
                    let said = &lower[at + not.len()..];
                    [
                        "boyfriend",
                        "girlfriend",
                        "partner",
                        "husband",
                        "wife",
                        "fianc",
                        "other half",
                        "fella",
                        "bloke",
                        "missus",
                    ]
                    .iter()
                    .any(|w| said.starts_with(w))
                })
            })
            || relation.is_some_and(|rel| {
                matches!(
                    rel,
                    "boyfriend"
                        | "girlfriend"
                        | "partner"
                        | "fiance"
                        | "fiancee"
                        | "husband"
                        | "wife"
                )
            }) && a_couples_event(&lower)
    };
    // "my hairdresser is Kerry": said of the speaker's hairdresser, it is
    // who serves the speaker.
    let serves = provider_named(&clause);
    // "our dog Biscuit goes to Riverside Vets": the dog's vet.
    // "a lady called Rosa comes in to help me": the clause is about Rosa,
    // the carer is the speaker's, unless it names whom she helps.
    let helps_someone_else = || {
        let lower = clause.to_lowercase();
        [
            "mum", "dad", "gran", "nan", "grandad", "grandma", "mother", "father", "husband",
            "wife",
        ]
        .iter()
        .any(|r| lower.split(|c: char| !c.is_alphanumeric()).any(|w| w == *r))
    };
    let serves_the_speaker = serves.is_some()
        && (subject.key == speech.subject.key
            || subject
                .display
                .starts_with(&format!("{}'s ", speech.subject.display))
            || (serves == Some("carer") && !helps_someone_else()));
    let subject = if matches!(slot_rule, Some("manager" | "landlord"))
        || a_child_born
        || the_speakers_couple
        || serves_the_speaker
    {
        speech.subject.clone()
    } else {
        subject
    };
    let attribute = match slot_rule {
        Some(a) => {
            discourse.last_slot = Some(a);
            a.to_string()
        }
        // "it's a 2011 Volvo now": a thing said before, given a new value.
        // "…, so there's a young couple next door now": what there is, is
        // no new value of the thing said before.
        None => match discourse.last_slot {
            // "I don't work at Boots now, I'm at Superdrug": where one is,
            // right after where one works or studies.
            Some(a @ ("job" | "study")) if RULE_SET.applies("at_a_named_place", &clause) => {
                a.to_string()
            }
            // "Moved to a two-bed share, I pay £620 a month now": what is
            // paid by the month, right after where one lives, is the rent.
            Some("lives_in" | "rent") if RULE_SET.applies("paid_by_the_month", &clause) => {
                "rent".to_string()
            }
            Some(a)
                if speaks_of_it
                    && !first_word(&clause).starts_with("there")
                    && !opens_with_another_thing(&clause, a)
                    && (cue != Cue::None || names_a_value(&clause)) =>
            {
                a.to_string()
            }
            // "switched my course to criminology": the thing changed names
            // a slot that holds one value.
            _ => match object
                .first()
                .and_then(|o| slot_named_by(o))
                .filter(|_| cue == Cue::Change)
            {
                Some(a) => a.to_string(),
                None => attribute::open_slot(&head_word(&clause)),
            },
        },
    };
    // "we've bought a second car as well": one more of a thing that holds
    // one value, kept beside the first, not in its place.
    // ("bar shifts at the Red Lion too, for extra cash": a job "too" is one
    // more, where "gone veggie too, like my partner" is a change.)
    let added = ADDED.is_match(&clause)
        || ONE_MORE.is_match(&clause)
        || (attribute == "job" && TOO_BEFORE_MORE.is_match(&clause));
    let attribute = if added
        && !SWAPPED.is_match(&clause)
        && !attribute::is_open_slot(&attribute)
        && attribute::cardinality(&attribute) == memoir_core::attribute::Cardinality::One
    {
        attribute::open_slot(&head_word(&clause))
    } else {
        attribute
    };
    // "I go running three mornings a week", then "out running five days a
    // week": how often a habit is done holds one value.
    let attribute = if attribute::is_open_slot(&attribute)
        || matches!(attribute.as_str(), "hobby" | "schedule")
    {
        habit_with_a_frequency(&clause).unwrap_or(attribute)
    } else {
        attribute
    };
    // "My favourite podcast is Desert Island Discs": a favourite of a kind
    // no rule names is still a favourite of that kind.
    let attribute = if attribute::is_open_slot(&attribute) {
        favourite_kind_named(&clause).map_or(attribute, |kind| attribute::favourite_of(&kind))
    } else {
        attribute
    };
    // "my hairdresser is Kerry at Snips": who serves the speaker in a
    // role holds one name at a time.
    let attribute = match serves {
        Some(role)
            if attribute::is_open_slot(&attribute)
                || matches!(
                    attribute.as_str(),
                    "membership" | "health" | "schedule" | "pet" | "study"
                ) =>
        {
            // What names the dog is not what names its vet.
            named_value = None;
            attribute::who_serves(role)
        }
        _ => attribute,
    };
    // Who someone is does not expire with "tomorrow" said in passing.
    let lasting = attribute::lookup(&attribute).is_some_and(|s| !s.ongoing)
        || matches!(
            attribute.as_str(),
            "job"
                | "lives_in"
                | "diet"
                | "allergy"
                | "relationship_status"
                | "vehicle"
                | "pet"
                | "from"
                | "name"
                | "age"
        );
    let scope = if lasting {
        scope::until_said(&clause, turn.occurred_at).unwrap_or(TemporalScope::Ongoing)
    } else {
        scope::of(&clause, turn.occurred_at).unwrap_or(TemporalScope::Ongoing)
    };
    // "I'm a pharmacist at Boots, full time, Monday to Friday": the hours
    // told with a job are a fact of their own, which changes without it.
    // The cheap tests first: the pattern is asked only of a job's clause.
    let hours_may_follow = attribute == "job"
        && matches!(cue, Cue::None | Cue::Change)
        && statement.contains(", ")
        && statement.starts_with(&capitalised(&subject.display));
    let hours = if hours_may_follow {
        HOURS_OF_A_JOB.captures(&statement)
    } else {
        None
    };
    let statement = match hours {
        Some(c) => {
            let hours = c["hours"].to_string();
            let job = format!("{}.", &statement[..c.get(0).map_or(0, |m| m.start())]);
            // "new job, forklift instructor, days now": new hours with a
            // new job.
            let mut told = FactCandidate::stated(
                subject.clone(),
                "working_hours",
                FactValue::Text(hours.clone()),
                format!("{} works {hours}.", capitalised(&subject.display)),
            );
            told.cue = cue;
            reading.proposals.push(Proposal::Assert(told));
            job
        }
        None => statement,
    };
    let has_object = !object.is_empty();
    let value = match (&named_value, slot_rule) {
        (Some(v), Some(_)) => v.clone(),
        _ => statement.trim_end_matches('.').to_string(),
    };
    // "a two-bed terrace in Roath with a tiny garden and a cat called
    // Tahini": a pet named in passing is a fact of its own, which outlives
    // the home it was said with.
    if attribute != "pet"
        && cue == Cue::None
        && (clause.contains(" called ") || clause.contains(" named "))
    {
        if let Some(pet) = PET_IN_PASSING.captures(&clause) {
            let said = format!(
                "{} has a {} called {}.",
                capitalised(&subject.display),
                pet["pet"].to_lowercase(),
                &pet["name"]
            );
            reading
                .proposals
                .push(Proposal::Assert(FactCandidate::stated(
                    subject.clone(),
                    "pet",
                    FactValue::Text(pet["name"].to_string()),
                    said,
                )));
        }
    }
    reading.proposals.push(Proposal::Assert(FactCandidate {
        subject,
        attribute,
        value: FactValue::Text(value),
        statement,
        explicitness: Explicitness::Stated,
        confidence: if commanded { 1.0 } else { 0.9 },
        scope,
        commanded,
        cue,
        object: if has_object { object } else { Vec::new() },
        replaces: Vec::new(),
    }));
}

/// The hours told after a job: ", full time, Monday to Friday", ", three
/// nights a week", ", part-time, mornings only".
static HOURS_OF_A_JOB: LazyLock<Regex> = LazyLock::new(|| {
    const SPAN: &str = r"(?:full[- ]time|part[- ]time|(?:one|two|three|four|five|six|seven|\d) (?:days|nights|shifts|mornings|evenings)(?: a week| a fortnight| per week)?|(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?s? (?:to|through|till|until|-|–) (?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?|days|nights|evenings|weekends|mornings|earlies|lates)(?: (?:mostly|only|usually|normally|now))?";
    Regex::new(&format!(
        r"(?i),\s+(?P<hours>{SPAN}(?:(?:,\s+|\s+and\s+){SPAN})*)[.!]*$"
    ))
    .expect("hours of a job")
});

/// A pet named after "and" or "with" in a clause about something else.
static PET_IN_PASSING: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(?:and|with|plus) (?:a|an|our|my|the) (?:[a-z-]+ )?(?P<pet>cat|dog|puppy|kitten|rabbit|hamster|tortoise|budgie|parrot|guinea pig|greyhound|whippet|lurcher|spaniel|labrador|collie|terrier|poodle|beagle) (?:called|named) (?P<name>[A-Z][a-z]+)\b")
        .expect("pet in passing")
});

/// Where a remark on what was just said begins: "…, and it was awesome",
/// "… — it's been a dream".
static REMARK_ON_IT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\s*(?:,|;|—|–| -| and| but| so| which)\s+(?:and |but |so )?(?:it|this|that)(?:'s|'d| is| was| has| had| will| would| really| just| always| totally)\b")
        .expect("remark on it")
});

/// `clause` without a remark on what it said.
fn before_a_remark_on_it(clause: &str) -> &str {
    REMARK_ON_IT
        .find(clause)
        .map_or(clause, |m| &clause[..m.start()])
}

/// The relative a death phrase names with no name of their own: "lost
/// Nan", "my grandad died", "our uncle passed away".
fn relative_who_died(death: &str) -> Option<String> {
    static RELATIVE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(
            r"(?i:\b(?:my|our) (?:(?:dear|old|beloved|lovely) )?(?P<rel>{}))\b|\b(?P<bare>(?-i:Mum|Dad|Mom|Nan|Nana|Nanna|Gran|Granny|Grandad|Grandma|Grandpa))\b",
            crate::discourse::RELATIONS
        ))
        .expect("relative who died")
    });
    let caps = RELATIVE.captures(death)?;
    caps.name("rel")
        .or_else(|| caps.name("bare"))
        .map(|r| r.as_str().to_lowercase())
}

/// "Our Niamh does Irish dancing" → "Niamh does Irish dancing": "our"
/// before a name is how a family speaks of one of its own (Irish and
/// northern English); the name is who the clause is about. Only with a
/// verb a person does after it: "our Ford's on its last legs" stays.
fn our_by_name(clause: &str) -> Option<String> {
    static OUR_NAME: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^(?i:our) (?P<name>[A-Z][a-z]+(?:-[A-Z][a-z]+)?)(?P<rest>(?:'s| is| has| was)? (?i:does|do|did|plays|played|goes|went|started|starts|starting|turned|turns|loves|wants|needs|got|gone|given|moved|passed|finished|decided|joined|left|doing|playing|going|getting|learning|training|studying|working|living)\b.*)$")
            .expect("our by name")
    });
    let caps = OUR_NAME.captures(clause)?;
    let name = &caps["name"];
    if crate::discourse::NOT_NAMES.contains(&name) {
        return None;
    }
    Some(format!("{name}{}", &caps["rest"]))
}

/// "Mum's handed her licence back" → "Mum has given up driving": a
/// driving licence given up is driving given up, which ends what was
/// said of the driving ("still drives her old Micra").
fn licence_given_up(clause: &str) -> Option<String> {
    static LICENCE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^(?P<who>.*?)(?:'s| has|'ve| have| had|'d)? (?:(?:finally|just|now|already) )?(?P<verb>(?:handed|sent|given)(?: in| back)?|surrendered|given up|gave up|returned) (?:her|his|my|their|our) (?:driving )?licen[cs]e\b(?P<back> back| in| up)?(?P<rest>.*)$")
            .expect("licence given up")
    });
    let caps = LICENCE.captures(clause)?;
    let who = caps["who"].trim();
    // "handed my licence to the officer" shows it; "… back", "… in",
    // "surrendered" give it up. "her licence plate" is no licence.
    let given_up = caps.name("back").is_some()
        || !matches!(
            caps["verb"].to_lowercase().as_str(),
            "handed" | "sent" | "given"
        );
    if who.is_empty() || !given_up || caps["rest"].trim_start().starts_with("plate") {
        return None;
    }
    let has = if matches!(who.to_lowercase().as_str(), "i" | "we" | "they" | "you") {
        "have"
    } else {
        "has"
    };
    Some(format!("{who} {has} given up driving{}", &caps["rest"]))
}

/// "They've moved Dad to a home in Frome" → "Dad has been moved to a home
/// in Frome"; "Work's put me on days" → "I've been put on days": what was
/// done to someone, said of them (rule `done_to_someone`).
fn done_to_someone(clause: &str) -> Option<String> {
    let caps = RULE_SET.captures("done_to_someone", clause)?;
    let done = match caps["verb"].to_lowercase().as_str() {
        "gave" => "given".to_string(),
        "took" => "taken".to_string(),
        other => other.to_string(),
    };
    let who = &caps["who"];
    let been = match who.to_lowercase().as_str() {
        "me" => "I've been".to_string(),
        "us" => "we've been".to_string(),
        _ => format!("{} has been", capitalised(who)),
    };
    Some(format!("{been} {done} {}", &caps["rest"]))
}

/// "we've put her pocket money up to £8" → "her pocket money has been
/// put up to £8": a thing of someone's moved, said of the thing (rule
/// `someones_thing_moved`).
fn someones_thing_moved(clause: &str) -> Option<String> {
    let caps = RULE_SET.captures("someones_thing_moved", clause)?;
    let whose = &caps["whose"];
    // "my hours have been", "her pocket money has been".
    let has = if whose.ends_with('s') && !whose.ends_with("'s") {
        "have"
    } else {
        "has"
    };
    Some(format!(
        "{whose} {has} been {} {}",
        caps["verb"].to_lowercase(),
        &caps["rest"]
    ))
}

/// "we've had to ban gaming on school nights for Axel" → "Axel is banned
/// from gaming on school nights now" (rule `banned_for_someone`): a change
/// of what they may do, said of them.
fn banned_for_someone(clause: &str) -> Option<String> {
    let caps = RULE_SET.captures("banned_for_someone", clause)?;
    let who = &caps["who"];
    // "our twins are", "James is".
    let is = if ["kids", "children", "twins"]
        .iter()
        .any(|p| who.ends_with(p))
    {
        "are"
    } else {
        "is"
    };
    Some(format!(
        "{who} {is} banned from {} now{}",
        &caps["what"],
        caps.name("rest").map_or("", |r| r.as_str())
    ))
}

/// "My flatmate got me into country music" → "I got into country music
/// through my flatmate": a taste the speaker took up is the speaker's,
/// whoever brought them to it.
fn got_into_through(clause: &str) -> Option<String> {
    static GOT_ME_INTO: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^(?P<who>(?:my |our |a |an |the )?[\w'-]+(?: [\w'-]+){0,3}?)(?: (?:got|has got|have got|gets|is getting|are getting|finally got)|'s got|'ve got) me (?P<how>into|hooked on|addicted to|obsessed with) (?P<what>[^,.!?]+)(?P<rest>.*)$")
            .expect("got me into")
    });
    let caps = GOT_ME_INTO.captures(clause)?;
    // "Dad's got me into …": the "'s" is "has".
    let who = caps["who"].strip_suffix("'s").unwrap_or(&caps["who"]);
    // "It got me into trouble", "that got me into the final": no one.
    if matches!(
        who.to_lowercase().as_str(),
        "it" | "that" | "this" | "which" | "they" | "he" | "she"
    ) || caps["what"].trim_start().starts_with("trouble")
    {
        return None;
    }
    let how = match &caps["how"].to_lowercase()[..] {
        "into" => "got into",
        "hooked on" => "got hooked on",
        "addicted to" => "got addicted to",
        _ => "got obsessed with",
    };
    let who = if who.chars().next().is_some_and(char::is_uppercase)
        && !who.starts_with("My ")
        && !who.starts_with("Our ")
    {
        who.to_string()
    } else {
        who.to_lowercase()
    };
    Some(format!(
        "I {how} {} through {who}{}",
        caps["what"].trim(),
        &caps["rest"]
    ))
}

/// "Now is tennis my favourite sport" → "tennis is my favourite sport
/// now": a favourite said in the order of a learner's first language.
fn favourite_in_order(clause: &str) -> Option<String> {
    static INVERTED: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^(?P<now>now,? )?is (?P<thing>[\w' -]{1,30}?) (?P<whose>my|our|his|her|their) (?P<what>favou?rite(?: [\w-]+)?)(?P<rest>[^?]*?)(?P<end>[.!]*)$")
            .expect("inverted favourite")
    });
    let caps = INVERTED.captures(clause)?;
    let now = if caps.name("now").is_some() {
        " now"
    } else {
        ""
    };
    Some(format!(
        "{} is {} {}{}{now}{}",
        &caps["thing"],
        caps["whose"].to_lowercase(),
        &caps["what"],
        &caps["rest"],
        &caps["end"]
    ))
}

/// "Now she is working in a private clinic" → "she is working in a
/// private clinic now": a time said before "she", "he" or "they" goes
/// after, so the clause opens with whom it is about.
fn when_said_after(clause: &str) -> Option<String> {
    static WHEN_FIRST: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^(?P<when>now|these days|nowadays|currently|at the moment|since then),? (?P<rest>(?:she|he|they)(?:'s|'re|’s|’re)?\b[^.!?]*?)(?P<end>[.!?]*)$")
            .expect("when first")
    });
    let caps = WHEN_FIRST.captures(clause)?;
    Some(format!(
        "{} {}{}",
        &caps["rest"],
        caps["when"].to_lowercase(),
        &caps["end"]
    ))
}

/// The name in "my boyfriend's called Tiago", "our cat is named Smudge",
/// "my partner's name is Tom": a relative's name said as what they are
/// called.
fn called_by_name(clause: &str) -> Option<&str> {
    static CALLED: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^(?i:(?:my|our) [a-z-]+(?: [a-z-]+)?(?:(?: is|'s|’s) (?:called|named)|(?:'s|’s) name(?: is|'s|’s)) )(?P<name>[A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b")
            .expect("called by name")
    });
    CALLED
        .captures(clause)
        .and_then(|c| c.name("name"))
        .map(|n| n.as_str())
        .filter(|n| !crate::discourse::NOT_NAMES.contains(n))
}

/// The first words of a verdict or a mood said of "it" ("so much better",
/// "a relief", "a nightmare"): no thing had instead, nor a description.
static VERDICT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:so|really|very|much|way|far|too|quite|pretty|rather|a lot|a bit|kind of|sort of|not|no|been|got|gone|going|getting|done|over$|fine|ok|okay|alright|good|great|better|best|worse|worst|nice|lovely|brilliant|amazing|awesome|awful|terrible|hard|harder|easy|easier|tough|weird|strange|odd|mad|crazy|fun|boring|bliss|heaven|hell|sad|quiet|quieter|busy|busier|cheaper|dearer|the same|the best|the worst|a (?:relief|nightmare|shame|pain|joy|lifesaver|game changer|bit much|lot|bit|joke|mess|dream|disaster|faff|struggle|doddle|laugh|worry|result|treat|godsend|nuisance|hassle|drag|chore|trek)\b|what it is|up to|down to|time)\b")
        .expect("verdict")
});

/// "I've cut out the Diet Coke, it's just sparkling water now": after the
/// speaker gives something up, an "it's just …" says what they have in its
/// place, and is said as theirs ("it's just sparkling water for me now").
/// After a change or an ending of theirs, a bare "it's …" with a thing in
/// it does the same: "gone off Radio 2, it's audiobooks on the drive these
/// days", "my stomach can't take chilli any more, so it's mild everything",
/// "since our office moved, it's an hour each way" — but not a verdict
/// ("it's so much better", "it's a relief").
fn what_took_its_place(clause: &str, reading: &Reading) -> Option<String> {
    static JUST_THIS: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^(?:so |and )?it(?:'s|’s| is) (?:(?P<how>just|only|all|mostly) )?(?P<what>[^,.!;]+?)(?P<when>,? (?:now|these days|nowadays|instead|from now on))?\s*[.!]*$")
            .expect("just this")
    });
    let (given_up, changed) = match reading.proposals.last() {
        Some(Proposal::Assert(c)) if c.subject.is_user() => {
            (c.cue == Cue::Retraction, c.cue == Cue::Change)
        }
        _ => (false, false),
    };
    if !given_up && !changed {
        return None;
    }
    let caps = JUST_THIS.captures(clause)?;
    let what = caps["what"].trim();
    if what.ends_with(" for me") || what.ends_with(" for us") {
        return None;
    }
    let when = caps
        .name("when")
        .map_or("", |w| w.as_str().trim_start_matches(','));
    match caps.name("how") {
        Some(how) if given_up => Some(format!("it's {} {what} for me{when}", how.as_str())),
        None if !VERDICT.is_match(what) => Some(format!("it's {what} for me{when}")),
        _ => None,
    }
}

/// "switched gyms. david lloyd now.", "changed banks, Monzo these days":
/// a bare value said right after the speaker changed a kind of thing
/// without naming the new one is the new one, said as "my gym is …".
fn the_new_one_of_a_switch(clause: &str, reading: &Reading) -> Option<String> {
    static SWITCHED: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(?:switched|changed|swapped|moved) (?P<kind>[a-z]{3,}s)\.?$")
            .expect("switched")
    });
    static BARE_VALUE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^(?:(?:it's|its|it is|now|with|at) )?(?P<what>[\w'&-]+(?: [\w'&-]+){0,2}),? (?P<when>now|these days|nowadays|instead)\s*[.!]*$")
            .expect("bare value")
    });
    // "I've changed banks, Monzo these days": the switch and the new one
    // in one clause.
    let (kind, bare) = match clause
        .split_once(", ")
        .filter(|(head, _)| mentions_speaker(head) && SWITCHED.is_match(head))
    {
        Some((head, bare)) => (SWITCHED.captures(head)?["kind"].to_lowercase(), bare),
        None => match reading.proposals.last() {
            Some(Proposal::Assert(c)) if c.subject.is_user() && c.cue == Cue::Change => (
                SWITCHED.captures(&c.statement)?["kind"].to_lowercase(),
                clause,
            ),
            _ => return None,
        },
    };
    let caps = BARE_VALUE.captures(bare.trim())?;
    let what = &caps["what"];
    if has_a_verb(what)
        || matches!(
            first_word(what).as_str(),
            "so" | "much" | "way" | "loads" | "far" | "a"
        )
    {
        return None;
    }
    let one = if let Some(stem) = kind.strip_suffix("ies") {
        format!("{stem}y")
    } else if ["sses", "ches", "shes", "xes"]
        .iter()
        .any(|e| kind.ends_with(e))
    {
        kind[..kind.len() - 2].to_string()
    } else {
        kind[..kind.len() - 1].to_string()
    };
    Some(format!("my {one} is {what} {}", &caps["when"]))
}

/// What became of the people pronouns of a clause.
enum PeopleNamed {
    /// It has none: the clause stands as said.
    AsSaid,
    /// Each is replaced by whom it stands for.
    Rewritten(String),
    /// One of them stands for no one the discourse knows.
    NoOne,
}

/// `clause` with "him", "her" and "his" replaced by whom they stand for
/// ("I rang her back" → "I rang Priya back", "I borrowed his van" → "I
/// borrowed Tom's van"). "her" before a word that can follow an object
/// ("her back", "her a card", "her on Sunday") is the object; before
/// any other word, the possessive.
fn people_pronouns_named(clause: &str, discourse: &Discourse, owner: &str) -> PeopleNamed {
    static PEOPLE_PRONOUN: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"\b(?P<p>him|her|his)\b(?:[ ](?P<next>[a-z']+))?").expect("people pronoun")
    });
    const AFTER_AN_OBJECT: &[&str] = &[
        "to",
        "with",
        "at",
        "on",
        "in",
        "every",
        "loads",
        "so",
        "a",
        "an",
        "lots",
        "more",
        "back",
        "again",
        "up",
        "out",
        "off",
        "about",
        "for",
        "and",
        "but",
        "or",
        "the",
        "when",
        "if",
        "because",
        "this",
        "that",
        "last",
        "next",
        "yesterday",
        "today",
        "tonight",
        "tomorrow",
        "twice",
        "once",
        "often",
        "sometimes",
        "all",
        "too",
        "as",
        "from",
        "over",
        "round",
        "around",
        "into",
        "how",
        "what",
        "i",
        "i'd",
        "i'm",
        "i'll",
        "i've",
        "we",
        "she",
        "he",
        "they",
        "it",
        "some",
        "any",
        "one",
        "my",
        "our",
        "much",
        "properly",
        "already",
        "now",
        "since",
        "after",
        "before",
        "though",
        "then",
        "by",
        "home",
        "down",
        "through",
        "there",
        "here",
        "again",
        "today",
        "tomorrow",
        "tonight",
    ];
    const BEFORE_AN_OBJECT_AND_A_VERB: &[&str] = &[
        "help", "helps", "helped", "helping", "let", "lets", "letting", "make", "makes", "made",
        "making", "watch", "watched", "watching", "see", "saw", "seeing", "hear", "heard",
        "hearing",
    ];
    let mut out = String::new();
    let mut kept = 0;
    for caps in PEOPLE_PRONOUN.captures_iter(clause) {
        let Some(pronoun) = caps.name("p") else {
            continue;
        };
        let Some((full, short)) = discourse.named_by_object_pronoun(pronoun.as_str(), owner) else {
            return PeopleNamed::NoOne;
        };
        // "helping her find a flat", "let her choose": a verb that takes
        // someone and then what they do.
        let before_a_deed = clause[..pronoun.start()]
            .split_whitespace()
            .next_back()
            .is_some_and(|w| BEFORE_AN_OBJECT_AND_A_VERB.contains(&w.to_lowercase().as_str()));
        let object = match pronoun.as_str() {
            "him" => true,
            "his" => false,
            _ => {
                before_a_deed
                    || caps
                        .name("next")
                        .is_none_or(|n| AFTER_AN_OBJECT.contains(&n.as_str()))
            }
        };
        out.push_str(&clause[kept..pronoun.start()]);
        if object {
            out.push_str(&full);
        } else {
            out.push_str(&short);
            out.push_str("'s");
        }
        kept = pronoun.end();
    }
    if kept == 0 {
        return PeopleNamed::AsSaid;
    }
    out.push_str(&clause[kept..]);
    PeopleNamed::Rewritten(out)
}

/// The role of one named as serving the speaker: "my hairdresser is
/// Kerry", "I train with a PT called Diego", "I see a therapist, Helen,
/// …", "a new trainer now, a woman called Fran" — by one word for the role.
fn provider_named(clause: &str) -> Option<&'static str> {
    static PROVIDER: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(?P<role>hairdresser|barber|stylist|personal trainer|pt|trainer|therapist|counsellor|counselor|psychologist|physio|physiotherapist|dentist|gp|driving instructor|instructor|tutor|childminder|dog walker|accountant|solicitor|mechanic|carer|care worker|home help|cleaner)s?(?: now)?(?:,| is|'s)? (?:(?:a|an) (?:[\w-]+ ){0,2}(?:called|named) |called |named )?(?-i:(?:Dr |Mr |Mrs |Ms )?[A-Z][a-z]+)\b")
            .expect("provider")
    });
    // "goes to Riverside Vets", "registered at Hillside Surgery": the
    // practice names the role.
    static PRACTICE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"\b(?:goes|go|going|registered|moved|switched|is|are|'s) (?:(?-i:[A-Z][a-z]+) |(?:my|our|the) [a-z]+ )?(?:to|at|with) (?:the )?(?-i:[A-Z][\w']+(?: [A-Z][\w']+){0,2}) (?P<practice>Vets|Veterinary|Dental|Dentists|Surgery|Medical Centre|Health Centre|Medical Practice)\b")
            .expect("practice")
    });
    // "a lovely girl called Grace comes in to help me", "now it's a young
    // man called Tomasz who comes in the mornings": one who comes into the
    // home to help is the speaker's carer.
    static COMES_IN_TO_HELP: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(?:called|named) (?-i:[A-Z][a-z]+),? (?:who )?(?:comes|come|came|has been coming|is coming|pops) in\b|\b(?:comes|come|coming|pops) (?:in|round) to (?:help|look after|care for|get) (?:me|us|him|her|them|mum|dad)\b")
            .expect("comes in to help")
    });
    if let Some(practice) = PRACTICE.captures(clause).and_then(|c| c.name("practice")) {
        return Some(match practice.as_str() {
            "Vets" | "Veterinary" => "vet",
            "Dental" | "Dentists" => "dentist",
            _ => "gp",
        });
    }
    if COMES_IN_TO_HELP.is_match(clause) {
        return Some("carer");
    }
    let role = PROVIDER
        .captures(clause)?
        .name("role")?
        .as_str()
        .to_lowercase();
    Some(match role.as_str() {
        "hairdresser" | "barber" | "stylist" => "hairdresser",
        "personal trainer" | "pt" | "trainer" => "trainer",
        "therapist" | "counsellor" | "counselor" | "psychologist" => "therapist",
        "physio" | "physiotherapist" => "physio",
        "dentist" => "dentist",
        "gp" => "gp",
        "driving instructor" | "instructor" => "instructor",
        "tutor" => "tutor",
        "childminder" => "childminder",
        "dog walker" => "dog_walker",
        "accountant" => "accountant",
        "solicitor" => "solicitor",
        "carer" | "care worker" | "home help" => "carer",
        "cleaner" => "cleaner",
        _ => "mechanic",
    })
}

/// The kind of favourite the clause names, if it says one is something:
/// "my favourite podcast is …" → "podcast", "her favourite walks are …" →
/// "walk". Not a favourite "thing", "part" or "bit" of something.
fn favourite_kind_named(clause: &str) -> Option<String> {
    static FAVOURITE_KIND: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(?:my|our|his|her|their) (?:new |current |all-time |absolute |firm |top )?favou?rite (?P<kind>[a-z]+)(?: (?:at the moment|right now|now|these days))? (?:is|are|was|'s|has to be|has become|is now)\b")
            .expect("favourite kind")
    });
    const NOT_A_KIND: &[&str] = &[
        "thing", "things", "part", "parts", "bit", "bits", "way", "time", "moment", "memory",
        "kind", "sort", "one", "ones", "person", "people",
    ];
    let kind = FAVOURITE_KIND
        .captures(clause)?
        .name("kind")?
        .as_str()
        .to_lowercase();
    if NOT_A_KIND.contains(&kind.as_str()) {
        return None;
    }
    let singular = match kind.strip_suffix('s') {
        Some(one) if kind.len() > 4 && !kind.ends_with("ss") => one.to_string(),
        _ => kind,
    };
    Some(singular)
}

/// `said` in place of `text[range]`; a short time said before it ("After
/// the fall we brought Mum …", "In the end we moved Nana …") goes after,
/// so the clause opens with who moved.
fn said_first(text: &mut String, range: std::ops::Range<usize>, said: String) {
    let before = text[..range.start].trim();
    if !before.is_empty() && before.split_whitespace().count() <= 4 && !before.contains([',', '.'])
    {
        // The time goes at the end of the clause, before what follows it.
        let rest = &text[range.end..];
        let (clause_rest, after) =
            rest.split_at(rest.find([',', '.', '!', '?', ';']).unwrap_or(rest.len()));
        *text = format!(
            "{said}{} {}{after}",
            clause_rest.trim_end(),
            before.to_lowercase()
        );
    } else {
        text.replace_range(range, &said);
    }
}

/// The attribute for how often the clause says a habit is done, if it
/// says one with a frequency: "I go running three mornings a week" →
/// `how_often_run`, "doing yoga twice a week" → `how_often_yoga`, "I swim
/// every morning" → `how_often_swim`.
fn habit_with_a_frequency(clause: &str) -> Option<String> {
    static FREQUENCY: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(?:once|twice|(?:three|four|five|six|\d+) times|(?:one|two|three|four|five|six|seven|\d) (?:days?|mornings?|evenings?|nights?|times|sessions?|lunchtimes?))(?: a| per| each| every) (?:week|month|day|fortnight)\b|\bevery (?:single )?(?:day|morning|evening|night|weekday)\b|\b(?:daily|most (?:days|mornings|evenings|nights))\b")
            .expect("frequency")
    });
    const NOT_A_HABIT: &[&str] = &[
        "morning",
        "evening",
        "thing",
        "something",
        "nothing",
        "anything",
        "everything",
        "during",
        "being",
        "having",
        "getting",
        "going",
        "doing",
        "feeling",
        "nothing",
        "ceiling",
        "living",
        "working",
        "seeing",
        "spending",
        "taking",
        "making",
        "trying",
        "hoping",
        "planning",
        "thinking",
        "looking",
        // "only managing to swim once a week": the habit is the swim.
        "managing",
        "struggling",
    ];
    const SPORT_VERBS: &[&str] = &[
        "run",
        "runs",
        "swim",
        "swims",
        "cycle",
        "cycles",
        "walk",
        "walks",
        "row",
        "rows",
        "climb",
        "climbs",
        "ride",
        "rides",
        "train",
        "trains",
        "dance",
        "dances",
        "skate",
        "skates",
        "surf",
        "surfs",
        "hike",
        "hikes",
        "jog",
        "jogs",
        "lift",
        "lifts",
        "meditate",
        "meditates",
        "practise",
        "practises",
        "practice",
        "practices",
    ];
    // "down to one swim a week", "three runs a week": the activity is
    // what is counted.
    static COUNTED: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(?:one|two|three|four|five|six|seven|\d+|a couple of|a few) (?P<act>[a-z]+) (?:a|per|each|every) (?:week|month|day|fortnight)\b")
            .expect("counted activity")
    });
    if let Some(act) = COUNTED
        .captures(clause)
        .and_then(|caps| caps.name("act"))
        .map(|act| act.as_str().to_lowercase())
        .filter(|act| SPORT_VERBS.contains(&act.as_str()))
    {
        return Some(attribute::how_often(&text::stem(&act)));
    }
    // "not allowed to run at the moment", "banned from cycling till the
    // cast's off": a habit stopped for now is how often it is done, which
    // "back running three mornings a week" changes.
    static STOPPED: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(?:not allowed to|isn't allowed to|banned from|not supposed to|told not to|mustn't|not meant to)(?: \w+ly)? (?:go )?(?P<act>[a-z]+)\b")
            .expect("stopped habit")
    });
    if let Some(act) = STOPPED
        .captures(clause)
        .and_then(|caps| caps.name("act"))
        .map(|act| text::stem(&act.as_str().to_lowercase()))
        .filter(|act| SPORT_VERBS.iter().any(|v| text::stem(v) == *act))
    {
        return Some(attribute::how_often(&act));
    }
    let frequency = FREQUENCY.find(clause)?;
    let words = crate::clause::clause_words(&clause[..frequency.start()]);
    let mut habit = None;
    for (i, w) in words.iter().enumerate() {
        let w = w.as_str();
        if matches!(w, "do" | "does" | "doing" | "play" | "plays" | "playing")
            && words.get(i + 1).is_some_and(|n| !text::is_stopword(n))
        {
            habit = words.get(i + 1).map(String::as_str);
            break;
        }
        if (w.len() > 4 && w.ends_with("ing") && !NOT_A_HABIT.contains(&w))
            || SPORT_VERBS.contains(&w)
        {
            habit = Some(w);
            break;
        }
    }
    Some(attribute::how_often(&text::stem(habit?)))
}

/// Why a clause with no known attribute cannot be understood alone, if it
/// cannot: its subject is an "it" or "they" nothing resolves and it
/// names no value ("they're asleep in the basket right now" — a "now" is
/// no reason to keep it); it has no verb and names nothing ("a present
/// from my aunt", "proof of my stubbornness"); or it is a few words about an
/// "it" or "this" nothing resolves ("I'm sure it'll work out", "I never
/// want to feel that again").
fn not_understood_alone(
    clause: &str,
    cue: Cue,
    discourse: &Discourse,
    nothing_kept_before: bool,
) -> Option<SkipReason> {
    let unresolved = discourse.last_thing.is_none() && !names_a_value(clause);
    if cue == Cue::Change && unresolved && RULE_SET.applies("unresolved_subject", clause) {
        return Some(SkipReason::Unresolved);
    }
    // "a little girl, Elsa, born on Tuesday" says something by its name.
    // "Anytime Nate!", "Absolutely Jon." name only the one spoken to: a
    // reply word and a name. "back in Leeds", "book Belmonte" name where
    // and what.
    let called = cue == Cue::None && {
        const REPLY_WORDS: &[&str] = &[
            "anytime",
            "absolutely",
            "definitely",
            "totally",
            "sure",
            "thing",
            "no",
            "worries",
            "problem",
            "congrats",
            "congratulations",
            "cheers",
            "well",
            "done",
            "said",
            "good",
            "great",
            "nice",
            "job",
            "luck",
            "one",
            "right",
            "yes",
            "yeah",
            "yep",
            "ok",
            "okay",
            "oh",
            "wow",
            "aw",
            "aww",
            "haha",
            "exactly",
            "true",
            "indeed",
            "same",
            "likewise",
            "agreed",
            "deal",
            "of",
            "course",
            "you",
            "too",
            "welcome",
            "always",
            "so",
        ];
        let last = clause
            .split_whitespace()
            .last()
            .unwrap_or("")
            .trim_matches(|c: char| !c.is_alphanumeric());
        // Words are split out only for a clause that ends on a capital.
        last.chars().next().is_some_and(char::is_uppercase) && {
            let words = clause_words(clause);
            words.len() > 1
                && words[..words.len() - 1]
                    .iter()
                    .all(|w| REPLY_WORDS.contains(&w.as_str()))
        }
    };
    if called || (cue == Cue::None && !names_a_value(clause) && !has_a_verb(clause)) {
        return Some(SkipReason::Fragment);
    }
    // An "it" is resolved below only when a thing was handled in this
    // turn; a thing of some turn before stays an "it" in the statement.
    let left_as_it = !names_a_value(clause)
        && !discourse.thing_handled_in_turn
        && !describes_a_new_thing(clause, discourse);
    if cue == Cue::None
        && left_as_it
        && content_words(clause) <= 4
        && RULE_SET.applies("unresolved_object", clause)
    {
        return Some(SkipReason::Unresolved);
    }
    // A "that" or "this" that moves the speaker points at something said
    // ("That gives me new ideas"), never at a thing kept.
    let pointing = ["that ", "this "]
        .iter()
        .any(|p| starts_with_ignoring_case(clause, p));
    if cue == Cue::None
        && (discourse.last_thing.is_none() || pointing)
        && RULE_SET.applies("it_moves_me", clause)
    {
        return Some(SkipReason::Unresolved);
    }
    if cue == Cue::None
        && !names_a_value(clause)
        && content_words(clause) <= 7
        && RULE_SET.applies("leans_on_that", clause)
    {
        return Some(SkipReason::Unresolved);
    }
    // An "it" left as said, opening what the speaker says: nothing kept
    // before it in the turn can be what it stands for, so it is the other
    // speaker's thing ("Tim is using it to plan …" of a shown photo).
    // A time makes it a dated event ("adopted this pup last week"); an
    // "it" in a remark after it ("…, and it was awesome") is no object.
    if cue == Cue::None
        && nothing_kept_before
        && !discourse.thing_handled_in_turn
        && !names_a_value(clause)
        && RULE_SET.applies("leans_on_it", before_a_remark_on_it(clause))
    {
        let mut dated = false;
        text::for_each_word(clause, |w| dated |= text::is_time_word(w));
        if !dated {
            return Some(SkipReason::Unresolved);
        }
    }
    None
}

/// "guess who's the new head chef" → "I'm the new head chef": the speaker,
/// spoken of as someone else, unless the sentence asks ("guess who's
/// coming?").
fn speaker_as_themself(mut text: String) -> String {
    // A turn says it once or twice at most.
    for _ in 0..2 {
        let Some(caps) = RULE_SET.captures("speaker_as_someone_else", &text) else {
            break;
        };
        let Some(who) = caps.name("who") else { break };
        let end = caps.get(0).map_or(who.end(), |m| m.end());
        let asks = text[end..]
            .find(['.', '!', '?'])
            .is_some_and(|at| text[end + at..].starts_with('?'));
        if asks {
            break;
        }
        let me = match caps.name("verb").map(|v| v.as_str().trim()) {
            Some("'s" | "is") => "I'm",
            Some("has") => "I have",
            _ => "I",
        };
        let range = who.start()..end;
        text.replace_range(range, me);
    }
    speaker_by_what_they_are(text)
}

/// "veggie here, so no meat please" → "I'm veggie, so no meat please";
/// Words said of a person without an article, as what they are: "I'm
/// vegan", "still teetotal?", "she's coeliac".
pub(crate) const SAID_OF_A_PERSON_BARE: &[&str] = &[
    "vegan",
    "vegetarian",
    "veggie",
    "pescatarian",
    "pescetarian",
    "coeliac",
    "celiac",
    "diabetic",
    "teetotal",
    "sober",
    "single",
    "pregnant",
    "self-employed",
    "unemployed",
    "plant-based",
    "gluten-free",
    "dairy-free",
];

/// "lifelong Spurs fan here" → "I'm a lifelong Spurs fan": the speaker
/// introduced by what they are. A word of someone else's before it ("my
/// dad here") or a question ("any nurses here?") is no introduction.
fn speaker_by_what_they_are(mut text: String) -> String {
    let Some(caps) = RULE_SET.captures("speaker_by_what_they_are", &text) else {
        return text;
    };
    let (Some(what), Some(after)) = (caps.name("what"), caps.name("after")) else {
        return text;
    };
    let first = first_word(what.as_str());
    let asks = text[after.start()..]
        .find(['.', '!', '?'])
        .is_some_and(|at| text[after.start() + at..].starts_with('?'));
    if asks
        || matches!(
            first.as_str(),
            "my" | "our"
                | "your"
                | "his"
                | "her"
                | "their"
                | "the"
                | "this"
                | "that"
                | "no"
                | "any"
        )
    {
        return text;
    }
    // A capital opening a sentence is no name: "Veggie here", "Proud mum
    // here"; "Spurs fan here" keeps it, as a word before the head may be one.
    let said_first = what.as_str().split(' ').next().unwrap_or("");
    let phrase = if !what.as_str().contains(' ')
        || SAID_OF_A_PERSON_BARE.contains(&first.as_str())
        || matches!(
            first.as_str(),
            "proud"
                | "lifelong"
                | "big"
                | "huge"
                | "massive"
                | "busy"
                | "tired"
                | "retired"
                | "total"
                | "complete"
                | "former"
                | "another"
                | "fellow"
        ) {
        format!(
            "{}{}",
            said_first.to_lowercase(),
            &what.as_str()[said_first.len()..]
        )
    } else {
        what.as_str().to_string()
    };
    let said = if SAID_OF_A_PERSON_BARE.contains(&phrase.to_lowercase().as_str())
        || matches!(first.as_str(), "a" | "an" | "another")
    {
        format!("I'm {phrase}")
    } else {
        format!("I'm {} {phrase}", indefinite_article(&phrase))
    };
    text.replace_range(what.start()..after.start(), &said);
    text
}

/// "on giffgaff now", "with octopus now": "on" or "with" and a word that
/// is neither a function word nor somewhere one merely is for a while.
fn a_lower_case_new_provider(clause: &str) -> bool {
    const PASSING: &[&str] = &[
        "holiday", "break", "call", "way", "lunch", "leave", "hold", "board", "phone",
    ];
    let mut words = clause.split_whitespace();
    matches!(words.next(), Some("on" | "with"))
        && words.next().is_some_and(|w| {
            let w = w.trim_matches(|c: char| !c.is_alphanumeric());
            w.len() > 2 && !text::is_stopword(w) && !PASSING.contains(&w)
        })
}

/// Whether `clause` is exclaimed and names nothing: no name or number
/// (a name said to the listener at the end, "…, Mel!", is none), nothing
/// of the speaker's ("my", "our"), and no deed done ("adopted", "met").
fn an_exclamation_naming_nothing(clause: &str) -> bool {
    /// Words in "-ed" that tell no deed: how one feels, and a noun or two.
    const FEELINGS: &[&str] = &[
        "excited",
        "thrilled",
        "stoked",
        "pumped",
        "blessed",
        "amazed",
        "obsessed",
        "impressed",
        "inspired",
        "motivated",
        "tired",
        "exhausted",
        "surprised",
        "shocked",
        "delighted",
        "pleased",
        "relieved",
        "overwhelmed",
        "touched",
        "interested",
        "bored",
        "stressed",
        "worried",
        "scared",
        "chuffed",
        "gutted",
        "blown",
        "hooked",
        "psyched",
        "honoured",
        "honored",
        "loved",
        "indeed",
        "speed",
    ];
    /// Past forms not in "-ed" that tell a deed.
    const DONE: &[&str] = &[
        "got", "gone", "done", "taken", "left", "quit", "bought", "sold", "found", "lost", "won",
        "made", "met", "ran", "took", "began", "begun", "spent", "paid", "sent", "drove", "wrote",
        "grew", "saw", "seen", "went", "came", "gave", "given", "broke", "broken", "built", "flew",
        "caught", "taught", "swam", "sang", "became", "become", "hit", "set", "put",
    ];
    let said = clause.trim_end();
    if !said.ends_with('!') {
        return false;
    }
    let said = said.trim_end_matches('!');
    // "That bowl is awesome, Mel": the name is the listener's, however
    // long the clause before it.
    let said = name_said_last(said).map_or(said, |(before, _)| before);
    if names_a_value(said) {
        return false;
    }
    let words = clause_words(said);
    !words.iter().any(|w| {
        matches!(w.as_str(), "my" | "our" | "mine" | "ours")
            || DONE.contains(&w.as_str())
            || (w.len() > 4 && w.ends_with("ed") && !FEELINGS.contains(&w.as_str()))
    })
}

/// Whether the clause holds a name or a number after its first word: a
/// value ("it's a 2011 Volvo", "she's called Nell").
fn names_a_value(clause: &str) -> bool {
    // "it's just the one sugar now": one, said as a count.
    let mut before = ("", "");
    let one_as_a_count = clause.split_whitespace().any(|w| {
        let counted = w.eq_ignore_ascii_case("one")
            && (matches!(before.1, "just" | "only")
                || (before.1 == "the" && matches!(before.0, "just" | "only")));
        before = (before.1, w);
        counted
    });
    one_as_a_count
        || clause.split_whitespace().skip(1).any(|w| {
            let w = w.trim_matches(|c: char| !c.is_alphanumeric());
            // An address: "jo@example.org", "example.org".
            let address = w.contains('@')
                || w.split_once('.')
                    .is_some_and(|(a, b)| a.len() > 1 && b.len() > 1 && !b.contains(' '));
            address
            || w.chars().any(|c| c.is_ascii_digit())
            // A count: "we keep three hens", "we're down to two".
            || memoir_core::text::number(w).is_some_and(|n| n >= 2)
            || (w.chars().next().is_some_and(char::is_uppercase)
                && w != "I"
                && !w.starts_with("I'"))
        })
}

/// Whether the clause does something to an "it" or "them" that nothing
/// in it names ("the kids loved it", "finally got it done", "chose them
/// because …"), outside the idioms whose "it" is no thing ("made it to
/// the final", "hate it when …", "take it easy").
fn an_object_left_as_it(clause: &str) -> bool {
    // Most clauses have no "it" or "them" past their first word: no words
    // are lower-cased for those.
    let has_it = clause.split_whitespace().skip(1).any(|w| {
        let w = w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'');
        w.eq_ignore_ascii_case("it") || w.eq_ignore_ascii_case("them")
    });
    if !has_it {
        return false;
    }
    let words: Vec<String> = clause
        .split_whitespace()
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'')
                .to_lowercase()
        })
        .collect();
    let Some(at) = words
        .iter()
        .position(|w| matches!(w.as_str(), "it" | "them"))
        .filter(|&at| at > 0)
    else {
        return false;
    };
    let before = words[at - 1].as_str();
    let after = words.get(at + 1).map_or("", String::as_str);
    // A conjunction before "it" makes it a subject ("… because it rained").
    let a_subject = matches!(
        before,
        "that"
            | "and"
            | "but"
            | "so"
            | "because"
            | "cause"
            | "'cause"
            | "when"
            | "if"
            | "as"
            | "since"
            | "though"
            | "until"
            | "while"
            | "before"
            | "after"
            | "where"
            | "how"
            | "why"
            | "what"
            | "or"
            | "than"
            | "whether"
            | "till"
            | "once"
    );
    // "how quiet it is here", "I find them so boring": "it" as a subject,
    // or judged by a taste whose object the clause before names.
    let a_subject = a_subject
        || matches!(
            after,
            "is" | "was"
                | "has"
                | "had"
                | "will"
                | "would"
                | "gets"
                | "got"
                | "feels"
                | "looks"
                | "seems"
                | "can"
                | "could"
                | "are"
                | "were"
        )
        || matches!(before, "find" | "found" | "finds");
    // "made it to the final", "make it through" are idioms; "I made it to
    // remind me of home", "made it for my nan" make a thing.
    let made_a_thing = after == "for"
        || (after == "to"
            && words.get(at + 2).is_some_and(|w| {
                matches!(
                    w.as_str(),
                    "show"
                        | "remind"
                        | "celebrate"
                        | "honor"
                        | "honour"
                        | "mark"
                        | "represent"
                        | "capture"
                        | "express"
                        | "symbolize"
                        | "symbolise"
                        | "thank"
                        | "give"
                        | "sell"
                        | "hang"
                        | "match"
                        | "display"
                )
            }));
    let idiom = (matches!(before, "make" | "made" | "makes" | "making") && !made_a_thing)
        || matches!(before, "take" | "took")
        || (matches!(before, "give" | "gave" | "giving" | "gives")
        && matches!(
            after,
            "my" | "our" | "their" | "his" | "her" | "a" | "everything"
        ))
        || matches!(after, "when" | "easy" | "all" | "together" | "apart")
        // "figure it out", "keep it up", "pull it off" are idioms; "try
        // them out", "picked it up", "paid it off" act on a thing.
        || (after == "out"
            && matches!(
                before,
                "figure" | "figured" | "work" | "worked" | "sort" | "sorted" | "wing" | "winged"
                    | "hash" | "stick" | "stuck" | "tough" | "rough" | "max" | "maxed"
            ))
        || (after == "up"
            && matches!(
                before,
                "keep" | "kept" | "keeping" | "mix" | "mixed" | "sum" | "summed" | "live"
                    | "lived" | "living" | "talk" | "talked" | "shake" | "shook"
            ))
        || (after == "off"
            && matches!(
                before,
                "pull" | "pulled" | "pulling" | "call" | "called" | "laugh" | "laughed" | "shake"
                    | "shook" | "brush" | "brushed"
            ))
        || matches!(before, "for" | "about" | "without" | "like")
        // "most of them", "both of them"; "a big fan of them", "proud of
        // it" leave what they are fond of unnamed.
        || (before == "of"
            && words[..at - 1].last().is_some_and(|w| {
                matches!(
                    w.as_str(),
                    "all" | "most" | "some" | "both" | "one" | "each" | "none" | "any" | "many"
                        | "few" | "several" | "rest" | "lot" | "lots" | "part" | "out"
                        | "because" | "instead" | "two" | "three" | "half" | "either"
                        | "neither" | "top" | "end" | "think" | "thought" | "made" | "sort"
                        | "kind" | "heard" | "hear"
                )
            }));
    // Something named before the "it" in the same clause may be it ("made
    // a cake and the kids loved it").
    // ("I'm a big fan of them": a thing said of the speaker names nothing.)
    let named_before = words[..at].windows(2).enumerate().any(|(i, pair)| {
        let predicate = matches!(pair[0].as_str(), "a" | "an")
            && i > 0
            && matches!(
                words[i - 1].as_str(),
                "i'm" | "am" | "is" | "was" | "are" | "were" | "be" | "been" | "we're" | "being"
            );
        matches!(
            pair[0].as_str(),
            "a" | "an" | "my" | "our" | "his" | "her" | "their"
        ) && !predicate
    }) || clause.contains(", ")
        || words[..at].iter().any(|w| w == "and");
    !a_subject && !idiom && !named_before
}

/// The capitalised word said right after `name` in `clause`, as a
/// surname is: "Carr" in "it's Lucy Carr now".
fn surname_after<'c>(clause: &'c str, name: &str) -> Option<&'c str> {
    let at = clause.find(name)?;
    let next = clause[at + name.len()..]
        .strip_prefix(' ')?
        .split(' ')
        .next()?;
    let next = next.trim_end_matches(|c: char| !c.is_alphanumeric());
    let lower = next.to_lowercase();
    let a_day_or_month = text::WEEKDAYS.contains(&lower.trim_end_matches('s'))
        || text::MONTHS.contains(&lower.as_str());
    (next.len() > 1
        && !a_day_or_month
        && !matches!(next, "And" | "The" | "But" | "Or" | "So")
        && next.chars().next().is_some_and(char::is_uppercase)
        && next
            .chars()
            .skip(1)
            .all(|c| c.is_lowercase() || c == '-' || c == '\''))
    .then_some(next)
}

/// `text` with the "he" or "she" it opens with (after an "oh" or a
/// "well") said as `name`: "Oh he's packed in the rugby" → "Oh Ravi has
/// packed in the rugby".
fn opening_he_or_she_named(text: &str, name: &str) -> String {
    static OPENS_WITH_HE_OR_SHE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^(?P<lead>\s*(?:(?:oh|ah|well|yeah|yes|no|nah|sadly|actually|so),?\s+)*)(?P<pronoun>he's|she's|he'd|she'd|he'll|she'll|he|she)\b")
            .expect("opens with he or she")
    });
    match OPENS_WITH_HE_OR_SHE.captures(text) {
        Some(c) => {
            let (lead, pronoun) = (&c["lead"], &c["pronoun"]);
            let rest = &text[c.get(0).map_or(0, |m| m.end())..];
            format!("{lead}{}", name_for_pronoun(pronoun, rest, name))
        }
        None => text.to_string(),
    }
}

/// A clause opening with a pronoun, said with who it stands for: "she's a
/// vet" → "Ana (the user's sister) is a vet"; `rest` follows the pronoun.
fn name_for_pronoun(pronoun: &str, rest: &str, who: &str) -> String {
    let pronoun = pronoun.to_lowercase().replace('\u{2019}', "'");
    let mut words = rest.split_whitespace().peekable();
    // "she's just got engaged", "he's finally had the op": the verb is
    // the word after the adverb.
    if words.peek().is_some_and(|w| {
        matches!(
            *w,
            "just" | "finally" | "already" | "now" | "recently" | "also" | "actually" | "only"
        )
    }) {
        words.next();
    }
    let next = words.next().unwrap_or("");
    // "she's earned her rest", "he's handed in his notice": a past
    // participle with what it took after it is "has", whatever the verb.
    let participle_with_object = next.len() > 4
        && next.ends_with("ed")
        && words.next().is_some_and(|w| {
            matches!(
                w,
                "her"
                    | "his"
                    | "their"
                    | "my"
                    | "our"
                    | "its"
                    | "the"
                    | "a"
                    | "an"
                    | "up"
                    | "out"
                    | "off"
                    | "back"
                    | "over"
            )
        });
    let verb =
        if pronoun.ends_with("'s") && (HAS_PARTICIPLES.contains(&next) || participle_with_object) {
            " has"
        } else if pronoun.ends_with("'s") {
            " is"
        } else if pronoun.ends_with("'d") {
            " would"
        } else if pronoun.ends_with("'ll") {
            " will"
        } else if pronoun == "her" || pronoun == "his" {
            "'s"
        } else {
            ""
        };
    format!("{who}{verb}{rest}")
}

/// "The user lives in Bristol now." → "The user lives in Bristol.": the
/// time of saying is kept with the fact; "now" would read wrongly later.
/// What a retraction's verb takes each time it is said again after a
/// comma or "and" ("sold the van, sold the trailer and sold the tools"):
/// the last word of `cue` as said at `from` and after.
fn said_again(clause: &str, cue: &str, from: usize) -> Vec<String> {
    let Some(verb) = cue.rsplit(' ').next().filter(|v| v.len() > 3) else {
        return Vec::new();
    };
    let rest = &clause[from..];
    let mut out = Vec::new();
    // ", and sold" is found by " and ": listing it too took each object twice.
    for joiner in [", ", " and "] {
        let said = format!("{joiner}{verb} ");
        let mut at = 0;
        while let Some(found) = rest[at..].find(&said) {
            let start = at + found + said.len();
            out.extend(object_after(&rest[start..], 0));
            at = start;
        }
    }
    out
}

fn without_trailing_now(statement: &str) -> String {
    let body = statement.trim_end_matches('.');
    for tail in [
        // "… four off from now": "from now" goes whole, not its "now".
        " from now on",
        " from now",
        ", from now on",
        " from here on",
        ", from here on",
        " for now",
        ", for now",
        " right now",
        ", right now",
        " just now",
        " now",
        ", now",
        " these days",
        ", these days",
        " nowadays",
        " at the moment",
    ] {
        if let Some(kept) = body.strip_suffix(tail) {
            if kept.split_whitespace().count() >= 3 {
                return format!("{kept}.");
            }
        }
    }
    statement.to_string()
}

/// The name or number that opens `rest` (after an article or a
/// preposition): "Oslo" in " Oslo, still", "Skoda Octavia" in " an old Skoda
/// Octavia".
/// A value as said, lowercase; a title ("Mr", "Dr", "Mrs") with the
/// name after it ("my landlord Mr Hughes" names Mr Hughes, not "mr").
fn with_the_name_after_a_title(clause: &str, value: regex::Match<'_>) -> String {
    let said = value.as_str().trim_end_matches('.');
    if !matches!(
        said,
        "Mr" | "Mrs" | "Ms" | "Miss" | "Mx" | "Dr" | "Prof" | "Professor" | "Sir" | "Dame"
    ) {
        return value.as_str().to_lowercase();
    }
    let next = clause[value.end()..]
        .trim_start_matches('.')
        .split_whitespace()
        .next()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && c != '-'))
        .filter(|w| w.starts_with(char::is_uppercase));
    match next {
        Some(name) => format!("{said} {name}").to_lowercase(),
        None => value.as_str().to_lowercase(),
    }
}

fn name_after(rest: &str) -> Option<String> {
    let mut out: Vec<&str> = Vec::new();
    let mut words = rest.split_whitespace().peekable();
    while let Some(raw) = words.next() {
        let w = raw.trim_matches(|c: char| !c.is_alphanumeric());
        // "the University of Leeds", "the Bank of England": one name.
        if w == "of"
            && !out.is_empty()
            && words
                .peek()
                .is_some_and(|next| next.starts_with(char::is_uppercase))
        {
            out.push(w);
            continue;
        }
        let is_name = w
            .chars()
            .next()
            .is_some_and(|c| c.is_uppercase() || c.is_ascii_digit())
            && w != "I"
            && !w.starts_with("I'");
        if is_name {
            out.push(w);
            if raw.ends_with([',', '.', '!', '?', ';']) {
                break;
            }
        } else if out.is_empty()
            && matches!(
                w.to_lowercase().as_str(),
                "a" | "an" | "the" | "in" | "to" | "at" | "old" | "new" | "little"
            )
        {
            continue;
        } else {
            break;
        }
    }
    (!out.is_empty()).then(|| out.join(" ").to_lowercase())
}

/// "it's on Tuesday" → "my dentist appointment is on Tuesday".
/// Whether `clause` describes, as "it", a thing the turn just named as new
/// ("moved into the new flat, it's on the fourth floor").
fn describes_a_new_thing(clause: &str, discourse: &Discourse) -> bool {
    discourse.thing_named_in_turn
        && discourse
            .last_thing
            .as_deref()
            .is_some_and(|t| t.starts_with("new "))
        && describes_it(clause)
}

/// "it's a three-bed semi", "it's on the fourth floor", "it's got a
/// balcony": what a thing is, where it is or what it has, said of "it".
/// A verdict ("it's a nightmare", "it's been a long week") is none.
fn describes_it(clause: &str) -> bool {
    static DESCRIBES_IT: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^it(?:'s| is| has)(?: got)? (?:an? |on the |in the )(?:[\w-]+ )?[\w-]+\b")
            .expect("describes it")
    });
    let said = ["it has got ", "it's got ", "it has ", "it's ", "it is "]
        .iter()
        .find_map(|p| {
            clause
                .get(..p.len())
                .filter(|head| head.eq_ignore_ascii_case(p))
                .map(|_| &clause[p.len()..])
        })
        .unwrap_or(clause);
    DESCRIBES_IT.is_match(clause)
        && RULE_SET
            .first(Stage::Skip, Speakers::Person, clause)
            .is_none()
        && !VERDICT.is_match(said)
}

fn resolve_it(clause: &str, thing: &str, theirs: bool, named_in_turn: bool) -> String {
    let determiner = if theirs { "my" } else { "the" };
    let lower = clause.to_lowercase();
    // "my favourite café is Nico's, or it was, now it's the one on Bold
    // Street": a new value for a thing named in this very turn.
    if named_in_turn {
        for (opening, cue) in [
            ("now it's ", "now"),
            ("now it is ", "now"),
            ("these days it's ", "these days"),
            ("nowadays it's ", "nowadays"),
        ] {
            if lower.starts_with(opening) {
                return format!("{determiner} {thing} is {cue} {}", &clause[opening.len()..]);
            }
        }
    }
    for (opening, verb) in [
        ("it's been ", "has been "),
        ("it's got ", "has got "),
        ("it's ", "is "),
        ("it is ", "is "),
        ("it was ", "was "),
        ("it'll ", "will "),
    ] {
        if lower.starts_with(opening) {
            return format!("{determiner} {thing} {verb}{}", &clause[opening.len()..]);
        }
    }
    // "bought an e-bike, so I ride that to work now": a thing named in
    // this turn, then pointed at as what a deed takes somewhere.
    if let Some(m) = POINTED_AT_AND_TAKEN
        .captures(clause)
        .and_then(|c| c.name("pointer"))
    {
        return format!(
            "{}{determiner} {thing}{}",
            &clause[..m.start()],
            &clause[m.end()..]
        );
    }
    clause.to_string()
}

/// "I ride that to work", "we keep it in the garage": "it" or "that" as
/// what a deed takes, then where or when.
static POINTED_AT_AND_TAKEN: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:i|we|he|she|they)(?: (?:just|now|usually|always|mostly|also|then))? (?:ride|drive|take|keep|park|use|wear|bring|leave|store|walk) (?P<pointer>it|that|this one|that one) (?:to|into|in|on|at|for|every|most|round|around|up|down)\b")
        .expect("pointed at and taken")
});

/// "the runs have moved to the evening" after a wake-up time: a clause
/// opening with "the" and a noun that is not one of the slot's own words
/// speaks of another thing ("the car" after a vehicle, "the old one" after
/// anything, still refer back).
fn opens_with_another_thing(clause: &str, slot: &str) -> bool {
    let lower = clause.to_lowercase();
    let mut words = lower.split_whitespace();
    if !matches!(words.next(), Some("the" | "these" | "those")) {
        return false;
    }
    let Some(noun) = words.next() else {
        return false;
    };
    if matches!(noun, "old" | "new" | "other" | "one" | "thing" | "same") {
        return false;
    }
    let noun = text::stem(noun.trim_matches(|c: char| !c.is_alphanumeric()));
    let cues = attribute::lookup(slot).map_or(&[][..], |s| s.cues);
    !cues.iter().any(|c| text::stem(c) == noun)
}

/// The slot a noun names by its catalogue words, of the slots a life is
/// switched between: "course" the study, "job" the job, "diet" the diet.
/// (A phone switched "to airplane mode" is no new phone.)
fn slot_named_by(noun: &str) -> Option<&'static str> {
    let noun = text::stem(&noun.to_lowercase());
    attribute::CATALOGUE
        .iter()
        .filter(|s| matches!(s.name, "study" | "job" | "diet"))
        .find(|s| s.name == noun || s.cues.iter().any(|c| text::stem(c) == noun))
        .map(|s| s.name)
}

/// "the old one", "that place", "it": the clause names a thing said before.
fn refers_back(clause: &str) -> bool {
    let lower = clause.to_lowercase();
    [
        "it's ",
        "it ",
        "the old one",
        "the new one",
        "that place",
        "that one",
        "the thing",
    ]
    .iter()
    .any(|p| lower.starts_with(p))
}

/// The assistant's suggestion the user takes up, or the question a short
/// answer answers. `text` is the reply as the clauses left it; `denies`, whether the turn
/// opened by saying no to what was asked.
fn reply_to(
    previous: &str,
    text: &str,
    denies: bool,
    asked: Option<&str>,
    speech: &Speech,
    reading: &mut Reading,
) {
    let for_what = asked.map_or(String::new(), |a| {
        let a = a.trim_end_matches(['.', '!', '?']);
        let a = a
            .strip_prefix("The ")
            .map_or(a.to_string(), |r| format!("the {r}"));
        format!(" (after saying: {a})")
    });
    let said = clean(text);
    let accepted = RULE_SET
        .first(Stage::Reply, Speakers::Person, &said)
        .is_some_and(|(r, _)| r.yields == Yield::Accept)
        && !RULE_SET.applies("decline", &said);
    let sentences = clauses_of_normalised(&normalise(previous));
    if accepted {
        for s in &sentences {
            if let Some((_, caps)) = RULE_SET.first(Stage::Suggestion, Speakers::Assistant, s) {
                let Some(m) = caps.get(0) else { continue };
                let marker = m.as_str().to_lowercase();
                let rest = addressed_to(&s[m.end()..], &speech.voice)
                    .trim()
                    .trim_end_matches(['?', '.', '!'])
                    .to_string();
                if !has_content(&rest) {
                    continue;
                }
                // "I'll give that a go": a try, whatever the suggestion's
                // wording.
                let said = clause_words(text);
                let trying = said.windows(2).any(|pair| {
                    matches!(
                        (pair[0].as_str(), pair[1].as_str()),
                        ("a", "go" | "try" | "whirl" | "shot") | ("try", "it" | "that")
                    )
                });
                let verb = match marker.as_str() {
                    _ if trying => "will try",
                    "try" => "will try",
                    m if m.starts_with("have you") => "will try",
                    "you could" | "you might" | "why not" => "will",
                    _ => "chose",
                };
                let statement = format!(
                    "{} {verb} {rest}{for_what}.",
                    capitalised(&speech.voice.name)
                );
                reading.proposals.push(chose(speech, rest, statement));
                return;
            }
        }
        // No suggestion marker: what the assistant named last is what the
        // user took ("Then there's Dune." — "yes, that one").
        if let Some(named) = sentences
            .iter()
            .rev()
            .find(|s| !s.ends_with('?') && names_a_value(s))
        {
            let rest = addressed_to(named, &speech.voice)
                .trim_end_matches(['.', '!'])
                .to_string();
            let statement = format!("{} chose this: {rest}.", capitalised(&speech.voice.name));
            reading.proposals.push(chose(speech, rest, statement));
        }
        return;
    }
    // A short answer to the assistant's question keeps the question.
    let asserted = reading
        .proposals
        .iter()
        .any(|p| matches!(p, Proposal::Assert(_)));
    let words = said.split_whitespace().count();
    let Some(question) = sentences.last().filter(|q| q.ends_with('?')) else {
        return;
    };
    // "Runner beans and a great many roses.": an answer the clauses did
    // not keep is kept with its question, up to a sentence's length.
    if asserted || words == 0 || words > 10 || !has_content(&said) {
        return;
    }
    if RULE_SET
        .first(Stage::Skip, Speakers::Person, &said)
        .is_some_and(|(r, _)| r.yields != Yield::Skip(SkipReason::Question))
    {
        return;
    }
    let asked = addressed_to(question, &speech.voice);
    let answer = said.trim_end_matches(['.', '!']);
    // "Australia?" — "No, no, Perth in Scotland!": what was asked is
    // denied, so it is not kept beside the answer as if it held.
    let statement = if denies {
        format!("{} said: {answer}.", capitalised(&speech.voice.name))
    } else {
        format!(
            "Asked \"{}\", {} said: {answer}.",
            asked.trim_end_matches('?'),
            speech.voice.name
        )
    };
    reading
        .proposals
        .push(Proposal::Assert(FactCandidate::stated(
            speech.subject.clone(),
            &attribute::open_slot(&head_word(&asked)),
            FactValue::Text(answer.to_string()),
            statement,
        )));
}

/// "Are you still at Tesco?" — "Not any more": what the assistant asked
/// is still so has ended. The answer opens by saying it stopped; what
/// ended is the first word of substance after "still".
fn no_longer_so(asked: &str, answer: &str) -> Option<String> {
    static STILL: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"(?i)\bstill (?P<what>[^?.!,]+)\?\s*$").expect("still asked"));
    static STOPPED: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^(?:(?:no|nope|nah|sadly|afraid)[,!.]? )?(?:not any ?more|no longer|not these days|not since|not for (?:a while|ages|months|years)|haven't (?:been|gone|done (?:it|that|any)) (?:since|for|in)|(?:i )?(?:gave|packed) (?:it|that) (?:up|in)|(?:i )?(?:stopped|quit) (?:in|last|at|when|after|a while|ages|months))\b")
            .expect("stopped said")
    });
    const LIGHT: &[&str] = &[
        "doing", "going", "having", "getting", "at", "in", "on", "with", "the", "your", "you",
        "that", "those", "this", "a", "an", "to", "into", "up",
    ];
    if !STOPPED.is_match(answer.trim_start()) {
        return None;
    }
    let what = STILL
        .captures(asked.trim_end())?
        .name("what")?
        .as_str()
        .to_string();
    let mut first = None;
    text::for_each_word(&what, |w| {
        if first.is_none()
            && w.len() > 2
            && !LIGHT.contains(&w)
            && !text::is_stopword(w)
            && !w.chars().all(|c| c.is_ascii_digit())
        {
            first = Some(w.to_string());
        }
    });
    first
}

/// The speaker took up what the assistant offered.
fn chose(speech: &Speech, what: String, statement: String) -> Proposal {
    Proposal::Assert(FactCandidate::stated(
        speech.subject.clone(),
        "chose",
        FactValue::Text(what),
        statement,
    ))
}

/// What the assistant said to the user, as said of them: "you" → "the
/// user", "your" → "the user's".
fn addressed_to(text: &str, voice: &Voice) -> String {
    let mut out: Vec<String> = Vec::new();
    for w in text.split_whitespace() {
        let core = w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'');
        let lower = core.to_lowercase();
        let replaced = match lower.as_str() {
            "you" => Some(voice.name.clone()),
            "your" => Some(format!("{}'s", voice.name)),
            "you're" => Some(format!("{} is", voice.name)),
            "you've" => Some(format!("{} has", voice.name)),
            _ => None,
        };
        // "Do you like …?" asked of one: "Does the user like …".
        if lower == "you" {
            if let Some(before) = out.last_mut() {
                let agreed = match before.as_str() {
                    "Do" => Some("Does"),
                    "do" => Some("does"),
                    "Are" => Some("Is"),
                    "are" => Some("is"),
                    "Have" => Some("Has"),
                    "have" => Some("has"),
                    "Were" => Some("Was"),
                    "were" => Some("was"),
                    "Don't" => Some("Doesn't"),
                    "don't" => Some("doesn't"),
                    "Aren't" => Some("Isn't"),
                    "aren't" => Some("isn't"),
                    "Haven't" => Some("Hasn't"),
                    "haven't" => Some("hasn't"),
                    _ => None,
                };
                if let Some(agreed) = agreed {
                    *before = agreed.to_string();
                }
            }
        }
        out.push(match replaced {
            Some(r) if !core.is_empty() => w.replacen(core, &r, 1),
            _ => w.to_string(),
        });
    }
    out.join(" ")
}

/// `s` with its first letter in upper case.
pub(crate) fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// `s` with its first letter in lower case, unless the word is an
/// initialism ("NHS nurse" stays).
pub(crate) fn uncapitalised(s: &str) -> Cow<'_, str> {
    let mut c = s.chars();
    match (c.next(), c.next()) {
        (Some(f), Some(g)) if f.is_uppercase() && !g.is_uppercase() => {
            Cow::Owned(f.to_lowercase().collect::<String>() + &s[f.len_utf8()..])
        }
        _ => Cow::Borrowed(s),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn said(text: &str) -> Vec<Proposal> {
        said_after(text, None)
    }

    fn said_after(text: &str, before: Option<&str>) -> Vec<Proposal> {
        let speaker = Speaker::user();
        RuleExtractor.extract(&TurnInput {
            speaker: &speaker,
            text,
            occurred_at: chrono::Utc.with_ymd_and_hms(2025, 5, 7, 9, 0, 0).unwrap(),
            previous_assistant: None,
            previous_user: before,
            known_people: &[],
        })
    }

    /// What the user's `text` yields as a reply to the assistant's `asked`.
    fn said_after_asking(text: &str, asked: Option<&str>) -> Vec<Proposal> {
        let speaker = Speaker::user();
        RuleExtractor.extract(&TurnInput {
            speaker: &speaker,
            text,
            occurred_at: chrono::Utc.with_ymd_and_hms(2025, 5, 7, 9, 0, 0).unwrap(),
            previous_assistant: asked,
            previous_user: None,
            known_people: &[],
        })
    }

    /// What the user's `text` yields when memory knows `known`.
    fn read_knowing(text: &str, known: &[Subject]) -> Reading {
        read(&TurnInput {
            speaker: &Speaker::user(),
            text,
            occurred_at: chrono::Utc.with_ymd_and_hms(2025, 5, 7, 9, 0, 0).unwrap(),
            previous_assistant: None,
            previous_user: None,
            known_people: known,
        })
    }

    #[test]
    fn a_name_a_change_is_compared_with_is_what_it_replaced() {
        for (said, plain, old) in [
            (
                "Pixel 8 now, the camera's miles better than the old iPhone",
                "Pixel 8 now, the camera's miles better than the old one",
                "iPhone",
            ),
            (
                "I'm at Lloyds now, way calmer than Boots ever was",
                "I'm at Lloyds now, way calmer than the old one ever was",
                "Boots",
            ),
            (
                "joined the leisure centre instead, it's got a pool which PureGym didn't",
                "joined the leisure centre instead, it's got a pool which the old one didn't",
                "PureGym",
            ),
            (
                "we're with Octopus now and it's cheaper than British Gas ever was",
                "we're with Octopus now and it's cheaper than the old one ever was",
                "British Gas",
            ),
        ] {
            assert_eq!(
                old_named_in_a_comparison(said),
                Some((plain.to_string(), vec![old.to_string()])),
                "{said}"
            );
        }
        for kept in [
            // No change said: the old one is only named.
            "I still miss the old Micra",
            "it was colder than January ever was",
            "the new flat is bigger than I thought",
            "my last Monday there was lovely",
            // "the last" of a series is no old one.
            "I'm reading the last Harry Potter now",
        ] {
            assert_eq!(old_named_in_a_comparison(kept), None, "{kept}");
        }
    }

    #[test]
    fn idioms_of_a_home_or_a_parting_are_said_plainly() {
        for (said, plain) in [
            (
                "ha, no, living the dream in Slough now",
                "ha, no, living in Slough now",
            ),
            (
                "we're living the good life in Crete",
                "we're living in Crete",
            ),
            (
                "never went, Tom and I called it quits",
                "never went, Tom and I split up",
            ),
            (
                "me and Jade called it a day in March",
                "me and Jade split up in March",
            ),
            (
                "Priya and I have finally called it off",
                "Priya and I have finally split up",
            ),
            (
                "big news, the Royal and I have parted ways",
                "big news, I've left the Royal",
            ),
            (
                "me and the council finally parted company in May",
                "I've left the council in May",
            ),
            (
                "the band and I parted ways after the tour",
                "I've left the band after the tour",
            ),
        ] {
            assert_eq!(idioms_said_plainly(said).as_deref(), Some(plain), "{said}");
        }
        for kept in [
            "Tom and I went to Rome",
            "the dream is to live in Crete",
            "the ref called it off at half time",
            "Tom and I parted ways at the station",
        ] {
            assert_eq!(idioms_said_plainly(kept), None, "{kept}");
        }
    }

    /// Asserts that `rewrite` says each of `said_plainly`'s turns as its
    /// plain form, and leaves each of `kept` as it is.
    fn rewrites_as(
        rewrite: fn(&str) -> Cow<'_, str>,
        said_plainly: &[(&str, &str)],
        kept: &[&str],
    ) {
        for (said, plain) in said_plainly {
            assert_eq!(rewrite(said), *plain, "{said}");
        }
        for kept in kept {
            assert_eq!(rewrite(kept), *kept, "{kept}");
        }
    }

    #[test]
    fn a_count_made_more_is_said_as_the_count_had() {
        rewrites_as(
            a_count_made_said_as_had,
            &[
                (
                    "make that five grandchildren, Kelly had a boy",
                    "I've got five grandchildren now, Kelly had a boy",
                ),
                ("Ha, make it three cats now", "Ha, I've got three cats now"),
                ("so make that 2 kids!", "so I've got 2 kids now!"),
            ],
            &[
                "make that two sugars please",
                "make it Thursday instead",
                "we make three cakes a week",
            ],
        );
    }

    #[test]
    fn a_thing_worn_for_a_hurt_said_bare_is_the_speakers() {
        rewrites_as(
            aid_said_with_the,
            &[
                (
                    "Plaster came off yesterday, wrist's stiff.",
                    "The plaster came off yesterday, wrist's stiff.",
                ),
                (
                    "Great news. Sling's off at last!",
                    "Great news. The sling's off at last!",
                ),
                ("Stitches are out", "The stitches are out"),
            ],
            &[
                "my cast came off",
                "I bought a boot scraper",
                "Boots is closed on Sunday",
            ],
        );
    }

    #[test]
    fn a_new_name_given_is_said_as_the_name_now() {
        rewrites_as(
            a_new_name_said_as_the_name,
            &[
                (
                    "Oh wait, the kids renamed him Captain.",
                    "Oh wait, he's called Captain now.",
                ),
                ("we've rechristened her Dot", "she's called Dot now"),
                (
                    "Mia changed its name to Sprout last week",
                    "it's called Sprout now last week",
                ),
            ],
            &[
                "I renamed the file",
                "we named him after my grandad",
                "they changed the name of the pub",
            ],
        );
    }

    #[test]
    fn one_of_the_family_called_our_and_their_name_is_spoken_of_by_name() {
        rewrites_as(
            our_one_named_plainly,
            &[
                ("Our Isla's year six", "Isla's year six"),
                ("our Kelly is a nurse now", "Kelly is a nurse now"),
                (
                    "I'm shattered, and our Dean has started at the garage",
                    "I'm shattered, and Dean has started at the garage",
                ),
            ],
            &[
                "our Honda's died",
                "our Christmas was quiet",
                "Our Friday's the busy one",
                "our dog is called Bess",
                "four Jacks were in the class",
            ],
        );
    }

    #[test]
    fn an_it_with_a_way_of_getting_about_is_how_the_speaker_travels() {
        rewrites_as(
            travel_said_with_it,
            &[
                (
                    "my bike got nicked, so it's the tram daily for now",
                    "my bike got nicked, so I get the tram daily for now",
                ),
                (
                    "it's two buses each way these days",
                    "I get two buses each way these days",
                ),
                (
                    "since the car died it's the train for me",
                    "since the car died I get the train",
                ),
            ],
            &[
                "it's the bus driver's birthday",
                "the train is late again",
                "it's a tram stop away",
            ],
        );
    }

    #[test]
    fn a_way_of_answering_asked_for_without_i_want_is_wanted() {
        rewrites_as(
            way_of_answering_asked_for,
            &[
                (
                    "Fahrenheit for the weather please, it's what I grew up with.",
                    "I want Fahrenheit for the weather, it's what I grew up with.",
                ),
                (
                    "Actually, let's do Celsius for the weather from here on.",
                    "I want Celsius for the weather from here on.",
                ),
                (
                    "Could you do miles for my runs?",
                    "I want miles for my runs.",
                ),
                ("Bullet points please!", "I want Bullet points!"),
                (
                    "Miles from now on please.",
                    "I want Miles from now on for distances.",
                ),
                (
                    "Thinking again, explain things, full paragraphs are fine.",
                    "Thinking again, explain things, I want full paragraphs.",
                ),
                (
                    "Celsius for the weather is fine by me",
                    "I want Celsius for the weather",
                ),
            ],
            &[
                "let's do lunch on Friday",
                "a flat white please",
                "could you switch the lights off",
                "Keep your answers short please, bullet points if you can.",
                "the weather's fine today",
                "Miles from next door please",
            ],
        );
    }

    #[test]
    fn a_count_said_back_and_put_right_is_restated() {
        for (echo, said, wrong, right) in [
            (
                "Three, a busy house!",
                "I meant four, I forgot the baby",
                "three",
                "four",
            ),
            (
                "Two cats, lovely.",
                "Sorry, three, Pip hides a lot",
                "two",
                "three",
            ),
            (
                "Noted: 12 people for Saturday.",
                "No, 14, two more said yes",
                "12",
                "14",
            ),
        ] {
            assert_eq!(
                count_put_right_after_an_echo(echo, said),
                Some((wrong.to_string(), right.to_string())),
                "{said}"
            );
        }
        for (echo, said) in [
            ("Three, a busy house!", "Four bedrooms, so plenty of space"),
            ("Two cats and three hens?", "I meant four, the hens"),
            ("Three, a busy house!", "I meant three, yes"),
        ] {
            assert_eq!(count_put_right_after_an_echo(echo, said), None, "{said}");
        }
    }

    #[test]
    fn a_day_said_back_and_owned_as_wrong_is_put_right() {
        for (echo, said, wrong, right) in [
            (
                "Got it, the 3rd.",
                "Sorry, I misread the booking, it's the 13th.",
                "3rd",
                "13th",
            ),
            (
                "Noted: dentist on Tuesday.",
                "Oops, my mistake, Thursday, not sure why I said that",
                "tuesday",
                "thursday",
            ),
            (
                "So the party starts at 7pm?",
                "I got it wrong, it's 8pm, the invite says so",
                "7pm",
                "8pm",
            ),
        ] {
            assert_eq!(
                day_put_right_after_an_echo(echo, said),
                Some((wrong.to_string(), right.to_string())),
                "{said}"
            );
        }
        for (echo, said) in [
            (
                "Got it, the 3rd.",
                "Yes, the 3rd, and the 13th is the return",
            ),
            ("The 3rd or the 5th?", "Sorry, the 5th"),
            ("Got it, the 3rd.", "Sorry, it's on Friday the 3rd"),
        ] {
            assert_eq!(day_put_right_after_an_echo(echo, said), None, "{said}");
        }
    }

    #[test]
    fn a_home_bought_then_lived_in_as_it_is_named() {
        rewrites_as(
            home_named_for_it,
            &[
                (
                    "Bought a narrowboat and I'm living on it, moored near Hertford",
                    "Bought a narrowboat and I'm living on the narrowboat, moored near Hertford",
                ),
                (
                    "we got a camper van in May and we live in it full-time now",
                    "we got a camper van in May and we live in the camper van full-time now",
                ),
                (
                    "She's done up an old static caravan and she's living in it.",
                    "She's done up an old static caravan and she's living in the static caravan.",
                ),
            ],
            &[
                "we bought a boat and sail it every summer",
                "I've a caravan. Living in it? God no.",
                "my car is a mess, I practically live in it",
            ],
        );
    }

    #[test]
    fn a_condition_and_what_would_follow_it_in_its_sentence_are_no_facts() {
        for text in [
            "Say I came into money, I'd get a Porsche.",
            "If we won the lottery, we're off to Spain for good.",
            "supposing she gets the Leeds job, she'll move up there",
            "What if I retrained, I could teach maths",
        ] {
            assert!(candidates(&said(text)).is_empty(), "{text}");
        }
        // The next sentence is not on the condition; a condition on the
        // saying is none; "even if" and "unless" say the rest holds.
        for (text, kept) in [
            ("If it rains, I'll get the bus. I live in Hove.", "Hove"),
            ("If I'm honest, I hate my job at the bank.", "bank"),
            ("Even if it's pouring, I cycle to work.", "cycle"),
            ("Unless it snows, I walk the dog at six.", "dog"),
        ] {
            assert!(
                candidates(&said(text))
                    .iter()
                    .any(|c| c.statement.contains(kept)),
                "{text}"
            );
        }
    }

    #[test]
    fn the_kind_of_person_one_is_said_bare_is_the_speakers() {
        rewrites_as(
            kind_of_person_said_bare,
            &[
                (
                    "tea guy. builders, two sugars",
                    "I'm a tea guy. builders, two sugars",
                ),
                (
                    "Dog person through and through!",
                    "I'm a dog person through and through!",
                ),
                (
                    "total morning person here, up at five",
                    "I'm a morning person, up at five",
                ),
            ],
            &[
                "nice guy, terrible driver",
                "the delivery guy came early",
                "I'm a cat person",
            ],
        );
    }

    #[test]
    fn a_drink_or_food_said_bare_with_how_often_is_had() {
        rewrites_as(
            what_one_has_said_bare,
            &[
                (
                    "Oat flat white, always, it's my one vice.",
                    "I always have oat flat white, it's my one vice.",
                ),
                (
                    "wrecking my sleep, peppermint tea all the way now.",
                    "wrecking my sleep, I have peppermint tea now.",
                ),
                (
                    "Sushi every time, I can't help it",
                    "I always have sushi, I can't help it",
                ),
                (
                    "switched sides, black coffee every morning now",
                    "switched sides, I have black coffee every morning now",
                ),
                (
                    "Green tea each morning, no sugar.",
                    "I have green tea each morning, no sugar.",
                ),
                (
                    "knackered, so espresso first thing",
                    "knackered, so I have espresso first thing",
                ),
            ],
            &[
                "Late again, always",
                "Leeds all the way",
                "I always walk to work",
                "Rain every morning this week",
                "the bus each morning is packed",
                "I walk the dog every morning",
            ],
        );
    }

    #[test]
    fn all_about_it_for_someone_is_what_they_are_into() {
        rewrites_as(
            into_said_with_it,
            &[
                (
                    "he's jacked that in, it's all about basketball for him now",
                    "he's jacked that in, he's all about basketball now",
                ),
                (
                    "it's all netball with Maya these days",
                    "Maya is all about netball these days",
                ),
                (
                    "it's all about the allotment for me since I retired",
                    "I'm all about the allotment since I retired",
                ),
            ],
            &[
                "it's all over for the shop",
                "it's all over for Liverpool",
                "that's all about the money",
                "it's a lot of work for her",
            ],
        );
    }

    #[test]
    fn a_count_of_what_one_keeps_said_bare_is_had() {
        rewrites_as(
            what_one_keeps_counted,
            &[
                (
                    "Took in three more on Saturday, so nine hens to feed now.",
                    "Took in three more on Saturday, I have nine hens now.",
                ),
                (
                    "We had twins in May. Four kids now!",
                    "We had twins in May. I have four kids now!",
                ),
                (
                    "Six hens live at ours, all rescues.",
                    "we have six hens, all rescues.",
                ),
                ("two rescue dogs live with me", "I have two rescue dogs"),
            ],
            &[
                "it's been two days now",
                "three kids from the street came round now and then",
                "two cats live next door",
            ],
        );
    }

    #[test]
    fn a_home_to_oneself_is_living_alone() {
        rewrites_as(
            living_alone_said_plainly,
            &[
                (
                    "so I've got the two-bed to myself these days",
                    "so I live alone in the two-bed these days",
                ),
                (
                    "since the divorce it's just me in the house",
                    "since the divorce I live alone in the house",
                ),
                (
                    "I have the whole flat to myself now",
                    "I live alone in the flat now",
                ),
            ],
            &[
                "I had the office to myself on Friday",
                "it's just me and the dog in the house",
                "she's got the house to herself",
            ],
        );
    }

    #[test]
    fn a_birthday_said_by_its_ordinal_tells_the_age() {
        rewrites_as(age_said_as_an_ordinal, &[
            (
                "We did a dinosaur cake for Lucía's seventh last weekend, she loved it.",
                "We did a dinosaur cake for Lucía's seventh last weekend, she loved it. Lucía turned seven.",
            ),
            (
                "Off to Tom's 40th bash on Saturday",
                "Off to Tom's 40th bash on Saturday. Tom turned 40.",
            ),
            (
                "Jago's eighth birthday was chaos!",
                "Jago's eighth birthday was chaos. Jago turned eight.",
            ),
        ], &[
            "Ana's first day at school went well",
            "it's Tom's second marriage",
            "Priya's third year at uni starts soon",
        ]);
    }

    #[test]
    fn a_number_said_after_a_birthday_is_the_age_turned() {
        rewrites_as(
            age_said_after_a_birthday,
            &[
                (
                    "Miso had a birthday last week, four already.",
                    "Miso turned four last week.",
                ),
                (
                    "Jago had his birthday on Sunday, he's eight now",
                    "Jago turned eight on Sunday",
                ),
                (
                    "our dog had her birthday yesterday, 12 today!",
                    "our dog turned 12 yesterday!",
                ),
            ],
            &[
                "Miso had a birthday party, four kids came",
                "Tom had his birthday at the pub, three pints in",
                "we had a birthday tea for Gran",
            ],
        );
    }

    #[test]
    fn texting_asides_go_and_their_stops_end_only_what_came_before() {
        for (said, plain) in [
            (
                "left lol. working at Boots now",
                "left. working at Boots now",
            ),
            ("ha, no, living in Slough now", "no, living in Slough now"),
            ("tbh I quit lol", "I quit"),
        ] {
            assert_eq!(
                without_texting_asides(said).as_deref(),
                Some(plain),
                "{said}"
            );
        }
        assert_eq!(without_texting_asides("I moved to Leeds"), None);
    }

    #[test]
    fn a_name_said_back_and_put_right_is_restated() {
        for (echo, said, wrong, right) in [
            (
                "Good old Sheffield!",
                "oops, Leeds actually, Sheffield was my brother",
                "Sheffield",
                "Leeds",
            ),
            (
                "Dublin's lovely!",
                "sorry, I mixed that up, Cork is where I was born",
                "Dublin",
                "Cork",
            ),
            (
                "Enjoy Lisbon!",
                "Porto actually, but thanks!",
                "Lisbon",
                "Porto",
            ),
            (
                "Say hi to Marcus!",
                "whoops, it's Markus with a k",
                "Marcus",
                "Markus",
            ),
            (
                "How's Ana liking Fernwood?",
                "She's actually at Brook now",
                "Fernwood",
                "Brook",
            ),
            (
                "Is Priya still at Deloitte?",
                "she's actually with KPMG these days",
                "Deloitte",
                "KPMG",
            ),
            (
                "How's Sam finding Leeds?",
                "He is actually in York now",
                "Leeds",
                "York",
            ),
            (
                "How old is Nibbles?",
                "Oh, sorry, I mean Nugget, Nibbles was my old one",
                "Nibbles",
                "Nugget",
            ),
            ("Say hi to Jon!", "sorry, I meant Joe.", "Jon", "Joe"),
            ("Is Bea coming?", "hang on, I mean Bee", "Bea", "Bee"),
            (
                "How is little Eva doing?",
                "Aoife! A-O-I-F-E, it's Irish.",
                "Eva",
                "Aoife",
            ),
            (
                "Did Sian enjoy it?",
                "No, Siân! S-I-A-N with a hat on the a",
                "Sian",
                "Siân",
            ),
            (
                "Give Katy my best!",
                "Caity!! It's C-A-I-T-Y, she hates the other spelling",
                "Katy",
                "Caity",
            ),
        ] {
            assert_eq!(
                put_right_after_an_echo(echo, said),
                Some((wrong.to_string(), right.to_string())),
                "{said}"
            );
        }
        for (echo, said) in [
            ("Still in Sheffield?", "no, Leeds now"),
            ("Enjoy Lisbon!", "thanks, we will"),
            ("How is Eva doing?", "Thriving! She's walking now"),
            ("Good old Sheffield!", "Sheffield actually was great"),
            ("Enjoy Lisbon!", "oh, Tom's coming too"),
            ("Enjoy Lisbon!", "sorry, Tom's ill so we can't go"),
            ("Enjoy Lisbon!", "sorry Tom, I forgot to say"),
            ("How's Ana?", "She's actually at Brook now"),
            ("Still at Oakfield?", "She's actually left, last month"),
            (
                "How is Ruth finding Ashdown?",
                "They're actually moving him",
            ),
        ] {
            assert_eq!(put_right_after_an_echo(echo, said), None, "{said}");
        }
    }

    #[test]
    fn and_also_before_someone_new_doing_something_starts_a_clause() {
        for (text, second) in [
            (
                "I ended up leaving the garden centre and also we've moved over to Nailsworth",
                "The user's household has moved over to Nailsworth.",
            ),
            (
                "the car failed its MOT and also my sister is staying with us",
                "The user's sister is staying with the user's household.",
            ),
            (
                "work's been mad and also I'm learning Welsh",
                "The user is learning Welsh.",
            ),
        ] {
            let reading = said(text);
            let found = candidates(&reading);
            assert!(
                found.iter().any(|c| c.statement == second),
                "{text}: {found:?}"
            );
        }
    }

    #[test]
    fn news_said_as_a_question_back_is_news() {
        for (asked_back, plain) in [
            (
                "did I tell you I've switched to decaf? sleeping better",
                "I've switched to decaf. sleeping better",
            ),
            (
                "you know I'm at Tesco now, right? better hours",
                "I'm at Tesco now. better hours",
            ),
            ("Oh, have I mentioned we sold the van?", "we sold the van."),
            (
                "Good week. Did I say my brother's engaged?",
                "Good week. my brother's engaged.",
            ),
            (
                "have I mentioned the new car? a red Jazz, the Micra finally died",
                "my new car is a red Jazz. the Micra finally died",
            ),
            (
                "did I tell you about our new place? it's a two-bed in Chorlton!",
                "our new place is a two-bed in Chorlton!",
            ),
            (
                "have I shown you the new puppy? Bean, a cockapoo",
                "my new puppy is Bean. a cockapoo",
            ),
        ] {
            assert_eq!(
                news_asked_back_said_plainly(asked_back).as_deref(),
                Some(plain),
                "{asked_back}"
            );
        }
        for still_a_question in [
            "did you know the chippy shut?",
            "did I mention the new flat? we got the keys Friday",
            "you know the new Greggs?",
            "do you know my sister's number?",
            "I moved to Leeds.",
        ] {
            assert_eq!(
                news_asked_back_said_plainly(still_a_question),
                None,
                "{still_a_question}"
            );
        }
    }

    #[test]
    fn a_question_to_the_speaker_is_said_of_one_person() {
        let voice = Voice {
            name: "the user".to_string(),
            group: None,
            partner: None,
        };
        for (asked, said) in [
            (
                "Do you like living alone?",
                "Does the user like living alone?",
            ),
            (
                "Are you still at the bakery?",
                "Is the user still at the bakery?",
            ),
            (
                "Have you seen your sister lately?",
                "Has the user seen the user's sister lately?",
            ),
            ("Don't you miss Leeds?", "Doesn't the user miss Leeds?"),
            ("What do you do?", "What does the user do?"),
        ] {
            assert_eq!(addressed_to(asked, &voice), said);
        }
    }

    #[test]
    fn a_place_said_to_be_a_place_is_where_a_there_after_it_is() {
        assert_each_says(&[
            (
                "Lisbon is such a lovely city. I'd like to study Portuguese there.",
                "study Portuguese in Lisbon",
            ),
            (
                "Cornwall's a gorgeous part of the country, I learned to surf there.",
                "learned to surf in Cornwall",
            ),
            (
                "Kyoto is honestly the best place, we got engaged there",
                "got engaged in Kyoto",
            ),
        ]);
        // A person is no place.
        let found = said("Sarah is a great person, I work with her there.");
        assert!(
            candidates(&found)
                .iter()
                .all(|c| !c.statement.contains("in Sarah")),
            "{found:?}"
        );
    }

    #[test]
    fn a_pet_named_in_passing_is_a_fact_of_its_own() {
        assert_each_says(&[
            (
                "we're in a two-bed terrace in Roath with a tiny garden and a cat called Tahini",
                "The user has a cat called Tahini.",
            ),
            (
                "I'm a nurse in Leeds with two kids and a whippet named Dot",
                "The user has a whippet called Dot.",
            ),
            (
                "we rent a cottage near Hay with a big garden and a collie called Bran",
                "The user has a collie called Bran.",
            ),
        ]);
        // Said as the pet's own fact, it is said once.
        let reading = said("we've got a cat called Mochi");
        assert_eq!(candidates(&reading).len(), 1);
    }

    #[test]
    fn a_pet_just_got_is_who_a_she_or_he_after_it_is() {
        assert_each_says(&[
            (
                "We got a puppy yesterday! Her name is Mochi.",
                "puppy's name is Mochi",
            ),
            (
                "Picked up a kitten from the shelter. She's tiny and sleeps all day.",
                "kitten is tiny",
            ),
            (
                "we've adopted a rescue greyhound, he's called Biscuit",
                "greyhound is called Biscuit",
            ),
        ]);
        // Named as it came, the name is who "she" is.
        assert_each_says(&[(
            "We've got a rabbit, Clover, she lives in a hutch in the garden.",
            "Clover lives in a hutch",
        )]);
    }

    #[test]
    fn someone_known_who_is_lost_or_rehomed_is_gone_under_any_subject() {
        let known = [Subject::named("Meg"), Subject::named("Pickle")];
        for (text, name) in [
            ("we lost Meg in March, the house is so quiet", "Meg"),
            ("We had to rehome Pickle when the baby came", "Pickle"),
            ("gave Pickle away to a family with a big garden", "Pickle"),
        ] {
            let reading = read_knowing(text, &known);
            let gone = reading.proposals.iter().any(|p| {
                matches!(p, Proposal::Retract(r) if r.subject.key == "user" && r.value.as_deref() == Some(name))
            });
            assert!(gone, "{text}: {:?}", reading.proposals);
        }
        // A sleepover is no death.
        let reading = read_knowing("we had Pickle to sleep over at ours on Saturday", &known);
        assert!(
            !reading
                .proposals
                .iter()
                .any(|p| matches!(p, Proposal::Retract(_))),
            "{:?}",
            reading.proposals
        );
        // Taken somewhere is not gone.
        let reading = read_knowing(
            "we've moved Pickle to the new vet because the old one closed down",
            &known,
        );
        assert!(
            !reading
                .proposals
                .iter()
                .any(|p| matches!(p, Proposal::Retract(r) if r.value.as_deref() == Some("Pickle"))),
            "{:?}",
            reading.proposals
        );
    }

    #[test]
    fn a_pronoun_doing_something_is_not_understood_alone_even_with_a_word_of_change() {
        for text in [
            "They love it when I cook them something new!",
            "It taught me to try new things.",
            "It pushed me to finally switch careers.",
        ] {
            let found = said(text);
            assert!(candidates(&found).is_empty(), "{text}: {found:?}");
        }
        assert_each_says(&[("They reassigned the lockers, mine's 87 now.", "87")]);
    }

    #[test]
    fn a_clause_of_general_words_only_says_nothing_and_one_particular_word_keeps_it() {
        for text in [
            "Honestly I've faced a lot of hurdles along the way.",
            "I'm learning loads, it's been quite a journey",
            "We don't have any big plans.",
            "I just want to keep growing and stay positive!",
        ] {
            let found = said(text);
            assert!(candidates(&found).is_empty(), "{text}: {found:?}");
        }
        assert_each_says(&[
            ("I'm learning the cello, it's been quite a journey", "cello"),
            ("We don't have any big plans for the garden.", "garden"),
            ("I faced a lot of hurdles at the bakery", "bakery"),
        ]);
    }

    /// Each text yields a statement that holds its words.
    /// Each text yields something, and all of it is the speaker's.
    /// Each text, read knowing `known`, says its phrase in some fact.
    fn assert_each_says_knowing(known: &[Subject], cases: &[(&str, &str)]) {
        for (text, says) in cases {
            let reading = read_knowing(text, known);
            assert!(
                candidates(&reading.proposals)
                    .iter()
                    .any(|c| c.statement.contains(says)),
                "{text}: {:?}",
                reading.proposals
            );
        }
    }

    fn assert_none_is_the_users(text: &str) {
        let found = said(text);
        assert!(
            candidates(&found).iter().all(|c| !c.subject.is_user()),
            "{text}: {found:?}"
        );
    }

    fn assert_each_is_the_users(texts: &[&str]) {
        for text in texts {
            let reading = said(text);
            let found = candidates(&reading);
            assert!(
                !found.is_empty() && found.iter().all(|c| c.subject.is_user()),
                "{text}: {found:?}"
            );
        }
    }

    /// For each (text, subject, says): a statement of that subject (as
    /// displayed) saying that.
    fn assert_each_is_said_of(cases: &[(&str, &str, &str)]) {
        for (text, subject, says) in cases {
            let reading = said(text);
            let found = candidates(&reading);
            assert!(
                found
                    .iter()
                    .any(|c| c.subject.display == *subject && c.statement.contains(says)),
                "{text}: {found:?}"
            );
        }
    }

    /// For each (text, attribute): a statement in that attribute.
    fn assert_each_fills(cases: &[(&str, &str)]) {
        for (text, attribute) in cases {
            let reading = said(text);
            let found = candidates(&reading);
            assert!(
                found.iter().any(|c| c.attribute == *attribute),
                "{text}: {found:?}"
            );
        }
    }

    fn assert_each_says(cases: &[(&str, &str)]) {
        for (text, says) in cases {
            let reading = said(text);
            let found = candidates(&reading);
            assert!(
                found.iter().any(|c| c.statement.contains(says)),
                "{text}: {found:?}"
            );
        }
    }

    #[test]
    fn what_is_put_off_is_the_thing_whose_time_changed() {
        for (text, thing) in [
            ("I've deferred the MSc to next year", "msc"),
            ("we've postponed the wedding till June", "wedding"),
            ("I deferred my apprenticeship by a year", "apprenticeship"),
            ("The coach has moved training to Wednesdays.", "training"),
            (
                "We've brought the party forward to the 3rd of May.",
                "party",
            ),
            ("They rescheduled my scan to next Friday.", "scan"),
        ] {
            let reading = said(text);
            let found = candidates(&reading);
            assert!(
                found
                    .iter()
                    .any(|c| c.cue == Cue::Change && c.object.iter().any(|o| o == thing)),
                "{text}: {found:?}"
            );
        }
    }

    #[test]
    fn a_thing_of_theirs_that_died_is_what_ended_not_what_follows() {
        for (text, ended) in [
            ("My Duolingo streak died at 400 days", "duolingo"),
            ("the Kindle battery died on holiday", "kindle"),
            ("our Netflix account died in the summer", "netflix"),
        ] {
            let reading = said(text);
            let found = candidates(&reading);
            assert!(
                found
                    .iter()
                    .any(|c| c.cue == Cue::Retraction && c.object.iter().any(|o| o == ended)),
                "{text}: {found:?}"
            );
        }
    }

    #[test]
    fn an_it_ranked_first_is_the_thing_named_just_before() {
        assert_each_says(&[
            (
                "I've fallen for reformer pilates, it's my favourite now.",
                "Reformer pilates is the user's favourite",
            ),
            (
                "We tried the new Thai place on Friday, it's our new go-to.",
                "The new Thai place is the user's new go-to",
            ),
            (
                "My new obsession is a podcast, Good Hang, it's top of my list.",
                "Good Hang is top of the user's list",
            ),
        ]);
    }

    #[test]
    fn a_favourite_of_a_kind_no_rule_names_is_filed_by_its_kind() {
        for (text, kind) in [
            ("My favourite podcast is Desert Island Discs", "podcast"),
            ("her favourite walks are along the Tay", "walk"),
            ("our favourite beach at the moment is Polzeath", "beach"),
        ] {
            assert_eq!(favourite_kind_named(text).as_deref(), Some(kind), "{text}");
        }
        for text in [
            "my favourite thing about Leeds is the markets",
            "my favourite part was the ending",
            "the favourite to win is Spain",
        ] {
            assert_eq!(favourite_kind_named(text), None, "{text}");
        }
    }

    #[test]
    fn a_habit_said_with_a_frequency_is_filed_by_the_habit() {
        for (before, after) in [
            (
                "I go running three mornings a week",
                "these days I'm out running five days a week",
            ),
            (
                "I do yoga twice a week at the hall",
                "doing yoga every morning now",
            ),
            ("I swim once a week", "I swim most days since I retired"),
            // What is counted is the habit.
            ("I swim three mornings a week", "down to one swim a week"),
            ("I run every day", "it's three runs a week these days"),
            ("I ride twice a week", "only a couple of rides a month now"),
        ] {
            let was = habit_with_a_frequency(before);
            assert!(was.is_some(), "{before}");
            assert_eq!(was, habit_with_a_frequency(after), "{after}");
        }
        for other in [
            "I see my mum twice a week",
            "I'm working from home three days a week",
            "I run a bakery in Frome",
        ] {
            assert_eq!(habit_with_a_frequency(other), None, "{other}");
        }
    }

    #[test]
    fn him_her_and_his_are_named_as_whom_they_stand_for() {
        assert_each_says(&[
            (
                "My brother Tom lives in Leeds. I visit him every month.",
                "visits Tom (the user's brother) every month",
            ),
            (
                "My gran is 91 and I ring her every Sunday",
                "rings the user's gran every Sunday",
            ),
            (
                "I rang Dev last night, I borrowed his van for the move.",
                "borrowed Dev's van for the move",
            ),
            (
                "Had lunch with Priya today. She's just got engaged!",
                "Priya has just got engaged",
            ),
            (
                "My cousin Joy is in Perth, I miss her loads.",
                "misses Joy (the user's cousin) loads",
            ),
        ]);
    }

    #[test]
    fn a_her_or_him_is_the_one_relative_memory_knows_they_can_be() {
        let known = [
            Subject::named("the user's wife"),
            Subject::named("the user's son"),
        ];
        assert_each_says_knowing(
            &known,
            &[
                (
                    "I ended up getting her a voucher",
                    "getting the user's wife a voucher",
                ),
                (
                    "I'm driving him to footy on Saturday",
                    "driving the user's son to footy",
                ),
                (
                    "I took her out for a curry on her birthday",
                    "on the user's wife's birthday",
                ),
                (
                    "I'm helping her choose a new car",
                    "helping the user's wife choose",
                ),
            ],
        );
    }

    #[test]
    fn a_pet_named_by_its_breed_is_its_own_subject_not_the_speakers_age() {
        for text in [
            "Our greyhound Bess is eleven.",
            "my whippet Moss turned 4 last week",
            "My tabby Miso is nearly sixteen",
        ] {
            assert_none_is_the_users(text);
        }
    }

    #[test]
    fn a_denial_with_no_subject_said_is_the_speakers() {
        assert_each_says(&[
            (
                "Haven't been to the gym since May.",
                "The user hasn't been to the gym",
            ),
            ("Never been to Japan.", "The user has never been to Japan"),
            (
                "Didn't get the flat in Hove",
                "The user didn't get the flat",
            ),
            ("Don't eat pork anymore", "The user doesn't eat pork"),
        ]);
        for text in ["Don't worry about it", "Haven't seen you in ages!"] {
            let found = said(text);
            assert!(candidates(&found).is_empty(), "{text}: {found:?}");
        }
    }

    #[test]
    fn a_known_name_only_called_is_no_news_of_them_but_an_introduction_is() {
        let known = [Subject::named("Nate"), Subject::named("Priya")];
        for text in [
            "Anytime Nate!",
            "No worries, Priya.",
            "Sure thing Nate!",
            "Nate!",
        ] {
            let reading = read_knowing(text, &known);
            assert!(
                candidates(&reading.proposals).is_empty(),
                "{text}: {:?}",
                reading.proposals
            );
        }
        // Said to someone memory does not know yet.
        for text in ["Absolutely Jon.", "Anytime Nate!", "Yes of course Dad"] {
            let found = said(text);
            assert!(candidates(&found).is_empty(), "{text}: {found:?}");
        }
        assert_each_says_knowing(
            &known,
            &[
                ("Nate's new job at the bank!", "new job at the bank"),
                ("my wife Priya", "wife Priya"),
                ("Tom visited Nate", "visited Nate"),
            ],
        );
    }

    #[test]
    fn a_proposal_by_someone_memory_knows_is_the_speakers_engagement_unless_to_another() {
        let known = [Subject::named("Marco"), Subject::named("Dev")];
        for (text, speakers) in [
            ("marco popped the question on saturday", true),
            ("Dev proposed last night, I said yes!", true),
            ("Marco proposed on the beach at sunset", true),
            (
                "Dev proposed to me on the pier, going to celebrate tonight",
                true,
            ),
            ("Marco proposed to Lisa at the weekend", false),
        ] {
            let reading = read_knowing(text, &known);
            let engaged_user = candidates(&reading.proposals)
                .iter()
                .any(|c| c.subject.is_user() && c.attribute == "relationship_status");
            assert_eq!(engaged_user, speakers, "{text}: {:?}", reading.proposals);
        }
    }

    #[test]
    fn how_often_a_habit_is_managed_is_how_often_it_is_done() {
        assert_each_fills(&[
            ("only managing to swim once a week now", "how_often_swim"),
            ("I'm struggling to run twice a week", "how_often_run"),
            (
                "I'm just about managing to cycle three times a week",
                "how_often_cycl",
            ),
        ]);
    }

    #[test]
    fn a_habit_stopped_for_now_is_how_often_it_is_done() {
        assert_each_fills(&[
            ("I'm not allowed to run at the moment", "how_often_run"),
            ("told not to swim till the stitches heal", "how_often_swim"),
            ("she's banned from cycling for six weeks", "how_often_cycl"),
        ]);
        let reading = said("I can't dance to save my life");
        let found = candidates(&reading);
        assert!(
            found.iter().all(|c| !c.attribute.starts_with("how_often")),
            "{found:?}"
        );
    }

    #[test]
    fn a_name_after_what_someone_reckons_is_who_a_she_after_it_is() {
        for text in [
            "Vet reckons Bramble's a bit chunky so she's on light food now",
            "The teacher says Ruby's doing brilliantly, she's moved up a group",
            "Mum thinks Omar's too thin, he's eating loads now though",
        ] {
            let reading = said(text);
            let found = candidates(&reading);
            assert!(
                found.iter().any(|c| !c.subject.is_user()
                    && (c.statement.contains("light food")
                        || c.statement.contains("moved up")
                        || c.statement.contains("eating loads"))),
                "{text}: {found:?}"
            );
        }
    }

    #[test]
    fn a_she_after_an_unnamed_girl_is_not_the_relative_named_before() {
        for text in [
            "My aunt came too. I sat with a little girl on the bus. She seemed so sad.",
            "My sister was there. We met this lovely old lady at the café, she's ninety.",
            "My brother drove. Some random guy stopped us, he was lost.",
        ] {
            let reading = read_knowing(text, &[]);
            assert!(
                candidates(&reading.proposals)
                    .iter()
                    .all(|c| c.subject.is_user()
                        || !(c.statement.contains("sad")
                            || c.statement.contains("ninety")
                            || c.statement.contains("lost"))),
                "{text}: {:?}",
                reading.proposals
            );
        }
    }

    #[test]
    fn a_we_is_the_team_band_or_friends_the_turn_names_and_else_the_household() {
        for (text, says) in [
            (
                "Last year I had a basketball game where we were trailing at half time",
                "the user's team was trailing",
            ),
            (
                "I play bass in the band, we play the Crown on Fridays",
                "user's band plays",
            ),
            (
                "My team won the cup, we beat Leeds 2-1",
                "The user's team beat Leeds",
            ),
            (
                "My wife and I love our team, we moved to Leeds last year",
                "The user's household moved to Leeds",
            ),
            // Friends the speaker is with, not friends had over.
            (
                "Out with some old mates last night, we're planning a trip to Prague",
                "The user and their friends are planning a trip to Prague",
            ),
            (
                "They're good friends, we go bouldering on Mondays",
                "The user and their friends go bouldering",
            ),
            (
                "We're having friends over on Saturday",
                "The user's household is having friends over",
            ),
            (
                "We love quiz nights with our friends",
                "The user's household loves quiz nights",
            ),
            // A workplace: offices, colleagues, a takeover.
            (
                "we've moved offices to Canary Wharf",
                "The user's company has moved offices",
            ),
            (
                "we got taken over by a German firm in the spring",
                "The user's company got taken over",
            ),
            (
                "half my colleagues left when we merged with Axiom",
                "the user's company merged with Axiom",
            ),
            (
                "we got relegated to division two, gutted",
                "The user's team got relegated",
            ),
        ] {
            assert_each_says(&[(text, says)]);
        }
    }

    #[test]
    fn a_him_or_her_standing_for_no_one_is_not_understood_alone() {
        for text in [
            "I really admire him for that.",
            "I have always looked up to him",
            "I've learned so much from him",
        ] {
            let reading = read_knowing(text, &[]);
            assert!(
                reading.proposals.is_empty(),
                "{text}: {:?}",
                reading.proposals
            );
            assert!(
                reading
                    .skipped
                    .iter()
                    .any(|(_, why)| *why == Skipped::Rule(SkipReason::Unresolved)),
                "{text}: {:?}",
                reading.skipped
            );
        }
        // A time or a value keeps it: who is left as said.
        assert_each_says(&[("I see him every Thursday at 6", "every Thursday at 6")]);
    }

    #[test]
    fn a_deed_of_a_he_or_she_no_one_is_not_understood_alone_whatever_it_names() {
        for text in [
            "He chased down Okafor and blocked the shot.",
            "She scored twice against Leeds in the final",
            "he threw the ball to Marcus at the last second",
        ] {
            let reading = read_knowing(text, &[]);
            assert!(
                reading.proposals.is_empty(),
                "{text}: {:?}",
                reading.proposals
            );
        }
    }

    #[test]
    fn a_number_put_right_in_a_breath_keeps_what_follows_the_new_one() {
        assert_each_says(&[
            (
                "I cycle five, sorry, closer to eight miles to work",
                "eight miles to work",
            ),
            (
                "I do about ten, no, more like twelve hours a week at the shop",
                "twelve hours a week at the shop",
            ),
            (
                "Swimming is on Tuesday, no, Thursday mornings at the lido",
                "Thursday mornings at the lido",
            ),
            // A count in words put right by a bare count.
            (
                "we've got three kids, I mean four, the baby counts",
                "has got four kids",
            ),
            ("I work three days, I mean four", "works four days"),
            (
                "there are five of us in the flat, sorry, six",
                "six of the user's household in the flat",
            ),
        ]);
    }

    #[test]
    fn what_took_the_place_of_a_thing_given_up_is_the_speakers() {
        assert_each_says(&[
            (
                "I quit the gym, it's just home workouts now.",
                "just home workouts for the user",
            ),
            (
                "I've stopped sugar in my tea, it's mostly honey these days",
                "mostly honey for the user",
            ),
            (
                "I've cut out takeaways, it's only home cooking.",
                "only home cooking for the user",
            ),
        ]);
    }

    #[test]
    fn a_relative_called_by_name_keeps_the_relations_subject_with_the_name_beside_it() {
        for (said, key, display) in [
            (
                "My boyfriend's called Tiago.",
                "the user's boyfriend",
                "Tiago (the user's boyfriend)",
            ),
            (
                "our cat is named Smudge",
                "the user's cat",
                "Smudge (the user's cat)",
            ),
            (
                "My brother is called Cian.",
                "the user's brother",
                "Cian (the user's brother)",
            ),
            (
                "my partner's name is Tom, he's a plumber",
                "the user's partner",
                "Tom (the user's partner)",
            ),
            (
                "Our dog's name's Pickle.",
                "the user's dog",
                "Pickle (the user's dog)",
            ),
        ] {
            let reading = said_after(said, None);
            let found = candidates(&reading);
            assert!(
                found
                    .iter()
                    .any(|c| c.subject.key == key && c.subject.display == display),
                "{said}: {found:?}"
            );
        }
    }

    #[test]
    fn someone_memory_knows_by_a_name_beside_a_relation_is_filed_under_the_relation() {
        let speaker = Speaker::user();
        let known = [Subject {
            key: "the user's boyfriend".into(),
            display: "Tiago (the user's boyfriend)".into(),
        }];
        let reading = RuleExtractor.extract(&TurnInput {
            speaker: &speaker,
            text: "Tiago started at a new restaurant in Leith.",
            occurred_at: chrono::Utc.with_ymd_and_hms(2025, 5, 7, 9, 0, 0).unwrap(),
            previous_assistant: None,
            previous_user: None,
            known_people: &known,
        });
        let found = candidates(&reading);
        assert!(
            !found.is_empty()
                && found
                    .iter()
                    .all(|c| c.subject.key == "the user's boyfriend"),
            "{found:?}"
        );
    }

    #[test]
    fn she_after_a_time_said_first_is_who_the_clause_is_about() {
        for (said, key) in [
            (
                "My husband left the bank. Now he is working for a charity.",
                "the user's husband",
            ),
            (
                "My daughter finished her degree, these days she's teaching in Hull.",
                "the user's daughter",
            ),
            (
                "My gran sold the farm. Nowadays she lives in a flat in Ayr.",
                "the user's gran",
            ),
        ] {
            let reading = said_after(said, None);
            let found = candidates(&reading);
            assert!(
                found.len() >= 2 && found.iter().all(|c| c.subject.key == key),
                "{said}: {found:?}"
            );
        }
    }

    #[test]
    fn a_favourite_said_verb_first_is_read_in_order() {
        assert_each_says(&[
            (
                "Now is tennis my favourite sport.",
                "Tennis is the user's favourite sport",
            ),
            (
                "now is blue my favourite colour",
                "Blue is the user's favourite colour",
            ),
            (
                "Now is Coldplay my favourite band!",
                "Coldplay is the user's favourite band",
            ),
        ]);
        // A question stays a question.
        assert!(favourite_in_order("is pizza my favourite?").is_none());
    }

    #[test]
    fn a_relative_who_died_is_who_the_ending_is_about() {
        for (said, key) in [
            ("We lost Gran just after Easter.", "the user's gran"),
            ("Grandad passed away in the night.", "the user's grandad"),
            ("Sadly our uncle died in March.", "the user's uncle"),
        ] {
            let reading = said_after(said, None);
            let found = candidates(&reading);
            assert!(
                found.iter().any(|c| c.cue == Cue::Retraction
                    && c.subject.key == key
                    && c.object.iter().any(|o| key.ends_with(o.as_str()))),
                "{said}: {found:?}"
            );
        }
    }

    /// Asserts that `said`, after `before`, retracts something named `ended`.
    fn assert_ends(said: &str, before: Option<&str>, ended: &str) {
        let reading = said_after(said, before);
        let found = candidates(&reading);
        assert!(
            found
                .iter()
                .any(|c| c.cue == Cue::Retraction && c.object.iter().any(|o| o == ended)),
            "{said}: {found:?}"
        );
    }

    #[test]
    fn what_went_back_is_what_ended() {
        for (said, ended) in [
            ("the van went back to the lease company in May", "van"),
            ("my old Corsa's gone back to the dealer", "corsa"),
            ("the plot went back to the council last spring", "plot"),
        ] {
            assert_ends(said, None, ended);
        }
    }

    #[test]
    fn what_someone_can_no_longer_do_is_what_ended_whoever_reports_it() {
        for (said, ended) in [
            ("the GP says I can't have gluten any more", "gluten"),
            ("my back won't take rowing any more", "rowing"),
            ("the consultant reckons he can't drive anymore", "drive"),
            // A couple that is no more: the other half is what ended.
            ("Priya and I aren't together any more", "priya"),
        ] {
            assert_ends(said, None, ended);
        }
    }

    #[test]
    fn a_birth_ends_the_pregnancy_said_before() {
        for said in [
            "Meera had a little boy on Monday",
            "our baby girl arrived at 4am",
            "she gave birth to twins last week",
        ] {
            assert_ends(said, Some("My sister Meera is pregnant"), "pregnant");
        }
    }

    #[test]
    fn a_thing_said_to_be_a_kind_or_a_make_is_what_the_clause_is_about() {
        assert_eq!(head_word("My bike is an old Raleigh three-speed"), "bike");
        assert_eq!(head_word("our boiler's a Worcester combi"), "boiler");
        assert_eq!(head_word("my phone is now a second-hand Pixel"), "phone");
        assert_ne!(head_word("my sister is a nurse in Leeds"), "sister");
    }

    #[test]
    fn a_number_word_is_never_what_a_statement_is_about() {
        assert_eq!(head_word("I've got two nieces, both under five"), "niec");
        assert_eq!(head_word("we keep chickens, eleven of them"), "chicken");
        assert_eq!(head_word("my son's relay team has four"), "team");
    }

    #[test]
    fn one_who_follows_a_team_is_its_fan_however_it_is_said() {
        for said in [
            "I'm a Liverpool man",
            "she's a Villa girl through and through",
            "he's been a Celtic supporter all his life",
            "I'm an Arsenal fan",
        ] {
            assert_eq!(head_word(said), "fan", "{said}");
        }
        assert_ne!(head_word("he's a kind man"), "fan");
        assert_ne!(head_word("my neighbour is a Polish woman"), "fan");
    }

    #[test]
    fn these_days_says_when_not_what() {
        assert_eq!(head_word("I'm a keen baker these days"), "baker");
        assert_eq!(head_word("we mostly cycle these days"), "cycl");
        assert_eq!(head_word("she works four days"), "day");
    }

    #[test]
    fn a_routine_said_without_its_my_is_the_speakers() {
        for (said, slot) in [
            ("Piano lesson is on Friday now.", "schedule"),
            ("Football training is on Wednesday now.", "schedule"),
            ("Pottery class has moved to Thursdays.", "schedule"),
        ] {
            let reading = said_after(said, None);
            let found = candidates(&reading);
            assert!(
                found
                    .iter()
                    .any(|c| c.attribute == slot && c.subject.key == "user"),
                "{said}: {found:?}"
            );
        }
    }

    #[test]
    fn a_friend_of_mine_is_my_friend_and_not_me() {
        for (said, who) in [
            ("a mate of mine is a plumber", "the user's mate"),
            ("one of our neighbours keeps bees", "the user's neighbour"),
            ("a colleague of mine moved to Dubai", "the user's colleague"),
        ] {
            let reading = said_after(said, None);
            let found = candidates(&reading);
            assert!(
                !found.is_empty() && found.iter().all(|c| c.subject.display == who),
                "{said}: {found:?}"
            );
        }
    }

    #[test]
    fn a_move_said_first_and_then_where_is_where_one_lives() {
        for said in [
            "I've moved, I'm in Didsbury now",
            "we moved house - we're in Hove now",
            "I just moved! I'm in Kendal now",
        ] {
            let reading = said_after(said, None);
            assert!(
                candidates(&reading)
                    .iter()
                    .any(|c| c.attribute.as_str() == "lives_in"),
                "{said}: {reading:?}"
            );
        }
    }

    #[test]
    fn too_with_more_after_it_adds_to_many_but_changes_one() {
        for said in [
            "I've started following the Tigers in the rugby too, first match on Saturday",
            "I've taken up bouldering as well, twice a week at the wall",
            "I've got into Wordle too, every morning with coffee",
        ] {
            let reading = said_after(said, None);
            assert!(
                candidates(&reading).iter().all(|c| c.cue != Cue::Change),
                "{said}: {reading:?}"
            );
        }
        let reading = said_after("I've gone veggie too, no meat in months", None);
        assert!(
            candidates(&reading).iter().any(|c| c.cue == Cue::Change),
            "{reading:?}"
        );
    }

    #[test]
    fn my_mother_and_mum_are_one_person() {
        let subject_of = |text: &str| {
            candidates(&said(text))
                .first()
                .map(|c| c.subject.key.clone())
                .unwrap_or_default()
        };
        let mum = subject_of("Mum plays bridge on Tuesdays");
        assert_eq!(mum, "the user's mum");
        for text in [
            "My mother's taken up aqua aerobics",
            "my mom retired in June",
            "my mother lives in Sunderland",
        ] {
            assert_eq!(subject_of(text), mum, "{text}");
        }
        assert_eq!(
            subject_of("My father plays golf"),
            subject_of("Dad's learning Spanish")
        );
    }

    #[test]
    fn someone_named_by_a_role_who_moves_is_not_the_speaker_moving() {
        for (said, who) in [
            ("our childminder Pam has moved to Leeds", "pam"),
            ("my cleaner Gosia is moving back to Gdansk", "gosia"),
            ("my dog walker Shaz has moved to Margate", "shaz"),
        ] {
            let proposals = said_after(said, None);
            let cs = candidates(&proposals);
            assert!(
                cs.iter().all(|c| !c.subject.is_user()),
                "{said}: {proposals:?}"
            );
            assert!(
                cs.iter().any(|c| c.subject.key == who),
                "{said}: {proposals:?}"
            );
        }
    }

    #[test]
    fn someone_new_needed_ends_what_the_person_before_did() {
        for (said, who, done) in [
            ("Denise has sold up and moved to Spain so we need someone new to feed the cat", "denise", "feed cat"),
            ("Gosia's retired, so we're looking for someone else to clean the house", "gosia", "clean house"),
            ("our childminder Pam has moved to Leeds so I need to find someone new to look after the kids on Fridays", "pam", "look after kids"),
        ] {
            let proposals = said_after(said, None);
            assert!(
                proposals.iter().any(|p| matches!(p, Proposal::Retract(r)
                    if r.subject.key == who && r.value.as_deref() == Some(done))),
                "{said}: {proposals:?}"
            );
        }
        // With no one spoken of before, it ends nothing.
        let proposals = said_after("I need someone new to talk to about books", None);
        assert!(
            proposals.iter().all(|p| !matches!(p, Proposal::Retract(_))),
            "{proposals:?}"
        );
    }

    #[test]
    fn a_thing_of_someones_moved_is_said_of_the_thing() {
        for (said, now) in [
            (
                "we've put her pocket money up to eight pounds a week",
                "her pocket money has been put up to eight pounds a week",
            ),
            (
                "they've bumped my hours up to thirty",
                "my hours have been bumped up to thirty",
            ),
            (
                "I moved Leo's bedtime back to half seven",
                "Leo's bedtime has been moved back to half seven",
            ),
            (
                "the school have pushed our parents' evening to the 14th",
                "our parents' evening has been pushed to the 14th",
            ),
        ] {
            assert_eq!(someones_thing_moved(said).as_deref(), Some(now), "{said}");
        }
    }

    #[test]
    fn what_someone_is_banned_from_is_said_of_them() {
        for (said, now) in [
            (
                "we've had to ban gaming on school nights for Axel",
                "Axel is banned from gaming on school nights now",
            ),
            (
                "I've banned phones at the dinner table for Mia",
                "Mia is banned from phones at the dinner table now",
            ),
            (
                "we stopped sweets after tea for our youngest",
                "our youngest is banned from sweets after tea now",
            ),
            (
                "we've banned screens after eight for James",
                "James is banned from screens after eight now",
            ),
            (
                "we banned fizzy drinks for our twins",
                "our twins are banned from fizzy drinks now",
            ),
        ] {
            assert_eq!(banned_for_someone(said).as_deref(), Some(now), "{said}");
        }
    }

    #[test]
    fn them_felt_about_is_the_plural_thing_named_just_before() {
        for (said, felt) in [
            (
                "can you give me a salad with no olives? I really can't stand them",
                "olives",
            ),
            ("I bought some figs but I hate them", "figs"),
            (
                "we had oysters in Whitstable, I'm allergic to them as it turns out",
                "oysters",
            ),
        ] {
            let proposals = said_after(said, None);
            assert!(
                candidates(&proposals).iter().any(|c| c.subject.is_user()
                    && c.statement.contains(felt)
                    && !c.statement.contains("them")),
                "{said}: {proposals:?}"
            );
        }
        // People are not things felt about this way.
        assert_eq!(plural_thing_named("I visited the kids"), None);
        assert_eq!(plural_thing_named("any tips"), None);
    }

    #[test]
    fn a_bare_value_after_switching_a_kind_of_thing_is_the_new_one() {
        for (said, now) in [
            (
                "switched gyms. david lloyd now. has a pool",
                "gym is david lloyd",
            ),
            ("I've changed banks, Monzo these days.", "bank is Monzo"),
            ("We swapped dentists. Dr Shah now.", "dentist is Dr Shah"),
            ("changed banks. Monzo these days.", "bank is Monzo"),
        ] {
            let proposals = said_after(said, None);
            assert!(
                candidates(&proposals)
                    .iter()
                    .any(|c| c.statement.contains(now)),
                "{said}: {proposals:?}"
            );
        }
        // A verdict after the switch is no new one.
        for said in [
            "switched gyms. so much better now",
            "changed banks. loads cheaper now",
        ] {
            let proposals = said_after(said, None);
            assert!(
                candidates(&proposals)
                    .iter()
                    .all(|c| !c.statement.contains(" is so") && !c.statement.contains(" is loads")),
                "{said}: {proposals:?}"
            );
        }
    }

    #[test]
    fn a_bare_its_after_a_change_of_the_speakers_says_what_they_have_now() {
        for (said, now) in [
            (
                "I've gone off Radio 1, it's podcasts on the drive these days.",
                "podcasts on the drive",
            ),
            (
                "My stomach can't handle curry anymore, so it's mild everything.",
                "mild everything",
            ),
            (
                "Since our office moved to Salford, it's over an hour each way.",
                "over an hour each way",
            ),
        ] {
            let proposals = said_after(said, None);
            assert!(
                candidates(&proposals)
                    .iter()
                    .any(|c| c.subject.is_user() && c.statement.contains(now)),
                "{said}: {proposals:?}"
            );
        }
        // A verdict is no thing had instead.
        for said in [
            "I quit the gym, it's so much better.",
            "We sold the car, it's a relief.",
        ] {
            let proposals = said_after(said, None);
            assert_eq!(candidates(&proposals).len(), 1, "{said}: {proposals:?}");
        }
    }

    #[test]
    fn someone_named_with_what_people_do_with_their_lives_is_not_the_speaker() {
        for (said, key) in [
            ("Kemi retrained as a nurse.", "kemi"),
            ("Dev moved to Bristol in May.", "dev"),
            ("Priya quit her job last week.", "priya"),
        ] {
            let proposals = said_after(said, None);
            let found = candidates(&proposals);
            assert!(
                !found.is_empty() && found.iter().all(|c| c.subject.key == key),
                "{said}: {found:?}"
            );
        }
    }

    #[test]
    fn a_thing_that_lost_its_appeal_is_ended_though_said_bare() {
        for (said, object) in [
            (
                "Breakfast is eggs these days, porridge got boring.",
                "porridge",
            ),
            ("True crime got too grim for me.", "crime"),
            ("The leisure centre got way too pricey.", "leisure"),
        ] {
            let proposals = said_after(said, None);
            assert!(
                candidates(&proposals)
                    .iter()
                    .any(|c| c.cue == Cue::Retraction && c.object.iter().any(|o| o == object)),
                "{said}: {proposals:?}"
            );
        }
    }

    fn candidates(proposals: &[Proposal]) -> Vec<&FactCandidate> {
        proposals
            .iter()
            .filter_map(|p| match p {
                Proposal::Assert(c) => Some(c),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_turn_opening_with_a_short_correction_restates_the_value_said_before() {
        for (before, said, wrong, right) in [
            (
                "My driving test is on Wednesday.",
                "No sorry, Thursday - Wednesday's the dentist.",
                "Wednesday",
                "Thursday",
            ),
            (
                "We're meeting in Ripon on Saturday.",
                "Oops, no, Harrogate.",
                "Ripon",
                "Harrogate",
            ),
            (
                "The party's on the 12th.",
                "Sorry, the 21st.",
                "12th",
                "21st",
            ),
            // Opened with a cry, or blamed on the phone.
            (
                "we just bought a place in Whitstable",
                "oh sorry, Herne Bay, next town along",
                "Whitstable",
                "Herne Bay",
            ),
            (
                "our new rabbit is called Clover",
                "argh, autocorrect, it's Glover, like the actor",
                "Clover",
                "Glover",
            ),
            (
                "I'm seeing Dr Mehta on Friday",
                "ugh, typo, Dr Mehra",
                "Mehta",
                "Mehra",
            ),
        ] {
            let found = said_after(said, Some(before));
            assert!(
                found.iter().any(|p| matches!(p,
                    Proposal::Restate { wrong: w, right: r } if w == wrong && r == right)),
                "{said}: {found:?}"
            );
        }
        // Not a value: the speaker declining, or saying what they do.
        for said in ["No, sorry, I can't make it.", "Sorry, running late!"] {
            let found = said_after(said, Some("The party's on the 12th."));
            assert!(
                !found.iter().any(|p| matches!(p, Proposal::Restate { .. })),
                "{said}: {found:?}"
            );
        }
    }

    #[test]
    fn a_role_put_more_exactly_restates_the_role_said_before() {
        for (said_now, wrong, right) in [
            (
                "Well, a trainee accountant, I sit my finals in May",
                "accountant",
                "trainee accountant",
            ),
            (
                "Technically an assistant manager, but I run the place",
                "manager",
                "assistant manager",
            ),
            (
                "well, deputy editor, to be precise",
                "editor",
                "deputy editor",
            ),
        ] {
            let found = said(said_now);
            assert!(
                found.iter().any(|p| matches!(p,
                    Proposal::Restate { wrong: w, right: r } if w == wrong && r == right)),
                "{said_now}: {found:?}"
            );
        }
        let found = said("well, a student discount would help");
        assert!(!found.iter().any(|p| matches!(p, Proposal::Restate { .. })));
    }

    #[test]
    fn what_we_moved_of_someones_is_said_of_them() {
        assert_each_says(&[
            (
                "we've pushed Ivy's bedtime to half seven",
                "Ivy's bedtime has moved to half seven",
            ),
            (
                "I moved Dad's appointment to Thursday",
                "dad's appointment has moved to Thursday",
            ),
            (
                "We've put back Noah's swimming lesson till five",
                "Noah's swimming lesson has moved till five",
            ),
        ]);
    }

    #[test]
    fn a_child_moved_to_another_school_goes_there_now() {
        assert_each_says(&[
            (
                "we've switched Lily to St Anne's Primary",
                "Lily goes to St Anne's Primary",
            ),
            (
                "They transferred our son into the grammar school in year 8",
                "son goes to the grammar school",
            ),
            (
                "I had to move my daughter to a different nursery closer to work",
                "daughter goes to a different nursery",
            ),
            (
                "we've moved Ivo to Millbrook Juniors for year 3",
                "Ivo goes to Millbrook Juniors",
            ),
            (
                "we've moved Biscuit to Parkview Vets, the prices doubled",
                "Biscuit goes to Parkview Vets",
            ),
            (
                "I've switched our cat to the vets on Mill Lane",
                "cat goes to the vets",
            ),
        ]);
        // A move that is not to a school: no rewrite.
        let p = said("we moved Nan to a ground-floor flat");
        assert!(candidates(&p)
            .iter()
            .all(|c| !c.statement.contains("goes to")));
    }

    #[test]
    fn a_child_arrived_by_number_is_a_new_count() {
        assert_each_says(&[
            ("Number three arrived on Sunday!", "has got three now"),
            (
                "Great news. Baby number two is here, a boy.",
                "has got two now",
            ),
            ("grandchild number six was born early", "has got six now"),
        ]);
    }

    #[test]
    fn a_thing_renamed_is_called_by_its_new_name() {
        assert_each_says(&[
            (
                "We've renamed the tortoise Dennis.",
                "tortoise is called Dennis",
            ),
            (
                "my daughter renamed our hamster Toffee",
                "hamster is called Toffee",
            ),
            (
                "The kids rechristened the boat Wavey",
                "boat is called Wavey",
            ),
        ]);
    }

    #[test]
    fn a_baby_announced_without_a_verb_at_the_start_is_the_speakers() {
        for (text, name) in [
            ("A baby boy, Rafi, born at 3am!", "Rafi"),
            (
                "And another little girl, called Isla, born yesterday.",
                "Isla",
            ),
            ("now a son as well, Tomasz, born on Friday", "Tomasz"),
        ] {
            let reading = said(text);
            let found = candidates(&reading);
            assert!(
                found
                    .iter()
                    .any(|c| c.subject.is_user() && c.statement.contains(name)),
                "{text}: {found:?}"
            );
        }
        // After a sentence, the baby is the one just spoken of.
        let reading = said("Leila had the baby! A little girl called Noor, born Monday.");
        let found = candidates(&reading);
        assert!(
            !found
                .iter()
                .any(|c| c.statement.contains("has had a little girl")),
            "{found:?}"
        );
    }

    #[test]
    fn praise_of_someone_is_no_fact_but_tells_who_he_or_she_is_next() {
        for (text, says) in [
            (
                "Biscuit's adorable! He chewed through my charger last night.",
                "Biscuit chewed through",
            ),
            (
                "Auntie Ros was so kind. She drove me to the airport at 5am.",
                "drove the user to the airport",
            ),
            (
                "Theo is such a star. He fixed my bike for free.",
                "Theo fixed",
            ),
        ] {
            let reading = said(text);
            let found = candidates(&reading);
            assert!(
                !found.iter().any(|c| c.statement.contains("adorable")
                    || c.statement.contains("kind.")
                    || c.statement.contains("star")),
                "{text}: {found:?}"
            );
            assert!(
                found.iter().any(|c| c.statement.contains(says)),
                "{text}: {found:?}"
            );
        }
    }

    #[test]
    fn a_relative_of_a_relative_is_one_person_and_also_called_names_another() {
        assert_each_is_said_of(&[
            (
                "my sister's husband is a pilot",
                "the user's sister's husband",
                "is a pilot",
            ),
            (
                "our neighbour's son is training to be a vet",
                "the user's neighbour's son",
                "training to be a vet",
            ),
            (
                "my mum's dog is called Pip",
                "the user's mum's dog",
                "called Pip",
            ),
        ]);
        // A second Ben, told apart from the brother by the relation.
        let reading = said(
            "My brother Ben is a chef, and my cousin's husband is also called Ben, he's a pilot.",
        );
        let found = candidates(&reading);
        let chef = found.iter().find(|c| c.statement.contains("chef"));
        let pilot = found.iter().find(|c| c.statement.contains("pilot"));
        assert!(
            chef.zip(pilot)
                .is_some_and(|(a, b)| a.subject.key != b.subject.key),
            "{found:?}"
        );
    }

    #[test]
    fn spoken_forms_of_function_words_are_read_as_written() {
        for (said_as, written) in [
            ("can ye forget ma number", "can you forget my number"),
            ("Ma car's in the garage", "My car's in the garage"),
            ("she's moved up tae P4", "she's moved up to P4"),
            ("I live wi ma gran", "I live with my gran"),
            ("Am stayin with ma auntie", "I'm staying with my auntie"),
            ("we're movin' to Leeds", "we're moving to Leeds"),
            ("he's workin nights", "he's working nights"),
            ("fav band = Idles", "favourite band is Idles"),
            (
                "im doing maths and its really hard",
                "I'm doing maths and it's really hard",
            ),
            ("ive moved, dont ask", "I've moved, don't ask"),
            ("its just me now", "it's just me now"),
            (
                "in leeds atm w my bf",
                "in leeds at the moment with my boyfriend",
            ),
            (
                "sharing w 3 others, moved last wk",
                "sharing with 3 others, moved last week",
            ),
            ("the dog wagged its tail", "the dog wagged its tail"),
            (
                "the op's been moved to May",
                "the operation's been moved to May",
            ),
            ("my op went well", "my operation went well"),
            ("the knee op went fine", "the knee operation went fine"),
            (
                "her cataract op's on Monday",
                "her cataract operation's on Monday",
            ),
            (
                "his shoulder op got cancelled",
                "his shoulder operation got cancelled",
            ),
            ("a good photo op", "a good photo op"),
            ("the photo op was fun", "the photo op was fun"),
            ("Dad's knee op is on Friday", "Dad's knee op is on Friday"),
            ("Fave takeaway is pho", "Favourite takeaway is pho"),
            ("my favs are the Brontës", "my favourites are the Brontës"),
            // A day cut short beside another day is spelt out.
            (
                "gym mon wed fri b4 work",
                "gym Monday Wednesday Friday before work",
            ),
            ("swimming tues n thurs", "swimming Tuesday and Thursday"),
            ("I work mon-fri in town", "I work Monday to Friday in town"),
            ("sat in traffic for ages", "sat in traffic for ages"),
            ("moved frm hull", "moved from hull"),
            ("gone back 2 his mums", "gone back to his mums"),
            ("off 2 the gym", "off to the gym"),
            ("saving up 4 a van", "saving up for a van"),
            ("me n ella r engaged", "me and Ella are engaged"),
            ("did u see it", "did you see it"),
            ("Shaun with a u and an h", "Shaun with a u and an h"),
            ("it's spelt with an r", "it's spelt with an r"),
            ("started @ asda", "started at asda"),
            ("I have 2 kids", "I have 2 kids"),
            ("I do 4 shifts", "I do 4 shifts"),
        ] {
            assert_eq!(spoken_forms_as_written(said_as), written);
        }
        // Ma, the mother, is left as she is.
        for kept in [
            "Ma said no",
            "Ma's coming round",
            "my ma is 80",
            "we're in Berlin",
            "I am going",
            // A past form after "my sister" is what she did, not her name.
            "my sister became a nurse",
            "my brother drove us home",
            "my cat overslept again",
        ] {
            assert_eq!(spoken_forms_as_written(kept), kept);
        }
    }

    #[test]
    fn something_new_then_a_colon_is_a_statement_of_it() {
        for (text, said_as) in [
            (
                "New desk, new extension: 5127.",
                "My new extension is 5127.",
            ),
            ("new locker: 88", "My new locker is 88"),
            (
                "Moved teams. New manager: Ruth Abbot.",
                "My new manager is Ruth Abbot.",
            ),
        ] {
            assert!(labels_as_statements(text).ends_with(said_as), "{text}");
        }
    }

    #[test]
    fn a_change_names_what_it_took_the_place_of_after_instead_of() {
        for (text, given_up) in [
            ("I've started cycling to work instead of the train", "train"),
            (
                "we get the veg box now instead of the big Tesco shop",
                "big",
            ),
            ("she's doing Pilates now instead of her spin class", "spin"),
        ] {
            let p = said(text);
            assert!(
                candidates(&p)
                    .iter()
                    .any(|c| c.cue == Cue::Change && c.object == vec![given_up.to_string()]),
                "{text}: {p:?}"
            );
        }
    }

    #[test]
    fn a_choice_this_time_names_what_the_turn_said_it_left() {
        for (text, left) in [
            (
                "Aviva wanted way too much at renewal so we went with Admiral this time.",
                "aviva",
            ),
            (
                "Vodafone were useless on the phone, so I've gone with Smarty this year.",
                "vodafone",
            ),
            (
                "Bupa doubled the premium so we opted for Vitality in the end",
                "bupa",
            ),
        ] {
            let p = said(text);
            assert!(
                candidates(&p)
                    .iter()
                    .any(|c| c.cue == Cue::Change && c.object == vec![left.to_string()]),
                "{text}: {p:?}"
            );
        }
    }

    #[test]
    fn an_aside_that_only_says_no_more_is_a_retraction_and_nothing_kept() {
        for (text, ended) in [
            ("we've moved onto days, no more nights", "nights"),
            ("bought a flat at last, no more landlords!", "landlords"),
            ("I cycle in now, no more Northern line.", "Northern line"),
            (
                "I went vegan in the spring, no more burgers for me",
                "burgers",
            ),
            ("we've sold up, no more gardening for us!", "gardening"),
        ] {
            let p = said(text);
            assert!(
                p.iter().any(|p| matches!(p, Proposal::Retract(r)
                    if r.value.as_deref() == Some(ended))),
                "{text}: {p:?}"
            );
            assert!(
                candidates(&p).iter().all(|c| !c.statement.contains(ended)),
                "{text}: {p:?}"
            );
        }
        // More than an aside is read as any other clause.
        assert_eq!(only_no_more("no more late shifts for me after June"), None);
        // "no … for me" ends what it names while a time that starts now
        // follows, if any; not a worry or a plan.
        for (said, ended) in [
            ("no spin for me for a while", Some("spin")),
            ("no wine for us this month!", Some("wine")),
            ("no football for him till the cast is off", Some("football")),
            ("no worries for me", None),
            ("no plans for us this weekend", None),
            ("no cake for me after Easter", None),
        ] {
            assert_eq!(only_no_more(said).as_deref(), ended, "{said}");
        }
    }

    #[test]
    fn a_turn_opening_with_a_correction_puts_right_the_turn_before() {
        for (before, text, says) in [
            (
                "My locker code is 4417.",
                "Sorry, no, it's 4471.",
                "locker code is 4471",
            ),
            (
                "My gym pass number is 2209.",
                "Oops, no, it's 2290.",
                "pass number is 2290",
            ),
            (
                "My flight to Oslo is on Thursday.",
                "Sorry, I meant Friday.",
                "flight is Friday",
            ),
        ] {
            let p = said_after(text, Some(before));
            let c = candidates(&p);
            assert!(
                c.iter().any(|c| c.statement.contains(says)),
                "{text}: {p:?}"
            );
            assert!(
                c.iter().all(|c| !c.subject.display.contains("orry")),
                "{text}"
            );
        }
    }

    #[test]
    fn an_exclamation_that_names_nothing_is_a_reaction_but_a_deed_exclaimed_is_kept() {
        for reaction in [
            "I'm more excited than ever!",
            "That bowl is awesome, Mel!",
            "I do remember those classes!",
            "I'm totally hooked!",
        ] {
            assert!(candidates(&said(reaction)).is_empty(), "{reaction}");
        }
        for news in [
            "I adopted a puppy!",
            "My sister got engaged!",
            "We're off to Rome in May!",
            "I met loads of lovely people at the retreat!",
            "I play the clarinet!",
        ] {
            assert!(!candidates(&said(news)).is_empty(), "{news}");
        }
    }

    #[test]
    fn an_it_that_opens_a_turn_with_nothing_to_stand_for_is_left_out() {
        for leaning in [
            "I'm using it to stay organised.",
            "I did a whole analysis on this series.",
            "I got them online in the end.",
        ] {
            assert!(candidates(&said(leaning)).is_empty(), "{leaning}");
        }
        for kept in [
            // Something kept before it in the turn is what it can be.
            "My flatmate loves horror films, I find them so boring.",
            // A time makes a dated event of it.
            "I adopted this little pup from a shelter last week.",
            // An "it" in a remark after what was said is no object.
            "I'm doing kickboxing and it's giving me so much energy.",
        ] {
            assert!(!candidates(&said(kept)).is_empty(), "{kept}");
        }
        // "my love for …", "my best", "my own" name no thing "it" can be.
        for (before, then) in [
            (
                "Sharing my love for baking has been great.",
                "It's new to me.",
            ),
            ("I did my best at the trials.", "it's harder than it looks"),
            ("I'm making my own granola now.", "It's crunchy and cheap!"),
        ] {
            let p = said_after(then, Some(before));
            assert!(
                candidates(&p).iter().all(|c| !c.statement.contains("love")
                    && !c.statement.contains("best")
                    && !c.statement.contains("own is")),
                "{then}: {p:?}"
            );
        }
    }

    #[test]
    fn an_activity_on_a_weekday_is_the_speakers_schedule_not_a_person() {
        for text in [
            "Gym is Monday and Wednesday evenings for me.",
            "Choir's on Tuesdays.",
            "Zumba is every Friday at the church hall.",
            "Pottery's on a Wednesday.",
            "Tennis is on a Saturday morning with the club.",
            "Spin is on a Monday now.",
        ] {
            let p = said(text);
            let c = candidates(&p);
            assert!(c.iter().any(|c| c.subject.is_user()), "{text}: {p:?}");
        }
        // A person on a day's shift is that person.
        let p = said("Marta is on a Sunday shift this week.");
        assert!(candidates(&p).iter().all(|c| !c.subject.is_user()), "{p:?}");
        // A gerund with a day is kept as said, not as "the user is …".
        for text in [
            "Swimming is Friday mornings.",
            "bowling was every Sunday with Dad",
            "Fencing is on Wednesday evenings.",
        ] {
            let p = said(text);
            let c = candidates(&p);
            assert!(
                c.iter()
                    .any(|c| !c.statement.to_lowercase().contains("user is")),
                "{text}: {p:?}"
            );
            assert!(!c.is_empty(), "{text}");
        }
    }

    #[test]
    fn what_others_did_to_someone_is_news_of_that_someone() {
        assert_each_is_said_of(&[
            (
                "They've moved Nana into sheltered housing in Hove.",
                "the user's nana",
                "moved into sheltered housing in Hove",
            ),
            (
                "Work's put me on the early rota from May.",
                "the user",
                "The user has been put on the early rota",
            ),
            (
                "The vet has put Mabel on a strict diet.",
                "Mabel",
                "Mabel is on a strict diet",
            ),
        ]);
    }

    #[test]
    fn a_hedge_after_a_comma_hedges_only_itself() {
        assert_each_says(&[
            (
                "The club put the fees up to forty pounds, might quit.",
                "forty pounds",
            ),
            ("Got a new bike, may sell the old one.", "got a new bike"),
            (
                "Rent's gone up again, probably moving in spring.",
                "rent's gone up",
            ),
        ]);
        for text in [
            "The club put the fees up, might quit.",
            "Got a bike, may sell it.",
        ] {
            let reading = said(text);
            assert!(
                candidates(&reading)
                    .iter()
                    .all(|c| !c.statement.contains("might") && !c.statement.contains("may ")),
                "{text}"
            );
        }
    }

    #[test]
    fn an_age_or_a_pay_said_in_words_fills_its_slot() {
        assert_each_fills(&[
            ("My grandad is ninety-one and still drives.", "age"),
            ("Our Kasia, is twenty-four today!", "age"),
            ("Dad had his seventieth at the cricket club.", "age"),
            ("I'm on forty-two thousand a year now.", "salary"),
            ("I get nine forty an hour at the café.", "salary"),
        ]);
    }

    #[test]
    fn a_pastime_opening_a_sentence_is_the_speakers_not_a_persons() {
        assert_each_is_the_users(&[
            "Karate's at six on Mondays.",
            "Pilates is on Thursday evenings now.",
            "Spanish is going really well, I can follow the news.",
        ]);
    }

    #[test]
    fn a_move_of_home_or_of_it_names_no_thing_moved() {
        for text in [
            "We moved to Leeds in May.",
            "They've pushed it back to June.",
        ] {
            let reading = said(text);
            let found = candidates(&reading);
            assert!(
                found.iter().all(|c| c.object.is_empty()),
                "{text}: {found:?}"
            );
        }
    }

    #[test]
    fn a_gerund_whose_object_does_something_is_the_speakers_doing() {
        assert_each_says(&[
            (
                "Looking for a job that pays more.",
                "The user is looking for a job that pays more",
            ),
            (
                "Saving for somewhere that has a garden.",
                "The user is saving for somewhere",
            ),
            (
                "Hunting for a childminder who takes babies.",
                "The user is hunting",
            ),
        ]);
        // A gerund that is the subject judges its own doing.
        for text in [
            "Finding a flat that takes pets has been impossible.",
            "Training for a triathlon builds real discipline.",
            "Finding a decent plumber's a nightmare round here.",
        ] {
            assert!(candidates(&said(text)).is_empty(), "{text}");
        }
    }

    #[test]
    fn what_a_retraction_names_stops_where_a_phrase_of_its_own_opens() {
        for (text, named) in [
            ("I've gone off sushi since the food poisoning.", "sushi"),
            ("I gave up smoking after the baby came.", "smoking"),
            ("I quit netball because of my knee.", "netball"),
            ("I quit the choir as it clashed with work.", "choir"),
            ("I've quit vaping completely.", "vaping"),
            ("I gave up the allotment for good.", "allotment"),
            ("I've stopped the piano altogether.", "piano"),
            ("I had to let the allotment go.", "allotment"),
            (
                "My sister let her Spanish classes go because of work.",
                "spanish",
            ),
        ] {
            let p = said(text);
            let c = candidates(&p);
            assert!(
                c.iter().any(|c| c.object == vec![named.to_string()]),
                "{text}: {p:?}"
            );
        }
    }

    #[test]
    fn a_course_or_a_job_switched_to_another_is_a_change_of_that_slot() {
        for (text, slot) in [
            ("switched my course to criminology", "study"),
            ("I've swapped my degree to economics.", "study"),
            ("My brother has changed his course to medicine.", "study"),
        ] {
            let p = said(text);
            let c = candidates(&p);
            assert!(
                c.iter()
                    .any(|c| c.attribute == slot && c.cue == Cue::Change),
                "{text}: {p:?}"
            );
        }
    }

    #[test]
    fn someone_only_a_pronoun_in_the_speakers_news_is_not_understood_alone() {
        for text in [
            "I've heard about her a lot lately.",
            "we've been texting him loads these days",
            "I have been worrying about him a lot recently",
        ] {
            let p = said(text);
            assert!(candidates(&p).is_empty(), "{text}: {p:?}");
        }
        // Named before in the turn, the pronoun is that person.
        let p = said("My cousin Rhys is back from Oslo. I've seen him a lot lately.");
        assert!(
            candidates(&p)
                .iter()
                .any(|c| c.statement.contains("seen Rhys")),
            "{p:?}"
        );
    }

    #[test]
    fn what_someone_was_put_on_is_the_state_it_left_them_in() {
        for (text, said) in [
            ("The GP's put me on statins.", "I'm on statins."),
            (
                "my consultant has put him on steroids for a month",
                "he's on steroids for a month",
            ),
            (
                "they put Rolo on a weight-loss diet",
                "Rolo is on a weight-loss diet",
            ),
        ] {
            assert_eq!(put_on_as_a_state(text), said);
        }
        let put_off = "I put my coat on the chair";
        assert_eq!(put_on_as_a_state(put_off), put_off);
    }

    #[test]
    fn a_thing_said_without_its_my_is_the_speakers() {
        for said in [
            "visa came through!",
            "cast's off, finally",
            "kitchen's finally done",
            "boiler broke again last night",
        ] {
            assert!(clause::a_thing_said_bare(said), "{said}");
        }
        for said in [
            "Rex came home",
            "weather's finally turned",
            "kids are back at school",
            "everything's done",
            "moved to Leeds",
        ] {
            assert!(!clause::a_thing_said_bare(said), "{said}");
        }
        let p = said("visa came through! flying out on the 3rd");
        let c = candidates(&p)[0];
        assert_eq!(
            (c.statement.as_str(), c.object.clone()),
            ("The user's visa came through!", vec!["visa".to_string()])
        );
    }

    #[test]
    fn typed_notes_with_dashes_arrows_and_numbered_items_read_as_sentences() {
        for (text, said) in [
            (
                "about me: job - dental hygienist; town - Luton",
                "about me: My job is dental hygienist; I live in Luton",
            ),
            (
                "gym: PureGym -> the leisure centre",
                "My gym is the leisure centre now, not PureGym",
            ),
            ("bank = Monzo", "My bank is Monzo"),
            // Terse fragments.
            ("live: Swindon. flat.", "I live in Swindon. flat."),
            ("work: warehouse. nights.", "My job is warehouse. nights."),
            (
                "moved. Reading now. house share.",
                "I've moved to Reading. house share.",
            ),
            ("Moved! Milton Keynes.", "I've moved to Milton Keynes."),
            ("just moved. Leith", "I've moved to Leith"),
            ("Fiesta gone. Golf now.", "I have Golf now, not Fiesta."),
            (
                "ok. Netflix gone, Disney+ now",
                "ok. I have Disney+ now, not Netflix",
            ),
        ] {
            assert_eq!(labels_as_statements(text), said);
        }
        for kept in [
            "I moved Leeds -> York last month",
            "my work - life balance",
            "moved. Honestly it was awful",
        ] {
            assert_eq!(labels_as_statements(kept), kept);
        }
        assert_eq!(
            list_items_as_sentences("updates: 1) left the hotel 2) sold the bike"),
            "updates: left the hotel. sold the bike"
        );
        assert_eq!(
            list_items_as_sentences("news\n- new job at Aldi\n- moved to Crewe"),
            "news. new job at Aldi. moved to Crewe"
        );
        let kept = "the kids are 3 and 5";
        assert_eq!(list_items_as_sentences(kept), kept);
    }

    #[test]
    fn who_serves_the_speaker_holds_one_name_by_role() {
        for (text, attribute) in [
            ("my hairdresser is Kerry at Snips", "who_hairdresser"),
            ("I train with a PT called Diego at the gym", "who_trainer"),
            (
                "I see a therapist, Helen, every other Tuesday",
                "who_therapist",
            ),
            (
                "I'm with a new trainer now, a woman called Fran",
                "who_trainer",
            ),
            ("my GP is Dr Shah", "who_gp"),
            (
                "a nice lady called Rosa comes in to help me most mornings",
                "who_carer",
            ),
            (
                "now it's a lad called Femi who comes in at teatime",
                "who_carer",
            ),
            ("my carer's Bernadette, she's a gem", "who_carer"),
        ] {
            let p = said(text);
            let c = candidates(&p)[0];
            assert_eq!(
                (c.subject.key.as_str(), c.attribute.as_str()),
                ("user", attribute),
                "{text}"
            );
        }
        for text in [
            "my sister is a hairdresser in Leeds",
            "I want to be a personal trainer",
            "a friend called Jo comes round on Fridays",
        ] {
            let p = said(text);
            assert!(
                candidates(&p)
                    .iter()
                    .all(|c| !c.attribute.starts_with("who_")),
                "{text}"
            );
        }
    }

    #[test]
    fn a_name_joined_by_of_is_one_name() {
        assert_eq!(
            name_after(" the University of Leeds.").as_deref(),
            Some("university of leeds")
        );
        assert_eq!(
            name_after(" the Bank of England, in the City").as_deref(),
            Some("bank of england")
        );
        assert_eq!(name_after(" Tesco of all places").as_deref(), Some("tesco"));
    }

    #[test]
    fn a_search_for_a_new_thing_changes_nothing_yet() {
        for text in [
            "I'm looking for a new car",
            "we're hunting for a new flat nearer the school",
            "I'm on the lookout for a new job in sales",
        ] {
            let p = said(text);
            let c = candidates(&p)[0];
            assert_eq!((c.attribute.as_str(), c.cue), ("plan", Cue::None), "{text}");
        }
    }

    #[test]
    fn a_licence_test_passed_ends_the_learning_and_a_subject_exam_does_not() {
        for (text, what) in [
            ("passed my driving test first time!", "driving"),
            ("I've passed my motorbike test", "motorbike"),
            ("I passed the HGV test at last", "hgv"),
        ] {
            let p = said(text);
            assert_eq!(candidates(&p)[0].object, vec![what.to_string()], "{text}");
        }
        let p = said("passed my Welsh exam last week");
        assert!(candidates(&p)[0].object.is_empty());
    }

    #[test]
    fn the_thing_a_change_is_said_of_opens_the_clause() {
        assert_eq!(thing_before_its_change("my visa "), Some("visa".into()));
        assert_eq!(
            thing_before_its_change("the sale's finally "),
            Some("sale".into())
        );
        assert_eq!(thing_before_its_change("rent's "), Some("rent".into()));
        assert_eq!(thing_before_its_change("Mum's "), None);
        assert_eq!(thing_before_its_change("we "), None);
        assert_eq!(thing_before_its_change("the new kitchen "), None);
    }

    #[test]
    fn a_job_at_a_named_place_said_alone_is_the_speakers() {
        for (text, said) in [
            (
                "Got it! Shift supervisor at the Amazon depot, start next week",
                "Got it! I'm a shift supervisor at the Amazon depot, start next week",
            ),
            (
                "Senior nurse at St James's now.",
                "I'm a senior nurse at St James's now.",
            ),
            (
                "Head chef at Dishoom, started Monday!",
                "I'm a head chef at Dishoom, started Monday!",
            ),
        ] {
            assert_eq!(jobs_said_alone(text.to_string()), said);
        }
        for kept in [
            "Shift supervisor at the Amazon depot was rude",
            "my sister? nurse at the Royal",
            "the nurse at the Royal",
        ] {
            assert_eq!(jobs_said_alone(kept.to_string()), kept);
        }
        // An answer about someone else is theirs.
        let speaker = Speaker::user();
        let p = RuleExtractor.extract(&TurnInput {
            speaker: &speaker,
            text: "Senior nurse at St James's now.",
            occurred_at: chrono::Utc.with_ymd_and_hms(2025, 5, 7, 9, 0, 0).unwrap(),
            previous_assistant: Some("What does your wife do?"),
            previous_user: None,
            known_people: &[],
        });
        assert!(candidates(&p)
            .iter()
            .all(|c| !c.statement.starts_with("The user is a senior nurse")));
    }

    #[test]
    fn a_job_at_a_place_given_with_here_is_the_speaker_introducing_themselves() {
        for (text, said) in [
            (
                "pharmacist at Boots here, five days a week",
                "I'm a pharmacist at Boots, five days a week",
            ),
            ("NHS physio here!", "I'm an NHS physio!"),
            (
                "Engineer here. Quick question",
                "I'm an engineer. Quick question",
            ),
        ] {
            assert_eq!(speaker_by_what_they_are(text.to_string()), said);
        }
        for kept in [
            "the nurses here are lovely",
            "a teacher here is running the quiz",
        ] {
            assert_eq!(speaker_by_what_they_are(kept.to_string()), kept);
        }
    }

    #[test]
    fn the_hours_told_with_a_job_are_a_fact_of_their_own() {
        for (text, job, hours) in [
            (
                "I'm a pharmacist at Boots, full time, Monday to Friday",
                "The user is a pharmacist at Boots.",
                "The user works full time, Monday to Friday.",
            ),
            (
                "I'm a nurse at the Royal, three nights a week",
                "The user is a nurse at the Royal.",
                "The user works three nights a week.",
            ),
            (
                "I work as a barista, part-time, mornings only",
                "The user works as a barista.",
                "The user works part-time, mornings only.",
            ),
            // New hours with a new job.
            (
                "I've started as a porter at the General, days now",
                "The user has started as a porter at the General.",
                "The user works days.",
            ),
        ] {
            let p = said(text);
            let said: Vec<(&str, &str)> = candidates(&p)
                .iter()
                .map(|c| (c.attribute.as_str(), c.statement.as_str()))
                .collect();
            assert!(said.contains(&("job", job)), "{text}: {said:?}");
            assert!(said.contains(&("working_hours", hours)), "{text}: {said:?}");
        }
        let p = said("I'm a teacher at Oakfield, it's a lovely school");
        assert!(candidates(&p)
            .iter()
            .all(|c| c.attribute != "working_hours"));
    }

    #[test]
    fn a_new_figure_said_without_a_verb_is_the_speakers_now() {
        for (text, said) in [
            (
                "new PB at parkrun this morning, 27:15!! finally",
                "My PB at parkrun is 27:15 now!! finally",
            ),
            (
                "new personal best on the 10k: 48:02",
                "My personal best on the 10k is 48:02 now",
            ),
            (
                "Got there. New record for the plank - 3 minutes",
                "Got there. My record for the plank is 3 minutes now",
            ),
        ] {
            assert_eq!(labels_as_statements(text), said);
        }
        for kept in [
            "new record player, it's lovely",
            "a new best friend, 10 years younger",
        ] {
            assert_eq!(labels_as_statements(kept), kept);
        }
    }

    #[test]
    fn what_a_landlord_raises_is_the_rent_and_who_took_over_is_the_boss() {
        for (text, said) in [
            (
                "landlord's raising it to 1,100 from January",
                "landlord's raising the rent to 1,100 from January",
            ),
            (
                "our landlady is putting it up by 50 quid",
                "our landlady is putting the rent up by 50 quid",
            ),
            (
                "the letting agent has just bumped it to 720",
                "the letting agent has just bumped the rent to 720",
            ),
            (
                "landlord emailed, says it's going up to 920",
                "landlord says the rent's going up to 920",
            ),
            (
                "the landlady rang to say it'll be 700 from May",
                "the landlady says the rent'll be 700 from May",
            ),
            (
                "our letting agent's told us it is rising again",
                "our letting agent says the rent is rising again",
            ),
        ] {
            assert_eq!(rent_and_boss_said_plainly(text), said);
        }
        for (text, said) in [
            (
                "Deborah has taken over as our manager",
                "our manager is Deborah now",
            ),
            (
                "Ravi's stepped in as my line manager",
                "my line manager is Ravi now",
            ),
            (
                "Jo started as our new boss in May",
                "our boss is Jo now in May",
            ),
        ] {
            assert_eq!(rent_and_boss_said_plainly(text), said);
        }
        for kept in [
            "the landlord fixed it in a day",
            "Jo started as a manager in May",
            "my landlord's selling it",
            "raising it with the landlord",
            "the landlord rang, it was about the boiler",
        ] {
            assert_eq!(rent_and_boss_said_plainly(kept), kept);
        }
    }

    #[test]
    fn what_follows_who_after_a_name_is_said_of_the_one_named() {
        for (text, said) in [
            (
                "I've a husband called Ciaran who's a joiner",
                "I've a husband called Ciaran, and Ciaran's a joiner",
            ),
            (
                "we've a lodger named Piotr who works nights",
                "we've a lodger named Piotr, and Piotr works nights",
            ),
            (
                "my sister has a boyfriend called Dev, who lives in Leeds",
                "my sister has a boyfriend called Dev, and Dev lives in Leeds",
            ),
        ] {
            assert_eq!(said_of_the_one_named(text), said);
        }
        let kept = "a vet called Lin saw him, who knows why";
        assert_eq!(said_of_the_one_named(kept), kept);
        for (text, said) in [
            (
                "after school it's Joanne who has them now.",
                "Joanne has them now after school.",
            ),
            (
                "it's my sister who does the school run",
                "my sister does the school run",
            ),
            (
                "these days it's Tom who walks the dog",
                "Tom walks the dog these days",
            ),
            (
                "no, it was my sister who moved to York",
                "no, my sister moved to York",
            ),
            ("it was Dan that got the job", "Dan got the job"),
            (
                "it was next door's cat that died, poor thing",
                "next door's cat died, poor thing",
            ),
        ] {
            assert_eq!(said_of_the_one_named(text), said);
        }
        let kept = "it's work that keeps me busy";
        assert_eq!(said_of_the_one_named(kept), kept);
    }

    #[test]
    fn a_couple_said_to_be_done_or_over_has_parted() {
        for parted in [
            "we broke up in May",
            "we've called it a day",
            "we're done.",
            "it's over between us",
            "yeah we're officially finished",
        ] {
            assert!(WE_PARTED.is_match(parted), "{parted}");
        }
        for together in [
            "we're done with the kitchen",
            "it's over at the leisure centre",
            "we're through to the final",
        ] {
            assert!(!WE_PARTED.is_match(together), "{together}");
        }
    }

    #[test]
    fn a_thing_taken_by_no_one_named_is_the_speakers_loss() {
        for (text, said) in [
            (
                "someone nicked the Raleigh from outside the library",
                "my Raleigh got nicked from outside the library",
            ),
            (
                "Bad week. Thieves stole our van on Tuesday",
                "Bad week. our van got nicked on Tuesday",
            ),
            ("somebody's pinched my bike seat", "my bike seat got nicked"),
            (
                "somebody pinched my bike off the rack at the station",
                "my bike got nicked off the rack at the station",
            ),
        ] {
            assert_eq!(taken_as_lost(text), said);
        }
        for kept in [
            "someone nicked a pen from the office",
            "they took the kids to the park",
            "someone robbed the corner shop",
        ] {
            assert_eq!(taken_as_lost(kept), kept);
        }
    }

    #[test]
    fn what_the_speaker_is_made_to_do_is_what_the_speaker_does() {
        for (text, said) in [
            (
                "mum makes me do swimming club twice a week",
                "I do swimming club twice a week because mum makes me",
            ),
            (
                "my physio has me doing planks every morning, ugh",
                "I do planks every morning because my physio makes me, ugh",
            ),
            (
                "Dad sends me to Scouts on Fridays",
                "I do Scouts on Fridays because Dad makes me",
            ),
        ] {
            assert_eq!(made_to_do_as_done(text), said);
        }
        for kept in [
            "it makes me go mad",
            "that made me take stock",
            "my sister makes cakes for me",
            "Mum made me go to the dentist",
            "it got me into trouble",
            "you talked me into the red one",
        ] {
            assert_eq!(made_to_do_as_done(kept), kept);
        }
        for (text, said) in [
            (
                "my neighbour roped me into the community choir, I'm a tenor",
                "I've joined the community choir, thanks to my neighbour, I'm a tenor",
            ),
            (
                "a colleague talked me into joining the five-a-side",
                "I've joined the five-a-side, thanks to a colleague",
            ),
            (
                "Dad has signed me up to the running club",
                "I've joined the running club, thanks to Dad",
            ),
        ] {
            assert_eq!(made_to_do_as_done(text), said);
        }
    }

    #[test]
    fn a_profile_given_as_a_list_is_said_item_by_item() {
        for (text, said) in [
            (
                "Priya here, 52, a GP in Stockport, with a labrador",
                "My name is Priya. I'm 52 years old. I'm a GP in Stockport. I have a labrador.",
            ),
            (
                "About me: nurse, vegan, live in Hull",
                "I'm a nurse. I eat vegan. I live in Hull.",
            ),
            (
                "Dan, 38, plumber, Swindon",
                "My name is Dan. I'm 38 years old. I'm a plumber. I live in Swindon.",
            ),
        ] {
            assert_eq!(profile_said_as_sentences(text).as_deref(), Some(said));
        }
        for text in [
            "Tom, Dick and Harry came round, it was fun",
            "I'm Dutch, tired, hungry",
            "Monday, Tuesday, Friday are my office days",
            "Mum, 70 today, still going strong",
        ] {
            assert_eq!(profile_said_as_sentences(text), None, "{text}");
        }
    }

    #[test]
    fn a_detail_asked_to_be_changed_is_the_detail_now() {
        for (text, said) in [
            (
                "Can you update my address please? It's 4 Birch Close now.",
                "my new address is 4 Birch Close now.",
            ),
            (
                "please change my email to jo@mail.com",
                "my new email is jo@mail.com",
            ),
            (
                "ok. could you amend my surname for me, it's Patel now",
                "ok. my new surname is Patel now",
            ),
        ] {
            assert_eq!(update_asked_as_the_detail(text), said);
        }
        for kept in [
            "can you change my mind about this",
            "I need to update my CV",
        ] {
            assert_eq!(update_asked_as_the_detail(kept), kept);
        }
    }

    #[test]
    fn a_thing_had_none_of_now_is_not_had_any_more() {
        for (text, said) in [
            (
                "No car now, it's been sold.",
                "I don't have a car any more, it's been sold.",
            ),
            ("ha. no pets these days", "ha. I don't have pets any more"),
            (
                "no gym membership anymore",
                "I don't have a gym membership any more",
            ),
        ] {
            assert_eq!(none_now_said_plainly(text), said);
        }
        for kept in [
            "no worries now",
            "No problem any more",
            "there's no milk now",
        ] {
            assert_eq!(none_now_said_plainly(kept), kept);
        }
    }

    #[test]
    fn what_the_speaker_is_said_first_then_thats_me_is_what_they_are() {
        for (text, said) in [
            (
                "Admin assistant, council offices, that's me.",
                "I'm an admin assistant, council offices.",
            ),
            ("mum of three, that's me", "I'm a mum of three"),
            ("BBC producer, that's me!", "I'm a BBC producer!"),
            // A habit counted or said with how often is what they have.
            (
                "Two sugars in my tea, that's me every time",
                "I have two sugars in my tea every time",
            ),
            (
                "Three coffees before noon, that's me.",
                "I have three coffees before noon.",
            ),
            // What the speaker does or where they are, said first.
            (
                "Payroll for a builder, that's what I do",
                "I do payroll for a builder",
            ),
            ("Leeds, that's where I live now.", "I live in Leeds now."),
            (
                "The Co-op in Hexham, that's where I work",
                "I work at the Co-op in Hexham",
            ),
            (
                "Primary teaching in Wigan, that's where I am.",
                "I'm in primary teaching in Wigan.",
            ),
            (
                "Porridge and a walk, that's me most mornings",
                "I have porridge and a walk most mornings",
            ),
        ] {
            assert_eq!(thats_me_said_plainly(text), said);
        }
        for kept in [
            "Always late, that's me",
            "Running late, that's me",
            "that's me done",
        ] {
            assert_eq!(thats_me_said_plainly(kept), kept);
        }
    }

    #[test]
    fn a_place_said_first_is_said_the_usual_way_round() {
        for (text, said) in [
            (
                "Cardiff is where my sister lives",
                "my sister lives in Cardiff",
            ),
            ("ok. Leeds is where we work now", "ok. we work in Leeds now"),
            (
                "Milton Keynes is where I grew up",
                "I grew up in Milton Keynes",
            ),
        ] {
            assert_eq!(place_said_first_said_plainly(text), said);
        }
        for kept in [
            "This is where I live",
            "that is where we work",
            "Here is where it ends",
        ] {
            assert_eq!(place_said_first_said_plainly(kept), kept);
        }
    }

    #[test]
    fn an_employer_taking_the_speaker_on_is_where_they_work() {
        for (text, said) in [
            (
                "not any more, Aldi poached me",
                "not any more, I've got a new job at Aldi",
            ),
            (
                "Deloitte headhunted me in May",
                "I've got a new job at Deloitte in May",
            ),
            (
                "good news. Greggs took me on!",
                "good news. I've got a new job at Greggs!",
            ),
            (
                "the Co-op has snapped me up",
                "I've got a new job at the Co-op",
            ),
        ] {
            assert_eq!(made_to_do_as_done(text), said);
        }
        for kept in [
            "She hired me a van",
            "it took me on a tour",
            "my mate hired me",
        ] {
            assert_eq!(made_to_do_as_done(kept), kept);
        }
    }

    #[test]
    fn someone_who_moved_in_moved_in_with_the_speaker() {
        for (text, said) in [
            ("we've moved Mum in with us", "Mum has moved in with us"),
            (
                "I finally moved him in with me.",
                "he has moved in with me.",
            ),
            (
                "we moved my gran in with us last spring",
                "my gran has moved in with us last spring",
            ),
            (
                "big news, Kasia's moved in!",
                "big news, Kasia's moved in with me!",
            ),
            (
                "my brother has finally moved in.",
                "my brother has finally moved in with me.",
            ),
            (
                "she's moved in, so it's cosy",
                "she's moved in with me, so it's cosy",
            ),
            (
                "our lad Gethin lives with us in Bangor",
                "our lad Gethin lives with us, and we live in Bangor",
            ),
            (
                "my mum is living with me in Leeds",
                "my mum is living with me, and I live in Leeds",
            ),
            (
                "the twins live with us in Hove",
                "the twins live with us, and we live in Hove",
            ),
            // A stay is no home: "till May" ends the visit, not the home.
            (
                "Nan is staying with me in Whitby till May",
                "Nan is staying with me in Whitby till May",
            ),
        ] {
            assert_eq!(moved_in_with_the_speaker(text), said);
        }
        for kept in [
            "we've moved in!",
            "I've just moved in.",
            "Tom's moved in next door",
            "we moved the sofa in with a neighbour's help",
        ] {
            assert_eq!(moved_in_with_the_speaker(kept), kept);
        }
    }

    #[test]
    fn what_it_is_all_now_is_the_speakers() {
        for (text, said) in [
            (
                "I can't watch it now - it's all romcoms.",
                "I can't watch it now - it's all romcoms for me.",
            ),
            (
                "it's all audiobooks these days",
                "it's all audiobooks for me these days",
            ),
            (
                "Honestly, it's all Zoom calls now, no office.",
                "Honestly, it's all Zoom calls for me now, no office.",
            ),
        ] {
            assert_eq!(all_of_it_for_the_speaker(text), said);
        }
        for left in [
            "it's all gone now",
            "don't worry, it's all yours",
            "it's all sorted, thanks",
            "it's all in the past",
        ] {
            assert_eq!(all_of_it_for_the_speaker(left), left);
        }
    }

    #[test]
    fn a_job_named_after_what_the_speaker_does_is_said_plainly() {
        for (said, plainly) in [
            (
                "Nights on the tills at Morrisons, that's my job.",
                "My job is Nights on the tills at Morrisons.",
            ),
            (
                "Sous chef, gastropub, Harrogate, that's my working life.",
                "My job is Sous chef, gastropub, Harrogate.",
            ),
            (
                "Junior buyer, fashion chain, Leeds: my job in a nutshell.",
                "My job is Junior buyer, fashion chain, Leeds.",
            ),
            (
                "Bus driver in Derby, that's what I do for a living.",
                "My job is Bus driver in Derby.",
            ),
            (
                "Great. Bookkeeping for a builder is my day job.",
                "Great. My job is Bookkeeping for a builder.",
            ),
            (
                "Plastering houses round Leeds, that is my trade",
                "My job is Plastering houses round Leeds",
            ),
        ] {
            assert_eq!(normalise(said), plainly);
        }
        let a_chore = "Taking the bins out is my job";
        assert_eq!(normalise(a_chore), a_chore);
    }

    #[test]
    fn we_are_the_speaker_and_the_partner_the_turn_names() {
        assert_each_is_said_of(&[
            (
                "My husband's um Raj, we've been married eleven years.",
                "the user",
                "The user and Raj have been married",
            ),
            (
                "my girlfriend is called Mia and we're moving to Hull",
                "the user",
                "The user and Mia are moving to Hull",
            ),
            (
                "My wife Ana and I moved to Leeds, we love the market.",
                "the user",
                "The user and Ana love the market",
            ),
        ]);
    }

    #[test]
    fn getting_over_something_names_what_follows_the_preposition() {
        for (text, named) in [
            ("I've been signed off from physio at last.", "physio"),
            ("My mum has recovered from the shingles.", "shingles"),
            ("Our boy finally grew out of his eczema.", "eczema"),
        ] {
            let p = said(text);
            let c = candidates(&p);
            assert!(
                c.iter()
                    .any(|c| c.object.first().map(String::as_str) == Some(named)),
                "{text}: {p:?}"
            );
        }
    }

    #[test]
    fn a_relative_said_first_then_taken_up_by_a_pronoun_is_one_subject() {
        for (said, as_one) in [
            (
                "My brother, Tom, he's moved to Leeds.",
                "My brother Tom has moved to Leeds.",
            ),
            (
                "so my mum, she still works at the school",
                "so my mum still works at the school",
            ),
            (
                "Our twins, they've started nursery.",
                "Our twins have started nursery.",
            ),
            (
                "Our eldest, Chloe, she's at Durham.",
                "Our eldest Chloe is at Durham.",
            ),
            // A learner's order: no comma, or a "now" before the pronoun.
            ("My sister she lives in Ghent.", "My sister lives in Ghent."),
            ("My son now he works nights.", "My son now works nights."),
            (
                "my wife, these days she's a manager",
                "my wife is these days a manager",
            ),
            (
                "Quick news on the Priya front: she got the job at Arup.",
                "Priya got the job at Arup.",
            ),
            (
                "As for Ollie, he's moved back in with us.",
                "Ollie has moved back in with us.",
            ),
            (
                "Speaking of Gran, she's out of hospital.",
                "Gran is out of hospital.",
            ),
            // "the cat", "the dog": the household's, said as "my".
            (
                "So the cat, Mochi, she's fourteen now.",
                "So my cat Mochi is fourteen now.",
            ),
            ("The dog, he hates the rain.", "My dog hates the rain."),
            (
                "the eldest, Noor, she's doing her GCSEs",
                "my eldest Noor is doing her GCSEs",
            ),
        ] {
            assert_eq!(without_dislocation(said), as_one, "{said}");
        }
        // Not at the start of what is said: the pronoun opens a clause.
        let called = "I called my sister, she's fine";
        assert_eq!(without_dislocation(called), called);
        let p = said("My sister, Ana, she's a nurse in Leeds.");
        assert!(
            candidates(&p).iter().any(|c| c.subject.display == "Ana"),
            "{p:?}"
        );
    }

    #[test]
    fn what_is_said_of_the_speakers_parents_or_kids_is_about_them() {
        for text in [
            "My parents live in Ghent.",
            "my folks are retired and spend winters in Spain",
            "My kids have both started at Oakfield Primary.",
            // An adverb between the relative and the verb.
            "my grandad still lives in the cottage near Tain",
            "My sister now teaches in Dundee.",
            "my uncle finally retired last spring",
            "My mom sold her condo in Phoenix.",
            "my brother left the navy in May",
            "My aunt broke her hip at Christmas.",
        ] {
            assert_none_is_the_users(text);
        }
        let together = said("my parents and I went to Rome in May");
        assert!(candidates(&together).iter().all(|c| c.subject.is_user()));
    }

    #[test]
    fn a_clause_about_another_thing_does_not_take_the_slot_said_before() {
        for (first, slot, second) in [
            (
                "I get up at six every day",
                "wakes_at",
                "the runs have moved to the evening",
            ),
            (
                "I drive a Golf now",
                "vehicle",
                "the kids have swapped to the bus",
            ),
            (
                "my alarm goes off at 5:45",
                "wakes_at",
                "the meetings have moved to Thursdays",
            ),
        ] {
            let facts = said_after(second, Some(first));
            let slots: Vec<&str> = candidates(&facts)
                .iter()
                .map(|c| c.attribute.as_str())
                .collect();
            assert!(
                !slots.is_empty() && !slots.contains(&slot),
                "{second}: {slots:?}"
            );
        }
        let it = said_after("the car's a hybrid now", Some("I drive a Golf"));
        assert!(
            candidates(&it).iter().any(|c| c.attribute == "vehicle"),
            "{it:?}"
        );
    }

    #[test]
    fn it_after_a_thing_handled_in_the_same_turn_is_that_thing() {
        for (text, says) in [
            (
                "Ollie returned the drill yesterday, so it's back in my shed",
                "drill is back",
            ),
            (
                "the garage repaired the car, it's parked outside the flat now",
                "car is parked",
            ),
            (
                "I finally sold the piano, it's going to a school in Leeds",
                "piano is going",
            ),
        ] {
            let facts = said(text);
            assert!(
                candidates(&facts)
                    .iter()
                    .any(|c| c.statement.contains(says)),
                "{text}: {facts:?}"
            );
        }
        // A clause's own "my shed" is not what its "it" is.
        let own = said("it's back in my shed");
        assert!(
            candidates(&own)
                .iter()
                .all(|c| !c.statement.contains("shed is")),
            "{own:?}"
        );
    }

    #[test]
    fn a_new_thing_of_the_home_said_with_no_my_is_the_speakers() {
        assert_each_says(&[
            (
                "new boiler went in last week, hot showers again",
                "The user's new boiler",
            ),
            ("New sofa arrives on Friday", "The user's new sofa"),
            ("new glasses are so much better", "The user's new glasses"),
        ]);
        // Not the new year, nor a new thing of no one's in particular.
        let facts = said("new year, new plans");
        assert!(
            candidates(&facts)
                .iter()
                .all(|c| !c.statement.contains("user's new")),
            "{facts:?}"
        );
    }

    #[test]
    fn a_state_denied_with_no_subject_is_the_speakers() {
        assert_each_says(&[
            ("ha not married yet!", "The user is not married yet"),
            (
                "not retired yet, two more years",
                "The user is not retired yet",
            ),
            (
                "still not qualified, exams in June",
                "The user is still not qualified",
            ),
        ]);
    }

    #[test]
    fn a_thing_gone_to_someone_else_is_the_speakers_no_more() {
        assert_it_ends("polo's gone to my cousin", "polo");
        assert_it_ends("the old piano has gone to a primary school", "piano");
        assert_it_ends("the sofa's gone to the tip at last", "sofa");
        // A person gone somewhere for a while ends nothing.
        let facts = said("mum's gone to my sister's for the week");
        assert!(
            candidates(&facts).iter().all(|c| c.cue != Cue::Retraction),
            "{facts:?}"
        );
    }

    #[test]
    fn it_described_after_a_thing_named_new_is_that_thing() {
        assert_each_says(&[
            (
                "we moved our things into the new house last week, it's a three-bed semi",
                "new house is a three-bed semi",
            ),
            (
                "I moved my desk into the new flat, it's on the fourth floor",
                "new flat is on the fourth floor",
            ),
            (
                "I've swapped my old Fiesta for the new car, it's a hybrid",
                "new car is a hybrid",
            ),
        ]);
        // A verdict on the day is not a description of the thing.
        let verdict = said("I moved my desk into the new flat, it's a nightmare");
        assert!(
            candidates(&verdict)
                .iter()
                .all(|c| !c.statement.contains("flat is")),
            "{verdict:?}"
        );
    }

    #[test]
    fn a_speaker_introduced_by_what_they_are_is_said_as_i_am() {
        assert_each_says(&[
            (
                "veggie here, so no meat in the plan please",
                "The user is veggie",
            ),
            (
                "lifelong Spurs fan here, don't judge me",
                "The user is a lifelong Spurs fan",
            ),
            ("paramedic here, nights mostly", "The user is a paramedic"),
        ]);
        for text in [
            "my dad here thinks so",
            "same here, it was chaos",
            "any nurses here?",
        ] {
            let facts = said(text);
            assert!(
                candidates(&facts)
                    .iter()
                    .all(|c| !c.statement.starts_with("The user is")),
                "{text}: {facts:?}"
            );
        }
    }

    #[test]
    fn what_someone_talked_the_speaker_out_of_is_ended_for_the_speaker() {
        for (text, ended) in [
            ("my wife talked me out of the motorbike", "motorbike"),
            ("they've talked us out of the extension", "extension"),
            ("my supervisor talked me out of the flood one", "flood"),
        ] {
            assert_it_ends(text, ended);
            assert_each_is_the_users(&[text]);
        }
    }

    #[test]
    fn what_is_added_as_well_is_no_change() {
        for text in [
            "lately I've been getting into rugby as well",
            "I've started doing pilates on Fridays too",
            "we got a new kitten on top of the two cats",
        ] {
            let facts = said(text);
            assert!(
                candidates(&facts).iter().all(|c| c.cue == Cue::None),
                "{text}: {facts:?}"
            );
        }
        let swapped = said("I switched to oat milk as well");
        assert!(candidates(&swapped).iter().any(|c| c.cue == Cue::Change));
    }

    #[test]
    fn what_is_given_up_as_well_changes_the_one_value() {
        assert_each_fills(&[
            ("my husband has gone vegetarian too", "diet"),
            ("Dad's turned vegan as well", "diet"),
            ("my sister became pescatarian too", "diet"),
            ("I've cut out fish as well now, so fully vegetarian", "diet"),
            ("dropped dairy as well, so I'm vegan now", "diet"),
            (
                "stopped eating chicken as well, properly vegetarian these days",
                "diet",
            ),
        ]);
    }

    #[test]
    fn a_clause_with_no_subject_booked_or_signed_is_a_deed_before_a_thing_and_a_state_before_up() {
        assert_each_says(&[
            (
                "Booked a trip to Rome for May.",
                "The user booked a trip to Rome",
            ),
            (
                "Booked the caravan for August.",
                "The user booked the caravan",
            ),
            ("Signed the lease on Friday.", "The user signed the lease"),
            (
                "Signed up for the Leeds 10k.",
                "The user is signed up for the Leeds 10k",
            ),
            (
                "Dyed my hair pink for the festival.",
                "The user dyed their hair pink",
            ),
        ]);
    }

    #[test]
    fn a_clause_with_no_subject_that_the_speaker_underwent_says_was() {
        for (text, says) in [
            (
                "Promoted to shift manager last week!",
                "The user was promoted to shift manager",
            ),
            (
                "Made redundant in the spring.",
                "The user was made redundant in the spring",
            ),
            (
                "Diagnosed with asthma as a kid.",
                "The user was diagnosed with asthma",
            ),
            (
                "Qualified as an electrician in June.",
                "The user qualified as an electrician",
            ),
            (
                "Retrained as a nurse after the kids.",
                "The user retrained as a nurse",
            ),
        ] {
            let reading = said(text);
            let found = candidates(&reading);
            assert!(
                found.iter().any(|c| c.statement.starts_with(says)),
                "{text}: {found:?}"
            );
        }
        // Done, not undergone: no "was".
        let reading = said("Made a lasagne for the whole street.");
        let made = candidates(&reading);
        assert!(
            made.iter().all(|c| !c.statement.contains(" was ")),
            "{made:?}"
        );
    }

    #[test]
    fn what_a_question_takes_for_granted_of_the_speaker_is_said() {
        assert_each_says(&[
            (
                "where do I hang pictures in my new flat in Leith?",
                "The user has moved to a new flat in Leith.",
            ),
            (
                "how do I stop our new rescue greyhound, Pip, pulling on the lead?",
                "has got a new rescue greyhound called Pip",
            ),
            (
                "what's the best way to charge my new Kia Niro?",
                "The user has got a new Kia Niro.",
            ),
            (
                "any advice for my first day as a ward sister?",
                "The user has started as a ward sister.",
            ),
            (
                "is there a good gym near where I've just moved to, Didsbury?",
                "The user has moved to Didsbury.",
            ),
        ]);
        let home = said("where do I hang pictures in my new flat in Leith?");
        assert!(candidates(&home)
            .iter()
            .any(|c| c.attribute == "lives_in" && c.cue == Cue::Change));
        // Nothing of the speaker's is new in these.
        for text in [
            "should I get a new car?",
            "what's new with my sister?",
            "is my new year's resolution silly?",
        ] {
            assert!(candidates(&said(text)).is_empty(), "{text}");
        }
    }

    #[test]
    fn a_they_after_relatives_who_are_more_than_one_is_them() {
        for (asked, text, says) in [
            (
                "How are your parents?",
                "they've downsized to a bungalow in Ely",
                "The user's parents have downsized to a bungalow in Ely",
            ),
            (
                "And the kids?",
                "they're both at Hillside now",
                "The user's kids are both at Hillside",
            ),
            (
                "How are your in-laws?",
                "they moved to Spain in March",
                "The user's in-laws moved to Spain in March",
            ),
        ] {
            let reading = said_after_asking(text, Some(asked));
            let found = candidates(&reading);
            assert!(
                found.iter().any(|c| c.statement.starts_with(says)),
                "{text}: {found:?}"
            );
        }
    }

    #[test]
    fn a_name_and_when_it_was_born_announces_a_baby() {
        for (text, says) in [
            (
                "She's here! Elsie, born on Sunday, 7lb 2oz.",
                "Our baby Elsie was born on Sunday",
            ),
            (
                "Arlo, born yesterday at 3am!",
                "Our baby Arlo was born yesterday",
            ),
            (
                "He's arrived. Noah James, born at 6.10 this morning.",
                "Our baby Noah James was born at",
            ),
        ] {
            assert!(birth_said_plainly(text).contains(says), "{text}");
        }
        for text in [
            "Mum, born in Kerry, never lost the accent.",
            "Shakespeare, born in 1564, wrote a lot.",
            "Tuesday, born of necessity, is our quiz night.",
        ] {
            assert_eq!(birth_said_plainly(text), text, "{text}");
        }
    }

    #[test]
    fn a_value_put_right_with_a_reason_replaces_the_one_said_before() {
        for (text, fixed) in [
            (
                "Choir is on Mondays. Hang on, that was last year, it's Tuesdays now.",
                "Choir is on Tuesdays.",
            ),
            (
                "The meeting's on the 4th. Sorry, I'm mixing it up with March's, it's the 6th.",
                "The meeting's on the 6th.",
            ),
            (
                "Rent is due in June. Wait, I'm thinking of the old lease, it's actually July.",
                "Rent is due in July.",
            ),
        ] {
            assert_eq!(
                put_right_with_a_reason(text).as_deref(),
                Some(fixed),
                "{text}"
            );
        }
        for text in [
            "I love the pottery class. Sorry, I have to go, it's late.",
            "Choir is on Mondays. Wait, I forgot, it's my turn to drive.",
        ] {
            assert_eq!(put_right_with_a_reason(text), None, "{text}");
        }
    }

    #[test]
    fn a_short_answer_denying_what_was_asked_is_kept_without_the_question() {
        for (asked, text, kept, denied) in [
            (
                "Australia?",
                "No, no, Perth in Scotland!",
                "Perth in Scotland",
                "Australia",
            ),
            (
                "The big one in Leeds?",
                "nope, the little one in Otley",
                "Otley",
                "Leeds",
            ),
            (
                "Tuesdays, then?",
                "No. Thursday mornings.",
                "Thursday",
                "Tuesdays",
            ),
        ] {
            let reading = said_after_asking(text, Some(asked));
            let found = candidates(&reading);
            assert!(
                found
                    .iter()
                    .any(|c| c.statement.contains(kept) && !c.statement.contains(denied)),
                "{text}: {found:?}"
            );
        }
        let reading = said_after_asking("Scotland", Some("Australia?"));
        assert!(
            candidates(&reading)
                .iter()
                .any(|c| c.statement.starts_with("Asked")),
            "an answer that denies nothing keeps its question"
        );
    }

    #[test]
    fn a_remark_on_a_thing_ended_in_the_same_turn_is_not_kept_beside_it() {
        for (text, remark) in [
            ("hated the garden centre so I left", "hated"),
            (
                "the bakery was awful to work for. so I've left the bakery",
                "awful",
            ),
            (
                "I found the pottery class dull, I've quit the pottery class",
                "dull",
            ),
        ] {
            let reading = said(text);
            let found = candidates(&reading);
            assert!(
                found.iter().any(|c| c.cue == Cue::Retraction),
                "{text}: {found:?}"
            );
            assert!(
                found.iter().all(|c| !c.statement.contains(remark)),
                "{text}: {found:?}"
            );
        }
        // A remark on something else stays, and so does someone else's.
        let reading = said("Kelly's salon was dull, I've quit Kelly's salon");
        let found = candidates(&reading);
        assert!(
            found.iter().any(|c| c.statement.contains("dull")),
            "{found:?}"
        );
        // What the one who left goes on to is no remark on the leaving.
        let reading = said("Sam from work has handed in his notice, he's off to Google");
        let found = candidates(&reading);
        assert!(
            found.iter().any(|c| c.statement.contains("Google")),
            "{found:?}"
        );
        let reading = said("the commute was awful, so I've left the bakery");
        let found = candidates(&reading);
        assert!(
            found.iter().any(|c| c.statement.contains("commute")),
            "{found:?}"
        );
    }

    #[test]
    fn an_it_given_up_after_something_free_of_it_is_that_thing() {
        assert_each_says(&[
            (
                "got any dairy-free dinner ideas? I've been told to cut it out completely",
                "cut dairy out",
            ),
            (
                "where do gluten-free bread that's decent? I can't have it anymore",
                "can't have gluten",
            ),
            (
                "any good alcohol-free beers? I'm staying off it till June",
                "staying off alcohol",
            ),
        ]);
    }

    #[test]
    fn a_home_said_as_here_is_the_town_the_clause_before_named() {
        assert_each_says(&[
            (
                "is there a decent vet near Harrogate? we've just moved here",
                "The user's household has just moved to Harrogate",
            ),
            (
                "what are the good schools in Stockport? we're living here now",
                "The user's household is living in Stockport",
            ),
            (
                "any nice walks around Keswick? I relocated here in May",
                "The user relocated to Keswick in May",
            ),
        ]);
    }

    #[test]
    fn being_hooked_or_going_said_bare_is_of_the_thing_taken_to_before() {
        assert_each_says(&[
            (
                "I tried bouldering last month and I'm hooked",
                "The user is hooked on bouldering",
            ),
            (
                "a mate roped me into five-a-side, now I go every Tuesday",
                "The user goes to five-a-side every Tuesday",
            ),
            (
                "my aunt took me to a life drawing class in May, I'm totally obsessed",
                "The user is totally obsessed with a life drawing class",
            ),
        ]);
        // With nothing taken to before, it is said as it was.
        assert_each_says(&[("I go every Sunday", "The user goes every Sunday")]);
    }

    #[test]
    fn a_leaving_said_bare_leaves_what_was_asked_after_or_named_before_it() {
        for (asked, text, ended) in [
            (
                Some("Enjoying the garden centre?"),
                "hated it so I left",
                "garden",
            ),
            (
                Some("Are you still at the tennis club?"),
                "nope, the fees went up, I quit.",
                "tennis",
            ),
            (
                None,
                "the pay at the call centre was rubbish so I left",
                "call",
            ),
            // Said with when or why, not what.
            (
                Some("How's the history course?"),
                "I withdrew after the first module, too much with work",
                "history",
            ),
            (
                Some("Still doing the choir?"),
                "no, I dropped out in March",
                "choir",
            ),
            (
                Some("How's the netball team?"),
                "I quit because of my knee",
                "netball",
            ),
        ] {
            let reading = said_after_asking(text, asked);
            let found = candidates(&reading);
            assert!(
                found.iter().any(|c| c.cue == Cue::Retraction
                    && c.object.first().map(String::as_str) == Some(ended)),
                "{text}: {found:?}"
            );
        }
        // Nothing named before it: the leaving is kept as said.
        assert!(candidates(&said("I left"))
            .iter()
            .all(|c| c.cue != Cue::Retraction));
    }

    #[test]
    fn a_value_put_right_in_answer_is_put_right_in_the_question_kept() {
        let speaker = Speaker::user();
        let reading = RuleExtractor.extract(&TurnInput {
            speaker: &speaker,
            text: "Hove, not Hastings! All good though.",
            occurred_at: chrono::Utc.with_ymd_and_hms(2025, 5, 7, 9, 0, 0).unwrap(),
            previous_assistant: Some("How's life in Hastings?"),
            previous_user: None,
            known_people: &[],
        });
        let found = candidates(&reading);
        assert!(
            found.iter().all(|c| !c.statement.contains("Hastings")),
            "{found:?}"
        );
    }

    #[test]
    fn the_wife_or_our_and_a_name_is_the_speakers_family() {
        assert_each_says(&[
            (
                "The missus has started at the bakery on Mill Street.",
                "The user's wife has started at the bakery",
            ),
            (
                "me hubby works nights at the depot",
                "The user's husband works nights",
            ),
            (
                "Our Declan's moving to Hull in June.",
                "Declan's moving to Hull",
            ),
            (
                "Our Evie's at nursery two days a week.",
                "Evie's at nursery two days",
            ),
            ("our Jack is in year 3 at Oakwood now", "Jack is in year 3"),
            (
                "Our Lily's at school full days from September.",
                "Lily's at school full days",
            ),
            (
                "Hubby's packed in the night shifts at last.",
                "The user's husband",
            ),
            (
                "Well, wifey has got a new job at the library.",
                "The user's wife has got a new job",
            ),
            (
                "The other half works in Leeds these days.",
                "The user's partner works in Leeds",
            ),
        ]);
        // The speaker's own "my hubby" is not said twice.
        assert_each_says(&[("My hubby is a chef now.", "The user's husband is a chef")]);
        // "our" before a thing is still the speaker's.
        assert_each_says(&[("Our Volvo's finally died.", "The user's Volvo")]);
    }

    #[test]
    fn i_said_one_thing_then_it_is_another_restates_only_the_value() {
        for (text, wrong, right) in [
            (
                "Sorry, I said Thursday, it's Friday actually.",
                "Thursday",
                "Friday",
            ),
            ("oops I put 3pm, it should be 4pm", "3pm", "4pm"),
        ] {
            let reading = said(text);
            assert!(
                reading.iter().any(|p| matches!(p,
                    Proposal::Restate { wrong: w, right: r } if w == wrong && r == right)),
                "{text}: {reading:?}"
            );
        }
    }

    #[test]
    fn there_after_a_place_named_in_a_question_is_that_place() {
        assert_each_says(&[
            (
                "Is the ferry to Cowes running today? I live there now.",
                "The user lives in Cowes",
            ),
            (
                "How late is the library in Frome open? I work there now.",
                "The user works in Frome",
            ),
            // A plan with its "I'm" unsaid goes to the place.
            (
                "Have you ever been to Porto? Planning a trip there in May.",
                "planning a trip to Porto in May",
            ),
            (
                "Ever been to Galway? Planning to open a café there next year.",
                "open a café in Galway next year",
            ),
        ]);
    }

    #[test]
    fn at_a_named_place_right_after_work_is_where_one_works() {
        let reading = said("I don't work at Halfords now, I'm at Kwik Fit.");
        let found = candidates(&reading);
        assert!(
            found
                .iter()
                .any(|c| c.attribute == "job" && c.statement.contains("Kwik Fit")),
            "{found:?}"
        );
        assert!(
            found
                .iter()
                .any(|c| c.cue == Cue::Retraction && c.object.contains(&"halfords".to_string())),
            "{found:?}"
        );
        // Not after anything about work.
        let reading = said("I love the seaside, I'm at Brighton this weekend.");
        assert!(candidates(&reading).iter().all(|c| c.attribute != "job"));
    }

    #[test]
    fn a_role_said_before_a_question_is_a_statement() {
        for (text, says) in [
            (
                "As a night-shift nurse, how do you sleep in the day?",
                "The user is a night-shift nurse.",
            ),
            (
                "as a vegan, what can I order at a steakhouse?",
                "The user is a vegan.",
            ),
            (
                "So as a first-time buyer, is a fixed rate better?",
                "The user is a first-time buyer.",
            ),
        ] {
            let reading = said(text);
            let found = candidates(&reading);
            assert_eq!(
                found
                    .iter()
                    .map(|c| c.statement.as_str())
                    .collect::<Vec<_>>(),
                vec![says],
                "{text}"
            );
        }
        // A time of life is no role.
        let reading = said("as a kid I hated sprouts");
        assert!(candidates(&reading)
            .iter()
            .all(|c| !c.statement.contains("is a kid")));
    }

    #[test]
    fn a_trailing_for_now_goes_whole() {
        for (text, ends) in [
            ("I've been avoiding milk for now", "avoiding milk."),
            ("I'm off the bike for now", "off the bike."),
            ("we're renting in Hove for now", "renting in Hove."),
        ] {
            let facts = said(text);
            assert!(
                candidates(&facts)
                    .iter()
                    .any(|c| c.statement.ends_with(ends)),
                "{text}: {facts:?}"
            );
        }
    }

    #[test]
    fn a_name_said_to_the_listener_is_not_part_of_the_statement() {
        assert!(candidates(&said("No worries, Priya.")).is_empty());
        assert!(candidates(&said("I'm always around if you need me, Sam!")).is_empty());
        let kept = said("We adopted a kitten last week, Mochi.");
        assert!(
            candidates(&kept)
                .iter()
                .any(|c| c.statement.contains("Mochi")),
            "{kept:?}"
        );
        // The first of a list is no name said to the listener.
        assert_each_says(&[
            (
                "Podcasts, audiobooks and long walks keep me sane.",
                "Podcasts, audiobooks and long walks keep the user sane.",
            ),
            (
                "Trains, buses, and the odd taxi get me to work.",
                "Trains, buses, and the odd taxi get the user to work.",
            ),
        ]);
        let greeted = said("Ana, I've moved to Porto!");
        assert!(candidates(&greeted)
            .iter()
            .all(|c| !c.statement.starts_with("Ana")));
    }

    #[test]
    fn a_clause_that_cannot_be_understood_alone_is_left_out() {
        for unclear in [
            "It's a keepsake. A keepsake from my gran.",
            "Honestly? Proof of my patience.",
            "They're napping on the sofa right now.",
            "I'm certain it'll be fine.",
            "I never want to do that again.",
        ] {
            let facts = said(unclear);
            assert!(
                candidates(&facts).is_empty(),
                "{unclear}: {:?}",
                candidates(&facts)
            );
        }
        for clear in [
            "We adopted a cat. A tabby called Miso, three years old.",
            "We swapped the van, it's a 2012 Polo now.",
            "I sold it to my neighbour last week.",
        ] {
            let facts = said(clear);
            let last = candidates(&facts).last().map(|c| c.statement.clone());
            assert!(
                last.as_deref().is_some_and(|s| s.contains("Miso")
                    || s.contains("Polo")
                    || s.contains("neighbour")),
                "{clear}: {last:?}"
            );
        }
    }

    #[test]
    fn he_or_she_with_no_one_named_before_is_left_out() {
        for text in [
            "She's finally feeling a bit better.",
            "He really likes the new routine.",
            "Her patience is something else.",
        ] {
            assert!(candidates(&said(text)).is_empty(), "{text}");
        }
        let named = said_after(
            "she's feeling a bit better",
            Some("my aunt Rosa had a fall"),
        );
        assert_eq!(candidates(&named).len(), 1, "{named:?}");
    }

    #[test]
    fn we_is_kept_when_it_says_something_checkable() {
        for text in [
            "We had a really good laugh.",
            "We've got the right mindset for it.",
            "We always have each other's backs.",
        ] {
            assert!(candidates(&said(text)).is_empty(), "{text}");
        }
        for text in [
            "We moved to Galway in March.",
            "We're off to the coast on Saturday.",
            "Our shed is tiny, we keep the bikes in the hall.",
        ] {
            assert!(!candidates(&said(text)).is_empty(), "{text}");
        }
    }

    #[test]
    fn a_clause_no_rule_reads_is_still_kept_in_the_third_person() {
        let p = said("our allotment is behind the church, we grow leeks there");
        let statements: Vec<&str> = candidates(&p)
            .iter()
            .map(|c| c.statement.as_str())
            .collect();
        assert_eq!(
            statements,
            vec![
                "The user's allotment is behind the church.",
                "The user's household grows leeks there."
            ]
        );
    }

    #[test]
    fn a_move_said_with_a_change_word_fills_the_home_slot_as_a_change() {
        let p = said("so we relocated to Braga last spring");
        let c = candidates(&p)[0];
        assert_eq!(c.attribute, "lives_in");
        assert_eq!(c.cue, Cue::Change);
        assert!(c.statement.contains("Braga"));
    }

    #[test]
    fn what_someone_cannot_eat_and_their_name_are_read() {
        assert_eq!(
            candidates(&said("I can't eat shellfish at all"))[0].attribute,
            "allergy"
        );
        assert_eq!(candidates(&said("hiya, I'm Tomasz"))[0].attribute, "name");
    }

    #[test]
    fn a_correction_in_the_same_breath_keeps_only_the_corrected_value() {
        let p = said("the gate code is 4417, no sorry, 4471");
        let s = &candidates(&p)[0].statement;
        assert!(s.contains("4471") && !s.contains("4417"), "{s}");
        // A colour put right is the colour, wherever it stood.
        for (text, right, wrong) in [
            (
                "My bike's a red Brompton, sorry, green",
                "green Brompton",
                "red",
            ),
            (
                "we've got a black Labrador 2 years old, no wait, a yellow",
                "yellow Labrador",
                "black",
            ),
            (
                "my car's a silver Golf GTI, sorry, grey",
                "grey Golf",
                "silver",
            ),
        ] {
            let p = said(text);
            let s = &candidates(&p)[0].statement;
            assert!(s.contains(right) && !s.contains(wrong), "{text}: {s}");
        }
        // A name put right with how it is spelt, and an "or, no": only the
        // value changes, the rest of the sentence stays.
        for (text, right, wrong) in [
            (
                "our hamster Peanut, sorry, Peanutt with two Ts, escaped again",
                "hamster Peanutt escaped",
                "Peanut,",
            ),
            (
                "My niece Zara, no wait, Zahra spelt with an h, starts school",
                "niece Zahra starts",
                "Zara",
            ),
            (
                "my yoga class is Monday, or, no, Tuesday these days",
                "Tuesday",
                "Monday",
            ),
        ] {
            let p = said(text);
            let s = &candidates(&p)[0].statement;
            assert!(s.contains(right) && !s.contains(wrong), "{text}: {s}");
        }
    }

    #[test]
    fn someone_named_with_where_they_were_met_is_told_apart_from_a_relative_of_that_name() {
        let p = said("Sam from work is training for a marathon, and my cousin Sam just had a baby");
        let c = candidates(&p);
        assert_eq!(c[0].subject.display, "Sam (from work)");
        assert_ne!(c[1].subject.key, c[0].subject.key);
        for text in [
            "Priya at the gym swears by cold showers",
            "Tom next door is retiring in June",
            "Ade from the choir has moved to Leeds",
        ] {
            let p = said(text);
            let c = candidates(&p);
            assert!(
                c[0].subject.display.contains(" ("),
                "{text}: {}",
                c[0].subject.display
            );
        }
    }

    #[test]
    fn naming_the_suggestion_then_it_is_takes_it_up_with_what_it_was_for() {
        let speaker = Speaker::user();
        for (asked, suggested, answer, chosen) in [
            (
                "we're getting a tortoise and can't pick a name",
                "What about Sheldon?",
                "Sheldon it is!",
                "tortoise",
            ),
            (
                "where should we go for our anniversary",
                "How about the Lake District?",
                "ooh, the Lake District it is then",
                "anniversary",
            ),
            (
                "I need a dessert for Sunday",
                "You could do a lemon tart.",
                "lemon tart it is",
                "dessert",
            ),
        ] {
            let p = RuleExtractor.extract(&TurnInput {
                speaker: &speaker,
                text: answer,
                occurred_at: chrono::Utc.with_ymd_and_hms(2025, 5, 7, 9, 0, 0).unwrap(),
                previous_assistant: Some(suggested),
                previous_user: Some(asked),
                known_people: &[],
            });
            let c = candidates(&p);
            let took = c.iter().find(|c| c.attribute == "chose").expect(answer);
            assert!(took.statement.contains(chosen), "{}", took.statement);
        }
        // "I'll give that a go" is a try; "a good plan" is not.
        for (answer, tried) in [
            ("ooh yes, I'll give that a go", true),
            ("I'll give it a whirl on Saturday", true),
            ("yes, let's do that, a good plan", false),
        ] {
            let p = RuleExtractor.extract(&TurnInput {
                speaker: &speaker,
                text: answer,
                occurred_at: chrono::Utc.with_ymd_and_hms(2025, 5, 7, 9, 0, 0).unwrap(),
                previous_assistant: Some("How about paddleboarding?"),
                previous_user: Some("I'm after a new hobby"),
                known_people: &[],
            });
            let c = candidates(&p);
            let took = c.iter().find(|c| c.attribute == "chose").expect(answer);
            assert_eq!(
                took.statement.contains("will try paddleboarding"),
                tried,
                "{}",
                took.statement
            );
        }
    }

    #[test]
    fn a_relative_said_without_my_is_the_speakers_relative() {
        for (text, who) in [
            ("Gran had a fall in May", "the user's gran"),
            ("Dad's finally sold the caravan", "the user's dad"),
            ("Nan goes to aqua aerobics on Thursdays", "the user's nan"),
        ] {
            let p = said(text);
            let c = candidates(&p);
            assert_eq!(c[0].subject.display, who, "{text}");
            assert!(
                c[0].statement.starts_with("The user's"),
                "{text}: {}",
                c[0].statement
            );
        }
        // "Mum and I": the speaker's clause.
        let p = said("Mum and I went to the garden centre");
        assert_eq!(candidates(&p)[0].subject.display, "the user");
    }

    #[test]
    fn she_or_he_after_a_relative_with_no_name_is_that_relative() {
        for (text, who, said_of_them) in [
            (
                "my gran lives alone in Swindon, she's 91 and still drives",
                "the user's gran",
                "The user's gran is 91",
            ),
            (
                "my uncle fixed the boiler, he's a plumber",
                "the user's uncle",
                "The user's uncle is a plumber",
            ),
            (
                "Dad retired in August. He's taken up bowls",
                "the user's dad",
                "The user's dad has taken up bowls",
            ),
        ] {
            let p = said(text);
            let c = candidates(&p);
            let last = c.last().expect("a statement");
            assert_eq!(last.subject.display, who, "{text}");
            assert!(
                last.statement.starts_with(said_of_them),
                "{text}: {}",
                last.statement
            );
        }
        let p = said("my nan lives in Hull, she's 88 and still drives");
        assert!(candidates(&p)
            .iter()
            .all(|c| c.subject.display == "the user's nan"));
        // "she" is not a dad, nor "the kids".
        let p = said("my kids love the pool, she's a strong swimmer though");
        assert!(candidates(&p)
            .iter()
            .all(|c| !c.statement.contains("kids is")));
        let p = said("my dad rang, she's a nurse");
        assert!(candidates(&p)
            .iter()
            .all(|c| c.subject.display != "the user's dad" || !c.statement.contains("nurse")));
    }

    #[test]
    fn she_or_he_after_a_relative_named_in_a_question_or_as_an_object_is_that_relative() {
        for (text, who) in [
            (
                "Any ideas for a present for my wife? She's into pottery these days.",
                "the user's wife",
            ),
            (
                "I drove my dad to the hospital, he's having his knee done",
                "the user's dad",
            ),
            (
                "What should I cook for my sister? She's gone vegan.",
                "the user's sister",
            ),
        ] {
            let p = said(text);
            let c = candidates(&p);
            assert!(
                c.iter().any(|c| c.subject.display == who),
                "{text}: {:?}",
                c.iter()
                    .map(|c| (&c.subject.display, &c.statement))
                    .collect::<Vec<_>>()
            );
        }
    }

    #[test]
    fn typed_labels_and_bare_announcements_are_read_as_statements() {
        for (text, said_as, slot) in [
            (
                "Job: junior dev at a fintech.",
                "The user's job is junior dev at a fintech",
                "job",
            ),
            (
                "Diet: vegan since March",
                "The user's diet is vegan since March",
                "diet",
            ),
            (
                "New job. Mid-level at a games studio. Better pay.",
                "The user's new job is mid-level at a games studio",
                "job",
            ),
        ] {
            let p = said(text);
            let c = candidates(&p);
            assert!(
                c.iter()
                    .any(|c| c.statement.starts_with(said_as) && c.attribute == slot),
                "{text}: {:?}",
                c.iter()
                    .map(|c| (&c.attribute, &c.statement))
                    .collect::<Vec<_>>()
            );
        }
        // A time is no label, nor is a sentence that names something new.
        for kept in ["Meet at 10:30. New York was fun.", "New car! It's a Kia."] {
            assert_eq!(labels_as_statements(kept), kept);
        }
    }

    #[test]
    fn now_its_names_a_new_value_for_the_thing_named_in_the_same_turn() {
        for (text, said_now) in [
            (
                "my favourite café is Nico's, or it was, now it's the one on Bold Street",
                "The user's favourite café is now the one on Bold Street",
            ),
            (
                "my usual barber was Tony, these days it's a place in Moseley",
                "The user's usual barber is these days a place in Moseley",
            ),
            (
                "my go-to takeaway is the chippy, well it was, now it's the Thai place",
                "The user's go-to takeaway is now the Thai place",
            ),
        ] {
            let p = said(text);
            let c = candidates(&p);
            assert!(
                c.iter()
                    .any(|c| c.statement.starts_with(said_now) && c.cue == Cue::Change),
                "{text}: {:?}",
                c.iter().map(|c| &c.statement).collect::<Vec<_>>()
            );
        }
        // From the turn before, "now it's" is the weather as likely as not.
        let p = said_after("now it's raining", Some("my car is a Golf"));
        assert!(candidates(&p).iter().all(|c| !c.statement.contains("car")));
    }

    #[test]
    fn what_is_taken_back_in_the_same_breath_is_said_as_past() {
        let p = said("my go-to pub is the Crown, or it was until it closed");
        let c = candidates(&p);
        assert_eq!(c[0].statement, "The user's go-to pub was the Crown.");
        assert_eq!(c[0].cue, Cue::Retraction);
    }

    #[test]
    fn words_that_only_restart_a_correction_are_no_part_of_it() {
        for (text, right, wrong) in [
            (
                "my postcode is EH3 5, no wait, let me start again, EH4 1AB",
                "EH4 1AB",
                "EH3",
            ),
            ("the gate code is 4417, no, hang on, 4471", "4471", "4417"),
            (
                "I'm in flat 9, sorry, let me say that properly, flat 19",
                "flat 19",
                "flat 9",
            ),
        ] {
            let p = said(text);
            let s = &candidates(&p)[0].statement;
            assert!(s.contains(right) && !s.contains(wrong), "{text} → {s}");
        }
    }

    #[test]
    fn a_correction_that_restarts_with_a_pronoun_keeps_who_it_is_about() {
        for (text, who, kept) in [
            (
                "my daughter's five, no wait, she turned six in May",
                "daughter",
                "six",
            ),
            (
                "Priya works at the library, sorry, she works at the museum now",
                "Priya",
                "museum",
            ),
            (
                "our van is white, no, it's silver actually",
                "van",
                "silver",
            ),
        ] {
            let s = candidates(&said(text))[0].statement.clone();
            assert!(s.contains(who) && s.contains(kept), "{text} → {s}");
        }
    }

    #[test]
    fn thanks_questions_and_exclamations_yield_nothing() {
        for text in [
            "thanks so much, that's brilliant",
            "what time is my train?",
            "wow, amazing!",
        ] {
            assert!(candidates(&said(text)).is_empty(), "{text}");
        }
    }

    #[test]
    fn a_preposition_before_my_is_no_name_and_a_relative_said_as_had_is_who_she_is() {
        assert_each_says(&[
            (
                "On my son's advice I sold the Corsa.",
                "On the user's son's advice the user sold the Corsa.",
            ),
            (
                "We have one daughter, she is in class 4.",
                "The user's daughter is in class 4.",
            ),
            (
                "I've got a son, he's at Exeter doing history.",
                "The user's son is at Exeter doing history.",
            ),
        ]);
        assert_each_is_the_users(&[
            "On my son's advice I sold the Corsa.",
            "After my brother's wedding I sold the van.",
        ]);
    }

    #[test]
    fn a_deed_said_bare_then_praised_in_the_listener_is_theirs() {
        for text in [
            "That's brilliant! Fostering two teenagers - you're a saint.",
            "Wow. Running a café and studying - you're amazing!",
            "Volunteering every weekend - you've got such a big heart.",
        ] {
            assert!(candidates(&said(text)).is_empty(), "{text}");
        }
        assert_eq!(
            candidates(&said("Moving to Leeds in May, I'm so excited")).len(),
            1
        );
    }

    #[test]
    fn an_apology_for_the_talk_is_no_fact_and_corrects_nothing() {
        for (text, kept) in [
            (
                "Hi Jo! Sorry I went quiet. We adopted a greyhound.",
                "adopted a greyhound",
            ),
            (
                "Morning. Sorry for the wait, I've started at the bakery.",
                "started at the bakery",
            ),
            (
                "Hey! sorry it took me so long, I was in Crete.",
                "was in Crete",
            ),
        ] {
            let p = said(text);
            let statements: Vec<&str> = candidates(&p)
                .iter()
                .map(|c| c.statement.as_str())
                .collect();
            assert_eq!(statements.len(), 1, "{text}: {statements:?}");
            assert!(statements[0].contains(kept), "{text}: {statements:?}");
        }
    }

    #[test]
    fn a_change_announced_with_nothing_named_is_said_by_the_clause_after_it() {
        for text in [
            "We've changed things round, my son's with his mum on Tuesdays now",
            "Things have changed a lot. The book club meets on Fridays",
            "I've mixed things up a bit, I swim before work",
        ] {
            let p = said(text);
            let kept = candidates(&p);
            assert_eq!(kept.len(), 1, "{text}: {p:?}");
            assert_eq!(kept[0].cue, Cue::Change, "{text}: {p:?}");
        }
    }

    #[test]
    fn a_name_said_last_does_not_keep_what_would_be_left_out() {
        for text in [
            "Glad I could help, Maria.",
            "Searching for a flat is such a slog, Jon!",
            "I'm so chuffed, Dev",
        ] {
            assert!(candidates(&said(text)).is_empty(), "{text}");
        }
        // An apposition stays: the name is the partner's.
        let p = said("I moved in with my partner, Sam.");
        assert!(
            candidates(&p).iter().any(|c| c.statement.contains("Sam")),
            "{p:?}"
        );
    }

    #[test]
    fn a_deed_on_an_it_nothing_names_is_not_understood_alone() {
        for said in [
            "the kids adored it",
            "I finally got it done last night",
            "we picked them because the reviews were good",
            "I'll pin it on the fridge",
            "I'm a huge fan of them",
            "we're so proud of it",
            "I figured I'd try them out with the family",
            "she finally paid it off",
            "I made it to remind me of my grandad",
            "I'm going to make it for the kids on Sunday",
            "he made them to celebrate our tenth year",
        ] {
            assert!(an_object_left_as_it(said), "{said}");
        }
        for said in [
            "I made it to the final",
            "we made it to Leeds by six",
            "I hate it when the bus is late",
            "I baked a loaf and the kids adored it",
            "still not used to how quiet it is here",
            "I find them a bit dull",
            "we gave it our all on Saturday",
            "it rained all week",
            "I'll figure it out",
            "we pulled it off in the end",
            "I loved most of them",
            "I'm a big fan of the band and saw them live",
        ] {
            assert!(!an_object_left_as_it(said), "{said}");
        }
    }

    #[test]
    fn forget_at_the_start_of_a_clause_is_a_command_and_is_not_stored() {
        let p = said("please forget what I said about my ex");
        assert_eq!(
            p,
            vec![Proposal::Forget {
                about: "my ex".into()
            }]
        );
        assert!(!candidates(&said("I always forget my gloves")).is_empty());
        // Where it is kept and a closing "wipe that" are not the topic.
        for (text, topic) in [
            (
                "delete my old mobile number from your records",
                "my old mobile number",
            ),
            (
                "don't store my date of birth anywhere, scrap that",
                "my date of birth",
            ),
            ("forget my ex's address, bin it.", "my ex's address"),
            ("don't keep my bank details on file", "my bank details"),
            (
                "Don't hang on to my old landline number any more.",
                "my old landline number",
            ),
        ] {
            assert_eq!(
                said(text),
                vec![Proposal::Forget {
                    about: topic.into()
                }],
                "{text}"
            );
        }
    }

    #[test]
    fn a_death_said_of_a_she_or_he_ends_what_was_said_of_the_one_named_before() {
        for (before, now, name) in [
            (
                "my cat Biscuit is nineteen",
                "she died last week",
                "biscuit",
            ),
            (
                "our old dog Rufus is deaf now",
                "he passed away in the night",
                "rufus",
            ),
            (
                "my gran Edith is in a home",
                "sadly she died on Sunday",
                "edith",
            ),
        ] {
            let p = said_after(now, Some(before));
            let c = candidates(&p)
                .into_iter()
                .find(|c| c.cue == Cue::Retraction)
                .unwrap_or_else(|| panic!("no retraction in {now:?}: {p:?}"));
            assert_eq!(c.object, vec![name.to_string()], "{now}");
            assert!(
                !c.statement.to_lowercase().starts_with("she "),
                "{}",
                c.statement
            );
            assert!(
                !c.statement.to_lowercase().starts_with("he "),
                "{}",
                c.statement
            );
        }
    }

    #[test]
    fn she_is_the_person_named_in_the_turn_before() {
        let p = said_after(
            "she just started at the hospice",
            Some("my cousin Ines is a nurse"),
        );
        let c = candidates(&p)[0];
        assert_eq!(c.subject.key, "ines");
        assert!(
            c.statement.starts_with("Ines (the user's cousin)"),
            "{}",
            c.statement
        );
    }

    /// That `text` says something ended, and that the first word of what
    /// ended is `ended`.
    fn assert_it_ends(text: &str, ended: &str) {
        let p = said(text);
        let c = candidates(&p)
            .into_iter()
            .find(|c| c.cue == Cue::Retraction)
            .unwrap_or_else(|| panic!("no retraction in {text:?}"));
        assert_eq!(c.object.first().map(String::as_str), Some(ended), "{text}");
    }

    #[test]
    fn what_one_goes_without_after_what_one_cannot_eat_is_kept() {
        assert_each_says(&[
            (
                "the doctor says I'm coeliac, so no gluten for me",
                "No gluten for the user",
            ),
            (
                "I'm lactose intolerant now, so no milk for me",
                "No milk for the user",
            ),
            (
                "turns out I'm allergic to sesame, so no hummus for me",
                "No hummus for the user",
            ),
        ]);
        // Said after anything else, it only ends what it names.
        let p = said("work's mad this month, so no gym for me");
        assert!(
            candidates(&p)
                .iter()
                .all(|c| !c.statement.contains("No gym")),
            "{p:?}"
        );
    }

    #[test]
    fn a_number_of_two_figures_is_what_ended() {
        assert_it_ends("I'm not on the 42 anymore", "42");
        assert_it_ends("the 86 doesn't stop in our village anymore", "86");
        assert_it_ends("we don't get the 73 any more", "73");
    }

    #[test]
    fn an_ending_that_needs_no_object_names_its_subject_not_the_time_after_it() {
        for (text, ended) in [
            ("the café on our corner closed in March", "café"),
            ("my laptop died last week", "laptop"),
            ("the knitting group wound up over the summer", "knitting"),
            ("my bike was stolen last night", "bike"),
            ("the van got nicked from outside work", "van"),
            ("my phone got pinched on the tube", "phone"),
            // A make after "the" or "my" is a thing, not a name.
            ("The Yaris died on the M6", "yaris"),
            ("my Clio died at the lights", "clio"),
        ] {
            assert_it_ends(text, ended);
        }
        // With an object, the object: Grace closed the shop, not Grace.
        let p = said("my aunt Grace closed her bakery after forty years");
        let c = candidates(&p)
            .into_iter()
            .find(|c| c.cue == Cue::Retraction)
            .expect("a retraction");
        assert_eq!(c.object.first().map(String::as_str), Some("bakery"));
    }

    #[test]
    fn a_make_said_with_the_is_what_a_later_it_ended() {
        for (text, ended) in [
            ("the Astra failed its MOT, so it's been scrapped", "astra"),
            (
                "booked the Fiesta in for a service. it's gone for scrap now",
                "fiesta",
            ),
            ("the Pixel cracked again, it's in the bin", "pixel"),
        ] {
            assert_it_ends(text, ended);
        }
        // Off somewhere for a while is not ended.
        for text in [
            "the Pixel's screen cracked, so it's off to be repaired",
            "the Corsa's off for its MOT on Friday",
        ] {
            let p = said(text);
            assert!(
                candidates(&p).iter().all(|c| c.cue != Cue::Retraction),
                "{text}"
            );
        }
    }

    #[test]
    fn a_title_before_a_name_is_part_of_the_name() {
        for (text, attribute, name) in [
            (
                "my landlord Mr Hughes never fixes anything",
                "landlord",
                "mr hughes",
            ),
            (
                "our landlady is Mrs Kaur, she's lovely",
                "landlord",
                "mrs kaur",
            ),
            ("my boss is Dr Adeyemi", "manager", "dr adeyemi"),
        ] {
            let p = said(text);
            let c = candidates(&p)
                .into_iter()
                .find(|c| c.attribute == attribute)
                .unwrap_or_else(|| panic!("no {attribute} in {text:?}"));
            assert_eq!(c.value, FactValue::Text(name.into()), "{text}");
        }
    }

    #[test]
    fn someone_who_has_left_a_place_ended_the_place_not_themself() {
        for (text, ended) in [
            ("Megan's left the bakery", "bakery"),
            ("Dan has left the garden centre", "garden"),
            ("Priya's now left the salon on Bank Street", "salon"),
        ] {
            assert_it_ends(text, ended);
        }
    }

    #[test]
    fn a_death_ends_the_facts_of_the_one_the_death_phrase_names() {
        // Said of someone already known, after other words.
        let p = said_after(
            "awful week, Biscuit died on Tuesday",
            Some("our old dog Biscuit is deaf now"),
        );
        let c = candidates(&p)[0];
        assert_eq!(c.subject.key, "biscuit");
        assert_eq!(c.cue, Cue::Retraction);
        assert_eq!(c.object, vec!["biscuit".to_string()]);
        // Not the first name in the clause: the one who died.
        let p = said_after(
            "Priya rang to say Nell passed away",
            Some("my friend Priya looks in on my aunt Nell"),
        );
        let c = candidates(&p)[0];
        assert_eq!(c.object, vec!["nell".to_string()]);
    }

    #[test]
    fn a_new_provider_texted_in_lower_case_is_the_speakers_change() {
        for texted in ["on giffgaff now", "with octopus now", "on nights now"] {
            let p = said(texted);
            let c = candidates(&p);
            assert_eq!(c.len(), 1, "{texted}");
            assert_eq!(c[0].cue, Cue::Change, "{texted}");
        }
        for passing in ["on the bus now", "at work now", "on my way now"] {
            assert!(candidates(&said(passing)).is_empty(), "{passing}");
        }
    }

    #[test]
    fn the_speaker_spoken_of_as_someone_else_is_the_user() {
        for (said_as, kept) in [
            (
                "guess who's the new head chef",
                "The user is the new head chef",
            ),
            (
                "yours truly has a season ticket now",
                "The user has a season ticket",
            ),
            (
                "so look who passed the driving test",
                "The user passed the driving test",
            ),
        ] {
            let p = said(said_as);
            let c = candidates(&p);
            assert!(
                c.iter()
                    .any(|c| c.statement.starts_with(kept) && c.subject.is_user()),
                "{said_as}: {p:?}"
            );
        }
        // A question, or the speaker as the object, is not about the speaker.
        for other in ["guess who's coming to lunch?", "guess who I saw at the gym"] {
            let p = said(other);
            assert!(
                candidates(&p)
                    .iter()
                    .all(|c| !c.statement.starts_with("The user is")),
                "{other}: {p:?}"
            );
        }
    }

    #[test]
    fn a_new_title_is_the_speakers_job() {
        for (news, title) in [
            ("I'm the new design lead", "design lead"),
            (
                "got promoted!! deputy manager from next week",
                "deputy manager",
            ),
            ("they promoted me - area supervisor now", "area supervisor"),
        ] {
            let p = said(news);
            let c = candidates(&p);
            assert!(
                c.iter()
                    .any(|c| c.attribute == "job" && c.statement.contains(title)),
                "{news}: {p:?}"
            );
        }
    }

    #[test]
    fn a_present_tense_with_a_past_time_or_a_passive_call_off_retracts_what_it_names() {
        for (said_as, object) in [
            // A learner's present tense with a past time: the verb's object.
            ("I leave the bank last month", "bank"),
            ("we sell the caravan two weeks ago", "caravan"),
            ("we close the little shop three months ago", "little"),
            // Called off in the passive: the subject.
            ("the Lisbon weekend got scrapped", "lisbon"),
            ("my evening class has been axed", "evening"),
            ("the kitchen extension is shelved for now", "kitchen"),
            // Passed on or sold in the passive: the subject, not who got it.
            ("the Canon's been passed on to my nephew", "canon"),
            ("our old Clio has been sold to a neighbour", "clio"),
            ("my laptop was handed down to my daughter", "laptop"),
            // Cut out: what is inside the cut.
            ("I've cut the salt out of my cooking", "salt"),
            ("I cut out sugar in January", "sugar"),
            ("I finally kicked the vaping habit", "vaping"),
        ] {
            let p = said(said_as);
            let c = candidates(&p)[0];
            assert_eq!(c.cue, Cue::Retraction, "{said_as}");
            assert_eq!(
                c.object.first().map(String::as_str),
                Some(object),
                "{said_as}"
            );
        }
        // A time after the object is no part of it.
        let p = said("I came off keto last month");
        assert_eq!(candidates(&p)[0].object, vec!["keto".to_string()], "{p:?}");
        // Without a past time it is a habit.
        let p = said("I leave the office at six");
        assert!(
            candidates(&p).iter().all(|c| c.cue != Cue::Retraction),
            "{p:?}"
        );
    }

    #[test]
    fn we_after_the_speakers_own_company_or_band_is_kept() {
        for turn in [
            "I started my own business last year, we make candles",
            "my band finally got a gig, we play the Crown on Friday",
            "Now I run my own agency, we build websites for charities",
        ] {
            let p = said(turn);
            assert_eq!(candidates(&p).len(), 2, "{turn}: {p:?}");
        }
    }

    #[test]
    fn a_relation_in_brackets_introduces_the_named_person() {
        for (said_as, name) in [
            ("Aditi (my partner) switched to days", "aditi"),
            ("Bram (our eldest) starts school in September", "bram"),
            ("Mira (my flatmate) works nights at the bakery", "mira"),
        ] {
            let p = said(said_as);
            let c = candidates(&p);
            assert!(
                c.iter()
                    .any(|c| c.subject.key == name && !c.statement.contains('(')),
                "{said_as}: {p:?}"
            );
        }
    }

    #[test]
    fn what_the_speaker_earns_and_a_home_taken_fill_their_slots() {
        for (said_as, slot) in [
            ("I'm on about 31 grand now", "salary"),
            ("got a pay rise, 45k now", "salary"),
            ("my salary went up to 55k in April", "salary"),
            ("we've found a flat in Stockbridge", "lives_in"),
            ("I got a little place up in Kendal", "lives_in"),
            ("in the end we took a cottage near Ullswater", "lives_in"),
        ] {
            let p = said(said_as);
            assert!(
                candidates(&p).iter().any(|c| c.attribute == slot),
                "{said_as}: {p:?}"
            );
        }
    }

    #[test]
    fn the_youngest_or_eldest_named_is_a_person_with_an_age() {
        for (said_as, name) in [
            ("my youngest, Iris, just turned 4", "iris"),
            ("our eldest Tomas is 15 now", "tomas"),
            ("Iris is 5 not 4", "iris"),
        ] {
            let p = said(said_as);
            assert!(
                candidates(&p)
                    .iter()
                    .any(|c| c.subject.key == name && c.attribute == "age"),
                "{said_as}: {p:?}"
            );
        }
    }

    #[test]
    fn a_descriptor_said_before_a_shared_name_picks_that_person() {
        for (known, said_as, picked) in [
            (
                ["Jo (from work)", "Jo (from choir)"],
                "Choir Jo has moved to Bath",
                "jo from choir",
            ),
            (
                ["Ben (next door)", "Ben (from school)"],
                "School Ben is a dentist now",
                "ben from school",
            ),
            (
                ["Ana (from the gym)", "Ana (from uni)"],
                "Gym Ana got married in June",
                "ana from the gym",
            ),
        ] {
            let known: Vec<Subject> = known.iter().map(|d| Subject::named(d)).collect();
            let speaker = Speaker::user();
            let p = RuleExtractor.extract(&TurnInput {
                speaker: &speaker,
                text: said_as,
                occurred_at: chrono::Utc.with_ymd_and_hms(2025, 5, 7, 9, 0, 0).unwrap(),
                previous_assistant: None,
                previous_user: None,
                known_people: &known,
            });
            let c = candidates(&p);
            assert!(
                c.iter()
                    .any(|c| c.subject.key == picked && !c.statement.contains("The user")),
                "{said_as}: {p:?}"
            );
        }
    }

    #[test]
    fn a_new_amount_names_the_thing_it_is_set_for() {
        let p = said("the GP increased my sertraline to 100mg");
        let c = candidates(&p)[0];
        assert_eq!(
            (c.cue, c.object.clone()),
            (Cue::Change, vec!["sertraline".to_string()])
        );
    }

    #[test]
    fn someone_named_who_left_for_good_is_named_by_a_retraction_of_the_speakers() {
        for (text, name) in [
            ("Kofi's moved out, he got a place in Leeds", "Kofi"),
            ("Dev's gone off to shack up with Priya", "Dev"),
            ("Dusty's owner wanted him back", "Dusty"),
            ("Bramble's owners have taken her back", "Bramble"),
            ("Rocket's owner asked for him back in May", "Rocket"),
            ("Marta has moved in with her boyfriend", "Marta"),
            ("Ollie went to live with his dad in Crewe", "Ollie"),
            ("Bernard passed away in his sleep", "Bernard"),
            ("Sunita has emigrated to Perth", "Sunita"),
            ("Doreen's moved into sheltered housing", "Doreen"),
            ("Alf has moved into a care home in Bury", "Alf"),
            ("Sadly Tofu is gone, he was very old", "Tofu"),
            ("Rex is gone.", "Rex"),
            ("Unfortunately Bella's gone", "Bella"),
            ("me and Jake broke up", "Jake"),
            ("Oscar and I have separated", "Oscar"),
            ("me and Dev got divorced last year", "Dev"),
            ("Lena and I parted ways in June", "Lena"),
            ("Callum and me split in the spring", "Callum"),
            ("Marcus and I aren't together anymore", "Marcus"),
            ("Hannah and me, we're not together any more", "Hannah"),
            ("RIP Gerald, he was eleven", "Gerald"),
            ("Colin got moved to a different team", "Colin"),
            ("we've had to let Marta go, the budget's gone", "Marta"),
            ("they had to let Dominic go after the audit", "Dominic"),
            ("She's had to let Bruno go", "Bruno"),
            ("Pepper didn't make it I'm afraid", "Pepper"),
            ("Duke's gone back to his owner", "Duke"),
            ("Sadly Mabel never made it", "Mabel"),
            ("Luna has been rehomed with a farm family", "Luna"),
        ] {
            let found = said(text).into_iter().any(|p| {
                matches!(p, Proposal::Retract(r) if r.subject.key == "user" && r.value.as_deref() == Some(name))
            });
            assert!(found, "{text}");
        }
        // A "he" or "she" gone for good is the one the question named.
        for (asked, text, name) in [
            (
                "How's Duke?",
                "the loan ended, he's gone back to his owner",
                "Duke",
            ),
            (
                "How's Storm doing?",
                "we had to find him a new home",
                "Storm",
            ),
            ("And Nibbles?", "sadly she didn't make it", "Nibbles"),
            // Left, said bare of someone asked after.
            ("And how is Steve?", "he left! we've got Aisha now", "Steve"),
            ("How's Priya at work?", "oh, she's gone.", "Priya"),
            ("Is Tom still on your team?", "he quit", "Tom"),
            (
                "How's Sheldon doing?",
                "We lost him in the spring, sadly.",
                "Sheldon",
            ),
            ("And Pickle?", "sadly we lost her last week", "Pickle"),
            ("How is Bruno?", "I lost him to cancer in May", "Bruno"),
            (
                "How's Bramble?",
                "we had to let her go to a family with a paddock",
                "Bramble",
            ),
            (
                "And Jasper?",
                "we've had to let him go back to the rescue, he bit the baby",
                "Jasper",
            ),
            ("How's Pip?", "I had to let her go to my aunt's farm", "Pip"),
        ] {
            let found = said_after_asking(text, Some(asked))
                .into_iter()
                .any(|p| matches!(p, Proposal::Retract(r) if r.value.as_deref() == Some(name)));
            assert!(found, "{text}");
        }
        assert_eq!(departed("It died on the motorway"), None);
        assert_eq!(departed("Kofi moved to Leeds"), None);
        assert_eq!(departed("we let Max go first"), None);
        assert_eq!(departed("Gran's moved into a care home"), None);
        assert_eq!(departed("Oma's moved into a care home"), None);
        assert_eq!(departed("Biscuit's gone out for a walk"), None);
    }

    #[test]
    fn not_any_more_to_a_still_question_ends_what_was_asked() {
        for (asked, answer, ended) in [
            (
                "Are you still at Tesco?",
                "Not any more, I'm at Lidl",
                "tesco",
            ),
            (
                "Is Rolo still barking at the bins?",
                "No, not these days.",
                "barking",
            ),
            (
                "Still doing pilates on Mondays?",
                "Haven't been since March",
                "pilates",
            ),
        ] {
            assert_eq!(
                no_longer_so(asked, answer).as_deref(),
                Some(ended),
                "{asked}"
            );
        }
        for (asked, answer) in [
            ("Are you still at Tesco?", "Yes, still there"),
            ("How's the new job?", "Not any more fun than the old one"),
            ("Still doing pilates?", "Not sure yet"),
        ] {
            assert_eq!(no_longer_so(asked, answer), None, "{asked}");
        }
    }

    #[test]
    fn family_who_move_away_are_still_family_and_a_lodger_who_moves_out_is_gone() {
        for text in [
            "My brother Luca lives in Turin. Luca's emigrated to Melbourne.",
            "My daughter Isla is at uni. Isla's moved out now.",
            "Our cousin Reza was in Derby. Reza has moved away.",
        ] {
            assert!(
                !said(text).iter().any(|p| matches!(p, Proposal::Retract(_))),
                "{text}"
            );
        }
        assert!(said("Our lodger is called Kofi. Kofi's moved out.")
            .iter()
            .any(|p| matches!(p, Proposal::Retract(r) if r.value.as_deref() == Some("Kofi"))));
    }

    #[test]
    fn someone_known_by_a_title_who_retires_or_leaves_is_gone() {
        for (said, name) in [
            ("Dr Mensah retired.", "Mensah"),
            ("Mrs Shah has left the school", "Shah"),
            ("sadly Mr Kowalski's moved on", "Kowalski"),
        ] {
            assert_eq!(departed(said).as_deref(), Some(name), "{said}");
        }
        assert_eq!(departed("Dr Patel said I'm fine"), None);
    }

    #[test]
    fn a_thing_of_the_speakers_said_gone_is_ended() {
        for (said, thing) in [
            ("The caravan's gone.", "caravan"),
            ("our old Astra is gone for good", "astra"),
            ("My hot tub has finally gone", "hot tub"),
        ] {
            assert_eq!(thing_gone(said).as_deref(), Some(thing), "{said}");
        }
        for passing in [
            "the snow's gone now",
            "my signal's gone",
            "the kids are gone for the weekend",
            "the caravan's gone to Wales for the summer",
            "Biscuit's gone",
        ] {
            assert_eq!(thing_gone(passing), None, "{passing}");
        }
    }

    #[test]
    fn our_before_a_name_is_one_of_the_family() {
        for (said, meant) in [
            (
                "Our Niamh does Irish dancing twice a week",
                "Niamh does Irish dancing twice a week",
            ),
            (
                "our Kieran's started at the garage",
                "Kieran's started at the garage",
            ),
            (
                "Our Jess is training to be a midwife",
                "Jess is training to be a midwife",
            ),
        ] {
            assert_eq!(our_by_name(said).as_deref(), Some(meant));
        }
        assert_eq!(our_by_name("our Ford's on its last legs"), None);
        assert_eq!(our_by_name("Our Christmas was quiet"), None);
    }

    #[test]
    fn a_driving_licence_given_up_is_driving_given_up() {
        for (said, meant) in [
            (
                "Mum's handed her licence back, her eyes aren't good enough",
                "Mum has given up driving, her eyes aren't good enough",
            ),
            (
                "Dad has surrendered his driving licence",
                "Dad has given up driving",
            ),
            ("I've handed in my licence", "I have given up driving"),
        ] {
            assert_eq!(licence_given_up(said).as_deref(), Some(meant));
        }
        assert_eq!(licence_given_up("I passed my licence test"), None);
        assert_eq!(licence_given_up("I handed my licence to the officer"), None);
    }

    #[test]
    fn a_taste_someone_brought_the_speaker_to_is_the_speakers() {
        for (said, meant) in [
            (
                "My flatmate got me into country music, it's on all day",
                "I got into country music through my flatmate, it's on all day",
            ),
            (
                "Dad's got me hooked on cryptic crosswords",
                "I got hooked on cryptic crosswords through Dad",
            ),
            (
                "a mate at work got me into bouldering",
                "I got into bouldering through a mate at work",
            ),
        ] {
            assert_eq!(got_into_through(said).as_deref(), Some(meant));
        }
        assert_eq!(got_into_through("that got me into the final"), None);
        assert_eq!(got_into_through("it got me into trouble"), None);
    }

    #[test]
    fn a_retraction_verb_said_again_ends_each_thing_it_takes() {
        for (clause, cue, second) in [
            (
                "I've cancelled Netflix, cancelled the gym",
                "cancelled",
                "gym",
            ),
            ("we sold the van and sold the trailer", "sold", "trailer"),
            ("she quit the choir, quit the book club too", "quit", "club"),
        ] {
            let from = clause.find(cue).map_or(0, |at| at + cue.len());
            let again = said_again(clause, cue, from);
            assert!(again.iter().any(|w| w == second), "{clause}: {again:?}");
        }
        assert!(said_again("I sold the van to Dave", "sold", 6).is_empty());
    }

    #[test]
    fn a_now_at_the_end_goes_with_the_word_that_leads_it() {
        for (said_as, kept) in [
            (
                "The user is in a good place right now.",
                "The user is in a good place.",
            ),
            (
                "The user's back is killing them just now.",
                "The user's back is killing them.",
            ),
            ("The user lives in Hull for now.", "The user lives in Hull."),
            ("The user is on lates from now on.", "The user is on lates."),
            (
                "The user is doing four nights on, four off from now.",
                "The user is doing four nights on, four off.",
            ),
        ] {
            assert_eq!(without_trailing_now(said_as), kept);
        }
    }

    #[test]
    fn a_stated_duration_gives_the_fact_an_end() {
        let p = said("I'm in a sling for three weeks");
        assert!(candidates(&p)[0].scope.valid_until().is_some());
    }
}
