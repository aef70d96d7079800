-- Cardtable schema, version 1. Append-only: never edit a released migration, add 0002_... instead.
--
-- The store keeps facts (what players entered, as JSON) and the per-seat points the rules
-- computed from them. Totals, winners and "game over" are never stored: the rules fold them.

-- The roster: one row per person, reused across games. Names are unique and renamable; two
-- players are never merged silently.
CREATE TABLE players (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL UNIQUE CHECK (length(trim(name)) > 0),
    created_at  TEXT    NOT NULL
);

-- One game: its kind (a stable GameKind id), its rule options as JSON (the rules own their
-- meaning), and when it started and finished. preset/target/hands_limit are copies of what the
-- options say, kept for listing and filtering only.
CREATE TABLE games (
    id            INTEGER PRIMARY KEY,
    kind          TEXT    NOT NULL,
    options       TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(options)),
    preset        TEXT,
    target        INTEGER,
    hands_limit   INTEGER,
    first_dealer  INTEGER NOT NULL CHECK (first_dealer >= 0),
    created_at    TEXT    NOT NULL,
    finished_at   TEXT
);
CREATE INDEX games_by_created ON games (created_at DESC, id DESC);

-- Who sits where: seat 0, 1, ... in play order.
CREATE TABLE game_seats (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL CHECK (seat >= 0),
    player_id  INTEGER NOT NULL REFERENCES players (id),
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, player_id)
) WITHOUT ROWID;
CREATE INDEX game_seats_by_player ON game_seats (player_id);

-- One hand: the facts entered (JSON, validated by the rules before it is written), who dealt,
-- and its position in the game (seq orders hands; gaps are allowed after a delete).
CREATE TABLE hands (
    id         INTEGER PRIMARY KEY,
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,
    dealer     INTEGER NOT NULL CHECK (dealer >= 0),
    facts      TEXT    NOT NULL CHECK (json_valid(facts)),
    played_at  TEXT    NOT NULL,
    UNIQUE (game_id, seq)
);

-- The exact points each seat scored in a hand, as a fraction in lowest terms (den > 0).
CREATE TABLE hand_scores (
    hand_id  INTEGER NOT NULL REFERENCES hands (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL CHECK (seat >= 0),
    num      INTEGER NOT NULL,
    den      INTEGER NOT NULL DEFAULT 1 CHECK (den > 0),
    PRIMARY KEY (hand_id, seat)
) WITHOUT ROWID;
