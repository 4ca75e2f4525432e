//! The grade's rows on a real SQLite file: an attempt ends once, a worse retry leaves the best
//! standing, and a queued score is claimed by one sender at a time until it is delivered.

use super::*;

async fn pool() -> (Pool, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!(
        "npuzzle-grades-{}-{}",
        std::process::id(),
        ids::random()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let pool = crate::db::connect(&format!("sqlite:{}", dir.join("t.db").display()))
        .await
        .unwrap();
    (pool, dir)
}

fn place(user: &str) -> Place {
    Place {
        platform_id: "p1".into(),
        resource_link_id: "link-1".into(),
        user_id: user.into(),
    }
}

fn end(raw: u32, passed: bool) -> End {
    End {
        raw,
        max: 100,
        passed,
        keep: "best".into(),
        report: "{}".into(),
    }
}

fn posting() -> Option<Posting> {
    Some(Posting {
        lineitem: "https://lms.example/ags/c1/lineitems/1".into(),
        body: "{}".into(),
    })
}

#[tokio::test]
async fn an_attempt_ends_once_and_a_worse_retry_leaves_the_pass() {
    let (pool, dir) = pool().await;
    let at = place("u1");
    save_attempt(&pool, &at, 1, "r1", 3).await.unwrap();
    let first = finish(&pool, &at, 1, "r1-end", &end(80, true), posting(), true).await;
    assert_eq!(first.unwrap(), Some(Settled::Queued));
    let again = finish(&pool, &at, 1, "r1-end", &end(80, true), posting(), true).await;
    assert_eq!(
        again.unwrap(),
        None,
        "sent again by another tab: decided already"
    );
    save_attempt(&pool, &at, 1, "r1-later", 9).await.unwrap();
    assert_eq!(
        latest_record(&pool, &at).await.unwrap().as_deref(),
        Some("r1-end"),
        "an ended attempt's record stays the one that ended it"
    );
    save_attempt(&pool, &at, 2, "r2", 1).await.unwrap();
    let worse = finish(&pool, &at, 2, "r2", &end(100, false), posting(), true).await;
    assert_eq!(worse.unwrap(), Some(Settled::Kept));
    let held = standing(&pool, &at).await.unwrap().unwrap();
    assert_eq!(
        (held.attempt, held.raw, held.passed, held.state),
        (1, 80, true, "queued")
    );
    let n: i64 = sqlx::query("SELECT COUNT(*) FROM outbox")
        .fetch_one(&pool)
        .await
        .unwrap()
        .try_get(0)
        .unwrap();
    assert_eq!(n, 1, "one score queued: the fail went nowhere");
    save_attempt(&pool, &at, 3, "r3", 1).await.unwrap();
    let none = finish(&pool, &at, 3, "r3", &end(90, true), None, true).await;
    assert_eq!(none.unwrap(), Some(Settled::NoColumn));
    std::fs::remove_dir_all(dir).unwrap();
}

#[tokio::test]
async fn a_record_that_got_less_far_does_not_replace_one_that_got_further() {
    let (pool, dir) = pool().await;
    let at = place("u2");
    save_attempt(&pool, &at, 1, "far", 7).await.unwrap();
    save_attempt(&pool, &at, 1, "near", 2).await.unwrap();
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
    save_attempt(&pool, &at, 1, "r", 1).await.unwrap();
    finish(&pool, &at, 1, "r", &end(100, true), posting(), true)
        .await
        .unwrap();
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
    retry(
        &pool,
        &again[0].id,
        ids::now() + 3600,
        "the LMS answered 503",
    )
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
    std::fs::remove_dir_all(dir).unwrap();
}
