//! A small discourse model: who "she" is, which "Tom" is meant, and what
//! "it" was.
//!
//! People are introduced by a relation and a name ("my sister Ana", "Ana,
//! my sister", "my neighbour, Tom") or are already in memory. A clause that
//! opens with a person's name, or with "she"/"he"/"they" after one, is about
//! that person. Two people with one name are told apart by a descriptor said
//! with the name ("Tom from accounting", "Tom next door"): each gets its own
//! subject, and a bare "Tom" means the one spoken of last. "it", "the car",
//! "that place" take the attribute of the last thing whose attribute was
//! known.

use std::sync::LazyLock;

use memoir_core::Subject;
use regex::Regex;

/// Relations said without "my" as if a name ("Mum retired", "Gran's
/// moved"): the speaker's own.
const BARE_RELATIONS: &str = "mum|dad|mom|nan|nana|gran|granny|grandad|grandma|grandpa|baby";

/// The animals a speaker keeps, as a relation ("my dog", "our spaniel").
macro_rules! animals {
    () => {
        "dog|cat|puppy|kitten|rabbit|bunny|hamster|budgie|parrot|horse|pony|tortoise|greyhound|whippet|lurcher|labrador|spaniel|terrier|collie|retriever|beagle|dachshund|poodle|husky|tabby|guinea pig"
    };
}

/// The relations that are people, as [`PEOPLE`] and the first part of
/// [`RELATIONS`] hold them.
macro_rules! people {
    () => {
        "mother-in-law|father-in-law|sister-in-law|brother-in-law|youngest|eldest|oldest|middle one|little one|firstborn|mate|best mate|pal|bestie|buddy|sister|brother|mum|mom|mother|dad|father|wife|husband|partner|girlfriend|boyfriend|fiancee|fiance|son|daughter|friend|best friend|colleague|coworker|boss|manager|flatmate|roommate|housemate|neighbour|neighbor|cousin|aunt|uncle|gran|granny|nan|nana|grandma|grandmother|grandad|grandpa|grandfather|niece|nephew|kid|child|baby|boy|girl|lad|lass|parents|folks|grandparents|kids|children|twins|stepdad|stepmum|stepson|stepdaughter|in-laws|ex|landlord|landlady|therapist|doctor|dentist|trainer|coach|teacher|mentor|childminder|nanny|babysitter|au pair|cleaner|carer|dog walker|hairdresser|barber|gardener|tutor|grandson|granddaughter|grandkids|grandchildren|godmother|godfather|stepbrother|stepsister|teammate|classmate"
    };
}

/// Relations that introduce a person, and roles that do ("our childminder
/// Pam", "my cleaner Gosia"). Not "physio" ("my physio came to an end"
/// is the treatment) nor "lodger" ("our lodger's named Kofi" is read by
/// the naming path, which a later "Kofi moved out" reaches).
pub const RELATIONS: &str = concat!(people!(), "|", animals!());

/// The relation a statement gives a person beside their name ("The user's
/// husband Tomas is a paramedic" → "husband"), for memory to show the
/// person by it ("Tomas (the user's husband)"), so that a later "he"
/// finds them.
pub fn relation_said_beside(statement: &str, name: &str) -> Option<&'static str> {
    let lower = statement.to_lowercase();
    let name = name.to_lowercase();
    // Each "the user's …" once, each relation tried where it stands: no
    // phrase is built per relation.
    lower.match_indices("the user's ").find_map(|(at, owner)| {
        let said = &lower[at + owner.len()..];
        RELATIONS.split('|').find(|rel| {
            said.strip_prefix(rel)
                .and_then(|rest| rest.strip_prefix(' '))
                .and_then(|rest| rest.strip_prefix(name.as_str()))
                .is_some_and(|rest| rest.starts_with([' ', '.', ',']))
        })
    })
}

/// The relations that are people, not animals: a question naming one
/// ("where does the user's sister live") asks about someone else, where
/// "what dog does the user have" asks about the user.
pub const PEOPLE: &str = people!();

/// Words said between "my" and a relation that keep it one person: "my
/// little sister", "my uni friend", "my twin brother".
const KIN_WORDS: &str = "little|big|older|younger|eldest|youngest|oldest|new|old|best|other|late|dear|beloved|twin|closest|uni|university|school|college|work|childhood";

static INTRODUCED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i:\b(?:my|our) (?:(?:{KIN_WORDS}) )?(?P<rel>{RELATIONS}),? (?:called |named )?)(?-i:(?P<name>(?:(?:Mr|Mrs|Ms|Miss|Dr)\.? )?[A-Z][a-z]+(?:-[A-Z][a-z]+)?))\b|(?-i:\b(?P<name2>[A-Z][a-z]+)),? (?i:(?:my|our) (?P<rel2>{RELATIONS}))\b|(?i:\b(?:my|our) (?P<rel3>(?:{RELATIONS})(?:'s (?:{RELATIONS}))?)(?: is|'s) (?:also|too) (?:called|named) )(?-i:(?P<name3>[A-Z][a-z]+))\b|(?i:\b(?:someone|somebody|(?:a|an|this|some) (?:new |nice |lovely |young |old |local )?(?:[a-z-]+ )?(?:guy|girl|man|woman|lady|bloke|lad|lass|fella|chap|boy|kid|student|lodger|tenant|friend|mate|colleague|neighbour|neighbor|volunteer|carer|nurse|doctor|teacher|tutor|trainer|coach|builder|plumber|cleaner|nanny|childminder|babysitter|au pair|gardener|handyman|dog walker|flatmate|housemate|roommate|puppy|dog|kitten|cat|rabbit|bunny|hamster|tortoise|parrot|budgie|pony|greyhound|whippet|lurcher|labrador|spaniel|terrier|collie|retriever|beagle|dachshund|poodle)(?: (?:from|at|in|down|up|across|round|next) (?:the |my |our )?(?:[a-z-]+)(?: [a-z-]+)?)?)(?:, | (?:called|named) ))(?-i:(?P<name4>[A-Z][a-z]+))\b|(?i:\b(?:another|a second|a different) )(?-i:(?P<name5>[A-Z][a-z]+))\b"
    ))
    .expect("introduced")
});

static DESCRIBED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:,? )?(?i:(?:the one )?(?P<d>from (?:the )?[a-z]+|next door|at (?:work|the gym|school|church|the office)|down the road|upstairs|downstairs))")
        .expect("described")
});

static NAME_WORD: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?-i:\b[A-Z][a-z]+\b)").expect("name word"));

/// "my sister …", "my neighbours …", "the neighbours …", "Mum's …": a
/// relative with no name opening a clause. ("the" only before those
/// outside the home a speaker has one set of: "the kids have swimming on
/// Saturdays" is the household's, as "we" would be.)
static UNNAMED_RELATIVE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)^(?:(?:my|our) (?:(?:{KIN_WORDS}) )?(?P<rel>(?:{RELATIONS})s?)\b(?:'s(?: (?P<of>{RELATIONS})\b)?|s?')?|the (?P<the>neighbours|neighbors|in-laws|twins|triplets)\b|(?P<bare>{BARE_RELATIONS})(?:'s\b| (?P<next>[a-z]+)\b))"))
        .expect("unnamed relative")
});

/// "my new manager is Sandra", "our vet's called Priya": one named as
/// what they are to the speaker, whom a "she" or "he" after it is.
static NAMED_AS_A_RELATION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i:\b(?:my|our) (?:(?:{KIN_WORDS}|current|line) )?(?P<rel>{RELATIONS})(?: is|'s| is now|'s now) (?:called |named )?)(?-i:(?P<name>[A-Z][a-z]+))\b"
    ))
    .expect("named as a relation")
});

/// "someone at work …", "a friend of mine …": someone the speaker knows
/// and does not name, opening a clause. What they do is theirs, filed
/// under what they are to the speaker.
static UNNAMED_ACQUAINTANCE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:(?P<colleague>(?:someone|somebody|a (?:guy|girl|woman|man|lad|lass|bloke|lady|fella|chap)|one of the (?:guys|girls|lads|team)) (?:at|from|in) (?:work|the office|my team|the team)|an? (?:colleague|coworker|co-worker|workmate)|one of my (?:colleagues|coworkers|co-workers|workmates))|(?P<colleagues>(?:everyone|everybody|people|half the office) (?:at|from|in) (?:work|the office|my team)|my (?:colleagues|coworkers|workmates))|(?P<friend>an? (?:friend|mate|pal)(?: of (?:mine|ours))?|one of my (?:friends|mates|pals)))\b")
        .expect("unnamed acquaintance")
});

/// "your daughter", "your little brother" in the listener's question.
static ASKED_AFTER_A_RELATIVE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)\byour (?:(?:{KIN_WORDS}) )?(?P<rel>{RELATIONS})\b|\b(?:the|both) (?P<many>kids|children|twins|folks|in-laws|grandparents|grandkids|girls|boys)\b"
    ))
    .expect("asked after a relative")
});

static RELATIVE_ANYWHERE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)\b(?:my|our) (?:(?:little|big|older|younger|eldest|youngest|oldest|best|late|dear|beloved) )?(?P<rel>{RELATIONS})\b(?:[^'\w]|'s|$)|\b(?:have|has|'ve got|have got|'ve|got) (?:just |only )?(?:one|a|an|the one) (?:little |grown-up |teenage )?(?P<rel2>daughter|son|girl|boy|sister|brother|grandson|granddaughter|niece|nephew)\b|\b(?:got|get|getting|adopted|adopting|rescued|bought|brought home|picked up|welcomed|have|'ve got|have got) (?:(?:the kids|the children|the boys|the girls|the family|him|her|them|us|my (?:son|daughter|kids|children|boys|girls)|our (?:son|daughter|kids|children|boys|girls)) )?(?:a|an) (?:[a-z-]+ )?(?P<pet>puppy|dog|kitten|cat|rabbit|bunny|hamster|guinea pig|tortoise|parrot|budgie|horse|pony|greyhound|whippet|lurcher|labrador|spaniel|terrier|collie|retriever|beagle|dachshund|poodle|husky)\b"
    ))
    .expect("relative anywhere")
});

/// One person spoken of.
#[derive(Debug, Clone)]
pub struct Person {
    pub name: String,
    /// The subject memory files them under, when memory knows them by a
    /// name said beside a relation ("Tiago (the user's boyfriend)" under
    /// "the user's boyfriend").
    pub known_as: Option<Subject>,
    /// "sister" in "my sister Ana".
    pub relation: Option<String>,
    /// "from accounting" in "Tom from accounting".
    pub descriptor: Option<String>,
    /// The pronoun they were last spoken of by ("she's bonkers" after "our
    /// collie Bramble"): a later "he" is someone else.
    said_as: Option<Gender>,
}

impl Person {
    /// Whether a "he" or "she" can stand for them: not the other of the
    /// one they were last spoken of by. Other pronouns always can.
    fn fits_pronoun(&self, pronoun: &str) -> bool {
        match (self.said_as, Gender::of_pronoun(pronoun)) {
            (Some(said), Some(now)) => said == now,
            _ => true,
        }
    }

    /// The subject facts about this person are filed under.
    pub fn subject(&self) -> Subject {
        if let Some(known) = &self.known_as {
            return known.clone();
        }
        match &self.descriptor {
            Some(d) => Subject {
                key: memoir_core::text::normalize_key(&format!("{} ({d})", self.name)),
                display: format!("{} ({d})", self.name),
            },
            None => Subject::named(&self.name),
        }
    }

    /// How a statement names them: "Ana (the user's sister)".
    pub fn with_relation(&self, owner: &str) -> String {
        match (&self.relation, &self.descriptor) {
            (Some(r), _) => format!("{} ({owner}'s {r})", self.name),
            (None, Some(d)) => format!("{} ({d})", self.name),
            (None, None) => self.name.clone(),
        }
    }
}

/// Who a clause is about.
#[derive(Debug, Clone, PartialEq)]
pub enum About {
    /// The speaker.
    Speaker,
    /// A person, by index into [`Discourse::people`]; `opening` is how many
    /// bytes at the clause's start name them ("she", "Ana").
    Person { index: usize, opening: usize },
    /// A relative with no name ("my sister ..."): filed under the relation.
    Relative(String),
}

/// A name and the speaker opening a clause: "Callum and me split up",
/// "Jo and I went to Rome".
static NAME_AND_ME: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?P<name>[A-Z][a-z]+) (?i:and|&|n) (?i:i|me|myself)\b").expect("a name and me")
});

/// A time or an occasion said before a clause's subject: "Last year",
/// "Two weeks ago", "After her fall", "Since the divorce", "In 2019".
static FRONTED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?i:(?:last|this|next|that) (?:year|month|week|spring|summer|autumn|fall|winter|christmas|weekend|term)|(?:a|one|two|three|four|five|six|\d+|a few|a couple of) (?:days?|weeks?|months?|years?) ago|(?:in|since|by) (?:19|20)\d\d|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:after|since|before|during|following|over|at) (?:the|her|his|their|my|our|a|an)\b|at (?:the age of )?(?:[2-9]\d|ninety|eighty|seventy|sixty|fifty|forty|thirty)\b)")
        .expect("fronted time or occasion")
});

/// The clause from its subject on, when a time or an occasion stands
/// before it ([`FRONTED`]): the subject starts after a comma or at the
/// first "my", "our" or capitalised word within the next three ("After
/// the wedding my sister …", "Since the divorce, Dad …"). "after work we
/// went" and "In 2019 I moved" are left alone.
fn after_a_fronted_time(clause: &str) -> Option<&str> {
    let opening = FRONTED.find(clause)?;
    // "After the wedding", "Since her fall": a determiner wants its noun
    // (one or two words) before the subject; "Last year" wants none.
    let ends_on_a_determiner = opening.as_str().rsplit(' ').next().is_some_and(|w| {
        matches!(
            w.to_lowercase().as_str(),
            "the" | "her" | "his" | "their" | "my" | "our" | "a" | "an"
        )
    });
    let (least, most) = if ends_on_a_determiner { (1, 2) } else { (0, 0) };
    let mut rest = &clause[opening.end()..];
    for taken in 0..=most {
        if let Some(after_comma) = rest.strip_prefix(',') {
            let subject = after_comma.trim_start();
            return (taken >= least && !subject.is_empty()).then_some(subject);
        }
        rest = rest.trim_start();
        let word = rest.split_whitespace().next()?;
        let starts_subject = word == "my"
            || word == "our"
            || (word.starts_with(|c: char| c.is_uppercase())
                && word != "I"
                && !word.starts_with("I'"));
        if taken >= least && starts_subject {
            return Some(rest);
        }
        rest = &rest[word.trim_end_matches(',').len()..];
    }
    None
}

/// What has been said so far, as far as "she" and "it" need.
#[derive(Debug, Default)]
pub struct Discourse {
    pub people: Vec<Person>,
    last_person: Option<usize>,
    /// The attribute of the last thing named whose attribute was known.
    pub last_slot: Option<&'static str>,
    /// The last thing of the speaker's named ("dentist appointment" in "my
    /// dentist appointment"): what a later "it" is.
    pub last_thing: Option<String>,
    /// `last_thing` was handled in the turn being read ("Ollie returned
    /// the drill"), so a bare "it's …" after it is that thing.
    pub thing_handled_in_turn: bool,
    /// "We've changed things round, …": a change announced with nothing
    /// named, which the next clause of the turn says.
    pub change_announced: bool,
    /// `last_thing` was named in the turn being read, not the one before.
    pub thing_named_in_turn: bool,
    /// `last_thing` was named as the speaker's ("my drill"), not only
    /// as "the drill".
    pub thing_is_theirs: bool,
    /// Relatives in memory known only by relation ("the user's daughter").
    known_relatives: Vec<String>,
    /// The relative known only by relation spoken of last ("my gran lives
    /// alone, she's 91"), when no named person was spoken of after them.
    last_relative: Option<String>,
    /// Someone unnamed was spoken of last ("a little girl", "this old
    /// man"): a "she" or "he" that fits them is theirs, not whoever was
    /// named before.
    stranger_last: Option<Gender>,
}

/// Which pronouns a person spoken of fits.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Gender {
    Female,
    Male,
    Either,
}

impl Gender {
    /// The gender "he" or "she" (and their forms) says; none for others.
    fn of_pronoun(pronoun: &str) -> Option<Gender> {
        let word = pronoun.split('\'').next().unwrap_or(pronoun);
        match word {
            "she" | "her" | "hers" | "herself" => Some(Gender::Female),
            "he" | "him" | "his" | "himself" => Some(Gender::Male),
            _ => None,
        }
    }

    fn fits(self, pronoun: &str) -> bool {
        let female = pronoun.starts_with("she") || pronoun == "her";
        match self {
            Gender::Either => true,
            Gender::Female => female,
            Gender::Male => !female,
        }
    }
}

/// Someone spoken of with no name: "a little girl", "this old man", "some
/// kid", "a stranger".
static STRANGER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:a|an|this|that|one|some|another) (?:(?:little|young|old|older|elderly|sweet|nice|lovely|random|tiny|small|teenage|local|kind|friendly|strange|drunk|lost)\s+){0,2}(?:(?P<f>girl|woman|lady|gal)|(?P<m>boy|man|guy|bloke|gentleman|fella|lad|chap)|kid|child|stranger|teenager|teen|toddler|person)\b")
        .expect("stranger")
});

static HANDLED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:returned|borrowed|lent|fixed|sold|bought|found|lost|broke|repaired|collected|picked up|got back|gave back|brought back|dropped off|delivered|ordered|painted|serviced|replaced) (?P<det>the|my|our|his|her|their) (?P<thing>(?:[a-z-]+ )?[a-z-]+)|\b(?:bought|ordered|borrowed|picked up|collected) an? (?P<thing2>(?:[a-z-]+ )?[a-z-]+)")
        .expect("handled")
});

/// Someone the speaker met, saw, rang or spent time with, by name, or
/// whom someone's word is about ("the vet reckons Bramble's a bit chunky").
static MET: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(?i:met|meet|meeting|met up with|saw|seeing|rang|phoned|texted|messaged|hugged|married|dating|missed|miss|invited|thanked|reckons|says|said|thinks|thought|(?:coffee|lunch|dinner|drinks|a drink|a chat|a call|a walk|a catch-up|time|out|up|living|live|lives|lived|moved in|moving in) with) (?P<name>[A-Z][a-z]+)\b")
        .expect("met")
});

/// What follows "my" without being a thing a later "it" can be: "my love
/// for dairy-free desserts", "my best", "my own".
/// Nor is a body part (`crate::BODY_PARTS`): "my knees said no to hockey,
/// so now it's swimming".
const NOT_A_THING: &[&str] = &[
    "love",
    "passion",
    "hope",
    "hopes",
    "dream",
    "dreams",
    "goal",
    "goals",
    "heart",
    "mind",
    "life",
    "time",
    "way",
    "best",
    "own",
    "advice",
    "thoughts",
    "feelings",
    "pleasure",
    "fault",
    "turn",
    "word",
    "point",
    "opinion",
    "mood",
    "experience",
    "journey",
    "dear",
    "god",
    "gosh",
    "goodness",
];

/// "the Astra", "the Pixel 7": a capitalised name after "the", which
/// `note_things` keeps when it is a make of something owned.
static A_MAKE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(?i:the) ((?-i:[A-Z][\w-]*)(?: (?-i:[A-Z0-9][\w-]*))?)").expect("a make")
});

/// The things of one's own a speaker says new: of the home, a vehicle, a
/// device.
macro_rules! things_said_new {
    () => {
        "place|flat|house|home|car|van|bike|motorbike|phone|laptop|kitchen|bathroom|sofa|boiler|garden|caravan|glasses|fridge|washing machine|cooker|bed|mattress|telly|tv"
    };
}

/// "the new flat", "the new car": a thing of one's own said new.
static NEW_THING: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(concat!(r"(?i)\bthe new (", things_said_new!(), r")\b")).expect("a new thing")
});

/// "new boiler went in last week", "New sofa arrives Friday": a thing of
/// one's own said new with nothing before it is the speaker's.
static OPENS_ON_A_NEW_THING: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(concat!(r"(?i)^new (?:", things_said_new!(), r")(?:'s|\b)"))
        .expect("opens on a new thing")
});

/// Whether `clause` opens on a new thing of the speaker's with no "my":
/// see [`OPENS_ON_A_NEW_THING`].
pub fn opens_on_a_new_thing(clause: &str) -> bool {
    OPENS_ON_A_NEW_THING.is_match(clause) && crate::clause::has_a_verb(clause)
}

static THING: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\b(?:my|our) ((?:[\w-]+ ){0,2}[\w-]+)").expect("thing"));

/// After a capitalised word, "is on Tuesdays", "'s every Friday morning",
/// "is Monday and Wednesday evenings": what is said of an activity.
static SCHEDULED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:'s|\s+is|\s+are)\s+(?:on\s+(?:an?\s+)?|every\s+|usually\s+|always\s+|now\s+)?(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?|weekdays?)\b")
        .expect("scheduled")
});

/// After a capitalised word, "has overtaken X as my favourite", "'s taken
/// over as our go-to": a thing put in another's place.
static RANKED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:'s|\s+has|\s+have)?\s+(?:overtaken|overtook|taken over as|took over as|knocked \w+ off)\b")
        .expect("ranked")
});

/// After a capitalised word, "is definitely a great city", "'s such a
/// classic", "was a lovely little town": a place or a work described, not
/// a person.
static A_PLACE_OR_A_WORK: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:'s|\s+is|\s+was)\s+(?:(?:definitely|honestly|really|truly|just|still|such|so|quite|one of the|one of my|a|an|the)\s+)+(?:[\w-]+,?\s+(?:and\s+)?){0,3}(?:city|cities|town|village|country|place|island|spot|destination|capital|county|region|book|film|movie|classic|show|series|song|album|game|restaurant|café|cafe|pub)(?:[.!,;]|$|\s+(?:to|for|in|with|that|and|but|if|when|where|ever)\b)")
        .expect("a place or a work")
});

/// Capitalised words that open a sentence without naming anyone: closed
/// classes (pronouns, question words, place and time adverbs) and common
/// nouns a sentence often starts with.
/// People named by their role alone, as speech names them without "the"
/// ("doctor says", "Landlord's put the rent up"): someone, but no name.
pub(crate) const ROLES_SAID_BARE: &[&str] = &[
    "doctor",
    "doc",
    "gp",
    "boss",
    "physio",
    "nurse",
    "consultant",
    "landlord",
    "landlady",
    "teacher",
    "coach",
    "vet",
    "dentist",
    "surgeon",
    "therapist",
    "midwife",
];

pub(crate) const NOT_NAMES: &[&str] = &[
    "Here",
    "Where",
    "When",
    "How",
    "Why",
    "Now",
    "Then",
    "Tonight",
    "He",
    "She",
    "They",
    "We",
    "You",
    "Its",
    "His",
    "Her",
    "Their",
    "Someone",
    "Somebody",
    "Anyone",
    "Anybody",
    "Nobody",
    "Everybody",
    "One",
    "All",
    "Both",
    "Each",
    "The",
    "This",
    "That",
    "There",
    "It",
    "My",
    "Our",
    "Your",
    "Mum",
    "Dad",
    "Mom",
    "Work",
    "Everything",
    "Everyone",
    "Nothing",
    "Something",
    "Today",
    "Tomorrow",
    "Yesterday",
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
    // "February's our trip to Crete", "May's the busy month": a month
    // opening a sentence is a time, never a person.
    "January",
    "February",
    "March",
    "April",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
    "Which",
    "What",
    "Who",
    "Life",
    "Home",
    "School",
    "Uni",
    "Dinner",
    "Lunch",
    "Breakfast",
    "Weather",
    "Traffic",
    "Rent",
    "Mortgage",
    "Money",
    "Sleep",
    "Knee",
    "Back",
    "Pay",
    "Diet",
    "Commute",
    // "Sadly our uncle died": a sentence adverb, never a name.
    "Sadly",
    "Unfortunately",
    "Luckily",
    "Thankfully",
    "Apparently",
    "Honestly",
    "Actually",
    "Anyway",
    "Basically",
    "Obviously",
    "Hopefully",
    "Finally",
    // "Let's go", "Nature's amazing", "Family's everything": a word that
    // opens sentences with "'s" after it.
    "Let",
    "Nature",
    "Music",
    "Family",
    "Time",
    // "Art is my therapy", "Yoga's saved my back": a pastime or a field
    // opening a sentence.
    "Art",
    "Dance",
    "Travel",
    "Exercise",
    "Fitness",
    "Photography",
    "Pottery",
    "Poetry",
    "Yoga",
    "Football",
    "Basketball",
    "Soccer",
    "Tennis",
    "Golf",
    "Sport",
    "Sports",
    "Science",
    "History",
    "Food",
    "Coffee",
    // "Tea has to be strong for me", "Wine gives me a headache", "Bread's
    // off the menu": what is eaten or drunk, opening a sentence.
    "Tea",
    "Wine",
    "Beer",
    "Bread",
    "Milk",
    "Sugar",
    "Cheese",
    "Chocolate",
    "Meat",
    "Fish",
    "Water",
    // "Ankle's healed", "Wrist is much better": a body part opening a
    // sentence.
    "Ankle",
    "Wrist",
    "Hip",
    "Shoulder",
    "Elbow",
    "Neck",
    "Foot",
    "Leg",
    "Arm",
    "Hand",
    "Finger",
    "Toe",
    "Rash",
    "Cough",
    // "Vegan's behind me", "Keto lasted a month", "Veggie's easy now": a
    // diet opening a sentence.
    "Vegan",
    "Veganism",
    "Vegetarian",
    "Veggie",
    "Keto",
    "Pescatarian",
];

/// Prepositions and linking words that open a sentence before "my …":
/// "On my daughter's insistence", "Like my mum always says".
const NOT_A_NAME_BEFORE_MY: &[&str] = &[
    "On", "In", "At", "For", "From", "After", "Before", "Since", "With", "Without", "By", "During",
    "Until", "Like", "Unlike", "About", "Despite", "Thanks", "Unless", "Because", "Although",
    "Though", "While", "Whilst", "Once", "If", "Against", "Near", "Behind", "Beside",
];

/// The one word memory files a relation under, whichever word was said:
/// "my mother" and "Mum" are one person, as are "my father" and "Dad".
pub fn kin_key(rel: &str) -> &str {
    match rel {
        "mother" | "mom" | "mam" | "mummy" | "mommy" | "mama" | "ma" => "mum",
        "father" | "daddy" | "papa" | "pa" => "dad",
        "grandmother" | "grandma" | "granny" => "gran",
        "grandfather" | "grandpa" | "granddad" | "gramps" => "grandad",
        // "my little boy Finn", "our lass": a child by another word.
        "boy" | "lad" => "son",
        "girl" | "lass" => "daughter",
        _ => rel,
    }
}

/// Whether a subject filed under a relation ("the user's colleague",
/// "the user's neighbours") is someone outside the speaker's home: not
/// one of the speaker's animals ("the user's dog") and not the partner
/// or children, whose pets are the home's ("our son has a hamster").
pub fn filed_under_someone_outside_the_home(subject_key: &str) -> bool {
    const HOME: &[&str] = &[
        "son",
        "daughter",
        "kid",
        "child",
        "children",
        "twins",
        "baby",
        "little one",
        "youngest",
        "eldest",
        "oldest",
        "middle one",
        "boy",
        "girl",
        "husband",
        "wife",
        "partner",
        "fiance",
        "fiancee",
        "stepson",
        "stepdaughter",
    ];
    subject_key.rsplit_once("'s ").is_some_and(|(_, rel)| {
        let one = rel.strip_suffix('s').unwrap_or(rel);
        !is_an_animal(rel) && !HOME.iter().any(|h| *h == rel || *h == one)
    })
}

/// Whether `word` names a kind of animal a speaker keeps ("dog",
/// "spaniels").
pub fn is_an_animal(word: &str) -> bool {
    let one = word.strip_suffix('s').unwrap_or(word);
    animals!().split('|').any(|a| a == word || a == one)
}

/// Relations a "she" or "her" can stand for.
const SHE: &[&str] = &[
    "daughter",
    "sister",
    "mum",
    "mom",
    "mother",
    "wife",
    "girlfriend",
    "fiancee",
    "aunt",
    "gran",
    "granny",
    "nan",
    "nana",
    "grandma",
    "grandmother",
    "niece",
    "stepmum",
    "stepdaughter",
    "landlady",
    "girl",
    "lass",
    "sister-in-law",
    "mother-in-law",
];
/// Relations a "he" or "his" can stand for.
const HE: &[&str] = &[
    "son",
    "brother",
    "dad",
    "father",
    "husband",
    "boyfriend",
    "fiance",
    "uncle",
    "grandad",
    "grandpa",
    "grandfather",
    "nephew",
    "stepdad",
    "stepson",
    "landlord",
    "boy",
    "lad",
    "brother-in-law",
    "father-in-law",
];

/// Whether `pronoun` can stand for the relative `rel`: "she" for a gran,
/// not for a dad; either for a partner or a friend.
/// Relations that are more than one person: "they", never "she" or "he".
const MANY: &[&str] = &[
    "girls",
    "boys",
    "neighbours",
    "neighbors",
    "colleagues",
    "friends",
    "mates",
    "parents",
    "folks",
    "grandparents",
    "kids",
    "children",
    "twins",
    "in-laws",
];

fn pronoun_fits_relation(pronoun: &str, rel: &str) -> bool {
    // "sister's husband": the last relation is who the person is.
    let rel = rel.rsplit(' ').next().unwrap_or(rel);
    if MANY.contains(&rel) {
        return false;
    }
    if pronoun.starts_with("she") || pronoun == "her" {
        !HE.contains(&rel)
    } else {
        !SHE.contains(&rel)
    }
}

/// The relations a "she" or a "he" (and their other forms) may stand for.
fn relations_for(pronoun: &str) -> &'static [&'static str] {
    if pronoun.starts_with("she") || pronoun == "her" {
        SHE
    } else {
        HE
    }
}

/// Whether `rel`, as said or by the word memory files it under ("mother"
/// as "mum"), is one of `relations`.
fn named_in(relations: &[&str], rel: &str) -> bool {
    relations.contains(&rel) || relations.contains(&kin_key(rel))
}

/// A person's relation to the speaker, said or shown beside their name in
/// memory ("Tomas (the user's husband)" → "husband").
fn relation_of(p: &Person) -> Option<String> {
    p.relation.clone().or_else(|| {
        p.descriptor
            .as_deref()
            .and_then(|d| d.rsplit_once("'s ").map(|(_, rel)| rel.to_string()))
    })
}

/// Whether `word` is a pronoun that stands for a person ("she's", "his").
pub fn is_pronoun(word: &str) -> bool {
    PRONOUNS.contains(&word.to_lowercase().replace('\u{2019}', "'").as_str())
}

const PRONOUNS: &[&str] = &[
    "she", "he", "she's", "he's", "she'd", "he'd", "she'll", "he'll", "her", "his",
];

impl Discourse {
    /// Note a thing `clause` says was handled ("returned the drill"):
    /// what a following "it's" in the same turn is.
    pub fn note_handled_thing(&mut self, clause: &str) {
        let Some(caps) = HANDLED.captures_iter(clause).last() else {
            return;
        };
        let Some(m) = caps.name("thing").or_else(|| caps.name("thing2")) else {
            return;
        };
        let theirs = caps.name("det").is_some_and(|d| {
            d.as_str().eq_ignore_ascii_case("my") || d.as_str().eq_ignore_ascii_case("our")
        });
        // "returned the drill yesterday": the thing is the noun, not when.
        // Said as said: "a Brompton" stays a Brompton.
        let words: Vec<&str> = m
            .as_str()
            .split_whitespace()
            .take_while(|w| {
                let w = w.to_lowercase();
                !memoir_core::text::is_stopword(&w)
                    && !matches!(
                        w.as_str(),
                        "yesterday"
                            | "today"
                            | "tonight"
                            | "again"
                            | "back"
                            | "last"
                            | "this"
                            | "next"
                            | "finally"
                            | "off"
                            | "up"
                    )
            })
            .collect();
        if !words.is_empty() {
            self.last_thing = Some(words.join(" "));
            self.thing_handled_in_turn = true;
            self.thing_is_theirs = theirs;
        }
    }

    /// Note a relative with no name that `clause` speaks of anywhere ("any
    /// ideas for my wife? She's into pottery"): who a "she" or "he" after
    /// it is, when no named person was spoken of since.
    pub fn note_relatives(&mut self, clause: &str) {
        if self.last_person.is_some() {
            return;
        }
        // "We have one daughter, she's in class 8": a relative said as
        // had, too. So is a pet just got: "we adopted a greyhound, he's
        // called Biscuit".
        if let Some(rel) = RELATIVE_ANYWHERE
            .captures_iter(clause)
            .last()
            .and_then(|c| {
                c.name("rel")
                    .or_else(|| c.name("rel2"))
                    .or_else(|| c.name("pet"))
            })
        {
            self.last_relative = Some(rel.as_str().to_lowercase());
        }
    }

    /// Note someone unnamed `clause` speaks of ("I sat with a little girl
    /// who …"): a "she" after it is not whoever was named before.
    pub fn note_strangers(&mut self, clause: &str) {
        let Some(c) = STRANGER.captures_iter(clause).last() else {
            return;
        };
        self.stranger_last = Some(if c.name("f").is_some() {
            Gender::Female
        } else if c.name("m").is_some() {
            Gender::Male
        } else {
            Gender::Either
        });
    }

    /// Note someone `clause` names as whom the speaker met, saw, rang or
    /// spent time with ("had lunch with Priya", "I rang Dev last night"):
    /// who a "she", "he", "her" or "him" after it is. Two named together
    /// ("met Tom and Sara") leave it open.
    pub fn note_people_met(&mut self, clause: &str) {
        let mut met = MET.captures_iter(clause).filter_map(|c| c.name("name"));
        let (Some(name), None) = (met.next(), met.next()) else {
            return;
        };
        let after = &clause[name.end()..];
        let name = name.as_str();
        let bare = name.to_lowercase();
        let a_relation = BARE_RELATIONS
            .split('|')
            .any(|r| r.eq_ignore_ascii_case(name))
            || ROLES_SAID_BARE.iter().any(|r| r.eq_ignore_ascii_case(name));
        if NOT_NAMES.contains(&name)
            || a_relation
            || after.starts_with(" and ")
            || memoir_core::text::WEEKDAYS.contains(&bare.trim_end_matches('s'))
            || memoir_core::text::MONTHS.contains(&bare.as_str())
        {
            return;
        }
        self.spoken_of_by_name(name);
    }

    /// The person called `name` — known, or new with nothing more said of
    /// them — is now the one spoken of last.
    fn spoken_of_by_name(&mut self, name: &str) {
        let index = match self.find(name, None) {
            Some(i) => i,
            None => {
                self.people.push(Person {
                    name: name.to_string(),
                    known_as: None,
                    relation: None,
                    descriptor: None,
                    said_as: None,
                });
                self.people.len() - 1
            }
        };
        self.last_person = Some(index);
        self.last_relative = None;
        self.stranger_last = None;
    }

    /// Who an object or possessive pronoun ("him", "her", "his") stands
    /// for, as the statement should name them: the relative or person
    /// spoken of last whom the pronoun fits.
    /// The first is the full name for an object ("Tom (the user's
    /// brother)"), the second the short one a possessive takes ("Tom").
    pub fn named_by_object_pronoun(&self, pronoun: &str, owner: &str) -> Option<(String, String)> {
        if let Some(rel) = self
            .last_relative
            .as_ref()
            .filter(|rel| pronoun_fits_relation(pronoun, rel))
        {
            let named = format!("{owner}'s {rel}");
            return Some((named.clone(), named));
        }
        // "any ideas for my wife?" one day, "I got her a voucher" the next.
        let Some(last) = self.last_person else {
            let rel = self.the_only_relative_for(pronoun)?;
            let named = format!("{owner}'s {rel}");
            return Some((named.clone(), named));
        };
        let person = &self.people[last];
        (person
            .relation
            .as_deref()
            .is_none_or(|rel| pronoun_fits_relation(pronoun, rel))
            && person.fits_pronoun(pronoun))
        .then(|| (person.with_relation(owner), person.name.clone()))
    }

    /// Note the last thing of the speaker's that `clause` names.
    pub fn note_things(&mut self, clause: &str) {
        // Where the last "my …" named began: a new thing said after it
        // ("moved my stuff into the new flat") is the later one.
        let mut mine_at = None;
        for caps in THING.captures_iter(clause) {
            let Some(m) = caps.get(1) else { continue };
            let mut words = Vec::new();
            let said: Vec<&str> = m.as_str().split_whitespace().collect();
            for (i, w) in said.iter().enumerate() {
                let lower = w.to_lowercase();
                // "our office moved to Salford": a past verb before a small
                // word is what the thing did, not part of its name ("my
                // battered old van" keeps "battered").
                let a_deed = lower.ends_with("ed")
                    && said
                        .get(i + 1)
                        .is_none_or(|next| memoir_core::text::is_stopword(&next.to_lowercase()));
                // "my old bike got a puncture": nor is a common verb that
                // does not end in "-ed".
                let a_plain_deed = matches!(
                    lower.as_str(),
                    "got"
                        | "gets"
                        | "went"
                        | "goes"
                        | "broke"
                        | "keeps"
                        | "kept"
                        | "took"
                        | "came"
                        | "needs"
                        | "lives"
                        | "sits"
                        | "sat"
                        | "said"
                        | "says"
                        | "gave"
                        | "gives"
                        // "got my rise through": a particle, not a name.
                        | "through"
                        // "my knees finally said no": an adverb stands
                        // before what the thing did.
                        | "finally"
                        | "recently"
                        | "eventually"
                        | "suddenly"
                        | "actually"
                        | "really"
                        | "already"
                        | "officially"
                );
                if memoir_core::text::is_stopword(&lower)
                    || (lower.ends_with("ing") || a_deed || a_plain_deed) && !words.is_empty()
                {
                    break;
                }
                words.push(lower);
            }
            if let Some(first) = words.first() {
                if !RELATIONS.split('|').any(|r| r == first)
                    && !NOT_A_THING.contains(&first.as_str())
                    && !crate::BODY_PARTS.contains(&first.as_str())
                {
                    self.thing_is_theirs = true;
                    self.thing_named_in_turn = true;
                    self.last_thing = Some(words.join(" "));
                    mine_at = Some(m.start());
                }
            }
        }
        // "moved into the new flat on Friday, it's got a balcony": a thing
        // of the home, a vehicle or a device said new with "the" is theirs.
        if let Some(m) = NEW_THING
            .captures_iter(clause)
            .filter_map(|caps| caps.get(1))
            .last()
            .filter(|m| mine_at.is_none_or(|at| m.start() > at))
        {
            self.thing_is_theirs = true;
            self.thing_named_in_turn = true;
            self.last_thing = Some(format!("new {}", m.as_str().to_lowercase()));
        }
        // "an MOT for the Astra", "the Pixel's screen cracked": a make or a
        // model said with "the" is a thing of theirs, as "my" says.
        for caps in A_MAKE.captures_iter(clause) {
            let Some(m) = caps.get(1) else { continue };
            let owned = memoir_core::attribute::kinds_named(m.as_str())
                .iter()
                .any(|(kind, _)| matches!(*kind, "car" | "phone" | "laptop"));
            if owned {
                self.thing_is_theirs = true;
                self.thing_named_in_turn = true;
                self.last_thing = Some(m.as_str().to_string());
            }
        }
    }

    /// A discourse that knows the people already in memory.
    pub fn new(known: &[Subject]) -> Self {
        let mut d = Self::default();
        for s in known {
            if s.is_user() {
                continue;
            }
            let (name, descriptor) = match s.display.split_once(" (") {
                Some((n, rest)) => (n.to_string(), Some(rest.trim_end_matches(')').to_string())),
                None => (s.display.clone(), None),
            };
            if name.chars().next().is_some_and(char::is_uppercase) {
                // Filed under the relation, not the name: the subject as
                // memory has it.
                let known_as = s.named_beside_a_relation().then(|| s.clone());
                // "Tomas (the user's husband)": the relation itself, which
                // "my husband Tomas" and a later "he" find him by.
                let (relation, descriptor) = match descriptor
                    .as_deref()
                    .and_then(|d| d.strip_prefix("the user's "))
                    .filter(|rel| RELATIONS.split('|').any(|r| r == *rel))
                {
                    Some(rel) => (Some(rel.to_string()), None),
                    None => (None, descriptor),
                };
                d.people.push(Person {
                    name,
                    known_as,
                    relation,
                    descriptor,
                    said_as: None,
                });
            } else if let Some((_, rel)) = s.display.rsplit_once("'s ") {
                if RELATIONS.split('|').any(|r| r == rel) {
                    d.known_relatives.push(rel.to_string());
                }
            }
        }
        d
    }

    /// The partner spoken of by name, in this turn or in memory ("my
    /// boyfriend Marco", "Marco (the user's boyfriend)"): whom "we broke
    /// up" parts from. None when there is no one, or more than one.
    /// Whether `name` is someone of the speaker's family ("my brother
    /// Luca"): one who moves away is still family.
    pub fn is_family(&self, name: &str) -> bool {
        const FAMILY: &[&str] = &[
            "sister",
            "brother",
            "mum",
            "mom",
            "mother",
            "dad",
            "father",
            "son",
            "daughter",
            "cousin",
            "aunt",
            "uncle",
            "gran",
            "granny",
            "nan",
            "nana",
            "grandma",
            "grandmother",
            "grandad",
            "grandpa",
            "grandfather",
            "niece",
            "nephew",
            "grandson",
            "granddaughter",
            "stepdad",
            "stepmum",
            "stepson",
            "stepdaughter",
            "stepbrother",
            "stepsister",
            "mother-in-law",
            "father-in-law",
            "sister-in-law",
            "brother-in-law",
            "eldest",
            "youngest",
            "oldest",
            "twin",
        ];
        self.people
            .iter()
            .any(|p| p.name == name && p.relation.as_deref().is_some_and(|r| FAMILY.contains(&r)))
    }

    pub fn the_partner(&self) -> Option<&str> {
        use memoir_core::reconcile::PARTNERS;
        let mut partners = self.people.iter().filter(|p| {
            let by_relation = p.relation.as_deref().is_some_and(|r| PARTNERS.contains(&r));
            let by_descriptor = p.descriptor.as_deref().is_some_and(|d| {
                d.strip_prefix("the user's ")
                    .is_some_and(|rel| PARTNERS.contains(&rel))
            });
            by_relation || by_descriptor
        });
        let first = partners.next()?;
        partners
            .all(|p| p.name == first.name)
            .then_some(first.name.as_str())
    }

    /// The one relative in memory a "she"/"her" or "he"/"his" with no one
    /// named before it can be: "Her swimming's moved to Wednesdays" when
    /// the only woman or girl spoken of is the user's daughter.
    fn the_only_relative_for(&self, pronoun: &str) -> Option<&String> {
        let of = relations_for(pronoun);
        let mut fitting = self
            .known_relatives
            .iter()
            .filter(|r| of.contains(&r.as_str()));
        match (fitting.next(), fitting.next()) {
            (Some(one), None) => Some(one),
            _ => None,
        }
    }

    /// Whether no relative in memory known only by relation fits `pronoun`.
    fn no_relative_fits(&self, pronoun: &str) -> bool {
        let of = relations_for(pronoun);
        !self
            .known_relatives
            .iter()
            .any(|r| of.contains(&r.as_str()))
    }

    /// Whether everyone in memory by name has a relation known, and none
    /// of those relations fits `pronoun` (a name alone may be anyone).
    fn no_person_fits(&self, pronoun: &str) -> bool {
        let of = relations_for(pronoun);
        self.people
            .iter()
            .all(|p| relation_of(p).is_some_and(|rel| !named_in(of, &rel)))
    }

    /// The one person in memory, by name, whose relation ("Tomas (the
    /// user's husband)") a "he" or a "she" fits. None when no one's
    /// relation is known, or when more than one fits.
    fn the_only_person_known_for(&self, pronoun: &str) -> Option<usize> {
        let of = relations_for(pronoun);
        let mut fitting = (0..self.people.len())
            .filter(|&i| relation_of(&self.people[i]).is_some_and(|rel| named_in(of, &rel)));
        match (fitting.next(), fitting.next()) {
            (Some(one), None) => Some(one),
            _ => None,
        }
    }

    fn find(&self, name: &str, descriptor: Option<&str>) -> Option<usize> {
        let mut same: Vec<usize> = (0..self.people.len())
            .filter(|&i| self.people[i].name == name)
            .collect();
        // "Georgie" for Georgia, "Tommy" for Tom: one known person whose
        // name this is a short form of.
        if same.is_empty() {
            let fond: Vec<usize> = (0..self.people.len())
                .filter(|&i| short_form_of(name, &self.people[i].name))
                .collect();
            if fond.len() == 1 {
                same = fond;
            }
        }
        if let Some(d) = descriptor {
            // "Sam from work" is the Sam "at work": the place is what tells
            // them apart.
            let place = |d: &str| d.rsplit(' ').next().unwrap_or(d).to_string();
            return same.iter().copied().find(|&i| {
                self.people[i]
                    .descriptor
                    .as_deref()
                    .is_some_and(|known| known == d || place(known) == place(d))
            });
        }
        // A bare name: the one spoken of last, else the first.
        if let Some(last) = self.last_person.filter(|l| same.contains(l)) {
            return Some(last);
        }
        same.first().copied()
    }

    /// "Climbing Sam just quit": a known person's descriptor said before
    /// their name, where more than one person has that name. Their index
    /// and where the name ends.
    pub fn described_before_name(&self, clause: &str) -> Option<(usize, usize)> {
        let mut words = clause.split_whitespace();
        let descriptor = words.next()?.to_lowercase();
        let name = words.next()?;
        let m = NAME_WORD.find(name).filter(|m| m.as_str() == name)?;
        let same: Vec<usize> = (0..self.people.len())
            .filter(|&i| self.people[i].name == m.as_str())
            .collect();
        if same.len() < 2 {
            return None;
        }
        // "cousin Laura", "climbing Sam": the word before is what was said
        // of them, their relation or their descriptor.
        let index = same.into_iter().find(|&i| {
            self.people[i].relation.as_deref() == Some(descriptor.as_str())
                || self.people[i]
                    .descriptor
                    .as_deref()
                    .is_some_and(|d| d.split_whitespace().any(|w| w == descriptor))
        })?;
        let end = clause.find(name).map(|at| at + name.len())?;
        Some((index, end))
    }

    /// The first person already known whom `clause` names.
    pub fn named_in(&self, clause: &str) -> Option<usize> {
        NAME_WORD
            .find_iter(clause)
            .filter(|m| m.as_str() != "I")
            .find_map(|m| self.find(m.as_str(), None))
    }

    /// "How's Anita getting on?" — "She's left teaching": the one known
    /// person the listener asked after is who a "she" in the answer is.
    pub fn asked_after(&mut self, question: &str, answer: &str) {
        if !question.trim_end().ends_with('?') {
            return;
        }
        if let Some(index) = self.named_in(question) {
            self.last_person = Some(index);
            self.last_relative = None;
        } else if let Some(rel) = ASKED_AFTER_A_RELATIVE
            .captures(question)
            .and_then(|c| c.name("rel").or_else(|| c.name("many")))
        {
            // "How old is your daughter?" — "she's six": the relative asked
            // after, when no one was named.
            self.last_relative = Some(rel.as_str().to_lowercase());
            self.last_person = None;
        } else if let Some(name) = crate::answer::the_one_name_in(question).filter(|_| {
            let first = answer
                .split_whitespace()
                .next()
                .map(|w| w.trim_end_matches([',', '.', '!']).to_lowercase());
            matches!(
                first.as_deref(),
                Some("he" | "she" | "he's" | "she's" | "he'd" | "she'd")
            )
        }) {
            // "How's Alfie?" — "he's at Oakfield now": one asked after by
            // name, not known before, is who an answer opening on "he" or
            // "she" speaks of. ("Still in Hove?" — "the new place …" names
            // a place, and nobody.)
            self.spoken_of_by_name(name);
        }
    }

    /// Learn the people `clause` introduces, and say who it is about.
    pub fn read(&mut self, clause: &str, speaker_is_first_person: bool) -> About {
        let about = self.read_subject(clause, speaker_is_first_person);
        match &about {
            About::Relative(rel) => {
                self.last_relative = Some(rel.clone());
                self.last_person = None;
                self.stranger_last = None;
            }
            About::Person { .. } => {
                self.last_relative = None;
                self.stranger_last = None;
            }
            About::Speaker => {}
        }
        // "seeing someone called Rory", "the landlord's a nightmare, a guy
        // called Craig": who a "he" after it is, not what the clause is
        // about.
        let mut about = about;
        for name in INTRODUCED
            .captures_iter(clause)
            .filter_map(|c| c.name("name4"))
        {
            self.spoken_of_by_name(name.as_str());
            // "A girl called Ama has taken his room": met at the start of
            // the clause and doing something, they are what it is about.
            let opens_on_them = clause.get(..name.start()).is_some_and(|before| {
                !before.contains(',') && before.split_whitespace().count() <= 4
            }) && crate::clause::starts_with_ignoring_case(clause, "a ");
            let does_something = crate::clause::has_a_verb(&clause[name.start()..]);
            if about == About::Speaker && opens_on_them && does_something {
                if let Some(index) = self.last_person {
                    about = About::Person { index, opening: 0 };
                }
            }
        }
        // "My new manager is Sandra, she's much more involved": the one
        // named last is who "she" is, whatever the clause is about.
        // Most clauses name no one this way: "my"/"our" first, no regex.
        let may_name = ["my ", "our ", "My ", "Our "]
            .iter()
            .any(|w| clause.contains(w));
        if let Some(c) = may_name
            .then(|| NAMED_AS_A_RELATION.captures(clause))
            .flatten()
            .filter(|c| !NOT_NAMES.contains(&&c["name"]))
        {
            self.spoken_of_by_name(&c["name"]);
            if let Some(person) = self.last_person.and_then(|i| self.people.get_mut(i)) {
                if person.relation.is_none() {
                    person.relation = Some(c["rel"].to_lowercase());
                }
            }
        }
        about
    }

    fn read_subject(&mut self, clause: &str, speaker_is_first_person: bool) -> About {
        // "Callum and me split in the spring": the speaker's clause, with
        // someone beside them who a later "he" is.
        if let Some(caps) = NAME_AND_ME.captures(clause) {
            let name = &caps["name"];
            if !NOT_NAMES.contains(&name) {
                self.spoken_of_by_name(name);
                return About::Speaker;
            }
        }
        // "Last year Mum moved to Leeds", "After her fall Mum moved in with
        // us": a time or an occasion said first, then who the clause is
        // about. Read from the subject on; what names them is not at the
        // clause's start, so nothing there stands for them.
        if let Some(after) =
            after_a_fronted_time(clause).filter(|rest| !has_first_person_subject(rest))
        {
            match self.read_subject(after, speaker_is_first_person) {
                About::Speaker => {}
                About::Person { index, .. } => return About::Person { index, opening: 0 },
                relative => return relative,
            }
        }
        let mut first_introduced: Option<(usize, usize)> = None;
        for caps in INTRODUCED.captures_iter(clause) {
            let (name, relation, whole) = match (caps.name("name"), caps.name("name2")) {
                (Some(n), _) => (n, caps.name("rel"), caps.get(0)),
                // "On my daughter's insistence", "After my sister's
                // wedding": a word that is no name before "my".
                (None, Some(n))
                    if NOT_NAMES.contains(&n.as_str())
                        || NOT_A_NAME_BEFORE_MY.contains(&n.as_str())
                        || said_of_a_thing(&clause[n.end()..]) =>
                {
                    continue
                }
                (None, Some(n)) => (n, caps.name("rel2"), caps.get(0)),
                // "my sister's husband is also called Ben": another one of
                // a name known, introduced by the relation.
                _ => match caps.name("name3") {
                    Some(n) => (n, caps.name("rel3"), caps.get(0)),
                    None => match caps.name("name5") {
                        // "there's another Sam at work": a second person
                        // of a name known, told apart by where, or as the
                        // other one.
                        Some(n) if self.people.iter().any(|p| p.name == n.as_str()) => {
                            let rest = &clause[n.end()..];
                            let descriptor = DESCRIBED
                                .captures(rest)
                                .and_then(|c| c.name("d"))
                                .map(|d| d.as_str().to_lowercase())
                                .unwrap_or_else(|| "the other one".to_string());
                            self.people.push(Person {
                                name: n.as_str().to_string(),
                                known_as: None,
                                relation: None,
                                descriptor: Some(descriptor),
                                said_as: None,
                            });
                            self.last_person = Some(self.people.len() - 1);
                            continue;
                        }
                        // "someone called Rory": noted after the clause.
                        _ => continue,
                    },
                },
            };
            let Some(whole) = whole else { continue };
            let rest = &clause[whole.end()..];
            let descriptor = DESCRIBED
                .captures(rest)
                .and_then(|c| c.name("d"))
                .map(|d| d.as_str().to_lowercase());
            let relation = relation.map(|r| r.as_str().to_lowercase());
            // "Sam from work" and then "my cousin Sam": a relative is not
            // the one known by where they were met.
            let another_one = |p: &Person| {
                p.descriptor.is_some()
                    && relation
                        .as_deref()
                        .is_some_and(|r| SHE.contains(&r) || HE.contains(&r) || r == "cousin")
            };
            let index = match self.find(name.as_str(), descriptor.as_deref()) {
                Some(i)
                    if (self.people[i].relation.is_none() && !another_one(&self.people[i]))
                        || self.people[i].relation == relation =>
                {
                    if self.people[i].relation.is_none() {
                        self.people[i].relation = relation;
                    }
                    i
                }
                _ => {
                    // Another person of the same name: told apart by the
                    // relation when nothing else was said.
                    let clash = self.people.iter().any(|p| p.name == name.as_str());
                    let descriptor = descriptor.or_else(|| {
                        clash.then(|| format!("the {}", relation.clone().unwrap_or_default()))
                    });
                    self.people.push(Person {
                        name: name.as_str().to_string(),
                        known_as: None,
                        relation,
                        descriptor,
                        said_as: None,
                    });
                    self.people.len() - 1
                }
            };
            self.last_person = Some(index);
            if first_introduced.is_none() {
                first_introduced = Some((index, whole.start()));
            }
        }
        // Introduced at the start: the clause is about them.
        if let Some((index, 0)) = first_introduced {
            return About::Person { index, opening: 0 };
        }
        let first_word: String = clause
            .split_whitespace()
            .next()
            .unwrap_or("")
            .trim_matches(|c: char| !c.is_alphanumeric() && c != '\'')
            .to_string();
        let lower = first_word.to_lowercase().replace('\u{2019}', "'");
        if let Some((index, opening)) = self.described_before_name(clause) {
            self.last_person = Some(index);
            return About::Person { index, opening };
        }
        // A known name (with its descriptor, if said) at the start.
        if let Some(m) = NAME_WORD.find(clause).filter(|m| m.start() == 0) {
            let rest = &clause[m.end()..];
            let descriptor = DESCRIBED
                .captures(rest)
                .and_then(|c| c.name("d"))
                .map(|d| d.as_str().to_lowercase());
            if let Some(i) = self.find(m.as_str(), descriptor.as_deref()) {
                self.last_person = Some(i);
                return About::Person {
                    index: i,
                    opening: 0,
                };
            }
        }
        // Someone named for the first time at the start, with a verb:
        // "Kemi's moved to Toronto", "Paolo has the van".
        if let Some(m) = NAME_WORD.find(clause).filter(|m| m.start() == 0) {
            // "Sam from work is training …": a descriptor may stand
            // between the name and the verb.
            let described = DESCRIBED.captures(&clause[m.end()..]);
            let descriptor = described
                .as_ref()
                .and_then(|c| c.name("d"))
                .map(|d| d.as_str().to_lowercase());
            let skip = described
                .as_ref()
                .and_then(|c| c.get(0))
                .map_or(0, |d| d.end());
            let after = clause[m.end() + skip..].trim_start();
            // "Canberra's off", "Glastonbury's cancelled": a thing, not a person.
            // "Wordle got a bit samey": a pastime, not a person, grew dull.
            let of_a_thing = said_of_a_thing(&clause[m.end()..])
                || crate::rules::RULE_SET.applies("lost_its_pull", clause)
                || A_PLACE_OR_A_WORK.is_match(&clause[m.end()..]);
            // "Gym is Monday evenings", "Choir's on Tuesdays": a day of the
            // week said of it makes it an activity, not a person.
            // "Arrival has overtaken Alien as my favourite": a thing ranked.
            // "Zoe is on a Friday shift" is Zoe's, not an activity's.
            let scheduled = SCHEDULED
                .find(&clause[m.end() + skip..])
                .is_some_and(|day| {
                    let next = clause[m.end() + skip + day.end()..].trim_start();
                    !["shift", "rota", "duty", "duties"]
                        .iter()
                        .any(|w| crate::clause::starts_with_ignoring_case(next, w))
                });
            // "Connor finally moved out", "Jess now teaches antenatal
            // classes": an adverb may stand before the verb, and after one
            // any word shaped like a verb is one.
            let after_adverb = [
                "finally ",
                "recently ",
                "eventually ",
                "officially ",
                "suddenly ",
                "now ",
                "also ",
                "currently ",
                "actually ",
                "apparently ",
                "usually ",
            ]
            .iter()
            .find_map(|a| after.strip_prefix(a));
            let verb_after_an_adverb = after_adverb
                .and_then(|rest| rest.split_whitespace().next())
                .is_some_and(verb_shaped);
            let after = after_adverb.unwrap_or(after);
            let scheduled_or_ranked = scheduled || RANKED.is_match(&clause[m.end() + skip..]);
            let verb_follows = !scheduled_or_ranked
                && !of_a_thing
                && (clause[m.end() + skip..].starts_with("'s ")
                || [
                    "is ", "was ", "has ", "had ", "got ", "just ", "still ", "works ", "lives ",
                    "does ", "plays ", "goes ", "eats ", "loves ", "likes ", "hates ", "sleeps ",
                    "wants ", "needs ", "drives ", "teaches ", "studies ", "died", "passed away",
                    // What people do with their lives: "Kemi retrained as a
                    // nurse", "Dev moved to Bristol", "Priya quit her job".
                    "moved ", "retrained", "retired", "quit ", "joined ", "started at ",
                    "started work", "started a new", "graduated", "qualified", "emigrated",
                    "relocated", "got married", "got engaged", "got divorced", "married ",
                    "split up", "broke up", "gave up ", "left her ", "left his ", "left their ",
                    "turned ",
                ]
                .iter()
                .any(|v| after.starts_with(v))
                // "Priya at the gym swears by …": after a descriptor, any
                // word shaped like a verb.
                || (skip > 0 && after.split_whitespace().next().is_some_and(verb_shaped))
                || verb_after_an_adverb);
            let name = m.as_str();
            // "Mostly just chilling", "Usually just reading": "just" and a
            // gerund with no "is" before them leave out "I'm", so the
            // word before is an adverb opening the sentence, not a name.
            let an_adverb = after.strip_prefix("just ").is_some_and(|rest| {
                rest.split_whitespace()
                    .next()
                    .is_some_and(|w| w.len() > 4 && w.ends_with("ing"))
            });
            // "Parenting's a big job", "Gardening has been my rescue": a
            // capitalised gerund opening a sentence is an activity.
            let an_activity = an_adverb
                || (name.len() > 5 && name.ends_with("ing"))
                || memoir_core::attribute::is_a_pastime_or_language(name);
            let a_relation = BARE_RELATIONS
                .split('|')
                .any(|r| r.eq_ignore_ascii_case(name))
                || ROLES_SAID_BARE.iter().any(|r| r.eq_ignore_ascii_case(name));
            if verb_follows && !an_activity && !a_relation && !NOT_NAMES.contains(&name) {
                self.people.push(Person {
                    name: name.to_string(),
                    known_as: None,
                    relation: None,
                    descriptor,
                    said_as: None,
                });
                self.last_person = Some(self.people.len() - 1);
                return About::Person {
                    index: self.people.len() - 1,
                    opening: 0,
                };
            }
        }
        // "How are your parents?" — "they've downsized": a "they" after
        // relatives who are more than one is them.
        if matches!(
            lower.as_str(),
            "they" | "they've" | "they're" | "they'd" | "they'll"
        ) {
            if let Some(rel) = self
                .last_relative
                .as_ref()
                .filter(|rel| MANY.contains(&rel.rsplit(' ').next().unwrap_or(rel)))
            {
                return About::Relative(rel.clone());
            }
        }
        let fits_the_stranger = self.stranger_last.is_some_and(|g| g.fits(&lower));
        if PRONOUNS.contains(&lower.as_str()) && !fits_the_stranger {
            if let Some(rel) = self
                .last_relative
                .as_ref()
                .filter(|rel| pronoun_fits_relation(&lower, rel))
            {
                return About::Relative(rel.clone());
            }
            if let Some(i) = self
                .last_person
                .filter(|&i| self.people[i].fits_pronoun(&lower))
            {
                // Where the pronoun ends in the clause itself (a quote may
                // stand before it).
                let opening = clause
                    .find(first_word.as_str())
                    .map_or(first_word.len(), |at| at + first_word.len());
                if let Some(g) = Gender::of_pronoun(&lower) {
                    self.people[i].said_as = Some(g);
                }
                return About::Person { index: i, opening };
            }
            // "My husband Tomas is a paramedic" one day, "He left the
            // ambulance service" the next: the one person or relative in
            // memory whose relation the pronoun fits.
            let person = self.the_only_person_known_for(&lower);
            let relative = self.the_only_relative_for(&lower);
            match (person, relative) {
                (Some(index), None) if self.no_relative_fits(&lower) => {
                    let opening = clause
                        .find(first_word.as_str())
                        .map_or(first_word.len(), |at| at + first_word.len());
                    self.last_person = Some(index);
                    return About::Person { index, opening };
                }
                (None, Some(rel)) if self.people.is_empty() || self.no_person_fits(&lower) => {
                    return About::Relative(rel.clone());
                }
                _ => {}
            }
        }
        if let Some(c) = UNNAMED_RELATIVE.captures(clause) {
            // "Mum and I went": the speaker's clause, not Mum's.
            let conjoined = c
                .name("next")
                .is_some_and(|n| matches!(n.as_str(), "and" | "or" | "nor"));
            if let Some(rel) = c.name("bare").filter(|_| !conjoined) {
                return About::Relative(rel.as_str().to_lowercase());
            }
            // "my sister's husband is called Ben too": a relative of a
            // relative is one person.
            if let (Some(rel), Some(of)) = (c.name("rel"), c.name("of")) {
                return About::Relative(
                    format!("{}'s {}", rel.as_str(), of.as_str()).to_lowercase(),
                );
            }
            if let Some(rel) = c.name("the").filter(|_| clause_is_about_them(clause)) {
                return About::Relative(rel.as_str().to_lowercase());
            }
            if let Some(rel) = c.name("rel") {
                if !speaker_is_first_person
                    // "my sister's flat", "my parents' house": theirs.
                    || c.get(0).is_some_and(|m| m.as_str().ends_with("'s") || m.as_str().ends_with('\''))
                    || clause_is_about_them(clause)
                {
                    return About::Relative(rel.as_str().to_lowercase());
                }
            }
        }
        if let Some(c) = UNNAMED_ACQUAINTANCE.captures(clause) {
            // "someone at work got a puppy" is theirs; "a friend of mine
            // lent me her car" is the speaker's news too.
            let rest = c.get(0).map_or("", |m| &clause[m.end()..]);
            // ("a friend called Jas" introduces someone, and says nothing.)
            let introduces = rest
                .split_whitespace()
                .next()
                .is_some_and(|w| matches!(w, "called" | "named" | "who" | "whose" | "that"));
            if !introduces && a_verb_opens(rest.split_whitespace()) && !mentions_speaker(rest) {
                let rel = ["colleague", "colleagues", "friend"]
                    .into_iter()
                    .find(|g| c.name(g).is_some())
                    .unwrap_or("friend");
                return About::Relative(rel.to_string());
            }
        }
        if let Some((index, _)) = first_introduced {
            if !has_first_person_subject(clause) {
                return About::Person { index, opening: 0 };
            }
        }
        // A known name anywhere, with no first-person subject.
        // ("the neighbour's dog is also Tom" gives the dog the name; it
        // speaks of no Tom known.)
        if !has_first_person_subject(clause) {
            for m in NAME_WORD
                .find_iter(clause)
                .filter(|m| !gives_the_name(&clause[..m.start()]))
            {
                if let Some(i) = self.find(m.as_str(), None) {
                    self.last_person = Some(i);
                    return About::Person {
                        index: i,
                        opening: 0,
                    };
                }
            }
        }
        // "Saw Dele at the weekend, he's …": a known name the speaker's
        // clause speaks of is who a "he" or "she" after it is.
        if let Some(i) = NAME_WORD
            .find_iter(clause)
            .filter_map(|m| self.find(m.as_str(), None))
            .last()
        {
            self.last_person = Some(i);
        }
        About::Speaker
    }
}

/// Whether `before_name`, what comes before a name, gives the name to
/// the subject ("the neighbour's dog is also Tom", "her puppy is called
/// Ben", "the new vet's name is Priya"): the name then speaks of no one
/// known by it.
fn gives_the_name(before_name: &str) -> bool {
    let before = before_name.trim_end().to_lowercase();
    [
        " is also",
        "'s also",
        " is called",
        "'s called",
        " is named",
        "'s named",
        " also called",
        " also named",
        " name is",
        " name's",
    ]
    .iter()
    .any(|cue| before.ends_with(cue))
}

/// Whether `after_name`, what follows a capitalised word, says what is
/// said of a thing and not a person: "Canberra's off", "Glastonbury's
/// cancelled", "Madeira's been pushed back", "the quiz's moved to Friday"
/// (but "Kwabena's moved out").
pub(crate) fn said_of_a_thing(after_name: &str) -> bool {
    const SAID_OF_A_THING: &[&str] = &[
        "off",
        "cancelled",
        "postponed",
        "on hold",
        "happening",
        "over",
        "booked",
        "sorted",
        "not happening",
        "pushed back",
        "put back",
        "brought forward",
        "rescheduled",
        "moved to",
        "not going ahead",
        "fallen through",
        "a no-go",
        // "Rota's changed, I'm on nights": what changed is the speaker's
        // thing, and the speaker's new state follows.
        "changed, i",
        "changed, we",
        "changed so i",
        // "Taskmaster is my favourite now": a thing ranked.
        "my favourite",
        "my favorite",
        "my new favourite",
        "my new favorite",
        "my new go-to",
        "my go-to",
        "top of my list",
        // "Chrome is what I use for everything", "Aldi's where we shop":
        // a thing the speaker uses, or a place they go.
        "what i ",
        "what we ",
        "where i ",
        "where we ",
    ];
    // "Lisbon got pushed back", "Rome was postponed": a date moved is a
    // thing's, whatever verb carries it; "Sam got off early" is Sam's.
    const MOVED_IN_TIME: &[&str] = &[
        "postponed",
        "pushed back",
        "put back",
        "brought forward",
        "rescheduled",
        "cancelled",
        "called off",
        "moved to",
    ];
    let after = after_name.trim_start();
    let moved = ["got ", "was ", "were "].iter().any(|verb| {
        after.strip_prefix(verb).is_some_and(|rest| {
            MOVED_IN_TIME
                .iter()
                .any(|w| crate::clause::starts_with_ignoring_case(rest, w))
                && !moved_to_a_place(rest)
        })
    });
    let state = after
        .strip_prefix("'s ")
        .or_else(|| after.strip_prefix("is "))
        .or_else(|| after.strip_prefix("has "))
        .map(|s| s.strip_prefix("been ").unwrap_or(s));
    moved
        || state.is_some_and(|state| {
            (SAID_OF_A_THING
                .iter()
                .any(|w| crate::clause::starts_with_ignoring_case(state, w))
                && !moved_to_a_place(state))
                || a_routine_of_theirs(state)
        })
}

/// "moved to Leeds", "moved to Melbourne": a move to a place named, which
/// is a person's ("Priya's moved to Leeds"), where a move to a day, a
/// month or a time is a thing's ("Quiz's moved to Friday", "Rome was
/// moved to May").
fn moved_to_a_place(said: &str) -> bool {
    let Some(rest) = said
        .get(..9)
        .filter(|head| head.eq_ignore_ascii_case("moved to "))
        .map(|_| &said[9..])
    else {
        return false;
    };
    let place: String = rest.chars().take_while(|c| c.is_alphabetic()).collect();
    let lower = place.to_lowercase();
    place.chars().next().is_some_and(char::is_uppercase)
        && place.chars().nth(1).is_some_and(char::is_lowercase)
        && !memoir_core::text::WEEKDAYS.contains(&lower.as_str())
        && !memoir_core::text::MONTHS.contains(&lower.as_str())
        && crate::weekday_cut_short(&lower).is_none()
        && !matches!(lower.as_str(), "christmas" | "easter")
}

/// "Pottery's my Wednesday evening thing", "Spin is our Monday night
/// workout": a day said as the speaker's makes what is said of it a
/// routine, not a person. `state` is what follows "'s" or "is".
fn a_routine_of_theirs(state: &str) -> bool {
    let Some(rest) = state
        .strip_prefix("my ")
        .or_else(|| state.strip_prefix("our "))
    else {
        return false;
    };
    let day = rest.split([' ', '-']).next().unwrap_or("");
    memoir_core::text::is_time_word(&day.to_lowercase())
        && day.chars().next().is_some_and(char::is_uppercase)
}

/// Whether `said` and `known` name one person, one as the familiar form of
/// the other: "Georgie" and "Georgia", "Tommy" and "Tom", "Katie" and
/// "Kate" — the same first five letters, or one the other plus "ie"/"y".
fn short_form_of(said: &str, known: &str) -> bool {
    if said == known {
        return true;
    }
    let (short, long) = if said.len() <= known.len() {
        (said, known)
    } else {
        (known, said)
    };
    let common = short
        .chars()
        .zip(long.chars())
        .take_while(|(a, b)| a == b)
        .count();
    let fond_ending = long.len() <= short.len() + 3
        && ["ie", "y", "my", "ny", "die", "sie"].iter().any(|e| {
            long.strip_suffix(e)
                .is_some_and(|stem| short.starts_with(stem) || stem == short)
        })
        && common >= 3;
    (common >= 5 && long.len() <= common + 2 && short.len() <= common + 2) || fond_ending
}

/// A word shaped like a verb in the past or the third person ("fixed",
/// "drives"), not "boss" or "glass".
pub(crate) fn verb_shaped(word: &str) -> bool {
    word.len() > 3
        && word.chars().all(|c| c.is_ascii_lowercase())
        && (word.ends_with("ed") || (word.ends_with('s') && !word.ends_with("ss")))
}

/// "my sister is a nurse": the relative is the grammatical subject (the
/// verb follows the relation), not "my sister and I went".
fn clause_is_about_them(clause: &str) -> bool {
    a_verb_opens(clause.split_whitespace().skip(2))
}

/// Whether the first of `words` past any adverb is a verb: "(my sister)
/// drives a bus", "(someone at work) just got a puppy".
fn a_verb_opens<'a>(words: impl Iterator<Item = &'a str>) -> bool {
    // "my grandad still lives …": an adverb may come first.
    let next = words
        .map(str::to_lowercase)
        .find(|w| !crate::person::ADVERBS.contains(&w.as_str()));
    let next = next.as_deref();
    // "my uncle fixed the boiler", "my sister drives a bus": a word shaped
    // like a verb right after the relation.
    next.is_some_and(verb_shaped)
        || matches!(
            next,
            Some(
                "is" | "was"
                    | "has"
                    | "had"
                    | "lives"
                    | "works"
                    | "just"
                    | "got"
                    | "loves"
                    | "hates"
                    | "moved"
                    | "started"
                    | "does"
                    | "doesn't"
                    | "can't"
                    | "will"
                    | "teaches"
                    | "runs"
                    | "plays"
                    | "went"
                    | "turned"
                    | "turns"
                    | "gets"
                    | "are"
                    | "were"
                    | "have"
                    | "live"
                    | "work"
                    | "love"
                    | "hate"
                    | "don't"
                    | "run"
                    | "play"
                    | "go"
                    | "get"
                    | "sold"
                    | "bought"
                    | "left"
                    | "quit"
                    | "became"
                    | "took"
                    | "made"
                    | "found"
                    | "lost"
                    | "won"
                    | "met"
                    | "gave"
                    | "came"
                    | "fell"
                    | "broke"
                    | "drove"
                    | "flew"
                    | "ran"
                    | "spent"
                    | "sent"
                    | "told"
                    | "said"
                    | "drive"
                    | "keep"
                    | "want"
                    | "own"
                    | "rent"
                    | "reckon"
                    | "think"
            )
        )
}

/// Whether the clause's speaker is its subject: "I", "I'm", "we", …
pub fn has_first_person_subject(clause: &str) -> bool {
    // "me and my girlfriend have been together", "me n Jo split up": the
    // speaker first in a pair, as speech says it.
    let mut said = clause.split_whitespace();
    if said.next().is_some_and(|w| w.eq_ignore_ascii_case("me"))
        && said
            .next()
            .is_some_and(|w| matches!(w.to_lowercase().as_str(), "and" | "n" | "&"))
    {
        return true;
    }
    clause.split_whitespace().any(|w| {
        let w = w
            .trim_matches(|c: char| !c.is_alphanumeric() && c != '\'')
            .to_lowercase()
            .replace('\u{2019}', "'");
        matches!(
            w.as_str(),
            "i" | "i'm" | "i've" | "i'd" | "i'll" | "we" | "we're" | "we've" | "we'd" | "we'll"
        )
    })
}

/// Whether the clause speaks of the speaker at all: "I", "my", "me", "our".
pub fn mentions_speaker(clause: &str) -> bool {
    has_first_person_subject(clause)
        || clause.split_whitespace().any(|w| {
            let w = w
                .trim_matches(|c: char| !c.is_alphanumeric() && c != '\'')
                .to_lowercase();
            matches!(
                w.as_str(),
                "my" | "me" | "mine" | "our" | "us" | "ours" | "myself"
            )
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_that_opens_sentences_is_not_taken_for_a_new_name() {
        for opening in [
            "Here's the view from our balcony",
            "Now's a good time for a change",
            "Somebody's been eating my biscuits",
            "Gardening's been my rescue this year",
            "Knitting is what calms me down",
            "Babysitting has taught me patience",
            "Let's grab a coffee on Friday",
            "Nature's the best medicine",
            "Family's everything to me",
            "Art is my therapy these days",
            "Yoga's saved my back",
            "Travel's the one thing I splurge on",
            "Tea has to be strong for me",
            "Wine gives me a headache these days",
            "Bread's off the menu since January",
            "Chrome is what I use for everything online",
            "Aldi's where we do the big shop",
            "Duolingo is what I practise on every morning",
        ] {
            let mut d = Discourse::default();
            d.read(opening, true);
            assert!(d.people.is_empty(), "{opening}: {:?}", d.people);
        }
    }

    #[test]
    fn a_relative_introduced_by_name_is_she_later() {
        let mut d = Discourse::default();
        let about = d.read("my cousin Ines just got back from Peru", true);
        assert_eq!(
            about,
            About::Person {
                index: 0,
                opening: 0
            }
        );
        assert_eq!(d.people[0].relation.as_deref(), Some("cousin"));
        assert_eq!(
            d.read("she's a vet now", true),
            About::Person {
                index: 0,
                opening: 5
            }
        );
        assert_eq!(
            d.read("Ines hates flying", true),
            About::Person {
                index: 0,
                opening: 0
            }
        );
    }

    #[test]
    fn one_spoken_of_as_she_is_not_the_he_that_follows() {
        for (first, she, he) in [
            (
                "Our collie Bramble is mad for a ball",
                "she's bonkers",
                "He sends videos of her",
            ),
            (
                "Kit from work is moving to Hove",
                "she's thrilled",
                "he's not",
            ),
            ("Alex has the van this week", "he's away", "she's at home"),
        ] {
            let mut d = Discourse::default();
            d.read(first, true);
            assert!(
                matches!(d.read(she, true), About::Person { index: 0, .. }),
                "{she}"
            );
            assert_eq!(d.read(he, true), About::Speaker, "{he}");
        }
        // Spoken of by one pronoun, the same one still stands for them.
        let mut d = Discourse::default();
        d.read("Sam is my flatmate", true);
        d.read("she's a nurse", true);
        assert!(matches!(
            d.read("she works nights", true),
            About::Person { index: 0, .. }
        ));
    }

    #[test]
    fn a_relative_remembered_as_late_or_dear_is_still_named() {
        for (said, name, then) in [
            (
                "My late husband, Arthur, was a keen gardener",
                "Arthur",
                "I still grow his roses",
            ),
            (
                "my dear grandad Ted taught me to fish",
                "Ted",
                "I've kept his rods",
            ),
            (
                "our beloved aunt Sadie ran a pub in Hull",
                "Sadie",
                "we miss her",
            ),
        ] {
            let mut d = Discourse::default();
            assert!(
                matches!(d.read(said, true), About::Person { index: 0, .. }),
                "{said}"
            );
            assert_eq!(d.people[0].name, name);
            let pronoun = if then.contains("her") { "her" } else { "his" };
            assert!(
                d.named_by_object_pronoun(pronoun, "the user")
                    .is_some_and(|(_, short)| short == name),
                "{then}"
            );
        }
    }

    #[test]
    fn someone_called_by_a_name_is_he_or_she_later() {
        for (said, then, name) in [
            (
                "I've met someone called Dan at work",
                "he's a plasterer",
                "Dan",
            ),
            (
                "there's a new girl called Ife in her class",
                "she's from Lagos",
                "Ife",
            ),
            (
                "we've got a lodger, a lad called Kwame",
                "he's a student nurse",
                "Kwame",
            ),
            (
                "my tutor is a student called Wen",
                "she's doing a PhD",
                "Wen",
            ),
            (
                "a woman from the village, Bev, walks the dog now",
                "she charges a tenner",
                "Bev",
            ),
            (
                "a guy from work, Pete, gave me a lift",
                "he lives in Hexham",
                "Pete",
            ),
            ("we have a cleaner, Dorota", "she does Fridays", "Dorota"),
            (
                "we've got a nanny called Rosa",
                "she's brilliant with the twins",
                "Rosa",
            ),
            (
                "there's a dog walker, Jed",
                "he takes Bruno out at noon",
                "Jed",
            ),
        ] {
            let mut d = Discourse::default();
            d.read(said, true);
            assert!(
                matches!(d.read(then, true), About::Person { index, .. } if d.people[index].name == name),
                "{said} / {then}: {:?}",
                d.people
            );
        }
    }

    #[test]
    fn the_name_can_come_first() {
        let mut d = Discourse::default();
        d.read("Harvey, my flatmate, plays the bass", true);
        assert_eq!(d.people[0].name, "Harvey");
        assert_eq!(d.people[0].relation.as_deref(), Some("flatmate"));
    }

    #[test]
    fn two_people_with_one_name_are_told_apart_by_their_descriptors() {
        let mut d = Discourse::default();
        d.read("my colleague Sam from payroll is vegan", true);
        d.read("my neighbour Sam is retiring", true);
        assert_eq!(d.people.len(), 2);
        let a = d.people[0].subject();
        let b = d.people[1].subject();
        assert_ne!(a.key, b.key);
    }

    #[test]
    fn another_of_a_name_known_or_a_friend_with_a_word_before_is_another_person() {
        for (first, second) in [
            (
                "my cousin Laura lives in Manchester",
                "my uni friend Laura lives in Leeds",
            ),
            (
                "my friend Sam is a vet",
                "there's another Sam at work who sits by me",
            ),
            (
                "my sister Jo is a nurse",
                "my school friend Jo has moved to Hull",
            ),
        ] {
            let mut d = Discourse::default();
            d.read(first, true);
            d.read(second, true);
            assert_eq!(d.people.len(), 2, "{second}");
            assert_ne!(d.people[0].subject().key, d.people[1].subject().key);
        }
        // Each is found again by what was said of them.
        let mut d = Discourse::default();
        d.read("my cousin Laura lives in Manchester", true);
        d.read("my uni friend Laura lives in Leeds", true);
        assert_eq!(
            d.described_before_name("cousin Laura has moved to London")
                .map(|(i, _)| i),
            Some(0)
        );
        let mut d = Discourse::default();
        d.read("my friend Sam is a vet", true);
        d.read("there's another Sam at work who sits by me", true);
        assert_eq!(d.find("Sam", Some("from work")), Some(1));
    }

    #[test]
    fn a_name_given_to_something_else_is_not_the_person_known_by_it() {
        for said in [
            "the neighbour's dog is also Tom",
            "the puppy next door is called Tom as well",
            "the lifeguard's name is Tom, funnily enough",
        ] {
            let mut discourse = Discourse::new(&[]);
            discourse.read("my son Tom is nine", true);
            assert!(
                !matches!(discourse.read(said, true), About::Person { .. }),
                "{said}"
            );
        }
        let mut discourse = Discourse::new(&[]);
        discourse.read("my son Tom is nine", true);
        assert!(matches!(
            discourse.read("the school says Tom is doing well", true),
            About::Person { .. }
        ));
    }

    #[test]
    fn what_someone_unnamed_the_speaker_knows_does_is_theirs() {
        for (said, who) in [
            ("someone at work just got a springer puppy", "colleague"),
            ("a guy from the office has bought a Model 3", "colleague"),
            ("a friend of mine moved to Lisbon in May", "friend"),
            (
                "the neighbours have just had a hot tub put in",
                "neighbours",
            ),
            ("my neighbours drive a Tesla", "neighbours"),
            ("the in-laws have bought a caravan", "in-laws"),
        ] {
            let mut d = Discourse::default();
            assert_eq!(d.read(said, true), About::Relative(who.into()), "{said}");
        }
        // Their deed to the speaker is the speaker's news, and one
        // introduced by name is met, not yet doing anything.
        for said in [
            "someone at work stole my lunch",
            "a friend called Jas",
            "the kids and I went swimming",
            "the kids have swimming on Saturdays",
        ] {
            let mut d = Discourse::default();
            assert_eq!(d.read(said, true), About::Speaker, "{said}");
        }
    }

    #[test]
    fn someone_met_at_the_start_of_a_clause_doing_something_is_its_subject() {
        for said in [
            "A girl called Ama has taken his room",
            "a bloke named Stu runs the depot now",
            "A lad called Theo moved in downstairs",
        ] {
            let mut d = Discourse::default();
            let about = d.read(said, true);
            assert!(matches!(about, About::Person { .. }), "{said}: {about:?}");
        }
        for said in [
            "I've been seeing someone called Rory",
            "a friend called Jas",
        ] {
            let mut d = Discourse::default();
            assert_eq!(d.read(said, true), About::Speaker, "{said}");
        }
    }

    #[test]
    fn the_partner_is_whom_the_speaker_named_as_one() {
        let known = [Subject::named("Marco (the user's boyfriend)")];
        assert_eq!(Discourse::new(&known).the_partner(), Some("Marco"));
        let mut d = Discourse::default();
        d.read("my wife Sian is a midwife", true);
        assert_eq!(d.the_partner(), Some("Sian"));
        let mut d = Discourse::default();
        d.read("my sister Ana is a midwife", true);
        assert_eq!(d.the_partner(), None);
        let known = [
            Subject::named("Marco (the user's boyfriend)"),
            Subject::named("Leo (the user's husband)"),
        ];
        assert_eq!(Discourse::new(&known).the_partner(), None);
    }

    #[test]
    fn a_clause_about_myself_is_about_the_speaker() {
        let mut d = Discourse::default();
        d.read("my brother Kofi lives in Accra", true);
        assert_eq!(d.read("I visited him in May", true), About::Speaker);
    }

    #[test]
    fn someone_met_by_name_is_who_a_she_or_him_after_it_is() {
        for said in [
            "had coffee with Priya this morning",
            "I rang Dev last night",
            "bumped into my old boss and met up with Carys after",
            "living with Marcus has changed how I cook",
            "since I moved in with Femi I've been tidier",
            "my cousin lives with Hollis now",
        ] {
            let mut d = Discourse::default();
            d.note_people_met(said);
            assert!(
                d.named_by_object_pronoun("him", "the user").is_some(),
                "{said}"
            );
        }
        for said in [
            "I've got an old collie called Meg",
            "met Tom and Sara at the pub",
            "had lunch with Mum on Sunday",
        ] {
            let mut d = Discourse::default();
            d.note_people_met(said);
            assert_eq!(d.named_by_object_pronoun("her", "the user"), None, "{said}");
        }
    }

    #[test]
    fn someone_named_with_a_verb_at_the_start_is_a_person() {
        let mut d = Discourse::default();
        assert_eq!(
            d.read("Femi's got a new job in Cardiff", true),
            About::Person {
                index: 0,
                opening: 0
            }
        );
        assert_eq!(d.read("The bus was late", true), About::Speaker);
        // "moved" of a thing is its new time; "moved out" is a person's.
        assert!(matches!(
            d.read("Rhian's moved out", true),
            About::Person { .. }
        ));
        for said in [
            "Connor finally moved out",
            "Jules recently retrained as a nurse",
            "Asha eventually quit the band",
            // After an adverb, any word shaped like a verb.
            "Jess now teaches antenatal classes",
            "Tomek also coaches the juniors",
            "Ifeoma apparently swapped to nights",
        ] {
            assert!(matches!(d.read(said, true), About::Person { .. }), "{said}");
        }
        // A verb people do: "does", "plays", "goes".
        for said in [
            "Niamh does camogie on Saturdays",
            "Oisin plays for the under-tens",
            "Bea goes to Brownies now",
        ] {
            let about = d.read(said, true);
            assert!(matches!(about, About::Person { .. }), "{said}: {about:?}");
        }
        // Someone who died is someone: "Nibbles died last week".
        assert!(matches!(
            d.read("Nibbles died last week", true),
            About::Person { .. }
        ));
        let before = d.people.len();
        d.read("Quiz night's moved to Friday", true);
        assert_eq!(d.people.len(), before);
        for thing in ["Yoga's moved to Tuesday", "Rome was moved to May"] {
            d.read(thing, true);
            assert_eq!(d.people.len(), before, "{thing}");
        }
        // A move to a place named is a person's.
        for person in [
            "Priya's moved to Leeds",
            "Gareth has moved to Aberdeen for work",
            "Ffion got moved to Swansea",
        ] {
            let about = Discourse::default().read(person, true);
            assert!(matches!(about, About::Person { .. }), "{person}: {about:?}");
        }
        // A day said as the speaker's is a routine's.
        for routine in [
            "Pottery's my Wednesday evening thing",
            "Spin is our Monday night workout",
            "Choir's my Thursday treat",
        ] {
            d.read(routine, true);
            assert_eq!(d.people.len(), before, "{routine}");
        }
        // An adverb before "just" and a gerund leaves out "I'm".
        for elided in [
            "Mostly just pottering in the garden",
            "Honestly just catching up on sleep",
            "Usually just reading with a coffee",
        ] {
            assert_eq!(d.read(elided, true), About::Speaker, "{elided}");
        }
        assert!(matches!(
            d.read("Kelly just started at the bakery", true),
            About::Person { .. }
        ));
        // A date moved, whatever verb carries it, is a thing's.
        for moved in [
            "Lisbon got pushed back to September",
            "Madrid was postponed till the spring",
            "Glasto got cancelled again",
        ] {
            assert_eq!(d.read(moved, true), About::Speaker, "{moved}");
        }
        assert!(matches!(
            d.read("Kofi got moved up a set", true),
            About::Person { .. }
        ));
    }

    #[test]
    fn a_pronoun_answering_a_question_about_a_relative_is_that_relative() {
        for (question, answer, relation) in [
            ("How old is your daughter?", "she's six", "daughter"),
            (
                "And how's your brother getting on in Leeds?",
                "he's moved back home",
                "brother",
            ),
            ("Is your dog any calmer now?", "he is, finally", "dog"),
        ] {
            let mut d = Discourse::new(&[]);
            d.asked_after(question, answer);
            assert!(
                matches!(d.read(answer, true), About::Relative(ref r) if r == relation),
                "{question}"
            );
        }
        // Said, not asked, it names no one an answer speaks of.
        let mut d = Discourse::new(&[]);
        d.asked_after("Give your daughter my best.", "she is");
        assert!(!matches!(d.read("she's six", true), About::Relative(_)));
    }

    #[test]
    fn a_he_or_she_answering_a_question_naming_someone_new_is_them() {
        for (question, answer) in [
            ("How's Alfie?", "he's been at Oakfield since the autumn"),
            ("And how is Noor getting on?", "she started nursery"),
            ("How's Bruno doing?", "he's got a new friend"),
        ] {
            let mut d = Discourse::new(&[]);
            d.asked_after(question, answer);
            assert!(
                matches!(d.read(answer, true), About::Person { .. }),
                "{question}"
            );
        }
        // An answer not opening on "he" or "she" may be of a place.
        let mut d = Discourse::new(&[]);
        let answer = "the new place in Worthing is twice the size";
        d.asked_after("Still in Hove?", answer);
        assert!(!matches!(d.read(answer, true), About::Person { .. }));
    }

    #[test]
    fn a_she_answering_a_question_about_someone_known_is_them() {
        let known = [memoir_core::Subject::named("Anita")];
        for question in [
            "How's Anita?",
            "And how is Anita getting on at school?",
            "Did Anita like the new job?",
        ] {
            let mut d = Discourse::new(&known);
            d.asked_after(question, "she is");
            assert!(
                matches!(
                    d.read("she's retraining", true),
                    About::Person { index: 0, .. }
                ),
                "{question}"
            );
        }
        let mut d = Discourse::new(&known);
        d.asked_after("Anita said hi.", "she is");
        assert!(!matches!(
            d.read("she's retraining", true),
            About::Person { .. }
        ));
    }

    #[test]
    fn a_familiar_form_of_a_known_name_is_that_person() {
        for (said, known) in [("Georgie", "Georgia"), ("Tommy", "Tom"), ("Katie", "Kate")] {
            assert!(short_form_of(said, known), "{said} {known}");
        }
        for (said, known) in [("Dan", "Danielle"), ("Jon", "Joan"), ("Sam", "Sal")] {
            assert!(!short_form_of(said, known), "{said} {known}");
        }
    }

    #[test]
    fn a_name_and_the_speaker_opening_a_clause_is_the_speakers_clause() {
        for said in [
            "Callum and me split in the spring",
            "Jo and I went to Rome for a week",
            "Priya & I have been together six years",
        ] {
            let mut d = Discourse::default();
            assert_eq!(d.read(said, true), About::Speaker, "{said}");
            assert!(
                matches!(d.read("he's fine", true), About::Person { .. }),
                "{said}"
            );
        }
    }

    #[test]
    fn who_comes_after_a_time_or_an_occasion_said_first_is_what_the_clause_is_about() {
        for (said, relation) in [
            ("Last year Mum moved to Leeds", "mum"),
            ("After the wedding my sister moved to Hull", "sister"),
            ("Since the divorce, Dad has lived in Whitby", "dad"),
            ("Two weeks ago my brother started at Arup", "brother"),
        ] {
            assert_eq!(
                Discourse::default().read(said, true),
                About::Relative(relation.into()),
                "{said}"
            );
        }
        for said in [
            "Last year we moved to Leeds",
            "After my sister's wedding I moved to Hull",
            "After work we went to the pub",
            "Last year I visited Rome",
        ] {
            assert_eq!(
                Discourse::default().read(said, true),
                About::Speaker,
                "{said}"
            );
        }
    }

    #[test]
    fn an_unnamed_relative_is_filed_under_the_relation() {
        let mut d = Discourse::default();
        assert_eq!(
            d.read("my dad is retiring in the spring", true),
            About::Relative("dad".into())
        );
        assert_eq!(d.read("my dad and I went fishing", true), About::Speaker);
        for said in [
            "me and my girlfriend Tash have been together 3 years",
            "me n my brother Sol run a van together",
            "me & my wife Gill live in Troon",
        ] {
            assert_eq!(
                Discourse::default().read(said, true),
                About::Speaker,
                "{said}"
            );
        }
        for (said, relation) in [
            ("my parents' house is in Hove", "parents"),
            ("our grandparents' farm is up for sale", "grandparents"),
            ("my in-laws' caravan is in Tenby", "in-laws"),
        ] {
            assert_eq!(
                Discourse::default().read(said, true),
                About::Relative(relation.into()),
                "{said}"
            );
        }
    }
}
