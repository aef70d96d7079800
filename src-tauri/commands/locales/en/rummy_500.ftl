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
