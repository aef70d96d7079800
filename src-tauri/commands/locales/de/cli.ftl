## Die Wörter des Kommandozeilen-Schiedsrichters (`cardtable --lang`).

cli-gin-knocker-scores = der Klopfer bekommt { $points }
cli-gin-defender-scores = der Gegner bekommt { $points }
cli-gin-nobody-scores = niemand punktet
cli-gin-knock = Geklopft: { $who }.
cli-gin-gin = Gin: { $who }.
cli-gin-big-gin = Big Gin: { $who }.
cli-gin-undercut = Unterboten: { $who }.
cli-gin-void = Ungültiges Spiel: { $who }.
cli-game-over = Spiel vorbei. { $n ->
    [one] Sieger
   *[other] Sieger
  }: { $winners }.
cli-next-dealer = Nächster Geber: { $name }.
