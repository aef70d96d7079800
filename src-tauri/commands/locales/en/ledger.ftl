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

## The rules screen's words of the games scored by points per hand (the Scorepad) and of
## Avalanche: the rules panel's lines and the game screen's end line.

rules-open-ended = Open-ended: stop whenever you like.
rules-points-highest = the highest total wins
rules-points-lowest = the lowest total wins
rules-points-end-target = The game ends when someone reaches { $target }; { $who }.
rules-points-end-hands = The game ends after { $hands ->
    [one] 1 hand
   *[other] { $hands } hands
  }; { $who }.
rules-points-end-open = Open-ended: stop whenever you like; { $who }.
rules-points-line-highest = highest total wins
rules-points-line-lowest = lowest total wins
rules-points-line-target = To { $target } · { $who }
rules-points-line-hands = { $hands ->
    [one] 1 hand
   *[other] { $hands } hands
  } · { $who }
rules-points-line-open = Open-ended · { $who }
rules-avalanche-deck = { $packs ->
    [one] 1 pack
   *[other] { $packs } packs
  } and { $jokers } jokers: { $cards } cards; 10 each.
rules-avalanche-end-both = The game ends after { $deals ->
    [one] 1 deal
   *[other] { $deals } deals
  } or when someone has stored { $target } cards.
rules-avalanche-end-deals = The game ends after { $deals ->
    [one] 1 deal
   *[other] { $deals } deals
  }.
rules-avalanche-end-target = The game ends when someone has stored { $target } cards.
rules-avalanche-most = The most stored cards wins.
rules-avalanche-line-deals = { $deals ->
    [one] 1 deal
   *[other] { $deals } deals
  } · most stored cards wins
rules-avalanche-line-target = To { $target } cards · most stored cards wins
rules-avalanche-line-open = Open-ended · most stored cards wins

## The end of a game scored by points per hand (the Scorepad) and of Avalanche.

points-end-target-highest = Someone reached { $target }; the highest total wins.
points-end-target-lowest = Someone reached { $target }; the lowest total wins.
points-end-hands-highest = All { $hands } hands are played; the highest total wins.
points-end-hands-lowest = All { $hands } hands are played; the lowest total wins.
avalanche-end-most-stored = The most stored cards wins.

## What a seat entered in a hand of Avalanche, for the CSV export's `entered` column; the parts are joined by "; ".

avalanche-entered-plays = { $plays ->
    [one] 1 play
   *[other] { $plays } plays
  }, { $cards ->
    [one] 1 card
   *[other] { $cards } cards
  }
avalanche-entered-snowfalls = { $n ->
    [one] 1 snowfall
   *[other] { $n } snowfalls
  }
avalanche-entered-stored = stored { $n ->
    [one] 1 card
   *[other] { $n } cards
  }
avalanche-entered-last = last to hold cards ({ $n ->
    [one] 1 card
   *[other] { $n } cards
  })
