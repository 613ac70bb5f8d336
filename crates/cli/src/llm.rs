//! `--llm-url`, `--llm-model`, `--llm-dialect`, `--llm-deadline-ms`: where
//! a language model is, for extraction (memoir-llm). The key comes from the
//! environment (`MEMOIR_LLM_KEY`), never from the command line, where other
//! users of the machine could read it. A remote embedding model is chosen
//! like the local ones, by environment (`MEMOIR_EMBEDDER=remote` and
//! `MEMOIR_EMBED_URL`, `MEMOIR_EMBED_MODEL`, `MEMOIR_EMBED_DIALECT`,
//! `MEMOIR_EMBED_KEY`).

use std::sync::Arc;
use std::time::Duration;

use anyhow::{Context, Result};
use memoir_engine::Extractor;

/// The environment variable the model's API key is read from.
pub const KEY_VAR: &str = "MEMOIR_LLM_KEY";

/// A language model for extraction. Without `--llm-url`, the rules extract.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct ModelArgs {
    /// The model API's base URL: `https://generativelanguage.googleapis.com/v1beta`
    /// (gemini), `https://api.openai.com/v1` or `http://127.0.0.1:8080/v1`
    /// (openai: vLLM, llama.cpp, Ollama). The key is read from MEMOIR_LLM_KEY.
    #[arg(long, value_name = "URL", requires = "llm_model")]
    pub llm_url: Option<String>,
    /// The model's name at that endpoint.
    #[arg(long, value_name = "NAME")]
    pub llm_model: Option<String>,
    /// The API the endpoint speaks: gemini or openai.
    #[arg(long, value_name = "DIALECT", default_value = "openai")]
    pub llm_dialect: String,
    /// How long one turn's model call may take, retries included; after it
    /// the rules' reading stands.
    #[arg(long, value_name = "MS", default_value_t = memoir_llm::DEFAULT_DEADLINE.as_millis() as u64)]
    pub llm_deadline_ms: u64,
    /// What the model does: `extract` (read each user turn), `consolidate`
    /// (at finish, settle what each change replaces) or `both`.
    #[arg(long, value_name = "ROLE", default_value = "extract", value_parser = ["extract", "consolidate", "both"])]
    pub llm_role: String,
}

impl ModelArgs {
    /// The model's configuration, if one was given.
    fn config(&self) -> Result<Option<memoir_llm::LlmConfig>> {
        let (Some(url), Some(model)) = (&self.llm_url, &self.llm_model) else {
            return Ok(None);
        };
        let dialect: memoir_llm::Dialect = self.llm_dialect.parse()?;
        Ok(Some(
            memoir_llm::LlmConfig::new(dialect, url, model)
                .with_key(std::env::var(KEY_VAR).ok())
                .with_deadline(Duration::from_millis(self.llm_deadline_ms)),
        ))
    }

    /// The model extractor these arguments ask for, if any.
    pub fn extractor(&self) -> Result<Option<Arc<dyn Extractor>>> {
        let Some(config) = self.config()?.filter(|_| self.llm_role != "consolidate") else {
            return Ok(None);
        };
        let url = config.url.clone();
        let extractor = memoir_llm::LlmExtractor::new(config)
            .with_context(|| format!("setting up the model at {url}"))?;
        Ok(Some(Arc::new(extractor)))
    }

    /// The model consolidator these arguments ask for, if any.
    pub fn consolidator(&self) -> Result<Option<Arc<dyn memoir_engine::Consolidator>>> {
        let Some(config) = self.config()?.filter(|_| self.llm_role != "extract") else {
            return Ok(None);
        };
        let url = config.url.clone();
        let consolidator = memoir_llm::LlmConsolidator::new(config)
            .with_context(|| format!("setting up the model at {url}"))?;
        Ok(Some(Arc::new(consolidator)))
    }

    /// `builder` with the model in the roles asked for.
    pub fn apply(
        &self,
        mut builder: memoir_engine::MemoryBuilder,
    ) -> Result<memoir_engine::MemoryBuilder> {
        if let Some(x) = self.extractor()? {
            builder = builder.extractor(x);
        }
        if let Some(c) = self.consolidator()? {
            builder = builder.consolidator(c);
        }
        Ok(builder)
    }
}

/// The remote embedding model the environment names (`MEMOIR_EMBEDDER=remote`).
pub fn remote_embedder() -> Result<Arc<dyn memoir_engine::Embedder>, String> {
    let var = |name: &str| std::env::var(name).ok().filter(|v| !v.is_empty());
    let (Some(url), Some(model)) = (var("MEMOIR_EMBED_URL"), var("MEMOIR_EMBED_MODEL")) else {
        return Err("MEMOIR_EMBEDDER=remote needs MEMOIR_EMBED_URL and MEMOIR_EMBED_MODEL".into());
    };
    let dialect: memoir_llm::Dialect = var("MEMOIR_EMBED_DIALECT")
        .unwrap_or_else(|| "openai".into())
        .parse()
        .map_err(|e: memoir_llm::LlmError| e.to_string())?;
    let config = memoir_llm::LlmConfig::new(dialect, &url, &model)
        .with_key(var("MEMOIR_EMBED_KEY"))
        .with_deadline(memoir_llm::DEFAULT_EMBED_DEADLINE);
    memoir_llm::RemoteEmbedder::new(config)
        .map(|e| Arc::new(e) as Arc<dyn memoir_engine::Embedder>)
        .map_err(|e| format!("the embedding model at {url}: {e}"))
}
