//! The rule extractor's cost per final turn, over varied synthetic turns
//! (and a long, rambling one), with the two turns before it as the engine
//! passes them (the discourse model re-reads them for "she" and "it").
//!
//! `cargo bench -p memoir-engine --bench extract`

use chrono::Utc;
use criterion::{criterion_group, criterion_main, Criterion};
use memoir_core::Speaker;
use memoir_engine::synthetic::{user_line, Rng};
use memoir_engine::{Extractor, RuleExtractor, TurnInput};

fn benches(c: &mut Criterion) {
    let mut rng = Rng::new(3);
    let turns: Vec<String> = (0..256).map(|_| user_line(&mut rng)).collect();
    let speaker = Speaker::user();
    let at = Utc::now();
    let mut i = 0;
    let before: Vec<String> = (0..turns.len())
        .map(|i| {
            let a = &turns[(i + turns.len() - 2) % turns.len()];
            let b = &turns[(i + turns.len() - 1) % turns.len()];
            format!("{a}\n{b}")
        })
        .collect();
    c.bench_function("extract_one_final_turn", |b| {
        b.iter(|| {
            i = (i + 1) % turns.len();
            RuleExtractor.extract(&TurnInput {
                speaker: &speaker,
                text: &turns[i],
                occurred_at: at,
                previous_assistant: Some("Sounds fun. Who did you go with?"),
                previous_user: Some(&before[i]),
                known_people: &[],
            })
        })
    });
    let long = "okay so um, big news, I finally moved to Porto last month with my partner Sam, \
                she's a nurse at the children's hospital, and honestly I love it here, the food is \
                amazing, my favourite thing is the custard tarts, I'm allergic to shellfish though \
                so I have to be careful, and I've been learning Portuguese with my tutor Rita, \
                she's great, anyway we're planning a trip to the Douro valley in June";
    c.bench_function("extract_long_rambling_turn", |b| {
        b.iter(|| {
            RuleExtractor.extract(&TurnInput {
                speaker: &speaker,
                text: long,
                occurred_at: at,
                previous_assistant: None,
                previous_user: None,
                known_people: &[],
            })
        })
    });
}

criterion_group!(extract, benches);
criterion_main!(extract);
