## Das Hauptbuch.

## Das Ende einer Partie (die Schlussregel der Rommé-Familie).

end-target-reached = Ein Stand hat das Ziel von { $target } erreicht.
end-deals-played = Alle { $deals } Spiele sind gespielt.
end-goal-target-or-deals = Gespielt wird bis { $target } oder { $deals } Spiele
end-goal-target = Gespielt wird bis { $target }
end-goal-deals = Gespielt werden { $deals } Spiele
end-goal-none = Kein Ende festgelegt: Spielt, bis ihr aufhört
end-goal-totals = { $goal }. Stände: { $totals }.
end-why-totals = { $why } Stände: { $totals }.
end-highest-wins = Höchster Stand: { $winners } { $count ->
    [one] gewinnt
   *[other] gewinnen
  }.

## Der CSV-Export: seine Spalten, die Zeile der Schlussboni und ihre Worte.

csv-col-game = Partie
csv-col-name = Name
csv-col-kind = Spielart
csv-col-hand = Spiel
csv-col-dealer = Geber
csv-col-player = Spieler
csv-col-entered = Eingabe
csv-col-points = Punkte
csv-col-total = Stand
csv-col-summary = Zusammenfassung
csv-bonus-row = Bonus
csv-bonuses = Boni: { $points }.
csv-bonuses-why = Boni: { $points }. { $why }

## Die Worte des Regelbildschirms für Spiele mit Punkten je Spiel (der Punkteblock) und für
## Avalanche: die Zeilen der Regeln und die Schlusszeile des Spielbildschirms.

rules-open-ended = Ohne festes Ende: Hört auf, wann ihr wollt.
rules-points-highest = der höchste Stand gewinnt
rules-points-lowest = der niedrigste Stand gewinnt
rules-points-end-target = Die Partie endet, wenn jemand { $target } erreicht; { $who }.
rules-points-end-hands = Die Partie endet nach { $hands ->
    [one] 1 Spiel
   *[other] { $hands } Spielen
  }; { $who }.
rules-points-end-open = Ohne festes Ende: Hört auf, wann ihr wollt; { $who }.
rules-points-line-highest = höchster Stand gewinnt
rules-points-line-lowest = niedrigster Stand gewinnt
rules-points-line-target = Bis { $target } · { $who }
rules-points-line-hands = { $hands ->
    [one] 1 Spiel
   *[other] { $hands } Spiele
  } · { $who }
rules-points-line-open = Ohne festes Ende · { $who }
rules-avalanche-deck = { $packs ->
    [one] 1 Kartenspiel
   *[other] { $packs } Kartenspiele
  } und { $jokers } Joker: { $cards } Karten; je 10.
rules-avalanche-end-both = Die Partie endet nach { $deals ->
    [one] 1 Spiel
   *[other] { $deals } Spielen
  } oder wenn jemand { $target } Karten gesammelt hat.
rules-avalanche-end-deals = Die Partie endet nach { $deals ->
    [one] 1 Spiel
   *[other] { $deals } Spielen
  }.
rules-avalanche-end-target = Die Partie endet, wenn jemand { $target } Karten gesammelt hat.
rules-avalanche-most = Wer die meisten Karten gesammelt hat, gewinnt.
rules-avalanche-line-deals = { $deals ->
    [one] 1 Spiel
   *[other] { $deals } Spiele
  } · die meisten gesammelten Karten gewinnen
rules-avalanche-line-target = Bis { $target } Karten · die meisten gesammelten Karten gewinnen
rules-avalanche-line-open = Ohne festes Ende · die meisten gesammelten Karten gewinnen

## Das Ende einer Partie nach Punkten je Spiel (Punkteblock) und einer Partie Avalanche.

points-end-target-highest = Jemand hat { $target } erreicht; der höchste Stand gewinnt.
points-end-target-lowest = Jemand hat { $target } erreicht; der niedrigste Stand gewinnt.
points-end-hands-highest = { $hands ->
    [one] Das eine Spiel ist gespielt
   *[other] Alle { $hands } Spiele sind gespielt
  }; der höchste Stand gewinnt.
points-end-hands-lowest = { $hands ->
    [one] Das eine Spiel ist gespielt
   *[other] Alle { $hands } Spiele sind gespielt
  }; der niedrigste Stand gewinnt.
avalanche-end-most-stored = Die meisten gesammelten Karten gewinnen.

## Was ein Spieler in einem Spiel Avalanche eingegeben hat, für die Spalte „Eingabe“ des CSV-Exports.

avalanche-entered-plays = { $plays ->
    [one] 1 Zug
   *[other] { $plays } Züge
  }, { $cards ->
    [one] 1 Karte
   *[other] { $cards } Karten
  }
avalanche-entered-snowfalls = { $n ->
    [one] 1 Schneefall
   *[other] { $n } Schneefälle
  }
avalanche-entered-stored = { $n ->
    [one] 1 Karte
   *[other] { $n } Karten
  } gesammelt
avalanche-entered-last = zuletzt noch Karten auf der Hand ({ $n ->
    [one] 1 Karte
   *[other] { $n } Karten
  })
