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
cli-best-discards = Beste Abwürfe: { $cards }
cli-after-discarding = Nach dem Abwerfen der ersten davon:
cli-melds = Kombinationen: { $melds }
cli-melds-none = Kombinationen: keine
cli-deadwood = Restpunkte: { $points }
cli-deadwood-cards = Restpunkte: { $cards } = { $points }
cli-warning = Warnung ({ $code }): { $why }
cli-serve-sharing = Cardtable teilt { $db } unter { $url }
cli-serve-scan = Den Code scannen oder { $link } öffnen
cli-serve-pin = PIN: { $pin }
cli-serve-tv = TV-Ansicht (nur lesen): { $link }
cli-serve-stop = Beenden mit Strg-C.
cli-serve-cannot-listen = cardtable serve: Auf { $address } können keine Verbindungen angenommen werden: { $why }
cli-serve-stopping = cardtable serve: { $why }: wird beendet.
cli-serve-interrupted = unterbrochen
cli-serve-terminated = beendet
cli-serve-failed = cardtable serve: Fehler: { $why }
cli-serve-unfinished = cardtable serve: { $db } wurde nicht abgeschlossen: { $why }
cli-export-how-night = Angeben, wie der Spielabend exportiert wird: --csv (für eine Tabellenkalkulation) oder --json.
cli-export-how-series = Angeben, wie die Serie exportiert wird: --csv (für eine Tabellenkalkulation) oder --json.
cli-series-head = Serie { $id } · { $name } · { $nights } { $nights ->
        [one] Spielabend
       *[other] Spielabende
    } · { $state }
cli-series-final = Endstand
cli-series-provisional = vorläufig
cli-series-record = ({ $nights } { $nights ->
        [one] Spielabend
       *[other] Spielabende
    }, { $wins } gewonnen)
cli-series-night = Spielabend { $night }: { $game } · gewonnen von { $winners }
cli-series-night-provisional = Spielabend { $night }: { $game } (vorläufig) · gewonnen von { $winners }
cli-round = Runde { $round }
cli-table = Tisch { $table }: { $seats } (Partie { $game })
cli-table-state = Tisch { $table }: { $seats } (Partie { $game }, { $state })
cli-table-to-confirm = zu bestätigen
cli-table-confirmed = bestätigt
cli-table-refused = abgelehnt: der Host entscheidet
cli-table-corrected = vom Host korrigiert
cli-table-accepted = vom Host angenommen
cli-table-done = fertig
cli-table-playing = spielt
cli-bye = Freilos: { $names }
cli-night-final = Endstand
cli-night-not-seated = noch nicht gesetzt
cli-night-all-played = alle { $rounds } Runden gespielt
cli-night-round-played = Runde { $round } von { $rounds } gespielt
cli-night-round = Runde { $round } von { $rounds } (ein Tisch zählt, sobald sein Ergebnis bestätigt ist)
cli-night-head = Spielabend { $id } · { $game } · { $state }
cli-night-clock = Uhr der Runde { $round }: noch { $left } (endet { $ends })
cli-night-clock-up = Uhr der Runde { $round }: Die Zeit ist um, jeder Tisch spielt sein laufendes Spiel zu Ende (sein letztes)
cli-night-record = ({ $played } gespielt)
cli-night-record-byes = ({ $played } gespielt, { $byes } { $byes ->
        [one] Freilos
       *[other] Freilose
    })
cli-no-meld-rules = „{ $game }“ hat hier keine Kombinationsregeln: { $games } oder { $last } versuchen.
cli-options-not-object = „options“ muss ein Objekt benannter Einstellungen sein.
cli-gin-options-unusable = Die Gin-Optionen können nicht verwendet werden: { $why }.
cli-options-not-json = --options ist kein JSON: { $why }.
