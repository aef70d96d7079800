## Rami 500 : l'explication de l'arbitre pour une donne (RULES.md §7).

r500-ace-low-run = le bas de la suite { $cards }
r500-ace-top-run = le haut de la suite { $cards }
r500-ace-set = un as dans un brelan
r500-joker-15 = joker à la place de { $card } : un joker compte 15
r500-joker-as = joker à la place de { $card } : compté comme cette carte, { $value }
r500-joker-as-ace = joker à la place de { $card } ({ $ace }) : compté comme cette carte, { $value }
r500-ace = { $ace } : { $value }
r500-hand-joker = un joker resté en main compte 15
r500-hand-ace = un as resté en main compte 15
r500-reason = { $card } : { $why }
r500-run = suite
r500-set = brelan
r500-meld = { $cards } ({ $kind }) { $value }
r500-laid-off = rajouté { $cards } sur { $onto } { $value }
r500-melded-nothing = rien posé
r500-melded = posé { $parts }
r500-no-hand = aucune carte en main
r500-in-hand = en main { $cards } { $n }
r500-line = { $player } : { $melded } ; { $hand } ; { $m } − { $h } = { $score }.
r500-line-why = { $player } : { $melded } ; { $hand } ; { $m } − { $h } = { $score } ({ $why }).

## Rami 500 : les règles en mots (les lignes des règles, la ligne de fin de l'écran de partie).

rules-r500-scoring = Chaque donne compte les cartes en combinaison et posées, moins les cartes restées en main (as 15, ou 1 en bas d'une suite).
rules-r500-joker-fifteen = Un joker compte 15 où qu'il soit.
rules-r500-joker-represented = Un joker en combinaison compte comme la carte qu'il remplace ; en main, il coûte 15.
rules-r500-decks-auto = Un jeu et 2 jokers de 2 à 4 joueurs, deux jeux et 4 jokers de 5 à 8.
rules-r500-decks-one = Un jeu et 2 jokers.
rules-r500-decks = { $decks } jeux, { $jokers } jokers.
rules-r500-end-shares = La partie se termine quand un total atteint { $target } ; le plus haut total gagne, une égalité exacte partage la victoire.
rules-r500-end-another = La partie se termine quand un total atteint { $target } ; le plus haut total gagne, une égalité exacte fait jouer une donne de plus.
rules-r500-first-to = Objectif { $target }

## La fin d'une partie de Rami 500.

rummy-500-end-tied-again = { $players } sont à égalité à { $total } : jouez une donne de plus.
rummy-500-end-reached = { $players } a atteint { $total }, le total le plus haut à { $target } ou plus, après la donne { $hand }.
rummy-500-end-co-winners = { $players } sont à égalité à { $total }, à { $target } ou plus, après la donne { $hand } : gagnants ex æquo.

## Ce qu'un joueur a saisi dans une donne de rami 500, pour la colonne de la saisie de l'export CSV.

r500-entered-melded = posé { $melds }
r500-entered-laid-off = rajouté { $cards } sur { $onto }
r500-entered-in-hand = en main { $cards }
r500-entered-no-cards-in-hand = aucune carte en main
