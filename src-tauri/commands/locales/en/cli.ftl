## The command-line referee's own words (`cardtable --lang`).

cli-gin-knocker-scores = the knocker scores { $points }
cli-gin-defender-scores = the defender scores { $points }
cli-gin-nobody-scores = nobody scores
cli-gin-knock = Knock: { $who }.
cli-gin-gin = Gin: { $who }.
cli-gin-big-gin = Big gin: { $who }.
cli-gin-undercut = Undercut: { $who }.
cli-gin-void = Void hand: { $who }.
cli-game-over = Game over. Winner: { $winners }.
cli-next-dealer = Next dealer: { $name }.

## The command line's own words: its refusals, what it wrote, the ledger's lines and tables.

cli-no-db = No database path: pass --db PATH or set CARDTABLE_DB.
cli-flag-not-json = --{ $flag } is not valid JSON: { $why }
cli-seat-flag = --{ $flag } { $n } is not a seat of this game: seats are counted from 0 (the first player) as in the JSON, so they are 0 to { $last }.
cli-export-unwritten = The export could not be written to { $path }: { $why }.
cli-export-no-folder = the folder { $folder } does not exist
cli-export-not-allowed = Cardtable may not write in { $folder }
cli-saved-unanswered = cardtable: the change was saved; do not run it again without --key.
cli-answer-unwritten = cardtable: the answer could not be written: { $why }.
cli-wrote = Wrote { $path }
cli-ended-won = Ended here: { $winners } wins.
cli-ended-shared = Ended here: { $winners } share the win.
cli-summary = #{ $id } { $game } — { $players } — { $hands } hand(s), started { $started }, { $state }
cli-in-progress = in progress
cli-finished = finished { $at }
cli-col-hand = hand
cli-col-id = id
cli-col-dealer = dealer
cli-col-total = total
cli-col-bonus = bonus
cli-col-final = final
cli-seat = seat { $n }
cli-options-problem = Options problem: { $code }: { $why }
cli-hand-problem = Hand { $n } no longer validates ({ $code }: { $why }); its stored points are counted.
cli-best-discards = Best discards: { $cards }
cli-after-discarding = After discarding the first of them:
cli-melds = Melds: { $melds }
cli-melds-none = Melds: none
cli-deadwood = Deadwood: { $points }
cli-deadwood-cards = Deadwood: { $cards } = { $points }
cli-warning = Warning ({ $code }): { $why }
cli-serve-sharing = Cardtable is sharing { $db } at { $url }
cli-serve-scan = Scan the code, or open { $link }
cli-serve-pin = PIN: { $pin }
cli-serve-tv = TV view (read only): { $link }
cli-serve-stop = Stop with Ctrl-C.
cli-serve-cannot-listen = cardtable serve: cannot listen on { $address }: { $why }
cli-serve-stopping = cardtable serve: { $why }: stopping.
cli-serve-interrupted = interrupted
cli-serve-terminated = terminated
cli-serve-failed = cardtable serve: { $why }
cli-serve-unfinished = cardtable serve: { $db } was not finished: { $why }
cli-export-how-night = Say how to export the night: --csv (for a spreadsheet) or --json.
cli-export-how-series = Say how to export the series: --csv (for a spreadsheet) or --json.
cli-series-head = Series { $id } · { $name } · { $nights } { $nights ->
        [one] night
       *[other] nights
    } · { $state }
cli-series-final = final
cli-series-provisional = provisional
cli-series-record = ({ $nights } { $nights ->
        [one] night
       *[other] nights
    }, { $wins } won)
cli-series-night = Night { $night }: { $game } · won by { $winners }
cli-series-night-provisional = Night { $night }: { $game } (provisional) · won by { $winners }
cli-round = Round { $round }
cli-table = Table { $table }: { $seats } (game { $game })
cli-table-state = Table { $table }: { $seats } (game { $game }, { $state })
cli-table-to-confirm = to confirm
cli-table-confirmed = confirmed
cli-table-refused = refused: the host decides
cli-table-corrected = corrected by the host
cli-table-accepted = accepted by the host
cli-table-done = done
cli-table-playing = playing
cli-bye = Bye: { $names }
cli-night-final = final results
cli-night-not-seated = not seated yet
cli-night-all-played = all { $rounds } rounds played
cli-night-round-played = round { $round } of { $rounds } played
cli-night-round = round { $round } of { $rounds } (a table counts once its result is confirmed)
cli-night-head = Night { $id } · { $game } · { $state }
cli-night-clock = Round { $round } clock: { $left } left (ends { $ends })
cli-night-clock-up = Round { $round } clock: time is up, each table finishes its deal in progress (its last)
cli-night-record = ({ $played } played)
cli-night-record-byes = ({ $played } played, { $byes } { $byes ->
        [one] bye
       *[other] byes
    })
cli-no-meld-rules = '{ $game }' has no meld rules here: try { $games } or { $last }.
cli-options-not-object = "options" must be an object of named settings.
cli-gin-options-unusable = The Gin options cannot be used: { $why }.
cli-options-not-json = --options is not JSON: { $why }.
