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
