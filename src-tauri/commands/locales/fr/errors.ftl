## Refus écrits pour la personne à la table (RULES.md §1.7 et la notation des cartes). Chacun
## garde son code `E_*` stable dans toutes les langues.

card-error-invalid = « { $token } » ({ $position ->
    [1] 1re
   *[other] { $position }e
  } carte) n'est pas une carte.
card-error-not-a-card = « { $token } » n'est pas une carte.
gin-error-big-gin-unmelded = Le frappeur a 11 cartes mais pas toutes en combinaisons : le big gin demande que chaque carte soit dans une combinaison ; sinon, défaussez-en une et montrez-en 10.
gin-error-knocker-cards = Le frappeur doit montrer 10 cartes après sa défausse (il en a { $got }).
gin-error-defender-cards = L'adversaire doit montrer 10 cartes (il en a { $got }).
gin-error-big-gin-disabled = Le big gin n'est pas activé : défaussez une carte et comptez un gin.
gin-error-upcard-limit = La carte retournée { $upcard } fixe la limite de frappe de cette donne à { $limit }. Les points morts sont de { $deadwood }.
gin-error-too-high = Les points morts sont de { $deadwood } ; on peut frapper avec { $limit } au plus.
gin-error-could-be-lower = { $head } Ces cartes peuvent aussi se ranger avec { $best } points morts.
gin-error-gin-only = Un as a été retourné : seul un gin termine cette donne.
gin-error-upcard-required = L'Oklahoma a besoin de la première carte retournée : elle fixe la limite de frappe de cette donne.
gin-error-layoff-on-gin = On ne pose aucune carte quand le frappeur fait gin.
gin-error-layoff-on-deadwood = On ne peut pas poser sur les cartes mortes du frappeur : { $card } ne va qu'avec { $with }.
gin-error-knocker-seat = Le frappeur doit être le joueur 1 ou le joueur 2 (pas le joueur { $n }).
gin-error-deadwood-range = Les points morts vont de 0 à 98 (une main de 10 cartes en a 98 au plus), donc { $n } ne peut pas être juste.
gin-error-big-gin-deadwood = Big gin veut dire que toutes les cartes sont en combinaisons : les points morts du frappeur doivent être 0.
gin-error-layoff-not-in-hand = { $card } n'est pas dans la main de l'adversaire.
gin-error-layoff-not-fitting = { $card } ne va pas : { $why }
gin-error-layoff-run-ends = la suite à { $suit } s'arrête à { $end }.
gin-error-layoff-run-starts = la suite à { $suit } commence à { $start }.
gin-error-layoff-no-meld = elle ne prolonge aucune combinaison du frappeur.
gin-error-layoff-no-jokers = ce jeu n'a pas de joker.
gin-error-suit-spade = pique
gin-error-suit-heart = cœur
gin-error-suit-diamond = carreau
gin-error-suit-club = trèfle
