## Words every message shares (issue 25). A message's text is what the reader sees; `$x`
## arguments are filled in by the code that says it.

# A message that is its argument alone (a card list, a name).
same = { $x }
# A seat whose player's name is not known.
player-n = Player { $n }
no-cards = no cards
# The last joint of a list: "Ann, Bob and Cy".
list-and = and
melds-none = none
nobody = nobody
# A seat and its points: "Ann +12".
seat-points = { $player } { $points }
# A hand told by its headline, then every seat's points.
told-headline = { $head }; { $points }
seat-text = { $player }: { $text }

## What a seat entered, for the CSV export's `entered` column: points kept as points, a count announced, a head and the seat's cards.

entered-one-point = 1 point
entered-points = { $points } points
entered-announced = announced { $n }
entered-headed = { $head }: { $rest }
