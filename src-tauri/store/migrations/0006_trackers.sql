-- Cardtable schema: the live trackers (Skull & Roses, Avalanche).
--
-- The moves of the round (or deal) being played, one row per move, written as it happens, so
-- closing the app mid-round loses nothing. Undo deletes the newest row. When the round is saved
-- its moves become the facts of a hand, and these rows are deleted in the same transaction.
CREATE TABLE tracker_moves (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq      INTEGER NOT NULL CHECK (seq >= 0),
    move     TEXT    NOT NULL CHECK (json_valid(move) AND length(move) <= 1024),
    at       TEXT    NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
