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
        // A fortnight has no edge on the calendar: this one is the next
        // fourteen days, the next one the fourteen after.
        "fortnight" => {
            if next {
                date + Duration::days(28)
            } else {
                date + Duration::days(14)
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

/// Easter Sunday of `year` (Gregorian), by the anonymous Gregorian
/// computus. Written out because it is ten lines of arithmetic and no crate
/// on the path carries it.
pub fn easter_sunday(year: i32) -> Option<NaiveDate> {
    let a = year % 19;
    let b = year / 100;
    let c = year % 100;
    let d = b / 4;
    let e = b % 4;
    let f = (b + 8) / 25;
    let g = (b - f + 1) / 3;
    let h = (19 * a + b - d - g + 15) % 30;
    let i = c / 4;
    let k = c % 4;
    let l = (32 + 2 * e + 2 * i - h - k) % 7;
    let m = (a + 11 * h + 22 * l) / 451;
    let month = (h + l - 7 * m + 114) / 31;
    let day = (h + l - 7 * m + 114) % 31 + 1;
    NaiveDate::from_ymd_opt(year, month as u32, day as u32)
}

/// The end of "until `occasion`" ("Easter", "Christmas", "the summer"),
/// said at `at`: the first instant after the next such occasion.
pub fn occasion_end(occasion: &str, at: Timestamp) -> Option<Timestamp> {
    let today = at.date_naive();
    let occasion = occasion.to_ascii_lowercase();
    let occasion = occasion.trim_start_matches("the ");
    // The day after the occasion in `year`.
    let after = |year: i32| -> Option<NaiveDate> {
        let (m, d) = match occasion {
            "easter" => return easter_sunday(year).map(|e| e + Duration::days(2)),
            "christmas" | "xmas" => (12, 27),
            "new year" => (1, 2),
            "spring" => (6, 1),
            "summer" => (9, 1),
            "autumn" | "fall" => (12, 1),
            "winter" => (3, 1),
            _ => return None,
        };
        NaiveDate::from_ymd_opt(year, m, d)
    };
    let this_year = after(today.year())?;
    let end = if this_year > today {
        this_year
    } else {
        after(today.year() + 1)?
    };
    Some(midnight(end))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn easter_falls_where_the_calendar_puts_it() {
        assert_eq!(easter_sunday(2025), NaiveDate::from_ymd_opt(2025, 4, 20));
        assert_eq!(easter_sunday(2024), NaiveDate::from_ymd_opt(2024, 3, 31));
        assert_eq!(easter_sunday(2026), NaiveDate::from_ymd_opt(2026, 4, 5));
    }

    #[test]
    fn until_an_occasion_ends_after_the_next_one() {
        // Said in February 2025: Easter Monday is 21 April.
        assert_eq!(
            occasion_end("Easter", day(2025, 2, 3)),
            Some(midnight(NaiveDate::from_ymd_opt(2025, 4, 22).unwrap()))
        );
        // Said after this year's Christmas: next year's.
        assert_eq!(
            occasion_end("christmas", day(2025, 12, 28)),
            Some(midnight(NaiveDate::from_ymd_opt(2026, 12, 27).unwrap()))
        );
        assert_eq!(
            occasion_end("the summer", day(2025, 5, 1)),
            Some(midnight(NaiveDate::from_ymd_opt(2025, 9, 1).unwrap()))
        );
        assert_eq!(occasion_end("Diwali", day(2025, 5, 1)), None);
    }

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
        assert_eq!(window_end("this", "year", day(2025, 3, 5)), None);
    }

    #[test]
    fn a_fortnight_is_fourteen_days_from_when_it_was_said() {
        assert_eq!(
            window_end("this", "fortnight", day(2025, 3, 5)),
            Some(midnight(NaiveDate::from_ymd_opt(2025, 3, 19).unwrap()))
        );
        assert_eq!(
            window_end("next", "fortnight", day(2025, 3, 5)),
            Some(midnight(NaiveDate::from_ymd_opt(2025, 4, 2).unwrap()))
        );
    }
}
