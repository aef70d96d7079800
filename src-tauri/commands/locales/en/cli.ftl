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
