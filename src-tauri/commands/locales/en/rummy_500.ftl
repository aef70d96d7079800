## Rummy 500: the referee's explanation of a hand (RULES.md §7).

r500-ace-low-run = the low end of the run { $cards }
r500-ace-top-run = the top of the run { $cards }
r500-ace-set = an ace in a set
r500-joker-15 = joker standing for { $card }: a joker counts 15
r500-joker-as = joker standing for { $card }: counted as that card, { $value }
r500-joker-as-ace = joker standing for { $card } ({ $ace }): counted as that card, { $value }
r500-ace = { $ace }: { $value }
r500-hand-joker = a joker left in hand counts 15
r500-hand-ace = an ace left in hand counts 15
r500-reason = { $card } is { $why }
r500-run = run
r500-set = set
r500-meld = { $cards } ({ $kind }) { $value }
r500-laid-off = laid off { $cards } onto { $onto } { $value }
r500-melded-nothing = melded nothing
r500-melded = melded { $parts }
r500-no-hand = no cards in hand
r500-in-hand = in hand { $cards } { $n }
r500-line = { $player }: { $melded }; { $hand }; { $m } − { $h } = { $score }.
r500-line-why = { $player }: { $melded }; { $hand }; { $m } − { $h } = { $score } ({ $why }).

## Rummy 500's rules in words: the rules panel's lines and the game screen's end line.

rules-r500-scoring = Each hand scores the cards melded and laid off, minus the cards left in hand (aces 15, or 1 low in a run).
rules-r500-joker-fifteen = A joker is worth 15 wherever it lies.
rules-r500-joker-represented = A melded joker is worth the card it stands for; in hand it costs 15.
rules-r500-decks-auto = One deck and 2 jokers for 2–4 players, two decks and 4 jokers for 5–8.
rules-r500-decks-one = One deck and 2 jokers.
rules-r500-decks = { $decks } decks, { $jokers } jokers.
rules-r500-end-shares = The game ends when a total reaches { $target }; the highest total wins, an exact tie shares the win.
rules-r500-end-another = The game ends when a total reaches { $target }; the highest total wins, an exact tie plays another hand.
rules-r500-first-to = First to { $target }

## The end of a game of Rummy 500.

rummy-500-end-tied-again = { $players } are tied on { $total }: play another hand.
rummy-500-end-reached = { $players } reached { $total }, the highest total at or above { $target }, after hand { $hand }.
rummy-500-end-co-winners = { $players } tied on { $total }, at or above { $target }, after hand { $hand }: co-winners.

## What a seat entered in a hand of Rummy 500, for the CSV export's `entered` column; the parts are joined by "; ".

r500-entered-melded = melded { $melds }
r500-entered-laid-off = laid off { $cards } onto { $onto }
r500-entered-in-hand = in hand { $cards }
r500-entered-no-cards-in-hand = no cards in hand
