//! Times as the standards write them.

use time::OffsetDateTime;
use time::format_description::BorrowedFormatItem;
use time::macros::format_description;

/// Always three digits of milliseconds: AGS timestamps and the class view's CSV sort as text.
const MILLIS: &[BorrowedFormatItem<'_>] =
    format_description!("[year]-[month]-[day]T[hour]:[minute]:[second].[subsecond digits:3]Z");
/// The years `time` writes: -9999 to 9999.
const FIRST_MS: i64 = -377_705_116_800_000;
const LAST_MS: i64 = 253_402_300_799_999;

/// Milliseconds since 1970 as RFC 3339 in UTC (`2026-12-02T14:00:00.250Z`); times beyond the
/// years -9999 to 9999 read as those years' ends.
pub fn rfc3339(ms: i64) -> String {
    let nanos = i128::from(ms.clamp(FIRST_MS, LAST_MS)) * 1_000_000;
    OffsetDateTime::from_unix_timestamp_nanos(nanos)
        .ok()
        .and_then(|t| t.format(MILLIS).ok())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_read_as_rfc3339() {
        assert_eq!(rfc3339(0), "1970-01-01T00:00:00.000Z");
        assert_eq!(rfc3339(951_782_400_000), "2000-02-29T00:00:00.000Z");
        assert_eq!(
            rfc3339((1_796_169_600 + 3_723) * 1000 + 45),
            "2026-12-02T01:02:03.045Z"
        );
        assert_eq!(rfc3339(-1), "1969-12-31T23:59:59.999Z");
        assert_eq!(rfc3339(i64::MAX), "9999-12-31T23:59:59.999Z");
    }
}
