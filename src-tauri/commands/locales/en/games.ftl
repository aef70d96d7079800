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

## Each game's one-paragraph summary on the New game screen (GameKind::summary_said; the
## English is each game's SUMMARY, byte for byte).

summary-gin_rummy = Two players, ten cards each. Knock with 10 or less deadwood; the defender lays off onto the knocker's melds. Knock, gin (25) and undercut (25) score by the deadwood difference; first to 100 wins, then the game bonus (100, 200 on a shutout) and 25 per hand won. Presets: Standard, Modern (big gin), Classic and Oklahoma (the upcard sets the knock limit, spades double).
summary-gift_rummy = David Parlett's game for exactly four, also published as "Swap Three". Players pass three cards left, right and across, knock when satisfied, and score their final 13 cards: longest flush of 5+, cards in sequences, three or four of a kind (6 or 12), and one twenty-one (7). The sole knocker after round 1 gets 10. Four deals or first to 100; highest wins.
summary-basic_rummy = Two to six players meld sets and runs (ace low). The player who goes out scores the cards left in everyone else's hand; if nobody goes out, the lowest hand collects the differences. Play to an agreed target (100 suggested) or a number of deals. The Classic Rum preset settles each hand as payments and doubles for going rummy.
summary-boathouse_rummy = A Rum variant where runs may go round the corner (K-A-2) and you may only meld by going out with your whole hand. Losers pay the winner for their unmatched cards only, with aces worth 11.
summary-continental_rummy = Two to twelve players with two to four packs and jokers. Only sequences count: go out by showing all 15 cards as 5x3, 4+4+4+3 or 5+4+3+3 sequences. Each loser pays 1, plus 2 for every joker in the winner's hand.
summary-gamblers_rummy = Four players, seven cards each, ace low. Nobody may go out in a single turn, and the stock is used only once. Losers pay the winner the value of their hands.
summary-knock_rummy = No melding on the table: anyone may knock after drawing, then everyone counts their unmatched cards. The lowest count collects the differences, a knocker who is beaten pays 10 more, and a knocker with no deadwood collects 25 from each player.
summary-rummy_500 = Two to eight players with jokers; take any card from the discard pile along with everything above it. You score the cards you melded or laid off, minus the cards left in your hand (aces 15, or 1 low in a run; jokers 15). First to 500 wins.
summary-oh_heck = Three to seven players bid the exact number of tricks they will take; the hand size runs down to one card and back up. The dealer may not bid so that the bids add up to the tricks available. An exact bid scores 10 plus the bid; a miss scores nothing. Highest total after the schedule wins.
summary-six_card_golf = Each player has six cards in two rows of three and tries to hold the lowest total. A column whose two cards share a rank scores zero; 2s are worth -2 and kings 0. Nine holes (or 18); lowest total wins.
summary-skull_and_roses = A bluffing game with three number cards (roses) and one face card (skull) each. Bid how many roses you can reveal; reveal your own stack first. Two successful challenges, or being the last player standing, wins. Cardtable tracks cards, challenges and eliminations rather than points.
summary-avalanche = Two to six players with two packs and six jokers. Play sets of one rank onto the moving avalanche: grow it, stop it, or make it fall onto the previous player, who stores the cards as points. Most stored cards wins.
summary-scorepad = A plain scorepad for any game Cardtable does not referee (Heart Failure among them): enter each player's points per hand (12+7-3 arithmetic accepted), choose whether highest or lowest wins, and end at a target, after a number of hands, or whenever you like.
