//! `recall_context` and `manage_memory` on the runtime's `ToolDispatcher`,
//! from the engine's one definition of each (Gemini dialect).
//!
//! `recall_context` is answered on the caller's task from the prepared
//! snapshot and in-memory indexes: no IO, no model, no lock a writer holds
//! for long. `manage_memory` may write (remember, correct, forget), so it
//! runs on the blocking pool.

use gemini_adk_rs::error::ToolError;
use gemini_adk_rs::tool::{SimpleTool, ToolDispatcher};
use memoir_engine::tools::{self, ToolSpec};
use memoir_engine::Session;
use serde_json::Value;

fn parameters(spec: &ToolSpec) -> Option<Value> {
    spec.emit(tools::Dialect::Gemini).get("parameters").cloned()
}

pub(crate) fn register(session: &Session, dispatcher: &mut ToolDispatcher) {
    let recall = tools::recall_context();
    let s = session.clone();
    dispatcher.register(SimpleTool::new(
        recall.name,
        recall.description,
        parameters(&recall),
        move |args: Value| {
            let result = tools::dispatch(&s, "recall_context", &args);
            async move { Ok::<_, ToolError>(result) }
        },
    ));

    let manage = tools::manage_memory();
    let s = session.clone();
    dispatcher.register(SimpleTool::new(
        manage.name,
        manage.description,
        parameters(&manage),
        move |args: Value| {
            let s = s.clone();
            async move {
                tokio::task::spawn_blocking(move || tools::dispatch(&s, "manage_memory", &args))
                    .await
                    .map_err(|e| ToolError::ExecutionFailed(format!("memoir: {e}")))
            }
        },
    ));
}
