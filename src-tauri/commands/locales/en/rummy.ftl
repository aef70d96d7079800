## Basic Rummy, Classic Rum, Boathouse, Knock Rummy and Gambler's Rummy: the referee's
## explanation of a hand (RULES.md §3, §4).

# A seat's count: "K♣ 7♦ A♥ = 10 + 7 + 1 = 18".
rummy-sum-nothing = nothing = 0
rummy-sum-one = { $card } = { $total }
rummy-sum = { $cards } = { $parts } = { $total }
rummy-announced = { $n } (announced)
rummy-unmatched-none = nothing unmatched = 0
rummy-unmatched = unmatched { $sum }
rummy-no-melds = no melds; { $dead }
rummy-melds = melds { $melds }; { $dead }
rummy-count-line = { $player }: { $count }.
# What a payment is for.
rummy-reason-count = count
rummy-reason-doubled-count = count, doubled for rummy
rummy-reason-difference = difference
rummy-reason-penalty = knocker's penalty
rummy-reason-rummy-bonus = rummy bonus
rummy-why-doubled = count { $count }, doubled for rummy
rummy-why-half = half of the { $reason }
rummy-why-third = a third of the { $reason }
rummy-why-share = a 1/{ $n } share of the { $reason }
rummy-pays = { $from } pays { $to } { $amount } ({ $why }).
rummy-nobody-pays = Nobody pays anything.
rummy-net = Net: { $nets }.
rummy-entered = Points entered by hand: { $points }.
rummy-went-out = { $player } went out.
rummy-nobody-out = Nobody went out.
rummy-split = Split { $ways } ways: { $share } each.
rummy-split-floor = Split { $ways } ways, rounded down: { $share } each.
rummy-told-out = { $player } went out

basic-told-out-rummy = { $player } went out (rummy)
basic-told-out-rummy-doubled = { $player } went out (rummy, doubled)
basic-told-nobody-out = Nobody went out
basic-each-loser-pays = Each loser pays { $player } their count.
basic-each-loser-pays-doubled = Each loser pays { $player } their count, doubled for going rummy.
basic-scores = { $player } scores { $sum } = { $total }.
basic-rummy-doubled = { $player } went rummy: the score is doubled, { $total } × 2 = { $doubled }.
basic-rummy-not-doubled = Went rummy, but rummy doubling is off.
basic-lowest-pot = Lowest count { $low }: { $players }. Everyone else's count above { $low } makes a pot of { $pot }.

boathouse-went-out = { $player } went out with the whole hand. Each loser pays their unmatched cards (aces 11, runs may go round the corner).

knock-count-line-knocker = { $player } (knocked): { $count }.
knock-lowest-wins = Lowest count { $low }: { $players } { $count ->
    [one] wins
   *[other] win
  }.
knock-tied = { $player } knocked and tied for the lowest count: a tie goes to the other player.
knock-penalty-winners = { $player } knocked without the lowest count and pays the penalty of { $penalty } to { $players }.
knock-penalty-below = { $player } knocked without the lowest count and pays { $penalty } to each player below their count: { $players }.
knock-rummy-bonus = { $player } knocked with no unmatched cards: everyone else also pays the rummy bonus of { $bonus }.
knock-told = { $player } knocked
knock-told-rummy = { $player } knocked with no unmatched cards
knock-told-penalty = { $player } knocked and pays the penalty

gamblers-went-out = { $player } went out. Each loser pays the value of every card left in hand.
gamblers-refused = The hand ended when a player refused the discard.
gamblers-void = The hand is void: nobody pays.
gamblers-lowest-collects = Lowest count { $low }: { $players } { $count ->
    [one] collects
   *[other] collect
  } each other player's count above { $low }.
gamblers-told-void = Void hand

## The rummy family's rules in words: the rules panel's lines and the game screen's end line
## (Basic Rummy, Classic Rum, Boathouse, Knock Rummy, Gambler's Rummy; Continental's end).

rules-rummy-end-target-deals = The game ends when a net total reaches { $target }, or after { $deals } deals; the highest total wins.
rules-rummy-end-target = The game ends when a net total reaches { $target }; the highest total wins.
rules-rummy-end-deals = The game ends after { $deals } deals; the highest total wins.
rules-rummy-end-open = Each hand is settled on its own: stop whenever you like.
rules-rummy-line-target-deals = To { $target } net or { $deals } deals · settled each hand
rules-rummy-line-target = To { $target } net · settled each hand
rules-rummy-line-deals = { $deals } deals · settled each hand
rules-rummy-line-open = Settled each hand · open-ended
rules-rummy-points = { $n ->
    [one] 1 point
   *[other] { $n } points
  }
rules-basic-settlement = Each loser pays the winner the value of their cards.
rules-basic-scores = The player who goes out scores the cards left in the other hands.
rules-basic-rummy-double = Going rummy doubles the score.
rules-basic-end-target = The game ends when a total reaches { $target }.
rules-boathouse-out = Go out with the whole hand in one turn; runs may go round the corner (K-A-2).
rules-boathouse-pays = Each loser pays the winner their unmatched cards (A = 11, J/Q/K = 10).
rules-knock-penalty-winners = The lowest count wins (a tie goes against the knocker); a knocker who loses pays { $penalty } more.
rules-knock-penalty-below = The lowest count wins (a tie goes against the knocker); a knocker who loses pays { $penalty } to everyone below them.
rules-knock-no-bonus = No bonus for knocking with nothing unmatched.
rules-knock-bonus = Knocking alone with nothing unmatched collects { $bonus } from each player.
rules-knock-deal-standard = Deal 10 cards to 2 players, 7 to 3–4, 6 to 5–6.
rules-knock-deal-pagat = Deal 10 cards to 2 players, 7 to 3 or more.
rules-gamblers-pays = Each loser pays the winner every card left in hand (A = 1); nobody goes out in one turn.
rules-gamblers-void = A hand ended by a refused discard is void: nobody pays.
rules-gamblers-lowest-collects = A hand ended by a refused discard: the lowest count collects the differences.
rules-gamblers-floor = A split share is rounded down.

## What a seat entered in a hand of the rummy family (Basic, Boathouse, Knock, Gambler's), for the CSV export's `entered` column: the head before the seat's cards ("went out: K♣ 7♦").

rummy-entered-went-out = went out
rummy-entered-went-out-rummy = went out (rummy)
rummy-entered-went-out-one-turn = went out in one turn
rummy-entered-knocked = knocked
