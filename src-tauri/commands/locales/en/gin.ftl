## Gin Rummy: the referee's explanation of a hand (RULES.md §1).

gin-price-gin = Gin: { $bonus } gin bonus + { $d } defender deadwood = { $total }.
gin-price-big-gin = Big gin: { $bonus } big gin bonus + { $d } defender deadwood = { $total }.
gin-price-knock = Knock: { $d } − { $k } = { $total }.
gin-price-tie = Tie at { $k }: with ties not counted as undercuts, the knocker scores 0 and nobody wins the hand.
gin-price-undercut = Undercut: { $k } − { $d } = { $diff }, + { $bonus } undercut bonus = { $total }.
gin-price-undercut-tie = Undercut (a tie counts as an undercut): { $k } − { $d } = { $diff }, + { $bonus } undercut bonus = { $total }.
gin-price-doubled = Oklahoma: the upcard { $upcard } is a spade, so the hand counts double: { $base } × 2 = { $total }.
gin-deadwood = deadwood { $cards } = { $total }
gin-no-deadwood = no deadwood
gin-knocker-line = Knocker's melds: { $melds }; { $deadwood }.
gin-knocker-line-limit = Knocker's melds: { $melds }; { $deadwood } (knock limit { $limit }).
gin-defender-line = Defender's melds: { $melds }; { $deadwood }.
gin-no-layoffs-gin = No lay-offs: the knocker went gin.
gin-no-layoffs-big-gin = No lay-offs: the knocker went big gin.
gin-no-layoffs = No lay-offs.
gin-layoffs = Lay-offs: { $layoffs }.
gin-layoff-onto = { $cards } onto { $meld }
gin-entered-counts = Entered counts: knocker deadwood { $k }, defender deadwood { $d }.
gin-entered-counts-knock = Entered counts: knocker deadwood { $k }, defender deadwood { $d } after lay-offs.
gin-void-line = Void hand: the stock ran down to two cards without a knock. Nobody scores; the same dealer deals again.

## A Gin hand in one line, for exports and the history: "Ann knocked: deadwood 4; Bob 20 after
## lay-offs; Ann +16".

gin-told-void = Void hand: nobody scores
gin-told-gin = { $knocker } went gin; { $defender } { $d }
gin-told-big-gin = { $knocker } went big gin; { $defender } { $d }
gin-told-knock = { $knocker } knocked: deadwood { $k }; { $defender } { $d }
gin-told-knock-layoffs = { $knocker } knocked: deadwood { $k }; { $defender } { $d } after lay-offs
gin-told-scores = { $head }; { $winner } { $points }
gin-told-undercut = { $head }; undercut: { $winner } { $points }
gin-told-nobody = { $head }; nobody scores

## The end of a Gin game (RULES.md §1.5): the race, the game bonus, shutouts, boxes, the final.

gin-end-race = Race to { $target }: { $standing }.
gin-end-reached = { $player } reached { $points } (target { $target }): game bonus { $bonus }.
gin-end-shutout-bonus = Shutout: the loser won no hand, so the game bonus is { $bonus } instead.
gin-end-shutout-double-total = Shutout: the whole final total is doubled: ({ $points } + { $game } + { $boxes }) × 2 = { $total }.
gin-end-shutout-double-points = Shutout: the hand points are doubled: { $points } × 2 = { $total }.
gin-end-boxes = Boxes: { $player } won { $won } { $won ->
    [one] hand
   *[other] hands
  } × { $box } = { $total }.
gin-end-margin = { $line }; margin { $margin }
gin-end-final = Final: { $line }.

## Gin's rules in words: the rules panel's lines and the game screen's end line ("First to 100").

rules-gin-oklahoma = Oklahoma: the first upcard sets the knock limit (an ace: { $ace }).
rules-gin-oklahoma-spades = Oklahoma: the first upcard sets the knock limit (an ace: { $ace }); a spade upcard doubles the hand.
rules-gin-ace-limit-one = knock with 1 or less
rules-gin-ace-gin-only = gin only
rules-gin-straight = Straight gin: no knocking.
rules-gin-knock = Knock with { $limit } or less.
rules-gin-bonuses = Gin { $gin }, undercut { $undercut }.
rules-gin-bonuses-big = Gin { $gin }, big gin { $big }, undercut { $undercut }.
rules-gin-bonuses-tie = Gin { $gin }, undercut { $undercut } (a tie is not an undercut).
rules-gin-bonuses-big-tie = Gin { $gin }, big gin { $big }, undercut { $undercut } (a tie is not an undercut).
rules-gin-game = First to { $target }; game bonus { $bonus }, { $box } per hand won.
rules-gin-end = First to { $target }

## What a seat entered in a Gin hand, for the CSV export's `entered` column; the parts are joined by "; ".

gin-entered-void = void hand
gin-entered-big-gin = big gin
gin-entered-gin = gin
gin-entered-knock-deadwood = knocked with deadwood { $d }
gin-entered-knock-cards = knocked with { $cards }
gin-entered-deadwood = deadwood { $d }
gin-entered-melds = melds { $melds }
gin-entered-upcard = upcard { $card }
gin-entered-laid-off = laid off { $cards }
