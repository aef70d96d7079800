-- Version 10: the games table's preset, target and hands_limit columns go. They were copies of
-- what the options JSON says, "for listing and filtering" (0001), and nothing ever read them:
-- the options are the one record of a game's rules. (ALTER TABLE ... DROP COLUMN needs SQLite
-- 3.35; the bundled one is newer, and these columns have no index, constraint or view.)
ALTER TABLE games DROP COLUMN preset;
ALTER TABLE games DROP COLUMN target;
ALTER TABLE games DROP COLUMN hands_limit;
