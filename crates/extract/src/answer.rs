//! Answers to the assistant's questions, read with the question: "Are you
//! still in Coventry?" — "Nope, Warwick now." says where the speaker lives;
//! "Still doing spin on Wednesdays?" — "Not anymore" ends the spin class;
//! "Still getting out on the Bonneville?" — "Sold it in the spring" sold the
//! Bonneville; "Which bank are you with these days?" — "Monzo" names the
//! bank. Each is said back as the speaker would have said it in full, and
//! that is read as any turn.

use std::borrow::Cow;
use std::sync::LazyLock;

use regex::Regex;

use crate::rules::{Speakers, Stage};

/// Where a question opens in the assistant's turn: at its start or after a
/// sentence or a comma, after a word of reply ("Nice, what make?", "Oh
/// and how many …").
const OPENING: &str =
    r"(?:^|[.!,]\s+)(?:(?:and|so|but|oh|ooh|ok|okay|great|nice|right|hey|well),?\s+)?";

/// A "still" question, with its subject or without ("Still doing spin on
/// Wednesdays?", "Is your gym still Pure Gym?", "Is book club still on
/// Mondays?"). Read through `a_still_question`.
static STILL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i){OPENING}(?:(?P<are>are you|you're|you are)\s+|(?P<do>do you)\s+|is (?P<thing>your [\w' -]+?|(?-i:[a-z][a-z-]+)(?: (?-i:[a-z][a-z-]+))?)\s+)?still (?P<rest>[^?]+)\?\s*$"))
        .expect("still question")
});

/// A "still" question whose subject, if any, is the listener or a thing
/// named: "Is it still 5 people on your team?" and "is that still on?"
/// ask of what only the talk before knew.
fn a_still_question(question: &str) -> Option<regex::Captures<'_>> {
    STILL.captures(question).filter(|c| {
        c.name("thing").is_none_or(|t| {
            !matches!(
                t.as_str().split(' ').next().unwrap_or(""),
                "it" | "that"
                    | "this"
                    | "there"
                    | "he"
                    | "she"
                    | "they"
                    | "everything"
                    | "anything"
            )
        })
    })
}

/// A "which …" question about something the speaker has or uses.
static WHICH: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i){OPENING}which (?P<noun>[a-z-]+(?: [a-z-]+)?) (?:are|do|did|is|have) you\b[^?]*\?\s*$"
    ))
    .expect("which question")
});

/// An answer that opens with a no and says no new value in its first words.
static BARE_NO: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^\s*(?:(?:ha|haha|oh|ah|um|erm|well|god|lol|honestly)[,!.]*\s+)?(?:no|nope|nah|not any ?more|no longer|not really|not now|less so|not so much|not as much)(?: any ?more| no more| not now)?\s*(?:[,.!;:-]+\s*|$)(?P<rest>.*)$")
        .expect("bare no")
});

/// Whether an answer opens by saying no ("No, no, Perth in Scotland!",
/// "nope, Otley"): what was asked is denied.
pub(crate) fn opens_with_a_no(answer: &str) -> bool {
    BARE_NO.is_match(answer)
}

/// "Not since the wrist op", "not since April, they …": a no that says
/// since when.
static NOT_SINCE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^\s*(?:(?:ha|oh|ah|um|erm|well|sadly|honestly|no|nope|nah)[,!.]*\s+)?not since (?P<since>[^,.!;]+?)\s*(?:[,.!;:-]+\s*|$)(?P<rest>.*)$")
        .expect("not since")
});

/// A name of up to three capitalised words: "Monzo", "Weight Watchers".
const NAME: &str = r"(?-i:[A-Z][\w&'-]*)(?: (?-i:[A-Z][\w&'-]*)){0,2}";

/// Capitalised words an answer opens with that name nothing: "No, …",
/// "Well, …", "She's …".
const NOT_A_NAME: &[&str] = &[
    "I", "No", "Yes", "Oh", "Well", "Both", "Neither", "None", "Still", "Not", "Nothing", "We",
    "They", "He", "She", "It",
];

/// An answer that opens with a name: "Monzo, we moved everything over";
/// or says which by a word before "one": "the council one by the river".
static OPENS_WITH_A_NAME: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"^\s*(?P<name>{NAME}|(?i:the [a-z-]+(?: [a-z-]+)? one))(?P<place> (?:on|in|at|near|by|off) [^,.!;]+)?\s*(?:[,.!;-]+\s*|$)(?P<rest>.*)$"
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
    // "Five grandchildren!" — "Six now": a count said back in wonder is
    // put right as a question's would be.
    if question.ends_with('!') {
        return a_new_count(question, answer).or_else(|| a_name_put_new(question, answer));
    }
    if !question.ends_with('?') {
        return None;
    }
    if let Some(still) = yes_still_there_but_moved(question, answer) {
        return Some(still);
    }
    // "Still on the train?" — "Cycling now.": a new value said with "now"
    // and no "no" says no all the same.
    let with_its_no;
    let answer = if a_still_question(question).is_some()
        && !BARE_NO.is_match(answer)
        && (a_new_value_now(answer)
            || a_change_said(answer)
            || after_a_short_sentence(answer).is_some_and(a_new_value_now))
    {
        with_its_no = format!("No, {}", answer.trim_start());
        with_its_no.as_str()
    } else {
        answer
    };
    no_with_a_new_value(question, answer)
        .or_else(|| no_to_a_still_question(question, answer))
        .or_else(|| where_now(question, answer))
        .or_else(|| which_one(question, answer))
        .or_else(|| how_many(question, answer))
        .or_else(|| a_new_count(question, answer))
        .or_else(|| one_more(question, answer))
        .or_else(|| an_end_in_a_word(question, answer))
        .or_else(|| a_number_put_right(question, answer))
        .or_else(|| a_job_in_a_word(question, answer))
        .or_else(|| a_relatives_job_in_a_word(question, answer))
        .or_else(|| how_one_travels(question, answer))
        .or_else(|| a_relatives_name(question, answer))
        .or_else(|| a_did_question_answered(question, answer))
        .or_else(|| a_has_question_answered(question, answer))
        .or_else(|| an_age_in_a_word(question, answer))
        .or_else(|| called_off(question, answer))
        .or_else(|| back_from(question, answer))
        .or_else(|| a_state_in_a_word(question, answer))
        .or_else(|| with_its_it_named(question, answer))
        .or_else(|| the_titled_one_asked_after(question, answer))
        .or_else(|| at_a_new_workplace(question, answer))
        .or_else(|| a_thing_did_question_answered(question, answer))
        .or_else(|| only_one_left(question, answer))
        .or_else(|| what_one_is_doing_now(question, answer))
        .or_else(|| a_weight_in_a_word(question, answer))
}

/// "Still in Coventry?" — "Yes, but we've moved to a bigger place near
/// the station": a move within the town asked after keeps the town.
fn yes_still_there_but_moved(question: &str, answer: &str) -> Option<String> {
    static YES_BUT_MOVED: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:yes|yeah|yep|yup|aye|still am|still are|we are|i am)\b[,!.]*\s*(?:but|though|although|and)?,?\s*(?P<rest>.*\b(?:moved|moving|relocated)\b.*)$")
            .expect("yes but moved")
    });
    static IN_A_PLACE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^(?:living |based )?in (?P<place>(?-i:[A-Z][\w'-]*)(?: (?-i:[A-Z][\w'-]*)){0,2})(?: now| these days)?$")
            .expect("in a place")
    });
    let asked = a_still_question(question)?;
    let place = IN_A_PLACE.captures(asked["rest"].trim())?;
    let said = YES_BUT_MOVED.captures(answer)?;
    // "… we've moved to Leeds": a town named is a move away, read as said.
    // Words with a capital that name no town: the speaker, a time.
    const NOT_PLACES: &[&str] = &[
        "I",
        "I'm",
        "I've",
        "I'd",
        "I'll",
        "May",
        "Christmas",
        "Easter",
    ];
    if said["rest"].split_whitespace().skip(1).any(|w| {
        let w = w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'');
        w.starts_with(|c: char| c.is_uppercase())
            && !NOT_PLACES.contains(&w)
            && !crate::discourse::NOT_NAMES.contains(&w)
    }) {
        return None;
    }
    Some(said_then(
        &format!("I'm still in {}", &place["place"]),
        said["rest"].trim(),
    ))
}

/// "How's the weight loss going?" — "down to 84!": asked after a weight,
/// a number is what the speaker weighs now.
fn a_weight_in_a_word(question: &str, answer: &str) -> Option<String> {
    static ASKS_WEIGHT: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(r"(?i){OPENING}(?:how(?:'s| is) (?:the |your )?(?:weight(?: loss)?|slimming|weigh-in|diet)(?: going| coming along)?|any luck with (?:the |your )?(?:weight|diet)|(?:lost|losing) (?:any|much) (?:more )?weight)\b[^?]*\?\s*$"))
            .expect("asks a weight")
    });
    static WEIGHT: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:(?:oh|well|yes|yeah|great|good|not bad|really well|very well|brilliant|amazing)[,!.]*\s+)*(?:i'm |i am |now )?(?:(?:down|up) to )?(?:(?P<n>\d{2,3}(?:\.\d)?)(?P<unit> ?(?:kg|kilos?|stone|st|lbs?|pounds))?|(?P<stone>\d{1,2}(?: and a half| and a bit)? ?(?:stone|st)))(?: now| this morning| today| at weigh-in)?\s*(?:[!.,]+\s*(?P<rest>.*))?$")
            .expect("a weight")
    });
    ASKS_WEIGHT.captures(question)?;
    let said = WEIGHT.captures(answer)?;
    let unit = said.name("unit").map_or("", |u| u.as_str());
    let rest = said.name("rest").map_or("", |r| r.as_str().trim());
    // "12 and a half stone": said in stone, whole.
    let weight = match said.name("stone") {
        Some(stone) => stone.as_str().to_string(),
        None => format!("{}{unit}", &said["n"]),
    };
    Some(said_then(&format!("I weigh {weight} now"), rest))
}

/// "What are you driving now?" — "Tesla.", "What are you reading these
/// days?" — "Wolf Hall": the thing named in a word, said back with the
/// question's doing.
fn what_one_is_doing_now(question: &str, answer: &str) -> Option<String> {
    static DOING_WHAT: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(r"(?i){OPENING}what (?:are you|'re you) (?P<verb>driving|riding|reading|learning|playing|studying|watching|using|drinking|taking|eating|growing|training for)(?: now| these days| instead| at the moment)?\?\s*$"))
            .expect("doing what now")
    });
    static THING: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^\s*(?:(?:a|an|the|my)\s+)?(?P<thing>[\w'-]+(?: [\w'-]+){0,3}?)\s*(?:[.!]+\s*(?P<rest>.*)|,\s*(?P<rest2>.*)|$)")
            .expect("a thing named")
    });
    let asked = DOING_WHAT.captures(question)?;
    let said = THING.captures(answer)?;
    let thing = &said["thing"];
    if crate::clause::has_a_plain_verb(thing) || !crate::has_content(thing) {
        return None;
    }
    let verb = asked["verb"].to_lowercase();
    // A make ("Tesla") or a kind ("bike") of what one drives or rides is
    // one of them; what one reads or learns is named bare.
    let one = matches!(verb.as_str(), "driving" | "riding" | "using")
        .then(|| format!("{} ", crate::indefinite_article(thing)))
        .unwrap_or_default();
    let rest = said
        .name("rest")
        .or_else(|| said.name("rest2"))
        .map_or("", |r| r.as_str().trim());
    Some(said_then(&format!("I'm {verb} {one}{thing} now"), rest))
}

/// "Still doing both jobs?" — "just the library now, quit the pub": asked
/// after more than one, the one left is what the speaker has now.
fn only_one_left(question: &str, answer: &str) -> Option<String> {
    static ASKS_AFTER_SEVERAL: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(?:both|all|still)\b[^?]*\?\s*$").expect("asks after several")
    });
    static ONLY: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:(?:no|nope|nah|well),?\s+)?(?:just|only) (?P<what>the [\w' -]+?) (?:now|these days|nowadays|left)\b[,.!]*\s*(?P<rest>.*)$")
            .expect("only one left")
    });
    ASKS_AFTER_SEVERAL.captures(question)?;
    let said = ONLY.captures(answer)?;
    Some(said_then(
        &format!("I only have {} now", &said["what"]),
        said["rest"].trim(),
    ))
}

/// "Did the extension happen?" — "it did! finished in August": a thing
/// of the speaker's that happened, or fell through ("it didn't, the buyer
/// pulled out"), said with the thing named.
fn a_thing_did_question_answered(question: &str, answer: &str) -> Option<String> {
    static DID_IT: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(r"(?i){OPENING}did (?:the|your) (?P<thing>[\w-]+(?: [\w-]+)?) (?:(?:ever|actually|finally) )?(?P<verb>happen|go ahead|go through|come off|come through|work out|get done|get finished|get built|sell|start|open|finish)\b(?P<rest>[^?]*)\?\s*$"))
            .expect("did the thing")
    });
    static YES: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:(?:yes|yeah|yep|yup|finally|eventually),? )?(?:it|they) did\b(?: in the end| yes| yeah)?[,!.]*\s*(?P<more>.*)$|^\s*(?:yes|yeah|yep|yup|sure did)\b[,!.]*\s*(?P<more2>.*)$")
            .expect("it did")
    });
    static NO: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:(?:no|nope|nah|sadly not|not in the end),? )?(?:(?:it|they) didn't|it did not)\b[,!.]*\s*(?P<more>.*)$|^\s*(?:no|nope|nah|sadly not|not in the end)\b[,!.]*\s*(?P<more2>.*)$")
            .expect("it didn't")
    });
    let asked = DID_IT.captures(question.trim())?;
    let thing = &asked["thing"];
    let verb = asked["verb"].to_lowercase();
    let rest = asked["rest"].trim_end();
    let more_of = |c: &regex::Captures<'_>| {
        c.name("more")
            .or_else(|| c.name("more2"))
            .map_or(String::new(), |m| m.as_str().trim().to_string())
    };
    if let Some(yes) = YES.captures(answer) {
        let done = match verb.as_str() {
            "go ahead" => "went ahead".to_string(),
            "go through" => "went through".to_string(),
            "come off" => "came off".to_string(),
            "come through" => "came through".to_string(),
            "get done" => "got done".to_string(),
            "get finished" => "got finished".to_string(),
            "get built" => "got built".to_string(),
            "sell" => "sold".to_string(),
            other => past_of(other),
        };
        return Some(said_back_with(
            format!("my {thing} {done}{rest}"),
            &more_of(&yes),
        ));
    }
    let no = NO.captures(answer)?;
    // A plan that did not happen fell through; a thing that did not sell
    // or open is said as not done.
    let not_done = match verb.as_str() {
        "happen" | "go ahead" | "go through" | "come off" | "come through" | "work out" => {
            "fell through".to_string()
        }
        other => format!("didn't {other}"),
    };
    Some(said_back_with(
        format!("my {thing} {not_done}{rest}"),
        &more_of(&no),
    ))
}

/// "Welcome back, Ellie Marsh!" — "it's Ellie Danvers these days": the
/// speaker's name said back with the same first name and another surname
/// is their name now.
fn a_name_put_new(question: &str, answer: &str) -> Option<String> {
    static FULL_NAME: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"\b(?P<first>[A-Z][a-z]+) (?P<last>[A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b")
            .expect("full name")
    });
    static NAME_NOW: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"^(?i:(?:oh|ah|actually|well|ha|haha|ooh),? )*(?i:it's|its|it is|i'm|i am) (?P<first>[A-Z][a-z]+) (?P<last>[A-Z][a-z]+(?:-[A-Z][a-z]+)?)(?P<rest>.*)$")
            .expect("name now")
    });
    let said = NAME_NOW.captures(answer.trim())?;
    let asked = FULL_NAME
        .captures_iter(question)
        .find(|c| c["first"] == said["first"])?;
    if asked["last"] == said["last"] {
        return None;
    }
    let mut rest = said["rest"].trim_start_matches([',', ' ']);
    for when in ["now", "these days", "nowadays"] {
        rest = rest.strip_prefix(when).unwrap_or(rest);
    }
    let rest = rest.trim_start_matches([',', ' ', '.', '!']);
    // The old surname is not said again: a current statement naming it
    // would keep it.
    let more = if rest.is_empty() {
        String::new()
    } else {
        format!(". {rest}")
    };
    Some(format!(
        "My name is {} {} now{more}",
        &said["first"], &said["last"]
    ))
}

/// "How's work?" — "I'm at Tesco now, better hours": asked after work, a
/// name the speaker says they are at or with now is where they work.
/// Said without "now" ("I'm at Tesco") it may be where they stand.
fn at_a_new_workplace(question: &str, answer: &str) -> Option<String> {
    static ASKS_WORK: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(r"(?i){OPENING}(?:how(?:'s| is| are)? (?:(?:the |your )?(?:work|job|new job)|things at work)(?: going| been| treating you)?(?: lately| these days| at the moment)?|(?:busy|good day|long day) at work(?: today| lately)?|(?:still )?enjoying (?:work|the job|your job)|work (?:ok|okay|good|busy|going ok))\?\s*$"))
            .expect("asks work")
    });
    static AT_NOW: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^(?:(?:oh|well|actually|so|yeah|yes|erm|um|ah|good|fine|great|busy|mad),? )*(?:i'm|i am|im) (?:at|with) (?P<org>(?:the )?(?-i:[A-Z][\w&'-]*)(?: (?-i:[A-Z][\w&'-]*)){0,3})(?P<rest> (?:now|these days|nowadays|instead)\b.*)$")
            .expect("at a place now")
    });
    ASKS_WORK.captures(question)?;
    let said = AT_NOW.captures(answer.trim())?;
    Some(format!("I work at {}{}", &said["org"], &said["rest"]))
}

/// "How's Kate?" — "engaged!! Marcus, they met climbing": a state of life
/// said in a word is the state of the one asked after; a name after
/// "engaged" or "married" is who to.
fn a_state_in_a_word(question: &str, answer: &str) -> Option<String> {
    static HOW_IS: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(r"(?i){OPENING}how(?:'s| is) (?P<who>(?-i:[A-Z][a-z]+)|your [a-z-]+(?: [a-z-]+)??)(?: (?:doing|getting on|keeping))?\?\s*$"))
            .expect("how is someone")
    });
    static STATE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:(?:oh|well|so|ooh),?\s+)?(?P<state>engaged|married|pregnant|expecting|retired|divorced|separated|single|redundant|unemployed|widowed)\s*(?:[!.,]+\s*|$)(?P<rest>.*)$")
            .expect("a state in a word")
    });
    let who = HOW_IS.captures(question)?;
    let said = STATE.captures(answer)?;
    let who = who["who"].replacen("your ", "my ", 1);
    let state = said["state"].to_lowercase();
    let rest = said["rest"].trim();
    // "engaged!! Marcus, they met …": the name said next is who to.
    let to = matches!(state.as_str(), "engaged" | "married")
        .then(|| {
            rest.split([',', '.', '!', ' '])
                .next()
                .filter(|w| w.len() > 1 && w.chars().next().is_some_and(char::is_uppercase))
                .filter(|w| !NOT_A_NAME.contains(w))
        })
        .flatten();
    Some(
        match to {
            Some(name) => format!(
                "{who} is {state} to {name}. {}",
                rest[name.len()..].trim_start_matches([',', '.', '!', ' '])
            ),
            None => format!("{who} is {state}. {rest}"),
        }
        .trim()
        .to_string(),
    )
}

/// "Back from Aberdeen?" — "yep, home and glad of it": the place away is
/// left and the speaker is home.
fn back_from(question: &str, answer: &str) -> Option<String> {
    static BACK_FROM: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(r"(?i){OPENING}(?:are you |you )?(?:back|home) (?:from|after) (?P<place>(?:the |your )?[\w'-]+(?: [\w'-]+){{0,2}}?)(?: (?:yet|now|then|safely|in one piece))?\?\s*$"))
            .expect("back from")
    });
    static YES: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:yes|yep|yeah|yup|aye|i am|just|finally|got back|we are)\b[,.!]*\s*(?P<rest>.*)$")
            .expect("yes back")
    });
    let place = BACK_FROM.captures(question)?;
    let said = YES.captures(answer)?;
    let place = place["place"].replacen("your ", "my ", 1);
    Some(
        format!(
            "I've left {place} and I'm back home. {}",
            said["rest"].trim()
        )
        .trim()
        .to_string(),
    )
}

/// The one name a question asks after: "How's Jayden?" → "Jayden"; none
/// for a question naming two, or none ("How are you, Sam and Jo?").
pub(crate) fn the_one_name_in(question: &str) -> Option<&str> {
    let question = question.trim();
    if !question.ends_with('?') {
        return None;
    }
    let mut names = question
        .split_whitespace()
        .skip(1)
        .map(|w| {
            let w = w.trim_end_matches([',', '.', '!', '?']);
            w.strip_suffix("'s").unwrap_or(w)
        })
        .filter(|w| {
            w.len() > 1
                && w.chars().next().is_some_and(char::is_uppercase)
                && w.chars().skip(1).all(char::is_lowercase)
                && !NOT_A_NAME.contains(w)
        });
    let one = names.next()?;
    names.all(|other| other == one).then_some(one)
}

/// "Did you see Dr Patel?" — "He's retired, bless him": the "he" or "she"
/// an answer opens with is the one person the question named by a title.
fn the_titled_one_asked_after(question: &str, answer: &str) -> Option<String> {
    static TITLED: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"\b(?:Dr|Mr|Mrs|Ms|Miss|Mx|Prof|Professor|Nurse|Father|Reverend|Rev)\.? [A-Z][a-z]+(?:-[A-Z][a-z]+)?\b")
            .expect("titled")
    });
    static OPENS_WITH_HIM_OR_HER: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:(?:oh|well|no|nope|yes|yeah|sadly|actually),?\s+)*(?P<pronoun>he|she)(?P<verb>'s|'d|'ll| [a-z]+)\b")
            .expect("opens with him or her")
    });
    let mut named = TITLED.find_iter(question);
    let one = named.next()?.as_str();
    if named.next().is_some() {
        return None;
    }
    let opening = OPENS_WITH_HIM_OR_HER.captures(answer)?;
    let pronoun = opening.name("pronoun")?;
    Some(format!(
        "{}{one}{}",
        &answer[..pronoun.start()],
        &answer[pronoun.end()..]
    ))
}

/// "All set for Toronto?" — "it's off unfortunately, …": the thing asked
/// after is what is called off, said by its name.
fn called_off(question: &str, answer: &str) -> Option<String> {
    static IT_IS_OFF: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:(?:oh|ah|sadly|no|nope|nah|well|um|er),?\s+)*(?:it's|it is|it's been|it has been|it got|it was|that's|that is|that's been) (?:all |now |sadly |been )?(?P<off>off|cancell?ed|called off|scrapped|not happening|postponed|fallen through)\b|^\s*(?:(?:oh|ah|sadly|no|nope|nah|well),?\s+)*(?:it|that) (?P<off2>fell through)\b")
            .expect("it is off")
    });
    let m = IT_IS_OFF.captures(answer)?;
    let thing = asked_about(question)?;
    let rest = &answer[m.get(0)?.end()..];
    match (m.name("off"), m.name("off2")) {
        (Some(off), _) => Some(format!("{thing} is {}{rest}", off.as_str())),
        (None, Some(off)) => Some(format!("{thing} {}{rest}", off.as_str())),
        (None, None) => None,
    }
}

/// Who a question asks after, as the speaker says it: "you" is "I" (or
/// "We", said so), "your mum" is "My mum", a name is itself.
fn the_one_asked_after(asked: &str, we: bool) -> String {
    if asked.eq_ignore_ascii_case("you") {
        (if we { "We" } else { "I" }).to_string()
    } else if let Some(rel) = asked
        .strip_prefix("your ")
        .or_else(|| asked.strip_prefix("Your "))
    {
        format!("My {}", rel.to_lowercase())
    } else {
        asked.to_string()
    }
}

/// "Has your mum had her hip done yet?" — "yes, two weeks ago": the
/// question said back as done ("My mum has had her hip done, two weeks
/// ago").
fn a_has_question_answered(question: &str, answer: &str) -> Option<String> {
    static HAS: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(r"(?i){OPENING}(?:(?:has|have) (?P<who>you|your (?:[a-z-]+ ){{0,2}}?(?:{})|(?-i:[A-Z][a-z]+)) )?(?:(?:finally|actually|ever) )?(?P<done>had|got|done|finished|started|passed|sold|bought|found|moved|heard|booked|signed|left|retired|qualified)\b(?P<rest>[^?]*?)(?: yet| at last| in the end)?\?\s*$", crate::discourse::RELATIONS))
            .expect("a has question")
    });
    static YES: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:(?:yes|yeah|yep|yup)\b[,!.]*\s*)?(?:(?:(?P<we>we)|i|she|he|they) (?:has|have)\b[,!.]*\s*)?(?P<more>.*)$")
            .expect("a yes to has")
    });
    static SAID_YES: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:yes|yeah|yep|yup|(?:we|i|she|he|they) (?:has|have)\b|finally)")
            .expect("said yes")
    });
    let asked = HAS.captures(question.trim())?;
    let done = asked["done"].to_lowercase();
    let rest = asked["rest"].trim_end();
    // "Got any plans?", "Done anything fun?": asked bare of nothing in
    // particular, a yes says no one thing done.
    let of_nothing_in_particular = rest.split_whitespace().next().is_some_and(|w| {
        matches!(
            w.to_lowercase().as_str(),
            "any" | "anything" | "anyone" | "anywhere" | "much" | "many" | "enough" | "some"
        )
    });
    if asked.name("who").is_none() && of_nothing_in_particular {
        return None;
    }
    // A no is read as said: "No, that fell through, still in Bologna"
    // says more than "not yet" would.
    if !SAID_YES.is_match(answer) {
        return None;
    }
    let yes = YES.captures(answer)?;
    // "Finished Slow Horses?": "have you" left unsaid.
    let who = the_one_asked_after(
        asked.name("who").map_or("you", |w| w.as_str()),
        yes.name("we").is_some(),
    );
    let has = if who == "I" || who == "We" {
        "have"
    } else {
        "has"
    };
    Some(said_back_with(
        format!("{who} {has} {done}{rest}"),
        &yes["more"],
    ))
}

/// "How old is your son now?" — "five! …": the age asked after, said in
/// a word.
fn an_age_in_a_word(question: &str, answer: &str) -> Option<String> {
    static HOW_OLD: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(r"(?i){OPENING}how old(?: is|'s) (?P<who>your (?:[a-z-]+ ){{0,2}}?(?:{})|(?-i:[A-Z][a-z]+))(?: now| these days)?\?\s*$", crate::discourse::RELATIONS))
            .expect("how old")
    });
    static AN_AGE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:(?:he's|she's|they're|he is|she is) )?(?:just |nearly |almost )?(?P<age>[a-z-]+|\d{1,3})(?: (?:now|already))?(?P<when> (?:last|this|on) [a-z]+| yesterday| at the weekend)?(?:\s*(?:[,.!;-]+\s*|$)(?P<more>.*))$")
            .expect("an age")
    });
    let asked = HOW_OLD.captures(question.trim())?;
    let said = AN_AGE.captures(answer)?;
    let age = &said["age"];
    if age.eq_ignore_ascii_case("no") || memoir_core::text::number(age).is_none() {
        return None;
    }
    let who = the_one_asked_after(&asked["who"], false);
    // "Five last Tuesday": the birthday said with the age.
    let said_back = match said.name("when") {
        Some(when) => format!("{who} turned {}{}", age.to_lowercase(), when.as_str()),
        None => format!("{who} is {age}"),
    };
    Some(said_back_with(said_back, &said["more"]))
}

/// "Did you end up taking the bank job?" — "I did, started in March":
/// the question said back as done ("I took the bank job"), or, after a
/// no, as not done ("I didn't get the spaniel"), then the rest.
fn a_did_question_answered(question: &str, answer: &str) -> Option<String> {
    static DID: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(r"(?i){OPENING}did (?P<who>you|your (?:[a-z-]+ ){{0,2}}?(?:{})|(?-i:[A-Z][a-z]+)) (?:(?:ever|actually|finally|both) )?(?:(?P<aux>end up|manage to|get round to|get around to|get to|go ahead and) )?(?P<verb>[a-z]+)\b(?P<rest>[^?]*)\?\s*$", crate::discourse::RELATIONS))
            .expect("a did question")
    });
    static YES: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:(?:finally|eventually|well),? )?(?:(?:yes|yeah|yep|yup|sure did)\b[,!.]*\s*)?(?:(?P<we>we)|i|she|he|they) did\b(?: in the end| yes| yeah)?[,!.]*\s*(?P<more>.*)$|^\s*(?:(?:finally|eventually|well),? )?(?:yes|yeah|yep|yup)\b(?: we did| i did)?[,!.]*\s*(?P<more2>.*)$")
            .expect("a yes")
    });
    static NO: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:no|nope|nah|sadly not|not in the end|(?:(?P<we>we)|i|she|he|they) didn't)\b(?:,? (?:sadly|in the end|we didn't|i didn't))?[,!.]*\s*(?P<more>.*)$")
            .expect("a no")
    });
    // Nothing of the speaker's life is in how a weekend or a film went.
    const SAID_OF_NOTHING: &[&str] = &[
        "have", "enjoy", "like", "love", "see", "hear", "watch", "sleep", "mean", "say", "know",
        "think", "remember", "forget", "mind", "try", "want", "need", "catch", "manage", "notice",
    ];
    let asked = DID.captures(question.trim())?;
    let verb = asked["verb"].to_lowercase();
    if SAID_OF_NOTHING.contains(&verb.as_str()) {
        return None;
    }
    let rest = asked["rest"]
        .trim_end()
        .trim_end_matches(" in the end")
        .trim_end_matches(" after all")
        .trim_end_matches(" then");
    let who = |we: bool| the_one_asked_after(&asked["who"], we);
    if let Some(yes) = YES.captures(answer) {
        let more = yes
            .name("more")
            .or_else(|| yes.name("more2"))
            .map_or("", |m| m.as_str());
        let done = if verb.ends_with("ing") {
            past_of_a_gerund(&verb)
        } else {
            past_of(&verb)
        };
        let said_back = format!("{} {done}{rest}", who(yes.name("we").is_some()));
        return Some(said_back_with(said_back, more));
    }
    let no = NO.captures(answer)?;
    let aux = asked
        .name("aux")
        .map_or(String::new(), |a| format!("{} ", a.as_str()));
    let said_back = format!("{} didn't {aux}{verb}{rest}", who(no.name("we").is_some()));
    Some(said_back_with(said_back, &no["more"]))
}

/// Verbs whose past is not made with "-ed", the ones said of life's
/// changes; a hand-kept list, as no crate of English verb forms is worth
/// its weight for the few a question about a change asks with.
const IRREGULAR_PASTS: &[(&str, &str)] = &[
    ("be", "was"),
    ("become", "became"),
    ("begin", "began"),
    ("break", "broke"),
    ("bring", "brought"),
    ("build", "built"),
    ("buy", "bought"),
    ("choose", "chose"),
    ("come", "came"),
    ("cut", "cut"),
    ("do", "did"),
    ("drive", "drove"),
    ("eat", "ate"),
    ("fall", "fell"),
    ("feel", "felt"),
    ("find", "found"),
    ("fly", "flew"),
    ("get", "got"),
    ("give", "gave"),
    ("go", "went"),
    ("grow", "grew"),
    ("hold", "held"),
    ("keep", "kept"),
    ("leave", "left"),
    ("lend", "lent"),
    ("let", "let"),
    ("lose", "lost"),
    ("make", "made"),
    ("meet", "met"),
    ("pay", "paid"),
    ("put", "put"),
    ("quit", "quit"),
    ("ride", "rode"),
    ("run", "ran"),
    ("sell", "sold"),
    ("send", "sent"),
    ("set", "set"),
    ("shut", "shut"),
    ("sit", "sat"),
    ("speak", "spoke"),
    ("spend", "spent"),
    ("stand", "stood"),
    ("swim", "swam"),
    ("take", "took"),
    ("teach", "taught"),
    ("tell", "told"),
    ("throw", "threw"),
    ("win", "won"),
    ("write", "wrote"),
];

/// "take" → "took", "move" → "moved", "stop" → "stopped", "try" → "tried".
fn past_of(verb: &str) -> String {
    if let Some((_, past)) = IRREGULAR_PASTS.iter().find(|(base, _)| *base == verb) {
        return (*past).to_string();
    }
    let bytes = verb.as_bytes();
    let vowel = |b: u8| matches!(b, b'a' | b'e' | b'i' | b'o' | b'u');
    match bytes {
        [.., b'e'] => format!("{verb}d"),
        [.., c, b'y'] if !vowel(*c) => format!("{}ied", &verb[..verb.len() - 1]),
        // "stop", "plan", "swap": one syllable ending consonant, vowel,
        // consonant doubles the last.
        [.., c1, v, c2]
            if !vowel(*c1)
                && vowel(*v)
                && !vowel(*c2)
                && !matches!(c2, b'w' | b'x' | b'y')
                && bytes.iter().filter(|b| vowel(**b)).count() == 1 =>
        {
            format!("{verb}{}ed", *c2 as char)
        }
        _ => format!("{verb}ed"),
    }
}

/// "moving" → "moved", "taking" → "took", "getting" → "got", "stopping"
/// → "stopped": the past of the verb a gerund is made from.
fn past_of_a_gerund(gerund: &str) -> String {
    let stem = gerund.strip_suffix("ing").unwrap_or(gerund);
    let undoubled = match stem.as_bytes() {
        [.., a, b] if a == b => &stem[..stem.len() - 1],
        _ => stem,
    };
    for base in [stem.to_string(), format!("{stem}e"), undoubled.to_string()] {
        if let Some((_, past)) = IRREGULAR_PASTS.iter().find(|(b, _)| *b == base) {
            return (*past).to_string();
        }
    }
    format!("{stem}ed")
}

/// The answer's first phrase, up to a comma or a stop, and what follows:
/// "pharmacist, at the Royal" is "pharmacist" and "at the Royal".
fn first_phrase(answer: &str) -> (&str, &str) {
    let answer = answer.trim();
    match answer.find([',', '.', '!', ';']) {
        Some(at) => (
            answer[..at].trim(),
            answer[at..].trim_start_matches([',', '.', '!', ';', ' ']),
        ),
        None => (answer, ""),
    }
}

/// `said` as a sentence, then whatever more the answer said after it:
/// "I've moved to Plymouth. near the sea", or "I've moved to Plymouth.".
fn said_then(said: &str, rest: &str) -> String {
    format!("{said}. {rest}").trim().to_string()
}

/// The first phrase said back (with no stop), then the rest of the answer
/// after a comma, as it was said.
fn said_back_with(said_back: String, rest: &str) -> String {
    let rest = rest.trim().trim_end_matches(['.', '!']);
    if rest.is_empty() {
        format!("{said_back}.")
    } else {
        format!("{said_back}, {rest}.")
    }
}

/// "What's your line of work?" — "Pharmacist": the job named in a word.
/// "Retired, thank God": a state, said as one.
fn a_job_in_a_word(question: &str, answer: &str) -> Option<String> {
    static ASKS_A_JOB: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(r"(?i){OPENING}(?:what(?:'s| is) your (?:line of work|job|profession|occupation|trade|day job)|what do you do(?: for (?:a living|work|money|your day job))?|what (?:kind|sort|line) of work (?:do|are) you (?:do|in)|what are you doing (?:for work|work-wise|job-wise|now|these days|nowadays|instead))\b[^?]*\?\s*$"))
            .expect("asks a job")
    });
    static NO_JOB: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^(?:retired|semi-retired|unemployed|self-employed|freelance|between jobs|on (?:maternity|paternity|sick) leave|(?:a )?(?:full-time )?(?:student|stay-at-home (?:mum|dad|parent)|carer))$")
            .expect("no job")
    });
    ASKS_A_JOB.captures(question)?;
    let (job, rest) = first_phrase(answer);
    let words = job.split_whitespace().count();
    let lower = job.to_lowercase();
    if NO_JOB.is_match(&lower) {
        return Some(said_back_with(format!("I'm {job}"), rest));
    }
    // "Tutoring, online": what the speaker does for work, said as a doing.
    if words == 1 && lower.len() > 5 && lower.ends_with("ing") {
        return Some(said_back_with(format!("I'm {lower} for work"), rest));
    }
    if !a_job_said_alone(job, words) {
        return None;
    }
    Some(said_back_with(works_as("I", job), rest))
}

/// Whether `job`, an answer's first phrase of `words` words, names a job
/// alone: a few words, no verb of its own, something to keep.
fn a_job_said_alone(job: &str, words: usize) -> bool {
    (1..=7).contains(&words)
        && !crate::clause::has_a_verb(job)
        && crate::has_content(job)
        && crate::rules::RULE_SET
            .first(Stage::Skip, Speakers::Person, job)
            .is_none()
}

/// "`who` work(s) as a `job`", with the article the job needs unless it
/// brings its own ("a sous chef", "my dad's old trade").
fn works_as(who: &str, job: &str) -> String {
    let lower = job.to_lowercase();
    let verb = if who == "I" { "work" } else { "works" };
    if ["a ", "an ", "the ", "my "]
        .iter()
        .any(|a| lower.starts_with(a))
    {
        format!("{who} {verb} as {job}")
    } else {
        format!(
            "{who} {verb} as {} {}",
            crate::indefinite_article(&lower),
            crate::uncapitalised(job)
        )
    }
}

/// "What does your husband do?" — "Nurse at the Royal": a relative's job
/// named in a few words is the relative's, not the speaker's.
fn a_relatives_job_in_a_word(question: &str, answer: &str) -> Option<String> {
    static ASKS_THEIR_JOB: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(
            r"(?i){OPENING}(?:what does your (?P<rel>{rels}) do(?: for (?:a living|work|money))?(?: these days| now| nowadays)?|what(?:'s| is) your (?P<rel2>{rels})'s (?:job|line of work|profession|trade))\b[^?]*\?\s*$",
            rels = crate::discourse::RELATIONS
        ))
        .expect("asks their job")
    });
    let caps = ASKS_THEIR_JOB.captures(question)?;
    let rel = caps.name("rel").or_else(|| caps.name("rel2"))?.as_str();
    let (job, rest) = first_phrase(answer);
    if !a_job_said_alone(job, job.split_whitespace().count()) {
        return None;
    }
    Some(said_back_with(works_as(&format!("my {rel}"), job), rest))
}

/// "How do you get to work?" — "Bus mostly, the 42": how one travels,
/// said back with the question's verb.
fn how_one_travels(question: &str, answer: &str) -> Option<String> {
    static ASKS_HOW: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(r"(?i){OPENING}how do you (?P<verb>get|travel|go|commute)(?P<to> (?:in )?(?:to|into) (?:work|school|uni|college|the office|town|the city))?\b[^?]*\?\s*$"))
            .expect("asks how one travels")
    });
    static BY: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^(?:(?:by|on|in) )?(?:the |my |a )?(?P<way>bus|buses|train|trains|tube|tram|metro|underground|car|bike|e-bike|ebike|cycle|cycling|bicycle|walk|walking|foot|drive|driving|scooter|motorbike|ferry|coach|taxi|lift share|car share)(?P<more>(?: [a-z]+){0,2})$")
            .expect("a way to travel")
    });
    let asked = ASKS_HOW.captures(question)?;
    let (way, rest) = first_phrase(answer);
    let said = BY.captures(way)?;
    let by = match said["way"].to_lowercase().as_str() {
        "walk" | "walking" | "foot" => "on foot".to_string(),
        "cycle" | "cycling" | "bicycle" => "bike".to_string(),
        "drive" | "driving" => "car".to_string(),
        "buses" => "bus".to_string(),
        "trains" => "train".to_string(),
        w => w.to_string(),
    };
    let by = if by == "on foot" {
        by
    } else {
        format!("by {by}")
    };
    let to = asked.name("to").map_or("", |t| t.as_str());
    let said_back = format!("I {}{to} {by}{}", &asked["verb"], &said["more"]);
    Some(said_back_with(said_back, rest))
}

/// "What's your partner called?" — "Gareth, we've been together nine
/// years": the relative asked after is called by the name.
fn a_relatives_name(question: &str, answer: &str) -> Option<String> {
    static ASKS_THE_NAME: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(r"(?i){OPENING}what(?:'s| is) your (?P<rel>(?:[a-z-]+ ){{0,2}}?(?:{}))(?: called|'s name)\b[^?]*\?\s*$", crate::discourse::RELATIONS))
            .expect("asks a relative's name")
    });
    let asked = ASKS_THE_NAME.captures(question)?;
    let said = OPENS_WITH_A_NAME.captures(answer)?;
    let name = said["name"].trim();
    if NOT_A_NAME.contains(&name)
        || !name.starts_with(char::is_uppercase)
        || said.name("place").is_some()
    {
        return None;
    }
    let said_back = format!("My {} is called {name}", asked["rel"].to_lowercase());
    Some(said_back_with(said_back, &said["rest"]))
}

/// "Keto, no, I couldn't keep it up", "Boxing's yeah, I've stopped that",
/// "The allotment — gave it up in the spring": a thing named first and
/// then spoken of as "it" or "that", as if the speaker had been asked how
/// it was. Read only with a yes, a no or a dash after the thing, so a name
/// said to the listener ("Jon, I finally did it!") is no topic.
pub(crate) fn topic_then_comment(text: &str) -> Option<String> {
    static TOPIC: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?P<topic>(?:the |my |our )?[a-z][\w-]*(?: [a-z][\w-]*)?)(?:'s)?(?:\s*[,?]\s*|\s+[—–-]\s+|\s+)(?:(?P<particle>yeah|yes|yep|no|nope|nah)[,.!]?\s+|[—–-]\s+)(?P<rest>.+)$")
            .expect("topic then comment")
    });
    static THAT_AS_OBJECT: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(?P<verb>stopped|quit|dropped|ditched|sold|left|binned|scrapped|packed in|given up|gave up) that\b").expect("that as object")
    });
    // What is said of the thing ends it: only then is the thing read as
    // the topic ("Caroline, no, I haven't read it yet" speaks to Caroline).
    static ENDS_IT: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(?:stopped|quit|dropped|ditched|sold|left|binned|scrapped|packed|gave|given|cancelled|canceled|keep it up|keep it going|hack it)\b").expect("ends it")
    });
    // Most turns end nothing: they are not cleaned of their pauses here.
    if !ENDS_IT.is_match(text) {
        return None;
    }
    let text = crate::clause::without_disfluencies(text);
    let caps = TOPIC.captures(&text)?;
    if !ENDS_IT.is_match(&caps["rest"]) {
        return None;
    }
    let topic = caps["topic"].trim();
    // "The allotment" asked about as "the allotment".
    let topic = match topic.split_once(' ') {
        Some((the, thing)) if matches!(the, "The" | "My" | "Our") => {
            format!("{} {thing}", the.to_lowercase())
        }
        _ => topic.to_string(),
    };
    let first = topic.split_whitespace().next().unwrap_or("").to_lowercase();
    // A word of answer or a sentence adverb ("Honestly, yeah, …") opens
    // no topic; nor do the things that name nothing of the speaker's.
    if memoir_core::text::is_stopword(&first) && !matches!(first.as_str(), "the" | "my" | "our")
        || matches!(
            first.as_str(),
            "yeah"
                | "yes"
                | "nope"
                | "nah"
                | "well"
                | "oh"
                | "anyway"
                | "okay"
                | "ok"
                | "sorry"
                | "sure"
                | "right"
                | "thanks"
                | "hey"
                | "hi"
                | "also"
                | "still"
                | "now"
                | "things"
                | "life"
                | "work"
        )
        || first.ends_with("ly")
    {
        return None;
    }
    let rest = THAT_AS_OBJECT.replace(&caps["rest"], "$verb it");
    let question = format!("How's {topic}?");
    let particle = caps.name("particle").map_or("", |p| p.as_str());
    let answer = if particle.is_empty() {
        rest.into_owned()
    } else {
        format!("{particle}, {rest}")
    };
    an_end_in_a_word(&question, &answer).or_else(|| with_its_it_named(&question, &answer))
}

/// Whether an answer opens with a short new value and "now" ("Cycling
/// now.", "Tuesdays and Fridays these days"): not a yes ("Yeah, full-time
/// now"), nor more or less of the same ("Even more now!"), nor a count
/// (read by `a_new_count`).
fn a_new_value_now(answer: &str) -> bool {
    static NEW_VALUE_NOW: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?P<value>[\w'-]+(?: [\w'-]+){0,3}) (?:now|these days|nowadays)\s*(?:[.!,]|$)")
            .expect("new value now")
    });
    NEW_VALUE_NOW.captures(answer).is_some_and(|c| {
        let first = c["value"]
            .split_whitespace()
            .next()
            .unwrap_or("")
            .to_lowercase();
        !matches!(
            first.as_str(),
            "yes" | "yeah" | "yep" | "yup" | "still" | "more" | "less" | "even" | "all" | "same"
                | "i" | "i'm" | "we" | "we're" | "it" | "it's" | "she" | "he" | "they" | "no"
                | "nope" | "nah" | "not" | "definitely" | "absolutely" | "sure" | "course"
        ) && !memoir_core::text::is_stopword(&first)
            // "Three these days": a count, put right as a count.
            && memoir_core::text::number(&first).is_none()
    })
}

/// Whether an answer opens by saying it changed ("Switched to evenings",
/// "we've moved to the Tuesday slot", "Gone over to decaf"): to a "still"
/// question, a no all the same.
fn a_change_said(answer: &str) -> bool {
    static CHANGE_SAID: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:(?:i|we|i've|we've|i have|we have) )?(?:(?:just|recently|finally) )?(?:switched|swapped|changed|moved|shifted|gone|went)(?: (?:over|across|back|it|them|that))? to\b")
            .expect("change said")
    });
    CHANGE_SAID.is_match(answer)
}

/// The answer after its first sentence, when that is short ("Knee said
/// no. Walking football now."): the new value may come second.
fn after_a_short_sentence(answer: &str) -> Option<&str> {
    let end = answer.find(['.', '!'])?;
    let rest = answer[end + 1..].trim_start();
    (answer[..end].split_whitespace().count() <= 4 && !rest.is_empty()).then_some(rest)
}

/// "Flat 14, right?" — "41. Typo before, sorry.": a number the question
/// checks, put right by a bare number, said back in full as "My flat is
/// 41, not 14.", which the correction rules read.
fn a_number_put_right(question: &str, answer: &str) -> Option<String> {
    static CHECKED: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)(?:^|[.!?]\s+)(?:(?:so|and|ok|okay)[,]?\s+)?(?:your\s+|the\s+)?(?P<what>[a-z][a-z-]*(?: [a-z][a-z-]*){0,2}?)(?:\s+(?:is|'s|was))?\s+(?P<n>\d+)(?:,?\s+(?:right|yeah|yes|correct|is that right))?\s*\?\s*$")
            .expect("a number checked")
    });
    static BARE_NUMBER: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:(?:no|nope|nah|actually|sorry|oops|er|erm|um)[,!.]*\s+)*(?P<m>\d+)\s*(?:[.!,]+\s*(?P<rest>.*)|$)")
            .expect("a bare number")
    });
    let checked = CHECKED.captures(question)?;
    let said = BARE_NUMBER.captures(answer)?;
    let (n, m) = (&checked["n"], &said["m"]);
    let what = checked["what"].to_lowercase();
    // "Is it 14?": no thing named before the number.
    if n == m || what.split_whitespace().any(memoir_core::text::is_stopword) {
        return None;
    }
    let rest = said.name("rest").map_or("", |r| r.as_str().trim());
    Some(said_then(&format!("My {what} is {m}, not {n}"), rest))
}

/// A "how's …" question: "How's Smudge doing?", "How is the new job?".
static HOW_IS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i){OPENING}how(?:'s| is| are|'re| was)\s+[^?]+\?\s*$"
    ))
    .expect("how is question")
});

/// "How's choir?", "how is football going?": what a "how" question asks
/// about when it names it bare, without "the", "your" or a name.
fn asked_bare(question: &str) -> Option<String> {
    static HOW_IS_BARE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\bhow(?:'s| is)\s+(?P<thing>[a-z][a-z-]+)(?:\s+(?:going|doing|coming along|getting on))?\s*\?\s*$")
            .expect("how is, bare")
    });
    let thing = HOW_IS_BARE.captures(question)?.name("thing")?.as_str();
    (!memoir_core::text::is_stopword(thing)
        && !matches!(
            thing,
            "things" | "life" | "everything" | "it" | "that" | "work"
        ))
    .then(|| thing.to_string())
}

/// An answer that ends what was asked about in a word or two: "Gone,
/// sadly.", "Left.", "We split. March.", "Closed down in May".
static ENDED_IN_A_WORD: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^\s*(?:(?:sadly|oh|ah|well|um|erm|honestly|actually|nope|no)[,!.]*\s+)?(?:(?:i|i've|we|we've) (?:just |finally |actually )?|(?:it's|it is|that's|that is|the [\w-]+(?: thing)?(?:'s| is)) (?:all )?)?(?P<word>gone|died|passed away|passed|left|quit|stopped|sold|scrapped|rehomed|moved(?: out)?|(?:an |my )?ex(?: now)?|(?:we )?split(?: up)?|(?:we )?broke up|dumped me|closed(?: down)?|shut(?: down)?|dead in the water|fell through|not happening|called off|cancelled|off|a no(?: now)?|over|finished|done|history)(?P<tail>(?:,? (?:sadly|unfortunately|i'm afraid|(?:on|in|at|over|during|last|this|back in) [^.!,?]{1,25}))?)\s*(?:[.!,]+\s*(?P<rest>.*)|$)")
        .expect("ended in a word")
});

/// "How's Smudge doing?" — "Gone, sadly.": the end said back in full of
/// what the question asked about ("Smudge died, sadly."); "How's the
/// coffee shop?" — "Left." is "I've left the coffee shop."; "How's Jess?"
/// — "We split." is "Jess and I split up.".
fn an_end_in_a_word(question: &str, answer: &str) -> Option<String> {
    let said = ENDED_IN_A_WORD.captures(answer)?;
    // "Still smoking?" — "Quit! Six weeks clean.": the question said back
    // as no longer so, as a "no" to it is.
    if a_still_question(question).is_some() {
        // ("Gave it up in March" names its "it", read below.)
        let word = said["word"].to_lowercase();
        // "Still in Exeter?" — "Moved.", "Still got the Clio?" — "Sold.".
        if !matches!(
            word.as_str(),
            "quit" | "stopped" | "moved" | "moved out" | "sold" | "left" | "gone"
        ) || !said["tail"].is_empty()
        {
            return None;
        }
        let rest = said.name("rest").map_or("", |r| r.as_str());
        return no_to_a_still_question(question, &format!("No. {rest}"));
    }
    if !HOW_IS.is_match(question) {
        return None;
    }
    let asked = asked_about(question).or_else(|| asked_bare(question))?;
    // "the Totnes house": a name used as a word of the thing's name.
    let asked = match question
        .split_once(asked.as_str())
        .and_then(|(_, after)| after.split_whitespace().next())
        .map(|w| w.trim_end_matches(['?', '!', '.', ',']))
        .filter(|w| {
            w.len() > 2
                && w.chars().all(|c| c.is_ascii_lowercase())
                && !w.ends_with("ing")
                && !matches!(*w, "now" | "then" | "been" | "going" | "these" | "today")
        }) {
        Some(noun) => format!("{asked} {noun}"),
        None => asked,
    };
    let someone = asked.chars().next().is_some_and(char::is_uppercase) && !asked.contains(' ');
    let word = said["word"].to_lowercase();
    let tail = &said["tail"];
    let ended = match word.trim_start_matches("we ") {
        "gone" | "died" | "passed" | "passed away" if someone => format!("{asked} died{tail}."),
        "gone" => format!("{}'s gone{tail}.", crate::capitalised(&asked)),
        "died" => format!("{} died{tail}.", crate::capitalised(&asked)),
        // "How's Greggs?" — "Left!": a name may be a firm or a club as well
        // as a person, and either way the speaker has left it.
        "left" | "quit" | "stopped" => format!("I've {word} {asked}{tail}."),
        "sold" | "scrapped" | "rehomed" => format!("I've {word} {asked}{tail}."),
        "split" | "split up" | "broke up" | "dumped me" | "ex" | "an ex" | "my ex" | "ex now"
            if someone =>
        {
            format!("{asked} and I split up{tail}.")
        }
        "closed" | "closed down" | "shut" | "shut down" if !someone => {
            format!("{} has closed down{tail}.", crate::capitalised(&asked))
        }
        // "How's the Totnes house?" — "dead in the water": a plan that
        // ended; "How's Gymbox?" — "the gym thing is over": a thing quit.
        "dead in the water" | "fell through" | "not happening" | "called off" | "cancelled"
        | "off" | "a no" | "a no now"
            if !someone =>
        {
            format!("{} fell through{tail}.", crate::capitalised(&asked))
        }
        "over" | "history" | "finished" | "done" => format!("I've quit {asked}{tail}."),
        _ => return None,
    };
    let rest = said.name("rest").map_or("", |r| r.as_str().trim());
    Some(format!("{ended} {rest}").trim().to_string())
}

/// "Any other allergies?" — "Kiwi as well, found out last month": one more
/// of what the question counts, said back as one of the speaker's.
fn one_more(question: &str, answer: &str) -> Option<String> {
    static ANY_OTHER: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(r"(?i){OPENING}(?:(?:do you have|have you got|got|are there) )?any (?:other|more) (?P<noun>[a-z-]+(?: [a-z-]+)?)\b[^?]*\?\s*$"))
            .expect("any other question")
    });
    static ONE_MORE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:(?:yes|yeah|yep|oh|well|actually|just|only|and),?\s+)*(?P<thing>(?:an? |the )?[\w'-]+(?: [\w'-]+){0,2}?),? (?:as well|too|also)\s*(?:[,.!;:-]+\s*|$)(?P<rest>.*)$")
            .expect("one more answer")
    });
    let asked = ANY_OTHER.captures(question)?;
    let said = ONE_MORE.captures(answer)?;
    let thing = &said["thing"];
    if thing
        .split_whitespace()
        .next()
        .is_some_and(|first| NOT_A_NAME.contains(&first))
        || crate::rules::RULE_SET
            .first(Stage::Skip, Speakers::Person, thing)
            .is_some()
    {
        return None;
    }
    // "any other allergies I should know of": the noun ends before a
    // word that says nothing.
    let noun = asked["noun"].to_lowercase();
    let noun = match noun.split_once(' ') {
        Some((first, second)) if memoir_core::text::is_stopword(second) => first.to_string(),
        _ => noun,
    };
    Some(
        format!("My {noun} include {thing} too. {}", said["rest"].trim())
            .trim()
            .to_string(),
    )
}

/// "I'm allergic to kiwi." … "and mango as well": one more of what the
/// speaker's last turn named, said as that turn said it ("I'm allergic to
/// mango too"). The thing is no person ("and my brother too", "and Sam
/// as well") and is written as the value it joins is, a name beside a
/// name.
pub(crate) fn one_more_like_before(before: &str, answer: &str) -> Option<String> {
    static AND_ONE_MORE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:(?:and|oh|also|plus|er|erm|um|uh|actually),?\s+)*(?P<thing>(?:an? |some )?[\w'-]+(?: [\w'-]+){0,2}?),? (?:as well|too)(?:,? actually)?\s*(?:[,.!;:-]+\s*|$)(?P<rest>.*)$")
            .expect("and one more")
    });
    static SAID_OF_A_THING: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^(?P<head>(?:i|i'm|i am|i've|we|we're|we've)\b.*\b(?:allergic to|intolerant to|intolerant of|speak|play|collect|grow|keep|react to|can't eat|cannot eat|can't have|don't eat|avoid|learning|studying|take|taking|have got|have|volunteer at|volunteer with|support)) (?P<value>[\w'-]+(?: [\w'-]+){0,2})\s*[.!]?$")
            .expect("said of a thing")
    });
    let said = AND_ONE_MORE.captures(answer)?;
    let thing = &said["thing"];
    let first = thing.split_whitespace().next()?;
    if [
        "my", "his", "her", "our", "their", "your", "me", "him", "them", "us", "you", "i", "we",
        "he", "she", "they", "it", "that", "this", "so", "same", "mine",
    ]
    .iter()
    .any(|w| w.eq_ignore_ascii_case(first))
    {
        return None;
    }
    let clause = crate::clause::clauses_of_normalised(&crate::normalise(before))
        .into_iter()
        .rev()
        .find(|c| SAID_OF_A_THING.is_match(c))?;
    let caps = SAID_OF_A_THING.captures(&clause)?;
    let capitalised = |w: &str| w.chars().next().is_some_and(char::is_uppercase);
    // "and Sam as well" after "I speak French" is Sam, who speaks it too.
    if capitalised(&caps["value"]) != capitalised(first)
        || (capitalised(first)
            && !memoir_core::attribute::is_a_pastime_or_language(first)
            && thing.split_whitespace().count() == 1)
    {
        return None;
    }
    Some(
        format!("{} {thing} too. {}", &caps["head"], said["rest"].trim())
            .trim()
            .to_string(),
    )
}

/// "How are your three cats?" — "Four now, we took in a stray!", "Still
/// two dogs?" — "Three! …": a count the question said, put right by the
/// answer, said back in full.
fn a_new_count(question: &str, answer: &str) -> Option<String> {
    static COUNTED: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(?P<old>\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?P<phrase>[a-z][a-z' -]{1,40}?)\s*[?!]\s*$")
            .expect("a counted question")
    });
    static NEW_COUNT: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:(?:oh|ah|well|actually|no|nope|nah|ha|haha),?\s+)*(?P<count>\d+|[a-z]+)(?:(?:,? (?:now|these days|actually|at the moment|(?P<when>(?:from|as of|starting) (?:next (?:week|month|year|term)|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)))))+\s*(?:[,.!;:-]+\s*|$)|\s*!+\s*)(?:(?:dear|love|pet|hun|mate|darling|sweetheart|pal)\s*[,.!]+\s*)?(?P<rest>.*)$")
            .expect("a new count")
    });
    // "How are the grandchildren?" — "There's three now": the count is of
    // what was asked after, though the question said none.
    static ASKED_AFTER_MANY: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(r"(?i){OPENING}how(?:'re| are) (?:the|your) (?P<phrase>[a-z-]{{3,}}s|[a-z-]*(?:children|people|men|sheep|fish|geese|mice))(?: (?:doing|getting on|keeping|going))?\?\s*$"))
            .expect("asked after many")
    });
    static THERE_ARE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:(?:oh|ah|well|actually),?\s+)*(?:there's|there is|there are|there're|we've got|we have|i've got|i have) ")
            .expect("there are")
    });
    let asked = COUNTED
        .captures(question)
        .or_else(|| ASKED_AFTER_MANY.captures(question))?;
    let answer = THERE_ARE.replace(answer, "");
    let said = NEW_COUNT.captures(&answer)?;
    let count = said["count"].to_lowercase();
    let new = memoir_core::text::number(&count)?;
    if asked
        .name("old")
        .is_some_and(|old| memoir_core::text::number(&old.as_str().to_lowercase()) == Some(new))
    {
        return None;
    }
    // Up to a word that asks how it goes: "three cats getting on".
    let phrase = asked["phrase"]
        .split_whitespace()
        .take_while(|w| !(w.len() > 4 && w.ends_with("ing")))
        .map(|w| match w.to_lowercase().as_str() {
            "your" => "my",
            "you" => "me",
            _ => w,
        })
        .collect::<Vec<_>>()
        .join(" ");
    let told = said["rest"].trim();
    let when = said.name("when").map_or("now", |w| w.as_str());
    Some(
        format!("I've got {count} {phrase} {when}. {told}")
            .trim()
            .to_string(),
    )
}

/// "How many cats have you got now?" — "Three! We took in a stray": the
/// count said back with the question's noun and verb.
fn how_many(question: &str, answer: &str) -> Option<String> {
    static HOW_MANY: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(r"(?i){OPENING}how many (?P<noun>[a-z-]+(?: [a-z-]+)?) (?:(?P<aux>have|do|are) you(?P<rest> [^?]*)?|(?:is (?:it|that)|are there|do we have)(?: now| these days| at the moment| altogether)?|now|these days|altogether)\?\s*$"))
            .expect("how many question")
    });
    static COUNT: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:just |only |still |about |around )?(?:the )?(?P<count>\d+|[a-z]+)(?: now| these days)?\s*(?:[,.!;:-]+\s*|$)(?P<rest>.*)$")
            .expect("count answer")
    });
    let asked = HOW_MANY.captures(question)?;
    let said = COUNT.captures(answer)?;
    let count = said["count"].to_lowercase();
    memoir_core::text::number(&count)?;
    let noun = asked["noun"].to_lowercase();
    let told = said["rest"].trim();
    // "How many grandchildren is it now?": no verb of the speaker's to say
    // it back with, so it is what they have.
    let Some(aux) = asked.name("aux") else {
        return Some(
            format!("I have {count} {noun} now. {told}")
                .trim()
                .to_string(),
        );
    };
    let rest = asked.name("rest").map_or("", |r| r.as_str()).trim_end();
    let who = match &aux.as_str().to_lowercase()[..] {
        "have" => "I've",
        "are" => "I'm",
        _ => "I",
    };
    // "How many kids do you have?" — the verb after "you" comes first:
    // "I have four kids".
    let (verb, after) = match rest.trim_start().split_once(' ') {
        Some((verb, after)) => (verb, format!(" {after}")),
        None => (rest.trim_start(), String::new()),
    };
    let verb = if verb.is_empty() {
        String::new()
    } else {
        format!(" {verb}")
    };
    Some(
        format!("{who}{verb} {count} {noun}{after}. {told}")
            .trim()
            .to_string(),
    )
}

/// "Where are you living now?" — "Port Talbot, we finally got a mortgage":
/// the place said back with the question's verb.
fn where_now(question: &str, answer: &str) -> Option<String> {
    static WHERE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(r"(?i){OPENING}(?:(?:where|whereabouts|which (?:city|town|country|area|village|county|suburb|neighbourhood|neighborhood|part of (?:[a-z]+ ){{0,2}}[a-z]+))(?: (?P<are>are you)| (?P<do>do you)| is (?P<is>your [a-z-]+)|'s (?P<is2>your [a-z-]+)) (?P<verb>[a-z]+)(?P<rest> [^?]*)?|where (?P<to>to|did you (?:move|go)(?: to)?))\?\s*$"))
            .expect("where question")
    });
    static IN_A_PLACE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(
            r"(?i)^\s*(?:(?:still |now |just )?(?:(?:out|over|up|down|back) )?(?:in|at|near) )?(?P<place>{NAME})\s*(?:now|these days)?\s*(?:[,.!;-]+\s*|$)(?P<rest>.*)$"
        ))
        .expect("a place answer")
    });
    let asked = WHERE.captures(question)?;
    let said = IN_A_PLACE.captures(answer)?;
    let place = &said["place"];
    if NOT_A_NAME.contains(&place)
        || crate::rules::RULE_SET
            .first(Stage::Skip, Speakers::Person, place)
            .is_some()
    {
        return None;
    }
    // "Moved." — "Where to?" — "Plymouth.": where the speaker moved to.
    if asked.name("to").is_some() {
        return Some(said_then(
            &format!("I've moved to {place}"),
            said["rest"].trim(),
        ));
    }
    let verb = asked["verb"].to_lowercase();
    let now = asked.name("rest").is_some_and(|r| {
        ["now", "these days", "at the moment"]
            .iter()
            .any(|w| r.as_str().contains(w))
    });
    let now = if now { " now" } else { "" };
    // "Where are you from?": the verb is the preposition itself. "Which
    // town are you in?": where the speaker lives.
    let said_back = if asked.name("are").is_some() && verb == "from" {
        format!("I'm from {place}{now}.")
    } else if asked.name("are").is_some() && matches!(verb.as_str(), "in" | "at" | "near") {
        format!("I live {verb} {place}{now}.")
    } else if asked.name("are").is_some() {
        format!("I'm {verb} in {place}{now}.")
    } else if asked.name("do").is_some() {
        format!("I {verb} in {place}{now}.")
    } else {
        let who = asked.name("is").or_else(|| asked.name("is2"))?.as_str();
        format!(
            "{} is {verb} in {place}{now}.",
            who.replacen("your", "My", 1)
        )
    };
    Some(
        format!("{said_back} {}", said["rest"].trim())
            .trim()
            .to_string(),
    )
}

/// "I've started seeing someone." — "What's his name?" — "He's called
/// Rory": the one the speaker just mentioned, said again with the name.
/// "We're getting a puppy." — "What breed?" — "A cavapoo": said again
/// with its kind ("a puppy (a cavapoo)").
pub(crate) fn named_when_asked(question: &str, answer: &str, mentioned: &str) -> Option<String> {
    static ASKS_A_NAME: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\bwhat(?:'s| is| are) (?:his|her|their|its) names?\b|\bwhat(?:'s| is| are) (?:he|she|they|it) called\b|\bwhat (?:do|does|are|is|will|did) (?:you|she|he|they) (?:call|calling|name|naming|going to call|going to name) (?:him|her|them|it)\b|\b(?:does|do) (?:he|she|it|they) have a name\b")
            .expect("a name question")
    });
    static GIVES_A_NAME: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(
            r"(?i)^\s*(?:(?:oh|so|well|um|erm),? )?(?:(?:he|she|it|they)(?:'s| is| are|'re) called |(?:his|her|its|their) name(?:'s| is) |(?:it's|he's|she's) |(?:(?:we|i)(?:'ve| have)? (?:gone with|went with|settled on|decided on|picked|chose|chosen|named (?:him|her|it|them)|called (?:him|her|it|them)) |(?:we're|we are|i'm|i am) (?:going with|calling (?:him|her|it|them)) |(?:settled on|going with|gone with) ))?(?P<name>{NAME})(?:\s*(?:[,.!;-]+\s*|$)(?P<rest>.*)|\s+(?P<rest2>(?-i:[a-z]).*))$"
        ))
        .expect("a name answer")
    });
    static ASKS_A_KIND: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(r"(?i){OPENING}what (?:kind|sort|type|breed|make|model|colour|color|flavour|flavor)\b[^?]*\?\s*$"))
            .expect("a kind question")
    });
    static GIVES_A_KIND: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:(?:oh|so|well|um|erm),? )?(?:it's |she's |he's |they're )?(?P<kind>(?:an?|some) [\w-]+(?: [\w-]+){0,3}?)\s*(?:[,.!;-]+\s*|$)(?P<rest>.*)$")
            .expect("a kind answer")
    });
    if ASKS_A_NAME.is_match(question) {
        let said = GIVES_A_NAME.captures(answer)?;
        let name = &said["name"];
        if NOT_A_NAME.contains(&name) {
            return None;
        }
        let rest = said.name("rest").or_else(|| said.name("rest2"));
        return said_again_with(
            mentioned,
            &format!(" called {name}"),
            rest.map_or("", |r| r.as_str().trim()),
        );
    }
    if ASKS_A_KIND.is_match(question) {
        let said = GIVES_A_KIND.captures(answer)?;
        return said_again_with(
            mentioned,
            // "A Skoda": the article in lower case, the kind as said.
            &format!(
                " ({}{})",
                said["kind"][..1].to_lowercase(),
                &said["kind"][1..]
            ),
            said["rest"].trim(),
        );
    }
    None
}

/// The speaker's last clause that mentions someone or something without
/// a name ("someone", "a new boyfriend", "a rescue greyhound"), with
/// `added` put after that mention, then `rest`.
fn said_again_with(mentioned: &str, added: &str, rest: &str) -> Option<String> {
    // Up to a word that opens a phrase of its own.
    static SOMEONE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(?:someone|somebody|(?:a|an) [a-z-]+(?: [a-z-]+){0,2})\b")
            .expect("someone")
    });
    let clause = crate::clause::clauses_of_normalised(&crate::normalise(mentioned))
        .into_iter()
        .rev()
        .find(|c| SOMEONE.is_match(c))?;
    let found = SOMEONE.find_iter(&clause).last()?;
    let mut end = found.start();
    for (i, word) in found.as_str().split(' ').enumerate() {
        if i > 0 && (memoir_core::text::is_stopword(word) || memoir_core::text::is_time_word(word))
        {
            break;
        }
        end += word.len() + usize::from(i > 0);
    }
    Some(
        format!(
            "{}{added}{}. {rest}",
            &clause[..end],
            clause[end..].trim_end_matches(['.', '!'])
        )
        .trim()
        .to_string(),
    )
}

/// The thing `question` asks about, as the speaker would name it.
pub(crate) fn asked_about(question: &str) -> Option<String> {
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
        .filter(|c| {
            c.name("name").is_none_or(|n| {
                // "on Mondays", "in May": a time, not a thing asked about.
                let word = n.as_str().to_lowercase();
                let day = word.trim_end_matches('s');
                n.as_str() != "I"
                    && !memoir_core::text::WEEKDAYS.contains(&day)
                    && !memoir_core::text::MONTHS.contains(&word.as_str())
            })
        })
        .collect();
    let caps = match all.iter().position(|c| c.name("det").is_some()) {
        Some(i) => &all[i],
        None => match all.last() {
            Some(last) => last,
            None => return still_doing_what(question),
        },
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

/// "Are you still doing keto?": what one is still doing, named by the
/// words after the verb up to a phrase of its own ("keto"; "pilates" in
/// "still going to pilates on Mondays").
fn still_doing_what(question: &str) -> Option<String> {
    let asked = a_still_question(question)?;
    let mut words = asked["rest"].split_whitespace().skip(1).peekable();
    while words
        .peek()
        .is_some_and(|w| matches!(*w, "to" | "at" | "for" | "with"))
    {
        words.next();
    }
    let thing: Vec<&str> = words
        .take_while(|w| !memoir_core::text::is_stopword(w) && !memoir_core::text::is_time_word(w))
        .collect();
    (!thing.is_empty() && crate::has_content(&thing.join(" "))).then(|| thing.join(" "))
}

/// "Still doing spin on Wednesdays?" — "Not anymore, the instructor left":
/// the question said back as no longer so, then the rest of the answer.
fn no_to_a_still_question(question: &str, answer: &str) -> Option<String> {
    let asked = a_still_question(question)?;
    let no = BARE_NO
        .captures(answer)
        .or_else(|| NOT_SINCE.captures(answer))?;
    let rest_of_question = asked["rest"].trim();
    if !crate::has_content(rest_of_question) {
        return None;
    }
    let first = rest_of_question.split_whitespace().next().unwrap_or("");
    let is_a_state = asked.name("are").is_some()
        || (asked.name("do").is_none()
            && asked.name("thing").is_none()
            && (first.ends_with("ing")
                // "Still obsessed with …?": a state said by a participle.
                || first.ends_with("ed")
                // "Still vegan these days?": what one is, said bare.
                || crate::SAID_OF_A_PERSON_BARE.contains(&first)
                || matches!(
                    first,
                    "on" | "in" | "at" | "with" | "into" | "a" | "an" | "the"
                )));
    let since = no.name("since").map_or(String::new(), |since| {
        format!(", not since {}", since.as_str())
    });
    // "Still at nursery?" — "no he started reception …": asked with no
    // subject, the one the answer speaks of is who it was asked of.
    let asked_bare =
        asked.name("are").is_none() && asked.name("do").is_none() && asked.name("thing").is_none();
    let them = no["rest"]
        .split_whitespace()
        .next()
        .map(|w| w.to_lowercase().replace('\u{2019}', "'"))
        .and_then(|w| match w.as_str() {
            "he" | "he's" => Some(("He's", "He doesn't")),
            "she" | "she's" => Some(("She's", "She doesn't")),
            _ => None,
        })
        .filter(|_| asked_bare);
    let no_longer = if let Some(thing) = asked.name("thing") {
        format!(
            "{} isn't {rest_of_question} anymore{since}.",
            thing.as_str().replacen("your", "My", 1)
        )
    } else if let Some((is, does)) = them {
        if is_a_state {
            format!("{is} not {rest_of_question} anymore{since}.")
        } else {
            format!("{does} {rest_of_question} anymore{since}.")
        }
    } else if is_a_state {
        format!("I'm not {rest_of_question} anymore{since}.")
    } else {
        // "Still got the Clio?": what one has is said with "have".
        let rest_of_question = match rest_of_question.strip_prefix("got ") {
            Some(thing) => format!("have {thing}"),
            None => rest_of_question.to_string(),
        };
        format!("I don't {rest_of_question} anymore{since}.")
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
    // "The council one": no name, so not capitalised mid-sentence.
    let lowered;
    let name = match name.strip_prefix("The ") {
        Some(rest) if name.ends_with(" one") => {
            lowered = format!("the {rest}");
            lowered.as_str()
        }
        _ => name,
    };
    let place = said.name("place").map_or("", |p| p.as_str());
    // "No", "Yes", "Oh": a reply, not a name.
    if crate::rules::RULE_SET
        .first(Stage::Skip, Speakers::Person, name)
        .is_some()
        || NOT_A_NAME.contains(&name)
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
    Some(said_then(&format!("My {noun} is {name}{place}{now}"), rest))
}

/// "Still getting out on the Bonneville?" — "Sold it in the spring": the
/// answer's first object "it" is what the question asked about.
fn with_its_it_named(question: &str, answer: &str) -> Option<String> {
    // "He's jacked that in", "gave that up": a "that" a verb of ending
    // takes is the thing asked of, as an "it" would be.
    static THAT_ENDED: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)\b(?P<verb>jacked|jack|jacking|packed|pack|packing|chucked|chuck|chucking|given|gave|give|giving|sold|sell|selling|binned|ditched|dropped|stopped|knocked|flogged|scrapped|cancelled|canceled) that\b(?P<after> (?:in|up|off|away|on)\b|\s*[.,!;]|\s*$)")
            .expect("that ended")
    });
    let answer: Cow<'_, str> = THAT_ENDED.replace(answer, "${verb} it${after}");
    let answer = answer.as_ref();
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
    // "loves it up there", "hate it here": "it" is life in a place, which
    // may be a new one, not what was asked of.
    let after_the_particle = answer[it.end()..]
        .split_whitespace()
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric())
                .to_lowercase()
        })
        .find(|w| !matches!(w.as_str(), "up" | "down" | "over" | "out" | "in" | "back"))
        .unwrap_or_default();
    if matches!(after_the_particle.as_str(), "there" | "here") {
        return None;
    }
    // "…, I've joined a choir instead and I love it": a new thing taken
    // up before the "it" is what it stands for, not what was asked of.
    let said_before = answer[..it.start()].to_lowercase();
    if [
        "instead",
        "switched to",
        "swapped",
        "taken up",
        "took up",
        "joined",
        "started",
    ]
    .iter()
    .any(|w| said_before.contains(w))
    {
        return None;
    }
    let before = caps.name("before")?.as_str();
    // "didn't make it", "made it home": "it" of an idiom stands for
    // nothing asked of.
    if matches!(
        before.trim().to_lowercase().as_str(),
        "make" | "made" | "makes" | "making"
    ) {
        return None;
    }
    let thing = asked_about(question).or_else(|| asked_bare(question))?;
    let after = caps.name("after").map_or("", |a| a.as_str());
    let rest = &answer[it.end()..];
    // "Gave it up in March" → "Gave up keto in March": a verb's particle
    // goes before the thing named, where the rules read "gave up".
    let mut words = rest.split_whitespace();
    let said_particle = words.next().unwrap_or("");
    let particle = said_particle.trim_end_matches([',', '.', '!', ';']);
    // "Packed it in. Too many …": a particle ending its sentence is one,
    // whatever the next sentence opens with.
    let then = if particle.len() < said_particle.len() {
        ""
    } else {
        words.next().unwrap_or("")
    };
    let is_particle = after == " "
        && matches!(
            particle,
            "up" | "in" | "off" | "out" | "away" | "back" | "over"
        )
        && !then.starts_with(|c: char| c.is_uppercase() || c.is_ascii_digit())
        && !matches!(
            then,
            "the"
                | "a"
                | "an"
                | "my"
                | "your"
                | "his"
                | "her"
                | "their"
                | "our"
                | "its"
                | "this"
                | "that"
                | "these"
                | "those"
        );
    if is_particle {
        let rest = rest.trim_start()[particle.len()..].to_string();
        return Some(format!(
            "{}{before}{particle} {thing}{rest}",
            &answer[..it.start()]
        ));
    }
    Some(format!(
        "{}{before}{thing}{after}{rest}",
        &answer[..it.start()]
    ))
}

/// A "still" question answered "no" with a new value ("Are you still in
/// Coventry?" — "Nope, Warwick now."; "Do you still work nights?" — "No,
/// days these days"): the question said back in the first person with the
/// new value, and "now".
fn no_with_a_new_value(previous: &str, answer: &str) -> Option<String> {
    static NO_THEN_VALUE: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(?i)^\s*(?:(?:no|nope|nah|not any ?more|not now)\b[,.!]*\s*)+(?:it's |i'm |we're |it is )?(?P<value>[^,.!?]+?)\s*(?P<now>now|these days|nowadays)?\s*(?:[,;.!]+\s*(?P<why>[^.!?]+?))?\s*[.!]*\s*$")
            .expect("no then value")
    });
    let said = NO_THEN_VALUE.captures(answer)?;
    // "Thursdays now, the pub changed its quiz night": why, said after the
    // new value, follows it. "Dr Patel now, she retired": a "she" there
    // is the old value, whom the question said back as no longer so names.
    let why = said.name("why").map(|w| w.as_str().trim());
    if why.is_some_and(|w| {
        matches!(
            w.split_whitespace()
                .next()
                .map(str::to_lowercase)
                .as_deref(),
            Some("he" | "she" | "they" | "he's" | "she's" | "they've" | "they're" | "his" | "her")
        )
    }) {
        return None;
    }
    let question = a_still_question(previous.trim())?;
    let value = said.name("value")?.as_str().trim().to_string();
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
                    | "sadly"
                    | "unfortunately"
                    | "honestly"
                    | "actually"
                    | "well"
                    | "afraid"
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
    // "Switched to evenings, the pool got too busy": a deed, not a value.
    if crate::clause::has_a_verb(&value) {
        return None;
    }
    // "Still in Norwich?", "Still doing spin?": a bare question asks what
    // the listener is, unless it opens on a verb ("Still work nights?").
    let first = question["rest"].split_whitespace().next().unwrap_or("");
    let bare = question.name("are").is_none()
        && question.name("do").is_none()
        && question.name("thing").is_none();
    let a_state = first.ends_with("ing")
        || first.ends_with("ed")
        || matches!(
            first,
            "on" | "in" | "at" | "with" | "into" | "a" | "an" | "the"
        );
    // "Still four days a week?": neither a state nor a deed to say back.
    if bare && !a_state {
        return None;
    }
    let are = question.name("are").is_some() || bare;
    // "Cambridge since the autumn": the new value, then since when.
    let (value_words, since) = match value_words
        .iter()
        .skip(1)
        .position(|w| w.eq_ignore_ascii_case("since"))
    {
        Some(at) => (
            value_words[..=at].to_vec(),
            format!(" {}", value_words[at + 1..].join(" ")),
        ),
        None => (value_words, String::new()),
    };
    let rest = crate::replace_aligned(&question["rest"], &value_words);
    let placed = rest
        .strip_prefix("in ")
        .filter(|place| place.chars().next().is_some_and(char::is_uppercase));
    let when = if since.is_empty() {
        " now"
    } else {
        since.as_str()
    };
    let old = question["rest"].trim();
    // What was left is said to be left, then the new value: the old one
    // may have been said in any words ("Home's Cardiff", "Bank's
    // Nationwide"), which the new one alone would not replace.
    let said_back = if let (Some(place), true) = (placed, are) {
        // "still in Coventry": a place one is still in is where one lives.
        format!(
            "I'm not {old} anymore. I live in {place} now{}.",
            since.replacen(" since", ", since", 1)
        )
    } else if are {
        format!("I'm not {old} anymore. I'm {rest}{when}.")
    } else if question.name("do").is_some() {
        format!("I don't {old} anymore. I {rest}{when}.")
    } else {
        // "Is book club still on Mondays?": the thing named holds the new
        // value in its own words, which replace the old.
        let thing = question.name("thing")?.as_str().replacen("your", "My", 1);
        format!("{thing} is {rest}{when}.")
    };
    Some(match why {
        Some(why) => format!("{said_back} {}.", crate::capitalised(why)),
        None => said_back,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_thing_asked_after_as_done_is_said_done_or_fallen_through() {
        for (asked, said, read) in [
            (
                "Did the extension happen?",
                "it did! finished in August, best money we ever spent",
                "my extension happened, finished in August, best money we ever spent.",
            ),
            (
                "Oh, did the house sell?",
                "yes, to a couple from Hull",
                "my house sold, to a couple from Hull.",
            ),
            (
                "Did your transfer go through in the end?",
                "it didn't, they froze hiring",
                "my transfer fell through in the end, they froze hiring.",
            ),
            (
                "Did the café open?",
                "no, the lease fell apart",
                "my café didn't open, the lease fell apart.",
            ),
        ] {
            assert_eq!(as_said(asked, said).as_deref(), Some(read), "{said}");
        }
        assert_eq!(
            a_thing_did_question_answered("Did the film start on time?", "it was great"),
            None
        );
    }

    #[test]
    fn a_thing_named_in_a_word_for_what_one_is_doing_is_said_back() {
        for (asked, said, read) in [
            (
                "What are you driving now?",
                "Tesla.",
                "I'm driving a Tesla now.",
            ),
            (
                "Oh, what are you reading these days?",
                "Wolf Hall, finally",
                "I'm reading Wolf Hall now. finally",
            ),
            (
                "What are you learning?",
                "Portuguese!",
                "I'm learning Portuguese now.",
            ),
        ] {
            assert_eq!(as_said(asked, said).as_deref(), Some(read), "{said}");
        }
        assert_eq!(
            what_one_is_doing_now("What are you driving now?", "I got a van"),
            None
        );
    }

    #[test]
    fn a_yes_to_still_living_somewhere_keeps_the_town_through_a_move_within_it() {
        for (asked, said, read) in [
            (
                "Still in Coventry?",
                "Yes, but we've moved to a bigger place near the station.",
                "I'm still in Coventry. we've moved to a bigger place near the station.",
            ),
            (
                "Are you still living in Hull?",
                "yep, though I moved flats in May",
                "I'm still in Hull. I moved flats in May",
            ),
            (
                "Still in Milton Keynes?",
                "yeah and we're moving house next month",
                "I'm still in Milton Keynes. we're moving house next month",
            ),
        ] {
            assert_eq!(as_said(asked, said).as_deref(), Some(read), "{said}");
        }
        assert_eq!(
            yes_still_there_but_moved("Still in Hull?", "yes but we're moving to Leeds"),
            None
        );
        assert_eq!(
            yes_still_there_but_moved("Still in Hull?", "yes, love it"),
            None
        );
    }

    #[test]
    fn a_number_answering_a_question_about_weight_is_the_weight_now() {
        for (asked, said, read) in [
            (
                "How's the weight loss going?",
                "down to 84! past my target",
                "I weigh 84 now. past my target",
            ),
            (
                "Any luck with the diet?",
                "yes, 12 stone now",
                "I weigh 12 stone now.",
            ),
            ("Lost any more weight?", "I'm 78kg", "I weigh 78kg now."),
            (
                "How's the weight going?",
                "really well, 9 and a half stone this morning!",
                "I weigh 9 and a half stone now.",
            ),
        ] {
            assert_eq!(
                a_weight_in_a_word(asked, said).as_deref(),
                Some(read),
                "{said}"
            );
        }
        assert_eq!(
            a_weight_in_a_word("How's the diet going?", "down to two takeaways a week"),
            None
        );
        assert_eq!(a_weight_in_a_word("How was the race?", "84th!"), None);
    }

    #[test]
    fn a_move_or_a_sale_said_in_a_word_to_a_still_question_says_no() {
        for (asked, said, ended) in [
            ("Still in Exeter?", "Moved.", "Exeter"),
            ("Still got the Clio?", "Sold.", "Clio"),
            ("Still at the bakery?", "Left!", "bakery"),
        ] {
            let read = as_said(asked, said).unwrap_or_default();
            assert!(
                read.contains(ended) && (read.contains("not") || read.contains("n't")),
                "{said}: {read}"
            );
        }
        assert_eq!(
            as_said("Oh! Where to?", "Plymouth.").as_deref(),
            Some("I've moved to Plymouth.")
        );
        assert_eq!(
            as_said("How's Rich?", "Ex.").as_deref(),
            Some("Rich and I split up.")
        );
    }

    #[test]
    fn the_one_left_of_several_asked_after_is_what_the_speaker_has() {
        for (asked, said, read) in [
            (
                "Still doing both jobs?",
                "just the library now, quit the pub in March",
                "I only have the library now. quit the pub in March",
            ),
            (
                "Are all three allotments still going?",
                "only the one by the river now",
                "I only have the one by the river now.",
            ),
            (
                "Still running the two choirs?",
                "no, just the church choir these days!",
                "I only have the church choir now.",
            ),
        ] {
            assert_eq!(only_one_left(asked, said).as_deref(), Some(read), "{said}");
        }
        assert_eq!(
            only_one_left("How was the trip?", "just the two of us now"),
            None
        );
    }

    #[test]
    fn a_name_said_back_with_a_new_surname_is_the_name_now() {
        for (asked, said, read) in [
            (
                "Welcome back, Ellie Marsh!",
                "it's Ellie Danvers these days, got married in June",
                "My name is Ellie Danvers now. got married in June",
            ),
            (
                "Lovely to hear from you again, Hannah Brown!",
                "ah, I'm Hannah Okafor now",
                "My name is Hannah Okafor now",
            ),
            (
                "Good to see you, Sam Patel!",
                "It's Sam Patel-Jones!",
                "My name is Sam Patel-Jones now",
            ),
        ] {
            assert_eq!(as_said(asked, said).as_deref(), Some(read), "{said}");
        }
        for (asked, said) in [
            ("Welcome back, Ellie Marsh!", "it's Ellie Marsh, yes"),
            (
                "Welcome back, Ellie Marsh!",
                "it's Jo Danvers, Ellie's friend",
            ),
            ("Great news about Tom Hardy!", "it's Hull City now"),
        ] {
            assert_eq!(a_name_put_new(asked, said), None, "{said}");
        }
    }

    #[test]
    fn a_name_one_is_at_now_when_asked_after_work_is_the_workplace() {
        for (asked, said, read) in [
            (
                "How's work?",
                "I'm at Tesco now, better hours",
                "I work at Tesco now, better hours",
            ),
            (
                "Oh nice. How's the job going?",
                "oh I'm with Aviva these days",
                "I work at Aviva these days",
            ),
            (
                "Busy at work?",
                "actually I'm at the Royal Infirmary now",
                "I work at the Royal Infirmary now",
            ),
        ] {
            assert_eq!(as_said(asked, said).as_deref(), Some(read), "{said}");
        }
        for (asked, said) in [
            ("How's work?", "I'm at home now, off sick"),
            ("How's work?", "I'm at Tesco on Saturdays"),
            ("How was the trip?", "I'm at Gatwick now, just landed"),
        ] {
            assert_eq!(at_a_new_workplace(asked, said), None, "{said}");
        }
    }

    #[test]
    fn a_yes_or_a_no_to_a_did_question_says_it_back_done_or_not() {
        for (asked, answer, said_back) in [
            (
                "Did you end up taking the bank job?",
                "I did, started in March",
                "I took the bank job, started in March.",
            ),
            (
                "Did you end up moving to Lewes?",
                "we did! got the keys in February",
                "We moved to Lewes, got the keys in February.",
            ),
            (
                "Did your mum retire at Easter?",
                "she did, and she's joined a walking group",
                "My mum retired at Easter, and she's joined a walking group.",
            ),
            (
                "Did you manage to sell the Mini?",
                "yep, last week",
                "I sold the Mini, last week.",
            ),
            (
                "Did you get the spaniel in the end?",
                "no, the breeder fell through",
                "I didn't get the spaniel, the breeder fell through.",
            ),
            (
                "Did you sign the Chorlton lease?",
                "we didn't",
                "We didn't sign the Chorlton lease.",
            ),
        ] {
            assert_eq!(
                as_said(asked, answer).as_deref(),
                Some(said_back),
                "{asked}"
            );
        }
        // How a weekend went says nothing of the speaker's life.
        assert_eq!(as_said("Did you have a good weekend?", "yes, lovely"), None);
        assert_eq!(as_said("Did you enjoy the film?", "I did!"), None);
    }

    #[test]
    fn a_yes_or_a_no_to_a_has_question_says_it_back_done_or_not_yet() {
        for (asked, answer, said_back) in [
            (
                "Has your mum had her hip done yet?",
                "yes, two weeks ago",
                "My mum has had her hip done, two weeks ago.",
            ),
            (
                "Have you found a flat yet?",
                "we have! a two-bed in Leith",
                "We have found a flat, a two-bed in Leith.",
            ),
            (
                "Has Priya passed her driving test?",
                "she has! first time",
                "Priya has passed her driving test, first time.",
            ),
        ] {
            assert_eq!(
                as_said(asked, answer).as_deref(),
                Some(said_back),
                "{asked}"
            );
        }
        assert_eq!(as_said("Have you seen the news?", "yes, awful"), None);
        // A no is not read as done: what fell through is the thing asked
        // after.
        assert_eq!(
            as_said(
                "Have you moved to Milan yet?",
                "No, that fell through, still in Bologna"
            )
            .as_deref(),
            Some("Milan fell through, still in Bologna")
        );
    }

    #[test]
    fn an_age_in_a_word_answering_how_old_is_the_age_of_the_one_asked_after() {
        for (asked, answer, said_back) in [
            (
                "How old is your son now?",
                "five! the party was last Saturday",
                "My son is five, the party was last Saturday.",
            ),
            (
                "How old's your gran?",
                "she's ninety-two",
                "My gran is ninety-two.",
            ),
            ("And how old is Tilly?", "13 already", "Tilly is 13."),
            (
                "How old is Alfie now?",
                "Five last Tuesday, we had a dinosaur cake.",
                "Alfie turned five last Tuesday, we had a dinosaur cake.",
            ),
        ] {
            assert_eq!(
                as_said(asked, answer).as_deref(),
                Some(said_back),
                "{asked}"
            );
        }
        assert_eq!(as_said("How old is your son?", "no idea, ha"), None);
    }

    #[test]
    fn a_past_is_made_from_a_verb_or_its_gerund() {
        for (verb, past) in [
            ("take", "took"),
            ("move", "moved"),
            ("stop", "stopped"),
            ("try", "tried"),
            ("open", "opened"),
            ("sign", "signed"),
        ] {
            assert_eq!(past_of(verb), past);
        }
        for (gerund, past) in [
            ("moving", "moved"),
            ("taking", "took"),
            ("getting", "got"),
            ("stopping", "stopped"),
            ("selling", "sold"),
            ("leaving", "left"),
        ] {
            assert_eq!(past_of_a_gerund(gerund), past);
        }
    }

    #[test]
    fn a_job_given_in_a_word_is_said_back_as_the_job() {
        for (asked, answer, said_back) in [
            (
                "What's your line of work?",
                "pharmacist",
                "I work as a pharmacist.",
            ),
            (
                "Nice. What do you do for a living?",
                "electrician, mostly rewires",
                "I work as an electrician, mostly rewires.",
            ),
            (
                "And what do you do?",
                "retired, thank goodness",
                "I'm retired, thank goodness.",
            ),
            (
                "What kind of work are you in?",
                "a sous chef at a hotel",
                "I work as a sous chef at a hotel.",
            ),
            // A doing said for the job, and a question after a job left.
            (
                "What are you doing now?",
                "Tutoring, online, for GCSEs.",
                "I'm tutoring for work, online, for GCSEs.",
            ),
            (
                "What do you do for work?",
                "childminding, from home",
                "I'm childminding for work, from home.",
            ),
            (
                "And what are you doing these days?",
                "plumbing, self-taught",
                "I'm plumbing for work, self-taught.",
            ),
        ] {
            assert_eq!(
                as_said(asked, answer).as_deref(),
                Some(said_back),
                "{answer}"
            );
        }
        // A sentence with its own verb is read as it was said.
        assert_eq!(as_said("What do you do?", "I teach maths"), None);
        // A relative's job is theirs.
        for (asked, answer, said_back) in [
            (
                "What does your husband do?",
                "Nurse at the Royal",
                "my husband works as a nurse at the Royal.",
            ),
            (
                "And what does your sister do these days?",
                "paramedic, nights mostly",
                "my sister works as a paramedic, nights mostly.",
            ),
            (
                "What's your dad's job?",
                "an engineer for Rolls-Royce",
                "my dad works as an engineer for Rolls-Royce.",
            ),
        ] {
            assert_eq!(
                as_said(asked, answer).as_deref(),
                Some(said_back),
                "{answer}"
            );
        }
        assert_eq!(
            as_said("What does your husband do?", "he teaches maths"),
            None
        );
        assert_eq!(as_said("What do you do?", "not much, I watch telly"), None);
    }

    #[test]
    fn a_way_of_travelling_given_in_a_word_is_said_back_with_the_verb() {
        for (asked, answer, said_back) in [
            (
                "How do you get to work?",
                "bus mostly, the 42",
                "I get to work by bus mostly, the 42.",
            ),
            (
                "How do you get into town?",
                "walk",
                "I get into town on foot.",
            ),
            (
                "So how do you commute?",
                "train, then a Brompton",
                "I commute by train, then a Brompton.",
            ),
        ] {
            assert_eq!(
                as_said(asked, answer).as_deref(),
                Some(said_back),
                "{answer}"
            );
        }
        assert_eq!(
            as_said("How do you get to work?", "depends on the weather"),
            None
        );
    }

    #[test]
    fn a_name_given_for_a_relative_asked_after_is_theirs() {
        for (asked, answer, said_back) in [
            (
                "What's your partner called?",
                "Gareth, we've been together nine years",
                "My partner is called Gareth, we've been together nine years.",
            ),
            (
                "Aw, what's your puppy's name?",
                "Biscuit",
                "My puppy is called Biscuit.",
            ),
            (
                "What is your little sister called?",
                "Maisie. She's a menace",
                "My little sister is called Maisie, She's a menace.",
            ),
        ] {
            assert_eq!(
                as_said(asked, answer).as_deref(),
                Some(said_back),
                "{answer}"
            );
        }
        assert_eq!(as_said("What's your partner called?", "No idea, ha"), None);
    }

    #[test]
    fn a_thing_named_first_and_then_ended_as_it_or_that_is_the_thing_ended() {
        for (said, meant) in [
            (
                "Spanish, yeah, I packed it in after Christmas.",
                "yeah, I packed in Spanish after Christmas.",
            ),
            (
                "The allotment — gave it up in the spring.",
                "gave up the allotment in the spring.",
            ),
            (
                "Netball's, um, no, I've — I've stopped that now.",
                "no, I've stopped Netball now.",
            ),
        ] {
            assert_eq!(topic_then_comment(said).as_deref(), Some(meant), "{said}");
        }
        // A name said to the listener, or nothing ended, is no topic.
        for said in [
            "Caroline, no, I haven't read it yet.",
            "Jon, I finally did it!",
            "Honestly, yeah, I quit it ages ago.",
            "The band, yeah, I love it.",
        ] {
            assert_eq!(topic_then_comment(said), None, "{said}");
        }
    }

    #[test]
    fn a_new_value_with_now_answers_a_still_question_as_a_no_would() {
        for (asked, answer, said_back) in [
            (
                "Are you still in Swansea?",
                "Neath now.",
                "I'm not in Swansea anymore. I live in Neath now.",
            ),
            (
                "Do you still work weekends?",
                "Weekdays these days.",
                "I don't work weekends anymore. I work Weekdays now.",
            ),
            (
                "Is your dentist still Dr Shah?",
                "Dr Patel now, she retired.",
                "My dentist isn't Dr Shah anymore. Dr Patel now, she retired.",
            ),
            // A thing named bare, as a routine is.
            (
                "Is swimming still at 7am?",
                "8am now.",
                "swimming is at 8am now.",
            ),
            (
                "Is book club still on Mondays?",
                "Thursdays now.",
                "book club is on Thursdays now.",
            ),
            (
                "Ok. Is karate still on Saturdays?",
                "Sundays now.",
                "karate is on Sundays now.",
            ),
            // Why it changed, said after, follows it.
            (
                "Is book club still on Mondays?",
                "Thursdays now, the pub moved its quiz night.",
                "book club is on Thursdays now. The pub moved its quiz night.",
            ),
            (
                "Are you still in Leeds?",
                "York now, closer to work.",
                "I'm not in Leeds anymore. I live in York now. Closer to work.",
            ),
            (
                "Do you still work weekends?",
                "Weekdays these days, the rota changed.",
                "I don't work weekends anymore. I work Weekdays now. The rota changed.",
            ),
        ] {
            assert_eq!(
                as_said(asked, answer).as_deref(),
                Some(said_back),
                "{asked} {answer}"
            );
        }
        for (asked, answer) in [
            ("Still running?", "Even more now!"),
            ("Still at the bakery?", "Yeah, full-time now."),
            ("Still in Swansea?", "Still here now."),
            ("Still doing yoga?", "The same now."),
        ] {
            assert!(!a_new_value_now(answer), "{asked} {answer}");
        }
    }

    #[test]
    fn a_number_checked_and_put_right_by_a_bare_number_is_a_correction() {
        for (asked, answer, said_back) in [
            (
                "Desk 7, right?",
                "17, they moved me.",
                "My desk is 17, not 7. they moved me.",
            ),
            (
                "So your shoe size is 9?",
                "No, 10.",
                "My shoe size is 10, not 9.",
            ),
            (
                "Okay, bus 42, yeah?",
                "24! Sorry, fat fingers.",
                "My bus is 24, not 42. Sorry, fat fingers.",
            ),
        ] {
            assert_eq!(
                as_said(asked, answer).as_deref(),
                Some(said_back),
                "{asked} {answer}"
            );
        }
        for (asked, answer) in [
            ("Desk 7, right?", "7, yes."),
            ("How old is Ife now?", "7."),
            ("Desk 7, right?", "Yes, on the third floor."),
            ("Is it 14?", "41."),
            ("So that was 3?", "4."),
        ] {
            assert_eq!(a_number_put_right(asked, answer), None, "{asked} {answer}");
        }
    }

    #[test]
    fn an_end_told_in_a_word_is_said_back_of_what_was_asked() {
        for (asked, answer, said_back) in [
            (
                "How's Biscuit doing?",
                "Gone, sadly. Back in May.",
                "Biscuit died, sadly. Back in May.",
            ),
            (
                "Oh nice, how is the pottery class?",
                "Quit!",
                "I've quit the pottery class.",
            ),
            ("How's Tom?", "We broke up.", "Tom and I split up."),
            (
                "How's the corner shop?",
                "Closed down last month.",
                "The corner shop has closed down last month.",
            ),
            ("How's the campervan?", "Sold.", "I've sold the campervan."),
            (
                "How's the old Micra?",
                "Died on the A1. Bus for now.",
                "The old Micra died on the A1. Bus for now.",
            ),
            (
                "How's Pret?",
                "Quit! Too early.",
                "I've quit Pret. Too early.",
            ),
            (
                "How's the job at Boots?",
                "I left in the summer, I'm at Superdrug now.",
                "I've left the job in the summer. I'm at Superdrug now.",
            ),
            (
                "How's judo going?",
                "Packed it in. Too many injuries.",
                "Packed in judo. Too many injuries.",
            ),
            (
                "How's Ziggy?",
                "Rehomed, sadly.",
                "I've rehomed Ziggy, sadly.",
            ),
            ("How's Callum?", "Dumped me!", "Callum and I split up."),
            (
                "Still vaping?",
                "Quit! A month now.",
                "I'm not vaping anymore. A month now.",
            ),
            // A plan ended, or a thing quit, in a phrase.
            (
                "How's the Totnes house?",
                "dead in the water, survey found subsidence",
                "The Totnes house fell through. survey found subsidence",
            ),
            (
                "How's the loft conversion going?",
                "it's off, too dear",
                "The loft conversion fell through. too dear",
            ),
            (
                "How's Gymbox?",
                "the gym thing is over, couldn't justify it",
                "I've quit Gymbox. couldn't justify it",
            ),
        ] {
            assert_eq!(
                as_said(asked, answer).as_deref(),
                Some(said_back),
                "{asked} {answer}"
            );
        }
        // A "how" question answered with more than an end, or an end that
        // cannot be of what was asked, is read as said.
        for (asked, answer) in [
            ("How's Tom?", "off to Spain for a week, back Friday."),
            ("How's the match?", "over already, we lost"),
            ("How's Tom?", "Gone to Spain for a week, back Friday."),
            ("How's the new flat?", "We split the rent three ways."),
            ("How's the new job?", "Left early today, bit of a cold."),
            ("Where's Tom working now?", "Left."),
        ] {
            assert_eq!(as_said(asked, answer), None, "{asked} {answer}");
        }
    }

    #[test]
    fn a_change_or_a_new_value_after_a_short_sentence_answers_a_still_question_no() {
        for (asked, answer, starts) in [
            (
                "Are you still swimming before work?",
                "Switched to evenings, the pool got too busy.",
                "I'm not swimming before work anymore.",
            ),
            (
                "Do you still take the 7:40 train?",
                "We've moved to the later one, school run.",
                "I don't take the 7:40 train anymore.",
            ),
            (
                "Still doing spin on Tuesdays?",
                "Back gave out. Rowing now, Thursdays.",
                "I'm not doing spin on Tuesdays anymore.",
            ),
        ] {
            let said = as_said(asked, answer).unwrap_or_default();
            assert!(said.starts_with(starts), "{asked} {answer}: {said}");
        }
        // A long first sentence is the answer itself, not a lead-in.
        assert!(
            after_a_short_sentence("I went to see the physio about my knee. Fine now.").is_none()
        );
    }

    #[test]
    fn an_it_that_is_life_in_a_place_is_not_what_was_asked_of() {
        for answer in [
            "He's moved to Leeds, loves it up there.",
            "We hate it here, honestly.",
            "They retired to Crete and love it over there.",
        ] {
            assert_eq!(
                with_its_it_named("How's Tom doing in Bath?", answer),
                None,
                "{answer}"
            );
        }
        assert!(with_its_it_named("How's the allotment?", "Gave it up in March.").is_some());
    }

    #[test]
    fn a_still_question_with_no_subject_is_of_whom_the_answer_speaks() {
        for (asked, answer, said_back) in [
            (
                "Still at nursery?",
                "no, he started reception in September",
                "He's not at nursery anymore. he started reception in September",
            ),
            (
                "Still swim on Saturdays?",
                "nope, she's switched to Sundays",
                "She doesn't swim on Saturdays anymore. she's switched to Sundays",
            ),
            (
                "Still doing ballet?",
                "no, she gave it up for gymnastics",
                "She's not doing ballet anymore. she gave up ballet for gymnastics",
            ),
        ] {
            assert_eq!(
                no_to_a_still_question(asked, answer).as_deref(),
                Some(said_back)
            );
        }
    }

    #[test]
    fn a_has_question_asked_bare_is_said_back_done_unless_it_asks_of_nothing() {
        assert_eq!(
            as_said("Finished Slow Horses?", "yes, we've started Shogun now").as_deref(),
            Some("I have finished Slow Horses, we've started Shogun now.")
        );
        for (asked, answer) in [
            ("Got any plans for the weekend?", "yes, a wedding in York"),
            ("Done anything fun?", "yeah, went to Whitby"),
            ("Heard anything back?", "yes, they said no"),
        ] {
            assert_eq!(a_has_question_answered(asked, answer), None, "{asked}");
        }
    }

    #[test]
    fn an_it_called_off_is_the_thing_asked_after() {
        for (asked, answer, said_back) in [
            (
                "All set for Toronto?",
                "it's off unfortunately, too dear",
                "Toronto is off unfortunately, too dear",
            ),
            (
                "How's the book club going?",
                "sadly it's been scrapped",
                "the book club is scrapped",
            ),
            (
                "Is the loft conversion still happening?",
                "no, it fell through in the end",
                "the loft conversion fell through in the end",
            ),
        ] {
            assert_eq!(called_off(asked, answer).as_deref(), Some(said_back));
        }
        assert_eq!(
            called_off("All set for Toronto?", "it's going to be great"),
            None
        );
    }

    #[test]
    fn an_it_after_a_new_thing_taken_up_is_that_thing() {
        for answer in [
            "no, I've joined a choir instead and I love it",
            "I switched to bouldering and honestly it suits me",
            "we started going to the lido, the kids adore it",
        ] {
            assert_eq!(
                with_its_it_named("Still playing in the orchestra?", answer),
                None,
                "{answer}"
            );
        }
    }

    #[test]
    fn a_no_to_a_still_question_with_a_new_value_says_the_question_back() {
        for (asked, answer, said_back) in [
            (
                "Are you still in Coventry?",
                "Nope, Warwick now.",
                "I'm not in Coventry anymore. I live in Warwick now.",
            ),
            (
                "Are you still at the bakery?",
                "No, the café now",
                "I'm not at the bakery anymore. I'm at the café now.",
            ),
            (
                "Do you still work nights?",
                "No, days these days.",
                "I don't work nights anymore. I work days now.",
            ),
            (
                "Great. Is your manager still Priya?",
                "nah it's Tom now",
                "My manager is Tom now.",
            ),
            (
                "Still in Norwich?",
                "no, Cambridge since the autumn, closer to my work",
                "I'm not in Norwich anymore. I live in Cambridge now, since the autumn. Closer to my work.",
            ),
            (
                "Still with Nationwide?",
                "Nah. Monzo these days.",
                "I'm not with Nationwide anymore. I'm with Monzo now.",
            ),
            (
                "Are you still at the Co-op?",
                "nope, the garden centre, better hours",
                "I'm not at the Co-op anymore. I'm at the garden centre now. Better hours.",
            ),
        ] {
            assert_eq!(as_said(asked, answer).as_deref(), Some(said_back));
        }
        // A yes is not a new value, nor a no that is only a reply.
        assert_eq!(
            as_said("Are you still in Coventry?", "Yes, still here."),
            None
        );
        for reply in [
            "No, sorry",
            "no thanks",
            "nope, no way",
            "No, thank you!",
            "no, sadly, it closed",
        ] {
            assert_eq!(as_said("Are you still there?", reply), None, "{reply}");
        }
    }

    #[test]
    fn a_count_the_question_said_is_put_right_by_the_answer() {
        for (asked, answer, said_back) in [
            (
                "How are your three cats getting on?",
                "Four now, we took in a stray!",
                "I've got four cats now. we took in a stray!",
            ),
            (
                "Still doing two days in the office?",
                "Three these days, new boss.",
                "I've got three days in the office now. new boss.",
            ),
            (
                "Is it still 5 people on your team?",
                "Eight now actually, we've grown.",
                "I've got eight people on my team now. we've grown.",
            ),
            (
                "Still two shifts a week?",
                "Three from next month.",
                "I've got three shifts a week from next month.",
            ),
            (
                "Are you still on four days?",
                "five starting Monday, more money",
                "I've got five days starting Monday. more money",
            ),
            // A bare count said with a cheer.
            (
                "Still two rabbits?",
                "Three! one of them was pregnant",
                "I've got three rabbits now. one of them was pregnant",
            ),
            (
                "How are your four chickens?",
                "six!! we hatched a pair",
                "I've got six chickens now. we hatched a pair",
            ),
            (
                "Still three guinea pigs?",
                "5! they had babies",
                "I've got 5 guinea pigs now. they had babies",
            ),
            // Asked after many with no count said, the count is of them.
            (
                "How are the grandchildren?",
                "There's three now.",
                "I've got three grandchildren now.",
            ),
            (
                "And how're your hens doing?",
                "we've got seven now! two more from the farm",
                "I've got seven hens now. two more from the farm",
            ),
            (
                "How are the kids?",
                "four now, the twins arrived in May",
                "I've got four kids now. the twins arrived in May",
            ),
            // A count said back in wonder, and one said to someone dear.
            (
                "Nine grandchildren!",
                "Ten now, love, our Amy had twins",
                "I've got ten grandchildren now. our Amy had twins",
            ),
            (
                "Wow, 3 dogs!",
                "4 now! we kept the runt",
                "I've got 4 dogs now. we kept the runt",
            ),
            (
                "Two allotments!",
                "three these days, mate.",
                "I've got three allotments now.",
            ),
        ] {
            assert_eq!(as_said(asked, answer).as_deref(), Some(said_back));
        }
        // The same count is no news, nor a count with nothing to say it is
        // the count now.
        assert_eq!(as_said("How are your two dogs?", "Two now, still!"), None);
        assert_eq!(
            as_said("How are your two dogs?", "Three walks a day!"),
            None
        );
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
                "Still teetotal these days?",
                "Nope.",
                "I'm not teetotal these days anymore.",
            ),
            ("Still vegan?", "No.", "I'm not vegan anymore."),
            ("Still single?", "Not really.", "I'm not single anymore."),
            (
                "Do you still swim at the lido?",
                "Ha, no, too cold for me.",
                "I don't swim at the lido anymore. too cold for me.",
            ),
            (
                "Still on the night bus?",
                "Oh no, I drive in now.",
                "I'm not on the night bus anymore. I drive in now.",
            ),
            (
                "Are you still with Vodafone?",
                "Well, no, we switched to Three.",
                "I'm not with Vodafone anymore. we switched to Three.",
            ),
            (
                "And is your sister still at the council?",
                "nah, she got fed up",
                "My sister isn't at the council anymore. she got fed up",
            ),
            // "Not since …" is a no that says since when.
            (
                "Still cycling to work?",
                "Not since the new baby, we do the school run by car now.",
                "I'm not cycling to work anymore, not since the new baby. we do the school run by car now.",
            ),
            (
                "Are you still on the night shifts?",
                "Not since April.",
                "I'm not on the night shifts anymore, not since April.",
            ),
            (
                "Do you still see Jamie?",
                "Sadly not since the wedding",
                "I don't see Jamie anymore, not since the wedding.",
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
                "We gave up my new allotment, too much work.",
            ),
            (
                "Are you enjoying Weight Watchers?",
                "Packed it in last month",
                "Packed in Weight Watchers last month",
            ),
            (
                "Is the wedding still on the 12th?",
                "They've moved it to September.",
                "They've moved the wedding to September.",
            ),
            (
                "How's Ravi getting on with the rugby?",
                "Oh he's jacked that in.",
                "Oh he's jacked in the rugby.",
            ),
            (
                "Still doing the pottery class?",
                "Gave that up at Easter",
                "Gave up the pottery class at Easter",
            ),
            (
                "Still got the camper van?",
                "Sold that, yeah.",
                "Sold the camper van, yeah.",
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

    #[test]
    fn one_more_answering_an_any_other_question_is_one_of_the_speakers() {
        for (asked, answer, said_back) in [
            (
                "Any other allergies I should note?",
                "Sesame as well, it's milder.",
                "My allergies include Sesame too. it's milder.",
            ),
            (
                "Nice! Do you have any other pets?",
                "Yeah, a tortoise too",
                "My pets include a tortoise too.",
            ),
            (
                "Any more languages on the go?",
                "Some Welsh also.",
                "My languages include Some Welsh too.",
            ),
        ] {
            assert_eq!(as_said(asked, answer).as_deref(), Some(said_back));
        }
        // No thing said as one more, or a reply only.
        assert_eq!(as_said("Any other pets?", "No, just the dog."), None);
        assert_eq!(as_said("Any other allergies?", "Thanks too!"), None);
    }

    #[test]
    fn a_state_said_in_a_word_is_the_one_asked_afters() {
        for (asked, answer, said_back) in [
            (
                "How's Kate?",
                "engaged!! Marcus, they met bouldering",
                "Kate is engaged to Marcus. they met bouldering",
            ),
            (
                "And how is your brother doing?",
                "Retired! finally",
                "my brother is retired. finally",
            ),
            (
                "How's Priya getting on?",
                "pregnant, due in May",
                "Priya is pregnant. due in May",
            ),
        ] {
            assert_eq!(a_state_in_a_word(asked, answer).as_deref(), Some(said_back));
        }
        assert_eq!(a_state_in_a_word("How's Kate?", "busy as ever"), None);
        assert_eq!(a_state_in_a_word("How are you?", "single again"), None);
    }

    #[test]
    fn a_yes_to_back_from_somewhere_leaves_it_for_home() {
        for (asked, answer, said_back) in [
            (
                "Back from Aberdeen?",
                "yep, home and glad of it",
                "I've left Aberdeen and I'm back home. home and glad of it",
            ),
            (
                "Are you home from your sister's yet?",
                "Yes! Got in last night.",
                "I've left my sister's and I'm back home. Got in last night.",
            ),
            (
                "So, back from the conference?",
                "just, shattered",
                "I've left the conference and I'm back home. shattered",
            ),
        ] {
            assert_eq!(back_from(asked, answer).as_deref(), Some(said_back));
        }
        assert_eq!(back_from("Back from Aberdeen?", "not till Friday"), None);
    }

    #[test]
    fn the_one_name_a_question_asks_after_is_found() {
        assert_eq!(the_one_name_in("How's Jayden?"), Some("Jayden"));
        assert_eq!(
            the_one_name_in("And is Priya's new flat nice?"),
            Some("Priya")
        );
        assert_eq!(
            the_one_name_in("Did Omar like it, Omar of all people?"),
            Some("Omar")
        );
        assert_eq!(the_one_name_in("Are Sam and Jo well?"), None);
        assert_eq!(the_one_name_in("How are you?"), None);
        assert_eq!(the_one_name_in("Jayden seems nice."), None);
    }

    #[test]
    fn a_he_or_she_answering_after_someone_titled_is_them() {
        for (asked, answer, said_back) in [
            (
                "Did you see Dr Patel?",
                "He's retired, bless him.",
                "Dr Patel's retired, bless him.",
            ),
            (
                "How's Mrs Hughes getting on with the class?",
                "oh she left at Easter",
                "oh Mrs Hughes left at Easter",
            ),
            (
                "Is Prof Adeyemi still your supervisor?",
                "No, she moved to Leeds",
                "No, Prof Adeyemi moved to Leeds",
            ),
        ] {
            assert_eq!(
                the_titled_one_asked_after(asked, answer).as_deref(),
                Some(said_back)
            );
        }
        // Two people titled, or none, leave the answer as said.
        assert_eq!(
            the_titled_one_asked_after("Dr Lee or Dr Shah?", "She's nicer"),
            None
        );
        assert_eq!(
            the_titled_one_asked_after("How's your mum?", "She's fine"),
            None
        );
    }

    #[test]
    fn one_more_after_the_speakers_last_turn_is_said_as_that_turn_said_it() {
        for (before, answer, said_back) in [
            (
                "I'm allergic to, um, kiwi fruit",
                "and er, mango as well actually, found out last week",
                "I'm allergic to mango too. found out last week",
            ),
            (
                "we speak Welsh at home so",
                "oh and Polish too",
                "we speak Polish too.",
            ),
            (
                "Honestly I keep bees",
                "plus some chickens as well!",
                "I keep some chickens too.",
            ),
        ] {
            assert_eq!(
                one_more_like_before(before, answer).as_deref(),
                Some(said_back),
                "{answer}"
            );
        }
        // A person, or a value not written as the one it joins, is no more
        // of the same.
        for (before, answer) in [
            ("my sister lives in Leeds", "and my brother too"),
            ("I'm allergic to peanuts", "me too"),
            ("I speak French", "and Sam as well"),
            ("I went to the match", "and the pub too"),
        ] {
            assert_eq!(one_more_like_before(before, answer), None, "{answer}");
        }
    }

    #[test]
    fn a_count_answering_a_how_many_question_is_said_with_its_noun() {
        for (asked, answer, said_back) in [
            (
                "How many cats have you got now?",
                "Three! The stray stayed.",
                "I've got three cats now. The stray stayed.",
            ),
            (
                "How many kids do you have?",
                "Just the two.",
                "I have two kids.",
            ),
            (
                "And how many hours are you doing these days?",
                "30, down from 37",
                "I'm doing 30 hours these days. down from 37",
            ),
            // Asked without the speaker's verb: what they have.
            (
                "How many chickens is it now?",
                "Nine, two more hatched.",
                "I have nine chickens now. two more hatched.",
            ),
            (
                "Oh, how many nephews now?",
                "Five!",
                "I have five nephews now.",
            ),
            (
                "So how many plants are there altogether?",
                "About 40",
                "I have 40 plants now.",
            ),
        ] {
            assert_eq!(as_said(asked, answer).as_deref(), Some(said_back));
        }
        assert_eq!(
            as_said("How many cats have you got?", "Loads, honestly"),
            None
        );
    }

    #[test]
    fn a_place_answering_a_where_question_is_where_the_verb_happens() {
        for (asked, answer, said_back) in [
            (
                "Where are you living now?",
                "Port Talbot, we got a mortgage.",
                "I'm living in Port Talbot now. we got a mortgage.",
            ),
            (
                "Where do you work these days?",
                "Out in Didcot, at the power station site",
                "I work in Didcot now. at the power station site",
            ),
            (
                "So where's your brother living?",
                "Still in Riga.",
                "My brother is living in Riga.",
            ),
            // Which city, which town: where, with the kind of place named.
            (
                "Which city are you based in?",
                "Nottingham, for now.",
                "I'm based in Nottingham. for now.",
            ),
            (
                "Which part of London are you living in?",
                "Walthamstow.",
                "I'm living in Walthamstow.",
            ),
            ("Which town are you in?", "Ilkley.", "I live in Ilkley."),
            (
                "Where are you from originally?",
                "Gdansk, but I grew up here.",
                "I'm from Gdansk. but I grew up here.",
            ),
        ] {
            assert_eq!(as_said(asked, answer).as_deref(), Some(said_back));
        }
        assert_eq!(as_said("Where are you living now?", "No idea yet"), None);
    }

    #[test]
    fn a_name_given_when_asked_names_the_one_just_mentioned() {
        for (before, asked, answer, said_back) in [
            (
                "I've started seeing someone, early days.",
                "What's his name?",
                "He's called Rory, he's a joiner.",
                "I've started seeing someone called Rory, early days. he's a joiner.",
            ),
            (
                "My son's got a new hamster.",
                "Aw, what's it called?",
                "Nibbles.",
                "My son's got a new hamster called Nibbles.",
            ),
            (
                "we adopted a retired greyhound last week",
                "Lovely! Does she have a name?",
                "Her name's Dot",
                "we adopted a retired greyhound called Dot last week.",
            ),
            (
                "We're picking up a rescue lurcher on Friday.",
                "What are you going to call him?",
                "We went with Juniper in the end",
                "We're picking up a rescue lurcher called Juniper on Friday. in the end",
            ),
            (
                "my daughter's getting a pony",
                "What will she call it?",
                "settled on Pip, after much debate",
                "my daughter's getting a pony called Pip. after much debate",
            ),
            (
                "I'm fostering a kitten for the shelter",
                "What are you calling her?",
                "I'm calling her Sprout for now",
                "I'm fostering a kitten called Sprout for the shelter. for now",
            ),
        ] {
            assert_eq!(
                named_when_asked(asked, answer, before).as_deref(),
                Some(said_back)
            );
        }
        assert_eq!(
            named_when_asked("What's his name?", "No idea!", "I met someone"),
            None
        );
        assert_eq!(
            named_when_asked("How was it?", "Great", "I met someone"),
            None
        );
    }

    #[test]
    fn a_still_question_with_no_name_asks_about_what_follows_its_verb() {
        assert_eq!(
            as_said("Are you still doing keto?", "Gave it up in March.").as_deref(),
            Some("Gave up keto in March.")
        );
        assert_eq!(
            as_said(
                "Still going to pilates on Mondays?",
                "Packed it in, too dear."
            )
            .as_deref(),
            Some("Packed in pilates, too dear.")
        );
        assert_eq!(
            as_said("Still doing the paper round?", "Finished it in May!").as_deref(),
            Some("Finished the paper round in May!")
        );
    }

    #[test]
    fn a_kind_given_when_asked_is_said_with_the_thing_just_mentioned() {
        for (before, asked, answer, said_back) in [
            (
                "We're getting a puppy next month.",
                "Exciting! What breed?",
                "A cavapoo, we're calling her Maple.",
                "We're getting a puppy (a cavapoo) next month. we're calling her Maple.",
            ),
            (
                "I finally bought a new car",
                "Ooh, what make?",
                "A Skoda, second-hand",
                "I finally bought a new car (a Skoda). second-hand",
            ),
            (
                "My sister got me a cake for my birthday.",
                "What flavour was it?",
                "A lemon drizzle!",
                "My sister got me a cake (a lemon drizzle) for my birthday.",
            ),
        ] {
            assert_eq!(
                named_when_asked(asked, answer, before).as_deref(),
                Some(said_back)
            );
        }
        assert_eq!(
            named_when_asked("What breed?", "No idea yet", "a dog"),
            None
        );
    }

    #[test]
    fn a_which_question_may_be_answered_by_the_one_it_is() {
        assert_eq!(
            as_said(
                "Which gym are you going to these days?",
                "The council one by the river"
            )
            .as_deref(),
            Some("My gym is the council one by the river now.")
        );
        assert_eq!(
            as_said("Still obsessed with Wolf Alice?", "Less so.").as_deref(),
            Some("I'm not obsessed with Wolf Alice anymore.")
        );
    }
}
