-- Version 13: ratings across club nights and series of nights (issue 26, last layer). Rating is opt-in: a player
-- is rated only once they (or the host for them) opted in; the rated players are the club's
-- rating group. The ratings themselves are never stored: they are recomputed from the stored
-- games (each night table's result as it counts) every time they are read, so a corrected
-- result corrects them and nothing can go stale.
CREATE TABLE rated_players (
    player_id  INTEGER PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
    since      TEXT    NOT NULL
);

-- A series: a season of club nights with its own standings (computed from its nights'
-- standings when read, never stored). A night belongs to one series at most.
CREATE TABLE series (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 80),
    created_at  TEXT    NOT NULL
);
CREATE TABLE series_nights (
    series_id  INTEGER NOT NULL REFERENCES series (id) ON DELETE CASCADE,
    night_id   INTEGER NOT NULL UNIQUE REFERENCES nights (id) ON DELETE CASCADE,
    PRIMARY KEY (series_id, night_id)
) WITHOUT ROWID;
