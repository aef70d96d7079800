-- Version 7: every player's name in the one form the rules give names (invisible characters
-- dropped, spaces collapsed and trimmed, Unicode NFC, at most 40 characters), so "Ann " and
-- "Ann\u200b" from before version 6 look and match as "Ann" does today. The renaming is done
-- by a Rust hook (names.rs) in this migration's transaction; the schema does not change.
-- Two players whose names become the same are never merged: the later one gets " (2)".
SELECT 1;
