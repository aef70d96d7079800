# Cardtable auf Deutsch: dieselben IDs und Argumente wie en.ftl. Begriffe: ui/src/locales/TERMS.md.
# $word: hand, deal, round → Runde; hole → Loch. $way: deal → gibt/gab; start → beginnt/begann.

## Counts and ranges

players-count = { $count } Spieler
players-range = { $min }–{ $max } Spieler
games-count = { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
}
hands-count = { $count ->
    [one] { $count } Runde
   *[other] { $count } Runden
}

## Shared words

loading = Wird geladen…
dismiss = Schließen
back-to-recent = Zurück zu den letzten Partien
game-title = Partie
save = Speichern
cancel = Abbrechen
delete = Löschen
edit = Bearbeiten
undo = Rückgängig

## Appearance

display-four-colour = Vierfarbiges Blatt
display-large-numbers = Große Zahlen (Summen und Punkte)
theme-switch = Farbschema
theme-system = System
theme-light = Hell
theme-dark = Dunkel
theme-black = Schwarz
language-switch = Sprache
language-system = Gerätesprache

## Players named in words

seat-n = Platz { $n }
player-n = Spieler { $n }
game-over = Partie beendet
winners-line = { $count ->
    [one] { $who } gewinnt
   *[other] { $who } teilen sich den Sieg
}
home-finished = Beendet
home-won = { $count ->
    [one] { $who } hat gewonnen
   *[other] { $who } teilen sich den Sieg
}
home-leads = { $count ->
    [one] { $who } führt
   *[other] { $who } führen
}
action-record = letzte Runde
action-amend = Bearbeitung
action-delete = Löschen
action-options = Regeländerung
action-reopen = Wiedereröffnung

## Keeping the screen awake

wake-lock = Der Bildschirm bleibt an, solange eine Partie offen ist.
wake-video = Der Bildschirm bleibt an, solange eine Partie offen ist, ab dem ersten Tippen darauf (diese Seite ist nicht sicher verbunden, daher bietet der Browser keine Wake-Lock-Sperre an; ein stummes Video hält den Bildschirm stattdessen an).
wake-none = Dieser Browser kann den Bildschirm nicht anlassen (er hat kein Screen Wake Lock); der Bildschirm wird dunkel, wie es das System vorsieht.

## Home

home-phones = Handys
home-nights = Spielabende
home-players = Spieler
home-recent = Letzte Partien
home-no-games = Noch keine Partien. Unten eine beginnen.
home-finished-tag = beendet
home-deleted = { $title } gelöscht.
home-delete-label = { $title } mit { $players } löschen
home-delete-ask = Diese Partie löschen?
home-delete-question = { $title } ({ $players }) löschen?
home-keep = Behalten
home-import = Datei importieren…
import-nothing-new = Nichts Neues in { $file }: { $message }
import-done = { $file }: { $message } { $games }.
home-appearance = Darstellung
home-about = Cardtable { $version } · Datenbank { $database } · Sicherungen in { $backups } · Schemaversion { $schema }
home-about-none-open = keine geöffnet
home-about-none = keine
home-new-game = Neue Partie

## Players and exports

players-new-name = Neuer Name
players-rename = Umbenennen
players-no-stats = Noch keine Partie gespielt.
players-none = Noch keine Spieler. Sie erscheinen hier, sobald sie eine Partie gespielt haben.
players-record = { $played ->
    [one] { $played } Partie gespielt
   *[other] { $played } Partien gespielt
} · { $won } gewonnen · { $hands ->
    [one] { $hands } Runde
   *[other] { $hands } Runden
}
players-gins = Gins { $count }
players-undercuts = Unterbietungen { $count }
players-average-deadwood = Restpunkte im Schnitt { $value }
players-bids-made = Ansagen erfüllt { $value }
players-best-round = Beste Runde { $value }
export-everything = Alles exportieren
export-game = Diese Partie exportieren
export-saved-to = Gespeichert unter
export-csv = CSV (Tabelle)

## New game and rules

new-rules-loading = Die Regeln werden noch geladen: gleich noch einmal versuchen.
new-choose-another = Anderes Spiel wählen
new-pick = Spiel wählen
rematch = Revanche
new-or-new = Oder eine neue Partie
new-rematch-summary = { $players } · gleiche Regeln, der Nächste gibt
new-points-only = Vorerst nur Punkte: Ihr tragt die Punkte jeder Runde ein, Cardtable führt den Spielstand.
new-seat-order = ({ $range }, in Sitzreihenfolge)
new-remove-player = Spieler { $n } entfernen
new-add-player = Spieler hinzufügen
new-first-dealer = Wer gibt zuerst
new-start = Los
new-start-game = { $name } beginnen
rules = Regeln
rules-change = Ändern
rules-rescore = Beim Speichern werden alle bereits gespielten Runden nach den neuen Regeln neu gewertet.
rules-save = Regeln speichern
knob-not-number = { $label } ist keine Zahl.
knob-needs-number = { $label } braucht eine Zahl.
knob-typed-not-number = { $label }: „{ $typed }“ ist keine Zahl.
knob-whole-number = { $label } braucht eine ganze Zahl.
knob-at-least = { $label } ist mindestens { $min }.
knob-at-most = { $label } ist höchstens { $max }.

## The game screen

round-word = { $word ->
    [hole] Loch
   *[other] Runde
}
round-n = { $word ->
    [hole] Loch { $n }
   *[other] Runde { $n }
}
round-edit = { $word ->
    [hole] Loch { $n } bearbeiten
   *[other] Runde { $n } bearbeiten
}
round-save = { $word ->
    [hole] Loch { $n } speichern
   *[other] Runde { $n } speichern
}
round-unsaved = { $word ->
    [hole] Nicht gespeichertes Loch wiederhergestellt.
   *[other] Nicht gespeicherte Runde wiederhergestellt.
}
round-back-to-tracker = { $word ->
    [hole] Zurück zum Loch Zug um Zug
   *[other] Zurück zur Runde Zug um Zug
}
dealer-now = { $way ->
    [start] { $name } beginnt
   *[deal] { $name } gibt
}
dealer-then = { $way ->
    [start] { $name } hat begonnen
   *[deal] { $name } hat gegeben
}
dealer-then-sentence = { $way ->
    [start] { $name } hat begonnen.
   *[deal] { $name } hat gegeben.
}
board-next = { $way ->
    [start] beginnt als Nächstes
   *[deal] gibt als Nächstes
}
board-bonus = Runden { $hands } + Bonus { $bonus }
board-winner = { $count ->
    [one] Sieger
   *[other] Mitsieger
}
discard = Verwerfen
redo = Wiederholen
undo-action = Rückgängig: { $action }
redo-action = Wiederholen: { $action }
history = Verlauf
last-hand = Letzte Runde
options-problem = Die Einstellungen dieser Partie passen nicht mehr zu den Regeln: { $message }
problems-note = { $count ->
    [one] 1 gespeicherte Runde entspricht nicht mehr den Regeln; sie zählt mit den gespeicherten Punkten. Unten öffnen, um den Grund zu sehen, und korrigieren.
   *[other] { $count } gespeicherte Runden entsprechen nicht mehr den Regeln; sie zählen mit den gespeicherten Punkten. Unten öffnen, um den Grund zu sehen, und korrigieren.
}
announce-saved = { $word ->
    [hole] Loch { $n } gespeichert.
   *[other] Runde { $n } gespeichert.
}
avalanche-counts-instead = Stattdessen die Endstände eintragen
history-none = Noch keine Runden.
history-caption = { $word ->
    [hole] Punkte jedes Lochs und Zwischenstände, neueste zuerst
   *[other] Punkte jeder Runde und Zwischenstände, neueste zuerst
}
history-end-bonus = Schlussbonus
history-details = { $word ->
    [hole] Loch { $n }: Details
   *[other] Runde { $n }: Details
}
hand-problem = Diese Runde entspricht nicht mehr den Regeln: { $message } Sie zählt mit ihren gespeicherten Punkten.
hand-stale = Die gespeicherten Punkte weichen von dem ab, was die Regeln jetzt ergeben; die Runde erneut speichern, um sie zu aktualisieren.
hand-words-loading = Die Erklärung des Schiedsrichters wird geladen…
hand-finished-note = { $word ->
    [hole] Die Partie ist beendet: zum Korrigieren dieses Lochs wieder öffnen.
   *[other] Die Partie ist beendet: zum Korrigieren dieser Runde wieder öffnen.
}
tap-again-to-delete = Zum Löschen noch einmal tippen
history-earlier = { $word ->
    [hole] { $count ->
        [one] Das frühere Loch zeigen
       *[other] Die { $count } früheren Löcher zeigen
    }
   *[other] { $count ->
        [one] Die frühere Runde zeigen
       *[other] Die { $count } früheren Runden zeigen
    }
}
end-declared = { $count ->
    [one] Die Spieler haben die Partie beendet und { $who } zum Sieger erklärt.
   *[other] Die Spieler haben die Partie beendet und { $who } zu Siegern erklärt.
}
end-reopen = Wieder öffnen, um eine Runde zu korrigieren
end-reopened = Zum Korrigieren wieder geöffnet: unten jede Runde bearbeiten. Die Partie ist vorbei, daher kann keine neue Runde gespielt werden; eine Revanche spielt weiter.
end-here = Partie hier beenden…
end-who-won = Wer hat gewonnen?
end-tap-winner = Den Sieger antippen (oder mehrere, um den Sieg zu teilen).
end-winners = Sieger
end-game = Partie beenden
end-with-winners = { $count ->
    [one] Beenden: { $who } gewinnt
   *[other] Beenden: { $who } teilen sich den Sieg
}
end-keep-playing = Weiterspielen
name-saved = Gespeichert.
name-cleared = Name entfernt.
name-this-game = Partie benennen
name-shown-on-home = (auf dem Startbildschirm gezeigt)
chart-title = Zwischenstände
chart-over = { $word ->
    [hole] { $count ->
        [one] über { $count } Loch
       *[other] über { $count } Löcher
    }
   *[other] { $count ->
        [one] über { $count } Runde
       *[other] über { $count } Runden
    }
}
chart-label = Zwischenstände: { $totals }
chart-label-target = Zwischenstände: { $totals }; Ziel { $target }
chart-target = Ziel { $target }
chart-as-table = Stände als Tabelle zeigen
chart-caption = { $word ->
    [hole] Zwischenstände nach jedem Loch
   *[other] Zwischenstände nach jeder Runde
}
chart-with-bonus = Mit dem Bonus
# The chart's last tick: the totals with the end-of-game bonus.
chart-end = Ende

## The TV view

tv-no-game = Noch keine Partie. Auf dem Host oder einem Handy eine beginnen.
tv-deals = { $way ->
    [start] beginnt
   *[deal] gibt
}
tv-last = { $word ->
    [hole] Loch { $n }: { $points }
   *[other] Runde { $n }: { $points }
}

## Phones at the table and joining

share-title = Handys am Tisch
share-intro = Jeder kann auf dem eigenen Handy mitschreiben: Code scannen, nichts installieren, kein Konto. Die Handys müssen im Netzwerk dieses Computers sein.
share-start = Handys beitreten lassen
share-address = Handys erreichen diesen Computer unter
share-networks = Dieser Computer ist in mehreren Netzwerken: das wählen, in dem die Handys sind (ihr WLAN), falls das Scannen die Partie nicht öffnet.
share-pin = PIN
share-pin-locked = { $count } falsche PINs wurden eingegeben: mit dieser PIN kann niemand mehr beitreten. Eine neue zeigen, um weiterzumachen.
share-pin-wrong = { $count ->
    [one] Bisher { $count } falsche PIN eingegeben.
   *[other] Bisher { $count } falsche PINs eingegeben.
}
share-renew = Neue PIN und neuer Code
share-open = Jeden mit dem Code beitreten lassen (nicht jedes Handy einzeln erlauben)
share-wants-to-join = Ein Handy möchte als { $name } beitreten
share-allow = Erlauben
share-refuse = Ablehnen
share-tv = TV-Ansicht (nur lesen):
share-joined = Beigetreten
share-no-devices = Noch kein Handy.
share-remove = Entfernen
share-stop = Teilen beenden
pair-title = Dem Tisch beitreten
pair-waiting = Warten, bis der Host dich hereinlässt…
pair-intro = Den Code auf dem Bildschirm des Hosts scannen oder die PIN eingeben, die er unter dem Code zeigt.
pair-name = Dein Name
pair-name-note = (der Host sieht ihn)
pair-pin = PIN vom Host
pair-join = Beitreten

## Start-up problems

startup-restored = Die automatische Sicherung vom { $date } wurde geöffnet.
startup-restored-kept = Die automatische Sicherung vom { $date } wurde geöffnet. Die beschädigte Datei wurde als { $path } aufbewahrt.
startup-started-new = Neue Datenbank unter { $path } angelegt. Die alte Datei blieb unverändert.
startup-cannot-open = Cardtable kann seine Datenbank nicht öffnen
startup-file = Datei:
startup-open-backup = Letzte Sicherung öffnen ({ $date })
startup-new = Neue Datenbank anlegen
startup-quit = Beenden

## Cards and the card picker

card-rank = { $rank ->
    [ace] Ass
    [two] Zwei
    [three] Drei
    [four] Vier
    [five] Fünf
    [six] Sechs
    [seven] Sieben
    [eight] Acht
    [nine] Neun
    [ten] Zehn
    [jack] Bube
    [queen] Dame
   *[king] König
}
card-suit = { $suit ->
    [clubs] Kreuz
    [diamonds] Karo
    [hearts] Herz
   *[spades] Pik
}
card-name = { $suit } { $rank }
card-selected = { $name }, ausgewählt
card-held-by = { $name }, bei { $owner }
cards-count = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
picker-clear = Leeren
picker-held-by = Bei { $owner }
picker-type-cards = Karten eintippen
picker-typed-placeholder = oder tippen: 3S 4S 10H… ( / )
picker-add = Hinzufügen

## Entering a hand

tracker-undo-move = Letzten Zug zurücknehmen
points-placeholder = Punkte
points-form-hint = Die Punkte jedes Spielers für diese Runde eintragen; der Schiedsrichter prüft sie.
points-enter = Punkte von { $name } eintragen.

## The link to the host

connection-lost = Verbindung verloren — neuer Versuch…
connection-back = Wieder verbunden.
error-not-paired = Dieses Handy ist nicht mit dem Host verbunden, oder der Host hat es entfernt. Den Code auf dem Bildschirm des Hosts scannen oder seine PIN eingeben.
error-unreachable = Der Host ist nicht erreichbar. Ist das Teilen noch an, und ist dieses Handy im selben Netzwerk? Cardtable versucht es weiter; deine Eingaben bleiben erhalten.
error-host-status = Der Host antwortete { $status }.

## Gin Rummy

entry-how = Wie diese Runde eintragen
optional = (freiwillig)
player-cards = Karten von { $name }
outcome-scores = { $name } bekommt { $points }
gin-pending-counts = Beide Restpunkte eintragen.
gin-pending-cards = Die Karten jedes Spielers antippen.
gin-form-cards = Karten
gin-form-counts = Restpunkte
gin-form-void = Nullrunde
gin-knocked = Geklopft
gin-upcard = Erste offene Karte (Oklahoma):
gin-upcard-none = nicht eingetragen
gin-upcard-tap = Die erste offene Karte antippen
gin-knocker = klopft
gin-defender = verteidigt
gin-knocker-cards = Karten von { $name } nach dem Abwurf
gin-melds = Kombinationen, wie { $name } sie ausgelegt hat
gin-melds-label = Kombinationen des Klopfenden
gin-melds-hint = Leer lassen, dann wählt der Schiedsrichter die besten Kombinationen für { $name }.
gin-deadwood-of = Restpunkte von { $name }
gin-deadwood-knocker-note = (klopft, 0 = Gin)
gin-deadwood-defender-note = (nach dem Anlegen)
gin-big-gin-count = Big Gin (alle { $count } Karten kombiniert)
gin-big-gin = Big Gin (jede Karte kombiniert)
gin-void-note = Der Stapel ist ohne Klopfen auf zwei Karten geschrumpft: niemand punktet, und derselbe Geber gibt neu.
gin-result = { $result ->
    [knock] Klopfen
    [gin] Gin
    [bigGin] Big Gin
    [undercut] Unterbietung
   *[void] Nullrunde
}

## The rummy family

rummy-mark = { $who ->
    [knocked] Markieren, wer geklopft hat.
   *[out] Markieren, wer ausgemacht hat.
}
ordinal = { $n }.
meld-nth = { $what ->
    [lay-off] { ordinal } Anlegen
   *[meld] { ordinal } Kombination
}
meld-joker = Joker
meld-next = { $what ->
    [lay-off] Nächstes Anlegen
   *[meld] Nächste Kombination
}
meld-all = { $what ->
    [lay-off] Angelegte Karten
   *[meld] Kombinationen
}
meld-tap-cards = Karten antippen
meld-remove = { $what ->
    [lay-off] { ordinal } Anlegen entfernen
   *[meld] { ordinal } Kombination entfernen
}
meld-joker-hint = Die Karte antippen, für die der Joker steht.
meld-type-instead = { $what ->
    [lay-off] Stattdessen ein Anlegen eintippen
   *[meld] Stattdessen eine Kombination eintippen
}
seat-announced = { $name } hat stattdessen eine Summe angesagt
seat-count = Summe von { $name }
rummy-who-out = Wer hat ausgemacht?
rummy-nobody = Niemand
rummy-cards-left = Restkarten von { $name }
rummy-went-out = { $who } hat ausgemacht
points-entered = Punkte eingetragen
basic-rummy-check = Rommé: in einem Zug aus, vorher nichts ausgelegt
basic-nobody-out = { $count ->
    [one] Niemand hat ausgemacht: { $who } kassiert
   *[other] Niemand hat ausgemacht: { $who } kassieren
}
basic-went-out = { $rummy ->
    [yes] { $doubled ->
        [yes] { $who } hat ausgemacht (Rommé), verdoppelt
       *[no] { $who } hat ausgemacht (Rommé)
    }
   *[no] { $doubled ->
        [yes] { $who } hat ausgemacht, verdoppelt
       *[no] { $who } hat ausgemacht
    }
}
gamblers-refused-nobody = Verweigert: niemand
gamblers-one-turn = In einem einzigen Zug ausgemacht
gamblers-void = Verweigert: Nullrunde, niemand zahlt
gamblers-refused-collect = { $count ->
    [one] Verweigert: { $who } kassiert
   *[other] Verweigert: { $who } kassieren
}
knock-who = Wer hat geklopft?
knock-knocked = geklopft
knock-whole-hand = Ganze Hand von { $name }
knock-won = { $count ->
    [one] { $who } gewinnt
   *[other] { $who } gewinnen
}
knock-won-tie = { $count ->
    [one] { $who } gewinnt: der Gleichstand geht gegen den Klopfenden
   *[other] { $who } gewinnen: der Gleichstand geht gegen den Klopfenden
}
knock-won-rummy = { $count ->
    [one] { $who } gewinnt mit einem Rommé-Klopfen
   *[other] { $who } gewinnen mit einem Rommé-Klopfen
}
knock-won-penalty = { $count ->
    [one] { $who } gewinnt; der Klopfende zahlt die Strafe
   *[other] { $who } gewinnen; der Klopfende zahlt die Strafe
}
cr-form-melds = Folgen
cr-form-count = Nur Jokerkarten
cr-sequences-label = Folgen: { $count } von 15 Karten
cr-wild-deuce-hint = Eine wilde Zwei: ihre Kombination eintippen, z. B. 2C=7H 8H 9H.
cr-jokers = Joker in der Gewinnerhand
cr-deuces = Wilde Zweien
cr-one-suit = Alle 15 Karten in einer Farbe
cr-first-turn = Im ersten Zug ausgemacht
cr-without-drawing = … ohne zu ziehen
cr-pending-jokers = Die Joker in der Gewinnerhand eintragen (0, wenn keine).
cr-pending-sequences = Die Folgen des Gewinners antippen, eine Kombination nach der anderen.
cr-each-loser-pays = jeder Verlierer zahlt { $points }
cr-counts-as = (zählt als { $sizes })
r5-part-melds = Kombinationen
r5-part-lay = Angelegt
r5-part-hand = Hand
r5-melds-put-down = Kombinationen, die { $name } ausgelegt hat
r5-onto-which = An welche Kombination?
r5-melds-first = Zuerst die Kombinationen eintragen; angelegt wird an sie.
r5-onto = an { $cards }
r5-laid-off = Karten, die { $name } angelegt hat
r5-left-in-hand = Auf der Hand von { $name }
r5-pending = Kombinationen, angelegte Karten und Restkarten jedes Spielers antippen.
r5-seat-line = ausgelegt { $melded }, auf der Hand { $inHand }
r5-laid-off-onto = { $cards } an { $onto } angelegt = { $value }
r5-in-hand = auf der Hand { $cards } = −{ $value }
# A meld in a Rummy 500 hand explained ("run 7♥ 7 · 8♥ 8 · 9♥ 9 = 24").
r5-meld-kind = { $kind ->
    [run] Folge
   *[set] Satz
}

## Gift Rummy

gift-filled = Die { $count } Karten von { $name } sind der Rest des Stapels: eingetragen.
gift-final-cards = Letzte Karten von { $name }
gift-final-n-cards = Die letzten { $count } Karten von { $name }
gift-knocked-after = Geklopft nach Runde { $round }
gift-counting = Zählweise:
gift-counting-mode = { $mode ->
    [exclusive] ausschließlich
   *[independent] unabhängig
}
gift-from-options = (aus den Einstellungen dieser Partie)
gift-col-flush = Flush
gift-col-sequences = Folg.
gift-col-sets = Sätze
gift-col-knock = Klopfen
gift-col-total = Summe
gift-sole-knocker = { $who } hat als Einzige(r) nach Runde 1 geklopft.

## Oh Heck!

oh-pending-bids-in = „Ansagen fertig“ antippen, wenn die Ansagen stimmen.
oh-pending-bids = Die Ansage jedes Spielers eintragen.
oh-pending-dealer-again = Mit der Ansage des Gebers ergeben die Ansagen genau die Kartenzahl: der Geber muss neu ansagen.
oh-pending-tricks = Ansagen gespeichert: Stiche nach dem Spiel.
oh-hand-of = Runde { $n } von { $total }
oh-cards-each = { $count ->
    [one] { $count } Karte für jeden
   *[other] { $count } Karten für jeden
}
oh-past-schedule = Der Plan hat { $count } Runden; diese liegt danach.
oh-trumps = Trumpf
oh-trump = { $suit ->
    [spades] Pik
    [hearts] Herz
    [diamonds] Karo
    [clubs] Kreuz
   *[no_trumps] NT, ohne Trumpf
}
oh-bids = Ansagen
oh-from-dealers-left = links vom Geber beginnend
oh-tricks-taken = Gemachte Stiche
oh-of-in-hand = von { $size } in Runde { $n }
oh-bid-n = angesagt { $bid }
oh-dealer = Geber
oh-dealer-may-not = Der Geber darf nicht { $bid } ansagen.
oh-tap-player = Zum Ändern einen Spieler antippen
oh-bid-for = Ansage für { $name }
oh-tricks-for = Stiche für { $name }
oh-not-allowed = { $value }: für den Geber nicht erlaubt
oh-bids-value = { $name } sagt { $value } an
oh-took-value = { $name } machte { $value }
oh-bids-are-in = Ansagen fertig
oh-tap-line = Zum Ändern die Zeile eines Spielers antippen.
oh-how-to-play = Wie ein Stich gespielt wird
oh-col-bid = Ansage
oh-col-took = Stiche
oh-col-points = Punkte
oh-could-not-bid = Der Geber durfte nicht { $bid } ansagen; die Ansagen ergaben { $total } bei { $tricks } Stichen.

## Six Card Golf

golf-cards-or-score = { $name }: Karten oder Punkte
golf-score = Punkte
golf-layout = Auslage von { $name }
golf-slot = { $row ->
    [top] Obere Reihe, Spalte { $column }: { $card }
   *[bottom] Untere Reihe, Spalte { $column }: { $card }
}
golf-empty = leer
golf-tap-card = { $row ->
    [top] Die Karte für obere Reihe, Spalte { $column } antippen
   *[bottom] Die Karte für untere Reihe, Spalte { $column } antippen
}
golf-score-for-hole = Punkte für dieses Loch
golf-columns = Spalten { $points }
golf-paired = { $count ->
    [one] Paar: Spalte { $columns }
   *[other] Paare: Spalten { $columns }
}
golf-score-entered = (Punkte eingetragen)
golf-pending-score = Punkte oder Karten von { $name } eintragen.
golf-pending-cards = Die sechs Karten von { $name } eintragen.

## Scorepad, points as entered

scorepad-hint = Punkte je Spieler: ganze Zahlen, negative Zahlen oder Summen wie 12+7-3.
points-as-entered = Punkte wie eingetragen.
points-as-entered-list = Punkte wie eingetragen: { $points }
back = Zurück

## Skull & Roses

skull-pending = Die Runde oben Zug um Zug spielen.
skull-challenged = { $name } hat bei { $bid } herausgefordert:
skull-success = Erfolg
skull-roses-shown = { $count ->
    [one] 1 Rose gezeigt.
   *[other] { $count } Rosen gezeigt.
}
skull-failed = gescheitert
skull-own-skull = am eigenen Totenkopf und verlor eine Karte (noch { $left }).
skull-others-skull = am Totenkopf von { $owner } und verlor eine Karte (noch { $left }).
skull-out = { $count ->
    [one] { $who } ist ausgeschieden.
   *[other] { $who } sind ausgeschieden.
}
skull-starts-next = { $name } beginnt die nächste Runde.
skull-table = Skull-&-Roses-Tisch
skull-tag-out = raus
skull-stack = { $stack } im Stapel, { $revealed } aufgedeckt
skull-places = { $name } legt eine Karte
skull-challenges-at = { $name } fordert heraus bei:
skull-passes = { $name } passt
skull-raises-to = { $name } erhöht auf:
skull-reveal-own = Die eigene oberste Karte aufdecken
skull-reveal = Die oberste Karte von { $name } aufdecken
skull-card-is = Die Karte von { $name } ist:
skull-a-rose = eine Rose
skull-the-skull = der Totenkopf
skull-draw = Die verlorene Karte von { $name } zufällig ziehen
skull-discards = { $name } wirft eine Karte ab
skull-wins-game = { $name } gewinnt die Partie!
skull-finish = Partie abschließen
skull-save-round = Runde speichern und die nächste beginnen
skull-round-log = Rundenprotokoll
skull-won-game = { $name } hat die Partie gewonnen.
skull-game-over = Die Partie ist vorbei.
skull-setting = Der Tisch wird gedeckt…
skull-step-place = { $name }: Karte legen oder herausfordern
skull-step-must-challenge = { $name } hat keine Karte auf der Hand und muss herausfordern
skull-step-bid = Gebot { $bid }. { $name }: erhöhen oder passen
skull-step-reveal = { $name } deckt Karten auf: { $roses } von { $bid } Rosen
skull-step-lose-random = Totenkopf von { $owner }! { $name } verliert eine von { $cards } Karten, zufällig gezogen
skull-step-lose-own = Der eigene Totenkopf von { $name }! { $name } verliert eine Karte eigener Wahl
skull-step-starter = { $name } ist raus und bestimmt, wer die nächste Runde beginnt
skull-step-done = Die Runde ist vorbei
skull-entry-played = Diese Runde wurde Zug um Zug gespielt ({ $count } Züge). Speichern, um sie erneut zu prüfen, oder löschen und auf dem Tracker neu spielen.
skull-entry-points = Punkte von vor dem Schiedsrichter: { $points }.
skull-entry-tracker = Runden werden Zug um Zug auf dem Tracker gespielt.

## Avalanche

av-pending-counts = Die gesammelten Karten jedes Spielers und die entfernten Karten eintragen.
av-played = Dieses Spiel wurde Zug um Zug gespielt ({ $count } Züge); Endstände nur eintragen, um es zu ersetzen.
av-final-counts = Die Endstände des Spiels: Cardtable prüft, dass sie das Blatt ergeben.
av-player-stored = { $name } gesammelt
av-removed-by-stops = Durch Stopps entfernt
av-last-player = Letzter Spieler mit Karten
av-none-counted = keiner (schon gezählt)
av-cards-in-hand = Karten auf seiner Hand
av-stored = { $count ->
    [one] hat { $count } Karte gesammelt
   *[other] hat { $count } Karten gesammelt
}
av-removed = { $count } durch Stopps entfernt
av-on-table = { $count } auf dem Tisch geblieben
av-table = Avalanche-Tisch
av-in-hand = { $count } auf der Hand
av-stored-short = { $count } gesammelt
av-figures = Stapel { $deck } · entfernt { $removed } · auf dem Tisch { $table }
av-moving = Die rollende Lawine
av-none-moving = Keine Lawine rollt.
av-to-play = { $name } ist dran: wie viele Karten?
av-to-play-count = { $count ->
    [one] { $name } ist dran: { $count } Karte vom Rang…
   *[other] { $name } ist dran: { $count } Karten vom Rang…
}
av-snowfall = Schneefall: eine Karte ziehen
av-deal-over = Das Spiel ist vorbei.
av-save-deal = Spiel speichern
av-deal-log = Spielprotokoll
av-dealing = Es wird gegeben…
av-banner-snowfall = Schneefall: eine Karte gezogen.
av-banner-start = Start: eine neue Lawine.
av-banner-grow = Sie wächst!
av-banner-stop = Stopp! { $count } Karten verlassen das Spiel.
av-banner-fall = Absturz! { $count } Karten an { $name }.
av-tally = { $grows ->
    [one] { $grows } Wachsen
   *[other] { $grows } Wachsen
}, { $stops ->
    [one] { $stops } Stopp
   *[other] { $stops } Stopps
}, { $falls ->
    [one] { $falls } Absturz
   *[other] { $falls } Abstürze
}

## Club nights (routes/Nights, NightHost, NightPhone, NightTv, lib/night)
night-list-title = Spielabende
night-players-n = { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
}
night-final-tag = abgeschlossen
night-not-seated = noch nicht gesetzt
night-round-of = Runde { $round } von { $rounds }
night-none = Noch kein Spielabend.
night-new = Neuer Spielabend
night-game = Spiel
night-players = Spieler
night-new-players = Neue Spieler, durch Kommas getrennt
night-new-players-example = Anna, Ben, Cem
night-rounds = Runden
night-round-is = Eine Runde ist
night-length-deals = eine Anzahl Spiele:
night-deals-label = Spiele pro Runde
night-length-game = die ganze Partie jedes Tisches
night-scoring = Wertung
night-scoring-usual = Die übliche (Matchpunkte zu zweit, Platzierungen bei mehr)
night-scoring-placings = Platzierungen (3/2/1/0 zu viert)
night-scoring-match = Matchpunkte (2 Sieg, 1 Unentschieden)
night-scoring-totals = Die eigenen Punkte der Partien
night-create = Spielabend anlegen
night-banner-name = Spielabend · { $game }
night-banner-not-seated = Noch nicht gesetzt
night-banner-round = Runde { $round } von { $rounds }
night-banner-meta = { $where } · { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
} · tippe, um einzuchecken und deinen Platz zu sehen
night-standings = Tabelle
night-standings-final = Endstand
night-provisional = (vorläufig)
night-played = { $byes ->
    [0] { $played } gespielt
    [one] { $played } gespielt · { $byes } Freilos
   *[other] { $played } gespielt · { $byes } Freilose
}
night-status-playing = Läuft
night-status-to-confirm = Zu bestätigen
night-status-confirmed = Bestätigt
night-status-refused = Abgelehnt
night-status-corrected = Vom Host korrigiert
night-status-accepted = Vom Host angenommen
night-score = { $player } { $points }
night-seat-line = Runde { $round } · Tisch { $table } · mit { $others }
night-the-host = Der Host
night-a-player = Ein Spieler
night-trail-confirmed = { $who } hat { $scores } bestätigt.
night-trail-accepted = { $who } hat { $scores } beim Schließen der Runde angenommen.
night-trail-refused = { $who } hat { $scores } abgelehnt: „{ $reason }“.
night-trail-refused-claimed = { $who } hat { $scores } abgelehnt: „{ $reason }“ (kommt auf { $claimed }).
night-trail-corrected = { $who } hat { $scores } zu { $claimed } korrigiert: „{ $reason }“.
night-note-no-hand = Noch kein Spiel.
night-note-hands = { $count ->
    [one] { $count } Spiel gespielt.
   *[other] { $count } Spiele gespielt.
}
night-note-confirm-it = Gespielt: { $scores }. Bestätige es unten oder lehne es ab.
night-note-waiting = Gespielt: { $scores }. { $who } muss noch bestätigen.
night-note-confirmed = { $who } hat { $scores } bestätigt.
night-note-refused = { $who } hat das Ergebnis abgelehnt: „{ $reason }“. Der Host entscheidet.
night-note-corrected = Der Host hat es zu { $scores } korrigiert: „{ $reason }“.
night-note-accepted = Zählt wie gespielt: { $scores }.
night-back-nights = Zurück zu den Spielabenden
night-title = Spielabend
night-title-game = Spielabend · { $game }
night-summary = { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spieler
} · Tische zu { $size } · { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
} zu { $length } · { $state }
night-length-deals-n = { $deals ->
    [one] { $deals } Spiel
   *[other] { $deals } Spielen
}
night-length-whole = einer ganzen Partie
night-state-final = Endergebnis
night-state-round = Runde { $round }
night-state-round-closed = Runde { $round } (geschlossen)
night-checkin = Einchecken
night-checkin-how = Die Spieler scannen den Code, öffnen die Adresse unten oder geben die PIN ein, tippen dann auf den Spielabend und wählen ihren Namen.
night-tv = TV:
night-share = Handys einchecken lassen
night-checked-in = Eingecheckt: { $count } von { $players }.
night-checked-in-who = Eingecheckt: { $count } von { $players } ({ $names }).
night-arrivals = Spieler: Nachzügler und frühe Abgänge
night-arrivals-note = Änderungen gelten, sobald die nächste Runde gesetzt wird; wer geht, behält seinen Tabellenplatz.
night-leaves = Geht
night-left = Gegangen: { $names }
night-late = Nachzügler
night-add = Hinzufügen
night-round-title = Runde { $round } von { $rounds }
night-round-title-closed = Runde { $round } von { $rounds } · geschlossen
night-table = Tisch { $table }
night-now = Stand: { $scores }.
night-entered = Eingetragen: { $scores }
night-version = Fassung von { $who }: { $scores }
night-version-none = Fassung von { $who }: nicht angegeben
night-the-player = dem Spieler
night-open-game = Partie öffnen
night-correct = Korrigieren…
night-reason-kept = Grund (wird bei den Ergebnissen aufbewahrt)
night-save-correction = Korrektur speichern
night-trail = Verlauf dieses Ergebnisses ({ $count })
night-byes = Freilos: { $names }
night-seat = Runde { $round } setzen
night-close = Runde { $round } schließen
night-finalise-ask = Spielabend abschließen?
night-finalise-warning = Die Ergebnisse werden endgültig.
night-finalise = Abschließen
night-not-yet = Noch nicht
night-finalise-start = Spielabend abschließen…
night-score-format = Jede Punktzahl ist eine ganze Zahl (oder ein Bruch wie 5/2).
night-who = Wer bist du?
night-pick-once = Wähle einmal deinen Namen: Dieses Handy zeigt dir dann jede Runde deinen Platz.
night-keep = { $name } bleiben
night-not-me = Nicht { $name }?
night-over = Der Spielabend ist vorbei: Die Tabelle unten ist endgültig.
night-round1-not-seated = Runde 1 ist noch nicht gesetzt.
night-table-soon = Dein Tisch erscheint hier, sobald der Host die Runde setzt.
night-sit-out = Runde { $round } · Du setzt diese Runde aus
night-bye-note = Ein Freilos: Es zählt, wie die Regeln des Abends sagen. Dein nächster Tisch erscheint hier.
night-open-table = Partie an Tisch { $table } öffnen
night-not-seated-in = Du bist in Runde { $round } nicht gesetzt.
night-is-result = Ist das das Ergebnis?
night-confirm = Bestätigen
night-refuse = Ablehnen
night-what-wrong = Was stimmt nicht?
night-host-sees = Der Host sieht deinen Grund und beide Fassungen.
night-why = Warum
night-as-you-make-them = Die Punkte, wie du sie zählst
night-optional = (freiwillig)
night-send = An den Host senden
night-back = Zurück
night-others-confirm = { $who } bestätigt das Ergebnis: die andere Seite.
night-tv-final = Endergebnis
night-tv-soon = Gleich wird gesetzt
night-seating = Sitzordnung
night-length-timed = eine Zeitvorgabe, das letzte Spiel wird zu Ende gespielt, in Minuten:
night-minutes-label = Minuten pro Runde
night-length-minutes-n = { $minutes ->
    [one] { $minutes } Minute
   *[other] { $minutes } Minuten
}
night-clock-round = Uhr der Runde { $round }
night-clock-left = noch { $time }
night-clock-last-deal = Letztes Spiel
night-clock-note = { $minutes ->
    [one] Eine Runde von { $minutes } Minute: Ist die Zeit um, wird das laufende Spiel zu Ende gespielt.
   *[other] Eine Runde von { $minutes } Minuten: Ist die Zeit um, wird das laufende Spiel zu Ende gespielt.
}
night-clock-note-up = Die Zeit ist um: Spielt das laufende Spiel zu Ende und tragt es ein; es ist das letzte des Tisches.
night-rating = Wertung { $rating } · { $games ->
    [one] 1 Partie an Spielabenden
   *[other] { $games } Partien an Spielabenden
}
night-rating-opt-in = Wertung über die Spielabende
night-results = Ergebnisse
night-print-open = Ergebnisse zum Drucken
night-print = Drucken
night-back-night = Zurück zum Spielabend
night-col-place = Platz
night-col-player = Spieler
night-col-points = Punkte
night-col-head-to-head = Direkter Vergleich
night-col-opponents = Punkte der Gegner
night-col-total = Summe
night-col-played = Gespielt
night-col-table = Tisch
night-col-scores = Gewertete Punkte
night-col-state = Ergebnis

# Serien von Spielabenden (routes/Series, SeriesOne, lib/night/series)
series-open = Serien von Spielabenden
series-title = Serien
series-how = Eine Serie zählt ihre Spielabende zusammen: An jedem Abend gibt es einen Punkt für jeden Spieler, der dahinter landet, Gleichplatzierte teilen; dann zählen gewonnene Abende, dann die Punkte der Abende.
series-none = Noch keine Serie.
series-new = Neue Serie
series-name = Name
series-name-example = Herbst 2026
series-nights-to-start = Beendete Spielabende für den Anfang
series-no-free = Kein beendeter Spielabend ist frei: Ein Abend zählt in einer Serie, sobald der Gastgeber ihn abgeschlossen hat.
series-create = Serie anlegen
series-nights-n = { $count ->
    [one] 1 Abend
   *[other] { $count } Abende
}
series-leading = Vorn: { $names }
series-final = endgültig
series-provisional = vorläufig
series-won-by = gewonnen von { $names }
series-back = Zurück zu den Serien
series-standings = Stand der Serie
series-standings-final = Endstand der Serie
series-col-points = Serienpunkte
series-col-wins = Siege
series-col-nights = Abende
series-empty = Noch kein Spielabend in dieser Serie.
series-nights = { $count ->
    [one] Ihr Abend
   *[other] Ihre { $count } Abende
}
series-add-night = Beendeten Spielabend hinzufügen
series-add = Hinzufügen
series-export = Serie exportieren
