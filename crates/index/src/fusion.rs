//! Merging rankings.
//!
//! Two kinds, for two situations. [`rrf`] merges rankings whose scores are not
//! comparable (a prepared snapshot and a live search); [`weighted`] merges
//! normalised scores where one signal must not drown a stronger one — equal
//! weight rank fusion of BM25 and a weaker dense model *lowered* recall on
//! LoCoMo, where weighted score fusion raised it.

use std::collections::HashMap;
use std::hash::Hash;

/// The usual reciprocal-rank constant.
pub const RRF_K: f32 = 60.0;

/// Scores summed per item, remembering first appearance so that ties keep
/// it.
struct Tally<T> {
    order: Vec<T>,
    scores: HashMap<T, f32>,
}

impl<T: Clone + Eq + Hash> Tally<T> {
    fn new() -> Self {
        Self {
            order: Vec::new(),
            scores: HashMap::new(),
        }
    }

    fn add(&mut self, item: &T, score: f32) {
        match self.scores.get_mut(item) {
            Some(s) => *s += score,
            None => {
                self.scores.insert(item.clone(), score);
                self.order.push(item.clone());
            }
        }
    }

    /// Best first; the sort is stable, so equal scores keep first-appearance
    /// order.
    fn ranked(self) -> Vec<(T, f32)> {
        let scores = self.scores;
        let mut out: Vec<(T, f32)> = self
            .order
            .into_iter()
            .map(|item| {
                let s = scores[&item];
                (item, s)
            })
            .collect();
        out.sort_by(|a, b| b.1.total_cmp(&a.1));
        out
    }
}

/// Reciprocal rank fusion: each item scores `Σ 1/(k + rank)` over the
/// rankings it appears in (rank from 1). Returns items best first; ties keep
/// the order of first appearance.
pub fn rrf<T: Clone + Eq + Hash>(rankings: &[&[T]]) -> Vec<(T, f32)> {
    let mut tally = Tally::new();
    for ranking in rankings {
        for (rank, item) in ranking.iter().enumerate() {
            tally.add(item, 1.0 / (RRF_K + rank as f32 + 1.0));
        }
    }
    tally.ranked()
}

/// Scale scores so the best is 1. A list whose best is not positive is
/// returned unchanged.
pub fn max_normalise(scores: &mut [f32]) {
    let max = scores.iter().copied().fold(0.0f32, f32::max);
    if max > 0.0 {
        for s in scores {
            *s /= max;
        }
    }
}

/// Weighted fusion of max-normalised score lists: `Σ wᵢ · sᵢ/max sᵢ`.
pub fn weighted<T: Clone + Eq + Hash>(lists: &[(&[(T, f32)], f32)]) -> Vec<(T, f32)> {
    let mut tally = Tally::new();
    for (list, weight) in lists {
        let max = list.iter().map(|x| x.1).fold(0.0f32, f32::max);
        if max <= 0.0 {
            continue;
        }
        for (item, s) in list.iter() {
            tally.add(item, weight * s / max);
        }
    }
    tally.ranked()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_item_both_rankings_agree_on_rises_above_one_only_one_found() {
        let live = ["a", "b"];
        let prepared = ["c", "b"];
        let fused = rrf(&[&live[..], &prepared[..]]);
        assert_eq!(fused[0].0, "b");
        assert_eq!(fused.len(), 3);
    }

    #[test]
    fn a_weak_signal_cannot_outvote_a_strong_one_at_lower_weight() {
        let strong = [("a", 10.0), ("b", 1.0)];
        let weak = [("b", 0.9), ("a", 0.8)];
        let fused = weighted(&[(&strong[..], 0.7), (&weak[..], 0.3)]);
        assert_eq!(fused[0].0, "a");
    }

    #[test]
    fn normalising_scales_the_best_to_one() {
        let mut s = [2.0, 1.0, 0.0];
        max_normalise(&mut s);
        assert_eq!(s, [1.0, 0.5, 0.0]);
        let mut z = [0.0, 0.0];
        max_normalise(&mut z);
        assert_eq!(z, [0.0, 0.0]);
    }
}
