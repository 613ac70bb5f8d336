//! The background preparer: builds snapshots off the tool-call path.
//!
//! A small fixed pool of threads reading one queue. Threads rather than an
//! async runtime so the engine works the same under the CLI, a tokio server
//! or a voice runtime, and so a preparation never competes with the caller's
//! executor. Jobs hold only what they need (never the [`crate::Memory`]
//! itself), so dropping the last `Memory` closes the queue and joins the
//! threads without a job ever being the one to drop it.

use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

use memoir_core::SnapshotId;
use parking_lot::Mutex;

type Job = Box<dyn FnOnce() + Send + 'static>;

/// What became of a preparation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PrepareOutcome {
    /// The snapshot was built and installed for its turn.
    Installed(SnapshotId),
    /// A newer preparation started, the conversation moved on, or the turn's
    /// snapshot was already served (and so pinned).
    Discarded(&'static str),
}

/// A handle on a queued preparation.
pub struct PrepareTicket {
    rx: Receiver<PrepareOutcome>,
}

impl std::fmt::Debug for PrepareTicket {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("PrepareTicket")
    }
}

impl PrepareTicket {
    pub(crate) fn new() -> (Self, Sender<PrepareOutcome>) {
        let (tx, rx) = mpsc::channel();
        (Self { rx }, tx)
    }

    /// Wait up to `timeout` for the outcome. `None` if it did not finish in
    /// time, or the preparer shut down first.
    pub fn wait(&self, timeout: Duration) -> Option<PrepareOutcome> {
        self.rx.recv_timeout(timeout).ok()
    }
}

pub(crate) struct Preparer {
    tx: Mutex<Option<Sender<Job>>>,
    workers: Mutex<Vec<JoinHandle<()>>>,
}

impl Preparer {
    pub fn new(threads: usize) -> Self {
        let (tx, rx) = mpsc::channel::<Job>();
        let rx = Arc::new(Mutex::new(rx));
        // A thread the OS refuses is logged and done without: with none,
        // `submit` fails and recall searches live, as it does for any turn
        // without a snapshot.
        let workers = (0..threads.max(1))
            .filter_map(|i| {
                let rx = rx.clone();
                std::thread::Builder::new()
                    .name(format!("memoir-prepare-{i}"))
                    .spawn(move || loop {
                        let job = rx.lock().recv();
                        match job {
                            Ok(job) => job(),
                            Err(_) => break,
                        }
                    })
                    .map_err(|e| tracing::error!(error = %e, "could not start a preparer thread"))
                    .ok()
            })
            .collect();
        Self {
            tx: Mutex::new(Some(tx)),
            workers: Mutex::new(workers),
        }
    }

    /// Queue a job; false if the preparer is shut down.
    pub fn submit(&self, job: Job) -> bool {
        match self.tx.lock().as_ref() {
            Some(tx) => tx.send(job).is_ok(),
            None => false,
        }
    }
}

impl Drop for Preparer {
    fn drop(&mut self) {
        self.tx.lock().take();
        for worker in self.workers.lock().drain(..) {
            if worker.thread().id() != std::thread::current().id() {
                let _ = worker.join();
            }
        }
    }
}
