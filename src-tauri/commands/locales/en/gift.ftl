## Gift Rummy: each seat's count of a deal (RULES.md §2).

gift-flush = flush { $points }
gift-sequences = sequences { $points }
gift-same-rank = same rank { $points }
gift-twenty-one = twenty-one { $points }
gift-sole-knocker = sole knocker { $points }
gift-nothing-scores = nothing scores
gift-line = { $detail } = { $total }.
# The same line inside the one-line telling of a deal, without its full stop.
gift-line-bare = { $detail } = { $total }

## Gift Rummy's rules in words: the rules panel's lines and the game screen's end line.

rules-gift-independent = Each card counts in every category it fits (flush, sequences, sets, twenty-one).
rules-gift-exclusive = Sequences, sets and the twenty-one use different cards; the best total counts.
rules-gift-end = { $deals ->
    [one] 1 deal
   *[other] { $deals } deals
  }, or until someone reaches { $target }; the highest total wins.
rules-gift-knock = The only knocker after round 1 scores { $bonus }.
rules-gift-line = { $deals ->
    [one] 1 deal
   *[other] { $deals } deals
  } or first to { $target } · highest wins

## The end of a game of Gift Rummy.

gift-end-progress = { $played } of { $deals } deals played.
gift-end-target = Someone reached { $target }; the highest total wins.
gift-end-deals = All { $deals } deals played; the highest total wins.

## What a seat entered in a Gift Rummy deal, for the CSV export's `entered` column; the parts are joined by "; ".

gift-entered-knocked = knocked after round { $round }
gift-entered-claimed-bonus = claimed the bonus
