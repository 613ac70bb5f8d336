//! The memory loop end to end, through the public API: each test pins one
//! principle of the design brief.

use std::sync::Arc;
use std::time::Duration as StdDuration;

use chrono::{DateTime, Duration, TimeZone, Utc};
use memoir_core::{
    Explicitness, FactCandidate, FactStatus, FactValue, Proposal, SessionId, Subject, UserId,
};
use memoir_engine::{
    Extractor, FinalTurn, Forget, ManualClock, Memory, PrepareOutcome, RecallRequest,
    RuleExtractor, Standing, TurnInput,
};
use memoir_store::faulty::FaultyStore;
use memoir_store::MemoryStore;

const WAIT: StdDuration = StdDuration::from_secs(10);

fn day(n: i64) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2025, 1, 6, 9, 0, 0).unwrap() + Duration::days(n)
}

fn user(memory: &Memory, name: &str) -> memoir_engine::UserMemory {
    memory.user(&UserId::new(name).unwrap()).unwrap()
}

fn statements(context: &memoir_engine::Context) -> Vec<String> {
    context.facts.iter().map(|f| f.statement.clone()).collect()
}

fn current(u: &memoir_engine::UserMemory, at: DateTime<Utc>) -> Vec<String> {
    let mut s: Vec<String> = u
        .current_facts(at)
        .into_iter()
        .map(|f| f.statement)
        .collect();
    s.sort();
    s
}

/// One session: the user's lines, each answered by the assistant, finished.
fn converse(u: &memoir_engine::UserMemory, at: DateTime<Utc>, lines: &[&str]) {
    let s = u.new_session().unwrap();
    for (i, line) in lines.iter().enumerate() {
        let t = at + Duration::seconds(i as i64 * 10);
        s.observe_final(FinalTurn::user(*line, t)).unwrap();
        s.observe_final(FinalTurn::assistant("Noted.", t + Duration::seconds(5)))
            .unwrap();
    }
    s.finish().unwrap();
}

/// Two sessions `days` apart: after the second, nothing current says
/// `gone` and (unless it is empty) something says `kept`.
fn assert_changed(first: &str, then: &str, days: i64, gone: &str, kept: &str) {
    let memory = Memory::in_memory();
    let u = user(&memory, "jordan");
    converse(&u, day(0), &[first]);
    converse(&u, day(days), &[then]);
    let now = current(&u, day(days + 1));
    assert!(now.iter().all(|s| !s.contains(gone)), "{then}: {now:?}");
    assert!(
        kept.is_empty() || now.iter().any(|s| s.contains(kept)),
        "{then}: {now:?}"
    );
}

#[test]
fn a_fact_said_on_turn_n_is_recalled_on_turn_n_plus_one_hedged() {
    let memory = Memory::in_memory();
    let u = user(&memory, "jordan");
    let s = u.new_session().unwrap();
    s.observe_final(FinalTurn::user("I'm allergic to peanuts", day(0)))
        .unwrap();
    s.observe_final(FinalTurn::assistant("Got it.", day(0)))
        .unwrap();

    let context = s.recall_text("does the user have any allergies?");
    let fact = &context.facts[0];
    assert_eq!(fact.standing, Standing::Provisional);
    assert!(
        fact.statement
            .starts_with("Mentioned this session, not yet confirmed:"),
        "{}",
        fact.statement
    );
    assert!(fact.statement.contains("peanuts"));

    // After reconciliation it is asserted plainly.
    s.finish().unwrap();
    let next = u.new_session().unwrap();
    let context = next.recall_text("does the user have any allergies?");
    assert_eq!(context.facts[0].standing, Standing::Settled);
    assert_eq!(
        context.facts[0].statement,
        "The user is allergic to peanuts."
    );
}

#[test]
fn the_verbatim_turn_is_searchable_the_moment_it_is_observed() {
    let memory = Memory::in_memory();
    let u = user(&memory, "ana");
    let s = u.new_session().unwrap();
    let said = "the concert at the Roundhouse was unbelievably loud";
    let report = s.observe_final(FinalTurn::user(said, day(0))).unwrap();
    let context = s.recall_text("what did I say about the concert?");
    assert_eq!(context.evidence[0].key, report.episode);
    assert!(said.contains(
        context.evidence[0]
            .excerpt
            .trim_matches(|c| c == '…' || c == ' ')
    ));
}

#[test]
fn a_newer_explicit_value_supersedes_the_older_one_across_sessions() {
    let memory = Memory::in_memory();
    let u = user(&memory, "jordan");
    converse(&u, day(0), &["I live in Leeds, it always rains"]);
    converse(&u, day(60), &["we finally moved, I live in Bristol now"]);

    let context = u.recall(&RecallRequest::new("where does the user live"));
    assert_eq!(statements(&context)[0], "The user lives in Bristol.");
    assert!(statements(&context).iter().all(|s| !s.contains("Leeds")));
    let leeds = u
        .facts()
        .into_iter()
        .find(|f| f.statement.contains("Leeds"))
        .unwrap();
    assert_eq!(leeds.status, FactStatus::Superseded);
    assert!(leeds.superseded_by.is_some());
}

#[test]
fn a_relative_called_by_name_is_known_by_that_name_in_a_later_session() {
    for (first, then, gone, kept) in [
        (
            "My boyfriend's called Tiago, he's a chef at a tapas place in Soho.",
            "Tiago quit the tapas place, he's doing private catering now.",
            "tapas",
            "catering",
        ),
        (
            "My sister is called Maeve and she teaches at a primary in Sligo.",
            "Maeve stopped teaching at the primary, she's retraining as a nurse.",
            "teaches at a primary",
            "nurse",
        ),
        (
            "Our lodger's named Kofi, he has the box room.",
            "Kofi moved out at the weekend.",
            "box room",
            "",
        ),
        // Named only after something was said of the relation.
        (
            "My partner works nights at the bottling plant. My partner's called Ade.",
            "Ade quit the bottling plant in March.",
            "works nights",
            "",
        ),
    ] {
        assert_changed(first, then, 14, gone, kept);
    }
}

#[test]
fn a_name_put_right_in_a_later_session_replaces_the_misheard_one() {
    let memory = Memory::in_memory();
    let u = user(&memory, "jordan");
    converse(&u, day(0), &["my flatmate Shaun is a paramedic"]);
    converse(
        &u,
        day(7),
        &["oh, his name's Sean, spelt the Irish way, not Shaun"],
    );
    let now = current(&u, day(8));
    assert!(
        now.iter().any(|s| s.contains("Sean is a paramedic")),
        "{now:?}"
    );
    assert!(now.iter().all(|s| !s.contains("Shaun")), "{now:?}");
}

#[test]
fn a_name_put_right_by_its_spelling_alone_replaces_the_one_spelled_nearly_so() {
    for (first, later, right, wrong) in [
        (
            "my nephew Jaydn is into chess",
            "my nephew spells it Jayden, with an e",
            "Jayden",
            "Jaydn",
        ),
        (
            "my manager is called Katrin",
            "she's Katryn with a y, sorry",
            "Katryn",
            "Katrin",
        ),
        (
            "our neighbour Shona has hens",
            "it's spelt Shonagh, by the way",
            "Shonagh",
            "Shona",
        ),
    ] {
        let memory = Memory::in_memory();
        let u = user(&memory, "robin");
        converse(&u, day(0), &[first]);
        converse(&u, day(7), &[later]);
        let now = current(&u, day(8));
        assert!(now.iter().any(|s| s.contains(right)), "{later}: {now:?}");
        assert!(
            now.iter()
                .all(|s| !s.split(|c: char| !c.is_alphanumeric()).any(|w| w == wrong)),
            "{later}: {now:?}"
        );
    }
}

#[test]
fn a_plan_told_as_done_in_a_later_session_is_no_longer_current() {
    for (plan, done, place) in [
        (
            "I'm planning to run the Edinburgh marathon in May",
            "Ran Edinburgh in 3 hours 52, so chuffed",
            "Edinburgh",
        ),
        (
            "we're going to Crete in June, all booked",
            "we went to Crete, it was gorgeous",
            "Crete",
        ),
        (
            "I've signed up for the Ben Nevis climb with work",
            "we climbed Ben Nevis on Saturday, knackered",
            "Nevis",
        ),
    ] {
        let memory = Memory::in_memory();
        let u = user(&memory, "jordan");
        converse(&u, day(0), &[plan]);
        converse(&u, day(40), &[done]);
        let now = current(&u, day(41));
        assert!(now.iter().any(|s| s.contains(place)), "{done}: {now:?}");
        assert!(
            now.iter().all(|s| !s.contains("planning")
                && !s.contains("going to")
                && !s.contains("signed up")),
            "{done}: {now:?}"
        );
    }
}

/// A session that opens with the assistant's question and the user's answer.
fn answered(u: &memoir_engine::UserMemory, at: DateTime<Utc>, question: &str, answer: &str) {
    let s = u.new_session().unwrap();
    s.observe_final(FinalTurn::assistant(question, at)).unwrap();
    s.observe_final(FinalTurn::user(answer, at + Duration::seconds(5)))
        .unwrap();
    s.finish().unwrap();
}

/// One session: the user says something, the assistant asks about it,
/// the user answers.
fn told_then_answered(
    u: &memoir_engine::UserMemory,
    at: DateTime<Utc>,
    said: &str,
    question: &str,
    answer: &str,
) {
    let s = u.new_session().unwrap();
    s.observe_final(FinalTurn::user(said, at)).unwrap();
    s.observe_final(FinalTurn::assistant(question, at + Duration::seconds(5)))
        .unwrap();
    s.observe_final(FinalTurn::user(answer, at + Duration::seconds(10)))
        .unwrap();
    s.finish().unwrap();
}

#[test]
fn an_answer_that_leans_on_the_assistants_question_is_read_with_it() {
    for (before, question, answer, gone, kept) in [
        (
            "I ride an old Honda CB500 most weekends",
            "Still getting out on the CB500?",
            "Nah, sold it in April, too many close calls.",
            "ride an old Honda",
            "April",
        ),
        (
            "I do aqua aerobics on Thursday mornings",
            "Are you still doing aqua aerobics?",
            "Not any more, the pool's shut for repairs.",
            "does aqua aerobics",
            // What a retraction ended is masked in its own words.
            "not doing [previous]",
        ),
        (
            // The old statement must name the bank as a bank: memoir does
            // not know which names are banks.
            "Our bank has been Nationwide for years",
            "Which bank are you with these days?",
            "Starling, switched in the summer.",
            "with Nationwide",
            "Starling",
        ),
    ] {
        let memory = Memory::in_memory();
        let u = user(&memory, "jordan");
        converse(&u, day(0), &[before]);
        answered(&u, day(40), question, answer);
        let now = current(&u, day(41));
        assert!(now.iter().all(|s| !s.contains(gone)), "{answer}: {now:?}");
        assert!(now.iter().any(|s| s.contains(kept)), "{answer}: {now:?}");
    }
}

#[test]
fn an_activity_moved_to_other_days_no_longer_holds_its_old_days() {
    for (before, moved, old_days, new_day) in [
        (
            "Choir is Tuesday nights for me",
            "We've had to move choir to Thursdays, the hall's booked",
            "Tuesday",
            "Thursday",
        ),
        (
            "Pilates is Monday mornings",
            "I moved pilates to Saturday mornings, easier with work",
            "Monday",
            "Saturday",
        ),
        (
            "Swimming is Wednesday evenings",
            "Swimming's moved to Fridays now",
            "Wednesday",
            "Friday",
        ),
    ] {
        let memory = Memory::in_memory();
        let u = user(&memory, "jordan");
        converse(&u, day(0), &[before]);
        converse(&u, day(30), &[moved]);
        let now = current(&u, day(31));
        assert!(now.iter().any(|s| s.contains(new_day)), "{moved}: {now:?}");
        assert!(
            now.iter().all(|s| !s.contains(old_days)),
            "{moved}: {now:?}"
        );
    }
}

#[test]
fn an_agreement_that_ran_out_no_longer_holds() {
    for (held, ended, word) in [
        (
            "I'm on a year's placement at the council, in planning",
            "The council placement ended in June, I'm back at uni",
            "placement at the council",
        ),
        (
            "We rent the flat on a twelve-month lease",
            "Our lease has run out, so we're house-sitting for a bit",
            "twelve-month lease",
        ),
        (
            "She's on a fixed contract at the library till summer",
            "Her library contract finished on Friday",
            "fixed contract",
        ),
    ] {
        assert_changed(held, ended, 60, word, "");
    }
}

#[test]
fn a_new_count_of_children_replaces_the_old_whatever_word_counts_them() {
    for (before, after) in [
        (
            "We've got two girls, Ada and Nell",
            "Baby Tom arrived in March, so three kids now",
        ),
        (
            "I have one son",
            "We adopted a little girl, so that's two children now",
        ),
        (
            "They've three boys",
            "Their fourth arrived, so they've four kids now",
        ),
    ] {
        let memory = Memory::in_memory();
        let u = user(&memory, "jordan");
        converse(&u, day(0), &[before]);
        converse(&u, day(60), &[after]);
        let now = current(&u, day(61));
        let old = before.split_whitespace().rev().nth(1).unwrap_or_default();
        assert!(
            now.iter()
                .all(|s| !s.to_lowercase().contains(&format!(" {old} "))),
            "{after}: {now:?}"
        );
    }
}

#[test]
fn a_favourite_overtaken_by_another_is_no_longer_the_favourite() {
    for (before, after, old) in [
        (
            "My favourite film is Alien",
            "Arrival has overtaken Alien as my favourite film",
            "favourite film is Alien",
        ),
        (
            "Our favourite beach is Rhossili",
            "Barafundle's taken over as our favourite beach",
            "favourite beach is Rhossili",
        ),
        (
            "My favourite band is Elbow",
            "Honestly, IDLES overtook Elbow for me this year",
            "favourite band is Elbow",
        ),
    ] {
        assert_changed(before, after, 60, old, "");
    }
}

#[test]
fn a_taste_gone_off_is_no_longer_a_taste() {
    for (liked, gone_off, thing) in [
        (
            "I'm obsessed with ramen",
            "I've gone right off ramen since that trip",
            "ramen",
        ),
        (
            "I love a glass of red wine",
            "Weirdly I've gone off red wine",
            "wine",
        ),
        (
            "I really love running",
            "I've kind of gone off running, my knees hate it",
            "running",
        ),
    ] {
        let memory = Memory::in_memory();
        let u = user(&memory, "jordan");
        converse(&u, day(0), &[liked]);
        converse(&u, day(30), &[gone_off]);
        let now = current(&u, day(31));
        assert!(
            now.iter().all(|s| !s.contains(thing) || s.contains("gone")),
            "{gone_off}: {now:?}"
        );
    }
}

#[test]
fn a_move_ends_a_stay_and_a_list_keeps_what_was_not_cancelled() {
    let memory = Memory::in_memory();
    let u = user(&memory, "jordan");
    converse(
        &u,
        day(0),
        &[
            "I'm staying with my aunt in Paisley for now",
            "we've got Netflix and Disney Plus",
        ],
    );
    converse(
        &u,
        day(30),
        &[
            "got my own flat in Govan, moved in on Saturday",
            "we cancelled Disney Plus, never used it",
        ],
    );
    let now = current(&u, day(31));
    assert!(now.iter().all(|s| !s.contains("Paisley")), "{now:?}");
    assert!(now.iter().any(|s| s.contains("Netflix")), "{now:?}");
    assert!(now.iter().all(|s| !s.contains("Disney")), "{now:?}");
}

#[test]
fn different_attributes_and_different_likes_coexist() {
    let memory = Memory::in_memory();
    let u = user(&memory, "kim");
    converse(&u, day(0), &["I love sushi", "I'm vegetarian"]);
    converse(&u, day(7), &["I love jazz"]);
    assert_eq!(
        current(&u, day(8)),
        vec![
            "The user is vegetarian.",
            "The user loves jazz.",
            "The user loves sushi."
        ]
    );
}

#[test]
fn a_negation_retracts_instead_of_reinforcing() {
    let memory = Memory::in_memory();
    let u = user(&memory, "sam");
    converse(&u, day(0), &["I'm vegetarian", "I love hiking"]);
    converse(&u, day(30), &["I'm no longer vegetarian, I eat fish again"]);
    // The retraction is itself a statement; the old value is not current,
    // not even in the retraction's own words (history holds what it was).
    assert_eq!(
        current(&u, day(31)),
        vec![
            "The user eats fish again.",
            "The user is no longer [previous].",
            "The user loves hiking."
        ]
    );
    let veg = u
        .facts()
        .into_iter()
        .find(|f| f.statement.contains("vegetarian"))
        .unwrap();
    assert_eq!(veg.status, FactStatus::Retracted);
    assert_eq!(veg.reinforcements, 0);
}

#[test]
fn a_retraction_hides_the_old_fact_within_the_session_that_said_it() {
    let memory = Memory::in_memory();
    let u = user(&memory, "sam");
    converse(&u, day(0), &["I'm vegetarian"]);
    let s = u.new_session().unwrap();
    s.observe_final(FinalTurn::user("I'm not vegetarian anymore", day(9)))
        .unwrap();
    let now = statements(&s.recall_text("what is the user's diet"));
    assert!(
        !now.contains(&"The user is vegetarian.".to_string()),
        "{now:?}"
    );
    // Said in the session, the retraction is current at once, with what it
    // ended masked as it will be once reconciled.
    assert!(
        now.iter().any(|f| f.contains("not [previous] anymore")),
        "{now:?}"
    );
}

/// An extractor that infers a diet from every turn, as a model might.
struct InfersOmnivore;

impl Extractor for InfersOmnivore {
    fn extract(&self, turn: &TurnInput<'_>) -> Vec<Proposal> {
        let mut out = RuleExtractor.extract(turn);
        if turn.text.contains("steak") {
            out.push(Proposal::Assert(FactCandidate {
                explicitness: Explicitness::Inferred,
                confidence: 0.8,
                ..FactCandidate::stated(
                    Subject::user(),
                    "diet",
                    FactValue::Text("omnivore".into()),
                    "The user eats meat.".into(),
                )
            }));
        }
        out
    }
    fn name(&self) -> &'static str {
        "infers-omnivore"
    }
}

#[test]
fn an_explicit_statement_beats_an_inference_however_often_it_recurs() {
    let memory = Memory::builder()
        .extractor(Arc::new(InfersOmnivore))
        .build();
    let u = user(&memory, "lee");
    converse(&u, day(0), &["I'm vegan"]);
    converse(&u, day(1), &["my friend ordered a steak"]);
    converse(&u, day(2), &["that steak place again", "so much steak"]);
    assert_eq!(
        current(&u, day(3)),
        vec!["The user is vegan.", "The user's friend ordered a steak."]
    );
}

#[test]
fn one_snapshot_per_turn_once_served_is_never_replaced() {
    let memory = Memory::in_memory();
    let u = user(&memory, "jo");
    converse(&u, day(0), &["I love jazz", "I live in Porto"]);
    let s = u.new_session().unwrap();
    let report = s
        .observe_final(FinalTurn::user("any music tonight?", day(1)))
        .unwrap();
    let first = report.prepare.unwrap().wait(WAIT).unwrap();
    let PrepareOutcome::Installed(first_id) = first else {
        panic!("{first:?}")
    };

    let served = s.recall_text("music");
    assert_eq!(served.snapshot.as_ref(), Some(&first_id));

    // A later preparation for the same turn is discarded: the turn is pinned.
    let again = s
        .prepare(report.turn, "where does the user live")
        .wait(WAIT)
        .unwrap();
    assert!(matches!(again, PrepareOutcome::Discarded(_)), "{again:?}");
    assert_eq!(s.recall_text("music").snapshot.as_ref(), Some(&first_id));

    // The next turn gets its own snapshot.
    let next = s
        .observe_final(FinalTurn::user("and where do I live again?", day(1)))
        .unwrap();
    let second = next.prepare.unwrap().wait(WAIT).unwrap();
    let PrepareOutcome::Installed(second_id) = second else {
        panic!("{second:?}")
    };
    assert_ne!(second_id, first_id);
    assert_eq!(s.recall_text("live").snapshot.as_ref(), Some(&second_id));
}

#[test]
fn a_partial_transcript_prepares_speculatively_debounced_and_is_never_evidence() {
    let clock = Arc::new(ManualClock::new(day(0)));
    let memory = Memory::builder().clock(clock.clone()).build();
    let u = user(&memory, "ria");
    converse(&u, day(0), &["I love jazz"]);
    let s = u.new_session().unwrap();

    let first = s
        .observe_partial(1, "what music do")
        .expect("enough new words");
    assert!(
        s.observe_partial(1, "what music do I").is_none(),
        "too few new words"
    );
    clock.advance_ms(10);
    assert!(
        s.observe_partial(1, "what music do I like best").is_none(),
        "too soon"
    );
    clock.advance_ms(500);
    let second = s
        .observe_partial(1, "what music do I like best these days")
        .expect("debounce passed");
    let (a, b) = (first.wait(WAIT).unwrap(), second.wait(WAIT).unwrap());
    assert!(matches!(b, PrepareOutcome::Installed(_)), "{b:?}");
    assert!(matches!(
        a,
        PrepareOutcome::Installed(_) | PrepareOutcome::Discarded(_)
    ));
    assert!(u
        .episodes()
        .unwrap()
        .iter()
        .all(|e| !e.text.contains("best these days")));
}

#[test]
fn the_token_cap_holds_after_fusing_a_snapshot_with_a_live_search() {
    let memory = Memory::in_memory();
    let u = user(&memory, "max");
    let likes: Vec<String> = (0..40)
        .map(|i| format!("I love the long slow jazz records of the {i}th volume of the anthology"))
        .collect();
    let lines: Vec<&str> = likes.iter().map(String::as_str).collect();
    converse(&u, day(0), &lines);
    let s = u.new_session().unwrap();
    s.observe_final(FinalTurn::user("play some jazz records", day(1)))
        .unwrap()
        .prepare
        .unwrap()
        .wait(WAIT);
    for cap in [20, 45, 90, 200] {
        let request = RecallRequest {
            max_tokens: Some(cap),
            evidence_tokens: Some(cap / 2),
            ..RecallRequest::new("jazz anthology volume records")
        };
        let context = s.recall(&request);
        assert!(context.snapshot.is_some());
        assert!(
            context.token_count <= cap,
            "{} > {cap}",
            context.token_count
        );
        let summed: usize = context.facts.iter().map(|f| f.tokens).sum::<usize>()
            + context.evidence.iter().map(|e| e.tokens).sum::<usize>();
        assert_eq!(summed, context.token_count);
    }
}

#[test]
fn finishing_twice_or_reopening_a_session_id_never_loses_or_duplicates() {
    let memory = Memory::in_memory();
    let u = user(&memory, "ivy");
    let id = SessionId::new("call-1").unwrap();
    let s = u.session(&id).unwrap();
    s.observe_final(FinalTurn::user("I live in Oslo", day(0)))
        .unwrap();
    let first = s.finish().unwrap();
    assert_eq!(first.created, 1);
    let second = s.finish().unwrap();
    assert_eq!((second.created, second.episodes), (0, 0));

    // The same id again, from a fresh handle: turns continue, nothing repeats.
    drop(s);
    let again = u.session(&id).unwrap();
    assert_eq!(again.turn(), 1);
    again
        .observe_final(FinalTurn::user("I live in Oslo, still", day(1)))
        .unwrap();
    let third = again.finish().unwrap();
    assert_eq!((third.created, third.reinforced), (0, 1));
    assert_eq!(u.facts().len(), 1);
    assert_eq!(u.episodes().unwrap().len(), 2);
}

#[test]
fn an_unfinished_session_is_replayed_when_its_id_is_reopened() {
    let store = Arc::new(MemoryStore::new());
    let id = SessionId::new("crashy").unwrap();
    {
        let memory = Memory::with_store(store.clone());
        let s = user(&memory, "zed").session(&id).unwrap();
        s.observe_final(FinalTurn::user("I'm allergic to kiwi", day(0)))
            .unwrap();
        // The process "dies" here: no finish.
    }
    let memory = Memory::with_store(store);
    let u = user(&memory, "zed");
    let s = u.session(&id).unwrap();
    assert_eq!(s.finish().unwrap().created, 1);
    assert_eq!(current(&u, day(1)), vec!["The user is allergic to kiwi."]);
}

#[test]
fn a_retried_numbered_turn_is_stored_once() {
    let memory = Memory::in_memory();
    let u = user(&memory, "ola");
    let s = u.new_session().unwrap();
    let turn = FinalTurn {
        turn: Some(1),
        ..FinalTurn::user("I love tea", day(0))
    };
    let a = s.observe_final(turn.clone()).unwrap();
    let b = s.observe_final(turn).unwrap();
    assert!(b.duplicate);
    assert_eq!(a.episode, b.episode);
    assert_eq!(u.episodes().unwrap().len(), 1);
    s.finish().unwrap();
    assert_eq!(u.facts().len(), 1);
}

#[test]
fn forget_leaves_no_trace_in_facts_episodes_index_or_snapshots() {
    let memory = Memory::in_memory();
    let u = user(&memory, "pat");
    converse(&u, day(0), &["I live in Zanzibar", "I love marmalade"]);
    let s = u.new_session().unwrap();
    let r = s
        .observe_final(FinalTurn::user("tell me about Zanzibar", day(1)))
        .unwrap();
    r.prepare.unwrap().wait(WAIT).unwrap();
    assert!(s.snapshot().unwrap().context.render().contains("Zanzibar"));

    let report = u.forget(Forget::Matching("Zanzibar".into())).unwrap();
    assert!(!report.facts.is_empty() && !report.episodes.is_empty());

    assert!(u.facts().iter().all(|f| !f.statement.contains("Zanzibar")));
    assert!(u
        .episodes()
        .unwrap()
        .iter()
        .all(|e| !e.text.contains("Zanzibar")));
    assert!(s.snapshot().is_none(), "cached snapshots are dropped");
    assert!(s.recall_text("Zanzibar").is_empty());
    let context = u.recall(&RecallRequest::new("where does the user live zanzibar"));
    assert!(
        !context.render().contains("Zanzibar"),
        "{}",
        context.render()
    );
    assert!(u
        .audit()
        .unwrap()
        .iter()
        .all(|e| !format!("{e:?}").contains("Zanzibar")));
    // What was not named stays.
    assert_eq!(current(&u, day(2)), vec!["The user loves marmalade."]);
}

#[test]
fn a_spoken_forget_command_is_narrow() {
    let memory = Memory::in_memory();
    let u = user(&memory, "bo");
    converse(
        &u,
        day(0),
        &["I love climbing", "I'm allergic to penicillin"],
    );
    let s = u.new_session().unwrap();
    let r = s
        .observe_final(FinalTurn::user(
            "please forget what I said about climbing",
            day(1),
        ))
        .unwrap();
    assert!(r.forgotten.is_some());
    s.finish().unwrap();
    assert_eq!(
        current(&u, day(2)),
        vec!["The user is allergic to penicillin."]
    );
}

#[test]
fn forgetting_a_name_takes_every_fact_that_names_them_and_nothing_else() {
    for (said, request, name) in [
        (
            "My ex's name is Tobias, we still share the cat",
            "please forget everything about Tobias",
            "Tobias",
        ),
        (
            "my old flatmate was called Ruthie and she still owes me money",
            "can you forget Ruthie",
            "Ruthie",
        ),
        (
            "Our neighbour, a guy named Osric, fixes bikes for the whole street",
            "forget what I told you about Osric",
            "Osric",
        ),
        // Filed under the relation, with the name beside it: the
        // relation's words ("the user's") pick out nothing of the user's.
        (
            "My boyfriend's called Tiago, he's a chef",
            "please forget everything about Tiago",
            "Tiago",
        ),
    ] {
        forget_takes_only_what_says(said, request, name);
    }
}

/// Says `said` and something unrelated, then `request`: every fact that
/// says `gone` is gone, and the unrelated one stays.
fn forget_takes_only_what_says(said: &str, request: &str, gone: &str) {
    let memory = Memory::in_memory();
    let u = user(&memory, "di");
    converse(&u, day(0), &[said, "I love climbing"]);
    let holding = |u: &memoir_engine::UserMemory| {
        u.facts()
            .into_iter()
            .filter(|f| f.statement.contains(gone))
            .count()
    };
    assert!(holding(&u) > 0, "{said}: {:?}", current(&u, day(1)));
    converse(&u, day(1), &[request]);
    assert_eq!(holding(&u), 0, "{request}: {:?}", current(&u, day(2)));
    assert!(
        current(&u, day(2)).contains(&"The user loves climbing.".to_string()),
        "{request}"
    );
}

#[test]
fn forgetting_a_fact_by_what_its_attribute_is_called_takes_it() {
    for (said, request, gone) in [
        (
            "I live at 12 Elm Road, Didsbury",
            "please forget my address",
            "Elm Road",
        ),
        (
            "I work as a paralegal at Hart and Co",
            "forget my job please",
            "paralegal",
        ),
        (
            "I'm allergic to penicillin",
            "can you forget my allergy",
            "penicillin",
        ),
    ] {
        forget_takes_only_what_says(said, request, gone);
    }
    // Two words narrow it: the job interview is not the job.
    let memory = Memory::in_memory();
    let u = user(&memory, "mb");
    converse(&u, day(0), &["I work as a paralegal at Hart and Co"]);
    converse(&u, day(1), &["forget what I said about the job interview"]);
    assert!(
        current(&u, day(2)).iter().any(|s| s.contains("paralegal")),
        "{:?}",
        current(&u, day(2))
    );
}

#[test]
fn ordinary_speech_with_command_verbs_changes_nothing_else() {
    let memory = Memory::in_memory();
    let u = user(&memory, "cy");
    converse(&u, day(0), &["I love swimming"]);
    converse(
        &u,
        day(1),
        &[
            "I always forget my goggles",
            "I remember my first swim lesson",
        ],
    );
    let now = current(&u, day(2));
    assert!(
        now.contains(&"The user loves swimming.".to_string()),
        "{now:?}"
    );
    assert!(
        now.iter().any(|s| s.contains("forgets their goggles")),
        "{now:?}"
    );
}

#[test]
fn memory_failures_degrade_to_nothing_found_and_lose_no_acknowledged_write() {
    let faulty = Arc::new(FaultyStore::new(MemoryStore::new()));
    let memory = Memory::with_store(faulty.clone());
    let u = user(&memory, "dee");
    let s = u.new_session().unwrap();
    s.observe_final(FinalTurn::user("I live in Lima", day(0)))
        .unwrap();

    faulty.set_failing(true);
    // An unacknowledged write is an error, not a silent drop…
    assert!(s
        .observe_final(FinalTurn::user("I love ceviche", day(0)))
        .is_err());
    // …finishing fails and keeps the ledger…
    assert!(s.finish().is_err());
    // …recall still answers from memory it already holds…
    assert!(!s.recall_text("where does the user live").is_empty());
    // …and a user that cannot be loaded gets nothing found, with the reason.
    let unreachable = memory.recall(
        &UserId::new("never-loaded").unwrap(),
        &RecallRequest::new("x"),
    );
    assert!(unreachable.is_empty());
    assert!(unreachable.degraded.unwrap().contains("unavailable"));

    faulty.set_failing(false);
    assert_eq!(s.finish().unwrap().created, 1);
    assert_eq!(current(&u, day(1)), vec!["The user lives in Lima."]);
}

#[test]
fn a_users_memory_is_reachable_only_through_that_user() {
    let memory = Memory::in_memory();
    let a = user(&memory, "alice");
    let b = user(&memory, "bob");
    converse(&a, day(0), &["I live in Quito"]);
    assert!(b
        .recall(&RecallRequest::new("where does the user live Quito"))
        .is_empty());
    assert!(b.facts().is_empty());
    assert!(b.episodes().unwrap().is_empty());
    assert!(b.memory_map().is_empty());
}

#[test]
fn the_memory_map_counts_current_subjects_and_attributes() {
    let memory = Memory::in_memory();
    let u = user(&memory, "eve");
    converse(
        &u,
        day(0),
        &["my sister Rhea is vegan", "I love jazz", "I love tea"],
    );
    converse(&u, day(1), &["I live in Leeds"]);
    converse(&u, day(2), &["I live in York"]);
    let map = u.memory_map();
    assert!(map.subjects.contains(&("rhea".to_string(), 1)), "{map:?}");
    assert!(
        map.attributes.contains(&("likes".to_string(), 2)),
        "{map:?}"
    );
    assert!(
        map.attributes.contains(&("lives_in".to_string(), 1)),
        "superseded values are not counted: {map:?}"
    );
    let text = map.render(40);
    assert!(text.contains("about: user ("), "{text}");
}

#[test]
fn explicit_recall_lists_what_memory_holds_past_the_diversity_cap() {
    let memory = Memory::in_memory();
    let u = user(&memory, "fay");
    converse(
        &u,
        day(0),
        &[
            "I love jazz",
            "I love tea",
            "I love snow",
            "I love chess",
            "I live in Perth",
        ],
    );
    let ordinary = u.recall(&RecallRequest::new("what does the user love"));
    assert!(
        ordinary
            .facts
            .iter()
            .filter(|f| f.attribute == "likes")
            .count()
            <= 3
    );
    let explicit = u.recall(&RecallRequest::new("what do you know about me?"));
    assert_eq!(explicit.facts.len(), 5, "{:?}", statements(&explicit));
}

#[test]
fn a_temporary_fact_expires_with_its_window() {
    let memory = Memory::in_memory();
    let u = user(&memory, "gus");
    // 2025-01-06 is a Monday.
    converse(&u, day(0), &["this week I'm in Lisbon for a conference"]);
    let during = RecallRequest {
        as_of: Some(day(3)),
        ..RecallRequest::new("where is the user staying this week")
    };
    assert!(statements(&u.recall(&during))
        .iter()
        .any(|s| s.contains("Lisbon")));
    let after = RecallRequest {
        as_of: Some(day(21)),
        ..RecallRequest::new("where is the user staying this week")
    };
    assert!(statements(&u.recall(&after))
        .iter()
        .all(|s| !s.contains("Lisbon")));
    converse(&u, day(21), &["back home"]);
    let lisbon = u
        .facts()
        .into_iter()
        .find(|f| f.statement.contains("Lisbon"))
        .unwrap();
    assert_eq!(lisbon.status, FactStatus::Expired);
}

#[test]
fn evidence_capsules_are_chosen_by_relevance_not_recency() {
    let memory = Memory::in_memory();
    let u = user(&memory, "hal");
    let s = u.new_session().unwrap();
    let relevant = s
        .observe_final(FinalTurn::user(
            "my grandmother's garden had a huge walnut tree",
            day(0),
        ))
        .unwrap();
    for i in 0..20 {
        s.observe_final(FinalTurn::user(
            format!("the weather on day {i} was fine"),
            day(100 + i),
        ))
        .unwrap();
    }
    let request = RecallRequest {
        evidence_tokens: Some(30),
        ..RecallRequest::new("the walnut tree in the garden")
    };
    let context = s.recall(&request);
    assert_eq!(context.evidence[0].key, relevant.episode);
    assert!(context.evidence.iter().map(|e| e.tokens).sum::<usize>() <= 30);
}

/// An extractor that holds the turn until the test lets it go, standing in
/// for a slow model behind the `Extractor` seam.
struct HeldExtractor {
    started: parking_lot::Mutex<Option<std::sync::mpsc::Sender<()>>>,
    release: parking_lot::Mutex<std::sync::mpsc::Receiver<()>>,
    released_in_time: std::sync::atomic::AtomicBool,
}

impl Extractor for HeldExtractor {
    fn extract(&self, _: &TurnInput<'_>) -> Vec<Proposal> {
        if let Some(tx) = self.started.lock().take() {
            let _ = tx.send(());
            let released = self
                .release
                .lock()
                .recv_timeout(StdDuration::from_secs(10))
                .is_ok();
            self.released_in_time
                .store(released, std::sync::atomic::Ordering::SeqCst);
        }
        Vec::new()
    }

    fn name(&self) -> &'static str {
        "held"
    }
}

#[test]
fn recall_is_never_held_up_by_a_slow_extractor() {
    let (started_tx, started_rx) = std::sync::mpsc::channel();
    let (release_tx, release_rx) = std::sync::mpsc::channel();
    let extractor = Arc::new(HeldExtractor {
        started: parking_lot::Mutex::new(Some(started_tx)),
        release: parking_lot::Mutex::new(release_rx),
        released_in_time: std::sync::atomic::AtomicBool::new(false),
    });
    let memory = Memory::builder().extractor(extractor.clone()).build();
    let u = user(&memory, "jordan");
    let session = u.new_session().unwrap();
    let writer = {
        let session = session.clone();
        std::thread::spawn(move || {
            session
                .observe_final(FinalTurn::user("I live in Leeds", day(0)))
                .unwrap()
        })
    };
    started_rx.recv().unwrap();
    // The extractor is mid-turn. If recall waited for it, it would return
    // only after the extractor gave up (10 s) and `released_in_time` would
    // be false.
    let context = session.recall(&RecallRequest::new("where does the user live"));
    release_tx.send(()).unwrap();
    writer.join().unwrap();
    assert!(extractor
        .released_in_time
        .load(std::sync::atomic::Ordering::SeqCst));
    // The turn itself was already searchable, verbatim.
    assert!(context.evidence.iter().any(|e| e.excerpt.contains("Leeds")));
}

#[test]
fn a_turn_number_past_the_limit_is_refused_and_the_session_keeps_working() {
    let memory = Memory::in_memory();
    let u = user(&memory, "max");
    let s = u.new_session().unwrap();
    for n in [u32::MAX, 0, memoir_engine::MAX_TURN_NUMBER + 1] {
        let err = s
            .observe_final(FinalTurn {
                turn: Some(n),
                ..FinalTurn::user("I live in Oslo", day(0))
            })
            .unwrap_err();
        assert!(err.to_string().contains("invalid turn number"), "{err}");
    }
    assert!(u.episodes().unwrap().is_empty(), "nothing stored");
    let report = s
        .observe_final(FinalTurn::user("I live in Oslo", day(0)))
        .unwrap();
    assert_eq!(report.turn, 1);
    let last = s
        .observe_final(FinalTurn {
            turn: Some(memoir_engine::MAX_TURN_NUMBER),
            ..FinalTurn::user("I love jazz", day(0))
        })
        .unwrap();
    assert_eq!(last.turn, memoir_engine::MAX_TURN_NUMBER);
    let next = s
        .observe_final(FinalTurn::user("and tea", day(0)))
        .unwrap_err();
    assert!(next.to_string().contains("start a new session"), "{next}");
}

#[test]
fn forgetting_by_words_reaches_every_match_however_many() {
    let memory = Memory::in_memory();
    let u = user(&memory, "wren");
    let lines: Vec<String> = (0..70)
        .map(|n| format!("my locker {n} code is wombatsecret"))
        .collect();
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    converse(&u, day(0), &lines);
    assert!(
        u.facts()
            .iter()
            .filter(|f| f.statement.contains("wombatsecret"))
            .count()
            >= 70
    );
    u.forget(Forget::Matching("wombatsecret".into())).unwrap();
    assert!(u
        .facts()
        .iter()
        .all(|f| !f.statement.contains("wombatsecret")));
    assert!(u
        .episodes()
        .unwrap()
        .iter()
        .all(|e| !e.text.contains("wombatsecret")));
    assert!(statements(&u.recall(&RecallRequest::new("wombatsecret"))).is_empty());
}

#[test]
fn forgetting_a_word_takes_the_users_facts_that_say_it_and_nothing_else() {
    let memory = Memory::in_memory();
    let u = user(&memory, "ola");
    converse(
        &u,
        day(0),
        &[
            "I drink coffee every morning",
            "my sister Rhea loves coffee",
            "I work as a barista at the station kiosk",
        ],
    );
    u.forget(Forget::Matching("coffee".into())).unwrap();
    let left: Vec<String> = u.facts().iter().map(|f| f.statement.clone()).collect();
    assert!(
        left.iter().all(|s| !s.contains("every morning")),
        "{left:?}"
    );
    assert!(left.iter().any(|s| s.contains("Rhea")), "{left:?}");
    assert!(left.iter().any(|s| s.contains("barista")), "{left:?}");
}

#[test]
fn a_password_or_card_number_said_aloud_is_never_stored() {
    let memory = Memory::in_memory();
    let u = user(&memory, "kit");
    converse(
        &u,
        day(0),
        &[
            "my email password is Sunflower42, I keep forgetting it",
            "the card I use is 4111 1111 1111 1111",
        ],
    );
    let s = u.new_session().unwrap();
    s.remember("my door PIN is 9157", day(1)).unwrap();
    s.finish().unwrap();
    let episodes: Vec<String> = u.episodes().unwrap().into_iter().map(|e| e.text).collect();
    let facts: Vec<String> = u.facts().into_iter().map(|f| f.statement).collect();
    for secret in ["Sunflower42", "4111", "9157"] {
        assert!(episodes.iter().all(|t| !t.contains(secret)), "{episodes:?}");
        assert!(facts.iter().all(|t| !t.contains(secret)), "{facts:?}");
    }
    assert!(
        episodes.iter().any(|t| t.contains("[password]")),
        "{episodes:?}"
    );
    assert!(
        episodes.iter().any(|t| t.contains("[card number]")),
        "{episodes:?}"
    );
}

/// An extractor with a bug.
struct Panics;

impl Extractor for Panics {
    fn extract(&self, _turn: &TurnInput<'_>) -> Vec<Proposal> {
        panic!("a rule with a bug")
    }
    fn name(&self) -> &'static str {
        "panics"
    }
}

#[test]
fn a_fault_in_the_extractor_never_fails_an_acknowledged_turn() {
    let memory = Memory::builder().extractor(Arc::new(Panics)).build();
    let u = user(&memory, "bo");
    let s = u.new_session().unwrap();
    let report = s
        .observe_final(FinalTurn::user("I live in Tromsø", day(0)))
        .unwrap();
    assert!(report.proposals.is_empty());
    assert_eq!(u.episodes().unwrap().len(), 1);
    let context = s.recall(&RecallRequest::new("Tromsø"));
    assert_eq!(context.evidence.len(), 1, "the turn is recalled verbatim");
}

#[test]
fn a_session_left_unfinished_becomes_facts_once_it_has_been_idle() {
    let clock = Arc::new(ManualClock::new(day(0)));
    let memory = Memory::builder().clock(clock.clone()).build();
    let u = user(&memory, "noor");
    let s = u.new_session().unwrap();
    s.observe_final(FinalTurn::user("I live in Bristol these days", day(0)))
        .unwrap();
    drop(s); // the call dropped: no finish
    assert!(u.facts().is_empty());
    let idle = chrono::Duration::minutes(30);
    assert_eq!(memory.seal_idle(idle).unwrap(), 0, "not idle long enough");
    clock.advance_ms(31 * 60 * 1000);
    assert_eq!(memory.seal_idle(idle).unwrap(), 1);
    assert!(u.facts().iter().any(|f| f.statement.contains("Bristol")));
    assert_eq!(memory.seal_idle(idle).unwrap(), 0, "sealed once");
}

#[test]
fn a_fact_remembered_through_the_tool_is_stamped_by_the_engines_clock() {
    let at = Utc.with_ymd_and_hms(2031, 5, 17, 12, 0, 0).unwrap();
    let memory = Memory::builder()
        .clock(Arc::new(ManualClock::new(at)))
        .build();
    let u = user(&memory, "ines");
    let s = u.new_session().unwrap();
    let answer = memoir_engine::tools::dispatch(
        &s,
        "manage_memory",
        &serde_json::json!({ "action": "remember", "text": "I keep bees on the allotment" }),
    );
    assert_eq!(answer["status"], "remembered", "{answer}");
    s.finish().unwrap();
    let facts = u.facts();
    assert!(!facts.is_empty());
    for f in facts {
        assert_eq!(f.first_seen, at, "{}", f.statement);
    }
}

/// An embedder that counts what it is asked, local or "remote".
struct Counting {
    remote: bool,
    asked: std::sync::atomic::AtomicUsize,
}

impl memoir_engine::Embedder for Counting {
    fn model(&self) -> &str {
        "counting"
    }

    fn dimension(&self) -> usize {
        2
    }

    fn embed(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>, memoir_engine::EmbedError> {
        self.asked
            .fetch_add(texts.len(), std::sync::atomic::Ordering::SeqCst);
        Ok(texts.iter().map(|_| vec![1.0, 0.0]).collect())
    }

    fn remote(&self) -> bool {
        self.remote
    }
}

#[test]
fn recall_outside_a_session_never_asks_a_remote_embedder_but_asks_a_local_one() {
    for remote in [true, false] {
        let embedder = Arc::new(Counting {
            remote,
            asked: Default::default(),
        });
        let memory = Memory::builder()
            .store(Arc::new(MemoryStore::new()))
            .embedder(embedder.clone())
            .build();
        let u = user(&memory, "rui");
        converse(&u, day(0), &["I live in Porto"]);
        let before = embedder.asked.load(std::sync::atomic::Ordering::SeqCst);
        assert!(before > 0, "turns are embedded at ingestion");
        let context = u.recall(&RecallRequest::new("where does the user live"));
        assert!(statements(&context).iter().any(|s| s.contains("Porto")));
        let after = embedder.asked.load(std::sync::atomic::Ordering::SeqCst);
        assert_eq!(after > before, !remote, "remote: {remote}");
    }
}

/// A "model" that says a change replaces whatever earlier statement holds
/// `word`, and also offers advice no one asked for.
struct Replaces {
    word: &'static str,
    asked: std::sync::Mutex<Vec<memoir_engine::Ambiguity>>,
}

impl memoir_engine::Consolidator for Replaces {
    fn resolve(&self, items: &[memoir_engine::Ambiguity]) -> Vec<memoir_engine::Resolution> {
        self.asked.lock().unwrap().extend(items.iter().cloned());
        let mut out: Vec<memoir_engine::Resolution> = items
            .iter()
            .enumerate()
            .map(|(item, a)| memoir_engine::Resolution {
                item,
                attribute: Some("no_such_attribute".into()),
                replaces: a
                    .earlier
                    .iter()
                    .filter(|(_, s)| s.contains(self.word))
                    .map(|(id, _)| id.clone())
                    .chain([memoir_core::FactId::new("f-never-shown").unwrap()])
                    .collect(),
            })
            .collect();
        out.push(memoir_engine::Resolution {
            item: 99,
            ..Default::default()
        });
        out
    }

    fn name(&self) -> &'static str {
        "replaces"
    }
}

#[test]
fn a_consolidator_at_finish_settles_what_a_change_replaces_and_bad_advice_is_ignored() {
    let lines = [
        &[
            "I usually have a glass of white wine with dinner",
            "I cycle to work",
        ][..],
        &["I'm on the red these days"][..],
    ];
    // The rules alone: no word in common, so the white wine stays.
    let plain = Memory::in_memory();
    let u = user(&plain, "ines");
    converse(&u, day(0), lines[0]);
    converse(&u, day(30), lines[1]);
    assert!(current(&u, day(31))
        .iter()
        .any(|s| s.contains("white wine")));

    let consolidator = Arc::new(Replaces {
        word: "white",
        asked: Default::default(),
    });
    let advised = Memory::builder()
        .store(Arc::new(MemoryStore::new()))
        .consolidator(consolidator.clone())
        .build();
    let u = user(&advised, "ines");
    converse(&u, day(0), lines[0]);
    converse(&u, day(30), lines[1]);
    let now = current(&u, day(31));
    assert!(!now.iter().any(|s| s.contains("white wine")), "{now:?}");
    assert!(now.iter().any(|s| s.contains("red")), "{now:?}");
    assert!(now.iter().any(|s| s.contains("cycles")), "{now:?}");
    let asked = consolidator.asked.lock().unwrap();
    assert_eq!(asked.len(), 1, "only the change was asked about");
    assert_eq!(asked[0].earlier.len(), 2);
}

#[test]
fn an_explained_recall_is_the_recall_with_each_items_score_in_parts() {
    let memory = Memory::in_memory();
    let u = user(&memory, "noor");
    converse(
        &u,
        day(0),
        &[
            "I'm a pharmacist at the hospital in town",
            "my sister Ana plays the cello",
        ],
    );
    let request = RecallRequest::new("what does Ana play");
    let plain = u.recall(&request);
    let explained = u.explain_recall(&request);
    // The same context recall gives, and the text the model would read.
    assert_eq!(explained.context, plain);
    assert_eq!(explained.rendered, plain.render());
    assert!(explained.plan.terms.iter().any(|t| t.contains("ana")));
    // One reason per served item, in the context's order.
    assert_eq!(explained.facts.len(), plain.facts.len());
    assert_eq!(explained.evidence.len(), plain.evidence.len());
    let cello = &explained.facts[0];
    assert!(plain.facts[0].statement.contains("cello"));
    assert_eq!(cello.id, plain.facts[0].id);
    let words = cello.lexical.as_ref().expect("the fact holds a query word");
    assert!(words.terms.iter().any(|t| t.term.contains("ana")));
    assert!(words.terms.iter().all(|t| t.contribution > 0.0));
    // Matched words plus what turns lent make up the search score.
    let parts = words.score * cello.attribute_boost + cello.lent_by_turns;
    assert!(
        (parts - cello.score).abs() < 1e-4,
        "{parts} vs {}",
        cello.score
    );
    let turn = &explained.evidence[0];
    assert!(turn.lexical.is_some());
    // No model here: nothing was compared in meaning.
    assert!(!explained.dense && turn.cosine.is_none());
}

#[test]
fn a_relative_moved_by_the_speaker_no_longer_lives_where_they_did() {
    for (before, moved, gone, now_in) in [
        (
            "My dad lives by himself in Whitby",
            "We had to move my dad into a home in Scarborough after his fall",
            "Whitby",
            "Scarborough",
        ),
        (
            "Gran's still in her own house in Tenby",
            "We've decided to move Gran into sheltered housing in Carmarthen",
            "Tenby",
            "Carmarthen",
        ),
        (
            "My mum lives on her own in Buxton",
            "I managed to get Mum into a care home in Leek, nearer to me",
            "Buxton",
            "Leek",
        ),
    ] {
        assert_changed(before, moved, 60, gone, now_in);
    }
}

#[test]
fn the_keys_to_a_new_home_say_where_the_speaker_lives_now() {
    for (before, keys, gone, now_in) in [
        (
            "I rent a room in a houseshare in Fishponds",
            "Picked up the keys to a studio in Bedminster on Friday, so that's me moved",
            "Fishponds",
            "Bedminster",
        ),
        (
            "We live in a flat above a chippy in Morley",
            "We finally got the keys to a three-bed in Pudsey",
            "Morley",
            "Pudsey",
        ),
        (
            "I'm in a bedsit in Splott",
            "Got the keys to a little terrace in Canton yesterday",
            "Splott",
            "Canton",
        ),
    ] {
        assert_changed(before, keys, 60, gone, now_in);
    }
}

#[test]
fn a_count_a_place_or_a_bare_verb_answering_a_question_replaces_the_old_value() {
    for (before, question, answer, gone, kept) in [
        (
            "We've got two guinea pigs, Fudge and Toffee",
            "How many guinea pigs have you got now?",
            "Four! Fudge had babies.",
            "two guinea pigs",
            "four guinea pigs",
        ),
        (
            "I live in a shared house in Selly Oak",
            "Where are you living these days?",
            "Harborne, got a flat with my girlfriend.",
            "Selly Oak",
            "Harborne",
        ),
        (
            "I'm doing Slimming World with my sister",
            "Are you still doing slimming world?",
            "Packed it in after Christmas, too many rules.",
            "doing Slimming World",
            "packed in",
        ),
    ] {
        let memory = Memory::in_memory();
        let u = user(&memory, "jordan");
        converse(&u, day(0), &[before]);
        answered(&u, day(40), question, answer);
        let now = current(&u, day(41));
        assert!(now.iter().all(|s| !s.contains(gone)), "{answer}: {now:?}");
        assert!(
            now.iter()
                .any(|s| s.to_lowercase().contains(&kept.to_lowercase())),
            "{answer}: {now:?}"
        );
    }
}

#[test]
fn a_name_given_when_the_assistant_asks_for_it_is_kept_with_the_one_named() {
    for (said, question, answer, named) in [
        (
            "I've been on a couple of dates with someone from the running club",
            "Ooh! What's her name?",
            "Her name's Carys, she's a midwife.",
            "someone called Carys",
        ),
        (
            "My daughter's got a new boyfriend",
            "What's he called?",
            "Tomasz, he seems sweet.",
            "boyfriend called Tomasz",
        ),
        (
            "We've just adopted a kitten",
            "Lovely, what are you calling it?",
            "Pickle.",
            "kitten called Pickle",
        ),
    ] {
        let memory = Memory::in_memory();
        let u = user(&memory, "jordan");
        told_then_answered(&u, day(0), said, question, answer);
        let now = current(&u, day(1));
        assert!(now.iter().any(|s| s.contains(named)), "{answer}: {now:?}");
    }
}

#[test]
fn someone_named_who_has_left_for_good_takes_what_was_said_with_their_name() {
    for (before, gone_said, gone) in [
        (
            "We've got a lodger, a nurse called Precious",
            "Precious has moved out, she got a flat near the hospital",
            "lodger",
        ),
        (
            "I do the crossword with my neighbour Stan every morning",
            "Stan passed away in the spring, I still do the crossword though",
            "with their neighbour Stan",
        ),
        (
            "I share a flat with a lad called Oisin",
            "Oisin's moved away, he's gone back to Galway",
            "share a flat",
        ),
    ] {
        assert_changed(before, gone_said, 60, gone, "");
    }
}

#[test]
fn a_past_said_with_used_to_leaves_the_present_value_current() {
    for (now_said, past_said, kept) in [
        (
            "I live in Swansea",
            "I used to live in Bristol years ago, miss the food there",
            "Swansea",
        ),
        (
            "I work as a paramedic",
            "I used to be a lifeguard when I was at uni",
            "paramedic",
        ),
        (
            "We drive a Skoda Octavia",
            "We used to have a Land Rover when the kids were small",
            "Skoda",
        ),
    ] {
        let memory = Memory::in_memory();
        let u = user(&memory, "jordan");
        converse(&u, day(0), &[now_said]);
        converse(&u, day(30), &[past_said]);
        let now = current(&u, day(31));
        assert!(now.iter().any(|s| s.contains(kept)), "{past_said}: {now:?}");
    }
}

#[test]
fn a_named_plan_pushed_back_takes_its_new_date() {
    for (plan, moved, old_date, new_date) in [
        (
            "We're going to Madeira in April",
            "Madeira's been pushed back to October, work got in the way",
            "in April",
            "October",
        ),
        (
            "My interview at Arup is on the 3rd",
            "Arup's been rescheduled to the 10th",
            "on the 3rd",
            "10th",
        ),
        (
            "The Lisbon trip is in May",
            "Lisbon's been put back to September",
            "in May",
            "September",
        ),
    ] {
        assert_changed(plan, moved, 20, old_date, new_date);
    }
}

#[test]
fn a_relatives_plan_moved_by_them_takes_its_new_date() {
    for (plan, moved, old_date, new_date) in [
        (
            "My sister's wedding is on the 12th of July",
            "They've pushed the wedding to September, the venue double booked",
            "12th of July",
            "September",
        ),
        (
            "My dad's operation is on the 3rd of May",
            "The hospital have moved the operation to June",
            "3rd of May",
            "June",
        ),
        (
            "My son's recital is on the 14th",
            "They've had to push the recital back to the 21st",
            "on the 14th",
            "21st",
        ),
    ] {
        assert_changed(plan, moved, 20, old_date, new_date);
    }
}

#[test]
fn a_value_told_wrongly_before_is_put_right_whatever_the_clause_said_of_it() {
    for (before, put_right, wrong, right) in [
        (
            "My son is 7",
            "I told you my son was 7 but he's actually 8",
            "is 7",
            "8",
        ),
        (
            "Our flat is on floor 3",
            "I think I said the flat was on floor 3, but it's actually floor 5",
            "floor 3",
            "floor 5",
        ),
        (
            "My mum's in Kendal",
            "I mentioned Mum is in Kendal, but she's actually in Ulverston",
            "Kendal",
            "Ulverston",
        ),
    ] {
        assert_changed(before, put_right, 7, wrong, right);
    }
}

#[test]
fn a_course_or_treatment_that_finished_is_no_longer_current() {
    for (doing, finished, word) in [
        (
            "I'm doing an evening course in Italian at the college",
            "The Italian course finished in June, I passed the exam",
            "evening course",
        ),
        (
            "Mum's having chemo at the Christie",
            "Mum's chemo has finished, thank god",
            "having chemo",
        ),
        (
            "I go to physio twice a week for my knee",
            "My physio came to an end last month, knee's grand",
            "twice a week",
        ),
    ] {
        assert_changed(doing, finished, 90, word, "");
    }
}

#[test]
fn a_number_put_right_as_x_not_y_replaces_the_wrong_one() {
    for (before, put_right, wrong, right) in [
        (
            "My address is 14 Oak Road",
            "Oops, it's 41 Oak Road, not 14",
            "14 Oak",
            "41 Oak Road",
        ),
        (
            "Our flat is number 72",
            "Sorry, the flat is 27, not 72",
            "72",
            "27",
        ),
        (
            "My daughter is 16",
            "She's 15 not 16, I keep forgetting",
            "16",
            "15",
        ),
    ] {
        assert_changed(before, put_right, 1, wrong, right);
    }
}

#[test]
fn a_thing_not_renewed_or_a_whole_category_given_up_ends_what_it_names() {
    for (before, ended, word) in [
        (
            "I'm a season ticket holder at Tynecastle",
            "I didn't renew the season ticket this year, too dear",
            "season ticket holder",
        ),
        (
            "I like a glass of red most nights",
            "I've been off the booze since January",
            "glass of red",
        ),
        (
            "We're members of the National Trust",
            "We let the National Trust membership lapse",
            "members of the National Trust",
        ),
    ] {
        assert_changed(before, ended, 60, word, "");
    }
}

#[test]
fn a_phone_number_by_its_shape_an_emigration_or_make_that_replaces_the_old_value() {
    for (first, then, gone, kept) in [
        (
            "My mobile is 07700 900 461",
            "New number, lost my old phone, it's 07700 900 872 now",
            "900 461",
            "872",
        ),
        (
            "My son lives in Glasgow, works in IT",
            "My son's emigrated to Wellington, got a job with a bank",
            "Glasgow",
            "Wellington",
        ),
        (
            "We've got two grandchildren",
            "Make that three grandchildren, our Lucy had a boy",
            "two grandchildren",
            "three grandchildren",
        ),
    ] {
        assert_changed(first, then, 30, gone, kept);
    }
}

#[test]
fn sharing_a_home_is_where_one_lives_and_living_alone_replaces_it() {
    for (first, then, gone) in [
        (
            "I share a flat in Leith with two friends",
            "Both my flatmates moved out so I'm living on my own now",
            "two friends",
        ),
        (
            "We share a house in Fallowfield with four other students",
            "We've moved into a place of our own in Levenshulme",
            "four other students",
        ),
        (
            "I share a room with my sister at Mum's",
            "I've got a studio in Hove now, all mine",
            "with my sister",
        ),
    ] {
        assert_changed(first, then, 30, gone, "");
    }
}

#[test]
fn a_kind_given_when_the_assistant_asks_is_kept_with_the_thing_named() {
    for (said, question, answer, kept) in [
        (
            "We're getting a puppy next month",
            "Exciting! What breed?",
            "A cockapoo, she's coming from a farm in Devon.",
            "(a cockapoo)",
        ),
        (
            "I've just bought a new bike",
            "Nice, what make?",
            "A Brompton, it folds up for the train.",
            "(a Brompton)",
        ),
        (
            "My partner made me a cake for my birthday",
            "What flavour?",
            "A coffee and walnut one!",
            "(a coffee and walnut",
        ),
    ] {
        let memory = Memory::in_memory();
        let u = user(&memory, "jordan");
        told_then_answered(&u, day(0), said, question, answer);
        let now = current(&u, day(1));
        assert!(now.iter().any(|s| s.contains(kept)), "{answer}: {now:?}");
    }
}

#[test]
fn a_medicine_switched_a_body_part_healed_or_a_rent_put_up_replaces_what_was_said() {
    for (first, then, gone, kept) in [
        (
            "I'm on fluoxetine for my mood",
            "They've moved me onto venlafaxine, the fluoxetine did nothing",
            "on fluoxetine for my mood",
            "venlafaxine",
        ),
        (
            "Broke my ankle skiing, I'm in a cast for six weeks",
            "My ankle's loads better now, cast came off on Monday",
            "in a cast",
            "",
        ),
        (
            "Our rent is 780 a month",
            "The landlord's upped the rent to 850 from June",
            "780",
            "850",
        ),
    ] {
        assert_changed(first, then, 40, gone, kept);
    }
}

#[test]
fn a_hobby_let_go_a_move_said_as_upping_sticks_or_caffeine_given_up_ends_the_old() {
    for (first, then, gone, kept) in [
        (
            "I go to life drawing on Monday evenings",
            "I've let the life drawing go, Mondays are too busy now",
            "life drawing on Monday evenings",
            "",
        ),
        (
            "My parents live in Luton",
            "Mum and Dad have upped sticks to Whitby, they love the sea",
            "live in Luton",
            "Whitby",
        ),
        (
            "I have a flat white every morning on the way in",
            "I'm off caffeine altogether, my GP said it would help my sleep",
            "flat white every morning",
            "",
        ),
    ] {
        assert_changed(first, then, 40, gone, kept);
    }
}

#[test]
fn a_statement_ending_with_an_aside_to_the_listener_is_kept() {
    for said in [
        "I'm allergic to ibuprofen, just so you know.",
        "My partner's name is Dev, for the record.",
        "I'm 41, in case you were wondering.",
    ] {
        let memory = Memory::in_memory();
        let u = user(&memory, "jordan");
        converse(&u, day(0), &[said]);
        let now = current(&u, day(1));
        assert!(!now.is_empty(), "{said}: {now:?}");
        assert!(
            now.iter().all(|s| !s.contains("you know")),
            "{said}: {now:?}"
        );
    }
}

#[test]
fn office_days_or_the_time_of_an_outing_said_anew_replace_the_old_pattern() {
    for (first, then, gone, kept) in [
        (
            "I work from home Mondays and Tuesdays, office the rest of the week",
            "They've changed it, I'm in the office two days a week now, Wednesday and Thursday",
            "Mondays and Tuesdays",
            "Wednesday",
        ),
        (
            "I go to the pool at 7am before work",
            "I've started going at lunchtime instead, it's emptier",
            "7am",
            "lunchtime",
        ),
        (
            "I do the food shop at 9am on Saturdays",
            "These days I go in the evening after work, much quieter",
            "9am",
            "evening",
        ),
    ] {
        assert_changed(first, then, 40, gone, kept);
    }
}

#[test]
fn a_thing_described_in_a_sentence_of_its_own_is_kept_with_the_news_before() {
    for (said, named) in [
        ("My brother had his baby! A little boy called Otis.", "Otis"),
        (
            "We've adopted a dog. A greyhound named Mabel, very shy.",
            "Mabel",
        ),
        (
            "Finally bought a car. A second-hand Honda Jazz.",
            "Honda Jazz",
        ),
    ] {
        let memory = Memory::in_memory();
        let u = user(&memory, "jordan");
        converse(&u, day(0), &[said]);
        let now = current(&u, day(1));
        assert!(now.iter().any(|s| s.contains(named)), "{said}: {now:?}");
    }
}

#[test]
fn a_degree_finished_a_couple_parted_or_a_new_target_ends_what_held_before() {
    for (first, then, gone, kept) in [
        (
            "I'm in my second year of a history degree at York",
            "I graduated in the summer and I'm teaching English in Seoul now",
            "second year of a history degree",
            "Seoul",
        ),
        (
            "My girlfriend Rhian and I have been together since school",
            "Rhian and I called it a day in January, it was mutual",
            "together since school",
            "",
        ),
        (
            "My target is a sub-50 10k this year",
            "Smashed the 10k in 48! New target's a sub-2 hour half",
            "sub-50 10k",
            "sub-2",
        ),
    ] {
        assert_changed(first, then, 40, gone, kept);
    }
}

#[test]
fn someone_who_has_left_a_named_employer_no_longer_works_there() {
    for (first, then, gone) in [
        (
            "My brother Kwame is an analyst at Deloitte",
            "Kwame's left Deloitte, he's gone freelance",
            "analyst at Deloitte",
        ),
        (
            "My aunt Jo works on the tills at Sainsbury's",
            "Jo has left Sainsbury's after twenty years",
            "tills at Sainsbury's",
        ),
        (
            "I'm a paralegal at Irwin Mitchell",
            "I've left Irwin Mitchell, I start at a smaller firm in May",
            "paralegal at Irwin Mitchell",
        ),
    ] {
        assert_changed(first, then, 40, gone, "");
    }
}

#[test]
fn a_treatment_finished_an_allergy_outgrown_or_a_count_cut_to_one_replaces_the_old() {
    for (first, then, gone, kept) in [
        (
            "I see a counsellor every Thursday afternoon",
            "I finished counselling in March, I'm doing much better",
            "every Thursday afternoon",
            "",
        ),
        (
            "I'm allergic to peanuts, carry an EpiPen",
            "Turns out I'm not allergic to peanuts anymore, apparently kids can outgrow it",
            "carry an EpiPen",
            "",
        ),
        (
            "I drink four coffees a day",
            "Cut back hard, it's only the one coffee now",
            "four coffees",
            "one coffee",
        ),
    ] {
        assert_changed(first, then, 40, gone, kept);
    }
}

#[test]
fn texting_without_apostrophes_or_with_short_forms_is_read_as_written() {
    for (first, then, gone, kept) in [
        (
            "im doing french, history and art for gcses",
            "dropped art lol, its just french and history now",
            "history and art",
            "french and history",
        ),
        (
            "im in leeds atm w my bf, renting a flat in headingley",
            "me n my bf split up so ive moved back to mums in york",
            "renting a flat in headingley",
            "york",
        ),
        (
            "ive got a saturday job at Boots",
            "quit Boots tbh, doing admin for a garage now",
            "saturday job at Boots",
            "garage",
        ),
    ] {
        assert_changed(first, then, 40, gone, kept);
    }
}

#[test]
fn a_name_set_off_with_whose_it_is_and_deeds_after_commas_are_each_kept() {
    for (said, expected) in [
        (
            "Ravi, that's my husband, has just retrained as a plumber",
            "husband Ravi",
        ),
        (
            "Nell, who's my best friend, has moved to Lisbon",
            "best friend Nell",
        ),
        (
            "I have joined Capgemini as a tester, shifted to Bengaluru also",
            "shifted to Bengaluru",
        ),
    ] {
        let memory = Memory::in_memory();
        let u = user(&memory, "jordan");
        converse(&u, day(0), &[said]);
        let now = current(&u, day(1));
        assert!(now.iter().any(|s| s.contains(expected)), "{said}: {now:?}");
    }
}

#[test]
fn a_town_named_when_asked_which_city_is_where_the_user_lives_until_they_move() {
    for (question, answer, then, gone, kept) in [
        (
            "Which city are you based in?",
            "Glasgow, out in the West End.",
            "We've moved to Stirling, cheaper and greener",
            "Glasgow",
            "Stirling",
        ),
        (
            "Which town are you living in these days?",
            "Kendal, for the moment.",
            "I've moved down to Lancaster for the new job",
            "Kendal",
            "Lancaster",
        ),
        (
            "Which part of London are you in?",
            "Peckham.",
            "We've relocated to Margate, the commute's fine",
            "Peckham",
            "Margate",
        ),
    ] {
        let memory = Memory::in_memory();
        let u = user(&memory, "jordan");
        answered(&u, day(0), question, answer);
        let before = current(&u, day(1));
        assert!(
            before.iter().any(|s| s.contains(gone)),
            "{answer}: {before:?}"
        );
        converse(&u, day(30), &[then]);
        let now = current(&u, day(31));
        assert!(now.iter().all(|s| !s.contains(gone)), "{then}: {now:?}");
        assert!(now.iter().any(|s| s.contains(kept)), "{then}: {now:?}");
    }
}

#[test]
fn making_up_a_trip_come_back_from_or_a_name_taken_ends_what_it_settles() {
    for (first, then, gone, kept) in [
        (
            "I'm not talking to my brother Sunil after the row at Christmas",
            "Sunil and I have made up, he came round with a bottle of wine",
            "not talking",
            "",
        ),
        (
            "We're flying to Montreal in March for my cousin's wedding",
            "Back from Montreal! The wedding was gorgeous",
            "flying to Montreal",
            "",
        ),
        (
            "My surname is Kowalski",
            "I've taken my wife's name, so I'm Piotr Evans now",
            "Kowalski",
            "Evans",
        ),
    ] {
        assert_changed(first, then, 40, gone, kept);
    }
}

#[test]
fn a_second_car_or_a_retirement_in_passing_is_read_for_what_it_is() {
    // One more is kept beside the first.
    let memory = Memory::in_memory();
    let u = user(&memory, "jordan");
    converse(&u, day(0), &["We drive a Toyota Yaris"]);
    converse(
        &u,
        day(30),
        &["We've got a second car as well, an old Land Rover for the farm"],
    );
    let now = current(&u, day(31));
    assert!(now.iter().any(|s| s.contains("Yaris")), "{now:?}");
    assert!(now.iter().any(|s| s.contains("Land Rover")), "{now:?}");
    // A retirement said after a comma ends the job.
    assert_changed(
        "I'm a postman in Ayr",
        "Handed back the bag, retired in June, loving it",
        40,
        "postman in Ayr",
        "",
    );
    assert_changed(
        "I work as a dental nurse",
        "Finally retired last month, thirty years",
        40,
        "dental nurse",
        "",
    );
}

#[test]
fn hours_cut_a_pet_rehomed_or_a_wait_ended_replaces_what_held_before() {
    for (first, then, gone, kept) in [
        (
            "I work full time at the library, 37 hours",
            "I've gone part-time at the library since the baby, three days",
            "full time",
            "part-time",
        ),
        (
            "We've got a collie called Rocket, he's mad",
            "We had to rehome Rocket, he needed a farm",
            "collie called Rocket",
            "",
        ),
        (
            "I'm on the waiting list for a council flat",
            "Got the council flat! Moving in next month",
            "waiting list",
            "",
        ),
    ] {
        assert_changed(first, then, 40, gone, kept);
    }
}

#[test]
fn a_remortgage_a_new_landlord_or_a_holiday_home_is_read_for_what_it_is() {
    for (first, then, gone, kept) in [
        (
            "Our mortgage is fixed at 2.1% till the autumn",
            "We've remortgaged at 4.9%, five-year fix this time",
            "2.1%",
            "4.9%",
        ),
        (
            "My landlord's a bloke called Terry, lives in Spain",
            "Terry sold up, my landlord is now a firm called Castlegate Homes",
            "called Terry",
            "Castlegate",
        ),
    ] {
        assert_changed(first, then, 40, gone, kept);
    }
    // A holiday home is not where one lives.
    let memory = Memory::in_memory();
    let u = user(&memory, "jordan");
    converse(&u, day(0), &["We live in Derby"]);
    converse(
        &u,
        day(30),
        &["We've bought a holiday cottage in Cornwall, we'll rent it out in summer"],
    );
    let now = current(&u, day(31));
    assert!(now.iter().any(|s| s.contains("Derby")), "{now:?}");
}

#[test]
fn a_turn_that_opens_by_putting_right_a_value_just_said_replaces_it() {
    for (said, echoed, put_right, gone, kept) in [
        (
            "My driving test is on Wednesday.",
            "Wednesday, fingers crossed.",
            "No sorry, Thursday - Wednesday's the dentist.",
            "on Wednesday",
            "Thursday",
        ),
        (
            "We're meeting in Ripon on Saturday.",
            "Ripon, nice.",
            "Oops, no, Harrogate.",
            "in Ripon",
            "Harrogate",
        ),
        (
            "The party's on the 12th.",
            "The 12th, got it.",
            "Sorry, the 21st - I always mix those up.",
            "the 12th",
            "21st",
        ),
    ] {
        let memory = Memory::in_memory();
        let u = user(&memory, "jordan");
        let s = u.new_session().unwrap();
        s.observe_final(FinalTurn::user(said, day(0))).unwrap();
        s.observe_final(FinalTurn::assistant(echoed, day(0) + Duration::seconds(5)))
            .unwrap();
        s.observe_final(FinalTurn::user(put_right, day(0) + Duration::seconds(10)))
            .unwrap();
        s.finish().unwrap();
        let now = current(&u, day(1));
        assert!(
            now.iter().all(|s| !s.contains(gone)),
            "{put_right}: {now:?}"
        );
        assert!(now.iter().any(|s| s.contains(kept)), "{put_right}: {now:?}");
    }
}

#[test]
fn a_move_a_new_job_a_new_school_or_a_new_way_in_replaces_the_old_one() {
    for (first, then, gone, kept) in [
        (
            "My brother Sami works at Lloyds in Leeds.",
            "Quick news on the Sami front: he's teaching chemistry at a sixth form college now.",
            "works at Lloyds",
            "chemistry",
        ),
        (
            "My parents live in Derby.",
            "Mum and Dad have retired out to Cyprus, a flat near Paphos.",
            "live in Derby",
            "Cyprus",
        ),
        (
            "I get the bus to work, it takes ages.",
            "I bought a bike, I ride in via the river path now.",
            "bus to work",
            "via the river path",
        ),
        (
            "Leo's at Brookside primary, in year five.",
            "Leo's in year seven now, at Kingsmead Academy.",
            "Brookside",
            "Kingsmead",
        ),
    ] {
        assert_changed(first, then, 30, gone, kept);
    }
}

#[test]
fn a_new_name_a_first_value_or_a_new_place_of_work_replaces_what_was_said() {
    for (first, then, gone, kept) in [
        (
            "Our rabbit is called Clover.",
            "My son renamed the rabbit Thumper, and it stuck.",
            "called Clover",
            "Thumper",
        ),
        (
            "I'm not on any medication at the moment.",
            "so the GP says I'm on blood pressure tablets now?",
            "any medication",
            "blood pressure",
        ),
        (
            "I don't have any pets, the landlord won't allow it.",
            "New landlord said yes, so we've got a cat now, a ginger boy called Rusty.",
            "any pets",
            "Rusty",
        ),
        (
            "I'm in the office in Reading every day of the week.",
            "We went completely remote after the merger, so I'm at my desk in the loft now.",
            "office in Reading",
            "loft",
        ),
    ] {
        assert_changed(first, then, 30, gone, kept);
    }
}

#[test]
fn a_new_count_a_date_put_right_a_diet_followed_or_a_new_drink_replaces_the_old() {
    for (first, then, gone, kept) in [
        (
            "My sister Bea has one son, Otis.",
            "Bea's just had another baby so she's got two now, both boys.",
            "has one son",
            "two sons",
        ),
        (
            "Our viewing is on the 8th of March.",
            "Sorry, I said the 8th of March for the viewing but it's the 10th.",
            "8th of March",
            "10th",
        ),
        (
            "I'm a proper meat eater, burgers every week.",
            "My flatmate's vegan so I've gone vegan too, six weeks in.",
            "meat eater",
            "vegan",
        ),
        (
            "I drink four lattes a day at work.",
            "Doctor said to cut the caffeine, so it's decaf for me now.",
            "four lattes",
            "decaf",
        ),
    ] {
        assert_changed(first, then, 30, gone, kept);
    }
}

#[test]
fn a_trip_spoken_of_in_the_past_a_diagnosis_a_bigger_team_or_a_moved_bedtime_replaces_the_old() {
    for (first, then, gone, kept) in [
        (
            "We're flying to Crete at the end of May.",
            "Crete was heaven, we're eyeing up Sicily for the autumn.",
            "flying to Crete",
            "Sicily",
        ),
        (
            "I'm fit as a fiddle, never been to the doctor in years.",
            "Turns out I've got asthma, the nurse diagnosed it last week.",
            "fit as a fiddle",
            "asthma",
        ),
        (
            "I lead a small team of three designers.",
            "We merged with the web team, so there are nine people under me now.",
            "team of three",
            "nine people",
        ),
        (
            "Our son Rory goes to bed at half six.",
            "We've moved Rory's bedtime to seven since he turned five.",
            "half six",
            "seven",
        ),
        (
            "We pay for Spotify and Audible.",
            "Cancelled Audible, I never finished a book anyway.",
            "Spotify and Audible",
            "Spotify",
        ),
    ] {
        assert_changed(first, then, 30, gone, kept);
    }
}

#[test]
fn a_transfer_fewer_office_days_or_a_neighbour_gone_replaces_what_was_said() {
    for (first, then, gone, kept) in [
        (
            "I am working in TCS, Kolkata campus.",
            "I got transfer to Noida office, joining next month.",
            "Kolkata campus",
            "Noida",
        ),
        (
            "I'm in the office every day, Monday to Friday.",
            "They've gone hybrid, so I go in on Wednesdays only.",
            "Monday to Friday",
            "Wednesdays",
        ),
        (
            "Our lodger Piotr pays rent monthly.",
            "Piotr's moved into a retirement flat near his daughter.",
            "lodger Piotr pays",
            "",
        ),
    ] {
        assert_changed(first, then, 30, gone, kept);
    }
}

#[test]
fn a_new_dose_a_new_career_a_return_home_a_new_provider_or_a_date_got_wrong_replaces_the_old() {
    for (first, then, gone, kept) in [
        (
            "I'm on 20mg of citalopram.",
            "My GP's bumped me up to 40mg this month.",
            "20mg",
            "40mg",
        ),
        (
            "My brother Callum is a paramedic in Derby.",
            "Callum's gone into teaching, he starts his training in September.",
            "paramedic in Derby",
            "teaching",
        ),
        (
            "My daughter Freya lives in Bristol with her boyfriend.",
            "Freya's moved back home with us after the break-up.",
            "lives in Bristol",
            "moved back home",
        ),
        (
            "Our internet is with BT, it drops out every evening.",
            "We've switched to Hyperoptic, the wifi's so much faster.",
            "with BT",
            "Hyperoptic",
        ),
    ] {
        assert_changed(first, then, 30, gone, kept);
    }
    // Later in the same session, with other talk in between.
    let memory = Memory::in_memory();
    let u = user(&memory, "jordan");
    converse(
        &u,
        day(0),
        &[
            "My train to York is at 9:15 on Friday.",
            "I'm meeting my old flatmate Dev there.",
            "I had the time wrong earlier, the train's at 10:15.",
        ],
    );
    let now = current(&u, day(1));
    assert!(now.iter().all(|s| !s.contains("9:15")), "{now:?}");
    assert!(now.iter().any(|s| s.contains("10:15")), "{now:?}");
}

#[test]
fn a_theft_a_discharge_a_birth_or_the_thing_moved_instead_replaces_what_was_said() {
    for (first, then, gone, kept) in [
        (
            "I cycle everywhere on my Brompton.",
            "Somebody pinched my Brompton outside Tesco, I'm borrowing my brother's bike.",
            "on my Brompton",
            "",
        ),
        (
            "Dad's in hospital after his fall.",
            "Dad's out of hospital and back in his own bed.",
            "in hospital after his fall",
            "",
        ),
        (
            "My friend Sade is due in August.",
            "Sade had a baby girl on Tuesday, they've named her Ayo.",
            "due in August",
            "Ayo",
        ),
        (
            "Our party's at the cricket club on the 2nd of August.",
            "The party's at the rugby club instead, the cricket club flooded.",
            "at the cricket club on",
            "rugby club",
        ),
    ] {
        assert_changed(first, then, 30, gone, kept);
    }
}

#[test]
fn a_race_run_a_group_aged_out_of_a_child_by_number_or_a_job_on_qualifying_replaces_the_old() {
    for (first, then, gone, kept) in [
        (
            "I'm training for the Cardiff Half in October.",
            "Ran Cardiff in 1:52, very chuffed.",
            "training for the Cardiff Half",
            "1:52",
        ),
        (
            "I swim with the Otters junior squad.",
            "Aged out of the Otters juniors, so I swim with the masters group now.",
            "Otters junior squad",
            "masters",
        ),
        (
            "We've got two kids, both boys.",
            "Big news, number three arrived on Friday, a girl at last!",
            "two kids",
            "three",
        ),
        (
            "My niece Orla is at college training to be a hairdresser.",
            "Orla's qualified and she works at a salon in Galway.",
            "at college",
            "salon in Galway",
        ),
    ] {
        assert_changed(first, then, 30, gone, kept);
    }
}

#[test]
fn a_medicine_taken_off_a_move_for_a_job_a_texted_move_a_breakup_or_a_value_given_wrong_replaces_the_old(
) {
    for (first, then, gone, kept) in [
        (
            "I take omeprazole before breakfast.",
            "The consultant took me off the omeprazole last week.",
            "omeprazole before breakfast",
            "",
        ),
        (
            "My daughter Nell works at a bank in Leeds.",
            "Nell's moved to Glasgow for a job at the Herald.",
            "bank in Leeds",
            "Herald",
        ),
        (
            "we rent in bermondsey",
            "we moved!! peckham now, bigger kitchen",
            "bermondsey",
            "peckham",
        ),
        (
            "I'm at 9 Elm Road, flat 2.",
            "Sorry, I gave you the wrong flat last time, it's flat 4, 9 Elm Road.",
            "flat 2",
            "flat 4",
        ),
        (
            "My girlfriend is called Tamsin.",
            "Me and Tamsin split up last week, it was mutual.",
            "called Tamsin",
            "",
        ),
        (
            "Our rent is 800 pounds a month.",
            "The rent goes up to 880 pounds from next month.",
            "800 pounds",
            "880",
        ),
    ] {
        assert_changed(first, then, 30, gone, kept);
    }
}

#[test]
fn a_pet_mourned_a_colleague_moved_a_duty_handed_on_or_a_name_said_wrong_replaces_the_old() {
    for (first, then, gone, kept) in [
        (
            "We have a tortoise called Shelby.",
            "RIP Shelby, she was forty-two.",
            "called Shelby",
            "",
        ),
        (
            "My line manager, Colin, is very hands-off.",
            "Colin got moved to a different team, so I report to Bea now.",
            "very hands-off",
            "Bea",
        ),
        (
            "I'm the treasurer of the residents' association.",
            "I've handed the treasurer job over to Nkechi.",
            "treasurer of the residents",
            "",
        ),
        (
            "My niece is called Kaitlyn.",
            "Did I say Kaitlyn? I meant Caitlin, with a C.",
            "Kaitlyn",
            "Caitlin",
        ),
        (
            "Our quiz team meets Wednesday nights at the Plough.",
            "We meet at the Anchor now, still Wednesdays.",
            "the Plough",
            "Anchor",
        ),
    ] {
        assert_changed(first, then, 30, gone, kept);
    }
}

#[test]
fn a_favourite_without_its_kind_a_child_moved_school_a_cause_put_right_or_a_drink_switched_replaces_the_old(
) {
    for (first, then, gone, kept) in [
        (
            "My favourite snack is salted popcorn.",
            "Honestly, pretzels are my favourite these days.",
            "salted popcorn",
            "Pretzels",
        ),
        (
            "Our son Alfie goes to Brookside Infants.",
            "We've moved Alfie to Oak Tree Primary.",
            "Brookside",
            "Oak Tree",
        ),
        (
            "I'm intolerant to lactose.",
            "It's not lactose after all, it's a fructose thing.",
            "lactose",
            "fructose",
        ),
        (
            "I drink about five coffees a day.",
            "I've switched to rooibos, no caffeine at all.",
            "five coffees",
            "rooibos",
        ),
        (
            "I lead a team of six.",
            "My team is ten now.",
            "team of six",
            "ten",
        ),
    ] {
        assert_changed(first, then, 30, gone, kept);
    }
}

#[test]
fn where_a_relative_lives_is_no_answer_to_where_the_user_lives() {
    let memory = Memory::in_memory();
    let u = user(&memory, "morag");
    converse(
        &u,
        day(0),
        &[
            "I live in Glasgow.",
            "My brother lives in Perth.",
            "My husband works at the bank and I'm a paramedic.",
        ],
    );
    let home = statements(&u.recall(&RecallRequest::new("where does the user live")));
    assert!(home.iter().any(|s| s.contains("Glasgow")), "{home:?}");
    assert!(home.iter().all(|s| !s.contains("Perth")), "{home:?}");
    let brother = statements(&u.recall(&RecallRequest::new("where does the user's brother live")));
    assert!(brother.iter().any(|s| s.contains("Perth")), "{brother:?}");
    let work = statements(&u.recall(&RecallRequest::new("what is the user's job")));
    assert!(work.iter().any(|s| s.contains("paramedic")), "{work:?}");
    assert!(work.iter().all(|s| !s.contains("bank")), "{work:?}");
}

/// An embedder that knows one meaning: being unwell.
struct Unwell;

impl memoir_engine::Embedder for Unwell {
    fn model(&self) -> &str {
        "unwell"
    }

    fn dimension(&self) -> usize {
        2
    }

    fn embed(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>, memoir_engine::EmbedError> {
        Ok(texts
            .iter()
            .map(|t| {
                let t = t.to_lowercase();
                if ["sick", "ill", "flu", "unwell"]
                    .iter()
                    .any(|w| t.contains(w))
                {
                    vec![1.0, 0.0]
                } else {
                    vec![0.0, 1.0]
                }
            })
            .collect())
    }
}

#[test]
fn a_memory_of_a_single_turn_is_found_by_meaning() {
    let memory = Memory::builder()
        .store(Arc::new(MemoryStore::new()))
        .embedder(Arc::new(Unwell))
        .build();
    let u = user(&memory, "carys");
    let s = u.new_session().unwrap();
    s.observe_final(FinalTurn::user(
        "I have got the flu, so no work for me.",
        day(0),
    ))
    .unwrap();
    s.finish().unwrap();
    let context = u.recall(&RecallRequest::new("is the user ill"));
    assert!(
        statements(&context).iter().any(|s| s.contains("flu")),
        "{context:?}"
    );
}

#[test]
fn we_broke_up_ends_what_was_said_of_the_partner_named_before() {
    for (partner, parted, name) in [
        (
            "my boyfriend Marco is a chef, he works crazy hours",
            "we actually broke up a couple of months back",
            "Marco",
        ),
        (
            "my wife Sian is a midwife in Bangor",
            "we've separated, it was a long time coming",
            "Sian",
        ),
        (
            "my girlfriend is called Priya, she's lovely",
            "so we split in the spring",
            "Priya",
        ),
    ] {
        let memory = Memory::in_memory();
        let u = user(&memory, "jordan");
        converse(&u, day(0), &[partner]);
        converse(&u, day(60), &[parted]);
        let now = current(&u, day(61));
        assert!(now.iter().all(|s| !s.contains(name)), "{parted}: {now:?}");
    }
}

#[test]
fn someone_moving_in_ends_living_alone_but_not_where() {
    for (alone, moved_in, place) in [
        (
            "I live on my own in Hull",
            "my boyfriend has moved in",
            "Hull",
        ),
        (
            "I live alone, little flat in Walthamstow",
            "big news, Kasia's moved in!",
            "Walthamstow",
        ),
        (
            "it's just me now, I live by myself in Ely",
            "my sister moved in with me in March",
            "Ely",
        ),
    ] {
        let memory = Memory::in_memory();
        let u = user(&memory, "jordan");
        converse(&u, day(0), &[alone]);
        converse(&u, day(30), &[moved_in]);
        let now = current(&u, day(31));
        assert!(
            now.iter().all(|s| !s.contains("alone")
                && !s.contains("on their own")
                && !s.contains("by themself"))
                && now.iter().any(|s| s.contains("moved in with the user"))
                && now.iter().any(|s| s.contains(place)),
            "{moved_in}: {now:?}"
        );
    }
    // Whoever moved in lives alone no more either.
    let memory = Memory::in_memory();
    let u = user(&memory, "jordan");
    converse(&u, day(0), &["my mum's by herself in Bradford"]);
    converse(&u, day(30), &["we've moved Mum in with us"]);
    let now = current(&u, day(31));
    assert!(
        now.iter().all(|s| !s.contains("by herself")) && now.iter().any(|s| s.contains("moved in")),
        "{now:?}"
    );
}

#[test]
fn an_appointment_said_to_have_gone_well_is_no_longer_to_come() {
    for (booked, went, kept) in [
        (
            "I've got my knee operation on the 14th of February",
            "the knee op went fine, I'm on crutches for a bit",
            "went fine",
        ),
        (
            "we've got a viewing on Saturday for a flat in Leith",
            "the viewing went ok",
            "went ok",
        ),
        (
            "my interview at the council is on Monday",
            "my interview went really well",
            "went really well",
        ),
    ] {
        let memory = Memory::in_memory();
        let u = user(&memory, "jordan");
        converse(&u, day(0), &[booked]);
        converse(&u, day(30), &[went]);
        let now = current(&u, day(31));
        assert!(
            now.iter().all(|s| !s.contains("February")
                && !s.contains("Saturday")
                && !s.contains("Monday"))
                && now.iter().any(|s| s.contains(kept)),
            "{went}: {now:?}"
        );
    }
}

#[test]
fn what_was_waited_for_and_is_told_as_done_ends_the_wait_whatever_its_slot() {
    for (wait, done, kept) in [
        (
            "my mum is waiting for a hip replacement",
            "my mum has had her hip done",
            "hip done",
        ),
        (
            "I'm on the waiting list for a council flat",
            "we finally got the council flat in March",
            "got the council flat",
        ),
        (
            "my son has applied for a Saturday job at the garden centre",
            "my son got the Saturday job at the garden centre",
            "got the Saturday job",
        ),
    ] {
        let memory = Memory::in_memory();
        let u = user(&memory, "jordan");
        converse(&u, day(0), &[wait]);
        converse(&u, day(60), &[done]);
        let now = current(&u, day(61));
        assert!(
            now.iter()
                .all(|s| !s.contains("waiting") && !s.contains("applied"))
                && now.iter().any(|s| s.contains(kept)),
            "{done}: {now:?}"
        );
    }
}

#[test]
fn time_off_work_ends_with_the_return_and_a_search_ends_nothing() {
    assert_changed(
        "I'm signed off sick with my back, the GP says rest",
        "went back to work on Tuesday, light duties for now",
        20,
        "signed off",
        "back to work",
    );
    assert_changed(
        "my visa for Australia is still pending, it's been ages",
        "visa came through this morning!",
        30,
        "pending",
        "came through",
    );
    let memory = Memory::in_memory();
    let u = user(&memory, "robin");
    converse(&u, day(0), &["I drive a blue Fiesta"]);
    converse(
        &u,
        day(10),
        &["I'm looking for a new car, something electric"],
    );
    let now = current(&u, day(11));
    assert!(now.iter().any(|s| s.contains("Fiesta")), "{now:?}");
}

#[test]
fn a_present_negative_ends_what_was_said_and_keeps_the_rest_of_a_list() {
    // A doing given up with nothing after it names the doing.
    assert_changed(
        "I drive the grandkids to swimming every Saturday",
        "I don't drive at all now, the cataracts",
        20,
        "grandkids to swimming",
        "drive at all",
    );
    // A partner said to be a partner no longer.
    assert_changed(
        "I've been seeing Tomasz for about a year",
        "Tomasz isn't my boyfriend now, it fizzled out over the summer",
        40,
        "seeing Tomasz",
        "",
    );
    // One of two jobs given up leaves the other.
    assert_changed(
        "I've got two jobs, weekdays at a garden centre and Sundays washing up at the Crown",
        "I've packed in the washing up, the garden centre pays enough",
        30,
        "Crown",
        "garden centre",
    );
}

#[test]
fn the_one_gone_is_not_kept_current_by_the_words_that_say_so() {
    let memory = Memory::in_memory();
    let u = user(&memory, "ash");
    converse(&u, day(0), &["our guinea pig is called Nutmeg"]);
    converse(
        &u,
        day(20),
        &["Nutmeg died on Sunday, we buried her in the garden"],
    );
    let now = current(&u, day(21));
    assert!(now.iter().all(|s| !s.contains("Nutmeg")), "{now:?}");
    assert!(now.iter().any(|s| s.contains("died")), "{now:?}");
}

#[test]
fn terse_fragments_are_read_as_what_they_stand_for() {
    assert_changed(
        "live: Carlisle. flat.",
        "moved. Penrith now. a bungalow.",
        30,
        "Carlisle",
        "Penrith",
    );
    assert_changed(
        "car: Corsa. silver.",
        "Corsa gone. Octavia now.",
        30,
        "Corsa",
        "Octavia",
    );
}

#[test]
fn two_deeds_said_with_one_subject_are_two_facts_and_a_summary_put_right_keeps_what_it_confirms() {
    let memory = Memory::in_memory();
    let u = user(&memory, "piotr");
    converse(&u, day(0), &["I live in Exeter and drive an old Octavia"]);
    let s = u.new_session().unwrap();
    s.observe_final(FinalTurn::assistant(
        "Still in Exeter with the Octavia?",
        day(30),
    ))
    .unwrap();
    s.observe_final(FinalTurn::user(
        "Exeter yes, but the Octavia's gone, there's a Honda Jazz on the drive now",
        day(30),
    ))
    .unwrap();
    s.finish().unwrap();
    let now = current(&u, day(31));
    assert!(now.iter().any(|f| f.contains("lives in Exeter")), "{now:?}");
    assert!(now.iter().any(|f| f.contains("Jazz")), "{now:?}");
    assert!(now.iter().all(|f| !f.contains("Octavia")), "{now:?}");
}

#[test]
fn someone_home_from_hospital_is_no_longer_in_it_and_a_step_goal_raised_replaces_the_old_one() {
    assert_changed(
        "my nan was rushed into hospital with a fall on Saturday",
        "Nan's home again, walking with a frame",
        20,
        "hospital",
        "home again",
    );
    assert_changed(
        "my weekly target is 3 runs",
        "I've upped my weekly target to 4 runs",
        20,
        "3 runs",
        "4 runs",
    );
}

#[test]
fn a_reply_that_left_there_ends_the_place_the_assistant_asked_after() {
    let memory = Memory::in_memory();
    let u = user(&memory, "dana");
    converse(&u, day(0), &["I'm a florist at a little shop in Ripon"]);
    let s = u.new_session().unwrap();
    s.observe_final(FinalTurn::assistant("How's the shop?", day(30)))
        .unwrap();
    s.observe_final(FinalTurn::user(
        "I actually left there in the spring, I'm on the tills at Booths now",
        day(30),
    ))
    .unwrap();
    s.finish().unwrap();
    let now = current(&u, day(31));
    assert!(now.iter().all(|f| !f.contains("florist")), "{now:?}");
    assert!(now.iter().any(|f| f.contains("Booths")), "{now:?}");
}

#[test]
fn a_name_put_right_with_a_remark_after_it_keeps_the_remark_and_drops_the_name() {
    let memory = Memory::in_memory();
    let u = user(&memory, "stefan");
    let s = u.new_session().unwrap();
    s.observe_final(FinalTurn::user("I drive a red Vauxhall Astra", day(0)))
        .unwrap();
    s.observe_final(FinalTurn::assistant("A red Astra, noted.", day(0)))
        .unwrap();
    s.observe_final(FinalTurn::user(
        "sorry, it's a Corsa not an Astra, same red though",
        day(0),
    ))
    .unwrap();
    s.finish().unwrap();
    let now = current(&u, day(1));
    assert!(now.iter().any(|f| f.contains("Corsa")), "{now:?}");
    assert!(now.iter().all(|f| !f.contains("Astra")), "{now:?}");
}

#[test]
fn a_move_said_with_where_it_was_from_keeps_only_where_the_user_lives_now() {
    let memory = Memory::in_memory();
    let u = user(&memory, "owain");
    converse(&u, day(0), &["I live in Leeds with my partner"]);
    converse(
        &u,
        day(40),
        &["we moved from Leeds to Bristol in the spring"],
    );
    let now = current(&u, day(41));
    assert!(now.iter().all(|f| !f.contains("Leeds")), "{now:?}");
    assert!(now.iter().any(|f| f.contains("Bristol")), "{now:?}");
    // Said for the first time, the place left is not current either.
    let v = user(&memory, "jade");
    converse(
        &v,
        day(0),
        &["im in brum now, moved frm coventry in the summer"],
    );
    let now = current(&v, day(1));
    assert!(
        now.iter().all(|f| !f.to_lowercase().contains("coventry")),
        "{now:?}"
    );
}

#[test]
fn a_job_left_in_a_reply_with_a_complaint_is_no_longer_current() {
    let memory = Memory::in_memory();
    let u = user(&memory, "maisie");
    converse(
        &u,
        day(0),
        &["I've got a Saturday job at the garden centre"],
    );
    let s = u.new_session().unwrap();
    s.observe_final(FinalTurn::assistant("Enjoying the garden centre?", day(30)))
        .unwrap();
    s.observe_final(FinalTurn::user(
        "hated it tbh so I left. waitressing at Zizzi now",
        day(30),
    ))
    .unwrap();
    s.finish().unwrap();
    let now = current(&u, day(31));
    assert!(now.iter().all(|f| !f.contains("garden centre")), "{now:?}");
    assert!(now.iter().any(|f| f.contains("Zizzi")), "{now:?}");
}

#[test]
fn a_thing_replaced_then_said_gone_in_the_same_turn_is_not_named_again() {
    for (first, then, gone, kept) in [
        (
            "my car's an old Micra",
            "have I mentioned the new car? a red Jazz, the Micra finally died",
            "Micra",
            "Jazz",
        ),
        (
            "I ride a Raleigh to work",
            "I've got a Trek now, the Raleigh got nicked",
            "Raleigh",
            "Trek",
        ),
        (
            "our telly's an old Bush",
            "we bought an LG, the Bush finally packed up",
            "Bush",
            "LG",
        ),
    ] {
        assert_changed(first, then, 30, gone, kept);
    }
}

#[test]
fn a_name_a_change_is_compared_with_is_no_longer_current() {
    for (first, then, gone, kept) in [
        (
            "still using an iPhone 11",
            "Pixel 8 now, the camera's miles better than the old iPhone",
            "iPhone",
            "Pixel",
        ),
        (
            "I go to PureGym after work",
            "I joined the leisure centre instead, it's got a pool which PureGym didn't",
            "PureGym",
            "leisure centre",
        ),
        (
            "our energy's with British Gas",
            "we're with Octopus now, cheaper than British Gas ever was",
            "British Gas",
            "Octopus",
        ),
    ] {
        assert_changed(first, then, 30, gone, kept);
    }
}

#[test]
fn a_thing_the_household_sold_by_name_is_no_longer_the_partners() {
    for (first, then, gone, kept) in [
        (
            "I drive a Yaris, my husband drives a Mondeo",
            "we sold the Mondeo, he's got an electric Kona now",
            "Mondeo",
            "Kona",
        ),
        (
            "my wife rides a Vespa to work",
            "we got rid of the Vespa over the winter",
            "Vespa",
            "",
        ),
        (
            "my partner has a Kindle and I read paperbacks",
            "we gave the Kindle to my niece",
            "Kindle",
            "paperbacks",
        ),
    ] {
        assert_changed(first, then, 30, gone, kept);
    }
}

#[test]
fn what_someone_else_got_is_no_answer_about_what_the_user_has() {
    for (first, then, query, own, theirs) in [
        (
            "my car's a silver Skoda Octavia",
            "the neighbours have just got a Tesla and now the whole street wants one",
            "what car does the user drive",
            "Octavia",
            "Tesla",
        ),
        (
            "I've got an old greyhound called Bramble",
            "someone at work just got a cockapoo puppy called Waffle, so cute",
            "what dog does the user have",
            "Bramble",
            "Waffle",
        ),
        (
            "we have a cat called Miso",
            "a friend of ours adopted a cat and two kittens at the weekend",
            "what cat does the user have",
            "Miso",
            "kittens",
        ),
    ] {
        let memory = Memory::in_memory();
        let u = user(&memory, "jordan");
        converse(&u, day(0), &[first]);
        converse(&u, day(7), &[then]);
        let mut request = RecallRequest::new(query);
        request.as_of = Some(day(8));
        let said = statements(&u.recall(&request));
        assert!(said.iter().any(|s| s.contains(own)), "{then}: {said:?}");
        assert!(said.iter().all(|s| !s.contains(theirs)), "{then}: {said:?}");
    }
}

#[test]
fn a_state_told_of_childhood_is_history_not_a_current_fact() {
    let memory = Memory::in_memory();
    let u = user(&memory, "jordan");
    converse(&u, day(0), &["these days my hobby is birdwatching"]);
    converse(
        &u,
        day(7),
        &["as a kid I played the trumpet in the school band, the birds are more my thing now"],
    );
    let now = current(&u, day(8));
    assert!(now.iter().all(|s| !s.contains("trumpet")), "{now:?}");
    assert!(now.iter().any(|s| s.contains("birdwatching")), "{now:?}");
}

#[test]
fn a_second_job_said_with_too_stays_beside_the_first() {
    let memory = Memory::in_memory();
    let u = user(&memory, "jordan");
    converse(&u, day(0), &["I work reception for a dental practice"]);
    converse(
        &u,
        day(7),
        &["I've started doing bar shifts at the Red Lion at weekends too, for extra cash"],
    );
    let now = current(&u, day(8));
    assert!(now.iter().any(|s| s.contains("reception")), "{now:?}");
    assert!(now.iter().any(|s| s.contains("Red Lion")), "{now:?}");
}

#[test]
fn a_profile_given_as_a_list_changes_item_by_item() {
    let memory = Memory::in_memory();
    let u = user(&memory, "jordan");
    converse(
        &u,
        day(0),
        &["Dan here, 38, a plumber in Swindon, with two whippets"],
    );
    converse(&u, day(30), &["I'm a gas engineer now, same firm"]);
    let now = current(&u, day(31));
    assert!(now.iter().all(|s| !s.contains("plumber")), "{now:?}");
    assert!(now.iter().any(|s| s.contains("gas engineer")), "{now:?}");
    assert!(now.iter().any(|s| s.contains("38")), "{now:?}");
    assert!(now.iter().any(|s| s.contains("whippets")), "{now:?}");
}

#[test]
fn a_yes_to_still_living_in_a_town_keeps_it_through_a_move_within_it() {
    let memory = Memory::in_memory();
    let u = user(&memory, "jordan");
    converse(&u, day(0), &["I live in Coventry"]);
    let s = u.new_session().unwrap();
    s.observe_final(FinalTurn::assistant("Still in Coventry?", day(30)))
        .unwrap();
    s.observe_final(FinalTurn::user(
        "Yes, but we've moved to a bigger place near the station.",
        day(30),
    ))
    .unwrap();
    s.finish().unwrap();
    let now = current(&u, day(31));
    assert!(now.iter().any(|s| s.contains("Coventry")), "{now:?}");
}

#[test]
fn going_vegan_ends_a_taste_for_meat_and_keeps_other_tastes() {
    let memory = Memory::in_memory();
    let u = user(&memory, "jordan");
    converse(&u, day(0), &["I love a proper bacon sandwich"]);
    converse(&u, day(1), &["Thai green curry is my comfort food"]);
    converse(&u, day(30), &["I went vegan at new year, it's going well"]);
    let now = current(&u, day(31));
    assert!(now.iter().all(|s| !s.contains("bacon")), "{now:?}");
    assert!(now.iter().any(|s| s.contains("vegan")), "{now:?}");
    assert!(now.iter().any(|s| s.contains("curry")), "{now:?}");
}

#[test]
fn a_relative_told_of_after_a_time_said_first_is_who_moved() {
    let memory = Memory::in_memory();
    let u = user(&memory, "jordan");
    converse(&u, day(0), &["I live in Derby"]);
    converse(&u, day(10), &["Last year my sister moved to Hull"]);
    let now = current(&u, day(11));
    assert!(now.iter().any(|s| s.contains("Derby")), "{now:?}");
}

#[test]
fn a_baby_announced_by_name_ends_the_pregnancy() {
    let memory = Memory::in_memory();
    let u = user(&memory, "jordan");
    converse(&u, day(0), &["I'm 30 weeks pregnant, feeling huge"]);
    converse(
        &u,
        day(80),
        &["He's here! Otto, born on Friday at 4am, 8lb exactly."],
    );
    let now = current(&u, day(81));
    assert!(now.iter().all(|s| !s.contains("pregnant")), "{now:?}");
    assert!(now.iter().any(|s| s.contains("Otto")), "{now:?}");
}

#[test]
fn a_he_opening_a_later_session_is_the_one_husband_named_before() {
    let memory = Memory::in_memory();
    let u = user(&memory, "jordan");
    converse(&u, day(0), &["My husband Tomas is a paramedic"]);
    converse(
        &u,
        day(20),
        &["He left the ambulance service in May, he trains crews at the college now"],
    );
    let now = current(&u, day(21));
    assert!(now.iter().all(|s| !s.contains("paramedic")), "{now:?}");
    assert!(
        now.iter()
            .any(|s| s.contains("Tomas") && s.contains("trains")),
        "{now:?}"
    );
}

#[test]
fn a_pet_renamed_because_its_name_did_not_suit_is_called_by_the_new_one() {
    let memory = Memory::in_memory();
    let u = user(&memory, "jordan");
    converse(&u, day(0), &["Our rescue dog is called Biscuit"]);
    converse(
        &u,
        day(9),
        &["Biscuit never suited him, so we renamed him Max"],
    );
    let now = current(&u, day(10));
    assert!(now.iter().all(|s| !s.contains("Biscuit")), "{now:?}");
    assert!(now.iter().any(|s| s.contains("Max")), "{now:?}");
}

#[test]
fn taking_up_an_instrument_instead_ends_the_one_played_before() {
    let memory = Memory::in_memory();
    let u = user(&memory, "jordan");
    converse(&u, day(0), &["I play the violin in a string quartet"]);
    converse(
        &u,
        day(40),
        &["The quartet folded, so I'm learning the drums instead"],
    );
    let now = current(&u, day(41));
    assert!(now.iter().all(|s| !s.contains("violin")), "{now:?}");
    assert!(now.iter().any(|s| s.contains("drums")), "{now:?}");
}

#[test]
fn a_relative_moving_house_leaves_what_they_do_for_a_living_current() {
    let memory = Memory::in_memory();
    let u = user(&memory, "jordan");
    converse(&u, day(0), &["My brother Dev is a plumber"]);
    converse(&u, day(30), &["Dev moved to Leeds in the spring"]);
    let now = current(&u, day(31));
    assert!(now.iter().any(|s| s.contains("plumber")), "{now:?}");
    assert!(now.iter().any(|s| s.contains("Leeds")), "{now:?}");
}

#[test]
fn a_surname_taken_back_replaces_the_name_she_was_called_by() {
    let memory = Memory::in_memory();
    let u = user(&memory, "jordan");
    converse(&u, day(0), &["My wife is called Nadia Hughes"]);
    converse(
        &u,
        day(60),
        &["Nadia's gone back to her maiden name, so it's Nadia Okafor now"],
    );
    let now = current(&u, day(61));
    assert!(now.iter().all(|s| !s.contains("Hughes")), "{now:?}");
    assert!(now.iter().any(|s| s.contains("Okafor")), "{now:?}");
}

#[test]
fn a_resignation_gone_through_ends_the_work_on_a_ward() {
    let memory = Memory::in_memory();
    let u = user(&memory, "jordan");
    converse(
        &u,
        day(0),
        &["I've been on the stroke ward at Airedale for four years"],
    );
    converse(
        &u,
        day(50),
        &[
            "My resignation went through on Friday",
            "Practice nurse at a surgery in Skipton, starting Monday",
        ],
    );
    let now = current(&u, day(51));
    assert!(now.iter().all(|s| !s.contains("stroke ward")), "{now:?}");
    assert!(now.iter().any(|s| s.contains("Skipton")), "{now:?}");
}

#[test]
fn eating_a_vegetable_now_ends_refusing_all_vegetables() {
    let memory = Memory::in_memory();
    let u = user(&memory, "jordan");
    converse(
        &u,
        day(0),
        &["My son Theo won't eat vegetables, it's a battle every night"],
    );
    converse(
        &u,
        day(20),
        &["Theo's eating carrots now, raw ones, straight from the bag"],
    );
    let now = current(&u, day(21));
    assert!(now.iter().all(|s| !s.contains("won't eat")), "{now:?}");
    assert!(now.iter().any(|s| s.contains("carrots")), "{now:?}");
}

#[test]
fn working_from_home_for_good_ends_the_commute() {
    let memory = Memory::in_memory();
    let u = user(&memory, "jordan");
    converse(
        &u,
        day(0),
        &["I get the train to our Reading office every day"],
    );
    converse(
        &u,
        day(30),
        &["I work from home full time, the office shut"],
    );
    let now = current(&u, day(31));
    assert!(now.iter().all(|s| !s.contains("Reading office")), "{now:?}");
}

#[test]
fn a_loan_pony_taken_back_by_its_owner_is_no_longer_had() {
    let memory = Memory::in_memory();
    let u = user(&memory, "jordan");
    converse(
        &u,
        day(0),
        &["I've got a loan pony called Toffee that I ride on Sundays"],
    );
    converse(
        &u,
        day(30),
        &["Toffee's owners have taken her back, I'm heartbroken"],
    );
    let now = current(&u, day(31));
    assert!(now.iter().all(|s| !s.contains("loan pony")), "{now:?}");
}

#[test]
fn a_club_signed_for_replaces_the_one_played_for() {
    let memory = Memory::in_memory();
    let u = user(&memory, "jordan");
    converse(
        &u,
        day(0),
        &["My daughter Isla plays for Riverside Juniors on Saturdays"],
    );
    converse(&u, day(30), &["Isla's signed for Oakfield Rangers now"]);
    let now = current(&u, day(31));
    assert!(now.iter().all(|s| !s.contains("Riverside")), "{now:?}");
    assert!(now.iter().any(|s| s.contains("Oakfield")), "{now:?}");
}

#[test]
fn what_would_follow_a_condition_changes_nothing() {
    let memory = Memory::in_memory();
    let u = user(&memory, "jordan");
    converse(&u, day(0), &["I drive a little Fiat Panda"]);
    converse(
        &u,
        day(30),
        &["Say I won the Euromillions, I'd buy a Tesla outright"],
    );
    let now = current(&u, day(31));
    assert!(now.iter().any(|s| s.contains("Fiat Panda")), "{now:?}");
    assert!(now.iter().all(|s| !s.contains("Tesla")), "{now:?}");
}

#[test]
fn a_pet_let_go_to_a_farm_is_no_longer_had() {
    let memory = Memory::in_memory();
    let u = user(&memory, "jordan");
    converse(&u, day(0), &["Our spaniel Juno needs three walks a day"]);
    answered(
        &u,
        day(30),
        "How's Juno?",
        "We had to let her go to a family with a farm, she hated the flat",
    );
    let now = current(&u, day(31));
    assert!(now.iter().all(|s| !s.contains("three walks")), "{now:?}");
}
