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
