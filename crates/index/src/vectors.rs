//! Exact vector search over one user's episodes.
//!
//! Brute force on purpose: a user's memory is thousands to a hundred thousand
//! vectors, where an exact scan of a contiguous `f32` array costs well under a
//! millisecond per 10k and never misses, and an approximate index would add
//! build cost, memory and recall loss for nothing. Vectors are stored
//! row-major in one allocation so the scan streams through memory; the dot
//! product is written over fixed-width chunks so the compiler vectorises it.

use crate::text_index::DocId;

const NONE: u32 = u32::MAX;

/// Unit-length vectors keyed by document.
#[derive(Debug, Clone)]
pub struct VectorIndex {
    dim: usize,
    data: Vec<f32>,
    /// Row → document.
    docs: Vec<DocId>,
    /// Document → row, `NONE` where a document has no vector.
    rows: Vec<u32>,
}

/// `a · b` over equal-length slices, in chunks of 8 lanes.
#[inline]
pub fn dot(a: &[f32], b: &[f32]) -> f32 {
    let mut acc = [0.0f32; 8];
    let (ca, cb) = (a.chunks_exact(8), b.chunks_exact(8));
    let (ra, rb) = (ca.remainder(), cb.remainder());
    for (x, y) in ca.zip(cb) {
        for i in 0..8 {
            acc[i] += x[i] * y[i];
        }
    }
    let mut sum: f32 = acc.iter().sum();
    for (x, y) in ra.iter().zip(rb) {
        sum += x * y;
    }
    sum
}

/// Scale `v` to unit length (left as is if it is all zeros).
pub fn normalise(v: &mut [f32]) {
    let norm = dot(v, v).sqrt();
    if norm > 0.0 {
        for x in v {
            *x /= norm;
        }
    }
}

impl VectorIndex {
    /// An empty index of `dim`-dimensional vectors.
    pub fn new(dim: usize) -> Self {
        Self {
            dim,
            data: Vec::new(),
            docs: Vec::new(),
            rows: Vec::new(),
        }
    }

    /// The dimension.
    pub fn dim(&self) -> usize {
        self.dim
    }

    /// How many documents have a vector.
    pub fn len(&self) -> usize {
        self.docs.len()
    }

    /// Whether no document has a vector.
    pub fn is_empty(&self) -> bool {
        self.docs.is_empty()
    }

    /// Whether `doc` has a vector.
    pub fn contains(&self, doc: DocId) -> bool {
        self.rows.get(doc as usize).is_some_and(|&r| r != NONE)
    }

    /// Set `doc`'s vector (normalised here). A vector of the wrong dimension
    /// is refused and `false` returned.
    pub fn set(&mut self, doc: DocId, vector: &[f32]) -> bool {
        if vector.len() != self.dim {
            return false;
        }
        let mut v = vector.to_vec();
        normalise(&mut v);
        if self.rows.len() <= doc as usize {
            self.rows.resize(doc as usize + 1, NONE);
        }
        match self.rows[doc as usize] {
            NONE => {
                self.rows[doc as usize] = self.docs.len() as u32;
                self.docs.push(doc);
                self.data.extend_from_slice(&v);
            }
            row => {
                let start = row as usize * self.dim;
                self.data[start..start + self.dim].copy_from_slice(&v);
            }
        }
        true
    }

    /// Cosine similarity of `query` with every stored vector, as
    /// `(document, similarity)` in storage order.
    pub fn scores(&self, query: &[f32]) -> Vec<(DocId, f32)> {
        if query.len() != self.dim {
            return Vec::new();
        }
        let mut q = query.to_vec();
        normalise(&mut q);
        self.data
            .chunks_exact(self.dim)
            .zip(&self.docs)
            .map(|(row, &doc)| (doc, dot(row, &q)))
            .collect()
    }

    /// Cosine similarity of `query` with `doc`'s vector, if it has one.
    pub fn similarity(&self, query: &[f32], doc: DocId) -> Option<f32> {
        let row = *self.rows.get(doc as usize)?;
        if row == NONE || query.len() != self.dim {
            return None;
        }
        let start = row as usize * self.dim;
        let norm = dot(query, query).sqrt();
        (norm > 0.0).then(|| dot(&self.data[start..start + self.dim], query) / norm)
    }

    /// Heap bytes held.
    pub fn heap_bytes(&self) -> usize {
        self.data.capacity() * 4 + self.docs.capacity() * 4 + self.rows.capacity() * 4
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_nearest_vector_scores_highest() {
        let mut index = VectorIndex::new(3);
        index.set(0, &[1.0, 0.0, 0.0]);
        index.set(2, &[0.0, 1.0, 0.0]);
        index.set(5, &[0.7, 0.7, 0.0]);
        let scores = index.scores(&[0.0, 2.0, 0.1]);
        let best = scores.iter().max_by(|a, b| a.1.total_cmp(&b.1)).unwrap();
        assert_eq!(best.0, 2);
        assert!(!index.contains(1) && index.contains(5));
    }

    #[test]
    fn one_documents_similarity_is_the_one_all_scores_give_it() {
        let mut index = VectorIndex::new(3);
        index.set(0, &[1.0, 0.0, 0.0]);
        index.set(4, &[0.6, 0.8, 0.0]);
        let query = [0.0, 3.0, 4.0];
        let all = index.scores(&query);
        for (doc, score) in all {
            let one = index.similarity(&query, doc).unwrap();
            assert!((one - score).abs() < 1e-6);
        }
        assert_eq!(index.similarity(&query, 2), None);
        assert_eq!(index.similarity(&[1.0], 0), None);
    }

    #[test]
    fn a_vector_of_the_wrong_dimension_is_refused() {
        let mut index = VectorIndex::new(4);
        assert!(!index.set(0, &[1.0, 2.0]));
        assert!(index.is_empty());
    }

    #[test]
    fn the_chunked_dot_product_matches_the_plain_one() {
        let a: Vec<f32> = (0..37).map(|i| i as f32 * 0.5 - 3.0).collect();
        let b: Vec<f32> = (0..37).map(|i| (i as f32).sin()).collect();
        let plain: f32 = a.iter().zip(&b).map(|(x, y)| x * y).sum();
        assert!((dot(&a, &b) - plain).abs() < 1e-3);
    }
}
