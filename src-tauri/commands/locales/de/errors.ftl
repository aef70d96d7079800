## Ablehnungen für die Person am Tisch (RULES.md §1.7 und die Kartenschreibweise). Jede behält
## ihren festen `E_*`-Code in jeder Sprache.

card-error-invalid = „{ $token }“ ({ $position }. Karte) ist keine Karte.
card-error-not-a-card = „{ $token }“ ist keine Karte.
gin-error-big-gin-unmelded = Der Klopfer hat 11 Karten, aber nicht alle in Kombinationen: Big Gin braucht jede Karte in einer Kombination; sonst eine abwerfen und 10 zeigen.
gin-error-knocker-cards = Der Klopfer muss nach dem Abwerfen 10 Karten zeigen (hat { $got }).
gin-error-defender-cards = Der Gegner muss 10 Karten zeigen (hat { $got }).
gin-error-big-gin-disabled = Big Gin ist nicht eingeschaltet: eine Karte abwerfen und als Gin werten.
gin-error-upcard-limit = Die aufgedeckte Karte { $upcard } setzt die Klopfgrenze dieses Spiels auf { $limit }. Die Restpunkte sind { $deadwood }.
gin-error-too-high = Die Restpunkte sind { $deadwood }; klopfen darf man mit höchstens { $limit }.
gin-error-could-be-lower = { $head } Diese Karten lassen sich auch mit { $best } Restpunkten legen.
gin-error-gin-only = Ein Ass wurde aufgedeckt: Dieses Spiel endet nur mit Gin.
gin-error-upcard-required = Oklahoma Gin braucht die erste aufgedeckte Karte: Sie setzt die Klopfgrenze dieses Spiels.
gin-error-layoff-on-gin = Wenn der Klopfer Gin macht, darf nichts angelegt werden.
gin-error-layoff-on-deadwood = An die Restkarten des Klopfers kann man nicht anlegen: { $card } passt nur zu { $with }.
gin-error-knocker-seat = Der Klopfer muss Spieler 1 oder Spieler 2 sein (nicht Spieler { $n }).
gin-error-deadwood-range = Restpunkte liegen zwischen 0 und 98 (ein Blatt aus 10 Karten hat höchstens 98), { $n } kann also nicht stimmen.
gin-error-big-gin-deadwood = Big Gin heißt, dass jede Karte in einer Kombination liegt, also müssen die Restpunkte des Klopfers 0 sein.
gin-error-layoff-not-in-hand = { $card } ist nicht in der Hand des Gegners.
gin-error-layoff-not-fitting = { $card } passt nicht: { $why }
gin-error-layoff-run-ends = Die { $suit }-Folge endet bei { $end }.
gin-error-layoff-run-starts = Die { $suit }-Folge beginnt bei { $start }.
gin-error-layoff-no-meld = Sie verlängert keine Kombination des Klopfers.
gin-error-layoff-no-jokers = Dieses Spiel hat keine Joker.
gin-error-suit-spade = Pik
gin-error-suit-heart = Herz
gin-error-suit-diamond = Karo
gin-error-suit-club = Kreuz

## Ein Versagen der Maschine oder ein Fehler im Programm (E_STORAGE, E_INTERNAL). `$why` sind
## die Worte des Systems (ein Ein-/Ausgabe- oder SQLite-Fehler), in jeder Sprache wie sie sind.

storage-database-error = Datenbankfehler: { $why }
storage-migration-failed = Die Datenbank konnte nicht auf den neuen Stand gebracht werden: { $why }
storage-database-folder = Der Ordner der Datenbank kann nicht angelegt werden: { $why }
storage-stored-json = Gespeicherte Daten sind kein gültiges JSON: { $why }
storage-no-database = Cardtable hat keine Datenbank geöffnet: { $why }
storage-nothing-saved = Nichts wurde gespeichert: Die Datenbank konnte diese Änderung nicht behalten ({ $why }). Was eingegeben wurde, bleibt erhalten; erneut speichern.
storage-no-export-folder = Es gibt keinen Download- oder Home-Ordner, in dem der Export gespeichert werden kann.
storage-export-not-saved = Der Export konnte nicht in { $folder } gespeichert werden: { $why }.
storage-export-copies = { $name } und { $copies } nummerierte Kopien gibt es schon
storage-schema-version = Cardtable konnte die Schemaversion seiner Datenbank nicht lesen: { $why }.
storage-no-backup = Für diese Datenbank gibt es keine automatische Sicherung zum Öffnen.
storage-nothing-to-replace = Die Datenbank ist geöffnet; es gibt nichts zu ersetzen.
storage-no-data-folder = Dieser Computer hat keinen Ordner für App-Daten, in dem eine Datenbank angelegt werden kann.
storage-cannot-listen = Handys können nicht beitreten: Dieser Computer hat keine Verbindungen angenommen ({ $why }).
storage-sharing-stopped = Das Teilen wurde mit einem Fehler beendet: { $why }.
internal-unavailable = Die Datenbank ist nach einem früheren Fehler nicht verfügbar; Cardtable neu starten.
internal-save-unanswered = Das Speichern brach ab, bevor es beantwortet wurde; die Partie prüfen und erneut speichern.
internal-save-outside-group = Eine Partie wurde außerhalb ihres gemeinsamen Commits gespeichert.
internal-answer-unwritten = Die Antwort konnte nicht geschrieben werden: { $why }.
internal-answer-unread = Die Antwort konnte nicht gelesen werden: { $why }.
internal-command-stopped = Der Befehl brach ab, bevor er fertig war: { $why }.
internal-no-database = Die Datenbank ist nicht geöffnet.
internal-qr = Der QR-Code konnte nicht gezeichnet werden: { $why }.
internal-no-pin = Es konnte keine neue PIN gezogen werden.
internal-no-sharing = Teilen ist in diesem Fenster nicht verfügbar.

## Die eigenen Ablehnungen des Fensters: das Teilen mit den Handys und was das Fenster sendet.

sharing-off = Das Teilen ist aus: zuerst „Handys beitreten lassen“ einschalten.
sharing-not-waiting = Dieses Handy wartet nicht mehr: Es hat aufgegeben, oder das Teilen wurde neu gestartet.
sharing-off-no-device = Das Teilen ist aus, also gibt es kein Gerät zu entfernen.
sharing-not-paired = Dieses Gerät ist nicht mehr gekoppelt.
window-sent-bytes = Das Fenster hat Bytes gesendet, wo der Befehl seine Argumente als JSON erwartet.

## Der Startbildschirm: eine Datenbank, die Cardtable nicht öffnet (Überschrift, was nicht
## stimmt, was man tun kann), und der Hinweis, dass die an ihrer Stelle angelegte geöffnet wurde.

startup-title-directory = Der Datenbankpfad ist ein Ordner
startup-title-unreadable = Cardtable kann seine Datenbank nicht lesen
startup-title-not-sqlite = Das ist keine Cardtable-Datenbank
startup-title-truncated = Die Datenbankdatei ist abgeschnitten
startup-title-foreign = Diese Datenbank gehört zu einem anderen Programm
startup-title-newer = Diese Datenbank stammt von einem neueren Cardtable
startup-title-damaged = Die Datenbankdatei ist beschädigt
startup-title-unusable = Cardtable kann seine Datenbank nicht öffnen
startup-advice-point = CARDTABLE_DB auf eine Datenbankdatei zeigen lassen oder eine neue Datenbank anlegen.
startup-advice-elsewhere = Eine neue Datenbank an anderer Stelle anlegen; diese Datei bleibt, wie sie ist.
startup-advice-update = Cardtable aktualisieren, um sie zu öffnen, oder eine neue Datenbank an anderer Stelle anlegen; diese Datei bleibt, wie sie ist.
startup-advice-backup = Die letzte automatische Sicherung öffnen (die beschädigte Datei wird daneben aufbewahrt) oder eine neue Datenbank an anderer Stelle anlegen.
startup-advice-retry = Eine neue Datenbank an anderer Stelle anlegen oder beenden und es erneut versuchen.
startup-advice-no-backup = Von dieser Datenbank gibt es keine automatische Sicherung zum Öffnen (Cardtable legt an jedem Tag der Nutzung sowie vor Updates und Importen eine an, im Sicherungsordner neben der Datei). Eine neue Datenbank anlegen; die beschädigte Datei bleibt genau, wie sie ist, für ein Reparaturprogramm oder eine eigene Kopie.
startup-cannot-look = Cardtable kann seine Datenbankdatei nicht prüfen: { $why }.
startup-folder = Der Datenbankpfad ist ein Ordner, keine Datenbankdatei.
startup-not-ordinary = Der Datenbankpfad ist keine gewöhnliche Datei (ein Gerät oder eine Pipe).
startup-cannot-read = Cardtable kann seine Datenbankdatei nicht lesen: { $why }.
startup-bytes-left = Die Datenbankdatei ist abgeschnitten: Es sind nur noch { $got } Bytes von ihr übrig.
startup-not-sqlite = Diese Datei ist keine Cardtable-Datenbank: Sie ist überhaupt keine SQLite-Datenbank.
startup-foreign = Diese Datei ist die Datenbank eines anderen Programms, nicht die von Cardtable.
startup-cut-short = Die Datenbankdatei ist abgeschnitten: Sie hat { $has } von ihren { $needs } Bytes.
startup-cannot-open-file = Cardtable kann seine Datenbankdatei nicht öffnen: { $why }.
startup-unreadable = Die Datenbankdatei ist beschädigt und kann nicht gelesen werden ({ $why }).
startup-newer = Diese Datenbank wurde von einer neueren Version von Cardtable angelegt (ihr Format hat Version { $version }; dieses Cardtable liest bis Version { $reads }).
startup-check-found = Die Datenbankdatei ist beschädigt: Die Prüfung von SQLite fand { $problems }.
startup-cannot-check = Cardtable konnte seine Datenbankdatei nicht prüfen: { $why }.
startup-could-not-open = Cardtable konnte seine Datenbank nicht öffnen: { $why }.
startup-no-data-folder = Dieser Computer hat keinen Ordner für App-Daten, daher hat Cardtable keinen Platz für seine Datenbank. CARDTABLE_DB auf eine Datenbankdatei setzen.
startup-notice = { $db } lässt sich noch immer nicht öffnen ({ $title }). Cardtable hat die Datenbank geöffnet, die an ihrer Stelle angelegt wurde: { $instead }.
startup-refusal = { $message } { $advice }
