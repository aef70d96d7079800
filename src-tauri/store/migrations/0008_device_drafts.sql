-- Version 8: a draft per game and per screen. Two phones typing the same hand no longer
-- overwrite each other's unfinished entry: each screen (the host window is device '', a
-- paired phone its name) keeps its own. The drafts kept so far become the host's.
CREATE TABLE drafts_by_device (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    device      TEXT    NOT NULL DEFAULT '' CHECK (length(device) <= 64),
    facts       TEXT    NOT NULL CHECK (json_valid(facts) AND length(facts) <= 65536),
    updated_at  TEXT    NOT NULL,
    PRIMARY KEY (game_id, device)
);
INSERT INTO drafts_by_device (game_id, device, facts, updated_at)
    SELECT game_id, '', facts, updated_at FROM drafts;
DROP TABLE drafts;
ALTER TABLE drafts_by_device RENAME TO drafts;
