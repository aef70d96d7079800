-- Cardtable schema, version 2: undo/redo log and reopened games.

-- A finished game reopened for a correction stays open (is not finished again by an amend)
-- until a hand is recorded.
ALTER TABLE games ADD COLUMN reopened INTEGER NOT NULL DEFAULT 0;

-- Every change to a game's hands or options, as the rows it touched before and after (JSON).
-- Undo applies `before` and marks the entry undone; redo applies `after` again. A new change
-- drops the undone entries (the redo stack).
CREATE TABLE history (
    id       INTEGER PRIMARY KEY,
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    action   TEXT    NOT NULL,
    before   TEXT    NOT NULL CHECK (json_valid(before)),
    after    TEXT    NOT NULL CHECK (json_valid(after)),
    undone   INTEGER NOT NULL DEFAULT 0,
    at       TEXT    NOT NULL
);
CREATE INDEX history_by_game ON history (game_id, undone, id);
