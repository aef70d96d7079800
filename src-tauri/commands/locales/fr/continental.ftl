## Rami continental : l'explication de l'arbitre pour une donne (RULES.md §5).

cont-went-out = { $player } est sorti avec les suites { $shape }.
cont-each-pays = { $losers ->
    [one] L'autre joueur paie { $each } ({ $items }) ; { $player } reçoit { $total }.
   *[other] Chacun des { $losers } autres joueurs paie { $each } ({ $items }) ; { $player } reçoit { $total }.
  }
cont-item = { $amount } pour { $reason }
cont-going-out = la sortie
cont-jokers = { $n } { $n ->
    [one] joker
   *[other] jokers
  } × { $per }
cont-deuces = { $n } { $n ->
    [one] deux joker
   *[other] deux jokers
  } × { $per }
cont-no-wild = aucune carte joker utilisée
cont-first-turn-no-draw = sorti au premier tour sans piocher
cont-first-turn = sorti au premier tour
cont-one-suit = les 15 cartes dans une seule couleur
cont-told = { $player } est sorti ; chaque perdant paie { $each }
entered-line = { $player } : { $points } (saisi).

## Les règles du Rami continental en mots : les lignes des règles (sa fin est celle de la
## famille du rami).

rules-cont-any = On sort avec les 15 cartes en suites de 3 ou plus ; les brelans ne comptent pas.
rules-cont-shapes = On sort avec 15 cartes en suites : 5×3, 4+4+4+3 ou 5+4+3+3 ; les brelans ne comptent pas.
rules-cont-deuces = Les deux servent aussi de jokers.
rules-cont-pays = Chaque perdant paie au gagnant { $items }.
rules-cont-going-out = { $points } pour la sortie
rules-cont-per-joker = { $n } par joker
rules-cont-per-deuce = { $n } par deux joker
rules-cont-no-wild = { $n } sans carte joker
rules-cont-first-turn = { $n } au premier tour ({ $without } sans piocher)
rules-cont-one-suit = { $n } pour une seule couleur

## La fin d'une partie de Continental.

continental-end-target = Un solde a atteint l'objectif : le meilleur solde gagne.
continental-end-deals = Toutes les donnes sont jouées : le meilleur solde gagne.

## Ce que le gagnant a saisi dans une donne de rami continental, pour la colonne de la saisie de l'export CSV.

cont-entered-went-out = est sorti : { $melds }
cont-entered-went-out-count = est sorti avec { $jokers ->
    [one] 1 joker
   *[other] { $jokers } jokers
  } et { $deuces ->
    [one] 1 deux joker
   *[other] { $deuces } deux jokers
  }
cont-entered-first-turn = au premier tour
cont-entered-without-drawing = sans piocher
cont-entered-one-suit = tout dans une couleur
