-- Cardtable schema: what the table needs around the ledger.
--
-- A game can be named ("Heart Failure" for a scorepad game) and deleted softly: deleted_at
-- hides it from the recent games until it is restored (undo), without touching its hands.
-- An open-ended game stopped by the players keeps the winners they named (checked by the rules)
-- with the finished_at stamp they were named at: a reopened game no longer shows them.
-- entry_mode is the hand-entry form last chosen for the game (cards or counts).
ALTER TABLE games ADD COLUMN name TEXT CHECK (name IS NULL OR length(name) BETWEEN 1 AND 80);
ALTER TABLE games ADD COLUMN deleted_at TEXT;
ALTER TABLE games ADD COLUMN declared_winners TEXT CHECK (declared_winners IS NULL OR json_valid(declared_winners));
ALTER TABLE games ADD COLUMN declared_at TEXT;
ALTER TABLE games ADD COLUMN entry_mode TEXT CHECK (entry_mode IS NULL OR length(entry_mode) <= 20);

-- A hand being entered, kept until the players save it or discard it: one per game. facts is
-- whatever the entry form holds (JSON, possibly incomplete: it is never priced from here).
CREATE TABLE drafts (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    facts       TEXT    NOT NULL CHECK (json_valid(facts) AND length(facts) <= 65536),
    updated_at  TEXT    NOT NULL
);
