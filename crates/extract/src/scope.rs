//! How long a statement holds: "this week", "for six weeks", "until the
//! 20th". Judged from when it was said, never from the clock.

use chrono::{Datelike, Duration, NaiveDate, TimeZone, Utc};
use memoir_core::text::{MONTHS, WEEKDAYS};
use memoir_core::{dates, TemporalScope, Timestamp};

use crate::rules::{Speakers, Stage, Window, Yield, RULE_SET};

fn number(word: &str) -> i64 {
    match word.trim().to_lowercase().as_str() {
        "" | "a" | "an" | "one" => 1,
        "two" | "a couple of" => 2,
        "three" | "a few" => 3,
        n => memoir_core::text::number(n).map_or(1, i64::from),
    }
}

fn midnight(date: NaiveDate) -> Timestamp {
    Utc.from_utc_datetime(&date.and_hms_opt(0, 0, 0).unwrap_or_default())
}

/// The end of "until `when`", said at `at`: the day after the named day.
fn until(when: &str, at: Timestamp) -> Option<Timestamp> {
    if let Some(end) = dates::occasion_end(when, at) {
        return Some(end);
    }
    let when = when.to_lowercase();
    let today = at.date_naive();
    if let Some(unit) = when.strip_prefix("end of ") {
        let unit = unit.trim_start_matches("the ");
        if MONTHS.contains(&unit) {
            return until(unit, at);
        }
        return dates::window_end("this", unit, at);
    }
    if let Some(day) = WEEKDAYS.iter().position(|d| *d == when) {
        let now = today.weekday().num_days_from_monday() as i64;
        let ahead = (day as i64 - now).rem_euclid(7);
        return Some(midnight(today + Duration::days(ahead + 1)));
    }
    if let Some(month) = MONTHS.iter().position(|m| *m == when) {
        let month = month as u32 + 1;
        let year = if month >= today.month() {
            today.year()
        } else {
            today.year() + 1
        };
        let (y, m) = if month == 12 {
            (year + 1, 1)
        } else {
            (year, month + 1)
        };
        return NaiveDate::from_ymd_opt(y, m, 1).map(midnight);
    }
    let digits: String = when.chars().take_while(char::is_ascii_digit).collect();
    let day: u32 = digits.parse().ok()?;
    let mut date = NaiveDate::from_ymd_opt(today.year(), today.month(), day);
    if date.is_none_or(|d| d < today) {
        let (y, m) = if today.month() == 12 {
            (today.year() + 1, 1)
        } else {
            (today.year(), today.month() + 1)
        };
        date = NaiveDate::from_ymd_opt(y, m, day);
    }
    date.map(|d| midnight(d + Duration::days(1)))
}

/// The window a clause gives itself, if any.
pub fn of(clause: &str, at: Timestamp) -> Option<TemporalScope> {
    window(clause, at).map(|(_, scope)| scope)
}

/// The window a clause sets with "until"/"till" or a span ("for six
/// weeks"): the ones a lasting thing (a job, a home) can have — "a
/// Christmas job, just till January" ends, while "tomorrow" said in
/// passing does not end a job.
pub fn until_said(clause: &str, at: Timestamp) -> Option<TemporalScope> {
    // "acting manager for the next month" is a span said on purpose; "been
    // vegan for three months" is how long it has held, not when it ends.
    let held_so_far = clause.split_whitespace().any(|w| {
        let w = w.to_lowercase();
        matches!(
            w.as_str(),
            "been" | "have" | "has" | "had" | "past" | "last"
        ) || w.ends_with("'ve")
            || w.ends_with("'d")
    });
    window(clause, at)
        .filter(|(kind, _)| {
            matches!(kind, Window::Until | Window::Past)
                || (*kind == Window::Duration && !held_so_far)
        })
        .map(|(_, scope)| scope)
}

/// The scope of a state told as over when it was said ("I used to …",
/// "as a kid I …"): lapsed from the moment `at`, so it is history and
/// never a current value.
pub fn past(at: Timestamp) -> TemporalScope {
    TemporalScope::Episodic {
        valid_from: None,
        valid_until: Some(at),
    }
}

fn window(clause: &str, at: Timestamp) -> Option<(Window, TemporalScope)> {
    let (rule, caps) = RULE_SET.first(Stage::Scope, Speakers::Person, clause)?;
    let Yield::Scope(kind) = rule.yields else {
        return None;
    };
    let end = match kind {
        Window::Named => {
            if let Some(day) = caps.name("day") {
                let end = dates::window_end("this", "today", at)?;
                if day.as_str().eq_ignore_ascii_case("tomorrow") {
                    end + Duration::days(1)
                } else {
                    end
                }
            } else {
                let which = caps.name("which")?.as_str();
                let unit = caps.name("unit")?.as_str();
                dates::window_end(which, unit, at)?
            }
        }
        Window::Duration => {
            let n = number(caps.name("n").map_or("", |m| m.as_str()));
            let unit = caps.name("unit")?.as_str().to_lowercase();
            let days = if unit.starts_with("day") {
                n
            } else if unit.starts_with("week") {
                7 * n
            } else if unit.starts_with("fortnight") {
                14 * n
            } else {
                30 * n
            };
            at + Duration::days(days + 1)
        }
        Window::Until => until(caps.name("when")?.as_str(), at)?,
        // Over when said: history from the start.
        Window::Past => return Some((kind, past(at))),
    };
    Some((
        kind,
        TemporalScope::Episodic {
            valid_from: Some(at),
            valid_until: Some(end),
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn at() -> Timestamp {
        // A Wednesday.
        Utc.with_ymd_and_hms(2025, 3, 12, 10, 0, 0).unwrap()
    }

    fn until_of(clause: &str) -> Option<Timestamp> {
        of(clause, at()).and_then(|s| s.valid_until())
    }

    #[test]
    fn a_state_told_of_childhood_is_over_when_said() {
        for said in [
            "as a kid I played the violin",
            "hockey was my sport at school",
            "growing up we kept ferrets",
        ] {
            assert_eq!(until_of(said), Some(at()), "{said}");
        }
        for said in [
            "I moved to Leeds as a kid and never left",
            "I played rugby at school and still do",
            "I moved to Leeds years ago",
        ] {
            assert_eq!(until_of(said), None, "{said}");
        }
    }

    #[test]
    fn this_week_ends_on_monday() {
        assert_eq!(
            until_of("this week I'm in Porto"),
            Some(Utc.with_ymd_and_hms(2025, 3, 17, 0, 0, 0).unwrap())
        );
    }

    #[test]
    fn a_duration_counts_from_when_it_was_said() {
        let end = until_of("my wrist is in a cast for six weeks").unwrap();
        assert_eq!((end - at()).num_days(), 43);
    }

    #[test]
    fn until_a_day_of_the_month_ends_the_day_after() {
        assert_eq!(
            until_of("I'm on nights until the 20th"),
            Some(Utc.with_ymd_and_hms(2025, 3, 21, 0, 0, 0).unwrap())
        );
        assert_eq!(
            until_of("we're away till the 2nd"),
            Some(Utc.with_ymd_and_hms(2025, 4, 3, 0, 0, 0).unwrap())
        );
    }

    #[test]
    fn the_whole_of_a_month_ends_when_it_does() {
        // Said on the 12th of March.
        assert_eq!(
            until_of("I'm off sugar for the whole of March"),
            Some(Utc.with_ymd_and_hms(2025, 4, 1, 0, 0, 0).unwrap())
        );
        assert_eq!(
            until_of("we're in Crete for the rest of August"),
            Some(Utc.with_ymd_and_hms(2025, 9, 1, 0, 0, 0).unwrap())
        );
    }

    #[test]
    fn until_a_weekday_ends_the_day_after() {
        assert_eq!(
            until_of("I'm at my mum's until Friday"),
            Some(Utc.with_ymd_and_hms(2025, 3, 15, 0, 0, 0).unwrap())
        );
    }

    #[test]
    fn until_an_occasion_ends_after_it() {
        assert_eq!(
            until_of("I'm acting head of year until Easter"),
            Some(Utc.with_ymd_and_hms(2025, 4, 22, 0, 0, 0).unwrap())
        );
        assert_eq!(
            until_of("the shop's closed till Christmas"),
            Some(Utc.with_ymd_and_hms(2025, 12, 27, 0, 0, 0).unwrap())
        );
    }

    #[test]
    fn a_duration_said_as_at_least_or_about_counts_too() {
        let end = until_of("no running for at least a month").unwrap();
        assert_eq!((end - at()).num_days(), 31);
        let end = until_of("I'm off work for about three weeks").unwrap();
        assert_eq!((end - at()).num_days(), 22);
    }

    #[test]
    fn only_an_until_or_a_span_to_come_can_end_a_lasting_thing() {
        for said in [
            "a Christmas job at the garden centre, just till January",
            "I'm covering reception until Easter",
            "we're renting in Hove till the end of June",
            "I'm acting manager at the branch for the next month",
            "my wrist is in plaster for six whole weeks",
            "we're renting in Porto for three months",
        ] {
            assert!(until_said(said, at()).is_some(), "{said}");
        }
        for said in [
            "I start at the bakery tomorrow",
            "I've worked there for six months",
            "this week I'm at the Leeds office",
            "I've been vegan for three months",
            "she has lived there for a few weeks",
            "vegan for the last two months",
        ] {
            assert_eq!(until_said(said, at()), None, "{said}");
        }
    }

    #[test]
    fn a_lasting_statement_has_no_window() {
        assert_eq!(of("I live in Derry", at()), None);
    }
}
