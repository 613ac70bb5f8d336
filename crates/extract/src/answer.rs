//! Answers to the assistant's questions, read with the question: "Are you
//! still in Coventry?" — "Nope, Warwick now." says where the speaker lives;
//! "Still doing spin on Wednesdays?" — "Not anymore" ends the spin class;
//! "Still getting out on the Bonneville?" — "Sold it in the spring" sold the
//! Bonneville; "Which bank are you with these days?" — "Monzo" names the
//! bank. Each is said back as the speaker would have said it in full, and
//! that is read as any turn.

use std::sync::LazyLock;

use regex::Regex;

use crate::rules::{Speakers, Stage};

/// A "still" question, with its subject or without ("Still doing spin on
/// Wednesdays?").
static STILL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:^|[.!]\s+)(?:(?:and|so|but|oh|ok|okay|great|nice|right|hey),?\s+)?(?:(?P<are>are you|you're|you are)\s+|(?P<do>do you)\s+|is (?P<thing>your [\w' -]+?)\s+)?still (?P<rest>[^?]+)\?\s*$")
        .expect("still question")
});

/// A "which …" question about something the speaker has or uses.
static WHICH: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:^|[.!]\s+)which (?P<noun>[a-z-]+(?: [a-z-]+)?) (?:are|do|did|is|have) you\b[^?]*\?\s*$")
        .expect("which question")
});

/// An answer that opens with a no and says no new value in its first words.
static BARE_NO: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^\s*(?:no|nope|nah|not any ?more|no longer|not really|not now)(?: any ?more| no more| not now)?\s*(?:[,.!;:-]+\s*|$)(?P<rest>.*)$")
        .expect("bare no")
});

/// A name of up to three capitalised words: "Monzo", "Weight Watchers".
const NAME: &str = r"(?-i:[A-Z][\w&'-]*)(?: (?-i:[A-Z][\w&'-]*)){0,2}";

/// An answer that opens with a name: "Monzo, we moved everything over".
static OPENS_WITH_A_NAME: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"^\s*(?P<name>{NAME})(?P<place> (?:on|in|at|near|by|off) [^,.!;]+)?\s*(?:[,.!;-]+\s*|$)(?P<rest>.*)$"
    ))
        .expect("opens with a name")
});

/// What a question asks about, for the "it" of its answer: a name said in
/// it ("the Bonneville", "Weight Watchers"), else "your …" (said as "my
/// …"), else "the …".
static ASKED_ABOUT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?:\b(?P<the>the )?(?P<name>{NAME}))|(?i:\b(?P<det>your|the) (?P<thing>[a-z-]+(?: [a-z-]+){{0,2}}))"
    ))
        .expect("asked about")
});

/// An "it" that is a verb's object or follows a word: not "it's", not the
/// first word.
static OBJECT_IT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?P<before>\b[a-z]+ )it\b(?P<after>[^'’]|$)").expect("object it")
});

/// The answer to `question` said as the speaker would have said it in
/// full, when it leans on the question.
pub(crate) fn as_said(question: &str, answer: &str) -> Option<String> {
    let question = question.trim();
    if !question.ends_with('?') {
        return None;
    }
    no_with_a_new_value(question, answer)
        .or_else(|| no_to_a_still_question(question, answer))
        .or_else(|| which_one(question, answer))
        .or_else(|| with_its_it_named(question, answer))
}

/// The thing `question` asks about, as the speaker would name it.
fn asked_about(question: &str) -> Option<String> {
    // The question's own first word is capitalised for no name.
    let first_word_end = question.find(' ').unwrap_or(question.len());
    let body = &question[first_word_end..];
    // "Did Tom like it?": the answer's "it" is the question's own.
    if OBJECT_IT.is_match(body) {
        return None;
    }
    // A thing said as "your …" or "the …" first ("Did Sarah enjoy the
    // cake?" asks about the cake), else the last name ("Is Tom still at
    // Tesco?").
    let all: Vec<regex::Captures<'_>> = ASKED_ABOUT
        .captures_iter(body)
        .filter(|c| c.name("name").is_none_or(|n| n.as_str() != "I"))
        .collect();
    let caps = match all.iter().position(|c| c.name("det").is_some()) {
        Some(i) => &all[i],
        None => all.last()?,
    };
    if let Some(name) = caps.name("name") {
        let the = caps.name("the").map_or("", |t| t.as_str());
        return Some(format!("{the}{}", name.as_str()));
    }
    let det = caps.name("det")?.as_str().to_lowercase();
    // "your new job going" → "my new job": up to the first word that is
    // no part of a name for a thing.
    // An "-ing" word ends it only after a noun: "the wedding" is one.
    let words: Vec<&str> = caps
        .name("thing")?
        .as_str()
        .split(' ')
        .enumerate()
        .take_while(|(i, w)| {
            (*i == 0 || !w.ends_with("ing"))
                && !memoir_core::text::is_stopword(w)
                && !memoir_core::text::is_time_word(w)
                && !matches!(
                    *w,
                    "still" | "these" | "now" | "been" | "treating" | "doing"
                )
        })
        .map(|(_, w)| w)
        .collect();
    if words.is_empty() {
        return None;
    }
    let det = if det == "your" { "my" } else { "the" };
    Some(format!("{det} {}", words.join(" ")))
}

/// "Still doing spin on Wednesdays?" — "Not anymore, the instructor left":
/// the question said back as no longer so, then the rest of the answer.
fn no_to_a_still_question(question: &str, answer: &str) -> Option<String> {
    let asked = STILL.captures(question)?;
    let no = BARE_NO.captures(answer)?;
    let rest_of_question = asked["rest"].trim();
    if !crate::has_content(rest_of_question) {
        return None;
    }
    let first = rest_of_question.split_whitespace().next().unwrap_or("");
    let is_a_state = asked.name("are").is_some()
        || (asked.name("do").is_none()
            && asked.name("thing").is_none()
            && (first.ends_with("ing")
                || matches!(
                    first,
                    "on" | "in" | "at" | "with" | "into" | "a" | "an" | "the"
                )));
    let no_longer = if let Some(thing) = asked.name("thing") {
        format!(
            "{} isn't {rest_of_question} anymore.",
            thing.as_str().replacen("your", "My", 1)
        )
    } else if is_a_state {
        format!("I'm not {rest_of_question} anymore.")
    } else {
        format!("I don't {rest_of_question} anymore.")
    };
    let rest = no["rest"].trim();
    if rest.is_empty() {
        return Some(no_longer);
    }
    let rest = with_its_it_named(question, rest).unwrap_or_else(|| rest.to_string());
    Some(format!("{no_longer} {rest}"))
}

/// "Which bank are you with these days?" — "Monzo, we moved everything
/// over": the name is that of the speaker's bank.
fn which_one(question: &str, answer: &str) -> Option<String> {
    let asked = WHICH.captures(question)?;
    let said = OPENS_WITH_A_NAME.captures(answer)?;
    let name = said["name"].trim();
    let place = said.name("place").map_or("", |p| p.as_str());
    // "No", "Yes", "Oh": a reply, not a name.
    if crate::rules::RULE_SET
        .first(Stage::Skip, Speakers::Person, name)
        .is_some()
        || matches!(
            name,
            "I" | "No" | "Yes" | "Oh" | "Well" | "Both" | "Neither" | "None"
        )
    {
        return None;
    }
    let asked_lower = question.to_lowercase();
    let now = if ["these days", " now", "at the moment"]
        .iter()
        .any(|w| asked_lower.contains(w))
    {
        " now"
    } else {
        ""
    };
    let noun = asked["noun"].to_lowercase();
    let rest = said["rest"].trim();
    Some(
        format!("My {noun} is {name}{place}{now}. {rest}")
            .trim()
            .to_string(),
    )
}

/// "Still getting out on the Bonneville?" — "Sold it in the spring": the
/// answer's first object "it" is what the question asked about.
fn with_its_it_named(question: &str, answer: &str) -> Option<String> {
    let first_sentence_end = answer.find(['.', '!', '?']).unwrap_or(answer.len());
    let caps = OBJECT_IT.captures(&answer[..first_sentence_end])?;
    let it = caps.get(0)?;
    // "Sheldon it is!": a subject, not an object.
    let next = answer[it.end()..]
        .split_whitespace()
        .next()
        .unwrap_or("")
        .trim_matches(|c: char| !c.is_alphanumeric())
        .to_lowercase();
    if matches!(
        next.as_str(),
        "is" | "was" | "has" | "will" | "would" | "does" | "did" | "seems" | "looks" | "sounds"
    ) {
        return None;
    }
    let thing = asked_about(question)?;
    let before = caps.name("before")?.as_str();
    let after = caps.name("after").map_or("", |a| a.as_str());
    Some(format!(
        "{}{before}{thing}{after}{}",
        &answer[..it.start()],
        &answer[it.end()..]
    ))
}

/// A "still" question answered "no" with a new value ("Are you still in
/// Coventry?" — "Nope, Warwick now."; "Do you still work nights?" — "No,
/// days these days"): the question said back in the first person with the
/// new value, and "now".
fn no_with_a_new_value(previous: &str, answer: &str) -> Option<String> {
    static NO_THEN_VALUE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:no|nope|nah|not any ?more|not now)\b[,.!]*\s*(?:it's |i'm |we're |it is )?(?P<value>[^,.!?]+?)\s*(?:now|these days|nowadays)?\s*[.!]*\s*$")
            .expect("no then value")
    });
    let question = STILL.captures(previous.trim())?;
    let value = NO_THEN_VALUE
        .captures(answer)?
        .name("value")?
        .as_str()
        .trim()
        .to_string();
    let value_words: Vec<&str> = value.split_whitespace().collect();
    // "Are you still there?" — "No, sorry": a reply, not a new value.
    let only_a_reply = crate::rules::RULE_SET
        .first(Stage::Skip, Speakers::Person, &value)
        .is_some()
        || value_words.iter().all(|w| {
            matches!(
                w.to_lowercase().as_str(),
                "sorry"
                    | "thanks"
                    | "thank"
                    | "you"
                    | "problem"
                    | "worries"
                    | "way"
                    | "chance"
                    | "idea"
                    | "clue"
                    | "longer"
                    | "more"
                    | "really"
                    | "not"
                    | "i"
                    | "don't"
            )
        });
    // "nah, she got fed up": a reason with its own subject, not a value.
    let a_reason = value_words.first().is_some_and(|w| {
        matches!(
            w.to_lowercase().as_str(),
            "she" | "he" | "they" | "we" | "i" | "you" | "it" | "that" | "there"
        )
    });
    if value_words.is_empty()
        || value_words.len() > 4
        || only_a_reply
        || a_reason
        || !crate::has_content(&value)
    {
        return None;
    }
    let rest = crate::replace_aligned(&question["rest"], &value_words);
    let placed = rest
        .strip_prefix("in ")
        .filter(|place| place.chars().next().is_some_and(char::is_uppercase));
    let said = if let (Some(place), Some(_)) = (placed, question.name("are")) {
        // "still in Coventry": a place one is still in is where one lives.
        format!("I live in {place} now.")
    } else if question.name("are").is_some() {
        format!("I'm {rest} now.")
    } else if question.name("do").is_some() {
        format!("I {rest} now.")
    } else {
        format!(
            "{} is {rest} now.",
            question.name("thing")?.as_str().replacen("your", "My", 1)
        )
    };
    Some(said)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_no_to_a_still_question_with_a_new_value_says_the_question_back() {
        for (asked, answer, said_back) in [
            (
                "Are you still in Coventry?",
                "Nope, Warwick now.",
                "I live in Warwick now.",
            ),
            (
                "Are you still at the bakery?",
                "No, the café now",
                "I'm at the café now.",
            ),
            (
                "Do you still work nights?",
                "No, days these days.",
                "I work days now.",
            ),
            (
                "Great. Is your manager still Priya?",
                "nah it's Tom now",
                "My manager is Tom now.",
            ),
        ] {
            assert_eq!(as_said(asked, answer).as_deref(), Some(said_back));
        }
        // A yes is not a new value, nor a no that is only a reply.
        assert_eq!(
            as_said("Are you still in Coventry?", "Yes, still here."),
            None
        );
        for reply in ["No, sorry", "no thanks", "nope, no way", "No, thank you!"] {
            assert_eq!(as_said("Are you still there?", reply), None, "{reply}");
        }
    }

    #[test]
    fn a_bare_no_to_a_still_question_says_it_is_so_no_longer() {
        for (asked, answer, said_back) in [
            (
                "Still doing spin on Wednesdays?",
                "Not anymore, the instructor left.",
                "I'm not doing spin on Wednesdays anymore. the instructor left.",
            ),
            ("Do you still run?", "No.", "I don't run anymore."),
            (
                "And is your sister still at the council?",
                "nah, she got fed up",
                "My sister isn't at the council anymore. she got fed up",
            ),
        ] {
            assert_eq!(as_said(asked, answer).as_deref(), Some(said_back));
        }
    }

    #[test]
    fn a_name_answering_a_which_question_is_the_one_asked_for() {
        for (asked, answer, said_back) in [
            (
                "Which bank are you with these days?",
                "Monzo, moved it all in January.",
                "My bank is Monzo now. moved it all in January.",
            ),
            (
                "Which gym do you go to?",
                "PureGym on Hope Street",
                "My gym is PureGym on Hope Street.",
            ),
            (
                "Which team do you support now?",
                "Hibs, since my uncle took me.",
                "My team is Hibs now. since my uncle took me.",
            ),
        ] {
            assert_eq!(as_said(asked, answer).as_deref(), Some(said_back));
        }
        assert_eq!(as_said("Which one did you pick?", "No idea yet"), None);
    }

    #[test]
    fn an_it_in_an_answer_is_what_the_question_asked_about() {
        for (asked, answer, said_back) in [
            (
                "Still getting out on the Bonneville?",
                "Sold it in the spring.",
                "Sold the Bonneville in the spring.",
            ),
            (
                "How's your new allotment?",
                "We gave it up, too much work.",
                "We gave my new allotment up, too much work.",
            ),
            (
                "Are you enjoying Weight Watchers?",
                "Packed it in last month",
                "Packed Weight Watchers in last month",
            ),
            (
                "Is the wedding still on the 12th?",
                "They've moved it to September.",
                "They've moved the wedding to September.",
            ),
        ] {
            assert_eq!(as_said(asked, answer).as_deref(), Some(said_back));
        }
        // A thing before a person; the question's own "it" is the answer's.
        assert_eq!(
            as_said("Did Sarah enjoy the cake?", "She loved it, ate two slices.").as_deref(),
            Some("She loved the cake, ate two slices.")
        );
        assert_eq!(as_said("Did Tom like it?", "He loved it."), None);
        // An "it" that opens the answer, or no question, is left as said.
        assert_eq!(as_said("How's the new job?", "It's great"), None);
        assert_eq!(as_said("Lovely.", "Sold it in the spring."), None);
    }
}
