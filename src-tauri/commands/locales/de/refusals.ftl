## Die Ablehnungen zu Spielern, Karten und den Spielen außer Gin (Issue 25): Jede behält ihren
## festen `E_*`-Code in jeder Sprache.

## Spieler (Neue Partie, Umbenennen, Importieren).

seat-error-empty = Der Name des { $position }. Spielers ist leer.
seat-error-duplicate = { $name } ist zweimal eingetragen; gib jedem Spieler einen anderen Namen.
seat-error-too-long = Der Name des { $position }. Spielers ist länger als { $max } Zeichen.
name-error-empty = Der Name eines Spielers darf nicht leer sein.
name-error-too-long = Der Name eines Spielers darf höchstens { $max } Zeichen haben; dieser hat { $got }.
players-error-exactly = { $game } ist für genau { $n } Spieler ({ $got ->
    [one] 1 Spieler wurde eingetragen
   *[other] { $got } Spieler wurden eingetragen
  }).
players-error-range = { $game } ist für { $lo }–{ $hi } Spieler ({ $got ->
    [one] 1 Spieler wurde eingetragen
   *[other] { $got } Spieler wurden eingetragen
  }).

## Karten, die öfter eingetragen sind, als die Kartenspiele sie haben.

copies-error-one-deck = { $card } wurde { $count ->
    [2] zweimal
   *[other] { $count }-mal
  } eingetragen, aber dieses Spiel nutzt nur ein Kartenspiel.
copies-error-packs = { $card } kommt { $count ->
    [2] zweimal
   *[other] { $count }-mal
  } vor, aber ihr spielt mit { $packs } Kartenspielen.
copies-error-no-jokers = Dieses Spiel wird ohne Joker gespielt.
copies-error-jokers = { $count } Joker wurden eingetragen, aber { $allowed ->
    [one] es ist nur 1 im Spiel.
   *[other] es sind nur { $allowed } im Spiel.
  }
hand-too-long = Diese Hand hat { $cards } Karten, aber Cardtable findet die besten Kombinationen nur für Hände bis { $max } Karten. Prüfe die eingetragenen Karten oder lege die Kombinationen selbst fest.

## Oh Hölle! (RULES.md §6.3).

oh-heck-error-players = { $game } ist für 3–7 Spieler.
oh-heck-error-bid-count = Trage eine Ansage je Spieler ein ({ $seats } Spieler, { $got } eingetragen).
oh-heck-error-trick-count = Trage eine Stichzahl je Spieler ein ({ $seats } Spieler, { $got } eingetragen).
oh-heck-error-bid-range = Ansagen liegen in diesem Spiel zwischen 0 und { $size }.
oh-heck-error-bid-order = Als Nächstes sagt { $next } an.
oh-heck-error-bid-locked = Diese Ansage lässt sich nicht mehr ändern: Der nächste Spieler hat schon angesagt.
oh-heck-error-hook = Der Geber darf nicht { $bid } ansagen: Die Ansagen ergäben zusammen { $size ->
    [one] den 1 möglichen Stich
   *[other] die { $size } möglichen Stiche
  }.
oh-heck-error-tricks-range = Stiche liegen zwischen 0 und { $size }.
oh-heck-error-tricks-sum = Die Stiche ergeben zusammen { $sum }, aber dieses Spiel hat { $size ->
    [one] 1 Stich
   *[other] { $size } Stiche
  }.
oh-heck-error-hand-size = In Spiel { $number } bekommt jeder { $expected } Karten, nicht { $got }.
oh-heck-error-dealer = Der Geber muss einer der { $seats } Spieler sein.
oh-heck-error-size-range = Bei { $seats } Spielern bekommt jeder 1 bis { $most } Karten, nicht { $got }.
oh-heck-error-over = Die Partie ist vorbei: Ihr Ablauf hat { $hands } Spiele.

## Golf mit sechs Karten (RULES.md §7.3).

golf-error-layout = Eine Auslage hat genau 6 Karten (2 Reihen zu 3).
golf-error-holes = Die Partie hat 9 oder 18 Löcher.
golf-error-players = { $game } ist für 2–12 Spieler.
golf-error-packs = { $game } wird mit 1 bis 4 Kartenspielen gespielt.
golf-error-entry-count = Trage für jeden Spieler eine Auslage oder eine Punktzahl ein ({ $seats } Spieler, { $got } eingetragen).
golf-error-card-value = Ein König oder ein Joker zählt zwischen -{ $max } und { $max } Punkten.
golf-error-score-range = Ein Golf-Loch zählt mit diesen Regeln höchstens { $max } und mindestens { $min }, also kann { $got } bei { $player } nicht stimmen.

## Der Punkteblock (RULES.md §11.15).

points-error-players = Der Punkteblock ist für 1–20 Spieler.
points-error-entry-count = Trage für jeden Spieler Punkte ein ({ $seats } Spieler, { $got } eingetragen).
points-error-empty = Die Punkte von { $player } sind leer: Trage eine Zahl ein, etwa 12, -5 oder 12+7-3.
points-error-invalid = Die Punkte von { $player }, „{ $text }“, sind keine Zahl: Nimm ganze Zahlen mit + und -, etwa 12+7-3.
points-error-too-large = Die Punkte von { $player }, „{ $text }“, sind zu groß: Ein Spiel bringt höchstens 1.000.000.000 in jede Richtung.

## Kombinationen (RULES.md §1.7, §3.4, §4.2, §5.4); `$cards` wie gezeigt, `$game` der Name des Spiels.

meld-game-gin = Gin
meld-error-too-short = { $cards } ist zu kurz für eine Kombination: Eine Kombination braucht mindestens { $min } Karten.
meld-error-not-a-meld = { $cards } ist weder ein Satz noch eine Folge.
meld-error-not-a-run = { $cards } ist keine Folge.
meld-error-ace-low = { $cards } ist keine Folge: Asse sind bei { $game } niedrig.
meld-error-wrap = { $cards } ist keine Folge: Folgen gehen bei { $game } nicht um die Ecke.
meld-error-cr-wrap = Folgen gehen nicht um die Ecke.
meld-error-r5-wrap = { $ranks } ist keine Folge.
meld-error-set-suits = { $cards } ist kein gültiger Satz: Die Farben müssen verschieden sein.
meld-error-set-too-long = { $cards } ist zu lang für einen Satz: Ein Satz hat höchstens { $max } Karten.
meld-error-no-sets = { $cards } ist ein Satz, aber Sätze zählen bei { $game } nicht.
meld-error-cr-set = Sätze zählen bei Continental-Rommé nicht.
meld-error-no-runs = { $cards } ist eine Folge, aber bei { $game } zählen nur Sätze.
meld-error-jokers-only = { $cards } braucht mindestens eine Karte, die kein Joker ist.
meld-error-no-jokers = Bei { $game } gibt es keine Joker.
meld-error-joker-misfit = Der Joker kann in { $cards } nicht für { $card } stehen.
meld-error-two-runs = { $card } kann nicht in zwei Folgen liegen.
meld-error-two-sets = { $card } kann nicht in zwei Sätzen liegen.
meld-error-run-and-set = { $card } kann nicht zugleich in der Folge und im Satz liegen.
meld-error-not-in-hand = { $card } liegt in einer Kombination, ist aber nicht auf der Hand.

## Gift Rummy (RULES.md §2); `$seat` ein Platz mit seinem Namen.

gift-seat-north = Nord
gift-seat-east = Ost
gift-seat-south = Süd
gift-seat-west = West
gift-seat-n = Platz { $n }
gift-error-players = { $game } ist für genau 4 Spieler.
gift-error-hand-size = Jede Hand muss 13 Karten haben ({ $seat } hat { $cards }).
gift-error-missing-one = { $copies } Also fehlt { $card }.
gift-error-missing = { $copies } Also fehlen: { $cards }.
gift-error-knocked-twice = { $seat } hat schon nach der 1. Runde geklopft.
gift-error-no-round-two = { $knocked } Spieler haben nach der 1. Runde geklopft, also gab es keine 2. Runde, nach der man klopfen könnte.
gift-error-knock-round-one = In dieser Partie darf man nur am Ende der 1. Runde klopfen.
gift-error-swap-size = Jede Weitergabe sind genau drei Karten.
gift-error-knocked-swap = { $seat } hat geklopft und tauscht nicht mehr.
gift-error-bonus = { $seat } kann den Klopfbonus nicht bekommen: Er geht nur an einen Spieler, der nach der 1. Runde als Einziger geklopft hat ({ $knockers } haben geklopft).
gift-error-knock-count = Trage mit Ja/Nein je Spieler ein, wer geklopft hat (4), nicht { $got }.

## Skull & Roses (RULES.md §8.4) und Avalanche (§9.7); `$name` der Name eines Spielers.

error-not-your-turn = { $name } ist an der Reihe.
error-no-seat = An diesem Tisch mit { $seats } Plätzen gibt es keinen Platz { $seat }.
skull-error-players = { $game } ist für 3–12 Spieler.
skull-error-bid-too-high = Es liegen nur { $total } Karten auf dem Tisch: Biete höchstens { $total }.
skull-error-bid-too-low = Eine Herausforderung beginnt bei 1 oder mehr.
skull-error-not-higher = Biete mehr als { $current } oder passe.
skull-error-passed = Du hast gepasst und kannst in dieser Runde nicht mehr bieten.
skull-error-must-challenge = Du hast keine Karten auf der Hand: Du musst herausfordern.
skull-error-cant-place = Du hast keine Karten mehr zum Ablegen.
skull-error-reveal-order = Decke erst alle deine eigenen Karten auf, dann die der anderen.
skull-error-eliminated = { $name } ist aus dem Spiel.
skull-error-stack-empty = Im Stapel von { $name } liegt keine verdeckte Karte mehr.
skull-error-pick = { $name } hat { $cards } Karten: Wähle eine Zahl von 1 bis { $cards }.
skull-error-cards = { $name } hat { $cards } Karten, aber jeder beginnt mit 4 (3 Rosen und ein Totenkopf).
skull-error-round-over = Diese Runde ist vorbei.
skull-error-game-over = Nur noch ein Spieler ist übrig: Die Partie ist vorbei.
avalanche-error-players = { $game } ist für 2–6 Spieler (für mehr Kartenspiele dazunehmen).
avalanche-error-snowfall-active = Eine Lawine rollt: Du musst Karten spielen.
avalanche-error-snowfall-empty = Der Stapel ist leer: kein Schneefall mehr.
avalanche-error-not-in-hand = { $name } hat nur { $held } Karten und kann nicht { $count } spielen.
avalanche-error-no-cards = Spiele mindestens eine Karte.
avalanche-error-conservation = Die Zahlen ergeben zusammen { $total }, aber das Spiel hat { $deck } Karten.
avalanche-error-deck = Ein Spiel aus { $deck } Karten reicht nicht, um { $seats } Spielern je 10 zu geben.
avalanche-error-out = { $name } hat keine Karten mehr.
avalanche-error-game-over = Die Partie ist vorbei: Nur ein Spieler hatte noch Karten.
avalanche-error-unfinished = Dieses Spiel ist nicht zu Ende: { $name } ist am Zug, und { $left } Karten sind noch auf den Händen.
avalanche-error-last-seat = Der letzte Spieler mit Karten muss einer der { $seats } Spieler sein.
avalanche-error-rank = „{ $token }“ ist kein Rang: Nimm 2–10, J, Q, K, A oder JK.
avalanche-error-mixed-ranks = Alle Karten eines Zugs müssen denselben Rang haben.

## Die Rommé-Familie (RULES.md §3.4, §4); `$player` ein Platz.

rummy-error-entries = Trage ein, was jeder der { $seats } Spieler hält ({ $got } eingetragen).
rummy-error-seat-out = Wer ausgemacht hat, muss einer der { $seats } Spieler sein (Platz { $seat } wurde angegeben; Plätze zählen ab 0).
rummy-error-seat-knocked = Wer geklopft hat, muss einer der { $seats } Spieler sein (Platz { $seat } wurde angegeben; Plätze zählen ab 0).
rummy-error-joker = { $player }: Ein Joker ist bei { $game } keine Karte, es wird ohne Joker gespielt.
rummy-error-count-range = Der Kartenwert von { $player } muss zwischen 0 und { $max } liegen, dem Höchsten, was die Karten wert sein können ({ $got } wurde eingetragen).
rummy-error-winner-has-cards = Wer ausgemacht hat, kann keine Karten mehr haben.
rummy-error-cards-missing = Die Karten von { $player } fehlen: Trage die Karten ein, die noch auf der Hand sind, oder den angesagten Kartenwert.
rummy-error-too-many-cards = Bei { $seats } Spielern hält eine Hand zwischen den Zügen höchstens { $max } Karten ({ $player } hat { $got }).
rummy-error-nobody-out-classic = Bei Classic Rum wird der Stapel beliebig oft umgedreht, also endet ein Spiel nur, wenn jemand ausmacht: Markiere, wer ausgemacht hat.
rummy-error-nobody-out = Der Stapel wird beliebig oft neu gemischt, also endet ein Spiel nur, wenn jemand ausmacht: Markiere, wer ausgemacht hat.
knock-error-no-knocker = Markiere, wer geklopft hat.
knock-error-hand-size = Bei { $seats } Spielern hält jede Hand nach dem Klopfen { $deal } Karten ({ $player } hat { $got }).
boathouse-error-too-many-cards = { $player } hat { $got } Karten; Cardtable kann Boathouse-Hände bis { $max } Karten zählen.
gamblers-error-one-turn = Ausmachen geht nur über mindestens zwei Züge.
continental-error-winner = Der Sieger muss einer der { $seats } Spieler sein (Spieler { $got } wurde eingetragen).
continental-error-stand-in = „{ $token }“: Nur ein Joker kann für eine andere Karte stehen.
continental-error-stand-in-deuce = „{ $token }“: Nur ein Joker oder eine Zwei kann für eine andere Karte stehen.
continental-error-joker-undeclared = Gib an, für welche Karte jeder Joker steht.
continental-error-too-many = Der Sieger zeigt mehr als { $most } Karten: Zum Ausmachen braucht man 15.
continental-error-count = Der Sieger zeigt { $total } Karten: Zum Ausmachen müssen alle 15 in Folgen liegen (5×3, 4+4+4+3 oder 5+4+3+3).
continental-error-shape = Diese 15 Karten ergeben keine Folgen zu 5×3, 4+4+4+3 oder 5+4+3+3.
continental-error-deuces-not-wild = Zweien sind in dieser Partie nicht wild: Trage nur die Joker ein.
continental-error-deuces = { $deuces } wilde Zweien wurden eingetragen, aber es sind nur { $most } Zweien im Spiel.

## Rommé 500 (RULES.md §5.4).

r500-error-two-decks = Bei { $seats } Spielern nehmt zwei Kartenspiele (108 Karten).
r500-error-one-deck = Bei { $seats } Spielern nehmt ein Kartenspiel (54 Karten), nicht { $decks }: Zwei Kartenspiele sind für 5–8 Spieler.
r500-error-decks = { $game } wird mit einem Kartenspiel (2–4 Spieler) oder zwei Kartenspielen (5–8 Spieler) gespielt, nicht mit { $decks }.
r500-error-joker-undeclared = Gib an, für welche Karte der Joker steht.
r500-error-too-many-cards = Es wurden mehr Karten eingetragen als die { $limit } im Spiel.
r500-error-layoff = { $cards } kann nicht an { $onto } angelegt werden: { $why }
r500-error-layoff-none = Es wurden keine Karten angelegt.
r500-error-layoff-not-meld = Das ist keine Kombination ({ $why })

## Gewählte Regeln (jedes Spiel).

options-error-no-preset = { $game } hat keine Voreinstellung namens „{ $preset }“.

## Eine Partie mit gewähltem Sieger beenden; von Hand eingetragene Punkte.

end-error-not-open-ended = Diese Partie ({ $game }) endet nach ihrer eigenen Regel und kann nicht mit einem gewählten Sieger beendet werden.
end-error-no-hands = Spielt mindestens ein Spiel, bevor ihr die Partie beendet.
end-error-no-winner = Nenne den Sieger (oder die Spieler, die sich den Sieg teilen).
end-error-no-seat = Platz { $seat } gibt es an diesem Tisch nicht: Die Partie hat { $seats } Spieler.
end-error-twice = Platz { $seat } wurde zweimal genannt.
end-error-tie = { $players } haben Gleichstand mit { $total }: Sag, wer gewonnen hat.
end-error-finished = Diese Partie ist schon beendet.
points-error-count = Trage Punkte für jeden der { $seats } Spieler ein ({ $got } eingetragen).
skull-error-cards-count = Gib die Karten jedes der { $seats } Spieler an ({ $got } angegeben).
skull-error-over = Die Partie ist vorbei.

## Skull & Roses: ein Zug zur falschen Zeit, eine unfertige Runde.

skull-error-not-now = Nicht jetzt: { $expected }.
skull-error-unfinished = Diese Runde ist nicht fertig: { $expected }.
skull-waits-challenge = { $name } muss herausfordern
skull-waits-place = { $name } legt eine Karte ab oder fordert heraus
skull-waits-raise = { $name } bietet mehr oder passt
skull-waits-reveal = { $name } deckt Karten auf
skull-waits-lose = { $name } verliert eine Karte
skull-waits-starter = { $name } bestimmt, wer die nächste Runde beginnt
skull-waits-over = die Runde ist vorbei
skull-waits-first-card = { $name } legt eine erste Karte ab

json-error-hand = Dieses Spiel von { $game } kann nicht gelesen werden: { $why }.
json-error-options = Die Regeln für { $game } können nicht verwendet werden: { $why }.
json-error-game-options = Die Regeln von { $game } können nicht verwendet werden: { $why }.
json-error-options-invalid = Die Regeln für { $game } sind nicht gültig: { $why }.
json-error-options-shape = Die Regeln für { $game } müssen eine Reihe benannter Einstellungen sein.
json-error-option-too-large = Die Einstellung „{ $key }“ von { $game } ist zu groß (höchstens { $max } in jede Richtung).
dealer-error-range = Der Geber muss einer der { $seats } Plätze sein (0 bis { $last }); { $got } wurde angegeben.

## Was die Datenbank ablehnt, oder eine Anfrage, die sie nicht annehmen kann.

declined-series-name = Eine Serie braucht einen Namen mit 1 bis { $max } Zeichen („Herbst 2026“).
declined-night-in-series = Spielabend { $night } ist schon in Serie { $series }: Ein Spielabend zählt in nur einer Serie.
declined-round-not-next = Runde { $round } von Spielabend { $night } kann jetzt nicht gesetzt werden: Die nächste Runde ist { $next }.
declined-night-over = Spielabend { $night } ist vorbei: Der Host hat ihn abgeschlossen, daher kann niemand mehr einchecken.
declined-reason-too-long = Ein Grund hat höchstens { $max } Zeichen.
declined-result-unknown = Ein Ergebnis des Spielabends lautet { $action }.
declined-round-not-open = Runde { $round } von Spielabend { $night } ist nicht gesetzt oder schon geschlossen.
declined-night-finalised = Spielabend { $night } ist schon abgeschlossen.
declined-night-not-open = Spielabend { $night } ist nicht offen: Es gibt ihn nicht, oder er ist abgeschlossen.
declined-stored-kind = Gespeicherte Partie: „{ $kind }“ ist kein Spiel, das Cardtable kennt.
declined-no-players = Eine Partie braucht mindestens einen Spieler.
declined-seat-twice = { $name } wurde zweimal eingegeben; jeder Platz braucht einen anderen Spieler.
declined-first-dealer = Der erste Geber muss einer der { $seats } Plätze sein.
declined-hand-of-another-game = Spiel { $hand } gehört zu einer anderen Partie; nichts wurde geändert.
declined-entry-form = „{ $mode }“ ist keine Eingabeform.
declined-write-key = Ein Schreibschlüssel hat 1 bis { $max } Buchstaben, Ziffern oder Satzzeichen, ohne Leerzeichen.
declined-write-key-used = Der Schreibschlüssel { $key } wurde schon für ein anderes Spiel verwendet; eine Wiederholung muss dieselbe Partie und dasselbe Spiel senden, und ein neues Spiel braucht einen neuen Schlüssel.
declined-draft-too-large = Dieser Entwurf ist zu groß zum Aufbewahren; speichere das Spiel oder leere es.
declined-screen-name = Der Name eines Bildschirms hat höchstens { $max } Zeichen.
declined-move-too-large = Dieser Zug ist zu groß zum Aufbewahren.
declined-database-too-new = Diese Datenbank wurde von einer neueren Version von Cardtable angelegt. Aktualisiere Cardtable, um sie zu öffnen; nichts wurde geändert.
declined-not-a-backup = { $path } ist keine der automatischen Sicherungen dieser Datenbank.
declined-backup-empty = Diese Sicherung ist leer; wähle eine andere.
declined-csv = Die CSV-Datei konnte nicht geschrieben werden: { $why }.
declined-dealer-seat = Der Geber muss einer der { $seats } Plätze sein (Platz { $seat } wurde angegeben).
declined-game-finished = Diese Partie ist beendet. Öffne sie wieder, um etwas zu korrigieren.
declined-reopened-over = Diese Partie ist vorbei; sie wurde nur wieder geöffnet, um ihre Spiele zu korrigieren. Bearbeite ein Spiel oder starte eine Revanche, um weiterzuspielen.
declined-not-finished = Diese Partie ist nicht beendet.
declined-backup-table = Tisch { $table } der Runde { $round } von Spielabend { $night } ist eine Partie, die die Sicherung nicht enthält.
declined-unknown-kind = Unbekannte Spielart „{ $kind }“.
declined-round-not-over = Diese Runde ist noch nicht vorbei: Spiele sie erst zu Ende.

## Eine erlaubte, aber ungewöhnliche Wahl: neben dem Spiel gezeigt, sie hindert nicht am Speichern (die W_*-Warnungen der Regeln).

warning-golf-packs = { $seats ->
    [one] 1 Spieler spielt
   *[other] { $seats } Spieler spielen
  } normalerweise mit { $packs ->
    [1] einem Kartenspiel
    [2] zwei Kartenspielen
    [3] drei Kartenspielen
   *[other] { $packs } Kartenspielen
  }.
warning-golf-players = Die Regeln beschreiben bis zu 8 Spieler; { $seats } sind ein großer Tisch.
warning-not-zero-sum = Diese Zahlungen ergeben zusammen nicht null: In einem Abrechnungsspiel erhält der Gewinner, was die Verlierer zahlen.
warning-non-optimal = Die angesagten Kombinationen lassen { $deadwood } Restpunkte; diese Karten lassen sich mit { $min } Restpunkten legen.
