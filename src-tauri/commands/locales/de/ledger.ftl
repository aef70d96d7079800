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
