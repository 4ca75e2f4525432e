//! The grade's rows on a real SQLite file: an attempt ends once, with its grade decided in the
//! same transaction; the teacher's rule; a queued score is claimed by one sender at a time
//! until it is delivered, and a later grade supersedes one still waiting.

use super::*;

use crate::store::test_pool as pool;

fn place(user: &str) -> Place {
    Place {
        platform_id: "p1".into(),
        resource_link_id: "link-1".into(),
        user_id: user.into(),
    }
}

fn end(raw: u32, passed: bool, keep: &str) -> End {
    End {
        raw,
        max: 100,
        passed,
        keep: keep.into(),
        report: "{}".into(),
    }
}

const LINEITEM: &str = "https://lms.example/ags/c1/lineitems/1";

/// Attempt `n` of `at` ends with `e`, graded, posted to the line item (or to none).
async fn ends(pool: &Pool, at: &Place, n: u32, e: &End, column: bool) -> Option<Settled> {
    let ending = Ending {
        end: e,
        graded: true,
        lineitem: column.then(|| LINEITEM.to_string()),
        body: Box::new(|stamp| format!("{{\"stamp\":{stamp}}}")),
    };
    record(
        pool,
        at,
        n,
        (&format!("r{n}-end"), "[]"),
        1 << 40,
        Some(ending),
    )
    .await
    .unwrap()
}

async fn outbox(pool: &Pool) -> Vec<(Option<i64>, Option<String>)> {
    sqlx::query("SELECT delivered, last_error FROM outbox ORDER BY created, id")
        .fetch_all(pool)
        .await
        .unwrap()
        .iter()
        .map(|r| (r.try_get(0).unwrap(), r.try_get(1).unwrap()))
        .collect()
}

#[tokio::test]
async fn an_attempt_ends_once_and_a_worse_retry_leaves_the_pass() {
    let (pool, dir) = pool().await;
    let at = place("u1");
    record(&pool, &at, 1, ("r1", "[]"), 3, None).await.unwrap();
    let pass = end(80, true, "best");
    assert_eq!(
        ends(&pool, &at, 1, &pass, true).await,
        Some(Settled::Queued)
    );
    assert_eq!(
        ends(&pool, &at, 1, &pass, true).await,
        None,
        "sent again by another tab: decided already"
    );
    record(&pool, &at, 1, ("r1-later", "[]"), 9, None)
        .await
        .unwrap();
    assert_eq!(
        latest_record(&pool, &at).await.unwrap().as_deref(),
        Some("r1-end"),
        "an ended attempt's record stays the one that ended it"
    );
    assert_eq!(
        attempt_kept(&pool, &at, 1).await.unwrap(),
        Some(("r1-end".into(), true))
    );
    for (n, worse) in [
        (2, end(100, false, "best")),
        (3, end(70, true, "best")),
        (4, end(80, true, "best")),
    ] {
        assert_eq!(
            ends(&pool, &at, n, &worse, true).await,
            Some(Settled::Kept),
            "{worse:?}"
        );
    }
    let held = standing(&pool, &at).await.unwrap().unwrap();
    assert_eq!(
        (held.attempt, held.raw, held.passed, held.state),
        (1, 80, true, "queued")
    );
    assert_eq!(
        outbox(&pool).await.len(),
        1,
        "one score queued: the worse ones went nowhere"
    );
    assert_eq!(
        ends(&pool, &at, 5, &end(90, true, "best"), false).await,
        Some(Settled::NoColumn)
    );
    assert_eq!(
        standing(&pool, &at).await.unwrap().unwrap().state,
        "no-column"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[tokio::test]
async fn the_last_kept_replaces_and_a_later_grade_supersedes_one_still_waiting() {
    let (pool, dir) = pool().await;
    let at = place("u4");
    assert_eq!(
        ends(&pool, &at, 1, &end(100, true, "last"), true).await,
        Some(Settled::Queued)
    );
    let first: i64 = sqlx::query("SELECT stamp FROM grades")
        .fetch_one(&pool)
        .await
        .unwrap()
        .try_get(0)
        .unwrap();
    // The same millisecond or not, the second's timestamp is later: the LMS keeps it.
    assert_eq!(
        ends(&pool, &at, 2, &end(10, false, "last"), true).await,
        Some(Settled::Queued)
    );
    let second: i64 = sqlx::query("SELECT stamp FROM grades")
        .fetch_one(&pool)
        .await
        .unwrap()
        .try_get(0)
        .unwrap();
    assert!(second > first, "{second} after {first}");
    let mut rows = outbox(&pool).await;
    rows.sort();
    // The first, still waiting, is superseded; only the latest is still to post.
    assert_eq!(
        rows.iter()
            .map(|(d, e)| (d.is_some(), e.as_deref()))
            .collect::<Vec<_>>(),
        [(false, None), (true, Some("superseded by a later grade"))]
    );
    let held = standing(&pool, &at).await.unwrap().unwrap();
    assert_eq!((held.attempt, held.raw, held.state), (2, 10, "queued"));
    std::fs::remove_dir_all(dir).unwrap();
}

#[tokio::test]
async fn a_record_that_got_less_far_does_not_replace_one_that_got_further() {
    let (pool, dir) = pool().await;
    let at = place("u2");
    record(&pool, &at, 1, ("far", "[]"), 7, None).await.unwrap();
    record(&pool, &at, 1, ("near", "[]"), 2, None)
        .await
        .unwrap();
    assert_eq!(
        latest_record(&pool, &at).await.unwrap().as_deref(),
        Some("far")
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[tokio::test]
async fn a_queued_score_is_claimed_by_one_sender_until_its_lease_ends() {
    let (pool, dir) = pool().await;
    let at = place("u3");
    ends(&pool, &at, 1, &end(100, true, "best"), true).await;
    let mine = claim(&pool, 60, 10).await.unwrap();
    assert_eq!(mine.len(), 1);
    assert_eq!(mine[0].tries, 0);
    assert!(
        claim(&pool, 60, 10).await.unwrap().is_empty(),
        "another sender finds it taken"
    );
    // This sender was killed mid-post: once its lease ends, the row is claimed again.
    sqlx::query("UPDATE outbox SET claimed_until = 0")
        .execute(&pool)
        .await
        .unwrap();
    let again = claim(&pool, 60, 10).await.unwrap();
    assert_eq!((again.len(), again[0].tries), (1, 1));
    assert!(
        !renew(&pool, &mine[0], 60).await.unwrap(),
        "the first sender's claim is gone"
    );
    assert!(renew(&pool, &again[0], 60).await.unwrap());
    // The first sender, slow, comes back: its claim is gone, its failure changes nothing.
    retry(&pool, &mine[0], ids::now(), "late").await.unwrap();
    assert!(
        claim(&pool, 60, 10).await.unwrap().is_empty(),
        "still the second sender's"
    );
    retry(&pool, &again[0], ids::now() + 3600, "the LMS answered 503")
        .await
        .unwrap();
    assert!(
        claim(&pool, 60, 10).await.unwrap().is_empty(),
        "not due before its next try"
    );
    let s = standing(&pool, &at).await.unwrap().unwrap();
    assert_eq!((s.state, s.tries), ("queued", 2));
    assert_eq!(s.last_error.as_deref(), Some("the LMS answered 503"));
    delivered(&pool, &again[0].id).await.unwrap();
    assert_eq!(
        standing(&pool, &at).await.unwrap().unwrap().state,
        "delivered"
    );
    // Swept after a month, it still reads as delivered.
    sqlx::query("DELETE FROM outbox")
        .execute(&pool)
        .await
        .unwrap();
    assert_eq!(
        standing(&pool, &at).await.unwrap().unwrap().state,
        "delivered"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[tokio::test]
async fn the_class_view_lists_each_attempt_with_the_one_whose_grade_stands() {
    let (pool, dir) = pool().await;
    let (u1, u2) = (place("u1"), place("u2"));
    ends(&pool, &u1, 1, &end(90, true, "best"), true).await;
    ends(&pool, &u1, 2, &end(40, false, "best"), true).await;
    record(&pool, &u1, 3, ("r3", "[]"), 2, None).await.unwrap();
    record(&pool, &u2, 1, ("r1", "[]"), 1, None).await.unwrap();
    let elsewhere = Place {
        resource_link_id: "link-2".into(),
        ..place("u1")
    };
    record(&pool, &elsewhere, 7, ("r7", "[]"), 1, None)
        .await
        .unwrap();
    let listed: Vec<_> = attempts(&pool, "p1", "link-1")
        .await
        .unwrap()
        .into_iter()
        .map(|t| (t.user_id, t.attempt, t.ended, t.graded))
        .collect();
    assert_eq!(
        listed,
        [
            ("u1".to_string(), 1, true, true),
            ("u1".to_string(), 2, true, false),
            ("u1".to_string(), 3, false, false),
            ("u2".to_string(), 1, false, false),
        ],
        "another link's attempt is not listed"
    );
    std::fs::remove_dir_all(dir).unwrap();
}
