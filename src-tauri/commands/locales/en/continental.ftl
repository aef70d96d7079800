## Continental Rummy: the referee's explanation of a hand (RULES.md §5).

cont-went-out = { $player } went out with { $shape } sequences.
cont-each-pays = { $losers ->
    [one] The other player pays { $each } ({ $items }); { $player } receives { $total }.
   *[other] Each of the other { $losers } players pays { $each } ({ $items }); { $player } receives { $total }.
  }
cont-item = { $amount } for { $reason }
cont-going-out = going out
cont-jokers = { $n } { $n ->
    [one] joker
   *[other] jokers
  } × { $per }
cont-deuces = { $n } { $n ->
    [one] wild deuce
   *[other] wild deuces
  } × { $per }
cont-no-wild = no wild card used
cont-first-turn-no-draw = out on the first turn without drawing
cont-first-turn = out on the first turn
cont-one-suit = all 15 cards in one suit
cont-told = { $player } went out; each loser pays { $each }
# Points typed by the players for a hand kept before the referee (Continental, Rummy 500).
entered-line = { $player }: { $points } (entered).

## Continental Rummy's rules in words: the rules panel's lines (its end is the rummy family's).

rules-cont-any = Go out with all 15 cards in sequences of 3 or more; sets don't count.
rules-cont-shapes = Go out with 15 cards in sequences: 5×3, 4+4+4+3 or 5+4+3+3; sets don't count.
rules-cont-deuces = Deuces are wild, as are the jokers.
rules-cont-pays = Each loser pays the winner { $items }.
rules-cont-going-out = { $points } for going out
rules-cont-per-joker = { $n } per joker
rules-cont-per-deuce = { $n } per wild deuce
rules-cont-no-wild = { $n } with no wild card
rules-cont-first-turn = { $n } on the first turn ({ $without } without drawing)
rules-cont-one-suit = { $n } for one suit

## The end of a game of Continental.

continental-end-target = A net total reached the target: the highest net total wins.
continental-end-deals = All the deals are played: the highest net total wins.

## What the winner entered in a Continental hand, for the CSV export's `entered` column; the parts are joined by "; ".

cont-entered-went-out = went out: { $melds }
cont-entered-went-out-count = went out with { $jokers ->
    [one] 1 joker
   *[other] { $jokers } jokers
  } and { $deuces ->
    [one] 1 wild deuce
   *[other] { $deuces } wild deuces
  }
cont-entered-first-turn = on the first turn
cont-entered-without-drawing = without drawing
cont-entered-one-suit = all one suit
