-- Grades: each student's attempts as the page sends them (replayed and scored here), the result
-- that stands for the gradebook, and the outbox of scores on their way to the LMS.

-- The latest record of each attempt of a student at a link (a restore on another device
-- resumes from it), with its result once it ended. An attempt ends once: the first record
-- that replays to an end decides its result, and when it ended.
CREATE TABLE attempts (
    platform_id TEXT NOT NULL,
    resource_link_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    attempt BIGINT NOT NULL,
    record TEXT NOT NULL,
    reach BIGINT NOT NULL,
    ended BIGINT,
    raw BIGINT,
    max BIGINT,
    passed BIGINT,
    report TEXT,
    updated BIGINT NOT NULL,
    PRIMARY KEY (platform_id, resource_link_id, user_id, attempt)
);

-- The result that stands for a student at a link (by the teacher's rule, best or last), the
-- line item it goes to, and its score's timestamp (milliseconds, each grade's later than the
-- one it replaced: the LMS keeps the newest).
CREATE TABLE grades (
    platform_id TEXT NOT NULL,
    resource_link_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    attempt BIGINT NOT NULL,
    raw BIGINT NOT NULL,
    max BIGINT NOT NULL,
    passed BIGINT NOT NULL,
    stamp BIGINT NOT NULL,
    lineitem TEXT,
    outbox_id TEXT,
    updated BIGINT NOT NULL,
    PRIMARY KEY (platform_id, resource_link_id, user_id)
);

-- Scores to post with AGS, each with its body fixed when it was queued (its timestamp is the
-- attempt's end): posting one again is the same post, which an LMS takes once. A sender
-- claims a row (`claim`, its token) until `claimed_until`; one killed mid-post leaves it to be
-- claimed again. A score replaced before it went is marked superseded, not posted.
CREATE TABLE outbox (
    id TEXT PRIMARY KEY,
    platform_id TEXT NOT NULL,
    lineitem TEXT NOT NULL,
    user_id TEXT NOT NULL,
    body TEXT NOT NULL,
    created BIGINT NOT NULL,
    tries BIGINT NOT NULL,
    next_try BIGINT NOT NULL,
    claimed_until BIGINT,
    claim TEXT,
    delivered BIGINT,
    last_error TEXT
);
CREATE INDEX outbox_due ON outbox (delivered, next_try);

-- AGS access tokens, shared by every instance until they expire.
CREATE TABLE access_tokens (
    platform_id TEXT NOT NULL,
    scope TEXT NOT NULL,
    token TEXT NOT NULL,
    expires BIGINT NOT NULL,
    PRIMARY KEY (platform_id, scope)
);

-- Each link's exercise settings (its `exercise` custom parameter), as its last launch gave
-- them, under a key that names the link without revealing it: the student's exercise page
-- (`/exercise/{student}/{link}`) is made from them, so its address carries no settings.
CREATE TABLE links (
    key TEXT PRIMARY KEY,
    platform_id TEXT NOT NULL,
    resource_link_id TEXT NOT NULL,
    exercise TEXT NOT NULL,
    updated BIGINT NOT NULL
);

-- The students a teacher's class view lists: their name as the LMS last sent it (none if it
-- sends none).
CREATE TABLE students (
    platform_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    name TEXT,
    updated BIGINT NOT NULL,
    PRIMARY KEY (platform_id, user_id)
);

-- The audience a platform wants in our client assertions for its token endpoint, when it names
-- one (its OpenID configuration's `authorization_server`: Brightspace's differs from the
-- endpoint).
ALTER TABLE platforms ADD COLUMN authorization_server TEXT;
