//! One thread that does a session's writes, in the order they were asked for.
//!
//! Storing a turn syncs the store and runs the engine's extractor, which may
//! be a slow model. The runtime awaits extractors on the same lane that
//! dispatches tool calls, so the extractor must not wait for a write longer
//! than its budget; the write goes on here, and the next turn's write (or the
//! session's finish) queues behind it, so turns are stored in order whatever
//! the budget cut short.

use std::sync::mpsc;
use std::thread;

use tokio::sync::oneshot;

type Job = Box<dyn FnOnce() + Send>;

pub(crate) struct Worker {
    jobs: mpsc::Sender<Job>,
}

impl Worker {
    pub(crate) fn spawn(name: &str) -> std::io::Result<Self> {
        let (jobs, queue) = mpsc::channel::<Job>();
        thread::Builder::new()
            .name(name.to_string())
            .spawn(move || {
                // Ends when the last sender (the adapter) is dropped.
                for job in queue {
                    job();
                }
            })?;
        Ok(Self { jobs })
    }

    /// Queue `work`; the receiver yields its result when it has run, or an
    /// error if the worker is gone.
    pub(crate) fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> oneshot::Receiver<T> {
        let (tx, rx) = oneshot::channel();
        let job: Job = Box::new(move || {
            let _ = tx.send(work());
        });
        if self.jobs.send(job).is_err() {
            tracing::error!("memoir's write worker has stopped; the turn was not stored");
        }
        rx
    }
}
