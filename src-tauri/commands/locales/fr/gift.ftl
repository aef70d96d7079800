## Gift Rummy : le compte de chaque place pour une donne (RULES.md §2).

gift-flush = couleur { $points }
gift-sequences = suites { $points }
gift-same-rank = même rang { $points }
gift-twenty-one = vingt-et-un { $points }
gift-sole-knocker = seul à frapper { $points }
gift-nothing-scores = rien ne compte
gift-line = { $detail } = { $total }.
gift-line-bare = { $detail } = { $total }

## Les règles du Gift Rummy en mots : les lignes des règles et la ligne de fin.

rules-gift-independent = Chaque carte compte dans chaque catégorie où elle entre (couleur, suites, même rang, vingt-et-un).
rules-gift-exclusive = Les suites, le même rang et le vingt-et-un utilisent des cartes différentes ; le meilleur total compte.
rules-gift-end = { $deals ->
    [one] { $deals } donne
   *[other] { $deals } donnes
  }, ou jusqu'à ce que quelqu'un atteigne { $target } ; le plus haut total gagne.
rules-gift-knock = Le seul à frapper après le tour 1 marque { $bonus }.
rules-gift-line = { $deals ->
    [one] { $deals } donne
   *[other] { $deals } donnes
  } ou objectif { $target } · le plus haut total gagne

## La fin d'une partie de Gift Rummy.

gift-end-progress = { $played ->
    [one] { $played } donne jouée
   *[other] { $played } donnes jouées
  } sur { $deals }.
gift-end-target = Quelqu'un a atteint { $target } ; le total le plus haut gagne.
gift-end-deals = { $deals ->
    [one] La donne est jouée
   *[other] Les { $deals } donnes sont jouées
  } ; le total le plus haut gagne.

## Ce qu'un joueur a saisi dans une donne de Gift Rummy, pour la colonne de la saisie de l'export CSV.

gift-entered-knocked = a frappé après le tour { $round }
gift-entered-claimed-bonus = a réclamé la prime
