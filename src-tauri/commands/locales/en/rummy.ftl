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
