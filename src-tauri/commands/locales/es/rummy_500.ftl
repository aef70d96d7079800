## Rummy 500: la explicación del árbitro de una mano (RULES.md §7).

r500-ace-low-run = el extremo bajo de la escalera { $cards }
r500-ace-top-run = el extremo alto de la escalera { $cards }
r500-ace-set = un as en un trío
r500-joker-15 = comodín en lugar de { $card }: un comodín vale 15
r500-joker-as = comodín en lugar de { $card }: vale como esa carta, { $value }
r500-joker-as-ace = comodín en lugar de { $card } ({ $ace }): vale como esa carta, { $value }
r500-ace = { $ace }: { $value }
r500-hand-joker = un comodín que queda en la mano vale 15
r500-hand-ace = un as que queda en la mano vale 15
r500-reason = { $card }: { $why }
r500-run = escalera
r500-set = trío
r500-meld = { $cards } ({ $kind }) { $value }
r500-laid-off = acomodó { $cards } en { $onto } { $value }
r500-melded-nothing = no bajó nada
r500-melded = bajó { $parts }
r500-no-hand = ninguna carta en la mano
r500-in-hand = en la mano { $cards } { $n }
r500-line = { $player }: { $melded }; { $hand }; { $m } − { $h } = { $score }.
r500-line-why = { $player }: { $melded }; { $hand }; { $m } − { $h } = { $score } ({ $why }).
