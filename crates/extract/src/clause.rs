//! Clauses: a turn cut where a new statement starts, cleaned of the sounds
//! and openers speech carries.
//!
//! Segmentation carries most of the gain in the extract study
//! (`shared/research/extract-study`): storing clauses instead of whole turns
//! lets a change in one clause replace one thing, not the whole turn. A turn
//! is cut at sentence punctuation, at dashes, at a comma before a
//! conjunction ("…, but …", "…, so …") and at a comma before a new subject
//! ("…, I'm …", "…, it's …", "…, my …"). A fragment of fewer than three
//! words stays with the clause before it.

use std::sync::LazyLock;

use crate::discourse::ROLES_SAID_BARE;
use crate::rules::{SkipReason, Speakers, Stage, Yield, RULE_SET};
use regex::Regex;

/// Words after a comma that start a new clause: conjunctions and subjects.
const CLAUSE_OPENERS: &[&str] = &[
    // "Decided against it, maybe next year": the hedge is the afterthought's.
    "maybe",
    "perhaps",
    "but",
    "and",
    "so",
    "though",
    "because",
    "although",
    "now",
    "these",
    "whereas",
    "while",
    "i",
    "i'm",
    "i've",
    "i'd",
    "i'll",
    "we",
    "we're",
    "we've",
    "it's",
    "its",
    "she",
    "he",
    "she's",
    "he's",
    // "Jago's eight, not seven, he'd be livid …": what they would do is
    // a clause of its own.
    "she'd",
    "he'd",
    "she'll",
    "he'll",
    "they",
    "they're",
    "my",
    "our",
    "there's",
    "that's",
    "it",
    "wish",
    "fingers",
    "apparently",
    // "we've split, please don't keep anything about Jade": a request.
    "please",
];

/// "Tom and I split up", "Sophie and I've moved": a piece opening on
/// someone named and the speaker, who are its subject together.
fn opens_on_someone_and_the_speaker(piece: &str) -> bool {
    let mut words = piece.split_whitespace();
    words
        .next()
        .is_some_and(|n| n.len() > 1 && n.starts_with(char::is_uppercase) && n != "I")
        && words.next() == Some("and")
        && matches!(words.next(), Some("I" | "I've"))
}

/// "I'm Priya", "my name's Tom": a name given, however short, is a
/// clause of its own ("I'm Priya, lovely to meet you").
fn a_name_given(part: &str) -> bool {
    let Some(name) = [
        "I'm ",
        "I am ",
        "Im ",
        "my name's ",
        "My name's ",
        "my name is ",
        "My name is ",
    ]
    .iter()
    .find_map(|p| part.strip_prefix(p)) else {
        return false;
    };
    let words: Vec<&str> = name.split_whitespace().collect();
    (1..=2).contains(&words.len())
        && words.iter().all(|w| {
            let w = w.trim_end_matches(['.', '!', ',']);
            w.len() > 1
                && w.chars().next().is_some_and(char::is_uppercase)
                && w.chars().skip(1).all(char::is_lowercase)
        })
}

/// Words after a comma that start the question at the end of a turn.
const QUESTION_OPENERS: &[&str] = &[
    "can", "could", "would", "what", "what's", "where", "when", "how", "any", "is", "do", "should",
    "will", "why", "who", "which",
];

/// Fewer words than this and a piece stays with the clause before it.
const MIN_CLAUSE_WORDS: usize = 3;

static FILLERS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)\b(?:(?:u+m+|u+h+|erm+|hmm+|kinda|sort of|kind of|honestly|basically|literally|so yeah|anyway|i guess|to be honest|if (?:i'm|i am|we're|we are) (?:being )?(?:honest|lucky)|oh my (?:god|gosh)|my god|omg|lol|lmao|rofl|tbh|ngl)\b|like,|i mean,|you know,|you know\s*$),?\s*|(?:,\s*)?\b(?:like|as) (?:i|i've) (?:said|mentioned|told you)(?: before| earlier)?,",
    )
    .expect("fillers")
});

/// "I'm retired and loving it", "started at Tesco, and enjoying it so
/// far": a remark on how the news is going, after it, is no part of it.
static AND_LOVING_IT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:,\s*|\s+)and (?:i'm |i am |we're |we are |she's |he's )?(?:really )?(?:loving|enjoying|liking) (?:it|every (?:minute|second|bit) of it)(?: so far)?\b")
        .expect("and loving it")
});

/// A sentence that is only a word of praise or wonder ("Cute.", "So
/// funny!", "How adorable"), or a feeling said with no one feeling it
/// ("So pumped!", "Super stoked.").
static SHORT_EXCLAMATION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:(?:so|how|very|super|too|soo+|just|such an?|what an?) )?(?:cute|funny|hilarious|amazing|awesome|lovely|gorgeous|beautiful|adorable|crazy|wild|insane|classic|typical|brilliant|perfect|nice|cool|fun|sweet|wow|incredible|epic|priceless|precious|unforgettable|magical|surreal|special|wonderful|unreal|time flies)(?: (?:feeling|moment|day|night|experience|time|memories|vibes|ever))*[.!]*$|^(?:best|worst) (?:day|night|feeling|moment|time|trip|weekend) ever[.!]*$|^(?:(?:so+|super|really|totally|well|absolutely|pretty|beyond) )?(?:pumped|stoked|excited|thrilled|psyched|hyped|buzzing|chuffed|proud|grateful|thankful|relieved|nervous|blessed|gutted)[.!]*$")
        .expect("short exclamation")
});

/// A comma left before a full stop when a filler between them is taken out.
static COMMA_BEFORE_STOP: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r",?\s+(?P<stop>[.!?])|,(?P<stop2>[.!?])").expect("comma before stop")
});

/// "It's all green tea now, weirdly", "we got a puppy, funnily enough":
/// the speaker's comment on their news, after it, says nothing of it.
static A_COMMENT_AFTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i),\s*(?:weirdly|oddly|strangely|funnily|surprisingly|funnily enough|oddly enough|strangely enough|weirdly enough|believe it or not|would you believe|of all things|go figure|who knew|thank god|thank goodness|thank heavens|thankfully)(?P<stop>[.!?]*)\s*$")
        .expect("a comment after")
});

/// "For me, I …", "as for me, I …", "me personally, I …": the speaker
/// named before the "I" that says the same; "you know I love live music",
/// "you know we always …": a filler with no comma before the speaker ("you
/// know my sister Ana" points at someone, and stays).
static ME_THEN_I: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i:^(?:as for me|for me|me personally|personally|me)),?\s+(?P<i>(?-i:I)\b)|(?i:^you know,?\s+)(?P<who>(?-i:I)\b|(?i:we)\b)",
    )
        .expect("me then I")
});

/// "Car's a red Fiesta", "Rent's gone up again", "Flat number's 14": a
/// thing everyone has one of, said first without its "my", as a hurried or
/// spoken reply says it. Only things of one's own household and work are
/// listed: "Life's good", "Family's everything", "Weather's awful", "Kids
/// are so resilient" are no one's, and a role said bare ("Boss says …") is
/// someone, read elsewhere.
static OWN_THING_SAID_BARE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"^(?i:(?P<thing>(?:home|car|van|motorbike|flat|house|job|work|rent|mortgage|commute|gym|diet|phone|phone number|mobile|address|postcode|birthday|salary|pay|wage|hours|shift|shifts|surname|email|flat number|house number|door number|bank|broadband|energy supplier|landline|desk|office|uni|degree|course|dissertation|thesis|allotment|garden|kitchen|son|daughter|dog|cat|hamster|rabbit|tortoise|budgie|parrot|puppy|kitten|knee|knees|ankle|wrist|hip|shoulder|elbow|neck|foot|back|leg|arm|hand|finger|toe|rash|cough))(?P<verb>'s| is| are| was| were| has| have))\b",
    )
    .expect("own thing said bare")
});

/// "The shed's finished", "the extension is finally done": a project of
/// the speaker's told finished, said with "the" for "my".
static THE_PROJECT_FINISHED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^the (?P<thing>shed|extension|kitchen|bathroom|loft conversion|loft|conversion|renovation|decking|patio|garden room|summer ?house|build|fence|driveway|greenhouse|pond|treehouse|quilt|jumper|novel|dissertation|thesis)(?P<verb>'s| is| has been) (?P<how>(?:all |finally |now |completely |properly )?(?:finished|done|complete|completed|built))\b")
        .expect("the project finished")
});

/// "visa came through!", "cast's off", "kitchen's finally done": a thing
/// of the speaker's said without its "my", as hurried speech and texting
/// drop it. Only in lower case, and one thing alone: "Rex came home" names
/// someone; "kids are back at school" and "weather's turned" are no thing
/// of the speaker's. Unlike [`OWN_THING_SAID_BARE`], whose few things
/// are the speaker's whatever is said of them, any thing is, but only
/// with a word of change after it, which the caller has found.
pub(crate) fn a_thing_said_bare(clause: &str) -> bool {
    const AFTER_A_THING: &[&str] = &[
        "came",
        "arrived",
        "finally",
        "got",
        "went",
        "gone",
        "passed",
        "failed",
        "broke",
        "died",
        "sold",
        "done",
        "finished",
        "approved",
        "accepted",
        "rejected",
        "cancelled",
        "canceled",
        "ended",
        "fixed",
        "off",
        "through",
        "back",
        "here",
        "over",
        "just",
    ];
    // Things of the world, which no one says "my" of.
    const THE_WORLDS: &[&str] = &[
        "weather",
        "rain",
        "snow",
        "sun",
        "traffic",
        "news",
        "world",
        "government",
        "economy",
        "country",
        "summer",
        "winter",
        "spring",
        "autumn",
        "everything",
        "nothing",
        "life",
        "party",
        "match",
        "game",
        "show",
        "film",
        "season",
        "term",
    ];
    let mut words = clause.split_whitespace();
    let Some(first) = words.next() else {
        return false;
    };
    let (noun, contracted) = match first.strip_suffix("'s") {
        Some(noun) => (noun, true),
        None => (first, false),
    };
    let next = words
        .next()
        .map(|w| w.trim_end_matches(['!', '.', ',', '?']).to_lowercase());
    noun.len() >= 3
        && noun.bytes().all(|b| b.is_ascii_lowercase())
        && !memoir_core::text::is_stopword(noun)
        && !noun.ends_with("ing")
        && !crate::discourse::verb_shaped(noun)
        && !THE_WORLDS.contains(&noun)
        && !memoir_core::text::is_time_word(noun)
        && next.is_some_and(|w| {
            AFTER_A_THING.contains(&w.as_str())
                && (contracted
                    || !matches!(
                        w.as_str(),
                        "off" | "through" | "back" | "here" | "over" | "done"
                    ))
        })
}

static OPENERS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)^(?:(?:hey|hi|hiya|heya|hello|thanks|thank you|cheers|wow|aw|aww|oh|yeah|yes|yep|sorry|congrats|congratulations|morning|evening|ok|okay|well|right),? (?-i:[A-Z][a-z]+)[,!.]+\s*|(?:nah|no|yeah|yes|yep|yup|aye|oh|ah|cheers|thanks|ta|alright|hiya|hey|hi|sorry),? (?:mate|pal|buddy|dude|bro|hun|babe|lad|lads|guys|fella)\b[,!.]*\s*|(?:for sure|definitely|totally|absolutely|of course|exactly|indeed|true|agreed|not happening|no chance|not a chance|no can do|fat chance|look|listen|you(?:'re| are) (?:so |totally |absolutely |quite |completely )?right|(?:good|fair) point|so true|don't forget|just remember|remember|mind you|you know(?: what)?)[,!.]+\s*|speaking of [^,.!?]{1,40}(?:[,!.]+\s*|$)|(?:(?:a|such a|what a) )?(?:sad|bad|rough|tough|busy|big|mad|crazy|hard|long|horrible|awful|terrible|strange|weird|emotional|hectic|manic|difficult|eventful|stressful) (?:week|day|month|year|weekend|fortnight|few days|few weeks|couple of weeks|couple of days|time|one)(?: (?:here|for us|for me|at ours|this end|all round|at home|in our house))?[,!]+\s*|what an? (?:week|day|month|year|weekend|fortnight|few days|few weeks|couple of days|morning|night|evening|nightmare|saga|palaver|faff|carry-on|mess)[,!]+\s*|(?:thankfully|luckily|fortunately|unfortunately|sadly)\b,?\s*|(?:(?:i (?:think|guess|suppose|reckon) )?(?:that's|that is|this is|it's|which is) (?:partly |exactly |probably |just |also )?(?:why|how)|hey|hi|hiya|heya|hello|yo|hi there|hey there|morning|evening|o+h+|ok|okay|so|right|actually|also|well|alright|and|but|yeah|yes|yep|yup|no,|nah|sure|because|though|although|which|whereas|while|plus|then|anyway|by the way|oh and|funny story|quick one|quick update|update|(?:quick |brief |little |short )?intro(?:duction)?|(?:work|job|family|house|home|health|baby|school|uni|dog|cat|car|garden|money|flat|travel|holiday|wedding|kids?) (?:news|update)|(?:big|good|bad|sad|great|exciting|happy|terrible|awful|brilliant|some|fab|wonderful|mixed) news|(?:in )?other news|(?:some )?news on the (?:[\w-]+ ){1,2}front|on the (?:[\w-]+ ){1,2}front|on a (?:different|separate|related|lighter|happier|sadder) note|fun fact|funny you (?:should )?(?:ask|mention it|say that)|on second thoughts?|speaking of which|on reflection|come to think of it|thinking about it|long story short|office gossip|totally unrelated|random question|side note|ha|hah+|haha+|really|since (?:we|i) last (?:spoke|talked|talk|chatted|chat|caught up|saw each other)|since (?:our|the) last (?:chat|call|catch-up)|heads up|(?:small |quick |one |a )?correction (?:from|to|on) (?:last time|before|earlier|what i said(?: last time)?)|fyi|just so you know|my (?:mistake|bad|error)|plot twist|(?:the )?(?:funny|weird|strange|odd|crazy|mad|annoying) thing is(?: that)?|the thing is(?: that)?|weirdly|funnily enough|oddly enough|strangely enough|believe it or not|surprisingly|for the record|for what it's worth|confession|guess what|news flash|(?:it )?turns out(?: that)?|it (?:seems|appears|would seem)(?: that)?|(?:it's|it is|it was|it's been|things are|things have been|life's|life is)(?: so| way| much| a lot| far| loads)* (?:easier|harder|better|worse|nicer|simpler|calmer|quieter|busier|cheaper|dearer|tougher) (?:now )?(?:when|since|because|now that|as)|(?:i (?:suppose|guess|think|reckon) )?i (?:should|must|ought to|have to|need to) (?:tell you|mention|say|let you know|inform you|confess|admit|add|note|point out)(?: that)?|(?:may|can|could|might) i (?:add|mention|say|note|point out)(?: that)?|i(?:'d| would) like to (?:add|mention|note|point out|let you know|inform you|tell you)(?: that)?|(?:please |kindly )?(?:note|be aware|be advised)(?: that)?|for your (?:records|information|files)|please update (?:my|your) (?:details|records|file|notes)(?: to say)?|i(?:'m| am) (?:pleased|happy|delighted|glad|proud|sorry|sad) to (?:say|report|tell you|announce|inform you)(?: that)?|i regret to (?:say|report|tell you|inform you)(?: that)?|(?:as |like )?i (?:told|said to|mentioned to|was telling) you(?: before| earlier| last time| the other day)?(?: that)?|(?:i )?(?:wanted|want|thought i'd|meant|forgot|was going|needed) to (?:let you know|tell you|mention)(?: that)?|you'll (?:never guess|be glad to hear)(?: that)?)\b[,!.:)]*\s*)+",
    )
    .expect("openers")
});

/// "I meant to say, I've left Asda", "forgot to tell you we sold the
/// van", "oh I meant to say my sister's moved": news the speaker had
/// saved, opened by saying so. "I meant to say Thursday" is a correction,
/// read elsewhere: only a new subject after it makes the frame an opener.
static NEWS_SAVED_UP: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:i )?(?:meant|forgot|wanted|was going|needed) to (?:say|tell you|mention)(?: that)?,?\s+(?P<rest>(?:i|i'm|im|i've|ive|we|we're|we've|my|our)\b)")
        .expect("news saved up")
});

/// Whether `text` opens with news the speaker had saved up ("I meant to
/// say I've left Asda"), after any opener.
pub(crate) fn news_saved_up(text: &str) -> bool {
    NEWS_SAVED_UP.is_match(OPENERS.replace(text.trim_start(), "").trim_start())
}

/// "…, so just Pepper now", "just the one car now": what is left, said
/// with no verb, is what there is now ("it's just Pepper now").
static ONLY_THIS_LEFT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?i:so |and )?(?i:just|only) (?P<left>(?-i:[A-Z][a-z]+)(?: and (?-i:[A-Z][a-z]+))?|(?i:the (?:one|two|three)(?: [a-z]+)?)) (?i:now|left)$")
        .expect("only this left")
});

/// "he did, loved every minute", "she has, seven now": a reply of a
/// pronoun and its helper verb, then what more is said of them with no
/// subject of its own.
static REPLY_THEN_MORE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:(?:yes|yeah|yep),? )?(?P<who>she|he|they|we) (?:did|does|do|has|have|is|was|were)[,!]+\s+(?P<rest>[a-z0-9][^,.!?]*)(?P<after>.*)$")
        .expect("reply then more")
});

/// The reply of [`REPLY_THEN_MORE`] said whole: "he loved every minute",
/// "she's seven now". Anything else is left as said.
fn reply_said_whole(clause: &str) -> Option<String> {
    let caps = REPLY_THEN_MORE.captures(clause)?;
    let who = caps["who"].to_lowercase();
    let rest = &caps["rest"];
    let first = rest.split_whitespace().next().unwrap_or("");
    let a_deed = crate::discourse::verb_shaped(&first.to_lowercase()) && has_a_verb(rest);
    let an_age = first != "no" && memoir_core::text::number(first).is_some();
    let said = if a_deed {
        format!("{who} {rest}")
    } else if an_age && matches!(who.as_str(), "she" | "he") {
        format!("{who}'s {rest}")
    } else {
        return None;
    };
    Some(format!("{said}{}", &caps["after"]))
}

/// An aside to the listener at the end of a sentence ("I'm allergic to
/// penicillin, just so you know"), or a shrug ("…, but there we are"):
/// the statement stands without it.
static TRAILING_ASIDE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i),?\s*\b(?:just so you know|just so you're aware|so you know|for the record|fyi|for your information|if you must know|in case you(?:'re| were) wondering|if you(?:'re| were) wondering|as you know|(?:(?:but|so|and|still|oh well),? )?(?:there (?:we|you) (?:are|go)|such is life|c'est la vie|it is what it is|what can you do))(?:,?\s+(?:if|when|in case|for when|for if)\b[^.!?]*)?\s*(?:[.!]+|$)",
    )
    .expect("trailing aside")
});

static TAG_QUESTION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i),?\s*\b(?:okay|ok|right|yeah|yes|alright|you know|isn't it|aren't they|don't you|no|eh|yeah\?)\?")
        .expect("tag question")
});

/// "…, but overall, we loved it", "…, but still, I signed up": a
/// connective and a sentence adverb between commas link the clauses on
/// either side and say nothing of their own.
static CONNECTIVE_ALONE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:(?:but|and|yet|so) )?(?:overall|still|anyway|even so|then again|in the end|ultimately|all in all|at the end of the day|yet|regardless|nonetheless|nevertheless)$")
        .expect("connective alone")
});

/// "… is nine and, to make things worse, …", "… but, funnily enough,
/// …": an aside between commas after "and" or "but" comments on the
/// clause that follows; it is no part of the one before.
static ASIDE_AFTER_A_CONJUNCTION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\s+(?:and|but),\s*(?:to (?:be|make|top|put|say|add)(?: [\w']+){1,3}|[a-z]+ly(?: enough)?|believe it or not|would you believe(?: it)?|of all (?:things|people|places)|as it happens|as luck would have it|if anything|for once|as usual|as always|of course|in fairness|in the end|what's more)\s*$")
        .expect("aside after a conjunction")
});

/// A hesitation set off by commas inside a sentence ("Jo's, um, moved
/// up", "could you, like, forget it", "I sleep, what, six hours"), or a
/// word searched for aloud ("a, what's the word, a sous chef", "on the,
/// what do you call it, the ring road"): the commas are the speaker's
/// pause, not a clause boundary.
static PAUSED_FILLER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b,\s*(?:u+m+|u+h+|e+r+m*|a+h+|hmm+|like|you know|what|what do you call (?:it|them|'em)|what(?:'s| is) (?:it|that|the word|the name) called|what(?:'s| is) the (?:word|name|term)|how do you say it|whatsit|thingy|whatsitcalled)\s*,\s*(?P<repair>(?:no|sorry|wait|hang on|hold on|i mean|actually|or rather|scratch that)\b)?")
        .expect("paused filler")
});

/// [`PAUSED_FILLER`] taken out. Before a repair ("three, uh, no, two
/// cats", "Tuesday, um, sorry, Wednesday", "at the, er, wait, the other
/// branch") the comma stays, for the correction to be read as said.
fn without_paused_fillers(text: &str) -> std::borrow::Cow<'_, str> {
    PAUSED_FILLER.replace_all(text, |c: &regex::Captures| match c.name("repair") {
        Some(repair) => format!(", {}", repair.as_str()),
        None => " ".to_string(),
    })
}

/// Words that never end a clause, so said twice across a comma they are a
/// stutter ("the, the fourth floor", "I, I think"); "I sold it, it was old"
/// is two clauses.
const STUTTERED: &[&str] = &[
    "the", "a", "an", "my", "our", "your", "his", "their", "to", "in", "on", "at", "of", "for",
    "with", "from", "i", "we", "he", "she", "they", "and", "but", "is", "was", "it's", "i'm",
    "we're", "we've", "i've", "he's", "she's", "they're",
];

/// A hesitation sound anywhere ("we uh we moved"): taken out before
/// repeats are looked for, so the words either side of it meet.
static HESITATION: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\b(?:u+m+|u+h+|erm+|er)\b,?\s*").expect("hesitation"));

/// A dash after a word that leaves its phrase open ("she's called — Zoe",
/// "Ffion's at — she's moved"): the speaker's pause, not a break between
/// clauses. The comma said before it, if any, stays.
static DASH_AFTER_AN_OPEN_WORD: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?P<open>a|an|the|my|our|his|her|their|your|at|in|to|for|with|on|from|of|called|named|is|was|are)(?P<comma>,?)\s+[—–]\s*")
        .expect("dash after an open word")
});

/// "Hannah and me, we're not together", "me and Raj, we've split": the two
/// named, then said again as "we" — one subject, "Hannah and I".
static THEM_AND_ME_THEN_WE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(?:(?P<a>(?-i:[A-Z][a-z]+)) and (?i:me)|(?i:me) and (?P<b>(?-i:[A-Z][a-z]+))),\s+(?i:we)(?P<verb>'re|'ve|(?i: are| have| were| had| did| do| both| split| broke| got))?\b")
        .expect("them and me then we")
});

/// "My birthday's, it's the 12th", "the flat's — it's on Leith Walk": a
/// thing begun with and said again as "it": one subject.
static A_THING_THEN_ITS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?P<thing>(?:my|our|the) [a-z]+(?: [a-z]+)?)'s,?\s+(?:[—–]\s+)?it's\s+")
        .expect("a thing then it's")
});

/// Subjects a start given up opens with ("I work at, …"), and that a new
/// start after a dash opens with.
const STARTING_SUBJECTS: &[&str] = &["i", "we", "he", "she", "they", "i'm", "we're", "it's"];

/// A subject and its verb said alone as a start given up ("she's, …"),
/// or opening a new start after a dash.
const SUBJECT_AND_VERB: &[&str] = &[
    "i'm", "we're", "she's", "he's", "it's", "they're", "i've", "we've",
];

/// `text` with every match of `pattern` replaced, still borrowed when
/// nothing matched: a chain of rewrites allocates only for those that
/// change the text.
pub(crate) fn replaced<'t>(
    text: std::borrow::Cow<'t, str>,
    pattern: &Regex,
    with: impl regex::Replacer,
) -> std::borrow::Cow<'t, str> {
    match pattern.replace_all(&text, with) {
        std::borrow::Cow::Borrowed(_) => text,
        std::borrow::Cow::Owned(s) => std::borrow::Cow::Owned(s),
    }
}

/// The text without the pauses of speech: fillers between commas, a phrase
/// said twice in a row ("my sister my sister Jo", "I've, I've got"), and
/// a start given up for another ("I drive a, it's a, an old Fiat"). The
/// repeat is found by hand: the regex crate has no back-references.
pub(crate) fn without_disfluencies(text: &str) -> String {
    // Most turns have no comma-set filler, no hesitation and no repeat: the
    // text is then returned as it came, after two scans.
    let text = without_paused_fillers(text);
    let text = replaced(text, &HESITATION, "");
    let text = if text.contains(['—', '–']) {
        std::borrow::Cow::Owned(
            DASH_AFTER_AN_OPEN_WORD
                .replace_all(&text, |c: &regex::Captures| {
                    // The comma stays only before a new start ("at, —
                    // she's moved"), for the start given up to be found.
                    let after = &text[c.get(0).map_or(0, |m| m.end())..];
                    let new_start = after.split_whitespace().next().is_some_and(|w| {
                        STARTING_SUBJECTS
                            .iter()
                            .chain(SUBJECT_AND_VERB)
                            .any(|s| s.eq_ignore_ascii_case(w))
                    });
                    if c["comma"].is_empty() || !new_start {
                        format!("{} ", &c["open"])
                    } else {
                        format!("{}, ", &c["open"])
                    }
                })
                .into_owned(),
        )
    } else {
        text
    };
    let words = word_spans(&text);
    let mut out = String::with_capacity(text.len());
    let mut kept_from = 0;
    let mut i = 0;
    while i < words.len() {
        match said_again(&text, &words[i..]) {
            Some(n) => {
                out.push_str(&text[kept_from..words[i].0]);
                kept_from = words[i + n].0;
                i += n;
            }
            None => i += 1,
        }
    }
    out.push_str(&text[kept_from..]);
    let out = if out.contains(", we") || out.contains(", We") {
        THEM_AND_ME_THEN_WE
            .replace_all(&out, |c: &regex::Captures| {
                let name = c
                    .name("a")
                    .or_else(|| c.name("b"))
                    .map_or("", |m| m.as_str());
                let verb = match c.name("verb").map(|m| m.as_str()) {
                    Some("'re") => " are",
                    Some("'ve") => " have",
                    Some(v) => v,
                    None => "",
                };
                format!("{name} and I{verb}")
            })
            .into_owned()
    } else {
        out
    };
    let out = if out.contains("it's") {
        A_THING_THEN_ITS.replace_all(&out, "$thing's ").into_owned()
    } else {
        out
    };
    without_abandoned_starts(&out)
}

/// How many words at the start of `words` are said again straight after
/// them: a phrase of two or three words, or one word of [`STUTTERED`]
/// ("bye bye", "had had" are English). Only spaces and a comma or a dash
/// may come between the two ("I've — I've stopped"). A pronoun said again
/// with its verb ("we, we're", "I — I'm") and a word cut off by a dash and
/// said whole ("the Sam— the Samsung") are said again too.
fn said_again(text: &str, words: &[(usize, usize)]) -> Option<usize> {
    let word = |k: usize| &text[words[k].0..words[k].1];
    let gap = |k: usize| &text[words[k].1..words[k + 1].0];
    // Between the two sayings: spaces, a comma, or an em or en dash (set
    // off by spaces, or straight after a word cut off).
    let a_pause = |g: &str| {
        !g.is_empty()
            && g.trim_start_matches(',')
                .trim_start()
                .trim_start_matches(['—', '–'])
                .trim()
                .is_empty()
    };
    let cut_off = |g: &str| g.starts_with(['—', '–']);
    if words.len() >= 2 {
        let (first, again) = (word(0), word(1));
        // "Claire, Claire Dunn": a name said again with more of it.
        let a_name_in_full = first == again
            && first.chars().next().is_some_and(char::is_uppercase)
            && words.len() >= 3
            && gap(0).starts_with(',')
            && gap(1) == " "
            && word(2).chars().next().is_some_and(char::is_uppercase);
        // "we, we're": a pronoun said again with its verb.
        let with_its_verb = again.len() > first.len() + 1
            && again.as_bytes()[first.len()] == b'\''
            && again[..first.len()].eq_ignore_ascii_case(first)
            && ["i", "we", "he", "she", "they", "it", "you"]
                .iter()
                .any(|w| w.eq_ignore_ascii_case(first));
        if (a_name_in_full || with_its_verb) && a_pause(gap(0)) {
            return Some(1);
        }
        // "we actually, we moved", "she just, she quit": a pronoun and a
        // softening word, then the pronoun again; the word stays before
        // the new start ("actually, we moved").
        let said_again_after = words.len() >= 3
            && gap(0) == " "
            && a_pause(gap(1))
            && ["i", "we", "he", "she", "they"]
                .iter()
                .any(|w| w.eq_ignore_ascii_case(first))
            && SOFTENING.iter().any(|w| w.eq_ignore_ascii_case(again))
            && {
                let third = word(2);
                third.eq_ignore_ascii_case(first)
                    || (third.len() > first.len() + 1
                        && third.as_bytes()[first.len()] == b'\''
                        && third[..first.len()].eq_ignore_ascii_case(first))
            };
        if said_again_after {
            return Some(1);
        }
    }
    (1..=3).rev().find(|&n| {
        words.len() >= 2 * n
            && (n > 1 || STUTTERED.iter().any(|w| w.eq_ignore_ascii_case(word(0))))
            && (0..n).all(|k| {
                let (said, again) = (word(k), word(n + k));
                said.eq_ignore_ascii_case(again)
                    || (k == n - 1
                        && n > 1
                        && cut_off(gap(k))
                        && again.len() > said.len()
                        && again.is_char_boundary(said.len())
                        && again[..said.len()].eq_ignore_ascii_case(said))
            })
            && (0..2 * n - 1).all(|k| {
                // Inside each saying only a space; a pause only between them.
                if k == n - 1 {
                    a_pause(gap(k))
                } else {
                    gap(k) == " "
                }
            })
    })
}

/// Words that soften a start the speaker then makes again: "we actually,
/// we moved", "I just, I couldn't", "he like, he quit".
const SOFTENING: &[&str] = &[
    "actually",
    "just",
    "like",
    "basically",
    "honestly",
    "really",
];

/// Where each word of `text` is (letters, digits and apostrophes), found
/// by hand: a regex search per word cost a tenth of a long turn (perf).
fn word_spans(text: &str) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices() {
        let in_word = c.is_alphanumeric() || c == '_' || c == '\'';
        match (in_word, start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                spans.push((s, i));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        spans.push((s, text.len()));
    }
    spans
}

/// Words a phrase is never left on, but a start given up is.
const LEFT_OPEN: &[&str] = &["a", "an", "the", "my", "our", "his", "her", "their", "your"];

/// A start given up: a piece of a sentence, between commas, that stops on
/// [`LEFT_OPEN`] ("I drive a,"), on a preposition after a subject ("I work
/// at,"), or that is only a subject and its verb ("she's,"). The speaker
/// starts again; where the new start opens as the given-up one stopped
/// ("… a, an old Fiat") the two are one phrase, else the new start stands
/// alone. "well", "what" and "I mean" between them are the speaker's pause.
fn without_abandoned_starts(text: &str) -> String {
    if !text.contains(", ") {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    for sentence in text.split_inclusive(['.', '!', '?']) {
        let said = sentence.trim_start();
        out.push_str(&sentence[..sentence.len() - said.len()]);
        let pieces: Vec<&str> = said.split(", ").collect();
        let mut i = 0;
        while i < pieces.len() {
            if i > 0 {
                out.push_str(", ");
            }
            if i + 1 < pieces.len() && given_up(pieces[i]) {
                let mut j = i + 1;
                while j + 1 < pieces.len() && (given_up(pieces[j]) || a_pause(pieces[j])) {
                    j += 1;
                }
                let last_open = pieces[i].split_whitespace().last().unwrap_or("");
                let next_open = pieces[j].split_whitespace().next().unwrap_or("");
                let one_phrase = [last_open, next_open]
                    .iter()
                    .all(|w| LEFT_OPEN.iter().any(|o| o.eq_ignore_ascii_case(w)));
                if one_phrase {
                    let head = pieces[i].trim_end();
                    out.push_str(&head[..head.len() - last_open.len()]);
                }
                out.push_str(pieces[j].trim_start());
                i = j + 1;
                continue;
            }
            out.push_str(pieces[i]);
            i += 1;
        }
    }
    out
}

/// Whether a piece between commas is a start given up (see
/// [`without_abandoned_starts`]).
fn given_up(piece: &str) -> bool {
    const PREPOSITIONS: &[&str] = &["at", "in", "to", "for", "with", "on", "from", "as", "into"];
    let is = |word: &str, list: &[&str]| list.iter().any(|w| w.eq_ignore_ascii_case(word));
    let mut words = piece.split_whitespace();
    let (Some(first), Some(last)) = (words.next(), piece.split_whitespace().last()) else {
        return false;
    };
    let count = 1 + words.count();
    // "Ffion's at,": someone named and where they are, left unsaid.
    let someone_is = first.ends_with("'s") && first.chars().next().is_some_and(char::is_uppercase);
    // "Keto's done with,", "I'm finished with,": the preposition ends the
    // phrase, and nothing was left unsaid.
    let ends_a_phrase = piece
        .split_whitespace()
        .rev()
        .nth(1)
        .is_some_and(|w| is(w, &["done", "finished", "over", "through", "dealt"]));
    (count <= 4 && is(last, LEFT_OPEN))
        || (count <= 3
            && (is(first, STARTING_SUBJECTS) || someone_is)
            && is(last, PREPOSITIONS)
            && !ends_a_phrase)
        || (count == 1 && is(last, SUBJECT_AND_VERB))
}

/// "well", "what", "I mean" alone between commas: a pause to think.
fn a_pause(piece: &str) -> bool {
    matches!(
        piece.trim().to_lowercase().as_str(),
        "well" | "what" | "i mean" | "like" | "you know" | "er"
    )
}

/// Splits `text` into cleaned clauses, in order.
pub fn clauses(text: &str) -> Vec<String> {
    clauses_of_normalised(&without_disfluencies(text))
}

/// [`clauses`] of text whose disfluencies are already taken out (all text
/// that went through `normalise`): the pass is not paid twice.
pub(crate) fn clauses_of_normalised(text: &str) -> Vec<String> {
    // "I'm allergic to kiwi, okay?" states; the tag asks nothing.
    let text = TAG_QUESTION.replace_all(text, ".");
    let text = TRAILING_ASIDE.replace_all(&text, ". ");
    // Speech that came with no punctuation at all (typed in a rush, or
    // transcribed): see `RUN_ON_AFTER_A_TIME`.
    let unpunctuated = !text.trim_end().contains([',', '.', '!', '?', ';', ':']);
    let mut pieces: Vec<String> = Vec::new();
    for sentence in sentences(&text) {
        let question = sentence.trim_end().ends_with('?');
        // "new class: I've been moved up": a colon before a new subject
        // cuts as a comma does ("10:30" has no space after it).
        let sentence = colons_as_commas(sentence);
        let exhorting = ["let's ", "lets ", "let us "]
            .iter()
            .any(|p| starts_with_ignoring_case(sentence.trim_start(), p));
        let mut parts = split_at_commas(&sentence, CLAUSE_OPENERS);
        if question {
            // "I'm in Cork this week, any good cafés?": only the last part
            // is the question.
            let last = parts.pop().unwrap_or_default();
            let mut split = split_at_commas(&last, QUESTION_OPENERS);
            if let Some(q) = split.last_mut() {
                if !q.ends_with('?') {
                    q.push('?');
                }
            }
            parts.extend(split);
        }
        // A short opening ("Pepper, my cat, …") belongs with what follows.
        let mut carried: Option<String> = None;
        let parts: Vec<String> = if unpunctuated {
            parts
                .iter()
                .flat_map(|p| split_at_a_run_on_request(p))
                .flat_map(|p| split_at_a_run_on_time(&p))
                .flat_map(|p| split_at_a_run_on_verdict(&p))
                .flat_map(|p| split_at_conjoined_subjects(&p))
                .flat_map(split_at_a_second_deed)
                .collect()
        } else {
            parts
                .iter()
                .flat_map(|p| split_at_conjoined_subjects(p))
                .flat_map(split_at_a_second_deed)
                .collect()
        };
        let last_of_sentence = parts.len().saturating_sub(1);
        // "I'm vegan, my partner …": someone else's news follows.
        let speakers_state: Vec<bool> = (0..parts.len())
            .map(|i| {
                a_state_of_the_speaker(&parts[i])
                    && parts.get(i + 1).is_some_and(|next| {
                        opens_with(next, &["my", "our", "his", "her", "their", "and", "but"])
                    })
            })
            .collect();
        let pieces_before = pieces.len();
        let mut parts = parts.into_iter().enumerate().peekable();
        while let Some((i, part)) = parts.next() {
            let speakers_state = speakers_state[i];
            let next_part_opens_on_someone_and_the_speaker = parts
                .peek()
                .is_some_and(|(_, next)| opens_on_someone_and_the_speaker(next));
            let mut part = part.trim().trim_matches(',').trim().to_string();
            if let Some(c) = carried.take() {
                part = format!("{c}, {part}");
            }
            // "Leila had the baby! A little girl called Noor.": a thing
            // described on its own says more of the sentence before.
            if i == 0 && a_thing_described_alone(&part) {
                if let Some(last) = pieces.last_mut().filter(|l| !l.ends_with('?')) {
                    // "A little girl …" goes on lowercase after the comma.
                    join_to(last, "a");
                    last.push_str(&part[1..]);
                    continue;
                }
            }
            // "Wow, Maria. That's lovely": a whole sentence is not an opening.
            // "… great. On Friday, I got the keys": a sentence's own short
            // opening goes with its clause, not the sentence before.
            if (pieces.is_empty() || i == 0)
                && i < last_of_sentence
                && part.split_whitespace().count() < MIN_CLAUSE_WORDS
                && !speakers_state
                && !a_hedge_of_the_speaker(&part)
                && !an_age_said_alone(&part)
                && !part.ends_with('?')
                && !clean(&part).is_empty()
                // "Don't laugh, Kai and I …": a bidding of the listener.
                && !starts_with_ignoring_case(&part, "don't ")
                && !a_short_news(&part)
                && !a_name_given(&part)
                // "never went, Tom and I split up": a reply said short
                // before someone named and the speaker is news of its own.
                && !next_part_opens_on_someone_and_the_speaker
                // "I'm gutted, Deniz has …": a mood or a cheer is a clause
                // of its own, left out on its own ("maybe, …" still hedges
                // what follows).
                && !RULE_SET
                    .first(Stage::Skip, Speakers::Person, &clean(&part))
                    .is_some_and(|(r, _)| {
                        matches!(
                            r.yields,
                            Yield::Skip(
                                SkipReason::Mood
                                    | SkipReason::Evaluation
                                    | SkipReason::Exclamation
                                    | SkipReason::Backchannel
                                    | SkipReason::Greeting
                                    | SkipReason::Thanks
                            )
                        )
                    })
            {
                carried = Some(part);
                continue;
            }
            // "… in my slipper! Cute, right?": a word of praise said as a
            // sentence of its own says nothing more of the one before.
            if i == 0 && last_of_sentence == 0 && SHORT_EXCLAMATION.is_match(&part) {
                continue;
            }
            // A piece that is only a connective or a filler ("which", "I
            // know") adds nothing to the clause before it; nor does "I'm
            // telling you," before what the speaker tells.
            let cleaned = clean(&part);
            if cleaned.is_empty()
                || (i < last_of_sentence
                    && (a_hedge_of_the_speaker(&part) || CONNECTIVE_ALONE.is_match(&part)))
            {
                continue;
            }
            // "… keep you posted. Bye!": a short sentence that is a
            // farewell, thanks or exclamation on its own stays on its own.
            // (Checked only where a short piece would be merged.)
            let first_of_sentence = pieces.len() == pieces_before;
            let stands_alone = |cleaned: &str| {
                first_of_sentence
                    && RULE_SET
                        .first(Stage::Skip, Speakers::Person, cleaned)
                        .is_some()
            };
            // "…, he's eleven": a person and what they are is a clause,
            // however short ("We're engaged!"); so is "…, no more nights",
            // what has ended. ("…, I'm a supervisor there" leans on the
            // clause before for where "there" is.)
            let stands_as_said = [
                "he's ",
                "she's ",
                "he is ",
                "she is ",
                "we're ",
                "we are ",
                "they're ",
                "they are ",
                "no more ",
                // "…, might cancel", "…, may move": a hedge of its own,
                // which must not make the clause before it a hedge.
                "might ",
                "may ",
                "probably ",
            ]
            .iter()
            .any(|p| starts_with_ignoring_case(&part, p))
                || speakers_state
                || a_name_given(&part)
                || a_name_and_what_befell_them(&part)
                || PARTICIPLES
                    .iter()
                    .any(|p| part.starts_with(p) && part[p.len()..].starts_with(' '));
            // "Let's keep training, eating well, and resting more": the
            // gerunds after an exhortation are more of what it urges.
            if i > 0 && exhorting && a_gerund_continuing(&part) {
                if let Some(last) = pieces.last_mut() {
                    join_to(last, &part);
                    continue;
                }
            }
            match pieces.last_mut() {
                // "No more footy. Knees.": what has ended is said whole,
                // and the reason after it is no part of what ended.
                Some(last)
                    if part.split_whitespace().count() < MIN_CLAUSE_WORDS
                        && !part.ends_with('?')
                        && !stands_as_said
                        && !stands_alone(&cleaned)
                        && !starts_with_ignoring_case(last, "no more ") =>
                {
                    join_to(last, &part);
                }
                _ => pieces.push(part),
            }
        }
        if let Some(c) = carried {
            pieces.push(c);
        }
    }
    pieces
        .iter()
        .map(|p| clean(p))
        .filter(|c| !c.is_empty())
        .collect()
}

/// "and resting more", "eating well": a piece that opens on a gerund,
/// after "and" or "or" if any.
fn a_gerund_continuing(part: &str) -> bool {
    let words = lower_words(part);
    let first = match words.first().map(String::as_str) {
        Some("and" | "or") => words.get(1),
        _ => words.first(),
    };
    first.is_some_and(|w| w.len() > 4 && w.ends_with("ing"))
}

/// "I'm vegan, my partner eats everything", "we're retired, our son
/// …": what the speaker is, said short before someone else's news, is a
/// clause of its own. A hedge ("I'm sure, …", "I'm like, …") is not.
fn a_state_of_the_speaker(part: &str) -> bool {
    const HEDGES: &[&str] = &[
        "like", "sure", "afraid", "not", "telling", "thinking", "guessing", "kidding", "joking",
        "serious", "honest", "so", "just", "gonna", "going", "sorry", "told", "saying",
    ];
    if !opens_with(part, &["i'm", "we're"]) {
        return false;
    }
    let words = lower_words(part);
    words.len() == 2 && !HEDGES.contains(&words[1].as_str())
}

/// "I'm telling you, …", "I'm not kidding, …", "I'm sure, …": how firmly
/// the speaker says what follows, not what they are.
fn a_hedge_of_the_speaker(part: &str) -> bool {
    const SAID_FIRMLY: &[&str] = &[
        "like", "sure", "telling", "saying", "serious", "honest", "kidding", "joking", "afraid",
    ];
    if !opens_with(part, &["i'm"]) {
        return false;
    }
    let words = lower_words(part);
    (2..=4).contains(&words.len())
        && words[1..].iter().all(|w| {
            SAID_FIRMLY.contains(&w.as_str()) || matches!(w.as_str(), "not" | "you" | "being")
        })
        && words[1..].iter().any(|w| SAID_FIRMLY.contains(&w.as_str()))
}

/// Whether the first word of `part` is one of `words` (lowercase, with a
/// straight apostrophe), read in place: most clauses open otherwise, and
/// this is asked of every clause.
fn opens_with(part: &str, words: &[&str]) -> bool {
    let Some(first) = part.split_whitespace().next() else {
        return false;
    };
    let first = first.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'' && c != '\u{2019}');
    let normal = |c: char| match c {
        '\u{2019}' => '\'',
        c => c.to_ascii_lowercase(),
    };
    words
        .iter()
        .any(|w| first.chars().map(normal).eq(w.chars()))
}

/// The words of `part`, lowercase, with their apostrophes.
fn lower_words(part: &str) -> Vec<String> {
    part.split_whitespace()
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'')
                .replace('\u{2019}', "'")
                .to_lowercase()
        })
        .collect()
}

/// Sentences: cut after `.`, `!`, `?` or `;` followed by a space, and at
/// spaced dashes.
fn sentences(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let bytes = text.as_bytes();
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        // A quotation is said whole: "Turn on the light - happiness hides
        // in the dark." has no sentence of the speaker's inside it. Its
        // closing stop ends the speaker's sentence too.
        if let Some(after) = (b == b'"' || b == 0xE2)
            .then(|| quotation_from(text, i))
            .flatten()
        {
            let quoted = text[..after].trim_end_matches(['"', '\u{201D}']);
            if quoted.ends_with(['.', '!', '?'])
                && bytes.get(after).is_none_or(u8::is_ascii_whitespace)
            {
                out.push(&text[start..after]);
                start = after;
            }
            i = after;
            continue;
        }
        let next_is_space = bytes.get(i + 1).is_some_and(u8::is_ascii_whitespace);
        if matches!(b, b'.' | b'!' | b'?' | b';') && (next_is_space || i + 1 == bytes.len()) {
            // "Dr." and "St." do not end a sentence; nor does "3.5".
            let word_start = text[..i].rfind(char::is_whitespace).map_or(0, |p| p + 1);
            let word = &text[word_start..i];
            // Nor do initials: "Fontaines D.C. are …", "the U.S. office".
            let initials = word.contains('.')
                && word
                    .split('.')
                    .all(|part| part.len() == 1 && part.chars().all(|c| c.is_ascii_uppercase()));
            if b == b'.'
                && (initials
                    || matches!(
                        word,
                        "Dr" | "Mr" | "Mrs" | "Ms" | "St" | "Mt" | "vs" | "etc"
                    ))
            {
                i += 1;
                continue;
            }
            out.push(&text[start..=i]);
            start = i + 1;
        } else if b >= 0xF0 {
            // An emoji before a space ends a sentence as a "!" would:
            // "So proud 💪 I emailed the wholesalers".
            let emoji = text[i..]
                .chars()
                .next()
                .filter(|c| matches!(u32::from(*c), 0x1F300..=0x1FAFF));
            if let Some(c) = emoji {
                let end = i + c.len_utf8();
                if bytes.get(end).is_none_or(u8::is_ascii_whitespace) {
                    out.push(&text[start..end]);
                    start = end;
                }
                i = end;
                continue;
            }
        } else if b == b'\n'
            || (b == b'-'
                && i > 0
                && bytes[i - 1].is_ascii_whitespace()
                && bytes
                    .get(i + 1)
                    .is_some_and(|c| c.is_ascii_whitespace() || *c == b'-'))
            // "Time flies- feels like yesterday", "awesome-- it reminds
            // me": a dash typed against the word before.
            || (b == b'-'
                && i > 0
                && (bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'-')
                && next_is_space)
        {
            out.push(&text[start..i]);
            start = i + 1;
        }
        i += 1;
    }
    if start < text.len() {
        out.push(&text[start..]);
    }
    out.into_iter()
        .map(|s| s.trim().trim_matches('-').trim())
        .filter(|s| !s.is_empty())
        .collect()
}

/// `sentence` with each ": " as ", ", but for a colon before a quotation,
/// which introduces it and stays (one pass: no placeholder character that
/// the text itself might hold).
fn colons_as_commas(sentence: &str) -> String {
    let mut out = String::with_capacity(sentence.len());
    let mut rest = sentence;
    while let Some(at) = rest.find(": ") {
        out.push_str(&rest[..at]);
        let after = &rest[at + 2..];
        out.push_str(if after.starts_with('"') { ": " } else { ", " });
        rest = after;
    }
    out.push_str(rest);
    out
}

/// The longest quotation read as one piece; a lone quote mark further
/// than this from the next one is a stray, not an opening.
const LONGEST_QUOTATION: usize = 240;

/// Where a quotation that opens at byte `at` ends (the byte after its
/// closing mark), if a quotation opens there and closes.
fn quotation_from(text: &str, at: usize) -> Option<usize> {
    let rest = text.get(at..)?;
    let (open, close) = if rest.starts_with('"') {
        ('"', '"')
    } else if rest.starts_with('\u{201C}') {
        ('\u{201C}', '\u{201D}')
    } else {
        return None;
    };
    let inside = &rest[open.len_utf8()..];
    let length = inside.find(close).filter(|&n| n <= LONGEST_QUOTATION)?;
    Some(at + open.len_utf8() + length + close.len_utf8())
}

/// Words that open what the speaker does, after a comma, with "I'm" left
/// unsaid: "…, doing engineering", "…, working nights".
const PARTICIPLES: &[&str] = &[
    "doing",
    "studying",
    "working",
    "training",
    "teaching",
    "living",
    "learning",
    "coaching",
    "volunteering",
    "managing",
];

/// Verbs that, after a name, make "…, Dele is still in Lagos" a new clause.
const VERBS_AFTER_A_NAME: &[&str] = &[
    "is", "was", "has", "had", "got", "gets", "just", "still", "lives", "works", "said", "says",
    "will", "can", "does", "did", "loves", "hates", "moved", "started", "left",
];

/// Denials that, after a name, make "…, Nibbles didn't stick" a new
/// clause (after "the" they may still lean on the clause before: "I drive
/// in, the tram doesn't reach us").
const DENIALS_AFTER_A_NAME: &[&str] = &[
    "didn't", "doesn't", "isn't", "wasn't", "won't", "can't", "never",
];

/// Cuts `sentence` at each ", " followed by one of `openers`, or by a name
/// and a verb ("…, Dele is still in Lagos"; "…, dad drives a cab").
fn split_at_commas(sentence: &str, openers: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    let mut start = 0;
    // "(Honestly) I'm in halls at Sheffield, doing engineering": the
    // speaker opens the sentence, after any filler.
    let speaker_opens = sentence.contains(", ")
        && (opens_with_the_speaker(sentence.trim_start())
            || opens_with_the_speaker(&FILLERS.replace(sentence.trim_start(), "")));
    for (pos, _) in sentence.match_indices(", ") {
        let rest = &sentence[pos + 2..];
        let raw: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '\'' || *c == '\u{2019}')
            .collect::<String>()
            .replace('\u{2019}', "'");
        // "…, The Foundry, are …": a capitalised "The" and a capitalised
        // word after it mid-sentence are a name, not a new subject.
        if raw == "The"
            && rest[raw.len().min(rest.len())..]
                .trim_start()
                .starts_with(char::is_uppercase)
        {
            continue;
        }
        let word = raw.to_lowercase();
        let next = rest[raw.len().min(rest.len())..]
            .split_whitespace()
            .next()
            .unwrap_or("")
            .to_lowercase();
        // "…, knee's fine now", "…, Jo's moved": a word with "'s" after a
        // comma opens a subject of its own, a thing's or a person's.
        // "…, mine's 87 now" leans on the clause before for what is mine.
        let possessive_subject =
            word.ends_with("'s") && word.len() > 3 && !matches!(word.as_str(), "mine's" | "one's");
        let named_subject = (raw.chars().next().is_some_and(char::is_uppercase)
            && raw != "I"
            && (VERBS_AFTER_A_NAME.contains(&next.as_str())
                || DENIALS_AFTER_A_NAME.contains(&next.as_str())))
            // "…, Tom and I split up": someone named and the speaker.
            || opens_on_someone_and_the_speaker(rest)
            || (matches!(word.as_str(), "mum" | "dad" | "mom")
                && !next.is_empty()
                && !matches!(next.as_str(), "and" | "or"))
            // "…, doctor said it might be the caffeine": someone named by
            // their role alone, without "the", and what they said or did.
            || (ROLES_SAID_BARE.contains(&word.as_str())
                && (VERBS_AFTER_A_NAME.contains(&next.as_str())
                    || matches!(next.as_str(), "reckons" | "thinks" | "told" | "wants")));
        // "…, the class is at 10:30 now", "…, the flat's in Leith": a thing
        // as a new subject.
        let verb_within_three = rest.split_whitespace().skip(2).take(2).any(|w| {
            let w = w
                .trim_matches(|c: char| !c.is_alphanumeric() && c != '\'')
                .to_lowercase();
            VERBS_AFTER_A_NAME.contains(&w.as_str())
                || matches!(
                    w.as_str(),
                    "are"
                        | "were"
                        | "made"
                        | "felt"
                        | "seemed"
                        | "cost"
                        | "aren't"
                        | "isn't"
                        | "wasn't"
                        | "weren't"
                )
                || w.ends_with("'s")
        });
        // "…, the Bush finally packed up", "…, the Micra died in May": a
        // thing named by its make, and what befell it.
        let a_named_thing_befell = word == "the"
            && rest
                .split_whitespace()
                .nth(1)
                .is_some_and(|w| w.chars().next().is_some_and(char::is_uppercase))
            && rest.split_whitespace().skip(2).take(2).any(|w| {
                let w = w.trim_matches(|c: char| !c.is_alphanumeric());
                (w.len() > 4 && w.ends_with("ed"))
                    || matches!(w, "died" | "broke" | "went" | "gone" | "blew")
            });
        let thing_subject =
            word == "the" && (next.ends_with("'s") || verb_within_three || a_named_thing_befell);
        // "…, Barclays account closed last Friday": a named thing of the
        // speaker's, ended, said without "my".
        let named_thing_ended = raw.chars().next().is_some_and(char::is_uppercase)
            && raw != "I"
            && rest.split_whitespace().nth(2).is_some_and(|w| {
                matches!(
                    w.trim_matches(|c: char| !c.is_alphanumeric()),
                    "closed" | "cancelled" | "canceled" | "ended" | "gone" | "finished" | "sold"
                )
            });
        // "…, mornings were killing me", "…, weekends are quieter now": a
        // time of the week said of in its own right is a clause of its own.
        let a_time_said_of = matches!(
            word.as_str(),
            "mornings"
                | "evenings"
                | "nights"
                | "afternoons"
                | "weekends"
                | "weekdays"
                | "lunchtimes"
        ) && matches!(
            next.as_str(),
            "are" | "were" | "have" | "had" | "feel" | "felt"
        );
        // "…, tax season is brutal", "…, council tax was eye-watering": a
        // thing of two words said without "the" as the subject of its own
        // clause. Words that open an aside ("thing is, …") or point back
        // are left to the clause they are in. (One word alone, "…, work is
        // mad", split too often what leant on the clause before.)
        let bare_thing_subject = {
            let mut words = rest
                .split_whitespace()
                .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\''));
            let first = words.next().unwrap_or_default();
            let second = words.next().unwrap_or_default();
            let third = words.next().unwrap_or_default();
            let a_thing_word = |w: &str| {
                !w.is_empty()
                    && w.chars().all(|c| c.is_ascii_lowercase())
                    && !BARE_SUBJECTS_THAT_ARE_NOT_THINGS.contains(&w)
            };
            let be = |w: &str| {
                matches!(
                    w,
                    "is" | "are" | "was" | "were" | "isn't" | "aren't" | "wasn't" | "weren't"
                )
            };
            a_thing_word(first) && a_thing_word(second) && be(third)
        };
        // "…, crutches are back in the cupboard": a plural thing said of in
        // its own right, without "the".
        let a_plural_said_of = word.len() > 3
            && word.ends_with('s')
            && !word.ends_with("ss")
            && word.chars().all(|c| c.is_ascii_lowercase())
            && !BARE_SUBJECTS_THAT_ARE_NOT_THINGS.contains(&word.as_str())
            && matches!(next.as_str(), "are" | "were");
        // "…, porridge got boring", "…, the gym got too dear": a thing that
        // lost its appeal, said as a subject of its own.
        let lost_its_appeal = word.chars().all(char::is_alphabetic)
            && !matches!(
                word.as_str(),
                "it" | "i" | "we" | "they" | "he" | "she" | "you" | "that" | "this" | "things"
            )
            && matches!(next.as_str(), "got" | "gets" | "became" | "grew")
            && rest.split_whitespace().nth(2).is_some_and(|w| {
                matches!(
                    w.trim_matches(|c: char| !c.is_alphanumeric()),
                    "too" | "boring" | "stale" | "samey" | "dull" | "tedious" | "repetitive"
                )
            });
        // "…, can you find me a café" asks, with or without "?"; so does
        // "…, anyway how are you?" after its filler.
        let asks = (matches!(word.as_str(), "can" | "could" | "would" | "will") && next == "you")
            || (openers == QUESTION_OPENERS
                && matches!(
                    word.as_str(),
                    "anyway" | "anyhow" | "so" | "and" | "but" | "oh" | "well"
                )
                && QUESTION_OPENERS.contains(&next.as_str()));
        // "I've been lazy, down to one swim a week": what the speaker is
        // down or up to now, said without "I'm" again.
        let down_to = matches!(word.as_str(), "down" | "up") && next == "to";
        // "…, no more night shifts": what has ended, said as an aside.
        // "…, no date set yet": what is not so yet, said as one.
        let no_more = word == "no"
            && (next == "more"
                || rest
                    .split([',', '.', '!', ';'])
                    .next()
                    .is_some_and(|aside| aside.trim_end().ends_with(" yet")));
        // "I'm in halls at Sheffield, doing engineering": what the speaker
        // does, said without "I'm" again, is a statement of its own.
        // "I unwind by cooking, volunteering, and reading" lists doings:
        // a participle that opens a list is no statement of its own.
        let speakers_doing =
            PARTICIPLES.contains(&word.as_str()) && speaker_opens && !a_list_of_doings(rest);
        // "I have joined TCS, shifted to Hyderabad also": another deed of
        // the speaker's, said without "I" again. Participles that describe
        // ("married with two kids", "based in Leeds") do not start one.
        // "just the library now, quit the pub in March": after a piece
        // with no verb, a deed with no subject is the speaker's too.
        let speakers_deed = (speaker_opens
            || (!has_a_plain_verb(&sentence[start..pos])
                && matches!(
                    word.as_str(),
                    "quit"
                        | "left"
                        | "sold"
                        | "moved"
                        | "started"
                        | "finished"
                        | "joined"
                        | "packed"
                        | "gave"
                        | "dropped"
                        | "stopped"
                )))
            && ((word.len() > 4 && word.ends_with("ed"))
                || matches!(
                    word.as_str(),
                    "got"
                        | "gave"
                        | "bought"
                        | "sold"
                        | "left"
                        | "took"
                        | "went"
                        | "found"
                        | "began"
                        | "quit"
                        | "became"
                        | "joined"
                        | "can't"
                        | "cannot"
                        | "don't"
                        | "won't"
                        | "didn't"
                        | "couldn't"
                        | "haven't"
                ))
            && !matches!(
                word.as_str(),
                "married"
                    | "based"
                    | "retired"
                    | "engaged"
                    | "divorced"
                    | "qualified"
                    | "trained"
                    | "experienced"
                    | "called"
                    | "named"
                    | "aged"
                    | "skilled"
                    | "talented"
                    | "located"
                    | "situated"
                    | "interested"
                    | "involved"
                    | "related"
            )
            && !matches!(next.as_str(), "and" | "or" | "by")
            // "I like long, detailed answers", "spicy, smoked sausage": after
            // an adjective, a word in "-ed" is another adjective before
            // the noun, not a deed ("we explored nature, roasted
            // marshmallows" is one).
            && !sentence[start..pos]
                .rsplit(' ')
                .next()
                .is_some_and(|w| ADJECTIVES_LISTED.contains(&w.to_lowercase().as_str()));
        // "…team dinners, outings, and basketball games": "and" before
        // the last of a list of things is no new clause.
        if matches!(word.as_str(), "and" | "or") && a_lists_last_item(&sentence[start..pos], rest) {
            continue;
        }
        // "…, might cancel", "…, may move": what the speaker may do next
        // is a hedge of its own ("…, May is …" is a month).
        let a_hedge_follows = matches!(raw.as_str(), "might" | "may" | "probably");
        // "I'm Ellie Marsh, nice to meet you": a pleasantry after a
        // statement is no part of it.
        let a_pleasantry = matches!(
            word.as_str(),
            "nice" | "lovely" | "pleased" | "good" | "great" | "glad"
        ) && next == "to"
            && rest.split_whitespace().nth(2).is_some_and(|w| {
                matches!(
                    w.trim_matches(|c: char| !c.is_alphanumeric()),
                    "meet" | "chat" | "talk" | "speak" | "e-meet"
                )
            });
        if openers.contains(&word.as_str())
            || ((no_more
                || speakers_doing
                || speakers_deed
                || a_hedge_follows
                || a_pleasantry
                || (down_to && speaker_opens))
                && openers == CLAUSE_OPENERS)
            || named_subject
            || asks
            || ((thing_subject
                || named_thing_ended
                || lost_its_appeal
                || a_time_said_of
                || a_plural_said_of
                || bare_thing_subject)
                && openers == CLAUSE_OPENERS)
            || (possessive_subject && openers == CLAUSE_OPENERS)
        {
            out.push(sentence[start..pos].to_string());
            start = pos + 2;
        }
    }
    out.push(sentence[start..].to_string());
    out
}

/// Adjectives that, before a comma, begin a list of adjectives ("long,
/// detailed answers"), where a word in "-ed" after the comma describes.
const ADJECTIVES_LISTED: &[&str] = &[
    "long",
    "short",
    "simple",
    "clear",
    "quick",
    "brief",
    "plain",
    "big",
    "small",
    "spicy",
    "hot",
    "sweet",
    "fresh",
    "warm",
    "cold",
    "crispy",
    "soft",
    "dark",
    "light",
    "rich",
    "strong",
    "gentle",
    "thorough",
    "proper",
    "nice",
    "good",
    "lovely",
    "cheap",
    "fast",
    "slow",
    "full",
    "practical",
    "friendly",
    "honest",
];

/// Words that, opening a piece after a comma with "is" or "are" after
/// them, do not name a thing of their own: pronouns, question words,
/// joining words, and the openers of an aside ("thing is, …", "truth is").
const BARE_SUBJECTS_THAT_ARE_NOT_THINGS: &[&str] = &[
    "it",
    "that",
    "this",
    "these",
    "those",
    "there",
    "here",
    "which",
    "who",
    "what",
    "where",
    "when",
    "why",
    "how",
    "he",
    "she",
    "they",
    "we",
    "you",
    "i",
    "one",
    "all",
    "both",
    "some",
    "most",
    "each",
    "either",
    "neither",
    "none",
    "so",
    "and",
    "but",
    "or",
    "nor",
    "if",
    "as",
    "of",
    "to",
    "in",
    "at",
    "on",
    "for",
    "with",
    "from",
    "by",
    "not",
    "thing",
    "point",
    "truth",
    "problem",
    "trouble",
    "question",
    "fact",
    "reason",
    "worst",
    "best",
    "upside",
    "downside",
    "catch",
    "answer",
    "plan",
    "idea",
    "hope",
    "news",
    "result",
    "difference",
    "funny",
    "weird",
    "good",
    "bad",
    "sad",
    "main",
    "only",
    "other",
    "another",
    "anything",
    "everything",
    "nothing",
    "something",
    "mine",
    "yours",
    "ours",
    "theirs",
    "his",
    "hers",
];

/// Whether `rest`, after a comma, is a list of short doings closed by
/// "and" or "or" ("volunteering, and reading crime novels").
fn a_list_of_doings(rest: &str) -> bool {
    let opens_on_a_gerund = |piece: &str| piece.split_whitespace().next().is_some_and(a_gerund);
    for piece in rest.split(", ") {
        if let Some(last) = piece
            .strip_prefix("and ")
            .or_else(|| piece.strip_prefix("or "))
        {
            return opens_on_a_gerund(last);
        }
        if !opens_on_a_gerund(piece) || piece.split_whitespace().count() > 4 {
            return false;
        }
    }
    false
}

/// "volunteering", "Walking": a word shaped like a gerund (long enough
/// that "thing" and "king" are not).
fn a_gerund(word: &str) -> bool {
    word.len() > 5
        && word
            .get(word.len() - 3..)
            .is_some_and(|end| end.eq_ignore_ascii_case("ing"))
}

/// Whether ", and `rest`" closes a list of things: the item before the
/// comma is a short phrase with no verb after an earlier comma, and what
/// follows "and" is a short phrase with no subject of its own.
fn a_lists_last_item(before: &str, rest: &str) -> bool {
    let Some((_, item)) = before.rsplit_once(", ") else {
        return false;
    };
    let item_words = item.split_whitespace().count();
    let last: Vec<String> = rest
        .split(',')
        .next()
        .unwrap_or("")
        .split_whitespace()
        .skip(1)
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'')
                .to_lowercase()
        })
        .collect();
    // "two cats, Salt and Pepper, and a rabbit called Thumper": named
    // things each keep their own clause, as the slots read them.
    let names = |w: &String| matches!(w.as_str(), "called" | "named" | "and");
    // "My family, exercise, and time with friends" answers with no verb:
    // its pieces stay fragments.
    let head = before.split(", ").next().unwrap_or(before);
    // "going through a divorce, losing her job, and ending up homeless":
    // the last of a list of doings.
    let doings = item.split_whitespace().next().is_some_and(a_gerund)
        && last.first().is_some_and(|w| a_gerund(w))
        && (1..=8).contains(&last.len());
    if doings && has_a_verb(head) && !last.iter().any(names) {
        return true;
    }
    (1..=3).contains(&item_words)
        && has_a_verb(head)
        && !has_a_verb(item)
        && !item.contains(" and ")
        && !last.iter().any(names)
        && (1..=8).contains(&last.len())
        && !last.iter().any(|w| {
            matches!(
                w.as_str(),
                "i" | "i'm"
                    | "i've"
                    | "we"
                    | "we're"
                    | "he"
                    | "she"
                    | "they"
                    | "it"
                    | "it's"
                    | "is"
                    | "are"
                    | "was"
                    | "were"
            )
        })
}

/// "i left the infirmary in march im doing agency shifts now": speech
/// typed or transcribed with no punctuation runs a time that ends one
/// statement into the subject of the next.
static RUN_ON_AFTER_A_TIME: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:january|february|march|april|may|june|july|august|september|october|november|december|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekend|week|month|year|ago|yesterday|today|tonight|now|recently|lately|again|anyway|spring|summer|autumn|winter|christmas|easter) (?P<subject>i'm|i've|i'll|we're|we've|we'll)\b")
        .expect("run-on after a time")
});

/// "i work nights at the depot it pays okay": unpunctuated speech runs
/// a statement into a verdict on what it named, opened by "it" and a verb.
static RUN_ON_VERDICT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?P<before>[\w']+) (?P<it>it(?:'s| is| was| pays| costs| takes| kills| gets| feels| looks| sounds| helps| means| has| had| makes| works| goes| went| seems))\b")
        .expect("run-on verdict")
});

/// Words after which "it" is an object or opens what is thought or said:
/// "I find it pays", "told me it was", "I know that it's".
const BEFORE_AN_OBJECT_IT: &[&str] = &[
    "to", "that", "if", "because", "cos", "when", "so", "and", "but", "or", "as", "what", "where",
    "how", "why", "whether", "though", "since", "until", "unless", "before", "after", "once",
    "while", "think", "thought", "know", "knew", "guess", "reckon", "hope", "say", "says", "said",
    "find", "found", "make", "made", "feel", "felt", "mean", "suppose", "bet", "believe", "sure",
    "glad", "afraid", "seems", "seem", "me", "you", "him", "her", "us", "them", "is", "was",
    "like", "love", "hate", "get", "got", "keep", "kept", "let", "see", "saw", "hear", "heard",
];

static CONJOINED_SUBJECT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i) so no (?:more|longer) | (?:and|but|so|because) (?:(?:on |at )?(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)s?|weekdays|weekends)(?: (?:mornings?|evenings?|nights?|afternoons?))?,? )?(?:i|i'm|i've|i'd|we|we're|we've|my|she|he|she's|he's|they|they're|they've|everyone|everyone's|everybody|everybody's) | (?:and|but) (?:(?:the|my|our|his|her|their) )?(?:[a-z]+s (?:are|were)|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:'s| is)) | so (?:(?:the|our|their|his|her|its|this|that) )?[a-z]+(?: [a-z]+)?(?:'s| (?:has|have|is|are|was|were|had|got|moved)) | (?:and|but) (?:his|her|their|our) [a-z]+(?: (?-i:[A-Z][a-z]+))?(?:'s| (?:is|was|has|had|works|lives|goes|got|does|plays|runs|drives)) | (?:and|but) (?-i:[A-Z][a-z]+)(?:'s| (?:is|was|has|had|works|lives|goes|got|does|plays|runs|drives|started|moved)) | (?:and|but) the (?:[\w-]+ )?[\w-]+(?:'s| has| have) (?:now |just |since |finally |already )?been | and (?:(?:my|the|our) )?(?:alarm|lights out|bedtime|breakfast|lunch|dinner|wake-up|wake up) (?:at|by|for|around|is|'s) | (?:ever since|since|now) (?:i|i'm|i've|we|we're|we've|my|she|he|she's|he's|they|they're|they've|(?-i:[A-Z][a-z]+)(?:'s| has| is| died| passed| left| retired| moved| started| went| lost| got))(?: |$)",
    )
    .expect("conjoined subject")
});

/// "can …", "could …", "don't have to …" after "so I", "so we": a purpose.
static SO_AS_TO: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:can|could|don't have to|didn't have to|won't have to)\b")
        .expect("so as to")
});

/// Cuts before "and I …", "but we …" without a comma: a new subject is a
/// new clause.
/// A piece of unpunctuated speech cut where a time runs into a new
/// subject ([`RUN_ON_AFTER_A_TIME`]). Punctuated, "I found out recently
/// I'm allergic" is one statement, so this is used only when the speech
/// came with no punctuation at all.
/// " I've …", " we're …": a new subject inside a piece with no comma
/// before it.
static RUN_ON_SUBJECT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i) (?:i've|i'm|i'd|i'll|we've|we're|we'd) ").expect("run-on subject")
});

/// "my flight's at six can you wake me at four": with no punctuation, a
/// request to the listener runs on from the news before it.
static RUN_ON_REQUEST: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i) (?:can|could|would|will) (?:you|u) |(?i) any (?:tips|ideas|advice|suggestions) ",
    )
    .expect("run-on request")
});

/// "I live in Bristol and drive an old Passat", "we rent in Hove and keep
/// two cats": a second deed of the speaker's, in the present, joined by
/// "and" with the subject left out. (A past one, "… and moved to Dalston",
/// is [`SECOND_DEED`]'s, read without its subject as a deed of the
/// speaker's; a bare present verb would read as an order, so the subject is
/// said again here.)
static SECOND_DEED_NOW: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?P<subject>i|we)(?:'m|'re| am| are)? .+? (?P<and>and (?:also |now |still )?)(?P<verb>live|drive|study|own|rent|teach|coach|volunteer|sing|swim|keep|share|commute|ride|attend|manage|cycle|walk|run|play|have)\b(?P<rest> \S.*)$")
        .expect("second deed")
});

/// A piece cut before a second deed of the speaker's ([`SECOND_DEED_NOW`]),
/// the subject said again: "I live in Bristol and drive a Passat" is "I
/// live in Bristol" and "I drive a Passat". Not where the first is a wish
/// or a plan ("I want to live in Spain and work remotely"), nor before
/// "have been" ("I'm vegetarian and have been for years"). "… and work at
/// Asda" is left whole: cutting it cost dev-b a check (found by turning
/// each verb off, reading only the score).
fn split_at_a_second_deed(piece: String) -> Vec<String> {
    let Some(c) = SECOND_DEED_NOW.captures(&piece) else {
        return vec![piece];
    };
    let (Some(and), Some(subject), Some(verb), Some(rest)) = (
        c.name("and"),
        c.name("subject"),
        c.name("verb"),
        c.name("rest"),
    ) else {
        return vec![piece];
    };
    let before = &piece[..and.start()];
    let lower = before.to_lowercase();
    let a_wish_or_a_plan = [
        " to ", "'d ", " would ", " could ", " might ", " will ", "'ll ", " can ", " should ",
        " must ", " want", " plan", " hope", " if ", " when ", " who ", " that ",
        // "it lets me show my creativity and share …": a deed another verb
        // governs.
        " me ", " us ",
    ]
    .iter()
    .any(|w| lower.contains(w));
    let have_been = rest
        .as_str()
        .split_whitespace()
        .next()
        .is_some_and(|w| matches!(w.to_lowercase().as_str(), "been" | "done" | "to" | "got"));
    if a_wish_or_a_plan || have_been {
        return vec![piece.clone()];
    }
    vec![
        before.trim_end().to_string(),
        format!("{} {}{}", subject.as_str(), verb.as_str(), rest.as_str()),
    ]
}

/// A piece of unpunctuated speech cut before a request to the listener
/// ([`RUN_ON_REQUEST`]) when a statement of three words or more, with a
/// verb, comes before it.
fn split_at_a_run_on_request(piece: &str) -> Vec<String> {
    match RUN_ON_REQUEST.find(piece) {
        Some(m) => {
            let before = &piece[..m.start()];
            if before.split_whitespace().count() >= 3 && has_a_verb(before) {
                vec![before.to_string(), piece[m.start() + 1..].to_string()]
            } else {
                vec![piece.to_string()]
            }
        }
        None => vec![piece.to_string()],
    }
}

fn split_at_a_run_on_time(piece: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut start = 0;
    for caps in RUN_ON_AFTER_A_TIME.captures_iter(piece) {
        let Some(subject) = caps.name("subject") else {
            continue;
        };
        let before = &piece[start..subject.start()];
        if before.split_whitespace().count() >= 3 && has_a_verb(before) {
            out.push(before.trim_end().to_string());
            start = subject.start();
        }
    }
    out.push(piece[start..].to_string());
    out
}

/// A piece of unpunctuated speech cut before a verdict on what it named
/// ([`RUN_ON_VERDICT`]), when a statement with a verb comes before it.
fn split_at_a_run_on_verdict(piece: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut start = 0;
    for caps in RUN_ON_VERDICT.captures_iter(piece) {
        let (Some(before), Some(it)) = (caps.name("before"), caps.name("it")) else {
            continue;
        };
        if BEFORE_AN_OBJECT_IT.contains(&before.as_str().to_lowercase().as_str()) {
            continue;
        }
        let said = &piece[start..it.start()];
        if said.split_whitespace().count() >= 3 && has_a_verb(said) {
            out.push(said.trim_end().to_string());
            start = it.start();
        }
    }
    out.push(piece[start..].to_string());
    out
}

/// "…, since Dad died", "…, since Marek left": someone named and what
/// befell them is news of its own, however short.
fn a_name_and_what_befell_them(part: &str) -> bool {
    let mut words = part.split_whitespace();
    let (Some(name), Some(verb), None) = (words.next(), words.next(), words.next()) else {
        return false;
    };
    name != "I"
        && name.starts_with(char::is_uppercase)
        && matches!(
            verb.trim_end_matches(['.', '!']),
            "died" | "left" | "retired" | "passed" | "moved" | "started" | "went"
        )
}

fn split_at_conjoined_subjects(piece: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut start = 0;
    for m in CONJOINED_SUBJECT.find_iter(piece) {
        // "so it's just me now": what "it" is, is the clause before.
        let after_so = m.as_str().strip_prefix(" so ").unwrap_or("");
        // "Mum's been told she's prediabetic so no more sugar in her tea":
        // what ends is still hers, said with the clause that says whose.
        if after_so.starts_with("no ")
            && piece[m.end()..]
                .split([',', '.', ';'])
                .next()
                .is_some_and(|rest| {
                    rest.split_whitespace()
                        .any(|w| matches!(w, "her" | "his" | "their" | "him" | "them"))
                })
        {
            continue;
        }
        // "so this is it" too; "so this season has been hard" names its
        // own subject.
        let pointing_at_what_was_said = |rest: &str| {
            rest.starts_with('\'')
                || [" is ", " was ", " means ", " has ", " will "]
                    .iter()
                    .any(|v| rest.starts_with(v))
        };
        if ["it", "there"].iter().any(|w| {
            after_so
                .strip_prefix(w)
                .is_some_and(|rest| rest.starts_with(['\'', ' ']))
        }) || ["that", "this"].iter().any(|w| {
            after_so
                .strip_prefix(w)
                .is_some_and(pointing_at_what_was_said)
        }) {
            continue;
        }
        // "I keep a notebook so I can remember names", "we saved up so we
        // could go to Japan": what the clause before is for, not news of
        // its own.
        if !after_so.is_empty() && SO_AS_TO.is_match(&piece[m.end()..]) {
            continue;
        }
        // "my wife and I", "my partner Jo and I": the subject before
        // "and" is not a clause.
        let before = &piece[start..m.start()];
        // "sounds like you and Max had a great time": a pronoun before
        // "and" and a name after it make one subject of both.
        let named_after = m.as_str().split_whitespace().nth(1).is_some_and(|w| {
            let bare = w.trim_end_matches("'s").to_lowercase();
            w.starts_with(char::is_uppercase)
                && w.chars().nth(1).is_some_and(char::is_lowercase)
                && !memoir_core::text::WEEKDAYS.contains(&bare.trim_end_matches('s'))
                && !memoir_core::text::MONTHS.contains(&bare.as_str())
        });
        let one_subject_of_two = named_after
            && before
                .split_whitespace()
                .last()
                .map(|w| {
                    w.trim_matches(|c: char| !c.is_alphanumeric())
                        .to_lowercase()
                })
                .is_some_and(|w| {
                    matches!(
                        w.as_str(),
                        "you" | "me" | "him" | "her" | "us" | "them" | "he" | "she" | "we" | "they"
                    )
                });
        // "My fitness has gone to pot since I cancelled the gym", "the
        // school run's a pain now Ffion's moved up to the high school":
        // news told as the reason for something else is a clause of its
        // own. "since I was little" is a time of life, not news.
        let lowered = m.as_str().to_lowercase();
        let conjunction = [" ever since ", " since ", " now "]
            .into_iter()
            .find(|w| lowered.starts_with(w));
        if let Some(conjunction) = conjunction {
            let subject_and_after = &piece[m.end() - 1..];
            let background = m
                .as_str()
                .split_whitespace()
                .last()
                .into_iter()
                .chain(subject_and_after.split_whitespace().take(2))
                .any(|w| matches!(w, "was" | "were"));
            // "since we last talked": the conversation, not news.
            let our_talk = lowered.ends_with(" we ")
                && subject_and_after.split_whitespace().take(3).any(|w| {
                    let w = w
                        .trim_matches(|c: char| !c.is_alphanumeric())
                        .to_lowercase();
                    matches!(
                        w.as_str(),
                        "talked" | "spoke" | "chatted" | "caught" | "messaged" | "texted" | "met"
                    )
                });
            // "because now I can expand": the reason of a reason.
            let after_a_conjunction = before.split_whitespace().last().is_some_and(|w| {
                matches!(
                    w.to_lowercase().as_str(),
                    "because" | "and" | "but" | "so" | "that" | "as" | "cause" | "'cause" | "or"
                )
            });
            // "Childcare's easier since …": a state said with "'s".
            let a_clause_before = before.split_whitespace().count() >= 2
                && (has_a_verb(before) || before.contains("'s "));
            // "vegan since my teens", "a nurse since my twenties": a time
            // of life with no verb is no news of its own.
            let a_time_of_life = {
                let reason = &piece[m.start() + conjunction.len() - 1..];
                !has_a_verb(&reason[..reason.find(',').unwrap_or(reason.len())])
            };
            if m.start() < start
                || background
                || a_time_of_life
                || our_talk
                || after_a_conjunction
                || !a_clause_before
            {
                continue;
            }
            out.push(before.to_string());
            start = m.start() + conjunction.len() - 1;
            // "ever since I started at the airport I've spent …": the
            // reason runs into what it explains with no comma between.
            let reason = &piece[start..];
            let reason = &reason[..reason.find(',').unwrap_or(reason.len())];
            if let Some(run_on) = RUN_ON_SUBJECT
                .find_iter(reason)
                .find(|r| reason[..r.start()].split_whitespace().count() >= 3)
            {
                out.push(reason[..run_on.start()].to_string());
                start += run_on.start() + 1;
            }
            continue;
        }
        if m.start() < start {
            continue;
        }
        // "I'm vegan and I drink …": a short state of the speaker is a
        // clause of its own too.
        // "Phil's retired and Deborah has taken over": two words with a
        // verb before a name and its verb are news of their own.
        let least = if named_after { 2 } else { 3 };
        let a_clause_before = (before.split_whitespace().count() >= least
            && has_a_verb(before)
            && !a_noun_phrase(before))
            || a_state_of_the_speaker(before)
            || a_short_news(before);
        // "My cousins, aunts and uncles are all in Cork": a list of things
        // joined by commas before "and … are" is one plural subject.
        let a_listed_subject = [" are ", " were "].iter().any(|v| m.as_str().ends_with(v))
            && before
                .rsplit_once(',')
                .is_some_and(|(_, last)| (1..=2).contains(&last.split_whitespace().count()));
        // "lights out by eleven and alarm at six": a time of the day after
        // another, each with its own verbless clause.
        let a_time_after_a_time = [
            "alarm",
            "lights out",
            "bedtime",
            "breakfast",
            "lunch",
            "dinner",
            "wake",
        ]
        .iter()
        .any(|w| m.as_str().to_lowercase().contains(w))
            && [" at ", " by ", " around "]
                .iter()
                .any(|p| before.contains(p));
        // "Don't laugh, Kai and I are back together": a name set off by a
        // comma before "and I" is the first half of the subject.
        // "Ben's gone to uni so Sue and I …": so is a name after a
        // conjunction.
        let a_name = |w: &str| {
            w.starts_with(char::is_uppercase) && w.chars().nth(1).is_some_and(char::is_lowercase)
        };
        let and_i = m.as_str().eq_ignore_ascii_case(" and i ");
        let after_a_comma = before.rsplit_once(", ").filter(|(_, last)| {
            let mut words = last.split_whitespace();
            matches!((words.next(), words.next()), (Some(w), None) if a_name(w))
        });
        let after_a_conjunction = before.rsplit_once(' ').filter(|(head, last)| {
            a_name(last)
                && [" so", " but", " because", " and"]
                    .iter()
                    .any(|c| head.ends_with(c))
        });
        // "I should say Oscar and I have separated", "Oscar and I have
        // split": a name alone, or after a word that frames what follows,
        // is the first half of the subject too.
        let a_name_framed = and_i
            && match before.trim_end().rsplit_once(' ') {
                None => a_name(before.trim()),
                Some((head, last)) => {
                    let head = head.to_lowercase();
                    a_name(last)
                        && ["say", "mention", "that", "guess what", "news is", "so yeah"]
                            .iter()
                            .any(|w| head.ends_with(w))
                }
            };
        if a_name_framed {
            continue;
        }
        if and_i && after_a_comma.is_some() {
            // What came before the comma is a clause of its own.
            if let Some((head, _)) = after_a_comma {
                if !head.trim().is_empty() {
                    out.push(head.to_string());
                    start += head.len() + 2;
                }
            }
            continue;
        }
        if let Some((head, _)) = after_a_conjunction.filter(|_| and_i) {
            // What came before the conjunction is a clause of its own.
            if let Some((head, _)) = head.rsplit_once(' ') {
                if head.split_whitespace().count() >= 2 && has_a_verb(head) {
                    out.push(head.to_string());
                    start += head.len() + 1;
                }
            }
            continue;
        }
        if (a_clause_before || a_time_after_a_time) && !one_subject_of_two && !a_listed_subject {
            out.push(piece[start..m.start()].to_string());
            start = m.start() + 1;
        }
    }
    out.push(piece[start..].to_string());
    // "I've started at a bakery and moved to Dalston": a second thing the
    // speaker did, said without "I" again, is a clause of its own.
    if let Some(first) = out.first().filter(|f| {
        ["i ", "i've ", "i'd ", "we ", "we've ", "we'd "]
            .iter()
            .any(|p| starts_with_ignoring_case(f.trim_start(), p))
    }) {
        if let Some(m) = SECOND_DEED.find(first) {
            let (head, tail) = (
                first[..m.start()].to_string(),
                first[m.start() + 5..].to_string(),
            );
            if head.split_whitespace().count() >= 3 {
                out.splice(0..1, [head, tail]);
            }
        }
    }
    out
}

/// "Baby's here", "Mum's home", "exam's done": two words that are news of
/// their own before "and I …". So is a short state said to be so now
/// ("the kitchen's sage green now", "Dad's retired now", "the van's
/// electric nowadays").
fn a_short_news(part: &str) -> bool {
    let lower = lower_words(part);
    if (3..=6).contains(&lower.len())
        && matches!(lower.last().map(String::as_str), Some("now" | "nowadays"))
        && lower[..2].iter().any(|w| w.len() > 2 && w.ends_with("'s"))
    {
        return true;
    }
    let mut words = part.split_whitespace();
    match (words.next(), words.next(), words.next()) {
        (Some(who), Some(how), None) => {
            let how = how
                .to_lowercase()
                .trim_matches(|c: char| !c.is_alphanumeric())
                .to_string();
            // "Phil's retired", "Sam left": someone's life moved on.
            let a_life_verb = matches!(
                how.as_str(),
                "retired" | "left" | "quit" | "moved" | "died" | "resigned" | "emigrated"
            );
            let named = who.starts_with(char::is_uppercase)
                && who.chars().nth(1).is_some_and(char::is_lowercase);
            (who.to_lowercase().ends_with("'s")
                && (a_life_verb
                    || matches!(
                        how.as_str(),
                        "here"
                            | "home"
                            | "back"
                            | "born"
                            | "gone"
                            | "over"
                            | "done"
                            | "sorted"
                            | "out"
                            // "Ankle's healed": a hurt better.
                            | "healed"
                            | "mended"
                            // "Crete's cancelled, …": a plan or a thing ended.
                            | "cancelled"
                            | "canceled"
                            | "postponed"
                            | "scrapped"
                            | "closed"
                            | "sold"
                    )))
                || (named && a_life_verb)
        }
        _ => false,
    }
}

/// "and my teammates", "the kids": a thing or people named with "my" or
/// "the" and nothing done, after a conjunction if any — the first half
/// of a subject shared with "and I".
fn a_noun_phrase(piece: &str) -> bool {
    let words = lower_words(piece);
    let words = match words.first().map(String::as_str) {
        Some("and" | "but" | "so" | "then") => &words[1..],
        _ => &words[..],
    };
    matches!(
        words.first().map(String::as_str),
        Some("my" | "our" | "the" | "his" | "her" | "their")
    ) && (2..=4).contains(&words.len())
        && words[1..].iter().all(|w| {
            !w.ends_with("ed")
                && !w.ends_with("ing")
                && !w.contains('\'')
                && !crate::person::a_past_form_or_modal(w)
                && !matches!(
                    w.as_str(),
                    "is" | "are" | "was" | "were" | "has" | "have" | "do" | "does"
                )
        })
}

/// " and moved", " and started", …: a second past deed of one subject.
static SECOND_DEED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i) and (?:moved|started|joined|left|quit|bought|sold|switched|changed|took up|got (?:a|an|engaged|married|promoted))\b")
        .expect("second deed")
});

/// Whether any word of the clause can be its verb: an auxiliary or a
/// modal, a contraction, a word after a subject pronoun, or a word shaped
/// like a verb ("-ed", "-ing", a third-person "-s"). Generous on purpose:
/// a plural noun counts, so only clauses with no verb at all fail.
pub fn has_a_verb(clause: &str) -> bool {
    verb_in(clause, true)
}

/// Whether a word of the clause is surely a verb: an auxiliary, a modal,
/// a common verb, a contraction or a word after a subject pronoun — no
/// guess by shape, so "No worries" and "Sure thing" have none.
pub fn has_a_plain_verb(clause: &str) -> bool {
    verb_in(clause, false)
}

fn verb_in(clause: &str, by_shape: bool) -> bool {
    const VERBS: &[&str] = &[
        "is", "are", "was", "were", "am", "be", "been", "has", "have", "had", "do", "does", "did",
        "will", "would", "can", "could", "should", "shall", "may", "might", "must", "gotta",
        "gonna", "wanna", "got", "get", "go", "went", "made", "make", "took", "take", "ran", "run",
        "won", "lost", "left", "put", "let", "keep", "kept", "feel", "felt", "love", "like",
        "hate", "want", "need", "know", "knew", "think", "thought", "saw", "see", "came", "come",
        "gave", "give", "told", "said", "bought", "sold", "found", "met", "began", "begun",
        "spent", "paid", "sent", "drove", "wrote", "read", "grew", "born", "gone", "done", "seen",
        "grown", "known", "taken", "given", "broken", "quit",
    ];
    const SUBJECTS: &[&str] = &["i", "we", "you", "they", "he", "she", "it", "who"];
    let words: Vec<String> = clause
        .split_whitespace()
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'')
                .to_lowercase()
                .replace('’', "'")
        })
        .filter(|w| !w.is_empty())
        .collect();
    words.iter().enumerate().any(|(i, w)| {
        let after_subject = i > 0 && SUBJECTS.contains(&words[i - 1].as_str());
        let contracted = ["'re", "'m", "'ve", "'ll", "'d", "n't"]
            .iter()
            .any(|c| w.ends_with(c))
            || (w.ends_with("'s")
                && (SUBJECTS.contains(&w.trim_end_matches("'s"))
                    || matches!(w.as_str(), "that's" | "there's" | "here's" | "what's")
                    || words.get(i + 1).is_some_and(|next| {
                        matches!(
                            next.as_str(),
                            "a" | "an"
                                | "the"
                                | "so"
                                | "very"
                                | "really"
                                | "not"
                                | "still"
                                | "just"
                                | "always"
                                | "never"
                                | "been"
                                | "got"
                                | "off"
                                | "back"
                                | "in"
                                | "on"
                                | "at"
                                | "now"
                                | "also"
                                | "finally"
                                // "my girlfriend's vegetarian": a state.
                                | "vegetarian"
                                | "vegan"
                                | "pregnant"
                                | "allergic"
                                | "ill"
                                | "sick"
                                | "fine"
                                | "home"
                                | "away"
                                | "retired"
                                | "married"
                                | "engaged"
                                | "single"
                                | "coeliac"
                                | "diabetic"
                                | "better"
                                | "due"
                        ) || next.ends_with("ing")
                            || next.ends_with("ed")
                    })));
        let shaped = by_shape
            && ((w.len() > 3 && w.ends_with("ed"))
                || (w.len() > 4 && w.ends_with("ing"))
                || (i > 0
                    && w.len() > 3
                    && w.ends_with('s')
                    && !["ss", "ness", "ous", "ics", "is", "us", "'s"]
                        .iter()
                        .any(|e| w.ends_with(e))));
        VERBS.contains(&w.as_str()) || after_subject || contracted || shaped
    })
}

/// `piece` carried on by `more`, after a comma in place of its closing
/// stop.
fn join_to(piece: &mut String, more: &str) {
    let kept = piece.trim_end_matches(['.', '!', ';']).len();
    piece.truncate(kept);
    piece.push_str(", ");
    piece.push_str(more);
}

/// Whether `part` is a thing described with no verb of its own: "a little
/// girl called Noor", "a red Fiat, nearly new". A name given with "called"
/// or "named" is no verb.
fn a_thing_described_alone(part: &str) -> bool {
    if !(starts_with_ignoring_case(part, "a ") || starts_with_ignoring_case(part, "an ")) {
        return false;
    }
    let head = part.split(',').next().unwrap_or(part);
    // "A girl called Ama has taken his room": the name goes on to a verb
    // of its own, and the sentence stands alone.
    let (head, named_on) = [" called ", " named "]
        .iter()
        .find_map(|w| {
            head.find(w).map(|at| {
                // The name stays first: a word shaped like a verb counts
                // only after another.
                (&head[..at], &head[at + w.len()..])
            })
        })
        .unwrap_or((head, ""));
    !head.ends_with('?') && !has_a_verb(head) && !has_a_verb(named_on)
}

/// Whether `text` opens with `prefix` (ASCII), in any case, without
/// lower-casing the whole of it.
/// Whether `text` opens with the speaker as subject: "I …", "we've …".
pub fn opens_with_the_speaker(text: &str) -> bool {
    ["i ", "i'm ", "i've ", "we ", "we're ", "we've "]
        .iter()
        .any(|p| starts_with_ignoring_case(text, p))
}

pub fn starts_with_ignoring_case(text: &str, prefix: &str) -> bool {
    text.as_bytes()
        .get(..prefix.len())
        .is_some_and(|head| head.eq_ignore_ascii_case(prefix.as_bytes()))
}

/// Whether `text` holds `needle`, ASCII case aside, with no lowercased
/// copy: the test most clauses fail before a pattern is tried on them.
pub fn contains_ignoring_case(text: &str, needle: &str) -> bool {
    needle.is_empty()
        || text
            .as_bytes()
            .windows(needle.len())
            .any(|w| w.eq_ignore_ascii_case(needle.as_bytes()))
}

/// The lowercase words of a clause.
pub fn clause_words(clause: &str) -> Vec<String> {
    let mut out = Vec::new();
    memoir_core::text::for_each_word(clause, |w| out.push(w.to_string()));
    out
}

/// "I'm 34, I work in insurance": someone and a number is a clause of its
/// own, however short.
fn an_age_said_alone(part: &str) -> bool {
    let mut words = part.split_whitespace();
    let (Some(who), Some(n), None) = (words.next(), words.next(), words.next()) else {
        return false;
    };
    matches!(
        who.to_lowercase().replace('\u{2019}', "'").as_str(),
        "i'm" | "she's" | "he's" | "we're" | "they're"
    ) && memoir_core::text::number(n.trim_end_matches([',', '.', '!'])).is_some()
}

/// "it's pecans I react to", "it was Leeds we moved to, not Bradford",
/// "it's Thursdays I swim now": the thing put first for weight, then the
/// speaker and the verb it belongs to.
static CLEFT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?i:it(?:'s| is| was)) (?P<x>[\w'-]+(?: [\w'-]+){0,2}?) (?:that )?(?P<subj>(?-i:I|I'm|I've|we|we're|we've)) (?P<verb>[a-z]+(?: (?:to|with|at|for|in|on|from|about|of|into|over|after))?)(?P<rest>(?: (?:now|these days|nowadays|really|actually))?(?:[,.;!].*)?)$")
        .expect("cleft")
});

static SLIP_OWNED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"^(?i:sorry|oops|whoops),\s+(?P<next>(?i:it's|it is|that's|that should be|the|my|our)\s)",
    )
    .expect("slip owned")
});

/// "a Superb not an Octavia", "Hove not Brighton": a name and the name it
/// is not, said with the comma speech leaves out.
static NAME_NOT_NAME: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?P<a>\b(?-i:[A-Z])[\w'-]+) not (?P<b>(?:an? |the )?(?-i:[A-Z])[\w'-]+)")
        .expect("name not name")
});

/// Words that make "it's X I Y" no cleft: "it's something I love" says
/// nothing; "it's fine I think" is a hedge.
const NO_CLEFT_AFTER_IT: &[&str] = &[
    "something",
    "anything",
    "nothing",
    "everything",
    "what",
    "that",
    "this",
    "one",
    "all",
    "not",
    "just",
    "only",
    "so",
    "too",
    "really",
    "very",
    "been",
    "got",
    "the",
    "how",
    "why",
    "where",
    "when",
    "who",
    "because",
    "like",
    "fine",
    "ok",
    "okay",
    "true",
];
/// Verbs of saying and thinking: "it's late I think" is a hedge, no
/// cleft.
const NO_CLEFT_VERB: &[&str] = &[
    "think", "guess", "reckon", "suppose", "know", "mean", "hope", "believe", "bet", "feel",
    "said", "say", "told", "swear", "promise", "admit", "imagine", "expect", "suspect", "agree",
];

/// The clause said plainly when it is a cleft (see [`CLEFT`]).
fn said_without_the_cleft(clause: &str) -> Option<String> {
    if !starts_with_ignoring_case(clause, "it") {
        return None;
    }
    let c = CLEFT.captures(clause)?;
    let x = &c["x"];
    let first = x.split(' ').next().unwrap_or_default().to_lowercase();
    let verb = c["verb"].split(' ').next().unwrap_or_default();
    if NO_CLEFT_AFTER_IT.contains(&first.as_str())
        || NO_CLEFT_VERB.contains(&verb)
        || x.ends_with("'s")
    {
        return None;
    }
    Some(format!("{} {} {x}{}", &c["subj"], &c["verb"], &c["rest"]))
}

/// A clause without hesitation sounds, fillers and leading interjections.
pub fn clean(clause: &str) -> String {
    let without = FILLERS.replace_all(clause, "");
    let without = if ["loving", "enjoying", "liking"]
        .iter()
        .any(|w| without.contains(w))
    {
        std::borrow::Cow::Owned(AND_LOVING_IT.replace_all(&without, "").into_owned())
    } else {
        without
    };
    // "I love tea, honestly." without its filler ends in ", .".
    let without = COMMA_BEFORE_STOP.replace_all(&without, "$stop$stop2");
    let without = A_COMMENT_AFTER.replace(&without, "$stop");
    let without = ASIDE_AFTER_A_CONJUNCTION.replace(&without, "");
    let trimmed = without.trim().trim_matches(|c| c == ',' || c == ' ');
    let opened = OPENERS.replace(trimmed, "");
    let opened = NEWS_SAVED_UP.replace(opened.trim_start(), "$rest");
    // "sorry, it's a Corsa", "oops, my flat's 14": a slip owned before the
    // thing put right ("sorry I went quiet" is an apology, read as one).
    let opened = SLIP_OWNED.replace(&opened, "$next");
    let opened = ONLY_THIS_LEFT.replace(&opened, "it's just $left now");
    let opened = reply_said_whole(&opened).map_or(opened, std::borrow::Cow::Owned);
    let opened = ME_THEN_I.replace(&opened, "$i$who");
    let opened = said_without_the_cleft(&opened).map_or(opened, std::borrow::Cow::Owned);
    let opened = NAME_NOT_NAME.replace_all(&opened, "$a, not $b");
    let opened = OWN_THING_SAID_BARE.replace(&opened, |c: &regex::Captures<'_>| {
        format!("my {}{}", c["thing"].to_lowercase(), &c["verb"])
    });
    let opened = THE_PROJECT_FINISHED.replace(&opened, "my $thing$verb $how");
    let out = opened
        .trim()
        .trim_matches(|c| c == ',' || c == ' ')
        .to_string();
    // "…, so" and other dangling connectives at the end; "…, oh" before an
    // "and" that began the next clause.
    out.trim_end_matches(" and")
        .trim_end_matches(" but")
        .trim_end_matches(" so")
        .trim_end_matches(", oh")
        .trim_end_matches(", ah")
        .trim()
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn news_told_as_the_reason_for_something_else_is_a_clause_of_its_own() {
        assert_eq!(
            clauses("My back's been awful since I swapped to the standing desk"),
            vec!["My back's been awful", "I swapped to the standing desk"]
        );
        assert_eq!(
            clauses("Mornings are chaos now Leo's started at the big school"),
            vec!["Mornings are chaos", "Leo's started at the big school"]
        );
        assert_eq!(
            clauses("ever since I took the warehouse job I've barely slept"),
            vec!["ever since I took the warehouse job I've barely slept"]
        );
        assert_eq!(
            clauses("Sleep is rubbish ever since I went on nights I've been a zombie"),
            vec!["Sleep is rubbish", "I went on nights", "I've been a zombie"]
        );
        // Someone named, then what befell them.
        for (said, news) in [
            (
                "Gran's been on her own in Whitby since Grandad died",
                "Grandad died",
            ),
            ("the shop's been quiet since Marek left", "Marek left"),
            ("Nan is much brighter since Val moved in", "Val moved in"),
        ] {
            assert_eq!(
                clauses(said).last().map(String::as_str),
                Some(news),
                "{said}"
            );
        }
        // A time of life and the conversation itself are no news.
        for said in [
            "I've loved horses since I was little",
            "It's been a mad week since we last talked",
            "I'm veggie, since my teens",
            "she's been a carer since my dad's stroke",
            "we've had allotments since our first year here",
        ] {
            assert_eq!(clauses(said).len(), 1, "{said}");
        }
    }

    #[test]
    fn a_phrase_said_twice_in_a_row_is_said_once() {
        for (said, meant) in [
            (
                "my brother my brother Sean has a van",
                "my brother Sean has a van",
            ),
            ("I've, I've booked the venue", "I've booked the venue"),
            ("we erm we sold the caravan", "we sold the caravan"),
            ("so it's it's a Vauxhall now", "so it's a Vauxhall now"),
            ("I've — I've sold the van", "I've sold the van"),
            ("we, we're moving to Derby", "we're moving to Derby"),
            (
                "we actually, we moved to Hove",
                "actually, we moved to Hove",
            ),
            ("she just, she's quit the band", "just, she's quit the band"),
            ("I honestly, I gave it up", "honestly, I gave it up"),
            ("we actually um we sold it", "actually we sold it"),
            ("I just, like, left it there", "I just left it there"),
            (
                "the Niss— the Nissan failed its MOT",
                "the Nissan failed its MOT",
            ),
            ("I — I'm back at college", "I'm back at college"),
            (
                "Hannah and me, we're not together now",
                "Hannah and I are not together now",
            ),
            ("me and Raj, we split in May", "Raj and I split in May"),
            (
                "Yeah so Theo and me, we've sold the boat",
                "Yeah so Theo and I have sold the boat",
            ),
            (
                "My birthday's, um, it's the 3rd of June",
                "My birthday's the 3rd of June",
            ),
            (
                "our landlord's — it's Mr Patel now",
                "our landlord's Mr Patel now",
            ),
            ("the new bus's, it's the 42", "the new bus's the 42"),
        ] {
            assert_eq!(without_disfluencies(said), meant, "{said}");
        }
        // English says some words twice on purpose.
        for said in [
            "bye bye for now",
            "she had had enough of the job",
            "she left — left for good this time",
            "we — well, they — split the bill",
        ] {
            assert_eq!(without_disfluencies(said), said);
        }
    }

    #[test]
    fn a_start_given_up_gives_way_to_the_new_one() {
        for (said, meant) in [
            (
                "I teach at, well, I'm a lecturer at Keele",
                "I'm a lecturer at Keele",
            ),
            ("we bought a, it's, a Vauxhall", "we bought a Vauxhall"),
            (
                "Oh. He's, he works nights at the depot.",
                "Oh. he works nights at the depot.",
            ),
            (
                "she's called — Mabel, after my nan",
                "she's called Mabel, after my nan",
            ),
            (
                "Dylan's at, — he's moved to the academy",
                "he's moved to the academy",
            ),
            (
                "I work at — at the garden centre",
                "I work at the garden centre",
            ),
            ("I report to, um — Maya, Maya Cole", "I report to Maya Cole"),
        ] {
            assert_eq!(without_disfluencies(said), meant, "{said}");
        }
        for said in [
            "the people I work with, they're lovely",
            "I sold it, it was old",
            "Dinner at 7.30, then bed.",
            "Keto's done with, I was miserable",
            "I'm finished with, honestly, the lot of them",
            "Nadia's through with, frankly, the whole dating thing",
        ] {
            assert_eq!(without_disfluencies(said), said);
        }
    }

    #[test]
    fn someone_and_a_number_opening_a_sentence_is_a_clause_of_its_own() {
        for (said, first) in [
            ("I'm 34, I work in insurance in Croydon.", "I'm 34"),
            ("she's nine, she loves gymnastics", "she's nine"),
            ("He's 70, and he still runs marathons", "He's 70"),
        ] {
            let c = clauses(said);
            assert_eq!(c[0].trim_end_matches([',', '.']), first, "{said}: {c:?}");
            assert!(c.len() > 1, "{said}: {c:?}");
        }
    }

    #[test]
    fn an_aside_to_the_listener_at_the_end_leaves_the_statement_whole() {
        for (said, kept) in [
            (
                "I'm allergic to penicillin, just so you know.",
                "I'm allergic to penicillin",
            ),
            (
                "We've split up, for the record. It's fine.",
                "We've split up",
            ),
            (
                "my name's Oksana, in case you were wondering",
                "my name's Oksana",
            ),
            // With what it is for: "… just so you know if I ask".
            (
                "I'm allergic to latex just so you know if I ask about gloves",
                "I'm allergic to latex",
            ),
            (
                "we've got a dog now, fyi in case you suggest holidays",
                "we've got a dog now",
            ),
            (
                "I'm vegan, just so you're aware for when you suggest recipes.",
                "I'm vegan",
            ),
            // A shrug at the end says nothing more.
            ("I'm on decaf now, but there we are.", "I'm on decaf now"),
            ("the job's gone, so there you go", "the job's gone"),
            (
                "we're skint till payday, such is life!",
                "we're skint till payday",
            ),
        ] {
            let c = clauses(said);
            assert_eq!(c[0].trim_end_matches(['.', '!']), kept, "{said}: {c:?}");
        }
    }

    #[test]
    fn a_thing_with_its_s_after_a_comma_starts_a_clause_unless_it_leans_back() {
        for said in [
            "the physio's happy, knee's fine now",
            "we went to Ikea, flat's looking great",
            "I dropped the kids off, car's making a noise again",
        ] {
            assert_eq!(clauses(said).len(), 2, "{said}");
        }
        for said in [
            "they renumbered the lockers, mine's 87 now",
            "we looked at three flats, one's right by the park",
        ] {
            assert_eq!(clauses(said).len(), 1, "{said}");
        }
    }

    #[test]
    fn a_second_deed_of_the_speakers_after_and_is_a_clause_with_its_subject_said_again() {
        for (said, first, second) in [
            (
                "I live in Bristol and drive an old Passat",
                "I live in Bristol",
                "I drive an old Passat",
            ),
            (
                "we rent a flat in Hove and keep two rabbits",
                "we rent a flat in Hove",
                "we keep two rabbits",
            ),
            (
                "I'm a nurse and also teach first aid at weekends",
                "I'm a nurse",
                "I teach first aid at weekends",
            ),
        ] {
            let c = clauses(said);
            assert_eq!(c.len(), 2, "{said}: {c:?}");
            assert_eq!(c[0].trim_end_matches('.'), first, "{said}");
            assert_eq!(c[1].trim_end_matches('.'), second, "{said}");
        }
        for said in [
            "I want to live in Spain and work remotely",
            "I'm vegetarian and have been for years",
            "I love fish and chips",
            "we'd like to buy a house and have kids",
            "I'm into dance because it lets me express myself and share my joy",
        ] {
            assert_eq!(clauses(said).len(), 1, "{said}");
        }
    }

    #[test]
    fn a_thing_said_without_the_after_a_comma_starts_a_clause_of_its_own() {
        for said in [
            "I'm an auditor at a mid-size firm, year end is chaos",
            "we moved to Bristol, council tax was way higher",
            "I'm on nights at the depot, night pay is better though",
            "I gave up the car, the eyes aren't good enough now",
        ] {
            assert_eq!(clauses(said).len(), 2, "{said}");
        }
        for said in [
            "I'd love to come, thing is I'm working that day",
            "we looked at two vans, both are too small",
            "I got three quotes, none were under a grand",
        ] {
            assert_eq!(clauses(said).len(), 1, "{said}");
        }
    }

    #[test]
    fn a_thing_described_alone_belongs_to_the_sentence_before() {
        for (said, whole) in [
            (
                "Priya had her baby! A little boy called Arjun, eight pounds.",
                "Priya had her baby, a little boy called Arjun",
            ),
            (
                "We finally got a dog. A rescue lurcher named Olive.",
                "We finally got a dog, a rescue lurcher named Olive",
            ),
            (
                "I bought a car last week. An old Mazda, ten years old.",
                "I bought a car last week, an old Mazda",
            ),
        ] {
            let c = clauses(said);
            assert!(c[0].starts_with(whole), "{said}: {c:?}");
        }
        // A sentence with a verb of its own stands alone, after a name too.
        for alone in [
            "I got a job. A friend of mine moved to Leeds.",
            "Jed moved out. A lad called Oli has his room now.",
            "We lost the cat. A kitten named Fig arrived in May.",
            "Our boss left. A woman called Dee runs it now.",
        ] {
            assert_eq!(clauses(alone).len(), 2, "{alone}");
        }
    }

    #[test]
    fn another_deed_of_the_speaker_after_a_comma_starts_a_clause() {
        for (said, second) in [
            (
                "I have joined Wipro, shifted to Chennai also",
                "shifted to Chennai",
            ),
            (
                "we sold the van, bought a camper instead",
                "bought a camper",
            ),
            (
                "I quit the band, started lessons in jazz piano",
                "started lessons",
            ),
            (
                "I'm on black coffee now, can't do milk anymore",
                "can't do milk",
            ),
        ] {
            let c = clauses(said);
            assert_eq!(c.len(), 2, "{said}: {c:?}");
            assert!(c[1].starts_with(second), "{said}: {c:?}");
        }
        // What describes someone just named is no deed of the speaker's.
        for said in [
            "I met Sarah, married with two kids",
            "I work with Tom, based in Leeds",
            // An adjective in "-ed" before its noun is no deed either.
            "I like long, detailed answers with examples",
            "we have spicy, smoked sausage on Sundays",
            "I prefer short, structured notes",
        ] {
            assert_eq!(clauses(said).len(), 1, "{said}");
        }
    }

    #[test]
    fn someone_named_by_their_role_after_a_comma_starts_a_clause() {
        for (said, second) in [
            (
                "I'm off dairy now, doctor said it might help my skin",
                "doctor said",
            ),
            (
                "we're moving out in May, landlord wants the flat back",
                "landlord wants",
            ),
            (
                "I've stopped running, physio reckons my knee needs rest",
                "physio reckons",
            ),
        ] {
            let c = clauses(said);
            assert_eq!(c.len(), 2, "{said}: {c:?}");
            assert!(c[1].starts_with(second), "{said}: {c:?}");
        }
    }

    #[test]
    fn a_filler_at_the_end_takes_its_comma_with_it() {
        assert_eq!(clean("I love tea, honestly."), "I love tea.");
        for (said, news) in [
            (
                "It's all green tea now, weirdly.",
                "It's all green tea now.",
            ),
            ("we got a puppy, funnily enough!", "we got a puppy!"),
            (
                "I'm in Hull now, of all places",
                "I'm in Hull now, of all places",
            ),
            ("She's a vegan now, believe it or not", "She's a vegan now"),
        ] {
            assert_eq!(clean(said), news, "{said}");
        }
        assert_eq!(
            clean("we're moving to Leeds, basically!"),
            "we're moving to Leeds!"
        );
        assert_eq!(clean("she's a vet, literally."), "she's a vet.");
        for (said, news) in [
            (
                "Jed finally moved out, thank god.",
                "Jed finally moved out.",
            ),
            ("the cast is off, thank goodness!", "the cast is off!"),
            ("we sold the van, thankfully", "we sold the van"),
        ] {
            assert_eq!(clean(said), news, "{said}");
        }
        assert_eq!(clean("quit the dentist lol."), "quit the dentist.");
        assert_eq!(clean("new job tbh!"), "new job!");
    }

    #[test]
    fn a_word_searched_for_aloud_is_a_pause_and_not_a_clause() {
        for (said, meant) in [
            ("I'm a, what's the word, a sous chef", "I'm a sous chef"),
            (
                "we live off the, what do you call it, the ring road",
                "we live off the ring road",
            ),
            (
                "she's a, what's it called, a phlebotomist now",
                "she's a phlebotomist now",
            ),
        ] {
            assert_eq!(without_disfluencies(said), meant, "{said}");
        }
        // A question of the speaker's own is no pause.
        let asked = "I've got a new job, what do you call it when you work from home";
        assert_eq!(without_disfluencies(asked), asked);
    }

    #[test]
    fn a_filler_before_a_repair_keeps_the_comma_the_repair_is_read_by() {
        for (said, kept) in [
            (
                "we've got three, uh, no, two cats",
                "we've got three, no, two cats",
            ),
            (
                "choir's on Tuesday, um, sorry, Wednesday",
                "choir's on Tuesday, sorry, Wednesday",
            ),
            (
                "I work at the Leeds, er, wait, the Bradford branch",
                "I work at the Leeds, wait, the Bradford branch",
            ),
        ] {
            assert_eq!(without_disfluencies(said), kept, "{said}");
        }
        assert_eq!(
            without_disfluencies("Jo's, um, moved up a set"),
            "Jo's moved up a set"
        );
    }

    #[test]
    fn you_know_is_a_filler_only_as_an_aside() {
        assert_eq!(clean("you know, I love it here"), "I love it here");
        assert_eq!(clean("it's hard, you know"), "it's hard");
        for kept in [
            "I'll let you know once I've read it",
            "did you know my gran was a pilot",
            "you know my sister Ana",
        ] {
            assert!(clean(kept).contains("you know"), "{kept}");
        }
    }

    #[test]
    fn what_has_ended_keeps_the_short_sentence_after_it_apart() {
        for said in [
            "No more footy. Knees.",
            "no more late shifts. Thank god.",
            "No more dairy! Doctor's orders.",
        ] {
            let found = clauses(said);
            assert_eq!(found.len(), 2, "{said}: {found:?}");
            assert!(!found[0].contains(','), "{said}: {found:?}");
        }
        // A short sentence after any other is still more of it.
        assert_eq!(clauses("We moved house. Last March.").len(), 1);
    }

    #[test]
    fn a_pause_or_a_repeated_word_is_not_a_clause_boundary() {
        for (said, whole) in [
            (
                "my cousin's, um, gone back to Perth",
                "my cousin's gone back to Perth",
            ),
            ("we've, uh, sold the caravan", "we've sold the caravan"),
            (
                "could you, like, drop my old number",
                "could you drop my old number",
            ),
            ("it's on the, the second shelf", "it's on the second shelf"),
            ("I, I passed my driving test", "I passed my driving test"),
            (
                "we're in the, the, the new office now",
                "we're in the new office now",
            ),
            (
                "she's, er, she's at Leeds doing law",
                "she's at Leeds doing law",
            ),
            ("we got the the bigger flat", "we got the bigger flat"),
        ] {
            assert_eq!(clauses(said), vec![whole], "{said}");
        }
        // Two different words across a comma are a list or two clauses.
        assert_eq!(clauses("I like it, it suits me").len(), 2);
        assert_eq!(
            clauses("I drove the van, van's knackered now"),
            vec!["I drove the van", "my van's knackered now"]
        );
        assert_eq!(
            clauses("we bought apples, pears and plums"),
            vec!["we bought apples, pears and plums"]
        );
    }

    #[test]
    fn a_comma_before_a_new_subject_starts_a_clause() {
        assert_eq!(
            clauses("we got a puppy, she's a spaniel cross"),
            vec!["we got a puppy", "she's a spaniel cross"]
        );
        assert_eq!(
            clauses("the office is fine, I'm just worn out"),
            vec!["the office is fine", "I'm just worn out"]
        );
        assert_eq!(
            clauses("the cottage is tiny, it's got a wood stove though"),
            vec!["the cottage is tiny", "it's got a wood stove though"]
        );
        // A second thing the speaker did, without "I" again.
        for (said, second) in [
            (
                "I've started a job at a bakery and moved to Dalston too",
                "moved to Dalston too",
            ),
            (
                "we sold the flat in March and bought a boat",
                "bought a boat",
            ),
            (
                "I quit the choir and joined a running club",
                "joined a running club",
            ),
        ] {
            assert_eq!(
                clauses(said).last().map(String::as_str),
                Some(second),
                "{said}"
            );
        }
        // Said of someone else, or with one verb, it stays whole.
        assert_eq!(clauses("my sister started uni and moved to Leeds").len(), 1);
        assert_eq!(clauses("I like salt and vinegar crisps").len(), 1);
        // What the speaker does, said after a comma without "I'm".
        for (said, doing) in [
            ("I'm in halls at York, doing history", "doing history"),
            (
                "we're in Leith now, working from home mostly",
                "working from home mostly",
            ),
            (
                "I'm at the Royal, training as a midwife",
                "training as a midwife",
            ),
        ] {
            assert_eq!(
                clauses(said).last().map(String::as_str),
                Some(doing),
                "{said}"
            );
        }
        // Said of someone else, it stays with them.
        assert_eq!(clauses("my sister's in Leeds, working at the BBC").len(), 1);
        // However short, what has ended, said as an aside.
        for said in [
            "we're on days now, no more nights",
            "it's a semi in Hove, no more renting",
            "I work from home, no more commute",
        ] {
            assert!(
                clauses(said)
                    .last()
                    .is_some_and(|c| c.starts_with("no more")),
                "{said}"
            );
        }
        // However short, a person and what they are.
        for (said, second) in [
            ("I had her birthday wrong, she's thirty", "she's thirty"),
            ("my grandad's still driving, he's 88", "he's 88"),
            ("Maya's back from Peru, she is vegan", "she is vegan"),
        ] {
            assert_eq!(
                clauses(said).last().map(String::as_str),
                Some(second),
                "{said}"
            );
        }
    }

    #[test]
    fn what_the_speaker_is_said_short_before_anothers_news_is_a_clause_of_its_own() {
        for (said, first, second) in [
            (
                "I'm vegan, my partner eats everything.",
                "I'm vegan",
                "my partner eats",
            ),
            (
                "I'm single, my sister's married.",
                "I'm single",
                "my sister's married",
            ),
            (
                "We're retired, our son runs the farm now.",
                "We're retired",
                "our son runs",
            ),
            (
                "I'm vegetarian but my husband eats everything",
                "I'm vegetarian",
                "my husband eats",
            ),
        ] {
            let c = clauses(said);
            assert_eq!(c.len(), 2, "{said}: {c:?}");
            assert!(
                c[0].starts_with(first) && c[1].starts_with(second),
                "{said}: {c:?}"
            );
        }
        // How firmly it is said is no clause at all.
        for (said, only) in [
            ("I'm telling you, my boss hates me.", "my boss hates me"),
            (
                "I'm not kidding, our Dave's moved to Spain.",
                "our Dave's moved",
            ),
            ("I'm sure, my sister lives in Hove.", "my sister lives"),
        ] {
            let c = clauses(said);
            assert_eq!(c.len(), 1, "{said}: {c:?}");
            assert!(c[0].starts_with(only), "{said}: {c:?}");
        }
    }

    #[test]
    fn a_conjunction_after_a_comma_starts_a_clause() {
        assert_eq!(
            clauses("I used to cycle to work, but now I take the tram"),
            vec!["I used to cycle to work", "now I take the tram"]
        );
        // A request after news is a clause of its own.
        assert_eq!(
            clauses("we split up in May, please don't keep anything about Jade"),
            vec![
                "we split up in May",
                "please don't keep anything about Jade"
            ]
        );
        assert_eq!(
            clauses("a flat white, please"),
            vec!["a flat white, please"]
        );
    }

    #[test]
    fn only_the_tail_of_a_question_is_the_question() {
        assert_eq!(
            clauses("I'm in Galway until Sunday, any good pubs?"),
            vec!["I'm in Galway until Sunday", "any good pubs?"]
        );
        assert_eq!(
            clauses("we went vegetarian last month, could you suggest a curry?"),
            vec![
                "we went vegetarian last month",
                "could you suggest a curry?"
            ]
        );
        assert_eq!(
            clauses("my daughter turns six in May, what should we plan?"),
            vec!["my daughter turns six in May", "what should we plan?"]
        );
    }

    #[test]
    fn short_fragments_stay_with_the_clause_before() {
        assert_eq!(
            clauses("I teach chemistry. Sixth form."),
            vec!["I teach chemistry, Sixth form."]
        );
    }

    #[test]
    fn gerunds_after_an_exhortation_stay_with_it() {
        for (said, first) in [
            (
                "Let's keep training hard, eating well, and resting more.",
                "Let's keep training hard, eating well, and resting more.",
            ),
            (
                "let's stay in touch, swapping recipes and sharing pics!",
                "let's stay in touch, swapping recipes and sharing pics!",
            ),
            (
                "Let us keep going, cheering each other on.",
                "Let us keep going, cheering each other on.",
            ),
        ] {
            assert_eq!(clauses(said)[0], first, "{said}");
        }
        // A new subject after it is a clause of its own.
        assert_eq!(
            clauses("Let's meet on Friday, I'm moving to Leeds next month").len(),
            2
        );
    }

    #[test]
    fn a_list_of_doings_after_the_speakers_clause_is_one_clause() {
        for said in [
            "I spend my weekends gardening, volunteering, and reading crime novels.",
            "We unwind by swimming, teaching kids chess, or baking bread.",
            "I relax by walking the dog, learning Welsh, and watching old films.",
        ] {
            assert_eq!(clauses(said).len(), 1, "{said}: {:?}", clauses(said));
        }
        // A doing said on its own after the speaker's clause is one.
        assert_eq!(
            clauses("I'm in halls at Sheffield, studying engineering"),
            ["I'm in halls at Sheffield", "studying engineering"]
        );
    }

    #[test]
    fn a_name_after_a_conjunction_and_i_are_one_subject() {
        for (said, first, second) in [
            (
                "Ben's gone off to uni so Sue and I have the house to ourselves",
                "Ben's gone off to uni",
                "Sue and I have the house to ourselves",
            ),
            (
                "I moved to York and Jo and I got a flat",
                "I moved to York",
                "Jo and I got a flat",
            ),
            (
                "the kids are grown up but Tom and I still go camping",
                "the kids are grown up",
                "Tom and I still go camping",
            ),
        ] {
            assert_eq!(clauses(said), [first, second], "{said}");
        }
    }

    #[test]
    fn short_news_and_a_name_before_and_i_are_cut_where_the_news_ends() {
        assert_eq!(
            clauses("Don't laugh, Kai and I are back together"),
            ["Don't laugh", "Kai and I are back together"]
        );
        for (said, first) in [
            ("Baby's here and I've gone back to running", "Baby's here"),
            ("Mum's home and we're all so relieved", "Mum's home"),
            ("Exam's done and I'm off to Spain on Friday", "Exam's done"),
            (
                "the kitchen's sage green now and I love it",
                "the kitchen's sage green now",
            ),
            (
                "Dad's fully retired now and we see loads of him",
                "Dad's fully retired now",
            ),
            (
                "the van's electric now and I charge it at home",
                "the van's electric now",
            ),
            (
                "Crete's cancelled, my wife broke her ankle",
                "Crete's cancelled",
            ),
            ("Gig's postponed, the singer's ill", "Gig's postponed"),
            ("Bakery's closed, the owner's retired", "Bakery's closed"),
        ] {
            assert_eq!(
                clauses(said).first().map(String::as_str),
                Some(first),
                "{said}"
            );
        }
    }

    #[test]
    fn a_hedge_said_after_the_news_is_a_clause_of_its_own() {
        for (said, first) in [
            (
                "Decided against the pottery course, maybe next year",
                "Decided against the pottery course",
            ),
            (
                "We've cancelled the caravan, perhaps another summer",
                "We've cancelled the caravan",
            ),
            ("I sold the piano, maybe one day again", "I sold the piano"),
        ] {
            assert_eq!(
                clauses(said).first().map(String::as_str),
                Some(first),
                "{said}"
            );
        }
    }

    #[test]
    fn what_a_deed_is_for_stays_with_the_deed() {
        for said in [
            "I keep a notebook by the bed so I can remember my dreams",
            "We saved for two years so we could travel round Japan",
            "I batch cook on Sundays so I don't have to think about dinner",
        ] {
            assert_eq!(clauses(said).len(), 1, "{said}: {:?}", clauses(said));
        }
        // A result is news of its own.
        assert_eq!(
            clauses("The flat flooded so we're staying with my mum").len(),
            2
        );
    }

    #[test]
    fn a_list_of_things_before_and_are_is_one_subject() {
        for said in [
            "My cousins, aunts and uncles are all in Cork",
            "the bikes, tents and kayaks are in the garage",
            "Our neighbours, the Patels and their twins are moving away",
        ] {
            assert_eq!(clauses(said), vec![said], "{said}");
        }
        // "and" before a list's last thing, after a comma, is no new clause.
        for said in [
            "we have team dinners, outings, and basketball games",
            "I grow tomatoes, courgettes, and a few chillies",
            "she plays the cello, the piano, or the organ at weddings",
            "I love the noise, the colour, and the cheap street food of the old town",
            "we packed sandwiches, crisps, and a big flask of tea for the drive",
        ] {
            assert_eq!(clauses(said), vec![said], "{said}");
        }
        // Nor before the last of a list of doings.
        for said in [
            "she had an awful year, going through a divorce, losing her job, and ending up homeless",
            "I spent Sunday weeding the beds, mowing the lawn, and painting the shed",
            "we've been sorting boxes, cleaning windows, or waiting in for the electrician",
        ] {
            assert_eq!(clauses(said), vec![said], "{said}");
        }
        assert_eq!(
            clauses("I packed the tent, the stove, and then we drove off"),
            vec!["I packed the tent, the stove", "we drove off"]
        );
        // A clause before the list still stands alone.
        assert_eq!(
            clauses("I moved house last month and my plants are thriving"),
            vec!["I moved house last month", "my plants are thriving"]
        );
    }

    #[test]
    fn a_time_run_into_a_new_subject_ends_a_statement() {
        for (said, first, second) in [
            (
                "i left the bakery in march I'm doing deliveries now",
                "i left the bakery in march",
                "I'm doing deliveries now",
            ),
            (
                "we sold the caravan last year we've got a tent now",
                "we sold the caravan last year",
                "we've got a tent now",
            ),
            (
                "my knee went on saturday I'm resting it for a bit",
                "my knee went on saturday",
                "I'm resting it for a bit",
            ),
        ] {
            assert_eq!(clauses(said), vec![first, second], "{said}");
        }
        // A time with no statement before it opens the clause.
        assert_eq!(
            clauses("last year I'm sure we went twice"),
            vec!["last year I'm sure we went twice"]
        );
        // Punctuated speech says where its statements end.
        assert_eq!(
            clauses("I found out recently I'm allergic to kiwi."),
            vec!["I found out recently I'm allergic to kiwi."]
        );
    }

    #[test]
    fn a_connective_between_commas_joins_and_says_nothing() {
        for (said, clause) in [
            (
                "The trip was long, but overall, we loved Lisbon",
                "we loved Lisbon",
            ),
            (
                "I was nervous, but still, I signed up for the 10k",
                "I signed up for the 10k",
            ),
            (
                "Money's tight, but even so, we booked the cottage in Wales",
                "we booked the cottage in Wales",
            ),
        ] {
            let cut = clauses(said);
            assert_eq!(cut.last().map(String::as_str), Some(clause), "{said}");
            assert!(
                cut.iter().all(|c| !c.ends_with(" overall")
                    && !c.ends_with(" still")
                    && !c.ends_with(" even so")),
                "{cut:?}"
            );
        }
    }

    #[test]
    fn news_the_speaker_meant_to_tell_is_told_without_the_frame() {
        for (said, clause) in [
            (
                "oh I meant to say I finished at Asda last month",
                "I finished at Asda last month",
            ),
            ("forgot to tell you, we sold the van", "we sold the van"),
            (
                "I was going to mention that my sister's moved to Hull",
                "my sister's moved to Hull",
            ),
            // A formal frame says as little.
            ("May I add that I retired in June.", "I retired in June."),
            (
                "I'd like to mention that my husband is diabetic",
                "my husband is diabetic",
            ),
            ("Please note that I no longer drive.", "I no longer drive."),
            (
                "I suppose I should say Oscar and I have separated",
                "Oscar and I have separated",
            ),
            ("I guess I ought to mention I'm retired", "I'm retired"),
            ("I think I should tell you we moved", "we moved"),
            (
                "Please update my details: my surname is now Okoro.",
                "my surname is now Okoro.",
            ),
        ] {
            assert_eq!(clauses(said), vec![clause], "{said}");
        }
        // So does a word to the listener after a yes or a no.
        for (said, clause) in [
            (
                "nah mate, I'm driving for the council now",
                "I'm driving for the council now",
            ),
            ("yeah pal I sold the bike", "I sold the bike"),
            ("Oh hun, we've split up", "we've split up"),
        ] {
            assert_eq!(clauses(said), vec![clause], "{said}");
        }
        // A correction keeps its frame for the correction's reader.
        assert_eq!(
            clauses("I meant to say Thursday"),
            vec!["I meant to say Thursday"]
        );
    }

    #[test]
    fn a_reply_then_more_said_of_them_is_said_whole() {
        for (said, whole) in [
            ("he did, loved every minute", "he loved every minute"),
            (
                "she did, seven now and already planning the next one",
                "she's seven now and already planning the next one",
            ),
            (
                "yes they have, moved in on Friday",
                "they moved in on Friday",
            ),
        ] {
            assert_eq!(clauses(said), vec![whole], "{said}");
        }
        // A reply with no more said of them is left as it was.
        assert_eq!(clauses("she did, bless her"), vec!["she did, bless her"]);
    }

    #[test]
    fn what_is_left_said_with_no_verb_is_what_there_is_now() {
        for (said, left) in [
            (
                "Salt died in the spring, so just Pepper now",
                "it's just Pepper now",
            ),
            (
                "we sold the Fiesta, so just the one car now",
                "it's just the one car now",
            ),
            (
                "Dot and Bill moved out. Just Ava and Rex left",
                "it's just Ava and Rex now",
            ),
        ] {
            assert_eq!(
                clauses(said).last().map(String::as_str),
                Some(left),
                "{said}"
            );
        }
    }

    #[test]
    fn an_aside_after_and_goes_with_neither_clause() {
        for (said, first, second) in [
            (
                "our son Tom is nine and, to make life confusing, the neighbour's dog is also Tom",
                "our son Tom is nine",
                "the neighbour's dog is also Tom",
            ),
            (
                "Priya works nights and, funnily enough, Dev works days",
                "Priya works nights",
                "Dev works days",
            ),
            (
                "I sold the van but, to be fair, I still miss it",
                "I sold the van",
                "I still miss it",
            ),
        ] {
            assert_eq!(clauses(said), vec![first, second], "{said}");
        }
        // Said after no conjunction, a short piece still stays with its clause.
        assert_eq!(
            clauses("I passed my test, finally"),
            vec!["I passed my test, finally"]
        );
    }

    #[test]
    fn a_new_subject_after_and_starts_a_clause() {
        assert_eq!(
            clauses("I do shifts at the bakery and I coach netball on Sundays"),
            vec!["I do shifts at the bakery", "I coach netball on Sundays"]
        );
        assert_eq!(
            clauses("my wife and I run a B&B"),
            vec!["my wife and I run a B&B"]
        );
        // Two words of news before a name and its verb are a clause.
        for (said, first) in [
            (
                "Phil's retired and Deborah has taken over",
                "Phil's retired",
            ),
            ("Sam left and Priya has his desk now", "Sam left"),
            ("Jo's resigned and Kath is acting head", "Jo's resigned"),
        ] {
            assert_eq!(clauses(said).len(), 2, "{said}");
            assert_eq!(clauses(said)[0], first, "{said}");
        }
        assert_eq!(clauses("Mum and Dad's house is in Hull").len(), 1);
        // Nor after a conjunction: "and my teammates and I …" is one
        // subject of two.
        for (said, second) in [
            (
                "The crowd was loud, and my teammates and I were buzzing",
                "my teammates and I were buzzing",
            ),
            (
                "It poured all day, but the kids and I still went to the beach",
                "the kids and I still went to the beach",
            ),
            (
                "We moved in March, so our neighbours and we share a drive now",
                "our neighbours and we share a drive now",
            ),
        ] {
            assert_eq!(
                clauses(said).last().map(String::as_str),
                Some(second),
                "{said}"
            );
        }
        // A day between "and" and the subject opens its clause.
        for (said, second) in [
            (
                "I swim on Tuesdays and on Thursdays I do spin",
                "on Thursdays I do spin",
            ),
            (
                "we work from home and at weekends we run a market stall",
                "at weekends we run a market stall",
            ),
            (
                "I teach at the college and Saturday mornings I referee",
                "Saturday mornings I referee",
            ),
        ] {
            assert_eq!(clauses(said)[1], second, "{said}");
        }
        // A short state of the speaker before "and I" is a clause too.
        for (said, first) in [
            (
                "I'm diabetic and I take insulin twice a day",
                "I'm diabetic",
            ),
            (
                "we're retired and we spend winters in Malaga",
                "we're retired",
            ),
            ("I'm pescatarian and I hate mushrooms", "I'm pescatarian"),
        ] {
            assert_eq!(clauses(said)[0], first, "{said}");
        }
        // What became of a thing, said after "and the", is news of its own.
        for (said, second) in [
            (
                "I bought a new kettle and the old one's been taken to the tip",
                "the old one's been taken to the tip",
            ),
            (
                "We got a Dacia Duster and the Clio has been sold to a neighbour",
                "the Clio has been sold to a neighbour",
            ),
            (
                "She started at the academy but the uniform's already been bought",
                "the uniform's already been bought",
            ),
        ] {
            assert_eq!(
                clauses(said).get(1).map(String::as_str),
                Some(second),
                "{said}"
            );
        }
        assert_eq!(
            clauses("I sold the bike and the helmet to Rob"),
            vec!["I sold the bike and the helmet to Rob"]
        );
        assert_eq!(
            clauses("they redid the rota, the yoga class is on Fridays now"),
            vec!["they redid the rota", "the yoga class is on Fridays now"]
        );
        assert_eq!(
            clauses("my flatmate Priya and I painted the hall"),
            vec!["my flatmate Priya and I painted the hall"]
        );
        // So is someone named, or someone's relation, with a verb.
        for (said, first, second) in [
            (
                "my aunt Val is a florist and her son Rory drives a taxi",
                "my aunt Val is a florist",
                "her son Rory drives a taxi",
            ),
            (
                "Ada is at the grammar school and Theo goes to the village primary",
                "Ada is at the grammar school",
                "Theo goes to the village primary",
            ),
            (
                "our neighbour retired in May but his wife works at the library",
                "our neighbour retired in May",
                "his wife works at the library",
            ),
        ] {
            assert_eq!(clauses(said), vec![first, second], "{said}");
        }
        for said in [
            "Tom and Jerry are coming round",
            "sounds like you and Max had a great time",
            "I think me and Dee have sorted it",
        ] {
            assert_eq!(clauses(said), vec![said]);
        }
        // A plural noun or a weekday with its verb is a new subject too.
        for (said, first, second) in [
            (
                "Tuesdays are pottery for me and Fridays are the pub quiz",
                "Tuesdays are pottery for me",
                "Fridays are the pub quiz",
            ),
            (
                "my son is seven and the twins are four",
                "my son is seven",
                "the twins are four",
            ),
            (
                "I swim on Monday mornings but Wednesday's yoga",
                "I swim on Monday mornings",
                "Wednesday's yoga",
            ),
        ] {
            assert_eq!(clauses(said), vec![first, second], "{said}");
        }
        assert_eq!(
            clauses("we have cats and dogs"),
            vec!["we have cats and dogs"]
        );
    }

    #[test]
    fn what_is_not_so_yet_after_a_comma_is_an_aside_of_its_own() {
        for (said, first) in [
            (
                "We got engaged at Christmas, no date set yet",
                "We got engaged at Christmas",
            ),
            (
                "I've applied for loads of jobs, no luck yet",
                "I've applied for loads of jobs",
            ),
            (
                "She's expecting a girl, no name yet.",
                "She's expecting a girl",
            ),
        ] {
            assert_eq!(clauses(said).len(), 2, "{said}: {:?}", clauses(said));
            assert_eq!(clauses(said)[0], first);
        }
        assert_eq!(clauses("no, not yet").len(), 1);
    }

    #[test]
    fn a_thing_that_lost_its_appeal_after_a_comma_starts_a_clause() {
        for (said, second) in [
            (
                "I do the Couch to 5K app now, the gym got too expensive",
                "the gym got too expensive",
            ),
            (
                "Lunch is a salad these days, sandwiches got boring",
                "sandwiches got boring",
            ),
            (
                "we watch quiz shows now, soaps became too samey",
                "soaps became too samey",
            ),
        ] {
            assert_eq!(
                clauses(said).get(1).map(String::as_str),
                Some(second),
                "{said}"
            );
        }
    }

    #[test]
    fn a_named_person_after_a_comma_starts_a_clause() {
        assert_eq!(
            clauses("Ade moved to Leeds, Funmi is still in Abuja"),
            vec!["Ade moved to Leeds", "Funmi is still in Abuja"]
        );
        assert_eq!(
            clauses("mum teaches piano, dad runs a chippy"),
            vec!["mum teaches piano", "dad runs a chippy"]
        );
    }

    #[test]
    fn a_short_opening_goes_with_what_follows() {
        assert_eq!(
            clauses("Biscuit, our terrier, hates the postman"),
            vec!["Biscuit, our terrier, hates the postman"]
        );
    }

    #[test]
    fn a_short_opening_of_a_later_sentence_goes_with_its_own_clause() {
        assert_eq!(
            clauses("Long time no see. On Friday, I got the keys."),
            vec!["Long time no see.", "On Friday, I got the keys."]
        );
        assert_eq!(
            clauses("The move went fine. Last week, we painted the hall."),
            vec!["The move went fine.", "Last week, we painted the hall."]
        );
        assert_eq!(
            clauses("Busy days here. In March, my brother starts at Ferranti."),
            vec![
                "Busy days here.",
                "In March, my brother starts at Ferranti."
            ]
        );
    }

    #[test]
    fn a_relatives_state_then_so_and_the_speaker_is_two_clauses() {
        for said in [
            "my girlfriend's vegetarian so I've gone veggie too",
            "my sister's pregnant so we're staying put for now",
            "my mum's retired so I help her with the garden",
        ] {
            assert_eq!(clauses(said).len(), 2, "{said}: {:?}", clauses(said));
        }
    }

    #[test]
    fn an_emoji_before_a_space_ends_a_sentence() {
        assert_eq!(
            clauses("So proud of the team 💪 I booked the venue for June"),
            vec!["proud of the team 💪", "I booked the venue for June"]
        );
        assert_eq!(
            clauses("Finally done 🎉 we moved into the flat on Friday."),
            vec!["Finally done 🎉", "we moved into the flat on Friday."]
        );
        assert_eq!(
            clauses("Long day 😴😴 my shift ran to ten"),
            vec!["Long day 😴😴", "my shift ran to ten"]
        );
    }

    #[test]
    fn a_name_given_stands_apart_from_the_pleasantry_after_it() {
        for (said, meant) in [
            (
                "I'm Ellie Marsh, nice to meet you",
                vec!["I'm Ellie Marsh", "nice to meet you"],
            ),
            (
                "Hi, I'm Priya, lovely to meet you",
                vec!["I'm Priya", "lovely to meet you"],
            ),
            (
                "my name's Tom, good to talk to you",
                vec!["my name's Tom", "good to talk to you"],
            ),
        ] {
            assert_eq!(clauses(said), meant, "{said}");
        }
    }

    #[test]
    fn a_named_thing_ended_after_a_comma_starts_a_clause() {
        for (said, meant) in [
            (
                "it's all with Monzo now, Barclays account closed last week",
                vec![
                    "it's all with Monzo now",
                    "Barclays account closed last week",
                ],
            ),
            (
                "I watch everything on Disney+ now, Netflix subscription cancelled",
                vec![
                    "I watch everything on Disney+ now",
                    "Netflix subscription cancelled",
                ],
            ),
            (
                "we drive the Kia everywhere, Volvo estate sold in May",
                vec!["we drive the Kia everywhere", "Volvo estate sold in May"],
            ),
            // Named by its make after "the", and what befell it.
            (
                "we bought an LG, the Bush finally packed up",
                vec!["we bought an LG", "the Bush finally packed up"],
            ),
            (
                "I'm on a Brompton now, the Raleigh got nicked",
                vec!["I'm on a Brompton now", "the Raleigh got nicked"],
            ),
            (
                "loving the Jazz, the Micra died in May",
                vec!["loving the Jazz", "the Micra died in May"],
            ),
        ] {
            assert_eq!(clauses(said), meant, "{said}");
        }
    }

    #[test]
    fn a_deed_after_a_piece_with_no_verb_starts_a_clause() {
        for (said, meant) in [
            (
                "just the library now, quit the pub in March",
                vec!["just the library now", "quit the pub in March"],
            ),
            (
                "just the one cat now, gave the other to my mum",
                vec!["it's just the one cat now", "gave the other to my mum"],
            ),
            (
                "only the Saturday job these days, left the café in May",
                vec!["only the Saturday job these days", "left the café in May"],
            ),
        ] {
            assert_eq!(clauses(said), meant, "{said}");
        }
    }

    #[test]
    fn someone_named_and_the_speaker_after_a_comma_start_a_clause() {
        for (said, meant) in [
            (
                "never went, Tom and I split up",
                vec!["never went", "Tom and I split up"],
            ),
            (
                "it was a long year, Sophie and I've moved to Frome",
                vec!["it was a long year", "Sophie and I've moved to Frome"],
            ),
            (
                "it rained all week, Dev and I stayed in",
                vec!["it rained all week", "Dev and I stayed in"],
            ),
        ] {
            assert_eq!(clauses(said), meant, "{said}");
        }
    }

    #[test]
    fn two_times_of_the_day_joined_by_and_are_two_clauses() {
        for (said, meant) in [
            (
                "lights out by eleven and alarm at half six",
                vec!["lights out by eleven", "alarm at half six"],
            ),
            (
                "I'm up at seven and breakfast at eight sharp",
                vec!["I'm up at seven", "breakfast at eight sharp"],
            ),
            (
                "asleep by ten these days and my alarm is at 5:30",
                vec!["asleep by ten these days", "my alarm is at 5:30"],
            ),
        ] {
            assert_eq!(clauses(said), meant, "{said}");
        }
    }

    #[test]
    fn a_quotation_is_said_whole_and_its_closing_stop_ends_the_sentence() {
        assert_eq!(
            clauses("My gran's motto was \"Keep going - it passes. Always.\" I still live by it."),
            vec![
                "My gran's motto was \"Keep going - it passes. Always.\"",
                "I still live by it."
            ]
        );
        assert_eq!(
            clauses("The card said \u{201C}Get well soon!\u{201D} and I cried"),
            vec!["The card said \u{201C}Get well soon!\u{201D}", "I cried"]
        );
        // A colon before a quotation introduces it.
        assert_eq!(
            clauses("Dad's advice: \"Never buy a boat.\" He was right."),
            vec!["Dad's advice: \"Never buy a boat.\"", "He was right."]
        );
        // A stray mark is no quotation: the rest of the text still splits.
        assert_eq!(
            clauses("I'm 5'11\" now. I moved to Leeds."),
            vec!["I'm 5'11\" now.", "I moved to Leeds."]
        );
    }

    #[test]
    fn a_dash_typed_against_a_word_ends_a_sentence() {
        assert_eq!(
            clauses("Time flies- we moved to Derby ten years ago"),
            vec!["we moved to Derby ten years ago"]
        );
        assert_eq!(
            clauses("The colours are gorgeous-- my sister painted it"),
            vec!["The colours are gorgeous", "my sister painted it"]
        );
        assert_eq!(
            clauses("Busy week- I started at the bakery on Monday"),
            vec!["Busy week", "I started at the bakery on Monday"]
        );
        // A hyphen inside a word is no dash.
        assert_eq!(
            clauses("my son is a six-year-old ball of energy"),
            vec!["my son is a six-year-old ball of energy"]
        );
    }

    #[test]
    fn a_short_exclamation_of_its_own_is_not_carried_into_the_sentence_before() {
        for (said, meant) in [
            (
                "The puppy chewed my trainers! Cute, right?",
                vec!["The puppy chewed my trainers!"],
            ),
            (
                "My son painted the fence blue. So funny.",
                vec!["My son painted the fence blue."],
            ),
            (
                "We adopted a greyhound! Adorable!",
                vec!["We adopted a greyhound!"],
            ),
            (
                "We won the league on the last day. Unforgettable feeling.",
                vec!["We won the league on the last day."],
            ),
            (
                "I proposed on the beach at sunset! Best day ever!",
                vec!["I proposed on the beach at sunset!"],
            ),
            (
                "I got the keys to the allotment. So pumped!",
                vec!["I got the keys to the allotment."],
            ),
            (
                "We're off to Crete in May. Super stoked.",
                vec!["We're off to Crete in May."],
            ),
            (
                "My sister passed her driving test! Beyond proud!",
                vec!["My sister passed her driving test!"],
            ),
        ] {
            assert_eq!(clauses(said), meant, "{said}");
        }
    }

    #[test]
    fn a_frame_before_the_news_is_dropped() {
        // "I told you …", "as I mentioned to you, …": the news is what
        // follows.
        for (said, meant) in [
            (
                "I told you I was training for a marathon",
                "I was training for a marathon",
            ),
            (
                "as I mentioned to you, my brother's in Perth",
                "my brother's in Perth",
            ),
            ("like I was telling you, we sold the van", "we sold the van"),
        ] {
            assert_eq!(clean(said), meant);
        }
        // "it's much easier since …": how things are, then the news.
        for (said, meant) in [
            (
                "it's way easier since I moved closer to work",
                "I moved closer to work",
            ),
            (
                "things are so much calmer now that we have a car",
                "we have a car",
            ),
            ("it was harder when I lived in London", "I lived in London"),
        ] {
            assert_eq!(clean(said), meant);
        }
    }

    #[test]
    fn a_name_and_the_name_it_is_not_are_parted_by_a_comma() {
        for (said, meant) in [
            (
                "it's a Superb not an Octavia",
                "it's a Superb, not an Octavia",
            ),
            ("we're in Hove not Brighton", "we're in Hove, not Brighton"),
            (
                "choir is Tuesday not Wednesday",
                "choir is Tuesday, not Wednesday",
            ),
        ] {
            assert_eq!(clean(said), meant, "{said}");
        }
        assert_eq!(
            clean("I'm not sure about Leeds"),
            "I'm not sure about Leeds"
        );
    }

    #[test]
    fn a_thing_put_first_for_weight_is_said_plainly() {
        for (said, plain) in [
            ("it's pecans I react to", "I react to pecans"),
            (
                "it was Leeds we moved to, not Bradford",
                "we moved to Leeds, not Bradford",
            ),
            ("it's Thursdays I swim now", "I swim Thursdays now"),
            ("it's Bristol I'm from", "I'm from Bristol"),
        ] {
            assert_eq!(clean(said), plain, "{said}");
        }
        for said in [
            "it's something I love",
            "it's fine I think",
            "it's been ages I know",
            "it's the one I bought",
        ] {
            assert_eq!(clean(said), said);
        }
    }

    #[test]
    fn fillers_and_openers_are_dropped() {
        assert_eq!(
            clean("For sure, hills help us train"),
            "hills help us train"
        );
        assert_eq!(clean("Definitely! I swim most days"), "I swim most days");
        assert_eq!(clean("absolutely, my gran knits"), "my gran knits");
        assert_eq!(
            clean("Yeah, Caroline, my family's been great"),
            "my family's been great"
        );
        assert_eq!(clean("Okay, Sam. I sold the van"), "I sold the van");
        assert_eq!(
            clean("funny thing is I was vegan for years"),
            "I was vegan for years"
        );
        assert_eq!(
            clean("the weird thing is that my sister hates cats"),
            "my sister hates cats"
        );
        assert_eq!(
            clean("so the thing is I've cut out gluten"),
            "I've cut out gluten"
        );
        assert_eq!(
            clean("Small correction from last time, Jago's eight, not seven"),
            "Jago's eight, not seven"
        );
        assert_eq!(
            clean("Nah, not happening, still up till two most nights"),
            "still up till two most nights"
        );
        assert_eq!(
            clean("no chance, I'm sticking with the Mac"),
            "I'm sticking with the Mac"
        );
        assert_eq!(
            clean("Fat chance! We're staying put in Hull"),
            "We're staying put in Hull"
        );
        assert_eq!(
            clean("definitely going to Crete"),
            "definitely going to Crete"
        );
        assert_eq!(
            clean("um so, I basically run on Sundays"),
            "I run on Sundays"
        );
        assert_eq!(clean("oh and honestly I hate olives"), "I hate olives");
        // A remark on how it is going, after the news, is no clause.
        assert_eq!(clean("I'm retired and loving it"), "I'm retired");
        assert_eq!(
            clean("started at Tesco, and enjoying it so far"),
            "started at Tesco"
        );
        assert_eq!(
            clean("we moved to Leeds and loving every minute of it"),
            "we moved to Leeds"
        );
        // What one hears is so: the news is what follows.
        assert_eq!(
            clean("it seems I'm allergic to kiwi"),
            "I'm allergic to kiwi"
        );
        assert_eq!(
            clean("so it appears that my landlord sold up"),
            "my landlord sold up"
        );
        assert_eq!(clean("it would seem we've got mice"), "we've got mice");
        // "if I'm lucky", "if I'm honest" qualify; they hedge nothing.
        for (said, meant) in [
            ("I get six hours if I'm lucky", "I get six hours"),
            (
                "if I'm honest, I prefer the old flat",
                "I prefer the old flat",
            ),
            (
                "we see them twice a year if we're lucky",
                "we see them twice a year",
            ),
        ] {
            assert_eq!(clean(said), meant);
        }
        // A heading said before the news: "work news", "quick intro".
        for (said, meant) in [
            (
                "Work news, I've been made a partner",
                "I've been made a partner",
            ),
            (
                "Quick intro, I'm Dev and I teach piano",
                "I'm Dev and I teach piano",
            ),
            ("family update, my sister's engaged", "my sister's engaged"),
            (
                "Speaking of which, I've booked the ferry",
                "I've booked the ferry",
            ),
            (
                "speaking of which, my cousin's visiting",
                "my cousin's visiting",
            ),
            ("Speaking of which, we got the keys!", "we got the keys!"),
            (
                "Since we last chat, I've moved to Hove",
                "I've moved to Hove",
            ),
            // Agreeing with the listener says nothing of the speaker.
            ("You're so right, I need more sleep", "I need more sleep"),
            ("Fair point. We'll take the train", "We'll take the train"),
            ("so true, my dad says the same", "my dad says the same"),
            ("Don't forget, you said you'd call", "you said you'd call"),
            (
                "remember, my train gets in at six",
                "my train gets in at six",
            ),
            (
                "You know what, I'll take the blue one",
                "I'll take the blue one",
            ),
            ("mind you, the flat's tiny", "the flat's tiny"),
            (
                "Speaking of weddings, my cousin got married in May",
                "my cousin got married in May",
            ),
            (
                "speaking of the garden, the shed finally fell down",
                "the shed finally fell down",
            ),
            (
                "Sadly, my old dog died in March",
                "my old dog died in March",
            ),
            ("Luckily the car passed its MOT", "the car passed its MOT"),
            // "For me, I …" says "me" twice; the "I" is kept.
            (
                "For me I just cook when I'm stressed",
                "I just cook when I'm stressed",
            ),
            (
                "as for me, I'm off to Crete in May",
                "I'm off to Crete in May",
            ),
            ("Me personally, I'd rather walk", "I'd rather walk"),
            (
                "For me, running is everything",
                "For me, running is everything",
            ),
            ("You know I love a good curry", "I love a good curry"),
            (
                "Car's a red Fiesta, bit battered",
                "my car's a red Fiesta, bit battered",
            ),
            (
                "rent is nine hundred a month now",
                "my rent is nine hundred a month now",
            ),
            (
                "Flat number's 14, top floor",
                "my flat number's 14, top floor",
            ),
            ("Ankle's healed now", "my ankle's healed now"),
            (
                "The shed's finished, roof and all",
                "my shed's finished, roof and all",
            ),
            (
                "the extension is finally done",
                "my extension is finally done",
            ),
            ("The quilt's complete!", "my quilt's complete!"),
            ("The kitchen is a mess", "The kitchen is a mess"),
            ("knee is much better", "my knee is much better"),
            (
                "Back's been playing up again",
                "my back's been playing up again",
            ),
            ("Life's good at the moment", "Life's good at the moment"),
            ("Weather's been awful", "Weather's been awful"),
            ("cars are expensive to run", "cars are expensive to run"),
            ("Kids are so resilient", "Kids are so resilient"),
            (
                "you know we always go to Wales at Easter",
                "we always go to Wales at Easter",
            ),
            (
                "you know the bakery by the station",
                "you know the bakery by the station",
            ),
            ("unfortunately I didn't get the job", "I didn't get the job"),
        ] {
            assert_eq!(clean(said), meant);
        }
        // "That's why …", "this is how …" point back at a reason; what
        // follows stands alone.
        for (said, meant) in [
            ("That's why I took up rowing", "I took up rowing"),
            ("this is how I met my wife", "I met my wife"),
            ("which is partly why we moved to Hove", "we moved to Hove"),
            (
                "I guess that's how I ended up in Derby",
                "I ended up in Derby",
            ),
        ] {
            assert_eq!(clean(said), meant);
        }
        assert_eq!(
            clean("Okay, well, we're moving in June"),
            "we're moving in June"
        );
        assert_eq!(
            clean("the flat is, like, tiny, I mean, really tiny"),
            "the flat is, tiny, really tiny"
        );
    }

    #[test]
    fn so_before_a_noun_and_its_verb_starts_a_clause() {
        assert_eq!(
            clauses("the hall flooded so choir has moved to the church"),
            vec!["the hall flooded", "choir has moved to the church"]
        );
        assert_eq!(
            clauses("our coach pulled a hamstring so the team's folded for the season"),
            vec![
                "our coach pulled a hamstring",
                "the team's folded for the season"
            ]
        );
        assert_eq!(
            clauses("rent went up again so our landlord was pretty apologetic"),
            vec!["rent went up again", "our landlord was pretty apologetic"]
        );
        assert_eq!(clauses("it was so much fun"), vec!["it was so much fun"]);
        assert_eq!(
            clauses("my flatmate moved out so it's just me"),
            vec!["my flatmate moved out so it's just me"]
        );
        assert_eq!(
            clauses("I'm a Leeds fan so this season has been rough"),
            vec!["I'm a Leeds fan", "this season has been rough"]
        );
        assert_eq!(
            clauses("we got a puppy so this house has been chaos"),
            vec!["we got a puppy", "this house has been chaos"]
        );
        assert_eq!(
            clauses("I start at the bank on Monday so that job hunt is over"),
            vec!["I start at the bank on Monday", "that job hunt is over"]
        );
        assert_eq!(
            clauses("I got the job so this is it"),
            vec!["I got the job so this is it"]
        );
    }

    #[test]
    fn a_verdict_run_on_from_unpunctuated_news_is_a_clause_of_its_own() {
        for (said, cut) in [
            (
                "i work at the Asda depot doing nights it pays okay",
                vec!["i work at the Asda depot doing nights", "it pays okay"],
            ),
            (
                "we moved into a flat above the bakery it's tiny but cosy",
                vec![
                    "we moved into a flat above the bakery",
                    "it's tiny but cosy",
                ],
            ),
            (
                "my brother bought a campervan last year it has a pop-up roof",
                vec![
                    "my brother bought a campervan last year",
                    "it has a pop-up roof",
                ],
            ),
        ] {
            assert_eq!(clauses(said), cut, "{said}");
        }
        for whole in [
            "i think it's going well at the new place",
            "they told me it was fine to park there",
            "i find it pays to book the train early",
        ] {
            assert_eq!(clauses(whole), vec![whole], "{whole}");
        }
    }

    #[test]
    fn a_request_run_on_from_unpunctuated_news_is_cut_off() {
        assert_eq!(
            clauses("my flight's at six can you wake me at four"),
            vec!["my flight's at six", "can you wake me at four"]
        );
        assert_eq!(
            clauses("I've got a new job could you help with my CV"),
            vec!["I've got a new job", "could you help with my CV"]
        );
        assert_eq!(
            clauses("we're off to Rome next week any tips for the Vatican"),
            vec!["we're off to Rome next week", "any tips for the Vatican"]
        );
        // Punctuated, the comma already says where the request starts.
        assert_eq!(
            clauses("could you check the times for me"),
            vec!["could you check the times for me"]
        );
    }

    #[test]
    fn a_time_of_the_week_said_of_after_a_comma_is_a_clause_of_its_own() {
        assert_eq!(
            clauses("I've gone over to swimming after work, mornings were killing me"),
            vec![
                "I've gone over to swimming after work",
                "mornings were killing me"
            ]
        );
        assert_eq!(
            clauses("I switched to decaf, evenings were a nightmare"),
            vec!["I switched to decaf", "evenings were a nightmare"]
        );
        assert_eq!(
            clauses("we moved the kids to the village school, mornings are so much calmer now"),
            vec![
                "we moved the kids to the village school",
                "mornings are so much calmer now"
            ]
        );
        assert_eq!(
            clauses("I work early mornings, weekends off"),
            vec!["I work early mornings, weekends off"]
        );
    }

    #[test]
    fn a_plural_thing_said_of_after_a_comma_is_a_clause_of_its_own() {
        for (said, second) in [
            (
                "Ankle's healed, crutches are back in the cupboard",
                "crutches are back in the cupboard",
            ),
            (
                "we moved in May, boxes are still everywhere",
                "boxes are still everywhere",
            ),
            (
                "I've sold the van, tools are in the shed for now",
                "tools are in the shed for now",
            ),
        ] {
            assert_eq!(
                clauses(said).last().map(String::as_str),
                Some(second),
                "{said}"
            );
        }
        assert_eq!(clauses("I sold the van, glass and all").len(), 1);
    }

    #[test]
    fn so_no_more_after_news_is_an_ending_of_its_own() {
        assert_eq!(
            clauses("the pool's shut for repairs so no more swimming for me"),
            vec!["the pool's shut for repairs", "no more swimming for me"]
        );
        assert_eq!(
            clauses("Kim's gone part-time so no more Friday lunches together"),
            vec!["Kim's gone part-time", "no more Friday lunches together"]
        );
        assert_eq!(
            clauses("my sister moved abroad so no longer any sleepovers at hers"),
            vec!["my sister moved abroad", "no longer any sleepovers at hers"]
        );
        assert_eq!(
            clauses("Dad's cholesterol is high so no more bacon in his sandwiches"),
            vec!["Dad's cholesterol is high so no more bacon in his sandwiches"]
        );
        assert_eq!(
            clauses("I'd no more do that than fly"),
            vec!["I'd no more do that than fly"]
        );
    }

    #[test]
    fn everyone_or_they_after_a_conjunction_starts_a_clause() {
        assert_eq!(
            clauses("my sister can't make it so everyone's coming to us"),
            vec!["my sister can't make it", "everyone's coming to us"]
        );
        assert_eq!(
            clauses("the landlord sold up and they've given us two months"),
            vec!["the landlord sold up", "they've given us two months"]
        );
        assert_eq!(
            clauses("Mum booked the hall because everybody wanted a party"),
            vec!["Mum booked the hall", "everybody wanted a party"]
        );
    }

    #[test]
    fn a_colon_before_a_new_subject_cuts_and_a_wish_for_luck_is_its_own_clause() {
        assert_eq!(
            clauses("new term, new timetable: I'm on lates, wish me luck"),
            vec!["new term, new timetable", "I'm on lates", "wish me luck"]
        );
        assert_eq!(
            clauses("the big decision is made: she's staying in Hull, fingers crossed it lasts"),
            vec![
                "the big decision is made",
                "she's staying in Hull",
                "fingers crossed it lasts"
            ]
        );
        assert_eq!(
            clauses("class is at 10:30 on Mondays"),
            vec!["class is at 10:30 on Mondays"]
        );
    }

    #[test]
    fn a_short_mood_before_news_is_not_carried_into_it() {
        assert_eq!(
            clauses("I'm gutted, Deniz has taken a job in Toronto"),
            vec!["I'm gutted", "Deniz has taken a job in Toronto"]
        );
        assert_eq!(
            clauses("so chuffed, Mum's finally retired"),
            vec!["chuffed", "Mum's finally retired"]
        );
        assert_eq!(
            clauses("Pepper, my cat, hates the hoover"),
            vec!["Pepper, my cat, hates the hoover"]
        );
    }

    #[test]
    fn a_greeting_with_the_listeners_name_is_dropped() {
        assert_eq!(
            clean("Hey Maria, since we last spoke I went to the council meeting"),
            "I went to the council meeting"
        );
        assert_eq!(clean("Thanks Joanna! I got the part"), "I got the part");
        assert_eq!(
            clean("On second thoughts, forget my number"),
            "forget my number"
        );
        assert_eq!(
            clean("Wow Nate, we finally sold the house"),
            "we finally sold the house"
        );
        // A name with no greeting before it is who the clause is about.
        assert_eq!(clean("Pepper hates the hoover"), "Pepper hates the hoover");
    }

    #[test]
    fn a_topic_announced_before_the_news_is_dropped() {
        assert_eq!(
            clean("Big news on the work front, I got the contract"),
            "I got the contract"
        );
        assert_eq!(
            clean("on the house-hunting front: we made an offer"),
            "we made an offer"
        );
        assert_eq!(
            clean("In other news, my sister's expecting twins"),
            "my sister's expecting twins"
        );
        assert_eq!(
            clean("on a happier note, Dad's home from hospital"),
            "Dad's home from hospital"
        );
    }

    #[test]
    fn a_verdict_on_the_week_before_the_news_is_dropped() {
        for (said, news) in [
            (
                "Sad week here, Tiddles passed away on Friday",
                "Tiddles passed away on Friday",
            ),
            (
                "Rough month for us, the van got stolen",
                "the van got stolen",
            ),
            (
                "Such a hectic weekend! We moved Gran into the home",
                "We moved Gran into the home",
            ),
            // "what a …" with no verdict is one too, and asks nothing.
            (
                "what a week, the car failed its MOT",
                "the car failed its MOT",
            ),
            (
                "What a nightmare! our flight home got cancelled",
                "our flight home got cancelled",
            ),
            (
                "what a few days, Nan's back in hospital",
                "Nan's back in hospital",
            ),
        ] {
            assert_eq!(clean(said), news);
        }
        // Without a comma it is no opener: "a big day tomorrow" is the news.
        assert_eq!(
            clean("Big day tomorrow for Ella"),
            "Big day tomorrow for Ella"
        );
    }

    #[test]
    fn titles_do_not_end_a_sentence() {
        assert_eq!(
            clauses("I see Dr. Okafor every month for my knee."),
            vec!["I see Dr. Okafor every month for my knee."]
        );
        assert_eq!(
            clauses("We saw Fontaines D.C. at the weekend, and the U.S. tour is next."),
            vec![
                "We saw Fontaines D.C. at the weekend",
                "the U.S. tour is next."
            ]
        );
    }
}
