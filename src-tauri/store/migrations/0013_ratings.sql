-- Version 13: ratings across club nights (issue 26, last layer). Rating is opt-in: a player
-- is rated only once they (or the host for them) opted in; the rated players are the club's
-- rating group. The ratings themselves are never stored: they are recomputed from the stored
-- games (each night table's result as it counts) every time they are read, so a corrected
-- result corrects them and nothing can go stale.
CREATE TABLE rated_players (
    player_id  INTEGER PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
    since      TEXT    NOT NULL
);
