## Oh Heck!: the referee's explanation of a hand (RULES.md §6).

oh-heck-line-exact = { $player }: bid { $bid }, took { $tricks } (exact): { $points ->
    [1] 1 point
   *[other] { $points } points
  }.
oh-heck-line-missed = { $player }: bid { $bid }, took { $tricks } (missed): { $points ->
    [1] 1 point
   *[other] { $points } points
  }.
oh-heck-trumps = { $suit } trumps
oh-heck-no-trumps = no trumps
oh-heck-told = { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
  }, { $trump }: { $seats }
oh-heck-told-seat = { $player } bid { $bid }, took { $tricks } { $points }
oh-heck-told-seat-bare = { $player } bid { $bid }, took { $tricks }

## Oh Heck!'s rules in words: the rules panel's lines and the game screen's end line.

rules-oh-heck-seed = An exact bid scores { $bonus } + the bid; a miss scores 0.
rules-oh-heck-tricks-plus-bonus = Every trick taken scores 1; an exact bid adds { $bonus }.
rules-oh-heck-off-bid-penalty = An exact bid scores the tricks + { $bonus }; a miss loses the difference.
rules-oh-heck-mrpikes = An exact bid scores { $bonus } + the bid; a miss loses { $bonus } + the difference.
rules-oh-heck-hook = The dealer is hooked: the bids may not add up to the cards dealt.
rules-oh-heck-no-hook = No hook: the dealer may bid anything.
rules-oh-heck-down-up = Hands go from the starting size (10 cards for 3 to 5 players, 8 for 6, 7 for 7) down to 1 and back up.
rules-oh-heck-up-down = Hands go from 1 card up to the most (51 ÷ players) and back down.
rules-oh-heck-down-up-max = Hands go from the most cards (51 ÷ players) down to 1 and back up.
rules-oh-heck-end = The whole schedule · highest total wins

## How to play, shown at the table as a reminder (not refereed).
oh-heck-reminder = The player left of the dealer leads. Follow suit if you can, and if you can win the trick you must. If you cannot follow suit, play a trump if you can; otherwise play anything. The highest trump wins, or else the highest card of the suit led (aces high). The winner leads next.

## The end of a game of Oh Heck!: the game screen's line while it goes on and once it is over.

oh-heck-end-over = All { $hands } hands of the schedule are played; the highest total wins.
oh-heck-end-progress = { $played } of { $hands } hands played.

## What a seat entered in a hand of Oh Heck!, for the CSV export's `entered` column.

oh-heck-entered-bid-took = bid { $bid }, took { $tricks }
oh-heck-entered-bid = bid { $bid }
oh-heck-entered-took = took { $tricks }
