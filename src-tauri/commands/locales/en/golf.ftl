## Six Card Golf: each player's hole (RULES.md §8).

golf-column = { $top }+{ $bottom } = { $score }
golf-pair = { $top } { $bottom } pair = { $score }
golf-line = { $columns }; total { $total }
golf-entered = entered by hand: { $score }

## Skull & Roses: a round in one line (RULES.md §9).

skull-told-won = { $player } bid { $bid } and won
skull-told-failed = { $player } bid { $bid } and failed
skull-told-failed-on = { $player } bid { $bid } and failed on { $owner }'s skull
skull-told-out = { $player } is out

## Skull & Roses's rules in words: the rules panel's lines and the game screen's end line.

rules-skull-cards = Each player has 3 roses and a skull; bids run from 1 to the cards on the table.
rules-skull-wins = A second successful challenge wins, and so does being the last player standing.
rules-skull-end = Two successful challenges win

## Six Card Golf's rules in words: the rules panel's lines and the game screen's end line.

rules-golf-holes = { $holes ->
    [one] 1 hole
   *[other] { $holes } holes
  }; the lowest total wins.
rules-golf-columns = A column of two cards of one rank scores 0; otherwise each card counts (A 1, 2 −2, 3–10 as marked, J and Q 10, K { $king }).
rules-golf-king-twos = A king counts { $king }; a pair of 2s scores { $twos }.
rules-golf-jokers = Jokers in play, worth { $joker }.
rules-golf-end = { $holes ->
    [one] 1 hole
   *[other] { $holes } holes
  } · lowest total wins

## The end of a game of Six Card Golf and of Skull & Roses.

golf-end-progress = { $played } of { $holes } holes played.
golf-end-tie-shared = Lowest total wins; the tie gives co-winners.
golf-end-lowest = Lowest total wins.
golf-end-sudden-death = Tied for the lowest total: play a sudden-death hole.
skull-end-second-success = A second successful challenge wins the game.
skull-end-last-standing = The last player standing wins the game.

## What a seat entered for a hole, for the CSV export's `entered` column (a layout is its cards, row by row).

golf-entered-scored = scored { $score }

## What a seat did in a round of Skull & Roses, for the CSV export's `entered` column; the parts are joined by "; ".

skull-entered-out = out of the game
skull-entered-cards = { $owned ->
    [one] 1 card
   *[other] { $owned } cards
  } owned; { $placed } placed
skull-entered-bid = bid { $bid }
skull-entered-passed = passed
