## The ledger: a hand told by its points, the end-of-game bonuses.

## The end of a game (the rummy family's end rule).

end-target-reached = A total reached the target of { $target }.
end-deals-played = All { $deals } deals have been played.
end-goal-target-or-deals = Playing to { $target } or { $deals } deals
end-goal-target = Playing to { $target }
end-goal-deals = Playing { $deals } deals
end-goal-none = No end set: play until you stop
end-goal-totals = { $goal }. Totals: { $totals }.
end-why-totals = { $why } Totals: { $totals }.
end-highest-wins = Highest total: { $winners } { $count ->
    [one] wins
   *[other] wins
  }.

## The CSV export: its columns, the row of end-of-game bonuses and its words.

csv-col-game = game
csv-col-name = name
csv-col-kind = kind
csv-col-hand = hand
csv-col-dealer = dealer
csv-col-player = player
csv-col-entered = entered
csv-col-points = points
csv-col-total = total
csv-col-summary = summary
csv-bonus-row = bonus
csv-bonuses = Bonuses: { $points }.
csv-bonuses-why = Bonuses: { $points }. { $why }
