//! Static token vectors distilled from MiniLM: a sentence vector in
//! microseconds, with no transformer at query time.
//!
//! Each word-piece of the vocabulary is run through all-MiniLM-L6-v2 once,
//! alone (`[CLS] piece [SEP]`), and its mean-pooled output kept. A text's
//! vector is then the mean of its pieces' vectors, made unit length. This
//! loses what attention adds (word order, context), and keeps the model's
//! sense of which words are near which — enough to matter when fused with
//! BM25, at a cost that fits the tool-call path.
//!
//! Pieces are weighted by `ln(1 + rank)` (Zipf weighting: the vocabulary is
//! ordered by frequency), which matters more than anything else here. On
//! LoCoMo dev, dense alone (`--set dense_weight=1.0`): unweighted mean R@5
//! 0.360, Zipf-weighted 0.500 (full MiniLM: 0.413); subtracting the table's
//! mean row as well lowered it to 0.417, so it is not done. Fused with the
//! lexical ranking at the default weight: R@5 0.706, R@10 0.772, with the
//! question embedded in microseconds rather than ~10 ms.
//!
//! The table is made once by `memoir models distill` (the fetch script runs
//! it) and stored beside the model as `static-vectors.bin`: a header line,
//! then `vocab × dimension` little-endian f32.
//!
//! A compact copy ships inside this crate (`data/static-vectors-i8.bin`,
//! 11.8 MB: each row as one f32 scale and `dimension` signed bytes, made by
//! `memoir models quantize`) with the tokenizer, so memoir embeds with no
//! setup: [`StaticEmbedder::shipped`] is what runs when no model directory
//! is present. Quantising changes LoCoMo dev and the update suites by
//! nothing measurable (docs/retrieval.md).

use std::io::{BufWriter, Read, Write};
use std::path::{Path, PathBuf};

use memoir_engine::{EmbedError, Embedder};
use tokenizers::Tokenizer;

use crate::{invalid, MiniLmEmbedder, ModelError};

/// The table's file name inside the model directory.
pub const STATIC_VECTORS_FILE: &str = "static-vectors.bin";

const MAGIC: &str = "memoir-static-vectors v1";
const MAGIC_I8: &str = "memoir-static-vectors-i8 v1";

/// The quantised table and the tokenizer, built into the binary.
static SHIPPED_TABLE: &[u8] = include_bytes!("../data/static-vectors-i8.bin");
static SHIPPED_TOKENIZER: &[u8] = include_bytes!("../data/tokenizer.json");

/// Word-pieces run through the model at once while distilling.
const DISTILL_BATCH: usize = 256;

/// Sentence vectors from the distilled table.
pub struct StaticEmbedder {
    tokenizer: Tokenizer,
    table: Vec<f32>,
    dimension: usize,
    vocab: usize,
    /// Loaded from the shipped int8 copy.
    quantized: bool,
}

impl StaticEmbedder {
    /// Load the tokenizer and the distilled table from the model directory.
    pub fn load(dir: &Path) -> Result<Self, ModelError> {
        let path = dir.join(STATIC_VECTORS_FILE);
        if !path.is_file() {
            return Err(ModelError::Missing {
                dir: dir.to_path_buf(),
                missing: STATIC_VECTORS_FILE,
            });
        }
        let mut tokenizer =
            Tokenizer::from_file(dir.join("tokenizer.json")).map_err(|e| invalid(dir, e))?;
        // The packaged tokenizer pads to 128 pieces; padding would be summed
        // in as if it had been said.
        tokenizer.with_padding(None);
        let mut bytes = Vec::new();
        std::fs::File::open(&path)
            .and_then(|mut f| f.read_to_end(&mut bytes))
            .map_err(|e| invalid(dir, e))?;
        let newline = bytes
            .iter()
            .position(|&b| b == b'\n')
            .ok_or_else(|| invalid(dir, format!("{STATIC_VECTORS_FILE} has no header")))?;
        let header = std::str::from_utf8(&bytes[..newline]).map_err(|e| invalid(dir, e))?;
        let mut fields = header.split_whitespace();
        let (magic, version) = (fields.next(), fields.next());
        if magic
            .zip(version)
            .map(|(m, v)| format!("{m} {v}"))
            .as_deref()
            != Some(MAGIC)
        {
            return Err(invalid(
                dir,
                format!("{STATIC_VECTORS_FILE} is not a memoir table"),
            ));
        }
        let number = |f: Option<&str>| -> Result<usize, ModelError> {
            f.and_then(|v| v.parse().ok()).ok_or_else(|| {
                invalid(dir, format!("{STATIC_VECTORS_FILE}: bad header {header:?}"))
            })
        };
        let vocab = number(fields.next())?;
        let dimension = number(fields.next())?;
        let body = &bytes[newline + 1..];
        if body.len() != vocab * dimension * 4 {
            return Err(invalid(
                dir,
                format!(
                    "{STATIC_VECTORS_FILE} holds {} bytes of vectors, not {vocab} × {dimension} × 4 (truncated? run `memoir models distill` again)",
                    body.len()
                ),
            ));
        }
        let table: Vec<f32> = body
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        Ok(Self {
            tokenizer,
            table,
            dimension,
            vocab,
            quantized: false,
        })
    }

    /// The compact table shipped in the binary: no files, no setup.
    pub fn shipped() -> Result<Self, ModelError> {
        let here = Path::new("<built in>");
        let mut tokenizer =
            Tokenizer::from_bytes(SHIPPED_TOKENIZER).map_err(|e| invalid(here, e))?;
        tokenizer.with_padding(None);
        let (vocab, dimension, table) = dequantize(SHIPPED_TABLE).map_err(|e| invalid(here, e))?;
        Ok(Self {
            tokenizer,
            table,
            dimension,
            vocab,
            quantized: true,
        })
    }

    fn vector(&self, text: &str) -> Result<Vec<f32>, EmbedError> {
        let encoding = self
            .tokenizer
            .encode(text, false)
            .map_err(|e| EmbedError(e.to_string()))?;
        let mut out = vec![0f32; self.dimension];
        let mut n = 0usize;
        for &id in encoding.get_ids() {
            let id = id as usize;
            if id >= self.vocab {
                continue;
            }
            let weight = zipf_weight(id);
            let row = &self.table[id * self.dimension..(id + 1) * self.dimension];
            for (o, v) in out.iter_mut().zip(row) {
                *o += weight * v;
            }
            n += 1;
        }
        let norm = out.iter().map(|v| v * v).sum::<f32>().sqrt();
        if n > 0 && norm > 0.0 {
            for o in &mut out {
                *o /= norm;
            }
        }
        Ok(out)
    }
}

/// The first whole word of the BERT uncased vocabulary ("the"); from here on
/// the vocabulary is ordered by frequency, so an id stands in for a rank.
const FIRST_WORD_ID: usize = 1996;

/// How much a piece counts in a text's vector: `ln(1 + rank)`, so "the"
/// counts about a fourteenth of a rare word (the Zipf weighting static
/// embeddings use in place of idf). Characters and punctuation, below the
/// first word, count as the most frequent word.
fn zipf_weight(id: usize) -> f32 {
    let rank = id.saturating_sub(FIRST_WORD_ID - 1).max(1);
    (1.0 + rank as f32).ln()
}

impl Embedder for StaticEmbedder {
    fn model(&self) -> &str {
        if self.quantized {
            "all-MiniLM-L6-v2-static-i8"
        } else {
            "all-MiniLM-L6-v2-static"
        }
    }

    fn dimension(&self) -> usize {
        self.dimension
    }

    /// A table lookup per word-piece: a few microseconds a sentence.
    fn fast(&self) -> bool {
        true
    }

    fn embed(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>, EmbedError> {
        texts.iter().map(|t| self.vector(t)).collect()
    }
}

/// The int8 table: `(vocab, dimension, rows as f32)`.
fn dequantize(bytes: &[u8]) -> Result<(usize, usize, Vec<f32>), String> {
    let newline = bytes
        .iter()
        .position(|&b| b == b'\n')
        .ok_or("the int8 table has no header")?;
    let header = std::str::from_utf8(&bytes[..newline]).map_err(|e| e.to_string())?;
    let mut fields = header.split_whitespace();
    let magic = format!(
        "{} {}",
        fields.next().unwrap_or(""),
        fields.next().unwrap_or("")
    );
    if magic != MAGIC_I8 {
        return Err(format!("not a memoir int8 table: {header:?}"));
    }
    let mut number = || -> Result<usize, String> {
        fields
            .next()
            .and_then(|v| v.parse().ok())
            .ok_or_else(|| format!("bad header {header:?}"))
    };
    let vocab = number()?;
    let dimension = number()?;
    let body = &bytes[newline + 1..];
    let row = 4 + dimension;
    if body.len() != vocab * row {
        return Err(format!(
            "the int8 table holds {} bytes, not {vocab} × (4 + {dimension})",
            body.len()
        ));
    }
    let mut table = Vec::with_capacity(vocab * dimension);
    for r in body.chunks_exact(row) {
        let scale = f32::from_le_bytes([r[0], r[1], r[2], r[3]]);
        table.extend(r[4..].iter().map(|&b| (b as i8) as f32 * scale));
    }
    Ok((vocab, dimension, table))
}

/// Write the table at `dir` as the compact int8 copy at `out`: each row
/// scaled by its largest magnitude to -127..=127.
pub fn quantize(dir: &Path, out: &Path) -> Result<(), ModelError> {
    let full = StaticEmbedder::load(dir)?;
    let mut bytes: Vec<u8> = format!("{MAGIC_I8} {} {}\n", full.vocab, full.dimension).into_bytes();
    for row in full.table.chunks_exact(full.dimension) {
        let largest = row.iter().fold(0f32, |m, v| m.max(v.abs()));
        let scale = if largest > 0.0 { largest / 127.0 } else { 1.0 };
        bytes.extend_from_slice(&scale.to_le_bytes());
        bytes.extend(
            row.iter()
                .map(|v| (v / scale).round().clamp(-127.0, 127.0) as i8 as u8),
        );
    }
    std::fs::write(out, bytes).map_err(|e| invalid(out, e))
}

/// Distil the table from `model` and write it to `dir` (atomically: a
/// partial file is renamed into place only when complete). `progress` is
/// called with (done, total) word-pieces.
pub fn distill(
    model: &MiniLmEmbedder,
    dir: &Path,
    mut progress: impl FnMut(usize, usize),
) -> Result<PathBuf, ModelError> {
    let vocab = model.vocab_size();
    let dimension = model.dimension;
    let path = dir.join(STATIC_VECTORS_FILE);
    let partial = dir.join(format!("{STATIC_VECTORS_FILE}.partial"));
    let file = std::fs::File::create(&partial).map_err(|e| invalid(dir, e))?;
    let mut out = BufWriter::new(file);
    writeln!(out, "{MAGIC} {vocab} {dimension}").map_err(|e| invalid(dir, e))?;
    let mut start = 0;
    while start < vocab {
        let end = (start + DISTILL_BATCH).min(vocab);
        let ids: Vec<u32> = (start as u32..end as u32).collect();
        let vectors = model.pieces_alone(&ids).map_err(|e| invalid(dir, e))?;
        for v in vectors {
            for x in v {
                out.write_all(&x.to_le_bytes())
                    .map_err(|e| invalid(dir, e))?;
            }
        }
        start = end;
        progress(start, vocab);
    }
    out.flush().map_err(|e| invalid(dir, e))?;
    out.get_ref().sync_all().map_err(|e| invalid(dir, e))?;
    drop(out);
    std::fs::rename(&partial, &path).map_err(|e| invalid(dir, e))?;
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tests::{cos, required, test_dir};

    fn table() -> Option<StaticEmbedder> {
        required(StaticEmbedder::load(&test_dir()))
    }

    #[test]
    fn a_paraphrase_is_closer_than_an_unrelated_sentence() {
        let Some(t) = table() else { return };
        let v = t
            .embed(&[
                "I adopted a puppy last week",
                "We got a new dog recently",
                "The quarterly tax filing is due in April",
            ])
            .unwrap();
        assert_eq!(v[0].len(), 384);
        let (close, far) = (cos(&v[0], &v[1]), cos(&v[0], &v[2]));
        assert!(close > far + 0.1, "paraphrase {close} vs unrelated {far}");
        assert!((cos(&v[0], &v[0]) - 1.0).abs() < 1e-4, "unit length");
    }

    #[test]
    fn the_stored_table_is_what_the_model_gives_each_piece_alone() {
        let Some(t) = table() else { return };
        let Some(m) = required(MiniLmEmbedder::load(&test_dir())) else {
            return;
        };
        let ids = [1996u32, 3899, 20000];
        let fresh = m.pieces_alone(&ids).unwrap();
        for (id, row) in ids.iter().zip(&fresh) {
            let id = *id as usize;
            let stored = &t.table[id * t.dimension..(id + 1) * t.dimension];
            let diff = stored
                .iter()
                .zip(row)
                .map(|(a, b)| (a - b).abs())
                .fold(0f32, f32::max);
            assert!(diff < 1e-3, "row {id} differs by {diff}");
        }
    }

    #[test]
    fn a_truncated_table_is_refused_with_the_fix() {
        let dir = std::env::temp_dir().join(format!("memoir-static-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(STATIC_VECTORS_FILE), format!("{MAGIC} 10 4\n0123")).unwrap();
        let Ok(tokenizer) = std::fs::read(test_dir().join("tokenizer.json")) else {
            return;
        };
        std::fs::write(dir.join("tokenizer.json"), tokenizer).unwrap();
        let err = StaticEmbedder::load(&dir).err().unwrap().to_string();
        assert!(err.contains("truncated"), "{err}");
        assert!(err.contains("memoir models distill"), "{err}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn common_words_count_for_less_than_rare_ones() {
        assert!(zipf_weight(1996) < zipf_weight(5000));
        assert!(zipf_weight(5000) < zipf_weight(25000));
        assert_eq!(
            zipf_weight(1010),
            zipf_weight(1996),
            "punctuation counts as the commonest word"
        );
    }

    #[test]
    fn the_built_in_table_embeds_with_no_files_at_all() {
        let t = StaticEmbedder::shipped().unwrap();
        assert_eq!(t.model(), "all-MiniLM-L6-v2-static-i8");
        let v = t
            .embed(&[
                "my brother moved to Glasgow",
                "he relocated to Scotland",
                "the printer is out of toner",
            ])
            .unwrap();
        assert_eq!(v[0].len(), 384);
        assert!(cos(&v[0], &v[1]) > cos(&v[0], &v[2]) + 0.1);
    }

    #[test]
    fn the_built_in_table_gives_what_the_full_table_gives() {
        let Some(full) = table() else { return };
        let shipped = StaticEmbedder::shipped().unwrap();
        let texts = [
            "I cycle to work along the canal",
            "Our cat Miso hates the vacuum cleaner",
            "the dentist moved my appointment to Thursday at 4",
        ];
        let (a, b) = (full.embed(&texts).unwrap(), shipped.embed(&texts).unwrap());
        for (x, y) in a.iter().zip(&b) {
            assert!(cos(x, y) > 0.999, "int8 row drifted: {}", cos(x, y));
        }
    }

    #[test]
    fn a_damaged_int8_table_is_refused_with_the_reason() {
        let err = dequantize(b"memoir-static-vectors-i8 v1 10 4\n0123").unwrap_err();
        assert!(err.contains("not 10"), "{err}");
        assert!(dequantize(b"no header at all").is_err());
    }
}
