//! A bounded stack of connections.
//!
//! Written by hand: a checkout is a pop, a return a push, and the bound a
//! condition variable — a pool crate (r2d2 and its reaper thread) would
//! bring more than it adds here. A connection that broke is not returned.

use std::ops::{Deref, DerefMut};

use memoir_store::StoreError;
use parking_lot::{Condvar, Mutex};
use postgres::{Client, Config, NoTls};

/// Connections kept when no number is given: enough for a node's blocking
/// pool to write several users at once without crowding the server.
pub const DEFAULT_CONNECTIONS: usize = 16;

pub struct Pool {
    config: Config,
    max: usize,
    state: Mutex<State>,
    freed: Condvar,
}

struct State {
    idle: Vec<Client>,
    /// Connections open, idle or checked out.
    open: usize,
}

impl Pool {
    pub fn new(config: Config, max: usize) -> Self {
        Self {
            config,
            max,
            state: Mutex::new(State {
                idle: Vec::new(),
                open: 0,
            }),
            freed: Condvar::new(),
        }
    }

    /// A connection: an idle one, a new one if fewer than the bound are
    /// open, else the next one returned.
    pub fn get(&self) -> Result<Pooled<'_>, StoreError> {
        let mut state = self.state.lock();
        loop {
            if let Some(client) = state.idle.pop() {
                if client.is_closed() {
                    state.open -= 1;
                    continue;
                }
                return Ok(Pooled {
                    pool: self,
                    client: Some(client),
                });
            }
            if state.open < self.max {
                state.open += 1;
                drop(state);
                return match self.config.connect(NoTls) {
                    Ok(client) => Ok(Pooled {
                        pool: self,
                        client: Some(client),
                    }),
                    Err(e) => {
                        self.state.lock().open -= 1;
                        self.freed.notify_one();
                        Err(crate::db_error(e))
                    }
                };
            }
            self.freed.wait(&mut state);
        }
    }

    fn give_back(&self, client: Client) {
        let mut state = self.state.lock();
        if client.is_closed() {
            state.open -= 1;
        } else {
            state.idle.push(client);
        }
        drop(state);
        self.freed.notify_one();
    }
}

/// A checked-out connection, returned when dropped.
pub struct Pooled<'a> {
    pool: &'a Pool,
    client: Option<Client>,
}

impl Deref for Pooled<'_> {
    type Target = Client;

    fn deref(&self) -> &Client {
        // Present from checkout until drop.
        self.client.as_ref().unwrap_or_else(|| unreachable!())
    }
}

impl DerefMut for Pooled<'_> {
    fn deref_mut(&mut self) -> &mut Client {
        self.client.as_mut().unwrap_or_else(|| unreachable!())
    }
}

impl Drop for Pooled<'_> {
    fn drop(&mut self) {
        if let Some(client) = self.client.take() {
            self.pool.give_back(client);
        }
    }
}
