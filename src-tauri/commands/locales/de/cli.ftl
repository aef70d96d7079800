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

## Die eigenen Wörter der Kommandozeile: ihre Ablehnungen, was sie schrieb, die Zeilen und Tabellen der Partien.

cli-no-db = Kein Datenbankpfad: --db PATH angeben oder CARDTABLE_DB setzen.
cli-flag-not-json = --{ $flag } ist kein gültiges JSON: { $why }
cli-seat-flag = --{ $flag } { $n } ist kein Platz dieser Partie: Plätze werden wie im JSON ab 0 (der erste Spieler) gezählt, hier also 0 bis { $last }.
cli-export-unwritten = Der Export konnte nicht nach { $path } geschrieben werden: { $why }.
cli-export-no-folder = der Ordner { $folder } existiert nicht
cli-export-not-allowed = Cardtable darf nicht in { $folder } schreiben
cli-saved-unanswered = cardtable: Die Änderung wurde gespeichert; ohne --key nicht noch einmal ausführen.
cli-answer-unwritten = cardtable: Die Antwort konnte nicht geschrieben werden: { $why }.
cli-wrote = { $path } geschrieben
cli-ended-won = Hier beendet: { $winners } gewinnt.
cli-ended-shared = Hier beendet: { $winners } teilen sich den Sieg.
cli-summary = #{ $id } { $game } — { $players } — { $hands } { $hands ->
        [one] Runde
       *[other] Runden
    }, begonnen { $started }, { $state }
cli-in-progress = läuft
cli-finished = beendet { $at }
cli-col-hand = Runde
cli-col-id = ID
cli-col-dealer = Geber
cli-col-total = Summe
cli-col-bonus = Bonus
cli-col-final = Endstand
cli-seat = Platz { $n }
cli-options-problem = Problem mit den Optionen: { $code }: { $why }
cli-hand-problem = Runde { $n } ist nicht mehr gültig ({ $code }: { $why }); ihre gespeicherten Punkte werden gezählt.
