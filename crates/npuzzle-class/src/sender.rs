//! The outbox's sender: every instance runs one. It claims the scores that are due (a lease in
//! the database, so no two instances post one at a time), posts each with AGS, and marks it
//! delivered or due again later, with backoff: 2 s, 4 s, … up to 5 minutes between tries while
//! the LMS is down, an hour for a refusal that will not pass by itself (the teacher sees it).
//! A score is never dropped: a server killed at any point leaves its row, to be claimed again.

use crate::ags::{self, Posted};
use crate::db::Pool;
use crate::ids;
use crate::store::{self, grades};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Notify;

/// How long a claimed row is this sender's: longer than one post may take (at most 15 s for a
/// token and 15 s for the post: the client's timeout). Renewed before each post of a batch.
const LEASE: i64 = 45;
/// Scores claimed at once.
const BATCH: i64 = 4;
/// The longest wait between tries while the LMS is down.
const MAX_BACKOFF: i64 = 300;
/// The wait after a refusal that will not pass by itself.
const LASTING_BACKOFF: i64 = 3600;
/// How often the outbox is looked at when nothing wakes the sender (rows queued by another
/// instance, or due again).
const LOOK_EVERY: Duration = Duration::from_secs(1);

/// The seconds to wait after the `tries`th failed post.
pub fn backoff(tries: u32, lasting: bool) -> i64 {
    if lasting {
        return LASTING_BACKOFF;
    }
    (1i64 << tries.min(16)).saturating_mul(2).min(MAX_BACKOFF)
}

/// Runs until the process ends; `wake` is notified when a score is queued here.
pub async fn run(pool: Pool, http: reqwest::Client, wake: Arc<Notify>) {
    loop {
        match once(&pool, &http).await {
            // A full batch: there may be more.
            Ok(n) if n as i64 == BATCH => continue,
            Ok(_) => {}
            Err(e) => eprintln!("outbox: {e}"),
        }
        tokio::select! {
            _ = wake.notified() => {}
            _ = tokio::time::sleep(LOOK_EVERY) => {}
        }
    }
}

/// Claims and posts what is due; returns how many were claimed.
pub async fn once(pool: &Pool, http: &reqwest::Client) -> Result<usize, crate::db::DbError> {
    let due = grades::claim(pool, LEASE, BATCH).await?;
    let n = due.len();
    for row in due {
        // The batch's earlier posts took time: the lease is renewed, or the row is another's.
        if !grades::renew(pool, &row, LEASE).await? {
            continue;
        }
        let Some(platform) = store::platform_by_id(pool, &row.platform_id).await? else {
            grades::retry(
                pool,
                &row,
                ids::now() + LASTING_BACKOFF,
                "the LMS is no longer registered",
            )
            .await?;
            continue;
        };
        match ags::post_score(http, pool, &platform, &row.lineitem, &row.body).await? {
            Posted::Taken => grades::delivered(pool, &row.id).await?,
            Posted::Failed { why, lasting } => {
                eprintln!(
                    "outbox: score {} not taken (try {}): {why}",
                    &row.id[..8],
                    row.tries + 1
                );
                let next = ids::now() + backoff(row.tries, lasting);
                grades::retry(pool, &row, next, &why).await?;
            }
        }
    }
    Ok(n)
}

#[cfg(test)]
mod tests {
    use super::backoff;

    #[test]
    fn tries_wait_longer_each_time_up_to_five_minutes() {
        let waits: Vec<i64> = (0..10).map(|t| backoff(t, false)).collect();
        assert_eq!(waits, [2, 4, 8, 16, 32, 64, 128, 256, 300, 300]);
        assert_eq!(backoff(40, false), 300);
        assert_eq!(backoff(0, true), 3600);
    }
}
