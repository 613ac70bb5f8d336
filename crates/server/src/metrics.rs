//! Prometheus metrics, served at `/metrics` in the text format.
//!
//! Labels are routes (the matched pattern, never the raw path, which holds
//! user ids), methods and status codes: nothing that names a tenant or a
//! user, so the endpoint leaks nothing about who uses the server.

use prometheus::{
    Encoder, HistogramOpts, HistogramVec, IntCounterVec, Opts, Registry, TextEncoder,
};

/// Buckets from 50 µs to 2.5 s: recall lives in the first few.
const LATENCY_BUCKETS: &[f64] = &[
    0.000_05, 0.000_1, 0.000_25, 0.000_5, 0.001, 0.002_5, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5,
    1.0, 2.5,
];

pub(crate) struct Metrics {
    registry: Registry,
    pub(crate) requests: HistogramVec,
    pub(crate) recall: HistogramVec,
    pub(crate) turns: IntCounterVec,
    pub(crate) finished: IntCounterVec,
}

impl Metrics {
    pub(crate) fn new() -> Self {
        let registry = Registry::new();
        let requests = HistogramVec::new(
            HistogramOpts::new(
                "memoir_http_request_duration_seconds",
                "HTTP request latency by route, method and status.",
            )
            .buckets(LATENCY_BUCKETS.to_vec()),
            &["route", "method", "status"],
        )
        .expect("static metric definition");
        let recall = HistogramVec::new(
            HistogramOpts::new(
                "memoir_recall_duration_seconds",
                "Time spent in the engine answering a recall, by source (session snapshot or user memory).",
            )
            .buckets(LATENCY_BUCKETS.to_vec()),
            &["source"],
        )
        .expect("static metric definition");
        let turns = IntCounterVec::new(
            Opts::new(
                "memoir_turns_ingested_total",
                "Final turns stored, by speaker role.",
            ),
            &["speaker"],
        )
        .expect("static metric definition");
        let finished = IntCounterVec::new(
            Opts::new(
                "memoir_reconciliation_total",
                "Reconciliation outcomes of finished sessions (created, reinforced, superseded, …).",
            ),
            &["outcome"],
        )
        .expect("static metric definition");
        for m in [
            Box::new(requests.clone()) as Box<dyn prometheus::core::Collector>,
            Box::new(recall.clone()),
            Box::new(turns.clone()),
            Box::new(finished.clone()),
        ] {
            registry
                .register(m)
                .expect("each metric is registered once");
        }
        Self {
            registry,
            requests,
            recall,
            turns,
            finished,
        }
    }

    pub(crate) fn render(&self) -> String {
        let mut out = Vec::new();
        if let Err(e) = TextEncoder::new().encode(&self.registry.gather(), &mut out) {
            tracing::warn!(error = %e, "metrics could not be encoded");
        }
        String::from_utf8(out).unwrap_or_default()
    }

    pub(crate) fn record_finish(&self, report: &memoir_engine::FinishReport) {
        for (outcome, n) in [
            ("created", report.created),
            ("reinforced", report.reinforced),
            ("superseded", report.superseded),
            ("retracted", report.retracted),
            ("expired", report.expired),
            ("rejected", report.rejected),
        ] {
            if n > 0 {
                self.finished.with_label_values(&[outcome]).inc_by(n as u64);
            }
        }
    }
}
