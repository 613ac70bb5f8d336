//! Secrets said in a turn are masked before anything is stored.
//!
//! A password, a PIN, a card number or a national identity number is never
//! worth remembering and always harmful to keep: the turn is stored with
//! each replaced by a bracketed kind (`[password]`, `[card number]`), so the
//! episode, the facts read from it, the index and every export hold only
//! that. Card numbers must pass the Luhn check, so a long order number is
//! left alone.

use std::sync::LazyLock;

use regex::{Captures, Regex};

/// One kind of secret: how it is said, and what replaces its value.
pub struct SecretRule {
    pub name: &'static str,
    pub pattern: &'static str,
    /// What the value becomes.
    pub mask: &'static str,
    /// Sentences of our own it masks.
    pub examples: &'static [&'static str],
    /// Sentences it leaves alone.
    pub counter: &'static [&'static str],
}

/// Every kind of secret masked by a rule (card numbers are checked apart,
/// by Luhn).
pub static RULES: &[SecretRule] = &[
    SecretRule {
        name: "credential",
        // "my password is hunter2", "PIN's 4821", "the passcode: tulip77".
        pattern: r"(?i)\b(?P<lead>(?:password|passcode|passphrase|pass word|pin(?: number| code)?|security code|cvv|cvc|api key|secret key|access code|login code)(?: for (?:the |my |our )?[\w-]+(?: [\w-]+)?)?(?:'s| is| was|:| =)(?: now| still)?:?\s+)(?P<value>[^\s,.;!?]+)",
        mask: "[password]",
        examples: &[
            "my password is hunter2 for everything",
            "the bank PIN's 4821, don't tell anyone",
            "wifi passcode: tulip77",
            "the PIN for the bike lock is 2288",
            "my password for the council site is Orchard9",
        ],
        counter: &[
            "I forgot my password again",
            "the pin number is on the card",
        ],
    },
    SecretRule {
        name: "national_id",
        // UK National Insurance number; US Social Security number.
        pattern: r"(?i)\b(?P<value>[A-CEGHJ-PR-TW-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D]|\d{3}-\d{2}-\d{4})\b",
        mask: "[id number]",
        examples: &[
            "my NI number is JH 12 34 56 C",
            "social security 078-05-1120 if they ask",
            "it's AB123456D on the form",
        ],
        counter: &["call me on 0161 496 0000", "flight BA 2490 lands at 6"],
    },
];

static COMPILED: LazyLock<Vec<Regex>> = LazyLock::new(|| {
    RULES
        .iter()
        // The patterns are constants checked by the tests.
        .map(|r| Regex::new(r.pattern).unwrap_or_else(|e| panic!("secret rule {}: {e}", r.name)))
        .collect()
});

static CARD: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\b\d(?:[ -]?\d){12,18}\b").expect("card number"));

/// Whether the digits pass the Luhn check card numbers carry.
fn luhn(digits: &[u32]) -> bool {
    let sum: u32 = digits
        .iter()
        .rev()
        .enumerate()
        .map(|(i, &d)| {
            if i % 2 == 1 {
                let twice = d * 2;
                if twice > 9 {
                    twice - 9
                } else {
                    twice
                }
            } else {
                d
            }
        })
        .sum();
    sum.is_multiple_of(10)
}

/// `text` with every secret it says replaced by its kind. Returns the text
/// unchanged (borrowed) when there is none.
pub fn mask(text: &str) -> std::borrow::Cow<'_, str> {
    let mut out = std::borrow::Cow::Borrowed(text);
    for (rule, regex) in RULES.iter().zip(COMPILED.iter()) {
        if regex.is_match(&out) {
            let masked = regex
                .replace_all(&out, |c: &Captures<'_>| {
                    let lead = c.name("lead").map_or("", |m| m.as_str());
                    let value = c.name("value").map_or("", |m| m.as_str());
                    // "my password is on a post-it" names no password.
                    if !lead.is_empty() && !looks_like_a_secret(value) {
                        return c[0].to_string();
                    }
                    format!("{lead}{}", rule.mask)
                })
                .into_owned();
            out = std::borrow::Cow::Owned(masked);
        }
    }
    if CARD.is_match(&out) {
        let masked = CARD
            .replace_all(&out, |c: &Captures<'_>| {
                let digits: Vec<u32> = c[0].chars().filter_map(|ch| ch.to_digit(10)).collect();
                if luhn(&digits) {
                    "[card number]".to_string()
                } else {
                    c[0].to_string()
                }
            })
            .into_owned();
        out = std::borrow::Cow::Owned(masked);
    }
    out
}

/// A value said after "password is": a word with a digit or a symbol, or
/// one that is not an ordinary English word of the sentence ("on", "the").
fn looks_like_a_secret(value: &str) -> bool {
    let lower = value.to_lowercase();
    !matches!(
        lower.as_str(),
        "on" | "in"
            | "the"
            | "a"
            | "my"
            | "written"
            | "saved"
            | "somewhere"
            | "wrong"
            | "expired"
            | "too"
            | "same"
            | "different"
            | "stored"
            | "fine"
            | "reset"
            | "changed"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_secret_rule_masks_its_examples_and_leaves_its_counter_examples() {
        for rule in RULES {
            assert!(rule.examples.len() >= 3, "{}", rule.name);
            for example in rule.examples {
                let masked = mask(example);
                assert!(
                    masked.contains(rule.mask),
                    "{}: {example:?} → {masked:?}",
                    rule.name
                );
            }
            for counter in rule.counter {
                assert_eq!(mask(counter), *counter, "{}", rule.name);
            }
        }
    }

    #[test]
    fn a_card_number_that_passes_luhn_is_masked_and_an_order_number_is_not() {
        assert_eq!(
            mask("card is 4111 1111 1111 1111, expiry next May"),
            "card is [card number], expiry next May"
        );
        assert_eq!(
            mask("use 5500-0000-0000-0004 please"),
            "use [card number] please"
        );
        assert_eq!(
            mask("order 1234567890123 arrived"),
            "order 1234567890123 arrived"
        );
    }

    #[test]
    fn the_value_goes_and_the_words_around_it_stay() {
        assert_eq!(
            mask("my password is hunter2 for everything"),
            "my password is [password] for everything"
        );
    }
}
