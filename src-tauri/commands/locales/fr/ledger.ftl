## Le registre.

## La fin d'une partie (la règle de fin de la famille du rami).

end-target-reached = Un total a atteint l'objectif de { $target }.
end-deals-played = Les { $deals } donnes ont toutes été jouées.
end-goal-target-or-deals = Partie en { $target } points ou { $deals } donnes
end-goal-target = Partie en { $target } points
end-goal-deals = Partie en { $deals } donnes
end-goal-none = Pas de fin fixée : jouez jusqu'à ce que vous arrêtiez
end-goal-totals = { $goal }. Totaux : { $totals }.
end-why-totals = { $why } Totaux : { $totals }.
end-highest-wins = Meilleur total : { $winners } { $count ->
    [one] gagne
   *[other] gagnent
  }.

## L'export CSV : ses colonnes, la ligne des primes de fin de partie et ses mots.

csv-col-game = partie
csv-col-name = nom
csv-col-kind = jeu
csv-col-hand = donne
csv-col-dealer = donneur
csv-col-player = joueur
csv-col-entered = saisie
csv-col-points = points
csv-col-total = total
csv-col-summary = résumé
csv-bonus-row = prime
csv-bonuses = Primes : { $points }.
csv-bonuses-why = Primes : { $points }. { $why }

## Les mots de l'écran des règles des jeux marqués en points par donne (la feuille de marque)
## et d'Avalanche : les lignes des règles et la ligne de fin de l'écran de partie.

rules-open-ended = Sans fin fixée : arrêtez quand vous voulez.
rules-points-highest = le plus haut total gagne
rules-points-lowest = le plus petit total gagne
rules-points-end-target = La partie se termine quand quelqu'un atteint { $target } ; { $who }.
rules-points-end-hands = La partie se termine après { $hands ->
    [one] { $hands } donne
   *[other] { $hands } donnes
  } ; { $who }.
rules-points-end-open = Sans fin fixée : arrêtez quand vous voulez ; { $who }.
rules-points-line-highest = le plus haut total gagne
rules-points-line-lowest = le plus petit total gagne
rules-points-line-target = Jusqu'à { $target } · { $who }
rules-points-line-hands = { $hands ->
    [one] { $hands } donne
   *[other] { $hands } donnes
  } · { $who }
rules-points-line-open = Sans fin fixée · { $who }
rules-avalanche-deck = { $packs ->
    [one] { $packs } jeu
   *[other] { $packs } jeux
  } et { $jokers } { $jokers ->
    [one] joker
   *[other] jokers
  } : { $cards } cartes ; 10 chacun.
rules-avalanche-end-both = La partie se termine après { $deals ->
    [one] { $deals } donne
   *[other] { $deals } donnes
  } ou quand quelqu'un a gardé { $target } cartes.
rules-avalanche-end-deals = La partie se termine après { $deals ->
    [one] { $deals } donne
   *[other] { $deals } donnes
  }.
rules-avalanche-end-target = La partie se termine quand quelqu'un a gardé { $target } cartes.
rules-avalanche-most = Celui qui a gardé le plus de cartes gagne.
rules-avalanche-line-deals = { $deals ->
    [one] { $deals } donne
   *[other] { $deals } donnes
  } · le plus de cartes gardées gagne
rules-avalanche-line-target = Jusqu'à { $target } cartes · le plus de cartes gardées gagne
rules-avalanche-line-open = Sans fin fixée · le plus de cartes gardées gagne

## La fin d'une partie comptée en points par donne (la feuille de marque) et d'une partie d'Avalanche.

points-end-target-highest = Quelqu'un a atteint { $target } ; le total le plus haut gagne.
points-end-target-lowest = Quelqu'un a atteint { $target } ; le total le plus bas gagne.
points-end-hands-highest = { $hands ->
    [one] La donne est jouée
   *[other] Les { $hands } donnes sont jouées
  } ; le total le plus haut gagne.
points-end-hands-lowest = { $hands ->
    [one] La donne est jouée
   *[other] Les { $hands } donnes sont jouées
  } ; le total le plus bas gagne.
avalanche-end-most-stored = Le plus de cartes gardées gagne.

## Ce qu'un joueur a saisi dans une donne d'Avalanche, pour la colonne de la saisie de l'export CSV.

avalanche-entered-plays = { $plays ->
    [one] 1 coup
   *[other] { $plays } coups
  }, { $cards ->
    [one] 1 carte
   *[other] { $cards } cartes
  }
avalanche-entered-snowfalls = { $n ->
    [one] 1 chute de neige
   *[other] { $n } chutes de neige
  }
avalanche-entered-stored = { $n ->
    [one] 1 carte gardée
   *[other] { $n } cartes gardées
  }
avalanche-entered-last = dernier à avoir des cartes en main ({ $n ->
    [one] 1 carte
   *[other] { $n } cartes
  })
