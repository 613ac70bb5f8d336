//! Whatever a user types, reading it never panics: text mixing quotation
//! marks, dashes, emoji and accented letters at every byte offset once
//! found a slice inside a multi-byte character (an en dash).

use chrono::TimeZone;
use memoir_core::Speaker;
use memoir_extract::{Extractor, RuleExtractor, TurnInput};
use proptest::prelude::*;

/// Pieces that exercise the splitter's byte-level scanning.
fn piece() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("\"".to_string()),
        Just("\u{201C}".to_string()),
        Just("\u{201D}".to_string()),
        Just(" – ".to_string()),
        Just(" - ".to_string()),
        Just("-".to_string()),
        Just(". ".to_string()),
        Just("! ".to_string()),
        Just("? ".to_string()),
        Just(": ".to_string()),
        Just(", ".to_string()),
        Just("💪 ".to_string()),
        Just("café".to_string()),
        Just("I moved to Leeds".to_string()),
        Just("my sister Ana".to_string()),
        Just("she said".to_string()),
        Just("we lost Meg".to_string()),
        Just("there".to_string()),
        "[a-zA-Z' ]{0,12}",
        any::<char>().prop_map(String::from),
    ]
}

proptest! {
    #[test]
    fn reading_any_text_never_panics(pieces in proptest::collection::vec(piece(), 0..24)) {
        let text: String = pieces.concat();
        let speaker = Speaker::user();
        let _ = RuleExtractor.extract(&TurnInput {
            speaker: &speaker,
            text: &text,
            occurred_at: chrono::Utc.with_ymd_and_hms(2025, 5, 7, 9, 0, 0).unwrap(),
            previous_assistant: None,
            previous_user: None,
            known_people: &[],
        });
    }
}
