-- Version 9: the phones paired with this table, so that they stay paired when the host
-- restarts. Only the SHA-256 digest of each device's token is kept, never the token itself.
CREATE TABLE paired_devices (
    id            INTEGER PRIMARY KEY,
    token_digest  TEXT    NOT NULL UNIQUE CHECK (length(token_digest) = 64),
    name          TEXT    NOT NULL CHECK (length(name) <= 64),
    address       TEXT    NOT NULL CHECK (length(address) <= 64),
    paired_at     TEXT    NOT NULL
);
