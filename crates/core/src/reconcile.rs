//! Reconciliation: turning a session's proposals into durable facts.
//!
//! Plain code, no model (principle 3). The rules, per (subject, attribute):
//!
//! - a value said again **reinforces** the fact that holds it;
//! - a newer value of a one-valued attribute **supersedes** the older one,
//!   which is kept as history with `superseded_by` — unless the newer one is
//!   less explicit (an inference never replaces something the user said);
//! - values of a many-valued attribute **coexist**, and so do different
//!   attributes;
//! - a value that contradicts its opposite ("dislikes jazz" after "likes
//!   jazz") supersedes it;
//! - a **retraction** retires what it names and nothing else;
//! - a temporary fact whose window has closed **expires**.
//!
//! Every decision carries its reason and the episode it came from. Reasons
//! name ids and rules, never what was said: the audit log outlives a forget,
//! and must not keep what was forgotten.

use crate::attribute::{self, Cardinality};
use crate::audit::AuditAction;
use crate::config::PolicyConfig;
use crate::fact::{Fact, FactStatus, Sensitivity, Subject};
use crate::ids::{EpisodeId, FactId, SessionId, UserId};
use crate::proposal::{Cue, FactCandidate, Proposal, Retraction};
use crate::similarity::{content_terms, Similarity};
use crate::text::normalize_key;
use crate::Timestamp;

/// One proposal with the episode it came from, in the order it was said.
#[derive(Debug, Clone, PartialEq)]
pub struct LedgerEntry {
    pub proposal: Proposal,
    pub evidence: EpisodeId,
    pub said_at: Timestamp,
}

/// Why a fact changed, for the audit log.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Decision {
    pub action: AuditAction,
    /// The fact acted on, or `proposal for <attribute>` for a rejection.
    pub target: String,
    pub reason: String,
    pub evidence: Vec<EpisodeId>,
}

/// What reconciling a session changes.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Reconciliation {
    /// Every fact created or modified, in its new state.
    pub changed: Vec<Fact>,
    pub decisions: Vec<Decision>,
}

/// Who and when a reconciliation is for.
#[derive(Debug, Clone)]
pub struct ReconcileContext<'a> {
    pub user: &'a UserId,
    pub session: &'a SessionId,
    /// The time the session is reconciled at: its last turn's time, never the
    /// wall clock, so that replaying history gives the same answer.
    pub now: Timestamp,
    pub policy: &'a PolicyConfig,
    /// How alike two statements are, for change and retraction cues.
    pub similarity: &'a dyn Similarity,
}

/// Above this similarity a change cue replaces an earlier statement.
const CHANGE_SIMILARITY: f32 = 0.6;
/// Above this, the single most similar earlier statement is replaced by a
/// change cue, and one of the same catalogued attribute.
const CHANGE_SIMILARITY_BEST: f32 = 0.45;
/// Above this a retraction cue ends an earlier statement.
const RETRACT_SIMILARITY: f32 = 0.5;
/// Above this a retraction ends an earlier statement of its own attribute.
const RETRACT_SIMILARITY_SAME_ATTRIBUTE: f32 = 0.35;
/// How many of the latest earlier statements a change is compared with in
/// meaning (two embeddings each, under the index lock).
const MEANING_CANDIDATES: usize = 48;
/// What a current statement says in place of a value it replaced.
pub const MASK: &str = "[previous]";

/// Whether the words of `needle` all occur in `haystack` (as normalised
/// keys). "the 38" matches "the 38 bus"; "jazz" matches "jazz".
pub fn value_mentions(haystack: &str, needle: &str) -> bool {
    let hay = normalize_key(haystack);
    let hay_words: Vec<&str> = hay.split(' ').collect();
    let needle = normalize_key(needle);
    !needle.is_empty() && needle.split(' ').all(|w| hay_words.contains(&w))
}

/// Whether `statement` says what is to come: "planning to", "going to",
/// "booked", "signed up for", "training for", "will".
fn says_a_plan(statement: &str) -> bool {
    says_any_of(
        statement,
        &[
            "planning to",
            "plans to",
            "plan to",
            "going to",
            "flying to",
            "heading to",
            "off to",
            "travelling to",
            "traveling to",
            "gonna",
            "hoping to",
            " will ",
            "'ll ",
            "booked",
            "signed up",
            "training for",
            "entered",
        ],
    )
}

/// Whether `statement` says its subject is waiting for something: "on the
/// waiting list for", "applied for", "waiting to hear about".
pub fn says_a_wait(statement: &str) -> bool {
    says_any_of(
        statement,
        &[
            "waiting list",
            "waitlist",
            "waiting for",
            "waiting to hear",
            "applied for",
            "on the list for",
            "hoping to get",
            // A baby on the way: "had a little boy" ends it.
            " is due",
            "'s due",
            "expecting a baby",
            "expecting twins",
            "is pregnant",
            "'s pregnant",
            "weeks pregnant",
            "months pregnant",
        ],
    )
}

/// Whether `statement` says its subject qualified or finished studying.
fn qualified(statement: &str) -> bool {
    says_any_of(
        statement,
        &[
            "qualified",
            "graduated",
            "finished uni",
            "finished college",
            "finished school",
            "finished his training",
            "finished her training",
            "finished their training",
            "finished his apprenticeship",
            "finished her apprenticeship",
            "finished their apprenticeship",
        ],
    )
}

/// Whether `statement` tells of a baby born: what ends a baby being due.
pub fn tells_a_birth(statement: &str) -> bool {
    says_any_of(
        statement,
        &[
            "had a little",
            "had a baby",
            "had a boy",
            "had a girl",
            "had a son",
            "had a daughter",
            "had the baby",
            "had twins",
            "gave birth",
            "was born",
            "were born",
        ],
    )
}

/// Whether `statement` counts what it lists: "two guinea pigs", "the
/// three of us", "both".
fn counts_them(statement: &str) -> bool {
    words(statement).any(|(_, w)| {
        matches!(
            w.to_lowercase().as_str(),
            "two" | "three" | "four" | "five" | "six" | "seven" | "eight" | "both" | "pair"
        ) || w.parse::<u32>().is_ok_and(|n| (2..=12).contains(&n))
    })
}

/// Whether `statement` sets a target its subject is working towards:
/// "would like to get down to 75", "aiming for a sub-two half".
fn says_a_goal(statement: &str) -> bool {
    says_any_of(
        statement,
        &[
            "would like to get",
            "would love to get",
            "wants to get",
            "want to get",
            "hoping to get",
            "aiming to",
            "aiming for",
            "aims to",
            "goal is",
            "target is",
        ],
    )
}

/// Whether `statement` says its subject lives alone: "lives alone", "by
/// herself in Bradford", "on his own".
fn says_living_alone(statement: &str) -> bool {
    says_any_of(
        statement,
        &[
            "alone",
            "by herself",
            "by himself",
            "by themself",
            "by themselves",
            "on her own",
            "on his own",
            "on their own",
        ],
    )
}

/// Where the user's statement of living alone says they live, said
/// without the "alone": "The user lives on their own in Hull." → "The
/// user lives in Hull.".
fn where_one_lives_alone(statement: &str) -> Option<String> {
    let at = statement.rfind(" in ")?;
    let place: Vec<&str> = statement[at + " in ".len()..]
        .split_whitespace()
        .map(|w| w.trim_end_matches(['.', ',', '!', ';']))
        .take_while(|w| w.chars().next().is_some_and(char::is_uppercase))
        .collect();
    (!place.is_empty()).then(|| format!("The user lives in {}.", place.join(" ")))
}

/// Whether `statement` holds any of `phrases` (lowercase), in any case.
fn says_any_of(statement: &str, phrases: &[&str]) -> bool {
    let lower = statement.to_lowercase();
    phrases.iter().any(|p| lower.contains(p))
}

/// Whether `statement` tells a deed as done, and no plan: "ran", "went",
/// "finished", "did", a verb in "-ed", or being back from somewhere.
pub fn told_as_done(statement: &str) -> bool {
    const DONE: &[&str] = &[
        "ran",
        "went",
        "did",
        "done",
        "finished",
        "completed",
        "flew",
        "won",
        "came",
        "got",
        "took",
        "made",
        "saw",
        "smashed",
        "had",
        "gave",
        "born",
    ];
    let back_from = || {
        let lower = statement.to_lowercase();
        lower.contains("back from ") || lower.contains("home from ")
    };
    !says_a_plan(statement)
        && (back_from()
            || words(statement).any(|(_, w)| {
                let w = w.to_lowercase();
                DONE.contains(&w.as_str())
                    || (w.len() > 4 && w.ends_with("ed") && !w.ends_with("eed"))
            }))
}

/// How an event that took place is said to have gone: "went fine", "went
/// really well", "went off without a hitch".
const WENT_HOW: &[&str] = &[
    "well",
    "fine",
    "ok",
    "okay",
    "alright",
    "all right",
    "smoothly",
    "great",
    "badly",
    "brilliantly",
    "perfectly",
    "terribly",
    "horribly",
    "to plan",
    "according to plan",
    "really well",
    "very well",
    "so well",
    "pretty well",
    "quite well",
    "really badly",
    "better than expected",
    "off well",
    "off fine",
    "off ok",
    "off okay",
    "off without a hitch",
];

/// The words that name an event said to have gone some way, the event's
/// head last: "The knee operation went fine" → knee, operation; "The
/// user's interview went really well" → interview; "the viewing went ok"
/// → viewing. Said by a pronoun ("it went well") it names nothing.
pub fn event_that_went(statement: &str) -> Option<Vec<String>> {
    // Asked of every clause read: most have no "went", and pay no copy.
    if !statement.contains(" went ") {
        return None;
    }
    let lower = statement.to_lowercase();
    let at = lower.find(" went ")?;
    let how = &lower[at + " went ".len()..];
    let went_some_way = WENT_HOW.iter().any(|w| {
        how.strip_prefix(w)
            .is_some_and(|rest| !rest.starts_with(|c: char| c.is_alphanumeric()))
    });
    if !went_some_way {
        return None;
    }
    let before = &lower[..at];
    let named = ["the user's household's ", "the user's "]
        .iter()
        .find_map(|p| before.strip_prefix(p))
        .or_else(|| {
            ["the ", "my ", "our ", "his ", "her ", "their "]
                .iter()
                .find_map(|d| before.strip_prefix(d))
        })?;
    let words: Vec<String> = named
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()).to_string())
        .filter(|w| !w.is_empty() && !crate::text::is_stopword(w))
        .collect();
    (!words.is_empty() && words.len() <= 3 && named.split_whitespace().count() <= 4)
        .then_some(words)
}

/// What a statement says is finished, head last: "The user's shed is
/// finished" → shed; "The user's loft conversion is finally done" → loft,
/// conversion. Said by a pronoun ("it's done") it names nothing.
pub fn thing_finished(statement: &str) -> Option<Vec<String>> {
    // Asked of every clause read: most say none of these, and pay no copy.
    const DONE: &[&str] = &["finished", "completed", "complete", "done", "built"];
    if !DONE.iter().any(|d| statement.contains(d)) {
        return None;
    }
    let lower = statement.to_lowercase();
    let said = ["the user's household's ", "the user's "]
        .iter()
        .find_map(|p| lower.strip_prefix(p))
        .or_else(|| {
            ["the ", "my ", "our "]
                .iter()
                .find_map(|d| lower.strip_prefix(d))
        })?;
    let (at, verb) = ["'s ", " is ", " are ", "'re ", " has been ", " have been "]
        .iter()
        .filter_map(|v| said.find(v).map(|at| (at, *v)))
        .min_by_key(|(at, _)| *at)?;
    let mut rest = &said[at + verb.len()..];
    for adverb in [
        "all ",
        "finally ",
        "now ",
        "completely ",
        "properly ",
        "at last ",
    ] {
        rest = rest.strip_prefix(adverb).unwrap_or(rest);
    }
    // "done with dating apps" is a thing given up, read elsewhere.
    let finished = DONE.iter().any(|d| {
        rest.strip_prefix(d).is_some_and(|after| {
            !after.starts_with(|c: char| c.is_alphanumeric()) && !after.starts_with(" with")
        })
    });
    if !finished {
        return None;
    }
    let named = &said[..at];
    if named.starts_with("user") {
        return None;
    }
    let words: Vec<String> = named
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()).to_string())
        .filter(|w| !w.is_empty() && !crate::text::is_stopword(w))
        .collect();
    (!words.is_empty() && named.split_whitespace().count() <= 3).then_some(words)
}

/// Whether `statement` says something is under way, not yet done:
/// "halfway through building a shed", "in the middle of redoing the
/// bathroom", "working on a quilt".
fn says_under_way(statement: &str) -> bool {
    let lower = statement.to_lowercase();
    [
        "halfway through",
        "half way through",
        "in the middle of",
        "working on",
        "busy building",
        "busy making",
        "is building",
        "are building",
        "doing up",
        "renovating",
        "putting up",
        "still building",
        "still making",
    ]
    .iter()
    .any(|said| lower.contains(said))
}

/// Whether `statement` sets a time for what it tells: a weekday, a month,
/// a date ("the 14th"), "tomorrow", "next week".
fn sets_a_time(statement: &str) -> bool {
    words(statement).any(|(_, w)| {
        let w = w.to_lowercase();
        crate::text::is_time_word(&w)
            || ["st", "nd", "rd", "th"].iter().any(|s| {
                w.strip_suffix(s)
                    .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
            })
    })
}

/// The name a statement opens with when it says how that place or event
/// was: "Madeira was glorious", "Lisbon was a dream".
pub fn place_spoken_of_as_past(statement: &str) -> Option<&str> {
    let mut said = words(statement).map(|(_, w)| w);
    let first = said.next()?;
    let named = first.len() > 2
        && first.chars().next().is_some_and(char::is_uppercase)
        && first.chars().skip(1).all(char::is_lowercase)
        && !matches!(
            first,
            "The" | "This" | "That" | "Our" | "Their" | "His" | "Her"
        );
    (named && matches!(said.next(), Some("was" | "were"))).then_some(first)
}

/// The names `statement` holds beyond its first word and its subject's
/// own: "Edinburgh" in "The user ran Edinburgh in 3:52.".
fn names_in<'s>(statement: &'s str, subject: &str) -> Vec<&'s str> {
    words(statement)
        .skip(1)
        .map(|(_, w)| w)
        .filter(|w| {
            w.len() > 2
                && w.chars().next().is_some_and(char::is_uppercase)
                && w.chars().skip(1).all(char::is_lowercase)
                && !subject
                    .split_whitespace()
                    .any(|s| s.eq_ignore_ascii_case(w))
                && !crate::text::MONTHS.contains(&w.to_lowercase().as_str())
                && !crate::text::WEEKDAYS
                    .iter()
                    .any(|d| w.to_lowercase().starts_with(d))
        })
        .collect()
}

/// Two words joined by "and" that say one thing: "born and bred", "on and
/// off" after a comma are no list.
const PAIRS_SAID_AS_ONE: &[&str] = &[
    "born and bred",
    "on and off",
    "off and on",
    "now and then",
    "back and forth",
    "out and about",
    "up and running",
    "done and dusted",
    "safe and sound",
    "sick and tired",
];

/// `statement` without `object` when the object is one item of a list in
/// it ("Netflix and Disney Plus", "Disney Plus, Netflix and Now"), with its
/// "and" or comma: what is left of the list after one item ends. A name
/// runs on over the capitalised words after it ("Disney" is "Disney Plus").
fn without_listed(statement: &str, object: &[String]) -> Option<String> {
    let all: Vec<(usize, &str)> = words(statement).collect();
    if object.is_empty() {
        return None;
    }
    let find = |object: &[String]| {
        (0..all.len()).find(|&k| {
            object.iter().enumerate().all(|(j, o)| {
                all.get(k + j)
                    .is_some_and(|(_, w)| w.eq_ignore_ascii_case(o))
            })
        })
    };
    // "packed in the bar shifts" of "… and weekends behind the bar": the
    // first word named, when the whole is not said, inside a list's last
    // item.
    let at = match find(object) {
        Some(at) => at,
        None if object.len() > 1 => {
            let at = find(&object[..1])?;
            return a_last_item_cut(statement, all[at].0);
        }
        None => return None,
    };
    let mut last = at + object.len() - 1;
    let capitalised = |w: &str| w.chars().next().is_some_and(char::is_uppercase);
    if capitalised(all[at].1) {
        while all.get(last + 1).is_some_and(|(_, w)| capitalised(w)) {
            last += 1;
        }
    }
    let mut start = all[at].0;
    let end = all[last].0 + all[last].1.len();
    // "…, play bass for a covers band and brew …": the object ends an
    // item of several words, which goes whole, from the comma before it.
    let item_of_words = !([", ", " and ", " or "]
        .iter()
        .any(|s| statement[..start].ends_with(s)))
        && [" and ", ", and "]
            .iter()
            .any(|s| statement[end..].starts_with(s));
    if item_of_words {
        if let Some(comma) = statement[..start].rfind(", ") {
            let item = &statement[comma + 2..start];
            if item.split_whitespace().count() <= 6 && !item.contains(['.', ';', '!', '?']) {
                start = comma + 2;
            }
        }
    }
    let (before, after) = (&statement[..start], &statement[end..]);
    // "Marcus and the user have been together": a couple, not a list; what
    // ends is the whole of it.
    let the_speaker = |s: &str| s.trim_start().to_lowercase().starts_with("the user");
    if after.strip_prefix(" and ").is_some_and(the_speaker)
        || before.to_lowercase().ends_with("the user and ")
    {
        return None;
    }
    let cut = if let (Some(kept), Some(rest)) =
        (before.strip_suffix(", "), after.strip_prefix(", and "))
    {
        // "A, OBJ, and C" → "A and C".
        format!("{kept} and {rest}")
    } else if let (Some(kept), true) = (before.strip_suffix(", "), after.starts_with(" and ")) {
        // "A, OBJ and C" → "A and C".
        format!("{kept}{after}")
    } else if let Some(kept) = before.strip_suffix(" and ") {
        // "A, B and OBJ": B and the "and" close the list instead.
        match kept.rfind(", ") {
            Some(comma) if !kept[comma..].contains(" and ") => {
                format!("{} and {}{after}", &kept[..comma], &kept[comma + 2..])
            }
            _ => format!("{kept}{after}"),
        }
    } else if let Some(rest) = after.strip_prefix(" and ") {
        format!("{before}{rest}")
    } else if let Some(rest) = after
        .strip_prefix(", ")
        // "OBJ, B and C": a comma is a list's only when an "and" ends it
        // ("a bank, in the credit department" is no list), its next item is
        // a name when the object is one ("Cardiff, born and bred" is no
        // list of places), and it is no pair said as one ("on and off").
        .filter(|rest| {
            let clause_end = rest.find(['.', ';', '!', '?']).unwrap_or(rest.len());
            let list = &rest[..clause_end];
            let next_is_a_name = list.split_whitespace().next().is_some_and(capitalised);
            list.contains(" and ")
                && !list.contains(", ")
                && next_is_a_name == capitalised(all[at].1)
                && !PAIRS_SAID_AS_ONE
                    .iter()
                    .any(|pair| list.to_lowercase().starts_with(pair))
        })
    {
        format!("{before}{rest}")
    } else {
        a_days_item_cut(before, after).or_else(|| a_last_item_cut(statement, start))?
    };
    Some(cut)
}

/// "…, days at a call centre and weekends behind the bar at the Swan"
/// without the bar: the object inside the last item of a list, after its
/// "and", takes the item with it to the end of the sentence. Only a list
/// opened after a comma, with an item of a few words.
fn a_last_item_cut(statement: &str, object_at: usize) -> Option<String> {
    let and = statement[..object_at].rfind(" and ")?;
    let item_start = and + " and ".len();
    if statement[item_start..object_at].contains([',', ';', '.', '!', '?']) {
        return None;
    }
    let item_end = statement[object_at..]
        .find(['.', ';', '!', '?', ','])
        .map_or(statement.len(), |e| object_at + e);
    let item = &statement[item_start..item_end];
    let opened_after_a_comma = statement[..and].contains(", ");
    (opened_after_a_comma && item.split_whitespace().count() <= 8)
        .then(|| format!("{}{}", &statement[..and], &statement[item_end..]))
}

/// "Mondays five-a-side, Thursdays squash" without the squash: a week
/// said as comma-separated items, each with its day, loses the object's
/// item and its comma ("Mondays five-a-side").
fn a_days_item_cut(before: &str, after: &str) -> Option<String> {
    let names_a_day = |s: &str| {
        words(s).any(|(_, w)| {
            let w = w.to_lowercase();
            crate::text::WEEKDAYS.iter().any(|d| w.starts_with(d))
        })
    };
    let comma = before.rfind(", ")?;
    let (kept, item_before) = (&before[..comma], &before[comma + 2..]);
    let item_end = after.find([',', '.', ';', '!', '?']).unwrap_or(after.len());
    let item = format!("{item_before}{}", &after[..item_end]);
    let previous_item = &kept[kept.rfind(", ").map_or(0, |c| c + 2)..];
    (names_a_day(&item)
        && names_a_day(previous_item)
        && item.split_whitespace().count() <= 5
        && !item.contains(" and "))
    .then(|| format!("{kept}{}", &after[item_end..]))
}

/// The name a retraction says is gone, when it names someone and no
/// attribute ("Pepper died", "me and Jake broke up"): what was said of
/// them under any subject ends with it.
pub fn someone_gone(r: &Retraction) -> Option<&str> {
    r.value.as_deref().filter(|v| {
        r.attribute.is_none()
            && ((v.chars().next().is_some_and(char::is_uppercase) && !v.contains(' '))
                || a_partner_by_relation(v))
    })
}

/// Whether `statement` is said of the user's household ("we sold the
/// Mondeo" → "The user's household sold the Mondeo."), as the extractor
/// writes "we".
pub fn said_of_the_household(statement: &str) -> bool {
    statement.starts_with("The user's household ")
}

/// The attribute a break-up is said under.
pub const RELATIONSHIP: &str = "relationship_status";

/// Whether `statement` names `name`, a single name, beside a
/// partner's relation: "The user's boyfriend Callum is taking the user to
/// Skye." names Callum as the partner; "Callum works in Leith." does not.
fn names_them_as_the_partner(statement: &str, name: &str) -> bool {
    !name.contains(' ')
        && words(statement).any(|(_, w)| {
            w.trim_end_matches("'s")
                .trim_end_matches("\u{2019}s")
                .eq_ignore_ascii_case(name)
        })
        && PARTNERS.iter().any(|p| statement_mentions(statement, p))
}

/// The partners a break-up ends when no name was said: "the user's
/// boyfriend" is in "The user's boyfriend Marco is a chef." and in "Marco
/// (the user's boyfriend) works nights.".
pub const PARTNERS: &[&str] = &[
    "boyfriend",
    "girlfriend",
    "partner",
    "husband",
    "wife",
    "fiance",
    "fiancee",
];

/// Whether `value` is someone's partner named by relation ("the user's
/// boyfriend", "Maria's husband").
fn a_partner_by_relation(value: &str) -> bool {
    value
        .rsplit_once("'s ")
        .is_some_and(|(_, rel)| PARTNERS.contains(&rel))
}

/// Whether every word of `needle` is, by its stem, a word of `statement`:
/// "no more nights" names "The user works nights on the ward.".
pub fn statement_mentions(statement: &str, needle: &str) -> bool {
    let said: Vec<String> = words(statement)
        .map(|(_, w)| crate::text::stem(&w.to_lowercase()))
        .collect();
    let mut any = false;
    let all = words(needle).all(|(_, w)| {
        any = true;
        said.contains(&crate::text::stem(&w.to_lowercase()))
    });
    any && all
}

struct Working<'a, 'm> {
    ctx: &'a ReconcileContext<'a>,
    facts: Vec<Fact>,
    /// Indices into `facts` that changed or are new.
    touched: Vec<bool>,
    decisions: Vec<Decision>,
    mint: &'m mut dyn FnMut() -> FactId,
    /// Indices of the facts made from endings ("the iPhone died"), so a
    /// new value of the same one-valued attribute said in the same turn
    /// ("so I've gone over to a Samsung") replaces the ending too.
    endings: Vec<usize>,
}

impl Working<'_, '_> {
    fn touch(&mut self, i: usize) {
        self.facts[i].revision += 1;
        self.touched[i] = true;
    }

    fn decide(
        &mut self,
        action: AuditAction,
        target: String,
        reason: String,
        evidence: &EpisodeId,
    ) {
        self.decisions.push(Decision {
            action,
            target,
            reason,
            evidence: vec![evidence.clone()],
        });
    }

    fn current(&self, subject: &[String], attribute: &str) -> Vec<usize> {
        self.facts
            .iter()
            .enumerate()
            .filter(|(_, f)| {
                f.status == FactStatus::Active
                    && subject.contains(&f.subject.key)
                    && f.predicate == attribute
            })
            .map(|(i, _)| i)
            .collect()
    }

    /// The subject keys that name the same one as `subject`: itself, and
    /// "the user's brother" and "sam" when a statement calls Sam the user's
    /// brother and calls no one else that. People are introduced by name
    /// once and spoken of by relation after ("my brother's moved").
    /// `statement` is the new one's: "Glen, the user's husband, …" says
    /// so itself.
    fn keys_of(&self, subject: &Subject, statement: &str) -> Vec<String> {
        let mut keys = vec![subject.key.clone()];
        if subject.is_user() {
            return keys;
        }
        // Each relation said of a named subject, as (relation, subject key).
        let mut named: Vec<(String, &str)> = Vec::new();
        let said = self
            .facts
            .iter()
            .map(|f| (&f.subject, f.statement.as_str()))
            .chain(std::iter::once((subject, statement)));
        for (who, statement) in said {
            if who.is_user() || who.key.starts_with(RELATIVE_PREFIX) {
                continue;
            }
            if let Some(rel) = relation_said_of(statement, &who.display) {
                if !named.iter().any(|(r, k)| *r == rel && *k == who.key) {
                    named.push((rel, who.key.as_str()));
                }
            }
        }
        let only = |rel: &str| {
            let mut of: Vec<&str> = named
                .iter()
                .filter(|(r, _)| r == rel)
                .map(|(_, k)| *k)
                .collect();
            of.dedup();
            (of.len() == 1).then(|| of[0].to_string())
        };
        if let Some(rel) = subject.key.strip_prefix(RELATIVE_PREFIX) {
            keys.extend(only(rel));
        } else {
            for (rel, key) in &named {
                if *key == subject.key && only(rel).is_some() {
                    let relative = format!("{RELATIVE_PREFIX}{rel}");
                    if !keys.contains(&relative) {
                        keys.push(relative);
                    }
                }
            }
        }
        keys
    }

    fn assert(&mut self, c: &FactCandidate, entry: &LedgerEntry) {
        if c.confidence < self.ctx.policy.min_confidence {
            let reason = format!(
                "confidence {:.2} is below the admission threshold {:.2}",
                c.confidence, self.ctx.policy.min_confidence
            );
            self.decide(
                AuditAction::ProposalRejected,
                format!("proposal for {}", c.attribute),
                reason,
                &entry.evidence,
            );
            return;
        }
        if attribute::sensitivity(&c.attribute) == Sensitivity::Secret {
            let reason = "secrets are never stored".to_string();
            self.decide(
                AuditAction::ProposalRejected,
                format!("proposal for {}", c.attribute),
                reason,
                &entry.evidence,
            );
            return;
        }
        let keys = self.keys_of(&c.subject, &c.statement);
        let of_its_kind;
        let c = match self.favourite_kind_of(c, &keys) {
            Some(kind) => {
                of_its_kind = FactCandidate {
                    attribute: kind,
                    ..c.clone()
                };
                &of_its_kind
            }
            None => c,
        };
        let value_key = c.value.key();
        let same_slot = self.current(&keys, &c.attribute);

        // The same value said again (a retraction that names the value
        // ends it; it never reinforces it). A change that says more than
        // the fact holding its value replaces it instead: "renting a place
        // in Galway city now" after "lives just outside Galway".
        if let Some(&i) = same_slot
            .iter()
            .find(|&&i| self.facts[i].value.key() == value_key)
            .filter(|&&i| {
                c.cue != Cue::Retraction
                    && !(c.cue == Cue::Change
                        && says_more_than(&c.statement, &self.facts[i].statement))
                    && !turned_round(&c.statement, &self.facts[i], &entry.evidence)
            })
        {
            let fact = &mut self.facts[i];
            fact.reinforcements += 1;
            fact.last_seen = entry.said_at;
            if !fact.evidence.contains(&entry.evidence) {
                fact.evidence.push(entry.evidence.clone());
            }
            if c.explicitness > fact.explicitness {
                fact.explicitness = c.explicitness;
            }
            fact.confidence = fact.confidence.max(c.confidence);
            // A temporary fact restated with a new window takes the new one.
            fact.scope = c.scope.clone();
            let id = fact.id.to_string();
            self.touch(i);
            self.decide(
                AuditAction::FactReinforced,
                id,
                "the same value was said again".into(),
                &entry.evidence,
            );
            return;
        }

        // What the new value displaces: the other values of a one-valued
        // attribute said in another turn ("I live in Leeds, in Headingley"
        // is one place, said twice), and the same value of the opposite
        // attribute.
        let mut displaced: Vec<usize> = Vec::new();
        // The user's own "lives alone in Hull", ended by someone moving in:
        // where they live still holds.
        let mut no_longer_alone: Vec<usize> = Vec::new();
        // A retraction is no new value: what it ends, it names (below).
        // Nor is what is not so yet ("not married yet" leaves the
        // engagement and the wedding next summer as they are).
        if attribute::cardinality(&c.attribute) == Cardinality::One
            && c.cue != Cue::Retraction
            && !says_not_yet(&c.statement)
        {
            displaced.extend(
                same_slot
                    .iter()
                    .copied()
                    .filter(|&i| !self.facts[i].evidence.contains(&entry.evidence)),
            );
        }
        // "hooked on podcasts now" after "couldn't get into podcasts": the
        // same value said the other way round, in another turn, ends what
        // was said before.
        displaced.extend(same_slot.iter().copied().filter(|&i| {
            self.facts[i].value.key() == value_key
                && c.cue != Cue::Retraction
                && turned_round(&c.statement, &self.facts[i], &entry.evidence)
        }));
        // "allergic to kiwi now" after "I don't have any allergies": a
        // value of a many-valued attribute ends the statement that it had
        // none.
        if c.cue != Cue::Retraction && !says_not(&c.statement) {
            displaced.extend(same_slot.iter().copied().filter(|&i| {
                says_none(&self.facts[i].statement)
                    || says_none_of(&self.facts[i].statement, &c.attribute)
            }));
            // "eats anything, no allergies" held as the diet: the none said
            // in passing of another slot ends as well.
            displaced.extend(
                self.facts
                    .iter()
                    .enumerate()
                    .filter(|(_, f)| {
                        f.status == FactStatus::Active
                            && keys.contains(&f.subject.key)
                            && f.predicate != c.attribute
                            && says_none_of(&f.statement, &c.attribute)
                    })
                    .map(|(i, _)| i),
            );
        }
        // "we've set the date: 3 October" after "engaged, no date set
        // yet": what was not so yet is so now, said in another turn with a
        // word in common.
        if c.cue != Cue::Retraction && !says_not(&c.statement) {
            let own = terms_about(&c.statement, &c.subject);
            displaced.extend(self.earlier_of(c, entry).into_iter().filter(|&i| {
                let old = &self.facts[i].statement;
                says_not_yet(old)
                    && terms_about(old, &c.subject).iter().any(|t| {
                        own.contains(t)
                            && crate::text::number(t).is_none()
                            && !crate::text::is_time_word(t)
                    })
            }));
        }
        // "went plant-based last month" after "loves a good burger": a diet
        // that rules a food out ends a taste for it.
        if c.attribute == "diet" && c.cue != Cue::Retraction && !says_not(&c.statement) {
            let ruled_out = attribute::ruled_out_by_diet(&c.statement);
            if !ruled_out.is_empty() {
                displaced.extend(self.active_where(|f| {
                    keys.contains(&f.subject.key)
                        && !f.evidence.contains(&entry.evidence)
                        && attribute::TASTES_A_DIET_ENDS.contains(&f.predicate.as_str())
                        && ruled_out
                            .iter()
                            .any(|food| attribute::in_category(&f.statement, food))
                }));
            }
        }
        // "we got a puppy, Toffee" after "we've never had pets": having one
        // ends having none, of the same subject and attribute.
        // Only of things one has or has not at all: "no time for golf" is
        // no hobby that tennis ends.
        if c.cue != Cue::Retraction
            && !says_not(&c.statement)
            && matches!(
                c.attribute.as_str(),
                "pet" | "allergy" | "number_of_children" | "vehicle" | "health"
            )
        {
            displaced.extend(self.active_where(|f| {
                keys.contains(&f.subject.key)
                    && f.predicate == c.attribute
                    && !f.evidence.contains(&entry.evidence)
                    && says_it_has_none(&f.statement)
            }));
        }
        // "the company's gone fully remote" after "commutes to the Canary
        // Wharf office": working from home for good ends the way to work.
        if matches!(
            c.attribute.as_str(),
            "office_days" | "working_hours" | "job"
        ) && works_fully_from_home(&c.statement)
        {
            displaced.extend(self.active_where(|f| {
                f.subject.is_user()
                    && f.predicate == "commute"
                    && !f.evidence.contains(&entry.evidence)
            }));
        }
        // "Anika's eating broccoli now" after "Anika won't touch
        // vegetables": a member of a category now had ends refusing it.
        if c.cue == Cue::Change && !says_not(&c.statement) {
            displaced.extend(self.active_where(|f| {
                keys.contains(&f.subject.key)
                    && !f.evidence.contains(&entry.evidence)
                    && says_not(&f.statement)
                    && words(&f.statement).any(|(_, w)| {
                        attribute::is_category_name(w) && attribute::in_category(&c.statement, w)
                    })
            }));
        }
        // "cut out gluten, I'm coeliac" after "I'll eat whatever's going":
        // a food now avoided ends saying the subject eats anything.
        if matches!(c.attribute.as_str(), "diet" | "allergy")
            && !attribute::says_it_eats_anything(&c.statement)
        {
            displaced.extend(self.active_where(|f| {
                keys.contains(&f.subject.key)
                    && !f.evidence.contains(&entry.evidence)
                    && attribute::says_it_eats_anything(&f.statement)
            }));
        }
        if let Some(opposite) = attribute::opposite(&c.attribute) {
            displaced.extend(
                self.current(&keys, opposite)
                    .into_iter()
                    .filter(|&i| self.facts[i].value.key() == value_key),
            );
        }
        // "Ran Edinburgh in 3:52" after "planning to run the Edinburgh
        // marathon": a plan told as done is a plan no more.
        // "got my allotment at last" after "on the waiting list for an
        // allotment": a wait is over when what was waited for comes.
        // "Madeira was glorious": a place spoken of in the past is a trip
        // taken.
        let spoken_of_as_past = place_spoken_of_as_past(&c.statement);
        if let Some(place) = spoken_of_as_past {
            // The place may be taken for someone of that name: the plan
            // is whoever's said it, this session's or not.
            // Only where the plan went to the place ("off to Madeira"), not
            // a plan with someone of that name ("seeing Chloe on Friday").
            displaced.extend(self.active_where(|f| {
                !f.evidence.contains(&entry.evidence)
                    && says_a_plan(&f.statement)
                    && words(&f.statement)
                        .map(|(_, w)| w)
                        .collect::<Vec<_>>()
                        .windows(2)
                        .any(|pair| {
                            matches!(pair[0], "to" | "in" | "at" | "visit" | "visiting")
                                && pair[1] == place
                        })
            }));
        }
        // "the shed's finished" after "halfway through building a shed":
        // a thing under way, told finished, is under way no more.
        if let Some(thing) = thing_finished(&c.statement) {
            let head = thing.last().map_or("", String::as_str);
            displaced.extend(self.earlier_of(c, entry).into_iter().filter(|&i| {
                let old = &self.facts[i].statement;
                statement_mentions(old, head) && says_under_way(old)
            }));
        }
        // "the knee op went fine" after "my knee operation is on the
        // 14th": an event that took place is no appointment to come.
        if let Some(event) = event_that_went(&c.statement) {
            let head = event.last().map_or("", String::as_str);
            displaced.extend(self.earlier_of(c, entry).into_iter().filter(|&i| {
                let old = &self.facts[i].statement;
                statement_mentions(old, head)
                    && (sets_a_time(old) || says_a_plan(old))
                    && event_that_went(old).is_none()
            }));
        }
        if told_as_done(&c.statement) || spoken_of_as_past.is_some() {
            let mut names = names_in(&c.statement, &c.subject.display);
            names.extend(spoken_of_as_past);
            let own = terms_about(&c.statement, &c.subject);
            displaced.extend(self.earlier_of(c, entry).into_iter().filter(|&i| {
                let old = &self.facts[i].statement;
                (says_a_plan(old) && names.iter().any(|n| words(old).any(|(_, w)| w == *n)))
                    || (says_a_wait(old)
                        && (terms_about(old, &c.subject).iter().any(|t| own.contains(t))
                            || tells_a_birth(&c.statement)))
            }));
        }
        // "Tom's qualified and he's working for a plumbing firm": a job
        // taken on qualifying ends the study that led to it.
        if c.attribute == "job" && c.cue != Cue::Retraction && qualified(&c.statement) {
            displaced.extend(
                self.current(&keys, "study")
                    .into_iter()
                    .filter(|&i| !self.facts[i].evidence.contains(&entry.evidence)),
            );
        }
        // "Dan's moved in with the user": the user lives alone no more, and
        // nor does whoever moved in ("Mum's by herself in Bradford").
        if c.attribute == "lives_in" && c.cue == Cue::Change {
            let user = Subject::user().key;
            let in_with_the_user = says_any_of(
                &c.statement,
                &[
                    "in with the user",
                    "living with the user",
                    "lives with the user",
                ],
            );
            let theirs = self.active_where(|f| {
                !f.evidence.contains(&entry.evidence)
                    && says_living_alone(&f.statement)
                    && keys.contains(&f.subject.key)
            });
            let the_users = self.active_where(|f| {
                in_with_the_user
                    && !f.evidence.contains(&entry.evidence)
                    && says_living_alone(&f.statement)
                    && f.subject.key == user
                    && f.predicate == "lives_in"
            });
            displaced.extend(theirs);
            displaced.extend(the_users.iter().copied());
            no_longer_alone.extend(the_users);
        }
        // A move ends a stay, whatever its place.
        if c.cue == Cue::Change {
            for ended in attribute::ended_by_a_change_of(&c.attribute) {
                displaced.extend(
                    self.current(&keys, ended)
                        .into_iter()
                        .filter(|&i| !self.facts[i].evidence.contains(&entry.evidence)),
                );
            }
        }
        if let Some(&stronger) = displaced
            .iter()
            .find(|&&i| self.facts[i].explicitness > c.explicitness)
        {
            let reason = format!(
                "a {:?} value may not replace fact {}, which the user said more explicitly",
                c.explicitness, self.facts[stronger].id
            );
            self.decide(
                AuditAction::ProposalRejected,
                format!("proposal for {}", c.attribute),
                reason,
                &entry.evidence,
            );
            return;
        }

        // What the wording replaces or ends beyond its own attribute.
        let mut ended: Vec<usize> = Vec::new();
        let mut swapped: Option<(usize, String)> = None;
        match c.cue {
            Cue::None => {}
            // A correction replaces what it is like; failing that, what this
            // session said last.
            Cue::Correction => {
                let (replaced, swap) = self.replaced_by(c, entry);
                let fallback = self
                    .latest_of_session(entry)
                    .filter(|_| replaced.is_empty());
                for i in replaced.into_iter().chain(fallback) {
                    if !displaced.contains(&i) {
                        displaced.push(i);
                    }
                }
                swapped = swap;
            }
            Cue::Retraction => ended = self.ended_by(c, entry),
            Cue::Change => {
                let (replaced, swap) = self.replaced_by(c, entry);
                for i in replaced {
                    if !displaced.contains(&i) {
                        displaced.push(i);
                    }
                }
                // "the iPhone died, so I've gone over to a Samsung": the
                // ending said just before of the one thing held is history
                // the new value replaces.
                if !attribute::is_open_slot(&c.attribute)
                    && attribute::cardinality(&c.attribute) == Cardinality::One
                {
                    for &i in &self.endings {
                        let f = &self.facts[i];
                        if f.status == FactStatus::Active
                            && f.predicate == c.attribute
                            && f.subject.key == c.subject.key
                            && f.evidence.contains(&entry.evidence)
                            && !displaced.contains(&i)
                        {
                            displaced.push(i);
                        }
                    }
                }
                // "book club has moved to the last Monday, at Sue's house"
                // after "meets on the first Thursday at the library": a
                // change naming more than the one value swapped says the
                // whole of it; the old statement with Monday for Thursday
                // would keep the library.
                swapped = swap
                    .filter(|(_, s)| !names_a_fresh_value(&c.statement, &[s], &c.subject.display));
            }
        }

        // What a consolidator said this replaces: only a current statement
        // about the same one, said in another turn.
        if !c.replaces.is_empty() {
            for i in self.earlier_of(c, entry) {
                if c.replaces.contains(&self.facts[i].id) && !displaced.contains(&i) {
                    displaced.push(i);
                }
            }
        }

        let mut candidate = c.clone();
        if c.cue != Cue::None || !c.replaces.is_empty() {
            // A plan carried out names what is so now ("moved into the
            // sheltered housing in Harrogate" after deciding to): its words
            // are no value replaced. A plan that fell through is ended, and
            // its words are.
            let previous: Vec<&str> = displaced
                .iter()
                .chain(&ended)
                .map(|&i| self.facts[i].statement.as_str())
                .filter(|old| {
                    c.cue == Cue::Retraction
                        || !(says_a_plan(old) || says_any_of(old, &["decided to", "deciding to"]))
                })
                .collect();
            // What the swapped statement still says is kept, not replaced.
            // So is the value it names ("Galway" in "renting in Galway city
            // now", after "lives just outside Galway").
            let mut kept = swapped.as_ref().map_or(String::new(), |(_, s)| s.clone());
            // A retraction's value is what ended, not something kept.
            let value = c.value.as_text();
            if c.cue != Cue::Retraction && value.split_whitespace().count() <= 3 {
                kept.push(' ');
                kept.push_str(&value);
            }
            // A new level in a language is still about that language.
            if let Some((language, _)) = attribute::language_level(&c.statement) {
                kept.push(' ');
                kept.push_str(language);
            }
            // A change that names nothing new restates the same thing in a
            // new state ("officially an Irish citizen" after "applied for
            // Irish citizenship"): its names stay. What a retraction names
            // is always what ended.
            if c.cue == Cue::Retraction
                || names_a_fresh_value(&c.statement, &previous, &c.subject.display)
            {
                candidate.statement =
                    mask_replaced(&c.statement, &previous, &c.subject.display, &kept);
            }
            if !previous.is_empty() {
                candidate.statement = mask_swapped_out(&candidate.statement, &previous);
            }
            // "packed in the keto thing": what a retraction ended is masked
            // in its words too, lowercase or not, when it ended something
            // that said it.
            if c.cue == Cue::Retraction && !previous.is_empty() {
                candidate.statement = mask_ended(
                    &candidate.statement,
                    &c.object,
                    &previous,
                    &c.subject.display,
                );
            }
            // "my new car's a Jazz, the Micra finally died": what the
            // retraction names was already replaced this session, so it
            // ends nothing itself; it still must not say the name again.
            // Only a name said as one (capitalised) is masked so: "stepped
            // down to assistant manager" still says what the user is now.
            let names_said: Vec<String> = c
                .object
                .iter()
                .filter(|o| {
                    words(&c.statement).skip(1).any(|(_, w)| {
                        w.eq_ignore_ascii_case(o) && w.starts_with(char::is_uppercase)
                    })
                })
                .cloned()
                .collect();
            if c.cue == Cue::Retraction && previous.is_empty() && !names_said.is_empty() {
                let gone_this_session: Vec<&str> = self
                    .facts
                    .iter()
                    .zip(&self.touched)
                    .filter(|(f, &touched)| {
                        touched
                            && f.status != FactStatus::Active
                            && f.subject.key == c.subject.key
                            && names_said
                                .iter()
                                .any(|o| statement_mentions(&f.statement, o))
                    })
                    .map(|(f, _)| f.statement.as_str())
                    .collect();
                if !gone_this_session.is_empty() {
                    candidate.statement = mask_ended(
                        &candidate.statement,
                        &names_said,
                        &gone_this_session,
                        &c.subject.display,
                    );
                }
            }
        }
        // "a physio, not a nurse": the value denied, read above for what
        // the change replaced, is not said again by what is now so.
        if c.cue == Cue::Change {
            candidate.statement = without_the_value_denied(&candidate.statement);
        }
        let supersedes = displaced
            .iter()
            .map(|&i| self.facts[i].id.clone())
            .collect();
        // "switched the wedding to Galgorm, same date": the date the old
        // statement gave is still said.
        if let Some(&i) = displaced.first() {
            if let Some(kept) = kept_when(&candidate.statement, &self.facts[i].statement) {
                let body = candidate.statement.trim_end_matches('.').to_string();
                candidate.statement = format!("{body} ({kept}).");
            }
        }
        let id = self.create(&candidate, entry, supersedes);
        if c.cue == Cue::Retraction {
            self.endings.push(self.facts.len() - 1);
        }
        for &i in &displaced {
            self.supersede(i, &id, &c.attribute, entry);
        }
        for &i in &ended {
            self.retire(i, format!("ended by fact {id}, which withdrew it"), entry);
        }
        // "we cancelled Disney Plus" after "we've got Netflix and Disney
        // Plus": the rest of the list still holds.
        for &i in &ended {
            if let Some(rest) = without_listed(&self.facts[i].statement, &c.object) {
                let remnant = FactCandidate {
                    attribute: self.facts[i].predicate.clone(),
                    value: crate::fact::FactValue::Text(rest.clone()),
                    statement: rest,
                    cue: Cue::None,
                    object: Vec::new(),
                    replaces: Vec::new(),
                    ..c.clone()
                };
                self.create(&remnant, entry, vec![self.facts[i].id.clone()]);
            }
        }
        for &i in &no_longer_alone {
            if let Some(rest) = where_one_lives_alone(&self.facts[i].statement) {
                let remnant = FactCandidate {
                    subject: self.facts[i].subject.clone(),
                    attribute: self.facts[i].predicate.clone(),
                    value: crate::fact::FactValue::Text(rest.clone()),
                    statement: rest,
                    cue: Cue::None,
                    object: Vec::new(),
                    replaces: Vec::new(),
                    ..c.clone()
                };
                self.create(&remnant, entry, vec![self.facts[i].id.clone()]);
            }
        }
        // "The trip's moved to November": the old plan's other details
        // still hold, with the new value.
        if let Some((old, statement)) = swapped {
            let derived = FactCandidate {
                attribute: self.facts[old].predicate.clone(),
                value: crate::fact::FactValue::Text(statement.clone()),
                statement,
                cue: Cue::None,
                object: Vec::new(),
                replaces: Vec::new(),
                ..c.clone()
            };
            self.create(&derived, entry, vec![self.facts[old].id.clone()]);
        }
    }

    /// Mark fact `i` retracted, for `reason`.
    fn retire(&mut self, i: usize, reason: String, entry: &LedgerEntry) {
        let fact = &mut self.facts[i];
        fact.status = FactStatus::Retracted;
        fact.last_seen = entry.said_at;
        let id = fact.id.to_string();
        self.touch(i);
        self.decide(AuditAction::FactRetracted, id, reason, &entry.evidence);
    }

    /// Mark fact `i` superseded by `by`.
    fn supersede(&mut self, i: usize, by: &FactId, attribute: &str, entry: &LedgerEntry) {
        let old = &mut self.facts[i];
        old.status = FactStatus::Superseded;
        old.superseded_by = Some(by.clone());
        let old_id = old.id.to_string();
        self.touch(i);
        self.decide(
            AuditAction::FactSuperseded,
            old_id,
            format!("replaced by fact {by}, a newer value of {attribute}"),
            &entry.evidence,
        );
    }

    /// Create an active fact from `c`; returns its id.
    fn create(
        &mut self,
        c: &FactCandidate,
        entry: &LedgerEntry,
        supersedes: Vec<FactId>,
    ) -> FactId {
        let id = (self.mint)();
        let new = Fact {
            id: id.clone(),
            user: self.ctx.user.clone(),
            subject: c.subject.clone(),
            predicate: c.attribute.clone(),
            value: c.value.clone(),
            statement: c.statement.clone(),
            kind: attribute::kind_of(&c.attribute),
            status: FactStatus::Active,
            confidence: if c.commanded { 1.0 } else { c.confidence },
            explicitness: c.explicitness,
            scope: c.scope.clone(),
            evidence: vec![entry.evidence.clone()],
            session: self.ctx.session.clone(),
            reinforcements: 0,
            first_seen: entry.said_at,
            last_seen: entry.said_at,
            sensitivity: attribute::sensitivity(&c.attribute),
            supersedes,
            superseded_by: None,
            revision: 0,
        };
        self.facts.push(new);
        self.touched.push(false);
        let i = self.facts.len() - 1;
        self.touch(i);
        let reason = if c.commanded {
            "the user asked for it to be remembered"
        } else {
            "newly said"
        };
        self.decide(
            AuditAction::FactCreated,
            id.to_string(),
            reason.into(),
            &entry.evidence,
        );
        id
    }

    /// Current facts of `subject` said in another turn than `entry`.
    fn earlier_of(&self, c: &FactCandidate, entry: &LedgerEntry) -> Vec<usize> {
        let keys = self.keys_of(&c.subject, &c.statement);
        self.active_where(|f| {
            keys.contains(&f.subject.key) && !f.evidence.contains(&entry.evidence)
        })
    }

    /// Indices of the active facts for which `keep` holds.
    /// The kind of a favourite said without one ("Fontaines D.C. are my
    /// favourite now"): that of the subject's current favourites, when
    /// they are all of one kind.
    fn favourite_kind_of(&self, c: &FactCandidate, keys: &[String]) -> Option<String> {
        if c.attribute != attribute::FAVOURITE_OF_NO_KIND {
            return None;
        }
        let mut kinds = self
            .facts
            .iter()
            .filter(|f| {
                f.status == FactStatus::Active
                    && keys.contains(&f.subject.key)
                    && attribute::favourite_kind(&f.predicate)
            })
            .map(|f| f.predicate.as_str());
        let kind = kinds.next()?;
        kinds.all(|k| k == kind).then(|| kind.to_string())
    }

    fn active_where(&self, keep: impl Fn(&Fact) -> bool) -> Vec<usize> {
        self.facts
            .iter()
            .enumerate()
            .filter(|(_, f)| f.status == FactStatus::Active && keep(f))
            .map(|(i, _)| i)
            .collect()
    }

    /// The fact this session stated last, before `entry`'s turn: what a
    /// correction corrects.
    fn latest_of_session(&self, entry: &LedgerEntry) -> Option<usize> {
        self.facts
            .iter()
            .enumerate()
            .filter(|(_, f)| {
                f.status == FactStatus::Active
                    && f.session == *self.ctx.session
                    && !f.evidence.contains(&entry.evidence)
            })
            .max_by_key(|(i, f)| (f.last_seen, *i))
            .map(|(i, _)| i)
    }

    /// What a retraction ends: earlier statements about the same subject
    /// that are like it, share two content words with it, or name what it
    /// names ("gave up climbing" ends "climbs at the wall on Thursdays").
    fn ended_by(&self, c: &FactCandidate, entry: &LedgerEntry) -> Vec<usize> {
        let own = terms_about(&c.statement, &c.subject);
        let object: Vec<String> = c
            .object
            .iter()
            .map(|w| prefix5(&crate::text::stem(&w.to_lowercase())))
            .collect();
        // "I used to be vegan", "was vegan for two years at uni": a state
        // said as former ends only what names it, never whatever the slot
        // holds now ("eats meat" stays).
        let one_valued = !attribute::is_open_slot(&c.attribute)
            && attribute::cardinality(&c.attribute) == Cardinality::One
            && (c.object.is_empty() || !says_a_former_state(&c.statement));
        // "I used to live in Bristol": a retraction that names a place or
        // a name ends only what was said with that name.
        let names: Vec<&String> = c
            .object
            .iter()
            .filter(|w| {
                let w = w.to_lowercase();
                !crate::text::is_time_word(&w)
                    && !matches!(
                        w.as_str(),
                        "christmas"
                            | "xmas"
                            | "easter"
                            | "diwali"
                            | "eid"
                            | "hanukkah"
                            | "thanksgiving"
                            | "halloween"
                    )
            })
            .filter(|w| {
                words(&c.statement).skip(1).any(|(_, said)| {
                    said.eq_ignore_ascii_case(w)
                        && said.chars().next().is_some_and(char::is_uppercase)
                })
            })
            .collect();
        // A whole category said with no object named ("been off the
        // booze since January"), or the last one named ("stopped drinking
        // coffee" names coffee, not drinking; "my knee's fine now" the knee
        // and the crutches it needed).
        let categories: Vec<&str> = if object.is_empty() {
            words(&c.statement)
                .map(|(_, w)| w)
                .filter(|w| attribute::is_category_name(w))
                .collect()
        } else {
            c.object
                .iter()
                .rev()
                .find(|w| attribute::is_category_name(w))
                .map(String::as_str)
                .into_iter()
                .collect()
        };
        let compared = without_relation_aside(&c.statement);
        self.earlier_of(c, entry)
            .into_iter()
            .filter(|&i| {
                let f = &self.facts[i];
                let sim = self.ctx.similarity.similarity(&f.statement, &compared);
                // What the statement is about, by the thesaurus too: "I
                // don't drink anymore" ends "a glass of Rioja with dinner".
                let theirs = content_terms(&format!(
                    "{} {}",
                    f.statement,
                    attribute::topic_words(&f.statement)
                ));
                let shared = own.iter().filter(|t| theirs.contains(t)).count();
                // "been off the booze" ends "a glass of red most nights".
                // "since selling the car" ends "drives a Kia": the kind
                // named, by a thing of that kind.
                let names_its_kind = || {
                    let kinds = attribute::kinds_named(&f.statement);
                    c.object
                        .iter()
                        .any(|o| kinds.iter().any(|(k, _)| k.eq_ignore_ascii_case(o)))
                };
                let names_it = (!object.is_empty()
                    && (theirs
                        .iter()
                        .any(|t| object.iter().any(|o| prefix5(t) == *o))
                        || names_its_kind()))
                    || categories
                        .iter()
                        .any(|w| attribute::in_category(&f.statement, w));
                // "PureGym's my second home" has the name "PureGym";
                // "Sainsbury's" is a name whole.
                // Compared without allocating unless a word is past ASCII.
                fn bare(w: &str) -> &str {
                    w.trim_end_matches("'s").trim_end_matches("’s")
                }
                let same_bare = |a: &str, b: &str| {
                    let (a, b) = (bare(a), bare(b));
                    if a.is_ascii() && b.is_ascii() {
                        a.eq_ignore_ascii_case(b)
                    } else {
                        a.to_lowercase() == b.to_lowercase()
                    }
                };
                // "gone off Coffee" (a word capitalised where it opened the
                // question it answers) names "two strong coffees" too.
                let plural_of = |w: &str, n: &str| {
                    w.len() == n.len() + 1
                        && w.ends_with('s')
                        && w.is_char_boundary(n.len())
                        && w[..n.len()].eq_ignore_ascii_case(n)
                };
                // "my Glasto ticket" names "Glastonbury", "Jess" "Jessica":
                // a name said clipped, of four letters or more.
                let clipped_of = |w: &str, n: &str| {
                    n.len() >= 4
                        && w.len() > n.len()
                        && w.is_char_boundary(n.len())
                        && w[..n.len()].eq_ignore_ascii_case(n)
                        && w.starts_with(char::is_uppercase)
                };
                let has_the_name = names.is_empty()
                    || names.iter().any(|n| {
                        words(&f.statement).any(|(_, w)| {
                            w.eq_ignore_ascii_case(n)
                                || same_bare(w, n)
                                || plural_of(w, n)
                                || clipped_of(w, n)
                        })
                    });
                sim > RETRACT_SIMILARITY
                    || shared >= 2
                    || names_a_part_of_a_brand(&f.statement, &c.object)
                    || (has_the_name
                        && ((f.predicate == c.attribute
                            && (one_valued || sim > RETRACT_SIMILARITY_SAME_ATTRIBUTE))
                            || names_it))
            })
            .chain(self.said_of_it_this_turn(c, entry, &names))
            .chain(self.a_partners_thing_the_household_ended(c, entry, &names))
            .chain(self.said_of_the_partner_parted_from(c, entry, &names))
            .collect()
    }

    /// "Callum and I broke it off", after "my boyfriend Callum's taking me
    /// to Skye": a break-up with someone named ends what named them as the
    /// partner, under whatever subject it was filed.
    fn said_of_the_partner_parted_from(
        &self,
        c: &FactCandidate,
        entry: &LedgerEntry,
        names: &[&String],
    ) -> Vec<usize> {
        if c.attribute != RELATIONSHIP || names.is_empty() {
            return Vec::new();
        }
        self.active_where(|f| {
            !f.evidence.contains(&entry.evidence)
                && names
                    .iter()
                    .any(|n| names_them_as_the_partner(&f.statement, n))
        })
    }

    /// "we sold the Mondeo", after "my husband drives a Mondeo": a thing
    /// the household ends by name was the partner's too. Only a name said
    /// as one ties them.
    fn a_partners_thing_the_household_ended(
        &self,
        c: &FactCandidate,
        entry: &LedgerEntry,
        names: &[&String],
    ) -> Vec<usize> {
        if !c.subject.is_user() || names.is_empty() || !said_of_the_household(&c.statement) {
            return Vec::new();
        }
        self.active_where(|f| {
            !f.evidence.contains(&entry.evidence)
                && f.subject
                    .key
                    .strip_prefix(RELATIVE_PREFIX)
                    .is_some_and(|rel| PARTNERS.contains(&rel))
                && names.iter().any(|n| statement_mentions(&f.statement, n))
        })
    }

    /// "the Astra failed its MOT, … so it's going for scrap": what the
    /// same turn said before of a thing it then ended by name is of a thing
    /// gone. Only a name said as one (capitalised in both) ties them; a
    /// word in common does not ("started at the new gym and cancelled the
    /// old gym").
    fn said_of_it_this_turn(
        &self,
        c: &FactCandidate,
        entry: &LedgerEntry,
        names: &[&String],
    ) -> Vec<usize> {
        if names.is_empty() {
            return Vec::new();
        }
        let keys = self.keys_of(&c.subject, &c.statement);
        self.active_where(|f| {
            keys.contains(&f.subject.key)
                && f.evidence.contains(&entry.evidence)
                && f.evidence.len() == 1
                && words(&f.statement).any(|(_, w)| {
                    w.chars().next().is_some_and(char::is_uppercase)
                        && names
                            .iter()
                            .any(|n| n.eq_ignore_ascii_case(w.trim_end_matches("'s")))
                })
        })
    }

    /// What a change replaces: earlier statements about the same subject
    /// that are very like it, or like it and of its catalogued attribute,
    /// and the single most similar one. With the most similar one, the old
    /// statement with its one value swapped for the new, when both hold
    /// one value of a type (a month, a weekday, a number).
    fn replaced_by(
        &self,
        c: &FactCandidate,
        entry: &LedgerEntry,
    ) -> (Vec<usize>, Option<(usize, String)>) {
        let replaceable_attribute = attribute::lookup(&c.attribute).is_some()
            && !matches!(
                attribute::kind_of(&c.attribute),
                crate::fact::FactKind::Preference
                    | crate::fact::FactKind::Constraint
                    | crate::fact::FactKind::Plan
                    | crate::fact::FactKind::Relationship
            );
        let own = terms_about(&c.statement, &c.subject);
        // "down to 78 kilos now" changes what the user weighs, not the 75
        // they would like to get down to: a goal is changed only by a goal.
        let a_goal = says_a_goal(&c.statement);
        let earlier: Vec<usize> = self
            .earlier_of(c, entry)
            .into_iter()
            .filter(|&i| a_goal || !says_a_goal(&self.facts[i].statement))
            .collect();
        let mut out = Vec::new();
        let mut best: Option<(usize, f32)> = None;
        let compared = without_relation_aside(&c.statement);
        for &i in &earlier {
            let f = &self.facts[i];
            let mut sim = self.ctx.similarity.similarity(&f.statement, &compared);
            // Two content words in common ("the Japan trip's moved") make
            // a statement the one a change is about, however long it is.
            let theirs = terms_about(&f.statement, &c.subject);
            if own.iter().filter(|t| theirs.contains(t)).count() >= 2 {
                sim = sim.max(CHANGE_SIMILARITY_BEST + f32::EPSILON);
            }
            if sim > CHANGE_SIMILARITY
                || (replaceable_attribute
                    && f.predicate == c.attribute
                    && sim > CHANGE_SIMILARITY_BEST)
            {
                out.push(i);
            }
            if sim > CHANGE_SIMILARITY_BEST && best.is_none_or(|(_, s)| sim > s) {
                best = Some((i, sim));
            }
        }
        // With nothing alike, the latest earlier statement a fallback names.
        let latest_where = |names: &dyn Fn(&str) -> bool| {
            earlier
                .iter()
                .copied()
                .filter(|&i| names(&self.facts[i].statement))
                .max_by_key(|&i| (self.facts[i].last_seen, i))
                .map(|i| (i, 0.0))
        };
        // "they moved it to the 9th": "it" names the last thing said that
        // holds a value of the kind now given. A correction ("sorry, it's
        // 4471") falls back to what this session said last instead, unless
        // a bare "it" was moved.
        let back = if c.cue == Cue::Correction {
            words(&c.statement).any(|(_, w)| w == "it" || w == "It")
        } else {
            refers_back(&c.statement)
        };
        if best.is_none() && back {
            best = latest_where(&|old| swap_typed_value(old, &c.statement).is_some());
        }
        // "she's gone back to her maiden name, it's Lucy Carr" after "the
        // user's wife is called Lucy Brennan": a new name replaces the
        // latest statement of what the subject is called.
        if best.is_none() && c.attribute == "name" {
            best = latest_where(&|old| {
                let old = old.to_lowercase();
                [
                    " is called ",
                    " was called ",
                    "'s called ",
                    " named ",
                    " name is ",
                    " name's ",
                ]
                .iter()
                .any(|said| old.contains(said))
            });
        }
        // "Golf now, not Fiesta": the name denied is what was so before.
        if best.is_none() && c.cue == Cue::Change {
            if let Some(denied) = a_name_denied(&c.statement) {
                best = latest_where(&|old| statement_mentions(old, denied));
            }
        }
        // "half five" and "half nine" share no thing: the words of a clock
        // time are the values that differ, not what they are the time of.
        let shares_a_word = |old: &str| {
            let theirs = terms_about(old, &c.subject);
            own.iter().any(|t| {
                theirs.contains(t)
                    && crate::text::number(t).is_none()
                    && !matches!(t.as_str(), "half" | "quarter" | "past")
            })
        };
        // "choir's moved to Wednesdays" after "Tuesdays are choir, Thursdays
        // are the grandchildren": a word in common and a day or a month on
        // both sides make the latest such statement the one changed.
        // "swims at lunchtime now instead" after "swims at 7am before
        // work": so do a time of day on both sides.
        if best.is_none() {
            best = latest_where(&|old| {
                shares_a_word(old)
                    && (holds_a_value_of_the_same_type(old, &c.statement)
                        || (says_a_time_of_day(old) && says_a_time_of_day(&c.statement)))
            });
        }
        // "teaching myself the cello instead" after "plays bass in a covers
        // band": a thing taken up in place of another of its topic.
        // "she's switched to saxophone" after "plays the clarinet", too.
        if best.is_none()
            && c.cue == Cue::Change
            && words(&c.statement).any(|(_, w)| {
                ["instead", "switched", "swapped"]
                    .iter()
                    .any(|cue| w.eq_ignore_ascii_case(cue))
            })
        {
            best = latest_where(&|old| attribute::share_a_topic(old, &c.statement));
        }
        // "finally broke 1600 on lichess" after "my rating on lichess is
        // around 1450": a change naming a large number, with a word in
        // common with the latest statement naming another.
        if best.is_none() && c.cue == Cue::Change {
            if let Some(new) = a_large_number(&c.statement) {
                best = latest_where(&|old| {
                    shares_a_word(old) && a_large_number(old).is_some_and(|n| n != new)
                });
            }
        }
        // "bedtime's moved to seven" after "goes to bed at half six": a
        // word that begins another ("bed", "bedtime") and a time of day on
        // both sides.
        if best.is_none() && says_a_time_of_day(&c.statement) {
            best = latest_where(&|old| {
                says_a_time_of_day(old)
                    && terms_about(old, &c.subject).iter().any(|t| {
                        own.iter().any(|o| {
                            let (short, long) = if o.len() < t.len() { (o, t) } else { (t, o) };
                            short.len() >= 3 && short != long && long.starts_with(short.as_str())
                        })
                    })
            });
        }
        // "been going in the evenings lately" after "hits the gym at 6am":
        // going with no where said, at a new time of day, is going to the
        // latest place said with a time of day.
        if best.is_none() && c.cue == Cue::Change && goes_without_saying_where(&c.statement) {
            best = latest_where(&|old| says_a_time_of_day(old) && says_a_time_of_day(&c.statement));
        }
        // "Callum's moved in with the user" after "it's just the user in a
        // one-bed": someone come to live with the subject ends living alone.
        if best.is_none() && someone_came_to_live_with(&c.statement) {
            best = latest_where(&says_they_live_alone);
        }
        // "we've moved to Reading" after "we're in Slough at the moment": a
        // move with nothing alike ends the latest word of where the
        // subject simply was.
        if best.is_none() && c.cue == Cue::Change && c.attribute == "lives_in" {
            best = latest_where(&says_they_are_in_a_place);
        }
        // "two cats now" after "we have one cat, a grumpy tom": a new count
        // of the same thing replaces the latest statement of its count.
        let new_counts = crate::text::counts(&c.statement);
        if best.is_none() {
            best = latest_where(&|old| {
                crate::text::counts(old)
                    .iter()
                    .any(|(n, thing)| new_counts.iter().any(|(m, t)| t == thing && m != n))
            });
        }
        // "dropped to two shifts a week" after "does twelve-hour shifts,
        // three a week": a new count of a thing the old statement names
        // with another number in it.
        if best.is_none() && c.cue == Cue::Change && !new_counts.is_empty() {
            best = latest_where(&|old| {
                let said: Vec<String> = words(old)
                    .map(|(_, w)| crate::text::stem(&w.to_lowercase()))
                    .collect();
                new_counts.iter().any(|(m, thing)| {
                    said.contains(thing)
                        && words(old).any(|(_, w)| {
                            crate::text::number(w).is_some_and(|n| n != *m && n < 1000)
                        })
                })
            });
        }
        // "switched the broadband over to BT" after "we're with Vodafone for
        // the broadband": the latest statement naming the thing changed.
        if best.is_none() && c.cue == Cue::Change && !c.object.is_empty() {
            let object: Vec<String> = c
                .object
                .iter()
                .map(|w| prefix5(&crate::text::stem(&w.to_lowercase())))
                .collect();
            best = latest_where(&|old| {
                terms_about(old, &c.subject)
                    .iter()
                    .any(|t| object.contains(&prefix5(t)))
            });
        }
        // "the new rate is 4.6 percent" after "fixed at 1.9 percent": a new
        // measure in the same unit replaces the latest statement of it.
        if best.is_none() && c.cue == Cue::Change {
            let new = crate::text::measures(&c.statement);
            if !new.is_empty() {
                best = latest_where(&|old| {
                    crate::text::measures(old)
                        .iter()
                        .any(|(n, u)| new.iter().any(|(m, v)| u == v && n != m))
                });
            }
        }
        // "switched to a cortado" after "my usual is a flat white": another
        // thing of the same kind replaces the latest statement naming one,
        // besides whatever else the change replaces ("still Tuesdays but
        // moved to wing defence" names a place in the team as well).
        if c.cue == Cue::Change {
            let new = attribute::kinds_named(&c.statement);
            if !new.is_empty() {
                let of_the_kind = latest_where(&|old| {
                    attribute::kinds_named(old)
                        .iter()
                        .any(|(k, n)| new.iter().any(|(k2, n2)| k == k2 && n != n2))
                });
                match (best, of_the_kind) {
                    (None, found) => best = found,
                    (Some((b, _)), Some((k, _))) if b != k && !out.contains(&k) => out.push(k),
                    _ => {}
                }
            }
        }
        // "conversational in Spanish now" after "my Spanish is pretty
        // basic": a new level in the same language.
        if best.is_none() {
            if let Some((language, level)) = attribute::language_level(&c.statement) {
                best = latest_where(&|old| {
                    attribute::language_level(old).is_some_and(|(l, v)| l == language && v != level)
                });
            } else if c.cue == Cue::Change {
                // "passed my B1 exam" after "learning Spanish, at A2".
                if let Some(level) = attribute::scale_level_alone(&c.statement) {
                    best = latest_where(&|old| {
                        attribute::language_level(old).is_some_and(|(_, v)| v != level)
                    });
                }
            }
        }
        // "my bank is Monzo now" after "we bank with Barclays": a name
        // given as what a thing of the subject's is replaces the latest
        // statement naming that thing and another name.
        if best.is_none() && c.cue == Cue::Change {
            if let Some((label, name)) = named_as(&c.statement) {
                best = latest_where(&|old| {
                    terms_about(old, &c.subject).contains(&label)
                        && words(old).skip(1).any(|(_, w)| {
                            w.chars().next().is_some_and(char::is_uppercase) && w != name
                        })
                });
            }
        }
        // "started having the odd glass of wine" after "doesn't drink
        // alcohol at all": a member of a category the speaker said they keep
        // away from changes that statement.
        if best.is_none() && c.cue == Cue::Change {
            best = latest_where(&|old| {
                says_not(old)
                    && words(old).any(|(_, w)| crate::attribute::in_category(&c.statement, w))
            });
        }
        // "become a bit of a wine snob" after "not a wine drinker": a
        // change that no longer denies what an earlier statement denied,
        // with a word in common, changes it.
        if best.is_none() && c.cue == Cue::Change && !says_not(&c.statement) {
            best = latest_where(&|old| {
                denied_terms(old)
                    .iter()
                    .any(|t| own.contains(t) && crate::text::number(t).is_none())
            });
        }
        // "she's gone vegan" after "she loves a steak": a diet without meat
        // ends the latest liking said of a meat.
        if best.is_none() && c.cue == Cue::Change && gives_up_meat(&c.statement) {
            best = latest_where(&|old| {
                !says_not(old) && !gives_up_meat(old) && crate::attribute::in_category(old, "meat")
            });
        }
        // "I eat fish too now" after "I'm vegetarian": eating meat or fish
        // ends the latest diet without it.
        if best.is_none() && eats_meat_or_fish(&c.statement) && !says_not(&c.statement) {
            best = latest_where(&|old| gives_up_meat(old) && !says_not(old));
        }
        // "Carol and I have made up" after "not speaking to my neighbour
        // Carol": making up undoes the latest falling-out with the one named.
        if best.is_none() && c.cue == Cue::Change && makes_up(&c.statement) {
            // The name may open the statement ("Cal and the user …").
            let named: Vec<&str> = words(&c.statement)
                .map(|(_, w)| w)
                .filter(|w| {
                    w.len() > 1
                        && w.chars().next().is_some_and(char::is_uppercase)
                        && !matches!(*w, "The" | "I" | "It" | "We" | "My" | "Our")
                        && !c
                            .subject
                            .display
                            .split_whitespace()
                            .any(|s| s.eq_ignore_ascii_case(w))
                })
                .collect();
            best =
                latest_where(&|old| says_not(old) && words(old).any(|(_, w)| named.contains(&w)));
        }
        // "we caved and bought a Zoe" after "we don't have a car": giving
        // in undoes the latest thing the subject said they don't do.
        if best.is_none() && c.cue == Cue::Change && gives_in(&c.statement) {
            best = latest_where(&|old| says_not(old));
        }
        // "moved up to year 6" after "I teach year 4": another number of
        // the same label replaces the latest statement of that label.
        if best.is_none() {
            let new_labels = crate::text::numbered(&c.statement);
            best = latest_where(&|old| {
                crate::text::numbered(old)
                    .iter()
                    .any(|(l, n)| new_labels.iter().any(|(k, m)| k == l && m != n))
            });
        }
        // "mine's 87 now" after "my gym locker is number 212": a word in
        // common, a numbered label before, and one number each side.
        if best.is_none() && c.cue == Cue::Change {
            best = latest_where(&|old| {
                !crate::text::numbered(old).is_empty()
                    && shares_a_word(old)
                    && swap_typed_value(old, &c.statement).is_some()
            });
        }
        // "the code's 9023 now" after "my locker code is 4471": a word in
        // common and a code on each side (three digits or more, not a year).
        if best.is_none() && c.cue == Cue::Change && holds_a_code(&c.statement) {
            best = latest_where(&|old| {
                holds_a_code(old)
                    && shares_a_word(old)
                    && swap_typed_value(old, &c.statement).is_some()
            });
        }
        // "we're down to two" after "we keep three hens": a bare new number
        // is a new count of the last thing counted, which keeps its noun.
        let mut recounted = None;
        if best.is_none() {
            if let Some(n) = bare_count(&c.statement) {
                best = latest_where(&|old| !crate::text::counts(old).is_empty());
                recounted =
                    best.and_then(|(i, _)| recount(&self.facts[i].statement, n).map(|s| (i, s)));
            }
        }
        // "I'm a Brentford man these days" after "I'm an Arsenal fan": a
        // change that names a new name, filed under the same head word,
        // replaces the latest statement of that head that names another.
        if best.is_none()
            && c.cue == Cue::Change
            && attribute::is_open_slot(&c.attribute)
            && c.attribute != attribute::open_slot("misc")
        {
            best = earlier
                .iter()
                .copied()
                .filter(|&i| {
                    let old = &self.facts[i];
                    old.predicate == c.attribute
                        && names_a_fresh_value(&c.statement, &[&old.statement], &c.subject.display)
                        && names_a_fresh_value(&old.statement, &[&c.statement], &c.subject.display)
                })
                .max_by_key(|&i| (self.facts[i].last_seen, i))
                .map(|i| (i, 0.0));
        }
        // "they've pushed the wedding to September" after "my sister's
        // wedding is on the 12th of July": a thing the speaker names as
        // "the …" and has said nothing of is the one thing of that name
        // said as someone's.
        if best.is_none() && out.is_empty() && c.cue == Cue::Change && c.subject.is_user() {
            best = self.someones_thing_named(c, entry).map(|i| (i, 0.0));
        }
        // "it's red these days" after "a glass of white with dinner": no
        // word in common, so the nearest earlier statement in meaning, when
        // a model backs the similarity and one statement clearly stands out.
        if best.is_none() && c.cue == Cue::Change {
            best = self.nearest_in_meaning(c, &earlier);
        }
        let mut swap = None;
        if let Some((i, _)) = best {
            if !out.contains(&i) {
                out.push(i);
            }
            swap = recounted.or_else(|| {
                swap_typed_value(&self.facts[i].statement, &c.statement).map(|s| (i, s))
            });
        }
        (out, swap)
    }

    /// The one current statement that names as someone's ("the user's
    /// sister's wedding", "the user's wedding") a thing `c` names as
    /// "the …".
    fn someones_thing_named(&self, c: &FactCandidate, entry: &LedgerEntry) -> Option<usize> {
        let things = things_named_as_the(&c.statement);
        if things.is_empty() {
            return None;
        }
        let theirs = self.active_where(|f| {
            !f.evidence.contains(&entry.evidence) && names_as_someones(&f.statement, &things)
        });
        match theirs[..] {
            [one] => Some(one),
            _ => None,
        }
    }

    /// The earlier statement nearest `c` in meaning, compared without the
    /// subject's own words or the change's cue words: only when it is near
    /// enough and nearer than any other by a margin (`PolicyConfig`).
    fn nearest_in_meaning(&self, c: &FactCandidate, earlier: &[usize]) -> Option<(usize, f32)> {
        let new = gist(&c.statement, &c.subject);
        if new.is_empty() {
            return None;
        }
        // The latest statements only: each costs an embedding, and this
        // runs under the user's index lock.
        let mut latest: Vec<usize> = earlier.to_vec();
        latest.sort_by_key(|&i| std::cmp::Reverse(self.facts[i].last_seen));
        latest.truncate(MEANING_CANDIDATES);
        let (kept, gists): (Vec<usize>, Vec<String>) = latest
            .into_iter()
            .map(|i| (i, gist(&self.facts[i].statement, &c.subject)))
            .filter(|(_, g)| !g.is_empty())
            .unzip();
        let olds: Vec<&str> = gists.iter().map(String::as_str).collect();
        let cosines = self.ctx.similarity.meanings(&new, &olds)?;
        let mut scored: Vec<(usize, f32)> = kept.into_iter().zip(cosines).collect();
        scored.sort_by(|a, b| b.1.total_cmp(&a.1));
        let (top, score) = *scored.first()?;
        let runner_up = scored.get(1).map_or(0.0, |s| s.1);
        let policy = self.ctx.policy;
        (score >= policy.change_by_meaning && score - runner_up >= policy.change_by_meaning_margin)
            .then_some((top, score))
    }

    fn restate(&mut self, wrong: &str, right: &str, entry: &LedgerEntry) {
        let session = self.ctx.session;
        // "midwife" restated as "student midwife" leaves a statement that
        // says "student midwife" already as it is.
        let restatable = |f: &Fact| {
            replace_word(&f.statement, wrong, right).is_some()
                && !(right.contains(wrong)
                    && f.statement.to_lowercase().contains(&right.to_lowercase()))
        };
        let mut said = self.active_where(|f| f.session == *session && restatable(f));
        // "I told you year 4 last week, but he's in year 5": nothing this
        // session, so what the last session that said it said.
        if said.is_empty() {
            let earlier = self.active_where(restatable);
            if let Some(latest) = earlier.iter().max_by_key(|&&i| self.facts[i].last_seen) {
                let session = self.facts[*latest].session.clone();
                said = earlier
                    .into_iter()
                    .filter(|&i| self.facts[i].session == session)
                    .collect();
            }
        }
        if said.is_empty() {
            self.decide(
                AuditAction::ProposalRejected,
                "restatement".into(),
                "a restatement named nothing said this session".into(),
                &entry.evidence,
            );
            return;
        }
        for i in said {
            let old = self.facts[i].clone();
            let Some(statement) = replace_word(&old.statement, wrong, right) else {
                continue;
            };
            let value = match &old.value {
                crate::fact::FactValue::Text(t) => crate::fact::FactValue::Text(
                    replace_word(t, wrong, right).unwrap_or_else(|| t.clone()),
                ),
                v => v.clone(),
            };
            let c = FactCandidate {
                subject: old.subject.clone(),
                attribute: old.predicate.clone(),
                value,
                statement,
                explicitness: old.explicitness,
                confidence: old.confidence,
                scope: old.scope.clone(),
                commanded: false,
                cue: Cue::None,
                object: Vec::new(),
                replaces: Vec::new(),
            };
            let id = self.create(&c, entry, vec![old.id.clone()]);
            self.supersede(i, &id, &old.predicate, entry);
        }
    }

    /// "Bruce died.", "the Zafira's gone", said in the turn that ended
    /// what was said of Bruce or the Zafira: what the turn says of the
    /// going names who or what ended, and keeps them no more current than
    /// a retraction's own words do. Only once something said of them has
    /// ended this session.
    fn mask_the_one_gone(&mut self, r: &Retraction, entry: &LedgerEntry) {
        // Someone, or a thing of one name ("the Zafira's gone").
        let Some(name) = r
            .value
            .as_deref()
            .filter(|v| r.attribute.is_none() && !v.contains(' '))
        else {
            return;
        };
        let ended_now = self.facts.iter().enumerate().any(|(i, f)| {
            self.touched[i]
                && f.status != FactStatus::Active
                && statement_mentions(&f.statement, name)
        });
        if !ended_now {
            return;
        }
        // "Nutmeg died", "we buried Nutmeg in the garden": all the turn
        // says of the going.
        for i in self.active_where(|f| f.evidence.contains(&entry.evidence)) {
            let statement = &self.facts[i].statement;
            // "The Zafira's gone": the name, not its "'s".
            let spans: Vec<(usize, usize)> = words(statement)
                .filter_map(|(start, w)| {
                    let base = w
                        .strip_suffix("'s")
                        .or_else(|| w.strip_suffix("\u{2019}s"))
                        .unwrap_or(w);
                    base.eq_ignore_ascii_case(name)
                        .then_some((start, base.len()))
                })
                .collect();
            if !spans.is_empty() {
                self.facts[i].statement = masked(statement, spans);
                self.touched[i] = true;
            }
        }
    }

    fn retract(&mut self, r: &Retraction, entry: &LedgerEntry) {
        // Someone named who is gone ("Pepper died", "me and Jake broke up")
        // is gone from what was said of them under any subject: "the
        // user's boyfriend is called Jake".
        let named_gone = someone_gone(r).is_some();
        // A break-up with someone named ("Callum and I broke it off") ends
        // what named them as the partner, under whatever subject and
        // attribute it was filed: "The user's boyfriend Callum is taking
        // the user to Skye.".
        let partner_named_gone = |f: &Fact| {
            r.attribute.as_deref() == Some(RELATIONSHIP)
                && r.value.as_deref().is_some_and(|v| {
                    v.starts_with(char::is_uppercase) && names_them_as_the_partner(&f.statement, v)
                })
        };
        // What the same turn said of the ending ("Tasha and I broke up")
        // is what the retraction says, not what it withdraws.
        let matching = self.active_where(|f| {
            if f.evidence.contains(&entry.evidence) {
                return false;
            }
            let the_partner = partner_named_gone(f);
            (f.subject.key == r.subject.key
                || (named_gone
                    && r.value
                        .as_deref()
                        .is_some_and(|v| statement_mentions(&f.statement, v)))
                || the_partner)
                && r.attribute
                    .as_deref()
                    .is_none_or(|a| f.predicate == a || the_partner)
                && r.value.as_deref().is_none_or(|v| {
                    value_mentions(&f.value.as_text(), v)
                        || statement_mentions(&f.statement, v)
                        || crate::attribute::in_category(&f.statement, v)
                })
        });
        if matching.is_empty() {
            self.decide(
                AuditAction::ProposalRejected,
                "retraction".into(),
                "a retraction named nothing current".into(),
                &entry.evidence,
            );
            return;
        }
        let object: Vec<String> = r
            .value
            .as_deref()
            .map(|v| v.split_whitespace().map(str::to_string).collect())
            .unwrap_or_default();
        for i in matching {
            self.retire(i, "the user withdrew it".into(), entry);
            // "Connor finally moved out" after "the user, Mia and Connor in
            // the flat": the rest of the list still holds, unless it
            // counted them ("two guinea pigs, Salt and Pepper").
            if let Some(rest) =
                without_listed(&self.facts[i].statement, &object).filter(|rest| !counts_them(rest))
            {
                let old = &self.facts[i];
                let mut remnant = FactCandidate::stated(
                    old.subject.clone(),
                    &old.predicate,
                    crate::fact::FactValue::Text(rest.clone()),
                    rest,
                );
                remnant.explicitness = old.explicitness;
                remnant.confidence = old.confidence;
                let replaced = vec![old.id.clone()];
                self.create(&remnant, entry, replaced);
            }
        }
    }
}

/// Reconcile a session's ledger against the user's current facts.
///
/// `current` should hold the user's active facts (others are ignored).
/// `mint` makes ids for new facts. Pure: the same inputs give the same output.
pub fn reconcile(
    current: &[Fact],
    ledger: &[LedgerEntry],
    ctx: &ReconcileContext<'_>,
    mint: &mut dyn FnMut() -> FactId,
) -> Reconciliation {
    let facts: Vec<Fact> = current
        .iter()
        .filter(|f| f.status == FactStatus::Active)
        .cloned()
        .collect();
    let mut w = Working {
        ctx,
        touched: vec![false; facts.len()],
        facts,
        decisions: Vec::new(),
        mint,
        endings: Vec::new(),
    };
    for entry in ledger {
        match &entry.proposal {
            Proposal::Assert(c) => w.assert(c, entry),
            Proposal::Retract(r) => w.retract(r, entry),
            Proposal::Restate { wrong, right } => w.restate(wrong, right, entry),
            Proposal::Respell { right } => {
                let wrong = w
                    .active_where(|f| misspelling_in(&f.statement, right).is_some())
                    .into_iter()
                    .max_by_key(|&i| w.facts[i].last_seen)
                    .and_then(|i| misspelling_in(&w.facts[i].statement, right))
                    .map(str::to_string);
                match wrong {
                    Some(wrong) => w.restate(&wrong, right, entry),
                    None => w.decide(
                        AuditAction::ProposalRejected,
                        "respelling".into(),
                        format!("no current name is spelled nearly as {right}"),
                        &entry.evidence,
                    ),
                }
            }
            // Forgetting is applied when it is said, not at reconciliation.
            Proposal::Forget { .. } => {}
        }
    }
    // Once the whole session is read: what its turns said of someone gone
    // ("we buried Nutmeg", said after "Nutmeg died") is said by then.
    for entry in ledger {
        if let Proposal::Retract(r) = &entry.proposal {
            w.mask_the_one_gone(r, entry);
        }
    }
    for i in 0..w.facts.len() {
        let fact = &w.facts[i];
        if fact.status == FactStatus::Active && fact.scope.has_lapsed(ctx.now) {
            let id = fact.id.to_string();
            let evidence = fact.evidence.clone();
            w.facts[i].status = FactStatus::Expired;
            w.touch(i);
            w.decisions.push(Decision {
                action: AuditAction::FactExpired,
                target: id,
                reason: "its time window closed".into(),
                evidence,
            });
        }
    }
    let changed = w
        .facts
        .into_iter()
        .zip(w.touched)
        .filter_map(|(f, t)| t.then_some(f))
        .collect();
    Reconciliation {
        changed,
        decisions: w.decisions,
    }
}

/// The content terms of a statement less its subject's own name, which
/// every statement about that subject shares.
fn terms_about(statement: &str, subject: &crate::fact::Subject) -> Vec<String> {
    let mut own = content_terms(&subject.display);
    // "Dev (the user's brother) moved to Leeds": the relation said beside
    // the name is who the statement is about, no word of what it says;
    // else any two statements of Dev's share "user" and "brother".
    if let Some(relation) = relation_said_of(statement, &subject.display) {
        own.extend(content_terms(&format!("{RELATIVE_PREFIX}{relation}")));
    }
    content_terms(statement)
        .into_iter()
        .filter(|t| !own.contains(t))
        .collect()
}

/// `statement` without the relation memory shows beside a name: "Dev
/// (the user's brother) moved to Leeds" → "Dev moved to Leeds". The aside
/// says who Dev is; compared by its words, it would make any two things
/// said of Dev alike ("The user's brother Dev is a plumber").
fn without_relation_aside(statement: &str) -> std::borrow::Cow<'_, str> {
    let Some(at) = statement.find(" (the user's ") else {
        return std::borrow::Cow::Borrowed(statement);
    };
    match statement[at..].find(')') {
        Some(end) => std::borrow::Cow::Owned(format!(
            "{}{}",
            &statement[..at],
            &statement[at + end + 1..]
        )),
        None => std::borrow::Cow::Borrowed(statement),
    }
}

/// How a relative with no name is keyed: "the user's brother".
pub const RELATIVE_PREFIX: &str = "the user's ";

/// The relation a statement says its named subject has to the user:
/// "brother" in "The user's brother Sam lives in Cardiff." or "Sam (the
/// user's brother) moved.", when the subject is Sam.
pub fn relation_said_of(statement: &str, subject: &str) -> Option<String> {
    if !statement.contains("user's") && !statement.contains("user\u{2019}s") {
        return None;
    }
    let name = subject.split(" (").next()?.trim().to_lowercase();
    if name.is_empty() {
        return None;
    }
    let lower = statement.to_lowercase().replace('\u{2019}', "'");
    // "the user's brother sam"
    let mut from = 0;
    while let Some(at) = lower[from..].find(RELATIVE_PREFIX) {
        let rest = &lower[from + at + RELATIVE_PREFIX.len()..];
        let mut words = rest.split_whitespace();
        if let (Some(rel), Some(next)) = (words.next(), words.next()) {
            let next = next.trim_matches(|c: char| !c.is_alphanumeric());
            if next == name && rel.chars().all(char::is_alphabetic) {
                return Some(rel.to_string());
            }
        }
        from += at + RELATIVE_PREFIX.len();
    }
    // "sam (the user's brother)", "sam, the user's brother,"
    for joint in [" (", ", "] {
        let said = format!("{name}{joint}{RELATIVE_PREFIX}");
        if let Some(at) = lower.find(&said) {
            let rel: String = lower[at + said.len()..]
                .chars()
                .take_while(|c| c.is_alphabetic())
                .collect();
            if !rel.is_empty() {
                return Some(rel);
            }
        }
    }
    None
}

/// What a statement says, for comparing meaning: its words without the
/// subject's own, without articles, and without the words that only mark a
/// change ("now", "these days"), which would make every change alike.
fn gist(statement: &str, subject: &crate::fact::Subject) -> String {
    const MARKERS: &[&str] = &[
        "the",
        "a",
        "an",
        "now",
        "these",
        "days",
        "nowadays",
        "instead",
        "anymore",
        "actually",
        "really",
        "just",
        "currently",
    ];
    let own: Vec<String> = words(&subject.display)
        .map(|(_, w)| w.to_lowercase())
        .collect();
    let mut out = String::with_capacity(statement.len());
    for (_, w) in words(statement) {
        let lower = w.to_lowercase().replace('\u{2019}', "'");
        let bare = lower.strip_suffix("'s").unwrap_or(&lower);
        if MARKERS.contains(&bare) || own.iter().any(|o| o == bare || o == &lower) {
            continue;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(w);
    }
    out
}

/// The first five characters of a stem: "climbing" and "climbs" meet.
fn prefix5(term: &str) -> String {
    term.chars().take(5).collect()
}

/// The words of `text`, each with its byte range, punctuation trimmed.
/// "cancelled the gym" ends "a PureGym membership", "sold the
/// PlayStation" is named by "station" no more than by "play": a word said
/// in a retraction that is the last part of a name written in one piece
/// with capitals inside it ("PureGym", "EasyJet", "JobCentre").
fn names_a_part_of_a_brand(statement: &str, object: &[String]) -> bool {
    words(statement).any(|(_, w)| {
        let inner = w
            .char_indices()
            .skip(1)
            .filter(|(_, c)| c.is_uppercase())
            .map(|(at, _)| at)
            .last();
        inner.is_some_and(|at| {
            let last = &w[at..];
            last.len() >= 3 && object.iter().any(|o| o.eq_ignore_ascii_case(last))
        })
    })
}

fn words(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split_whitespace().filter_map(move |w| {
        let trimmed = w.trim_matches(|c: char| !c.is_alphanumeric());
        if trimmed.is_empty() {
            return None;
        }
        let start = trimmed.as_ptr() as usize - text.as_ptr() as usize;
        Some((start, trimmed))
    })
}

/// What `statement` names as "the …": "wedding" in "They've pushed the
/// wedding to September" (not times: "the weekend").
pub fn things_named_as_the(statement: &str) -> Vec<String> {
    let said: Vec<&str> = words(statement).map(|(_, w)| w).collect();
    said.windows(2)
        .filter(|pair| pair[0].eq_ignore_ascii_case("the"))
        .map(|pair| pair[1].to_lowercase())
        .filter(|w| !crate::text::is_stopword(w) && !crate::text::is_time_word(w))
        .collect()
}

/// Whether `statement` names one of `things` as someone's: "The user's
/// sister's wedding is …" names the wedding.
pub fn names_as_someones(statement: &str, things: &[String]) -> bool {
    things
        .iter()
        .any(|t| statement.contains(&format!("'s {t}")))
}

/// The number a statement gives with no thing counted, where it says a
/// count changed: "down to two", "up to five", "only three left".
fn bare_count(statement: &str) -> Option<u32> {
    let said: Vec<(usize, &str)> = words(statement).collect();
    let all: Vec<String> = said.iter().map(|(_, w)| w.to_lowercase()).collect();
    (0..all.len()).find_map(|i| {
        let n = crate::text::number(&all[i])?;
        let before = |k: usize| i.checked_sub(k).map(|j| all[j].as_str());
        let after = all.get(i + 1).map(String::as_str);
        let cued = (matches!(before(1), Some("to")) && matches!(before(2), Some("down" | "up")))
            || matches!(before(1), Some("only" | "just"))
            // "he's got three now", "we have four now".
            || (matches!(before(1), Some("got" | "has" | "have")) && after == Some("now"));
        // "down to three, sadly …": the count ends where the phrase does.
        let (start, word) = said[i];
        let phrase_ends = statement[start + word.len()..].starts_with([',', ';', '.', '!']);
        let bare =
            phrase_ends || matches!(after, None | Some("now" | "left" | "of" | "these" | "at"));
        (cued && bare).then_some(n)
    })
}

/// "The user's bank is Monzo now" → ("bank", "Monzo"): a thing of the
/// subject's (its stem, as [`terms_about`] has it) and the name it is given.
fn named_as(statement: &str) -> Option<(String, &str)> {
    let said: Vec<&str> = statement.split_whitespace().collect();
    said.windows(4).find_map(|w| {
        let owner = w[0].ends_with("'s") || matches!(w[0], "my" | "our" | "their" | "his" | "her");
        let is = matches!(w[2], "is" | "'s");
        let name = w[3].trim_end_matches(['.', ',', '!']);
        let named = name.chars().next().is_some_and(char::is_uppercase) && name != "I";
        (owner && is && named).then(|| (crate::text::stem(&w[1].to_lowercase()), name))
    })
}

/// `old` with the number of its first count replaced by `n`, in words
/// when it was in words: "three hens" → "two hens".
fn recount(old: &str, n: u32) -> Option<String> {
    let all: Vec<(usize, &str)> = words(old).collect();
    let at = all.windows(2).position(|pair| {
        let thing = pair[1].1.to_lowercase();
        crate::text::number(pair[0].1).is_some()
            && thing.len() > 2
            && !crate::text::is_stopword(&thing)
    })?;
    let (start, was) = all[at];
    let now = if was.chars().all(|c| c.is_ascii_digit()) {
        n.to_string()
    } else {
        crate::text::number_in_words(n)?.to_string()
    };
    // "one daughter" → "three daughters".
    let (thing_at, thing) = all[at + 1];
    let more = if crate::text::number(was) == Some(1) && n > 1 && !thing.ends_with('s') {
        match thing {
            "child" => "children".to_string(),
            "person" => "people".to_string(),
            _ => format!("{thing}s"),
        }
    } else {
        thing.to_string()
    };
    Some(format!(
        "{}{now}{}{more}{}",
        &old[..start],
        &old[start + was.len()..thing_at],
        &old[thing_at + thing.len()..]
    ))
}

/// Whether a statement points back at something said before with "it".
fn refers_back(statement: &str) -> bool {
    words(statement).any(|(_, w)| {
        matches!(
            w.to_lowercase().replace('\u{2019}', "'").as_str(),
            "it" | "it's" | "it'll" | "it'd"
        )
    })
}

/// `text` with the whole-word, case-insensitive phrase `wrong` replaced by
/// `right`; `None` when `wrong` does not occur.
pub fn replace_word(text: &str, wrong: &str, right: &str) -> Option<String> {
    let wrong = wrong.trim();
    if wrong.is_empty() {
        return None;
    }
    let lower = text.to_lowercase();
    if lower.len() != text.len() {
        return None;
    }
    let needle = wrong.to_lowercase();
    let mut from = 0;
    while let Some(pos) = lower[from..].find(&needle) {
        let start = from + pos;
        let end = start + needle.len();
        let before = lower[..start].chars().next_back();
        let after = lower[end..].chars().next();
        if !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric) {
            return Some(format!(
                "{}{}{}",
                &text[..start],
                right.trim(),
                &text[end..]
            ));
        }
        from = end;
    }
    None
}

/// What `old` said of when, if `new` keeps it by saying "same date", "same
/// time" or "same day" without giving it: the words from the first to the
/// last date or time word of `old` ("14th of June").
fn kept_when(new: &str, old: &str) -> Option<String> {
    let lower = new.to_lowercase();
    // "moved the wedding to the 21st, same venue": where it was still holds,
    // when what changed is a time ("Same place, the leisure centre" says
    // where itself).
    if [
        "same venue",
        "same place",
        "same location",
        "same church",
        "same hotel",
    ]
    .iter()
    .any(|p| lower.contains(p))
    {
        return words(new)
            .any(|(_, w)| value_type(w).is_some())
            .then(|| place_named_in(old))
            .flatten();
    }
    if ![
        "same date",
        "same day",
        "same time",
        "same week",
        "same month",
    ]
    .iter()
    .any(|p| lower.contains(p))
    {
        return None;
    }
    let all: Vec<(usize, &str)> = words(old).collect();
    let typed: Vec<usize> = (0..all.len())
        .filter(|&k| value_type(all[k].1).is_some())
        .collect();
    let (&first, &last) = (typed.first()?, typed.last()?);
    if last - first > 4 || words(new).any(|(_, w)| value_type(w).is_some()) {
        return None;
    }
    let (start, _) = all[first];
    let (end_at, end_word) = all[last];
    Some(old[start..end_at + end_word.len()].to_string())
}

/// The first place a statement names with "at" or "in" and capitals:
/// "at Aynhoe Park" in "getting married at Aynhoe Park in June".
fn place_named_in(statement: &str) -> Option<String> {
    let all: Vec<(usize, &str)> = words(statement).collect();
    (0..all.len())
        .filter(|&k| matches!(all[k].1, "at" | "in"))
        .find_map(|at| {
            let named = all[at + 1..]
                .iter()
                .take_while(|(_, w)| w.starts_with(char::is_uppercase))
                .last()?;
            Some(statement[all[at].0..named.0 + named.1.len()].to_string())
        })
}

/// Whether `statement` says its subject gave in: "caved and bought",
/// "finally gave in and got", "relented".
fn gives_in(statement: &str) -> bool {
    says_any_of(
        statement,
        &[
            "caved",
            "gave in",
            "given in",
            "giving in",
            "relented",
            "cracked and",
        ],
    )
}

/// Whether `statement` says a falling-out is over: "made up", "patched
/// things up", "buried the hatchet", "speaking again".
fn makes_up(statement: &str) -> bool {
    says_any_of(
        statement,
        &[
            "made up",
            "made it up",
            "patched things up",
            "patched it up",
            "buried the hatchet",
            "speaking terms",
            "speaking again",
            "talking again",
            "friends again",
        ],
    )
}

/// Whether `statement` takes up a diet without meat ("gone vegan", "is
/// vegetarian now").
fn gives_up_meat(statement: &str) -> bool {
    let (mut found, mut plant) = (false, false);
    crate::text::for_each_word(statement, |w| {
        // "plant-based" comes as two words.
        found |= matches!(w, "vegan" | "vegetarian" | "veggie") || (plant && w == "based");
        plant = w == "plant";
    });
    found
}

/// Whether `statement` says its subject eats meat or fish ("eats also
/// fish", "having the odd bacon sandwich"), not that they cook it.
fn eats_meat_or_fish(statement: &str) -> bool {
    const FISH: &[&str] = &[
        "fish", "salmon", "tuna", "prawns", "seafood", "cod", "mackerel", "sardines",
    ];
    let mut eats = false;
    let mut food = false;
    crate::text::for_each_word(statement, |w| {
        eats |= matches!(w, "eat" | "eats" | "eating" | "ate" | "having" | "has");
        food |= FISH.contains(&w);
    });
    eats && (food || crate::attribute::in_category(statement, "meat")) && !gives_up_meat(statement)
}

/// Whether `statement` says something is not so: "doesn't drink", "never
/// eats", "no longer", "not … at all", "is off dairy".
fn says_not(statement: &str) -> bool {
    let mut previous = String::new();
    words(statement).any(|(_, w)| {
        let w = w.to_lowercase().replace('\u{2019}', "'");
        let negated = matches!(
            w.as_str(),
            "not" | "never" | "no" | "doesn't" | "don't" | "didn't" | "isn't" | "won't" | "teetotal"
        ) || w.ends_with("n't")
            // "is off dairy", "has come off the pill": off a thing is
            // without it.
            || (w == "off"
                && matches!(
                    previous.as_str(),
                    "is" | "am" | "are" | "been" | "going" | "gone" | "went" | "come" | "came"
                        | "stay" | "staying" | "stayed" | "user's" | "i'm"
                ));
        previous = w;
        negated
    })
}

/// Whether `statement` says all work is done from home: "gone fully
/// remote", "working from home full time", "remote for good".
fn works_fully_from_home(statement: &str) -> bool {
    let lower = statement.to_lowercase();
    [
        "fully remote",
        "full-time remote",
        "full time remote",
        "remote full time",
        "remote full-time",
        "remote for good",
        "permanently remote",
        "home full time",
        "home full-time",
        "home for good",
        "home permanently",
        "home every day",
    ]
    .iter()
    .any(|said| lower.contains(said))
}

/// Whether `statement` says its subject has none of a thing: "has never
/// had pets", "doesn't have any allergies", "no car at the moment".
pub fn says_it_has_none(statement: &str) -> bool {
    let lower = statement.to_lowercase().replace('\u{2019}', "'");
    [
        "never had ",
        "never have had ",
        "never owned ",
        "never needed ",
        "never worn ",
        "n't have any ",
        "n't got any ",
        "not have any ",
        "has no ",
        "have no ",
        "with no ",
        "there are no ",
        "there's no ",
        "no allergies",
        "no pets",
        "no kids",
        "no children",
        "no car",
    ]
    .iter()
    .any(|said| lower.contains(said))
        && !lower.contains(" yet")
}

/// Whether `statement` says something is not so yet: "no date set yet",
/// "hasn't found a flat yet" — what a later statement may make so.
pub fn says_not_yet(statement: &str) -> bool {
    words(statement).any(|(_, w)| w.eq_ignore_ascii_case("yet")) && says_not(statement)
}

/// Whether `statement` says what someone was before and is no longer:
/// "used to be vegan", "was a nurse for a while", "were members for
/// years".
fn says_a_former_state(statement: &str) -> bool {
    const SPELLS: &[&str] = &[
        " for a while",
        " for years",
        " for ages",
        " for months",
        " for a year",
        " for a bit",
        " for a spell",
        " for a time",
        " for a few ",
        " for a couple of ",
        " for two ",
        " for three ",
        " for four ",
        " for five ",
        " for six ",
        " for several ",
        " for many ",
    ];
    says_any_of(statement, &["used to "])
        || (says_any_of(statement, &[" was ", " were "]) && says_any_of(statement, SPELLS))
}

/// `statement` without a value denied at its end ("She's a physio, not a
/// nurse", "it's dust mites, not cats at all"): a current statement that
/// said the old value again would keep it current. What follows "not" and
/// denies no value ("not counting the dog", "not long after") stays.
pub fn without_the_value_denied(statement: &str) -> String {
    const NO_VALUE_AFTER_NOT: &[&str] = &[
        "anymore",
        "any",
        "yet",
        "really",
        "sure",
        "much",
        "bad",
        "great",
        "too",
        "so",
        "that",
        "quite",
        "always",
        "for",
        "even",
        "just",
        "exactly",
        "now",
        "since",
        "until",
        "till",
        "ever",
        "often",
        "everyone",
        "all",
        "only",
        "least",
        "counting",
        "including",
        "long",
        "gonna",
        "to",
        "sorry",
    ];
    let lower = statement.to_lowercase();
    let Some(at) = lower.rfind(", not ") else {
        return statement.to_string();
    };
    let denied = statement[at + ", not ".len()..].trim_end_matches(['.', '!', ' ']);
    // "It's a Superb, not an Octavia, same colour though": a remark after
    // the name denied stays, the name goes.
    if let Some((name, remark)) = denied.split_once(", ") {
        let name = name.split_whitespace().collect::<Vec<_>>();
        let named = name.len() <= 3
            && name
                .iter()
                .any(|w| (w.starts_with(char::is_uppercase) && w.len() > 1) || *w == MASK);
        if named
            && !remark.contains([',', ';', '?'])
            && statement[..at].split_whitespace().count() >= 2
        {
            return format!("{}, {remark}.", statement[..at].trim_end());
        }
    }
    let said: Vec<&str> = denied.split_whitespace().collect();
    let first = said
        .iter()
        .find(|w| {
            !matches!(
                w.to_lowercase().as_str(),
                "a" | "an" | "the" | "on" | "in" | "at" | "with"
            )
        })
        .map(|w| w.to_lowercase());
    let kept = statement[..at].trim_end();
    let Some(first) = first else {
        return statement.to_string();
    };
    // "Golf now, not Fiesta": a name denied goes after two words kept.
    let kept_words = kept.split_whitespace().count();
    let too_little_kept = kept_words < 2 || (kept_words < 3 && a_name_denied(statement).is_none());
    if said.len() > 5
        || denied.contains([',', ';', '?'])
        || NO_VALUE_AFTER_NOT.contains(&first.as_str())
        || too_little_kept
    {
        return statement.to_string();
    }
    format!("{kept}.")
}

/// The name denied at the end of `statement`, capitalised and of three
/// words at most: "Fiesta" in "Golf now, not Fiesta.", "Lidl" in "The user
/// shops at Aldi, not the Lidl."; none in "…, not that I mind".
fn a_name_denied(statement: &str) -> Option<&str> {
    let at = statement.to_lowercase().rfind(", not ")?;
    let denied = statement[at + ", not ".len()..].trim_end_matches(['.', '!', ' ']);
    let denied = ["the ", "a ", "an ", "my ", "our "]
        .iter()
        .find_map(|a| denied.strip_prefix(a))
        .unwrap_or(denied);
    (denied.split_whitespace().count() <= 3
        && denied.starts_with(char::is_uppercase)
        && !denied.contains([',', ';', '?']))
    .then_some(denied)
}

/// The content terms said within three words after a denial: "wine" and
/// "drinker" in "The user is not a wine drinker."; nothing in "it's not
/// even close" but "close".
fn denied_terms(statement: &str) -> Vec<String> {
    let said: Vec<&str> = words(statement).map(|(_, w)| w).collect();
    let mut out = Vec::new();
    for (i, w) in said.iter().enumerate() {
        if says_not(w) {
            for next in said.iter().skip(i + 1).take(3) {
                out.extend(content_terms(next));
            }
        }
    }
    out
}

/// Whether `statement` says of a value the opposite of what `fact` said of
/// it, in another turn: one of the two denies ("couldn't get into
/// podcasts", "hooked on podcasts now").
fn turned_round(statement: &str, fact: &Fact, evidence: &EpisodeId) -> bool {
    !fact.evidence.contains(evidence) && says_not(statement) != says_not(&fact.statement)
}

/// Whether `statement` says there is none of a thing: "doesn't have any
/// allergies", "has no pets", "isn't on any medication".
fn says_none(statement: &str) -> bool {
    says_any_of(
        statement,
        &[
            "don't have any",
            "doesn't have any",
            "do not have any",
            "does not have any",
            "haven't got any",
            "hasn't got any",
            "has no ",
            "have no ",
            "isn't on any",
            "aren't on any",
            "not on any",
            "not allergic to anything",
            "no allergies",
            "no pets",
            "no kids",
            "no children",
            "healthy as a horse",
            "fit as a fiddle",
            "never ill",
            "never sick",
            "nothing wrong with",
            "no health",
            "never see the gp",
            "never sees the gp",
        ],
    )
}

/// Whether `statement` says there is none of what `attribute` holds, in
/// the words a question about it uses: "no allergies", "no pets to
/// worry about", "hasn't got any allergies".
fn says_none_of(statement: &str, attribute: &str) -> bool {
    let Some(spec) = attribute::lookup(attribute) else {
        return false;
    };
    // "has never had an allergy", "never had a pet": the none said as a
    // thing never had.
    let mut never_had = 0u8;
    let mut previous = String::new();
    let mut found = false;
    crate::text::for_each_word(statement, |w| {
        let none_before = matches!(previous.as_str(), "no" | "any")
            || (never_had == 2 && matches!(previous.as_str(), "a" | "an"));
        found |= none_before && spec.cues.contains(&w);
        never_had = match (never_had, w) {
            (_, "never") => 1,
            (1, "had") => 2,
            (2, "a" | "an" | "any") => 2,
            _ => 0,
        };
        previous = w.to_string();
    });
    found
}

/// Whether `new` has at least two content words `old` does not: it says
/// something of its own beyond the value they share.
fn says_more_than(new: &str, old: &str) -> bool {
    let old = content_terms(old);
    content_terms(new)
        .iter()
        .filter(|t| !old.contains(t))
        .count()
        >= 2
}

/// A name or a number: what a replaced statement must not keep saying.
fn is_value_word(word: &str, at_start: bool) -> bool {
    let has_digit = word.chars().any(|c| c.is_ascii_digit());
    let capital = word.chars().next().is_some_and(char::is_uppercase)
        && !at_start
        && !matches!(word, "I" | "The" | "User" | "It");
    has_digit || capital
}

/// Whether `statement` names a name or number none of `previous` does (the
/// subject's own name aside): "a Kia" after "the Civic".
fn names_a_fresh_value(statement: &str, previous: &[&str], subject: &str) -> bool {
    let old: Vec<&str> = previous
        .iter()
        .flat_map(|p| words(p).map(|(_, w)| w))
        .collect();
    words(statement).enumerate().any(|(n, (_, w))| {
        is_value_word(w, n == 0)
            && !old.iter().any(|o| o.eq_ignore_ascii_case(w))
            && !subject.split_whitespace().any(|s| s == w)
    })
}

/// `statement` with every name or number that also occurs in a statement it
/// replaced put as [`MASK`]: "traded the Civic in for a Kia" must not keep
/// the Civic current. Words of the subject's own name stay.
pub fn mask_replaced(statement: &str, previous: &[&str], subject: &str, kept: &str) -> String {
    if previous.is_empty() {
        return statement.to_string();
    }
    let kept: Vec<&str> = words(kept).map(|(_, w)| w).collect();
    // The name the statement opens with is who it is about ("Priya Nair
    // left"), not a value it replaced.
    let leading: Vec<&str> = words(statement)
        .take_while(|(_, w)| w.chars().next().is_some_and(char::is_uppercase) && *w != "The")
        .map(|(_, w)| w)
        .collect();
    let old: Vec<&str> = previous
        .iter()
        .flat_map(|p| words(p).map(|(_, w)| w))
        .filter(|w| is_value_word(w, false))
        .collect();
    let all: Vec<(usize, &str)> = words(statement).collect();
    // "07700 900 222" after "07700 900 111": a number said in groups is
    // one value, masked whole or not at all.
    let digits = |w: &str| w.chars().all(|c| c.is_ascii_digit());
    let group_is_new = |n: usize| {
        let mut start = n;
        while start > 0 && digits(all[start - 1].1) {
            start -= 1;
        }
        let mut end = n;
        while end + 1 < all.len() && digits(all[end + 1].1) {
            end += 1;
        }
        end > start && all[start..=end].iter().any(|(_, g)| !old.contains(g))
    };
    // "spin's moved to Wednesdays, pilates is still Mondays": a value said
    // with "still" before it is kept, not replaced.
    let said_still = |n: usize| {
        let start = all[n].0;
        let piece = statement[..start].rfind([',', ';']).map_or(0, |c| c + 1);
        words(&statement[piece..start]).any(|(_, w)| w.eq_ignore_ascii_case("still"))
    };
    let spans = all.iter().enumerate().filter_map(|(n, &(start, w))| {
        (is_value_word(w, n == 0)
            && old.contains(&w)
            && !said_still(n)
            && (!digits(w) || !group_is_new(n))
            && !kept.iter().any(|k| k.eq_ignore_ascii_case(w))
            && !leading.contains(&w)
            && !of_the_subject(subject, w))
        .then_some((start, w.len()))
    });
    masked(statement, spans)
}

/// Whether `word` is one of the subject's own words ("Nan" in "the
/// user's nan"): who a statement is about, never a value it replaced.
fn of_the_subject(subject: &str, word: &str) -> bool {
    // "Sam (at work)": a word in brackets is still one of the subject's.
    subject
        .split_whitespace()
        .any(|s| s.trim_matches(['(', ')']).eq_ignore_ascii_case(word))
}

/// `statement` with each of `spans` (start, length; in order) put as
/// [`MASK`].
fn masked(statement: &str, spans: impl IntoIterator<Item = (usize, usize)>) -> String {
    let mut out = String::with_capacity(statement.len());
    let mut last = 0;
    for (start, len) in spans {
        out.push_str(&statement[last..start]);
        out.push_str(MASK);
        last = start + len;
    }
    out.push_str(&statement[last..]);
    out
}

/// Verbs that name a doing by themselves: given up with nothing after
/// them ("I don't drive at all now", "she doesn't smoke these days") they
/// are what ended, and said after "doesn't" they are a verb, not a value.
pub const VERBS_OF_A_DOING: &[&str] = &[
    "drive",
    "drink",
    "smoke",
    "swim",
    "cycle",
    "ride",
    "run",
    "sing",
    "play",
    "volunteer",
    "coach",
    "teach",
];

/// `statement` with each word of `object` put as [`MASK`] where an ended
/// statement in `previous` said it too (by its first five letters of stem).
fn mask_ended(statement: &str, object: &[String], previous: &[&str], subject: &str) -> String {
    let key = |w: &str| prefix5(&crate::text::stem(&w.to_lowercase()));
    let said_before: Vec<String> = previous
        .iter()
        .flat_map(|p| words(p).map(|(_, w)| key(w)))
        .collect();
    // "Nan passed away": who the statement is about, by relation, is no
    // value it ended. A subject said by its name alone is the thing that
    // ended: "Crete fell through", "Nibbles died".
    // "Sam (at work)", told apart by a descriptor, is a person too.
    let by_relation = subject.contains("'s ") || subject.contains('’') || subject.contains(" (");
    let ended: Vec<String> = object
        .iter()
        .filter(|o| !(by_relation && of_the_subject(subject, o)))
        .map(|o| key(o))
        .filter(|k| said_before.contains(k))
        .collect();
    if ended.is_empty() {
        return statement.to_string();
    }
    let all: Vec<(usize, &str)> = words(statement).collect();
    let spans = all.iter().enumerate().filter_map(|(n, &(start, w))| {
        // "not allergic to strawberries": the word that takes "to" or "of"
        // says how, not what ended.
        // "no longer a member at Jesmond": the word before "at" says what
        // the speaker was there, and "at" names what ended.
        let takes_to = all
            .get(n + 1)
            .is_some_and(|(_, next)| matches!(*next, "to" | "of" | "at"));
        // "doesn't drive at all": the doing given up is the verb, said
        // after "do"; it names no value.
        let a_verb_after_do = VERBS_OF_A_DOING.contains(&w.to_lowercase().as_str())
            && n.checked_sub(1).is_some_and(|p| {
                let before = all[p].1.to_lowercase();
                matches!(before.as_str(), "doesn't" | "don't" | "didn't")
                    || (before == "not"
                        && p.checked_sub(1).is_some_and(|q| {
                            matches!(all[q].1.to_lowercase().as_str(), "does" | "do" | "did")
                        }))
            });
        (ended.contains(&key(w)) && !takes_to && !a_verb_after_do).then_some((start, w.len()))
    });
    masked(statement, spans)
}

/// The name in `statement` that `right` puts right by its spelling: a
/// capitalised word of three letters or more, not `right` itself, with the
/// same first letter and at most two letters apart ("Zara" for "Zahra",
/// "Katryn" for "Katrin"; not "Zoe").
pub fn misspelling_in<'s>(statement: &'s str, right: &str) -> Option<&'s str> {
    let heard = as_it_sounds(right);
    let first = heard.chars().next()?;
    // Only a capitalised word of three letters or more is sounded out.
    words(statement).map(|(_, w)| w).find(|w| {
        w.len() >= 3 && *w != right && w.chars().next().is_some_and(char::is_uppercase) && {
            let alike = as_it_sounds(w);
            alike.starts_with(first)
                && strsim::damerau_levenshtein(&alike, &heard) <= 2.min(right.len() / 3)
        }
    })
}

/// A name as it sounds, near enough to compare spellings: "Chris" and
/// "Kris", "Katherine" and "Kathryn", "Philippa" and "Filippa" come
/// closer ("ch", "c" and "ph" first said as "k" and "f"; "y" as "i").
fn as_it_sounds(name: &str) -> String {
    let lower = name.to_lowercase();
    let opened = if let Some(rest) = lower.strip_prefix("ch") {
        format!("k{rest}")
    } else if let Some(rest) = lower.strip_prefix("ph") {
        format!("f{rest}")
    } else if let Some(rest) = lower.strip_prefix('c') {
        format!("k{rest}")
    } else {
        lower
    };
    opened.replace('y', "i")
}

/// The name in `said` that `right` puts right as heard wrong, if any: a
/// capitalised word of about its length one letter away from it, the first
/// letter included ("How's Bolt settling in?" — "it's Colt actually";
/// "Dinner with Jan?" — "it's Jen actually").
pub fn misheard_in<'s>(said: &'s str, right: &str) -> Option<&'s str> {
    words(said).map(|(_, w)| w).find(|w| {
        w.len() >= 3
            && *w != right
            && w.chars().next().is_some_and(char::is_uppercase)
            && w.len().abs_diff(right.len()) <= 1
            && !crate::text::is_time_word(&w.to_lowercase())
            && strsim::damerau_levenshtein(&w.to_lowercase(), &right.to_lowercase()) == 1
    })
}

/// Whether `statement` gives a code: a number of three digits or more that
/// is not a year ("4471", "0207"; not "2019").
fn holds_a_code(statement: &str) -> bool {
    words(statement).any(|(_, w)| {
        w.len() >= 3
            && w.chars().all(|c| c.is_ascii_digit())
            && !(w.len() == 4 && (w.starts_with("19") || w.starts_with("20")))
    })
}

/// Verbs after which "X for Y" or "X with Y" gives up X for Y.
const SWAP_VERBS: &[&str] = &[
    "swapped",
    "swap",
    "swaps",
    "traded",
    "trade",
    "exchanged",
    "replaced",
    "ditched",
    "dropped",
    "gave",
    "given",
    "binned",
];

/// `statement` with the word it gives up put as [`MASK`] when an earlier
/// statement it replaced says that word: "swapped netball for hockey",
/// "switched from tea to coffee", "replaced the piano with a keyboard".
/// Lowercase words too — [`mask_replaced`] only knows names and numbers —
/// but only where the wording says the word was given up.
fn mask_swapped_out(statement: &str, previous: &[&str]) -> String {
    let all: Vec<(usize, &str)> = words(statement).collect();
    let said_before = |w: &str| {
        let lower = w.to_lowercase();
        previous
            .iter()
            .any(|p| words(p).any(|(_, o)| o.eq_ignore_ascii_case(&lower)))
    };
    let mut found: Vec<(usize, usize)> = Vec::new();
    for (n, &(start, w)) in all.iter().enumerate() {
        if w.len() < 3 || crate::text::is_stopword(&w.to_lowercase()) || !said_before(w) {
            continue;
        }
        let before = n.checked_sub(1).map(|i| all[i].1.to_lowercase());
        let after = all.get(n + 1).map(|(_, a)| a.to_lowercase());
        // "from tea to coffee": "to" follows within a few words.
        let from_to = before.as_deref() == Some("from")
            && all[n + 1..].iter().take(4).any(|(_, a)| *a == "to");
        // "swapped netball for hockey", "replaced the piano with …": a swap
        // verb within two words before, "for"/"with" right after.
        let swapped = matches!(after.as_deref(), Some("for" | "with"))
            && all[n.saturating_sub(3)..n]
                .iter()
                .any(|(_, v)| SWAP_VERBS.contains(&v.to_lowercase().as_str()));
        if from_to || swapped {
            found.push((start, w.len()));
        }
    }
    masked(statement, found)
}

/// Which typed values a word is: 0 month, 1 weekday, 2 number.
fn value_type(word: &str) -> Option<usize> {
    let lower = word.to_lowercase();
    let singular = lower.strip_suffix('s').unwrap_or(&lower);
    if crate::text::MONTHS.contains(&lower.as_str())
        && word.chars().next().is_some_and(char::is_uppercase)
    {
        Some(0)
    } else if crate::text::WEEKDAYS.contains(&singular) || matches!(singular, "weekend" | "weekday")
    {
        // "every other weekend" is a day as "Mondays" is.
        Some(1)
    } else if word.chars().next().is_some_and(|c| c.is_ascii_digit())
        && (word
            .chars()
            .all(|c| c.is_ascii_digit() || c == '.' || c == ':' || c == ',')
            // "1am", "10:30pm": a time.
            || (["am", "pm"].iter().any(|s| lower.ends_with(s))
                && lower[..lower.len() - 2]
                    .chars()
                    .all(|c| c.is_ascii_digit() || c == ':' || c == '.'))
            || (["st", "nd", "rd", "th"].iter().any(|s| lower.ends_with(s))
                && lower[..lower.len() - 2].chars().all(|c| c.is_ascii_digit())))
    {
        Some(2)
    } else if crate::text::number(&lower).is_some_and(|n| n > 12) {
        // "the forty-two", "flat fourteen": a number a voice transcript
        // spells out; small ones ("at seven", "one of them") say other things
        // as often.
        Some(2)
    } else if ORDINALS.contains(&lower.as_str()) {
        Some(3)
    } else if COLOURS.contains(&word) {
        // Lowercase only: "Bethnal Green" is a place.
        Some(4)
    } else {
        None
    }
}

/// Colours, a kind of value a thing holds one of ("a blue Mazda, sorry,
/// grey").
const COLOURS: &[&str] = &[
    "red",
    "blue",
    "green",
    "yellow",
    "orange",
    "purple",
    "pink",
    "black",
    "white",
    "grey",
    "gray",
    "silver",
    "gold",
    "brown",
    "navy",
    "maroon",
    "beige",
    "cream",
    "teal",
    "turquoise",
    "burgundy",
];

/// Ordinals said in words ("the fourth floor", "her third year").
const ORDINALS: &[&str] = &[
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
    "eleventh", "twelfth",
];

/// Whether `old` and `new` both name a month, both a weekday, both a
/// colour ("the front door's navy now" after "our front door is red"), or
/// both a time or a date ("at 9", "10:30", "the 14th") — not any number:
/// "three now" is no new time for "two cats".
/// The one number above twelve `statement` names in figures, that is not
/// a year or a time: "around 1450", "broke 1600". Small numbers and
/// spelt-out ones say other things as often.
fn a_large_number(statement: &str) -> Option<u32> {
    let mut found = None;
    for (_, w) in words(statement) {
        if !w.chars().all(|c| c.is_ascii_digit()) || w.is_empty() {
            continue;
        }
        let Ok(n) = w.parse::<u32>() else { continue };
        if n <= 12 || (1900..=2100).contains(&n) {
            continue;
        }
        if found.is_some() {
            return None;
        }
        found = Some(n);
    }
    found
}

fn holds_a_value_of_the_same_type(old: &str, new: &str) -> bool {
    let kinds = |s: &str| {
        let mut out = Vec::new();
        let mut previous = "";
        for (_, w) in words(s) {
            let timed = matches!(
                previous.to_lowercase().as_str(),
                "at" | "the" | "from" | "by"
            ) || w.contains(':')
                || w.ends_with("am")
                || w.ends_with("pm")
                || w.ends_with("th")
                || w.ends_with("st")
                || w.ends_with("nd")
                || w.ends_with("rd");
            match value_type(w) {
                Some(k) if k < 2 || k == 4 || (k == 2 && timed) => out.push(k),
                _ => {}
            }
            previous = w;
        }
        out
    };
    let theirs = kinds(old);
    kinds(new).iter().any(|k| theirs.contains(k))
}

/// Whether `statement` says someone goes somewhere it leaves unsaid, with
/// only when: "been going in the evenings", "goes at 7 now", "I go
/// mornings these days".
fn goes_without_saying_where(statement: &str) -> bool {
    let said: Vec<String> = words(statement).map(|(_, w)| w.to_lowercase()).collect();
    said.iter().enumerate().any(|(i, w)| {
        matches!(w.as_str(), "go" | "goes" | "going" | "went")
            && match said.get(i + 1).map(String::as_str) {
                Some("in") => said.get(i + 2).is_some_and(|next| next == "the"),
                Some("at" | "on" | "every" | "first" | "early" | "late" | "before" | "after") => {
                    true
                }
                Some(next) => matches!(
                    next,
                    "mornings" | "evenings" | "afternoons" | "nights" | "lunchtimes" | "weekends"
                ),
                None => false,
            }
    })
}

/// "Callum's moved in with the user", "Mum came to live with them",
/// "Jo is living with the user now": someone joined the subject's home.
fn someone_came_to_live_with(statement: &str) -> bool {
    let said: Vec<String> = words(statement).map(|(_, w)| w.to_lowercase()).collect();
    said.windows(3).any(|w| {
        let (a, b, c) = (w[0].as_str(), w[1].as_str(), w[2].as_str());
        (a == "moved" && b == "in" && c == "with")
            || (matches!(a, "come" | "came" | "coming") && matches!(b, "to" | "and") && c == "live")
            || (matches!(a, "living" | "lives") && b == "with" && matches!(c, "the" | "them"))
    })
}

/// "It's just the user in a one-bed", "lives on their own", "lives alone".
fn says_they_live_alone(statement: &str) -> bool {
    let said: Vec<String> = words(statement).map(|(_, w)| w.to_lowercase()).collect();
    said.windows(3).any(|w| {
        (w[0] == "just" && w[1] == "the" && w[2] == "user")
            || (w[0] == "on" && w[2] == "own" && matches!(w[1].as_str(), "their" | "his" | "her"))
    }) || said.iter().any(|w| {
        matches!(
            w.as_str(),
            "alone" | "themselves" | "themself" | "herself" | "himself"
        )
    })
}

/// Whether `statement` says no more than that its subject is in a named
/// place: "The user is in Slough.", "The user's household is still in
/// Hove at the moment." ("The user is in Year 9." names no place.)
fn says_they_are_in_a_place(statement: &str) -> bool {
    let said: Vec<&str> = words(statement).map(|(_, w)| w).collect();
    let Some(at) = said.iter().position(|w| matches!(*w, "is" | "are")) else {
        return false;
    };
    let mut rest = said[at + 1..]
        .iter()
        .skip_while(|w| matches!(**w, "still" | "now" | "currently" | "living"));
    rest.next() == Some(&"in")
        && rest.next().is_some_and(|place| {
            place.chars().next().is_some_and(char::is_uppercase)
                && !crate::text::MONTHS.contains(&place.to_lowercase().as_str())
                && !matches!(*place, "Year" | "Reception" | "Class" | "Form" | "Grade")
        })
        && said.len() <= at + 8
}

/// Whether `statement` names a time of day: "7am", "6:30", "at half
/// six", "at lunchtime", "in the evenings".
fn says_a_time_of_day(statement: &str) -> bool {
    let mut previous = String::new();
    words(statement).any(|(_, w)| {
        let lower = w.to_lowercase();
        let digits = lower.trim_end_matches("am").trim_end_matches("pm");
        let clock = (lower.ends_with("am") || lower.ends_with("pm") || lower.contains(':'))
            && !digits.is_empty()
            && digits
                .chars()
                .all(|c| c.is_ascii_digit() || c == ':' || c == '.');
        let named = matches!(
            lower.as_str(),
            "lunchtime" | "lunchtimes" | "noon" | "midday" | "midnight" | "teatime" | "dawn"
        ) || ((matches!(previous.as_str(), "the" | "at" | "in")
            || crate::text::WEEKDAYS.contains(&previous.as_str()))
            && matches!(
                lower.as_str(),
                "morning"
                    | "mornings"
                    | "evening"
                    | "evenings"
                    | "afternoon"
                    | "afternoons"
                    | "night"
                    | "nights"
            ))
            || previous == "half"
            // "quarter past seven", "ten past six".
            || (previous == "past" && crate::text::number(&lower).is_some_and(|n| (1..=12).contains(&n)))
            // "at seven", "till nine": an hour said in words; "moved to
            // seven" only of a routine's hour (bed, an alarm, a curfew).
            || (crate::text::number(&lower).is_some_and(|n| (1..=12).contains(&n))
                && (matches!(previous.as_str(), "at" | "till" | "until")
                    || (previous == "to"
                        && says_any_of(statement, &["bed", "alarm", "curfew", "lights out"]))))
            // "ten thirty", "six o'clock": a clock time said in words.
            || lower == "o'clock"
            || (matches!(lower.as_str(), "fifteen" | "thirty" | "forty-five")
                && crate::text::number(&previous).is_some_and(|n| (1..=12).contains(&n)));
        previous = lower;
        clock || named
    })
}

/// When `old` and `new` each hold exactly one value of some type (a month,
/// a weekday, a number, an ordinal word) and they differ: `old` with its value replaced by
/// the new one. "trip to Japan in October, Tokyo then Kyoto" and "the trip
/// is moved to November" give "trip to Japan in November, Tokyo then Kyoto".
pub fn swap_typed_value(old: &str, new: &str) -> Option<String> {
    // A day and a month together ("the 3rd of July" → "the 9th of
    // August"): each kind is swapped in turn.
    let mut out: Option<String> = None;
    for kind in 0..5 {
        let current = out.as_deref().unwrap_or(old);
        if let Some(swapped) = swap_one_kind(current, new, kind) {
            out = Some(swapped);
        }
    }
    out
}

/// Whether two weekdays are one, said singly or as a plural ("Tuesday",
/// "Tuesdays").
fn same_day(a: &str, b: &str) -> bool {
    a.trim_end_matches('s')
        .eq_ignore_ascii_case(b.trim_end_matches('s'))
}

/// The word a number at `at` is said of: the word right before it, with
/// only a space between, when that word names something ("pixel" in "pixel
/// 6") rather than joining ("is 87", "to 1,100") or doing ("pays 950",
/// "paying 1,100").
fn named_by(text: &str, at: usize) -> Option<&str> {
    let before = &text[..at];
    let word = before.strip_suffix(' ')?.rsplit(' ').next()?;
    let doing = ["s", "ed", "ing"].iter().any(|e| word.ends_with(e));
    (word.len() >= 3
        && word.chars().all(|c| c.is_alphabetic())
        && !doing
        && !crate::text::is_stopword(&word.to_lowercase()))
    .then_some(word)
}

/// [`swap_typed_value`] for one kind of value.
fn swap_one_kind(old: &str, new: &str, kind: usize) -> Option<String> {
    let of = |s: &str| -> Vec<(usize, String)> {
        words(s)
            .filter(|(_, w)| value_type(w) == Some(kind))
            .map(|(i, w)| (i, w.to_string()))
            .collect()
    };
    let (a, b) = (of(old), of(new));
    // A colour is the value of what it is said of: "green tea" swaps no
    // "black" said alone ("a coffee person, black, no sugar"); a colour
    // said alone ("…, sorry, grey") swaps the one said before.
    if kind == 4 {
        let said_of = |s: &str, at: usize| {
            words(s)
                .find(|(i, _)| *i > at)
                .filter(|(i, _)| !s[at..*i].contains([',', '.', ';', '!', '?']))
                .map(|(_, w)| w.to_lowercase())
        };
        if let ([(was_at, _)], [(now_at, _)]) = (a.as_slice(), b.as_slice()) {
            // "…, or rather a dark orange one": "one" is what it replaces.
            let now_of = said_of(new, *now_at).filter(|w| w != "one" && w != "ones");
            if now_of.is_some() && now_of != said_of(old, *was_at) {
                return None;
            }
        }
    }
    // A number said right after a name is that name's ("pixel 6", "iphone
    // 15", "Golf 7"): one said of another name is another thing, and swaps
    // nothing.
    if kind == 2 {
        if let ([(was_at, _)], [(now_at, _)]) = (a.as_slice(), b.as_slice()) {
            if let (Some(was_of), Some(now_of)) = (named_by(old, *was_at), named_by(new, *now_at)) {
                if !was_of.eq_ignore_ascii_case(now_of) {
                    return None;
                }
            }
        }
    }
    match (a.as_slice(), b.as_slice()) {
        // "still Tuesdays" after "Tuesday nights": the same day, said as
        // a plural, swaps nothing.
        ([(start, was)], [(_, now)])
            if !(was.eq_ignore_ascii_case(now) || (kind == 1 && same_day(was, now))) =>
        {
            Some(format!(
                "{}{}{}",
                &old[..*start],
                now,
                &old[start + was.len()..]
            ))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fact::{Explicitness, FactValue, Subject, TemporalScope};
    use chrono::{TimeZone, Utc};

    #[test]
    fn a_colour_said_of_another_thing_swaps_no_colour_said_alone() {
        assert_eq!(
            swap_one_kind(
                "The user is a coffee person, black, no sugar.",
                "The user has switched to green tea.",
                4
            ),
            None
        );
        assert_eq!(
            swap_one_kind("We've got a red Fiesta.", "or rather a dark orange one", 4).as_deref(),
            Some("We've got a orange Fiesta.")
        );
        assert_eq!(
            swap_one_kind("The user drives a blue Mazda.", "grey", 4).as_deref(),
            Some("The user drives a grey Mazda.")
        );
    }

    fn at(day: u32) -> Timestamp {
        Utc.with_ymd_and_hms(2025, 3, day, 12, 0, 0).unwrap()
    }

    fn candidate(attribute: &str, value: &str, explicitness: Explicitness) -> FactCandidate {
        FactCandidate {
            subject: Subject::user(),
            attribute: attribute.into(),
            value: FactValue::Text(value.into()),
            statement: format!("The user {attribute} {value}."),
            explicitness,
            confidence: 0.9,
            scope: TemporalScope::Ongoing,
            commanded: false,
            cue: Cue::None,
            object: Vec::new(),
            replaces: Vec::new(),
        }
    }

    fn entry(p: Proposal, n: u32) -> LedgerEntry {
        LedgerEntry {
            proposal: p,
            evidence: EpisodeId::new(format!("ep{n}")).unwrap(),
            said_at: at(n),
        }
    }

    /// The user's retraction of whatever names `value`.
    fn withdrawn(value: &str) -> Retraction {
        Retraction {
            subject: Subject::user(),
            attribute: None,
            value: Some(value.into()),
            said: format!("{value} is gone"),
        }
    }

    fn assert_entry(attribute: &str, value: &str, n: u32) -> LedgerEntry {
        entry(
            Proposal::Assert(candidate(attribute, value, Explicitness::Stated)),
            n,
        )
    }

    /// Runs sessions one after another, each against the facts the previous
    /// ones left, and returns every fact.
    fn run(sessions: &[Vec<LedgerEntry>]) -> Vec<Fact> {
        run_with(sessions, &crate::similarity::LexicalSimilarity)
    }

    fn run_with(sessions: &[Vec<LedgerEntry>], similarity: &dyn Similarity) -> Vec<Fact> {
        let user = UserId::new("u").unwrap();
        let policy = PolicyConfig::default();
        let mut all: Vec<Fact> = Vec::new();
        let mut n = 0;
        for (k, ledger) in sessions.iter().enumerate() {
            let session = SessionId::new(format!("s{k}")).unwrap();
            let ctx = ReconcileContext {
                user: &user,
                session: &session,
                now: ledger.last().map_or(at(28), |e| e.said_at),
                policy: &policy,
                similarity,
            };
            let mut mint = || {
                n += 1;
                FactId::new(format!("f{n}")).unwrap()
            };
            let r = reconcile(&all, ledger, &ctx, &mut mint);
            for f in r.changed {
                match all.iter_mut().find(|g| g.id == f.id) {
                    Some(g) => *g = f,
                    None => all.push(f),
                }
            }
        }
        all
    }

    fn active(facts: &[Fact]) -> Vec<String> {
        facts
            .iter()
            .filter(|f| f.status == FactStatus::Active)
            .map(|f| format!("{}={}", f.predicate, f.value.as_text()))
            .collect()
    }

    /// A statement as the clause extractor proposes it: the statement is
    /// its value.
    fn said(attribute: &str, statement: &str, cue: Cue, n: u32) -> LedgerEntry {
        let mut c = FactCandidate::stated(
            Subject::user(),
            attribute,
            FactValue::Text(statement.into()),
            statement.into(),
        );
        c.cue = cue;
        if cue == Cue::Retraction {
            c.object = statement
                .split_whitespace()
                .last()
                .map(|w| vec![w.trim_matches('.').to_string()])
                .unwrap_or_default();
        }
        entry(Proposal::Assert(c), n)
    }

    fn current_statements(facts: &[Fact]) -> Vec<String> {
        let mut out: Vec<String> = facts
            .iter()
            .filter(|f| f.status == FactStatus::Active)
            .map(|f| f.statement.clone())
            .collect();
        out.sort();
        out
    }

    #[test]
    fn having_one_of_a_thing_ends_having_none() {
        for (none, one, attribute) in [
            (
                "The user's household has never had pets.",
                "The user's household got a puppy at the weekend, Toffee.",
                "pet",
            ),
            (
                "The user doesn't have any allergies.",
                "The user is allergic to penicillin.",
                "allergy",
            ),
            (
                "The user has no car at the moment.",
                "The user has bought a second-hand Corsa.",
                "vehicle",
            ),
        ] {
            let facts = run(&[
                vec![said(attribute, none, Cue::None, 1)],
                vec![said(attribute, one, Cue::None, 2)],
            ]);
            assert_eq!(current_statements(&facts), vec![one.to_string()], "{none}");
        }
    }

    #[test]
    fn a_diet_that_rules_a_food_out_ends_a_taste_for_it() {
        for (liked, diet) in [
            (
                "The user loves a good burger.",
                "The user went plant-based last month.",
            ),
            (
                "The user's favourite meal is steak and chips.",
                "The user is vegetarian now.",
            ),
            (
                "The user can't resist cheese on toast.",
                "The user has gone vegan.",
            ),
            (
                "The user loves a good burger, beef all the way.",
                "The user went plant-based last month.",
            ),
        ] {
            let facts = run(&[
                vec![said("likes", liked, Cue::None, 1)],
                vec![said("diet", diet, Cue::None, 2)],
            ]);
            assert_eq!(
                current_statements(&facts),
                vec![diet.to_string()],
                "{liked}"
            );
        }
        // A taste the diet allows stays; so does any taste under a diet
        // that rules nothing out.
        for (liked, diet) in [
            (
                "The user loves a good curry.",
                "The user went plant-based last month.",
            ),
            (
                "The user loves a good burger.",
                "The user is doing keto now.",
            ),
            (
                "The user loves cheese on toast.",
                "The user is vegetarian now.",
            ),
        ] {
            let facts = run(&[
                vec![said("likes", liked, Cue::None, 1)],
                vec![said("diet", diet, Cue::Change, 2)],
            ]);
            assert_eq!(current_statements(&facts).len(), 2, "{liked}");
        }
    }

    #[test]
    fn having_none_said_in_passing_of_another_slot_ends_when_one_is_found() {
        for (before, slot, found) in [
            (
                "The user eats pretty much anything, no allergies.",
                "allergy",
                "The user is allergic to shellfish.",
            ),
            (
                "The user works from home, no pets to walk.",
                "pet",
                "The user has a rescue whippet called Fig.",
            ),
            (
                "The user is never ill, hasn't got any allergies.",
                "allergy",
                "The user is allergic to penicillin.",
            ),
        ] {
            let facts = run(&[
                vec![said("diet", before, Cue::None, 1)],
                vec![said(slot, found, Cue::None, 2)],
            ]);
            assert_eq!(
                current_statements(&facts),
                vec![found.to_string()],
                "{before}"
            );
        }
        // Of another slot, nothing ends.
        let facts = run(&[
            vec![said(
                "diet",
                "The user eats anything, no allergies.",
                Cue::None,
                1,
            )],
            vec![said("pet", "The user has a cat.", Cue::None, 2)],
        ]);
        assert_eq!(current_statements(&facts).len(), 2);
    }

    #[test]
    fn a_retraction_naming_a_kind_ends_the_thing_of_that_kind() {
        for (before, ended) in [
            (
                "The user drives a Kia.",
                "Since selling the car the user walks",
            ),
            ("The user has an iPhone 12.", "The user gave up the phone"),
            (
                "The user banks with Monzo.",
                "The user closed the bank account",
            ),
        ] {
            let mut retraction = said("commute", ended, Cue::Retraction, 2);
            if let Proposal::Assert(c) = &mut retraction.proposal {
                c.object = vec![ended
                    .split(' ')
                    .find(|w| ["car", "phone", "bank"].contains(w))
                    .unwrap()
                    .to_string()];
            }
            let facts = run(&[
                vec![said("about:x", before, Cue::None, 1)],
                vec![retraction],
            ]);
            assert!(
                !current_statements(&facts).contains(&before.to_string()),
                "{before}"
            );
        }
    }

    #[test]
    fn another_kind_of_eyewear_said_as_a_change_replaces_the_last() {
        for (before, after) in [
            (
                "The user has worn glasses for years.",
                "The user has switched to contact lenses.",
            ),
            (
                "The user wears specs for reading.",
                "The user has gone over to contacts now.",
            ),
            (
                "The user wears contact lenses.",
                "The user is back in glasses these days.",
            ),
            (
                "Bullet points are best for the user.",
                "The user prefers full paragraphs now.",
            ),
            (
                "The user wants answers in paragraphs.",
                "The user would like bullet points from now on.",
            ),
            (
                "The user likes answers as numbered lists.",
                "The user wants plain paragraphs these days.",
            ),
        ] {
            let facts = run(&[
                vec![said("about:eye", before, Cue::None, 1)],
                vec![said("about:eye2", after, Cue::Change, 2)],
            ]);
            assert_eq!(
                current_statements(&facts),
                vec![after.to_string()],
                "{before}"
            );
        }
        // Two glasses of wine are no glasses worn.
        assert!(
            crate::attribute::kinds_named("The user has two glasses of wine a night.").is_empty()
        );
    }

    #[test]
    fn a_change_replaces_the_most_similar_statement_and_does_not_repeat_its_name() {
        let facts = run(&[
            vec![
                said(
                    "about:work",
                    "The user drives a Honda Civic to work.",
                    Cue::None,
                    1,
                ),
                said("about:chess", "The user plays chess online.", Cue::None, 2),
            ],
            vec![said(
                "about:kia",
                "The user traded the Civic in and drives a Kia to work.",
                Cue::Change,
                3,
            )],
        ]);
        assert_eq!(
            current_statements(&facts),
            vec![
                "The user plays chess online.",
                "The user traded the [previous] in and drives a Kia to work."
            ]
        );
    }

    #[test]
    fn a_move_ends_where_the_subject_simply_was_and_nothing_else() {
        for (was, moved) in [
            (
                "The user's household is in Slough.",
                "The user's household moved to Reading, like a month ago.",
            ),
            (
                "The user is currently in Gdansk.",
                "The user has relocated to Poznan for work.",
            ),
            (
                "The user is still in Hove at the moment.",
                "The user upped sticks to Lewes in the spring.",
            ),
        ] {
            let facts = run(&[
                vec![
                    said("about:place", was, Cue::None, 1),
                    said("school", "The user is in Year 9.", Cue::None, 2),
                    said("about:chess", "The user plays chess online.", Cue::None, 3),
                ],
                vec![said("lives_in", moved, Cue::Change, 4)],
            ]);
            let mut kept = vec![
                "The user is in Year 9.",
                "The user plays chess online.",
                moved,
            ];
            kept.sort();
            assert_eq!(current_statements(&facts), kept, "{was}");
        }
    }

    #[test]
    fn a_retraction_ends_what_it_names_and_nothing_else() {
        let facts = run(&[
            vec![
                said(
                    "hobby",
                    "The user goes climbing on Thursdays.",
                    Cue::None,
                    1,
                ),
                said("hobby", "The user plays chess online.", Cue::None, 2),
            ],
            vec![said(
                "hobby",
                "The user gave up climbing.",
                Cue::Retraction,
                3,
            )],
        ]);
        let climbing = facts
            .iter()
            .find(|f| f.statement.contains("Thursdays"))
            .unwrap();
        assert_eq!(climbing.status, FactStatus::Retracted);
        assert!(current_statements(&facts).contains(&"The user plays chess online.".to_string()));
    }

    /// A retraction whose object is `object`, said in `statement`.
    fn ended_naming(attribute: &str, statement: &str, object: &[&str], turn: u32) -> LedgerEntry {
        let mut e = said(attribute, statement, Cue::Retraction, turn);
        if let Proposal::Assert(c) = &mut e.proposal {
            c.object = object.iter().map(|o| o.to_string()).collect();
        }
        e
    }

    #[test]
    fn a_name_said_clipped_in_a_retraction_ends_what_the_whole_name_was_said_in() {
        for (whole, clipped, object) in [
            (
                "The user is going to Glastonbury in June, tickets bought.",
                "The user had to sell their Glasto ticket.",
                ["Glasto", "ticket"],
            ),
            (
                "The user swims at Jesmond Pool on Fridays.",
                "The user cancelled their Jesmond swim.",
                ["Jesmond", "swim"],
            ),
            (
                "The user has a Saturday job at Morrisons.",
                "The user quit the Morri job.",
                ["Morri", "job"],
            ),
        ] {
            let facts = run(&[
                vec![said("plan", whole, Cue::None, 1)],
                vec![ended_naming("plan", clipped, &object, 2)],
            ]);
            let was = facts.iter().find(|f| f.statement == whole).unwrap();
            assert_eq!(was.status, FactStatus::Retracted, "{clipped}");
        }
        // Three letters are too few to say whose name it is.
        let facts = run(&[
            vec![said(
                "plan",
                "The user sees Samira on Sundays.",
                Cue::None,
                1,
            )],
            vec![ended_naming(
                "plan",
                "The user stopped seeing Sam.",
                &["Sam"],
                2,
            )],
        ]);
        assert!(
            current_statements(&facts).contains(&"The user sees Samira on Sundays.".to_string())
        );
    }

    #[test]
    fn a_moved_date_keeps_the_plan_with_the_new_month() {
        let facts = run(&[
            vec![said(
                "plan",
                "The user is planning a trip to Oslo in May with Ana.",
                Cue::None,
                1,
            )],
            vec![said("plan", "The Oslo trip moved to June.", Cue::Change, 2)],
        ]);
        let now = current_statements(&facts);
        assert!(
            now.contains(&"The user is planning a trip to Oslo in June with Ana.".to_string()),
            "{now:?}"
        );
        assert!(now.iter().all(|s| !s.contains("May")), "{now:?}");
    }

    #[test]
    fn a_move_that_names_a_new_place_as_well_as_a_new_day_is_the_whole_new_statement() {
        let facts = run(&[
            vec![said(
                "membership",
                "The user's chess club meets on Tuesdays at the Crown.",
                Cue::None,
                1,
            )],
            vec![said(
                "membership",
                "Chess club has moved to Fridays, at Priya's flat.",
                Cue::Change,
                2,
            )],
        ]);
        let now = current_statements(&facts);
        assert_eq!(
            now,
            vec!["Chess club has moved to Fridays, at Priya's flat."]
        );
    }

    #[test]
    fn a_new_time_of_day_for_the_same_habit_replaces_the_old() {
        for (old, new) in [
            (
                "The user swims at 7am before work every weekday.",
                "The user swims at lunchtime now instead.",
            ),
            (
                "The user walks the dog in the mornings.",
                "The user walks the dog at 9pm these days.",
            ),
            (
                "The user does yoga at 6:30 on the living room floor.",
                "The user does yoga in the evenings now.",
            ),
            // Clock times said in words.
            (
                "The user is usually asleep by eleven o'clock.",
                "The user is asleep before midnight these days.",
            ),
            (
                "The user takes the dog out at half seven.",
                "The user takes the dog out at ten fifteen now.",
            ),
            (
                "The user starts work at eight thirty.",
                "The user starts work at noon on Mondays now.",
            ),
            // Going, with where left unsaid.
            (
                "The user hits the pool at 6:30 most mornings.",
                "The user has been going in the evenings lately.",
            ),
            (
                "The user does the big shop at 8am on Saturdays.",
                "The user goes at lunchtime now, it's quieter.",
            ),
            (
                "The user is at the climbing wall at 7pm most nights.",
                "The user goes first thing in the morning instead.",
            ),
        ] {
            let facts = run(&[
                vec![said("hobby", old, Cue::None, 1)],
                vec![said("schedule", new, Cue::Change, 2)],
            ]);
            assert_eq!(current_statements(&facts), vec![new.to_string()], "{old}");
        }
    }

    /// `before` said in one session and `after`, with `cue`, in the next
    /// leave `after` alone current.
    fn assert_the_later_alone_is_current(before: &str, after: &str, cue: Cue) {
        let facts = run(&[
            vec![said("about:a", before, Cue::None, 1)],
            vec![said("about:b", after, cue, 2)],
        ]);
        assert_eq!(
            current_statements(&facts),
            vec![after.to_string()],
            "{before}"
        );
    }

    #[test]
    fn what_a_turn_said_of_a_thing_it_then_ended_by_name_ends_with_it() {
        let ended = |statement: &str, object: &str| {
            let mut c = FactCandidate::stated(
                Subject::user(),
                "about:scrap",
                FactValue::Text(statement.into()),
                statement.into(),
            );
            c.cue = Cue::Retraction;
            c.object = vec![object.to_string()];
            entry(Proposal::Assert(c), 1)
        };
        for (before, end, object) in [
            (
                "The Astra failed, the garage wanted 800 quid.",
                "The user's Astra is going for scrap.",
                "astra",
            ),
            (
                "The Bonneville needs a new clutch again.",
                "The user sold the Bonneville to a collector.",
                "bonneville",
            ),
            (
                "Biscuit has been limping for weeks.",
                "The user had to rehome Biscuit.",
                "biscuit",
            ),
        ] {
            let facts = run(&[vec![
                said(
                    "about:a",
                    "The user adopted a kitten called Rex.",
                    Cue::None,
                    1,
                ),
                said("about:b", before, Cue::None, 1),
                ended(end, object),
            ]]);
            let current = current_statements(&facts);
            assert!(
                !current.contains(&before.to_string()),
                "{before}: {current:?}"
            );
            // What the turn said of something else stays.
            assert!(
                current.contains(&"The user adopted a kitten called Rex.".to_string()),
                "{before}: {current:?}"
            );
        }
    }

    #[test]
    fn a_new_value_said_right_after_an_ending_replaces_the_ending_too() {
        for (attribute, end, new) in [
            (
                "device",
                "The iPhone died completely.",
                "The user has gone over to a Samsung.",
            ),
            (
                "vehicle",
                "The Corsa got written off on the bypass.",
                "The user is driving a Focus now.",
            ),
            (
                "job",
                "The user was made redundant from the bank.",
                "The user has started at the council instead.",
            ),
        ] {
            let mut ended = said(attribute, end, Cue::Retraction, 1);
            if let Proposal::Assert(c) = &mut ended.proposal {
                c.object = Vec::new();
            }
            let facts = run(&[vec![ended, said(attribute, new, Cue::Change, 1)]]);
            assert_eq!(current_statements(&facts), vec![new.to_string()], "{end}");
        }
        // Of a many-valued attribute, an ending and a new value stand
        // together.
        let facts = run(&[vec![
            said("hobby", "The user gave up squash.", Cue::Retraction, 1),
            said("hobby", "The user has taken up padel.", Cue::Change, 1),
        ]]);
        assert_eq!(current_statements(&facts).len(), 2);
    }

    #[test]
    fn a_thing_painted_another_colour_is_that_colour_alone() {
        for (before, after) in [
            (
                "The user's kitchen is painted a pale yellow.",
                "The kitchen's sage green now.",
            ),
            (
                "The user's front door is a glossy red.",
                "The front door got redone in navy.",
            ),
            (
                "The user's bike frame is an old-school orange.",
                "The user had the bike frame powder-coated black.",
            ),
        ] {
            let facts = run(&[
                vec![said("about:a", before, Cue::None, 1)],
                vec![said("about:b", after, Cue::Change, 2)],
            ]);
            let current = current_statements(&facts);
            let old_colour = before
                .trim_end_matches('.')
                .rsplit(' ')
                .next()
                .unwrap_or("");
            assert!(
                current.contains(&after.to_string()),
                "{before}: {current:?}"
            );
            assert!(
                current
                    .iter()
                    .all(|s| !s.split([' ', '.']).any(|w| w == old_colour)),
                "{before}: {current:?}"
            );
        }
    }

    #[test]
    fn another_working_pattern_replaces_the_one_said_before() {
        for (before, after) in [
            (
                "The user works term-time only at the primary school.",
                "The user has gone full-time at the school.",
            ),
            (
                "The user is full-time at the council.",
                "The user has dropped to part-time.",
            ),
            (
                "The user is on a zero-hours contract at the warehouse.",
                "The user is part-time at the warehouse now.",
            ),
        ] {
            assert_the_later_alone_is_current(before, after, Cue::Change);
        }
    }

    #[test]
    fn what_was_not_so_yet_ends_when_a_later_turn_says_it_is() {
        for (before, after) in [
            (
                "The user hasn't found a flat yet.",
                "The user found a flat in Leith at last.",
            ),
            (
                "The user's household has no name for the puppy yet.",
                "The user's household named the puppy Rolo.",
            ),
            (
                "The user hasn't booked the venue yet.",
                "The user booked the venue for the 9th of May.",
            ),
        ] {
            assert_the_later_alone_is_current(before, after, Cue::None);
        }
        // Nothing in common, nothing ended.
        let facts = run(&[
            vec![said(
                "about:yet",
                "The user hasn't found a flat yet.",
                Cue::None,
                1,
            )],
            vec![said(
                "about:other",
                "The user booked a table for Friday.",
                Cue::None,
                2,
            )],
        ]);
        assert_eq!(current_statements(&facts).len(), 2);
    }

    #[test]
    fn a_new_count_of_a_thing_said_with_another_number_changes_it() {
        for (before, after) in [
            (
                "The user does twelve-hour shifts on the ward, three a week.",
                "The user has dropped to two shifts a week.",
            ),
            (
                "The user walks the dogs, there are four of them.",
                "The user has three dogs now.",
            ),
            (
                "The user teaches piano lessons, about ten each week.",
                "The user is up to fifteen lessons a week.",
            ),
        ] {
            assert_the_later_alone_is_current(before, after, Cue::Change);
        }
    }

    #[test]
    fn a_change_that_no_longer_denies_what_was_denied_changes_it() {
        for (before, after) in [
            (
                "The user is not a wine drinker.",
                "The user has become a bit of a wine snob lately.",
            ),
            (
                "The user doesn't eat meat.",
                "The user has started eating meat again, mostly chicken.",
            ),
            (
                "The user never goes to the gym.",
                "The user goes to the gym three times a week now.",
            ),
        ] {
            assert_the_later_alone_is_current(before, after, Cue::Change);
        }
        // A word said beside the denial, not denied, is no such change.
        let facts = run(&[
            vec![said(
                "about:a",
                "The user loves ramen, like it's not even close.",
                Cue::None,
                1,
            )],
            vec![said(
                "about:b",
                "The user is there like twice a week now.",
                Cue::Change,
                2,
            )],
        ]);
        assert_eq!(current_statements(&facts).len(), 2);
    }

    #[test]
    fn a_value_said_the_other_way_round_later_ends_what_was_said_before() {
        let valued = |value: &str, statement: &str, cue: Cue, n: u32| {
            let mut c = FactCandidate::stated(
                Subject::user(),
                "likes",
                FactValue::Text(value.into()),
                statement.into(),
            );
            c.cue = cue;
            entry(Proposal::Assert(c), n)
        };
        for (value, before, after, cue) in [
            (
                "podcasts",
                "The user couldn't get into podcasts.",
                "The user is hooked on podcasts now.",
                Cue::Change,
            ),
            (
                "camping",
                "The user loves camping.",
                "The user doesn't enjoy camping any more.",
                Cue::None,
            ),
            (
                "rugby",
                "The user never watches rugby.",
                "The user has started watching rugby with her dad.",
                Cue::Change,
            ),
        ] {
            let facts = run(&[
                vec![valued(value, before, Cue::None, 1)],
                vec![valued(value, after, cue, 2)],
            ]);
            assert_eq!(
                current_statements(&facts),
                vec![after.to_string()],
                "{before}"
            );
        }
        // Said the same way round, it is said again.
        let facts = run(&[
            vec![valued("jazz", "The user loves jazz.", Cue::None, 1)],
            vec![valued("jazz", "The user really loves jazz.", Cue::None, 2)],
        ]);
        assert_eq!(current_statements(&facts), vec!["The user loves jazz."]);
    }

    #[test]
    fn a_move_ends_the_street_address_and_the_landlord_of_the_old_home() {
        for (attribute, old) in [
            ("address", "The user lives at 4 Mill Lane."),
            (
                "landlord",
                "The user's landlady Maureen never fixes anything.",
            ),
            ("landlord", "The user rents from a company called Keyhaven."),
        ] {
            let facts = run(&[
                vec![said(attribute, old, Cue::None, 1)],
                vec![said(
                    "lives_in",
                    "The user has moved to Harrogate.",
                    Cue::Change,
                    2,
                )],
            ]);
            assert_eq!(
                current_statements(&facts),
                vec!["The user has moved to Harrogate."],
                "{old}"
            );
        }
    }

    #[test]
    fn two_values_of_a_one_valued_attribute_in_one_turn_both_stand() {
        let facts = run(&[vec![
            said("lives_in", "The user lives in Leeds.", Cue::None, 1),
            entry(
                Proposal::Assert(FactCandidate::stated(
                    Subject::user(),
                    "lives_in",
                    FactValue::Text("Headingley".into()),
                    "The user lives in Headingley.".into(),
                )),
                1,
            ),
        ]]);
        assert_eq!(current_statements(&facts).len(), 2);
    }

    #[test]
    fn a_correction_replaces_what_was_just_said() {
        let facts = run(&[vec![
            said("about:door", "The user's door code is 4417.", Cue::None, 1),
            said("about:sorry", "Sorry, it's 4471.", Cue::Correction, 2),
        ]]);
        assert_eq!(current_statements(&facts), vec!["Sorry, it's 4471."]);
    }

    #[test]
    fn a_former_state_ends_only_what_names_it() {
        for former in [
            "The user used to be vegan.",
            "The user was vegan for two years at uni.",
        ] {
            let mut ended = said("diet", former, Cue::Retraction, 2);
            if let Proposal::Assert(c) = &mut ended.proposal {
                c.object = vec!["vegan".to_string()];
            }
            let facts = run(&[
                vec![said("diet", "The user eats meat.", Cue::None, 1)],
                vec![ended],
            ]);
            assert!(
                current_statements(&facts)
                    .iter()
                    .any(|s| s == "The user eats meat."),
                "{former}"
            );
        }
        let mut ended = said("diet", "The user used to be vegan.", Cue::Retraction, 2);
        if let Proposal::Assert(c) = &mut ended.proposal {
            c.object = vec!["vegan".to_string()];
        }
        let facts = run(&[
            vec![said("diet", "The user is vegan.", Cue::None, 1)],
            vec![ended],
        ]);
        assert!(!current_statements(&facts)
            .iter()
            .any(|s| s == "The user is vegan."));
    }

    #[test]
    fn a_name_respelt_is_found_by_how_it_sounds() {
        for (statement, right, wrong) in [
            (
                "The user's partner is called Katherine.",
                "Kathryn",
                "Katherine",
            ),
            ("The user's brother Chris lives in Hull.", "Kris", "Chris"),
            ("The user's niece Philippa is six.", "Filippa", "Philippa"),
            ("The user's son Aidan is at college.", "Aiden", "Aidan"),
        ] {
            assert_eq!(misspelling_in(statement, right), Some(wrong), "{right}");
        }
        // A name not said alike is no misspelling of it.
        assert_eq!(
            misspelling_in("The user's friend Karen is a nurse.", "Kathryn"),
            None
        );
        assert_eq!(misspelling_in("The user lives in Chester.", "Kris"), None);
    }

    #[test]
    fn a_change_does_not_say_again_the_value_it_denies() {
        let facts = run(&[
            vec![said(
                "allergy",
                "The user is allergic to cats.",
                Cue::None,
                1,
            )],
            vec![said(
                "allergy",
                "The allergist says the user is actually allergic to dust mites, not cats at all.",
                Cue::Change,
                2,
            )],
        ]);
        assert_eq!(
            current_statements(&facts),
            vec!["The allergist says the user is actually allergic to dust mites."]
        );
        for (said, kept) in [
            (
                "The user's partner is a physio, not a nurse.",
                "The user's partner is a physio.",
            ),
            (
                "Choir is on Thursdays now, not Tuesdays.",
                "Choir is on Thursdays now.",
            ),
            (
                "The user has two kids, not counting the dog.",
                "The user has two kids, not counting the dog.",
            ),
            (
                "The user moved to Derby, not long after the wedding.",
                "The user moved to Derby, not long after the wedding.",
            ),
            // A name denied after two words kept.
            ("Golf now, not Fiesta.", "Golf now."),
            ("Aldi now, not the Lidl.", "Aldi now."),
            ("Coffee, not Tea.", "Coffee, not Tea."),
            // A remark after the name denied stays.
            (
                "It's a Superb, not an Octavia, same colour though.",
                "It's a Superb, same colour though.",
            ),
            (
                "She's called Maisie, not Daisy, after my nan.",
                "She's called Maisie, after my nan.",
            ),
            (
                "The user lives in Hove, not Brighton, near the station.",
                "The user lives in Hove, near the station.",
            ),
            (
                "The user swims on Mondays, not on weekends, with friends.",
                "The user swims on Mondays, not on weekends, with friends.",
            ),
        ] {
            assert_eq!(without_the_value_denied(said), kept);
        }
    }

    fn said_of(subject: &str, attribute: &str, statement: &str, cue: Cue, n: u32) -> LedgerEntry {
        let mut entry = said(attribute, statement, cue, n);
        if let Proposal::Assert(c) = &mut entry.proposal {
            c.subject = Subject::named(subject);
        }
        entry
    }

    /// Words, plus a "model" that knows drinks are alike.
    #[derive(Debug)]
    struct KnowsDrinks;

    impl Similarity for KnowsDrinks {
        fn similarity(&self, a: &str, b: &str) -> f32 {
            crate::similarity::LexicalSimilarity.similarity(a, b)
        }

        fn meanings(&self, new: &str, earlier: &[&str]) -> Option<Vec<f32>> {
            let drink = |t: &str| ["Guinness", "cider", "stout"].iter().any(|d| t.contains(d));
            Some(
                earlier
                    .iter()
                    .map(|old| if drink(old) && drink(new) { 0.9 } else { 0.3 })
                    .collect(),
            )
        }
    }

    #[test]
    fn a_change_with_no_word_in_common_replaces_the_statement_nearest_in_meaning() {
        let sessions = [
            vec![
                said(
                    "about:local",
                    "The user's usual at the local is a pint of Guinness.",
                    Cue::None,
                    1,
                ),
                said(
                    "about:leed",
                    "The user's sister lives in Leeds.",
                    Cue::None,
                    2,
                ),
            ],
            vec![said(
                "about:cider",
                "The user is on cider these days.",
                Cue::Change,
                3,
            )],
        ];
        assert_eq!(
            current_statements(&run_with(&sessions, &KnowsDrinks)),
            vec![
                "The user is on cider these days.",
                "The user's sister lives in Leeds."
            ]
        );
        // Words alone find nothing to replace.
        assert_eq!(current_statements(&run(&sessions)).len(), 3);
    }

    #[test]
    fn meaning_decides_nothing_when_two_statements_are_as_near() {
        let sessions = [
            vec![
                said(
                    "about:local",
                    "The user drinks Guinness at the local.",
                    Cue::None,
                    1,
                ),
                said("about:home", "The user keeps stout at home.", Cue::None, 2),
            ],
            vec![said(
                "about:cider",
                "The user is on cider these days.",
                Cue::Change,
                3,
            )],
        ];
        assert_eq!(
            current_statements(&run_with(&sessions, &KnowsDrinks)).len(),
            3
        );
    }

    #[test]
    fn a_change_naming_the_thing_it_changes_replaces_the_statement_about_that_thing() {
        let mut switched = said(
            "about:bt",
            "The user switched the broadband over to BT.",
            Cue::Change,
            3,
        );
        if let Proposal::Assert(c) = &mut switched.proposal {
            c.object = vec!["broadband".into()];
        }
        let facts = run(&[
            vec![
                said(
                    "about:broadband",
                    "The user is with Vodafone for the broadband.",
                    Cue::None,
                    1,
                ),
                said(
                    "about:phone",
                    "The user's phone is on a Vodafone contract.",
                    Cue::None,
                    2,
                ),
            ],
            vec![switched],
        ]);
        assert_eq!(
            current_statements(&facts),
            vec![
                "The user switched the broadband over to BT.",
                "The user's phone is on a Vodafone contract.",
            ]
        );
    }

    #[test]
    fn what_a_consolidator_says_is_replaced_is_replaced_only_if_current_and_about_the_same_one() {
        let first = run(&[vec![
            said(
                "about:wine",
                "The user drinks white wine with dinner.",
                Cue::None,
                1,
            ),
            said_of("Ana", "about:wine", "Ana drinks red wine.", Cue::None, 2),
        ]]);
        let white = first
            .iter()
            .find(|f| f.statement.contains("white"))
            .unwrap()
            .id
            .clone();
        let anas = first
            .iter()
            .find(|f| f.subject.key == "ana")
            .unwrap()
            .id
            .clone();
        let mut said_now = said(
            "about:red",
            "The user is on the red these days.",
            Cue::Change,
            3,
        );
        if let Proposal::Assert(c) = &mut said_now.proposal {
            c.replaces = vec![white, anas, FactId::new("f-unknown").unwrap()];
        }
        let facts = run(&[
            vec![
                said(
                    "about:wine",
                    "The user drinks white wine with dinner.",
                    Cue::None,
                    1,
                ),
                said_of("Ana", "about:wine", "Ana drinks red wine.", Cue::None, 2),
            ],
            vec![said_now],
        ]);
        assert_eq!(
            current_statements(&facts),
            vec!["Ana drinks red wine.", "The user is on the red these days."]
        );
    }

    #[test]
    fn a_name_given_to_a_thing_replaces_the_statement_naming_it_otherwise() {
        for (before, after, other) in [
            (
                "The user's household banks with Barclays.",
                "The user's bank is Monzo now.",
                "The user's household lives in Leeds.",
            ),
            (
                "The user goes to the Nuffield gym before work.",
                "The user's gym is PureGym now.",
                "The user swims at the lido in summer.",
            ),
            (
                "The user's dentist is Dr Khan in Morley.",
                "The user's dentist is Mira Shah these days.",
                "The user's doctor is Dr Evans.",
            ),
        ] {
            assert_the_change_replaces_only_the_first("about", before, after, other);
        }
    }

    #[test]
    fn a_bare_new_number_recounts_the_last_thing_counted() {
        let facts = run(&[
            vec![said(
                "about:hen",
                "The user keeps three hens in the garden.",
                Cue::None,
                1,
            )],
            vec![said(
                "about:two",
                "The user's household is down to two.",
                Cue::Change,
                2,
            )],
        ]);
        assert!(current_statements(&facts)
            .contains(&"The user keeps two hens in the garden.".to_string()));
        assert!(!current_statements(&facts)
            .contains(&"The user keeps three hens in the garden.".to_string()));
    }

    #[test]
    fn a_number_without_a_cue_is_no_new_count() {
        assert_eq!(bare_count("The user is 40 now."), None);
        assert_eq!(bare_count("The class is up to nine."), Some(9));
        assert_eq!(bare_count("Only 3 left."), Some(3));
        assert_eq!(bare_count("Down to three, a fox got one."), Some(3));
        assert_eq!(bare_count("We're up to five; two more due."), Some(5));
        assert_eq!(bare_count("The user is just two weeks in."), None);
        assert_eq!(bare_count("He's got three now, what a zoo."), Some(3));
        assert_eq!(bare_count("We have four now."), Some(4));
        assert_eq!(bare_count("She has two now"), Some(2));
        assert_eq!(bare_count("She has two cats now"), None);
        assert_eq!(
            recount("Zain has one daughter, Aisha.", 3).as_deref(),
            Some("Zain has three daughters, Aisha.")
        );
        assert_eq!(
            recount("The user has 12 chickens.", 9).as_deref(),
            Some("The user has 9 chickens.")
        );
    }

    #[test]
    fn a_relative_named_once_is_the_same_one_when_spoken_of_by_relation() {
        let facts = run(&[
            vec![
                said_of(
                    "Sam",
                    "lives_in",
                    "The user's brother Sam lives in Cardiff.",
                    Cue::None,
                    1,
                ),
                said_of(
                    "Sam (the mate)",
                    "lives_in",
                    "The user's mate Sam lives in Bath.",
                    Cue::None,
                    2,
                ),
            ],
            vec![said_of(
                "the user's brother",
                "lives_in",
                "The user's brother's moved to Newport.",
                Cue::Change,
                3,
            )],
        ]);
        assert_eq!(
            current_statements(&facts),
            vec![
                "The user's brother's moved to Newport.",
                "The user's mate Sam lives in Bath.",
            ]
        );
    }

    #[test]
    fn a_relation_two_people_share_names_neither_of_them() {
        let facts = run(&[
            vec![
                said_of(
                    "Ada",
                    "lives_in",
                    "Ada (the user's cousin) lives in Derry.",
                    Cue::None,
                    1,
                ),
                said_of(
                    "Bea",
                    "lives_in",
                    "The user's cousin Bea lives in Cork.",
                    Cue::None,
                    2,
                ),
            ],
            vec![said_of(
                "the user's cousin",
                "lives_in",
                "The user's cousin lives in Galway now.",
                Cue::Change,
                3,
            )],
        ]);
        assert_eq!(current_statements(&facts).len(), 3);
    }

    #[test]
    fn a_person_named_after_being_spoken_of_by_relation_is_that_relative() {
        let facts = run(&[
            vec![said_of(
                "the user's husband",
                "job",
                "The user's husband is a plumber.",
                Cue::None,
                1,
            )],
            vec![said_of(
                "Glen",
                "job",
                "Glen, the user's husband, works as a driving instructor now.",
                Cue::Change,
                2,
            )],
        ]);
        assert_eq!(
            current_statements(&facts),
            vec!["Glen, the user's husband, works as a driving instructor now."]
        );
    }

    #[test]
    fn said_x_but_meant_y_restates_this_sessions_statement() {
        let facts = run(&[vec![
            said(
                "plan",
                "The user's dentist is on Tuesday at 4.",
                Cue::None,
                1,
            ),
            entry(
                Proposal::Restate {
                    wrong: "Tuesday".into(),
                    right: "Thursday".into(),
                },
                2,
            ),
        ]]);
        assert_eq!(
            current_statements(&facts),
            vec!["The user's dentist is on Thursday at 4."]
        );
    }

    #[test]
    fn a_restatement_with_nothing_this_session_corrects_the_last_session_that_said_it() {
        let facts = run(&[
            vec![said(
                "plan",
                "The user's piano lesson is on Monday.",
                Cue::None,
                1,
            )],
            vec![said(
                "about:gym",
                "The user goes to the gym on Monday.",
                Cue::None,
                2,
            )],
            vec![entry(
                Proposal::Restate {
                    wrong: "Monday".into(),
                    right: "Friday".into(),
                },
                3,
            )],
        ]);
        let mut current = current_statements(&facts);
        current.sort();
        assert_eq!(
            current,
            vec![
                "The user goes to the gym on Friday.",
                "The user's piano lesson is on Monday."
            ]
        );
    }

    #[test]
    fn a_change_sharing_a_word_and_a_weekday_replaces_that_statement() {
        let facts = run(&[
            vec![said(
                "about:grandchildren",
                "Mondays are pottery, Fridays are the allotment.",
                Cue::None,
                1,
            )],
            vec![said(
                "about:pottery",
                "Pottery's moved to Wednesdays.",
                Cue::Change,
                2,
            )],
        ]);
        assert_eq!(
            current_statements(&facts),
            vec!["Pottery's moved to Wednesdays."]
        );
    }

    #[test]
    fn a_new_count_of_the_same_thing_replaces_the_old_count() {
        let facts = run(&[
            vec![said(
                "about:tom",
                "The user has one bike, an old steel tourer.",
                Cue::None,
                1,
            )],
            vec![said("about:bike", "Three bikes now.", Cue::Change, 2)],
        ]);
        let current = current_statements(&facts);
        assert!(
            current.contains(&"Three bikes now.".to_string()),
            "{current:?}"
        );
        assert!(
            !current.iter().any(|s| s.contains("one bike")),
            "{current:?}"
        );
    }

    #[test]
    fn another_number_of_the_same_label_replaces_the_statement_of_that_label() {
        let facts = run(&[
            vec![said(
                "about:derby",
                "The user teaches year 4 at a primary in Derby.",
                Cue::None,
                1,
            )],
            vec![said(
                "about:class",
                "The user has been moved up to year 6.",
                Cue::Change,
                2,
            )],
        ]);
        let current = current_statements(&facts);
        assert!(current.iter().all(|s| !s.contains("year 4")), "{current:?}");
        assert!(current.iter().any(|s| s.contains("year 6")), "{current:?}");
    }

    #[test]
    fn a_new_amount_with_thousands_for_it_replaces_the_old_amount() {
        let facts = run(&[
            vec![said(
                "about:rent",
                "The user's rent is 1,400 a month.",
                Cue::None,
                1,
            )],
            vec![said(
                "about:renew",
                "The landlord agreed to knock it down to 1,300.",
                Cue::Change,
                2,
            )],
        ]);
        let current = current_statements(&facts);
        assert!(current.iter().all(|s| !s.contains("1,400")), "{current:?}");
        assert!(current.iter().any(|s| s.contains("1,300")), "{current:?}");
    }

    /// `before` in one session, the change `after` in the next, in open
    /// slots of their own.
    fn before_then_change(before: &str, after: &str) -> Vec<String> {
        let facts = run(&[
            vec![said("about:x", before, Cue::None, 1)],
            vec![said("about:y", after, Cue::Change, 2)],
        ]);
        current_statements(&facts)
    }

    fn assert_a_change_leaves_only_itself(before: &str, after: &str) {
        assert_eq!(before_then_change(before, after), vec![after], "{before}");
    }

    fn assert_a_change_keeps_both(before: &str, after: &str) {
        assert_eq!(before_then_change(before, after).len(), 2, "{before}");
    }

    #[test]
    fn a_change_naming_a_new_name_under_the_same_head_replaces_the_old_name() {
        for (before, after) in [
            (
                "The user is an Arsenal fan.",
                "The user is a Brentford man.",
            ),
            (
                "The user's barber is Kev at Snips.",
                "The user's barber is Mo at Fades now.",
            ),
            (
                "The user's book group reads at Waterstones.",
                "The user's book group meets at the Crown.",
            ),
        ] {
            let facts = run(&[
                vec![said("about:head", before, Cue::None, 1)],
                vec![said("about:head", after, Cue::Change, 2)],
            ]);
            assert_eq!(current_statements(&facts), vec![after], "{before}");
        }
        // Said with no change, a second name stands beside the first.
        let facts = run(&[
            vec![said(
                "about:head",
                "The user is an Arsenal fan.",
                Cue::None,
                1,
            )],
            vec![said(
                "about:head",
                "The user is a Brentford fan too.",
                Cue::None,
                2,
            )],
        ]);
        assert_eq!(current_statements(&facts).len(), 2);
        // Under another head, a new name is no change of this one.
        let facts = run(&[
            vec![said(
                "about:head",
                "The user is an Arsenal fan.",
                Cue::None,
                1,
            )],
            vec![said(
                "about:other",
                "The user is at Kier now.",
                Cue::Change,
                2,
            )],
        ]);
        assert_eq!(current_statements(&facts).len(), 2);
    }

    #[test]
    fn a_place_spoken_of_in_the_past_is_a_trip_planned_there_taken() {
        for (plan, after) in [
            (
                "The user is off to Madeira in October.",
                "Madeira was glorious.",
            ),
            (
                "The user is flying to Lisbon for the long weekend.",
                "Lisbon was a dream, the custard tarts!",
            ),
            (
                "The user is going to Glastonbury in June.",
                "Glastonbury was muddy but brilliant.",
            ),
        ] {
            let facts = run(&[
                vec![said("plan", plan, Cue::None, 1)],
                vec![said("about:x", after, Cue::None, 2)],
            ]);
            assert_eq!(current_statements(&facts), vec![after], "{plan}");
        }
        assert_eq!(place_spoken_of_as_past("The trip was fine."), None);
        // A plan with someone of that name is not a trip there.
        let facts = run(&[
            vec![said(
                "plan",
                "The user is going to see Chloe on Friday.",
                Cue::None,
                1,
            )],
            vec![said_of("Chloe", "about:x", "Chloe was ill.", Cue::None, 2)],
        ]);
        assert_eq!(current_statements(&facts).len(), 2);
    }

    #[test]
    fn a_job_taken_on_qualifying_ends_the_study() {
        for (study, job) in [
            (
                "Tom is still at college doing plumbing.",
                "Tom's qualified and works for a plumbing firm.",
            ),
            (
                "Ana is doing a nursing degree in Hull.",
                "Ana graduated and she's a staff nurse at the Royal now.",
            ),
            (
                "Leo is an apprentice electrician at college.",
                "Leo finished his apprenticeship, he's working for Sparks Ltd.",
            ),
        ] {
            let facts = run(&[
                vec![said_of("Tom", "study", study, Cue::None, 1)],
                vec![said_of("Tom", "job", job, Cue::Change, 2)],
            ]);
            assert_eq!(current_statements(&facts), vec![job], "{study}");
        }
        // A job alongside study leaves the study.
        let facts = run(&[
            vec![said_of(
                "Tom",
                "study",
                "Tom is at uni in Leeds.",
                Cue::None,
                1,
            )],
            vec![said_of(
                "Tom",
                "job",
                "Tom works weekends at a bar now.",
                Cue::Change,
                2,
            )],
        ]);
        assert_eq!(current_statements(&facts).len(), 2);
    }

    #[test]
    fn a_birth_ends_the_baby_being_due() {
        for (due, born) in [
            ("Ffion is due in March.", "Ffion had a little boy, Gethin."),
            ("Priya's due any day now.", "Priya gave birth on Sunday."),
            ("Kemi is pregnant with twins.", "Kemi had twins last night!"),
            (
                "The user is 20 weeks pregnant with their first!",
                "The user's baby Elsie was born on Sunday.",
            ),
        ] {
            let facts = run(&[
                vec![said("plan", due, Cue::None, 1)],
                vec![said("about:x", born, Cue::None, 2)],
            ]);
            assert_eq!(current_statements(&facts), vec![born], "{due}");
        }
    }

    #[test]
    fn a_routine_named_by_a_longer_word_at_a_new_hour_replaces_the_old_hour() {
        for (before, after) in [
            (
                "The user's son goes to bed at half six.",
                "The user's son's bedtime has moved to seven.",
            ),
            (
                "The user wakes at six on weekdays.",
                "The user's wakeup alarm is at half seven now.",
            ),
            (
                "The user's daughter has to be home by ten, her curfew.",
                "The user's daughter's curfews are at eleven now.",
            ),
        ] {
            assert_a_change_leaves_only_itself(before, after);
        }
    }

    #[test]
    fn a_time_said_in_words_and_moved_replaces_the_old_time() {
        for (before, after) in [
            (
                "The user's pilates is at six fifteen on Mondays.",
                "The instructor has moved pilates to quarter past seven.",
            ),
            (
                "The user's shift starts at eight in the morning.",
                "The user's start has moved to ten past nine.",
            ),
            (
                "The user's choir meets at seven on Tuesdays.",
                "Choir has moved to twenty past eight now.",
            ),
        ] {
            assert_a_change_leaves_only_itself(before, after);
        }
    }

    #[test]
    fn two_clock_times_share_no_thing_by_their_words_alone() {
        let facts = run(&[
            vec![
                said("about:x", "The user's shift starts at seven.", Cue::None, 1),
                said("about:y", "The user is up by half five.", Cue::None, 1),
            ],
            vec![said(
                "about:z",
                "The user's start has moved to half nine.",
                Cue::Change,
                2,
            )],
        ]);
        assert_eq!(
            current_statements(&facts),
            vec![
                "The user is up by half five.",
                "The user's start has moved to half nine."
            ]
        );
    }

    #[test]
    fn a_number_spelt_out_is_swapped_as_its_digits_would_be() {
        let current = before_then_change(
            "The user gets the number forty-two bus to work.",
            "It's the seventeen now.",
        );
        assert!(
            current.iter().all(|s| !s.contains("forty-two"))
                && current.iter().any(|s| s.contains("seventeen")),
            "{current:?}"
        );
    }

    #[test]
    fn a_first_value_ends_the_statement_that_there_was_none() {
        for (none, one) in [
            (
                "The user doesn't have any allergies.",
                "The user is allergic to penicillin now.",
            ),
            (
                "The user isn't on any medication.",
                "The user has started on metformin.",
            ),
            (
                "The user has no pets.",
                "The user got a kitten called Miso.",
            ),
            // The none said as a thing never had, with no cue of change.
            (
                "The user has never had an allergy in their life.",
                "The user is allergic to shellfish, it turns out.",
            ),
            (
                "The user's son has never had any allergies.",
                "The user's son reacted to peanuts, so he's allergic.",
            ),
        ] {
            let facts = run(&[
                vec![said("allergy", none, Cue::None, 1)],
                vec![said("allergy", one, Cue::Change, 2)],
            ]);
            assert_eq!(current_statements(&facts), vec![one], "{none}");
        }
        // Another "none" is no value.
        let facts = run(&[
            vec![said("allergy", "The user has no pets.", Cue::None, 1)],
            vec![said(
                "allergy",
                "The user doesn't want a dog.",
                Cue::None,
                2,
            )],
        ]);
        assert_eq!(current_statements(&facts).len(), 2);
    }

    #[test]
    fn making_up_undoes_the_latest_falling_out_with_the_one_named() {
        for (before, after) in [
            (
                "The user isn't speaking to their brother Cal.",
                "Cal and the user have made up.",
            ),
            (
                "The user's household doesn't talk to the Hendersons next door.",
                "The user's household is back on speaking terms with the Hendersons.",
            ),
            (
                "The user won't see Priya after the row.",
                "The user and Priya patched things up at the wedding.",
            ),
        ] {
            assert_a_change_leaves_only_itself(before, after);
        }
        // Making up with someone else leaves the falling-out standing.
        assert_a_change_keeps_both(
            "The user isn't speaking to Cal.",
            "The user and Jo made up.",
        );
    }

    #[test]
    fn giving_in_undoes_the_latest_thing_said_not_to_be_done() {
        for (before, after) in [
            (
                "The user's household doesn't have a car.",
                "The user's household caved and bought a second-hand Leaf.",
            ),
            (
                "The user won't get a dog, too much work.",
                "The user finally gave in and got a beagle puppy.",
            ),
            (
                "The user never goes on cruises.",
                "The user relented and booked a Baltic cruise.",
            ),
        ] {
            assert_a_change_leaves_only_itself(before, after);
        }
        // Without giving in, a new thing leaves the "not" standing.
        assert_a_change_keeps_both(
            "The user doesn't have a car.",
            "The user bought a new kettle.",
        );
    }

    #[test]
    fn a_member_of_a_category_the_user_kept_away_from_changes_that_statement() {
        for (before, after) in [
            (
                "The user doesn't drink alcohol at all.",
                "The user has started having the odd glass of wine.",
            ),
            ("The user never eats meat.", "The user eats chicken now."),
            (
                "The user hasn't had caffeine in years.",
                "The user is back on coffee.",
            ),
            (
                "The user is off dairy for the moment.",
                "The user is back on the cheese.",
            ),
        ] {
            assert_a_change_leaves_only_itself(before, after);
        }
        // With no negation, a member of the category is no change to it.
        assert_a_change_keeps_both(
            "The user drinks alcohol socially.",
            "The user loves wine now.",
        );
    }

    #[test]
    fn a_number_said_in_groups_is_masked_whole_or_not_at_all() {
        for (new, old) in [
            (
                "The user's new number is 07700 900 222.",
                "The user's number is 07700 900 111.",
            ),
            (
                "The user's sort code is now 20 45 77.",
                "The user's sort code is 20 45 19.",
            ),
            ("The user's flat is 4 12 now.", "The user's flat is 4 10."),
        ] {
            assert_eq!(mask_replaced(new, &[old], "the user", ""), new);
        }
        // The same number said again is masked whole.
        assert_eq!(
            mask_replaced(
                "The user swapped 0161 555 for a mobile.",
                &["The user's landline is 0161 555."],
                "the user",
                ""
            ),
            "The user swapped [previous] [previous] for a mobile."
        );
    }

    #[test]
    fn a_name_denied_at_the_end_of_a_change_is_what_it_replaced() {
        for (before, after, other) in [
            (
                "My car is Fiesta, 2012, red.",
                "Golf now, not Fiesta.",
                "The user walks to work.",
            ),
            (
                "The user shops at Lidl on Saturdays.",
                "The user shops at Aldi, not the Lidl.",
                "The user likes jazz.",
            ),
            (
                "The user's gym is PureGym.",
                "The leisure centre now, not PureGym.",
                "The user swims on Sundays.",
            ),
        ] {
            only_the_change_and_the_other_stay(before, other, after);
        }
        assert_eq!(a_name_denied("I moved, not that I mind."), None);
    }

    #[test]
    fn a_value_said_with_still_is_kept_in_a_change() {
        for (new, old, masked) in [
            (
                "Choir's moved to Tuesdays, the orchestra is still Fridays.",
                "The user has choir on Fridays and orchestra on Fridays.",
                "Choir's moved to Tuesdays, the orchestra is still Fridays.",
            ),
            (
                "The user left Asda but is still at Greggs on Saturdays.",
                "The user works at Asda and at Greggs on Saturdays.",
                "The user left [previous] but is still at Greggs on Saturdays.",
            ),
            (
                "The user's son changed schools, the daughter's still at Oakfield.",
                "The user's kids are at Oakfield.",
                "The user's son changed schools, the daughter's still at Oakfield.",
            ),
        ] {
            assert_eq!(mask_replaced(new, &[old], "the user", ""), masked);
        }
    }

    #[test]
    fn eating_meat_or_fish_ends_a_diet_without_it() {
        for (before, after) in [
            ("The user is vegetarian.", "The user eats fish again."),
            (
                "The user has been vegan for years.",
                "The user is eating chicken now.",
            ),
            (
                "The user went veggie in 2019.",
                "The user has the odd bacon sandwich these days.",
            ),
        ] {
            assert_a_change_leaves_only_itself(before, after);
        }
        // Cooking it for others is no eating of it.
        assert_a_change_keeps_both(
            "The user is vegetarian.",
            "The user cooks chicken for the kids.",
        );
    }

    #[test]
    fn a_diet_without_meat_ends_a_liking_for_a_meat() {
        for (before, after) in [
            (
                "The user could eat bacon every day.",
                "The user has gone vegetarian.",
            ),
            (
                "The user loves a Sunday roast chicken.",
                "The user is vegan now.",
            ),
            (
                "The user's favourite is a good steak.",
                "The user went plant-based in January.",
            ),
        ] {
            assert_a_change_leaves_only_itself(before, after);
        }
        // A meat said of not eating it is no liking to end.
        assert_a_change_keeps_both(
            "The user is cutting down on red meat.",
            "The user loves cheese now.",
        );
    }

    #[test]
    fn a_new_number_for_a_numbered_thing_replaces_it() {
        let facts = run(&[
            vec![said(
                "about:locker",
                "The user's gym locker is number 212.",
                Cue::None,
                1,
            )],
            vec![said(
                "about:locker",
                "They reassigned the lockers, the user's is 87.",
                Cue::Change,
                2,
            )],
        ]);
        let current = current_statements(&facts);
        assert!(current.iter().all(|s| !s.contains("212")), "{current:?}");
        assert!(current.iter().any(|s| s.contains("87")), "{current:?}");
    }

    #[test]
    fn a_number_of_another_name_is_no_new_number_for_the_old_one() {
        for (before, after, made_up) in [
            (
                "The user's phone is pixel 6.",
                "New phone, iphone 15.",
                "pixel 15",
            ),
            (
                "The user drives a Golf 7.",
                "The user drives a Polo 5 now.",
                "Golf 5",
            ),
            (
                "The user plays on a PS4 and a switch 2.",
                "The user has an xbox 360 now.",
                "switch 360",
            ),
        ] {
            let facts = run(&[
                vec![said("about:thing", before, Cue::None, 1)],
                vec![said("about:thing", after, Cue::Change, 2)],
            ]);
            let current = current_statements(&facts);
            assert!(current.iter().all(|s| !s.contains(made_up)), "{current:?}");
            assert!(current.iter().any(|s| s == after), "{current:?}");
        }
        // The same name with another number is a new number for it.
        assert_eq!(
            swap_typed_value("The user has a Pixel 6.", "Pixel 8 now"),
            Some("The user has a Pixel 8.".to_string())
        );
    }

    #[test]
    fn a_new_code_for_a_thing_named_before_replaces_it() {
        for (before, after, gone) in [
            (
                "The user's door code is 1357.",
                "The code's 2468 now.",
                "1357",
            ),
            (
                "The user's bike lock combination is 904.",
                "The combination is 311 now.",
                "904",
            ),
            (
                "The user's work extension is 4410.",
                "The extension has changed to 5102.",
                "4410",
            ),
        ] {
            let facts = run(&[
                vec![said("about:code", before, Cue::None, 1)],
                vec![said("about:code", after, Cue::Change, 2)],
            ]);
            let current = current_statements(&facts);
            assert!(current.iter().all(|s| !s.contains(gone)), "{current:?}");
        }
        // A year is no code: a trip in 2027 does not replace a move in 2019.
        let facts = run(&[
            vec![said(
                "about:move",
                "The user moved to Hull in 2019.",
                Cue::None,
                1,
            )],
            vec![said(
                "about:trip",
                "The user's trip to Hull is now in 2027.",
                Cue::Change,
                2,
            )],
        ]);
        assert_eq!(current_statements(&facts).len(), 2);
    }

    #[test]
    fn a_change_that_keeps_the_same_date_still_says_it() {
        let facts = run(&[
            vec![said(
                "plan",
                "The wedding's booked at Larchfield for the 14th of June.",
                Cue::None,
                1,
            )],
            vec![{
                let mut e = said(
                    "plan",
                    "The user has had to switch the wedding to Galgorm, same date.",
                    Cue::Change,
                    2,
                );
                if let Proposal::Assert(c) = &mut e.proposal {
                    c.object = vec!["wedding".into()];
                }
                e
            }],
        ]);
        assert_eq!(
            current_statements(&facts),
            vec!["The user has had to switch the wedding to Galgorm, same date (14th of June)."]
        );
    }

    #[test]
    fn a_change_that_keeps_the_same_venue_still_says_it() {
        for (before, after, kept) in [
            (
                "The user is getting married at Aynhoe Park in June.",
                "The user has moved the wedding to the 21st of June, same venue.",
                "(at Aynhoe Park)",
            ),
            (
                "The book launch is on the 3rd in Foyles Charing Cross.",
                "The user has moved the book launch to the 10th, same place.",
                "(in Foyles Charing Cross)",
            ),
            (
                "The christening is in the morning at St Mary's on the 5th.",
                "The user has moved the christening to the 12th, same church.",
                "(at St Mary's)",
            ),
        ] {
            let facts = run(&[
                vec![said("plan", before, Cue::None, 1)],
                vec![said("plan", after, Cue::Change, 2)],
            ]);
            let now = current_statements(&facts);
            assert!(
                now.iter().any(|s| s.ends_with(&format!("{kept}."))),
                "{now:?}"
            );
        }
    }

    #[test]
    fn a_place_said_again_as_the_same_place_keeps_no_other() {
        let facts = run(&[
            vec![said(
                "membership",
                "The user had a trial week at Pure Gym.",
                Cue::None,
                1,
            )],
            vec![said(
                "membership",
                "Same place, the leisure centre.",
                Cue::Change,
                2,
            )],
        ]);
        assert_eq!(
            current_statements(&facts),
            vec!["Same place, the leisure centre."]
        );
    }

    #[test]
    fn what_a_change_gives_up_is_not_said_as_current() {
        for (before, after, expected, given_up) in [
            (
                "The user's daughter plays netball.",
                "The user's daughter swapped netball for hockey this term.",
                "The user's daughter swapped [previous] for hockey this term.",
                "netball",
            ),
            (
                "The user drinks tea every morning.",
                "The user has switched from tea to coffee.",
                "The user has switched from [previous] to coffee.",
                "tea",
            ),
            (
                "The user has an old upright piano.",
                "The user replaced the piano with a keyboard.",
                "The user replaced the [previous] with a keyboard.",
                "piano",
            ),
            (
                "The user goes running at weekends.",
                "The user has traded running for cycling.",
                "The user has traded [previous] for cycling.",
                "running",
            ),
        ] {
            let mut change = said("hobby", after, Cue::Change, 2);
            if let Proposal::Assert(c) = &mut change.proposal {
                c.object = vec![given_up.into()];
            }
            let facts = run(&[vec![said("hobby", before, Cue::None, 1)], vec![change]]);
            assert_eq!(current_statements(&facts), vec![expected], "{after}");
        }
        // A word the old statement never said stays: "swapped shifts with
        // Jo" gives nothing up that was stored.
        let kept = run(&[
            vec![said("hobby", "The user plays netball.", Cue::None, 1)],
            vec![said(
                "hobby",
                "The user swapped shifts with Jo.",
                Cue::Change,
                2,
            )],
        ]);
        assert!(current_statements(&kept)
            .iter()
            .any(|s| s.contains("swapped shifts with Jo")));
    }

    #[test]
    fn a_favourite_said_without_its_kind_takes_the_kind_the_subject_has() {
        let facts = run(&[
            vec![said(
                "favorite_food",
                "The user's favourite food is paella.",
                Cue::None,
                1,
            )],
            vec![said(
                attribute::FAVOURITE_OF_NO_KIND,
                "Ramen is the user's favourite now.",
                Cue::Change,
                2,
            )],
        ]);
        assert_eq!(
            current_statements(&facts),
            vec!["Ramen is the user's favourite now."]
        );
        // With favourites of two kinds, which one is not guessed.
        let facts = run(&[
            vec![
                said(
                    "favorite_food",
                    "The user's favourite food is paella.",
                    Cue::None,
                    1,
                ),
                said(
                    "favorite_band",
                    "The user's favourite band is Blur.",
                    Cue::None,
                    1,
                ),
            ],
            vec![said(
                attribute::FAVOURITE_OF_NO_KIND,
                "Ramen is the user's favourite now.",
                Cue::Change,
                2,
            )],
        ]);
        assert_eq!(current_statements(&facts).len(), 3);
    }

    #[test]
    fn a_change_that_names_nothing_new_keeps_its_names() {
        let facts = run(&[
            vec![said(
                "about:citizenship",
                "The user has applied for Irish citizenship.",
                Cue::None,
                1,
            )],
            vec![said(
                "about:citizen",
                "The user is officially an Irish citizen.",
                Cue::Change,
                2,
            )],
        ]);
        assert_eq!(
            current_statements(&facts),
            vec!["The user is officially an Irish citizen."]
        );
        // With a new name, the old one is masked as before.
        let traded = run(&[
            vec![said("vehicle", "The user drives a Civic.", Cue::None, 1)],
            vec![said(
                "vehicle",
                "The user traded the Civic in for a Kia.",
                Cue::Change,
                2,
            )],
        ]);
        assert_eq!(
            current_statements(&traded),
            vec!["The user traded the [previous] in for a Kia."]
        );
    }

    #[test]
    fn a_change_with_a_count_does_not_replace_a_statement_by_one_shared_word() {
        let facts = run(&[
            vec![said(
                "about:cat",
                "The user has one cat, a grey tom.",
                Cue::None,
                1,
            )],
            vec![said("about:cat", "The cat is 3 now.", Cue::Change, 2)],
        ]);
        assert_eq!(current_statements(&facts).len(), 2);
    }

    #[test]
    fn a_newer_explicit_value_supersedes_the_older_one_and_keeps_it_as_history() {
        let facts = run(&[
            vec![assert_entry("lives_in", "Leeds", 1)],
            vec![assert_entry("lives_in", "Bristol", 2)],
        ]);
        assert_eq!(active(&facts), vec!["lives_in=Bristol"]);
        let leeds = facts.iter().find(|f| f.value.as_text() == "Leeds").unwrap();
        assert_eq!(leeds.status, FactStatus::Superseded);
        let bristol = facts
            .iter()
            .find(|f| f.value.as_text() == "Bristol")
            .unwrap();
        assert_eq!(leeds.superseded_by.as_ref(), Some(&bristol.id));
        assert_eq!(bristol.supersedes, vec![leeds.id.clone()]);
    }

    #[test]
    fn different_attributes_and_different_liked_things_coexist() {
        let facts = run(&[
            vec![
                assert_entry("likes", "sushi", 1),
                assert_entry("lives_in", "Leeds", 1),
            ],
            vec![assert_entry("likes", "jazz", 2)],
        ]);
        let mut now = active(&facts);
        now.sort();
        assert_eq!(now, vec!["likes=jazz", "likes=sushi", "lives_in=Leeds"]);
    }

    #[test]
    fn saying_the_same_thing_again_reinforces_instead_of_duplicating() {
        let facts = run(&[
            vec![assert_entry("diet", "vegetarian", 1)],
            vec![assert_entry("diet", "Vegetarian", 2)],
        ]);
        assert_eq!(facts.len(), 1);
        assert_eq!(facts[0].reinforcements, 1);
        assert_eq!(facts[0].evidence.len(), 2);
        assert_eq!(facts[0].last_seen, at(2));
    }

    #[test]
    fn a_change_naming_the_same_value_but_saying_more_replaces_the_fact() {
        let with_value = |statement: &str, cue: Cue, n: u32| {
            let mut e = said("lives_in", statement, cue, n);
            if let Proposal::Assert(c) = &mut e.proposal {
                c.value = FactValue::Text("Galway".into());
            }
            e
        };
        let facts = run(&[
            vec![with_value(
                "The user lives just outside Galway.",
                Cue::None,
                1,
            )],
            vec![with_value(
                "The user is renting a flat in Galway city on their own.",
                Cue::Change,
                2,
            )],
            // Said again with nothing new, it reinforces.
            vec![with_value("The user lives in Galway.", Cue::Change, 3)],
        ]);
        assert_eq!(
            current_statements(&facts),
            vec!["The user is renting a flat in Galway city on their own."]
        );
        let kept = facts
            .iter()
            .find(|f| f.status == FactStatus::Active)
            .unwrap();
        assert_eq!(kept.reinforcements, 1);
    }

    #[test]
    fn an_inference_never_replaces_what_the_user_said_however_often_it_recurs() {
        let inferred = |n| {
            entry(
                Proposal::Assert(candidate("diet", "omnivore", Explicitness::Inferred)),
                n,
            )
        };
        let facts = run(&[
            vec![assert_entry("diet", "vegetarian", 1)],
            vec![inferred(2)],
            vec![inferred(3), inferred(4)],
        ]);
        assert_eq!(active(&facts), vec!["diet=vegetarian"]);
    }

    #[test]
    fn an_explicit_statement_replaces_an_inference() {
        let facts = run(&[
            vec![entry(
                Proposal::Assert(candidate("diet", "omnivore", Explicitness::Inferred)),
                1,
            )],
            vec![assert_entry("diet", "vegan", 2)],
        ]);
        assert_eq!(active(&facts), vec!["diet=vegan"]);
    }

    #[test]
    fn a_retraction_retires_only_what_it_names() {
        let retract = Retraction {
            subject: Subject::user(),
            attribute: Some("likes".into()),
            value: Some("red wine".into()),
            said: "I don't drink red wine anymore".into(),
        };
        let facts = run(&[
            vec![
                assert_entry("likes", "red wine", 1),
                assert_entry("likes", "sparkling water", 1),
            ],
            vec![entry(Proposal::Retract(retract), 2)],
        ]);
        assert_eq!(active(&facts), vec!["likes=sparkling water"]);
        let wine = facts
            .iter()
            .find(|f| f.value.as_text() == "red wine")
            .unwrap();
        assert_eq!(wine.status, FactStatus::Retracted);
    }

    #[test]
    fn what_a_retraction_ended_is_masked_in_its_own_words() {
        let object = |words: &[&str]| words.iter().map(|w| w.to_string()).collect::<Vec<_>>();
        for (said, ended, before, masked) in [
            (
                "The user packed in the keto thing weeks ago.",
                object(&["keto", "thing"]),
                "The user is doing keto this year.",
                "The user packed in the [previous] thing weeks ago.",
            ),
            (
                "The user quit the choir in May.",
                object(&["choir"]),
                "The user sings in a choir.",
                "The user quit the [previous] in May.",
            ),
            (
                "The user is not allergic to strawberries after all.",
                object(&["allergic", "strawberries"]),
                "The user is allergic to strawberries.",
                "The user is not allergic to [previous] after all.",
            ),
            // The doing given up, said after "do", is a verb, no value;
            // where the speaker was a member is.
            (
                "The user doesn't drive at all now.",
                object(&["drive"]),
                "The user drives to the coast most weekends.",
                "The user doesn't drive at all now.",
            ),
            (
                "The user's household does not swim on Saturdays these days.",
                object(&["swim"]),
                "The user's household swims at the lido.",
                "The user's household does not swim on Saturdays these days.",
            ),
            (
                "The user is no longer a member at Hollins Park.",
                object(&["member", "hollins"]),
                "The user is a member of the golf club at Hollins Park.",
                "The user is no longer a member at [previous] Park.",
            ),
        ] {
            assert_eq!(mask_ended(said, &ended, &[before], "the user"), masked);
        }
        // A subject said by name alone is what ended; one said by relation
        // is who it happened to.
        for (said, subject, before, masked) in [
            (
                "Crete fell through.",
                "Crete",
                "Crete is where the user is headed in July.",
                "[previous] fell through.",
            ),
            (
                "Nibbles passed away on Monday.",
                "Nibbles",
                "The user's hamster Nibbles lives in the kitchen.",
                "[previous] passed away on Monday.",
            ),
            (
                "The user's nan passed away.",
                "the user's nan",
                "The user's nan lives in Cork.",
                "The user's nan passed away.",
            ),
        ] {
            let name = subject.rsplit(' ').next().unwrap_or(subject).to_lowercase();
            assert_eq!(
                mask_ended(said, &object(&[&name]), &[before], subject),
                masked
            );
        }
        // A person told apart by a descriptor is who it happened to too.
        let notice = "Sam from work has handed in his notice.";
        assert_eq!(
            mask_ended(
                notice,
                &object(&["sam", "work"]),
                &["There's another Sam at work who sits next to the user."],
                "Sam (at work)"
            ),
            notice
        );
        // What the ended statement never said stays.
        let kept = "The user quit the night shifts.";
        assert_eq!(
            mask_ended(kept, &object(&["night"]), &["The user sings."], "the user"),
            kept
        );
    }

    #[test]
    fn what_is_left_of_a_list_when_one_item_ends() {
        let object = |words: &[&str]| words.iter().map(|w| w.to_string()).collect::<Vec<_>>();
        for (said, ended, left) in [
            (
                "We've got Netflix and Disney Plus at the moment.",
                object(&["disney", "plus"]),
                "We've got Netflix at the moment.",
            ),
            (
                "She plays netball and hockey on weekdays.",
                object(&["netball"]),
                "She plays hockey on weekdays.",
            ),
            (
                "I do yoga, pilates and spin each week.",
                object(&["spin"]),
                "I do yoga and pilates each week.",
            ),
            (
                "We have Sky, Now and Disney for the kids.",
                object(&["now"]),
                "We have Sky and Disney for the kids.",
            ),
            // A week of items, each with its day.
            (
                "Mondays the user does five-a-side, Thursdays squash.",
                object(&["squash"]),
                "Mondays the user does five-a-side.",
            ),
            (
                "Tuesdays are choir, Fridays pottery, Sundays a long walk.",
                object(&["pottery"]),
                "Tuesdays are choir, Sundays a long walk.",
            ),
            (
                "She has piano on Mondays, swimming on Wednesdays.",
                object(&["swimming"]),
                "She has piano on Mondays.",
            ),
            // An item of several words goes whole.
            (
                "I climb, play bass for a covers band and brew beer.",
                object(&["band"]),
                "I climb and brew beer.",
            ),
            (
                "We've got a lodger, two cats from the rescue, and a tortoise.",
                object(&["rescue"]),
                "We've got a lodger and a tortoise.",
            ),
            (
                "She does Brownies, swimming at the leisure centre and piano.",
                object(&["centre"]),
                "She does Brownies and piano.",
            ),
            // The object inside the last item, not ending it.
            (
                "I have two jobs, mornings at a bakery and nights stacking shelves at Lidl.",
                object(&["shelves"]),
                "I have two jobs, mornings at a bakery.",
            ),
            (
                "He volunteers twice a week, Mondays at the food bank and Fridays at the hospice shop.",
                object(&["hospice", "rota"]),
                "He volunteers twice a week, Mondays at the food bank.",
            ),
            (
                "We keep two cars, a Yaris for me and a van for Phil's plumbing work.",
                object(&["van"]),
                "We keep two cars, a Yaris for me.",
            ),
        ] {
            assert_eq!(
                without_listed(said, &ended).as_deref(),
                Some(left),
                "{said}"
            );
        }
        // Not an item of a list: nothing is left to keep.
        for (said, named) in [
            ("I smoke ten a day.", "smoke"),
            ("I work in a bank, in the credit department.", "bank"),
            ("My contract is with Vodafone, 30 quid a month.", "vodafone"),
            (
                "We walk past the bakery, the one with the blue door.",
                "bakery",
            ),
            // A couple is not a list.
            (
                "The user's girlfriend Ana and the user live in Porto.",
                "ana",
            ),
            ("The user and Deniz got engaged in May.", "deniz"),
            // A pair said as one, or words of another kind, after a comma.
            ("Home's Cardiff, born and bred.", "cardiff"),
            ("The user lives in Hull, on and off.", "hull"),
            ("I row, Tuesdays and Fridays.", "row"),
        ] {
            assert_eq!(without_listed(said, &object(&[named])), None, "{said}");
        }
    }

    #[test]
    fn a_plan_told_as_done_is_a_plan_no_more() {
        for (plan, done, other) in [
            (
                "The user is planning to run the Edinburgh marathon in May.",
                "The user ran Edinburgh in 3 hours 52.",
                "The user lives in Leith.",
            ),
            (
                "The user's household is going to Crete in June.",
                "The user's household went to Crete, it was gorgeous.",
                "The user has a cat called Crete-free.",
            ),
            (
                "The user has booked a pottery course at Clayworks.",
                "The user finished the course at Clayworks last week.",
                "The user works at a bank.",
            ),
            (
                "The user's household is going to Lisbon at Easter.",
                "Back from Lisbon, what a week!",
                "The user sings in a choir.",
            ),
            (
                "The user is flying to Toronto for the conference in May.",
                "The user is home from Toronto, jet-lagged.",
                "The user's sister lives in Leeds.",
            ),
            // A wait over when what was waited for comes.
            (
                "The user is on the waiting list for a council flat.",
                "The user got the council flat, moving in May.",
                "The user has a cat.",
            ),
            (
                "The user has applied for a visa for Canada.",
                "The user's visa finally came through.",
                "The user works at a bakery.",
            ),
            (
                "The user is waiting for a hip replacement.",
                "The user had the hip replacement in June.",
                "The user plays bridge.",
            ),
        ] {
            let facts = run(&[
                vec![
                    assert_entry("about", plan, 1),
                    assert_entry("about", other, 1),
                ],
                vec![assert_entry("about", done, 2)],
            ]);
            let mut current = active(&facts);
            current.sort();
            let mut expected = vec![format!("about={done}"), format!("about={other}")];
            expected.sort();
            assert_eq!(current, expected, "{done}");
        }
        // A deed that names nothing the plan named leaves it.
        let facts = run(&[
            vec![assert_entry(
                "about",
                "The user is going to Crete in June.",
                1,
            )],
            vec![assert_entry("about", "The user finished a jigsaw.", 2)],
        ]);
        assert_eq!(active(&facts).len(), 2);
    }

    #[test]
    fn a_new_measure_changes_what_is_so_not_the_goal_beside_it() {
        for (now, goal, change) in [
            (
                "The user weighs 82 kilos.",
                "The user would like to get down to 75 kilos.",
                "The user is down to 78 kilos now.",
            ),
            (
                "The user runs 5k in 31 minutes.",
                "The user is aiming for 5k in 25 minutes.",
                "The user runs 5k in 28 minutes now.",
            ),
            (
                "The user's savings are at 2,000 pounds.",
                "The user's goal is 10,000 pounds in savings.",
                "The user's savings are up to 3,500 pounds now.",
            ),
        ] {
            let facts = run(&[
                vec![
                    said("about", now, Cue::None, 1),
                    said("about", goal, Cue::None, 1),
                ],
                vec![said("about", change, Cue::Change, 2)],
            ]);
            let current = active(&facts);
            assert!(
                current.contains(&format!("about={goal}"))
                    && current.contains(&format!("about={change}"))
                    && !current.contains(&format!("about={now}")),
                "{change}: {current:?}"
            );
        }
    }

    #[test]
    fn an_event_said_to_have_gone_some_way_is_no_appointment_to_come() {
        for (booked, went, other) in [
            (
                "The user has got their knee operation on the 14th of February.",
                "The knee operation went fine.",
                "The user works at a garage.",
            ),
            (
                "The user's interview is on Monday.",
                "The user's interview went really well.",
                "The user plays squash on Mondays.",
            ),
            (
                "The user has a viewing on Saturday for a flat in Leith.",
                "The viewing went off without a hitch.",
                "The user's sister lives in Leith.",
            ),
        ] {
            let facts = run(&[
                vec![
                    said("about", booked, Cue::None, 1),
                    said("about", other, Cue::None, 1),
                ],
                vec![said("about", went, Cue::None, 2)],
            ]);
            let mut current = active(&facts);
            current.sort();
            let mut expected = vec![format!("about={went}"), format!("about={other}")];
            expected.sort();
            assert_eq!(current, expected, "{went}");
        }
        // Said of something else, or with no time set, it ends nothing.
        for (kept, went) in [
            ("The user's interview is on Monday.", "The party went well."),
            ("The user loves interviews.", "The interview went well."),
        ] {
            let facts = run(&[
                vec![said("about", kept, Cue::None, 1)],
                vec![said("about", went, Cue::None, 2)],
            ]);
            assert_eq!(active(&facts).len(), 2, "{went}");
        }
        assert_eq!(
            thing_finished("The user's shed's finished."),
            Some(vec!["shed".to_string()])
        );
        assert_eq!(
            thing_finished("The user's loft conversion is finally done."),
            Some(vec!["loft".to_string(), "conversion".to_string()])
        );
        assert_eq!(thing_finished("It's done."), None);
        assert_eq!(thing_finished("The user is done with dating apps."), None);
        assert_eq!(event_that_went("It went well."), None);
        assert_eq!(event_that_went("The user went to Crete."), None);
    }

    #[test]
    fn a_new_measure_in_the_same_unit_replaces_the_old() {
        for (before, after, old_number) in [
            (
                "mortgage fixed at 1.9 percent",
                "the new rate is 4.6 percent",
                "1.9",
            ),
            ("the puppy weighs 3.2 kilos", "she's 4.5 kilos now", "3.2"),
            ("my savings pay 2.1%", "the bank's cut it to 1.5%", "2.1"),
        ] {
            let mut change = candidate("about", after, Explicitness::Stated);
            change.statement = after.to_string();
            change.cue = Cue::Change;
            let mut first = candidate("about", before, Explicitness::Stated);
            first.statement = before.to_string();
            let facts = run(&[
                vec![entry(Proposal::Assert(first), 1)],
                vec![entry(Proposal::Assert(change), 2)],
            ]);
            let current = active(&facts);
            assert!(current.contains(&format!("about={after}")), "{current:?}");
            assert!(
                current.iter().all(|f| !f.contains(old_number)),
                "{current:?}"
            );
        }
    }

    #[test]
    fn a_move_ends_a_stay_but_a_home_said_again_does_not() {
        for (stay, home) in [
            ("paisley", "govan"),
            ("a hostel", "leith"),
            ("my aunt's", "cork"),
        ] {
            let mut moved = candidate("lives_in", home, Explicitness::Stated);
            moved.cue = Cue::Change;
            let facts = run(&[
                vec![assert_entry("current_location", stay, 1)],
                vec![entry(Proposal::Assert(moved), 2)],
            ]);
            assert_eq!(active(&facts), vec![format!("lives_in={home}")], "{stay}");
            // Said without a change, home is no news about the stay.
            let facts = run(&[
                vec![assert_entry("current_location", stay, 1)],
                vec![assert_entry("lives_in", home, 2)],
            ]);
            assert_eq!(active(&facts).len(), 2, "{stay}");
        }
    }

    /// `before` and `other` said, then `after` as a change: `after`
    /// replaces `before` and leaves `other` current.
    fn assert_the_change_replaces_only_the_first(
        attribute: &str,
        before: &str,
        after: &str,
        other: &str,
    ) {
        let facts = run(&[
            vec![
                said(attribute, before, Cue::None, 1),
                said(attribute, other, Cue::None, 1),
            ],
            vec![said(attribute, after, Cue::Change, 2)],
        ]);
        let mut now = current_statements(&facts);
        now.sort();
        let mut expected = vec![after.to_string(), other.to_string()];
        expected.sort();
        assert_eq!(now, expected, "{after}");
    }

    #[test]
    fn a_new_level_in_a_language_replaces_the_old_level_in_that_language_only() {
        for (before, after, other) in [
            (
                "The user's Italian is pretty basic.",
                "The user is fluent in Italian these days.",
                "The user's German is rusty.",
            ),
            (
                "The user is a complete beginner at Japanese.",
                "The user passed the B1 Japanese exam.",
                "The user is fluent in French.",
            ),
            (
                "The user's Welsh is conversational.",
                "The user's Welsh is rusty now.",
                "The user speaks basic Dutch.",
            ),
        ] {
            assert_the_change_replaces_only_the_first("language", before, after, other);
        }
    }

    #[test]
    fn a_large_number_said_as_a_change_replaces_the_statement_of_another_with_a_word_in_common() {
        for (before, after, other) in [
            (
                "The user's rapid rating on lichess is around 1450.",
                "The user finally broke 1600 on lichess.",
                "The user plays chess with their dad on Sundays.",
            ),
            (
                "The user has 850 followers on their baking account.",
                "The baking account is up to 1200 followers now.",
                "The user bakes sourdough every weekend.",
            ),
            (
                "The user's step goal is 8000 a day.",
                "The user has moved the step goal to 10000.",
                "The user walks the dog before work.",
            ),
        ] {
            let facts = said_then_changed(before, other, after);
            let now = active(&facts);
            let old = a_large_number(before)
                .map(|n| n.to_string())
                .unwrap_or_default();
            assert!(now.iter().all(|f| !f.contains(&old)), "{after}: {now:?}");
            for kept in [after, other] {
                assert!(now.contains(&format!("about={kept}")), "{kept}: {now:?}");
            }
        }
    }

    #[test]
    fn what_is_not_so_yet_displaces_no_value_of_a_one_valued_slot() {
        for (held, not_yet) in [
            (
                "The user is engaged to Luis, wedding next summer.",
                "The user is not married yet.",
            ),
            (
                "The user is a trainee solicitor.",
                "The user is not qualified yet.",
            ),
            (
                "The user lives in a rented flat in Leith.",
                "The user has not moved house yet.",
            ),
        ] {
            let attribute = if held.contains("solicitor") {
                "job"
            } else if held.contains("Leith") {
                "lives_in"
            } else {
                "relationship_status"
            };
            let facts = run(&[
                vec![said(attribute, held, Cue::None, 1)],
                vec![said(attribute, not_yet, Cue::None, 2)],
            ]);
            let mut now = active(&facts);
            now.sort();
            let mut expected = vec![
                format!("{attribute}={held}"),
                format!("{attribute}={not_yet}"),
            ];
            expected.sort();
            assert_eq!(now, expected, "{not_yet}");
        }
    }

    #[test]
    fn a_level_of_the_common_scale_said_alone_is_the_new_level_of_the_language() {
        for (before, after, other) in [
            (
                "The user is learning German, about A2 so far.",
                "The user passed their B1 exam.",
                "The user goes to German classes on Mondays.",
            ),
            (
                "The user's French is B2.",
                "The user got their C1 certificate.",
                "The user's partner is French.",
            ),
            (
                "The user is at A1 in Portuguese.",
                "The user is doing the A2 course now.",
                "The user has a Portuguese tutor.",
            ),
        ] {
            only_the_change_and_the_other_stay(before, other, after);
        }
    }

    /// `before` and `other` said in one session, `after` said as a change
    /// in the next: the facts memory holds then.
    fn said_then_changed(before: &str, other: &str, after: &str) -> Vec<Fact> {
        let stated = |statement: &str| {
            let mut c = candidate("about", statement, Explicitness::Stated);
            c.statement = statement.to_string();
            c
        };
        let mut change = stated(after);
        change.cue = Cue::Change;
        run(&[
            vec![
                entry(Proposal::Assert(stated(before)), 1),
                entry(Proposal::Assert(stated(other)), 1),
            ],
            vec![entry(Proposal::Assert(change), 2)],
        ])
    }

    /// After [`said_then_changed`], the change and the statement it does
    /// not touch are current, and nothing else.
    fn only_the_change_and_the_other_stay(before: &str, other: &str, after: &str) {
        let facts = said_then_changed(before, other, after);
        let mut current = active(&facts);
        current.sort();
        let mut expected = vec![format!("about={after}"), format!("about={other}")];
        expected.sort();
        assert_eq!(current, expected, "{after}");
    }

    #[test]
    fn a_change_to_another_thing_of_the_same_kind_replaces_the_one_named() {
        for (before, after, other) in [
            (
                "my usual is a flat white",
                "switched to a cortado",
                "rides a blue bike",
            ),
            (
                "still on an iPhone 11",
                "finally got a Pixel 8",
                "has a Kindle",
            ),
            (
                "we drive an old Ford Focus",
                "we've got a Kia EV6 now",
                "love the Cotswolds",
            ),
            // A way to work: only with where it goes.
            (
                "gets the tram to the office",
                "since the office moved just walks",
                "walks the dog every evening",
            ),
            (
                "takes the train to uni",
                "cycling to campus now",
                "takes the bus into town on Saturdays",
            ),
            (
                "drives to work",
                "switched to the bus for work, parking's a nightmare",
                "cycles on Sunday mornings",
            ),
            // A phone network, an energy supplier, a bank: only with a word
            // for what they are for ("three kids" is no network).
            (
                "is on a Three contract",
                "has gone SIM-only with Giffgaff",
                "has three kids",
            ),
            // A stage of school.
            (
                "works as a TA at Hollyfield Primary",
                "is at a secondary now, same job",
                "has a season ticket at Stockport County",
            ),
            (
                "is in Year 2 at the village primary",
                "has started at the secondary in town",
                "plays the recorder",
            ),
            (
                "teaches PE at a high school in Ohio",
                "has moved to teaching at a middle school",
                "coaches Little League",
            ),
            // A place in a team.
            (
                "plays goal attack for the Hornets",
                "has moved to wing attack this season",
                "plays the violin in an orchestra",
            ),
            (
                "is a striker for a Sunday league side",
                "got moved back to centre back by the new manager",
                "walks the dog before work",
            ),
            (
                "plays point guard for the uni team",
                "switched to shooting guard after the knee injury",
                "coaches the under-nines on Saturdays",
            ),
            // Milk, with "milk" said.
            (
                "has a cortado with soya milk most mornings",
                "has switched to oat milk, the soya tasted chalky",
                "drinks whole cans of cola at the weekend",
            ),
            (
                "buys semi-skimmed milk from the farm shop",
                "has gone onto lactose-free milk",
                "bakes rice pudding on Sundays",
            ),
            (
                "puts almond milk in the porridge",
                "uses coconut milk now",
                "has a goat's cheese salad for lunch",
            ),
            // Health cover by its insurer or plan.
            (
                "the family plan is an Aetna PPO",
                "we went onto a Cigna HMO at new year",
                "works a double shift on Fridays",
            ),
            (
                "is covered by Bupa through the firm",
                "has moved to Simplyhealth since leaving",
                "has a bad hip",
            ),
            (
                "is on Medicaid",
                "switched over to an Anthem plan after the new job",
                "sees the kids at weekends",
            ),
            (
                "gets gas and electric from British Gas",
                "moved the energy over to Octopus",
                "works at EDF's head office",
            ),
            (
                "has a current account with Lloyds",
                "moved the account to Monzo",
                "her brother works at Barclays",
            ),
            // A music service.
            (
                "listens to everything on Spotify",
                "went over to Apple Music with the family plan",
                "has a Tidal t-shirt from a gig",
            ),
            // A medicine by what it treats: another antidepressant is no
            // new statin.
            (
                "the GP has me on sertraline",
                "they've moved me onto fluoxetine",
                "takes atorvastatin at night",
            ),
            (
                "uses a Ventolin inhaler",
                "got switched to Fostair",
                "takes ibuprofen for the knee",
            ),
            (
                "on metformin since March",
                "the diabetes nurse started me on Ozempic instead",
                "takes ramipril in the mornings",
            ),
        ] {
            only_the_change_and_the_other_stay(before, other, after);
        }
    }

    #[test]
    fn a_weekend_is_a_day_another_day_can_replace() {
        for (before, after, other) in [
            (
                "Leo sees his dad every other weekend",
                "Leo is with his dad Monday to Wednesday",
                "Leo plays the cornet",
            ),
            (
                "Nana visits us at weekends",
                "Nana visits us on Thursdays",
                "Nana knits",
            ),
            (
                "The user's long run is at the weekend",
                "The user's long run is on Wednesdays",
                "The user runs in Nike Pegasus",
            ),
        ] {
            let facts = said_then_changed(before, other, after);
            // The weekend is no longer current (an old statement may be
            // kept with the new day swapped in).
            let current = active(&facts);
            assert!(!current.contains(&format!("about={before}")), "{current:?}");
            assert!(current.contains(&format!("about={after}")), "{current:?}");
            assert!(current.contains(&format!("about={other}")), "{current:?}");
        }
    }

    #[test]
    fn someone_moving_in_ends_living_alone() {
        for (before, after, other) in [
            (
                "It's just the user in a studio in Hove",
                "Priya has moved in with the user",
                "The user plays five-a-side on Thursdays",
            ),
            (
                "The user lives on their own since the divorce",
                "The user's dad came to live with them after his op",
                "The user has a greyhound",
            ),
            (
                "The user lives alone above the shop",
                "The user's nephew is living with the user while he studies",
                "The user works at the bakery",
            ),
        ] {
            only_the_change_and_the_other_stay(before, other, after);
        }
    }

    #[test]
    fn a_retraction_names_a_fact_by_the_words_of_its_statement() {
        for (ends, stays, named) in [
            ("works nights on the ward", "has a tabby cat", "night"),
            ("rents from a landlord called Craig", "plays chess", "Craig"),
            (
                "commutes on the Northern line",
                "swims on Sundays",
                "Northern line",
            ),
        ] {
            let facts = run(&[
                vec![
                    assert_entry("about", ends, 1),
                    assert_entry("about", stays, 1),
                ],
                vec![entry(Proposal::Retract(withdrawn(named)), 2)],
            ]);
            assert_eq!(active(&facts), vec![format!("about={stays}")], "{named}");
        }
    }

    #[test]
    fn one_of_a_list_withdrawn_leaves_the_rest_unless_they_were_counted() {
        for (list, gone, rest) in [
            (
                "The user shares the flat with Mia and Connor.",
                "Connor",
                "The user shares the flat with Mia.",
            ),
            (
                "The user plays squash with Ade, Bryn and Cal.",
                "Bryn",
                "The user plays squash with Ade and Cal.",
            ),
            (
                "The user's allotment neighbours are Sue and Pat.",
                "Sue",
                "The user's allotment neighbours are Pat.",
            ),
        ] {
            let facts = run(&[
                vec![said("about", list, Cue::None, 1)],
                vec![entry(Proposal::Retract(withdrawn(gone)), 2)],
            ]);
            assert_eq!(active(&facts), vec![format!("about={rest}")], "{gone}");
        }
        let facts = run(&[
            vec![said(
                "pet",
                "The user has two guinea pigs, Salt and Pepper.",
                Cue::None,
                1,
            )],
            vec![entry(Proposal::Retract(withdrawn("Pepper")), 2)],
        ]);
        assert!(active(&facts).is_empty());
    }

    #[test]
    fn a_name_heard_one_letter_wrong_is_found_in_what_was_said() {
        for (said, right, wrong) in [
            ("How's Bolt settling in?", "Colt", "Bolt"),
            ("Is Jan still at the bakery?", "Jen", "Jan"),
            ("Say happy birthday to Mya from me!", "Maya", "Mya"),
        ] {
            assert_eq!(misheard_in(said, right), Some(wrong), "{said}");
        }
        for (said, right) in [
            ("How's Bolt settling in?", "Bolt"),
            ("Is Sam still at the bakery?", "Priya"),
            ("How was the Tuesday class?", "Tuesdays"),
        ] {
            assert_eq!(misheard_in(said, right), None, "{said}");
        }
    }

    #[test]
    fn a_retraction_withdraws_what_was_said_before_not_its_own_turn() {
        for (before, own, named) in [
            (
                "has a girlfriend called Tasha",
                "Tasha and the user broke up",
                "Tasha",
            ),
            (
                "plays five-a-side on Thursdays",
                "The user stopped five-a-side",
                "five-a-side",
            ),
            (
                "has a Vauxhall Corsa",
                "The user sold the Corsa last week",
                "Corsa",
            ),
        ] {
            let facts = run(&[
                vec![assert_entry("about", before, 1)],
                vec![
                    assert_entry("about", own, 2),
                    entry(Proposal::Retract(withdrawn(named)), 2),
                ],
            ]);
            assert_eq!(active(&facts), vec![format!("about={own}")], "{named}");
        }
    }

    #[test]
    fn a_break_up_said_ends_what_named_the_partner_under_their_own_name() {
        for (name, partner_said) in [
            (
                "Callum",
                "The user's boyfriend Callum's taking the user to Skye.",
            ),
            ("Dana", "Dana, the user's girlfriend, cooks on Sundays."),
            ("Omar", "The user's husband Omar plays five-a-side."),
        ] {
            let mut parted = said(
                RELATIONSHIP,
                &format!("The user and {name} broke it off in April."),
                Cue::Retraction,
                2,
            );
            if let Proposal::Assert(c) = &mut parted.proposal {
                c.object = vec![name.to_lowercase()];
            }
            let facts = run(&[
                vec![said_of(name, RELATIONSHIP, partner_said, Cue::None, 1)],
                vec![parted],
            ]);
            assert!(
                !active(&facts).iter().any(|f| f.contains(partner_said)),
                "{name}: {:?}",
                active(&facts)
            );
        }
    }

    #[test]
    fn a_break_up_with_someone_named_ends_what_named_them_as_the_partner() {
        for (name, partner_said, kept) in [
            (
                "Callum",
                "The user's boyfriend Callum's taking the user to Skye.",
                "Callum works as a plumber in Leith.",
            ),
            (
                "Dana",
                "Dana, the user's girlfriend, cooks on Sundays.",
                "Dana runs the bakery on Rose Street.",
            ),
            (
                "Omar",
                "The user's husband Omar plays five-a-side on Tuesdays.",
                "Omar is a keen cyclist.",
            ),
        ] {
            let break_up = Retraction {
                subject: Subject::user(),
                attribute: Some("relationship_status".into()),
                value: Some(name.into()),
                said: format!("{name} and the user broke it off"),
            };
            let facts = run(&[
                vec![
                    said_of(name, "plan", partner_said, Cue::None, 1),
                    said_of(name, "about", kept, Cue::None, 1),
                ],
                vec![entry(Proposal::Retract(break_up), 2)],
            ]);
            assert_eq!(active(&facts), vec![format!("about={kept}")], "{name}");
        }
    }

    #[test]
    fn a_retraction_naming_the_last_part_of_a_one_word_brand_ends_it() {
        for (held, ended, kept) in [
            (
                "The user has a PureGym membership.",
                "gym",
                "The user has a library card.",
            ),
            (
                "The user flies EasyJet to see their mum.",
                "jet",
                "The user flies to Belfast in May.",
            ),
            (
                "The user signs on at the JobCentre on Tuesdays.",
                "centre",
                "The user goes to the leisure centre on Tuesdays.",
            ),
        ] {
            let object = vec![ended.to_string()];
            assert!(names_a_part_of_a_brand(held, &object), "{held}");
            assert!(!names_a_part_of_a_brand(kept, &object), "{kept}");
        }
    }

    #[test]
    fn a_retraction_of_something_never_said_changes_nothing() {
        let retract = Retraction {
            subject: Subject::user(),
            attribute: Some("diet".into()),
            value: None,
            said: "I'm not vegan".into(),
        };
        let facts = run(&[vec![
            assert_entry("likes", "jazz", 1),
            entry(Proposal::Retract(retract), 1),
        ]]);
        assert_eq!(active(&facts), vec!["likes=jazz"]);
    }

    #[test]
    fn a_dislike_of_something_liked_supersedes_the_like() {
        let facts = run(&[
            vec![assert_entry("likes", "cilantro", 1)],
            vec![assert_entry("dislikes", "cilantro", 2)],
        ]);
        assert_eq!(active(&facts), vec!["dislikes=cilantro"]);
    }

    #[test]
    fn a_temporary_fact_expires_when_its_window_closes() {
        let mut trip = candidate("current_location", "Lisbon", Explicitness::Stated);
        trip.scope = TemporalScope::Episodic {
            valid_from: Some(at(1)),
            valid_until: Some(at(7)),
        };
        let facts = run(&[
            vec![entry(Proposal::Assert(trip), 1)],
            vec![assert_entry("likes", "tea", 20)],
        ]);
        let lisbon = facts
            .iter()
            .find(|f| f.value.as_text() == "Lisbon")
            .unwrap();
        assert_eq!(lisbon.status, FactStatus::Expired);
    }

    #[test]
    fn low_confidence_proposals_are_rejected_with_a_reason() {
        let mut hedge = candidate("job", "teacher", Explicitness::Stated);
        hedge.confidence = 0.2;
        let user = UserId::new("u").unwrap();
        let session = SessionId::new("s").unwrap();
        let policy = PolicyConfig::default();
        let ctx = ReconcileContext {
            user: &user,
            session: &session,
            now: at(1),
            policy: &policy,
            similarity: &crate::similarity::LexicalSimilarity,
        };
        let mut mint = || FactId::new("f").unwrap();
        let r = reconcile(&[], &[entry(Proposal::Assert(hedge), 1)], &ctx, &mut mint);
        assert!(r.changed.is_empty());
        assert_eq!(r.decisions[0].action, AuditAction::ProposalRejected);
        assert!(
            r.decisions[0].reason.contains("confidence"),
            "{:?}",
            r.decisions
        );
    }

    #[test]
    fn values_are_matched_by_whole_words() {
        assert!(value_mentions("the 38 bus", "the 38"));
        assert!(!value_mentions("the 380 bus", "38"));
        assert!(!value_mentions("anything", ""));
    }

    #[test]
    fn a_thing_of_someones_named_by_the_speaker_as_the_thing_takes_its_change() {
        for (theirs, change, other) in [
            (
                "The user's sister's wedding is on the 12th of July.",
                "They've pushed the wedding to September.",
                "The user's sister's dog is called Bo.",
            ),
            (
                "The user's dad's operation is on the 3rd of May.",
                "The hospital moved the operation to June.",
                "The user's dad's car is a Volvo.",
            ),
            (
                "The user's son's recital is on Friday.",
                "They've switched the recital to Saturday.",
                "The user's son's teacher is strict.",
            ),
        ] {
            let who = theirs.split("'s ").take(2).collect::<Vec<_>>().join("'s ");
            let of_them = |statement: &str| {
                let mut c = FactCandidate::stated(
                    Subject::named(&who.to_lowercase()),
                    "plan",
                    FactValue::Text(statement.into()),
                    statement.into(),
                );
                c.cue = Cue::None;
                Proposal::Assert(c)
            };
            let mut moved = FactCandidate::stated(
                Subject::user(),
                "plan",
                FactValue::Text(change.into()),
                change.into(),
            );
            moved.cue = Cue::Change;
            let facts = run(&[
                vec![entry(of_them(theirs), 1), entry(of_them(other), 2)],
                vec![entry(Proposal::Assert(moved), 3)],
            ]);
            let current: Vec<&str> = facts
                .iter()
                .filter(|f| f.status == FactStatus::Active)
                .map(|f| f.statement.as_str())
                .collect();
            assert!(!current.contains(&theirs), "{change}: {current:?}");
            assert!(current.contains(&other), "{change}: {current:?}");
        }
    }
}
