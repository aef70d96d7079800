## Das Protokoll der Live-Tracker: jeder Zug in einer Zeile, wie die Runde (oder das Spiel) läuft.
## Skull & Roses (RULES.md §9): wer legt, bietet, passt, welche Karte aufgedeckt wurde.

tracker-skull-place = { $name } legt eine Karte.
tracker-skull-challenge = { $name } fordert heraus: { $bid }.
tracker-skull-raise = { $name } erhöht auf { $bid }.
tracker-skull-pass = { $name } passt.
tracker-skull-reveal-own = { $name } deckt die eigene Karte auf: { $card }.
tracker-skull-reveal = { $name } deckt die Karte von { $owner } auf: { $card }.
tracker-skull-rose = eine Rose
tracker-skull-skull = der Totenkopf
tracker-skull-lose-pick = { $name } verliert endgültig eine Karte (die { $pick }. der eigenen Karten, zufällig gezogen).
tracker-skull-lose = { $name } verliert endgültig eine Karte.
tracker-skull-starter = { $name } beginnt die nächste Runde.

## Avalanche: jeder Zug und was er mit der rollenden Lawine macht, dann die nachgezogenen
## Karten und das Ende des Spiels, wenn es sie gibt ($count×$rank: der Zug, wie getippt).

tracker-av-snowfall = { $name } zieht eine Karte (Schneefall).
tracker-av-start = { $name } spielt { $count }×{ $rank } und startet eine Lawine.
tracker-av-grow = { $name } spielt { $count }×{ $rank } und lässt sie wachsen.
tracker-av-stop = { $name } spielt { $count }×{ $rank } und stoppt sie: { $cards ->
    [one] 1 Karte verlässt
   *[other] { $cards } Karten verlassen
  } das Spiel.
tracker-av-fall-to = { $name } spielt { $count }×{ $rank } und bringt sie zum Absturz: { $cards ->
    [one] 1 Karte
   *[other] { $cards } Karten
  } an { $receiver }.
tracker-av-fall = { $name } spielt { $count }×{ $rank } und bringt sie zum Absturz.
tracker-av-refill = Zieht { $cards ->
    [one] 1 neue Karte
   *[other] { $cards } neue Karten
  } nach.
tracker-av-last = { $name } sammelt die letzten Handkarten ein; das Spiel ist vorbei.

