//! How alike two statements are, for reconciliation's change and
//! retraction cues.
//!
//! "I switched to a Kia" replaces the most similar thing said before; "I
//! gave up climbing" ends what is about climbing. Reconciliation asks a
//! [`Similarity`] instead of comparing attributes only, because most of what
//! people say fills no catalogued attribute. The default is lexical (shared
//! stemmed content words); the engine may pass one backed by its embedder.

use crate::text;

/// A similarity between two statements, in `0.0..=1.0` (1.0: the same).
pub trait Similarity: Send + Sync + std::fmt::Debug {
    fn similarity(&self, a: &str, b: &str) -> f32;

    /// How alike `new` is in meaning to each of `earlier` (cosines, in
    /// order), when a model backs this similarity; `None` when only words
    /// are compared. Asked only when words alone find nothing a change could
    /// be about ("red these days" after "white wine with dinner"), with all
    /// the candidates at once so a model embeds them in one batch.
    fn meanings(&self, _new: &str, _earlier: &[&str]) -> Option<Vec<f32>> {
        None
    }
}

/// Cosine over the sets of stemmed content words, the subject's role word
/// ("user") left out: every user statement has it.
#[derive(Debug, Default, Clone, Copy)]
pub struct LexicalSimilarity;

/// Stems of words that place a statement in time without saying what it is
/// about: "as of last week" makes no two statements alike. Narrower than
/// [`text::is_time_word`] on purpose: weekdays, months and parts of the
/// day are what two statements of one schedule share.
const WHEN_STEMS: &[&str] = &[
    "last",
    "next",
    "week",
    "month",
    "year",
    "ago",
    "yesterdai",
    "yesterday",
    "todai",
    "today",
    "tomorrow",
    "tonight",
    "recent",
    "recentli",
];

/// The stemmed content words of a statement, deduplicated.
pub fn content_terms(statement: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    text::for_each_term(statement, |t| {
        if t != "user" && !WHEN_STEMS.contains(&t) && !out.iter().any(|o| o == t) {
            out.push(t.to_string());
        }
    });
    out
}

impl Similarity for LexicalSimilarity {
    fn similarity(&self, a: &str, b: &str) -> f32 {
        let a = content_terms(a);
        let b = content_terms(b);
        if a.is_empty() || b.is_empty() {
            return 0.0;
        }
        let shared = a
            .iter()
            .filter(|t| b.iter().any(|u| same_root(t, u)))
            .count();
        shared as f32 / ((a.len() * b.len()) as f32).sqrt()
    }
}

/// Two stems of one root: equal, or one a prefix of the other of at least
/// five letters ("citizen" and "citizenship", "vegetarian" and
/// "vegetarianism") — derivations a suffix stemmer leaves apart.
fn same_root(a: &str, b: &str) -> bool {
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    short == long || (short.len() >= 5 && long.starts_with(short))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_statement_is_most_like_the_one_that_shares_its_words() {
        let s = LexicalSimilarity;
        let old = "The user drives a silver Honda Civic.";
        let near = "The user now drives a Honda Jazz.";
        let far = "The user's sister teaches piano.";
        assert!(s.similarity(old, near) > s.similarity(old, far));
        assert_eq!(s.similarity(old, far), 0.0);
        assert!((s.similarity(old, old) - 1.0).abs() < 1e-6);
    }

    #[test]
    fn words_of_when_are_not_what_a_statement_is_about() {
        assert_eq!(
            content_terms("as of last week, yesterday, today, recently, two months ago, next year"),
            vec!["two".to_string()]
        );
    }

    #[test]
    fn a_derived_word_shares_its_root() {
        let s = LexicalSimilarity;
        let applied = "The user has applied for Irish citizenship.";
        assert!(
            s.similarity(applied, "The user is an Irish citizen.")
                > s.similarity(applied, "The user is Irish.")
        );
        assert!(s.similarity("The user is vegetarian.", "The user quit vegetarianism.") > 0.0);
        // Short stems stay apart: "art" is not "artichoke".
        assert_eq!(
            s.similarity("The user loves art.", "The user grows artichokes."),
            0.0
        );
    }

    #[test]
    fn the_role_word_user_is_not_a_shared_word() {
        let s = LexicalSimilarity;
        assert_eq!(
            s.similarity("The user likes tea.", "The user owns a boat."),
            0.0
        );
    }
}
