-- The server's own settings (the registration key), and indexes for the sweeps of old rows.
CREATE TABLE settings (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE INDEX logins_created ON logins (created);
CREATE INDEX used_nonces_expires ON used_nonces (expires);
CREATE INDEX sessions_expires ON sessions (expires);
