## L'Ascenseur : l'explication d'une donne par l'arbitre (RULES.md §6).

oh-heck-line-exact = { $player } : { $bid } { $bid ->
    [one] pli demandé
   *[other] plis demandés
  }, { $tricks } { $tricks ->
    [one] pli fait
   *[other] plis faits
  } (réussi) : { $points ->
    [one] { $points } point
   *[other] { $points } points
  }.
oh-heck-line-missed = { $player } : { $bid } { $bid ->
    [one] pli demandé
   *[other] plis demandés
  }, { $tricks } { $tricks ->
    [one] pli fait
   *[other] plis faits
  } (chuté) : { $points ->
    [one] { $points } point
   *[other] { $points } points
  }.
oh-heck-trumps = atout { $suit }
oh-heck-no-trumps = sans atout
oh-heck-told = { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
  }, { $trump } : { $seats }
oh-heck-told-seat = { $player } a demandé { $bid }, a fait { $tricks } { $points }
oh-heck-told-seat-bare = { $player } a demandé { $bid }, a fait { $tricks }

## L'Ascenseur : les règles en mots (les lignes des règles, la ligne de fin de l'écran de partie).

rules-oh-heck-seed = Une demande réussie marque { $bonus } + la demande ; une demande chutée marque 0.
rules-oh-heck-tricks-plus-bonus = Chaque pli fait marque 1 ; une demande réussie ajoute { $bonus }.
rules-oh-heck-off-bid-penalty = Une demande réussie marque les plis + { $bonus } ; une demande chutée perd l'écart.
rules-oh-heck-mrpikes = Une demande réussie marque { $bonus } + la demande ; une demande chutée perd { $bonus } + l'écart.
rules-oh-heck-hook = Le donneur est contraint : les demandes ne peuvent pas totaliser le nombre de cartes distribuées.
rules-oh-heck-no-hook = Sans contrainte : le donneur peut demander ce qu'il veut.
rules-oh-heck-down-up = Les donnes vont de la taille de départ (10 cartes de 3 à 5 joueurs, 8 à 6, 7 à 7) jusqu'à 1, puis remontent.
rules-oh-heck-up-down = Les donnes vont d'une carte jusqu'au maximum (51 ÷ joueurs), puis redescendent.
rules-oh-heck-down-up-max = Les donnes vont du maximum de cartes (51 ÷ joueurs) jusqu'à 1, puis remontent.
rules-oh-heck-end = Tout le programme · le plus haut total gagne

## Comment jouer, affiché à la table pour mémoire (non arbitré).
oh-heck-reminder = Le joueur à gauche du donneur entame. Fournissez à la couleur si vous le pouvez, et si vous pouvez remporter le pli, vous devez le faire. Si vous ne pouvez pas fournir, coupez si vous le pouvez ; sinon, jouez n'importe quelle carte. Le plus gros atout l'emporte, sinon la plus haute carte de la couleur demandée (l'as est la plus haute). Le gagnant du pli entame le suivant.

## La fin d'une partie d'Oh Heck! : la ligne de l'écran de jeu pendant et après.

oh-heck-end-over = Les { $hands } donnes du programme sont jouées ; le total le plus haut gagne.
oh-heck-end-progress = { $played ->
    [one] { $played } donne jouée
   *[other] { $played } donnes jouées
  } sur { $hands }.

## Ce qu'un joueur a saisi dans une donne d'Oh Heck!, pour la colonne de la saisie de l'export CSV.

oh-heck-entered-bid-took = a demandé { $bid }, a fait { $tricks }
oh-heck-entered-bid = a demandé { $bid }
oh-heck-entered-took = a fait { $tricks }
