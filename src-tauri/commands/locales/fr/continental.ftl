## Rami continental : l'explication de l'arbitre pour une donne (RULES.md §5).

cont-went-out = { $player } est sorti avec les suites { $shape }.
cont-each-pays = { $losers ->
    [one] L'autre joueur paie { $each } ({ $items }) ; { $player } reçoit { $total }.
   *[other] Chacun des { $losers } autres joueurs paie { $each } ({ $items }) ; { $player } reçoit { $total }.
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
cont-told = { $player } est sorti ; chaque perdant paie { $each }
entered-line = { $player } : { $points } (saisi).
