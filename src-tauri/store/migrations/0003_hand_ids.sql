-- Cardtable schema, version 3: hand ids are never reused.
--
-- One game's undo/redo log can hold a hand that is deleted for now (an undone record, a
-- deleted hand); a hand recorded later in another game must not take its id. Hand ids are
-- handed out from this counter, which starts above every id in use or in the log.
CREATE TABLE id_counters (
    name  TEXT    PRIMARY KEY,
    next  INTEGER NOT NULL
) WITHOUT ROWID;

INSERT INTO id_counters (name, next)
SELECT 'hands', 1 + max(
    coalesce((SELECT max(id) FROM hands), 0),
    coalesce((SELECT max(json_extract(h.value, '$.id'))
              FROM history, json_each(history.before, '$.hands') AS h), 0),
    coalesce((SELECT max(json_extract(h.value, '$.id'))
              FROM history, json_each(history.after, '$.hands') AS h), 0));
