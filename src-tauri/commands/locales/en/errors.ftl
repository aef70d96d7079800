## Refusals written for the person at the table (RULES.md §1.7 and the card notation). Each
## keeps its stable `E_*` code in every language.

card-error-invalid = '{ $token }' ({ NUMBER($position, type: "ordinal") ->
    [one] { $position }st
    [two] { $position }nd
    [few] { $position }rd
   *[other] { $position }th
  } card) is not a card.
card-error-not-a-card = '{ $token }' is not a card.
gin-error-big-gin-unmelded = The knocker has 11 cards but not all are melded: big gin needs every card in a meld; otherwise discard one and show 10.
gin-error-knocker-cards = The knocker must show 10 cards after discarding (has { $got }).
gin-error-defender-cards = The defender must show 10 cards (has { $got }).
gin-error-big-gin-disabled = Big gin isn't enabled: discard one card and score as gin.
gin-error-upcard-limit = The upcard { $upcard } sets this hand's knock limit to { $limit }. Deadwood is { $deadwood }.
gin-error-too-high = Deadwood is { $deadwood }; you may knock with at most { $limit }.
gin-error-could-be-lower = { $head } These cards can be arranged with { $best } deadwood instead.
gin-error-gin-only = An ace was turned up: only gin ends this hand.
gin-error-upcard-required = Oklahoma Gin needs the first upcard: it sets this hand's knock limit.
gin-error-layoff-on-gin = No lay-offs are allowed when the knocker goes gin.
gin-error-layoff-on-deadwood = You can't lay off onto the knocker's unmatched cards: { $card } only goes with { $with }.
gin-error-knocker-seat = The knocker must be player 1 or player 2 (got player { $n }).
gin-error-deadwood-range = Deadwood is 0 to 98 (a 10-card hand has at most 98), so { $n } cannot be right.
gin-error-big-gin-deadwood = Big gin means every card is melded, so the knocker's deadwood must be 0.
gin-error-layoff-not-in-hand = { $card } isn't in the defender's hand.
gin-error-layoff-not-fitting = { $card } doesn't fit: { $why }
gin-error-layoff-run-ends = the { $suit } run ends at { $end }.
gin-error-layoff-run-starts = the { $suit } run starts at { $start }.
gin-error-layoff-no-meld = it extends none of the knocker's melds.
gin-error-layoff-no-jokers = this game has no jokers.
gin-error-suit-spade = spade
gin-error-suit-heart = heart
gin-error-suit-diamond = diamond
gin-error-suit-club = club
