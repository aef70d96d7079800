## The live trackers' log: each move in one line, as the round (or deal) goes.
## Skull & Roses (RULES.md §9): who placed, bid, passed, which card was turned over.

tracker-skull-place = { $name } places a card.
tracker-skull-challenge = { $name } challenges: { $bid }.
tracker-skull-raise = { $name } raises to { $bid }.
tracker-skull-pass = { $name } passes.
tracker-skull-reveal-own = { $name } turns over their own card: { $card }.
tracker-skull-reveal = { $name } turns over { $owner }'s card: { $card }.
tracker-skull-rose = a rose
tracker-skull-skull = the skull
tracker-skull-lose-pick = { $name } loses a card for good (the { NUMBER($pick, type: "ordinal") ->
    [one] { $pick }st
    [two] { $pick }nd
    [few] { $pick }rd
   *[other] { $pick }th
  } of their cards, drawn at random).
tracker-skull-lose = { $name } loses a card for good.
tracker-skull-starter = { $name } starts the next round.

## Avalanche: each play and what it did to the moving avalanche, then the cards drawn to
## refill the hand and the end of the deal, when there are ($count×$rank: the play, as tapped).

tracker-av-snowfall = { $name } draws a card (snowfall).
tracker-av-start = { $name } plays { $count }×{ $rank } and starts an avalanche.
tracker-av-grow = { $name } plays { $count }×{ $rank } and grows it.
tracker-av-stop = { $name } plays { $count }×{ $rank } and stops it: { $cards ->
    [one] 1 card leaves
   *[other] { $cards } cards leave
  } the game.
tracker-av-fall-to = { $name } plays { $count }×{ $rank } and makes it fall: { $cards ->
    [one] 1 card
   *[other] { $cards } cards
  } to { $receiver }.
tracker-av-fall = { $name } plays { $count }×{ $rank } and makes it fall.
tracker-av-refill = Draws { $cards ->
    [one] 1 new card
   *[other] { $cards } new cards
  }.
tracker-av-last = { $name } stores the last hand; the deal is over.

