## Le journal du suivi en direct : chaque coup en une ligne, au fil du tour (ou de la donne).
## Skull & Roses (RULES.md §9) : qui pose, parie, passe, quelle carte est retournée.

tracker-skull-place = { $name } pose une carte.
tracker-skull-challenge = { $name } lance un défi : { $bid }.
tracker-skull-raise = { $name } monte à { $bid }.
tracker-skull-pass = { $name } passe.
tracker-skull-reveal-own = { $name } retourne sa propre carte : { $card }.
tracker-skull-reveal = { $name } retourne la carte de { $owner } : { $card }.
tracker-skull-rose = une rose
tracker-skull-skull = le crâne
tracker-skull-lose-pick = { $name } perd une carte pour de bon (la { $pick ->
    [1] 1re
   *[other] { $pick }e
  } de ses cartes, tirée au hasard).
tracker-skull-lose = { $name } perd une carte pour de bon.
tracker-skull-starter = { $name } commence le tour suivant.

## Avalanche : chaque coup et ce qu'il fait à l'avalanche en mouvement, puis les cartes piochées
## pour refaire la main et la fin de la donne, s'il y en a ($count×$rank : le coup, tel que touché).

tracker-av-snowfall = { $name } pioche une carte (chute de neige).
tracker-av-start = { $name } joue { $count }×{ $rank } et lance une avalanche.
tracker-av-grow = { $name } joue { $count }×{ $rank } et la fait grossir.
tracker-av-stop = { $name } joue { $count }×{ $rank } et l'arrête : { $cards ->
    [one] 1 carte quitte
   *[other] { $cards } cartes quittent
  } le jeu.
tracker-av-fall-to = { $name } joue { $count }×{ $rank } et la fait chuter : { $cards ->
    [one] 1 carte
   *[other] { $cards } cartes
  } pour { $receiver }.
tracker-av-fall = { $name } joue { $count }×{ $rank } et la fait chuter.
tracker-av-refill = Pioche { $cards ->
    [one] 1 nouvelle carte
   *[other] { $cards } nouvelles cartes
  }.
tracker-av-last = { $name } garde la dernière main ; la donne est terminée.

