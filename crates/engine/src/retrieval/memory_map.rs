//! The memory map: which subjects and attributes exist in a user's memory,
//! with counts, for the model's system instruction.
//!
//! A model asked to fill `about` and `attribute` cannot guess the values a
//! memory files things under; shown the map, it can. The map is bounded by a
//! user's vocabulary, not by how much they have said, so it costs a few
//! hundred tokens however large memory grows — and it belongs in the system
//! instruction (refreshable mid-session), not in the tool schema (fixed at
//! connect time).

use std::collections::BTreeMap;

use serde::Serialize;

/// How many values of each list the rendering names before summarising.
pub const DEFAULT_LIMIT: usize = 40;

/// The subjects and attributes of a user's current facts.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct MemoryMap {
    /// Subject keys with how many current facts each has, most first.
    pub subjects: Vec<(String, usize)>,
    /// Attributes with counts, most first.
    pub attributes: Vec<(String, usize)>,
}

impl MemoryMap {
    /// Count the subjects and attributes of `facts`.
    pub fn from_facts<'a>(facts: impl Iterator<Item = &'a memoir_core::Fact>) -> Self {
        let mut subjects: BTreeMap<String, usize> = BTreeMap::new();
        let mut attributes: BTreeMap<String, usize> = BTreeMap::new();
        for f in facts {
            *subjects.entry(f.subject.key.clone()).or_default() += 1;
            *attributes.entry(f.predicate.clone()).or_default() += 1;
        }
        Self {
            subjects: most_first(subjects),
            attributes: most_first(attributes),
        }
    }

    /// Whether memory holds no current fact.
    pub fn is_empty(&self) -> bool {
        self.subjects.is_empty()
    }

    /// The block for a system instruction; empty when memory is, so it can
    /// be appended unconditionally.
    pub fn render(&self, limit: usize) -> String {
        if self.is_empty() {
            return String::new();
        }
        let mut out = String::from(
            "Values that exist in this user's memory. When you call recall_context, take \
             `about` and `attribute` from these lists, or leave them out.\n",
        );
        out.push_str(&line("about", &self.subjects, limit));
        out.push_str(&line("attribute", &self.attributes, limit));
        out
    }
}

fn most_first(counts: BTreeMap<String, usize>) -> Vec<(String, usize)> {
    let mut v: Vec<(String, usize)> = counts.into_iter().collect();
    // Stable: equal counts stay in name order, so the map does not churn.
    v.sort_by_key(|x| std::cmp::Reverse(x.1));
    v
}

fn line(label: &str, values: &[(String, usize)], limit: usize) -> String {
    let shown: Vec<String> = values
        .iter()
        .take(limit)
        .map(|(v, n)| format!("{v} ({n})"))
        .collect();
    let rest = values.len().saturating_sub(limit);
    let tail = if rest > 0 {
        format!(", and {rest} more")
    } else {
        String::new()
    };
    format!("{label}: {}{tail}\n", shown.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tail_is_summarised_not_dropped_silently() {
        let map = MemoryMap {
            subjects: vec![("user".into(), 3)],
            attributes: (0..10).map(|i| (format!("a{i}"), 1)).collect(),
        };
        let text = map.render(3);
        assert!(text.contains("and 7 more"), "{text}");
        assert!(text.contains("user (3)"), "{text}");
    }

    #[test]
    fn an_empty_memory_renders_nothing() {
        assert_eq!(MemoryMap::default().render(10), "");
    }
}
