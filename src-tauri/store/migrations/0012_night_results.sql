-- Version 12: a club night's phones and results (issue 26, second layer). Which phone checked
-- in as which player; each table's result confirmed or refused at the table (the Bridgemate
-- pattern) and corrected by the host, kept as an append-only trail (the newest entry of a
-- table is its state, every older one its history); a round the host closed. The night's
-- own `finished_at` (version 11) is when the host finalised it.

-- A phone checked in as a player of the night: the phone is its paired device's key (never a
-- name it sends); one player per phone, a player may check in from several phones.
CREATE TABLE night_checkins (
    night_id   INTEGER NOT NULL REFERENCES nights (id) ON DELETE CASCADE,
    device     TEXT    NOT NULL CHECK (length(device) BETWEEN 1 AND 80),
    player_id  INTEGER NOT NULL REFERENCES players (id),
    at         TEXT    NOT NULL,
    PRIMARY KEY (night_id, device)
) WITHOUT ROWID;

-- A table's result: confirmed by a player at the table, refused (with the reason and the
-- refuser's own version of the scores), corrected by the host (with the reason and the
-- scores that count), or accepted by the host as it stood when the round was closed.
-- `scores` is the result as the table's game had it then (JSON, per seat), `version` the
-- game's version it was read at: a confirmation holds while the game is unchanged.
CREATE TABLE night_results (
    id         INTEGER PRIMARY KEY,
    game_id    INTEGER NOT NULL REFERENCES night_games (game_id) ON DELETE CASCADE,
    action     TEXT    NOT NULL CHECK (action IN ('confirmed', 'refused', 'corrected', 'accepted')),
    player_id  INTEGER REFERENCES players (id),
    version    INTEGER NOT NULL,
    scores     TEXT    NOT NULL CHECK (json_valid(scores)),
    claimed    TEXT    CHECK (claimed IS NULL OR json_valid(claimed)),
    reason     TEXT    CHECK (reason IS NULL OR length(reason) <= 500),
    at         TEXT    NOT NULL
);
CREATE INDEX night_results_by_game ON night_results (game_id, id);

-- When the host closed a round (no phone confirms or refuses in it any more).
ALTER TABLE night_rounds ADD COLUMN closed_at TEXT;
