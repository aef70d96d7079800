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
night-error-round-open = Runde { $round } wird noch gespielt an { $tables }; { $then ->
        [close] schließe sie, wenn jeder Tisch fertig ist
        [finalise] schließe den Spielabend ab, wenn jeder Tisch fertig ist
       *[seat] setze die nächste Runde, wenn jeder Tisch fertig ist
    }.
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

request-error-invalid = Die Anfrage an { $name } ist nicht gültig: { $why }.
request-error-version = Die Version muss eine Zahl sein

import-error-no-file = Es gibt keine Datei { $file }.
import-error-not-allowed = Cardtable darf { $file } nicht lesen.
import-error-unreadable = { $file } kann nicht gelesen werden: { $why }.
import-error-folder = { $file } ist ein Ordner; wähle eine Exportdatei von Cardtable.
import-error-not-text = Diese Datei ist kein Cardtable-Export: Sie ist kein Text.
import-error-too-big = Diese Datei ist größer als { $mb } MB, der größte Export, den Cardtable importiert; nichts wurde importiert.
import-error-not-json = Diese Datei ist kein Cardtable-Export: Sie ist kein gültiges JSON ({ $why }).
import-error-foreign = Diese Datei ist kein Cardtable-Export.
import-error-newer = Dieser Export hat Version { $version }; dieses Cardtable liest bis Version { $max }. Aktualisiere Cardtable, um ihn zu importieren.
import-error-no-version = Dieser Cardtable-Export hat keine Version; er ist beschädigt.
import-error-damaged = Dieser Cardtable-Export ist beschädigt: { $why }.
import-error-checksum = Dieser Cardtable-Export ist beschädigt: Sein Inhalt passt nicht zu seiner Prüfsumme.
import-where-roster = Die Spielerliste
import-where-game = Partie { $n } in der Datei
import-where-night = Spielabend { $n } in der Datei
import-error-where = { $where }: { $why }
import-error-kind = { $where } ist von einer unbekannten Spielart „{ $kind }“.
import-error-dealer = { $where } hat einen Geber außerhalb ihrer Plätze.
import-error-player-twice = { $where } hat den Spieler { $name } zweimal.
import-error-options = { $where } hat Regeln, die keine Reihe von Einstellungen sind.
import-error-hand-seats = Spiel { $hand } von Partie { $game } in der Datei passt nicht zu ihren { $seats } Plätzen.
import-error-rules = Die Partie { $game } dieser Datei hat Regeln, die Cardtable nicht lesen kann ({ $why }); nichts wurde importiert.
import-error-series-name = Dieser Cardtable-Export ist beschädigt: Eine Serie hat keinen Namen oder einen längeren als 80 Zeichen; nichts wurde importiert.
import-error-series-nights = Dieser Cardtable-Export ist beschädigt: Die Serie { $series } nennt Spielabend { $night } von { $nights } oder einen, der schon in einer Serie ist; nichts wurde importiert.
import-error-series-night = Die Serie { $series } nennt einen Spielabend, den die Datei nicht hat; nichts wurde importiert.
import-error-night-table-missing = Der Spielabend vom { $made }: Tisch { $table } von Runde { $round } ist eine Partie, die die Datei nicht hat; nichts wurde importiert.
import-error-night-table-taken = Der Spielabend vom { $made }: Tisch { $table } von Runde { $round } ist eine Partie, die hier schon an einem anderen Spielabend gespielt wurde; nichts wurde importiert.

import-error-night = Dieser Cardtable-Export ist beschädigt: { $where } { $what }; nichts wurde importiert.
import-night-table = Tisch { $table } von Runde { $round }
import-night-time-creation = hat eine Erstellung, die keine Zeitangabe ist ({ $at })
import-night-time-finalisation = hat einen Abschluss, der keine Zeitangabe ist ({ $at })
import-night-time-seating = hat ein Setzen einer Runde, das keine Zeitangabe ist ({ $at })
import-night-time-closing = hat ein Schließen einer Runde, das keine Zeitangabe ist ({ $at })
import-night-time-check-in = hat ein Einchecken, das keine Zeitangabe ist ({ $at })
import-night-time-result = hat eine Ergebniszeit, die keine Zeitangabe ist ({ $at })
import-night-description = hat eine Beschreibung, die Cardtable nicht lesen kann ({ $why })
import-night-rules = hat Regeln, die Cardtable nicht lesen kann ({ $why })
import-night-player-twice = hat den Spieler { $name } zweimal
import-night-players = nennt { $listed } Spieler, aber seine Beschreibung { $described }
import-night-round = hat eine Runde { $got }, wo Runde { $expected } von { $rounds } stehen sollte
import-night-table-number = nummeriert { $table } falsch
import-night-table-missing = sagt, { $table } sei Partie { $game }, aber die Datei hat { $games } Partien
import-night-table-shared = sagt, { $table } sei Partie { $game }, die auch ein Tisch von Spielabend { $other } in der Datei ist
import-night-table-kind = sagt, { $table } sei Partie { $game }, die keine Partie { $kind } ist
import-night-seat-stranger = setzt { $name } an { $table }, aber { $name } ist keiner seiner Spieler
import-night-seat-twice = setzt { $name } zweimal in Runde { $round }
import-night-bye = gibt { $name } in Runde { $round } ein Freilos, aber { $name } ist keiner seiner Spieler oder sitzt schon
import-night-check-in = hat ein Handy, das als { $name } eingecheckt ist, aber { $name } ist keiner seiner Spieler
import-night-result-stranger = hat ein Ergebnis von { $table }, beantwortet von { $name }, der dort nicht sitzt
import-night-result-seats = hat ein Ergebnis von { $table }, das nicht zu seinen { $seats } Plätzen passt
import-night-result-shape = hat ein Ergebnis von { $table }, das nicht zusammenpasst

declined-nothing-to-undo = Es gibt nichts rückgängig zu machen.
declined-nothing-to-redo = Es gibt nichts wiederherzustellen.
declined-player-exists = Es gibt schon einen Spieler namens { $name }. Wähle einen anderen Namen; Cardtable führt nie zwei Spieler zusammen.
declined-game-name = Der Name einer Partie darf höchstens { $max } Zeichen haben ({ $got } eingegeben).
declined-not-of-night = { $name } ist keiner der Spieler dieses Spielabends; wähle deinen Namen aus der Liste.

## Die eigenen Ablehnungen des Servers für die Handys: ein Handy tritt bei, eine unlesbare Anfrage, zu viel auf einmal.

server-wrong-host = Dieser Server antwortet nur unter seiner eigenen Adresse.
server-too-much-work = Dieses Handy hat in der letzten Minute mehrere Exporte angefordert. Eine Minute warten, dann erneut versuchen.
server-pair-unreadable = Den Code aus dem QR-Code oder die PIN vom Host senden.
server-wrong-pin = Diese PIN ist nicht die, die der Host zeigt. Prüfen und erneut versuchen.
server-too-many-tries = Zu viele Versuche von diesem Gerät. Eine Minute warten, dann die PIN erneut eingeben.
server-pin-locked = An diesem Tisch wurden zu viele falsche PINs eingegeben. Den Host bitten, eine neue PIN zu zeigen.
server-join-refused = Der Host hat dieses Handy nicht beitreten lassen.
server-no-answer = Der Host hat nicht geantwortet. Ihn bitten, auf den Bildschirm „Handys“ zu schauen, dann erneut versuchen.
server-too-many-waiting = Mehrere Handys warten schon auf den Host. In einer Minute erneut versuchen.
server-not-json = Die Anfrage an { $name } ist kein JSON: { $detail }.
server-too-many-streams = Zu viele Live-Ansichten sind offen. Einen Tab auf diesem Handy schließen, dann neu laden.
