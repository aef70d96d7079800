## Golf à six cartes : le trou de chaque joueur (RULES.md §8).

golf-column = { $top }+{ $bottom } = { $score }
golf-pair = { $top } { $bottom } paire = { $score }
golf-line = { $columns } ; total { $total }
golf-entered = saisi à la main : { $score }

## Skull & Roses : un tour en une ligne (RULES.md §9).

skull-told-won = { $player } a parié { $bid } et a gagné
skull-told-failed = { $player } a parié { $bid } et a échoué
skull-told-failed-on = { $player } a parié { $bid } et a échoué sur le crâne de { $owner }
skull-told-out = { $player } est éliminé

## Les règles de Skull & Roses en mots : les lignes des règles et la ligne de fin.

rules-skull-cards = Chaque joueur a 3 roses et un crâne ; les paris vont de 1 au nombre de cartes sur la table.
rules-skull-wins = Un deuxième défi réussi gagne, tout comme le fait d'être le dernier joueur en jeu.
rules-skull-end = Deux défis réussis gagnent

## Les règles du Golf à six cartes en mots : les lignes des règles et la ligne de fin.

rules-golf-holes = { $holes ->
    [one] { $holes } trou
   *[other] { $holes } trous
  } ; le plus petit total gagne.
rules-golf-columns = Une colonne de deux cartes de même rang marque 0 ; sinon chaque carte compte (A 1, 2 −2, 3–10 leur valeur, J et Q 10, K { $king }).
rules-golf-king-twos = Un roi compte { $king } ; une paire de 2 marque { $twos }.
rules-golf-jokers = Jokers en jeu, valeur { $joker }.
rules-golf-end = { $holes ->
    [one] { $holes } trou
   *[other] { $holes } trous
  } · le plus petit total gagne

## La fin d'une partie de Six Card Golf et d'une partie de Skull & Roses.

golf-end-progress = { $played ->
    [one] { $played } trou joué
   *[other] { $played } trous joués
  } sur { $holes }.
golf-end-tie-shared = Le total le plus bas gagne ; l'égalité donne plusieurs gagnants.
golf-end-lowest = Le total le plus bas gagne.
golf-end-sudden-death = Égalité pour le total le plus bas : jouez un trou de mort subite.
skull-end-second-success = Un deuxième défi réussi gagne la partie.
skull-end-last-standing = Le dernier joueur en lice gagne la partie.

## Ce qu'un joueur a saisi pour un trou, pour la colonne de la saisie de l'export CSV (une disposition, ce sont ses cartes, rangée par rangée).

golf-entered-scored = a marqué { $score }

## Ce qu'un joueur a fait dans une manche de Skull & Roses, pour la colonne de la saisie de l'export CSV.

skull-entered-out = éliminé
skull-entered-cards = { $owned ->
    [one] 1 carte possédée
   *[other] { $owned } cartes possédées
  } ; { $placed } { $placed ->
    [one] posée
   *[other] posées
  }
skull-entered-bid = a parié { $bid }
skull-entered-passed = a passé
