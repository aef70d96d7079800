## Refusals written for the person at the table (RULES.md §1.7 and the card notation). Each
## keeps its stable `E_*` code in every language.

card-error-invalid = '{ $token }' ({ NUMBER($position, type: "ordinal") ->
    [one] { $position }st
    [two] { $position }nd
    [few] { $position }rd
   *[other] { $position }th
  } card) is not a card.
card-error-not-a-card = '{ $token }' is not a card.
gin-error-big-gin-unmelded = The knocker has 11 cards but not all are melded: big gin needs every card in a meld; otherwise discard one and show 10.
gin-error-knocker-cards = The knocker must show 10 cards after discarding (has { $got }).
gin-error-defender-cards = The defender must show 10 cards (has { $got }).
gin-error-big-gin-disabled = Big gin isn't enabled: discard one card and score as gin.
gin-error-upcard-limit = The upcard { $upcard } sets this hand's knock limit to { $limit }. Deadwood is { $deadwood }.
gin-error-too-high = Deadwood is { $deadwood }; you may knock with at most { $limit }.
gin-error-could-be-lower = { $head } These cards can be arranged with { $best } deadwood instead.
gin-error-gin-only = An ace was turned up: only gin ends this hand.
gin-error-upcard-required = Oklahoma Gin needs the first upcard: it sets this hand's knock limit.
gin-error-layoff-on-gin = No lay-offs are allowed when the knocker goes gin.
gin-error-layoff-on-deadwood = You can't lay off onto the knocker's unmatched cards: { $card } only goes with { $with }.
gin-error-knocker-seat = The knocker must be player 1 or player 2 (got player { $n }).
gin-error-deadwood-range = Deadwood is 0 to 98 (a 10-card hand has at most 98), so { $n } cannot be right.
gin-error-big-gin-deadwood = Big gin means every card is melded, so the knocker's deadwood must be 0.
gin-error-layoff-not-in-hand = { $card } isn't in the defender's hand.
gin-error-layoff-not-fitting = { $card } doesn't fit: { $why }
gin-error-layoff-run-ends = the { $suit } run ends at { $end }.
gin-error-layoff-run-starts = the { $suit } run starts at { $start }.
gin-error-layoff-no-meld = it extends none of the knocker's melds.
gin-error-layoff-no-jokers = this game has no jokers.
gin-error-suit-spade = spade
gin-error-suit-heart = heart
gin-error-suit-diamond = diamond
gin-error-suit-club = club

## A failure of the machine or a bug (E_STORAGE, E_INTERNAL). `$why` is the system's own
## words (an io or SQLite error, the store's refusal), kept as they are in every language.

storage-database-error = database error: { $why }
storage-migration-failed = database migration failed: { $why }
storage-database-folder = cannot create the database folder: { $why }
storage-stored-json = stored data is not valid JSON: { $why }
storage-no-database = Cardtable has no database open: { $why }
storage-nothing-saved = Nothing was saved: the database could not keep this change ({ $why }). What you entered is kept; save again.
storage-no-export-folder = There is no Downloads or home folder to save the export in.
storage-export-not-saved = The export could not be saved in { $folder }: { $why }.
storage-export-copies = { $name } and { $copies } numbered copies already exist
storage-schema-version = Cardtable could not read its database's schema version: { $why }.
storage-no-backup = There is no automatic backup to open for this database.
storage-nothing-to-replace = The database is open; there is nothing to replace.
storage-no-data-folder = This computer has no folder for app data to start a database in.
storage-cannot-listen = Phones cannot join: this computer refused to listen ({ $why }).
storage-sharing-stopped = Sharing stopped with an error: { $why }.
internal-unavailable = The database is unavailable after an earlier failure; restart Cardtable.
internal-save-unanswered = The save stopped before it was answered; check the game and save again.
internal-save-outside-group = A save to a game was made outside its group commit.
internal-answer-unwritten = The answer could not be written: { $why }.
internal-answer-unread = The answer could not be read: { $why }.
internal-command-stopped = The command stopped before it finished: { $why }.
internal-no-database = The database is not open.
internal-qr = The QR code could not be drawn: { $why }.
internal-no-pin = No new PIN could be drawn.
internal-no-sharing = Sharing is not available in this window.

## The window's own refusals: sharing with the phones, and what the window sends.

sharing-off = Sharing is off: turn on "Let phones join" first.
sharing-not-waiting = That phone is not waiting any more: it gave up or sharing restarted.
sharing-off-no-device = Sharing is off, so there is no device to remove.
sharing-not-paired = That device is not paired any more.
window-sent-bytes = The window sent bytes where the command expects its arguments as JSON.

## The start-up screen: a database Cardtable will not open (its heading, what is wrong, what
## the person can do), and the notice that the one started in its place was opened. `$why`
## and `$problems` are the system's own words (the operating system's, SQLite's).

startup-title-directory = The database path is a folder
startup-title-unreadable = Cardtable cannot read its database
startup-title-not-sqlite = This is not a Cardtable database
startup-title-truncated = The database file is cut short
startup-title-foreign = This database belongs to another program
startup-title-newer = This database is from a newer Cardtable
startup-title-damaged = The database file is damaged
startup-title-unusable = Cardtable cannot open its database
startup-advice-point = Point CARDTABLE_DB at a database file, or start a new database.
startup-advice-elsewhere = Start a new database elsewhere; this file is left as it is.
startup-advice-update = Update Cardtable to open it, or start a new database elsewhere; this file is left as it is.
startup-advice-backup = Open the last automatic backup (the damaged file is kept beside it), or start a new database elsewhere.
startup-advice-retry = Start a new database elsewhere, or quit and try again.
startup-advice-no-backup = There is no automatic backup of this database to open (Cardtable takes one each day it is used and before upgrades and imports, in the backups folder beside the file). Start a new database; the damaged file stays exactly as it is, for a recovery tool or a copy you kept.
startup-cannot-look = Cardtable cannot look at its database file: { $why }.
startup-folder = The database path is a folder, not a database file.
startup-not-ordinary = The database path is not an ordinary file (a device or a pipe).
startup-cannot-read = Cardtable cannot read its database file: { $why }.
startup-bytes-left = The database file is cut short: only { $got } bytes are left of it.
startup-not-sqlite = This file is not a Cardtable database: it is not an SQLite database at all.
startup-foreign = This file is another program's database, not Cardtable's.
startup-cut-short = The database file is cut short: it has { $has } of its { $needs } bytes.
startup-cannot-open-file = Cardtable cannot open its database file: { $why }.
startup-unreadable = The database file is damaged and cannot be read ({ $why }).
startup-newer = This database was made by a newer version of Cardtable (its format is version { $version }; this Cardtable reads up to { $reads }).
startup-check-found = The database file is damaged: SQLite's check found { $problems }.
startup-cannot-check = Cardtable could not check its database file: { $why }.
startup-could-not-open = Cardtable could not open its database: { $why }.
startup-no-data-folder = This computer has no folder for app data, so Cardtable has nowhere to keep its database. Set CARDTABLE_DB to a database file.
startup-notice = { $db } still cannot be opened ({ $title }). Cardtable opened the database you started in its place: { $instead }.
startup-refusal = { $message } { $advice }
