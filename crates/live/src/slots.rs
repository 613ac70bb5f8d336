//! Typed state slots: which fact attribute fills which governed `State` key.
//!
//! A slot is how memory becomes useful to a live application rather than
//! merely present: a phase that `needs(&["user:diet"])`, a flow guard that
//! waits for `captured(["user:diet"])`, an instruction that shows the value —
//! all read the one key, and a returning user is not asked again for what
//! they said last week.
//!
//! Keys are checked when the slot is made, because a wrong key fails
//! silently and far from its cause: the value is written, and the gate that
//! should have read it never does.

/// The scopes a slot may write under (`scope:name`). The others are owned or
/// reset by the runtime; see [`SlotError::ReservedScope`].
pub const WRITABLE_SCOPES: [&str; 5] = ["user", "app", "session", "bg", "temp"];

/// Scopes the runtime owns or resets, with why a slot cannot live there.
const RESERVED_SCOPES: [(&str, &str); 7] = [
    (
        "turn",
        "the runtime clears `turn:` at the start of every turn, so a remembered value would be gone before the phase gates read it",
    ),
    (
        "derived",
        "`derived:` belongs to computed variables (`State::derived()` is read-only) and is rewritten whenever they recompute, so a remembered value would be overwritten",
    ),
    ("task", "`task:` is reserved for the runtime's task services"),
    ("flow", "`flow:` is reserved for the runtime's flow governance"),
    ("repair", "`repair:` is reserved for the runtime's conversation repair"),
    ("correction", "`correction:` is reserved for the runtime's corrections"),
    ("state_meta", "`state_meta:` holds the runtime's provenance records for other keys"),
];

/// Why a [`MemorySlot`] could not be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SlotError {
    #[error("a memory slot needs the fact attribute it is filled from (e.g. `diet`)")]
    EmptyAttribute,
    #[error(
        "memory slot key `{0}` has no scope: write it as `scope:name`, e.g. `user:diet`. \
         Phases and flow guards compose keys by scope (`state.user()` reads `user:…`), \
         so an unscoped key is written but never found by them."
    )]
    MissingScope(String),
    #[error("memory slot key `{key}` uses unknown scope `{scope}:`; expected one of {expected}")]
    UnknownScope {
        key: String,
        scope: String,
        expected: String,
    },
    #[error("memory slot key `{key}` cannot be used: {why}; use one of {expected}")]
    ReservedScope {
        key: String,
        why: &'static str,
        expected: String,
    },
    #[error("memory slot key `{0}` has a scope but no name after it (e.g. `user:diet`)")]
    EmptyName(String),
    #[error("memory slot key `{0}` contains whitespace; use `scope:name`, e.g. `user:diet`")]
    Whitespace(String),
}

/// One fact attribute mapped to the `State` key it fills.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemorySlot {
    /// A memoir attribute: `diet`, `lives_in`, `job`, … (the memory map lists them).
    pub attribute: String,
    /// The governed key, `scope:name`.
    pub state_key: String,
}

fn expected() -> String {
    WRITABLE_SCOPES
        .iter()
        .map(|s| format!("`{s}:`"))
        .collect::<Vec<_>>()
        .join(", ")
}

impl MemorySlot {
    /// A slot from literals in application code. Panics with the message of
    /// [`SlotError`] on a malformed key: a programming error, best found on
    /// the first run. Use [`MemorySlot::try_new`] for keys from configuration.
    pub fn new(attribute: impl Into<String>, state_key: impl Into<String>) -> Self {
        Self::try_new(attribute, state_key).unwrap_or_else(|e| panic!("{e}"))
    }

    /// A slot, or why the key cannot work. The attribute is not checked
    /// against what memory holds: for a new user every slot is still empty.
    pub fn try_new(
        attribute: impl Into<String>,
        state_key: impl Into<String>,
    ) -> Result<Self, SlotError> {
        let attribute = attribute.into().trim().to_string();
        let state_key = state_key.into();
        if attribute.is_empty() {
            return Err(SlotError::EmptyAttribute);
        }
        validate_key(&state_key)?;
        Ok(Self {
            attribute,
            state_key,
        })
    }
}

fn validate_key(key: &str) -> Result<(), SlotError> {
    if key.chars().any(char::is_whitespace) {
        return Err(SlotError::Whitespace(key.to_string()));
    }
    let Some((scope, name)) = key.split_once(':') else {
        return Err(SlotError::MissingScope(key.to_string()));
    };
    if let Some((_, why)) = RESERVED_SCOPES.iter().find(|(s, _)| *s == scope) {
        return Err(SlotError::ReservedScope {
            key: key.to_string(),
            why,
            expected: expected(),
        });
    }
    if !WRITABLE_SCOPES.contains(&scope) {
        return Err(SlotError::UnknownScope {
            key: key.to_string(),
            scope: scope.to_string(),
            expected: expected(),
        });
    }
    if name.is_empty() {
        return Err(SlotError::EmptyName(key.to_string()));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_writable_scope_is_accepted() {
        for scope in WRITABLE_SCOPES {
            let key = format!("{scope}:diet");
            assert!(MemorySlot::try_new("diet", &key).is_ok(), "{key}");
        }
    }

    #[test]
    fn a_dotted_key_is_refused_with_the_right_form_in_the_message() {
        let err = MemorySlot::try_new("diet", "user.diet").unwrap_err();
        assert_eq!(err, SlotError::MissingScope("user.diet".into()));
        let message = err.to_string();
        assert!(message.contains("`scope:name`"), "{message}");
        assert!(message.contains("`user:diet`"), "{message}");
    }

    #[test]
    fn the_turn_scope_is_refused_because_it_is_cleared_every_turn() {
        let message = MemorySlot::try_new("diet", "turn:diet")
            .unwrap_err()
            .to_string();
        assert!(
            message.contains("clears `turn:` at the start of every turn"),
            "{message}"
        );
        assert!(message.contains("`user:`"), "{message}");
    }

    #[test]
    fn the_derived_scope_is_refused_because_computed_variables_own_it() {
        let message = MemorySlot::try_new("diet", "derived:diet")
            .unwrap_err()
            .to_string();
        assert!(message.contains("computed variables"), "{message}");
        assert!(message.contains("overwritten"), "{message}");
    }

    #[test]
    fn runtime_owned_scopes_are_refused_by_name() {
        for scope in ["task", "flow", "repair", "correction", "state_meta"] {
            let err = MemorySlot::try_new("diet", format!("{scope}:diet")).unwrap_err();
            assert!(matches!(err, SlotError::ReservedScope { .. }), "{scope}");
            assert!(err.to_string().contains(&format!("`{scope}:`")), "{err}");
        }
    }

    #[test]
    fn an_unknown_scope_is_refused_with_the_scopes_that_work() {
        let message = MemorySlot::try_new("diet", "profile:diet")
            .unwrap_err()
            .to_string();
        assert!(message.contains("unknown scope `profile:`"), "{message}");
        assert!(
            message.contains("`user:`, `app:`, `session:`, `bg:`, `temp:`"),
            "{message}"
        );
    }

    #[test]
    fn empty_pieces_and_whitespace_are_refused() {
        assert_eq!(
            MemorySlot::try_new("  ", "user:diet"),
            Err(SlotError::EmptyAttribute)
        );
        assert_eq!(
            MemorySlot::try_new("diet", "user:"),
            Err(SlotError::EmptyName("user:".into()))
        );
        assert_eq!(
            MemorySlot::try_new("diet", "user: diet"),
            Err(SlotError::Whitespace("user: diet".into()))
        );
    }

    #[test]
    #[should_panic(expected = "`scope:name`")]
    fn new_panics_on_a_malformed_literal() {
        let _ = MemorySlot::new("diet", "diet");
    }

    #[test]
    fn an_attribute_memory_has_never_seen_is_still_a_valid_slot() {
        assert!(MemorySlot::try_new("never_said_yet", "user:whatever").is_ok());
    }
}
