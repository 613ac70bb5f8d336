//! The in-process backend keeps every promise a store makes.

use memoir_store::{conformance, MemoryStore, Store};

#[test]
fn the_memory_store_passes_the_conformance_suite() {
    conformance::run_all(&|| Box::new(MemoryStore::new()) as Box<dyn Store>);
}
