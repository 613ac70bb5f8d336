//! Text utilities shared by indexing, planning and extraction.
//!
//! The analyser is the one measured in `../shared/research/locomo-retrieval-study.md`:
//! lowercase, split on every non-alphanumeric character, drop an 85-word
//! stoplist (checked before stemming), stem with Snowball English. Stemming
//! alone was worth +0.05 R@5 on LoCoMo; the longer stoplist beat a 33-word
//! one by +0.06 because it drops question words like "what" and "did".

use std::sync::OnceLock;

use rust_stemmers::{Algorithm, Stemmer};

/// Words that carry no retrieval signal. Checked on the lowercase, unstemmed
/// token.
const STOPWORDS: &[&str] = &[
    "a", "an", "the", "and", "or", "but", "if", "of", "at", "by", "for", "with", "about", "to",
    "from", "in", "on", "is", "are", "was", "were", "be", "been", "being", "am", "do", "does",
    "did", "has", "have", "had", "it", "its", "this", "that", "these", "those", "i", "me", "my",
    "you", "your", "he", "him", "his", "she", "her", "we", "us", "our", "they", "them", "their",
    "what", "which", "who", "whom", "when", "where", "why", "how", "as", "so", "s", "t", "not",
    "no", "can", "will", "would", "should", "could", "there", "then", "than", "too", "very",
    "just", "into", "up", "out", "over", "any", "some", "all",
];

/// Extra words dropped from queries only: they phrase a question without
/// naming anything to find.
const QUERY_STOPWORDS: &[&str] = &[
    "kind", "type", "sort", "ever", "likely", "might", "may", "both", "many", "much",
];

/// Words that mark a turn as carrying a time reference. A "when" question
/// prefers turns that have one.
/// The days of the week, lowercase, Monday first.
pub const WEEKDAYS: &[&str] = &[
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
];

/// The months, lowercase, January first.
pub const MONTHS: &[&str] = &[
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
];

const TIME_WORDS: &[&str] = &[
    "yesterday",
    "today",
    "tonight",
    "tomorrow",
    "last",
    "next",
    "ago",
    "week",
    "weeks",
    "weekend",
    "weekends",
    "month",
    "months",
    "year",
    "years",
    "recently",
    "recent",
    "lately",
    "earlier",
    "soon",
    "past",
    "few",
    "couple",
    "days",
    "day",
    "morning",
    "evening",
    "night",
    "since",
    "summer",
    "winter",
    "spring",
    "fall",
    "autumn",
];

fn stemmer() -> &'static Stemmer {
    static STEMMER: OnceLock<Stemmer> = OnceLock::new();
    STEMMER.get_or_init(|| Stemmer::create(Algorithm::English))
}

/// A set of short words, looked up in constant time. A linear scan of the
/// 85 stopwords was 13% of a recall profile (string compares per word).
struct WordSet(std::collections::HashSet<&'static str>);

impl WordSet {
    fn of(lists: &[&[&'static str]]) -> Self {
        Self(lists.iter().flat_map(|l| l.iter().copied()).collect())
    }

    fn contains(&self, word: &str) -> bool {
        // Every listed word is short; a long word cannot be one.
        word.len() <= 12 && self.0.contains(word)
    }
}

fn stopwords() -> &'static WordSet {
    static SET: OnceLock<WordSet> = OnceLock::new();
    SET.get_or_init(|| WordSet::of(&[STOPWORDS]))
}

fn query_stopwords() -> &'static WordSet {
    static SET: OnceLock<WordSet> = OnceLock::new();
    SET.get_or_init(|| WordSet::of(&[STOPWORDS, QUERY_STOPWORDS]))
}

fn time_words() -> &'static WordSet {
    static SET: OnceLock<WordSet> = OnceLock::new();
    SET.get_or_init(|| WordSet::of(&[TIME_WORDS, WEEKDAYS, MONTHS]))
}

/// Whether a lowercase word is on the stoplist.
pub fn is_stopword(word: &str) -> bool {
    stopwords().contains(word)
}

/// Whether a lowercase word is one a query may drop.
pub fn is_query_stopword(word: &str) -> bool {
    query_stopwords().contains(word)
}

/// Whether a lowercase word refers to a time.
pub fn is_time_word(word: &str) -> bool {
    time_words().contains(word)
}

/// Calls `f` with each lowercase word of `text`, split on every character
/// that is not alphanumeric. One reused buffer; no allocation per word.
pub fn for_each_word(text: &str, mut f: impl FnMut(&str)) {
    let mut word = String::with_capacity(32);
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            // Most text is ASCII: no Unicode case tables on the common path.
            word.push(c.to_ascii_lowercase());
        } else if c.is_alphanumeric() {
            word.extend(c.to_lowercase());
        } else if !word.is_empty() {
            f(&word);
            word.clear();
        }
    }
    if !word.is_empty() {
        f(&word);
    }
}

/// How many distinct words each thread's stem cache holds before it starts
/// over. A user's vocabulary is a few thousand words; the cap only bounds a
/// pathological stream of unique tokens.
const STEM_CACHE_WORDS: usize = 50_000;

thread_local! {
    // Snowball stemming was the largest single cost of indexing and of
    // building excerpts (~16% of a recall profile); the same few thousand
    // words recur, so each thread keeps the stems it has computed.
    static STEMS: std::cell::RefCell<std::collections::HashMap<Box<str>, Box<str>>> =
        std::cell::RefCell::new(std::collections::HashMap::new());
}

/// Calls `f` with the stem of a lowercase word, from the cache when it can.
fn with_stem(word: &str, f: impl FnOnce(&str)) {
    STEMS.with(|cell| {
        let mut cache = cell.borrow_mut();
        if let Some(stem) = cache.get(word) {
            f(stem);
            return;
        }
        let stem = stemmer().stem(word);
        if cache.len() >= STEM_CACHE_WORDS {
            cache.clear();
        }
        cache.insert(word.into(), stem.as_ref().into());
        f(&stem);
    });
}

/// Calls `f` with each index term of `text`: words off the stoplist, stemmed.
pub fn for_each_term(text: &str, mut f: impl FnMut(&str)) {
    for_each_word(text, |word| {
        if !is_stopword(word) {
            with_stem(word, &mut f);
        }
    });
}

/// The index terms of `text`, in order, with repeats.
pub fn terms(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for_each_term(text, |t| out.push(t.to_string()));
    out
}

/// The distinct query terms of `text`, in first-seen order, with the
/// query-only stopwords also dropped.
pub fn query_terms(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for_each_word(text, |word| {
        if !is_query_stopword(word) {
            with_stem(word, |stem| {
                if !out.iter().any(|t| t == stem) {
                    out.push(stem.to_string());
                }
            });
        }
    });
    out
}

/// Stem one lowercase word.
pub fn stem(word: &str) -> String {
    let mut out = String::new();
    with_stem(word, |s| out.push_str(s));
    out
}

/// A matching key: lowercase, punctuation at the ends dropped, inner
/// whitespace folded to one space.
pub fn normalize_key(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for part in text.split_whitespace() {
        let part = part.trim_matches(|c: char| !c.is_alphanumeric());
        if part.is_empty() {
            continue;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.extend(part.chars().flat_map(char::to_lowercase));
    }
    out
}

/// Small numbers as people say them, by value.
const NUMBERS: &[&str] = &[
    "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve",
];

/// A small number in words: 2 → "two"; `None` past twelve.
pub fn number_in_words(n: u32) -> Option<&'static str> {
    NUMBERS.get(n as usize).copied()
}

/// The teens and tens in words, by value, for numbers a voice transcript
/// spells out ("thirty-four", "flat fourteen", "the seventeen bus").
const TEENS: &[&str] = &[
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
];
const TENS: &[&str] = &[
    "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
];

/// The number a word says: "three" → 3, "12" → 12, "no" → 0,
/// "seventeen" → 17, "thirty-four" → 34.
pub fn number(word: &str) -> Option<u32> {
    let word = word.to_lowercase();
    // "10k steps", "a 5k".
    let thousands = word
        .strip_suffix('k')
        .and_then(|n| n.parse::<u32>().ok())
        .and_then(|n| n.checked_mul(1000));
    NUMBERS
        .iter()
        .position(|&k| k == word)
        .map(|p| p as u32)
        .or_else(|| word.parse().ok())
        .or(thousands)
        .or_else(|| number_past_twelve(&word))
}

/// 13 to 99 in words, hyphenated as written ("twenty-two"); "no" is no
/// unit of a ten.
fn number_past_twelve(word: &str) -> Option<u32> {
    if let Some(p) = TEENS.iter().position(|&t| t == word) {
        return Some(13 + p as u32);
    }
    let (ten, unit) = word.split_once('-').unwrap_or((word, ""));
    let tens = 20 + 10 * TENS.iter().position(|&t| t == ten)? as u32;
    if unit.is_empty() {
        return Some(tens);
    }
    let unit = NUMBERS[1..10].iter().position(|&u| u == unit)? as u32 + 1;
    Some(tens + unit)
}

/// The words of `text` split at whitespace, with the punctuation around
/// each trimmed ("1,400" stays whole).
fn bare_words(text: &str) -> Vec<&str> {
    text.split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
        .filter(|w| !w.is_empty())
        .collect()
}

/// Words that count the same people, whatever else they say: "two boys"
/// and "three kids" count a household's children, "one brother" and "two
/// siblings" someone's siblings.
const COUNTED_AS_ONE: &[(&str, &[&str])] = &[
    (
        "child",
        &[
            "kids",
            "kid",
            "children",
            "child",
            "boys",
            "boy",
            "girls",
            "girl",
            "sons",
            "son",
            "daughters",
            "daughter",
        ],
    ),
    (
        "sibling",
        &[
            "siblings", "sibling", "brothers", "brother", "sisters", "sister",
        ],
    ),
];

/// The counts a text gives: "one cat", "2 kids", "three bikes" as (number,
/// the stemmed thing counted; one key for words that count the same
/// people, see [`COUNTED_AS_ONE`]).
pub fn counts(text: &str) -> Vec<(u32, String)> {
    let all = bare_words(text);
    all.windows(2)
        .filter_map(|pair| {
            let n = number(pair[0])?;
            let thing = pair[1].to_lowercase();
            // "two boys" and "three kids" count the same children.
            let thing = COUNTED_AS_ONE
                .iter()
                .find(|(_, words)| words.contains(&thing.as_str()))
                .map_or_else(|| stem(&thing), |(key, _)| (*key).to_string());
            (thing.len() > 2 && !is_stopword(&thing)).then_some((n, thing))
        })
        .collect()
}

/// Nouns a number names one of, after them: "year 4", "flat 14", "gate 9".
const NUMBERED: &[&str] = &[
    "year",
    "grade",
    "class",
    "level",
    "size",
    "flat",
    "apartment",
    "room",
    "floor",
    "platform",
    "gate",
    "seat",
    "table",
    "bus",
    "route",
    "stage",
    "division",
    "league",
    "tier",
    "unit",
    "chapter",
    "season",
    "series",
    "episode",
    "page",
    "band",
    "ward",
    "bay",
    "number",
    "lane",
    "step",
    "book",
    "module",
    "lesson",
    "week",
    "day",
    "locker",
    "desk",
    "extension",
    "space",
    "pitch",
    "plot",
    "bed",
];

/// The numbered things a text names: "year 4", "flat 14", and codes of a
/// letter or two and a number ("B1", "V4"), as (the label, the number).
/// "year 6" after "year 4", "B2" after "B1" is another of the same label.
pub fn numbered(text: &str) -> Vec<(String, u32)> {
    let all = bare_words(text);
    // "locker 112", "locker is 112", "locker's 112", "locker number 112".
    let mut out: Vec<(String, u32)> = (0..all.len())
        .filter_map(|i| {
            let word = all[i].strip_suffix("'s").unwrap_or(all[i]);
            let label = NUMBERED.iter().find(|l| word.eq_ignore_ascii_case(l))?;
            // "locker number 112" is the locker's number, not a "number".
            let after_a_label = i > 0
                && NUMBERED.iter().any(|l| {
                    all[i - 1]
                        .strip_suffix("'s")
                        .unwrap_or(all[i - 1])
                        .eq_ignore_ascii_case(l)
                });
            if *label == "number" && after_a_label {
                return None;
            }
            let said_between = matches!(
                all.get(i + 1).map(|w| w.to_ascii_lowercase()).as_deref(),
                Some("is" | "number" | "no")
            );
            let at = if said_between { i + 2 } else { i + 1 };
            // Digits, or words ("flat twelve", "the number forty-two"):
            // "one" is as often "the first" ("day one", "my number one
            // fan"), and so is any small word after a span of time ("year
            // two", "week three").
            let said = all.get(at)?;
            let n = said.parse::<u32>().ok().or_else(|| {
                let n = number(said).filter(|&n| n >= 2)?;
                let a_span = matches!(*label, "year" | "week" | "day");
                (n > 12 || !a_span).then_some(n)
            })?;
            Some(((*label).to_string(), n))
        })
        .collect();
    for w in &all {
        let letters: String = w.chars().take_while(char::is_ascii_uppercase).collect();
        let digits = &w[letters.len()..];
        if (1..=2).contains(&letters.len())
            && (1..=2).contains(&digits.len())
            && digits.chars().all(|c| c.is_ascii_digit())
        {
            if let Ok(n) = digits.parse::<u32>() {
                out.push((letters.to_lowercase(), n));
            }
        }
    }
    out
}

/// The measures a text gives that [`counts`] does not: a decimal or a
/// percentage with its unit ("1.9 percent", "4.6%", "2.5 kilos"), as (the
/// number as said, the unit).
pub fn measures(text: &str) -> Vec<(String, String)> {
    // Units of a dose or a weight, said with a whole number too: "50mg",
    // "100 mg", "5ml".
    const DOSE_UNITS: &[&str] = &["mg", "mcg", "ml", "g", "kg", "iu", "mmol"];
    let all: Vec<&str> = text.split_whitespace().collect();
    let mut out = Vec::new();
    for (i, raw) in all.iter().enumerate() {
        let word = raw.trim_end_matches([',', '.', '!', '?', ';']);
        let split = word
            .find(|c: char| c.is_ascii_alphabetic())
            .filter(|&at| at > 0)
            .map(|at| word.split_at(at));
        if let Some((number, unit)) = split {
            let unit = unit.to_lowercase();
            if number.chars().all(|c| c.is_ascii_digit() || c == '.')
                && DOSE_UNITS.contains(&unit.as_str())
            {
                out.push((number.to_string(), unit));
                continue;
            }
        }
        let (number, percent) = match word.strip_suffix('%') {
            Some(n) => (n, true),
            None => (word, false),
        };
        let numeric = number.chars().any(|c| c.is_ascii_digit())
            && number.chars().all(|c| c.is_ascii_digit() || c == '.');
        if !numeric {
            continue;
        }
        let next = all.get(i + 1).map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric())
                .to_lowercase()
        });
        let unit = if percent {
            Some("percent".to_string())
        } else {
            match next.as_deref() {
                Some("percent" | "per") => Some("percent".to_string()),
                Some(u) if DOSE_UNITS.contains(&u) => Some(u.to_string()),
                Some(u) if number.contains('.') && !u.is_empty() => Some(u.to_string()),
                _ => None,
            }
        };
        if let Some(unit) = unit {
            out.push((number.to_string(), unit));
        }
    }
    out
}

/// An estimate of how many model tokens `text` costs.
///
/// Deliberately high (the larger of words and characters / 4): the budget
/// protects the model's context and latency, and over-counting by a little is
/// cheaper than breaking a cap. The same estimate is used everywhere a budget
/// is enforced, so a cap checked in one place holds in every other.
pub fn estimate_tokens(text: &str) -> usize {
    let words = text.split_whitespace().count();
    let by_chars = text.chars().count().div_ceil(4);
    words.max(by_chars).max(1)
}

/// Byte ranges of the sentences of `text`, split after `.`, `!` or `?`
/// followed by whitespace, and at line breaks. Every byte of `text` outside
/// leading and trailing whitespace falls in exactly one range.
pub fn sentence_spans(text: &str) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut start = None;
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if start.is_none() {
            if c.is_whitespace() {
                continue;
            }
            start = Some(i);
        }
        let next_is_space = chars.peek().is_none_or(|(_, n)| n.is_whitespace());
        let abbreviation = c == '.' && ends_with_abbreviation(&text[..i]);
        let ends = c == '\n' || (matches!(c, '.' | '!' | '?') && next_is_space && !abbreviation);
        if ends {
            if let Some(s) = start.take() {
                let end = i + c.len_utf8();
                let trimmed = text[s..end].trim_end();
                if !trimmed.is_empty() {
                    spans.push((s, s + trimmed.len()));
                }
            }
        }
    }
    if let Some(s) = start {
        let trimmed = text[s..].trim_end();
        if !trimmed.is_empty() {
            spans.push((s, s + trimmed.len()));
        }
    }
    spans
}

/// Titles and abbreviations whose period does not end a sentence ("Dr.
/// Okafor", "St. Mary's").
const ABBREVIATIONS: &[&str] = &[
    "dr", "mr", "mrs", "ms", "mx", "prof", "st", "jr", "sr", "vs", "etc", "e.g", "i.e", "mt",
    "ave", "approx", "dept", "fig", "no",
];

/// Whether `before` (the text up to a period) ends with an abbreviation.
fn ends_with_abbreviation(before: &str) -> bool {
    let word = before
        .rsplit(|c: char| c.is_whitespace() || c == '(')
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    ABBREVIATIONS.contains(&word.as_str())
}

/// `text` cut to at most `max_tokens` by [`estimate_tokens`], at a word
/// boundary, with "…" marking the cut. Never splits a character.
pub fn truncate_to_tokens(text: &str, max_tokens: usize) -> String {
    if estimate_tokens(text) <= max_tokens {
        return text.to_string();
    }
    let mut out = String::new();
    for word in text.split_whitespace() {
        let candidate = if out.is_empty() {
            format!("{word} …")
        } else {
            format!("{out} {word} …")
        };
        if estimate_tokens(&candidate) > max_tokens {
            break;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    if out.is_empty() {
        return String::new();
    }
    out.push_str(" …");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn terms_are_lowercased_stemmed_and_stripped_of_stopwords() {
        assert_eq!(
            terms("I was running to the Concerts, with my sister!"),
            vec!["run", "concert", "sister"]
        );
    }

    #[test]
    fn query_terms_are_distinct_and_drop_question_padding() {
        assert_eq!(
            query_terms("What kind of music does the user like? music!"),
            vec!["music", "user", "like"]
        );
    }

    #[test]
    fn words_split_on_any_non_alphanumeric_character_including_unicode() {
        let mut words = Vec::new();
        for_each_word("Café-au-lait, São Paulo's", |w| words.push(w.to_string()));
        assert_eq!(words, vec!["café", "au", "lait", "são", "paulo", "s"]);
    }

    #[test]
    fn keys_fold_case_punctuation_and_spacing() {
        assert_eq!(normalize_key("  Rhea   Kapoor! "), "rhea kapoor");
        assert_eq!(normalize_key("\"Menya Ko\""), "menya ko");
    }

    #[test]
    fn the_token_estimate_never_undercounts_words_or_characters() {
        assert_eq!(estimate_tokens("a b c d e"), 5);
        assert_eq!(estimate_tokens("abcdefghijkl"), 3);
        assert_eq!(estimate_tokens(""), 1);
    }

    #[test]
    fn sentences_split_at_terminal_punctuation_and_keep_every_byte() {
        let text = "I moved. It's great! Is it? yes 3.5 km";
        let spans = sentence_spans(text);
        let parts: Vec<&str> = spans.iter().map(|&(s, e)| &text[s..e]).collect();
        assert_eq!(
            parts,
            vec!["I moved.", "It's great!", "Is it?", "yes 3.5 km"]
        );
    }

    #[test]
    fn a_title_does_not_end_a_sentence() {
        let text = "It's with Dr. Okafor on St. Mary's Road. Then lunch.";
        let spans = sentence_spans(text);
        let parts: Vec<&str> = spans.iter().map(|&(s, e)| &text[s..e]).collect();
        assert_eq!(
            parts,
            vec!["It's with Dr. Okafor on St. Mary's Road.", "Then lunch."]
        );
    }

    #[test]
    fn truncation_respects_the_budget_and_word_boundaries() {
        let text = "one two three four five six seven eight nine ten";
        let cut = truncate_to_tokens(text, 5);
        assert!(estimate_tokens(&cut) <= 5, "{cut}");
        assert!(cut.starts_with("one two"), "{cut}");
        assert!(cut.ends_with('…'));
        assert_eq!(truncate_to_tokens("short", 5), "short");
    }

    #[test]
    fn decimals_and_percentages_are_measures_with_their_unit() {
        let m = |n: &str, u: &str| (n.to_string(), u.to_string());
        assert_eq!(
            measures("fixed at 1.9 percent until June"),
            vec![m("1.9", "percent")]
        );
        assert_eq!(measures("the rate's 4.6% now"), vec![m("4.6", "percent")]);
        assert_eq!(measures("she's up to 2.5 kilos"), vec![m("2.5", "kilos")]);
        assert_eq!(measures("a 5 per cent pay rise"), vec![m("5", "percent")]);
        assert!(measures("two cats and 3 kids").is_empty());
        assert_eq!(measures("takes 50mg every morning"), vec![m("50", "mg")]);
        assert_eq!(measures("upped to 100 mg."), vec![m("100", "mg")]);
        assert_eq!(measures("5ml twice a day"), vec![m("5", "ml")]);
        assert!(measures("the 4x4 and the m25").is_empty());
    }

    #[test]
    fn a_number_after_a_label_names_one_of_its_kind() {
        let label = |l: &str, n: u32| (l.to_string(), n);
        assert_eq!(numbered("I teach Year 4 in Derby"), vec![label("year", 4)]);
        assert_eq!(
            numbered("we're in flat 14, gate 9"),
            vec![label("flat", 14), label("gate", 9)]
        );
        assert_eq!(numbered("my Spanish is about B1"), vec![label("b", 1)]);
        assert_eq!(
            numbered("flat fourteen now, and the number forty-two bus"),
            vec![label("flat", 14), label("number", 42)]
        );
        assert!(numbered("in year one we lived in halls").is_empty());
        assert!(numbered("by week three I was hooked").is_empty());
        assert_eq!(numbered("room nine, top floor"), vec![label("room", 9)]);
        for said in [
            "my gym locker is 112",
            "the locker's 112 now",
            "locker number 112, by the showers",
        ] {
            assert_eq!(numbered(said), vec![label("locker", 112)], "{said}");
        }
        assert!(numbered("two years in Derby, about 10k steps, I'm OK").is_empty());
    }

    #[test]
    fn numbers_are_read_in_words_digits_and_thousands() {
        assert_eq!(number("three"), Some(3));
        assert_eq!(number("12"), Some(12));
        assert_eq!(number("15k"), Some(15_000));
        assert_eq!(number("kilo"), None);
        assert_eq!(number("seventeen"), Some(17));
        assert_eq!(number("Thirty-four"), Some(34));
        assert_eq!(number("ninety"), Some(90));
        assert_eq!(number("twenty-no"), None);
        assert_eq!(number("forty-twelve"), None);
        assert_eq!(
            counts("about 10k steps a day"),
            vec![(10_000, stem("steps"))]
        );
    }

    #[test]
    fn words_for_the_same_people_count_them_alike() {
        for said in ["we've two boys", "three kids now", "she has 2 daughters"] {
            assert!(
                counts(said).iter().all(|(_, thing)| thing == "child"),
                "{said}"
            );
        }
        for said in ["one brother", "two siblings now", "three sisters"] {
            assert!(
                counts(said).iter().all(|(_, thing)| thing == "sibling"),
                "{said}"
            );
        }
        assert_eq!(counts("two cats"), vec![(2, stem("cats"))]);
    }
}
