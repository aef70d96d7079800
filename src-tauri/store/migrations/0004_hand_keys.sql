-- Cardtable schema, version 4: a retried write records its hand once.
--
-- A client (the app's hand entry, a script running `cardtable hand add --key K`) may send a key
-- of its own choosing with a new hand. The key is remembered with the game, the request (facts
-- and dealer, as JSON) and the hand it recorded, in the same transaction as the hand, so the
-- same write sent again (a retry after a timeout, a killed process, a dropped connection)
-- records nothing and answers with the game as it stands. A key is used once, whatever the
-- game. Rows are only added; deleting the game drops its keys.
CREATE TABLE hand_keys (
    key      TEXT    PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 128),
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    hand_id  INTEGER NOT NULL,
    request  TEXT    NOT NULL CHECK (json_valid(request)),
    at       TEXT    NOT NULL
) WITHOUT ROWID;
CREATE INDEX hand_keys_by_game ON hand_keys (game_id);
