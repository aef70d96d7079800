## Golf mit sechs Karten: das Loch jedes Spielers (RULES.md §8).

golf-column = { $top }+{ $bottom } = { $score }
golf-pair = { $top } { $bottom } Paar = { $score }
golf-line = { $columns }; gesamt { $total }
golf-entered = von Hand eingegeben: { $score }

## Skull & Roses: eine Runde in einer Zeile (RULES.md §9).

skull-told-won = { $player } hat { $bid } geboten und gewonnen
skull-told-failed = { $player } hat { $bid } geboten und verloren
skull-told-failed-on = { $player } hat { $bid } geboten und ist am Totenkopf von { $owner } gescheitert
skull-told-out = { $player } ist ausgeschieden

## Die Regeln von Skull & Roses in Worten: die Zeilen der Regeln und die Schlusszeile.

rules-skull-cards = Jeder Spieler hat 3 Rosen und einen Totenkopf; geboten wird von 1 bis zur Zahl der Karten auf dem Tisch.
rules-skull-wins = Eine zweite erfolgreiche Herausforderung gewinnt, ebenso wer als Letzter übrig bleibt.
rules-skull-end = Zwei erfolgreiche Herausforderungen gewinnen

## Die Regeln von Golf mit sechs Karten in Worten: die Zeilen der Regeln und die Schlusszeile.

rules-golf-holes = { $holes ->
    [one] 1 Loch
   *[other] { $holes } Löcher
  }; der niedrigste Stand gewinnt.
rules-golf-columns = Eine Spalte aus zwei Karten gleichen Rangs zählt 0; sonst zählt jede Karte (A 1, 2 −2, 3–10 nach Aufdruck, J und Q 10, K { $king }).
rules-golf-king-twos = Ein König zählt { $king }; ein Paar Zweien zählt { $twos }.
rules-golf-jokers = Joker im Spiel, Wert { $joker }.
rules-golf-end = { $holes ->
    [one] 1 Loch
   *[other] { $holes } Löcher
  } · niedrigster Stand gewinnt

## Das Ende einer Partie Six Card Golf und einer Partie Skull & Roses.

golf-end-progress = { $played } von { $holes } Löchern gespielt.
golf-end-tie-shared = Der niedrigste Stand gewinnt; bei Gleichstand gibt es mehrere Sieger.
golf-end-lowest = Der niedrigste Stand gewinnt.
golf-end-sudden-death = Gleichstand beim niedrigsten Stand: Spielt ein Entscheidungsloch.
skull-end-second-success = Eine zweite gelungene Herausforderung gewinnt die Partie.
skull-end-last-standing = Wer als Letzter übrig bleibt, gewinnt die Partie.

## Was ein Spieler für ein Loch eingegeben hat, für die Spalte „Eingabe“ des CSV-Exports (eine Auslage sind ihre Karten, Reihe für Reihe).

golf-entered-scored = { $score } { $score ->
    [one] Punkt
   *[other] Punkte
  }

## Was ein Spieler in einer Runde Skull & Roses getan hat, für die Spalte „Eingabe“ des CSV-Exports.

skull-entered-out = ausgeschieden
skull-entered-cards = { $owned ->
    [one] 1 Karte
   *[other] { $owned } Karten
  } im Besitz; { $placed } gelegt
skull-entered-bid = { $bid } geboten
skull-entered-passed = gepasst
