//! Date expressions: when does "this week" end, said at a given moment?
//!
//! Used to give temporary facts ("this week I'm in Lisbon") an expiry. Weeks
//! run Monday to Sunday; a window ends at the first instant after it.

use chrono::{Datelike, Duration, NaiveDate, TimeZone, Utc};

use crate::Timestamp;

fn midnight(date: NaiveDate) -> Timestamp {
    Utc.from_utc_datetime(&date.and_hms_opt(0, 0, 0).unwrap_or_default())
}

fn next_monday(date: NaiveDate) -> NaiveDate {
    let days = 7 - date.weekday().num_days_from_monday() as i64;
    date + Duration::days(days)
}

fn first_of_next_month(date: NaiveDate) -> NaiveDate {
    let (y, m) = if date.month() == 12 {
        (date.year() + 1, 1)
    } else {
        (date.year(), date.month() + 1)
    };
    NaiveDate::from_ymd_opt(y, m, 1).unwrap_or(date)
}

/// The end of the window named by `which` ("this", "next") and `unit`
/// ("today", "tonight", "week", "weekend", "month"), said at `at`.
/// `None` for an expression it does not know.
pub fn window_end(which: &str, unit: &str, at: Timestamp) -> Option<Timestamp> {
    let date = at.date_naive();
    let next = which.eq_ignore_ascii_case("next");
    let end = match unit.to_ascii_lowercase().as_str() {
        "today" | "tonight" | "day" => date + Duration::days(1),
        "week" | "weekend" => {
            let end = next_monday(date);
            if next {
                end + Duration::days(7)
            } else {
                end
            }
        }
        "month" => {
            let end = first_of_next_month(date);
            if next {
                first_of_next_month(end)
            } else {
                end
            }
        }
        _ => return None,
    };
    Some(midnight(end))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(y: i32, m: u32, d: u32) -> Timestamp {
        Utc.with_ymd_and_hms(y, m, d, 15, 30, 0).unwrap()
    }

    #[test]
    fn this_week_ends_at_the_next_monday() {
        // 2025-03-05 is a Wednesday.
        assert_eq!(
            window_end("this", "week", day(2025, 3, 5)),
            Some(midnight(NaiveDate::from_ymd_opt(2025, 3, 10).unwrap()))
        );
        assert_eq!(
            window_end("next", "week", day(2025, 3, 5)),
            Some(midnight(NaiveDate::from_ymd_opt(2025, 3, 17).unwrap()))
        );
    }

    #[test]
    fn this_month_ends_on_the_first_of_the_next_even_in_december() {
        assert_eq!(
            window_end("this", "month", day(2025, 12, 20)),
            Some(midnight(NaiveDate::from_ymd_opt(2026, 1, 1).unwrap()))
        );
    }

    #[test]
    fn today_ends_at_midnight_and_unknown_units_are_none() {
        assert_eq!(
            window_end("this", "tonight", day(2025, 3, 5)),
            Some(midnight(NaiveDate::from_ymd_opt(2025, 3, 6).unwrap()))
        );
        assert_eq!(window_end("this", "fortnight", day(2025, 3, 5)), None);
    }
}
