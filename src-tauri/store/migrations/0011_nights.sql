-- Version 11: club nights (issue 26). A night is many tables of one game played in rounds; the
-- rules own what its spec means (game, rules, rounds, scoring, table size, fixed seats) and
-- compute seating and standings; the store keeps the spec, the seed of the first round's
-- shuffle, who checked in, and which game is which round's which table, and never decides who
-- sits where or who leads.
CREATE TABLE nights (
    id           INTEGER PRIMARY KEY,
    spec         TEXT    NOT NULL CHECK (json_valid(spec)),
    seed         INTEGER NOT NULL,
    created_at   TEXT    NOT NULL,
    finished_at  TEXT
);

-- The players of a night, in the order they checked in.
CREATE TABLE night_players (
    night_id   INTEGER NOT NULL REFERENCES nights (id) ON DELETE CASCADE,
    position   INTEGER NOT NULL CHECK (position >= 0),
    player_id  INTEGER NOT NULL REFERENCES players (id),
    PRIMARY KEY (night_id, player_id),
    UNIQUE (night_id, position)
) WITHOUT ROWID;

-- A seated round: one row per round, so a round with only byes is still a round.
CREATE TABLE night_rounds (
    night_id   INTEGER NOT NULL REFERENCES nights (id) ON DELETE CASCADE,
    round      INTEGER NOT NULL CHECK (round >= 1),
    seated_at  TEXT    NOT NULL,
    PRIMARY KEY (night_id, round)
) WITHOUT ROWID;

-- The tagging of a table's game with its night, round and table: an ordinary game otherwise
-- (refereed, drafts, undo, history). Its seats are the game's own seats.
CREATE TABLE night_games (
    game_id   INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    night_id  INTEGER NOT NULL,
    round     INTEGER NOT NULL,
    table_no  INTEGER NOT NULL CHECK (table_no >= 1),
    UNIQUE (night_id, round, table_no),
    FOREIGN KEY (night_id, round) REFERENCES night_rounds (night_id, round) ON DELETE CASCADE
);

-- Who sat a round out.
CREATE TABLE night_byes (
    night_id   INTEGER NOT NULL,
    round      INTEGER NOT NULL,
    player_id  INTEGER NOT NULL REFERENCES players (id),
    PRIMARY KEY (night_id, round, player_id),
    FOREIGN KEY (night_id, round) REFERENCES night_rounds (night_id, round) ON DELETE CASCADE
) WITHOUT ROWID;
