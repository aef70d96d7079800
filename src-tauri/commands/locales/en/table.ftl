## The refusals of the club night, the live trackers and the commands themselves (issue 25):
## each keeps its stable `E_*` code in every language; the English is the old message, byte
## for byte.

## A club night (`E_NIGHT_*`): its players, rounds and fixed seats.

night-error-too-many = A night seats at most { $max } players ({ $got } were entered).
night-error-full = A night seats at most { $max } players.
night-error-rounds = A night has 1 to { $max } rounds ({ $got } was entered).
night-error-table-size = A table seats at least 2 players ({ $got } was entered).
night-error-too-few = A night of { $game } needs at least { $size } players, one table's worth ({ $got } were entered).
night-error-deals-or-minutes = A round is either a number of deals or a time limit, not both.
night-error-deals = A round has 1 to { $max } deals ({ $got } was entered).
night-error-minutes = A timed round lasts 1 to { $max } minutes ({ $got } was entered).
night-error-present = { $name } is already playing tonight.
night-error-absent = { $name } is not playing tonight.
night-error-cannot-leave = { $name } cannot leave: a table needs { $size } players and only { $left } are left.
night-error-fixed-unknown = { $name } is fixed to a table but is not one of the night's players.
night-error-fixed-table = { $name } is fixed to table { $table }, but the night has tables 1 to { $tables }.
night-error-fixed-twice = { $other } and { $name } are both fixed to table { $table }; fix one player to a table.
night-error-over = All { $rounds } rounds of the night are seated already.

## A club night's results: the phones' check-in, confirming and refusing, the host's
## corrections and closing a round.

night-error-phone = Players check in on their own phone: open the night there (scan the code or type the PIN).
night-error-check-in = Check in first: pick your name from the night's players.
night-error-not-seated = { $name } does not sit at table { $table } ({ $seats }): a result is confirmed by a player of the table.
night-error-closed = Round { $round } is closed: the host has the last word on its results now; ask the host.
night-error-playing = Table { $table } is still playing round { $round }: its result is confirmed once the round's deals are played.
night-error-refused = { $by } refused table { $table }'s result: the host decides it now (or correct the hands, then confirm again).
# Who refused, when the trail does not name them.
night-a-player = A player
night-a-player-lower = a player
night-error-settled = Table { $table }'s result already counts.
night-error-other-side = { $name } won at table { $table }: the result is confirmed by the other side ({ $confirmers }).
# Two players, or more joined one by one: "Bob or Cy".
night-or = { $a } or { $b }
night-error-reason-refuse = Say why the result is wrong, so the host can put it right.
night-error-reason-correct = Say why the table is corrected: the reason is kept with the night's results.
night-error-scores = Give one score for each player at the table ({ $seats }): { $got } were given.
night-error-no-round = No round is seated yet: seat the first round.
night-error-closed-already = Round { $round } is closed already.
night-error-final = Night { $night } is finalised: its results are final and nothing of it changes any more.
night-error-refused-round = Round { $round } has a refused result at { $tables }; correct it before the round is closed.
night-refused-table = table { $table } ({ $by } refused it: { $reason })
night-error-round-open = Round { $round } is still being played at { $tables }; { $then ->
        [close] close it once every table has finished
        [finalise] finalise the night once every table has finished
       *[seat] seat the next round once every table has finished
    }.
night-open-table = table { $table } ({ $seats })

## The live trackers (Skull & Roses, Avalanche).

tracker-error-not-tracked = { $game } is not played with a live tracker.
tracker-error-too-many-moves = A round can't hold more than { $max } moves.
# `$why` is what the move's reader could not read, in its own (English) words.
tracker-error-bad-move = This is not a move: { $why }.

## The commands' own refusals.

host-only-tv = The TV view only shows the game; use a paired phone to change it.
host-only = Only the host can do this, on the computer sharing the game.
tracker-error-no-draw = Nothing to draw now: no card is being lost to another player's skull.
command-error-hand-kind = This is a { $hand } hand, but the game is { $game }.
command-error-rules-kind = These are rules for { $rules }, and this game is { $game }.

## What was asked for and is not there (`E_NOT_FOUND`).

not-found-game = Game { $id } was not found.
not-found-night-game = Game { $id } as a table of a night was not found.
not-found-hand = Hand { $id } was not found.
not-found-player = Player { $id } was not found.
not-found-night = Night { $id } was not found.
not-found-series = Series { $id } was not found.
not-found-night-table = Game { $game } is not a table of night { $night }.
# `$name` as typed, in quotes.
not-found-command = There is no command called { $name }.
not-found-shell = { $name } is answered by the app's window alone.

## A save made against a game that changed meanwhile (`E_STALE`): `$change` says who changed
## it and how (a `change-*` message, `$who` a `change-by-*` one).

stale-error = { $change }. Nothing was saved; what you entered is kept, so check it against the game as it is now and save again.
change-unknown = The game just changed on another screen
change-by-host = The host
change-by-phone = { $name } (phone)
change-by-tv = The TV view
change-recorded-hand = { $who } just recorded hand { $n }
change-amended-hand = { $who } just changed a hand
change-deleted-hand = { $who } just deleted a hand
change-undid = { $who } just undid the last change
change-redid = { $who } just redid a change
change-rules = { $who } just changed the rules
change-reopened = { $who } just reopened the game

## A request that cannot be read (`E_INVALID_REQUEST`); `$why` is what serde found, in its
## own (English) words.

request-error-invalid = The request to { $name } is not valid: { $why }.
request-error-version = version must be a number

## A file refused at import (`E_IMPORT`): nothing was imported. `$file` is the file's path,
## `$why` the system's or serde's own words, `$where` an `import-where-*` message.

import-error-no-file = There is no file { $file }.
import-error-not-allowed = Cardtable is not allowed to read { $file }.
import-error-unreadable = { $file } cannot be read: { $why }.
import-error-folder = { $file } is a folder; choose a Cardtable export file.
import-error-not-text = This file is not a Cardtable export: it is not text.
import-error-too-big = This file is larger than { $mb } MB, the largest export Cardtable imports; nothing was imported.
import-error-not-json = This file is not a Cardtable export: it is not valid JSON ({ $why }).
import-error-foreign = This file is not a Cardtable export.
import-error-newer = This export is version { $version }; this Cardtable reads up to version { $max }. Update Cardtable to import it.
import-error-no-version = This Cardtable export has no version; it is damaged.
import-error-damaged = This Cardtable export is damaged: { $why }.
import-error-checksum = This Cardtable export is damaged: its content does not match its checksum.
import-where-roster = The roster
import-where-game = Game { $n } in the file
import-where-night = Club night { $n } in the file
# What the rules refused, where: "Game 2 in the file: The 1st player's name is empty."
import-error-where = { $where }: { $why }
import-error-kind = { $where } is of an unknown kind '{ $kind }'.
import-error-dealer = { $where } has a dealer outside its seats.
import-error-player-twice = { $where } has the player { $name } twice.
import-error-options = { $where } has options that are not a set of settings.
import-error-hand-seats = Hand { $hand } of game { $game } in the file does not fit its { $seats } seats.
import-error-rules = This file's { $game } game has rules Cardtable cannot read ({ $why }); nothing was imported.
import-error-series-name = This Cardtable export is damaged: a series has no name, or one longer than 80 characters; nothing was imported.
import-error-series-nights = This Cardtable export is damaged: the series { $series } names club night { $night } of { $nights }, or one already in a series; nothing was imported.
import-error-series-night = The series { $series } names a club night the file does not have; nothing was imported.
import-error-night-table-missing = The club night made at { $made }: table { $table } of round { $round } is a game the file does not have; nothing was imported.
import-error-night-table-taken = The club night made at { $made }: table { $table } of round { $round } is a game already played at another club night here; nothing was imported.

## A damaged club night in the file: `$what` is one of the `import-night-*` messages, `$table`
## an `import-night-table`.

import-error-night = This Cardtable export is damaged: { $where } { $what }; nothing was imported.
import-night-table = round { $round }'s table { $table }
import-night-time-creation = has a creation that is not a time ({ $at })
import-night-time-finalisation = has a finalisation that is not a time ({ $at })
import-night-time-seating = has a round's seating that is not a time ({ $at })
import-night-time-closing = has a round's closing that is not a time ({ $at })
import-night-time-check-in = has a check-in that is not a time ({ $at })
import-night-time-result = has a result's time that is not a time ({ $at })
import-night-description = has a description Cardtable cannot read ({ $why })
import-night-rules = has rules Cardtable cannot read ({ $why })
import-night-player-twice = has the player { $name } twice
import-night-players = lists { $listed } players but its description { $described }
import-night-round = has a round { $got } where round { $expected } of its { $rounds } should be
import-night-table-number = numbers { $table } wrongly
import-night-table-missing = says { $table } is game { $game } but the file has { $games } games
import-night-table-shared = says { $table } is game { $game }, which is a table of club night { $other } in the file too
import-night-table-kind = says { $table } is game { $game }, which is not a game of { $kind }
import-night-seat-stranger = seats { $name } at { $table }, who is not one of its players
import-night-seat-twice = seats { $name } twice in round { $round }
import-night-bye = gives { $name } a bye in round { $round }, who is not one of its players or is seated
import-night-check-in = has a phone checked in as { $name }, who is not one of its players
import-night-result-stranger = has a result of { $table } answered by { $name }, who does not sit there
import-night-result-seats = has a result of { $table } that does not fit its { $seats } seats
import-night-result-shape = has a result of { $table } that does not hold together

## What the database as it stands refuses (`E_INVALID_REQUEST`).

declined-nothing-to-undo = There is nothing to undo.
declined-nothing-to-redo = There is nothing to redo.
declined-player-exists = There is already a player called { $name }. Choose another name; Cardtable never merges two players.
declined-game-name = A game's name can be at most { $max } characters ({ $got } were entered).
declined-not-of-night = { $name } is not one of this night's players; pick your name from the list.

## The phone server's own refusals: a phone joining, a request it cannot read, too much at once.

server-wrong-host = This server answers only at its own address.
server-too-much-work = This phone has asked for several exports in the last minute. Wait a minute, then try again.
server-pair-unreadable = Send the code from the QR code or the PIN shown on the host.
server-wrong-pin = That PIN is not the one the host shows. Check it and try again.
server-too-many-tries = Too many tries from this device. Wait a minute, then type the PIN again.
server-pin-locked = Too many wrong PINs were typed at this table. Ask the host to show a new PIN.
server-join-refused = The host did not let this phone join.
server-no-answer = The host did not answer. Ask them to look at the Phones screen, then try again.
server-too-many-waiting = Several phones are already waiting for the host. Try again in a minute.
server-not-json = The request to { $name } is not JSON: { $detail }.
server-too-many-streams = Too many live views are open. Close a tab on this phone, then reload.
