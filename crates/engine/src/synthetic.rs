//! Synthetic users for benchmarks: varied, realistic turns (not one sentence
//! repeated), ingested through the real path, reproducible from a seed.

use chrono::{Duration, TimeZone, Utc};

use crate::error::EngineError;
use crate::session::FinalTurn;
use crate::user::UserMemory;

/// splitmix64: a reproducible stream with no dependency. Benchmarks need
/// the same data on every run, not cryptographic randomness.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Self(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[(self.next_u64() % items.len() as u64) as usize]
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }
}

const FOODS: &[&str] = &[
    "sushi",
    "ramen",
    "tacos",
    "dumplings",
    "lasagne",
    "pho",
    "curry",
    "falafel",
    "paella",
    "risotto",
    "bibimbap",
    "pierogi",
    "empanadas",
    "shakshuka",
    "laksa",
    "gnocchi",
    "moussaka",
    "jollof rice",
    "pad thai",
    "goulash",
    "tagine",
    "poutine",
    "ceviche",
    "katsu",
    "biryani",
];
const HOBBIES: &[&str] = &[
    "bouldering",
    "pottery",
    "chess",
    "birdwatching",
    "sailing",
    "knitting",
    "running",
    "photography",
    "gardening",
    "baking",
    "woodworking",
    "cycling",
    "salsa dancing",
    "surfing",
    "calligraphy",
    "archery",
    "fencing",
    "kayaking",
    "astronomy",
    "origami",
    "beekeeping",
];
const MUSIC: &[&str] = &[
    "jazz",
    "Fleetwood Mac",
    "Radiohead",
    "bluegrass",
    "Bach",
    "Afrobeat",
    "Bjork",
    "techno",
    "Nina Simone",
    "bossa nova",
    "Kendrick Lamar",
    "sea shanties",
    "Arvo Part",
    "grime",
    "flamenco",
];
const CITIES: &[&str] = &[
    "Leeds",
    "Bristol",
    "Porto",
    "Lyon",
    "Utrecht",
    "Cork",
    "Glasgow",
    "Tallinn",
    "Valencia",
    "Gdansk",
    "Ghent",
    "Bologna",
    "Kraków",
    "Seville",
    "Bergen",
    "Aarhus",
    "Ljubljana",
    "Bath",
];
const PEOPLE: &[&str] = &[
    "Rhea", "Tomas", "Ines", "Kai", "Hana", "Victor", "Glenda", "Omar", "Priya", "Luca", "Mei",
    "Dan", "Zofia", "Ade", "Freya", "Nikhil", "Rosa", "Yusuf", "Greta", "Jonah",
];
const RELATIONS: &[&str] = &[
    "sister",
    "brother",
    "friend",
    "cousin",
    "colleague",
    "neighbour",
];
const PLACES: &[&str] = &[
    "the market",
    "the reservoir",
    "the old cinema",
    "a tiny ramen counter",
    "the climbing gym",
    "the library",
    "my aunt's farm",
    "the harbour",
    "the night market",
    "a jazz bar",
    "the botanical garden",
    "the lido",
    "a bookshop cafe",
    "the allotment",
    "the ice rink",
];
const FEELINGS: &[&str] = &[
    "honestly exhausting",
    "weirdly relaxing",
    "way better than expected",
    "a total disaster",
    "kind of magical",
    "loud but fun",
    "freezing",
    "so peaceful",
    "chaotic",
    "really moving",
];
const TIMES: &[&str] = &[
    "last weekend",
    "yesterday",
    "on Tuesday",
    "last month",
    "this morning",
    "two weeks ago",
    "on Friday night",
    "over the holidays",
    "last summer",
    "a few days ago",
];
const ALLERGENS: &[&str] = &[
    "peanuts",
    "shellfish",
    "penicillin",
    "kiwi",
    "sesame",
    "cats",
    "pollen",
];
const ITEMS: &[&str] = &[
    "a bike",
    "a camera",
    "a kayak",
    "a telescope",
    "a sourdough starter",
    "a record player",
    "a pottery wheel",
    "a sewing machine",
    "a drone",
    "an e-reader",
];

/// When synthetic histories begin.
fn epoch() -> chrono::DateTime<Utc> {
    Utc.with_ymd_and_hms(2023, 1, 1, 9, 0, 0)
        .single()
        .unwrap_or_default()
}

/// One varied user turn.
pub fn user_line(rng: &mut Rng) -> String {
    match rng.below(14) {
        0 => format!("I love {}", rng.pick(FOODS)),
        1 => format!("I really enjoy {} on weekends", rng.pick(HOBBIES)),
        2 => format!("my favorite band right now is {}", rng.pick(MUSIC)),
        3 => format!("I live in {} these days", rng.pick(CITIES)),
        4 => format!(
            "my {} {} lives in {}",
            rng.pick(RELATIONS),
            rng.pick(PEOPLE),
            rng.pick(CITIES)
        ),
        5 => format!("I can't stand {}", rng.pick(FOODS)),
        6 => format!("I'm allergic to {}", rng.pick(ALLERGENS)),
        7 => format!("I usually go to {} {}", rng.pick(PLACES), rng.pick(TIMES)),
        8 => format!("I just bought {} and I'm obsessed", rng.pick(ITEMS)),
        _ => format!(
            "{} I went to {} with {} and it was {}, we talked about {} for ages",
            cap(rng.pick(TIMES)),
            rng.pick(PLACES),
            rng.pick(PEOPLE),
            rng.pick(FEELINGS),
            rng.pick(HOBBIES),
        ),
    }
}

fn cap(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect())
}

/// A varied assistant reply: it speaks to the user ("you"), sometimes
/// naming what was talked about.
pub fn assistant_line(rng: &mut Rng) -> String {
    match rng.below(8) {
        0 => "That sounds lovely. How did it go?".to_string(),
        1 => "Noted. Want me to remind you later?".to_string(),
        2 => format!("{} is a great choice.", cap(rng.pick(FOODS))),
        3 => format!("How long have you been into {}?", rng.pick(HOBBIES)),
        4 => format!("{} sounds fun. Who did you go with?", cap(rng.pick(PLACES))),
        5 => "Got it, I'll keep that in mind.".to_string(),
        6 => format!("Would you like some ideas for {}?", rng.pick(TIMES)),
        _ => format!("Say hi to {} from me!", rng.pick(PEOPLE)),
    }
}

/// A varied question a model might ask memory.
pub fn query(rng: &mut Rng) -> String {
    match rng.below(6) {
        0 => format!("does the user like {}", rng.pick(FOODS)),
        1 => format!("what did the user say about {}", rng.pick(PLACES)),
        2 => format!("where does {} live", rng.pick(PEOPLE)),
        3 => "where does the user live".to_string(),
        4 => format!("when did the user go to {}", rng.pick(PLACES)),
        _ => format!("what does the user think of {}", rng.pick(HOBBIES)),
    }
}

/// Fill `user` with about `memories` memories (episodes, half of them user
/// turns, and the facts reconciled from them) through the real ingestion
/// path: sessions of `turns_per_session` user turns, each answered, each
/// finished. Returns the number of episodes written.
pub fn populate(user: &UserMemory, memories: usize, seed: u64) -> Result<usize, EngineError> {
    let mut rng = Rng::new(seed);
    let start = Utc
        .with_ymd_and_hms(2024, 1, 1, 9, 0, 0)
        .single()
        .unwrap_or_default();
    let turns_per_session = 20usize;
    let mut written = 0usize;
    let mut day = 0i64;
    while written + user.facts().len() < memories {
        let session = user.new_session()?;
        for i in 0..turns_per_session {
            let at = start + Duration::days(day) + Duration::seconds(i as i64 * 30);
            session.observe_final(FinalTurn::user(user_line(&mut rng), at))?;
            session.observe_final(FinalTurn::assistant(
                "Okay, noted.",
                at + Duration::seconds(10),
            ))?;
            written += 2;
        }
        session.finish()?;
        day += 1;
    }
    Ok(written)
}

/// `n` synthetic episodes for `user`: sessions of 20 turns, user and
/// assistant alternating, varied text.
pub fn episodes(user: &memoir_core::UserId, n: usize, seed: u64) -> Vec<memoir_core::Episode> {
    use memoir_core::{Episode, EpisodeId, SessionId, Speaker};
    let mut rng = Rng::new(seed);
    let start = epoch();
    (0..n)
        .map(|i| {
            let session = i / 20;
            let turn = (i % 20) as u32 + 1;
            let at = start + Duration::days(session as i64) + Duration::seconds(turn as i64 * 20);
            let (speaker, text) = if turn % 2 == 1 {
                (Speaker::user(), user_line(&mut rng))
            } else {
                (Speaker::assistant(), assistant_line(&mut rng))
            };
            Episode {
                id: EpisodeId::generated("ep", format!("{seed}x{i}")),
                user: user.clone(),
                session: SessionId::generated("s", format!("{seed}x{session}")),
                turn,
                speaker,
                text,
                occurred_at: at,
                recorded_at: at,
            }
        })
        .collect()
}

/// `n` distinct synthetic facts for `user`, about the user and the people
/// they mention, citing `evidence` in turn.
pub fn facts(
    user: &memoir_core::UserId,
    n: usize,
    evidence: &[memoir_core::EpisodeId],
    seed: u64,
) -> Vec<memoir_core::Fact> {
    use memoir_core::{
        attribute, Explicitness, Fact, FactId, FactStatus, FactValue, SessionId, Subject,
        TemporalScope,
    };
    let mut rng = Rng::new(seed);
    let start = epoch();
    (0..n)
        .map(|i| {
            let subject = if rng.below(3) == 0 {
                Subject::named(&format!("{} {}", rng.pick(PEOPLE), rng.pick(PEOPLE)))
            } else {
                Subject::user()
            };
            let who = if subject.is_user() {
                "The user".to_string()
            } else {
                subject.display.clone()
            };
            let (predicate, value, statement) = match rng.below(5) {
                0 => {
                    let v = format!("{} no. {i}", rng.pick(FOODS));
                    ("likes", v.clone(), format!("{who} loves {v}."))
                }
                1 => {
                    let v = format!("{} club {i}", rng.pick(HOBBIES));
                    (
                        "hobby",
                        v.clone(),
                        format!("{who} goes to the {v} every week."),
                    )
                }
                2 => {
                    let v = format!("{} district {i}", rng.pick(CITIES));
                    ("lives_in", v.clone(), format!("{who} lives in {v}."))
                }
                3 => {
                    let v = format!("{} from {}", rng.pick(ITEMS), rng.pick(PLACES));
                    (
                        "owns",
                        v.clone(),
                        format!("{who} has {v}, bought {}.", rng.pick(TIMES)),
                    )
                }
                _ => {
                    let v = format!("{} session {i}", rng.pick(MUSIC));
                    (
                        "favorite_music",
                        v.clone(),
                        format!("{who}'s favorite music is {v}."),
                    )
                }
            };
            let at = start + Duration::minutes(i as i64 * 7);
            Fact {
                id: FactId::generated("f", format!("{seed}x{i}")),
                user: user.clone(),
                subject,
                predicate: predicate.to_string(),
                value: FactValue::Text(value),
                statement,
                kind: attribute::kind_of(predicate),
                status: if rng.below(5) == 0 {
                    FactStatus::Superseded
                } else {
                    FactStatus::Active
                },
                confidence: 0.9,
                explicitness: Explicitness::Stated,
                scope: TemporalScope::Ongoing,
                evidence: evidence
                    .get(i % evidence.len().max(1))
                    .cloned()
                    .into_iter()
                    .collect(),
                session: SessionId::generated("s", format!("{seed}x{}", i / 20)),
                reinforcements: rng.below(3) as u32,
                first_seen: at,
                last_seen: at,
                sensitivity: attribute::sensitivity(predicate),
                supersedes: Vec::new(),
                superseded_by: None,
                revision: 1,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_lines_and_lines_vary() {
        let a: Vec<String> = (0..50)
            .map({
                let mut r = Rng::new(7);
                move |_| user_line(&mut r)
            })
            .collect();
        let b: Vec<String> = (0..50)
            .map({
                let mut r = Rng::new(7);
                move |_| user_line(&mut r)
            })
            .collect();
        assert_eq!(a, b);
        let distinct: std::collections::HashSet<&String> = a.iter().collect();
        assert!(distinct.len() > 40);
    }
}
