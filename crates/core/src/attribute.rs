//! The attribute catalogue: what each canonical attribute (a fact's
//! predicate) means to policy.
//!
//! Reconciliation needs to know whether an attribute holds one value at a
//! time ("lives in": a new city replaces the old) or many ("likes": jazz does
//! not replace sushi); the planner needs the words people use when they ask
//! about it. Both live here so that one table decides. Attributes not in the
//! catalogue are allowed — an extractor may propose any — and default to
//! many-valued, which can only ever keep too much, never overwrite wrongly.

use crate::fact::{FactKind, Sensitivity};

/// Whether an attribute holds one current value or several.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cardinality {
    /// A newer value replaces the older one.
    One,
    /// Values coexist; each is its own fact.
    Many,
}

/// What the policy knows about one attribute.
#[derive(Debug, Clone, Copy)]
pub struct AttributeSpec {
    pub name: &'static str,
    pub kind: FactKind,
    pub cardinality: Cardinality,
    pub sensitivity: Sensitivity,
    /// Ongoing attributes change some day (a job); persistent ones rarely.
    pub ongoing: bool,
    /// The attribute whose same value this one contradicts (likes ↔ dislikes).
    pub opposite: Option<&'static str>,
    /// Words a question about this attribute uses, lowercase and unstemmed.
    pub cues: &'static [&'static str],
}

const fn spec(
    name: &'static str,
    kind: FactKind,
    cardinality: Cardinality,
    ongoing: bool,
    cues: &'static [&'static str],
) -> AttributeSpec {
    AttributeSpec {
        name,
        kind,
        cardinality,
        sensitivity: Sensitivity::Normal,
        ongoing,
        opposite: None,
        cues,
    }
}

use Cardinality::{Many, One};
use FactKind::*;

/// Every attribute the built-in policy knows.
pub const CATALOGUE: &[AttributeSpec] = &[
    spec("name", Identity, One, false, &["name", "called"]),
    spec("age", Attribute, One, true, &["age", "old", "birthday"]),
    // Who the speaker answers to at work: one at a time ("my new boss is …").
    spec(
        "manager",
        Relationship,
        One,
        true,
        &["boss", "manager", "supervisor", "reports", "lead"],
    ),
    // Whom the speaker rents from: one at a time ("my new landlord is …").
    spec(
        "landlord",
        Relationship,
        One,
        true,
        &["landlord", "landlady", "letting", "agent"],
    ),
    spec(
        "lives_in",
        Attribute,
        One,
        true,
        &[
            "live", "lives", "living", "home", "city", "based", "moved", "address",
        ],
    ),
    spec(
        "from",
        Identity,
        One,
        false,
        &["from", "hometown", "grew", "born", "origin"],
    ),
    spec(
        "job",
        Identity,
        One,
        true,
        &[
            "job",
            "work",
            "works",
            "occupation",
            "profession",
            "career",
            "do",
        ],
    ),
    spec(
        "employer",
        Attribute,
        One,
        true,
        &["work", "works", "employer", "company", "office"],
    ),
    // When the day starts: one time at a time ("up at six" … "half seven
    // these days").
    spec(
        "wakes_at",
        Habit,
        One,
        true,
        &["wake", "wakes", "up", "alarm", "rise", "morning"],
    ),
    // When the speaker goes to bed: one time at a time ("in bed by nine
    // since the baby").
    spec(
        "bedtime",
        Habit,
        One,
        true,
        &["bed", "bedtime", "sleep", "asleep", "night"],
    ),
    // What the speaker earns: one figure at a time ("42k now").
    spec(
        "salary",
        Attribute,
        One,
        true,
        &[
            "salary", "earn", "earns", "paid", "pay", "income", "wage", "wages",
        ],
    ),
    // What a home costs each month: one figure at a time ("1100 now").
    spec(
        "rent",
        Attribute,
        One,
        true,
        &["rent", "rents", "rental", "mortgage"],
    ),
    spec(
        "diet",
        Constraint,
        One,
        true,
        &[
            "diet",
            "eat",
            "eats",
            "food",
            "dietary",
            "vegetarian",
            "vegan",
            "meat",
        ],
    ),
    AttributeSpec {
        sensitivity: Sensitivity::Personal,
        ..spec(
            "allergy",
            Constraint,
            Many,
            false,
            // An allergy is also what someone avoids ("foods the user
            // avoids") and what they cannot eat ("what can't the user eat").
            &[
                "allergy",
                "allergic",
                "allergies",
                "intolerant",
                "intolerance",
                "avoid",
                "avoids",
                "eat",
            ],
        )
    },
    AttributeSpec {
        opposite: Some("dislikes"),
        ..spec(
            "likes",
            Preference,
            Many,
            true,
            &[
                "like",
                "likes",
                "love",
                "loves",
                "enjoy",
                "enjoys",
                "fan",
                "into",
                "favorite",
                "favourite",
            ],
        )
    },
    AttributeSpec {
        opposite: Some("likes"),
        ..spec(
            "dislikes",
            Preference,
            Many,
            true,
            &[
                "dislike", "dislikes", "hate", "hates", "avoid", "avoids", "stand",
            ],
        )
    },
    AttributeSpec {
        sensitivity: Sensitivity::Personal,
        ..spec(
            "relationship_status",
            Relationship,
            One,
            true,
            &[
                "relationship",
                "single",
                "married",
                "dating",
                "partner",
                "status",
            ],
        )
    },
    spec(
        "owns",
        Possession,
        Many,
        true,
        &["own", "owns", "have", "has", "got"],
    ),
    spec(
        "pet",
        Possession,
        Many,
        true,
        &["pet", "pets", "dog", "cat"],
    ),
    spec(
        "hobby",
        Habit,
        Many,
        true,
        &[
            "hobby", "hobbies", "free", "weekend", "weekends", "fun", "pastime",
        ],
    ),
    spec(
        "habit",
        Habit,
        Many,
        true,
        &["usually", "always", "every", "routine", "habit", "often"],
    ),
    spec(
        "plan",
        Plan,
        Many,
        true,
        &[
            "plan", "plans", "planning", "going", "trip", "upcoming", "next",
        ],
    ),
    spec(
        "current_location",
        Event,
        One,
        true,
        &["where", "now", "currently", "staying", "visiting", "week"],
    ),
    AttributeSpec {
        sensitivity: Sensitivity::Personal,
        ..spec(
            "health",
            Constraint,
            Many,
            true,
            &[
                "health",
                "injury",
                "injuries",
                "condition",
                "sick",
                "pain",
                "concern",
                "concerns",
            ],
        )
    },
    spec("note", Note, Many, true, &["remember", "note", "told"]),
    // An offer is what someone is deciding about.
    spec(
        "offer",
        Attribute,
        Many,
        true,
        &[
            "offer",
            "offers",
            "deciding",
            "decide",
            "decision",
            "considering",
        ],
    ),
    // How many children: one number at a time ("two kids", then "three now").
    spec(
        "number_of_children",
        Attribute,
        One,
        true,
        &["kids", "children", "many"],
    ),
    spec(
        "chose",
        Preference,
        Many,
        true,
        &[
            "chose",
            "choice",
            "picked",
            "booked",
            "restaurant",
            "restaurants",
            "place",
            "places",
            "option",
        ],
    ),
    // A favourite said without its kind ("ramen's my favourite now"):
    // many, until reconciliation finds its kind (`FAVOURITE_OF_NO_KIND`).
    spec(
        "favorite",
        Preference,
        Many,
        true,
        &["favourite", "favorite", "favourites", "favorites"],
    ),
    // What the speaker drives or rides: one at a time ("traded it in").
    spec(
        "vehicle",
        Possession,
        One,
        true,
        &[
            "car",
            "drive",
            "drives",
            "vehicle",
            "bike",
            "motorbike",
            "van",
        ],
    ),
    // How the speaker gets to work: one way at a time.
    spec(
        "commute",
        Habit,
        One,
        true,
        &["commute", "bus", "train", "travel", "cycle", "get"],
    ),
    // Something on a weekday ("Tuesdays are choir").
    spec(
        "schedule",
        Habit,
        Many,
        true,
        &[
            "when", "day", "days", "schedule", "weekly", "week", "evening", "evenings",
        ],
    ),
    // A number aimed for ("down to 85 kilos", "a sub-25 parkrun"): one
    // target at a time, a new one replacing the one reached.
    spec(
        "target",
        Habit,
        One,
        true,
        &["goal", "target", "aim", "aiming"],
    ),
    // What someone weighs: one weight at a time, the latest said.
    AttributeSpec {
        sensitivity: Sensitivity::Personal,
        ..spec(
            "weight",
            Attribute,
            One,
            true,
            &["weigh", "weighs", "weight", "heavy"],
        )
    },
    // How many people someone manages: one team size at a time.
    spec(
        "team_size",
        Attribute,
        One,
        true,
        &["team", "reports", "manage", "manages", "people", "staff"],
    ),
    // How much someone works: full time, part time, days or hours a week.
    spec(
        "working_hours",
        Habit,
        One,
        true,
        &["hours", "time", "days", "part-time", "full-time", "much"],
    ),
    // Which days someone works in the office and which from home: one
    // pattern at a time ("three days in now, Tuesday to Thursday").
    spec(
        "office_days",
        Habit,
        One,
        true,
        &["office", "days", "home", "hybrid", "wfh", "remote"],
    ),
    // Which shifts someone works: nights, days, earlies, one pattern at a
    // time.
    spec(
        "shift",
        Habit,
        One,
        true,
        &["shift", "shifts", "nights", "days", "hours", "when"],
    ),
    // Time away from work ("signed off sick", "on maternity leave") and
    // the return from it: one state at a time.
    spec(
        "time_off_work",
        Attribute,
        One,
        true,
        &["working", "leave", "sick", "off", "back", "work"],
    ),
    // When someone means to stop working: one age or date at a time.
    spec(
        "retirement",
        Plan,
        One,
        true,
        &["retire", "retiring", "retirement", "pension", "stop"],
    ),
    // The phone, laptop or other device the speaker uses.
    spec(
        "device",
        Possession,
        One,
        true,
        &["phone", "laptop", "device", "computer", "tablet"],
    ),
    spec(
        "language",
        Attribute,
        Many,
        true,
        &["language", "languages", "speak", "speaks", "learning"],
    ),
    // How to reach the speaker by email: one address at a time.
    spec(
        "email",
        Attribute,
        One,
        true,
        &["email", "e-mail", "address", "contact"],
    ),
    // How to reach the speaker by phone: one number at a time.
    spec(
        "phone_number",
        Attribute,
        One,
        true,
        &["number", "phone", "mobile", "contact", "call"],
    ),
    // Where post reaches the speaker: one address at a time.
    spec(
        "address",
        Attribute,
        One,
        true,
        &["address", "postcode", "post", "correspondence"],
    ),
    spec(
        "study",
        Attribute,
        One,
        true,
        &[
            "study",
            "studies",
            "studying",
            "course",
            "degree",
            "university",
            "school",
        ],
    ),
    spec(
        "breakfast",
        Habit,
        One,
        true,
        &["breakfast", "morning", "mornings"],
    ),
    // The hot drink the speaker has by habit: one ("switched to tea");
    // another had "as well" is read as an addition, not a switch.
    spec(
        "hot_drink",
        Habit,
        One,
        true,
        &["coffee", "tea", "decaf", "caffeine", "cuppa"],
    ),
    // Smoking, vaping, drinking alcohol.
    AttributeSpec {
        sensitivity: Sensitivity::Personal,
        ..spec(
            "substance",
            Habit,
            One,
            true,
            &[
                "smoke", "smokes", "smoking", "drink", "drinks", "alcohol", "vape",
            ],
        )
    },
    // The team one plays for: one at a time ("signed for Ashgrove Rovers"
    // ends "plays for Hillfoot Juniors").
    spec(
        "plays_for",
        Habit,
        One,
        true,
        &["team", "club", "play", "plays", "side", "squad"],
    ),
    // Where one worships: one place at a time ("transferred our
    // membership to Christ Church" ends "worships at St Matthew's").
    spec(
        "place_of_worship",
        Habit,
        One,
        true,
        &[
            "church",
            "worship",
            "mosque",
            "synagogue",
            "temple",
            "chapel",
            "gurdwara",
            "mass",
            "parish",
        ],
    ),
    // A club, gym or place the speaker goes to regularly.
    spec(
        "membership",
        Habit,
        One,
        true,
        &["gym", "club", "member", "membership", "go"],
    ),
    spec(
        "chose_work",
        Preference,
        Many,
        true,
        &[
            "chose", "book", "books", "read", "reading", "album", "film", "movie", "watch",
            "listen", "enjoyed",
        ],
    ),
];

/// The relationship words that make "my sister Rhea" a relationship fact.
pub const RELATIONS: &[&str] = &[
    "wife",
    "husband",
    "partner",
    "boyfriend",
    "girlfriend",
    "fiance",
    "fiancee",
    "spouse",
    "sister",
    "brother",
    "mother",
    "mom",
    "mum",
    "father",
    "dad",
    "son",
    "daughter",
    "kid",
    "child",
    "friend",
    "boss",
    "manager",
    "colleague",
    "coworker",
    "roommate",
    "flatmate",
    "neighbor",
    "neighbour",
    "cousin",
    "aunt",
    "uncle",
    "grandma",
    "grandmother",
    "grandpa",
    "grandfather",
    "niece",
    "nephew",
    "therapist",
    "doctor",
    "dentist",
    "barber",
    "dog",
    "cat",
    "tutor",
    "teacher",
    "coach",
    "trainer",
    "mentor",
    "landlord",
    "landlady",
    "vet",
    "nanny",
];

/// Relations of which a person has one at a time: a new boss replaces the old.
const SINGLE_RELATIONS: &[&str] = &[
    "wife",
    "husband",
    "partner",
    "boyfriend",
    "girlfriend",
    "fiance",
    "fiancee",
    "spouse",
    "mother",
    "mom",
    "mum",
    "father",
    "dad",
    "boss",
    "manager",
    "therapist",
    "doctor",
    "dentist",
    "barber",
];

/// What an open slot's name starts with: a statement no rule gave an
/// attribute is filed under its head word (`about:choir`). Open slots hold
/// many values, so they never replace one another.
pub const OPEN_SLOT_PREFIX: &str = "about:";

/// The catalogued attribute of what the user means to do.
pub const PLAN: &str = "plan";

/// A favourite said without its kind ("ramen's my favourite now"):
/// reconciliation gives it the kind of the one favourite the subject has,
/// if they have favourites of one kind only (see [`favourite_kind`]).
pub const FAVOURITE_OF_NO_KIND: &str = "favorite";

/// The attribute for a favourite of the kind `kind` ("podcast" →
/// `favorite_podcast`).
pub fn favourite_of(kind: &str) -> String {
    format!("favorite_{kind}")
}

/// What the one who serves someone in a role is filed under:
/// `who_hairdresser` for "my hairdresser is Kerry". One at a time: "I'm
/// with a new trainer now, Fran" replaces the last.
const WHO_SERVES_PREFIX: &str = "who_";

/// The attribute for the one who serves someone as `role`.
pub fn who_serves(role: &str) -> String {
    format!("{WHO_SERVES_PREFIX}{role}")
}

/// Whether `attribute` is a favourite of a named kind ("favorite_band").
pub fn favourite_kind(attribute: &str) -> bool {
    attribute.starts_with("favorite_")
}

/// What a habit's frequency is filed under: `how_often_run` for "I run
/// three times a week". One value: "five days a week now" replaces it.
const HOW_OFTEN_PREFIX: &str = "how_often_";

/// The attribute for how often the subject does `activity` (a stem:
/// "run", "swim", "yoga").
pub fn how_often(activity: &str) -> String {
    format!("{HOW_OFTEN_PREFIX}{activity}")
}

/// The open slot for a statement whose head word is `head`.
pub fn open_slot(head: &str) -> String {
    format!("{OPEN_SLOT_PREFIX}{head}")
}

/// Whether `attribute` is an open slot.
pub fn is_open_slot(attribute: &str) -> bool {
    attribute.starts_with(OPEN_SLOT_PREFIX)
}

/// The spec for `name`, if the catalogue has one.
pub fn lookup(name: &str) -> Option<&'static AttributeSpec> {
    CATALOGUE.iter().find(|s| s.name == name)
}

/// How many current values `attribute` holds.
///
/// `favorite_*` attributes hold one (a new favourite album replaces the old);
/// relations hold one or many by [`SINGLE_RELATIONS`]; unknown attributes hold
/// many.
pub fn cardinality(attribute: &str) -> Cardinality {
    if let Some(spec) = lookup(attribute) {
        return spec.cardinality;
    }
    // "favorite_album", and "what_phone": what one thing of theirs is.
    if favourite_kind(attribute)
        || attribute.starts_with("what_")
        || attribute.starts_with(HOW_OFTEN_PREFIX)
        || attribute.starts_with(WHO_SERVES_PREFIX)
    {
        return One;
    }
    if SINGLE_RELATIONS.contains(&attribute) {
        return One;
    }
    Many
}

/// The kind of fact an attribute records.
pub fn kind_of(attribute: &str) -> FactKind {
    if let Some(spec) = lookup(attribute) {
        return spec.kind;
    }
    if favourite_kind(attribute) {
        return Preference;
    }
    if attribute.starts_with(HOW_OFTEN_PREFIX) {
        return Habit;
    }
    if RELATIONS.contains(&attribute) || attribute.starts_with(WHO_SERVES_PREFIX) {
        return Relationship;
    }
    Note
}

/// Attributes a change of another ends whatever their value: a move home
/// ends a stay somewhere ("staying at my mum's in Paisley" then "moved into
/// my own flat in Govan") and the street address of the old home.
const ENDS_ON_CHANGE: &[(&str, &str)] = &[
    ("lives_in", "current_location"),
    ("lives_in", "address"),
    // "we've moved into a new-build in Swindon": the old home's landlord
    // is no longer the user's.
    ("lives_in", "landlord"),
];

/// The attributes a change of `attribute` also ends.
pub fn ended_by_a_change_of(attribute: &str) -> impl Iterator<Item = &'static str> + '_ {
    ENDS_ON_CHANGE
        .iter()
        .filter(move |(changed, _)| *changed == attribute)
        .map(|(_, ended)| *ended)
}

/// The attribute whose same value `attribute` contradicts, if any.
pub fn opposite(attribute: &str) -> Option<&'static str> {
    lookup(attribute).and_then(|s| s.opposite)
}

/// How sensitive facts of this attribute are.
pub fn sensitivity(attribute: &str) -> Sensitivity {
    lookup(attribute).map_or(Sensitivity::Normal, |s| s.sensitivity)
}

/// Categories a question may ask by ("hobbies", "health", "instrument")
/// and words that place a statement in them. A small, general thesaurus:
/// people ask about kinds of things, and say the things themselves.
const TOPICS: &[(&[&str], &str)] = &[
    (
        &[
            "class",
            "classes",
            "club",
            "lesson",
            "lessons",
            "course",
            "workshop",
            "league",
            "choir",
            "orchestra",
            "band",
            "practice",
            "team",
            "hobby",
            "pottery",
            "knitting",
            "painting",
            "gardening",
            "birdwatching",
            "chess",
            "baking",
            "photography",
            "dancing",
            "salsa",
        ],
        "hobby hobbies activity activities pastime",
    ),
    (
        &[
            "gym",
            "run",
            "runs",
            "running",
            "marathon",
            "yoga",
            "swim",
            "swimming",
            "climbing",
            "boulder",
            "bouldering",
            "cycling",
            "hiking",
            "football",
            "tennis",
            "training",
            "workout",
            "pilates",
            "rowing",
            "k",
            "rugby",
            "cricket",
            "basketball",
            "golf",
            "hockey",
            "netball",
            "boxing",
            "karate",
            "judo",
            "taekwondo",
            "kickboxing",
            "zumba",
            "crossfit",
            "spin",
            "squash",
            "badminton",
            "skiing",
            "surfing",
            "triathlon",
            "parkrun",
            "united",
            "fc",
            "supporter",
        ],
        "sport sports fitness exercise training hobby hobbies",
    ),
    (
        &[
            "cello",
            "piano",
            "guitar",
            "violin",
            "drums",
            "flute",
            "saxophone",
            "trumpet",
            "ukulele",
            "clarinet",
            "harp",
            "bass",
        ],
        "instrument instruments music play",
    ),
    (
        &[
            "adhd",
            "anxiety",
            "depression",
            "asthma",
            "diabetes",
            "injury",
            "injured",
            "pain",
            "surgery",
            "therapy",
            "medication",
            "antibiotics",
            "diagnosed",
            "assessment",
            "assessed",
            "pulley",
            "migraine",
            "allergy",
            "allergic",
            "pregnant",
            "doctor",
            "gp",
            "hospital",
        ],
        "health medical condition concern concerns injury",
    ),
    (
        &[
            "phone",
            "iphone",
            "pixel",
            "samsung",
            "android",
            "laptop",
            "macbook",
            "tablet",
            "ipad",
            "headphones",
            "watch",
            "camera",
        ],
        "phone device gadget",
    ),
    (
        &[
            "wine",
            "beer",
            "coffee",
            "tea",
            "water",
            "juice",
            "sparkling",
            "alcohol",
            "cocktail",
            "cocktails",
            "whisky",
            "gin",
            "latte",
            "espresso",
            "milk",
            "drinks",
            "drink",
        ],
        "drink drinks beverage",
    ),
    (
        &[
            "job",
            "work",
            "works",
            "office",
            "company",
            "employer",
            "shift",
            "startup",
            "agency",
            "career",
            "colleague",
            "manager",
            "boss",
            "project",
            "client",
            "interview",
            "interviewing",
            "hiring",
            "offer",
            "applying",
            "promotion",
            "resigned",
        ],
        "work job career",
    ),
    (
        &[
            "trip",
            "travel",
            "travelling",
            "flight",
            "flights",
            "holiday",
            "vacation",
            "visiting",
            "itinerary",
        ],
        "travel trip plans",
    ),
    (
        &["book", "books", "novel", "reading", "read", "author"],
        "book books reading read",
    ),
    (
        &[
            "listen",
            "listening",
            "music",
            "song",
            "songs",
            "album",
            "albums",
            "band",
            "jazz",
            "rock",
            "pop",
            "classical",
            "playlist",
            "concert",
            "gig",
            "singer",
            "hip-hop",
            "techno",
            "folk",
        ],
        "music listen listening",
    ),
    (
        &[
            "restaurant",
            "trattoria",
            "bistro",
            "cafe",
            "café",
            "pizzeria",
            "diner",
            "pub",
            "bar",
            "brasserie",
            "taqueria",
            "izakaya",
            "canteen",
        ],
        "restaurant restaurants place food dinner",
    ),
];

/// A body part as a category: healed, it takes with it what was said of
/// it and of the aids it needed ("my knee's fine now" ends "on crutches").
macro_rules! injury {
    ($($part:literal),+) => {
        (
            &[$($part),+],
            &[
                $($part,)+ "crutches", "crutch", "cast", "plaster", "sling", "brace", "splint",
                "moon boot", "wheelchair", "injury", "injured",
            ],
        )
    };
}

/// Words that stand for a whole category in a retraction: "I quit alcohol"
/// withdraws the glass of Rioja; "I don't eat meat anymore" the burgers.
const CATEGORIES: &[(&[&str], &[&str])] = &[
    // "no more landlord", "done with renting": the rent paid on a home.
    (
        &["landlord", "landlords", "renting"],
        &[
            "rent",
            "rent's",
            "renting",
            "rented",
            "landlord",
            "landlord's",
            "tenancy",
            "lease",
        ],
    ),
    injury!("knee", "knees"),
    injury!("ankle", "ankles"),
    injury!("back"),
    injury!("wrist", "wrists"),
    injury!("shoulder", "shoulders"),
    injury!("hip", "hips"),
    injury!("foot", "feet"),
    injury!("leg", "legs"),
    injury!("arm", "arms"),
    injury!("hand", "hands"),
    injury!("neck"),
    injury!("elbow", "elbows"),
    (
        &["alcohol", "drink", "drinking", "booze"],
        &[
            "wine",
            "beer",
            "rioja",
            "merlot",
            "malbec",
            "chianti",
            "prosecco",
            "champagne",
            "pinot",
            "shiraz",
            "sauvignon",
            "chardonnay",
            "whisky",
            "whiskey",
            "gin",
            "vodka",
            "rum",
            "tequila",
            "cocktail",
            "cocktails",
            "cider",
            "ale",
            "lager",
            "sake",
            "bourbon",
            "alcohol",
            "booze",
            "pint",
            "pints",
            "fizz",
            "bubbly",
            "glass of red",
            "glass of white",
            "glass of rosé",
            "bottle of red",
            "bottle of white",
        ],
    ),
    (
        &["meat"],
        &[
            "beef", "pork", "chicken", "lamb", "bacon", "burger", "burgers", "steak", "ham",
            "sausage", "sausages", "meat", "turkey", "veal",
        ],
    ),
    (
        &["smoking", "cigarettes", "smoke"],
        &[
            "smoke",
            "smokes",
            "smoking",
            "cigarette",
            "cigarettes",
            "cigs",
            "ciggies",
            "fags",
            "rollies",
            "tobacco",
            "vape",
            "vaping",
        ],
    ),
    (
        &["caffeine", "coffee"],
        &[
            "coffee",
            "coffees",
            "espresso",
            "latte",
            "cappuccino",
            "caffeine",
            "flat white",
            "americano",
            "cortado",
            "macchiato",
            "mocha",
            "energy drink",
            "energy drinks",
            "red bull",
            "cold brew",
        ],
    ),
    (
        &["dairy"],
        &[
            "milk", "cheese", "butter", "cream", "yogurt", "yoghurt", "dairy",
        ],
    ),
    // "won't touch vegetables", then "eating broccoli now".
    (
        &["vegetables", "vegetable", "veg", "veggies", "greens"],
        &[
            "broccoli",
            "carrots",
            "carrot",
            "peas",
            "spinach",
            "cabbage",
            "cauliflower",
            "sprouts",
            "kale",
            "courgette",
            "courgettes",
            "beans",
            "sweetcorn",
            "parsnips",
            "leeks",
            "lettuce",
            "cucumber",
            "peppers",
            "asparagus",
            "beetroot",
            "salad",
            "celery",
            "aubergine",
            "squash",
            "greens",
            "veg",
            "vegetables",
        ],
    ),
    (
        &["fruit", "fruits"],
        &[
            "apples",
            "apple",
            "bananas",
            "banana",
            "oranges",
            "orange",
            "grapes",
            "pears",
            "pear",
            "strawberries",
            "blueberries",
            "raspberries",
            "melon",
            "mango",
            "kiwi",
            "plums",
            "peaches",
            "satsumas",
            "fruit",
        ],
    ),
];

/// Common foods and dishes, to name a generic favourite ("my favourite
/// thing is ramen" is a favourite food).
const FOODS: &[&str] = &[
    "sushi",
    "ramen",
    "pizza",
    "pasta",
    "burger",
    "burgers",
    "tacos",
    "taco",
    "curry",
    "dumplings",
    "noodles",
    "pho",
    "salad",
    "steak",
    "chocolate",
    "cake",
    "bread",
    "cheese",
    "soup",
    "sandwich",
    "sandwiches",
    "fries",
    "pancakes",
    "waffles",
    "croissants",
    "lasagne",
    "lasagna",
    "risotto",
    "paella",
    "falafel",
    "hummus",
    "kebab",
    "burrito",
    "burritos",
    "bao",
    "biryani",
    "dal",
    "dhal",
    "tagine",
    "ceviche",
    "gnocchi",
    "spaghetti",
    "carbonara",
    "tiramisu",
    "brownies",
    "cookies",
    "donuts",
    "doughnuts",
    "pie",
    "chicken",
    "fish",
    "seafood",
    "lobster",
    "crab",
    "oysters",
    "tofu",
    "eggs",
    "bacon",
    "avocado",
    "mango",
    "strawberries",
    "strawberry",
    "pineapple",
    "kiwi",
    "banana",
    "bananas",
    "peach",
    "peaches",
    "pear",
    "pears",
    "grapes",
    "melon",
    "watermelon",
    "papaya",
    "coconut",
    "blueberries",
    "raspberries",
    "cherries",
    "peanuts",
    "nuts",
    "cashews",
    "shellfish",
];

/// Brands, makes and names that say what kind of thing is meant: another
/// of the same kind, said as a change, takes its place ("switched to a
/// cortado" after "my usual is a flat white"; "got a Pixel" after "still on
/// an iPhone 11").
const KINDS: &[(&str, &[&str])] = &[
    (
        "phone",
        &[
            "iphone",
            "pixel",
            "galaxy",
            "oneplus",
            "nokia",
            "motorola",
            "xperia",
            "xiaomi",
            "fairphone",
        ],
    ),
    (
        "laptop",
        &[
            "macbook",
            "thinkpad",
            "chromebook",
            "xps",
            "zenbook",
            "surface",
        ],
    ),
    (
        "eyewear",
        &[
            "glasses",
            "specs",
            "spectacles",
            "contact lenses",
            "contacts",
            "lenses",
            "varifocals",
            "bifocals",
        ],
    ),
    ("tablet", &["ipad"]),
    // "went full-time" after "term-time only": how much of the year or
    // week a job takes.
    (
        "working pattern",
        &[
            "full time",
            "part time",
            "term time",
            "zero hours",
            "job share",
        ],
    ),
    // "edge", "opera" and "brave" are words first, so left out.
    ("browser", &["chrome", "firefox", "safari"]),
    ("e-reader", &["kindle", "kobo"]),
    ("watch", &["garmin", "fitbit"]),
    (
        "coffee",
        &[
            "flat white",
            "cortado",
            "latte",
            "cappuccino",
            "americano",
            "espresso",
            "macchiato",
            "mocha",
            "long black",
            "cold brew",
            "decaf",
        ],
    ),
    (
        "car",
        &[
            "ford",
            "vauxhall",
            "toyota",
            "honda",
            "kia",
            "hyundai",
            "volvo",
            "tesla",
            "bmw",
            "audi",
            "mercedes",
            "volkswagen",
            "vw",
            "nissan",
            "skoda",
            "peugeot",
            "renault",
            "citroen",
            "mazda",
            "subaru",
            "polestar",
            "dacia",
            "suzuki",
            "lexus",
            "prius",
            "corolla",
            "yaris",
            "qashqai",
            "octavia",
            "fiesta",
            "corsa",
            "astra",
            "rav4",
        ],
    ),
    // A way of getting somewhere: counted only when the statement says
    // where to (see [`CONTEXT_SAID`]), so "walked the dog" is no commute.
    (
        "commute",
        &[
            "bus",
            "train",
            "tube",
            "tram",
            "metro",
            "underground",
            "walk",
            "walking",
            "cycle",
            "cycling",
            "bike",
            "drive",
            "driving",
            "scooter",
            "ferry",
            "lift",
        ],
    ),
    // Counted only with a word for a phone plan (see [`CONTEXT_SAID`]):
    // "three" is mostly a number.
    (
        "mobile network",
        &[
            "ee",
            "o2",
            "vodafone",
            "three",
            "giffgaff",
            "tesco mobile",
            "voxi",
            "lebara",
            "smarty",
            "lyca",
            "sky mobile",
            "id mobile",
            "virgin mobile",
        ],
    ),
    (
        "broadband",
        &[
            "virgin media",
            "virgin",
            "bt",
            "sky broadband",
            "talktalk",
            "plusnet",
            "hyperoptic",
            "community fibre",
            "zen",
            "fibre",
            "broadband",
        ],
    ),
    (
        "energy supplier",
        &[
            "octopus",
            "british gas",
            "edf",
            "eon",
            "e.on",
            "ovo",
            "scottish power",
            "sse",
            "so energy",
            "utility warehouse",
            "good energy",
            "ecotricity",
        ],
    ),
    // How the user wants to be answered: "switch to Celsius" after "give
    // me Fahrenheit", "go back to normal speed" after "talk slower",
    // "answer in Spanish" after "answer me in English". Each only with a
    // word for what it is of (see `CONTEXT_SAID`).
    ("temperature unit", &["fahrenheit", "celsius", "centigrade"]),
    // "I prefer full paragraphs now" after "bullet points are best for me".
    (
        "answer format",
        &[
            "bullet points",
            "bullets",
            "paragraphs",
            "numbered lists",
            "bullet lists",
        ],
    ),
    (
        "distance unit",
        &["miles", "kilometres", "kilometers", "km"],
    ),
    // "keep your answers short" after "I like long, detailed
    // explanations".
    (
        "answer length",
        &[
            "short", "shorter", "brief", "briefer", "concise", "long", "longer", "detailed",
            "in-depth",
        ],
    ),
    (
        "speaking speed",
        &[
            "slower",
            "faster",
            "normal speed",
            "more slowly",
            "more quickly",
        ],
    ),
    (
        "reply language",
        &[
            "english",
            "spanish",
            "french",
            "german",
            "italian",
            "portuguese",
            "welsh",
            "irish",
            "polish",
            "dutch",
            "arabic",
            "hindi",
            "urdu",
            "mandarin",
            "cantonese",
            "japanese",
            "korean",
        ],
    ),
    // A stage of school, for a pupil or one who works there: "at a
    // secondary now" after "a TA at Hollyfield Primary"; "started middle
    // school" after "in 3rd grade at Lincoln Elementary".
    (
        "school stage",
        &[
            "nursery",
            "preschool",
            "primary",
            "elementary",
            "middle school",
            "secondary",
            "high school",
            "sixth form",
        ],
    ),
    // A place in a team: "moved to wing defence" after "I'm goal
    // defence". Only names no other thing has.
    (
        "position",
        &[
            "goal defence",
            "goal attack",
            "wing defence",
            "wing attack",
            "goal shooter",
            "goal keeper",
            "goalkeeper",
            "centre back",
            "full back",
            "left back",
            "right back",
            "midfielder",
            "striker",
            "winger",
            "fly half",
            "scrum half",
            "point guard",
            "shooting guard",
            "wicketkeeper",
            "wicket keeper",
            "shortstop",
        ],
    ),
    // Milk: "gone over to almond" after "a flat white with oat milk".
    // Counted only with "milk" said (see `CONTEXT_SAID`).
    (
        "milk",
        &[
            "oat",
            "almond",
            "soya",
            "soy",
            "coconut",
            "cashew",
            "rice",
            "hemp",
            // Hyphens part words as statements are read: "semi-skimmed"
            // is "semi skimmed".
            "skimmed",
            "whole",
            "full fat",
            "lactose free",
            "goat",
            "dairy",
        ],
    ),
    // Health cover: a plan or insurer named ("a Blue Cross PPO", "Bupa
    // through work", "on Medicare now"). Names that are also words or car
    // insurers (Vitality, AXA, Aviva) are left out.
    (
        "health cover",
        &[
            "blue cross",
            "blue shield",
            "kaiser",
            "aetna",
            "cigna",
            "humana",
            "unitedhealthcare",
            "united healthcare",
            "anthem",
            "bupa",
            "simplyhealth",
            "medicare",
            "medicaid",
            "ppo",
            "hmo",
        ],
    ),
    // Medicines by what they treat: "switched me to citalopram" replaces
    // the sertraline, not the statin.
    (
        "antidepressant",
        &[
            "sertraline",
            "citalopram",
            "escitalopram",
            "fluoxetine",
            "paroxetine",
            "venlafaxine",
            "duloxetine",
            "mirtazapine",
            "amitriptyline",
            "bupropion",
            "prozac",
            "zoloft",
            "lexapro",
        ],
    ),
    (
        "statin",
        &[
            "atorvastatin",
            "simvastatin",
            "rosuvastatin",
            "pravastatin",
            "lipitor",
        ],
    ),
    (
        "blood pressure tablet",
        &[
            "ramipril",
            "lisinopril",
            "amlodipine",
            "losartan",
            "candesartan",
            "bisoprolol",
            "indapamide",
        ],
    ),
    (
        "painkiller",
        &[
            "ibuprofen",
            "paracetamol",
            "co-codamol",
            "codeine",
            "naproxen",
            "tramadol",
            "gabapentin",
            "pregabalin",
            "morphine",
        ],
    ),
    (
        "inhaler",
        &[
            "salbutamol",
            "ventolin",
            "seretide",
            "symbicort",
            "fostair",
            "clenil",
            "trimbow",
        ],
    ),
    (
        "blood thinner",
        &[
            "warfarin",
            "apixaban",
            "rivaroxaban",
            "edoxaban",
            "clopidogrel",
        ],
    ),
    (
        "diabetes medicine",
        &[
            "metformin",
            "insulin",
            "gliclazide",
            "ozempic",
            "mounjaro",
            "jardiance",
            "sitagliptin",
        ],
    ),
    (
        "adhd medicine",
        &[
            "methylphenidate",
            "ritalin",
            "concerta",
            "elvanse",
            "lisdexamfetamine",
            "atomoxetine",
            "medikinet",
        ],
    ),
    (
        "music service",
        &[
            "spotify",
            "apple music",
            "tidal",
            "deezer",
            "youtube music",
            "amazon music",
            "soundcloud",
        ],
    ),
    (
        "bank",
        &[
            "barclays",
            "lloyds",
            "natwest",
            "hsbc",
            "santander",
            "monzo",
            "starling",
            "nationwide",
            "halifax",
            "revolut",
            "first direct",
            "metro bank",
            "tsb",
            "chase",
        ],
    ),
];

/// Kinds counted only when the statement has a word for what they are
/// for: "walked the dog" is no commute, "three kids" no phone network,
/// "works at Barclays" no bank account, "a Tidal t-shirt" no music service.
const CONTEXT_SAID: &[(&str, &[&str])] = &[
    (
        "commute",
        &[
            "work", "office", "school", "uni", "college", "campus", "job", "shift", "commute",
        ],
    ),
    (
        "mobile network",
        &[
            "contract", "sim", "network", "mobile", "phone", "tariff", "data", "signal",
        ],
    ),
    (
        "energy supplier",
        &[
            "energy",
            "gas",
            "electric",
            "electricity",
            "supplier",
            "tariff",
            "bill",
            "bills",
        ],
    ),
    (
        "bank",
        &["bank", "account", "banking", "savings", "current"],
    ),
    ("milk", &["milk"]),
    (
        "temperature unit",
        &["temperature", "temperatures", "degrees", "units", "weather"],
    ),
    (
        "distance unit",
        &[
            "distance",
            "distances",
            "units",
            "route",
            "routes",
            "run",
            "runs",
        ],
    ),
    (
        "speaking speed",
        &["talk", "speak", "speed", "voice", "read"],
    ),
    (
        "reply language",
        &["answer", "answers", "reply", "replies", "respond"],
    ),
    (
        "answer length",
        &[
            "answer",
            "answers",
            "reply",
            "replies",
            "response",
            "responses",
            "explanation",
            "explanations",
        ],
    ),
    (
        "music service",
        &[
            "listen",
            "music",
            "playlist",
            "stream",
            "streaming",
            "subscription",
            "plan",
            "song",
            "album",
            "podcast",
        ],
    ),
];

/// Every name in [`KINDS`] made singular word by word, as `kinds_named`
/// compares them: built once, as the discourse asks of every make said
/// with "the" (before this table, building them on each call cost a tenth
/// of a long turn's extraction).
static SINGULAR_NAMES: std::sync::LazyLock<Vec<(&'static str, &'static str, Vec<&'static str>)>> =
    std::sync::LazyLock::new(|| {
        KINDS
            .iter()
            .flat_map(|(kind, names)| {
                names.iter().map(move |name| {
                    let singular = name.split(' ').map(|w| w.trim_end_matches('s')).collect();
                    (*kind, *name, singular)
                })
            })
            .collect()
    });

/// The kinds of thing `statement` names, each with the name said
/// (see [`KINDS`]).
pub fn kinds_named(statement: &str) -> Vec<(&'static str, &'static str)> {
    let mut words = Vec::new();
    crate::text::for_each_word(statement, |w| {
        words.push(w.trim_end_matches('s').to_string())
    });
    let context_said = |kind: &str| {
        CONTEXT_SAID
            .iter()
            .find(|(k, _)| *k == kind)
            .is_none_or(|(_, context)| {
                words.iter().any(|w| {
                    context
                        .iter()
                        .any(|c| c.trim_end_matches('s') == w.as_str())
                })
            })
    };
    // "two glasses of red", "a latte of some sort": a name before "of" is
    // a measure or a sort, not the thing had.
    let said_at = |singular: &[&str]| {
        words.windows(singular.len()).enumerate().any(|(at, run)| {
            run.iter().zip(singular).all(|(w, s)| w == s)
                && words
                    .get(at + singular.len())
                    .is_none_or(|next| next != "of")
        })
    };
    let mut out = Vec::new();
    let mut kind_said: Option<(&str, bool)> = None;
    for (kind, name, singular) in SINGULAR_NAMES.iter() {
        let said = match kind_said {
            Some((k, said)) if k == *kind => said,
            _ => {
                let said = context_said(kind);
                kind_said = Some((kind, said));
                said
            }
        };
        if said && !singular.is_empty() && said_at(singular) {
            out.push((*kind, *name));
        }
    }
    out
}

/// Languages a speaker may say how well they speak.
const LANGUAGES: &[&str] = &[
    "french",
    "spanish",
    "german",
    "italian",
    "portuguese",
    "japanese",
    "mandarin",
    "chinese",
    "cantonese",
    "korean",
    "arabic",
    "russian",
    "dutch",
    "polish",
    "greek",
    "turkish",
    "hindi",
    "welsh",
    "irish",
    "gaelic",
    "swedish",
    "norwegian",
    "danish",
    "finnish",
    "czech",
    "hebrew",
    "urdu",
    "swahili",
    "tagalog",
    "vietnamese",
    "thai",
    "english",
    "bengali",
    "punjabi",
    "tamil",
    "ukrainian",
    "romanian",
    "hungarian",
    "catalan",
    "basque",
    "farsi",
    "persian",
];

/// Words for how well a language is spoken.
const LANGUAGE_LEVELS: &[&str] = &[
    "basic",
    "beginner",
    "rusty",
    "shaky",
    "ropey",
    "elementary",
    "intermediate",
    "conversational",
    "decent",
    "fluent",
    "advanced",
    "bilingual",
    "native",
];

/// The common scale's levels, said of a language or alone ("passed my B1").
const COMMON_SCALE: &[&str] = &["a1", "a2", "b1", "b2", "c1", "c2"];

/// The one language and the one level `statement` gives, when it gives
/// exactly one of each: "my Spanish is pretty basic" → ("spanish",
/// "basic"); "conversational in Spanish now" → ("spanish", "conversational").
pub fn language_level(statement: &str) -> Option<(&'static str, &'static str)> {
    let (mut language, mut level) = (Vec::new(), Vec::new());
    crate::text::for_each_word(statement, |w| {
        if let Some(l) = LANGUAGES.iter().find(|l| **l == w) {
            language.push(*l);
        }
        if let Some(l) = LANGUAGE_LEVELS
            .iter()
            .chain(COMMON_SCALE)
            .find(|l| **l == w)
        {
            level.push(*l);
        }
    });
    match (language.as_slice(), level.as_slice()) {
        ([language], [level]) => Some((language, level)),
        _ => None,
    }
}

/// The one level of the common scale (A1 to C2) `statement` gives with no
/// language: "passed my B1 exam", "got my C1 certificate". Said after a
/// level in one language, it is a new level in that language.
pub fn scale_level_alone(statement: &str) -> Option<&'static str> {
    let (mut level, mut language) = (Vec::new(), false);
    crate::text::for_each_word(statement, |w| {
        language |= LANGUAGES.contains(&w);
        if let Some(l) = COMMON_SCALE.iter().find(|l| **l == w) {
            level.push(*l);
        }
    });
    match level.as_slice() {
        [level] if !language => Some(level),
        _ => None,
    }
}

/// The category a value belongs to, when it is plainly one (a food).
pub fn category_of_value(value: &str) -> Option<&'static str> {
    let mut found = false;
    crate::text::for_each_word(value, |w| found |= FOODS.contains(&w));
    found.then_some("food")
}

/// Whether `text` names a food or a drink: a dish, or a member of the
/// drink, dairy, vegetable or fruit categories ("oat flat white",
/// "peppermint tea", "sushi").
pub fn names_a_food_or_drink(text: &str) -> bool {
    category_of_value(text).is_some()
        || ["alcohol", "caffeine", "dairy", "vegetables", "fruit"]
            .iter()
            .any(|category| in_category(text, category))
        || {
            let mut found = false;
            crate::text::for_each_word(text, |w| {
                found |= matches!(
                    w,
                    "tea" | "coffee" | "water" | "juice" | "smoothie" | "cocoa"
                )
            });
            found
        }
}

/// Whether `statement` names a member of the category `word` stands for.
pub fn in_category(statement: &str, word: &str) -> bool {
    let word = word.trim().to_lowercase();
    let Some((_, members)) = CATEGORIES
        .iter()
        .find(|(names, _)| names.contains(&word.as_str()))
    else {
        return false;
    };
    let mut found = false;
    crate::text::for_each_word(statement, |w| found |= members.contains(&w));
    // "a glass of red": a member said in more than one word.
    found || {
        let lower = statement.to_lowercase();
        members.iter().any(|m| m.contains(' ') && lower.contains(m))
    }
}

/// Whether `statement` says its subject eats anything ("will eat whatever's
/// going", "no fussy eater", "eats pretty much anything"): what any food
/// avoided since ends.
pub fn says_it_eats_anything(statement: &str) -> bool {
    let lower = statement.to_lowercase();
    // "won't eat anything green" says the opposite.
    if ["n't eat", "not eat", "never eat"]
        .iter()
        .any(|not| lower.contains(not))
    {
        return false;
    }
    [
        "eat anything",
        "eats anything",
        "eat whatever",
        "eats whatever",
        "eat everything",
        "eats everything",
        "eat pretty much anything",
        "eats pretty much anything",
        "no fussy eater",
        "not a fussy eater",
        "no dietary requirements",
        "no dietary restrictions",
    ]
    .iter()
    .any(|said| lower.contains(said))
}

/// The attributes holding a taste that a diet ruling its food out ends
/// ("loves a good burger", then "went plant-based").
pub const TASTES_A_DIET_ENDS: &[&str] = &["likes", "favorite", "favorite_food", "breakfast"];

/// The categories of food (see [`in_category`]) a diet said in
/// `statement` rules out: "went plant-based" rules out meat and dairy,
/// "vegetarian now" meat.
pub fn ruled_out_by_diet(statement: &str) -> &'static [&'static str] {
    let lower = statement.to_lowercase();
    let mut vegan = false;
    let mut vegetarian = false;
    crate::text::for_each_word(&lower, |w| {
        vegan |= w == "vegan";
        vegetarian |= matches!(w, "vegetarian" | "veggie");
    });
    if vegan || lower.contains("plant-based") || lower.contains("plant based") {
        &["meat", "dairy"]
    } else if vegetarian {
        &["meat"]
    } else {
        &[]
    }
}

/// Whether `word` names a whole category ("booze", "meat").
pub fn is_category_name(word: &str) -> bool {
    let word = word.to_lowercase();
    CATEGORIES
        .iter()
        .any(|(names, _)| names.contains(&word.as_str()))
}

/// Whether `word` names a pastime, a sport, an instrument or a language
/// ("Yoga's at six", "Spanish is going well"): a thing done, never a
/// person, when it opens a sentence capitalised.
pub fn is_a_pastime_or_language(word: &str) -> bool {
    let word = word.to_lowercase();
    let word = word.as_str();
    LANGUAGES.contains(&word) || TOPICS.iter().take(3).any(|(cues, _)| cues.contains(&word))
}

/// The category words for whatever `statement` mentions (see [`TOPICS`]).
pub fn topic_words(statement: &str) -> String {
    static TRIGGERS: std::sync::OnceLock<std::collections::HashMap<&'static str, usize>> =
        std::sync::OnceLock::new();
    let triggers = TRIGGERS.get_or_init(|| {
        TOPICS
            .iter()
            .enumerate()
            .flat_map(|(i, (words, _))| words.iter().map(move |w| (*w, i)))
            .collect()
    });
    let mut hit = [false; TOPICS.len()];
    crate::text::for_each_word(statement, |w| {
        if let Some(&i) = triggers.get(w) {
            hit[i] = true;
        }
    });
    let mut out = String::new();
    for (i, (_, cues)) in TOPICS.iter().enumerate() {
        if hit[i] {
            out.push(' ');
            out.push_str(cues);
        }
    }
    out
}

/// Whether two statements name things of one topic (see [`TOPICS`]):
/// "plays bass guitar" and "teaching myself the cello" both name an
/// instrument.
pub fn share_a_topic(a: &str, b: &str) -> bool {
    let hits = |statement: &str| {
        let mut hit = [false; TOPICS.len()];
        crate::text::for_each_word(statement, |w| {
            for (i, (words, _)) in TOPICS.iter().enumerate() {
                hit[i] |= words.contains(&w);
            }
        });
        hit
    };
    let (a, b) = (hits(a), hits(b));
    a.iter().zip(b.iter()).any(|(x, y)| *x && *y)
}

/// Relation words people use for one another: a question about the
/// "partner" should reach "the user's boyfriend is Dan".
const RELATION_FAMILIES: &[(&[&str], &str)] = &[
    (
        &[
            "wife",
            "husband",
            "partner",
            "boyfriend",
            "girlfriend",
            "fiance",
            "fiancee",
            "spouse",
        ],
        "partner spouse relationship",
    ),
    (&["boss", "manager"], "boss manager work"),
    (
        &["mother", "mom", "mum", "father", "dad"],
        "parent parents mum mom dad family",
    ),
    (
        &["son", "daughter", "kid", "child"],
        "child children kid kids family",
    ),
    (
        &[
            "sister",
            "brother",
            "cousin",
            "aunt",
            "uncle",
            "niece",
            "nephew",
            "grandma",
            "grandmother",
            "grandpa",
            "grandfather",
        ],
        "family relative",
    ),
    (
        &[
            "friend",
            "colleague",
            "coworker",
            "roommate",
            "flatmate",
            "neighbor",
            "neighbour",
        ],
        "friend people",
    ),
];

/// The words that stand for `attribute` in the fact index, so that a question
/// phrased with a cue ("where does she live") reaches a fact whose statement
/// uses another word ("is based in").
pub fn index_words(attribute: &str) -> String {
    let mut words = attribute.replace('_', " ");
    if let Some(spec) = lookup(attribute) {
        for cue in spec.cues {
            words.push(' ');
            words.push_str(cue);
        }
    }
    for (members, cues) in RELATION_FAMILIES {
        if members.contains(&attribute) {
            words.push(' ');
            words.push_str(cues);
        }
    }
    words
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn who_serves_the_user_in_a_role_is_one_relation() {
        let hairdresser = who_serves("hairdresser");
        assert_eq!(cardinality(&hairdresser), One);
        assert_eq!(kind_of(&hairdresser), Relationship);
        assert_eq!(cardinality("about:hairdresser"), Many);
    }

    #[test]
    fn a_pastime_or_a_language_is_known_by_its_word() {
        for word in ["Yoga", "karate", "Spanish", "cello"] {
            assert!(is_a_pastime_or_language(word), "{word}");
        }
        for word in ["Marek", "Priya", "phone"] {
            assert!(!is_a_pastime_or_language(word), "{word}");
        }
    }

    #[test]
    fn a_city_holds_one_value_and_likes_hold_many() {
        assert_eq!(cardinality("lives_in"), One);
        assert_eq!(cardinality("likes"), Many);
    }

    #[test]
    fn a_favourite_holds_one_value_whatever_its_category() {
        assert_eq!(cardinality("favorite_album"), One);
        assert_eq!(kind_of("favorite_album"), Preference);
    }

    #[test]
    fn unknown_attributes_default_to_many_so_they_never_overwrite() {
        assert_eq!(cardinality("collects_stamps_of"), Many);
    }

    #[test]
    fn a_boss_is_replaced_but_a_sister_is_added() {
        assert_eq!(cardinality("boss"), One);
        assert_eq!(cardinality("sister"), Many);
        assert_eq!(kind_of("sister"), Relationship);
    }

    #[test]
    fn a_statement_is_placed_in_the_categories_it_mentions() {
        assert!(topic_words("The user plays cello in an orchestra.").contains("instrument"));
        assert!(says_it_eats_anything("The user will eat whatever's going."));
        assert!(says_it_eats_anything("The user's son is no fussy eater."));
        assert!(says_it_eats_anything("The user eats pretty much anything."));
        assert!(!says_it_eats_anything("The user won't eat anything green."));
        assert!(share_a_topic(
            "The user plays bass guitar with a covers group.",
            "The user has been teaching themself the cello instead."
        ));
        assert!(!share_a_topic(
            "The user plays bass guitar with a covers group.",
            "The user has been learning Japanese instead."
        ));
        assert!(topic_words("The user started a pottery class.").contains("hobbies"));
        assert!(topic_words("The user has a Leeds United season ticket.").contains("sports"));
        assert!(topic_words("The user got into rugby.").contains("sport"));
        assert_eq!(topic_words("The user lives in Leeds."), "");
    }

    #[test]
    fn a_category_covers_its_members() {
        assert!(in_category(
            "The user usually has a glass of Rioja with dinner.",
            "alcohol"
        ));
        assert!(!in_category("The user drinks sparkling water.", "alcohol"));
        assert!(!in_category("anything", "hobbies"));
        for paid in [
            "The user's rent's killing them, a one-bed in Hackney.",
            "The user pays £900 a month to a landlord who never fixes anything.",
            "The user's tenancy runs out in May.",
        ] {
            assert!(in_category(paid, "landlord"), "{paid}");
        }
        assert!(!in_category("The user lives in Hackney.", "landlord"));
    }

    #[test]
    fn a_boyfriend_is_found_as_a_partner() {
        assert!(index_words("boyfriend").contains("partner"));
        assert!(index_words("boss").contains("manager"));
    }

    #[test]
    fn likes_and_dislikes_oppose_each_other() {
        assert_eq!(opposite("likes"), Some("dislikes"));
        assert_eq!(opposite("dislikes"), Some("likes"));
        assert_eq!(opposite("lives_in"), None);
    }
}
