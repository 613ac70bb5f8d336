//! Time, injected. The engine reads "now" only for snapshot freshness and
//! debouncing; everything about *when something was said* comes from the
//! caller.

use std::sync::atomic::{AtomicI64, Ordering};

use chrono::{DateTime, Utc};
use memoir_core::Timestamp;

/// A source of the current time.
pub trait Clock: Send + Sync {
    fn now(&self) -> Timestamp;
}

/// The system's clock.
#[derive(Debug, Default, Clone, Copy)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Timestamp {
        Utc::now()
    }
}

/// A clock that moves only when told to, for tests.
#[derive(Debug)]
pub struct ManualClock {
    micros: AtomicI64,
}

impl ManualClock {
    /// A clock stopped at `at`.
    pub fn new(at: Timestamp) -> Self {
        Self {
            micros: AtomicI64::new(at.timestamp_micros()),
        }
    }

    /// Move forward by `ms` milliseconds.
    pub fn advance_ms(&self, ms: i64) {
        self.micros.fetch_add(ms * 1000, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Timestamp {
        DateTime::from_timestamp_micros(self.micros.load(Ordering::SeqCst)).unwrap_or_default()
    }
}
