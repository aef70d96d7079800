## Rami 500 : l'explication de l'arbitre pour une donne (RULES.md §7).

r500-ace-low-run = le bas de la suite { $cards }
r500-ace-top-run = le haut de la suite { $cards }
r500-ace-set = un as dans un brelan
r500-joker-15 = joker à la place de { $card } : un joker compte 15
r500-joker-as = joker à la place de { $card } : compté comme cette carte, { $value }
r500-joker-as-ace = joker à la place de { $card } ({ $ace }) : compté comme cette carte, { $value }
r500-ace = { $ace } : { $value }
r500-hand-joker = un joker resté en main compte 15
r500-hand-ace = un as resté en main compte 15
r500-reason = { $card } : { $why }
r500-run = suite
r500-set = brelan
r500-meld = { $cards } ({ $kind }) { $value }
r500-laid-off = rajouté { $cards } sur { $onto } { $value }
r500-melded-nothing = rien posé
r500-melded = posé { $parts }
r500-no-hand = aucune carte en main
r500-in-hand = en main { $cards } { $n }
r500-line = { $player } : { $melded } ; { $hand } ; { $m } − { $h } = { $score }.
r500-line-why = { $player } : { $melded } ; { $hand } ; { $m } − { $h } = { $score } ({ $why }).
