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
