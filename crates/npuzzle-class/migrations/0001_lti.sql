-- The class server's tables, in SQL that SQLite and PostgreSQL both read (sqlx's Any driver):
-- ids are TEXT made by the server, times BIGINT seconds since 1970, JSON kept as TEXT.

-- The tool's signing keys. The newest not retired signs; retired keys stay in the JWKS until
-- `dropped` so that tokens signed just before a rotation still verify.
CREATE TABLE tool_keys (
    kid TEXT PRIMARY KEY,
    private_pem TEXT NOT NULL,
    created BIGINT NOT NULL,
    retired BIGINT,
    dropped BIGINT
);

-- An LMS (issuer) and the client id it gave this tool; one row per registration.
CREATE TABLE platforms (
    id TEXT PRIMARY KEY,
    issuer TEXT NOT NULL,
    client_id TEXT NOT NULL,
    name TEXT NOT NULL,
    auth_endpoint TEXT NOT NULL,
    token_endpoint TEXT NOT NULL,
    jwks_uri TEXT NOT NULL,
    -- The platform's key set as last fetched, and when (fetched again once on an unknown kid).
    jwks TEXT,
    jwks_fetched BIGINT,
    created BIGINT NOT NULL,
    UNIQUE (issuer, client_id)
);

-- The deployments of a registration that may launch.
CREATE TABLE deployments (
    platform_id TEXT NOT NULL REFERENCES platforms (id),
    deployment_id TEXT NOT NULL,
    created BIGINT NOT NULL,
    PRIMARY KEY (platform_id, deployment_id)
);

-- An OIDC login in flight: its state and nonce, used once by the launch that follows.
CREATE TABLE logins (
    state TEXT PRIMARY KEY,
    nonce TEXT NOT NULL,
    platform_id TEXT NOT NULL REFERENCES platforms (id),
    target_link_uri TEXT NOT NULL,
    created BIGINT NOT NULL,
    used BIGINT
);

-- Every nonce a launch has carried, so that no id_token is taken twice.
CREATE TABLE used_nonces (
    platform_id TEXT NOT NULL,
    nonce TEXT NOT NULL,
    expires BIGINT NOT NULL,
    PRIMARY KEY (platform_id, nonce)
);

-- A launch that passed every check: what the pages after it may do, and for whom.
CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    platform_id TEXT NOT NULL REFERENCES platforms (id),
    deployment_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    instructor BIGINT NOT NULL,
    message_type TEXT NOT NULL,
    context_id TEXT,
    resource_link_id TEXT,
    claims TEXT NOT NULL,
    created BIGINT NOT NULL,
    expires BIGINT NOT NULL
);
