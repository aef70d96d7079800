## Die Ablehnungen des Spielabends, der Live-Tracker und der Befehle selbst.

night-error-too-many = Ein Spielabend hat höchstens { $max } Spieler ({ $got } eingetragen).
night-error-full = Ein Spielabend hat höchstens { $max } Spieler.
night-error-rounds = Ein Spielabend hat 1 bis { $max } Runden ({ $got } eingetragen).
night-error-table-size = An einem Tisch sitzen mindestens 2 Spieler ({ $got } eingetragen).
night-error-too-few = Ein Spielabend mit { $game } braucht mindestens { $size } Spieler, einen Tisch voll ({ $got } eingetragen).
night-error-deals-or-minutes = Eine Runde ist entweder eine Anzahl Spiele oder eine Zeitgrenze, nicht beides.
night-error-deals = Eine Runde hat 1 bis { $max } Spiele ({ $got } eingetragen).
night-error-minutes = Eine Runde auf Zeit dauert 1 bis { $max } Minuten ({ $got } eingetragen).
night-error-present = { $name } spielt heute schon mit.
night-error-absent = { $name } spielt heute nicht mit.
night-error-cannot-leave = { $name } kann nicht gehen: Ein Tisch braucht { $size } Spieler und nur noch { $left } sind da.
night-error-fixed-unknown = { $name } ist einem Tisch fest zugeteilt, spielt aber an diesem Abend nicht mit.
night-error-fixed-table = { $name } ist Tisch { $table } fest zugeteilt, aber der Abend hat die Tische 1 bis { $tables }.
night-error-fixed-twice = { $other } und { $name } sind beide Tisch { $table } fest zugeteilt; teile einem Tisch nur einen Spieler fest zu.
night-error-over = Alle { $rounds } Runden des Abends sind schon gesetzt.

night-error-phone = Spieler checken auf ihrem eigenen Handy ein: Öffne den Spielabend dort (Code scannen oder PIN eingeben).
night-error-check-in = Checke zuerst ein: Wähle deinen Namen unter den Spielern des Abends.
night-error-not-seated = { $name } sitzt nicht an Tisch { $table } ({ $seats }): Ein Ergebnis bestätigt ein Spieler des Tisches.
night-error-closed = Runde { $round } ist geschlossen: Über ihre Ergebnisse entscheidet jetzt der Host; frag den Host.
night-error-playing = Tisch { $table } spielt noch Runde { $round }: Sein Ergebnis wird bestätigt, wenn die Spiele der Runde gespielt sind.
night-error-refused = { $by } hat das Ergebnis von Tisch { $table } abgelehnt: Jetzt entscheidet der Host (oder korrigiere die Spiele und bestätige erneut).
night-a-player = Ein Spieler
night-a-player-lower = ein Spieler
night-error-settled = Das Ergebnis von Tisch { $table } zählt schon.
night-error-other-side = { $name } hat an Tisch { $table } gewonnen: Das Ergebnis bestätigt die andere Seite ({ $confirmers }).
night-or = { $a } oder { $b }
night-error-reason-refuse = Sag, warum das Ergebnis falsch ist, damit der Host es richtigstellen kann.
night-error-reason-correct = Sag, warum der Tisch korrigiert wird: Der Grund bleibt bei den Ergebnissen des Abends.
night-error-scores = Gib für jeden Spieler am Tisch ({ $seats }) einen Punktestand an: { $got } angegeben.
night-error-no-round = Noch keine Runde ist gesetzt: Setze die erste Runde.
night-error-closed-already = Runde { $round } ist schon geschlossen.
night-error-final = Spielabend { $night } ist abgeschlossen: Seine Ergebnisse sind endgültig und nichts daran ändert sich mehr.
night-error-refused-round = Runde { $round } hat ein abgelehntes Ergebnis an { $tables }; korrigiere es, bevor die Runde geschlossen wird.
night-refused-table = Tisch { $table } ({ $by } hat es abgelehnt: { $reason })
night-error-round-open = Runde { $round } wird noch gespielt an { $tables }; setze die nächste Runde, wenn jeder Tisch fertig ist.
night-open-table = Tisch { $table } ({ $seats })

tracker-error-not-tracked = { $game } wird nicht mit einem Live-Tracker gespielt.
tracker-error-too-many-moves = Eine Runde kann nicht mehr als { $max } Züge fassen.
tracker-error-bad-move = Das ist kein Zug: { $why }.

host-only-tv = Die TV-Ansicht zeigt die Partie nur; ändere sie mit einem gekoppelten Handy.
host-only = Das kann nur der Host, am Computer, der die Partie teilt.
tracker-error-no-draw = Jetzt gibt es nichts zu ziehen: Keine Karte geht an den Totenkopf eines anderen Spielers verloren.
command-error-hand-kind = Das ist ein Spiel von { $hand }, aber die Partie ist { $game }.
command-error-rules-kind = Das sind Regeln für { $rules }, und diese Partie ist { $game }.

not-found-game = Partie { $id } wurde nicht gefunden.
not-found-night-game = Partie { $id } wurde nicht als Tisch eines Spielabends gefunden.
not-found-hand = Spiel { $id } wurde nicht gefunden.
not-found-player = Spieler { $id } wurde nicht gefunden.
not-found-night = Spielabend { $id } wurde nicht gefunden.
not-found-series = Serie { $id } wurde nicht gefunden.
not-found-night-table = Partie { $game } ist kein Tisch von Spielabend { $night }.
not-found-command = Es gibt keinen Befehl namens { $name }.
not-found-shell = { $name } beantwortet nur das Fenster der App.

stale-error = { $change }. Nichts wurde gespeichert; deine Eingabe bleibt erhalten: Vergleiche sie mit der Partie, wie sie jetzt ist, und speichere erneut.
change-unknown = Die Partie wurde gerade auf einem anderen Bildschirm geändert
change-by-host = Der Host
change-by-phone = { $name } (Handy)
change-by-tv = Die TV-Ansicht
change-recorded-hand = { $who } hat gerade Spiel { $n } eingetragen
change-amended-hand = { $who } hat gerade ein Spiel geändert
change-deleted-hand = { $who } hat gerade ein Spiel gelöscht
change-undid = { $who } hat gerade die letzte Änderung rückgängig gemacht
change-redid = { $who } hat gerade eine Änderung wiederhergestellt
change-rules = { $who } hat gerade die Regeln geändert
change-reopened = { $who } hat gerade die Partie wieder geöffnet
