## Game names, as players of the language call them (docs/languages.md).

game-gin_rummy = Gin Rummy
game-gift_rummy = Gift Rummy
game-basic_rummy = Basic Rummy
game-boathouse_rummy = Boathouse Rummy
game-continental_rummy = Continental Rummy
game-gamblers_rummy = Gambler's Rummy
game-knock_rummy = Knock Rummy
game-rummy_500 = Rummy 500
game-oh_heck = Oh Heck!
game-six_card_golf = Six Card Golf
game-skull_and_roses = Skull & Roses
game-avalanche = Avalanche
game-scorepad = Scorepad (any game)

## The rules chooser's words Rust sends as typed knobs and presets: a knob's label, what its
## empty value means, a choice, a preset's name (games::words::CHOOSER maps each English text).

chooser-play-to = Play to
chooser-or-after-deals = Or after this many deals
chooser-deals = Deals
chooser-no-target = No target
chooser-no-limit = No limit
chooser-settled-no-target = Settled each hand, no target
chooser-until-stored = Or until someone stores
chooser-packs = Packs of 52
chooser-dealers-hook = Dealer's hook
chooser-who-wins = Who wins
chooser-highest-total = Highest total
chooser-lowest-total = Lowest total
chooser-game-ends = The game ends
chooser-at-target = At a target
chooser-after-n-hands = After N hands
chooser-open-ended = Open-ended
chooser-end-points = Points that end the game
chooser-number-of-hands = Number of hands
chooser-holes = Holes
chooser-9-holes = 9 holes
chooser-18-holes = 18 holes
chooser-twos = Pair of 2s scores −4
chooser-king = A king is worth
chooser-standard = Standard
chooser-modern = Modern
chooser-classic = Classic
chooser-oklahoma = Oklahoma
chooser-classic-rum = Classic Rum
chooser-bicycle = Bicycle
chooser-any-partition = Any partition
chooser-pagat = Pagat
chooser-represented-jokers = Represented jokers
chooser-play-off-ties = Play off ties
chooser-independent = Independent counting
chooser-exclusive = Exclusive counting
chooser-tricks-plus-10 = Tricks + 10
chooser-off-bid-penalty = Off-bid penalty
chooser-mrpikes = MrPikes
chooser-up-and-down = Up and down
chooser-first-to-100 = First to 100
chooser-lowest-at-100 = Lowest at 100
chooser-ten-hands = Ten hands
chooser-jokers-twos = Jokers, pair of 2s −4

## The rules chooser's one-line hint under each knob (each game's knob_words).

hint-deals-at-most = At most { $deals } deals, whichever comes first.
hint-deals-no-limit = No limit on the number of deals.
hint-gin-target = The game ends when someone reaches { $target } hand points.
hint-hook-on = The dealer may not bid so that the bids add up to the cards dealt.
hint-hook-off = The dealer may bid anything.
hint-gift-target = { $deals ->
    [one] 1 deal
   *[other] { $deals } deals
  }, or until someone reaches { $target }.
hint-gift-deals = At most { $deals ->
    [one] 1 deal
   *[other] { $deals } deals
  } of up to three rounds each.
hint-golf-twos-negative = Two 2s in a column score −4.
hint-golf-twos-zero = Two 2s in a column score 0, like any pair.
hint-golf-king = Each unpaired king counts { $king }.
hint-avalanche-no-target = No number of stored cards ends the game.
hint-avalanche-packs = { $packs ->
    [one] 1 pack
   *[other] { $packs } packs
  } and { $jokers } jokers: { $cards } cards.
hint-points-most = Most points wins.
hint-points-fewest = Fewest points wins, as in Hearts or Golf.
hint-points-target = The game ends when a total reaches { $target }.
hint-points-end-points = Points that end the game.
hint-points-hands = The game ends after { $hands ->
    [one] 1 hand
   *[other] { $hands } hands
  }.
hint-points-number = Number of hands.

## The rules chooser's one-line hint under each preset.

hint-gin-seed = Knock with { $limit } or less; gin { $gin }, undercut { $undercut }, first to { $target }.
hint-gin-modern = Standard plus big gin (all 11 cards melded) worth { $big }.
hint-gin-classic = Gin { $gin }, undercut { $undercut }, { $box } per hand won.
hint-gin-oklahoma = The first upcard sets the knock limit; spades double; first to { $target }.
hint-oh-heck-up-down = Standard scoring; hands go from 1 card up to the most (51 ÷ players) and back down.
hint-r500-joker-fifteen = Jokers 15 wherever they lie
hint-r500-joker-represented = A melded joker is worth the card it stands for
hint-r500-tie-shares = an exact tie shares the win
hint-r500-tie-another = an exact tie plays another hand
hint-r500 = { $joker }, { $tie }; first to { $target }.
hint-cont-any = Any sequences of 3 or more
hint-cont-shapes = Sequences as 5×3, 4+4+4+3 or 5+4+3+3
hint-cont = { $shape }; each loser pays { $items }.
hint-golf-seed = { $holes ->
    [one] 1 hole
   *[other] { $holes } holes
  }; a pair scores 0, a 2 is −2, a king { $king }.
hint-golf-longer = A longer game: { $holes ->
    [one] 1 hole
   *[other] { $holes } holes
  }.
hint-golf-jokers = Two jokers per pack worth { $joker }; a pair of 2s scores { $twos }.
