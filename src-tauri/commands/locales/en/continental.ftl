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
